"""Wagons (trains), Fork and Sausage (parallel lines): hand-built positions for each special rule,
exact legal moves and results, illegal moves rejected unchanged, and the two layouts' notation."""

import random

import pytest
from helpers import legal as texts
from helpers import rejected

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.games.base import State
from domino_lab.games.chain.sausage import Cut, Insert, PutBack
from domino_lab.games.chain.wagons import Couple, Uncouple
from domino_lab.table.parallel import ParallelLayout
from domino_lab.table.trains import TrainsLayout
from domino_lab.tiles import DominoSet, Tile, parse_tiles, tiles_text


def T(text):
    return Tile.parse(text)


def rest(*used):
    """The tiles of the double-six set not named in ``used``, in set order."""
    taken = {t for part in used for t in parse_tiles(part)}
    return tiles_text(t for t in DominoSet(6) if t not in taken)


def check_placed(layout):
    """The drawing contract: every parent is laid before its child and shows the touching end."""
    for i, p in enumerate(layout.placed):
        if p.parent is not None:
            assert p.parent < i and layout.placed[p.parent].tile.has(p.a), (i, p)
        assert {p.a, p.b} == {p.tile.low, p.tile.high}
    assert sorted(layout.tiles()) == sorted(set(layout.tiles()))


# -- Fork --------------------------------------------------------------------------------------------

FORK_TABLE = "across 1-2; top 1-3 3-4; bottom -"
FORK_USED = "1-2 1-3 3-4 4-5 2-6 2-4 0-0 5-5"


def fork_position():
    # top is two tiles longer than bottom; the boneyard's last tile (drawn first) is 6-6
    text = (f"fork | hands: 2-4 2-6 4-5 / 0-0 5-5 | table: {FORK_TABLE} | "
            f"boneyard: {rest(FORK_USED)} | turn: 0")
    return State.from_text(text)


def test_fork_only_the_shorter_line_may_grow_at_a_gap_of_two():
    state = fork_position()
    # 4-5 and 2-4 fit the top end 4, but the top line is two longer: only the bottom (2) may grow
    assert texts(state) == ["2-4 on 2", "2-6 on 2"]
    reason = rejected(state, dl.Play(T("4-5"), 0, 4), "top line is already 2 tiles longer", "only the bottom")
    assert rejected(state, "4-5 on 4") == reason  # the same rule named for a move typed as text
    state.play("2-6 on 2")
    assert state.table.to_text() == "across 1-2; top 1-3 3-4; bottom 2-6"


def test_fork_stuck_player_draws_one_and_the_turn_passes():
    state = fork_position()
    state.play("2-6 on 2")
    assert texts(state) == ["draw"]  # 0-0 and 5-5 match neither 4 nor 6
    rejected(state, dl.Pass(), "cannot pass while you may still draw")
    state.play("draw")
    # 6-6 was drawn and would fit the bottom end 6, but the turn has passed to player 0
    assert state.current == 0 and state.hands[1] == {T("0-0"), T("5-5"), T("6-6")}
    assert texts(state) == ["2-4 on 4", "4-5 on 4"]  # the gap is 1 now: both lines are open


def test_fork_going_out_scores_the_other_hand():
    text = (f"fork | hands: 4-5 / 0-0 5-5 | table: across 1-2; top 1-3 3-4; bottom 2-6 | "
            f"boneyard: {rest('1-2 1-3 3-4 2-6 4-5 0-0 5-5')} | turn: 0")
    state = State.from_text(text)
    state.play("4-5 on 4")
    result = state.result()
    assert (result.reason, result.winner, result.points) == ("out", 0, (10, 0))  # 0-0 + 5-5 = 10


# -- Wagons ------------------------------------------------------------------------------------------

WAGONS_TABLE = "main: [1-1] 1-3 3-5 5-2"


def wagons_position():
    hands = "0-6 2-4 3-3 / 1-2 2-3 2-6 0-0 / 4-4 4-6 5-6 0-1 / " + rest(
        "1-1 1-3 3-5 2-5", "0-6 2-4 3-3 1-2 2-3 2-6 0-0 4-4 4-6 5-6 0-1")
    return State.from_text(f"wagons | hands: {hands} | table: {WAGONS_TABLE} | boneyard: - | turn: 0", strict=False)


