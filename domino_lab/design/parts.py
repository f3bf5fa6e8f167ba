"""The parts of the catalogue's games, read from the game classes themselves.

A *part* is one kind of rule (``KINDS``: deal, lead, layout, matching, draw, end, deal scoring,
match scoring, teams) as one game's class resolves it: the very methods and class attributes the
game runs for that kind (``hooks``), the methods of its state class that make it (``state_hooks``:
a layout's table mechanics, a trick game's deal scoring), the state class a kind needs (a laying
layout's table, the counting games' points scored in play, a discard, collecting or trick game's
turn) and the rule options that kind reads. Two games that resolve every hook of a kind to the
same objects share the part: the part is named after the first catalogue game that has it, and
lists every game that uses it.

The games run on four engines (``ENGINES``): the laying games' chain, the discard games' pit, the
collecting games' face-down boneyard and the trick games' tricks. Each engine calls its own hooks,
so a kind's hooks are listed per engine (``Kind.rules``), and a kind an engine writes inside its
turn (a collecting game has no separate matching or draw) has no part there. Parts of the kinds
in ``PORTABLE`` move between engines (a goat match on a trick game, partners in a collecting
game); the others stay within their engine.

Nothing here copies a rule: ``dl.design`` builds a new game class whose hooks of each kind are the
chosen game's own functions.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from typing import Any

from ..errors import SetupError
from ..games.chain.base import ChainGame, ChainState
from ..games.chain.delegation import lookup
from ..games.registry import catalogue, game_class, resolve
from ..i18n import _, language
from ..options import _KEY, _Declared, _declared

__all__ = ["KINDS", "Kind", "Rules", "Part", "ENGINES", "PORTABLE", "mechanics", "check_kind", "part_of", "covered",
           "laying", "engine_of", "rules", "COVERED_FAMILY"]

COVERED_FAMILY = "laying"

#: The engines, in catalogue order of their families, with their names in words (English, Russian).
ENGINES = {"discard": ("discard", "сбросная"), "collecting": ("collecting", "наборная"),
           "trick": ("trick-taking", "взяточная"), "laying": ("laying", "доминошная выкладка")}


@dataclass(frozen=True)
class Rules:
    """What a kind is on one engine: the game-class ``hooks``, the state-class ``state_hooks`` and
    the rule ``options`` it reads, and whether its state class is part of it (``state``)."""

    hooks: tuple[str, ...] = ()
    state_hooks: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    state: bool = False


@dataclass(frozen=True)
class Kind:
    """One kind of rule: the game-class ``hooks`` that make it on the laying engine, the state-class
    hooks (``state_hooks``) and the rule ``options`` it reads there, a one-line summary in English
    and Russian, and its ``rules`` on the other engines (a kind an engine lacks is absent)."""

    name: str
    summary: str
    summary_ru: str
    hooks: tuple[str, ...] = ()
    state_hooks: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    others: dict[str, Rules] = field(default_factory=dict)

    def rules(self, engine: str) -> Rules | None:
        if engine == "laying":
            return Rules(self.hooks, self.state_hooks, self.options, self.name in ("layout", "deal_scoring"))
        return self.others.get(engine)


_MATCH = ("match_init", "match_update", "match_goal", "match_status", "next_context", "check_context", "side_worth",
          "penalty_points", "targets", "target", "match_length")

#: A finished deal's own fields (``Game.finished_fields``/``read_finished``: what a score reads that a
#: table's text does not say, General's going-out tile) go with the deal scoring that reads them. Each
#: reads its own table only (it checks the table's type), so a design's reads check passes them by.
FINISHED = ("finished_fields", "read_finished")

KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("deal", "how many tiles each player gets, and which hands are dealt again",
         "сколько костей получает игрок и какие раздачи пересдаются",
         ("hand_sizes", "redeal_reason"), (), ("hand_size", "redeal_doubles", "redeal_suit"),
         {"discard": Rules(("hand_sizes", "rest"), (), ("hand_size",)),
          "trick": Rules(("hand_sizes",))}),
    Kind("lead", "who lays the first tile of a deal, and which tile",
         "кто и с какой кости начинает раздачу",
         ("first_lead", "lead_order"), (), ("lead",),
         {"discard": Rules(("first_lead",))}),
    Kind("layout", "the table: its shape, its open ends, the moves beyond one tile",
         "стол: форма выкладки, открытые концы, ходы сверх одной кости",
         ("new_layout", "read_table", "extra_moves", "end_accepts", "multi_limit",
          "why_illegal", "check_position", "placements"),
         ("after_lay",), ("lengthwise_doubles",),
         {"discard": Rules(("new_layout", "read_table", "why_illegal", "check_position", "placements", "_deal"), (),
                           ("double_lead_again",), True),
          "collecting": Rules(("start", "_draw_for", "__init__"), (), ("call_end",), True),
          "trick": Rules(("new_state", "unused_moves"), (), ("blank", "trump_lead", "follow", "min_bid", "spare",
                                                             "chest"), True)}),
    Kind("matching", "which tile may join an open end: equal pips, or a sum of seven",
         "какая кость подходит к концу: равные очки или сумма семь",
         ("fits", "touching_end", "joins", "mismatch", "is_wild", "wild_tiles", "seven", "wild_name"), (), ()),
    Kind("draw", "what a player who cannot play does: draw until able, draw one, or pass",
         "что делает игрок без хода: берёт из базара до подходящей, одну, или пропускает",
         ("may_draw", "why_no_draw"), (), ("draw", "undrawable", "draw_at_will", "draw_limit")),
    Kind("end", "when a blocked deal is a fish: a closed chain at once, or only when nobody can move",
         "когда наступает рыба: сразу при замкнутой цепи или когда никто не может ходить",
         (), (), ("fish_when",),
         {"discard": Rules((), (), ("stall_rounds",)),
          "trick": Rules((), ("deal_over",))}),
    Kind("deal_scoring", "what a finished deal (and each play) scores",
         "что приносит законченная раздача (и каждый ход)",
         ("hand_value", "score_deal", "count", "play_points", "scored_points", *FINISHED), (),
         ("multiple", "per", "out_bonus", "zero_double", "zero_double_only_alone", "zero_double_alone", "fish"),
         {"discard": Rules(("hand_value", "score_deal")),
          "collecting": Rules(("score", "unit", "amount")),
          "trick": Rules((), ("deal_result",), ("count_values", "min_tricks", "two_fours_penalty", "out_bonus"))}),
    Kind("match_scoring", "how deals add up to a match, and who wins it",
         "как раздачи складываются в партию и кто её выигрывает",
         _MATCH, (), ("target", "opening", "wipe_under"),
         {engine: Rules(_MATCH, (), ("target", "deals", "next_leader")) for engine in ("discard", "collecting",
                                                                                        "trick")}),
    Kind("teams", "who scores together: everyone for himself, or partners opposite",
         "кто играет вместе: каждый сам за себя или пары напротив",
         ("sides",), (), (),
         {engine: Rules(("sides",)) for engine in ("discard", "collecting", "trick")}),
)}

#: The kinds whose parts move between engines: every engine asks them the same questions
#: (``sides(players)``; a match's ``match_init``/``match_update``), and a laying game and a discard
#: game score a finished deal by the same call (``score_deal(state, reason, winner, fisher)``).
PORTABLE: dict[str, frozenset[str]] = {"teams": frozenset(ENGINES), "match_scoring": frozenset(ENGINES),
                                       "deal_scoring": frozenset({"laying", "discard"})}


def engine_of(cls: type) -> str:
    """The engine a game class runs on: ``"discard"``, ``"collecting"``, ``"trick"`` or ``"laying"``."""
    from ..games.collecting.base import CollectingGame
    from ..games.discard.base import DiscardRules
    from ..games.tricks.base import TrickGame

    if issubclass(cls, DiscardRules):
        return "discard"
    if issubclass(cls, CollectingGame):
        return "collecting"
    if issubclass(cls, TrickGame):
        return "trick"
    if issubclass(cls, ChainGame):
        return "laying"
    raise SetupError(_("{cls} runs on none of the engines dl.design composes ({engines})", cls=cls.__name__,
                       engines=", ".join(ENGINES)))


def rules(cls: type, kind: str) -> Rules | None:
    """What ``kind`` is on ``cls``'s engine (``None``: that engine has no such part)."""
    return KINDS[kind].rules(engine_of(cls))


