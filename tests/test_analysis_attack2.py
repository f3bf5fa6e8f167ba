"""Defects found by the second attack run on the analysis layer (``dl.solve``, ``dl.analyse``,
``dl.review``): each a small reproduction of what a learner met, kept as a regression test.

Every position is small: two players, a seeded deal replayed to a few tiles left."""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.i18n import using


def _late(game, seed: int, left: int):
    """A seeded two-player deal played on by seeded random moves to ``left`` tiles in the hands."""
    state = game.deal(2, seed=seed)
    rng = random.Random(0)
    while not state.over and sum(len(h) for h in state.hands) > left:
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
    return state


def test_solution_margin_refuses_returns_of_another_length_by_name():
    """``Solution.margin(player, returns)`` with returns of the wrong length (one number for a
    two-player deal, a learner's slip) raised a raw ``IndexError: tuple index out of range``
    from inside the list comprehension; it should be a ``DominoError`` saying what returns are."""
    solution = dl.solve(_late(dl.game("kozel"), 0, 8))
    assert solution.margin(0, (3.0, -3.0)) == 6.0
    with pytest.raises(dl.DominoError, match="one return per player"):
        solution.margin(0, (1.0,))
    with pytest.raises(dl.DominoError, match="one return per player"):
        solution.margin(0, (1.0, 2.0, 3.0))
    with pytest.raises(dl.DominoError, match="one return per player"):
        solution.margin(0, 5)


@pytest.mark.parametrize("gid", ["kozel", "bingo"])
def test_analyse_refuses_a_players_view_rather_than_imagining_deals_from_its_empty_hands(gid):
    """``dl.analyse(observation.public)`` (the view a notebook draws: ``obs.public``) imagined deals
    from the view's own emptied hands: its observation counts the hidden hands and the boneyard as
    they are in the view (0 tiles), so a Kozel view of the player on turn was analysed with an
    opponent holding nothing and an empty boneyard ("4-4 on 4: -6.5" where the deal itself gives
    -1.8), the other player's view analysed the player on turn as holding no tile ("pass: +7.9
    ... (the only legal move)", though he had four moves), and a Bingo view raised a raw
    ``IndexError`` inside the search. ``solve`` refuses a view by name; ``analyse`` should too."""
    state = _late(dl.game(gid), 1, 8)
    player = state.current
    for viewer in (player, 1 - player):
        view = state.observation(viewer).public
        with pytest.raises(dl.SetupError, match="a player's view"):
            dl.analyse(view, worlds=2, nodes=200)
    assert dl.analyse(state, worlds=2, nodes=200).moves  # (the deal itself is analysed as before)


def test_a_cut_solutions_description_says_which_move_values_are_estimates():
    """``Solution.describe()`` of a search cut at a budget listed every move's returns alike, as
    facts: Kozel, two players, seed 3, 12 tiles in the hands, ``nodes=300`` showed "* 2-3 on 2
    (-3.5, +3.5) margin +7" (one line's returns: its search did not finish; exactly, the move
    gives player 1 -12.5) beside "5-6 on 5 (+3, -3)". A move whose value was not proved should
    say it is an estimate, and the bounds proved on it; an exact description says no such thing."""
    state = _late(dl.game("kozel"), 3, 12)
    cut = dl.solve(state, nodes=300)
    assert not cut.exact
    said = cut.describe().splitlines()
    after = {str(m): said[k + 1] for m in cut.values for k, line in enumerate(said)
             if line[3:].startswith(str(m.describe()) + " ")}  # (the line under each move's)
    for move, (lo, hi) in cut.bounds.items():
        assert ("an estimate" in after[str(move)]) == (lo != hi), after[str(move)]
    assert after["2-3 on 2"].strip() == "(an estimate: player 1's return no lower bound, no upper bound)"
    assert after["5-6 on 5"].strip() == "(an estimate: player 1's return no lower bound, at most -3)"
    assert "estimate" not in dl.solve(state).describe()


def test_analysis_table_speaks_russian_in_russian():
    """``Analysis.to_frame()`` (and ``rows()``) in Russian had English column names ("move",
    "mean", "stderr", "best share") and English moves ("lead 4-4"), while the same analysis's
    HTML table and the review's table speak Russian ("ход", "заход 4-4"). The columns and the
    moves should print in ``dl.language()`` and stay English underneath (``row["mean"]``)."""
    state = dl.game("classic", set_n=4, hand_size=5, draw="none").deal(2, seed=4)
    analysis = dl.analyse(state, worlds=2, seed=1)
    with using("ru"):
        frame = analysis.to_frame()
        words = [str(c) for c in frame.columns] + [str(m) for m in frame.iloc[:, 0]]
    assert "ход" in words and not {"move", "mean", "stderr", "best share"} & set(words)
    assert not any(w.startswith("lead ") for w in words)
    assert analysis.rows()[0]["mean"] == frame.iloc[0, 1]
