"""Arithmetic on dimensions, for the shape rules of generated ops.

A shape rule is evaluated three ways (``SpecOp.output_shapes``): on static sizes, where some
are :data:`UNKNOWN`; on symbolic int64 scalars (``infer_shape``); and on ints, to allocate
outputs before a C kernel runs. Python's ``+ - * //`` work on all three (UNKNOWN stays
unknown, Variables build graphs); ``min``, ``max``, comparisons, ``a if c else b`` and
``and / or / not`` do not, so the generator writes them as the calls below, which do the
right thing for each kind of value.
"""
from __future__ import annotations

import operator

import numpy as np

__all__ = ["UNKNOWN", "minimum", "maximum", "compare", "if_", "and_", "or_", "not_", "checked", "nonzero", "ours"]


class _UnknownDim:
    """A static size nobody knows yet: arithmetic on it stays unknown."""

    def __repr__(self):
        return "?"

    def _unknown(self, *args):
        return self

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _unknown
    __floordiv__ = __rfloordiv__ = __truediv__ = __rtruediv__ = __mod__ = __rmod__ = _unknown
    __neg__ = __pos__ = __abs__ = _unknown


UNKNOWN = _UnknownDim()

_COMPARE = {"<": (operator.lt, "lt"), "<=": (operator.le, "le"), ">": (operator.gt, "gt"),
            ">=": (operator.ge, "ge"), "==": (operator.eq, "eq"), "!=": (operator.ne, "neq")}


def _known(value) -> bool:
    """A Python (or numpy) number or bool: the value is there, not a graph."""
    return isinstance(value, (int, float, bool, np.integer, np.bool_))


def _unwrap(value):
    """A scalar Constant's number (infer_shape sees static sizes as Constants): comparing two
    gives a Python bool, not a graph."""
    from opspec.graph.basic import Constant
    if isinstance(value, Constant) and np.ndim(value.data) == 0:
        return value.data.item()
    return value


def _ot():
    import opspec.tensor as ot
    return ot


def _fold(values, pick, symbolic_op):
    if any(v is UNKNOWN for v in values):
        return UNKNOWN
    if all(_known(v) for v in values):
        return pick(values)
    result = values[0]
    for v in values[1:]:
        result = getattr(_ot(), symbolic_op)(result, v)
    return result


def minimum(*values):
    """The smallest of several dimensions (``min`` / ``minimum`` in a shape rule)."""
    values = _flatten(values)
    return _fold(values, min, "minimum")


def maximum(*values):
    """The largest of several dimensions (``max`` / ``maximum`` in a shape rule)."""
    values = _flatten(values)
    return _fold(values, max, "maximum")


def _flatten(values):
    """``max(a, b)`` and ``max([a, b])`` alike."""
    if len(values) == 1 and isinstance(values[0], (list, tuple)):
        values = tuple(values[0])
    if not values:
        raise ValueError("min / max of no dimensions")
    return list(values)


def compare(op: str, a, b):
    """``a <op> b`` for dimensions (a bool, UNKNOWN, or a symbolic bool); sequences compare
    element by element (equal when every pair is); strings (props such as a mode) as Python's."""
    if isinstance(a, str) or isinstance(b, str):
        return bool(_COMPARE[op][0](a, b))
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        a, b = tuple(a), tuple(b)
        if op not in ("==", "!="):
            raise TypeError(f"shape rule: {op} between sequences of dimensions")
        if len(a) != len(b):
            return op == "!="
        equal = and_(*[(lambda x=x, y=y: compare("==", x, y)) for x, y in zip(a, b)])
        return equal if op == "==" else not_(equal)
    python, symbolic = _COMPARE[op]
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    a, b = _unwrap(a), _unwrap(b)
    if _known(a) and _known(b):
        return bool(python(a, b))
    return getattr(_ot(), symbolic)(a, b)


def if_(cond, then, otherwise):
    """``then() if cond else otherwise()``: a branch is evaluated only when ``cond`` is a
    Python bool; an unknown condition gives what both branches agree on; a symbolic one
    switches between both (element by element for shapes)."""
    if _known(cond):
        return then() if cond else otherwise()
    a, b = then(), otherwise()
    return _merge(cond, a, b)


def _merge(cond, a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        if not (isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b)):
            raise ValueError("shape rule: the branches of a conditional give shapes of different ranks")
        return type(a)(_merge(cond, x, y) for x, y in zip(a, b))
    if cond is UNKNOWN:
        return a if _known(a) and _known(b) and a == b else UNKNOWN
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    return _ot().switch(cond, a, b)


def and_(*thunks):
    """``a and b and ...`` of conditions given as thunks, evaluated left to right while a
    Python bool leaves the answer open."""
    return _chain(thunks, stop=False, symbolic_op="and_")


def or_(*thunks):
    """``a or b or ...`` of conditions given as thunks (see and_)."""
    return _chain(thunks, stop=True, symbolic_op="or_")


def _chain(thunks, stop, symbolic_op):
    rest = []
    for thunk in thunks:
        value = thunk() if callable(thunk) else thunk
        if _known(value):
            if bool(value) is stop:
                return stop
            continue
        rest.append(value)
    if not rest:
        return not stop
    if any(v is UNKNOWN for v in rest):
        return UNKNOWN
    result = rest[0]
    for v in rest[1:]:
        result = getattr(_ot(), symbolic_op)(result, v)
    return result


def not_(cond):
    """``not cond`` for a condition."""
    if _known(cond):
        return not cond
    if cond is UNKNOWN:
        return UNKNOWN
    return _ot().invert(cond)


def checked(sizes, ok, message, error=ValueError):
    """``sizes`` (a shape) once ``ok`` (a condition on dimensions) holds: False raises numpy's
    ``error`` (ValueError; numpy.linalg's LinAlgError) now; a symbolic condition guards every
    size, raising it when run. A shape rule
    that can reject shapes (dot's contracted sizes, a join's other sizes) returns its shape
    through this, so that the shape of a result is never had without the check computing the
    result makes: ``dot(a, b).shape`` raises where ``dot(a, b)`` would (docs/shapes.md)."""
    if ok is UNKNOWN or (_known(ok) and ok):
        return tuple(sizes)
    if _known(ok):
        raise error(message)
    from opspec.graph.basic import Variable
    from opspec.raise_op import CheckAndRaise
    guard = CheckAndRaise(error, message)
    return tuple(guard(s if isinstance(s, Variable) else _ot().constant(s, dtype="int64"), ok) for s in sizes)


def nonzero(sizes, extents, message):
    """``sizes`` once none of ``extents`` is 0 (see checked): what a reduction without an
    identity (max, argmax, the max inside softmax) asks of the sizes it reduces."""
    if not ours(*sizes, *extents):
        return tuple(sizes)
    return checked(sizes, and_(*[(lambda n=n: compare("!=", n, 0)) for n in extents]), message)


def ours(*sizes) -> bool:
    """Whether sizes are opspec's (ints, unknown, or opspec Variables): another library's (the
    PyTensor target's shape rules call the same helpers) check their shapes themselves."""
    from opspec.graph.basic import Variable
    return all(_known(v) or v is UNKNOWN or isinstance(v, Variable) for v in sizes)
