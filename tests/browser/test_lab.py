"""A learner's JupyterLab: headless Chromium opens notebooks in JupyterLab itself, runs all their
cells, and plays deals on the Board by clicking tile pictures.

- a lesson notebook and the play notebook, in English and in Russian, run without an error output;
- one deal of a game from each family is played by clicking: chain (Kozel), cross and counting
  (Telephone), tricks (Bingo), discard (Biryuk), collecting (Roulette: its moves are draws, so
  the buttons are clicked);
- a click made while the bots move is ignored.
"""

from __future__ import annotations

import shutil

import nbformat
import pytest
from browsing import ROOT, SHOTS, deal_over, error_outputs, play_one_deal, run_all_cells

import domino_lab as dl

FAMILIES = [("chain", "kozel"), ("cross_counting", "telephone"), ("tricks", "bingo"), ("discard", "biryuk"),
            ("collecting", "roulette")]
#: The notebooks run whole in JupyterLab: the first lesson and the play page, in English and in Russian.
LESSONS = ["00_start_here.ipynb", "06_play.ipynb", "ru/00_start_here.ipynb", "ru/06_play.ipynb"]
SLOW = 0.8  # seconds between the bots' moves on the board that is clicked during their turn


def kozel_seed_where_you_lead() -> int:
    """A seed whose first Kozel deal player 0 leads (he holds 1-1): then three bots answer."""
    seats = ["you"] + [dl.bots.Greedy()] * 3
    for seed in range(100):
        if dl.Board(dl.game("kozel"), seats=seats, seed=seed, delay=0).state.table.empty:
            return seed
    raise AssertionError("no seed in 100 deals 1-1 to player 0")


