"""The "?" button of the Board and the Replay: the game's rule card (``dl.rules``), shown and
hidden under the controls. A widget gets the pair with ``rules_help(game, lang)`` and places the
button among its controls and the view where the card should open."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as w

from .. import i18n

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.game import Game



class RulesHelp:
    """``button`` ("?") toggles ``view`` between empty and the rule card of ``game`` (with the
    options it is played with) in ``lang``; ``shown`` says which. The card is made on the first
    click, not before."""

    def __init__(self, game: Game, lang: str | None = None) -> None:
        self.game, self.lang = game, lang  # None: the card speaks dl.language() when it is opened
        with i18n.using(lang):
            tip = i18n._("the rules of this game, beside the seed's words")
        self.button = w.Button(description="?", tooltip=tip,
                               layout=w.Layout(width="36px", margin="0 0 0 8px"))
        self.button.add_class("domino-lab-rules-button")
        self.view = w.HTML(layout=w.Layout(margin="6px 0"))
        self.button.on_click(lambda _: self.toggle())

    @property
    def shown(self) -> bool:
        return bool(self.view.value)

    def toggle(self) -> None:
        from ..rulecard import RuleCard

        self.view.value = "" if self.shown else RuleCard(self.game, self.lang or i18n.language())._repr_html_()
        self.button.button_style = "info" if self.shown else ""


def rules_help(game: Game, lang: str | None = None) -> RulesHelp:
    """A "?" button and the view it opens the rule card of ``game`` in."""
    return RulesHelp(game, lang)
