"""The errors a learner or teacher meets typing or pasting a position, a table or a move speak
Russian under ``i18n.using("ru")`` and say exactly what they said before in English: the tables'
notations (line, cross, parallel layout, trains), the families' fields (a counting game's
``scored``, a collecting game's ``collected``, a trick game's trick), a position that does not
hold a whole set, and a table laid by hand through its own API."""

from __future__ import annotations

import pytest

import domino_lab as dl
from domino_lab import i18n
from domino_lab.table.cross import CrossLayout
from domino_lab.table.line import LineLayout
from domino_lab.table.parallel import ParallelLayout
from domino_lab.table.trains import TrainsLayout
from domino_lab.tiles import Tile


def position_text(game: str) -> str:
    """A live two-player position of ``game`` one move in (seed 1)."""
    state = dl.game(game).deal(2, seed=1)
    state.play(state.legal_moves()[0])
    return state.to_text()


WAGONS, FORK, MUGGINS, TELEPHONE, SPARK = map(position_text, ("wagons", "fork", "muggins", "telephone", "spark"))
DWARFS = ("seven_dwarfs | hands: 1-5 4-5 5-6 / 0-1 0-5 4-4 6-6 / 1-3 2-2 2-6 3-4 / 0-0 1-1 2-5 3-6 / 0-6 1-6 2-3 3-5 "
          "/ 0-2 0-3 1-2 2-4 / 0-4 3-3 4-6 5-5 | table: 0:1-4 | boneyard: - | turn: 1 | tricks: 0 0 0 0 0 0 0 | "
          "taken: - / - / - / - / - / - / - | passes: 0 | aside: -")


def read(text: str, old: str, new: str):
    assert old in text
    return lambda: dl.State.from_text(text.replace(old, new))


def both(kind: type[BaseException], call) -> tuple[str, str]:
    """The error ``call`` raises, in English and in Russian (and English again after the block)."""
    with pytest.raises(kind) as english:
        call()
    with i18n.using("ru"):
        with pytest.raises(kind) as russian:
            call()
    assert i18n.language() == "en"
    return str(english.value), str(russian.value)


