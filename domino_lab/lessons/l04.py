"""Exercises of lesson 04, cross and counting games: Telephone's house, Donkey's doubles, Odd and
Even's arms and Muggins' spinner."""

from __future__ import annotations

from ..games.base import State
from ..i18n import msg
from ..positions import position
from ..tiles import parse_tiles
from . import Exercise, scored, unhinted


def _position(game_id: str, hands: list[str], table: str) -> State:
    """Player 0 to move with these ``hands`` on this cross ``table``; the rest is the boneyard."""
    return position(game_id, hands, table)


def _telephone() -> State:
    return _position("telephone", ["1-1 2-2 5-6", "0-0 3-3"], "6-4 4-4* 4-1 ; north: 4-2 ; south: -")


def _donkey() -> State:
    return _position("donkey", ["5-5 3-3 6-6 2-4", "0-4 0-5"], "5-1 1-1* 1-3 ; north: 1-6 ; south: 1-2 2-2#")


def _odd_even() -> State:
    return _position("odd_even", ["5-5 1-2 1-5 6-6 3-4 0-6 2-3", "0-0 1-1", "2-2 4-4", "4-6 2-6"],
                     "5-3 3-3* 3-1 ; north: 3-6 ; south: -")


def _muggins() -> State:
    return _position("muggins", ["5-5 1-2", "0-0 3-3"], "0-5")


EXERCISES = [
    Exercise(
        msg("Telephone. The house 4-4 has tiles on three sides; its south arm is still empty. Player 0 "
            "lays the double 1-1 crosswise on the east end, the 1. How many points does he write?"),
        answer=10, compute=lambda: scored(_telephone(), "1-1 on 1"),
        picture=unhinted(_telephone),
        solution=msg("Add the open ends after the move: west 6, east the crosswise 1-1, which shows both "
                     "halves (1 + 1), and north 2. The house's empty south arm counts nothing until a tile "
                     "lies on it. 6 + 2 + 2 = 10, a multiple of 5, so he writes 10 (seed 003: points are "
                     "scored <i>«каждый раз когда сумма очков на концах … кратна 5»</i>). 2-2 on the north 2 "
                     "would make 6 + 1 + 4 = 11 and score nothing."),
    ),
    Exercise(
        msg("Donkey. Player 0 holds 3-3, 5-5, 6-6 and 2-4; the west end shows 5, the east end 3 and the "
            "north end 6 (south is closed). How many different moves can he make?"),
        answer=26, compute=lambda: len(_donkey().legal_moves()),
        picture=unhinted(_donkey),
        solution=msg("2-4 fits nowhere, but each of the three doubles fits one arm, and the doubles may go "
                     "down together, one per arm (seed 003: <i>«может выставить их одновременно»</i>). Each "
                     "double stays in hand, goes down open, or goes down closed, face down: 3 × 3 × 3 = 27 "
                     "combinations, less the one that lays nothing: 26."),
    ),
    Exercise(
        msg("Odd and Even. West and east take tiles whose pips add up to an even number, north and south "
            "odd sums. Which tiles of player 0's hand can he lay now? (Type them, e.g. <code>1-2 3-4</code>.)"),
        answer=frozenset(parse_tiles("1-5 2-3 3-4 5-5")),
        compute=lambda: {t for move in _odd_even().legal_moves() for t in move.tiles},
        picture=unhinted(_odd_even),
        solution=msg("A tile must match the end's number <i>and</i> the arm's parity (seed 000: <i>«две "
                     "цепочки выстраиваются только из костей с четной суммой очков, а две другие - "
                     "нечётной»</i>). West 5 (even): 5-5 and 1-5. East 1 (even): 1-5 again, but not 1-2 (sum "
                     "3). South, the empty arm of the 3-3 (odd): 2-3 and 3-4. North 6 (odd): 0-6 and 6-6 have "
                     "even sums, so neither."),
    ),
    Exercise(
        msg("Muggins. The table holds one tile, 0-5, and no double has been laid yet. Player 0 lays 5-5 on "
            "the 5. How many points does he score?"),
        answer=10, compute=lambda: scored(_muggins(), "5-5 on 5"),
        picture=unhinted(_muggins),
        solution=msg("The first double laid becomes the spinner and lies crosswise, so both its halves show: "
                     "0 + 5 + 5 = 10, two fives, worth 5 points each. Its new north and south arms count "
                     "nothing until a tile lies on them (seed 003: <i>«Первый же появившийся в раскладе дубль "
                     "открывает четырехстороннюю цепочку»</i>)."),
    ),
]
