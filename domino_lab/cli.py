"""``domino-lab`` (or ``python -m domino_lab``): list the catalogue, watch bots play, simulate.

    domino-lab list
    domino-lab play kozel --seed 3
    domino-lab simulate classic -n 1000 --seed 0 --players 2
"""

from __future__ import annotations

import argparse
import sys

from . import bots as bots_mod
from .driver import turns
from .errors import DominoError
from .games.registry import catalogue
from .games.registry import game as make_game


def _bots(names: str, players: int, seed: int):
    kinds = (names.split(",") * players)[:players]
    return [bots_mod.make(kind, seed + i) for i, kind in enumerate(kinds)]


def _options(pairs, raw: dict | None = None):
    """``["draw=one", "target=50"]`` -> ``{"draw": "one", "target": 50}`` (numbers, true/false
    and none are read as such; ``raw`` receives each value as typed)."""
    out = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise DominoError(f"option {pair!r} must look like name=value")
        key = key.strip()
        if raw is not None:
            raw[key] = value
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


def _check_kinds(game_id: str, options: dict, raw: dict) -> None:
    """Refuse an option value of the wrong kind (``hand_size=x``) before the game sees it: the
    value must be of the kind of the option's default (a number, yes/no, a word). A word option
    takes the text as typed (``draw=none`` is the word "none")."""
    import dataclasses

    from .games.registry import game_class

    fields = {f.name: f for f in dataclasses.fields(game_class(game_id).Options)}
    for key, value in options.items():
        f = fields.get(key)
        if f is None or f.default is dataclasses.MISSING:
            continue  # the game itself names unknown options
        default, hint = f.default, str(f.type)
        if isinstance(default, str):
            value = options[key] = raw[key]
        if value is None:
            if default is not None and "None" not in hint:
                raise DominoError(f"option {key} cannot be none (its default is {default!r})")
            continue
        if isinstance(default, bool) or (default is None and "bool" in hint):
            ok, kind = isinstance(value, bool), "true or false"
        elif isinstance(default, int) or (default is None and "int" in hint):
            ok, kind = isinstance(value, int) and not isinstance(value, bool), "a whole number"
        elif isinstance(default, float):
            ok, kind = isinstance(value, (int, float)) and not isinstance(value, bool), "a number"
        elif isinstance(default, str):
            ok, kind = isinstance(value, str), "a word"
        else:
            continue
        if not ok:
            raise DominoError(f"option {key} takes {kind} (its default is {default!r}), not {value!r}")


def _make_game(args):
    raw = {}
    options = _options(args.option, raw)
    _check_kinds(args.game, options, raw)
    return make_game(args.game, **options)


def cmd_list(args):
    rows = catalogue()
    print(f"{'id':<13} {'type':<5} {'form':<6} {'layout':<9} {'players':<8} {'seed':<8} name")
    for g in rows:
        lo, hi = g.players
        players = f"{lo}" if lo == hi else f"{lo}-{hi}"
        form = g.form or "-"
        print(f"{g.id:<13} {g.subtype:<5} {form:<6} {g.layout:<9} {players:<8} {g.seed:<8} {g.name} ({g.name_ru})")
    print(f"{len(rows)} games")


def cmd_play(args):
    g = _make_game(args)
    players = g.check_players(args.players)
    seats = _bots(args.bots, players, args.seed)
    state = g.deal(players, args.seed)
    print(state.describe())
    print()
    for p, move in turns(state, seats):
        print(f"player {p}: {move}")
    print()
    print(state.describe())


def cmd_simulate(args):
    from .sim import summarize

    if args.n < 1:
        raise DominoError(f"-n counts deals to simulate: at least 1, not {args.n}")
    g = _make_game(args)
    players = g.check_players(args.players)
    progress = sys.stderr.isatty() if args.progress is None else args.progress  # a tqdm line on stderr
    summary = summarize(g, args.n, _bots(args.bots, players, args.seed), seed=args.seed, progress=progress)
    sides = g.sides(players)
    print(f"{g!r}, {players} players, seed {args.seed}")
    print(summary)
    names = [f"player {s[0]}" if len(s) == 1 else "players " + " & ".join(map(str, s)) for s in sides]
    print("deals won: " + ", ".join(f"{name} {summary.side_rate(i).value:.1%}" for i, name in enumerate(names)))


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake on the command line is one line (and ``main`` returns 2)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: {message} (try {self.prog.split()[0]} --help)\n")


def main(argv=None) -> int:
    """Run the command line; every error is one line on stderr and a non-zero return code
    (2: a mistake in what was asked, 1: a failure inside domino_lab, reported as a bug)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print("domino-lab: interrupted", file=sys.stderr)
        return 130


def _main(argv) -> int:
    parser = _Parser(prog="domino-lab", description=__doc__.splitlines()[0])
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
            p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                           help="a progress bar with the rate and the time left, on stderr (default: when "
                                "stderr is a terminal)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a command-line mistake (2), already printed
        return exc.code if isinstance(exc.code, int) else 2
    try:
        {"list": cmd_list, "play": cmd_play, "simulate": cmd_simulate}[args.command](args)
    except (DominoError, NotImplementedError) as exc:
        print(f"domino-lab: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - a bug, but still one readable line
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        print(f"domino-lab: internal error in {args.command} {getattr(args, 'game', '')}".rstrip()
              + f": {type(exc).__name__}: {first} (please report it)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
