"""The defects an attack run found (issue 28), each reproduced as it was reported.

Each test here failed before its fix; the fuzz sweep (``domino_lab.fuzz``) now looks for every
one of these classes itself (tests/test_bad_input.py runs its sample).
"""

import random

import pytest

import domino_lab as dl


def random_play(game, players, seed, moves=None):
    """A deal of ``game`` played by moves chosen with ``random.Random(seed)`` from its legal moves
    (``moves`` of them, or to its end)."""
    state = game.deal(players=players, seed=seed)
    rng = random.Random(seed)
    k = 0
    while not state.over and (moves is None or k < moves):
        state.play(rng.choice(state.legal_moves()))
        k += 1
    return state


# -- 1. French: a player who has run out keeps drawing -----------------------------------------------------
def test_french_reads_back_a_position_where_a_player_ran_out_before_the_boneyard():
    """Seed 004 («Французская партия»): the deal ends when a player has no tiles *and* the
    boneyard is empty; a player who runs out earlier draws again on his turn. Such a position is
    one legal play reaches, and the reader takes it back as it was written."""
    state = random_play(dl.game("french"), 2, 2, moves=28)
    assert not state.over and not state.hands[1] and state.boneyard  # out, with tiles left to draw
    back = dl.State.from_text(state.to_text())
    assert back.to_text() == state.to_text()
    assert [str(m) for m in back.legal_moves()] == [str(m) for m in state.legal_moves()]


def test_french_still_refuses_an_empty_hand_once_the_boneyard_is_empty():
    """Out with the boneyard empty ends the deal: that position cannot be one to move in."""
    done = random_play(dl.game("french"), 2, 4)
    assert done.result().reason == "out" and not done.boneyard
    text = done.to_text().replace("turn: over | ended: out", "turn: 1")
    with pytest.raises(dl.NotationError, match="player 0 has no tiles left: the deal is over"):
        dl.State.from_text(text)


# -- 2. Wagons: an uncoupling is a move, so a deal where one is possible is no fish ----------------------
def test_wagons_engine_and_reader_agree_that_an_uncoupling_keeps_the_deal_alive():
    """Seed 000, «Вагончики»: «Особенность игры - отцепление и прицепление. Дублем можно отделить
    часть уже выставленной цепи, дубль остается в месте разрыва, всё остальное становится
    отдельной собственной цепочкой (эшелоном) расцепителя. [...] Операцию отцепления могут
    проделать и все остальные, но любой игрок, на своём ходу, может вернуть чужой отцепленный кусок
    назад или перецепить себе.» — "The game's feature is uncoupling and coupling. With a double one
    may split off part of the chain already laid; the double stays at the break, all the rest
    becomes the uncoupler's own train. [...] Everyone else may uncouple too, and any player, on his
    turn, may bring someone else's uncoupled piece back or re-couple it to himself."

    An uncoupling lays a tile from the hand on the player's turn: it is a move like any other,
    so a player holding a double that can uncouple can still play, and the deal is no fish (the
    seed names no fish for Wagons; the family's fish is a deal nobody can move in). Before the
    fix the engine ended this deal as a fish while its own ``legal_moves()`` offered player 1
    the uncoupling 4-4 (seed 56 under the old random streams), and the reader refused the final position."""
    state = random_play(dl.game("wagons"), 4, 1)
    back = dl.State.from_text(state.to_text())  # the reader accepts the engine's end
    assert back.result() == state.result()
    # the deal went on past a point where only uncouplings were legal: 2-2 uncoupled the chain
    assert "2-2 uncouples main between 2-3 and 2-4" in [str(m) for _, m in state.history]


def test_wagons_no_fish_while_a_move_is_legal():
    """Over seeded random deals of every size, a deal the engine ends as a fish is one where no
    player has a legal move, and the reader agrees with every finished deal."""
    game = dl.game("wagons")
    for players in (2, 3, 4):
        for seed in range(40):
            state = random_play(game, players, seed)
            if state.result().reason == "fish":
                for p in range(players):  # (the moves legal_moves() would list for him)
                    assert not state._plays(p), f"seed {seed}: fish, but player {p} has {state._plays(p)[0]}"
            assert dl.State.from_text(state.to_text()).to_text() == state.to_text()


