"""Every domino_lab game as an OpenSpiel Python game: ``python_domino_lab_<id>``.

Importing this module (it needs ``pyspiel``, from ``pip install open_spiel``) registers every
game of the catalogue with OpenSpiel::

    import pyspiel
    import domino_lab.rl.openspiel  # noqa: F401  (registers the games)
    game = pyspiel.load_game("python_domino_lab_kozel(players=4,opening=13)")

or ``domino_lab.rl.openspiel.load_game("kozel", players=4, opening=13)``.

- **Parameters**: ``players`` and every rule option (``domino_lab.rl.params``).
- **Chance** is explicit (``domino_lab.rl.core``): a chance node per position of the deal, its
  outcome the tile dealt there, and a chance node per tile drawn from the boneyard or taken
  blind; a chance outcome is a tile's ``id`` (``max_chance_outcomes`` = tiles in the set).
- **Actions** are the game's token vocabulary (``domino_lab.rl.actions``):
  ``num_distinct_actions`` = its size; a move of several tokens is several actions of the
  same player.
- **Observations** (``domino_lab.rl.observe``): information-state and observation strings and
  tensors, from the player's sealed observation.
- **Returns**: ``state.returns()`` of the finished deal, zero-sum over the players (sides are of
  equal size); ``min_utility``/``max_utility`` and ``max_game_length`` are the proved bounds
  of ``domino_lab.rl.bounds``.

Helpers: ``apply_move(state, move)`` makes a domino_lab move as its actions;
``play_deal(game, seats, seed)`` plays a seeded deal with OpenSpiel bots and domino_lab bots in
any seats (with domino_lab bots only, the deal ``dl.playout`` plays); ``duel`` plays two kinds of
bots against each other from both sides of the same deals; ``DeterminizedMCTSBot`` is OpenSpiel's
MCTS searching deals sampled from its player's observation, so that it never peeks.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

import numpy as np
import pyspiel

from ..errors import SetupError
from ..games.chance import SeededChance
from ..games.game import Game
from ..games.registry import catalogue, game_class
from ..i18n import _, ngettext
from ..seeds import as_seed
from ..streams import Stream
from ..tiles import Tile
from . import params as _params
from .actions import ActionError, Vocabulary
from .bounds import bounds
from .core import Episode
from .observe import Features

__all__ = ["PREFIX", "register", "load_game", "short_name", "DominoGame", "DominoState", "apply_move",
           "DeterminizedMCTSBot", "play_deal", "duel"]

PREFIX = "python_domino_lab_"
_REGISTERED: dict[str, type] = {}


def short_name(game_id: str) -> str:
    return PREFIX + game_id


def _game_type(cls) -> pyspiel.GameType:
    info = cls.info
    lo, hi = info.players
    game = cls()
    equal_sides = all(len({len(s) for s in game.sides(p)}) == 1 for p in range(lo, hi + 1))
    return pyspiel.GameType(
        short_name=short_name(info.id),
        long_name=f"domino_lab {info.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.ZERO_SUM if equal_sides else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=hi,
        min_num_players=lo,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_params.defaults(cls),
    )


class DominoGame(pyspiel.Game):
    """One domino_lab game with its options and number of players, as an OpenSpiel game.
    ``dl_game`` is the domino_lab game; ``vocab`` its actions; ``limits`` its ``Bounds``.
    ``register`` makes one subclass per game (its ``game_class`` and ``game_type`` set)."""

    game_class: type[Game]
    game_type: pyspiel.GameType

    def __init__(self, params: dict | None = None):
        cls, game_type = self.game_class, self.game_type
        given = dict(params or {})
        options, players = _params.to_options(cls, given)
        self.dl_game = cls(**options)
        self.players = self.dl_game.check_players(players)
        self.vocab = Vocabulary(self.dl_game, self.players)
        self.limits = bounds(self.dl_game, self.players)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.vocab),
            max_chance_outcomes=len(self.dl_game.set),
            num_players=self.players,
            min_utility=self.limits.min_return,
            max_utility=self.limits.max_return,
            utility_sum=0.0 if game_type.utility == pyspiel.GameType.Utility.ZERO_SUM else None,
            max_game_length=self.limits.max_decisions,
        )
        super().__init__(game_type, info, given)
        self._tiles = {t.id: t for t in self.dl_game.set}

    def tile(self, action: int) -> Tile:
        """The tile a chance outcome names (its ``id``)."""
        tile = self._tiles.get(action)
        if tile is None:
            raise ActionError(f"a chance outcome is a tile's id; the {self.dl_game.set} has no tile {action}")
        return tile

    def new_initial_state(self) -> DominoState:
        return DominoState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> Observer:
        return Observer(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class DominoState(pyspiel.State):
    """A deal in progress; ``episode`` walks it (``domino_lab.rl.core.Episode``), ``episode.state``
    is the domino_lab state once dealt."""

    def __init__(self, game: DominoGame):
        super().__init__(game)
        self.episode = Episode(game.dl_game, game.players, game.vocab, game.limits.max_moves)

    def current_player(self) -> int:
        ep = self.episode
        # (pyspiel has no type information: its PlayerId members, ints, are typed here)
        if ep.over:
            terminal: int = pyspiel.PlayerId.TERMINAL
            return terminal
        if ep.is_chance:
            chance: int = pyspiel.PlayerId.CHANCE
            return chance
        player = ep.current_player
        assert player is not None  # a decision node has its player
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return self.episode.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        outcomes = self.episode.chance_outcomes()
        p = 1.0 / len(outcomes)
        return [(t.id, p) for t in outcomes]

    def _apply_action(self, action: int) -> None:
        ep = self.episode
        if ep.is_chance:
            ep.apply_chance(self.get_game().tile(action))
        else:
            ep.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        game: DominoGame = self.get_game()
        if player == pyspiel.PlayerId.CHANCE:
            tile = game.tile(action)
            need = self.episode.need
            return f"{'deal' if need is None else need[1]} {tile}"
        return game.vocab.text(action)

    def is_terminal(self) -> bool:
        return self.episode.over

    def returns(self) -> list[float]:
        return list(self.episode.returns())

    def __str__(self) -> str:
        return str(self.episode)


class Observer:
    """OpenSpiel's Python observer: ``tensor`` and its named views ``dict``; ``set_from`` and
    ``string_from``. Information state when ``iig_obs_type.perfect_recall``, else observation."""

    def __init__(self, game: DominoGame, iig_obs_type, params):
        if params:
            raise ValueError(f"domino_lab observations take no parameters; got {params}")
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise ValueError("domino_lab observers show one player's view (private_info=SINGLE_PLAYER, "
                             "public_info=True)")
        self.features = Features(game.vocab, bool(iig_obs_type.perfect_recall))
        self.tensor = np.zeros(self.features.size, np.float32)
        self.dict = self.features.views(self.tensor)

    def set_from(self, state: DominoState, player: int) -> None:
        self.tensor.fill(0)
        self.features.write(state.episode, player, self.dict)

    def string_from(self, state: DominoState, player: int) -> str:
        return self.features.text(state.episode, player)


def apply_move(state: DominoState, move) -> list[int]:
    """Make the domino_lab ``move`` (legal for the player to move) through OpenSpiel's API, one
    action at a time; returns the actions taken (chance nodes it leads to are left to the caller)."""
    actions = state.episode.path(move)
    for action in actions:
        state.apply_action(action)
    return actions


def play_deal(game: DominoGame, seats, seed: int) -> DominoState:
    """Play the deal ``dl.playout(game.dl_game, bots, seed)`` would play, through OpenSpiel's API,
    and return its last state. Each seat is an OpenSpiel bot (``step(state) -> action``) or a
    domino_lab bot (``choose(observation, legal_moves) -> move``, asked as the driver asks: not
    when the move is forced). Chance is the seed's: the deal is dealt from the seed's shuffle
    (``Game.shuffle``; again after a redeal) and each draw is the one the deal's own chance makes
    (``SeededChance``: the boneyard's top tile), so with domino_lab bots in every seat the deal,
    move for move, is ``dl.playout``'s."""
    checked, seats = as_seed(seed), _seats(seats, game.players)  # (np.int64(5) dealt another deal than playout's)
    rng = Stream(checked)  # the deal's stream, as Game.deal's
    chance = SeededChance(checked)
    state = game.new_initial_state()
    order: list = []
    while not state.is_terminal():
        episode = state.episode
        if episode.phase == "deal":
            if not episode.order:  # a new shuffle: the first, or the rules dealt the last one again
                order = game.dl_game.shuffle(rng)
            state.apply_action(order[len(episode.order)].id)
        elif episode.phase == "draw":
            assert episode.need is not None  # a draw's node holds what it needs
            candidates, kind = episode.need
            state.apply_action(chance.pick(candidates, kind).id)
        else:
            seat = seats[state.current_player()]
            if callable(getattr(seat, "choose", None)):
                deal = episode.state
                assert deal is not None and deal.current is not None  # a decision node of a dealt deal
                legal = deal.legal_moves()
                move = legal[0] if len(legal) == 1 else seat.choose(deal.observation(deal.current), legal)
                apply_move(state, move)
            else:
                state.apply_action(seat.step(state))
    return state


def _seats(seats, players: int) -> list:
    """``seats`` checked: one per player, each an OpenSpiel bot or a domino_lab bot (a seat too few was
    a raw ``IndexError`` at its turn, one too many ignored, a seat that is neither a raw ``AttributeError``)."""
    if isinstance(seats, (str, bytes, dict)) or not isinstance(seats, Sequence):
        raise SetupError(_("seats are the deal's players, each an OpenSpiel bot (step(state)) or a domino_lab bot "
                           "(choose(observation, legal_moves)), not {seats!r:.60}", seats=seats))
    if len(seats) != players:
        raise SetupError(ngettext("{n} bot for {players} players: one bot per seat",
                                  "{n} bots for {players} players: one bot per seat", len(seats), players=players))
    for k, seat in enumerate(seats):
        if isinstance(seat, type) or not (callable(getattr(seat, "step", None))
                                          or callable(getattr(seat, "choose", None))):
            raise SetupError(_("seat {seat} holds {bot!r:.60}, which is neither an OpenSpiel bot (step(state)) nor "
                               "a domino_lab bot (choose(observation, legal_moves))", seat=k, bot=seat))
    return list(seats)


def duel(game: DominoGame, team_a, team_b, seeds) -> list[float]:
    """Two kinds of players, each deal of ``seeds`` played twice: ``team_a`` in the even seats and
    ``team_b`` in the odd ones, then the other way round (the same cards from both sides). A team
    is a function ``(player, seed) -> seat`` making a fresh, seeded bot. Returns team A's return
    in each deal played (two per seed): its players' mean return (Kozel's sides are the even and
    the odd seats, so this is its side's)."""
    out = []
    for seed in seeds:
        for a_first in (True, False):
            seats = [(team_a if (p % 2 == 0) == a_first else team_b)(p, seed) for p in range(game.players)]
            returns = play_deal(game, seats, seed).returns()
            mine = [r for p, r in enumerate(returns) if (p % 2 == 0) == a_first]
            out.append(sum(mine) / len(mine))
    return out


class DeterminizedMCTSBot(pyspiel.Bot):
    """OpenSpiel's MCTS (``open_spiel.python.algorithms.mcts.MCTSBot``) that does not peek: at
    each decision it deals the tiles its player cannot see at random, ``samples`` times
    (``Episode.sample``), runs the MCTS search on each such deal with ``simulations`` in all, and
    takes the action the searches visited most (determinized MCTS). ``uct_c`` defaults to the
    game's utility range, as the returns are points rather than ±1."""

    def __init__(self, game: DominoGame, player: int, simulations: int = 200, samples: int = 4,
                 uct_c: float | None = None, rollouts: int = 1, seed: int = 0):
        from open_spiel.python.algorithms import mcts

        super().__init__()
        checked = as_seed(seed)  # (a numpy integer read as the whole number it is: np.random wants an int)
        self.game, self.player = game, player
        self.samples = samples
        self._rng = random.Random(checked)
        scale = max(abs(game.min_utility()), abs(game.max_utility()))
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=rollouts, random_state=np.random.RandomState(checked))
        self._mcts = mcts.MCTSBot(game, uct_c if uct_c is not None else scale, max(1, simulations // samples),
                                  evaluator, solve=False,
                                  random_state=np.random.RandomState(None if checked is None else checked + 1))

    def step(self, state: DominoState) -> int:
        legal: list[int] = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        visits = dict.fromkeys(legal, 0)
        for _sample in range(self.samples):
            sample = self.game.new_initial_state()
            sample.episode = state.episode.sample(self.player, self._rng)
            root = self._mcts.mcts_search(sample)
            for child in root.children:
                visits[child.action] += child.explore_count
        return max(legal, key=lambda a: (visits[a], -a))

    def restart_at(self, state) -> None:
        pass

    def inform_action(self, state, player_id, action) -> None:
        pass


def register() -> None:
    """Register every game of the catalogue with pyspiel (again: nothing happens)."""
    registered = set(pyspiel.registered_names())
    for entry in catalogue():
        name = short_name(entry.id)
        if name in _REGISTERED or name in registered:
            continue
        cls = game_class(entry.id)
        game_type = _game_type(cls)
        # a class, as OpenSpiel's own Python games register (a class outlives the interpreter's
        # shutdown safely; a closure held by the C++ registry would be freed too late)
        creator = type(f"{cls.__name__}SpielGame", (DominoGame,), {"game_class": cls, "game_type": game_type,
                                                                  "__module__": __name__})
        pyspiel.register_game(game_type, creator)
        _REGISTERED[name] = creator


def load_game(game_id: str, players: int | None = None, **options) -> DominoGame:
    """``pyspiel.load_game`` for a domino_lab game by any name ``dl.game`` accepts, with its
    options as keywords (``load_game("kozel", players=2, draw="one")``)."""
    register()
    cls = game_class(game_id)
    fields = {f.name: f for f in dataclasses.fields(cls.Options)}
    given = {}
    for name, value in options.items():
        if name not in fields:
            _params.to_options(cls, {name: value})  # raises the SetupError naming the options
        given[name] = _params.to_param(cls, fields[name], value)
    if players is not None:
        given["players"] = players
    game: DominoGame = pyspiel.load_game(short_name(cls.info.id), given)
    return game


register()
