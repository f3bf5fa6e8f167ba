"""One fingerprint of what every game plays, against hashes stored before a change to the engine.

For each of the 33 games, each number of players it takes and each option variant the
conformance check knows (``options.option_variants``), ``n`` seeded deals (4; 40 under
``-m slow``) are played
twice: through ``dl.simulate`` (random bots, and random against greedy) and through the object
engine move by move (``game.deal`` + ``run_deal``). The hash covers each deal's position text,
history and result, and the simulate rows. A refactor of the engine (a faster loop, a more
compact state) must leave every hash as it was: the same games, move for move, score for score.

The stored hashes (``tests/fingerprints.json``) were computed on the engine before the chain
family's fast paths were folded into the family (issue 25). A deliberate change of rules or of
random streams regenerates them, in a commit that says so::

    PYTHONPATH=$PWD python tests/test_fingerprint.py --write

Where a hash differs, ``python tests/test_fingerprint.py --games kozel`` prints the new ones, and
the full-state comparison (``test_playout_is_the_engine_deal``) names the first field that does.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

import pytest
from helpers import same_deal

import domino_lab as dl
from domino_lab.driver import playout, run_deal, turns
from domino_lab.games.registry import game_class
from domino_lab.options import option_variants

STORED = Path(__file__).resolve().parent / "fingerprints.json"
QUICK_N, FULL_N = 4, 40  # deals per variant and player count: the default run, and -m slow


def _bots(players: int, mix: bool) -> list:
    return [dl.bots.Greedy() if mix and k % 2 else dl.bots.Random(k) for k in range(players)]


def fingerprint(game_id: str, n: int, every_variant: bool = True) -> dict[str, str]:
    """``{"<variant> <players>p": hash}`` for one game: ``n`` deals of each variant (only the
    defaults unless ``every_variant``) and number of players."""
    out: dict[str, str] = {}
    variants = option_variants(game_class(game_id)) if every_variant else [("defaults", {})]
    for name, options in variants:
        try:
            game = dl.game(game_id, **options)
        except dl.DominoError:
            continue
        lo, hi = game.info.players
        for players in range(lo, hi + 1):
            h = hashlib.sha256()
            for mix in (False, True):
                try:
                    rows = dl.simulate(game, n, _bots(players, mix), seed=11)
                except dl.DominoError as exc:  # a variant that cannot be dealt to this many
                    h.update(f"refused {type(exc).__name__}".encode())
                    continue
                h.update(repr(list(rows)).encode())
                for seed in range(n):
                    state = run_deal(game.deal(players, seed), _bots(players, mix))
                    h.update(state.to_text().encode())
                    h.update(repr(state.history).encode())
                    h.update(repr(state.result()).encode())
            out[f"{name} {players}p"] = h.hexdigest()[:16]
    return out


def _stored(kind: str) -> dict:
    return json.loads(STORED.read_text())[kind]["games"]


GAMES = [info.id for info in dl.catalogue()]


def test_every_game_is_fingerprinted():
    assert sorted(_stored("quick")) == sorted(GAMES) == sorted(_stored("full"))
    assert len(GAMES) == 33


@pytest.mark.parametrize("game_id", GAMES)
def test_fingerprint(game_id):
    """Every option variant the conformance check knows, every number of players, a few deals:
    the same deals as before the change."""
    assert fingerprint(game_id, QUICK_N) == _stored("quick")[game_id]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_fingerprint_every_variant(game_id):
    """The same, over ten times as many deals."""
    assert fingerprint(game_id, FULL_N) == _stored("full")[game_id]


@pytest.mark.parametrize("game_id", GAMES)
def test_playout_is_the_engine_deal(game_id):
    """Full-state comparison on a small set: a deal played out by ``playout`` (whatever road the
    family takes) equals, field for field, the same deal played move by move through the
    driver's checked loop (``turns``), for random and greedy bots."""
    game = dl.game(game_id)
    lo, hi = game.info.players
    for players in sorted({lo, hi}):
        for seed in range(2):
            for mix in (False, True):
                fast = playout(game, _bots(players, mix), seed)
                slow = game.deal(players, seed)
                for _ in turns(slow, _bots(players, mix)):
                    pass
                same_deal(fast, slow, record=tuple(k for k in vars(fast) if k not in vars(slow)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="store the hashes of the engine as it is now")
    parser.add_argument("--games", nargs="*", default=GAMES, help="game ids (default: all)")
    args = parser.parse_args()
    if args.write:
        stored = {kind: {"n": n, "games": {g: fingerprint(g, n, every) for g in GAMES}}
                  for kind, n, every in (("quick", QUICK_N, True), ("full", FULL_N, True))}
        STORED.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n")
    else:
        print(json.dumps({g: fingerprint(g, FULL_N) for g in args.games}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
