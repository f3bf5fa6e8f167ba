"""Discard games (Biryuk, Firewood, Pit) and pure collecting games (Spark, Sharing, Roulette):
each game's special rule in a hand-built position, with the exact legal moves and results;
illegal moves rejected by name with the state unchanged; every tile always in one place."""

import pytest
from helpers import legal as moves
from helpers import rejected

import domino_lab as dl
from domino_lab.bots import Greedy, MonteCarlo, Random
from domino_lab.match import run_deal
from domino_lab.testing import check_game
from domino_lab.tiles import DominoSet, parse_tiles, tiles_text

SET = DominoSet(6)


def rest_of_set(*groups: str) -> str:
    """The tiles of the set not named in ``groups`` (to fill the pit or the boneyard)."""
    used = {t for g in groups for t in parse_tiles(g)}
    return tiles_text(t for t in SET if t not in used)


def discard_position(gid: str, hands: list[str], table: str = "-", turn: int = 0, boneyard: str = "-",
                     extra: str = "", **options) -> dl.State:
    """A discard position; every tile not in a hand, the table or the boneyard is in the pit."""
    pit = rest_of_set(*hands, table, boneyard)
    text = (f"{gid} | hands: {' / '.join(hands)} | table: {table} | boneyard: {boneyard} | turn: {turn} "
            f"| pit: {pit}{extra}")
    return dl.State.from_text(text, dl.game(gid, **options))


def collecting_position(gid: str, boneyard: str, players: int = 3, turn: int = 0, hands=None, extra="",
                        **options) -> dl.State:
    """A collecting position; ``boneyard`` is listed bottom to top (the last tile is drawn first);
    every other tile has already been collected by player 0 (so the collections are known)."""
    hands = hands or ["-"] * players
    done = rest_of_set(boneyard, *hands)
    collected = " / ".join([done] + ["-"] * (players - 1))
    text = (f"{gid} | hands: {' / '.join(hands)} | table: - | boneyard: {boneyard} | turn: {turn} "
            f"| collected: {collected}{extra}")
    return dl.State.from_text(text, dl.game(gid, **options))


# --------------------------------------------------------------------------------------------------
# Biryuk
# --------------------------------------------------------------------------------------------------

def biryuk_table():
    return discard_position("biryuk", ["0-1 3-4", "0-0 1-3 2-5 6-6", "0-2 3-3", "1-1 4-4"], table="2-6", turn=1)


def test_biryuk_attach_then_choose_which_tile_to_discard():
    s = biryuk_table()
    assert moves(s) == [
        "2-5 on 2-6, discard 2-6", "2-5 on 2-6, discard 2-5 and take 2-6",
        "6-6 on 2-6, discard 2-6", "6-6 on 2-6, discard 6-6 and take 2-6",
    ]
    keep_own = s.clone().play("2-5 on 2-6, discard 2-6")
    assert keep_own.table.tiles() == [dl.Tile(2, 5)] and keep_own.pit[-1] == dl.Tile(2, 6)
    assert keep_own.hands[1] == set(parse_tiles("0-0 1-3 6-6")) and keep_own.current == 2
    assert moves(keep_own) == ["0-2 on 2-5, discard 2-5", "0-2 on 2-5, discard 0-2 and take 2-5"]
    keep_original = s.play("6-6 on 2-6, discard 6-6 and take 2-6")
    assert keep_original.pit[-1] == dl.Tile(6, 6) and keep_original.table.empty
    assert keep_original.hands[1] == set(parse_tiles("0-0 1-3 2-5 2-6"))
    assert keep_original.current == 2 and moves(keep_original) == ["lead 0-2", "lead 3-3"]
    s.check_conservation()


