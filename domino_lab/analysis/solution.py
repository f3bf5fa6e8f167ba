"""What a solve returns: ``Solution``, and the order in which a player prefers outcomes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..errors import DominoError
from ..i18n import _, number
from ..moves import Move

__all__ = ["Solution", "preference", "check_searchable"]


def preference(returns: Sequence[float], player: int) -> tuple[float, ...]:
    """How ``player`` ranks an outcome (higher is better): his own return first, then, to break
    ties, the returns of the players after him in turn order (``player + 1``, ``player + 2``...).

    With two sides the returns of the sides sum to zero, so the first entry alone is the margin's
    half and this is plain minimax on the margin. With more sides it is maxⁿ with a fixed
    tie-break: among outcomes equally good for the mover, the one kindest to the next player,
    then the one after him. The tie-break depends only on the outcomes, never on the order the
    moves are searched in, so every search of a position gives the same values."""
    n = len(returns)
    return tuple(returns[(player + k) % n] for k in range(n))


def check_searchable(state: object) -> None:
    """Raise ``DominoError`` naming why ``state`` cannot be searched as a perfect-information
    tree: it is not a whole state (an observation or its view hides hands), or its chance is not
    the deal's own seeded chance (the draws are then not fixed by the position)."""
    from ..games.base import State
    from ..games.chance import SeededChance
    from ..games.observation import Observation

    if isinstance(state, Observation):
        raise DominoError(_("solve needs the whole deal with every hand open, not one player's observation "
                            "(solve observation.sample(rng), one imagined deal, instead)"))
    if not isinstance(state, State):
        raise DominoError(_("solve takes a deal in progress (a dl State), not {state!r:.60}", state=state))
    if "_hidden_sizes" in state.__dict__:
        raise DominoError(_("this state is a player's view: the other hands and the boneyard are hidden, "
                            "so its future is not known; solve a whole deal or observation.sample(rng)"))
    if type(state.chance) is not SeededChance:
        raise DominoError(_("the deal's chance is {kind}, not its own seeded chance: "
                            "the tiles its draws or blind picks bring are not fixed by the position, "
                            "so the deal is not a tree of perfect information", kind=type(state.chance).__name__))


