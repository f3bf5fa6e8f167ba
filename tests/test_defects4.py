"""Defects fixed on the defects4 branch (the Sea Goat ones are in tests/test_attack3.py, 7.-9.).

1. A design's option errors named its internal class id (``kozel_draw_threes_luck: undrawable must
   be ...``), made of its parts, where its other refusals name its title ("Kozel, but with Threes for
   Luck's draw"): ``Game.__init__`` now calls a design by its title, in the current language; a
   catalogue game keeps its id (``kozel has no option colour``).
2. ``dl.design("seven", layout="french")`` was refused with the trial's raw "IndexError: list index out
   of range": the design's state applied a seven's draws by French's line (``LineScoringState``), ahead of
   Seven's state, which counts them off, so the player drew on from an empty boneyard. Refused at once
   now (``design.clashes.state_clashes``), as on every line whose state applies its own draws (the
   line-scoring games', Dark Blitz's). Seven's other raw refusals: Dark Blitz's deal (deals nothing),
   Milky Way's deal and deal scoring (its way, made when its game is set up), Sausage's deal scoring
   (its rows), General's and Sea Goat's match scorings (their own deal results), each named now; and
   Dark Blitz's line (its turn opens with a draw) with a deal that leaves no boneyard, on any base.
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


# -- 2. Seven on a line whose state applies every draw itself, and Seven's other raw refusals -------------
_DRAWING_LINES = ["french", "fives", "threes", "threes_luck", "bergen", "matador", "dark_blitz"]


@pytest.mark.parametrize("layout", _DRAWING_LINES)
def test_seven_on_a_line_that_applies_its_own_draws_is_refused_naming_the_seven(layout):
    """The design's state applied a seven's draws by the line's rule, ahead of Seven's, which
    counts them off: the player drew on until the boneyard was empty, and the trial deal failed
    with 'IndexError: list index out of range'."""
    with pytest.raises(dl.SetupError, match="Seven's seven .* take the layout from a game whose line leaves the "
                                            "draws to the chain family") as caught:
        dl.design("seven", layout=layout)
    assert "Error" not in str(caught.value) and f"{layout}'s line" in str(caught.value)
    with using("ru"), pytest.raises(dl.SetupError, match="семёрку «Семёрки».*возьмите выкладку"):
        dl.design("seven", layout=layout)


@pytest.mark.parametrize("layout", ["kozel", "blitz", "muggins"])
def test_seven_on_a_line_that_leaves_the_draws_to_the_family_still_counts_its_sevens_off(layout):
    game = dl.design("seven", layout=layout)
    record = dl.play(game, [dl.bots.Random(k) for k in range(3)], seed=4)
    assert record.replay().over


@pytest.mark.parametrize("base, parts, rule", [
    ("seven", {"deal": "dark_blitz"}, "dark_blitz's deal deals nothing .* take the layout from dark_blitz too"),
    ("kozel", {"deal": "dark_blitz"}, "dark_blitz's deal deals nothing"),
    ("seven", {"deal": "milky_way"}, "milky_way's deal reads the game's 'position', which milky_way makes when it is "
                                     "set up, .* take milky_way as the base"),
    ("seven", {"deal_scoring": "milky_way"}, "milky_way's deal scoring reads the game's 'way'"),
    ("seven", {"deal_scoring": "sausage"}, "sausage's deal scoring reads the deal's 'rows', which SausageState keeps"),
    ("seven", {"match_scoring": "general"}, "general's match scoring rests on its deal scoring"),
    ("seven", {"match_scoring": "sea_goat"}, "sea_goat's match scoring rests on its deal scoring"),
    ("kozel", {"match_scoring": "sea_goat"}, "sea_goat's match scoring rests on its deal scoring"),
    ("kozel", {"layout": "dark_blitz"}, "dark_blitz's line opens every turn with a draw, and at 4 players kozel's "
                                        r"deal leaves no boneyard to draw from \(4 hands of 7 take all 28 tiles\)"),
    ("telephone", {"layout": "dark_blitz"}, "at 4 players telephone's deal leaves no boneyard"),
])
def test_parts_that_failed_the_trial_with_a_raw_error_are_refused_naming_the_conflict(base, parts, rule):
    with pytest.raises(dl.SetupError, match=rule) as caught:
        dl.design(base, **parts)
    assert "Error:" not in str(caught.value)
    with using("ru"), pytest.raises(dl.SetupError, match="возьмите"):
        dl.design(base, **parts)


def test_seven_takes_each_part_of_every_laying_game_or_refuses_it_naming_the_conflict():
    from domino_lab.design.parts import KINDS

    laying = [g.id for g in dl.catalogue() if g.family == "laying" and g.id != "seven"]
    taken = 0
    for kind in KINDS:
        for donor in laying:
            try:
                dl.design("seven", **{kind: donor})
                taken += 1
            except dl.SetupError as exc:  # (a trial's raw error: "... failed: IndexError: list index out of range")
                assert "Error:" not in str(exc) and "take" in str(exc), (kind, donor, str(exc))
    assert taken > 100


@pytest.mark.parametrize("base", ["classic", "muggins", "fives"])
def test_dark_blitzs_line_with_a_deal_that_leaves_a_boneyard_still_plays(base):
    game = dl.design(base, layout="dark_blitz")
    assert dl.play(game, [dl.bots.Random(k) for k in range(4)], seed=2).replay().over
