"""A lead a deal lays for all (Wagons' shared lead at three players, Blitz's common lead at five or
six) lies as the design's table lays its tiles (issue 26). French's and Matador's line lays every
double lengthwise, and its reader makes every double of a position lengthwise; the deal laid the lead
with the line's own default, crosswise, so a position whose ends both showed the lead double's number
offered "0-6 on 6 (left)" and "0-6 on 6 (right)" in play (a crosswise end and a lengthwise one count
differently) and "0-6 on 6" read back. The deal now lays it through the state
(``ChainState._lay_shared``), which the line-scoring placing turns as its rules turn a double."""

from __future__ import annotations

import pytest
from helpers import bots_of, legal

import domino_lab as dl
from domino_lab.games.state import State


def _walk(game, players: int, seed: int, kind: str):
    """The states of one deal between bots of ``kind``, in turn (tests/test_design_defects2.py's)."""
    state = game.deal(players, seed)
    bots = bots_of(kind, players, seed)
    while not state.over:
        yield state
        p = state.current
        state.play(bots[p].choose(state.observation(p), state.legal_moves()))
    yield state


def _reads_back(game, state) -> None:
    text = state.to_text()
    back = State.from_text(text, game=game)
    assert back.to_text() == text
    assert legal(back) == legal(state), text


#: (base, kind, donor, players): a design whose deal lays a lead for all on a line of doubles laid lengthwise.
SHARED = [("wagons", "layout", "french", 3), ("wagons", "layout", "matador", 3), ("blitz", "layout", "french", 5)]


@pytest.mark.parametrize("spec", SHARED, ids=lambda s: "{}-{}={}@{}".format(*s))
def test_a_double_laid_for_all_lies_lengthwise_on_a_line_that_lays_doubles_so(spec):
    base, kind, donor, players = spec
    game = dl.design(base, **{kind: donor})
    state = game.deal(players, 4)  # (the lead laid for all is 6-6)
    lead = state.table.placed[0]
    assert str(lead.tile) == "6-6" and lead.across is False
    assert State.from_text(state.to_text(), game=game).table.placed[0].across is False


@pytest.mark.parametrize("spec", SHARED, ids=lambda s: "{}-{}={}@{}".format(*s))
def test_a_design_laying_a_lead_for_all_reads_back_at_every_position(spec):
    # Greedy bots, seed 4 (Wagons) and 7 (both): both ends show the lead double's number, ends named in play only
    base, kind, donor, players = spec
    game = dl.design(base, **{kind: donor})
    for seed in range(10):
        for kind_of_bots in ("random", "greedy"):
            for state in _walk(game, players, seed, kind_of_bots):
                _reads_back(game, state)


def test_wagons_on_frenchs_line_names_no_end_where_both_show_the_lead_double():
    game = dl.design("wagons", layout="french")
    for state in _walk(game, 3, 4, "greedy"):
        if state.table.to_text() == "6-4 4-5 5-6 6-6" and state.current == 1:
            assert legal(state) == ["0-6 on 6", "1-6 on 6"]  # (the lead 6-6 lies lengthwise, as 5-6's end does)
            break
    else:
        raise AssertionError("the position of the issue was not reached")
