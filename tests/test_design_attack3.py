"""The third attack on the variant designer (issue 26): what a designer could type, a spec read
back from JSON, ``dl.evaluate``'s small samples and a catalogue game rebuilt from its own parts.
One test per defect found, named for it."""

from __future__ import annotations

import json

import pytest

import domino_lab as dl
from domino_lab.i18n import using


def test_a_spec_without_its_base_is_refused_by_name():
    """``dl.design(**spec)`` of a spec that lost its "base" key (a hand-written JSON, a spec with
    only its parts) raised Python's raw ``TypeError`` "design() missing 1 required positional
    argument: 'base'"; it should be the package's ``SetupError`` saying a design needs its base."""
    spec = {k: v for k, v in dl.design("kozel", layout="muggins").spec().items() if k != "base"}
    for given in (json.loads(json.dumps(spec)), {}):
        with pytest.raises(dl.SetupError, match="base"):
            dl.design(**given)
    with using("ru"), pytest.raises(dl.SetupError, match="основ"):
        dl.design(**spec)


def test_a_catalogue_game_rebuilt_from_its_own_parts_keeps_its_rule_card():
    """``dl.rules(dl.design("kozel"))`` (Kozel rebuilt from its own parts, which plays every deal as
    Kozel does) printed a card with no rules at all: the card's clauses are found by the game's
    module and id, and the rebuilt class named the designer's module. It should show Kozel's
    clauses; a conformance check of a rebuilt Forty-Two likewise missed the 42 a hand holds
    (``HAND_TOTAL``, read from the game's module)."""
    for gid in ("kozel", "muggins", "forty_two", "biryuk"):
        card, rebuilt = dl.rules(gid), dl.rules(dl.design(gid))
        assert card.clauses and rebuilt.clauses == card.clauses
    import importlib

    from domino_lab.conformance import check_result

    game = dl.design("forty_two")
    assert getattr(importlib.import_module(type(game).__module__), "HAND_TOTAL", None) == 42
    state = dl.playout(game, [dl.bots.Random(k) for k in range(4)], seed=1)
    assert sum(state.result().took) == 42
    check_result(state)
