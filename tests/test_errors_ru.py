"""The errors a learner or teacher meets through the public API speak Russian under
``dl.language("ru")`` (and say exactly what they said before in English): simulations, the
analysis (analyse, review, solve), match records, the ISMCTS bot, the charts, exercises and the
Board's buttons. Internal invariants ("no legal move in a live deal") stay English: only a bug
in the package can raise them."""

from __future__ import annotations

import json
import re

import pytest

import domino_lab as dl
from domino_lab import draw, i18n
from domino_lab.analysis.review import review
from domino_lab.lessons import Exercise

CLASSIC_BOTS = [dl.bots.Greedy(), dl.bots.Random(1)]


def raised(kind: type[BaseException], call) -> str:
    with pytest.raises(kind) as info:
        call()
    return str(info.value)


def both(kind: type[BaseException], call) -> tuple[str, str]:
    """The error ``call`` raises, in English and in Russian."""
    english = raised(kind, call)
    with i18n.using("ru"):
        russian = raised(kind, call)
    assert i18n.language() == "en"
    return english, russian


def deal_in_progress() -> dl.State:
    state = dl.game("classic").deal(2, seed=4)
    state.play(state.legal_moves()[0])
    return state


@pytest.fixture(scope="module")
def match():
    return dl.play_match(dl.game("kozel"), [dl.bots.Greedy(), dl.bots.Random(1)] * 2, seed=3)


def test_simulate_names_a_bad_n_and_chunk():
    g = dl.game("classic")
    en, ru = both(dl.SetupError, lambda: dl.simulate(g, bots=CLASSIC_BOTS, n=-1))
    assert en == "n is the number of games to play: 0 or more, not -1"
    assert ru == "n — число игр, которые нужно сыграть: 0 или больше, а не -1"
    en, ru = both(dl.SetupError, lambda: dl.summarize(g, bots=CLASSIC_BOTS, n="10"))
    assert en == "n is the number of games to play: a whole number, not '10'"
    assert ru == "n — число игр, которые нужно сыграть: целое число, а не '10'"
    en, ru = both(dl.SetupError, lambda: dl.simulate(g, bots=CLASSIC_BOTS, n=5, chunk=0))
    assert en == "chunk is the number of games each task plays: at least 1, not 0"
    assert ru == "chunk — число игр в одном задании: не меньше 1, а не 0"


def test_a_failing_bot_is_named_with_its_game_in_russian():
    class Broken(dl.bots.Greedy):
        def choose(self, observation, legal_moves):
            raise ZeroDivisionError("the bot divided by zero")

    g = dl.game("classic")
    en, ru = both(dl.SimulationError, lambda: dl.simulate(g, 3, [Broken(), dl.bots.Random(1)], seed=3, chunk=10))
    assert re.fullmatch(r"chunk 1 of 1 \(games 0 to 2 of seed 3\): game 0 \(its seed: \d+\) failed: "
                        r"ZeroDivisionError: the bot divided by zero", en), en
    assert re.fullmatch(r"порция 1 из 1 \(игры с 0 по 2 из seed 3\): игра 0 \(её seed: \d+\) завершилась ошибкой: "
                        r"ZeroDivisionError: the bot divided by zero", ru), ru


def test_ismcts_arguments():
    en, ru = both(dl.SetupError, lambda: dl.bots.ISMCTS(iterations=0))
    assert en == "ISMCTS iterations is the number of imagined deals per decision: a whole number of at least 1, not 0"
    assert ru == "ISMCTS: iterations — число воображаемых раздач на одно решение: целое число не меньше 1, а не 0"
    en, ru = both(dl.SetupError, lambda: dl.bots.ISMCTS(exploration=-1))
    assert en == "ISMCTS exploration is UCB1's constant: a finite number of at least 0, not -1"
    assert ru == "ISMCTS: exploration — константа UCB1: конечное число не меньше 0, а не -1"
    state = deal_in_progress()
    other = 1 - state.current
    en, ru = both(dl.SetupError, lambda: dl.bots.ISMCTS(iterations=5).choose(state.observation(other),
                                                                             state.legal_moves()))
    assert en == f"it is player {state.current}'s turn: player {other} has no move to choose"
    assert ru == f"сейчас ход игрока {state.current}: игроку {other} нечего выбирать"


def test_analyse_arguments():
    state = deal_in_progress()
    en, ru = both(dl.SetupError, lambda: dl.analyse(state, worlds=0))
    assert en == "worlds is how many imagined deals to solve: a whole number of at least 1, not 0"
    assert ru == "worlds — сколько воображаемых раздач решить: целое число не меньше 1, а не 0"
    en, ru = both(dl.SetupError, lambda: dl.analyse(state, player=7))
    assert en == "there is no player 7 in a 2-player deal"
    assert ru == "в раздаче на 2 игроков нет игрока 7"
    en, ru = both(dl.SetupError, lambda: dl.analyse(state.observation(0)))
    assert en.startswith("analyse takes the deal (a dl State) and the player whose view to take, not an observation")
    assert ru.startswith("analyse принимает раздачу (dl State) и игрока, с чьей точки зрения смотреть")


def test_review_arguments():
    record = dl.play(dl.game("classic"), CLASSIC_BOTS, seed=2)
    en, ru = both(dl.SetupError, lambda: review(record, thresholds={"oops": 1.0}))
    assert en == "there is no mark 'oops' to set a threshold for; the marks are: good, inaccuracy, mistake, blunder"
    assert ru == "нет оценки 'oops', для которой задать порог; оценки: good, inaccuracy, mistake, blunder"
    en, ru = both(dl.SetupError, lambda: review("a record"))
    assert en == "review takes a finished deal's record (dl.play(...), a DealRecord), not 'a record'"
    assert ru == "review принимает запись оконченной раздачи (dl.play(...), DealRecord), а не 'a record'"