NOTATION = [
    # trains (Wagons)
    (read(WAGONS, "main: [6-6]", "main: 6-6"),
     "the main chain 'main: 6-6' does not mark its lead like '[1-1]'",
     "в главной цепи 'main: 6-6' заход не отмечен так: '[1-1]'"),
    (read(WAGONS, "main: [6-6]", "main: [6-6] 5-4"),
     "'main: [6-6] 5-4' is not a chain: 6 is joined to 5",
     "'main: [6-6] 5-4' — не цепь: 6 стыкуется с 5"),
    (read(WAGONS, "main: [6-6]", "mian: [6-6]"),
     "'mian: [6-6]' is not a chain like 'main: 6-1 [1-1] 1-4' or 'train1 of 2: 4-5' (the main chain first)",
     "'mian: [6-6]' — не цепь вида 'main: 6-1 [1-1] 1-4' или 'train1 of 2: 4-5' (главная цепь первой)"),
    (read(WAGONS, "main: [6-6]", "main: [6-6] 6-x"),
     "'6-x' in 'main: [6-6] 6-x' is not a tile like '4-2' or '[4-2]'",
     "'6-x' в 'main: [6-6] 6-x' — не кость вида '4-2' или '[4-2]'"),
    (read(WAGONS, "main: [6-6]", "main: [6-6]; train1 of 1: [6-5]"),
     "only the main chain has a lead, not 'train1 of 1: [6-5]'",
     "заход бывает только в главной цепи, а не в 'train1 of 1: [6-5]'"),
    (read(WAGONS, "main: [6-6]", "main: [6-6]; train1 of 1: 6-5; train1 of 0: 6-4"),
     "two trains share a name in 'main: [6-6]; train1 of 1: 6-5; train1 of 0: 6-4'",
     "в 'main: [6-6]; train1 of 1: 6-5; train1 of 0: 6-4' у двух поездов одно имя"),
    # the parallel layout (Fork): the line's name in the learner's language
    (read(FORK, "top -", "top 4-1"),
     "the top line of 'across 5-5; top 4-1; bottom -' is not a chain: 4 is joined to 5",
     "верхняя линия в 'across 5-5; top 4-1; bottom -' — не цепь: 4 стыкуется с 5"),
    (read(FORK, "top -", "top 1"),
     "'1' in the top line is not a tile like '4-2'",
     "верхняя линия: '1' — не кость вида '4-2'"),
    (read(FORK, "; top -", ""),
     "'across 5-5; bottom -' is not a parallel layout like 'across 3-5; top 3-1; bottom -'",
     "'across 5-5; bottom -' — не выкладка из двух линий вида 'across 3-5; top 3-1; bottom -'"),
    # the cross (Muggins) and the line of a house before it opens (Telephone)
    (read(MUGGINS, "0-0*", "1-2 2-3*"), "the spinner 2-3 is not a double", "спиннер 2-3 — не дупль"),
    (read(MUGGINS, "north: -", "up: -"),
     "'up: -' is not 'north: …' or 'south: …'", "'up: -' — не 'north: …' и не 'south: …'"),
    (read(MUGGINS, "0-0*", "0-0"),
     "the table '0-0 ; north: - ; south: -' has a north arm but no spinner (mark it with *)",
     "в выкладке '0-0 ; north: - ; south: -' есть луч «север», но нет спиннера (отметьте его *)"),
    (read(MUGGINS, "north: -", "north: 1-2"),
     "1-2 on the north arm does not join 0", "1-2 на луче «север» не примыкает к 0"),
    (read(MUGGINS, "0-0*", "0-0* 0-0*"),
     "the table '0-0* 0-0* ; north: - ; south: -' marks two spinners",
     "в выкладке '0-0* 0-0* ; north: - ; south: -' отмечены два спиннера"),
    (read(TELEPHONE, "table: 5-5", "table: 5-5 x"),
     "'x' in the table '5-5 x' is not a tile like '4-2' (marks: * spinner, # closed, = lengthwise)",
     "'x' в выкладке '5-5 x' — не кость вида '4-2' (отметки: * спиннер, # закрыто, = вдоль)"),
    (read(TELEPHONE, "table: 5-5", "table: 5-5 4-4"),
     "the table '5-5 4-4' is not a line: 5 is joined to 4", "выкладка '5-5 4-4' — не линия: 5 стыкуется с 4"),
    # a counting game's score, a collecting game's piles, a trick
    (read(TELEPHONE, "scored: 10 0", "scored: ten 0"),
     "scored must be numbers, one per side, not 'ten 0'",
     "в scored нужны числа, по одному на сторону, а не 'ten 0'"),
    (read(TELEPHONE, "scored: 10 0", "scored: 10 0 0"),
     "scored names 3 sides; the deal has 2", "в scored сторон 3, а в раздаче их 2"),
    (read(SPARK, "turn: 1", "turn: over"),
     "write the position before its last move; finished deals are not read",
     "запишите позицию до её последнего хода: законченные раздачи не читаются"),
    (read(SPARK, "table: -", "table: 5-5"),
     "nothing is laid in a collecting game: 'table: -'",
     "в игре на собирание на стол ничего не выкладывают: 'table: -'"),
    (read(SPARK, "collected: 1-4 / -", "collected: 1-4"),
     "'collected' names 1 players, the hands 2", "в 'collected' записей для игроков: 1, а рук: 2"),
    (read(DWARFS, "0:1-4", "0-1-4"),
     "'0-1-4' in the trick is not 'player:tile' (e.g. '2:4-6')",
     "'0-1-4' во взятке — не 'игрок:кость' (например, '2:4-6')"),
    (read(DWARFS, "0:1-4", "0:1-x"),
     "'0:1-x' in the trick is not 'player:tile' (e.g. '2:4-6'): '1-x' is not a tile; write it as two numbers "
     "like '4-2'",
     "'0:1-x' во взятке — не 'игрок:кость' (например, '2:4-6'): '1-x' — не кость; запишите её двумя числами, "
     "например '4-2'"),
    (read(DWARFS, "tricks: 0 0 0 0 0 0 0", "tricks: 0 0"),
     "tricks and taken name one entry per player (7)",
     "в tricks и taken нужно по одной записи на игрока (игроков 7)"),
    # dl.position with an impossible table or a tile twice
    (lambda: dl.position("classic", ["0-0 0-1", "1-1"], table="1-2 3-4"),
     "the table '1-2 3-4' is not a chain: 2 is joined to 3", "выкладка '1-2 3-4' — не цепь: 2 стыкуется с 3"),
    (lambda: dl.position("classic", ["0-0 0-1", "0-0"], table="1-2"),
     "the position does not hold a whole set: 0-0 is both in hand 0 and in hand 1",
     "в позиции не весь набор: 0-0 лежит сразу в двух местах: hand 0 и hand 1"),
]


