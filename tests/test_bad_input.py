"""Wrong input at every public entry point gives a clear, typed ``dl.DominoError`` that names
what was wrong, and leaves the state as it was; the fuzz sweep (``domino_lab.fuzz``) throws damaged
position texts, wrong option values, corrupt records and bad moves at every game and lets nothing
else escape, and nothing hang.

The sweep runs a sample here (about 100 inputs of each kind per game, a few seconds per family);
``DOMINO_LAB_FUZZ=20 pytest tests/test_bad_input.py`` runs twenty times as many, and
``python -m domino_lab.conformance --nightly`` the full sweep. Findings in other people's code can
be tolerated while they are being fixed by listing them in ``KNOWN`` (the test then warns instead
of failing); each entry says where it is being fixed.
"""

import copy
import os
import random
import warnings

import pytest
from helpers import rejected

import domino_lab as dl
from domino_lab import fuzz
from domino_lab.games.base import State
from domino_lab.moves import Draw, Move, Multi, Pass, Play
from domino_lab.tiles import DominoSet, Tile

PLAYABLE = [g.id for g in dl.catalogue()]
INFO = {g.id: g for g in dl.catalogue()}

#: the fuzz sweep's size: 1 is about 200 inputs of each kind per game; the sample here is half that
SCALE = float(os.environ.get("DOMINO_LAB_FUZZ", "0.5"))
#: a call that takes longer is a hang (calls take milliseconds; the margin is for a loaded machine)
LIMIT = 10.0

# (game, kind, the problem's first words) -> why it is tolerated: findings of the sweep in code this
# suite does not own, warned about until the fix lands.
KNOWN: dict[tuple[str, str, str], str] = {}  # nothing tolerated: keep it so


def positions(game_id, deals=2, every=1, seed=0):
    """Live positions of a few random deals of the game (each a fresh, independent state)."""
    game = dl.game(game_id)
    lo, hi = INFO[game_id].players
    for d in range(deals):
        rng = random.Random(seed * 1000 + d)
        state = game.deal(rng.randint(lo, hi), seed * 1000 + d)
        step = 0
        while not state.over:
            if step % every == 0:
                yield state.clone()
            state.play(rng.choice(state.legal_moves()))
            step += 1


# -- games, options and players ------------------------------------------------------------------------
def test_unknown_game_names_the_id_and_suggests():
    with pytest.raises(dl.SetupError, match=r"no game 'nope'; dl.catalogue\(\) lists every game"):
        dl.game("nope")
    with pytest.raises(dl.SetupError, match="did you mean kozel"):
        dl.game("koze")


def test_bad_options_are_setup_errors_naming_the_option():
    with pytest.raises(dl.SetupError, match="kozel has no option colour; its options are: .*draw"):
        dl.game("kozel", colour="red")
    with pytest.raises(dl.SetupError, match="draw must be one of until_playable, one, none, not 'sometimes'"):
        dl.game("kozel", draw="sometimes")
    with pytest.raises(dl.SetupError, match=r"classic: set_n must be a whole number \(from 1 to 18\), not 40"):
        dl.game("classic", set_n=40)


