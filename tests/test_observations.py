"""Sealed observations, for every game of the catalogue.

(a) At every move of random deals, for every observer, neither the observation's text nor any of
    its attributes names a tile that observer has never been able to see (his own hand and the
    face-up places, remembered over the deal; every hand once the deal is over and counted).
(b) Two deals that differ only in tiles hidden from an observer give him the same observation.
And every field of every state is declared either public or private, so a new field is hidden
until someone decides otherwise; the observation holds no seed and no live state.
"""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

import domino_lab as dl
from domino_lab.moves import Move
from domino_lab.table.base import Layout

GAMES = [g.id for g in dl.catalogue()]
TILE = re.compile(r"(?<![\d-])(\d{1,2})-(\d{1,2})(?![\d-])")


def deals(game_id: str, per_count: int = 2):
    """Positions of random deals: for each player count, ``per_count`` deals played by Random
    bots, every position in order (with its deal's identity)."""
    game = dl.game(game_id)
    lo, hi = game.info.players
    for players in sorted({*range(lo, min(hi, 6) + 1), hi}):  # every count a table seats, and the most
        for k in range(per_count):
            seed = 1000 * players + k
            rng = random.Random(seed)
            state = game.deal(players, seed)
            positions = [state.clone()]
            while not state.over:
                state.play(rng.choice(state.legal_moves()))
                positions.append(state.clone())
            yield positions


def tiles_in(value, seen=None):
    """Every tile ``value`` holds, looking through containers, layouts, moves (the tiles they
    move) and other objects' fields."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, dl.Tile):
        yield value
    elif isinstance(value, (str, int, float, bool, type(None), type)):
        return
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from tiles_in(k, seen)
            yield from tiles_in(v, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from tiles_in(v, seen)
    elif isinstance(value, Move):
        yield from value.tiles  # a move shows the tiles it moves (a call names a guess, not a place)
    elif isinstance(value, Layout):
        yield from value.tiles()
    elif isinstance(value, dl.Game):
        return
    elif hasattr(value, "__dict__") or dataclasses.is_dataclass(value):
        fields = vars(value) if hasattr(value, "__dict__") else {f.name: getattr(value, f.name)
                                                                 for f in dataclasses.fields(value)}
        for v in fields.values():
            yield from tiles_in(v, seen)


def observed_tiles(obs) -> set:
    found = set(obs.hand) | set(tiles_in(list(obs.legal_moves))) | set(tiles_in(vars(obs.public)))
    found |= {dl.Tile(int(a), int(b)) for a, b in TILE.findall(obs.to_text())}
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_an_observation_names_no_tile_its_player_could_not_see(game_id):
    checked = 0
    for positions in deals(game_id):
        players = positions[0].players
        known = [set() for _ in range(players)]
        for state in positions:
            for o in range(players):
                known[o] |= set(state._visible_to(o))
                if state.over:  # the hands (and rows) are shown and counted; the boneyard stays face down
                    known[o] |= {t for name, zone in state.zones() if name not in ("boneyard", "set aside")
                                 for t in zone}
                obs = state.observation(o)
                leaked = observed_tiles(obs) - known[o]
                assert not leaked, (f"{game_id}: player {o}'s observation names {sorted(map(str, leaked))} "
                                    f"he never saw, at {state.to_text()}")
                assert obs.public.seed is None and not obs.public.boneyard
                checked += 1
    assert checked > 50


def _swap_hidden(state, observer: int, rng: random.Random):
    """A copy of ``state`` in which the tiles hidden from ``observer`` (and named by no move of
    the history) are shuffled among their places: everywhere a tile is held, it is replaced."""
    visible = set(state._visible_to(observer))
    named = {t for _, m in state.history for t in tiles_in(m)} | {
        v for _, m in state.history for f in dataclasses.fields(m) if isinstance(v := getattr(m, f.name), dl.Tile)}
    hidden = sorted(t for t in state.game.set if t not in visible and t not in named)
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled))

    def remap(value):
        if isinstance(value, dl.Tile):
            return swap.get(value, value)
        if isinstance(value, list):
            return [remap(v) for v in value]
        if isinstance(value, tuple):
            return tuple(remap(v) for v in value)
        if isinstance(value, (set, frozenset)):
            return type(value)(remap(v) for v in value)
        if isinstance(value, dict):
            return {k: remap(v) for k, v in value.items()}
        return value  # layouts, moves and results hold only tiles that are seen or named

    twin = state.clone()
    for name, value in list(vars(twin).items()):
        if name != "history":
            vars(twin)[name] = remap(value)
    return twin, bool(hidden)


def _plain(value):
    """``repr`` with sets sorted (their order depends on how they were built)."""
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(map(_plain, value))) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(map(_plain, value)) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k!r}: {_plain(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, Layout):
        return value.to_text()
    return repr(value)


def fingerprint(obs) -> tuple:
    view = {k: _plain(v) for k, v in sorted(vars(obs.public).items()) if k != "game"}
    return (obs.to_text(), obs.hand, obs.hand_sizes, obs.boneyard_size, tuple(map(str, obs.legal_moves)),
            tuple((p, str(m)) for p, m in obs.history), tuple(obs.status()), tuple(view.items()))


@pytest.mark.parametrize("game_id", GAMES)
def test_hidden_tiles_do_not_change_an_observation(game_id):
    rng = random.Random(7)
    compared = 0
    for positions in deals(game_id, per_count=1):
        for state in positions[::3]:
            if state.over:
                continue
            for o in range(state.players):
                twin, changed = _swap_hidden(state, o, rng)
                if not changed:
                    continue
                assert fingerprint(state.observation(o)) == fingerprint(twin.observation(o)), (
                    f"{game_id}: player {o}'s observation depends on tiles hidden from him at {state.to_text()}")
                compared += 1
    assert compared > 5


@pytest.mark.parametrize("game_id", GAMES)
def test_every_state_field_is_declared_public_or_private(game_id):
    for positions in deals(game_id, per_count=1):
        for state in positions:
            declared = set(state.declared_fields("public_fields")) | set(state.declared_fields("private_fields"))
            undeclared = set(vars(state)) - declared
            assert not undeclared, (f"{type(state).__name__} has fields {sorted(undeclared)} that are neither "
                                    "public_fields nor private_fields")


def test_the_cases_the_audit_found():
    """The leaks issue 14 lists: the seed, another player's cached moves, the leader's lead
    tiles, Seven's gives, the live state."""
    state = dl.game("double_lock").deal(3, seed=4)
    leader = state.current
    other = (leader + 1) % 3
    state.legal_moves()  # cache the leader's moves
    obs = state.observation(other)
    assert obs.public.seed is None and obs.legal_moves == ()
    assert obs.public.legal_moves() != state.legal_moves() or not state.lead_tiles
    assert "lead:" not in obs.to_text() and "lead:" in state.observation(leader).to_text()
    assert all(v is not state for v in vars(obs.public).values())


