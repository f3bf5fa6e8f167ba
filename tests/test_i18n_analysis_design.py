"""The learner's language (issue 30 §2) where a learner reads analyses, designs and experiments:
``dl.review``'s table and marks, the evaluation graph, the Replay's analysis view and the coach's
hint; the Designer, ``dl.evaluate``, ``dl.mechanics`` and a design's description; ``dl.simulate``
and ``dl.summarize``'s summaries and ``dl.compare``; the browser site's "this lesson needs" message.

Under ``dl.language("ru")`` none of them keeps an English word (game ids, the bots' class names,
package names and Python's own values are code, not words); what they are underneath (a review's
columns and marks, a figure's name, a design's spec) stays English, so code reads them in any
language."""

import html
import re

import pytest

import domino_lab as dl
from domino_lab.analysis.review import COLUMNS
from domino_lab.design import KINDS, describe, mechanics
from domino_lab.draw.evaluation import evaluation_svg
from domino_lab.i18n import using

#: Words that are code, not English: the games' ids, the parts' kinds, the bots a learner names
#: (dl.bots.Greedy), the packages a lesson installs, Python's values, "seed" (an argument's name).
CODE = ({info.id for info in dl.catalogue()} | set(KINDS)
        | {"Greedy", "Random", "ISMCTS", "MonteCarlo", "OpenSpiel", "matplotlib", "open_spiel", "domino_lab", "pip",
           "install", "lab", "rl", "True", "False", "NaN", "None", "seed", "dl", "game"})
LATIN = re.compile(r"[A-Za-z][A-Za-z_]+")


def english_words(text: str) -> list[str]:
    """The Latin-letter words of ``text`` (its HTML and SVG markup and what it shows as code taken
    away) that are not code."""
    text = re.sub(r"<style.*?</style>|<code>.*?</code>", " ", text, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]*>", " ", text))
    return [w for w in LATIN.findall(text) if w not in CODE]


