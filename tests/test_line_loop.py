"""The plain line's loop (``games.chain.line_loop.play_line``) with bot objects: where it hands a
deal back to the engine, and positions it starts from in the middle of a turn.

The loop plays a kept deal (``games.kept``) for bots that choose from the legal moves alone, each
asked as the driver asks it. These are the roads that leave the loop: a bot that answers with a
move equal to a listed one but not the listed object, a bot that answers with an illegal move,
and positions kept after draws and passes. Each is compared with the engine alone (the driver's
checked loop on ``game.deal``), field for field (``same_deal``).
"""

from __future__ import annotations

import random

import pytest
from helpers import bots_of, same_deal
from helpers import engine_alone as _engine

import domino_lab as dl
from domino_lab.driver import finish, run_deal
from domino_lab.games import kept
from domino_lab.moves import Play
from domino_lab.streams import Stream

#: (a game id, or a design's base and parts; its number of players): the chain kernel's games, one with
#: Fork's draw rule, and a design counted in play (``counting.counted_line``)
GAMES = [("kozel", 4), ("kozel", 2), ("classic", 2), ("classic", 3), ("general", 4), (("classic", "draw", "fork"), 3),
         (("kozel", "deal_scoring", "muggins"), 4)]


def _game(gid):
    if isinstance(gid, str):
        return dl.game(gid)
    base, kind, part = gid
    game = dl.design(base, **{kind: part})
    return game


class Copies:
    """Chooses as ``Random`` would, and answers with a copy of the move (equal, not the same object)."""

    looks = False

    def __init__(self, seed: int):
        self.rng = Stream(seed)

    def choose(self, observation, legal):
        move = legal[self.rng.below(len(legal))]
        return Play(move.tile, move.end, move.on, move.where) if isinstance(move, Play) else move


class Cheats:
    """Plays as ``Random`` until its ``at``-th choice, where it names an end showing a number no tile has."""

    looks = False

    def __init__(self, seed: int, at: int):
        self.rng, self.left = Stream(seed), at

    def choose(self, observation, legal):
        self.left -= 1
        if self.left < 0:
            return Play(dl.Tile(0, 0), 1, 7)
        return legal[self.rng.below(len(legal))]


@pytest.mark.parametrize("gid,players", GAMES, ids=str)
def test_an_equal_move_that_is_not_the_listed_one_is_played_as_the_engine_plays_it(gid, players):
    game = _game(gid)
    for seed in range(12):
        fast = dl.playout(game, [Copies(seed * 10 + k) for k in range(players)], seed)
        slow = _engine(dl.playout, game, [Copies(seed * 10 + k) for k in range(players)], seed)
        same_deal(fast, slow, tuple(f for f in set(vars(fast)) - set(vars(slow)) if f.startswith("_")))
        assert fast.history == slow.history


def _outcome(call, *args):
    """What ``call`` did: the refusal's words, or ``None`` where the deal was played to its end."""
    try:
        call(*args)
    except dl.errors.IllegalMove as refused:
        return str(refused)
    return None


@pytest.mark.parametrize("gid,players", GAMES, ids=str)
def test_an_illegal_move_is_refused_as_the_engine_refuses_it(gid, players):
    """Refused with the engine's words, the deal left as the engine leaves it (as it was before the move)."""
    game = _game(gid)
    refusals = 0
    for seed in range(6):
        for at in (0, 2, 5):
            fast, slow = kept.deal(game, players, seed), game.deal(players, seed)
            said = _outcome(run_deal, fast, [Cheats(seed * 10 + k, at) for k in range(players)])
            assert said == _outcome(_engine, run_deal, slow, [Cheats(seed * 10 + k, at) for k in range(players)])
            assert fast.to_text() == slow.to_text() and fast.history == slow.history
            refusals += said is not None
    assert refusals


@pytest.mark.parametrize("gid,players", GAMES, ids=str)
def test_positions_after_draws_and_passes_are_finished_as_the_engine_finishes_them(gid, players):
    """Random walks into the deal, kept where the player to move has drawn or the turn has passed
    (``drawn`` and ``passes`` carried into the loop), finished by every kind of bot."""
    game = _game(gid)
    seen = set()
    for seed in range(60):
        state = game.deal(players, seed)
        rng = random.Random(seed)
        while not state.over:
            legal = state.legal_moves()
            state.play(legal[rng.randrange(len(legal))])
            if not state.over and (state.drawn or state.passes) and rng.random() < 0.3:
                break
        if state.over:
            continue
        seen.add((state.drawn > 0, state.passes > 0))
        for kind in ("random", "greedy", "mixed"):
            before = state.to_text()
            fast = finish(state, bots_of(kind, players, seed))
            assert state.to_text() == before
            slow = _engine(finish, state.clone(), bots_of(kind, players, seed))
            same_deal(fast, slow, tuple(f for f in set(vars(fast)) - set(vars(slow)) if f.startswith("_")))
    assert seen, "no position after a draw or a pass"
