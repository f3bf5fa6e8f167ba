"""Muggins and the designs laid on its cross, played by the engine (the driver's short road: the
chain family's ``_apply`` without the layers of hooks that only hand on, ``plays.state_plan``) deal
for deal, field for field, as its checked loop plays them; and what their deals must show (doubles
laid lengthwise, plays that score, fish). They had a loop of their own on integers, the counted
cross, until 2026-12-05, then the hooked loop (``hooked_path``) until later that day: their games,
variants and checks are kept here."""

from __future__ import annotations

import pytest
from helpers import (
    bots_of,
    checked_engine,
    paths_taking,
    proves_text_finishes,
    same_deal,
)

import domino_lab as dl
from domino_lab.design import design
from domino_lab.driver import playout, run_deal
from domino_lab.games.counting.base import CountingState
from domino_lab.games.counting.muggins import Lengthwise, MugginsState
from domino_lab.table.cross import CrossLayout

GAMES = {
    "muggins": lambda: dl.game("muggins"),
    "muggins-no-lengthwise": lambda: dl.game("muggins", lengthwise_doubles=False),
    "muggins-double-nine": lambda: dl.game("muggins", set_n=9),
    "muggins-draw-one": lambda: dl.game("muggins", draw="one"),
    "kozel-on-muggins-cross": lambda: design("kozel", layout="muggins", deal_scoring="muggins"),
    "kozel-on-muggins-cross-no-lengthwise": lambda: design("kozel", layout="muggins", deal_scoring="muggins",
                                                           options={"lengthwise_doubles": False}),
    "kozel-on-muggins-cross-draw-one": lambda: design("kozel", layout="muggins", deal_scoring="muggins",
                                                      options={"draw": "one"}),
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
def test_no_path_takes_them_at_any_number_of_players(name):
    game = _game(name)
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        assert not paths_taking(game, players), players


@pytest.mark.parametrize("kind", ["random", "mixed", "greedy"])
@pytest.mark.parametrize("name", list(GAMES))
def test_a_deal_is_the_checked_engines_deal_field_for_field(name, kind):
    """Every number of players, 8 seeds each: the result, the position (lengthwise doubles turned),
    the history, the points scored in play and their log, the tally, who moved first, every field."""
    game = _game(name)
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        for seed in range(8):
            same_deal(run_deal(game.deal(players, seed), bots_of(kind, players, seed)),
                      checked_engine(game.deal(players, seed), bots_of(kind, players, seed)))


@pytest.mark.parametrize("name", ["muggins", "kozel-on-muggins-cross"])
def test_a_position_read_from_text_is_finished_as_the_engine_finishes_it(name):
    """A position read back from its text (its cross rebuilt from the notation, no history behind
    it), two players a few moves in; four players, a few moves in and well into the deal."""
    game = _game(name)
    if name in {info.id for info in dl.catalogue()}:  # (a design's text is read with its game, below)
        proves_text_finishes(game, moves=3)
    for seed in range(12):
        state = game.deal(4, seed)
        for _ in range(3 + seed):
            if state.over:
                break
            state.play(state.legal_moves()[-1])
        if state.over:
            continue
        again = type(state).from_text(state.to_text(), game=game)
        fast = dl.driver.finish(again, bots_of("mixed", 4, seed))
        same_deal(fast, run_deal(again.clone(), bots_of("mixed", 4, seed)))


def test_the_deals_lay_lengthwise_doubles_and_count():
    """Muggins' rules at work in the engine's deals: doubles laid lengthwise (turned on the table),
    plays that score, deals that end in a fish; a design on Muggins' cross counted as it counts
    keeps Muggins' state."""
    game = dl.game("muggins")
    deals = [run_deal(game.deal(p, s), bots_of("random", p, s)) for p in (2, 3, 4) for s in range(40)]
    assert any(isinstance(m, Lengthwise) for d in deals for _, m in d.history)
    assert any("=" in d.table.to_text() for d in deals)
    assert all(d.score_log for d in deals[:5]) and any(d.result().reason == "fish" for d in deals)
    assert all(isinstance(d, MugginsState) and type(d.table) is CrossLayout for d in deals)
    plain = design("classic", layout="muggins", deal_scoring="muggins")
    assert type(run_deal(plain.deal(4, 1), bots_of("random", 4, 1))) is MugginsState


def test_a_users_variant_of_muggins_is_played_as_the_engine_plays_it():
    """A count, a state, extra moves or an end rule of the user's own: the engine's short road plays
    the deal its checked loop plays."""
    base = type(dl.game("muggins"))

    class OwnCount(base):
        def count(self, state):
            return super().count(state) + 1

    class OwnState(MugginsState):
        pass

    class OwnStateGame(base):
        StateClass = OwnState

    class PlainState(base):
        StateClass = CountingState  # (Muggins' lengthwise moves offered, never turned)

    class OwnExtras(base):
        def extra_moves(self, state, plays):
            return super().extra_moves(state, plays)[:1]

    class OwnEnds(base):
        def end_accepts(self, state, end, tile):
            return tile.pips != 7

    for game in (OwnCount(), OwnStateGame(), PlainState(), OwnExtras(), OwnEnds()):
        for seed in range(8):
            fast = playout(game, bots_of("mixed", 4, seed), seed)
            same_deal(fast, checked_engine(game.deal(4, seed), bots_of("mixed", 4, seed)))