# -- 3. dl.position: every wrong argument is a NotationError naming it ----------------------------------------
@pytest.mark.parametrize("hands, words", [
    ([1, 2], "hands[0] is a text of tiles"),
    (None, "hands is a list of texts"),
    ("1-2 2-3", "hands is a list of texts"),
    (["1-2", None], "hands[1] is a text of tiles"),
])
def test_position_refuses_hands_that_are_not_texts(hands, words):
    with pytest.raises(dl.NotationError, match=words.replace("[", r"\[").replace("]", r"\]")):
        dl.position("kozel", hands)


@pytest.mark.parametrize("spare_to", ["x", 9, 4, -1, True, False, 1.0])
def test_position_refuses_a_spare_to_that_names_no_hand(spare_to):
    """``spare_to=-1`` used to put the spare tiles in the last hand, ``True`` in hand 1."""
    with pytest.raises(dl.NotationError, match="spare_to is the number of the hand"):
        dl.position("kozel", ["1-2", "3-3", "0-0", "4-4"], spare_to=spare_to)


def test_position_refuses_a_table_boneyard_or_game_of_the_wrong_kind():
    for kwargs, words in (({"table": None}, "table is a text"), ({"boneyard": 5}, "boneyard is a text")):
        with pytest.raises(dl.NotationError, match=words):
            dl.position("kozel", ["1-2", "3-3", "0-0", "4-4"], **kwargs)
    with pytest.raises(dl.NotationError, match="game is a game's id or a game"):
        dl.position(42, ["1-2"])


def test_position_still_puts_the_spare_tiles_where_asked():
    state = dl.position("ladder", ["1-2 2-3", "0-0", "6-6"], "4-1", spare_to=2)
    assert len(state.hands[2]) == len(state.game.set) - 4 and not state.boneyard  # 6-6 and every tile not named
    assert dl.position(dl.game("kozel"), ("1-2", "3-3", "0-0", "4-4")).boneyard  # any iterable; a Game


# -- 5. a record file that cannot be read ------------------------------------------------------------------
@pytest.mark.parametrize("cls", [dl.MatchRecord, dl.DealRecord])
def test_record_load_of_a_missing_file_or_a_folder_is_a_record_error_naming_the_path(cls, tmp_path):
    missing = tmp_path / "nowhere.json"
    with pytest.raises(dl.RecordError, match=r"cannot read the record file .*nowhere\.json.*: No such file"):
        cls.load(missing)
    with pytest.raises(dl.RecordError, match=f"cannot read the record file '{tmp_path}'"):
        cls.load(tmp_path)
    with pytest.raises(dl.RecordError, match="a record file is named by a path"):
        cls.load(None)


def test_record_load_still_reads_a_saved_record(tmp_path):
    record = dl.play(dl.game("kozel"), [dl.bots.Greedy()] * 4, seed=3)
    record.save(tmp_path / "deal.json")
    assert dl.DealRecord.load(tmp_path / "deal.json").replay().to_text() == record.replay().to_text()


# -- 6. General on a set its deal cannot use --------------------------------------------------------------
@pytest.mark.parametrize("set_n", [3, 7, 9, 12, 18])
def test_general_refuses_a_set_its_four_hands_do_not_take_whole(set_n):
    """1-1 always leads, so every tile must be in a hand: four hands of 7 are the double-six set.
    Before, ``dl.game("general", set_n=18)`` was accepted and most deals failed with "no hand holds
    any tile" (1-1 left out of the hands)."""
    with pytest.raises(dl.SetupError, match=rf"set_n={set_n}.*1-1, which always leads"):
        dl.game("general", set_n=set_n)


def test_general_plays_on_any_set_the_hands_take_whole():
    game = dl.game("general", set_n=7, hand_size=9)  # 4 x 9 = 36: the double-seven set
    for seed in range(10):
        assert dl.playout(game, [dl.bots.Random(k) for k in range(4)], seed=seed).over


