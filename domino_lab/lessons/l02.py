"""Exercises of lesson 02, discard and collecting games: Biryuk's discard choice, a double clearing
Pit's chain, and Roulette's count round the table, plain and with the seed's "lower or higher?"."""

from __future__ import annotations

from ..bots import Greedy, Random
from ..draw import state_svg
from ..games.registry import game
from ..i18n import msg
from ..match import play
from ..positions import position
from . import Exercise

PLAYERS4 = (msg("player 0"), msg("player 1"), msg("player 2"), msg("player 3"))


def _biryuk():
    """The notebook's Biryuk deal after the lead: 0-1 on the table, player 1 to attach."""
    state = game("biryuk").deal(players=4, seed=5153)
    return state.play("lead 0-1")


def _hand_after_taking_back() -> int:
    state = _biryuk().play("1-3 on 0-1, discard 1-3 and take 0-1")
    return len(state.hands[1])


def _pit_position():
    """A Pit deal between bots (seed 3913) at move 8: player 2 may clear the chain with 1-1."""
    bots = [Greedy(), Random(1), Greedy(), Random(3)]
    return play(game("pit"), bots, seed=3913).replay(7)


def _sent_to_pit() -> int:
    before = _pit_position()
    after = before.clone().play("1-1 on 1")
    return len(after.pit) - len(before.pit)


def _roulette(**options):
    """Four players, the next tile face down in the boneyard is 2-4, player 0 draws it."""
    if options.get("call_end"):
        return position(game("roulette", **options), ["", "", "", ""], boneyard="2-4", turn=1, drawer=0)
    return position(game("roulette", **options), ["", "", "", ""], boneyard="2-4")


def _next_drawer(**options) -> str:
    state = _roulette(**options)
    state.play("call higher" if options.get("call_end") else "draw")
    return f"player {state.drawer}"


EXERCISES = [
    Exercise(
        msg("Biryuk, the lesson's deal: 0-1 lies on the table and player 1 holds seven tiles. He attaches "
            "1-3 and discards <i>his own</i> tile: <code>1-3 on 0-1, discard 1-3 and take 0-1</code>. "
            "How many tiles does he hold after this move?"),
        answer=7, compute=_hand_after_taking_back,
        picture=lambda: state_svg(_biryuk(), playable=False, size=36),
        solution=msg("Seed 000's Biryuk: after attaching, the player discards one of the two tiles. If he "
                     "discards his own, he must take the tile that was on the table into his hand: one tile "
                     "out, one tile in, so he still holds 7, and the next player leads afresh. Discarding the "
                     "old tile instead (<code>1-3 on 0-1, discard 0-1</code>) leaves him 6 and his 1-3 on the "
                     "table for the next player."),
    ),
    Exercise(
        msg("Pit, four bots (seed 3913), move 8: player 2 lays 1-1 on the open end 1. How many tiles does "
            "this move send to the pit?"),
        answer=6, compute=_sent_to_pit,
        picture=lambda: state_svg(_pit_position(), playable=False, size=36),
        solution=msg("Seed 000's Pit: a double laid on the chain sends the whole chain, double and all, into "
                     "the pit, and the same player leads again. The chain holds five tiles (1-4 4-5 5-0 0-3 "
                     "3-4), so 1-1 takes 5 + 1 = 6 tiles out of the game for good."),
    ),
    Exercise(
        msg("Roulette, four players: player 0 draws 2-4 and keeps it. Who draws next?"),
        answer="player 2", choices=PLAYERS4,
        compute=_next_drawer,
        solution=msg("Seed 000's <i>Рулетка</i>: the drawn tile's pips are counted round the table to find who "
                     "draws next. Counting from the drawer's neighbour (where the seed is silent, this package's "
                     "reading), 2 + 4 = 6 counts players 1, 2, 3, 0, 1, 2: player 2 draws next."),
    ),
    Exercise(
        msg("The same draw with the seed's variant, <code>dl.game(\"roulette\", call_end=True)</code>: "
            "before 2-4 is turned, player 1 calls \"higher\". Who draws next?"),
        answer="player 0", choices=PLAYERS4,
        compute=lambda: _next_drawer(call_end=True),
        solution=msg("With <code>call_end=True</code> only the called end is counted: \"higher\" counts the 4. "
                     "Four steps round four players come back to the drawer (1, 2, 3, 0), so player 0 draws "
                     "again, and player 1 is asked again. The knob changes who draws next: 6 in the plain "
                     "game, 4 or 2 in the variant."),
    ),
]
