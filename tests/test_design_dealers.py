"""``dl.simulate`` of the designs counted in play (Kozel with Muggins' deal scoring, on its line
and on Muggins' cross) and of Muggins gives the same rows whichever road plays them: the path's
``random_dealer`` (fresh ``Random`` seats known by their streams' keys, what ``dl.simulate``
takes), its ``playout_random``, its ``playout`` with the bots made, and the object engine deal by
deal (``run_deal``)."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.design import design
from domino_lab.games.counting import counted_cross, counted_line
from domino_lab.match import _seat, run_deal

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
        bots = [dl.bots.Random(k) for k in range(players)]
        assert path.supported(game, bots)
        made = []
        dealer = path.random_dealer

        def spy(game, players, dealer=dealer, made=made):
            made.append(players)
            return dealer(game, players)

        monkeypatch.setattr(path, "random_dealer", spy)
        rows = dl.simulate(game, 50, bots, seed=players)
        assert made  # (the dealer played them)
        monkeypatch.delattr(path, "random_dealer")
        assert dl.simulate(game, 50, bots, seed=players) == rows  # its playout_random
        monkeypatch.delattr(path, "playout_random")
        assert dl.simulate(game, 50, bots, seed=players) == rows  # its playout, the bots made
        monkeypatch.undo()
        for row in rows:  # the engine, move by move
            slow = run_deal(game.deal(players, row.seed), _seat(bots, row.seed))
            result = slow.result()
            assert (row.winner, row.points, row.reason) == (result.winner, result.points, result.reason)
            assert (row.moves, row.draws, row.passes, row.leader) == (*slow.move_tally(), slow.first_player)
