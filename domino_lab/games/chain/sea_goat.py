"""Sea Goat (Морской козёл) — seed 003 ("Морской козел") by default, seed 000 ("Морской.") as options.

A Kozel variant (000: "по существу является разновидностью козла"): 2–4 players, four in two teams
(partners opposite), 7 tiles each; with fewer players the rest is a boneyard and a stuck player
draws until a tile fits (003: "как в обычном Козле"); Kozel's redeal (five doubles) and first lead
(1-1, else the lowest double) apply. Later deals are led with any tile by whoever went out, or by
the рыбак after a fish (003, Kozel). A player who can lay a double on each end may lay both at once.

Scoring (003). The winner of a deal writes, for his side, the pips left in the losers' hands; a lone
0-0 in a hand counts 25, a lone 6-6 50, a hand of exactly 0-0 and 6-6 75. A side's first write must
be at least 25 (``first_write``), else nothing is written; after that every win adds. Only one side
may hold points: when another side makes a write (≥25) "все очки списываются — у всех игроков
становится 0 очков": everyone, the writer too, is back at 0 (``wipe_keeps_write=True``: the writer
keeps his write, the other common reading). 125 wins.
Special endings (each decides the match at once):
- "лысый": going out on 0-0 (also as one of two doubles laid at once) wins the match;
- going out on 6-6 wins the match if the losers hold 25 or more; else that player leads the next
  deal "на сто";
- "на сто": the leader of a deal whose side holds points may lead 6-6; the deal is then played
  "for a hundred": if he goes out first he wins the match, if another side wins the deal while his
  side holds 25 or more he loses it ("свояк"). Otherwise the deal is scored as usual.
Fish (003). The рыбак is who laid the last non-double. Between the рыбак's side (r pips in hand)
and "the other" (o = the pips of all other sides together; with two sides that is exactly the
seed's opponent): r < 25 ≤ o → the рыбак wins, writes o and leads the next deal на сто;
r > o and r ≥ 25 → the fish is undecided and the рыбак leads the next deal with any tile to
"write it off": a try succeeds when his side wins that deal with the losers holding 25 or more;
after three failed tries he is the loser: his opponent (the next seat not on his side) writes r
and leads на сто; r = o ("яйца") → nothing is written, the next deal is led from 1-1 and its
winner also writes the eggs (r); three replays without a winner and the eggs are rotten (dropped).

Decisions where the seed is silent (each the reading closest to the text):
- "more than 25" / "less than 25" are read as ≥ 25 / < 25, the seed's own "25 очков и более".
- "The loser" of a deal is every side but the winner's; "his points" are his side's pips in hand.
- The other fish cases (r < o < 25, o < r < 25, 25 ≤ r < o): the lower side wins and writes the
  others' pips (the fish rule of 003's classic text); the рыбак leads next, as after any fish.
- A write-off try succeeds when the рыбак's side wins the try deal (out, or a fish it wins) with the
  losers holding 25 or more. The tries are ordinary deals, scored as usual, each led by the рыбак.
  "He counts as the loser" after three failed tries: his opponent writes the рыбак's r.
- The eggs are worth r, what the fish's winner would have written.
- At most one fish is pending: while a write-off or eggs are pending, a new undecided fish is only
  a failed try; if a lost write-off sends the next deal на сто, that lead wins.
- "На сто" needs the player himself: his partner going out is an ordinary win for the side; a на сто
  deal that ends in an undecided fish is not lost. A player who must lead на сто leads 6-6 if he
  holds it, else any tile; the deal is на сто either way. A 6-6 lead forced by the first-deal lead
  order is never на сто (nobody holds points then).
- Going out on 0-0 or 6-6 means the last move laid that tile (a two-doubles move lays both); 000's
  "on both but not at once" means the player's previous tile and his last one.
- 000's fish compares single hands (the seed says "собственной суммы"); the lowest player's side
  writes; a tie for the lowest between different sides writes nothing and the рыбак leads next.

Seed 000's rules as options: ``teams=False`` ("каждый играет за себя"); ``draw="none"`` (no
boneyard: pass when stuck); ``wipe="any_win"`` ("при первой победе противника счёт обнуляется");
``lone_doubles=None`` (plain pips); ``finish="bonus"`` (ending on 0-0 +25, on 6-6 +50, on both but
not at once +75; on both at once wins the match); ``six_lead="wins"`` (whoever leads 6-6 and goes
out wins the match); ``fish="lowest_takes_all"`` (the lowest hand wins and writes all the sums; a
tie for the lowest between sides writes nothing). 000 in full::

    dl.game("sea_goat", draw="none", wipe="any_win", lone_doubles=None, finish="bonus",
            six_lead="wins", fish="lowest_takes_all")

No deal cap is added: every deal is a fresh shuffle and a pending fish is settled within three
deals, so a match ends with probability 1 (seeded bot matches, 300 each: 003 rules mean 7 deals,
longest 43; 000 rules mean 15, longest 72).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import NotationError, SetupError
from ...i18n import N_, _, and_list, join, msg, nmsg
from ...moves import Multi, Play
from ...options import option
from ...table.cross import ARMS, NORTH, CrossLayout
from ...table.line import LEFT, RIGHT, LineLayout
from ...tiles import Tile, tiles_text
from ..base import DealResult, read_player, read_tiles
from ..registry import GameInfo, register
from .base import ChainGame, ChainOptions
from .kozel import Kozel, _side
from .leads import _lead_order_of, lead_by_order

CHOICES = {"wipe": ("on_write", "any_win"), "finish": ("match", "bonus"),
           "six_lead": ("on_hundred", "wins", "plain"), "fish": ("fisher", "lowest_takes_all")}
TRIES = 3  # write-off tries and egg replays (003: "с трёх попыток")


@dataclass(frozen=True)
class SeaGoatOptions(ChainOptions):
    """``target``: points that win the match (125). ``first_write``: the smallest first write (25).
    ``teams``: four players play 2 v 2. ``two_doubles``: a double on each end in one move.
    ``lone_doubles``: what a hand of only 0-0 / only 6-6 / only both counts (None: pips).
    ``wipe``/``finish``/``six_lead``/``fish``: 003's rule or 000's (see the class docstring).
    ``wipe_keeps_write``: the side that wipes the score keeps its own write (not the seeds' reading).
    ``redeal_doubles``/``redeal_suit``: Kozel's redeal."""

    target: int | None = 125
    first_write: int = option(25, low=0)
    teams: bool = True
    two_doubles: bool = True
    lone_doubles: tuple[int, int, int] | None = option((25, 50, 75), low=0)
    wipe: str = option("on_write", choices=CHOICES["wipe"])
    wipe_keeps_write: bool = False
    finish: str = option("match", choices=CHOICES["finish"])
    six_lead: str = option("on_hundred", choices=CHOICES["six_lead"])
    fish: str = option("fisher", choices=CHOICES["fish"])
    redeal_doubles: int | None = option(5, low=2)
    redeal_suit: int | None = option(None, low=2)


@dataclass(frozen=True)
class SeaGoatResult(DealResult):
    """A Sea Goat deal. ``hundred``: who played it на сто (or led 6-6), if anyone. ``decides``:
    ``(winning side, losing side or None, why)`` when the deal decides the match at once.
    ``next_hundred``: who leads the next deal на сто. ``write_off``: ``(рыбак, his opponent, pips)``
    of a fish the рыбак may write off in later deals. ``eggs``: the stake of a tied fish (яйца).
    ``bonus``: what ending on 0-0 and/or 6-6 added to the winner's write (000)."""

    hundred: int | None = None
    decides: tuple[int, int | None, str] | None = None
    next_hundred: int | None = None
    write_off: tuple[int, int, int] | None = None
    eggs: int | None = None
    bonus: int = 0


@register(GameInfo("sea_goat", "Sea Goat", "Морской козёл", "laying", "3.1", "chain", (2, 4), "000+003",
                   summary=N_("the winner writes; first write 25; one side holds points; 125 wins"), layout="line"))
class SeaGoat(ChainGame):
    __doc__ = __doc__
    Options = SeaGoatOptions
    options: SeaGoatOptions
    hand_sizes = {2: 7, 3: 7, 4: 7}
    redeal_reason = Kozel.redeal_reason  # "как в обычном Козле"
    lead_order = Kozel.lead_order

    def sides(self, players):
        return Kozel.sides(self, players) if self.options.teams else tuple((p,) for p in range(players))

    @property
    def zero(self):
        return Tile(0, 0)

    @property
    def top(self):
        return Tile(self.set.n, self.set.n)

    def check_context(self, context, players):
        """The match's context as Sea Goat's matches make it (``_next_context``): ``hundred`` True or
        absent, ``writing_side`` a side of the deal or None (a hand-edited record's "x" decided
        whether a 6-6 lead plays на сто)."""
        super().check_context(context, players)
        sides = len(self.sides(players))
        writing, hundred = context.get("writing_side"), context.get("hundred")
        if writing is not None and not (type(writing) is int and 0 <= writing < sides):
            raise SetupError(_("the match names side {side!r} as the one writing, but a {players}-player deal has "
                               "sides 0 to {last}", side=writing, players=players, last=sides - 1))
        if hundred is not None and type(hundred) is not bool:
            raise SetupError(_("the match's hundred says whether the deal is played на сто: True or False, not "
                               "{value!r}", value=hundred))

    def first_lead(self, hands, context):
        leader = context.get("leader")
        if leader is None:
            return lead_by_order(hands, _lead_order_of(self))
        if context.get("hundred") and self.top in hands[leader]:
            return leader, frozenset([self.top])
        return leader, None

    def extra_moves(self, state, plays):
        if not self.options.two_doubles:
            return []
        doubles: dict[int, Play] = {}
        for play in plays:
            if play.tile.is_double:
                doubles.setdefault(play.end, play)
        return [Multi((doubles[0], doubles[1]))] if len(doubles) == 2 else []

    def why_illegal(self, state, move):
        if isinstance(move, Multi):
            if not self.options.two_doubles:
                return _("two doubles at once are switched off (two_doubles=False)")
            return _("only two doubles go down at once, one on each end ({ends})", ends=state.table.ends_text())
        return None

    # -- a finished deal's text: what the score reads that the table does not say ------------------
    def finished_fields(self, state):
        """``last``: 0-0 and the top double among the tiles the going-out move laid (a bald loser,
        a finish on the top double: the score reads them), which a table's text does not say.
        ``previous`` (``finish="bonus"``): the other of the two, where the winner's move before his
        last laid it (000's "on both but not at once", +75). ``hundred``: who played the deal на сто
        (the match's context, or 003's 6-6 lead by the side that writes); ``six_lead``: who led the
        top double under ``six_lead="wins"``. A finished position has neither history nor context."""
        result, fields = state.result(), []
        if result.reason == "out":
            move = state.history[-1][1] if state.history else _read_back(state).get("move")  # (read: below)
            final = {self.zero, self.top} & set(move.tiles) if move is not None else set()
            if final:
                fields.append(f"last: {tiles_text(sorted(final))}")
            before = {self.zero, self.top} & self._previous(state, result.winner, state.history[:-1]) - final
            if self.options.finish == "bonus" and len(final) == 1 and before:
                fields.append(f"previous: {tiles_text(sorted(before))}")
        if result.hundred is not None:
            fields.append(f"{'hundred' if self._stakes(state, result.hundred) else 'six_lead'}: {result.hundred}")
        return fields

    def read_finished(self, state, values):
        """What ``finished_fields`` wrote, kept on the state to be scored and written again: the
        going-out move that ``last`` names (``move``), the tile ``previous`` names (``previous``), who
        led 6-6 (``top_lead``), in the state's ``read_back`` (a public field: an observation of the deal
        writes them too), and the на сто context."""
        if all(state.hands) and state.last_single is None and self.options.fish != "lowest_takes_all":
            raise NotationError(_("a Sea Goat fish is scored by its рыбак, who laid the last tile: name him "
                                  "(fisher: N)"))
        self._read_hundred(state, values)
        if "last" not in values:
            if "previous" in values:
                raise NotationError(_("previous: names the one of 0-0 and {top} that the winner laid before his last "
                                      "move, the other one: give last: too", top=self.top))
            return None
        if all(state.hands):  # (a fish: no move went out)
            raise NotationError(_("last: names what the move that went out laid, but nobody went out"))
        tiles, ends = read_tiles(values, "last"), self._laid_last(state)
        if not tiles or len(set(tiles)) != len(tiles) or not set(tiles) <= {self.zero, self.top} & (
                ends.keys() if ends is not None else set(state.table.tiles())):
            text = values["last"]
            raise NotationError(_("last: names 0-0 or {top} laid by the move that went out, at the ends of the "
                                  "table, not {text!r}", top=self.top, text=text) if ends is not None else
                                _("last: names 0-0 or {top} laid by the move that went out, on the table, not "
                                  "{text!r}", top=self.top, text=text))
        plays = tuple(ends[t] if ends is not None else Play(t) for t in tiles)  # (elsewhere: only its tiles are read)
        _kept(state)["move"] = move = plays[0] if len(plays) == 1 else Multi(plays)
        if "previous" in values:
            self._read_previous(state, values, tiles)
        return move

    def _laid_last(self, state):
        """``{tile: the play that laid it}`` for each tile a going-out move may have laid: those at
        the ends of a line, at the tips of a cross's arms (one tile an end and a move, or a double on
        each). ``None`` where the table or the moves say no more than that it lies on the table
        (another table; a line whose moves lay several tiles on an end, Blitz's or Ladder's)."""
        table = state.table
        if type(table) is LineLayout and type(self).extra_moves in (ChainGame.extra_moves, SeaGoat.extra_moves):
            chain = table.chain
            return {Tile(*chain[0]): Play(Tile(*chain[0]), LEFT, chain[0][1]),
                    Tile(*chain[-1]): Play(Tile(*chain[-1]), RIGHT, chain[-1][0])} if chain else {}
        if isinstance(table, CrossLayout):  # (a north or south arm with no tile has the spinner as its tip)
            return {table.placed[i].tile: Play(table.placed[i].tile, k, table.placed[i].a, ARMS[k])
                    for k, i in enumerate(table.tips) if i is not None and not (k >= NORTH and i == table.spinner)}
        return None

    def _previous(self, state, winner, history):
        """The tiles the winner's move before his going-out move laid (000's bonus reads them): his
        last move that laid any in ``history`` (the deal's before that move), or for a deal read
        from text (no history), what its ``previous`` field said."""
        if not state.history:
            return set(_read_back(state).get("previous", ()))
        earlier = [m for p, m in history if p == winner and m.tiles]
        return set(earlier[-1].tiles) if earlier else set()

    def _read_previous(self, state, values, last):
        tiles = read_tiles(values, "previous")
        if self.options.finish != "bonus":
            raise NotationError(_("previous: is read by finish='bonus' only (+75 for 0-0 and {top} over the "
                                  "winner's last two moves); this game's finish is {finish!r}", top=self.top,
                                  finish=self.options.finish))
        other = {self.zero, self.top} - set(last)
        if len(last) != 1 or tiles != sorted(other) or not other <= set(state.table.tiles()):
            raise NotationError(_("previous: names the one of 0-0 and {top} that the winner laid before his last "
                                  "move, the other one than last:, on the table, not {text!r}", top=self.top,
                                  text=values["previous"]))
        _kept(state)["previous"] = frozenset(tiles)

    def _read_hundred(self, state, values):
        """``hundred: N`` gives the deal the на сто context it was played in; ``six_lead: N`` says
        that player N led the top double under ``six_lead="wins"``."""
        if "hundred" in values and "six_lead" in values:
            raise NotationError(_("a deal is played на сто (hundred: N) or led with {top} under six_lead='wins' "
                                  "(six_lead: N), not both", top=self.top))
        if "hundred" in values:
            leader = read_player(values, "hundred", state.players)
            state.context = {**state.context, "hundred": True, "leader": leader}
        elif "six_lead" in values:
            leader = read_player(values, "six_lead", state.players)
            if self.options.six_lead != "wins" or self.top not in state.table.tiles():
                raise NotationError(_("six_lead: names who led {top} under six_lead='wins', with {top} on the "
                                      "table; this game's six_lead is {rule!r}", top=self.top,
                                      rule=self.options.six_lead))
            _kept(state)["top_lead"] = leader

    def hand_value(self, hand):
        hand = set(hand)
        lone = self.options.lone_doubles
        if lone and hand and hand <= {self.zero, self.top}:
            return lone[2] if len(hand) == 2 else lone[0] if self.zero in hand else lone[1]
        return sum(t.pips for t in hand)

    # -- one deal -------------------------------------------------------------------------------
    def _hundred_player(self, state):
        """Who plays this deal "на сто" (None: nobody)."""
        ctx = state.context
        if ctx.get("hundred"):
            return ctx["leader"]
        if self.options.six_lead == "plain":
            return None
        if not state.history:  # (a finished deal read from text: its six_lead field)
            return _read_back(state).get("top_lead")
        leader, lead = state.history[0]
        if not isinstance(lead, Play) or lead.end is not None or lead.tile != self.top:
            return None
        if self.options.six_lead == "wins" or ctx.get("writing_side") == state.side_of(leader):
            return leader
        return None

    def _stakes(self, state, hundred):
        """Whether ``hundred`` plays for the match both ways (003's на сто, not 000's 6-6 lead)."""
        return hundred is not None and bool(state.context.get("hundred") or self.options.six_lead == "on_hundred")

    def score_deal(self, state, reason, winner, fisher, move=None):
        hands = tuple(self.hand_value(h) for h in state.hands)
        pips = [sum(hands[p] for p in side) for side in state.sides]
        extra = {"hundred": self._hundred_player(state)}
        if reason == "out":
            winner, why = self._out(state, winner, pips, extra, move)
        elif self.options.fish == "lowest_takes_all":
            winner, why = self._fish_lowest(state, hands, extra)
        else:
            fisher = state.last_single if state.last_single is not None else fisher
            winner, why = self._fish_fisher(state, fisher, pips, extra)
        points = [0] * len(state.sides)
        if winner is not None:
            ws = state.side_of(winner)
            points[ws] = extra.pop("write", sum(pips) - pips[ws]) + extra.get("bonus", 0)
            hundred = extra["hundred"]
            if self._stakes(state, hundred) and "decides" not in extra and state.side_of(hundred) != ws \
                    and pips[state.side_of(hundred)] >= 25:
                hs = state.side_of(hundred)
                extra["decides"] = (ws, hs, msg("{side} lost на сто holding {pips} (свояк)",
                                                side=_side(state.sides[hs]), pips=pips[hs]))
        if "decides" in extra:
            why = join("; ", [why, msg("{how}: the match is won", how=extra["decides"][2])])
        return SeaGoatResult(reason, winner, tuple(points), state.sides, hands, why, fisher, **extra)

    def _out(self, state, winner, pips, extra, move):
        o = self.options
        ws = state.side_of(winner)
        lost = sum(pips) - pips[ws]
        final = set(move.tiles) if move is not None else set()  # None: a finished deal read from text
        why = msg("player {p} went out; the losers hold {lost}", p=winner, lost=lost)
        name = _side(state.sides[ws])
        if extra["hundred"] == winner:
            how = "на сто" if self._stakes(state, winner) else str(self.top)
            extra["decides"] = (ws, None, msg("player {p} led {how} and went out first", p=winner, how=how))
        elif o.finish == "match":
            if self.zero in final:
                extra["decides"] = (ws, None, msg("player {p} went out on {tile}: the loser is лысый", p=winner,
                                                  tile=self.zero))
            elif self.top in final and lost >= 25:
                extra["decides"] = (ws, None, msg("player {p} went out on {tile} with the losers holding {lost}",
                                                  p=winner, tile=self.top, lost=lost))
            elif self.top in final:
                extra["next_hundred"] = winner
                why = join("; ", [why, msg("out on {tile} with under 25 left: he leads the next deal на сто",
                                           tile=self.top)])
        elif {self.zero, self.top} <= final:
            extra["decides"] = (ws, None, msg("player {p} went out on {zero} and {top} at once", p=winner,
                                              zero=self.zero, top=self.top))
        else:
            before = self._previous(state, winner, state.history)  # (the going-out move is not in it yet)
            ends = {self.zero, self.top} & final
            if ends and {self.zero, self.top} <= final | before:
                extra["bonus"] = 75
            elif ends:
                extra["bonus"] = 25 if self.zero in ends else 50
            if ends:
                shown = {self.zero, self.top} if extra["bonus"] == 75 else ends
                why = join("; ", [why, msg("ending on {tiles} adds {bonus}", tiles=and_list(sorted(shown)),
                                           bonus=extra["bonus"])])
        return winner, join("; ", [why, nmsg("{side} wins the deal", "{side} win the deal", len(state.sides[ws]),
                                             side=name)])

    def _fish_lowest(self, state, hands, extra):
        low = min(hands)
        lowest = {state.side_of(p) for p, v in enumerate(hands) if v == low}
        if len(lowest) > 1:
            return None, msg("fish: the lowest hands ({low}) are on different sides; nobody writes", low=low)
        winner = next(p for p, v in enumerate(hands) if v == low)
        extra["write"] = sum(hands)
        return winner, msg("fish: player {p} has the lowest hand ({low}) and writes all the hands, {total}",
                           p=winner, low=low, total=sum(hands))

    def _fish_fisher(self, state, fisher, pips, extra):
        fs = state.side_of(fisher)
        r = pips[fs]
        other = sum(pips) - r
        head = msg("fish: the рыбак is player {p} ({r} in his side's hands, {other} in the others')", p=fisher, r=r,
                   other=other)
        if r < 25 <= other:
            extra["next_hundred"] = fisher
            return fisher, msg("{head}: the рыбак wins and leads the next deal на сто", head=head)
        if r > other and r >= 25:
            extra["write_off"] = (fisher, self._opponent(state, fisher), r)
            return None, msg("{head}: he may write the fish off, leading the next deal with any tile", head=head)
        if r == other:
            extra["eggs"] = r
            return None, msg("{head}: яйца, the next deal is led from 1-1 and its winner also writes {r}", head=head,
                             r=r)
        if r < other:
            return fisher, msg("{head}: the lower side wins", head=head)
        best = min((i for i in range(len(pips)) if i != fs), key=lambda i: pips[i])
        winner = next(p for p in self._seats_after(state, fisher) if state.side_of(p) == best)
        return winner, msg("{head}: the lower side wins", head=head)

    @staticmethod
    def _seats_after(state, player):
        return [(player + k) % state.players for k in range(1, state.players + 1)]

    def _opponent(self, state, player):
        return next(p for p in self._seats_after(state, player) if state.side_of(p) != state.side_of(player))

    def match_goal(self, players):
        return msg("first to {target} wins; a first write must reach {first}", target=self.options.target,
                   first=self.options.first_write)

    # -- the match ---------------------------------------------------------------------------------
    def match_init(self, match):
        match.scores = [0] * len(match.sides)
        match.memory["pending"] = None  # an undecided fish: {"kind": "write_off"|"eggs", ...}

    def _write(self, match, side, amount, notes):
        """``side`` won a deal worth ``amount``: the first write must reach ``first_write``; a
        side without points that writes (003) or wins (000) while another holds points wipes."""
        o, scores = self.options, match.scores
        opens = scores[side] > 0 or amount >= o.first_write
        if any(s for i, s in enumerate(scores) if i != side) and (opens or o.wipe == "any_win"):
            scores[:] = [0] * len(scores)
            if not o.wipe_keeps_write:
                notes.append(msg("{side} won {amount}: the score is wiped, everyone is at 0",
                                 side=match.side_name(side), amount=amount))
                return
            notes.append(msg("{side} won {amount}: the other score is wiped", side=match.side_name(side),
                             amount=amount))
        if scores[side] > 0:
            scores[side] += amount
        elif amount >= o.first_write:
            scores[side] = amount
        else:
            notes.append(msg("{amount} is under {first}: nothing is written", amount=amount, first=o.first_write))

    def match_update(self, match, result):
        decides = result.decides
        if decides is not None:
            winner, loser, why = decides
            if loser is None and len(match.sides) == 2:
                loser = 1 - winner
            match.finish(winner=winner, loser=loser, why=why)
            return
        mem, notes = match.memory, []
        ws = result.winning_side
        pending, forced = mem["pending"], None
        new_pending = None
        if result.write_off is not None:
            fisher, opponent, pips = result.write_off
            new_pending = {"kind": "write_off", "fisher": fisher, "opponent": opponent, "pips": pips, "tries": 0}
        elif result.eggs is not None:
            new_pending = {"kind": "eggs", "stake": result.eggs, "tries": 0}
        if ws is not None:
            amount = result.points[ws]
            if pending and pending["kind"] == "eggs":
                amount += pending["stake"]
                notes.append(msg("the eggs ({stake}) go to {side}", stake=pending["stake"], side=match.side_name(ws)))
                pending = None
            self._write(match, ws, amount, notes)
        if pending and pending["kind"] == "write_off":
            fs = next(i for i, s in enumerate(match.sides) if pending["fisher"] in s)
            if ws == fs and result.points[ws] - result.bonus >= 25:
                notes.append(msg("the fish is written off"))
                pending = None
            else:
                pending["tries"] += 1
                if pending["tries"] >= TRIES:
                    opp = pending["opponent"]
                    os_ = next(i for i, s in enumerate(match.sides) if opp in s)
                    notes.append(msg("the fish was not written off: player {p} writes {pips} and leads на сто",
                                     p=opp, pips=pending["pips"]))
                    self._write(match, os_, pending["pips"], notes)
                    forced, pending = opp, None
        elif pending and ws is None:
            pending["tries"] += 1
            if pending["tries"] >= TRIES:
                notes.append(msg("the eggs are rotten"))
                pending = None
        if mem["pending"] is None and forced is None:
            pending = new_pending  # at most one fish pending: a new undecided fish is only a failed try
        mem["pending"] = pending
        mem["notes"] = notes
        target = self.options.target
        best = max(match.scores)
        if target is not None and best >= target:
            side = match.scores.index(best)
            match.finish(winner=side, why=msg("{side} reached {best} (target {target})", side=match.side_name(side),
                                              best=best, target=target))
            return
        match.context = self._next_context(match, result, pending, forced)

    def _next_context(self, match, result, pending, forced):
        writing = next((i for i, s in enumerate(match.scores) if s > 0), None)
        if forced is None:
            forced = result.next_hundred
        if forced is not None:
            return {"leader": forced, "hundred": True, "writing_side": writing}
        if pending is not None:
            leader = pending["fisher"] if pending["kind"] == "write_off" else None
        else:
            leader = result.winner if result.reason == "out" else result.fisher
        return {"leader": leader, "writing_side": writing}


def _kept(state) -> dict:
    """Where a finished Sea Goat deal read from text keeps what its own fields said
    (``read_finished``): the state's ``read_back``, made on first use."""
    kept: dict = state.__dict__.setdefault("read_back", {})
    return kept


def _read_back(state) -> dict:
    """What ``_kept`` kept (nothing on a deal played here, which reads its history instead)."""
    return getattr(state, "read_back", None) or {}
