"""The Board's and the Replay's "?" button, and the Replay's "play from here" (issue 30, §3 and §5)."""

import domino_lab as dl
from domino_lab.bots import Greedy


def test_the_board_question_mark_opens_and_closes_the_rule_card():
    board = dl.Board(dl.game("kozel", opening=0), seats=["you", Greedy(), Greedy(), Greedy()], delay=0)
    assert board.rules.view.value == ""
    board.rules.button.click()
    card = board.rules.view.value
    assert "dl-rulecard" in card and "Kozel" in card and "opening = 0" in card  # the options the board plays
    board.rules.button.click()
    assert board.rules.view.value == ""
    ru = dl.Board(dl.game("pit"), seats=["you", Greedy(), Greedy(), Greedy()], delay=0, lang="ru")
    ru.rules.button.click()
    assert "lang='ru'" in ru.rules.view.value and "Цель" in ru.rules.view.value


def test_replay_plays_on_from_the_step_shown():
    record = dl.play(dl.game("classic"), [Greedy(), Greedy()], seed=4)
    replay = dl.Replay(record)
    replay.slider.value = 6
    mover = replay.state.current
    board = replay.play_from_here()
    assert replay.board_box.children == (board,)
    assert board.state.to_text() == replay.states[6].to_text()  # the very position, not a new deal
    assert board.seats[mover] == "you" and board.state.current == mover
    board.state.play(board.state.legal_moves()[0])  # playing on the board leaves the record alone
    assert replay.states[6].to_text() != board.state.to_text() and len(record.moves) == replay.slider.max
    replay.rules.button.click()
    assert "Classic dominoes" in replay.rules.view.value
    replay.slider.value = replay.slider.max  # the deal is over there: nothing to play
    assert replay.play_from_here() is None and "step back" in replay.caption.value
