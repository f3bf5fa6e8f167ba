"""Errors with messages a learner understands. Every error of the package is a ``DominoError``."""

__all__ = ["DominoError", "IllegalMove", "SetupError", "Redeal", "NotationError", "RecordError", "SimulationError"]


class DominoError(Exception):
    """Base class of every error raised by domino_lab."""


class IllegalMove(DominoError, ValueError):
    """A move that breaks a rule. ``reason`` names the rule; the state is left unchanged."""

    def __init__(self, reason: str, move: object = None):  # the move (or its text) refused
        super().__init__(reason)
        self.reason = reason
        self.move = move


class SetupError(DominoError, ValueError):
    """A game or deal asked for with options or players the rules do not allow."""


class Redeal(SetupError):
    """A deal dealt from an explicit order that the rules deal again (Kozel's five doubles):
    whoever chose the order (an OpenSpiel chance node) chooses another."""


class NotationError(DominoError, ValueError):
    """A position text (``State.from_text``) that cannot be read."""


class RecordError(DominoError, ValueError):
    """A game record that is corrupt, truncated or does not replay."""


class SimulationError(DominoError, RuntimeError):
    """A game of a simulation failed (a bug, a bot that broke, a worker that died). The message
    names the chunk and, where it is known, the game and the seed that replays it. (A game that
    cannot be dealt as asked raises its ``SetupError`` as it is.)"""
