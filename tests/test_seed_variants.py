"""The seeds' variants that could not be chosen before (issue 30, §6), each an option whose default
is the seed's main rule: sports dominoes (seed 003), Candelabra's spare tile bought by agreement
(seed 000), Sausage's occasional double lead (seed 003)."""

import pytest

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.testing import check_game

BOTS4 = [Greedy(), Random(1), Greedy(), Random(2)]


# -- sports dominoes: Kozel in pairs, leads in turn, a multiple of 4 deals --------------------------------
def test_sports_dominoes_seats_lead_in_turn_with_any_tile():
    game = dl.game("kozel", leads="in_turn", deals=8)
    match = dl.Match(game, 4, seed=5)
    first = match.deal()
    assert first.current == 0 and len(first.legal_moves()) == 7  # seat 0 leads the first deal, any tile
    for k in range(1, 4):
        match.play_deal(BOTS4)
        state = match.deal()
        hand = sorted(map(str, state.hands[k]))
        assert state.current == k, k  # deal k is led by seat k, whoever won deal k - 1
        assert sorted(str(m.tiles[0]) for m in state.legal_moves()) == hand  # with any tile of his


def test_sports_dominoes_is_a_fixed_number_of_deals_not_a_race_to_101():
    record = dl.play_match(dl.game("kozel", leads="in_turn", deals=12), BOTS4, seed=0)
    assert len(record.deals) == 12
    assert max(record.scores[6]) >= 101  # past the goat's 101 after 7 deals, and the match went on
    final = record.scores[-1]
    assert final == (42, 253) and record.winner == 0  # the pair with fewer points against it wins
    assert "12 deals played" in record.why
    assert dl.game("kozel").options.deals is None  # the default is the seed's main rule: 101 is the goat


def test_sports_dominoes_refuses_a_number_of_deals_not_a_multiple_of_four():
    with pytest.raises(dl.SetupError, match="multiple of 4 deals"):
        dl.game("kozel", deals=6)


def test_sports_dominoes_passes_the_conformance_check():
    report = check_game(dl.game("kozel", leads="in_turn", deals=4), 4, n=6, seed=3)
    assert report.games == 6 and report.moves > 0


# -- Sausage: "sometimes a double leads" ------------------------------------------------------------------
def test_sausage_double_lead_leads_the_first_double_of_the_row_and_keeps_the_rest_in_order():
    plain, variant = dl.game("sausage").deal(2, 2), dl.game("sausage", double_lead=True).deal(2, 2)
    row = plain.rows[0]
    assert [str(t) for t in row[-4:]] == ["0-2", "0-0", "2-6", "4-5"]  # 4-5 would lead; 0-0 is the first double
    assert [str(m) for m in plain.legal_moves()] == ["lead 4-5"]
    assert [str(m) for m in variant.legal_moves()] == ["lead 0-0"]
    assert variant.rows[0] == [t for t in row if str(t) != "0-0"] + [row[-3]]  # nothing else moved
    assert variant.rows[1] == plain.rows[1]  # the other row is not touched
    variant.play("lead 0-0")
    assert variant.rows[0][-1] == row[-1]  # his next tile is the one that would have led


def test_sausage_double_lead_in_a_match_and_without_a_double():
    game = dl.game("sausage", double_lead=True)
    match = dl.Match(game, 2, seed=1)
    match.play_deal([Greedy(), Random(1)])
    second = match.deal()
    assert second.current == 1 and second.legal_moves()[0].tiles[0].is_double  # the lead alternates
    short = dl.game("sausage", hand_size=5)  # a row of 5 often holds no double: then the first tile leads
    no_double = next(s for s in range(200) if not any(t.is_double for t in short.deal(2, s).rows[0]))
    assert dl.game("sausage", hand_size=5, double_lead=True).deal(2, no_double).rows == short.deal(2, no_double).rows


def test_sausage_double_lead_passes_the_conformance_check():
    report = check_game(dl.game("sausage", double_lead=True), 2, n=8, seed=5)
    assert report.games == 8 and report.moves > 0


# -- Candelabra: the spare tile bought by agreement ---------------------------------------------------------
def test_candelabra_leader_buys_the_spare_and_sets_a_tile_aside_unseen():
    game = dl.game("candelabra", spare="buy")
    state = game.deal(3, 20)
    assert state.boneyard == [dl.Tile(0, 1)] and state.current == 0
    assert [str(m) for m in state.legal_moves()[:3]] == ["buy the spare", "lead 0-0", "lead 0-4"]
    state.play("buy the spare")
    assert dl.Tile(0, 1) in state.hands[0] and len(state.hands[0]) == 10 and not state.boneyard
    assert [str(m) for m in state.legal_moves()[:2]] == ["set aside 0-0", "set aside 0-1"]
    with pytest.raises(dl.IllegalMove):
        state.play("lead 0-4")  # a tile must go aside first
    state.play("set aside 0-0")
    assert state.boneyard == [dl.Tile(0, 0)] and len(state.hands[0]) == 9 and state.current == 0
    assert "buy the spare" not in map(str, state.legal_moves())  # one buy, then the trick
    assert [str(m) for _, m in state.observation(1).history] == ["buy the spare", "set aside a tile"]
    assert [str(m) for _, m in state.observation(0).history] == ["buy the spare", "set aside 0-0"]
    again = dl.State.from_text(state.to_text(), game=game)
    assert again.to_text() == state.to_text()


def test_candelabra_a_lead_declines_the_spare_and_the_default_never_offers_it():
    state = dl.game("candelabra", spare="buy").deal(3, 20)
    state.play("lead 0-4")
    assert state.boneyard == [dl.Tile(0, 1)] and "buy the spare" not in map(str, state.legal_moves())
    plain = dl.game("candelabra").deal(3, 20)
    assert "buy the spare" not in map(str, plain.legal_moves())  # the seed's main rule: the spare stays aside
    half = dl.game("candelabra", spare="buy").deal(3, 20)
    half.play("buy the spare")
    text = half.to_text()
    assert "buying: set aside" in text and dl.State.from_text(text, game=half.game).legal_moves() == half.legal_moves()


def test_candelabra_buying_passes_the_conformance_check_and_random_bots_do_buy():
    bought = []
    report = check_game(dl.game("candelabra", spare="buy"), 3, n=60, seed=2,
                        on_deal=lambda s: bought.append(any(str(m) == "buy the spare" for _, m in s.history)))
    assert report.games == 60 and sum(bought) >= 2, "no bot ever bought the spare: the variant went unchecked"
