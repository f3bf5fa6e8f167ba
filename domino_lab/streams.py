"""The random streams of a deal and of a random bot, in one place: counter-based, cheap to seed.

A ``Stream(seed)`` is a sequence of 64-bit words, word ``i`` being SplitMix64's output for the
counter ``i`` under a key made from the seed (``word(key, i) = mix(key + (i + 1) * golden)``,
``mix`` the SplitMix64 finalizer). Seeding is one ``mix`` — no table to fill, unlike Python's
Mersenne Twister (about 1,900 dependent steps and 624 words before the first number) — so
``dl.simulate`` can give every deal and every bot of every deal a stream of its own, made from the
deal's seed, and a game's row still depends only on the run's seed and its index.

What draws from a stream:

- the deal's shuffle (``Game.deal``, ``Game.shuffle``, the chain kernel): ``shuffle`` is
  Fisher-Yates whose swaps ``j_i`` (``0 <= j_i <= i``, for ``i`` from ``n - 1`` down to 1) are the
  mixed-radix digits of one uniform number per group of swaps, each group's number taken from one
  word (a word at or above the largest multiple of the group's range is skipped, so every order
  is exactly equally likely); the deal is dealt again (a redeal rule) from the same stream's next
  words;
- a ``Random`` bot's choice among ``n`` moves: ``below(n)``, ``n.bit_length()`` bits of the stream
  (``getrandbits``) drawn until the number is below ``n``. A fast path that makes the bot's choice
  without listing the moves draws the same bits the same way (``games.chain.kernel``).

``getrandbits(k)`` takes its bits from the low end of the current word and moves on to the next
word when fewer than ``k`` are left (the rest of the old word is dropped), so ``getrandbits(64)``
is always the next whole word (what ``shuffle`` and ``random`` take). The streams changed
once, by issue 25 §3 (from ``random.Random``); ``tests/test_streams.py`` checks that the games'
statistics stayed as they were.

>>> s = Stream(7)
>>> [s.below(6) for _ in range(8)] == [t.below(6) for t in [Stream(7)] for _ in range(8)]
True
>>> sorted(Stream(3).permutation(28)) == list(range(28))
True
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections.abc import Callable, MutableSequence, Sequence
from typing import Any, TypeVar

__all__ = ["Stream", "mix", "shuffle_words", "word"]

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_C1, _C2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_DOMAIN = 0x6A09E667F3BCC909  # (the fraction of sqrt 2): keys apart from ``match.derive_seed``'s values
_T = TypeVar("_T")


def mix(x: int) -> int:
    """The SplitMix64 finalizer: a bijection of 64-bit integers that scatters every input bit."""
    x = ((x ^ (x >> 30)) * _C1) & _MASK
    x = ((x ^ (x >> 27)) * _C2) & _MASK
    return x ^ (x >> 31)


def key(seed: int | str | bytes | None) -> int:
    """The 64-bit key of a stream seeded with ``seed``: a whole number in ``[0, 2**64)`` is mixed
    once; any other number, a text or bytes goes through BLAKE2b first; ``None``: 8 bytes of the
    operating system's randomness."""
    if type(seed) is int and 0 <= seed <= _MASK:  # (mix, inlined: every bot of every simulated deal has a key)
        x = (seed + _GOLDEN) & _MASK
        x = ((x ^ (x >> 30)) * _C1) & _MASK
        x = ((x ^ (x >> 27)) * _C2) & _MASK
        return x ^ (x >> 31) ^ _DOMAIN
    if seed is None:
        data = os.urandom(8)
    elif isinstance(seed, bytes):
        data = b"b" + seed
    elif isinstance(seed, str):
        data = b"s" + seed.encode()
    else:
        data = b"i" + str(int(seed)).encode()
    return mix(int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "little")) ^ _DOMAIN


def word(k: int, i: int) -> int:
    """Word ``i`` (from 0) of the stream with key ``k``."""
    z = (k + (i + 1) * _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * _C1) & _MASK
    z = ((z ^ (z >> 27)) * _C2) & _MASK
    return z ^ (z >> 31)


@functools.cache
def _plan(n: int) -> tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]:
    """The swaps of a Fisher-Yates shuffle of ``n`` items in groups: ``(span, limit, steps)``, where
    ``steps`` are ``(i, i + 1)`` for consecutive ``i`` down from ``n - 1``, ``span`` the product of
    their ``i + 1`` (below 2**56) and ``limit`` the largest multiple of ``span`` up to 2**64."""
    groups = []
    steps: list[tuple[int, int]] = []
    span = 1
    for i in range(n - 1, 0, -1):
        if span * (i + 1) >= 1 << 56:
            groups.append((span, (1 << 64) - (1 << 64) % span, tuple(steps)))
            steps, span = [], 1
        steps.append((i, i + 1))
        span *= i + 1
    if steps:
        groups.append((span, (1 << 64) - (1 << 64) % span, tuple(steps)))
    return tuple(groups)


