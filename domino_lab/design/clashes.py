"""Rules of combination that ``dl.design`` knows before its trial deals (``compose._conflicts``
reads them): a part that rests on another part of its own game (``RESTS_ON``), and a base's rule
that another game's state would silently undo (``state_clashes``). Each is refused at once, naming
the conflict and what resolves it, rather than by the trial's raw error ("IndexError: list index
out of range" from a deal that drew from an empty boneyard).
"""

from __future__ import annotations

from ..errors import SetupError
from ..games.chain.dark_blitz import DarkBlitzState
from ..games.chain.sausage import Sausage, SausageState
from ..games.chain.seven import SevenState
from ..games.counting.line_scoring import LineScoringGame, LineScoringState
from ..games.registry import game_class
from ..i18n import N_, _
from .parts import _lookup, engine_of, rules
from .reads import _own_table_reads
from .words import _engine, _kind_word, _name, _shown

__all__ = ["RESTS_ON", "WRITTEN_FOR", "rests_on", "rests_on_class", "state_clashes", "written_for"]

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
    # (under another trick game's end, every hand played out, the trial found "no legal move in a live deal")
    ("seven_dwarfs", "layout"): ("end", N_("a player whose hand is empty has no move, and only its end stops the deal "
                                           "when the first player is out")),
}

#: A part written for its own game's number of players, which it assumes without checking it:
#: (game, kind) -> (players, why). Bingo's deal scoring unpacks two players' tricks (on Forty-Two,
#: Candelabra or Seven Dwarfs the trial said "ValueError: too many values to unpack (expected 2)").
WRITTEN_FOR: dict[tuple[str, str], tuple[int, str]] = {
    ("bingo", "deal_scoring"): (2, N_("it compares the two players' tricks")),
}

def rests_on(provider: dict[str, type], base_id: str, title: str) -> None:
    """Refuse a part taken without the part of its own game it rests on (``RESTS_ON``), on every
    engine: on a laying base the remedy is to take that part too; on a base of another engine, which
    cannot take a laying game's deal scoring, to take the part from another game (General's match
    on Pit or Bingo failed its trial with a raw "AttributeError: ... has no attribute 'loser'":
    this rule was read on laying bases only)."""
    engine = engine_of(game_class(base_id))
    for (game, kind), (needs, why) in RESTS_ON.items():
        if provider[kind].info.id != game or provider[needs].info.id == game:  # type: ignore[attr-defined]
            continue
        if engine in ("laying", engine_of(game_class(game))):  # (the base can take that part from the game)
            raise SetupError(_("{title}: {game}'s {kind} rests on its {needs}: {why}; take the {needs} from {game} "
                               "too, or the {kind} from another game", title=title, game=game,
                               kind=_kind_word(kind), needs=_kind_word(needs), why=_(why)))
        raise SetupError(_("{title}: {game}'s {kind} rests on its {needs}: {why}; {base}, a {engine} game, cannot "
                           "take {game}'s {needs}; take the {kind} from another game, or design on a laying base",
                           title=title, game=game, kind=_kind_word(kind), needs=_kind_word(needs), why=_(why),
                           base=base_id, engine=_engine(engine)))


def _numbers(provider: dict[str, type]) -> range:
    """The design's numbers of players: those its deal, its teams and its layout all take (``compose._composed``)."""
    kinds = ("deal", "teams", "layout")
    return range(max(provider[k].info.players[0] for k in kinds),  # type: ignore[attr-defined]
                 min(provider[k].info.players[1] for k in kinds) + 1)  # type: ignore[attr-defined]


def written_for(provider: dict[str, type], title: str) -> None:
    """Refuse a part written for its own game's number of players (``WRITTEN_FOR``) in a design
    played by another number (``_numbers``)."""
    for (game, kind), (players, why) in WRITTEN_FOR.items():
        others = [p for p in _numbers(provider) if p != players]
        if provider[kind].info.id == game and others:  # type: ignore[attr-defined]
            raise SetupError(_("{title}: {game}'s {kind} is written for {players} players ({why}), and this design is "
                               "played by {others}; take the {kind} from another game", title=title, game=game,
                               kind=_kind_word(kind), players=players, why=_(why),
                               others=", ".join(map(str, others))))


