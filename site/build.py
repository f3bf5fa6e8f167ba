#!/usr/bin/env python3
"""Build the classroom site: the lessons in JupyterLite and a Voici page per game family, all
running Python in the browser on Pyodide, served as static files from any web host.

    python site/build.py               # the ordinary build: Pyodide from its public CDN at run time
    python site/build.py --offline     # everything local: for machines without internet, and for CI
    python -m http.server -d site/_output 8000   # then open http://127.0.0.1:8000/

What it does, step by step (each download is cached under ``site/.cache``, which git ignores):

1. a virtual environment with the pinned build tools (``site/requirements.txt``: JupyterLite,
   its Pyodide kernel, Voici, and ipywidgets/anywidget for their browser extensions);
2. the npm package ``pyodide`` at the version the kernel pins (the runtime, the standard library
   and the lock file of Pyodide's 357 packages; it ships none of the packages themselves);
3. a wheel of domino_lab from this checkout;
4. a lock file of our own (``static/domino-lab/pyodide-lock.json``) that adds domino_lab, the
   kernel's own wheels and the pure-Python wheels Pyodide does not list (ipywidgets, anywidget,
   comm, psygnal, jupyterlab-widgets) to Pyodide's, so that ``loadPyodide`` installs domino_lab
   and its dependencies before the first cell: ``import domino_lab`` works with no ``%pip`` cell.
   The ordinary build points the rest of the lock at the CDN (matplotlib, numpy and the other
   compiled packages load from there when a lesson imports them); the offline build downloads
   the pure-Python wheels the kernel and domino_lab need from PyPI at the lock's versions, keeps
   only the entries whose wheel it has (so ``import matplotlib`` fails at once, offline, instead of
   waiting on the network), and copies the Pyodide core into the site;
5. the contents: the lessons (``notebooks/*.ipynb``, and ``notebooks/ru/*.ipynb`` when present)
   and one small notebook per game family that shows only a Board (``boards/``), which Voici
   renders as a page without code;
6. ``voici build --apps lab --apps voici``: one site, JupyterLab at ``lab/``, the pages at
   ``voici/render/<name>.html``, a start page at ``index.html``.

Needs Python 3.10+, pip, and npm (for the ``pyodide`` package); only the registries are contacted.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import venv
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
PYODIDE_VERSION = "314.0.6"  # the version jupyterlite-pyodide-kernel 0.8.6 pins
CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
KERNEL_EXTENSION = Path("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi")

# Pure-Python wheels the kernel and domino_lab need that Pyodide's lock does not list: (version,
# what they depend on, what they are imported as). The versions are those the desktop install of
# domino_lab is tested with; they must agree with the browser extensions site/requirements.txt pins.
EXTRA = {
    "comm": ("0.2.3", ["traitlets"], ["comm"]),
    "ipywidgets": ("8.1.9", ["comm", "ipython", "traitlets", "widgetsnbextension", "jupyterlab-widgets"],
                   ["ipywidgets"]),
    "jupyterlab-widgets": ("3.0.17", [], ["jupyterlab_widgets"]),
    "anywidget": ("0.11.0", ["ipywidgets", "psygnal", "typing-extensions"], ["anywidget"]),
    "psygnal": ("0.16.1", ["typing-extensions"], ["psygnal"]),
}
# The kernel's own wheels (shipped inside the kernel's browser extension), and what they depend on.
KERNEL_WHEELS = {
    "pyodide-kernel": (["comm", "ipython", "ipykernel"], ["pyodide_kernel"]),
    "ipykernel": ([], ["ipykernel"]),
    "piplite": (["micropip"], ["piplite"]),
    "widgetsnbextension": ([], ["widgetsnbextension"]),
}
# What the kernel loads itself unless loadPyodide did (jupyterlite-pyodide-kernel's worker), and
# domino_lab: all installed while Pyodide starts, before the first cell.
PRELOAD = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "domino-lab"]
# Pyodide's lock says networkx needs numpy and matplotlib; it imports neither until asked to draw
# (networkx's own lazy imports), so the site drops them from its dependencies: the kernel starts
# without 15 MB of compiled packages, and the offline site without packages it cannot have.
DEPENDS_OVERRIDE = {"networkx": ["decorator"]}

# One page per family of the catalogue (domino_lab.taxonomy.SUBTYPES), each with a game that
# shows the family's principle: (file name, title, game id, players, the person's seat).
BOARDS = [
    ("discard", "Discard games: Pit", "pit", 3),
    ("collecting", "Collecting games: Sharing", "sharing", 3),
    ("tricks", "Collecting from the table: Bingo", "bingo", 2),
    ("laying", "Pure laying: Kozel", "kozel", 4),
    ("counting", "Counting laying: Muggins", "muggins", 2),
    ("cutting", "Cutting laying: Sausage", "sausage", 2),
]


def log(message: str) -> None:
    print(f"[site] {message}", flush=True)


def run(args: list[str | Path], **kwargs) -> None:
    log(" ".join(str(a) for a in args))
    subprocess.run([str(a) for a in args], check=True, **kwargs)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def normalize(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


# -- 1. the build tools --------------------------------------------------------------------------------
def tools(cache: Path) -> Path:
    """A virtual environment with site/requirements.txt installed (reused while that file is
    unchanged); returns its bin folder."""
    env = cache / "venv"
    stamp = env / "requirements.sha256"
    wanted = sha256(HERE / "requirements.txt")
    bin_dir = env / ("Scripts" if os.name == "nt" else "bin")
    if not (stamp.exists() and stamp.read_text() == wanted):
        if env.exists():
            shutil.rmtree(env)
        venv.create(env, with_pip=True)
        pip = [bin_dir / "python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        run([*pip, "-r", HERE / "requirements.txt"])
        # Voici 0.10 declares jupyterlite-core<0.8 but runs on 0.8 (tests/browser/test_site.py
        # plays a Board in one of its pages), and the kernel 0.8.6 needs jupyterlite-core 0.8
        run([*pip, "--no-deps", "voici-core==0.10.0"])
        stamp.write_text(wanted)
    return bin_dir


# -- 2. the Pyodide core ----------------------------------------------------------------------------------
def pyodide_core(cache: Path) -> Path:
    """The npm package ``pyodide`` unpacked (downloaded once with ``npm pack``); returns its folder."""
    folder = cache / f"pyodide-{PYODIDE_VERSION}"
    if (folder / "pyodide-lock.json").exists():
        return folder
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed to fetch the pyodide package (apt-get install npm)")
    pack = cache / "npm"
    pack.mkdir(parents=True, exist_ok=True)
    run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=pack, stdout=subprocess.DEVNULL)
    with tarfile.open(pack / f"pyodide-{PYODIDE_VERSION}.tgz") as tar:
        tar.extractall(pack, filter="data") if sys.version_info >= (3, 12) else tar.extractall(pack)  # noqa: S202
    shutil.move(str(pack / "package"), folder)
    return folder


# -- 3. the domino_lab wheel ---------------------------------------------------------------------------
def domino_wheel(bin_dir: Path, out: Path) -> Path:
    if out.exists():
        shutil.rmtree(out)
    run([bin_dir / "python", "-m", "pip", "wheel", "--quiet", "--no-deps", "--disable-pip-version-check",
         REPO, "-w", out])
    (wheel,) = out.glob("domino_lab-*.whl")
    return wheel


# -- 4. the lock file -----------------------------------------------------------------------------------
def download(bin_dir: Path, name: str, version: str, wheels: Path) -> Path:
    """The pure-Python wheel ``name==version`` from PyPI (cached)."""
    stem = name.replace("-", "_").lower()
    for path in wheels.glob("*.whl"):
        dist, ver = path.name.split("-")[:2]
        if dist.lower() == stem and ver == version:
            return path
    run([bin_dir / "python", "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--only-binary=:all:", "--platform", "any", "--python-version", "3.14", "--implementation", "py",
         f"{name}=={version}", "-d", wheels])
    return download(bin_dir, name, version, wheels)


def entry(name: str, version: str, file_name: str, digest: str, depends: list[str], imports: list[str]) -> dict:
    return {"name": name, "version": version, "file_name": file_name, "install_dir": "site", "sha256": digest,
            "package_type": "package", "imports": imports, "depends": depends, "unvendored_tests": False,
            "shared_library": False}


def closure(lock: dict, roots: list[str]) -> list[str]:
    """Every package ``roots`` need, by the lock's ``depends``."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = normalize(todo.pop())
        if name in seen:
            continue
        seen.append(name)
        todo.extend(lock[name]["depends"])
    return seen


