"""Rule options: what each knob of a game accepts, declared once, at the field.

A game's options are a frozen dataclass whose defaults are the seed's rules. A field's annotation
is its type (``int``, ``bool``, ``str``, a tuple; ``| None`` when ``None`` is allowed) and
``option(...)`` declares what it accepts besides::

    hand_size: int | None = option(None, low=1)          # a whole number >= 1, or None
    draw: str = option("until_playable", choices=DRAW_RULES)
    teams: bool = True                                    # the type says it all

A subclass that only changes a default writes a plain default (``draw: str = "one"``): what the
option accepts is still what the class that introduced it declared (``rules`` looks along the
MRO). Everything reads this one declaration:

- ``check`` (run whenever an Options is made, so by ``dl.game``) refuses a wrong value with a
  ``SetupError`` naming the option and what it accepts;
- ``Rule.parse`` reads a value typed on the command line (``-o hand_size=5``);
- ``Rule.values`` lists the discrete values, for the Explorer's drop-downs;
- ``option_variants`` gives the conformance report's main variants (each boolean flipped, each
  other word of a word option);
- ``describe`` reads what an option does from the Options docstrings, where each option is written
  once as ``name``: what it does (the Explorer's tooltips, the rule card).
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import itertools
import operator
import re
import types
import typing
from dataclasses import dataclass
from typing import Any

from .errors import SetupError
from .i18n import _, ngettext

__all__ = ["Options", "option", "Rule", "rules", "check", "choices", "option_variants", "accepts", "describe",
           "describe_words"]

_KEY = "domino_lab.option"


@dataclass(frozen=True)
class _Declared:
    """What ``option(...)`` declares beyond the field's type."""

    choices: tuple | None = None
    low: int | None = None
    high: int | None = None
    tile: bool = False
    distinct: bool = False


def option(default, *, choices=None, low: int | None = None, high: int | None = None, tile: bool = False,
           distinct: bool = False):
    """A rule option's field: its seed ``default`` and what it accepts besides its type.

    ``choices``: the only values allowed (of a tuple option: of each of its items);
    ``low``/``high``: the range of a whole number (or of each number of a tuple), inclusive;
    ``tile``: a word naming a tile of the game's set (``"2-3"``); ``distinct``: a tuple's items
    differ."""
    declared = _Declared(tuple(choices) if choices is not None else None, low, high, tile, distinct)
    return dataclasses.field(default=default, metadata={_KEY: declared})


