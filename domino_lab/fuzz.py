"""The fuzz sweep: hostile input at every entry point, and what must hold whatever comes in.

Seven kinds of input, for every game of the catalogue:

- **positions**: every few positions of seeded random deals (every player count), written with
  ``to_text`` and damaged: characters cut or changed, fields dropped, repeated or given wrong
  values (``turn: 7``, ``drawer: 999999999999``, ``lead: 9-9``), tiles moved between hands and
  the boneyard (a hand of 27 tiles), hands added or taken away;
- **options**: every rule option given values of the wrong type and out of its range, and each
  of its declared values, alone and in pairs;
- **records**: deal and match records with a field replaced by a wrong value (deep in the tree
  too), keys removed, numbers JSON cannot hold, the text cut, changed or not UTF-8;
- **moves**: moves of this game, of other games, ``Multi`` of anything, move texts and junk,
  at positions of random deals;
- **play**: seeded random play, every position written and read back after every move (what
  legal play reaches, the reader must accept; where the engine ends a deal, the reader ends it
  the same way);
- **arguments**: ``dl.position``'s arguments and ``State.from_text``'s ``game`` of every wrong
  kind;
- **bots**: the searching bots' decisions at their default budgets on the largest set the game
  accepts (a decision over 1 s of CPU is reported).

What must hold, for every call:

- it ends within ``limit`` seconds (a call that does not is reported as a hang; the limit is
  enforced with ``SIGALRM`` where the platform has it, else measured after the call);
- it raises nothing but a ``DominoError`` (``NotationError`` for a position, ``SetupError``
  naming the option, ``RecordError``, ``IllegalMove``);
- a rejected move leaves the state as it was (its text, its legal moves, its history);
- a position that is accepted holds a whole set, reads back to the same text, and random play
  takes it to its end: an impossible position is refused when it is read, not later.

``sweep(scale=...)`` runs them all over the games asked for and returns a ``Report`` of what
broke. The tests (tests/test_bad_input.py) run a sample of a few seconds per family;
``python -m domino_lab.conformance --nightly`` runs the full sweep (``--fuzz SCALE`` any size).
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import os
import random
import signal
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .bots import Greedy, Random
from .driver import run_deal
from .errors import DominoError, IllegalMove, NotationError, RecordError, SetupError
from .games.base import State
from .games.registry import catalogue, game_class, resolve
from .games.registry import game as make_game
from .match import DealRecord, MatchRecord, play, play_match
from .moves import Draw, Move, Multi, Pass, Play
from .options import rules
from .tiles import Tile

__all__ = ["Hang", "time_limit", "Finding", "Report", "fuzz_positions", "fuzz_options", "fuzz_records",
           "fuzz_moves", "sweep", "mutate_position"]


# -- a time limit on each call -------------------------------------------------------------------------------
class Hang(BaseException):
    """A call that ran past its time limit. A ``BaseException``, so that no ``except Exception``
    in the code under test can swallow it."""


@contextlib.contextmanager
def time_limit(seconds: float, what: str = "the call") -> Iterator[None]:
    """Run the block for at most ``seconds``: past that, ``Hang`` is raised inside it (by
    ``SIGALRM``, on the main thread of a POSIX system), or after it where no alarm can be set."""
    alarm = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    start = time.perf_counter()
    if alarm:
        def ring(signum, frame):
            raise Hang(f"{what} did not end in {seconds:g} s")

        previous = signal.signal(signal.SIGALRM, ring)
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    if time.perf_counter() - start > seconds:
        raise Hang(f"{what} took {time.perf_counter() - start:.1f} s, more than {seconds:g} s")


# -- what a sweep finds --------------------------------------------------------------------------------------
@dataclass
class Finding:
    """One thing that broke: the ``kind`` of input, the ``game``, the ``input`` (a text or a
    ``repr``) and the ``problem``."""

    kind: str
    game: str
    input: str
    problem: str

    def __str__(self):
        shown = self.input if len(self.input) <= 300 else self.input[:300] + "..."
        return f"[{self.kind}] {self.game}: {self.problem}\n    input: {shown}"


@dataclass
class Report:
    """What a sweep did (``calls`` per kind, ``seconds``) and what it found."""

    findings: list[Finding] = field(default_factory=list)
    calls: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.findings

    def merge(self, other: Report) -> Report:
        self.findings += other.findings
        for k, v in other.calls.items():
            self.calls[k] = self.calls.get(k, 0) + v
        self.seconds += other.seconds
        return self

    def __str__(self):
        calls = ", ".join(f"{n} {k}" for k, n in self.calls.items())
        head = f"fuzz: {calls} in {self.seconds:.1f} s: "
        if self.ok:
            return head + "nothing broke"
        distinct = {(f.kind, f.game, f.problem.splitlines()[0]): f for f in self.findings}
        lines = [head + f"{len(self.findings)} findings ({len(distinct)} distinct)"]
        lines += [str(f) for f in list(distinct.values())[:40]]
        return "\n".join(lines)


class _Run:
    """One fuzz run's bookkeeping: each call under the time limit, its outcome checked."""

    def __init__(self, kind: str, game: str, limit: float):
        self.kind, self.game, self.limit = kind, game, limit
        self.report = Report(calls={kind: 0})
        self.t0 = time.perf_counter()
        self.hung = False  # after a hang, the rest of this run is skipped: one is enough to report

    def find(self, given, problem: str) -> None:
        self.report.findings.append(Finding(self.kind, self.game, given if isinstance(given, str) else repr(given),
                                            problem))

    def call(self, given, fn: Callable, expected: type[DominoError] = DominoError):
        """``fn()`` under the time limit: ``(True, value)``, or ``(False, the DominoError)``; a
        hang or any other exception is a finding (and gives ``(False, None)``)."""
        if self.hung:
            return False, None
        self.report.calls[self.kind] += 1
        try:
            with time_limit(self.limit, f"{self.kind} call"):
                return True, fn()
        except Hang as exc:
            self.find(given, f"hang: {exc} (the rest of this {self.kind} run is skipped)")
            self.hung = True
        except expected as exc:
            return False, exc
        except Exception as exc:  # noqa: BLE001 - what the sweep is looking for
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{frame.filename.replace(chr(92), '/').split('domino_lab/')[-1]}:{frame.lineno} ({frame.name})"
            self.find(given, f"raw {type(exc).__name__} at {where}: {exc}")
        return False, None

    def done(self) -> Report:
        self.report.seconds = time.perf_counter() - self.t0
        return self.report


