"""Defects found in an attack run on the widgets driven in code, position texts and match
records (defects11), each with its reproduction.

1. ``dl.Replay`` of a deal record whose moves were edited (another deal's moves, or each move
   given to the other player) played the moves without the record's check: a move recorded for
   the wrong player was captioned "move 1 of 39: player 1 — lead 5-5" (player 0 led), and a move
   that does not replay was a bare ``IllegalMove`` ("the lead must be 5-5") naming no move of the
   record. The Replay replays by the record's own rule now (``DealRecord._replay``): a
   ``RecordError`` naming the move, as ``record.replay()`` and loading the record say.
"""

from __future__ import annotations

import dataclasses

import pytest

import domino_lab as dl


def classic_deal(seed=1):
    return dl.play(dl.game("classic"), [dl.bots.Greedy(), dl.bots.Random()], seed=seed)


# -- 1. a Replay checks the record's moves as the record does ----------------------------------------------

@pytest.mark.parametrize("lang, english", [
    ("en", "moves[0]: move 1 ('lead 5-5') is recorded for player 1, but it is player 0's turn"),
    ("ru", "moves[0]: ход 1 ('lead 5-5') записан за игроком 1, но сейчас ход игрока 0"),
])
def test_a_replay_refuses_moves_recorded_for_the_wrong_player(lang, english):
    record = classic_deal()
    swapped = dataclasses.replace(record, moves=[(1 - p, m) for p, m in record.moves])
    with pytest.raises(dl.RecordError) as replaying:
        dl.Replay(swapped, lang=lang, graph=False)
    assert str(replaying.value) == english


def test_a_replay_names_the_move_of_the_record_that_does_not_replay():
    record = classic_deal()
    other = dataclasses.replace(record, moves=[(0, "lead 3-3"), *record.moves[1:]])
    with pytest.raises(dl.RecordError, match=r"^moves\[0\]: move 1 \('lead 3-3'\) does not replay: the lead must "
                                             r"be 5-5$"):
        dl.Replay(other, graph=False)
    with pytest.raises(dl.RecordError, match=r"^moves\[0\]: ход 1 \('lead 3-3'\) не воспроизводится: "):
        dl.Replay(other, graph=False, lang="ru")


def test_a_replay_still_steps_through_a_deal_and_a_cut_record():
    record = classic_deal()
    replay = dl.Replay(record, graph=False)
    assert len(replay.states) == len(record.moves) + 1 and replay.states[-1].to_text() == record.replay().to_text()
    replay._go(1)
    assert replay.caption.value == "move 1 of 39: player 0 — lead 5-5"
    cut = dl.Replay(dataclasses.replace(record, moves=record.moves[:5]), graph=False)
    assert cut.slider.max == 5 and cut.states[5].to_text() == record.replay(5).to_text()