def test_solve_arguments_and_what_cannot_be_solved():
    state = deal_in_progress()
    en, ru = both(dl.SetupError, lambda: dl.solve(state, nodes=0))
    assert en == "nodes is a budget of positions to search: a whole number of at least 1, not 0"
    assert ru == "nodes — бюджет позиций для перебора: целое число не меньше 1, а не 0"
    en, ru = both(dl.SetupError, lambda: dl.solve(state, seconds=-1))
    assert en == "seconds is a budget of time to search: a number above 0, not -1"
    assert ru == "seconds — бюджет времени на перебор: число больше 0, а не -1"
    en, ru = both(dl.DominoError, lambda: dl.solve(state.observation(0)))
    assert en.startswith("solve needs the whole deal with every hand open, not one player's observation")
    assert ru.startswith("для solve нужна вся раздача со всеми открытыми руками, а не наблюдение одного игрока")
    en, ru = both(dl.DominoError, lambda: dl.solve(42))
    assert (en, ru) == ("solve takes a deal in progress (a dl State), not 42",
                        "solve принимает идущую раздачу (dl State), а не 42")


def _with(match, field: str, raw: str) -> str:
    data = json.loads(match.to_json())
    data[field] = "@@"
    return json.dumps(data).replace('"@@"', raw)


def test_match_records(match):
    en, ru = both(dl.RecordError, lambda: dl.MatchRecord.from_json(_with(match, "players", "Infinity")))
    assert en == ("players is Infinity, which is not JSON (Infinity); "
                  "a record holds whole numbers, words, true/false and null")
    assert ru == ("players: Infinity, а это не JSON (Infinity); "
                  "в записи бывают только целые числа, слова, true/false и null")
    en, ru = both(dl.RecordError, lambda: dl.MatchRecord.from_json(_with(match, "seed", "9" * 50)))
    assert en.startswith("seed is a 50-digit number (")
    assert ru.startswith("seed: 50-значное число (")
    deep = "[" * 100_000 + "]" * 100_000
    en, ru = both(dl.RecordError, lambda: dl.MatchRecord.from_json(_with(match, "context", deep)))
    assert en == "the record is nested too deeply to read (its field 'context')"
    assert ru == "запись вложена слишком глубоко, её не прочитать (поле 'context')"

    deal = match.deals[0].to_dict()
    deal["seed"] = None
    en, ru = both(dl.RecordError, lambda: dl.DealRecord.from_dict(deal))
    assert en == "seed must be a whole number, not null: a deal without its seed cannot be replayed"
    assert ru == "seed: ожидается целое число, а не null: раздачу без её seed не воспроизвести"
    deal = match.deals[0].to_dict()
    deal["moves"][0][0] = 7
    en, ru = both(dl.RecordError, lambda: dl.DealRecord.from_dict(deal))
    assert en == "moves[0] names player 7, but the deal has 4 players"
    assert ru == "moves[0] называет игрока 7, а в раздаче игроков: 4"
    data = json.loads(match.to_json())
    data["deals"][1] = data["deals"][0]
    en, ru = both(dl.RecordError, lambda: dl.MatchRecord.from_json(json.dumps(data)))
    assert en.startswith("deals[1].seed: this match deals deal 2 from seed ")
    assert ru.startswith("deals[1].seed: эта партия сдаёт раздачу 2 из seed ")


def test_charts():
    en, ru = both(ValueError, lambda: draw.grid_svg([]))
    assert (en, ru) == ("grid_svg needs at least one picture", "для grid_svg нужна хотя бы одна картинка")
    picture = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'
    en, ru = both(ValueError, lambda: draw.grid_svg([picture, picture], titles=["one"]))
    assert (en, ru) == ("1 titles for 2 pictures", "заголовков: 1, а картинок: 2")


def test_exercises():
    en, ru = both(dl.SetupError, lambda: Exercise("?", answer="c", compute=lambda: "c", solution=".",
                                                  choices=("a", "b")))
    assert en == "the answer 'c' is not one of the choices ('a', 'b')"
    assert ru == "ответа 'c' нет среди вариантов ('a', 'b')"
    en, ru = both(dl.SetupError, lambda: Exercise("?", answer=2.5, compute=lambda: 2.5, solution="."))
    assert en == "an answer is a number, yes/no, a choice or a set of tiles, not 2.5"
    assert ru == "ответ — это число, да/нет, один из вариантов или набор костей, а не 2.5"


def test_a_board_says_there_is_no_such_button_in_its_language():
    pytest.importorskip("ipywidgets")
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=0, delay=0)
    en = raised(dl.IllegalMove, lambda: board.click_action("fly"))
    assert re.fullmatch(r"there is no button 'fly'; the buttons are: .+", en), en
    with i18n.using("ru"):  # (the board speaks its own lang=: None is the current language)
        ru = raised(dl.IllegalMove, lambda: board.click_action("fly"))
    assert re.fullmatch(r"кнопки 'fly' нет; кнопки: .+", ru), ru
    russian = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=0, delay=0, lang="ru")
    assert raised(dl.IllegalMove, lambda: russian.click_action("fly")).startswith("кнопки 'fly' нет; кнопки: ")
