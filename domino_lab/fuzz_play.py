"""The fuzz sweep's kinds that play the games (``domino_lab.fuzz`` gathers every kind):

- ``fuzz_play``: seeded random play, every position written and read back after every move;
- ``fuzz_arguments``: ``dl.position``'s arguments and ``State.from_text``'s ``game`` of every
  wrong kind;
- ``fuzz_bots``: the searching bots' decisions at their default budgets on the largest set each
  game accepts.

Each returns a ``Report`` (``domino_lab.fuzz_run``), as the other kinds do.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from .errors import DominoError, NotationError, SetupError
from .fuzz_run import Report, _players, _Run
from .games.base import State
from .games.registry import game as make_game
from .policies import Greedy

__all__ = ["fuzz_play", "fuzz_arguments", "fuzz_bots", "largest_set", "default_bots"]


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
