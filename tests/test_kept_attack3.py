"""A third attack on the compact forms of a deal (``games.kept``) and the driver: bots that do not look
but sort, keep or change the list they are handed, lead rules that keep what they are shown, and
what the driver and the forms do with what they are given. Each test reproduces a defect (the form
against the engine alone, ``kept.engine_alone``, in every field) and stays as its proof."""

from __future__ import annotations

import random

import pytest
from helpers import engine_alone as _engine
from helpers import same_kept as _same

import domino_lab as dl
from domino_lab.driver import finish, playout
from domino_lab.games import kept
from domino_lab.games.chain import kernel, wagons_path
from domino_lab.games.chain.classic import Classic
from domino_lab.games.chain.kozel import Kozel
from domino_lab.games.chain.wagons import Wagons
from domino_lab.games.counting import counted_line
from domino_lab.policies import Bot
from domino_lab.tiles import Tile

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


class ChangesItsMoves(Classic):
    """A hook that changes the list of moves the state gives it (``_legal_moves``: the engine's, a new one)."""

    def after_play(self, state, player, move):
        moves = state._legal_moves()
        if type(moves) is list and len(moves) > 1:
            moves.pop()


ChangesItsMoves.info = Classic.info


def test_what_changes_a_list_of_moves_changes_no_turn_a_compact_form_keeps():
    """The compact forms keep each turn's moves, made once (``PlayedOut``'s and Wagons' ``turns``): as
    tuples, which nothing can change, handed to a bot as a list of its own (``driver._run_plain``:
    ``_turns_kept``). Kept as lists, a hook that changed the list it was given changed the turn kept for
    every later deal of the game, where the engine's list is new each time."""
    game = ChangesItsMoves()
    for seed in range(12):
        _same(playout(game, [dl.bots.Random(seed + k) for k in range(2)], seed),
              _engine(playout, game, [dl.bots.Random(seed + k) for k in range(2)], seed))


# -- a lead rule that keeps the hands it is shown ------------------------------------------------------------

def _keeping(base, name: str, hook: str | None = None):
    """A subclass of ``base`` (module-level, so that it pickles) whose lead rule keeps the first hand and
    the list of hands it is shown in the deal's context, as the engine's deal shows them: the deal's own
    hands, which play then empties (``hook``: an ``after_play`` of its own besides)."""

    def first_lead(self, hands, context):
        context["first"], context["all"] = hands[0], [hands]
        return base.first_lead(self, hands, context)

    space: dict = {"first_lead": first_lead, "__module__": __name__, "__qualname__": name}
    if hook is not None:
        exec(f"def after_play(self, state, player, move):\n    {hook}\n", {}, space)  # noqa: S102 - a test's own code
    cls = type(name, (base,), space)
    cls.info = base.info
    globals()[name] = cls
    return cls


KEEPING = [_keeping(Kozel, "KeepsKozel"), _keeping(Classic, "KeepsClassic"),
           _keeping(Kozel, "KeepsCounting", 'state.context["n"] = len(state.hands[player])'),
           _keeping(Classic, "KeepsWriting", "state.passes = state.passes"),
           _keeping(type(dl.design("kozel", deal_scoring="muggins")), "KeepsMuggins"), _keeping(Wagons, "KeepsWagons")]


@pytest.mark.parametrize("cls", KEEPING, ids=lambda c: c.__name__)
def test_a_lead_rule_that_keeps_the_hands_it_is_shown_keeps_the_deals_own(cls):
    """The engine shows ``first_lead(hands, context)`` the deal's own hands (the state's list and sets),
    so a rule that keeps them in the context keeps the hands as play leaves them (``context["first"] is
    state.hands[0]``). The chain kernel's deal showed the rule sets made for it (or its lazy
    ``_DealtHands``), and finished with other sets: the context held the hand as dealt, seven tiles, in
    the driver's deal and in ``dl.simulate``'s unmade ``Random`` seats' (``random_dealer``); Wagons'
    kept deal, dealt by the engine, finished with sets of its own too."""
    game = cls()
    assert kept.form_of(game, 4) in (kernel, counted_line, wagons_path)
    for players in (2, 3, 4):
        dealer = kept.random_dealer(game, players)
        for seed in range(4):
            fast = playout(game, [dl.bots.Random(seed + k) for k in range(players)], seed)
            slow = _engine(playout, game, [dl.bots.Random(seed + k) for k in range(players)], seed)
            _same(fast, slow)
            assert fast.context["first"] is fast.hands[0] and fast.context["all"][0] is fast.hands
            if dealer is not None:
                from domino_lab.streams import key

                unmade = dealer(seed, [key(seed + k) for k in range(players)])
                _same(unmade, slow)
                assert unmade.context["first"] is unmade.hands[0] and unmade.context["all"][0] is unmade.hands
    match, plain = dl.Match(game, 4, seed=5), dl.Match(game, 4, seed=5)
    for _ in range(3):
        fast = match.play_deal([dl.bots.Greedy()] * 4)
        _same(fast, _engine(plain.play_deal, [dl.bots.Greedy()] * 4))


