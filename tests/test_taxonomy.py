"""The taxonomy as the book gives it (issue 15, item 8). Seed 000: «3.1 Подтип - чисто выкладные
наиболее наглядно различается по форме выкладки. Приблизительно можно выделить такие формы как
цепь, крест, ряд, рамка, поле, лучи» ("subtype 3.1, pure laying, is told apart by the form of the
layout: roughly, chain, cross, row, frame, field, rays"); Ladder, Wagons, Fork and Milky Way are
filed under «Форма выкладки - цепь» ("layout form: chain"). The package's finer layouts are a
second level, ours."""

import pytest

import domino_lab as dl
from domino_lab.games.registry import GameInfo
from domino_lab.taxonomy import FORMS, LAYOUTS, SUBTYPES, catalogue_table, taxonomy_graph


def test_the_book_forms_in_its_order():
    assert list(FORMS) == ["chain", "cross", "row", "frame", "field", "rays"]
    assert [ru for _, ru in FORMS.values()] == ["цепь", "крест", "ряд", "рамка", "поле", "лучи"]


def test_every_pure_laying_game_has_a_book_form_and_a_package_layout():
    forms = {g.id: (g.form, g.layout) for g in dl.catalogue() if g.subtype == "3.1"}
    for gid in ("ladder", "wagons", "fork", "milky_way"):
        assert forms[gid][0] == "chain"  # the book's form, whatever our finer layout says
    assert {gid: lay for gid, (_, lay) in forms.items() if lay != "line"} == {
        "ladder": "one-way", "wagons": "trains", "fork": "parallel", "milky_way": "fixed", "donkey": "cross",
        "odd_even": "cross"}
    assert all(g.layout in LAYOUTS for g in dl.catalogue())
    assert all(g.form in FORMS or (g.form == "" and g.subtype in ("1", "2.1", "2.2")) for g in dl.catalogue())


def test_a_form_the_book_does_not_name_is_refused():
    with pytest.raises(dl.SetupError, match="form is one of the book's forms"):
        GameInfo("x", "X", "Х", "laying", "3.1", "one-way", (2, 4), "000")
    with pytest.raises(dl.SetupError, match="form is one of the book's forms"):
        GameInfo("x", "X", "Х", "laying", "3.1", "", (2, 4), "000")


def test_the_tree_puts_the_book_first_and_our_layouts_below():
    g = taxonomy_graph()
    assert [g.nodes[n]["label"] for n in g.successors("sub 3.1")] == [
        "chain (цепь)", "cross (крест)", "row (ряд)", "frame (рамка)", "field (поле)", "rays (лучи)"]
    assert sorted(g.nodes[n]["label"] for n in g.successors("form chain")) == [
        "fixed", "line", "one-way", "parallel", "trains"]
    assert all(g.nodes[n]["kind"] == "layout" for n in g.successors("form chain"))
    assert list(g.successors("layout chain one-way")) == ["ladder"]
    assert not list(g.successors("form rays"))  # named by the book, no game in the seeds


def test_cutting_games_are_our_reading():
    assert "ours" in SUBTYPES["3.3"][3] and "not defined by the book" in SUBTYPES["3.3"][3]


def test_the_table_shows_both_levels():
    text = str(catalogue_table())
    assert text.splitlines()[0].split()[4:8] == ["form", "(book)", "layout", "(ours)"]
    ladder = next(line for line in text.splitlines() if line.startswith("ladder"))
    assert "chain (цепь)" in ladder and "one-way" in ladder
