"""The learner's language: English (the default) or Russian, the seeds' language, through gettext.

``language("ru")`` switches every text the package words for a person: the boards' texts, the
results' ``why``, statuses, error messages, exercises, the command line. The language is read
when a text is produced, so switching works in a running notebook; ``using("ru")`` switches it
for a block (a widget's ``lang=``).

The translations are gettext catalogues, ``domino_lab/locale/<lang>/LC_MESSAGES/domino_lab.po``,
compiled to ``.mo`` files that ship with the package (the standard library's ``gettext`` reads
them, so nothing beyond Python is needed at run time, in Pyodide too). Babel extracts the
messages and compiles the catalogues; it is needed only by whoever edits them
(``domino_lab.translations``)::

    python -m domino_lab.translations extract   # the source's messages into the .po (new ones untranslated)
    python -m domino_lab.translations compile   # .po -> .mo
    python -m domino_lab.translations check     # every message translated, .mo up to date (the tests do this)

Two kinds of text:

* ``_("player {p} went out", p=2)`` words a text now, in the current language: messages shown at
  once (errors, a board's prompts, the command line). ``ngettext(singular, plural, n)`` picks the
  plural form (Russian has three: 1 очко, 2 очка, 5 очков); ``pgettext(context, text)`` tells a
  word from a homonym.
* ``msg(...)``/``nmsg(...)`` make a ``Msg``: a text that is kept (a result's ``why``, a status).
  A ``Msg`` is a ``str`` whose value is the English text, so records, position texts and
  comparisons stay canonical whatever the language; printed (``str``, ``print``, ``repr``,
  f-strings) it speaks the current language. ``tr(text)`` words any text in the current language.

>>> who = msg("player {p}", p=2)
>>> who == "player 2", str(who)
(True, 'player 2')
>>> with using("ru"):
...     print(who, "|", ngettext("{n} tile", "{n} tiles", 5), "|", who == "player 2")
игрок 2 | 5 костей | True
"""

from __future__ import annotations

import functools
import gettext as _gettext
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Union

__all__ = ["LANGS", "language", "using", "naming", "_", "ngettext", "pgettext", "N_", "msg", "nmsg", "Msg", "tr",
           "join", "and_list", "players", "pmsg", "said", "number"]

DOMAIN = "domino_lab"
LOCALE_DIR = Path(__file__).parent / "locale"
#: The languages the package speaks (a catalogue for each but English, the source's language).
LANGS = ("en", "ru")

_state = {"lang": "en"}
_catalogues: dict[str, _gettext.NullTranslations] = {}
_namer: list[Callable[[int], str] | None] = [None]  # who the seats are while ``naming`` is on


def _check(code: str) -> str:
    if code not in LANGS:
        from .errors import SetupError

        raise SetupError(_("domino_lab speaks these languages: {langs}; not {code!r}", langs=", ".join(LANGS),
                             code=code))
    return code


def language(code: str | None = None) -> str:
    """The current language (``"en"`` or ``"ru"``); with ``code``, switch to it first."""
    if code is not None:
        _state["lang"] = _check(code)
    return _state["lang"]


