"""Values the cross games keep instead of making them again, checked against the long way on every
turn of many engine deals: Donkey's extra moves for the doubles that fit (``donkey._with_groups``,
kept by the doubles' ids) and Telephone's words of a deal's ``why`` (made once per value)."""

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal, turns
from domino_lab.games.counting.telephone import _side
from domino_lab.games.cross.base import double_groups
from domino_lab.games.cross.donkey import Close
from domino_lab.i18n import join, msg, nmsg, using
from domino_lab.tiles import Tile


def _bots(players, seed):
    return [dl.bots.Greedy() if (k + seed) % 3 == 0 else dl.bots.Random(seed * 7 + k) for k in range(players)]


def _extra_long_way(game, plays):
    """Donkey's extra moves made afresh: each double that fits laid face down, then the groups."""
    closes = [Close(m.tile, m.end, m.on, m.where) for m in plays if m.tile.is_double]
    if len(closes) < 2:
        return closes
    if game.options.several_doubles == "closing":
        return closes + double_groups(closes)
    return closes + double_groups(plays, lambda m: (m, Close(m.tile, m.end, m.on, m.where)))


@pytest.mark.parametrize("options", [{}, {"several_doubles": "closing"}, {"lead": "double"},
                                     {"lead": "double", "several_doubles": "closing"}])
def test_donkey_extra_moves_are_the_long_way_on_every_turn(options):
    game = dl.game("donkey", **options)
    lo, hi = game.info.players
    groups = 0
    for players in range(lo, hi + 1):
        for seed in range(12):
            state = game.deal(players, seed)
            for _player, _move in turns(state, _bots(players, seed)):
                if state.over or state.table.empty:
                    continue
                plays = state._plays(state.current)
                kept = game.extra_moves(state, plays)
                assert kept == _extra_long_way(game, plays)
                assert kept is not game.extra_moves(state, plays)  # (a fresh list each time: callers may add to it)
                groups += sum(isinstance(m, dl.moves.Multi) for m in kept)
    assert groups  # (turns with two doubles to lay were met)


def _why_long_way(state):
    """Telephone's ``why``, its words made afresh (as ``score_deal`` said them before they were kept)."""
    result = state.result()
    if result.reason == "out":
        why = msg("player {p} went out", p=next(p for p, h in enumerate(state.hands) if not h))
    else:
        why = msg("fish")
    writes = [nmsg("{side} writes off {p} ({v} pips)", "{side} write off {p} ({v} pips)", len(side),
                   side=_side(side), p=p, v=v)
              for side, p, v in zip(state.sides, result.penalty, state.game.side_values(state)) if v]
    scored = ", ".join(map(str, state.scored))
    return join("; ", [why, msg("scored in play: {scored}", scored=scored), *writes])


def test_telephone_why_is_the_long_way_in_many_deals():
    for options in ({}, {"doubles_at_once": True}):
        game = dl.game("telephone", **options)
        for players in (2, 3, 4):
            for seed in range(40):
                state = run_deal(game.deal(players, seed), _bots(players, seed))
                why, long_way = state.result().why, _why_long_way(state)
                assert why == long_way
                assert [p._kind for p in why.parts] == [p._kind for p in long_way.parts]
                assert [p._data for p in why.parts] == [p._data for p in long_way.parts]
                with using("ru"):
                    assert str(why) == str(long_way)


def test_a_kept_why_is_translated_when_printed():
    state = dl.position("telephone", hands=["1-2", "3-3"], table="2-6", turn=0)
    state.play(state.legal_moves()[0])
    assert state.over and Tile(1, 2) not in state.hands[0]
    why = state.result().why
    with using("ru"):
        assert str(why) != why.english
    assert str(why) == why.english
