"""The cross layout and the cross/counting games: Donkey, Odd and Even, Telephone, Muggins.

Positions are built by hand from the seeds' rules (000 "Осёл", "Чёт и нечет"; 003 "Осёл",
"Телефон", "Маггинс"; 004 "Маггинс"); the Telephone numbers are the seed's own example.
"""

import pytest
from helpers import legal as moves
from helpers import rejected

import domino_lab as dl
from domino_lab.games.base import DealResult
from domino_lab.games.counting.base import end_points, open_end_total, round_to
from domino_lab.games.cross.base import no_double_reason
from domino_lab.games.cross.donkey import Close
from domino_lab.moves import Multi, Play
from domino_lab.table import LineLayout
from domino_lab.table.cross import EAST, NORTH, SOUTH, WEST, CrossLayout, HouseLayout

T = dl.Tile.parse
SET = [str(t) for t in dl.DominoSet(6)]


def position(game, hands, table, turn=0, extra="", **options):
    """A position whose boneyard holds every tile not named in the hands or on the table."""
    layout = CrossLayout.from_text(table) if table != "-" else CrossLayout()
    used = {str(t) for t in layout.tiles()} | {str(T(x)) for h in hands for x in h.split()}
    rest = " ".join(t for t in SET if t not in used) or "-"
    text = f"{game} | hands: {' / '.join(hands)} | table: {table} | boneyard: {rest} | turn: {turn}"
    return dl.State.from_text(text + (f" | {extra}" if extra else ""), game=dl.game(game, **options))


# -- the layout ------------------------------------------------------------------------------------

def test_first_double_becomes_a_spinner_with_four_arms():
    cross = CrossLayout()
    cross.place(T("3-5"), None)
    assert [e.name for e in cross.open_ends()] == ["west", "east"] and cross.spinner is None
    cross.place(T("5-5"), EAST)
    assert [(e.name, e.value) for e in cross.open_ends()] == [("west", 3), ("east", 5), ("north", 5), ("south", 5)]
    cross.place(T("5-2"), NORTH)
    p = cross.placed[-1]
    assert (p.tile, p.a, p.b, p.parent, p.branch, p.across) == (T("2-5"), 5, 2, 1, "north", False)
    assert cross.placed[1].across and cross.placed[1].branch == "east"
    # the spinner at the east tip counts both halves; north counts once a tile lies there
    assert cross.counted_ends() == [3, 10, 2]
    assert cross.to_text() == "3-5 5-5* ; north: 5-2 ; south: -"


def test_double_lead_opens_four_arms_at_once_and_counts_once_alone():
    cross = CrossLayout()
    cross.place(T("4-4"), None)
    assert len(cross.open_ends()) == 4 and cross.spinner == 0
    assert cross.counted_ends() == [8]  # a lone lead counts its pips
    cross.place(T("4-1"), SOUTH)
    assert cross.counted_ends() == [8, 1]  # the spinner with an empty side still shows both halves


def test_house_opens_only_when_the_double_is_closed_on_both_sides():
    house = HouseLayout()
    house.place(T("4-4"), None)
    house.place(T("4-3"), EAST)
    assert [e.name for e in house.open_ends()] == ["west", "east"]
    house.place(T("4-6"), WEST)
    assert house.spinner == 0 and [e.name for e in house.open_ends()] == ["west", "east", "north", "south"]
    assert house.to_text() == "6-4 4-4* 4-3 ; north: - ; south: -"
    # a double laid on an end becomes the house when the next tile covers it
    line = HouseLayout()
    for tile, end in (("1-2", None), ("2-2", EAST), ("3-1", WEST)):
        line.place(T(tile), end)
    assert line.spinner is None
    line.place(T("2-0"), EAST)
    assert line.spinner == 1 and line.values[NORTH] == 2


