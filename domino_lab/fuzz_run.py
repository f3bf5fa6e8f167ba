"""The fuzz sweep's machinery (``domino_lab.fuzz``): a time limit on each call, the findings and
the report of a run, and one run's bookkeeping. Every kind of input, in ``fuzz`` and
``fuzz_play``, is run through it."""

from __future__ import annotations

import contextlib
import signal
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .errors import DominoError
from .games.registry import game as make_game

__all__ = ["Hang", "time_limit", "Finding", "Report"]


# -- a time limit on each call -------------------------------------------------------------------------------
class Hang(BaseException):
    """A call that ran past its time limit. A ``BaseException``, so that no ``except Exception``
    in the code under test can swallow it."""


@contextlib.contextmanager
def time_limit(seconds: float, what: str = "the call") -> Iterator[None]:
    """Run the block for at most ``seconds``: past that, ``Hang`` is raised inside it (by
    ``SIGALRM``, on the main thread of a POSIX system), or after it where no alarm can be set."""
    alarm = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    start = time.perf_counter()
    if alarm:
        def ring(signum, frame):
            raise Hang(f"{what} did not end in {seconds:g} s")

        previous = signal.signal(signal.SIGALRM, ring)
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    if time.perf_counter() - start > seconds:
        raise Hang(f"{what} took {time.perf_counter() - start:.1f} s, more than {seconds:g} s")


# -- what a sweep finds --------------------------------------------------------------------------------------
@dataclass
class Finding:
    """One thing that broke: the ``kind`` of input, the ``game``, the ``input`` (a text or a
    ``repr``) and the ``problem``."""

    kind: str
    game: str
    input: str
    problem: str

    def __str__(self):
        shown = self.input if len(self.input) <= 300 else self.input[:300] + "..."
        return f"[{self.kind}] {self.game}: {self.problem}\n    input: {shown}"


@dataclass
class Report:
    """What a sweep did (``calls`` per kind, ``seconds``) and what it found."""

    findings: list[Finding] = field(default_factory=list)
    calls: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.findings

    def merge(self, other: Report) -> Report:
        self.findings += other.findings
        for k, v in other.calls.items():
            self.calls[k] = self.calls.get(k, 0) + v
        self.seconds += other.seconds
        return self

    def __str__(self):
        calls = ", ".join(f"{n} {k}" for k, n in self.calls.items())
        head = f"fuzz: {calls} in {self.seconds:.1f} s: "
        if self.ok:
            return head + "nothing broke"
        distinct = {(f.kind, f.game, f.problem.splitlines()[0]): f for f in self.findings}
        lines = [head + f"{len(self.findings)} findings ({len(distinct)} distinct)"]
        lines += [str(f) for f in list(distinct.values())[:40]]
        return "\n".join(lines)


class _Run:
    """One fuzz run's bookkeeping: each call under the time limit, its outcome checked."""

    def __init__(self, kind: str, game: str, limit: float):
        self.kind, self.game, self.limit = kind, game, limit
        self.report = Report(calls={kind: 0})
        self.t0 = time.perf_counter()
        self.hung = False  # after a hang, the rest of this run is skipped: one is enough to report

    def find(self, given, problem: str) -> None:
        self.report.findings.append(Finding(self.kind, self.game, given if isinstance(given, str) else repr(given),
                                            problem))

    def call(self, given, fn: Callable, expected: type[DominoError] = DominoError):
        """``fn()`` under the time limit: ``(True, value)``, or ``(False, the DominoError)``; a
        hang or any other exception is a finding (and gives ``(False, None)``)."""
        if self.hung:
            return False, None
        self.report.calls[self.kind] += 1
        try:
            with time_limit(self.limit, f"{self.kind} call"):
                return True, fn()
        except Hang as exc:
            self.find(given, f"hang: {exc} (the rest of this {self.kind} run is skipped)")
            self.hung = True
        except expected as exc:
            return False, exc
        except Exception as exc:  # noqa: BLE001 - what the sweep is looking for
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{frame.filename.replace(chr(92), '/').split('domino_lab/')[-1]}:{frame.lineno} ({frame.name})"
            self.find(given, f"raw {type(exc).__name__} at {where}: {exc}")
        return False, None

    def done(self) -> Report:
        self.report.seconds = time.perf_counter() - self.t0
        return self.report


def _players(game_id: str) -> list[int]:
    lo, hi = make_game(game_id).info.players
    return list(range(lo, hi + 1))
