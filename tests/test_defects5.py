"""Defects found in the session of 2026-12-05 (second), each with its reproduction.

1. A finished Sea Goat deal read from text kept what its own fields said (``last:``, ``previous:``,
   ``six_lead:``) in attributes the state did not declare (``out_move``, ``out_previous``,
   ``top_lead``). A player's observation copies only declared fields, so the observation of such a
   deal dropped ``last: 6-6`` from its text (and with it what the score reads). They are now one
   declared public field, ``read_back`` (``ChainState.public_fields``).
2. A hand that named a tile twice in a position's text (``dl.position("kozel", ["1-1 1-1", "2-2"])``) was
   read as a set, the second 1-1 silently dropped: now a ``NotationError`` names the tile and the hand,
   as a tile in two places is named.
3. A design taking Donkey's deal scoring on a line (``dl.design("blitz", deal_scoring="donkey")``) was
   accepted and then failed in a fish with a raw ``AttributeError`` ('LineLayout' object has no
   attribute 'all_closed'): the cross had made ``all_closed`` a field of each table instead of a
   property of its class, and the designer's check of what a donated part reads of its table looked
   at the classes. It now looks at fresh tables, and refuses the design at once by name again.
4. A user's Kozel whose ``score_deal`` only hands its arguments on (``return super().score_deal(state,
   reason, winner, fisher, move)``, the guide's kind of variant) ran at 0.76-0.82x stock Kozel in
   ``dl.simulate`` (issue 25 asks 0.9x): the move that ended the deal was looked up for it, which
   made the integer loop's finished deal build its whole history, because the override "reads" its
   ``move`` argument (it hands it on). The ``score_deal`` asked is now the one that does the work
   (``delegation.acting``): 1.00x.
5. A Sea Goat deal record whose context said ``"writing_side": "x"`` (or -1, a list) was accepted and
   quietly decided whether a 6-6 lead plays на сто; ``"hundred": "yes"`` likewise. A game now checks
   the context a match hands its deal (``Game.check_context``: the leader for every game, the attack
   run's fix; Sea Goat's own keys too), and a record says which field is wrong.
"""

from __future__ import annotations

import json
import re

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.state import State

#: the reported deal: player 0 went out with 6-6 (Sea Goat scores the top double's finish)
SEA_GOAT_OUT = ("sea_goat | hands: - / 0-0 4-4 / 2-6 / 1-2 | table: 1-5 5-5 5-4 4-6 6-0 0-1 1-6 6-3 3-4 4-0 "
                "0-2 2-2 2-4 4-1 1-1 1-3 3-2 2-5 5-0 0-3 3-3 3-5 5-6 6-6 | boneyard: - | turn: over | ended: out "
                "| last: 6-6")


def test_the_observation_of_a_read_back_sea_goat_deal_keeps_its_last_field():
    state = State.from_text(SEA_GOAT_OUT)
    assert state.read_back["move"].tiles == (dl.Tile(6, 6),)
    for p in range(state.players):
        seen = state.observation(p)
        assert seen.to_text() == SEA_GOAT_OUT
    assert not {"out_move", "out_previous", "top_lead"} & set(vars(state))


@pytest.mark.parametrize("info", [i for i in dl.catalogue() if dl.game(i.id).StateClass.reads_finished],
                         ids=lambda i: i.id)
def test_every_finished_deal_is_seen_alike_played_and_read_back(info):
    """What each player sees of a finished deal (every hand shown) is the same whether the deal was
    played or read back from its text."""
    game = dl.game(info.id)
    n = game.default_players
    for seed in range(12):
        state = run_deal(game.deal(n, seed), [dl.bots.Random(seed + k) for k in range(n)])
        back = State.from_text(state.to_text())
        for p in range(n):
            assert back.observation(p).to_text() == state.observation(p).to_text(), (seed, p)


@pytest.mark.parametrize("options", [{"finish": "bonus"}, {"six_lead": "wins"}])
def test_sea_goats_read_back_fields_are_seen_by_every_player(options):
    game, found = dl.game("sea_goat", **options), 0
    for seed in range(60):
        state = run_deal(game.deal(2, seed), [dl.bots.Greedy(), dl.bots.Random(seed)])
        text = state.to_text()
        if not any(f"| {name}: " in text for name in ("last", "previous", "six_lead")):
            continue
        found += 1
        back = State.from_text(text, game=game)
        assert back.read_back
        assert all(back.observation(p).to_text() == state.observation(p).to_text() for p in range(2))
    assert found


@pytest.mark.parametrize("make", [lambda: dl.position("kozel", hands=["1-1 1-1", "2-2"]),
                                  lambda: State.from_text("kozel | hands: 1-1 2-3 / 2-2 2-2 | table: - | boneyard: - "
                                                          "| turn: 0", strict=False),
                                  lambda: dl.position("muggins", hands=["5-5 0-0 5-5", "1-1"], table="6-6")])
def test_a_tile_named_twice_in_a_hand_is_refused_by_name(make):
    with pytest.raises(dl.NotationError, match=r"is twice in hand \d"):
        make()
    with dl.i18n.using("ru"), pytest.raises(dl.NotationError, match=r"дважды на руке \d"):
        make()


@pytest.mark.parametrize("base", ["blitz", "kozel", "fives", "wagons"])
def test_donkeys_deal_scoring_off_a_cross_is_refused_at_once(base):
    with pytest.raises(dl.SetupError, match="reads the table's 'all_closed'"):
        dl.design(base, deal_scoring="donkey")
    dl.design("donkey", deal_scoring="kozel")  # (the other way round reads nothing a cross lacks)


def test_a_score_deal_that_hands_its_arguments_on_does_not_make_the_history():
    from domino_lab.games.chain.delegation import move_for_score
    from domino_lab.games.chain.kozel import Kozel

    class HandsOn(Kozel):
        def score_deal(self, state, reason, winner, fisher, move=None):
            return super().score_deal(state, reason, winner, fisher, move)

    HandsOn.info = Kozel.info
    bots = [dl.bots.Random(k) for k in range(4)]
    state = dl.playout(HandsOn(), bots, 3)
    assert "history" not in vars(state)  # (the integer loop's deal: its history made only when read)
    assert move_for_score(state) is None and "history" not in vars(state)
    assert state.result() == dl.playout(dl.game("kozel"), [dl.bots.Random(k) for k in range(4)], 3).result()


@pytest.mark.parametrize("context, words", [({"writing_side": "x"}, "the match names side 'x' as the one writing"),
                                            ({"writing_side": -1}, "the match names side -1"),
                                            ({"writing_side": [0]}, "the match names side (0,)"),
                                            ({"hundred": "yes", "leader": 0}, "played на сто: True or False")])
def test_a_sea_goat_record_whose_context_is_no_matchs_is_refused(context, words):
    data = dl.play(dl.game("sea_goat"), [dl.bots.Random(i) for i in range(4)], seed=3).to_dict()
    data["context"], data["result"] = context, None
    with pytest.raises(dl.RecordError, match="context: .*" + re.escape(words)):
        dl.DealRecord.from_dict(data)
    with dl.i18n.using("ru"), pytest.raises(dl.RecordError, match="партия|поле hundred"):
        dl.DealRecord.from_dict(data)


def test_sea_goat_match_contexts_still_start_their_deals():
    record = dl.play_match(dl.game("sea_goat"), [dl.bots.Random(i) for i in range(4)], seed=1)
    for deal in record.deals:
        again = dl.DealRecord.from_dict(json.loads(json.dumps(deal.to_dict())))
        assert again.replay().to_text() == deal.replay().to_text()
