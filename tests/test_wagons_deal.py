"""Wagons' deal kept as integers (``games.chain.wagons_deal.KeptWagons``), played by the driver's
one loop: the same deal as the engine's, move for move and field for field, and the engine's own
state again from the moment anything reads its tiles."""

from __future__ import annotations

import pickle

import pytest
from helpers import playout_with

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain import wagons_path
from domino_lab.games.chain.wagons import WagonsState

# Wagons and its variants, and the designs Wagons' path takes (another deal scoring, counted in play or
# not; another game's deal, lead and scoring laid on Wagons' trains)
SPECS = [("wagons", {}), ("wagons", {"draw": "one"}), ("wagons", {"uncoupling": False}),
         ("wagons", {"deal_scoring": "muggins"}), ("wagons", {"deal_scoring": "telephone"}),
         ("kozel", {"layout": "wagons"}), ("telephone", {"layout": "wagons"})]
BOTS = {"random": lambda k: dl.bots.Random(k), "greedy": lambda k: dl.bots.Greedy(),
        "mixed": lambda k: dl.bots.Random(k) if k % 2 else dl.bots.Greedy()}
_OPTIONS = ("draw", "uncoupling")


def _game(gid: str, parts: dict):
    options = {k: v for k, v in parts.items() if k in _OPTIONS}
    design = {k: v for k, v in parts.items() if k not in _OPTIONS}
    return dl.design(gid, **design) if design else dl.game(gid, **options)


def _same(a, b) -> bool:
    """Two finished deals alike in every field the engine leaves."""
    return (a.to_text() == b.to_text() and a.result() == b.result() and a.history == b.history
            and a.move_tally() == b.move_tally() and a.first_player == b.first_player
            and (a.current, a.passes, a.drawn, a.last_player, a.last_single)
            == (b.current, b.passes, b.drawn, b.last_player, b.last_single)
            and a.table == b.table and a.hands == b.hands and a.boneyard == b.boneyard
            and getattr(a, "scored", None) == getattr(b, "scored", None)
            and getattr(a, "score_log", None) == getattr(b, "score_log", None)
            and isinstance(a, type(b)) and repr(a) == repr(b))


@pytest.mark.parametrize("gid,parts", SPECS)
@pytest.mark.parametrize("kind", sorted(BOTS))
def test_played_by_run_deal_is_the_engines_deal(gid, parts, kind):
    game = _game(gid, parts)
    make = BOTS[kind]
    assert wagons_path.takes(game, 4)
    low, high = game.info.players  # (Wagons: 2 to 4)
    for players in range(low, high + 1):
        for seed in range(6):
            plain = run_deal(game.deal(players, seed), [make(k) for k in range(players)])
            kept = wagons_path.deal(game, players, seed)
            assert isinstance(kept.__dict__.get("_masks"), list)  # (kept as integers until it ends)
            run_deal(kept, [make(k) for k in range(players)])
            assert "_masks" not in kept.__dict__
            assert _same(kept, plain), (gid, parts, kind, players, seed)


@pytest.mark.parametrize("gid,parts", SPECS)
def test_a_read_makes_it_the_engines_state(gid, parts):
    """Reading the hands (or the table, or the history) after ``stop`` moves makes the deal a plain
    state of the engine's class, with its plays so far counted where the design counts in play,
    which goes on as the engine's."""
    game = _game(gid, parts)
    players = game.default_players
    reads = ("hands", "table", "history", "boneyard")
    for seed in range(8):
        for stop in (0, 1, 5, 12, 20):
            kept, plain = wagons_path.deal(game, players, seed), game.deal(players, seed)
            bots_k, bots_p = [dl.bots.Random(k) for k in range(players)], [dl.bots.Random(k) for k in range(players)]
            moves = 0
            while not plain.over:
                if moves == stop:
                    getattr(kept, reads[seed % len(reads)])
                    assert type(kept) is type(plain) and isinstance(kept, WagonsState)
                    assert "_masks" not in kept.__dict__ and "_log" not in kept.__dict__
                    assert kept.hands == plain.hands and kept.boneyard == plain.boneyard
                    assert kept.table == plain.table and kept.history == plain.history
                    assert getattr(kept, "scored", None) == getattr(plain, "scored", None)
                legal_k, legal_p = kept.legal_moves(), plain.legal_moves()
                assert legal_k == legal_p
                kept.play(legal_k[0] if len(legal_k) == 1 else bots_k[kept.current].choose(None, legal_k))
                plain.play(legal_p[0] if len(legal_p) == 1 else bots_p[plain.current].choose(None, legal_p))
                moves += 1
            assert _same(kept, plain), (gid, parts, seed, stop)


