"""A design's states pickle (``domino_lab.design.made``): in this process and in a fresh one that
has not built the design yet, so a process pool can take them (``dl.analyse(state, executor=...)``).

A design makes its game, state and options classes with ``type()`` when it is built; each is
pickled by how it was made, and unpickling builds the design again. The unpickled deal must be the
same deal: every field, its text, history, table and legal moves, and it must play on identically.
"""

from __future__ import annotations

import copy
import multiprocessing
import pickle
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import pytest

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.design.made import Made
from domino_lab.driver import playout, run_deal

#: Designs whose state class the design makes (laying: on a donor's layout, with a donor's deal
#: scoring; a named one; a trick game with another's deal scoring).
DESIGNS = [
    dict(base="blitz", layout="wagons"),
    dict(base="muggins", layout="wagons"),
    dict(base="wagons", deal_scoring="telephone"),
    dict(base="seven", layout="fork"),
    dict(base="double_lock", layout="fork", name="Fork lock"),
    dict(base="bingo", deal_scoring="candelabra"),
]


def _mid_deal(spec: dict, seed: int = 3, moves: int = 5) -> dl.State:
    game = dl.design(**spec)
    state = game.deal(game.default_players, seed=seed)
    for _k in range(moves):
        if state.over:
            break
        state.play(state.legal_moves()[-1])
    return state


def _played_on(state: dl.State) -> str:
    """The deal played to its end by seeded bots (a mix), as text."""
    bots = [Random(7) if p % 2 else Greedy() for p in range(state.players)]
    return run_deal(state.clone(), bots).to_text()


def _same(a: dl.State, b: dl.State) -> None:
    assert type(a) is type(b)
    assert a.__dict__.keys() == b.__dict__.keys()
    for key, value in a.__dict__.items():
        if key == "chance":
            assert pickle.dumps(value) == pickle.dumps(b.__dict__[key])
        else:
            assert value == b.__dict__[key], key
    assert a.to_text() == b.to_text()
    assert a.history == b.history
    assert a.table == b.table
    assert a.legal_moves() == b.legal_moves()
    assert a.game == b.game
    assert _played_on(a) == _played_on(b)


@pytest.mark.parametrize("spec", DESIGNS, ids=lambda s: "_".join(map(str, s.values())))
def test_a_design_state_pickles_and_plays_on(spec):
    state = _mid_deal(spec)
    assert isinstance(type(state), Made)  # (the design made this class: the case pickle could not find)
    _same(state, pickle.loads(pickle.dumps(state)))
    _same(state, pickle.loads(pickle.dumps(state, protocol=2)))
    _same(state, copy.deepcopy(state))


def test_a_design_s_classes_and_options_pickle_as_themselves():
    game = dl.design("blitz", layout="wagons")
    for made in (type(game), game.StateClass, type(game).Options, type(game).__mro__):
        assert pickle.loads(pickle.dumps(made)) == made
    assert pickle.loads(pickle.dumps(game.options)) == game.options
    assert pickle.loads(pickle.dumps(game)) == game


def test_a_finished_fast_path_deal_of_a_design_pickles():
    # (Wagons' logged path finishes a design's deal in a class it derives from the design's state)
    game = dl.design("wagons", deal_scoring="telephone")
    done = playout(game, [Random(1) for _p in range(4)], seed=5)
    again = pickle.loads(pickle.dumps(done))
    assert type(again) is type(done)
    assert again.to_text() == done.to_text() and again.history == done.history
    assert again.result() == done.result()


_FRESH = """
import pickle, sys
from domino_lab.bots import Greedy, Random
from domino_lab.driver import run_deal
out = []
for state in pickle.loads(sys.stdin.buffer.read()):
    bots = [Random(7) if p % 2 else Greedy() for p in range(state.players)]
    done = run_deal(state.clone(), bots).to_text()
    out.append((type(state).__name__, state.to_text(), repr(state.legal_moves()), done))
sys.stdout.buffer.write(pickle.dumps(out))
"""


def test_design_states_unpickle_in_a_fresh_process():
    states = [_mid_deal(spec, seed=11, moves=3) for spec in DESIGNS]
    done = subprocess.run([sys.executable, "-c", _FRESH], input=pickle.dumps(states), capture_output=True,
                          check=True)
    there = pickle.loads(done.stdout)
    here = [(type(s).__name__, s.to_text(), repr(s.legal_moves()), _played_on(s)) for s in states]
    assert there == here


def test_analyse_a_design_state_in_a_spawned_pool():
    state = _mid_deal(dict(base="blitz", layout="wagons"), seed=2, moves=12)
    assert not state.over
    here = dl.analyse(state, worlds=4, nodes=2000)
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        there = dl.analyse(state, worlds=4, nodes=2000, executor=pool, chunk=2)
    assert there.moves == here.moves
    assert there.text() == here.text()
