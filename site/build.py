#!/usr/bin/env python3
"""Build the classroom site: the lessons in JupyterLite and a Voici page per game family, all
running Python in the browser on Pyodide, served as static files from any web host.

    python site/build.py               # the ordinary build: Pyodide from its public CDN at run time
    python site/build.py --offline     # everything local: for machines without internet, and for CI
    python -m http.server -d site/_output 8000   # then open http://127.0.0.1:8000/

What it does, step by step (each download is cached under ``site/.cache``, which git ignores):

1. a virtual environment with the pinned build tools (``site/requirements.txt``: JupyterLite,
   its Pyodide kernel, and ipywidgets/anywidget for their browser extensions; another for Voici,
   ``site/requirements-voici.txt``);
2. the npm package ``pyodide`` at the version each kernel pins (the runtime, the standard library
   and the lock file of Pyodide's packages; it ships none of the packages themselves);
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
5. the contents, laid out as in the repository: the lessons (``notebooks/*.ipynb``, and
   ``notebooks/ru/*.ipynb`` when present, renamed ``*.ru.ipynb``: see ``contents``), the stored
   results they read (``benchmarks/*.json``) and one small notebook per game family that shows
   only a Board (``boards/``);
6. ``jupyter lite build``: JupyterLab at ``lab/``, a start page at ``index.html``;
7. ``voici build``: the Board notebooks as Voici pages that show only the Board, no code
   (``play/voici/render/<family>.html``), a second JupyterLite on Voici 0.10 (see ``Stack``);
   ``--no-voici`` leaves them out.

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
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


@dataclass(frozen=True)
class Stack:
    """One JupyterLite and the Pyodide its kernel pins. The lessons run in JupyterLite 0.8 on
    Pyodide 314 (Python 3.14). Voici 0.10, the newest, is built on JupyterLite 0.7 and shares
    @jupyterlite/services 0.7.0 with its extensions; the Pyodide kernel 0.8 (built for JupyterLite
    0.8), and 0.7.1 and 0.7.2 (which ask for services ^0.7.3 and ^0.7.5), get a copy of their own
    and their kernel never registers with Voici's: the page waits for ever. So the Board pages
    are a second JupyterLite (``play/``): Voici 0.10 with the kernel 0.7.0 on Pyodide 0.29.0
    (Python 3.13). Both serve the same domino_lab wheel."""

    name: str
    requirements: str  # in site/
    pyodide: str
    python: str
    # what the kernel's worker installs itself unless loadPyodide did (spelled as the worker does)
    kernel_preload: tuple[str, ...]
    # Pyodide 0.27 reads a lock's relative file names against its own folder, not the lock's:
    # the lock and our wheels go into the Pyodide folder, which the site then always serves
    pyodide_folder_lock: bool = False
    # Pyodide's stdlib parts shipped as compiled packages, which npm's pyodide does not hold: loaded
    # from the CDN, or offline an empty stand-in (``stand_in``) so that the kernel's start, which
    # asks for them, goes on (IPython works without sqlite3: no history)
    stdlib: tuple[str, ...] = ()

    @property
    def cdn(self) -> str:
        return f"https://cdn.jsdelivr.net/pyodide/v{self.pyodide}/full/"

    @property
    def preload(self) -> list[str]:
        return ["micropip", "piplite", *self.kernel_preload, "domino-lab"]


LAB = Stack("lab", "requirements.txt", "314.0.6", "3.14",
            ("ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"))
PLAY = Stack("play", "requirements-voici.txt", "0.29.0", "3.13",
             ("sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython"),
             pyodide_folder_lock=True, stdlib=("sqlite3",))
PYODIDE_VERSION = LAB.pyodide  # the version jupyterlite-pyodide-kernel 0.8.6 pins
CDN = LAB.cdn
FONTAWESOME = "@fortawesome/fontawesome-free@5.15.4"  # Voila's template links it from a CDN
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
PRELOAD = LAB.preload
# Pyodide's lock says networkx needs numpy and matplotlib; it imports neither until asked to draw
# (networkx's own lazy imports), so the site drops them from its dependencies: the kernel starts
# without 15 MB of compiled packages, and the offline site without packages it cannot have.
# Likewise matplotlib-inline 0.1.7 (Pyodide 0.29's, for the Board pages), which IPython imports
# only when asked to plot.
DEPENDS_OVERRIDE = {"networkx": ["decorator"], "matplotlib-inline": ["traitlets"]}
# ... and, in Pyodide 0.29, that IPython needs sqlite3 (its history; it runs without)
DEPENDS_DROP = ("sqlite3",)

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
def tools(cache: Path, stack: Stack = LAB) -> Path:
    """A virtual environment with the stack's requirements installed (reused while that file is
    unchanged); returns its bin folder."""
    env = cache / ("venv" if stack is LAB else f"venv-{stack.name}")
    stamp = env / "requirements.sha256"
    wanted = sha256(HERE / stack.requirements)
    bin_dir = env / ("Scripts" if os.name == "nt" else "bin")
    if not (stamp.exists() and stamp.read_text() == wanted):
        if env.exists():
            shutil.rmtree(env)
        venv.create(env, with_pip=True)
        pip: list[str | Path] = [bin_dir / "python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        run([*pip, "-r", HERE / stack.requirements])
        stamp.write_text(wanted)
    return bin_dir


# -- 2. the Pyodide core ----------------------------------------------------------------------------------
def npm_package(cache: Path, spec: str, folder: Path) -> Path:
    """The npm package ``spec`` unpacked into ``folder`` (downloaded once with ``npm pack``)."""
    if (folder / "package.json").exists():
        return folder
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed to fetch the pyodide package (apt-get install npm)")
    pack = cache / "npm"
    if pack.exists():
        shutil.rmtree(pack)
    pack.mkdir(parents=True)
    run([npm, "pack", spec, "--silent"], cwd=pack, stdout=subprocess.DEVNULL)
    (tgz,) = pack.glob("*.tgz")
    with tarfile.open(tgz) as tar:
        tar.extractall(pack, filter="data") if sys.version_info >= (3, 12) else tar.extractall(pack)  # noqa: S202
    shutil.move(str(pack / "package"), folder)
    return folder


def pyodide_core(cache: Path, stack: Stack = LAB) -> Path:
    """The npm package ``pyodide`` at the stack's version: the runtime, the standard library
    and the lock of Pyodide's packages (none of the packages themselves)."""
    return npm_package(cache, f"pyodide@{stack.pyodide}", cache / f"pyodide-{stack.pyodide}")


