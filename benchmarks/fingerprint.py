"""A fingerprint of what every game plays: run it before and after a speed change, and diff.

    python benchmarks/fingerprint.py [--games ladder wagons | all] [--n 40] > before.json
    ... change the engine ...
    python benchmarks/fingerprint.py [--games ...] [--n 40] > after.json
    diff before.json after.json     # no output: the same games, move for move

For each game, every number of players it takes and every option variant the conformance check
knows (``options.option_variants``), ``n`` seeded deals are played twice: through ``dl.simulate``
(random bots, and random against greedy: the fast paths take these) and through the object
engine move by move (``game.deal`` + ``run_deal``). The hash covers each deal's position text,
history and result, and the simulate rows. A refactor or a fast path must leave every hash as it
was. This is a tool for the engineer, not a test: the tests that prove each fast path move for
move are ``tests/test_kernel.py``, ``test_hooked_path.py``, ``test_counting_kernel.py`` and the like.
"""

from __future__ import annotations

import argparse
import hashlib
import json

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.registry import game_class
from domino_lab.options import option_variants


def _bots(players: int, mix: bool) -> list:
    return [dl.bots.Greedy() if mix and k % 2 else dl.bots.Random(k) for k in range(players)]


def fingerprint(game_id: str, n: int, make=None, players=None) -> dict[str, str]:
    """The hashes of ``game_id``'s variants; ``make(game_id, **options)`` builds each game (default
    ``dl.game``: a design rebuilt from the game's own parts must hash the same); ``players`` keeps
    those numbers of players (default: every number the game takes)."""
    out: dict[str, str] = {}
    cls = game_class(game_id)
    for name, options in option_variants(cls):
        try:
            game = (make or dl.game)(game_id, **options)
        except dl.DominoError:
            continue
        lo, hi = game.info.players
        for count in range(lo, hi + 1):
            if players is not None and count not in players:
                continue
            h = hashlib.sha256()
            for mix in (False, True):
                try:
                    rows = dl.simulate(game, n, _bots(count, mix), seed=11)
                except dl.DominoError as exc:  # a variant that cannot be dealt to this many
                    h.update(f"refused {type(exc).__name__}".encode())
                    continue
                h.update(repr(list(rows)).encode())
                for seed in range(n):
                    state = run_deal(game.deal(count, seed), _bots(count, mix))
                    h.update(state.to_text().encode())
                    h.update(repr(state.history).encode())
                    h.update(repr(state.result()).encode())
            out[f"{name} {count}p"] = h.hexdigest()[:16]
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=40, help="deals per variant and player count")
    parser.add_argument("--games", nargs="*", default=["all"], help="game ids, or: all")
    args = parser.parse_args()
    games = [info.id for info in dl.catalogue()] if args.games == ["all"] else args.games
    print(json.dumps({g: fingerprint(g, args.n) for g in games}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
