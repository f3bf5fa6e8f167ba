"""Defects found in the attack run of 2026-12-05 (attack6), each with its reproduction.

1. A match record whose ``winner`` or ``loser`` had been edited read back without a word, the edited
   field replaced by what the deals replay to (a deal record's ``result`` edited is refused); and a
   match record with its last deal (and score) taken away read back as a match still in play, though
   it said who won. Both fields, where the record has them, must now be what the deals replay to: a
   ``RecordError`` names the field, what it says and what the deals give. (``why``, free text, is
   still recomputed, as tests/test_records.py wants.)
"""

from __future__ import annotations

import copy

import pytest

import domino_lab as dl


@pytest.fixture(scope="module")
def match():
    return dl.play_match(dl.game("kozel"), [dl.bots.Random(i) for i in range(4)], seed=1)


@pytest.mark.parametrize("name, value, message", [
    ("winner", 1, "winner: the record says 1, but its deals replay to 0"),
    ("loser", 0, "loser: the record says 0, but its deals replay to 1"),
    ("loser", "x", "loser: the record says 'x'"),
])
def test_a_match_record_that_says_another_ending_than_its_deals_is_refused(match, name, value, message):
    data = copy.deepcopy(match.to_dict())
    assert (data["winner"], data["loser"]) == (0, 1)
    data[name] = value
    with pytest.raises(dl.RecordError, match=message):
        dl.MatchRecord.from_dict(data)


def test_a_match_record_with_its_last_deal_taken_away_is_refused(match):
    data = copy.deepcopy(match.to_dict())
    data["deals"].pop()
    data["scores"].pop()
    with pytest.raises(dl.RecordError, match="winner: the record says 0, but its deals replay to a match not yet over"):
        dl.MatchRecord.from_dict(data)
    data["winner"] = data["loser"] = None  # a record of a match in play says so
    data["why"] = ""
    assert not dl.MatchRecord.from_dict(data).why


def test_a_match_record_still_reads_back_and_speaks_russian(match):
    again = dl.MatchRecord.from_json(match.to_json())
    assert (again.winner, again.loser, again.why, again.scores) == (match.winner, match.loser, match.why, match.scores)
    data = copy.deepcopy(match.to_dict())
    data["winner"] = 1
    with dl.i18n.using("ru"), pytest.raises(dl.RecordError) as err:
        dl.MatchRecord.from_dict(data)
    assert "record says" not in str(err.value)
