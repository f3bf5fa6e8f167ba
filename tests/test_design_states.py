"""A design's state is its parts' states put together (``design.compose._state``): each part's rules
must still run in it, and every position of its deals must read back from its text as the same
position (``State.from_text``). Found by the design attack run: a line-scoring base on Seven's
line lost its end of a deal whose boneyard is used up and kept its fresh draws past the turn
(Seven's turn did not hand on to the family's), and its pass went uncharged (Threes for Luck);
Ladder on a line-scoring game's line read its table back as a one-way line it never was; a
position after a take on Seven's line, under a game that never draws, did not read back at all."""

from __future__ import annotations

import pytest
from helpers import bots_of, legal

import domino_lab as dl
from domino_lab.games.counting.line_scoring import LineScoringGame
from domino_lab.games.state import State
from domino_lab.moves import Pass

#: Line-scoring bases on Seven's line (every such pair ``dl.design`` composes).
ON_SEVEN = [("fives", "layout", "seven"), ("threes", "layout", "seven"), ("threes_luck", "layout", "seven"),
            ("bergen", "layout", "seven")]
#: Seven's line or Seven with a draw part, under a game that never draws: Seven's take marks the
#: taker's one tile drawn (``drawn: 1``), which the position reader refused ("drawn must be 0").
TAKES = [("seven", "draw", "milky_way"), ("seven", "draw", "general"), ("seven", "draw", "sausage"),
         ("milky_way", "layout", "seven"), ("general", "layout", "seven")]
#: Ladder on a line-scoring game's line (and, as a check, on lines whose state turns one way).
LADDER = [("ladder", "layout", g) for g in ("fives", "threes", "threes_luck", "bergen", "matador", "french",
                                             "kozel", "seven", "muggins")]


def _ids(spec):
    return "{}-{}={}".format(*spec)


def _design(spec):
    base, kind, donor = spec
    return dl.design(base, **{kind: donor})


def _walk(game, players: int, seed: int, kind: str):
    """The states of one deal between bots of ``kind``, in turn."""
    state = game.deal(players, seed)
    bots = bots_of(kind, players, seed)
    while True:
        yield state
        if state.over:
            return
        p = state.current
        state.play(bots[p].choose(state.observation(p), state.legal_moves()))


@pytest.mark.parametrize("kind", ["random", "greedy"])
@pytest.mark.parametrize("spec", ON_SEVEN + TAKES + LADDER, ids=_ids)
def test_every_position_of_a_designs_deal_reads_back_as_itself(spec, kind):
    game = _design(spec)
    lo, hi = game.info.players
    for seed in range(3):
        for state in _walk(game, min(max(lo, 2 + seed), hi), seed, kind):
            text = state.to_text()
            back = State.from_text(text, game=game)
            assert back.to_text() == text
            assert legal(back) == legal(state), text


@pytest.mark.parametrize("spec", ON_SEVEN, ids=_ids)
def test_a_line_scoring_base_on_sevens_line_keeps_its_end_and_forgets_its_draws(spec):
    game = _design(spec)
    reasons, stale = set(), 0
    for seed in range(60):
        for state in _walk(game, 4, seed, "random"):
            stale += bool(getattr(state, "fresh", None)) and not state.drawn
        reasons.add(state.result().reason)
    if type(game).boneyard_done is not LineScoringGame.boneyard_done:  # (Fives, Threes, Threes for Luck)
        assert "exhausted" in reasons  # the deal stops once the boneyard is drawn
    assert stale == 0  # (tiles drawn in an earlier turn are no longer this turn's)


def test_threes_for_luck_on_sevens_line_charges_a_pass_after_drawing():
    game = _design(("threes_luck", "layout", "seven"))
    charged = 0
    for seed in range(40):
        state = game.deal(4, seed)
        bots = bots_of("random", 4, seed)
        while not state.over:
            p = state.current
            move = bots[p].choose(state.observation(p), state.legal_moves())
            fresh, before = len(state.fresh), state.scored[state.side_of(p)]
            state.play(move)
            if isinstance(move, Pass) and fresh:
                assert state.scored[state.side_of(p)] == before - game.options.draw_penalty * fresh
                charged += 1
    assert charged


def test_ladder_on_a_counting_line_plays_and_reads_both_ends():
    # Threes' line is the table: its two ends stay open (the counting state lays and counts; Ladder's
    # turn of the line one way belongs to Ladder's own line), in play and in the position read back
    game = _design(("ladder", "layout", "threes"))
    state = dl.position(game, ["0-1 2-2 2-5", "0-0 5-6"], "0-4 4-2")
    assert "0-1 on 0" in legal(state)
    assert legal(State.from_text(state.to_text(), game=game)) == legal(state)
    ladder = dl.position("ladder", ["0-1 2-2 2-5", "0-0 5-6"], "0-4 4-2")
    assert "0-1 on 0" not in legal(ladder)  # (Ladder's own line grows one way)


@pytest.mark.parametrize("draw", ["milky_way", "general", "sausage"])
def test_dark_blitz_under_a_draw_that_never_draws_reads_back(draw):
    # Dark Blitz's turn starts with a draw whatever the draw option says; the reader held drawn to the option's 0
    game = dl.design("dark_blitz", draw=draw)
    for seed in range(3):
        state, bots = game.deal(game.default_players, seed), [dl.bots.Random(k) for k in range(game.default_players)]
        while not state.over:
            state.play(bots[state.current].choose(None, state.legal_moves()))
            text = state.to_text()
            assert State.from_text(text, game=game).to_text() == text
