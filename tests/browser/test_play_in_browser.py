"""A classroom page: the play notebook served by Voilà, opened in headless Chromium, and a deal
of Kozel played by clicking tile pictures until it ends; then the picker opens another game."""

from __future__ import annotations

import pytest
from browsing import ROOT, SHOTS, deal_over, play_one_deal, serve, stop, wait_for

pytest.importorskip("voila", reason="pip install -e .[browser]")


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    from browsing import free_port

    port = free_port()
    proc = serve(["voila", str(ROOT / "notebooks" / "06_play.ipynb"), "--no-browser", f"--port={port}",
                  "--Voila.ip=127.0.0.1", "--ServerApp.port_retries=0"],
                 cwd=ROOT / "notebooks", log=tmp_path_factory.mktemp("voila") / "voila.log")
    url = f"http://127.0.0.1:{port}/"
    wait_for(url, proc, seconds=60)
    yield url
    stop(proc)


def test_a_person_plays_a_deal_of_kozel_in_the_browser(browser, voila_url):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(voila_url, timeout=120_000)
    page.wait_for_selector(".domino-lab-board .dl-pad", timeout=120_000)
    kozel = page.locator(".domino-lab-board").filter(has_text="Kozel").first
    kozel.locator("button.dl-tile").first.wait_for(timeout=60_000)
    page.screenshot(path=str(SHOTS / "play_start.png"))
    text = page.inner_text("body")  # issue 30, defect 6: a classroom page runs itself and prints no stray output
    assert "Run All Cells" not in text and "['random'" not in text
    assert text.index("Play any game") < 200  # the title comes first
    clicks = play_one_deal(page, kozel)
    kozel.screenshot(path=str(SHOTS / "play_end.png"))
    assert clicks["tile"] > 0, "no tile was ever offered to click"
    assert deal_over(kozel) and "deal 1" in kozel.inner_text()  # the match table shows the finished deal
    russian = page.locator(".domino-lab-board").filter(has_text="Телефон").first
    assert "ваш" in russian.inner_text().lower() or "ходит" in russian.inner_text()
    page.locator("button", has_text="play").first.click()  # the picker opens its game, Kozel by default
    page.wait_for_function("document.querySelectorAll('.domino-lab-board').length === 3", timeout=60_000, polling=200)
    page.close()
