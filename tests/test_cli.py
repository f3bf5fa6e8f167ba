"""The command line turns every error into one readable line on stderr and a non-zero exit code,
never a traceback."""

import os
import subprocess
import sys

import pytest

from domino_lab import cli


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err):
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got: {err!r}"
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize("argv, message", [
    (["play", "nope"], "domino-lab: there is no game 'nope'"),
    (["play", "koze"], "did you mean kozel"),
    (["play", "kozel", "-o", "colour=red"], "kozel has no option colour"),
    (["play", "kozel", "-o", "draw=sometimes"], "draw must be one of until_playable, one, none, not 'sometimes'"),
    (["play", "kozel", "-o", "hand_size=x"], "kozel: hand_size must be a whole number (at least 1), or None, not 'x'"),
    (["play", "kozel", "-o", "opening=none"], "opening must be a whole number (at least 0), not 'none'"),
    (["play", "classic", "-o", "zero_double_only_alone=1"], "zero_double_only_alone must be True or False, not '1'"),
    (["simulate", "kozel", "-n", "3", "-o", "target=x"], "target must be a whole number (at least 1), not 'x'"),
    (["play", "sea_goat", "-o", "lone_doubles=x"], "lone_doubles must be 3 whole numbers (each at least 0), or None"),
    (["play", "sea_goat", "-o", "lone_doubles=1,2"], "lone_doubles must be 3 whole numbers"),
    (["simulate", "sausage", "-o", "hand_size=-1"], "sausage: hand_size must be a whole number (at least 1), or None, "
                                                     "not -1"),
    (["simulate", "blitz", "--players", "2", "-o", "hand_size=-1"], "blitz: hand_size must be a whole number"),
    (["play", "kozel", "-o", "=3"], "must look like name=value"),
    (["options", "nope"], "there is no game 'nope'"),
    (["play", "kozel", "-o", "notapair"], "must look like name=value"),
    (["play", "kozel", "-o", "set_n=40"], "set_n must be a whole number (from 1 to 18), not 40"),
    (["play", "classic", "-o", "hand_size=20"], "cannot deal 20 tiles to 4 players"),
    (["play", "kozel", "--players", "9"], "Kozel (the Goat) is played by 2 to 4 players, not 9"),
    (["play", "kozel", "--players", "1"], "played by 2 to 4 players, not 1"),
    (["simulate", "forty_two", "--players", "2", "-n", "5"], "played by 4 players, not 2"),
    (["play", "kozel", "--bots", "alphazero"],
     "there is no bot 'alphazero'; the bots are: random, greedy, montecarlo, ismcts"),
    (["simulate", "kozel", "-n", "0"], "at least 1, not 0"),
    (["simulate", "kozel", "-n", "-5"], "at least 1, not -5"),
])
def test_errors_are_one_line_and_exit_2(capsys, argv, message):
    code, _, err = run(capsys, *argv)
    assert code == 2
    line = one_line(err)
    assert line.startswith("domino-lab") and message in line


@pytest.mark.parametrize("argv, message", [
    (["play"], "the following arguments are required: game"),
    (["play", "kozel", "--players", "x"], "invalid int value: 'x'"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    ([], "the following arguments are required: command"),
])
def test_command_line_mistakes_are_one_line_too(capsys, argv, message):
    code, _, err = run(capsys, *argv)
    assert code == 2 and message in one_line(err)


@pytest.mark.parametrize("name, message", [
    ("kozle", "there is no game 'kozle'; did you mean kozel?"),
    ("sea_got", "did you mean sea_goat?"),
])
def test_a_misspelt_game_gets_a_suggestion(capsys, name, message):
    code, _, err = run(capsys, "play", name)
    assert code == 2 and message in one_line(err)


@pytest.mark.parametrize("name", ["goat", "Козёл", "козел", "Kozel"])
def test_a_game_answers_to_its_names(capsys, name):
    code, out, _ = run(capsys, "play", name, "--seed", "1")
    assert code == 0 and "Kozel" in out


def test_a_bug_inside_is_still_one_line(capsys, monkeypatch):
    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(cli, "make_game", broken)
    code, _, err = run(capsys, "play", "kozel")
    assert code == 1 and "internal error in play kozel: KeyError: 'boom' (please report it)" in one_line(err)


def test_word_options_keep_their_text_and_good_runs_exit_0(capsys):
    code, out, err = run(capsys, "play", "classic", "-o", "draw=none", "-o", "target=none", "--seed", "2")
    assert code == 0 and not err and "player" in out
    code, out, err = run(capsys, "play", "sea_goat", "-o", "lone_doubles=10,20,30", "-o", "teams=false")
    assert code == 0 and not err and "player" in out
    code, out, err = run(capsys, "simulate", "classic", "-n", "5", "--players", "2")
    assert code == 0 and "5 games" in out


def test_help_and_list_exit_0(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "usage" in out
    assert "domino-lab (or python -m domino_lab): list the catalogue" in out and "``" not in out
    assert "domino-lab options kozel" in out  # the examples keep their lines
    code, out, _ = run(capsys, "simulate", "--help")
    assert code == 0 and "``" not in out
    for default in ("(default: 0)", "(default: greedy,random)", "(default: 1000)", "default: the seed's rules"):
        assert default in " ".join(out.split()), f"--help does not show {default}"
    code, out, _ = run(capsys, "list")
    assert code == 0 and "33 games" in out and "kozel" in out


def test_as_a_process():
    proc = subprocess.run([sys.executable, "-m", "domino_lab", "play", "nope"], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert one_line(proc.stderr).startswith("domino-lab: there is no game 'nope'")


def test_options_lists_what_each_option_accepts(capsys):
    code, out, err = run(capsys, "options", "goat")
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0].startswith("Kozel (the Goat): rule options")
    rows = {line.split()[0]: line.split(None, 2)[1:] for line in lines[1:]}
    assert rows["draw"] == ["until_playable", "one of until_playable, one, none"]
    assert rows["target"] == ["101", "a whole number (at least 1)"]
    assert rows["wipe_under"] == ["none", "a whole number (at least 1), or None"]


def test_a_closed_pipe_ends_quietly():
    """``domino-lab list | head -1``: the reader goes away; no error, no traceback."""
    for buffered in (True, False):  # the output is written at the end, or line by line
        env = dict(os.environ, PYTHONUNBUFFERED="" if buffered else "1")
        proc = subprocess.Popen([sys.executable, "-m", "domino_lab", "list"], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env)
        proc.stdout.close()  # the reader is gone before the first line (head -0)
        err = proc.stderr.read().decode()
        proc.stderr.close()
        assert proc.wait(timeout=60) == 0 and err == ""


def test_rules_prints_the_card_with_the_options_changed(capsys):
    code, out, err = run(capsys, "rules", "kozel", "-o", "opening=0")
    assert code == 0 and not err
    assert out.startswith("Kozel (the Goat) — Козёл") and "opening = 0 (seed: 13)" in out
    code, out, _ = run(capsys, "rules", "kozel", "--lang", "ru")
    assert code == 0 and "ЦЕЛЬ" in out and "все как в источнике" in out


def test_rules_of_an_unknown_game_is_one_line(capsys):
    code, _, err = run(capsys, "rules", "nope")
    assert code == 2 and "there is no game 'nope'" in one_line(err)
