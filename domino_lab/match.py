"""Playing deals and matches: ``play`` (one deal), ``play_match`` (deals until the match ends).

A match remembers what its game's scoring needs between deals (scores, remembered points, who
leads next) and hands it to the next deal as ``context``. Seeds are derived per deal, so the
same seed always gives the same match; ``seed=None`` draws a fresh seed, which the record keeps.

Records are JSON. Reading one back checks every field before anything is replayed: a field of
the wrong kind, a number JSON cannot hold (``Infinity``, ``1e400``, 5,000 digits), nesting
deeper than a record ever has, text that is not UTF-8 -- each is a ``RecordError`` naming the
field (``deals[2].moves[5]``, ``options.target``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from .driver import check_bots, playout, run_deal
from .errors import IllegalMove, RecordError, SetupError
from .games.base import DealResult, Game, State
from .games.game import ContextOnly as _Context  # (stands in for a Match when one deal is dealt again)
from .i18n import N_, _, ngettext, players
from .seeds import as_seed, fresh_seed

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.observation import Chooser

__all__ = ["Match", "DealRecord", "MatchRecord", "play", "play_match", "derive_seed", "check_bots", "playout",
           "run_deal"]

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(x: int) -> int:
    """The splitmix64 finalizer: a bijection of 64-bit integers that scatters every input bit."""
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def derive_seed(seed: int | None, *keys: int) -> int:
    """A well-mixed 63-bit seed from ``seed`` and integer keys, stable everywhere. The seed is
    mixed before any key is added, so nearby seeds (1, 2, ...) give unrelated streams of games.

    >>> derive_seed(1, 0) != derive_seed(2, 0) and derive_seed(1, 2) != derive_seed(2, 1)
    True
    """
    x = _mix(((seed or 0) + _GOLDEN) & _MASK)
    for k in keys:
        x = _mix((x + (k + 1) * _GOLDEN) & _MASK)
    return x >> 1


_R = TypeVar("_R", bound="_JsonRecord")


class _JsonRecord:
    """Saving and loading, shared by deal and match records: JSON text from ``to_dict`` and back
    through ``from_dict`` (which replays and checks what it reads)."""

    def to_dict(self) -> dict:  # pragma: no cover - each record says itself
        raise NotImplementedError

    @classmethod
    def from_dict(cls: type[_R], data: dict) -> _R:  # pragma: no cover - each record reads itself
        raise NotImplementedError

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def save(self, path: str | os.PathLike[str]) -> None:
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def from_json(cls: type[_R], text: str | bytes) -> _R:
        return cls.from_dict(_loads(text))

    @classmethod
    def load(cls: type[_R], path: str | os.PathLike[str]) -> _R:
        """Read a record file (UTF-8 JSON, as ``save`` writes it). A file that cannot be read (none
        there, a folder, no permission) is a ``RecordError`` naming the path."""
        try:
            data = Path(path).read_bytes()
        except TypeError:
            raise RecordError(_("a record file is named by a path (a str or a pathlib.Path), not {path!r:.60}",
                                 path=path)) from None
        except (OSError, ValueError) as exc:  # (ValueError: a path with a NUL in it)
            why = getattr(exc, "strerror", None) or exc
            raise RecordError(_("cannot read the record file {path!r}: {why}", path=str(path), why=why)) from None
        return cls.from_json(data)


@dataclass
class DealRecord(_JsonRecord):
    """One deal: enough to replay it exactly (game, options, players, seed, context, moves)."""

    game: str
    options: dict
    players: int
    seed: int | None
    context: dict
    moves: list[tuple[int, str]]
    result: DealResult | None = None
    #: the game played: a design's id (``dl.design``) names no catalogue game, so ``start`` could not rebuild it
    #: from ``game`` and ``options`` (a saved record keeps the design's spec, ``designer`` rebuilds it)
    played: Game | None = field(default=None, repr=False, compare=False)

    def start(self) -> State:
        from .games.registry import game as make_game

        g = self.played if self.played is not None else make_game(self.game, **self.options)
        return g.deal(self.players, self.seed, match=_Context(self.context))

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` moves (all of them by default)."""
        return self._replay(upto)

    def _replay(self, upto: int | None = None, where: str = "",
                each: Callable[[State], object] = lambda state: None) -> State:
        """``each`` sees the deal as dealt and then each move's state, checked (what ``dl.Replay`` shows)."""
        state = self.start()
        for i, (player, text) in enumerate(self.moves[:upto]):
            each(state)
            if state.current != player:
                raise RecordError(_("{where}moves[{i}]: move {k} ({text!r}) is recorded for player {player}, but it is "
                                    "{turn}", where=where, i=i, k=i + 1, text=text, player=player, turn=_turn(state)))
            try:
                state.play(text)
            except IllegalMove as exc:
                raise RecordError(_("{where}moves[{i}]: move {k} ({text!r}) does not replay: {exc}", where=where, i=i,
                                    k=i + 1, text=text, exc=exc)) from None
        each(state)
        return state

    @property
    def why(self) -> str:
        return self.result.why if self.result else ""

    # -- JSON ----------------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "kind": "deal", "game": self.game,
                "options": self.options, "players": self.players, "seed": self.seed,
                "context": self.context, "moves": [[p, m] for p, m in self.moves],
                "result": self.result.why if self.result else None, **_spec(self.played)}

    @classmethod
    def from_dict(cls, data: dict, where: str = "", match: Match | None = None) -> DealRecord:
        """Rebuild a record and replay it; a corrupt record raises ``RecordError`` naming the
        field or the move that is wrong. (``where`` and ``match``: the deal of a match record being
        read, whose game, players and context the match decides.)"""
        if not isinstance(data, dict):
            what = where.rstrip(".") or _("a deal record")
            raise RecordError(_("{what} is a JSON object, not {kind}", what=what, kind=_kind(data)))
        _check_plain(data, where)
        _check_header(data, "deal", where)
        game, players, seed = _check_setup(data, where)
        context = _field(data, "context", dict, where, default={})
        if match is not None:
            if (game, players) != (match.game, match.players):
                raise RecordError(_("{where}game: a {players}-player {game!r} deal, not a deal of this "
                                    "{match_players}-player {match_game!r} match", where=where, players=players,
                                    game=game, match_players=match.players, match_game=match.game))
            expected = derive_seed(match.seed, len(match.results))
            if seed != expected:
                raise RecordError(_("{where}seed: this match deals deal {k} from seed {expected}, not {seed}",
                                    where=where, k=len(match.results) + 1, expected=expected, seed=seed))
            if _context_in(context) != match.context:
                raise RecordError(_("{where}context: the deal was started with {context}, but the match says {says}",
                                    where=where, context=_short(context), says=_short(match.context)))
        moves = _field(data, "moves", list, where)
        checked = []
        for i, pair in enumerate(moves):
            at = f"{where}moves[{i}]"
            if not (isinstance(pair, list) and len(pair) == 2 and type(pair[0]) is int and isinstance(pair[1], str)):
                raise RecordError(_("{at} is a pair [player, move text], not {pair}", at=at, pair=_short(pair)))
            if not 0 <= pair[0] < players:
                raise RecordError(_("{at} names player {p}, but the deal has {players} players", at=at, p=pair[0],
                                    players=players))
            checked.append((pair[0], pair[1]))
        result = data.get("result")
        if result is not None and not isinstance(result, str):
            raise RecordError(_("{where}result is the deal's outcome in words (or null), not {result}", where=where,
                                result=_short(result)))
        rec = cls(game.info.id, _options(game), players, seed, _context_in(context), checked, played=game)
        try:
            rec.start()
        except (SetupError, TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise RecordError(_("{where}context: the deal cannot start from {context}: {exc}", where=where,
                                context=_short(context), exc=exc)) from None
        state = rec._replay(where=where)  # raises RecordError naming the first bad move
        rec.result = state.result() if state.over else None
        if result is not None and not state.over:
            raise RecordError(_("{where}moves: the moves stop before the deal is over, but the record says it ended "
                                "{result}", where=where, result=_short(result)))
        if result not in (None, rec.why):
            raise RecordError(_("{where}result: the record says the deal ended {result!r}, but it replays to {why!r}",
                                where=where, result=result, why=rec.why))
        return rec


RECORD_FORMAT = "domino_lab record"
RECORD_VERSION = 1
#: ``dl.design``, set by ``domino_lab.design`` (a layer above): what rebuilds a saved design's game from its spec
designer: list[Callable[..., Game]] = []


def _spec(game: Game | None) -> dict:
    """A design's record field ``design``: its spec (``dl.design(**spec)`` rebuilds it); none for a catalogue game."""
    spec = getattr(game, "spec", None)
    return {"design": spec()} if callable(spec) else {}


# -- reading records: every field checked, and named, before anything is replayed ---------------------------
#: deeper than any record nests (a match's deals hold moves, which hold pairs; contexts hold tuples)
MAX_DEPTH = 16
#: the most digits a number of a record may have (seeds are 63-bit; scores and players are small)
MAX_DIGITS = 40


class _NotJSON:
    """A value JSON text may spell but a record never holds (``Infinity``, ``1e400``, a fraction,
    5,000 digits): kept as it was written so that the check can name its field."""

    def __init__(self, text: str, why: str, **values: Any):
        self.text, self.why, self.values = text, why, values  # (why: a message, worded when it is raised)

    def __repr__(self):
        return self.text if len(self.text) <= 30 else f"{self.text[:12]}...({len(self.text)} characters)"


def _parse_int(text: str):
    return int(text) if len(text.lstrip("-")) <= MAX_DIGITS else _NotJSON(text, N_("a {n}-digit number"), n=len(text))


def _loads(text: str | bytes) -> dict:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(_("the record is not UTF-8 text (byte {k} is {byte:#04x}); records are saved as UTF-8 "
                                "JSON", k=exc.start, byte=exc.object[exc.start])) from None
    if not isinstance(text, str):
        raise RecordError(_("a record is JSON text, not {kind}", kind=_kind(text)))
    try:
        data = json.loads(text, parse_int=_parse_int,
                          parse_float=lambda t: _NotJSON(t, N_("a number with a fraction or an exponent")),
                          parse_constant=lambda t: _NotJSON(t, N_("{t}, which is not JSON"), t=t))
    except json.JSONDecodeError as exc:
        raise RecordError(_("the record is not valid JSON: {exc}", exc=exc)) from None
    except RecursionError:
        field = _deep_field(text)
        if field is None:
            raise RecordError(_("the record is nested too deeply to read")) from None
        raise RecordError(_("the record is nested too deeply to read (its field {field!r})", field=field)) from None
    if not isinstance(data, dict):
        raise RecordError(_("a record is a JSON object, not {kind}", kind=_kind(data)))
    return data


def _deep_field(text: str) -> str | None:
    """``"context"``: the top-level field of ``text`` whose value nests deepest (``None``: none)."""
    depth = 0
    key: str | None = None
    best: tuple[int, str | None] = (0, None)
    for token in re.finditer(r'"(?:[^"\\]|\\.)*"\s*:|[\[\]{}]', text):
        t = token.group()
        if t in "[{":
            depth += 1
            if depth > best[0]:
                best = (depth, key)
        elif t in "]}":
            depth -= 1
        elif depth == 1:
            key = t.rstrip(": \t\r\n")[1:-1]
    return best[1]


def _kind(value) -> str:
    kinds = {dict: _("an object"), list: _("a list"), str: _("a string"), bool: _("true/false"), type(None): "null",
             int: _("a number")}
    return kinds.get(type(value), type(value).__name__)


def _short(value) -> str:
    text = repr(value) if not isinstance(value, (list, dict)) else json.dumps(value, default=repr)
    return text if len(text) <= 60 else text[:57] + "..."


def _check_plain(value, where: str, depth: int = 0) -> None:
    """Every value of a record is plain JSON: objects with string keys, lists, strings, whole
    numbers of at most ``MAX_DIGITS`` digits, true/false, null; nested at most ``MAX_DEPTH``."""
    if depth > MAX_DEPTH:
        what = where or _("the record")
        raise RecordError(_("{what} is nested more than {depth} deep; no record is", what=what, depth=MAX_DEPTH))
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str):
                what = where or _("the record")
                raise RecordError(_("{what} has a key {k!r} that is not a string", what=what, k=k))
            _check_plain(v, f"{where}{k}" if not where or where.endswith(".") else f"{where}.{k}", depth + 1)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_plain(v, f"{where.rstrip('.')}[{i}]", depth + 1)
    elif isinstance(value, _NotJSON):
        what, why = where.rstrip(".") or _("the record"), _(value.why, **value.values)
        raise RecordError(_("{what} is {why} ({value!r}); a record holds whole numbers, words, true/false and null",
                            what=what, why=why, value=value))
    elif isinstance(value, bool) or value is None or isinstance(value, str):
        return
    elif type(value) is int:
        if value.bit_length() > MAX_DIGITS * 3.33:
            raise RecordError(_("{what} is a number of more than {digits} digits; no record holds one",
                                what=where.rstrip("."), digits=MAX_DIGITS))
    else:  # a float (inf, nan, 2.5), a tuple, a set...: not what JSON gave
        what = where.rstrip(".") or _("the record")
        raise RecordError(_("{what} is {value} ({kind}); a record holds whole numbers, words, true/false and null",
                            what=what, value=_short(value), kind=type(value).__name__))