def test_closing_arms_and_a_closed_first_double_is_no_spinner():
    cross = CrossLayout()
    cross.place(T("1-3"), None)
    cross.place(T("3-3"), EAST)
    cross.close(EAST)
    assert cross.spinner is None and [e.name for e in cross.open_ends()] == ["west"]
    cross.place(T("1-1"), WEST)  # the first double left open is the spinner
    assert cross.to_text() == "1-1* 1-3 3-3# ; north: - ; south: -"
    cross.close(WEST)  # turned face down before anything lay on its sides: no spinner any more
    assert cross.all_closed and cross.spinner is None
    assert cross.to_text() == "1-1# 1-3 3-3#"
    with pytest.raises(ValueError):
        cross.close(NORTH)


@pytest.mark.parametrize("text", [
    "6-6 6-4 4-4* 4-3 ; north: 4-5 5-5# ; south: -",
    "5-1 1-1* 1-3 ; north: 1-6 ; south: 1-2 2-2#",
    "2-5",
    "0-6 6-5 5-0 0-0 0-1 1-1* 1-2 2-0 ; north: 1-3 3-0 ; south: 1-4",
])
def test_cross_text_round_trip(text):
    cross = CrossLayout.from_text(text)
    assert cross.to_text() == text
    assert CrossLayout.from_text(cross.to_text()).open_ends() == cross.open_ends()


@pytest.mark.parametrize("text, words", [
    ("1-2 3-4", "not a line"),
    ("1-2 2-3* ; north: -", "not a double"),
    ("1-2 ; north: 2-3", "no spinner"),
    ("1-1* ; north: 2-3", "does not join"),
    ("1-1* ; up: -", "'north: …'"),
])
def test_cross_text_errors(text, words):
    with pytest.raises(dl.NotationError) as err:
        CrossLayout.from_text(text)
    assert words in str(err.value)


# -- counting arithmetic ---------------------------------------------------------------------------

def test_end_points_and_rounding():
    assert [end_points(t) for t in (5, 13, 15, 20, 0)] == [5, 0, 15, 20, 0]
    assert end_points(10, 5, 1) == 2 and end_points(18, 3, 1) == 6 and end_points(20, 5, 1) == 4
    assert [round_to(v) for v in (12, 13, 102)] == [10, 15, 100]
    assert round_to(18, 5, "down") == 15 and round_to(11, 5, "up") == 15


def test_open_end_total_on_a_line():
    line = LineLayout()
    line.place(T("5-5"), None)
    assert open_end_total(line) == 10
    line.place(T("5-1"), 1)
    assert open_end_total(line) == 11  # 5-5 at the left end counts both halves
    line.place(T("1-1"), 1)
    assert open_end_total(line) == 12


# -- Telephone (seed 003) ---------------------------------------------------------------------------

HOUSE = "6-4 4-4* 4-3 ; north: - ; south: -"


def test_telephone_seed_example():
    """003: house 4-4, 6 at one end and 3 at the other; 6-6 scores 6+6+3 = 15; then 4-5 on the
    house scores 6+6+3+5 = 20."""
    state = position("telephone", ["6-6 1-2", "4-5 0-0"], HOUSE)
    assert moves(state) == ["6-6 on 6"]
    state.play("6-6 on 6")
    assert state.scored == [15, 0]
    assert moves(state) == ["4-5 on 4 (north)", "4-5 on 4 (south)"]
    state.play("4-5 on 4 (north)")
    assert state.scored == [15, 20] and state.score_log == [(0, 15), (1, 20)]
    assert state.table.to_text() == "6-6 6-4 4-4* 4-3 ; north: 4-5 ; south: -"
    assert state.to_text().endswith("| scored: 15 20")


def test_telephone_house_arms_do_not_count_until_played():
    state = position("telephone", ["1-3 0-1", "2-2"], "6-4 4-4* 4-3 ; north: - ; south: -")
    state.play("1-3 on 3")  # 6 + 1 = 7: nothing
    assert state.scored == [0, 0]


def test_telephone_write_off_rounds_down_and_no_debts():
    """003: left holding 6-4 and 5-3 = 18 pips, the player writes off 15."""
    table = "1-2 2-2* 2-0 ; north: - ; south: -"
    state = position("telephone", ["0-4", "4-6 3-5"], table, extra="scored: 20 30")
    assert moves(state) == ["0-4 on 0"]
    state.play("0-4 on 0")  # ends 1 + 4 = 5: five points, and player 0 is out
    r = state.result()
    assert r.reason == "out" and r.winner == 0
    assert r.penalty == (0, 15) and r.points == (25, 15)
    # no debts: a side with 5 that writes off 15 ends the deal at 0
    match = dl.Match(dl.game("telephone"), players=2)
    match.scores = [0, 5]
    state = position("telephone", ["0-4", "4-6 3-5"], table)
    state.play("0-4 on 0")
    match.record(state)
    assert match.scores == [5, 0] and match.context == {"leader": 0}


