"""Defects found by the attack run on designs of 2026-12-04 (evening), each with its reproduction."""

import pytest

import domino_lab as dl
from domino_lab.games.state import State

# -- a design's name and options ----------------------------------------------------------------------


@pytest.mark.parametrize("name, parts", [
    ("muggins", {}),                 # was id "muggins": its positions were read back as Muggins'
    ("goat", {"layout": "muggins"}),  # an alias of Kozel: read back as Kozel, whose line has no cross
    ("Kozel", {"layout": "muggins"}),
])
def test_a_design_named_like_a_catalogue_game_is_not_read_back_as_that_game(name, parts):
    game = dl.design("kozel", name=name, **parts)
    text = game.deal(players=4, seed=1).to_text()
    assert State.from_text(text, game=game).to_text() == text
    with pytest.raises(dl.NotationError, match="names no game"):
        State.from_text(text)  # (before: Muggins' or Kozel's deal, not the design's)
    assert game.info.name == name and dl.design(**game.spec()) == game


def test_a_design_named_after_its_own_base_with_no_part_keeps_the_base_id():
    game = dl.design("kozel", name="Kozel")
    assert game.info.id == "kozel"
    assert dl.design("kozel", name="Cross goat", layout="muggins").info.id == "cross_goat"


def test_a_designs_options_whose_names_are_no_strings_are_refused_by_name():
    with pytest.raises(dl.SetupError, match="options are the design's rule options"):
        dl.design("kozel", options={5: 0})  # (was TypeError: keywords must be strings)


# -- the Replay fed a review ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def match_and_review():
    match = dl.play_match(dl.game("classic"), [dl.bots.Greedy(), dl.bots.Random(1)], seed=3)
    assert len(match.deals) > 1
    return match, dl.review(match.deals[0], worlds=2)


def test_a_replay_of_a_match_shows_the_review_only_on_the_deal_it_is_of(match_and_review):
    match, table = match_and_review
    replay = dl.Replay(match, review=table, graph=False)
    replay.slider.value = 4
    assert "costs" in replay.caption.value or "best" in replay.caption.value
    replay.deal_picker.value = 1
    for k in range(replay.slider.max + 1):  # (was: deal 1's marks on deal 2, IllegalMove drawing a "better" move)
        replay.slider.value = k
    assert "the review is of deal 1" in replay.caption.value and replay.better_view.value == ""
    replay.deal_picker.value = 0
    replay.slider.value = 4
    assert "the review is of deal" not in replay.caption.value


def test_a_replay_refuses_a_review_of_another_deal(match_and_review):
    match, table = match_and_review
    with pytest.raises(dl.SetupError, match="the review is not of this record"):
        dl.Replay(match.deals[1], review=table, graph=False)
    with pytest.raises(dl.SetupError, match="разбор не от этой записи"):
        dl.Replay(match.deals[1], review=table, graph=False, lang="ru")


@pytest.mark.parametrize("record, review, words", [
    ("x", None, "Replay takes a DealRecord"),  # (was TypeError)
    (None, 5, "review is a deal's review"),      # (was TypeError: 'int' object is not iterable)
    (None, "x", "review is a deal's review"),    # (was ValueError from dict("x"))
])
def test_a_replay_refuses_what_it_cannot_show_with_a_setup_error(match_and_review, record, review, words):
    match, _table = match_and_review
    with pytest.raises(dl.SetupError, match=words):
        dl.Replay(match.deals[0] if record is None else record, review=review, graph=False)


def test_a_replay_still_takes_a_reviews_rows_and_its_review_object(match_and_review):
    match, table = match_and_review
    rows = table.to_dict("records")
    assert dl.Replay(match.deals[0], review=rows, graph=False).reviewed == 0
    full = dl.review(match.deals[1], worlds=2, full=True)
    assert dl.Replay(match, review=full, graph=False).reviewed == 1


# -- numpy integers as counts and players ---------------------------------------------------------------

@pytest.fixture(scope="module")
def choice():
    import random

    state = dl.game("kozel").deal(players=4, seed=1)
    rng = random.Random(1)
    while len(state.history) < 20 or len(state.legal_moves()) < 2:
        state.play(rng.choice(state.legal_moves()))
    return state


