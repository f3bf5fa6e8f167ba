"""The chain family's ``_apply`` does some of a state's hooks' work itself (``plays.state_plan``): it
lays a plain play by the family's ``_lay`` then calls ``after_lay`` where the state's ``_lay`` is just
that (the counting family's, Donkey's), reads Donkey's ``self.table.all_closed`` before the family's
fish test, and skips the family's ``_laid`` and ``_next_turn`` calls. Every deal must be the one the
hooks themselves play: here the plan is replaced by one that calls every hook, and the finished deals
compared field by field, on the crosses, designs laid on them and a few line games."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import plays
from domino_lab.games.chain.base import ChainState
from domino_lab.games.counting.base import CountingState
from domino_lab.games.cross.donkey import DonkeyState
from tests.helpers import bots_of, same_deal

SPECS = [("donkey", {}), ("donkey", {"several_doubles": "closing"}), ("telephone", {}),
         ("telephone", {"doubles_at_once": True}), ("muggins", {}), ("odd_even", {}), ("double_lock", {}),
         ("seven", {}), ("kozel", {})]
DESIGNS = [("kozel", "layout", "donkey"), ("classic", "layout", "muggins"), ("seven", "layout", "telephone")]


def _every_hook(state: type, family_state: type):
    """A plan that calls every hook of the state (its ``_lay``, ``blocked``, ``_laid``, ``_next_turn``)."""
    plan = plays.PLAN[0] = (state, None, None, True, True)
    return plan


def _deals(game, monkeypatch, hooks: bool) -> list:
    with monkeypatch.context() as m:
        if hooks:
            m.setattr(plays, "state_plan", _every_hook)
        plays.PLAN[0] = (None, None, None, False, False)  # (no plan kept: the next play asks state_plan)
        try:
            lo, hi = game.info.players
            return [run_deal(game.deal(n, seed), bots_of(kind, n, seed))
                    for n in range(lo, min(hi, 4) + 1) for seed in range(6) for kind in ("random", "greedy", "mixed")]
        finally:
            plays.PLAN[0] = (None, None, None, False, False)


@pytest.mark.parametrize("game", [dl.game(g, **o) for g, o in SPECS] + [dl.design(b, **{k: d}) for b, k, d in DESIGNS],
                         ids=[g + "".join(f"-{k}={v}" for k, v in o.items()) for g, o in SPECS]
                         + [f"{b}-{k}-{d}" for b, k, d in DESIGNS])
def test_the_plan_plays_the_deals_the_hooks_play(game, monkeypatch):
    for planned, hooked in zip(_deals(game, monkeypatch, False), _deals(game, monkeypatch, True), strict=True):
        same_deal(planned, hooked)


def test_what_the_plan_reads():
    """Donkey's ``_lay`` is the family's then an ``after_lay`` that acts, its ``blocked`` reads
    ``table.all_closed`` first; the counting family's ``_lay`` calls an ``after_lay`` that does nothing;
    a state that lays its own way is asked."""
    donkey = plays.state_plan(DonkeyState, ChainState)
    assert donkey[1] is True and donkey[2] is not None and donkey[3:] == (False, False)
    assert plays.state_plan(CountingState, ChainState)[1:3] == (False, None)
    assert plays.state_plan(ChainState, ChainState)[1:] == (False, None, False, False)
    own = type("OwnLay", (ChainState,), {"_lay": lambda self, player, play: ChainState._lay(self, player, play)})
    assert plays.state_plan(own, ChainState)[1] is None