def _players(game_id: str) -> list[int]:
    lo, hi = make_game(game_id).info.players
    return list(range(lo, hi + 1))


def _random_bots(players: int, seed: int) -> list:
    return [Random(seed * 31 + k) for k in range(players)]


def _deal_positions(game_id: str, rng: random.Random, deals: int) -> Iterator[State]:
    """Positions of seeded random deals (every player count in turn), the finished ones too."""
    game = make_game(game_id)
    counts = _players(game_id)
    for d in range(deals):
        players = counts[d % len(counts)]
        state = game.deal(players, rng.randrange(2**32))
        every = rng.randint(1, 6)
        step = 0
        while True:
            if step % every == 0 or state.over:
                yield state.clone()
            if state.over:
                break
            state.play(rng.choice(state.legal_moves()))
            step += 1


# -- positions -------------------------------------------------------------------------------------------------
_JUNK = ["", "-", "x", "over", "0", "1", "2", "7", "-1", "13", "999999999999", "9" * 5000, "1.5", "nan", "9-9", "7-2",
         "1-1", "0-0 1-1", "6-6 5-5", "0 0", "1 2 3", "/", "- / -", "a:b", "0:1-1", "5:6-6", "2:9-9", "lower", "none",
         "true", "1e400", "Infinity", "\x00", "ё", " " * 3]


def _fields(text: str) -> list[str]:
    return [f.strip() for f in text.split("|")]


