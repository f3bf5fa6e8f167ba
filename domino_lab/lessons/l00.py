"""Exercises of lesson 00, Kozel: which tiles can follow, a fish and its рыбак, the 13-point opening.

The positions are those of the notebook: the deal ``dl.play(kozel, BOTS, seed=7)`` and the match
``dl.play_match(kozel, BOTS, seed=805)``, whose first deal ends in a fish.
"""

from __future__ import annotations

from functools import cache

from ..bots import Greedy, Random
from ..draw import state_svg
from ..games.registry import game
from ..i18n import msg
from ..match import DealRecord, Match, MatchRecord, play, play_match
from ..moves import Play
from ..tiles import parse_tiles
from . import Exercise

SEED = 7
MATCH_SEED = 805  # a match whose first deal is a fish that player 0's 0-1 closes either way


def _bots() -> list:
    return [Greedy(), Random(1), Greedy(), Random(2)]


@cache
def _deal() -> DealRecord:
    """The deal the notebook replays."""
    return play(game("kozel"), _bots(), seed=SEED)


@cache
def _match() -> MatchRecord:
    """The match of the notebook; its first deal is a fish."""
    return play_match(game("kozel"), _bots(), seed=MATCH_SEED)


def _after_three():
    return _deal().replay(3)


def _tiles_that_fit(state) -> frozenset:
    return frozenset(m.tile for m in state.legal_moves() if isinstance(m, Play))


def _before_fish():
    deal = _match().deals[0]
    return deal.replay(len(deal.moves) - 1)


FISH_CHOICES = (msg("on the 1"), msg("on the 0"), msg("both ways"), msg("neither way"))


def _fishing_ways() -> str:
    """Which ways of laying player 0's last tile end the deal in a fish."""
    state = _before_fish()
    fish = []
    for move in state.legal_moves():
        after = state.clone().play(move)
        if after.over and after.result().reason == "fish":
            fish.append(move.on)
    if len(fish) == 2:
        return "both ways"
    return f"on the {fish[0]}" if fish else "neither way"


def _next_leader() -> str:
    first_of_deal_2 = _match().deals[1].moves[0]
    return f"player {first_of_deal_2[0]}"


def _score_after_first_deal() -> int:
    """The match score of players 0 and 2 after the notebook's deal, in which they write 4."""
    match = Match(game("kozel"), 4, seed=SEED)
    match.record(_deal().replay())
    return match.scores[0]


EXERCISES = [
    Exercise(
        msg("The deal of this lesson after three moves: the chain is 5-6 6-1 1-1 and player 3 is on turn. "
            "Which of his tiles can he lay? (Type them all, e.g. <code>1-2 3-4</code>.)"),
        answer=frozenset(parse_tiles("1-3 5-5")),
        compute=lambda: _tiles_that_fit(_after_three()),
        picture=lambda: state_svg(_after_three(), playable=False, size=36),
        solution=msg("A tile fits when one of its numbers shows on an open end. The open ends are 5 and 1, "
                     "so 1-3 fits the 1 and 5-5 fits the 5; 0-3, 0-6, 3-3, 3-6 and 4-6 show neither "
                     "number. (In Kozel a stuck player with four at the table passes: there is no boneyard.)"),
    ),
    Exercise(
        msg("Deal 1 of the lesson's match, one move before its end. Player 0 holds one tile that fits, 0-1, "
            "and it fits both open ends (1 and 0). Which way of laying it makes a fish (<i>рыба</i>)?"),
        answer="both ways", choices=FISH_CHOICES,
        compute=_fishing_ways,
        picture=lambda: state_svg(_before_fish(), playable=False, size=36),
        solution=msg("Seed 003's fish: all the tiles of one number are on the table and <i>\"оба конца цепи "
                     "замыкают кости с этим же значением\"</i> (both ends of the chain show that number), so no "
                     "tile can ever be laid again. Six 0s and six 1s are already down. Laid on the 1, 0-1 makes "
                     "the ends 0 and 0 with all seven 0s on the table; laid on the 0, it makes the ends 1 and 1 "
                     "with all seven 1s down. Either way it is a fish, and player 0, whose tile closed the "
                     "chain, is the <i>рыбак</i>."),
    ),
    Exercise(
        msg("That fish ended deal 1. Who leads deal 2 of the match?"),
        answer="player 0", choices=(msg("player 0"), msg("player 1"), msg("player 2"), msg("player 3")),
        compute=_next_leader,
        solution=msg("Seed 003: <i>\"первый ход на следующем этапе совершает «вышедший» игрок, или «рыбак»\"</i>: "
                     "the next deal is led by the player who went out or, after a fish, by the <i>рыбак</i> "
                     "who set it: player 0, whose 0-1 closed the chain. His partner does not lead, and he "
                     "may lead any tile (only the match's first deal starts with 1-1)."),
    ),
    Exercise(
        msg("In the lesson's deal player 1 went out and players 0 and 2 write 4 against themselves. If this "
            "is the first deal of a match, what is their match score after it?"),
        answer=0, compute=_score_after_first_deal,
        solution=msg("Seed 003: <i>\"открыть счет можно лишь в том случае, когда на руках не менее 13 очков\"</i>, "
                     "a side's score only <i>opens</i> with a deal worth 13 or more. The 4 points are "
                     "remembered and added once the side writes 13 or more in one deal (and forgotten if it "
                     "goes out first), so the score still reads 0. The knob is "
                     "<code>dl.game(\"kozel\", opening=0)</code>, seed 000's rule, which writes all 4 at once."),
    ),
]
