"""Lines and rings of dominoes: when the whole set can be laid out (Euler), and in how many ways.

A line of tiles, equal numbers touching, is a *trail* in the set graph (pip values are the
vertices, every tile an edge, every double a loop). A line of the whole double-n set is an
Euler trail of that graph and a closed ring an Euler circuit. Each number shows on ``n + 2`` tile
ends (``n`` tiles join it to the other numbers and its double shows it twice), and a line passes
through a number by coming in and going out, using its ends two at a time. So only the two end
numbers of a line may show on an odd count of ends:

- n even (double-6, double-12): every count is even; the whole set closes into a ring, and every
  line of it ends on the number it starts with;
- n odd (double-5: 7 ends a number; double-9: 11): all ``n + 1`` numbers show on an odd count,
  so no line exists, let alone a ring (double-1 alone, with only two numbers, has a line).

History (the figures are OEIS A284287): Louis Poinsot asked in 1809 in how many ways the whole
set can be laid out (Orly Terquem asked again in 1849). Michel Reiss counted the double-six lines
in 1859, published in 1871: 7,959,229,931,520 read left to right ("Évaluation du nombre de
combinaisons desquelles les 28 dés d'un jeu du domino sont susceptibles d'après la règle de ce
jeu", Annali di Matematica Pura ed Applicata 5, 63-120). Gaston Tarry counted the double-eight set
by hand in 1886 (reported by É. Lucas, Récréations mathématiques IV, 1894, 125-129). B. D. McKay
and R. W. Robinson (Combinatorics, Probability and Computing 7, 1998, 437-449) gave the Euler
circuits of the complete graph K_m up to m = 21 (OEIS A135388, and A007082 without the
factorials); ``complete_graph_circuits`` computes them here, exactly, in pure Python.

>>> count_lines(DominoSet(6), directed=True)
7959229931520
>>> count_lines(DominoSet(9))
0
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from math import factorial, gcd, prod
from typing import cast

from .errors import SetupError
from .tiles import DominoSet, Tile, tiles_text

__all__ = ["count_lines", "count_rings", "complete_graph_circuits", "euler_facts", "EulerFacts", "line_ends",
           "LineEnds"]


# -- any tiles: the BEST theorem summed over the Eulerian orientations ------------------------------------------

def _det(matrix: list[list[int]]) -> int:
    """Exact integer determinant (Bareiss elimination)."""
    m = [row[:] for row in matrix]
    size = len(m)
    if size == 0:
        return 1
    sign, prev = 1, 1
    for k in range(size - 1):
        if m[k][k] == 0:
            swap = next((i for i in range(k + 1, size) if m[i][k] != 0), None)
            if swap is None:
                return 0
            m[k], m[swap] = m[swap], m[k]
            sign = -sign
        for i in range(k + 1, size):
            for j in range(k + 1, size):
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) // prev
        prev = m[k][k]
    return sign * m[-1][-1]


def _orientation_circuits(vertices: list[int], edges: list[tuple[int, int]]) -> int:
    """Eulerian circuits of a connected loopless multigraph with all degrees even, each walked
    in a direction and counted up to rotation (where it starts). BEST theorem, summed over the
    Eulerian orientations: each directed circuit orients every edge one way, so
    ``sum over orientations D of t_w(D) * prod (deg(v)/2 - 1)!``. Exact for any graph, but it
    visits the orientations one by one: 2,640 for K7 (0.05 s), 3,230,080 for K9."""
    index = {v: i for i, v in enumerate(vertices)}
    size = len(vertices)
    degree = [0] * size
    for u, v in edges:
        degree[index[u]] += 1
        degree[index[v]] += 1
    half = [d // 2 for d in degree]
    # edges are decided in order; an edge's endpoints may not exceed out- or in-degree d/2
    left = degree[:]  # undecided edge ends per vertex
    out = [0] * size
    inn = [0] * size
    chosen: list[tuple[int, int]] = []
    weight = prod(factorial(h - 1) for h in half)
    total = 0

    def arborescences() -> int:
        lap = [[0] * size for _ in range(size)]
        for a, b in chosen:
            lap[a][a] += 1
            lap[a][b] -= 1
        return _det([row[1:] for row in lap[1:]])

    def go(k: int) -> None:
        nonlocal total
        if k == len(edges):
            total += arborescences()
            return
        u, v = index[edges[k][0]], index[edges[k][1]]
        left[u] -= 1
        left[v] -= 1
        for a, b in ((u, v), (v, u)):
            if out[a] < half[a] and inn[b] < half[b]:
                out[a] += 1
                inn[b] += 1
                # every vertex must still be able to reach out = in = d/2 with its undecided ends
                if half[a] - out[a] <= left[a] and half[b] - inn[b] <= left[b] and \
                        half[a] - inn[a] <= left[a] and half[b] - out[b] <= left[b]:
                    chosen.append((a, b))
                    go(k + 1)
                    chosen.pop()
                out[a] -= 1
                inn[b] -= 1
        left[u] += 1
        left[v] += 1

    go(0)
    return total * weight


# -- the whole set: Euler circuits of the complete graph, by its symmetry ------------------------------------------

def _proth_prime(above: int, factor: int) -> int:
    """A prime ``p > above`` with ``p = factor * h * 2**e + 1`` (so ``p = 1 mod factor``; ``factor``
    odd), proven prime by Proth's theorem (1878): if ``factor * h`` is odd and below ``2**e`` and
    ``a**((p-1)/2) = -1 (mod p)`` for some ``a``, then ``p`` is prime."""
    e = (above.bit_length() + 1) // 2 + factor.bit_length() + 2
    h = (above // (factor << e) + 1) | 1
    while True:
        p = (factor * h << e) + 1
        assert factor * h < 1 << e < p
        for a in (3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47):
            r = pow(a, (p - 1) // 2, p)
            if r == p - 1:
                return p
            if r != 1:  # not +-1: Euler's criterion fails, p is composite
                break
        h += 2


def _root_of_unity(order: int, p: int) -> int:
    """An element of multiplicative order exactly ``order`` modulo the prime ``p``."""
    primes = [q for q in range(2, order + 1) if order % q == 0 and all(q % r for r in range(2, q))]
    a = 2
    while True:
        w = pow(a, (p - 1) // order, p)
        if all(pow(w, order // q, p) != 1 for q in primes):
            return w
        a += 1


def _symmetric_det_mod(rows: list[list[int]], p: int) -> tuple[int, int]:
    """Determinant of a symmetric matrix modulo the prime ``p``, as a fraction ``(top, bottom)``:
    elimination without inverses (each row is scaled by the pivot instead, and the scalings make
    the denominator), reading and updating only the upper triangle, since the block left after
    each step stays symmetric. ``rows`` is consumed."""
    top, bottom = 1, 1
    size = len(rows)
    for i in range(size):
        head = rows[i]
        lead = head[i]
        if not lead:  # a zero pivot (rare): the rest exactly, by Bareiss over the integers
            block = [[rows[min(r, j)][max(r, j)] for j in range(i, size)] for r in range(i, size)]
            return top * _det(block) % p, bottom
        top = top * lead % p
        for r in range(i + 1, size):
            row, f = rows[r], head[r]  # head[r] is the entry below the pivot, by symmetry
            for j in range(r, size):
                row[j] = (lead * row[j] - f * head[j]) % p
        bottom = bottom * pow(lead, size - i - 1, p) % p
    return top, bottom


def _spanning_pairs_mod(m: int, k: int, N: int, g: int, p: int, w: int) -> int:
    """``sum over regular tournaments D of K_m of t_w(D)``, modulo ``p`` (see complete_graph_circuits).

    The constant term of ``G(x) x^(1-k) mean_w(1/x_w)``, as the average over the points whose
    coordinates are N-th roots of unity ``w**a``, grouped by how many coordinates take each value
    (``c``, a composition of m into N parts), one composition of each rotation class."""
    W = [pow(w, a, p) for a in range(N)]
    W_inv = [W[-a % N] for a in range(N)]
    # weight of an edge between two numbers at values a and b: 1/(x_u + x_v)
    weight = [[pow(W[a] + W[b], -1, p) for b in range(N)] for a in range(N)]
    top = (m // 2) * (m - m // 2)  # largest c_a * c_b
    pair_pow = [[[1] for _ in range(N)] for _ in range(N)]  # (x_u + x_v) ** e for every e up to top
    for a in range(N):
        for b in range(a + 1, N):
            for _ in range(top):
                pair_pow[a][b].append(pair_pow[a][b][-1] * (W[a] + W[b]) % p)
    # per class of c coordinates at value a: 1/c! (multinomial), 1/c (tree formula), (2 x_a)^(c(c-1)/2) (F)
    own = [[pow(factorial(c) * c, -1, p) * pow(2 * W[a], c * (c - 1) // 2, p) % p if c else 1
            for c in range(m + 1)] for a in range(N)]
    values: list[int] = []  # the occupied values a, and how many coordinates take each
    counts: list[int] = []
    total, total_bottom = 0, 1  # the sum as a fraction: one inverse at the end

    def point(acc: int, inverse_sum: int) -> None:
        nonlocal total, total_bottom
        # Kirchhoff: tau(K_m weighted) = prod mu_a^(c_a - 1) * tau(class graph) / prod c_a
        q = len(values)
        mu = [sum(c * weight[a][b] for b, c in zip(values, counts)) % p for a in values]
        value = acc * inverse_sum % p
        for i in range(q):
            if counts[i] > 1:
                value = value * pow(mu[i], counts[i] - 1, p) % p
        rows = []
        for i in range(q - 1):  # the class Laplacian (weights c_a c_b / (x_a + x_b)) without its last row
            a, ca = values[i], counts[i]
            row = [-ca * counts[j] * weight[a][values[j]] % p for j in range(q - 1)]
            row[i] = ca * (mu[i] - ca * weight[a][a]) % p
            rows.append(row)
        top, bottom = _symmetric_det_mod(rows, p)
        total = (total * bottom + value * top % p * total_bottom) % p
        total_bottom = total_bottom * bottom % p

    def add(acc: int, a: int, c: int) -> int:
        acc = acc * own[a][c] % p  # and the factors x_u + x_v of F(x) between this class and the others
        for b, cb in zip(values, counts):
            acc = acc * pair_pow[b][a][c * cb] % p
        return acc

    def visit(a: int, left: int, acc: int, inverse_sum: int, sigma: int) -> None:
        if a == N - 1:  # the last value takes what is left; keep one composition per rotation class
            sigma = (sigma + a * left) % N
            if sigma >= g:
                return
            if left:
                acc, inverse_sum = add(acc, a, left), (inverse_sum + left * W_inv[a]) % p
                values.append(a)
                counts.append(left)
            point(acc * W_inv[(k - 1) * sigma % N] % p, inverse_sum)
            if left:
                values.pop()
                counts.pop()
            return
        for c in range(left + 1):
            if a == N - 2 and (sigma + (N - 1) * left - c) % N >= g:
                continue  # the last value would break the rule of one composition per rotation class
            if not c:
                visit(a + 1, left, acc, inverse_sum, sigma)
                continue
            next_acc = add(acc, a, c)
            values.append(a)
            counts.append(c)
            visit(a + 1, left - c, next_acc, (inverse_sum + c * W_inv[a]) % p, (sigma + a * c) % N)
            values.pop()
            counts.pop()

    visit(0, m, 1, 0, 0)
    # sum over all points = (N/g) * sum over the kept ones; the mean divides by N^m; m S = the mean
    return total * factorial(m) % p * pow(total_bottom * m * g * pow(N, m - 1, p), -1, p) % p


@cache
def complete_graph_circuits(m: int) -> int:
    """The directed Euler circuits of the complete graph K_m, up to where they start: exact.

    These are the lines of the double-(m-1) set with the doubles taken out, closed into rings and
    read in one direction. ``m`` even gives 0 (every degree m - 1 is odd); K1 has one empty circuit.

    Method (the symmetry of K_m), pure Python on one core: K13 (double-12) in 0.1 s, K15 and K17
    in about 5 s each, K19 (double-18) in two minutes.

    1. BEST theorem (van Aardenne-Ehrenfest and de Bruijn 1951, after Smith and Tutte 1941).
       Walking a circuit orients every edge; the orientation D is Eulerian: every number gets
       ``k = (m-1)/2`` edges out and k in (a regular tournament). D has ``t_w(D) * ((k-1)!)^m``
       circuits, ``t_w`` its spanning trees directed to a fixed root w.
    2. Swap the sums. ``S = sum over D of t_w(D)`` counts pairs (D, tree). Forget the directions of
       the tree: S = sum over the spanning trees T of K_m of the number of ways to orient the other
       edges so that every number but w gets k - 1 out (its tree edge to its parent is its k-th)
       and w gets k; that is the coefficient of ``x_w^k prod_{v != w} x_v^(k-1)`` in
       ``G(x) = sum over T of prod over the edges uv not in T of (x_u + x_v)``.
    3. Coefficients by Fourier. ``G(x) x^(1-k) / x_w`` has every exponent between -k and k; its
       average over the points whose coordinates are N-th roots of unity (N odd, N > k) is its
       constant term, the coefficient we want. The average over w makes it symmetric.
    4. Orbit counting. G is symmetric in the m numbers (the symmetry of K_m), so the N^m points
       fall into classes by how many coordinates take each of the N values: a composition c of m
       into N parts, weighted by a multinomial; turning every coordinate by the same root changes
       nothing (degree 0), so one composition in N / gcd(N, m) suffices (by the residue of
       ``sum a c_a``). At a point ``G = prod(x_u + x_v) * tau``, tau being Kirchhoff's (1847)
       spanning-tree sum with edge weights ``1/(x_u + x_v)``; numbers at the same value are
       interchangeable, so tau is a product of powers times the tree count of the small class
       graph, a determinant of size below N.
    5. Exactness. Everything is computed modulo one prime ``p = 1 (mod N)`` (it has N-th roots of
       unity), above a bound on S (``2 ((2k-1)!!)^m / ((k-1)!)^m``: a circuit is fixed by which
       two edges follow each other at each visit, at most (2k-1)!! pairings of a number's edges),
       and proven prime by Proth's theorem; so S mod p is S.

    With N the smallest odd number above k, that is 7 points for K5, 143 for K9 (double-8), 3,876
    for K13 (double-12), 163,438 for K15. One Eulerian orientation at a time (how count_lines
    takes other tiles) would meet 48 billion regular tournaments already in K11.

    >>> [complete_graph_circuits(m) for m in (3, 5, 7, 9)]
    [2, 264, 129976320, 911520057021235200]
    """
    if type(m) is not int or m < 1:
        raise SetupError(f"the complete graph K_m needs a whole number m >= 1 of vertices, got {m!r}")
    if m % 2 == 0:
        return 0
    if m == 1:
        return 1
    k = (m - 1) // 2
    N = k + 1 if k % 2 == 0 else k + 2  # odd, so that x_u + x_v is never 0 at roots of unity
    # a bound on S: a circuit read both ways is fixed by its transitions (which two edges at each
    # visit are consecutive), at most (2k-1)!! pairings of each number's 2k edge ends
    p = _proth_prime(2 * prod(range(1, 2 * k, 2)) ** m // factorial(k - 1) ** m, N)
    spanning_pairs = _spanning_pairs_mod(m, k, N, gcd(N, m), p, _root_of_unity(N, p))
    return spanning_pairs * int(factorial(k - 1) ** m)  # (int(): a power of ints is typed Any, as it may be a fraction)


# -- counting lines and rings of any tiles --------------------------------------------------------------------

def _connected(tiles: list[Tile]) -> bool:
    parent: dict[int, int] = {}

    def root(v: int) -> int:
        while parent.setdefault(v, v) != v:
            v = parent[v]
        return v

    for t in tiles:
        parent[root(t.low)] = root(t.high)
    return len({root(v) for v in list(parent)}) <= 1


_LIMIT_EDGES = 24  # the orientation sum is exact but grows fast (K7 has 21 edges and 2,640 orientations)


def _counts(tiles: list[Tile]) -> tuple[int, int] | None:
    """(directed lines, directed rings up to rotation) of ``tiles``; None when too large."""
    tiles = sorted(set(tiles))
    if not tiles or not _connected(tiles):
        return 0, 0
    edges = [(t.low, t.high) for t in tiles if not t.is_double]
    loops = [t.low for t in tiles if t.is_double]
    if not edges:
        return (1, 0) if len(tiles) == 1 else (0, 0)
    degree: dict[int, int] = {}
    for u, v in edges:
        degree[u] = degree.get(u, 0) + 1
        degree[v] = degree.get(v, 0) + 1
    odd = sorted(v for v, d in degree.items() if d % 2)
    if len(odd) > 2:
        return 0, 0
    vertices = sorted(degree)
    complete = len(edges) == len(vertices) * (len(vertices) - 1) // 2  # every pair of numbers on a tile
    if not (complete and not odd) and len(edges) + (len(odd) == 2) > _LIMIT_EDGES:
        return None
    if not odd:
        circuits = complete_graph_circuits(len(vertices)) if complete else _orientation_circuits(vertices, edges)
        # each double goes into one of the visits of its number: deg/2 places in a circuit
        rings = circuits * prod(degree[v] // 2 for v in loops)
        return len(tiles) * rings, rings
    s, t = odd
    # join the two odd vertices by an extra edge: trails from s to t are circuits cut there
    circuits = _orientation_circuits(vertices, edges + [(s, t)])
    visits = {v: (d + (v in odd)) // 2 for v, d in degree.items()}
    return circuits * prod(visits[v] for v in loops), 0


def count_lines(tiles: Iterable[Tile], directed: bool = False) -> int | None:
    """In how many ways ``tiles`` (all of them, each once) can be laid as one line, doubles in
    line, equal numbers touching. A line and the same line read from the other end count once
    (``directed=True``: as sequences read left to right, twice).

    Exact. A whole double-n set, and any tiles that join every pair of their numbers (doubles
    optional), is counted at any size through :func:`complete_graph_circuits`; other tiles by the
    BEST theorem over each Eulerian orientation, and ``None`` beyond about 24 non-double tiles.
    A set where more than two numbers show on an odd count of tile ends has no line: 0.

    >>> count_lines(DominoSet(2)), count_lines(DominoSet(2), directed=True), count_lines(DominoSet(3))
    (6, 12, 0)
    >>> count_lines(DominoSet(8), directed=True)  # Tarry, 1886
    10752728122249860612096000
    """
    tiles = list(tiles)
    counts = _counts(tiles)
    if counts is None:
        return None
    lines = counts[0]
    return lines if directed or len(tiles) < 2 else lines // 2


def count_rings(tiles: Iterable[Tile], directed: bool = False) -> int | None:
    """In how many ways ``tiles`` can be laid as one closed ring. Rings are counted as they lie
    on the table: turning the ring (where it starts) and reading it the other way round do not
    make a new ring (``directed=True``: reading direction counts, rotations still do not).
    Exact, with the same reach as :func:`count_lines`.

    >>> count_rings(DominoSet(2)), count_rings(DominoSet(2), directed=True), count_rings(DominoSet(5))
    (1, 2, 0)
    """
    counts = _counts(list(tiles))
    if counts is None:
        return None
    return counts[1] if directed else counts[1] // 2


# -- what Euler says about the double-n set ---------------------------------------------------------------------

@dataclass(frozen=True)
class EulerFacts:
    """What Euler says about the double-n set, computed (see :func:`euler_facts`)."""

    n: int
    tiles: int
    degree: int  # tile ends showing each number (the vertex degree, a loop counting twice)
    odd_vertices: tuple[int, ...]
    line_possible: bool
    ring_possible: bool
    circuits: int  # directed Eulerian circuits of the loopless K_{n+1}, up to rotation (0: none)
    double_places: int | None  # ways to put the doubles into a given circuit (None: no circuit)
    rings: int  # up to rotation and reflection
    ring_sequences: int  # up to rotation only (reading direction counts)
    lines: int  # a line and its reverse counted once
    line_sequences: int  # read left to right (reverse counted apart)

    def __str__(self):
        lines = [f"double-{self.n}: {self.tiles} tiles; every number shows on {self.degree} tile ends "
                 f"({'even' if self.degree % 2 == 0 else 'odd'})."]
        if self.ring_possible:
            lines.append("Every vertex has even degree, so the whole set closes into a ring "
                         "(and every line of the whole set has the same number at both ends).")
        elif self.line_possible:
            lines.append(f"Exactly two numbers ({', '.join(map(str, self.odd_vertices))}) have odd degree: "
                         "a line is possible, from one to the other, but no ring.")
        else:
            lines.append(f"All {len(self.odd_vertices)} numbers have odd degree. A line uses the ends of each "
                         "number it passes through two at a time, in and out; only its two end numbers can "
                         "show an odd count. So neither a line nor a ring of the whole set exists.")
        lines.append(f"lines: {self.lines:,} (read from either end: {self.line_sequences:,})")
        lines.append(f"rings: {self.rings:,} (with a reading direction: {self.ring_sequences:,})")
        return "\n".join(lines)


def euler_facts(n: int = 6) -> EulerFacts:
    """Can the whole double-``n`` set be laid in one line, or one ring, and in how many ways?

    The set graph is K_{n+1} with a loop at every vertex; each number shows on ``n + 2`` tile
    ends. A line of the whole set is an Euler trail, a ring an Euler circuit: rings exactly when
    n is even; for odd n only double-1 has a line (double-9: every number on 11 ends, an odd
    count, so every count is 0). The counts are exact for every n the package knows (the method
    and its times: :func:`complete_graph_circuits`). Conventions:

    - a *ring* is counted as it lies on the table: where it starts and which way it is read
      do not matter (``ring_sequences``: reading direction matters, start does not);
    - a *line* is counted as it lies: a line and the same line read from its other end are one
      (``line_sequences``: read left to right, reverse counted apart — OEIS A284287);
    - doubles lie in line (not across); a double may sit at any visit of its number, including
      the two ends of a line.

    The loopless K_{n+1} has ``circuits`` directed Eulerian circuits up to rotation. Each double
    goes into one of the ``n/2`` visits of its number: ``double_places = (n/2)^(n+1)``. So
    ``ring_sequences = circuits * double_places`` and ``rings`` is half that (a ring read
    backwards is a different sequence, never the same one). A line of the whole set is a ring
    cut at one of its joints (both ends show the same number when every degree is even):
    ``line_sequences = tiles * ring_sequences``, ``lines`` half that.

    >>> f = euler_facts(6)
    >>> f.ring_possible, f.circuits, f.double_places
    (True, 129976320, 2187)
    >>> f.rings, f.lines, f.line_sequences
    (142129105920, 3979614965760, 7959229931520)
    >>> euler_facts(9).lines, euler_facts(9).degree
    (0, 11)
    """
    n = int(n)
    dset = DominoSet(n)
    degree = n + 2
    odd = tuple(range(n + 1)) if n % 2 else ()
    line_possible = len(odd) <= 2
    ring_possible = not odd
    line_seq, ring_seq = cast("tuple[int, int]", _counts(list(dset)))  # a whole set is never too large (None)
    lines, rings = line_seq // 2, ring_seq // 2
    places = (n // 2) ** (n + 1) if ring_possible else None
    circuits = ring_seq // places if places is not None else 0  # (places: whenever a ring is possible)
    return EulerFacts(n, len(dset), degree, odd, line_possible, ring_possible, circuits, places,
                      rings, ring_seq, lines, line_seq)


# -- how the lines begin and end ---------------------------------------------------------------------------------

Placement = tuple[int, int]  # a tile at an end of a line: (number facing outward, number facing the line)


@dataclass(frozen=True)
class LineEnds:
    """How the lines of the whole double-n set begin and end (see :func:`line_ends`).

    ``table[(first, last)]`` is the number of lines, read from the left, whose first tile is
    ``first = (outer, inner)`` and whose last tile is ``last = (outer, inner)``: the numbers its
    two halves show, the outer one at the end of the line. Pairs that never occur are left out.
    """

    n: int
    table: dict[tuple[Placement, Placement], int] = field(repr=False)

    @property
    def total(self) -> int:
        """Every line of the set, read from the left (``euler_facts(n).line_sequences``)."""
        return sum(self.table.values())

    def count(self, first=None, last=None, ends: int | None = None) -> int:
        """Lines (read from the left) that begin with the tile ``first`` and end with ``last``
        (``Tile`` or text like ``"0-6"``, either way round; None: any) and show ``ends`` at both
        ends. Lines as they lie with 0-0 at one end are ``count(first="0-0")``: read from there."""
        first = None if first is None else Tile.parse(first)
        last = None if last is None else Tile.parse(last)
        return sum(number for ((a, b), (c, d)), number in self.table.items()
                   if (first is None or Tile(a, b) is first) and (last is None or Tile(c, d) is last)
                   and (ends is None or a == c == ends))

    def __str__(self):
        n, total = self.n, self.total
        head = f"Lines of the double-{n} set, read from the left end: {total:,}."
        if not total:
            return head + " (No line: more than two numbers show on an odd count of tile ends.)"
        if n % 2:
            return "\n".join([head] + [f"{count:,} begin with {a}-{b} and end with {d}-{c}."
                                       for ((a, b), (c, d)), count in sorted(self.table.items())])
        rings, others = self.count(first="0-0"), [Tile(0, x) for x in range(1, n + 1)]
        out = [head,
               f"Each number shows on {n + 2} tile ends, an even count, so every line ends on the number it "
               f"starts with: {self.count(ends=0):,} lines have 0 at both ends, as many for every other number.",
               f"Each of the {len(DominoSet(n))} tiles begins {rings:,} lines, as many as there are rings read "
               "one way: cut the ring just before it.",
               f"Of the lines that begin with the double 0-0, {self.count(first='0-0', last='0-1'):,} end with "
               f"each of {tiles_text(others)}.",
               f"Of the lines that begin with 0-1 (0 at the end), {self.count(first='0-1', last='0-0', ends=0):,} "
               "end with the double 0-0"]
        if n > 2:
            out[-1] += (f" and {self.count(first='0-1', last='0-2', ends=0):,} with each of "
                        f"{tiles_text(others[1:])}")
        doubles = sum(number for ((a, b), (c, d)), number in self.table.items() if a == b and c == d)
        return "\n".join(out) + f".\nLines that begin and end with a double: {doubles:,}."


def _line_end_table_by_search(tiles: list[Tile]) -> dict[tuple[Placement, Placement], int]:
    """Every line of a handful of tiles, listed: the (first, last) table (for double-1)."""
    table: dict[tuple[Placement, Placement], int] = {}

    def extend(first: Placement, last: Placement, end: int, left: frozenset) -> None:
        if not left:
            table[first, last] = table.get((first, last), 0) + 1
        for t in left:
            if t.has(end):
                extend(first, (t.other(end), end), t.other(end), left - {t})

    for t in tiles:
        for outer in {t.low, t.high}:
            extend((outer, t.other(outer)), (t.other(outer), outer), t.other(outer), frozenset(tiles) - {t})
    return table


def line_ends(n: int = 6) -> LineEnds:
    """How the lines of the whole double-``n`` set begin and end: the questions a class asks.

    Counts are of lines read from the left (``euler_facts(n).line_sequences`` in all), exact.
    For even n every line is a ring cut at one of its joints (all degrees are even), and the
    ``ring_sequences`` rings R (read one way) give everything by the symmetry of the numbers:

    - both ends show the same number; ``R (n + 2) / 2`` lines for each number (a ring has
      ``(n + 2) / 2`` joints showing it);
    - every tile begins R lines (cut the ring just before it), half of them each way round;
    - a line that begins with the double ``a-a`` ends with ``a-x``, ``R / n`` lines for each x;
    - a line that begins with ``a-b`` (a outward) ends with the double ``a-a`` in ``R / n`` lines
      (the double sits at the visit of a that leaves for b: 1 of the ``n/2`` visits) and with
      ``a-x``, x not a or b, in ``R (n/2 - 1) / (n (n - 1))`` lines each;
    - so no line begins and ends with a double.

    >>> ends = line_ends(6)
    >>> ends.count(first="0-0"), ends.count(ends=6)
    (284258211840, 1137032847360)
    >>> ends.count(first="0-0", last="0-6"), ends.count(first="0-1", last="0-0")
    (47376368640, 47376368640)
    >>> line_ends(9).total
    0
    """
    dset = DominoSet(n)
    if n % 2:
        return LineEnds(n, _line_end_table_by_search(list(dset)) if n == 1 else {})
    k, rings = n // 2, cast("tuple[int, int]", _counts(list(dset)))[1]  # a whole set is never too large (None)
    to_double, rest = divmod(rings, n)
    to_single, rest2 = divmod(rings * (k - 1), n * (n - 1))
    assert not rest and not rest2, "the symmetry of the numbers shares the rings out evenly"
    table: dict[tuple[Placement, Placement], int] = {}
    for a in range(n + 1):
        for x in range(n + 1):
            if x != a:
                table[(a, a), (a, x)] = to_double  # begins with a-a, ends with x-a (a outward)
                table[(a, x), (a, a)] = to_double  # begins with a-x, ends with the double a-a
                if to_single:
                    for y in range(n + 1):
                        if y not in (a, x):
                            table[(a, x), (a, y)] = to_single
    return LineEnds(n, table)
