"""What a player knows, as strings and tensors, built only on his sealed observation.

Every function here reads a deal through ``state.observation(player)`` (its ``to_text()``,
``hand``, ``hand_sizes``, ``boneyard_size``, ``unseen``, ``table``, ``history``) and through what
``Episode`` recorded from those observations (the hand each player was dealt, the tiles that
came into his hand with each move). The live state is never read, so nothing hidden can leak.

**Strings.** The *observation string* is the position as the player sees it
(``Observation.to_text()``), the sizes of the hands and the boneyard, and the moves since his
last turn. The *information-state string* is that plus everything he has seen since the deal:
the hand he was dealt, every move as he saw it (hidden tiles masked) with the tiles each one
brought into his hand (``+3-4`` after his own draw), and the actions of a turn he is in the
middle of. It is exact: two histories give the same string only if the player cannot tell them
apart.

**Tensors** (``float32``, every value in ``[0, 1]``; ``Features.pieces`` names the parts):

- observation: ``player`` (one-hot, P), ``current`` (whose turn, P), ``hand`` (T), ``face_up``
  (tiles on the table, in the pit, in collections..., T), ``hand_sizes`` (P, count/T),
  ``boneyard`` (1, count/T), ``ends`` (each open end's number, one-hot, E x (n+1); layouts
  only), ``last_moves`` (the last P moves, each its mover, token kinds, tiles and numbers) and
  ``choosing`` (the actions already taken in the current turn, A);
- information state: the observation tensor plus ``dealt`` (T), ``gained`` (tiles that came
  into his hand since, T), ``laid_by`` (per player, the tiles he was seen to lay, give or
  discard, P x T), ``void`` (per player, the numbers showing on the table when he drew or
  passed, P x (n+1)), ``draws`` and ``passes`` (per player, count/T). The tensor is a
  fixed-size summary of the history; the information-state *string* is the exact record.

The scores kept during a deal (counting games, tricks taken, bids) are in the strings (the
position text) and follow from the moves.
"""

from __future__ import annotations

import numpy as np

from ..errors import DominoError
from ..moves import Draw, Pass
from ..tiles import tiles_text
from .actions import Vocabulary
from .core import open_ends

__all__ = ["Features"]


