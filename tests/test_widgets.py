"""The widgets, driven through their controls as a person would (no browser needed): the Board's
pad is clicked by writing the click the browser would write (``board.click_tile`` and friends do
exactly that), stock controls by ``button.click()``."""

import re

import pytest

import domino_lab as dl
from domino_lab import i18n
from domino_lab.widgets.words import TEXTS, say

KOZEL_SEATS = ["you", dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy()]


def click_first_legal(board):
    """Click what a person would click to make the first legal move."""
    move = board.state.legal_moves()[0]
    if len(move.tiles) == 1:
        board.click_tile(move.tiles[0])
        if board.pad.choices:
            board.click_choice([c["label"] for c in board.pad.choices].index(str(move)))
    else:
        board.click_action(str(move))


def hand_tiles(board):
    return [h["tile"] for h in board.pad.hand]


def board_where_you_lead():
    """A Kozel board whose first deal you (player 0) lead: you hold 1-1."""
    for seed in range(100):
        board = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=seed, delay=0)
        if board.state.current == 0 and board.state.table.empty:
            return board
    raise AssertionError("no seed in 100 deals 1-1 to player 0")


def play_to_end(board, limit=3000):
    for _ in range(limit):
        if board.state.over:
            return
        click_first_legal(board)
    raise AssertionError("the deal did not end")


def test_board_opens_with_the_persons_hand_and_legal_moves():
    board = board_where_you_lead()
    s = board.state
    assert board.person == 0 and dl.Tile(1, 1) in s.hands[0]
    assert hand_tiles(board) == [str(t) for t in sorted(s.hands[0])]
    assert [h["tile"] for h in board.pad.hand if h["playable"]] == ["1-1"]
    assert board.pad.active and "green" in board.pad.prompt
    assert "Kozel" in board.header.value and "your turn" in board.header.value
    assert board.header.value.count("Kozel") == 1  # the title once, not twice


def test_playable_tiles_are_drawn_green_and_readable():
    board = board_where_you_lead()
    playable = next(h for h in board.pad.hand if h["playable"])
    other = next(h for h in board.pad.hand if not h["playable"])
    assert dl.draw.PLAYABLE in playable["svg"] and dl.draw.PLAYABLE not in other["svg"]
    height = float(re.search(r'height="([0-9.]+)"', playable["svg"]).group(1))
    assert height >= 40  # a hand tile is at least 40 px tall by default (a projector)
    big = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=1, delay=0, size=72)
    assert float(re.search(r'height="([0-9.]+)"', big.pad.hand[0]["svg"]).group(1)) > 1.4 * height


def test_illegal_click_explains_and_changes_nothing():
    board = board_where_you_lead()
    before = board.state.to_text()
    other = next(t for t in hand_tiles(board) if t != "1-1")
    board.click_tile(other)
    assert "the lead must be 1-1" in board.message.value
    assert board.state.to_text() == before


def test_a_click_plays_and_the_bots_answer_then_undo():
    board = board_where_you_lead()
    board.click_tile("1-1")
    assert board.state.current == 0 or board.state.over  # three bots have answered
    assert board.state.history[0][1].tiles == (dl.Tile(1, 1),) and len(board.state.history) >= 4
    assert "you: lead 1-1" in board.log_view.value
    board.undo_button.click()
    assert board.state.table.empty and board.state.history == []


def test_a_click_made_on_an_earlier_position_is_ignored():
    """The issue's case: lead 1-1, then a click on 0-4 queued while the bots move arrives after
    their three moves. It names the position it was made on, so it does nothing."""
    board = board_where_you_lead()
    seen = board.version
    board.click_tile("1-1")
    assert board.version > seen and board.state.current == 0
    after = board.state.to_text()
    stale = next(t for t in hand_tiles(board) if any(m.tiles == (dl.Tile.parse(t),) for m in board.state.legal_moves()))
    board.pad.click = {"kind": "tile", "tile": stale, "version": seen, "at": 1}
    assert board.state.to_text() == after and "ignored" in board.message.value
    board.pad.click = {"kind": "tile", "tile": stale, "version": seen + 1, "at": 2}  # made while the bots moved
    assert board.state.to_text() == after


