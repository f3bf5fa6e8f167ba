"""Re-execute the notebooks in place so that their stored outputs (what nbval compares) match the
package, and strip the execution timestamps that would otherwise change on every run.

    python tests/notebooks_refresh.py [notebooks/05_chain_graphs.ipynb ...]

Run it after a change that alters what a notebook shows (a rule, a drawing, seeding), then read
the diff of the outputs before committing it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]


def refresh(path: Path) -> None:
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                    str(path)], check=True, cwd=ROOT, capture_output=True)
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)


def main(argv: list[str]) -> None:
    paths = [Path(a) for a in argv] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in paths:
        refresh(path)
        print(f"refreshed {path.relative_to(ROOT) if path.is_absolute() else path}")


if __name__ == "__main__":
    main(sys.argv[1:])
