"""The classroom site (``site/build.py``) in a real browser, offline: the site is built with
``--offline`` (Pyodide's core from npm, every wheel local), served on 127.0.0.1, and opened in
headless Chromium that can reach no other host (``browsing.FLAGS``; the router also lists and
refuses anything else, and the tests assert that list is empty).

The build downloads the build tools, the ``pyodide`` npm package and 28 wheels (cached in
``site/.cache``; about 3 minutes the first time, 1 minute after) and the Pyodide kernel's cold
start takes 25 to 70 s on two cores, so these tests are opt-in: ``DOMINO_LAB_SITE=1`` runs them
(``-k kernel_imports`` the short one: import domino_lab and play one Board deal by clicking).
``DOMINO_LAB_SITE_DIR`` points them at a site already built.
``tests/test_site_build.py`` checks the lock file without a download, in every run.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest
from browsing import ROOT, SHOTS, deal_over, play_one_deal

sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402  (site/build.py)

SITE_ENV = os.environ.get("DOMINO_LAB_SITE") == "1"
opt_in = pytest.mark.skipif(not SITE_ENV, reason="builds the site: DOMINO_LAB_SITE=1")


@pytest.fixture(scope="module")
def site(tmp_path_factory, request):
    """The offline site, built once (or the one ``DOMINO_LAB_SITE_DIR`` names), and its server."""
    import lite
    if not SITE_ENV:
        pytest.skip("builds the site: DOMINO_LAB_SITE=1")
    given = os.environ.get("DOMINO_LAB_SITE_DIR")
    if given:
        out = Path(given)
    else:
        out = tmp_path_factory.mktemp("site") / "out"
        build.build(out, ROOT / "site" / ".cache", offline=True, lessons=ROOT / "notebooks")
    server = lite.StaticServer(out)
    yield server.url, out
    server.close()


@pytest.fixture
def offline_page(browser, site):
    import lite
    outside: list[str] = []
    context = lite.offline_context(browser, outside)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page, site[0], outside
    context.close()
    assert outside == [], f"the page asked for outside hosts: {outside[:5]}"


def _open_lesson(page, url: str, path: str) -> float:
    import lite
    page.goto(f"{url}lab/index.html?path={path}")
    return lite.wait_kernel(page)


def _board_clicks(page, board, name: str) -> dict:
    board.locator(".dl-pad").wait_for(timeout=60_000)
    clicks = play_one_deal(page, board)
    assert deal_over(board), board.inner_text()[:300]
    page.screenshot(path=str(SHOTS / f"site_{name}.png"))
    return clicks


@opt_in
def test_kernel_imports_and_a_board_plays_offline(offline_page):
    """The bounded version: the kernel starts, domino_lab is already installed (no %pip), and a
    Kozel Board is dealt and played to the end by clicking tiles."""
    import lite
    page, url, _ = offline_page
    seconds = _open_lesson(page, url, "boards/laying.ipynb")
    printed = lite.run_code(page, "import sys, domino_lab; print(sys.platform, 'matplotlib' in sys.modules)")
    assert printed.split() == ["emscripten", "False"], printed
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    board = page.locator(".domino-lab-board").first
    clicks = _board_clicks(page, board, "lab_kozel_board")
    assert clicks["tile"] > 0
    print(f"kernel ready in {seconds:.0f} s; clicks {clicks}")


def _run_lesson(page, url: str, path: str, shot: str) -> tuple[float, float]:
    """Open ``path``, wait for its kernel, run every cell; no error shown. Returns (kernel, cells) seconds."""
    import lite
    seconds = _open_lesson(page, url, path)
    start = time.time()
    lite.run_all(page, timeout=600)
    ran = time.time() - start
    errors = page.evaluate(f"""() => [...{lite.CURRENT}.querySelectorAll('.jp-OutputArea-output[data-mime-type='
        + '"application/vnd.jupyter.stderr"], .jp-OutputArea-output.jp-mod-error')].map(e => e.textContent)""")
    assert errors == [], errors
    page.screenshot(path=str(SHOTS / f"site_{shot}.png"))
    return seconds, ran


@opt_in
def test_lesson_00_runs_to_the_end_then_the_russian_one(offline_page):
    """Lesson 00 to the end and its Board played by clicks; then, in the same browser, the Russian
    00 (a subfolder, a notebook of the same name in JupyterLab's workspace: before its file was
    renamed in the site, it got the English lesson's session and its kernel never started)."""
    page, url, _ = offline_page
    seconds, ran = _run_lesson(page, url, "notebooks/00_start_here.ipynb", "lesson_00")
    # the lesson's own Board (player 3 against the lesson's bots) played by clicking
    clicks = _board_clicks(page, page.locator(".domino-lab-board").first, "lesson_00_board")
    assert clicks["tile"] > 0
    print(f"kernel ready in {seconds:.0f} s; lesson 00 ran in {ran:.0f} s")
    import lite
    seconds, ran = _run_lesson(page, url, "notebooks/ru/00_start_here.ru.ipynb", "lesson_00_ru")
    assert page.evaluate("window.jupyterapp.shell.currentWidget.context.path") == "notebooks/ru/00_start_here.ru.ipynb"
    assert "костей" in page.evaluate(f"{lite.CURRENT}.innerText")
    print(f"Russian: kernel ready in {seconds:.0f} s; lesson 00 ran in {ran:.0f} s")


@opt_in
def test_lesson_05_draws_its_figures_as_svg_offline_then_the_russian_one(offline_page):
    """Lesson 05 (chain graphs) to the end with no matplotlib, then the Russian 05 in the same
    browser: its five figures (the set graph, three moments of a deal side by side, the table, the
    log chart, the board beside its graph) are SVG outputs that the browser decodes as pictures
    of their own size. A screenshot of each figure."""
    import lite
    page, url, _ = offline_page
    for path, shot in [("notebooks/05_chain_graphs.ipynb", "lesson_05"),
                       ("notebooks/ru/05_chain_graphs.ru.ipynb", "lesson_05_ru")]:
        seconds, ran = _run_lesson(page, url, path, shot)
        assert lite.run_code(page, "import sys; print('matplotlib' in sys.modules)").strip() == "False"
        notebook = "#" + page.evaluate("window.jupyterapp.shell.currentWidget.id")
        figures = page.locator(f"{notebook} .jp-OutputArea-output[data-mime-type='image/svg+xml']")
        assert figures.count() == 5, figures.count()
        sizes = []
        for k in range(5):
            figures.nth(k).scroll_into_view_if_needed()
            picture = figures.nth(k).locator("img, svg").first
            picture.wait_for()
            sizes.append(picture.evaluate("p => p.tagName === 'IMG' ? [p.complete && p.naturalWidth, p.naturalHeight]"
                                          " : [p.getBoundingClientRect().width, p.getBoundingClientRect().height]"))
            figures.nth(k).screenshot(path=str(SHOTS / f"site_{shot}_figure_{k + 1}.png"))
        # decoded, each a drawing at its own size (the third is the table of a Kozel deal: one row)
        assert all(w and w > 300 and h > 100 for w, h in sizes), sizes
        print(f"{path}: kernel ready in {seconds:.0f} s; the lesson ran in {ran:.0f} s; figures {sizes}")


@opt_in
@pytest.mark.parametrize(("lesson", "package"), [("04_cross_and_counting", "matplotlib"),
                                                 ("10_analysing_a_deal", "pandas"),
                                                 ("11_design_your_own_game", "matplotlib")])
def test_a_lesson_that_needs_a_missing_package_says_so_offline(offline_page, lesson, package):
    import lite
    page, url, _ = offline_page
    _open_lesson(page, url, f"notebooks/{lesson}.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs'); }")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(f"""() => {lite.CURRENT}.querySelector('.jp-CodeCell .jp-OutputArea')?.textContent
        .includes({package!r})""", timeout=120_000, polling=500)
    first = page.locator(".jp-CodeCell").first.locator(".jp-OutputArea").text_content()
    # "run all" stopped there: no later cell ran
    assert [p for p in lite.prompts(page)[1:] if any(c.isdigit() for c in p)] == []
    assert package in first and "offline" in first, first
    page.screenshot(path=str(SHOTS / f"site_lesson_{lesson[:2]}_offline.png"))


@opt_in
def test_board_page_of_another_family_plays_by_clicks(offline_page):
    """Muggins (counting laying) on its family's Voici page, which shows only the Board (no code,
    no notebook), dealt and played to the end by clicks."""
    page, url, _ = offline_page
    start = time.time()
    page.goto(f"{url}play/voici/render/counting.html")
    board = page.locator(".domino-lab-board").first
    board.locator(".dl-pad").wait_for(timeout=240_000)
    first_board = time.time() - start
    assert page.locator(".jp-CodeCell .jp-InputArea, .cm-editor, .jp-InputPrompt").count() == 0  # no code
    assert "import domino_lab" not in page.locator("body").inner_text()
    assert "Muggins" in board.inner_text()
    page.screenshot(path=str(SHOTS / "site_voici_muggins_start.png"))
    clicks = _board_clicks(page, board, "voici_muggins")
    assert clicks["tile"] > 0
    print(f"first board in {first_board:.0f} s; clicks {clicks}")
