"""The learner's texts beyond a deal's results (issue 30 §2): the catalogue's summaries and the
taxonomy, the errors a board or a lesson can raise, the options' words on the rule card and the
Explorer, the graphs' explanations and the position descriptions, all in Russian under
``dl.language("ru")``; their English unchanged."""

import re

import pytest

import domino_lab as dl
from domino_lab import graphs, option_texts
from domino_lab.i18n import _, using
from domino_lab.options import describe, describe_words
from domino_lab.options import rules as option_rules
from domino_lab.taxonomy import LAYOUTS, SUBTYPES, TYPES, catalogue_table, taxonomy_graph

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
CYRILLIC = re.compile(r"[а-яё]", re.I)


#: Names that stay as written in every language: a position's fields and the games' options (what
#: a learner types), Python's values.
KEPT = {"hands", "table", "boneyard", "turn", "rows", "None", "True", "False"} | {
    name for info in dl.catalogue() for name in [info.id, *option_rules(dl.game(info.id))]}


def _latin(text: str) -> list[str]:
    """The English-looking words of ``text``, leaving out what stays as written in every language:
    quoted values and ids ("until_playable", 'call 5-2'), the fields and options of ``KEPT``."""
    text = re.sub(r"\"[^\"]*\"|'[^']*'|``[^`]*``", "", text)
    return [w for w in re.findall(r"[A-Za-z_]{3,}", text) if w not in KEPT]


@pytest.fixture(autouse=True)
def english_after():
    yield
    dl.language("en")


# -- the catalogue and the taxonomy ------------------------------------------------------------------------
def test_every_game_summary_speaks_russian_and_stays_english_underneath():
    for info in dl.catalogue():
        with using("ru"):
            russian = _(info.summary)
        assert russian != info.summary and CYRILLIC.search(russian) and _latin(russian) == [], info.id
    assert dl.game("kozel").info.summary == "teams of two; losers write their pips; opens at 13; 101 is the goat"


def test_the_taxonomys_words_speak_russian():
    texts = [t[3] for t in TYPES.values()] + [s[3] for s in SUBTYPES.values()] + list(LAYOUTS.values())
    english = [str(t) for t in texts]
    assert SUBTYPES["2.1"][3] == "draw from the boneyard" and "ours" in SUBTYPES["3.3"][3]
    with using("ru"):
        russian = [str(t) for t in texts]
        table = str(catalogue_table())
        html = catalogue_table()._repr_html_()
        labels = [d["label"] for _n, d in taxonomy_graph().nodes(data=True)]
    assert [t for t in russian if _latin(t.replace("Sausage", ""))] == [] and russian != english
    assert table.splitlines()[0].split()[:3] == ["id", "название", "по-русски"] and "цепь (chain)" in table
    assert "<th>подтип</th>" in html and "<th>subtype</th>" not in html
    assert "Игры в домино" in labels and "Козёл" in labels and "Kozel (the Goat)" not in labels
    assert str(catalogue_table()).splitlines()[0].split()[:3] == ["id", "name", "name_ru"]  # English as it was
    assert "Domino games" in [d["label"] for _n, d in taxonomy_graph().nodes(data=True)]


# -- errors a learner meets ------------------------------------------------------------------------------
def _refused(game_id: str, seed: int, pick) -> str:
    """The message for the first tile of the mover's hand that ``pick`` chooses, played as a board
    plays a clicked tile (its bare name), in Russian."""
    state = dl.game(game_id).deal(players=dl.game(game_id).default_players, seed=seed)
    for _step in range(60):
        legal = {m.tiles for m in state.legal_moves()}
        for tile in sorted(state.hands[state.current]):
            if pick(tile, legal):
                before = state.to_text()
                with using("ru"), pytest.raises(dl.IllegalMove) as caught:
                    state.play(str(tile))
                assert state.to_text() == before
                return str(caught.value)
        state.play(state.legal_moves()[0])
    raise AssertionError(f"{game_id}: no tile found")


@pytest.mark.parametrize("game_id", ["matador", "french", "fives", "threes", "odd_even", "classic", "donkey"])
def test_a_tile_that_does_not_fit_is_refused_in_russian(game_id):
    def misfit(tile, legal):  # a tile of the hand with no legal move, after the lead
        return (tile,) not in legal and not any(tile in t for t in legal)

    said = _refused(game_id, 2, misfit)
    assert CYRILLIC.search(said) and _latin(said) == [], said


