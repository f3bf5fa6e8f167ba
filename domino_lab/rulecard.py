"""Rule cards: a game's rules on one short card, each rule beside the seed passage it comes from.

>>> import domino_lab as dl
>>> card = dl.rules("kozel", opening=0)
>>> card.parts[0]
'aim'
>>> print(card.text().splitlines()[0])
Kozel (the Goat) — Козёл (seeds 000+003; 2–4 players)

A card has five parts — the aim, the deal, a turn, the end, the scoring — and under them the
options in force, each changed one beside the seed's value. Each rule is a ``Clause``: the English
rule and the seed's own Russian words, quoted verbatim (``tests/test_rulecard.py`` checks each
quote against its seed file), or, where the seeds are silent, our decision in both languages,
marked as ours. The clauses of a game are written once, in its family's ``cards.py`` beside the
game modules (``domino_lab/games/chain/cards.py`` holds Kozel's); this module only renders them:
``_repr_html_`` for a notebook, ``text()`` for the command line (``domino-lab rules kozel``).

``lang="ru"`` shows the card in Russian: the seed's words first, the English beside them
(``None``, the default: ``dl.language()``). The card's own words (the headings) are the
``LABELS`` below, worded by gettext.
"""

from __future__ import annotations

import html
import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import i18n
from .errors import SetupError
from .i18n import N_
from .options import describe_words
from .options import rules as option_rules

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.game import Game

__all__ = ["Clause", "rule", "ours", "RuleCard", "rules", "PARTS", "SEED_NAMES"]

PARTS = ("aim", "deal", "turn", "end", "scoring")

# The card's own words: English message ids, worded by gettext in the card's language
# (domino_lab/locale/<lang>/LC_MESSAGES/domino_lab.po holds the Russian).
LABELS = {
    "aim": N_("Aim"), "deal": N_("Deal"), "turn": N_("A turn"), "end": N_("The end"), "scoring": N_("Scoring"),
    "options": N_("Options in force"), "as_seed": N_("all at the seed's values"),
    "changed": N_("changed from the seed's rules"), "seed_value": N_("seed"), "others": N_("the other options"),
    "ours": N_("our reading: the seeds are silent here"), "seed": N_("seed"), "seeds": N_("seeds"),
    "players": N_("{n} players"), "no_card": N_("no clauses written for this game yet: its docstring"),
    "made_of": N_("Made of the parts of other games"),
    "the_rest": N_("everything else"),
}
LANGS = ("en", "ru")


def kind_word(kind: str) -> str:
    """A kind of rule part's word (``dl.mechanics``' kinds: "layout", "deal scoring"...), in the
    current language: how a design's card, and its description, name its parts."""
    return {"deal": i18n.pgettext("design", "deal"), "lead": i18n.pgettext("design", "lead"),
            "layout": i18n.pgettext("design", "layout"), "matching": i18n.pgettext("design", "matching"),
            "draw": i18n.pgettext("design", "draw"), "end": i18n.pgettext("design", "end"),
            "deal_scoring": i18n.pgettext("design", "deal scoring"),
            "match_scoring": i18n.pgettext("design", "match scoring"),
            "teams": i18n.pgettext("design", "teams")}.get(kind, kind)


#: What a design's spec holds besides its parts (``dl.design``'s keywords).
_NOT_PARTS = ("base", "name", "options", "about")

# The seed documents, by number (/work/shared/rules-catalogue.md).
SEED_NAMES = {"000": "«28 косточек»", "003": "«Морской козел домино правила…»", "004": "«Матадор…», book fragment"}