def test_telephone_teams_write_off_together():
    table = "1-2 2-2* 2-0 ; north: - ; south: -"
    state = position("telephone", ["0-4", "3-6", "1-1", "4-6 3-5"], table)
    state.play("0-4 on 0")
    # players 0 and 2 score 5 and write off 1-1 (2 pips -> 0); players 1 and 3 hold 9 + 18 = 27 -> 25
    assert state.result().points == (5, -25)


def test_telephone_variant_several_doubles_at_once_count_once():
    hands = ["6-6 3-3 1-2", "4-5 0-0"]
    assert moves(position("telephone", hands, HOUSE)) == ["3-3 on 3", "6-6 on 6"]
    state = position("telephone", hands, HOUSE, doubles_at_once=True)
    assert moves(state) == ["3-3 on 3", "6-6 on 6", "3-3 on 3 + 6-6 on 6"]
    state.play("3-3 on 3 + 6-6 on 6")  # 12 + 6 = 18, counted once after both: nothing
    assert state.scored == [0, 0] and state.table.to_text() == "6-6 6-4 4-4* 4-3 3-3 ; north: - ; south: -"


def test_telephone_first_lead_is_three_two_and_scores():
    game = dl.game("telephone")
    state = game.deal(4, seed=3)
    assert moves(state) == ["lead 2-3"]
    leader = state.current
    state.play("lead 2-3")
    assert state.scored[state.side_of(leader)] == 5


def test_telephone_match_to_225_and_a_draw():
    game = dl.game("telephone")
    match = dl.Match(game, players=2)
    match.scores = [220, 210]
    game.match_update(match, DealResult("out", 0, (10, 20), ((0,), (1,)), fisher=0))
    assert match.over and match.winner is None and "a draw" in match.why
    match = dl.Match(game, players=2)
    match.scores = [220, 100]
    game.match_update(match, DealResult("out", 1, (5, 20), ((0,), (1,)), fisher=1))
    assert match.over and match.winner == 0 and match.scores == [225, 120]


# -- Muggins (seeds 003, 004) -----------------------------------------------------------------------

SPINNER = "3-5 5-5* ; north: - ; south: -"


def test_muggins_spinner_arms_and_scores():
    state = position("muggins", ["2-5 1-3 6-6", "0-0 1-1"], SPINNER)
    assert moves(state) == ["1-3 on 3", "2-5 on 5 (east)", "2-5 on 5 (north)", "2-5 on 5 (south)"]
    scores = {}
    for move in moves(state):
        s = state.clone()
        s.play(move)
        scores[move] = s.scored[0]
    # before: 3 + (5+5) = 13. North: 3 + 10 + 2 = 15; east: 3 + 2 = 5; 1-3 west: 1 + 10 = 11
    assert scores == {"1-3 on 3": 0, "2-5 on 5 (east)": 5, "2-5 on 5 (north)": 15, "2-5 on 5 (south)": 15}


def test_muggins_going_out_scores_ten_more():
    state = position("muggins", ["2-5", "0-0 1-1 6-6"], SPINNER)
    state.play("2-5 on 5 (north)")
    r = state.result()
    assert r.reason == "out" and r.points == (25, 0)


def test_muggins_blocked_lightest_hand_wins_the_difference_rounded():
    table = "0-6 6-5 5-0 0-0 0-1 1-1* 1-2 2-0 ; north: 1-3 3-0 ; south: 1-4"
    rest = "2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 6-6 1-6"
    state = position("muggins", ["0-4 1-5 2-2", rest], table)
    assert state.boneyard == []
    assert moves(state) == ["0-4 on 0 (west)", "0-4 on 0 (east)", "0-4 on 0 (north)", "0-4 on 4"]
    state.play("0-4 on 4")  # every end shows 0 and every 0 is out: blocked
    r = state.result()
    # player 0 holds 1-5 2-2 = 10, player 1 holds 112: 112 - 10 = 102, rounded to 100
    assert r.reason == "fish" and r.winner == 0 and r.hands == (10, 112) and r.points == (100, 0)


