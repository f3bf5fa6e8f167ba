"""Matador (Матадор) — seed 004 (the scoring fragment) and the standard published rules.

A tile is laid so that its touching half and the open end it joins add up to seven (a 3 takes
a 4, a 6 takes a 1); a blank end therefore takes nothing but a *matador*. The matadors — 6-1,
5-2, 4-3 (their halves make seven) and 0-0 — are wild: they go on any end, turned as the
player likes (``6-1 on 3, 6 out``). Doubles lie along and count as one number.

Seed 004: a player forced to pass crosses out 6 points and may run into debt; the gentler
scoring for beginners (``scoring="matadors"``) drops the fine and pays 10 per matador laid. A
tile laid with a six on its free half (3-6, 1-6: a "matador six") earns 5 more. The winner is
the player with the most points; he takes his points minus the sum of the losers'.

The core is the standard published game (Wikipedia, "Matador (domino game)"; the Dutch and
English rule pages agree): 7 tiles each for two players, 6 for three, 5 for four; the highest
double leads (else the heaviest tile); a player who cannot play draws until he can, and may
draw even when he could play (a matador is often worth keeping), but the last two boneyard
tiles are never drawn; with nothing to draw a stuck player passes. Going out scores the pips
left in the other hands; in a blocked deal the lightest hand scores them. The match is played
to 100 (the published target).

Decisions where the seed is silent: "10 per matador" is read as 10 for each matador laid; the
six bonus counts for any tile that leaves a six free (the seed's own examples are 3-6 and
1-6), a lead showing a six included; a tie for the lightest blocked hand scores nobody; the
winner's take (his points minus the losers') is reported when the match ends.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, join, msg, nmsg
from ...options import option
from ..base import DealResult
from ..registry import GameInfo, register
from .line_scoring import LineOptions, LineScoringGame, SumToSevenMixin

SCORINGS = ("fine", "matadors")


@dataclass(frozen=True)
class MatadorOptions(LineOptions):
    """``scoring``: ``"fine"`` (a forced pass costs ``pass_fine`` = 6) or ``"matadors"`` (no fine;
    ``matador_points`` = 10 per matador laid). ``pass_fine``: what a forced pass costs under
    ``scoring="fine"`` (6). ``matador_points``: what a matador laid pays under
    ``scoring="matadors"`` (10). ``six_bonus``: for a six left free (5).
    ``draw_at_will``: a player may draw even when he could play (True). ``undrawable``: boneyard
    tiles never drawn (2). ``target``: the match target (100)."""

    doubles: str = "lengthwise"
    draw: str = "until_playable"
    undrawable: int = 2
    draw_at_will: bool = True
    scoring: str = option("fine", choices=SCORINGS)
    pass_fine: int = option(6, low=0)
    matador_points: int = option(10, low=0)
    six_bonus: int = option(5, low=0)
    target: int | None = 100


@register(GameInfo("matador", "Matador", "Матадор", "laying", "3.2", "chain", (2, 4), "004",
                   summary=N_("joined ends sum to seven; matadors are wild"), layout="line"))
class Matador(SumToSevenMixin, LineScoringGame):
    __doc__ = __doc__
    Options = MatadorOptions
    options: MatadorOptions
    hand_sizes = {2: 7, 3: 6, 4: 5}

    def lead_order(self):
        return super(LineScoringGame, self).lead_order()  # the chain family's: highest double first

    def play_points(self, state, player, move):
        o, tile = self.options, move.tile
        six = self.set.n
        free_six = tile.has(six) if move.end is None else state.table.placed[-1].b == six
        points = o.six_bonus if free_six else 0
        if o.scoring == "matadors" and self.is_wild(tile):
            points += o.matador_points
        return points

    def may_draw(self, state, stuck):
        """The standard rules' draw (the seed is silent on it): ``draw`` says how many a turn (until able,
        one, or none, as in the family's other games), ``draw_at_will`` whether also when he could play."""
        o = self.options
        if o.draw == "none" or (o.draw == "one" and state.drawn) or len(state.boneyard) <= o.undrawable:
            return False
        return stuck or o.draw_at_will

    def why_no_draw(self, state):
        o = self.options  # (under "none", or a second draw by choice under "one", the family would say a tile fits)
        if o.draw == "none":
            return _("the boneyard has no tile you may draw")
        if o.draw == "one" and state.drawn and o.draw_at_will and len(state.boneyard) > o.undrawable:
            return _("you may draw only one tile per turn")
        return super().why_no_draw(state)

    def on_pass(self, state, player):
        if self.options.scoring == "fine":
            state.award(player, -self.options.pass_fine)

    def score_deal(self, state, reason, winner, fisher, move=None):
        points = self.scored_points(state)
        hands = tuple(self.hand_value(h) for h in state.hands)
        if reason == "fish":
            low = min(hands)
            lightest = [p for p, v in enumerate(hands) if v == low]
            winner = lightest[0] if len(lightest) == 1 else None
        if winner is None:
            why = msg("blocked: the lightest hands tie; nobody scores the pips")
        else:
            gain = sum(hands) - hands[winner]
            points[winner] += gain
            why = (nmsg("player {p} went out and scores the others' {n} pip",
                        "player {p} went out and scores the others' {n} pips", gain, p=winner) if reason == "out"
                   else nmsg("player {p} has the lightest hand ({low}) and scores the others' {n} pip",
                             "player {p} has the lightest hand ({low}) and scores the others' {n} pips", gain, p=winner,
                             low=hands[winner]))
        why = join("; ", [why, msg("deal points {points}", points=" ".join(map(str, points)))])
        return DealResult(reason, winner, tuple(points), state.sides, hands, why, fisher)

    def match_update(self, match, result):
        super().match_update(match, result)
        if match.over and match.winner is not None:
            mine = match.scores[match.winner]
            others = sum(match.scores) - mine
            match.memory["take"] = mine - others
            match.why = join("; ", [match.why, msg("he takes {mine} - {others} = {take}", mine=mine, others=others,
                                                   take=mine - others)])
