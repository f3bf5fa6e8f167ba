"""How a design is worded: its description ("Kozel, but with Muggins' deal scoring, on Muggins'
cross") and the games' names in it, in the current language (``dl.design`` and the Designer read
them; the composing itself is ``compose``)."""

from __future__ import annotations

import re
from typing import Any

from ..games.registry import game_class
from ..i18n import _, language, pgettext
from ..rulecard import kind_word
from .parts import ENGINES, KINDS, engine_of

__all__ = ["describe"]


def _plain(gid: str) -> str:
    return game_class(gid).info.name.split(" (")[0]


def _name(gid: str) -> str:
    """A game's name in the current language (its plain English name, or its Russian name)."""
    info = game_class(gid).info
    return info.name_ru if language() == "ru" else _plain(gid)


def _whose(gid: str) -> str:
    """"Muggins'", "Kozel's" in English; the Russian phrase names the game itself."""
    if language() == "ru":
        return game_class(gid).info.name_ru
    plain = _plain(gid)
    return plain + "'" + ("" if plain.endswith("s") else "s")


def _engine(engine: str) -> str:
    """An engine's word ("trick-taking", "взяточная") in the current language."""
    return ENGINES[engine][1] if language() == "ru" else ENGINES[engine][0]


_kind_word = kind_word  # (a kind's word in a description, in the current language: the rule card's too)


def _layout_word(layout: str) -> str:
    """A layout's word in a description (``GameInfo.layout``), in the current language."""
    return {"line": pgettext("design", "line"), "one-way": pgettext("design", "one-way line"),
            "trains": pgettext("design", "trains"), "parallel": pgettext("design", "parallel rows"),
            "fixed": pgettext("design", "fixed figure"), "cross": pgettext("design", "cross"),
            "house": pgettext("design", "house"), "single": pgettext("design", "single table tile"),
            "stack": pgettext("design", "stack"), "draw": pgettext("design", "draws"),
            "tricks": pgettext("design", "tricks"), "chests": pgettext("design", "chests")}.get(layout, layout)


def describe(spec: dict[str, Any]) -> str:
    """How a design differs from its base, in words, in the current language:
    "Kozel, but with Muggins' deal scoring, on Muggins' cross"; the spec's ``options`` (those that
    differ from the design's defaults) are named after the parts: "Kozel, with other options:
    opening=0" is no longer Kozel "as the catalogue plays it"."""
    base = spec["base"]
    parts = {k: v for k, v in spec.items() if k in KINDS and k != "about"}
    options = ", ".join(f"{k}={v!r}" for k, v in (spec.get("options") or {}).items())
    if not parts:
        if options:
            return _("{base}, with other options: {options}", base=_name(base), options=options)
        return _("{base}, as the catalogue plays it", base=_name(base))
    bits = []
    for kind, donor in parts.items():
        if kind == "layout":
            layout = game_class(donor).info.layout
            word = _layout_word(layout)
            if engine_of(game_class(donor)) == "laying":
                bits.append(_("on {who} {layout}", who=_whose(donor), layout=word))
            else:
                bits.append(_("with {who} {kind}", who=_whose(donor), kind=word))
        else:
            bits.append(_("with {who} {kind}", who=_whose(donor), kind=_kind_word(kind)))
    text = _("{base}, but {changes}", base=_name(base), changes=", ".join(bits))
    return text + _("; other options: {options}", options=options) if options else text


#: A design's Russian title by its English one (the English names its classes; a refusal says the
#: title in the language of the moment: ``_shown``).
_TITLES_RU: dict[str, str] = {}


def _shown(title: str) -> str:
    """A design's title (English, as its classes are named) in the current language."""
    return _TITLES_RU.get(title, title) if language() == "ru" else title


#: Russian letters in Latin (a design named in Russian gets an id a person can read and type).
_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                  ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p", "r", "s",
                   "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "iu", "ia"]))


def ident(text: str) -> str:
    """A design's name as an id: lower case, Russian letters in Latin, runs of anything else one
    ``_`` ("Моя игра" is ``moia_igra``); ``design_`` before one that would not start with a letter."""
    out = re.sub(r"[^a-z0-9]+", "_", "".join(_LATIN.get(c, c) for c in text.lower())).strip("_")
    return out if out and out[0].isalpha() else "design_" + out
