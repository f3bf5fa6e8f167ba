"""Defects found in an attack run on what a teacher, a learner or a game designer touches
(defects12), each with its reproduction.

1. A match of a collecting game (Spark, Sharing, Roulette) or of Seven Dwarfs set to one deal
   (``deals=1``) said "1 deals; the most tiles wins" and ended "after 1 deals player 1 has the
   most tiles (17)"; in Russian "после 1 раздач". The count takes its plural now (en/ru).
2. An exercise's folded solution showed a chosen answer in English in a Russian session ("Ответ:
   both ways.", "Ответ: player 0.", "Ответ: more fish."): the stored answer is the choice's
   English, and ``shown_answer`` printed it as it was, where the answer box words the same choice
   in Russian. It is shown as the choice the box offers now.
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


# -- 2. an exercise's answer is shown in the learner's language ----------------------------------------------

def test_an_exercises_chosen_answer_is_shown_in_the_learners_language():
    """Lesson 00's fish question, in Russian: the choices read «оба способа», but the folded
    solution said "Ответ: both ways." (the stored answer is the choice's English, shown as it was)."""
    from domino_lab.lessons import exercises_of
    from domino_lab.widgets.exercise import ExerciseBox

    fish = exercises_of("00")[1]
    assert fish.answer == "both ways" and fish.kind == "choice"
    with dl.i18n.using("ru"):
        assert fish.shown_answer() == "оба способа"
    box = ExerciseBox(fish, 2, lang="ru")
    assert "Ответ: оба способа." in box.solution.children[0].value
    assert fish.shown_answer() == "both ways"  # (in English, as before)
    assert fish.check("both ways").right  # (what the answer box sends is still the English)