def laying() -> list[str]:
    """The laying games played on the chain family's engine, in catalogue order."""
    return [i.id for i in catalogue(COVERED_FAMILY) if issubclass(game_class(i.id), ChainGame)]


def covered() -> list[str]:
    """The catalogue games ``dl.design`` composes: all of them, in catalogue order."""
    return [i.id for i in catalogue()]


def _resolved(cls: type, names: tuple[str, ...]) -> tuple:
    """What ``cls`` resolves each of ``names`` to (the same objects the game runs)."""
    out = []
    for name in names:
        value = _lookup(cls, name)
        out.append(value if callable(value) or isinstance(value, (property, functools.cached_property))
                   else repr(value))
    return tuple(out)


_lookup = lookup  # (a class attribute as the MRO resolves it: games.chain.delegation)


def taken_field(f: dataclasses.Field, options: type) -> Any:
    """A design's copy of the option field ``f`` of the Options class ``options``: its default, and
    what its own game declares it accepts (a plain default in a subclass is declared higher up that
    game's classes). Read along the design's classes instead, Threes for Luck's ``draw`` (only "one")
    would refuse the words of a draw the design takes from another game."""
    declared = _declared(options, f.name)
    meta = f.metadata if _KEY in f.metadata or declared == _Declared() else {**f.metadata, _KEY: declared}
    if f.default is not dataclasses.MISSING:
        return dataclasses.field(default=f.default, metadata=meta)
    return dataclasses.field(default_factory=f.default_factory, metadata=meta)