@dataclass(frozen=True)
class Clause:
    """One rule of a card: its ``part`` (one of ``PARTS``), the rule in English, and either the
    seed's passage it renders (``seed`` "000", "003" or "004"; ``quote`` verbatim Russian) or, for
    a rule the seeds leave open, our own Russian wording (``ru``)."""

    part: str
    en: str
    seed: str = ""
    quote: str = ""
    ru: str = ""

    def __post_init__(self) -> None:
        if self.part not in PARTS:
            raise SetupError(f"a clause's part is one of {', '.join(PARTS)}, not {self.part!r}")
        if not (self.quote and self.seed) and not self.ru:
            raise SetupError(f"a clause quotes its seed or says it in Russian itself: {self.en!r}")

    @property
    def ours(self) -> bool:
        """Whether the clause is our decision (no seed passage)."""
        return not self.quote


def rule(part: str, seed: str, quote: str, en: str) -> Clause:
    """A rule from a seed: ``quote`` is the seed's passage, verbatim; ``en`` says it in English."""
    return Clause(part, " ".join(en.split()), seed, " ".join(quote.split()))


def ours(part: str, en: str, ru: str) -> Clause:
    """A rule the seeds leave open, decided by us (and said so on the card), in both languages."""
    return Clause(part, " ".join(en.split()), ru=" ".join(ru.split()))


@dataclass(frozen=True)
class OptionLine:
    name: str
    value: str
    seed_value: str
    what: str

    @property
    def changed(self) -> bool:
        return self.value != self.seed_value


