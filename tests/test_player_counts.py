"""Player counts the seeds give (issue 15, item 3): each count dealt as the seed says, cited.

Seed 000 names, game by game, how many play and how the tiles are shared; its general rule for
5 or 6 players: «Если же игроков 5 или 6, на руки набирается, соответственно только по 5 и по 4
доминушки, а остальные автоматически образуют неразобранный базар» ("with 5 or 6 players each
takes only 5 or 4 tiles, and the rest make up the boneyard")."""

import pytest

import domino_lab as dl
from domino_lab.bots import Greedy, Random


def deal(game_id, players, seed=1):
    return dl.game(game_id).deal(players, seed=seed)


def sizes(state):
    return [len(h) for h in state.hands], len(state.boneyard)


# «4 игрока по 7 камней. 3 игрока по 7 с базаром, 5 игроков по 5 с базаром» (Double-lock, Odd and
# Even; Donkey: «2,3 игрока - по 7 с базаром, 5 игроков - по 5 с базаром»): "4 players 7 tiles each,
# 3 players 7 with a boneyard, 5 players 5 with a boneyard".
@pytest.mark.parametrize("game_id", ["double_lock", "donkey", "odd_even"])
def test_five_players_get_five_tiles_and_a_boneyard(game_id):
    assert dl.game(game_id).info.players == (2, 5)
    assert sizes(deal(game_id, 5)) == ([5] * 5, 3)
    assert sizes(deal(game_id, 3)) == ([7] * 3, 7)


# Fork: «4 игрока по 7 камней, меньше - по 7 плюс базар, больше - максимально возможное равное плюс
# базар» ("fewer: 7 plus a boneyard; more: the largest equal number plus a boneyard"); Firewood the
# same («больше - максимально возможное равное количество плюс базар»).
@pytest.mark.parametrize("game_id", ["fork", "firewood"])
def test_more_players_get_the_largest_equal_hands_and_a_boneyard(game_id):
    assert dl.game(game_id).info.players == (2, 6)
    assert sizes(deal(game_id, 5)) == ([5] * 5, 3)
    assert sizes(deal(game_id, 6)) == ([4] * 6, 4)


# Blitz: «Больше игроков - поровну, остаток сбрасывается кроме одной кости - общей заходной» ("more
# players: equal shares, the rest is set aside but for one tile, the common lead").
def test_blitz_more_players_share_a_common_lead_and_never_draw():
    five = deal("blitz", 5)
    assert sizes(five) == ([5] * 5, 2) and len(five.table.tiles()) == 1 and five.current == 0
    assert not any(m == dl.Draw() for m in five.legal_moves())
    six = dl.position("blitz", ["0-6 4-4 4-6 5-5", "0-1 0-5 1-4 1-6", "1-3 2-3 4-5 6-6", "0-3 1-2 2-2 2-5",
                                "0-0 0-2 3-6 5-6", "1-5 2-4 3-4 3-5"], "1-1", boneyard="0-4 2-6 3-3")
    assert [str(m) for m in six.legal_moves()] == ["pass"]  # three tiles set aside: none is drawn
    assert not [s for s in six.status() if s.label == "boneyard"]
    record = dl.play(dl.game("blitz"), [Random(k) for k in range(6)], seed=2)
    assert record.result.reason in ("out", "fish")


# Spark and Sharing: «Число игроков - произвольное» ("any number of players"); Roulette: «Число
# игроков произвольное, более 2х» ("any number, more than two").
@pytest.mark.parametrize("game_id,fewest", [("spark", 2), ("sharing", 2), ("roulette", 3)])
def test_collecting_games_seat_any_number_up_to_a_tile_each(game_id, fewest):
    game = dl.game(game_id)
    assert game.info.players == (fewest, len(game.set))
    for players in (fewest, 9, len(game.set)):
        record = dl.play(game, [Greedy() if k % 2 else Random(k) for k in range(players)], seed=players)
        assert record.result.reason == "collected" and len(record.result.points) == players
    with pytest.raises(dl.SetupError, match="played by"):
        game.deal(len(game.set) + 1, seed=1)
