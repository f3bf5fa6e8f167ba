"""dl.solve, the exact open-hands solver: how long an exact solve takes, on one core.

    python benchmarks/solver.py [--deals 10] [--whole 10] [--abw 10] [--cpu 0]

Run on demand, never as a test. CPU time of this process (``--cpu`` pins it to one core).

1. **Whole deals**: ``--whole`` four-player Kozel deals (``dl.game("kozel").deal(4, seed=s)``,
   seeds 1, 2, …) solved exactly from the first lead (all 28 tiles in hand, the 1-1 lead to
   make), no budget.
2. **4 plays in, against abw333's** ``dominoes.search.alphabeta`` (``pip install dominoes``), on
   the identical deal: ``random.seed(s)`` then ``dominoes.Game.new(starting_player=0)`` deals the
   hands; four plays are made in it (each the first of its valid moves); the same hands, line,
   player on turn and passes are written with ``dl.position`` for domino_lab. abw333's game is
   the four-player partnership block game and scores differently from Kozel (the side that goes
   out scores every pip left in all four hands; in a block the side with fewer pips scores them
   all, a tie scores 0), so the like-for-like configuration is Kozel's mechanics (7 tiles each,
   no boneyard, partners opposite, a stuck player passes, the deal ends when a player is out or
   nobody can play) with abw333's scoring: ``AbwScoring`` below, a subclass that overrides only
   ``score_deal``. Then side 0's margin under perfect play (``returns[0] - returns[1]``) is
   abw333's value (team 0's points), and the script checks that it is on every deal. abw333 is
   timed for its value and line (``alphabeta(game)``); domino_lab for the whole ``Solution``
   (the exact value of *every* legal move, every optimal move, a line) and for what abw333
   computes, ``dl.solve(state, all_values=False)`` (the value, every optimal move, a line; the
   other moves only proved worse). ``dl.solve`` pauses Python's cyclic garbage collector while it
   searches, so abw333 is also timed a second time with it paused, and those ratios printed too.
3. **Late positions** of other games: the position ``k`` moves before the end of a seeded
   random deal (``--deals`` deals), the median time and positions searched.
"""

from __future__ import annotations

import argparse
import copy
import gc
import os
import random
import statistics
import time

import domino_lab as dl
from domino_lab.analysis import chain
from domino_lab.games.base import DealResult
from domino_lab.games.chain.kozel import Kozel


class AbwScoring(Kozel):
    """Kozel's mechanics with abw333's scoring: the side that goes out scores every pip left in
    the four hands; in a block the side with fewer pips scores them all, a tie nobody."""

    penalty_points = False

    def score_deal(self, state, reason, winner, fisher, move=None):
        pips = [sum(t.pips for t in h) for h in state.hands]
        total = sum(pips)
        side = [pips[0] + pips[2], pips[1] + pips[3]]
        points = [0, 0]
        if reason == "out":
            points[state.side_of(winner)] = total
        elif side[0] != side[1]:
            points[0 if side[0] < side[1] else 1] = total
        return DealResult(reason, winner, tuple(points), state.sides, tuple(pips), "abw333's scoring", fisher)


def late(gid: str, players: int, seed: int, back: int):
    game = dl.game(gid)
    state = game.deal(players, seed=seed)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.over:
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
        states.append(state.clone())
    return states[max(0, len(states) - 1 - back)]


def row(gid: str, players: int, back: int, deals: int) -> None:
    times, nodes = [], []
    for seed in range(1, deals + 1):
        state = late(gid, players, seed, back)
        t = time.process_time()
        sol = dl.solve(state)
        times.append(time.process_time() - t)
        nodes.append(sol.nodes)
    print(f"{gid:<10} {players}p  {back:>2} moves from the end: median {statistics.median(times):7.3f} s, "
          f"max {max(times):7.3f} s, median {int(statistics.median(nodes)):>9,} positions", flush=True)