# -- a position kept to be finished: its own context ----------------------------------------------------------

class LogsPlays(Classic):
    """A hook that keeps a list in the deal's context and adds to it (shown a view of the deal, whose
    context is the deal's own: ``delegation._in_context``)."""

    def after_play(self, state, player, move):
        state.context.setdefault("log", []).append(player)


class LogsPlaysOnTheDeal(Classic):
    """The same, and a field of the deal written besides (a hook that may change the deal: called on it)."""

    def after_play(self, state, player, move):
        state.context.setdefault("log", []).append(player)
        state.last_logged = player


LogsPlays.info = LogsPlaysOnTheDeal.info = Classic.info


@pytest.mark.parametrize("cls", [LogsPlays, LogsPlaysOnTheDeal])
def test_finishing_a_position_leaves_the_lists_in_its_context_as_they_were(cls):
    """``driver.finish`` plays a copy of a position in its compact form and leaves the position as it
    was, as the engine plays a ``clone`` (whose context is copied with its lists). ``kernel.kept``
    copied the context one level deep (``dict(state.context)``): a hook that adds to a list kept in
    the context added to the position's own list, and the position changed."""
    game = cls()
    assert kernel._reads_after(cls) if cls is LogsPlays else kernel._writes_after(cls)
    for players in (2, 3, 4):
        for seed in range(3):
            state = game.deal(players, seed)
            for _ in range(3 + seed):
                state.play(state.legal_moves()[0])
            before, log = state.to_text(), list(state.context["log"])
            slow = _engine(finish, state.clone(), [dl.bots.Random(seed + k) for k in range(players)])
            fast = finish(state, [dl.bots.Random(seed + k) for k in range(players)])
            assert state.to_text() == before and state.context["log"] == log
            _same(fast, slow)


# -- a deal nobody can start -----------------------------------------------------------------------------------

class LeadsAbsent(Classic):
    """A lead rule that names a tile the leader may not hold: the deal cannot start when he does not."""

    def first_lead(self, hands, context):
        return 0, frozenset([Tile(6, 6)])


LeadsAbsent.info = Classic.info


def test_a_deal_its_unmade_random_seats_cannot_start_is_refused_as_the_engine_refuses_it():
    """Where the leader holds no tile the lead rule allows, the driver asks no bot: it raises
    ``DominoError`` ("no legal move in a live deal", with the position). ``dl.simulate``'s unmade
    ``Random`` seats (``kernel.random_dealer``, ``seeded.lead_of``) drew ``below(0)`` instead, a raw
    ``ValueError`` ("empty range for below(0)") inside the ``SimulationError``."""
    game = LeadsAbsent()
    for players in (2, 3, 4):
        bots = [dl.bots.Random(k) for k in range(players)]
        with pytest.raises(dl.errors.SimulationError) as fast:
            dl.simulate(game, 10, bots, seed=2)
        with pytest.raises(dl.errors.SimulationError) as slow:
            _engine(dl.simulate, game, 10, bots, seed=2)
        assert str(fast.value) == str(slow.value) and "no legal move in a live deal" in str(fast.value)


# -- the driver's public calls refuse what is no seat for each player ------------------------------------------

@pytest.mark.parametrize("gid", ["kozel", "muggins", "wagons"])
def test_finishing_a_position_with_a_bot_too_few_or_too_many_is_refused(gid):
    """``dl.playout`` checks its bots (``check_bots``: one bot per seat); ``driver.finish`` did not: too
    few bots were a raw ``IndexError`` at the first seat without one, on the compact form as on the
    engine, too many were played without a word, and a generator a raw ``TypeError``."""
    state = dl.game(gid).deal(4 if gid != "muggins" else 2, 3)
    players = state.players
    for bots in ([dl.bots.Greedy()] * (players - 1), [dl.bots.Greedy()] * (players + 1),
                 (dl.bots.Greedy() for _ in range(players))):
        for road in (finish, lambda *a: _engine(finish, *a)):
            with pytest.raises(dl.SetupError):
                road(state.clone(), bots)
    assert finish(state.clone(), (dl.bots.Greedy(),) * players).over


