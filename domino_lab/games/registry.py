"""The catalogue: every game of the seed documents, declared by its own module.

A game module declares its catalogue entry once, on its class::

    @register(GameInfo("kozel", "Kozel (the Goat)", "Козёл", "laying", "3.1", "chain", (2, 4),
                       "000+003", summary="teams of two; ...", aliases=("goat",)))
    class Kozel(ChainGame):
        ...

``register`` sets ``Kozel.info`` and files the class under its id, so an id is written in one
place. ``domino_lab.games`` imports every family package, and each family package imports its
game modules, so the whole catalogue is known once ``domino_lab`` is imported. A game defined
outside the package registers the same way (``docs/adding-a-game.md``).

The catalogue sits above the engine's ``Game`` (``game`` makes one) and below ``base``, the
engine's contract, which names ``GameInfo`` from here; the entry itself, ``GameInfo``, is defined
in ``games.info``, under ``Game``.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Callable
from typing import Any, TypeVar

from ..errors import SetupError
from ..i18n import _
from .game import Game
from .info import FAMILIES, FORMS, SUBTYPES, GameInfo, players_text
from .state import use_catalogue

__all__ = ["GameInfo", "FORMS", "players_text", "register", "catalogue", "info", "game_class", "game", "resolve"]

_CLASSES: dict[str, Any] = {}  # id -> the game's class (a Game subclass)
_ORDER: dict[str, int] = {}
G = TypeVar("G", bound=type)


def register(entry: GameInfo) -> Callable[[G], G]:
    """Class decorator: file a game class in the catalogue under ``entry.id``."""

    def decorate(cls: G) -> G:
        old = _CLASSES.get(entry.id)
        if old is not None and (old.__module__, old.__qualname__) != (cls.__module__, cls.__qualname__):
            raise SetupError(_("the game id {id!r} is taken by {module__}.{qualname__}", id=entry.id,
                               module__=old.__module__, qualname__=old.__qualname__))
        cls.info = entry  # type: ignore[attr-defined]
        _CLASSES[entry.id] = cls
        _ORDER.setdefault(entry.id, len(_ORDER))
        return cls

    return decorate


def _key(info: GameInfo) -> tuple[int, int]:
    return SUBTYPES.index(info.subtype), _ORDER[info.id]


def catalogue(family: str | None = None) -> list[GameInfo]:
    """Every game of the seeds, in taxonomy order (by subtype; within one, as the family lists
    them); ``family`` keeps one family (discard, collecting or laying)."""
    rows = sorted((cls.info for cls in _CLASSES.values()), key=_key)
    if family is not None:
        if family not in FAMILIES:
            raise SetupError(_("family must be one of {v}, not {family!r}", v=', '.join(FAMILIES), family=family))
        rows = [r for r in rows if r.family == family]
    return rows


def _fold(name: str) -> str:
    """A name as it is compared: lower case, ё as е, no accents, words joined by ``_``."""
    name = unicodedata.normalize("NFKD", name.replace("ё", "е").replace("Ё", "Е"))
    name = "".join(c for c in name if not unicodedata.combining(c)).casefold()
    return "_".join(name.replace("-", " ").replace("_", " ").split())


def _names() -> dict[str, str]:
    """Every name a game answers to (id, English name, Russian name, aliases) -> its id."""
    names: dict[str, str] = {}
    for gid, cls in _CLASSES.items():
        entry = cls.info
        plain = entry.name.split(" (")[0]  # "Kozel (the Goat)" -> "Kozel"
        for name in (gid, entry.name, plain, entry.name_ru, *entry.aliases):
            names.setdefault(_fold(name), gid)
    return names


def resolve(name: Any) -> str:
    """The id of the game called ``name``: its id, English or Russian name or an alias, in any
    case (``"Козёл"``, ``"goat"``, ``"Sea Goat"``). An unknown name raises ``SetupError`` with
    the closest names.

    >>> resolve("Морской козёл"), resolve("goat"), resolve("Forty-Two")
    ('sea_goat', 'kozel', 'forty_two')
    """
    if not isinstance(name, str):
        raise SetupError(_("a game is named by a string, not {name!r}; e.g. dl.game('kozel')", name=name))
    if name in _CLASSES:
        return name
    names = _names()
    folded = _fold(name)
    if folded in names:
        return names[folded]
    close = difflib.get_close_matches(folded, list(names), n=3, cutoff=0.6)
    ids = list(dict.fromkeys(names[c] for c in close))
    hint = _("; did you mean {ids}?", ids=" or ".join(ids)) if ids else _("; dl.catalogue() lists every game")
    raise SetupError(_("there is no game {name!r}{hint}", name=name, hint=hint))


def info(game_id: str) -> GameInfo:
    """The catalogue entry of a game, by any name ``resolve`` accepts."""
    entry: GameInfo = _CLASSES[resolve(game_id)].info
    return entry


def game_class(game_id: str) -> type[Game]:
    """The class that plays a game, by any name ``resolve`` accepts."""
    cls: type[Game] = _CLASSES[resolve(game_id)]
    return cls


def game(game_id: str, **options: Any) -> Game:
    """Make a game with its rule options: ``dl.game("kozel", opening=13)``."""
    return game_class(game_id)(**options)


use_catalogue(game, Game)  # State.from_text makes the game a position names with ``game``