@pytest.mark.parametrize("game_id, options, message", [
    ("kozel", {"hand_size": -1}, r"kozel: hand_size must be a whole number \(at least 1\), or None, not -1"),
    ("kozel", {"hand_size": 0}, r"hand_size must be a whole number \(at least 1\), or None, not 0"),
    ("kozel", {"hand_size": "5"}, r"hand_size must be a whole number .*, not '5'"),
    ("kozel", {"hand_size": 5.0}, r"hand_size must be a whole number .*, not 5.0"),
    ("kozel", {"hand_size": True}, r"hand_size must be a whole number .*, not True"),
    ("kozel", {"undrawable": float("nan")}, r"undrawable must be a whole number \(at least 0\), not nan"),
    ("biryuk", {"hand_size": -1}, r"biryuk: hand_size must be a whole number"),
    ("kozel", {"target": 0}, r"target must be a whole number \(at least 1\), not 0"),
    ("kozel", {"target": -1}, r"target must be a whole number \(at least 1\), not -1"),
    ("kozel", {"target": None}, r"target must be a whole number \(at least 1\), not None"),  # a goat needs a 101
    ("classic", {"target": 0}, r"target must be a whole number \(at least 1\), or None, not 0"),
    ("sea_goat", {"teams": "no"}, r"teams must be True or False, not 'no'"),
    ("sea_goat", {"teams": 1}, r"teams must be True or False, not 1"),
    ("sea_goat", {"lone_doubles": (1, 2)}, r"lone_doubles must be 3 whole numbers \(each at least 0\), or None"),
    ("sea_goat", {"lone_doubles": (1, 2, -3)}, r"lone_doubles must be 3 whole numbers"),
    ("sea_goat", {"wipe": None}, r"wipe must be one of on_write, any_win, not None"),
    ("forty_two", {"min_bid": 43}, r"min_bid must be a whole number \(from 1 to 42\), not 43"),
    ("forty_two", {"set_n": 9}, r"set_n must be only 6, not 9"),
    ("bingo", {"set_n": 9}, r"set_n must be one of 2, 3, 6, 7, 10"),  # an odd number of tiles
    ("odd_even", {"even_arms": ("west", "west")}, r"even_arms must be 2 different words of west, east, north"),
    ("odd_even", {"lead": "any_double"}, r"lead must be only highest_double, not 'any_double'"),
    ("telephone", {"first_lead": "7-7"}, r"first_lead must be a tile of the set, written like 2-3, not '7-7'"),
    ("telephone", {"first_lead": 23}, r"first_lead must be a tile of the set"),
    ("ladder", {"most_per_turn": 0}, r"most_per_turn must be a whole number \(at least 1\), not 0"),
])
def test_option_values_are_checked_against_their_declaration(game_id, options, message):
    with pytest.raises(dl.SetupError, match=message):
        dl.game(game_id, **options)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_option_declares_what_it_accepts(game_id):
    """Each option's type is understood, a word option lists its words (or is a tile), and the seed's
    defaults are values the declaration accepts."""
    from domino_lab.games.registry import game_class
    from domino_lab.options import rules

    for name, rule in rules(game_class(game_id)).items():
        assert rule.kind in (int, bool, str, tuple), name
        if rule.kind is str:
            assert rule.choices or rule.tile, f"{game_id}.{name}: a word option must list its words"
        assert rule.check(rule.default) == rule.default, f"{game_id}.{name}: the default is refused"
        assert rule.accepts() and rule.parse(rule.show(rule.default)) == rule.default


def test_option_values_are_normalised():
    numpy = pytest.importorskip("numpy")
    game = dl.game("kozel", hand_size=numpy.int64(6), target=numpy.int32(50))
    assert type(game.options.hand_size) is int and game.options.target == 50
    assert repr(game) == "dl.game('kozel', hand_size=6, target=50)"
    assert dl.game("odd_even", even_arms=["north", "south"]).options.even_arms == ("north", "south")
    assert dl.game("telephone", set_n=9, first_lead="7-7").options.first_lead == "7-7"


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_wrong_number_of_players(game_id):
    game = dl.game(game_id)
    lo, hi = INFO[game_id].players
    for players in (lo - 1, hi + 1, 0, -2, "4", 2.0):
        played_by = f"{lo}" if lo == hi else f"{lo} to {hi}"  # "played by 4 players", "by 2 to 4 players"
        with pytest.raises(dl.SetupError, match=f"played by {played_by} players, not {players!r}"):
            game.deal(players, 1)
    with pytest.raises(dl.SetupError, match="players"):
        dl.play(game, [dl.bots.Greedy()] * (hi + 1), seed=1)
    with pytest.raises(dl.SetupError, match="players"):
        dl.Match(game, players=hi + 1)


# -- seeds and bots: the same checks at every entry point ---------------------------------------------------
def _entry_points(game, seed, bots=None):
    """Every public call that takes a seed (or bots), each as a thunk."""
    players = 2
    bots = bots if bots is not None else [dl.bots.Greedy(), dl.bots.Random(1)]
    return {
        "deal": lambda: game.deal(players, seed),
        "play": lambda: dl.play(game, bots, seed=seed),
        "play_match": lambda: dl.play_match(game, bots, seed=seed),
        "Match": lambda: dl.Match(game, players, seed).play_deal(bots),
        "playout": lambda: dl.playout(game, bots, seed),
        "simulate": lambda: dl.simulate(game, 3, bots, seed=seed),
        "summarize": lambda: dl.summarize(game, 3, bots, seed=seed),
    }


