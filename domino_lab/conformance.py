"""The conformance report: every playable game, every player count, its main rule variants.

    python -m domino_lab.conformance             # a quick look (a few deals per cell)
    python -m domino_lab.conformance --games 50  # more deals per variant
    python -m domino_lab.conformance --nightly   # 10,000 deals per game and player count
                                                 # (1,000 per variant, 20 matches) and the full
                                                 # fuzz sweep: hours
    python -m domino_lab.conformance --fuzz 5    # only the fuzz sweep, 1,000 inputs of each kind

For each playable game of the catalogue and each player count it supports, the report runs
``domino_lab.testing.check_game`` on the game's default rules and on each *main variant*: every
boolean option flipped, and every other value of a word option, as the game's Options declare
them (``domino_lab.options``).
On top of ``check_game`` it checks:

- a bound on moves per deal (``move_bound``: generous, from the set size and the players), and
  reports the longest deal seen;
- the result of every deal (``check_result``): one score per side, the sides of the deal, a
  winner who is a player, a reason and an explanation; where a game module states
  ``HAND_TOTAL`` and the result says what each side ``took``, those add up to it (Forty-Two: 42);
- score invariants of the games that state one (``DEAL_INVARIANTS``, ``MATCH_INVARIANTS``:
  Classic scores never decrease, Kozel's never decrease until the goat reaches 101, ...) over whole
  bot matches, whose records must also survive a JSON round trip.

The table has one row per game and player count; a cell is ``ok`` or the first failure, and the
failures are printed in full below it. The exit code is 1 if anything failed.

``--fuzz SCALE`` (and ``--nightly``, at scale 50: 10,000 inputs of each kind per game) runs the
fuzz sweep of ``domino_lab.fuzz``: damaged position texts, the option grid, corrupt records and bad
moves for every game, random play read back after every move, ``dl.position``'s arguments, and the
searching bots' decisions on the largest set (over 1 s of CPU is a finding), each call under a time
limit; it must find nothing.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .bots import Greedy, Random
from .errors import DominoError, SetupError
from .games.base import DealResult, Game, GameInfo, State, Termination
from .games.chain.base import ChainOptions
from .games.registry import catalogue, resolve
from .games.registry import game as make_game
from .match import MatchRecord, derive_seed, play_match
from .options import option_variants
from .testing import check_game

__all__ = ["player_counts", "move_bound", "check_result",
           "check_match", "run", "Row", "DEAL_INVARIANTS", "MATCH_INVARIANTS", "main"]



# -- what to run -----------------------------------------------------------------------------------
def player_counts(info: GameInfo) -> list[int]:
    """The player counts to check: every count a table seats (up to 8) and the most the game
    allows (Spark and Sharing go to 28, one player per tile)."""
    lo, hi = info.players
    return sorted({*range(lo, min(hi, 8) + 1), hi})


def move_bound(game: Game, players: int) -> int:
    """A generous bound on the moves of one deal: ten moves per tile of the set per player.
    (A chain deal takes about one move per tile, draws and passes included; Sausage's cuts and
    the discard games' stalls take a few times more.)"""
    return 10 * len(game.set) * players


# -- invariants ------------------------------------------------------------------------------------
def check_result(state: State) -> None:
    """Generic checks of a finished deal's result, plus the game's own deal invariants."""
    result = state.result()
    assert isinstance(result, DealResult), f"result() gave {type(result).__name__}, not a DealResult"
    assert tuple(result.sides) == tuple(state.sides), (
        f"the result's sides {result.sides} are not the deal's {state.sides}")
    assert len(result.points) == len(state.sides), f"{len(result.points)} scores for {len(state.sides)} sides"
    assert all(isinstance(p, int) for p in result.points), f"scores {result.points} are not whole numbers"
    assert result.winner is None or 0 <= result.winner < state.players, f"winner {result.winner!r} is no player"
    assert isinstance(result.termination, Termination) and str(result), "the result gives no reason"
    returns = state.returns()
    assert len(returns) == state.players and abs(sum(returns[s[0]] for s in state.sides)) < 1e-9, (
        f"returns {returns} are not one per player summing to zero over the sides")
    total = getattr(importlib.import_module(type(state.game).__module__), "HAND_TOTAL", None)
    took = getattr(result, "took", None)
    if total is not None and took is not None:
        assert sum(took) == total, f"the sides took {took}, {sum(took)} in all, not the {total} a hand holds"
    invariant = DEAL_INVARIANTS.get(state.game.info.id)
    if invariant is not None:
        invariant(state, result)


def _scores_never_decrease(until: Callable[[Game], int | None] = lambda g: None):
    def check(game: Game, record: MatchRecord) -> None:
        limit = until(game)
        previous: Sequence[int] = [0] * len(record.sides)
        for i, scores in enumerate(record.scores):
            for side, (a, b) in enumerate(zip(previous, scores)):
                if limit is not None and a >= limit:
                    continue
                assert b >= a, f"deal {i + 1}: side {side}'s score fell from {a} to {b}"
            previous = scores
    return check


def _kozel_until(game: Game) -> int | None:
    # seed 000's wipe of a small score (``wipe_under``) is the one rule that lowers a score
    if getattr(game.options, "wipe_under", None) is not None:
        raise _NotApplicable
    assert isinstance(game.options, ChainOptions)  # Kozel's and Donkey's
    return game.options.target


def _classic_deal(state: State, result: DealResult) -> None:
    assert all(p >= 0 for p in result.points), f"a deal wrote negative points {result.points}"
    if result.reason == "out":
        assert result.winner is not None, "a deal that ends 'out' has a winner"
        assert sum(result.points) == sum(result.hands) - result.hands[result.winner], (
            f"the player out should score the others' {sum(result.hands) - result.hands[result.winner]}, "
            f"not {result.points}")


class _NotApplicable(Exception):
    """An invariant that does not hold under this variant's rules."""


#: game id -> check(state, result) run on every finished deal
DEAL_INVARIANTS: dict[str, Callable[[State, DealResult], None]] = {
    "classic": _classic_deal,
}

#: game id -> check(game, match_record) run on every bot match
MATCH_INVARIANTS: dict[str, Callable[[Game, MatchRecord], None]] = {
    "classic": _scores_never_decrease(),  # the winner adds the others' pips
    "kozel": _scores_never_decrease(_kozel_until),  # losers write pips against themselves, to 101
    "donkey": _scores_never_decrease(_kozel_until),  # Kozel's scoring on a cross
    "forty_two": _scores_never_decrease(),  # a side scores what it took, or 0 (the others the bid)
    "fives": _scores_never_decrease(),  # a point per five showing, bonuses for out and block
    "threes": _scores_never_decrease(),
    "muggins": _scores_never_decrease(),  # five points a five
    "bergen": _scores_never_decrease(),  # headers and the block award only add
}


def check_match(game: Game, players: int, seed: int) -> MatchRecord:
    """Play one bot match and check its invariants and its record's JSON round trip."""
    bots = [Random(derive_seed(seed, k)) if k % 2 else Greedy() for k in range(players)]
    record = play_match(game, bots, seed=seed)
    assert record.why, "the match ended without saying why"
    assert all(len(s) == len(record.sides) for s in record.scores), "a score row has the wrong length"
    invariant = MATCH_INVARIANTS.get(game.info.id)
    if invariant is not None:
        try:
            invariant(game, record)
        except _NotApplicable:
            pass
    again = MatchRecord.from_json(record.to_json())
    assert again.scores == record.scores and again.why == record.why, "the match record does not round-trip"
    return record


# -- running ---------------------------------------------------------------------------------------
@dataclass
class Row:
    """One game and player count: what each check found (``None`` = passed)."""

    game: str
    players: int
    variants: int = 0
    skipped: list = field(default_factory=list)
    deals: int = 0
    longest: int = 0
    bound: int = 0
    matches: int = 0
    failures: dict = field(default_factory=dict)  # check name -> (variant, message, traceback)
    seconds: float = 0.0

    CHECKS = ("check_game", "moves", "results", "matches")

    def fail(self, check: str, variant: str, exc: BaseException) -> None:
        if check not in self.failures:
            msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            self.failures[check] = (variant, f"{type(exc).__name__}: {msg}", traceback.format_exc())

    def cell(self, check: str) -> str:
        if check in self.failures:
            variant, msg, _ = self.failures[check]
            return f"FAIL ({variant})"
        if check == "moves":
            return f"ok {self.longest}/{self.bound}"
        if check == "matches":
            return f"ok ({self.matches})"
        return "ok"

    @property
    def ok(self) -> bool:
        return not self.failures


class _BoundExceeded(AssertionError):
    pass


def check_row(info: GameInfo, players: int, games: int, matches: int, seed: int = 0,
              variant_games: int | None = None) -> Row:
    """Every check for one game and player count: ``games`` deals on the default rules,
    ``variant_games`` (default: as many) on each variant, ``matches`` bot matches."""
    t0 = time.perf_counter()
    row = Row(info.id, players)
    try:
        cls = type(make_game(info.id))
        variants = option_variants(cls)
    except Exception as exc:  # noqa: BLE001 - a broken game module is a failure to report
        row.fail("check_game", "defaults", exc)
        return row
    for name, options in variants:
        try:
            game = make_game(info.id, **options)
            game.check_players(players)
            game.deal(players, 0)
        except SetupError as exc:
            if name == "defaults":
                row.fail("check_game", name, exc)
            else:  # a variant may not allow this many players
                row.skipped.append(name)
            continue
        except Exception as exc:  # noqa: BLE001
            row.fail("check_game", name, exc)
            continue
        row.variants += 1
        bound = move_bound(game, players)
        row.bound = max(row.bound, bound)

        def on_deal(state, name=name):
            try:
                check_result(state)
            except Exception as exc:  # noqa: BLE001
                row.fail("results", name, exc)

        try:
            n = games if name == "defaults" or variant_games is None else variant_games
            report = check_game(game, players, n=n, seed=derive_seed(seed, players), max_moves=bound + 1,
                                on_deal=on_deal)
            row.deals += report.games
            row.longest = max(row.longest, report.longest)
            if report.longest > bound:
                raise _BoundExceeded(f"a deal took {report.longest} moves, more than the bound {bound}")
        except _BoundExceeded as exc:
            row.fail("moves", name, exc)
        except Exception as exc:  # noqa: BLE001
            row.fail("moves" if "did not end in" in str(exc) else "check_game", name, exc)
        if name == "defaults" or matches > 1:
            for m in range(matches if name == "defaults" else max(1, matches // 4)):
                try:
                    check_match(game, players, derive_seed(seed, 1000 + players, m))
                    row.matches += 1
                except Exception as exc:  # noqa: BLE001
                    row.fail("matches", name, exc)
                    break
    row.seconds = time.perf_counter() - t0
    return row


def run(games: int = 3, matches: int = 1, ids: list[str] | None = None, seed: int = 0, out=None,
        verbose: bool = False, variant_games: int | None = None) -> list[Row]:
    """Run every check over the games of the catalogue (or ``ids``); print the table to ``out``."""
    out = out or sys.stdout
    infos = catalogue()
    if ids:
        wanted = {resolve(i) for i in ids}  # any name of a game; an unknown one raises SetupError
        infos = [i for i in infos if i.id in wanted]
    header = (f"{'game':<13} {'pl':>2} {'var':>3} {'deals':>6}  {'check_game':<20} {'moves max/bound':<20} "
              f"{'results':<20} {'matches':<20} {'time':>6}")
    print(header, file=out)
    print("-" * len(header), file=out, flush=True)
    rows = []
    for info in infos:
        for players in player_counts(info):
            row = check_row(info, players, games, matches, seed, variant_games)
            rows.append(row)
            cells = "  ".join(f"{row.cell(c):<20}" for c in Row.CHECKS)
            print(f"{row.game:<13} {row.players:>2} {row.variants:>3} {row.deals:>6}  {cells}{row.seconds:>5.1f}s",
                  file=out, flush=True)
    bad = [r for r in rows if not r.ok]
    print("-" * len(header), file=out)
    variants = sum(r.variants for r in rows)
    print(f"{len(infos)} games, {len(rows)} game x player rows, {variants} variant runs, "
          f"{sum(r.deals for r in rows)} deals, {sum(r.matches for r in rows)} matches: "
          + ("all green" if not bad else f"{len(bad)} rows FAILED"), file=out)
    skipped = [(r, s) for r in rows for s in r.skipped]
    if skipped:
        print("variants that do not allow a player count (skipped): " + ", ".join(
            f"{r.game}/{r.players} {s}" for r, s in skipped), file=out)
    for row in bad:
        for check, (variant, msg, tb) in row.failures.items():
            print(f"\n{row.game}, {row.players} players, {check} [{variant}]: {msg}", file=out)
            if verbose:
                print(tb, file=out)
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m domino_lab.conformance", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None,
                        help="deals per game and player count on the default rules (3; nightly 10,000)")
    parser.add_argument("--variant-games", type=int, default=None,
                        help="deals per rule variant (as many as --games; nightly 1,000)")
    parser.add_argument("--matches", type=int, default=None, help="bot matches per game and player count (1)")
    parser.add_argument("--nightly", action="store_true", help="10,000 deals per game and player count")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", action="append", help="check only this game id (repeatable)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print the traceback of each failure")
    parser.add_argument("--fuzz", type=float, default=None, metavar="SCALE",
                        help="run only the fuzz sweep, SCALE x 200 inputs of each kind per game (nightly: 50)")
    parser.add_argument("--limit", type=float, default=30.0, help="seconds a fuzzed call may take (a hang)")
    args = parser.parse_args(argv)
    if args.fuzz is not None:
        return _fuzz(args.fuzz, args.only, args.seed, args.limit)
    games = args.games if args.games is not None else (10_000 if args.nightly else 3)
    matches = args.matches if args.matches is not None else (20 if args.nightly else 1)
    variant_games = args.variant_games if args.variant_games is not None else (1_000 if args.nightly else None)
    if games < 1 or matches < 0 or (variant_games is not None and variant_games < 1):
        print("conformance: --games and --variant-games must be at least 1, --matches at least 0", file=sys.stderr)
        return 2
    try:
        rows = run(games, matches, args.only, args.seed, verbose=args.verbose, variant_games=variant_games)
    except DominoError as exc:
        print(f"conformance: {exc}", file=sys.stderr)
        return 2
    ok = all(r.ok for r in rows)
    if args.nightly:
        ok = _fuzz(50.0, args.only, args.seed, args.limit) == 0 and ok
    return 0 if ok else 1


def _fuzz(scale: float, ids, seed: int, limit: float) -> int:
    """The fuzz sweep over the games (``ids``: all): 0 when it finds nothing, 1 otherwise."""
    from .fuzz import sweep

    if scale <= 0 or limit <= 0:
        print("conformance: --fuzz and --limit must be positive", file=sys.stderr)
        return 2
    try:
        report = sweep(ids, scale=scale, seed=seed, limit=limit, out=sys.stdout)
    except DominoError as exc:
        print(f"conformance: {exc}", file=sys.stderr)
        return 2
    print(report)
    return 0 if report.ok else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
