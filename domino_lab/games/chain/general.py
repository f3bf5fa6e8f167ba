"""General, "the generals' goat" (Генерал, Генеральский козёл) — seed 003, "Генерал".

Four players in two diagonal teams (0 and 2 against 1 and 3) get 7 tiles each; 1-1 always leads;
the chain grows both ways. No points are kept. The deal ends when someone is out; the *loser* is
the player whose turn comes next after the one who went out. Going out with 0-0 or 6-6 "hangs"
it on the loser, who is made a General ("При окончании игры костяшками 0х0 и/или 6х6 проигравший
объявляется «Генералом»"). A deal that ends in a fish does not count and is dealt again. Only
the generals are counted, per team. A team that loses twice gives way to the next team, and a
team made General in the very first deal gives way at once: that is the end of a match.

Who is made General: «Фактически «Генералом» считается именно тот проигравший, кому «навесили»
сразу и 0х0, и 6х6» ("in fact the General is the loser on whom both 0-0 and 6-6 were hung at
once"): ``general_on="both"``, the default — the winner goes out on one of them while the other
lies at the other end of the chain. The seed's looser wording ("0х0 и/или 6х6", "0-0 and/or
6-6") is ``general_on="either"``; ``"zero"`` is the variant where only 0-0 counts (the "голый").
``gives_way_after``: losses that end a match (2).

Where the seed is silent: a team "loses" a deal when its player is the loser, General or not;
partners' signals about 0-0 and 6-6 (a wink, a puffed cheek) are not modelled — every player
sees only his own hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import NotationError, SetupError
from ...i18n import N_, _, msg
from ...options import option
from ...table import LineLayout
from ...table.line import LEFT
from ...tiles import Tile
from ..base import DealResult, Termination, read_tiles
from ..registry import GameInfo, register
from .base import ChainGame, ChainOptions, ChainState
from .leads import lead_by_order

GENERAL_RULES = ("both", "either", "zero")


@dataclass(frozen=True)
class GeneralOptions(ChainOptions):
    """``general_on``: which finish makes the loser a General ("both" 0-0 and 6-6 at once, the
    seed's "фактически"; "either" of them; "zero"). ``gives_way_after``: how many lost deals end a
    team's match (2)."""

    draw: str = "none"
    target: int | None = None
    general_on: str = option("both", choices=GENERAL_RULES)
    gives_way_after: int = option(2, low=1)


@dataclass(frozen=True)
class GeneralResult(DealResult):
    """A General deal: ``loser`` (the player after the one who went out; ``None`` in a fish,
    which does not count) and whether he was made a ``general``."""

    loser: int | None = None
    general: bool = False


@register(GameInfo("general", "General", "Генерал", "laying", "3.1", "chain", (4, 4), "003",
                   summary=N_("end the deal with 0-0 and 6-6 at once; count the generals"), layout="line"))
class General(ChainGame):
    __doc__ = __doc__
    Options = GeneralOptions
    options: GeneralOptions
    penalty_points = True  # a deal writes a General against the losing team
    hand_sizes = {4: 7}

    def __init__(self, **options):
        super().__init__(**options)
        size = self.options.hand_size or self.hand_sizes[4]
        if 4 * size != len(self.set):  # 1-1 always leads: a tile left out of the hands could be it
            chosen = f"set_n={self.set.n}" + (f" and hand_size={size}" if self.options.hand_size else "")
            raise SetupError(
                f"general: with {chosen} the four hands take {4 * size} of the {len(self.set)} tiles; "
                "General deals the whole set to the four players (7 each from the double-six set), so "
                "that 1-1, which always leads, and 0-0 and the top double, which make a General, are "
                "all in the hands: use set_n=6, or a hand_size that deals the whole set")

    def sides(self, players):
        return ((0, 2), (1, 3))

    def first_lead(self, hands, context):
        return lead_by_order(hands, [Tile(1, 1)])

    def is_general(self, state: ChainState) -> bool:
        """Whether the deal just ended hangs a General on the loser."""
        low, high = Tile(0, 0), Tile(self.set.n, self.set.n)
        table = state.table
        assert isinstance(table, LineLayout)  # General is laid on a line (``ChainGame.new_layout``)
        if table.last is None:  # no tile laid: nobody went out with one (``score_deal`` reads the same)
            return False
        last = table.last.tile
        rule = self.options.general_on
        if rule == "zero":
            return last == low
        if rule == "either":
            return last in (low, high)
        chain = table.chain
        ends = {Tile(*chain[0]), Tile(*chain[-1])}
        return last in (low, high) and ends == {low, high}

    def score_deal(self, state, reason, winner, fisher, move=None):
        sides = state.sides
        hands = tuple(sum(t.pips for t in h) for h in state.hands)
        if reason != "out":
            return GeneralResult(Termination.FISH, None, (0, 0), sides, hands,
                                 msg("fish: the deal does not count and is dealt again"), fisher)
        loser = (winner + 1) % state.players
        general = self.is_general(state)
        points = [0, 0]
        points[state.side_of(loser)] = int(general)
        last = state.table.last.tile
        why = (msg("player {p} went out with {tile}; player {loser} loses and is made a General", p=winner, tile=last,
                   loser=loser) if general else
               msg("player {p} went out with {tile}; player {loser} loses", p=winner, tile=last, loser=loser))
        return GeneralResult(reason, winner, tuple(points), sides, hands, why, fisher, loser=loser, general=general)

    # -- a finished deal's text: which end went out ------------------------------------------------
    def finished_fields(self, state):
        """``last``: the tile that went out. The score names it and may hang a General by it, and a
        line's text does not say which of its ends was laid last (read back, the right one was)."""
        last, line = state.table.last, type(state.table) is LineLayout  # (a design's other table: as before)
        return [f"last: {last.tile}"] if line and state.result().reason == "out" and last is not None else []

    def read_finished(self, state, values):
        """The line laid again so that the tile ``last`` names, at one of its ends, was laid last."""
        if "last" not in values or type(state.table) is not LineLayout:
            return None
        if all(state.hands):  # (a fish: no move went out)
            raise NotationError(_("last: names what the move that went out laid, but nobody went out"))
        tiles, chain = read_tiles(values, "last"), state.table.chain
        if len(tiles) != 1 or not chain or tiles[0] not in (Tile(*chain[0]), Tile(*chain[-1])):
            raise NotationError(_("last: names the tile that went out, at one end of the table, not {text!r}",
                                  text=values["last"]))
        if tiles[0] != Tile(*chain[-1]):  # the left end went out: the rest led, then it laid on the left
            line = LineLayout.from_chain(chain[1:])
            line.place(tiles[0], LEFT, touch=chain[0][1])
            across = {p.tile: p.across for p in state.table.placed}  # (how each double lies, as read: a design's)
            line.placed[:] = [p._replace(across=across[p.tile]) for p in line.placed]
            state.table = line
        return None

    def side_worth(self, result):
        """No points are kept: the losing side does worse by one deal, by two when made General."""
        values = [0, 0]
        if result.loser is not None:
            values[result.side_of(result.loser)] = -1 - int(result.general)
        return tuple(values)

    def match_goal(self, players):
        return msg("a team that loses {n} deals, or is made General in the first, gives way",
                   n=self.options.gives_way_after)

    # -- the match: generals counted; two lost deals (or a General at once) and a team gives way --
    def match_init(self, match):
        match.scores = [0, 0]  # generals per team
        match.memory["losses"] = [0, 0]
        match.memory["counted"] = 0

    def match_update(self, match, result):
        match.context = {}
        if result.reason != "out":
            return
        losses = match.memory["losses"]
        match.memory["counted"] += 1
        side = next(i for i, s in enumerate(match.sides) if result.loser in s)
        losses[side] += 1
        match.scores[side] += result.points[side]
        first_general = result.general and match.memory["counted"] == 1
        if first_general or losses[side] >= self.options.gives_way_after:
            why = (msg("{side} was made General in the first deal and give way", side=match.side_name(side))
                   if first_general else
                   msg("{side} lost {n} deals ({generals} generals) and give way", side=match.side_name(side),
                       n=losses[side], generals=match.scores[side]))
            match.finish(winner=1 - side, loser=side, why=why)
