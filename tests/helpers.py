"""Checks the game tests share: the legal moves as text, a move refused cleanly, and what the
tests of the compact forms of a deal share (``games.kept``: bots of a kind, two finished deals that
must agree in every field, a deal dealt and played on in a form)."""

from __future__ import annotations

import pytest

import domino_lab as dl


def legal(state) -> list[str]:
    """The legal moves of ``state`` as their texts, in the engine's order."""
    return [str(m) for m in state.legal_moves()]


def rejected(state, move, *words) -> str:
    """``move`` raises IllegalMove whose reason contains every one of ``words``, and neither the
    position nor its legal moves change. Returns the reason."""
    before, moves = state.to_text(), legal(state)
    with pytest.raises(dl.IllegalMove) as exc:
        state.play(move)
    assert state.to_text() == before and legal(state) == moves
    for word in words:
        assert word in exc.value.reason, f"{exc.value.reason!r} does not say {word!r}"
    return exc.value.reason


def bots_of(kind: str, players: int, salt: int) -> list:
    """Seeded bots: all ``"random"``, all ``"greedy"``, or ``"mixed"`` (alternating by seat)."""
    if kind == "random":
        return [dl.bots.Random(salt * 10 + k) for k in range(players)]
    if kind == "greedy":
        return [dl.bots.Greedy() for _ in range(players)]
    return [dl.bots.Greedy() if (k + salt) % 2 else dl.bots.Random(salt + k) for k in range(players)]


def walk(game, players: int, seed: int, kind: str):
    """The states of one deal between bots of ``kind`` (``bots_of``), in turn, each with the move then
    made (the finished state last, with ``None``)."""
    state = game.deal(players, seed)
    bots = bots_of(kind, players, seed)
    while not state.over:
        p = state.current
        move = bots[p].choose(state.observation(p), state.legal_moves())
        yield state, move
        state.play(move)
    yield state, None


def reads_back(game, state) -> None:
    """``state``'s text reads back to the same text and the same legal moves."""
    from domino_lab.games.state import State

    text = state.to_text()
    back = State.from_text(text, game=game)
    assert back.to_text() == text
    assert legal(back) == legal(state), text


def game_or_skip(gid: str, opts: dict):
    """``dl.game(gid, **opts)``, or skip the test when the game has no such option."""
    try:
        return dl.game(gid, **opts)
    except dl.SetupError as exc:
        pytest.skip(str(exc))


def same_deal(fast, slow, record: tuple[str, ...] = ()) -> None:
    """Two finished deals agree move for move and field for field (a fast path against the engine).
    ``record``: the fields of a path's own record, when ``fast`` is a deal the path finished from
    its log (a subclass of the engine's state class that makes its table and history when they
    are read: ``games.chain.kernel.PlayedOut``, ``games.chain.logged``)."""
    assert fast.over and slow.over
    assert isinstance(fast, type(slow)) if record else type(fast) is type(slow)
    assert fast.result() == slow.result()
    assert fast.to_text() == slow.to_text()
    assert fast.history == slow.history
    assert [(p, str(m)) for p, m in fast.history] == [(p, str(m)) for p, m in slow.history]
    assert fast.move_tally() == slow.move_tally()
    assert fast.first_player == slow.first_player
    assert fast.returns() == slow.returns()
    assert set(vars(slow)) <= set(vars(fast)) <= set(vars(slow)) | set(record)  # (a record: its fields, if set)
    for field, value in vars(slow).items():  # every field: table (with how each double lies), scores, fresh...
        if field == "chance":
            assert repr(fast.chance) == repr(value)
        else:
            assert getattr(fast, field) == value, field
    fast.check_conservation()


# The proof every fast path gives (tests/test_fingerprint.py over every game; test_muggins_paths.py and others):
# a fresh deal, any position, and simulate's rows, each as the object engine plays them.

def variant_ids(variants) -> list[str]:
    """Test ids for ``[(game id, options), ...]``: ``fives-doubles=crosswise``."""
    return [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'defaults'}" for g, o in variants]