def rests_on_class(kind: str, donor: str, base_id: str) -> None:
    """A part crossing engines brings its hooks, not its game's class (``compose._composed``); a hook that
    adds to its own game's rule, calling on to it with ``super()`` (Donkey's match scoring: a player
    who writes nothing forgets what he was owed, on top of Kozel's match), would find its game's
    class missing in the design (the trial failed with the raw "TypeError: super(type, obj): obj
    must be an instance or subtype of type"). Refused at once, naming the part and its game; a part
    that rests on another part of its game (``RESTS_ON``: Sea Goat's match on its deal scoring) is
    refused by ``rests_on`` with that more telling reason."""
    if (donor, kind) in RESTS_ON:
        return
    r = rules(game_class(donor), kind)
    for hook in r.hooks if r else ():
        code = getattr(_lookup(game_class(donor), hook), "__code__", None)
        if code is not None and "__class__" in code.co_freevars:
            mine, theirs = engine_of(game_class(base_id)), engine_of(game_class(donor))
            raise SetupError(_("{base} is a {engine} game and {donor}'s {part} adds to its own game's rules, calling "
                               "on to them ({hook}): a part of a {their_engine} game comes without its game, so there "
                               "is nothing to call on; take the {part} from another game, or design on a "
                               "{their_engine} base: dl.design({donor!r}, ...)",
                               base=_name(base_id), engine=_engine(mine), donor=donor, part=_kind_word(kind),
                               their_engine=_engine(theirs), hook=hook))


