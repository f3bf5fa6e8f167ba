"""What a game's rule knobs can be set to, discovered from the game itself.

Options are frozen dataclasses whose defaults are the seed's rules. Boolean knobs flip; a string
knob's values are found from the message a wrong value gets ("draw must be one of until_playable,
one, none") and from the tuples of choices its module declares, each candidate confirmed by
building the game. The conformance report sweeps these variants; the Explorer offers them in a
drop-down.
"""

from __future__ import annotations

import dataclasses
import importlib
import re

from .errors import SetupError

__all__ = ["string_choices", "option_variants"]

_BOGUS = "\x00not-a-value"


def _modules(cls: type) -> list:
    names = []
    for klass in cls.__mro__:
        if klass.__module__ not in names and klass.__module__.startswith("domino_lab."):
            names.append(klass.__module__)
    return [importlib.import_module(n) for n in names]


def _candidates_from_modules(game_cls: type, name: str, default: str) -> list[str]:
    """Values from module-level tuples/dicts of strings that contain ``default`` (or a dict of
    choices keyed by the option's name), in the modules of the game and of its options."""
    found: list[str] = []
    for module in _modules(game_cls) + _modules(game_cls.Options):
        for value in vars(module).values():
            if isinstance(value, dict) and isinstance(value.get(name), (tuple, list)):
                values = list(value[name])
            elif isinstance(value, dict):
                values = list(value)
            elif isinstance(value, (tuple, list, frozenset)):
                values = list(value)
            else:
                continue
            if values and all(isinstance(v, str) for v in values) and default in values:
                found += [v for v in values if v not in found]
    return found


def _candidates_from_error(game_cls: type, name: str) -> list[str] | None:
    """The values a wrong value's error message lists (``None`` if a wrong value is accepted)."""
    try:
        game_cls(**{name: _BOGUS})
    except SetupError as exc:
        text = str(exc)
    except Exception:  # noqa: BLE001 - the option is not validated as a string
        return []
    else:
        return None
    head = re.split(r",? not\b", text.split("must be", 1)[-1])[0]
    return re.findall(r"[A-Za-z_][\w-]*", head.replace("one of", ""))


def string_choices(game_cls: type, name: str, default: str) -> list[str]:
    """Every value of the string option ``name`` that the game accepts, the default first;
    ``[default]`` when the values cannot be discovered."""
    from_error = _candidates_from_error(game_cls, name)
    from_modules = _candidates_from_modules(game_cls, name, default)
    if from_error is None:  # any string is accepted: trust only a stated tuple of choices
        candidates = from_modules
    else:
        candidates = from_error + [v for v in from_modules if v not in from_error]
    out = [default]
    for value in candidates:
        if value in out:
            continue
        try:
            game_cls(**{name: value})
        except Exception:  # noqa: BLE001 - not a value of this option
            continue
        out.append(value)
    return out


def option_variants(game_cls: type) -> list[tuple[str, dict]]:
    """``[("defaults", {}), ("draw=one", {"draw": "one"}), ...]``: the defaults, each boolean
    option flipped, and each other discoverable value of each string option, one at a time."""
    variants: list[tuple[str, dict]] = [("defaults", {})]
    for f in dataclasses.fields(game_cls.Options):
        default = f.default
        if isinstance(default, bool):
            variants.append((f"{f.name}={not default}", {f.name: not default}))
        elif isinstance(default, str):
            for value in string_choices(game_cls, f.name, default)[1:]:
                variants.append((f"{f.name}={value}", {f.name: value}))
    return variants