def _check_header(data: dict, kind: str, where: str = "") -> None:
    if data.get("format") != RECORD_FORMAT:
        raise RecordError(_("{where}format: not a domino_lab record (format is {format})", where=where,
                            format=_short(data.get("format"))))
    if data.get("version") != RECORD_VERSION or data.get("version") is True:  # (true == 1 in Python, not in JSON)
        raise RecordError(_("{where}version: record version {version} is not supported (this is version {ours})",
                            where=where, version=_short(data.get("version")), ours=RECORD_VERSION))
    if data.get("kind") != kind:
        raise RecordError(_("{where}kind: this is a {found} record, not a {kind!r} record", where=where,
                            found=_short(data.get("kind")), kind=kind))


_MISSING = object()


def _field(data: dict, name: str, kind: type, where: str, default=_MISSING):
    """``data[name]``, which must be a ``kind`` (``null`` or absent gives ``default`` if there is one)."""
    value = data.get(name)
    if value is None and default is not _MISSING:
        return default
    if name not in data:
        raise RecordError(_("{where}{name}: the record has no {name!r} field", where=where, name=name))
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        wanted = {dict: _("an object"), list: _("a list"), str: _("a string"), int: _("a whole number")}[kind]
        raise RecordError(_("{where}{name} must be {wanted}, not {value}", where=where, name=name, wanted=wanted,
                            value=_short(value)))
    return value


