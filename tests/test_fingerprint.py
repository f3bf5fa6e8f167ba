"""One fingerprint of what every game plays, against hashes stored before a change to the engine.

For each of the 33 games, each number of players it takes and each option variant the
conformance check knows (``options.option_variants``), ``n`` seeded deals (4; 40 under
``-m slow``) are played
twice: through ``dl.simulate`` (random bots, and random against greedy) and through the object
engine move by move (``game.deal`` + ``run_deal``). The hash covers each deal's position text,
history and result, and the simulate rows. A refactor of the engine (a faster loop, a more
compact state) must leave every hash as it was: the same games, move for move, score for score.

The stored hashes (``tests/fingerprints.json``) were computed on the engine before the chain
family's fast paths were folded into the family (issue 25). A deliberate change of rules or of
random streams regenerates them, in a commit that says so::

    PYTHONPATH=$PWD python tests/test_fingerprint.py --write

Where a hash differs, ``python tests/test_fingerprint.py --games kozel`` prints the new ones, and
the full-state comparison (``test_playout_is_the_engine_deal``) names the first field that does.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

import pytest
from helpers import same_deal

import domino_lab as dl
from domino_lab.driver import playout, run_deal, turns
from domino_lab.games.registry import game_class
from domino_lab.options import option_variants

STORED = Path(__file__).resolve().parent / "fingerprints.json"
QUICK_N, FULL_N = 4, 40  # deals per variant and player count: the default run, and -m slow


def _bots(players: int, mix: bool) -> list:
    return [dl.bots.Greedy() if mix and k % 2 else dl.bots.Random(k) for k in range(players)]


def fingerprint(game_id: str, n: int, every_variant: bool = True, make=None, players=None) -> dict[str, str]:
    """``{"<variant> <players>p": hash}`` for one game: ``n`` deals of each variant (only the
    defaults unless ``every_variant``) and number of players. ``make(game_id, **options)`` builds
    each game (default ``dl.game``: a design rebuilt from the game's own parts must hash the same);
    ``players`` keeps those numbers of players (default: every number the game takes)."""
    out: dict[str, str] = {}
    variants = option_variants(game_class(game_id)) if every_variant else [("defaults", {})]
    for name, options in variants:
        try:
            game = (make or dl.game)(game_id, **options)
        except dl.DominoError:
            continue
        lo, hi = game.info.players
        for count in range(lo, hi + 1):
            if players is not None and count not in players:
                continue
            h = hashlib.sha256()
            for mix in (False, True):
                try:
                    rows = dl.simulate(game, n, _bots(count, mix), seed=11)
                except dl.DominoError as exc:  # a variant that cannot be dealt to this many
                    h.update(f"refused {type(exc).__name__}".encode())
                    continue
                h.update(repr(list(rows)).encode())
                for seed in range(n):
                    state = run_deal(game.deal(count, seed), _bots(count, mix))
                    h.update(state.to_text().encode())
                    h.update(repr(state.history).encode())
                    h.update(repr(state.result()).encode())
            out[f"{name} {count}p"] = h.hexdigest()[:16]
    return out


def _stored(kind: str) -> dict:
    return json.loads(STORED.read_text())[kind]["games"]


GAMES = [info.id for info in dl.catalogue()]


def test_every_game_is_fingerprinted():
    assert sorted(_stored("quick")) == sorted(GAMES) == sorted(_stored("full"))
    assert len(GAMES) == 33


@pytest.mark.parametrize("game_id", GAMES)
def test_fingerprint(game_id):
    """Every option variant the conformance check knows, every number of players, a few deals:
    the same deals as before the change."""
    assert fingerprint(game_id, QUICK_N) == _stored("quick")[game_id]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_fingerprint_every_variant(game_id):
    """The same, over ten times as many deals."""
    assert fingerprint(game_id, FULL_N) == _stored("full")[game_id]


@pytest.mark.parametrize("game_id", GAMES)
def test_playout_is_the_engine_deal(game_id):
    """Full-state comparison on a small set: a deal played out by ``playout`` (whatever road the
    family takes) equals, field for field, the same deal played move by move through the
    driver's checked loop (``turns``), for random and greedy bots."""
    game = dl.game(game_id)
    lo, hi = game.info.players
    for players in sorted({lo, hi}):
        for seed in range(2):
            for mix in (False, True):
                fast = playout(game, _bots(players, mix), seed)
                slow = game.deal(players, seed)
                for _ in turns(slow, _bots(players, mix)):
                    pass
                same_deal(fast, slow, record=tuple(k for k in vars(fast) if k not in vars(slow)))


@pytest.mark.parametrize("game_id", GAMES)
def test_any_position_finishes_as_the_engine_finishes_it(game_id):
    """Full-state comparison from positions a random walk reaches: ``finish`` (whatever road it
    takes) leaves the position as it was and ends the deal as the driver's checked loop does."""
    import random

    from domino_lab.driver import finish

    game = dl.game(game_id)
    lo, hi = game.info.players
    for players in sorted({lo, hi}):
        for seed in range(3):
            state = game.deal(players, seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(20)):
                if state.over:
                    break
                legal = state.legal_moves()
                state.play(legal[rng.randrange(len(legal))])
            before, slow = state.to_text(), state.clone()
            fast = finish(state, _bots(players, True))
            assert state.to_text() == before or fast is state
            for _ in turns(slow, _bots(players, True)):
                pass
            same_deal(fast, slow, record=tuple(k for k in vars(fast) if k not in vars(slow)))


def _variants():
    """A user's variants, each overriding one hook with the same rule (``super()``)."""
    from domino_lab.games.chain.classic import Classic
    from domino_lab.games.chain.double_lock import DoubleLock
    from domino_lab.games.chain.kozel import Kozel

    class Counted(Kozel):  # a scoring hook
        def hand_value(self, hand):
            return super().hand_value(hand)

    class Fitting(Classic):  # a matching hook, asked once per tile and number
        def fits(self, tile, value):
            return super().fits(tile, value)

    class After(Classic):  # a play-time hook, asked after every play
        def after_play(self, state, player, move):
            return super().after_play(state, player, move)

    class Locked(DoubleLock):
        def after_play(self, state, player, move):
            return super().after_play(state, player, move)

    class Reads(Classic):  # a play-time hook that does something (reads the deal), changing nothing
        def after_play(self, state, player, move):
            if len(state.hands[player]) == 1 and not state.boneyard:
                return None
            return super().after_play(state, player, move)

    for cls in (Counted, Fitting, After, Locked, Reads):
        cls.info = cls.__mro__[1].info  # (the stock game's entry: not registered)
    # (an after_play that only hands its arguments on is the family's: the integer kernel takes it; so it
    # does one whose code only reads, calling it on a view of the deal: kernel_view)
    return {"hand_value": (Counted(), "kernel"), "fits": (Fitting(), "kernel"), "after_play": (After(), "kernel"),
            "after_play on double_lock": (Locked(), "engine"), "after_play that reads": (Reads(), "kernel")}


def _swapping():
    """A variant whose ``after_play`` changes the deal without changing a hand's size: who lays a
    double gives their lowest tile to the next player and takes theirs (called on the deal itself)."""
    from domino_lab.games.chain.kozel import Kozel

    class Swap(Kozel):
        def after_play(self, state, player, move):
            if move.tile.is_double:
                nxt = (player + 1) % len(state.hands)
                mine, theirs = min(state.hands[player], key=_ID), min(state.hands[nxt], key=_ID)
                state.hands[player].remove(mine)
                state.hands[nxt].remove(theirs)
                state.hands[player].add(theirs)
                state.hands[nxt].add(mine)

    Swap.info = Kozel.info
    return Swap()


def _ID(tile):
    return tile.id


def _engine_alone(game, bots):
    """Whether no compact form takes ``game`` (``games.kept``): the engine's own state is played."""
    from domino_lab.games.kept import form_of

    return form_of(game, len(bots)) is None


@pytest.mark.parametrize("hook", ["hand_value", "fits", "after_play", "after_play on double_lock",
                                  "after_play that reads"])
def test_a_users_variant_keeps_the_familys_loop_and_plays_as_the_engine(hook):
    """A variant that overrides a hook is played by the family's own loop (the chain kernel calls or
    tabulates the hook) or the engine's, and each deal is, field for field, the one the driver's
    checked loop plays."""
    from domino_lab.games.chain import kernel

    game, road = _variants()[hook]
    assert kernel.takes(game, 4) if road == "kernel" else _engine_alone(game, _bots(4, True))
    for players in (2, 4):
        for seed in range(4):
            fast = playout(game, _bots(players, True), seed)
            slow = game.deal(players, seed)
            for _ in turns(slow, _bots(players, True)):
                pass
            same_deal(fast, slow, record=tuple(k for k in vars(fast) if k not in vars(slow)))
    if hook != "fits":  # (a game with matching of its own never closes its chain as seed 003's fish: chain_closes)
        stock = dl.game(type(game).info.id)
        for seed in range(4):
            assert playout(game, _bots(4, True), seed).to_text() == playout(stock, _bots(4, True), seed).to_text()


def test_an_after_play_that_changes_the_hands_is_honoured_exactly():
    """A rule after each play that swaps tiles between hands (the hands keep their sizes) is called
    on the deal itself (the chain kernel's deal, which its first read of the hands makes the
    engine's plain state): every deal is the driver's checked one, and some differ from stock Kozel's."""
    from domino_lab.games.chain import kernel

    game = _swapping()
    assert kernel.takes(game, 4)
    differs = 0
    for players in (2, 4):
        for seed in range(5):
            fast = playout(game, _bots(players, True), seed)
            slow = game.deal(players, seed)
            for _ in turns(slow, _bots(players, True)):
                pass
            same_deal(fast, slow, record=tuple(k for k in vars(fast) if k not in vars(slow)))
            differs += fast.to_text() != playout(dl.game("kozel"), _bots(players, True), seed).to_text()
    assert differs  # (the rule changed deals: it was called)


def test_only_a_body_that_reads_is_read_as_changing_nothing():
    """``delegation.reads_only``: an ``after_play`` that reads the deal and hands on to the family's
    no-op is taken to change nothing (the chain kernel then calls it on a view of the deal:
    ``kernel_view``); a store, an in-place operator, a method call or a call of anything but a few
    builtins is the game's rule, and the engine plays the game."""
    import sys

    from domino_lab.games.chain.base import ChainGame
    from domino_lab.games.chain.delegation import reads_only
    from domino_lab.games.chain.kozel import Kozel

    class Keeps(Kozel):
        def after_play(self, state, player, move):
            return None if len(state.hands[player]) == 1 and bool(state.boneyard) else abs(player)

    class Stores(Kozel):
        def after_play(self, state, player, move):
            state.passes = 0

    class Local(Kozel):
        def after_play(self, state, player, move):
            hand = state.hands[player]
            return hand

    class InPlace(Kozel):
        def after_play(self, state, player, move):
            if len(state.hands[player]) > 9:
                state.hands[player] |= state.hands[player - 1]

    class Prints(Kozel):
        def after_play(self, state, player, move):
            return print(state) or super().after_play(state, player, move)

    Reads = _variants()["after_play that reads"][0]
    expected = sys.version_info[:2] == (3, 11)  # (the bytecode it reads; elsewhere every body is compared)
    assert reads_only(type(Reads), "after_play", ChainGame) is expected
    assert reads_only(Keeps, "after_play", ChainGame) is expected
    for cls in (Stores, Local, InPlace, Prints, type(_swapping()), type(dl.game("seven"))):
        assert not reads_only(cls, "after_play", ChainGame), cls


def test_only_a_pure_hand_on_is_read_as_the_familys_own():
    """``delegation.passed_on``: an override whose whole body is ``super().after_play(state, player,
    move)`` (returned or not) is the family's no-op; anything more is the game's own rule."""
    from domino_lab.games.chain.base import ChainGame
    from domino_lab.games.chain.delegation import acting, passed_on
    from domino_lab.games.chain.kozel import Kozel

    class Returns(Kozel):
        def after_play(self, state, player, move):
            return super().after_play(state, player, move)

    class Calls(Kozel):
        def after_play(self, state, player, move):
            super().after_play(state, player, move)

    class Below(Returns):  # a hand-on of a hand-on
        def after_play(self, state, player, move):
            return super().after_play(state, player, move)

    class Swapped(Kozel):  # the arguments reordered
        def after_play(self, state, player, move):
            return super().after_play(state, move, player)

    class Keyword(Kozel):
        def after_play(self, state, player, move):
            return super().after_play(state, player, move=None)

    class More(Kozel):  # something besides
        def after_play(self, state, player, move):
            state.passes = 0
            return super().after_play(state, player, move)

    class Other(Kozel):  # another method of super()
        def after_play(self, state, player, move):
            return super().extra_moves(state, player)

    class Plain(Kozel):  # no super(): the base named
        def after_play(self, state, player, move):
            return ChainGame.after_play(self, state, player, move)

    for cls in (Returns, Calls, Below):
        assert passed_on(cls, ChainGame, ("after_play",)) == {"after_play"}, cls
        assert acting(cls, "after_play") is ChainGame.after_play
    for cls in (Swapped, Keyword, More, Other, Plain):
        assert passed_on(cls, ChainGame, ("after_play",)) == frozenset(), cls
    assert passed_on(Kozel, ChainGame, ("after_play",)) == frozenset()  # (not overridden at all)
    Seven = type(dl.game("seven"))

    class Handing(Seven):  # Seven's own after_play (the sums), handed on to: Seven's, not the family's
        def after_play(self, state, player, move):
            return super().after_play(state, player, move)

    assert acting(Handing, "after_play") is Seven.after_play and not passed_on(Handing, ChainGame, ("after_play",))


def test_a_fish_rule_read_first_then_the_familys():
    """Donkey's ``blocked`` is ``self.table.all_closed or super().blocked()``: the chain family's
    ``_apply`` reads the attribute, then asks the family's fish test itself (``plays.state_plan``).
    Another body (``and``, a further test, a method that is not the family's below) is called as
    written, and plays as the driver's checked loop."""
    from domino_lab.games.chain.base import ChainState
    from domino_lab.games.chain.delegation import first_or_handed_on
    from domino_lab.games.cross.donkey import Donkey, DonkeyState

    class Both(DonkeyState):
        def blocked(self):
            return self.table.all_closed and super().blocked()

    class Longer(DonkeyState):  # a fish as soon as two arms are closed
        def blocked(self):
            return sum(self.table.closed) >= 2 or super().blocked()

    assert first_or_handed_on(DonkeyState, "blocked", ChainState) == ("table", "all_closed")
    assert first_or_handed_on(Both, "blocked", ChainState) is None
    assert first_or_handed_on(Longer, "blocked", ChainState) is None

    class Shorter(Donkey):
        StateClass = Longer

    Shorter.info = Donkey.info
    assert _engine_alone(Shorter(), _bots(4, True))
    differs = 0
    for seed in range(6):
        fast = playout(Shorter(), _bots(4, True), seed)
        slow = Shorter().deal(4, seed)
        for _ in turns(slow, _bots(4, True)):
            pass
        same_deal(fast, slow)
        differs += fast.to_text() != playout(dl.game("donkey"), _bots(4, True), seed).to_text()
    assert differs  # (its own blocked was called)


def test_a_lay_read_as_the_familys_then_after_lay():
    """The counting family's and Donkey's ``_lay`` are ``super()._lay(player, play)`` then
    ``self.after_lay(player, play)`` (the counting family's with ``assert isinstance(play, Play)``
    between): the chain family's ``_apply`` lays the tile itself and calls ``after_lay`` (not at all
    when its body is empty: ``plays.state_plan``). Anything else in ``_lay`` is called as written,
    and plays as the driver's checked loop."""
    from domino_lab.games.chain.base import ChainState
    from domino_lab.games.chain.delegation import does_nothing, lays_then
    from domino_lab.games.counting.base import CountingState
    from domino_lab.games.cross.donkey import Donkey, DonkeyState

    class Plain(DonkeyState):  # (the family's _lay below the variants: super() finds ChainState's)
        _lay = ChainState._lay

    class Twice(Plain):  # after_lay asked twice: not the family's lay then after_lay
        def _lay(self, player, play):
            super()._lay(player, play)
            self.after_lay(player, play)
            self.after_lay(player, play)

    class Other(Plain):  # an assert of another kind
        def _lay(self, player, play):
            super()._lay(player, play)
            assert isinstance(play, Donkey)
            self.after_lay(player, play)

    class Swapped(Plain):  # the arguments swapped
        def _lay(self, player, play):
            super()._lay(player, play)
            self.after_lay(play, player)

    class Counted(Plain):  # lays, counts the tiles laid, then after_lay
        def _lay(self, player, play):
            super()._lay(player, play)
            self.laid_count = getattr(self, "laid_count", 0) + 1
            self.after_lay(player, play)

    assert lays_then(CountingState, "_lay", "after_lay", ChainState) and does_nothing(CountingState.after_lay)
    assert lays_then(DonkeyState, "_lay", "after_lay", ChainState) and not does_nothing(DonkeyState.after_lay)
    for cls in (Twice, Other, Swapped, Counted):
        assert not lays_then(cls, "_lay", "after_lay", ChainState), cls

    class Counting(Donkey):
        StateClass = Counted

    Counting.info = Donkey.info
    assert _engine_alone(Counting(), _bots(4, True))
    for seed in range(4):
        fast = playout(Counting(), _bots(4, True), seed)
        slow = Counting().deal(4, seed)
        for _ in turns(slow, _bots(4, True)):
            pass
        same_deal(fast, slow)
        assert fast.laid_count == len(fast.table.placed)  # (its own _lay was called for every tile)


def test_an_end_rule_that_reads_the_deal_is_asked_at_every_move():
    """Odd-and-Even's end rule reads only the arm and the tile (its code never loads ``state``), so
    the engine keeps a table of it (``plays.tabled_end_rule``: "tile"); a variant whose rule reads
    the deal is asked anew, and plays as the driver's checked loop."""
    from domino_lab.games.chain.base import ChainGame
    from domino_lab.games.chain.plays import tabled_end_rule
    from domino_lab.games.cross.odd_even import OddEven

    class Late(OddEven):  # any tile on any arm for the first six moves
        def end_accepts(self, state, end, tile):
            return len(state.history) < 6 or super().end_accepts(state, end, tile)

    Late.info = OddEven.info
    assert tabled_end_rule(OddEven, ChainGame) == "tiles" and tabled_end_rule(Late, ChainGame) is None
    differs = 0
    for seed in range(6):
        fast = playout(Late(), _bots(4, True), seed)
        slow = Late().deal(4, seed)
        for _ in turns(slow, _bots(4, True)):
            pass
        same_deal(fast, slow)
        differs += fast.to_text() != playout(dl.game("odd_even"), _bots(4, True), seed).to_text()
    assert differs  # (the variant's rule changes deals: it was asked)


def test_a_variant_that_changes_the_turn_itself_leaves_the_loops():
    from domino_lab.games.chain import kernel
    from domino_lab.games.chain.base import ChainState
    from domino_lab.games.chain.kozel import Kozel

    class OwnApply(ChainState):
        def _apply(self, move):
            return super()._apply(move)

    class Own(Kozel):
        StateClass = OwnApply

    bots = _bots(4, False)
    assert not kernel.takes(Own(), 4) and _engine_alone(Own(), bots)


@pytest.mark.parametrize("game_id", ["kozel", "double_lock", "fives", "seven", "forty_two"])
def test_a_bot_that_returns_a_move_it_was_not_handed_is_refused_by_every_road(game_id):
    class Foreign(dl.bots.Random):  # chooses from the moves alone, it says (looks = False), but does not
        def choose(self, observation, legal_moves):
            return dl.moves.Pass() if not isinstance(legal_moves[0], dl.moves.Pass) else dl.moves.Draw()

    game = dl.game(game_id)
    players = game.info.players[0]
    with pytest.raises(dl.IllegalMove):
        playout(game, [Foreign(k) for k in range(players)], 1)
    with pytest.raises(dl.IllegalMove):
        run_deal(game.deal(players, 1), [Foreign(k) for k in range(players)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="store the hashes of the engine as it is now")
    parser.add_argument("--games", nargs="*", default=GAMES, help="game ids (default: all)")
    args = parser.parse_args()
    if args.write:
        stored = {kind: {"n": n, "games": {g: fingerprint(g, n, every) for g in GAMES}}
                  for kind, n, every in (("quick", QUICK_N, True), ("full", FULL_N, True))}
        STORED.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n")
    else:
        print(json.dumps({g: fingerprint(g, FULL_N) for g in args.games}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