def checked_engine(state, bots):
    """``state`` played to its end by the engine, every move checked by ``State.play`` (``turns``:
    not the driver's short road, which ``tests/test_plain_driver.py`` proves on its own)."""
    from domino_lab.driver import turns

    for _ in turns(state, bots):
        pass
    return state


def playout_with(form, game, players: int, seed, bots, match=None):
    """A deal of ``game`` dealt in the compact form ``form`` (a module of ``games.kept.FORMS``:
    ``form.takes(game, players)`` must hold) and played to its end by ``driver.run_deal``."""
    from domino_lab.driver import run_deal

    return run_deal(form.deal(game, players, seed, match), bots)


def finish_with(form, state, bots):
    """``state`` (left as it is) kept in the compact form ``form`` and played on to its end."""
    from domino_lab.driver import run_deal

    return state if state.over else run_deal(form.kept(state), bots)


def proves_playouts(path, game, kind: str, seeds: int = 50, check=same_deal, engine=None) -> None:
    """A deal in the compact form ``path`` deals and plays every number of players and ``seeds``
    seeds (every third with a match's leader) as the engine (``run_deal``, or ``engine``) does,
    bots of ``kind``, and the form takes them all."""
    from domino_lab.match import _Context, run_deal

    engine = engine or run_deal

    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        for seed in range(seeds):
            match = _Context({"leader": seed % players}) if seed % 3 == 0 else None
            assert path.takes(game, players)
            fast = playout_with(path, game, players, seed, bots_of(kind, players, seed), match=match)
            check(fast, engine(game.deal(players, seed, match=match), bots_of(kind, players, seed)))


def proves_finishes(path, game, seeds: int = 40, check=same_deal, engine=None, walk: int = 30) -> None:
    """Any position (a random walk of up to ``walk`` moves into the deal) kept in the compact form
    ``path`` plays to its end as the engine plays it, and the position it started from is left as it was."""
    import random

    from domino_lab.match import run_deal

    engine = engine or run_deal

    for players in range(game.info.players[0], game.info.players[1] + 1):
        for seed in range(seeds):
            state = game.deal(players, seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(walk)):  # walk a random distance into the deal
                if state.over:
                    break
                legal = state.legal_moves()
                state.play(legal[rng.randrange(len(legal))])
            before = state.to_text()
            assert path.takes_position(state)
            fast = finish_with(path, state, bots_of("mixed", players, seed))
            assert state.to_text() == before  # the position it started from is left as it was
            check(fast, engine(state.clone(), bots_of("mixed", players, seed)))


def proves_simulate_rows(path, game, players: int, n: int = 40, engine=None) -> None:
    """``dl.simulate`` deals ``game`` in the compact form ``path`` and gives the rows the engine,
    move by move, gives each deal (the bots re-seeded as simulate does)."""
    from domino_lab.match import _seat, run_deal

    engine = engine or run_deal

    bots = [dl.bots.Random(k) for k in range(players)]
    rows = dl.simulate(game, n, bots, seed=9)
    from domino_lab.games.kept import form_of

    assert form_of(game, players) is path
    for row in rows:
        slow = engine(game.deal(players, row.seed), _seat(bots, row.seed))
        result = slow.result()
        assert (row.winner, row.points, row.reason) == (result.winner, result.points, result.reason)
        assert (row.moves, row.draws, row.passes) == slow.move_tally()


def proves_text_finishes(game, moves: int = 5) -> None:
    """A position read back from its text (``from_text``: no deal's history behind it) finishes,
    through ``dl.driver.finish`` (which keeps it in its compact form), as the engine finishes it."""
    from domino_lab.driver import finish
    from domino_lab.match import run_deal

    state = game.deal(2, 11)
    for _ in range(moves):
        state.play(state.legal_moves()[-1])
    again = type(state).from_text(state.to_text())
    fast = finish(again, [dl.bots.Random(1), dl.bots.Random(2)])
    same_deal(fast, run_deal(again.clone(), [dl.bots.Random(1), dl.bots.Random(2)]))


