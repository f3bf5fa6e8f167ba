"""Defects found in an attack run on what a teacher, a learner or a game designer touches
(defects12), each with its reproduction.

1. A match of a collecting game (Spark, Sharing, Roulette) or of Seven Dwarfs set to one deal
   (``deals=1``) said "1 deals; the most tiles wins" and ended "after 1 deals player 1 has the
   most tiles (17)"; in Russian "после 1 раздач". The count takes its plural now (en/ru).
"""

from __future__ import annotations

import pytest

import domino_lab as dl

# -- 1. a match of one deal is said in the singular ----------------------------------------------------------


@pytest.mark.parametrize("gid, english, russian", [
    ("spark", ("1 deal; the most tiles wins", "after 1 deal player 1 has the most tiles (17)"),
     ("1 раздача; побеждает набравший больше всех костей",
      "после 1 раздачи больше всех костей у стороны игрок 1 (17)")),
    ("seven_dwarfs", ("1 deal; the most points wins", "after 1 deal player 1 leads with 50"),
     ("1 раздача; побеждает набравший больше всех очков", "после 1 раздачи впереди игрок 1: 50")),
])
def test_a_match_of_one_deal_is_said_in_the_singular(gid, english, russian):
    game = dl.game(gid, deals=1)
    players = game.info.players[0]
    match = dl.play_match(game, [dl.bots.Greedy()] * players, seed=1)
    assert (game.match_goal(players), match.why) == english  # (the record keeps the English)
    with dl.i18n.using("ru"):
        assert (str(game.match_goal(players)), str(match.why)) == russian


def test_a_match_of_two_deals_is_still_said_in_the_plural():
    game = dl.game("spark", deals=2)
    match = dl.play_match(game, [dl.bots.Greedy()] * 2, seed=1)
    assert (game.match_goal(2), match.why) == ("2 deals; the most tiles wins",
                                               "after 2 deals player 1 has the most tiles (34)")
    with dl.i18n.using("ru"):
        assert str(match.why) == "после 2 раздач больше всех костей у стороны игрок 1 (34)"
