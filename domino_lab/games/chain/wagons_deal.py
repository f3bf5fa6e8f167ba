"""A Wagons deal kept as integers, played by the driver's one loop (``driver.run_deal``).

The object engine keeps a Wagons deal as ``Tile`` sets and a trains table that remembers every
tile's place (``WagonsState``, ``table.trains.TrainsLayout``): right for a board, costly for a
million simulated deals. ``KeptWagons`` keeps the same deal as integers while nothing reads its
tiles: a hand is a bitmask of tile indices (index order is the order the engine lists tiles in),
each chain the list of the numbers along it (a chain of ``k`` tiles is ``k + 1`` numbers: its
left end, its joints, its right end) with its owner and its name's number, and the doubles that
may uncouple (a joint of the main chain shows their number) as a mask. Its ``_legal_moves`` and
``_apply`` are Wagons' turn on those integers (``WagonsState``'s rules, step for step):

- the moves, in the engine's order and as the engine's own objects (the ``Play``, ``Uncouple`` and
  ``Couple`` objects ``WagonsState._plays`` lists, taken from the same kept tables: ``wagons``'
  ``_chain_moves``, ``_pair_moves``, ``_UNCOUPLES`` and ``_COUPLES``): each tile of the hand on each
  open end the player may use (the main chain's and his own trains'), then each double at each
  joint of the main chain that shows its number (uncoupling), then each tile bridging an end he
  may use and an end of another player's train (coupling);
- uncoupling keeps the double with the lead's part and gives the other part to the mover as a new
  train; coupling joins the two chains through the tile, the main chain keeping its lead;
- no move: draw (``draw`` option) or pass; a full round of passes is a fish; after a tile, a fish
  when nobody can draw and nobody can play (``ChainState.blocked`` asking ``WagonsState.can_play``);
- a design whose deal scoring counts in play (``counted_wagons``): each chain counted after every
  tile as the trains table counts itself, then the family's ``end_points``, awarded by the state.

The bots are asked as the driver asks every state's: ``choose(None, legal)`` with the engine's
moves, so they draw the same random numbers and the deal is the engine's, move for move. The moves
go into a log (``logged.LoggedDeal``: one ``(player, key)`` a move), from which the table and the
history are made by the engine when read. Anything that reads the hands, the boneyard, the table
or the history of a deal in play makes them and turns the deal into a plain state of the game's
state class (``_demote``), which goes on from there as the engine's, as ``played_out.PlayedOut``
does for a plain line. Which games are kept so is ``wagons_path.takes``'s to say, and
``wagons_path.deal`` deals them.
"""

from __future__ import annotations

import functools
from typing import Any, Literal

from ...errors import DominoError
from ...moves import Draw, Move, Pass, Play, lead_play
from ...table.base import End
from ...tiles import Tile
from ..base import State
from . import wagons
from .base import _DRAW_ONLY, _PASS_ONLY, ChainState
from .counted_wagons import rules as counting_rules
from .logged import LoggedDeal
from .set_tables import _indices, _tables, ranks
from .wagons import Couple, Uncouple, WagonsState

__all__ = ["KeptWagons", "PlayedWagons", "rules"]

_PLAY, _UNCOUPLE, _COUPLE = 0, 1, 2  # the kinds of move that lay a tile, as logged: (kind, tile, where...)
_DRAW_KEY, _PASS_KEY = (3,), (4,)
# the deal in play (dropped when it ends or is made plain)
_LIVE = ("_k", "_masks", "_bones", "_in", "_chains", "_owners", "_names", "_next", "_lead", "_unc", "_tabs",
         "_lead_mask", "_was")


