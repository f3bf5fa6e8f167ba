"""The catalogue: every game of the seed documents, where it sits in the taxonomy, and (once it
is playable) the class that implements it. ``dl.catalogue()`` lists it; ``dl.game(id)`` makes one.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util

from ..errors import SetupError
from .base import Game, GameInfo

# id, English name, Russian name, family, subtype, form, players, seed, summary
_ROWS = [
    # Type 1: discard games
    ("biryuk", "Biryuk", "Бирюк", "discard", "1", "single", (3, 5), "000",
     "attach to the one table tile, then discard one of the two"),
    ("firewood", "Firewood", "Дрова", "discard", "1", "stack", (2, 4), "000",
     "tiles laid side by side; a round's stack goes to the discard"),
    ("pit", "Pit", "Яма", "discard", "1", "chain", (2, 4), "000",
     "a double sends the whole chain to the pit"),
    # Type 2.1: pure collecting
    ("spark", "Spark", "Искра", "collecting", "2.1", "draw", (2, 6), "000",
     "call a drawn tile's value; a right guess goes again"),
    ("sharing", "Sharing", "Делёжка", "collecting", "2.1", "draw", (3, 6), "000",
     "draw, keep one and hand the rest round"),
    ("roulette", "Roulette", "Рулетка", "collecting", "2.1", "draw", (3, 6), "000",
     "count a drawn tile's pips round the table to find who draws next"),
    # Type 2.2: collecting from the table (tricks)
    ("bingo", "Bingo", "Бинго", "collecting", "2.2", "tricks", (2, 2), "000",
     "trumps from an upturned tile; blank counts 7; most tricks wins"),
    ("forty_two", "Forty-Two (Texas 42)", "Сорок два", "collecting", "2.2", "tricks", (4, 4), "000",
     "bid, name trumps, take tricks and count tiles: 42 a hand"),
    ("candelabra", "Candelabra", "Канделябр", "collecting", "2.2", "tricks", (3, 3), "000",
     "three tiles a trick; 4-4-1 costs the third two points"),
    ("seven_dwarfs", "Seven Dwarfs", "Семь гномов", "collecting", "2.2", "chests", (7, 7), "000",
     "new numbers only; the fourth tile, a double, takes the chest"),
    # Type 3.1: laying, chain
    ("classic", "Classic dominoes", "Классическое домино", "laying", "3.1", "chain", (2, 4), "003",
     "draw until able; the winner scores the others' pips; to 100"),
    ("kozel", "Kozel (the Goat)", "Козёл", "laying", "3.1", "chain", (2, 4), "000+003",
     "teams of two; losers write their pips; opens at 13; 101 is the goat"),
    ("sea_goat", "Sea Goat", "Морской козёл", "laying", "3.1", "chain", (2, 4), "000+003",
     "the winner writes; first write 25; one side holds points; 125 wins"),
    ("blitz", "Blitz", "Блиц", "laying", "3.1", "chain", (2, 4), "000",
     "lay all your remaining tiles in one turn if they all go down"),
    ("ladder", "Ladder", "Лестница", "laying", "3.1", "one-way", (2, 6), "000",
     "the chain grows one way; one to three tiles a turn"),
    ("seven", "Seven", "Семёрка", "laying", "3.1", "chain", (3, 5), "000",
     "ends summing to 6 play again; to 7 the next draws two"),
    ("dark_blitz", "Dark Blitz", "Тёмный блиц", "laying", "3.1", "chain", (3, 6), "000",
     "everything face down; draw each turn; blitz with three or more"),
    ("wagons", "Wagons", "Вагончики", "laying", "3.1", "trains", (2, 4), "000",
     "a double uncouples the chain into your own train"),
    ("fork", "Fork", "Вилка", "laying", "3.1", "parallel", (2, 4), "000",
     "two parallel half-chains that may differ by at most two"),
    ("double_lock", "Double-lock", "Дубль-замок", "laying", "3.1", "chain", (2, 4), "000",
     "a number is locked until its double is laid"),
    ("milky_way", "Milky Way", "Млечный путь", "laying", "3.1", "fixed", (2, 4), "000",
     "only one fixed chain of doubles and neighbours is legal"),
    ("general", "General", "Генерал", "laying", "3.1", "chain", (4, 4), "003",
     "end the deal with 0-0 and/or 6-6; count the generals"),
    # Type 3.1: laying, cross
    ("donkey", "Donkey", "Осёл", "laying", "3.1", "cross", (2, 4), "000+003",
     "four arms from a double; a laid double may close its arm"),
    ("odd_even", "Odd and Even", "Чёт и нечет", "laying", "3.1", "cross", (2, 4), "000",
     "two arms take even sums, two take odd"),
    # Type 3.2: laying with counting
    ("telephone", "Telephone", "Телефон", "laying", "3.2", "cross", (2, 4), "003",
     "score multiples of 5 on the open ends; the house opens two arms; to 225"),
    ("muggins", "Muggins (All Fives)", "Маггинс", "laying", "3.2", "cross", (2, 4), "003+004",
     "the first double is a spinner; 5 points a five; to 200"),
    ("fives", "Fives", "Пятерное домино", "laying", "3.2", "chain", (2, 4), "004",
     "a point per five in the two ends; to 25 or 20"),
    ("threes", "Threes", "Тройное домино", "laying", "3.2", "chain", (2, 4), "004",
     "a point per three in the two ends; to 33 or 22"),
    ("threes_luck", "Threes for Luck", "Тройное на счастье", "laying", "3.2", "chain", (2, 4), "004",
     "threes with a gamble: draw up to five, win or lose by the draw"),
    ("bergen", "Bergen", "Берген", "laying", "3.2", "chain", (2, 4), "004",
     "double and triple headers; the last two tiles stay in the boneyard"),
    ("matador", "Matador", "Матадор", "laying", "3.2", "chain", (2, 4), "004",
     "joined ends sum to seven; matadors are wild"),
    ("french", "French game", "Французская партия", "laying", "3.2", "chain", (2, 5), "004",
     "sum-to-seven matching with honours; losers write their pips"),
    # Type 3.3: "cutting" games
    ("sausage", "Sausage", "Колбаса", "laying", "3.3", "parallel", (2, 2), "003",
     "two lines; a tile matching both ends cuts the sausage to the opponent"),
]

# Where each game lives: one module per game, in the package of its family. A game becomes
# playable when its module exists and defines the class (the CamelCase of its id).
_PACKAGE = {
    "1": "discard", "2.1": "collecting", "2.2": "tricks", "3.2": "counting", "3.3": "chain",
}


def _impl(row) -> str:
    gid, subtype, form = row[0], row[4], row[5]
    family = _PACKAGE.get(subtype) or ("cross" if form == "cross" else "chain")
    return f"domino_lab.games.{family}.{gid}:{''.join(w.capitalize() for w in gid.split('_'))}"


_CATALOGUE = {row[0]: GameInfo(*row, impl=_impl(row)) for row in _ROWS}


def catalogue(family: str | None = None, playable: bool | None = None) -> list[GameInfo]:
    """Every game of the seeds, in taxonomy order; filter by ``family`` or ``playable``."""
    rows = list(_CATALOGUE.values())
    if family is not None:
        rows = [r for r in rows if r.family == family]
    if playable is not None:
        rows = [r for r in rows if r.playable == playable]
    return rows


def info(game_id: str) -> GameInfo:
    try:
        return _CATALOGUE[game_id]
    except KeyError:
        close = [g for g in _CATALOGUE if game_id.lower().replace("-", "_") in g]
        hint = f"; did you mean {', '.join(close)}?" if close else f"; known games: {', '.join(_CATALOGUE)}"
        raise SetupError(f"there is no game {game_id!r}{hint}") from None


def game_class(game_id: str) -> type[Game]:
    entry = info(game_id)
    if not entry.playable:
        raise NotImplementedError(f"{entry.name} ({entry.name_ru}) is in the catalogue but not playable yet")
    module, _, cls = entry.impl.partition(":")
    return getattr(importlib.import_module(module), cls)


@functools.cache
def module_exists(impl: str) -> bool:
    """Whether the module named by ``impl`` exists (without importing the game itself)."""
    module = impl.partition(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def game(game_id: str, **options) -> Game:
    """Make a game with its rule options: ``dl.game("kozel", opening=13)``."""
    return game_class(game_id)(**options)
