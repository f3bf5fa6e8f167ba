"""A second attack on the compact forms of a deal (``games.kept``: the registry's replacement, the
kernel's own dealer making the view, ``after_play`` hooks that keep counts in the context), each
deal against the engine alone (``kept.engine_alone``) in every field: the text, the history, the
result, the tally, the context, ``scored`` and ``score_log``, ``last_single``, ``drawn``,
``passes``. Reproductions of what disagreed (each fixed where it belongs), and proofs of what holds."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import numpy as np
import pytest
from helpers import bots_of
from helpers import engine_alone as _engine
from helpers import same_kept as _same

import domino_lab as dl
from domino_lab.driver import finish, playout, run_deal
from domino_lab.errors import SetupError
from domino_lab.games import kept
from domino_lab.games.chain import kernel
from domino_lab.games.chain.classic import Classic
from domino_lab.games.chain.kozel import Kozel
from domino_lab.games.game import ContextOnly
from domino_lab.games.registry import game_class
from domino_lab.games.state import State
from domino_lab.streams import key


def _hooked(base, body: str, name: str):
    """A subclass of ``base`` (registered here, so that it pickles) whose ``after_play`` is ``body``."""
    space: dict = {}
    exec(f"def after_play(self, state, player, move):\n    {body}\n", {}, space)  # noqa: S102 - a test's own code
    cls = type(name, (base,), {"after_play": space["after_play"], "__module__": __name__, "__qualname__": name})
    cls.info = base.info
    globals()[name] = cls
    return cls


# -- a value that reaches the context by two roads is no count ----------------------------------------------

#: Each stores one of the deal's own objects on one road and a constant on the other: the view's objects
#: (its hands, a table made at that play, a history without the move) are not the engine's.
TWO_ROADS = ['state.context["h"] = state.hands[player] if player >= 0 else 0',
             'state.context["hs"] = state.hands if player >= 0 else 0',
             'state.context["t"] = state.table if player >= 0 else 0',
             'state.context["hist"] = state.history or 0',
             # (a value added to a list kept in the context: the deal's own objects, or a default of them)
             'state.context.setdefault("h", []).append(state.hands[player])',
             'state.context.setdefault("t", []).append(state.table)',
             'state.context.setdefault("hist", []).extend(state.history if player >= 0 else [])',
             'state.context.setdefault("hands", state.hands)',
             'state.context.setdefault("x", []) is None or state.context["x"].append(state.boneyard)']


@pytest.mark.parametrize("body", TWO_ROADS)
def test_a_value_that_reaches_the_context_by_two_roads_is_called_on_the_deal(body):
    """``reads_only(..., context=True)`` looked only at the instruction before the store: ``a if c
    else 0`` and ``a or 0`` passed as a constant, so the hook was shown the view and kept the view's
    objects (the last hand still holding its tile, a table of that play): the context disagreed.
    Such a hook now may change the deal, and is called on the deal itself."""
    for base in (Kozel, Classic):
        cls = _hooked(base, body, "TwoRoads" + base.__name__)
        assert not kernel._reads_after(cls) and kernel._writes_after(cls)
        for players in (2, 4):
            for seed in range(3):
                bots = bots_of("random", players, seed)
                _same(playout(cls(), bots, seed), _engine(playout, cls(), bots_of("random", players, seed), seed))


#: Each passes as a count, and keeps one of the deal's own objects: ``get``'s default where the key is not
#: kept (the view's table of that play, its history without the move), a copy of the list of the view's hands.
OWN_OBJECTS = ['state.context["h"] = state.context.get("zz", state.hands)',
               'state.context["t"] = state.context.get("zz", state.table)',
               'state.context["hi"] = state.context.get("zz", state.history)',
               'state.context["m"] = state.hands * 1',
               'state.context["m"] = state.hands * (player >= 0)']


@pytest.mark.parametrize("body", OWN_OBJECTS)
def test_what_a_counting_hook_keeps_of_the_deal_is_the_deals_own(body):
    """``state.context.get(key, default)`` gives its default, which may be one of the deal's own
    objects: its arguments must now each be a constant or an argument (else the hook is called on
    the deal). The view's hands, which ``state.hands * 1`` keeps, were the deal's only on the
    unmade seats' road: on the driver's the finished deal made its hands again, and the last
    hand of the view kept the tile that ended the deal; now they are the finished deal's there too."""
    for base in (Kozel, Classic):
        cls = _hooked(base, body, "Own" + base.__name__)
        assert kernel._reads_after(cls) is ("*" in body)
        for players in (2, 3, 4):
            dealer = kept.random_dealer(cls(), players)  # (None where the hook is called on the deal)
            assert (dealer is None) is ("*" not in body)
            for seed in range(3):
                _same(playout(cls(), bots_of("mixed", players, seed), seed),
                      _engine(playout, cls(), bots_of("mixed", players, seed), seed))
                if dealer is not None:
                    _same(dealer(seed, [key(9 + k) for k in range(players)]),
                          _engine(playout, cls(), [dl.bots.Random(9 + k) for k in range(players)], seed))