def write_lock(core: Path, bin_dir: Path, cache: Path, target: Path, wheel: Path, offline: bool) -> dict:
    """Our lock file and the wheels it names that the site serves itself, in ``target``."""
    target.mkdir(parents=True, exist_ok=True)
    base = json.loads((core / "pyodide-lock.json").read_text())
    packages: dict[str, dict] = {}
    for name, pkg in base["packages"].items():
        pkg = dict(pkg, depends=DEPENDS_OVERRIDE.get(name, pkg["depends"]))
        pkg["file_name"] = CDN + pkg["file_name"]  # offline, replaced below or dropped
        packages[name] = pkg

    def own(path: Path, name: str, version: str, depends: list[str], imports: list[str]) -> None:
        shutil.copy2(path, target / path.name)
        packages[name] = entry(name, version, path.name, sha256(path), depends, imports)

    kernel_pypi = bin_dir.parent / KERNEL_EXTENSION
    for name, (depends, imports) in KERNEL_WHEELS.items():
        stem = name.replace("-", "_")
        found = sorted(kernel_pypi.glob(f"{stem}-*.whl"))  # widgetsnbextension: 3.6.999 and 4.0.999
        path = found[-1]
        own(path, name, path.name.split("-")[1], depends, imports)
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    for name, (version, depends, imports) in EXTRA.items():
        own(download(bin_dir, name, version, wheels), name, version, depends, imports)
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        requires = [line.split(":", 1)[1].strip() for line in z.read(meta).decode().splitlines()
                    if line.startswith("Requires-Dist:") and "extra ==" not in line]
    depends = [normalize(r.split(";")[0].split("[")[0].split(">")[0].split("=")[0].split("<")[0].split("~")[0])
               for r in requires]
    own(wheel, "domino-lab", wheel.name.split("-")[1], depends, ["domino_lab"])

    needed = closure(packages, PRELOAD)
    if offline:
        for name in needed:
            pkg = packages[name]
            if pkg["file_name"].startswith(CDN):
                if not pkg["file_name"].endswith("-none-any.whl"):
                    sys.exit(f"{name} is not pure Python ({pkg['file_name']}): the offline site cannot have it")
                path = download(bin_dir, name, pkg["version"], wheels)
                own(path, name, pkg["version"], pkg["depends"], pkg["imports"])
        # keep only what the site has: a lesson that imports matplotlib offline fails at once
        packages = {n: p for n, p in packages.items() if not p["file_name"].startswith(CDN)}
    lock = {"info": base["info"], "packages": packages}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return lock


