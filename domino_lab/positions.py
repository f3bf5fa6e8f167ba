"""Hand-built positions for lessons and tests: ``dl.position(game, hands, table)``.

``State.from_text`` wants a whole set; this fills in the tiles a lesson does not care about.
It works for every game whose positions can be read from text (laying, discard and collecting
games).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .errors import NotationError
from .games.base import Game, State
from .i18n import _
from .tiles import parse_tiles, tiles_text

_TILE = re.compile(r"\d+-\d+")


def position(game: Game | str, hands: Iterable[str], table: str = "-", turn: int = 0, spare_to: int | None = None,
             boneyard: str = "", **fields: object) -> State:
    """A position of ``game`` (a Game or its id) with these ``hands`` (texts like ``"1-2 2-3"``)
    and ``table`` (the line left to right, e.g. ``"5-3 3-3"``, or any layout's notation, e.g. a
    cross ``"6-4 4-4* 4-1 ; north: 4-2 ; south: -"``). Every tile not named goes to hand
    ``spare_to`` or, when that is ``None``, into the boneyard *under* the named ``boneyard`` tiles
    (the named ones are drawn first, the rightmost first). ``fields`` are extra notation fields
    (``drawn=1``, ``lead="1-1"``).

    >>> s = position("ladder", ["1-2 2-3", "0-0", "6-6"], "4-1", spare_to=2)
    >>> [str(m) for m in s.legal_moves()]
    ['1-2 on 1', '1-2 on 1 + 2-3 on 2']
    """
    from .games.registry import game as make_game

    if isinstance(game, str):
        game = make_game(game)
    elif not isinstance(game, Game):
        raise NotationError(_("game is a game's id or a game (dl.game(...)), not {game!r:.60}", game=game))
    hands = _texts(hands)
    for name, value in (("table", table), ("boneyard", boneyard)):
        if not isinstance(value, str):
            raise NotationError(_("{name} is a text of tiles like '5-3 3-3' ('-' or '' for none), not {value!r:.60}",
                                   name=name, value=value))
    if spare_to is not None and (isinstance(spare_to, bool) or not isinstance(spare_to, int)
                                 or not 0 <= spare_to < len(hands)):
        raise NotationError(_("spare_to is the number of the hand that takes the tiles not named, from 0 to {last} "
                              "(or None: the boneyard), not {spare_to!r:.60}", last=len(hands) - 1, spare_to=spare_to))
    # the table's tiles, in any layout's notation (a cross: "6-4 4-4* 4-1 ; north: 4-2 ; south: -")
    on_table = " ".join(_TILE.findall(table))
    named = set(parse_tiles(" ".join(hands + [boneyard, on_table])))
    spare = [t for t in game.set if t not in named]
    bone = parse_tiles(boneyard)
    if spare_to is None:
        bone = spare + bone
    else:
        hands[spare_to] = " ".join(h for h in (hands[spare_to], tiles_text(spare)) if h)
    parts = [game.info.id, f"hands: {' / '.join(h or '-' for h in hands)}", f"table: {table}",
             f"boneyard: {tiles_text(bone) or '-'}", f"turn: {turn}"]
    parts += [f"{k}: {v}" for k, v in fields.items()]
    return State.from_text(" | ".join(parts), game=game, strict=False)  # spare tiles may sit in a hand


def _texts(hands: object) -> list[str]:
    """The hands as a list of texts, or a ``NotationError`` saying what ``hands`` must be."""
    if isinstance(hands, str) or not isinstance(hands, Iterable):
        raise NotationError(_("hands is a list of texts, one a hand (['1-2 2-3', '0-0']), not {hands!r:.60}",
                              hands=hands))
    out = list(hands)
    for i, hand in enumerate(out):
        if not isinstance(hand, str):
            raise NotationError(_("hands[{i}] is a text of tiles like '1-2 2-3' ('' for an empty hand), "
                                  "not {hand!r:.60}", i=i, hand=hand))
    return out

