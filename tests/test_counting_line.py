"""Counting on a line (seed 004): Fives, Threes, Threes for luck, Bergen, Matador, French.

The seed's own numbers are tests here (Fives: 2+3 is 1 point, 4+6 is 2, 4-4 and 6-6 at both
ends 4; Threes: 18 is 6), and each game has a hand-built position of its special rule."""


from helpers import legal
from helpers import rejected as refused

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.games.counting.base import end_points

SET = [str(t) for t in dl.DominoSet(6)]


def position(game, hands, table, turn=0, boneyard_top=(), extra="", boneyard=None, rest_to=None, **options):
    """A position whose boneyard holds every tile not named (``boneyard_top`` drawn first, the
    last one first of all); with ``rest_to`` those tiles go to that player's hand instead and the
    boneyard is ``boneyard`` (default empty)."""
    named = " ".join(hands + [table, " ".join(boneyard_top), boneyard or ""]).replace("-", " ").split()
    used = {str(dl.Tile(int(a), int(b))) for a, b in zip(named[::2], named[1::2])}
    rest = [t for t in SET if t not in used]
    if rest_to is not None:
        hands = list(hands)
        hands[rest_to] = " ".join([hands[rest_to]] + rest)
        rest = []
    boneyard = " ".join(rest + list(boneyard_top) + ([boneyard] if boneyard else [])) or "-"
    text = f"{game} | hands: {' / '.join(hands)} | table: {table} | boneyard: {boneyard} | turn: {turn}{extra}"
    return dl.State.from_text(text, game=dl.game(game, **options), strict=False)  # spare tiles may sit in a hand


# -- Fives: the seed's examples ------------------------------------------------------------------

def test_fives_two_and_three_make_one_point():
    state = position("fives", ["1-3 5-6", "2-2"], "2-4 4-1")
    assert legal(state) == ["1-3 on 1"]
    state.play("1-3 on 1")
    assert state.table.end_values() == [2, 3]
    assert state.scored == [1, 0]


def test_fives_four_and_six_make_two_points():
    state = position("fives", ["5-6 0-0", "2-2"], "4-2 2-5")
    state.play("5-6 on 5")
    assert state.table.end_values() == [4, 6] and state.scored == [2, 0]


def test_fives_four_four_and_six_six_at_the_ends_make_four():
    state = position("fives", ["6-6 1-1", "2-2"], "4-4 4-1 1-6")
    assert legal(state) == ["6-6 on 6", "6-6 on 6, lengthwise"]
    along = state.clone()
    state.play("6-6 on 6")  # 4-4 crosswise (8) + 6-6 crosswise (12) = 20: four fives
    assert state.scored == [4, 0]
    along.play("6-6 on 6, lengthwise")  # 8 + 6 = 14: nothing
    assert along.scored == [0, 0]
    assert "lengthwise: right" in along.to_text()
    assert dl.State.from_text(along.to_text()).to_text() == along.to_text()


def test_fives_a_lengthwise_double_counts_one_half():
    state = position("fives", ["6-6 1-1", "2-2"], "4-4 4-1 1-6", extra=" | lengthwise: left")
    state.play("6-6 on 6")  # 4 + 12 = 16
    assert state.scored == [0, 0]


def test_fives_end_points_of_the_family():
    assert [end_points(n, 5, 1) for n in (5, 10, 20, 13, 0)] == [1, 2, 4, 0, 0]


def test_fives_draw_one_then_pass():
    state = position("fives", ["3-3 5-5", "1-3 0-0"], "1-2 2-4", boneyard_top=("6-6",))
    assert legal(state) == ["draw"]
    state.play("draw")
    assert legal(state) == ["pass"]  # the drawn 6-6 does not fit either
    refused(state, "draw", "you may draw only one tile per turn")
    state.play("pass")
    assert state.current == 1 and legal(state) == ["1-3 on 1"]


def test_fives_going_out_adds_two_and_the_lowest_blocked_hand_one():
    state = position("fives", ["1-4", "5-5"], "2-3 3-1", rest_to=1)
    state.play("1-4 on 1")  # ends 2 and 4: nothing; then out
    r = state.result()
    assert r.reason == "out" and r.winner == 0 and r.points == (2, 0)
    # every blank is on the table and blanks show at both ends: nobody can play again
    blocked = position("fives", ["1-1", "6-6"], "0-0 0-1 1-2 2-0 0-3 3-4 4-0 0-5 5-6 6-0", rest_to=1)
    assert legal(blocked) == ["pass"]
    blocked.play("pass")
    r = blocked.result()
    assert r.reason == "fish" and r.winner == 0 and r.points == (1, 0)


# Seed 004, "Пятерное домино": «Игра прекращается, когда исчерпываются косточки в резерве или на
# руках у одного из игроков» ("the game stops when the tiles in the reserve, or in one player's
# hand, run out"). Threes plays «как в пятерном домино» ("as in Fives"), Threes for luck as Threes.

