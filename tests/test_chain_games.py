"""Blitz, Ladder, Seven, Dark Blitz, Double-lock, Milky Way and General (seeds 000 and 003):
hand-built positions for each game's own rule, with the exact legal moves and results."""


from helpers import legal, rejected

import domino_lab as dl
from domino_lab.match import Match
from domino_lab.moves import Multi, Play
from domino_lab.tiles import Tile, parse_tiles


def position(game, hands, table="-", turn=0, rest=None, boneyard=""):
    """A hand-built position; every tile not named goes to hand ``rest`` (or the boneyard)."""
    return dl.position(game, hands, table, turn, spare_to=rest, boneyard=boneyard)


def plays(*steps):
    """A Multi of plays on the right end: ``(("1-2", 1), ("2-3", 2))``."""
    return Multi(tuple(Play(Tile.parse(t), 1, v) for t, v in steps))


# -- Blitz ----------------------------------------------------------------------------------------

def test_blitz_is_one_move_whatever_chain_it_leaves():
    # table 1-5 (ends 1 and 5); 1-2 and 2-5 can go down in three different chains, and each ends
    # the deal the same way: one blitz is listed (the others are accepted, see test_multi.py)
    s = position("blitz", ["1-2 2-5", "0-0", "6-6", "0-2"], "1-5", rest=3)
    assert legal(s) == ["1-2 on 1", "2-5 on 5", "2-5 on 5 + 1-2 on 2"]


def test_blitz_equal_ends_mirror_kept_once_and_the_blitz_wins():
    s = position("blitz", ["1-2 1-4 2-3 3-3", "0-0 0-1", "5-5 6-6", "0-2"], "1-1", rest=3)
    assert legal(s) == ["1-2 on 1", "1-4 on 1", "1-2 on 1 + 2-3 on 2 + 3-3 on 3 + 1-4 on 1"]
    s.play("1-2 on 1 + 2-3 on 2 + 3-3 on 3 + 1-4 on 1")
    r = s.result()
    others = sum(t.pips for p in (1, 2, 3) for t in s.hands[p])
    assert (r.reason, r.winner, r.points) == ("out", 0, (others, 0, 0, 0))
    assert s.table.to_text() == "3-3 3-2 2-1 1-1 1-4"


def test_blitz_from_the_first_turn_includes_the_lead():
    s = position("blitz", ["3-4 4-4 3-3", "0-0", "1-1", "2-2"], rest=3)
    assert legal(s) == ["lead 3-3", "lead 3-4", "lead 4-4", "lead 3-3 + 3-4 on 3 + 4-4 on 4"]
    s.play("lead 3-3 + 3-4 on 3 + 4-4 on 4")
    assert s.over and s.result().winner == 0


def test_blitz_must_lay_every_tile():
    s = position("blitz", ["1-2 1-4 2-3 3-3", "0-0 0-1", "5-5 6-6", "0-2"], "1-1", rest=3)
    two = Multi((Play(Tile(1, 2), 0, 1), Play(Tile(2, 3), 0, 2)))
    rejected(s, two, "a blitz lays all your 4 tiles at once, not 2")
    off = position(dl.game("blitz", blitz=False), ["1-2 1-4", "0-0", "6-6", "0-2"], "1-1", rest=3)
    assert legal(off) == ["1-2 on 1", "1-4 on 1"]


# -- Ladder ---------------------------------------------------------------------------------------

def test_ladder_grows_one_way_by_one_to_three_tiles():
    s = position("ladder", ["1-2 2-3 3-3 3-4 5-6", "0-0 0-1", "5-5 6-6", "0-2"], "6-4 4-1", rest=3)
    # the direction is fixed (right): 5-6 cannot go on the 6; runs of one, two and three on the 1
    assert legal(s) == ["1-2 on 1", "1-2 on 1 + 2-3 on 2", "1-2 on 1 + 2-3 on 2 + 3-3 on 3",
                        "1-2 on 1 + 2-3 on 2 + 3-4 on 3"]
    s.play("1-2 on 1 + 2-3 on 2 + 3-3 on 3")
    assert s.table.to_text() == "6-4 4-1 1-2 2-3 3-3" and s.current == 1