def test_biryuk_cannot_attach_takes_the_table_tile_and_the_next_leads():
    s = discard_position("biryuk", ["0-1 3-4", "0-0 1-3", "0-2 3-3", "1-1 4-4"], table="2-6", turn=1)
    assert moves(s) == ["take 2-6"]
    s.play("take 2-6")
    assert s.hands[1] == set(parse_tiles("0-0 1-3 2-6")) and s.table.empty and s.current == 2
    assert moves(s) == ["lead 0-2", "lead 3-3"]
    s.check_conservation()


def test_biryuk_first_out_wins_and_scores_the_others_pips():
    s = discard_position("biryuk", ["0-1 3-4", "2-5", "0-2 3-3", "1-1 4-4"], table="2-6", turn=1)
    assert moves(s) == ["2-5 on 2-6, discard 2-6", "2-5 on 2-6, discard 2-5 and take 2-6"]
    assert not s.clone().play("2-5 on 2-6, discard 2-5 and take 2-6").over  # 2-6 came back: not out
    s.play("2-5 on 2-6, discard 2-6")
    r = s.result()
    assert (r.reason, r.winner, r.points) == ("out", 1, (0, 8 + 8 + 10, 0, 0))
    assert r.why == "player 1 went out and scores the others' 26 pips"


def test_biryuk_illegal_moves_name_the_rule():
    s = biryuk_table()
    rejected(s, "take 2-6", "only when no tile of yours shares a number")
    rejected(s, "lead 2-5", "the table is not empty: attach 2-5 to 2-6")
    rejected(s, "1-3", "shares no number with the table tile 2-6")
    rejected(s, "0-0 on 2-6, discard 2-6", "0-0 shares no number with the table tile 2-6")
    rejected(s, "2-5 on 2-6, discard 1-3", "discard one of the two tiles, 2-5 or 2-6, not 1-3")
    rejected(s, "2-5", "fits more than one place; say which")
    rejected(s, "3-4", "not in player 1's hand")


def test_biryuk_stall_is_a_fish_won_by_the_lowest_hand():
    s = discard_position("biryuk", ["0-1 4-5", "0-0 1-3", "0-2 3-3", "1-1 4-4"], table="2-6", turn=1,
                         extra=" | quiet: 3", stall_rounds=1)
    s.play("take 2-6")  # the fourth move in a row with nothing discarded: one full round
    r = s.result()
    assert (r.reason, r.winner, r.hands) == ("fish", 2, (10, 12, 8, 10))
    assert r.points == (0, 0, 10 + 12 + 10 - 8, 0)


def test_biryuk_deal_sizes_and_set_aside():
    g = dl.game("biryuk")
    for players, size, aside in ((3, 9, 1), (4, 7, 0), (5, 5, 3)):
        s = g.deal(players, seed=1)
        assert [len(h) for h in s.hands] == [size] * players
        assert dict((n, len(list(t))) for n, t in s.zones())["set aside"] == aside
        obs = s.observation(0)
        assert not obs.public.boneyard and set(s.boneyard) <= obs.unseen  # set-aside tiles stay hidden


# --------------------------------------------------------------------------------------------------
# Firewood
# --------------------------------------------------------------------------------------------------

def test_firewood_lay_beside_the_last_tile_and_a_full_stack_goes_to_the_pit():
    s = discard_position("firewood", ["0-0 2-4", "0-6 2-2 1-5", "1-1 6-6", "1-4 5-5 0-3"], table="3-5", turn=1)
    assert moves(s) == ["1-5 beside 3-5"]
    s.play("1-5 beside 3-5")
    assert moves(s) == ["1-1 beside 1-5"]
    s.play("1-1 beside 1-5")
    assert moves(s) == ["1-4 beside 1-1"]
    pit = len(s.pit)
    s.play("1-4 beside 1-1")  # the fourth tile: everybody has laid one
    assert s.table.empty and s.pit[pit:] == parse_tiles("3-5 1-5 1-1 1-4")
    assert s.current == 0 and moves(s) == ["lead 0-0", "lead 2-4"]
    s.check_conservation()


