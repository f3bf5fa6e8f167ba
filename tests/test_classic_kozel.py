"""Classic and Kozel replayed on positions from the seeds (003 "Классические правила", "Козёл";
000 "Козел")."""

import pytest
from helpers import finish_with, playout_with

import domino_lab as dl
from domino_lab.games.base import DealResult

SET = [str(t) for t in dl.DominoSet(6)]


def position(game, hands, table, turn, boneyard_top=()):
    """A position text whose boneyard holds every tile not named (``boneyard_top`` drawn first)."""
    named = " ".join(hands + [table, " ".join(boneyard_top)]).replace("-", " ").split()
    used = {str(dl.Tile(int(a), int(b))) for a, b in zip(named[::2], named[1::2])}
    rest = [t for t in SET if t not in used] + list(boneyard_top)
    return f"{game} | hands: {' / '.join(hands)} | table: {table} | boneyard: {' '.join(rest) or '-'} | turn: {turn}"


# Seed 003: "на столе уже выложены кости 0-2, 1-2, 2-6, 2-3. Цепь с одной стороны заканчивается
# костью 5-2, а с другой - костью 2-4. Это «рыба»." All seven 2s are out and both ends show 2.
FISH_TABLE = "2-5 5-3 3-2 2-2 2-0 0-1 1-2 2-6 6-4"
FISH_HANDS = "2-4 0-0 0-3 0-4 0-5 / 0-6 1-1 1-3 1-4 1-5 / 1-6 3-3 3-4 3-6 4-4 / 4-5 5-5 5-6 6-6"


def fish_position(game_id, **options):
    text = f"{game_id} | hands: {FISH_HANDS} | table: {FISH_TABLE} | boneyard: - | turn: 0"
    return dl.State.from_text(text, game=dl.game(game_id, **options))


def test_seed_003_fish():
    state = fish_position("kozel")
    assert state.table.end_values() == [2, 4]
    assert [str(m) for m in state.legal_moves()] == ["0-4 on 4", "2-4 on 2", "2-4 on 4"]
    state.play("2-4 on 4")
    r = state.result()
    assert r.reason == "fish" and r.fisher == 0
    assert state.table.to_text() == "2-5 5-3 3-2 2-2 2-0 0-1 1-2 2-6 6-4 4-2"
    assert r.hands == (12, 23, 37, 42)
    # 003: the side with the most pips (players 1 and 3: 65) takes everyone's 114 points
    assert r.points == (0, 114) and r.winning_side == 0
    assert "write everyone's 114" in r.why


def test_fish_000_rule_higher_side_writes_its_own():
    state = fish_position("kozel", fish="higher_loses")
    state.play("2-4 on 4")
    assert state.result().points == (0, 65)


def test_kozel_lone_zero_double_counts_ten():
    g = dl.game("kozel")
    assert g.hand_value([dl.Tile(0, 0)]) == 10
    assert g.hand_value([dl.Tile(0, 0), dl.Tile(0, 1)]) == 1


def _result(points, reason="out", winner=0, sides=((0, 2), (1, 3))):
    return DealResult(reason, winner, points, sides, why="test", fisher=winner)


def test_kozel_opening_at_13_with_remembered_points():
    """003: a score opens only with a deal of 13 or more; smaller amounts are remembered and
    added when it opens; a side that goes out forgets them."""
    g = dl.game("kozel")
    m = dl.Match(g, 4, seed=0)
    m.game.match_update(m, _result((0, 8)))          # players 1 and 3 write 8: remembered
    assert m.scores == [0, 0] and m.memory["remembered"] == [0, 8]
    m.game.match_update(m, _result((0, 4)))          # 4 more: still under 13 in one deal
    assert m.scores == [0, 0] and m.memory["remembered"] == [0, 12]
    m.game.match_update(m, _result((0, 13)))         # 13 opens the score: 13 + 12 remembered
    assert m.scores == [0, 25] and m.memory["remembered"] == [0, 0]
    m.game.match_update(m, _result((0, 2)))          # once open, every point counts
    assert m.scores == [0, 27]
    m.game.match_update(m, _result((5, 0), winner=1))  # side 0 remembers 5 ...
    m.game.match_update(m, _result((0, 3), winner=0))  # ... and forgets it by going out
    assert m.memory["remembered"] == [0, 0] and m.scores == [0, 30]
    assert m.context == {"leader": 0}


def test_kozel_101_is_the_goat():
    m = dl.Match(dl.game("kozel"), 4, seed=0)
    m.game.match_update(m, _result((0, 100)))
    assert not m.over
    m.game.match_update(m, _result((0, 1)))
    assert m.over and m.loser == 1 and m.winner == 0 and "goat" in m.why


def test_kozel_000_wipe_under_10():
    m = dl.Match(dl.game("kozel", opening=0, wipe_under=10), 4, seed=0)
    m.game.match_update(m, _result((7, 0), winner=1))
    assert m.scores == [7, 0]
    m.game.match_update(m, _result((0, 20), winner=0))  # side 0 wins with under 10: wiped
    assert m.scores == [0, 20]


