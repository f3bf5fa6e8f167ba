"""``GamePicker``: choose a game, the number of players and who sits where, then play it on a Board."""

from __future__ import annotations

import ipywidgets as w

from .. import bots
from ..games.registry import catalogue
from ..games.registry import game as make_game
from ..i18n import _, language, using
from ..seeds import as_seed, fresh_seed
from .board import HAND_PX, HUMAN, Board
from .setup import check_board
from .words import check_lang, game_name, say

PERSON = "person"


class GamePicker(w.VBox):
    """Pick any game of the catalogue, how many play, and for each seat a person or a bot by
    name (``dl.bots.names()``); "play" opens a :class:`Board` below. One person is "you"; two or
    more play hot-seat. ``lang="ru"`` names the games and speaks in Russian (by default: ``dl.language()``).

    >>> picker = GamePicker(delay=0)
    >>> picker.game.value, picker.players.value, [s.value for s in picker.seat_controls]
    ('kozel', 4, ['person', 'greedy', 'greedy', 'greedy'])
    >>> picker.play_button.click()
    >>> picker.board.game.info.id, picker.board.seats[0]
    ('kozel', 'you')
    """

    def __init__(self, game: str = "kozel", lang: str | None = None, seed: int | None = 0, delay: float = 0.4,
                 size: int = HAND_PX) -> None:
        self.lang = check_lang(lang)
        with using(lang):  # (refused in the cell typed, as a Board refuses them: not on "play", in a callback)
            first = make_game(game)
            check_board(first, None, delay, size, None)
            checked = as_seed(seed)  # (None: a fresh seed, kept: each seat's bot is seeded from it)
        self.seed, self.delay, self.size = fresh_seed() if checked is None else checked, delay, size
        style = {"description_width": "90px"}
        here = lang or language()
        options = [(f"{game_name(i, here)} — {game_name(i, 'ru' if here == 'en' else 'en')}", i.id)
                   for i in catalogue()]
        self.game = w.Dropdown(options=options, value=first.info.id, description=say(lang, "pick game"),
                               style=style, layout=w.Layout(width="460px"))
        self.players = w.IntSlider(description=say(lang, "pick players"), style=style, min=1, max=8)
        self.seats_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.seat_controls: list[w.Dropdown] = []
        self.summary = w.HTML()
        self.play_button = w.Button(description=say(lang, "play"), button_style="success", icon="play")
        self.play_button.on_click(lambda _: self.play())
        self.board_box = w.VBox()
        self.board: Board | None = None
        self.game.observe(lambda _: self._game_changed(), names="value")
        self.players.observe(lambda _: self._seats(), names="value")
        super().__init__([w.HBox([self.game, self.players]), self.summary, self.seats_box, self.play_button,
                          self.board_box], layout=w.Layout(width="100%"))
        self._game_changed()

    def __repr__(self) -> str:
        with using(self.lang):
            return _("<GamePicker (run the cell to choose a game)>")

    def _game_changed(self) -> None:
        g = make_game(self.game.value)
        lo, hi = g.info.players
        self.players.min, self.players.max = min(lo, self.players.min), max(hi, self.players.max)  # widen, then narrow
        self.players.min, self.players.max = lo, hi
        self.players.value = g.default_players
        with using(self.lang):
            self.summary.value = f"<i>{_(g.info.summary)}</i>" if g.info.summary else ""
        self._seats()

    def _seats(self) -> None:
        old = [c.value for c in self.seat_controls]
        choices = [(say(self.lang, "a person"), PERSON)] + [(name, name) for name in bots.names()]
        self.seat_controls = []
        for p in range(self.players.value):
            value = old[p] if p < len(old) else (PERSON if p == 0 else "greedy")
            self.seat_controls.append(w.Dropdown(options=choices, value=value,
                                                 description=say(self.lang, "player", p=p),
                                                 layout=w.Layout(width="220px"), style={"description_width": "70px"}))
        self.seats_box.children = self.seat_controls

    def seats(self) -> list[bots.Chooser | str]:
        """The seats as chosen: bots made by name (seeded by seat), people named ("you" alone)."""
        people = [p for p, c in enumerate(self.seat_controls) if c.value == PERSON]
        out: list[bots.Chooser | str] = []
        for p, c in enumerate(self.seat_controls):
            if c.value != PERSON:
                out.append(bots.make(c.value, seed=self.seed + p))
            elif len(people) == 1:
                out.append(HUMAN)
            else:
                out.append(say(self.lang, "player", p=p))
        return out

    def play(self) -> Board:
        """Open a board of the chosen game with the chosen seats (replacing the one shown)."""
        g = make_game(self.game.value)
        self.board = Board(g, seats=self.seats(), seed=self.seed, delay=self.delay, size=self.size, lang=self.lang)
        self.board_box.children = [self.board]
        return self.board
