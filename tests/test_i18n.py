"""The learner's language (issue 30 §2): one switch, ``dl.language``, and gettext catalogues
that Babel extracts and compiles; English stays the canonical text of records and positions."""

import copy
import json
import pickle
import re

import pytest

import domino_lab as dl
from domino_lab import i18n, translations
from domino_lab.i18n import _, msg, ngettext, nmsg, tr, using


@pytest.fixture(autouse=True)
def english_after():
    yield
    dl.language("en")


def test_every_message_of_the_source_is_translated_and_compiled():
    """Babel extracts the source's messages into a fresh template; each must have a Russian
    translation (not fuzzy), and the shipped .mo must be what the .po compiles to."""
    template = translations.extract_template()
    assert len([m for m in template if m.id]) >= 70  # the extraction finds the messages at all
    assert translations.problems("ru") == []


def test_a_missing_translation_is_found(tmp_path, monkeypatch):
    """The check fails on a message the catalogue lacks: a new ``_()`` in the source."""
    extra = translations.extract_template()
    extra.add("a learner-facing text nobody translated", locations=[("domino_lab/new.py", 1)])
    monkeypatch.setattr(translations, "extract_template", lambda: extra)
    assert [p for p in translations.problems("ru") if "nobody translated" in p] == [
        "missing: 'a learner-facing text nobody translated' (domino_lab/new.py:1)"]


def test_language_switches_and_refuses_what_it_does_not_speak():
    assert dl.language() == "en"
    assert dl.language("ru") == "ru" and dl.language() == "ru"
    with using("en"):
        assert _("player {p}", p=3) == "player 3"
    assert _("player {p}", p=3) == "игрок 3"
    with pytest.raises(dl.SetupError, match="знает языки: en, ru; языка 'de'"):
        dl.language("de")
    assert dl.language() == "ru"  # refused: unchanged


@pytest.mark.parametrize("n, text", [(1, "1 кость"), (2, "2 кости"), (5, "5 костей"), (11, "11 костей"),
                                     (21, "21 кость"), (22, "22 кости"), (0, "0 костей")])
def test_russian_plurals(n, text):
    with using("ru"):
        assert ngettext("{n} tile", "{n} tiles", n) == text
    assert ngettext("{n} tile", "{n} tiles", n) == (f"{n} tile" if n == 1 else f"{n} tiles")


def test_a_kept_text_is_english_underneath():
    """A ``Msg`` compares, hashes, pickles and writes JSON as its English text; printed, it
    speaks the language of the moment."""
    text = nmsg("{n} tile", "{n} tiles", 2)
    dl.language("ru")
    assert text == "2 tiles" and hash(text) == hash("2 tiles") and json.dumps({"t": text}) == '{"t": "2 tiles"}'
    assert str(text) == "2 кости" and f"<{text}>" == "<2 кости>" and repr(text) == "'2 кости'"
    for again in (pickle.loads(pickle.dumps(text)), copy.deepcopy(text)):
        assert again == "2 tiles" and str(again) == "2 кости"
    both = msg("player {p}", p=1) + ": " + text
    assert both == "player 1: 2 tiles" and tr(both) == "игрок 1: 2 кости"
    assert i18n.join(", ", [msg("player {p}", p=0), "x"]) == "player 0, x"


def test_a_board_speaks_the_language_of_the_moment():
    seats = ["you", dl.bots.Greedy(), dl.bots.Greedy(), dl.bots.Greedy()]
    dl.language("ru")
    board = dl.Board(dl.game("kozel"), seats=seats, seed=1, delay=0)
    assert board.new_deal_button.description == "новая раздача" and "игрок 1" in board.pad.table_svg
    dl.language("en")
    board = dl.Board(dl.game("kozel"), seats=seats, seed=1, delay=0)
    assert board.new_deal_button.description == "new deal" and "player 1" in board.pad.table_svg
    assert "игрок" not in board.pad.table_svg