class _Rules:
    """What a turn on the integers reads of a game and its number of players, looked up once
    (``rules``): the set's tables (``set_tables``; ``joint[v]``: the bit of the double that may
    uncouple at a joint showing ``v``), the draw rule, the count in play, and the engine's moves as
    they are listed: the main chain's turns so far (``turns``, made from ``mains``, each tile's plays
    by the chain's two ends), each chain's table among trains (``chain_tables``) and the tiles showing
    some numbers (``suits``, read to find the bridging tiles)."""

    __slots__ = ("n", "tb", "tiles", "lo", "hi", "both", "bit", "double", "suit", "joint", "rank", "uncoupling",
                 "drawing", "never", "until", "counting", "next", "players", "leads", "turns", "mains", "chain_tables",
                 "suits", "numbers")

    def __init__(self, game: Any, players: int):
        n = self.n = game.set.n
        tb = self.tb = _tables(n)
        self.tiles, self.lo, self.hi, self.both, self.bit = tb.tiles, tb.lo, tb.hi, tb.both, tb.bit
        self.double, self.suit, self.rank = tb.double, tb.suit, ranks(n)
        options = game.options
        self.uncoupling = options.uncoupling
        # by number: the double that may uncouple at a joint showing it (none where uncoupling is off)
        self.joint = tuple(tb.bit[tb.index[Tile(v, v)]] if self.uncoupling else 0 for v in range(n + 1))
        self.drawing, self.never = options.draw != "none", options.undrawable
        self.until = options.draw == "until_playable"
        self.counting: tuple | None = None
        self.players, self.next = players, (*range(1, players), 0)
        self.leads = tuple(lead_play(t) for t in tb.tiles)
        self.turns: dict[int, tuple[Move, ...]] = {}  # the main chain alone: by the hand's fitting tiles and its ends
        self.mains: dict[int, tuple] = {}  # the main chain alone: by its two ends, each tile's plays
        self.chain_tables: dict[tuple, tuple] = {}  # a chain among trains: by its place, name and ends
        self.suits: dict[int, int] = {}  # the tiles showing one of some numbers (a bit each), by the numbers
        self.numbers = (1 << n + 1) - 1  # every number of the set (a bit each)

    def main_turn(self, fit: int, left: int, right: int) -> tuple[Move, ...]:
        """The plays of the tiles of ``fit`` on the main chain alone, showing ``left`` and ``right``:
        ``WagonsState._plays``' (its kept table, ``wagons._chain_moves``), by tile, left end first;
        kept by ``fit`` and the ends (``turns``)."""
        ends = left << 8 | right
        plays = self.mains.get(ends)
        if plays is None:
            n = self.n
            pair = (End(0, left, "main left"), End(1, right, "main right"))
            _, by_id = wagons._CHAINS.get((n, pair)) or wagons._chain_moves(n, pair)
            plays = self.mains[ends] = tuple(by_id.get(t.id, ()) for t in self.tiles)
        turn: tuple[Move, ...] = ()
        m = fit
        while m:
            b = m & -m
            turn += plays[b.bit_length() - 1]
            m ^= b
        if len(self.turns) > 200_000:  # (a long run on a big set: the table starts again)
            self.turns.clear()
        self.turns[fit << 16 | ends] = turn
        return turn

    def suits_of(self, numbers: int) -> int:
        """The tiles showing one of ``numbers`` (a bit each), a mask: kept by the numbers."""
        mask = 0
        m = numbers
        while m:
            v = (m & -m).bit_length() - 1
            m ^= 1 << v
            mask |= self.suit[v]
        self.suits[numbers] = mask
        return mask

    def chain_table(self, k: int, name: int, left: int, right: int) -> tuple:
        """Chain ``k`` among trains (named ``main`` or ``train<name>``), showing ``left`` and
        ``right``: its two ``End`` objects, the tiles that go down on it (a mask), by tile index its
        plays, left end first (``wagons._pair_moves``' kept table), and its numbers (a bit each)."""
        key = (k, name, left, right)
        table = self.chain_tables.get(key)
        if table is None:
            n = self.n
            word = "main" if name == 0 else f"train{name}"
            pair = (End(2 * k, left, f"{word} left"), End(2 * k + 1, right, f"{word} right"))
            _, by_id, _ = (wagons._PAIRS.get(n) or wagons._pair_tables(n)).get(pair) or wagons._pair_moves(n, pair)
            plays = tuple(by_id.get(t.id, ()) for t in self.tiles)
            table = self.chain_tables[key] = (pair, self.suit[left] | self.suit[right], plays, 1 << left | 1 << right)
        return table


