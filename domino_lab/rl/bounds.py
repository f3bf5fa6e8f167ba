"""What OpenSpiel asks a game to declare: the range of the returns, and how long a deal can be.

Both are *bounds proved from the rules*, not measured: a deal's returns never leave
``[min_return, max_return]``, and a deal never takes more than ``max_moves`` moves of the engine
(``max_decisions`` actions of the players). The tests play many deals and check them; the
arguments are here, one per family.

**Returns.** ``state.returns()`` gives each player his side's ``side_worth`` minus the mean over
the ``k`` sides: the deal's points (negated in a penalty game such as Kozel). If every side's
points lie in ``[lo, hi]``, a return lies within ``±(k-1)/k·(hi-lo)``. Where points are never
negative and add up to at most ``total`` over the sides, it is tighter: ``[-total/k,
total·(k-1)/k]``, mirrored for a penalty game. Per game, ``S`` is the pips of the whole set (168
for double-six) and ``T`` its tiles (28):

- first-out scoring (the player out, or the lowest hand in a fish, scores what the other hands
  hold): Biryuk, Firewood, Pit, Blitz, Ladder, Seven, Double-lock, Wagons, Fork, Sausage;
  Classic and Odd-Even add their 0-0 bonus; Matador adds what it scores in play;
- one side writes the pips left: Kozel and Donkey (a lone 0-0 counts ``zero_double_alone``),
  Dark Blitz, Milky Way, French (penalty games); Sea Goat (hands of lone doubles count up to
  ``max(lone_doubles)`` and a finish adds up to 75);
- collections: Sharing and Roulette (pips, at most ``S`` in all), Spark (tiles, at most ``T``);
- tricks: Bingo (one point to the winner), Forty-Two (at most twice the 42 of a hand, to one
  side), Candelabra (at most the tricks, or the 4-4-1 penalty), Seven Dwarfs (the chests' pips
  plus the out bonus);
- counting in play (Telephone, Muggins, Fives, Threes, Threes for Luck, Bergen, Matador): every
  move that lays tiles scores once, at most the game's largest award (an open-end total is at
  most ``8n`` on a cross, four ends each a crosswise double, ``4n`` on a line), and no deal lays
  more than ``T`` tiles;
  fines (Telephone's pips left, Threes for Luck's draws, Matador's passes) bound from below;
- General: the losing side does worse by one deal, or two when made General.

**Length.** ``max_moves`` counts the engine's moves in a deal:

- standard chain play (the chain, cross, counting and line games): a tile is laid at most once
  and drawn at most once, so at most ``2T`` moves lay or draw; a pass happens only when the
  player can neither lay nor draw, and a full round of passes ends the deal (or, in the counting
  family, a pass with nobody able to move does), so at most ``P`` passes follow each of those
  moves: ``2T + P·(2T + 1)``. Dark Blitz: every turn is a draw and one more move, ``2T``;
- discard games: a deal is a fish after ``stall_rounds·P`` moves without a tile reaching the pit,
  and at most ``T`` tiles reach it: ``(T + 1)·stall_rounds·P`` (plus Firewood's ``T`` draws);
- Seven: the standard count, plus, once the boneyard is empty, a tile given and a pass at most
  twice round the table between two tiles laid, and the tiles owed for a seven;
- trick games: ``T`` tiles, the bids and trumps, and at most ``P`` passes before each tile
  (Seven Dwarfs); collecting games: every move draws at least one tile, ``T``;
- Sausage, and Seven with ``draw="none"`` or ``undrawable > 0`` (where play can pass for ever
  while the boneyard cannot be reached), have no such argument: their bound is the driver's own
  limit (``driver.MAX_MOVES``), past which domino_lab stops a deal as one that does not end, and
  ``Episode`` does the same.

``max_decisions`` counts player actions: in the standard chain games a move that lays ``k``
tiles takes at most ``3k + 1`` actions (a tile's tokens and an ``end turn``) and any other move
one, and each tile is laid once: ``max_moves + 3T``; elsewhere every move lays at most one tile
and takes at most ``P + 3`` actions (Sharing's keep and gives, an attach and its discard...).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..driver import MAX_MOVES

__all__ = ["Bounds", "bounds"]


@dataclass(frozen=True)
class Bounds:
    """``min_return``/``max_return``: every player's return lies between; ``max_moves``: engine
    moves in a deal; ``max_decisions``: player actions in a deal; ``proved``: whether
    ``max_moves`` comes from the rules (False: the driver's limit)."""

    min_return: float
    max_return: float
    max_moves: int
    max_decisions: int
    proved: bool = True


def _box(lo: float, hi: float, k: int) -> tuple[float, float]:
    spread = (k - 1) / k * (hi - lo)
    return -spread, spread


def _share(total: float, k: int, penalty: bool) -> tuple[float, float]:
    """Points >= 0 that add up to at most ``total`` over the ``k`` sides."""
    lo, hi = -total / k, total * (k - 1) / k
    return (-hi, -lo) if penalty else (lo, hi)


def _returns(game, players: int) -> tuple[float, float]:
    o = game.options
    gid = game.info.id
    k = len(game.sides(players))
    S = game.set.total_pips
    T = len(game.set)
    pen = game.penalty_points
    first_out = {"biryuk", "firewood", "pit", "blitz", "ladder", "seven", "double_lock", "wagons", "fork", "sausage"}
    if gid in first_out:
        return _share(S, k, pen)
    if gid in ("classic", "odd_even"):
        z = o.zero_double
        return _share(S + z, k, pen) if z >= 0 else _box(-2 * abs(z), S + 2 * abs(z), k)
    if gid in ("kozel", "donkey"):
        z = o.zero_double_alone
        return _share(S + z, k, pen) if z >= 0 else _box(-abs(z), S + abs(z), k)
    if gid in ("dark_blitz", "milky_way", "french", "sharing", "roulette"):
        return _share(S, k, pen)
    if gid == "sea_goat":
        lone = max((abs(v) for v in (o.lone_doubles or ())), default=0)
        return _share(S + 2 * lone + 75, k, pen)
    if gid == "spark":
        return _share(T, k, pen)
    if gid == "general":
        return _box(-2, 0, k)  # side_worth itself: 0, -1 or -2
    if gid == "bingo":
        return _share(1, k, pen)
    if gid == "forty_two":
        from ..games.tricks.forty_two import HAND_TOTAL

        return _share(2 * HAND_TOTAL, k, pen)
    if gid == "candelabra":
        tricks = game.hand_size(players)
        return _box(min(0, o.two_fours_penalty), tricks, k)
    if gid == "seven_dwarfs":  # the chests hold at most the whole set; one player is out
        return _share(S + o.out_bonus, k, pen) if o.out_bonus >= 0 else _box(o.out_bonus, S, k)
    award = _counting_award(game)
    if award is not None:
        most = T * award  # every move that lays tiles scores at most once
        if gid == "telephone":
            return _box(-S, most, k)
        if gid == "muggins":
            return _box(-abs(o.out_bonus), most + abs(o.out_bonus) + S + 5, k)
        if gid in ("fives", "threes"):
            extra = abs(o.out_bonus) + abs(o.block_bonus)
            return _box(-extra, most + extra, k)
        if gid == "threes_luck":
            extra = abs(o.out_bonus) + abs(o.block_bonus)
            fines = abs(o.draw_penalty) * T  # each drawn tile is fined at most once
            return _box(-fines - extra, most + extra, k)
        if gid == "bergen":
            return _box(-abs(o.block_award), most + abs(o.block_award), k)
        if gid == "matador":
            fines = abs(o.pass_fine) * _chain_moves(game, players)
            return _box(-fines, most + S, k)
    raise NotImplementedError(f"{gid}: no bound on its returns is known to domino_lab.rl")


def _counting_award(game) -> int | None:
    """The largest award one move scores in play, for the counting games (None: not one)."""
    o = game.options
    gid = game.info.id
    n = game.set.n
    award: int  # (whole-number options, read by the game's id from its own Options class)
    if gid in ("telephone", "muggins"):  # a cross: four ends, each at most a crosswise double
        award = abs(o.per) * (8 * n // max(1, o.multiple))
    elif gid in ("fives", "threes"):  # a line: two ends
        award = abs(o.per) * (4 * n // max(1, o.multiple))
    elif gid == "threes_luck":
        award = max(abs(o.scoring_move), abs(o.first_double), abs(o.lucky_draw))
    elif gid == "bergen":
        award = max(abs(o.double_lead), abs(o.double_header), abs(o.triple_header))
    elif gid == "matador":
        award = abs(o.six_bonus) + abs(o.matador_points)
    else:
        return None
    return award


def _chain_moves(game, players: int) -> int:
    T = len(game.set)
    return 2 * T + players * (2 * T + 1)


def _moves(game, players: int) -> tuple[int, bool]:
    from ..games.chain.base import ChainState
    from ..games.collecting.base import CollectingGame
    from ..games.discard.base import DiscardMixin
    from ..games.tricks.base import TrickGame

    gid = game.info.id
    o = game.options
    T = len(game.set)
    P = players
    if gid == "sausage":
        return MAX_MOVES, False
    if gid == "seven":
        if o.draw == "none" or o.undrawable > 0:
            return MAX_MOVES, False
        return _chain_moves(game, P) + (T + 1) * (4 * P + o.penalty_tiles), True
    if issubclass(game.StateClass, DiscardMixin):
        draws = T if gid == "firewood" else 0
        return (T + 1) * o.stall_rounds * P + draws, True
    if gid == "dark_blitz":
        return 2 * T, True
    if issubclass(game.StateClass, ChainState):
        return _chain_moves(game, P), True
    if isinstance(game, TrickGame):
        return T + P * (T + 1) + P + 1, True
    if isinstance(game, CollectingGame):
        return T, True
    raise NotImplementedError(f"{gid}: no bound on a deal's length is known to domino_lab.rl")


def bounds(game, players: int) -> Bounds:
    """The declared bounds of ``game`` (with its options) for ``players``."""
    from ..games.chain.base import ChainState
    from ..games.discard.base import DiscardMixin

    lo, hi = _returns(game, players)
    moves, proved = _moves(game, players)
    laid_once = issubclass(game.StateClass, ChainState) and not issubclass(game.StateClass, DiscardMixin) \
        and game.info.id != "sausage"
    decisions = moves + 3 * len(game.set) if laid_once else moves * (players + 3)
    return Bounds(float(lo), float(hi), moves, decisions, proved)
