"""The widgets, driven through their controls as a person would (no browser needed)."""

import pytest

import domino_lab as dl

KOZEL_SEATS = ["you", dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy()]


def click_first_legal(board):
    """Click what a person would click to make the first legal move."""
    move = board.state.legal_moves()[0]
    if len(move.tiles) == 1 and move.tiles[0] in board.tile_buttons:  # a tile of the visible hand
        board.tile_buttons[move.tiles[0]].click()
        if board.place_buttons:
            next(b for b in board.place_buttons if b.description == str(move)).click()
    else:
        next(b for b in board.action_buttons if b.description == str(move)).click()


def board_where_you_lead():
    """A Kozel board whose first deal you (player 0) lead: you hold 1-1."""
    for seed in range(100):
        board = dl.Board(dl.game("kozel"), seats=KOZEL_SEATS, seed=seed, delay=0)
        if board.state.current == 0 and board.state.table.empty:
            return board
    raise AssertionError("no seed in 100 deals 1-1 to player 0")


def test_board_opens_with_the_persons_hand_and_legal_moves():
    board = board_where_you_lead()
    s = board.state
    assert board.person == 0 and dl.Tile(1, 1) in s.hands[0]
    assert [str(t) for t in board.tile_buttons] == [str(t) for t in sorted(s.hands[0])]
    assert [str(t) for t, b in board.tile_buttons.items() if b.button_style == "success"] == ["1-1"]
    assert "<svg" in board.view.value and "Kozel" in board.header.value


def test_illegal_click_explains_and_changes_nothing():
    board = board_where_you_lead()
    before = board.state.to_text()
    other = next(t for t in board.tile_buttons if t != dl.Tile(1, 1))
    board.tile_buttons[other].click()
    assert "the lead must be 1-1" in board.message.value
    assert board.state.to_text() == before


def test_a_click_plays_and_the_bots_answer_then_undo():
    board = board_where_you_lead()
    board.tile_buttons[dl.Tile(1, 1)].click()
    assert board.state.current == 0 or board.state.over  # three bots have answered
    assert board.move_log[0] == "player 0: lead 1-1" and len(board.move_log) >= 4
    board.undo_button.click()
    assert board.state.table.empty and board.move_log == []


def test_a_tile_that_fits_two_places_asks_where():
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=0, delay=0)
    for _ in range(200):
        s = board.state
        if s.over:
            board.new_deal_button.click()
            continue
        tiles = [m.tiles[0] for m in s.legal_moves() if len(m.tiles) == 1]
        twice = [t for t in set(tiles) if tiles.count(t) > 1]
        if twice:
            board.tile_buttons[twice[0]].click()
            assert len(board.place_buttons) == 2 and "Where should" in board.place_box.children[0].value
            board.place_buttons[1].click()
            assert not board.place_buttons
            return
        click_first_legal(board)
    pytest.fail("no tile fitting two places came up")


def test_hint_is_a_legal_move():
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=2, delay=0,
                     hint_bot=dl.bots.MonteCarlo(rollouts=4, seed=1))
    if board.state.current == 0:
        assert board.hint() in board.state.legal_moves()
        assert "hint" in board.message.value


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


@pytest.mark.parametrize("game_id", [g.id for g in dl.catalogue()])
def test_every_game_opens_in_a_board_and_plays_to_its_end(game_id):
    game = dl.game(game_id)
    seats = ["you"] + [dl.bots.Greedy() if k % 2 else dl.bots.Random(k) for k in range(1, game.default_players)]
    board = dl.Board(game, seats=seats, seed=3, delay=0)
    for _ in range(3000):
        if board.state.over:
            break
        click_first_legal(board)
    assert board.state.over and board.state.result().why in board.message.value.replace("&#x27;", "'")


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