@functools.lru_cache(maxsize=256)
def rules(game: Any, players: int) -> _Rules:
    k = _Rules(game, players)
    if game.StateClass._laid is not ChainState._laid:  # (counts in play: wagons_path.takes said so)
        counted_ends, end_points = counting_rules()
        k.counting = (counted_ends, end_points, game.options.multiple, game.options.per)
    return k


class KeptWagons(LoggedDeal):
    """A Wagons deal kept as integers while it is played, and finished so (see the module
    docstring): put before the game's state class (``logged.played_class``)."""

    _turns_kept = True  # (its main chain's turns are kept tuples: handed to a bot as a list, as played_out's)

    def _key(self, move: Move) -> tuple:
        if isinstance(move, Draw):
            return _DRAW_KEY
        if isinstance(move, Pass):
            return _PASS_KEY
        t = ranks(self.game.set.n)[move.tiles[0].id]
        if isinstance(move, Uncouple):
            return _UNCOUPLE, t, move.at
        if isinstance(move, Couple):
            return _COUPLE, t, move.end, move.other
        assert isinstance(move, Play)
        return _PLAY, t, -1 if move.end is None else move.end

    def _offered(self, state: ChainState, player: int, key: tuple) -> list[Move]:
        """The engine's moves of the key's tile alone: each of Wagons' moves (a play, an uncoupling, a
        bridge; ``WagonsState._plays``) is made of its tile and the table, not of the rest of the
        hand, so the hand is narrowed to that tile while they are listed (not the whole hand's)."""
        hand, tile = state.hands[player], _tables(self.game.set.n).tiles[key[1]]
        if tile not in hand:
            return []
        state.hands[player] = {tile}
        try:
            return list(state._legal_moves())
        finally:
            state.hands[player] = hand

    # -- the deal in play, on integers ------------------------------------------------------------------
    def _legal_moves(self):
        d = self.__dict__
        p = d["current"]
        h = d["_masks"][p]
        chains = d["_chains"]
        k: _Rules = d["_k"]
        unc = h & d["_unc"]  # (the doubles of his hand that may uncouple)
        if len(chains) == 1:  # the main chain alone (everybody's): its two ends, then the uncouplings
            main = chains[0]
            left, right = main[0], main[-1]
            suit = k.suit
            fit = h & (suit[left] | suit[right])
            if fit:  # (the main chain's turns, kept by the tiles that fit and its two ends)
                moves: Any = k.turns.get(fit << 16 | left << 8 | right) or k.main_turn(fit, left, right)
                if unc:
                    moves = list(moves)
                    _uncouplings(k, unc, main, moves)
                return moves
            if unc:
                moves = []
                _uncouplings(k, unc, main, moves)
                return moves
        elif chains:
            owners, tabs = d["_owners"], d["_tabs"]
            mine: list[tuple] = []
            foreign: list[tuple] = []
            shown = far = numbers = others = 0  # the tiles that go on his ends, on others' trains; their numbers
            for o, table in zip(owners, tabs):
                if o is None or o == p:
                    mine.append(table)
                    shown |= table[1]
                    numbers |= table[3]
                else:
                    foreign.append(table)
                    far |= table[1]
                    others |= table[3]
            moves = []
            fit = h & shown
            if fit:  # each tile, on each end of his it shows a number of
                if len(mine) == 1:
                    plays = mine[0][2]
                    while fit:
                        b = fit & -fit
                        moves += plays[b.bit_length() - 1]
                        fit ^= b
                else:
                    while fit:
                        b = fit & -fit
                        t = b.bit_length() - 1
                        for table in mine:
                            moves += table[2][t]
                        fit ^= b
            if unc:
                _uncouplings(k, unc, chains[0], moves)
            bridging = h & shown & far  # each tile bridging an end of his and an end of another player's train:
            if bridging and numbers & others:  # (not one showing a number both sides show and one neither does)
                suits = k.suits
                both, neither = numbers & others, k.numbers ^ (numbers | others)
                bridging &= ~((suits.get(both) or k.suits_of(both)) & (suits.get(neither) or k.suits_of(neither)))
            if bridging:
                _bridges(k, bridging, mine, foreign, moves)
            if moves:
                return moves
        else:  # the lead: any tile of the hand (or of the lead tiles), in order
            leads = k.leads
            moves = [leads[t] for t in _indices(h & d["_lead_mask"])]
            if moves:
                return moves
        if k.drawing and len(d["_bones"]) > k.never and (k.until or not d["drawn"]):
            return _DRAW_ONLY
        return _PASS_ONLY

    def _apply(self, move: Move) -> Literal[False]:  # type: ignore[override]  # (State._apply allows it)
        """Wagons' move on the integers (``WagonsState._lay`` and ``ChainState._apply``), recorded in
        the log (``False``: the driver records nothing; the history is made from the log when read)."""
        d = self.__dict__
        k: _Rules = d["_k"]
        p = d["current"]
        chains = d["_chains"]
        if type(move) is Play:
            t = k.rank[move.tile.id]
            e = move.end
            if e is None:  # the lead
                chains.append([k.lo[t], k.hi[t]])
                d["_owners"].append(None)
                d["_names"].append(0)
                d["_lead"] = 0
                key: tuple = (_PLAY, t, -1)
                self._tables_again(k, 0, False)
            else:
                c = e >> 1
                chain = chains[c]
                if e & 1:
                    v = chain[-1]
                    chain.append(k.both[t] - v)
                else:
                    v = chain[0]
                    chain.insert(0, k.both[t] - v)
                    if not c:
                        d["_lead"] += 1
                if not c:
                    d["_unc"] |= k.joint[v]  # (a joint of the main chain shows v now)
                if len(chains) > 1:  # (the tables of chains among trains: the main chain alone reads its ends)
                    name, left, right = d["_names"][c], chain[0], chain[-1]
                    d["_tabs"][c] = (k.chain_tables.get((c, name, left, right))
                                     or k.chain_table(c, name, left, right))
                key = (_PLAY, t, e)
        elif isinstance(move, (Uncouple, Couple)):
            t = k.rank[move.tile.id]
            key = self._rejoin(d, k, p, t, move)
        else:
            self._no_tile(d, k, p, move)
            return False
        if k.counting is not None:  # the state's _laid: open_end_total of the table, then end_points
            counted_ends, end_points, multiple, per = k.counting
            total = 0
            for ch in chains:
                x, y = counted_ends(ch[0], ch[1], ch[-2], ch[-1], len(ch) == 2)
                total += x + y
            points = end_points(total, multiple, per)
            if points:
                self.award(p, points)  # type: ignore[attr-defined]  # (a counting design's state)
        b = k.bit[t]
        masks = d["_masks"]
        h = masks[p] = masks[p] ^ b
        held = d["_in"] = d["_in"] ^ b
        d["_log"].append((p, key))
        d["last_player"] = p
        if not k.double[t]:
            d["last_single"] = p
        d["passes"] = 0
        if not h:
            self._close("out", p, None, move)
            return False
        if not k.drawing or len(d["_bones"]) <= k.never:  # ChainState.blocked: nobody can draw, nobody can play
            main = chains[0]
            suit = k.suit
            if not held & (suit[main[0]] | suit[main[-1]] | d["_unc"]):  # (a tile anybody may lay: none)
                owners, tabs = d["_owners"], d["_tabs"]
                for c in range(1, len(chains)):  # (a tile on a train of its owner's)
                    if masks[owners[c]] & tabs[c][1]:
                        break
                else:
                    self._close("fish", None, p, move)
                    return False
        d["current"] = k.next[p]
        d["drawn"] = 0
        return False

    def _rejoin(self, d: dict, k: _Rules, p: int, t: int, move: Any) -> tuple:
        """An uncoupling or a coupling by ``p`` with tile ``t`` (``TrainsLayout.uncouple`` and
        ``couple``, ``WagonsState._lay``), on the chains' numbers; returns its key in the log."""
        chains = d["_chains"]
        if type(move) is Uncouple:  # the part away from the lead leaves
            j, v, main = move.at, k.lo[t], chains[0]
            lead = d["_lead"]
            if j > lead:
                chains[0], train = main[:j + 1] + [v], main[j:]
            else:
                chains[0], train = [v] + main[j:], main[:j + 1]
                d["_lead"] = lead - j + 1
            chains.append(train)
            d["_owners"].append(p)
            d["_names"].append(d["_next"])
            d["_next"] += 1
            self._tables_again(k, 0, True, 1)
            return _UNCOUPLE, t, j
        a, b = move.end, move.other  # end a (the mover's) and end b (another's train) joined through the tile
        (k1, s1), (k2, s2) = divmod(a, 2), divmod(b, 2)
        first = chains[k1] if s1 else chains[k1][::-1]  # read towards end a
        second = chains[k2] if not s2 else chains[k2][::-1]  # read away from end b
        if k1 == 0 and not s1:
            d["_lead"] = len(first) - 2 - d["_lead"]
        owners, names = d["_owners"], d["_names"]
        chains[k1], owners[k1] = first + second, None if k1 == 0 else p
        del chains[k2], owners[k2], names[k2]
        self._tables_again(k, min(k1, k2), k1 == 0)
        return _COUPLE, t, a, b

    def _no_tile(self, d: dict, k: _Rules, p: int, move: Move) -> None:
        """A draw or a pass, as ``ChainState._apply`` makes them."""
        if isinstance(move, Draw):
            t = d["_bones"].pop()
            b = k.bit[t]
            d["_masks"][p] |= b
            d["_in"] |= b
            d["drawn"] += 1
            d["_log"].append((p, _DRAW_KEY))
            return
        if not isinstance(move, Pass):
            raise DominoError(f"{self.game.info.id}: {move!r} is no move of Wagons")
        d["passes"] += 1
        d["_log"].append((p, _PASS_KEY))
        if d["passes"] >= k.players:  # a full round of passes: nobody can move
            self._close("fish", None, d["last_player"], move)
            return
        d["current"] = k.next[p]
        d["drawn"] = 0

    def _tables_again(self, k: _Rules, first: int, main: bool, new: int = 0) -> None:
        """After a lead, an uncoupling or a coupling: the table of each chain from ``first`` on (those
        before it are as they were; ``new``: but the first, only the last, the train uncoupled), and
        where the main chain changed (``main``) the doubles that may uncouple (those of a number a
        joint of the main chain shows)."""
        d = self.__dict__
        chains, names = d["_chains"], d["_names"]
        get = k.chain_tables.get
        tabs = d["_tabs"]
        if new:
            tabs.append(None)
        else:
            tabs = d["_tabs"] = tabs[:first]
        for c in (first, len(chains) - 1) if new else range(first, len(chains)):
            ch = chains[c]
            name, left, right = names[c], ch[0], ch[-1]
            table = get((c, name, left, right)) or k.chain_table(c, name, left, right)
            if new:
                tabs[c] = table
            else:
                tabs.append(table)
        if main:
            unc = 0
            joint = k.joint
            for v in chains[0][1:-1]:
                unc |= joint[v]
            d["_unc"] = unc

    def _close(self, reason: str, winner: int | None, fisher: int | None, move: Move) -> None:
        """The deal is over: its hands and boneyard made (the score reads them), the integers
        dropped, the deal scored (its table and history made from the log when read)."""
        d = self.__dict__
        k: _Rules = d["_k"]
        tb = k.tb
        d["hands"] = list(map(tb.to_set, d["_masks"]))
        d["boneyard"] = [tb.tiles[i] for i in d["_bones"]]
        for name in _LIVE:
            del d[name]
        draws = passed = 0
        for _, key in d["_log"]:
            if key is _DRAW_KEY:
                draws += 1
            elif key is _PASS_KEY:
                passed += 1
        d["_tally"] = (len(d["_log"]), draws, passed)
        self._end(reason, winner=winner, fisher=fisher, move=move)

    def _demote(self) -> None:
        """A read of the tiles during the deal: the hands, the boneyard, the table and the history
        made (the last two by the engine, from the log: ``LoggedDeal._replay``), and the deal a
        plain state of its class from here (the engine's rules from here on)."""
        d = self.__dict__
        replayed = self._replay()
        tb = d["_k"].tb
        d["hands"] = list(map(tb.to_set, d["_masks"]))
        d["boneyard"] = [tb.tiles[i] for i in d["_bones"]]
        d["table"], d["history"], plain = replayed.table, replayed.history, d["_was"]
        for name in (*_LIVE, "_log", "_tally", "_dealt"):
            d.pop(name, None)
        d["_legal"] = None
        self.__class__ = plain

    # (a cached_property is written into the instance like the attribute it stands for: mypy reads it as read-only)
    @functools.cached_property
    def hands(self) -> list:  # type: ignore[override]  # (made when read: see the module)
        self._demote()
        hands: list = self.__dict__["hands"]
        return hands

    @functools.cached_property
    def boneyard(self) -> list:  # type: ignore[override]  # (made when read: see the module)
        self._demote()
        boneyard: list = self.__dict__["boneyard"]
        return boneyard

    @functools.cached_property
    def history(self) -> list[tuple[int, Move]]:  # type: ignore[override]
        if "_k" in self.__dict__:  # (a deal in play)
            self._demote()
            history: list[tuple[int, Move]] = self.__dict__["history"]
            return history
        made: list[tuple[int, Move]] = LoggedDeal.history.func(self)  # type: ignore[attr-defined]
        return made

    @functools.cached_property
    def table(self) -> Any:  # type: ignore[override]  # (as ``history``)
        if "_k" in self.__dict__:  # (a deal in play)
            self._demote()
            return self.__dict__["table"]
        return LoggedDeal.table.func(self)  # type: ignore[attr-defined]

    def move_tally(self) -> tuple[int, int, int]:
        if "_k" in self.__dict__:  # (a deal in play: its log so far)
            log = self._log
            return (len(log), sum(key is _DRAW_KEY for _, key in log), sum(key is _PASS_KEY for _, key in log))
        return self._tally

    def clone(self):
        new = super().clone()
        if "_k" in new.__dict__:  # a deal in play copied: the copy goes on as a plain state
            new._demote()
        return new

    def __reduce__(self):
        """A deal in play pickles as the plain state it reads as; a finished one as itself."""
        if "_k" in self.__dict__:
            plain = self.clone()
            return _plain, (type(plain), plain.__dict__)
        return _restored, (type(self), self.__dict__)


