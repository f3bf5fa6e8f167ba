"""An attack run on the chain family's deal kept as integers (``games.chain.played_out.PlayedOut``):
kept deals (``kernel.deal``, ``kernel.playout``/``finish``, counted designs, variants with hooks of
their own) used as a user or the package uses a state, at every step against the engine's plain
state of the same deal played with the same moves (the object engine alone: no fast path)."""

from __future__ import annotations

import copy
import pickle

import pytest
from helpers import finish_with, playout_with

import domino_lab as dl
from domino_lab.driver import finish as driver_finish
from domino_lab.driver import run_deal
from domino_lab.games import kept
from domino_lab.games.chain import kernel
from domino_lab.games.chain.classic import Classic
from domino_lab.games.chain.kozel import Kozel
from domino_lab.games.counting import counted_line
from domino_lab.games.state import State
from domino_lab.moves import Draw, Pass, Play

SPECS = [("kozel", {}), ("classic", {}), ("general", {}), ("kozel", {"deal_scoring": "muggins"}),
         ("muggins", {"layout": "kozel"})]


def _game(gid: str, parts: dict):
    return dl.design(gid, **parts) if parts else dl.game(gid)


def _kept(game, players: int, seed: int, match=None):
    """The deal kept as integers (a counted design in the counted line's class)."""
    out = None if kernel.takes(game, 4) else counted_line._out(type(game))
    return kernel.deal(game, players, seed, match, out)


def _engine(call, *args, **kwargs):
    """``call(*args, **kwargs)`` on the object engine alone (no compact form taking any deal meanwhile)."""
    with kept.engine_alone():
        return call(*args, **kwargs)


def _fields(s) -> dict:
    """Everything a user reads of a state."""
    out = {"text": s.to_text(), "describe": s.describe(), "status": [str(x) for x in s.status()],
           "legal": s.legal_moves(), "history": list(s.history), "tally": s.move_tally(), "first": s.first_player,
           "state": (s.over, s.current, s.drawn, s.passes, s.last_player, s.last_single, dict(s.context)),
           "scored": (getattr(s, "scored", None), getattr(s, "score_log", None))}
    for p in range(s.players):
        out[f"obs{p}"] = s.observation(p).public.describe()
    if s.over:
        out["result"] = (s.result(), s.returns())
    return out


@pytest.mark.parametrize("gid,parts", [("kozel", {"deal_scoring": "muggins"}), ("muggins", {"layout": "kozel"})])
def test_a_counted_deal_in_play_shows_its_score(gid, parts):
    """Defect: ``status()`` (and ``scored``, ``score_log``) of a counted deal in play raised
    AttributeError (counted only when the deal ends); it reads now as the engine's."""
    game = _game(gid, parts)
    for seed in range(4):
        for stop in (0, 1, 4, 9):
            kept, plain = _kept(game, 2, seed), _engine(game.deal, 2, seed)
            for _ in range(stop):
                if plain.over:
                    break
                move = plain.legal_moves()[-1]
                kept.play(move)
                plain.play(move)
            assert [str(x) for x in kept.status()] == [str(x) for x in plain.status()]
            assert _fields(kept) == _fields(plain)


class ReadsHistory(Kozel):
    """A hook that may write (so it is called on the kept deal itself) and reads the history and the tally."""

    def after_play(self, state, player, move):
        state.context.setdefault("seen", []).append((len(state.history), state.move_tally(), state.first_player))


class CountsMoves(Kozel):
    """One that reads only the tally: the deal stays kept as integers through its calls."""

    def after_play(self, state, player, move):
        state.context.setdefault("seen", []).append(state.move_tally())


