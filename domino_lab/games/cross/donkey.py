"""Donkey, or Chechevé (Осёл, Чечевэ) — seeds 000 ("Осёл (или Чечевэ)") and 003 ("Осёл").

Kozel on a cross. Four players get 7 tiles each (2–3 players: 7 each and a boneyard, 5 players:
5 each and a boneyard; a stuck player draws without limit until a tile fits). Tiles go on four
arms from the first double (``CrossLayout``). A player who lays a double on an arm may turn it
face down and so *close* the arm: nothing more goes there. Several doubles may go down in one
turn, one per arm, each closed or left open as the player likes (003); when every arm is closed
the deal ends and the lightest hand wins; a player who lays all his tiles wins. Scoring and the
match are Kozel's (003: the losers write their own pips; a deal opens a score only at 13,
smaller amounts are remembered; 101 loses) — ``Donkey`` is a ``Kozel`` with another table.

Seed differences, as options: ``lead="kozel"`` (003, "as Kozel": 1-1 leads the first deal, later
the winner leads any tile; a non-double lead makes a line until the first double, which becomes
the four-way centre — then, as 003 says, the next player may close both ends with two doubles
at once and end the deal) or ``lead="double"`` (000: the lead is always a double, four arms at
once). ``several_doubles="any"`` (003) or ``"closing"`` (000: several doubles at once only when
all of them close their arms).

Decisions where the seeds are silent:
- A face-down double is not hidden: everyone saw it laid; it only stops its arm.
- The centre double is never closed (it is not laid "on an end"); the first double laid *and
  left open* becomes the centre (a first double closed at once opens no arms).
- Teams, redeals, the lone 0-0 = 10 and the fish (the heaviest side writes everyone's pips)
  are Kozel's; 4 players play in two teams of partners, as in Kozel.
- All arms closed: the lightest hand wins as if he had gone out (the other sides write their
  own pips); a tie goes to the player who closed the last arm if he is among the lightest, else
  to the first of them after him in turn. He leads the next deal.
- 003's memory rule: remembered points are dropped when nothing is written against the side
  in the next deal (checked after Kozel's own rule, which drops them when the side goes out).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...i18n import N_, _, join, msg
from ...moves import Multi, Play
from ...options import option
from ...table.cross import ARMS, CrossLayout
from ..base import Termination
from ..chain.base import ChainState
from ..chain.kozel import Kozel, KozelOptions
from ..chain.leads import _lead_order_of
from ..registry import GameInfo, register
from .base import double_groups, double_lead, no_double_reason

LEADS = ("kozel", "double")
SEVERAL = ("any", "closing")


@dataclass(frozen=True, repr=False)
class Close(Play):
    """Lay a double on an arm and turn it face down: the arm is closed."""

    def __str__(self) -> str:
        return f"{super().__str__()}, closed"

    def describe(self) -> str:
        return super().describe() + _(", closed")


_CLOSES: dict[tuple, Close] = {}  # moves are values: one Close per (tile, end, number, name), made once
_CLOSE_OF: dict[int, tuple[Play, Close]] = {}  # by a play's id: the play (kept, so the id stays its) and its Close


def _closing(play: Play) -> Close:
    """``play`` laid face down: the Close of the same tile on the same end (found by the play's id,
    the family's plays being kept objects: asked of every double that fits, every turn)."""
    known = _CLOSE_OF.get(id(play))
    if known is not None and known[0] is play:
        return known[1]
    key = (play.tile.id, play.end, play.on, play.where)
    move = _CLOSES.get(key)
    if move is None:
        move = _CLOSES[key] = Close(play.tile, play.end, play.on, play.where)
    if len(_CLOSE_OF) < 100_000:
        _CLOSE_OF[id(play)] = (play, move)
    return move


_GROUPS: dict[tuple, tuple[tuple[Play, ...], list]] = {}  # by the rule and the doubles' ids: their moves


def _with_groups(doubles: list[Play], several: str) -> list:
    """The extra moves of a turn in which two or more ``doubles`` fit (the family's kept plays): each
    laid face down, then the groups of them (``double_groups``: with ``several="closing"`` only the
    face-down ones, else each open or face down). They follow from these doubles alone, so they are
    made once for them (a turn with two doubles to lay asks for a dozen moves) and kept with them,
    which keeps the ids in the key theirs."""
    key = (several, *map(id, doubles))
    kept = _GROUPS.get(key)
    if kept is None:
        closes = [_closing(m) for m in doubles]
        if several == "closing":
            moves = closes + double_groups(closes)
        else:
            moves = closes + double_groups(doubles, lambda m: (m, _closing(m)))
        kept = (tuple(doubles), moves)
        if len(_GROUPS) < 100_000:
            _GROUPS[key] = kept
    return kept[1]


@dataclass(frozen=True)
class DonkeyOptions(KozelOptions):
    """Kozel's options, plus two.

    ``lead``: who leads and with what, "kozel" (003: as in Kozel) or "double" (000: always lead a
    double). ``several_doubles``: "any" (003: several doubles at once, each closed or not) or
    "closing" (000: several at once only when all close)."""

    lead: str = option("kozel", choices=LEADS)
    several_doubles: str = option("any", choices=SEVERAL)


class DonkeyState(ChainState):
    game: Donkey
    table: CrossLayout

    def _why_illegal(self, move):
        assert self.current is not None  # asked while a move is played
        for play in move.plays if isinstance(move, Multi) else (move,):
            if (isinstance(play, Play) and play.tile in self.hands[self.current] and play.end is not None
                    and play.end in range(4) and self.table.closed[play.end]):
                return _("the {v} arm is closed (a face-down double stops it)", v=ARMS[play.end])
        return super()._why_illegal(move)

    def _lay(self, player, play):
        super()._lay(player, play)
        self.after_lay(player, play)

    def after_lay(self, player, play):
        """A double laid face down closes the arm it is laid on."""
        if isinstance(play, Close):
            assert play.end is not None  # a double closes the arm it is laid on
            self.table.close(play.end)

    def blocked(self):
        return self.table.all_closed or super().blocked()


@register(GameInfo("donkey", "Donkey", "Осёл", "laying", "3.1", "cross", (2, 5), "000+003",
                   summary=N_("four arms from a double; a laid double may close its arm"), layout="cross"))
class Donkey(Kozel):
    __doc__ = __doc__
    Options = DonkeyOptions
    options: DonkeyOptions
    StateClass = DonkeyState
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5}  # 000: «2,3 игрока - по 7 с базаром, 5 игроков - по 5 с базаром»

    def new_layout(self):
        return CrossLayout()

    def redeal_reason(self, hands):
        reason = super().redeal_reason(hands)
        if reason is None and self.options.lead == "double":
            reason = no_double_reason(hands)
        return reason

    def first_lead(self, hands, context):
        if self.options.lead == "double":
            return double_lead(hands, context, _lead_order_of(self))
        return super().first_lead(hands, context)

    def extra_moves(self, state, plays):
        doubles = None  # (a loop, not a comprehension: asked at every turn, and most turns offer no double)
        for m in plays:
            if m.tile.is_double:
                if doubles is None:
                    doubles = [m]
                else:
                    doubles.append(m)
        if doubles is None:
            return []
        if len(doubles) < 2:  # (one double: laid face down, no group)
            return [_closing(doubles[0])]
        return list(_with_groups(doubles, self.options.several_doubles))

    def why_illegal(self, state, move):
        # (the family asks only of plays: ChainState._why_illegal)
        plays = [p for p in (move.plays if isinstance(move, Multi) else (move,)) if isinstance(p, Play)]
        for play in plays:
            if isinstance(play, Close) and not play.tile.is_double:
                return _("only a double can close an arm, and {tile} is not a double", tile=play.tile)
        if isinstance(move, Multi):
            if not all(p.tile.is_double for p in plays):
                return _("only doubles may be laid several at once (one on each arm)")
            if len({p.end for p in plays}) < len(plays):
                return _("several doubles at once go one on each arm")
            if self.options.several_doubles == "closing" and not all(isinstance(p, Close) for p in plays):
                return _("several doubles at once are allowed only when every one closes its arm (seed 000)")
        return None

    def score_deal(self, state, reason, winner, fisher, move=None):
        # (a finished deal read from text says "closed": the engine ended it as a fish on closed arms)
        if reason not in ("fish", Termination.CLOSED) or not state.table.all_closed:
            return super().score_deal(state, reason, winner, fisher, move)
        hands = [self.hand_value(h) for h in state.hands]
        low = min(hands)
        order = [((fisher or 0) + i) % state.players for i in range(state.players)]
        winner = next(p for p in order if hands[p] == low)
        result = super().score_deal(state, "out", winner, fisher, move)
        why = join("; ", [msg("all arms are closed: player {p} has the lightest hand ({low})", p=winner, low=low),
                          *result.why.parts[1:]])
        return dataclasses.replace(result, termination=Termination.CLOSED, why=why)

    def match_update(self, match, result):
        super().match_update(match, result)
        remembered = match.memory["remembered"]
        for i, pts in enumerate(result.points):
            if pts == 0:
                remembered[i] = 0
        if result.reason == "closed":
            match.context = {"leader": result.winner}