@pytest.mark.parametrize("seed", ["3", 3.0, 2.5, True, [1], None.__class__, object(), float("nan")])
def test_a_seed_that_is_no_whole_number_is_refused_everywhere(seed):
    for name, call in _entry_points(dl.game("classic"), seed).items():
        with pytest.raises(dl.SetupError, match=r"a seed is a whole number \(or None for a fresh one\)"):
            call()
            pytest.fail(f"{name} accepted the seed {seed!r}")


def test_any_integer_is_a_seed_numpy_ones_too():
    numpy = pytest.importorskip("numpy")
    game = dl.game("classic")
    for seed in (numpy.int64(7), numpy.uint8(7), numpy.int32(7)):
        plain = _entry_points(game, 7)
        for name, call in _entry_points(game, seed).items():
            got, want = call(), plain[name]()
            if name in ("deal", "playout"):
                assert got.to_text() == want.to_text(), name
            elif name in ("play", "play_match"):
                assert type(got.seed) is int and got.to_json() == want.to_json(), name
    for seed in (-1, 2**64 + 7, 10**30):  # negative and huge seeds are seeds too
        for call in _entry_points(game, seed).values():
            call()


@pytest.mark.parametrize("bots, message", [
    ([dl.bots.Greedy(), 3], "seat 1 holds 3, which is no bot; a bot has a choose"),
    ([dl.bots.Greedy(), None], "seat 1 holds None, which is no bot"),
    ([dl.bots.Greedy, dl.bots.Greedy()], r"seat 0 holds <class .*Greedy'>, which is no bot \(a class: make one"),
    ("greedy,random", "bots are a list of bots, one per player"),
    (dl.bots.Greedy(), "bots are a list of bots"),
])
def test_bots_are_checked_where_they_are_passed(bots, message):
    for name, call in _entry_points(dl.game("classic"), 1, bots).items():
        if name == "deal":
            continue
        with pytest.raises(dl.SetupError, match=message):
            call()
            pytest.fail(f"{name} accepted the bots {bots!r}")


def test_a_multi_of_things_that_are_not_moves():
    for plays in (None, 3, "1-1", (None,), [Play(Tile(1, 1)), "2-2"]):
        with pytest.raises(dl.IllegalMove, match="a multiple move is made of moves"):
            Multi(plays)
    assert Multi([Play(Tile(1, 1))]).plays == (Play(Tile(1, 1)),)  # a list is taken as a tuple
    assert hash(Multi([Play(Tile(1, 1))])) == hash(Multi((Play(Tile(1, 1)),)))


# -- moves -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_tile_not_in_the_set(game_id):
    state = next(positions(game_id, deals=1))
    message = rejected(state, "7-2")
    assert "7-2" in message or "2-7" in message, f"{message!r} does not name the tile"
    if state.hands[state.current] and game_id != "sausage":  # Sausage's player takes the row's next tile
        assert "double-6 set" in message
    rejected(state, "9-9 on 9")


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_tile_object_not_in_the_set_or_not_in_hand(game_id):
    state = next(positions(game_id, deals=1))
    rejected(state, Play(Tile(7, 2), 0, 2))
    holds_tiles = any(m.tiles for m in state.legal_moves()) and state.hands[state.current]
    theirs = [t for q in range(state.players) if q != state.current for t in sorted(state.hands[q])]
    if theirs:
        tile = theirs[0]
        words = (str(tile), "hand") if holds_tiles else ()
        rejected(state, Play(tile, 0, tile.low), *words)
        rejected(state, Play(tile, None), *words)