@pytest.mark.parametrize("cls", [ReadsHistory, CountsMoves])
def test_a_writing_hook_sees_the_history_without_the_move_in_hand(cls):
    """Defect: an ``after_play`` called on the kept deal (one that may write) saw the move being
    made in ``history`` and ``move_tally()`` (the loop logs it before the hook; the engine records it
    after); it sees now what the engine shows it, and the move is recorded once."""
    cls.info = Kozel.info
    game = cls()
    for players in (2, 3, 4):
        for seed in range(4):
            bots = [dl.bots.Random(k) if k % 2 else dl.bots.Greedy() for k in range(players)]
            fast = playout_with(kernel, game, players, seed, bots)
            slow = _engine(run_deal, game.deal(players, seed),
                           [dl.bots.Random(k) if k % 2 else dl.bots.Greedy() for k in range(players)])
            assert fast.context == slow.context, (cls, players, seed)
            assert fast.history == slow.history and fast.move_tally() == slow.move_tally()
            assert fast.to_text() == slow.to_text() and fast.result() == slow.result()


# -- what held: every use of a kept deal, pinned against the engine alone ------------------------------------------
VARIANTS = [*SPECS, ("fork", {"layout": "kozel"}), ("kozel", {"draw": "one"}), ("kozel", {"draw": "none"}),
            ("kozel", {"undrawable": 3}), ("classic", {"draw": "one", "fish_when": "stuck"}),
            ("general", {"fish_when": "stuck"}), ("fork", {"layout": "kozel", "draw_passes": False})]


def _variant(gid: str, parts: dict):
    """A design (its parts name games) or a catalogue game with options."""
    if any(k in ("layout", "deal_scoring") for k in parts):
        kinds = {k: v for k, v in parts.items() if k in ("layout", "deal_scoring")}
        made = dl.design(gid, **kinds)
        return type(made)(**{k: v for k, v in parts.items() if k not in kinds}) if len(kinds) < len(parts) else made
    return dl.game(gid, **parts)


def _reads(s) -> dict:
    """``_fields`` and the copies a user makes, each read as a user reads it."""
    out = _fields(s)
    for name, make in (("clone", s.clone), ("copy", lambda: copy.copy(s)), ("deepcopy", lambda: copy.deepcopy(s)),
                       ("pickle", lambda: pickle.loads(pickle.dumps(s)))):
        c = make()
        out[name] = (c.to_text(), list(c.history), c.move_tally(), c.first_player)
    back = State.from_text(s.to_text(), game=s.game)
    out["from_text"] = back.to_text()
    s.check_conservation()
    return out


@pytest.mark.parametrize("gid,parts", VARIANTS)
def test_every_read_of_a_kept_deal_is_the_engines(gid, parts):
    """At several points of a deal kept as integers (2-4 players, Random and Greedy seats), everything
    a user reads (text, describe, status, legal moves, history, tally, first player, observations,
    copies, a text round trip, conservation) is the engine's; the deal then goes on as the engine's."""
    game = _variant(gid, parts)
    low, high = game.info.players
    for players in range(low, min(high, 4) + 1):
        for seed in range(2):
            for stop in (0, 1, 6, 13):
                kept, plain = _kept(game, players, seed), _engine(game.deal, players, seed)
                bots = [dl.bots.Random(k) if (k + seed) % 2 else dl.bots.Greedy() for k in range(players)]
                moves = 0
                while not plain.over:
                    if moves == stop:
                        assert _reads(kept) == _reads(plain), (gid, parts, players, seed, stop)
                    legal = plain.legal_moves()
                    assert kept.legal_moves() == legal
                    move = legal[0] if len(legal) == 1 else bots[plain.current].choose(None, legal)
                    kept.play(move)
                    plain.play(move)
                    moves += 1
                assert _reads(kept) == _reads(plain), (gid, parts, players, seed, stop)


@pytest.mark.parametrize("gid,parts", VARIANTS[:6])
def test_a_refused_move_leaves_the_kept_deal_as_the_engines(gid, parts):
    """Every kind of move, as an object or as text, listed or not (an unlisted equal move is taken):
    accepted or refused with the engine's words, and the deal then reads as the engine's."""
    game = _variant(gid, parts)
    players = game.info.players[0]
    plain, moves = _engine(game.deal, players, 1), []
    while not plain.over:
        table = plain.table
        ends = [] if table.empty else [(0, table.left), (1, table.right)]
        for cand in [Draw(), Pass(), "draw", "pass", "nonsense"] + [
                m for t in game.set.tiles[::3] for m in (Play(t), str(t), *(Play(t, e, v) for e, v in ends))]:
            outcome = []
            for s in (_kept(game, players, 1), _engine(game.deal, players, 1)):
                for m in moves:
                    s.play(m)
                try:
                    s.play(cand)
                    said = "taken"
                except dl.errors.IllegalMove as exc:
                    said = str(exc)
                outcome.append((said, _fields(s)))
            assert outcome[0] == outcome[1], (gid, parts, moves, cand)
        legal = plain.legal_moves()
        move = legal[len(moves) % len(legal)]
        plain.play(move)
        moves.append(move)