def test_wagons_a_double_uncouples_the_chain_into_its_players_train():
    state = wagons_position()
    # 3-3 fits no open end (1 and 2) but the joint 1-3|3-5 inside the chain shows 3
    assert texts(state) == ["2-4 on 2", "3-3 uncouples main between 1-3 and 3-5"]
    state.play("3-3 uncouples main between 1-3 and 3-5")
    # the double stays at the break with the lead; the part beyond it is player 0's train
    assert state.table.to_text() == "main: [1-1] 1-3 3-3; train1 of 0: 3-5 5-2"
    check_placed(state.table)
    assert [p.branch for p in state.table.placed] == ["main", "main", "main", "train1", "train1"]


def test_wagons_only_the_owner_plays_on_a_train_but_anyone_may_couple_it():
    state = wagons_position()
    state.play("3-3 uncouples main between 1-3 and 3-5")
    # player 1: 2-6 fits only train1's end 2 (player 0's); 1-2 and 2-3 can bridge it back
    assert texts(state) == ["1-2 on 1 (main left)", "2-3 on 3 (main right)",
                            "1-2 joins main left to train1 right", "2-3 joins main right to train1 right"]
    rejected(state, dl.Play(T("2-6"), 3, 2, "train1 right"), "train1 belongs to player 0",
             "only its owner plays on a train")
    rejected(state, "2-6", "train1 belongs to player 0")
    state.play("2-3 joins main right to train1 right")
    assert state.table.to_text() == "main: [1-1] 1-3 3-3 3-2 2-5 5-3; next train2"  # (train1 was coupled away)
    check_placed(state.table)


def test_wagons_the_owner_plays_on_both_chains_and_a_train_can_be_recoupled_to_another():
    table = "main: [1-1] 1-3 3-3; train1 of 0: 3-5 5-2; train2 of 2: 4-4 4-0"
    used = "1-1 1-3 3-3 3-5 2-5 4-4 0-4"
    hands = f"0-3 2-6 / 1-2 / 0-2 1-6 / {rest(used, '0-3 2-6 1-2 0-2 1-6')}"
    state = State.from_text(f"wagons | hands: {hands} | table: {table} | boneyard: - | turn: 0", strict=False)
    # player 0 owns train1 and plays on both chains; 0-3 can also re-couple player 2's train2 to
    # the main chain or to his own train1 (3 on one chain's end, 0 on train2's right end)
    assert texts(state) == ["0-3 on 3 (main right)", "0-3 on 3 (train1 left)", "2-6 on 2 (train1 right)",
                            "0-3 joins main right to train2 right", "0-3 joins train1 left to train2 right"]
    state.play("0-3 joins train1 left to train2 right")
    assert state.table.to_text() == "main: [1-1] 1-3 3-3; train1 of 0: 2-5 5-3 3-0 0-4 4-4; next train3"
    assert state.table.owners == [None, 0]
    check_placed(state.table)


def test_wagons_going_out_scores_the_others_pips_and_rejects_foreign_uncoupling_text():
    table = "main: [1-1] 1-3; train1 of 2: 3-5"
    used = "1-1 1-3 3-5 3-4 5-5 0-2 2-2 0-0"
    others = rest(used).split()
    hands = f"3-4 / 5-5 0-2 / 2-2 {' '.join(others[:10])} / 0-0 {' '.join(others[10:])}"
    state = State.from_text(f"wagons | hands: {hands} | table: {table} | boneyard: - | turn: 0", strict=False)
    assert texts(state) == ["3-4 on 3 (main right)"]
    state.play("3-4 on 3 (main right)")
    result = state.result()
    left = [sum(t.pips for t in state.hands[p]) for p in range(4)]
    assert left[1] == 12  # 5-5 + 0-2
    assert (result.reason, result.winner) == ("out", 0)
    assert result.points == (sum(left), 0, 0, 0) and sum(left) == 168 - (2 + 4 + 8 + 7)


def test_wagons_three_players_share_the_lead_tile():
    state = dl.game("wagons").deal(3, seed=4)
    assert [len(h) for h in state.hands] == [9, 9, 9] and not state.boneyard
    assert len(state.table) == 1 and state.current == 0
    assert state.legal_moves() and not any(str(m).startswith("lead") for m in state.legal_moves())


# -- Sausage -----------------------------------------------------------------------------------------

# the seed's worked example: two lines of three tiles, ends 5 and 0, and 5-0 comes out of the row
SAUSAGE_TABLE = "across 3-4; top 3-1 1-2 2-5; bottom 4-6 6-6 6-0"
SAUSAGE_ON_TABLE = "3-4 1-3 1-2 2-5 4-6 6-6 0-6"


