"""What a user's variant costs: ``dl.simulate`` of a subclass that overrides one hook, as a ratio to
its stock game measured interleaved in the same run (stock, variant, stock, variant, ...).

    python benchmarks/variants.py [--n 2000] [--rounds 5] [--out FILE]

Each variant restates the stock rule through ``super()``, so it plays the very same deals (a
``fits`` override aside: see ``ChainGame.chain_closes``): the ratio is what the override costs. An
override that only hands its arguments on (``return super().after_play(state, player, move)``) is
read as such (``games.chain.delegation``); ``after_play*`` is one that does something besides (it
reads the deal, and changes nothing), which every road calls at every play (the integer loop on a
view of the deal, ``games.chain.kernel_view``; the engine on the deal's own state); ``after_play+``
one that keeps a count in the deal's context too (on the view, whose context is the deal's own);
``after_play+[]`` one that keeps a list there (``state.context.setdefault(key, []).append(value)``, on
the view too); ``after_play!`` one that writes a field of the deal (called on the deal itself:
``games.chain.line_loop``).
Random bots, one core, this process's CPU time; the best of ``--rounds`` runs of each is kept.
``--out`` appends the rows to a file too, under a line naming the command and the time (UTC).
The figures are quoted in docs/adding-a-game.md.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time

import domino_lab as dl
from domino_lab.games.chain.classic import Classic
from domino_lab.games.chain.double_lock import DoubleLock
from domino_lab.games.chain.kozel import Kozel


class HandValue(Kozel):
    def hand_value(self, hand):
        return super().hand_value(hand)


class ScoreDeal(Kozel):
    def score_deal(self, state, reason, winner, fisher, move=None):
        return super().score_deal(state, reason, winner, fisher, move)


class Fits(Kozel):
    def fits(self, tile, value):
        return super().fits(tile, value)


class AfterPlay(Kozel):
    def after_play(self, state, player, move):
        return super().after_play(state, player, move)


class ClassicFits(Classic):
    def fits(self, tile, value):
        return super().fits(tile, value)


class LockAfterPlay(DoubleLock):
    def after_play(self, state, player, move):
        return super().after_play(state, player, move)


class AfterPlayReads(Kozel):
    """An ``after_play`` that does something (reads the deal) and changes nothing: not a hand-on, so
    the path that takes it calls it at every play."""

    def after_play(self, state, player, move):
        if len(state.hands[player]) == 1 and not state.boneyard:
            return None  # (a player down to one tile: a teacher might say so)
        return super().after_play(state, player, move)


class ClassicAfterPlayReads(Classic):  # (with a boneyard: hands that draw)
    def after_play(self, state, player, move):
        if len(state.hands[player]) == 1 and not state.boneyard:
            return None
        return super().after_play(state, player, move)


class LockAfterPlayReads(DoubleLock):
    def after_play(self, state, player, move):
        if len(state.hands[player]) == 1 and not state.boneyard:
            return None
        return super().after_play(state, player, move)


class AfterPlayCounts(Kozel):
    """An ``after_play`` that counts the plays in the deal's context, which no rule of the family
    reads during a deal (``after_play+``): shown a view whose context is the deal's own, as one
    that only reads (``delegation.reads_only(..., context=True)``). The deals are stock Kozel's."""

    def after_play(self, state, player, move):
        state.context["plays"] = state.context.get("plays", 0) + 1
        return super().after_play(state, player, move)


class AfterPlayKeeps(Kozel):
    """An ``after_play`` that keeps a list in the deal's context (``after_play+[]``): a value added to
    a list the context holds, which no rule reads, shown the view as a count is. The deals are stock Kozel's."""

    def after_play(self, state, player, move):
        state.context.setdefault("doubles", []).append(move.tile.is_double)
        return super().after_play(state, player, move)


class AfterPlayWrites(Kozel):
    """An ``after_play`` that writes a field of the deal's state (``after_play!``): called on the deal
    itself, whose seats ``dl.simulate`` then makes. The deals are stock Kozel's."""

    def after_play(self, state, player, move):
        state.doubles = getattr(state, "doubles", 0) + move.tile.is_double
        return super().after_play(state, player, move)


VARIANTS = [("kozel", 4, "hand_value", HandValue), ("kozel", 4, "score_deal", ScoreDeal), ("kozel", 4, "fits", Fits),
            ("kozel", 4, "after_play", AfterPlay), ("classic", 2, "fits", ClassicFits),
            ("double_lock", 4, "after_play", LockAfterPlay), ("kozel", 4, "after_play*", AfterPlayReads),
            ("classic", 2, "after_play*", ClassicAfterPlayReads),
            ("double_lock", 4, "after_play*", LockAfterPlayReads),  # (*: one that reads the deal)
            ("kozel", 4, "after_play+", AfterPlayCounts),  # (+: one that counts in the deal's context)
            ("kozel", 4, "after_play+[]", AfterPlayKeeps),  # (+[]: one that keeps a list there)
            ("kozel", 4, "after_play!", AfterPlayWrites)]  # (!: one that writes to the deal otherwise)


def _time(game, players: int, n: int) -> float:
    bots = [dl.bots.Random(k) for k in range(players)]
    start = time.process_time()
    rows = dl.simulate(game, n, bots, seed=0)
    elapsed = time.process_time() - start
    assert len(rows) == n
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", help="a file to append the rows to as well")
    args = parser.parse_args()
    rows = []
    for game_id, players, hook, cls in VARIANTS:
        cls.info = cls.__mro__[1].info  # (the stock game's entry: the variant is not registered)
        stock, variant = dl.game(game_id), cls()
        same = dl.simulate(stock, 50, [dl.bots.Random(k) for k in range(players)], seed=3) == dl.simulate(
            variant, 50, [dl.bots.Random(k) for k in range(players)], seed=3)  # (and a warm-up)
        # the same deals, except that a game with matching of its own (fits) never closes its chain as
        # seed 003's fish (ChainGame.chain_closes): its fish is a deal nobody can move in
        assert same or hook == "fits"
        best = [float("inf"), float("inf")]
        for _ in range(args.rounds):
            for k, game in enumerate((stock, variant)):
                best[k] = min(best[k], _time(game, players, args.n))
        row = (f"{game_id:12} {players}p  override {hook:13}  stock {args.n / best[0]:7.0f} deals/s  "
               f"variant {args.n / best[1]:7.0f} deals/s  ratio {best[0] / best[1]:.2f}")
        print(row, flush=True)
        rows.append(row)
    if args.out:
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        with open(args.out, "a", encoding="utf-8") as out:
            out.write(f"# python benchmarks/{' '.join(['variants.py', *sys.argv[1:]])}   ({now})\n")
            out.write("\n".join(rows) + "\n\n")


if __name__ == "__main__":
    main()
