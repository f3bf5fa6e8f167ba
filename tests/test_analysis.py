"""Evaluation from what a player sees (``dl.analyse``), reviewed games (``dl.review``), the
Analyst bot, the Board's reasoned hint and practice mode, the Replay's analysis view."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

import domino_lab as dl
from domino_lab.analysis.analyse import CAVEAT, analyse
from domino_lab.analysis.bot import Analyst
from domino_lab.analysis.exhaustive import exhaustive
from domino_lab.analysis.review import MARKS, THRESHOLDS, mark, review
from domino_lab.analysis.worlds import constraints, sample
from domino_lab.match import derive_seed
from domino_lab.moves import Pass


def small():
    """Two players, a double-4 set, 5 tiles each, no boneyard: every deal solves in milliseconds."""
    return dl.game("classic", set_n=4, hand_size=5, draw="none")


def after(game, seed, moves, players=2):
    """A deal after ``moves`` greedy moves."""
    state = game.deal(players, seed=seed)
    for _ in range(moves):
        state.play(dl.bots.Greedy().choose(state.observation(state.current), state.legal_moves()))
    return state


def choice_position(seed=3):
    """The first position of a small deal (greedy play) where the mover has at least two moves."""
    state = small().deal(2, seed=seed)
    while len(state.legal_moves()) < 2:
        state.play(dl.bots.Greedy().choose(state.observation(state.current), state.legal_moves()))
    return state


def test_analyse_is_reproducible_and_says_it_is_optimistic():
    state = choice_position()
    a, b = analyse(state, worlds=12, seed=5), analyse(state, worlds=12, seed=5)
    assert a == b
    assert a.worlds == 12 and a.exact and a.caveat == CAVEAT and "optimistic" in a.caveat
    assert "optimistic" in str(a) and "optimistic" in (dl.analyse.__doc__ or "").lower()
    assert sorted(str(m.move) for m in a.moves) == sorted(str(m) for m in state.legal_moves())
    assert all(0 <= m.best_share <= 1 for m in a.moves) and max(m.best_share for m in a.moves) > 0
    assert [m.mean for m in a.moves] == sorted((m.mean for m in a.moves), reverse=True)


def test_analyse_equals_the_means_over_the_same_worlds_solved_by_the_reference_search():
    state = choice_position(seed=7)
    p = state.current
    a = analyse(state, worlds=10, seed=2)
    obs = state.observation(p)
    rules = constraints(state, p)
    legal = list(obs.legal_moves)
    per_move: dict[str, list[float]] = {str(m): [] for m in legal}
    optimal: dict[str, int] = {str(m): 0 for m in legal}
    for i in range(10):
        world = sample(obs, rules, random.Random(derive_seed(2, i))).world
        solution = exhaustive(world)
        top = max(v[p] for v in solution.values.values())
        for m in legal:
            per_move[str(m)].append(solution.values[m][p])
            optimal[str(m)] += solution.values[m][p] == top
    for mv in a.moves:
        values = per_move[str(mv.move)]
        mean = sum(values) / len(values)
        sd = (sum((x - mean) ** 2 for x in values) / (len(values) - 1)) ** 0.5
        assert mv.mean == pytest.approx(mean)
        assert mv.stderr == pytest.approx(sd / len(values) ** 0.5)
        assert mv.best_share == pytest.approx(optimal[str(mv.move)] / 10)


def test_any_executor_and_chunking_give_the_same_table():
    state = choice_position(seed=11)
    plain = analyse(state, worlds=9, seed=4)
    with ThreadPoolExecutor(2) as pool:
        split = analyse(state, worlds=9, seed=4, executor=pool, chunk=2)
    assert split == plain


def test_analyse_refuses_what_it_cannot_analyse():
    state = choice_position()
    with pytest.raises(dl.SetupError, match="turn"):
        analyse(state, player=1 - state.current)
    with pytest.raises(dl.SetupError, match="worlds"):
        analyse(state, worlds=0)


def test_the_imagined_deals_honour_the_passes():
    """A player who passed holds no tile that fitted then; ``observation.sample`` alone does not
    know it, the analysis's worlds do, and the real deal always obeys the rules read."""
    game = dl.game("kozel")
    checked = 0
    for seed in range(6):
        state = game.deal(4, seed=seed)
        while not state.over:
            p = state.current
            rules = constraints(state, p)
            assert rules is not None
            for rule in rules:
                assert not rule.broken_by(state.hands[rule.player])  # the truth obeys them
                assert isinstance(state.history[rule.index][1], Pass) and rule.drawn == 0
            if rules:
                obs = state.observation(p)
                for i in range(5):
                    world = sample(obs, rules, random.Random(i)).world
                    assert all(not r.broken_by(world.hands[r.player]) for r in rules)
                checked += 1
            state.play(dl.bots.Greedy().choose(state.observation(p), state.legal_moves()))
    assert checked > 20


