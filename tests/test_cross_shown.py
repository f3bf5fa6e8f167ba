"""The cross keeps ``shown`` (the number each open arm shows) as tiles are laid and arms close:
it must always be what ``tips``, ``values`` and ``closed`` say, on every move of engine deals,
on tables read from text, and after a rejected move."""

import pytest

import domino_lab as dl
from domino_lab.driver import turns
from domino_lab.table.cross import _ENDS, CrossLayout, HouseLayout
from domino_lab.tiles import Tile


def _read(table):
    """The open ends as the fields say (the layout's first way of reading them, every call)."""
    tips, closed = table.tips, table.closed
    return [_ENDS[k][v] for k, v in enumerate(table.values) if tips[k] is not None and not closed[k] and v is not None]


def _check(table):
    ends = _read(table)
    assert table.open_ends() == ends
    assert table.end_values() == [e.value for e in ends]
    assert table.all_closed == (bool(table.placed) and any(table.closed) and not ends)
    if table.placed:
        counted = table.counted_ends()
        assert table.counted_total() == sum(counted)


@pytest.mark.parametrize("gid", ["donkey", "odd_even", "telephone", "muggins"])
def test_shown_follows_every_move_of_engine_deals(gid):
    game = dl.game(gid)
    lo, hi = game.info.players
    for players in (lo, hi):
        for seed in range(6):
            state = game.deal(players, seed)
            bots = [dl.bots.Greedy() if k % 2 else dl.bots.Random(seed + k) for k in range(players)]
            for _player, _move in turns(state, bots):
                if not state.table.empty:
                    _check(state.table)
            back = type(state.table).from_text(state.table.to_text())
            _check(back)
            assert back.to_text() == state.table.to_text()


def test_a_rejected_move_leaves_the_cross_as_it_was():
    cross = CrossLayout.from_text("3-5 5-5* 5-1 ; north: 5-2 ; south: -")
    before = (cross.to_text(), list(cross.shown), list(cross.placed))
    for tile, end in ((Tile(4, 4), 1), (Tile(6, 6), 7), (Tile(1, 1), "east"), (Tile(0, 2), None)):
        with pytest.raises(ValueError):
            cross.place(tile, end)
    assert (cross.to_text(), list(cross.shown), list(cross.placed)) == before
    cross.close(2)
    with pytest.raises(ValueError):
        cross.place(Tile(2, 2), 2)
    _check(cross)
    assert cross.to_text() == "3-5 5-5* 5-1 ; north: 5-2# ; south: -"


def test_an_arm_named_by_a_bool_is_still_its_number_and_the_house_opens_its_arms():
    cross, other = CrossLayout(), CrossLayout()
    for table, east in ((cross, 1), (other, True)):
        table.place(Tile(3, 5), None)
        table.place(Tile(5, 6), east)
    assert cross == other and cross.placed[1].branch == "east"
    house = HouseLayout()
    house.place(Tile(2, 4), None)
    house.place(Tile(4, 4), 1)
    _check(house)
    assert house.spinner is None and len(house.open_ends()) == 2
    house.place(Tile(4, 6), 1)
    _check(house)
    assert house.spinner == 1 and [e.value for e in house.open_ends()] == [2, 6, 4, 4]
    closed = CrossLayout.from_text("2-2*# ; north: # ; south: 2-3#")
    _check(closed)
    assert closed.open_ends() == [closed.open_ends()[0]] and closed.end_values() == [2]
