"""The counted cross's integer loop (``games.counting.counted_cross``): Muggins and the designs laid
on its cross and counted as it counts, played deal for deal, field for field, as the engine plays
them; the games it must not take go to the other paths."""

from __future__ import annotations

import functools

import pytest
from helpers import bots_of, proves_finishes, proves_playouts, proves_simulate_rows, same_deal

import domino_lab as dl
from domino_lab.design import design
from domino_lab.driver import run_deal
from domino_lab.games import fastpath
from domino_lab.games.counting import counted_cross
from domino_lab.games.counting.base import CountingState
from domino_lab.games.counting.muggins import Lengthwise, MugginsState
from domino_lab.table.cross import CrossLayout, HouseLayout

_RECORD = ("_log", "_tally", "_start")  # the loop's own record (counted_cross._FromLog)
_check = functools.partial(same_deal, record=_RECORD)

GAMES = {
    "muggins": lambda: dl.game("muggins"),
    "muggins-no-lengthwise": lambda: dl.game("muggins", lengthwise_doubles=False),
    "muggins-double-nine": lambda: dl.game("muggins", set_n=9),
    "muggins-draw-one": lambda: dl.game("muggins", draw="one"),
    "kozel-on-muggins-cross": lambda: design("kozel", layout="muggins", deal_scoring="muggins"),
    "kozel-on-muggins-cross-no-lengthwise": lambda: design("kozel", layout="muggins", deal_scoring="muggins",
                                                           options={"lengthwise_doubles": False}),
    "classic-on-muggins-cross": lambda: design("classic", layout="muggins", deal_scoring="muggins"),
    "muggins-with-kozel-match": lambda: design("muggins", match_scoring="kozel"),
    # a cross that counts nothing in play (its deal scoring does not: NO_COUNT), and one whose deal
    # scoring reads the move that ended the deal (Sea Goat's 0-0)
    "muggins-with-classic-scoring": lambda: design("muggins", deal_scoring="classic"),
    "kozel-on-muggins-cross-no-count": lambda: design("kozel", layout="muggins"),
    "sea-goat-on-muggins-cross": lambda: design("sea_goat", layout="muggins"),
}


def _game(name):
    try:
        return GAMES[name]()
    except dl.DominoError as exc:  # pragma: no cover - an option this catalogue does not have
        pytest.skip(str(exc))


@pytest.mark.parametrize("name", list(GAMES))
def test_the_loop_takes_the_game_first(name):
    game = _game(name)
    bots = [dl.bots.Random(k) for k in range(game.default_players)]
    assert counted_cross.supported(game, bots)
    assert next(p for p in fastpath.paths() if p.supported(game, bots)) is counted_cross
    assert game._fast_playout(game.default_players, 3, bots).__class__.__mro__[1] is counted_cross._FromLog


@pytest.mark.parametrize("kind", ["random", "mixed", "greedy"])
@pytest.mark.parametrize("name", list(GAMES))
def test_a_deal_is_the_engines_deal_field_for_field(name, kind):
    """Every number of players, 40 seeds each (every third with a match's leader): the result, the
    position, the history (each move named as the engine names it), the points scored in play and
    their log, the tally, who moved first, every field."""
    proves_playouts(counted_cross, _game(name), kind, seeds=40, check=_check)


@pytest.mark.parametrize("name", ["muggins", "kozel-on-muggins-cross", "classic-on-muggins-cross",
                                  "muggins-with-classic-scoring"])
def test_simulate_plays_it_from_the_seats_seeds(name):
    """``dl.simulate`` (fresh Random seats, never made: ``playout_random``) gives the engine's rows."""
    game = _game(name)
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        proves_simulate_rows(counted_cross, game, players, n=60)