#: General's deal scoring writes two scores, one a pair: it rests on teams of two pairs (its own, Kozel's, ...).
_GENERAL_PAIRS = N_("a deal writes two scores, one a pair, and the loser's pair's is the General; only its teams (two "
                    "pairs of four players) make two sides")

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
    if issubclass(layout.StateClass, SausageState) and not issubclass(base, Sausage):  # type: ignore[attr-defined]
        raise SetupError(_("{title}: sausage's parallel rows are dealt by Sausage's own game (each player's row "
                           "face down, which its state reads), and a design on another base deals hands; take "
                           "sausage as the base, or the layout from another game", title=title))
    if issubclass(base, Sausage) and not issubclass(deal, Sausage):
        # (with Fork's deal, 7 tiles a row and 14 in a boneyard, a deal of 25 went round for ever: found late, in play)
        raise SetupError(_("{title}: each player's row is the half of the set that sausage's own deal lays out, and "
                           "{deal}'s deal leaves tiles in a boneyard that the rows never draw from: a deal can go "
                           "round for ever; keep sausage's own deal", title=title,
                           deal=deal.info.id))  # type: ignore[attr-defined]
    scoring, teams = provider["deal_scoring"], provider["teams"]
    numbers = _numbers(provider)
    sides = {p: teams().sides(p) for p in numbers}
    if made_by(scoring) == "general" and any(len(s) != 2 for s in sides.values()):
        raise SetupError(_("{title}: {game}'s {kind} rests on its {needs}: {why}; take the {needs} from {game} too, or "
                           "the {kind} from another game", title=title, game="general", kind=_kind_word("deal_scoring"),
                           needs=_kind_word("teams"), why=_(_GENERAL_PAIRS)))
    if issubclass(scoring, LineScoringGame) and scoring is not teams:
        paired = [p for p in numbers if any(len(side) > 1 for side in sides[p])]
        if paired:
            raise SetupError(_("{title}: {scoring}'s deal scoring writes each player's points on his own (the line's "
                               "counts, the bonus for going out), and at {players} players {teams}'s teams play in "
                               "pairs; keep {scoring}'s own teams, or take the deal scoring from a game played in "
                               "teams (kozel, sea_goat, …)", title=title, scoring=made_by(scoring),
                               players=paired[0], teams=made_by(teams)))
    if issubclass(base.StateClass, SevenState) and issubclass(layout.StateClass, _DRAWING_LINES):  # type: ignore[attr-defined]
        raise SetupError(_("{title}: Seven's seven (ends summing to 7 make the next player draw two tiles) is counted "
                           "off by Seven's own state as each tile is drawn, and {layout}'s line applies every draw "
                           "itself, by its own draw rule: the tiles owed would never be counted off, and the player "
                           "would draw on from an empty boneyard; take the layout from a game whose line leaves the "
                           "draws to the chain family (kozel, classic, blitz, ladder, muggins, …), or keep Seven's "
                           "own", title=title, layout=layout.info.id))  # type: ignore[attr-defined]
    if (issubclass(base.StateClass, DarkBlitzState) and issubclass(layout.StateClass, SevenState)  # type: ignore[attr-defined]
            and not issubclass(deal.StateClass, DarkBlitzState)):  # type: ignore[attr-defined]
        # (a deal that deals hands leaves a small boneyard to both draws: a few trial deals passed, and 3 deals of
        # 160 drew from an empty one; with Dark Blitz's own deal, all the set to draw, trial_clashes names it)
        _seven_under_blitz(title)
    # (Dark Blitz's turn, on its own line or as the base's on another's, but for a line-scoring line's own draws)
    blitz = next((g for g in (layout, base) if issubclass(g.StateClass, DarkBlitzState)), None)  # type: ignore[attr-defined]
    if (blitz is not None and not issubclass(deal.StateClass, DarkBlitzState)  # type: ignore[attr-defined]
            and not issubclass(layout.StateClass, LineScoringState)):  # type: ignore[attr-defined]
        dealer = deal()
        for players in numbers:
            size = dealer.hand_sizes.get(players)
            if size and players * size >= len(dealer.set):
                raise SetupError(_("{title}: {layout}'s line opens every turn with a draw, and at {players} players "
                                   "{deal}'s deal leaves no boneyard to draw from ({players} hands of {size} take "
                                   "all {tiles} tiles); take the deal from {layout} too (it deals nothing), or from a "
                                   "game that leaves a boneyard", title=title, layout=made_by(blitz),
                                   players=players, deal=deal.info.id, size=size, tiles=len(dealer.set)))  # type: ignore[attr-defined]
    _lays_twice(base, provider, title)
    hands = deal.hand_sizes  # type: ignore[attr-defined]
    if hands and not any(hands.values()) and not any(issubclass(k.StateClass, DarkBlitzState)  # type: ignore[attr-defined]
                                                     for k in (base, layout)):
        raise SetupError(_("{title}: {deal}'s deal deals nothing (every tile stays in the boneyard), and only its own "
                           "turn, which opens with a draw, puts tiles in the hands: under this design's turn the first "
                           "player would have nothing to lay; take the layout from {deal} too, or the deal from "
                           "another game", title=title, deal=deal.info.id))  # type: ignore[attr-defined]


