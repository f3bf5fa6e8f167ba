"""ParallelLayout keeps what the rules read (``shown``, ``cut_ids``, ``inner``) as its lines grow,
and makes ``placed`` when it is read: after every move of many Sausage and Fork deals, each is
what the lines say, and ``placed`` is the list the layout used to keep (a tile laid appended;
after a cut or an insertion, the lead and then each line, outward)."""

from __future__ import annotations

import pytest
from helpers import bots_of

import domino_lab as dl
from domino_lab.driver import turns
from domino_lab.games.chain.sausage import Cut, Insert
from domino_lab.table.base import Placed
from domino_lab.table.parallel import LINES, ParallelLayout
from domino_lab.tiles import Tile


def by_lines(lay: ParallelLayout) -> list[Placed]:
    """``placed`` read line by line: the lead, the top line, the bottom line (each outward)."""
    assert lay.across is not None
    out = [Placed(Tile(*lay.across), lay.across[0], lay.across[1], None, "across", True)]
    for i, line in enumerate(lay.lines):
        parent = 0
        for a, b in line:
            out.append(Placed(Tile(a, b), a, b, parent, LINES[i], a == b))
            parent = len(out) - 1
    return out


def check_kept(lay: ParallelLayout, expected: list[Placed]) -> None:
    top, bottom = lay.lines
    assert lay.shown == [top[-1][1] if top else lay.across[0], bottom[-1][1] if bottom else lay.across[1]]
    assert lay.cut_ids == [Tile(a, b).id for (_, a), (_, b) in zip(top, bottom)]
    assert lay.inner == [[a for a, _ in top], [a for a, _ in bottom]]
    assert len(lay) == len(expected) and not lay.empty
    copy = lay.clone()
    assert copy == lay and copy.placed == expected
    assert lay.placed == expected
    assert ParallelLayout.from_text(lay.to_text()).to_text() == lay.to_text()


@pytest.mark.parametrize("game_id, options, players", [
    ("sausage", {}, 2), ("sausage", {"double_lead": True}, 2), ("sausage", {"cutting": False}, 2),
    ("fork", {}, 2), ("fork", {}, 3), ("fork", {}, 4)])
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_kept_numbers_and_placed_after_every_move(game_id, options, players, kind):
    game = dl.game(game_id, **options)
    moved = 0
    for seed in range(6):
        state = game.deal(players, seed)
        expected: list[Placed] = []
        for _p, move in turns(state, bots_of(kind, players, seed)):
            lay = state.table
            if isinstance(move, (Cut, Insert)):
                expected = by_lines(lay)
            elif move.tiles and len(expected) < len(lay):  # a tile laid on an end (or the lead)
                expected = expected + [_laid(lay, expected) if expected else by_lines(lay)[0]]
            if not lay.empty:
                check_kept(lay, expected)
                moved += 1
    assert moved > 50


def _laid(lay: ParallelLayout, before: list[Placed]) -> Placed:
    """The tile just laid on a line end, as ``place`` appends it: joined to that line's last tile."""
    counts = [sum(p.branch == LINES[i] for p in before) for i in (0, 1)]
    line = next(i for i in (0, 1) if len(lay.lines[i]) > counts[i])
    a, b = lay.lines[line][-1]
    parent = max((k for k, p in enumerate(before) if p.branch == LINES[line]), default=0)
    return Placed(Tile(a, b), a, b, parent, LINES[line], a == b)


def test_a_cut_and_an_insertion_return_what_they_did():
    lay = ParallelLayout.from_text("across 1-2; top 1-3 3-4; bottom 2-4 4-5")
    placed = lay.insert(Tile(4, 4), 1, 1)
    assert placed == lay.placed[4] == Placed(Tile(4, 4), 4, 4, 3, "bottom", True)
    assert lay.to_text() == "across 1-2; top 1-3 3-4; bottom 2-4 4-4 4-5"
    assert lay.cut_ids == [Tile(3, 4).id, Tile(4, 4).id]
    off = lay.cut(Tile(4, 4), 2)
    assert off == [Tile(1, 2), Tile(1, 3), Tile(3, 4), Tile(2, 4), Tile(4, 4)]
    assert lay.to_text() == "across 4-4; top -; bottom 4-5" and lay.shown == [4, 5] and lay.cut_ids == []
    with pytest.raises(AttributeError):
        lay.placed = []
