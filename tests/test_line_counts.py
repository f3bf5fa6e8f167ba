"""Lines and rings of whole domino sets (domino_lab.euler): brute force on small sets, the
published figures on large ones, and how the lines begin and end."""

import random
from collections import Counter
from functools import cache
from itertools import combinations

import pytest

import domino_lab as dl
from domino_lab import euler, graphs
from domino_lab.tiles import DominoSet, Tile

# OEIS A284287, "Number of possible legal open chains of a set of dominoes tiles with 0 to 2n pips":
# the lines of the double-2n set read left to right. a(3) is Reiss's double-six count (1859,
# published 1871), a(4) Tarry's double-eight count (1886).
A284287 = {
    2: 12,
    4: 126720,
    6: 7959229931520,
    8: 10752728122249860612096000,
    10: 829276462388385539562198269952000000000000,
    12: 7969891788752886799729592752113502210704733844275200000000000000,
}
# OEIS A135388: directed Eulerian circuits of the complete graph K_{2n+1} (McKay and Robinson 1998)
A135388 = {3: 2, 5: 264, 7: 129976320, 9: 911520057021235200, 11: 257326999238092967427785160130560,
           13: 6705710151431658873046319662156165939200000000000000}


def brute_end_table(tiles):
    """Every line of ``tiles`` by trying every order: a table (first, last) -> lines read left to
    right, each end tile as (outer number, inner number). A DP over which tiles are used and the
    number the line's right end shows."""
    tiles = sorted(tiles)
    full = (1 << len(tiles)) - 1

    @cache
    def finish(mask, end):
        lasts = Counter()
        for i, t in enumerate(tiles):
            if not mask >> i & 1 and t.has(end):
                nxt = t.other(end)
                if mask | 1 << i == full:
                    lasts[nxt, end] += 1
                else:
                    for last, number in finish(mask | 1 << i, nxt):
                        lasts[last] += number
        return tuple(lasts.items())

    table = Counter()
    for i, t in enumerate(tiles):
        for outer in {t.low, t.high}:
            inner = t.other(outer)
            if len(tiles) == 1:
                table[(outer, inner), (inner, outer)] += 1
            for last, number in finish(1 << i, inner):
                table[(outer, inner), last] += number
    return dict(table)


def brute_counts(tiles):
    """(directed lines, directed rings up to rotation): a line whose two ends show the same number
    closes into a ring, and each ring opens at each of its joints."""
    table = brute_end_table(tiles)
    closing = sum(number for ((a, _), (c, _)), number in table.items() if a == c)
    return sum(table.values()), closing // len(tiles)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_whole_small_sets_agree_with_brute_force(n):
    tiles = list(DominoSet(n))
    table = brute_end_table(tiles)
    lines, rings = brute_counts(tiles)
    assert graphs.count_lines(tiles, directed=True) == lines
    assert graphs.count_rings(tiles, directed=True) == rings
    assert graphs.count_lines(tiles) == lines // 2 and graphs.count_rings(tiles) == rings // 2
    facts = graphs.euler_facts(n)
    assert (facts.line_sequences, facts.ring_sequences) == (lines, rings)
    ends = graphs.line_ends(n)
    assert ends.table == table  # the start/end breakdown, pair by pair
    assert ends.total == lines


def test_complete_graph_with_any_doubles_agrees_with_brute_force():
    # the fast path takes every set whose non-doubles join every pair of its numbers: here the ten
    # non-doubles of double-4 with each choice of doubles, and the same set on the numbers 1..5
    singles = [t for t in DominoSet(4) if not t.is_double]
    for k in (0, 1, 5):
        for doubles in combinations(DominoSet(4).doubles, k):
            tiles = singles + list(doubles)
            lines, rings = brute_counts(tiles)
            assert (graphs.count_lines(tiles, directed=True), graphs.count_rings(tiles, directed=True)) == \
                (lines, rings), doubles
    moved = [Tile(t.low + 1, t.high + 1) for t in DominoSet(4)]
    assert graphs.count_lines(moved) == graphs.count_lines(DominoSet(4))


def test_complete_graph_circuits_agree_with_the_orientation_sum():
    for m in (3, 5, 7):
        edges = list(combinations(range(m), 2))
        assert euler.complete_graph_circuits(m) == euler._orientation_circuits(list(range(m)), edges)
    assert euler.complete_graph_circuits(1) == 1 and euler.complete_graph_circuits(8) == 0