@pytest.mark.parametrize("gid,parts", VARIANTS[:7])
def test_finished_from_a_kept_deal_part_way_in(gid, parts):
    """A copy kept as integers (``kernel.kept``, or the counted line's) and ``driver.finish`` from a kept deal in play
    and from the engine's: the engine's finished deal, its copies and text round trip too; the
    position finished from is left as it was."""
    game = _variant(gid, parts)
    form = kernel if kernel.takes(game, 4) else counted_line
    players = game.default_players
    for seed in range(3):
        for stop in (1, 7):
            for start in (_kept(game, players, seed), _engine(game.deal, players, seed)):
                plain = _engine(game.deal, players, seed)
                for _ in range(stop):
                    move = plain.legal_moves()[0]
                    start.play(move)
                    plain.play(move)
                before = start.to_text()
                done = [finish_with(form, start, _mixed(players, seed)), driver_finish(start, _mixed(players, seed))]
                slow = _engine(run_deal, plain, _mixed(players, seed))
                for fast in done:
                    if fast is not None:
                        assert _reads(fast) == _reads(slow), (gid, parts, seed, stop)
                assert start.to_text() == before


def _mixed(players: int, seed: int) -> list:
    return [dl.bots.Random(seed + k) if k % 2 else dl.bots.Greedy() for k in range(players)]


def _snapshot(state) -> tuple:
    c = state.clone()
    return (state.current, state.drawn, state.passes, state.last_player, state.last_single, state.first_player,
            state.move_tally(), c.to_text(), list(c.history), [str(m) for m in state.legal_moves()],
            pickle.loads(pickle.dumps(state)).to_text(), copy.deepcopy(state).move_tally(),
            state.observation(0).public.describe(), state.describe())


class Snapshots(Kozel):
    """A hook (one that may write: called on the kept deal itself) that copies and reads the deal."""

    def after_play(self, state, player, move):
        state.context.setdefault("seen", []).append(_snapshot(state))


def test_a_hook_that_copies_the_deal_sees_the_engines():
    Snapshots.info = Kozel.info
    game = Snapshots()
    for players in (2, 4):
        for seed in range(3):
            fast = playout_with(kernel, game, players, seed, _mixed(players, seed))
            slow = _engine(run_deal, game.deal(players, seed), _mixed(players, seed))
            assert fast.context == slow.context and _reads(fast) == _reads(slow)


@pytest.mark.parametrize("gid,parts", [("kozel", {}), ("kozel", {"deal_scoring": "muggins"}),
                                       ("fork", {"layout": "kozel"}), ("general", {})])
def test_records_matches_and_simulations_are_the_engines(gid, parts):
    """``dl.play`` and ``dl.play_match`` (their JSON, read back), a match whose context names the
    leader (a kept deal dealt with it, in play), ``dl.simulate`` by chunks, on threads."""
    from concurrent.futures import ThreadPoolExecutor

    game = _variant(gid, parts)
    players = game.default_players
    played = dl.play(game, _mixed(players, 1), seed=3)
    assert played.to_json() == _engine(dl.play, game, _mixed(players, 1), 3).to_json()
    record = dl.play_match(game, _mixed(players, 2), seed=2)
    assert record.to_json() == _engine(dl.play_match, game, _mixed(players, 2), 2).to_json()
    assert dl.MatchRecord.from_json(record.to_json()).to_json() == record.to_json()
    match = dl.Match(game, players, 5)
    match.play_deal(_mixed(players, 0))
    assert match.context.get("leader") is not None or gid in ("fork", "general")  # (Kozel's: the winner leads)
    seed = dl.match.derive_seed(5, 1)
    kept, plain = _kept(game, players, seed, match), _engine(game.deal, players, seed, match)
    for _ in range(4):
        move = plain.legal_moves()[-1]
        kept.play(move)
        plain.play(move)
    assert kept.leader == plain.leader and _reads(kept) == _reads(plain)
    for bots in ([dl.bots.Random(k) for k in range(players)], _mixed(players, 3)):
        rows = _engine(dl.simulate, game, 40, bots, 4)
        assert dl.simulate(game, 40, bots, seed=4, chunk=7) == rows
        with ThreadPoolExecutor(2) as pool:
            assert dl.simulate(game, 40, bots, seed=4, executor=pool, chunk=13) == rows


