"""What a learner reads in Russian where an analysis, a design or an experiment is shown (issue 30
§2), in headless Chromium through Voilà: the Designer with its measured table and plot, the
Replay's analysis view at the deal's costliest move, and an evaluation's plot. Each is
screenshotted (``tests/browser/screenshots/i18n_*.png``) and its visible text holds no English
word but code (game ids, the bots' classes, ``seed``)."""

from __future__ import annotations

import re

import pytest
from browsing import SHOTS, serve_voila, stop, write_notebook

pytest.importorskip("voila", reason="pip install -e .[browser]")

CODE = {"Greedy", "Random", "ISMCTS", "seed"}

CELLS = [
    'import domino_lab as dl\nimport matplotlib.pyplot as plt\ndl.language("ru")',
    # the Designer, its table and plot measured
    'designer = dl.Designer(layout="muggins", deal_scoring="muggins", n=40)\nresult = designer.measure()\n'
    'designer.add_class("i18n-designer")\ndesigner',
    # a deal with a mistake, reviewed, and the Replay at its costliest move
    'block = dl.game("classic", set_n=4, hand_size=5, draw="none")\n'
    'for seed in range(30):\n'
    '    record = dl.play(block, [dl.bots.Random(1), dl.bots.Greedy()], seed=seed)\n'
    '    table = dl.review(record, worlds=12, seed=1)\n'
    '    if set(table["mark"]) & {"mistake", "blunder"}:\n'
    '        break\n'
    'replay = dl.Replay(record, review=table)\n'
    'replay.slider.value = int(table.loc[table["cost"].idxmax()]["move"])\n'
    'replay.add_class("i18n-replay")\nreplay',
    # the design's evaluation plotted, as a notebook shows it (ax = dl.evaluate(...).plot())
    'import ipywidgets as w\n'
    'ax = result.plot()\nout = w.Output()\nout.add_class("i18n-plot")\n'
    'with out:\n    plt.show()\nout',
]


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    root = tmp_path_factory.mktemp("i18n")
    write_notebook(root / "russian.ipynb", CELLS)
    proc, url = serve_voila(root / "russian.ipynb")
    tab = browser.new_page(viewport={"width": 1280, "height": 1500})  # (the Designer with its plot: 1,200 px)
    # (Voilà runs every cell first, a measured design and a review: slow on a busy machine)
    tab.goto(url, timeout=420_000)
    tab.wait_for_selector(".i18n-plot svg, .i18n-plot img", timeout=240_000)
    yield tab
    tab.close()
    stop(proc)


def english(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z][A-Za-z_]+", text) if w not in CODE]


def test_the_designer_in_russian(page):
    designer = page.locator(".i18n-designer")
    designer.scroll_into_view_if_needed()
    designer.screenshot(path=str(SHOTS / "i18n_designer.png"))
    text = designer.inner_text()
    for words in ("Придумайте свою игру", "основа", "счёт раздачи", "эти части работают вместе", "доля рыб",
                  "больше всего похожа на"):
        assert words in text, words
    assert designer.locator("svg").count() >= 1  # the plot (matplotlib draws its letters as paths: look at it)
    shown = re.sub(r"\{.*?\}", " ", text)  # (the spec is code: JSON)
    assert english(shown) == []


def test_the_replays_analysis_view_in_russian(page):
    replay = page.locator(".i18n-replay")
    replay.scroll_into_view_if_needed()
    replay.screenshot(path=str(SHOTS / "i18n_replay_analysis.png"))
    text = replay.inner_text()
    assert "очка в среднем по 12 воображаемым раздачам" in text and "лучше:" in text
    assert "ожидаемые очки игрока 0" in text and ("ошибка" in text or "грубая ошибка" in text)
    assert english(text) == []


def test_an_evaluation_plot_in_russian(page):
    plot = page.locator(".i18n-plot")
    plot.scroll_into_view_if_needed()
    plot.screenshot(path=str(SHOTS / "i18n_evaluation_plot.png"))
    assert plot.locator("svg, img").count() >= 1
