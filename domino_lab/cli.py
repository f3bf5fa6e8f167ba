"""``domino-lab`` (or ``python -m domino_lab``): list the catalogue, watch bots play, simulate.

    domino-lab list
    domino-lab options kozel
    domino-lab rules kozel -o opening=0 --lang ru
    domino-lab play kozel --seed 3 -o opening=0
    domino-lab simulate classic -n 1000 --seed 0 --players 2
"""

from __future__ import annotations

import argparse
import os
import sys

from . import bots as bots_mod
from .driver import turns
from .errors import DominoError, SetupError
from .games.registry import catalogue, game_class
from .games.registry import game as make_game
from .i18n import LANGS, _, language, ngettext, pgettext, using
from .options import rules


def _bots(names: str, players: int, seed: int):
    kinds = (names.split(",") * players)[:players]
    return [bots_mod.make(kind, seed + i) for i, kind in enumerate(kinds)]


def _options(game_id: str, pairs) -> dict:
    """``["draw=one", "target=50"]`` -> ``{"draw": "one", "target": 50}``: each value read as the
    game's options declare it (a whole number, true/false, none where allowed, a word, or
    comma-separated values); ``dl.game`` then checks the values."""
    declared = rules(game_class(game_id))
    out = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise SetupError(_("option {pair!r} must look like name=value", pair=pair))
        rule = declared.get(key)
        try:
            out[key] = rule.parse(value) if rule is not None else value  # an unknown name: the game names it
        except SetupError as exc:
            raise SetupError(f"{game_class(game_id).info.id}: {exc}") from None
    return out


def _make_game(args):
    return make_game(args.game, **_options(args.game, args.option))


def cmd_list(args):
    rows = catalogue()
    if language() == "en":
        print(f"{'id':<13} {'type':<5} {'form':<6} {'layout':<9} {'players':<8} {'seed':<8} name")
        for g in rows:
            lo, hi = g.players
            players = f"{lo}" if lo == hi else f"{lo}-{hi}"
            form = g.form or "-"
            print(f"{g.id:<13} {g.subtype:<5} {form:<6} {g.layout:<9} {players:<8} {g.seed:<8} {g.name} ({g.name_ru})")
    else:  # the heads, the book's forms and the package's layouts in the language's words
        from .taxonomy import FORMS, layout_name

        table = [("id", pgettext("column", "type"), pgettext("column", "form"), pgettext("column", "layout"),
                  _("players"), _("seed"), _("name"))]
        for g in rows:
            lo, hi = g.players
            table.append((g.id, g.subtype, FORMS[g.form][1] if g.form else "-", layout_name(g.layout),
                          f"{lo}" if lo == hi else f"{lo}-{hi}", g.seed, f"{g.name_ru} ({g.name})"))
        widths = [max(len(r[c]) for r in table) for c in range(6)]
        for r in table:
            print(" ".join(v.ljust(w) for v, w in zip(r, widths)) + " " + r[6])
    print(ngettext("{n} game", "{n} games", len(rows)))


def cmd_options(args):
    cls = game_class(args.game)
    print(_("{name}: rule options, set with -o name=value (the seed's rules are the defaults)",
            name=cls.info.name_ru if language() == "ru" else cls.info.name))
    declared = rules(cls)
    width = max(map(len, declared))
    for name, rule in declared.items():
        print(f"  {name:<{width}}  {rule.show(rule.default):<16} {rule.accepts()}")


def cmd_rules(args):
    from .rulecard import RuleCard

    print(RuleCard(_make_game(args), args.lang).text(), end="")


def cmd_play(args):
    g = _make_game(args)
    players = g.check_players(args.players)
    seats = _bots(args.bots, players, args.seed)
    state = g.deal(players, args.seed)
    print(state.describe())
    print()
    for p, move in turns(state, seats):
        print(_("player {p}: {move}", p=p, move=move))
    print()
    print(state.describe())


def cmd_simulate(args):
    from .sim import summarize

    if args.n < 1:
        raise DominoError(_("-n counts deals to simulate: at least 1, not {n}", n=args.n))
    g = _make_game(args)
    players = g.check_players(args.players)
    progress = sys.stderr.isatty() if args.progress is None else args.progress  # a tqdm line on stderr
    summary = summarize(g, args.n, _bots(args.bots, players, args.seed), seed=args.seed, progress=progress)
    sides = g.sides(players)
    print(_("{game}, {players} players, seed {seed}", game=repr(g), players=players, seed=args.seed))
    print(summary)
    names = [_("player {p}", p=s[0]) if len(s) == 1 else _("players {list}", list=" & ".join(map(str, s)))
             for s in sides]
    won = ", ".join(f"{name} {summary.side_rate(i).value:.1%}" for i, name in enumerate(names))
    print(_("deals won: {won}", won=won))


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake on the command line is one line (and ``main`` returns 2)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: {message} (try {self.prog.split()[0]} --help)\n")