class PlayedWagons(KeptWagons, WagonsState):  # type: ignore[override]  # (hands, table...: made when read)
    """A Wagons deal kept as integers (``KeptWagons``); a design's is made by ``logged.played_class``."""


def _plain(cls: type, fields: dict) -> State:
    """A deal in play unpickled: the plain state of ``cls`` it was pickled as."""
    new: State = object.__new__(cls)
    new.__dict__.update(fields)
    return new


_restored = _plain  # (a finished deal: its own class, its fields)


def _uncouplings(k: _Rules, m: int, main: list[int], moves: list) -> None:
    """Each double of ``m``, at each joint of the main chain showing its number
    (``WagonsState._plays``' ``Uncouple`` objects, kept in ``wagons._UNCOUPLES``)."""
    tiles, lo = k.tiles, k.lo
    last = len(main) - 1
    while m:
        b = m & -m
        m ^= b
        t = b.bit_length() - 1
        v = lo[t]
        tile = tiles[t]
        for j in range(1, last):  # (the joints)
            if main[j] == v:
                ukey = (tile.id, j, (main[j - 1], v), (v, main[j + 1]))
                move = wagons._UNCOUPLES.get(ukey)
                if move is None:
                    move = wagons._UNCOUPLES[ukey] = Uncouple(tile, j, Tile(main[j - 1], v), Tile(v, main[j + 1]))
                moves.append(move)


def _bridges(k: _Rules, m: int, mine: list[tuple], foreign: list[tuple], moves: list) -> None:
    """The tiles of ``m`` (each with one number on the mover's side, the other on another's train)
    bridging an end of the mover's (``mine``' chains) and an end of another player's train
    (``foreign``): ``wagons._bridges``, the engine's own rule, on those tiles (index order is its
    order by numbers) and the chains' ends."""
    tiles = k.tiles
    moves += wagons._bridges([tiles[t] for t in _indices(m)], [e for table in mine for e in table[0]],
                             [e for table in foreign for e in table[0]])
