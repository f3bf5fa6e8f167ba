"""Who leads the next deal (issue 15, item 7). Seed 000's general rule: «в каждом последующем коне
заходящий игрок, начинающий игру, определяется по результатам предыдущего кона (это или выигравший
или первый по кругу после проигравшего)» ("in each later deal the player who leads is set by the
result of the previous one: the winner, or the first player round after the loser"). The winner
leads by default; ``next_leader="left"`` passes the lead to the left; Forty-Two keeps its bidding,
the lead passing to the left."""

import pytest

import domino_lab as dl
from domino_lab.bots import Greedy, Random
from domino_lab.match import Match

GAMES = {"bingo": 2, "candelabra": 3, "seven_dwarfs": 7, "spark": 3, "sharing": 3, "roulette": 3}


def leaders(record):
    return [d.context.get("leader", 0) for d in record.deals]


def expected(record, rule):
    """The leader of each deal as the rule says, from the deals before it."""
    out = [0]
    for deal in record.deals[:-1]:
        winner = deal.result.winner
        out.append(winner if rule == "winner" and winner is not None else (out[-1] + 1) % record.players)
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_winner_leads_the_next_deal(game_id):
    players = GAMES[game_id]
    bots = [Greedy() if k % 2 else Random(k) for k in range(players)]
    record = dl.play_match(dl.game(game_id), bots, seed=4)
    assert len(record.deals) > 1 and leaders(record) == expected(record, "winner")
    assert any(d.result.winner not in (None, (i + 1) % players)
               for i, d in enumerate(record.deals[:-1])), "no deal here tells the two rules apart"
    left = dl.play_match(dl.game(game_id, next_leader="left"), bots, seed=4)
    assert leaders(left) == expected(left, "left")


def test_a_drawn_deal_passes_the_lead_to_the_left():
    game = dl.game("bingo")
    for reply, leader in (("3-6", 1), ("2-4", 0)):  # 3-6 takes the last trick: 7–7; 2-4 loses it: 8–6
        match = Match(game, players=2, seed=0)
        state = game.position(["3-5", reply], leader=0, trump=1, tricks=[7, 6])
        match.record(state.play("lead 3-5").play(f"play {reply}"))
        assert match.context == {"leader": leader}


def test_forty_two_keeps_its_bidding_order():
    record = dl.play_match(dl.game("forty_two"), [Greedy(), Random(1), Greedy(), Random(3)], seed=2)
    assert leaders(record) == [k % 4 for k in range(len(record.deals))]
    with pytest.raises(dl.SetupError, match="forty_two has no option next_leader"):
        dl.game("forty_two", next_leader="winner")
