"""Which of a class's methods only hand their arguments on to the one they override, read from
their code: ``super().after_play(state, player, move)`` and nothing else (returned or not). Such an
override changes no rule, so a fast path that does a hook's work itself may take the class as if
it kept the hook below: ``passed_on(cls, base, names)``. Anything else in the body (another call,
a store, a constant other than ``None``, the arguments changed, reordered or given by keyword) is
an override like any other, and the path that takes it calls it. ``reads_only`` reads a body
that does something but changes nothing (loads, tests, a few builtins, the family's no-op through
``super()``): the path that calls it need not look for changes after it.

This module imports nothing of the chain family (the engine's ``Play`` when first asked): the
family's paths read it.
"""

from __future__ import annotations

import builtins
import dis
import functools
import inspect
import sys
from collections.abc import Sequence
from typing import Any

__all__ = ["passed_on", "acting", "reads_only", "reads_argument", "move_for_score"]

# the instructions of ``[return] super().name(args...)`` besides its loads (Python 3.11 to 3.13)
_PLUMBING = frozenset({"RESUME", "NOP", "COPY_FREE_VARS", "MAKE_CELL", "PRECALL", "CALL", "PUSH_NULL", "POP_TOP",
                       "RETURN_VALUE", "RETURN_CONST", "CACHE", "LOAD_CONST"})
_METHOD_LOADS = frozenset({"LOAD_METHOD", "LOAD_ATTR", "LOAD_SUPER_ATTR"})


def _only_passes_on(func: object, name: str) -> type | None:
    """The class whose ``super()`` ``func`` calls ``name`` on, if ``func``'s whole body is
    ``[return] super().name(<its own arguments, in order>)``; else ``None``."""
    code = getattr(func, "__code__", None)
    closure = getattr(func, "__closure__", None)
    if code is None or not closure or code.co_freevars != ("__class__",):
        return None
    if code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS) or code.co_kwonlyargcount:
        return None
    if getattr(func, "__globals__", {}).get("super", builtins.super) is not builtins.super:
        return None
    params = code.co_varnames[:code.co_argcount]
    if not params:
        return None
    fast: list[str] = []
    supers = methods = calls = 0
    for ins in dis.get_instructions(code):
        op = ins.opname
        if op in ("LOAD_GLOBAL", "LOAD_NAME"):
            if ins.argval != "super":
                return None
            supers += 1
        elif op in _METHOD_LOADS:
            if ins.argval != name:
                return None
            methods += 1
        elif op == "LOAD_DEREF":
            if ins.argval != "__class__":
                return None
        elif op in ("LOAD_FAST", "LOAD_FAST_CHECK"):
            fast.append(ins.argval)
        elif op == "LOAD_FAST_LOAD_FAST":  # (3.13: two arguments at once)
            fast.extend(ins.argval)
        elif op == "CALL":
            calls += 1
        elif op not in _PLUMBING or op == "LOAD_CONST" and ins.argval is not None:
            return None
    if fast and fast[0] == params[0] and list(fast[1:]) == list(params[1:]):
        fast = fast[1:]  # (3.12: super's own self, loaded for LOAD_SUPER_ATTR)
    if supers != 1 or methods != 1 or calls != 2 or fast != list(params[1:]):
        return None
    owner = closure[0].cell_contents
    return owner if isinstance(owner, type) else None


@functools.cache
def acting(cls: type, name: str) -> object:
    """The function that does the work of ``cls``'s ``name``: the one ``cls`` resolves, or, while that
    only hands its arguments on (``super().name(...)``), the one it hands them to, as ``super()``
    finds it in ``cls``'s order of bases."""
    mro = cls.__mro__
    func = getattr(cls, name)
    while True:
        owner = _only_passes_on(func, name)
        if owner is None or owner not in mro:
            return func
        below = next((k for k in mro[mro.index(owner) + 1:] if name in vars(k)), None)
        if below is None:
            return func
        func = vars(below)[name]


def passed_on(cls: type, base: type, names: Sequence[str]) -> frozenset[str]:
    """Those of ``names`` that ``cls`` overrides only to hand their arguments on, down to ``base``'s
    own: a path that does ``base``'s work for them may take ``cls`` as it takes ``base``."""
    return frozenset(n for n in names if getattr(cls, n) is not getattr(base, n)
                     and acting(cls, n) is getattr(base, n))


