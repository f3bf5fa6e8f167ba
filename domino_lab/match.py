"""Playing deals and matches: ``play`` (one deal), ``play_match`` (deals until the match ends).

A match remembers what its game's scoring needs between deals (scores, remembered points, who
leads next) and hands it to the next deal as ``context``. Seeds are derived per deal, so the
same seed always gives the same match.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .driver import playout, run_deal
from .errors import SetupError
from .games.base import DealResult, Game, State

__all__ = ["Match", "DealRecord", "MatchRecord", "play", "play_match", "derive_seed", "playout", "run_deal"]

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


class _JsonRecord:
    """Saving and loading, shared by deal and match records: JSON text from ``to_dict`` and back
    through ``from_dict`` (which replays and checks what it reads)."""

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def save(self, path) -> None:
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def from_json(cls, text: str):
        return cls.from_dict(_loads(text))

    @classmethod
    def load(cls, path):
        return cls.from_json(Path(path).read_text(encoding="utf-8"))


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

    def start(self) -> State:
        from .games.registry import game as make_game

        g = make_game(self.game, **self.options)
        return g.deal(self.players, self.seed, match=_Context(self.context))

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` moves (all of them by default)."""
        from .errors import IllegalMove, RecordError

        state = self.start()
        for i, (player, text) in enumerate(self.moves[:upto]):
            if state.current != player:
                raise RecordError(f"move {i + 1} ({text!r}) is recorded for player {player}, "
                                  f"but it is player {state.current}'s turn")
            try:
                state.play(text)
            except IllegalMove as exc:
                raise RecordError(f"move {i + 1} ({text!r}) does not replay: {exc}") from None
        return state

    @property
    def why(self) -> str:
        return self.result.why if self.result else ""

    # -- JSON ----------------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "kind": "deal", "game": self.game,
                "options": self.options, "players": self.players, "seed": self.seed,
                "context": self.context, "moves": [[p, m] for p, m in self.moves],
                "result": self.result.why if self.result else None}

    @classmethod
    def from_dict(cls, data: dict) -> DealRecord:
        """Rebuild a record and replay it; a corrupt record raises ``RecordError`` naming the
        field or the move that is wrong."""
        from .errors import RecordError

        if not isinstance(data, dict):
            raise RecordError(f"a deal record is a JSON object, not {type(data).__name__}")
        _check_header(data, "deal")
        _check_fields(data)
        try:
            moves = [(int(p), str(m)) for p, m in data["moves"]]
            rec = cls(str(data["game"]), dict(data.get("options") or {}), int(data["players"]), data.get("seed"),
                      _context_in(data.get("context") or {}), moves)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the record is incomplete or malformed: {exc!r}") from None
        try:
            state = rec.replay()  # raises RecordError naming the first bad move
        except RecordError:
            raise
        except (SetupError, NotImplementedError) as exc:  # unknown or unplayable game, bad options or players
            raise RecordError(f"the record cannot be set up: {exc}") from None
        except (TypeError, ValueError, AttributeError, KeyError, IndexError) as exc:  # an option of the wrong kind
            raise RecordError(f"the record does not replay with options {rec.options}: {exc!r}") from None
        rec.result = state.result() if state.over else None
        if data.get("result") not in (None, rec.why):
            raise RecordError(f"the record says the deal ended {data['result']!r}, but it replays to {rec.why!r}")
        return rec


RECORD_FORMAT = "domino_lab record"
RECORD_VERSION = 1


def _loads(text: str) -> dict:
    from .errors import RecordError

    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    return data


def _check_header(data: dict, kind: str) -> None:
    from .errors import RecordError

    if data.get("format") != RECORD_FORMAT:
        raise RecordError(f"not a domino_lab record (format is {data.get('format')!r})")
    if data.get("version") != RECORD_VERSION:
        raise RecordError(f"record version {data.get('version')!r} is not supported (this is version {RECORD_VERSION})")
    if data.get("kind") != kind:
        raise RecordError(f"this is a {data.get('kind')!r} record, not a {kind!r} record")


def _check_fields(data: dict) -> None:
    """The fields whose kind the replay relies on: options and context are objects, the seed a
    whole number (or null), the players a whole number."""
    from .errors import RecordError

    options = data.get("options")
    if options is not None and not (isinstance(options, dict) and all(isinstance(k, str) for k in options)):
        raise RecordError(f"the record's options must be an object of name: value, not {options!r}")
    context = data.get("context")
    if context is not None and not isinstance(context, dict):
        raise RecordError(f"the record's context must be an object, not {context!r}")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(f"the record's seed must be a whole number or null, not {seed!r}")
    players = data.get("players")
    if "players" in data and (not isinstance(players, int) or isinstance(players, bool)):
        raise RecordError(f"the record's players must be a whole number, not {players!r}")


