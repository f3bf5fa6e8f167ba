"""A third attack on the compact forms of a deal (``games.kept``) and the driver: bots that do not look
but sort, keep or change the list they are handed, lead rules that keep what they are shown, and
what the driver and the forms do with what they are given. Each test reproduces a defect (the form
against the engine alone, ``kept.engine_alone``, in every field) and stays as its proof."""

from __future__ import annotations

import random

import pytest
from helpers import same_deal

import domino_lab as dl
from domino_lab.driver import playout
from domino_lab.games import kept
from domino_lab.policies import Bot


def _same(fast, slow) -> None:
    """Two finished deals agree in every field (``fast`` may carry its form's own record)."""
    same_deal(fast, slow, tuple(f for f in set(vars(fast)) - set(vars(slow)) if f.startswith("_")))
    assert fast.context == slow.context, (fast.context, slow.context)
    for field in ("scored", "score_log", "last_single", "last_player", "drawn", "passes"):
        assert getattr(fast, field, None) == getattr(slow, field, None), field


def _engine(call, *args, **kwargs):
    with kept.engine_alone():
        return call(*args, **kwargs)


#: A game of each compact form: the chain kernel's, a chain game counted in play, Wagons'.
FORM_GAMES = [("kozel", {}), ("classic", {}), ("general", {}), ("kozel", {"deal_scoring": "muggins"}), ("wagons", {})]


def _game(gid: str, parts: dict):
    return dl.design(gid, **parts) if parts else dl.game(gid)


class Shuffler(Bot):
    """A bot that does not look and treats its list as its own: it reverses it, sorts part of it, keeps
    it, and takes a move from its end (as a bot may do with the ``list`` the engine hands it)."""

    looks = False

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.kept: list = []

    def choose(self, observation, legal_moves):
        legal_moves.reverse()
        legal_moves[1:] = sorted(legal_moves[1:], key=str)
        self.kept.append(legal_moves)
        return legal_moves.pop(self.rng.randrange(len(legal_moves)))


@pytest.mark.parametrize(("gid", "parts"), FORM_GAMES)
def test_a_blind_bot_that_sorts_or_keeps_its_list_plays_the_engines_deal(gid, parts):
    """The engine hands a bot that does not look (``looks = False``) a list of its own at every turn
    with a choice; the compact forms handed the turn they keep (``PlayedOut``'s and Wagons' kept
    ``turns``) as a tuple: ``legal.sort()`` raised ``AttributeError``, and a bot that kept the list
    it was handed could not change it as it can the engine's. Now a list, copied for the bot."""
    game = _game(gid, parts)
    for players in range(game.info.players[0], min(game.info.players[1], 5) + 1):
        assert kept.form_of(game, players) is not None
        for seed in range(4):
            fast_bots = [Shuffler(seed + k) for k in range(players)]
            slow_bots = [Shuffler(seed + k) for k in range(players)]
            _same(playout(game, fast_bots, seed), _engine(playout, game, slow_bots, seed))
            assert [b.kept for b in fast_bots] == [b.kept for b in slow_bots]
            assert all(type(legal) is list for b in fast_bots for legal in b.kept)

