"""Whether a design's deal scoring can score in the design's deals: refused at once where it cannot.

A trial match (``compose._ends``) does not find this: a match counted in deals (Seven Dwarfs' seven)
ends whether or not a deal scores. Candelabra's deal scoring pays only a player who takes
``min_tricks`` tricks (4, of Candelabra's 9 a hand). A player takes a trick with a tile of his own,
so at most as many as his hand holds: on Seven Dwarfs' deal (4 tiles each at 7 players) a score
needs one player to take a chest with every tile he holds, which is one deal in hundreds, and the
match writes nothing. Such a design is refused, naming the option that resolves it.
"""

from __future__ import annotations

from typing import Any

from ..errors import SetupError
from ..i18n import _
from .parts import _lookup
from .reads import _reads
from .words import _shown


def check_reach(game: Any) -> None:
    """Refuse ``game`` (a design, with its options) where its deal scoring reads ``min_tricks``
    and a hand of the design's deal cannot take more tricks than that at some number of players."""
    need = getattr(game.options, "min_tricks", None)
    if need is None or "min_tricks" not in _reads(_lookup(game.StateClass, "deal_result")):
        return
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        try:
            hand = game.hand_size(players)
        except SetupError:
            continue  # (a number of players the deal refuses)
        if need >= hand:
            raise SetupError(_("{title}: the deal scoring scores only a player who takes {need} tricks (min_tricks), "
                               "but at {players} players a hand of {hand} tiles takes {hand} at most, one with each "
                               "tile, so a deal all but never scores; set min_tricks below {hand} (options="
                               "{{\"min_tricks\": {most}}}), or take the deal scoring from another game",
                               title=_shown(game.info.name), need=need, players=players, hand=hand,
                               most=hand - 1))