def test_kozel_first_lead_is_one_one_then_the_winner_leads_anything():
    g = dl.game("kozel")
    state = g.deal(4, seed=1)
    assert [str(m) for m in state.legal_moves()] == ["lead 1-1"]
    assert 1 in {t.low for t in state.hands[state.current] if t.is_double}
    m = dl.Match(g, 4, seed=1)
    first = m.deal()
    dl.match.run_deal(first, [dl.bots.Greedy()] * 4)
    m.record(first)
    second = m.deal()
    r = first.result()
    leader = r.winner if r.reason == "out" else r.fisher
    assert second.current == leader and len(second.legal_moves()) == 7


def test_kozel_redeal_on_five_doubles():
    g = dl.game("kozel")
    hands = [set(dl.DominoSet(6).doubles[:5]) | {dl.Tile(0, 1), dl.Tile(0, 2)}, set(), set(), set()]
    assert g.redeal_reason(hands) == "player 0 holds 5 doubles"
    strict = dl.game("kozel", redeal_doubles=None, redeal_suit=6)
    six = [{dl.Tile(3, v) for v in range(6)} | {dl.Tile(5, 6)}, set(), set(), set()]
    assert strict.redeal_reason(six) == "player 0 holds 6 tiles with a 3"
    for seed in range(50):  # no dealt hand ever keeps five doubles
        state = g.deal(4, seed=seed)
        assert max(sum(t.is_double for t in h) for h in state.hands) < 5


def test_classic_lead_and_scoring():
    g = dl.game("classic")
    for seed in range(20):
        state = g.deal(2, seed=seed)
        lead = state.legal_moves()[0].tile
        dealt = set().union(*state.hands)
        best_double = max((t for t in dealt if t.is_double), default=None)
        assert lead == (best_double or max(dealt, key=lambda t: (t.pips, t.high)))
    # the winner scores the others' pips, 0-0 counting 25
    text = position("classic", ["2-3", "0-0 1-5", "4-4"], "2-6 6-6 6-5", 0)
    state = dl.State.from_text(text.replace("boneyard: ", "boneyard: ", 1))
    state.play("2-3 on 2")
    r = state.result()
    assert r.reason == "out" and r.winner == 0 and r.points == (6 + 25 + 8, 0, 0)


def test_classic_fish_lowest_hand_wins_the_difference():
    state = fish_position("classic")
    state.play("2-4 on 4")
    r = state.result()
    assert r.reason == "fish" and r.hands == (12 + 25, 23, 37, 42)  # 0-0 counts 25 in classic
    assert r.winner == 1 and r.points == (0, 37 + 37 + 42 - 23, 0, 0)


# Seed 003, "Козёл": «Подобная ситуация возможна тогда, когда на стол выложены все шесть (не считая
# дубля) костяшек с одинаковым значением с одной стороны и оба конца цепи замыкают кости с этим же
# значением» ("it happens when all six tiles with the same number, not counting the double, are on
# the table and both ends of the chain are closed by tiles with that number"); the player who lays
# that tile «ставит рыбу» ("sets the fish"). Here player 0 closes the chain on 0 with 0-0 while
# 14 tiles are still in the boneyard.
CLOSING_TABLE = "0-1 1-2 2-0 0-3 3-4 4-0 0-5 5-6 6-0"
CLOSING_HANDS = ["0-0 1-3 2-5", "4-6 6-6"]


def test_a_closed_chain_is_a_fish_at_once_even_with_a_boneyard():
    state = dl.position("classic", CLOSING_HANDS, CLOSING_TABLE)
    assert len(state.boneyard) == 14 and [str(m) for m in state.legal_moves()] == ["0-0 on 0"]
    state.play("0-0")
    r = state.result()
    assert r.reason == "fish" and len(state.boneyard) == 14 and len(state.history) == 1
    # 003: the lowest hand (1-3 2-5: 11) scores the others' 22 (4-6 6-6) minus his own
    assert r.winner == 0 and r.hands == (11, 22) and r.points == (11, 0)


def test_the_literal_reading_draws_the_boneyard_first():
    state = dl.position(dl.game("classic", fish_when="stuck"), CLOSING_HANDS, CLOSING_TABLE)
    state.play("0-0")
    assert not state.over and [str(m) for m in state.legal_moves()] == ["draw"]
    while not state.over:  # player 1 draws all 14 tiles (none fits), then both pass
        state.play(state.legal_moves()[0])
    r = state.result()
    assert [str(m) for _, m in state.history[1:]] == ["draw"] * 14 + ["pass", "pass"]
    assert r.reason == "fish" and r.hands == (11, 22 + 93) and r.points == (104, 0)