def whole(deals: int) -> None:
    times, nodes = [], []
    for seed in range(1, deals + 1):
        state = dl.game("kozel").deal(4, seed=seed)
        t = time.process_time()
        sol = dl.solve(state)
        spent = time.process_time() - t
        times.append(spent)
        nodes.append(sol.nodes)
        print(f"  kozel 4p seed {seed:>2}: {'exact' if sol.exact else 'NOT exact'} in {spent:.3f} s, "
              f"{sol.nodes:,} positions, returns {sol.returns}", flush=True)
    print(f"kozel 4p whole deal from the first lead, seeds 1-{deals}: median {statistics.median(times):.3f} s, "
          f"max {max(times):.3f} s, median {int(statistics.median(nodes)):,} positions", flush=True)


def abw_deal(seed: int, plays: int = 4):
    """abw333's game ``plays`` plays into the deal of ``seed``, and the same position in domino_lab."""
    import dominoes

    random.seed(seed)
    game = dominoes.Game.new(starting_player=0)
    for _ in range(plays):
        game.make_move(*game.valid_moves[0])
    hands = [" ".join(f"{d.first}-{d.second}" for d in hand) for hand in game.hands]
    table = " ".join(f"{d.first}-{d.second}" for d in game.board.board)
    passes = 0
    for move in reversed(game.moves):
        if move is not None:
            break
        passes += 1
    state = dl.position(AbwScoring(), hands, table, turn=game.turn, passes=passes)
    return game, state


def against_abw333(deals: int) -> None:
    from dominoes.search import alphabeta

    theirs, theirs_nogc, full, best = [], [], [], []
    for seed in range(1, deals + 1):
        game, state = abw_deal(seed)
        assert chain.plan(state) is not None
        t = time.process_time()
        line, value = alphabeta(copy.deepcopy(game))
        a = time.process_time() - t
        gc.disable()  # dl.solve pauses the cyclic collector while it searches: abw333 so too, for reference
        try:
            t = time.process_time()
            assert alphabeta(copy.deepcopy(game))[1] == value
            theirs_nogc.append(time.process_time() - t)
        finally:
            gc.enable()
        t = time.process_time()
        sol = dl.solve(state)
        b = time.process_time() - t
        t = time.process_time()
        top = dl.solve(state, all_values=False)
        c = time.process_time() - t
        for s in (sol, top):
            assert s.exact and s.returns[0] - s.returns[1] == value, (seed, s.returns, value)
        assert set(top.best) == set(sol.best)
        theirs.append(a)
        full.append(b)
        best.append(c)
        print(f"  seed {seed:>2}: value {value:+4d} (all three); abw333 {a:6.3f} s; dl.solve {b:6.3f} s "
              f"({sol.nodes:,} positions, {len(sol.values)} moves valued) {a / b:5.1f}x; "
              f"all_values=False {c:6.3f} s ({top.nodes:,} positions) {a / c:5.1f}x", flush=True)
    ratio_full = [a / b for a, b in zip(theirs, full)]
    ratio_best = [a / c for a, c in zip(theirs, best)]
    print(f"4 plays in, seeds 1-{deals}: abw333 alphabeta median {statistics.median(theirs):.3f} s; "
          f"dl.solve median {statistics.median(full):.4f} s, ratio median {statistics.median(ratio_full):.1f}x "
          f"(min {min(ratio_full):.1f}x); dl.solve(all_values=False) median {statistics.median(best):.4f} s, "
          f"ratio median {statistics.median(ratio_best):.1f}x (min {min(ratio_best):.1f}x)", flush=True)
    nogc_full = [a / b for a, b in zip(theirs_nogc, full)]
    nogc_best = [a / c for a, c in zip(theirs_nogc, best)]
    print(f"  abw333 with the garbage collector off too: median {statistics.median(theirs_nogc):.3f} s; "
          f"ratios median {statistics.median(nogc_full):.1f}x (dl.solve), {statistics.median(nogc_best):.1f}x "
          f"(all_values=False)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=5)
    ap.add_argument("--whole", type=int, default=10)
    ap.add_argument("--abw", type=int, default=10)
    ap.add_argument("--cpu", type=int, default=None)
    args = ap.parse_args()
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    if args.whole:
        whole(args.whole)
    if args.abw:
        against_abw333(args.abw)
    for gid, players, back in (("kozel", 4, 16), ("classic", 2, 10), ("forty_two", 4, 8), ("biryuk", 3, 4),
                               ("muggins", 2, 4), ("sea_goat", 2, 6)):
        if args.deals:
            row(gid, players, back, args.deals)


if __name__ == "__main__":
    main()
