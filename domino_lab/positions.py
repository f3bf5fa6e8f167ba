"""Hand-built positions for lessons and tests: ``dl.position(game, hands, table)``.

``State.from_text`` wants a whole set; this fills in the tiles a lesson does not care about.
It works for every game whose positions can be read from text (laying, discard and collecting
games).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .games.base import Game, State
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

    game = make_game(game) if isinstance(game, str) else game
    # the table's tiles, in any layout's notation (a cross: "6-4 4-4* 4-1 ; north: 4-2 ; south: -")
    on_table = " ".join(_TILE.findall(table))
    named = set(parse_tiles(" ".join(list(hands) + [boneyard, on_table])))
    spare = [t for t in game.set if t not in named]
    hands = list(hands)
    bone = parse_tiles(boneyard)
    if spare_to is None:
        bone = spare + bone
    else:
        hands[spare_to] = " ".join(h for h in (hands[spare_to], tiles_text(spare)) if h)
    parts = [game.info.id, f"hands: {' / '.join(h or '-' for h in hands)}", f"table: {table}",
             f"boneyard: {tiles_text(bone) or '-'}", f"turn: {turn}"]
    parts += [f"{k}: {v}" for k, v in fields.items()]
    return State.from_text(" | ".join(parts), game=game, strict=False)  # spare tiles may sit in a hand

