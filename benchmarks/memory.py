"""Peak memory of a large experiment: ``dl.summarize`` streams, ``dl.simulate`` keeps every row.

    python benchmarks/memory.py [--game classic] [--players 2] [--sizes 10000 100000]

Run on demand, never as a test. Python's ``tracemalloc`` records the peak of memory allocated
while each call runs (above what was allocated before it). ``summarize`` keeps only running
totals, so its peak should not grow with the number of deals; ``simulate`` keeps one row per
deal, so its peak grows with it. tracemalloc slows Python down two- to three-fold; the default
game is the quick 2-player Classic without a boneyard (``--game kozel --players 4`` works too).
"""

from __future__ import annotations

import argparse
import gc
import tracemalloc

import domino_lab as dl


def peak(fn, *args, **kwargs) -> tuple[int, object]:
    """Bytes allocated at the peak of ``fn(*args, **kwargs)`` above what was allocated before."""
    gc.collect()
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        out = fn(*args, **kwargs)
        _, top = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return top - before, out


def mib(n: int) -> str:
    return f"{n / 2**20:8.2f} MiB"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="classic")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a rule option, e.g. draw=none (repeatable)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--sizes", type=int, nargs="*", default=[10_000, 100_000])
    args = parser.parse_args(argv)
    options = {k: _value(v) for k, v in (o.split("=", 1) for o in args.option)}
    if args.game == "classic" and not args.option:
        options = {"draw": "none"}
    game = dl.game(args.game, **options)
    bots = [dl.bots.Random(k) for k in range(args.players)]
    dl.summarize(game, 200, bots, seed=1)  # warm up: imports and caches are not the experiment's

    print(f"{game!r}, {args.players} players, random bots; peak allocated while the call runs")
    results = {}
    for kind, fn in (("summarize", dl.summarize), ("simulate", dl.simulate)):
        for n in args.sizes:
            top, out = peak(fn, game, n, bots, seed=0)
            results[kind, n] = top
            per = f"{top / n:7.1f} bytes/deal" if kind == "simulate" else ""
            print(f"  dl.{kind:9} {n:>9,} deals: {mib(top)}  {per}")
            del out
    if len(args.sizes) >= 2:
        small, large = min(args.sizes), max(args.sizes)
        for kind in ("summarize", "simulate"):
            print(f"  {kind}: {large:,} deals take {results[kind, large] / results[kind, small]:.2f}x "
                  f"the peak of {small:,}")


def _value(text: str):
    """``5`` -> 5, ``None``/``True``/``False`` -> those, anything else stays a string (``none``)."""
    try:
        return int(text)
    except ValueError:
        return {"None": None, "True": True, "False": False}.get(text, text)


if __name__ == "__main__":
    main()