# -- 7. PettingZoo's render shows what the agent to move may see -----------------------------------------
def test_pettingzoo_render_hides_the_other_hands():
    pytest.importorskip("pettingzoo")
    from domino_lab.rl.aec import raw_env

    env = raw_env("kozel", render_mode="ansi")
    env.reset(seed=3)
    state = env.episode.state
    me = state.current
    text = env.render()
    assert text.startswith(f"player_{me} sees:")
    assert " ".join(str(t) for t in sorted(state.hands[me])) in text
    for p in range(4):
        if p != me:
            assert not any(str(t) in text for t in state.hands[p]), f"player {p}'s tiles are shown"
            assert f"player {p}: 7 tiles, face down" in text


def test_an_observation_describes_what_its_player_sees():
    state = dl.game("spark").deal(4, seed=1)
    state.play(state.legal_moves()[0])
    seen = state.observation(state.current).describe()
    assert f"{len(state.boneyard)} tiles face down in the boneyard" in seen  # the count, not the view's empty list


# -- 8. Pit: the take move lists the chain in the table's order ------------------------------------------
def test_pit_take_lists_the_tiles_as_the_table_reads():
    """The chain 0-3 led, then 0-1 on 0, lies "1-0 0-3": taking it is "take 0-1 0-3", the same
    in the deal and in the position read back from its text."""
    state = dl.position("pit", ["0-3 2-2", "0-1 4-4", "2-4 5-6"], "-", turn=0)
    state.play("lead 0-3")
    state.play("0-1 on 0")
    assert "table: 1-0 0-3" in state.to_text()
    assert [str(m) for m in state.legal_moves()] == ["take 0-1 0-3"]
    back = dl.State.from_text(state.to_text(), strict=False)
    assert [str(m) for m in back.legal_moves()] == ["take 0-1 0-3"]
    state.play("take 0-3 0-1")  # either spelling is accepted
    assert str(state.history[-1][1]) == "take 0-1 0-3"


