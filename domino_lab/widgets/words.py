"""What the widgets say, in English (the default) and in Russian, the seeds' language: one table.

``say(lang, key, **values)`` words one of the widgets' texts; ``game_name(info, lang)`` names a
game (``GameInfo.name_ru`` in Russian); ``picture_words(lang)`` words the labels of a deal's
picture (``domino_lab.draw.state_svg``'s ``words``). A status label the games give
(``State.status``) is translated when the table knows it; its value stays as the game words it.

>>> say("ru", "deal", n=2)
'раздача 2'
>>> say("en", "tiles", n=1), say("ru", "tiles", n=2), say("ru", "tiles", n=5)
('1 tile', '2 кости', '5 костей')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..draw.state import english

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.registry import GameInfo

__all__ = ["LANGS", "TEXTS", "say", "game_name", "picture_words", "check_lang"]

LANGS = ("en", "ru")

#: key -> (English, Russian); ``{name}`` fields are filled by ``say``.
TEXTS: dict[str, tuple[str, str]] = {
    # the header and whose turn
    "deal": ("deal {n}", "раздача {n}"),
    "your turn": ("your turn, {name}", "ваш ход, {name}"),
    "your turn you": ("your turn", "ваш ход"),
    "to play": ("{name} to play", "ходит {name}"),
    "deal over": ("the deal is over", "раздача окончена"),
    "player": ("player {p}", "игрок {p}"),
    "you": ("you", "вы"),
    # the hand and the moves
    "your hand": ("{name}'s hand", "кости: {name}"),
    "your hand you": ("your hand", "ваши кости"),
    "playable": ("click a green tile to play it (or ← → and Enter)",
                 "щёлкните зелёную кость (или ← → и Enter)"),
    "where": ("{tile} fits more than one place: click where it goes",
              "{tile} подходит в несколько мест: щёлкните, куда"),
    "other moves": ("or:", "или:"),
    "waiting": ("the other players are moving…", "ходят другие игроки…"),
    "not your turn": ("it is {name}'s turn", "сейчас ходит {name}"),
    "deal is over": ("the deal is over: press “new deal”", "раздача окончена: нажмите «новая раздача»"),
    "stale": ("that click was made on an earlier position; it was ignored",
              "щелчок был сделан на прежней позиции и не учтён"),
    "hint": ("hint: {move}", "подсказка: {move}"),
    # the reasoned hint and practice mode (``analysis``: imagined deals solved exactly)
    "hint why": ("hint: {move}: {mean} points on average {how}", "подсказка: {move}: {mean} очк. в среднем {how}"),
    "hint next": ("; next best {move}: {mean}", "; следующий {move}: {mean}"),
    "hint only": (" (the only legal move)", " (единственный возможный ход)"),
    "over deals exact": ("over {n} imagined deals, each solved exactly",
                         "по {n} воображаемым раздачам, каждая решена точно"),
    "over deals budget": ("over {n} imagined deals ({k} solved exactly, the rest within a budget)",
                          "по {n} воображаемым раздачам ({k} решены точно, остальные — в пределах бюджета)"),
    "practice": ("practice: stop me at a mistake", "тренировка: остановить на ошибке"),
    "practice mistake": ("{move} looks like a {mark}: it gives up about {cost} points on average {how}. "
                         "Take it back and try again?",
                         "{move} похоже на {mark}: в среднем теряет около {cost} очк. {how}. "
                         "Вернуть ход и попробовать снова?"),
    "try again": ("taken back: try another move", "ход возвращён: попробуйте другой"),
    "take back": ("take it back", "вернуть ход"),
    "show answer": ("show the answer", "показать ответ"),
    "keep it": ("keep my move", "оставить мой ход"),
    "answer": ("the answer: {text}", "ответ: {text}"),
    "mistake": ("mistake", "ошибку"),
    "blunder": ("blunder", "грубую ошибку"),
    "taken back": ("move taken back", "ход отменён"),
    "nothing to undo": ("nothing to undo", "нечего отменять"),
    "undo after end": ("the deal is scored: a finished deal cannot be taken back",
                       "раздача записана в счёт: её ходы не отменить"),
    "finish first": ("finish this deal first (or undo)", "сначала доиграйте раздачу (или отмените ход)"),
    "match over": ("Match over: {why}", "Партия окончена: {why}"),
    # controls
    "new deal": ("new deal", "новая раздача"),
    "hint button": ("hint", "подсказка"),
    "undo": ("undo", "отменить"),
    "show all": ("show all hands", "показать все кости"),
    "pass to": ("Pass the screen to {name}", "Передайте экран: {name}"),
    "pass to note": ("the other players look away", "остальные не смотрят"),
    "show hand": ("I am {name}: show my hand", "Я — {name}: показать мои кости"),
    # the game picker
    "pick game": ("game", "игра"),
    "pick players": ("players", "игроков"),
    "play": ("play", "играть"),
    "a person": ("a person", "человек"),
    # the side panel
    "status": ("This deal", "Эта раздача"),
    "match": ("Match", "Партия"),
    "moves": ("Moves", "Ходы"),
    "no moves": ("no moves yet", "ходов ещё нет"),
    "no deal finished": ("no deal finished yet", "ни одна раздача ещё не окончена"),
    "seats": ("Seats", "Места"),
    # the picture's labels (draw.state_svg's words)
    "tiles": ("{n} tile", "{n} кость"),
    "tiles few": ("{n} tiles", "{n} кости"),
    "tiles many": ("{n} tiles", "{n} костей"),
    "table": ("table: {tiles}, {ends}", "стол: {tiles}{ends}"),
    "ends": ("", ", открытые концы: {values}"),
    "empty table": ("no tiles yet", "пока пусто"),
    "hand": ("{mark}{name}{team}: {tiles}", "{mark}{name}{team}: {tiles}"),
    "team": (" (team {members})", " (команда {members})"),
    "zone": ("{name}: {tiles}", "{name}: {tiles}"),
    "boneyard": ("boneyard: {tiles}", "базар: {tiles}"),
    # status labels and zone names the games give (their values stay as the game words them)
    "label match": ("match", "партия"),
    "label pit": ("pit", "отбой"),
    "label stall": ("stall", "без сброса"),
    "label collected": ("collected", "собрано"),
    "label boneyard": ("boneyard", "базар"),
    "label tricks won": ("tricks won", "взято взяток"),
    "label taken": ("taken", "взято"),
    "label bids": ("bids", "заявки"),
    "label trumps": ("trumps", "козыри"),
    "label upturned": ("upturned", "открытая кость"),
    "label chests won": ("chests won", "взято сундуков"),
    "label chests": ("chests", "сундуки"),
    "label chest": ("chest", "сундук"),
    "label passes": ("passes", "пропуски"),
    "label aside": ("aside", "в стороне"),
    "label set aside": ("set aside", "отложено"),
    "label seven": ("seven", "семёрка"),
    "label scored this deal": ("scored this deal", "очки в этой раздаче"),
    "label trick": ("trick", "взятка"),
    "label row": ("row", "ряд"),
    "label rows": ("rows", "ряды"),
}


def check_lang(lang: str) -> str:
    from ..errors import SetupError

    if lang not in LANGS:
        raise SetupError(f"the board speaks {' or '.join(LANGS)}, not {lang!r}")
    return lang


def say(lang: str, key: str, **values: Any) -> str:
    """The text ``key`` in ``lang``, its fields filled from ``values`` (a count ``n`` of tiles
    takes the Russian plural it needs)."""
    if key == "tiles" and lang == "ru":
        key = _plural_key(int(values["n"]))
    elif key == "tiles" and values["n"] != 1:
        key = "tiles many"
    text = TEXTS[key][LANGS.index(lang)]
    return text.format(**values)


def _plural_key(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return "tiles"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "tiles few"
    return "tiles many"


def label(lang: str, text: str) -> str:
    """A status label or zone name from a game ("trumps", "taken 2") in ``lang``: the words the
    table knows are translated, a trailing seat number kept."""
    if lang == "en":
        return text
    head, _, number = text.rpartition(" ")
    if head and number.isdigit() and f"label {head}" in TEXTS:
        return f"{say(lang, 'label ' + head)} {number}"
    return say(lang, "label " + text) if f"label {text}" in TEXTS else text


def game_name(info: GameInfo, lang: str = "en") -> str:
    """The game's name in ``lang``: its English name, or ``GameInfo.name_ru``."""
    return info.name_ru if lang == "ru" else info.name


