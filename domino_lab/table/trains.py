"""Trains: a main chain that a double can uncouple into owned trains (Wagons, seed 000).

The table holds several chains, each a line with two open ends: the ``main`` chain (it holds the
lead and belongs to nobody) and any number of trains (``train1``, ``train2``, … each owned by the
player who uncoupled it). Three operations change the table:

- ``place``: a tile on an open end of a chain, as in a plain line;
- ``uncouple``: a double laid into a joint of the main chain that shows its number breaks the
  chain there; the double stays on the main chain at the break, and the part beyond it (away
  from the lead) becomes a new train owned by the uncoupler;
- ``couple``: a bridging tile whose two ends match open ends of two different chains joins
  them into one chain through the tile.

Open ends are numbered ``2 * k + side`` (``k``: the chain's position in ``chains``; side 0 left,
1 right) and named ``"<chain> left"`` / ``"<chain> right"``.
"""

from __future__ import annotations

import re

from ..errors import NotationError
from ..i18n import _
from ..tiles import Tile
from .base import End, Layout, Placed, new_placed

LEFT, RIGHT = 0, 1
SIDES = ("left", "right")
_ENDS: dict[tuple, tuple[End, End]] = {}  # (chain, its name, left, right) -> its two open ends, made once


_PLACED: dict[tuple, Placed] = {}  # (pair as it lies, parent, chain's name[, 1 if laid leftwards]) -> its Placed
_KEEP_PLACED = 100_000


def _placed(pair: tuple[int, int], parent: int | None, name: str, leftwards: bool) -> Placed:
    """The kept ``Placed`` of the tile lying as ``pair`` in chain ``name`` (Placed tuples are values:
    a rebuilt table hands out the same ones)."""
    a, b = pair
    tile = Tile(a, b)
    placed = new_placed((tile, b, a, parent, name, a == b) if leftwards else (tile, a, b, parent, name, a == b))
    if len(_PLACED) < _KEEP_PLACED:  # (a big set's tables: made again past this)
        _PLACED[(pair, parent, name, 1) if leftwards else (pair, parent, name)] = placed
    return placed


def _placed_list(chains: tuple, names: tuple, lead: int) -> list[Placed]:
    """``TrainsLayout.placed`` of these chains: chain by chain, the root, the tiles to its right,
    then those to its left, each with its parent (the one before it on its side of the root)."""
    placed: list[Placed] = []
    kept = _PLACED
    for k, chain in enumerate(chains):
        root = lead if k == 0 else 0
        name = names[k]
        base = len(placed)
        pair = chain[root]
        placed.append(kept.get((pair, None, name)) or _placed(pair, None, name, False))
        parent = base
        for pair in chain[root + 1:]:
            placed.append(kept.get((pair, parent, name)) or _placed(pair, parent, name, False))
            parent += 1
        parent = base
        for pair in reversed(chain[:root]):  # (laid leftwards: its right number touches its parent)
            placed.append(kept.get((pair, parent, name, 1)) or _placed(pair, parent, name, True))
            parent = len(placed) - 1
    return placed


def _next_after(names: list[str]) -> int:
    """The number of the train named after those ``names`` show (1 where none is shown)."""
    return max((int(name[5:]) for name in names[1:]), default=0) + 1


def _flip(chain: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(b, a) for a, b in reversed(chain)]


def counted_chain_ends(a: int, b: int, c: int, d: int, single: bool) -> tuple[int, int]:
    """What a counting game adds up at the two ends of a chain whose first tile reads ``a-b`` from
    its left end and whose last reads ``c-d`` to its right end: the number each end shows, twice
    where the tile there is a double (it lies across); a chain of one tile (``single``) shows its
    two halves once each. ``TrainsLayout.counted_ends`` and Wagons' integer loop both ask it."""
    if single:
        return a, d
    return (a + a if a == b else a), (d + d if c == d else d)