@dataclass(frozen=True)
class Rule:
    """What one option accepts: its ``kind`` (``int``, ``bool``, ``str`` or ``tuple``), whether
    ``None`` is allowed, the kind and number of a tuple's ``items``, and the declared ``choices``,
    range (``low``/``high``) or ``tile``."""

    name: str
    kind: type
    default: Any
    optional: bool = False
    items: type | None = None
    length: int | None = None
    choices: tuple | None = None
    low: int | None = None
    high: int | None = None
    tile: bool = False
    distinct: bool = False

    # -- what it accepts, in words ---------------------------------------------------------------------
    def accepts(self) -> str:
        """``"one of until_playable, one, none"``, ``"a whole number (at least 1), or None"``..."""
        if self.kind is tuple:
            item, n = self.items or int, self.length
            assert n is not None  # a tuple option's type names its length (``_kind``)
            if self.distinct:
                text = (ngettext("{n} different whole number", "{n} different whole numbers", n) if item is int
                        else ngettext("{n} different word", "{n} different words", n) if item is str
                        else ngettext("{n} different True/False value", "{n} different True/False values", n))
            else:
                text = (ngettext("{n} whole number", "{n} whole numbers", n) if item is int
                        else ngettext("{n} word", "{n} words", n) if item is str
                        else ngettext("{n} True/False value", "{n} True/False values", n))
            if self.choices is not None:
                text += _(" of {choices}", choices=", ".join(map(str, self.choices)))
            text += self._range(each=True)
        elif self.choices is not None:
            words = ", ".join(map(str, self.choices))
            text = _("one of {words}", words=words) if len(self.choices) > 1 else _("only {words}", words=words)
        elif self.kind is bool:
            text = _("True or False")
        elif self.tile:
            text = _("a tile of the set, written like 2-3")
        elif self.kind is int:
            text = _("a whole number") + self._range()
        else:
            text = _("a word")
        return text + (_(", or None") if self.optional else "")

    def _range(self, each: bool = False) -> str:
        low, high = self.low, self.high
        if low is not None and high is not None:
            return (_(" (each from {low} to {high})", low=low, high=high) if each
                    else _(" (from {low} to {high})", low=low, high=high))
        if low is not None:
            return _(" (each at least {low})", low=low) if each else _(" (at least {low})", low=low)
        if high is not None:
            return _(" (each at most {high})", high=high) if each else _(" (at most {high})", high=high)
        return ""

    # -- checking --------------------------------------------------------------------------------------
    def check(self, value, set_n: int = 6):
        """``value`` as the option holds it (a numpy integer becomes an ``int``, a list of a tuple
        option a tuple); a ``SetupError`` naming the option and what it accepts otherwise."""
        try:
            return self._convert(value, set_n)
        except _Refused:
            hint = ""
            if self.tile and value == self.default:  # the default, out of a smaller set (set_n=1)
                hint = _(" (its default, which the double-{n} set of set_n={n} does not hold)", n=set_n)
            raise SetupError(_("{name} must be {v}, not {value!r}{hint}", name=self.name, v=self.accepts(), value=value,
                               hint=hint)) from None

    def _convert(self, value, set_n: int):
        if value is None:
            if self.optional:
                return None
            raise _Refused
        if self.kind is tuple:
            if not isinstance(value, (tuple, list)) or len(value) != self.length:
                raise _Refused
            items = self.items or int
            value = tuple(_one(items, v) for v in value)
            for v in value:
                self._in_range(v)
                if self.choices is not None and v not in self.choices:
                    raise _Refused
            if self.distinct and len(set(value)) != len(value):
                raise _Refused
        else:
            value = _one(self.kind, value)
            self._in_range(value)
            if self.choices is not None and value not in self.choices:
                raise _Refused
        if self.tile:
            from .tiles import Tile

            try:
                tile = Tile.parse(value)
            except ValueError:
                raise _Refused from None
            if tile.high > set_n:
                raise _Refused
        return value

    def _in_range(self, value) -> None:
        if type(value) is int and ((self.low is not None and value < self.low)
                                       or (self.high is not None and value > self.high)):
            raise _Refused

    # -- reading a value typed as text (the command line) ----------------------------------------------
    def parse(self, text: str):
        """The value ``text`` stands for: ``none``, a whole number, ``true``/``false``, a word, or
        comma-separated values for a tuple. The value is then checked by ``check``; a text that is
        not of the option's kind is a ``SetupError`` saying what it accepts."""
        raw = text.strip()
        if self.optional and raw.lower() == "none":
            return None
        try:
            if self.kind is tuple:  # "25,50,75" (brackets and spaces allowed)
                return tuple(_read(self.items or int, part) for part in raw.strip("()[] ").split(","))
            return _read(self.kind, raw)
        except _Refused:
            raise SetupError(_("{name} must be {v}, not {text!r}", name=self.name, v=self.accepts(),
                               text=text)) from None

    def show(self, value) -> str:
        """``value`` as ``parse`` reads it back: ``none``, ``true``, ``25,50,75``, ``2-3``."""
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, tuple):
            return ",".join(self.show(v) for v in value)
        return str(value)

    # -- the discrete values (the Explorer's drop-downs, the conformance variants) -----------------------
    def values(self) -> list | None:
        """Every value the option may take, the default first, when there are few (``None``: a
        range or any word)."""
        out: list[Any]
        if self.kind is tuple:
            if self.choices is None or self.length is None:
                return None
            if self.distinct:
                out = list(itertools.permutations(self.choices, self.length))
            else:
                out = list(itertools.product(self.choices, repeat=self.length))
        elif self.choices is not None:
            out = list(self.choices)
        elif self.kind is bool:
            out = [False, True]
        else:
            return None
        if self.optional:
            out.append(None)
        return [self.default] + [v for v in out if v != self.default]


class _Refused(Exception):
    """A value of the wrong kind or out of range (``Rule.check`` words the error)."""


def _one(kind: type, value):
    """``value`` as a ``kind`` (a bool is no number, a number no bool, 5.0 no whole number)."""
    if kind is bool:
        if isinstance(value, bool):
            return value
        raise _Refused
    if kind is int:
        if isinstance(value, bool):
            raise _Refused
        try:
            return operator.index(value)  # int, numpy integers; not floats, not strings
        except TypeError:
            raise _Refused from None
    if kind is str:
        if isinstance(value, str):
            return value
        raise _Refused
    raise _Refused  # pragma: no cover - rules() admits no other kind


def _read(kind: type, text: str):
    text = text.strip()
    if kind is bool:
        words = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}
        if text.lower() in words:
            return words[text.lower()]
        raise _Refused
    if kind is int:
        try:
            return int(text)
        except ValueError:
            raise _Refused from None
    return text


# -- reading the declaration of an Options class ----------------------------------------------------------
def _declared(cls: type, name: str) -> _Declared:
    """What the nearest class along ``cls``'s MRO that declared ``name`` with ``option()`` says."""
    for klass in cls.__mro__:
        f = vars(klass).get("__dataclass_fields__", {}).get(name)
        if f is not None and _KEY in f.metadata:
            declared: _Declared = f.metadata[_KEY]
            return declared
    return _Declared()


def rules(game) -> dict[str, Rule]:
    """``{option name: Rule}`` for a game, a game class or an Options class, in field order."""
    return _rules(_options_class(game))


@functools.cache
def _rules(cls: type) -> dict[str, Rule]:
    hints = typing.get_type_hints(cls)
    out = {}
    for f in dataclasses.fields(cls):
        kind, optional, items, length = _kind(hints[f.name], cls, f.name)
        d = _declared(cls, f.name)
        out[f.name] = Rule(f.name, kind, f.default, optional, items, length, d.choices, d.low, d.high, d.tile,
                           d.distinct)
    return out