class Features:
    """The tensor layout of one game for one number of players (from its ``Vocabulary``)."""

    def __init__(self, vocab: Vocabulary, perfect_recall: bool):
        self.vocab = vocab
        self.perfect_recall = perfect_recall
        P, T = vocab.players, len(vocab.set)
        self.P, self.T, self.n, self.E = P, T, vocab.set.n, vocab.ends
        self.kinds = list(vocab.kinds)
        self.N = max([1] + [count for count in (vocab_numbers(vocab, k) for k in self.kinds)])
        self.F = P + len(self.kinds) + T + self.N  # one move: mover, token kinds, tiles, numbers
        pieces: list[tuple[str, tuple[int, ...]]] = [
            ("player", (P,)), ("current", (P,)), ("hand", (T,)), ("face_up", (T,)),
            ("hand_sizes", (P,)), ("boneyard", (1,))]
        if self.E:
            pieces.append(("ends", (self.E, self.n + 1)))
        pieces += [("last_moves", (P, self.F)), ("choosing", (len(vocab),))]
        if perfect_recall:
            pieces += [("dealt", (T,)), ("gained", (T,)), ("laid_by", (P, T)), ("void", (P, self.n + 1)),
                       ("draws", (P,)), ("passes", (P,))]
        self.pieces = pieces
        self.size = sum(int(np.prod(shape)) for _, shape in pieces)

    def views(self, tensor: np.ndarray) -> dict[str, np.ndarray]:
        """Named, shaped views of a flat tensor."""
        out, start = {}, 0
        for name, shape in self.pieces:
            size = int(np.prod(shape))
            out[name] = tensor[start:start + size].reshape(shape)
            start += size
        return out

    # -- tensors ---------------------------------------------------------------------------------------
    def write(self, episode, player: int, views: dict[str, np.ndarray]) -> None:
        """Fill ``views`` (zeroed by the caller) with what ``player`` knows in ``episode``."""
        if player < 0 or player >= self.P:  # OpenSpiel asks for the shape with player -1
            return
        _check_recorded(episode)
        views["player"][player] = 1
        if episode.state is None:  # still dealing: nothing is known yet
            return
        obs = episode.state.observation(player)
        T = self.T
        current = episode.current_player
        if current is not None:
            views["current"][current] = 1
        for t in obs.hand:
            views["hand"][t.id] = 1
        unseen = obs.unseen
        for t in episode.game.set:
            if t not in unseen and t not in obs.hand:
                views["face_up"][t.id] = 1
        views["hand_sizes"][:] = [s / T for s in obs.hand_sizes]
        views["boneyard"][0] = obs.boneyard_size / T
        if self.E:
            for index, value in open_ends(obs.table):
                if 0 <= index < self.E and 0 <= value <= self.n:
                    views["ends"][index, value] = 1
        history = obs.history
        for row, (mover, move) in enumerate(history[-self.P:]):
            self._move(views["last_moves"][row], mover, move)
        if current == player:
            for action in episode.prefix:
                views["choosing"][action] = 1
        if not self.perfect_recall:
            return
        for t in episode.dealt[player]:
            views["dealt"][t.id] = 1
        for gains in episode.gains:
            for t in gains[player]:
                views["gained"][t.id] = 1
        for i, (mover, move) in enumerate(history):
            for t in move.tiles:
                if t is not None:
                    views["laid_by"][mover, t.id] = 1
            if isinstance(move, (Draw, Pass)):
                views["draws" if isinstance(move, Draw) else "passes"][mover] += 1 / T
                for value in episode.ends_before[i]:
                    if 0 <= value <= self.n:
                        views["void"][mover, value] = 1
        np.minimum(views["draws"], 1, out=views["draws"])
        np.minimum(views["passes"], 1, out=views["passes"])

    def _move(self, row: np.ndarray, mover: int, move) -> None:
        P, K, T = self.P, len(self.kinds), self.T
        row[mover] = 1
        for kind, tile, number in self.vocab.tokens_of(move):
            if kind in self.kinds:
                row[P + self.kinds.index(kind)] = 1
            if tile is not None:
                row[P + K + tile.id] = 1
            if number is not None and 0 <= number < self.N:
                row[P + K + T + number] = 1

    # -- strings ---------------------------------------------------------------------------------------
    def text(self, episode, player: int) -> str:
        """The observation string (``perfect_recall=False``) or the information-state string."""
        _check_recorded(episode)
        if episode.state is None:
            return f"p{player} | dealing" + (f" | redeals: {episode.redeals}" if episode.redeals else "")
        obs = episode.state.observation(player)
        sizes = " ".join(map(str, obs.hand_sizes))
        parts = [f"p{player}", obs.to_text(), f"hand sizes: {sizes}", f"boneyard size: {obs.boneyard_size}"]
        history = obs.history
        if self.perfect_recall:
            if episode.redeals:
                parts.append(f"redeals: {episode.redeals}")
            parts.append(f"dealt: {tiles_text(sorted(episode.dealt[player])) or '-'}")
            moves = []
            for (mover, move), gains in zip(history, episode.gains):
                got = gains[player]
                moves.append(f"p{mover} {move}" + (f" (+{tiles_text(sorted(got))})" if got else ""))
            parts.append("moves: " + ("; ".join(moves) or "-"))
        else:
            since = [i for i, (mover, _) in enumerate(history) if mover == player]
            recent = history[since[-1] + 1:] if since else history
            parts.append("since your last move: " + ("; ".join(f"p{m} {mv}" for m, mv in recent) or "-"))
        if episode.current_player == player and episode.prefix:
            parts.append("choosing: " + ", ".join(episode.vocab.text(a) for a in episode.prefix))
        return " | ".join(parts)


def _check_recorded(episode) -> None:
    if not episode.record:
        raise DominoError("this episode is a search's sample (record=False): it keeps no observations")


def vocab_numbers(vocab, kind: str) -> int:
    from .actions import KINDS

    return KINDS[kind][1](vocab)
