"""The parallel layout keeps its length and its tiles as they are laid (``ParallelLayout.__len__``,
``tiles``), instead of reading them from ``placed``: they must be what ``placed`` says, in its
order, on every table a deal passes through (Fork's lines; Sausage's cuts and insertions, after
which the tiles are read again from the lines), on clones and on tables read back from text."""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.table.parallel import ParallelLayout


def _agrees(table: ParallelLayout) -> None:
    placed = [p.tile for p in table.placed]
    assert table.tiles() == placed
    assert len(table) == len(placed)


@pytest.mark.parametrize(("game_id", "players"), [("fork", 2), ("fork", 4), ("fork", 6), ("sausage", 2)])
def test_kept_tiles_and_length_are_placed_s(game_id, players):
    game = dl.game(game_id)
    for seed in range(25):
        state = game.deal(players, seed)
        rng = random.Random(seed)
        while not state.over:
            state.play(rng.choice(state.legal_moves()))
            table = state.table
            assert isinstance(table, ParallelLayout)
            if table.empty:
                continue
            fresh = table.clone()
            fresh._placed = None  # (its placed made from the lines, not kept)
            _agrees(fresh)
            if rng.random() < 0.5:  # (asked now or not: a clone keeps what was kept)
                table.tiles()
            _agrees(table.clone())
            _agrees(table)
            _agrees(ParallelLayout.from_text(table.to_text()))


def test_an_empty_table_has_no_tiles():
    table = ParallelLayout()
    assert table.tiles() == [] and len(table) == 0 and table.clone().tiles() == []
