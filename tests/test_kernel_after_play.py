"""The integer loop's ``after_play``: an override whose code only reads is called by the kernel on a
view of the deal (``games.chain.kernel_view``), which must read, field for field, as the engine's
state reads at that moment."""

from __future__ import annotations

import pytest
from helpers import finish_with, playout_with

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games import kept
from domino_lab.games.chain import kernel
from domino_lab.games.chain.classic import Classic
from domino_lab.games.chain.kozel import Kozel
from domino_lab.moves import Draw


class Reads(Kozel):
    def after_play(self, state, player, move):
        if len(state.hands[player]) == 1 and not state.boneyard:
            return None
        return super().after_play(state, player, move)


class ReadsTable(Classic):
    def after_play(self, state, player, move):
        if state.table.left == state.table.right and len(state.history) > 3 and state.drawn:
            return None
        return super().after_play(state, player, move)


class Writes(Kozel):
    def after_play(self, state, player, move):
        state.context["seen"] = state.context.get("seen", 0) + 1


class CountsHeld(Classic):
    """One that keeps a count in the deal's context of what it reads of the tiles, and the last
    move: shown the view, whose context is the deal's own."""

    def after_play(self, state, player, move):
        state.context["held"] = state.context.get("held", 0) + len(state.hands[player]) + len(state.boneyard)
        state.context[player] = move


def _snapshot(state, player, move):
    table = state.table
    return (player, move, [sorted(h, key=_ID) for h in state.hands], list(state.boneyard), table.left, table.right,
            list(table.placed), list(state.history), state.current, state.drawn, state.passes, state.last_player,
            state.last_single, state.over, state.lead_tiles, state.leader, dict(state.context), state.seed,
            state.players, state.sides, state.first_player, isinstance(state, dl.games.chain.base.ChainState))


def _ID(tile):
    return tile.id


def _recording(base):
    class Recording(base):
        seen: list = []

        def after_play(self, state, player, move):
            Recording.seen.append(_snapshot(state, player, move))

    Recording.info = base.info
    return Recording()


def _bots(n, seed=0, mix=False):
    """Random bots (drawn for by the loop itself), or with ``mix`` every other one Greedy (handed a list)."""
    return [dl.bots.Greedy() if mix and k % 2 else dl.bots.Random(seed + k) for k in range(n)]


def test_a_reading_after_play_keeps_the_integer_loop():
    for cls in (Reads, ReadsTable):
        cls.info = cls.__mro__[1].info
        assert kernel.takes(cls(), 4)
    Writes.info = Kozel.info
    assert kernel.takes(Writes(), 4) and kernel._reads_after(Writes)  # (it counts in the context: on the view)
    assert kernel._writes_after(SkipsATurn) and not kernel._reads_after(SkipsATurn)  # (on the deal itself: below)


@pytest.mark.parametrize("mix", [False, True])
@pytest.mark.parametrize("base", [Kozel, Classic])
def test_the_view_reads_as_the_engines_state(base, mix, monkeypatch):
    """Every field the hook may read, at every play, is the engine's (a recording hook, played by
    the kernel as if it only read: its records against the driver's)."""
    monkeypatch.setattr(kernel, "_reads_after", lambda cls: True)
    game = _recording(base)
    for players in (2, 3, 4):
        for seed in range(6):
            type(game).seen = []
            fast = playout_with(kernel, game, players, seed, _bots(players, mix=mix))
            fast_seen = type(game).seen
            type(game).seen = []
            slow = run_deal(game.deal(players, seed), _bots(players, mix=mix))
            assert fast_seen == type(game).seen and fast_seen
            assert fast.to_text() == slow.to_text() and fast.history == slow.history


@pytest.mark.parametrize("after_draw", [False, True])
def test_the_view_reads_as_the_engines_state_when_finishing(after_draw, monkeypatch):
    """The same from a deal part played (``kernel.finish``: the table and history it began with,
    and a turn begun with draws before it)."""
    monkeypatch.setattr(kernel, "_reads_after", lambda cls: True)
    game = _recording(Classic)
    for seed in range(12):
        start = game.deal(2, seed)
        for _ in range(5):
            start.play(start.legal_moves()[0])
        while after_draw and not start.over and not (start.history and isinstance(start.history[-1][1], Draw)):
            start.play(start.legal_moves()[0])
        if start.over:
            continue
        type(game).seen = []
        fast = finish_with(kernel, start, _bots(2, 7))
        fast_seen = type(game).seen
        type(game).seen = []
        slow = run_deal(start.clone(), _bots(2, 7))
        assert fast_seen == type(game).seen and fast_seen
        assert fast.to_text() == slow.to_text() and fast.history == slow.history


def test_reading_variants_play_the_stock_deals():
    for cls in (Reads, ReadsTable):
        cls.info = cls.__mro__[1].info
        stock = dl.game(cls.info.id)
        for players in (2, 4):
            assert dl.simulate(cls(), 30, _bots(players), seed=1) == dl.simulate(stock, 30, _bots(players), seed=1)


