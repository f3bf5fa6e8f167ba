"""One way to drive a deal: the loop that asks the seats for moves, written once.

``turns(state, seats)`` is that loop, as an iterator: it makes each move and yields
``(player, move)`` after it. A seat is a bot (anything with ``choose(observation, legal_moves)``)
or a person (anything else: a name, ``None``); the loop stops when the deal is over or when a
person is to move, so a board can wait for a click and call it again. A forced move (the only
legal one) is made without asking the bot. ``run_deal`` plays to the end, ``playout`` deals and
plays, ``finish`` plays on from a position: for bots that do not look, a deal in the compact form
its family keeps it in where it has one (``games.kept``: Wagons' deal on integers, a state like
any other, played by this loop; the chain family's plain line on integers, which this loop hands
to the family's own loop on them, ``games.chain.line_loop``: the one other loop, kept because a
deal there costs about half what this loop's calls cost), which a looking bot would undo at its
first turn.

Everything that lets bots play uses these: matches and simulations, the bots' own rollouts, the
Board, the command line and the conformance checks.

``run_deal`` takes a shorter road where nothing can tell the difference: when every bot chooses
from the legal moves alone (it does not look at an observation, ``looks = False``) and the state
keeps the engine's own ``play`` and ``legal_moves``,
it makes the same calls as ``turns`` and ``State.play`` do (the state's ``_legal_moves``, the
bot's ``choose`` unless one move is legal, the state's ``_apply``, the history) without checking
each move again: a bot of that kind returns one of the moves it was handed; a state that keeps
its deal in a compact form plays it there itself with those bots (``_run_blind``: the chain
family's plain line, ``games.chain.line_loop``), asking each bot as this loop would. The moves are
handed as a list, as ``legal_moves`` gives them, except where the game's ``_legal_moves`` gives a
tuple: the same moves every turn, made once (Spark's calls), handed as they are, so the tuple is
not copied at every turn and a bot may know it again (``Greedy`` remembers its choice among it). A
compact form of a deal (``games.kept``) keeps its turns as tuples where the engine lists the moves
anew (its class says so: ``_turns_kept``; the chain family's loop does the same): those are handed
as a list of the bot's own, as the engine's, so that a bot that sorts, changes or keeps its list
plays the same deal on both; but to the package's own ``Random`` and ``Greedy``, which only read
them, as they are (``_reading``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .errors import DominoError, SetupError
from .games import kept
from .games.base import Game, State
from .i18n import _, ngettext
from .policies import Greedy, Random
from .seeds import as_seed

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.game import MatchContext
    from .games.observation import Chooser
    from .moves import Move

__all__ = ["is_bot", "check_bots", "turns", "run_deal", "playout", "finish"]

MAX_MOVES = 100_000


def is_bot(seat: Any) -> bool:
    """Whether ``seat`` chooses its own moves (a bot) rather than waiting for a person."""
    return callable(getattr(seat, "choose", None))


def check_bots(bots: Sequence[Any], players: int | None = None) -> list[Chooser]:
    """``bots`` as a list, one bot per seat (anything with ``choose(observation, legal_moves)``);
    a ``SetupError`` naming the seat that holds something else."""
    if isinstance(bots, (str, bytes, dict)) or not hasattr(bots, "__len__") or not hasattr(bots, "__iter__"):
        raise SetupError(_("bots are a list of bots, one per player (e.g. [dl.bots.Greedy()] * 4), not {bots!r}",
                           bots=bots))
    bots = list(bots)
    for seat, bot in enumerate(bots):
        if isinstance(bot, type) or not is_bot(bot):
            hint = " (a class: make one, e.g. dl.bots.Greedy())" if isinstance(bot, type) else ""
            raise SetupError(_("seat {seat} holds {bot!r}, which is no bot{hint}; a bot has a choose(observation, "
                               "legal_moves) method", seat=seat, bot=bot, hint=hint))
    if players is not None and len(bots) != players:
        raise SetupError(ngettext("{n} bot for {players} players: one bot per seat",
                                  "{n} bots for {players} players: one bot per seat", len(bots), players=players))
    return bots


def turns(state: State, seats: Sequence[Any], max_moves: int = MAX_MOVES) -> Iterator[tuple[int, Move]]:
    """Let the bots among ``seats`` play ``state``: make each move and yield ``(player, move)``
    after it is made. Stops when the deal is over or a person (a seat that is no bot) is to move.

    >>> import domino_lab as dl
    >>> state = dl.game("classic").deal(2, seed=1)
    >>> moves = list(turns(state, [dl.bots.Greedy(), dl.bots.Greedy()]))
    >>> state.over and moves[0][0] == state.first_player
    True
    """
    asked: dict[int, tuple[Any, bool]] = {}  # seat -> (the seat, whether it looks): asked once a seat
    for _k in range(max_moves):
        p = state.current
        if state.over or p is None:
            return
        seat = seats[p]
        known = asked.get(p)
        if known is None or known[0] is not seat:
            if not is_bot(seat):
                return
            known = asked[p] = (seat, getattr(seat, "looks", True))
        legal = state.legal_moves()
        count = len(legal)
        if count == 1:
            move = legal[0]
        elif not count:
            raise DominoError(f"{state.game.info.id}: no legal move in a live deal: {state.to_text()}")
        else:  # a bot that declares it does not look (looks = False) is spared the observation
            move = seat.choose(state.observation(p) if known[1] else None, legal)
        state.play(move)
        yield p, move
    raise DominoError(f"{state.game.info.id}: the deal did not end in {max_moves} moves: {state.to_text()}")


def run_deal(state: State, bots: Sequence[Chooser], max_moves: int = MAX_MOVES,
             on_move: Callable[[int, Move], Any] | None = None) -> State:
    """Let ``bots`` (one per player) play ``state`` to its end; returns it. ``on_move(player,
    move)`` is called after every move."""
    cls: type = type(state)  # (as a plain type: mypy checks type[State] against Hashable as if an instance)
    if on_move is None and _plain_state(cls) and blind_bots(bots):
        return _run_plain(state, bots, max_moves)
    for player, move in turns(state, bots, max_moves):
        if on_move is not None:
            on_move(player, move)
    if not state.over:
        raise DominoError(f"player {state.current}'s seat is not a bot; run_deal needs a bot in every seat")
    return state


def blind_bots(bots: Sequence) -> bool:
    """Whether every bot chooses from the legal moves alone (``looks = False``), so that the loop may
    hand it the legal moves, and nothing else."""
    for b in bots:  # (a loop, not all() over a generator: asked once a simulated deal)
        if getattr(b, "looks", True) is not False:
            return False
    return True


def _reading(bots: Sequence) -> bool:
    """Whether every bot's ``choose`` is one of the package's own that only read the moves they are
    handed (``Random``'s, ``Greedy``'s: neither changes nor keeps them, so a tuple or a list is all one)."""
    for b in bots:  # (a loop, not all() over a generator: asked once a simulated deal)
        if getattr(b.choose, "__func__", None) not in _READING:
            return False
    return True


_READING = (Random.choose, Greedy.choose)


@functools.cache
def _plain_state(cls: type[State]) -> bool:
    """Whether states of class ``cls`` keep the engine's own ``play`` and ``legal_moves``."""
    return cls.play is State.play and cls.legal_moves is State.legal_moves