def _other_players_move(state):
    """A move that would be legal for another player, and is not for the current one."""
    mine = set(state.legal_moves())
    for q in range(state.players):
        if q == state.current:
            continue
        them = state.clone()
        them.current, them._legal = q, None
        for move in them.legal_moves():
            if move not in mine and move.tiles:
                return move
    return None


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_move_out_of_turn(game_id):
    found = 0
    for state in positions(game_id, deals=2, every=3):
        move = _other_players_move(state)
        if move is not None:
            rejected(state, move)
            found += 1
    if game_id in ("classic", "kozel", "donkey", "fives", "forty_two"):
        assert found, "no position offered another player's move"


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_move_after_the_deal_ended(game_id):
    game = dl.game(game_id)
    state = game.deal(None, 4)
    last = None
    while not state.over:
        last = state.legal_moves()[0]
        state.play(last)
    for move in (last, Draw(), Pass(), str(last)):
        rejected(state, move, "the deal is over")
    assert state.legal_moves() == [] and state.current_player is None


@pytest.mark.parametrize("junk", [None, 42, 4.2, Tile(1, 1), ("1-1",), object(), Move(), Multi(()), "", "   ",
                                  "on on on", "lead", "x" * 300])
def test_things_that_are_not_moves(junk):
    state = dl.game("kozel").deal(4, 1)
    rejected(state, junk)


def test_observation_of_a_missing_player():
    state = dl.game("kozel").deal(4, 1)
    for p in (4, -1, "0", None):
        with pytest.raises(dl.SetupError, match="there is no player"):
            state.observation(p)


def test_result_before_the_end():
    with pytest.raises(dl.SetupError, match="not over yet"):
        dl.game("kozel").deal(4, 1).result()


# -- tiles -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["42", "a-b", "4-", "-1-2", "", "4-4-4", "100-1", None, 7])
def test_tile_text_errors_are_notation_errors(text):
    with pytest.raises(dl.NotationError, match="is not a tile"):
        Tile.parse(text)


@pytest.mark.parametrize("a, b", [(-1, 2), (2, 100), ("4", 2), (1.0, 2), (True, 1), (None, 1)])
def test_tile_values_errors(a, b):
    with pytest.raises(dl.NotationError, match="two whole pip values"):
        Tile(a, b)


def test_set_errors():
    with pytest.raises(dl.SetupError, match="from 1 to 18"):
        DominoSet(0)
    with pytest.raises(dl.IllegalMove, match="7-7 is not in the double-6 set"):
        DominoSet(6).check("7-7")
    with pytest.raises(dl.IllegalMove, match="3-5 has no end showing 4"):
        Tile(3, 5).other(4)


# -- positions ---------------------------------------------------------------------------------------------
GOOD = "kozel | hands: 0-0 0-1 0-2 0-3 0-4 0-5 0-6 / 1-1 1-2 1-3 1-4 1-5 1-6 2-2 / 2-3 2-4 2-5 2-6 3-3 3-4 3-5 / " \
       "3-6 4-4 4-5 4-6 5-5 5-6 6-6 | table: - | boneyard: - | turn: 0"


@pytest.mark.parametrize("text, message", [
    ("", "a position needs"),
    ("garbage", "a position needs"),
    (GOOD.replace("hands:", "hand:"), "no 'hands' field"),
    (GOOD.replace("turn: 0", "turn: x"), "turn must be a player number"),
    (GOOD.replace("turn: 0", "turn: 7"), r"turn must be a player number from 0 to 3 or 'over', not '7'"),
    (GOOD.replace("0-0 0-1", "0-0 7-1"), "1-7 in hand 0 is not in the"),
    (GOOD.replace("0-0 0-1", "0-0 0-0"), "0-0 is twice in hand 0"),  # (it was read as a set: "tiles lost")
    (GOOD.replace("0-0 0-1", "0-0 x-1"), "is not a tile"),
    (GOOD.replace(" / 3-6 4-4 4-5 4-6 5-5 5-6 6-6", ""), "tiles lost"),
    (GOOD.replace("table: -", "table: 1-2 3-4"), "not a chain"),
    (GOOD.replace("| table: - ", ""), "a position needs|no 'table' field"),
])
def test_malformed_positions_are_notation_errors(text, message):
    with pytest.raises(dl.NotationError, match=message):
        State.from_text(text)


KOZEL = ("kozel | hands: 0-1 0-5 1-4 1-5 4-4 4-5 5-6 / 0-0 1-3 2-2 2-5 2-6 3-4 6-6 / 0-6 1-1 1-6 2-3 2-4 3-5 3-6 / "
         "0-2 0-3 0-4 1-2 3-3 4-6 5-5 | table: - | boneyard: - | turn: 2 | lead: 1-1")