@pytest.mark.parametrize("game_id", ["classic", "donkey", "matador"])
def test_a_tile_that_fits_twice_asks_where_in_russian(game_id):
    state = dl.game(game_id).deal(players=2 if game_id != "donkey" else 4, seed=1)
    for _step in range(80):
        if state.over:
            state = dl.game(game_id).deal(players=state.players, seed=_step)
        moves = state.legal_moves()
        twice = [m.tiles[0] for m in moves if len(m.tiles) == 1 and sum(n.tiles == m.tiles for n in moves) > 1]
        if twice:
            with using("ru"), pytest.raises(dl.IllegalMove, match="подходит в несколько мест; скажите, куда"):
                state.play(str(twice[0]))
            with pytest.raises(dl.IllegalMove, match="fits more than one place; say which"):
                state.play(str(twice[0]))
            return
        state.play(moves[0])
    raise AssertionError("no tile fitting twice")


def test_odd_even_names_the_arm_and_the_sum_in_russian():
    """Odd-Even's refusal was half English ("у 0-0 сумма even (0); north arm it matches takes
    только odd"): the sum's kind and the arm are words of the sentence now."""
    state = dl.position("odd_even", hands=["4-5 2-2", "1-1"], table="5-6 6-6* 6-1 ; north: - ; south: -", turn=0)
    with using("ru"), pytest.raises(dl.IllegalMove) as caught:
        state.play("4-5")  # an odd sum for the west arm, which takes even sums
    said = str(caught.value)
    assert said == "у 4-5 сумма нечётная (9), а луч «запад», к которому она подходит, принимает только чётные"
    with pytest.raises(dl.IllegalMove, match=r"^4-5 has an odd sum \(9\); the west arm it matches takes only even "
                                             r"sums$"):
        state.play("4-5")


def test_notation_errors_speak_russian():
    with using("ru"):
        cases = [lambda: dl.Tile.parse("x-y"), lambda: dl.position("classic", hands="1-2", table="-"),
                 lambda: dl.position("classic", hands=["1-2", "2-3"], table="-", turn=7),
                 lambda: dl.State.from_text("classic | hands: 1-2 / 3-4"),
                 lambda: dl.State.from_text("classic | hands: 1-2 / 3-4 | table: - | boneyard: - | turn: 0 | x"),
                 lambda: dl.State.from_text("sausage | hands: 1-2 / - | table: - | boneyard: - | turn: 0"),
                 lambda: dl.game("kozel", opening="many")]
        said = []
        for case in cases:
            with pytest.raises(dl.DominoError) as caught:
                case()
            said.append(str(caught.value))
    assert [s for s in said if not CYRILLIC.search(s) or _latin(s)] == []
    with pytest.raises(dl.NotationError, match="is not a tile; write it as two numbers like '4-2'"):
        dl.Tile.parse("x-y")


# -- the options: rule card and Explorer --------------------------------------------------------------------
def test_every_option_has_its_words_in_the_catalogue():
    """``option_texts`` lists every option's description (what Babel extracts): a new option's
    words without a line there (and so without Russian) fail here."""
    missing = sorted({f"{info.id}.{name}" for info in dl.catalogue() for name in option_rules(dl.game(info.id))
                      if describe(dl.game(info.id), name) not in option_texts.TEXTS
                      and describe(dl.game(info.id), name)})
    assert missing == []


def test_the_russian_rule_card_words_its_options_in_russian():
    for game_id in ("kozel", "classic", "matador", "candelabra", "sausage"):
        card = dl.rules(game_id, lang="ru")
        described = [o.what for o in card.options if o.what]
        assert described and [w for w in described if not CYRILLIC.search(w) or _latin(w)] == [], game_id
        html = card._repr_html_()
        with using("ru"):
            assert _(card.info.summary) in html
    english = dl.rules("kozel", lang="en")
    assert [o.what for o in english.options if o.name == "opening"] == [
        "the smallest deal that opens a score (13; 0 = no threshold)."]
    assert english.info.summary in english._repr_html_()


def test_explorer_tooltips_and_the_no_effect_warning_in_russian():
    explorer = dl.Explorer(dl.game("kozel"), n=20, lang="ru")
    tip = explorer.controls["opening"].tooltip
    assert tip.startswith("opening: наименьшая раздача") and "Допустимо: целое число (не меньше 0)" in tip
    assert "Accepts" not in tip
    explorer.controls["opening"].value = 0  # Kozel's opening changes no deal
    warning = explorer.warning.value
    assert "opening=0" in warning and "не меняет ни одной раздачи" in warning and "tick" not in warning
    english = dl.Explorer(dl.game("kozel"), n=20)
    assert english.controls["opening"].tooltip == ("opening: the smallest deal that opens a score (13; 0 = no "
                                                   "threshold). Accepts a whole number (at least 0).")


