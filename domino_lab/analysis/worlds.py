"""Imagined deals that honour what the table said: a player who passed (or drew) when no tile
of his fitted holds none of the tiles that would have fitted then.

``observation.sample(rng)`` deals the unseen tiles at random among the hidden hands and the
boneyard, looking only at how many tiles each place holds. It does not read the history: a
player who passed on a 5 may be dealt the 5-3. ``constraints(state, player)`` reads it. For
every pass or draw in the deal it asks the rules which tiles, had the mover held them, would have
made that move illegal (a tile that fitted an open end, when the rules force a play). Each such
event says: *at that moment* the mover held none of those tiles. The tiles he drew afterwards are
hidden, so his hand now may hold at most as many of them as he has drawn since (none, in a game
without a boneyard: Kozel at four, a block game). The answer is a function of what everyone saw
(the table when the move was made, and the rules); the past positions come from replaying the
deal from its seed, and a position with no replayable past (read from text, say) gives none.

``sample(observation, rules, rng)`` draws plain samples and keeps the first that obeys every
rule (rejection keeps the draw uniform over the deals consistent with the rules); after
``tries`` refusals it repairs the last sample by swapping tiles between hidden places, and says
so (``Sample.uniform`` is then ``False``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import IllegalMove
from ..games.observation import ruled_out
from ..moves import Draw, Pass

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.base import State
    from ..games.observation import Observation
    from ..tiles import Tile

__all__ = ["Rule", "constraints", "past_states", "sample", "consistent"]


@dataclass(frozen=True)
class Rule:
    """``player`` held none of ``tiles`` when he made move ``index`` of the deal (a pass or a
    draw); he has drawn ``drawn`` tiles since (counting that draw), so his hand now holds at most
    ``drawn`` of them."""

    player: int
    index: int
    tiles: frozenset[Tile]
    drawn: int

    def broken_by(self, hand: set[Tile] | frozenset[Tile]) -> bool:
        return len(self.tiles & hand) > self.drawn if self.drawn else not self.tiles.isdisjoint(hand)


def past_states(state: State) -> list[State] | None:
    """The positions before each move of ``state``'s history, replayed from its seed (``None``
    when the deal cannot be replayed: no seed, or a history that does not replay to it)."""
    from ..games.game import ContextOnly as _Context

    if not state.history:
        return []
    if state.seed is None:
        return None
    try:
        now = state.game.deal(state.players, state.seed, match=_Context(state.context))
    except Exception:  # a deal that cannot be dealt again the same way (a redeal rule, a custom start)
        return None
    out = []
    for player, move in state.history:
        if now.current != player:
            return None
        out.append(now.clone())
        try:
            now.play(move)
        except IllegalMove:  # (a move recorded with what chance gave it, Seven's blind take: its text
            try:             # names the move offered, and the deal's seeded chance gives the same again)
                now.play(str(move))
            except Exception:
                return None
        except Exception:
            return None
    if [h for h in now.history] != list(state.history):
        return None
    return out


def constraints(state: State, player: int, pasts: list[State] | None = None) -> tuple[Rule, ...] | None:
    """What every pass and draw of the deal so far tells ``player`` about the other hands (see the
    module). ``None`` when the deal's past cannot be replayed."""
    if pasts is None:
        pasts = past_states(state)
    if pasts is None:
        return None
    history = state.history
    rules = []
    for i, (mover, move) in enumerate(history):
        if mover == player or not isinstance(move, (Draw, Pass)):
            continue
        before = pasts[i]
        table_tiles = set(before.table.tiles()) if hasattr(before.table, "tiles") else set()
        forbidden = ruled_out(before, mover, move, (t for t in before.game.set if t not in table_tiles))
        if not forbidden:
            continue
        drawn = sum(1 for p, m in history[i:] if p == mover and isinstance(m, Draw))
        rules.append(Rule(mover, i, forbidden, drawn))
    return tuple(rules)


def consistent(world: State, rules: tuple[Rule, ...]) -> bool:
    """Whether the imagined deal ``world`` obeys every rule."""
    return not any(rule.broken_by(world.hands[rule.player]) for rule in rules)


@dataclass
class Sample:
    """One imagined deal; ``uniform``: drawn by rejection (``False``: repaired by swaps after
    ``tries`` refusals, or the rules could not all be met)."""

    world: State
    uniform: bool
    tries: int


def sample(observation: Observation, rules: tuple[Rule, ...], rng: random.Random, tries: int = 400) -> Sample:
    """A deal consistent with ``observation`` and with ``rules`` (see the module)."""
    world = _whole(observation.sample(rng))
    if not rules or consistent(world, rules):
        return Sample(world, True, 1)
    for k in range(2, tries + 1):
        world = _whole(observation.sample(rng))
        if consistent(world, rules):
            return Sample(world, True, k)
    return Sample(_repair(world, rules, observation.player, rng), False, tries)


