"""A designed game's speed in ``dl.simulate``, as a ratio to its base measured in the same run.

    python benchmarks/designer.py [--n 400] [--repeat 3] [--sample 60 --seed 0 | --changed]

Random bots, process CPU time, best of ``--repeat``, the design and its base measured in turn
(interleaved: design, base, design, base…) so that a slower or busier moment of the machine falls
on both. A design is played by its family's loop whenever every hook it overrides is one that loop
calls or tabulates (``games.overrides.plays_all``, read from the composed class); one whose parts
override the family's machinery runs on the object engine, and the ratio is the price of composing.
The issue's target is a ratio of at least 0.8. A design whose deal scoring counts every move is
also measured against the game that brings that count (``PEERS``: the last column).

2026-12-04, ``--n 600 --repeat 3``, two runs (``designer_2026-12-04b.txt``): Kozel rebuilt
0.99-1.00; Classic with Kozel's teams and deal scoring 1.08-1.10; Dark Blitz with Kozel's match
1.00-1.01; Muggins with Kozel's match 0.91-1.00; Classic with Seven's draw and Kozel's lead
1.10-1.12; Fives with Classic's deal and Muggins' match 0.95-0.98; Bingo rebuilt 0.99; Sharing with
Kozel's teams 1.00-1.08; Forty-Two with Kozel's match 0.97-0.98; Seven Dwarfs with Candelabra's deal
scoring 1.03-1.10; Biryuk with Kozel's deal and match scoring 1.01-1.02. Counting every move: Kozel
with Muggins' deal scoring 0.81-0.82 (the chain kernel plays it and counts its log:
``games/counting/counted_line.py``; 0.55-0.58 the day before), Wagons with Muggins' 0.85-0.86 (Wagons'
loop counts its chains: 0.27-0.28 before), Fork with Muggins' 0.66-0.68 (0.78 of Muggins; 0.81-0.93
once Fork's loop counted its own lines, two more runs), and Kozel
on Muggins' cross with Muggins' scoring 0.34-0.35 (the hooked loop, as Muggins is played: 0.86-0.89
of Muggins).

2026-12-04, later, two runs (``designer_2026-12-04c.txt``), after the counted cross's integer loop
(``games/counting/counted_cross.py``, which plays Muggins and the designs on its cross): Kozel on
Muggins' cross with Muggins' scoring 0.84-0.85 of Kozel (0.30 on the code before it, whose Kozel had
meanwhile become faster), 0.87-0.90 of Muggins, which the same loop now plays at 19,200-19,900
deals/s (about 7,000 before; ``simulate_ratio.py --games muggins``: 2.38-2.49 x dominoes, 0.93
before). The peer column of the other counting designs falls accordingly (Wagons with Muggins'
0.29 of Muggins, Fork's 0.38) while their ratio to their base is unchanged (0.85, 0.88); Kozel with
Muggins' deal scoring on its line is 0.71-0.74 of a Kozel that is faster now (0.72 on the code
before). Where the cross design's time goes beyond Kozel's (about 49 against 39.5 us a deal in the
path, process time): the loop's own work on four arms (22 us a deal against the chain kernel's 20),
and Muggins' ``score_deal`` (7-8 us against Kozel's 3.5-4: its messages and its result).

2026-12-04, evening, two runs (``designer_2026-12-04d.txt``), after stock Kozel's fresh ``Random``
seats got a loop of their own (``games/chain/seeded.py``: Kozel about 15 % faster, 24,000-24,500
deals/s here) and, to keep pace, the counted line and the counted cross got random dealers of their
own (``cross_seeded.py``) and Muggins' ``why`` is worded when read: every design 0.84 or more of its
base. Kozel on Muggins' cross with Muggins' scoring 0.84-0.86 (0.70 before the dealers, against the
faster Kozel), Kozel with Muggins' deal scoring on its line 0.94 (0.77), Wagons with Muggins' 0.89,
Fork with Muggins' 0.93-0.94, Muggins with Kozel's match 0.98-0.99, Classic with Kozel's teams and
deal scoring 1.11, Classic with Seven's draw and Kozel's lead 1.15-1.18, Dark Blitz with Kozel's
match 0.99-1.02, Fives with Classic's deal and Muggins' match 0.98, Bingo rebuilt 0.99, Sharing with
Kozel's teams 1.02, Forty-Two with Kozel's match 1.00 (one 0.79 in a busy spell; three runs of the
pair at once: 1.00-1.01), Seven Dwarfs with Candelabra's deal scoring 1.08, Biryuk with Kozel's deal
and match scoring 1.01.

2026-12-05: the counted cross (``counted_cross.py``, ``cross_seeded.py``) retired (issue 25, one
rule book): the hooked loop plays Muggins at 0.92-0.96 x dominoes (four players) and the designs on
its cross, the same deals. Kozel on Muggins' cross with Muggins' scoring 0.29 of Kozel (0.85-0.86 on
the counted cross), 0.84 of Muggins; Classic on it 0.38-0.39 of Classic (0.98-0.99), 1.03 of
Muggins; Sea Goat on Muggins' cross 0.81-0.82 of Sea Goat (1.12-1.13): n=300, best of 3, two runs.
"""

