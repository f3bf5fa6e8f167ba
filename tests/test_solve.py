"""dl.solve, the exact open-hands solver, checked against the plain exhaustive search
(``domino_lab.analysis.exhaustive``) on small positions of every game of the catalogue."""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.analysis.exhaustive import exhaustive
from domino_lab.analysis.generic import Budget, position_key
from domino_lab.analysis.solution import preference
from domino_lab.errors import DominoError, SetupError

GAMES = [g.id for g in dl.catalogue()]


def _snapshot(state):
    return (state.to_text(), [set(h) for h in state.hands], list(state.history), list(state.boneyard),
            dict(state.context), state.current, state.over)


def small_position(gid: str, seed: int = 1, limit: int = 400, players: int | None = None):
    """A position of a seeded random deal of ``gid`` as early as its whole tree still has at most
    ``limit`` positions (walking back from the end), with its exhaustive solution; preferring one
    where the player on turn has a choice (Roulette never gives one). A deal whose last positions
    are all larger (a long boneyard to draw from) gives way to the next seed."""
    game = dl.game(gid)
    fallback = None
    for s in range(seed, seed + 40):
        state = game.deal(players or game.info.players[0], seed=s)
        rng = random.Random(s)
        states = [state.clone()]
        while not state.over:
            moves = state.legal_moves()
            state.play(moves[rng.randrange(len(moves))])
            states.append(state.clone())
        found = None
        for back in range(2, len(states) + 1):
            st = states[-back]
            try:
                ref = exhaustive(st, limit=limit)
            except Budget:
                break
            if len(st.legal_moves()) > 1 or found is None or len(found[0].legal_moves()) == 1:
                found = (st, ref)
        if found is not None and len(found[0].legal_moves()) > 1:
            return found
        fallback = fallback or found
    if fallback is not None:
        return fallback
    raise AssertionError(f"{gid}: no small position with a choice in deals {seed} to {seed + 39}")


@pytest.mark.parametrize("gid", GAMES)
def test_solve_equals_exhaustive(gid):
    state, ref = small_position(gid)
    before = _snapshot(state)
    sol = dl.solve(state)
    assert _snapshot(state) == before  # the solver never changes the state it is given
    assert sol.exact and sol.player == state.current
    assert sol.returns == ref.returns
    assert set(sol.best) == set(ref.best)
    assert sol.values == ref.values  # every legal move, exact
    assert list(sol.values) == state.legal_moves()
    # every move in best reaches the value and no other move does
    p = state.current
    for move, value in sol.values.items():
        assert (value[p] == sol.returns[p]) == (move in sol.best)
    # the line is legal and ends with the returns
    end = state.clone()
    for move in sol.line:
        end.play(move)
    assert end.over and tuple(end.returns()) == sol.returns


@pytest.mark.parametrize("gid", ["kozel", "biryuk", "forty_two", "sea_goat"])
def test_a_second_deal(gid):
    state, ref = small_position(gid, seed=7, limit=800)
    sol = dl.solve(state)
    assert (sol.returns, set(sol.best), sol.values) == (ref.returns, set(ref.best), ref.values)


@pytest.mark.slow
@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("seed", [11, 23])
def test_larger_positions(gid, seed):
    state, ref = small_position(gid, seed=seed, limit=5000)
    sol = dl.solve(state)
    assert (sol.returns, set(sol.best), sol.values) == (ref.returns, set(ref.best), ref.values)


def test_two_sides_is_minimax_on_the_margin():
    """Kozel's teams: every best move keeps the side's margin, the others lose some of it."""
    state, ref = small_position("kozel", seed=2, players=4)
    sol = dl.solve(state)
    assert sol.exact and sol.returns == ref.returns
    margins = sol.move_margins()
    top = max(margins.values())
    assert {m for m, v in margins.items() if v == top} == set(sol.best)
    assert sol.margin() == top
    assert sol.returns[0] == sol.returns[2] and sol.returns[1] == sol.returns[3]


def test_more_sides_tie_break():
    """Three players: the value is the outcome the mover prefers by ``preference``."""
    state, ref = small_position("biryuk", seed=3)
    sol = dl.solve(state)
    p = state.current
    assert preference(sol.returns, p) == max(preference(v, p) for v in sol.values.values())


def test_over_deal():
    state, _ = small_position("classic")
    end = state.clone()
    while not end.over:
        end.play(end.legal_moves()[0])
    sol = dl.solve(end)
    assert sol.best == () and sol.values == {} and sol.line == () and sol.player is None
    assert sol.returns == tuple(end.returns()) and sol.exact


def test_budget_stops_and_says_so():
    state = dl.game("kozel").deal(4, seed=5)
    before = _snapshot(state)
    for sol in (dl.solve(state, nodes=300), dl.solve(state, seconds=0.05)):
        assert not sol.exact
        assert set(sol.values) == set(state.legal_moves())
        assert sol.best and set(sol.best) <= set(sol.values)
        assert "NOT exact" in sol.describe() and "NOT exact" in repr(sol)
    assert _snapshot(state) == before
    # a budget that is not spent leaves the answer exact
    small, ref = small_position("kozel")
    sol = dl.solve(small, nodes=10**7, seconds=600)
    assert sol.exact and sol.returns == ref.returns


@pytest.mark.parametrize("bad", [{"nodes": 0}, {"nodes": 1.5}, {"nodes": True}, {"seconds": 0},
                                 {"seconds": float("nan")}, {"seconds": "1"}])
def test_bad_budget(bad):
    state = dl.game("kozel").deal(4, seed=5)
    with pytest.raises(SetupError, match="budget"):
        dl.solve(state, **bad)


def test_what_cannot_be_searched():
    state = dl.game("kozel").deal(4, seed=5)
    obs = state.observation(0)
    with pytest.raises(DominoError, match="observation"):
        dl.solve(obs)
    with pytest.raises(DominoError, match="view"):
        dl.solve(state._view(0))

    class Rigged:
        def pick(self, candidates, kind):
            return candidates[0]

    rigged = dl.game("classic").deal(2, seed=1)
    rigged.chance = Rigged()
    with pytest.raises(DominoError, match="chance"):
        dl.solve(rigged)
    with pytest.raises(DominoError, match="not"):
        dl.solve("kozel")


def test_key_tells_apart_what_the_rules_read():
    """Sea Goat scores the winner's earlier move from the history: its key keeps the history;
    Kozel's rules never read it, so two move orders to one position share a key."""
    goat = dl.game("sea_goat").deal(2, seed=1)
    goat2 = goat.clone()
    goat2.history.append((0, dl.Pass()))
    assert position_key(goat) != position_key(goat2)
    koz = dl.game("kozel").deal(4, seed=1)
    koz2 = koz.clone()
    koz2.history.append((0, dl.Pass()))
    assert position_key(koz) == position_key(koz2)


def test_describe_and_repr():
    state, _ = small_position("kozel")
    sol = dl.solve(state)
    text = sol.describe()
    assert f"player {state.current} to move" in text and "line:" in text
    assert repr(sol).startswith("<Solution returns")