def _whole(world: State) -> State:
    """An imagined deal is a whole deal: it drops the view's record of the hidden sizes (its
    hands and boneyard are all there now; ``State._hidden_boneyard`` would read the old count)."""
    world.__dict__.pop("_hidden_sizes", None)
    return world


def _repair(world: State, rules: tuple[Rule, ...], me: int, rng: random.Random) -> State:
    """Swap tiles out of the hands that break a rule, with tiles of other hidden hands or the
    boneyard that break none; a few rounds. Single swaps can get stuck (a tile may have to go
    where none of that hand's tiles may leave for), so a deal still breaking a rule is dealt
    again by ``_assign``, a search over every hidden place that finds a deal obeying every rule
    whenever one exists (the real deal obeys them, so one does)."""
    for _ in range(4):
        broken = [r for r in rules if r.broken_by(world.hands[r.player])]
        if not broken:
            break
        for rule in broken:
            hand = world.hands[rule.player]
            bad = sorted(rule.tiles & hand)
            rng.shuffle(bad)
            for tile in bad[:len(bad) - rule.drawn] if rule.drawn else bad:
                ok = _swap(world, rules, rule.player, tile, me, rng)
                if not ok:
                    break
    if not consistent(world, rules):
        _assign(world, rules, me, rng)
    world._legal = None
    return world


def _assign(world: State, rules: tuple[Rule, ...], me: int, rng: random.Random, budget: int = 200_000) -> bool:
    """Deal the hidden tiles (every hand but ``me``'s, and the boneyard) again, each place keeping
    its size, so that every rule holds: a depth-first search, the tiles with the fewest places
    first, places in a random order. Returns whether it found such a deal (``world`` is left as
    it was when it did not, within ``budget`` steps)."""
    seats = [q for q in range(len(world.hands)) if q != me]
    places: list[int | None] = [*seats, None]
    room: dict[int | None, int] = {q: len(world.hands[q]) for q in seats}
    room[None] = len(world.boneyard)
    tiles = sorted(t for q in seats for t in world.hands[q]) + sorted(world.boneyard)
    by_seat = {q: [r for r in rules if r.player == q] for q in seats}
    never = {q: frozenset().union(*(r.tiles for r in by_seat[q] if not r.drawn)) for q in seats}
    counted = {q: [r for r in by_seat[q] if r.drawn] for q in seats}
    used = {id(r): 0 for q in seats for r in counted[q]}

    def allowed(t: Tile) -> list[int | None]:
        return [q for q in places if q is None or t not in never[q]]

    rng.shuffle(tiles)
    tiles.sort(key=lambda t: len(allowed(t)))
    order = {t: allowed(t) for t in tiles}
    got: dict[int | None, list[Tile]] = {q: [] for q in places}
    steps = 0

    def place(i: int) -> bool:
        nonlocal steps
        if i == len(tiles):
            return True
        steps += 1
        if steps > budget:
            return False
        t = tiles[i]
        options = [q for q in order[t] if room[q]]
        rng.shuffle(options)
        for q in options:
            hits = [] if q is None else [r for r in counted[q] if t in r.tiles]
            if any(used[id(r)] >= r.drawn for r in hits):
                continue
            for r in hits:
                used[id(r)] += 1
            room[q] -= 1
            got[q].append(t)
            if place(i + 1):
                return True
            got[q].pop()
            room[q] += 1
            for r in hits:
                used[id(r)] -= 1
        return False

    if not place(0):
        return False
    for q in seats:
        world.hands[q] = set(got[q])
    world.boneyard[:] = got[None]
    return True


def _swap(world: State, rules: tuple[Rule, ...], holder: int, tile: Tile, me: int, rng: random.Random) -> bool:
    places: list[tuple[int | None, Tile]] = []
    for seat, hand in enumerate(world.hands):
        if seat not in (me, holder):
            places += [(seat, t) for t in sorted(hand)]
    places += [(None, t) for t in world.boneyard]
    rng.shuffle(places)
    mine = [r for r in rules if r.player == holder]
    for q, other in places:
        new_hand = (world.hands[holder] - {tile}) | {other}
        if any(r.broken_by(new_hand) for r in mine):
            continue
        if q is not None:
            theirs = (world.hands[q] - {other}) | {tile}
            if any(r.player == q and r.broken_by(theirs) for r in rules):
                continue
            world.hands[q] = theirs
        else:
            world.boneyard[world.boneyard.index(other)] = tile
        world.hands[holder] = new_hand
        return True
    return False