def option_defaults(cls: type, names: tuple[str, ...]) -> dict[str, Any]:
    fields = {f.name: f for f in dataclasses.fields(cls.Options)}  # type: ignore[attr-defined]
    return {n: fields[n].default for n in names if n in fields}


def signature(cls: type, kind: str) -> tuple:
    """What makes ``cls``'s part of ``kind``: its engine, its hooks, its state class's hooks (and
    the state class itself where the kind needs one), its options' defaults (two games with the
    same signature share the part); ``()`` where the engine has no such part."""
    r = rules(cls, kind)
    if r is None:
        return ()
    state = cls.StateClass  # type: ignore[attr-defined]
    core = (_state_core(cls, kind),) if r.state else ()
    return (engine_of(cls), _resolved(cls, r.hooks), _resolved(state, r.state_hooks), core,
            tuple(sorted(option_defaults(cls, r.options).items(), key=str)))


def _state_core(cls: type, kind: str) -> type:
    """The state class a part of ``kind`` needs: a layout needs its game's own state class; a
    laying game's deal scoring needs the counting family's state where it scores in play."""
    from ..games.counting.base import CountingState

    state: type = cls.StateClass  # type: ignore[attr-defined]
    if kind == "deal_scoring":
        return CountingState if issubclass(state, CountingState) else ChainState
    return state


@dataclass(frozen=True)
class Part:
    """One part: its ``kind``, its ``name`` (the first catalogue game that has it), a one-line
    ``summary`` and ``summary_ru``, its ``options`` with their defaults, the ``games`` that use it
    and the ``engine`` they run on."""

    kind: str
    name: str
    summary: str
    summary_ru: str
    options: dict[str, Any]
    games: tuple[str, ...]
    engine: str = "laying"

    def __repr__(self) -> str:  # in dl.language(): the summary in English or in Russian
        return _("<part {kind}={name}: {summary} (used by {games})>", kind=self.kind, name=self.name, summary=self.text,
                 games=", ".join(self.games))

    @property
    def text(self) -> str:
        """The part's one-line summary in ``dl.language()``."""
        return self.summary_ru if language() == "ru" else self.summary


@functools.cache
def _table() -> dict[str, dict[str, Part]]:
    """kind -> part name -> Part."""
    out: dict[str, dict[str, Part]] = {}
    for kind in KINDS:
        groups: dict[tuple, list[str]] = {}
        for gid in covered():
            sig = signature(game_class(gid), kind)
            if sig:
                groups.setdefault(sig, []).append(gid)
        parts: dict[str, Part] = {}
        for games in groups.values():
            name = games[0]
            cls = game_class(name)
            summary, summary_ru = _summaries(kind, cls)
            r = rules(cls, kind)
            assert r is not None  # (a game without the kind is in no group)
            parts[name] = Part(kind, name, summary, summary_ru, option_defaults(cls, r.options), tuple(games),
                               engine_of(cls))
        out[kind] = parts
    return out