def test_analyse_takes_numpy_integers_as_it_takes_seeds(choice):
    np = pytest.importorskip("numpy")
    plain = dl.analyse(choice, worlds=3)
    # (was: "there is no player np.int64(1) in a 4-player deal", "worlds ... a whole number ..., not np.int64(3)")
    for args in ({"player": np.int64(choice.current)}, {"worlds": np.int64(3)}, {"chunk": np.int64(2)},
                 {"nodes": np.int64(1_000_000)}):
        got = dl.analyse(choice, **{"worlds": 3, **args})
        assert got.rows() == plain.rows() and type(got.player) is int
    for args in ({"worlds": True}, {"player": True}, {"nodes": 2.0}, {"nodes": "AUTO"}, {"chunk": 1.5}):
        with pytest.raises(dl.SetupError):
            dl.analyse(choice, **{"worlds": 3, **args})


def test_review_and_evaluate_take_numpy_counts():
    np = pytest.importorskip("numpy")
    game = dl.game("classic")
    record = dl.play(game, [dl.bots.Random(1), dl.bots.Random(2)], seed=1)
    assert dl.review(record, worlds=np.int64(2)).equals(dl.review(record, worlds=2))
    evaluation = dl.evaluate(game, n=np.int64(4), search_n=np.int64(0), like=False, players=2)
    assert evaluation.how.english.startswith("4 deals between Random bots")


# -- finished positions read back with their result ------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda: dl.game("dark_blitz"),
    lambda: dl.design("fives", layout="dark_blitz"),
    lambda: dl.design("dark_blitz", teams="kozel", deal_scoring="kozel", match_scoring="kozel"),
])
def test_a_finished_dark_blitz_deal_reads_back_with_the_same_result(make):
    # the text's "fisher" names the blitzer (or who moved last); the read deal's result named him as its
    # рыбак, the played one nobody: (3 players, seed 1) fisher None played, 2 read back
    game = make()
    _finished_deals_read_back(game, game.info.players)


@pytest.mark.parametrize("make", [
    lambda: dl.design("milky_way", layout="ladder", draw="seven"),
    lambda: dl.design("milky_way", layout="ladder", lead="dark_blitz", match_scoring="threes"),
])
def test_a_finished_deal_on_ladders_line_is_scored_one_way_when_read_back(make):
    # Ladder's state turned its line one-way after the read deal had been scored, so Milky Way's deal
    # scoring, which reads the open ends, counted the lead's far end too: (2 players, seed 1) "can grow no
    # more on 2; players 0, 1 tie with 0" played, "on 2 and 3; player 0 counts the least (3)" read back
    game = make()
    _finished_deals_read_back(game, range(game.info.players[0], game.info.players[1] + 1))


@pytest.mark.parametrize("deal", ["kozel", "odd_even"])
def test_dark_blitz_on_matadors_line_reads_back_its_first_position(deal):
    # the layout's state plays Matador's turn (no draw starts it), but Dark Blitz's check refused a live
    # position with nothing drawn and an empty boneyard: every deal's first position was refused as over
    import random

    game = dl.design("dark_blitz", deal=deal, layout="matador")
    for seed in range(1, 6):
        state = game.deal(players=4, seed=seed)
        rng = random.Random(seed)
        while not state.over:
            text = state.to_text()
            assert State.from_text(text, game=game).legal_moves() == state.legal_moves()
            state.play(rng.choice(state.legal_moves()))


def test_dark_blitz_on_sevens_line_reads_back_its_first_position_of_empty_hands():
    # (the first form of the fix above asked the family's check there, which refused the empty hands)
    game = dl.design("dark_blitz", draw="milky_way", layout="seven")
    text = game.deal(players=3, seed=1).to_text()
    assert State.from_text(text, game=game).to_text() == text


def test_dark_blitz_still_refuses_a_live_position_with_nothing_left_to_draw():
    text = dl.game("dark_blitz").deal(players=3, seed=1).to_text()
    state = State.from_text(text)
    while state.boneyard:  # every tile drawn into the hands, nothing drawn this turn
        state.hands[0].add(state.boneyard.pop())
    with pytest.raises(dl.NotationError, match="the boneyard is used up"):
        State.from_text(state.to_text(), strict=False)