def test_firewood_no_fit_draws_one_then_takes_the_unfinished_stack():
    hands = ["0-0 2-2", "0-6 4-4"]
    s = discard_position("firewood", hands, table="3-5", turn=1, boneyard="1-5 2-4")
    assert moves(s) == ["draw"]
    rejected(s, "take 3-5", "must first draw one tile")
    s.play("draw")  # 2-4 (the top of the boneyard) does not fit either
    assert moves(s) == ["take 3-5"]
    rejected(s, "draw", "only one tile a turn")
    s.play("take 3-5")
    assert s.hands[1] == set(parse_tiles("0-6 4-4 2-4 3-5")) and s.table.empty and s.current == 0
    assert moves(s) == ["lead 0-0", "lead 2-2"]
    s.check_conservation()


def test_firewood_a_drawn_tile_that_fits_must_be_laid():
    s = discard_position("firewood", ["0-0 2-2", "0-6 4-4"], table="3-5", turn=1, boneyard="2-4 1-5")
    s.play("draw")
    assert moves(s) == ["1-5 beside 3-5"]
    s.play("1-5 beside 3-5")  # two players: the stack of two goes to the pit
    assert s.table.empty and s.current == 0


def test_firewood_illegal_moves_name_the_rule():
    s = discard_position("firewood", ["0-0 2-4", "0-6 2-2 1-5", "1-1 6-6", "1-4 5-5 0-3"], table="3-5", turn=1)
    rejected(s, "draw", "while a tile of yours fits beside 3-5")
    rejected(s, "take 3-5", "only when no tile of yours fits")
    rejected(s, "2-2", "2-2 shares no number with the last tile of the stack, 3-5")
    rejected(s, "lead 1-5", "lay 1-5 beside 3-5 instead of leading")
    rejected(s, "2-2 beside 1-1", "shares no number")


def test_firewood_going_out():
    s = discard_position("firewood", ["0-0 2-4", "1-5", "1-1 6-6", "1-4 5-5 0-3"], table="3-5", turn=1)
    s.play("1-5 beside 3-5")
    r = s.result()
    assert (r.reason, r.winner, r.points[1]) == ("out", 1, 6 + 14 + 18)


# --------------------------------------------------------------------------------------------------
# Pit
# --------------------------------------------------------------------------------------------------

def pit_chain():
    return discard_position("pit", ["0-1 5-6", "2-3", "0-2 1-1 4-4", "0-5 6-6"], table="1-3 3-4", turn=2)


def test_pit_a_double_sends_the_whole_chain_to_the_pit_and_its_player_leads_again():
    s = pit_chain()
    assert moves(s) == ["1-1 on 1", "4-4 on 4"]
    pit = len(s.pit)
    s.play("4-4 on 4")
    assert s.table.empty and s.pit[pit:] == parse_tiles("1-3 3-4 4-4")
    assert s.current == 2 and moves(s) == ["lead 0-2", "lead 1-1"]
    s.check_conservation()


def test_pit_a_double_lead_goes_straight_to_the_pit():
    s = pit_chain().play("4-4 on 4")
    a = s.clone().play("lead 1-1")
    assert a.table.empty and a.pit[-1] == dl.Tile(1, 1) and a.current == 3  # the lead passes on
    assert moves(a) == ["lead 0-5", "lead 6-6"]
    b = discard_position("pit", ["0-1 5-6", "2-3", "0-2 1-1", "0-5 6-6"], turn=2, double_lead_again=True)
    b.play("lead 1-1")
    assert b.pit[-1] == dl.Tile(1, 1) and b.current == 2 and moves(b) == ["lead 0-2"]


def test_pit_no_fit_takes_the_whole_chain():
    s = discard_position("pit", ["0-1 5-6", "2-5", "0-2 1-1 4-4", "0-5 6-6"], table="1-3 3-4", turn=3)
    assert moves(s) == ["take 1-3 3-4"]
    s.play("take 1-3 3-4")
    assert s.hands[3] == set(parse_tiles("0-5 6-6 1-3 3-4")) and s.table.empty and s.current == 0
    s.check_conservation()