class TrainsLayout(Layout):
    """Chains of oriented pairs read left to right: ``chains[k]`` named ``names[k]`` and owned by
    ``owners[k]`` (``None`` for the main chain). ``lead`` is the lead's position in the main
    chain.

    ``placed`` lists the tiles chain by chain: each chain's root first (the lead for the main
    chain, the leftmost tile for a train; ``parent`` None), then its tiles outward to the right,
    then outward to the left, each with ``parent`` = the neighbour nearer the root and ``branch``
    = the chain's name. A tile laid on an end is appended; an uncoupling or a coupling rebuilds
    the list in that order. A game's rules read the chains and what the layout keeps beside them
    (``ends`` and each chain's ``pairs`` of them, ``joined``, ``tips``), never ``placed``: so after an
    uncoupling or a coupling the list is made only when it is read (as it would have been: the
    chains as they were then, and the tiles laid since).

    >>> lay = TrainsLayout()
    >>> for tile, end in [("1-1", None), ("1-3", 1), ("3-5", 1), ("5-2", 1)]:
    ...     _ = lay.place(Tile.parse(tile), end)
    >>> _ = lay.uncouple(Tile(3, 3), 0, 2, owner=1)
    >>> lay.to_text()
    'main: [1-1] 1-3 3-3; train1 of 1: 3-5 5-2'
    """

    name = "trains"
    symmetric_ends = False
    # ``placed`` as made so far, where each chain's end tiles are in it and each chain's pair of ends,
    # kept outside the table's fields (``vars``): a table is its chains, and two tables with the same
    # chains are the same position however their tiles came (``analysis.generic.position_key``)
    __slots__ = ("_placed", "_was", "_laid", "tips", "_last", "pairs")

    def __init__(self):  # (not Layout's: ``placed`` is made when read)
        self.chains: list[list[tuple[int, int]]] = []
        self.names: list[str] = []
        self.owners: list[int | None] = []
        self.lead = 0
        self.next_train = 1
        # Kept as the chains change, so that the rules asked every move read them rather than walk
        # the chains (each a function of the chains, so two equal tables keep equal ones):
        self.ends: tuple[End, ...] = ()  # the open ends, in open_ends' order
        self.pairs: list[tuple[End, End]] = []  # each chain's two open ends (kept tuples: a rule may key on them)
        self.joined = 0  # a bit for each number a joint inside the main chain shows (1 << number)
        self.tips: list[tuple[int, int]] = []  # each chain's two end tiles, as their places in ``placed``
        self.size = 0  # the tiles on the table
        self._placed: list[Placed] | None = []  # ``placed``, once made (None: to be made when read)
        self._was: tuple = ((), (), 0)  # the chains, their names and the lead when the list was last rebuilt
        self._laid: list[Placed] = []  # the tiles laid since then, while the list is not made
        self._last: int | None = None  # where an uncoupling's or a coupling's tile is in ``placed`` (None: the last)

    @property
    def placed(self) -> list[Placed]:  # (made when read)
        placed = self._placed
        if placed is None:
            placed = self._placed = _placed_list(*self._was) + self._laid
            self._laid = []
        return placed

    @placed.setter
    def placed(self, value: list[Placed]) -> None:
        raise AttributeError("a trains table makes its placed tiles from its chains: lay tiles with place()")

    @property
    def empty(self) -> bool:
        return not self.chains

    def __len__(self) -> int:
        return self.size

    def _last_laid(self) -> int | None:
        return self._last

    def __eq__(self, other):
        return (type(other) is type(self) and other.chains == self.chains and other.names == self.names
                and other.owners == self.owners and other.lead == self.lead and other.next_train == self.next_train
                and other.placed == self.placed)

    # -- what the rules ask ------------------------------------------------------------------------
    def open_ends(self) -> list[End]:
        return list(self.ends)

    def counted_ends(self) -> list[int]:
        """What a counting game adds up, end by end in ``open_ends``' order (``counting.base``'s
        ``open_end_total``): the number an end shows, twice where the chain's tile there is a double
        (a double lies across); a chain of one tile shows its two halves once each, as a lone lead.

        >>> lay = TrainsLayout()
        >>> for tile, end in [("6-6", None), ("6-1", 1)]:
        ...     _ = lay.place(Tile.parse(tile), end)
        >>> lay.counted_ends(), sum(lay.counted_ends())
        ([12, 1], 13)
        """
        out: list[int] = []
        for chain in self.chains:
            (a, b), (c, d) = chain[0], chain[-1]
            out += counted_chain_ends(a, b, c, d, len(chain) == 1)
        return out

    def owner_of_end(self, end: int) -> int | None:
        return self.owners[end // 2]

    def chain_of(self, name: str) -> int:
        return self.names.index(name)

    def _ends_of(self, k: int) -> tuple[End, End]:
        """Chain ``k``'s two open ends (End tuples are values: made once per chain, name and numbers)."""
        name, chain = self.names[k], self.chains[k]
        key = (k, name, chain[0][0], chain[-1][1])
        pair = _ENDS.get(key)
        if pair is None:
            pair = _ENDS[key] = (End(2 * k, key[2], f"{name} left"), End(2 * k + 1, key[3], f"{name} right"))
        return pair

    def joints(self, chain: int = 0) -> list[tuple[int, int]]:
        """``(j, value)`` for each joint inside a chain: ``j`` is the position of the tile on the
        joint's right, ``value`` the number the two tiles meet on."""
        c = self.chains[chain]
        return [(j, c[j][0]) for j in range(1, len(c))]

    # -- laying -----------------------------------------------------------------------------------------
    def place(self, tile: Tile, end: int | None, touch: int | None = None) -> Placed:
        """Lead ``tile`` (``end=None``, low end on the left) or lay it on open end ``end``."""
        if end is None:
            if self.chains:
                raise ValueError(_("the table already has a lead"))
            self.chains, self.names, self.owners, self.lead = [[(tile.low, tile.high)]], ["main"], [None], 0
            placed = Placed(tile, tile.low, tile.high, None, "main", tile.is_double)
            self._placed, self._laid, self.size, self._last = [placed], [], 1, None
            self.ends, self.joined, self.tips = self._ends_of(0), 0, [(0, 0)]
            self.pairs = [self.ends]
            return placed
        k = end >> 1  # (end 2k + side)
        chains = self.chains
        if not 0 <= k < len(chains):
            raise ValueError(_("the table has no end {end}", end=end))
        chain = chains[k] = chains[k].copy()  # (copy on write: a clone shares the chains it has not changed)
        left, right = self.tips[k]
        here = self.size
        name = self.names[k]
        if end & 1:  # (RIGHT)
            a = chain[-1][1] if touch is None else touch
            b = tile.high if tile.low == a else tile.low if tile.high == a else tile.other(a)  # (other: the error)
            chain.append(pair := (a, b))
            parent, self.tips[k] = right, (left, here)
            placed = _PLACED.get((pair, parent, name)) or _placed(pair, parent, name, False)
        else:
            a = chain[0][0] if touch is None else touch
            b = tile.high if tile.low == a else tile.low if tile.high == a else tile.other(a)
            chain.insert(0, pair := (b, a))
            parent, self.tips[k] = left, (here, right)
            placed = _PLACED.get((pair, parent, name, 1)) or _placed(pair, parent, name, True)
            if k == 0:
                self.lead += 1
        if k == 0:
            self.joined |= 1 << a
        two = self.pairs[k] = _ENDS.get((k, name, chain[0][0], chain[-1][1])) or self._ends_of(k)
        ends = self.ends
        self.ends = two if len(ends) == 2 else ends[:2 * k] + two + ends[2 * k + 2:]
        self.size += 1
        self._last = None
        (self._laid if self._placed is None else self._placed).append(placed)
        return placed

    def uncouple_points(self, tile: Tile) -> list[int]:
        """Joints ``j`` of the main chain where the double ``tile`` can uncouple it."""
        if not tile.is_double or not self.chains:
            return []
        return [j for j, v in self.joints(0) if v == tile.low]

    def uncouple(self, tile: Tile, chain: int, j: int, owner: int) -> str:
        """Break the main chain at joint ``j`` with the double ``tile``: the double stays on the
        main chain at the break and the part away from the lead becomes ``owner``'s new train.
        Returns the train's name."""
        main = self.chains[0] if self.chains else []
        if chain != 0 or not (tile.is_double and 0 < j < len(main) and main[j][0] == tile.low):
            raise ValueError(_("{tile} cannot uncouple the main chain at joint {j}", tile=tile, j=j))
        v = tile.low
        name = f"train{self.next_train}"
        self.next_train += 1
        right = j > self.lead
        if right:  # the right part leaves
            self.chains[0], train = main[:j] + [(v, v)], main[j:]
        else:  # the left part leaves
            self.chains[0], train = [(v, v)] + main[j:], main[:j]
            self.lead = self.lead - j + 1
        self.chains.append(train)
        self.names.append(name)
        self.owners.append(owner)
        self._rebuild()
        self._last = self.tips[0][1 if right else 0]  # (the double: the main chain's new end tile)
        return name

    def couple(self, tile: Tile, first: int, second: int, owner: int | None) -> str:
        """Join the chains of open ends ``first`` and ``second`` through ``tile`` (one end on
        each); the joined chain belongs to ``owner`` (``None``: it is the main chain again).
        Returns the joined chain's name."""
        (k1, s1), (k2, s2) = divmod(first, 2), divmod(second, 2)
        if k1 == k2 or not (0 <= k1 < len(self.chains) and 0 <= k2 < len(self.chains)):
            raise ValueError(_("a bridging tile joins the open ends of two different chains"))
        v1 = self.chains[k1][0][0] if s1 == LEFT else self.chains[k1][-1][1]
        v2 = self.chains[k2][0][0] if s2 == LEFT else self.chains[k2][-1][1]
        if not (v1 == tile.low and v2 == tile.high or v1 == tile.high and v2 == tile.low):
            raise ValueError(_("{tile} does not bridge {v1} and {v2}", tile=tile, v1=v1, v2=v2))
        if k2 == 0:  # keep the main chain first: it keeps its lead and its name
            (k1, s1, v1), (k2, s2, v2) = (k2, s2, v2), (k1, s1, v1)
        if k1 == 0 and owner is not None:
            raise ValueError(_("the main chain cannot become a train"))
        if k1 != 0 and owner is None:
            raise ValueError(_("two trains joined make a train: name its owner"))
        a = self.chains[k1] if s1 == RIGHT else _flip(self.chains[k1])
        b = self.chains[k2] if s2 == LEFT else _flip(self.chains[k2])
        if k1 == 0 and s1 == LEFT:
            self.lead = len(a) - 1 - self.lead
        name = self.names[k1]
        self.chains[k1], self.owners[k1] = a + [(v1, v2)] + b, owner
        del self.chains[k2], self.owners[k2], self.names[k2]
        self._rebuild()
        self._last = self._place_of(k1 - (k2 < k1), len(a))
        return name

    def _place_of(self, k: int, i: int) -> int:
        """Where tile ``i`` of chain ``k`` is in ``placed`` (see the class: chain by chain, the root, the
        tiles to its right, then those to its left)."""
        chains = self.chains
        base = sum(len(c) for c in chains[:k])
        root, last = (self.lead if k == 0 else 0), len(chains[k]) - 1
        return base + i - root if i >= root else base + last - i

    def _rebuild(self) -> None:
        """After an uncoupling, a coupling or a reading: what is kept beside the chains, made again;
        ``placed`` to be made from these chains when it is read."""
        chains, names = self.chains, self.names
        tips: list[tuple[int, int]] = []
        pairs: list[tuple[End, End]] = []
        base = 0
        for k, chain in enumerate(chains):  # (where placed puts each chain's end tiles: see the class)
            root, last = (self.lead if k == 0 else 0), len(chain) - 1
            tips.append((base + last if root else base, base + last - root))
            pairs.append(_ENDS.get((k, names[k], chain[0][0], chain[-1][1])) or self._ends_of(k))
            base += len(chain)
        self.tips, self.pairs, self.ends, self.size = tips, pairs, sum(pairs, ()), base
        joined = 0
        for pair in chains[0][1:] if chains else ():
            joined |= 1 << pair[0]
        self.joined = joined
        self._placed, self._was, self._laid = None, (tuple(chains), tuple(names), self.lead), []
        self._last = None

    def clone(self) -> TrainsLayout:
        new = object.__new__(type(self))
        new.__dict__ = dict(self.__dict__)
        new._placed = None if self._placed is None else self._placed.copy()
        new._was, new._laid, new._last = self._was, self._laid.copy(), self._last
        new.chains = self.chains.copy()  # chains are copied when they change (copy on write)
        new.names = self.names.copy()
        new.owners = self.owners.copy()
        new.tips = self.tips.copy()
        new.pairs = self.pairs.copy()
        return new

    # -- notation ----------------------------------------------------------------------------------------
    def to_text(self) -> str:
        """``'main: 6-1 [1-1] 1-4; train1 of 2: 4-5 5-5'``: each chain left to right, tiles as they
        lie, the lead in brackets, each train with its owner; ``'-'`` for an empty table. Trains are
        named in turn and a name is never given again: where the last one named was coupled away,
        so that the next name is not the one after those shown, the text ends ``'; next train3'``.

        >>> lay = TrainsLayout.from_text("main: 1-3 [3-3] 3-5; next train2")
        >>> lay.next_train, lay.to_text(), TrainsLayout.from_text("main: [1-1]").to_text()
        (2, 'main: 1-3 [3-3] 3-5; next train2', 'main: [1-1]')
        """
        if not self.chains:
            return "-"
        parts = []
        for k, chain in enumerate(self.chains):
            tiles = [f"[{a}-{b}]" if k == 0 and i == self.lead else f"{a}-{b}" for i, (a, b) in enumerate(chain)]
            head = "main:" if self.owners[k] is None else f"{self.names[k]} of {self.owners[k]}:"
            parts.append(f"{head} {' '.join(tiles)}")
        if self.next_train != _next_after(self.names):
            parts.append(f"next train{self.next_train}")
        return "; ".join(parts)

    @classmethod
    def from_text(cls, text: str) -> TrainsLayout:
        """Rebuild a layout from ``to_text()``."""
        lay = cls()
        text = text.strip()
        if text == "-":
            return lay
        parts = [p.strip() for p in text.split(";")]
        told = re.fullmatch(r"next train(\d+)", parts[-1]) if len(parts) > 1 else None
        if told:
            parts.pop()
        for n, part in enumerate(parts):
            m = re.fullmatch(r"(main|train(\d+) of (\d+)):\s+(.+)", part)
            if not m or (n == 0) != (m.group(1) == "main"):
                raise NotationError(_("{part!r} is not a chain like 'main: 6-1 [1-1] 1-4' or 'train1 of 2: 4-5'"
                                      " (the main chain first)", part=part))
            chain: list[tuple[int, int]] = []
            lead: int | None = None
            for i, piece in enumerate(m.group(4).split()):
                pm = re.fullmatch(r"(\[)?(\d{1,2})-(\d{1,2})(\])?", piece)
                if not pm or bool(pm.group(1)) != bool(pm.group(4)):
                    raise NotationError(_("{piece!r} in {part!r} is not a tile like '4-2' or '[4-2]'",
                                          piece=piece, part=part))
                a, b = int(pm.group(2)), int(pm.group(3))
                if chain and chain[-1][1] != a:
                    raise NotationError(_("{part!r} is not a chain: {b} is joined to {a}",
                                          part=part, b=chain[-1][1], a=a))
                if pm.group(1):
                    lead = i
                chain.append((a, b))
            if n == 0:
                if lead is None:
                    raise NotationError(_("the main chain {part!r} does not mark its lead like '[1-1]'", part=part))
                lay.lead = lead
            elif lead is not None:
                raise NotationError(_("only the main chain has a lead, not {part!r}", part=part))
            lay.chains.append(chain)
            lay.names.append("main" if n == 0 else f"train{m.group(2)}")
            lay.owners.append(None if n == 0 else int(m.group(3)))
        numbers = [int(name[5:]) for name in lay.names[1:]]
        if len(set(numbers)) != len(numbers):
            raise NotationError(_("two trains share a name in {text!r}", text=text))
        lay.next_train = _next_after(lay.names)
        if told:
            if int(told.group(1)) <= lay.next_train:
                raise NotationError(_("{text!r} says its next train is {told}, but 'next train' is written only "
                                      "when it comes after train{n}, the one the trains shown lead to",
                                      text=text, told=told.group(0)[5:], n=lay.next_train))
            lay.next_train = int(told.group(1))
        lay._rebuild()
        return lay

    def __repr__(self):
        return f"TrainsLayout({self.to_text()!r})"
