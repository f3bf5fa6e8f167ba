"""Exercises of lesson 03b, trains and parallel lines: Fork's gap rule and its ``max_gap`` knob,
the train a Wagons double uncouples, and what a Sausage cut hands over."""

from __future__ import annotations

from ..draw import state_svg
from ..games.base import State
from ..games.chain.sausage import SausageState
from ..games.registry import game
from ..i18n import msg
from ..tiles import DominoSet, parse_tiles, tiles_text
from . import Exercise, playable


def _rest(*used: str) -> str:
    """The tiles of the double-six set not named in ``used``."""
    taken = {t for part in used for t in parse_tiles(part)}
    return tiles_text(t for t in DominoSet(6) if t not in taken)


def _fork(table: str, on_table: str, hands: str, **options) -> State:
    """A Fork position with ``table`` (whose tiles are ``on_table``) and ``hands``; the rest of the
    set is the boneyard."""
    boneyard = _rest(on_table, hands.replace("/", " "))
    return State.from_text(f"fork | hands: {hands} | table: {table} | boneyard: {boneyard} | turn: 0",
                           game=game("fork", **options))


def _fork_gap() -> State:
    return _fork("across 3-3; top 3-5 5-1; bottom -", "3-3 3-5 5-1", "1-4 3-6 2-3 1-1 / 0-0 5-5")


def _fork_step(**options) -> State:
    return _fork("across 1-2; top 1-3; bottom -", "1-2 1-3", "3-4 2-6 0-0 / 5-5 6-6", **options)


def _wagons() -> State:
    """Main chain [2-2] 2-4 4-1 1-6 6-3; player 0 holds 4-4 (and two tiles that fit nowhere)."""
    hands = "4-4 0-0 5-5 / 1-1 6-6 / 0-1 / 0-2 " + _rest("2-2 2-4 4-1 1-6 6-3", "4-4 0-0 5-5 1-1 6-6 0-1 0-2")
    # strict=False: a lesson position, the tiles it ignores wait in the last hand
    return State.from_text(f"wagons | hands: {hands} | table: main: [2-2] 2-4 4-1 1-6 6-3 | boneyard: - | turn: 0",
                           strict=False)


def _train_length() -> int:
    state = _wagons()
    state.play("4-4 uncouples main between 2-4 and 1-4")
    return len(state.table.chains[state.table.chain_of("train1")])


def _sausage() -> State:
    """The notebook's two lines; player 0 has just taken 1-6 from his row."""
    on_table = "3-4 1-3 1-2 2-5 4-6 6-6 0-6"
    others = _rest(on_table, "1-1 1-6").split()
    return State.from_text(
        "sausage | hands: - / - | table: across 3-4; top 3-1 1-2 2-5; bottom 4-6 6-6 6-0 | boneyard: - | "
        f"turn: 0 | rows: {' '.join(others[:10])} 1-1 1-6 / {' '.join(others[10:])}")


def _handed_over() -> int:
    state = _sausage()
    assert isinstance(state, SausageState)
    before = len(state.rows[1])
    state.play("1-6 cuts at 1")
    return len(state.rows[1]) - before


EXERCISES = [
    Exercise(
        msg("Fork: the lead 3-3 lies across, the top line is 3-5 5-1 and the bottom line is still empty. "
            "Player 0 holds 1-4, 3-6, 2-3 and 1-1. Which of them may he lay?"),
        answer=frozenset(parse_tiles("3-6 2-3")), compute=lambda: playable(_fork_gap()),
        picture=lambda: state_svg(_fork_gap(), playable=False, size=36, hands=[0]),
        solution=msg("Seed 000's Fork: either half-chain may grow, <i>\"но разрыв в длине не должен превышать 2-х "
                     "костей. Если две уже есть, разрешается ходить только на короткую\"</i>. The top line is "
                     "two tiles longer, so only the bottom line, which shows the lead's 3, may grow: 3-6 and "
                     "2-3. 1-4 and 1-1 match the top end, 1, but may not go there now."),
    ),
    Exercise(
        msg("Fork with <code>dl.game(\"fork\", max_gap=1)</code>: the lead 1-2 lies across, the top line is "
            "1-3, the bottom line is empty. Player 0 holds 3-4, 2-6 and 0-0. Which of them may he lay?"),
        answer=frozenset(parse_tiles("2-6")), compute=lambda: playable(_fork_step(max_gap=1)),
        picture=lambda: state_svg(_fork_step(max_gap=1), playable=False, size=36, hands=[0]),
        solution=msg("<code>max_gap</code> is the most one line may run ahead of the other: 2 in the seed, 1 "
                     "here. The top line is already one tile longer, so only the bottom line, showing 2, may "
                     "grow: 2-6. With the seed's rule (<code>dl.game(\"fork\")</code>) 3-4 could go on the top "
                     "line's 3 as well. 0-0 fits nowhere."),
    ),
    Exercise(
        msg("Wagons: the main chain is 2-2 2-4 4-1 1-6 6-3, the lead 2-2 at its left. Player 0 lays 4-4 into "
            "the joint 2-4|4-1 and uncouples. How many tiles are in his new train?"),
        answer=3, compute=_train_length,
        picture=lambda: state_svg(_wagons(), playable=False, size=36, hands=[0]),
        solution=msg("Seed 000's Wagons: <i>\"дубль остается в месте разрыва, всё остальное становится отдельной "
                     "собственной цепочкой (эшелоном) расцепителя\"</i>. The double stays at the break, on the "
                     "lead's side (main becomes 2-2 2-4 4-4), and the part away from the lead, 4-1 1-6 6-3, "
                     "becomes player 0's train: 3 tiles, on which nobody else may play."),
    ),
    Exercise(
        msg("Sausage, the lesson's two lines (top 3-1 1-2 2-5, bottom 4-6 6-6 6-0 from the lead 3-4). "
            "Player 0 takes 1-6 from his row: it fits no end, but after one tile of each line the joints "
            "show 1 and 6, so it cuts there. How many tiles go to player 1's row?"),
        answer=3, compute=_handed_over,
        picture=lambda: state_svg(_sausage(), playable=False, size=36),
        solution=msg("Seed 003: a tile that matches both lines at one place is laid across them and cuts the "
                     "sausage; everything before the cut goes to the opponent, to the left end of his row. "
                     "Before the cut lie the lead 3-4 and the first tile of each line, 3-1 and 4-6: 3 tiles. "
                     "1-6 is the new lead, and the lines go on from it: top 1-2 2-5, bottom 6-6 6-0."),
    ),
]
