"""``dl.design``: a new laying game composed from the parts of the catalogue's games.

``design(base, name=None, options=None, **parts)`` takes the game ``base`` and, for each kind
named (``layout="muggins"``), the hooks, state mechanics and options of that kind from the game
named. The new game class derives from the base and from every donor, and each hook of every kind
is pinned to the function of the game that provides that kind, so the rules are the games' own
code. What cannot work together is refused at once with a ``SetupError`` naming the conflict and
what would resolve it: checked rules first (``_conflicts``), then a short trial (a few seeded
deals at every number of players), so a design that is accepted has played.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any

from ..errors import SetupError
from ..games.base import Game
from ..games.chain.base import ChainGame
from ..games.counting.base import open_end_total
from ..games.registry import GameInfo, game_class, resolve
from .parts import KINDS, _lookup, _state_core, covered, signature

__all__ = ["design", "Designed"]

_LAYOUT_WORDS = {"line": "line", "one-way": "one-way line", "trains": "trains", "parallel": "parallel rows",
                 "fixed": "fixed figure", "cross": "cross", "house": "house"}


def _no_points(self, state, player, move):  # a state that counts in play, under a deal scoring that does not
    return 0


def _scored_zero(self, state):
    return [0] * len(state.sides)


def _count(self, state):
    return open_end_total(state.table)


_NEUTRAL = {"play_points": _no_points, "scored_points": _scored_zero, "count": _count}


class Designed:
    """What every designed game has beyond its parts: its ``spec`` and its description. (Its
    attributes change no rule: see ``games.fastpath``.)"""

    design_spec: dict[str, Any] = {}

    def spec(self) -> dict[str, Any]:
        """A small JSON-able description: ``dl.design(**game.spec())`` rebuilds the same game."""
        spec = dict(type(self).design_spec)
        options = _changed_options(self)
        if options:
            spec["options"] = options
        spec["about"] = describe(type(self).design_spec)  # in words (derived: design() reads no more of it)
        return spec

    def describe(self) -> str:
        """How the design differs from its base, in words: "Kozel, but on Muggins' cross, …"."""
        return describe(type(self).design_spec)

    def __reduce__(self):  # pickled by its spec (a process pool rebuilds the class)
        return (_rebuild, (self.spec(),))


def _rebuild(spec: dict[str, Any]) -> Game:
    return design(**spec)


def _changed_options(game: Any) -> dict[str, Any]:
    defaults = type(game).Options()
    out = {}
    for f in dataclasses.fields(game.options):
        value = getattr(game.options, f.name)
        if value != getattr(defaults, f.name):
            out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def _plain(gid: str) -> str:
    return game_class(gid).info.name.split(" (")[0]


def describe(spec: dict[str, Any]) -> str:
    base = spec["base"]
    parts = {k: v for k, v in spec.items() if k in KINDS and k != "about"}
    if not parts:
        return f"{_plain(base)}, as the catalogue plays it"
    bits = []
    for kind, donor in parts.items():
        who = _plain(donor) + "'"  + ("" if _plain(donor).endswith("s") else "s")
        if kind == "layout":
            layout = game_class(donor).info.layout
            bits.append(f"on {who} {_LAYOUT_WORDS.get(layout, layout)}")
        else:
            bits.append(f"with {who} {kind.replace('_', ' ')}")
    return f"{_plain(base)}, but " + ", ".join(bits)


def _donor(kind: str, value: Any) -> str:
    if kind not in KINDS:
        raise SetupError(f"there is no kind of part {kind!r}; the kinds are: {', '.join(KINDS)}")
    try:
        gid = resolve(value)
    except SetupError as exc:
        raise SetupError(f"{kind}={value!r}: a part is named by the game that has it ({exc})") from None
    if gid not in covered():
        raise SetupError(f"{kind}={gid}: dl.design composes the laying games on the chain engine "
                         f"({', '.join(covered())}); {gid} is not one of them")
    return gid


def design(base: str, name: str | None = None, options: dict[str, Any] | None = None, about: str | None = None,
           **parts: Any) -> Game:
    """A new game: ``base`` with the parts named by ``parts`` (kind=game id) taken from other games.
    ``options`` sets its rule options; ``about`` is the words a spec carries (``describe``), not read.

    >>> import domino_lab as dl
    >>> g = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    >>> g.describe()
    "Kozel, but with Muggins' deal scoring, on Muggins' cross"
    """
    base_id = resolve(base)
    if base_id not in covered():
        raise SetupError(f"dl.design composes the laying games on the chain engine ({', '.join(covered())}); "
                         f"{base_id} is a {game_class(base_id).info.family} game and is not one of them")
    donors = {kind: _donor(kind, value) for kind, value in parts.items()}
    # a part that is the base's own is no change
    base_cls = game_class(base_id)
    donors = {k: g for k, g in donors.items() if signature(game_class(g), k) != signature(base_cls, k)}
    if name is not None and not isinstance(name, str):
        raise SetupError(f"name is the design's name, a string, not {name!r}")
    cls = _composed(base_id, tuple(sorted(donors.items())), name)
    made: Game = cls(**(options or {}))
    return made


@functools.cache
def _composed(base_id: str, donors: tuple[tuple[str, str], ...], name: str | None) -> type:
    base = game_class(base_id)
    spec: dict[str, Any] = {"base": base_id}
    if name is not None:
        spec["name"] = name
    spec.update(donors)
    provider = {kind: game_class(dict(donors).get(kind, base_id)) for kind in KINDS}
    gid = _ident(name) if name else base_id + ("_" + "_".join(f"{k}_{g}" for k, g in donors) if donors else "_design")
    title = name or describe(spec)
    info = base.info
    lo = max(provider[k].info.players[0] for k in ("deal", "teams", "layout"))
    hi = min(provider[k].info.players[1] for k in ("deal", "teams", "layout"))
    if lo > hi:
        raise SetupError(f"{title}: no number of players suits every part (the deal, the teams and the layout "
                         f"take {lo} to {hi}); take the deal and the teams from the layout's game")
    new_info = GameInfo(gid, title, title, info.family, info.subtype, info.form, (lo, hi), info.seed,
                        summary=describe(spec), layout=provider["layout"].info.layout)
    if not donors:  # the base itself: nothing but its name and spec, so its fast path still takes it
        cls = type(base.__name__ + "Design", (Designed, base), {"info": new_info, "design_spec": spec,
                                                                 "__module__": __name__})
        return cls
    _conflicts(provider, base_id, dict(donors))
    classes = _minimal([base] + [game_class(g) for _, g in donors])
    ns: dict[str, Any] = {"info": new_info, "design_spec": spec, "__module__": __name__,
                          "Options": _options(base, provider, title)}
    donor_only = set()
    for klass in classes[1:]:
        for k in klass.__mro__:
            if k in ChainGame.__mro__ or k is Designed:
                break
            donor_only |= set(vars(k))
    hooks = {h for k in KINDS.values() for h in k.hooks}
    for attr in donor_only - hooks - {"info", "Options", "StateClass", "__doc__", "__module__", "__qualname__",
                                      "__dict__", "__weakref__", "__annotations__"}:
        own = _lookup(base, attr)
        if own is not None:
            ns[attr] = own  # the base's own, where a donor's class would shadow it
    for kind, part in KINDS.items():
        for hook in part.hooks:
            value = _lookup(provider[kind], hook)
            if value is None:
                value = _NEUTRAL.get(hook) or _lookup(ChainGame, hook)
            if value is not None:
                ns[hook] = value
    ns["StateClass"] = _state(base, provider, title)
    try:
        cls = type(_ident(title).title().replace("_", "") + "Design", (Designed, *classes), ns)
    except TypeError as exc:
        raise SetupError(f"{title}: the games' classes cannot be combined ({exc}); take fewer parts from "
                         f"different games") from None
    _layout_reads(cls, provider, dict(donors), title)
    _trial(cls, title, dict(donors))
    return cls


def _ident(text: str) -> str:
    out = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    return out if out and out[0].isalpha() else "design_" + out


def _minimal(classes: list[type]) -> list[type]:
    """``classes`` without repeats and without any that is an ancestor of another, in order."""
    out: list[type] = []
    for c in classes:
        if c in out or any(issubclass(o, c) for o in classes if o is not c):
            continue
        out.append(c)
    return out


def _options(base: type, provider: dict[str, type], title: str) -> type:
    """The design's options: the base's, every donor's own knobs besides, and each kind's knobs
    with the defaults of the game that provides that kind."""
    fields: dict[str, dataclasses.Field] = {}
    owner = {o: kind for kind, k in KINDS.items() for o in k.options}
    for cls in [base] + [p for p in provider.values() if p is not base]:
        for f in dataclasses.fields(cls.Options):  # type: ignore[attr-defined]
            kind = owner.get(f.name)
            if kind is not None and provider[kind] is not cls:
                if f.name in fields or f.name in {g.name for g in dataclasses.fields(provider[kind].Options)}:  # type: ignore[attr-defined]
                    continue
            if f.name in fields and (kind is None or provider[kind] is not cls):
                continue
            fields[f.name] = f
    made = [(n, f.type, dataclasses.field(default=f.default, metadata=f.metadata)) if f.default is not
            dataclasses.MISSING else (n, f.type, dataclasses.field(default_factory=f.default_factory,
                                                                     metadata=f.metadata))
            for n, f in fields.items()]
    bases = tuple(_minimal([base.Options] + [p.Options for p in provider.values()]))  # type: ignore[attr-defined]
    try:
        return dataclasses.make_dataclass(_ident(title).title().replace("_", "") + "Options", made, bases=bases,
                                          frozen=True)
    except TypeError as exc:
        raise SetupError(f"{title}: the games' options cannot be combined ({exc})") from None


def _state(base: type, provider: dict[str, type], title: str) -> type:
    """The design's state class: the layout's game's state (its table mechanics), the counting
    state where the deal scoring counts in play, and the base's; the layout's state hooks pinned."""
    candidates = [provider["layout"].StateClass, _state_core(provider["deal_scoring"].StateClass, "deal_scoring"),  # type: ignore[attr-defined]
                  base.StateClass]  # type: ignore[attr-defined]
    classes = _minimal(candidates)
    if len(classes) == 1:
        return classes[0]
    ns: dict[str, Any] = {"__module__": __name__}
    for hook in KINDS["layout"].state_hooks:
        value = _lookup(provider["layout"].StateClass, hook)  # type: ignore[attr-defined]
        if value is not None:
            ns[hook] = value
    try:
        return type(_ident(title).title().replace("_", "") + "State", tuple(classes), ns)
    except TypeError as exc:
        names = " and ".join(c.__name__ for c in classes)
        raise SetupError(f"{title}: the layout's deal and the base's deal keep different states ({names}: {exc}); "
                         "take the layout and the deal scoring from the same game") from None


def _conflicts(provider: dict[str, type], base_id: str, donors: dict[str, str]) -> None:
    """The rules of combination known beforehand, each refused with its remedy."""
    from ..games.counting.line_scoring import LineScoringGame, LineScoringState

    layout, matching, scoring = provider["layout"], provider["matching"], provider["deal_scoring"]
    title = describe({"base": base_id, **donors})
    sum_to_seven = _lookup(matching, "fits") is not ChainGame.fits
    line_state = issubclass(layout.StateClass, LineScoringState)  # type: ignore[attr-defined]
    if sum_to_seven and not issubclass(layout, LineScoringGame):
        raise SetupError(f"{title}: {matching.info.id}'s matching (a sum of seven) places tiles by the line-scoring "  # type: ignore[attr-defined]
                         f"games' own rules (placements, joins), which {layout.info.id}'s layout has not; take the "  # type: ignore[attr-defined]
                         "layout from a line-scoring game (bergen, fives, threes, matador, french) or keep equal pips")
    if line_state and not issubclass(matching, LineScoringGame) and "matching" in donors:
        raise SetupError(f"{title}: {layout.info.id}'s line places tiles by its own matching; take the matching "  # type: ignore[attr-defined]
                         "from a line-scoring game too")
    if issubclass(scoring, LineScoringGame) and not line_state and "deal_scoring" in donors:
        raise SetupError(f"{title}: {scoring.info.id}'s deal scoring reads the line-scoring state (its draws, "
                         "its blocked table); take the layout from a line-scoring game "
                         "(bergen, fives, threes, matador, french)")


def _reads(func: Any) -> set[str]:
    """The attribute names a hook's code reads (its own code and its nested functions')."""
    func = getattr(func, "fget", None) or getattr(func, "func", None) or func
    code = getattr(func, "__code__", None)
    if code is None:
        return set()
    names, todo = set(), [code]
    while todo:
        c = todo.pop()
        names |= set(c.co_names)
        todo += [k for k in c.co_consts if hasattr(k, "co_names")]
    return names


def _layout_reads(cls: type, provider: dict[str, type], donors: dict[str, str], title: str) -> None:
    """A donated part whose code reads something of its own game's table or state that the design's
    table or state has not (Donkey's deal scoring asks whether every arm of its cross is closed) is
    refused, naming it: take the layout from that game too."""
    table = type(cls().new_layout())
    state = cls.StateClass  # type: ignore[attr-defined]
    for kind, gid in sorted(donors.items()):
        if kind == "layout":
            continue
        donor = game_class(gid)
        their_table = type(donor().new_layout())  # type: ignore[attr-defined]
        their_state = donor.StateClass
        for hook in KINDS[kind].hooks:
            for name in sorted(_reads(_lookup(donor, hook))):
                missing = None
                if hasattr(their_table, name) and not hasattr(table, name):
                    missing = f"the table's {name!r} ({their_table.__name__} has it, {table.__name__} has not)"
                elif hasattr(their_state, name) and not hasattr(state, name):
                    missing = f"the deal's {name!r}, which {their_state.__name__} keeps"
                if missing:
                    raise SetupError(f"{title}: {gid}'s {kind.replace('_', ' ')} reads {missing}; take the layout "
                                     f"from {gid} too, or the {kind.replace('_', ' ')} from another game")


def _trial(cls: type, title: str, donors: dict[str, str]) -> None:
    """Play seeded deals at every number of players under the conformance check (tile
    conservation, illegal moves rejected cleanly, clones, observations); a failure is the parts'
    conflict, refused now rather than in a learner's deal."""
    from ..testing import check_game

    game = cls()
    lo, hi = cls.info.players  # type: ignore[attr-defined]
    played = 0
    for players in range(lo, hi + 1):
        try:
            teams = any(len(side) > 1 for side in game.sides(players))
            # (a deal scoring written for one player a side fails only in some deals of a team game: more of them)
            check_game(game, players, n=10 if teams and "teams" in donors else 4, seed=players, every=3)
            played += 1
        except SetupError as exc:
            if players < hi or played:
                continue  # this number of players is refused by the deal; another may play
            kinds = ", ".join(sorted(donors))
            raise SetupError(f"{title}: these parts cannot deal a game at any number of players ({exc}); "
                             f"take the {kinds} from the base's own game, or the deal from the layout's") from None
        except Exception as exc:  # the parts' hooks do not fit together (any error: refused, never raw)
            kinds = ", ".join(sorted(donors))
            raise SetupError(f"{title}: these parts do not work together — a trial deal ({players} players) "
                             f"failed: {type(exc).__name__}: {str(exc)[:160]}; take the {kinds} from fewer "
                             "different games, or from the same game") from None
