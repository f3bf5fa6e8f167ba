"""Seven's rules on the object engine, in Seven and in the designs on Seven's line or with Seven's
state (another game on Seven's layout, Seven with another game's line or deal scoring). Seven had a
fast path of its own (``games.chain.seven_path``) until 2026-12-05; these designs were the ones it
took, and are played by the object engine since, as Seven itself is. Their deals are proved
unchanged by ``tests/test_fingerprint.py``; here: no path takes them, Seven's 6 and 7 stay the
design's own, a move of several tiles is laid, and the moves Seven's stuck test lists and keeps for
the driver (``SevenState._begin_turn``) are the turn's moves, on the states whose turn is the
family's and on no other (``SevenState.family_turn``)."""

from __future__ import annotations

import random

import pytest
from helpers import paths_taking, same_deal

import domino_lab as dl
from domino_lab.driver import playout, run_deal

#: (base, kind, donor): dl.design(base, kind=donor), once taken by Seven's path.
TAKEN = [("kozel", "layout", "seven"), ("classic", "layout", "seven"), ("general", "layout", "seven"),
         ("blitz", "layout", "seven"), ("sea_goat", "layout", "seven"), ("double_lock", "layout", "seven"),
         ("odd_even", "layout", "seven"), ("telephone", "layout", "seven"), ("muggins", "layout", "seven"),
         ("milky_way", "layout", "seven"), ("seven", "layout", "double_lock"), ("seven", "layout", "blitz"),
         ("seven", "layout", "sea_goat"), ("seven", "deal_scoring", "muggins")]


def _ids(spec):
    return "{}-{}={}".format(*spec)


def _design(spec):
    base, kind, donor = spec
    return dl.design(base, **{kind: donor})


def _bots(players, seed, kind="random"):
    if kind == "greedy":
        return [dl.bots.Greedy() for _ in range(players)]
    if kind == "mixed":
        return [dl.bots.Greedy() if k % 2 else dl.bots.Random(seed + k) for k in range(players)]
    return [dl.bots.Random(seed + k) for k in range(players)]


@pytest.mark.parametrize("spec", [("seven", None, None), *TAKEN], ids=lambda s: s[0] if s[1] is None else _ids(s))
def test_seven_and_the_designs_on_its_line_are_played_by_the_engine(spec):
    """No path takes them; the driver's short road (the moves a stuck test kept handed on) plays
    them as its checked road does (``State.play``)."""
    game = dl.game("seven") if spec[1] is None else _design(spec)
    players = game.default_players
    assert not paths_taking(game, players)
    for kind in ("random", "greedy", "mixed"):
        for seed in range(3):
            same_deal(playout(game, _bots(players, seed, kind), seed=seed),
                      run_deal(game.deal(players, seed), _bots(players, seed, kind), on_move=lambda p, m: None))


def _again(state) -> bool:
    """Whether some player moved again after his own play (a sum of 6 on Seven's line)."""
    return any(type(m) is dl.Play and q == p for (p, m), (q, _) in zip(state.history, state.history[1:]))


def test_sevens_rule_after_a_play_is_the_designs_own():
    """On Seven's layout a base keeps its own rule after a play (none): nobody plays again on a
    six or takes tiles for a seven; Seven with another deal scoring keeps both, and counts."""
    kozel = _design(("kozel", "layout", "seven"))
    deals = [playout(kozel, _bots(4, seed), seed=seed) for seed in range(30)]
    assert not any(map(_again, deals)) and all(d.seven_by is None for d in deals)
    counted = _design(("seven", "deal_scoring", "muggins"))
    deals = [playout(counted, _bots(4, seed), seed=seed) for seed in range(30)]
    assert any(map(_again, deals)) and any(d.seven_by is not None for d in deals) and any(d.score_log for d in deals)


@pytest.mark.parametrize("donor", ["blitz", "sea_goat"])
def test_seven_on_a_line_with_moves_beyond_one_tile_lays_them(donor):
    """Seven on Blitz's or Sea Goat's line: the game's ``extra_moves`` are offered, and a move of
    several tiles is laid tile by tile (then Seven's 6 and 7 read the ends it leaves)."""
    game, several = dl.design("seven", layout=donor), 0
    for seed in range(10):
        deal = playout(game, [dl.bots.Greedy() for _ in range(4)], seed=seed)
        several += any(isinstance(m, dl.moves.Multi) for _, m in deal.history)
    assert several


KEEPING = ["seven", "seven@take=given", "seven@draw=until_playable", "kozel:layout:seven", "muggins:layout:seven",
           "double_lock:layout:seven", "seven:layout:double_lock", "seven:layout:muggins", "seven:deal_scoring:muggins"]


def _game(spec):
    spec, _, option = spec.partition("@")
    if ":" in spec:
        return _design(spec.split(":"))
    return dl.game(spec, **dict([option.split("=")] if option else []))


@pytest.mark.parametrize("spec", KEEPING)
def test_the_moves_the_stuck_test_keeps_are_the_turns_moves(spec):
    """Seven's stuck test lists the turn's moves and keeps them (``_legal``) for the driver, on a
    state whose turn is the family's (``family_turn``: Seven's, and designs' on its line or its
    state on another table): at every position of many deals they are the moves listed afresh."""
    game, kept = _game(spec), 0
    assert game.deal(game.default_players, 0).family_turn
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        for seed in range(12):
            state, rng = game.deal(players, seed), random.Random(seed)
            while not state.over:
                kept += state._legal is not None
                legal = state.legal_moves()
                fresh = state.clone()
                fresh._legal = None
                assert legal == list(fresh._legal_moves()), state.to_text()
                state.play(rng.choice(legal))
    assert kept


@pytest.mark.parametrize("spec", ["blitz:layout:seven", "seven:layout:blitz", "fork:layout:seven",
                                  "ladder:layout:seven", "fives:layout:seven", "seven:layout:wagons"])
def test_a_state_that_writes_a_turn_of_its_own_goes_through_super(spec):
    """Moves beyond one tile listed by the state (Blitz's), Fork's draw, Ladder's one-way line, the
    line-scoring family's turn, Wagons' trains: their turn is not the family's, so Seven's state
    neither names ``ChainState``'s methods nor keeps moves for them."""
    game = _game(spec)
    state = game.deal(game.default_players, 1)
    assert not state.family_turn
    while not state.over:
        assert state._legal is None  # (play empties it; nothing in the move kept the next turn's moves)
        state.play(state.legal_moves()[0])
