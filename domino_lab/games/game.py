"""``Game``: a game of the catalogue with its rule options fixed (``Options``, their base, is
defined in ``domino_lab.options`` and named here too).

A game is a value: its class and its options. It deals (``deal``, from a seed or an explicit
order), scores matches (``match_init``, ``match_update``, ``next_context``, ``match_goal``) and
says what a finished deal was worth to each player (``returns``). A deal in progress is a
``State`` (``games/state.py``); rules that look at a deal take it as their first argument.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ..errors import Redeal, SetupError
from ..i18n import _, join, language, msg, ngettext, nmsg
from ..options import Options
from ..seeds import as_seed, as_whole
from ..streams import Stream
from ..tiles import DominoSet, Tile
from .chance import SeededChance
from .info import GameInfo, players_text
from .outcome import DealResult, Status

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .state import State

__all__ = ["Game", "Options", "MatchContext", "ScoredMatch", "ContextOnly"]


class MatchContext(Protocol):
    """What a deal reads of the match it is dealt in (``Game.deal``'s ``match``): ``context``, what
    earlier deals decided (who leads, remembered points). A ``Match`` is one."""

    @property
    def context(self) -> dict[str, Any]: ...


class ContextOnly:
    """Stands in for a match when one deal is dealt again: only its ``context`` is read (a copy)."""

    def __init__(self, context: dict):
        self.context = dict(context)


class ScoredMatch(Protocol):
    """What a game's match hooks (``match_init``, ``match_update``, ``match_status``,
    ``next_context``) read and write of the match they score: ``domino_lab.match.Match`` is one.
    Named here, in the engine, so the engine never imports the layer that plays matches."""

    players: int
    sides: tuple[tuple[int, ...], ...]
    scores: list[int]
    memory: dict[str, Any]
    context: dict[str, Any]
    results: list[DealResult]
    over: bool
    winner: int | None
    why: str

    def finish(self, winner: int | None = None, loser: int | None = None, why: str = "") -> None: ...

    def side_name(self, side: int) -> str: ...


class _StackedSet:
    """Stands in for the shuffling stream (``streams.Stream``) when a deal is dealt from an explicit order:
    it "shuffles" the set into that order, once (a second shuffle means the rules want a redeal)."""

    stacked = True

    def __init__(self, game: Game, order: Sequence[Tile]):
        tiles = list(order)
        if sorted(tiles) != sorted(game.set) or len(tiles) != len(game.set):
            raise SetupError(_("an order to deal from names every tile of the {set} once", set=game.set))
        self.order: list[Tile] | None = tiles

    def shuffle(self, tiles: list[Tile]) -> None:
        if self.order is None:
            raise Redeal(_("this order deals hands the rules deal again; choose another"))
        tiles[:] = self.order
        self.order = None

    def __getattr__(self, name):  # a game that draws other random numbers at the deal cannot be stacked
        raise SetupError(_("this game's deal asks for more chance than an order ({name}); deal it from a seed",
                           name=name))


def _called(game: Game) -> str:
    """What an error in a game's options calls it: a catalogue game by its id (``kozel``), a design
    (``dl.design``: its id is made of its parts, ``kozel_draw_threes_luck``) by its title in the
    current language, as the design's other refusals do ("Kozel, but drawing as Threes for Luck")."""
    info = game.info
    if getattr(type(game), "design_spec", None) is None:
        return info.id
    return info.name_ru if language() == "ru" else info.name


