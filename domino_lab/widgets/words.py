"""What the widgets say: their texts by key, in the learner's language (``domino_lab.i18n``).

``say(lang, key, **values)`` words one of the widgets' texts (``lang=None``: the current
language, ``dl.language()``); ``game_name(info, lang)`` names a game (``GameInfo.name_ru`` in
Russian); ``picture_words(lang)`` words the labels of a deal's picture
(``domino_lab.draw.state_svg``'s ``words``). A status label the games give (``State.status``) is
translated through the catalogue; its value is a ``Msg`` that speaks the language itself.

The Russian texts are in the gettext catalogue (``domino_lab/locale/ru/LC_MESSAGES``), not here.

>>> say("ru", "deal", n=2)
'раздача 2'
>>> say("en", "tiles", n=1), say("ru", "tiles", n=2), say("ru", "tiles", n=5)
('1 tile', '2 кости', '5 костей')
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .. import i18n
from ..draw.state import Words, english, spoken
from ..i18n import N_, ngettext, using

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.registry import GameInfo

__all__ = ["LANGS", "TEXTS", "say", "game_name", "picture_words", "check_lang"]

LANGS = i18n.LANGS
_T = TypeVar("_T")

#: key -> the English text (the catalogue's message); ``{name}`` fields are filled by ``say``.
TEXTS: dict[str, str] = {
    # the header and whose turn
    "deal": N_("deal {n}"),
    "your turn": N_("your turn, {name}"),
    "your turn you": N_("your turn"),
    "to play": N_("{name} to play"),
    "deal over": N_("the deal is over"),
    "player": N_("player {p}"),
    "you": N_("you"),
    # the hand and the moves
    "your hand": N_("{name}'s hand"),
    "your hand you": N_("your hand"),
    "playable": N_("click a green tile to play it (or ← → and Enter)"),
    "where": N_("{tile} fits more than one place: click where it goes"),
    "other moves": N_("or:"),
    "waiting": N_("the other players are moving…"),
    "not your turn": N_("it is {name}'s turn"),
    "deal is over": N_("the deal is over: press “new deal”"),
    "stale": N_("that click was made on an earlier position; it was ignored"),
    "hint": N_("hint: {move}"),
    "taken back": N_("move taken back"),
    "nothing to undo": N_("nothing to undo"),
    "undo after end": N_("the deal is scored: a finished deal cannot be taken back"),
    "finish first": N_("finish this deal first (or undo)"),
    "match over": N_("Match over: {why}"),
    # the reasoned hint and practice mode (``analysis``: imagined deals solved exactly)
    "hint why": N_("hint: {move}: {mean} points on average {how}"),
    "hint next": N_("; next best {move}: {mean}"),
    "hint only": N_(" (the only legal move)"),
    "practice": N_("practice: stop me at a mistake"),
    "practice mistake": N_("{move} looks like a {mark}: it gives up about {cost} points on average {how}. "
                           "Take it back and try again?"),
    "try again": N_("taken back: try another move"),
    "take back": N_("take it back"),
    "show answer": N_("show the answer"),
    "keep it": N_("keep my move"),
    "answer": N_("the answer: {text}"),
    "mistake": N_("mistake"),
    "blunder": N_("blunder"),
    # controls
    "new deal": N_("new deal"),
    "hint button": N_("hint"),
    "undo": N_("undo"),
    "show all": N_("show all hands"),
    "pass to": N_("Pass the screen to {name}"),
    "pass to note": N_("the other players look away"),
    "show hand": N_("I am {name}: show my hand"),
    # thinking on the board: the review, the position's text, the tile tracker, a screen reader
    "step back": N_("step back through the deal (nothing is undone)"),
    "step forward": N_("step forward, back to the present position"),
    "review": N_("reviewing: after move {k} of {n}"),
    "reviewing": N_("reviewing an earlier position: press ▶ to come back and play"),
    "copy position": N_("copy position"),
    "tracker": N_("tile tracker"),
    "tracker unseen": N_("{n} tiles you have not seen:"),
    "tracker cannot": N_("cannot hold"),
    "tracker nothing": N_("nothing known"),
    "tracker note": N_("certain, from the rules: he passed or drew where these tiles would have fitted"),
    "tracker all shown": N_("every hand is shown: nothing is hidden"),
    "tile playable on": N_("{tile}, playable on {ends}"),
    "tile playable": N_("{tile}, playable"),
    "tile not playable": N_("{tile}, not playable now"),
    "the end": N_("the {n}"),
    "or": N_(" or "),
    "table label": N_("table: {tiles}; open ends: {ends}"),
    # the game picker
    "pick game": N_("game"),
    "pick players": N_("players"),
    "play": N_("play"),
    "a person": N_("a person"),
    # the side panel
    "status": N_("This deal"),
    "match": N_("Match"),
    "moves": N_("Moves"),
    "no moves": N_("no moves yet"),
    "no deal finished": N_("no deal finished yet"),
    "seats": N_("Seats"),
    # the picture's labels (draw.state_svg's words; English words them itself)
    "table": N_("table: {tiles}{ends}"),
    "ends": N_(", open ends: {values}"),
    "empty table": N_("no tiles yet"),
    "hand": N_("{mark}{name}{team}: {tiles}"),
    "team": N_(" (team {members})"),
    "zone": N_("{name}: {tiles}"),
    "boneyard": N_("boneyard: {tiles}"),
}

#: The status labels and zone names the games give (``Status.label``, ``State.zones``): their
#: English is the key; a trailing seat number ("taken 2") is kept.
LABELS = (N_("match"), N_("pit"), N_("stall"), N_("collected"), N_("boneyard"), N_("tricks won"), N_("taken"),
          N_("bids"), N_("trumps"), N_("upturned"), N_("chests won"), N_("chests"), N_("chest"), N_("passes"),
          N_("aside"), N_("set aside"), N_("seven"), N_("scored this deal"), N_("trick"), N_("row"), N_("rows"),
          N_("hand"), N_("table"))


def speaking(method: Callable[..., _T]) -> Callable[..., _T]:
    """A widget's method that words its texts (errors, results, statuses) in the widget's
    ``lang`` (``None``: the current language)."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> _T:
        with using(self.lang):
            return method(self, *args, **kwargs)

    return wrapper


