"""Defects found in an attack run on what a teacher, a learner or a game designer touches
(defects12), each with its reproduction.

1. A match of a collecting game (Spark, Sharing, Roulette) or of Seven Dwarfs set to one deal
   (``deals=1``) said "1 deals; the most tiles wins" and ended "after 1 deals player 1 has the
   most tiles (17)"; in Russian "после 1 раздач". The count takes its plural now (en/ru).
2. An exercise's folded solution showed a chosen answer in English in a Russian session ("Ответ:
   both ways.", "Ответ: player 0.", "Ответ: more fish."): the stored answer is the choice's
   English, and ``shown_answer`` printed it as it was, where the answer box words the same choice
   in Russian. It is shown as the choice the box offers now.
3. The PettingZoo environment's ``reset(seed=...)`` handed the seed to gymnasium first: a numpy
   integer (which every other entry point takes), ``"x"``, ``1.5`` and ``-1`` were gymnasium's own
   ``Error``. The seed is read by the package's rule (``seeds.as_seed``) now, and a negative one
   refused by name (gymnasium's stream takes none).
4. ``observe``, ``observation_space`` and ``action_space`` of an agent that is not there were a
   bare ``ValueError`` / ``KeyError``: a ``SetupError`` naming the agents now (en/ru).
5. The raw environment before ``reset()``: ``step`` was an ``AttributeError``, ``observe`` and
   ``render`` a bare ``AssertionError``; each says to reset first now (en/ru).
6. ``Match.record`` of a deal with other players (a 3-player deal in a 2-player match) kept the
   deal's result and then failed with a bare ``IndexError``: the refused call changed the match
   ("after 1 deals", no score written). A deal of another game was scored silently, and what is no
   deal was an ``AttributeError``. The match refuses any deal not of its game and players now,
   before anything is written (en/ru).
7. A refused number of players in Russian said "в «Classic dominoes» играют 2 to 4 игроков": the
   range was English (``games.info.players_text``); it is "от 2 до 4" now, and the game is named
   in the session's language («Классическое домино»).
8. Russian counts with no plural: a Board's refused start said "доска на 4 мест" (4 места), and
   Kozel's match of ``deals=4`` "4 раздач; …" (4 раздачи); both say "мест: 4", "раздач: 4" now,
   right for any number (translations only). An Explorer's run of 21 deals said "по 21 раздач"
   (по 21 раздаче): "раздач на каждый вариант: 21" now.
9. A design's rule card in Russian (``dl.rules(design, lang="ru")``, the Board's "?") showed the
   design's English description under its Russian title: the card looked the summary up among the
   catalogue's messages. A design's summary is its description, worded in the card's language now.
10. A rule card's repr said "12 rules, 1 options changed", in English in a Russian card too: its
    counts take their plurals in the card's language now.
11. ``observation.sample(3)`` (a seed, as every other entry point takes one) was a bare
    ``AttributeError`` ('int' object has no attribute 'shuffle'), and ``sample("x")`` too: a seed
    makes the ``random.Random`` now, and anything else is a ``SetupError`` saying what it takes.
12. A discard game's status after one move without a discard said "1 moves without a discard":
    the count takes its plural now.
13. The command line's language: ``domino-lab --lang ru rules kozel`` and ``DOMINO_LAB_LANG=ru
    domino-lab rules kozel`` printed the English card (the rules command's own ``--lang``, default
    "en", overwrote the language asked), and ``domino-lab play kozel --lang ru`` was refused
    (only ``rules`` took ``--lang`` after the command). Every command takes it after itself now,
    and only a ``--lang`` given there overrides the one before it (or DOMINO_LAB_LANG).
14. ``dl.Explorer`` with "whole matches" ticked showed a fish rate of 0.0% (95% CI 0.0%–16.1%)
    for any rules, in its table and its plot: a match ends "match", never "fish", and a match's
    deals' ends are not kept. It shows no fish rate for whole matches now (as ``dl.compare``).
15. Blitz at five or six players and Wagons at three lay a common lead from the tiles left
    undealt; a ``hand_size`` that deals the whole set (Blitz on the double-nine, five hands of 11)
    was a bare ``IndexError`` (pop from empty list) from ``deal``, ``dl.play`` and the Board, and a
    failed game (a bug) in ``dl.simulate``. It is a ``SetupError`` naming the rule now (en/ru), in
    one place (``chain.leads.lay_common_lead``) for both games.
16. ``dl.Designer(seed=None)`` kept ``None``: every "measure" measured new deals (two clicks on
    the same design, two tables) and every "play" dealt another match. It draws a fresh seed and
    keeps it now, as ``dl.Explorer`` and ``dl.GamePicker`` do.
17. ``dl.review(record, thresholds={"blunder": np.int64(1)})`` (a threshold read from a table) was
    refused as "not a number of points"; any real number is taken now (as the package's counts
    and seeds take numpy integers).
18. Numpy numbers refused as "not a whole number" / "not a number": ``dl.solve``'s ``nodes`` and
    ``seconds`` (``dl.analyse`` took them), a Board's (and a GamePicker's) ``size`` and ``delay``,
    MonteCarlo's and ISMCTS's counts (their seeds took them). A number of players and a player
    (``game.deal(np.int64(2))``, ``dl.Match(game, np.int64(2))``, ``state.observation(np.int64(0))``)
    were refused too: they are read as whole numbers now (``seeds.as_whole``).
19. ``dl.draw.state_svg(state, words=None)`` was a bare ``TypeError`` ('NoneType' object is not
    callable) from deep in the drawing: ``None`` is the default wording now, and what is no
    function a ``SetupError`` naming ``words``.
20. Lesson 02b's Candelabra question has the answer −2, and its solution writes "−2" with the
    minus sign (U+2212); an answer typed so was told "write a whole number, such as 12: '−2' is not
    one". The exercise reads that minus sign as a minus now.
21. A simulation's progress bar (``progress=True``) said "simulating … deal/s" in a Russian
    session: its words are the session's language's now.
22. An observation's repr was English in a Russian session ("<Observation of player 0: hand …>"),
    where the widgets and rule cards show themselves in the session's language: it is worded by
    gettext now.
"""

