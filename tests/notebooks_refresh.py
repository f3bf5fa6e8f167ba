"""Re-execute the notebooks in place so that their stored outputs (what nbval compares) match the
package, and strip the execution timestamps that would otherwise change on every run.

    python tests/notebooks_refresh.py [notebooks/05_chain_graphs.ipynb ...]

Without arguments it refreshes every lesson, the English ones and the Russian ones in notebooks/ru/.

Run it after a change that alters what a notebook shows (a rule, a drawing, seeding), then read
the diff of the outputs before committing it.

A widget's stored output keeps only its one-line text (``<Board: Kozel, 4 seats (run the cell to
play)>``): the widget itself lives only in a running kernel, so the saved view and the saved widget
state (thousands of lines of models) are dropped, and a reader who opens the notebook before
running it sees that line instead of a blob.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def refresh(path: Path) -> None:
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                    str(path)], check=True, cwd=ROOT, capture_output=True)
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
        if cell.cell_type == "code":
            cell.outputs = _joined_streams(cell.outputs)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)


def _joined_streams(outputs: list) -> list:
    """Consecutive pieces of one stream joined: the kernel flushes printed text in pieces at
    moments that vary from run to run, so a refresh would otherwise change files for nothing."""
    joined: list = []
    for output in outputs:
        last = joined[-1] if joined else None
        if (output.output_type == "stream" and last is not None and last.output_type == "stream"
                and last.name == output.name):
            last.text += output.text
        else:
            joined.append(output)
    return joined


def main(argv: list[str]) -> None:
    paths = [Path(a) for a in argv] or sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
        (ROOT / "notebooks" / "ru").glob("*.ipynb"))
    for path in paths:
        refresh(path)
        print(f"refreshed {path.relative_to(ROOT) if path.is_absolute() else path}")


if __name__ == "__main__":
    main(sys.argv[1:])