def _options_class(obj) -> type:
    if isinstance(obj, type) and dataclasses.is_dataclass(obj):
        return obj
    options = getattr(obj, "Options", None)
    if not (isinstance(options, type) and dataclasses.is_dataclass(options)):
        raise TypeError(f"{obj!r} is neither a game nor an Options class")
    return options


def _kind(hint, cls: type, name: str) -> tuple[type, bool, type | None, int | None]:
    args = typing.get_args(hint)
    optional = False
    if typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        optional, hint = True, rest[0] if len(rest) == 1 else None
    if hint in (int, bool, str):
        return hint, optional, None, None
    if typing.get_origin(hint) is tuple:
        items = set(typing.get_args(hint))
        if len(items) == 1 and Ellipsis not in items and next(iter(items)) in (int, bool, str):
            return tuple, optional, items.pop(), len(typing.get_args(hint))
    raise TypeError(f"{cls.__name__}.{name}: an option is an int, bool, str or a tuple of one of them "
                    f"(optionally | None), not {hint!r}")


def check(options) -> None:
    """Check every field of an Options instance against its declaration, in place (a numpy integer
    becomes an ``int``); a ``SetupError`` naming the first wrong option otherwise."""
    set_n = 6
    for name, rule in rules(type(options)).items():
        value = rule.check(getattr(options, name), set_n)
        if value is not getattr(options, name):
            object.__setattr__(options, name, value)
        if name == "set_n":
            set_n = value


def accepts(game, name: str) -> str:
    """What option ``name`` of ``game`` (a game, game class or Options class) accepts, in words."""
    return rules(game)[name].accepts()


def choices(game, name: str) -> list | None:
    """The values option ``name`` of ``game`` may take, the default first (``None``: a range or any
    word, not a few values to pick from)."""
    return rules(game)[name].values()


def option_variants(game_cls: type) -> list[tuple[str, dict]]:
    """``[("defaults", {}), ("draw=one", {"draw": "one"}), ...]``: the defaults, each boolean
    option flipped, and each other value of each word option, one at a time."""
    variants: list[tuple[str, dict]] = [("defaults", {})]
    for name, rule in rules(game_cls).items():
        if rule.kind not in (bool, str):
            continue
        for value in (rule.values() or [])[1:]:
            if value is not None:
                variants.append((f"{name}={value}", {name: value}))
    return variants


# -- what an option does, in words: read from the Options docstrings ------------------------------------
# An entry is "``name``: text" (or "``a``/``b``: text" for several) at the start of a paragraph or a
# sentence; its text runs to the next entry or the end of the paragraph.
_ENTRY = re.compile(r"(?:^|(?<=[.;:]\s))((?:``\w+``\s*(?:/|,|and|or)?\s*)+?)(?:\s*\([^)]*\))?:\s")


def _entries(doc: str | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for para in re.split(r"\n\s*\n", inspect.cleandoc(doc or "")):
        para = " ".join(para.split())
        found = list(_ENTRY.finditer(para))
        found = [m for m in found if para.count("(", 0, m.start()) == para.count(")", 0, m.start())]
        for k, m in enumerate(found):
            end = found[k + 1].start() if k + 1 < len(found) else len(para)
            text = para[m.end():end].strip()
            text = text[:-1] + "." if text.endswith(";") else text
            for name in re.findall(r"``(\w+)``", m.group(1)):
                out.setdefault(name, text)
    return out


def _says_something(text: str) -> bool:
    """More than a bare value ("``"lengthwise"``."): words a learner can read."""
    return len(re.sub(r"``[^`]*``|[().,;:\s\d=-]", "", text)) > 6


def describe(game, name: str) -> str:
    """What option ``name`` of ``game`` does, in words: the entry ``name``: ... in the docstring of
    the nearest Options class along the MRO that says more than its value ("" when none does).

    >>> import domino_lab as dl
    >>> describe(dl.game("kozel"), "opening")
    'the smallest deal that opens a score (13; 0 = no threshold).'
    """
    return _describe(_options_class(game), name)


def describe_words(game, name: str) -> str:
    """``describe(game, name)`` in the current language, for a person (the rule card, the
    Explorer's tooltips): the double backquotes of its values dropped. The texts are listed in
    ``option_texts`` for the catalogues; a text no catalogue knows stays English."""
    return _(describe(game, name)).replace("``", "") if describe(game, name) else ""


@functools.cache
def _describe(cls: type, name: str) -> str:
    for klass in cls.__mro__:
        text = _entries(vars(klass).get("__doc__")).get(name)
        if text and _says_something(text):
            return text
    return ""


# -- the base of every game's options -----------------------------------------------------------------
@dataclass(frozen=True)
class Options:
    """Base of every game's options. ``set_n``: the double-n set the game uses (6: the 28 tiles).

    Each field declares what it accepts once, at the field (``domino_lab.options``): its
    annotation is its type, ``option(default, choices=..., low=..., high=...)`` the rest. Making an
    Options checks every field against its declaration (a ``SetupError`` naming the option)."""

    set_n: int = option(6, low=1, high=18)

    def __post_init__(self) -> None:
        check(self)
