"""Exercises of lesson 04b, counting on a line: Fives, Threes, Bergen's headers and Matador's
sevens."""

from __future__ import annotations

from ..games.base import State
from ..i18n import msg
from ..positions import position
from ..tiles import parse_tiles
from . import Exercise, scored, unhinted


def _fives() -> State:
    return position("fives", ["3-3 2-4", "0-0"], "4-1 1-3")


def _threes() -> State:
    return position("threes", ["2-3 0-0", "1-1"], "3-5 5-5")


def _bergen() -> State:
    return position("bergen", ["1-4 1-1 0-1", "3-3"], "4-4 4-2 2-1")


def _matador() -> State:
    return position("matador", ["1-2 3-6 0-0 2-5 4-4 3-5 6-6", "1-1"], "6-1")


BERGEN_MOVES = (msg("1-4 on 4"), msg("1-4 on 1"), msg("1-1 on 1"), msg("0-1 on 1"))


def _best_bergen() -> str:
    state = _bergen()
    return max(BERGEN_MOVES, key=lambda move: scored(state, move))


EXERCISES = [
    Exercise(
        msg("Fives. The ends show 4 and 3; player 0 holds 3-3 and 2-4. What is the most he can score with "
            "one move?"),
        answer=2, compute=lambda: max(scored(_fives(), move) for move in _fives().legal_moves()),
        picture=unhinted(_fives),
        solution=msg("Try each move and add the two ends. 3-3 crosswise on the 3 shows both halves: "
                     "4 + 3 + 3 = 10, two fives, 2 points. Lengthwise it shows one 3: 4 + 3 = 7, nothing. "
                     "2-4 on the 4 leaves 2 + 3 = 5, 1 point. In Fives the player chooses how a double lies "
                     "(seed 004: <i>«Дубль можно класть как поперек, так и вдоль выкладки»</i>)."),
    ),
    Exercise(
        msg("Threes. The table is 3-5 5-5, the double 5-5 crosswise at the right end. Player 0 lays 2-3 on "
            "the 3. How many points does he score?"),
        answer=4, compute=lambda: scored(_threes(), "2-3 on 3"),
        picture=unhinted(_threes),
        solution=msg("The ends show 2 on the left and the crosswise 5-5 on the right, both halves counting: "
                     "2 + 5 + 5 = 12 = 4 × 3, so 4 points, one per three (seed 004: <i>«число очков на камнях "
                     "должно быть кратным не пяти, а трем»</i>)."),
    ),
    Exercise(
        msg("Bergen. The table is 4-4 4-2 2-1: the double 4-4 at the left end, a 1 at the right. Player 0 "
            "holds 1-4, 1-1 and 0-1. Which move scores the most?"),
        answer="1-4 on 1", choices=BERGEN_MOVES, compute=_best_bergen,
        picture=unhinted(_bergen),
        solution=msg("1-4 on the 1 leaves a 4 at the right end facing the double 4-4: three 4s showing, a "
                     "<b>triple header</b>, 3 points (seed 004: <i>«выкладка на одном конце заканчивается "
                     "дублем, а с другой стороны – половинкой кости с тем же числом очков»</i>). 1-4 on the "
                     "double leaves 1 and 1, a double header, 2 points. 1-1 and 0-1 make no header."),
    ),
    Exercise(
        msg("Matador. The lead is 6-1, so the ends show 6 and 1. Which tiles of player 0's hand can he lay? "
            "(Type them, e.g. <code>1-2 3-4</code>.)"),
        answer=frozenset(parse_tiles("1-2 3-6 6-6 0-0 2-5")),
        compute=lambda: {t for move in _matador().legal_moves() for t in move.tiles},
        picture=unhinted(_matador),
        solution=msg("A tile joins an end when the touching half and the end add up to seven. The 6 takes a "
                     "1: 1-2. The 1 takes a 6: 3-6 and 6-6. The matadors go anywhere: 2-5 (its halves make "
                     "seven) and 0-0. 4-4 would need an end of 3, 3-5 an end of 4 or 2: neither fits 6 or 1. "
                     "(Seed 004 calls the wild tiles of the French game <i>«онеры»</i>: 6-1, 5-2, 4-3 and "
                     "0-0.)"),
    ),
]
