"""Defects a learner, teacher or game designer met in the attack run of 2026-12-04 (the
designer's widget, ``dl.evaluate``, the analysis, the Board): each a small reproduction of
what went wrong (a raw error, "nan" shown as a measure, an argument silently ignored), kept
as a regression test."""

from __future__ import annotations

import math

import pytest

import domino_lab as dl
from domino_lab.i18n import using


@pytest.fixture(scope="module")
def small():
    return dl.game("classic", set_n=4, hand_size=5, draw="none")  # (two players: dl.evaluate's players=2)


@pytest.fixture(scope="module")
def record():
    return dl.play(dl.game("kozel"), [dl.bots.Greedy()] * 4, seed=2)


# -- dl.evaluate ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("args, name", [({"n": 0}, "n"), ({"n": 1}, "n"), ({"n": -3}, "n"), ({"n": True}, "n"),
                                        ({"search_n": -1}, "search_n"), ({"reference_n": 0}, "reference_n")])
def test_evaluate_refuses_too_few_deals_rather_than_showing_nan(small, args, name):
    # n=0 printed "fish rate: nan% (95% CI nan%–nan%, 0 deals)" and "plays most like: classic (nan)";
    # n=1 a zero-wide interval ("29.0 (95% CI 29.0–29.0)"); search_n=-1 "-1 ISMCTS against Greedy"
    with pytest.raises(dl.SetupError, match=f"^{name} counts the deals to play: a whole number of at least"):
        dl.evaluate(small, **{"n": 4, "search_n": 0, "players": 2, **args})


def test_evaluate_with_two_deals_shows_finite_intervals_and_no_reference_count_without_like(small):
    result = dl.evaluate(small, n=2, players=2, search_n=0, like=False, reference_n=0)  # (reference_n unread)
    assert all(math.isfinite(f.low) and math.isfinite(f.high) for f in result.figures.values())
    assert "nan" not in str(result)
    assert "plays most like" not in result._repr_html_()  # (it said "plays most like: " and no game)


def test_evaluate_seed_none_draws_a_fresh_seed_and_names_it(small):
    # seed + 1 raised TypeError on None
    result = dl.evaluate(small, n=2, players=2, seed=None, search_n=0, like=False)
    seed = int(str(result.how).rsplit("seed ", 1)[1])
    again = dl.evaluate(small, n=2, players=2, seed=seed, search_n=0, like=False)
    assert str(again) == str(result)
    with pytest.raises(dl.SetupError, match="a seed is a whole number"):
        dl.evaluate(small, n=2, players=2, seed="x", search_n=0, like=False)


def test_an_executor_that_is_none_is_refused_by_simulate_evaluate_and_analyse(small):
    # 'str' object has no attribute 'submit'
    with pytest.raises(dl.SetupError, match="executor plays the chunks"):
        dl.simulate(small, 2, [dl.bots.Random(0), dl.bots.Random(1)], executor="x")
    with pytest.raises(dl.SetupError, match="executor plays the chunks"):
        dl.evaluate(small, n=2, players=2, search_n=0, like=False, executor="x")
    with pytest.raises(dl.SetupError, match="executor solves the chunks"):
        dl.analyse(small.deal(2, seed=4), worlds=2, executor="x")


# -- the designer's widget ----------------------------------------------------------------------------

def test_the_designer_refuses_a_kind_of_part_it_does_not_know():
    # Designer(foo="muggins") was a plain Kozel, the part silently dropped (dl.design refuses it)
    with pytest.raises(dl.SetupError, match="there is no kind of part 'foo'"):
        dl.Designer(foo="muggins")
    with pytest.raises(dl.SetupError, match="вида части .scoring. нет"):
        dl.Designer(lang="ru", scoring="muggins")


@pytest.mark.parametrize("args, words", [({"n": 0}, "n counts the deals"), ({"n": "5"}, "n counts the deals"),
                                         ({"seed": "x"}, "a seed is a whole number")])
def test_the_designer_refuses_a_count_or_seed_in_the_cell_not_at_measure(args, words):
    # they were found by "measure" or "play", in a button's callback the learner never sees
    with pytest.raises(dl.SetupError, match=words):
        dl.Designer(**args)


def test_the_designers_shown_spec_rebuilds_its_design_after_a_conflict_and_a_new_base():
    import json
    import re

    d = dl.Designer(n=2)
    d.parts["layout"].value = "biryuk"  # a discard game's table on a laying base: refused
    assert d.game is None and d.play_button.disabled and "refused" in d.message.value
    d.base.value = "muggins"
    assert d.game is None
    d.parts["layout"].value = "classic"
    spec = json.loads(re.search("<code>(.*)</code>", d.spec_box.value).group(1).replace("&quot;", '"'))
    assert dl.design(**spec) == d.game and not d.play_button.disabled