def test_a_malformed_click_does_nothing():
    board = board_where_you_lead()
    before = board.state.to_text()
    for click in ({"kind": "tile", "tile": "nonsense"}, {"kind": "choice", "index": 5},
                  {"kind": "action", "index": "x"}, {"kind": "unknown"}, {}):
        board.pad.click = {**click, "version": board.version, "at": len(str(click))}
        assert board.state.to_text() == before


def test_no_move_while_the_bots_move():
    """While the bots move the pad is inactive, and a click (even on the position shown) does nothing."""
    board = board_where_you_lead()
    before = board.state.to_text()
    board._busy = True  # what the board is while the bots' moves are being made and shown
    board._render()
    assert not board.pad.active and not any(h["playable"] for h in board.pad.hand if board.pad.active)
    board.click_tile("1-1")
    assert board.state.to_text() == before and "turn" in board.message.value
    board._busy = False
    board._render()
    assert board.pad.active


def test_a_tile_that_fits_two_places_asks_where_on_the_table():
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=0, delay=0)
    for _ in range(200):
        s = board.state
        if s.over:
            board.new_deal_button.click()
            continue
        tiles = [m.tiles[0] for m in s.legal_moves() if len(m.tiles) == 1]
        twice = [t for t in set(tiles) if tiles.count(t) > 1]
        if twice:
            board.click_tile(twice[0])
            choices = board.pad.choices
            assert len(choices) == 2 and "fits more than one place" in board.pad.prompt
            assert board.pad.choosing == str(twice[0])
            assert all(c["rect"] is not None for c in choices)  # each place is marked on the table
            left, right = sorted(choices, key=lambda c: c["rect"][0])
            assert left["rect"][0] < right["rect"][0]
            board.pad.click = {"kind": "cancel", "version": board.version, "at": 1}
            assert not board.pad.choices and board.state is s and not s.over
            board.click_tile(twice[0])
            label = board.pad.choices[1]["label"]
            board.click_choice(1)
            assert not board.pad.choices and str(board.state.history[len(board.state.history) - 1][1]) != ""
            assert any(str(m) == label for p, m in board.state.history if p == 0)
            return
        click_first_legal(board)
    pytest.fail("no tile fitting two places came up")


def test_a_cross_marks_each_arm_a_tile_may_go():
    board = dl.Board(dl.game("donkey"), seed=0, delay=0)
    assert board.state.table.placed[0].tile == dl.Tile(1, 1) and dl.Tile(1, 2) in board.state.hands[0]
    board.click_tile("1-2")
    rects = [c["rect"] for c in board.pad.choices]
    assert [c["label"] for c in board.pad.choices] == [f"1-2 on 1 ({arm})" for arm in ("west", "east", "north",
                                                                                       "south")]
    assert len({tuple(r) for r in rects}) == 4  # four distinct places around the spinner
    board.click_choice(2)
    assert str(board.state.history[1][1]) == "1-2 on 1 (north)"


def test_hint_is_a_legal_move():
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=2, delay=0,
                     hint_bot=dl.bots.MonteCarlo(rollouts=4, seed=1))
    if board.state.current == 0:
        assert board.hint() in board.state.legal_moves()
        assert "hint" in board.message.value


def test_undo_never_falsifies_the_match_record():
    """The issue's case: undoing a finished deal and finishing it again recorded it twice."""
    board = board_where_you_lead()
    play_to_end(board)
    assert len(board.match.results) == 1
    scores = list(board.match.scores)
    assert board.undo_button.disabled
    board.undo()  # as a stale undo click would
    assert board.state.over and "cannot be taken back" in board.message.value
    assert len(board.match.results) == 1 and board.match.scores == scores
    board._run_bots()  # nothing more to play: the finished deal is not recorded again
    assert len(board.match.results) == 1 and board.match.scores == scores
    board.new_deal_button.click()
    assert not board.state.over and len(board.match.results) == 1