def _lays_twice(base: type, provider: dict[str, type], title: str) -> None:
    """A table that acts on each tile laid (``after_lay``: Donkey's cross closes an arm under a
    face-down double) is called by every state whose own ``_lay`` lays then calls it (Donkey's,
    Double-lock's, the counting family's); a design's state made of two of them calls it twice, and
    Donkey's arm is closed twice (the trial failed with "the cross has no open end 0 to close"). A
    deal scoring that counts in play brings the counting family's state, which the design's state
    must have too (Sausage's own rows do not count: "'SausageState' object has no attribute 'scored'")."""
    from ..games.counting.base import CountingState
    from ..games.cross.donkey import DonkeyState
    from .parts import _state_core

    layout, scoring = provider["layout"], provider["deal_scoring"]
    counts = _state_core(scoring, "deal_scoring") is CountingState
    if counts and issubclass(layout.StateClass, SausageState):  # type: ignore[attr-defined]
        raise SetupError(_("{title}: {scoring}'s deal scoring counts the open ends as tiles are played, and "
                           "sausage's rows (its own state) count nothing in play; take the deal scoring from a game "
                           "that scores only the finished deal (classic, kozel, biryuk, …)", title=title,
                           scoring=scoring.info.id))  # type: ignore[attr-defined]
    if not issubclass(layout.StateClass, DonkeyState):  # type: ignore[attr-defined]
        return  # (the other tables' acts may run twice: Double-lock's unlocks a number already unlocked)
    states = [layout.StateClass, base.StateClass] + ([CountingState] if counts else [])  # type: ignore[attr-defined]
    callers = {k for state in states for k in state.__mro__
               if "_lay" in vars(k) and "after_lay" in vars(k)["_lay"].__code__.co_names}
    if len(callers) > 1:
        names = " and ".join(sorted(k.__name__ for k in callers))
        raise SetupError(_("{title}: {layout}'s table acts on each tile laid (a double laid face down closes its "
                           "arm), and the design's state would call it twice, once from each of {names}, which both "
                           "lay and then call it: the arm would be closed twice; take the deal scoring from a game "
                           "that scores only the finished deal (kozel, classic, …), or the layout from another game",
                           title=title,
                           layout=layout.info.id, names=names))  # type: ignore[attr-defined]


def _seven_under_blitz(title: str) -> None:
    """Refuse Dark Blitz's turn on Seven's line (``state_clashes``, ``trial_clashes``)."""
    raise SetupError(_("{title}: Seven's seven (ends summing to 7 make the next player draw two tiles) is counted "
                       "off by Seven's own state, and Dark Blitz's turn opens with a draw of its own: on its "
                       "line both draw from one boneyard, and a player would draw from an empty one; take the "
                       "layout from another game, or keep Dark Blitz's own", title=title))


def made_by(game: type) -> str:
    """A catalogue game's id (what a refusal names a part by)."""
    return str(game.info.id)  # type: ignore[attr-defined]


def trial_clashes(cls: type, title: str) -> None:
    """Where a design's trial deal fails, the causes found for it, named: each has been seen to fail
    the trial, but another part may make it play (Dark Blitz on Seven's line plays with Milky Way's
    draw), so they are not refused before it.

    - Dark Blitz's turn opens with a draw, and on Seven's line Seven's state draws the tiles a seven
      owes from the same boneyard (a player drew from an empty one: IndexError).
    - On a line-scoring game's line, its state draws by its own rule in place of Dark Blitz's opening
      draw, and Dark Blitz's deal deals nothing: no hand gets a tile ("no legal move in a live deal").
    - A rule of a part's game reading its own table (``reads._own_table_reads``)."""
    spec = getattr(cls, "design_spec", {})
    if "base" not in spec:
        return
    base = game_class(spec["base"])
    layout, deal = (game_class(spec.get(k, spec["base"])) for k in ("layout", "deal"))
    if issubclass(base.StateClass, DarkBlitzState) and issubclass(layout.StateClass, SevenState):
        _seven_under_blitz(_shown(title))
    if (issubclass(base.StateClass, DarkBlitzState) and issubclass(layout.StateClass, LineScoringState)
            and deal.hand_sizes and not any(deal.hand_sizes.values())):
        raise SetupError(_("{title}: {layout}'s line applies every draw by its own rule, in place of Dark Blitz's "
                           "turn, which opens with a draw, and {deal}'s deal deals nothing: no hand would ever get "
                           "a tile; take the deal from a game that deals hands, or keep Dark Blitz's own line",
                           title=_shown(title), layout=made_by(layout), deal=made_by(deal)))
    _own_table_reads(cls, title)
