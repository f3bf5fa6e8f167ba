"""How a deal ends: ``Termination`` (why it ended), ``DealResult`` (who won, what it writes).

A deal's result is typed. ``termination`` is one of a closed set of endings; ``points`` is what
the deal writes for each side in the game's own sense (against the side in penalty games such
as Kozel); ``why`` says it in words. A game whose result carries more (Forty-Two's bid and trump,
Sea Goat's match-deciding finishes, General's loser) subclasses ``DealResult`` with typed fields
in its own module, so match scoring reads ``result.bid``, never a string-keyed bag.

``Game.returns(result)`` turns any result into one number per player where higher is always
better, for bots, experiments and learning code.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, tr

__all__ = ["Termination", "DealResult", "Status"]


class Termination(str, enum.Enum):
    """Why a deal ended. Compares equal to its value (``Termination.OUT == "out"``)."""

    OUT = "out"  # a player got rid of his last tile
    FISH = "fish"  # play cannot go on: a closed chain, nobody able to move, or a stalled deal
    CLOSED = "closed"  # every arm of the cross was closed (Donkey)
    BLITZ = "blitz"  # a player laid his whole hand at once (Dark Blitz)
    EXHAUSTED = "exhausted"  # the boneyard ran out (Dark Blitz; Fives and Threes)
    FINISHED = "finished"  # the one legal chain was completed (Milky Way)
    STUCK = "stuck"  # the one legal chain can grow no further (Milky Way)
    TRICKS = "tricks"  # every trick was played (Bingo, Candelabra)
    BID_MADE = "bid made"  # the bidders took at least their bid (Forty-Two)
    SET = "set"  # the bidders fell short of their bid (Forty-Two)
    COLLECTED = "collected"  # the boneyard was used up (the collecting games)

    def __str__(self) -> str:
        return self.value


_TERMINATIONS = {t.value: t for t in Termination}

#: The endings' words, for the catalogue (a board's match table shows ``_(result.reason)``).
ENDINGS = (N_("out"), N_("fish"), N_("closed"), N_("blitz"), N_("exhausted"), N_("finished"), N_("stuck"),
           N_("tricks"), N_("bid made"), N_("set"), N_("collected"))


class _Words:
    """``DealResult.why`` where a result was made by ``DealResult.worded_later``: the words are made
    the first time they are read, then kept in the result like any field (a result made with its
    ``why``, as most are, has it in its own fields and never comes here)."""

    def __get__(self, result: DealResult | None, owner: type | None = None) -> str:
        if result is None:
            return ""  # the field's default, as the class shows it
        fields = result.__dict__
        try:
            words, args = fields["_words"]
        except KeyError:  # (made meanwhile by another thread)
            made: str = fields["why"]
            return made
        why: str = words(*args)
        fields["why"] = why
        fields.pop("_words", None)
        return why


@dataclass(frozen=True)
class DealResult:
    """How a deal ended.

    ``termination``: why it ended. ``winner``: the player who won the deal (went out, lowest
    hand...), ``None`` for a tie. ``points``: what the deal writes for each side (a side is a
    team, or a single player when there are no teams), in the game's own sense: for penalty
    games such as Kozel these are points against the side. ``sides``: the players of each side.
    ``hands``: what each player's remaining tiles count for. ``why``: the ending in words.
    ``fisher``: the рыбак, who made the blocking move.
    """

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    hands: tuple[int, ...] = ()
    why: str = _Words()  # type: ignore[assignment]  # (a str: "" by default; see worded_later)
    fisher: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.termination, Termination):
            object.__setattr__(self, "termination", Termination(self.termination))

    @classmethod
    def worded_later(cls, termination: str, winner: int | None, points: tuple[int, ...],
                     sides: tuple[tuple[int, ...], ...], hands: tuple[int, ...], fisher: int | None,
                     words: Callable[..., str], *args: Any, **fields: Any) -> DealResult:
        """The result ``cls(termination, winner, points, sides, hands, words(*args), fisher,
        **fields)``, its ``why`` made only when it is first read: a simulation reads the numbers of
        every deal and the words of none. ``fields``: a subclass's own fields (``CountingResult``'s
        ``scored``), each left out taking its default."""
        result = object.__new__(cls)
        result.__dict__.update(termination=_TERMINATIONS.get(termination) or Termination(termination), winner=winner,
                               points=points, sides=sides, hands=hands, fisher=fisher, _words=(words, args), **fields)
        return result

    def __getstate__(self) -> dict[str, Any]:
        """Its fields, ``why`` worded (pickled, copied: the words' maker stays behind)."""
        fields = dict(self.__dict__)
        if "_words" in fields:
            del fields["_words"]
            fields["why"] = self.why
        return fields

    @property
    def reason(self) -> str:
        """The termination as a word (``"out"``, ``"fish"``...), as tables and texts print it."""
        return self.termination.value

    @property
    def winning_side(self) -> int | None:
        if self.winner is None:
            return None
        return next(i for i, s in enumerate(self.sides) if self.winner in s)

    def side_of(self, player: int) -> int:
        return next(i for i, s in enumerate(self.sides) if player in s)

    def __str__(self) -> str:
        return tr(self.why) if self.why else f"{self.reason}: points {self.points}"


@dataclass(frozen=True)
class Status:
    """One thing a board shows about a deal: a ``label`` ("scored", "trumps") and its ``value``
    in words; ``per_player`` when it has one value per player or side (in seat or side order)."""

    label: str
    value: str
    per_player: tuple[str, ...] = ()
