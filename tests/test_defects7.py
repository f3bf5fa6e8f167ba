"""Input-check defects found in an attack run (defects7), each with its reproduction. The
standard: bad input is a ``DominoError`` naming the rule broken (in the current language), never
a raw ``TypeError``/``IndexError``, and never read by its truth.

1. ``dl.Board`` took any seats' names and any size: ``seats=["Anna", "Anna"]`` made a hot seat
   whose "pass the screen to Anna" could not say to whom, ``seats=["", bot]`` a person with no
   name, and ``size=10**6`` drew million-pixel tiles (``size=8`` text of 2 px). A person's name
   is now not blank and no other seat's (a ``SetupError`` naming the seat, ``widgets.setup.
   check_seats``), and ``size`` runs from 24 (a phone still shows the board) to 144 (a projector
   still holds the table beside the side panel).
2. ``Board.step("x")`` failed with a raw ``TypeError`` (``step(0.5)`` with an ``IndexError`` when
   the board was drawn) and ``Board.seat_name(9)`` with a raw ``IndexError`` (``seat_name(-1)``
   named the last seat). Both are a ``SetupError`` naming the argument and what it may be.
3. ``State.from_text(text, strict="no")`` was read by its truth, as True: a lesson's position was
   refused as no deal's. ``strict`` is a switch now (``seeds.check_switches``).
4. ``dl.design(base, about=5)`` was taken silently: ``about``, the words a spec carries, is not
   read, but a spec whose ``about`` is no string has gone wrong. It is a string or None now.
5. A pad's ``step`` click with ``"by": true`` stepped forward (True == 1), where a click's ``by``
   is -1 or +1; it is ignored now, as any other malformed click is (``step(True)`` itself is refused).
6. Of the same kind, near those: ``Board.track("no")`` showed the tile tracker (read by its truth),
   now a ``SetupError`` (``on`` is a switch); ``dl.design(base, name="   ", ...)`` made a game with
   a blank title (and ``name=""`` was read by its truth, as no name, while its spec kept ``""``),
   now a ``SetupError`` saying to leave it out.
7. (Seen in Chromium, 2026-12-05.) A small Board (``size=32`` in two notebooks, 24 the least) cut its
   buttons' text at the bottom: their height scaled with the board below a widget's line (28 px).
   They keep that line now; their text still scales.
"""

from __future__ import annotations

import re

import pytest

import domino_lab as dl


def board(**args):
    return dl.Board(**{"game": dl.game("classic"), "seats": ["you", dl.bots.Greedy()], "seed": 1, "delay": 0,
                       **args})


# -- 1. a Board's seats' names and size ---------------------------------------------------------------

@pytest.mark.parametrize("args, english, russian", [
    ({"seats": ["Anna", "Anna"]}, "seats 0 and 1 are both named 'Anna'", "места 0 и 1 названы одинаково"),
    ({"seats": ["Anna", " Anna "]}, "seats 0 and 1 are both named 'Anna'", "места 0 и 1 названы одинаково"),
    ({"seats": ["", dl.bots.Greedy()]}, r"seat 0 is a person with no name \(''\)", "на месте 0 человек без имени"),
    ({"seats": [dl.bots.Greedy(), "  "]}, "seat 1 is a person with no name", "на месте 1 человек без имени"),
    ({"seats": ["you", 5]}, "a seat is a bot or a person's name, not 5", "место — это бот или имя человека"),
    ({"size": 10**6}, "size is a hand tile's height in pixels: a number from 24 to 144, not 1000000",
     "size — высота кости на руке в пикселях: число от 24 до 144"),
    ({"size": 145}, "from 24 to 144, not 145", "от 24 до 144"),
    ({"size": 8}, "from 24 to 144, not 8", "от 24 до 144"),
    ({"size": float("inf")}, "from 24 to 144, not inf", "от 24 до 144"),
])
def test_a_board_refuses_seats_without_a_name_of_their_own_and_sizes_no_screen_shows(args, english, russian):
    with pytest.raises(dl.SetupError, match=english):
        board(**args)
    with pytest.raises(dl.SetupError, match=russian):
        board(lang="ru", **args)


def test_a_board_still_takes_named_seats_bots_and_sizes_in_range():
    hot = board(game=dl.game("kozel"), seats=["Anna", "Boris", dl.bots.Greedy(), dl.bots.Greedy()])
    assert [hot.seat_name(p) for p in (0, 1)] == ["Anna", "Boris"] and hot.hot_seat
    same_bot = dl.bots.Greedy()
    assert board(game=dl.game("kozel"), seats=["you", same_bot, same_bot, same_bot]).humans == [0]
    assert [board(size=size).size for size in (24, 32, 48, 72, 144)] == [24, 32, 48, 72, 144]
    assert board(size=144).pad.scale == 3.0


# -- 2. step and seat_name ------------------------------------------------------------------------------

@pytest.mark.parametrize("by", ["x", 0.5, True, None])
def test_step_refuses_what_is_no_whole_number_of_positions(by):
    b = board()
    with pytest.raises(dl.SetupError, match=r"by is how many positions to step: a whole number \(-1 back, \+1 "
                                            r"forward\), not " + re.escape(repr(by))):
        b.step(by)
    with pytest.raises(dl.SetupError, match="by — на сколько позиций шагнуть: целое число"):
        board(lang="ru").step(by)


