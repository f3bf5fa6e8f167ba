"""Information-set Monte-Carlo tree search: ``ISMCTS``, a bot that searches one tree over many
imagined deals.

A bot sees only its observation: its own hand, the table, how many tiles the others hold. It
cannot search the real deal, because it does not know it. ``MonteCarlo`` (in ``bots``) answers
that by imagining: it deals the hidden tiles at random many times (a *determinization*,
``observation.sample(rng)``), plays every legal move out in each, and keeps the move with the
best average. It spends the same effort on a hopeless move as on the best one, and it assumes
that after its move everyone plays greedily.

ISMCTS (single-observer information-set MCTS, Cowling, Powley and Whitehouse, 2012) keeps one
tree whose nodes are *sequences of moves*, not positions: what the bot will have seen, whatever
the hidden tiles are. Each iteration

1. **imagines** a deal consistent with the observation (a fresh determinization);
2. **selects**: walks down the tree from the root, at each node choosing among the moves that
   are legal *in this imagined deal* the one with the best upper confidence bound (UCB1, its mean
   outcome plus ``exploration * sqrt(ln(available) / visits)``), for whoever moves there, the bot
   or another player: each side is assumed to play well for itself;
3. **expands**: the first move of the walk that has no node yet gets one;
4. **rolls out**: greedy players finish the imagined deal (the deal kept in its family's compact form where it has one);
5. **backs up**: every node of the walk adds the deal's ``outcome`` for the side that moved there.

A move that is legal only in some imagined deals (another player's tile, a draw) is counted
only where it was available, so rare moves are not judged by deals that never allow them. The
bot plays the root move visited most. Chance inside a deal (the tile a draw brings, a blind
pick) is part of each imagined deal, so a node's statistics average over it.

Everything is seeded and the budget is a number of iterations, never a clock: the same seed
and the same observation give the same move on any machine. A second budget bounds the work of
one decision on large sets, where deals are long: ``max_moves`` simulated moves (see
``MAX_MOVES``), counted, never timed.

>>> import domino_lab as dl
>>> state = dl.game("kozel").deal(4, seed=3)
>>> bot = ISMCTS(iterations=60, seed=1)
>>> bot
ISMCTS(iterations=60, seed=1)
>>> move = bot.choose(state.observation(state.current), state.legal_moves())
>>> move in state.legal_moves()
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .driver import finish
from .errors import SetupError
from .games.observation import Observation
from .i18n import N_, _
from .policies import Bot, Greedy, outcome
from .seeds import as_seed, as_whole

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.base import State
    from .moves import Move

__all__ = ["ISMCTS", "Node", "SearchTree", "MoveStats", "DEFAULT_ITERATIONS", "DEFAULT_EXPLORATION", "MAX_MOVES",
           "MIN_ITERATIONS"]

#: Iterations per decision by default: the median decision stays well under the Board's 150 ms
#: on the project's 2-core machine (``benchmarks/bot_decision.py``).
DEFAULT_ITERATIONS = 300
#: The UCB1 constant, for outcomes of about -2 to 2 (a win or a loss, ±1, plus the points
#: difference / 100): a move whose first imagined deal came out 2.5 below the best is tried again
#: within a few dozen iterations (with 1.0 it would wait for hundreds: one unlucky deal decides).
DEFAULT_EXPLORATION = 2.0
#: The most simulated moves one decision plays (the tree's walk and the greedy playout of every
#: iteration), counted on the double-six scale: a move on a set of T tiles counts T / 28 moves,
#: since a deal's moves grow dearer with the hands. Once it is spent the search stops, after at
#: least ``MIN_ITERATIONS``. It never binds on the double-six set (300 iterations of deals of at
#: most ~180 moves are ~54,000); on the double-18 set it is ~17,700 moves, which keeps Ladder,
#: Wagons and Muggins decisions under 1 s (``benchmarks/bot_decision.py --sets 18``).
MAX_MOVES = 120_000
#: Iterations a search makes whatever ``max_moves`` says (fewer only if ``iterations`` is fewer).
MIN_ITERATIONS = 32
_SCALE = 28  # tiles of the double-six set: the unit of ``max_moves``


class Node:
    """A node of the search tree: the move ``move`` made by ``player`` after its parent's moves.

    ``visits``: walks through it; ``total``: the sum of the outcomes they brought ``player``'s
    side; ``available``: how many walks reached its parent with ``move`` legal (UCB's count).
    ``children``: keyed by ``(player, move)``. The root has ``player`` and ``move`` ``None``.
    """

    __slots__ = ("player", "move", "children", "visits", "total", "available")

    def __init__(self, player: int | None = None, move: Move | None = None):
        self.player = player
        self.move = move
        self.children: dict[tuple[int, Move], Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1

    @property
    def mean(self) -> float:
        """The mean outcome for ``player``'s side of the walks through this node."""
        return self.total / self.visits if self.visits else float("nan")

    def best_child(self) -> Node | None:
        """The child visited most (ties: the better mean, then the first made)."""
        best = None
        for child in self.children.values():
            if best is None or (child.visits, child.mean) > (best.visits, best.mean):
                best = child
        return best

    def __repr__(self):
        what = "root" if self.move is None else f"player {self.player}: {self.move}"
        return f"<Node {what}, {self.visits} visits, mean {self.mean:+.3f}>"


@dataclass(frozen=True)
class MoveStats:
    """One root move after a search: how often it was tried and the mean outcome it brought."""

    move: Any
    visits: int
    mean: float


class SearchTree:
    """What one ``ISMCTS.search`` built: the ``root`` for ``player`` (to move, with
    ``legal_moves``), after ``iterations`` imagined deals (fewer than the bot's when its
    ``max_moves`` ran out; ``moves_played``: the simulated moves they played); ``sides``: the
    deal's sides (who plays with whom). ``dl.draw.draw_search_tree(tree)`` draws its top."""

    def __init__(self, player: int, legal_moves: Sequence[Move], iterations: int,
                 sides: Sequence[Sequence[int]] = ()):
        self.player = player
        self.legal_moves = list(legal_moves)
        self.iterations = iterations
        self.sides = tuple(tuple(side) for side in sides)
        self.root = Node()
        self.moves_played = 0

    def moves(self) -> list[MoveStats]:
        """Every legal move at the root with its visits and mean outcome, in the order given."""
        out = []
        for move in self.legal_moves:
            node = self.root.children.get((self.player, move))
            out.append(MoveStats(move, 0, float("nan")) if node is None else MoveStats(move, node.visits, node.mean))
        return out

    def best(self) -> Move:
        """The move the bot plays: the one visited most (ties: the better mean, then the first)."""
        best, key = self.legal_moves[0], (-1, float("-inf"))
        for row in self.moves():
            mine = (row.visits, row.mean if row.visits else float("-inf"))
            if mine > key:
                best, key = row.move, mine
        return best

    def line(self, length: int = 8) -> list[Node]:
        """The line the search expects: from the root, the most visited child, again and again."""
        out: list[Node] = []
        node: Node | None = self.root
        while len(out) < length and node is not None:
            node = node.best_child()
            if node is not None:
                out.append(node)
        return out

    def size(self) -> int:
        """How many nodes the tree holds (the root included)."""
        count, stack = 0, [self.root]
        while stack:
            node = stack.pop()
            count += 1
            stack.extend(node.children.values())
        return count

    def depth(self) -> int:
        """The longest path from the root, in moves."""
        deepest, stack = 0, [(self.root, 0)]
        while stack:
            node, d = stack.pop()
            deepest = max(deepest, d)
            stack.extend((c, d + 1) for c in node.children.values())
        return deepest

    def __repr__(self):
        return f"<SearchTree for player {self.player}: {self.iterations} iterations, {self.size()} nodes>"


def _whole(value, name: str, what: str, least: int, bot: str = "ISMCTS") -> int:
    """A searching bot's count (``bots.MonteCarlo``'s too) as a Python int, or a ``SetupError`` naming the bot and
    it (a numpy integer is a count too: ``np.int64(4)`` was "not a whole number")."""
    count = as_whole(value)
    if count is None or count < least:
        raise SetupError(_("{bot} {name} is {what}: a whole number of at least {least}, not {value!r}", bot=bot,
                            name=name, what=_(what), least=least, value=value))
    return count


class ISMCTS(Bot):
    """Information-set Monte-Carlo tree search (see the module): ``iterations`` imagined deals per
    decision, UCB1 with ``exploration`` to choose where to look, greedy players to finish each
    deal. ``seed`` seeds its stream of imagined deals (``None``: a fresh one). ``max_moves``
    bounds the work of a decision: once its iterations have played that many simulated moves
    (double-six scale: a move on a set of T tiles counts T / 28), it stops, after at least
    ``MIN_ITERATIONS`` (``MAX_MOVES``: never on the double-six set)."""

    name = "ismcts"

    def __init__(self, iterations: int = DEFAULT_ITERATIONS, seed: int | None = 0,
                 exploration: float = DEFAULT_EXPLORATION, max_moves: int = MAX_MOVES):
        self.iterations = _whole(iterations, "iterations", N_("the number of imagined deals per decision"), 1)
        self.max_moves = _whole(max_moves, "max_moves", N_("the most simulated moves per decision"), 1)
        if isinstance(exploration, bool) or not isinstance(exploration, (int, float)) or not (
                math.isfinite(exploration) and exploration >= 0):
            raise SetupError(_("ISMCTS exploration is UCB1's constant: a finite number of at least 0, "
                               "not {exploration!r}", exploration=exploration))
        self.exploration = float(exploration)
        self.seed = as_seed(seed)
        self.rng = random.Random(self.seed)
        self._rollout = Greedy()

    def seeded(self, seed: int) -> ISMCTS:
        return ISMCTS(self.iterations, seed, self.exploration, self.max_moves)

    def __repr__(self):
        extra = "" if self.exploration == DEFAULT_EXPLORATION else f", exploration={self.exploration:g}"
        extra += "" if self.max_moves == MAX_MOVES else f", max_moves={self.max_moves}"
        return f"ISMCTS(iterations={self.iterations}, seed={self.seed}{extra})"

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        """The move visited most by a search from ``observation`` (a forced move at once)."""
        moves = self._check(observation, legal_moves)
        if len(moves) == 1:
            return moves[0]
        assert observation is not None  # _check refuses anything but an Observation
        return self.search(observation, moves).best()

    def search(self, observation: Observation, legal_moves: Sequence[Move] | None = None) -> SearchTree:
        """Run the search and return its tree (how the bot thinks: ``tree.moves()``, ``tree.line()``).
        ``legal_moves`` defaults to the observation's."""
        moves = self._check(observation, observation.legal_moves if legal_moves is None else legal_moves)
        tree = SearchTree(observation.player, moves, self.iterations, observation.public.sides)
        seats = [self._rollout] * observation.public.players
        weight = len(observation.public.game.set.tiles)  # a move counts weight / 28
        budget, spent, done = self.max_moves * _SCALE, 0, 0
        while done < self.iterations and (spent < budget or done < MIN_ITERATIONS):
            played = self._iterate(tree, observation, seats)
            tree.moves_played += played
            spent += played * weight
            done += 1
        tree.iterations = done
        return tree

    def _check(self, observation: Any, legal_moves: Any) -> list[Move]:
        if not isinstance(observation, Observation):
            raise SetupError(_("ISMCTS chooses from a player's observation (state.observation(player)), "
                               "not {observation!r:.60}", observation=observation))
        if observation.over:
            raise SetupError(_("the deal is over: there is no move to choose"))
        if isinstance(legal_moves, (str, bytes)) or not hasattr(legal_moves, "__iter__"):
            raise SetupError(_("legal_moves is the list of moves to choose from, not {legal_moves!r:.60}",
                               legal_moves=legal_moves))
        moves: list[Move] = list(legal_moves)
        if not moves:
            raise SetupError(_("there is no legal move to choose from (legal_moves is empty)"))
        mine = observation.legal_moves
        if mine:
            if observation.current_player != observation.player:
                raise SetupError(_("it is player {current}'s turn, not player {p}'s",
                                   current=observation.current_player, p=observation.player))
            strange = [m for m in moves if m not in mine]
            if strange:
                raise SetupError(_("{move} is not a legal move of player {p} here; legal: {legal}", move=strange[0],
                                   p=observation.player, legal=", ".join(map(str, mine))))
        elif observation.current_player != observation.player:
            raise SetupError(_("it is player {current}'s turn: player {p} has no move to choose",
                               current=observation.current_player, p=observation.player))
        return moves

    def _iterate(self, tree: SearchTree, observation: Observation, seats: list) -> int:
        """One imagined deal: select and expand down the tree, roll out greedily, back up.
        Returns the number of moves it simulated."""
        rng, c = self.rng, self.exploration
        state: State = observation.sample(rng)
        start = len(state.history)
        node, path = tree.root, []
        legal: Sequence[Move] = tree.legal_moves
        while True:
            player = state.current
            assert player is not None  # a live deal has a player to move
            children = node.children
            untried: list[Move] = []
            best: Node | None = None
            best_score = float("-inf")
            for move in legal:
                child = children.get((player, move))
                if child is None:
                    untried.append(move)
                    continue
                child.available += 1
                if not untried:
                    score = child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
                    if score > best_score:
                        best, best_score = child, score
            if untried:  # expand: a move this node has not tried, then roll out
                move = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                best = children[(player, move)] = Node(player, move)
            assert best is not None and best.move is not None  # a child was chosen or made
            state.play(best.move)
            path.append(best)
            node = best
            if untried or state.over:
                break
            legal = state.legal_moves()
        end = finish(state, seats)
        values: dict[int, float] = {}
        for node in path:
            p = node.player
            assert p is not None  # only the root has no player
            value = values.get(p)
            if value is None:
                value = values[p] = outcome(end, p)
            node.visits += 1
            node.total += value
        tree.root.visits += 1
        return len(end.history) - start