class RuleCard:
    """A game's rules on one card (``dl.rules(game)``): ``clauses`` by part, and ``options`` (each
    option's value in force, its seed value and what it does). Shows itself in a notebook
    (``_repr_html_``); ``text()`` is the plain version."""

    def __init__(self, game: Game, lang: str | None = None) -> None:
        lang = i18n.language() if lang is None else lang
        if lang not in LANGS:
            raise SetupError(i18n._("a rule card's language is one of {langs}, not {lang!r}", langs=", ".join(LANGS),
                                    lang=lang))
        self.game, self.lang = game, lang
        self.info = game.info
        self.clauses: tuple[Clause, ...] = clauses_of(game)
        # a design's parts taken from other games, (kind, game id), and its base: each game's card has its rules
        spec = getattr(type(game), "design_spec", None) or {}
        self.made_of: list[tuple[str, str]] = [(k, v) for k, v in spec.items() if k not in _NOT_PARTS]
        self.base: str | None = spec.get("base") if self.made_of else None
        declared = option_rules(game)
        with i18n.using(lang):
            self.options = [OptionLine(name, r.show(getattr(game.options, name)), r.show(r.default),
                                       describe_words(game, name))
                            for name, r in declared.items()]

    @property
    def parts(self) -> list[str]:
        """The parts the card has, in order."""
        return [p for p in PARTS if any(c.part == p for c in self.clauses)]

    @property
    def changed(self) -> list[OptionLine]:
        """The options in force that differ from the seed's rules."""
        return [o for o in self.options if o.changed]

    def _label(self, key: str) -> str:
        with i18n.using(self.lang):
            return i18n._(LABELS[key])

    def _title(self) -> str:
        i = self.info
        seeds = self._label("seeds" if "+" in i.seed else "seed")
        lo, hi = i.players
        players = f"{lo}" if lo == hi else f"{lo}–{hi}"
        first, second = (i.name, i.name_ru) if self.lang == "en" else (i.name_ru, i.name)
        with i18n.using(self.lang):
            count = i18n._(LABELS["players"], n=players)
        return f"{first} — {second} ({seeds} {i.seed}; {count})"

    def _made_lines(self) -> list[tuple[str, str]]:
        """A design's parts in the card's language: (the kind's word, the game it comes from), then
        (everything else, its base)."""
        with i18n.using(self.lang):
            out = [(kind_word(kind), gid) for kind, gid in self.made_of]
            assert self.base is not None  # (a design's spec names its base)
            return out + [(i18n._(LABELS["the_rest"]), self.base)]

    def _game_name(self, gid: str) -> str:
        """A catalogue game's name in the card's language."""
        from .games.registry import game_class

        info = game_class(gid).info
        return info.name if self.lang == "en" else info.name_ru

    def _sides(self, c: Clause) -> tuple[str, str]:
        """(the card's language, the other): Russian is the seed's words, or ours when it is silent."""
        ru = c.quote or c.ru
        return (c.en, ru) if self.lang == "en" else (ru, c.en)

    def __repr__(self) -> str:  # (in the card's language, each count in its plural: it said "1 options changed")
        with i18n.using(self.lang):
            rules = i18n.ngettext("{n} rule", "{n} rules", len(self.clauses)) if not self.made_of else \
                i18n.ngettext("{n} part from another game", "{n} parts from other games", len(self.made_of))
            changed = i18n.ngettext("{n} option changed", "{n} options changed", len(self.changed))
            name = self.info.name if self.lang == "en" else self.info.name_ru
            return i18n._("<RuleCard: {name}, {rules}, {changed}>", name=name, rules=rules, changed=changed)

    # -- plain text (the command line) --------------------------------------------------------------------
    def text(self, width: int = 96) -> str:
        import textwrap

        def wrap(text: str, first: str, rest: str) -> list[str]:
            return textwrap.wrap(text, width, initial_indent=first, subsequent_indent=rest) or [first]

        lines = [self._title()]
        if self.made_of:
            lines += ["", self._label("made_of").upper()]
            for who, gid in self._made_lines():
                lines += wrap(f"{who}: {self._game_name(gid)} — dl.rules({gid!r})", "  • ", "    ")
        for part in self.parts:
            lines += ["", self._label(part).upper()]
            for c in self.clauses:
                if c.part != part:
                    continue
                main, other = self._sides(c)
                lines += wrap(main, "  • ", "    ")
                cite = f"[{self._label('ours')}]" if c.ours else f"[{self._label('seed')} {c.seed}]"
                lines += wrap(f"«{other}» {cite}" if c.quote and self.lang == "en" else f"{other} {cite}",
                              "      ", "      ")
        lines += ["", self._label("options").upper()]
        changed = self.changed
        if changed:
            lines.append(f"  {self._label('changed')}:")
            for o in changed:
                lines += wrap(f"{o.name} = {o.value} ({self._label('seed_value')}: {o.seed_value}) — {o.what}",
                              "  * ", "    ")
        else:
            lines.append(f"  {self._label('as_seed')}")
        lines.append(f"  {self._label('others')}:" if changed else "")
        for o in self.options:
            if not o.changed:
                lines += wrap(f"{o.name} = {o.value} — {o.what}", "    ", "      ")
        return "\n".join(line.rstrip() for line in lines).replace("\n\n\n", "\n\n") + "\n"

    def __str__(self) -> str:
        return self.text()

    # -- HTML (a notebook, the Board's "?" button) ------------------------------------------------------------
    def _repr_html_(self) -> str:
        e = html.escape
        out = [f"<div class='dl-rulecard' lang='{self.lang}' style='font-family:sans-serif;max-width:880px;"
               "border:1px solid #c9c2a8;border-radius:6px;padding:10px 14px;background:#fffdf6'>",
               f"<div style='font-size:17px;font-weight:bold'>{e(self._title())}</div>"]
        if self.info.summary:
            # (a design's summary is its description, worded in the card's language: it is no catalogue message)
            describe = getattr(self.game, "describe", None) if hasattr(type(self.game), "design_spec") else None
            with i18n.using(self.lang):
                summary = str(describe()) if describe else i18n._(self.info.summary)
            out.append(f"<div style='color:#555;margin-bottom:4px'>{e(summary)}</div>")
        if self.made_of:  # (a design: each part's rules are on the card of the game it comes from)
            out.append(f"<div style='font-weight:bold;margin-top:6px'>{e(self._label('made_of'))}</div><ul "
                       "style='margin:2px 0'>")
            for who, gid in self._made_lines():
                out.append(f"<li>{e(who)}: {e(self._game_name(gid))} — <code>dl.rules({e(repr(gid))})</code></li>")
            out.append("</ul>")
        elif not self.clauses:
            doc = (type(self.game).__doc__ or "").strip()
            out.append(f"<p><i>{e(self._label('no_card'))}</i></p><pre style='white-space:pre-wrap'>{e(doc)}</pre>")
        out.append("<table style='border-collapse:collapse;width:100%'>")
        for part in self.parts:
            out.append(f"<tr style='background:none'><th colspan='2' style='text-align:left;padding-top:8px;"
                       "border-bottom:1px solid #ddd'>"
                       f"{e(self._label(part))}</th></tr>")
            for c in self.clauses:
                if c.part != part:
                    continue
                main, other = self._sides(c)
                cite = (f"<span style='color:#a06000'>{e(self._label('ours'))}</span>" if c.ours
                        else f"<span style='color:#777'>{e(self._label('seed'))} {c.seed}</span>")
                side = f"«{e(other)}»" if c.quote and self.lang == "en" else e(other)
                out.append(f"<tr style='background:none'><td style='text-align:left;vertical-align:top;"
                           f"padding:3px 10px 3px 0;width:50%;line-height:1.35'>{e(main)}</td>"
                           f"<td style='text-align:left;vertical-align:top;padding:3px 0;color:#444;font-size:13px;"
                           f"line-height:1.35'>"
                           f"{side} <small>[{cite}]</small></td></tr>")
        out.append("</table>")
        changed = self.changed
        out.append(f"<div style='margin-top:8px;font-weight:bold'>{e(self._label('options'))}</div>")
        if changed:
            out.append(f"<div>{e(self._label('changed'))}:</div><ul style='margin:2px 0'>")
            for o in changed:
                seed = f"({e(self._label('seed_value'))}: <code>{e(o.seed_value)}</code>)"
                out.append(f"<li><code>{e(o.name)} = {e(o.value)}</code> <span style='color:#777'>{seed}</span>"
                           f" — {e(o.what)}</li>")
            out.append("</ul>")
        else:
            out.append(f"<div>{e(self._label('as_seed'))}</div>")
        rows = "".join(f"<li><code>{e(o.name)} = {e(o.value)}</code> — {e(o.what)}</li>"
                       for o in self.options if not o.changed)
        out.append(f"<details><summary>{e(self._label('others'))} ({sum(not o.changed for o in self.options)})"
                   f"</summary><ul style='margin:2px 0;font-size:13px'>{rows}</ul></details></div>")
        return "".join(out)