def mutate_position(text: str, rng: random.Random) -> str:
    """A damaged copy of a position text: one mutation, at the level of characters, fields,
    values or tiles (tiles move between hands and the boneyard, so the set stays whole and only
    the position's sense is wrong)."""
    fields = _fields(text)
    op = rng.randrange(10)
    if op == 0:  # characters
        chars = list(text)
        i = rng.randrange(len(chars))
        k = rng.randrange(4)
        if k == 0:
            del chars[i:i + rng.randrange(1, 8)]
        elif k == 1:
            chars[i] = rng.choice("0123456789|:/-; abx*=\n")
        elif k == 2:
            chars.insert(i, rng.choice([" 9-9", " 7-2", ":", "/", "|", " - ", "-", "13", " ", ";"]))
        else:
            chars = chars[:i]
        return "".join(chars)
    if op == 1 and len(fields) > 1:  # a field dropped or repeated
        i = rng.randrange(1, len(fields))
        if rng.random() < 0.5:
            del fields[i]
        else:
            fields.insert(rng.randrange(1, len(fields) + 1), fields[i])
        return " | ".join(fields)
    if op in (2, 3) and len(fields) > 1:  # a field's value replaced
        i = rng.randrange(1, len(fields))
        key = fields[i].partition(":")[0]
        fields[i] = f"{key}: {rng.choice(_JUNK)}"
        return " | ".join(fields)
    if op == 4:  # a field added
        key = rng.choice(["turn", "lead", "drawn", "passes", "fisher", "ended", "drawer", "bids", "trumps", "tricks",
                          "taken", "collected", "pit", "aside", "penalty", "chest", "x", "upturned", "bidder"])
        fields.insert(rng.randrange(1, len(fields) + 1), f"{key}: {rng.choice(_JUNK)}")
        return " | ".join(fields)
    if op == 5:  # the turn given to someone else
        for i, f in enumerate(fields):
            if f.startswith("turn:"):
                fields[i] = f"turn: {rng.choice(['over', '0', '1', '2', '3', '4', '6', '-1', '01', ' 1'])}"
        return " | ".join(fields)
    if op == 6:  # a number field pushed out of its range
        numbered = [i for i, f in enumerate(fields) if any(c.isdigit() for c in f.partition(":")[2])
                    and "-" not in f.partition(":")[2]]
        if numbered:
            i = rng.choice(numbered)
            key, _, value = fields[i].partition(":")
            words = value.split()
            j = rng.randrange(len(words)) if words else 0
            if words:
                words[j] = rng.choice(["-1", "99", "999999999999", str(rng.randrange(60))])
            fields[i] = f"{key}: {' '.join(words)}"
            return " | ".join(fields)
    if op == 7:  # a hand added or taken away
        for i, f in enumerate(fields):
            if f.startswith("hands:"):
                hands = f.partition(":")[2].split("/")
                if rng.random() < 0.5 and len(hands) > 1:
                    gone = hands.pop(rng.randrange(len(hands)))
                    hands[0] += " " + gone
                else:
                    hands.append(" - ")
                fields[i] = "hands: " + " / ".join(h.strip() or "-" for h in hands)
        return " | ".join(fields)
    # tiles moved between hands and the boneyard (op 8, 9): the set stays whole
    zones = {}
    for i, f in enumerate(fields):
        key, _, value = f.partition(":")
        if key in ("hands", "boneyard", "collected", "taken", "pit", "aside"):
            parts = value.split("/")
            zones.update({(i, j): p.split() for j, p in enumerate(parts)})
    filled = [z for z, tiles in zones.items() if [t for t in tiles if t != "-"]]
    if filled and len(zones) > 1:
        src = rng.choice(filled)
        dst = rng.choice([z for z in zones if z != src])
        tiles = [t for t in zones[src] if t != "-"]
        moving = rng.sample(tiles, rng.randint(1, len(tiles)))
        zones[src] = [t for t in tiles if t not in moving] or ["-"]
        zones[dst] = [t for t in zones[dst] if t != "-"] + moving
        for i in {z[0] for z in zones}:
            key = fields[i].partition(":")[0]
            parts = [" ".join(zones[(i, j)]) for j in range(len([z for z in zones if z[0] == i]))]
            fields[i] = f"{key}: " + " / ".join(parts)
    return " | ".join(fields)


class _Nothing(DominoError):
    """No error is expected: every exception is a finding."""


def _live_bound(state: State) -> int:
    return 10 * len(state.game.set) * state.players + 100