def test_a_whole_kozel_match_by_clicking():
    board = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=5, delay=0)
    for _ in range(5000):
        if board.match.over:
            break
        if board.state.over:
            assert not board.new_deal_button.disabled
            board.new_deal_button.click()
        else:
            click_first_legal(board)
    assert board.match.over and "goat" in board.match.why
    assert "Match over" in board.message.value and "deal 1" in board.score_view.value
    assert len(board.match.results) == len(board.match.score_history)


@pytest.mark.parametrize("game_id", [g.id for g in dl.catalogue()])
def test_every_game_opens_in_a_board_and_plays_to_its_end(game_id):
    game = dl.game(game_id)
    seats = ["you"] + [dl.bots.Greedy() if k % 2 else dl.bots.Random(k) for k in range(1, game.default_players)]
    board = dl.Board(game, seats=seats, seed=3, delay=0)
    for _ in range(3000):
        if board.state.over:
            break
        s = board.state
        if s.current == 0:  # what the board shows the person on turn: his own hand, no other
            hidden = {t for p in range(1, s.players) for t in s.hands[p]} - set(s.hands[0])
            shown = set(re.findall(r'data-tile="(\d+-\d+)"', board.pad.table_svg))
            assert not shown & {str(t) for t in hidden}, "the board shows a tile of another hand"
            assert {m.tiles[0] for m in s.legal_moves() if len(m.tiles) == 1} <= {dl.Tile.parse(t) for t in
                                                                                  hand_tiles(board)}
        click_first_legal(board)
    assert board.state.over and board.state.result().why in board.message.value.replace("&#x27;", "'")
    assert len(board.match.results) == 1


def test_the_status_panel_says_what_each_game_is_about():
    """In-deal scores, trumps and bids, piles: from ``observation.status()``; the match's goal
    from ``game.match_status``."""
    for game_id, words in [("telephone", "scored this deal"), ("forty_two", "bids"), ("bingo", "trumps"),
                           ("biryuk", "pit"), ("spark", "collected"), ("seven_dwarfs", "chests won")]:
        board = dl.Board(dl.game(game_id), seed=1, delay=0)
        status = board.status_view.value
        assert words in status, (game_id, status)
        for item in board.state.observation(0).status():
            assert f"<b>{item.label}</b>" in status and all(board._named(x, html=True) in status
                                                            for x in item.per_player)
    telephone = dl.Board(dl.game("telephone"), seed=3, delay=0)
    assert telephone.state.scored == [5, 0] and "you and player 2: 5" in telephone.status_view.value
    bingo = dl.Board(dl.game("bingo"), seed=1, delay=0)
    assert f"<b>trumps</b>: {bingo.state.trump}" in bingo.status_view.value
    forty_two = dl.Board(dl.game("forty_two"), seed=1, delay=0)
    while forty_two.state.trump is None:
        click_first_legal(forty_two)
    assert f"<b>trumps</b>: {forty_two.state.status()[-1].value}" in forty_two.status_view.value
    kozel = dl.Board(dl.game("kozel"), seed=1, delay=0)
    assert "101" in kozel.score_view.value and "goat" in kozel.score_view.value


def test_the_move_log_is_the_persons_masked_history():
    """Seven's blind takes: a third player learns that a tile changed hands, not which."""
    game = dl.game("seven")
    for seed in range(60):
        board = dl.Board(game, seats=["you", dl.bots.Greedy(), dl.bots.Greedy(), dl.bots.Greedy()], seed=seed, delay=0)
        for _ in range(200):
            if board.state.over:
                break
            gives = [(p, m) for p, m in board.state.history
                     if type(m).__name__ == "TakeFrom" and m.tile is not None and 0 not in (p, m.giver)]
            if gives:
                assert all(str(m) not in board.log_view.value for _, m in gives)
                masked = [str(m) for p, m in board.state.observation(0).history if type(m).__name__ == "TakeFrom"]
                assert any(x in board.log_view.value for x in masked)
                return
            click_first_legal(board)
    pytest.fail("no give between two other players came up")


