"""Designs laid on Wagons' trains (``dl.design(base, layout="wagons")``): another chain game's deal,
lead, scoring, teams and match on Wagons' table. Wagons' integer loop (``games.chain.wagons_path``)
plays those whose other parts it honours by calling them — the deal (``game.deal``), the finished
deal's score (the state's ``_end``: the game's ``score_deal``), teams and the match — and leaves
to the engine those whose parts change what its loop restates (the moves, the turn, the draw, or
what a laid tile does to the state). Each one it takes is proved here against ``driver.run_deal``,
deal for deal and field for field, on every number of players and with Random, Greedy and mixed
bots."""

from __future__ import annotations

import functools

import pytest
from helpers import paths_taking, playout_with

import domino_lab as dl
from domino_lab.design import design

#: The bases whose design on Wagons' trains the loop plays (their deal, lead and scoring called).
TAKEN = ["kozel", "classic", "odd_even", "telephone"]
#: Those it leaves to the engine, and why: a state hook or a game hook of theirs acts in play.
LEFT = {"fork": "ForkState._apply (drawing passes the turn)",
        "seven": "Seven's after_play and its state's moves and turn",
        "blitz": "Blitz's deal, several tiles a move (MultiState) and its boneyard",
        "double_lock": "DoubleLockState.after_lay writes doubles_down for each double laid",
        "muggins": "MugginsState.after_lay (a double turned lengthwise)",
        # (a score that reads what the loop makes from its log only when read: the deal played twice)
        "sea_goat": "Sea Goat's score reads the history (the lead, the move that went out)",
        "milky_way": "Milky Way's score reads the table"}


@pytest.mark.parametrize("base", TAKEN)
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_the_wagons_loop_plays_a_design_on_its_trains_as_the_engine_does(base, kind):
    from helpers import proves_playouts, same_deal

    from domino_lab.games.chain import wagons_path

    game = design(base, layout="wagons")
    taken = paths_taking(game, 4)
    assert taken and taken[0] is wagons_path
    check = functools.partial(same_deal, record=("_log", "_tally", "_dealt"))
    proves_playouts(wagons_path, game, kind, seeds=12, check=check)


@pytest.mark.parametrize("base", TAKEN)
def test_simulate_gives_the_engines_rows_for_a_design_on_wagons_trains(base):
    from helpers import proves_simulate_rows

    from domino_lab.games.chain import wagons_path

    game = design(base, layout="wagons")
    proves_simulate_rows(wagons_path, game, game.default_players, n=20)
    fast = playout_with(wagons_path, game, 4, 3, [dl.bots.Random(k) for k in range(4)])
    assert isinstance(fast, game.StateClass)  # the design's state: its fields and its text


@pytest.mark.parametrize("base", sorted(LEFT))
def test_the_wagons_loop_leaves_a_design_whose_parts_act_in_play_to_the_engine(base):
    from domino_lab.games.chain import wagons_path

    game = design(base, layout="wagons")
    assert not wagons_path.takes(game, 4), LEFT[base]


def test_a_logged_move_the_engine_does_not_offer_is_an_error_when_the_table_is_made():
    """The table and history are made again from the log by the engine's own moves and laying
    (``logged.LoggedDeal._relaid``): a logged move none of the engine's moves stands for is an
    error, never a guess."""
    from domino_lab.games.chain import wagons_path

    game = design("kozel", layout="wagons")
    fast = playout_with(wagons_path, game, 4, 5, [dl.bots.Random(k) for k in range(4)])
    p, key = next((p, key) for p, key in fast._log if key[0] == 0)  # a play
    fast._log[fast._log.index((p, key))] = (p, (0, key[1], 99))  # on an end no table has
    with pytest.raises(dl.DominoError):
        _ = fast.history


def test_a_variant_of_a_design_on_wagons_trains_that_changes_a_rule_the_loop_restates_is_the_engines():
    """The loop restates Wagons' moves, its fish and how a tile is laid: a variant of a design it
    takes that changes one of them (the matching, who can play, the closed chain, a state that does
    something as a tile is laid) is left to the engine; one that changes only the scoring is not."""
    from domino_lab.games.chain import wagons_path
    from domino_lab.games.chain.base import ChainState

    base = type(design("kozel", layout="wagons"))
    assert wagons_path.takes(base(), 4)

    def with_state(**hooks):
        return type("G", (base,), {"StateClass": type("S", (base.StateClass,), hooks)})

    class Laying(ChainState):
        def _lay(self, player, play):
            super()._lay(player, play)
            self.passes += 0

    below = type("G", (base,), {"StateClass": type("S", (base.StateClass, Laying), {})})
    variants = [type("G", (base,), {"fits": lambda self, tile, value: True}),
                type("G", (base,), {"chain_closes": True}),
                with_state(can_play=lambda self, player: True), below]
    for cls in variants:
        assert not wagons_path.takes(cls(), 4), cls
    scored = type("G", (base,), {"hand_value": lambda self, hand: 0})
    assert wagons_path.takes(scored(), 4)