def test_no_message_is_nested_in_another():
    """Babel's extractor can miss a message written inside another's arguments (it did:
    Candelabra's "player {p} scores {n}"), so each message is made on its own."""
    import ast
    import pathlib

    keywords = set(translations.KEYWORDS)

    def name(f):
        return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None

    nested = []
    for path in pathlib.Path(dl.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):  # (nor inside an f-string: Python < 3.12 hides it from Babel)
                nested += [f"{path.name}:{inner.lineno} in an f-string" for inner in ast.walk(node)
                           if isinstance(inner, ast.Call) and name(inner.func) in keywords
                           and inner.args and isinstance(inner.args[0], ast.Constant)]
            if isinstance(node, ast.Call) and name(node.func) in keywords:
                nested += [f"{path.name}:{inner.lineno}" for inner in ast.walk(node)
                           if inner is not node and isinstance(inner, ast.Call) and name(inner.func) in keywords
                           and inner.args and isinstance(inner.args[0], ast.Constant)]
    assert nested == []


LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _texts(game, seed):
    """A deal's and a match's texts: the result's why, the statuses, the match standing."""
    from domino_lab.match import Match

    match = Match(game, game.default_players, seed)
    deal = match.play_deal([dl.bots.Greedy()] * game.default_players)
    items = deal.status() + game.match_status(match)
    return [deal.result().why, match.why] + [x for s in items for x in (s.value, *s.per_player)]


@pytest.mark.parametrize("game_id", [info.id for info in dl.catalogue()])
def test_every_game_words_its_results_and_statuses_in_russian(game_id):
    """Every game, a deal and its match standing: in Russian no English word is left (tiles and
    numbers stay); the texts themselves, compared and printed in English, are unchanged."""
    game = dl.game(game_id)
    texts = _texts(game, 3)
    english = [str(t) for t in texts]
    with using("ru"):
        russian = [tr(t) for t in texts]
        again = _texts(game, 3)
    assert [t for t in russian if LATIN_WORD.search(t)] == []
    assert again == texts and [str(t) for t in again] == english  # made in Russian: the same English underneath
    assert [str(t) for t in texts] == english  # switching back: byte-identical English


def test_a_record_made_in_russian_is_the_english_record():
    game = dl.game("kozel")
    bots = [dl.bots.Greedy()] * 4
    english = dl.play_match(game, bots, seed=5).to_json()
    with using("ru"):
        russian = dl.play_match(game, bots, seed=5)
        assert russian.to_json() == english
        assert dl.MatchRecord.from_json(english).to_json() == english  # and it replays in Russian


def test_russian_why_status_and_error():
    state = dl.game("classic").deal(2, seed=1)
    with using("ru"):
        while not state.over:
            state.play(state.legal_moves()[0])
        assert str(state.result()).startswith(("игрок", "рыба"))
        assert "игрок" in tr(state.result().why)
    assert str(state.result()).startswith(("player", "fish"))


def test_errors_speak_russian_and_leave_the_state_unchanged():
    state = dl.game("classic").deal(2, seed=1)
    before = state.to_text()
    foreign = min(state.hands[1 - state.current])
    with using("ru"):
        with pytest.raises(dl.IllegalMove, match=f"кости {foreign} нет на руках у игрока {state.current}"):
            state.play(dl.Play(foreign, None))
        with pytest.raises(dl.SetupError, match="игры 'kozl' нет; может быть, kozel"):
            dl.game("kozl")
        with pytest.raises(dl.SetupError, match="играют 2–4 игроков|играют .* игроков, а не 9"):
            dl.game("classic").deal(9, seed=1)
    assert state.to_text() == before
    with pytest.raises(dl.IllegalMove, match=f"{foreign} is not in player {state.current}'s hand"):
        state.play(dl.Play(foreign, None))


def test_a_board_in_russian_shows_russian_statuses_and_results():
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=2, delay=0, lang="ru")
    assert "базар" in board.status_view.value and "в базаре" in board.status_view.value
    assert "boneyard" not in board.status_view.value and "tiles" not in board.status_view.value
    while not board.state.over:
        board.play(board.state.legal_moves()[0])
    assert board.state.result().why.split()[0] in ("player", "fish")  # the result itself: English underneath
    with using("ru"):
        assert tr(board.state.result().why) in board.message.value
    assert "<small>вышел</small>" in board.score_view.value or "<small>рыба</small>" in board.score_view.value


