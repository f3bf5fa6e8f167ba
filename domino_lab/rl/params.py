"""A game's rule options as flat parameters (int, float, bool, str), as OpenSpiel wants them.

OpenSpiel game parameters are plain values (``python_domino_lab_kozel(opening=13,players=4)``),
so each option of a game's ``Options`` dataclass becomes one parameter, read with
``dataclasses.fields``:

- ``bool``, ``int``, ``float``, ``str`` options are parameters of that type;
- an option that may be ``None`` (``hand_size: int | None``) is an ``int`` parameter in which
  ``-1`` stands for ``None`` (a string option that may be ``None`` takes ``"none"``);
- a tuple option (Sea Goat's ``lone_doubles=(25, 50, 75)``, Odd-Even's ``even_arms``) is a
  string of its items joined by slashes (``"25/50/75"``; ``"none"`` for ``None``): OpenSpiel's
  game strings already separate parameters with commas. A string that OpenSpiel would read back
  as a number (Telephone's ``first_lead="2-3"``) is written in single quotes (``'2-3'``).

``players`` is one more parameter (the game's default number of players). How an option's type
is found is in one function, ``option_kind``: when options declare their types and ranges, that
is the one place to read the declaration.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from ..errors import SetupError

__all__ = ["option_kind", "defaults", "to_options", "NONE_INT", "NONE_TEXT"]

NONE_INT = -1  # an int parameter's value for an option set to None
NONE_TEXT = "none"  # a str/tuple parameter's value for an option set to None
SEPARATOR = "/"  # between the items of a tuple option
_NUMERIC = set("+-0123456789.")


def option_kind(field: dataclasses.Field) -> tuple[type, bool]:
    """``(kind, optional)``: the parameter type of an option (``bool``, ``int``, ``float``,
    ``str`` or ``tuple``) and whether it may be ``None``. Read from the default's type, and from
    the annotation where the default is ``None``."""
    annotation = field.type if isinstance(field.type, str) else getattr(field.type, "__name__", str(field.type))
    optional = field.default is None or "None" in str(annotation)
    value = field.default
    if value is not None:
        for kind in (bool, int, float, str, tuple):  # bool before int: True is an int too
            if isinstance(value, kind):
                return kind, optional
        raise SetupError(f"option {field.name}: a default of type {type(value).__name__} has no parameter form")
    head = str(annotation).replace("Optional[", "").split("|")[0].strip()
    for kind in (bool, int, float, str, tuple):
        if head.startswith(kind.__name__):
            return kind, optional
    raise SetupError(f"option {field.name}: cannot tell the type of {annotation!r}")


def _fields(game_cls) -> tuple[dataclasses.Field, ...]:
    return dataclasses.fields(game_cls.Options)


def _item_type(game_cls, field: dataclasses.Field) -> type:
    """The type of a tuple option's items (from its default, or its annotation)."""
    default = field.default
    assert default is not dataclasses.MISSING  # every option has a default (a game is made with none given)
    if default:
        return type(default[0])
    hints = typing.get_type_hints(game_cls.Options)
    args = [a for a in typing.get_args(hints.get(field.name)) if a is not type(None)]
    inner = typing.get_args(args[0]) if args else ()
    return inner[0] if inner else str


def to_param(game_cls, field: dataclasses.Field, value: Any) -> Any:
    """An option's value as its parameter."""
    kind, _ = option_kind(field)
    if value is None:
        return NONE_INT if kind in (int, float) else NONE_TEXT
    if kind is tuple:
        return SEPARATOR.join(str(v) for v in value)
    if kind is str and value and set(value) <= _NUMERIC:
        return f"'{value}'"  # OpenSpiel would read "2-3" back as a number: quote it
    return value


def defaults(game_cls) -> dict[str, Any]:
    """Every option's default as a parameter, plus ``players``."""
    params = {f.name: to_param(game_cls, f, f.default) for f in _fields(game_cls)}
    game = game_cls()
    params["players"] = game.default_players
    return params


def to_options(game_cls, params: dict[str, Any]) -> tuple[dict[str, Any], int | None]:
    """``(options, players)`` from parameters: only options whose value differs from the default
    are returned (so ``dl.game(id, **options)`` reads as the user wrote it). Unknown names raise
    ``SetupError``."""
    fields = {f.name: f for f in _fields(game_cls)}
    unknown = sorted(set(params) - set(fields) - {"players"})
    if unknown:
        raise SetupError(f"{game_cls.info.id} has no parameter {', '.join(unknown)}; "
                         f"its parameters are: players, {', '.join(sorted(fields))}")
    options: dict[str, Any] = {}
    for name, value in params.items():
        if name == "players":
            continue
        field = fields[name]
        kind, optional = option_kind(field)
        option: object  # the option's value: a number, a word, a tuple of them, or None
        if optional and value in (NONE_INT, NONE_TEXT):
            option = None
        elif kind is tuple:
            if not isinstance(value, str):
                raise SetupError(f"{name} is written as items joined by {SEPARATOR!r}, e.g. "
                                 f"{to_param(game_cls, field, field.default)!r}, not {value!r}")
            item = _item_type(game_cls, field)
            try:
                option = tuple(item(v.strip()) for v in value.split(SEPARATOR) if v.strip())
            except ValueError:
                raise SetupError(f"{name}: {value!r} is not a list of {item.__name__} items") from None
        elif kind is float and isinstance(value, int) and not isinstance(value, bool):
            option = float(value)
        elif kind is str and isinstance(value, str) and len(value) >= 2 and value[0] == value[-1] == "'":
            option = value[1:-1]
        elif not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise SetupError(f"{name} is a {kind.__name__} parameter, not {value!r}")
        else:
            option = value
        if option != field.default:
            options[name] = option
    players = params.get("players")
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
        raise SetupError(f"players is an int parameter, not {players!r}")
    return options, players