def picture_words(lang: str, names: dict[int, str] | None = None):
    """The labels of a deal's picture (``state_svg``'s ``words``) in ``lang``; ``names`` renames
    seats (a pupil's name instead of "player 2")."""
    names = names or {}
    if lang == "en" and not names:
        return english

    def words(key: str, **v: Any) -> str:
        if key == "table":
            if lang == "en":
                return english(key, **v)
            if not v["tiles"]:
                return say(lang, "table", tiles=say(lang, "empty table"), ends="")
            ends = say(lang, "ends", values=", ".join(map(str, v["values"]))) if v["values"] else ""
            return say(lang, "table", tiles=say(lang, "tiles", n=v["tiles"]), ends=ends)
        if key == "empty table":
            return say(lang, key)
        if key == "hand":
            members = " & ".join(map(str, v["team"]))
            team = say(lang, "team", members=members) if v["team"] else ""
            name = names.get(v["player"]) or say(lang, "player", p=v["player"])
            return say(lang, "hand", mark=v["mark"], name=name, team=team, tiles=say(lang, "tiles", n=v["tiles"]))
        if key == "zone":
            return say(lang, "zone", name=label(lang, v["name"]), tiles=say(lang, "tiles", n=v["tiles"]))
        if key == "boneyard":
            return say(lang, "boneyard", tiles=say(lang, "tiles", n=v["tiles"]))
        raise KeyError(f"no label {key!r}")

    return words