# -- 5. the contents ------------------------------------------------------------------------------------
def board_notebook(title: str, game: str, players: int) -> dict:
    """A notebook that shows only a Board: the person in seat 0 against bots."""
    code = (f"import domino_lab as dl\n\n"
            f"dl.Board(dl.game({game!r}), seats=['you'] + [dl.bots.Greedy()] * {players - 1}, seed=1, delay=0)")
    return {"cells": [{"cell_type": "markdown", "metadata": {}, "id": "title", "source": f"# {title}"},
                      {"cell_type": "code", "metadata": {}, "id": "board", "execution_count": None, "outputs": [],
                       "source": code}],
            "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"},
                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def contents(folder: Path, lessons: Path) -> list[str]:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    names = []
    for nb in sorted(lessons.glob("*.ipynb")):
        shutil.copy2(nb, folder / nb.name)
        names.append(nb.name)
    ru = lessons / "ru"
    if any(ru.glob("*.ipynb")):
        (folder / "ru").mkdir()
        for nb in sorted(ru.glob("*.ipynb")):
            shutil.copy2(nb, folder / "ru" / nb.name)
            names.append(f"ru/{nb.name}")
    (folder / "boards").mkdir()
    for name, title, game, players in BOARDS:
        (folder / "boards" / f"{name}.ipynb").write_text(json.dumps(board_notebook(title, game, players), indent=1))
        names.append(f"boards/{name}.ipynb")
    return names