_SKIPPED = frozenset({"RESUME", "NOP", "COPY_FREE_VARS", "CACHE", "PRECALL", "PUSH_NULL"})


@functools.cache
def first_or_handed_on(cls: type, name: str, base: type) -> tuple[str, ...] | None:
    """The attributes of ``self`` that ``cls``'s ``name`` reads first, if its whole body is
    ``return self.a.b or super().name()`` and the ``super()`` one is ``base``'s own (Donkey's
    ``blocked``: ``self.table.all_closed or super().blocked()``): a path that does ``base``'s work
    may read ``self.a.b`` and, when it is false, do that work. ``None`` for any other body (the
    path then calls the method), and on a Python whose bytecode for it is not the one read here."""
    func = getattr(cls, name)
    code = getattr(func, "__code__", None)
    closure = getattr(func, "__closure__", None)
    if (code is None or not closure or code.co_freevars != ("__class__",) or code.co_argcount != 1
            or code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS) or code.co_kwonlyargcount
            or getattr(func, "__globals__", {}).get("super", builtins.super) is not builtins.super):
        return None
    ins = [i for i in dis.get_instructions(code) if i.opname not in _SKIPPED]
    if not ins or ins[0].opname != "LOAD_FAST" or ins[0].argval != code.co_varnames[0]:
        return None
    k, attrs = 1, []
    while k < len(ins) and ins[k].opname == "LOAD_ATTR":
        attrs.append(ins[k].argval)
        k += 1
    tail = [(i.opname, i.argval) for i in ins[k:]]
    if (not attrs or len(tail) != 6 or tail[0][0] != "JUMP_IF_TRUE_OR_POP" or tail[0][1] != ins[-1].offset
            or tail[1:] != [("LOAD_GLOBAL", "super"), ("CALL", 0), ("LOAD_METHOD", name), ("CALL", 0),
                            ("RETURN_VALUE", None)]):
        return None
    if not _super_is_base(cls, closure[0].cell_contents, name, base):
        return None
    return tuple(attrs)


@functools.cache
def lays_then(cls: type, name: str, then: str, base: type) -> bool:
    """Whether ``cls``'s ``name`` is, in its whole body, ``super().name(a, b)`` (``base``'s own),
    then ``self.then(a, b)`` with the same arguments (its own parameters, in order), with at most an
    ``assert isinstance(b, Play)`` between them (the engine's ``Play``): the counting family's and
    Donkey's ``_lay`` (lay the tile, then ``after_lay``). A path that lays as ``base`` does may
    then lay the tile itself and call ``then``. ``False`` for any other body, and on a Python whose
    bytecode for it is not the one read here."""
    from ...moves import Play  # (moves imports nothing of the chain family)

    func = getattr(cls, name)
    code = getattr(func, "__code__", None)
    closure = getattr(func, "__closure__", None)
    if (code is None or not closure or code.co_freevars != ("__class__",) or code.co_argcount != 3
            or code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS) or code.co_kwonlyargcount):
        return False
    glob = getattr(func, "__globals__", {})
    if glob.get("super", builtins.super) is not builtins.super:
        return False
    me, a, b = code.co_varnames[:3]
    ins = [(i.opname, i.argval) for i in dis.get_instructions(code) if i.opname not in _SKIPPED]
    head = [("LOAD_GLOBAL", "super"), ("CALL", 0), ("LOAD_METHOD", name), ("LOAD_FAST", a), ("LOAD_FAST", b),
            ("CALL", 2), ("POP_TOP", None)]
    tail = [("LOAD_FAST", me), ("LOAD_METHOD", then), ("LOAD_FAST", a), ("LOAD_FAST", b), ("CALL", 2),
            ("POP_TOP", None), ("LOAD_CONST", None), ("RETURN_VALUE", None)]
    if ins[:len(head)] != head or ins[-len(tail):] != tail:
        return False
    middle = ins[len(head):-len(tail)]
    if middle:  # an assert isinstance(b, Play), with the builtin and the engine's Play
        ops = [op for op, _ in middle]
        if (ops[:4] != ["LOAD_GLOBAL", "LOAD_FAST", "LOAD_GLOBAL", "CALL"] or not ops[4].endswith("IF_TRUE")
                or ops[5:] != ["LOAD_ASSERTION_ERROR", "RAISE_VARARGS"] or middle[0][1] != "isinstance"
                or middle[1][1] != b or middle[3][1] != 2 or glob.get(middle[2][1]) is not Play
                or glob.get("isinstance", builtins.isinstance) is not builtins.isinstance):
            return False
    return _super_is_base(cls, closure[0].cell_contents, name, base)