def test_pit_take_reads_back_the_same_after_every_move_of_random_deals():
    game = dl.game("pit")
    for seed in range(12):
        state = game.deal(players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not state.over:
            text = state.to_text()
            assert [str(m) for m in dl.State.from_text(text).legal_moves()] == [str(m) for m in state.legal_moves()]
            state.play(rng.choice(state.legal_moves()))


# -- 4. the searching bots on big sets: the work of a decision is bounded ------------------------------------
@pytest.fixture
def counted(monkeypatch):
    """Counts of what a decision does: imagined deals played out, and the moves greedy players
    weighed (``move_weight``) to choose theirs."""
    from domino_lab import bots, policies

    counts = {"rollouts": 0, "moves weighed": 0}
    finish, weight = bots._greedy_to_end, policies.move_weight

    def rollout(state, greedy):
        counts["rollouts"] += 1
        return finish(state, greedy)

    def weighed(move):
        counts["moves weighed"] += 1
        return weight(move)

    monkeypatch.setattr(bots, "_greedy_to_end", rollout)
    monkeypatch.setattr(policies, "move_weight", weighed)
    return counts


def spark_decision(set_n):
    state = dl.game("spark", set_n=set_n).deal(4, seed=1)
    return state.observation(state.current), state.legal_moves()


def test_montecarlo_plays_a_bounded_number_of_deals_however_many_moves(counted):
    """One call per tile of the set: 190 moves on the double-18 set, where 16 rollouts each made
    3,040 imagined deals (over 40 s). The decision now plays at most ``MAX_ROLLOUTS`` (two a
    move), and fewer once each move's share of ``MAX_MOVES`` is spent: a deal of ~190 moves on
    190 tiles is more than a share, so one deal a move."""
    observation, legal = spark_decision(18)
    assert len(legal) == 190
    move = dl.bots.MonteCarlo(seed=1).choose(observation, legal)
    assert move in legal
    assert counted["rollouts"] == 190 <= dl.bots.MAX_ROLLOUTS
    assert counted["moves weighed"] == 190  # (see below)
    counted["rollouts"] = counted["moves weighed"] = 0
    dl.bots.MonteCarlo(seed=1, max_moves=10**9).choose(observation, legal)
    assert counted["rollouts"] == 190 * 2  # 512 // 190 each
    # every turn of every rollout hands Greedy Spark's same tuple of calls: weighed once, not at each draw
    assert counted["moves weighed"] == 190


def test_montecarlo_keeps_its_rollouts_per_move_where_moves_are_few(counted):
    observation, legal = spark_decision(6)  # 28 calls: 16 x 28 = 448, under the cap
    dl.bots.MonteCarlo(seed=1).choose(observation, legal)
    assert counted["rollouts"] == 16 * 28
    assert dl.bots.MonteCarlo(rollouts=12).per_move(42) == 12 and dl.bots.MonteCarlo(rollouts=12).per_move(43) == 11


def test_ismcts_rollouts_on_spark_ask_no_bot_move_by_move(counted):
    """A Spark rollout by the engine asked Greedy to weigh every call at every draw: the set's size
    squared per rollout. The driver hands Greedy the game's own tuple of calls, the same every turn,
    and Greedy remembers its choice among it: the calls are weighed once."""
    observation, legal = spark_decision(18)
    tree = dl.bots.ISMCTS(iterations=40, seed=1).search(observation, legal)
    assert tree.root.visits == 40 and counted["moves weighed"] == 190


@pytest.mark.parametrize("set_n", [1, 2, 6, 9, 12, 18])
def test_spark_greedy_remembers_its_call_and_plays_the_deal_it_would_weigh(set_n):
    """Spark offers the same calls every turn, one tuple made with the game: the driver's loop hands
    that tuple as it is, and ``Greedy`` remembers its choice among it instead of weighing every call
    again (what Spark's own fast path once did for it). The deals are those of bots that weigh every
    call at every turn (``turns``, the checked road, hands each bot a fresh list), from the deal and
    from a position part-way through."""
    from helpers import bots_of, same_deal

    from domino_lab.driver import finish, playout, turns

    game = dl.game("spark", set_n=set_n)
    assert type(game.deal(2, 0)._legal_moves()) is tuple
    for players in (2, 3, 5):
        for kind in ("random", "greedy", "mixed"):
            for seed in range(3):
                bots = bots_of(kind, players, seed)
                fast = playout(game, bots, seed)
                slow = game.deal(players, seed)
                assert list(turns(slow, bots_of(kind, players, seed))) == fast.history
                same_deal(fast, slow)
                movers = {p for p, _move in fast.history}
                remembered = [b._last for p, b in enumerate(bots) if isinstance(b, dl.bots.Greedy) and p in movers]
                assert all(last is not None and last[0] is game.calls for last in remembered)
                part = game.deal(players, seed)
                for _ in range(len(part.boneyard) // 2):
                    part.play(part.legal_moves()[seed % len(part.legal_moves())])
                slow = part.clone()
                for _turn in turns(slow, bots_of(kind, players, seed)):
                    pass
                same_deal(finish(part.clone(), bots_of(kind, players, seed)), slow)


# -- found by the extended fuzz harness: Dark Blitz's blitz read back without its winner ---------------------
def test_dark_blitz_reads_back_a_blitz_with_the_blitzer_as_winner():
    """Seed 000, «Тёмный блиц»: «Ход блиц - победа и конец игры» ("a blitz wins and ends the game").
    The finished deal's text named how it ended but the reader gave the win to nobody (it looked
    for a winner only after an ``out``); ``fisher`` names the blitzer."""
    game = dl.game("dark_blitz")
    blitzes = 0
    for seed in range(60):
        state = random_play(game, 3 + seed % 4, seed)
        if state.result().reason != "blitz":
            continue
        blitzes += 1
        back = dl.State.from_text(state.to_text())
        assert back.result().winner == state.result().winner is not None
        assert back.result().points == state.result().points
    assert blitzes >= 3


def test_dark_blitz_refuses_a_blitz_whose_named_blitzer_holds_tiles():
    game = dl.game("dark_blitz")
    state = next(s for s in (random_play(game, 3, seed) for seed in range(60)) if s.result().reason == "blitz")
    text = state.to_text()
    holder = next(p for p, h in enumerate(state.hands) if h)
    wrong = text.replace(f"fisher: {state.result().winner}", f"fisher: {holder}")
    with pytest.raises(dl.NotationError, match="ended: blitz, but the text names no player who laid his whole hand"):
        dl.State.from_text(wrong)


# -- the fuzz harness finds each class of these defects ------------------------------------------------------
def test_fuzz_play_finds_a_reader_that_refuses_what_play_reaches(monkeypatch):
    from domino_lab import fuzz
    from domino_lab.games.chain.base import ChainState
    from domino_lab.games.counting.line_scoring import LineScoringState

    assert fuzz.fuzz_play("french", n=300, seed=1).ok
    monkeypatch.setattr(LineScoringState, "_check_position", ChainState._check_position)  # item 1 as it was
    report = fuzz.fuzz_play("french", n=300, seed=1)
    assert any("legal play reached a position the reader refuses: player" in f.problem for f in report.findings)


def test_fuzz_play_finds_an_engine_end_the_reader_refuses(monkeypatch):
    from domino_lab import fuzz
    from domino_lab.games.chain.wagons import WagonsState

    def hands_against_the_ends(state):  # item 2 as it was: no uncoupling, no owner
        values = set(state.table.end_values())
        return not state._boneyard_open() and not any(t.low in values or t.high in values
                                                      for hand in state.hands for t in hand)

    assert fuzz.fuzz_play("wagons", n=1000, seed=5).ok
    monkeypatch.setattr(WagonsState, "blocked", hands_against_the_ends)
    report = fuzz.fuzz_play("wagons", n=1000, seed=5)
    assert any("ended: fish, but player" in f.problem for f in report.findings)


def test_fuzz_play_finds_a_finished_deal_read_back_with_another_result(monkeypatch):
    from domino_lab import fuzz
    from domino_lab.games.chain.dark_blitz import DarkBlitzState

    real = DarkBlitzState._from_fields.__func__

    def no_winner(cls, game, hands, boneyard, values):  # the reader as it was: nobody wins a blitz read back
        state = real(cls, game, hands, boneyard, values)
        if state.over and state.result().reason == "blitz":
            state._end("blitz", winner=None, fisher=state.last_single)
        return state

    monkeypatch.setattr(DarkBlitzState, "_from_fields", classmethod(no_winner))
    report = fuzz.fuzz_play("dark_blitz", n=400, seed=0)
    assert any(f.problem.startswith("the engine ended it ('blitz'") for f in report.findings)


def test_fuzz_arguments_finds_raw_errors_and_silent_spare_to(monkeypatch):
    from domino_lab import fuzz, positions

    assert fuzz.fuzz_arguments("kozel", n=20).ok
    monkeypatch.setattr(positions, "_texts", list)  # no check of the hands
    report = fuzz.fuzz_arguments("kozel", n=20)
    assert any(f.problem.startswith("raw TypeError") for f in report.findings)


def test_fuzz_bots_reports_a_slow_decision_on_the_largest_set():
    """The harness's machinery only (a budget no decision meets); the times themselves are
    benchmarks/bot_decision.py's, never asserted in a test."""
    from domino_lab import fuzz

    assert fuzz.largest_set("spark") == 18 and fuzz.largest_set("general") == 6 and fuzz.largest_set("forty_two") == 6
    report = fuzz.fuzz_bots("spark", n=100, seed=0, budget=0.0)
    assert report.calls["bots"] == 2  # MonteCarlo() and ISMCTS(), one decision: the widest
    assert all("slow: a decision took" in f.problem and "double-18 set, 190 legal moves" in f.input
               for f in report.findings) and len(report.findings) == 2


# -- found by the extended fuzz harness: Donkey's closed arms read back with another winner -----------------
def test_donkey_reads_back_a_deal_ended_by_closing_every_arm():
    """Seed 000, «Осёл»: «Если все направления закрыты - выигрыш определяется по минимальной сумме
    очков на оставшихся на руках костях» ("if every arm is closed, the lowest pips in hand wins");
    a tie goes to the player who closed the last arm (the module's decision). The text named the
    last player to lay a non-double as ``fisher``, not the closer (who closes with a double), and
    the reader scored ``ended: closed`` as Kozel's fish: another winner and other points."""
    from domino_lab.fuzz import fuzz_play

    report = fuzz_play("donkey", n=200, seed=13)  # the run that found it: a tie at 13 pips
    assert report.ok, str(report)
    game = dl.game("donkey")
    closed = 0
    for seed in range(150):
        state = random_play(game, 2 + seed % 4, seed)
        if state.result().reason != "closed":
            continue
        closed += 1
        back = dl.State.from_text(state.to_text())
        assert (back.result().winner, back.result().points) == (state.result().winner, state.result().points)
        assert back.result().fisher == state.result().fisher
    assert closed >= 5