# -- the Board ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("args, words", [
    ({"game": "kozel"}, "a board plays a game"),  # 'str' object has no attribute 'default_players'
    ({"seats": "you"}, "seats lists every seat"),  # three people: 'y', 'o', 'u'
    ({"delay": -1}, "delay is the seconds"),  # sleep length must be non-negative, when a bot moved
    ({"delay": "x"}, "delay is the seconds"),
    ({"size": 0}, "size is a hand tile's height"),
    ({"size": "big"}, "size is a hand tile's height"),
    ({"hint_bot": "greedy"}, "hint_bot is a bot"),  # at the first hint
    ({"hint_bot": dl.bots.Greedy}, "hint_bot is a bot"),
    ({"start": "x"}, "a board starts from a deal"),
])
def test_the_board_refuses_what_it_cannot_play_with(args, words):
    with pytest.raises(dl.SetupError, match=words):
        dl.Board(**{"game": dl.game("kozel"), "delay": 0, **args})


def test_the_board_speaks_its_refusals_in_its_language():
    with pytest.raises(dl.SetupError, match="пауза между ходами"):
        dl.Board(dl.game("kozel"), delay=-1, lang="ru")


def test_a_board_with_a_fresh_seed_starts_the_next_match():
    # seed=None: the next match's seed was None + 1 (TypeError on "new deal" once the match was over)
    board = dl.Board(dl.game("classic"), seats=[dl.bots.Greedy(), dl.bots.Greedy()], seed=None, delay=0)
    first = board.seed
    assert first == board.match.seed
    for _ in range(100):
        if board.match.over:
            break
        board.new_deal()
    assert board.match.over
    board.new_deal()
    assert board.seed == first + 1 and board.match.seed == first + 1 and not board.match.over


# -- the analysis -------------------------------------------------------------------------------------

def test_analyse_refuses_what_is_no_deal(small):
    state = small.deal(2, seed=4)
    with pytest.raises(dl.SetupError, match="analyse takes a deal in progress"):
        dl.analyse("x")  # 'str' object has no attribute 'over'
    with pytest.raises(dl.SetupError, match="not an observation"):
        dl.analyse(state.observation(state.current))
    for chunk in ("x", 0, 2.5):
        with pytest.raises(dl.SetupError, match="chunk is how many imagined deals"):
            dl.analyse(state, worlds=2, chunk=chunk)


def test_review_refuses_what_is_no_record_and_a_seed_that_is_no_whole_number(record, small):
    with pytest.raises(dl.SetupError, match="review takes a finished deal's record"):
        dl.review("x")
    with pytest.raises(dl.SetupError, match="review takes a finished deal's record"):
        dl.review(small.deal(2, seed=1))
    for seed in ("x", 2.5):  # "x": int('x') raised ValueError; 2.5 was read as 2
        with pytest.raises(dl.SetupError, match="a seed is a whole number"):
            dl.review(record, worlds=2, seed=seed)


def test_review_thresholds_are_checked_first_and_a_partial_set_keeps_the_other_defaults(record):
    # {"x": 1} and a partial {"blunder": 5} raised KeyError after the first position was analysed
    with pytest.raises(dl.SetupError, match="there is no mark 'x'"):
        dl.review(record, worlds=2, thresholds={"x": 1})
    with pytest.raises(dl.SetupError, match="thresholds maps marks"):
        dl.review(record, worlds=2, thresholds=[1])
    with pytest.raises(dl.SetupError, match="is a number of points"):
        dl.review(record, worlds=2, thresholds={"blunder": "8"})
    rows = dl.review(record, worlds=2, seed=1, full=True, thresholds={"blunder": 0.5}).rows
    costs = [(r["cost"], r["mark"]) for r in rows if r["mark"] != "forced"]
    assert costs and all(mark == ("best" if cost <= 1e-9 else "blunder") for cost, mark in costs)


def test_the_new_refusals_speak_russian(small):
    with using("ru"):
        with pytest.raises(dl.SetupError, match="число раздач"):
            dl.evaluate(small, n=0)
        with pytest.raises(dl.SetupError, match="на доске играют в игру"):
            dl.Board("kozel")


# -- a design's records --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def designed():
    return dl.design("classic", deal_scoring="kozel", name="Мой козёл",
                     options={"set_n": 4, "hand_size": 5, "draw": "none"})


