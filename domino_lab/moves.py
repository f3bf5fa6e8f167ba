"""Moves: small frozen values that print in plain words.

Every game shares ``Play``, ``Draw`` and ``Pass``; a game with other choices (closing an arm,
bidding, discarding) defines its own ``Move`` subclasses next to its rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import IllegalMove
from .i18n import _, language, pgettext
from .tiles import Tile

__all__ = ["Move", "Play", "Draw", "Pass", "Multi", "interned", "lead_play"]

_INTERNED: dict[tuple, Move] = {}


def interned(kind: type[Move], *fields: object) -> Move:
    """``kind(*fields)``, made once: moves are immutable values, so the engine hands out one object
    per value (a frozen dataclass is slow to make, and legal moves are listed every turn). The
    fields are tiles, numbers and words: values whose equality is the move's."""
    key = (kind, *fields)
    move = _INTERNED.get(key)
    if move is None:
        move = _INTERNED[key] = kind(*fields)
    return move


@dataclass(frozen=True, repr=False)
class Move:
    """Base class of moves. ``tiles`` are the tiles the move takes out of the mover's hand."""

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return ()

    def __str__(self) -> str:  # pragma: no cover - every subclass says itself
        return type(self).__name__.lower()

    def describe(self) -> str:
        """The move for a person, in ``dl.language()`` (a board's log and buttons). ``str(move)``
        is the notation, the same in every language: what positions and records are written in
        and ``state.play("…")`` reads. A game's own moves (bids, gives, calls) show their notation."""
        return str(self)

    def __repr__(self) -> str:
        return f"<{self}>"


@dataclass(frozen=True, repr=False)
class Play(Move):
    """Lay ``tile`` on open end number ``end`` of the table, which shows ``on``.

    ``end`` is ``None`` for the lead (the first tile of the deal). ``where`` names the end when
    the layout has several ends that could show the same number (a cross's arms).
    """

    tile: Tile
    end: int | None = None
    on: int | None = None
    where: str = ""

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return (self.tile,)

    def __str__(self) -> str:
        if self.end is None:
            return f"lead {self.tile}"
        text = f"{self.tile} on {self.on}"
        return f"{text} ({self.where})" if self.where else text

    def describe(self) -> str:
        if self.end is None:
            return _("lead {tile}", tile=self.tile)
        text = _("{tile} on {on}", tile=self.tile, on=self.on)
        return f"{text} ({where_words(self.where)})" if self.where else text


def where_words(where: str) -> str:
    """The name of an end a move is laid on (``Play.where``: a cross's arm, a fork's line, a
    Wagons chain's end) in the current language; in English as the notation writes it."""
    if language() == "en":
        return where
    names = {"west": pgettext("arm name", "west"), "east": pgettext("arm name", "east"),
             "north": pgettext("arm name", "north"), "south": pgettext("arm name", "south"),
             "top": pgettext("line name", "top"), "bottom": pgettext("line name", "bottom"),
             "left": pgettext("line end", "left"), "right": pgettext("line end", "right")}
    if where in names:
        return names[where]
    chain, _sep, side = where.rpartition(" ")
    if side in ("left", "right") and (chain == "main" or chain.startswith("train") and chain[5:].isdigit()):
        said = _("main chain") if chain == "main" else _("train {n}", n=chain[5:])
        end = pgettext("chain end", "left") if side == "left" else pgettext("chain end", "right")
        return _("{chain}, {end} end", chain=said, end=end)
    return where


@dataclass(frozen=True, repr=False)
class Multi(Move):
    """Several plays made in one turn, in order (two doubles at once, a blitz, a ladder)."""

    plays: tuple[Move, ...]

    def __post_init__(self) -> None:
        plays = self.plays
        if type(plays) is not tuple:  # a list of moves is fine; anything else is no Multi
            if not isinstance(plays, (list, tuple)):
                raise IllegalMove(f"a multiple move is made of moves, not {plays!r}")
            plays = tuple(plays)
            object.__setattr__(self, "plays", plays)
        for play in plays:
            if not isinstance(play, Move):
                raise IllegalMove(f"a multiple move is made of moves, not {play!r}")

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(t for p in self.plays for t in p.tiles)

    def __str__(self) -> str:
        return " + ".join(str(p) for p in self.plays)

    def describe(self) -> str:
        return " + ".join(p.describe() for p in self.plays)


@dataclass(frozen=True, repr=False)
class Draw(Move):
    """Take one tile from the boneyard."""

    def __str__(self) -> str:
        return "draw"

    def describe(self) -> str:
        return _("draw")


@dataclass(frozen=True, repr=False)
class Pass(Move):
    """Give up the turn (allowed only when the rules leave nothing else)."""

    def __str__(self) -> str:
        return "pass"

    def describe(self) -> str:
        return _("pass")


_LEADS: dict[int, Play] = {}  # by the tile's id: an int key hashes in C, a Tile in Python


def lead_play(tile: Tile) -> Play:
    """``Play(tile)``, the lead of ``tile``, made once (see ``interned``)."""
    play = _LEADS.get(tile.id)
    if play is None:
        play = _LEADS[tile.id] = Play(tile)
    return play