@pytest.mark.parametrize("call, english, russian", NOTATION)
def test_a_position_text_that_cannot_be_read_is_told_in_both_languages(call, english, russian):
    assert both(dl.NotationError, call) == (english, russian)


def test_a_trick_game_position_names_a_field_it_does_not_have():
    en, ru = both(dl.SetupError, lambda: dl.game("seven_dwarfs").position(["1-5"] * 7, bogus=1))
    assert en == "a seven_dwarfs position has no field 'bogus'"
    assert ru == "в позиции seven_dwarfs нет поля 'bogus'"


def test_a_table_laid_by_hand_says_what_is_wrong():
    """A learner laying a table through its own API (a notebook): the table's own checks."""
    lead = Tile(1, 2)
    assert both(ValueError, lambda: LineLayout().place(lead, 1)) == (
        "the line has no lead yet: lead a tile first (end=None)",
        "в линии ещё нет захода: сначала зайдите костью (end=None)")
    line = LineLayout.from_text("1-2")
    assert both(ValueError, lambda: line.place(Tile(2, 3), None)) == (
        "the line already has a lead", "в линии заход уже сделан")
    assert both(ValueError, lambda: line.place(Tile(2, 3), 5)) == ("the line has no end 5", "у линии нет конца 5")
    cross = CrossLayout.from_text("5-1 1-1* 1-3 ; north: - ; south: -")
    assert both(ValueError, lambda: cross.arm_of("up")) == (
        "a cross has no arm 'up'; its arms are west, east, north, south",
        "у креста нет луча 'up'; его лучи: west, east, north, south")
    assert both(ValueError, lambda: cross.lay_lengthwise(1)) == (
        "1-1 cannot be laid lengthwise (only a double that is not the spinner)",
        "1-1 нельзя положить вдоль (только дупль, который не спиннер)")
    fork = ParallelLayout.from_text("across 5-5; top 5-1; bottom -")
    assert both(ValueError, lambda: fork.insert(Tile(3, 3), 0, 0)) == (
        "3-3 cannot be inserted at joint 0 of the top line",
        "3-3 нельзя вставить в стык 0 (верхняя линия)")
    assert both(ValueError, lambda: ParallelLayout().end_value(0)) == (
        "the parallel layout has no lead yet", "в выкладке из двух линий ещё нет захода")
    trains = TrainsLayout.from_text("main: [1-1] 1-3")
    assert both(ValueError, lambda: trains.uncouple(Tile(2, 2), 0, 1, owner=1)) == (
        "2-2 cannot uncouple the main chain at joint 1",
        "2-2 не может расцепить главную цепь в стыке 1")
    assert both(ValueError, lambda: trains.place(Tile(4, 4), 7)) == (
        "the table has no end 7", "на столе нет конца 7")


def test_a_seat_that_is_not_in_the_deal():
    state = dl.game("classic").deal(2, seed=1)
    assert both(ValueError, lambda: state.partners(5)) == ("no player 5", "нет игрока 5")


