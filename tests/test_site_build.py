"""site/build.py's lock file (``static/domino-lab/pyodide-lock.json``), checked without a
download: a fake Pyodide lock, fake kernel wheels and fake extras stand in for the real ones."""

from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402  (site/build.py)


def _wheel(folder: Path, name: str, version: str, requires: list[str] = ()) -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        meta = "".join(f"Requires-Dist: {r}\n" for r in requires)
        z.writestr(f"{name}-{version}.dist-info/METADATA", f"Name: {name}\nVersion: {version}\n{meta}")
    return path


def _fake_build(tmp_path: Path, monkeypatch, lock: dict) -> tuple[Path, Path]:
    """A fake Pyodide core holding ``lock``, fake kernel wheels, the extras and every pure wheel of
    ``lock`` in the download cache, and a domino_lab wheel with pyproject's hard dependencies:
    returns (the venv's bin folder, the domino_lab wheel)."""
    core = tmp_path / "core"
    core.mkdir()
    (core / "pyodide-lock.json").write_text(json.dumps(lock))
    bin_dir = tmp_path / "venv" / "bin"
    kernel = tmp_path / "venv" / build.KERNEL_EXTENSION
    kernel.mkdir(parents=True)
    for name, version in [("pyodide_kernel", "0.8.6"), ("ipykernel", "6.9.2"), ("piplite", "0.8.6"),
                          ("widgetsnbextension", "3.6.999"), ("widgetsnbextension", "4.0.999")]:
        _wheel(kernel, name, version)
    wheels = tmp_path / "cache" / "wheels"
    wheels.mkdir(parents=True)
    for name, (version, _, _) in build.EXTRA.items():
        _wheel(wheels, name.replace("-", "_"), version)
    pyproject = (ROOT / "pyproject.toml").read_text()
    hard = pyproject.split("dependencies = [", 1)[1].split("]", 1)[0]
    requires = [line.strip().strip('",') for line in hard.splitlines() if line.strip()]
    ours = _wheel(tmp_path, "domino_lab", "0.1.0", requires)
    for name, pkg in lock["packages"].items():  # the pure-Python wheels, as the offline build fetches them
        if pkg["file_name"].endswith("-none-any.whl"):
            _wheel(wheels, name.replace("-", "_"), "1")
    # the real download reaches PyPI: here the cache holds the fakes
    monkeypatch.setattr(build, "download", lambda b, name, version, folder, python="": next(
        p for p in folder.glob("*.whl") if p.name.split("-")[0].lower() == name.replace("-", "_")))
    return bin_dir, ours


def _lock(names: list[str], depends: dict[str, list[str]], compiled: tuple[str, ...] = ()) -> dict:
    return {"info": {"python": "3.14"}, "packages": {
        n: build.entry(n, "1", f"{n}-1-{'cp313-cp313-pyodide_2025_0_wasm32' if n in compiled else 'py3-none-any'}"
                       ".whl", "0" * 64, depends.get(n, []), [n]) for n in names}}


def test_ordinary_lock_points_pyodide_packages_at_the_cdn(tmp_path, monkeypatch):
    """The ordinary build's lock: Pyodide's own packages load from the CDN (absolute URLs), the
    kernel's wheels, the extras and domino_lab from the site (relative), and everything the
    kernel preloads is in it; domino_lab asks for neither matplotlib nor jupyterlab."""
    names = ["micropip", "jedi", "parso", "ipython", "traitlets", "networkx", "decorator", "tqdm", "matplotlib",
             "numpy", "typing-extensions"]
    depends = {"ipython": ["traitlets"], "jedi": ["parso"], "networkx": ["decorator", "matplotlib", "numpy"],
               "matplotlib": ["numpy"]}
    core = tmp_path / "core"
    bin_dir, ours = _fake_build(tmp_path, monkeypatch, _lock(names, depends))

    written = build.write_lock(core, bin_dir, tmp_path / "cache", tmp_path / "site", ours, offline=False)
    packages = written["packages"]
    assert set(build.PRELOAD) <= set(packages)
    assert packages["domino-lab"]["file_name"] == ours.name
    assert not {"matplotlib", "jupyterlab"} & set(packages["domino-lab"]["depends"])
    assert packages["numpy"]["file_name"] == build.CDN + "numpy-1-py3-none-any.whl"
    assert packages["networkx"]["depends"] == ["decorator"]
    needed = build.closure(packages, build.PRELOAD)
    assert "matplotlib" not in needed and "numpy" not in needed
    for name in ("pyodide-kernel", "ipykernel", "piplite", "anywidget", "ipywidgets"):
        assert (tmp_path / "site" / packages[name]["file_name"]).exists(), name
    assert packages["widgetsnbextension"]["version"] == "4.0.999"

    offline = build.write_lock(core, bin_dir, tmp_path / "cache", tmp_path / "offline", ours, offline=True)
    assert not any(p["file_name"].startswith("http") for p in offline["packages"].values())
    assert "matplotlib" not in offline["packages"]  # offline, `import matplotlib` fails at once
    assert set(needed) <= set(offline["packages"])