def widget_texts(widget) -> list[str]:
    """Every text a person sees in a widget: its HTML, labels, options and tooltips, its children's."""
    out = []
    for name in ("value", "description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            out.append(value)
    for option in getattr(widget, "options", ()) or ():
        out.append(option[0] if isinstance(option, tuple) else str(option))
    for child in getattr(widget, "children", ()):
        out += widget_texts(child)
    return out


def small():
    """Two players, a double-4 set, 5 tiles each, no boneyard: every deal solves in milliseconds."""
    return dl.game("classic", set_n=4, hand_size=5, draw="none")


@pytest.fixture(scope="module")
def reviewed():
    """A deal with a mistake or a blunder in it, and its review."""
    for seed in range(30):
        record = dl.play(small(), [dl.bots.Random(1), dl.bots.Greedy()], seed=seed)
        table = dl.review(record, worlds=12, seed=1)
        if set(table["mark"]) & {"mistake", "blunder"}:
            return record, table
    raise AssertionError("no deal of the first 30 seeds has a mistake")


def test_the_english_word_check_finds_english_and_passes_code():
    assert english_words("<b>ход 3</b> (kozel, Greedy): 60.0% (95% CI 1–2)") == ["CI"]
    assert english_words("<text>move 3</text><title>заход 1-1</title>") == ["move"]


def test_a_review_table_speaks_russian_and_is_english_underneath(reviewed):
    import pandas as pd

    record, table = reviewed
    with using("ru"), pd.option_context("display.max_columns", None, "display.width", 1000):
        shown = str(table) + table._repr_html_()
        assert english_words(shown) == []
        assert "отметка" in shown and "сыграно" in shown and ("ошибка" in shown or "грубая ошибка" in shown)
        assert "заход" in shown  # the moves in words: notation says "lead 1-1"
        worst = table.loc[table["cost"].idxmax()]  # code reads the table as it did, in English
        assert worst["mark"] in ("mistake", "blunder") and worst["played"] == record.moves[int(worst["move"]) - 1][1]
        assert list(table.columns) == list(COLUMNS)
        assert f"{worst['mark']}" in ("ошибка", "грубая ошибка")
        record.replay(int(worst["move"]) - 1).play(worst["best"].split(" / ")[0])  # notation underneath
    english = str(table)
    assert "mark" in english and "played" in english and "lead" in english and "отметка" not in english


def test_the_evaluation_graph_speaks_russian(reviewed):
    _, table = reviewed
    rows = table.to_dict("records")
    with using("ru"):
        svg = str(evaluation_svg(rows, current=3))
    assert english_words(svg) == [] and "ожидаемые очки игрока 0" in svg and "ход 3" not in svg[:0]
    assert 'data-mark="mistake"' in svg or 'data-mark="blunder"' in svg  # the marks' data stay English
    english = str(evaluation_svg(rows, current=3))
    assert "player 0's expected points" in english and "dealt" in english


def test_the_replay_analysis_view_speaks_russian(reviewed):
    record, table = reviewed
    replay = dl.Replay(record, review=table, lang="ru", graph=False)
    seen_better = False
    for k in range(len(record.moves) + 1):
        replay.slider.value = k
        texts = [replay.caption.value, replay.eval_view.value, replay.better_view.value]
        assert english_words(" ".join(texts)) == [], k
        seen_better = seen_better or "лучше:" in replay.better_view.value
    assert seen_better  # a mistake's better move was shown, in words
    shown = repr(replay).replace("<Replay:", "")  # (the class's name, as the other widgets' lines keep theirs)
    assert "Классическое домино" in shown and english_words(shown) == []
    english = dl.Replay(record, review=table, lang="en", graph=False)
    english.slider.value = int(table.loc[table["cost"].idxmax()]["move"])
    assert "points on average over 12 imagined deals" in english.caption.value
    assert "better: " in english.better_view.value


def test_the_hint_names_its_moves_in_words():
    board = dl.Board(small(), seats=["you", dl.bots.Greedy()], seed=4, delay=0, lang="ru")
    while board.state.current != 0 or len(board.state.legal_moves()) < 2:
        if board.state.over:
            board.new_deal()
        elif board.state.current == 0:
            board.play(board.state.legal_moves()[0])
    move = board.hint()
    with using("ru"):
        assert f"<b>{move.describe()}</b>" in board.message.value
    assert english_words(board.message.value) == []


def test_a_design_is_described_in_russian():
    goat = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    with using("ru"):
        assert goat.describe() == "Козёл, но счёт раздачи как в игре «Маггинс», крест как в игре «Маггинс»"
        assert dl.design("kozel").describe() == "Козёл — как в каталоге"
        for kind in KINDS:  # every kind, and every layout, in words
            for part in mechanics(kind):
                words = describe({"base": "classic", kind: part.name})
                assert english_words(words) == [] and ", но " in words, (kind, part.name)
    assert goat.describe() == "Kozel, but with Muggins' deal scoring, on Muggins' cross"


def test_the_parts_are_summed_up_in_the_language_of_the_moment():
    parts = mechanics()
    with using("ru"):
        russian = repr(parts)
    english = repr(parts)
    assert english_words(russian) == [] and "в играх:" in russian
    assert all(p.summary_ru in russian and p.summary in english for p in parts)
    assert "used by" in english and "в играх" not in english


def test_the_designer_speaks_russian():
    designer = dl.Designer(layout="muggins", deal_scoring="muggins", lang="ru")
    assert english_words(" ".join(widget_texts(designer))) == []
    assert "Придумайте свою игру" in designer.children[0].value and designer.play_button.description == "играть"
    assert "эти части работают вместе" in designer.message.value and "Маггинс" in designer.spec_box.value
    assert dl.language() == "en" and repr(designer).startswith("<Конструктор (выполните ячейку): Козёл, но ")
    designer.parts["layout"].value = ""
    assert english_words(designer.spec_box.value) == []  # a change is worded in the designer's language
    designer.parts["layout"].value, designer.parts["matching"].value = "muggins", "matador"
    assert "не собирается:" in designer.message.value and "сумма семь" in designer.message.value
    assert english_words(re.sub(r"\(bergen.*?\)", " ", designer.message.value)) == []
    english = dl.Designer(layout="muggins", deal_scoring="muggins")
    assert english.play_button.description == "play" and "work together" in english.message.value


def test_an_evaluation_speaks_russian_and_keeps_its_figures_english():
    goat = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    result = dl.evaluate(goat, n=24, search_n=2, iterations=2, reference_n=6)
    with using("ru"):
        text, page, frame = str(result), result._repr_html_(), result.table()
        assert english_words(text + page + frame.to_html()) == []
        assert "больше всего похожа на:" in text and "доля рыб" in text and "95% ДИ" in text
        assert frame.loc["fish rate", "value"] == result.figures["fish rate"].value.__round__(3)
        ax = result.plot()
        labels = [t.get_text() for t in ax.get_yticklabels()] + [ax.get_xlabel(), ax.get_title()]
        assert english_words(" ".join(labels)) == [] and "доля рыб" in labels
        figure, renderer = ax.figure, ax.figure.canvas.get_renderer()
        for text in (ax.title, ax.xaxis.label):  # the longer Russian title and label wrapped, not cut off
            box = text.get_window_extent(renderer)
            assert figure.bbox.x0 <= box.x0 and box.x1 <= figure.bbox.x1, text.get_text()
    ax = result.plot()
    assert "\n" not in ax.get_title() + ax.get_xlabel()  # the English fit on a line: as they were
    assert "plays most like:" in str(result) and "fish rate" in result._repr_html_()
    import matplotlib.pyplot as plt

    plt.close("all")


def test_a_simulations_summary_speaks_russian():
    kozel = dl.game("kozel")
    summary = dl.summarize(kozel, 40, [dl.bots.Greedy()] * 4, seed=1)
    matches = dl.simulate(kozel, 3, [dl.bots.Greedy()] * 4, seed=1, matches=True).summary()
    both = dl.compare(kozel, dl.game("kozel", opening=0), 20, [dl.bots.Greedy()] * 4, matches=True,
                      labels=("Козёл", "без 13 на открытие"))  # (the default labels are code: dl.game(...))
    with using("ru"):
        text = "\n".join([str(summary), str(matches), str(both), both._repr_html_()])
        assert english_words(text) == []
        assert str(summary).startswith("40 игр\nисходы: ") and "сторона заходившего выиграла" in text
        assert "раздач за партию" in text and "95% ДИ" in text
    assert str(summary).startswith("40 games\nended by: ") and "95% CI" in str(summary)


def test_a_simulations_table_speaks_russian_and_is_english_underneath():
    import pandas as pd

    rows = dl.simulate(dl.game("kozel"), 12, [dl.bots.Greedy()] * 4, seed=1)
    frame = rows.to_frame()
    with using("ru"), pd.option_context("display.max_columns", None, "display.width", 1000):
        shown = str(frame) + frame._repr_html_()
        assert english_words(shown) == [] and "исход" in shown and "рыба" in shown
        fish = frame[frame["reason"] == "fish"]
        assert len(fish) == sum(r.reason == "fish" for r in rows) and list(frame["moves"]) == rows.column("moves")
    assert list(frame.columns) == [f for f in type(rows[0]).__dataclass_fields__]
    assert "reason" in frame.to_string() and "fish" in frame.to_string() and "рыба" not in frame.to_string()


def test_a_lesson_that_needs_a_package_says_so_in_russian():
    from domino_lab.inbrowser import LessonNeeds, needs

    for package, why in (("matplotlib", "draws its figures"), ("open_spiel", "plays through OpenSpiel")):
        with using("ru"), pytest.raises(LessonNeeds) as caught:
            needs(package, why)
        assert str(caught.value).startswith("Этот урок") and english_words(str(caught.value)) == []
        with pytest.raises(LessonNeeds, match="^This lesson"):
            needs(package, why)


def test_a_kept_word_with_a_context_and_a_kept_move():
    """``pmsg``: a word Russian says two ways (a review's mark "ошибка", the practice mode's
    "похоже на ошибку"); ``said``: a move that is its notation underneath and its words printed."""
    import pickle

    from domino_lab.i18n import pmsg, said

    mark, lead = pmsg("mark", "mistake"), said(dl.Play(dl.Tile(3, 3)))
    with using("ru"):
        assert (str(mark), mark, str(lead), lead) == ("ошибка", "mistake", "заход 3-3", "lead 3-3")
        again = pickle.loads(pickle.dumps([mark, lead]))
        assert [str(x) for x in again] == ["ошибка", "заход 3-3"] and again == ["mistake", "lead 3-3"]
    assert (str(mark), str(lead)) == ("mistake", "lead 3-3")


@pytest.mark.parametrize("base, parts", [
    ("kozel", {"scoring": "muggins"}), ("kozel", {"deal_scoring": "bingo"}), ("bingo", {"lead": "kozel"}),
    ("kozel", {"layout": "muggins", "matching": "matador"}), ("kozel", {"deal_scoring": "fives"}),
    ("kozel", {"layout": "kozle"})])
def test_a_refused_design_says_why_in_russian(base, parts):
    """The designer's refusals (what the Designer shows after "не собирается:") in Russian: the
    conflict and the remedy; what is quoted ('scoring', a mistyped game) and the game ids are code."""
    with using("ru"), pytest.raises(dl.SetupError) as refused:
        dl.design(base, **parts)
    text = re.sub(r"'[^']*'|dl\.design", " ", str(refused.value))
    assert english_words(text) == [] and re.search("[а-я]{4}", text), str(refused.value)
    with pytest.raises(dl.SetupError) as again:
        dl.design(base, **parts)
    assert english_words(str(again.value)) != []  # in English as before


@pytest.mark.parametrize("base, kind, donor", [("matador", "teams", "kozel"), ("fives", "deal_scoring", "general")])
def test_a_design_refused_after_a_trial_deal_says_so_in_russian(base, kind, donor):
    refusal = "эти части не работают вместе|нельзя раздать|а сторон|отдельно|опирается"  # (named: test_clashes2)
    with using("ru"), pytest.raises(dl.SetupError, match=refusal) as refused:
        dl.design(base, **{kind: donor})
    assert "возьмите" in str(refused.value)