# Seed 000, "Лестница": «Цепь строится в одну сторону от заходного камня» ("the chain is built in
# one direction from the lead"): the second tile may go on either end of the lead, and fixes it.
def test_ladder_the_second_tile_goes_on_either_end_of_the_lead_and_fixes_the_direction():
    s = position("ladder", ["1-6 5-5", "4-5 0-0", "2-2", "3-3"], "1-4", rest=3)
    assert legal(s) == ["1-6 on 1"]  # the lead 1-4: its 1 is open too
    s.play("1-6 on 1")
    assert s.table.to_text() == "4-1 1-6" and s.table.end_values() == [6]  # written as it grows
    assert legal(s) == ["pass"]  # 4-5: the lead's 4 is closed now
    both = position("ladder", ["1-2 2-3 0-4 5-6", "0-0", "6-6", "3-3"], "1-4", rest=3)
    assert legal(both) == ["0-4 on 4", "1-2 on 1", "1-2 on 1 + 2-3 on 2"]
    right = both.clone().play("0-4 on 4")
    assert right.table.to_text() == "1-4 4-0" and right.table.end_values() == [0]
    both.play("1-2 on 1 + 2-3 on 2")  # a run on the left end: the line reads from there
    assert both.table.to_text() == "4-1 1-2 2-3" and both.table.end_values() == [3]


def test_ladder_a_fourth_tile_is_refused():
    s = position("ladder", ["1-2 2-3 3-3 3-4 5-6", "0-0 0-1", "5-5 6-6", "0-2"], "6-4 4-1", rest=3)
    four = plays(("1-2", 1), ("2-3", 2), ("3-3", 3), ("3-4", 3))
    rejected(s, four, "at most 3 tiles a turn, not 4")
    rejected(s, Play(Tile(5, 6), 0, 6), "5-6 does not match the open end 1")


def test_ladder_going_out_with_three_tiles_wins():
    s = position("ladder", ["1-2 2-3 3-3", "0-0 0-1", "5-5 6-6", "0-2"], "4-1", rest=3)
    s.play("1-2 on 1 + 2-3 on 2 + 3-3 on 3")
    others = sum(t.pips for p in (1, 2, 3) for t in s.hands[p])
    assert (s.result().reason, s.result().winner, s.result().points) == ("out", 0, (others, 0, 0, 0))


# -- Seven ----------------------------------------------------------------------------------------

class Chosen:
    """A chance that takes the named tiles blind, in order (a draw is the boneyard's top tile)."""

    def __init__(self, *tiles):
        self.tiles = [Tile.parse(t) for t in tiles]

    def pick(self, candidates, kind):
        if kind == "boneyard":
            return candidates[-1]
        tile = self.tiles.pop(0)
        assert tile in candidates, f"{tile} is not among {candidates}"
        return tile


# Seed 000, "Семёрка": «Если базар разобран - кость берется у предыдущего игрока» ("with the boneyard
# used up, the tile is taken from the previous player"), in the words of a draw: blind. And for a
# seven, «При отсутствии базара - у игрока, сделавшего "семёрочный" ход» ("with no boneyard, from the
# player who made the seven").
def test_seven_ends_summing_to_six_play_again_and_a_stuck_player_takes_blind_from_the_previous():
    s = position("seven", ["3-4 2-5 6-6 0-6", "0-0 1-1", "3-3", "1-6"], "2-3", rest=3)
    s.play("3-4 on 3")  # ends 2 and 4: six, player 0 moves again
    assert s.current == 0 and legal(s) == ["2-5 on 2"]
    s.play("2-5 on 2")  # ends 5 and 4 (nine): player 1, who has nothing on 5 or 4 and no boneyard
    assert s.current == 1 and legal(s) == ["take a tile from player 0"]  # he takes it, not chooses it
    assert "giving: 0 gives 1 to 1" in s.to_text()
    again = dl.State.from_text(s.to_text(), game=s.game)
    assert legal(again) == legal(s) and again.to_text() == s.to_text()
    s.chance = Chosen("6-6")
    s.play("take a tile from player 0")
    assert s.hands[1] == {Tile(0, 0), Tile(1, 1), Tile(6, 6)} and s.current == 1 and legal(s) == ["pass"]
    # the taker and the giver see which tile it was; the others only that a tile changed hands
    assert [str(m) for _, m in s.observation(2).public.history][-1] == "take a tile from player 0"
    assert str(s.observation(1).public.history[-1][1]) == "take 6-6 from player 0"
    assert str(s.observation(0).public.history[-1][1]) == "take 6-6 from player 0"
    s.play("pass")  # player 2 is stuck too (3-3): he takes from player 1
    assert s.current == 2 and legal(s) == ["take a tile from player 1"]


