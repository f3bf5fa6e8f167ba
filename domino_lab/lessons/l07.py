"""Exercises of lesson 07, experiments: reading a knob's effect from intervals, how an interval
shrinks, and what a paired comparison shows. Each answer comes from a small seeded run (well under
a second)."""

from __future__ import annotations

from ..bots import Greedy
from ..games.registry import game
from ..i18n import msg
from ..sim import Rate, compare, simulate
from . import Exercise

EFFECTS = (msg("more fish"), msg("fewer fish"), msg("no difference these deals can show"))


def _fish_effect(undrawable: int) -> str:
    """How ``undrawable`` changes two-player Kozel's fish rate over 1,000 seeded deals, read from
    the two 95% intervals: apart (one way or the other) or overlapping."""
    base, variant = compare(game("kozel"), game("kozel", undrawable=undrawable), 1000, [Greedy()] * 2,
                            seed=4).summaries
    (lo_a, hi_a), (lo_b, hi_b) = base.fish_rate.interval, variant.fish_rate.interval
    if lo_b > hi_a:
        return EFFECTS[0]
    if hi_b < lo_a:
        return EFFECTS[1]
    return EFFECTS[2]


GAMES = (msg("200"), msg("400"), msg("1,000"), msg("10,000"))


def _half_width() -> str:
    """Of ``GAMES``, the number of games whose interval (at 60%) is closest to half as wide as
    with 100 games."""
    def width(n: int) -> float:
        lo, hi = Rate(round(0.6 * n), n).interval
        return hi - lo

    target = width(100) / 2
    return min(GAMES, key=lambda g: abs(width(int(g.replace(",", ""))) - target))


def _opening_ever_shortens() -> bool:
    """Whether, in 100 four-player Kozel matches from the same seeds, "13 to open" made any match
    shorter than without the rule."""
    bots = [Greedy()] * 4
    with_rule = simulate(game("kozel", opening=13), 100, bots, seed=3, matches=True)
    without = simulate(game("kozel", opening=0), 100, bots, seed=3, matches=True)
    return any(a.deals < b.deals for a, b in zip(with_rule, without))


EXERCISES = [
    Exercise(
        msg("Two-player Kozel, greedy bots, 1,000 deals from seed 4: "
            "<code>dl.compare(dl.game(\"kozel\"), dl.game(\"kozel\", undrawable=3), 1000, [greedy] * 2, "
            "seed=4)</code>. "
            "What does leaving three boneyard tiles undrawable do to the fish rate?"),
        answer="more fish", choices=EFFECTS, compute=lambda: _fish_effect(3),
        solution=msg("The fish rate rises by about six points (the notebook's sweep shows it), and the two "
                     "95% intervals do not overlap: a real effect, not luck. A stuck "
                     "player runs out of tiles he may draw sooner, so a blocked chain is rescued less often."),
    ),
    Exercise(
        msg("The same experiment with <code>undrawable=1</code>: one tile stays in the boneyard. What does "
            "it do to the fish rate?"),
        answer="no difference these deals can show", choices=EFFECTS, compute=lambda: _fish_effect(1),
        solution=msg("The two fish rates differ by about a point and their intervals overlap widely: these "
                     "1,000 deals cannot tell the two rules apart. That does not prove there is no effect; "
                     "more deals, or a paired look at the same seeds, might show a small one."),
    ),
    Exercise(
        msg("A rate measured on 100 games is 60% with the 95% interval 50.2%–69.1%. About how many games "
            "would give an interval half as wide?"),
        answer="400", choices=GAMES, compute=_half_width,
        solution=msg("An interval shrinks like 1/√n: to halve it, multiply the games by four. "
                     "<code>Rate(240, 400)</code> gives 55.1%–64.7%, about 9.6 points wide against 18.9 "
                     "for 100 games."),
    ),
    Exercise(
        msg("Kozel's \"13 to open\" rule (<code>opening=13</code>) against <code>opening=0</code>: 100 "
            "four-player matches, greedy bots, the same seeds for both. Was any match <i>shorter</i> "
            "with the rule?"),
        answer=False, compute=_opening_ever_shortens,
        solution=msg("No. With the same seeds both variants play exactly the same deals; the rule only "
                     "holds back a side's small amounts until it opens, so a side's score with the rule is "
                     "never above its score without it, and nobody reaches 101 sooner. Most matches are "
                     "unchanged and a few last longer: the paired comparison of the notebook sees this "
                     "small effect that two separate averages could not."),
    ),
]
