"""A deal in progress: ``State`` (the engine's contract, ``games.base``, names it with the rest).

A state is one deal in progress: the hands, the boneyard, the table, whose turn, the history.
It reads its game through ``GameRules``, the protocol of what a deal reads of the game it is a
deal of (the catalogue entry, the options, the set, the sides and returns); ``games.game.Game``
is one. The game sits above the state (``Game.deal`` makes one), so this module never imports
it, nor the catalogue: ``from_text`` makes the game a position names with the catalogue's maker,
which ``games.registry`` files here when it is imported (``use_catalogue``).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol, TypeVar

from ..errors import IllegalMove, NotationError, SetupError
from ..i18n import _, language, ngettext, tr
from ..moves import Draw, Move, Pass, Play
from ..seeds import as_whole
from ..tiles import DominoSet, Tile, tiles_text
from .chance import Chance, SeededChance
from .notation import _Fields, boneyard_words, check_reading, read_number, read_tiles, table_words
from .observation import Observation
from .outcome import DealResult, Status

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from collections.abc import Callable

    from ..options import Options
    from ..svg import SVG
    from .info import GameInfo

__all__ = ["State", "GameRules", "use_catalogue"]

_MISSING = object()
_LOW_HIGH = operator.attrgetter("low", "high")  # Tile's order, as a key
_S = TypeVar("_S", bound="State")


class GameRules(Protocol):
    """What a deal reads of the game it is a deal of (``State.game``): ``games.game.Game`` is one."""

    @property
    def info(self) -> GameInfo: ...

    @property
    def options(self) -> Options: ...

    @property
    def set(self) -> DominoSet: ...

    @property
    def StateClass(self) -> type[State]: ...  # noqa: N802 - the game's own name for it

    @property
    def penalty_points(self) -> bool: ...

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]: ...

    def returns(self, result: DealResult) -> tuple[float, ...]: ...

    def deal(self, players: int | None = None, seed: int | None = None, match: Any = None, *,
             order: Sequence[Tile] | None = None) -> State: ...


#: The catalogue's maker of a game by name (``games.registry.game``) and the class every game is
#: (``games.game.Game``), filed by ``use_catalogue``.
_CATALOGUE: list[tuple[Callable[[str], GameRules], type]] = []


def use_catalogue(game: Callable[[str], GameRules], kind: type) -> None:
    """File the catalogue's maker of games by name, which ``State.from_text`` asks for the game a
    position's first field names, and ``kind``, the class of every game (what a ``game`` handed to
    it must be). ``games.registry`` calls it once, when it is imported."""
    _CATALOGUE[:] = [(game, kind)]


def _dup(value: Any) -> Any:
    """Copy the mutable containers of a state one level deep (tiles and moves are immutable)."""
    if isinstance(value, list):
        return [_dup(v) for v in value]
    if isinstance(value, set):
        return set(value)
    if isinstance(value, dict):
        return {k: _dup(v) for k, v in value.items()}
    clone = getattr(value, "clone", None)
    if clone is not None and not isinstance(value, type):
        return clone()
    return value


def _hand(tiles: list[Tile], p: int) -> set[Tile]:
    """Hand ``p`` of a position's text as a set: a tile named twice is refused, not merged."""
    hand = set(tiles)
    if len(hand) < len(tiles):
        twice = next(t for t in tiles if tiles.count(t) > 1)
        raise NotationError(_("the position does not hold a whole set: {t} is twice in hand {p}", t=twice, p=p))
    return hand