def test_seven_a_blind_take_is_the_chance_of_the_deal_and_replays_from_its_record():
    game = dl.game("seven")
    for seed in range(40):
        record = dl.play(game, [dl.bots.Random(k) for k in range(4)], seed=seed)
        taken = [m for _, m in record.moves if m.startswith("take ")]
        if taken:
            break
    assert taken and all(" from player " in m and "a tile" not in m for m in taken)  # the record names them
    replayed = record.replay()  # the deal's own chance takes the same tiles again
    assert [str(m) for _, m in replayed.history] == [m for _, m in record.moves]
    assert replayed.result() == dl.play(game, [dl.bots.Random(k) for k in range(4)], seed=seed).result


def test_seven_summing_to_seven_next_draws_two_from_the_boneyard():
    s = position("seven", ["3-5 0-6 1-1", "4-4 0-0", "2-2 1-2"], "2-3", boneyard="6-6 5-6", rest=None)
    s.play("3-5 on 3")  # ends 2 and 5: seven
    assert s.current == 1 and legal(s) == ["draw"]
    rejected(s, "pass", "player 1 must first draw 2 tiles: player 0 made the ends sum to 7")
    s.play("draw").play("draw")
    assert s.hands[1] == {Tile(4, 4), Tile(0, 0), Tile(5, 6), Tile(6, 6)}
    assert legal(s) == ["5-6 on 5"]


def test_seven_with_no_boneyard_two_tiles_are_taken_blind_from_the_seven_maker():
    s = position("seven", ["3-5 0-6 1-1 4-4", "0-0", "2-2", "6-6"], "2-3", rest=3)
    s.play("3-5 on 3")
    assert s.current == 1 and legal(s) == ["take a tile from player 0"]
    rejected(s, "pass", "player 1 must first take 2 tiles blind from player 0")
    s.chance = Chosen("4-4", "0-6")
    s.play("take a tile from player 0").play("take a tile from player 0")
    assert s.hands[0] == {Tile(1, 1)} and s.hands[1] == {Tile(0, 0), Tile(4, 4), Tile(0, 6)}
    assert s.current == 1 and legal(s) == ["pass"]  # nothing fits 2 or 5, and no one to take from twice
    assert [str(m) for _, m in s.observation(2).public.history] == [
        "3-5 on 3", "take a tile from player 0", "take a tile from player 0"]


def test_seven_the_giver_chooses_as_an_option():
    s = position(dl.game("seven", take="given"), ["3-5 0-6 1-1 4-4", "0-0", "2-2", "6-6"], "2-3", rest=3)
    s.play("3-5 on 3")
    assert s.current == 0 and legal(s) == ["give 0-6 to player 1", "give 1-1 to player 1", "give 4-4 to player 1"]
    rejected(s, "pass", "player 0 must first give 2 tiles to player 1")
    s.play("give 4-4 to player 1").play("give 0-6 to player 1")
    assert s.hands[0] == {Tile(1, 1)} and s.hands[1] == {Tile(0, 0), Tile(4, 4), Tile(0, 6)}
    assert s.current == 1 and legal(s) == ["pass"]
    # the others do not see which tiles changed hands; the giver and the taker do
    assert [str(m) for _, m in s.observation(2).public.history] == [
        "3-5 on 3", "give a tile to player 1", "give a tile to player 1"]
    assert str(s.observation(1).public.history[-1][1]) == "give 0-6 to player 1"