class _Help(argparse.RawDescriptionHelpFormatter, argparse.ArgumentDefaultsHelpFormatter):
    """Help that keeps the examples' lines and shows each argument's default (one that is not
    ``None``: those say in words what they stand for)."""

    def _get_help_string(self, action):
        if action.default is None:
            return action.help
        return super()._get_help_string(action)


def _plain(text: str) -> str:
    """A docstring as a terminal shows it: no reStructuredText ``code`` marks."""
    return text.replace("``", "")


def main(argv=None) -> int:
    """Run the command line; every error is one line on stderr and a non-zero return code
    (2: a mistake in what was asked, 1: a failure inside domino_lab, reported as a bug). When the
    reader of the output goes away (``domino-lab list | head -1``) it stops quietly."""
    try:
        code = _main(argv)
        sys.stdout.flush()  # a reader that went away shows here, not in Python's last flush at exit
        return code
    except KeyboardInterrupt:
        print(_("domino-lab: interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader has what it wanted: send what is left (and Python's last flush) nowhere
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _main(argv) -> int:
    doc = _plain(__doc__)
    parser = _Parser(prog="domino-lab", description=doc.splitlines()[0], formatter_class=_Help,
                     epilog="examples:\n" + "\n".join(doc.splitlines()[1:]).strip("\n"))
    parser.add_argument("--lang", choices=LANGS, default=os.environ.get("DOMINO_LAB_LANG", "en"),
                        help="the language of the output (or set DOMINO_LAB_LANG)")
    # --lang after the command too ("domino-lab play kozel --lang ru"), and only where it is given: the rules
    # command's own default "en" overwrote "domino-lab --lang ru rules kozel" and DOMINO_LAB_LANG=ru
    after = _Parser(add_help=False)
    after.add_argument("--lang", choices=LANGS, default=argparse.SUPPRESS, help="the language of the output")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the catalogue of games", formatter_class=_Help, parents=[after])
    p = sub.add_parser("options", help="a game's rule options and what each accepts", formatter_class=_Help,
                       parents=[after])
    p.add_argument("game", help="a game's id or name (domino-lab list)")
    p = sub.add_parser("rules", help="a game's rule card: each rule beside the seed's words for it",
                       formatter_class=_Help, parents=[after])
    p.add_argument("game", help="a game's id or name (domino-lab list)")
    p.add_argument("-o", "--option", action="append", metavar="NAME=VALUE",
                   help="a rule option (repeatable): the card says how it differs from the seed's rules")
    for name in ("play", "simulate"):
        p = sub.add_parser(name, help="bots play one deal" if name == "play" else "many seeded deals",
                           formatter_class=_Help, parents=[after])
        p.add_argument("game", help="a game's id or name (domino-lab list)")
        p.add_argument("--players", type=int, default=None, help="players (default: the game's usual number)")
        p.add_argument("--seed", type=int, default=0, help="the seed of the deal(s): the same seed, the same play")
        p.add_argument("--bots", default="greedy,random",
                       help="comma-separated bots, repeated round the table: random, greedy, montecarlo, ismcts")
        p.add_argument("-o", "--option", action="append", metavar="NAME=VALUE",
                       help="a rule option (repeatable; default: the seed's rules); "
                            "domino-lab options GAME lists them")
        if name == "simulate":
            p.add_argument("-n", type=int, default=1000, help="deals to play")
            p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                           help="a progress bar with the rate and the time left, on stderr (default: when "
                                "stderr is a terminal)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a command-line mistake (2), already printed
        return exc.code if isinstance(exc.code, int) else 2
    commands = {"list": cmd_list, "options": cmd_options, "rules": cmd_rules, "play": cmd_play,
                "simulate": cmd_simulate}
    if args.lang not in LANGS:  # from DOMINO_LAB_LANG (argparse checks --lang itself)
        parser.error(f"DOMINO_LAB_LANG={args.lang!r}: the languages are {', '.join(LANGS)}")
    with using(args.lang):  # the output in that language; the caller's language is left as it was
        try:
            commands[args.command](args)
        except BrokenPipeError:
            raise
        except (DominoError, NotImplementedError) as exc:
            print(f"domino-lab: {exc}", file=sys.stderr)
            return 2
        except Exception as exc:  # noqa: BLE001 - a bug, but still one readable line
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
            where = f"{args.command} {getattr(args, 'game', '')}".rstrip()
            print(_("domino-lab: internal error in {where}: {kind}: {first} (please report it)", where=where,
                    kind=type(exc).__name__, first=first), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