def test_russian():
    board = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=1, delay=0, lang="ru")
    assert dl.game("kozel").info.name_ru in board.header.value and "Kozel" not in board.header.value
    assert board.new_deal_button.description == "новая раздача" and "Партия" in board.score_view.value
    assert "игрок 1" in board.pad.table_svg and "player" not in board.pad.table_svg
    board.new_deal_button.click()
    assert "доиграйте" in board.message.value
    english = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=1, delay=0)
    assert english.new_deal_button.description == "new deal"
    with i18n.using("ru"):  # every text of the table has its Russian in the catalogue (test_i18n checks them all)
        assert all(i18n._(text) != text for key, text in TEXTS.items() if key not in ("hand", "zone"))
    assert say("ru", "tiles", n=21) == "21 кость" and say("ru", "tiles", n=12) == "12 костей"
    with pytest.raises(dl.DominoError, match="speaks"):
        dl.Board(dl.game("kozel"), lang="de")


def test_hot_seat_hides_each_hand_until_its_owner_has_the_screen():
    board = dl.Board(dl.game("classic"), seats=["Anna", "Boris"], seed=4, delay=0)
    for _ in range(400):
        s = board.state
        if s.over:
            break
        if board.pad.cover:
            assert "Pass the screen to" in board.pad.cover and board.pad.hand == [] and board.pad.table_svg == ""
            assert not board.pad.active
            board.click_tile(sorted(s.hands[s.current])[0]) if s.hands[s.current] else None
            assert board.state.to_text() == s.to_text()  # nobody moves behind the screen
            board.reveal()
            assert not board.pad.cover and board.person == s.current
        assert hand_tiles(board) == [str(t) for t in sorted(s.hands[s.current])]
        other = 1 - s.current
        shown = set(re.findall(r'data-tile="(\d+-\d+)"', board.pad.table_svg))
        assert not shown & {str(t) for t in s.hands[other]}
        click_first_legal(board)
    assert board.state.over


def test_undo_at_a_hot_seat_shows_no_one_else_s_hand():
    board = dl.Board(dl.game("classic"), seats=["Anna", "Boris"], seed=4, delay=0)
    if board.pad.cover:
        board.reveal()
    first = board.state.current
    click_first_legal(board)  # the other person's turn: the screen must pass
    assert board.pad.cover and board.state.current != first
    board.reveal()
    second = board.state.current
    board.undo_button.click()  # he takes back the first person's move
    assert board.state.current == first and board.person == second
    assert board.pad.cover and board.pad.hand == [] and board.pad.table_svg == ""


def test_show_all_hands_for_a_demonstration():
    board = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=1, delay=0, teacher=True)
    others = {str(t) for p in (1, 2, 3) for t in board.state.hands[p]}
    assert not others & set(re.findall(r'data-tile="(\d+-\d+)"', board.pad.table_svg))
    board.show_all.value = True  # the teacher's switch
    assert others <= set(re.findall(r'data-tile="(\d+-\d+)"', board.pad.table_svg))
    hot = dl.Board(dl.game("classic"), seats=["Anna", "Boris"], seed=4, delay=0, show_all=True)
    assert not hot.pad.cover and hot.pad.active


def test_a_board_shows_a_short_line_before_it_is_live():
    board = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=1, delay=0)
    assert repr(board) == "<Board: Kozel (the Goat), 4 seats (run the cell to play)>"
    with pytest.raises(dl.DominoError, match="seat"):
        dl.Board(dl.game("kozel"), seats=["you", 3, 4, 5])


