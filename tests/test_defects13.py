"""Defects found after the attack runs of 2026-12-05, each with its reproduction."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.i18n import using


def test_an_analysis_budget_of_one_position_is_counted_in_both_languages():
    """``how`` said "within a budget of 1 positions" (the count sat inside another plural), and in
    Russian "в 1 позиций", "в 3 позиций": the budget is now a count of its own."""
    state = dl.game("muggins").deal(2, seed=3)
    one = dl.analyse(state, worlds=2, seed=0, nodes=1)
    assert one.how.endswith("the rest within a budget of 1 position)")
    three = dl.analyse(state, worlds=2, seed=0, nodes=3)
    assert three.how.endswith("the rest within a budget of 3 positions)")
    with using("ru"):
        assert one.how.endswith("в пределах бюджета в 1 позицию)")
        assert three.how.endswith("в пределах бюджета в 3 позиции)")


def test_a_deal_won_by_one_pip_says_pip_in_english_and_counts_in_russian():
    """Fork (and every game that scores the first out: Classic, Wagons, Sausage, the discard games)
    said "scores the others' 1 pips"; Matador "... 1 pips" too, out or lightest."""
    from domino_lab.games.scoring import score_first_out

    state = dl.game("fork").deal(2, seed=0)
    one = score_first_out(state, "out", 0, None, [0, 1])
    assert one.why == "player 0 went out and scores the others' 1 pip"
    assert score_first_out(state, "out", 0, None, [0, 7]).why == "player 0 went out and scores the others' 7 pips"
    with using("ru"):
        assert str(one.why) == "игрок 0 вышел и записывает себе очки соперников: 1"
    matador = dl.game("matador")
    finished = matador.deal(2, seed=0)
    finished.hands = [set(), {dl.Tile(0, 1)}]
    out = matador.score_deal(finished, "out", 0, None)
    assert "player 0 went out and scores the others' 1 pip;" in out.why
    finished.hands = [{dl.Tile(0, 0)}, {dl.Tile(0, 1)}]
    blocked = matador.score_deal(finished, "fish", None, 1)
    assert "player 0 has the lightest hand (0) and scores the others' 1 pip;" in blocked.why


def test_an_observation_of_a_players_view_counts_the_hidden_tiles_of_the_deal():
    """``state.observation(p).public`` is a view of the deal; its own observation counted the
    other hands and the boneyard as the empty sets the view holds (0 tiles each), so a sample of it,
    or anything fed it, imagined empty hands."""
    state = dl.game("kozel").deal(4, 1)
    view = state.observation(0).public
    assert view.observation(0).hand_sizes == state.observation(0).hand_sizes == (7, 7, 7, 7)
    classic = dl.game("classic").deal(2, 1)
    again = classic.observation(1).public.observation(1)
    assert again.hand_sizes == classic.observation(1).hand_sizes
    assert again.boneyard_size == classic.observation(1).boneyard_size == len(classic.boneyard)


def test_bingo_refuses_a_short_hand_in_words_that_count_and_speak_russian():
    """Bingo's position check said "player 0 holds 1 tiles" in an English f-string, in a Russian
    session too."""
    state = dl.game("bingo").deal(2, 0)
    state.hands[0] = set(sorted(state.hands[0])[:1])
    assert state._check_position() == ("player 0 holds 1 tile: while tiles are left to draw, both refill to 7 "
                                       "after every trick")
    with using("ru"):
        assert str(state._check_position()).startswith("у игрока 0 1 кость:")


def test_the_coachs_hint_counts_its_imagined_deals():
    """The Board's hint said "over 1 imagined deals" (and "по 1 воображаемым раздачам")."""
    from domino_lab.widgets.words import say

    assert say("en", "over deals exact", n=1) == "over 1 imagined deal, each solved exactly"
    assert say("en", "over deals budget", n=40, k=3) == ("over 40 imagined deals (3 solved exactly, the rest "
                                                          "within a budget)")
    assert say("ru", "over deals exact", n=1) == "по 1 воображаемой раздаче, каждая решена точно"
    assert say("ru", "over deals budget", n=21, k=0).startswith("по 21 воображаемой раздаче")


def test_a_play_the_games_own_touching_end_refuses_leaves_the_deal_as_it_was():
    """A game whose ``touching_end`` names a number the tile does not show for one play it allows
    (``tests/test_kept_attack3.py``'s ``OddTouch``: 6-6 on 0) refuses that play when it is made
    (``IllegalMove``), and the engine had taken the tile out of the player's hand first: the deal
    that refused the move was changed by it."""
    from test_kept_attack3 import OddTouch

    game = OddTouch()
    for seed in range(60):
        state = game.deal(2, seed)
        while not state.over:
            odd = [m for m in state.legal_moves() if str(m) == "6-6 on 0"]
            if odd:
                before = state.to_text()
                with pytest.raises(dl.IllegalMove):
                    state.play(odd[0])
                assert state.to_text() == before
                state.check_conservation()
                return
            state.play(state.legal_moves()[0])
    pytest.fail("no deal offered 6-6 on 0")


def test_a_designs_rule_card_names_the_game_each_part_comes_from():
    """The card of a design with parts had no rule at all ("0 rules", and "no clauses written for
    this game yet: its docstring" over an empty docstring); it now says which game each part comes
    from, and the base for everything else, each with the call that shows that game's card."""
    game = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    card = dl.rules(game, lang="en")
    assert repr(card).endswith("2 parts from other games, 0 options changed>")
    text = card.text()
    assert "MADE OF THE PARTS OF OTHER GAMES" in text and "no clauses written" not in card._repr_html_()
    assert "  • layout: Muggins (All Fives) — dl.rules('muggins')" in text
    assert "  • everything else: Kozel (the Goat) — dl.rules('kozel')" in text
    ru = dl.rules(game, lang="ru")
    assert "2 части из других игр" in repr(ru) and "  • выкладка: Маггинс — dl.rules('muggins')" in ru.text()
    assert "dl.rules(&#x27;kozel&#x27;)" in ru._repr_html_()
    assert not dl.rules("kozel").made_of
    assert repr(dl.rules("kozel", lang="en")).startswith("<RuleCard: Kozel (the Goat), 12 rules")
    assert not dl.rules(dl.design("kozel")).made_of  # (a catalogue game rebuilt from its own parts: its own card)


def test_a_position_a_game_refuses_is_refused_in_the_sessions_language():
    """The position checks of the chain family, the discard games, Seven, Milky Way, Forty-Two,
    Seven Dwarfs and Sharing refused in English f-strings, in a Russian session too."""
    classic = dl.game("classic").deal(2, 1)
    classic.hands[0] = set()
    assert classic._check_position() == "player 0 has no tiles left: the deal is over (write 'turn: over')"
    with using("ru"):
        assert str(classic._check_position()).startswith("у игрока 0 не осталось костей: раздача окончена")
    pit = dl.game("pit").deal(2, 1)
    pit.hands[1] = set()
    with using("ru"):
        assert str(pit._check_position()).startswith("у игрока 1 не осталось костей: он вышел")
    assert str(pit._check_position()) == "player 1 has no tiles left: he is out and the deal is over"
