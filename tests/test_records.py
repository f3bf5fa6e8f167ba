"""Game records: JSON with a version field, replayed exactly, corrupt ones refused clearly."""

import json

import pytest

import domino_lab as dl

BOTS = [dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(2)]


@pytest.fixture(scope="module")
def match():
    return dl.play_match(dl.game("kozel"), BOTS, seed=3)


def test_deal_record_round_trip(tmp_path, match):
    deal = match.deals[2]
    path = tmp_path / "deal.json"
    deal.save(path)
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["kind"] == "deal" and data["game"] == "kozel"
    loaded = dl.DealRecord.load(path)
    assert loaded.moves == deal.moves and loaded.context == deal.context
    assert loaded.replay().to_text() == deal.replay().to_text()
    assert loaded.why == deal.why


def test_match_record_round_trip(tmp_path, match):
    path = tmp_path / "match.json"
    match.save(path)
    loaded = dl.MatchRecord.load(path)
    assert loaded.scores == match.scores and loaded.why == match.why and loaded.loser == match.loser


def test_variant_options_travel_with_the_record():
    rec = dl.play(dl.game("classic", draw="none", target=50), [dl.bots.Greedy(), dl.bots.Random(4)], seed=2)
    loaded = dl.DealRecord.from_json(rec.to_json())
    assert loaded.options == {"draw": "none", "target": 50}
    assert loaded.replay().to_text() == rec.replay().to_text()


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["moves"].__setitem__(4, [d["moves"][4][0], "6-6 on 3"]), "move 5 .* does not replay"),
    (lambda d: d["moves"].__setitem__(4, [(d["moves"][4][0] + 1) % 4, d["moves"][4][1]]), "move 5 .* player"),
    (lambda d: d.__setitem__("version", 99), "version 99 is not supported"),
    (lambda d: d.__setitem__("format", "chess"), "not a domino_lab record"),
    (lambda d: d.pop("moves"), "incomplete or malformed"),
    (lambda d: d.__setitem__("result", "player 9 went out"), "record says the deal ended"),
    (lambda d: d.__setitem__("game", "kozle"), "no game 'kozle'"),
])
def test_corrupt_deal_records_name_what_is_wrong(match, edit, message):
    data = match.deals[1].to_dict()
    edit(data)
    with pytest.raises(dl.DominoError, match=message):
        dl.DealRecord.from_dict(data)


def test_truncated_and_tampered_match_records(match):
    text = match.to_json()
    with pytest.raises(dl.RecordError, match="not valid JSON"):
        dl.MatchRecord.from_json(text[: len(text) // 2])
    data = json.loads(text)
    data["scores"][0] = [0, 99]
    with pytest.raises(dl.RecordError, match="scores do not follow"):
        dl.MatchRecord.from_dict(data)
    data = json.loads(text)
    data["deals"][1]["moves"].pop()
    with pytest.raises(dl.RecordError, match="deal 2"):
        dl.MatchRecord.from_dict(data)