def test_the_deals_lay_lengthwise_doubles_and_count():
    """The seeds above meet what the loop must get right: doubles laid lengthwise (turned on the
    table), plays that score, deals that end in a fish."""
    game = dl.game("muggins")
    deals = [counted_cross.playout(game, p, s, bots_of("random", p, s)) for p in (2, 3, 4) for s in range(40)]
    assert any(isinstance(m, Lengthwise) for d in deals for _, m in d.history)
    assert any("=" in d.table.to_text() for d in deals)
    assert all(d.score_log for d in deals[:5]) and any(d.result().reason == "fish" for d in deals)
    assert all(isinstance(d, MugginsState) and type(d.table) is CrossLayout for d in deals)
    plain = design("classic", layout="muggins", deal_scoring="muggins")
    assert type(counted_cross.playout(plain, 4, 1, bots_of("random", 4, 1))._view(0)) is MugginsState  # (plain)


@pytest.mark.parametrize("name", list(GAMES))
def test_a_position_under_way_is_finished_as_the_engine_finishes_it(name):
    """Any position (a random walk into the deal: on an empty table, a lone lead, a spinner with
    lengthwise doubles, mid-turn draws and passes), every number of players; the position it
    started from is left as it was."""
    proves_finishes(counted_cross, _game(name), seeds=30, check=_check)


@pytest.mark.parametrize("name", ["muggins", "kozel-on-muggins-cross"])
def test_a_position_read_from_text_is_finished_as_the_engine_finishes_it(name):
    """A position read back from its text (its cross rebuilt from the notation, no history behind
    it), a few moves into the deal and well into it."""
    game = _game(name)
    for seed in range(12):
        state = game.deal(4, seed)
        for _ in range(3 + seed):
            if state.over:
                break
            state.play(state.legal_moves()[-1])
        if state.over:
            continue
        again = type(state).from_text(state.to_text(), game=game)
        bots = bots_of("mixed", 4, seed)
        assert counted_cross.finish_supported(again, bots)
        _check(counted_cross.finish(again, bots), run_deal(again.clone(), bots_of("mixed", 4, seed)))


def test_what_the_loop_does_not_know_goes_to_the_other_paths():
    """A count, a state, extra moves, a matching or a table of the game's own; another cross
    (Telephone's house, Donkey's closing doubles); a bot that looks; a line."""
    bots = [dl.bots.Random(k) for k in range(4)]
    base = type(dl.game("muggins"))

    class OwnCount(base):
        def count(self, state):
            return super().count(state) + 1

    class OwnState(MugginsState):
        pass

    class OwnStateGame(base):
        StateClass = OwnState

    class PlainState(base):
        StateClass = CountingState  # (Muggins' lengthwise moves offered, never turned: still exact)

    class OwnExtras(base):
        def extra_moves(self, state, plays):
            return super().extra_moves(state, plays)[:1]

    class OwnEnds(base):
        def end_accepts(self, state, end, tile):
            return tile.pips != 7

    class House(base):
        def new_layout(self):
            return HouseLayout()

    class Fixed(base):
        def new_layout(self):
            table = CrossLayout()
            table.spinner_rule = "fixed"
            return table

    class Looks(dl.bots.Random):
        looks = True

    assert counted_cross.supported(base(), bots) and counted_cross.supported(PlainState(), bots)
    for game in (OwnCount(), OwnStateGame(), OwnExtras(), OwnEnds(), House(), Fixed()):
        assert not counted_cross.supported(game, bots), type(game).__name__
    assert not counted_cross.supported(base(), [Looks(k) for k in range(4)])
    for gid in ("telephone", "donkey", "odd_even", "fives", "kozel"):
        assert not counted_cross.supported(dl.game(gid), bots), gid
    assert not counted_cross.supported(design("kozel", deal_scoring="muggins"), bots)
    for seed in range(10):  # the state the loop leaves lengthwise moves untouched on is the engine's
        fast = counted_cross.playout(PlainState(), 4, seed, bots_of("random", 4, seed))
        _check(fast, run_deal(PlainState().deal(4, seed), bots_of("random", 4, seed)))
