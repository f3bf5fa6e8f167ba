"""The chain engine's tables (``games.chain.plays``) answer as the rules read tile by tile.

``ChainState`` lists plays, asks ``can_play`` and detects a fish from frozensets of the tiles
that show a number, intersected with a hand in C. Here every position of random deals of the
chain games (and of designs that no fast path takes) is asked again the plain way: each tile of
each hand against each open end, with the game's own ``fits`` and ``end_accepts``.
"""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.games.chain.base import ChainGame, ChainState
from domino_lab.games.chain.plays import line_table, showing
from domino_lab.moves import Play
from domino_lab.table import LineLayout
from domino_lab.tiles import Tile

GAMES = ["classic", "kozel", "sea_goat", "blitz", "ladder", "seven", "fork", "double_lock", "general", "donkey",
         "odd_even", "matador", "french", "sausage", "fives", "muggins"]
DESIGNS = [("seven", "layout", "fork"), ("fork", "layout", "seven"), ("seven", "layout", "donkey")]


def _plain_plays(state: ChainState, player: int) -> list[tuple]:
    """(tile, end, number) of every tile of the hand on every open end it goes down on, by tile
    (sorted by its numbers), then by end."""
    game = state.game
    out = []
    for t in sorted(state.hands[player], key=lambda t: (t.low, t.high)):
        for e in state.table.open_ends():
            if game.fits(t, e.value) and game.end_accepts(state, e, t):
                out.append((t, e.index, e.value))
    return out


def _positions(game, deals: int):
    for seed in range(deals):
        low, high = game.info.players
        state = game.deal(low + seed % (high - low + 1), seed=seed)
        rng = random.Random(seed)
        while not state.over:
            yield state
            legal = state.legal_moves()
            state.play(legal[rng.randrange(len(legal))])


def _games():
    return [dl.game(g) for g in GAMES] + [dl.design(b, **{k: v}) for b, k, v in DESIGNS]


@pytest.mark.parametrize("game", _games(), ids=lambda g: g.info.id)
def test_plays_and_fish_read_from_tables(game):
    if not isinstance(game, ChainGame):
        pytest.skip("not a chain game")
    for state in _positions(game, 12):
        if state.table.empty:
            continue
        for p in range(state.players):
            plain = _plain_plays(state, p)
            if type(state)._plays is ChainState._plays:
                listed = state._plays(p)
                assert all(isinstance(m, Play) for m in listed)
                # one move per tile and number on a symmetric layout (a line's two equal ends)
                seen = [(m.tile, m.end, m.on) for m in listed]
                assert set(seen) <= set(plain)
                assert {(t, v) for t, _, v in seen} == {(t, v) for t, _, v in plain}
            if type(state).can_play is ChainState.can_play:
                assert state.can_play(p) == bool(plain), state.to_text()
        if type(state).can_play is ChainState.can_play and type(state).blocked is ChainState.blocked:
            nobody = not any(_plain_plays(state, p) for p in range(state.players))
            closed = state.chain_closed()
            assert state.blocked() == (closed or (nobody and not state._boneyard_open())), state.to_text()


def test_showing_and_line_table():
    for n in (3, 6, 9):
        tiles = [Tile(a, b) for b in range(n + 1) for a in range(b + 1)]
        for v in range(n + 1):
            assert showing(n, (v,)) == {t for t in tiles if v in (t.low, t.high)}
        for left in range(n + 1):
            for right in range(n + 1):
                for one_way in (False, True):
                    fit, by_id = line_table(n, left, right, one_way)
                    line = LineLayout(one_way=one_way)
                    line.placed.append(None)  # (only its numbers are read)
                    line.left, line.right = left, right
                    ends = line.open_ends()
                    assert fit == {t for t in tiles if any(e.value in (t.low, t.high) for e in ends)}
                    for t in fit:
                        assert [(m.end, m.on) for m in by_id[t.id]] == [
                            (e.index, e.value) for e in ends if e.value in (t.low, t.high)][:1 if left == right
                                                                                             or one_way else 2]


def test_blocked_asks_a_states_own_chain_closed_on_a_line_whose_ends_differ():
    # blocked answers "not closed" for a line whose two ends differ without asking chain_closed: only
    # where the state keeps the family's chain_closed (a state of its own is asked)
    from domino_lab.games.chain.base import ChainState
    from domino_lab.games.chain.classic import Classic

    class Closing(ChainState):
        def chain_closed(self) -> bool:  # (a rule of its own: any line whose ends differ is closed)
            return self.table.left is not None and self.table.left != self.table.right

    class Game(Classic):
        StateClass = Closing

    state = Game().deal(2, seed=1)
    while state.table.left == state.table.right:
        state.play(state.legal_moves()[0])
    assert state.blocked() and not dl.game("classic").deal(2, seed=1).blocked()
