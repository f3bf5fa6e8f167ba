"""Defects found in an attack run on the less-attacked public API (defects9), each with its
reproduction. The standard, as in tests/test_defects7.py: bad input is a ``DominoError`` naming
the rule broken (in the current language), never a raw ``TypeError``/``AttributeError``/
``IndexError``, and never read as something else.

1. ``dl.simulate("classic", ...)`` (a game's id, as ``dl.game`` takes it), ``dl.summarize`` and
   ``dl.compare`` with anything that is no game failed with a raw ``AttributeError`` ("'str' object
   has no attribute 'check_players'"), where ``dl.play`` refuses it by name; ``dl.compare(game,
   None, ...)`` first played all of ``game``'s deals for nothing. The checks ``dl.play`` makes
   (``match._setup``: a game, a bot in every seat, as many as it has players) now run first.
2. ``dl.simulate(..., on_chunk=5)`` played the first chunk and then failed with a raw ``TypeError``
   ("'int' object is not callable"): with ``n`` under ``chunk``, after the whole simulation. And an
   executor given as its class (``executor=ThreadPoolExecutor``, the parentheses forgotten) passed
   the check (its ``submit`` is there, unbound) and failed with a raw ``AttributeError`` at the first
   chunk, in ``dl.simulate`` as in ``dl.analyse``/``dl.review``. Both are refused before anything is
   played (``seeds.is_executor``: an executor, not its class).
3. A simulation's ``Summary.seat_rate(4)`` of four players (a seat counted from 1) said "0.0% (95% CI
   0.0%–…)", a rate never measured, and ``seat_rate(-1)``/``side_rate(-1)`` gave the last seat's
   (Python's negative index); ``Results.column("winer")`` was a raw ``AttributeError`` (and ``[]``
   from no rows). And ``Results.summary()`` counted the players as the entries of a row's ``points``,
   which are per side: 2 for a four-player Kozel, where ``dl.summarize`` says 4. A seat is now one
   of the run's players, a side a whole number from 0, a column one of ``GameRow``'s fields, each
   refused by name; ``Results`` keeps the run's players.
4. ``dl.mechanics(["layout"])`` (a kind given as a list, or a dict) and ``dl.mechanics(engine=["trick"])``
   failed with a raw ``TypeError`` ("unhashable type: 'list'"), where ``dl.mechanics(5)`` names the
   kinds; ``part_of`` too. ``parts.check_kind`` (which the Designer uses as well) now refuses them.
5. The OpenSpiel adapter's ``state.action_to_string(player, -1)`` said ``'end turn'`` (Python's negative
   index: the vocabulary's last token) and ``action_to_string(player, 99999)`` failed with a raw
   ``IndexError``: ``Vocabulary.text`` read any index. An action is now a whole number of the game's
   vocabulary, or an ``ActionError`` naming its range (``Vocabulary.check``).
6. The PettingZoo environment's ``step(1.7)`` played action 1 (``int()`` cut it: had action 1 been
   legal, a move nobody chose was made), ``step(True)`` action 1, ``step("x")`` failed with a raw
   ``ValueError`` after the rewards were cleared; ``Episode.apply_action("x")`` (and so OpenSpiel's
   own states' checks) a raw ``TypeError``. An action is checked (``Vocabulary.check``) before
   anything changes. And ``dl.rl.env(..., observation="x")`` / ``render_mode="human"`` raised a raw
   ``ValueError``: now a ``SetupError`` (a ``ValueError`` still), en/ru.
7. ``dl.solve``'s answer spoke English in a Russian notebook: its repr (what a cell shows of
   ``dl.solve(state)``), ``describe()`` and ``bound_text()`` ("returns … (exact; 180 positions
   searched)", "within a budget: at least +42.5, no upper bound"), where ``dl.analyse``'s speak
   ``dl.language()``. They do now, the moves in its words (``Move.describe``, as ``Analysis``
   says them: the notation in English, so the English text is unchanged).
8. A bot's seed was taken as it came, where every other seed of the package is a whole number
   (``seeds.as_seed``): ``dl.bots.Random(np.int64(5))`` (a seed read back from a simulation's table,
   ``rows.to_frame()["seed"]``) drew another stream than ``Random(5)``, so the game did not replay;
   ``MonteCarlo(seed=np.int64(5))`` failed at its first choice with a raw ``TypeError`` (Python's
   ``random`` takes no numpy integer); ``Random("1")`` silently drew a third stream (a text's hash),
   ``Random(1.5)`` a fourth. And ``MonteCarlo(rollouts="x")`` failed at its first choice with a raw
   ``TypeError``, ``rollouts=0`` played one. Random's, MonteCarlo's and Analyst's seeds are now read
   as every seed is, MonteCarlo's counts as ISMCTS's are (``search._whole``), each refused by name.
9. The OpenSpiel helper ``play_deal(game, seats, seed)``, which plays "the deal ``dl.playout`` would
   play", played another deal from ``seed=np.int64(5)`` (its stream was seeded with the numpy integer
   as it came, ``Game.deal``'s with ``5``); a seat too few was a raw ``IndexError`` at that seat's
   turn, one too many was ignored, a seat that is no bot (or a bot's class) a raw ``AttributeError``
   or ``TypeError``. The seed is read as ``Game.deal`` reads it and the seats are checked first, by name.
10. A position's words said "1 tiles": ``describe()`` of a deal (and of what a player sees, which
    the PettingZoo environment renders) wrote "boneyard: 1 tiles", "pit: 1 tiles (last 0-0)", "set
    aside: 1 tiles", "[1 tricks won]", and ``State.from_text`` refused a one-hand text with "the text
    has 1 hands". Each is a plural now (``ngettext``; the Russian words, which name no count, are
    the same for every number, so the notebooks' Russian outputs are unchanged). And what a player
    of Biryuk or the Pit sees called the tiles set aside (never drawn) "boneyard: 1 tiles": the
    discard family renamed the line by the count of the view's boneyard, which is empty; it counts
    them as the view does now (``_hidden_boneyard``): "set aside: 1 tile".
11. ``dl.graphs`` (lesson 05's tools) read whatever it was given: ``what_can_follow(record)`` (a deal's
    record for its state), ``fish_explanation(5)``, ``board_graph(game)``, ``draw_set_graph(record)``
    failed with a raw ``AttributeError``; ``set_graph("6")`` and ``set_graph(1.5)`` with a raw
    ``TypeError`` (while ``set_graph(0)`` names the rule); ``chain_trail`` of a cross raised a bare
    ``ValueError``. Each is a ``SetupError`` now (a ``ValueError`` still), naming what the graphs read:
    a state, what a player sees (for the table and the set graph, as before), or a table.
12. A picture's size in ``dl.draw`` was taken as it came: ``state_svg(state, size=0)`` (or
    ``width=0``) drew a picture no one sees, ``size=-48`` one of negative width, ``size="48"`` (read
    from a settings file) failed with a raw ``TypeError``; ``hand_svg``, ``layout_svg``, ``tile_svg``
    and ``dl.graphs.set_graph_svg`` likewise. Each size is a number above 0 now
    (``seeds.check_pixels``), refused by name.
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import domino_lab as dl
from domino_lab.design.parts import part_of

BOTS = [dl.bots.Greedy(), dl.bots.Random(1)]


# -- 1. a simulation of something that is no game -------------------------------------------------------

@pytest.mark.parametrize("run", [
    lambda game: dl.simulate(game, 2, BOTS),
    lambda game: dl.summarize(game, 2, BOTS),
    lambda game: dl.compare(game, dl.game("classic"), 2, BOTS),
    lambda game: dl.compare(dl.game("classic"), game, 2, BOTS),
])
@pytest.mark.parametrize("game", ["classic", None, dl.game("classic").deal(2, seed=1)])
def test_a_simulation_refuses_what_is_no_game_by_name(run, game):
    with pytest.raises(dl.SetupError, match=r"bots play a game, e.g. dl.game\('kozel'\), not "):
        run(game)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match=r"боты играют в игру, например dl.game\('kozel'\)"):
        run(game)


def test_compare_refuses_its_second_game_before_playing_the_first(monkeypatch):
    played = []
    real = dl.sim._chunk
    monkeypatch.setattr(dl.sim, "_chunk", lambda *args: played.append(args) or real(*args))
    with pytest.raises(dl.SetupError):
        dl.compare(dl.game("classic"), "classic", 20, BOTS)
    assert played == []


def test_a_simulation_of_a_game_still_runs():
    assert len(dl.simulate(dl.game("classic"), 3, BOTS)) == 3
    assert dl.compare(dl.game("classic"), dl.game("classic", draw="none"), 3, BOTS).summaries[1].n == 3


# -- 2. on_chunk and an executor's class ----------------------------------------------------------------

@pytest.mark.parametrize("run", [dl.simulate, dl.summarize])
def test_on_chunk_is_a_function_checked_before_any_game_is_played(run, monkeypatch):
    played = []
    real = dl.sim._chunk
    monkeypatch.setattr(dl.sim, "_chunk", lambda *args: played.append(args) or real(*args))
    with pytest.raises(dl.SetupError, match=r"on_chunk is called as each chunk comes in, with \(results so far, "
                                            r"games done, n\): a function, or None, not 5"):
        run(dl.game("classic"), 10, BOTS, on_chunk=5)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="on_chunk вызывается по мере готовности каждой "
                                                                 "порции"):
        run(dl.game("classic"), 10, BOTS, on_chunk="print")
    assert played == []


def test_an_executors_class_is_no_executor():
    with pytest.raises(dl.SetupError, match="executor plays the chunks: a concurrent.futures Executor "
                                            r"\(or None\), not <class 'concurrent.futures.thread.ThreadPoolExecutor'>"):
        dl.simulate(dl.game("classic"), 10, BOTS, executor=ThreadPoolExecutor)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="executor играет порции"):
        dl.summarize(dl.game("classic"), 10, BOTS, executor=ThreadPoolExecutor)
    state = dl.game("classic", set_n=4, hand_size=5, draw="none").deal(2, seed=4)
    with pytest.raises(dl.SetupError, match="executor solves the chunks: a concurrent.futures Executor"):
        dl.analyse(state, worlds=4, executor=ThreadPoolExecutor)


def test_on_chunk_and_an_executor_still_work():
    seen = []
    with ThreadPoolExecutor(2) as pool:
        rows = dl.simulate(dl.game("classic"), 6, BOTS, executor=pool, chunk=4,
                           on_chunk=lambda rows, done, n: seen.append((done, n)))
    assert seen == [(4, 6), (6, 6)] and rows == dl.simulate(dl.game("classic"), 6, BOTS)


# -- 3. a summary's seats and sides, a table's columns --------------------------------------------------

@pytest.fixture(scope="module")
def kozel_rows():
    return dl.simulate(dl.game("kozel"), 6, [dl.bots.Greedy()] * 4, seed=3)


@pytest.mark.parametrize("player", [4, -1, 1.0, "0", None, True])
def test_a_seat_rate_is_of_a_seat_the_games_had(kozel_rows, player):
    for summary in (kozel_rows.summary(), dl.summarize(dl.game("kozel"), 6, [dl.bots.Greedy()] * 4, seed=3)):
        with pytest.raises(dl.SetupError, match=r"player is a seat's number: a whole number from 0 to 3, not "
                                                + re.escape(repr(player))):
            summary.seat_rate(player)
        with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="player — номер места: целое число от 0 до 3"):
            summary.seat_rate(player)


@pytest.mark.parametrize("side", [-1, 0.5, "1", None])
def test_a_side_rate_is_of_a_side_counted_from_0(kozel_rows, side):
    with pytest.raises(dl.SetupError, match="side is a side's number: a whole number from 0, not "
                                            + re.escape(repr(side))):
        kozel_rows.summary().side_rate(side)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="side — номер стороны: целое число от 0"):
        kozel_rows.summary().side_rate(side)


@pytest.mark.parametrize("rows", [lambda r: r, lambda r: dl.sim.Results()])
def test_a_column_is_one_of_a_rows_fields(kozel_rows, rows):
    with pytest.raises(dl.SetupError, match="there is no column 'winer'; the columns are: index, seed, winner, "):
        rows(kozel_rows).column("winer")
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="столбца 'winer' нет; столбцы: index, seed"):
        rows(kozel_rows).column("winer")


def test_rates_and_columns_still_read_and_results_count_the_players(kozel_rows):
    summary = kozel_rows.summary()
    assert summary.players == 4 == dl.summarize(dl.game("kozel"), 6, [dl.bots.Greedy()] * 4, seed=3).players
    assert [summary.seat_rate(p).hits for p in range(4)] == [kozel_rows.column("winner").count(p) for p in range(4)]
    assert summary.seat_rate(np.int64(2)) == summary.seat_rate(2)
    assert summary.side_rate(0).hits + summary.side_rate(1).hits + summary.no_winner == 6
    assert summary.side_rate(7) == dl.sim.Rate(0, 6)  # (a side's count is not kept: no side above 1 won)
    assert dl.sim.Results().summary().seat_rate(5) == dl.sim.Rate(0, 0)  # (rows by hand: players not known)
    assert dl.sim.Results().column("moves") == []


# -- 4. dl.mechanics' kind and engine -------------------------------------------------------------------

@pytest.mark.parametrize("kind", [["layout"], {"layout": 1}, ("layout",), 5])
def test_mechanics_names_the_kinds_for_a_kind_that_is_none(kind):
    with pytest.raises(dl.SetupError, match="there is no kind of part .*; the kinds are: deal, lead, layout, "):
        dl.mechanics(kind)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="вида части .* нет; виды: deal, lead, layout"):
        dl.mechanics(kind)
    with pytest.raises(dl.SetupError, match="there is no kind of part"):
        part_of("kozel", kind)


@pytest.mark.parametrize("engine", [["trick"], {}, 5])
def test_mechanics_names_the_engines_for_an_engine_that_is_none(engine):
    with pytest.raises(dl.SetupError, match="there is no engine .*; the engines are: discard, collecting, trick, "):
        dl.mechanics(engine=engine)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="движка .* нет"):
        dl.mechanics(engine=engine)


def test_mechanics_still_lists_parts():
    assert {p.name for p in dl.mechanics("layout")} >= {"classic", "muggins"}
    assert {p.engine for p in dl.mechanics(engine="trick")} == {"trick"}
    assert part_of("muggins", "layout").name == "muggins"


# -- 5. the text of an action that is none ---------------------------------------------------------------

def _dealt_spiel_state():
    osp = pytest.importorskip("domino_lab.rl.openspiel")
    game = osp.load_game("kozel", players=4)
    state = game.new_initial_state()
    for tile in game.dl_game.set:  # dealt in the set's order
        if state.is_chance_node():
            state.apply_action(tile.id)
    return game, state


@pytest.mark.parametrize("action", [-1, 87, 99999])
def test_the_text_of_an_action_outside_the_vocabulary_is_refused(action):
    game, state = _dealt_spiel_state()
    actions = pytest.importorskip("domino_lab.rl.actions")
    with pytest.raises(actions.ActionError, match=f"kozel: an action is a whole number from 0 to 86, not {action}"):
        state.action_to_string(state.current_player(), action)
    with dl.i18n.using("ru"), pytest.raises(actions.ActionError, match="kozel: действие — целое число от 0 до 86"):
        game.vocab.text(action)


def test_the_text_of_an_action_still_reads():
    game, state = _dealt_spiel_state()
    assert [state.action_to_string(state.current_player(), a) for a in (0, 86)] == ["lead 0-0", "end turn"]
    assert game.vocab.text(np.int64(86)) == "end turn"


# -- 6. a PettingZoo step of what is no action ------------------------------------------------------------

def _env_at_a_choice():
    rl = pytest.importorskip("domino_lab.rl")
    env = rl.env("classic", players=2)
    env.reset(seed=1)
    for _ in range(60):  # the first position with a choice
        mask = env.observe(env.agent_selection)["action_mask"]
        if mask.sum() > 1:
            return env, mask
        env.step(int(np.flatnonzero(mask)[0]))
    raise AssertionError("no choice in 60 moves")  # pragma: no cover


@pytest.mark.parametrize("action", [1.7, 0.5, True, "x", None, -1])
def test_a_step_of_what_is_no_action_changes_nothing(action):
    actions = pytest.importorskip("domino_lab.rl.actions")
    env, mask = _env_at_a_choice()
    raw = env.unwrapped
    before = (str(raw.episode), raw.agent_selection, dict(raw.rewards), raw.episode.actions)
    with pytest.raises(actions.ActionError, match=r"classic: an action is a whole number from 0 to \d+, not "
                                                  + re.escape(repr(action))):
        env.step(action)
    assert (str(raw.episode), raw.agent_selection, dict(raw.rewards), raw.episode.actions) == before
    with dl.i18n.using("ru"), pytest.raises(actions.ActionError, match="classic: действие — целое число от 0 до"):
        env.step(action)


def test_a_step_of_an_action_still_plays_it():
    env, mask = _env_at_a_choice()
    legal = [int(a) for a in np.flatnonzero(mask)]
    raw = env.unwrapped
    taken = raw.episode.actions
    env.step(np.int64(legal[-1]))  # (what a toolkit samples)
    assert raw.episode.actions == taken + 1


@pytest.mark.parametrize("args, english, russian", [
    ({"observation": "x"}, "observation must be one of observation, information_state, not 'x'",
     "observation — одно из: observation, information_state"),
    ({"observation": ["observation"]}, r"observation must be one of .*, not \['observation'\]",
     "observation — одно из"),
    ({"render_mode": "human"}, "render_mode must be None or 'ansi', not 'human'", "render_mode — None или 'ansi'"),
])
def test_an_environments_arguments_are_refused_by_name(args, english, russian):
    rl = pytest.importorskip("domino_lab.rl")
    with pytest.raises(dl.SetupError, match=english):
        rl.env("classic", **args)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match=russian):
        rl.env("classic", **args)


# -- 7. a solution's words ----------------------------------------------------------------------------------

def _kozel_position():
    return dl.position("kozel", ["1-2 2-3", "3-3 3-6", "0-0 0-1", "4-4 1-4"], "2-4")


def test_a_solution_speaks_russian_in_russian():
    exact, cut = dl.solve(_kozel_position()), dl.solve(_kozel_position(), nodes=20)
    with dl.i18n.using("ru"):
        assert repr(exact) == "<Solution: выигрыши (+42.5, -42.5, +42.5, -42.5), лучшие [1-2 на 2], позиций: 180>"
        assert repr(cut).endswith(", НЕ точно: в пределах бюджета: не меньше +42.5, верхней границы нет>")
        assert exact.bound_text() == "ровно +42.5"
        lines = cut.describe().splitlines()
    assert lines[0].startswith("выигрыши (+42.5, -42.5, +42.5, -42.5) (НЕ точно (")
    assert lines[1:3] == ["выигрыш игрока 0 — в пределах бюджета: не меньше +42.5, верхней границы нет",
                          "ходит игрок 0; лучшие ходы: 1-2 на 2"]
    assert lines[3].startswith(" * 1-2 на 2") and lines[3].endswith("перевес +85")
    assert lines[-1].startswith("линия: 1-2 на 2 ; взять из базара ; ")


def test_a_solution_still_speaks_english_in_english():
    exact, cut = dl.solve(_kozel_position()), dl.solve(_kozel_position(), nodes=20)
    assert repr(exact) == "<Solution returns (+42.5, -42.5, +42.5, -42.5), best [1-2 on 2], 180 nodes>"
    assert cut.bound_text() == "within a budget: at least +42.5, no upper bound"
    assert exact.describe().splitlines()[:2] == ["returns (+42.5, -42.5, +42.5, -42.5) (exact; 180 positions searched)",
                                                 "player 0 to move; best: 1-2 on 2"]
    assert exact.describe().splitlines()[-1].startswith("line: 1-2 on 2 ; draw ; ")


# -- 8. a bot's seed and counts --------------------------------------------------------------------------

def _position_with_a_choice():
    state = dl.game("classic", set_n=4, hand_size=5, draw="none").deal(2, seed=4)
    while len(state.legal_moves()) < 2:
        state.play(state.legal_moves()[0])
    return state


def _choices(bot, state, k=12):
    legal = state.legal_moves()
    return [str(bot.choose(state.observation(state.current), legal)) for _ in range(k)]


@pytest.mark.parametrize("make", [dl.bots.Random, lambda seed: dl.bots.MonteCarlo(2, seed),
                                  lambda seed: dl.bots.Analyst(2, 50, seed)])
def test_a_bot_seeded_with_a_numpy_integer_plays_as_with_the_same_int(make):
    state = _position_with_a_choice()
    assert _choices(make(np.int64(5)), state) == _choices(make(5), state)
    assert make(np.int64(5)).seed == 5 and type(make(np.int64(5)).seed) is int


@pytest.mark.parametrize("make", [dl.bots.Random, lambda seed: dl.bots.MonteCarlo(seed=seed),
                                  lambda seed: dl.bots.Analyst(seed=seed), lambda seed: dl.bots.make("random", seed)])
@pytest.mark.parametrize("seed", ["1", 1.5, True, [1]])
def test_a_bots_seed_is_a_whole_number(make, seed):
    with pytest.raises(dl.SetupError, match="a seed is a whole number \\(or None for a fresh one\\), not "
                                            + re.escape(repr(seed))):
        make(seed)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="seed — целое число"):
        make(seed)


@pytest.mark.parametrize("args, named", [
    ({"rollouts": "x"}, "MonteCarlo rollouts is the number of imagined deals per legal move: a whole number of at "
                        "least 1, not 'x'"),
    ({"rollouts": 0}, "MonteCarlo rollouts is the number of imagined deals per legal move"),
    ({"max_rollouts": 2.5}, "MonteCarlo max_rollouts is the most imagined deals per decision"),
    ({"max_moves": -1}, "MonteCarlo max_moves is the most simulated moves per decision"),
])
def test_monte_carlos_counts_are_checked_when_it_is_made(args, named):
    with pytest.raises(dl.SetupError, match=re.escape(named)):
        dl.bots.MonteCarlo(**args)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="MonteCarlo: .* — .*: целое число не меньше 1"):
        dl.bots.MonteCarlo(**args)
    with pytest.raises(dl.SetupError, match=re.escape("ISMCTS iterations is the number of imagined deals per "
                                                      "decision: a whole number of at least 1, not 0")):
        dl.bots.ISMCTS(0)  # (its words unchanged)


def test_bots_still_take_whole_seeds_and_none():
    state = _position_with_a_choice()
    assert _choices(dl.bots.Random(7), state) == _choices(dl.bots.Random(7), state)
    assert dl.bots.Random(None).seed is None and dl.bots.MonteCarlo(seed=None).seed is None
    assert repr(dl.bots.MonteCarlo(rollouts=3, seed=2)) == "MonteCarlo(rollouts=3, seed=2)"


# -- 9. OpenSpiel's play_deal: its seed and seats -------------------------------------------------------------

def test_play_deal_plays_playouts_deal_from_a_numpy_seed():
    osp = pytest.importorskip("domino_lab.rl.openspiel")
    game = osp.load_game("classic", players=2)
    bots = lambda: [dl.bots.Greedy(), dl.bots.Random(3)]  # (fresh: a Random bot's stream moves on)
    expected = dl.playout(game.dl_game, bots(), 5).to_text()
    for seed in (5, np.int64(5)):
        assert osp.play_deal(game, bots(), seed).episode.state.to_text() == expected


@pytest.mark.parametrize("seats, english, russian", [
    (lambda b: b[:1], "1 bot for 2 players: one bot per seat", "1 бот на 2 игроков"),
    (lambda b: b * 2, "4 bots for 2 players: one bot per seat", "4 бота на 2 игроков"),
    (lambda b: [b[0], 7], r"seat 1 holds 7, which is neither an OpenSpiel bot \(step\(state\)\) nor a domino_lab "
                          r"bot \(choose\(observation, legal_moves\)\)", "на месте 1 — 7, а это ни бот OpenSpiel"),
    (lambda b: [dl.bots.Greedy, b[1]], "seat 0 holds <class 'domino_lab.policies.Greedy'>, which is neither",
     "на месте 0"),
    (lambda b: "ab", r"seats are the deal's players, each an OpenSpiel bot \(step\(state\)\) or a domino_lab bot",
     "seats — игроки раздачи"),
])
def test_play_deal_refuses_seats_that_are_not_one_bot_a_player(seats, english, russian):
    osp = pytest.importorskip("domino_lab.rl.openspiel")
    game, bots = osp.load_game("classic", players=2), [dl.bots.Greedy(), dl.bots.Random(3)]
    with pytest.raises(dl.SetupError, match=english):
        osp.play_deal(game, seats(bots), 1)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match=russian):
        osp.play_deal(game, seats(bots), 1)


# -- 10. one tile, one trick, one hand ---------------------------------------------------------------------

def _played(game_id, players, moves):
    state = dl.game(game_id).deal(players, seed=1)
    for _ in range(moves):
        state.play(state.legal_moves()[0])
    return state


@pytest.mark.parametrize("make, line", [
    (lambda: dl.position("classic", ["1-2 2-3", "3-3 3-6"], "2-4", spare_to=1, boneyard="6-6"), "boneyard: 1 tile"),
    (lambda: _played("biryuk", 3, 0), "set aside: 1 tile"),
    (lambda: _played("pit", 2, 1), "pit: 1 tile (last 0-0)"),
    (lambda: _played("bingo", 2, 2), "→ player 0: 0-3 1-4 2-6 3-3 3-4 3-5 5-5   [1 trick won]"),
])
def test_one_tile_or_trick_is_said_in_the_singular(make, line):
    state = make()
    for text in (state.describe(), state.observation(state.current).describe()):
        assert line in text.splitlines() or f"  {line}" in text.splitlines()
        assert " 1 tiles" not in text and "[1 tricks won]" not in text


def test_two_are_still_plural_and_russian_unchanged():
    state = _played("bingo", 2, 2)
    assert "  player 1: 1-1 1-3 1-6 3-6 4-4 4-5 5-6   [0 tricks won]" in state.describe().splitlines()
    assert "  boneyard: 11 tiles" in state.describe().splitlines()
    with dl.i18n.using("ru"):
        lines = _played("pit", 2, 1).describe().splitlines()
        assert "  отбой: костей — 1 (последняя 0-0)" in lines
        assert "  базар: костей — 1" in dl.position("classic", ["1-2 2-3", "3-3 3-6"], "2-4", spare_to=1,
                                                    boneyard="6-6").describe().splitlines()


def test_a_one_hand_text_is_refused_in_the_singular():
    with pytest.raises(dl.NotationError, match=r"Kozel \(the Goat\) is played by 2 to 4 players; the text has 1 hand$"):
        dl.State.from_text("kozel | hands: 1-2 | table: - | boneyard: - | turn: 0")
    with dl.i18n.using("ru"), pytest.raises(dl.NotationError, match="а в тексте рук: 1$"):
        dl.State.from_text("kozel | hands: 1-2 | table: - | boneyard: - | turn: 0")


# -- 11. dl.graphs' arguments ---------------------------------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda g, x: g.what_can_follow(x), lambda g, x: g.fish_explanation(x), lambda g, x: g.board_graph(x),
    lambda g, x: g.chain_trail(x), lambda g, x: g.draw_set_graph(x), lambda g, x: g.set_graph_svg(x),
    lambda g, x: g.board_graph_svg(x),
])
@pytest.mark.parametrize("given", [5, "kozel", lambda: dl.play(dl.game("kozel"), [dl.bots.Greedy()] * 4)])
def test_the_graphs_refuse_what_is_no_deal_nor_table(call, given):
    x = given() if callable(given) else given
    with pytest.raises(dl.SetupError, match=r"the graphs read a deal in progress \(a dl State; "
                                            r"what_can_follow\(state, player\) for a player's view\) or its table"):
        call(dl.graphs, x)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="графы читают идущую раздачу"):
        call(dl.graphs, x)


@pytest.mark.parametrize("n", ["6", 1.5, None])
def test_set_graph_names_the_rule_for_any_n(n):
    with pytest.raises(dl.SetupError, match="a double-n set needs n from 1 to 18, got " + re.escape(repr(n))):
        dl.graphs.set_graph(n)


def test_a_chain_trail_of_a_cross_is_a_setup_error():
    cross = dl.game("muggins").deal(2, seed=1)
    while cross.table.empty or type(cross.table).__name__ == "LineLayout":
        cross.play(cross.legal_moves()[0])
    with pytest.raises(dl.SetupError, match="a chain trail needs a line layout"):
        dl.graphs.chain_trail(cross)


def test_the_graphs_still_read_states_views_and_tables():
    state = dl.game("kozel").deal(4, seed=1)
    for _ in range(5):
        state.play(state.legal_moves()[0])
    seen = state.observation(0)
    assert dl.graphs.chain_trail(seen) == dl.graphs.chain_trail(state) == dl.graphs.chain_trail(state.table)
    assert dl.graphs.board_graph(seen).number_of_nodes() == 5 and dl.graphs.board_graph(None).number_of_nodes() == 0
    assert dl.graphs.set_graph_svg(seen).startswith("<svg") and dl.graphs.what_can_follow(state, 0).player == 0
    assert dl.graphs.set_graph(6).number_of_edges() == 28


# -- 12. a picture's size ---------------------------------------------------------------------------------------

def _drawings():
    state = dl.game("kozel").deal(4, seed=1)
    state.play(state.legal_moves()[0])
    return {
        "state_svg size": lambda v: dl.draw.state_svg(state, size=v),
        "state_svg width": lambda v: dl.draw.state_svg(state, width=v),
        "hand_svg size": lambda v: dl.draw.hand_svg(state.hands[0], size=v),
        "layout_svg width": lambda v: dl.draw.layout_svg(state.table, width=v),
        "tile_svg width": lambda v: dl.draw.tile_svg("1-2", width=v),
        "set_graph_svg size": lambda v: dl.graphs.set_graph_svg(state, size=v),
    }


@pytest.mark.parametrize("which", list(_drawings()))
@pytest.mark.parametrize("value", [0, -48, "48", float("nan"), True, [48]])
def test_a_pictures_size_is_a_number_above_0(which, value):
    name = which.split()[1]
    with pytest.raises(dl.SetupError, match=f"{name} is a picture's size in pixels: a number above 0, not "
                                            + re.escape(repr(value))):
        _drawings()[which](value)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match=f"{name} — размер рисунка в пикселях: число больше 0"):
        _drawings()[which](value)


@pytest.mark.parametrize("which", list(_drawings()))
def test_pictures_still_take_their_sizes(which):
    picture = _drawings()[which](np.int64(60) if "size" in which else 320.5)
    assert str(picture).startswith("<svg")