def _check_setup(data: dict, where: str):
    """The game (with its options), the players and the seed of a record, each checked and named."""
    from .games.registry import game as make_game
    from .games.registry import game_class
    from .options import rules

    name = _field(data, "game", str, where)
    options = _field(data, "options", dict, where, default={})
    spec = _field(data, "design", dict, where, default=None)
    if spec is not None and designer:  # a design: dl.design checks its parts and options as it rebuilds it
        try:
            design = designer[0](**spec)
        except (SetupError, TypeError) as exc:  # (TypeError: options that are no mapping)
            raise RecordError(_("{where}design: the record cannot be set up: {exc}", where=where, exc=exc)) from None
        for key, said, made in (("game", name, design.info.id), ("options", _context_in(options), _options(design))):
            if said != made:  # (the design decides: a field edited apart from it would be silently dropped)
                raise RecordError(_("{where}{field}: the record says {said}, but its design makes {made}", where=where,
                                    field=key, said=_short(said), made=_short(made)))
        return _players_seed(data, where, design)
    try:
        cls = game_class(name)
    except SetupError as exc:
        raise RecordError(_("{where}game: the record cannot be set up: {exc}", where=where, exc=exc)) from None
    declared = rules(cls)
    for key, value in options.items():  # each option checked by its declaration, and named
        try:
            if key not in declared:
                raise SetupError(_("{id} has no option {key}; its options are: {v}", id=cls.info.id, key=key,
                                   v=', '.join(sorted(declared))))
            declared[key].check(tuple(value) if isinstance(value, list) else value)
        except SetupError as exc:
            raise RecordError(_("{where}options.{key}: the record cannot be set up: {exc}", where=where, key=key,
                                exc=exc)) from None
    try:
        game = make_game(name, **_context_in(options))
    except SetupError as exc:  # options that do not go together
        raise RecordError(_("{where}options: the record cannot be set up: {exc}", where=where, exc=exc)) from None
    return _players_seed(data, where, game)