def test_muggins_doubles_crosswise_or_lengthwise():
    state = position("muggins", ["3-3 0-2", "0-0 6-6"], SPINNER)
    assert moves(state) == ["3-3 on 3", "3-3 on 3, lengthwise"]
    across, along = state.clone(), state.clone()
    across.play("3-3 on 3")  # 6 + 10 = 16: nothing
    along.play("3-3 on 3, lengthwise")  # 3 + 10 = 13: nothing either; ends show it
    assert across.table.counted_ends() == [6, 10] and along.table.counted_ends() == [3, 10]
    assert along.table.to_text() == "3-3= 3-5 5-5* ; north: - ; south: -"
    assert CrossLayout.from_text(along.table.to_text()).counted_ends() == [3, 10]
    # before the spinner exists, a double is laid crosswise only: it becomes the spinner
    state = position("muggins", ["3-3 0-2", "0-0 6-6"], "3-5")
    assert moves(state) == ["3-3 on 3"]
    assert moves(position("muggins", ["3-3 0-2", "0-0 6-6"], SPINNER, lengthwise_doubles=False)) == ["3-3 on 3"]


def test_muggins_lengthwise_double_scores_where_crosswise_does_not():
    state = position("muggins", ["3-3 6-6", "0-0 1-1"], "3-5 5-5* 5-2 ; north: - ; south: -")
    assert moves(state) == ["3-3 on 3", "3-3 on 3, lengthwise"]
    across, along = state.clone(), state.clone()
    across.play("3-3 on 3")  # 6 + 2 = 8: nothing
    along.play("3-3 on 3, lengthwise")  # 3 + 2 = 5: five points
    assert across.scored == [0, 0] and along.scored == [5, 0]


def test_muggins_leader_leads_any_tile():
    game = dl.game("muggins")
    state = game.deal(2, seed=4)
    assert len(state.legal_moves()) == 7  # the leader may lead any of his tiles


# -- Donkey (seeds 000, 003) ------------------------------------------------------------------------

CROSS = "5-1 1-1* 1-3 ; north: 1-6 ; south: -"


def test_donkey_doubles_close_arms_one_or_several_at_once():
    state = position("donkey", ["5-5 3-3 2-4", "0-0 6-2"], CROSS)
    assert moves(state) == [
        "3-3 on 3", "5-5 on 5", "3-3 on 3, closed", "5-5 on 5, closed",
        "3-3 on 3 + 5-5 on 5", "3-3 on 3 + 5-5 on 5, closed",
        "3-3 on 3, closed + 5-5 on 5", "3-3 on 3, closed + 5-5 on 5, closed"]
    state.play("3-3 on 3, closed + 5-5 on 5")
    assert state.table.to_text() == "5-5 5-1 1-1* 1-3 3-3# ; north: 1-6 ; south: -"
    assert [e.name for e in state.table.open_ends()] == ["west", "north", "south"]


def test_donkey_seed_000_several_doubles_only_when_all_close():
    state = position("donkey", ["5-5 3-3 2-4", "0-0 6-2"], CROSS, several_doubles="closing")
    assert moves(state) == ["3-3 on 3", "5-5 on 5", "3-3 on 3, closed", "5-5 on 5, closed",
                            "3-3 on 3, closed + 5-5 on 5, closed"]
    open_pair = Multi((Play(T("3-3"), EAST, 3), Close(T("5-5"), WEST, 5)))
    rejected(state, open_pair, "every one closes its arm", "000")


def test_donkey_all_arms_closed_lightest_hand_wins():
    table = "5-1 1-1* 1-3 ; north: 1-6 6-6# ; south: 1-2 2-2#"
    state = position("donkey", ["5-5 3-3 2-4", "0-4 0-5"], table)
    state.play("3-3 on 3, closed + 5-5 on 5, closed")
    r = state.result()
    assert r.reason == "closed" and r.winner == 0
    assert r.points == (0, 9)  # as in Kozel, the loser writes his own pips (0-4 0-5) against himself
    assert "all arms are closed" in r.why


