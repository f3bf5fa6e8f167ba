"""Dark Blitz (Тёмный блиц) — seed 000, "Темный блиц".

Three players or more. Nothing is dealt: all tiles lie face down as the boneyard ("Все кости лежат
втёмную в виде базара"), and a player sees a tile only once he has drawn it. Every turn starts
with a draw (even with tiles already in hand); then the player lays the drawn tile or one of the
others if it fits, or keeps it and passes. With three tiles or more in hand after drawing, he
may instead *blitz*: lay them all at once, on both ends of the chain, every one of them fitting
— a blitz wins the deal at once (one blitz is listed, standing for every arrangement of the
hand: see ``multi``). If nobody blitzes before the boneyard runs out, play stops after the last
tile is drawn and played or kept, and the player with the most pips in hand loses.

Where the seed is silent: the first tile drawn of a deal is the lead; a player who can lay a
tile must lay one (or blitz) — the seed's "выставляет её в цепь, если она подходит"; emptying
your hand by an ordinary play is no win (only a blitz is); the first deal is led by the first
seat, later deals by the previous winner; each loser writes his hand's pips against himself
(after a blitz everyone else, when the boneyard runs out the highest hand alone, all tied
highest on a tie), and the match ends when someone reaches ``target`` (101, Kozel's goat), the
lowest total winning. ``blitz_from`` changes the three tiles.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, and_list, msg, nmsg
from ...moves import Draw, Multi, Pass, Play, interned
from ...options import option
from ...tiles import by_ends
from ..base import DealResult
from ..registry import GameInfo, register
from .base import _DRAW, _PASS, ChainGame, ChainOptions
from .multi import MultiState, lay_all
from .race import lowest_total_match


@dataclass(frozen=True)
class DarkBlitzOptions(ChainOptions):
    """``blitz_from``: tiles in hand (after drawing) that allow a blitz (3). ``target``: the
    points against a player that end the match (101). ``hand_size``: nothing is dealt (0)."""

    hand_size: int | None = option(None, choices=(0,))
    draw: str = "one"
    blitz_from: int = option(3, low=1)
    target: int | None = 101


class DarkBlitzState(MultiState):
    game: DarkBlitz

    def _legal_moves(self):
        p = self.current
        assert p is not None  # asked only while the deal is live
        if not self.drawn:
            return [_DRAW]
        hand = self.hands[p]
        if not self.table.placed:
            return [interned(Play, t) for t in sorted(hand, key=by_ends)]
        plays = self._plays(p)
        if not plays:
            return [_PASS]
        if len(hand) >= self.game.options.blitz_from:
            plays += lay_all(self, p)  # (a list of its own, made by _plays)
        return plays

    def _apply(self, move):
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if isinstance(move, Draw):
            self.hands[p].add(self._draw_tile())
            self.drawn = 1
            return
        # every tile of a move down, the family's ``_laid`` runs, as in ``ChainState._apply``: a design's
        # layout turns its line there (Ladder's, one way) and a deal scoring that counts in play counts
        if isinstance(move, Play):
            self._lay(p, move)
            self._laid(p, move)
            self.passes = 0
        elif isinstance(move, Multi):
            for play in move.plays:
                self._lay(p, play)
            self._laid(p, move)
            self.last_single = p  # the blitzer ended the deal (its text names him: "fisher")
            self._end("blitz", winner=p)
            return
        else:
            self.passes += 1
        if self.boneyard:
            self._next_turn()
        else:
            self._end("exhausted")

    def _end(self, reason, winner=None, fisher=None, move=None):
        # Dark Blitz's own ends (a blitz, the boneyard used up) have no рыбак: its deals end so with none,
        # and a finished position read back must too, though its text's "fisher" names the blitzer or
        # who moved last (before, the read deal's result named him: a match reading it led another deal)
        super()._end(reason, winner, None if reason in ("blitz", "exhausted") else fisher, move)

    def _ended_problem(self, reason, winner):  # (a blitz read from text is won by its "fisher", the blitzer)
        if reason == "blitz" and (winner is None or self.hands[winner]):
            return _("ended: blitz, but the text names no player who laid his whole hand (fisher: the blitzer)")
        return super()._ended_problem(reason, winner)

    def most_passes(self):  # a pass keeps the drawn tile: the boneyard ends the deal, not the passes
        return len(self.game.set)

    def most_drawn(self):  # every turn starts with a draw, whatever a design's draw option says (General's: none)
        return max(1, super().most_drawn())

    def most_in_hand(self):
        turns = -(-len(self.game.set) // self.players)
        return turns, f"one draw a turn, in turn: at most {turns} draws each"

    def _check_position(self):
        if self.over:
            return None
        if not self.drawn and not self.boneyard and type(self)._apply is DarkBlitzState._apply:
            # (only where Dark Blitz's turn is played: a design whose layout's state plays its own, as
            # Dark Blitz with Kozel's deal on Matador's line, starts no turn with a draw, and its first
            # position, nothing drawn from an empty boneyard, was refused as over)
            return _("the boneyard is used up and the last draw is played: the deal is over (write 'turn: over')")
        return None

    def _hand_text(self, player: int) -> str:
        # an empty hand here is a hand yet to draw, not a player who went out
        text = super()._hand_text(player)
        if text != _("(out)"):
            return text
        return _("(no tiles yet)") if not self.table.tiles() else _("(no tiles)")

    def _why_illegal(self, move):
        if isinstance(move, Draw) and self.drawn:
            return _("one draw a turn: you have drawn already; now lay a tile, blitz or pass")
        if not isinstance(move, Draw) and not self.drawn:
            return _("every turn starts with a draw from the boneyard")
        if isinstance(move, Pass) and self.legal_moves()[0] != Pass():
            return _("you cannot pass while a tile of yours fits ({v})", v=self.legal_moves()[0])
        return super()._why_illegal(move)


@register(GameInfo("dark_blitz", "Dark Blitz", "Тёмный блиц", "laying", "3.1", "chain", (3, 6), "000",
                   summary=N_("everything face down; draw each turn; blitz with three or more"), layout="line"))
class DarkBlitz(ChainGame):
    __doc__ = __doc__
    Options = DarkBlitzOptions
    options: DarkBlitzOptions
    StateClass = DarkBlitzState
    penalty_points = True
    hand_sizes = {n: 0 for n in range(3, 7)}

    def first_lead(self, hands, context):
        return context.get("leader") or 0, None

    def multi_limit(self, state, move):
        hand = state.hands[state.current]
        if len(hand) < self.options.blitz_from:
            return _("a blitz needs {blitz_from} tiles or more in hand, you hold {n}",
                     blitz_from=self.options.blitz_from, n=len(hand))
        if len(move.tiles) != len(hand):
            return _("a blitz lays all your {n} tiles at once, not {n2}", n=len(hand), n2=len(move.tiles))
        return None

    def score_deal(self, state, reason, winner, fisher, move=None):
        values = tuple(sum(t.pips for t in h) for h in state.hands)
        if reason == "blitz":
            points = tuple(0 if p == winner else v for p, v in enumerate(values))
            why = msg("player {p} blitzed and wins; the others write their pips", p=winner)
        else:
            high = max(values)
            top = [p for p, v in enumerate(values) if v == high]
            points = tuple(v if p in top else 0 for p, v in enumerate(values))
            low = min(values)
            lowest = [p for p, v in enumerate(values) if v == low]
            if reason != "out":  # (a design's deal that a player went out of, on another game's turn: he won it)
                winner = lowest[0] if len(lowest) == 1 else None
            who = and_list(msg("player {p}", p=p) for p in top)
            if reason == "exhausted":
                why = nmsg("the boneyard is exhausted: {who} holds the most ({high}) and loses",
                           "the boneyard is exhausted: {who} hold the most ({high}) and lose", len(top), who=who,
                           high=high)
            elif reason == "out":  # (a design's ends, on another game's turn: said as they are)
                why = nmsg("player {p} went out: {who} holds the most ({high}) and loses",
                           "player {p} went out: {who} hold the most ({high}) and lose", len(top), p=winner, who=who,
                           high=high)
            else:  # (a fish, a closed cross, ...)
                why = nmsg("the deal is over: {who} holds the most ({high}) and loses",
                           "the deal is over: {who} hold the most ({high}) and lose", len(top), who=who, high=high)
        return DealResult(reason, winner, points, state.sides, values, why, fisher)

    def match_update(self, match, result):
        lowest_total_match(self, match, result)