def _players_seed(data: dict, where: str, game: Game) -> tuple[Game, Any, Any]:
    """A record's game, with its players and seed, each checked and named."""
    players = _field(data, "players", int, where)
    try:
        game.check_players(players)
    except SetupError as exc:
        raise RecordError(_("{where}players: the record cannot be set up: {exc}", where=where, exc=exc)) from None
    seed = data.get("seed")
    if type(seed) is not int:
        if seed is None:
            raise RecordError(_("{where}seed must be a whole number, not null: a deal without its seed cannot be "
                                "replayed", where=where))
        raise RecordError(_("{where}seed must be a whole number, not {seed}", where=where, seed=_short(seed)))
    return game, players, seed


def _turn(state: State) -> str:
    return _("the end of the deal") if state.over else _("player {p}'s turn", p=state.current)


def _context_in(context: dict) -> dict:
    """JSON turns tuples into lists; contexts and options hold only plain values, tuples where lists were."""
    return {k: tuple(v) if isinstance(v, list) else v for k, v in context.items()}


@dataclass
class MatchRecord(_JsonRecord):
    """A whole match: its deals, the scores after each deal, and how it ended."""

    game: str
    options: dict
    players: int
    seed: int | None
    sides: tuple
    deals: list[DealRecord] = field(default_factory=list)
    scores: list[tuple[int, ...]] = field(default_factory=list)
    winner: int | None = None
    loser: int | None = None
    why: str = ""
    played: Game | None = field(default=None, repr=False, compare=False)  # (as a deal record's)

    def to_dict(self) -> dict:
        return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "kind": "match", "game": self.game,
                "options": self.options, "players": self.players, "seed": self.seed,
                "deals": [d.to_dict() for d in self.deals], "scores": [list(s) for s in self.scores],
                "winner": self.winner, "loser": self.loser, "why": self.why, **_spec(self.played)}

    @classmethod
    def from_dict(cls, data: dict) -> MatchRecord:
        """Rebuild a match record, replaying every deal and re-scoring the match from them."""
        if not isinstance(data, dict):
            raise RecordError(_("a match record is a JSON object, not {kind}", kind=_kind(data)))
        _check_plain(data, "")
        _check_header(data, "match")
        g, players, seed = _check_setup(data, "")
        scores = _field(data, "scores", list, "")
        rec = cls(g.info.id, _options(g), players, seed, g.sides(players), played=g)
        match = Match(g, rec.players, rec.seed)
        for i, data_i in enumerate(_field(data, "deals", list, "")):
            if match.over:
                raise RecordError(_("deals[{i}]: deal {k} comes after the match was over ({why})", i=i, k=i + 1,
                                    why=match.why))
            d = DealRecord.from_dict(data_i, f"deals[{i}].", match)  # replayed in the match's context
            if d.result is None:
                raise RecordError(_("deals[{i}].moves: deal {k} does not end: its moves stop before the deal is over",
                                    i=i, k=i + 1))
            rec.deals.append(d)
            match.results.append(d.result)
            g.match_update(match, d.result)
            rec.scores.append(tuple(match.scores))
        rec.winner, rec.loser, rec.why = match.winner, match.loser, match.why
        if json.dumps([list(s) for s in rec.scores]) != json.dumps(scores):  # (as JSON: true is no score 1)
            raise RecordError(_("scores: the recorded scores do not follow from the recorded deals"))
        for name in ("winner", "loser"):  # (why: free text; compared as JSON, where true is no seat 1)
            if name in data and json.dumps(data[name]) != json.dumps(getattr(rec, name)):
                found = _short(getattr(rec, name)) if match.over else _("a match not yet over")
                raise RecordError(_("{name}: the record says {said}, but its deals replay to {found}", name=name,
                                    said=_short(data[name]), found=found))
        return rec


