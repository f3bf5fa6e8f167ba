"""The chain family's deal kept as integers (``games.chain.played_out.PlayedOut``), played by the
driver's one loop: the same deal as the engine's, move for move, and the engine's own state again
from the moment anything reads its tiles."""

from __future__ import annotations

import pickle

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import kernel
from domino_lab.games.chain.base import ChainState
from domino_lab.games.counting import counted_line
from domino_lab.games.counting.base import CountingState

# the catalogue's games the chain family keeps as integers, and designs counted on their line
SPECS = [("kozel", {}), ("classic", {}), ("general", {}), ("kozel", {"deal_scoring": "muggins"}),
         ("muggins", {"layout": "kozel"})]
BOTS = {"random": lambda k: dl.bots.Random(k), "greedy": lambda k: dl.bots.Greedy(),
        "mixed": lambda k: dl.bots.Random(k) if k % 2 else dl.bots.Greedy()}


def _game(gid: str, parts: dict):
    return dl.design(gid, **parts) if parts else dl.game(gid)


def _out(game):
    """The class the deal is kept in: ``None`` (the game's ``PlayedOut``) or the counted line's."""
    if kernel.takes(game, 4):
        return None
    assert counted_line.takes(game, 4)
    return counted_line._out(type(game))


def _same(a, b) -> bool:
    """Two finished deals alike in every field the engine leaves."""
    return (a.to_text() == b.to_text() and a.result() == b.result() and a.history == b.history
            and a.move_tally() == b.move_tally() and a.last_single == b.last_single and a.drawn == b.drawn
            and getattr(a, "scored", None) == getattr(b, "scored", None)
            and getattr(a, "score_log", None) == getattr(b, "score_log", None)
            and getattr(a, "_engine_name", type(a).__name__) == type(b).__name__)


@pytest.mark.parametrize("gid,parts", SPECS)
@pytest.mark.parametrize("kind", sorted(BOTS))
def test_played_by_run_deal_is_the_engines_deal(gid, parts, kind):
    game = _game(gid, parts)
    make = BOTS[kind]
    low, high = game.info.players
    for players in range(low, min(high, 4) + 1):
        for seed in range(6):
            kept = kernel.deal(game, players, seed, None, _out(game))
            assert isinstance(kept.__dict__.get("_masks"), list)  # (kept as integers until it ends)
            run_deal(kept, [make(k) for k in range(players)])
            plain = run_deal(game.deal(players, seed), [make(k) for k in range(players)])
            assert _same(kept, plain), (gid, parts, kind, players, seed)


@pytest.mark.parametrize("gid,parts", SPECS)
def test_a_read_makes_it_the_engines_state(gid, parts):
    """Reading the hands after ``stop`` moves makes the deal a plain state of the engine's class (a
    counted one with its plays so far counted), which goes on as the engine's."""
    game = _game(gid, parts)
    players = game.default_players
    engine_class = CountingState if isinstance(game.deal(players, 0), CountingState) else ChainState
    for seed in range(8):
        for stop in (0, 1, 5, 12):
            kept, plain = kernel.deal(game, players, seed, None, _out(game)), game.deal(players, seed)
            bots_k, bots_p = [dl.bots.Random(k) for k in range(players)], [dl.bots.Random(k) for k in range(players)]
            moves = 0
            while not plain.over:
                if moves == stop:
                    assert kept.hands == plain.hands
                    assert type(kept) is type(plain) and isinstance(kept, engine_class)
                    assert "_masks" not in kept.__dict__
                    assert kept.table.to_text() == plain.table.to_text()
                    assert getattr(kept, "scored", None) == getattr(plain, "scored", None)
                legal_k, legal_p = kept.legal_moves(), plain.legal_moves()
                assert legal_k == legal_p
                kept.play(legal_k[0] if len(legal_k) == 1 else bots_k[kept.current].choose(None, legal_k))
                plain.play(legal_p[0] if len(legal_p) == 1 else bots_p[plain.current].choose(None, legal_p))
                moves += 1
            assert _same(kept, plain), (gid, parts, seed, stop)


def test_a_refused_move_changes_nothing_and_copies_are_plain():
    game = dl.game("kozel")
    kept = kernel.deal(game, 4, 3)
    with pytest.raises(dl.errors.IllegalMove):
        kept.play("6-6 on 5")
    plain = game.deal(4, 3)
    assert kept.to_text() == plain.to_text() and type(kept) is ChainState  # (the refusal read the hands)
    live = kernel.deal(game, 4, 3)
    copy = live.clone()
    assert type(copy) is ChainState and "_masks" in live.__dict__  # the copy is plain; the deal goes on as it was
    live.play(live.legal_moves()[0])  # (a move made by hand: the engine's plain state from here, as the copy)
    copy.play(copy.legal_moves()[0])
    assert type(live) is ChainState and live.to_text() == copy.to_text()
    again = pickle.loads(pickle.dumps(live))
    assert type(again) is ChainState and again.to_text() == copy.to_text()
    bots = [dl.bots.Greedy() for _ in range(4)]
    assert _same(run_deal(live, bots), run_deal(copy, [dl.bots.Greedy() for _ in range(4)]))
