"""A counting game's count on the parallel layout (Fork, Sausage): ``ParallelLayout.counted_ends``
against the generic count the counting family made on it before the layout said what it counts
(every position of many Fork and Sausage deals), and the one position where they differ."""

import pytest

import domino_lab as dl
from domino_lab.bots import Random
from domino_lab.driver import run_deal
from domino_lab.games.counting.base import _tip, open_end_total
from domino_lab.table.parallel import ParallelLayout, counted_line_end
from domino_lab.tiles import Tile


def generic_total(layout):
    """``open_end_total`` of a parallel layout before it had ``counted_ends``: the generic
    ``counted_halves`` (each end's tip looked up by branch name, the lead where a line is empty)."""
    placed = layout.placed
    if not placed:
        return 0
    if len(placed) == 1:
        return placed[0].tile.low + placed[0].tile.high
    total = 0
    for end in layout.open_ends():
        tip = _tip(placed, end.name)
        total += 2 * end.value if tip.tile.is_double and tip.across else end.value
    return total


def lead_double_one_line_empty(layout):
    a, b = layout.across
    return a == b and (len(layout.lines[0]) == 0) != (len(layout.lines[1]) == 0)


def positions(game_id, deals):
    """Every table a deal of ``game_id`` shows after each move (the engine's own play)."""
    game = dl.game(game_id)
    lo, hi = game.info.players
    for seed in range(deals):
        players = lo + seed % (hi - lo + 1)
        state = game.deal(players, seed)
        tables = [state.table.clone()]
        run_deal(state, [Random(seed * 10 + k) for k in range(players)],
                 on_move=lambda p, m, st=state, out=tables: out.append(st.table.clone()))
        yield from tables


@pytest.mark.parametrize("game_id", ["fork", "sausage"])
def test_counted_ends_are_the_generic_count_except_a_double_lead_beside_an_empty_line(game_id):
    seen = differ = 0
    for layout in positions(game_id, 300):
        assert isinstance(layout, ParallelLayout)
        if layout.across is None:
            assert layout.counted_ends() == [] and open_end_total(layout) == 0
            continue
        seen += 1
        counted = layout.counted_ends()
        assert open_end_total(layout) == sum(counted)
        assert counted == [counted_line_end(layout.across[i], layout.lines[i]) for i in (0, 1)]
        if lead_double_one_line_empty(layout):
            differ += 1  # the generic count took the lead's both halves at the empty line's end
            empty = 0 if not layout.lines[0] else 1
            assert generic_total(layout) == sum(counted) + layout.across[empty]
        else:
            assert generic_total(layout) == sum(counted)
    assert seen > 1000 and differ > 0


def test_a_double_lead_counts_one_half_at_an_empty_lines_end():
    # The lead lies across both lines, each half facing one line: 5-5 alone counts 5 + 5; once the
    # top line has 5-2, the bottom line's end still shows the one half 5 (the generic count, which
    # took the lead as a crosswise double at that end, said 2 + 5 + 5 = 12)
    lay = ParallelLayout()
    _ = lay.place(Tile(5, 5), None)
    assert lay.counted_ends() == [5, 5] and open_end_total(lay) == 10
    _ = lay.place(Tile(5, 2), 0)
    assert lay.counted_ends() == [2, 5] and open_end_total(lay) == 7 and generic_total(lay) == 12
    _ = lay.place(Tile(2, 2), 0)
    assert lay.counted_ends() == [4, 5] and open_end_total(lay) == 9
    _ = lay.place(Tile(5, 3), 1)
    assert lay.counted_ends() == [4, 3] and open_end_total(lay) == generic_total(lay) == 7
    # a lead that is no double, a double at a line's end
    lay = ParallelLayout.from_text("across 3-5; top 3-1 1-1; bottom -")
    assert lay.counted_ends() == [2, 5] and open_end_total(lay) == generic_total(lay) == 7


@pytest.mark.parametrize("spec", [{"base": "fork", "deal_scoring": "muggins"},
                                  {"base": "fork", "deal_scoring": "muggins", "teams": "kozel"}])
def test_a_fork_design_counted_in_play_is_the_engines(spec):
    # Fork counting in play (its lines counted by counted_line_end, as ParallelLayout.counted_ends
    # counts them): since Fork's loop and then the hooked path were retired (2026-12-05) the engine plays
    # it, calling the state's own _lay and _laid; dl.playout plays what run_deal plays, deal for deal, and
    # the count scores
    from helpers import paths_taking, same_deal

    from domino_lab.driver import playout
    from domino_lab.games.chain.counted_wagons import counts_in_play
    from domino_lab.games.chain.fork import ForkState

    game = dl.design(**spec)
    assert counts_in_play(type(game), ForkState)
    players = game.default_players
    assert not any(p.__name__.endswith("fork_path") for p in paths_taking(game, players))
    scored = 0
    for seed in range(60):
        fast = playout(game, [Random(seed * 3 + k) for k in range(players)], seed)
        slow = run_deal(game.deal(players, seed), [Random(seed * 3 + k) for k in range(players)])
        same_deal(fast, slow)
        scored += len(fast.score_log)
    assert scored > 40