def test_seven_a_short_boneyard_gives_what_it_has_and_the_seven_maker_the_rest():
    s = position("seven", ["3-5 0-6 1-1 4-4", "0-0", ""], "2-3", rest=2, boneyard="6-6")
    s.play("3-5 on 3")
    assert s.current == 1 and legal(s) == ["draw"]
    s.play("draw")  # the boneyard's last tile; the second comes from player 0
    assert s.current == 1 and legal(s) == ["take a tile from player 0"]
    assert "penalty: 1 (seven by 0) | giving: 0 gives 1 to 1" in s.to_text()
    again = dl.State.from_text(s.to_text(), game=s.game)
    assert again.to_text() == s.to_text() and legal(again) == legal(s)
    s.chance = Chosen("1-1", "0-6")
    s.play("take a tile from player 0")
    # player 1's own turn now: nothing on 2 or 5 and no boneyard, so he takes one more from player 0
    assert s.hands[1] == {Tile(0, 0), Tile(6, 6), Tile(1, 1)}
    assert s.current == 1 and legal(s) == ["take a tile from player 0"]
    s.play("take a tile from player 0")
    assert s.hands[0] == {Tile(4, 4)} and legal(s) == ["pass"]  # 0-6 fits neither 2 nor 5


def test_seven_nobody_gives_his_last_tile():
    s = position("seven", ["3-4 2-5 6-6", "0-0 1-1", "3-3", "1-6"], "2-3", rest=3)
    s.play("3-4 on 3").play("2-5 on 2")
    assert s.current == 1 and legal(s) == ["pass"] and s.hands[0] == {Tile(6, 6)}


def test_seven_fish_goes_to_the_lowest_hand():
    s = position("seven", ["0-1", "6-6", "5-5", "4-4"], "0-0 0-2 2-2", rest=3)
    text = s.to_text().replace("turn: 0", "turn: over")
    over = dl.State.from_text(text, game=dl.game("seven"), strict=False)
    assert over.result().reason == "fish" and over.result().winner == 0


# -- Dark Blitz -----------------------------------------------------------------------------------

def test_dark_blitz_every_turn_starts_with_a_draw():
    s = position("dark_blitz", ["1-2 5-5", "", "", ""], "2-3", boneyard="4-4 3-4", rest=None)
    assert legal(s) == ["draw"]
    rejected(s, "pass", "every turn starts with a draw")
    s.play("draw")
    assert legal(s) == ["1-2 on 2", "3-4 on 3"]
    rejected(s, "draw", "one draw a turn")


def test_dark_blitz_with_three_tiles_may_lay_them_all_and_win():
    s = position("dark_blitz", ["1-2 4-4", "0-6", "", ""], "2-3", boneyard="0-0 3-4", rest=None)
    s.play("draw")  # 3-4: three tiles
    assert legal(s) == ["1-2 on 2", "3-4 on 3", "1-2 on 2 + 3-4 on 3 + 4-4 on 4"]
    s.play("1-2 on 2 + 3-4 on 3 + 4-4 on 4")
    r = s.result()
    assert (r.reason, r.winner, r.points[:2]) == ("blitz", 0, (0, 6))


def test_dark_blitz_needs_three_tiles():
    s = position("dark_blitz", ["1-2", "0-6", "", ""], "2-3", boneyard="0-0 3-4")
    s.play("draw")  # two tiles that would both go down: no blitz with two
    assert legal(s) == ["1-2 on 2", "3-4 on 3"]
    two = Multi((Play(Tile(1, 2), 0, 2), Play(Tile(3, 4), 1, 3)))
    rejected(s, two, "a blitz needs 3 tiles or more in hand, you hold 2")
    empty = position("dark_blitz", ["", "0-6", "", ""], "2-3", boneyard="0-0 3-4")
    empty.play("draw").play("3-4 on 3")
    assert not empty.over and empty.hands[0] == set() and empty.current == 1  # an empty hand is no win


