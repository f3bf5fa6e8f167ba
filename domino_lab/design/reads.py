"""What a design's parts read: a part whose code reads something of its own game's table, state or
class that the design's has not is refused at once (``dl.design``), naming it and the remedy.

The names are read from the parts' code (``_reads``: the attribute names a function and its nested
functions use, and ``_reads_through``: those of the game's methods it calls in turn), not declared
by the games: a game says nothing about what it reads.
"""

from __future__ import annotations

from typing import Any

from ..errors import SetupError
from ..games.chain.delegation import names_read, names_read_through
from ..games.registry import game_class
from ..i18n import _
from .parts import FINISHED, KINDS, _lookup, engine_of, rules
from .words import _kind_word, _shown

_reads, _reads_through = names_read, names_read_through  # (read from the code: games.chain.delegation)


def _names(state: type, declared: bool) -> set[str]:
    names = set(dir(state))
    if declared:  # (instance fields a state declares: a trick game's bids, a collecting game's collected)
        names |= set(state.declared_fields("public_fields")) | set(state.declared_fields("private_fields"))  # type: ignore[attr-defined]
    return names


def _layout_reads(cls: type, provider: dict[str, type], donors: dict[str, str], title: str,
                  crossing: set[str] = frozenset()) -> None:  # type: ignore[assignment]
    """A donated part whose code reads something of its own game's table, state or class that the
    design's has not (Donkey's deal scoring asks whether every arm of its cross is closed; Forty-Two's
    deal scoring reads the bids) is refused, naming it: take the layout from that game too. So is one
    that reads what its game makes when it is set up (Milky Way's deal and deal scoring read its way,
    which ``MilkyWay.__init__`` lays out): only that game as the base has it."""
    made = cls()
    laying = engine_of(cls) == "laying"
    table = made.new_layout() if hasattr(made, "new_layout") else None  # (fresh tables: their fields too)
    state = cls.StateClass  # type: ignore[attr-defined]
    mine = _names(state, True)  # (with the fields a state declares: Sausage's rows, a trick game's bids)
    if "layout" in donors and laying:  # a table of another game: the other parts may read what only theirs has
        _table_reads(provider, made.new_layout(), title)
    for kind, gid in sorted(donors.items()):
        if kind == "layout":
            continue
        donor = game_class(gid)
        r = rules(donor, kind)
        assert r is not None  # (a donor has the part it gives)
        their_table = donor().new_layout() if hasattr(donor, "new_layout") else None  # type: ignore[attr-defined]
        their_state, their_game = donor.StateClass, donor()
        theirs = _names(their_state, True)
        code = [_lookup(donor, hook) for hook in r.hooks if hook not in FINISHED] + [
            _lookup(their_state, hook) for hook in r.state_hooks]
        for name in sorted(_reads_through(code, donor)):
            missing = None
            if their_table is not None and hasattr(their_table, name) and not hasattr(table, name):
                missing = (f"the table's {name!r} ({type(their_table).__name__} has it, "
                           f"{type(table).__name__ if table is not None else 'a table-less game'} has not)")
            elif name in theirs and name not in mine:
                missing = f"the deal's {name!r}, which {their_state.__name__} keeps"
            elif kind in crossing and hasattr(donor, name) and not hasattr(cls, name):
                missing = f"the game's {name!r}, which {donor.__name__} has"
            if missing:
                raise SetupError(_("{title}: {game}'s {kind} reads {missing}; take the layout from {game} too, or "
                                   "the {kind} from another game", title=_shown(title), game=gid,
                                   kind=_kind_word(kind), missing=missing))
            if laying and kind not in crossing and hasattr(their_game, name) and not hasattr(made, name):
                # (Milky Way's way, which its game lays out when it is set up: a design runs its base's set-up)
                raise SetupError(_("{title}: {game}'s {kind} reads the game's {name!r}, which {game} makes when it is "
                                   "set up, and a design on another base does not; take {game} as the base, or the "
                                   "{kind} from another game", title=_shown(title), game=gid, kind=_kind_word(kind),
                                   name=name))


