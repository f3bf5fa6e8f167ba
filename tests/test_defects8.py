"""Defects a teacher or a learner would hit (defects8), each with its reproduction.

1. ``obs = state.observation(p)``: on a state ``legal_moves`` is a method, on an observation it was a
   plain tuple, so ``obs.legal_moves()`` failed with a raw "TypeError: 'tuple' object is not
   callable". It is a ``LegalMoves`` now: a tuple (read, compared, hashed, pickled as one) that may
   also be called, giving itself.
2. ``dl.design("sea_goat", match_scoring="seven_dwarfs", deal_scoring="pit")`` was refused with the
   trial's raw error ("these parts do not work together — ... AttributeError: 'DealResult' object has
   no attribute 'hundred'"), as was every design on Sea Goat with a discard game's deal scoring
   (biryuk, firewood, pit) and another match scoring than Sea Goat's. The cause was the designer's:
   a finished deal's own fields (``finished_fields``/``read_finished``) go with the deal scoring
   that reads them (``parts.FINISHED``), but a discard game's deal scoring has none, so Sea Goat's
   stayed and read a result only Sea Goat's deal scoring writes. They are the family's (none) now
   under a deal scoring of another engine: such designs are refused only by their real conflict,
   named with its remedy (Pit's deal scoring writes a score per player, Sea Goat's teams make two
   sides of four players: take Pit's teams too), or play. Of the same sweep (laying bases x deal
   scorings x match scorings): Dark Blitz's deal scoring under Kozel's match failed a trial match
   with a raw "TypeError: list indices must be integers or slices, not NoneType": on another game's
   turn a player goes out, and Dark Blitz's scoring, which knows only a blitz and a used-up boneyard,
   named the lowest hand the winner, none on a tie (the player out and the holder of 0-0, both 0), so
   a deal "out" had no winner for Kozel's match to read. A player who went out wins his deal now.
   Its words said "the boneyard is exhausted" of such a deal (and of a fish): they say how it ended now.
   And on Sausage's base Dark Blitz's match scoring (with any deal scoring) failed a trial match with
   "player None's seat is not a bot": that match names the last deal's winner to lead, nobody after a
   tie, and Sausage's deal read ``context.get("leader", 0)``, which is None when a match names none.
   Sausage's first seat leads then, as in a first deal; such designs are refused by their real
   conflict now (on Sausage's rows the deals write nothing Dark Blitz's match waits for).
   And General's match scoring on any base of another engine (Pit, Biryuk, Bingo, Spark, ...) failed
   its trial with a raw "AttributeError: ... has no attribute 'loser'": the rule that it rests on
   General's own deal scoring (``clashes.RESTS_ON``) was read on laying bases only. It is read on
   every base now; off the laying engine that deal scoring cannot come too, and the refusal says so
   (Sea Goat's match there was refused as reading "the game's '_next_context'", with the remedy to
   take Sea Goat's layout, which a base of another engine cannot take either).
3. ``dl.solve`` of a Seven position with a blind take ahead answered otherwise once the position was
   read back from its text (``State.from_text(state.to_text())``): a blind pick comes from the deal's
   own seeded chance, which no text carries, and the read-back state's ``SeededChance(None)`` made
   other picks up. The open-hands solver assumes a future fixed by the position: the boneyard's
   order is in the text, the blind picks are not. So a position that is no dealt deal's refuses the
   first blind pick its search meets, naming why (a ``DominoError``, as the solver's other refusals);
   a search that meets none gives the deal's own answer, and the deal itself is still solved with its
   own picks (its future is fixed by its seed). Solving the picks as chance (an average over the
   giver's tiles) would answer the same for both too, but would change what the solver says of every
   dealt Seven position and the line it shows; a refusal keeps every answer it gives true.
4. Of the same kind, near 3: ``dl.solve(observation.sample(rng))``, what the solver's refusal of an
   observation (and of a read-back blind pick) says to solve, was refused as "a player's view": the
   sample kept the view's record of the hidden sizes. A sample is a whole deal now.
"""

from __future__ import annotations

import copy
import pickle
import random
from types import SimpleNamespace

import pytest

import domino_lab as dl
from domino_lab.games.observation import LegalMoves

# -- 1. an observation's legal_moves may be called ------------------------------------------------------


@pytest.mark.parametrize("gid, players", [("kozel", 4), ("classic", 2), ("seven", 3), ("forty_two", 4),
                                          ("pit", 3), ("spark", 2)])
