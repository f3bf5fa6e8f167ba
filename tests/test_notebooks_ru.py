"""The lessons in Russian (``notebooks/ru/``): each is a translation of the English lesson of the
same name, switches the package to Russian in its first code cell, has its prose in Russian (an
English cell left behind shows as a cell of mostly Latin letters), and a lesson with exercises ends
with them as the English one does. nbval runs them like the English ones (their outputs are
compared); these checks are about the translation."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
RUSSIAN = sorted((NOTEBOOKS / "ru").glob("*.ipynb"))
#: Every lesson translated on this branch (a lesson added later gets its translation separately).
TRANSLATED = ["00_start_here", "01_taxonomy", "02_discard_and_collecting", "02b_trick_games", "03_chain_games",
              "03b_trains_and_parallel_lines", "04_cross_and_counting", "04b_counting_on_a_line",
              "05_chain_graphs", "06_play", "07_experiments", "08_bots", "09_game_ai", "10_analysing_a_deal",
              "11_design_your_own_game"]


def prose(source: str) -> str:
    """A markdown cell without its code (fenced or inline) and link targets: the words a reader reads."""
    text = re.sub(r"```.*?```", "", source, flags=re.S)
    text = re.sub(r"`[^`]*`", "", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def test_every_lesson_has_its_russian_translation():
    assert [p.stem for p in RUSSIAN] == TRANSLATED
    for path in RUSSIAN:
        assert (NOTEBOOKS / path.name).exists(), f"{path.name} has no English original"


@pytest.mark.parametrize("path", RUSSIAN, ids=[p.stem for p in RUSSIAN])
def test_the_lesson_speaks_russian(path):
    cells = nbformat.read(path, as_version=4).cells
    first = next(c for c in cells if c.cell_type == "code")
    assert 'dl.language("ru")' in first.source, "the first code cell switches the package to Russian"
    for cell in cells:
        if cell.cell_type != "markdown":
            continue
        text = prose(cell.source)
        cyrillic, latin = len(re.findall("[а-яёА-ЯЁ]", text)), len(re.findall("[a-zA-Z]", text))
        assert cyrillic >= 3 * latin, f"a cell left in English? {cell.source[:80]!r}"


@pytest.mark.parametrize("path", RUSSIAN, ids=[p.stem for p in RUSSIAN])
def test_the_same_cells_tagged_the_same_way(path):
    """Tags tell nbval what not to compare (a time, a live widget): the translation keeps them."""
    english = nbformat.read(NOTEBOOKS / path.name, as_version=4).cells
    russian = nbformat.read(path, as_version=4).cells
    tagged = [c.metadata.get("tags", []) for c in english if c.metadata.get("tags")]
    assert [c.metadata.get("tags", []) for c in russian if c.metadata.get("tags")] == tagged


@pytest.mark.parametrize("path", RUSSIAN, ids=[p.stem for p in RUSSIAN])
def test_a_lesson_with_exercises_ends_with_them(path):
    english = nbformat.read(NOTEBOOKS / path.name, as_version=4).cells
    calls = [c.source for c in english if c.cell_type == "code" and "dl.exercises(" in c.source]
    if not calls:
        pytest.skip(f"{path.name} has no exercises")
    cells = nbformat.read(path, as_version=4).cells
    heads = [i for i, c in enumerate(cells)
             if c.cell_type == "markdown" and c.source.lstrip().startswith("## Упражнения")]
    assert heads, f"{path.name} has no '## Упражнения' section"
    rest = cells[heads[-1]:]
    assert any(c.cell_type == "code" and c.source == calls[-1] for c in rest)
    assert not any(c.cell_type == "markdown" and c.source.lstrip().startswith("## ") for c in rest[1:])