SPARK_OVER = ("spark | hands: - / - / - | table: - | boneyard: - | turn: over | collected: 0-4 3-3 5-5 0-3 2-4 2-3 3-5 "
              "1-1 6-6 0-5 5-6 / 4-6 0-2 1-6 0-6 0-0 0-1 4-5 / 1-2 3-6 2-5 2-6 1-3 2-2 3-4 4-4 1-4 1-5")
ROULETTE = ("roulette | hands: - / - / - | table: - | boneyard: 4-5 5-6 1-5 1-4 4-4 0-1 0-5 6-6 3-4 2-2 1-3 2-6 "
            "2-5 0-0 1-1 3-6 0-6 1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 | turn: 0 | collected: - / - / - | "
            "drawer: 0")
FORTY_TWO = ("forty_two | hands: 0-1 0-5 1-4 1-5 4-4 4-5 5-6 / 0-0 1-3 2-2 2-5 2-6 3-4 6-6 / 0-6 1-1 1-6 2-3 2-4 3-5 "
             "3-6 / 0-2 0-3 0-4 1-2 3-3 4-6 5-5 | table: - | boneyard: - | turn: 0 | tricks: 0 0 0 0 | "
             "taken: - / - / - / - | bids: - | trumps: -")
BLITZ = ("blitz | hands: 0-1 0-5 1-4 1-5 4-4 4-5 5-6 / 0-0 1-3 2-2 2-5 2-6 3-4 6-6 | table: - | boneyard: 1-1 3-6 0-6 "
         "1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 | turn: 1 | lead: 6-6")
DWARFS = ("seven_dwarfs | hands: 1-5 4-5 5-6 / 0-1 0-5 4-4 6-6 / 1-3 2-2 2-6 3-4 / 0-0 1-1 2-5 3-6 / 0-6 1-6 2-3 3-5 / "
          "0-2 0-3 1-2 2-4 / 0-4 3-3 4-6 5-5 | table: 0:1-4 | boneyard: - | turn: 1 | tricks: 0 0 0 0 0 0 0 | "
          "taken: - / - / - / - / - / - / - | passes: 0 | aside: -")


