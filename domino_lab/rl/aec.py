"""Every domino_lab game as a PettingZoo AEC environment (needs ``pettingzoo`` and ``gymnasium``).

``domino_lab.rl.env("kozel", players=4, draw="one")`` returns an environment of one deal per
episode, the agents ``player_0`` … ``player_{P-1}``:

- ``reset(seed=s)`` deals the deal ``dl.game(...).deal(players, seed=s)`` gives (the engine's own
  chance decides the draws, as in ``dl.playout``); without a seed the environment's random
  stream picks one;
- the action space is ``Discrete(A)``: the game's token vocabulary (``domino_lab.rl.actions``; a
  move of several tokens is several steps of the same agent), and each observation is a dict
  ``{"observation": Box(0, 1, float32), "action_mask": Box(0, 1, int8)}`` whose mask marks the
  legal actions of the agent to move (all zeros for the others);
- ``observation="observation"`` (default) gives the observation tensor of
  ``domino_lab.rl.observe``, ``observation="information_state"`` the information-state tensor;
- rewards are zero until the deal ends, then each agent gets his return (``state.returns()``:
  his side's points against the mean, higher is better; they sum to zero over the agents);
- ``render()`` (``render_mode="ansi"``) returns the deal as text, as the agent to move sees it
  (his own hand; the others' hands and the boneyard as counts of face-down tiles); once the deal
  is over, the finished deal with its result.
"""

from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..errors import SetupError
from ..games.registry import game as make_game
from ..i18n import _
from ..seeds import as_seed
from .actions import Vocabulary
from .bounds import bounds
from .core import Episode
from .observe import Features

__all__ = ["env", "raw_env", "DominoEnv"]

OBSERVATIONS = ("observation", "information_state")


class DominoEnv(AECEnv):
    """One domino_lab game as an AEC environment; ``episode`` is the deal in progress."""

    def __init__(self, game_id: str, players: int | None = None, observation: str = "observation",
                 render_mode: str | None = None, **options):
        super().__init__()
        if not isinstance(observation, str) or observation not in OBSERVATIONS:  # (the package's errors, by name)
            raise SetupError(_("observation must be one of {names}, not {observation!r:.40}",
                               names=", ".join(OBSERVATIONS), observation=observation))
        if render_mode not in (None, "ansi"):
            raise SetupError(_("render_mode must be None or 'ansi', not {render_mode!r:.40}", render_mode=render_mode))
        self.game = make_game(game_id, **options)
        self.players = self.game.check_players(players)
        self.vocab = Vocabulary(self.game, self.players)
        self.limits = bounds(self.game, self.players)
        self.features = Features(self.vocab, observation == "information_state")
        self.render_mode = render_mode
        self.metadata = {"render_modes": ["ansi"], "name": f"domino_lab_{self.game.info.id}_v0",
                         "is_parallelizable": False}
        self.possible_agents = [f"player_{p}" for p in range(self.players)]
        self.agents = self.possible_agents[:]
        size = self.features.size
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (len(self.vocab),), np.int8),
            }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(len(self.vocab)) for a in self.possible_agents}
        self.episode: Episode | None = None
        self._np_random: np.random.Generator | None = None
        self.seed_used: int | None = None

    def observation_space(self, agent: str):
        return self.observation_spaces[self.possible_agents[self._player(agent)]]

    def action_space(self, agent: str):
        return self.action_spaces[self.possible_agents[self._player(agent)]]

    def _player(self, agent: object) -> int:
        """The seat of ``agent`` ("player_2": 2), or the package's error naming the agents there are (it was
        a bare ``ValueError`` of ``list.index``, or a ``KeyError``)."""
        if agent not in self.possible_agents:
            raise SetupError(_("there is no agent {agent!r:.40}; the agents are {agents}", agent=agent,
                               agents=", ".join(self.possible_agents)))
        return self.possible_agents.index(agent)  # (one of them: a str)

    def _dealt(self, what: str) -> Episode:
        """The deal in progress: ``reset()`` deals it, and nothing is read or played before (the raw
        environment failed on a missing attribute; the wrapped one says so with an assertion)."""
        if self.episode is None:
            raise SetupError(_("reset() the environment before {what}: there is no deal yet", what=what))
        return self.episode

    # -- the episode ---------------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        seed = as_seed(seed)  # (a numpy integer too, as dl.play takes it; gymnasium takes Python ints only)
        if seed is not None and seed < 0:  # (gymnasium's stream: refused there with its own Error)
            raise SetupError(_("reset's seed is a whole number of at least 0, not {seed}", seed=seed))
        if seed is not None or self._np_random is None:
            self._np_random = gymnasium.utils.seeding.np_random(seed)[0]
        deal_seed = seed if seed is not None else int(self._np_random.integers(2**31))
        self.seed_used = deal_seed
        self.episode = Episode.seeded(self.game, self.players, deal_seed, self.vocab, self.limits.max_moves)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.episode is not None  # after reset()
        current = self.episode.current_player
        if current is not None:
            self.agent_selection = self.possible_agents[current]

    def step(self, action) -> None:
        episode = self._dealt("step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        episode.apply_action(action)  # (first: an action refused changes nothing; int(1.7) was action 1)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if episode.over:
            for a, r in zip(self.possible_agents, episode.returns()):
                self.rewards[a] = float(r)
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self._select()
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict:
        player = self._player(agent)
        episode = self._dealt("observe()")
        tensor = np.zeros(self.features.size, np.float32)
        self.features.write(episode, player, self.features.views(tensor))
        mask = np.zeros(len(self.vocab), np.int8)
        if episode.current_player == player:
            mask[episode.legal_actions()] = 1
        return {"observation": tensor, "action_mask": mask}

    def render(self) -> str | None:
        """The deal as text, as the agent to move may see it (``Observation.describe``: his hand,
        the table, the others' tiles counted, not shown); the whole finished deal once it is over."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi'")
            return None
        state = self._dealt("render()").state
        if state is None:
            return "(not dealt)"
        if state.over or state.current is None:
            return state.describe()
        return f"{self.agent_selection} sees:\n" + state.observation(state.current).describe()

    def close(self) -> None:
        pass

    def __str__(self) -> str:
        return str(self.metadata["name"])


def raw_env(game_id: str, **kwargs) -> DominoEnv:
    """The environment without PettingZoo's wrappers."""
    return DominoEnv(game_id, **kwargs)


def env(game_id: str, **kwargs):
    """The environment, wrapped as PettingZoo's classic games are (``OrderEnforcingWrapper``:
    reset before step, no reading before reset)."""
    return wrappers.OrderEnforcingWrapper(DominoEnv(game_id, **kwargs))
