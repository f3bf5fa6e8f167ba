"""Designs on a line-counting game's line (another chain game's deal, lead and scoring on Fives',
Threes', Bergen's, Matador's or French's line) and the line-counting games with another's matching:
the object engine plays them (``driver.run_deal``'s loop, the family's tables: ``games.counting.line_tables``),
as it plays the six games. Until 2026-12-05 a loop of their own (``games.counting.kernel``) played them
and these tests proved it against the engine; what is left checks the rules such a design keeps: a
``Multi`` of plays laid and counted, a state that lays its own way, the family's state ahead of
another game's in a design's state class; and that ``dl.playout``'s short road plays, deal for deal
and field for field, what the driver's checked loop (``turns``: each move checked by ``State.play``)
plays."""

from __future__ import annotations

import pytest
from helpers import bots_of, same_deal

import domino_lab as dl
from domino_lab.games.counting.line_scoring import LineScoringState

#: Designs on a line-counting game's line, and line-counting games with a part of another (the counting
#: loop took each of them until 2026-12-05).
ON_LINES = ["blitz:layout:french", "blitz:layout:matador", "blitz:layout:bergen", "double_lock:layout:matador",
            "double_lock:layout:french", "double_lock:layout:bergen", "wagons:layout:matador", "wagons:layout:french",
            "wagons:layout:bergen", "ladder:layout:french", "ladder:layout:bergen", "ladder:layout:matador",
            "muggins:layout:fives", "muggins:layout:threes", "muggins:layout:threes_luck", "muggins:layout:bergen",
            "muggins:layout:matador", "muggins:layout:french", "fork:layout:matador", "fork:layout:french",
            "fork:layout:bergen", "fives:layout:sea_goat", "threes:layout:sea_goat", "bergen:layout:sea_goat",
            "fives:layout:blitz", "threes:layout:blitz", "bergen:layout:blitz", "fives:layout:double_lock",
            "threes:layout:double_lock", "bergen:layout:double_lock", "threes_luck:layout:double_lock",
            "fives:layout:ladder", "threes:layout:ladder", "bergen:layout:ladder", "matador:matching:french",
            "french:matching:matador", "blitz:layout:fives", "blitz:layout:threes", "blitz:layout:threes_luck",
            "double_lock:layout:fives", "double_lock:layout:threes", "double_lock:layout:threes_luck",
            "fork:layout:fives", "fork:layout:threes", "fork:layout:threes_luck", "ladder:layout:fives",
            "ladder:layout:threes", "ladder:layout:threes_luck", "wagons:layout:fives", "wagons:layout:threes",
            "wagons:layout:threes_luck", "threes_luck:matching:french", "threes_luck:deal_scoring:bergen"]


# (the last two: Threes for Luck with a part of another line-counting game: its why_no_draw, which only
# words a refusal, runs through the other game's)


#: Threes for Luck on French's sum of seven sinks (its stuck draws cost 5 each) and is refused but with
#: the remedy its refusal names: no draw penalty
OPTIONS = {"threes_luck:matching:french": {"draw_penalty": 0}}


def _design(spec: str):
    base, kind, donor = spec.split(":")
    return dl.design(base, options=OPTIONS.get(spec), **{kind: donor})


def test_the_object_engine_plays_the_line_counting_games_and_their_designs():
    """No compact form takes them (``games.kept``): ``dl.playout`` and ``dl.simulate`` play the engine's state."""
    for game in [dl.game(g) for g in ("fives", "threes", "threes_luck", "bergen", "matador", "french")] + [
            _design(spec) for spec in ON_LINES]:
        bots = [dl.bots.Random(k) for k in range(game.default_players)]
        assert dl.games.kept.form_of(game, len(bots)) is None, game


@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
@pytest.mark.parametrize("spec", ON_LINES)
def test_a_design_on_a_counting_line_plays_as_the_checked_loop_plays_it(spec, kind):
    """``dl.playout`` (the driver's short road) against ``turns`` (each move checked), every number of
    players, field for field."""
    from domino_lab.driver import playout, turns

    game = _design(spec)
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        for seed in range(2):
            fast = playout(game, bots_of(kind, players, seed), seed)
            slow = game.deal(players, seed)
            for _turn in turns(slow, bots_of(kind, players, seed)):
                pass
            same_deal(fast, slow)


def test_a_designs_state_puts_the_familys_state_before_another_games():
    """Fork's ``_apply`` adds to a draw: in a design's state (Fork's on Matador's line) it comes after
    ``LineScoringState``'s, which makes a draw without handing on, so it never acts on one."""
    from domino_lab.games.chain.fork import ForkState

    after = _design("fork:layout:matador").StateClass
    assert after.__mro__.index(LineScoringState) < after.__mro__.index(ForkState)


@pytest.mark.parametrize("spec", ["fives:layout:sea_goat", "bergen:layout:sea_goat", "threes:layout:blitz",
                                  "bergen:layout:ladder"])
def test_a_multi_of_plays_is_laid_tile_by_tile(spec):
    """Sea Goat's two doubles at once, Blitz's whole hand and Ladder's runs are moves of these designs
    (``Multi``), laid tile by tile as ``ChainState._apply`` lays them: every tile of the deal is
    somewhere at its end."""
    from domino_lab.driver import run_deal
    from domino_lab.moves import Multi

    game, multis = _design(spec), 0
    for seed in range(40):
        players = 2 + seed % 3
        state = run_deal(game.deal(players, seed), [dl.bots.Greedy() for _ in range(players)])
        multis += sum(isinstance(m, Multi) for _p, m in state.history)
        state.check_conservation()
    assert multis >= 3


def test_a_state_that_lays_its_own_way_keeps_its_field():
    """Double-lock's state on Fives' line lays a tile with its own ``_lay``, which keeps
    ``doubles_down``: the doubles on the table at the deal's end."""
    from domino_lab.driver import run_deal

    game = _design("fives:layout:double_lock")
    state = run_deal(game.deal(3, 1), [dl.bots.Random(1 + k) for k in range(3)])
    assert state.doubles_down == frozenset(p.tile.low for p in state.table.placed if p.tile.is_double)
