"""Exercises of lesson 03, chain games: Double-lock's locks, Seven's sum of six, whether a hand can
blitz, and what General's ``general_on`` knob changes."""

from __future__ import annotations

from ..draw import state_svg
from ..games.registry import game
from ..i18n import msg
from ..moves import Multi
from ..positions import position
from ..tiles import Tile, parse_tiles
from . import Exercise, playable


def _lock():
    return position("double_lock", ["1-1 1-5 4-6 0-4 2-2", "0-0", "5-5", "3-3"], "4-4 4-1", spare_to=3)


def _seven():
    return position("seven", ["1-4 2-5 2-3 1-6", "0-0", "5-5", "3-3"], "1-2", spare_to=3)


def _moves_again() -> frozenset[Tile]:
    """Player 0's tiles after which he is still on turn."""
    state = _seven()
    return frozenset(m.tile for m in state.legal_moves() if state.clone().play(m).current == 0)


def _blitz():
    return position("blitz", ["1-3 2-3 3-4 3-5", "0-0 0-1", "5-5 6-6", "0-2"], "1-1")


def _can_blitz() -> bool:
    state = _blitz()
    hand = state.hands[0]
    return any(isinstance(m, Multi) and set(m.tiles) == set(hand) for m in state.legal_moves())


GENERAL_CHOICES = (msg("only the default, general_on=\"both\""), msg("only general_on=\"either\""), msg("under both"),
                   msg("under neither"))


def _made_general(**options) -> bool:
    state = position(game("general", **options), ["6-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-1 1-1 1-6",
                     spare_to=3)
    state.play("6-6 on 6")
    return state.result().points[1] > 0  # the losing team's count of generals


def _which_rule() -> str:
    """Under which of the two rules the finish of the question makes player 1 a General."""
    seed, either = _made_general(), _made_general(general_on="either")
    if seed and either:
        return "under both"
    if seed:
        return GENERAL_CHOICES[0]
    return GENERAL_CHOICES[1] if either else "under neither"


EXERCISES = [
    Exercise(
        msg("Double-lock: the chain is 4-4 4-1 and player 0 holds 1-1, 1-5, 4-6, 0-4 and 2-2. Which of his "
            "tiles may he lay?"),
        answer=frozenset(parse_tiles("1-1 4-6 0-4")), compute=lambda: playable(_lock()),
        picture=lambda: state_svg(_lock(), playable=False, size=36, hands=[0]),
        solution=msg("Seed 000: a number is locked until its double is laid; before that only the double may "
                     "go on it. 4-4 is down, so the 4 is free: 4-6 and 0-4 fit it. The 1 is locked until 1-1, "
                     "so 1-1 may go on it but 1-5 may not. 2-2 matches neither end."),
    ),
    Exercise(
        msg("Seven: the chain is 1-2 and player 0 holds 1-4, 2-5, 2-3 and 1-6. Which of his tiles, laid, "
            "let him move again at once?"),
        answer=frozenset(parse_tiles("1-4 2-5")), compute=_moves_again,
        picture=lambda: state_svg(_seven(), playable=False, size=36, hands=[0]),
        solution=msg("Seed 000's Seven: when the open ends add up to 6, the same player moves again (to 7, the "
                     "next player takes two tiles). 1-4 on the 1 leaves the ends 4 and 2, and 2-5 on the 2 "
                     "leaves 1 and 5: both six. 2-3 leaves 1 + 3 = 4 and 1-6 leaves 6 + 2 = 8."),
    ),
    Exercise(
        msg("Blitz: the table is 1-1 and player 0 holds 1-3, 2-3, 3-4 and 3-5. Can he lay all four in one "
            "turn (a blitz)?"),
        answer=False, compute=_can_blitz,
        picture=lambda: state_svg(_blitz(), playable=False, size=36, hands=[0]),
        solution=msg("A blitz lays the whole hand in one turn, each tile legally (seed 000). Both open ends show "
                     "1, and only 1-3 starts from a 1; after it the line stands at 3 and can go on to 2, 4 or "
                     "5, where it stops: no other tile shows a 2, a 4 or a 5. So at most two tiles go down. "
                     "In graph words (notebook 05): the hand's tiles are not one or two trails from the ends. "
                     "With 1-3 3-3 2-3 2-4 instead the run 1-3 3-3 3-2 2-4 would go down whole."),
    ),
    Exercise(
        msg("General: player 0 goes out with 6-6 on the chain 0-1 1-1 1-6, so player 1 loses. Under which "
            "rule is player 1 also made a General?"),
        answer="only general_on=\"either\"", choices=GENERAL_CHOICES,
        compute=_which_rule,
        picture=lambda: state_svg(position(game("general"), ["6-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-1 1-1 1-6",
                                           spare_to=3), playable=False, size=36, hands=[0, 1]),
        solution=msg("Seed 003: the General is the loser <i>\"кому «навесили» сразу и 0х0, и 6х6\"</i>, on whom "
                     "both 0-0 and 6-6 were hung at once: one as the last tile, the other at the far end. Here "
                     "the far end is 0-1, not 0-0, so by this rule, the default <code>general_on=\"both\"</code>, "
                     "player 1 just loses. The knob <code>dl.game(\"general\", general_on=\"either\")</code> "
                     "reads the seed's looser words, <i>\"0х0 и/или 6х6\"</i>: going out on either double is "
                     "enough, so finishing with 6-6 makes him a General."),
    ),
]
