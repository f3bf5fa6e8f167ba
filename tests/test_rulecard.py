"""Rule cards (issue 30, §3): every game has one, every quote is its seed's own words."""

import pathlib
import re

import pytest

import domino_lab as dl
from domino_lab.options import describe, rules
from domino_lab.rulecard import clauses_of

SEEDS = pathlib.Path(__file__).parent / "seeds"


def _norm(text):
    return " ".join(text.replace("\u00a0", " ").split())


SEED_TEXT = {p.name[:3]: _norm(p.read_text(encoding="utf-8")) for p in SEEDS.glob("*.txt")}
GAMES = [i.id for i in dl.catalogue()]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_quote_is_its_seeds_own_words(game_id):
    clauses = clauses_of(dl.game(game_id))
    assert clauses, f"{game_id} has no rule card"
    for c in clauses:
        if c.quote:
            assert c.seed in dl.game(game_id).info.seed, (game_id, c.seed)
            assert _norm(c.quote) in SEED_TEXT[c.seed], f"{game_id}: not in seed {c.seed}: {c.quote!r}"
        else:
            assert c.ru and re.search("[а-яё]", c.ru), (game_id, c.en)
    parts = {c.part for c in clauses}
    assert {"aim", "deal", "turn", "scoring"} <= parts, (game_id, parts)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_says_what_it_does(game_id):
    """The Explorer's tooltips and the card's option lines read ``describe``: no option is mute."""
    game = dl.game(game_id)
    for name in rules(game):
        assert len(describe(game, name)) >= 12, (game_id, name, describe(game, name))


def test_the_card_says_which_options_differ_from_the_seed():
    card = dl.rules("kozel", opening=0)
    assert [o.name for o in card.changed] == ["opening"]
    text = card.text()
    assert "opening = 0 (seed: 13)" in text
    assert "«Проигравшие игроки записывают на свой счет" in text  # the seed's words beside the rule
    html = card._repr_html_()
    assert "opening = 0" in html and "(seed: <code>13</code>)" in html
    assert html.count("<tr ") == len(card.clauses) + len(card.parts)
    assert "all at the seed's values" in dl.rules("kozel").text()
    # a game given as an object keeps its options and takes more
    assert [o.name for o in dl.rules(dl.game("kozel", opening=0), fish="higher_loses").changed] == ["opening", "fish"]


def test_the_card_in_russian_puts_the_seeds_words_first():
    en, ru = dl.rules("pit"), dl.rules("pit", lang="ru")
    assert en.text().splitlines()[0].startswith("Pit — Яма")
    lines = ru.text().splitlines()
    assert lines[0].startswith("Яма — Pit") and "ЦЕЛЬ" in lines
    first_rule = next(line for line in lines if line.startswith("  • "))
    assert first_rule == "  • Выигрывает тот, кто выложил все свои камни первым."
    ours_line = [line for line in lines if "наше прочтение" in line]
    assert ours_line, "a rule of ours is marked as ours"
    with pytest.raises(dl.SetupError, match="language"):
        dl.rules("pit", lang="fr")


def test_a_game_without_clauses_shows_its_docstring():
    from domino_lab.rulecard import RuleCard

    class Plain(type(dl.game("classic"))):
        """A house variant: nothing written for its card."""

    Plain.__module__ = "somewhere.else"
    card = RuleCard(Plain())
    assert card.clauses == () and "A house variant" in card._repr_html_()
