"""Wagons' and Sausage's fast paths play the same deals as the object engine, move for move.

``wagons_path.playout`` and ``sausage_path.playout`` play a whole deal on integers and keep a log;
the engine plays it on tiles, moves and layouts. For every option variant the conformance check
knows, every player count, random, greedy and mixed bots and many seeds (some led by a match's
leader), both must give the same moves (so the same position after every move: a position is the
deal and the moves made), the same final position and score, and the same value in every field.
"""

from __future__ import annotations

import functools

import pytest
from helpers import proves_playouts, same_deal

import domino_lab as dl
from domino_lab.errors import DominoError
from domino_lab.games.chain import hooked_path, kernel, sausage_path, wagons_path
from domino_lab.games.chain.logged import LoggedDeal
from domino_lab.games.chain.sausage import Sausage
from domino_lab.games.chain.wagons import Wagons
from domino_lab.games.registry import game_class
from domino_lab.match import MatchRecord
from domino_lab.options import option_variants

PATHS = {"wagons": wagons_path, "sausage": sausage_path}
SEEDS = {"wagons": 40, "sausage": 60}  # x variants x player counts x 3 kinds of bots: ~1,800 and ~1,100 deals
CASES = [(gid, name, opts) for gid in PATHS for name, opts in option_variants(game_class(gid))]


# a deal these paths finished keeps its log (games.chain.logged): every other field as the engine's
_same = functools.partial(same_deal, record=LoggedDeal.private_fields)


@pytest.mark.parametrize("gid,name,opts", CASES, ids=[f"{g}-{n}" for g, n, _ in CASES])
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_a_fresh_deal_plays_out_as_the_engine_plays_it(gid, name, opts, kind):
    proves_playouts(PATHS[gid], dl.game(gid, **opts), kind, seeds=SEEDS[gid], check=_same)


def test_simulate_and_matches_take_the_fast_path_and_play_the_engines_games():
    class Asked(dl.bots.Random):  # chooses as Random does, but must be asked: the engine plays
        def choose(self, observation, legal_moves):
            return super().choose(observation, legal_moves)

    for gid, players in (("wagons", 2), ("wagons", 3), ("wagons", 4), ("sausage", 2)):
        game = dl.game(gid)
        fast_bots, slow_bots = [dl.bots.Random(k) for k in range(players)], [Asked(k) for k in range(players)]
        assert PATHS[gid].supported(game, fast_bots) and not PATHS[gid].supported(game, slow_bots)
        assert type(dl.playout(game, fast_bots, seed=3)).__name__.startswith("Played")
        assert list(dl.simulate(game, 60, fast_bots, seed=5)) == list(dl.simulate(game, 60, slow_bots, seed=5))
        fast, slow = dl.play_match(game, fast_bots, seed=8), dl.play_match(game, slow_bots, seed=8)
        assert fast.to_json() == slow.to_json()
        assert MatchRecord.from_json(fast.to_json()).to_json() == fast.to_json()


def test_the_fast_paths_are_taken_only_where_they_are_exact():
    random_bots = [dl.bots.Random(k) for k in range(4)]
    for path, game in ((wagons_path, dl.game("wagons")), (sausage_path, dl.game("sausage"))):
        assert path.supported(game, random_bots[:2]) and path.supported(game, [dl.bots.Greedy()] * 2)
        assert not path.supported(game, [dl.bots.MonteCarlo(2, 0), random_bots[1]])
        assert not kernel.supported(game, random_bots[:2]) and not hooked_path.supported(game, random_bots[:2])
        assert not path.finish_supported(game.deal(2, 1), random_bots[:2])  # a position part-way: the engine's
    assert not wagons_path.supported(dl.game("sausage"), random_bots[:2])
    assert not sausage_path.supported(dl.game("wagons"), random_bots[:2])

    class Odd(Wagons):  # a rule the fast path does not know: it must step aside
        def after_play(self, state, player, move):
            pass

    class Odder(Sausage):
        def score_deal(self, state, reason, winner, fisher, move=None):
            return super().score_deal(state, reason, winner, fisher, move)

    class Renamed(Wagons):  # changing only the options or the catalogue entry keeps the path
        Options = Wagons.Options

    assert not wagons_path.supported(Odd(), random_bots[:2]) and not sausage_path.supported(Odder(), random_bots[:2])
    assert wagons_path.supported(Renamed(), random_bots[:2])
    state = dl.playout(Odd(), random_bots[:2], seed=2)
    assert type(state) is Odd.StateClass and state.over


def test_a_played_out_deal_reads_like_any_other():
    for gid, players in (("wagons", 4), ("wagons", 3), ("sausage", 2)):
        state = dl.playout(dl.game(gid), [dl.bots.Random(k) for k in range(players)], seed=11)
        again = state.game.StateClass.from_text(state.to_text(), state.game)
        assert type(again) is dl.game(gid).StateClass and again.to_text() == state.to_text()
        assert again.result() == state.result()
        assert repr(state) == repr(again)
        view = state.observation(0)
        assert view.hand == frozenset(state.hands[0])
        clone = state.clone()  # a clone of a deal whose table was never read makes its own
        fresh = dl.playout(dl.game(gid), [dl.bots.Random(k) for k in range(players)], seed=11).clone()
        assert "table" not in vars(fresh) and fresh.to_text() == clone.to_text() == state.to_text()
        assert fresh.history == state.history and fresh.result() == state.result()


def test_a_logged_move_the_engine_does_not_offer_is_an_error():
    state = dl.playout(dl.game("wagons"), [dl.bots.Random(k) for k in range(2)], seed=1)
    p, key = state._log[3]
    state._log[3] = (p, (key[0], key[1], 99))  # an end the table has not got
    with pytest.raises(DominoError, match="not legal"):
        _ = state.history
    state = dl.playout(dl.game("sausage"), [dl.bots.Random(k) for k in range(2)], seed=1)
    p, key = state._log[2]
    state._log[2] = (1 - p, key)  # the other player's turn
    with pytest.raises(DominoError, match="not legal"):
        _ = state.table
