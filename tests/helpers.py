"""Checks the game tests share: the legal moves as text, a move refused cleanly, and what the
fast-path tests share (bots of a kind, two finished deals that must agree in every field)."""

from __future__ import annotations

import pytest

import domino_lab as dl


def legal(state) -> list[str]:
    """The legal moves of ``state`` as their texts, in the engine's order."""
    return [str(m) for m in state.legal_moves()]


def rejected(state, move, *words) -> str:
    """``move`` raises IllegalMove whose reason contains every one of ``words``, and neither the
    position nor its legal moves change. Returns the reason."""
    before, moves = state.to_text(), legal(state)
    with pytest.raises(dl.IllegalMove) as exc:
        state.play(move)
    assert state.to_text() == before and legal(state) == moves
    for word in words:
        assert word in exc.value.reason, f"{exc.value.reason!r} does not say {word!r}"
    return exc.value.reason


def bots_of(kind: str, players: int, salt: int) -> list:
    """Seeded bots: all ``"random"``, all ``"greedy"``, or ``"mixed"`` (alternating by seat)."""
    if kind == "random":
        return [dl.bots.Random(salt * 10 + k) for k in range(players)]
    if kind == "greedy":
        return [dl.bots.Greedy() for _ in range(players)]
    return [dl.bots.Greedy() if (k + salt) % 2 else dl.bots.Random(salt + k) for k in range(players)]


def game_or_skip(gid: str, opts: dict):
    """``dl.game(gid, **opts)``, or skip the test when the game has no such option."""
    try:
        return dl.game(gid, **opts)
    except dl.SetupError as exc:
        pytest.skip(str(exc))


def same_deal(fast, slow) -> None:
    """Two finished deals agree move for move and field for field (a fast path against the engine)."""
    assert fast.over and slow.over
    assert type(fast) is type(slow)
    assert fast.result() == slow.result()
    assert fast.to_text() == slow.to_text()
    assert fast.history == slow.history
    assert [(p, str(m)) for p, m in fast.history] == [(p, str(m)) for p, m in slow.history]
    assert fast.move_tally() == slow.move_tally()
    assert fast.first_player == slow.first_player
    assert fast.returns() == slow.returns()
    assert set(vars(fast)) == set(vars(slow))
    for field, value in vars(slow).items():  # every field: table (with how each double lies), scores, fresh...
        if field == "chance":
            assert repr(fast.chance) == repr(value)
        else:
            assert getattr(fast, field) == value, field
    fast.check_conservation()