@pytest.mark.parametrize("p", [9, 2, -1, "0", 1.0, None])
def test_seat_name_refuses_what_is_no_seat(p):
    b = board()
    with pytest.raises(dl.SetupError, match=r"p is a seat's number: a whole number from 0 to 1, not "
                                            + re.escape(repr(p))):
        b.seat_name(p)
    with pytest.raises(dl.SetupError, match="p — номер места: целое число от 0 до 1"):
        board(lang="ru").seat_name(p)


def test_step_and_seat_name_still_work():
    b = board()
    b.play(b.state.legal_moves()[0])
    assert len(b._trail) >= 2
    b.step(-1)
    assert b.reviewing
    b.step(-100)  # past the start: it stops there
    assert b._review == 0
    b.step(100)  # past the present position: the review ends
    assert not b.reviewing
    assert (b.seat_name(0), b.seat_name(1)) == ("you", "player 1")


# -- 3. from_text's strict ------------------------------------------------------------------------------

@pytest.mark.parametrize("strict", ["no", "False", 0, 1, None])
def test_from_text_strict_is_a_switch(strict):
    text = dl.game("classic").deal(2, seed=1).to_text()
    with pytest.raises(dl.SetupError, match="strict is a switch, True or False, not " + repr(strict)):
        dl.State.from_text(text, strict=strict)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="strict — переключатель, True или False"):
        dl.State.from_text(text, strict=strict)


def test_from_text_still_reads_strict_or_not():
    text = dl.game("classic").deal(2, seed=1).to_text()
    assert dl.State.from_text(text).to_text() == text
    assert dl.State.from_text(text, strict=False).to_text() == text
    with pytest.raises(dl.NotationError, match="a position is a line of text"):
        dl.State.from_text(5)


# -- 4. design's about ----------------------------------------------------------------------------------

@pytest.mark.parametrize("about", [5, ["Kozel"], {"x": 1}, b"words"])
def test_design_refuses_an_about_that_is_no_string(about):
    with pytest.raises(dl.SetupError, match="about is the words a spec carries about its design, a string"):
        dl.design("kozel", layout="muggins", about=about)
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="about — слова спецификации о её игре, строка"):
        dl.design("kozel", layout="muggins", about=about)


def test_design_still_takes_its_spec_back_with_any_words():
    game = dl.design("kozel", layout="muggins")
    assert isinstance(game.spec()["about"], str)
    assert dl.design(**game.spec()) == game
    assert dl.design("kozel", layout="muggins", about="anything at all") == game
    assert dl.design("kozel", layout="muggins", about=None) == game


# -- 5. a malformed step click --------------------------------------------------------------------------

def test_a_step_click_of_true_is_ignored_and_of_minus_one_steps_back():
    b = board()
    b.play(b.state.legal_moves()[0])
    b.pad.click = {"kind": "step", "by": -1, "version": b.version, "at": 1}
    assert b.reviewing
    b.pad.click = {"kind": "step", "by": True, "version": b.version, "at": 2}  # (it stepped forward: True == 1)
    assert b.reviewing
    b.pad.click = {"kind": "step", "by": 1, "version": b.version, "at": 3}
    assert not b.reviewing


# -- 6. the tracker's switch, a design's blank name -----------------------------------------------------

@pytest.mark.parametrize("on", ["no", 1, None])
def test_track_is_a_switch(on):
    b = board()
    with pytest.raises(dl.SetupError, match="on is a switch, True or False, not " + repr(on)):
        b.track(on)
    assert not b._tracking
    with pytest.raises(dl.SetupError, match="on — переключатель, True или False"):
        board(lang="ru").track(on)


def test_track_still_shows_and_hides_the_tracker():
    b = board()
    b.track(True)
    assert b.tracker_button.value and b.tracker_view.value
    b.tracker_button.value = False
    assert not b._tracking and not b.tracker_view.value


@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_a_design_refuses_a_blank_name(name):
    blank = r"name is the design's name: it cannot be blank \(" + re.escape(repr(name))
    with pytest.raises(dl.SetupError, match=blank):
        dl.design("kozel", name=name, layout="muggins")
    with dl.i18n.using("ru"), pytest.raises(dl.SetupError, match="name — название игры: оно не может быть пустым"):
        dl.design("kozel", name=name, layout="muggins")


def test_a_design_still_takes_a_name():
    game = dl.design("kozel", name="Моя игра", layout="muggins")
    assert (game.info.name, game.info.id) == ("Моя игра", "moia_igra")
    assert dl.design(**game.spec()) == game


@pytest.mark.parametrize("size", [24, 32, 48, 72])
def test_a_small_boards_buttons_keep_a_widgets_line(size):
    board = dl.Board(dl.game("kozel"), seats=["you", dl.bots.Greedy()], seed=1, delay=0, size=size)
    assert int(board.hint_button.layout.height.removesuffix("px")) == max(28, round(32 * size / 48))