def test_the_fast_path_plays_the_closed_chain_fish():
    from domino_lab.games.chain import kernel
    from domino_lab.match import run_deal

    for options in ({}, {"fish_when": "stuck"}):
        state = dl.position(dl.game("classic", **options), CLOSING_HANDS, CLOSING_TABLE)
        fast = finish_with(kernel, state, [dl.bots.Greedy(), dl.bots.Greedy()])
        slow = run_deal(state.clone(), [dl.bots.Greedy(), dl.bots.Greedy()])
        assert fast.result() == slow.result() and fast.to_text() == slow.to_text()


def test_kozel_with_a_boneyard_ends_on_the_closed_chain():
    # 003, Kozel with 2 players (7 + boneyard): the same closing move ends the deal at once
    state = dl.position("kozel", CLOSING_HANDS, CLOSING_TABLE)
    state.play("0-0")
    r = state.result()
    assert r.reason == "fish" and r.hands == (11, 22) and r.points == (0, 33)


def test_which_layouts_close_as_a_chain():
    # a line and Fork's two half-chains close as the seed's chain; a cross (Donkey), trains that
    # uncouple (Wagons) and sum-to-seven matching (Matador) do not: there a fish is "stuck" only
    closes = {g: dl.game(g).chain_closes for g in ("classic", "ladder", "fork", "donkey", "wagons", "matador")}
    assert closes == {"classic": True, "ladder": True, "fork": True, "donkey": False, "wagons": False,
                      "matador": False}


@pytest.mark.parametrize("game_id", ["classic", "kozel"])
def test_bot_match_plays_to_its_end(game_id):
    rec = dl.play_match(dl.game(game_id), [dl.bots.Greedy(), dl.bots.Random(1)] * 2, seed=7)
    assert rec.why and rec.scores[-1] == tuple(rec.scores[-1])
    if game_id == "kozel":
        assert rec.loser is not None and max(rec.scores[-1]) >= 101
    else:
        assert max(rec.scores[-1]) >= 100


def test_a_single_players_side_is_worded_in_the_singular():
    state = dl.position("kozel", ["2-3", "4-5"], "2-6 6-6 6-5", spare_to=None)
    state.play("2-3 on 2")
    assert state.result().why == "player 0 went out; player 1 writes 9 against himself"
    team = dl.position("kozel", ["2-3", "4-5", "0-1", "1-1"], "2-6 6-6 6-5", spare_to=3)
    assert "players 1 and 3 write" in team.play("2-3 on 2").result().why
    with pytest.raises(dl.SetupError, match="General is played by 4 players, not 3"):
        dl.game("general").deal(3, seed=1)


def test_kozel_result_worded_when_read_equals_one_made_with_its_words():
    import copy
    import pickle

    state = fish_position("kozel")
    state.play("2-4 on 4")
    r = state.result()
    assert "_words" in vars(r)  # not worded yet: a simulation never reads the words
    plain = DealResult(r.reason, r.winner, r.points, r.sides, r.hands, r.why, r.fisher)
    assert "_words" not in vars(r) and r == plain and hash(r) == hash(plain) and repr(r) == repr(plain)
    again = fish_position("kozel")
    again.play("2-4 on 4")
    for made in (pickle.loads(pickle.dumps(again.result())), copy.deepcopy(again.result())):
        assert made == plain and made.why == plain.why and "_words" not in vars(made)
    assert DealResult("out", 0, (0, 1), ((0,), (1,))).why == ""


def test_the_kernel_draws_a_random_bots_choice_as_the_bot_would():
    from domino_lab.games.chain import kernel

    class Counting(dl.bots.Random):  # its own choose: the kernel must ask it
        asked = 0

        def choose(self, observation, legal_moves):
            Counting.asked += 1
            return super().choose(observation, legal_moves)

    game = dl.game("kozel")
    for seed in range(5):
        drawn, asked = [dl.bots.Random(k) for k in range(4)], [Counting(k) for k in range(4)]
        a, b = playout_with(kernel, game, 4, seed, drawn), playout_with(kernel, game, 4, seed, asked)
        assert a.to_text() == b.to_text() and a.result() == b.result()
        # the streams went as far: the next numbers are the same
        assert [bot.rng.getrandbits(64) for bot in drawn] == [bot.rng.getrandbits(64) for bot in asked]
    assert Counting.asked > 0


def test_the_kernel_asks_a_random_bot_whose_own_choose_was_replaced():
    from domino_lab.games.chain import kernel
    from domino_lab.match import run_deal

    game = dl.game("kozel")
    bots = [dl.bots.Random(k) for k in range(4)]
    bots[1].choose = lambda observation, legal_moves: legal_moves[-1]  # this seat always takes the last move
    same = [dl.bots.Random(k) for k in range(4)]
    same[1].choose = lambda observation, legal_moves: legal_moves[-1]
    fast, slow = playout_with(kernel, game, 4, 3, bots), run_deal(game.deal(4, 3), same)
    assert fast.to_text() == slow.to_text() and fast.result() == slow.result()
