"""Conformance checks any game of the catalogue must pass: ``check_game(game)``.

For seeded bot games it checks, after every move: every tile is in exactly one place; every
move the state calls legal is accepted; a sample of illegal moves is rejected with an
``IllegalMove`` and leaves the state exactly as it was; ``clone()`` is independent; an
observation reveals no hidden tile; and the deal ends within a bound.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .bots import Greedy, Random
from .driver import turns
from .errors import IllegalMove
from .match import derive_seed
from .moves import Draw, Pass, Play

__all__ = ["check_game", "CheckReport", "check_state"]


@dataclass
class CheckReport:
    game: str
    players: int
    games: int = 0
    moves: int = 0
    rejected: int = 0
    reasons: dict = field(default_factory=dict)
    longest: int = 0  # the most moves any one deal took

    def __str__(self):
        return (f"{self.game} ({self.players} players): {self.games} games, {self.moves} moves checked, "
                f"{self.rejected} illegal moves rejected cleanly")


def _probe_moves(state, rng):
    """Moves that are probably illegal now: other tiles from the set, draw, pass, a bogus end."""
    tiles = list(state.game.set)
    probes = [Draw(), Pass()]
    for t in rng.sample(tiles, 3):
        probes.append(Play(t, 0, t.low))
        probes.append(Play(t, None))
    return probes


def check_state(state, rng=None, report: CheckReport | None = None, probe: bool = True) -> None:
    """Check one position: conservation, observations, clone independence and (if ``probe``)
    that illegal moves are rejected without changing anything."""
    rng = rng or random.Random(0)
    state.check_conservation()
    if state.over:
        return
    p = state.current
    obs = state.observation(p)
    for q in range(state.players):
        if q != p:
            assert not obs.public.hands[q], f"the observation of player {p} shows player {q}'s hand"
    assert not obs.public.boneyard, "an observation shows the boneyard"
    assert obs.hand == frozenset(state.hands[p])
    if probe:
        legal = state.legal_moves()
        before = state.to_text()
        for move in _probe_moves(state, rng):
            if move in legal:
                continue
            try:
                state.play(move)
            except IllegalMove as exc:
                assert exc.reason, "an IllegalMove without a reason"
                if report is not None:
                    report.rejected += 1
                    key = exc.reason.split(";")[0][:60]
                    report.reasons[key] = report.reasons.get(key, 0) + 1
            else:  # pragma: no cover - a failure of the game under test
                raise AssertionError(f"{move} was accepted although it is not among the legal moves")
            assert state.to_text() == before, f"a rejected {move} changed the state"
        assert state.legal_moves() == legal


def check_game(game, players: int | None = None, n: int = 20, seed: int = 0, every: int = 1,
               max_moves: int = 5000, on_deal=None) -> CheckReport:
    """Play ``n`` seeded games with a mix of bots and check every ``every``-th position.
    ``on_deal(state)``, if given, is called with every finished deal (for extra checks)."""
    players = game.check_players(players)
    report = CheckReport(game.info.id, players)
    for i in range(n):
        s = derive_seed(seed, i)
        rng = random.Random(s)
        state = game.deal(players, s)
        bots = [Random(s + k) if (k + i) % 2 else Greedy() for k in range(players)]
        step, twin = 0, None
        check_state(state, rng, report, probe=True)
        twin = state.clone()
        for _ in turns(state, bots, max_moves):  # after each move, check the position it made
            report.moves += 1
            if twin is not None:
                assert twin.to_text() != state.to_text() or not twin.history, "clone shares state"
                twin.check_conservation()
                twin = None
            step += 1
            if step % every == 0 and not state.over:
                check_state(state, rng, report, probe=step % (every * 4) == 0)
                twin = state.clone()
        state.check_conservation()
        state.result()
        report.longest = max(report.longest, step)
        if on_deal is not None:
            on_deal(state)
        report.games += 1
    return report
