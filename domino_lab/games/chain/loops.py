"""What the fast paths' loops share around their moves: their entry points, what they read once a
deal, their errors, and the proof their doctests give that a path plays the engine's deal.

Each path plays a deal with one loop of its own (``_play(state, bots)``), the moves written out
inline on purpose: a call more a move would cost every simulated deal. What comes before and
after that loop is the same for every path, so it is written here once: a game is taken when its
class is one the loop plays (the path's ``_game_supported``, asked once a class) and its bots are
ones the loop can ask (``fastpath.blind_bots``, or the two stock bots a path on integers restates);
a deal is dealt with ``game.deal`` and played in place; a position part-way through is played on a
copy (``fastpath.finish_copy``). The path on the engine's own state (``hooked_path``) also reads
the hands and the table as bitmasks once before its loop (``hand_masks``) and asks the family's
boneyard rule, or the state's own, the same way (``boneyard_open``). Nothing here runs once a move but that rule, a
closure as the loops had it.

Every path is proved as :func:`plays_as_engine` proves it in its doctest, and by
``tests/test_fingerprint.py`` (every game, every option variant: the deals hashed against those
stored before, and full-state comparisons against the driver's checked loop), which checks every
move, position, score and field.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...driver import MAX_MOVES, run_deal
from ...errors import DominoError
from .. import fastpath

__all__ = ["MAX_MOVES", "supported_by", "played_by", "hand_masks", "boneyard_open", "stuck", "endless",
           "plays_as_engine"]


def supported_by(game_supported: Callable[[type], bool],
                 bots_taken: Callable[[Sequence], bool] = fastpath.blind_bots) -> Callable[..., bool]:
    """A path's ``supported(game, bots=())``: whether its ``playout`` plays ``game`` with these
    ``bots`` exactly as the engine would: the game's class is one the loop plays (``game_supported``,
    the path's, cached by class) and the bots are ones it asks as the driver asks them."""

    def supported(game: Any, bots: Sequence = ()) -> bool:
        """Whether :func:`playout` plays ``game`` with these ``bots`` exactly as the engine would."""
        cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
        return game_supported(cls) and bots_taken(bots)

    return supported


def played_by(play: Callable[[Any, Sequence], None]) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """A path's ``playout`` and ``finish`` around its loop ``play(state, bots)``, which plays a
    state to its end in place, move for move as ``run_deal`` would."""

    def playout(game: Any, players: int, seed: int | None, bots: Sequence, match: Any = None) -> Any:
        """Deal ``game`` from ``seed`` (``game.deal``) and let ``bots`` play it to its end, as
        ``run_deal`` does; returns the finished state. ``supported(game, bots)`` must hold."""
        state = game.deal(players, seed, match=match)
        play(state, bots)
        return state

    def finish(state: Any, bots: Sequence) -> Any:
        """Let ``bots`` play ``state`` to its end, as ``run_deal`` would: the finished deal, a new
        state (``fastpath.finish_copy``). ``finish_supported(state, bots)`` must hold."""
        return fastpath.finish_copy(state, bots, play)

    return playout, finish


def hand_masks(st: Any, bit: Sequence[int], rank: Sequence[int]) -> tuple[list[int], int, int]:
    """The deal's hands as bitmasks (a tile's bit ``bit[rank[tile.id]]``), every tile in a hand
    (the hands share none) and the tiles on the table: what a loop on the engine's state keeps."""
    masks = [sum([bit[rank[t.id]] for t in hand]) for hand in st.hands]
    return masks, sum(masks), sum([bit[rank[p.tile.id]] for p in st.table.placed])


def boneyard_open(st: Any, own: bool) -> Callable[[], bool]:
    """The deal's ``_boneyard_open()``: the state's own where it has one (``own``: Blitz's, shut
    while a common lead lies), else ``ChainState._boneyard_open`` with the options read once."""
    if own:
        own_open: Callable[[], bool] = st._boneyard_open
        return own_open
    options = st.game.options
    drawing: bool = options.draw != "none"
    undrawable: int = options.undrawable

    def family() -> bool:
        return drawing and len(st.boneyard) > undrawable

    return family


def stuck(st: Any) -> DominoError:
    """The error of a live deal in which nobody has a move (a rule's fault, never a bot's)."""
    return DominoError(f"{st.game.info.id}: no legal move in a live deal: {st.to_text()}")


def endless(st: Any) -> DominoError:
    """The error of a deal that did not end in ``MAX_MOVES`` moves (as the driver's)."""
    return DominoError(f"{st.game.info.id}: the deal did not end in {MAX_MOVES} moves: {st.to_text()}")


def plays_as_engine(playout: Callable[..., Any], game_id: str, players: int, seed: int) -> bool:
    """Whether ``playout`` (a path's) plays deal ``seed`` of game ``game_id`` as ``driver.run_deal``
    does with fresh ``Random`` bots: the same text, history and result."""
    from ...policies import Random
    from ..registry import game as make  # (the catalogue: its games are registered once the package loads)

    game = make(game_id)
    fast = playout(game, players, seed, [Random(k) for k in range(players)])
    slow = run_deal(game.deal(players, seed), [Random(k) for k in range(players)])
    same: bool = fast.to_text() == slow.to_text() and fast.history == slow.history and fast.result() == slow.result()
    return same