def check_lang(lang: str | None) -> str | None:
    """``lang`` if the package speaks it (``None``: whatever ``dl.language()`` is when it speaks)."""
    if lang is not None:
        with using(lang):
            pass
    return lang


def say(lang: str | None, key: str, **values: Any) -> str:
    """The text ``key`` in ``lang`` (``None``: the current language), its fields filled from
    ``values`` (a count ``n`` of tiles takes the plural it needs)."""
    with using(lang):
        if key == "tiles":
            return ngettext("{n} tile", "{n} tiles", values["n"])
        if key == "over deals exact":  # (the coach's hint: over how many imagined deals, counted)
            return ngettext("over {n} imagined deal, each solved exactly", "over {n} imagined deals, each solved "
                            "exactly", values["n"])
        if key == "over deals budget":
            return ngettext("over {n} imagined deal ({k} solved exactly, the rest within a budget)",
                            "over {n} imagined deals ({k} solved exactly, the rest within a budget)", values["n"],
                            k=values["k"])
        return i18n._(TEXTS[key], **values)


def label(lang: str | None, text: str) -> str:
    """A status label or zone name from a game ("trumps", "taken 2") in ``lang``: the words the
    catalogue knows are translated, a trailing seat number kept."""
    with using(lang):
        head, sep, number = text.rpartition(" ")
        if head and number.isdigit() and head in LABELS:
            return f"{i18n._(head)} {number}"
        return i18n._(text) if text in LABELS else text


def game_name(info: GameInfo, lang: str | None = "en") -> str:
    """The game's name in ``lang`` (``None``: the current language): its English name, or
    ``GameInfo.name_ru``."""
    return info.name_ru if (lang or i18n.language()) == "ru" else info.name


def picture_words(lang: str | None, names: dict[int, str] | None = None) -> Words:
    """The labels of a deal's picture (``state_svg``'s ``words``) in ``lang`` (``None``: the
    current language); ``names`` renames seats (a pupil's name instead of "player 2")."""
    if lang == "en" and not names:
        return english

    def words(key: str, **v: Any) -> str:
        with using(lang):
            return spoken(key, names, **v)

    return words