@pytest.mark.parametrize("good, bad, message", [
    (KOZEL, KOZEL.replace("lead: 1-1", "lead: 9-9"), "lead: 9-9 is not in the hand of player 2"),
    (KOZEL, KOZEL.replace("turn: 2", "turn: 0"), "lead: 1-1 is not in the hand of player 0, who is to lead"),
    (KOZEL, KOZEL.replace("table: -", "table: 1-1").replace("1-1 1-6", "1-6"), "lead: names the tiles"),
    (None, SPARK_OVER.replace("turn: over", "turn: 0"), "the boneyard is used up: the deal is over"),
    (ROULETTE, ROULETTE.replace("drawer: 0", "drawer: 999999999999"), "drawer must be a player number from 0 to 2"),
    (ROULETTE, ROULETTE.replace("drawer: 0", "drawer: 1"), r"player 1 draws \(drawer: 1\), not player 0"),
    (FORTY_TWO, FORTY_TWO.replace("bids: -", "bids: 1"), "bids: each bid is 'player:amount'"),
    (FORTY_TWO, FORTY_TWO.replace("bids: -", "bids: 0:29"), "bids must be a whole number from 30 to 42"),
    (FORTY_TWO, FORTY_TWO.replace("bids: -", "bids: 0:30 2:31"), "player 1 bids after player 0, not player 2"),
    (FORTY_TWO, FORTY_TWO.replace("bids: -", "bids: 0:30"), "it is player 1's turn to bid"),
    (BLITZ, BLITZ.replace("0-1 0-5 1-4 1-5 4-4 4-5 5-6 / 0-0", "0-1 / 0-5 1-4 1-5 4-4 4-5 5-6 0-0")
     .replace("6-6 | table", "6-6 1-1 3-6 0-6 1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 | table")
     .replace("boneyard: 1-1 3-6 0-6 1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4", "boneyard: -"),
     r"hand 1 holds 27 tiles; a blitz hand holds at most 21 \(7 dealt and at most 14 drawn\)"),
    (DWARFS, DWARFS.replace("turn: 1", "turn: over"), "turn: over, but the deal has not ended"),
    (DWARFS, DWARFS.replace("table: 0:1-4", "table: 0:1-4 1:0-1").replace("/ 0-1 0-5", "/ 0-5").replace(
        "turn: 1", "turn: 2"), "the trick in play is not one the rules allow: play 0-1 by player 1: 0-1 shows 1"),
    (DWARFS, DWARFS.replace("table: 0:1-4", "table: 0:1-4 1:0-5").replace("/ 0-1 0-5", "/ 0-1"),
     "after the trick in play it is player 2's turn, not player 1's"),
    (FORTY_TWO, FORTY_TWO.replace("0-1 0-5 1-4", "0-5 1-4").replace("/ 0-0 1-3", "/ 0-1 0-0 1-3"),
     r"hand 1 holds 8 tiles; a forty_two hand holds at most 7 \(7 dealt\)"),
    (FORTY_TWO, FORTY_TWO.replace("0-1 0-5 1-4", "0-5 1-4").replace("boneyard: -", "boneyard: 0-1"),
     "the hands are uneven"),
    (FORTY_TWO, FORTY_TWO.replace("0-1 0-5 1-4", "0-5 1-4").replace("table: -", "table: 0:0-1").replace(
        "bids: -", "bids: 0:30 1:30").replace("trumps: -", "trumps: 1").replace("/ 0-0 1-3", "/ 0-0").replace(
        "turn: 0", "turn: 1").replace("taken: - / -", "taken: - / 1-3"), "player 1 has won 0 tricks"),
    (DWARFS, DWARFS.replace("passes: 0", "passes: 9"), "passes must be a whole number from 0 to 6"),
    (KOZEL, KOZEL + " | colour: red", "kozel positions have no field 'colour'"),
    (KOZEL, KOZEL + " | turn: 2", "the position gives the field 'turn' twice"),
])
def test_impossible_positions_are_notation_errors(good, bad, message):
    if good is not None:
        State.from_text(good)  # the position before it was spoilt reads
    with pytest.raises(dl.NotationError, match=message):
        State.from_text(bad)


@pytest.mark.parametrize("text", [None, 42, b"kozel", ["kozel"]])
def test_a_position_that_is_no_text(text):
    with pytest.raises(dl.NotationError, match="a position is a line of text"):
        State.from_text(text)


def test_a_lesson_position_may_park_tiles_in_a_hand():
    """strict=False (dl.position) lets a hand hold more than a deal can reach; everything else is checked."""
    text = KOZEL.replace("0-6 1-1 1-6 2-3 2-4 3-5 3-6 / 0-2 0-3 0-4 1-2 3-3 4-6 5-5",
                         "0-6 1-1 1-6 2-3 2-4 3-5 3-6 0-2 0-3 0-4 1-2 3-3 4-6 / 5-5")
    with pytest.raises(dl.NotationError, match=r"hand 2 holds 13 tiles; a kozel hand holds at most 7 \(7 dealt"):
        State.from_text(text)
    assert len(State.from_text(text, strict=False).hands[2]) == 13
    with pytest.raises(dl.NotationError, match="lead: 1-1 is not in the hand of player 0"):
        State.from_text(text.replace("turn: 2", "turn: 0"), strict=False)


def test_a_lesson_position_on_a_cross():
    """dl.position reads the table in the layout's own notation (a cross with its arms)."""
    state = dl.position("telephone", ["1-1 2-2 5-6", "0-0 3-3"], "6-4 4-4* 4-1 ; north: 4-2 ; south: -")
    assert sorted(map(str, state.table.tiles())) == ["1-4", "2-4", "4-4", "4-6"]
    assert len(state.boneyard) == 28 - 4 - 5
    state.check_conservation()


def test_a_position_of_an_unknown_game():
    with pytest.raises(dl.NotationError, match="the position's first field names no game: there is no game 'chess'"):
        State.from_text(GOOD.replace("kozel", "chess", 1))


