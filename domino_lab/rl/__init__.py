"""domino_lab's games for game-AI toolkits: OpenSpiel games and PettingZoo environments.

Nothing here is imported by ``import domino_lab``, and the toolkits themselves are imported only
when asked for (``pip install "domino_lab[rl]"`` installs them):

- ``domino_lab.rl.openspiel``: importing it registers every game with OpenSpiel as
  ``python_domino_lab_<id>`` (``load_game("kozel", players=4)``);
- ``domino_lab.rl.env(game_id, **options)``: a PettingZoo AEC environment (``aec``).

Both stand on the same pieces, which need neither toolkit: ``actions`` (every move as integer
actions), ``core`` (a deal node by node with explicit chance), ``observe`` (strings and tensors
from sealed observations), ``bounds`` (the returns' range and a deal's length, proved from the
rules) and ``params`` (rule options as flat parameters).
"""

from __future__ import annotations

__all__ = ["env", "raw_env"]


def env(game_id: str, **kwargs):
    """A PettingZoo AEC environment of one deal of ``game_id`` (see ``domino_lab.rl.aec``)."""
    from .aec import env as make

    return make(game_id, **kwargs)


def raw_env(game_id: str, **kwargs):
    """The same environment without PettingZoo's order-enforcing wrapper."""
    from .aec import raw_env as make

    return make(game_id, **kwargs)
