"""The designs the layout/kind sweep still refused with a trial's raw error after defects4 (143 of
4,554 laying base x kind x laying donor designs), cluster by cluster: each is refused at once now,
naming the two parts and the remedy (en/ru), or, where the cause was a defect of the designer, plays.

1. Blitz's and Wagons' deal called on (``super()._deal``) into Sausage's, whose class a design with
   any part of Sausage derives from, and dealt Sausage's rows on a line ("'LineLayout' object has no
   attribute 'across'"): the base's own rules pinned in a design now keep their super chain.
2. General's deal scoring writes two scores, one a pair: with teams that are not two pairs "list
   assignment index out of range" (or an AssertionError off a line).
3. Sausage's rows on another base (its state is built by Sausage's deal only: a TypeError).
4. A line-scoring deal scoring (Fives', Bergen's, ...) writes each player's points, with teams of
   pairs ("list index out of range").
5. A part's game's own rules reading its own table on another game's table, named where the trial
   deal fails: Sausage's ``across``, Wagons' ``ends``, Fives' ``tip``, Ladder's ``one_way``, Dark
   Blitz's line ends, General's deal scoring (its line's ``chain``) on a cross.
6. Dark Blitz's base on Seven's line, or on a line-scoring line with its deal that deals nothing.
7. Donkey's cross under a state that lays then calls ``after_lay`` twice (an arm closed twice).
8. A deal scoring that counts in play on Sausage's rows.
"""

from __future__ import annotations

import pytest
from helpers import playout_with

import domino_lab as dl
from domino_lab.i18n import using
from domino_lab.testing import check_game


def _refused(base, parts, en, ru):
    with pytest.raises(dl.SetupError, match=en) as caught:
        dl.design(base, **parts)
    assert "Error:" not in str(caught.value) and "do not work together" not in str(caught.value)
    with using("ru"), pytest.raises(dl.SetupError, match=ru) as caught:
        dl.design(base, **parts)
    assert "возьмите" in str(caught.value)


# -- 1. a base's own deal keeps its super chain (a fix: these designs play) ------------------------------
@pytest.mark.parametrize("base, kind", [("blitz", "deal"), ("blitz", "lead"), ("blitz", "draw"),
                                        ("wagons", "deal"), ("wagons", "match_scoring")])
def test_a_base_whose_deal_calls_on_takes_sausages_parts(base, kind):
    game = dl.design(base, **{kind: "sausage"})
    lo, hi = game.info.players
    for players in range(lo, min(hi, 4) + 1):
        check_game(game, players, n=3, seed=players)
    record = dl.play(game, [dl.bots.Random(k) for k in range(lo)], seed=5)
    assert record.replay().over
    state = game.deal(lo, 1)
    assert type(state).__name__ != "SausageState" and not hasattr(state, "rows")


def test_blitzs_own_deal_is_unchanged_by_the_fix():
    game, base = dl.design("blitz", deal="sausage"), dl.game("blitz")
    assert game.deal(2, 3).hands != base.deal(2, 3).hands  # (Sausage's deal hands out 14 a hand)
    assert [len(h) for h in game.deal(2, 3).hands] == [14, 14]


# -- 2. General's deal scoring rests on its teams -------------------------------------------------------
@pytest.mark.parametrize("base, parts", [("general", {"teams": "classic"}), ("blitz", {"deal_scoring": "general"}),
                                         ("muggins", {"deal_scoring": "general"})])
def test_generals_deal_scoring_rests_on_its_teams(base, parts):
    _refused(base, parts, "general's deal scoring rests on its teams: .*take the teams from general too",
             "опирается на её часть «команды»")


@pytest.mark.parametrize("teams", ["kozel", "telephone"])
def test_general_takes_other_teams_of_two_pairs(teams):
    assert dl.design("general", teams=teams).info.players == (4, 4)


# -- 3. Sausage's rows on another base ------------------------------------------------------------------
def test_sausages_rows_on_another_base_are_refused():
    _refused("classic", {"layout": "sausage"}, "sausage's parallel rows are dealt by Sausage's own game.*take "
             "sausage as the base", "параллельные ряды «Колбасы».*возьмите sausage за основу")


# -- 4. a line-scoring deal scoring with teams of pairs -------------------------------------------------
@pytest.mark.parametrize("base, teams", [("fives", "kozel"), ("bergen", "telephone"), ("matador", "general")])
def test_a_line_scoring_deal_scoring_with_teams_of_pairs_is_refused(base, teams):
    _refused(base, {"teams": teams}, f"{base}'s deal scoring writes each player's points on his own .* at 4 players "
             f"{teams}'s teams play in pairs; keep {base}'s own teams", "записывает очки каждому игроку отдельно")


# -- 5. a base's own rules reading its own table (named where the trial fails) ----------------------------
@pytest.mark.parametrize("base, layout, name", [("sausage", "classic", "sausage"), ("wagons", "kozel", "wagons"),
                                                ("fives", "muggins", "fives"), ("ladder", "fork", "ladder"),
                                                ("dark_blitz", "donkey", "dark_blitz"), ("blitz", "donkey", "blitz")])
def test_a_bases_own_rules_reading_its_own_table_are_refused(base, layout, name):
    _refused(base, {"layout": layout}, f"{name}'s own rules \\(\\w+\\.\\w+\\) read the table's '\\w+' .* take the "
             f"layout from {name} too, or design without {name}'s parts", f"собственные правила игры {name} .* читают "
             "у стола")


