"""Kozel, "the Goat" (Козёл) — seeds 000 ("Козел") and 003 ("Козёл").

Four players in two teams (partners opposite) get 7 tiles each; with 2–3 players the rest is a
boneyard and a stuck player draws until a tile fits. A hand with five doubles or more is dealt
again. The first deal is led with 1-1 (else 2-2 … 6-6, then 0-0, then the lightest tile); later
deals by the player who went out, or by the рыбак who blocked the chain (not his partner), with
any tile.

The losers write their own pips *against* themselves; a lone 0-0 counts 10. A side's score opens
only with a deal worth 13 or more (003): smaller amounts are remembered and added when it opens,
and a side that goes out forgets them. A fish (003): the side with the most pips takes everyone's
points. The side that reaches 101 loses the match and is the goat.

Seed 000's rules are options: ``fish="higher_loses"`` (the higher side writes its own pips),
``opening=0`` and ``wipe_under=10`` (a side under 10 is wiped to 0 by its next win). 003's
stricter redeal is ``redeal_suit=6`` (six tiles of one number); its "last boneyard tile is never
drawn" is ``undrawable=1``.

Sports dominoes (seed 003, "Спортивное домино": «Заходы по очереди. … Играется определённое
количество раздач (замесов) кратное четырём (4,8,12 и т. д.). Побеждает пара, записавшая больше
очков на соперника») is Kozel in pairs with ``leads="in_turn"`` and ``deals=8`` (any multiple of
4): the seats lead in turn, deal k by seat k mod 4 (the first deal too) with any tile — so over a
multiple of 4 deals every seat leads as often — and the match is that many deals, not a race to
101: the pair with fewer points written against it (the one that wrote more on its opponent)
wins, equal scores draw. The rotation from seat 0 and "any tile" are our reading: the seed says
only "leads in turn".
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ...errors import SetupError
from ...i18n import N_, _, and_list, join, msg, nmsg, players
from ...options import option
from ...tiles import DominoSet, Tile
from ..base import DealResult
from ..registry import GameInfo, register
from .base import PIPS, ChainGame, ChainOptions

FISH_RULES = ("highest_takes_all", "higher_loses")
LEADS = ("winner", "in_turn")


@dataclass(frozen=True)
class KozelOptions(ChainOptions):
    """``target``: reaching it loses (101). ``opening``: the smallest deal that opens a score (13;
    0 = no threshold). ``wipe_under``: seed 000's wipe of a small score by the next win (None =
    off). ``zero_double_alone``: a lone 0-0 in hand (10). ``redeal_doubles``/``redeal_suit``: deal
    again for that many doubles / tiles of one number in a hand. ``fish``: who writes in a fish.
    ``leads``: who leads a later deal, the ``"winner"`` (or the рыбак) or the seats ``"in_turn"``
    (sports dominoes, seed 003). ``deals``: a match of that many deals, a multiple of 4 (sports
    dominoes), the fewer points winning, instead of the race to ``target`` (None)."""

    target: int = 101
    opening: int = option(13, low=0)
    wipe_under: int | None = option(None, low=1)
    zero_double_alone: int = option(10, low=0)
    redeal_doubles: int | None = option(5, low=2)
    redeal_suit: int | None = option(None, low=2)
    fish: str = option("highest_takes_all", choices=FISH_RULES)
    leads: str = option("winner", choices=LEADS)
    deals: int | None = option(None, low=4)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.deals is not None and self.deals % 4:
            raise SetupError(f"deals: sports dominoes plays a multiple of 4 deals (seed 003: «кратное четырём», "
                             f"4, 8, 12…), not {self.deals}")


@register(GameInfo("kozel", "Kozel (the Goat)", "Козёл", "laying", "3.1", "chain", (2, 4), "000+003",
                   summary=N_("teams of two; losers write their pips; opens at 13; 101 is the goat"),
                   aliases=("goat",), layout="line"))
class Kozel(ChainGame):
    __doc__ = __doc__
    Options = KozelOptions
    options: KozelOptions
    penalty_points = True  # points are written against a side: fewer is better
    hand_sizes = {2: 7, 3: 7, 4: 7}

    def sides(self: ChainGame, players: int) -> tuple[tuple[int, ...], ...]:  # (self: Sea Goat borrows it)
        return ((0, 2), (1, 3)) if players == 4 else tuple((p,) for p in range(players))

    def redeal_reason(self, hands):
        o = self.options
        if not (o.redeal_doubles or o.redeal_suit):
            return None
        all_doubles = _doubles(self.set.n)
        for p, hand in enumerate(hands):
            if o.redeal_doubles and (doubles := len(all_doubles.intersection(hand))) >= o.redeal_doubles:
                return _("player {p} holds {doubles} doubles", p=p, doubles=doubles)
            if o.redeal_suit:
                for v in range(self.set.n + 1):
                    n = sum(t.has(v) for t in hand)
                    if n >= o.redeal_suit:
                        return _("player {p} holds {n} tiles with a {v}", p=p, n=n, v=v)
        return None

    def lead_order(self: ChainGame) -> list[Tile]:  # (self: Sea Goat borrows it)
        n = self.set.n
        doubles = [Tile(v, v) for v in range(1, n + 1)] + [Tile(0, 0)]
        rest = sorted((t for t in self.set if not t.is_double), key=lambda t: (t.pips, t.high))
        return doubles + rest

    def hand_value(self, hand):
        value = sum(map(PIPS, hand))
        if value == 0 and len(hand) == 1:  # a lone 0-0, the only tile without pips
            return self.options.zero_double_alone
        return value

    def score_deal(self, state, reason, winner, fisher, move=None):
        sides = state.sides
        hands = tuple(map(self.hand_value, state.hands))
        values = [sum(map(hands.__getitem__, side)) for side in sides]  # side_values, from the hands counted once
        points = [0] * len(sides)
        if reason == "out":  # the other sides write their own pips
            mine = state.side_of(winner)
            for i, v in enumerate(values):
                if i != mine:
                    points[i] = v
        else:  # a fish: the lowest side wins it; the one side with the most pips writes (a tie: nobody)
            high = max(values)
            top = [i for i, v in enumerate(values) if v == high]
            low = min(values)
            bottom = [i for i, v in enumerate(values) if v == low]
            winner = sides[bottom[0]][0] if len(bottom) == 1 else None
            if len(top) == 1:
                points[top[0]] = sum(values) if self.options.fish == "highest_takes_all" else high
        # the words are made when the result's why is first read (a simulation reads none): score_words
        return DealResult.worded_later(reason, winner, tuple(points), sides, hands, fisher, score_words, self.options,
                                       reason, winner, sides, values, points)

    def match_goal(self, players):
        if self.options.deals is not None:
            return msg("{deals} deals; the fewer points written against a side wins", deals=self.options.deals)
        goal = msg("the side that reaches {target} is the goat", target=self.options.target)
        if self.options.opening:
            return join("; ", [goal, msg("a score opens at {n}", n=self.options.opening)])
        return goal

    # -- the match: opening at 13, remembered points, 101 is the goat ------------------------------
    def match_init(self, match):
        match.scores = [0] * len(match.sides)
        match.memory["remembered"] = [0] * len(match.sides)
        match.memory["opened"] = [False] * len(match.sides)
        if self.options.leads == "in_turn":
            match.context = {"leader": 0}

    def match_update(self, match, result):
        o = self.options
        remembered, opened = match.memory["remembered"], match.memory["opened"]
        for i, pts in enumerate(result.points):
            if pts <= 0:
                continue
            if opened[i] or pts >= o.opening:
                match.scores[i] += pts + remembered[i]
                remembered[i] = 0
                opened[i] = True
            else:
                remembered[i] += pts
        if result.reason == "out":
            mine = result.winning_side
            remembered[mine] = 0
            if o.wipe_under is not None and 0 < match.scores[mine] < o.wipe_under:
                match.scores[mine] = 0
                opened[mine] = False
        goats = [i for i, s in enumerate(match.scores) if s >= o.target] if o.deals is None else []
        if o.deals is not None and len(match.results) >= o.deals:
            low = min(match.scores)
            best = [i for i, s in enumerate(match.scores) if s == low]
            worst = max(range(len(match.scores)), key=match.scores.__getitem__)
            won = len(best) == 1
            written = join(", ", [msg("{side} {score}", side=match.side_name(i), score=s)
                                  for i, s in enumerate(match.scores)])
            outcome = msg("{side} win", side=match.side_name(best[0])) if won else msg("a draw")
            match.finish(winner=best[0] if won else None, loser=worst if won and len(match.sides) == 2 else None,
                         why=msg("{deals} deals played, points against: {written}; {outcome}", deals=o.deals,
                                 written=written, outcome=outcome))
        if goats:
            goat = max(goats, key=lambda i: match.scores[i])
            others = [i for i in range(len(match.sides)) if i != goat]
            match.finish(winner=others[0] if len(others) == 1 else None, loser=goat,
                         why=msg("{side} reached {score}: the goat", side=match.side_name(goat),
                                 score=match.scores[goat]))
        leader = result.winner if result.reason == "out" else result.fisher
        if o.leads == "in_turn":  # sports dominoes: the seats lead in turn
            leader = len(match.results) % match.players
        match.context = {"leader": leader}


def score_words(options, reason, winner, sides, values, points):
    """Kozel's ``score_deal`` in words (its result's ``why``): the numbers it wrote, read again."""
    if reason == "out":
        mine = next(i for i, side in enumerate(sides) if winner in side)
        return join("; ", [msg("player {p} went out", p=winner)] + [
            nmsg("{side} writes {v} against himself", "{side} write {v} against themselves", len(sides[i]),
                 side=_side(sides[i]), v=v)
            for i, v in enumerate(points) if i != mine])
    high = max(values)
    top = [i for i, v in enumerate(values) if v == high]
    if len(top) > 1:
        return msg("fish: {sides} tie with {high} pips; nobody writes",
                   sides=and_list(_side(sides[i]) for i in top), high=high)
    side = sides[top[0]]
    if options.fish == "highest_takes_all":
        return nmsg("fish: {side} holds the most ({high}) and writes everyone's {total} points",
                    "fish: {side} hold the most ({high}) and write everyone's {total} points", len(side),
                    side=_side(side), high=high, total=sum(values))
    return nmsg("fish: {side} holds the most and writes his own {high}",
                "fish: {side} hold the most and write their own {high}", len(side), side=_side(side), high=high)


@functools.cache
def _doubles(n: int) -> frozenset[Tile]:
    """The doubles of the double-``n`` set (a hand's doubles are its tiles among them)."""
    return frozenset(DominoSet(n).doubles)


def _side(side):
    return players(side)
