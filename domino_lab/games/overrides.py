"""What a game or state class overrides below its family: how the integer forms of a family's deal
(``games.kept``) and the solver's compact rules know that a class plays by its family's rules.

A family may keep a deal in a compact form of its own (``games.chain.played_out.PlayedOut``: the
chain family's deal on bitmasks; ``wagons_deal.KeptWagons``) whose turn is the family's rules on
integers, with the game's own hooks called where it has them (dealing, leading, scoring, the
match, ``fits`` and ``touching_end`` read once into tables, an ``after_play`` that only reads on a
view). Which classes it may take is read from their code, not from flags they set (a game or a bot
says nothing about speed):

- a compact form names the family (or game) class whose rules it plays, ``base``, and the hooks it
  calls itself on the deal's real state or game (``honoured``); ``plays_all(cls, base, honoured)``
  holds when every method the class overrides below ``base`` is one of those, or never reached
  while bots play a deal (``DESCRIPTIVE``: explaining an illegal move, reading and writing
  positions). A new method a subclass adds (a helper) is reached only through a hook it overrides,
  so it is not counted. A user's variant that overrides ``hand_value`` or ``score_deal`` is still
  kept so.
- ``keeps(cls, base, names)`` holds when ``cls`` has ``base``'s very own ``names``: what the solver's
  compact rules check before they read a line as the family's.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["overrides", "plays_all", "plays_game", "keeps", "DESCRIPTIVE", "DEALING", "SCORING"]

#: Class attributes that never change a rule: a subclass may set these and keep its family's compact form.
_HARMLESS = frozenset({"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__", "__annotations__",
                       "__firstlineno__", "__static_attributes__", "info", "Options",
                       "__slotnames__",  # (copyreg's cache, written into a class the first time one is pickled)
                       # a design's name and spec (domino_lab.design.Designed): no rule
                       "design_spec", "spec", "describe", "__reduce__", "__repr__"})


#: What a state or game may override and still be kept by any compact form: never reached while bots that
#: do not look play a deal (an illegal move's explanation, positions' text, the match between deals).
DESCRIPTIVE = frozenset({
    "why_illegal", "multi_limit", "check_position", "read_table", "match_init", "match_update", "next_context",
    "side_worth", "match_goal", "match_length", "penalty_points", "describe", "rulecard", "StateClass", "hand_sizes",
    "__init__", "_why_illegal", "_parse_move", "_extra_text", "status", "_from_fields", "read_fields",
    "_check_position", "_check_reachable", "most_in_hand", "most_drawn", "most_passes", "_private_view",
    "_public_move", "public_fields", "private_fields", "_ended_problem", "_fish_by_block", "_determinize",
    "_multi_problem", "_stands_for", "_table_text", "fields_text", "entry_text", "zone_names", "zones",
    "_accepts", "targets", "target",  # (_accepts: a move not in the list, which a bot handed the list never makes)
    "finished_fields", "read_finished",  # (a game's words for its finished deals: Game.finished_fields)
    "check_context"})  # (it refuses a context no match makes: a valid one is read as before)

#: The deal and its lead, which every compact form that deals as ``game.deal`` does honours (it calls them).
DEALING = frozenset({"deal", "hand_size", "hand_sizes", "redeal_reason", "first_lead", "lead_order", "opening_lead",
                     "common_lead", "check_players", "sides"})
#: The finished deal's score, which every chain form honours (it ends the deal with the state's
#: ``_end``: the game's ``score_deal``, with real tiles).
SCORING = frozenset({"score_deal", "hand_value", "side_values"})


def overrides(cls: type, base: type) -> frozenset[str]:
    """The methods and attributes of ``base`` (or of its bases) that ``cls`` redefines below it:
    what a compact form must honour or refuse. Names ``base`` does not have (a subclass's helpers) and
    names that never change a rule (``_HARMLESS``) are left out."""
    if not issubclass(cls, base):
        return frozenset({"<not a subclass>"})
    below = cls.__mro__[:cls.__mro__.index(base)]
    return frozenset(name for k in below for name in vars(k) if name not in _HARMLESS and hasattr(base, name)
                     and getattr(cls, name) is not getattr(base, name))  # (base's own, restated: no change)


def plays_all(cls: type, base: type, honoured: frozenset[str]) -> bool:
    """Whether every method ``cls`` overrides below ``base`` is one a compact form calls itself
    (``honoured``) or never reached in play (``DESCRIPTIVE``)."""
    return overrides(cls, base) <= honoured | DESCRIPTIVE


def plays_game(cls: type, games: tuple[type, ...], honoured: frozenset[str] = frozenset()) -> bool:
    """For a compact form written for particular games (``games``, whose rules its turn restates): whether
    ``cls`` is one of them, or a subclass of one that overrides only what the form honours."""
    base = next((k for k in cls.__mro__ if k in games), None)
    return base is not None and plays_all(cls, base, honoured)


def keeps(cls: type, base: type, names: Sequence[str]) -> bool:
    """Whether class ``cls`` keeps ``base``'s own ``names`` (methods and attributes, the very same
    objects): what a compact form checks of a class, for the hooks its turn does itself."""
    return all(getattr(cls, name) is getattr(base, name) for name in names)
