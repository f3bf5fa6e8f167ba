"""Defects found in an attack run on the less-attacked public API (defects9), each with its
reproduction. The standard, as in tests/test_defects7.py: bad input is a ``DominoError`` naming
the rule broken (in the current language), never a raw ``TypeError``/``AttributeError``/
``IndexError``, and never read as something else.

1. ``dl.simulate("classic", ...)`` (a game's id, as ``dl.game`` takes it), ``dl.summarize`` and
   ``dl.compare`` with anything that is no game failed with a raw ``AttributeError`` ("'str' object
   has no attribute 'check_players'"), where ``dl.play`` refuses it by name; ``dl.compare(game,
   None, ...)`` first played all of ``game``'s deals for nothing. The checks ``dl.play`` makes
   (``match._setup``: a game, a bot in every seat, as many as it has players) now run first.
"""

from __future__ import annotations

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