from __future__ import annotations

import argparse
import random
import time

import domino_lab as dl

DESIGNS = [
    {"base": "kozel"},
    {"base": "kozel", "layout": "muggins", "deal_scoring": "muggins"},
    {"base": "kozel", "deal_scoring": "muggins"},
    {"base": "wagons", "deal_scoring": "muggins"},
    {"base": "fork", "deal_scoring": "muggins"},
    {"base": "classic", "teams": "kozel", "deal_scoring": "kozel"},
    {"base": "dark_blitz", "match_scoring": "kozel"},
    {"base": "muggins", "match_scoring": "kozel"},
    {"base": "classic", "lead": "kozel", "draw": "seven"},
    {"base": "fives", "match_scoring": "muggins", "deal": "classic"},
    {"base": "bingo"},
    {"base": "sharing", "teams": "kozel"},
    {"base": "forty_two", "match_scoring": "kozel"},
    {"base": "seven_dwarfs", "deal_scoring": "candelabra", "options": {"min_tricks": 2}},
    {"base": "biryuk", "deal_scoring": "kozel", "match_scoring": "kozel"},
]


#: A second comparison, for the designs whose every move is counted by another game's deal scoring
#: (and, laid on its cross, played as that game is): the game that brings the count, at the
#: design's number of players, measured in the same interleaving.
PEERS = {tuple(sorted(spec.items())): peer for spec, peer in [
    ({"base": "kozel", "layout": "muggins", "deal_scoring": "muggins"}, "muggins"),
    ({"base": "kozel", "deal_scoring": "muggins"}, "muggins"),
    ({"base": "wagons", "deal_scoring": "muggins"}, "muggins"),
    ({"base": "fork", "deal_scoring": "muggins"}, "muggins")]}


def _time(game, bots, n: int) -> float:
    start = time.process_time()
    dl.simulate(game, n, bots, seed=0)
    return time.process_time() - start


def rates(games: list, players: int, n: int, repeat: int, moves: bool = False):
    """Deals a second of each of ``games`` (the design, its base, a peer), best of ``repeat`` runs
    each, measured in turn; ``moves``: also the moves a second (a pair of lists)."""
    bots = [dl.bots.Random(k) for k in range(players)]
    for game in games:  # warm up
        dl.simulate(game, 20, bots, seed=1)
    times: list[list[float]] = [[] for _ in games]
    for _ in range(repeat):
        for game, mine in zip(games, times):
            mine.append(_time(game, bots, n))
    deals = [n / min(mine) for mine in times]
    if not moves:
        return deals
    made = [sum(row.moves for row in dl.simulate(game, n, bots, seed=0)) for game in games]
    return deals, [m / n * d for m, d in zip(made, deals)]


def composed_pairs() -> list[tuple[str, str, str]]:
    """Every (base, kind, donor) of two laying games whose donor's part of that kind differs from
    the base's, and that ``dl.design`` composes (the pairs issue 26's walk checks)."""
    from domino_lab.design import KINDS, part_of
    from domino_lab.design.parts import laying, rules
    from domino_lab.games.registry import game_class

    out = []
    for base in laying():
        for kind in KINDS:
            mine = part_of(base, kind).name if rules(game_class(base), kind) else None
            for donor in laying():
                if rules(game_class(donor), kind) is None or part_of(donor, kind).name == mine:
                    continue
                try:
                    dl.design(base, **{kind: donor})
                except dl.SetupError:
                    continue
                out.append((base, kind, donor))
    return out