def does_nothing(func: object) -> bool:
    """Whether ``func``'s body is empty (a docstring, ``pass``): it returns ``None`` and does nothing."""
    code = getattr(func, "__code__", None)
    return code is not None and all(
        i.opname in ("RESUME", "NOP", "RETURN_VALUE", "RETURN_CONST") or i.opname == "LOAD_CONST" and i.argval is None
        for i in dis.get_instructions(code))


def _super_is_base(cls: type, owner: type, name: str, base: type) -> bool:
    """Whether ``super().<name>`` called in class ``owner`` reaches, in ``cls``'s order, ``base``'s
    own ``name``."""
    mro = cls.__mro__
    if owner not in mro:
        return False
    below = next((k for k in mro[mro.index(owner) + 1:] if name in vars(k)), None)
    return below is not None and vars(below)[name] is getattr(base, name)


# what a body that only reads may hold (Python 3.11's bytecode): loads, tests, forward jumps and calls;
# no store, no loop, no function made, no call set up but of the names below or of super()'s own
_READING = frozenset({"RESUME", "NOP", "CACHE", "COPY_FREE_VARS", "PRECALL", "CALL", "LOAD_FAST", "LOAD_CONST",
                      "LOAD_ATTR", "LOAD_GLOBAL", "LOAD_DEREF", "LOAD_METHOD", "BINARY_SUBSCR", "BINARY_OP",
                      "COMPARE_OP", "IS_OP", "CONTAINS_OP", "UNARY_NOT", "POP_TOP", "RETURN_VALUE",
                      "POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_FORWARD_IF_TRUE", "POP_JUMP_FORWARD_IF_NONE",
                      "POP_JUMP_FORWARD_IF_NOT_NONE", "JUMP_FORWARD", "JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP"})
_PURE = frozenset({"len", "isinstance", "bool", "abs"})  # builtins a reading body may call


@functools.cache
def reads_only(cls: type, name: str, base: type, context: bool = False) -> bool:
    """Whether ``cls``'s ``name`` only reads, as its code shows: loads, comparisons and forward
    jumps, calls of ``len``, ``isinstance``, ``bool`` and ``abs`` (the builtins themselves) and of
    ``super().<name>(...)`` where that is ``base``'s own and does nothing, and no store anywhere
    (not even of a local), no loop, no other call: it changes nothing of the deal (an attribute
    read or a subscript that changes something, a property with a side effect, is not looked
    for). A path that checks whether such a hook changed the hands or the table may skip the
    check, and the integer loop (``kernel``) may call it on a view of the deal it keeps as
    integers (``kernel_view``). ``False`` for any other body, and on another Python than 3.11 (whose bytecode this
    reads).

    ``context``: the body may also keep counts in the deal's ``context``, a dict no rule of the
    chain family reads during a deal: ``state.context[key] = value`` (``state`` its first argument
    after ``self``, ``key`` a constant or an argument) of a value that cannot be the deal's own
    (a constant, a number worked out, a comparison, ``len`` of something, an argument other than
    the state, or what ``state.context.get(...)`` gives), reached by one road (not ``a if c else
    0``, whose last instruction is not all it may store), and ``state.context.get(key)`` or
    ``get(key, default)``, each a constant or an argument (a default of the deal's own would be
    what it gives); and a value added to one the context keeps, ``state.context.setdefault(key,
    []).append(value)`` or ``state.context[key].append(value)`` (or ``add``, ``extend``, ``update``;
    ``_in_context``), of a value that cannot be the deal's own or an argument's attribute
    (``move.tile``). Such a hook may be shown a view whose ``context`` is the deal's own dict
    (``kernel_view``).

    >>> from domino_lab.games.chain.kozel import Kozel
    >>> class Counts(Kozel):
    ...     def after_play(self, state, player, move):
    ...         state.context["plays"] = state.context.get("plays", 0) + 1
    >>> class Keeps(Kozel):
    ...     def after_play(self, state, player, move):
    ...         state.context["hand"] = state.hands[player]
    >>> [reads_only(c, "after_play", Kozel, context) for c in (Counts, Keeps) for context in (False, True)]
    [False, True, False, False]
    """
    if sys.version_info[:2] != (3, 11):
        return False
    func = getattr(cls, name)
    code = getattr(func, "__code__", None)
    if code is None or code.co_flags & (inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR):
        return False
    glob = getattr(func, "__globals__", {})
    closure = getattr(func, "__closure__", None) or ()
    ins = [i for i in dis.get_instructions(code) if i.opname != "CACHE"]
    state = code.co_varnames[1] if code.co_argcount > 1 else None
    for k, i in enumerate(ins):
        op = i.opname
        if context and state is not None and _in_context(ins, k, state):
            continue
        if op not in _READING:
            return False
        if op == "LOAD_GLOBAL" and i.arg & 1:  # (a name loaded to be called: 3.11 pushes a NULL first)
            if i.argval not in _PURE and i.argval != "super" or i.argval in glob:
                return False
        elif op == "LOAD_DEREF" and i.argval != "__class__":
            return False
        elif op == "BINARY_OP" and "=" in i.argrepr:  # (an in-place operator may change what it is given)
            return False
        elif op == "LOAD_METHOD":  # super().<name>: super's call just before, reaching base's own, which does nothing
            before = [(j.opname, j.argval) for j in ins[max(0, k - 3):k]]
            if (i.argval != name or before != [("LOAD_GLOBAL", "super"), ("PRECALL", 0), ("CALL", 0)]
                    or code.co_freevars != ("__class__",) or len(closure) != 1
                    or not _super_is_base(cls, closure[0].cell_contents, name, base)
                    or not does_nothing(getattr(base, name))):
                return False
    return True


