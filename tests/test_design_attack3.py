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
