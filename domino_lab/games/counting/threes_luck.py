"""Threes for luck (Тройное домино на счастье) — seed 004, "Тройное домино на счастье".

Threes with a gamble. Two or three players get 6 tiles, four get 5. A play that leaves a
multiple of three on the open ends scores a flat 5; the first double laid in the deal scores 8.
On his turn a player may try his luck and draw from the boneyard, up to five tiles in a row,
even when he could play: every drawn tile that does not make a scoring move costs 5, and a
drawn tile that he then plays for a scoring move pays 10 (instead of the 5 or 8). Doubles go
crosswise or lengthwise as in Threes; going out adds 2, the lowest hand of a blocked deal adds 1; the
deal stops when a hand is empty or the boneyard is used up (as Threes, as Fives); the match goes
to 33 with two players, to 22 with more (as Threes).

Decisions where the seed is silent: the first double scores its 8 whether or not the ends make
a multiple of three (the seed lists it beside the scoring move, not as a kind of it); a stuck
player's draws are draws like any other (the seed fines *every* drawn tile that gives no
scoring move); the fines are settled when the turn ends — by a play, or by a pass after the
fifth draw or an empty boneyard — and may take a score below zero; the deal-end bonuses and
the targets are those of Threes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import SetupError
from ...i18n import N_, _
from ...moves import Multi
from ...options import option, rules
from ..registry import GameInfo, register
from .base import end_points
from .line_scoring import EndsGame, EndsOptions
from .threes import Threes

#: The only ``draw`` word Threes for Luck takes: its seed's gamble is the draw rule (``may_draw``).
LUCK_DRAW = ("one",)


@dataclass(frozen=True)
class ThreesLuckOptions(EndsOptions):
    """``multiple=3``. ``scoring_move``: what a scoring play from the dealt hand scores (5);
    ``first_double``: what the first double laid from the dealt hand scores (8). ``draw_limit``:
    draws a player may make in one turn (5); ``draw_penalty``: the fine per drawn tile that makes
    no scoring move (5); ``lucky_draw``: what a drawn tile that scores pays (10).
    ``target``: ``None`` = 33 (2 players) / 22. ``draw``: only ``"one"`` — the seed's gamble is the
    draw rule (up to ``draw_limit`` draws a turn, by choice or when stuck)."""

    multiple: int = 3
    draw: str = option("one", choices=LUCK_DRAW)
    scoring_move: int = option(5, low=0)
    first_double: int = option(8, low=0)
    draw_limit: int = option(5, low=1)  # a player may draw at least one tile
    draw_penalty: int = option(5, low=0)
    lucky_draw: int = option(10, low=0)

    def __post_init__(self) -> None:
        rule = rules(type(self))["draw"]  # (a design's draw of another game keeps that game's words:
        if self.draw not in LUCK_DRAW and rule.choices == LUCK_DRAW:  # design.parts.taken_field)
            raise SetupError(_("draw must be {v}, not {draw!r}: Threes for Luck draws by its seed's own rule (seed "
                               "004: a player may draw up to {draw_limit} tiles a turn, even when he could play); "
                               "set how many with draw_limit", v=rule.accepts(), draw=self.draw,
                               draw_limit=self.draw_limit))
        super().__post_init__()


@register(GameInfo("threes_luck", "Threes for Luck", "Тройное на счастье", "laying", "3.2", "chain", (2, 4), "004",
                   summary=N_("threes with a gamble: draw up to five, win or lose by the draw"), layout="line"))
class ThreesLuck(EndsGame):
    __doc__ = __doc__
    Options = ThreesLuckOptions
    options: ThreesLuckOptions
    targets = Threes.targets

    def play_points(self, state, player, move):
        o = self.options
        if type(move) is Multi:  # (a design's layout laying several tiles a turn: counted once, after the last)
            doubles, drawn = sum(t.is_double for t in move.tiles), any(t in state.fresh for t in move.tiles)
        else:
            tile = move.tile
            doubles, drawn = tile.is_double, tile in state.fresh
        if doubles and sum(p.tile.is_double for p in state.table.placed) == doubles:  # the first double(s) down
            award = o.first_double
        elif end_points(self.count(state), o.multiple, 1):
            award = o.scoring_move
        else:
            award = 0
        lucky = bool(award) and drawn
        misses = len(state.fresh) - lucky
        return (o.lucky_draw if lucky else award) - o.draw_penalty * misses

    def may_draw(self, state, stuck):
        return len(state.boneyard) > self.options.undrawable and state.drawn < self.options.draw_limit

    def why_no_draw(self, state):
        if len(state.boneyard) > self.options.undrawable and state.drawn >= self.options.draw_limit:
            return _("you may draw at most {draw_limit} tiles in a turn", draw_limit=self.options.draw_limit)
        return super().why_no_draw(state)

    def on_pass(self, state, player):
        if state.fresh:
            state.award(player, -self.options.draw_penalty * len(state.fresh))
