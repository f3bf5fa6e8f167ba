"""The test run's switches: tests marked ``slow`` (long sweeps) run only when asked for with
``-m slow`` (or any ``-m`` expression naming them); the default run keeps their bounded samples."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="a long sweep: run it with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