def test_a_board_started_on_a_kept_deal_plays_the_engines():
    """The Board widget driven in code (a refused click, plays, steps back and forth) from a kept
    deal part-way in: the same positions as from the engine's deal; the kept deal is left as it was."""
    from domino_lab.widgets.board import Board

    def drive(start):
        board = Board(start.game, ["human", dl.bots.Greedy()], seed=3, delay=0, start=start)
        seen = []
        while not board.state.over:
            board.click_tile("0-0")
            seen.append((board.state.to_text(), board.message.value))
            board.play(board.state.legal_moves()[-1])
            board.step(-1)
            board.step(+1)
        return seen, board.state.result()

    game = dl.game("kozel")
    for seed in range(4):
        kept, plain = _kept(game, 2, seed), _engine(game.deal, 2, seed)
        if kept.current != 0:
            move = kept.legal_moves()[0]
            kept.play(move)
            plain.play(move)
        before = kept.to_text()
        assert drive(kept) == _engine(drive, plain)
        assert kept.to_text() == before


def test_the_tables_kept_per_game_are_bounded():
    """Speed and memory: what the loop keeps per game is in bounded caches (a design made afresh
    per call is a new game class), and the turns listed per game start again at 10,000."""
    from domino_lab.games.chain import played_out

    for cache in (played_out.rules, played_out.matching, kernel._plan, counted_line._counts):
        assert cache.cache_info().maxsize is not None
    kept = kernel.deal(dl.game("kozel"), 2, 0)
    turns = kept._k.turns
    turns.clear()
    turns.update({-n: () for n in range(10_001)})
    run_deal(kept, [dl.bots.Random(0), dl.bots.Random(1)])
    assert kept.over and 0 < len(turns) < 100  # (started again at its first new turn: the deal's own alone)


def test_solving_a_kept_deal_in_play_takes_the_compact_search():
    """Speed: ``dl.solve`` of a kept deal in play searched it with the generic search (about eight
    times the positions of the compact one), so within a budget it gave no exact answer where the
    engine's state of the same position gives one (Kozel, 2 players, seed 1, 8 moves in: 20,000
    positions, not exact; the engine's, exact in 14,087: returns +5.5/-5.5)."""
    game = dl.game("kozel")
    kept, plain = _kept(game, 2, 1), _engine(game.deal, 2, 1)
    for _ in range(8):
        move = plain.legal_moves()[0]
        kept.play(move)
        plain.play(move)
    fast, slow = dl.solve(kept, nodes=20_000), _engine(dl.solve, plain, nodes=20_000)
    assert slow.exact and (fast.returns, fast.best, fast.exact) == (slow.returns, slow.best, slow.exact)


class ClosesBoneyard(Classic):
    """A hook called on the kept deal itself that writes a field the integers stand for (no read first)."""

    def after_play(self, state, player, move):
        state.boneyard = []