def proves_random_dealer(path, game, players: int, n: int, monkeypatch) -> None:
    """``dl.simulate`` with fresh ``Random`` seats takes ``path.random_dealer``, and its rows are those of
    the form's deal played with the bots made, and of the engine, deal by deal."""
    from domino_lab.match import _seat, run_deal

    bots = [dl.bots.Random(k) for k in range(players)]
    assert path.takes(game, players)
    made = []
    dealer = path.random_dealer

    def spy(game, players, dealer=dealer, made=made):
        made.append(players)
        return dealer(game, players)

    monkeypatch.setattr(path, "random_dealer", spy)
    rows = dl.simulate(game, n, bots, seed=players)
    assert made  # (the dealer played them)
    monkeypatch.delattr(path, "random_dealer")
    assert dl.simulate(game, n, bots, seed=players) == rows  # its deal, the bots made
    monkeypatch.undo()
    for row in rows:  # the engine, move by move
        slow = run_deal(game.deal(players, row.seed), _seat(bots, row.seed))
        result = slow.result()
        assert (row.winner, row.points, row.reason) == (result.winner, result.points, result.reason)
        assert (row.moves, row.draws, row.passes, row.leader) == (*slow.move_tally(), slow.first_player)


def paths_taking(game, players: int | None = None) -> list:
    """The compact forms (``games.kept.FORMS``) that take ``game`` at ``players`` (its default
    number): none, or the one that deals it."""
    from domino_lab.games.kept import form_of

    form = form_of(game, game.default_players if players is None else players)
    return [] if form is None else [form]


def line_turns_checked(game, seeds, fish=None) -> tuple[int, int, int]:
    """Every turn of ``game``'s deals (2-4 players, ``seeds``, Random, Greedy and a mix) on a line-counting
    game's line: the moves are the chain family's listing of the family's ``_plays`` (``ChainState._legal_moves``),
    every play scores what ``play_points`` says of it, and, with ``fish`` (a function of the state: the answer as
    asked before a shortcut), every fish test on a laid table gives its answer. Returns the turns, fish tests and
    plays checked (tests/test_line_scoring_turns.py, test_line_designs_turns.py)."""
    from domino_lab.driver import run_deal
    from domino_lab.games.chain.base import ChainState
    from domino_lab.games.counting.line_scoring import _counts
    from domino_lab.moves import Play

    turns = fished = counted = 0
    lo, hi = game.info.players
    for players in range(max(lo, 2), min(hi, 4) + 1):
        for seed in seeds:
            for kind in ("random", "greedy", "mixed"):
                state = game.deal(players, seed)
                log = [0]

                def check(player=None, move=None, state=state, log=log):
                    nonlocal turns, fished, counted
                    if move is not None and isinstance(move, Play) and _counts(game) is not None:
                        if len(state.table.placed) > 1 and not state.table.one_way:
                            points = game.play_points(state, player, move)
                            assert state.score_log[log[0]:] == ([(player, points)] if points else [])
                            counted += 1
                    log[0] = len(state.score_log)
                    if fish is not None and state.table.placed:
                        assert state.blocked() == fish(state)
                        fished += 1
                    if state.over or state.table.empty:  # (the lead: the family's own listing, not the chain's)
                        return
                    assert list(state._legal_moves()) == list(ChainState._legal_moves(state))
                    turns += 1

                check()
                run_deal(state, bots_of(kind, players, 0), on_move=check)
    return turns, fished, counted


def same_kept(fast, slow) -> None:
    """Two finished deals agree in every field, ``fast`` one a compact form played (it may carry the
    form's own record: its private fields), the context and the counting fields included."""
    same_deal(fast, slow, tuple(f for f in set(vars(fast)) - set(vars(slow)) if f.startswith("_")))
    assert fast.context == slow.context, (fast.context, slow.context)
    for field in ("scored", "score_log", "last_single", "last_player", "drawn", "passes"):
        assert getattr(fast, field, None) == getattr(slow, field, None), field


def engine_alone(call, *args, **kwargs):
    """``call(*args, **kwargs)`` with every compact form turned off (``games.kept.engine_alone``)."""
    from domino_lab.games import kept

    with kept.engine_alone():
        return call(*args, **kwargs)
