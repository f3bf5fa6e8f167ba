"""A game's ``end_key`` (see ``ChainGame``'s docstring): what its end rule reads of the deal besides
the end and the tile, by which the family keeps one table of the plays on the open ends per ends and
key (``games.chain.plays.key_table``) and reads every hand's plays, and the fish test, from it.

The contract is that the key fully decides the rule's answers. It is checked here where it matters:
on every turn of many deals (seeds, 2 to 4 players, Fork's 2 to 6, Random and Greedy bots and a mix) of
Double-lock, Milky Way, Fork (its gap rule reads no tile; its key is the lines' clamped difference in
length) and designs that run their end rules, every hand's plays read from the table
are the ones the family lists asking the rule of each tile (``plays.end_plays``), and a table made
anew is the one kept. A key that leaves out what the rule reads is caught so
(``test_a_wrong_key_is_caught``). The key is read once a tile is laid, not again while the table keeps
its length (after a draw or a pass): on every turn a key asked anew is the one kept, and a key that reads
more is caught (``test_a_key_that_changes_with_no_tile_laid_is_caught``). Whole deals played with the
tables and without them end alike, field by field."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import plays
from domino_lab.games.chain.base import ChainGame, ChainState
from domino_lab.games.chain.double_lock import DoubleLock
from domino_lab.games.chain.fork import Fork

SPECS = ["double_lock", "double_lock@locks=False", "milky_way", "kozel:layout:double_lock",
         "classic:layout:double_lock", "blitz:layout:double_lock", "milky_way:layout:double_lock",
         "milky_way:draw:kozel", "milky_way:deal_scoring:classic", "double_lock:deal_scoring:kozel",
         "double_lock:lead:classic",
         # Fork's gap rule reads no tile: its key is the lines' difference in length (2 to 6 players)
         "fork", "fork@max_gap=1", "fork@max_gap=3", "fork@draw_passes=False", "classic:layout:fork",
         "kozel:layout:fork", "blitz:layout:fork", "fork:deal_scoring:kozel"]


def _game(spec: str):
    spec, _, opt = spec.partition("@")
    if ":" in spec:
        name, kinds, donor = spec.split(":")
        return dl.design(name, **{k: donor for k in kinds.split("+")})
    if opt:
        key, value = opt.split("=")
        return dl.game(spec, **{key: int(value) if value.isdigit() else value == "True"})
    return dl.game(spec)


def _players(game):
    lo, hi = game.info.players
    return [p for p in ((2, 3, 4, 5, 6) if game.info.layout == "parallel" else (2, 3, 4)) if lo <= p <= hi]


def _bots(players, mix):
    if mix == 0:
        return [dl.bots.Random(k) for k in range(players)]
    if mix == 1:
        return [dl.bots.Greedy() for _ in range(players)]
    return [dl.bots.Greedy() if k % 2 else dl.bots.Random(k) for k in range(players)]


def _fresh(state):
    plays.KEPT_END[0] = (None, None, -1, None, None, None)
    return state._end_table()


def _check_deals(game, seeds=range(5), steady=None) -> int:
    """Every turn of ``game``'s deals: the key asked anew is the one kept while the table keeps its
    length (after a draw or a pass: counted in ``steady`` by the move), the tabled plays of every hand
    are the family's listing, and the kept table the one made anew. Returns the number of turns read
    from a table."""
    tabled, key_of = 0, plays.end_key_of(type(game))
    for players in _players(game):
        for seed in seeds:
            for mix in range(3):
                bots = _bots(players, mix)
                state = game.deal(players, seed)
                last = None  # (the table, its length and the key at the last turn)
                while not state.over:
                    if not state.table.empty and key_of is not None:  # (a table with no end rule: no key)
                        key, size = key_of(game, state), len(state.table)
                        kept = plays.KEPT_END[0]
                        if kept[0] is state.table and kept[2] == size:
                            assert kept[4] == key, ("the key changed with no tile laid", state.to_text())
                        if last is not None and last[0] is state.table and last[1] == size:
                            assert last[2] == key, ("the key changed with no tile laid", state.to_text())
                            if steady is not None:
                                steady[type(state.history[-1][1]).__name__] += 1
                        last = (state.table, size, key)
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
    steady: Counter = Counter()
    assert _check_deals(game, steady=steady) > 100
    if spec in ("double_lock", "milky_way:draw:kozel"):  # (turns after a draw and after a pass were checked)
        assert steady["Draw"] > 20 and steady["Pass"] > 20, steady


@pytest.mark.parametrize("spec", ["double_lock", "milky_way", "kozel:layout:double_lock", "fork",
                                  "fork@max_gap=1", "classic:layout:fork"])
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


class _Unclamped(Fork):
    """Fork with a key that tells apart only whether the top line is the longer: not what the gap reads."""

    def end_accepts(self, state, end, tile):
        return Fork.end_accepts(self, state, end, tile)

    def end_key(self, state):
        lines = state.table.lines
        return len(lines[0]) > len(lines[1])


def test_a_wrong_fork_key_is_caught():
    game = _Unclamped()
    assert plays.tabled_end_rule(_Unclamped, ChainGame) == "keyed"
    with pytest.raises(AssertionError):
        _check_deals(game)


def test_fork_key_is_the_clamped_gap():
    assert plays.end_key_of(Fork) is Fork.end_key
    game = dl.game("fork")
    state = dl.position("fork", hands=["3-3 1-4", "0-0"], table="across 3-5; top 3-1 1-2 2-2 2-4; bottom -")
    assert game.end_key(state) == 2  # (four longer, told apart no further than the gap of two)
    state = dl.position("fork", hands=["3-3 1-4", "0-0"], table="across 3-5; top 3-1; bottom 5-6 6-6")
    assert game.end_key(state) == -1


class _Restless(DoubleLock):
    """Double-lock whose locks open after a pass, with a key that reads the passes: a key that changes
    with no tile laid, which the engine does not read again (``ChainState._end_table``)."""

    def end_accepts(self, state, end, tile):
        return tile.is_double or end.value in state.doubles_down or state.passes > 0

    def end_key(self, state):
        return DoubleLock.end_key(self, state), state.passes > 0


def test_a_key_that_changes_with_no_tile_laid_is_caught():
    with pytest.raises(AssertionError, match="no tile laid"):
        _check_deals(_Restless())


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


@pytest.mark.parametrize("spec", ["double_lock:layout:wagons", "double_lock:layout:ladder",
                                  "kozel:matching:double_lock"])
def test_designs_without_locks_need_no_key(spec, monkeypatch):
    # Double-lock's locks are its layout's end rule (the design kind "layout" carries ``end_accepts``):
    # on Wagons' trains or Ladder's line the design runs the family's rule, and Double-lock's matching
    # is the family's equal pips. No rule reads the deal, so there is no key to name: their plays are
    # read from the line's tables or the trains' kept sets, and the end table is never asked for.
    game = _game(spec)
    assert plays.tabled_end_rule(type(game), ChainGame) == "standard"
    assert type(game).end_accepts is ChainGame.end_accepts and plays.end_key_of(type(game)) is None

    def asked(state):
        raise AssertionError("the end table was asked for")

    monkeypatch.setattr(ChainState, "_end_table", asked)
    for players in _players(game):
        for seed in range(3):
            assert run_deal(game.deal(players, seed), _bots(players, seed % 3)).over
