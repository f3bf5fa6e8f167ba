"""The parts of the laying games, read from the game classes themselves.

A *part* is one kind of rule (``KINDS``: deal, lead, layout, matching, draw, end, deal scoring,
match scoring, teams) as one game's class resolves it: the very methods and class attributes the
game runs for that kind (``hooks``), the state class that carries them where the kind needs one
(a layout's table mechanics, the counting games' points scored in play) and the rule options that
kind reads. Two games that resolve every hook of a kind to the same objects share the part: the
part is named after the first catalogue game that has it, and lists every game that uses it.

Nothing here copies a rule: ``dl.design`` builds a new game class whose hooks of each kind are the
chosen game's own functions.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any

from ..errors import SetupError
from ..games.chain.base import ChainGame, ChainState
from ..games.registry import catalogue, game_class, resolve

__all__ = ["KINDS", "Kind", "Part", "mechanics", "part_of", "covered", "COVERED_FAMILY"]

COVERED_FAMILY = "laying"


@dataclass(frozen=True)
class Kind:
    """One kind of rule: the game-class ``hooks`` that make it, the state-class hooks
    (``state_hooks``) and the rule ``options`` it reads, and a one-line summary in English and
    Russian."""

    name: str
    summary: str
    summary_ru: str
    hooks: tuple[str, ...] = ()
    state_hooks: tuple[str, ...] = ()
    options: tuple[str, ...] = ()


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("deal", "how many tiles each player gets, and which hands are dealt again",
         "сколько костей получает игрок и какие раздачи пересдаются",
         ("hand_sizes", "redeal_reason"), (), ("hand_size", "redeal_doubles", "redeal_suit")),
    Kind("lead", "who lays the first tile of a deal, and which tile",
         "кто и с какой кости начинает раздачу",
         ("first_lead", "lead_order"), (), ("lead",)),
    Kind("layout", "the table: its shape, its open ends, the moves beyond one tile",
         "стол: форма выкладки, открытые концы, ходы сверх одной кости",
         ("new_layout", "read_table", "extra_moves", "end_accepts", "multi_limit",
          "why_illegal", "check_position", "placements"),
         ("after_lay",), ("lengthwise_doubles",)),
    Kind("matching", "which tile may join an open end: equal pips, or a sum of seven",
         "какая кость подходит к концу: равные очки или сумма семь",
         ("fits", "touching_end", "joins", "mismatch", "is_wild", "wild_tiles", "seven", "wild_name"), (), ()),
    Kind("draw", "what a player who cannot play does: draw until able, draw one, or pass",
         "что делает игрок без хода: берёт из базара до подходящей, одну, или пропускает",
         (), (), ("draw", "undrawable")),
    Kind("end", "when a blocked deal is a fish: a closed chain at once, or only when nobody can move",
         "когда наступает рыба: сразу при замкнутой цепи или когда никто не может ходить",
         (), (), ("fish_when",)),
    Kind("deal_scoring", "what a finished deal (and each play) scores",
         "что приносит законченная раздача (и каждый ход)",
         ("hand_value", "score_deal", "count", "play_points", "scored_points"), (),
         ("multiple", "per", "out_bonus", "zero_double", "zero_double_only_alone", "zero_double_alone", "fish")),
    Kind("match_scoring", "how deals add up to a match, and who wins it",
         "как раздачи складываются в партию и кто её выигрывает",
         ("match_init", "match_update", "match_goal", "match_status", "next_context", "side_worth",
          "penalty_points", "targets", "target"),
         (), ("target", "opening", "wipe_under")),
    Kind("teams", "who scores together: everyone for himself, or partners opposite",
         "кто играет вместе: каждый сам за себя или пары напротив",
         ("sides",), (), ()),
)}


def covered() -> list[str]:
    """The catalogue games ``dl.design`` composes: the laying games played on the chain family's
    engine (``ChainGame``), in catalogue order."""
    return [i.id for i in catalogue(COVERED_FAMILY) if issubclass(game_class(i.id), ChainGame)]


def _resolved(cls: type, names: tuple[str, ...]) -> tuple:
    """What ``cls`` resolves each of ``names`` to (the same objects the game runs)."""
    out = []
    for name in names:
        value = _lookup(cls, name)
        out.append(value if callable(value) or isinstance(value, (property, functools.cached_property))
                   else repr(value))
    return tuple(out)


def _lookup(cls: type, name: str) -> Any:
    """The class attribute ``name`` as ``cls`` resolves it along its MRO, unwrapped (a plain
    function, a property, a value); ``None`` when no class defines it."""
    for klass in cls.__mro__:
        if name in vars(klass):
            return vars(klass)[name]
    return None


def option_defaults(cls: type, names: tuple[str, ...]) -> dict[str, Any]:
    fields = {f.name: f for f in dataclasses.fields(cls.Options)}  # type: ignore[attr-defined]
    return {n: fields[n].default for n in names if n in fields}


def signature(cls: type, kind: str) -> tuple:
    """What makes ``cls``'s part of ``kind``: its hooks, its state class's hooks, its options'
    defaults (two games with the same signature share the part)."""
    k = KINDS[kind]
    state = cls.StateClass if kind in ("layout", "deal_scoring") else None  # type: ignore[attr-defined]
    state_sig: tuple = ()
    if state is not None:
        state_sig = (_state_core(state, kind),)
    return (_resolved(cls, k.hooks), state_sig, tuple(sorted(option_defaults(cls, k.options).items(), key=str)))


def _state_core(state: type, kind: str) -> type:
    """The state class a part of ``kind`` needs: a layout needs its game's own state class; a
    deal scoring needs the counting family's state where it scores in play."""
    from ..games.counting.base import CountingState

    if kind == "deal_scoring":
        return CountingState if issubclass(state, CountingState) else ChainState
    return state


