"""``dl.simulate`` of the designs counted in play on a line (Kozel or Classic with Muggins' deal
scoring) gives the same rows whichever road plays them: the counted line's ``random_dealer``
(fresh ``Random`` seats known by their streams' keys, what ``dl.simulate`` takes), its deal
played with the bots made, and the object engine deal by deal
(``run_deal``). Muggins and the designs on its cross are played by the engine, which has no
dealer of its own: ``tests/test_muggins_paths.py``."""

from __future__ import annotations

import pytest
from helpers import proves_random_dealer

from domino_lab.design import design
from domino_lab.games.counting import counted_line

GAMES = {
    "kozel-with-muggins-scoring": (lambda: design("kozel", deal_scoring="muggins"), counted_line),
    "classic-with-muggins-scoring": (lambda: design("classic", deal_scoring="muggins"), counted_line),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_simulate_gives_the_same_rows_whichever_road(name, monkeypatch):
    make, path = GAMES[name]
    game = make()
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        proves_random_dealer(path, game, players, 50, monkeypatch)