def test_a_match_s_deal_is_the_engines():
    """A later deal of a match (its winner leads any tile: ``context["leader"]``) and a deal from no
    seed are dealt as the engine deals them (``wagons_path.playout``, as a match asks it)."""
    from domino_lab.match import _Context

    for gid, parts in SPECS:
        game = _game(gid, parts)
        low, high = game.info.players
        for players in range(low, high + 1):
            for seed in range(4):
                match = _Context({"leader": seed % players})
                fast = playout_with(wagons_path, game, players, seed, [dl.bots.Random(k) for k in range(players)],
                                    match)
                slow = run_deal(game.deal(players, seed, match), [dl.bots.Random(k) for k in range(players)])
                assert _same(fast, slow), (gid, parts, players, seed)
    game = dl.game("wagons")
    fresh = wagons_path.deal(game, 4, None)  # (no seed: it could not be dealt again to make its table)
    assert fresh.seed is None and type(fresh) is WagonsState and "hands" in fresh.__dict__
    done = dl.playout(game, [dl.bots.Random(k) for k in range(4)], seed=None)
    assert done.over and done.to_text() and done.history[0][0] == done.first_player


def test_its_moves_are_the_engines_objects():
    """The moves handed to a bot are the very objects the engine's state lists, in its order."""
    game = dl.game("wagons")
    for seed in range(6):
        kept, plain = wagons_path.deal(game, 4, seed), game.deal(4, seed)
        while not plain.over:
            legal_k, legal_p = list(kept._legal_moves()), plain.legal_moves()
            assert len(legal_k) == len(legal_p) and all(a is b for a, b in zip(legal_k, legal_p))
            move = legal_p[seed % len(legal_p)]
            kept.play(move)
            plain.play(move)
        assert _same(kept, plain)


def test_a_refused_move_changes_nothing_and_copies_are_plain():
    game = dl.game("wagons")
    kept = wagons_path.deal(game, 4, 3)
    with pytest.raises(dl.errors.IllegalMove):
        kept.play("0-0 on 5")
    plain = game.deal(4, 3)
    assert kept.to_text() == plain.to_text() and type(kept) is WagonsState  # (the refusal read the hands)
    live = wagons_path.deal(game, 4, 3)
    for _ in range(3):
        live.play(live.legal_moves()[0])
    copy = live.clone()
    assert type(copy) is WagonsState and "_masks" in live.__dict__  # the copy is plain; the deal goes on as it was
    again = pickle.loads(pickle.dumps(live))
    assert type(again) is WagonsState and again.to_text() == copy.to_text()
    bots = [dl.bots.Greedy() for _ in range(4)]
    assert _same(run_deal(live, bots), run_deal(copy, [dl.bots.Greedy() for _ in range(4)]))
    done = pickle.loads(pickle.dumps(live))
    assert type(done) is type(live) and _same(done, live)


def test_any_bot_that_does_not_look_is_asked_as_the_driver_asks_it():
    """No bot's choice is restated: a bot of its own that chooses from the legal moves alone
    (``looks = False``) is taken, and asked ``choose(None, legal)`` only where more than one move is legal."""

    class Last(dl.bots.Random):
        asked = 0

        def choose(self, observation, legal_moves):
            assert observation is None and len(legal_moves) > 1
            Last.asked += 1
            return legal_moves[-1]

    game = dl.game("wagons")
    assert wagons_path.takes(game, 4)
    fast = playout_with(wagons_path, game, 4, 2, [Last(k) for k in range(4)])
    asked, Last.asked = Last.asked, 0
    slow = run_deal(game.deal(4, 2), [Last(k) for k in range(4)])
    assert _same(fast, slow) and asked == Last.asked > 0
