"""``Board``: play any game of the catalogue in a notebook, against bots or hot-seat.

What the board shows comes from the game: the table and the hands as the person's observation
holds them (``state.observation(person)``: other hands face down, as many as they hold), the
move log from that observation's masked history, what the deal is about from
``observation.status()`` and the match standing from ``game.match_status(match)``. The board
holds no per-game code.

Input is honest: the person clicks the tiles themselves (a :class:`~.pad.TilePad`); a click
carries the version of the position it was made on and is ignored once the deal has moved on
(clicks made while the bots move, a stale control). Undo is refused once a deal is scored.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import ipywidgets as w

from .. import draw
from ..bots import Chooser, Greedy
from ..draw.state import move_box
from ..driver import is_bot, turns
from ..errors import IllegalMove, SetupError
from ..games.base import State
from ..i18n import _, ngettext, pgettext, tr, using
from ..match import Match
from ..seeds import as_whole
from ..tiles import Tile
from .aids import BoardAids, separate
from .coach import Coach
from .common import esc, scores_table, status_rows
from .pad import TilePad
from .rulehelp import rules_help
from .setup import check_board
from .words import check_lang, game_name, picture_words, say, speaking

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.base import Game
    from ..moves import Move

HUMAN = "you"
HAND_PX = 48  # a hand tile's height in pixels, by default
PROJECTOR_PX = 72  # ``projector=True``: a hand tile's height, and everything else scaled with it (1.5 ×)
LOG_LINES = 40
SIDE_WIDTH = 300  # the side panel (status, match, moves), in pixels
ROOM = 84.0  # room above and below the table, in drawing units, while a tile's places are marked


class Board(Coach, BoardAids, w.VBox):
    """A table for one match of ``game``. ``seats`` lists, per seat, a bot (``dl.bots.make(name)``)
    or a person's name (any string: ``"you"``, ``"Anna"``); by default you against greedy bots.
    With two or more people the board is a hot seat: before each person's turn a screen asks to
    pass it to him, so nobody sees another's hand, and nothing the browser can set opens it.
    ``teacher=True`` adds a "show all hands" switch (``show_all=True``: switched on), which shows
    every hand face up, for a teacher's demonstration; without it no control shows a hidden tile.

    The person clicks a tile of his hand to play it (playable tiles are green); a tile that fits
    several places asks where (click the marked place on the table, or its button); every other
    legal move (draw, pass, bid, take...) is a button. The keyboard works: ← → and Enter, or the
    number keys; every tile says what it is to a screen reader ("2-5, playable on the 5").
    ``size``: a hand tile's height in pixels (text, status and buttons grow with it);
    ``projector=True``: size 72, legible from the back of a room. ``lang="ru"`` speaks Russian. Bots move
    after the person, ``delay`` seconds apart (0 in tests). ``start``: a position to play on from
    as the match's first deal (a lesson's deal: ``start=game.deal(4, seed=7)``, or a state after
    some moves); it is copied, never changed.

    A small board in a lesson: ``dl.Board(dl.game("fives"), size=32, delay=0.2)``.

    To think on the board: ◀ and ▶ (or the keys [ and ]) step back and forward through the deal
    (a review: nothing is undone, and play resumes at the present position); "copy position"
    copies the position's text as the person sees it; "tile tracker" lists the tiles not yet seen and, for each other
    player, those he cannot hold (he passed or drew where they would have fitted).

    >>> import domino_lab as dl
    >>> board = dl.Board(dl.game("classic"), seats=["you", dl.bots.Greedy()], seed=1, delay=0)
    >>> board.state.current in (0, 1)
    True
    """

    def __init__(self, game: Game, seats: Sequence[Chooser | str] | None = None, seed: int | None = 0,
                 delay: float = 0.4, hint_bot: Chooser | None = None, *, size: int | None = None,
                 lang: str | None = None, show_all: bool = False, start: State | None = None, teacher: bool = False,
                 projector: bool = False) -> None:
        self.lang = check_lang(lang)
        with using(lang):  # (in the board's language)
            check_board(game, seats, delay, size, hint_bot, teacher=teacher, show_all=show_all, projector=projector)
        if seats is None:
            seats = [HUMAN] + [Greedy()] * (game.default_players - 1)
        self.game = game
        self.seats = list(seats)
        game.check_players(len(self.seats))
        self.humans = [i for i, s in enumerate(self.seats) if not is_bot(s)]
        self.delay = delay
        self.size = int(size if size is not None else PROJECTOR_PX if projector else HAND_PX)
        self.scale = self.size / HAND_PX  # text, status and buttons grow with the tiles
        # Whether every hand is shown: a Python attribute no synced trait controls. Only a teacher's
        # board (``teacher=True`` or ``show_all=True``, written in Python) has the switch for it.
        self.teacher = bool(teacher or show_all)
        self._show_all = bool(show_all)
        self.hint_bot = hint_bot  # None: the hint analyses (``dl.analyse``) and says why (``coach``)
        self.match = Match(game, len(self.seats), seed)
        self.seed: int = self.match.seed  # (seed=None: the fresh seed the match drew; the next match's is one more)
        self.state: State | None = None  # the deal on the board (``new_deal`` deals the first)
        self.version = 0  # goes up with every change of position: a click names the one it was made on
        self.viewer: int | None = self.humans[0] if self.humans else None  # whose hand the screen shows
        self._undo: list[State] = []
        self._recorded = False
        self._choices: list = []
        self._actions: list = []
        self._tile_pictures: dict = {}
        self._busy = False
        self._trail: list[State] = []  # the deal after each change, for the review (◀ ▶)
        self._review: int | None = None  # the step of the trail shown while reviewing, else None
        self._tracking = False  # the tile tracker is shown
        self._inferred: dict[int, frozenset[Tile]] | None = None  # the tracker's "cannot hold", per position

        self.header = w.HTML()
        self.pad = TilePad(layout=w.Layout(width="100%"))
        self.pad.observe(self._on_click, names="click")
        self.message = w.HTML()
        self.new_deal_button = w.Button(description=say(lang, "new deal"), icon="refresh")
        self.hint_button = w.Button(description=say(lang, "hint button"), icon="lightbulb-o")
        self.undo_button = w.Button(description=say(lang, "undo"), icon="undo")
        self.show_all = w.Checkbox(value=self._show_all, description=say(lang, "show all"), indent=False,
                                   disabled=not self.teacher,
                                   layout=w.Layout(width="auto", margin="0 0 0 12px",
                                                   display=None if self.teacher else "none"))
        self.back_button = w.Button(description="◀", tooltip=say(lang, "step back"))
        self.forward_button = w.Button(description="▶", tooltip=say(lang, "step forward"))
        self.tracker_button = w.ToggleButton(description=say(lang, "tracker"), icon="th")
        self.new_deal_button.on_click(lambda _: self.new_deal())
        self.hint_button.on_click(lambda _: self.hint())
        self.undo_button.on_click(lambda _: self.undo())
        self.back_button.on_click(lambda _: self.step(-1))
        self.forward_button.on_click(lambda _: self.step(+1))
        self.tracker_button.observe(lambda change: self.track(change["new"]), names="value")
        self.show_all.observe(self._show_all_switched, names="value")
        self._coach_controls(lang)  # practice mode's switch and bar (``coach.Coach``)
        self.status_view = w.HTML()
        self.score_view = w.HTML()
        self.tracker_view = w.HTML()
        self.log_view = w.HTML(layout=w.Layout(max_height=f"{round(360 * self.scale)}px", overflow="auto"))
        side_px = round(SIDE_WIDTH * self.scale)
        side = w.VBox([self.status_view, self.score_view, w.HTML(self._font(f"<b>{say(lang, 'moves')}</b>")),
                       self.log_view], layout=w.Layout(flex=f"0 0 {side_px}px", margin="0 0 0 16px"))
        self.rules = rules_help(game, lang)  # the "?" button: the game's rule card
        controls = w.HBox([self.new_deal_button, self.hint_button, self.undo_button, self.back_button,
                           self.forward_button, self.tracker_button, self.show_all, self.practice, self.rules.button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        for b in (self.new_deal_button, self.hint_button, self.undo_button, self.back_button, self.forward_button,
                  self.tracker_button, self.practice, self.rules.button, *self.practice_bar.children):
            b.style.font_size = f"{round(15 * self.scale)}px"
            b.layout.height = f"{max(28, round(32 * self.scale))}px"  # (28: a widget's line; less clips its text)
            b.layout.width = "auto"
            b.layout.margin = "2px 4px 2px 0"
        self.pad.scale = self.scale
        main = w.VBox([self.pad, self.message, self.practice_bar, controls, self.tracker_view, self.rules.view],
                      layout=w.Layout(flex="1 1 auto", min_width="0"))
        super().__init__([self.header, w.HBox([main, side], layout=w.Layout(width="100%"))],
                         layout=w.Layout(width="100%"))
        self.add_class("domino-lab-board")
        self.new_deal(start)

    def __repr__(self) -> str:  # what a notebook shows before the widget is live: one short line
        with using(self.lang):
            return ngettext("<Board: {name}, {n} seats (run the cell to play)>",
                            "<Board: {name}, {n} seats (run the cell to play)>", len(self.seats),
                            name=game_name(self.game.info, self.lang))

    # -- who is who --------------------------------------------------------------------------------------
    def seat_name(self, p: int) -> str:
        """A seat as the board names it: a person by his name ("you"), a bot as "player p". ``p`` is
        a seat's number, from 0 (a ``SetupError`` names anything else: ``seats[-1]`` is no seat -1)."""
        if as_whole(p) is None or not 0 <= p < len(self.seats):
            with using(self.lang):
                raise SetupError(_("p is a seat's number: a whole number from 0 to {last}, not {p!r}",
                                   last=len(self.seats) - 1, p=p))
        seat = self.seats[p]
        if is_bot(seat):
            return say(self.lang, "player", p=p)
        return say(self.lang, "you") if seat == HUMAN else str(seat)

    def _mine(self, key: str, p: int) -> str:
        """"your hand" for the one person at the board, "Anna's hand" at a hot seat."""
        if self.seats[p] == HUMAN:
            return say(self.lang, key + " you")
        return say(self.lang, key, name=self.seat_name(p))

    @property
    def person(self) -> int | None:
        """The person whose hand the board shows: the one on turn once he has the screen."""
        return self.viewer

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    @property
    def _deal(self) -> State:
        """The deal on the board: there is one from the end of ``__init__`` on."""
        assert self.state is not None
        return self.state

    def _covered(self) -> bool:
        """A hot seat waits for the screen to pass to the person on turn before showing his hand."""
        s = self._deal
        return (self.hot_seat and not self._show_all and not s.over and s.current in self.humans
                and s.current != self.viewer)

    def _show_all_switched(self, change) -> None:
        """The "show all hands" switch: obeyed on a teacher's board only. Elsewhere the switch is
        neither shown nor obeyed (a value set from the browser is put back), so no one at the
        screen can open the other hands."""
        if not self.teacher:
            if change["new"] != self._show_all:
                self.show_all.value = self._show_all
            return
        self._show_all = bool(change["new"])
        self._render()

    # -- the person's actions (each is what a click on the pad does) ------------------------------------
    def click_tile(self, tile: Tile | str) -> None:
        """Click ``tile`` of the hand, as on the pad (on the position shown now)."""
        self._click(kind="tile", tile=str(Tile.parse(tile)))

    def click_choice(self, index: int) -> None:
        """Click place number ``index`` (from 0) offered for the chosen tile. A number no place has is
        refused, as ``click_action`` refuses a button there is not (``True`` is no place 1)."""
        if as_whole(index) is None or not 0 <= index < len(self._choices):
            with using(self.lang):
                raise IllegalMove(_("there is no place {index!r}; the places offered are numbered from 0 to {last}",
                                    index=index, last=len(self._choices) - 1) if self._choices else
                                  _("there is no place {index!r}: no place is offered (click a tile that fits more "
                                    "than one place first)", index=index))
        self._click(kind="choice", index=index)

    def click_action(self, text: str) -> None:
        """Click the button of the move whose text is ``text`` ("draw", "pass", "bid 30"...)."""
        labels = [str(m) for m in self._actions]
        if text not in labels:
            with using(self.lang):  # (worded in the board's language, as its messages are)
                buttons = ", ".join(labels) or pgettext("buttons", "none")
                raise IllegalMove(_("there is no button {text!r}; the buttons are: {buttons}", text=text,
                                    buttons=buttons))
        self._click(kind="action", index=labels.index(text))

    def reveal(self) -> None:
        """The hot seat's "show my hand" button, pressed by the person on turn."""
        self._click(kind="reveal")

    @property
    def reviewing(self) -> bool:
        """Whether the board shows an earlier position of the deal (◀), not the present one."""
        return self._review is not None

    def _click(self, **click) -> None:
        self.pad.click = {**click, "version": self.version, "at": time.monotonic_ns()}

    def _on_click(self, change) -> None:
        try:
            self._handle_click(change["new"] or {})
        finally:  # the browser shows the pad as busy from a click until Python answers it, even
            self.pad.answered += 1  # with no change (a refused click): this is the answer

    def _handle_click(self, click: dict) -> None:
        if click.get("version") != self.version:  # made on a position that has since changed
            self._say(say(self.lang, "stale"), error=True)
            return
        kind = click.get("kind")
        if kind == "reveal":
            if self._covered():
                self.viewer = self._deal.current
                self._say("")
                self._render()
            return
        if kind == "cancel":
            self._choices = []
            self._render_pad()
            return
        if kind == "step" and as_whole(click.get("by")) in (-1, 1):  # the keys [ and ]: the review
            self.step(click["by"])
            return
        if self._review is not None:  # a click on a past position plays nothing
            self._say(say(self.lang, "reviewing"), error=True)
            return
        if not self._persons_turn():
            return
        index = as_whole(click.get("index"))  # (a browser's true is no place 1)
        if kind == "tile":
            try:
                tile = Tile.parse(str(click.get("tile")))
            except ValueError:
                return  # no tile: nothing a pad sends
            self._tile(tile)
        elif kind == "choice" and index is not None and 0 <= index < len(self._choices):
            self.play(self._choices[index])
        elif kind == "action" and index is not None and 0 <= index < len(self._actions):
            self.play(self._actions[index])

    @speaking
    def _tile(self, tile: Tile) -> None:
        """A click on a tile of the hand: play it, or ask where, or say why not."""
        moves = [m for m in self._deal.legal_moves() if m.tiles == (tile,)]
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self._choices = moves
            self._say("")
            self._render_pad(choosing=tile)
        else:
            self._choices = []
            try:
                self._deal.play(str(tile))  # refused: the rule's message; the state does not change
            except IllegalMove as exc:
                self._say(esc(exc), error=True)
            self._render_pad()

    @speaking
    def play(self, move: Move | str) -> None:
        """Make ``move`` for the person on turn, then let the bots answer."""
        if not self._persons_turn():
            return
        self._drop_pending()
        before = self._deal.clone()
        try:
            self._deal.play(move)
        except IllegalMove as exc:
            self._say(esc(exc), error=True)
            return
        self._undo.append(before)
        self._say("")
        self._changed()
        if self.practice.value and self._stopped_at_mistake(before):
            return
        self._run_bots()

    def undo(self) -> None:
        """Take back the person's last move (and the bots' answers to it). A finished deal is
        scored in the match, so its moves stay: undo is refused then."""
        if self._deal.over:
            self._say(say(self.lang, "undo after end"), error=True)
            return
        if not self._undo:
            self._say(say(self.lang, "nothing to undo"), error=True)
            return
        if self._covered():  # no one has the screen: an undo would show the hand it goes back to
            self._say(say(self.lang, "pass to", name=self.seat_name(self._deal.current or 0)), error=True)
            return
        self._drop_pending()
        self.state = self._undo.pop()  # at a hot seat the screen stays with whoever has it: a hand
        # taken back to another person's turn waits behind the "pass the screen" cover
        self._changed()
        self._say(say(self.lang, "taken back"))
        self._render()

    @speaking
    def new_deal(self, start: State | None = None) -> None:
        """Start the next deal of the match (a new match when it is over); ``start``: the
        position to begin from instead of a fresh deal."""
        if self.state is not None and not self.state.over:
            self._say(say(self.lang, "finish first"), error=True)
            return
        if self.match.over:
            self.seed += 1
            self.match = Match(self.game, len(self.seats), self.seed)
        if start is not None:
            if not isinstance(start, State):
                raise SetupError(_("a board starts from a deal (a dl State), not {what}",
                                   what=format(repr(start), ".60")))
            if start.game != self.game or start.players != len(self.seats) or start.over:
                if start.over:
                    raise SetupError(_("a board of {n} seats starts from a live {id} deal of {n} players, not a "
                                       "{m}-player {other} deal that is over", n=len(self.seats), id=self.game.info.id,
                                       m=start.players, other=start.game.info.id))
                raise SetupError(_("a board of {n} seats starts from a live {id} deal of {n} players, not a "
                                   "{m}-player {other} deal", n=len(self.seats), id=self.game.info.id,
                                   m=start.players, other=start.game.info.id))
            self.state = start.clone()
        else:
            self.state = self.match.deal()
        self._undo, self._recorded, self._trail = [], False, []
        self._drop_pending()
        self._changed()
        self._say("")
        self._run_bots()

    # -- machinery -------------------------------------------------------------------------------------
    def _changed(self) -> None:
        self.version += 1
        self._choices = []
        self._review = None
        self._inferred = None
        s = self._deal
        done = len(s.history)  # the trail keeps the positions before this one (an undo cuts it back)
        self._trail = [t for t in self._trail if len(t.history) < done] + [s.clone()]

    def _persons_turn(self) -> bool:
        s = self.state
        if s is None or s.over:
            self._say(say(self.lang, "deal is over"), error=True)
            return False
        assert s.current is not None  # a live deal has a player to move
        if self._busy or s.current not in self.humans or self._covered():
            self._say(say(self.lang, "not your turn", name=esc(self.seat_name(s.current))), error=True)
            return False
        return True

    def _run_bots(self) -> None:
        self._busy = True
        try:
            self._render()
            for _ in turns(self._deal, self.seats):
                self._changed()
                if self.delay:
                    time.sleep(self.delay)
                self._render()
        finally:
            self._busy = False
        if self._deal.over and not self._recorded:
            self.match.record(self._deal)
            self._recorded = True
        if not self.hot_seat and self.humans:
            self.viewer = self.humans[0]
        self._render()

    def _say(self, text: str, error: bool = False) -> None:
        colour = "#b00020" if error else "#1b5e20"
        self.message.value = f"<span style='color:{colour};font-size:15px'>{text}</span>" if text else ""

    # -- drawing -----------------------------------------------------------------------------------------
    def _shown(self) -> State:
        """The position on the screen: the present one, or an earlier one while reviewing."""
        return self._deal if self._review is None else self._trail[self._review]

    def _seen(self):
        """What the screen may show: the whole deal (shown to all, or no person seated), or the
        view of the person who has the screen."""
        s = self._shown()
        if self._show_all or self.viewer is None:
            return s, None
        obs = s.observation(self.viewer)
        return obs.public, obs

    @speaking
    def _render(self) -> None:
        s = self._deal
        lang = self.lang
        seen, obs = self._seen()
        deal_no = len(self.match.results) + (0 if self._recorded else 1)
        if self._review is not None:
            turn = say(lang, "review", k=len(self._shown().history), n=len(s.history))
        elif s.over:
            turn = say(lang, "deal over")
        elif s.current in self.humans and not self._covered():
            turn = self._mine("your turn", s.current)
        else:
            assert s.current is not None  # not over: a player is to move
            turn = say(lang, "to play", name=self.seat_name(s.current))
        self.header.value = (f"<h3 style='margin:4px 0;font-size:{round(20 * self.scale)}px'>"
                             f"{esc(game_name(self.game.info, lang))} "
                             f"<small style='font-weight:normal'>· {esc(say(lang, 'deal', n=deal_no))} · "
                             f"{esc(turn)}</small></h3>")
        covered = self._covered()
        self.status_view.value = self._status_html(seen)
        self.score_view.value = self._match_html()
        self.log_view.value = "" if covered else self._font(self._log_html(seen))
        self.tracker_view.value = self._tracker_html(obs) if self._tracking and not covered else ""
        if self._review is not None:
            self._say(say(lang, "reviewing"))
        elif s.over:
            named = any(isinstance(seat, str) and seat != HUMAN for seat in self.seats)  # the teacher named them
            with self._speaking_names() if named else using(lang):  # then the result names them as the panels do
                text = f"<b>{esc(tr(s.result().why))}</b>"
                if self.match.over:
                    text += f"<br><b>{esc(say(lang, 'match over', why=self.match.why))}</b>"
            self.message.value = f"<span style='font-size:{round(15 * self.scale)}px'>{text}</span>"
        reviewing = self._review is not None
        self.undo_button.disabled = s.over or not self._undo or reviewing or covered
        self.new_deal_button.disabled = not s.over or reviewing
        self.hint_button.disabled = s.over or s.current not in self.humans or reviewing
        self.back_button.disabled = covered or self._review == 0 or len(self._trail) < 2
        self.forward_button.disabled = covered or not reviewing
        self._render_pad(seen=seen, obs=obs)

    @speaking
    def _render_pad(self, choosing: Tile | None = None, seen=None, obs=None) -> None:
        """The pad: the picture (table, the others' hands, zones, boneyard) as the person sees it,
        his hand as tiles to click, the places a chosen tile may go, and his other moves."""
        s = self._deal
        shown = self._shown()
        lang = self.lang
        if seen is None:
            seen, obs = self._seen()
        pad = self.pad
        covered = self._covered()
        if covered:
            me = None
        elif self._show_all and shown.current in self.humans:
            me = shown.current  # every hand is shown: the person on turn plays from his
        else:
            me = self.viewer
        others = [p for p in range(s.players) if p != me]
        names = {p: self.seat_name(p) for p in range(s.players) if not is_bot(self.seats[p])}
        choices = self._choices if choosing is not None else []
        places = separate([move_box(self._deal, m, seen, ROOM) for m in choices])
        room = ROOM if any(places) else 0.0
        picture = draw.state_svg(seen, playable=False, caption=False, size=self.size, hands=others,
                                 hand_scale=0.6, words=picture_words(lang, names), room=room)
        active = (not covered and not self._busy and not s.over and s.current in self.humans and s.current == me
                  and self._review is None)
        legal = s.legal_moves() if active else []
        hand = [] if me is None else sorted(obs.hand if obs is not None else shown.hands[me])
        singles = {m.tiles[0] for m in legal if len(m.tiles) == 1}
        hand += sorted(t for t in singles if t not in hand)  # a tile to place that is no hand's (Sausage's row)
        self._actions = [m for m in legal if len(m.tiles) != 1]
        if not choices:
            self._choices = []
        with pad.hold_sync():
            pad.version = self.version
            pad.active = active
            if covered:
                assert s.current is not None  # covered: a person is on turn
                pad.cover = say(lang, "pass to", name=self.seat_name(s.current)) + " — " + say(lang, "pass to note")
                pad.cover_button = say(lang, "show hand", name=self.seat_name(s.current))
            else:
                pad.cover = pad.cover_button = ""
            pad.table_svg = "" if covered else picture
            pad.table_label = "" if covered else self._table_label(seen)
            pad.position_text = "" if covered else (obs.to_text() if obs is not None else shown.to_text())
            pad.copy_label = say(lang, "copy position")
            pad.hand_label = "" if me is None else self._mine("your hand", me)
            pad.hand = [{"tile": str(t), "svg": self._tile_picture(t, t in singles), "playable": t in singles,
                         "label": self._tile_label(t, legal)} for t in hand]
            pad.choosing = str(choosing) if choices else ""
            pad.choices = [{"label": m.describe(), "rect": rect} for m, rect in zip(choices, places)]
            if choices:
                pad.prompt = say(lang, "where", tile=str(choosing))
            elif active and singles:
                pad.prompt = say(lang, "playable")
            elif self._review is not None:
                pad.prompt = ""
            elif not s.over and not active and not covered:
                pad.prompt = say(lang, "waiting") if self._busy or s.current not in self.humans else ""
            else:
                pad.prompt = ""
            pad.actions_label = say(lang, "other moves") if singles and self._actions else ""
            pad.actions = [m.describe() for m in self._actions]

    def _tile_picture(self, tile: Tile, playable: bool) -> str:
        key = (tile, playable)
        picture = self._tile_pictures.get(key)
        if picture is None:
            picture = draw.hand_svg([tile], highlight=[tile] if playable else (), size=self.size)
            self._tile_pictures[key] = picture
        return picture

    def _status_html(self, seen) -> str:
        """What the deal is about, from the game (``State.status``), and who sits where."""
        lang = self.lang
        with self._speaking_names():
            rows = status_rows(seen.status(), lang)
        seats = []
        shown = self._shown()
        for p in range(shown.players):
            seat = self.seats[p]
            who = esc(self.seat_name(p))
            if is_bot(seat):
                who += f" <small>({esc(getattr(seat, 'name', seat))})</small>"
            mark = "→ " if p == shown.current else ""
            side = shown.sides[shown.side_of(p)]
            team = f" <small>[{' &amp; '.join(esc(self.seat_name(q)) for q in side)}]</small>" if len(side) > 1 else ""
            seats.append(f"{mark}{who}{team}")
        seat_html = f"<div style='margin-top:6px'><b>{say(lang, 'seats')}</b><br>{'<br>'.join(seats)}</div>"
        body = rows
        title = f"<b>{say(lang, 'status')}</b>" if body else ""
        return self._font(f"{title}{body}{seat_html}")

    def _match_html(self) -> str:
        """The match standing and what it heads for (``Game.match_status``), then deal by deal."""
        lang = self.lang
        parts = []
        for item in self.game.match_status(self.match):
            scores = "".join(f"<div>{self._named(x, html=True)}</div>" for x in item.per_player)
            parts.append(f"<div style='margin:2px 0'>{scores}<small>{self._named(item.value, html=True)}</small></div>")
        with self._speaking_names():
            table = (scores_table(self.match, round(SIDE_WIDTH * self.scale)) if self.match.results
                     else f"<i>{say(lang, 'no deal finished')}</i>")
        return self._font(f"<div style='margin-top:8px'><b>{say(lang, 'match')}</b>{''.join(parts)}"
                          f"<div style='margin-top:4px'>{table}</div></div>")

    def _log_html(self, seen) -> str:
        """The moves of this deal as the person saw them (a view's history masks hidden tiles)."""
        with self._speaking_names():
            lines = [f"{esc(self.seat_name(p))}: {esc(m.describe())}" for p, m in seen.history[-LOG_LINES:]]
        return "<br>".join(lines) or f"<i>{say(self.lang, 'no moves')}</i>"