def play_notebook(path):
    cells = ["import domino_lab as dl"]
    for family, game_id in FAMILIES:
        g = dl.game(game_id)
        bots = ", ".join(f"dl.bots.Random({k})" for k in range(1, g.default_players))
        cells.append(f'{family} = dl.Board(dl.game("{game_id}"), seats=["you", {bots}], seed=0, delay=0.02)\n{family}')
    cells.append(f'slow = dl.Board(dl.game("kozel"), seats=["you"] + [dl.bots.Greedy()] * 3, '
                 f'seed={kozel_seed_where_you_lead()}, delay={SLOW})\nslow')
    cells.append(f'keys = dl.Board(dl.game("kozel"), seats=["you"] + [dl.bots.Greedy()] * 3, '
                 f'seed={kozel_seed_where_you_lead()}, delay=0.02)\nkeys')
    nb = nbformat.v4.new_notebook(metadata={"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                                           "language": "python"}})
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, path)


@pytest.fixture(scope="module")
def notebooks(lab):
    url, root = lab
    (root / "ru").mkdir()
    for name in LESSONS:
        shutil.copy(ROOT / "notebooks" / name, root / name)
    play_notebook(root / "boards.ipynb")
    return url


@pytest.fixture(scope="module")
def open_page(browser):
    pages = []

    def new_page():
        pages.append(browser.new_page(viewport={"width": 1400, "height": 1000}))
        return pages[-1]

    yield new_page
    for p in pages:
        p.close()


@pytest.mark.parametrize("name", LESSONS)
def test_a_notebook_runs_in_jupyterlab_without_errors(notebooks, open_page, name):
    page = open_page()
    page.goto(notebooks(name), timeout=120_000)
    run_all_cells(page, name)
    errors = error_outputs(page)
    page.screenshot(path=str(SHOTS / f"lab_{name.replace('.ipynb', '').replace('/', '_')}.png"))
    assert not errors, errors
    if name.endswith("06_play.ipynb"):
        assert page.locator(".domino-lab-board .dl-pad").count() >= 2  # the boards are live widgets
        assert "Board(children" not in page.inner_text(".jp-Notebook")


@pytest.fixture(scope="module")
def boards(notebooks, open_page):
    page = open_page()
    page.goto(notebooks("boards.ipynb"), timeout=120_000)
    run_all_cells(page, "boards.ipynb")
    page.wait_for_function(f"document.querySelectorAll('.domino-lab-board .dl-pad').length === {len(FAMILIES) + 2}",
                           timeout=60_000, polling=200)
    assert not error_outputs(page)
    return page


@pytest.mark.parametrize("index,family,game_id", [(i, f, g) for i, (f, g) in enumerate(FAMILIES)])
def test_a_deal_of_each_family_played_by_clicking(boards, index, family, game_id):
    page = boards
    board = page.locator(".domino-lab-board").nth(index)
    board.scroll_into_view_if_needed()
    assert dl.game(game_id).info.name in board.locator("h3").inner_text()
    board.screenshot(path=str(SHOTS / f"lab_{family}_start.png"))
    clicks = play_one_deal(page, board)
    board.screenshot(path=str(SHOTS / f"lab_{family}_end.png"))
    assert deal_over(board)
    if family == "collecting":
        assert clicks["action"] > 0
    else:
        assert clicks["tile"] > 0, clicks  # tiles were played by clicking their pictures
    assert "deal 1" in board.inner_text()  # the match table shows the finished deal


def test_a_click_while_the_bots_move_is_ignored(boards):
    page = boards
    board = page.locator(".domino-lab-board").nth(len(FAMILIES))
    board.scroll_into_view_if_needed()
    lead = board.locator('button.dl-tile[data-tile="1-1"]')
    lead.wait_for()
    other = [t for t in board.locator("button.dl-tile").evaluate_all("bs => bs.map(b => b.dataset.tile)") if t != "1-1"]
    # the case: lead 1-1, then click another tile while the three bots move; one click is
    # made at once (it reaches the kernel queued behind the bots), one 150 ms later
    board.evaluate("""(el, other) => {
        el.querySelector('button.dl-tile[data-tile="1-1"]').click();
        const b = el.querySelector(`button.dl-tile[data-tile="${other}"]`);
        b.disabled = false;
        b.click();
    }""", other[0])
    page.wait_for_timeout(150)
    board.evaluate("""(el, other) => {
        const b = el.querySelector(`button.dl-tile[data-tile="${other}"]`);
        if (b) { b.disabled = false; b.click(); }
    }""", other[1])
    board.screenshot(path=str(SHOTS / "lab_bots_turn.png"))
    page.wait_for_function("el => el.innerText.includes('your turn') || el.innerText.includes('deal is over')",
                           arg=board.element_handle(), timeout=int((3 * SLOW + 20) * 1000), polling=200)
    page.wait_for_timeout(500)
    log = board.inner_text()
    mine = [line for line in log.splitlines() if line.startswith("you: ")]
    assert mine == ["you: lead 1-1"], log  # the clicks made on the old position played nothing
    assert "ignored" in log


def test_the_keyboard_plays_too(boards):
    """Number keys play the n-th green tile; ← → move between tiles and Enter plays the one focused."""
    page = boards
    board = page.locator(".domino-lab-board").nth(len(FAMILIES) + 1)
    board.scroll_into_view_if_needed()
    board.locator('button.dl-tile[data-tile="1-1"]').wait_for()
    board.locator(".dl-pad").focus()
    page.keyboard.press("1")  # the first (and only) green tile: the lead 1-1
    page.wait_for_function("el => el.innerText.includes('you: lead 1-1')", arg=board.element_handle(),
                           timeout=30_000, polling=200)
    board.locator("button.dl-tile.playable").first.wait_for(timeout=30_000)
    for _ in range(30):  # walk right until a green tile has the focus, then press Enter
        if page.evaluate("document.activeElement?.classList.contains('playable')"):
            break
        page.keyboard.press("ArrowRight")
    tile = page.evaluate("document.activeElement.dataset.tile")
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    if board.locator("button.dl-choice").count():  # it fits both ends: the number key picks one
        page.keyboard.press("2")
    page.wait_for_function("([el, tile]) => [...el.innerText.matchAll(/^you: (.*)$/gm)].some(m => m[1].includes(tile))",
                           arg=[board.element_handle(), tile], timeout=30_000, polling=200)
    board.screenshot(path=str(SHOTS / "lab_keyboard.png"))