@pytest.mark.parametrize("base", [Kozel, Classic])
def test_the_view_reads_as_the_engines_state_for_unmade_seats(base, monkeypatch):
    """The same where ``dl.simulate`` seats fresh ``Random`` bots known by their streams' keys alone
    (``kernel.random_dealer``: ``line_loop.play_line`` calls the hook on the view)."""
    from domino_lab.streams import key

    monkeypatch.setattr(kernel, "_reads_after", lambda cls: True)
    game = _recording(base)
    for players in (2, 3, 4):
        deal = kernel.random_dealer(game, players)
        for seed in range(6):
            type(game).seen = []
            fast = deal(seed, [key(100 + seed + k) for k in range(players)])
            fast_seen = type(game).seen
            type(game).seen = []
            slow = run_deal(game.deal(players, seed), [dl.bots.Random(100 + seed + k) for k in range(players)])
            assert fast_seen == type(game).seen and fast_seen
            assert fast.to_text() == slow.to_text() and fast.history == slow.history
            assert fast.move_tally() == slow.move_tally()


class SkipsATurn(Kozel):
    """A hook that changes the deal: after a double, the next player loses his turn."""

    def after_play(self, state, player, move):
        if move.tile.is_double:
            state.current = (state.current + 1) % state.players


class ReadsHands(Classic):
    """One that reads the tiles (and keeps what it read in a local: not a count in the context
    alone): the deal is the engine's plain state from its first call."""

    def after_play(self, state, player, move):
        held = len(state.hands[player])
        state.context["held"] = state.context.get("held", 0) + held


class EndsIt(Kozel):
    """One that ends the deal itself once a player has laid three doubles."""

    def after_play(self, state, player, move):
        seen = state.context.setdefault("doubles", [0] * state.players)
        seen[player] += move.tile.is_double
        if seen[player] >= 3:
            state._end("out", winner=player, move=move)


@pytest.mark.parametrize("cls", [Writes, CountsHeld])
@pytest.mark.parametrize("mix", [False, True])
def test_a_hook_that_counts_in_the_context_is_shown_the_view(cls, mix, monkeypatch):
    """An ``after_play`` that only reads and keeps counts in the deal's context is shown the view,
    whose context is the deal's own dict, on every road (the driver's, ``dl.simulate``'s unmade
    seats, a position played on): the context it leaves and every field are the engine's."""
    from domino_lab.streams import key

    cls.info = cls.__mro__[1].info
    game = cls()
    assert kernel._reads_after(cls) and not kernel._writes_after(cls)
    seen = []
    monkeypatch.setattr(kernel, "view_of", lambda *a, _v=kernel.view_of, **k: seen.append(1) or _v(*a, **k))
    for players in (2, 3, 4):
        deal = kernel.random_dealer(game, players)
        for seed in range(8):
            slow = run_deal(game.deal(players, seed), _bots(players, mix=mix))
            fast = playout_with(kernel, game, players, seed, _bots(players, mix=mix))
            assert fast.to_text() == slow.to_text() and fast.history == slow.history, (cls, players, seed)
            assert fast.result() == slow.result() and fast.context == slow.context and fast.context
            unmade = deal(seed, [key(100 + seed + k) for k in range(players)])
            made = run_deal(game.deal(players, seed), [dl.bots.Random(100 + seed + k) for k in range(players)])
            assert unmade.to_text() == made.to_text() and unmade.context == made.context
            start = game.deal(players, seed)
            for _ in range(3):
                start.play(start.legal_moves()[0])
            assert start.context  # (counted by the engine so far; the view counts on in the same dict's copy)
            on = finish_with(kernel, start, _bots(players, mix=mix))
            assert on.context == run_deal(start.clone(), _bots(players, mix=mix)).context
    assert seen  # (the view was made: no road called the hook on the deal itself)
    rows = dl.simulate(game, 40, _bots(4), seed=3)
    with kept.engine_alone():
        assert dl.simulate(game, 40, _bots(4), seed=3) == rows


@pytest.mark.parametrize("cls", [SkipsATurn, ReadsHands, EndsIt])
@pytest.mark.parametrize("mix", [False, True])
def test_a_hook_that_changes_the_deal_is_called_on_the_deal(cls, mix):
    """An ``after_play`` that may change the deal is called on the kept deal itself (a read of its
    tiles makes it the engine's plain state): the deals are the engine's, field for field; its
    unmade seats are made (``random_dealer`` leaves them), and ``dl.simulate``'s rows are the engine's."""
    cls.info = cls.__mro__[1].info
    game = cls()
    assert kernel.takes(game, 4) and kernel.random_dealer(game, 4) is None
    for players in (2, 3, 4):
        for seed in range(8):
            fast = playout_with(kernel, game, players, seed, _bots(players, mix=mix))
            slow = run_deal(game.deal(players, seed), _bots(players, mix=mix))
            assert fast.to_text() == slow.to_text() and fast.history == slow.history, (cls, players, seed)
            assert fast.result() == slow.result() and fast.context == slow.context
            assert fast.move_tally() == slow.move_tally() and fast.last_single == slow.last_single
    rows = dl.simulate(game, 40, _bots(4), seed=3)
    with kept.engine_alone():
        assert dl.simulate(game, 40, _bots(4), seed=3) == rows