def test_a_designs_record_replays_reviews_and_shows_in_the_session_that_played_it(designed):
    # the record named the design by its id ('design_' for this name, 'classic_deal_scoring_kozel' without one),
    # which is no catalogue game: replay, dl.review and dl.Replay raised "there is no game 'design_'"
    rec = dl.play(designed, [dl.bots.Greedy()] * 2, seed=3)
    assert rec.replay().to_text() == dl.playout(designed, [dl.bots.Greedy()] * 2, seed=3).to_text()
    assert len(dl.review(rec, worlds=2, seed=1)) == len(rec.moves)
    assert "Мой козёл" in repr(dl.Replay(rec))
    match = dl.play_match(designed, [dl.bots.Greedy()] * 2, seed=1)
    assert all(deal.replay().over for deal in match.deals)
    assert dl.Replay(match).deals == match.deals
    assert rec == dl.DealRecord(**{**vars(rec), "played": None})  # (the game played is not part of the record)


def test_a_designs_record_saves_and_loads_by_its_spec(designed, tmp_path):
    # the saved record named only the design's id: DealRecord.load raised "there is no game 'design_'"
    rec = dl.play(designed, [dl.bots.Greedy()] * 2, seed=3)
    rec.save(tmp_path / "deal.json")
    back = dl.DealRecord.load(tmp_path / "deal.json")
    assert back == rec and back.replay().to_text() == rec.replay().to_text()
    match = dl.play_match(designed, [dl.bots.Greedy()] * 2, seed=1)
    match.save(tmp_path / "match.json")
    again = dl.MatchRecord.load(tmp_path / "match.json")
    assert again == match and again.to_json() == match.to_json()
    assert "design" not in dl.play(dl.game("classic"), [dl.bots.Greedy()] * 2).to_dict()  # (a catalogue game's)
    data = rec.to_dict()
    for spec, words in [({**data["design"], "layout": "nosuch"}, "there is no game 'nosuch'"),
                        ({**data["design"], "options": [1]}, "design: the record cannot be set up")]:
        with pytest.raises(dl.RecordError, match=words):
            dl.DealRecord.from_dict({**data, "design": spec})


def test_a_summary_of_no_game_or_one_shows_no_nan():
    # "the leader's side won nan% (95% CI nan%–nan%)", "moves per game: nan ± nan" (0 games), "29.0 ± nan" (1 game)
    game, bots = dl.game("kozel"), [dl.bots.Random(k) for k in range(4)]
    for n in (0, 1):
        summary = dl.summarize(game, n, bots)
        assert "nan" not in str(summary) and "nan" not in str(dl.compare(game, dl.game("classic"), n, bots))
    assert str(dl.summarize(game, 0, bots)) == "0 games"
    assert str(dl.summarize(game, 1, bots)).endswith("moves per game: 29.0")
    with using("ru"):
        assert str(dl.summarize(game, 1, bots)).endswith("ходов за игру: 29.0")
    assert " ± " in str(dl.summarize(game, 2, bots))


def test_a_designs_options_that_are_no_dict_are_refused_by_name():
    # dl.design("kozel", options=[1, 2]) raised a raw TypeError at cls(**options)
    with pytest.raises(dl.SetupError, match=r"options are the design's rule options, a dict .* not \[1, 2\]"):
        dl.design("kozel", layout="muggins", options=[1, 2])


def test_a_designs_repr_rebuilds_it_and_a_russian_name_gives_a_readable_id():
    # repr was dl.game('kozel_layout_muggins'), which dl.game refuses; every name in Russian got the id 'design_'
    game = dl.design("kozel", layout="muggins", name="Моя игра", options={"opening": 0})
    assert repr(game) == "dl.design('kozel', name='Моя игра', layout='muggins', options={'opening': 0})"
    assert eval(repr(game), {"dl": dl}) == game  # noqa: S307 - (what a person pastes back)
    assert game.info.id == "moia_igra" and dl.design("kozel", layout="muggins", name="Ёлка-2").info.id == "elka_2"
    assert dl.design("kozel", layout="muggins", name="42").info.id == "design_42"


def test_an_analysis_of_one_imagined_deal_shows_no_spread():
    # worlds=1 printed "± 0.0": a standard error nobody knows, shown as if it were certain
    state = dl.game("classic").deal(2, seed=3)
    one = dl.analyse(state, worlds=1, seed=1)
    assert all(math.isnan(m.stderr) for m in one.moves) and "±" not in str(one)
    assert all(row["stderr"] is None for row in one.rows()) and "<td>—</td>" in one._repr_html_()
    assert "±" in str(dl.analyse(state, worlds=3, seed=1))
