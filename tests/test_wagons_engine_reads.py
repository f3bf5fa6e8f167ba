"""What Wagons' moves read every turn (``WagonsState._plays``, ``can_play`` and ``blocked``) and what the
trains table keeps for them (``TrainsLayout.pairs``) agree, after every move of played deals, with a
fresh reading of the chains: the kept pairs with the chains, read back from the table's text and in a
copy (which keeps its chains while the table goes on); ``can_play`` with whether the player has a
move; the fish (``blocked``) with the family's own answer (``ChainState.blocked``, asking ``can_play``
hand by hand); and the uncouplings listed with every joint of the main chain that shows a double's
number."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.driver import turns
from domino_lab.games.chain.base import ChainState
from domino_lab.games.chain.wagons import Uncouple
from domino_lab.table.trains import TrainsLayout


def _kept_reads_agree(state) -> None:
    lay = state.table
    if not lay.chains:
        return
    assert [tuple(p) for p in lay.pairs] == [tuple(lay.ends[2 * k:2 * k + 2]) for k in range(len(lay.chains))]
    for other in (TrainsLayout.from_text(lay.to_text()), lay.clone()):
        assert other.pairs == lay.pairs
    for p in range(state.players):
        plays = state._plays(p)
        assert state.can_play(p) == bool(plays)
        uncouplings = sorted((m.tile.low, m.at) for m in plays if isinstance(m, Uncouple))
        doubles = {t.low for t in state.hands[p] if t.is_double} if state.game.options.uncoupling else set()
        assert uncouplings == sorted((v, j) for j, v in lay.joints(0) if v in doubles)
    assert state.blocked() == ChainState.blocked(state)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("spec", ["wagons", "wagons@uncoupling=False", "kozel:layout:wagons"])
def test_what_wagons_reads_of_its_trains_agrees_with_a_fresh_reading(spec, players):
    if spec.startswith("kozel"):
        game = dl.design("kozel", layout="wagons")
    else:
        game = dl.game("wagons", uncoupling=not spec.endswith("False"))
    for seed in range(8):
        state = game.deal(players, seed=seed)
        bots = [dl.bots.Greedy() if (k + seed) % 3 == 0 else dl.bots.Random(k) for k in range(players)]
        _kept_reads_agree(state)
        copies: list[tuple[TrainsLayout, str, list]] = []
        for _player, _move in turns(state, bots):
            if not state.over:
                _kept_reads_agree(state)
            lay = state.table
            copies.append((lay.clone(), lay.to_text(), list(lay.placed) if seed % 2 else []))
        for copy, text, placed in copies:  # (a copy keeps its chains while the table goes on: copy on write)
            assert copy.to_text() == text and (not placed or copy.placed == placed)
