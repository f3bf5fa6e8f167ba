"""domino_lab side by side with the other Python domino engines on PyPI: random deals per second.

    pip install -e .[bench]          # dominoes, open_spiel
    python benchmarks/engines.py [--seconds 3] [--repeat 3] [--cpu 0]

Run on demand, never as a test. Every engine plays the *same work* in this one process (one
core; ``--cpu`` pins it): a fresh shuffled deal played to its end by uniformly random players,
counted in games per second over a fixed time budget after a warm-up. The clock is this
process's CPU time by default (``--clock wall`` for elapsed time), so time spent waiting for
the core while other work runs is not counted. Each engine is measured ``--repeat`` times,
interleaved with the others, and the best run is kept (the least disturbed one).

The same game in each engine:

* 4-player partnership block game (7 tiles each, no boneyard, partners opposite, player 0 leads
  any tile, a stuck player passes, ends when a player is out or nobody can play):
  ``dominoes.Game.new(starting_player=0)`` with ``dominoes.players.random``;
  ``pyspiel.load_game("python_team_dominoes")``; domino_lab ``dl.game("kozel",
  redeal_doubles=None)`` dealt with the match context ``{"leader": 0}``. Kozel's scoring differs
  (penalty points, the fish rule) but scoring runs once per deal. ``redeal_doubles=None`` turns
  off Kozel's "five doubles: deal again", which the others do not have.
* 2-player block game (7 tiles each, the other 14 stay out of play, no drawing):
  ``pyspiel.load_game("python_block_dominoes")``; domino_lab ``dl.game("classic", draw="none")``
  for 2 players. open_spiel lets player 0 lead any tile; Classic has the holder of the highest
  double lead it and ignores the context's leader, so the like-for-like row uses a two-line
  subclass whose ``first_lead`` is "player 0, any tile" (the seed's lead is the extra row).
  Scoring differs (Classic: 0-0 counts 25 and a fish scores the difference), again once a deal.

domino_lab plays each deal with ``dl.playout``, which takes the chain family's fast path
(``domino_lab/games/chain/kernel.py``: the same deal, move for move, on integers). Also measured,
in brackets:

* the object engine move by move (``game.deal`` + ``run_deal``), what a board, a MonteCarlo bot
  or a game without a fast path runs;
* Kozel as in the seed: 1-1 leads and "five doubles: deal again" is checked, so the dealt hands
  are made into tile sets for those rules (the like-for-like row never needs them);
* ``dl.simulate`` and ``dl.summarize`` on the seed's own rules, as a user calls them: a row (or
  a running summary) per game, and every bot re-seeded for every deal from the deal's seed, so a
  game's result depends only on the run's seed and its index;
* what that re-seeding costs alone: the deal's stream and one ``Random`` bot per seat, seeded
  and drawn from once, as ``dl.simulate`` does it. The streams are counter-based
  (``domino_lab.streams``: SplitMix64 words, one mix to seed); until issue 25 they were Python's
  Mersenne Twister, whose seeding is about 1,900 dependent steps of C and whose first draw fills
  624 words, five of them a deal.

Every row gets its rate as a multiple of the group's reference engine (``dominoes``; open_spiel's
``python_block_dominoes`` for two players). Two counts per engine check that the games really
are the same: the share of deals that end blocked (a fish) and the mean number of tiles laid.
With random players these agree within noise across engines when the rules agree.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")  # numpy (imported by open_spiel) stays on one core

import domino_lab as dl  # noqa: E402
from domino_lab.games.chain.classic import Classic  # noqa: E402
from domino_lab.match import _Context, playout, run_deal  # noqa: E402

# -- one deal per call; each returns (blocked: bool, tiles laid: int) --------------------------------


def ours_deal(game, players, context=None):
    """A runner for a domino_lab game: deal ``i`` from seed ``i`` played out by random bots, as a
    user calls it (``dl.playout``: the chain family's fast path on integers)."""
    match = _Context(context) if context is not None else None
    bots = [dl.bots.Random(k) for k in range(players)]

    def one(i):
        state = playout(game, bots, i, match=match)
        moves, draws, passes = state.move_tally()
        return state.result().reason == "fish", moves - draws - passes

    return one


def ours_engine(game, players, context=None):
    """The same deals through the object engine move by move (``game.deal`` + ``run_deal``): what a
    board, a MonteCarlo bot or a game without a fast path runs."""
    match = _Context(context) if context is not None else None
    bots = [dl.bots.Random(k) for k in range(players)]

    def one(i):
        state = game.deal(players, i, match=match)
        run_deal(state, bots)
        return state.result().reason == "fish", len(state.table)

    return one


class ClassicOpenLead(Classic):
    """Classic whose first player (0) leads any tile, as open_spiel's block dominoes does. The
    integer kernel asks the game's own ``first_lead``, so it plays this rule at full speed."""

    def first_lead(self, hands, context):
        return 0, None


def ours_run(run, game, players):
    """``dl.simulate`` or ``dl.summarize`` as a user calls it, 200 games per call (each call a new
    seed, one chunk): rows or a running summary, every bot re-seeded for every deal."""
    bots = [dl.bots.Random(k) for k in range(players)]
    per_call = 200

    def many(i):
        got = run(game, per_call, bots, seed=i, chunk=per_call)
        got = got if isinstance(got, dl.sim.Summary) else got.summary()
        return got.reasons.get("fish", 0), 0  # a Summary counts moves, not tiles laid

    many.games_per_call = per_call
    return many


def seeding_only(players):
    """What re-seeding costs a deal alone, done as ``dl.simulate`` does it: the deal's stream and
    each seat's ``Random`` bot seeded from the deal's seed, each drawn from once."""
    from domino_lab.match import _seat, derive_seed
    from domino_lab.streams import Stream

    bots = [dl.bots.Random(k) for k in range(players)]

    def one(i):
        s = derive_seed(0, i)
        Stream(s).getrandbits(5)
        for bot in _seat(bots, s):
            bot.rng.getrandbits(5)
        return False, 0

    return one


def dominoes_deal():
    import dominoes

    player = dominoes.players.random

    def one(i):
        game = dominoes.Game.new(starting_player=0)
        while game.result is None:
            player(game)  # orders game.valid_moves randomly; the first is played
            game.make_move(*game.valid_moves[0])
        return not game.result.won, sum(m is not None for m in game.moves)

    random.seed(0)  # dominoes shuffles and chooses with the global random module
    return one


def open_spiel_deal(name):
    import pyspiel
    from open_spiel.python import games  # noqa: F401  (registers the python_* games)

    game = pyspiel.load_game(name)
    rng = random.Random(0)

    def one(i):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()  # the deal: one tile at a time, uniformly
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        return all(state.hands), len(state.actions_history)

    return one


# -- measuring ---------------------------------------------------------------------------------------


def measure(one, seconds: float, start: int = 0, clock=time.process_time) -> tuple[float, int, int, int]:
    """Call ``one(i)`` for ``seconds`` of ``clock``; returns games/s, games, blocked deals, tiles laid."""
    per_call = getattr(one, "games_per_call", 1)
    games = blocked = tiles = 0
    i = start
    t0 = clock()
    deadline = t0 + seconds
    while True:
        for _ in range(8):  # the clock is read every 8 calls: reading it costs about a microsecond
            b, t = one(i)
            i += 1
            games += per_call
            blocked += b
            tiles += t
        now = clock()
        if now >= deadline:
            return games / (now - t0), games, blocked, tiles


ROWS = [
    # (group, label, factory, role): "reference" is the engine every row of its group is measured against
    ("4 players, partners, block", "domino_lab kozel, player 0 leads any tile, dl.playout",
     lambda: ours_deal(dl.game("kozel", redeal_doubles=None), 4, {"leader": 0}), "ours"),
    ("4 players, partners, block", "dominoes Game.new + players.random", dominoes_deal, "reference"),
    ("4 players, partners, block", "open_spiel python_team_dominoes",
     lambda: open_spiel_deal("python_team_dominoes"), "other"),
    ("4 players, partners, block", "(domino_lab kozel, the object engine move by move)",
     lambda: ours_engine(dl.game("kozel", redeal_doubles=None), 4, {"leader": 0}), "ours"),
    ("4 players, partners, block", "(domino_lab kozel as in the seed, dl.playout)",
     lambda: ours_deal(dl.game("kozel"), 4), "ours"),
    ("4 players, partners, block", "(domino_lab kozel as in the seed, dl.simulate)",
     lambda: ours_run(dl.simulate, dl.game("kozel"), 4), "ours"),
    ("4 players, partners, block", "(domino_lab kozel as in the seed, dl.summarize)",
     lambda: ours_run(dl.summarize, dl.game("kozel"), 4), "ours"),
    ("4 players, partners, block", "(re-seeding alone: the deal's and 4 bots' generators)",
     lambda: seeding_only(4), "ours"),
    ("2 players, block", "domino_lab classic draw=none, player 0 leads any tile, dl.playout",
     lambda: ours_deal(ClassicOpenLead(draw="none"), 2), "ours"),
    ("2 players, block", "open_spiel python_block_dominoes",
     lambda: open_spiel_deal("python_block_dominoes"), "reference"),
    ("2 players, block", "(domino_lab classic draw=none, the object engine move by move)",
     lambda: ours_engine(ClassicOpenLead(draw="none"), 2), "ours"),
    ("2 players, block", "(domino_lab classic draw=none, highest double leads, dl.playout)",
     lambda: ours_deal(dl.game("classic", draw="none"), 2), "ours"),
    ("2 players, block", "(domino_lab classic draw=none, dl.simulate)",
     lambda: ours_run(dl.simulate, dl.game("classic", draw="none"), 2), "ours"),
    ("2 players, block", "(domino_lab classic draw=none, dl.summarize)",
     lambda: ours_run(dl.summarize, dl.game("classic", draw="none"), 2), "ours"),
]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time budget per engine and run")
    parser.add_argument("--warmup", type=float, default=0.5, help="warm-up per engine (seconds)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine; the best is kept")
    parser.add_argument("--cpu", type=int, default=None, help="pin this process to one CPU")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="cpu: this process's CPU time (robust on a busy machine); wall: elapsed time")
    args = parser.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})

    runners = []
    for group, label, factory, role in ROWS:
        try:
            one = factory()
        except ImportError as exc:
            print(f"skipped {label}: {exc} (pip install -e .[bench])", file=sys.stderr)
            continue
        measure(one, args.warmup, start=10**9, clock=clock)  # warm-up: imports, caches, branch predictors
        runners.append([group, label, one, role, None])

    for _ in range(args.repeat):  # interleaved, so a busy spell hurts every engine alike
        for r in runners:
            got = measure(r[2], args.seconds, clock=clock)
            if r[4] is None or got[0] > r[4][0]:
                r[4] = got

    print(f"Python {sys.version.split()[0]}, one core, random players, best of {args.repeat} x {args.seconds:g} s "
          f"of {args.clock} time")
    group = None
    for g, label, _, role, (rate, games, blocked, tiles) in runners:
        if g != group:
            group = g
            ref = next((x for x in runners if x[0] == g and x[3] == "reference"), None)
            print(f"\n{g}" + (f" (x: the rate as a multiple of {ref[1].split()[0]}'s)" if ref else ""))
        stats = f"blocked {blocked / games:5.1%}" + (f", {tiles / games:4.1f} tiles laid" if tiles else "")
        ratio = f"{rate / ref[4][0]:6.2f} x" if ref and role != "reference" else ""
        print(f"  {label:68} {rate:8.0f} games/s   {stats:32} {ratio}")


if __name__ == "__main__":
    main()