_KIND_RU = {"deal": "раздача", "lead": "заход", "layout": "выкладка", "matching": "приставление", "draw": "базар",
            "end": "конец раздачи", "deal_scoring": "счёт раздачи", "match_scoring": "счёт партии",
            "teams": "команды"}

#: What a kind is on the engines other than the laying one, where its summary there says it better.
_ENGINE_SUMMARIES = {
    ("layout", "discard"): ("the turn: what is laid, what goes to the pit, when the table is taken back",
                            "ход: что кладётся, что уходит в сброс, когда стол забирают в руку"),
    ("layout", "collecting"): ("the turn: how tiles are drawn from the face-down boneyard and who gets them",
                               "ход: как берут кости из закрытого базара и кому они достаются"),
    ("layout", "trick"): ("the trick: how it is led and answered, and which tile takes it",
                          "взятка: как её начинают и отвечают, и какая кость её берёт"),
    ("end", "discard"): ("when a stalled deal is a fish: rounds without a discard",
                         "когда застрявшая раздача — рыба: круги без сброса"),
    ("end", "trick"): ("when the deal ends: every hand played out, or the first player out",
                       "когда кончается раздача: все руки сыграны или первый вышел"),
    ("deal", "trick"): ("how many tiles each player gets", "сколько костей получает игрок"),
    ("lead", "discard"): ("who leads a deal: the last winner", "кто начинает раздачу: последний победитель"),
}


def _summaries(kind: str, cls: type) -> tuple[str, str]:
    info = cls.info  # type: ignore[attr-defined]
    k = KINDS[kind]
    summary, summary_ru = _ENGINE_SUMMARIES.get((kind, engine_of(cls)), (k.summary, k.summary_ru))
    plain = info.name.split(" (")[0]
    return (f"{plain}'{'' if plain.endswith('s') else 's'} {kind.replace('_', ' ')}: {summary}",
            f"{_KIND_RU[kind]} как в игре «{info.name_ru}»: {summary_ru}")


def mechanics(kind: str | None = None, engine: str | None = None) -> list[Part]:
    """Every part of the catalogue's games, kind by kind (``kind`` keeps one kind, ``engine`` the
    parts of one engine: ``"laying"``, ``"discard"``, ``"collecting"``, ``"trick"``): what
    ``dl.design`` composes."""
    if kind is not None:
        check_kind(kind)
    if engine is not None and (not isinstance(engine, str) or engine not in ENGINES):  # (a list: raw TypeError)
        raise SetupError(_("there is no engine {engine!r}; the engines are: {engines}", engine=engine,
                           engines=", ".join(ENGINES)))
    table = _table()
    return [p for k in KINDS if kind in (None, k) for p in table[k].values() if engine in (None, p.engine)]


def check_kind(kind: object) -> None:
    """``kind`` names a kind of part (``KINDS``), or a ``SetupError`` lists them: a list or a dict
    given (``dl.mechanics(["layout"])``) was a raw ``TypeError`` ("unhashable type")."""
    if not isinstance(kind, str) or kind not in KINDS:
        raise SetupError(_("there is no kind of part {kind!r}; the kinds are: {kinds}", kind=kind,
                           kinds=", ".join(KINDS)))


def part_of(game_id: str, kind: str) -> Part:
    """The part of ``kind`` that game ``game_id`` uses."""
    gid = resolve(game_id)
    check_kind(kind)
    for part in _table()[kind].values():
        if gid in part.games:
            return part
    engine = engine_of(game_class(gid))
    has = [k for k in KINDS if KINDS[k].rules(engine) is not None]
    raise SetupError(_("{game} has no {part} of its own: a {engine} game plays it inside its turn; its parts are: "
                       "{parts}", game=gid, part=kind.replace("_", " ") if language() != "ru" else kind, engine=
                       ENGINES[engine][1] if language() == "ru" else ENGINES[engine][0], parts=", ".join(has)))