def test_an_observations_legal_moves_may_be_called_as_a_states_are(gid, players):
    state = dl.game(gid).deal(players, 1)
    obs = state.observation(state.current)
    assert obs.legal_moves() == tuple(state.legal_moves()) == obs.legal_moves
    assert obs.legal_moves() is obs.legal_moves and type(obs.legal_moves) is LegalMoves
    other = state.observation((state.current + 1) % players)
    assert other.legal_moves() == () == other.legal_moves and not other.legal_moves()


def test_an_observations_legal_moves_are_still_a_tuple():
    state = dl.game("kozel").deal(4, 1)
    obs = state.observation(state.current)
    moves = obs.legal_moves
    assert isinstance(moves, tuple) and moves == tuple(moves) and hash(moves) == hash(tuple(moves))
    assert repr(moves) == repr(tuple(moves)) == "(<lead 1-1>,)"
    assert moves[0] in moves and len(moves) == 1 and list(moves) == state.legal_moves()
    for again in (pickle.loads(pickle.dumps(moves)), copy.deepcopy(moves),
                  pickle.loads(pickle.dumps(obs)).legal_moves):
        assert again == moves and again() == moves and type(again) is LegalMoves
    # what reads it as a sequence: a bot handed it, a search asked of the observation
    assert dl.bots.Greedy().choose(obs, obs.legal_moves()) == moves[0]
    assert dl.bots.Random(3).choose(obs, obs.legal_moves) in moves


def test_a_deal_is_played_the_same_by_bots_handed_the_observations_moves():
    game = dl.game("kozel")
    a, b = game.deal(4, 7), game.deal(4, 7)
    bot = dl.bots.Greedy()
    while not a.over:
        seen = b.observation(b.current)
        a.play(bot.choose(a.observation(a.current), a.legal_moves()))
        b.play(bot.choose(seen, seen.legal_moves()))
    assert a.to_text() == b.to_text() and a.history == b.history


# -- 2. a deal scoring of another engine on Sea Goat; Dark Blitz's deal scoring under Kozel's match --------

def _refused(base, parts, en, ru):
    with pytest.raises(dl.SetupError, match=en) as caught:
        dl.design(base, **parts)
    assert "do not work together" not in str(caught.value) and "Error:" not in str(caught.value)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match=ru) as caught:
        dl.design(base, **parts)
    assert "возьмите" in str(caught.value)


@pytest.mark.parametrize("deal_scoring", ["pit", "biryuk", "firewood"])
@pytest.mark.parametrize("match_scoring", ["seven_dwarfs", "kozel", "classic", "pit"])
def test_sea_goat_with_a_discard_deal_scoring_is_refused_by_its_real_conflict(deal_scoring, match_scoring):
    _refused("sea_goat", {"match_scoring": match_scoring, "deal_scoring": deal_scoring},
             r"at 4 players the deal scoring writes 4 scores, one for each player, but the teams make 2 sides; take "
             r"the deal scoring from a game played in teams \(kozel, forty_two, …\) or keep " + deal_scoring
             + "'s own teams",
             r"при 4 игроках счёт раздачи пишет очки каждому игроку отдельно \(счетов: 4\), а команды образуют "
             r"сторон: 2; возьмите счёт раздачи из командной игры .* или оставьте команды из игры " + deal_scoring)


def test_the_issue_design_names_its_parts_and_the_remedy():
    with pytest.raises(dl.SetupError) as caught:
        dl.design("sea_goat", match_scoring="seven_dwarfs", deal_scoring="pit")
    assert str(caught.value) == (
        "Sea Goat, but with Pit's deal scoring, with Seven Dwarfs' match scoring: at 4 players the deal scoring "
        "writes 4 scores, one for each player, but the teams make 2 sides; take the deal scoring from a game "
        "played in teams (kozel, forty_two, …) or keep pit's own teams")


def test_sea_goats_own_match_still_rests_on_its_own_deal_scoring():
    _refused("sea_goat", {"deal_scoring": "pit"}, "sea_goat's match scoring rests on its deal scoring: a match reads "
             "the endings only its deal scoring reports", "опирается на её часть «счёт раздачи»")


@pytest.mark.parametrize("parts", [{"deal_scoring": "pit", "match_scoring": "seven_dwarfs", "teams": "pit"},
                                   {"deal_scoring": "biryuk", "match_scoring": "kozel", "teams": "classic"},
                                   {"deal_scoring": "firewood", "match_scoring": "classic", "teams": "classic"}])
