"""``domino-lab`` (or ``python -m domino_lab``): list the catalogue, watch bots play, simulate.

    domino-lab list
    domino-lab play kozel --seed 3
    domino-lab simulate classic -n 1000 --seed 0 --players 2
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from . import bots as bots_mod
from .errors import DominoError
from .games.registry import catalogue
from .games.registry import game as make_game


def _bots(names: str, players: int, seed: int):
    kinds = (names.split(",") * players)[:players]
    made = []
    for i, kind in enumerate(kinds):
        kind = kind.strip().lower()
        if kind == "random":
            made.append(bots_mod.Random(seed + i))
        elif kind == "greedy":
            made.append(bots_mod.Greedy())
        elif kind in ("mc", "montecarlo"):
            made.append(bots_mod.MonteCarlo(seed=seed + i))
        else:
            raise DominoError(f"unknown bot {kind!r}; use random, greedy or mc")
    return made


def _options(pairs):
    out = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise DominoError(f"option {pair!r} must look like name=value")
        for conv in (int, float):
            try:
                value = conv(value)
                break
            except ValueError:
                pass
        else:
            value = {"true": True, "false": False, "none": None}.get(value.lower(), value)
        out[key] = value
    return out


def cmd_list(args):
    rows = catalogue()
    print(f"{'id':<13} {'type':<5} {'form':<9} {'players':<8} {'seed':<8} {'ready':<6} name")
    for g in rows:
        lo, hi = g.players
        players = f"{lo}" if lo == hi else f"{lo}-{hi}"
        print(f"{g.id:<13} {g.subtype:<5} {g.form:<9} {players:<8} {g.seed:<8} {'yes' if g.playable else 'no':<6} "
              f"{g.name} ({g.name_ru})")
    print(f"{sum(g.playable for g in rows)} of {len(rows)} games playable")


def cmd_play(args):
    g = make_game(args.game, **_options(args.option))
    players = g.check_players(args.players)
    seats = _bots(args.bots, players, args.seed)
    state = g.deal(players, args.seed)
    print(state.describe())
    print()
    while not state.over:
        p = state.current
        legal = state.legal_moves()
        move = legal[0] if len(legal) == 1 else seats[p].choose(state.observation(p), legal)
        state.play(move)
        print(f"player {p}: {move}")
    print()
    print(state.describe())


def cmd_simulate(args):
    from .sim import simulate

    g = make_game(args.game, **_options(args.option))
    players = g.check_players(args.players)
    rows = simulate(g, args.n, _bots(args.bots, players, args.seed), seed=args.seed)
    wins = Counter(r.winner for r in rows)
    reasons = Counter(r.reason for r in rows)
    n = len(rows)
    print(f"{g!r}, {players} players, {n} deals, seed {args.seed}")
    print("ended by: " + ", ".join(f"{k} {v / n:.1%}" for k, v in reasons.most_common()))
    print("deals won: " + ", ".join(
        f"player {p} {wins.get(p, 0) / n:.1%}" for p in range(players)) + f", no winner {wins.get(None, 0) / n:.1%}")
    print(f"mean moves per deal: {sum(r.moves for r in rows) / n:.1f}")
    leader_wins = sum(r.winner == r.leader for r in rows)
    print(f"the leader won {leader_wins / n:.1%} of deals")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="domino-lab", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the catalogue of games")
    for name in ("play", "simulate"):
        p = sub.add_parser(name, help="bots play one deal" if name == "play" else "many seeded deals")
        p.add_argument("game")
        p.add_argument("--players", type=int, default=None)
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--bots", default="greedy,random", help="comma-separated: random, greedy, mc")
        p.add_argument("-o", "--option", action="append", help="a rule option, name=value")
        if name == "simulate":
            p.add_argument("-n", type=int, default=1000)
    args = parser.parse_args(argv)
    try:
        {"list": cmd_list, "play": cmd_play, "simulate": cmd_simulate}[args.command](args)
    except (DominoError, NotImplementedError) as exc:
        print(f"domino-lab: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