def _context_in(context: dict) -> dict:
    """JSON turns tuples into lists; contexts hold only plain values, tuples where lists were."""
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

    def to_dict(self) -> dict:
        return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "kind": "match", "game": self.game,
                "options": self.options, "players": self.players, "seed": self.seed,
                "deals": [d.to_dict() for d in self.deals], "scores": [list(s) for s in self.scores],
                "winner": self.winner, "loser": self.loser, "why": self.why}

    @classmethod
    def from_dict(cls, data: dict) -> MatchRecord:
        """Rebuild a match record, replaying every deal and re-scoring the match from them."""
        from .errors import RecordError
        from .games.registry import game as make_game

        if not isinstance(data, dict):
            raise RecordError(f"a match record is a JSON object, not {type(data).__name__}")
        _check_header(data, "match")
        if not isinstance(data.get("deals"), list):
            raise RecordError("the match record has no list of deals")
        _check_fields(data)
        try:
            deals = []
            for i, d in enumerate(data["deals"]):
                try:
                    deals.append(DealRecord.from_dict(d))
                except RecordError as exc:
                    raise RecordError(f"deal {i + 1}: {exc}") from None
            g = make_game(str(data["game"]), **dict(data.get("options") or {}))
            players = g.check_players(int(data["players"]))  # before anything is sized by it
            rec = cls(str(data["game"]), dict(data.get("options") or {}), players, data.get("seed"),
                      g.sides(players), deals)
        except RecordError:
            raise
        except (SetupError, NotImplementedError) as exc:
            raise RecordError(f"the match record cannot be set up: {exc}") from None
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the match record is incomplete or malformed: {exc!r}") from None
        match = Match(g, rec.players, rec.seed)
        for i, d in enumerate(deals):
            if d.result is None:
                raise RecordError(f"deal {i + 1} does not end: its moves stop before the deal is over")
            if d.players != rec.players or d.game != rec.game or d.options != rec.options:
                raise RecordError(f"deal {i + 1} is a {d.players}-player {d.game} deal with options {d.options}, not a "
                                  f"deal of this {rec.players}-player {rec.game} match with options {rec.options}")
            if match.over:
                raise RecordError(f"deal {i + 1} comes after the match was over ({match.why})")
            if d.context != match.context:
                raise RecordError(f"deal {i + 1} was started with {d.context}, but the match says {match.context}")
            match.results.append(d.result)
            g.match_update(match, d.result)
            rec.scores.append(tuple(match.scores))
        rec.winner, rec.loser, rec.why = match.winner, match.loser, match.why
        if [list(s) for s in rec.scores] != data.get("scores"):
            raise RecordError("the recorded scores do not follow from the recorded deals")
        return rec


class _Context:
    """Stands in for a Match when replaying one deal: only its ``context`` is read."""

    def __init__(self, context):
        self.context = dict(context)


class Match:
    """Deals of one game until its match scoring says the match is over.

    >>> import domino_lab as dl
    >>> m = dl.Match(dl.game("kozel"), players=4, seed=3)
    >>> state = m.deal()          # play it with state.play(...), then:
    """

    max_deals = 1000

    def __init__(self, game: Game, players: int | None = None, seed: int | None = 0):
        self.game = game
        self.players = game.check_players(players)
        self.seed = seed
        self.sides = game.sides(self.players)
        self.scores: list[int] = [0] * len(self.sides)
        self.memory: dict = {}
        self.context: dict = {}
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

    def play_deal(self, bots: Sequence) -> State:
        """The next deal, played to its end by ``bots`` (each re-seeded from the deal's seed) and
        recorded; returns the finished deal."""
        seed = self._next_seed()
        state = playout(self.game, _seat(bots, seed), seed, match=self)
        self.record(state)
        return state

    def _next_seed(self) -> int:
        if self.over:
            raise SetupError(f"the match is over: {self.why}")
        if len(self.results) >= self.max_deals:
            raise SetupError(f"the match has gone on for {self.max_deals} deals; stopping")
        return derive_seed(self.seed, len(self.results))

    def record(self, state: State) -> None:
        """Write a finished deal into the match."""
        result = state.result()
        self.results.append(result)
        self.game.match_update(self, result)
        self.score_history.append(tuple(self.scores))

    def finish(self, winner: int | None = None, loser: int | None = None, why: str = "") -> None:
        self.over = True
        self.winner, self.loser, self.why = winner, loser, why

    def side_name(self, side: int) -> str:
        members = self.sides[side]
        if len(members) == 1:
            return f"player {members[0]}"
        return "players " + " and ".join(map(str, members))

    def __repr__(self):
        state = self.why if self.over else "in play"
        return f"<Match {self.game.info.id}: scores {self.scores} after {len(self.results)} deals; {state}>"


def _seat(bots: Sequence, seed: int) -> list:
    """The bots of a deal: bot ``i`` re-seeded with ``derive_seed(seed, 7919, i)``."""
    x = _mix((_mix(((seed or 0) + _GOLDEN) & _MASK) + 7920 * _GOLDEN) & _MASK)  # derive_seed(seed, 7919, ...) so far
    out = []
    for i, bot in enumerate(bots):
        seeded = getattr(bot, "seeded", None)
        out.append(seeded(_mix((x + (i + 1) * _GOLDEN) & _MASK) >> 1) if seeded else bot)
    return out


def _options(game: Game) -> dict:
    import dataclasses

    return {f.name: getattr(game.options, f.name) for f in dataclasses.fields(game.options)
            if getattr(game.options, f.name) != f.default}


def _record(state: State, game: Game, players: int, seed, context) -> DealRecord:
    return DealRecord(game.info.id, _options(game), players, seed, dict(context),
                      [(p, str(m)) for p, m in state.history], state.result())


def play(game: Game, bots: Sequence, seed: int | None = 0) -> DealRecord:
    """Bots play one deal of ``game`` (as the first deal of a match); returns its record."""
    players = game.check_players(len(bots))
    state = playout(game, _seat(bots, seed or 0), seed)
    return _record(state, game, players, seed, {})


def play_match(game: Game, bots: Sequence, seed: int | None = 0) -> MatchRecord:
    """Bots play deals of ``game`` until the match ends; returns the whole record."""
    players = game.check_players(len(bots))
    match = Match(game, players, seed)
    rec = MatchRecord(game.info.id, _options(game), players, seed, match.sides)
    while not match.over:
        context = dict(match.context)
        state = match.play_deal(bots)
        rec.deals.append(_record(state, game, players, state.seed, context))
        rec.scores.append(tuple(match.scores))
    rec.winner, rec.loser, rec.why = match.winner, match.loser, match.why
    return rec
