"""Spark (Искра) — seed 000, "Искра".

Any number of players («Число игроков - произвольное»: from 2 up to one player per tile of the
set, 28); every tile lies face down in the boneyard. On his turn a player draws a
tile, calls its value ("five-two!") and turns it over; he keeps it whatever it shows. If he
guessed one of its ends he goes again; if he guessed both, he also takes a prize tile from the
boneyard (drawn without a call) and goes again; otherwise the turn passes on. Play goes on until
the boneyard is used up; whoever collected the most tiles wins.

The call is the player's decision, a move ``Call(tile)`` made before the tile is turned: the
top tile of the face-down boneyard is turned only when the move is applied, so no player (and no
bot, which sees only its observation) knows it while calling.

Decisions where the seed is silent:

- Any value of the set may be called, even one already turned (it can still match one end).
- "Guessing an end" compares the two numbers called with the two numbers shown, each number
  used once: calling 5-2 for 5-5 guesses one end; calling 5-5 for 5-5 guesses both.
- When no tile is left for the prize, the guess still gives the extra turn (if any tile is left).
- Match: the family's (a deal per player, tiles collected added up, most wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import N_, _
from ...moves import Move
from ...tiles import Tile
from ..registry import GameInfo, register
from .base import CollectingGame, CollectingState


@dataclass(frozen=True, repr=False)
class Call(Move):
    """Draw the top tile of the boneyard, calling its value before turning it."""

    value: Tile

    def __str__(self):
        return f"call {self.value}"

    def describe(self):
        return _("call {value}", value=self.value)


def guessed_ends(call: Tile, tile: Tile) -> int:
    """How many ends of ``tile`` the call ``call`` guessed (0, 1 or 2): the numbers they share,
    each number used once (the two multisets' intersection, read from the low and high ends).

    >>> [guessed_ends(Tile(*call), Tile(5, 5)) for call in ((2, 5), (5, 5), (1, 2))]
    [1, 2, 0]
    """
    a, b, c, d = call.low, call.high, tile.low, tile.high
    if a == c:
        return 1 + (b == d)
    if a == d:  # (then c < a <= b: b cannot be c)
        return 1
    return int(b == c or b == d)


class SparkState(CollectingState):
    public_fields: ClassVar[tuple[str, ...]] = ("last",)
    game: Spark

    last = None  # (player, the Call made, tile turned, prize) of the last turn, for people reading along

    def _legal_moves(self):
        return self.game.calls

    def _apply(self, move):
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        tile = self.draw()
        self.collect(p, tile)
        hits = guessed_ends(move.value, tile)
        prize = None
        if hits == 2 and self.boneyard:
            prize = self.draw()
            self.collect(p, prize)
        self.last = (p, move, tile, prize)
        if not self.boneyard:
            return self.end()
        if not hits:
            self.current = (p + 1) % self.players

    def _parse_move(self, text):
        words = " ".join(text.lower().split())
        if words.startswith("call "):
            try:
                return Call(Tile.parse(words[5:]))
            except ValueError:
                pass
        return super()._parse_move(text)

    def _why_illegal(self, move):
        if isinstance(move, Call):
            return _("{value} is not a tile of the double-{n} set, so it cannot be called", value=move.value,
                     n=self.game.set.n)
        return (_("in Spark a turn is a call: name a tile's value before the drawn tile is turned (for example 'call "
                  "5-2'), not {move}", move=move))

    def describe(self):
        text = super().describe()
        if self.last:
            p, call, tile, prize = self.last
            call = call.value
            hits = guessed_ends(call, tile)
            what = [_("missed"), _("guessed one end"), _("guessed both ends")][hits]
            text += "\n  " + _("last: player {p} called {call}, turned {tile}: {what}", p=p, call=call, tile=tile,
                                what=what)
            if prize:
                text += _(", prize {prize}", prize=prize)
        return text


@register(GameInfo("spark", "Spark", "Искра", "collecting", "2.1", "", (2, 28), "000",
                   summary=N_("call a drawn tile's value; a right guess goes again"), layout="draw"))
class Spark(CollectingGame):
    __doc__ = __doc__
    StateClass = SparkState
    unit = N_("tiles")  # TRANSLATORS: "the most tiles" (Russian: genitive plural)

    def __init__(self, **options):
        super().__init__(**options)
        self.calls = tuple(Call(t) for t in self.set)  # every call there is, made once

    def score(self, collected):
        return len(collected)
