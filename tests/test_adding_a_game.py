"""docs/adding-a-game.md stays true: its code, run as a reader would run it, registers a variant
from outside the package that passes the conformance check and scores as its rule says."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

import domino_lab as dl
from domino_lab.games import registry
from domino_lab.games.chain import kernel

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "adding-a-game.md"
# seed 003's fish (tests/test_classic_kozel.py): player 0 closes the chain on 2 with 2-4
FISH = ("lucky_sevens | hands: 2-4 0-0 0-3 0-4 0-5 / 0-6 1-1 1-3 1-4 1-5 / 1-6 3-3 3-4 3-6 4-4 / 4-5 5-5 5-6 6-6"
        " | table: 2-5 5-3 3-2 2-2 2-0 0-1 1-2 2-6 6-4 | boneyard: - | turn: 0")


@pytest.fixture
def guide(monkeypatch):
    """The guide's code run in a fresh namespace, its game registered only for this test."""
    monkeypatch.setattr(registry, "_CLASSES", dict(registry._CLASSES))
    monkeypatch.setattr(registry, "_ORDER", dict(registry._ORDER))
    (code,) = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), flags=re.S)
    assert len(code.splitlines()) <= 55  # "about thirty lines" of rules, plus imports and blank lines
    module = types.ModuleType("lucky_sevens_guide")  # a module of the reader's own, outside the package
    monkeypatch.setitem(sys.modules, module.__name__, module)
    exec(compile(code, str(GUIDE), "exec", dont_inherit=True), module.__dict__)
    return module.__dict__


def test_the_guides_variant_registers_and_passes_the_conformance_check(guide):
    report = guide["report"]
    assert report.game == "lucky_sevens" and report.games == 10 and report.moves > 100
    assert dl.game("Lucky Sevens").info.name_ru == "Счастливые семёрки"
    assert "lucky_sevens" in [g.id for g in dl.catalogue("laying")]
    # it overrides scoring hooks only, which the chain family's loop calls itself: it plays at full speed
    assert kernel.takes(guide["LuckySevens"](), 4)


def test_the_guides_rules_score_as_written(guide):
    state = dl.State.from_text(FISH, game=dl.game("lucky_sevens", fisher_bonus=15))
    state.play("2-4 on 4")
    r = state.result()
    # player 2 holds 1-6 and 3-4, seven pips each: 37 in classic, 37 + 14 here
    assert r.hands == (12 + 25, 23, 37 + 14, 42)
    assert r.winner == 1 and r.fisher == 0
    assert r.points == (15, 37 + 51 + 42 - 23, 0, 0)
    assert r.why.endswith("the fisher, player 0, earns 15")


def test_the_guides_options_are_checked(guide):
    with pytest.raises(dl.SetupError, match="seven_factor"):
        dl.game("lucky_sevens", seven_factor=0)


def test_the_variant_is_gone_after_the_test():
    with pytest.raises(dl.SetupError, match="there is no game"):
        dl.game("lucky_sevens")
