"""The chain family's ``_apply`` does some of a state's hooks' work itself (``plays.state_plan``): it
lays a plain play by the family's ``_lay`` then calls ``after_lay`` where the state's ``_lay`` is just
that (the counting family's, Donkey's), reads Donkey's ``self.table.all_closed`` before the family's
fish test, and skips the family's ``_laid`` call. Every deal must be the one the
hooks themselves play: here the plan is replaced by one that calls every hook, and the finished deals
compared field by field, on the crosses, designs laid on them and a few line games."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import plays
from domino_lab.games.chain.base import ChainState
from domino_lab.games.chain.double_lock import DoubleLockState
from domino_lab.games.chain.lay_acts import acts_on_own_moves
from domino_lab.games.counting.base import CountingState
from domino_lab.games.counting.muggins import MugginsState
from domino_lab.games.cross.donkey import Close, DonkeyState
from domino_lab.moves import Play
from tests.helpers import bots_of, same_deal

SPECS = [("donkey", {}), ("donkey", {"several_doubles": "closing"}), ("telephone", {}),
         ("telephone", {"doubles_at_once": True}), ("muggins", {}), ("odd_even", {}), ("double_lock", {}),
         ("seven", {}), ("kozel", {})]
DESIGNS = [("kozel", "layout", "donkey"), ("classic", "layout", "muggins"), ("seven", "layout", "telephone")]


def _every_hook(state: type, family_state: type):
    """A plan that calls every hook of the state (its ``_lay``, ``blocked``, ``_laid``)."""
    plan = plays.PLAN[0] = (state, None, None, True)
    return plan


def _deals(game, monkeypatch, hooks: bool) -> list:
    with monkeypatch.context() as m:
        if hooks:
            m.setattr(plays, "state_plan", _every_hook)
        plays.PLAN[0] = (None, None, None, False)  # (no plan kept: the next play asks state_plan)
        try:
            lo, hi = game.info.players
            return [run_deal(game.deal(n, seed), bots_of(kind, n, seed))
                    for n in range(lo, min(hi, 4) + 1) for seed in range(6) for kind in ("random", "greedy", "mixed")]
        finally:
            plays.PLAN[0] = (None, None, None, False)


@pytest.mark.parametrize("game", [dl.game(g, **o) for g, o in SPECS] + [dl.design(b, **{k: d}) for b, k, d in DESIGNS],
                         ids=[g + "".join(f"-{k}={v}" for k, v in o.items()) for g, o in SPECS]
                         + [f"{b}-{k}-{d}" for b, k, d in DESIGNS])
def test_the_plan_plays_the_deals_the_hooks_play(game, monkeypatch):
    for planned, hooked in zip(_deals(game, monkeypatch, False), _deals(game, monkeypatch, True), strict=True):
        same_deal(planned, hooked)


def test_what_the_plan_reads():
    """Donkey's ``_lay`` is the family's then an ``after_lay`` that acts on a ``Close`` alone (not
    called after a plain play), its ``blocked`` reads ``table.all_closed`` first; Double-lock's
    ``after_lay`` marks every double (called); the counting family's ``_lay`` calls an ``after_lay``
    that does nothing; a state that lays its own way is asked."""
    donkey = plays.state_plan(DonkeyState, ChainState)
    assert donkey[1] is False and donkey[2] is not None and donkey[3:] == (False,)
    assert plays.state_plan(DoubleLockState, ChainState)[1] is True
    assert plays.state_plan(CountingState, ChainState)[1:3] == (False, None)
    assert plays.state_plan(ChainState, ChainState)[1:] == (False, None, False)
    own = type("OwnLay", (ChainState,), {"_lay": lambda self, player, play: ChainState._lay(self, player, play)})
    assert plays.state_plan(own, ChainState)[1] is None


class _Own(Play):
    """A move of a made-up game's own (a plain ``Play`` is not one)."""


def _only_own(self, player, play):
    if isinstance(play, _Own):
        self.seen = play


def _own_then_more(self, player, play):
    if isinstance(play, _Own):
        self.seen = play
    self.count = 1


def _any_play(self, player, play):
    if isinstance(play, Play):
        self.seen = play


def _other_argument(self, player, play):
    if isinstance(player, _Own):
        self.seen = play


def test_an_after_lay_that_acts_on_its_own_moves_alone_is_read_from_its_code():
    assert acts_on_own_moves(DonkeyState.after_lay) and acts_on_own_moves(MugginsState.after_lay)
    assert acts_on_own_moves(_only_own) and issubclass(Close, Play)
    assert not acts_on_own_moves(DoubleLockState.after_lay)  # (every double: a plain play too)
    assert not acts_on_own_moves(_own_then_more)  # (more after the test: asked of every play)
    assert not acts_on_own_moves(_any_play)  # (a plain Play is one)
    assert not acts_on_own_moves(_other_argument)
    assert not acts_on_own_moves(CountingState.after_lay)