from __future__ import annotations

import re

import pytest

import domino_lab as dl

# -- 1. a match of one deal is said in the singular ----------------------------------------------------------


@pytest.mark.parametrize("gid, english, russian", [
    ("spark", ("1 deal; the most tiles wins", "after 1 deal player 1 has the most tiles (17)"),
     ("1 раздача; побеждает набравший больше всех костей",
      "после 1 раздачи больше всех костей у стороны игрок 1 (17)")),
    ("seven_dwarfs", ("1 deal; the most points wins", "after 1 deal player 1 leads with 50"),
     ("1 раздача; побеждает набравший больше всех очков", "после 1 раздачи впереди игрок 1: 50")),
])
def test_a_match_of_one_deal_is_said_in_the_singular(gid, english, russian):
    game = dl.game(gid, deals=1)
    players = game.info.players[0]
    match = dl.play_match(game, [dl.bots.Greedy()] * players, seed=1)
    assert (game.match_goal(players), match.why) == english  # (the record keeps the English)
    with dl.i18n.using("ru"):
        assert (str(game.match_goal(players)), str(match.why)) == russian


def test_a_match_of_two_deals_is_still_said_in_the_plural():
    game = dl.game("spark", deals=2)
    match = dl.play_match(game, [dl.bots.Greedy()] * 2, seed=1)
    assert (game.match_goal(2), match.why) == ("2 deals; the most tiles wins",
                                               "after 2 deals player 1 has the most tiles (34)")
    with dl.i18n.using("ru"):
        assert str(match.why) == "после 2 раздач больше всех костей у стороны игрок 1 (34)"


# -- 2. an exercise's answer is shown in the learner's language ----------------------------------------------

def test_an_exercises_chosen_answer_is_shown_in_the_learners_language():
    """Lesson 00's fish question, in Russian: the choices read «оба способа», but the folded
    solution said "Ответ: both ways." (the stored answer is the choice's English, shown as it was)."""
    from domino_lab.lessons import exercises_of
    from domino_lab.widgets.exercise import ExerciseBox

    fish = exercises_of("00")[1]
    assert fish.answer == "both ways" and fish.kind == "choice"
    with dl.i18n.using("ru"):
        assert fish.shown_answer() == "оба способа"
    box = ExerciseBox(fish, 2, lang="ru")
    assert "Ответ: оба способа." in box.solution.children[0].value
    assert fish.shown_answer() == "both ways"  # (in English, as before)
    assert fish.check("both ways").right  # (what the answer box sends is still the English)


# -- 3-5. the PettingZoo environment: its seed, its agents, and nothing before reset() ------------------------

def _raw_env(**kwargs):
    rl = pytest.importorskip("domino_lab.rl")
    pytest.importorskip("pettingzoo")
    return rl.raw_env("kozel", players=4, **kwargs)