def test_pit_take_names_the_table_in_any_order():
    # Seed 000, "Яма": «Если у игрока нет для хода подходящего камня, он забирает себе, всё, что уже
    # выставили» ("a player with no tile to play takes everything laid"): which order he names it in
    # does not matter. Here 1-2 went on the left of the lead 2-5: the table reads 1-2 2-5.
    s = discard_position("pit", ["1-2 0-0", "3-3 4-4 0-6", "6-6", "0-3"], table="2-5", turn=0)
    s.play("1-2 on 2")
    assert s.table.to_text() == "1-2 2-5" and moves(s) == ["take 1-2 2-5"]  # as the table reads (issue 28)
    s.clone().play("take 2-5 1-2")  # in the order laid
    s.play("take 1-2 2-5")
    assert s.hands[1] == set(parse_tiles("3-3 4-4 0-6 1-2 2-5")) and s.table.empty and s.current == 2


def test_pit_going_out_with_a_double():
    s = discard_position("pit", ["0-1 5-6", "2-3", "4-4", "0-5 6-6"], table="1-3 3-4", turn=2)
    s.play("4-4 on 4")
    r = s.result()
    assert (r.reason, r.winner, r.points) == ("out", 2, (0, 0, 1 + 11 + 5 + 5 + 12, 0))


def test_pit_illegal_moves_name_the_rule():
    s = pit_chain()
    rejected(s, "take 1-3 3-4", "only when nothing fits")
    rejected(s, dl.Draw(), "nothing is drawn")
    rejected(s, "0-2", "does not match")


def test_pit_position_round_trip():
    s = pit_chain()
    assert dl.State.from_text(s.to_text()).to_text() == s.to_text()


# --------------------------------------------------------------------------------------------------
# Spark
# --------------------------------------------------------------------------------------------------

def test_spark_calls_and_guesses():
    s = collecting_position("spark", "0-0 1-1 3-3 4-6 2-5", players=2)
    assert moves(s) == ["call " + str(t) for t in SET] and moves(s)[:3] == ["call 0-0", "call 0-1", "call 0-2"]
    before = len(s.collected[0])
    both = s.clone().play("call 5-2")  # 2-5 turned: both ends guessed, prize 4-6, go again
    assert both.collected[0][before:] == parse_tiles("2-5 4-6") and both.current == 0
    one = s.clone().play("call 5-5")  # one 5 guessed: go again, no prize
    assert one.collected[0][before:] == parse_tiles("2-5") and one.current == 0
    miss = s.play("call 0-1")  # the tile is kept anyway, the turn passes
    assert miss.collected[0][before:] == parse_tiles("2-5") and miss.current == 1
    s.check_conservation()


def test_spark_the_caller_cannot_see_the_tile_and_most_tiles_wins():
    s = collecting_position("spark", "6-6", players=2, turn=1)
    obs = s.observation(1)
    assert not obs.public.boneyard and dl.Tile(6, 6) in obs.unseen
    s.play("call 6-6")
    r = s.result()
    assert r.points == (27, 1) and r.winner == 0
    assert r.why.startswith("the boneyard is used up; player 0 collected the most tiles")


def test_spark_illegal_moves_name_the_rule():
    s = collecting_position("spark", "0-0 1-1", players=2)
    rejected(s, dl.Draw(), "a turn is a call")
    rejected(s, "call 7-7", "7-7 is not a tile of the double-6 set")


# --------------------------------------------------------------------------------------------------
# Sharing
# --------------------------------------------------------------------------------------------------