# -- 3. the domino_lab wheel ---------------------------------------------------------------------------
def domino_wheel(bin_dir: Path, out: Path) -> Path:
    if out.exists():
        shutil.rmtree(out)
    run([bin_dir / "python", "-m", "pip", "wheel", "--quiet", "--no-deps", "--disable-pip-version-check",
         REPO, "-w", out])
    (wheel,) = out.glob("domino_lab-*.whl")
    return wheel


# -- 4. the lock file -----------------------------------------------------------------------------------
def download(bin_dir: Path, name: str, version: str, wheels: Path, python: str = LAB.python) -> Path:
    """The pure-Python wheel ``name==version`` from PyPI (cached)."""
    stem = name.replace("-", "_").lower()
    for path in wheels.glob("*.whl"):
        dist, ver = path.name.split("-")[:2]
        if dist.lower() == stem and ver == version:
            return path
    run([bin_dir / "python", "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--only-binary=:all:", "--platform", "any", "--python-version", python, "--implementation", "py",
         f"{name}=={version}", "-d", wheels])
    return download(bin_dir, name, version, wheels, python)


def stand_in(name: str, version: str, folder: Path) -> Path:
    """An empty wheel that installs as ``name``: what the offline site gives for a compiled part of
    Pyodide's standard library that the kernel asks for and that only the CDN has (``import name``
    then fails as it would without the package)."""
    dist = f"{name}-{version}"
    path = folder / f"{dist}-py3-none-any.whl"
    files = {f"{dist}.dist-info/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
             f"Summary: an empty stand-in for Pyodide's {name}, which the offline site does not have\n",
             f"{dist}.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: domino_lab site/build.py\n"
             "Root-Is-Purelib: true\nTag: py3-none-any\n"}
    record = "".join(f"{n},,\n" for n in files) + f"{dist}.dist-info/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as z:
        for n, text in {**files, f"{dist}.dist-info/RECORD": record}.items():
            z.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), text)  # the same bytes each build
    return path


def entry(name: str, version: str, file_name: str, digest: str, depends: list[str], imports: list[str]) -> dict:
    return {"name": name, "version": version, "file_name": file_name, "install_dir": "site", "sha256": digest,
            "package_type": "package", "imports": imports, "depends": depends, "unvendored_tests": False,
            "shared_library": False}


