"""The random streams (``domino_lab.streams``): reproducible, cheap to seed, and — the one-time
change of issue 25 §3 — the same game statistics as the streams they replaced.

``tests/streams_old_stats.json`` holds the statistics of 20,000 deals per game played with the old
streams (Python's Mersenne Twister for the deal's shuffle and each Random bot), computed once
with ``python tests/test_streams.py --write`` on the commit it names, before the change. The
new streams play other deals (other seeds, in effect), so the statistics must agree within
their sampling error: every rate and mean differs from the old one by less than ``Z`` standard
errors of the difference. The default run plays 2,000 deals a game; ``-m slow`` the full 20,000.
"""

from __future__ import annotations

import collections
import copy
import json
import math
import pathlib
import pickle
import sys

import pytest

import domino_lab as dl
from domino_lab.errors import SetupError
from domino_lab.streams import Stream, key, mix, word

STORED = pathlib.Path(__file__).with_name("streams_old_stats.json")
GAMES = ("kozel", "classic", "muggins", "forty_two")  # four families' deals: chain 4 players, draws, counting, tricks
SEED = 2025
Z = 3.29  # a two-sided 99.9% interval for the difference: a dozen statistics a game, four games


# -- the stream itself ------------------------------------------------------------------------------


def test_a_stream_is_its_words():
    """Word ``i`` is SplitMix64's finalizer of key + (i + 1) * golden; getrandbits takes a word's
    low bits first and starts a new word when the current one has too few left."""
    k = key(12345)
    assert k == mix((12345 + 0x9E3779B97F4A7C15) % 2**64) ^ 0x6A09E667F3BCC909
    s = Stream(12345)
    w0, w1, w2 = (word(k, i) for i in range(3))
    assert s.getrandbits(5) == w0 & 31
    assert s.getrandbits(59) == w0 >> 5  # exactly the rest of the word
    assert s.getrandbits(60) == w1 & (2**60 - 1)
    assert s.getrandbits(8) == w2 & 255  # 4 bits were left of w1: too few, a new word
    assert s.getrandbits(64) == word(k, 3)  # a whole word is always the next one


def test_same_seed_same_stream_and_seeds_of_every_kind():
    for seed in (0, 1, 2**64 - 1, 2**64, -5, 10**30, "blind 7", b"x"):
        a, b = Stream(seed), Stream(seed)
        assert [a.below(1000) for _ in range(20)] == [b.below(1000) for _ in range(20)]
        assert a.permutation(28) == b.permutation(28)
    assert len({key(s) for s in (0, 1, 2, -1, 2**64, "0", b"0")}) == 7  # no two alike
    assert Stream(None).permutation(28) != Stream(None).permutation(28)  # fresh randomness (1 in 28! alike)


def test_below_and_friends():
    s = Stream(3)
    assert {s.below(3) for _ in range(200)} == {0, 1, 2}
    assert all(s.below(1) == 0 for _ in range(10))
    assert {s.randrange(5, 7) for _ in range(100)} == {5, 6}
    assert s.choice("ab") in "ab" and 0 <= s.random() < 1
    with pytest.raises(ValueError, match="empty range"):
        s.below(0)
    with pytest.raises(ValueError, match="at most 64 bits"):
        s.getrandbits(65)


def test_shuffle_every_order_equally_likely():
    """The 24 orders of 4 items from 12,000 streams: each within 4.5 standard deviations of 500;
    and a shuffle of 190 items (the double-18 set: many groups of swaps) is a permutation whose
    first item is any of the 190 (3,800 streams: each about 20 times, none above 45)."""
    counts = collections.Counter(tuple(Stream(i).permutation(4)) for i in range(12000))
    assert len(counts) == 24
    sd = math.sqrt(12000 * (1 / 24) * (23 / 24))
    assert all(abs(c - 500) < 4.5 * sd for c in counts.values()), counts
    assert sorted(Stream(9).permutation(190)) == list(range(190))
    firsts = collections.Counter(Stream(i).permutation(190)[0] for i in range(3800))
    assert len(firsts) == 190 and max(firsts.values()) < 45


def test_a_stream_pickles_and_copies_where_it_has_got_to():
    s = Stream(77)
    s.getrandbits(7)
    s.shuffle(list(range(10)))
    t, u = pickle.loads(pickle.dumps(s)), copy.deepcopy(s)
    ahead = [s.below(50) for _ in range(30)]
    assert [t.below(50) for _ in range(30)] == ahead == [u.below(50) for _ in range(30)]


