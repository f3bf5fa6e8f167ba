"""One deal as a sequence of decisions with explicit chance: what both adapters play.

``Episode`` holds one deal of a domino_lab game and walks it node by node, the way OpenSpiel
sees a game:

- **chance nodes of the deal**: one per position of the shuffled set, the outcome being the tile
  dealt there (the last position is forced); the game is then dealt from that order
  (``Game.deal(players, order=...)``). If the rules would deal those hands again (Kozel's five
  doubles), the order is refused and dealing starts over, as a table reshuffles.
- **decision nodes**: the player to move picks one action (``actions.Vocabulary``); a move of
  several tokens takes several actions of the same player.
- **chance nodes inside the deal**: every tile drawn from the boneyard and every tile taken blind
  goes through the deal's ``chance`` object (``games/chance.py``). ``Episode`` puts its own
  there: the chosen move is applied to a copy of the position whose chance object answers
  from the outcomes chosen so far and stops the move at the first draw it has no outcome for;
  that draw's candidates are the next chance node. Once every outcome is chosen the move is
  made for real. Several chance events may follow one move (Spark's prize draw, a draw until
  a tile fits).

``Episode.seeded(game, players, seed)`` is the same walk over a deal dealt from a seed, with the
engine's own chance (``SeededChance``): no chance nodes, the deal ``dl.playout`` would give.

What a player knows is read only from sealed observations (``state.observation(player)``): the
strings and tensors of ``domino_lab.rl.observe`` are built on them, and ``Episode`` records, after
each move, the tiles that came into each player's hand as his own observation shows it (what he
drew or was given), so that an information state remembers them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..driver import MAX_MOVES
from ..errors import DominoError, Redeal
from ..moves import Move
from ..tiles import Tile
from .actions import Decisions, Vocabulary

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.base import Game, State

__all__ = ["Episode", "NeedChance", "ExplicitChance", "MAX_REDEALS", "open_ends"]

MAX_REDEALS = 10_000  # a game that refuses this many orders in a row cannot be dealt from an order

DEAL, PLAY, DRAW, OVER = "deal", "play", "draw", "over"


def open_ends(table: Any) -> list[tuple[int, int]]:
    """``(index, number)`` of each open end of a table that has ends (none for the others)."""
    if table is None or not hasattr(table, "open_ends"):
        return []
    return [(e.index, e.value) for e in table.open_ends()]


class NeedChance(Exception):  # noqa: N818 - a signal, not an error
    """Raised by ``ExplicitChance`` when the move asks for an outcome not chosen yet."""

    def __init__(self, candidates: Sequence[Tile], kind: str):
        super().__init__(kind)
        self.candidates = tuple(candidates)  # in the engine's order (a boneyard's top tile is the last)
        self.kind = kind


class ExplicitChance:
    """A deal's chance object whose outcomes are chosen outside: ``script`` holds them in order.
    A pick with one candidate is forced and needs no choice."""

    __slots__ = ("script", "used")

    def __init__(self, script: Sequence[Tile] = ()):
        self.script = list(script)
        self.used = 0

    def pick(self, candidates: Sequence[Tile], kind: str) -> Tile:
        if self.used < len(self.script):
            tile = self.script[self.used]
            if tile not in candidates:
                raise DominoError(f"the chosen outcome {tile} is not among the {kind} candidates")
            self.used += 1
            return tile
        if len(candidates) == 1:
            self.script.append(candidates[0])
            self.used += 1
            return candidates[0]
        raise NeedChance(candidates, kind)

    def clone(self) -> ExplicitChance:
        new = ExplicitChance(self.script)
        new.used = self.used
        return new

    def __repr__(self):
        return f"ExplicitChance({len(self.script)} outcomes)"


class Episode:
    """One deal, node by node. ``phase``: ``"deal"`` (a chance node of the deal), ``"play"`` (a
    player decides), ``"draw"`` (a chance node inside the deal) or ``"over"``.

    >>> import domino_lab as dl
    >>> episode = Episode(dl.game("kozel"), 4)
    >>> episode.phase, len(episode.chance_outcomes())
    ('deal', 28)
    >>> for tile in dl.game("kozel").set:  # deal the set in its own order
    ...     if episode.phase == "deal":
    ...         episode.apply_chance(tile)
    >>> episode.phase, episode.current_player, [episode.vocab.text(a) for a in episode.legal_actions()]
    ('play', 1, ['lead 1-1'])
    """

    def __init__(self, game: Game, players: int, vocab: Vocabulary | None = None, max_moves: int = MAX_MOVES):
        self.game = game
        self.players = game.check_players(players)
        self.vocab = vocab or Vocabulary(game, self.players)
        self.max_moves = max_moves  # the declared bound; a longer deal is stopped as one that does not end
        self.phase = DEAL
        self.order: list[Tile] = []
        self.redeals = 0
        self.state: State | None = None  # the engine's deal, once dealt
        self.decisions: Decisions | None = None
        self.move: Move | None = None  # a chosen move waiting for its chance outcomes
        self.script: list[Tile] = []
        self.need: tuple[tuple[Tile, ...], str] | None = None  # (candidates, kind) of the draw at hand
        self._hands: list[frozenset[Tile]] = []  # each hand as its player last saw it
        self._ends: tuple[int, ...] = ()  # the open ends before the move being made
        self._mover: int | None = None
        self.explicit = True
        self.dealt: list[frozenset[Tile]] = []  # each player's hand at the deal, from his observation
        self.gains: list[tuple[frozenset[Tile], ...]] = []  # per engine move: tiles into each hand
        self.ends_before: list[tuple[int, ...]] = []  # per engine move: the open ends' numbers before it
        self.moves = 0  # engine moves made
        self.actions = 0  # player actions taken
        self.record = True  # keep what each player saw of each move (strings and tensors need it)

    @classmethod
    def seeded(cls, game: Game, players: int, seed: int | None, vocab: Vocabulary | None = None,
               max_moves: int = MAX_MOVES) -> Episode:
        """A deal dealt from ``seed`` and played with its own chance (no chance nodes)."""
        episode = cls(game, players, vocab, max_moves)
        episode.explicit = False
        episode._dealt(game.deal(episode.players, seed))
        return episode

    # -- whose node --------------------------------------------------------------------------------------------
    @property
    def is_chance(self) -> bool:
        return self.phase in (DEAL, DRAW)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def current_player(self) -> int | None:
        return self.state.current if self.phase == PLAY and self.state is not None else None

    # -- chance ---------------------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[Tile]:
        """The tiles chance may pick now, in tile order (each equally likely)."""
        if self.phase == DEAL:
            used = set(self.order)
            return [t for t in self.game.set if t not in used]
        if self.phase == DRAW:
            assert self.need is not None  # a draw's node holds what it needs
            return sorted(self.need[0])
        raise DominoError("not a chance node")

    def apply_chance(self, tile: Tile) -> None:
        if tile not in self.chance_outcomes():
            raise DominoError(f"{tile} is not a possible outcome now")
        if self.phase == DEAL:
            self.order.append(tile)
            if len(self.order) == len(self.game.set) - 1:  # the last tile has one place left
                self.order.extend(self.chance_outcomes())
            if len(self.order) == len(self.game.set):
                self._deal_order()
            return
        self.script.append(tile)
        self._make_move()

    def _deal_order(self) -> None:
        try:
            state = self.game.deal(self.players, order=self.order)
        except Redeal:  # the rules deal these hands again: shuffle anew
            self.redeals += 1
            if self.redeals > MAX_REDEALS:
                raise
            self.order = []
            return
        state.chance = ExplicitChance()
        self._dealt(state)

    def _dealt(self, state: State) -> None:
        self.state = state
        self.dealt = [state.observation(p).hand for p in range(self.players)]
        self._hands = list(self.dealt)
        self._next()

    def sample(self, player: int, rng: random.Random) -> Episode:
        """A new episode at this decision, whose deal is one ``player``'s observation allows
        (``Observation.sample``: the tiles he cannot see dealt at random), with explicit chance
        from here on and the actions of his turn so far. For searching without peeking
        (determinization); it records nothing (``record=False``)."""
        if self.phase != PLAY or self.current_player != player:
            raise DominoError(f"player {player} is not the one to decide now")
        new = Episode(self.game, self.players, self.vocab, self.max_moves)
        new.record = False
        assert self.state is not None  # a player decides: the deal is dealt
        state = self.state.observation(player).sample(rng)
        state.chance = ExplicitChance()
        new.state, new.moves, new.redeals = state, self.moves, self.redeals
        new._next()
        for action in self.prefix:
            new.apply_action(action)
        return new

    # -- decisions --------------------------------------------------------------------------------------------
    def legal_actions(self) -> list[int]:
        if self.phase != PLAY:
            return []
        return self._decisions().options()

    def _decisions(self) -> Decisions:
        if self.decisions is None:
            assert self.state is not None  # a player decides: the deal is dealt
            self.decisions = Decisions.of(self.vocab, self.state.legal_moves())
        return self.decisions

    def path(self, move: Move) -> list[int]:
        """The actions that make ``move`` (a legal move of the player to move) from here."""
        return self._decisions().path(move)

    @property
    def prefix(self) -> tuple[int, ...]:
        """The actions chosen so far in the current turn (a move not yet complete)."""
        return self.decisions.prefix if self.decisions is not None and self.phase == PLAY else ()

    def apply_action(self, action: int) -> None:
        if self.phase != PLAY:
            raise DominoError(f"no player is to move (the node is {self.phase})")
        move = self._decisions().choose(action)
        self.actions += 1
        if move is None:
            return
        self.decisions = None
        self.play(move)

    def play(self, move: Move) -> None:
        """Make ``move`` (a legal move of the player to move), with chance nodes for its draws."""
        assert self.state is not None and self.state.current is not None  # a player is to move
        if self.moves >= self.max_moves:
            raise DominoError(f"{self.game.info.id}: the deal did not end in {self.max_moves} moves: "
                              f"{self.state.to_text()}")
        self.move, self.script, self._mover = move, [], self.state.current
        if self.record:
            seen = self.state.observation(self.state.current)
            self._ends = tuple(value for _, value in open_ends(seen.table))
        self._make_move()

    def _make_move(self) -> None:
        assert self.state is not None and self.move is not None  # a move is being made
        if self.explicit:
            trial = self.state.clone()
            trial.chance = ExplicitChance(self.script)
            try:
                trial.play(self.move)
            except NeedChance as need:
                self.need, self.phase = (need.candidates, need.kind), DRAW
                return
            trial.chance = ExplicitChance()
            self.state = trial
        else:
            self.state.play(self.move)
        self.move, self.script, self.need = None, [], None
        if self.record:
            self._record()
        self.moves += 1
        self._next()

    def _record(self) -> None:
        """After a move: the tiles that came into each hand, as each player's own observation shows
        them. The mover's observation gives every hand's size; a player whose hand changed size is
        asked for his (a tile given or drawn for him); the others' hands did not change."""
        mover = self._mover
        assert self.state is not None and mover is not None  # after a move of the deal
        seen = self.state.observation(mover)
        gains: list[frozenset[Tile]] = []
        for p in range(self.players):
            old = self._hands[p]
            if p == mover:
                new = seen.hand
            elif seen.hand_sizes[p] != len(old):
                new = self.state.observation(p).hand
            else:
                gains.append(frozenset())
                continue
            gains.append(frozenset(new - old))
            self._hands[p] = new
        self.gains.append(tuple(gains))
        self.ends_before.append(self._ends)

    def _next(self) -> None:
        assert self.state is not None  # dealt
        self.phase = OVER if self.state.over else PLAY
        self.decisions = None

    # -- the end ----------------------------------------------------------------------------------------------
    def returns(self) -> tuple[float, ...]:
        """One number per player: the finished deal's ``state.returns()``; zeros before the end."""
        if self.phase != OVER:
            return (0.0,) * self.players
        assert self.state is not None  # over: it was dealt
        return tuple(float(r) for r in self.state.returns())

    # -- copying and text ------------------------------------------------------------------------------------
    def clone(self) -> Episode:
        new = object.__new__(Episode)
        new.__dict__.update(self.__dict__)
        new.order = list(self.order)
        new.state = self.state.clone() if self.state is not None else None
        new.decisions = self.decisions.copy() if self.decisions is not None else None
        new.script = list(self.script)
        new.gains = list(self.gains)
        new.ends_before = list(self.ends_before)
        new._hands = list(self._hands)
        return new

    def __deepcopy__(self, memo: dict) -> Episode:
        return self.clone()

    def __str__(self) -> str:
        if self.phase == DEAL:
            dealt = " ".join(str(t) for t in self.order)
            return f"{self.game.info.id} | dealing: {dealt or '-'} | redeals: {self.redeals}"
        assert self.state is not None  # past the deal
        text = self.state.to_text()
        if self.phase == DRAW:
            assert self.need is not None  # a draw's node holds what it needs
            text += f" | move: {self.move} | outcomes: {' '.join(map(str, self.script)) or '-'} | needs: {self.need[1]}"
        elif self.prefix:
            text += " | choosing: " + ", ".join(self.vocab.text(a) for a in self.prefix)
        return text
