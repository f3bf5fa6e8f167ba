"""The Explorer's knobs say what they do, and a knob that changes nothing says so (issue 30, §5)."""

import pytest

import domino_lab as dl
from domino_lab.options import describe


@pytest.mark.parametrize("game_id", ["kozel", "sea_goat", "fives", "candelabra", "spark"])
def test_every_knob_has_its_description_as_tooltip(game_id):
    game = dl.game(game_id)
    ex = dl.Explorer(game)
    for name, control in ex.controls.items():
        assert control.tooltip.startswith(f"{name}: {describe(game, name).replace('``', '')}")
        assert "Accepts" in control.tooltip


def test_kozel_opening_changes_no_deal_and_the_explorer_says_so():
    ex = dl.Explorer(dl.game("kozel"), n=20)
    assert ex.warning.value == ""
    ex.controls["opening"].value = 0
    assert "opening=0 changes no deal" in ex.warning.value and "whole matches" in ex.warning.value
    base, variant = ex.run()  # what the warning foretold: the deal numbers are the same
    assert (base.fish_rate.value, base.mean_moves) == (variant.fish_rate.value, variant.mean_moves)
    ex.matches.value = True  # the matches are where it acts: no warning then
    assert ex.warning.value == ""
    ex.controls["opening"].value = 13
    assert ex.warning.value == ""


def test_a_knob_that_never_applies_is_flagged_and_one_that_acts_is_not():
    ex = dl.Explorer(dl.game("kozel"), players=4)
    ex.controls["draw"].value = "none"  # four players hold all 28 tiles: there is no boneyard to draw from
    assert "draw=none: no effect seen" in ex.warning.value
    ex.players.value = 2  # now there is a boneyard, and passing at once changes the deals
    assert ex.warning.value == ""
    assert ex.no_effect() == {}
