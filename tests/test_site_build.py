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


def test_ordinary_lock_points_pyodide_packages_at_the_cdn(tmp_path, monkeypatch):
    """The ordinary build's lock: Pyodide's own packages load from the CDN (absolute URLs), the
    kernel's wheels, the extras and domino_lab from the site (relative), and everything the
    kernel preloads is in it; domino_lab asks for neither matplotlib nor jupyterlab."""
    core = tmp_path / "core"
    core.mkdir()
    names = ["micropip", "jedi", "parso", "ipython", "traitlets", "networkx", "decorator", "tqdm", "matplotlib",
             "numpy", "typing-extensions"]
    depends = {"ipython": ["traitlets"], "jedi": ["parso"], "networkx": ["decorator", "matplotlib", "numpy"],
               "matplotlib": ["numpy"]}
    lock = {"info": {"python": "3.14"}, "packages": {n: build.entry(n, "1", f"{n}-1-py3-none-any.whl", "0" * 64,
                                                                  depends.get(n, []), [n]) for n in names}}
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
    for name in names:  # the pure-Python wheels of Pyodide's lock, as the offline build fetches them
        _wheel(wheels, name.replace("-", "_"), "1")
    # the real download reaches PyPI: here the cache holds the fakes
    monkeypatch.setattr(build, "download", lambda b, name, version, folder, python="": next(
        p for p in folder.glob("*.whl") if p.name.split("-")[0].lower() == name.replace("-", "_")))

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