#: What may leave the value ``reads_only(..., context=True)`` lets a body write into the context: a
#: value that cannot be one of the deal's own objects (``LOAD_FAST`` of an argument is checked apart).
_FRESH_VALUES = frozenset({"LOAD_CONST", "BINARY_OP", "COMPARE_OP", "IS_OP", "CONTAINS_OP", "UNARY_NOT", "CALL"})


#: What a body may do to a value it keeps in the context (``reads_only``'s ``context``): add one more
#: thing to it (``state.context.setdefault("laid", []).append(move.tile)``).
_ADDS = frozenset({"append", "add", "extend", "update"})
_EMPTY = frozenset({"BUILD_LIST", "BUILD_MAP", "BUILD_SET", "BUILD_TUPLE"})  # (with no item: a new, empty one)


def _in_context(ins: list, k: int, state: str) -> bool:
    """Whether instruction ``k`` is the ``get`` of ``state.context.get(...)``, the store of
    ``state.context[key] = value``, or part of ``state.context.setdefault(key, default).append(value)``
    (``setdefault``, its empty default, or the ``append``; also ``add``, ``extend``, ``update``, and on
    ``state.context[key]``): ``reads_only``'s ``context``. A key is a constant or an argument; a default
    a constant, an argument or a new empty list, dict, set or tuple; a value added one that cannot be
    the deal's own (as a value stored), or an argument's attribute (``move.tile``: a move is a value)."""
    i = ins[k]
    if i.opname == "LOAD_METHOD" and i.argval == "setdefault":
        return _setdefault_at(ins, k, state)
    if i.opname in _EMPTY and i.arg == 0 and k >= 2 and ins[k - 2].opname == "LOAD_METHOD":
        return ins[k - 2].argval == "setdefault" and _setdefault_at(ins, k - 2, state)
    if i.opname == "LOAD_METHOD" and i.argval in _ADDS:
        return _adds_at(ins, k, state)
    if i.opname == "LOAD_METHOD" and i.argval == "get":  # (its key and default each a constant or an argument:
        n = 0  # a default of the deal's own, get(k, state.table), would be what it gives where the key is not kept)
        while ins[k + 1 + n].opname in ("LOAD_CONST", "LOAD_FAST") and ins[k + 1 + n].argval != state:
            n += 1
        call = [(j.opname, j.arg) for j in ins[k + 1 + n:k + 3 + n]]
        return ([(j.opname, j.argval) for j in ins[max(0, k - 2):k]] == [("LOAD_FAST", state), ("LOAD_ATTR", "context")]
                and 1 <= n <= 2 and call == [("PRECALL", n), ("CALL", n)] and not _joined(ins, k - 1, k + 2 + n))
    if i.opname != "STORE_SUBSCR" or k < 4 or _joined(ins, k - 3, k):
        return False
    value, holder, attr, key = ins[k - 4:k]
    return ((holder.opname, holder.argval, attr.opname, attr.argval) == ("LOAD_FAST", state, "LOAD_ATTR", "context")
            and (key.opname == "LOAD_CONST" or key.opname == "LOAD_FAST" and key.argval != state)
            and (value.opname in _FRESH_VALUES or value.opname == "LOAD_FAST" and value.argval not in (state, "self")))