def test_sea_goat_with_a_discard_deal_scoring_and_teams_that_fit_plays(parts):
    game = dl.design("sea_goat", **parts)
    assert game.finished_fields.__func__ is dl.game("kozel").finished_fields.__func__  # (the family's: none)
    for players in (2, 3, 4):
        bots = [dl.bots.Greedy(), dl.bots.Random(players), dl.bots.Greedy(), dl.bots.Random(9)][:players]
        state = dl.play(game, bots, seed=players).replay()
        assert state.over and dl.State.from_text(state.to_text(), game=game).to_text() == state.to_text()


def test_sea_goats_own_deal_scoring_still_writes_its_finished_fields():
    game = dl.design("sea_goat", deal_scoring="kozel", match_scoring="kozel")  # (a laying deal scoring: its own)
    assert game.finished_fields.__func__ is dl.game("kozel").finished_fields.__func__
    assert dl.design("sea_goat", layout="muggins").finished_fields.__func__ is \
        dl.game("sea_goat").finished_fields.__func__


@pytest.mark.parametrize("base", ["classic", "blitz", "ladder", "seven", "fork", "fives", "threes", "bergen"])
def test_dark_blitzs_deal_scoring_under_kozels_match_plays(base):
    # a trial match failed with a raw TypeError: a deal "out" whose scoring named no winner
    game = dl.design(base, deal_scoring="dark_blitz", match_scoring="kozel")
    assert game.describe().endswith("with Kozel's match scoring")


def test_dark_blitzs_deal_scoring_names_who_went_out_the_winner_on_a_tie_of_pips():
    # player 0 went out (on another game's turn), player 1 holds 0-0: both hands are worth 0
    game = dl.design("classic", deal_scoring="dark_blitz", match_scoring="kozel")
    result = game.score_deal(_hands(game, [set(), {dl.Tile(0, 0)}]), "out", 0, None)
    assert (result.winner, result.points, result.winning_side) == (0, (0, 0), 0)
    own = dl.game("dark_blitz")  # (its own ends: the lowest hand wins, nobody on a tie, as before)
    assert own.score_deal(_hands(own, [set(), {dl.Tile(0, 0)}, set()]), "exhausted", None, None).winner is None
    assert own.score_deal(_hands(own, [{dl.Tile(0, 1)}, {dl.Tile(0, 0)}, {dl.Tile(6, 6)}]), "exhausted", None,
                          None).winner == 1


@pytest.mark.parametrize("gid, seed, reason, english, russian", [
    ("design", 0, "out", "player 2 went out: player 1 holds the most (9) and loses",
     "игрок 2 вышел: игрок 1 с наибольшей суммой (9) проигрывает"),
    ("design", 10, "fish", "the deal is over: player 1 holds the most (13) and loses",
     "раздача окончена: игрок 1 с наибольшей суммой (13) проигрывает"),
    ("dark_blitz", 15, "exhausted", "the boneyard is exhausted: player 0 holds the most (30) and loses",
     "базар исчерпан: больше всех (30) у игрок 0, он проигрывает"),  # (its own: as before)
])
def test_dark_blitzs_deal_scoring_says_how_the_deal_ended(gid, seed, reason, english, russian):
    from domino_lab.driver import run_deal

    game = dl.design("classic", deal_scoring="dark_blitz") if gid == "design" else dl.game(gid)
    result = run_deal(game.deal(3, seed), [dl.bots.Greedy()] * 3).result()
    assert (result.reason, str(result.why)) == (reason, english)
    with dl.i18n.using("ru"):
        assert str(result.why) == russian


def _hands(game, hands):
    """A deal of ``game`` at ``len(hands)`` players whose hands are ``hands`` (what a score reads)."""
    state = game.deal(len(hands), 1)
    state.hands[:] = hands
    return state


@pytest.mark.parametrize("deal_scoring", ["pit", "kozel", "sea_goat"])
def test_sausage_under_dark_blitzs_match_is_refused_by_its_real_conflict(deal_scoring):
    _refused("sausage", {"deal_scoring": deal_scoring, "match_scoring": "dark_blitz"},
             "at 2 players a match between Random bots, or Greedy ones, has not ended after 150 deals",
             "при 2 игроках матч ботов Random, как и ботов Greedy, не окончился за 150 раздач")


def test_a_sausage_deal_whose_match_names_no_leader_is_led_by_the_first_seat():
    game = dl.game("sausage")
    for leader, current in ((None, 0), (1, 1), (0, 0)):
        state = game.deal(2, 3, match=SimpleNamespace(context={"leader": leader}))
        assert state.current == current
    assert game.deal(2, 3, match=SimpleNamespace(context={"leader": None})).to_text() == game.deal(2, 3).to_text()