def sausage_position(next0="1-1 0-5", turn=0):
    others = rest(SAUSAGE_ON_TABLE, next0).split()
    row0 = " ".join(others[:10]) + " " + next0
    row1 = " ".join(others[10:])
    return State.from_text(f"sausage | hands: - / - | table: {SAUSAGE_TABLE} | boneyard: - | turn: {turn} | "
                           f"rows: {row0} / {row1}")


def test_sausage_the_seeds_cut_sends_everything_before_it_to_the_opponents_row():
    state = sausage_position()
    assert texts(state) == ["0-5 on 5", "0-5 on 0", "0-5 cuts at 3"]
    row1 = list(state.rows[1])
    state.play("0-5 cuts at 3")
    assert state.table.to_text() == "across 5-0; top -; bottom -"
    # the sausage (lead, then top, then bottom line) goes to the left of player 1's row
    assert state.rows[1] == parse_tiles("3-4 1-3 1-2 2-5 4-6 6-6 0-6") + row1
    assert len(state.rows[0]) == 11 and state.current == 1
    state.check_conservation()


def test_sausage_a_double_is_inserted_at_a_matching_joint_and_opens_new_cuts():
    state = sausage_position()
    state.play("0-5 on 5")
    state.play(state.legal_moves()[0])  # player 1's move
    assert state.rows[0][-1] == T("1-1")
    assert texts(state) == ["1-1 into top at 1"]  # the joint 3-1|1-2 of the top line shows 1
    rejected(state, Insert(T("1-1"), 1, 0), "only at a joint showing 1")
    state.play("1-1 into top at 1")
    assert state.table.to_text().startswith("across 3-4; top 3-1 1-1 1-2 2-5 5-0; bottom 4-6 6-6 6-0")
    check_placed(state.table)
    # the shift re-aligns the joints: after 3 tiles they now show 2 (top) and 0 (bottom)
    assert state.table.cut_points(T("0-2")) == [3]


def test_sausage_illegal_moves_name_the_rule_and_change_nothing():
    state = sausage_position()
    rejected(state, Cut(T("0-5"), 2), "cannot cut at 2", "show 2 and 6")
    rejected(state, "0-5 cuts at 2", "cannot cut at 2")
    rejected(state, Cut(T("0-5"), 4), "after 1 to 3 tiles")
    rejected(state, PutBack(T("0-5")), "goes back to the row only when it fits nowhere")
    rejected(state, dl.Play(T("1-1"), 0, 1), "the tile taken from the right end of your row, 0-5")
    rejected(state, dl.Draw(), "no boneyard")


def test_sausage_a_tile_that_fits_nowhere_goes_to_the_left_of_the_row():
    state = sausage_position(next0="1-1 2-3")  # no 5 or 0, no cut pair, not a double
    assert texts(state) == ["2-3 back to the row"]
    state.play("2-3 back to the row")
    assert state.rows[0][0] == T("2-3") and state.rows[0][-1] == T("1-1") and state.current == 1


def test_sausage_rows_are_hidden_from_everyone_but_the_tile_being_placed():
    state = sausage_position()
    seen = state.observation(0)
    assert seen.public.rows == [[T("0-5")], []] and seen.hand == frozenset()
    assert state.observation(1).public.rows == [[], []]
    sample = seen.sample(random.Random(3))
    assert [len(r) for r in sample.rows] == [len(r) for r in state.rows]
    assert sample.rows[0][-1] == T("0-5")
    sample.check_conservation()


def test_sausage_out_and_fish_results():
    # out: player 0's last tile 0-5 goes on; player 1's row is what he pays
    on_table = SAUSAGE_ON_TABLE
    others = rest(on_table, "0-5")
    state = State.from_text(f"sausage | hands: - / - | table: {SAUSAGE_TABLE} | boneyard: - | turn: 0 | "
                            f"rows: 0-5 / {others}")
    state.play("0-5 on 5")
    assert (state.result().reason, state.result().winner) == ("out", 0)
    assert state.result().points == (168 - 49 - 5, 0)  # the table held 49 pips, 0-5 five more
    # fish (cuts and insertions off): every 6 is on the table and both ends show 6
    game = dl.game("sausage", cutting=False, inserting=False)
    table = "across 6-6; top 6-1 1-2 2-6 6-0 0-5 5-6; bottom 6-3 3-4 4-6"
    rows = "0-0 0-1 0-2 0-3 0-4 1-1 1-3 1-4 1-5 / 2-2 2-3 2-4 2-5 3-3 3-5 4-4 4-5 5-5"  # 27 and 63 pips
    state = State.from_text(f"sausage | hands: - / - | table: {table} | boneyard: - | turn: 0 | rows: {rows}",
                            game=game)
    assert texts(state) == ["1-5 back to the row"]
    state.play("1-5 back to the row")
    result = state.result()
    assert (result.reason, result.winner, result.points) == ("fish", 0, (63 - 27, 0))