# -- what a board shows: the game's own status ---------------------------------------------------
def test_status_shows_what_each_family_is_about():
    """Telephone's score in the deal, Forty-Two's bids and trumps, Bingo's trumps, Spark's
    collections, and Kozel's match heading for 101 and the goat."""
    tel = dl.game("telephone").deal(2, seed=1)
    tel.scored = [0, 5]
    labels = {s.label: s for s in tel.observation(0).status()}
    assert labels["scored this deal"].per_player == ("player 0: 0", "player 1: 5")

    game = dl.game("forty_two")
    state = game.deal(4, seed=3)
    while state.trump is None:
        state.play(state.legal_moves()[0])
    seen = {s.label: s.value for s in state.observation(2).status()}
    assert "bid" in seen["bids"] and seen["trumps"] == f"{state.trump}s" and "tricks won" in seen

    bingo = dl.game("bingo").deal(2, seed=1)
    assert any(s.label == "trumps" and s.value == str(bingo.trump) for s in bingo.observation(1).status())
    spark = dl.game("spark").deal(3, seed=1)
    spark.play(spark.legal_moves()[0])
    assert [s.label for s in spark.observation(2).status()] == ["collected", "boneyard"]
    sausage = dl.game("sausage").deal(2, seed=1)  # the rows are face down: their lengths are what shows
    assert sausage.observation(1).status()[0].per_player == ("row 0 (player 0): 14 tiles left",
                                                             "row 1 (player 1): 14 tiles left")

    kozel = dl.game("kozel")
    match = dl.Match(kozel, 4, seed=1)
    (standing,) = kozel.match_status(match)
    assert "reaches 101 is the goat" in standing.value and standing.per_player == ("players 0 and 2: 0",
                                                                                     "players 1 and 3: 0")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_status_its_players_may_see(game_id):
    """A status reads only public fields: the live deal and every player's view say the same."""
    game = dl.game(game_id)
    state = game.deal(game.default_players, seed=5)
    rng = random.Random(5)
    for _ in range(12):
        if state.over:
            break
        state.play(rng.choice(state.legal_moves()))
        for o in range(state.players):
            assert state.observation(o).status() == state.status()
    assert all(s.label and isinstance(s.value, str) for s in state.status())