def _key_at(ins: list, k: int, state: str) -> bool:
    """Whether ``ins[k]`` loads a key of the context: a constant or an argument other than the state."""
    return ins[k].opname == "LOAD_CONST" or ins[k].opname == "LOAD_FAST" and bool(ins[k].argval != state)


def _setdefault_at(ins: list, k: int, state: str) -> bool:
    """Whether ``ins[k]``, a ``LOAD_METHOD setdefault``, is ``state.context.setdefault(key, default)``."""
    if k < 2 or len(ins) < k + 5 or _joined(ins, k - 1, k + 4):
        return False
    default = ins[k + 2]
    return ([(j.opname, j.argval) for j in ins[k - 2:k]] == [("LOAD_FAST", state), ("LOAD_ATTR", "context")]
            and _key_at(ins, k + 1, state)
            and (default.opname == "LOAD_CONST" or default.opname in _EMPTY and default.arg == 0
                 or default.opname == "LOAD_FAST" and default.argval not in (state, "self"))
            and [(j.opname, j.arg) for j in ins[k + 3:k + 5]] == [("PRECALL", 2), ("CALL", 2)])


def _adds_at(ins: list, k: int, state: str) -> bool:
    """Whether ``ins[k]``, a ``LOAD_METHOD`` of ``_ADDS``, adds one value that cannot be the deal's own
    to a value kept in the context (what ``state.context.setdefault(...)`` or ``state.context[key]`` gives)."""
    kept = (k >= 5 and ins[k - 5].opname == "LOAD_METHOD" and ins[k - 5].argval == "setdefault"
            and _setdefault_at(ins, k - 5, state)
            or k >= 4 and ins[k - 1].opname == "BINARY_SUBSCR" and _key_at(ins, k - 2, state)
            and [(j.opname, j.argval) for j in ins[k - 4:k - 2]] == [("LOAD_FAST", state), ("LOAD_ATTR", "context")]
            and not _joined(ins, k - 3, k))
    if not kept:
        return False
    j = k + 1  # the value: one argument, up to the call
    while j < len(ins) and ins[j].opname != "PRECALL":
        j += 1
    if j + 1 >= len(ins) or [(x.opname, x.arg) for x in ins[j:j + 2]] != [("PRECALL", 1), ("CALL", 1)]:
        return False
    value = ins[k + 1:j]
    if not value or _joined(ins, k, j + 1):
        return False
    root = value[0]
    if root.opname == "LOAD_FAST" and root.argval not in (state, "self") and all(
            x.opname == "LOAD_ATTR" for x in value[1:]):
        return True  # (an argument, or an attribute of one)
    return value[-1].opname in _FRESH_VALUES and value[-1].opname != "CALL" or len(value) == 1 and (
        root.opname == "LOAD_CONST")


def _joined(ins: list, first: int, last: int) -> bool:
    """Whether a jump lands on one of ``ins[first:last + 1]``: what is on the stack there may then
    come by another road than the instructions just before (``a if c else 0``, ``a or 0``: the
    value stored would be ``a`` on one road, which the last instruction, ``0``, does not show)."""
    return any(j.is_jump_target for j in ins[first:last + 1])


_ARGUMENT_LOADS = frozenset({"LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_FAST_AND_CLEAR", "LOAD_FAST_LOAD_FAST",
                             "LOAD_CLOSURE", "DELETE_FAST"})


