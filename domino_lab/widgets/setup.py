"""What a ``Board`` is given, checked before anything is built: a wrong argument is a
``SetupError`` naming it in the cell the teacher typed, not a raw error later, when a bot moves
(``delay``), a hint is asked (``hint_bot``) or a tile is drawn (``size``); a string of seats
(``seats="you"``) is not read letter by letter as three people; every person at the board has a
name of his own (a hot seat passes the screen to a person by name: two "Anna"s, or a blank name,
could not tell who); and a switch is True or False (``seeds.check_switches``, which the Replay's
``graph`` shares).

``size`` is a hand tile's height in pixels, and everything on the board is drawn to it: the text
(14 px × size/48), the buttons (32 px high × size/48), the side panel (300 px wide × size/48). So
it runs from ``SMALLEST_PX`` (24: half the default; on a phone's 360-px screen the side panel is
150 px and leaves the table room, the text is still 7 px, and a tile's pips show) to ``LARGEST_PX``
(144: three times the default, twice the projector's 72; the side panel is 900 px, half a
1920-px projector's width, the text 42 px): beyond either end no screen shows the board whole and
legible."""

from __future__ import annotations

import math
import numbers
from typing import Any

from ..driver import is_bot
from ..errors import SetupError
from ..games.base import Game
from ..i18n import _
from ..seeds import check_switches

__all__ = ["check_board", "check_seats"]

SMALLEST_PX = 24  # a hand tile's least height: a phone still shows the board, its text and pips
LARGEST_PX = 144  # and its greatest: a projector's screen still holds the table beside the side panel


def check_board(game: Any, seats: Any, delay: Any, size: Any, hint_bot: Any, **switches: Any) -> None:
    """Refuse what no board can play with (``SetupError``, in the current language)."""
    check_switches(**switches)
    if not isinstance(game, Game):
        raise SetupError(_("a board plays a game (dl.game(...) or dl.design(...)), not {what}",
                           what=format(repr(game), ".60")))
    if seats is not None:
        check_seats(seats)
    # (a numpy number too: np.float32(0.5) was "not a number of 0 or more")
    if (isinstance(delay, bool) or not isinstance(delay, numbers.Real)
            or not (math.isfinite(delay) and float(delay) >= 0)):
        raise SetupError(_("delay is the seconds between the bots' moves: a number of 0 or more, not {delay!r}",
                           delay=delay))
    if size is not None and (isinstance(size, bool) or not isinstance(size, numbers.Real)
                             or not (math.isfinite(size) and SMALLEST_PX <= float(size) <= LARGEST_PX)):
        raise SetupError(_("size is a hand tile's height in pixels: a number from {least} to {most}, not {size!r}",
                           least=SMALLEST_PX, most=LARGEST_PX, size=size))
    if hint_bot is not None and (isinstance(hint_bot, type) or not is_bot(hint_bot)):
        raise SetupError(_("hint_bot is a bot (dl.bots.Greedy(), dl.bots.make(name)), not {bot!r}", bot=hint_bot))


def check_seats(seats: Any) -> None:
    """Each seat is a bot or a person's name, and each person's name is his own: not blank, and no
    other seat's (compared without the spaces around it, as a person reads it)."""
    if isinstance(seats, (str, bytes, dict)) or not hasattr(seats, "__len__"):
        raise SetupError(_("seats lists every seat, a bot or a person's name (seats=[\"you\", dl.bots.Greedy()]), "
                           "not {seats!r}", seats=seats))
    named: dict[str, int] = {}
    for p, seat in enumerate(seats):
        if is_bot(seat):
            continue
        if not isinstance(seat, str):
            raise SetupError(_("a seat is a bot or a person's name, not {s!r}", s=seat))
        name = seat.strip()
        if not name:
            raise SetupError(_("seat {p} is a person with no name ({name!r}): name everyone at the board "
                               "(\"you\", \"Anna\")", p=p, name=seat))
        if name in named:
            raise SetupError(_("seats {first} and {p} are both named {name!r}: each person at the board needs a name "
                               "of his own (the screen is passed to a person by name)", first=named[name], p=p,
                               name=name))
        named[name] = p