def sample(count: int, seed: int, n: int, repeat: int) -> None:
    """``count`` composed pairs drawn at random (``seed``), each against its base and, where the
    donor plays at the base's number of players, against the slower of the two games."""
    pairs = composed_pairs()
    random.Random(seed).shuffle(pairs)
    print(f"# {count} of {len(pairs)} composed laying pairs, drawn with seed {seed}")
    print(f"{'design':62} {'players':>7} {'deals/s':>9} {'base':>9} {'ratio':>6}  of the slower")
    below = []
    for base_id, kind, donor_id in pairs[:count]:
        game, base, donor = dl.design(base_id, **{kind: donor_id}), dl.game(base_id), dl.game(donor_id)
        players = game.default_players
        lo, hi = donor.info.players
        games = [game, base] + ([donor] if lo <= players <= hi else [])
        mine, theirs, *others = rates(games, players, n, repeat)
        slower = min([theirs, *others])
        print(f"{game.describe()[:62]:62} {players:>7} {mine:>9.0f} {theirs:>9.0f} {mine / theirs:>6.2f}  "
              f"{mine / slower:.2f}")
        if mine / theirs < 0.8:
            below.append(game.describe())
    print(f"below 0.8 of the base: {len(below)} of {count}" + "".join(f"\n  {d}" for d in below))


def loop_of(game, players: int) -> str:
    """The form ``dl.simulate`` deals ``game`` in with fresh ``Random`` seats: the compact form that
    takes it (its module's name: ``games.kept``), else the engine's own state (``driver``)."""
    from domino_lab.games.kept import form_of

    form = form_of(game, players)
    return "driver" if form is None else form.__name__.removeprefix("domino_lab.games.")


def changed(n: int, repeat: int) -> None:
    """Every composed pair that ``dl.simulate`` plays on another loop than its base (the pairs
    whose speed composing can change; the others run their base's loop), each measured against
    its base and, where the donor plays at the base's number of players, the slower of the two.
    Deals/s is what the issue asks; a design's rules may make its deals longer or shorter than its
    base's, so the ratio of moves a second is also given."""
    rows = []
    for base_id, kind, donor_id in composed_pairs():
        game, base = dl.design(base_id, **{kind: donor_id}), dl.game(base_id)
        players = game.default_players
        if loop_of(game, players) != loop_of(base, players):
            rows.append((donor_id, game, base, players))
    print(f"# {len(rows)} composed laying pairs on another loop than their base's")
    print(f"{'design':62} {'loop':>24} {'deals/s':>8} {'base':>7} {'ratio':>5} {'slower':>6} {'moves':>5}")
    below = slower_below = 0
    for donor_id, game, base, players in rows:
        donor = dl.game(donor_id)
        lo, hi = donor.info.players
        games = [game, base] + ([donor] if lo <= players <= hi else [])
        (mine, theirs, *others), (moves, base_moves, *_) = rates(games, players, n, repeat, moves=True)
        ratio, of_slower = mine / theirs, mine / min([theirs, *others])
        below += ratio < 0.8
        slower_below += of_slower < 0.8
        print(f"{game.describe()[:62]:62} {loop_of(game, players):>24} {mine:>8.0f} {theirs:>7.0f} {ratio:>5.2f} "
              f"{of_slower:>6.2f} {moves / base_moves:>5.2f}", flush=True)
    print(f"below 0.8 of the base: {below} of {len(rows)}; below 0.8 of the slower of base and donor: {slower_below}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sample", type=int, default=0,
                        help="instead of the listed designs, this many composed laying pairs drawn at random")
    parser.add_argument("--seed", type=int, default=0, help="the draw of --sample")
    parser.add_argument("--changed", action="store_true",
                        help="instead of the listed designs, every composed pair played on another loop than its base")
    args = parser.parse_args()
    if args.changed:
        changed(args.n, args.repeat)
        return
    if args.sample:
        sample(args.sample, args.seed, args.n, args.repeat)
        return
    print(f"{'design':62} {'players':>7} {'deals/s':>9} {'base':>9} {'ratio':>6}   peer")
    for spec in DESIGNS:
        game = dl.design(**spec)
        base = dl.game(spec["base"])
        peer = PEERS.get(tuple(sorted((k, v) for k, v in spec.items() if k != "options")))
        players = game.default_players
        games = [game, base] + ([dl.game(peer)] if peer else [])
        mine, theirs, *others = rates(games, players, args.n, args.repeat)
        also = f"   {mine / others[0]:.2f} of {peer} ({others[0]:.0f})" if others else ""
        print(f"{game.describe()[:62]:62} {players:>7} {mine:>9.0f} {theirs:>9.0f} {mine / theirs:>6.2f}{also}")


if __name__ == "__main__":
    main()
