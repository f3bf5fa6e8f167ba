"""Type 2.2, collecting from the table (tricks): Bingo, Forty-Two, Candelabra, Seven Dwarfs.

Each game gets a hand-built position of its own rule, with the exact legal moves and result."""


from helpers import legal
from helpers import rejected as rejects

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.games.tricks.base import Follow, Lead, beats_on_match, trick_winner
from domino_lab.games.tricks.forty_two import COUNTS, Bid
from domino_lab.tiles import Tile, parse_tiles

T = Tile.parse


# -- shared ranks -----------------------------------------------------------------------------------
def test_beats_on_match_compares_the_far_ends():
    assert beats_on_match(T("3-6"), T("3-5")) == 3  # joined at 3, 6 beats 5
    assert beats_on_match(T("5-6"), T("3-5")) == 5  # joined at 5, 6 beats 3
    assert beats_on_match(T("1-5"), T("3-5")) is None  # joined at 5, 1 loses to 3
    assert beats_on_match(T("2-4"), T("3-5")) is None  # not joined at all
    seven = lambda v: 7 if v == 0 else v  # noqa: E731 - Bingo's blank
    assert beats_on_match(T("0-3"), T("3-5"), seven) == 3


def test_trick_winner_trumps_then_suit_led():
    tiles = [T("4-6"), T("1-6"), T("6-6"), T("0-2")]
    assert trick_winner(tiles, trump=None) == 2  # 6-6 tops the suit of sixes
    assert trick_winner(tiles, trump=2) == 3  # the only trump
    assert trick_winner([T("1-4"), T("4-6"), T("0-4")], trump=None, follow="either_end") == 1


# -- Forty-Two ------------------------------------------------------------------------------------------
def test_forty_two_count_tiles_total_35_and_a_hand_42():
    for kind in ("seed", "published"):
        assert sum(COUNTS[kind].values()) == 35
    assert set(COUNTS["seed"].values()) == {7}
    for kind in ("seed", "published"):
        game = dl.game("forty_two", count_values=kind)
        for seed in range(20):
            state = game.deal(4, seed)
            dl.match.run_deal(state, [Random(seed), Greedy(), Random(seed + 1), Greedy()])
            took = state.result().took
            assert sum(took) == 42 and sum(state.tricks) == 7


def test_forty_two_bidding_and_trumps():
    state = dl.game("forty_two").deal(4, seed=1)
    assert legal(state) == [f"bid {n}" for n in range(30, 43)]
    rejects(state, Bid(25), "at least 30")
    rejects(state, "bid 29", "at least 30")
    rejects(state, Bid(43), "42")
    rejects(state, Lead(sorted(state.hands[0])[0]), "bidding")
    state.play("bid 31").play("bid 35")  # the other team outbids: player 1 names trumps and leads
    assert state.declarer == 1 and state.current == 1
    assert legal(state) == [f"trumps {s}" for s in range(7)]
    state.play("trumps 4")
    assert state.current == 1 and legal(state) == [f"lead {t}" for t in sorted(state.hands[1])]
    rejects(state, Bid(40), "bidding is over")


def test_forty_two_equal_bids_leave_it_with_the_first():
    state = dl.game("forty_two").deal(4, seed=1, match=dl.match._Context({"leader": 2}))
    assert state.current == 2
    state.play("bid 33").play("bid 33")
    assert state.declarer == 2 and state.current == 2


def _forty_two_trick(**options):
    """Trumps 2; player 0 has led 4-6, which calls the suit of sixes (its higher end)."""
    game = dl.game("forty_two", **options)
    state = game.position(["4-6", "1-6 6-6 2-6 3-4", "0-0 2-3 5-5", "5-6 1-1"], leader=0,
                          bids=[(0, 30), (1, 30)], declarer=0, trump=2, spare_to=1)
    return state.play("lead 4-6")