def test_a_plain_sample_may_give_a_passer_a_tile_that_fitted():
    """Why the analysis reads the passes: ``observation.sample`` deals by hand sizes only."""
    game = dl.game("kozel")
    for seed in range(20):
        state = game.deal(4, seed=seed)
        while not state.over:
            p = state.current
            rules = constraints(state, p)
            if rules:
                obs = state.observation(p)
                plain = [obs.sample(random.Random(i)) for i in range(30)]
                if any(r.broken_by(w.hands[r.player]) for w in plain for r in rules):
                    return
            state.play(dl.bots.Greedy().choose(state.observation(p), state.legal_moves()))
    pytest.fail("no plain sample broke a pass")


def test_marks_follow_the_documented_thresholds():
    assert mark(0) == "best"
    assert mark(THRESHOLDS["inaccuracy"] - 0.01) == "good"
    assert mark(THRESHOLDS["inaccuracy"]) == "inaccuracy"
    assert mark(THRESHOLDS["mistake"]) == "mistake"
    assert mark(THRESHOLDS["blunder"]) == "blunder"
    assert mark(2, {"good": 0, "inaccuracy": 0.5, "mistake": 1, "blunder": 1.5}) == "blunder"


def test_review_marks_every_decision_by_its_cost():
    record = dl.play(small(), [dl.bots.Random(1), dl.bots.Greedy()], seed=3)
    full = review(record, worlds=12, seed=1, full=True)
    rows = full.rows
    assert [r["move"] for r in rows] == list(range(1, len(record.moves) + 1))
    assert [r["played"] for r in rows] == [m for _, m in record.moves]
    assert any(r["mark"] != "forced" for r in rows)
    for i, row in enumerate(rows):
        if row["mark"] == "forced":
            assert i not in full.analyses
            continue
        a = full.analyses[i]
        legal = list(record.replay(i).legal_moves())
        k_played = [str(m) for m in legal].index(row["played"])
        k_best = legal.index(a.best)
        cost = sum(w[k_best] - w[k_played] for w in a.per_world) / a.worlds
        assert row["mark"] == mark(cost) and row["mark"] in MARKS
        assert row["cost"] == pytest.approx(cost, abs=1e-3) and cost >= -1e-9
        assert (row["mark"] == "best") == (row["played"] in row["best"].split(" / "))
    assert rows[-1]["eval"] == pytest.approx(record.replay().returns()[0])
    table = review(record, worlds=12, seed=1)
    assert list(table["mark"]) == [r["mark"] for r in rows]  # a DataFrame with the same rows


def test_the_analyst_sees_only_its_observation():
    """Two deals that look the same to the bot (the real one and an imagined one) get the same move."""
    state = after(small(), seed=5, moves=2)
    p = state.current
    obs = state.observation(p)
    other = obs.sample(random.Random(9))
    other.__dict__.pop("_hidden_sizes", None)
    assert [sorted(h) for h in other.hands] != [sorted(h) for h in state.hands] or len(state.legal_moves()) == 1
    bot_a, bot_b = Analyst(worlds=6, seed=3), Analyst(worlds=6, seed=3)
    seen = []

    class Spy(Analyst):
        def seeded(self, seed):
            return self

        def choose(self, observation, legal_moves):
            seen.append(type(observation).__name__)
            return super().choose(observation, legal_moves)

    assert bot_a.choose(obs, state.legal_moves()) == bot_b.choose(other.observation(p), other.legal_moves())
    dl.play(small(), [Spy(worlds=4, seed=1), dl.bots.Greedy()], seed=2)
    assert seen and set(seen) == {"Observation"}
    assert isinstance(dl.bots.make("analyst", seed=2), dl.bots.Analyst) and "analyst" in dl.bots.names()


