"""Race scoring: the chain games whose seed names only who wins (Blitz, Ladder, Seven, Double-lock).

Seed 000 says of these games only "Выигрывает тот, кто выложил все свои камни первым" (the
first player out wins) and, for some, "если выкладка блокирована … выигрывает тот, у кого меньше
очков" (in a fish the lowest hand wins). How much a deal is worth and how long a match lasts
are left open; we take them from Classic dominoes (seed 003, "Классические правила"), the
widely published scoring of a first-out game:

- the player who goes out scores the pips left in every other hand;
- in a fish the lowest hand wins and scores the others' pips minus his own (a tie: nobody);
- the match goes to ``target`` points (100), and the winner of a deal leads the next one with any
  tile (in a tied fish, the рыбак who blocked the chain leads).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import msg
from .base import ChainGame, ChainOptions
from .first_out import FirstOutScoring


@dataclass(frozen=True)
class RaceOptions(ChainOptions):
    """``target``: the match total that wins (100, as in Classic dominoes)."""

    target: int | None = 100


class RaceGame(FirstOutScoring, ChainGame):
    """A chain game where the first player out wins; see the module docstring for the scoring
    (``first_out.score_first_out``, shared with Wagons, Fork and Sausage)."""

    Options = RaceOptions
    options: RaceOptions

    def first_lead(self, hands, context):
        if context.get("leader") is not None:
            return context["leader"], None
        return self.opening_lead(hands)

    def opening_lead(self, hands):
        """Who leads the first deal of a match, and with what. Default: the first seat, any tile
        (for the games whose seed says "заходная кость — любая")."""
        return 0, None

    def next_context(self, match, result):
        return {"leader": result.winner if result.winner is not None else result.fisher}


def lowest_total_match(game, match, result) -> None:
    """A match of points written *against* each side (Milky Way, Dark Blitz): add the deal's
    points; when a side reaches ``game.options.target`` the match ends, the lowest total winning
    it. The deal's winner leads the next deal."""
    for i, p in enumerate(result.points):
        match.scores[i] += p
    target = game.options.target
    if target is not None and max(match.scores) >= target:
        low = min(match.scores)
        best = [i for i, s in enumerate(match.scores) if s == low]
        top = max(range(len(match.scores)), key=lambda i: match.scores[i])
        lowest = (msg("{side} has the lowest", side=match.side_name(best[0])) if len(best) == 1
                  else msg("a tie for the lowest"))
        match.finish(winner=best[0] if len(best) == 1 else None, loser=top,
                     why=msg("{side} reached {score} (target {target}); {lowest}, {low}", side=match.side_name(top),
                             score=match.scores[top], target=target, lowest=lowest, low=low))
    match.context = {"leader": result.winner}