@pytest.mark.parametrize("base, parts", [
    ("matador", {"layout": "seven", "matching": "classic"}),
    ("matador", {"layout": "seven", "matching": "kozel"}),
    ("french", {"layout": "sea_goat", "matching": "fives"}),
])
def test_lengthwise_doubles_stay_lengthwise_when_another_games_reader_reads_the_line(base, parts):
    # Matador and French lay every double along the line; only their own reader said so, so on Seven's or
    # Sea Goat's line a double at an end was read back crosswise and both ends offered: (3 players, seed 1)
    # "3-4 on 4" played, "3-4 on 4 (left)" and "(right)" read back
    import random

    game = dl.design(base, **parts)
    for players in range(game.info.players[0], game.info.players[1] + 1):
        for seed in range(1, 6):
            state = game.deal(players=players, seed=seed)
            rng = random.Random(seed)
            while not state.over:
                back = State.from_text(state.to_text(), game=game)
                assert back.legal_moves() == state.legal_moves() and back.to_text() == state.to_text()
                state.play(rng.choice(state.legal_moves()))


def test_a_designs_position_read_without_its_game_says_how_to_read_it():
    game = dl.design("kozel", layout="muggins")
    text = game.deal(players=4, seed=1).to_text()
    with pytest.raises(dl.NotationError, match=r"names no game.*game=dl\.design"):
        State.from_text(text)
    with dl.i18n.using("ru"), pytest.raises(dl.NotationError, match="читается вместе с самой игрой"):
        State.from_text(text)


def test_a_reviews_good_threshold_is_read():
    # THRESHOLDS["good"] is the lower bound of "good"; a teacher's {"good": 0.5} was accepted and ignored
    from domino_lab.analysis.review import mark

    assert [mark(c) for c in (0.0, 0.3, 1.0)] == ["best", "good", "inaccuracy"]
    assert [mark(c, {**dl.analysis.review.THRESHOLDS, "good": 0.5}) for c in (0.0, 0.3, 0.5, 1.0)] == \
        ["best", "best", "good", "inaccuracy"]
    record = dl.play(dl.game("classic"), [dl.bots.Greedy(), dl.bots.Random(1)], seed=5)
    rows = dl.review(record, worlds=2, thresholds={"good": 100}, full=True).rows
    assert {str(r["mark"]) for r in rows} <= {"best", "forced"}


def test_evaluate_says_how_many_deals_each_skill_figure_played():
    # each side plays the strong seats in turn, n // sides deals each: 9 of n=10 with three sides,
    # where the table's header said 10
    ev = dl.evaluate(dl.game("classic"), n=10, search_n=4, iterations=2, like=False, players=3)
    assert ev.how == "10 deals between Random bots, 9 Greedy against Random, 3 ISMCTS against Greedy; seed 0"
    assert ev.figures["skill: Greedy over Random"].n == 9 and ev.figures["skill: ISMCTS over Greedy"].n == 3
    with dl.i18n.using("ru"):
        assert "9 — Greedy против Random, 3 — ISMCTS против Greedy" in str(ev.how)


def test_a_sausage_fish_reads_back_with_its_fisher():
    # a finished Sausage fish read back named no fisher (who laid the last tile; seed 15: player 0 in
    # play): the result read back was not the one played
    from domino_lab.games.state import State

    state = dl.playout(dl.game("sausage"), [dl.bots.Random(0), dl.bots.Random(1)], seed=15)
    assert state.result().reason == "fish" and state.result().fisher == 0
    assert state.to_text().endswith(" | fisher: 0")
    back = State.from_text(state.to_text())
    assert back.result() == state.result() and back.to_text() == state.to_text()


def _finished_deals_read_back(game, player_counts) -> None:
    """Random deals of ``game`` played to their end (seeds 1-7) read back with the result and text played."""
    import random

    for players in player_counts:
        for seed in range(1, 8):
            state = game.deal(players=players, seed=seed)
            rng = random.Random(seed)
            while not state.over:
                state.play(rng.choice(state.legal_moves()))
            back = State.from_text(state.to_text(), game=game)
            assert back.result() == state.result() and back.to_text() == state.to_text()
