"""Equal-pips games on a cross have their plays on the open ends read from a table kept by the
layout's key of its open ends (``plays.standard_table``, ``CrossLayout.ends_key``): on every turn
of many deals (cross games and designs on their layouts, several bots and player counts) every
hand's plays read from it are the family's listing (``plays.end_plays``) and its tiles those that
show an open number (``plays.showing``), as the fish test reads them."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.driver import turns
from domino_lab.games.chain.plays import end_plays, in_order, showing

SPECS = ["donkey", "telephone", "muggins", "donkey@several_doubles=closing", "kozel:layout:donkey",
         "classic:layout:telephone", "seven:layout:telephone", "seven:layout:donkey"]


def _game(spec):
    spec, _, opt = spec.partition("@")
    if ":" in spec:
        base, kind, donor = spec.split(":")
        return dl.design(base, **{kind: donor})
    return dl.game(spec, **dict([opt.split("=")]) if opt else {})


@pytest.mark.parametrize("spec", SPECS)
def test_standard_table_is_the_family_listing_on_every_turn(spec):
    game = _game(spec)
    lo, hi = game.info.players
    checked = 0
    for players in sorted({lo, hi}):
        for seed in range(8):
            state = game.deal(players, seed)
            bots = [dl.bots.Greedy() if (k + seed) % 2 else dl.bots.Random(seed + k) for k in range(players)]
            for _player, _move in turns(state, bots):
                table = state.table
                if state.over or table.empty or not game.standard_matching or not hasattr(table, "ends_key"):
                    continue
                kept = state._end_table()
                assert kept is not None
                ends = table.open_ends()
                assert kept[0] == showing(game.set.n, [e.value for e in ends])
                for hand in state.hands:
                    assert in_order(*kept, hand) == end_plays(state, hand, ends, True)
                checked += 1
    assert checked or not game.standard_matching
