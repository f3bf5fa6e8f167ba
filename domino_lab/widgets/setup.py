"""What a ``Board`` is given, checked before anything is built: a wrong argument is a
``SetupError`` naming it in the cell the teacher typed, not a raw error later, when a bot moves
(``delay``), a hint is asked (``hint_bot``) or a tile is drawn (``size``); a string of seats
(``seats="you"``) is not read letter by letter as three people; and a switch is True or False
(``seeds.check_switches``, which the Replay's ``graph`` shares)."""

from __future__ import annotations

import math
from typing import Any

from ..driver import is_bot
from ..errors import SetupError
from ..games.base import Game
from ..i18n import _
from ..seeds import check_switches

__all__ = ["check_board"]

SMALLEST_PX = 8  # a hand tile smaller than this shows no pips


def check_board(game: Any, seats: Any, delay: Any, size: Any, hint_bot: Any, **switches: Any) -> None:
    """Refuse what no board can play with (``SetupError``, in the current language)."""
    check_switches(**switches)
    if not isinstance(game, Game):
        raise SetupError(_("a board plays a game (dl.game(...) or dl.design(...)), not {what}",
                           what=format(repr(game), ".60")))
    if seats is not None and (isinstance(seats, (str, bytes, dict)) or not hasattr(seats, "__len__")):
        raise SetupError(_("seats lists every seat, a bot or a person's name (seats=[\"you\", dl.bots.Greedy()]), "
                           "not {seats!r}", seats=seats))
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or not (math.isfinite(delay) and delay >= 0):
        raise SetupError(_("delay is the seconds between the bots' moves: a number of 0 or more, not {delay!r}",
                           delay=delay))
    if size is not None and (isinstance(size, bool) or not isinstance(size, (int, float))
                             or not (math.isfinite(size) and size >= SMALLEST_PX)):
        raise SetupError(_("size is a hand tile's height in pixels: a number of at least {least}, not {size!r}",
                           least=SMALLEST_PX, size=size))
    if hint_bot is not None and (isinstance(hint_bot, type) or not is_bot(hint_bot)):
        raise SetupError(_("hint_bot is a bot (dl.bots.Greedy(), dl.bots.make(name)), not {bot!r}", bot=hint_bot))
