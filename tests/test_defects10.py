"""Defects reported by the attack run of 2026-12-05 in the driver (left to the engine's owner), each
with its reproduction: what a learner who mistypes a call is told."""

from __future__ import annotations

import pytest

import domino_lab as dl


@pytest.mark.parametrize("game", ["classic", None, 5, dl.games.chain.kozel.Kozel])
def test_playout_of_something_that_is_no_game_is_refused_by_name(game):
    """``dl.playout("classic", bots)`` failed with a raw AttributeError ('str' object has no attribute
    'check_players'); it is refused as ``dl.play`` refuses it, before anything is dealt."""
    bots = [dl.bots.Greedy()] * 2
    with pytest.raises(dl.SetupError, match=r"bots play a game, e\.g\. dl\.game\('kozel'\), not "):
        dl.playout(game, bots)
    with dl.i18n.using("ru"):
        with pytest.raises(dl.SetupError) as err:
            dl.playout(game, bots)
    assert "dl.game('kozel')" in str(err.value) and "bots play" not in str(err.value)


@pytest.mark.parametrize("n,en,ru", [(1, "1 bot for 4 players", "1 бот на 4 игроков"),
                                     (2, "2 bots for 4 players", "2 бота на 4 игроков"),
                                     (5, "5 bots for 4 players", "5 ботов на 4 игроков")])
def test_too_few_or_too_many_bots_are_counted_in_words(n, en, ru):
    """``check_bots`` said "1 bots for 2 players"; the count takes its plural in both languages."""
    from domino_lab.driver import check_bots

    bots = [dl.bots.Greedy()] * n
    with pytest.raises(dl.SetupError, match=en + ": one bot per seat"):
        check_bots(bots, 4)
    with dl.i18n.using("ru"):
        with pytest.raises(dl.SetupError, match=ru):
            check_bots(bots, 4)


def test_a_board_graphs_scale_is_a_number_above_zero():
    """``board_graph_svg(state, scale="x")`` was a raw TypeError; 0 drew a picture nobody sees."""
    from domino_lab.graphs import board_graph_svg
    from domino_lab.table import LineLayout

    line = LineLayout.from_text("5-1 1-1 1-3")
    for scale in ("x", 0, -1.0, float("nan")):
        with pytest.raises(dl.SetupError, match="scale is a picture's size in pixels: a number above 0"):
            board_graph_svg(line, scale=scale)
    assert board_graph_svg(line, scale=0.5).count('class="node"') == 3


def test_openspiels_determinized_mcts_reads_a_numpy_seed():
    """``DeterminizedMCTSBot(game, 0, seed=np.int64(3))`` was a raw TypeError (np.random wants an int):
    a numpy seed is read as the whole number it is, and plays as ``seed=3``."""
    pytest.importorskip("pyspiel")
    np = pytest.importorskip("numpy")
    import random

    from domino_lab.rl import openspiel as osp

    game = osp.load_game("kozel", players=2)
    bot = osp.DeterminizedMCTSBot(game, 0, simulations=8, samples=1, seed=np.int64(3))
    same = osp.DeterminizedMCTSBot(game, 0, simulations=8, samples=1, seed=3)
    state, rng = game.new_initial_state(), random.Random(1)
    while state.is_chance_node() or state.current_player() != 0:
        state.apply_action(rng.choice(state.chance_outcomes())[0] if state.is_chance_node()
                           else state.legal_actions()[0])
    assert bot.step(state) == same.step(state)
    with pytest.raises(dl.SetupError, match="a seed is a whole number"):
        osp.DeterminizedMCTSBot(game, 0, seed="3")


def test_an_exercises_long_whole_number_is_read_as_one():
    """An exercise's numeric answer of 10 digits or more was told "write a whole number … is not one"."""
    from domino_lab.lessons import Exercise

    ex = Exercise("How many?", answer=12345678901, compute=lambda: 12345678901, solution="Count them.")
    assert ex.check("12345678901").right and not ex.check("1234567890").right
    assert "is not one" not in ex.check("1234567890").message


def test_an_after_play_that_lists_the_moves_leaves_no_stale_list():
    """An ``after_play`` that calls ``state.legal_moves()`` (a teacher's hook showing the mover's
    options) left its list cached, and the next ``play`` checked the next player's move against it
    (found by the attack run on the kept deal: a raw KeyError, or a move of the wrong hand taken)."""
    from domino_lab.driver import run_deal
    from domino_lab.games.chain.classic import Classic
    from domino_lab.games.chain.kozel import Kozel
    from domino_lab.games.counting.muggins import Muggins

    for base in (Kozel, Classic, Muggins):
        class Lists(base):  # type: ignore[valid-type,misc]
            def after_play(self, state, player, move):
                state.context["options"] = state.context.get("options", 0) + len(state.legal_moves())
                return super().after_play(state, player, move)

        Lists.info = base.info
        game, stock = Lists(), dl.game(base.info.id)
        for seed in range(4):
            state, plain = game.deal(2, seed), stock.deal(2, seed)
            while not plain.over:
                move = plain.legal_moves()[0]
                assert state.legal_moves() == plain.legal_moves()
                state.play(move)
                plain.play(move)
            assert state.to_text() == plain.to_text()
            kept = dl.playout(game, [dl.bots.Greedy(), dl.bots.Greedy()], seed)
            assert kept.to_text() == run_deal(stock.deal(2, seed), [dl.bots.Greedy(), dl.bots.Greedy()]).to_text()