def test_accepts_words_in_russian():
    rule = option_rules(dl.game("odd_even"))["even_arms"]
    with using("ru"):
        assert rule.accepts() == "2 разных слова из west, east, north, south"
        assert describe_words(dl.game("fork"), "draw_passes") == "после этой кости ход переходит."
    assert rule.accepts() == "2 different words of west, east, north, south"


# -- the graphs and the position descriptions ---------------------------------------------------------------
def test_the_fish_explained_in_russian():
    from domino_lab.table import LineLayout

    fish = graphs.fish_explanation(LineLayout.from_text("2-5 5-0 0-2 2-2 2-1 1-6 6-2 2-3 3-4 4-2"))
    english = str(fish)
    with using("ru"):
        russian = str(fish)
    assert english.startswith("Fish: both open ends show 2, and all 7 tiles with a 2")
    assert russian.startswith("Рыба: на обоих открытых концах 2") and _latin(russian) == []
    state = dl.game("classic").deal(2, seed=3)
    state.play(state.legal_moves()[0])
    with using("ru"):
        follow = str(graphs.what_can_follow(state, player=0))
    assert "на руках" in follow and _latin(follow) == []


@pytest.mark.parametrize("game_id", ["sausage", "bingo", "forty_two", "seven_dwarfs", "spark", "roulette",
                                     "candelabra"])
def test_position_descriptions_in_russian(game_id):
    """Below the first line (the table, in notation), a description has no English word left."""
    game = dl.game(game_id)
    state = game.deal(game.default_players, seed=4)
    for _step in range(3):
        state.play(state.legal_moves()[0])
    english = state.describe()
    with using("ru"):
        lines = state.describe().splitlines()
    assert [line for line in lines[1:] if _latin(line)] == []
    assert state.describe() == english


@pytest.mark.parametrize("game_id", ["donkey", "fork", "wagons", "telephone"])
def test_moves_name_their_ends_in_russian(game_id):
    game = dl.game(game_id)
    state = game.deal(game.default_players, seed=2)
    said = set()
    for _step in range(40):
        if state.over:
            break
        with using("ru"):
            said |= {m.describe() for m in state.legal_moves()}
        state.play(state.legal_moves()[-1])
    placed = [s for s in said if "(" in s]
    assert placed and [s for s in placed if _latin(s)] == []


# -- the seats' names ----------------------------------------------------------------------------------------
def test_seat_names_are_given_to_the_player_fields_of_a_text_in_both_languages():
    """``i18n.naming`` names the seats where a message has a player field ("player {p}",
    "players {list}", "игрока {p}"), at the depth where the text is worded; a number that is not a
    seat stays a number ("row 0", "3 tiles"), and outside the block nothing is named."""
    from domino_lab.i18n import msg, naming, nmsg, players, tr

    names = ["Anna", "Greedy", "Boris", "Greedy"]
    row = nmsg("row {p} (player {p}): {n} tile left", "row {p} (player {p}): {n} tiles left", 3, p=0)
    side = msg("{side}: {n}", side=players([0, 2]), n=12)
    with naming(lambda p: names[p]):
        assert (tr(row), tr(side)) == ("row 0 (Anna): 3 tiles left", "Anna and Boris: 12")
        assert _("{tile} is not in player {p}'s hand", tile="4-5", p=2) == "4-5 is not in Boris's hand"
        with using("ru"):
            assert (tr(row), tr(side)) == ("ряд 0 (Anna): осталось 3 кости", "Anna и Boris: 12")
            assert _("{tile} is not in player {p}'s hand", tile="4-5", p=2) == "кости 4-5 нет на руках у Boris"
    assert (tr(row), tr(side)) == ("row 0 (player 0): 3 tiles left", "players 0 and 2: 12")
    assert row == "row 0 (player 0): 3 tiles left"  # the kept English is never named


def test_a_russian_board_names_its_seats_in_the_status_and_the_log():
    board = dl.Board(dl.game("sausage"), seats=["Аня", dl.bots.Greedy()], seed=0, delay=0, lang="ru")
    assert "ряд 0 (Аня): осталось 14 костей" in board.status_view.value
    board.play(board.state.legal_moves()[0])
    assert "Аня:" in board.log_view.value and "игрок 0" not in board.status_view.value