def _table_reads(provider: dict[str, type], table: Any, title: str) -> None:
    """A design on another game's table (a fresh one: ``table``): each other part whose code (with
    the methods it calls) reads something its own game's table has and this table has not is
    refused, naming it (General's deal scoring reads the two ends of its line's ``chain``, which a
    cross has not)."""
    for kind in KINDS:
        game = provider[kind]
        r = rules(game, kind)
        if kind == "layout" or r is None or not hasattr(game, "new_layout"):
            continue
        own = game().new_layout()
        if type(own) is type(table):
            continue
        code = [_lookup(game, hook) for hook in r.hooks if hook not in FINISHED] + [
            _lookup(game.StateClass, hook) for hook in r.state_hooks]  # type: ignore[attr-defined]
        missing = sorted(n for n in _reads_through(code, game) if hasattr(own, n) and not hasattr(table, n))
        if missing:
            gid = game.info.id  # type: ignore[attr-defined]
            raise SetupError(_("{title}: {game}'s {kind} reads the table's {name!r} ({own} has it, {table} has not); "
                               "take the {kind} from a game laid on this table, or the layout from {game}",
                               title=_shown(title), game=gid, kind=_kind_word(kind), name=missing[0],
                               own=type(own).__name__, table=type(table).__name__))


def _own_table_reads(cls: type, title: str) -> None:
    """Where a design on another game's table fails its trial deal: a rule of a part's game (the
    base's or a donor's: General's deal scoring on Donkey's cross, which its teams let by) that the
    design runs (its game's or its state's method, as the design resolves it), reading what that
    game's own table has and this one has not, is named (Sausage's state lists its moves from its
    rows' ``across``, Wagons' plays read its trains' ``ends``, Fives' line counts its ``tip``: laid on
    another table, the trial failed with an AttributeError). Only then: many such rules check their
    table's type first (Muggins' count, Telephone's match, Odd and Even's redeal), and play."""
    from ..games.chain.base import ChainGame, ChainState

    spec = getattr(cls, "design_spec", {})
    if len(spec) < 2 or engine_of(cls) != "laying":  # (a base alone: its own table)
        return
    provider: dict[str, Any] = {kind: game_class(spec.get(kind, spec["base"])) for kind in KINDS}
    layout, table = provider["layout"], cls().new_layout()
    theirs = set(layout.__mro__) | set(layout.StateClass.__mro__)
    for game in dict.fromkeys(provider.values()):
        if not hasattr(game, "new_layout"):  # (a part from a game laid on no table: Seven Dwarfs' match scoring)
            continue
        own = game().new_layout()
        if type(own) is type(table):
            continue
        for design, mine, root in ((cls, game, ChainGame), (cls.StateClass, game.StateClass, ChainState)):  # type: ignore[attr-defined]
            for klass in mine.__mro__:
                if klass in root.__mro__ or klass in theirs:
                    continue
                for name, func in sorted(vars(klass).items()):
                    if not callable(func) or _lookup(design, name) is not func:
                        continue  # (not run: the design runs another game's, or the family's)
                    missing = sorted(n for n in _reads_out(func) if hasattr(own, n) and not hasattr(table, n))
                    if missing:
                        gid, rule = game.info.id, klass.__name__ + "." + name
                        raise SetupError(_("{title}: {game}'s own rules ({rule}) read the table's {name!r} ({own} "
                                           "has it, {table} has not); take the layout from {game} too, or design "
                                           "without {game}'s parts (on another base, or with the part from another "
                                           "game)",
                                           title=_shown(title), game=gid, rule=rule,
                                           name=missing[0], own=type(own).__name__, table=type(table).__name__))


def _reads_out(func: Any) -> set[str]:
    """The names ``func`` reads, and those read by the module's functions it calls in turn (Dark
    Blitz's moves, ``multi.lay_all``, read its line's two ends)."""
    names: set[str] = set()
    todo, seen = [func], set[str]()
    while todo:
        f = todo.pop()
        found = _reads(f)
        where = getattr(getattr(f, "__code__", None) and f, "__globals__", {})
        names |= {n for n in found if n not in where}  # (a module's name is no attribute read)
        for n in found - seen:
            seen.add(n)
            g = where.get(n)
            if callable(g) and hasattr(g, "__code__"):
                todo.append(g)
    return names