def test_forty_two_follow_suit_by_the_higher_end():
    state = _forty_two_trick()
    assert legal(state) == ["play 1-6", "play 6-6"]  # 2-6 is a trump, not a six; 3-4 no six
    rejects(state, Follow(T("3-4")), "must follow suit 6", "1-6 6-6")
    rejects(state, Follow(T("2-6")), "must follow suit 6")
    state.play("play 1-6")
    assert legal(state) == ["play 0-0", "play 2-3", "play 5-5"]  # no six: trump or discard, freely
    state.play("play 2-3")  # trumps
    assert legal(state) == ["play 5-6"]
    state.play("play 5-6")
    assert state.last == (2, (T("4-6"), T("1-6"), T("2-3"), T("5-6")))
    assert state.current == 2 and state.tricks[2] == 1
    assert state.side_points()[0] == 1 + 7 + 7  # a trick, 4-6 and 2-3


def test_forty_two_published_follow_by_either_end():
    game = dl.game("forty_two")
    seed_rule = game.position(["1-4", "4-6 0-4 3-3", "0-0", "1-1"], bids=[(0, 30), (1, 30)],
                              declarer=0, trump=5).play("lead 1-4")
    assert legal(seed_rule) == ["play 0-4"]  # 4-6's higher end is 6
    either = dl.game("forty_two", follow="either_end")
    published = either.position(["1-4", "4-6 0-4 3-3", "0-0", "1-1"], bids=[(0, 30), (1, 30)],
                                declarer=0, trump=5).play("lead 1-4")
    assert legal(published) == ["play 0-4", "play 4-6"]


def _last_trick(bid_by, amount):
    """Six tricks played; team 1/3 holds every count tile but 5-5, which player 3 still has."""
    taken1 = parse_tiles("2-3 1-4 0-5 0-0 0-2 0-3 0-4 0-6")
    taken3 = parse_tiles("4-6 1-3 1-5 1-6")
    bids = [(0, 30), (1, 30)]
    bids[bid_by] = (bid_by, amount)
    state = dl.game("forty_two").position(
        ["6-6", "0-1", "1-2", "5-5"], leader=0, bids=bids, declarer=bid_by, trump=5,
        tricks=[3, 2, 0, 1], taken=[[], taken1, [], taken3], spare_to=0)
    assert len(state.taken[0]) == 12
    state.play("lead 6-6").play("play 0-1").play("play 1-2").play("play 5-5")  # 5-5 trumps it
    return state.result()


def test_forty_two_failed_bid_gives_opponents_the_bid_plus_their_own():
    result = _last_trick(bid_by=0, amount=35)
    assert result.took == (3, 39)  # 3 tricks; 4 tricks + five count tiles = 39: 42 in all
    assert result.points == (0, 35 + 39)
    assert result.reason == "set" and "bid 35 but took 3" in result.why


def test_forty_two_made_bid_scores_both_teams():
    result = _last_trick(bid_by=1, amount=39)
    assert result.points == (3, 39) and result.reason == "bid made" and result.winner == 1


# -- Bingo -----------------------------------------------------------------------------------------------
def test_bingo_upturned_tile_names_trumps_blank_counts_seven():
    state = dl.game("bingo").position(["2-5 6-6", "1-2 4-4"], boneyard="0-3 1-1 2-2")
    assert state.upturned == T("0-3") and state.trump == 0  # the blank counts 7, above the 3
    assert state.boneyard == [T("1-1"), T("2-2")] and "trumps: 0 | upturned: 0-3" in state.to_text()
    assert dl.game("bingo").position(["2-5", "1-2"], boneyard="4-6 1-1").trump == 6
    deal = dl.game("bingo").deal(2, seed=9)
    assert [len(h) for h in deal.hands] == [7, 7] and len(deal.boneyard) == 13 and deal.upturned
    assert deal.upturned not in deal.observation(1).unseen  # face up: everyone sees it


def _bingo(trump, lead_hand, reply_hand, **options):
    state = dl.game("bingo", **options).position([lead_hand, reply_hand], leader=0, trump=trump,
                                                 boneyard="1-1 2-2", spare_to=1)
    return state