def test_fives_stops_when_the_last_boneyard_tile_is_drawn_and_played():
    state = position("fives", ["3-3 5-5", "1-3 0-0"], "1-2 2-4", rest_to=1, boneyard="4-6")
    assert legal(state) == ["draw"]
    state.play("draw")  # the boneyard's last tile, 4-6: it fits, so the turn is finished with it
    assert legal(state) == ["4-6 on 4"]
    state.play("4-6 on 4")
    r = state.result()
    assert r.reason == "exhausted" and r.winner == 0 and r.points == (1, 0)
    assert r.why.startswith("the boneyard is used up: player 0 has the lowest hand (16, +1)")


def test_threes_stop_when_the_last_boneyard_tile_does_not_fit():
    for gid in ("threes", "threes_luck"):
        state = position(gid, ["3-3 5-5", "1-3 0-0"], "1-2 2-4", rest_to=1, boneyard="6-6")
        state.play("draw")
        assert legal(state) == ["pass"] and not state.over
        state.play("pass")
        assert state.result().reason == "exhausted" and state.result().winner == 0


def test_fives_played_on_after_the_boneyard_as_an_option():
    state = position("fives", ["3-3 5-5", "1-3 0-0"], "1-2 2-4", rest_to=1, boneyard="4-6",
                     boneyard_ends_deal=False)
    state.play("draw")
    state.play("4-6 on 4")
    assert not state.over and state.current == 1 and not state.boneyard


# -- Threes ---------------------------------------------------------------------------------------

def test_threes_eighteen_makes_six_points():
    state = position("threes", ["3-6 0-0", "2-2"], "6-6 6-1 1-3")
    assert state.scored == [0, 0]
    state.play("3-6 on 3")  # 6-6 across (12) + 6 = 18
    assert state.scored == [6, 0]


def test_threes_targets_by_players():
    assert dl.game("threes").target(2) == 33 and dl.game("threes").target(3) == 22
    assert dl.game("fives").target(2) == 25 and dl.game("fives").target(4) == 20


# -- Threes for luck: the gamble ----------------------------------------------------------------------

def test_threes_luck_draw_gamble_pays_ten_less_five_per_miss():
    state = position("threes_luck", ["2-4 5-6", "3-3"], "1-2", boneyard_top=("1-4", "5-5"))
    assert legal(state) == ["2-4 on 2", "draw"]  # drawing is allowed although 2-4 fits
    state.play("draw")
    state.play("draw")
    assert "fresh: 5-5 1-4" in state.to_text()
    assert legal(state) == ["1-4 on 1", "2-4 on 2", "draw"]
    assert state.observation(1).public.fresh == [None, None]  # others see how many, not which
    state.play("1-4 on 1")  # ends 4 + 2 = 6: the drawn 1-4 scores 10; the useless 5-5 costs 5
    assert state.scored == [5, 0]


def test_threes_luck_scoring_move_and_first_double():
    state = position("threes_luck", ["2-4 2-2", "3-3 0-0"], "1-2")
    plain = state.clone()
    plain.play("2-4 on 2")  # 1 + 4 = 5: no score
    assert plain.scored == [0, 0]
    state.play("2-2 on 2")  # the first double scores 8 though 1 + 4 = 5 is no multiple
    assert state.scored == [8, 0]
    five = position("threes_luck", ["2-5 6-6", "3-3"], "1-1 1-2")
    five.play("2-5 on 2")  # 1-1 across (2) + 5 = 7: nothing
    assert five.scored == [0, 0]
    five = position("threes_luck", ["2-4 6-6", "3-3"], "1-1 1-2")
    five.play("2-4 on 2")  # 2 + 4 = 6: a scoring move with a dealt tile, 5
    assert five.scored == [5, 0]


def test_threes_luck_five_draws_at_most_and_a_pass_pays_the_misses():
    state = position("threes_luck", ["5-5 6-6", "3-3"], "1-2", extra=" | drawn: 5")
    assert legal(state) == ["pass"]
    refused(state, "draw", "you may draw at most 5 tiles in a turn")
    stuck = position("threes_luck", ["5-5 6-6", "3-3"], "1-2", rest_to=1, extra=" | fresh: 6-6")
    assert legal(stuck) == ["pass"]
    stuck.play("pass")  # the drawn 6-6 made no scoring move: 5 against
    assert stuck.scored == [-5, 0]


# -- Bergen ---------------------------------------------------------------------------------------------

def test_bergen_double_header():
    state = position("bergen", ["1-3 5-5", "2-2"], "1-2 2-3")
    assert legal(state) == ["1-3 on 1", "1-3 on 3"]
    state.play("1-3 on 3")  # ends 1 and 1
    assert state.scored == [2, 0]


