"""The browser site (``site/build.py``) as the tests use it: built once (offline), served on
127.0.0.1 by a small static server, opened in Chromium with every request that is not for
127.0.0.1 refused (at the resolver, and again by Playwright's router), and JupyterLite's
notebooks run from the page.
"""

from __future__ import annotations

import functools
import http.server
import threading
import time
from pathlib import Path

KERNEL_IDLE = "Python (Pyodide) | Idle"


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                      ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json",
                      ".whl": "application/zip", ".ipynb": "application/json"}

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


class StaticServer:
    """``folder`` served on a free port of 127.0.0.1 from a thread; ``url`` is its root."""

    def __init__(self, folder: Path):
        handler = functools.partial(_Handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def offline_context(browser, outside: list[str]):
    """A browser context whose requests to any host but 127.0.0.1 are aborted and listed in
    ``outside`` (the test asserts it stays empty)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, service_workers="allow")

    def route(r):
        url = r.request.url
        if url.startswith(("http://127.0.0.1", "data:", "blob:")):
            r.continue_()
        else:
            outside.append(url)
            r.abort()
    context.route("**/*", route)
    return context


def wait_kernel(page, timeout: float = 240) -> float:
    """Wait until the notebook's Pyodide kernel is idle; returns the seconds it took."""
    start = time.time()
    page.wait_for_function("document.querySelector('.jp-Notebook .jp-Cell')", timeout=120_000, polling=250)
    page.wait_for_function(f"document.querySelector('#jp-main-statusbar')?.innerText.includes({KERNEL_IDLE!r})",
                           timeout=timeout * 1000, polling=250)
    return time.time() - start


# the open notebook's node (JupyterLab keeps the other tabs' notebooks in the page, hidden)
CURRENT = "window.jupyterapp.shell.currentWidget.node"


def prompts(page) -> list[str]:
    return page.evaluate(f"() => [...{CURRENT}.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
                         ".map(p => p.textContent)")


def run_all(page, timeout: float = 600) -> None:
    """Clear the outputs, run every cell, and wait until each code cell has a number and the
    kernel is idle (``[*]`` on a cell still running shows where it stopped when this times out)."""
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs'); }")
    page.wait_for_function(f"() => [...{CURRENT}.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
                           ".every(p => !/\\d/.test(p.textContent))", timeout=30_000, polling=200)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(f"""() => {{
        const prompts = [...{CURRENT}.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
        const idle = document.querySelector('#jp-main-statusbar')?.innerText.includes({KERNEL_IDLE!r});
        return idle && prompts.length && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
    }}""", timeout=timeout * 1000, polling=500)


def run_code(page, code: str, timeout: float = 120) -> str:
    """Run ``code`` in the open notebook's kernel (JupyterLab's session, not a cell) and return
    what it printed (stdout and the error's text, if any)."""
    return page.evaluate("""async ([code, timeout]) => {
        const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
        const future = kernel.requestExecute({code});
        let text = '';
        future.onIOPub = msg => {
            const c = msg.content;
            if (msg.header.msg_type === 'stream') text += c.text;
            if (msg.header.msg_type === 'error') text += c.ename + ': ' + c.evalue;
            if (msg.header.msg_type === 'execute_result') text += (c.data['text/plain'] || '') + '\\n';
        };
        await Promise.race([future.done, new Promise((_, no) => setTimeout(() => no(new Error('timeout')),
                                                                      timeout * 1000))]);
        return text;
    }""", [code, timeout])