# -- a matching the engine asks only of the plays it meets --------------------------------------------------------

class OddTouch(Classic):
    """A rule that lets 6-6 join an end showing 0, and a ``touching_end`` that names the end's number for
    every play: wrong for that one play, which the engine refuses (``IllegalMove``) only when it is made."""

    def fits(self, tile, value):
        return value in (tile.low, tile.high) or (value == 0 and tile == Tile(6, 6))

    def touching_end(self, tile, value):
        return value


OddTouch.info = Classic.info


class PlaysOddly(Bot):
    """Plays 6-6 on 0 whenever it may, else the first move."""

    looks = False

    def choose(self, observation, legal_moves):
        return next((m for m in legal_moves if str(m) == "6-6 on 0"), legal_moves[0])


def _outcome(call, *args, **kwargs):
    """What ``call`` returns, or the type and text of what it raises."""
    try:
        return call(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - compared, not handled
        return type(exc), str(exc)


def _same_outcome(fast, slow) -> None:
    """Two ``_outcome``s of a deal: the same error, or two finished deals that agree in every field."""
    if isinstance(fast, tuple) or isinstance(slow, tuple):
        assert fast == slow
    else:
        _same(fast, slow)


def test_a_matching_that_fails_on_one_play_fails_only_when_the_play_is_made():
    """The chain kernel tabulates the game's ``fits`` and ``touching_end`` for every tile and number at
    once (``played_out.tabulate``); the engine asks them only of the plays it meets. A ``touching_end``
    that fails on one play the game allows made every deal of the compact form raise ``IllegalMove``
    before its first move, where the engine plays every deal in which that play is not made."""
    game = OddTouch()
    for players in (2, 3, 4):
        for seed in range(6):  # (a deal that does not make the play, or the same error where it does)
            _same_outcome(_outcome(playout, game, [dl.bots.Random(seed + k) for k in range(players)], seed),
                          _outcome(_engine, playout, game, [dl.bots.Random(seed + k) for k in range(players)], seed))
        for seed in range(3):  # (the rows, or the deal that makes the play and fails: the same on both roads)
            assert _outcome(dl.simulate, game, 12, [dl.bots.Random(k) for k in range(players)], seed=seed) == _outcome(
                _engine, dl.simulate, game, 12, [dl.bots.Random(k) for k in range(players)], seed=seed)
        for seed in range(4):  # (a position finished: its copy in the compact form, or the engine's, or the same error)
            state = game.deal(players, seed)
            state.play(state.legal_moves()[0])
            _same_outcome(_outcome(finish, state, [dl.bots.Random(k) for k in range(players)]),
                          _outcome(_engine, finish, state.clone(), [dl.bots.Random(k) for k in range(players)]))
    errors = []
    for road in (playout, lambda *a: _engine(playout, *a)):
        with pytest.raises(dl.IllegalMove) as refused:
            for seed in range(30):
                road(game, [PlaysOddly(), PlaysOddly()], seed)
        errors.append((seed, str(refused.value)))
    assert errors[0] == errors[1]


class OrdersAnotherSet(Kozel):
    """A lead order that names a tile of a bigger set before the family's own order."""

    def lead_order(self):
        return [Tile(9, 9), *super().lead_order()]


OrdersAnotherSet.info = Kozel.info


class OrdersAnotherSetCounted(type(dl.design("kozel", deal_scoring="muggins"))):  # type: ignore[misc]
    """The same lead order, on a chain game counted in play (``counted_line``)."""

    def lead_order(self):
        return [Tile(9, 9), *super().lead_order()]


def test_a_lead_order_naming_a_tile_outside_the_set_leads_as_the_engine_leads():
    """The family's lead (``lead_by_order``) gives the lead to the holder of the first tile of the order that
    was dealt: a tile no hand holds, one of another set too, is passed over. The kernel read the order as tile
    indices (``kernel._plan``, ``counted_line.random_dealer``) and raised a raw ``KeyError`` for every deal."""
    for game, form in ((OrdersAnotherSet(), kernel), (OrdersAnotherSetCounted(), counted_line)):
        for players in (2, 3, 4):
            assert kept.form_of(game, players) is form
            for seed in range(3):
                _same(playout(game, [dl.bots.Random(seed + k) for k in range(players)], seed),
                      _engine(playout, game, [dl.bots.Random(seed + k) for k in range(players)], seed))
            bots = [dl.bots.Random(k) for k in range(players)]
            assert dl.simulate(game, 10, bots, seed=3) == _engine(dl.simulate, game, 10, bots, seed=3)