@pytest.mark.parametrize("seed, english, russian", [
    ("x", "a seed is a whole number (or None for a fresh one), not 'x'", "seed"),
    (1.5, "a seed is a whole number (or None for a fresh one), not 1.5", "seed"),
    (-1, "reset's seed is a whole number of at least 0, not -1", "seed для reset — целое число не меньше 0, а не -1"),
])
def test_an_environments_reset_refuses_a_seed_by_the_packages_rule(seed, english, russian):
    """``reset(seed="x")``, ``1.5`` or ``-1`` raised gymnasium's own ``Error`` ("Seed must be a python
    integer"), no ``DominoError``; ``reset(seed=True)`` alone was the package's refusal."""
    env = _raw_env()
    with pytest.raises(dl.SetupError) as refused:
        env.reset(seed=seed)
    assert str(refused.value) == english
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match=russian):
        env.reset(seed=seed)


def test_an_environment_deals_from_a_numpy_seed_as_from_the_same_int():
    """``reset(seed=np.int64(3))`` was gymnasium's ``Error`` ("Seed must be a python integer"), where
    every other entry point of the package takes a numpy integer (a seed read from an array)."""
    np = pytest.importorskip("numpy")
    env, same = _raw_env(), _raw_env()
    env.reset(seed=np.int64(3))
    same.reset(seed=3)
    assert env.seed_used == 3 and str(env.episode.state.to_text()) == same.episode.state.to_text()
    env.reset(), same.reset()  # (the stream of later deals too)
    assert env.seed_used == same.seed_used


@pytest.mark.parametrize("call", ["observe", "observation_space", "action_space"])
def test_an_agent_that_is_not_there_is_refused_naming_the_agents(call):
    """``observe("player_9")`` was a bare ``ValueError`` ("'player_9' is not in list"), and
    ``observation_space("x")`` a ``KeyError``."""
    env = _raw_env()
    env.reset(seed=1)
    with pytest.raises(dl.SetupError, match=r"^there is no agent 'player_9'; the agents are player_0, player_1, "
                                            r"player_2, player_3$"):
        getattr(env, call)("player_9")
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="^агента 'player_9' нет; агенты: player_0"):
        getattr(env, call)("player_9")
    assert getattr(env, call)("player_3") is not None  # (an agent there is still answered)


@pytest.mark.parametrize("call", ["step", "observe", "render"])
def test_the_raw_environment_says_to_reset_before_anything(call):
    """Before ``reset()`` the raw environment's ``step(0)`` was an ``AttributeError`` ('DominoEnv'
    object has no attribute 'agent_selection'), ``observe`` and ``render`` a bare ``AssertionError``."""
    env = _raw_env(render_mode="ansi")
    args = {"step": (0,), "observe": ("player_0",), "render": ()}[call]
    with pytest.raises(dl.SetupError, match=rf"^reset\(\) the environment before {call}\(\): there is no deal yet$"):
        getattr(env, call)(*args)
    env.reset(seed=1)
    if call == "step":
        args = (env.episode.legal_actions()[0],)
    getattr(env, call)(*args)  # (after it, as before)


# -- 6. a match records its own deals only, and a refused one changes nothing --------------------------------

def _match_state(match):
    return list(match.scores), list(match.results), list(match.score_history), match.over, match.context


@pytest.mark.parametrize("deal", [
    lambda: dl.playout(dl.game("classic"), [dl.bots.Greedy()] * 3, seed=3),  # 3 players in a 2-player match
    lambda: dl.playout(dl.game("kozel"), [dl.bots.Greedy()] * 2, seed=3),  # another game's deal
    lambda: "x",
])
def test_a_match_refuses_a_deal_that_is_not_of_its_game_and_players_and_stays_as_it_was(deal):
    """``Match.record`` of a 3-player classic deal in a 2-player classic match was a bare
    ``IndexError`` after it had kept the deal's result (the match then said "after 1 deals" with
    no score written); a Kozel deal was scored in a Classic match, and ``"x"`` was an
    ``AttributeError``."""
    match = dl.Match(dl.game("classic"), 2, seed=1)
    match.play_deal([dl.bots.Greedy(), dl.bots.Random()])
    before = _match_state(match)
    with pytest.raises(dl.SetupError, match=r"^a match records its own deals: finished 2-player dl.game\('classic'\) "
                                            r"deals, not "):
        match.record(deal())
    assert _match_state(match) == before
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="^партия записывает только свои раздачи"):
        match.record(deal())