def test_dark_blitz_boneyard_exhausted_highest_hand_loses():
    s = position("dark_blitz", ["0-1 2-2", "6-6", "5-5", ""], "0-0 0-3", boneyard="5-6", rest=3)
    s.play("draw")  # the last tile
    assert legal(s) == ["0-1 on 0"]  # 5-6 fits nowhere; three tiles, but no blitz lays them all
    s.play("0-1 on 0")
    r = s.result()
    high = sum(t.pips for t in s.hands[3])
    assert (r.reason, r.winner, r.points, r.hands) == ("exhausted", 2, (0, 0, 0, high), (15, 12, 10, high))


# -- Double-lock ----------------------------------------------------------------------------------

def test_double_lock_a_number_stays_locked_until_its_double():
    s = position("double_lock", ["4-5 5-5 2-4 2-2 0-1", "0-0 1-1", "5-6 6-6", "0-2"], "5-3 3-3 3-2", rest=3)
    assert legal(s) == ["2-2 on 2", "5-5 on 5"]
    rejected(s, "4-5 on 5", "5 is locked until 5-5 is laid", "Double-lock")
    rejected(s, "2-4", "2 is locked until 2-2 is laid")
    s.play("5-5 on 5")
    s.current = 0  # same player again, to show the unlocked 5
    s._legal = None
    assert legal(s) == ["2-2 on 2", "4-5 on 5"]


def test_double_lock_only_doubles_beside_the_lead_double():
    s = position("double_lock", ["3-4 4-4 1-1", "0-0", "6-6", "5-5"], "1-3 3-3 3-2", rest=3)
    assert legal(s) == ["1-1 on 1"]  # 3-4 has nowhere: 3 is hidden; 1 and 2 are locked


def test_double_lock_the_lead_passes_to_the_next_with_a_double():
    game = dl.game("double_lock")
    hands = [set(parse_tiles(h)) for h in ("0-1 2-3", "4-5 1-2", "3-3 6-6 0-4", "5-5")]
    assert game.first_lead(hands, {}) == (2, frozenset({Tile(3, 3), Tile(6, 6)}))
    assert game.first_lead(hands, {"leader": 3}) == (3, frozenset({Tile(5, 5)}))


def test_double_lock_with_all_doubles_down_play_is_free():
    table = "0-0 0-1 1-1 1-2 2-2 2-3 3-3 3-4 4-4 4-5 5-5 5-6 6-6"
    s = position("double_lock", ["0-6 2-6", "0-2", "1-3", "0-3"], table, rest=3)
    assert legal(s) == ["0-6 on 0", "0-6 on 6", "2-6 on 6"]


# -- Milky Way ------------------------------------------------------------------------------------

def test_milky_way_only_the_next_tile_of_the_way():
    s = position("milky_way", ["3-4 0-0 4-4 1-1 0-1 1-3", "1-2 5-6", "6-6", "0-3"], "2-2 2-3 3-3", rest=3)
    assert legal(s) == ["3-4 on 3"]
    rejected(s, "1-3 on 3", "1-3 is ballast")
    rejected(s, "4-4", "4-4 does not match")
    assert dl.game("milky_way").way == tuple(parse_tiles("0-6 6-6 5-6 5-5 4-5 4-4 3-4 3-3 2-3 2-2 1-2 1-1 0-1 0-0"))