def test_replay_steps_through_a_record():
    rec = dl.play_match(dl.game("kozel"), [dl.bots.Greedy(), dl.bots.Random(2)] * 2, seed=3)
    replay = dl.Replay(rec)
    assert replay.slider.max == len(rec.deals[0].moves) and replay.state.table.empty
    replay.forward.click()
    replay.forward.click()
    assert replay.slider.value == 2 and "move 2 of" in replay.caption.value
    assert replay.state.to_text() == rec.deals[0].replay(2).to_text()
    replay.last.click()
    assert replay.state.over and rec.deals[0].why.split(";")[0] in replay.caption.value.replace("&#x27;", "'")
    replay.deal_picker.value = 1
    assert replay.slider.value == 0 and replay.slider.max == len(rec.deals[1].moves)


def test_replay_shows_what_the_deal_is_about_at_every_step():
    rec = dl.play(dl.game("telephone"), [dl.bots.Greedy()] * 2, seed=5)
    replay = dl.Replay(rec)
    replay.last.click()
    final = replay.state.status()
    shown = replay.status_view.value
    assert final and all(item.label in shown and all(x in shown for x in item.per_player or [item.value])
                         for item in final)
    assert "player 0: 20" in shown  # Telephone's points scored during the deal
    replay.first.click()
    assert replay.status_view.value != "" and replay.state.table.empty


def test_explorer_compares_a_variant():
    ex = dl.Explorer(dl.game("classic"), n=40, players=2)
    ex.controls["draw"].value = "none"
    base, variant = ex.run()
    assert ex.variant_options() == {"draw": "none"} and base.n == variant.n == 40
    assert variant.fish_rate.value > base.fish_rate.value
    assert "<svg" in ex.plot.value and ex.progress.value == 80
    assert list(ex.controls["draw"].options) == ["until_playable", "one", "none"]  # the seed's rule first
    ex.controls["hand_size"].value = "20"
    assert ex.run() is None and "cannot deal 20 tiles to 2 players" in ex.message.value


def test_the_game_picker_opens_any_game_with_the_seats_chosen():
    from domino_lab.widgets import GamePicker

    picker = GamePicker(delay=0)
    picker.game.value = "seven_dwarfs"
    assert (picker.players.min, picker.players.max, picker.players.value) == (7, 7, 7)
    picker.game.value = "classic"
    assert (picker.players.min, picker.players.max) == dl.game("classic").info.players
    picker.players.value = 3
    assert [c.value for c in picker.seat_controls] == ["person", "greedy", "greedy"]
    assert [v for _, v in picker.seat_controls[1].options] == ["person", *dl.bots.names()]
    picker.seat_controls[1].value = "random"
    picker.play_button.click()
    board = picker.board
    assert board.game.info.id == "classic" and board.seats[0] == "you"
    assert isinstance(board.seats[1], dl.bots.Random) and isinstance(board.seats[2], dl.bots.Greedy)
    assert picker.board_box.children == (board,)
    picker.seat_controls[2].value = "person"
    assert picker.play().hot_seat and picker.board.seats[2] == "player 2"
    ru = GamePicker(lang="ru", delay=0)
    assert "Козёл" in dict((v, k) for k, v in ru.game.options)["kozel"] and ru.play_button.description == "играть"


def test_a_board_plays_on_from_a_lesson_position():
    game = dl.game("fives")
    lesson = game.deal(2, seed=7)
    lesson.play(lesson.legal_moves()[0])
    before = lesson.to_text()
    board = dl.Board(game, seats=["you", dl.bots.Greedy()], start=lesson, delay=0, size=32)
    assert lesson.to_text() == before  # the lesson's state is copied, not played on
    assert board.state.history[:1] == lesson.history
    play_to_end(board)
    assert lesson.to_text() == before and len(board.match.results) == 1
    with pytest.raises(dl.DominoError, match="deal of 3 players, not a 2-player fives deal"):
        dl.Board(game, seats=["you", dl.bots.Greedy(), dl.bots.Greedy()], start=lesson, delay=0)