@pytest.mark.parametrize("base, engine, engine_ru", [("pit", "discard", "сбросная"), ("biryuk", "discard", "сбросная"),
                                                     ("bingo", "trick-taking", "взяточная"),
                                                     ("forty_two", "trick-taking", "взяточная"),
                                                     ("spark", "collecting", "наборная")])
@pytest.mark.parametrize("game", ["general", "sea_goat"])
def test_a_match_scoring_resting_on_a_laying_deal_scoring_is_refused_on_another_engine(base, engine, engine_ru, game):
    _refused(base, {"match_scoring": game},
             f"{game}'s match scoring rests on its deal scoring: .*; {base}, a {engine} game, cannot take "
             f"{game}'s deal scoring; take the match scoring from another game, or design on a laying base",
             f"{base} — игра на движке «{engine_ru}», и часть «счёт раздачи» из {game} ей не взять; возьмите часть "
             "«счёт партии» из другой игры")


def test_generals_match_still_goes_with_its_deal_scoring_on_a_laying_base():
    game = dl.design("kozel", match_scoring="general", deal_scoring="general", teams="general")
    assert game.info.players == (4, 4)


# -- 3. solving a Seven position read back from its text ----------------------------------------------

def seven_at(players, seed, moves):
    """A Seven deal dealt from ``seed``, ``moves`` moves played by Greedy bots."""
    state, bot = dl.game("seven").deal(players, seed), dl.bots.Greedy()
    for _ in range(moves):
        state.play(bot.choose(state.observation(state.current), state.legal_moves()))
    return state


BLIND = ("this position's blind picks are not known: a tile taken blind from another player's hand comes from the "
         "deal's own seeded chance, which a position read from text")
BLIND_RU = "вслепую"


@pytest.mark.parametrize("players, seed, moves, returns", [
    (4, 0, 26, (-5, -5, 15, -5)),  # read back it answered (-5.5, -5.5, +16.5, -5.5)
    (4, 2, 27, (-4, -4, 12, -4)),  # a blind take is the move now; read back: (-3.75, -3.75, +11.25, -3.75)
    (3, 3, 28, (22 / 3, -11 / 3, -11 / 3)),  # read back: (+6, -3, -3)
])
def test_a_seven_position_read_back_is_refused_where_a_blind_pick_lies_ahead(players, seed, moves, returns):
    state = seven_at(players, seed, moves)
    assert not state.boneyard and state.chance.seed == seed
    assert dl.solve(state).returns == pytest.approx(returns)  # the deal itself: its own picks
    text = state.to_text()
    with pytest.raises(dl.DominoError, match=BLIND):
        dl.solve(dl.State.from_text(text))
    with dl.i18n.using("ru"), pytest.raises(dl.DominoError, match=BLIND_RU):
        dl.solve(dl.State.from_text(text))
    assert dl.solve(state).returns == pytest.approx(returns)  # (the deal is unchanged by any of it)


@pytest.mark.parametrize("players, seed, moves", [(4, 17, 31), (5, 5, 27), (3, 26, 31)])
def test_a_seven_position_read_back_whose_search_meets_no_blind_pick_is_solved_as_the_deal(players, seed, moves):
    state = seven_at(players, seed, moves)
    back = dl.State.from_text(state.to_text())
    assert back.chance.seed is None
    assert dl.solve(back) == dl.solve(state)
    assert dl.solve(back, nodes=3).exact is False or dl.solve(back, nodes=3) == dl.solve(state)


def test_an_imagined_deal_of_a_read_back_position_is_still_solved():
    back = dl.State.from_text(seven_at(4, 0, 26).to_text())
    world = back.observation(back.current).sample(random.Random(1))
    assert world.chance.seed is not None  # (a sample's picks are seeded by the sample)
    assert dl.solve(world).exact
    assert dl.analyse(back, worlds=4, seed=1).worlds == 4


# -- 4. an observation's sample is a whole deal ---------------------------------------------------------

@pytest.mark.parametrize("gid, players", [("kozel", 4), ("seven", 4), ("muggins", 2), ("sausage", 2)])
def test_solve_takes_the_sample_its_refusal_of_an_observation_names(gid, players):
    state = dl.game(gid).deal(players, 3)
    obs = state.observation(state.current)
    with pytest.raises(dl.DominoError, match=r"solve observation.sample\(rng\), one imagined deal, instead"):
        dl.solve(obs)
    world = obs.sample(random.Random(2))
    assert "_hidden_sizes" not in vars(world) and world.hands[state.current] == state.hands[state.current]
    assert sum(map(len, world.hands)) + len(world.boneyard) == sum(map(len, state.hands)) + len(state.boneyard)
    assert dl.solve(world, nodes=2000).returns
