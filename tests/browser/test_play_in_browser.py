"""A person's view: the play notebook served by Voilà, opened in headless Chromium and played by
clicking tiles until the deal ends (Playwright drives Debian's chromium through executable_path).

Needs ``pip install -e .[browser]`` and Debian's ``chromium`` (``.ci/run`` installs both); the
screenshot is saved under ``tests/browser/screenshots/``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

playwright = pytest.importorskip("playwright.sync_api", reason="pip install -e .[browser]")
pytest.importorskip("voila", reason="pip install -e .[browser]")
if CHROMIUM is None:
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    port = free_port()
    log = open(tmp_path_factory.mktemp("voila") / "voila.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", str(ROOT / "notebooks" / "06_play.ipynb"), "--no-browser",
         f"--port={port}", "--Voila.ip=127.0.0.1", "--ServerApp.port_retries=0"],
        cwd=ROOT / "notebooks", stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            time.sleep(0.3)
    else:  # pragma: no cover
        proc.kill()
        pytest.fail("Voilà did not start within 60 s")
    yield f"http://127.0.0.1:{port}/"
    proc.terminate()
    proc.wait(timeout=20)
    log.close()


def test_a_person_plays_a_deal_of_kozel_in_the_browser(voila_url):
    shots = ROOT / "tests" / "browser" / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(voila_url, timeout=120_000)
        page.wait_for_selector("text=your hand", timeout=120_000)
        page.screenshot(path=str(shots / "play_start.png"))
        clicks = 0
        for _ in range(400):
            text = page.inner_text("body")
            if "went out" in text or "fish:" in text:
                break
            for selector in (".mod-info", ".mod-success", ".mod-warning"):
                buttons = page.locator(f"button{selector}:not([disabled])")
                if buttons.count():
                    buttons.first.click()
                    clicks += 1
                    break
            page.wait_for_timeout(300)
        page.screenshot(path=str(shots / "play_end.png"), full_page=True)
        text = page.inner_text("body")
        browser.close()
    assert clicks > 0, "no tile was ever offered to click"
    assert "went out" in text or "fish:" in text, "the deal did not end on the page"
    assert "deal 1" in text  # the match table shows the finished deal
