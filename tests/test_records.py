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
    (lambda d: d.pop("moves"), "moves: the record has no 'moves' field"),
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
    with pytest.raises(dl.RecordError, match=r"deals\[1\].moves: the moves stop before the deal is over"):
        dl.MatchRecord.from_dict(data)


def test_a_deal_played_without_a_seed_keeps_the_seed_it_used():
    rec = dl.play(dl.game("kozel"), BOTS, seed=None)
    assert type(rec.seed) is int
    loaded = dl.DealRecord.from_json(rec.to_json())
    assert loaded.seed == rec.seed and loaded.replay().to_text() == rec.replay().to_text()
    match = dl.play_match(dl.game("classic"), BOTS[:2], seed=None)
    assert type(match.seed) is int and dl.MatchRecord.from_json(match.to_json()).scores == match.scores


def _text(match, field, value: str) -> str:
    """The match's JSON text with ``"field": <value>`` written as raw JSON text."""
    data = json.loads(match.to_json())
    data[field] = "@@"
    return json.dumps(data).replace('"@@"', value)


@pytest.mark.parametrize("field, value, message", [
    ("options", '{"target": "x"}', r"options.target: the record cannot be set up: target must be a whole number"),
    ("options", '{"target": 1e400}', r"options.target is a number with a fraction or an exponent \(1e400\)"),
    ("options", '{"target": 2.5}', r"options.target is a number with a fraction"),
    ("players", "Infinity", r"players is Infinity, which is not JSON"),
    ("players", "NaN", r"players is NaN, which is not JSON"),
    ("seed", "9" * 5000, r"seed is a 5000-digit number"),
    ("seed", "-" + "9" * 50, r"seed is a 51-digit number"),
    ("context", "[" * 100_000 + "]" * 100_000, r"nested too deeply to read \(its field 'context'\)"),
    ("context", '{"a": ' + "[" * 40 + "]" * 40 + "}", r"context.a\[0\]\[0\].* is nested more than 16 deep"),
    ("why", '"\\ud800"', None),  # a lone surrogate in a free-text field the replay recomputes: harmless
])
def test_hostile_json_names_the_field(match, field, value, message):
    text = _text(match, field, value)
    if message is None:
        assert dl.MatchRecord.from_json(text).why == match.why
        return
    with pytest.raises(dl.RecordError, match=message):
        dl.MatchRecord.from_json(text)


def test_a_deal_of_a_match_is_named_by_its_place(match):
    data = json.loads(match.to_json())
    data["deals"][1]["moves"][3][0] = 2.5
    with pytest.raises(dl.RecordError, match=r"^deals\[1\]\.moves\[3\]\[0\] is a number with a fraction .*\(2.5\)"):
        dl.MatchRecord.from_json(json.dumps(data))
    data = json.loads(match.to_json())
    data["deals"][0]["options"] = {"opening": -5}
    with pytest.raises(dl.RecordError, match=r"deals\[0\]\.options\.opening: .*opening must be a whole number"):
        dl.MatchRecord.from_dict(data)


def test_python_objects_that_json_never_gives(match):
    data = match.deals[0].to_dict()
    for value, message in ((float("inf"), "players is inf"), (4.0, "players is 4.0"), ((4,), r"players is \(4,\)"),
                           (10 ** 5000, "players is a number of more than 40 digits")):
        data["players"] = value
        with pytest.raises(dl.RecordError, match=message):
            dl.DealRecord.from_dict(data)
    data = match.deals[0].to_dict()
    nested: list = []
    for _ in range(10_000):
        nested = [nested]
    data["context"] = {"leader": nested}
    with pytest.raises(dl.RecordError, match=r"context.leader\[0\].* is nested more than 16 deep"):
        dl.DealRecord.from_dict(data)


def test_a_file_that_is_not_utf8(tmp_path, match):
    path = tmp_path / "latin1.json"
    path.write_bytes(match.deals[0].to_json().replace('"kozel"', '"kozel\u00e9"').encode("latin-1"))
    with pytest.raises(dl.RecordError, match=r"not UTF-8 text \(byte \d+ is 0xe9\)"):
        dl.DealRecord.load(path)
    with pytest.raises(dl.RecordError, match="a record is JSON text, not a number"):
        dl.DealRecord.from_json(42)
    with pytest.raises(dl.RecordError, match="a record is a JSON object, not a list"):
        dl.DealRecord.from_json("[]")


def test_a_record_without_its_seed_is_refused(match):
    data = match.deals[0].to_dict()
    data["seed"] = None
    with pytest.raises(dl.RecordError, match="seed must be a whole number, not null: a deal without its seed"):
        dl.DealRecord.from_dict(data)
