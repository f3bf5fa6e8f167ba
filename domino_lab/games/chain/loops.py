"""What the fast paths share around their deals: which games and bots a path takes, and the proof
their doctests give that a path plays the engine's deal.

A game is taken when its class is one the path plays (the path's ``_game_supported``, asked once a
class) and its bots are ones it can ask as the driver asks them (``fastpath.blind_bots``: every
path's deal is played by ``driver.run_deal``, which hands the bots the engine's own moves; no path
restates a bot's choice). (The hooked loop on the engine's own state, ``hooked_path``, shared more
here: its entry points, hands read as masks, the boneyard rule, its errors. It was retired on
2026-12-05; Wagons' loop, ``wagons_path``, was made a state played by the driver the same day:
``wagons_deal``.)

Every path is proved as :func:`plays_as_engine` proves it in its doctest, and by
``tests/test_fingerprint.py`` (every game, every option variant: the deals hashed against those
stored before, and full-state comparisons against the driver's checked loop), which checks every
move, position, score and field.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...driver import run_deal
from .. import fastpath

__all__ = ["supported_by", "plays_as_engine"]


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