def closure(lock: dict, roots: list[str], leaves: tuple[str, ...] = ()) -> list[str]:
    """Every package ``roots`` need, by the lock's ``depends`` (not following ``leaves``')."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = normalize(todo.pop())
        if name in seen:
            continue
        seen.append(name)
        if name in lock and name not in leaves:
            todo.extend(lock[name]["depends"])
    return seen


def write_lock(core: Path, bin_dir: Path, cache: Path, target: Path, wheel: Path, offline: bool,
               stack: Stack = LAB) -> dict:
    """Our lock file and the wheels it names that the site serves itself, in ``target``."""
    target.mkdir(parents=True, exist_ok=True)
    base = json.loads((core / "pyodide-lock.json").read_text())
    packages: dict[str, dict] = {}
    for name, pkg in base["packages"].items():
        depends = [d for d in DEPENDS_OVERRIDE.get(name, pkg["depends"]) if d not in DEPENDS_DROP]
        pkg = dict(pkg, depends=depends)
        pkg["file_name"] = stack.cdn + pkg["file_name"]  # offline, replaced below or dropped
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
        own(download(bin_dir, name, version, wheels, stack.python), name, version, depends, imports)
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        requires = [line.split(":", 1)[1].strip() for line in z.read(meta).decode().splitlines()
                    if line.startswith("Requires-Dist:") and "extra ==" not in line]
    depends = [normalize(r.split(";")[0].split("[")[0].split(">")[0].split("=")[0].split("<")[0].split("~")[0])
               for r in requires]
    own(wheel, "domino-lab", wheel.name.split("-")[1], depends, ["domino_lab"])

    needed = closure(packages, stack.preload, stack.stdlib if offline else ())
    if offline:
        for name in needed:
            if name in stack.stdlib:
                path = stand_in(name, packages[name]["version"], wheels)
                own(path, name, packages[name]["version"], [], [])
                continue
            pkg = packages[name]
            if pkg["file_name"].startswith(stack.cdn):
                if not pkg["file_name"].endswith("-none-any.whl"):
                    sys.exit(f"{name} is not pure Python ({pkg['file_name']}): the offline site cannot have it")
                path = download(bin_dir, name, pkg["version"], wheels, stack.python)
                own(path, name, pkg["version"], pkg["depends"], pkg["imports"])
        # keep only what the site has: a lesson that imports matplotlib offline fails at once
        packages = {n: p for n, p in packages.items() if not p["file_name"].startswith(stack.cdn)}
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
    """The site's files, laid out as in the repository so that the lessons' relative paths hold
    (08 reads ``../benchmarks/bot_ladder.json``, its Russian twin ``../../benchmarks/...``):
    ``notebooks/``, ``notebooks/ru/``, the stored results the lessons read (``benchmarks/*.json``)
    and the Board notebooks (``boards/``). A Russian lesson is named ``<name>.ru.ipynb``: JupyterLite
    (0.8) gives a notebook the running session of any notebook with the same file name, so
    ``ru/00_start_here.ipynb`` opened after ``00_start_here.ipynb`` took the English lesson's
    session, disposed its kernel and stayed "Initializing" for ever."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    names = []
    for nb in sorted(lessons.glob("*.ipynb")):
        (folder / "notebooks").mkdir(exist_ok=True)
        shutil.copy2(nb, folder / "notebooks" / nb.name)
        names.append(f"notebooks/{nb.name}")
    for nb in sorted((lessons / "ru").glob("*.ipynb")):
        (folder / "notebooks" / "ru").mkdir(parents=True, exist_ok=True)
        name = nb.name.removesuffix(".ipynb") + ".ru.ipynb"
        shutil.copy2(nb, folder / "notebooks" / "ru" / name)
        names.append(f"notebooks/ru/{name}")
    results = sorted((lessons.parent / "benchmarks").glob("*.json"))
    if results:
        (folder / "benchmarks").mkdir()
    for result in results:
        shutil.copy2(result, folder / "benchmarks" / result.name)
    board_pages(folder / "boards")
    names += [f"boards/{b[0]}.ipynb" for b in BOARDS]
    return names


def board_pages(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, title, game, players in BOARDS:
        (folder / f"{name}.ipynb").write_text(json.dumps(board_notebook(title, game, players), indent=1))


def index_page(names: list[str], offline: bool, voici: bool = True) -> str:
    """The start page: the Board of each family (a Voici page, and the notebook in JupyterLab)
    and the lessons in JupyterLab."""
    def lesson(n: str) -> str:
        title = n.rsplit("/", 1)[-1].removesuffix(".ipynb").removesuffix(".ru")
        return f'<li><a href="lab/index.html?path={n}">{title}</a></li>'
    notebook = 'lab/index.html?path=boards/{}.ipynb'
    boards = [(f'<li><a href="play/voici/render/{b[0]}.html">{b[1]}</a> (<a href="{notebook.format(b[0])}">'
               'the same in a notebook</a>)</li>') if voici else
              f'<li><a href="{notebook.format(b[0])}">{b[1]}</a></li>' for b in BOARDS]
    en = [lesson(n) for n in names if n.startswith("notebooks/") and not n.startswith("notebooks/ru/")]
    ru = [lesson(n) for n in names if n.startswith("notebooks/ru/")]
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
def lite_dir(cache: Path, stack: Stack, offline: bool, wheel: Path, bin_dir: Path) -> Path:
    """A JupyterLite source folder for ``stack``: our lock and wheels, the settings that make the
    kernel load them, and (offline) the Pyodide core where the kernel's addon finds it."""
    lite = cache / f"lite-{stack.name}{'-offline' if offline else ''}"
    if lite.exists():
        shutil.rmtree(lite)
    lite.mkdir()
    static = lite / "static"
    core = pyodide_core(cache, stack)
    if offline or stack.pyodide_folder_lock:
        # the well-known place: the kernel's addon copies it and points pyodideUrl at it
        shutil.copytree(core, static / "pyodide", ignore=shutil.ignore_patterns("*.map", "*.d.ts", "*.html"))
    options: dict = {"packages": stack.preload}
    if stack.pyodide_folder_lock:
        write_lock(core, bin_dir, cache, static / "pyodide", wheel, offline, stack)
    else:
        write_lock(core, bin_dir, cache, static / "domino-lab", wheel, offline, stack)
        options["lockFileURL"] = "./static/domino-lab/pyodide-lock.json"
    settings = {"loadPyodideOptions": options, "disablePyPIFallback": offline}
    (lite / "jupyter-lite.json").write_text(json.dumps({"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "domino_lab", "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings},
        "exposeAppInBrowser": True}}, indent=1))
    return lite


def local_fontawesome(cache: Path, out: Path) -> None:
    """Voila's page template links Font Awesome from a CDN: serve it from the site instead."""
    fa = npm_package(cache, FONTAWESOME, cache / "fontawesome")
    target = out / "static" / "fontawesome"
    for part in ("css", "webfonts"):
        shutil.copytree(fa / part, target / part, dirs_exist_ok=True)
    prefix = "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/"
    for page in out.rglob("*.html"):
        text = page.read_text()
        if prefix in text:
            local = os.path.relpath(target / "css", page.parent).replace(os.sep, "/")
            page.write_text(text.replace(prefix, local + "/"))


def build(out: Path, cache: Path, offline: bool, lessons: Path, voici: bool = True) -> dict:
    start = time.time()
    cache.mkdir(parents=True, exist_ok=True)
    lab_bin = tools(cache, LAB)
    wheel = domino_wheel(lab_bin, cache / "dist")
    if out.exists():
        shutil.rmtree(out)
    builds = []
    stacks = [(LAB, lab_bin, out)]
    if voici:
        stacks.append((PLAY, tools(cache, PLAY), out / "play"))
    for stack, bin_dir, target in stacks:
        lite = lite_dir(cache, stack, offline, wheel, bin_dir)
        env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
        env.pop("JUPYTERLITE_PYODIDE_URL", None)
        files = lite / "files"
        if stack is LAB:
            names = contents(files, lessons)
            command: list[str | Path] = [bin_dir / "jupyter-lite", "build", "--apps", "lab"]
        else:  # only the Board pages
            board_pages(files)
            command = [bin_dir / "voici", "build"]
        run([*command, "--lite-dir", lite, "--contents", files, "--output-dir", target, "--no-sourcemaps",
             "--no-unused-shared-packages"], cwd=lite, env=env)
        if not stack.pyodide_folder_lock:  # our lock and wheels
            shutil.copytree(lite / "static" / "domino-lab", target / "static" / "domino-lab")
        builds.append(target)
    if voici:
        local_fontawesome(cache, out / "play")
    (out / "index.html").write_text(index_page(names, offline, voici))
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve folders that start with _ as they are
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"built {out} ({'offline' if offline else 'ordinary'}) in {time.time() - start:.0f} s: "
        f"{size / 1e6:.1f} MB, {len(names)} notebooks{', the Voici pages' if voici else ''}")
    return {"size": size, "notebooks": names}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--offline", action="store_true",
                        help="serve Pyodide and every wheel from the site itself (no internet at run time)")
    parser.add_argument("--out", type=Path, default=HERE / "_output", help="the site's folder (default site/_output)")
    parser.add_argument("--cache", type=Path, default=HERE / ".cache", help="downloads (default site/.cache)")
    parser.add_argument("--lessons", type=Path, default=REPO / "notebooks", help="the notebooks to include")
    parser.add_argument("--no-voici", dest="voici", action="store_false",
                        help="leave out the Board pages without code (Voici, play/)")
    args = parser.parse_args(argv)
    build(args.out.resolve(), args.cache.resolve(), args.offline, args.lessons.resolve(), args.voici)


if __name__ == "__main__":
    main()
