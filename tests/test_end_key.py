"""A game's ``end_key`` (see ``ChainGame``'s docstring): what its end rule reads of the deal besides
the end and the tile, by which the family keeps one table of the plays on the open ends per ends and
key (``games.chain.plays.key_table``) and reads every hand's plays, and the fish test, from it.

The contract is that the key fully decides the rule's answers. It is checked here where it matters:
on every turn of many deals (seeds, 2 to 4 players, Random and Greedy bots and a mix) of
Double-lock, Milky Way and designs that run their end rules, every hand's plays read from the table
are the ones the family lists asking the rule of each tile (``plays.end_plays``), and a table made
anew is the one kept. A key that leaves out what the rule reads is caught so
(``test_a_wrong_key_is_caught``). Whole deals played with the tables and without them end alike, field by field."""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import plays
from domino_lab.games.chain.base import ChainGame
from domino_lab.games.chain.double_lock import DoubleLock

SPECS = ["double_lock", "double_lock@locks=False", "milky_way", "kozel:layout:double_lock",
         "classic:layout:double_lock", "blitz:layout:double_lock", "milky_way:layout:double_lock",
         "milky_way:draw:kozel", "milky_way:deal_scoring:classic", "double_lock:deal_scoring:kozel",
         "double_lock:lead:classic"]


def _game(spec: str):
    spec, _, opt = spec.partition("@")
    if ":" in spec:
        name, kinds, donor = spec.split(":")
        return dl.design(name, **{k: donor for k in kinds.split("+")})
    if opt:
        key, value = opt.split("=")
        return dl.game(spec, **{key: value == "True"})
    return dl.game(spec)


def _players(game):
    lo, hi = game.info.players
    return [p for p in (2, 3, 4) if lo <= p <= hi]


def _bots(players, mix):
    if mix == 0:
        return [dl.bots.Random(k) for k in range(players)]
    if mix == 1:
        return [dl.bots.Greedy() for _ in range(players)]
    return [dl.bots.Greedy() if k % 2 else dl.bots.Random(k) for k in range(players)]


def _fresh(state):
    plays.KEPT_END[0] = (None, None, -1, None, None, None)
    return state._end_table()


def _check_deals(game, seeds=range(5)) -> int:
    """Every turn of ``game``'s deals: the tabled plays of every hand are the family's listing, and the
    kept table the one made anew. Returns the number of turns read from a table."""
    tabled = 0
    for players in _players(game):
        for seed in seeds:
            for mix in range(3):
                bots = _bots(players, mix)
                state = game.deal(players, seed)
                while not state.over:
                    if not state.table.empty:
                        table = state._end_table()
                        assert table is not None, "an end rule with a key is read from a table"
                        tabled += 1
                        ends = state.table.open_ends()
                        for hand in state.hands:
                            assert plays.in_order(*table, hand) == plays.end_plays(state, hand, ends, True), (
                                state.to_text(), sorted(map(str, hand)))
                        assert _fresh(state) == table
                    legal = state.legal_moves()
                    state.play(bots[state.current].choose(None, legal) if len(legal) > 1 else legal[0])
    return tabled


@pytest.mark.parametrize("spec", SPECS)
def test_the_keyed_table_is_the_family_listing(spec):
    game = _game(spec)
    assert plays.tabled_end_rule(type(game), ChainGame) == "keyed"
    assert _check_deals(game) > 100


@pytest.mark.parametrize("spec", ["double_lock", "milky_way", "kozel:layout:double_lock"])
def test_deals_end_alike_with_the_tables_and_without(spec, monkeypatch):
    game = _game(spec)
    finished = {}
    for tabled in (True, False):
        if not tabled:
            monkeypatch.setattr(plays, "tabled_end_rule", lambda game, family: None)
        plays.KEPT_END[0] = (None, None, -1, None, None, None)
        for players in _players(game):
            for seed in range(4):
                for mix in range(3):
                    state = run_deal(game.deal(players, seed), _bots(players, mix))
                    assert (state._end_table() is None) is (not tabled or state.table.empty)
                    record = (state.to_text(), [(p, str(m)) for p, m in state.history], repr(state.result()),
                              {k: repr(v) for k, v in vars(state).items() if k not in ("game", "_legal")})
                    if tabled:
                        finished[players, seed, mix] = record
                    else:
                        assert finished[players, seed, mix] == record


class _Forgetful(DoubleLock):
    """Double-lock with a key that leaves out the doubles down, which its rule reads."""

    def end_accepts(self, state, end, tile):
        return tile.is_double or end.value in state.doubles_down

    def end_key(self, state):
        return len(state.table) > 4


def test_a_wrong_key_is_caught():
    game = _Forgetful()
    assert plays.tabled_end_rule(_Forgetful, ChainGame) == "keyed"
    with pytest.raises(AssertionError):
        _check_deals(game)


class _NewRule(DoubleLock):
    """A rule written anew without a key beside it: Double-lock's key is not read for it."""

    def end_accepts(self, state, end, tile):
        return tile.is_double or end.value in state.doubles_down or state.current == 0


def test_a_key_is_read_only_beside_its_rule():
    assert plays.end_key_of(DoubleLock) is DoubleLock.end_key
    assert plays.end_key_of(_NewRule) is None
    assert plays.tabled_end_rule(_NewRule, ChainGame) is None
    # a design running Double-lock's end rule in Milky Way's class reads Double-lock's key, not Milky Way's
    design = type(_game("milky_way:layout:double_lock"))
    assert plays.end_key_of(design) is DoubleLock.end_key
    assert not hasattr(ChainGame, "end_key")  # (the family names no key: a path asking the rule need not know it)


def test_a_key_of_none_asks_the_rule_of_each_tile(monkeypatch):
    # a game's key may be None for a deal (the rule then reads more than the key names): no table
    monkeypatch.setattr(DoubleLock, "end_key", lambda self, state: None)
    plays.end_key_of.cache_clear()
    plays.KEPT_END[0] = (None, None, -1, None, None, None)
    try:
        game = dl.game("double_lock")
        state = game.deal(4, 1)
        rng = random.Random(1)
        while not state.over:
            if not state.table.empty:
                assert state._end_table() is None
            state.play(rng.choice(state.legal_moves()))
    finally:
        monkeypatch.undo()
        plays.end_key_of.cache_clear()
