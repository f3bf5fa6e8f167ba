"""The engine's contract: Game, State, Observation (and GameInfo, DealResult, Termination).

A game is a small class: its catalogue entry (``@register(GameInfo(...))``), its ``Options`` (a
frozen dataclass of rule knobs whose defaults are the seed's rules) and the hooks where it
differs from its family. A state is one deal in progress.

Two levels, kept apart by their names:

- The *engine's machinery*, underscored: what ``State``'s public methods call and each family's
  state class implements once — ``_legal_moves()``, ``_apply(move)`` (called only after
  ``play`` has checked the move, so a rejected move never touches the state),
  ``_why_illegal(move)``, ``_from_fields``/``_extra_text`` (the position text), and ``Game._deal``.
- The *family protocols*, public: the hooks a game overrides, each with one signature and a
  one-line contract, listed in each family's base (``ChainGame``, ``TrickState``,
  ``CollectingGame``, ``discard.base``, ``counting.base``). Rules on a ``Game`` take the state
  as their first argument.

Every game also has the match and returns hooks of ``Game``: ``sides``, ``match_init``,
``match_update``, ``next_context`` and ``side_worth``.

The contract lives in small modules, each below the next, and this module names it all in one place
(``from domino_lab.games.base import Game, State``): the entry (``games.info``), the deal's state
(``games.state``, which reads its game through the ``GameRules`` protocol), what a player sees
(``games.observation``), the game (``games.game``) and the catalogue (``games.registry``), none
of which imports this module.
"""

from __future__ import annotations

from ..options import Options
from .game import Game
from .notation import read_number, read_player, read_tiles
from .observation import Observation
from .outcome import DealResult, Status, Termination
from .registry import GameInfo
from .state import State
from .state import _dup as _dup  # (the families' clones use it)

__all__ = ["GameInfo", "Game", "State", "DealResult", "Termination", "Observation", "Options", "Status",
           "read_number", "read_player", "read_tiles"]