@dataclass(frozen=True)
class Solution:
    """The exact value of a position with every hand and the boneyard's order open.

    ``returns``: one number per player (``state.returns()`` of the deal's end) under perfect
    play from here. ``best``: every optimal move of the player on turn (``()`` when the deal is
    over). ``values``: every legal move and the returns under perfect play after it (with
    ``solve(all_values=False)``: the optimal moves, and others only where their value was found
    on the way).
    ``line``: one optimal line to the end. ``nodes``: positions searched. ``exact``: ``False``
    when a budget (``nodes=`` or ``seconds=``) stopped the search, or a line it could not follow
    to the end (more than ``generic.MAX_PLIES`` moves, as a line that goes round is: Sausage's
    cuts make such lines; the search counts it as a spent budget); then ``returns`` and
    ``values`` are the best found so far (see ``solve``) and ``best`` the moves best by them.
    ``player``: who is on turn (``None`` when over). ``sides``: the deal's sides.

    ``lower`` and ``upper``: what the search proved of the return of the player on turn under
    perfect play: equal to his ``returns`` entry when exact; within a budget, the best bounds it
    found (``-inf`` / ``+inf`` where it proved none; with more than two sides maxⁿ proves no
    bound). ``bounds``: the same for each legal move. Within a budget, a move whose search did
    not finish has for ``values`` the returns of one line played from it by the best moves the
    search knew, moved inside its bounds: an estimate, said so; ``returns`` and ``best`` follow
    from those values. ``None`` for a deal already over."""

    returns: tuple[float, ...]
    best: tuple[Move, ...]
    values: dict[Move, tuple[float, ...]]
    line: tuple[Move, ...]
    nodes: int
    exact: bool
    player: int | None
    sides: tuple[tuple[int, ...], ...] = field(default=())
    lower: float | None = None
    upper: float | None = None
    bounds: dict[Move, tuple[float, float]] = field(default_factory=dict)

    def side_of(self, player: int) -> int:
        for i, side in enumerate(self.sides):
            if player in side:
                return i
        raise DominoError(_("there is no player {player!r} in this deal", player=player))

    def margin(self, player: int | None = None, returns: Sequence[float] | None = None) -> float:
        """``player``'s return minus the best return of the others' sides (default: the player on
        turn; ``returns``: these instead of the position's). With two sides, the side's lead."""
        if player is None:
            player = self.player if self.player is not None else 0
        try:
            r = self.returns if returns is None else tuple(returns)
        except TypeError:  # (not a sequence at all: refused below, by name)
            r = ()
        if len(r) != len(self.returns):  # (a slip, (1.0,) for two players, was a bare IndexError)
            raise DominoError(_("returns are one return per player ({n} numbers), not {returns!r:.60}",
                                n=len(self.returns), returns=returns))
        mine = self.side_of(player) if self.sides else None
        others = [r[s[0]] for i, s in enumerate(self.sides) if i != mine] if self.sides else \
            [v for p, v in enumerate(r) if p != player]
        return r[player] - max(others) if others else 0.0

    def move_margins(self) -> dict[Move, float]:
        """Every legal move with the mover's margin after it (``margin`` of its returns)."""
        return {m: self.margin(self.player, v) for m, v in self.values.items()}

    def describe(self) -> str:
        """A few lines for a person, in ``dl.language()`` (the moves in its words, as ``Analysis``
        says them): the value, the best moves, every move's value, the line."""
        head = _("exact") if self.exact else _("NOT exact (a budget, or a line too long to follow to its end, "
                                               "stopped the search: best bounds found)")
        lines = [_("returns {returns} ({head}; {nodes} positions searched)", returns=_nums(self.returns), head=head,
                   nodes=number(self.nodes))]
        if not self.exact and self.player is not None:
            lines.append(_("player {p}'s return {bound}", p=self.player, bound=self.bound_text()))
        if self.player is None:
            lines.append(_("the deal is over"))
            return "\n".join(lines)
        lines.append(_("player {p} to move; best: {moves}", p=self.player, moves=_moves(self.best, ", ")))
        for m, v in sorted(self.values.items(), key=lambda kv: -self.margin(self.player, kv[1])):
            mark = "*" if m in self.best else " "
            margin = _("margin {margin}", margin=format(self.margin(self.player, v), "+g"))
            lines.append(f" {mark} {str(m.describe()):<18} {_nums(v)}  {margin}")
            lo, hi = self.bounds.get(m, (v[self.player], v[self.player]))
            if lo != hi:  # (a move whose search did not finish: one line's returns, not its value)
                lines.append("     " + _("(an estimate: player {p}'s return {low}, {high})", p=self.player,
                                         low=_said_bound(lo, "lower"), high=_said_bound(hi, "upper")))
        lines.append(_("line: {moves}", moves=_moves(self.line, " ; ") or "-"))
        return "\n".join(lines)

    def bound_text(self) -> str:
        """"exactly +4" or, when a budget stopped the search, "within a budget: at least -3, at
        most +10" (the proved bounds on the return of the player on turn; a side without a
        proved bound says "no lower bound" / "no upper bound"), in ``dl.language()``."""
        if self.exact:
            return _("exactly {value}", value=format(self.returns[self.player], "+g")) if self.player is not None \
                else _("the deal is over")
        return _("within a budget: {low}, {high}", low=_said_bound(self.lower, "lower"),
                 high=_said_bound(self.upper, "upper"))

    def __repr__(self) -> str:  # (what a notebook shows of dl.solve(...): in dl.language() too)
        exact = "" if self.exact else _(", NOT exact: {bound}", bound=self.bound_text())
        return _("<Solution returns {returns}, best [{best}], {nodes} nodes{exact}>", returns=_nums(self.returns),
                 best=_moves(self.best, ", "), nodes=number(self.nodes), exact=exact)


def _said_bound(value: float | None, side: str) -> str:
    """A proved bound on a return, in ``dl.language()``: "at least -3" / "at most +10", or "no
    lower bound" / "no upper bound" where none was proved (``None`` or infinite)."""
    if side == "lower":
        return _("no lower bound") if value is None or value == -math.inf else \
            _("at least {value}", value=format(value, "+g"))
    return _("no upper bound") if value is None or value == math.inf else \
        _("at most {value}", value=format(value, "+g"))


def _moves(moves: Sequence[Move], between: str) -> str:
    return between.join(str(m.describe()) for m in moves)


def _nums(values: Sequence[float]) -> str:
    return "(" + ", ".join(f"{v:+g}" for v in values) + ")"
