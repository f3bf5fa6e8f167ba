"""``Board``: play any game of the catalogue against bots in a notebook."""

from __future__ import annotations

import time
from collections.abc import Sequence

import ipywidgets as w

from .. import draw
from ..bots import Bot, Greedy, MonteCarlo
from ..driver import turns
from ..errors import IllegalMove
from ..match import Match
from .common import esc, scores_table

HUMAN = "you"


class Board(w.VBox):
    """A table for one match of ``game``: ``seats`` lists, per seat, a bot or a person's name
    (any string, e.g. ``"you"``). The person's hand is a row of tile buttons; when a tile fits
    more than one place the places are offered; every other legal move (draw, pass, take, bid,
    close...) is a button that appears only when legal. Bots move after the person, with
    ``delay`` seconds between moves (0 in tests).

    >>> import domino_lab as dl
    >>> board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=1, delay=0)
    >>> board.state.current in (0, 1)
    True
    """

    def __init__(self, game, seats: Sequence | None = None, seed: int = 0, delay: float = 0.4,
                 hint_bot: Bot | None = None):
        if seats is None:
            seats = [HUMAN] + [Greedy()] * (game.default_players - 1)
        self.game = game
        self.seats = list(seats)
        self.humans = [i for i, s in enumerate(self.seats) if isinstance(s, str)]
        self.delay = delay
        self.seed = seed
        self.hint_bot = hint_bot or MonteCarlo(rollouts=12, seed=seed)
        self.match = Match(game, len(self.seats), seed)
        self.state = None
        self.move_log: list[str] = []
        self._undo: list[tuple] = []
        self.tile_buttons: dict = {}
        self.place_buttons: list[w.Button] = []
        self.action_buttons: list[w.Button] = []

        self.header = w.HTML()
        self.view = w.HTML()
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.place_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.action_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.message = w.HTML()
        self.new_deal_button = w.Button(description="new deal", icon="refresh")
        self.hint_button = w.Button(description="hint", icon="lightbulb-o")
        self.undo_button = w.Button(description="undo", icon="undo")
        self.new_deal_button.on_click(lambda _: self.new_deal())
        self.hint_button.on_click(lambda _: self.hint())
        self.undo_button.on_click(lambda _: self.undo())
        self.log_view = w.HTML()
        self.score_view = w.HTML()
        side = w.VBox([w.HTML("<b>Match</b>"), self.score_view, w.HTML("<b>Moves</b>"), self.log_view],
                      layout=w.Layout(min_width="260px", margin="0 0 0 16px"))
        main = w.VBox([self.header, self.view, self.hand_box, self.place_box, self.action_box, self.message,
                       w.HBox([self.new_deal_button, self.hint_button, self.undo_button])])
        super().__init__([w.HBox([main, side])])
        self.new_deal()

    # -- the person's actions -------------------------------------------------------------------------
    @property
    def person(self) -> int | None:
        """The seat the board shows: the person whose turn it is, else the first person."""
        if self.state is not None and self.state.current in self.humans:
            return self.state.current
        return self.humans[0] if self.humans else None

    def click_tile(self, tile) -> None:
        """What a click on a tile of the hand does: play it, or offer its places, or say why not."""
        self.place_box.children = ()
        self.place_buttons = []
        if not self._persons_turn():
            return
        moves = [m for m in self.state.legal_moves() if m.tiles == (tile,)]
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self.place_buttons = [self._button(str(m), lambda _, m=m: self.play(m), "info") for m in moves]
            self.place_box.children = [w.HTML(f"Where should {esc(tile)} go?&nbsp;"), *self.place_buttons]
        else:
            try:
                self.state.play(str(tile))  # refused: the rule's message; the state does not change
            except IllegalMove as exc:
                self._say(f"{esc(exc)}", error=True)

    def play(self, move) -> None:
        """Make ``move`` for the person to play, then let the bots answer."""
        if not self._persons_turn():
            return
        before = (self.state.clone(), list(self.move_log))
        player = self.state.current
        try:
            self.state.play(move)
        except IllegalMove as exc:
            self._say(esc(exc), error=True)
            return
        self._undo.append(before)
        self.move_log.append(f"player {player}: {move}")
        self._say("")
        self._run_bots()

    def hint(self):
        """What the stronger bot would play here."""
        if not self._persons_turn():
            return None
        p = self.state.current
        move = self.hint_bot.choose(self.state.observation(p), self.state.legal_moves())
        self._say(f"hint: <b>{esc(move)}</b>")
        return move

    def undo(self) -> None:
        """Take back the person's last move (and the bots' answers to it)."""
        if not self._undo:
            self._say("nothing to undo", error=True)
            return
        self.state, self.move_log = self._undo.pop()
        self._say("move taken back")
        self._render()

    def new_deal(self) -> None:
        """Start the next deal of the match (a new match when it is over)."""
        if self.state is not None and not self.state.over:
            self._say("finish this deal first (or undo)", error=True)
            return
        if self.match.over:
            self.seed += 1
            self.match = Match(self.game, len(self.seats), self.seed)
        self.state = self.match.deal()
        self.move_log, self._undo = [], []
        self._say("")
        self._run_bots()

    # -- machinery -------------------------------------------------------------------------------------
    def _persons_turn(self) -> bool:
        if self.state is None or self.state.over:
            self._say("the deal is over: press “new deal”", error=True)
            return False
        if self.state.current not in self.humans:
            self._say(f"it is player {self.state.current}'s turn", error=True)
            return False
        return True

    def _run_bots(self) -> None:
        self._render()
        for p, move in turns(self.state, self.seats):
            self.move_log.append(f"player {p}: {move}")
            if self.delay:
                time.sleep(self.delay)
            self._render()
        if self.state.over:
            self.match.record(self.state)
            self._render()

    def _say(self, text: str, error: bool = False) -> None:
        colour = "#b00020" if error else "#1b5e20"
        self.message.value = f"<span style='color:{colour}'>{text}</span>" if text else ""

    def _button(self, label, callback, style="") -> w.Button:
        b = w.Button(description=label, button_style=style, layout=w.Layout(width="auto"))
        b.on_click(callback)
        return b

    def _render(self) -> None:
        s = self.state
        person = self.person
        deal_no = len(self.match.results) + (0 if s.over else 1)
        status = "over" if s.over else f"player {s.current} to play"
        self.header.value = (f"<h3 style='margin:4px 0'>{esc(self.game.info.name)} "
                             f"<small>({esc(self.game.info.name_ru)}) · deal {deal_no} · {status}</small></h3>")
        # hidden hands stay face down while the deal is played; at the end everyone shows his tiles
        self.view.value = draw.state_svg(s, hidden=not s.over, reveal=person, playable=False, caption=False)
        # the person's hand as buttons; playable tiles stand out
        legal = [] if s.over or s.current != person else s.legal_moves()
        playable = {t for m in legal for t in m.tiles if len(m.tiles) == 1}
        self.tile_buttons = {}
        if person is not None:
            for t in sorted(s.observation(person).hand):  # what the person may see of his own tiles
                b = self._button(str(t), lambda _, t=t: self.click_tile(t), "success" if t in playable else "")
                self.tile_buttons[t] = b
        self.hand_box.children = [w.HTML(f"<b>your hand</b> (player {person})&nbsp;")] + list(
            self.tile_buttons.values()) if person is not None else []
        # every other kind of legal move as a button
        self.action_buttons = [self._button(str(m), lambda _, m=m: self.play(m), "warning")
                               for m in legal if len(m.tiles) != 1 or m.tiles[0] not in self.tile_buttons]
        self.action_box.children = self.action_buttons
        self.place_box.children = ()
        self.place_buttons = []
        self.log_view.value = "<br>".join(esc(x) for x in self.move_log[-14:]) or "<i>no moves yet</i>"
        self.score_view.value = scores_table(self.match)
        if s.over:
            text = f"<b>{esc(s.result().why)}</b>"
            if self.match.over:
                text += f"<br><b>Match over: {esc(self.match.why)}</b>"
            self.message.value = text
        self.undo_button.disabled = not self._undo
        self.new_deal_button.disabled = not s.over
