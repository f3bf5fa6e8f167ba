"""Defects met in the attack run on the day's faster tables (the parallel rows of Fork and Sausage,
the trains of Wagons, the chain engine's table of ends): each a small reproduction of what went
wrong, kept as a regression test."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.draw.layouts import layout_boxes
from domino_lab.draw.state import move_box, table_transform
from domino_lab.games.base import State


def _box_beside_its_neighbour(state, move):
    """Where ``move``'s tile lies after it, in the picture of the table before it: its box in the new
    picture, moved as the tile it joins (found by its tile) moved between the two pictures."""
    after = state.clone().play(move)
    laid, placed = after.table.placed, state.table.placed
    here = next(i for i, p in enumerate(laid) if p.tile == move.tiles[0])
    parent = laid[here].parent
    was = next(i for i, p in enumerate(placed) if p.tile == laid[parent].tile)
    new = {b.index: b.rect for b in layout_boxes(after.table)}
    old = {b.index: b.rect for b in layout_boxes(state.table)}
    px, py = old[was][0] - new[parent][0], old[was][1] - new[parent][1]
    dx, dy, scale = table_transform(state, caption=False)
    return [round((x + px) * scale + dx, 2) if i % 2 == 0 else round((x + py) * scale + dy, 2)
            for i, x in enumerate(new[here])]


@pytest.mark.parametrize("game_id, text, move", [
    # the double goes between the lead and 6-3; the box was drawn where 3-1 lies (the table lists its
    # tiles line by line after an insertion, so the new tile is not the last of ``placed``)
    ("sausage", "sausage | hands: - / - | table: across 2-6; top -; bottom 6-3 3-1 | boneyard: - | turn: 1 | "
                "rows: 5-6 3-5 0-5 1-4 3-4 0-4 1-1 2-2 0-1 2-5 4-5 0-0 2-4 / 0-6 4-4 0-3 1-2 1-5 4-6 5-5 3-3 0-2 1-6 "
                "2-3 6-6", "6-6 into bottom at 0"),
    # an uncoupling double had no box at all
    ("wagons", "wagons | hands: 0-0 0-1 1-1 2-5 / 0-3 0-5 1-5 5-6 | table: main: 0-4 4-3 3-5 5-4 4-2 [2-2] 2-6 6-4 "
               "4-1 1-2 | boneyard: 5-5 3-3 0-2 1-6 2-3 6-6 0-6 4-4 1-3 3-6 | turn: 0",
     "1-1 uncouples main between 1-4 and 1-2")])
def test_the_boards_box_for_a_double_laid_inside_a_line_is_beside_the_tile_it_joins(game_id, text, move):
    state = State.from_text(text, game=dl.game(game_id))
    (chosen,) = [m for m in state.legal_moves() if str(m) == move]
    assert move_box(state, chosen, state) == _box_beside_its_neighbour(state, chosen)


@pytest.mark.parametrize("game_id", ["sausage", "wagons", "fork"])
def test_the_boards_box_of_a_tile_laid_on_an_end_is_unchanged(game_id):
    game = dl.game(game_id)
    state = game.deal(2, seed=3)
    state.play(state.legal_moves()[0])  # the lead
    for _ in range(6):
        plays = [m for m in state.legal_moves() if type(m) is dl.moves.Play]
        if state.over or not plays:
            break
        for m in plays:
            assert move_box(state, m, state) == _box_beside_its_neighbour(state, m)
        state.play(plays[0])


def _lays_one_tile(move) -> bool:
    return len(getattr(move, "tiles", ())) == 1 and type(move).__name__ != "PutBack" and move.tiles[0] is not None


@pytest.mark.parametrize("game_id, players", [("sausage", 2), ("wagons", 2), ("wagons", 4), ("fork", 3)])
def test_the_tile_marked_last_is_the_tile_laid_last_after_a_cut_an_insertion_or_an_uncoupling(game_id, players):
    """After a Sausage cut or insertion, or a Wagons uncoupling or coupling, the table lists its tiles
    line by line (chain by chain): the picture marked the list's last tile as the one laid last (a tile
    at the end of the bottom line, of the last train), and ``table.last`` named it."""
    import random

    from domino_lab.games.chain.sausage import Cut, Insert
    from domino_lab.games.chain.wagons import Couple, Uncouple

    game, special, seen = dl.game(game_id), (Cut, Insert, Uncouple, Couple), set()
    for seed in range(12):
        state, rng, laid = game.deal(players, seed=seed), random.Random(seed), None
        while not state.over:
            moves = state.legal_moves()
            odd = [m for m in moves if isinstance(m, special)]
            move = rng.choice(odd if odd and rng.random() < 0.6 else moves)
            state.play(move)
            if _lays_one_tile(move):
                laid, seen = move.tiles[0], seen | {type(move).__name__}
            if laid is None:
                continue
            for table in (state.table, state.clone().table):
                assert table.last.tile == laid, (str(move), table.to_text())
                sprites, _ = table.sprites()
                assert [table.placed[s.index].tile for s in sprites if s.last] == [laid]
    wanted = {"sausage": {"Cut", "Insert"}, "wagons": {"Uncouple", "Couple"}}.get(game_id, set())
    assert wanted <= seen, seen  # (the moves that list the table again were made)


@pytest.mark.parametrize("make, words", [
    (lambda t: ("Cut", t, None), "a cut goes after 1 to 2 tiles"),
    (lambda t: ("Insert", t, None, 0), "joint 0 of the None line"),
    (lambda t: ("Insert", t, "top", 0), "joint 0 of the top line")])
def test_a_sausage_move_made_in_code_naming_no_place_is_refused_as_illegal(make, words):
    # a Cut or an Insert whose place is None (or a line given by its name) raised a raw TypeError
    # from the sentence saying why it is illegal ('<=' between int and None, None % 2, 'top' % 2)
    from domino_lab.games.chain import sausage

    text = ("sausage | hands: - / - | table: across 2-6; top 2-4 4-4; bottom 6-3 3-1 | boneyard: - | turn: 1 | rows: "
            "5-6 3-5 0-5 1-4 3-4 0-4 1-1 2-2 0-1 2-5 4-5 0-0 / 0-6 0-3 1-2 1-5 4-6 5-5 3-3 0-2 1-6 2-3 6-6")
    state = State.from_text(text, game=dl.game("sausage"))
    kind, *fields = make(state.next_tile())
    with pytest.raises(dl.IllegalMove, match=words):
        state.play(getattr(sausage, kind)(*fields))
    assert state.to_text() == text and state.table.placed == State.from_text(text, game=dl.game("sausage")).table.placed


def test_a_trains_table_read_back_after_a_train_was_coupled_away_names_its_next_train_as_the_table_does():
    # Wagons names trains train1, train2, ... in turn and never again; once the last-named one is coupled
    # away, the trains shown no longer say what comes next, so the text says it ("; next train2"): read
    # back, play goes on with the same names (before, with other texts and other Couple moves)
    from domino_lab.table.trains import TrainsLayout
    from domino_lab.tiles import Tile

    lay = TrainsLayout()
    for tile, end in [("1-1", None), ("1-3", 1), ("3-5", 1), ("5-2", 1)]:
        lay.place(Tile.parse(tile), end)
    lay.uncouple(Tile(3, 3), 0, 2, owner=1)
    lay.couple(Tile(2, 3), 1, 3, None)
    back = TrainsLayout.from_text(lay.to_text())
    assert back.to_text() == lay.to_text() == "main: [1-1] 1-3 3-3 3-2 2-5 5-3; next train2"
    assert back.uncouple(Tile(5, 5), 0, 5, owner=0) == lay.uncouple(Tile(5, 5), 0, 5, owner=0)  # train1 / train2


def test_a_trains_text_names_its_next_train_only_past_the_trains_shown():
    from domino_lab.table.trains import TrainsLayout

    with pytest.raises(dl.NotationError, match="next train"):
        TrainsLayout.from_text("main: [1-1] 1-3; train1 of 0: 3-4; next train2")
    assert TrainsLayout.from_text("main: [1-1] 1-3; train1 of 0: 3-4; next train3").next_train == 3