class State:
    """One deal in progress. Mutable, like a chess board: ``play`` changes it, ``clone`` copies it.

    Common fields: ``hands`` (a set of tiles per player), ``boneyard`` (a list; the next tile
    drawn is the last), ``table`` (a layout), ``current`` (whose turn; ``None`` when over),
    ``history`` (``(player, move)`` pairs).
    """

    #: Set on an observation's view only (``_view``): each hand's size and the boneyard's.
    _hidden_sizes: tuple[tuple[int, ...], int]

    def __init__(self, game: GameRules, players: int, hands: list[set[Tile]], boneyard: list[Tile],
                 table: Any, current: int | None, context: dict | None = None):
        self.game = game
        self.players = players
        self.sides = game.sides(players)
        self.hands = hands
        self.boneyard = boneyard
        self.table = table
        self.current: int | None = current
        self.context = dict(context or {})
        self.history: list[tuple[int, Move]] = []
        self.over = False
        self.seed: int | None = None
        self.chance: Chance = SeededChance(None)
        self._result: DealResult | None = None
        self._legal: tuple[Move, ...] | None = None

    # -- the public API -----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.current

    def legal_moves(self) -> list[Move]:
        """Every move the current player may make now (empty when the deal is over)."""
        if self.over:
            return []
        if self._legal is None:
            self._legal = tuple(self._legal_moves())
        return list(self._legal)

    def play(self, move: Move | str) -> State:
        """Make ``move`` for the current player. Raises ``IllegalMove`` naming the broken rule;
        the state is unchanged then. A move may be given as its text, e.g. ``"4-4 on 2"``."""
        if self.over:
            raise IllegalMove(_("the deal is over ({why}); no more moves", why=self.result().why), move)
        if isinstance(move, str):
            move = self._parse_move(move)
        legal = self._legal if self._legal is not None else self.legal_moves()
        for m in legal:  # a move taken from the list (a bot's): found by identity, no comparing
            if m is move:
                break
        else:
            if move not in legal and not self._accepts(move, legal):
                raise IllegalMove(self._why_illegal(move), move)
        player = self.current
        assert player is not None  # a deal that is not over has a player to move
        self._legal = None
        recorded = self._apply(move)
        if recorded is not False:  # (False: the state has recorded it in a log of its own)
            self.history.append((player, move if recorded is None else recorded))
        return self

    def result(self) -> DealResult:
        if not self.over:
            raise SetupError(_("the deal is not over yet; result() is known only at its end"))
        assert self._result is not None  # set by _finish with ``over``
        return self._result

    def returns(self) -> tuple[float, ...]:
        """The finished deal's returns, one number per player, higher is better (``Game.returns``)."""
        return self.game.returns(self.result())

    @property
    def first_player(self) -> int | None:
        """Who made the deal's first move (who is to make it, before it is made)."""
        return self.history[0][0] if self.history else self.current

    def move_tally(self) -> tuple[int, int, int]:
        """Moves made so far: all of them, draws, passes."""
        draws = passes = 0
        for _p, move in self.history:
            draws += isinstance(move, Draw)
            passes += isinstance(move, Pass)
        return len(self.history), draws, passes

    def side_of(self, player: int) -> int:
        for i, side in enumerate(self.sides):
            if player in side:
                return i
        raise ValueError(_("no player {player}", player=player))

    def partners(self, player: int) -> tuple[int, ...]:
        return self.sides[self.side_of(player)]

    def observation(self: _S, player: int) -> Observation[_S]:
        """What ``player`` may see now, sealed: built only from what the deal declares public and
        what is his alone (see ``domino_lab.games.observation``)."""
        whole = as_whole(player)  # (a numpy integer too: a player read from a table)
        if whole is None or not 0 <= whole < self.players:
            raise SetupError(_("there is no player {player!r} in a {n}-player deal", player=player, n=self.players))
        return Observation(self, whole)

    #: whether ``from_text`` reads a finished deal (``turn: over``); families whose finished deals
    #: are not read (the collecting and discard ones: "write the position before its last move") say so
    reads_finished: ClassVar[bool] = True

    # -- what a player may see: the view an observation is built on ------------------------------------
    #: Fields every player sees, copied into a view. Each family adds its own (collected over the MRO).
    public_fields: ClassVar[tuple[str, ...]] = ("players", "sides", "table", "current", "context", "over",
                                                "_result")
    #: Fields a view never copies as they are: what ``_private_view`` shows one player, or machinery.
    private_fields: ClassVar[tuple[str, ...]] = ("game", "hands", "boneyard", "history", "seed", "chance", "_legal")

    @classmethod
    def declared_fields(cls, kind: str) -> tuple[str, ...]:
        """Every name of ``public_fields`` or ``private_fields`` (``kind``) along the class's MRO."""
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            for name in vars(klass).get(kind, ()):
                if name not in names:
                    names.append(name)
        return tuple(names)

    def _view(self, viewer: int) -> State:
        """A new state holding only what ``viewer`` may see: the public fields, his own hand (every
        hand once the deal is over: they are shown and counted), the history as he saw it, and
        his private fields. No seed, no boneyard, no cached moves."""
        view = object.__new__(type(self))
        fields = view.__dict__
        for name in self.declared_fields("public_fields"):
            value = getattr(self, name, _MISSING)
            if value is not _MISSING:
                fields[name] = _dup(value)
        over = self.over
        fields["game"] = self.game
        fields["hands"] = [set(h) if over or p == viewer else set() for p, h in enumerate(self.hands)]
        fields["boneyard"] = []
        fields["history"] = [(p, self._public_move(p, m, viewer)) for p, m in self.history]
        fields["seed"] = None
        fields["chance"] = SeededChance(None)
        fields["_legal"] = None
        # (the deal's own sizes: a view of a view keeps those its first view kept, not its emptied hands' sizes)
        fields["_hidden_sizes"] = self.__dict__.get("_hidden_sizes") or (tuple(len(h) for h in self.hands),
                                                                           len(self.boneyard))
        self._private_view(view, viewer)
        return view

    def _public_move(self, player: int, move: Move, viewer: int) -> Move:
        """``move`` (made by ``player``) as ``viewer`` saw it: a family masks the tiles it hides."""
        return move

    def _private_view(self, view: State, viewer: int) -> None:
        """Give ``view`` the fields only ``viewer`` sees (the family's ``private_fields``)."""

    def status(self) -> list[Status]:
        """What a player must see besides the table and the hands, from the game's own fields:
        scores in the deal, trumps and bids, piles, chests. Families add theirs. It reads only
        public fields, so an observation's view gives the same."""
        return []

    def _hand_text(self, player: int) -> str:
        """A hand as ``describe`` shows it: its tiles, or in a player's view (``Observation.public``)
        another player's hidden hand as a count ("7 tiles, face down"); "(out)" when it is empty."""
        hand = self.hands[player]
        if hand:
            return tiles_text(sorted(hand))
        sizes = self.__dict__.get("_hidden_sizes")
        held = sizes[0][player] if sizes is not None else 0
        return ngettext("{n} tile, face down", "{n} tiles, face down", held) if held else _("(out)")

    def _hidden_boneyard(self) -> int:
        """Tiles in the boneyard, for a view too (whose boneyard is empty but whose count is known)."""
        sizes = self.__dict__.get("_hidden_sizes")
        return sizes[1] if sizes is not None else len(self.boneyard)

    def clone(self: _S) -> _S:
        new = object.__new__(type(self))
        new.__dict__ = {k: _dup(v) for k, v in self.__dict__.items()}
        return new

    def __copy__(self: _S) -> _S:
        """``copy.copy(state)`` is a clone: a shallow copy would share the hands, the table and the
        history with the deal it was taken from, so that a move made on one changed the other."""
        return self.clone()

    # -- conservation ----------------------------------------------------------------------------
    def zones(self) -> list[tuple[str, Iterable[Tile]]]:
        """Every place a tile can be, with its tiles. Games with more places (a discard pit,
        tricks, tiles set aside) add theirs."""
        zones: list[tuple[str, Iterable[Tile]]] = [(f"hand {p}", self.hands[p]) for p in range(self.players)]
        zones.append(("boneyard", self.boneyard))
        if self.table is not None:
            zones.append(("table", self.table.tiles()))
        return zones

    def check_conservation(self) -> None:
        """Raise AssertionError unless every tile of the set is in exactly one place."""
        where: dict[Tile, str] = {}
        for name, tiles in self.zones():
            for t in tiles:
                if t in where:
                    raise AssertionError(_("{t} is both in {first} and in {second}", t=t, first=where[t], second=name))
                if t not in self.game.set:
                    raise AssertionError(_("{t} in {name} is not in the {set}", t=t, name=name, set=self.game.set))
                where[t] = name
        missing = [str(t) for t in self.game.set if t not in where]
        if missing:
            raise AssertionError(_("tiles lost: {tiles}", tiles=" ".join(missing)))

    # -- hooks for games --------------------------------------------------------------------------
    def _legal_moves(self) -> Iterable[Move]:
        raise NotImplementedError

    def _apply(self, move: Move) -> Move | Literal[False] | None:
        """Make ``move`` (already checked). Returns ``None``, the move as the history records it where
        that differs (Seven's blind take names the tile it took), or ``False``: the state recorded it
        in a log of its own and makes its history from it when read (``chain.played_out``)."""
        raise NotImplementedError

    def _accepts(self, move: Move, legal: list[Move] | tuple[Move, ...]) -> bool:
        """Machinery: whether a move that is not listed in ``legal`` is legal all the same (a
        family whose list shows one move per distinct result: a blitz laid another way)."""
        return False

    def _why_illegal(self, move: Move) -> str:
        """A sentence naming the rule ``move`` breaks. Games refine this for their own rules."""
        return self._tile_violation(move) or _("{move} is not allowed here; legal moves are: {legal}", move=move,
                                                 legal=self._legal_text())

    def _tile_violation(self, move: object) -> str | None:
        """The reason ``move`` is impossible before any rule of the game is asked: it is no move,
        or a tile it lays is not in the set or not in the mover's hand. ``None`` if none."""
        if not isinstance(move, Move):
            return _("{move!r} is not a move; legal moves are: {legal}", move=move, legal=self._legal_text())
        for t in move.tiles:
            if t not in self.game.set:
                return _("{tile} is not in the double-{n} set", tile=t, n=self.game.set.n)
            assert self.current is not None  # only a live deal's moves are checked
            if t not in self.hands[self.current]:
                return _("{tile} is not in player {p}'s hand", tile=t, p=self.current)
        return None

    def _visible_to(self, player: int) -> Iterable[Tile]:
        """Tiles ``player`` can see: own hand and everything face up."""
        yield from self.hands[player]
        for name, tiles in self.zones():
            if name.startswith("hand ") or name == "boneyard":
                continue
            yield from tiles

    def _determinize(self: _S, obs: Observation, rng: random.Random) -> _S:
        state = self.clone()
        hidden = sorted(obs.unseen, key=_LOW_HIGH)  # (Tile's order, read without a Python __lt__ per comparison)
        rng.shuffle(hidden)
        sizes, bone = self._hidden_sizes
        i = 0
        for p in range(self.players):
            if p != obs.player:
                state.hands[p] = set(hidden[i:i + sizes[p]])
                i += sizes[p]
        state.boneyard = hidden[i:i + bone]
        state.chance = SeededChance(tiles_text(hidden))  # blind picks vary with the sample, no draw from rng
        state._legal = None
        return state

    def _draw_tile(self) -> Tile:
        """Take the next tile out of the face-down boneyard (``self.chance`` decides which)."""
        boneyard = self.boneyard
        tile = self.chance.pick(boneyard, "boneyard")
        if boneyard and tile is boneyard[-1]:
            boneyard.pop()
        else:
            boneyard.remove(tile)
        return tile

    def _finish(self, result: DealResult) -> None:
        self.over = True
        self.current = None
        self._result = result

    def _legal_text(self) -> str:
        return ", ".join(str(m) for m in self.legal_moves()) or _("none (the deal is over)")

    def _parse_move(self, text: str) -> Move:
        """Find the legal move whose text is ``text``; a bare tile works when it fits one place."""
        wanted = " ".join(text.lower().split())
        legal = self.legal_moves()
        for m in legal:
            if str(m).lower() == wanted:
                return m
        for word in (Draw(), Pass()):  # plain words are moves even when not legal now
            if wanted == str(word):
                return word
        try:
            tile = Tile.parse(wanted)
        except ValueError:
            tile = None
        head = wanted
        if tile is None:
            head = wanted.split(" on ")[0].replace("lead ", "").strip()
            try:
                tile = Tile.parse(head)
            except ValueError:
                raise IllegalMove(_("{move!r} is not a move; legal moves are: {legal}", move=text,
                                    legal=self._legal_text())) from None
        else:
            matches = [m for m in legal if m.tiles == (tile,)]
            if len(matches) == 1:
                return matches[0]
            if len(matches) > 1:
                raise IllegalMove(_("{tile} fits more than one place; say which: {moves}", tile=tile,
                                    moves=", ".join(str(m) for m in matches)))
        try:
            move = self._diagnose_tile(tile)
            on = wanted.partition(" on ")[2].split(" ")[0]
            return Play(tile, -1, int(on)) if on.isdigit() and isinstance(move, Play) else move
        except IllegalMove as exc:  # speak of the tile as the player wrote it ("7-2", not "2-7")
            said = head.replace(" ", "")
            raise IllegalMove(exc.reason.replace(str(tile), said, 1)) from None

    def _diagnose_tile(self, tile: Tile) -> Move:
        """Return a Play move for ``tile`` that ``play`` will reject with the right reason."""
        if tile not in self.game.set:
            raise IllegalMove(_("{tile} is not in the double-{n} set", tile=tile, n=self.game.set.n))
        assert self.current is not None  # moves are read only while the deal is live
        if tile not in self.hands[self.current]:
            raise IllegalMove(_("{tile} is not in player {p}'s hand", tile=tile, p=self.current))
        return Play(tile, -1, None)

    # -- notation ------------------------------------------------------------------------------------
    def to_text(self) -> str:
        """One line naming the whole position: game, hands, table, boneyard, whose turn."""
        hands = " / ".join(tiles_text(sorted(h)) or "-" for h in self.hands)
        parts = [self.game.info.id, f"hands: {hands}", f"table: {self._table_text()}",
                 f"boneyard: {tiles_text(self.boneyard) or '-'}",
                 f"turn: {'over' if self.current is None else self.current}"]
        extra = self._extra_text()
        if extra:
            parts.append(extra)
        return " | ".join(parts)

    def _table_text(self) -> str:
        return self.table.to_text() if self.table is not None else "-"

    def _extra_text(self) -> str:
        return ""

    @classmethod
    def from_text(cls, text: str, game: GameRules | None = None, *, strict: bool = True) -> State:
        """Rebuild a position from ``to_text()``. The game is named by the text's first field
        (its default options) unless ``game`` is given.

        The whole position is checked, and anything wrong is a ``NotationError`` saying what:
        every field is one the game's positions have, once; numbers are in range; every tile of
        the set is in exactly one place; the family's and the game's own rules hold
        (``_check_position``: the lead tile is in the leader's hand, a trick in play is one the
        rules allow...); and the turn agrees with the game: a live position is one where the
        player to move has a move and the deal has not already ended, a finished one
        (``turn: over``) one that has. ``strict`` (the default) also asks that the position is one
        a deal can reach: no hand holds more than the deal and the draws can put in it
        (``most_in_hand``), and what the text says happened could have (``_check_reachable``: a
        fish nobody could have played on). ``strict=False`` is for hand-built lesson positions
        (``dl.position``), which park the tiles a lesson ignores in some hand; it is a switch, True or
        False (``strict="no"`` was read as True)."""
        check_reading(text, strict)
        fields = [f.strip() for f in text.split("|")]
        if len(fields) < 5:
            raise NotationError(_("a position needs 'game | hands: … | table: … | boneyard: … | turn: …'"))
        gid = fields[0]
        make_game, kind = _CATALOGUE[0]
        if game is None:
            try:
                game = make_game(gid)
            except SetupError as exc:
                raise NotationError(_("the position's first field names no game: {exc} (a designed game's position is "
                                      "read with its game: State.from_text(text, game=dl.design(...)))",
                                      exc=exc)) from None
        elif not isinstance(game, kind):
            raise NotationError(_("game must be a game (dl.game(...)), not {game!r:.60}", game=game))
        elif game.info.id != gid:
            raise NotationError(_("the text is a {gid} position, not {id}", gid=gid, id=game.info.id))
        values = _Fields()
        for f in fields[1:]:
            key, sep, value = f.partition(":")
            key = key.strip()
            if not sep:
                raise NotationError(_("{f!r:.60} is not 'name: value'", f=f))
            if dict.__contains__(values, key):  # (not ``in``: that marks the field as read)
                raise NotationError(_("the position gives the field {key!r} twice", key=key))
            values[key] = value.strip()
        for key in ("hands", "table", "boneyard", "turn"):
            if key not in values:
                raise NotationError(_("the position has no {key!r} field", key=key))
        hands = [_hand(read_tiles(values, "hands", h), p) for p, h in enumerate(values["hands"].split("/"))]
        boneyard = read_tiles(values, "boneyard")
        lo, hi = game.info.players
        if not lo <= len(hands) <= hi:
            raise NotationError(ngettext("{name} is played by {lo} to {hi} players; the text has {n} hand",
                                         "{name} is played by {lo} to {hi} players; the text has {n} hands",
                                         len(hands), name=game.info.name, lo=lo, hi=hi))
        turn = values["turn"]
        if turn != "over":
            read_number(values, "turn", 0, len(hands) - 1,
                        what=_("a player number from 0 to {last} or 'over'", last=len(hands) - 1))
        try:
            state = game.StateClass._from_fields(game, hands, boneyard, values)
        except NotationError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, StopIteration) as exc:
            # a family's reader met a field it cannot read: say so as a notation error
            raise NotationError(_("the {gid} position cannot be read: {exc}", gid=gid, exc=exc)) from None
        unread = values.unread()
        if unread:
            raise NotationError(_("{gid} positions have no field {key!r}", gid=gid, key=unread[0]))
        state.check_conservation_or_raise()
        state._check_whole(turn, strict)
        return state

    def _check_whole(self, turn: str, strict: bool = True) -> None:
        """The checks of a read position that need the whole state (``from_text``)."""
        try:
            if strict:
                bound, why = self.most_in_hand()
                for p, hand in enumerate(self.hands):
                    if len(hand) > bound:
                        raise NotationError(_("hand {p} holds {n} tiles; a {id} hand holds at most {bound} ({why})",
                                              p=p, n=len(hand), id=self.game.info.id, bound=bound, why=why))
            problem = self._check_position() or (self._check_reachable() if strict else None)
            if problem:
                raise NotationError(problem)
            if turn == "over":
                if not self.over:
                    raise NotationError(_("turn: over, but the deal has not ended"))
            else:
                if self.over:
                    raise NotationError(_("the deal is over ({why}): write 'turn: over'", why=self.result().why))
                if not self.legal_moves():
                    raise NotationError(_("player {p} is to move but has no move", p=self.current))
            self.to_text()
        except NotationError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, StopIteration, SetupError) as exc:
            raise NotationError(_("the {id} position cannot be played: {exc}", id=self.game.info.id, exc=exc)) from None

    def most_in_hand(self) -> tuple[int, str]:
        """The most tiles one hand can hold in a position the rules reach, and why in words
        (checked by ``from_text``). By default the whole set; each family says what its deal
        and its rules allow (the tiles dealt, plus what can be drawn or taken)."""
        return len(self.game.set), _("the whole set")

    def _check_position(self) -> str | None:
        """What is impossible in this position read from text, in words (``None``: nothing):
        the family's and the game's own rules (``from_text`` calls it after the fields are read)."""
        return None

    def _check_reachable(self) -> str | None:
        """What in this position read from text no deal can reach, in words (``None``: nothing);
        checked only by a strict ``from_text``."""
        return None

    def check_conservation_or_raise(self) -> None:
        try:
            self.check_conservation()
        except AssertionError as exc:
            raise NotationError(_("the position does not hold a whole set: {exc}", exc=exc)) from None

    @classmethod
    def _from_fields(cls, game: GameRules, hands: list[set[Tile]], boneyard: list[Tile],
                     values: _Fields) -> State:  # pragma: no cover - per family
        raise NotationError(_("{id} positions cannot be read from text yet", id=game.info.id))

    # -- presentation ------------------------------------------------------------------------------
    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_text()}>"

    def _repr_svg_(self) -> SVG:  # pragma: no cover - thin delegation
        from .. import draw

        return draw.state_svg(self)

    def describe(self) -> str:
        """A few lines for a person: table, hands, whose turn."""
        table = table_words(self._table_text())
        name = self.game.info.name_ru if language() == "ru" else self.game.info.name
        empty = _("(empty table)")
        lines = [f"{name}: {empty if table == '-' else table}"]
        for p in range(self.players):
            mark = "→" if p == self.current else " "
            hand = _("player {p}: {tiles}", p=p, tiles=self._hand_text(p))
            lines.append(f"{mark} {hand}")
        if self._hidden_boneyard():
            lines.append(f"  {boneyard_words(self._hidden_boneyard())}")
        if self.over:
            lines.append(f"  {tr(self.result().why)}")
        return "\n".join(lines)