def test_replay_draws_the_set_graph_without_matplotlib(monkeypatch):
    """On the offline site there is no matplotlib: the Replay's graph is the hand-made SVG, the
    played tiles coloured and the open ends ringed as in the matplotlib drawing."""
    import domino_lab as dl
    from domino_lab import graphs

    kozel = dl.game("kozel")
    record = dl.play(kozel, [dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(2)], seed=7)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)  # import matplotlib.pyplot -> ImportError
    replay = dl.Replay(record)
    replay.slider.value = 6
    picture = replay.graph_view.value
    assert picture == str(graphs.set_graph_svg(record.replay(6)))
    on_table = len(record.replay(6).table.tiles())  # six moves, passes among them
    assert on_table > 2 and picture.count('stroke-width="3.0"') == on_table  # in their players' colours
    assert picture.count('stroke="#2a9d4b"') == 2  # two open ends ringed


def test_offline_board_pages_lock_stands_in_for_sqlite3(tmp_path, monkeypatch):
    """The Board pages' Pyodide (0.29, ``build.PLAY``) lists sqlite3, a compiled part of its
    standard library that npm's pyodide lacks, among IPython's needs, and the kernel's start asks
    for it: offline, the lock gives an empty stand-in wheel (before, the kernel's start failed on
    'No known package with name sqlite3' and the page never showed its Board). And
    matplotlib-inline's matplotlib is not followed: the offline site could not have it."""
    names = ["micropip", "jedi", "parso", "ipython", "traitlets", "sqlite3", "matplotlib-inline", "matplotlib",
             "numpy", "networkx", "decorator", "typing-extensions", "tqdm"]
    depends = {"ipython": ["traitlets", "sqlite3", "matplotlib-inline"], "jedi": ["parso"],
               "matplotlib-inline": ["traitlets", "matplotlib"], "matplotlib": ["numpy"],
               "networkx": ["decorator", "matplotlib", "numpy"]}
    bin_dir, ours = _fake_build(tmp_path, monkeypatch, _lock(names, depends, compiled=("sqlite3", "matplotlib",
                                                                                        "numpy")))
    offline = build.write_lock(tmp_path / "core", bin_dir, tmp_path / "cache", tmp_path / "play", ours,
                               offline=True, stack=build.PLAY)["packages"]
    assert {build.normalize(n) for n in build.PLAY.preload} <= set(offline)  # (Pyodide reads names so)
    assert not any(p["file_name"].startswith("http") for p in offline.values())
    assert "matplotlib" not in offline and offline["matplotlib-inline"]["depends"] == ["traitlets"]
    stand_in = tmp_path / "play" / offline["sqlite3"]["file_name"]
    with zipfile.ZipFile(stand_in) as z:
        assert all(".dist-info/" in n for n in z.namelist()) and "sqlite3-1.dist-info/METADATA" in z.namelist()
    assert offline["sqlite3"]["sha256"] == build.sha256(stand_in)
    assert stand_in.read_bytes() == build.stand_in("sqlite3", "1", tmp_path).read_bytes()  # the same each build

    ordinary = build.write_lock(tmp_path / "core", bin_dir, tmp_path / "cache", tmp_path / "play-cdn", ours,
                                offline=False, stack=build.PLAY)["packages"]
    assert ordinary["sqlite3"]["file_name"] == build.PLAY.cdn + "sqlite3-1-cp313-cp313-pyodide_2025_0_wasm32.whl"


def test_start_page_links_a_board_page_per_family():
    page = build.index_page(["notebooks/00_start_here.ipynb", "notebooks/ru/00_start_here.ru.ipynb"], offline=True)
    for name, title, _, _ in build.BOARDS:
        assert f'<a href="play/voici/render/{name}.html">{title}</a>' in page
        assert f'lab/index.html?path=boards/{name}.ipynb' in page
    assert '<a href="lab/index.html?path=notebooks/ru/00_start_here.ru.ipynb">00_start_here</a>' in page


def test_site_contents_keep_the_lessons_paths_and_no_two_share_a_name(tmp_path):
    """The lessons sit as in the repository, so 08's ``../benchmarks/bot_ladder.json`` (and the
    Russian 08's ``../../benchmarks/...``) is there; no two notebooks share a file name
    (JupyterLite hands a notebook the session of another with the same name: the Russian 00
    opened after the English one never started its kernel)."""
    repo = tmp_path / "repo"
    for path in ("notebooks/00_start_here.ipynb", "notebooks/08_bots.ipynb", "notebooks/ru/00_start_here.ipynb",
                 "notebooks/ru/08_bots.ipynb", "benchmarks/bot_ladder.json"):
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text("{}")
    files = tmp_path / "files"
    names = build.contents(files, repo / "notebooks")
    assert len({n.rsplit("/", 1)[-1] for n in names}) == len(names)
    assert "notebooks/ru/00_start_here.ru.ipynb" in names and "boards/counting.ipynb" in names
    assert (files / "notebooks" / "../benchmarks/bot_ladder.json").exists()
    assert (files / "notebooks" / "ru" / "../../benchmarks/bot_ladder.json").exists()
    for lesson in ("08_bots.ipynb", "ru/08_bots.ipynb"):  # the real lessons' reads, resolved in the site
        source = json.loads((ROOT / "notebooks" / lesson).read_text())["cells"]
        reads = [line.split('Path("', 1)[1].split('"', 1)[0] for c in source for line in c["source"]
                 if 'Path("' in line and "benchmarks/" in line]
        assert reads and all((files / "notebooks" / lesson).parent.joinpath(r).exists() for r in reads), reads
