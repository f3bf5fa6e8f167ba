"""Exercises of lesson 02b, trick games: who takes a Forty-Two trick, which answers take a Bingo
pair, what a set bid scores, and Candelabra's 4-4-1."""

from __future__ import annotations

from functools import cache

from ..bots import Greedy, Random
from ..draw import hand_svg, state_svg
from ..games.registry import game
from ..games.tricks.base import trick_winner
from ..i18n import msg
from ..match import DealRecord, play
from ..tiles import Tile, parse_tiles
from . import Exercise

TRICK = "6-4 6-1 6-6 3-5"  # players 0 (the lead), 1, 2 and 3


def _trick_taker() -> str:
    return f"player {trick_winner(parse_tiles(TRICK), trump=1)}"


def _bingo():
    """The notebook's Bingo deal (seed 42685): trumps 5, player 0 has led 4-6."""
    return game("bingo").deal(2, seed=42685).play("lead 4-6")


def _bingo_takers() -> frozenset[Tile]:
    """The tiles with which player 1 takes the pair."""
    state = _bingo()
    takers = set()
    for move in state.legal_moves():
        after = state.clone().play(move)
        if after.tricks[1] > state.tricks[1]:
            takers |= set(move.tiles)
    return frozenset(takers)


@cache
def _forty_two() -> DealRecord:
    return play(game("forty_two"), [Random(1), Greedy(), Random(2), Greedy()], seed=657)


@cache
def _candelabra() -> DealRecord:
    return play(game("candelabra"), [Greedy(), Random(1), Random(2)], seed=56)


def _points(record: DealRecord) -> tuple[int, ...]:
    """What the recorded deal wrote for each side."""
    assert record.result is not None
    return record.result.points


EXERCISES = [
    Exercise(
        msg("Forty-Two, 1s are trumps. Player 0 leads 6-4; players 1, 2 and 3 answer 6-1, 6-6 and 3-5. "
            "Who takes the trick?"),
        answer="player 1", choices=(msg("player 0"), msg("player 1"), msg("player 2"), msg("player 3")),
        compute=_trick_taker,
        picture=lambda: hand_svg(parse_tiles(TRICK)),
        solution=msg("Seed 000: the declarer names trumps, <i>\"кости с концом выбранной величины\"</i>, every "
                     "tile with an end of that number. 6-1 shows a 1, so it is a trump, not a six, and a trump "
                     "beats every tile of another suit, even 6-6, the top of the sixes. Without trumps 6-6 "
                     "would take; 3-5 neither follows suit nor trumps."),
    ),
    Exercise(
        msg("Bingo, the lesson's deal: trumps are 5 and player 0 has led 4-6. Which of player 1's tiles "
            "would take the pair?"),
        answer=frozenset(parse_tiles("4-5 6-6")), compute=_bingo_takers,
        picture=lambda: state_svg(_bingo(), playable=False, size=36),
        solution=msg("Seed 000: <i>\"ответная кость берет выложенную, если содержит козырь или совпадет одним "
                     "концом, а по второму ее превосходит\"</i>. 4-5 shows the trump 5. 6-6 matches the 6 of "
                     "4-6 and beats it on the other end (6 against 4). 1-4 matches the 4 but its 1 is lower "
                     "than 6; the other tiles neither match nor show a 5, so the pair goes to the leader."),
    ),
    Exercise(
        msg("Forty-Two, four bots (seed 657): players 0 and 2 bid 41 and take 40 of the hand's 42 points. "
            "How many points do players 1 and 3 score for this hand?"),
        answer=43, compute=lambda: _points(_forty_two())[1],
        solution=msg("Seed 000: <i>\"если назначение не выполнено - 0 очков. Назначенную сумму получает противник, "
                     "плюс свои взятые\"</i>. 40 is short of the bid 41, so the bidders are set and score 0; "
                     "the opponents get the bid, 41, plus the 2 points they took: 43."),
    ),
    Exercise(
        msg("Candelabra, three bots (seed 56): player 0 took 1 trick, players 1 and 2 took 4 each. What does "
            "player 0 score?"),
        answer=-2, compute=lambda: _points(_candelabra())[0],
        picture=lambda: state_svg(_candelabra().replay(), caption=False, size=30),
        solution=msg("Seed 000: <i>\"если два игрока взяли по 4 взятки - третий получает - минус две\"</i>: "
                     "two players with 4 tricks each score 4, and the third is fined 2, so he writes −2 "
                     "(type <code>-2</code>). With a 3-3-3 split nobody scores."),
    ),
]