class Game:
    """A game of the catalogue with its rule options fixed.

    Subclasses set ``info``, ``Options`` and ``StateClass`` and implement ``_deal``.
    """

    info: ClassVar[GameInfo]
    Options: ClassVar[type[Options]] = Options
    StateClass: ClassVar[type[State]]
    penalty_points: ClassVar[bool] = False  # True when a deal's points count against a side (Kozel)

    def __init__(self, **options: Any) -> None:
        known = {f.name for f in dataclasses.fields(self.Options)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise SetupError(
                _("{id} has no option {v}; its options are: {v2}", id=_called(self), v=', '.join(unknown),
                  v2=', '.join(sorted(known)))
            )
        try:
            self.options: Options = self.Options(**options)
        except (TypeError, ValueError) as exc:
            raise SetupError(_("{id}: {exc}", id=_called(self), exc=exc)) from None
        self.set = DominoSet(self.options.set_n)
        self._hash = hash((type(self), self.options))  # a game is a value: its class and options

    # -- players and sides ---------------------------------------------------------------
    def check_players(self, players: int | None) -> int:
        lo, hi = self.info.players
        if players is None:
            players = self.default_players
        whole = as_whole(players)  # (a numpy integer too: a count read from a table)
        if whole is None or not lo <= whole <= hi:
            name = self.info.name_ru if language() == "ru" else self.info.name
            if lo == hi:  # (a number of players, counted: "в «Бинго» играют 2 игрока")
                raise SetupError(ngettext("{name} is played by {n} player, not {players!r}",
                                          "{name} is played by {n} players, not {players!r}", lo, name=name,
                                          players=players))
            raise SetupError(_("{name} is played by {v} players, not {players!r}", v=players_text((lo, hi)),
                               name=name, players=players))
        return whole

    @property
    def default_players(self) -> int:
        lo, hi = self.info.players
        return 4 if lo <= 4 <= hi else hi

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Who scores together. By default everyone for himself; team games override this."""
        return tuple((p,) for p in range(players))

    # -- dealing ------------------------------------------------------------------------------
    def deal(self, players: int | None = None, seed: int | None = None, match: MatchContext | None = None, *,
             order: Sequence[Tile] | None = None) -> State:
        """Shuffle (from ``seed``) and deal a new hand. ``match`` carries what earlier deals decided
        (who leads, remembered points); ``None`` means the first deal of a match. ``order`` deals
        from a stacked set instead of a shuffle: every tile once, the first dealt first (the deal a
        chance node chose, or one from a book); if the game's rules would deal it again (Kozel's
        five doubles), that is a ``Redeal``. A seeded deal is dealt from ``shuffle(Stream(seed))``
        (``domino_lab.streams``), shuffled again by the same stream for each redeal (OpenSpiel's
        adapter relies on it)."""
        players = self.check_players(players)
        seed = as_seed(seed)
        if match is not None:
            self.check_context(match.context, players)
        if order is not None:
            rng: Any = _StackedSet(self, order)
        else:
            rng = Stream(seed)
        state = self._deal(players, rng, match.context if match is not None else {})
        state.seed = seed
        state.chance = SeededChance(seed)
        return state

    def _deal(self, players: int, rng: random.Random, context: dict) -> State:
        raise NotImplementedError

    def check_context(self, context: dict, players: int) -> None:
        """Refuse (``SetupError``) a match context no match of this game makes (a hand-edited record's):
        ``leader``, the one key every family reads, is a player of the deal (10**6 was read modulo the
        players, True as player 1). A game that reads keys of its own checks them too (Sea Goat's)."""
        leader = context.get("leader")
        if leader is not None and not (type(leader) is int and 0 <= leader < players):
            raise SetupError(_("the match names player {leader!r} to lead, but a {players}-player deal has players "
                               "0 to {last}", leader=leader, players=players, last=players - 1))

    hand_sizes: ClassVar[dict[int, int]] = {}  # tiles per player, by number of players

    def hand_size(self, players: int) -> int:
        """Tiles dealt to each player: the ``hand_size`` option where the game has one and it is
        set, else the game's ``hand_sizes`` table."""
        size = getattr(self.options, "hand_size", None) or self.hand_sizes.get(players)
        if size is None or size * players > len(self.set):
            raise SetupError(_("{name}: cannot deal {size} tiles to {players} players from a set of {n}",
                               name=self.info.name, size=size, players=players, n=len(self.set)))
        return size

    def shuffle(self, rng: Stream | random.Random) -> list[Tile]:
        """The whole set in the order ``rng`` shuffles it (the one shuffle every deal starts from): a
        deal's ``Stream``, or anything with a ``shuffle``."""
        tiles = list(self.set)
        rng.shuffle(tiles)
        return tiles


    def deal_hands(self, rng: Stream | random.Random, players: int,
                   size: int | None = None) -> tuple[list[set[Tile]], list[Tile]]:
        """Shuffle and deal ``size`` tiles (default ``hand_size``) to each player: the hands and the
        rest, in order (as a boneyard, its last tile is drawn first)."""
        size = self.hand_size(players) if size is None else size
        tiles = self.shuffle(rng)
        return [set(tiles[p * size:(p + 1) * size]) for p in range(players)], tiles[players * size:]

    # -- match scoring --------------------------------------------------------------------------
    def match_init(self, match: ScoredMatch) -> None:
        """Set up ``match.scores`` (one per side) and anything the match must remember."""
        match.scores = [0] * len(match.sides)

    def match_update(self, match: ScoredMatch, result: DealResult) -> None:
        """Write a finished deal into the match; set ``match.over``/``match.winner`` when it ends.
        Default: add the deal's points to each side; first side to the target wins."""
        for i, p in enumerate(result.points):
            match.scores[i] += p
        target = getattr(self.options, "target", None)
        if target is not None and max(match.scores) >= target:
            best = max(match.scores)
            leaders = [i for i, s in enumerate(match.scores) if s == best]
            match.finish(winner=leaders[0] if len(leaders) == 1 else None,
                         why=msg("{side} reached {best} (target {target})", side=match.side_name(leaders[0]), best=best,
                                 target=target))
        match.context = self.next_context(match, result)

    def match_goal(self, players: int) -> str:
        """What the match is heading for, in words ("first to 100 wins", "101 is the goat")."""
        target = getattr(self.options, "target", None)
        if target is None:
            return ""
        return msg("reaching {target} loses", target=target) if self.penalty_points else msg("first to {target} wins",
                                                                                               target=target)

    def match_status(self, match: ScoredMatch) -> list[Status]:
        """The match standing for a board: each side's score and what the match is heading for."""
        goal = self.match_goal(match.players)
        scores = tuple(msg("{side}: {score}", side=match.side_name(i), score=s) for i, s in enumerate(match.scores))
        deals = len(match.results)
        after = nmsg("after {n} deal", "after {n} deals", deals)
        value: str = join("; ", [after, goal]) if goal else after
        if match.over:
            value = match.why
        return [Status("match", value, scores)]

    def next_context(self, match: ScoredMatch, result: DealResult) -> dict:
        """What the next deal needs to know. Default: nothing (every deal starts afresh)."""
        return {}

    # -- returns: one number per player, higher is better ------------------------------------------
    def side_worth(self, result: DealResult) -> tuple[float, ...]:
        """How good the deal was for each side, higher better: its points, negated in a penalty
        game. A game whose points do not say who did well overrides this (General)."""
        if self.penalty_points:
            return tuple(-p for p in result.points)
        return tuple(result.points)

    def returns(self, result: DealResult) -> tuple[float, ...]:
        """One number per player, higher is always better: his side's ``side_worth`` minus
        its mean over the sides, so the returns of the sides sum to zero."""
        values = self.side_worth(result)
        mean = sum(values) / len(values) if values else 0.0
        per_side = [v - mean for v in values]
        players = sum(len(s) for s in result.sides)
        return tuple(per_side[result.side_of(p)] for p in range(players))

    # -- a finished deal's own fields in a position ---------------------------------------------
    def finished_fields(self, state: Any) -> list[str]:
        """What a finished deal's score reads that its position does not otherwise say, as
        ``"name: value"`` fields written after ``ended`` (the chain family writes them): none by
        default, where the table, the hands and ``ended`` say it all. General's ``last`` names the
        tile that went out (a line's text does not say which end was laid last). Read back by
        ``read_finished``. A game's own hook, not its state's: a fast path that plays the family's
        state (the chain kernel) takes a game that words its finished deals so
        (``overrides.DESCRIPTIVE``)."""
        return []

    def read_finished(self, state: Any, values: Any) -> Any:
        """Set on ``state`` (a finished deal read from text, before it is scored) what
        ``finished_fields`` wrote, from the position's fields ``values``; return the move that
        ended the deal where the score reads one (``score_deal``'s ``move``), else ``None``."""
        return None

    # -- presentation --------------------------------------------------------------------------
    def __repr__(self) -> str:
        changed = {
            f.name: getattr(self.options, f.name)
            for f in dataclasses.fields(self.options)
            if getattr(self.options, f.name) != f.default
        }
        args = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"dl.game({self.info.id!r}{args})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Game) and other.options == self.options

    def __hash__(self) -> int:
        return self._hash
