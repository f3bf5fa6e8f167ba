"""The chain family reads a laid cross's fish test at once (``ChainState.blocked`` by ``plays.cross_blocked``), finds
its table of plays by the arms' numbers (``plays.end_table``: ``standard_table``'s key), and the counting family counts
a play on a cross from its ``counted_total`` by a memo (``CountingState._laid``). On every turn of many deals
(Telephone, Donkey, Muggins, designs on their crosses; 2-5 players; Random, Greedy and a mix) the moves are the chain
family's listing (``plays.end_plays`` of the open arms, asked of every tile, then the game's ``extra_moves``; a draw or
a pass where nothing fits), the fish test is the family's long reading (nobody holds a tile that fits an open arm and
nobody can draw), and every play scores what ``play_points`` says of it."""

from __future__ import annotations

import pytest
from helpers import bots_of

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import plays
from domino_lab.games.chain.base import ChainGame, ChainState
from domino_lab.games.counting.base import CountingGame, _cross_points
from domino_lab.moves import Draw, Pass, Play

GAMES = ["telephone", "donkey", "muggins"]
DESIGNS = [{"base": "kozel", "layout": "muggins", "deal_scoring": "muggins"},
           {"base": "muggins", "deal_scoring": "sea_goat"},
           {"base": "kozel", "layout": "telephone", "deal_scoring": "telephone"},
           {"base": "classic", "layout": "donkey"},
           {"base": "kozel", "layout": "donkey"},
           {"base": "classic", "layout": "telephone"}]


def _listing(state) -> list:
    """``ChainState._legal_moves`` on a laid cross, listed the long way: every tile of the hand asked
    against every open arm (``end_plays``), then the game's extra moves; a draw or a pass."""
    game, p = state.game, state.current
    found = plays.end_plays(state, state.hands[p], state.table.open_ends(), True)
    if found:
        return found + list(game.extra_moves(state, found))
    return [Draw()] if state._can_draw() else [Pass()]


def _stuck(state) -> bool:
    """``ChainState.blocked`` on a laid cross, the long way: nobody holds a tile that goes down on an
    open arm (``end_plays``) and the boneyard is closed (a cross's chain never closes at once)."""
    ends = state.table.open_ends()
    return not state._boneyard_open() and not any(plays.end_plays(state, h, ends, True) for h in state.hands)


def _checked(game, seeds=range(3)) -> tuple[int, int]:
    turns = counted = 0
    lo, hi = game.info.players
    family_count = isinstance(game, CountingGame) and _cross_points(game) is not None
    for players in range(max(lo, 2), min(hi, 5) + 1):
        for seed in seeds:
            for kind in ("random", "greedy", "mixed"):
                try:
                    state = game.deal(players, seed)
                except dl.errors.DominoError:  # (a deal this game refuses at this many players)
                    continue
                log = [0]

                def check(player=None, move=None, state=state, log=log):
                    nonlocal turns, counted
                    if family_count and isinstance(move, Play) and type(state.table) in plays.CROSSES:
                        points = game.play_points(state, player, move)
                        assert state.score_log[log[0]:] == ([(player, points)] if points else [])
                        counted += 1
                    log[0] = len(getattr(state, "score_log", ()))
                    if state.over or state.table.empty:
                        return
                    assert not game.closes_at_once
                    assert list(state._legal_moves()) == _listing(state)
                    assert ChainState.blocked(state) == _stuck(state)
                    fit, by_id = plays.end_table(state, state.table, game, ChainGame)
                    assert sorted(fit) == sorted({m.tile for m in plays.end_plays(state, fit, state.table.open_ends(),
                                                                                     True)})
                    turns += 1

                check()
                run_deal(state, bots_of(kind, players, 0), on_move=check)
    return turns, counted


@pytest.mark.parametrize("name", GAMES)
def test_the_cross_games_read_their_turns_fish_and_counts_at_once(name):
    game = dl.game(name)
    state = game.deal(game.default_players, 1)
    assert plays.plain_fish(type(state), type(game), ChainState, ChainGame)  # (the quick road is taken)
    turns, counted = _checked(game)
    assert turns > 100
    assert (counted > 100) == (name != "donkey")


@pytest.mark.parametrize("spec", DESIGNS, ids=lambda d: ",".join(f"{k}={v}" for k, v in d.items()))
def test_designs_on_the_crosses_read_the_same_turns(spec):
    spec = dict(spec)
    turns, _ = _checked(dl.design(spec.pop("base"), **spec), seeds=range(2))
    assert turns > 50


def test_a_cross_with_an_end_rule_goes_the_long_way():
    """Odd and Even's parity is an end rule: the fish test is not read at once (``cross_blocked``
    answers None and ``ChainState.blocked`` asks the family's own)."""
    game = dl.game("odd_even")
    state = game.deal(game.default_players, 1)
    assert not plays.plain_fish(type(state), type(game), ChainState, ChainGame)
    assert plays.cross_blocked(state, state.table, ChainState, ChainGame) is None
