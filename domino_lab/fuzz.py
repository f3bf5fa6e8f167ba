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

import copy
import json
import math
import os
import random
import tempfile
from collections.abc import Iterator

from .bots import Greedy, Random
from .driver import run_deal
from .errors import DominoError, IllegalMove, NotationError, RecordError, SetupError
from .fuzz_play import default_bots, fuzz_arguments, fuzz_bots, fuzz_play, largest_set  # the kinds that play
from .fuzz_run import Finding, Hang, Report, _players, _Run, time_limit  # the machinery
from .games.base import State
from .games.registry import catalogue, game_class, resolve
from .games.registry import game as make_game
from .match import DealRecord, MatchRecord, play, play_match
from .moves import Draw, Move, Multi, Pass, Play
from .options import rules
from .tiles import Tile

__all__ = ["Hang", "time_limit", "Finding", "Report", "fuzz_positions", "fuzz_options", "fuzz_records",
           "fuzz_moves", "fuzz_play", "fuzz_arguments", "fuzz_bots", "largest_set", "default_bots", "sweep",
           "mutate_position"]


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
