"""Fast paths: faster engines a family may offer for whole deals, and who may take them.

A fast path plays a deal (or the rest of one) on its own data structures, move for move the deal
the object engine would play: ``domino_lab.games.chain.kernel`` keeps the standard chain games'
deals as integers (``games.chain.played_out.PlayedOut``, a state whose ``_legal_moves`` and
``_apply`` are the family's turn on bitmasks, played by ``driver.run_deal``: no loop of its own);
``games.counting.counted_line`` keeps a chain game counted in play on the family's line (a design:
a chain base with a counting deal scoring) so too, and counts its plays from the deal's log;
``games.chain.wagons_path`` keeps Wagons' deals so (``games.chain.wagons_deal.KeptWagons``, played by
the driver too), its table and history made by the engine from its log of moves when something
reads them (``games.chain.logged``). For ``dl.simulate``'s fresh ``Random`` seats, known by their
streams' keys alone, a path may also offer ``random_dealer(game, players)``: the chain kernel's
(its deals played by ``games.chain.seeded``, the one other loop) and the counted line's (the same
loop, then the count). Each registers itself here with ``register``; ``Game._fast_playout`` and
``State._fast_finish`` ask the registered paths in turn (the first that takes the game plays it)
and fall back to the object engine: ``driver.run_deal``'s one loop.

Every other game and design is played by that loop alone, its rules fast where they are written
(the paths retired in their favour: the trick games' loop; Sausage's, the counting kernel, the
counted cross, Seven's, Fork's, and the hooked loop that played the chain games with rules in
hooks on the engine's own state, 2026-12-04 and 05): the trick games list their moves from bitmasks in their own
``answers`` (``games.tricks.ranks.SetBits``); the line-counting games read a laid line's turn
and count from the family's tables (``games.counting.line_tables``); a laid cross's plays and fish
are read from a table kept by its arms' numbers (``games.chain.plays.cross_table``), and the chain
family's ``_apply`` lays, checks and passes the turn without the layers of a state's hooks that
only hand on to the family's (``plays.state_plan``, read from their code); Sausage reads its
places from the numbers its layout keeps (``table.parallel.ParallelLayout``); Fork reads the plays
on its two lines from a table kept per the lines' numbers and their gap (``Fork.end_key``,
``games.chain.plays.key_table``); Wagons' plays from a table kept by each train's two open ends
(``table.trains.TrainsLayout.pairs``); and Spark's calls, one tuple the same every turn, are
handed on as they are, so that ``Greedy`` remembers its choice among them (``policies.Greedy``).

Which games and bots a path takes is read from their code, not from flags they set (a game or a
bot says nothing about speed):

- a path names the family (or game) class whose rules it plays, ``base``, and the hooks it calls
  itself on the deal's real state or game (``honoured``: dealing, leading, scoring, the match, and
  each hook its loop asks); ``plays_all(cls, base, honoured)`` holds when every method the class
  overrides below ``base`` is one of those, or never reached while bots play a deal
  (``DESCRIPTIVE``: explaining an illegal move, reading and writing positions). A new method a
  subclass adds (a helper) is reached only through a hook it overrides, so it is not counted. A
  user's variant that overrides ``hand_value`` or ``score_deal`` is still played by the path.
- a bot is taken when it chooses from the legal moves alone (``looks = False``, the flag that
  spares it an observation): the path lists the moves as the engine would, in the same order, and
  asks the bot's own ``choose(None, legal)``, not when only one move is legal — as ``run_deal``
  asks it. So the bot draws the same random numbers, whatever its random stream is. (The chain
  kernel draws a ``Random`` bot's choice itself where its ``choose`` is ``Random``'s own on a
  ``Stream``: the same ``below(len(legal))`` from the same stream, the moves never listed.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

__all__ = ["register", "paths", "ask", "plays_all", "plays_game", "overrides", "keeps", "blind_bots", "finish_copy"]

_PATHS: list[Any] = []

#: Class attributes that never change a rule: a subclass may set these and keep the fast path.
_HARMLESS = frozenset({"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__", "__annotations__",
                       "__firstlineno__", "__static_attributes__", "info", "Options",
                       "__slotnames__",  # (copyreg's cache, written into a class the first time one is pickled)
                       # a design's name and spec (domino_lab.design.Designed): no rule
                       "design_spec", "spec", "describe", "__reduce__", "__repr__"})


def register(path: Any, before: Any = None) -> Any:
    """Add a fast path: an object (a module) with ``supported(game, bots)``, ``playout(game,
    players, seed, bots, match)`` and ``finish(state, bots)``. ``before``: a path registered
    already that should be asked after this one (a loop for fewer games ahead of a more general
    one that takes them too)."""
    if path not in _PATHS:
        if before in _PATHS:
            _PATHS.insert(_PATHS.index(before), path)
        else:
            _PATHS.append(path)
    return path


def paths() -> list[Any]:
    return list(_PATHS)


#: What a state or game may override and still be played by any path: never reached while bots that
#: do not look play a deal (an illegal move's explanation, positions' text, the match between deals).
DESCRIPTIVE = frozenset({
    "why_illegal", "multi_limit", "check_position", "read_table", "match_init", "match_update", "next_context",
    "side_worth", "match_goal", "match_length", "penalty_points", "describe", "rulecard", "StateClass", "hand_sizes",
    "__init__", "_why_illegal", "_parse_move", "_extra_text", "status", "_from_fields", "read_fields",
    "_check_position", "_check_reachable", "most_in_hand", "most_drawn", "most_passes", "_private_view",
    "_public_move", "public_fields", "private_fields", "_ended_problem", "_fish_by_block", "_determinize",
    "_multi_problem", "_stands_for", "_table_text", "fields_text", "entry_text", "zone_names", "zones",
    "_accepts", "targets", "target",  # (_accepts: a move not in the list, which a bot handed the list never makes)
    "finished_fields", "read_finished",  # (a game's words for its finished deals: Game.finished_fields)
    "check_context"})  # (it refuses a context no match makes: a valid one is read as before)

#: The deal and its lead, which every path that deals with ``game.deal`` honours (it calls them).
DEALING = frozenset({"deal", "hand_size", "hand_sizes", "redeal_reason", "first_lead", "lead_order", "opening_lead",
                     "common_lead", "check_players", "sides"})
#: The finished deal's score, which every chain path honours (it ends the deal with the state's
#: ``_end``: the game's ``score_deal``, with real tiles).
SCORING = frozenset({"score_deal", "hand_value", "side_values"})


def overrides(cls: type, base: type) -> frozenset[str]:
    """The methods and attributes of ``base`` (or of its bases) that ``cls`` redefines below it:
    what a path must honour or refuse. Names ``base`` does not have (a subclass's helpers) and
    names that never change a rule (``_HARMLESS``) are left out."""
    if not issubclass(cls, base):
        return frozenset({"<not a subclass>"})
    below = cls.__mro__[:cls.__mro__.index(base)]
    return frozenset(name for k in below for name in vars(k) if name not in _HARMLESS and hasattr(base, name)
                     and getattr(cls, name) is not getattr(base, name))  # (base's own, restated: no change)


def plays_all(cls: type, base: type, honoured: frozenset[str]) -> bool:
    """Whether every method ``cls`` overrides below ``base`` is one a path calls itself
    (``honoured``) or never reached in play (``DESCRIPTIVE``)."""
    return overrides(cls, base) <= honoured | DESCRIPTIVE


def plays_game(cls: type, games: tuple[type, ...], honoured: frozenset[str] = frozenset()) -> bool:
    """For a path written for particular games (``games``, whose rules its loop restates): whether
    ``cls`` is one of them, or a subclass of one that overrides only what the path honours."""
    base = next((k for k in cls.__mro__ if k in games), None)
    return base is not None and plays_all(cls, base, honoured)


def keeps(cls: type, base: type, names: Sequence[str]) -> bool:
    """Whether class ``cls`` keeps ``base``'s own ``names`` (methods and attributes, the very same
    objects): what a path checks of a class, for the hooks its loop does itself."""
    return all(getattr(cls, name) is getattr(base, name) for name in names)


def blind_bots(bots: Sequence) -> bool:
    """Whether every bot chooses from the legal moves alone (``looks = False``), so a loop may
    hand it the legal moves, asked as ``run_deal`` asks, and nothing else."""
    for b in bots:  # (a loop, not all() over a generator: asked once a simulated deal)
        if getattr(b, "looks", True) is not False:
            return False
    return True


def ask(bot: Any, legal: Sequence) -> Any:
    """``bot``'s choice among ``legal`` (``choose(None, legal)``), checked as ``State.play`` checks
    a move: one of the moves handed (or an equal one), else an ``IllegalMove``, before anything
    is changed."""
    move = bot.choose(None, legal)
    for m in legal:  # (found by identity first, as State.play finds it)
        if m is move:
            return move
    if move in legal:
        return move
    from ..errors import IllegalMove

    raise IllegalMove(f"{bot!r} chose {move!r}, which is not one of the legal moves it was handed "
                      "(a bot with looks = False chooses among them)", move)


_S = TypeVar("_S", bound="_Deal")


class _Deal(Protocol):
    """What ``finish_copy`` reads of a state (``games.base.State`` is one)."""

    over: bool
    _legal: Any

    def clone(self: _S) -> _S: ...




def finish_copy(state: _S, bots: Sequence, play: Callable[[_S, Sequence], None]) -> _S:
    """What every path's ``finish`` does: ``play`` (the path's loop) plays a clone of ``state`` to
    its end, as ``run_deal`` would, and the finished clone is returned; ``state`` is left as it was
    (a deal already over is returned as it is)."""
    if state.over:
        return state
    new = state.clone()
    new._legal = None  # (the clone lists its moves afresh)
    play(new, bots)
    return new
