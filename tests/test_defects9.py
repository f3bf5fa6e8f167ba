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
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

import domino_lab as dl

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