def test_a_match_still_records_its_own_finished_deals():
    match = dl.Match(dl.game("classic"), 2, seed=1)
    state = match.deal()
    while not state.over:
        state.play(state.legal_moves()[0])
    match.record(state)
    assert len(match.results) == 1 and match.scores == list(match.score_history[0]) and sum(match.scores) > 0


# -- 7. a range of players is said in the session's language --------------------------------------------------

def test_a_range_of_players_is_said_in_russian_in_a_russian_session():
    """``dl.game("classic").deal(9)`` in Russian said "играют 2 to 4 игроков, а не 9": the range was
    made in English (``games.info.players_text``) and put into the Russian sentence."""
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError) as refused:
        dl.game("classic").deal(9, seed=1)
    assert "играют от 2 до 4 игроков, а не 9" in str(refused.value) and " to " not in str(refused.value)
    with pytest.raises(dl.SetupError, match=r"^Classic dominoes is played by 2 to 4 players, not 9$"):
        dl.game("classic").deal(9, seed=1)  # (English as before)


def test_a_refused_number_of_players_names_the_game_in_russian():
    """In Russian the refusal reads "в «Classic dominoes» играют от 2 до 4 игроков": the game's
    English name in a Russian sentence (every other Russian message says «Классическое домино»)."""
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError) as refused:
        dl.game("classic").deal(9, seed=1)
    assert "«Классическое домино»" in str(refused.value)


# -- 8. counts in Russian refusals and goals that took no plural ---------------------------------------------

def test_a_boards_refused_start_counts_its_seats_in_good_russian():
    """A board of 4 seats refusing a 3-player deal said "доска на 4 мест … на 3 игроков" ("4 мест"
    is no Russian: "4 места"); the counts are said as "мест: 4", "игроков: 3" now, right for any n."""
    game = dl.game("classic")
    with pytest.raises(dl.SetupError) as refused:
        dl.Board(game, start=game.deal(3, seed=1), delay=0, lang="ru")
    assert str(refused.value) == ("доска (мест: 4) начинается с идущей раздачи classic (игроков: 4), а не с раздачи "
                                  "classic (игроков: 3)")
    with pytest.raises(dl.SetupError, match=r"^a board of 4 seats starts from a live classic deal of 4 players, not "
                                            r"a 3-player classic deal$"):
        dl.Board(game, start=game.deal(3, seed=1), delay=0, lang="en")


def test_kozels_match_of_four_deals_is_counted_in_good_russian():
    """Kozel's sports match (``deals=4``, a multiple of 4) said "4 раздач; побеждает сторона…" ("4
    раздачи"); the count is said as "раздач: 4" now, as the collecting games' goals said it."""
    game = dl.game("kozel", deals=4)
    with dl.i18n.using("ru"):
        assert str(game.match_goal(4)) == "раздач: 4; побеждает сторона, на которую записано меньше очков"
    assert game.match_goal(4) == "4 deals; the fewer points written against a side wins"


def test_an_explorers_run_counts_its_games_in_good_russian():
    """A run of 21 deals said "по 21 раздач, те же seed и боты" (по 21 раздаче; 22: по 22 раздачи):
    the count is said as "раздач на каждый вариант: 21" now, right for any n from 20 to 5000."""
    explorer = dl.Explorer(dl.game("classic"), n=21, lang="ru")
    explorer.run()
    assert explorer.message.value == "раздач на каждый вариант: 21, те же seed и боты; вариант: ничего не изменено"


# -- 9-10. a rule card: a design's summary in the card's language, and its counts in their plurals ---------------

def test_a_designs_rule_card_in_russian_sums_the_design_up_in_russian():
    """``dl.rules(dl.design("kozel", draw="milky_way"), lang="ru")`` (and the Board's "?" on a
    design) showed under its Russian title the English line "Kozel, but with Milky Way's draw": the
    card looks a summary up in the catalogue's messages, where a design's description is none."""
    import html
    import re

    design = dl.design("kozel", draw="milky_way")
    card = html.unescape(re.sub("<[^>]+>", "|", dl.rules(design, lang="ru")._repr_html_()))
    assert "|Козёл, но базар как в игре «Млечный путь»|" in card and "|Kozel, but with" not in card
    english = html.unescape(re.sub("<[^>]+>", "|", dl.rules(design, lang="en")._repr_html_()))
    assert "|Kozel, but with Milky Way's draw|" in english
    kozel = html.unescape(re.sub("<[^>]+>", "|", dl.rules("kozel", lang="ru")._repr_html_()))
    assert "|команды по двое; проигравшие записывают свои очки" in kozel  # (a catalogue game's, as before)