class Match:
    """Deals of one game until its match scoring says the match is over.

    >>> import domino_lab as dl
    >>> m = dl.Match(dl.game("kozel"), players=4, seed=3)
    >>> state = m.deal()          # play it with state.play(...), then:
    """

    max_deals = 1000

    def __init__(self, game: Game, players: int | None = None, seed: int | None = 0):
        if not isinstance(game, Game):
            raise SetupError(_("a match is of a game, e.g. dl.game('kozel'), not {game!r}", game=game))
        self.game = game
        self.players = game.check_players(players)
        self.seed = fresh_seed() if (seed := as_seed(seed)) is None else seed  # None: a fresh seed, kept (it replays)
        self.sides = game.sides(self.players)
        self.scores: list[int] = [0] * len(self.sides)
        self.memory: dict[str, Any] = {}
        self.context: dict[str, Any] = {}
        self.results: list[DealResult] = []
        self.score_history: list[tuple[int, ...]] = []
        self.over = False
        self.winner: int | None = None  # winning side
        self.loser: int | None = None  # losing side (the goat)
        self.why = ""
        game.match_init(self)

    def deal(self) -> State:
        """The next deal of the match."""
        return self.game.deal(self.players, self._next_seed(), match=self)

    def play_deal(self, bots: Sequence[Chooser]) -> State:
        """The next deal, played to its end by ``bots`` (each re-seeded from the deal's seed) and
        recorded; returns the finished deal."""
        bots = check_bots(bots, self.players)
        seed = self._next_seed()
        state = playout(self.game, _seat(bots, seed), seed, match=self)
        self.record(state)
        return state

    def _next_seed(self) -> int:
        if self.over:
            raise SetupError(_("the match is over: {why}", why=self.why))
        if len(self.results) >= self.max_deals:
            raise SetupError(_("the match has gone on for {max_deals} deals; stopping", max_deals=self.max_deals))
        return derive_seed(self.seed, len(self.results))

    def record(self, state: State) -> None:
        """Write a finished deal of its game and players into the match (any other is refused: nothing written)."""
        if not isinstance(state, State) or (state.game, state.players) != (self.game, self.players):
            raise SetupError(_("a match records its own deals: finished {n}-player {game!r} deals, not {what:.70}",
                               n=self.players, game=self.game, what=repr(state)))
        result = state.result()
        self.results.append(result)
        self.game.match_update(self, result)
        self.score_history.append(tuple(self.scores))

    def finish(self, winner: int | None = None, loser: int | None = None, why: str = "") -> None:
        self.over = True
        self.winner, self.loser, self.why = winner, loser, why

    def side_name(self, side: int) -> str:
        return players(self.sides[side])

    def __repr__(self) -> str:  # (in the session's language, counted as it says a count)
        state = self.why if self.over else _("in play")
        return ngettext("<Match {game}: scores {scores} after {n} deal; {state}>", "<Match {game}: scores {scores} "
                        "after {n} deals; {state}>", len(self.results), game=self.game.info.id, scores=self.scores,
                        state=state)