def test_sharing_keep_one_and_the_player_left_without_a_tile_draws():
    s = collecting_position("sharing", "2-2 1-1 0-6 5-6", players=3, hands=["0-4 3-3", "-", "-"])
    assert moves(s) == ["keep 0-4", "keep 3-3", "give 0-4 to player 1", "give 3-3 to player 1"]
    keep = s.clone().play("keep 3-3")
    assert moves(keep) == ["give 0-4 to player 1"]  # one kept: the rest go round, nothing more kept
    keep.play("give 0-4 to player 1")
    assert keep.collected[0][-1] == dl.Tile(3, 3) and keep.collected[1] == parse_tiles("0-4")
    assert keep.current == 2 and keep.hands[2] == set(parse_tiles("0-6 5-6"))  # drew the top two
    give = s.play("give 3-3 to player 1")  # the first tile given away: all of them go
    assert moves(give) == ["give 0-4 to player 2"]
    give.play("give 0-4 to player 2")
    assert give.collected[1:] == [parse_tiles("3-3"), parse_tiles("0-4")]
    assert give.current == 0 and give.hands[0] == set(parse_tiles("0-6 5-6"))
    assert not give.observation(1).public.hands[0]  # the drawn tiles are the drawer's secret
    s.check_conservation()


def test_sharing_ends_when_too_few_tiles_are_left_and_highest_pips_win():
    s = collecting_position("sharing", "6-6", players=4, hands=["0-1 5-5 3-4", "-", "-", "-"])
    for move in ("keep 5-5", "give 0-1 to player 1", "give 3-4 to player 2"):
        s.play(move)
    r = s.result()
    assert s.boneyard == [dl.Tile(6, 6)]  # one tile left; a turn needs three
    assert r.points == (168 - 12 - 1 - 7 + 10 - 10, 1, 7, 0) and r.winner == 0
    s.check_conservation()


def test_sharing_any_number_of_players():
    # Seed 000, "Делёжка": «Число игроков - произвольное» ("any number of players")
    g = dl.game("sharing")
    assert g.info.players == (2, 28)
    two = collecting_position("sharing", "2-2 1-1", players=2, hands=["0-4", "-"])
    assert moves(two) == ["keep 0-4", "give 0-4 to player 1"]  # one tile drawn: keep it, or give it
    assert two.clone().play("keep 0-4").current == 1 and two.play("give 0-4 to player 1").current == 0
    many = g.deal(12, seed=1)
    assert len(many.hands[0]) == 11 and len(many.legal_moves()) == 22  # keep one of 11, or give one
    record = dl.play(g, [Greedy()] * 12, seed=1)
    assert record.result.reason == "collected" and sum(record.result.points) <= 168


def test_sharing_illegal_moves_name_the_rule():
    s = collecting_position("sharing", "2-2 1-1 0-6 5-6", players=3, hands=["0-4 3-3", "-", "-"])
    rejected(s, "keep 6-6", "you share the tiles you drew (0-4 3-3)")
    rejected(s, "give 0-4 to player 2", "the next one goes to player 1")
    rejected(s, dl.Draw(), "keep one and hand the rest round")
    s.play("keep 0-4")
    rejected(s, "keep 3-3", "you keep at most one tile")


# --------------------------------------------------------------------------------------------------
# Roulette
# --------------------------------------------------------------------------------------------------

def test_roulette_count_the_pips_round_the_table():
    s = collecting_position("roulette", "0-0 1-1 2-3", players=3)
    assert moves(s) == ["draw"]
    s.play("draw")  # 2-3: five round three players from player 0 lands on player 2
    assert s.collected[0][-1] == dl.Tile(2, 3) and s.current == 2
    s.play("draw")  # 1-1: two from player 2 lands on player 1
    assert s.collected[2] == parse_tiles("1-1") and s.current == 1
    s.play("draw")  # 0-0 for player 1, and the boneyard is used up
    assert s.result().winner == 0 and s.result().points == (168 - 0 - 2, 0, 2)


