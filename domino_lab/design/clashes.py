"""Rules of combination that ``dl.design`` knows before its trial deals (``compose._conflicts``
reads them): a part that rests on another part of its own game (``RESTS_ON``), and a base's rule
that another game's state would silently undo (``state_clashes``). Each is refused at once, naming
the conflict and what resolves it, rather than by the trial's raw error ("IndexError: list index
out of range" from a deal that drew from an empty boneyard).
"""

from __future__ import annotations

from ..errors import SetupError
from ..games.chain.dark_blitz import DarkBlitzState
from ..games.chain.seven import SevenState
from ..games.counting.line_scoring import LineScoringState
from ..i18n import N_, _

__all__ = ["RESTS_ON", "state_clashes"]

#: A part that rests on another part of its own game, which it assumes without checking it in a
#: deal: (game, kind) -> (the kind it needs from the same game, why). Found by the designer's walk,
#: which plays a few deals of a match of every pair (``tests/test_design.py``): Double-lock's leader
#: leads a double, and only its deal (dealt again while no hand holds one) makes sure one is dealt.
#: General's and Sea Goat's match scorings read fields of their own deal results (every other deal
#: scoring failed in the trial with a raw AttributeError).
RESTS_ON: dict[tuple[str, str], tuple[str, str]] = {
    ("double_lock", "lead"): ("deal", N_("the leader leads a double, and only its deal makes sure that a hand holds "
                                         "one (it deals again until one does)")),
    ("general", "lead"): ("deal", N_("the leader leads 1-1, and only its deal (the whole set to four players) makes "
                                     "sure that a hand holds it")),
    ("milky_way", "lead"): ("deal", N_("the leader leads a tile of the Milky Way, and only its deal makes sure that "
                                       "a hand holds one")),
    ("milky_way", "layout"): ("lead", N_("only tiles of the Milky Way are laid, and only its lead makes sure that the "
                                         "first tile is one (another game's lead lets the last deal's winner lead "
                                         "any tile)")),
    ("general", "match_scoring"): ("deal_scoring", N_("a match counts the losers and the Generals, which only its deal "
                                                      "scoring names")),
    ("sea_goat", "match_scoring"): ("deal_scoring", N_("a match reads the endings only its deal scoring reports (a "
                                                       "finish on 0-0 or 6-6, на сто, a fish to write off, the "
                                                       "eggs)")),
}

#: The layouts whose state applies every draw itself, by its own draw rule (the line-scoring games'
#: lines: French's empty hand that draws again, the fresh tiles; Dark Blitz's draw that opens every
#: turn), ahead of the base's state in a design's state class.
_DRAWING_LINES = (LineScoringState, DarkBlitzState)


def state_clashes(base: type, provider: dict[str, type], title: str) -> None:
    """Refuse a rule that another part's state would undo or never reach:

    - Seven's seven (ends summing to 7: the next player draws two tiles) is owed in Seven's state
      (``penalty``) and counted off as each tile is drawn (``SevenState._apply``); on a line whose
      state applies every draw itself (``_DRAWING_LINES``) the tiles owed are never counted off, so
      the player draws on until the boneyard is empty, and then from nothing.
    - Dark Blitz's line and deal go together: its turn opens with a draw (``DarkBlitzState``), which a
      deal that hands out the whole set (four hands of 7) leaves nothing for, and its deal deals
      nothing, so under another turn the first player has nothing to lay (a design whose lead names a
      tile refused it as "no hand holds any tile", Seven's and Ladder's, which lead any tile, failed in
      the trial with an IndexError, as the line did with a deal that leaves no boneyard)."""
    layout, deal = provider["layout"], provider["deal"]
    if issubclass(base.StateClass, SevenState) and issubclass(layout.StateClass, _DRAWING_LINES):  # type: ignore[attr-defined]
        raise SetupError(_("{title}: Seven's seven (ends summing to 7 make the next player draw two tiles) is counted "
                           "off by Seven's own state as each tile is drawn, and {layout}'s line applies every draw "
                           "itself, by its own draw rule: the tiles owed would never be counted off, and the player "
                           "would draw on from an empty boneyard; take the layout from a game whose line leaves the "
                           "draws to the chain family (kozel, classic, blitz, ladder, muggins, …), or keep Seven's "
                           "own", title=title, layout=layout.info.id))  # type: ignore[attr-defined]
    if issubclass(layout.StateClass, DarkBlitzState) and not issubclass(deal.StateClass, DarkBlitzState):  # type: ignore[attr-defined]
        dealer, kinds = deal(), ("deal", "teams", "layout")  # (the design's numbers of players: compose._composed)
        for players in range(max(provider[k].info.players[0] for k in kinds),  # type: ignore[attr-defined]
                             min(provider[k].info.players[1] for k in kinds) + 1):  # type: ignore[attr-defined]
            size = dealer.hand_sizes.get(players)
            if size and players * size >= len(dealer.set):
                raise SetupError(_("{title}: {layout}'s line opens every turn with a draw, and at {players} players "
                                   "{deal}'s deal leaves no boneyard to draw from ({players} hands of {size} take "
                                   "all {tiles} tiles); take the deal from {layout} too (it deals nothing), or from a "
                                   "game that leaves a boneyard", title=title, layout=layout.info.id,  # type: ignore[attr-defined]
                                   players=players, deal=deal.info.id, size=size, tiles=len(dealer.set)))  # type: ignore[attr-defined]
    hands = deal.hand_sizes  # type: ignore[attr-defined]
    if hands and not any(hands.values()) and not any(issubclass(k.StateClass, DarkBlitzState)  # type: ignore[attr-defined]
                                                     for k in (base, layout)):
        raise SetupError(_("{title}: {deal}'s deal deals nothing (every tile stays in the boneyard), and only its own "
                           "turn, which opens with a draw, puts tiles in the hands: under this design's turn the first "
                           "player would have nothing to lay; take the layout from {deal} too, or the deal from "
                           "another game", title=title, deal=deal.info.id))  # type: ignore[attr-defined]
