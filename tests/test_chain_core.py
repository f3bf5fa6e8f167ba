"""What the chain engine keeps or reads at once answers as the rules read it the long way.

``ChainGame.never_drawn`` and ``closes_at_once`` keep what the options say; ``plays.tiles_showing``
counts a line's tiles by the numbers they show as they lie; ``ChainState.chain_closed`` skips a
table too short to hold every tile of a number; ``LineLayout.place`` tells the usual move first
but refuses the same moves with the same words, the line unchanged.
"""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.games import kept
from domino_lab.games.chain.base import ChainState
from domino_lab.games.chain.plays import tiles_showing
from domino_lab.table import LineLayout
from domino_lab.tiles import Tile

GAMES = ["classic", "kozel", "seven", "blitz", "ladder", "fork", "sea_goat", "double_lock", "general", "matador"]


def _closed_the_long_way(state: ChainState) -> bool:
    """``chain_closed`` as the module docstring says it, every tile on the table asked."""
    game, table = state.game, state.table
    if not game.chain_closes or getattr(game.options, "fish_when", "stuck") != "closed":
        return False
    ends = table.end_values()
    if len(ends) != 2 or ends[0] != ends[1]:
        return False
    v = ends[0]
    return sum(t.low == v or t.high == v for t in table.tiles()) == game.set.n + 1


@pytest.mark.parametrize("name", GAMES)
def test_kept_rules_answer_as_read(name, monkeypatch):
    monkeypatch.setattr(kept, "_off", [True])  # (the engine alone: kept.engine_alone)
    game = dl.game(name)
    options = game.options
    drawn = getattr(options, "draw", "none") != "none"
    for left in range(len(game.set) + 1):
        assert (left > game.never_drawn) == (left > getattr(options, "undrawable", 0) and drawn)
    assert game.closes_at_once == (game.chain_closes and getattr(options, "fish_when", "stuck") == "closed")
    for seed in range(12):
        state = game.deal(game.default_players, seed=seed)
        bots = [dl.bots.Random(seed + k) for k in range(game.default_players)]
        for _player, _move in dl.driver.turns(state, bots):
            if state.over or state.table.empty:
                continue
            assert state.chain_closed() == _closed_the_long_way(state), state.to_text()
            if isinstance(state.table, LineLayout):
                for v in range(game.set.n + 1):
                    assert tiles_showing(state.table, v) == sum(t.low == v or t.high == v
                                                                for t in state.table.tiles())


def test_a_closed_line_is_a_fish_at_once():
    table = "1-0 0-0 0-2 2-1 1-1 1-3 3-3 3-4 4-1 1-5 5-5 5-6 6-1"  # every 1 down, both ends showing it
    state = dl.position("classic", hands=["6-6 2-2", "4-4 0-3"], table=table)
    assert tiles_showing(state.table, 1) == 7 and state.chain_closed() and state.blocked()
    short = dl.position("classic", hands=["6-6 2-2", "4-4 0-3"], table="1-1")  # a 1 at both ends, one tile down
    assert not short.chain_closed() and not short.blocked()


def test_a_line_refuses_the_same_moves_unchanged():
    line = LineLayout(one_way=True)
    with pytest.raises(ValueError, match="no lead yet"):
        line.place(Tile(1, 2), 1, 1)
    line.place(Tile(2, 2), None)
    before = line.clone()
    for end, words in ((None, "already has a lead"), (0, "no end 0"), (2, "no end 2")):
        with pytest.raises(ValueError, match=words):
            line.place(Tile(2, 5), end, 2)
        assert line == before
    line.place(Tile(2, 5), 1, 2)
    assert line.to_text() == "2-2 2-5" and line.tip(1) == 1