def test_bergen_triple_header():
    state = position("bergen", ["0-3 5-5", "2-2"], "3-3 3-4 4-0")
    assert legal(state) == ["0-3 on 3", "0-3 on 0"]
    state.play("0-3 on 0")  # 3-3 across at one end, 3 at the other
    assert state.table.end_values() == [3, 3] and state.scored == [3, 0]


def test_bergen_leading_a_double_scores_two():
    state = position("bergen", ["0-0 5-5", "2-2 1-3"], "-", extra=" | lead: 0-0")
    assert legal(state) == ["lead 0-0"]
    state.play("lead 0-0")
    assert state.scored == [2, 0]
    g = dl.game("bergen")
    hands = [{dl.Tile(5, 5), dl.Tile(1, 2)}, {dl.Tile(3, 3), dl.Tile(0, 1)}]
    assert g.first_lead(hands, {}) == (1, frozenset({dl.Tile(3, 3)}))  # the nearest double
    hands = [{dl.Tile(5, 6), dl.Tile(1, 2)}, {dl.Tile(2, 3), dl.Tile(0, 4)}]
    assert g.first_lead(hands, {}) == (0, frozenset({dl.Tile(1, 2)}))  # no doubles: the lightest


def test_bergen_block_with_the_last_two_tiles_left_pays_two_to_the_hand_without_doubles():
    # All seven blanks end up on the table with blanks at both ends: nobody can play again.
    p0 = "0-6 1-3 1-4 1-5 1-6 2-3 2-4 2-5 2-6"
    p1 = "1-1 2-2 3-3 4-4 3-5 3-6 4-5 4-6"
    state = position("bergen", [p0, p1], "0-0 0-1 1-2 2-0 0-3 3-4 4-0 0-5 5-6", boneyard="5-5 6-6")
    assert state.table.end_values() == [0, 6]
    assert legal(state) == ["0-6 on 0", "0-6 on 6", "1-6 on 6", "2-6 on 6"]
    state.play("0-6 on 6")  # a triple header (0-0 across at the left, 0 at the right): 3
    r = state.result()
    assert r.reason == "fish" and state.boneyard == [dl.Tile(5, 5), dl.Tile(6, 6)]
    assert r.winner == 0 and r.points == (3 + 2, 0) and "has no doubles" in r.why


def test_bergen_refuses_to_draw_the_last_two():
    state = position("bergen", ["5-5 6-6", "2-2"], "1-2 2-3", boneyard="4-4 0-4", rest_to=1)
    assert legal(state) == ["pass"]
    refused(state, "draw", "the last 2 boneyard tiles are never drawn")


def test_bergen_block_when_all_or_none_hold_doubles():
    doubles = position("bergen", ["5-5 0-1", "2-2 0-2"], "3-4", turn="over").result()
    assert doubles.winner == 1 and doubles.points == (0, 2) and "lowest double (2-2)" in doubles.why
    bare = position("bergen", ["0-1 5-6", "0-2 1-3"], "3-4", turn="over").result()
    assert bare.winner == 1 and bare.points == (0, 2) and "lowest hand (6)" in bare.why
    g = dl.game("bergen")
    assert g.target(2) == 15 and g.target(3) == 10


# -- Matador -----------------------------------------------------------------------------------------------

def test_matador_sum_to_seven_and_wild_matadors():
    state = position("matador", ["1-5 2-6 3-6 0-4 1-6 0-0", "2-2"], "4-3")
    assert legal(state) == ["0-0 on 4", "0-0 on 3", "0-4 on 3", "1-6 on 4, 1 out", "1-6 on 4, 6 out",
                            "1-6 on 3, 1 out", "1-6 on 3, 6 out", "3-6 on 4", "draw"]
    refused(state, "6-2 on 3", "6-2 does not make 7 with the open end 3")
    refused(state, "6-2", "6-2 does not make 7 with the open ends 4 and 3")
    state.play("1-6 on 3, 6 out")  # wild, turned: the 1 touches the 3, the 6 faces out
    assert state.table.end_values() == [4, 6]
    assert state.scored == [5, 0]  # a six on the free end: the "matador six", 5


def test_matador_a_blank_takes_only_a_matador():
    state = position("matador", ["1-6 3-5 3-6 0-0 2-4", "2-2"], "0-4")
    assert legal(state) == ["0-0 on 0", "0-0 on 4", "1-6 on 0, 1 out", "1-6 on 0, 6 out",
                            "1-6 on 4, 1 out", "1-6 on 4, 6 out", "3-5 on 4", "3-6 on 4", "draw"]
    refused(state, "3-5 on 0", "3-5 does not make 7 with the open end 0 (a blank takes only a matador: "
                               "1-6, 2-5, 3-4, 0-0)")


