"""``dl.simulate`` of the designs counted in play (Kozel with Muggins' deal scoring, on its line
and on Muggins' cross) and of Muggins gives the same rows whichever road plays them: the path's
``random_dealer`` (fresh ``Random`` seats known by their streams' keys, what ``dl.simulate``
takes), its ``playout_random``, its ``playout`` with the bots made, and the object engine deal by
deal (``run_deal``)."""

from __future__ import annotations

import pytest
from helpers import proves_random_dealer

import domino_lab as dl
from domino_lab.design import design
from domino_lab.games.counting import counted_cross, counted_line

GAMES = {
    "kozel-with-muggins-scoring": (lambda: design("kozel", deal_scoring="muggins"), counted_line),
    "kozel-on-muggins-cross": (lambda: design("kozel", layout="muggins", deal_scoring="muggins"), counted_cross),
    "kozel-on-muggins-cross-draw-one": (lambda: design("kozel", layout="muggins", deal_scoring="muggins",
                                                       options={"draw": "one"}), counted_cross),
    "muggins": (lambda: dl.game("muggins"), counted_cross),
    "classic-with-muggins-scoring": (lambda: design("classic", deal_scoring="muggins"), counted_line),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_simulate_gives_the_same_rows_whichever_road(name, monkeypatch):
    make, path = GAMES[name]
    game = make()
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        proves_random_dealer(path, game, players, 50, monkeypatch)
