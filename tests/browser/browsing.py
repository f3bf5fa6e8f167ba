"""What the browser tests share: Debian's chromium driven by Playwright (through
``executable_path``), servers started on a free localhost port, JupyterLab run from the page, and
a person's hand on a Board: clicking tile pictures (or the marked places, or the move buttons)
until a deal ends. The fixtures are in ``conftest.py``.

Needs ``pip install -e .[browser]`` and Debian's ``chromium`` (``.ci/run`` installs both).
Screenshots are saved under ``tests/browser/screenshots/``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "tests" / "browser" / "screenshots"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# Chromium resolves no host but 127.0.0.1 and asks no proxy: nothing leaves the machine, whatever a
# page asks for. (Voilà's page links Font Awesome's stylesheet on cdn.jsdelivr.net; where a lookup
# hangs instead of failing, the page's load waited for it: a CI run timed out after 7 minutes.)
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-proxy-server", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, proc: subprocess.Popen, seconds: float = 90) -> None:
    """Wait until ``url`` answers (any HTTP status), or fail if the server died or is too slow."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"the server exited with code {proc.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.3)
    proc.kill()
    pytest.fail(f"{url} did not answer within {seconds:.0f} s")


def serve(args: list[str], cwd: Path, log: Path, env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", *args], cwd=cwd, stdout=open(log, "w"), stderr=subprocess.STDOUT,
                            env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})})


def write_notebook(path: Path, cells: list[str]) -> Path:
    """A notebook of these code cells at ``path`` (Python 3 kernel), for Voilà to serve."""
    import nbformat

    nb = nbformat.v4.new_notebook(metadata={"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                           "language": "python"}})
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, path)
    return path


def serve_voila(path: Path) -> tuple[subprocess.Popen, str]:
    """Voilà serving the notebook ``path`` on a free localhost port, once it answers: (process, url)."""
    port = free_port()
    proc = serve(["voila", str(path), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                  "--ServerApp.port_retries=0"], cwd=path.parent, log=path.parent / "voila.log")
    url = f"http://127.0.0.1:{port}/"
    wait_for(url, proc, seconds=60)
    return proc, url


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:  # pragma: no cover
        proc.kill()


def run_all_cells(page, path: str, timeout: float = 180) -> None:
    """Clear the stored outputs of the notebook ``path`` (open in ``page``), run every cell
    (JupyterLab's own commands) and wait until each code cell has run and the kernel is idle."""
    page.wait_for_function("path => window.jupyterapp?.shell.currentWidget?.context?.path === path"
                           " && document.querySelector('.jp-Notebook .jp-Cell')", arg=path, timeout=120_000,
                           polling=200)
    page.wait_for_function("document.querySelector('#jp-main-statusbar')?.innerText.includes('(ipykernel) | Idle')",
                           timeout=120_000, polling=200)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs'); }")
    page.wait_for_function("""() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
        .every(p => !/\\d/.test(p.innerText))""", timeout=30_000, polling=200)
    # (started, not awaited: the command's promise can be collected before it settles, which Playwright
    # reports as an error; what it does is waited for below)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function("""() => {
        const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
        const idle = document.querySelector('#jp-main-statusbar')?.innerText.includes('Idle');
        return idle && prompts.length && prompts.every(p => /\\[\\d+\\]/.test(p.innerText));
    }""", timeout=timeout * 1000, polling=250)


def error_outputs(page) -> list[str]:
    """The text of every error shown in the notebook's outputs (tracebacks, stderr)."""
    return page.evaluate("""() => [...document.querySelectorAll(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-output.jp-mod-error, '
        + '.jp-RenderedText[data-mime-type="application/vnd.jupyter.stderr"]')].map(e => e.innerText)""")


def deal_over(board) -> bool:
    return "the deal is over" in board.locator("h3").first.inner_text()


def play_one_deal(page, board, max_clicks: int = 300) -> dict:
    """Play the person's part of one deal on ``board`` (a ``.domino-lab-board`` locator) by
    clicking: a marked place when a tile fits several, else a green tile, else a move button.
    Returns how many clicks of each kind were made."""
    clicks = {"tile": 0, "place": 0, "action": 0}
    for _ in range(max_clicks):
        if deal_over(board):
            return clicks
        pad = board.locator(".dl-pad")
        ghost = pad.locator(".dl-ghost")
        choice = pad.locator("button.dl-choice")
        tile = pad.locator("button.dl-tile.playable:not([disabled])")
        action = pad.locator("button.dl-action:not([disabled])")
        if ghost.count():
            ghost.first.click()
            clicks["place"] += 1
        elif choice.count():
            choice.first.click()
            clicks["place"] += 1
        elif tile.count():
            tile.first.click()
            clicks["tile"] += 1
        elif action.count():
            action.first.click()
            clicks["action"] += 1
        else:
            page.wait_for_timeout(100)
            continue
        page.wait_for_timeout(150)
    raise AssertionError(f"the deal did not end in {max_clicks} clicks: {board.inner_text()[:500]}")
