"""Defects fixed on the defects4 branch (the Sea Goat ones are in tests/test_attack3.py, 7.-9.).

1. A design's option errors named its internal class id (``kozel_draw_threes_luck: undrawable must
   be ...``), made of its parts, where its other refusals name its title ("Kozel, but with Threes for
   Luck's draw"): ``Game.__init__`` now calls a design by its title, in the current language; a
   catalogue game keeps its id (``kozel has no option colour``).
"""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab.i18n import using


# -- 1. a design's option errors name the design's title -------------------------------------------------
@pytest.mark.parametrize("parts, options, rule", [
    ({"draw": "threes_luck"}, {"undrawable": -1}, r"undrawable must be a whole number \(at least 0\), not -1"),
    ({"draw": "threes_luck"}, {"colour": "red"}, "has no option colour; its options are: "),
    ({"lead": "muggins"}, {"lead": 5}, "has no option lead"),
    ({"draw": "french"}, {"draw": "zz"}, "draw must be one of until_playable, one, none, not 'zz'"),
    ({"deal_scoring": "sea_goat"}, {"finish": "zz"}, "finish must be one of match, bonus, not 'zz'"),
    ({"end": "fives"}, {"fish_when": "zz"}, "fish_when must be one of closed, stuck, not 'zz'"),  # (Kozel's own end)
])
def test_a_designs_option_error_names_its_title(parts, options, rule):
    game = dl.design("kozel", **parts)
    with pytest.raises(dl.SetupError, match=rule) as caught:
        dl.design("kozel", **parts, options=options)
    text = str(caught.value)
    assert text.startswith(game.info.name) and game.info.id not in text, text
    with using("ru"), pytest.raises(dl.SetupError) as caught:
        dl.design("kozel", **parts, options=options)
    assert str(caught.value).startswith(("у игры " + game.info.name_ru, game.info.name_ru)), str(caught.value)
    assert game.info.name_ru.startswith("Козёл")


def test_a_named_design_is_called_by_its_name_and_a_catalogue_game_by_its_id():
    with pytest.raises(dl.SetupError, match="^Мой козёл has no option x;"):
        dl.design("kozel", draw="threes_luck", name="Мой козёл", options={"x": 1})
    with pytest.raises(dl.SetupError, match="^kozel has no option colour"):
        dl.game("kozel", colour="red")
    with pytest.raises(dl.SetupError, match=r"^kozel: hand_size must be a whole number"):
        dl.game("kozel", hand_size=-1)