def shuffle_words(k: int, x: MutableSequence[Any], taken: int = 0) -> int:
    """``Stream.shuffle(x)`` on the stream of key ``k`` (``key(seed)``) that has taken ``taken``
    words, without the stream: the same words, the same swaps, the same order (a dealer that only
    shuffles, and shuffles again from the next words for a redeal, keeps just the count, which it
    gets back). A shuffle takes whole words, so it never leaves bits of one behind.

    >>> a, b = list(range(28)), list(range(28))
    >>> s = Stream(5)
    >>> s.shuffle(a), s.shuffle(a), shuffle_words(key(5), b, shuffle_words(key(5), b))
    (None, None, 4)
    >>> a == b
    True
    """
    for span, limit, steps in _plan(len(x)):
        while True:  # the next word (word i is mix(k + (i + 1) * golden)) below the group's limit
            taken += 1
            z = (k + taken * _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * _C1) & _MASK
            z = ((z ^ (z >> 27)) * _C2) & _MASK
            r = z ^ (z >> 31)
            if r < limit:
                break
        r %= span
        for i, m in steps:
            j = r % m
            r //= m
            t = x[j]
            x[j] = x[i]
            x[i] = t
    return taken


class Stream:
    """A seeded stream (see the module): ``getrandbits``, ``below``, ``randrange``, ``choice``,
    ``random``, ``shuffle`` and ``permutation``, the same for the same seed on every Python."""

    __slots__ = ("seed", "getrandbits")

    def __init__(self, seed: int | str | bytes | None = None):
        self.seed = seed
        if type(seed) is int and 0 <= seed <= _MASK:  # key(seed), inlined: a simulated deal makes five streams
            k = (seed + _GOLDEN) & _MASK
            k = ((k ^ (k >> 30)) * _C1) & _MASK
            k = ((k ^ (k >> 27)) * _C2) & _MASK
            k ^= (k >> 31) ^ _DOMAIN
        else:
            k = key(seed)
        i = -1  # the last word taken
        buf = left = 0  # the current word's bits not yet used (fewer than 64: getrandbits(64) is the next word)

        def getrandbits(bits: int) -> int:
            """``bits`` random bits (0 to 64) as a number, from the low end of the current word."""
            nonlocal buf, left, i
            if left < bits:
                if bits > 64:
                    raise ValueError(f"a stream gives at most 64 bits at a time, not {bits}")
                i += 1
                z = (k + (i + 1) * _GOLDEN) & _MASK
                z = ((z ^ (z >> 30)) * _C1) & _MASK
                z = ((z ^ (z >> 27)) * _C2) & _MASK
                buf, left = z ^ (z >> 31), 64
            r = buf & ((1 << bits) - 1)
            buf >>= bits
            left -= bits
            return r

        self.getrandbits: Callable[[int], int] = getrandbits

    def below(self, n: int) -> int:
        """A number from ``0`` to ``n - 1``, each equally likely: ``n.bit_length()`` bits until the
        number is below ``n``."""
        if n <= 0:
            raise ValueError(f"empty range for below({n})")
        bits = self.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def randrange(self, start: int, stop: int | None = None) -> int:
        if stop is None:
            return self.below(start)
        return start + self.below(stop - start)

    def choice(self, seq: Sequence[_T]) -> _T:
        return seq[self.below(len(seq))]

    def random(self) -> float:
        """A float in ``[0, 1)``: the top 53 bits of the next word."""
        return (self.getrandbits(64) >> 11) * (1.0 / (1 << 53))

    def shuffle(self, x: MutableSequence[Any]) -> None:
        """Shuffle ``x`` in place (every order equally likely; see the module)."""
        draw = self.getrandbits
        for span, limit, steps in _plan(len(x)):
            r = draw(64)  # (a whole word: the next one)
            while r >= limit:
                r = draw(64)
            r %= span
            for i, m in steps:
                j = r % m
                r //= m
                t = x[j]
                x[j] = x[i]
                x[i] = t

    def permutation(self, n: int) -> list[int]:
        """``list(range(n))`` shuffled: the order ``shuffle`` would put ``n`` items in."""
        x = list(range(n))
        self.shuffle(x)
        return x

    def __reduce__(self) -> tuple:
        """Pickled (for an executor's workers) and copied where it has got to: its seed and the
        state its ``getrandbits`` keeps (the key, the last word taken, the unused bits)."""
        return (_restored, (self.seed, _cells(self.getrandbits)))

    def __repr__(self) -> str:
        return f"Stream({self.seed!r})"


def _cells(f: Callable) -> dict[str, Any]:
    """The variables a closure keeps, by name."""
    return {name: cell.cell_contents for name, cell in zip(f.__code__.co_freevars, f.__closure__ or ())}


def _restored(seed: int | str | bytes | None, state: dict[str, Any]) -> Stream:
    """A stream where ``Stream.__reduce__`` found one: seeded, then its closure's state put back."""
    stream = Stream(seed)
    f = stream.getrandbits
    for name, cell in zip(f.__code__.co_freevars, f.__closure__ or ()):
        cell.cell_contents = state[name]
    return stream