def test_milky_way_is_a_ring_and_the_last_tile_decides_where_it_finishes():
    table = "3-3 3-2 2-2 2-1 1-1 1-0 0-0 0-6 6-6 6-5 5-5 5-4 4-4"
    s = position("milky_way", ["3-4 2-5", "0-2 1-3", "2-4", "0-3"], table, rest=3)
    assert legal(s) == ["3-4 on 3", "3-4 on 4"]
    a = s.clone().play("3-4 on 4")  # the way finishes on 3 at both ends
    b = s.clone().play("3-4 on 3")  # ... or on 4
    ra, rb = a.result(), b.result()
    assert ra.finished_on == (3,) and rb.finished_on == (4,)
    # on 3: player 1 counts 1-3 (4); 2-5 and 2-4 show no 3
    assert ra.points[:3] == (0, 4, 0) and ra.reason == "finished"
    # on 4: player 2 counts 2-4 (6); player 1 nothing
    assert rb.points[:3] == (0, 0, 6)


def test_milky_way_lowest_count_wins_and_match_ends_at_the_target():
    game = dl.game("milky_way", target=10)
    table = "3-3 3-2 2-2 2-1 1-1 1-0 0-0 0-6 6-6 6-5 5-5 5-4 4-4"
    s = position(game, ["3-4 2-5", "0-2 1-3", "2-4 1-4", "0-4"], table, rest=3)
    s.play("3-4 on 3")  # finishes on 4: player 3 holds 0-4 and every other 4 left
    r = s.result()
    rest4 = sum(t.pips for t in s.hands[3] if t.has(4))
    assert r.points == (0, 0, 11, rest4) and rest4 > 11 and r.winner is None
    m = Match(game, players=4, seed=0)
    m.record(s)
    assert m.over and m.loser == 3 and m.winner is None  # players 0 and 1 tie on 0


# -- General --------------------------------------------------------------------------------------

# Seed 003, "Генерал": «Фактически «Генералом» считается именно тот проигравший, кому «навесили»
# сразу и 0х0, и 6х6» ("in fact the General is the loser on whom both 0-0 and 6-6 were hung at once").
def test_general_both_zero_zero_and_six_six_at_once_hang_a_general_on_the_next_player():
    s = position("general", ["6-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-0 0-1 1-1 1-6", rest=3)
    s.play("6-6 on 6")  # out with 6-6 while 0-0 lies at the other end
    r = s.result()
    assert (r.winner, r.loser, r.general, r.points) == (0, 1, True, (0, 1))
    assert "player 1 loses and is made a General" in r.why
    s = position("general", ["6-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-1 1-1 1-6", rest=3)
    r = s.play("6-6 on 6").result()  # 6-6 alone is no General by default
    assert (r.loser, r.general, r.points) == (1, False, (0, 0))


def test_general_either_double_as_an_option():
    either = dl.game("general", general_on="either")
    s = position(either, ["6-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-1 1-1 1-6", rest=3)
    assert s.play("6-6 on 6").result().general is True
    s = position(either, ["2-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-1 1-1 1-6", rest=3)
    r = s.play("2-6 on 6").result()
    assert (r.general, r.points) == (False, (0, 0))


def test_general_lead_is_one_one_and_fish_deals_do_not_count():
    game = dl.game("general")
    s = game.deal(4, seed=3)
    assert [str(m) for m in s.legal_moves()] == ["lead 1-1"]
    m = Match(game, players=4, seed=0)
    fish = position(game, ["0-1", "6-6", "5-5", "4-4"], "0-0 0-2 2-2", rest=3)
    fish = dl.State.from_text(fish.to_text().replace("turn: 0", "turn: over"), game=game, strict=False)
    m.record(fish)
    assert not m.over and m.memory["counted"] == 0
    first = position(game, ["6-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-0 0-1 1-1 1-6", rest=3)
    m.record(first.play("6-6 on 6"))
    assert m.over and m.loser == 1 and "General in the first deal" in m.why


def test_general_two_lost_deals_give_way():
    game = dl.game("general")
    m = Match(game, players=4, seed=0)
    for _ in range(2):
        s = position(game, ["2-6", "0-2 0-3", "1-3 2-3", "0-4"], "0-1 1-1 1-6", rest=3)
        m.record(s.play("2-6 on 6"))
    assert m.over and m.loser == 1 and m.scores == [0, 0] and "lost 2 deals" in m.why