def _check(report: fuzz.Report) -> None:
    """Fail on any finding of the sweep that is not a known one (those are warned about)."""
    bad = []
    for f in report.findings:
        known = next((why for (game, kind, words), why in KNOWN.items()
                      if f.game == game and f.kind == kind and f.problem.startswith(words)), None)
        if known:
            warnings.warn(f"known: {f.problem.splitlines()[0][:200]} ({known})", stacklevel=2)
        else:
            bad.append(f)
    assert not bad, str(fuzz.Report(bad, report.calls, report.seconds))


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_fuzzed_position_texts(game_id):
    """Damaged position texts: a NotationError, or a whole position that reads back and plays to its end."""
    report = fuzz.fuzz_positions(game_id, n=round(200 * SCALE), seed=7, limit=LIMIT)
    assert report.calls["positions"] >= 100 * SCALE
    _check(report)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_option_grid(game_id):
    """Every option with wrong types and values out of its range, and pairs of values: a SetupError naming
    the option, or a game that deals and plays."""
    _check(fuzz.fuzz_options(game_id, n=round(100 * SCALE), seed=3, limit=LIMIT))


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_fuzzed_records(game_id):
    """Damaged deal and match records: a RecordError, or a record that replays to the same deal or match."""
    _check(fuzz.fuzz_records(game_id, n=round(200 * SCALE), seed=5, limit=LIMIT))


@pytest.fixture(scope="module")
def move_pool():
    """Every move seen in a deal of every game (each game's own kinds of move)."""
    return fuzz._move_pool(random.Random(5))


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_fuzzed_moves(game_id, move_pool):
    """Moves of every game, Multi of anything, texts and junk: an IllegalMove that changes nothing, or a legal
    move."""
    report = fuzz.fuzz_moves(game_id, n=round(400 * SCALE), seed=11, limit=LIMIT, pool=move_pool)
    assert report.calls["moves"] >= 100 * SCALE
    _check(report)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_fuzzed_play_reads_back(game_id):
    """Random play: after every move the position's text reads back to the same position and moves, and the
    engine's end is the reader's (issue 28: French's empty hand, Wagons' fish, Dark Blitz's winner)."""
    report = fuzz.fuzz_play(game_id, n=round(400 * SCALE), seed=13, limit=LIMIT)
    assert report.calls["play"] >= 100 * SCALE
    _check(report)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_fuzzed_position_arguments(game_id):
    """dl.position's arguments and State.from_text's game, of every wrong kind: a DominoError, or a whole
    position with the spare tiles where spare_to named (issue 28)."""
    _check(fuzz.fuzz_arguments(game_id, n=round(40 * SCALE), seed=17, limit=LIMIT))


@pytest.mark.parametrize("game_id", ["spark", "kozel"])
def test_fuzzed_bot_decisions_on_the_largest_set(game_id):
    """The searching bots decide on the largest set the game accepts (a sample; no time is asserted here:
    ``python -m domino_lab.conformance --fuzz`` reports a decision over 1 s, benchmarks/bot_decision.py
    measures them)."""
    _check(fuzz.fuzz_bots(game_id, n=100, seed=19, limit=60.0, budget=None))


def test_the_sweep_sees_a_hang_and_a_raw_error(monkeypatch):
    """The harness itself: a call that never ends is reported as a hang, a raw exception as raw."""
    def slow(*args, **kwargs):
        while True:
            pass

    monkeypatch.setattr(State, "from_text", classmethod(lambda cls, text, game=None, **kw: slow()))
    report = fuzz.fuzz_positions("kozel", n=1, seed=1, limit=0.2)
    assert report.findings and report.findings[0].problem.startswith("hang:")
    monkeypatch.setattr(State, "from_text", classmethod(lambda cls, text, game=None, **kw: {}[text]))
    report = fuzz.fuzz_positions("kozel", n=3, seed=1, limit=1)
    assert report.findings and report.findings[0].problem.startswith("raw KeyError")


# -- records -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def records():
    bots = [dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(2)]
    match = dl.play_match(dl.game("kozel"), bots, seed=3)
    return match, match.deals[0]


