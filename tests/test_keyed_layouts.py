"""Keyed end tables (``plays.key_table``) are found by what makes a layout's open ends (a line's two
numbers and way, a cross's ``ends_key``; the ends listed on any other layout). On every turn of deals
of Seven on Double-lock's line (Double-lock's end rule, keyed) and of Double-lock designed onto a
cross, a house and Fork's layout (the layout part carries its own end rule, so these have no locks
and are tabled without a key), every hand's plays read from the table are the family's listing,
and the kept table is the one made anew (``tests/test_end_key.py``'s check; Double-lock's own deals
there)."""

from __future__ import annotations

import pytest
from test_end_key import _check_deals, _game

SPECS = ["double_lock:layout:telephone", "double_lock:layout:muggins", "double_lock:layout:fork",
         "seven:layout:double_lock"]


@pytest.mark.parametrize("spec", SPECS)
def test_keyed_tables_on_other_layouts(spec):
    assert _check_deals(_game(spec), seeds=range(3)) > 50