def test_matador_a_forced_pass_costs_six_and_debts_stay():
    state = position("matador", ["5-5 6-6", "1-3"], "5-0 0-0", boneyard="1-1 3-3", rest_to=1)
    assert state.table.end_values() == [5, 0]
    assert legal(state) == ["pass"]
    refused(state, "draw", "the last 2 boneyard tiles are never drawn")
    state.play("pass")
    assert state.scored == [-6, 0] and state.current == 1
    gentle = position("matador", ["5-5 6-6", "1-3"], "5-0 0-0", boneyard="1-1 3-3", rest_to=1, scoring="matadors")
    gentle.play("pass")
    assert gentle.scored == [0, 0]


def test_matador_gentle_scoring_pays_ten_per_matador_and_going_out_takes_the_pips():
    state = position("matador", ["3-4", "1-3"], "1-5", rest_to=1, scoring="matadors")
    assert legal(state) == ["3-4 on 1, 3 out", "3-4 on 1, 4 out", "3-4 on 5, 3 out", "3-4 on 5, 4 out"]
    state.play("3-4 on 1, 3 out")
    r = state.result()
    assert r.reason == "out" and r.hands[1] == 168 - 6 - 7 and r.points == (10 + 155, 0)


def test_matador_match_winner_takes_his_points_minus_the_losers():
    g = dl.game("matador", target=30)
    rec = dl.play_match(g, [Greedy(), Random(1), Greedy()], seed=4)
    final = rec.scores[-1]
    best = max(final)
    assert f"he takes {best} - {sum(final) - best} = {2 * best - sum(final)}" in rec.why


# -- French -------------------------------------------------------------------------------------------------

def test_french_heaviest_tile_leads():
    g = dl.game("french")
    hands = [{dl.Tile(5, 6), dl.Tile(0, 1)}, {dl.Tile(4, 6), dl.Tile(5, 5)}]
    assert g.first_lead(hands, {}) == (0, frozenset({dl.Tile(5, 6)}))


def test_french_draws_until_able():
    state = position("french", ["3-3 4-4", "2-2"], "6-5", boneyard_top=("1-4", "5-5"))
    assert legal(state) == ["draw"]
    state.play("draw")  # 5-5 wants a 2
    assert legal(state) == ["draw"]
    state.play("draw")
    assert legal(state) == ["1-4 on 6"]
    refused(state, "4-4 on 6", "4-4 does not make 7 with the open end 6")


def test_french_blanks_at_both_ends_with_all_honours_out_ends_the_deal():
    # 0-0, 1-6, 3-4 and 2-5 are on the table; player 0 shuts the right end with a blank.
    state = position("french", ["0-3 5-5", "6-6 1-1", "2-2 3-3 1-2"], "0-0 1-6 1-3 4-3 5-2 5-4")
    assert legal(state) == ["0-3 on 4"]
    state.play("0-3 on 4")
    r = state.result()
    assert r.reason == "fish" and "blanks at both ends and every honour out" in r.why
    assert r.hands == (10, 14, 13) and r.winner == 0 and r.points == (0, 14, 13)
    assert state.boneyard  # the boneyard does not matter: nothing can ever be laid


def test_french_out_counts_only_with_the_boneyard_empty():
    state = position("french", ["0-1", "2-3"], "5-6", boneyard="4-4", rest_to=1)
    state.play("0-1 on 6")
    assert not state.over and state.hands[0] == set()
    state.play(legal(state)[0])
    assert legal(state) == ["draw"]  # player 0 is out but the boneyard is not: he draws again
    empty = position("french", ["0-1", "2-3"], "5-6", rest_to=1)
    empty.play("0-1 on 6")
    r = empty.result()
    assert r.reason == "out" and r.points == (0, 168 - 11 - 1)


def test_every_game_plays_a_seeded_match_to_its_target():
    for gid in ("fives", "threes", "threes_luck", "bergen", "matador", "french"):
        g = dl.game(gid)
        rec = dl.play_match(g, [Greedy(), Greedy()], seed=1)
        final = rec.scores[-1]
        assert max(final) >= g.target(2), gid


def test_french_match_panel_says_reaching_the_target_loses():
    """Seed 004, "Французская партия": the losers write their pips, so reaching 101 loses (issue 30,
    item 8: the match panel used to say "first to 101 wins")."""
    game = dl.game("french")
    match = dl.Match(game, players=3, seed=2)
    status = {s.label: s.value for s in game.match_status(match)}
    words = " ".join(map(str, status.values()))
    assert "reaching 101 loses" in words and "wins" not in words
    record = dl.play_match(game, [Greedy()] * 3, seed=2)
    final = record.scores[-1]
    assert max(final) >= 101 and record.loser == final.index(max(final)), record.why
    assert record.winner == final.index(min(final)), record.why
