"""Defects a designer or learner would meet in a composed game (the design attack run): each a
small reproduction of what went wrong, kept as a regression test."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.games.state import State


def _walk(game, players: int, seed: int):
    """The states of one deal between a Random and a Greedy bot, in turn."""
    state = game.deal(players, seed)
    bots = [Greedy() if k % 2 else Random(k) for k in range(players)]
    while True:
        yield state
        if state.over:
            return
        p = state.current
        state = state.play(bots[p].choose(state.observation(p), state.legal_moves()))


@pytest.mark.parametrize("spec", [{"base": "sea_goat", "layout": "matador"}, {"base": "bergen", "layout": "french"},
                                  {"base": "matador", "matching": "threes"}, {"base": "fork", "layout": "french"}])
def test_an_equal_pips_matching_on_a_line_of_sevens_lays_and_reads_equal_pips(spec):
    # the line of sevens asked the matching hooks a chain game (or Threes) has not (is_wild, joins)
    # and took the sevens' own: a 4-3 was laid "wild", turned either way, and the table's text was
    # read back by sums of seven ("1-1 cannot join 1 with its 1")
    game = dl.design(**spec)
    assert not game.wild_tiles() and not any(game.is_wild(t) for t in game.set)
    for seed in range(3):
        for state in _walk(game, game.default_players, seed):
            line = state.table.to_text().split() if state.table is not None else []
            for left, right in zip(line, line[1:]):
                assert left.split("-")[1] == right.split("-")[0], state.to_text()  # equal pips touch
            text = state.to_text()
            assert State.from_text(text, game=game).to_text() == text


def test_french_keeps_its_dead_table_of_blank_ends():
    from domino_lab.games.counting.french import French

    game = French()
    state = dl.position(game, ["1-2", "3-5"], "0-4 4-3 3-0", spare_to=1)
    assert not game.dead_table(state)  # (the honours are not all down)
    assert game.wild_tiles()


@pytest.mark.parametrize("spec", [{"base": "kozel", "layout": "fives"}, {"base": "telephone", "layout": "threes"},
                                  {"base": "fork", "layout": "threes_luck"}])
def test_a_deal_that_leaves_no_boneyard_is_not_ended_by_fives_boneyard_rule(spec):
    # Fives' "the deal stops once the boneyard is drawn" ended every four-player deal of a base that
    # deals the whole set at its first tile ('exhausted', one move), and a match between Greedy bots,
    # whose deals all wrote minus points, went on for 1000 deals
    game = dl.design(**spec)
    rows = dl.simulate(game, 30, [Greedy() for _ in range(4)], seed=1)
    assert all(r.reason != "exhausted" and r.moves > 4 for r in rows)
    assert dl.play_match(game, [Greedy() for _ in range(4)], seed=1).deals


def test_fives_still_stops_once_its_boneyard_is_drawn():
    rows = dl.simulate(dl.game("fives"), 60, [Random(k) for k in range(4)], seed=0)
    assert any(r.reason == "exhausted" for r in rows)


@pytest.mark.parametrize("spec", [{"base": "matador", "draw": "threes", "options": {"scoring": "matadors"}},
                                  {"base": "threes_luck", "draw": "general"},
                                  {"base": "threes", "draw": "matador"}, {"base": "french", "deal": "threes_luck"}])
def test_a_draw_part_is_the_draw_the_design_plays_and_its_positions_read_back(spec):
    # the draw part brought its options alone: Matador's and Threes for Luck's own may_draw (draw at will, up to
    # five) kept playing under "Threes' draw", while the position reader trusted the option ("drawn must be ...
    # 0 to 1, not '2'"); and Threes for Luck's draw_limit, carried in by its deal, capped French's drawn at 5
    from domino_lab.games.counting.line_scoring import LineScoringGame

    game = dl.design(**spec)
    if "draw" in spec:  # the draw the design plays is its draw part's (a chain game's: the family's, on the option)
        assert type(game).may_draw is getattr(type(dl.game(spec["draw"])), "may_draw", LineScoringGame.may_draw)
    for seed in range(4):
        for state in _walk(game, game.default_players, seed):
            text = state.to_text()
            assert State.from_text(text, game=game).to_text() == text


@pytest.mark.parametrize("parts, players, remedy", [
    ({"base": "telephone", "layout": "blitz"}, 2, "take the layout from another game"),  # (Blitz on Sausage's
    # rows, which dealt Sausage's rows only through Blitz's deal calling on into Sausage's: refused at once now)
    ({"base": "milky_way", "layout": "french"}, 2, "take the layout from another game"),
    ({"base": "matador", "draw": "threes"}, 2, "a fine its deals write")])
def test_a_design_whose_match_never_ends_is_refused_whatever_part_it_takes(parts, players, remedy):
    # only designs taking a part a match reads (teams, deal or match scoring, lead, deal) played a trial
    # match: Blitz on Sausage's rows, where every tile is laid, wrote 0 to 0 deal after deal and its
    # match never ended (dl.play_match stopped after 1000 deals); Matador with Threes' draw (a stuck player
    # may not draw at will) writes a six-point fine a pass, and its two-player match runs into the thousands
    with pytest.raises(dl.SetupError) as err:
        dl.design(**parts)
    text = str(err.value)
    assert f"at {players} players a match between Random bots, or Greedy ones, has not ended" in text and remedy in text


def test_the_remedy_a_refusal_names_composes():
    # Matador's beginners' scoring has no fine: the same draw then gives a match that ends
    game = dl.design("matador", draw="threes", options={"scoring": "matadors"})
    assert dl.play_match(game, [Greedy(), Greedy()], seed=3).deals