@contextmanager
def using(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside the block (``None``: the current language), then go back."""
    before = _state["lang"]
    if code is not None:
        _state["lang"] = _check(code)
    try:
        yield _state["lang"]
    finally:
        _state["lang"] = before


@contextmanager
def naming(name: Callable[[int], str] | None) -> Iterator[None]:
    """Name the seats inside the block: a text worded there says ``name(p)`` where it says
    "player {p}" or "players {list}" (in any language: "игрока {p}" too), so a board whose seats
    the teacher named says "Anna went out", "Anna and Boris: 12". Only a message's player
    fields are named (its ``{p}`` after the word for a player), never a number elsewhere in it.
    ``None``: the seats are numbered, as everywhere else.

    >>> who = players([0, 2])
    >>> with naming(lambda p: ["Anna", "x", "Boris"][p]):
    ...     print(who, "|", _("player {p} went out", p=0))
    Anna and Boris | Anna went out
    >>> print(who)
    players 0 and 2
    """
    before = _namer[0]
    _namer[0] = name
    try:
        yield
    finally:
        _namer[0] = before


# "player {p}", "players {list}", "игрока {p}": a player's word before a message's field
_SEAT_FIELD = re.compile(r"\b(?:[Pp]layers?|[Ии]грок[а-яё]*) \{(\w+)\}")


def _named(text: str, values: dict[str, Any], name: Callable[[int], str]) -> tuple[str, dict[str, Any]]:
    """``text`` and ``values`` with each player field (``_SEAT_FIELD``) holding a seat's name: the
    name takes the place of the word for a player and the number ("row {p} (player {p})" is
    "row 0 (Anna)")."""
    named: dict[str, Any] = {}

    def swap(m: re.Match[str]) -> str:
        key = m[1]
        value = values.get(key)
        seat = key + "__seat"  # (a field of its own: the same number elsewhere in the text stays a number)
        if type(value) is int:
            named[seat] = name(value)
        elif isinstance(value, Msg) and value._kind == "join" and value.parts and all(
                type(p) is str and p.isdigit() for p in value.parts):  # and_list: "0 and 2"
            named[seat] = join(msg(" and "), [name(int(p)) for p in value.parts])
        else:
            return m[0]
        return "{" + seat + "}"

    _namer[0] = None  # (the names themselves are worded without naming: a bot's seat is "player 1")
    try:
        text = _SEAT_FIELD.sub(swap, text)
    finally:
        _namer[0] = name
    return text, {**values, **named} if named else values


def _catalogue() -> _gettext.NullTranslations:
    lang = _state["lang"]
    found = _catalogues.get(lang)
    if found is None:
        found = _catalogues[lang] = _gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[lang], fallback=True)
    return found


def _fill(text: str, values: dict[str, Any]) -> str:
    if not values:
        return text
    name = _namer[0]
    if name is not None:
        text, values = _named(text, values, name)
    return text.format(**{k: v.text() if isinstance(v, Msg) else v for k, v in values.items()})


def _(message: str, **values: Any) -> str:
    """``message`` in the current language, its ``{fields}`` filled from ``values``."""
    return _fill(_catalogue().gettext(message), values)


def ngettext(singular: str, plural: str, n: int, **values: Any) -> str:
    """The plural form for ``n`` in the current language; ``{n}`` and the fields filled."""
    return _fill(_catalogue().ngettext(singular, plural, n), {"n": n, **values})


def pgettext(context: str, message: str, **values: Any) -> str:
    """``message`` in ``context`` (a word that means two things in English, not in Russian)."""
    return _fill(_catalogue().pgettext(context, message), values)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (a table of texts)."""
    return message


#: How each language writes a number's thousands and its decimal point, where not as English does:
#: Russian groups with a no-break space (CLDR's, Babel's ``format_decimal``: "200 000") and writes a
#: decimal comma. (Babel is not needed at run time: these two marks are all a number needs.)
_NUMBER_MARKS = {"ru": str.maketrans({",": "\u00a0", ".": ","})}


def number(value: Any, spec: str = ",") -> str:
    """``value`` formatted by ``spec`` (thousands grouped: ``","``, ``",.0f"``), with the grouping and
    decimal marks of the current language: "200,000" in English, "200 000" in Russian."""
    text = format(value, spec)
    marks = _NUMBER_MARKS.get(_state["lang"])
    return text.translate(marks) if marks else text


Part = Union[str, "Msg"]


class Msg(str):
    """A kept text: a ``str`` whose value is the English text (what records, positions and ``==``
    see), that speaks the current language when printed (``str``, ``repr``, ``format``) or passed
    to ``tr``. Make one with ``msg``, ``nmsg`` or ``join``."""

    __slots__ = ("_kind", "_data")
    _kind: str
    _data: tuple

    def __new__(cls, kind: str, data: tuple) -> Msg:
        self = str.__new__(cls, _english(kind, data))
        self._kind, self._data = kind, data
        return self

    def text(self) -> str:
        """This text in the current language (a plain ``str``)."""
        return _render(self._kind, self._data)

    @property
    def parts(self) -> tuple:
        """The parts of a text made by ``join`` (itself alone for any other)."""
        return self._data[1] if self._kind == "join" else (self,)

    @property
    def english(self) -> str:
        return str.__str__(self)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return repr(self.text())

    def __format__(self, spec: str) -> str:
        return format(self.text(), spec)

    def __reduce__(self) -> tuple:
        return (Msg, (self._kind, self._data))

    def __add__(self, other: str) -> Msg:
        return join("", [self, other])

    def __radd__(self, other: str) -> Msg:
        return join("", [other, self])


def _english(kind: str, data: tuple) -> str:
    """The English of a kept text, straight from the source (no catalogue: English is the
    source's language): made for every result of every simulated deal, so it is kept cheap."""
    if kind == "msg":
        message: str = data[0]
        return message.format(**_plain(data[1])) if data[1] else message
    if kind == "nmsg":
        form: str = data[0] if data[2] == 1 else data[1]
        return form.format(n=data[2], **_plain(data[3]))
    if kind == "pmsg":
        text: str = data[1]
        return text.format(**_plain(data[2])) if data[2] else text
    if kind == "said":
        return str(data[0])
    sep: str = data[0]
    return sep.join(data[1])  # (str.join reads a Msg's own value: its English)


def _plain(values: dict[str, Any]) -> dict[str, Any]:
    """``values`` with each ``Msg`` as its English (formatting a ``Msg`` would translate it)."""
    for v in values.values():
        if isinstance(v, Msg):
            return {k: str.__str__(v) if isinstance(v, Msg) else v for k, v in values.items()}
    return values


def _render(kind: str, data: tuple) -> str:
    if kind == "msg":
        message, values = data
        return _(message, **values)
    if kind == "nmsg":
        singular, plural, n, values = data
        return ngettext(singular, plural, n, **values)
    if kind == "pmsg":
        context, message, values = data
        return pgettext(context, message, **values)
    if kind == "said":
        return str(data[0].describe())
    sep, parts = data
    return tr(sep).join(tr(p) for p in parts)


def msg(message: str, **values: Any) -> Msg:
    """A kept text (a ``why``, a status): English as a ``str``, the current language printed."""
    # (Msg("msg", ...) spelt out: every simulated deal's result makes a few, so this stays cheap)
    if values:
        english = values
        for v in values.values():
            if type(v) is Msg:
                english = _plain(values)
                break
        text = str.__new__(Msg, message.format(**english))
    else:
        text = str.__new__(Msg, message)
    text._kind, text._data = "msg", (message, values)
    return text


def nmsg(singular: str, plural: str, n: int, **values: Any) -> Msg:
    """A kept text with a plural form chosen by ``n`` (``{n}`` is filled too)."""
    # (Msg("nmsg", ...) spelt out, as msg is: a deal's result may make a few)
    text = str.__new__(Msg, (singular if n == 1 else plural).format(n=n, **_plain(values)))
    text._kind, text._data = "nmsg", (singular, plural, n, values)
    return text


def join(sep: Part, parts: Iterable[Part]) -> Msg:
    """``sep.join(parts)`` that keeps each part's translation."""
    return Msg("join", (sep, tuple(parts)))


def and_list(items: Iterable[Any]) -> Msg:
    """``"0 and 2"``: items joined by the language's "and"."""
    return join(msg(" and "), [str(i) if not isinstance(i, str) else i for i in items])


def players(members: Iterable[int]) -> Msg:
    """A side in words: ``"player 1"``, ``"players 0 and 2"``."""
    return _players(tuple(members))


@functools.lru_cache(maxsize=256)
def _players(members: tuple[int, ...]) -> Msg:  # a side's words are made once (results name sides often)
    if len(members) == 1:
        return msg("player {p}", p=members[0])
    return msg("players {list}", list=and_list(members))


def tr(text: Any) -> str:
    """Any text in the current language: a ``Msg`` is worded now, anything else is ``str(text)``."""
    if isinstance(text, Msg):
        return text.text()
    return text if type(text) is str else str(text)


def pmsg(context: str, message: str, **values: Any) -> Msg:
    """A kept text with a context (``pgettext``): a word that Russian says two ways, as a
    review's mark "mistake" (ошибка) beside the practice mode's "looks like a mistake" (ошибку)."""
    return Msg("pmsg", (context, message, values))


def said(move: Any) -> Msg:
    """A move kept as its notation (``str(move)``: what ``==``, records and ``state.play`` read)
    that prints as the move in words, ``move.describe()``, in the current language ("заход 3-5")."""
    return Msg("said", (move,))