def test_the_command_line_speaks_russian_and_leaves_the_callers_language(capsys):
    from domino_lab.cli import main

    assert main(["--lang", "ru", "play", "classic", "--players", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Классическое домино" in out and "игрок 0:" in out and "player" not in out
    assert main(["--lang", "ru", "list"]) == 0 and "33 игры" in capsys.readouterr().out
    assert main(["--lang", "ru", "play", "kozl"]) == 2
    assert "игры 'kozl' нет" in capsys.readouterr().err
    assert dl.language() == "en"  # the command's language was its own
    assert main(["play", "classic", "--players", "2", "--seed", "1"]) == 0
    assert "player 0:" in capsys.readouterr().out


def test_an_exercise_answers_in_russian():
    from domino_lab.lessons import exercises_of

    tiles = next(ex for lesson in ("01", "02", "03") for ex in exercises_of(lesson) if ex.kind == "tiles")
    number = next(ex for lesson in ("00", "01", "02") for ex in exercises_of(lesson) if ex.kind == "number")
    with using("ru"):
        assert tiles.check(" ".join(str(t) for t in sorted(tiles.answer))) == (True, "верно")
        assert tiles.check("-").message.startswith("не совсем: не хватает") or not tiles.answer
        assert number.check("много").message == "запишите целое число, например 12: 'много' — не число"
        assert number.check(str(number.answer + 1)).message == "не совсем: слишком много"
        box = dl.exercises("00").boxes[0]
        assert box.check_button.description == "проверить"
        from domino_lab.lessons import lesson_ids

        every = [ex for lesson in lesson_ids() for ex in exercises_of(lesson)]
        assert [ex.question for ex in every if tr(ex.question) == ex.question] == []
        assert [ex.solution for ex in every if tr(ex.solution) == ex.solution] == []
    assert number.check(str(number.answer + 1)).message == "not quite: too high"


def test_moves_are_described_in_russian_but_written_in_notation():
    state = dl.game("classic").deal(2, seed=1)
    lead = state.legal_moves()[0]
    with using("ru"):
        assert str(lead) == f"lead {lead.tile}" and lead.describe() == f"заход {lead.tile}"
        assert dl.Draw().describe() == "взять из базара" and dl.Pass().describe() == "пас"
        state.play(str(lead))  # the notation is read in any language
        answer = state.legal_moves()[0]
        assert answer.describe() in (f"{answer.tile} на {answer.on}", "взять из базара", "пас")
    assert lead.describe() == str(lead)
    board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=1, delay=0, lang="ru")
    board.play(board.state.legal_moves()[0])
    assert "заход" in board.log_view.value and "lead" not in board.log_view.value


def test_the_explorer_speaks_its_language():
    explorer = dl.Explorer(dl.game("classic"), n=20, players=2, lang="ru")
    assert explorer.run_button.description == "запустить" and "исследовать вариант" in explorer.children[0].value
    explorer.run()
    assert "раздач на каждый вариант: 20, те же seed и боты" in explorer.message.value
    assert "доля рыб" in explorer.table.value
    assert dl.language() == "en" and dl.Explorer(dl.game("classic")).run_button.description == "run"


def test_a_status_shown_per_player_keeps_its_tail_in_russian():
    from domino_lab.games.outcome import Status
    from domino_lab.i18n import join
    from domino_lab.widgets.common import status_rows

    per = (msg("player {p}: {n}", p=0, n=2), msg("player {p}: {n}", p=1, n=0))
    item = Status("scored this deal", join("; ", [join(", ", per), msg("last: player {p} scored {n}", p=0, n=2)]), per)
    html = status_rows([item], "ru")
    assert "игрок 0: 2" in html and "последним игрок 0 получил 2" in html and "last" not in html
    assert "last: player 0 scored 2" in status_rows([item], "en")


def test_a_collecting_game_in_russian_says_nothing_of_an_empty_hand():
    """describe() leaves out an empty hand ("(out)") in every language: in Russian it used to
    print "(in hand (вышел))" after every player of Spark and the other collecting games."""
    state = dl.game("spark").deal(players=3, seed=5)
    state.play("call 6-5")
    with using("ru"):
        text = state.describe()
    assert "вышел" not in text and "in hand" not in text
    assert "in hand" not in state.describe()
