"""Which tiles laid a state's ``after_lay`` acts on, read from its code (``plays.state_plan``).

Donkey's ``after_lay`` closes an arm under a face-down double (a ``Close``), Muggins' turns a double
lengthwise (a ``Lengthwise``): each is, in its whole body, ``if isinstance(play, <a move of its
own>): ...``, so on the family's plain ``Play`` it does nothing, and the chain family's ``_apply``
need not call it after a plain play. Double-lock's marks every double laid (a plain ``Play`` too):
it is called. Read from the code, not declared, so a design whose state runs another ``after_lay``
is read for that one. This module imports nothing of the chain family (the engine's ``Play`` when
first asked)."""

from __future__ import annotations

import builtins
import dis
import functools

_SKIPPED = frozenset({"RESUME", "NOP", "CACHE", "PRECALL", "PUSH_NULL"})


@functools.cache
def acts_on_own_moves(func: object) -> bool:
    """Whether ``func`` (an ``after_lay(self, player, play)``) does nothing on a plain ``Play``: its
    body opens with ``if isinstance(play, K):`` (the builtin, ``play`` its third argument, ``K`` a
    global naming a strict subclass of the engine's ``Play``) and, where that is false, returns
    ``None`` at once. ``False`` for any other body, and on a Python whose bytecode is not the one
    read here (then ``after_lay`` is called after every play, as before)."""
    from ...moves import Play

    code = getattr(func, "__code__", None)
    glob = getattr(func, "__globals__", {})
    if code is None or code.co_argcount != 3 or glob.get("isinstance", builtins.isinstance) is not builtins.isinstance:
        return False
    ins = [i for i in dis.get_instructions(code) if i.opname not in _SKIPPED]
    head = [(i.opname, i.argval) for i in ins[:4]]
    if (len(ins) < 7 or head[:3] != [("LOAD_GLOBAL", "isinstance"), ("LOAD_FAST", code.co_varnames[2]),
                                     ("LOAD_GLOBAL", head[2][1])] or head[3] != ("CALL", 2)
            or ins[4].opname != "POP_JUMP_FORWARD_IF_FALSE"):
        return False
    own = glob.get(head[2][1])
    if not (isinstance(own, type) and issubclass(own, Play) and own is not Play):
        return False
    after = [(i.opname, i.argval) for i in ins if i.offset >= ins[4].argval]  # (where the test is false)
    return after == [("LOAD_CONST", None), ("RETURN_VALUE", None)]