@functools.cache
def reads_argument(func: object, name: str) -> bool:
    """Whether ``func``'s code reads its argument ``name`` (uses it, or hands it on, or a nested
    function does): ``True`` where the code cannot be read."""
    code = getattr(func, "__code__", None)
    if code is None or name in code.co_cellvars:
        return True
    for i in dis.get_instructions(code):
        if i.opname in _ARGUMENT_LOADS and (i.argval == name or isinstance(i.argval, tuple) and name in i.argval):
            return True
    return False


def reads_only_table(func: object) -> bool:
    """Whether ``func`` (an end rule: ``end_accepts(self, state, end, tile)``) reads nothing of its
    ``state`` but ``state.table``, read from its code: every load of ``state`` is followed at once by
    the read of its ``table``, and ``state`` is never stored, handed on whole or kept by a nested
    function. Then its answers change only with the table (``ChainState._end_table`` keeps them).
    ``False`` where the code cannot be read.

    >>> from domino_lab.games.chain.fork import Fork
    >>> from domino_lab.games.chain.double_lock import DoubleLock
    >>> reads_only_table(Fork.end_accepts), reads_only_table(DoubleLock.end_accepts)
    (True, False)
    """
    code = getattr(func, "__code__", None)
    if code is None or code.co_argcount < 2:
        return False
    name = code.co_varnames[1]
    if name in code.co_cellvars:
        return False
    instructions = list(dis.get_instructions(code))
    for i, ins in enumerate(instructions):
        if ins.argval == name or isinstance(ins.argval, tuple) and name in ins.argval:
            if ins.opname not in _ARGUMENT_LOADS or ins.opname == "DELETE_FAST" or isinstance(ins.argval, tuple):
                return False  # (stored, deleted, or loaded with another name at once: not read here)
            after = instructions[i + 1] if i + 1 < len(instructions) else None
            if after is None or after.opname != "LOAD_ATTR" or after.argval != "table":
                return False
    return True


@functools.cache
def _scores_move(game: Any) -> bool:
    """Whether the ``score_deal`` that does the work for games of class ``game`` reads its ``move``
    (asked once a class: a simulation asks it of every deal)."""
    return reads_argument(acting(game, "score_deal"), "move")


def move_for_score(state: Any) -> Any:
    """The move that ended ``state``'s deal (its history's last), for its game's ``score_deal``, which
    the engine hands it (Sea Goat's reads it: a deal won on 0-0) — or ``None`` where ``score_deal``
    never reads it: a deal finished from a path's log (``kernel.PlayedOut``, ``logged``) makes its
    history only when something reads it. The ``score_deal`` asked is the one that does the work
    (``acting``: a user's override that only hands its arguments on to the one below reads what
    that one reads)."""
    game: Any = type(state.game)  # (Any: mypy checks a class against Hashable as if an instance)
    if not _scores_move(game):
        return None
    history = state.history
    return history[-1][1] if history else None


def lookup(cls: type, name: str) -> Any:
    """The class attribute ``name`` as ``cls`` resolves it along its MRO, unwrapped (a plain
    function, a property, a value); ``None`` when no class defines it."""
    for klass in cls.__mro__:
        if name in vars(klass):
            return vars(klass)[name]
    return None


def names_read(func: Any) -> set[str]:
    """The attribute names a hook's code reads (its own code and its nested functions')."""
    func = getattr(func, "fget", None) or getattr(func, "func", None) or func
    code = getattr(func, "__code__", None)
    if code is None:
        return set()
    names, todo = set(), [code]
    while todo:
        c = todo.pop()
        names |= set(c.co_names)
        todo += [k for k in c.co_consts if hasattr(k, "co_names")]
    return names


def names_read_through(funcs: list[Any], cls: type) -> set[str]:
    """The names ``funcs`` read, and those read by the methods of ``cls`` they call in turn
    (``self.is_general(state)``: General's deal scoring reads its table's ``chain`` there). The
    designer reads what a donated part reads of its table with it (``design.reads``); Wagons' loop,
    whether a score reads what it makes only when read (``wagons_path``)."""
    names: set[str] = set()
    seen: set[str] = set()
    todo = list(funcs)
    while todo:
        found = names_read(todo.pop())
        names |= found
        for name in found - seen:
            seen.add(name)
            method = lookup(cls, name)
            if callable(method) and hasattr(method, "__code__"):
                todo.append(method)
    return names