def test_a_widget_before_it_is_live_says_so_in_its_language():
    """The one line a notebook stores for a widget (its repr) in the widget's language."""
    assert repr(dl.Board(dl.game("kozel"), lang="ru")) == "<Board: Козёл, 4 места (запустите ячейку, чтобы играть)>"
    assert repr(dl.Board(dl.game("kozel"))) == "<Board: Kozel (the Goat), 4 seats (run the cell to play)>"
    assert repr(dl.Explorer(dl.game("classic"), lang="ru")).startswith("<Explorer: Классическое домино, ")
    with using("ru"):
        assert repr(dl.exercises("01")) == "<Exercises урока 01: 3 вопроса (запустите ячейку, чтобы ответить)>"
    assert repr(dl.exercises("01")) == "<Exercises of lesson 01: 3 questions (run the cell to answer them)>"


def test_record_errors_speak_russian():
    import json

    record = dl.play(dl.game("classic"), [dl.bots.Greedy()] * 2, seed=3)
    data = json.loads(record.to_json())
    data["moves"][1][1] = "6-6 on 6" if data["moves"][1][1] != "6-6 on 6" else "0-0 on 0"
    broken = json.dumps(data)
    with using("ru"):
        said = []
        for text in ("[]", "{", broken, json.dumps({**data, "moves": "none"})):
            with pytest.raises(dl.RecordError) as caught:
                type(record).from_json(text)
            said.append(str(caught.value))
    assert said[0] == "запись — это объект JSON, а не список" and said[1].startswith("запись — не правильный JSON")
    assert said[2].startswith("moves[1]: ход 2 (") and "не воспроизводится" in said[2]
    assert said[3] == "moves: ожидается список, а не 'none'"
    with pytest.raises(dl.RecordError, match=r"^a record is a JSON object, not a list$"):
        type(record).from_json("[]")


def test_the_command_lines_list_and_options_in_russian(capsys):
    from domino_lab.cli import main

    assert main(["--lang", "ru", "list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["id", "подтип", "форма", "выкладка", "игроков", "источник", "название"]
    assert out[1].split()[:4] == ["biryuk", "1", "-", "одна"] and "single" not in out[1]
    assert main(["--lang", "ru", "options", "kozel"]) == 0
    assert "целое число (не меньше 0)" in capsys.readouterr().out
    assert main(["list"]) == 0
    assert capsys.readouterr().out.splitlines()[0].split() == ["id", "type", "form", "layout", "players", "seed",
                                                               "name"]


@pytest.mark.parametrize("lang, words", [("en", "players? [02]\\b"), ("ru", "игрок[а-я]* [02]\\b")])
def test_a_named_boards_result_names_its_seats(lang, words):
    """The deal's result under the pad said "players 0 and 2 went out" while the panels named
    Anna and Boris: it is worded with the seats' names too, in both languages."""
    board = dl.Board(dl.game("kozel"), seats=["Anna", dl.bots.Greedy(), "Boris", dl.bots.Greedy()], seed=1,
                     delay=0, lang=lang)
    for _step in range(500):
        if board.state.over:
            break
        if board.pad.cover:
            board.reveal()
            continue
        board.play(board.state.legal_moves()[0])
    message = re.sub("<[^>]+>", " ", board.message.value)
    assert ("Anna" in message or "Boris" in message) and not re.search(words, message), message
    assert board.state.result().why.startswith(("player", "fish"))  # the kept English is not named


def test_a_drawings_short_text_speaks_russian_with_its_plural():
    """A notebook stores a drawing's text as '<SVG drawing, N characters>': in Russian too."""
    from domino_lab.svg import SVG

    assert repr(SVG("ab")) == "<SVG drawing, 2 characters>"
    with using("ru"):
        assert [repr(SVG("a" * n)) for n in (1, 3, 5)] == [
            "<SVG-рисунок, 1 символ>", "<SVG-рисунок, 3 символа>", "<SVG-рисунок, 5 символов>"]


@pytest.mark.parametrize("game_id", ["fork", "sausage", "donkey", "wagons"])
def test_a_tables_notation_words_read_in_russian_in_a_description(game_id):
    """The first line of a description: a cross's arms, the parallel rows, the main train in
    Russian; the notation a position is read from (``to_text``) stays as it is."""
    game = dl.game(game_id)
    state = game.deal(game.default_players, seed=1)
    for _k in range(8):
        if state.over:
            break
        state.play(state.legal_moves()[0])
    english = state.describe().splitlines()[0]
    assert re.search(r"\b(across|main|north)\b", english)
    with using("ru"):
        first = state.describe().splitlines()[0]
        assert not re.search(r"\b(across|top|bottom|main|west|east|north|south)\b", first), first
        assert dl.State.from_text(state.to_text()).to_text() == state.to_text()
