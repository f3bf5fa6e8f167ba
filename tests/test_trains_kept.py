"""What the trains table keeps beside its chains (``TrainsLayout.ends``, ``joined``, ``tips``, read by
Wagons' moves every turn) agrees, after every move of played deals, with a fresh reading of the
chains, with the table read back from its text, and with a copy."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.driver import turns
from domino_lab.table.trains import TrainsLayout
from domino_lab.tiles import Tile


def _fresh(lay: TrainsLayout):
    ends = []
    for k, chain in enumerate(lay.chains):
        ends += [(2 * k, chain[0][0], f"{lay.names[k]} left"), (2 * k + 1, chain[-1][1], f"{lay.names[k]} right")]
    joined = 0
    for _j, v in lay.joints(0) if lay.chains else ():
        joined |= 1 << v
    return ends, joined


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_trains_table_keeps_its_ends_joints_and_tips_as_its_chains_change(players):
    game = dl.game("wagons")
    for seed in range(12):
        state = game.deal(players, seed=seed)
        bots = [dl.bots.Greedy() if (k + seed) % 3 == 0 else dl.bots.Random(k) for k in range(players)]
        for _player, _move in turns(state, bots):
            lay = state.table
            ends, joined = _fresh(lay)
            assert [tuple(e) for e in lay.ends] == ends and lay.open_ends() == list(lay.ends)
            assert lay.joined == joined
            for (left, right), chain in zip(lay.tips, lay.chains):
                assert lay.placed[left].tile is Tile(*chain[0]) and lay.placed[right].tile is Tile(*chain[-1])
            again = TrainsLayout.from_text(lay.to_text())
            assert again.ends == lay.ends and again.joined == lay.joined and again.to_text() == lay.to_text()
            assert lay.clone() == lay


@pytest.mark.parametrize("players", [2, 4])
def test_placed_made_when_read_is_the_list_kept_as_the_tiles_came(players):
    """``placed`` is made only when read after an uncoupling or a coupling: read after every move or
    only at the end, it is the same list, tile for tile (parents and all)."""
    from domino_lab.games.chain.wagons import Couple, Uncouple
    from domino_lab.moves import Play

    game = dl.game("wagons")
    for seed in range(10):
        state = dl.playout(game, [dl.bots.Random(k) for k in range(players)], seed=seed)
        start = game.deal(players, seed=seed).table
        read, late = start.clone(), start.clone()
        for player, move in state.history:
            for lay in (read, late):
                if isinstance(move, Uncouple):
                    lay.uncouple(move.tile, 0, move.at, owner=player)
                elif isinstance(move, Couple):
                    lay.couple(move.tile, move.end, move.other, None if move.end // 2 == 0 else player)
                elif isinstance(move, Play):
                    lay.place(move.tile, move.end, move.on)
            assert read.placed[-1:] == read.placed[len(read) - 1:] and len(read.placed) == len(read)
        assert late.placed == read.placed == state.table.placed and late == read == state.table
        assert late.tips == read.tips and len(late) == len(state.table.tiles())
