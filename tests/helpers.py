"""Checks the game tests share: the legal moves as text, and a move refused cleanly."""

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
