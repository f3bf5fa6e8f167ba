"""``run_deal``'s shorter road (bots that choose from the legal moves alone) plays every game move
for move as ``turns`` does, which checks every move with ``State.play``."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab import driver
from domino_lab.driver import run_deal, turns


def _bots(kind: str, players: int, salt: int) -> list:
    if kind == "random":
        return [dl.bots.Random(salt * 10 + k) for k in range(players)]
    return [dl.bots.Greedy() if (k + salt) % 2 else dl.bots.Random(salt + k) for k in range(players)]


def _checked(state, bots):
    """The deal played by ``turns``: every move through ``State.play``."""
    for _ in turns(state, bots):
        pass
    return state


@pytest.mark.parametrize("gid", [info.id for info in dl.catalogue()])
def test_every_game_plays_the_same_deals_by_either_road(gid):
    game = dl.game(gid)
    lo, hi = game.info.players
    for players in sorted({lo, min(hi, max(lo, 4)), hi}):
        for seed in range(12):
            for kind in ("random", "mixed"):
                plain = game.deal(players, seed)
                taken = driver._plain_state(type(plain)) and driver.blind_bots(_bots(kind, players, seed))
                plain = run_deal(plain, _bots(kind, players, seed))
                checked = _checked(game.deal(players, seed), _bots(kind, players, seed))
                assert plain.history == checked.history, (gid, players, seed, kind, taken)
                assert plain.to_text() == checked.to_text()
                assert plain.result() == checked.result()
                assert set(vars(plain)) == set(vars(checked))
                for field, value in vars(checked).items():
                    if field != "chance":
                        assert getattr(plain, field) == value, field


def test_the_short_road_is_taken_only_for_bots_that_choose_from_the_moves_alone():
    state = dl.game("biryuk").deal(3, 1)
    assert driver._plain_state(type(state))
    assert driver.blind_bots([dl.bots.Random(0), dl.bots.Greedy(), dl.bots.Random(2)])
    assert not driver.blind_bots([dl.bots.MonteCarlo(2, 0), dl.bots.Greedy(), dl.bots.Random(2)])

    class Looking(dl.bots.Random):  # asks for an observation: the driver must build it
        looks = True

    class Last(dl.bots.Random):  # chooses its own way, from the moves alone: the short road asks it
        def choose(self, observation, legal_moves):
            return legal_moves[-1]

    class Foreign(dl.bots.Random):  # returns a move it was not handed: refused as State.play refuses it
        def choose(self, observation, legal_moves):
            return dl.moves.Play(dl.Tile(6, 6), 0, 6)

    assert not driver.blind_bots([Looking(0)] * 3)
    assert driver.blind_bots([Last(0)] * 3)
    last = run_deal(dl.game("classic").deal(2, 3), [Last(0)] * 2)
    checked = dl.game("classic").deal(2, 3)
    for _ in driver.turns(checked, [Last(0)] * 2):
        pass
    assert last.history == checked.history and last.to_text() == checked.to_text()
    with pytest.raises(dl.IllegalMove):
        run_deal(dl.game("kozel").deal(4, 3), [Foreign(0)] * 4)
    assert driver._plain_state(type(dl.game("seven").deal(3, 1)))  # its blind take is recorded by _apply's answer

    seen = []  # on_move is called after every move: the checked road, the same deal
    with_calls = run_deal(dl.game("biryuk").deal(3, 1), [dl.bots.Random(k) for k in range(3)],
                          on_move=lambda p, m: seen.append((p, m)))
    assert seen == with_calls.history == run_deal(dl.game("biryuk").deal(3, 1),
                                                  [dl.bots.Random(k) for k in range(3)]).history