def test_counts_match_the_published_figures():
    for n, lines in A284287.items():
        assert graphs.count_lines(DominoSet(n), directed=True) == lines, n
        facts = graphs.euler_facts(n)
        assert facts.line_sequences == lines
        assert facts.lines == lines // 2 and facts.rings * 2 * len(DominoSet(n)) == lines
        assert facts.circuits == A135388[n + 1] and facts.double_places == (n // 2) ** (n + 1)
        assert graphs.count_rings(DominoSet(n), directed=True) == facts.ring_sequences
    assert graphs.euler_facts(6).lines == 3_979_614_965_760  # Reiss 1871, a line and its reverse once
    assert graphs.euler_facts(8).line_sequences == 10_752_728_122_249_860_612_096_000  # Tarry 1886


@pytest.mark.parametrize("n", [3, 5, 7, 9, 11, 13, 15, 17])
def test_odd_sets_have_no_line_and_say_zero(n):
    # each number shows on n + 2 tile ends (n tiles to the other numbers, its double twice): odd
    facts = graphs.euler_facts(n)
    assert facts.degree == n + 2 and facts.degree % 2 == 1 and len(facts.odd_vertices) == n + 1
    assert graphs.count_lines(DominoSet(n)) == graphs.count_rings(DominoSet(n)) == 0
    assert facts.lines == facts.rings == facts.circuits == 0 and facts.double_places is None
    assert graphs.line_ends(n).total == 0
    assert "neither a line nor a ring" in str(facts)


def test_line_ends_of_double_six_follow_the_rings():
    six = graphs.euler_facts(6)
    ends = graphs.line_ends(6)
    rings = six.ring_sequences
    assert ends.total == six.line_sequences
    for tile in DominoSet(6):  # cut the ring just before the tile
        assert ends.count(first=tile) == ends.count(last=tile) == rings
    for v in range(7):  # every line ends on the number it starts with
        assert ends.count(ends=v) == rings * 4  # four joints of a ring show v
    assert sum(ends.count(ends=v) for v in range(7)) == ends.total
    after_double = {ends.count(first="0-0", last=Tile(0, x)) for x in range(1, 7)}
    assert after_double == {rings // 6} and ends.count(first="0-0", last="1-2") == 0
    assert ends.count(first="0-1", last="0-0") == ends.count(first="0-1", last="0-0", ends=0) == rings // 6
    assert ends.count(first="0-1", last="1-1", ends=1) == rings // 6
    assert {ends.count(first="0-1", last=Tile(0, x), ends=0) for x in range(2, 7)} == {rings // 15}
    assert ends.count(first="0-1", ends=0) + ends.count(first="0-1", ends=1) == rings
    assert sum(ends.count(first=d, last=e) for d in DominoSet(6).doubles for e in DominoSet(6).doubles) == 0
    assert "Lines that begin and end with a double: 0." in str(ends)


def test_bad_set_sizes_raise_setup_errors():
    for call in (lambda: graphs.euler_facts(0), lambda: graphs.line_ends(19), lambda: euler.complete_graph_circuits(0)):
        with pytest.raises(dl.SetupError):
            call()
    with pytest.raises(dl.NotationError):
        graphs.line_ends(2).count(first="0-")


def test_the_modulus_is_a_prime_with_roots_of_unity():
    for bound, factor in ((1000, 7), (10**6, 9), (2**30, 5)):
        p = euler._proth_prime(bound, factor)
        assert p > bound and p % factor == 1
        assert all(p % d for d in range(2, int(p**0.5) + 1))  # trial division: prime
        w = euler._root_of_unity(factor, p)
        assert sorted(pow(w, a, p) for a in range(factor)) == sorted({pow(w, a, p) for a in range(factor)})
        assert pow(w, factor, p) == 1


def test_symmetric_determinant_modulo_a_prime_matches_bareiss():
    rng = random.Random(7)
    p = euler._proth_prime(10**30, 7)
    zero_pivots = 0
    for size in range(7):
        for _ in range(60):
            matrix = [[0] * size for _ in range(size)]
            for i in range(size):
                for j in range(i, size):  # small entries and zeros, so that zero pivots happen
                    matrix[i][j] = matrix[j][i] = rng.choice([0, 0, 1, 2, p - 1, rng.randrange(p)])
            zero_pivots += size > 0 and matrix[0][0] == 0  # the first pivot is zero: the Bareiss fallback
            top, bottom = euler._symmetric_det_mod([row[:] for row in matrix], p)
            assert top * pow(bottom, -1, p) % p == euler._det(matrix) % p, matrix
    assert zero_pivots > 50
