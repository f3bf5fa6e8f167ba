"""How strong the Analyst bot is, and how long it thinks: deals against ISMCTS and MonteCarlo.

    python benchmarks/analyst_strength.py [--deals 20] [--games classic,muggins,...] [--worlds 16 --nodes 4000]

For each game (one per family by default, those of ``bot_ladder.py``) and each opponent (``ISMCTS()`` at its default
iterations, ``MonteCarlo()`` at its default rollouts), ``--deals`` seeded deals are played with the
Analyst on one side and the opponent on the other; the sides alternate from deal to deal (the
Analyst holds seat 0, and his partners' seats, on even deals; seat 1 on odd ones), so neither
bot keeps the lead. Reported per pair: the Analyst's win rate over the deals with a winner, with
its 95% Wilson interval, and the median CPU time of an Analyst decision (two or more legal
moves). The run is kept short on purpose (the machine is shared): the intervals say how much
the figures can be trusted.
"""

from __future__ import annotations

import argparse
import statistics
import time

import domino_lab as dl
from domino_lab.analysis.bot import DEFAULT_NODES, DEFAULT_WORLDS, Analyst
from domino_lab.match import derive_seed
from domino_lab.sim import Rate

GAMES = "classic:2,fives:2,forty_two:4,pit:2,sharing:2"  # the families of bot_ladder.py


class Timed(Analyst):
    """The Analyst, timing its real decisions."""

    def __init__(self, *args, times: list[float], **kwargs):
        super().__init__(*args, **kwargs)
        self.times = times

    def seeded(self, seed: int) -> Timed:
        return Timed(self.worlds, self.nodes, seed, times=self.times)

    def choose(self, observation, legal_moves):
        if len(legal_moves) == 1:
            return legal_moves[0]
        t = time.process_time()
        move = super().choose(observation, legal_moves)
        self.times.append(time.process_time() - t)
        return move


def duel(game_id: str, players: int, opponent, deals: int, worlds: int, nodes: int) -> tuple[Rate, list[float]]:
    game = dl.game(game_id)
    times: list[float] = []
    wins = decided = 0
    for k in range(deals):
        seed = derive_seed(29, k)
        analyst = Timed(worlds, nodes, seed, times=times)
        sides = game.sides(players)
        mine = k % 2  # the Analyst's side: 0 on even deals, 1 on odd ones
        other = opponent.seeded(seed)
        seats = [analyst if q in sides[mine] else other for q in range(players)]
        state = game.deal(players, seed=seed)
        while not state.over:
            p = state.current
            state.play(seats[p].choose(state.observation(p), state.legal_moves()))
        winner = state.result().winner
        side = None if winner is None else state.side_of(winner)
        if side is None:
            continue
        decided += 1
        wins += side == mine
    return Rate(wins, decided), times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--games", default=GAMES)
    ap.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    ap.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    args = ap.parse_args()
    opponents = {"ISMCTS": dl.bots.ISMCTS(seed=0), "MonteCarlo": dl.bots.MonteCarlo(seed=0)}
    print(f"Analyst(worlds={args.worlds}, nodes={args.nodes}), {args.deals} deals per pair, sides alternated")
    for spec in args.games.split(","):
        game_id, players = spec.split(":")
        for name, bot in opponents.items():
            t = time.time()
            rate, times = duel(game_id, int(players), bot, args.deals, args.worlds, args.nodes)
            med = statistics.median(times) * 1000 if times else float("nan")
            print(f"  {game_id} ({players} players) vs {name}: Analyst wins {rate} of {rate.n} decided deals; "
                  f"decision median {med:.0f} ms over {len(times)} decisions [{time.time() - t:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
