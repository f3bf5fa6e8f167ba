"""The end table kept against its table (``games.chain.plays.end_table``, ``KEPT_END``): on every
turn of Fork and of designs on Fork's layout, two deals played in turn, the kept answer is the
one asked anew; and which end rules may be kept (``reads_only_table``). An end rule that reads the
end and the tile but nothing of the deal (Odd and Even's parity) is tabled per open ends
(``plays.tile_rule_table``): every hand's plays read from it are the family's listing."""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.games.chain import plays
from domino_lab.games.chain.base import ChainGame
from domino_lab.games.chain.double_lock import DoubleLock
from domino_lab.games.chain.fork import Fork

SPECS = ["fork", "seven:layout:fork", "kozel:layout:fork", "blitz:layout:fork", "telephone:layout:fork"]


def _game(spec: str):
    if ":" in spec:
        base, kind, donor = spec.split(":")
        return dl.design(base, **{kind: donor})
    return dl.game(spec)


def _plays_with(game, players):
    try:
        game.check_players(players)
    except dl.errors.SetupError:
        return False
    return True


def _fresh(state):
    plays.KEPT_END[0] = (None, None, -1, None)
    return state._end_table()


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("fewest", [True, False])
def test_kept_end_table_is_the_one_asked_anew(spec, fewest):
    game = _game(spec)
    players = game.check_players(3) if not fewest else min(p for p in range(2, 7) if _plays_with(game, p))
    rng = random.Random(players)
    for seed in range(4):
        states = [game.deal(players, seed), game.deal(players, seed + 100)]
        while not all(s.over for s in states):
            for state in states:  # (two deals in turn: the kept answer is the other table's)
                if state.over:
                    continue
                kept = state._end_table() if not state.table.empty else None
                assert kept is None or kept == _fresh(state)
                state.legal_moves()
                state.play(rng.choice(state.legal_moves()))
                if not state.over and not state.table.empty:
                    first = state._end_table()
                    assert first is state._end_table()  # (kept: the same object)
                    assert first == _fresh(state)


def test_reads_only_table():
    def reads_turn(self, state, end, tile):
        return state.current == 0

    def hands_on(self, state, end, tile):
        return len(state.table.lines[0]) < 2 and bool(state)

    assert plays.reads_only_table(Fork.end_accepts)
    assert plays.reads_only_table(ChainGame.end_accepts)  # (reads nothing)
    assert not plays.reads_only_table(DoubleLock.end_accepts)
    assert not plays.reads_only_table(reads_turn)
    assert not plays.reads_only_table(hands_on)
    assert not plays.reads_only_table(len)  # (no code to read)


@pytest.mark.parametrize("spec", ["odd_even", "seven:layout:odd_even", "kozel:layout:odd_even",
                                  "muggins:layout:odd_even", "blitz:layout:odd_even", "odd_even:layout:fork"])
def test_an_end_rule_of_the_end_and_the_tile_is_tabled_as_the_family_lists_it(spec):
    # Odd and Even's parity reads the end and the tile, nothing of the deal: its plays on the open ends
    # are listed once for those ends (plays.tile_rule_table); every hand's plays read from that table
    # are the ones the family lists asking the rule of each tile, every turn
    game = _game(spec)
    players = min(p for p in range(2, 7) if _plays_with(game, p))
    rng = random.Random(7)
    tabled = 0
    for seed in range(4):
        state = game.deal(players, seed)
        while not state.over:
            table = None if state.table.empty else state._end_table()
            if table is not None:
                tabled += 1
                ends = state.table.open_ends()
                for hand in state.hands:
                    assert plays.in_order(*table, hand) == plays.end_plays(state, hand, ends, True)
            state.play(rng.choice(state.legal_moves()))
    assert tabled > 40  # (every turn with a tile down reads the table)