@pytest.mark.parametrize("base", ["donkey", "telephone"])
def test_generals_deal_scoring_on_a_cross_with_teams_of_pairs_is_refused(base):
    """Donkey's and Telephone's teams are two pairs at four players (only), and General's deal
    scoring's General is hung by the two ends of its line (an AssertionError on a cross): with
    General's deal too (four players), the line is named: the deal scoring's read of it (a fresh
    line's ``chain``, a field of the table; until 2026-12-05 the check looked at classes and the
    refusal came later, from the trial deal, naming ``General.is_general``)."""
    _refused(base, {"deal_scoring": "general"}, "general's deal scoring rests on its teams", "опирается")
    _refused(base, {"deal_scoring": "general", "deal": "general"}, "general's deal scoring reads the table's 'chain' "
             "\\(LineLayout has it", "general")


@pytest.mark.parametrize("base, layout", [("classic", "muggins"), ("kozel", "donkey"), ("classic", "odd_even"),
                                          ("dark_blitz", "kozel")])
def test_bases_that_read_no_table_of_their_own_still_take_another_table(base, layout):
    assert dl.design(base, layout=layout).info.players


@pytest.mark.parametrize("base, layout", [("muggins", "classic"), ("telephone", "kozel"), ("odd_even", "fives"),
                                          ("seven", "donkey"), ("sea_goat", "muggins"), ("blitz", "fork")])
def test_rules_that_check_their_tables_type_first_still_play_on_another_table(base, layout):
    assert dl.design(base, layout=layout).info.players


# -- 6. Dark Blitz's base with Seven's line or a line-scoring line --------------------------------------
def test_dark_blitz_on_sevens_line_is_refused():
    _refused("dark_blitz", {"layout": "seven"}, "Seven's seven .* Dark Blitz's turn opens with a draw of its own",
             "ход «Тёмного блица» сам начинается с добора")


@pytest.mark.parametrize("layout", ["fives", "french", "bergen"])
def test_dark_blitz_on_a_line_scoring_line_is_refused(layout):
    _refused("dark_blitz", {"layout": layout}, f"{layout}'s line applies every draw by its own rule, in place of "
             "Dark Blitz's turn.* dark_blitz's deal deals nothing", "ни одна рука не получила бы ни кости")


# -- 7. Donkey's cross closing an arm twice --------------------------------------------------------------
@pytest.mark.parametrize("base, parts", [("muggins", {"layout": "donkey"}), ("telephone", {"layout": "donkey"}),
                                         ("donkey", {"deal_scoring": "muggins"})])
def test_donkeys_cross_under_two_states_that_lay_then_act_is_refused(base, parts):
    _refused(base, parts, "donkey's table acts on each tile laid .* CountingState and DonkeyState.* closed twice",
             "луч закрывался бы дважды")


def test_a_table_whose_act_may_run_twice_still_plays():
    assert dl.design("fives", layout="double_lock").info.players  # (Double-lock's unlocks a number again)


# -- 8. a counting deal scoring on Sausage's rows --------------------------------------------------------
def test_a_counting_deal_scoring_on_sausages_rows_is_refused():
    _refused("sausage", {"deal_scoring": "telephone"}, "telephone's deal scoring counts the open ends as tiles are "
             "played, and sausage's rows", "ряды «Колбасы» \\(её собственное состояние\\)")


# -- 1. (cont.) the fixed designs and those whose deal the fix changed, by their fast path and the engine --
_HELD = [("blitz", "deal", "sausage"), ("blitz", "match_scoring", "sausage"), ("wagons", "deal", "sausage"),
         ("blitz", "lead", "wagons"), ("blitz", "deal", "wagons"), ("blitz", "layout", "wagons")]


def _bots(mix, players, seed):
    return [dl.bots.Greedy() if mix == 1 or (mix == 2 and k % 2) else dl.bots.Random(seed * 7 + k)
            for k in range(players)]


@pytest.mark.parametrize("base, kind, donor", _HELD)
def test_a_held_deal_plays_the_same_deal_by_its_fast_path_and_the_engine(base, kind, donor):
    from domino_lab.driver import run_deal
    from domino_lab.games.kept import form_of

    game = dl.design(base, **{kind: donor})
    lo, hi = game.info.players
    for players in range(lo, min(hi, 4) + 1):
        for mix in range(3):
            taken = [p for p in [form_of(game, players)] if p is not None]
            for seed in range(3):  # (fresh bots for each road: a Random bot's own stream moves as it plays)
                slow = run_deal(game.deal(players, seed), _bots(mix, players, seed))
                if taken:
                    fast = playout_with(taken[0], game, players, seed, _bots(mix, players, seed))
                    assert (fast.to_text(), fast.result(), fast.history) == (slow.to_text(), slow.result(),
                                                                             slow.history)


@pytest.mark.parametrize("kind", ["lead", "match_scoring"])
def test_blitz_with_wagons_parts_deals_as_blitz_at_three_players(kind):
    """Blitz's deal calls on (``super()._deal``) to the family's; in a design with a part of Wagons,
    Wagons' class stood between, and its three-player deal (9 each and the 28th tile a shared lead)
    laid a lead from the boneyard in Blitz's deals: held at Blitz's own now."""
    game, blitz = dl.design("blitz", **{kind: "wagons"}), dl.game("blitz")
    for seed in range(4):
        state, own = game.deal(3, seed), blitz.deal(3, seed)
        assert not state.table.placed and state.hands == own.hands and state.boneyard == own.boneyard


def test_dark_blitzs_turn_on_another_line_with_a_deal_that_leaves_no_boneyard_is_refused():
    # (found by a sample of two-part designs: the trial drew from an empty boneyard, IndexError)
    _refused("dark_blitz", {"deal": "double_lock", "layout": "sea_goat"}, "dark_blitz's line opens every turn with a "
             "draw, and at 4 players double_lock's deal leaves no boneyard", "возьмите")
    assert dl.design("dark_blitz", deal="muggins", layout="sea_goat").info.players  # (5 a hand at 4: a boneyard)