class KeepsDealt(Classic):
    """A lead rule that keeps the first hand it is shown in its context (the engine's hand itself),
    and a hook that counts: the view's hands are the sets the lead rule was shown."""

    def first_lead(self, hands, context):
        context["first"] = hands[0]
        return super().first_lead(hands, context)

    def after_play(self, state, player, move):
        state.context["n"] = len(state.hands[player])


KeepsDealt.info = Classic.info


def test_a_lead_rule_that_keeps_a_hand_with_a_counting_hook():
    assert kernel._reads_after(KeepsDealt)
    for players in (2, 3, 4):
        dealer = kept.random_dealer(KeepsDealt(), players)
        for seed in range(4):
            fast = playout(KeepsDealt(), bots_of("mixed", players, seed), seed)
            _same(fast, _engine(playout, KeepsDealt(), bots_of("mixed", players, seed), seed))
            assert fast.context["first"] is fast.hands[0]
            _same(dealer(seed, [key(3 + k) for k in range(players)]),
                  _engine(playout, KeepsDealt(), [dl.bots.Random(3 + k) for k in range(players)], seed))


# -- counts kept in the context: every road --------------------------------------------------------------

#: Hooks ``_reads_after`` accepts, storing counts worked out from what the view makes when read.
COUNTS = ['state.context[player] = state.context.get(player, 0) * 3 + len(state.history) + 7 * len(state.table.placed)'
          ' + 11 * state.drawn + 13 * (state.last_single == player) + 17 * len(state.boneyard)'
          ' + 19 * (state.last_player == player) + 23 * len(state.hands[state.current]) + 29 * state.passes',
          'state.context["fp"] = state.first_player * 100 + state.current + (state.table.left == state.table.right)',
          'state.context[move] = self is state.game',
          # (a record kept in a list of the context: a move, a tile, a number worked out)
          'state.context.setdefault("doubles", []).append(move.tile.is_double)',
          'state.context.setdefault(player, []).append(move) if len(state.hands[player]) < 9 else None',
          'state.context.setdefault("tiles", []).append(move.tile) or state.context.setdefault(1, []).append(player)',
          'state.context.setdefault("drawn", []).append(state.drawn * 10 + state.passes)']


@pytest.mark.parametrize("body", COUNTS)
def test_counts_kept_in_the_context_agree_on_every_road(body):
    """The driver's deal, ``dl.simulate``'s rows (made seats and unmade ``Random`` ones, whose
    dealer makes the view: ``random_dealer``) and the unmade seats' finished deals, for every
    number of players of Kozel, Classic and General and every kind of bot: the engine's."""
    for base in (Kozel, Classic, game_class("general")):
        cls = _hooked(base, body, "Counts" + base.__name__)
        assert kernel._reads_after(cls)
        game = cls()
        lo, hi = game.info.players
        for players in range(lo, hi + 1):
            for kind in ("random", "greedy", "mixed"):
                for seed in range(2):
                    fast = playout(game, bots_of(kind, players, seed), seed)
                    assert type(fast).__name__ == "PlayedOut"
                    _same(fast, _engine(playout, game, bots_of(kind, players, seed), seed))
            dealer = kept.random_dealer(game, players)
            assert dealer is not None
            for seed in range(3):
                unmade = dealer(seed, [key(50 + k) for k in range(players)])
                _same(unmade, _engine(playout, game, [dl.bots.Random(50 + k) for k in range(players)], seed))
            for bots in ([dl.bots.Random(k) for k in range(players)], bots_of("mixed", players, 1)):
                assert dl.simulate(game, 12, bots, seed=3) == _engine(dl.simulate, game, 12, bots, seed=3)


