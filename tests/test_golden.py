"""Golden playthroughs: every playable game has a recorded seeded bot deal (tests/golden/*.json)
that is played again here and diffed move by move, so any change in a game's rules, move order
or scoring shows up as "kozel: move 12 differs: recorded '3-4 on 4', now '3-4 on 3'".

After a deliberate rule change, regenerate with ``python tests/golden/make_golden.py <game>``.
"""

import importlib.util
import json
from pathlib import Path

import pytest

import domino_lab as dl

GOLDEN = Path(__file__).resolve().parent / "golden"
_spec = importlib.util.spec_from_file_location("make_golden", GOLDEN / "make_golden.py")
make_golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_golden)

PLAYABLE = [g.id for g in dl.catalogue()]
FILES = sorted(p.stem for p in GOLDEN.glob("*.json"))


def diff(game_id: str, recorded: dict, now: dict) -> list[str]:
    """Human-readable differences between two playthroughs (empty when they agree)."""
    out = []
    for key in ("players", "bots", "kind"):
        if recorded.get(key) != now.get(key):
            out.append(f"{game_id}: {key} differs: recorded {recorded.get(key)!r}, now {now.get(key)!r}")
    many = len(recorded["deals"]) > 1
    for d, (a, b) in enumerate(zip(recorded["deals"], now["deals"]), 1):
        where = f"{game_id}: deal {d}, " if many else f"{game_id}: "
        for i, (x, y) in enumerate(zip(a["moves"], b["moves"]), 1):
            if x != y:
                out.append(f"{where}move {i} differs: recorded '{x}', now '{y}'")
                break
        else:
            if len(a["moves"]) != len(b["moves"]):
                out.append(f"{where}the deal took {len(b['moves'])} moves, recorded {len(a['moves'])}")
        if a["result"] != b["result"]:
            out.append(f"{where}the result differs: recorded '{a['result']}', now '{b['result']}'")
        if a["points"] != b["points"]:
            out.append(f"{where}the points differ: recorded {a['points']}, now {b['points']}")
        if out:
            break
    if not out and len(recorded["deals"]) != len(now["deals"]):
        out.append(f"{game_id}: the match took {len(now['deals'])} deals, recorded {len(recorded['deals'])}")
    for key in ("scores", "match"):
        if not out and recorded.get(key) != now.get(key):
            out.append(f"{game_id}: the match {key} differ: recorded {recorded.get(key)!r}, now {now.get(key)!r}")
    return out


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_golden_playthrough(game_id):
    file = GOLDEN / f"{game_id}.json"
    if not file.exists():
        pytest.fail(f"{game_id} is playable but has no golden file: run python tests/golden/make_golden.py {game_id}")
    recorded = json.loads(file.read_text(encoding="utf-8"))
    assert recorded["game"] == game_id and recorded["deals"] and recorded["deals"][0]["moves"]
    now = make_golden.playthrough(game_id, recorded["seed"], recorded["kind"])
    problems = diff(game_id, recorded, now)
    assert not problems, "\n".join(problems) + (
        f"\nif the change is deliberate, run python tests/golden/make_golden.py {game_id}")


def test_every_golden_file_is_a_playable_game():
    stray = sorted(set(FILES) - set(PLAYABLE))
    assert not stray, f"golden files for games that are not playable: {', '.join(stray)}"


def test_a_difference_is_named_exactly():
    recorded = make_golden.playthrough("kozel", 1, "deal")
    changed = json.loads(json.dumps(recorded))
    changed["deals"][0]["moves"][11] = "1: 3-4 on 3"
    problems = diff("kozel", recorded, changed)
    assert problems == [f"kozel: move 12 differs: recorded '{recorded['deals'][0]['moves'][11]}', now '1: 3-4 on 3'"]