def test_sausage_match_alternates_the_lead_and_ends_at_the_target():
    record = dl.play_match(dl.game("sausage"), [Greedy(), Random(1)], seed=2)
    assert max(record.scores[-1]) >= 101
    leads = [d.moves[0][0] for d in record.deals]
    assert leads == [i % 2 for i in range(len(leads))]


# -- the layouts' notation ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["-", "across 3-5; top -; bottom -", "across 6-6; top 6-1 1-1; bottom 6-2",
                                  SAUSAGE_TABLE])
def test_parallel_layout_text_round_trip(text):
    lay = ParallelLayout.from_text(text)
    assert lay.to_text() == text and ParallelLayout.from_text(lay.to_text()).to_text() == text
    check_placed(lay)


@pytest.mark.parametrize("text", ["-", "main: [1-1]", "main: 6-1 [1-1] 1-4; train1 of 2: 4-5 5-5",
                                  "main: [0-3] 3-3; train2 of 0: 3-5; train4 of 1: 2-2 2-6"])
def test_trains_layout_text_round_trip(text):
    lay = TrainsLayout.from_text(text)
    assert lay.to_text() == text
    check_placed(lay)


@pytest.mark.parametrize("text, words", [("across 3-5; top 3-1 2-2; bottom -", "not a chain"),
                                         ("top 3-1", "not a parallel layout")])
def test_parallel_layout_bad_text(text, words):
    with pytest.raises(dl.NotationError, match=words):
        ParallelLayout.from_text(text)


@pytest.mark.parametrize("text, words", [("main: 1-1 1-4", "lead"), ("train1 of 2: 4-5", "main chain first"),
                                         ("main: [1-1] 1-4 5-5", "not a chain")])
def test_trains_layout_bad_text(text, words):
    with pytest.raises(dl.NotationError, match=words):
        TrainsLayout.from_text(text)


@pytest.mark.parametrize("game_id, players", [("wagons", 4), ("wagons", 2), ("fork", 3), ("sausage", 2)])
def test_positions_round_trip_through_a_bot_game(game_id, players):
    state = dl.game(game_id).deal(players, seed=9)
    bots = [Random(k) for k in range(players)]
    while not state.over:
        text = state.to_text()
        assert State.from_text(text).to_text() == text
        check_placed(state.table)
        state.play(bots[state.current].choose(state.observation(state.current), state.legal_moves()))
    check_placed(state.table)
    again = State.from_text(state.to_text())
    assert again.to_text() == state.to_text() and again.result().reason == state.result().reason


def test_special_moves_print_in_plain_words():
    assert str(Uncouple(T("3-3"), 2, T("1-3"), T("3-5"))) == "3-3 uncouples main between 1-3 and 3-5"
    assert str(Couple(T("2-3"), 1, 3, "main right", "train1 right")) == "2-3 joins main right to train1 right"
    assert str(Cut(T("0-5"), 3)) == "0-5 cuts at 3" and str(Insert(T("1-1"), 0, 1)) == "1-1 into top at 1"


def test_wagons_counted_as_a_counting_game_counts_a_double_at_a_chains_end_twice():
    # Muggins' count on Wagons' trains (dl.design("wagons", deal_scoring="muggins")): each chain's
    # two ends, a double at an end lying across (both halves), a lone tile its two halves once
    from domino_lab.games.counting.base import open_end_total

    lay = TrainsLayout()
    _ = lay.place(Tile(6, 6), None)
    assert open_end_total(lay) == 12  # the lone lead: its two halves
    _ = lay.place(Tile(6, 1), 1)
    assert open_end_total(lay) == 12 + 1
    lay = TrainsLayout()
    for tile, end in [(Tile(2, 3), None), (Tile(3, 3), 1)]:
        _ = lay.place(tile, end)
    assert lay.counted_ends() == [2, 6] and open_end_total(lay) == 8
    lay = TrainsLayout()
    for tile, end in [("1-1", None), ("1-3", 1), ("3-5", 1), ("5-2", 1)]:
        _ = lay.place(Tile.parse(tile), end)
    _ = lay.uncouple(Tile(3, 3), 0, 2, owner=1)  # main: [1-1] 1-3 3-3; train1: 3-5 5-2
    assert [e.name for e in lay.open_ends()] == ["main left", "main right", "train1 left", "train1 right"]
    assert lay.counted_ends() == [2, 6, 3, 2]