def test_counts_kept_in_the_context_agree_in_a_match():
    """A match whose context carries a count from deal to deal (``next_context``), read by the hook."""

    class Carried(Kozel):
        def after_play(self, state, player, move):
            state.context["n"] = state.context.get("n", 0) + 1 + state.context.get("carried", 0)

        def next_context(self, match, result):
            return {**super().next_context(match, result), "carried": len(match.results)}

    Carried.info = Kozel.info
    assert kernel._reads_after(Carried) and kept.form_of(Carried(), 4) is kernel
    for players in (2, 4):
        bots = bots_of("mixed", players, 2)
        assert dl.play_match(Carried(), bots, 5) == _engine(dl.play_match, Carried(), bots, 5)

        def deals(players=players):
            match, out = dl.Match(Carried(), players, 5), []
            while not match.over and len(out) < 5:
                out.append(match.play_deal(bots_of("random", players, 5)))
            return out

        fast, slow = deals(), _engine(deals)
        assert len(fast) == len(slow)
        for a, b in zip(fast, slow):
            _same(a, b)


# -- a position kept: its own copy -------------------------------------------------------------------------

def test_a_kept_copy_does_not_read_the_position_it_was_kept_from():
    """``kept.kept(state)`` is a copy; its view read the table and history of ``state`` itself, so
    ``state`` played on first made the copy's hook read another deal's line (``IllegalMove``: a
    tile shown no end it has) or count another history."""
    cls = _hooked(Classic, COUNTS[0], "CopyCounts")
    for players in (2, 3):
        for seed in range(6):
            state = cls().deal(players, seed)
            for _ in range(4):
                state.play(state.legal_moves()[0])
            engine = state.clone()
            copy_ = kept.kept(state)
            assert copy_ is not None
            run_deal(state, bots_of("random", players, 1))  # the position it was kept from, played on
            _same(run_deal(copy_, bots_of("mixed", players, seed)), run_deal(engine, bots_of("mixed", players, seed)))


def test_positions_with_a_counting_hook_copied_pickled_read_back_and_finished():
    """A kept deal part played by hand and then pickled, copied, deep-copied or cloned; any position
    finished (``driver.finish``: kept again); a position read back from its text and finished."""
    cls = _hooked(Kozel, COUNTS[0], "PositionCounts")
    game = cls()
    copies = (lambda s: pickle.loads(pickle.dumps(s)), copy.copy, copy.deepcopy, lambda s: s.clone())
    for players in (2, 3, 4):
        for seed in range(3):
            fast, slow = kept.deal(game, players, seed), game.deal(players, seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(4, 16)):
                if fast.over:
                    break
                legal = fast.legal_moves()
                move = legal[rng.randrange(len(legal))]
                fast.play(move)
                slow.play(move)
            if fast.over:
                continue
            for made in copies:
                _same(run_deal(made(fast), bots_of("greedy", players, seed)),
                      run_deal(slow.clone(), bots_of("greedy", players, seed)))
            text = slow.to_text()
            _same(finish(slow, bots_of("mixed", players, seed)),
                  _engine(finish, slow.clone(), bots_of("mixed", players, seed)))
            back, again = State.from_text(text, game=game), State.from_text(text, game=game)
            _same(finish(back, bots_of("random", players, seed)),
                  _engine(finish, again, bots_of("random", players, seed)))


# -- what the kernel's deal reads of a match and a seed, as game.deal reads them -----------------------------

@pytest.mark.parametrize("leader", [10**6, 4, -1, True])
def test_a_match_context_no_match_makes_is_refused_as_the_engine_refuses_it(leader):
    """``game.deal`` refuses (``check_context``) a context naming no player of the deal; the kernel's
    deal did not: ``IndexError`` for 4 or 10**6, and a deal played for ``True`` or -1."""
    for game in (dl.game("kozel"), dl.game("classic"), dl.design("kozel", deal_scoring="muggins")):
        assert kept.form_of(game, 4) is not None
        for road in (lambda game=game: playout(game, bots_of("random", 4, 1), 3, ContextOnly({"leader": leader})),
                     lambda game=game: kept.deal(game, 4, 3, ContextOnly({"leader": leader}))):
            with pytest.raises(SetupError):
                _engine(road)
            with pytest.raises(SetupError):
                road()


