"""The Russian classroom in headless Chromium through Voilà (issue 30 §2): what a learner meets
under ``dl.language("ru")`` beyond the labels, read in the real widgets and screenshotted
(``tests/browser/screenshots/russian_*.png``):

- a Board's refusal of a clicked tile (Matador's "does not make 7", half English before) and its
  status panel with a named seat;
- the Explorer's tooltip on a knob and its warning that the knob changes nothing (Kozel's
  ``opening=0``);
- a rule card: its summary and the options' words in Russian.
"""

from __future__ import annotations

import re

import pytest
from browsing import SHOTS, serve_voila, stop, write_notebook

import domino_lab as dl

pytest.importorskip("voila", reason="pip install -e .[browser]")

SEATS = 'seats=["Аня", dl.bots.Greedy()]'
#: English words a Russian learner should not meet (a tile, a number, a seat's name are fine)
ENGLISH = re.compile(r"\b(?:the|is|not|does|make|with|player|open|ends?|changes|deal|effect|seen|Accepts)\b")


def a_dead_tile_seed(game_id: str) -> int:
    """A deal of ``game_id`` (Аня against a bot) where on Аня's first turn a tile of hers does not fit."""
    for seed in range(50):
        board = dl.Board(dl.game(game_id), seats=["Аня", dl.bots.Greedy()], seed=seed, delay=0, lang="ru")
        if board.pad.active and any(not h["playable"] for h in board.pad.hand) and board.state.table.placed:
            return seed
    raise AssertionError("none in 50 deals")


@pytest.fixture(scope="module")
def russian(browser, tmp_path_factory):
    root = tmp_path_factory.mktemp("russian")
    cells = ['import domino_lab as dl\ndl.language("ru")',
             f'dl.Board(dl.game("matador"), {SEATS}, seed={a_dead_tile_seed("matador")}, delay=0)',
             'explorer = dl.Explorer(dl.game("kozel"), n=20)\nexplorer.controls["opening"].value = 0\nexplorer',
             'dl.rules("kozel", deals=8, leads="in_turn")']
    write_notebook(root / "russian.ipynb", cells)
    proc, url = serve_voila(root / "russian.ipynb")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(url, timeout=120_000)
    page.wait_for_function("document.querySelectorAll('.domino-lab-board .dl-pad').length === 1 && "
                           "document.querySelector('.dl-rulecard')", timeout=180_000, polling=250)
    yield page
    page.close()
    stop(proc)


def test_a_russian_board_refuses_a_tile_in_russian(russian):
    page = russian
    board = page.locator(".domino-lab-board").first
    board.scroll_into_view_if_needed()
    board.locator("button.dl-tile:not(.playable)").first.click()
    page.wait_for_function("el => el.querySelector('span[style*=\"b00020\"]')", arg=board.element_handle(),
                           timeout=30_000, polling=100)
    said = board.locator("span[style*='b00020']").first.inner_text()
    board.screenshot(path=str(SHOTS / "russian_board_refusal.png"))
    assert re.fullmatch(r"\d-\d не даёт в сумме 7: (открытые концы \d и \d|открытый конец \d)( \(.*\))?", said), said
    assert not ENGLISH.search(said)
    status = board.locator(".widget-html").filter(has_text="Места").last.inner_text()
    assert "Аня" in status and not ENGLISH.search(status), status


def test_the_explorer_warns_and_explains_its_knobs_in_russian(russian):
    page = russian
    warning = page.locator("div[style*='8a5a00']").first
    warning.wait_for(timeout=60_000)
    text = warning.inner_text()
    assert "opening=0 не меняет ни одной раздачи" in text and not ENGLISH.search(text), text
    tip = page.locator("span[title^='opening:']").first
    assert tip.get_attribute("title").startswith("opening: наименьшая раздача, которая открывает запись")
    explorer = page.locator(".widget-vbox").filter(has=warning).last
    explorer.scroll_into_view_if_needed()
    tip.hover()
    page.screenshot(path=str(SHOTS / "russian_explorer_warning.png"))


def test_a_russian_rule_card(russian):
    page = russian
    card = page.locator(".dl-rulecard").first
    card.scroll_into_view_if_needed()
    card.locator("details summary").first.click()  # the options as the seed has them, opened
    card.screenshot(path=str(SHOTS / "russian_rulecard.png"))
    text = card.inner_text()
    assert "команды по двое; проигравшие записывают свои очки; запись открывается с 13; 101 — козёл" in text
    options = text[text.index("Действующие правила"):]
    assert "deals = 8 (источник: none) — партия из стольких раздач, кратно четырём" in options, options
    assert "opening = 13 — наименьшая раздача, которая открывает запись" in options
    assert not ENGLISH.search(options), options