def test_roulette_variant_lower_or_higher_and_a_double_draws_again():
    # player 1 (turn) is asked for player 0's draw (drawer)
    s = collecting_position("roulette", "0-1 4-4 2-6", players=3, turn=1, extra=" | drawer: 0", call_end=True)
    assert moves(s) == ["call lower", "call higher"]
    low = s.clone().play("call lower")  # 2-6, lower end 2: player 2 draws next, player 0 is asked
    assert (low.drawer, low.current) == (2, 0)
    high = s.play("call higher")  # 6 round three players comes back to player 0
    assert (high.drawer, high.current) == (0, 1)
    high.play("call higher")  # 4-4: a double, player 0 keeps it and draws again
    assert high.collected[0][-1] == dl.Tile(4, 4) and (high.drawer, high.current) == (0, 1)
    rejected(high, dl.Draw(), "the only moves are 'call lower' and 'call higher'")


def test_roulette_illegal_moves_name_the_rule():
    s = collecting_position("roulette", "0-0 1-1 2-3", players=3)
    rejected(s, dl.Pass(), "a turn is drawing one tile")


# --------------------------------------------------------------------------------------------------
# All six: conservation, zones, bots to the end, match scoring
# --------------------------------------------------------------------------------------------------

SIX = ["biryuk", "firewood", "pit", "spark", "sharing", "roulette"]


@pytest.mark.parametrize("gid", SIX)
def test_conservation_over_seeded_bot_deals(gid):
    game = dl.game(gid)
    players = game.default_players
    extra = {"biryuk": "pit", "firewood": "pit", "pit": "pit"}.get(gid, "collected 0")
    for seed in range(20):
        s = game.deal(players, seed)
        assert extra in [name for name, _ in s.zones()]
        bots = [Random(seed + k) if k % 2 else Greedy() for k in range(players)]
        while not s.over:
            s.play(bots[s.current].choose(s.observation(s.current), s.legal_moves()))
            s.check_conservation()
        assert sum(len(list(t)) for _, t in s.zones()) == 28 and s.result().why


@pytest.mark.parametrize("gid", SIX)
def test_montecarlo_bot_plays_to_the_end(gid):
    game = dl.game(gid)
    s = game.deal(game.info.players[0], seed=4)
    run_deal(s, [MonteCarlo(2, k) for k in range(s.players)])
    assert s.over and s.result().why


@pytest.mark.parametrize("gid, options", [("roulette", {"call_end": True}), ("pit", {"double_lead_again": True}),
                                          ("biryuk", {"stall_rounds": 1})])
def test_rule_variants_pass_the_conformance_check(gid, options):
    game = dl.game(gid, **options)
    for players in sorted(set(game.info.players)):
        report = check_game(game, players, n=6, seed=3)
        assert report.games == 6 and report.rejected > 0
    assert dl.play_match(game, [Greedy(), Random(1), Greedy()], seed=2).why


def test_collecting_match_is_one_deal_per_player():
    rec = dl.play_match(dl.game("spark", next_leader="left"), [Random(1), Greedy(), Random(2)], seed=1)
    assert len(rec.deals) == 3 and rec.why.startswith("after 3 deals")
    assert [d.context.get("leader", 0) for d in rec.deals] == [0, 1, 2]  # the lead passed to the left
    totals = [sum(d.result.points[p] for d in rec.deals) for p in range(3)]
    assert list(rec.scores[-1]) == totals and sum(totals) == 3 * 28
    assert len(dl.play_match(dl.game("roulette", deals=2), [Greedy()] * 3, seed=1).deals) == 2


def test_discard_match_goes_to_the_target_and_the_winner_leads_next():
    rec = dl.play_match(dl.game("pit", target=50), [Random(1), Greedy(), Random(2), Greedy()], seed=3)
    assert max(rec.scores[-1]) >= 50 and "target 50" in rec.why
    for prev, nxt in zip(rec.deals, rec.deals[1:]):
        if prev.result.winner is not None:
            assert nxt.context["leader"] == prev.result.winner