@dataclass(frozen=True)
class Part:
    """One part: its ``kind``, its ``name`` (the first catalogue game that has it), a one-line
    ``summary`` and ``summary_ru``, its ``options`` with their defaults, and the ``games`` that use it."""

    kind: str
    name: str
    summary: str
    summary_ru: str
    options: dict[str, Any]
    games: tuple[str, ...]

    def __repr__(self) -> str:
        return f"<part {self.kind}={self.name}: {self.summary} (used by {', '.join(self.games)})>"


@functools.cache
def _table() -> dict[str, dict[str, Part]]:
    """kind -> part name -> Part, and the game -> part name index in ``_owners``."""
    out: dict[str, dict[str, Part]] = {}
    for kind, k in KINDS.items():
        groups: dict[tuple, list[str]] = {}
        for gid in covered():
            groups.setdefault(signature(game_class(gid), kind), []).append(gid)
        parts: dict[str, Part] = {}
        for games in groups.values():
            name = games[0]
            cls = game_class(name)
            summary, summary_ru = _summaries(kind, cls)
            parts[name] = Part(kind, name, summary, summary_ru, option_defaults(cls, k.options), tuple(games))
        out[kind] = parts
    return out


_KIND_RU = {"deal": "раздача", "lead": "заход", "layout": "выкладка", "matching": "приставление", "draw": "базар",
            "end": "рыба", "deal_scoring": "счёт раздачи", "match_scoring": "счёт партии", "teams": "команды"}


def _summaries(kind: str, cls: type) -> tuple[str, str]:
    info = cls.info  # type: ignore[attr-defined]
    k = KINDS[kind]
    plain = info.name.split(" (")[0]
    return (f"{plain}'{'' if plain.endswith('s') else 's'} {kind.replace('_', ' ')}: {k.summary}",
            f"{_KIND_RU[kind]} как в игре «{info.name_ru}»: {k.summary_ru}")


def mechanics(kind: str | None = None) -> list[Part]:
    """Every part of the laying games, kind by kind (``kind`` keeps one): what ``dl.design`` composes."""
    if kind is not None and kind not in KINDS:
        raise SetupError(f"there is no kind of part {kind!r}; the kinds are: {', '.join(KINDS)}")
    table = _table()
    return [p for k in KINDS if kind in (None, k) for p in table[k].values()]


def part_of(game_id: str, kind: str) -> Part:
    """The part of ``kind`` that game ``game_id`` uses."""
    gid = resolve(game_id)
    for part in _table()[kind].values():
        if gid in part.games:
            return part
    raise SetupError(f"{gid} is not a game dl.design composes: it covers the laying games on the chain "
                     f"engine ({', '.join(covered())})")