def _run_plain(state: State, bots: Sequence, max_moves: int) -> State:
    """``run_deal`` for bots that choose from the legal moves alone (see the module docstring)."""
    run = getattr(state, "_run_blind", None)
    if run is not None:  # (a deal kept in a compact form, played by its family's loop on it)
        done: State | None = run(bots, not _reading(bots))
        if done is not None:
            return done
    legal_moves, apply = state._legal_moves, state._apply
    # (a compact form's kept tuples stand for the engine's new lists: handed as a list of its own to a bot that
    # may change or keep it, any but the package's own, which only read it)
    anew = getattr(state, "_turns_kept", False) and not _reading(bots)
    record = None  # (the history's append, looked up at the first move the state does not record itself)
    for _k in range(max_moves):
        p = state.current
        if state.over or p is None:
            if not state.over:  # pragma: no cover - a live deal always has a player to move
                raise DominoError(f"player {p}'s seat is not a bot; run_deal needs a bot in every seat")
            return state
        legal = legal_moves()
        if type(legal) is not tuple:  # (a tuple, a game's own moves made once, is handed as it is: see below)
            legal = list(legal)
        count = len(legal)
        if count == 1:
            move = legal[0]
        elif not count:
            raise DominoError(f"{state.game.info.id}: no legal move in a live deal: {state.to_text()}")
        else:
            move = bots[p].choose(None, list(legal) if anew and type(legal) is tuple else legal)
            for m in legal:  # (found by identity, as State.play finds it: a loop, not a generator)
                if m is move:
                    break
            else:
                if move not in legal:  # (not one handed: the checked road)
                    state.play(move)  # (it raises IllegalMove, or accepts a move that stands for a listed one)
                    continue
        state._legal = None
        recorded = apply(move)  # (None, the move as the history records it, or False: recorded: State._apply)
        if recorded is not False:
            if record is None:
                record = state.history.append
            record((p, move if recorded is None else recorded))
    raise DominoError(f"{state.game.info.id}: the deal did not end in {max_moves} moves: {state.to_text()}")


def finish(state: State, bots: Sequence[Chooser]) -> State:
    """``state`` played on to its end by ``bots``: for bots that do not look, a copy in the compact
    form its family keeps it in where it has one (``games.kept.kept``: a new state; ``state`` is left
    as it was), else ``state`` itself, move by move. ``bots``: one per player, as ``playout`` takes them
    (a list of the right length is taken as it is: finishing is a search's rollout)."""
    if state.over:
        return state
    if type(bots) is not list or len(bots) != state.players:  # (a tuple, a generator, a bot too few or too many)
        bots = check_bots(bots, state.players)
    if blind_bots(bots):
        copy = kept.kept(state)
        if copy is not None:
            return run_deal(copy, bots)
    return run_deal(state, bots)


def playout(game: Game, bots: Sequence[Chooser], seed: int | None = 0, match: MatchContext | None = None) -> State:
    """Deal ``game`` from ``seed`` and let ``bots`` (one per player) play it to its end; returns
    the finished deal. The same as ``run_deal(game.deal(len(bots), seed, match), bots)``, the deal
    kept in its family's compact form where it has one, for bots that do not look (chain games
    with Random and Greedy bots play on integers: ``domino_lab.games.kept``).

    >>> import domino_lab as dl
    >>> state = playout(dl.game("kozel"), [dl.bots.Random(k) for k in range(4)], seed=5)
    >>> state.over, state.result().reason in ("out", "fish")
    (True, True)
    """
    if not isinstance(game, Game):  # (match._setup's check)
        raise SetupError(_("bots play a game, e.g. dl.game('kozel'), not {game!r}", game=game))
    bots, seed = check_bots(bots), as_seed(seed)
    players = game.check_players(len(bots))
    dealt = kept.deal(game, players, seed, match) if blind_bots(bots) else game.deal(players, seed, match=match)
    return run_deal(dealt, bots)