def test_a_numpy_seed_deals_as_game_deal_deals_it():
    """``kept.deal`` from a numpy integer: the kernel hashed it as another number (not its int), so
    the deal was another, and its ``seed`` a numpy integer."""
    for game in (dl.game("kozel"), dl.design("classic", deal_scoring="muggins"), dl.game("wagons")):
        for seed in (np.int64(5), np.uint32(7)):
            fast = run_deal(kept.deal(game, 4, seed), bots_of("random", 4, 1))
            slow = run_deal(game.deal(4, seed), bots_of("random", 4, 1))
            assert type(fast.seed) is int
            _same(fast, slow)


# -- what a user's game may override, and designs ------------------------------------------------------------

class Big(Classic):
    """Classic on a double-12 set for up to 8 players (the kernel takes fewer than 8), its own lead,
    teams and a hook that counts what it reads."""

    def check_players(self, players):
        if players is None:
            return 2
        if not 2 <= players <= 8:
            raise SetupError("2 to 8 players")
        return players

    def hand_size(self, players):
        return 7 if players < 8 else 6

    def sides(self, players):
        if players % 2:
            return tuple((p,) for p in range(players))
        return tuple((p, p + players // 2) for p in range(players // 2))

    def first_lead(self, hands, context):
        if context.get("leader") is not None:
            return context["leader"], None
        best = max(range(len(hands)), key=lambda p: (sum(t.pips for t in hands[p]), -p))
        return best, frozenset(hands[best])

    def after_play(self, state, player, move):
        state.context["t"] = state.context.get("t", 0) * 5 + len(state.hands[player]) + len(state.history)


Big.info = Classic.info


def test_a_users_game_of_two_to_eight_players():
    game = Big(set_n=12)
    assert kernel._reads_after(Big)
    for players in range(2, 9):
        assert (kept.form_of(game, players) is kernel) is (players < 8)
        for seed in range(2):
            for kind in ("random", "mixed"):
                _same(playout(game, bots_of(kind, players, seed), seed),
                      _engine(playout, game, bots_of(kind, players, seed), seed))
            bots = [dl.bots.Random(k) for k in range(players)]
            assert dl.simulate(game, 6, bots, seed=seed) == _engine(dl.simulate, game, 6, bots, seed=seed)


@pytest.mark.parametrize("base, parts", [("kozel", {"draw": "fork"}), ("classic", {"deal": "fork"}),
                                         ("classic", {"lead": "kozel"}), ("kozel", {"matching": "seven"}),
                                         ("kozel", {"deal_scoring": "muggins"}), ("muggins", {"layout": "kozel"}),
                                         ("classic", {"layout": "wagons"})])
def test_designs_with_a_counting_hook(base, parts):
    """A design, and a design with a hook that counts in the context (the kernel's view where it
    takes the design; the engine where a counted line or Wagons' trains would have), for every
    number of players: the engine's deals and rows."""
    design = dl.design(base, **parts)
    hooked = _hooked(type(design), COUNTS[0], "Designed" + type(design).__name__)()
    lo, hi = design.info.players
    for players in range(lo, hi + 1):
        assert kept.form_of(design, players) is not None
        for game in (design, hooked):
            for seed in range(2):
                _same(playout(game, bots_of("mixed", players, seed), seed),
                      _engine(playout, game, bots_of("mixed", players, seed), seed))
        bots = [dl.bots.Random(k) for k in range(players)]
        assert dl.simulate(hooked, 8, bots, seed=2) == _engine(dl.simulate, hooked, 8, bots, seed=2)


# -- a score that reads the history --------------------------------------------------------------------------

def _scores_history(base):
    """``base`` whose deal score reads the history and the tally (and keeps the history itself), as the
    engine shows them to ``score_deal``: before the move that ended the deal is recorded."""

    class ScoresHistory(base):
        def score_deal(self, state, reason, winner, fisher, move=None):
            result = super().score_deal(state, reason, winner, fisher, move)
            state.context["history"] = state.history
            state.context["seen"] = (len(state.history), state.move_tally(), str(move))
            return dataclasses.replace(result, points=tuple(p + 1000 * len(state.history) for p in result.points))

    ScoresHistory.info = base.info
    ScoresHistory.__qualname__ = ScoresHistory.__name__ = "ScoresHistory" + base.__name__
    globals()[ScoresHistory.__name__] = ScoresHistory
    return ScoresHistory


@pytest.mark.parametrize("base", [Kozel, Classic, type(dl.design("kozel", deal_scoring="muggins"))])
def test_a_score_that_reads_the_history_sees_it_as_the_engine_shows_it(base):
    """The compact forms scored a deal with the move that ended it in its history and tally
    (made from the log), the engine before recording it: a ``score_deal`` that read them scored
    otherwise on every road, ``dl.simulate``'s rows too."""
    game = _scores_history(base)()
    for players in (2, 3, 4):
        assert kept.form_of(game, players) is not None
        dealer = kept.random_dealer(game, players)
        for seed in range(3):
            fast = playout(game, bots_of("mixed", players, seed), seed)
            _same(fast, _engine(playout, game, bots_of("mixed", players, seed), seed))
            assert fast.context["history"] == fast.history
            _same(dealer(seed, [key(5 + k) for k in range(players)]),
                  _engine(playout, game, [dl.bots.Random(5 + k) for k in range(players)], seed))
            state = game.deal(players, seed)
            for _ in range(5):
                state.play(state.legal_moves()[-1])
            _same(finish(state, bots_of("random", players, seed)),
                  _engine(finish, state.clone(), bots_of("random", players, seed)))
        bots = [dl.bots.Random(k) for k in range(players)]
        assert dl.simulate(game, 10, bots, seed=4) == _engine(dl.simulate, game, 10, bots, seed=4)


def test_a_wagons_score_that_reads_the_tally_is_the_engines():
    """Wagons' kept deal scored with the move that ended it in its tally (its log's): a score that
    reads ``move_tally`` is now left to the engine, as one that reads the history already was."""
    wagons = game_class("wagons")

    class ScoresTally(wagons):
        def score_deal(self, state, reason, winner, fisher, move=None):
            result = super().score_deal(state, reason, winner, fisher, move)
            return dataclasses.replace(result, points=tuple(p + 1000 * state.move_tally()[0] for p in result.points))

    ScoresTally.info = wagons.info
    game = ScoresTally()
    for players in (2, 3, 4):
        assert kept.form_of(game, players) is None and kept.form_of(wagons(), players) is not None
        bots = [dl.bots.Random(k) for k in range(players)]
        assert dl.simulate(game, 6, bots, seed=1) == _engine(dl.simulate, game, 6, bots, seed=1)


# -- every option variant and Fork's draw, every road ---------------------------------------------------------

def _variants():
    from domino_lab.options import option_variants

    for gid in ("classic", "kozel", "general"):
        for _name, options in option_variants(dl.game(gid)):
            yield game_class(gid), options
    for base, parts in (("kozel", {"draw": "fork"}), ("classic", {"deal": "fork"}),
                        ("classic", {"draw": "fork", "lead": "kozel"})):
        yield type(dl.design(base, **parts)), {}


def test_a_counting_hook_on_every_variant_and_road():
    """A hook that counts every field the view makes when read (``COUNTS[0]``), on every option
    variant of the games the kernel takes and on designs with Fork's draw: the driver's deal, the
    unmade seats' dealer, a position part played finished, and the same read back from its text."""
    for n, (base, options) in enumerate(_variants()):
        game = _hooked(base, COUNTS[0], f"Variant{n}")(**options)
        lo, hi = game.info.players
        for players in range(lo, hi + 1):
            assert kept.form_of(game, players) is kernel
            dealer = kept.random_dealer(game, players)
            for seed in range(3):
                _same(playout(game, bots_of("mixed", players, seed), seed),
                      _engine(playout, game, bots_of("mixed", players, seed), seed))
                _same(dealer(seed, [key(seed + k) for k in range(players)]),
                      _engine(playout, game, [dl.bots.Random(seed + k) for k in range(players)], seed))
                state, rng = game.deal(players, seed), random.Random(seed)
                for _ in range(rng.randrange(30)):
                    if state.over:
                        break
                    legal = state.legal_moves()
                    state.play(legal[rng.randrange(len(legal))])
                if state.over:
                    continue
                text = state.to_text()
                _same(finish(state, bots_of("greedy", players, seed)),
                      _engine(finish, state.clone(), bots_of("greedy", players, seed)))
                _same(finish(State.from_text(text, game=game), bots_of("random", players, seed)),
                      _engine(finish, State.from_text(text, game=game), bots_of("random", players, seed)))