def test_a_rule_cards_counts_take_their_plurals_in_its_language():
    """``repr(dl.rules("kozel", target=50))`` said "<RuleCard: Kozel (the Goat), 12 rules, 1 options
    changed>", and the same English in a Russian card."""
    assert repr(dl.rules("kozel", target=50)) == "<RuleCard: Kozel (the Goat), 12 rules, 1 option changed>"
    assert repr(dl.rules("kozel", target=50, opening=0)) == "<RuleCard: Kozel (the Goat), 12 rules, 2 options changed>"
    assert repr(dl.rules("kozel", lang="ru", target=50)) == "<Карточка правил: Козёл, 12 правил, изменён 1 параметр>"


# -- 11. an observation's sample takes a seed, or says what it takes ---------------------------------------------

def test_an_observations_sample_takes_a_seed_as_a_random_made_from_it():
    """``state.observation(1).sample(3)`` was a bare ``AttributeError`` ('int' object has no
    attribute 'shuffle'): a seed, which every other entry point takes, makes the ``random.Random``."""
    import random

    observation = dl.game("kozel").deal(4, seed=1).observation(1)
    assert observation.sample(3).to_text() == observation.sample(random.Random(3)).to_text()
    assert observation.sample(None).hands[1] == observation.hand  # (a fresh one)


@pytest.mark.parametrize("rng", ["x", 1.5, True, [1]])
def test_an_observations_sample_refuses_what_is_no_random_nor_seed(rng):
    observation = dl.game("kozel").deal(4, seed=1).observation(1)
    with pytest.raises(dl.SetupError, match=r"^rng deals the unseen tiles: a random.Random, or a seed \(a whole "
                                            r"number or None\), not "):
        observation.sample(rng)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="^rng раздаёт невидимые кости"):
        observation.sample(rng)


# -- 12. a discard game's stall counts one move in the singular ----------------------------------------------------

def test_a_discard_games_stall_of_one_move_is_said_in_the_singular():
    """Biryuk (Firewood, Pit) after one move without a discard showed "stall: 1 moves without a
    discard (a fish after 30)" on the board's status."""
    state = dl.game("biryuk").deal(3, seed=5)
    state.play(state.legal_moves()[0])
    assert state.quiet == 1
    stall = {s.label: s.value for s in state.status()}["stall"]
    assert stall == "1 move without a discard (a fish after 30)"
    with dl.i18n.using("ru"):
        assert str(stall) == "ходов без сброса: 1 (после 30 — рыба)"
    while state.quiet != 2:
        state.play(state.legal_moves()[0])
    assert {s.label: s.value for s in state.status()}["stall"] == "2 moves without a discard (a fish after 30)"


# -- 13. the command line's language: chosen once, before or after the command -------------------------------------

@pytest.mark.parametrize("argv, env", [
    (["--lang", "ru", "rules", "kozel"], None),
    (["rules", "kozel"], "ru"),
    (["rules", "kozel", "--lang", "ru"], None),
])
def test_the_command_lines_rules_card_speaks_the_language_asked(argv, env, capsys, monkeypatch):
    """``domino-lab --lang ru rules kozel`` and ``DOMINO_LAB_LANG=ru domino-lab rules kozel`` printed
    the English card: the rules command's own ``--lang``, default "en", overwrote the language
    asked for the whole command line."""
    from domino_lab import cli

    if env:
        monkeypatch.setenv("DOMINO_LAB_LANG", env)
    assert cli.main(argv) == 0
    assert capsys.readouterr().out.startswith("Козёл — Kozel (the Goat) (источники 000+003; игроков: 2–4)")