def test_truncated_records(records):
    match, deal = records
    for cls, text in ((dl.DealRecord, deal.to_json()), (dl.MatchRecord, match.to_json())):
        for cut in range(0, len(text) - 1, max(1, len(text) // 60)):
            with pytest.raises(dl.RecordError, match="not valid JSON"):
                cls.from_json(text[:cut])


@pytest.mark.parametrize("field, value, message", [
    ("game", "nope", "cannot be set up: there is no game 'nope'"),
    ("players", 9, "cannot be set up: .* played by 2 to 4 players, not 9"),
    ("players", "four", "players must be a whole number"),
    ("players", 10**9, "played by 2 to 4 players"),
    ("seed", "abc", "seed must be a whole number"),
    ("seed", [1], "seed must be a whole number"),
    ("options", {"colour": "red"}, "no option colour"),
    ("options", {"draw": "sometimes"}, "draw must be one of"),
    ("options", {"hand_size": "x"}, "options.hand_size: the record cannot be set up: hand_size must be a whole"),
    ("options", [1, 2], "options must be an object"),
    ("context", "x", "context must be an object"),
    ("context", {"leader": 9}, "the match names player 9 to lead, but a 4-player deal has players 0 to 3"),
    ("moves", "x", "moves must be a list, not 'x'"),
    ("moves", [[0, "6-6 on 9"]], "move 1 .* does not replay"),  # (player 0 leads the first deal of seed 3)
    ("moves", [["zero", "lead 1-1"]], r"moves\[0\] is a pair \[player, move text\]"),
    ("moves", [[7, "lead 1-1"]], r"moves\[0\] names player 7, but the deal has 4 players"),
    ("result", "player 9 went out", "the record says the deal ended"),
    ("kind", "match", "not a 'deal' record"),
])
def test_hand_edited_deal_records(records, field, value, message):
    _, deal = records
    data = deal.to_dict()
    data[field] = value
    with pytest.raises(dl.RecordError, match=message):
        dl.DealRecord.from_dict(data)


@pytest.mark.parametrize("edit, message", [
    (lambda d: d.__setitem__("players", 10**9), "played by 2 to 4 players"),
    (lambda d: d.__setitem__("deals", "x"), "deals must be a list, not 'x'"),
    (lambda d: d["deals"].__setitem__(0, "x"), r"deals\[0\] is a JSON object, not a string"),
    (lambda d: d["deals"].__setitem__(1, d["deals"][0]), r"deals\[1\].seed: this match deals deal 2 from seed"),
    (lambda d: (d["deals"][1].__setitem__("seed", d["deals"][0]["seed"] + 1),
                d["deals"][1].__setitem__("context", {})), r"deals\[1\].seed"),
    (lambda d: d["deals"][1].__setitem__("context", {"leader": 2}), r"deals\[1\].context: the deal was started with"),
    (lambda d: d["deals"].append(d["deals"][-1]), "after the match was over"),
    (lambda d: (d["deals"][1]["moves"].pop(), d["deals"][1].__setitem__("result", None)),
     r"deals\[1\].moves: deal 2 does not end"),
    (lambda d: d["deals"][0].__setitem__("players", 2), r"deals\[0\].game: a 2-player dl.game\('kozel'\) deal, not"),
    (lambda d: d.__setitem__("options", {"target": 50}), r"deals\[0\].game: .* not a deal of this 4-player "
                                                         r"dl.game\('kozel', target=50\) match"),
    (lambda d: d.__setitem__("seed", "x"), "seed must be a whole number"),
    (lambda d: d.__setitem__("game", "classic"), "not a deal of this"),
])
def test_hand_edited_match_records(records, edit, message):
    match, _ = records
    data = copy.deepcopy(match.to_dict())
    edit(data)
    with pytest.raises(dl.RecordError, match=message):
        dl.MatchRecord.from_dict(data)


# -- escapes found by these tests and since fixed, one deterministic input each ------------------------
def test_a_multi_of_another_games_moves():
    from domino_lab.games.tricks.forty_two import Bid

    state = dl.game("kozel").deal(4, 1)
    state.play(state.legal_moves()[0])
    rejected(state, Multi((Bid(30),)))


def test_sausage_tile_text():
    rejected(dl.game("sausage").deal(2, 1), "6-6", "6-6")


def test_a_number_field_of_a_position_that_is_not_a_number():
    with pytest.raises(dl.NotationError, match=r"drawn must be a whole number from 0 to 28, not 'x'"):
        State.from_text(GOOD + " | drawn: x")
