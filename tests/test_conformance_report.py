"""The conformance report (python -m domino_lab.conformance): what it runs and that it catches
what it claims to catch."""

import io

import pytest

import domino_lab as dl
from domino_lab import conformance, options
from domino_lab.games.registry import game_class


def test_variants_flip_booleans_and_try_every_declared_word():
    names = [n for n, _ in options.option_variants(game_class("classic"))]
    assert names == ["defaults", "draw=one", "draw=none", "fish_when=stuck", "lead=any_double",
                     "zero_double_only_alone=True"]
    names = [n for n, _ in options.option_variants(game_class("forty_two"))]
    assert names == ["defaults", "count_values=published", "follow=either_end"]
    assert options.choices(game_class("telephone"), "first_lead") is None  # any tile: no list to pick from
    assert [n for n, _ in options.option_variants(game_class("odd_even"))][-1] == "zero_double_only_alone=True"


def test_player_counts_and_move_bound():
    info = dl.game("ladder").info
    assert conformance.player_counts(info) == [2, 3, 4, 5, 6]
    assert conformance.move_bound(dl.game("kozel"), 4) == 10 * 28 * 4


def test_one_game_all_green():
    out = io.StringIO()
    rows = conformance.run(games=2, matches=1, ids=["kozel", "forty_two"], out=out)
    text = out.getvalue()
    assert [(r.game, r.players) for r in rows] == [("forty_two", 4), ("kozel", 2), ("kozel", 3), ("kozel", 4)]
    assert all(r.ok for r in rows) and "all green" in text
    assert all(0 < r.longest <= r.bound for r in rows)


def test_a_broken_match_invariant_is_reported(monkeypatch):
    def never(game, record):
        raise AssertionError("scores went down")

    monkeypatch.setitem(conformance.MATCH_INVARIANTS, "classic", never)
    out = io.StringIO()
    rows = conformance.run(games=1, matches=1, ids=["classic"], out=out)
    assert not rows[0].ok and rows[0].failures["matches"][1] == "AssertionError: scores went down"
    assert "FAIL (defaults)" in out.getvalue() and "classic, 2 players, matches [defaults]" in out.getvalue()
    assert conformance.main(["--only", "classic", "--games", "1"]) == 1


def test_a_broken_deal_invariant_is_reported(monkeypatch):
    monkeypatch.setitem(conformance.DEAL_INVARIANTS, "kozel", lambda state, result: 1 / 0)
    rows = conformance.run(games=1, matches=0, ids=["kozel"], out=io.StringIO())
    assert "ZeroDivisionError" in rows[0].failures["results"][1]


def test_a_deal_longer_than_the_bound_is_reported(monkeypatch):
    monkeypatch.setattr(conformance, "move_bound", lambda game, players: 5)
    rows = conformance.run(games=1, matches=0, ids=["kozel"], out=io.StringIO())
    assert "did not end in 6 moves" in rows[0].failures["moves"][1]


def test_the_kozel_invariant_sees_a_falling_score():
    game = dl.game("kozel")
    record = dl.play_match(game, [dl.bots.Greedy()] * 4, seed=2)
    conformance.MATCH_INVARIANTS["kozel"](game, record)  # a real match keeps it
    record.scores = [(20, 5), (10, 5)]
    with pytest.raises(AssertionError, match="deal 2: side 0's score fell from 20 to 10"):
        conformance.MATCH_INVARIANTS["kozel"](game, record)
    record.scores = [(101, 5), (0, 5)]  # past the goat's 101 nothing is checked
    conformance.MATCH_INVARIANTS["kozel"](game, record)


def test_command_line(capsys):
    assert conformance.main(["--only", "nope"]) == 2
    assert "there is no game 'nope'" in capsys.readouterr().err
    assert conformance.main(["--games", "0"]) == 2


def test_the_fuzz_sweep_from_the_command_line(capsys, monkeypatch):
    assert conformance.main(["--fuzz", "0.02", "--only", "kozel"]) == 0
    out = capsys.readouterr().out
    assert "kozel         positions" in out and "nothing broke" in out
    monkeypatch.setattr(dl.State, "from_text", classmethod(lambda cls, text, game=None, **kw: 1 / 0))
    assert conformance.main(["--fuzz", "0.02", "--only", "kozel"]) == 1
    assert "raw ZeroDivisionError" in capsys.readouterr().out
    assert conformance.main(["--fuzz", "0"]) == 2
