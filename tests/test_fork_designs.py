"""Designs that keep Fork's draw rule (``ForkState._apply``: a draw starts the round of passes
again and, with ``draw_passes``, ends the turn) on another game's line are played by the chain
family's integer loop (``games.chain.kernel``, ``games.chain.seeded`` for ``dl.simulate``'s fresh
``Random`` seats), deal for deal, position for position and row for row, field for field, as the
object engine plays them; and the loop leaves to the other roads a state that changes anything
else."""

from __future__ import annotations

import functools

import pytest
from helpers import (
    bots_of,
    checked_engine,
    paths_taking,
    playout_with,
    proves_finishes,
    proves_playouts,
    proves_simulate_rows,
    same_deal,
)

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import kernel
from domino_lab.games.chain.fork import ForkState
from domino_lab.games.chain.played_out import out_class

#: (base, kind, donor): dl.design(base, kind=donor), played by the chain kernel.
TAKEN = [("fork", "layout", "classic"), ("fork", "layout", "kozel"), ("fork", "layout", "general")]

_check = functools.partial(same_deal, record=("_log", "_tally", "_start"))


def _ids(spec):
    return "{}-{}={}".format(*spec)


def _design(spec, **options):
    base, kind, donor = spec
    return dl.design(base, **{kind: donor}, **options)


@pytest.mark.parametrize("spec", TAKEN, ids=_ids)
def test_a_design_with_forks_draw_on_a_line_is_played_by_the_kernel_as_the_engine_plays_it(spec):
    game = _design(spec)
    players = game.default_players
    taken = paths_taking(game, players)
    assert taken and taken[0] is kernel
    for kind in ("random", "greedy", "mixed"):
        proves_playouts(kernel, game, kind, seeds=8, check=_check)
    proves_finishes(kernel, game, seeds=6, check=_check)
    for n in range(game.info.players[0], game.info.players[1] + 1):
        proves_simulate_rows(kernel, game, n, n=25)


def test_the_finished_deal_is_of_the_engines_state_class():
    game = _design(TAKEN[0])
    fast = playout_with(kernel, game, 4, 1, [dl.bots.Random(k) for k in range(4)])
    assert isinstance(fast, ForkState) and type(fast) is out_class(ForkState)
    assert repr(fast).startswith("<ForkState ")
    import pickle

    again = pickle.loads(pickle.dumps(fast))  # (its class is made once a process: pickled by the engine's)
    assert type(again) is type(fast) and again.to_text() == fast.to_text() and again.history == fast.history


def test_the_draw_passes_option_is_read_as_forks_state_reads_it():
    """With ``draw_passes=False`` a player who draws a tile that fits plays it in the same turn."""
    from domino_lab.driver import run_deal

    game = dl.design("fork", layout="kozel", options={"draw_passes": False})
    assert kernel.takes(game, 4)
    for seed in range(12):
        for players in (2, 3, 4):
            fast = playout_with(kernel, game, players, seed, [dl.bots.Random(seed + k) for k in range(players)])
            _check(fast, run_deal(game.deal(players, seed), [dl.bots.Random(seed + k) for k in range(players)]))
    proves_simulate_rows(kernel, game, 3, n=25)


def test_a_state_that_changes_more_than_forks_draw_is_left_to_the_other_roads():
    from domino_lab.games.chain.base import ChainGame, ChainState
    from domino_lab.games.chain.draw_rule import fork_draw

    class Other(ForkState):
        def _apply(self, move):
            super()._apply(move)

    class Extra(ForkState):
        def _next_turn(self, step=1):
            super()._next_turn(step)

    assert fork_draw(ForkState) is True and fork_draw(Other) is None and fork_draw(Extra) is True
    assert fork_draw(ChainState) is False and not kernel._on_fork_state(Extra)
    game = _design(TAKEN[1])
    for state in (Other, Extra):
        odd = type("Odd", (type(game),), {"StateClass": state})
        assert not kernel._game_supported(odd)
    assert issubclass(type(game), ChainGame)


#: (base, kind, donor): designs laid on Fork's parallel rows, played by the object engine (Fork's
#: own loop, ``games.chain.fork_path``, was retired on 2026-12-05).
ON_FORKS_ROWS = [("blitz", "layout", "fork")]


@pytest.mark.parametrize("spec", ON_FORKS_ROWS, ids=_ids)
def test_a_design_on_forks_rows_is_played_by_the_engine(spec):
    """Blitz on Fork's rows: Blitz's deal (a common lead for five or six players, nothing drawn
    after it: ``BlitzState._boneyard_open``, asked of the state) and lead, Fork's rows and draw.
    Whatever road takes it (the object engine), ``dl.playout`` plays, deal for deal and field for
    field, what ``run_deal`` plays."""
    from domino_lab.driver import playout, run_deal

    game = _design(spec)
    for players in range(game.info.players[0], game.info.players[1] + 1):
        assert not any(p.__name__.endswith("fork_path") for p in paths_taking(game, players))
        for seed in range(6):
            fast = playout(game, [dl.bots.Random(seed + k) for k in range(players)], seed)
            slow = run_deal(game.deal(players, seed), [dl.bots.Random(seed + k) for k in range(players)])
            same_deal(fast, slow)


#: (base, kind, donor): Fork's rules, its draw among them, on another game's table with a rule the
#: chain kernel does not write (an end rule, moves of several tiles, a cross or a house): the engine's
#: (the hooked loop played them until 2026-12-05).
ON_THE_ENGINE = [("fork", "layout", donor) for donor in
                 ("sea_goat", "blitz", "ladder", "double_lock", "donkey", "odd_even", "telephone", "muggins")]


@pytest.mark.parametrize("spec", ON_THE_ENGINE, ids=_ids)
def test_a_design_with_forks_draw_on_another_table_plays_as_the_checked_engine(spec):
    """The driver's short road (``run_deal``'s loop, the chain family's ``_apply`` without the
    layers of hooks that hand on) plays each deal, field for field, as its checked loop does."""
    game = _design(spec)
    players = game.default_players
    assert not paths_taking(game, players)
    off = _design(spec, options={"draw_passes": False})  # (a draw that keeps the turn; the passes start again)
    for made, kinds in ((game, ("random", "greedy", "mixed")), (off, ("random",))):
        for kind in kinds:
            for seed in range(5):
                same_deal(run_deal(made.deal(players, seed), bots_of(kind, players, seed)),
                          checked_engine(made.deal(players, seed), bots_of(kind, players, seed)))