def test_bingo_reply_takes_with_trump_or_a_match_and_a_higher_end():
    state = _bingo(4, "3-5 6-6", "3-6 5-6 1-5 2-4 0-4 0-3 2-3")
    state.play("lead 3-5")
    assert legal(state) == ["play 0-3", "play 0-4", "play 1-5", "play 2-3", "play 2-4", "play 3-6", "play 5-6"]
    takes = {str(t): state.reply_takes(T("3-5"), t) for t in sorted(state.hands[1])}
    assert takes == {"0-3": True,  # joined at 3, the blank counts 7 > 5
                     "0-4": True, "2-4": True,  # trumps
                     "1-5": False,  # joined at 5, but 1 < 3
                     "2-3": False,  # joined at 3, 2 < 5
                     "3-6": True, "5-6": True}
    rejects(state, Lead(T("3-6")), "trick is in play")
    state.play("play 1-5")  # the leader takes; he refills first (2-2), the other gets the upturned 1-1
    assert state.tricks == [1, 0] and state.current == 0
    assert T("2-2") in state.hands[0] and T("1-1") in state.hands[1] and not state.boneyard


def test_bingo_led_trump_published_option():
    seed_rule = _bingo(5, "2-5 6-6", "1-5 5-6").play("lead 2-5")
    assert seed_rule.reply_takes(T("2-5"), T("1-5"))  # seed: any trump in the reply takes
    published = _bingo(5, "2-5 6-6", "1-5 5-6", trump_lead="higher").play("lead 2-5")
    assert not published.reply_takes(T("2-5"), T("1-5"))  # a lower trump
    assert published.reply_takes(T("2-5"), T("5-6"))
    assert published.reply_takes(T("2-5"), T("5-5"))  # the double of trumps


def test_bingo_most_tricks_wins_and_seven_all_is_a_draw():
    def last(reply):
        state = dl.game("bingo").position(["3-5", reply], leader=0, trump=1, tricks=[7, 6])
        return state.play("lead 3-5").play(f"play {reply}").result()

    draw = last("3-6")  # takes: 7–7
    assert draw.winner is None and draw.points == (0, 0) and "drawn" in draw.why
    win = last("2-4")
    assert win.winner == 0 and win.points == (1, 0) and win.tricks == (8, 6)


# -- Candelabra --------------------------------------------------------------------------------------------
def _candelabra(p2_hand, tricks=(0, 0, 0)):
    state = dl.game("candelabra").position(["3-4 5-5", "4-6 1-3", p2_hand], leader=0, tricks=list(tricks))
    return state.play("lead 3-4")


def test_candelabra_overtaking_chain():
    state = _candelabra("6-6 3-5 0-1")
    assert legal(state) == ["1-3 on the 3 of 3-4", "4-6 on the 4 of 3-4"]
    state.play("4-6 on the 4 of 3-4")  # 6 beats 3: the second holds the trick
    assert legal(state) == ["3-5 on the 3 of 3-4", "6-6 on the 6 of 4-6"]
    rejects(state, "give 0-1", "given away only when none can")
    twin = state.clone()
    state.play("6-6 on the 6 of 4-6")  # joined to the holding tile and higher (6 > 4): the third takes
    assert state.last[0] == 2 and state.current == 2
    twin.play("3-5 on the 3 of 3-4")  # beats the lead, which had already lost: the second keeps it
    assert twin.last[0] == 1


def test_candelabra_leader_takes_when_nobody_beats_and_give_any():
    state = _candelabra("0-2 2-6")
    state.play("1-3 on the 3 of 3-4")  # 1 < 4
    assert legal(state) == ["give 0-2", "give 2-6"]  # nothing joins the free 4 or 1
    rejects(state, "0-2 on the 3 of 3-4", "cannot join", "the 1 of 1-3, the 4 of 3-4")
    state.play("give 0-2")
    assert state.last == (0, (T("3-4"), T("1-3"), T("0-2")))


def test_candelabra_four_four_one_costs_the_third_two():
    state = dl.game("candelabra").position(["3-4", "4-6", "0-1"], leader=0, tricks=[4, 3, 1])
    state.play("lead 3-4").play("4-6 on the 4 of 3-4")
    assert legal(state) == ["give 0-1"]
    state.play("give 0-1")
    result = state.result()
    assert state.tricks == [4, 4, 1] and result.points == (4, 4, -2)