def test_the_board_hint_says_why():
    board = dl.Board(small(), seats=["you", dl.bots.Greedy()], seed=4, delay=0)
    while board.state.current != 0 or len(board.state.legal_moves()) < 2:
        if board.state.over:
            board.new_deal()
        elif board.state.current == 0:
            board.play(board.state.legal_moves()[0])
    move = board.hint()
    assert move in board.state.legal_moves()
    text = board.message.value
    assert f"<b>{move}</b>" in text and f"points on average over {board.hint_worlds} imagined deals" in text
    assert "next best" in text and ("solved exactly" in text or "within a budget" in text)


def test_practice_mode_stops_at_a_mistake_and_offers_to_take_it_back():
    game = small()
    for seed in range(40):  # a deal whose first choice has a mistake among its moves
        board = dl.Board(game, seats=["you", dl.bots.Greedy()], seed=seed, delay=0)
        state = board.state
        if state.current != 0 or len(state.legal_moves()) < 2:
            continue
        a = board._analysis(state)
        legal = list(state.observation(0).legal_moves)
        costs = {m: sum(w[legal.index(a.best)] - w[legal.index(m)] for w in a.per_world) / a.worlds for m in legal}
        bad = [m for m, c in costs.items() if mark(c) in ("mistake", "blunder")]
        if not bad:
            continue
        board.practice.value = True
        before, made = state.to_text(), len(state.history)
        board.play(bad[0])
        assert board._pending is not None and board.practice_bar.layout.display == ""
        assert "Take it back" in board.message.value and len(board.state.history) == made + 1  # the bots wait
        board.show_answer()
        assert f"<b>{a.best}</b>" in board.message.value
        board.take_back()
        assert board.state.to_text() == before and board._pending is None
        assert "try another move" in board.message.value
        board.play(a.best)  # the best move: no stop, the bots answer
        assert board._pending is None and (len(board.state.history) > made + 1 or board.state.over)
        return
    pytest.fail("no deal with a mistake to make")


def test_replay_shows_the_analysis_view():
    record = dl.play(small(), [dl.bots.Random(1), dl.bots.Greedy()], seed=3)
    table = review(record, worlds=12, seed=1)
    replay = dl.Replay(record, review=table)
    assert replay.eval_view.value.startswith("<svg") and "data-mark" in replay.eval_view.value
    rows = table.to_dict("records")
    bad = [r for r in rows if r["mark"] in ("mistake", "blunder")]
    if bad:
        replay.slider.value = bad[0]["move"]
        assert "better: " in replay.better_view.value and bad[0]["mark"] in replay.caption.value
    good = next(r for r in rows if r["mark"] not in ("mistake", "blunder"))
    replay.slider.value = good["move"]
    assert replay.better_view.value == ""


def test_replay_says_a_mark_from_a_cut_off_search_is_an_estimate():
    """A row whose imagined deals were searched only within the budget (``exact`` False) is shown
    as an estimate in the caption, in both languages; an exact row is not."""
    record = dl.play(small(), [dl.bots.Random(1), dl.bots.Greedy()], seed=3)
    rows = {"cut": review(record, worlds=3, seed=1, nodes=2), "exact": review(record, worlds=3, seed=1)}
    for kind, table in rows.items():
        for lang, words in (("en", "an estimate"), ("ru", "оценка")):
            replay = dl.Replay(record, review=table, lang=lang, graph=False)
            shown = []
            for row in table.to_dict("records"):
                replay.slider.value = row["move"]
                shown.append((row["exact"], words in replay.caption.value))
            assert any(not exact for exact, _ in shown) == (kind == "cut")
            assert all(said == (not exact) for exact, said in shown if exact is not None)