def clauses_of(game) -> tuple[Clause, ...]:
    """The clauses written for ``game`` in its family's ``cards`` module (none for a game defined
    outside the package without one)."""
    module = type(game).__module__.rsplit(".", 1)[0] + ".cards"
    try:
        cards = importlib.import_module(module)
    except ModuleNotFoundError:
        return ()
    found: tuple[Clause, ...] = getattr(cards, "CARDS", {}).get(game.info.id, ())
    return found


def rules(game: str | Game, lang: str | None = None, **options) -> RuleCard:
    """The rule card of ``game`` (an id or a game; ``options`` as ``dl.game`` takes them), in
    ``lang`` "en" or "ru" (``None``: ``dl.language()``)."""
    from .games.game import Game

    if isinstance(game, str):
        from .games.registry import game as make_game

        game = make_game(game, **options)
    elif not isinstance(game, Game):  # (read, it failed on its first attribute: 'int' object has no attribute 'info')
        raise SetupError(i18n._("a rule card is of a game: its id, dl.game(...) or dl.design(...), not {what}",
                                what=format(repr(game), ".60")))
    elif options:
        game = type(game)(**{**_as_dict(game.options), **options})
    return RuleCard(game, lang)


def _as_dict(options) -> dict:
    import dataclasses

    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}