def test_a_field_written_on_a_kept_deal_is_what_the_deal_goes_on_from():
    """Defect: writing ``boneyard`` (``hands``, ``table``, ``history``, ``lead_tiles``; a counted deal's
    ``scored``, ``score_log``) on a deal in play, by a user or by an ``after_play`` called on the
    deal, went into the instance and the integer loop went on from its own bitmasks: the deal drew
    tiles the engine's had closed away (Classic, 2 Greedy players, seed 0: 40 moves, 14 draws,
    against the engine's 7 and none). A write makes the deal plain first."""
    ClosesBoneyard.info = Classic.info
    for seed in range(4):
        fast = playout_with(kernel, ClosesBoneyard(), 2, seed, [dl.bots.Greedy(), dl.bots.Greedy()])
        slow = _engine(run_deal, ClosesBoneyard().deal(2, seed), [dl.bots.Greedy(), dl.bots.Greedy()])
        assert _fields(fast) == _fields(slow)
    for gid, parts, name, value in [("classic", {}, "boneyard", []), ("kozel", {}, "lead_tiles", None),
                                    ("kozel", {}, "history", []), ("kozel", {"deal_scoring": "muggins"}, "scored",
                                                                   [30, 0])]:
        game = _game(gid, parts)
        for stop in (0, 3):
            kept, plain = _kept(game, 2, 1), _engine(game.deal, 2, 1)
            for _ in range(stop):
                move = plain.legal_moves()[0]
                kept.play(move)
                plain.play(move)
            for s in (kept, plain):
                setattr(s, name, copy.copy(value))
            while not plain.over:
                legal = plain.legal_moves()
                assert kept.legal_moves() == legal, (gid, name, stop)
                kept.play(legal[-1])
                plain.play(legal[-1])
            assert _fields(kept) == _fields(plain), (gid, name, stop)


def test_a_bot_that_reads_its_observation_makes_the_deal_plain_mid_loop():
    """``run_deal`` on a kept deal with a bot that reads what it sees (``MonteCarlo``): the first
    observation makes the deal plain inside the driver's loop, which goes on with the plain
    state's rules; the deal is the engine's."""
    for gid, parts in SPECS[:4]:
        game = _game(gid, parts)
        players = game.info.players[0]
        for seed in range(2):
            fast = run_deal(_kept(game, players, seed), _reading(players))
            slow = _engine(run_deal, game.deal(players, seed), _reading(players))
            assert _fields(fast) == _fields(slow), (gid, parts, seed)


def _reading(players: int) -> list:
    return [dl.bots.MonteCarlo(rollouts=6, seed=1)] + [dl.bots.Greedy()] * (players - 1)


class Logs(Kozel):
    """A variant whose hook (one that may write: called on the kept deal) keeps a log on its game."""

    def __init__(self, **options):
        super().__init__(**options)
        self.log = []

    def after_play(self, state, player, move):
        self.log.append((state.game is self, str(move)))


def test_a_writing_hook_is_called_on_the_deals_own_game():
    """Defect: the loop's rules are kept per game value (``played_out.rules``), and held the first
    game's bound ``after_play``: the deal of an equal second game called the first's, with another
    game as ``self`` (two ``Logs()``: 41 plays logged on the first, none on the second; the
    engine's 22 and 19). It is called with the deal's own game now."""
    Logs.info = Kozel.info
    kept, plain = [Logs(), Logs()], [Logs(), Logs()]
    assert kept[0] == kept[1]
    for seed, (a, b) in enumerate(zip(kept, plain)):
        dl.playout(a, [dl.bots.Greedy()] * 4, seed=seed)
        _engine(dl.playout, b, [dl.bots.Greedy()] * 4, seed=seed)
        assert a.log == b.log and a.log and all(own for own, _ in a.log)


def test_a_chance_written_on_a_kept_deal_decides_its_draws():
    """Defect: a deal in play given another chance (``rl.core.ExplicitChance``, as an episode gives
    its deals: each draw a chance node) went on drawing the boneyard's top tile, since the loop never
    asks the chance; the engine's asked it, and stopped at the first draw (``NeedChance``). A write
    of ``chance`` makes the deal plain first, as the fields of the test above."""
    from domino_lab.rl.core import ExplicitChance, NeedChance

    game = dl.game("classic")
    for seed in range(3):
        seen = []
        for s in (_kept(game, 2, seed), _engine(game.deal, 2, seed)):
            s.chance = ExplicitChance()
            stopped = None
            while not s.over and stopped is None:
                try:
                    s.play(s.legal_moves()[-1])
                except NeedChance:
                    stopped = len(s.history)
            seen.append((stopped, s.to_text()))
        assert seen[0] == seen[1] and seen[0][0] is not None