SPARK_OVER = ("spark | hands: - / - / - | table: - | boneyard: - | turn: 0 | collected: 0-4 3-3 5-5 0-3 2-4 2-3 3-5 "
              "1-1 6-6 0-5 5-6 / 4-6 0-2 1-6 0-6 0-0 0-1 4-5 / 1-2 3-6 2-5 2-6 1-3 2-2 3-4 4-4 1-4 1-5")
FORTY_TWO = ("forty_two | hands: 0-1 0-5 1-4 1-5 4-4 4-5 5-6 / 0-0 1-3 2-2 2-5 2-6 3-4 6-6 / 0-6 1-1 1-6 2-3 2-4 3-5 "
             "3-6 / 0-2 0-3 0-4 1-2 3-3 4-6 5-5 | table: - | boneyard: - | turn: 0 | tricks: 0 0 0 0 | "
             "taken: - / - / - / - | bids: - | trumps: -")


@pytest.mark.parametrize("text, english, russian", [
    (SPARK_OVER, "the boneyard is used up: the deal is over", "базар кончился: раздача окончена"),
    (DWARFS.replace("table: 0:1-4", "table: 0:1-4 1:0-5").replace("/ 0-1 0-5", "/ 0-1"),
     "after the trick in play it is player 2's turn, not player 1's",
     "после взятки на столе ходит игрок 2, а не игрок 1"),
    (FORTY_TWO.replace("0-1 0-5 1-4", "0-5 1-4").replace("boneyard: -", "boneyard: 0-1"),
     "the hands are uneven: every player holds as many tiles as the others, less the one he has put in the trick "
     "in play",
     "руки неравны: у каждого игрока столько же костей, сколько у других, не считая той, что он положил во взятку "
     "на столе"),
    (DWARFS.replace("tricks: 0 0 0 0 0 0 0", "tricks: 1 0 0 0 0 0 0"),
     "player 0 has won 1 tricks of 4 tiles, but holds 0 taken tiles",
     "игрок 0 взял взяток: 1 (костей в каждой: 4), но взятых костей у него: 0"),
])
def test_a_position_the_rules_cannot_reach_is_told_in_both_languages(text, english, russian):
    assert both(dl.NotationError, lambda: dl.State.from_text(text)) == (english, russian)


FORTY_TWO = ("forty_two | hands: 0-1 0-5 1-4 1-5 4-4 4-5 5-6 / 0-0 1-3 2-2 2-5 2-6 3-4 6-6 / 0-6 1-1 1-6 2-3 2-4 3-5 "
             "3-6 / 0-2 0-3 0-4 1-2 3-3 4-6 5-5 | table: - | boneyard: - | turn: 0 | tricks: 0 0 0 0 | "
             "taken: - / - / - / - | bids: - | trumps: -")


@pytest.mark.parametrize("call, english, russian", [
    (read(FORTY_TWO, "bids: -", "bids: 1"), "bids: each bid is 'player:amount' (e.g. '0:30 1:31'), not '1'",
     "bids: каждая заявка — 'игрок:сумма' (например, '0:30 1:31'), а не '1'"),
    (read(FORTY_TWO, "bids: -", "bids: 0:30 1:31 2:32"), "bids: each team bids once: two bids at most",
     "bids: каждая команда заявляет один раз: не больше двух заявок"),
    (read(dl.game("bingo").deal(2, seed=1).to_text(), "upturned: 2-5", "upturned: 2-5 1-1"),
     "upturned: one tile (or -)", "upturned: одна кость (или -)"),
    (lambda: dl.bots.make("alphago"), "there is no bot 'alphago'; the bots are: random, greedy, montecarlo, ismcts",
     "бота 'alphago' нет; боты: random, greedy, montecarlo, ismcts")])
def test_the_last_position_and_setup_errors_of_the_trick_games_and_the_bots_speak_russian(call, english, russian):
    # (the trick games' bids and upturned tile, and a bot's name, were English-only f-strings)
    got_en, got_ru = both(dl.DominoError, call)
    assert english in got_en and russian in got_ru