def _seat(bots: Sequence[Chooser], seed: int) -> list[Chooser]:
    """The bots of a deal: bot ``i`` re-seeded with ``derive_seed(seed, 7919, i)``."""
    x = _mix((_mix(((seed or 0) + _GOLDEN) & _MASK) + 7920 * _GOLDEN) & _MASK)  # derive_seed(seed, 7919, ...) so far
    out = []
    for i, bot in enumerate(bots):
        seeded = getattr(bot, "seeded", None)
        out.append(seeded(_mix((x + (i + 1) * _GOLDEN) & _MASK) >> 1) if seeded else bot)
    return out


def _options(game: Game) -> dict:
    opts = game.options
    return {f.name: getattr(opts, f.name) for f in fields(opts) if getattr(opts, f.name) != f.default}


def _record(state: State, game: Game, players: int, seed: int | None, context: dict) -> DealRecord:
    return DealRecord(game.info.id, _options(game), players, seed, dict(context),
                      [(p, str(m)) for p, m in state.history], state.result(), game)


def _setup(game: Game, bots: Sequence[Chooser], seed: int | None) -> tuple[list[Chooser], int, int]:
    """The checked bots, players and seed of a deal or match (``None``: a fresh seed)."""
    if not isinstance(game, Game):
        raise SetupError(_("bots play a game, e.g. dl.game('kozel'), not {game!r}", game=game))
    bots = check_bots(bots)
    players = game.check_players(len(bots))
    return bots, players, fresh_seed() if (seed := as_seed(seed)) is None else seed


def play(game: Game, bots: Sequence[Chooser], seed: int | None = 0) -> DealRecord:
    """Bots play one deal of ``game`` (as the first deal of a match); returns its record.
    ``seed=None`` plays from a fresh seed, which the record keeps (so it replays)."""
    bots, players, seed = _setup(game, bots, seed)
    return _record(playout(game, _seat(bots, seed), seed), game, players, seed, {})


def play_match(game: Game, bots: Sequence[Chooser], seed: int | None = 0) -> MatchRecord:
    """Bots play deals of ``game`` until the match ends; returns the whole record (``seed=None``:
    a fresh seed, kept in the record)."""
    bots, players, seed = _setup(game, bots, seed)
    match = Match(game, players, seed)
    rec = MatchRecord(game.info.id, _options(game), players, seed, match.sides, played=game)
    while not match.over:
        context = dict(match.context)
        state = match.play_deal(bots)
        rec.deals.append(_record(state, game, players, state.seed, context))
        rec.scores.append(tuple(match.scores))
    rec.winner, rec.loser, rec.why = match.winner, match.loser, match.why
    return rec
