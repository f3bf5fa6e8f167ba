"""Muggins on another chain game's plain line (``dl.design("muggins", layout="kozel")``, ``"classic"``,
``"general"``) is played by the counted line (``games.counting.counted_line``): the chain kernel's
loop, then the count of its log. Its state class is Muggins' (``MugginsState``), whose one rule of
its own, turning a lengthwise double (``after_lay``), never acts where the game's ``extra_moves`` is
the chain family's (``muggins.turns_doubles``): these tests prove the loop's deals, positions,
simulated rows and matches are the object engine's, field for field, and that ``dl.simulate``'s
fresh ``Random`` seats take the counted line's own ``random_dealer``."""

from __future__ import annotations

import functools

import pytest
from helpers import (
    bots_of,
    paths_taking,
    playout_with,
    proves_finishes,
    proves_playouts,
    proves_random_dealer,
    proves_simulate_rows,
    same_deal,
)

import domino_lab as dl
from domino_lab.design import design
from domino_lab.games import kept
from domino_lab.games.counting import counted_line
from domino_lab.games.counting.base import CountingState
from domino_lab.games.counting.muggins import Muggins, MugginsState, turns_doubles

LINES = [{"base": "muggins", "layout": "kozel"},
         {"base": "muggins", "layout": "classic"},
         {"base": "muggins", "layout": "general"},
         # Muggins' own options still apply on the line: another going-out bonus and target, and
         # lengthwise doubles off (which changes nothing here: no double is ever laid lengthwise)
         {"base": "muggins", "layout": "kozel", "options": {"out_bonus": 25, "target": 100}},
         {"base": "muggins", "layout": "classic", "options": {"lengthwise_doubles": False}}]
_RECORD = ("_log", "_tally", "_start")  # the chain loop's record (kernel.PlayedOut)
check = functools.partial(same_deal, record=_RECORD)


def _id(spec: dict) -> str:
    return "-".join(f"{k}={v}" for k, v in spec.items() if k != "options") + "".join(
        f"-{k}={v}" for k, v in spec.get("options", {}).items())


@pytest.mark.parametrize("spec", LINES, ids=_id)
def test_muggins_on_a_line_is_played_by_the_counted_line_as_the_engine_plays_it(spec):
    """Deal for deal (every number of players, random, greedy and mixed bots, a match's leader every
    third seed), position for position and row for row, field for field."""
    game = design(**spec)
    assert type(game).StateClass is MugginsState and not turns_doubles(type(game))
    players = game.default_players
    taken = paths_taking(game, players)
    assert taken[0] is counted_line
    for kind in ("random", "greedy", "mixed"):
        proves_playouts(counted_line, game, kind, seeds=12, check=check)
    proves_finishes(counted_line, game, seeds=12, check=check)
    proves_simulate_rows(counted_line, game, players)
    deals = [playout_with(counted_line, game, players, seed, bots_of("random", players, seed)) for seed in range(20)]
    assert all(isinstance(d, MugginsState) and repr(d).startswith("<MugginsState ") for d in deals)
    assert any(d.score_log for d in deals)  # (plays were counted)
    assert {d.result().reason for d in deals} == {"out", "fish"}  # (both of Muggins' deal scorings)


@pytest.mark.parametrize("spec", LINES[:4], ids=_id)
def test_simulate_seats_fresh_random_bots_with_the_counted_lines_dealer(spec, monkeypatch):
    """``dl.simulate`` takes the counted line's ``random_dealer`` (Muggins' lead read on the dealt
    masks, not the fallback through its ``_seeded``), and its rows are those of its deal played
    with the bots made, and of the engine, deal by deal."""
    game = design(**spec)
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        assert not isinstance(counted_line.random_dealer(game, players), functools.partial)
        proves_random_dealer(counted_line, game, players, 60, monkeypatch)


@pytest.mark.parametrize("spec", [LINES[0], LINES[3]], ids=_id)
def test_a_match_of_muggins_on_a_line_is_the_engines(spec, monkeypatch):
    """Muggins' match (its target, the next deal led by the last winner: ``next_context``) and its
    deal scoring (``score_deal``: the going-out bonus, a block's lightest hand) are honoured as the
    engine honours them: the same record, deal for deal, with the loop and with no fast path."""
    game = design(**spec)
    played = []
    deal = counted_line.deal

    def spy(*args, **kwargs):
        played.append(args[3] if len(args) > 3 else kwargs.get("match"))
        return deal(*args, **kwargs)

    for bots in ([dl.bots.Random(k) for k in range(4)], [dl.bots.Greedy(), dl.bots.Random(1)] * 2,
                 [dl.bots.Greedy(), dl.bots.Random(5)]):
        monkeypatch.setattr(counted_line, "deal", spy)
        fast = dl.play_match(game, bots, seed=len(bots))
        monkeypatch.undo()
        assert len(played) == len(fast.deals) > 1 and all(m is not None for m in played)
        monkeypatch.setattr(kept, "_off", [True])  # the engine alone (kept.engine_alone)
        slow = dl.play_match(game, bots, seed=len(bots))
        monkeypatch.undo()
        assert fast.to_json() == slow.to_json()
        assert any(d.context.get("leader") is not None for d in fast.deals[1:])
        played.clear()


def test_the_counted_line_leaves_a_muggins_state_that_may_turn_a_double_to_the_other_paths():
    """A game on ``MugginsState`` is taken only where its ``extra_moves`` is the chain family's own
    (the very function): Muggins' own, one that hands its arguments on, or a state class of its own
    below ``MugginsState`` goes to the other paths; Kozel with Muggins' deal scoring is taken still."""
    bots = [dl.bots.Random(k) for k in range(4)]
    base = type(design("muggins", layout="kozel"))

    class Lengthwise(base):
        extra_moves = Muggins.extra_moves

    class HandsOn(base):
        def extra_moves(self, state, plays):
            return super().extra_moves(state, plays)

    class OwnState(MugginsState):
        pass

    class OwnStateGame(base):
        StateClass = OwnState

    assert counted_line.takes(base(), 4)
    assert turns_doubles(Muggins) and turns_doubles(Lengthwise) and turns_doubles(HandsOn)
    for cls in (Lengthwise, HandsOn, OwnStateGame):
        assert not counted_line.takes(cls(), 4)
    assert not counted_line.takes(dl.game("muggins"), 4)
    kozel = design("kozel", deal_scoring="muggins")
    fast = playout_with(counted_line, kozel, 4, 3, bots)
    assert counted_line.takes(kozel, 4) and type(kozel).StateClass is CountingState
    assert isinstance(fast, CountingState) and not isinstance(fast, MugginsState)
    assert repr(fast).startswith("<CountingState ")