def test_donkey_003_non_double_lead_two_doubles_end_the_deal():
    state = position("donkey", ["2-2 5-5 1-4", "0-0 6-2"], "2-5")
    assert "2-2 on 2, closed + 5-5 on 5, closed" in moves(state)
    twin = state.clone()
    twin.play("2-2 on 2, closed + 5-5 on 5, closed")
    assert twin.result().reason == "closed" and twin.result().winner == 0
    state.play("2-2 on 2")  # left open, the first double becomes the centre of the cross
    assert state.table.to_text() == "2-2* 2-5 ; north: - ; south: -"


def test_donkey_illegal_closings():
    state = position("donkey", ["5-5 3-3 1-4", "0-0 6-2"], "5-1 1-1* 1-3# ; north: 1-6 ; south: -")
    rejected(state, Close(T("1-4"), SOUTH, 1), "only a double can close an arm", "1-4")
    rejected(state, Play(T("3-3"), EAST, 3), "east arm is closed")
    rejected(state, Multi((Play(T("1-4"), SOUTH, 1), Play(T("5-5"), WEST, 5))), "only doubles")


def test_donkey_seed_000_lead_is_a_double():
    game = dl.game("donkey", lead="double")
    for seed in range(5):
        state = game.deal(2, seed=seed)
        assert state.legal_moves() and all(m.tile.is_double for m in state.legal_moves())
    assert no_double_reason([{T("1-2")}, {T("3-4")}]) == "no hand holds a double to lead"


def test_donkey_match_is_kozel_with_memory_cleared_by_a_clean_deal():
    game = dl.game("donkey")
    match = dl.Match(game, players=2)
    sides = ((0,), (1,))
    game.match_update(match, DealResult("out", 0, (0, 9), sides, fisher=0))
    assert match.scores == [0, 0] and match.memory["remembered"] == [0, 9]  # under 13: remembered
    game.match_update(match, DealResult("closed", 1, (7, 0), sides, fisher=0))
    assert match.memory["remembered"] == [7, 0] and match.context == {"leader": 1}
    game.match_update(match, DealResult("out", 0, (0, 20), sides, fisher=0))
    assert match.scores == [0, 20]


# -- Odd and Even (seed 000) ------------------------------------------------------------------------

def test_odd_even_arms_take_even_or_odd_sums():
    state = position("odd_even", ["4-6 5-6 2-6 1-3", "0-0 1-1", "2-2 3-3", "4-4 5-5"], "6-6* ; north: - ; south: -")
    assert moves(state) == ["2-6 on 6 (west)", "2-6 on 6 (east)", "4-6 on 6 (west)", "4-6 on 6 (east)",
                            "5-6 on 6 (north)", "5-6 on 6 (south)"]
    rejected(state, Play(T("5-6"), WEST, 6, "west"), "5-6 has an odd sum (11)", "west arm", "only even sums")
    rejected(state, Play(T("2-6"), NORTH, 6, "north"), "even sum (8)", "only odd sums")


def test_odd_even_first_out_wins_the_others_pips():
    state = position("odd_even", ["5-6", "0-1", "2-2", "3-4"], "6-6* ; north: - ; south: -")
    state.play("5-6 on 6 (north)")
    r = state.result()
    assert r.reason == "out" and r.winner == 0 and r.points == (12, 0, 0, 0)


def test_odd_even_options():
    game = dl.game("odd_even", even_arms=("north", "south"))
    state = position("odd_even", ["5-6", "0-1", "2-2", "3-4"], "6-6* ; north: - ; south: -",
                     even_arms=("north", "south"))
    assert moves(state) == ["5-6 on 6 (west)", "5-6 on 6 (east)"]
    assert game.deal(4, seed=1).legal_moves()[0].tile == T("6-6")
    with pytest.raises(dl.SetupError):
        dl.game("odd_even", even_arms=("west", "up"))