def _play_out(state: State) -> None:
    """Random play from ``state`` to its end (an accepted position must get there)."""
    run_deal(state, _random_bots(state.players, 1), max_moves=_live_bound(state))


def fuzz_positions(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0) -> Report:
    """``n`` damaged position texts of ``game_id``: each is refused with a ``NotationError`` or,
    if accepted, is a whole position that reads back the same and plays to its end."""
    run = _Run("positions", game_id, limit)
    rng = random.Random(seed)
    sources = [s.to_text() for s in _deal_positions(game_id, rng, deals=max(2, n // 60))]
    for k in range(n):
        text = mutate_position(rng.choice(sources), rng)
        if k % 5 == 0:  # damage on damage
            text = mutate_position(text, rng)
        ok, state = run.call(text, lambda t=text: State.from_text(t), NotationError)
        if not ok or state is None:
            continue
        try:
            state.check_conservation()
        except AssertionError as exc:
            run.find(text, f"accepted a position that does not hold the set: {exc}")
            continue
        ok, again = run.call(text, state.to_text, _Nothing)
        if not ok:
            continue
        ok, back = run.call(text, lambda t=again: State.from_text(t), NotationError)
        if not ok:
            run.find(text, f"accepted, but its own text {again!r} is refused: {back}")
            continue
        if back is not None and back.to_text() != again:
            run.find(text, f"reads back differently: {again!r} then {back.to_text()!r}")
        ok, err = run.call(text, lambda s=state: _play_out(s))
        if not ok and err is not None:
            run.find(text, f"accepted, then random play failed: {type(err).__name__}: {err}")
    for bad in (None, 42, b"kozel", "", "|" * 5, "x" * 10_000, "kozel | " * 3000):
        ok, _ = run.call(repr(bad)[:80], lambda t=bad: State.from_text(t), NotationError)
        if ok:
            run.find(repr(bad)[:80], "accepted as a position")
    return run.done()


# -- options -----------------------------------------------------------------------------------------------------
_WRONG = [None, True, False, 0, 1, -1, 2, 3, 7, 50, 10**6, 10**100, -(10**9), 1.5, 2.0, math.nan, math.inf, "x", "",
          "5", "none", "true", [1, 2, 3], (1, 2, 3), ("west", "east"), ("west", "up"), {"a": 1}, b"5", object, "2-3",
          "7-7", "seed", "one"]


def _option_values(rule, rng: random.Random) -> list:
    values = list(_WRONG) + (rule.values() or [])
    if rule.low is not None:
        values += [rule.low - 1, rule.low, rule.low + 1]
    if rule.high is not None:
        values += [rule.high, rule.high + 1]
    return values


def fuzz_options(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0) -> Report:
    """Every option of ``game_id`` with wrong and extreme values (and ``n`` random pairs of
    declared values): a wrong one is a ``SetupError`` naming the option; an accepted one is what
    the declaration allows, and its game deals and plays a deal at every player count (or says
    why it cannot, with a ``SetupError``)."""
    run = _Run("options", game_id, limit)
    rng = random.Random(seed)
    declared = rules(game_class(game_id))
    trials = [{name: v} for name, rule in declared.items() for v in _option_values(rule, rng)]  # the grid
    names = list(declared)
    for _ in range(n):  # and pairs of values, declared or not
        a, b = rng.sample(names, 2) if len(names) > 1 else (names[0], names[0])
        trials.append({a: rng.choice(_option_values(declared[a], rng)),
                       b: rng.choice(_option_values(declared[b], rng))})
    counts = _players(game_id)
    for options in trials:
        given = f"dl.game({game_id!r}, **{options!r})"
        ok, game = run.call(given, lambda o=options: make_game(game_id, **o), SetupError)
        if not ok:
            if game is not None and not any(name in str(game) for name in options):
                run.find(given, f"refused without naming the option: {game}")
            continue
        for name, value in options.items():
            try:
                declared[name].check(value, game.options.set_n)
            except SetupError as exc:
                run.find(given, f"accepted a value its declaration refuses: {exc}")
        players = rng.choice(counts)

        def deal_and_play(game=game, players=players):
            state = game.deal(players, rng.randrange(2**32))
            _play_out(state)
            state.check_conservation()
        run.call(f"{given}.deal({players}) played out", deal_and_play, SetupError)
    return run.done()


# -- records -----------------------------------------------------------------------------------------------------
_RECORD_VALUES: list[object] = [
    None, 0, -1, 1, 2, 10**9, 2**63, "x", "", [], {}, [[0, "x"]], [0, "draw"], {"a": 1}, True, [1, 2],
    ["x", "y"], {"target": "x"}, {"leader": 9}, {"leader": "x"}, {"hundred": [1, 2]}, [[[[[]]]]]]
_RECORD_TEXT = ["Infinity", "-Infinity", "NaN", "1e400", "2.5", "9" * 5000, "[" * 5000 + "]" * 5000, "\"\\ud800\""]


def _paths(value, path=()) -> Iterator[tuple]:
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def _records(game_id: str, rng: random.Random) -> list[DealRecord | MatchRecord]:
    game = make_game(game_id)
    players = rng.choice(_players(game_id))
    bots = [Greedy() if k % 2 else Random(k) for k in range(players)]
    out: list[DealRecord | MatchRecord] = [play(game, bots, seed=rng.randrange(2**32))]
    try:
        with time_limit(60, "a match to fuzz"):
            out.append(play_match(game, bots, seed=rng.randrange(2**32)))
    except (SetupError, Hang):  # a match that goes on for its thousand deals: the deal will do
        pass
    return out


def _same(a: DealRecord | MatchRecord, b: DealRecord | MatchRecord) -> bool:
    if isinstance(a, DealRecord):
        assert isinstance(b, DealRecord)  # a record read back is of its own kind
        return a.replay().to_text() == b.replay().to_text() and a.why == b.why
    assert isinstance(b, MatchRecord)  # a record read back is of its own kind
    return a.scores == b.scores and a.why == b.why and len(a.deals) == len(b.deals)


def _damaged(base: dict, text: str, rng: random.Random):
    """A damaged record: a dict (a value deep in the tree replaced, a key removed or added), JSON
    text (a number JSON cannot hold at some value, or the text cut or changed), or bytes (not
    UTF-8)."""
    k = rng.randrange(6)
    if k <= 3:
        data = copy.deepcopy(base)
        path = rng.choice(list(_paths(data))[1:])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if k == 3:  # a number JSON cannot hold, at a value
            parent[path[-1]] = "@@"
            return json.dumps(data).replace('"@@"', rng.choice(_RECORD_TEXT))
        if k == 0 or not isinstance(parent, dict):
            parent[path[-1]] = rng.choice(_RECORD_VALUES)
        elif k == 1:
            del parent[path[-1]]
        else:
            parent[rng.choice(["x", "seed", "moves", "result", "context"])] = rng.choice(_RECORD_VALUES)
        return data
    if k == 4:  # the text cut or changed
        i = rng.randrange(len(text))
        return rng.choice([text[:i], text[:i] + rng.choice("{}[]\",:0x") + text[i + 1:], text[:i] + text[i + 9:]])
    return rng.choice([text.encode("latin-1", "replace") + b"\xe9", b"\xff\xfe" + text.encode("utf-16-le"),
                       text.encode()[: rng.randrange(len(text))]])


def fuzz_records(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0) -> Report:
    """``n`` damaged records of ``game_id`` (a deal and a match): each is refused with a
    ``RecordError`` or, if accepted, replays to what the undamaged record did."""
    run = _Run("records", game_id, limit)
    rng = random.Random(seed)
    for original in _records(game_id, rng):
        cls, base, text = type(original), original.to_dict(), original.to_json()
        for _ in range(n // 2):
            given = _damaged(base, text, rng)
            shown = repr(given)[:2000] if not isinstance(given, str) else given[:2000]
            load = cls.from_dict if isinstance(given, dict) else cls.from_json
            ok, again = run.call(shown, lambda g=given, load=load: load(g), RecordError)
            if ok and not _same(again, original):
                run.find(shown, "accepted a record that changes what the deal or match was")
    with tempfile.TemporaryDirectory() as folder:  # record files that cannot be read
        for path in (os.path.join(folder, "missing.json"), folder, None, 3, "a\x00b.json", b"\xff"):
            for cls in (DealRecord, MatchRecord):
                ok, _ = run.call(f"{cls.__name__}.load({path!r})", lambda c=cls, p=path: c.load(p), RecordError)
                if ok:
                    run.find(f"{cls.__name__}.load({path!r})", "read a record from a path that holds none")
    return run.done()


# -- moves ---------------------------------------------------------------------------------------------------------
def _move_pool(rng: random.Random) -> list:
    """Moves of every game (one random deal each), the kinds no game makes, and junk."""
    pool: dict = {}
    for info in catalogue():
        for state in _deal_positions(info.id, rng, deals=1):
            for m in state.legal_moves():
                pool.setdefault((type(m).__name__, str(m)), m)
    return list(pool.values())


def _junk_move(rng: random.Random, pool: list):
    k = rng.randrange(9)
    if k < 3:
        return rng.choice(pool)
    if k == 3:
        return Play(Tile(rng.randrange(13), rng.randrange(13)), rng.choice([None, -1, 0, 1, 2, 3, 99]),
                    rng.choice([None, 0, 3, 6, 12, -4]), rng.choice(["", "north", "top"]))
    if k == 4:
        return Multi(tuple(rng.choice(pool) for _ in range(rng.randrange(0, 4))))
    if k == 5:
        return Multi((Multi((rng.choice(pool),)), rng.choice(pool)))  # a Multi inside a Multi
    if k == 6:
        return rng.choice(["", "7-2", "4-4 on 9", "lead 6-6", "draw", "pass", "bid 99", "trumps 9", "take 1-1",
                           "6-6 on", "on on on", "1-1 cuts at 99", "99-99", "\x00", "4-4 on 2 (north)", "call 3",
                           "9" * 5000, "lead " + "1-1 " * 500, str(rng.choice(pool)), str(rng.choice(pool)).upper()])
    if k == 7:
        return rng.choice([None, 3, 3.5, math.nan, Tile(1, 1), ("1-1",), object(), b"1-1", Draw, Pass, Move])
    return Move()


def fuzz_moves(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0, pool: list | None = None) -> Report:
    """``n`` wrong moves at positions of random deals of ``game_id``: each is refused with an
    ``IllegalMove`` that leaves the state as it was, or is one of the legal moves."""
    run = _Run("moves", game_id, limit)
    rng = random.Random(seed)
    pool = pool if pool is not None else _move_pool(random.Random(seed))
    positions = list(_deal_positions(game_id, rng, deals=max(2, n // 100)))
    for _ in range(n):
        i = rng.randrange(len(positions))
        state, kept = positions[i], positions[i].clone()
        before = _snapshot(state)
        legal = state.legal_moves()
        move = _junk_move(rng, pool)
        given = f"{before[0]}  <-  {move!r}"
        ok, err = run.call(given, lambda m=move, s=state: s.play(m), IllegalMove)
        if ok:
            if not (move in legal or (isinstance(move, str) and move.lower() in {str(m).lower() for m in legal})):
                run.find(given, "accepted a move that is not legal")
            positions[i] = kept  # the pool keeps the position as it was
        elif _snapshot(state) != before:
            run.find(given, f"a refused move changed the state (refused with: {err})")
            positions[i] = kept
    return run.done()


def _snapshot(state: State) -> tuple:
    """What a refused move must leave as it was: the text, the legal moves, the history, the turn."""
    return state.to_text(), [str(m) for m in state.legal_moves()], list(state.history), state.current


# -- play: every position legal play reaches reads back as it was ------------------------------------------
def _result_key(state: State) -> tuple:
    result = state.result()
    return result.reason, result.winner, tuple(result.points)


def fuzz_play(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0) -> Report:
    """Seeded random play of ``game_id`` (every player count in turn), ``n`` positions in all: after
    every move the position's text reads back (``State.from_text``) to the same text and the same
    legal moves, and the text of a finished deal reads back as finished, with the engine's result
    (where the family reads finished deals: ``State.reads_finished``). What legal play reaches, the
    reader must accept; where the engine ends a deal, the reader must end it too."""
    run = _Run("play", game_id, limit)
    rng = random.Random(seed)
    game = make_game(game_id)
    counts = _players(game_id)
    checked = deal = 0
    while checked < n and not run.hung:
        players = counts[deal % len(counts)]
        deal += 1
        deal_seed = rng.randrange(2**32)
        state = game.deal(players, deal_seed)
        moves = 0
        while checked < n:
            checked += 1
            where = f"players={players}, seed={deal_seed}, after {moves} random moves: {state.to_text()}"
            if not state.over or type(state).reads_finished:
                text = state.to_text()
                ok, back = run.call(where, lambda t=text: State.from_text(t), NotationError)
                if not ok:
                    if back is not None:
                        run.find(where, f"legal play reached a position the reader refuses: {back}")
                elif back.to_text() != text:
                    run.find(where, f"reads back as {back.to_text()!r}")
                elif back.over != state.over:
                    run.find(where, "the engine and the reader disagree on whether the deal is over")
                elif state.over and _result_key(back) != _result_key(state):
                    run.find(where, f"the engine ended it {_result_key(state)}, the reader {_result_key(back)}")
                elif not state.over and [str(m) for m in back.legal_moves()] != [str(m) for m in state.legal_moves()]:
                    run.find(where, f"reads back with other legal moves: {[str(m) for m in back.legal_moves()]} "
                                    f"instead of {[str(m) for m in state.legal_moves()]}")
            if state.over:
                break
            state.play(rng.choice(state.legal_moves()))
            moves += 1
    return run.done()


# -- arguments: every public function that takes a position --------------------------------------------------
_ARG_JUNK: list[object] = [None, 0, 1, -1, 9, True, False, 1.5, math.nan, "", "x", "9-9", "1-2", "- / -", [], [1, 2],
                           [None], ["1-2", 3], [["1-2"]], ("1-2",), {"a": 1}, b"1-2", object(), "0" * 500]


def fuzz_arguments(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0) -> Report:
    """``dl.position`` (hand-built positions) and ``State.from_text``'s ``game``, each argument given
    wrong values, alone and ``n`` random pairs: a ``DominoError``, or a whole position (every tile
    once) whose spare tiles are where ``spare_to`` named (a hand of this deal, or the boneyard)."""
    from .positions import position

    run = _Run("arguments", game_id, limit)
    rng = random.Random(seed)
    game = make_game(game_id)
    dealt = game.deal(rng.choice(_players(game_id)), rng.randrange(2**32))
    base = {"game": game_id, "hands": [" ".join(map(str, sorted(h))) for h in dealt.hands], "table": "-",
            "turn": dealt.current if dealt.current is not None else 0, "spare_to": None, "boneyard": ""}
    names = list(base)
    trials = [{name: value} for name in names for value in _ARG_JUNK]
    trials += [{"spare_to": k} for k in (-1, len(dealt.hands), True, False)]
    for _ in range(n):
        a, b = rng.sample(names, 2)
        trials.append({a: rng.choice(_ARG_JUNK), b: rng.choice(_ARG_JUNK)})
    for change in trials:
        args = {**base, **change}
        given = f"dl.position(**{args!r})"[:300]
        ok, state = run.call(given, lambda a=args: position(**a))
        if not ok or state is None:
            continue
        try:
            state.check_conservation()
        except AssertionError as exc:
            run.find(given, f"accepted a position that does not hold the set: {exc}")
            continue
        spare_to = args["spare_to"]
        if spare_to is not None and (isinstance(spare_to, bool) or not isinstance(spare_to, int)
                                     or not 0 <= spare_to < state.players):
            run.find(given, f"accepted spare_to={spare_to!r}, which names no hand of the {state.players}")
    text = dealt.to_text()
    for junk in [j for j in _ARG_JUNK if j is not None] + [make_game("kozel" if game_id != "kozel" else "classic")]:
        ok, _ = run.call(f"State.from_text(<{game_id} text>, game={junk!r:.60})",
                         lambda g=junk: State.from_text(text, game=g), NotationError)
        if ok:
            run.find(f"game={junk!r:.60}", "State.from_text accepted a game that is not the text's")
    return run.done()


# -- bots: a decision's time on the largest set the game accepts -------------------------------------------
def largest_set(game_id: str) -> int:
    """The largest ``set_n`` the game accepts and deals at its usual number of players."""
    for set_n in range(18, 0, -1):
        try:
            game = make_game(game_id, set_n=set_n)
            game.deal(game.default_players, 0)
        except DominoError:
            continue
        return set_n
    raise SetupError(f"{game_id} deals on no set")  # pragma: no cover - every game deals on its own set


def default_bots() -> dict[str, Callable[[int], object]]:
    """The searching bots at their default budgets, by name (``fuzz_bots`` times their decisions)."""
    from .bots import MonteCarlo
    from .search import ISMCTS

    return {"MonteCarlo()": lambda k: MonteCarlo(seed=k), "ISMCTS()": lambda k: ISMCTS(seed=k)}


def fuzz_bots(game_id: str, n: int = 200, seed: int = 0, limit: float = 10.0, budget: float | None = 1.0) -> Report:
    """The searching bots at their default budgets (``default_bots``) deciding on the largest set
    the game accepts (``largest_set``): ``n // 100`` decisions (1 to 10) of a seeded greedy deal, the
    one with the most legal moves first, then the deal's first (the longest rollouts). A decision
    that takes more than ``budget`` seconds of CPU is a finding (``None``: only hangs, past
    ``limit``, and errors are)."""
    run = _Run("bots", game_id, limit)
    rng = random.Random(seed)
    set_n = largest_set(game_id)
    game = make_game(game_id, set_n=set_n)
    state = game.deal(game.default_players, rng.randrange(2**32))
    greedy = Greedy()
    found: list[tuple] = []
    while not state.over:
        legal = state.legal_moves()
        mover = state.current
        assert mover is not None  # a live deal has a player to move
        if len(legal) > 1:
            found.append((len(legal), len(found), state.observation(mover), legal))
        state.play(greedy.choose(None, legal))
    # the widest decision, then the first (the longest rollouts), then the next widest
    ordered = sorted(found, key=lambda f: (-f[0], f[1]))
    if found and found[0] is not ordered[0]:
        ordered.remove(found[0])
        ordered.insert(1, found[0])
    for count, _, observation, legal in ordered[:max(1, min(10, n // 100))]:
        for name, make in default_bots().items():
            given = f"{name} on the double-{set_n} set, {count} legal moves: {observation.to_text()}"
            start = time.process_time()
            ok, move = run.call(given, lambda m=make, o=observation, lg=legal: m(seed).choose(o, lg))
            took = time.process_time() - start
            if ok and move not in legal:
                run.find(given, f"chose {move}, which is not a legal move")
            if ok and budget is not None and took > budget:
                run.find(given, f"slow: a decision took {took:.2f} s of CPU, more than {budget:g} s")
    return run.done()


# -- the sweep ---------------------------------------------------------------------------------------------------
KINDS = {"positions": fuzz_positions, "options": fuzz_options, "records": fuzz_records, "moves": fuzz_moves,
         "play": fuzz_play, "arguments": fuzz_arguments, "bots": fuzz_bots}


def sweep(ids: list[str] | None = None, scale: float = 1.0, seed: int = 0, limit: float = 10.0,
          kinds: tuple[str, ...] = tuple(KINDS), out=None) -> Report:
    """Every kind of fuzz over the games ``ids`` (all of the catalogue by default); ``scale``
    multiplies the number of inputs (1: about 200 of each kind per game)."""
    infos = [i.id for i in catalogue()] if not ids else [resolve(i) for i in ids]
    total = Report()
    pool = _move_pool(random.Random(seed)) if "moves" in kinds else None
    for gid in infos:
        for kind in kinds:
            n = max(1, round(200 * scale))
            extra = {"pool": pool} if kind == "moves" else {}
            report = KINDS[kind](gid, n=n, seed=seed, limit=limit, **extra)
            total.merge(report)
            if out is not None:
                print(f"{gid:<13} {kind:<9} {report.calls.get(kind, 0):>6} calls {report.seconds:6.1f} s  "
                      + ("ok" if report.ok else f"{len(report.findings)} findings"), file=out, flush=True)
    return total
