"""Every playable game of the catalogue, checked the same way (domino_lab.testing.check_game),
and 1,000 seeded bot deals of each with conservation checked after every move."""

import pytest

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.match import derive_seed
from domino_lab.testing import check_game

PLAYABLE = [g.id for g in dl.catalogue()]


def player_counts(info):
    lo, hi = info.players
    return sorted({lo, hi, min(max(lo, 4), hi)})


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_check_game_every_player_count(game_id):
    game = dl.game(game_id)
    for players in player_counts(game.info):
        report = check_game(game, players, n=8, seed=11, every=1)
        assert report.games == 8 and report.moves > 0 and report.rejected > 0


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_thousand_bot_deals_conserve_tiles(game_id):
    game = dl.game(game_id)
    players = game.default_players
    reasons = set()
    for i in range(1000):
        seed = derive_seed(2026, i)
        state = game.deal(players, seed)
        bots = [Random(seed + k) if k % 2 else Greedy() for k in range(players)]
        moves = 0
        while not state.over:
            legal = state.legal_moves()
            state.play(bots[state.current].choose(state.observation(state.current), legal))
            state.check_conservation()
            moves += 1
            assert moves < 5000
        reasons.add(state.result().reason)
    assert reasons  # every deal ended with a stated reason


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_full_match_is_reproducible(game_id):
    game = dl.game(game_id)
    bots = [Greedy() if k % 2 else Random(k) for k in range(game.default_players)]
    a = dl.play_match(game, bots, seed=5)
    b = dl.play_match(game, bots, seed=5)
    assert a.why and a.scores == b.scores and [d.moves for d in a.deals] == [d.moves for d in b.deals]
    last = a.deals[-1]
    assert last.replay().to_text() == last.replay().to_text()
    assert last.replay().result().why == last.result.why
