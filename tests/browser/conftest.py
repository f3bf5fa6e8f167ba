"""Fixtures of the browser tests: one headless Chromium for the session, and JupyterLab on a free
localhost port (see ``browsing.py`` for what they share)."""

from __future__ import annotations

import json

import pytest
from browsing import CHROMIUM, FLAGS, SHOTS, free_port, serve, stop, wait_for

playwright = pytest.importorskip("playwright.sync_api", reason="pip install -e .[browser]")
if CHROMIUM is None:
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)


@pytest.fixture(scope="session")
def browser():
    SHOTS.mkdir(parents=True, exist_ok=True)
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """JupyterLab on a free localhost port with a token, its settings and workspaces in a
    temporary folder (the notebooks the tests open are copied there); yields ``(url, root)``,
    ``url(path)`` giving a notebook's address."""
    root = tmp_path_factory.mktemp("lab")
    settings = root / ".settings"
    settings.mkdir()
    (settings / "overrides.json").write_text(json.dumps({
        "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
        "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    }))
    port, token = free_port(), "domino-lab-test"
    proc = serve(["jupyter", "lab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
                  "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
                  "--allow-root", "--LabApp.expose_app_in_browser=True", "--LabApp.extension_manager=readonly",
                  f"--LabApp.app_settings_dir={settings}",
                  f"--LabApp.user_settings_dir={root / '.user'}", f"--LabApp.workspaces_dir={root / '.workspaces'}"],
                 cwd=root, log=root / "lab.log", env={"JUPYTER_RUNTIME_DIR": str(root / ".runtime")})
    base = f"http://127.0.0.1:{port}"
    wait_for(f"{base}/api/status?token={token}", proc)
    yield (lambda path: f"{base}/lab/tree/{path}?reset&token={token}"), root
    stop(proc)