def test_every_command_takes_the_language_after_it(capsys, monkeypatch):
    """``domino-lab play kozel --lang ru`` was refused ("unrecognized arguments: --lang ru"), where
    ``domino-lab rules kozel --lang ru`` took it."""
    from domino_lab import cli

    monkeypatch.setenv("DOMINO_LAB_LANG", "ru")
    assert cli.main(["play", "kozel", "--seed", "1", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Kozel (the Goat): (empty table)")
    monkeypatch.delenv("DOMINO_LAB_LANG")
    for command in (["list"], ["options", "kozel"], ["simulate", "classic", "-n", "2"]):
        assert cli.main([*command, "--lang", "ru"]) == 0
        assert not [w for w in ("players", "the seed's", "games") if w in capsys.readouterr().out]
    assert cli.main(["rules", "kozel"]) == 0 and capsys.readouterr().out.startswith("Kozel (the Goat) — Козёл")


# -- 14. an Explorer of whole matches shows no fish rate it did not measure -----------------------------------------

def test_an_explorer_of_whole_matches_shows_no_fish_rate_it_cannot_measure():
    """With "whole matches" ticked, Kozel's table and plot showed "fish rate 0.0% (95% CI 0.0%–16.1%)"
    for both rules, where its deals end in a fish 30% of the time: a match ends "match", never
    "fish", and its deals' ends are not kept, so the rate was a measured-looking 0 whatever the
    rules (``dl.compare`` of matches leaves it out)."""
    explorer = dl.Explorer(dl.game("kozel"), n=20)
    explorer.matches.value = True
    explorer.run()
    assert "fish rate" not in explorer.table.value and "fish rate" not in explorer.plot.value
    assert "moves per match" in explorer.table.value and "leader&#x27;s side won" in explorer.table.value
    explorer.matches.value = False
    explorer.run()  # (deals: their fish rate, measured, as before)
    assert "<td>fish rate</td><td>30.0% (95% CI 14.5%–51.9%)</td>" in explorer.table.value


# -- 15. a common lead from a deal that leaves no tile undealt ---------------------------------------------------

@pytest.mark.parametrize("gid, options, players, english", [
    ("blitz", {"set_n": 9, "hand_size": 11}, 5, "Blitz: at 5 players the deal lays a common lead from the tiles left "
     "undealt, but 5 hands of 11 take all 55 tiles of the set; deal fewer (hand_size)"),
    ("wagons", {"set_n": 8, "hand_size": 15}, 3, "Wagons: at 3 players the deal lays a common lead from the tiles "
     "left undealt, but 3 hands of 15 take all 45 tiles of the set; deal fewer (hand_size)"),
])
def test_a_common_lead_with_no_tile_left_undealt_is_refused_by_name(gid, options, players, english):
    """Blitz at five or six players and Wagons at three lay a common lead from the tiles left
    undealt: ``dl.game("blitz", set_n=9, hand_size=11).deal(5)`` (the whole double-nine dealt) was a
    bare ``IndexError`` (pop from empty list), from ``deal``, ``dl.play`` and the Board alike, and
    ``dl.simulate`` reported it as a failed game (a bug) where a deal that cannot be dealt is a
    ``SetupError``."""
    game = dl.game(gid, **options)
    with pytest.raises(dl.SetupError) as refused:
        game.deal(players, seed=1)
    assert str(refused.value) == english
    with pytest.raises(dl.SetupError, match="^" + re.escape(english) + "$"):
        dl.simulate(game, 2, [dl.bots.Random()] * players)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="общий заход кладётся из несданных костей"):
        game.deal(players, seed=1)
    smaller = dl.game(gid, **{**options, "hand_size": options["hand_size"] - 1})
    assert smaller.deal(players, seed=1).table.tiles()  # (one tile fewer each: the common lead is laid)


# -- 16. a Designer with seed=None keeps the seed it draws --------------------------------------------------------

def test_a_designer_with_no_seed_draws_one_and_keeps_it(monkeypatch):
    """``dl.Designer(seed=None)`` kept ``None``: each "measure" was ``dl.evaluate(seed=None)``, new
    deals on every click (two clicks on the same design, two different tables), and each "play" a
    board with another fresh seed; dl.Explorer and dl.GamePicker draw one and keep it."""
    import importlib

    seeds = []
    evaluate = importlib.import_module("domino_lab.design.evaluate")

    def measured(game, n, seed, **kwargs):
        seeds.append(seed)
        raise dl.SetupError("(measured)")  # (the seed is all this test reads)

    monkeypatch.setattr(evaluate, "evaluate", measured)
    designer = dl.Designer(seed=None, draw="milky_way")
    assert type(designer.seed) is int
    for _ in range(2):
        with pytest.raises(dl.SetupError, match="measured"):
            designer.measure()
    assert seeds == [designer.seed, designer.seed]
    assert designer.play().seed == designer.seed
    assert dl.Designer(seed=5).seed == 5  # (a seed given is kept as it was)


# -- 17. a review's thresholds read from a table --------------------------------------------------------------------

def test_a_reviews_thresholds_take_numpy_numbers_as_points():
    """``dl.review(record, thresholds={"blunder": np.int64(1)})`` (a threshold read from a
    DataFrame) was refused: "the threshold of 'blunder' is a number of points, not np.int64(1)";
    ``np.float32(3.5)`` likewise (only Python's int and float, and numpy's float64 as a float, were
    taken)."""
    np = pytest.importorskip("numpy")
    record = dl.play(dl.game("classic"), [dl.bots.Greedy(), dl.bots.Random(1)], seed=5)
    marks = [r["mark"] for r in dl.review(record, worlds=2, seed=1, full=True, thresholds={"blunder": 1}).rows]
    for value in (np.int64(1), np.float32(1.0)):
        rows = dl.review(record, worlds=2, seed=1, full=True, thresholds={"blunder": value}).rows
        assert [r["mark"] for r in rows] == marks
    with pytest.raises(dl.SetupError, match="the threshold of 'blunder' is a number of points, not True"):
        dl.review(record, worlds=2, thresholds={"blunder": True})


# -- 18. numpy numbers are numbers: a solve's budgets, a board's size and delay, a bot's counts ---------------------

def test_a_solves_budgets_take_numpy_numbers():
    """``dl.solve(state, nodes=np.int64(50))`` was refused: "nodes is a budget of positions to search:
    a whole number of at least 1, not np.int64(50)" (and ``seconds=np.float32(0.5)``), where
    ``dl.analyse`` takes the same numpy numbers."""
    np = pytest.importorskip("numpy")
    state = dl.game("classic").deal(2, seed=1)
    assert repr(dl.solve(state, nodes=np.int64(50))) == repr(dl.solve(state, nodes=50))
    assert dl.solve(state, seconds=np.float32(5.0)).exact
    with pytest.raises(dl.SetupError, match="a whole number of at least 1, not True"):
        dl.solve(state, nodes=True)


def test_a_boards_size_and_delay_take_numpy_numbers():
    """``dl.Board(game, size=np.int64(40))`` and ``delay=np.float32(0.5)`` were refused as "not a
    number from 24 to 144" / "not a number of 0 or more"."""
    np = pytest.importorskip("numpy")
    board = dl.Board(dl.game("classic"), size=np.int64(40), delay=np.float32(0.0))
    assert board.size == 40 and type(board.size) is int
    assert dl.GamePicker(size=np.int64(40), delay=np.float32(0.0)).play().size == 40


@pytest.mark.parametrize("make", [lambda n: dl.bots.MonteCarlo(n), lambda n: dl.bots.ISMCTS(n)])
def test_a_searching_bots_counts_take_numpy_integers(make):
    """``dl.bots.MonteCarlo(np.int64(4))`` and ``dl.bots.ISMCTS(np.int64(4))`` were refused: "a
    whole number of at least 1, not np.int64(4)" (their seeds took numpy integers already)."""
    np = pytest.importorskip("numpy")
    bot = make(np.int64(4))
    count = getattr(bot, "rollouts", None) or bot.iterations
    assert count == 4 and type(count) is int


def test_a_number_of_players_or_a_player_takes_a_numpy_integer():
    """``game.deal(np.int64(2))``, ``dl.Match(game, np.int64(2))`` and ``state.observation(np.int64(0))``
    were refused: "Classic dominoes is played by 2 to 4 players, not np.int64(2)", "there is no
    player np.int64(0) in a 2-player deal". They are whole numbers, read as such; a float or a
    bool is still refused."""
    np = pytest.importorskip("numpy")
    game = dl.game("classic")
    state = game.deal(np.int64(2), seed=1)
    assert state.players == 2 and type(state.players) is int and state.to_text() == game.deal(2, seed=1).to_text()
    assert dl.Match(game, np.int64(2), seed=1).players == 2
    seen = game.deal(2, seed=1).observation(np.int64(0))
    assert seen.player == 0 and type(seen.player) is int
    for bad in (2.0, True):
        with pytest.raises(dl.SetupError):
            game.deal(bad, seed=1)
    with pytest.raises(dl.SetupError):
        game.deal(2, seed=1).observation(0.0)


# -- 19. a picture's words: None is the default ----------------------------------------------------------------------

def test_a_pictures_words_none_is_the_default_wording():
    """``dl.draw.state_svg(state, words=None)`` was a bare ``TypeError`` ('NoneType' object is not
    callable) from deep in the drawing; ``None`` is the default wording now, and what is no
    function is refused by name."""
    state = dl.game("classic").deal(2, seed=1)
    assert str(dl.draw.state_svg(state, words=None)) == str(dl.draw.state_svg(state))
    with pytest.raises(dl.SetupError, match=r"^words words the picture's labels: a function .* not 'ru'$"):
        dl.draw.state_svg(state, words="ru")


# -- 20. an exercise reads the minus sign its own solutions write ------------------------------------------------

def test_an_exercise_reads_a_negative_answer_written_with_the_minus_sign():
    """Lesson 02b's Candelabra question (answer −2; its solution says "he writes −2", with the
    minus sign U+2212): the answer "−2" was told "write a whole number, such as 12: '−2' is not one"."""
    from domino_lab.lessons import exercises_of

    fined = exercises_of("02b")[3]
    assert fined.answer == -2 and "−2" in str(fined.solution)
    assert fined.check("−2").right and fined.check("-2").right
    assert fined.check("−3").message == "not quite: too low"
    assert not fined.check("2").right


# -- 21. a simulation's progress bar in a Russian session -------------------------------------------------------

def test_a_simulations_progress_bar_speaks_russian_in_a_russian_session(capsys):
    """``dl.summarize(..., progress=True)`` in Russian shows "simulating: 100%|…| 50/50 [… deal/s]":
    the bar's words are English, every other line of the run is Russian."""
    pytest.importorskip("tqdm")
    with dl.i18n.using("ru"):
        dl.summarize(dl.game("classic"), 20, [dl.bots.Greedy()] * 2, progress=True, chunk=10)
    bar = capsys.readouterr().err
    assert "20/20" in bar and "simulating" not in bar


# -- 22. an observation's repr in the session's language ---------------------------------------------------------

def test_an_observations_repr_speaks_the_sessions_language():
    """``state.observation(0)`` shown in a Russian notebook read "<Observation of player 0: hand 0-0
    …>", where the widgets and the rule cards show themselves in Russian."""
    observation = dl.game("kozel").deal(4, seed=1).observation(0)
    assert repr(observation) == "<Observation of player 0: hand 0-0 0-3 2-6 3-3 3-4 3-5 5-5>"
    with dl.i18n.using("ru"):
        assert repr(observation) == "<Наблюдение игрока 0: на руке 0-0 0-3 2-6 3-3 3-4 3-5 5-5>"


# -- found by the run, fixed after it: a match's repr, a tile compared with a text --------------------------------

def test_a_matchs_repr_counts_its_deals_in_the_sessions_language():
    """``repr(match)`` said "after 1 deals; in play", in English in a Russian session too."""
    game = dl.game("kozel")
    match = dl.Match(game, 4, seed=3)
    state = match.deal()
    dl.driver.run_deal(state, [dl.bots.Random(k) for k in range(4)])
    match.record(state)
    assert re.fullmatch(r"<Match kozel: scores \[\d+, \d+\] after 1 deal; in play>", repr(match))
    with dl.i18n.using("ru"):
        assert re.fullmatch(r"<Партия kozel: счёт \[\d+, \d+\] после 1 раздачи; идёт>", repr(match))


def test_a_tile_compared_with_a_text_is_pythons_own_type_error():
    """``tile < "3-4"`` raised a bare ``AttributeError`` ('str' object has no attribute 'low') from
    inside the tile: it says it cannot tell now, and Python raises its own ``TypeError``."""
    tile = dl.game("kozel").set.tiles[3]
    for compare in (lambda: tile < "3-4", lambda: tile <= 1, lambda: tile > None, lambda: tile >= "x"):
        with pytest.raises(TypeError, match="not supported between instances of 'Tile'"):
            compare()
    assert sorted([tile, dl.game("kozel").set.tiles[0]])[0] is dl.game("kozel").set.tiles[0]


def test_a_refused_number_of_players_of_a_game_for_so_many_counts_them_in_russian():
    """"в «Bingo» играют 2 игроков": a game played by one number of players took the range's
    wording, which fits "от 2 до 4 игроков" and not "2 игроков"; it is counted now, and the game
    named in Russian."""
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError) as refused:
        dl.game("bingo").deal(9, seed=1)
    assert str(refused.value) == "в «Бинго» играют 2 игрока, а не 9"
    with pytest.raises(dl.SetupError, match=r"^Bingo is played by 2 players, not 9$"):
        dl.game("bingo").deal(9, seed=1)