def index_page(names: list[str], offline: bool) -> str:
    """The start page: the lessons in JupyterLab, the Boards as Voici pages."""
    def lesson(n: str) -> str:
        return f'<li><a href="lab/index.html?path={n}">{n.removesuffix(".ipynb")}</a></li>'
    boards = [f'<li><a href="voici/render/boards/{b[0]}.html">{b[1]}</a></li>' for b in BOARDS]
    en = [lesson(n) for n in names if "/" not in n]
    ru = [lesson(n) for n in names if n.startswith("ru/")]
    mode = ("offline build: everything is served from here; lessons that draw with matplotlib say so" if offline
            else "Python packages the lessons need beyond domino_lab load from Pyodide's public host")
    ru_block = f"<h2>Уроки по-русски</h2><ul>{''.join(ru)}</ul>" if ru else ""
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>domino_lab in the browser</title>
<style>body{{font-family:sans-serif;max-width:46em;margin:2em auto;line-height:1.5}}</style>
<!-- JupyterLite's apps read their settings from the root page's jupyter-config-data (no redirect here) -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script></head>
<body><h1>domino_lab: dominoes in the browser</h1>
<p>Python runs in this page (JupyterLite on Pyodide): nothing to install. The first start takes
half a minute or so while Python loads; later ones are faster. ({mode}.)</p>
<h2>Play</h2><ul>{''.join(boards)}</ul>
<h2>Lessons</h2><ul>{''.join(en)}</ul>{ru_block}
<p><a href="lab/index.html">All files in JupyterLab</a></p></body></html>
"""


# -- 6. the site ------------------------------------------------------------------------------------------
def build(out: Path, cache: Path, offline: bool, lessons: Path) -> dict:
    start = time.time()
    cache.mkdir(parents=True, exist_ok=True)
    bin_dir = tools(cache)
    core = pyodide_core(cache)
    lite = cache / ("lite-offline" if offline else "lite")
    if lite.exists():
        shutil.rmtree(lite)
    lite.mkdir()
    wheel = domino_wheel(bin_dir, cache / "dist")
    static = lite / "static"
    write_lock(core, bin_dir, cache, static / "domino-lab", wheel, offline)
    if offline:  # the well-known place: the kernel's addon copies it and points pyodideUrl at it
        shutil.copytree(core, static / "pyodide", ignore=shutil.ignore_patterns("*.map", "*.d.ts", "*.html"))
    settings = {"loadPyodideOptions": {"packages": PRELOAD, "lockFileURL": "./static/domino-lab/pyodide-lock.json"},
                "disablePyPIFallback": offline}
    (lite / "jupyter-lite.json").write_text(json.dumps({"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "domino_lab", "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings},
        "exposeAppInBrowser": True}}, indent=1))
    names = contents(lite / "files", lessons)
    if out.exists():
        shutil.rmtree(out)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("JUPYTERLITE_PYODIDE_URL", None)
    run([bin_dir / "voici", "build", "--apps", "lab", "--apps", "voici", "--lite-dir", lite, "--contents",
         lite / "files", "--output-dir", out, "--no-sourcemaps", "--no-unused-shared-packages"], cwd=lite, env=env)
    shutil.copytree(static / "domino-lab", out / "static" / "domino-lab")  # our lock and wheels
    (out / "index.html").write_text(index_page(names, offline))
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve folders that start with _ as they are
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"built {out} ({'offline' if offline else 'ordinary'}) in {time.time() - start:.0f} s: "
        f"{size / 1e6:.1f} MB, {len(names)} notebooks")
    return {"size": size, "notebooks": names}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--offline", action="store_true",
                        help="serve Pyodide and every wheel from the site itself (no internet at run time)")
    parser.add_argument("--out", type=Path, default=HERE / "_output", help="the site's folder (default site/_output)")
    parser.add_argument("--cache", type=Path, default=HERE / ".cache", help="downloads (default site/.cache)")
    parser.add_argument("--lessons", type=Path, default=REPO / "notebooks", help="the notebooks to include")
    args = parser.parse_args(argv)
    build(args.out.resolve(), args.cache.resolve(), args.offline, args.lessons.resolve())


if __name__ == "__main__":
    main()