def test_the_random_bot_and_the_deal_draw_from_streams():
    """The Random bot chooses ``below(len(moves))`` of its seed's stream; a deal is dealt from its
    seed's stream (``Game.shuffle``), and the kernel deals the same hands."""
    bot, s = dl.bots.Random(5), Stream(5)
    moves = list(range(7))
    assert [bot.choose(None, moves) for _ in range(30)] == [s.below(7) for _ in range(30)]
    game = dl.game("classic")
    state = game.deal(2, 11)
    tiles = list(game.set)
    Stream(11).shuffle(tiles)
    assert state.hands[0] == set(tiles[:7]) and state.hands[1] == set(tiles[7:14])
    assert dl.playout(game, [dl.bots.Random(1), dl.bots.Random(2)], 11).first_player is not None
    with pytest.raises(SetupError):
        game.deal(2, "11")


# -- the statistics: the old streams and the new -----------------------------------------------------


def statistics(game_id: str, n: int, seed: int = SEED, **options) -> dict:
    """``n`` deals of ``game_id`` (with ``options``) by random bots through ``dl.simulate``: each
    reason's count, each side's wins, and each side's points and the moves as (mean, standard
    deviation)."""
    game = dl.game(game_id, **options)
    players = game.default_players
    rows = dl.simulate(game, n, [dl.bots.Random(k) for k in range(players)], seed=seed)
    reasons: dict[str, int] = {}
    for r in rows:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    sides = max(len(r.points) for r in rows)
    wins = [sum(r.winning_side == i for r in rows) for i in range(sides)]

    def mean_sd(values: list[int]) -> list[float]:
        m = sum(values) / len(values)
        return [m, math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))]

    return {"n": n, "players": players, "reasons": reasons, "side_wins": wins,
            "points": [mean_sd([r.points[i] for r in rows]) for i in range(sides)],
            "moves": mean_sd([r.moves for r in rows])}


def _differences(old: dict, new: dict) -> list[tuple[str, float]]:
    """Each statistic's difference in standard errors of the difference (new − old)."""
    out = []
    n1, n2 = old["n"], new["n"]

    def rate(name: str, a: int, b: int) -> None:
        p1, p2 = a / n1, b / n2
        se = math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)
        out.append((name, (p2 - p1) / se if se else (0.0 if p1 == p2 else math.inf)))

    def mean(name: str, a: list[float], b: list[float]) -> None:
        se = math.sqrt(a[1] ** 2 / n1 + b[1] ** 2 / n2)
        out.append((name, (b[0] - a[0]) / se if se else (0.0 if a[0] == b[0] else math.inf)))

    for reason in sorted(set(old["reasons"]) | set(new["reasons"])):
        rate(f"ended by {reason}", old["reasons"].get(reason, 0), new["reasons"].get(reason, 0))
    for i, (a, b) in enumerate(zip(old["side_wins"], new["side_wins"], strict=True)):
        rate(f"side {i} won", a, b)
    for i, (a, b) in enumerate(zip(old["points"], new["points"], strict=True)):
        mean(f"side {i}'s points", a, b)
    mean("moves", old["moves"], new["moves"])
    return out


def _check(game_id: str, n: int) -> None:
    old = json.loads(STORED.read_text())["games"][game_id]
    new = statistics(game_id, n)
    assert new["players"] == old["players"]
    far = [(name, round(z, 2)) for name, z in _differences(old, new) if abs(z) > Z]
    assert not far, f"{game_id}: the new streams' statistics differ from the old ones (in standard errors): {far}"


@pytest.mark.parametrize("game_id", GAMES)
def test_same_statistics_as_the_old_streams(game_id):
    _check(game_id, 2000)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_same_statistics_as_the_old_streams_20000_deals(game_id):
    _check(game_id, 20000)


def test_the_check_sees_a_changed_rule():
    """The comparison is not blind: Kozel whose fish writes only the higher side's own pips
    (``fish="higher_loses"``), 2,000 deals, differs from the stored Kozel statistics."""
    old = json.loads(STORED.read_text())["games"]["kozel"]
    other = statistics("kozel", 2000, fish="higher_loses")
    far = [name for name, z in _differences(old, other) if abs(z) > Z]
    assert far and all(name.endswith("points") for name in far)


if __name__ == "__main__":  # python tests/test_streams.py --write: the old streams' statistics, once
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_streams.py --write")
    import subprocess

    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    stats = {gid: statistics(gid, 20000) for gid in GAMES}
    STORED.write_text(json.dumps({"commit": commit, "seed": SEED, "bots": "Random(k) in seat k, dl.simulate",
                                  "streams": "Mersenne Twister (random.Random) for the deal and each bot",
                                  "games": stats}, indent=1) + "\n")
    print(STORED.read_text())