def test_candelabra_three_three_three_scores_nobody_and_four_plus_scores():
    state = dl.game("candelabra").position(["3-4", "4-6", "0-1"], leader=0, tricks=[3, 2, 3])
    state.play("lead 3-4").play("4-6 on the 4 of 3-4").play("give 0-1")
    assert state.result().points == (0, 0, 0) and "nobody scores" in state.result().why
    state = dl.game("candelabra").position(["3-4", "4-6", "0-1"], leader=0, tricks=[2, 4, 2])
    state.play("lead 3-4").play("4-6 on the 4 of 3-4").play("give 0-1")
    assert state.result().points == (0, 5, 0)


def test_candelabra_deal_sets_a_widow_aside():
    state = dl.game("candelabra").deal(3, seed=4)
    assert [len(h) for h in state.hands] == [9, 9, 9] and len(state.boneyard) == 1
    assert not state.observation(0).public.boneyard


# -- Seven Dwarfs ------------------------------------------------------------------------------------------
def _dwarfs(hands, trick, **fields):
    """Seven hands (text; ``None``: dealt the tiles named nowhere else) and a chest in play."""
    game = dl.game("seven_dwarfs")
    used = {t for h in hands if h for t in parse_tiles(h)} | {m.tile for _, m in trick}
    used |= {t for chests in fields.get("taken", []) for t in chests}
    rest = [t for t in game.set if t not in used]
    empty = [i for i, h in enumerate(hands) if h is None]
    hands = list(hands)
    for k, i in enumerate(empty):
        hands[i] = " ".join(map(str, rest[k::len(empty)]))
    current = (trick[-1][0] + 1) % 7
    return game.position(hands, leader=trick[0][0], trick=trick, current=current, **fields)


CHEST = [(0, Lead(T("0-1"))), (1, Follow(T("2-3"))), (2, Follow(T("4-4")))]


def test_seven_dwarfs_new_numbers_and_a_closing_double():
    state = _dwarfs([None, None, None, "5-6 5-5 6-6 3-3", None, None, None], CHEST)
    assert legal(state) == ["play 5-5", "play 6-6"]
    rejects(state, Follow(T("5-6")), "must be a double")
    rejects(state, Follow(T("3-3")), "shows 3, already on the table")
    rejects(state, "pass", "cannot pass")
    state.play("play 6-6")  # closes the chest: player 3 takes it, player 4 leads the next
    assert state.taken[3] == parse_tiles("0-1 2-3 4-4 6-6") and state.current == 4
    assert legal(state) == [f"lead {t}" for t in sorted(state.hands[4])]


def test_seven_dwarfs_chest_and_going_out_score():
    old_chest = parse_tiles("0-2 1-4 3-6 5-5")  # player 5 took it earlier: 2 + 5 + 9 + 10 = 26
    state = _dwarfs([None, None, None, "6-6", None, None, None], CHEST,
                    taken=[[], [], [], [], [], old_chest, []], tricks=[0, 0, 0, 0, 0, 1, 0])
    state.play("play 6-6")  # his last tile closes the chest (1 + 5 + 8 + 12 = 26) and he is out
    result = state.result()
    assert result.points == (0, 0, 0, 76, 0, 26, 0) and result.winner == 3 and result.out == 3


def test_seven_dwarfs_pass_and_dead_chest():
    hands = ["0-2", "1-2", "0-3", "1-4", "0-5", "1-6", "0-6"]  # the rest: chests player 3 took earlier
    state = dl.game("seven_dwarfs").position(["0-1 0-2"] + hands[1:], leader=0, spare_to=3)
    state.play("lead 0-1")
    for p in range(1, 7):  # every tile left shows a 0 or a 1
        assert state.current == p and legal(state) == ["pass"]
        rejects(state, Follow(T(hands[p])), "already on the table")
        state.play("pass")
    assert legal(state) == ["pass"]
    state.play("pass")  # player 0 cannot go on either: the chest is dead, set aside
    assert state.aside == [T("0-1")] and not state.trick and state.current == 1
    assert legal(state) == ["lead 1-2"]
    state.check_conservation()


def test_seven_dwarfs_match_is_seven_deals():
    record = dl.play_match(dl.game("seven_dwarfs"), [Greedy()] * 7, seed=3)
    assert len(record.deals) == 7 and record.why.startswith("after 7 deals")
    totals = [sum(d.result.points[p] for d in record.deals) for p in range(7)]
    assert list(record.scores[-1]) == totals
