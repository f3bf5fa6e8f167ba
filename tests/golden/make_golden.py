"""Write the golden playthroughs: one JSON file per playable game, replayed by tests/test_golden.py.

    python tests/golden/make_golden.py              # every playable game
    python tests/golden/make_golden.py kozel fives  # just these

Each file holds a seeded deal played by fixed bots (greedy in even seats, random in odd seats,
seated by ``dl.play``): the seed, the players, every move as text and the result. When a game's
deals are trivial (fewer than ``MIN_MOVES`` moves for every seed tried) the file holds a whole
match (``dl.play_match``) instead. Run it after a deliberate rule change, and read the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import domino_lab as dl

HERE = Path(__file__).resolve().parent
MIN_MOVES = 12
SEEDS = range(1, 21)


def bots(players: int) -> list:
    return [dl.bots.Greedy() if k % 2 == 0 else dl.bots.Random(k) for k in range(players)]


def bot_names(players: int) -> list[str]:
    return [b.name for b in bots(players)]


def _deal(record) -> dict:
    return {"moves": [f"{p}: {m}" for p, m in record.moves], "result": record.why,
            "points": list(record.result.points) if record.result else None}


def playthrough(game_id: str, seed: int | None = None, kind: str | None = None) -> dict:
    """The golden playthrough of ``game_id``: with ``seed``/``kind`` given, exactly that one
    (this is what the test recomputes); otherwise the first seed whose deal is not trivial."""
    game = dl.game(game_id)
    players = game.default_players
    if seed is None:
        for seed in SEEDS:
            if len(dl.play(game, bots(players), seed=seed).moves) >= MIN_MOVES:
                kind = "deal"
                break
        else:
            seed, kind = SEEDS[0], "match"
    data = {"game": game_id, "players": players, "seed": seed, "bots": bot_names(players), "kind": kind}
    if kind == "deal":
        data["deals"] = [_deal(dl.play(game, bots(players), seed=seed))]
    else:
        match = dl.play_match(game, bots(players), seed=seed)
        data["deals"] = [_deal(d) for d in match.deals]
        data["scores"] = [list(s) for s in match.scores]
        data["match"] = match.why
    return data


def path(game_id: str) -> Path:
    return HERE / f"{game_id}.json"


def write(game_id: str) -> Path:
    data = playthrough(game_id)
    target = path(game_id)
    target.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return target


def main(argv: list[str]) -> int:
    ids = argv or [g.id for g in dl.catalogue()]
    for game_id in ids:
        target = write(game_id)
        data = json.loads(target.read_text(encoding="utf-8"))
        moves = sum(len(d["moves"]) for d in data["deals"])
        print(f"{target.relative_to(HERE.parent.parent)}: {data['kind']}, seed {data['seed']}, {moves} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
