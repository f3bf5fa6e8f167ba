"""Reading the fields of a position text (``State.from_text``): what it is given, which fields were
read, and numbers, players and tiles read with their range, each error a ``NotationError`` naming
the field."""

from __future__ import annotations

import re

from ..errors import NotationError
from ..i18n import _, language, ngettext, pgettext
from ..seeds import check_switches
from ..tiles import Tile, parse_tiles

__all__ = ["check_reading", "read_number", "read_player", "read_tiles", "table_words"]


def check_reading(text: object, strict: object) -> None:
    """What ``from_text`` reads: a line of text (a ``NotationError`` names anything else), and
    ``strict`` a switch, True or False (a ``SetupError``, as every switch's: ``strict="no"`` was read
    by its truth, as True, and a lesson's position refused as no deal's)."""
    if not isinstance(text, str):
        raise NotationError(_("a position is a line of text (as State.to_text() writes it), not {text!r:.60}",
                              text=text))
    check_switches(strict=strict)


class _Fields(dict):
    """The fields of a position text, remembering which ones the game's reader looked at: a field
    nobody reads is one the game's positions do not have."""

    def __init__(self):
        super().__init__()
        self.read: set = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key):
        self.read.add(key)
        return super().__contains__(key)

    def unread(self) -> list[str]:
        return [k for k in self if k not in self.read]


_NUMBER = re.compile(r"-?[0-9]{1,12}")


def read_number(values: dict, key: str, low: int, high: int, default: int | None = None, text: str | None = None,
                what: str | None = None) -> int:
    """The whole number in field ``key`` of a position (or ``text``, a part of it), from ``low`` to
    ``high``; ``default`` when the field is absent. Anything else is a ``NotationError`` naming
    the field and its range."""
    if text is None:
        if key not in values:
            if default is None:
                raise NotationError(_("the position has no {key!r} field", key=key))
            return default
        text = values[key]
    text = text.strip()
    if _NUMBER.fullmatch(text) and low <= int(text) <= high:
        return int(text)
    wanted = what or (_("a whole number from {low} to {high}", low=low, high=high) if high > low else f"{low}")
    raise NotationError(_("{key} must be {wanted}, not {text!r:.40}", key=key, wanted=wanted, text=text))


def read_player(values: dict, key: str, players: int, default: int | None = None, text: str | None = None) -> int:
    """A player number (from 0 to ``players - 1``) in field ``key``."""
    return read_number(values, key, 0, players - 1, default, text,
                       what=_("a player number from 0 to {last}", last=players - 1))


def read_tiles(values: dict, key: str, text: str | None = None) -> list[Tile]:
    """The tiles in field ``key`` (or ``text``, a part of it); ``-`` is none."""
    try:
        return parse_tiles(values[key] if text is None else text)
    except ValueError as exc:
        raise NotationError(f"{key}: {exc}") from None


def field_words(line: str) -> str:
    """A position's field (``"trumps: 4"``, as ``fields_text`` writes it) for a person: its name in
    the current language, its value as written (tiles, numbers, bids)."""
    key, sep, value = line.partition(":")
    names = {"trumps": pgettext("field", "trumps"), "upturned": pgettext("field", "upturned"),
             "bids": pgettext("field", "bids"), "passes": pgettext("field", "passes"),
             "aside": pgettext("field", "aside"), "buying": pgettext("field", "buying")}
    return f"{names.get(key, key)}{sep}{value}" if sep else line


_TABLE_WORDS = re.compile(r"\b(across|top|bottom|main|west|east|north|south)\b")


def table_words(text: str) -> str:
    """A table's notation (``Layout.to_text``) with its few keywords (a cross's arms, the parallel
    rows' names, the main train) in the current language, for a person to read (``describe``);
    the notation itself, which positions are read from, stays as it is."""
    if language() == "en":
        return text
    words = {"across": pgettext("table notation", "across"), "top": pgettext("table notation", "top"),
             "bottom": pgettext("table notation", "bottom"), "main": pgettext("table notation", "main"),
             "west": pgettext("table notation", "west"), "east": pgettext("table notation", "east"),
             "north": pgettext("table notation", "north"), "south": pgettext("table notation", "south")}
    return _TABLE_WORDS.sub(lambda m: words[m.group(1)], text)


def boneyard_words(n: int) -> str:
    """"boneyard: 7 tiles", for a person to read (``describe``): "boneyard: 1 tile" (it said "1 tiles")."""
    return ngettext("boneyard: {n} tile", "boneyard: {n} tiles", n)
