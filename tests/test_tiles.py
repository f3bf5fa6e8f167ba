import pickle

import pytest

import domino_lab as dl
from domino_lab.tiles import parse_tiles, tiles_text


def test_tile_is_unordered_and_interned():
    assert dl.Tile(4, 2) == dl.Tile(2, 4)
    assert dl.Tile(4, 2) is dl.Tile.parse("2-4")
    assert str(dl.Tile(4, 2)) == "2-4" and repr(dl.Tile(4, 2)) == "Tile(2, 4)"
    assert pickle.loads(pickle.dumps(dl.Tile(6, 1))) is dl.Tile(1, 6)


def test_tile_facts():
    t = dl.Tile(5, 3)
    assert (t.low, t.high, t.pips, t.is_double) == (3, 5, 8, False)
    assert dl.Tile(6, 6).is_double and t.has(5) and not t.has(4)
    assert t.other(5) == 3 and t.other(3) == 5
    with pytest.raises(ValueError, match="3-5 has no end showing 4"):
        t.other(4)


@pytest.mark.parametrize("text", ["4:2", "4|2", " 4 - 2 ", "2-4"])
def test_parse_forms(text):
    assert dl.Tile.parse(text) == dl.Tile(2, 4)


@pytest.mark.parametrize("text", ["42", "a-b", "4-", "-1-2"])
def test_parse_rejects(text):
    with pytest.raises(ValueError, match="is not a tile"):
        dl.Tile.parse(text)


@pytest.mark.parametrize("n, size, doubles", [(6, 28, 7), (9, 55, 10), (12, 91, 13)])
def test_double_n_sets(n, size, doubles):
    s = dl.DominoSet(n)
    assert len(s) == size and len(s.doubles) == doubles
    assert len({t.id for t in s}) == size and max(t.id for t in s) == size - 1
    assert dl.Tile(n, n) in s and dl.Tile(n + 1, 0) not in s


def test_set_check_names_the_set():
    with pytest.raises(ValueError, match="2-7 is not in the double-6 set"):
        dl.DominoSet(6).check("7-2")
    assert dl.DominoSet(6).total_pips == 168  # seed 003: "суммарное количество очков всех костяшек - 168"


def test_tiles_text_round_trip():
    tiles = parse_tiles("1-1, 2-3 6-0")
    assert tiles_text(tiles) == "1-1 2-3 0-6" and parse_tiles("-") == []
