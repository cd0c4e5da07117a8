"""Dimensions in the shape rules of generated PyTensor ops: ints, unknown sizes, symbolic scalars.

A shape rule is evaluated on static sizes (``None`` in a PyTensor type is opspec's
:data:`UNKNOWN`, on which arithmetic stays unknown), on PyTensor's symbolic sizes
(``infer_shape``) and on ints (output allocation). ``+ - * //`` work on all three; ``min``,
``max``, comparisons, conditionals and ``and / or / not`` do not, so the generator writes them
as these calls (the same names as :mod:`opspec.tensor.dims`, whose symbolic values are opspec's).
"""
from __future__ import annotations

import operator

import numpy as np

from opspec.tensor.dims import UNKNOWN

__all__ = ["UNKNOWN", "known", "minimum", "maximum", "compare", "if_", "and_", "or_", "not_"]

_COMPARE = {"<": (operator.lt, "lt"), "<=": (operator.le, "le"), ">": (operator.gt, "gt"),
            ">=": (operator.ge, "ge"), "==": (operator.eq, "eq"), "!=": (operator.ne, "neq")}


def known(value) -> bool:
    """A Python or numpy number or bool, or a prop's string or None: the value is there, neither
    unknown nor a graph (a rule compares a size, or a prop such as ``mode == 'complete'``)."""
    return value is None or isinstance(value, (int, float, bool, str, np.integer, np.floating, np.bool_))


def _pt():
    import pytensor.tensor as pt
    return pt


def _fold(values, pick, symbolic):
    if len(values) == 1 and isinstance(values[0], (list, tuple)):
        values = tuple(values[0])
    if not values:
        raise ValueError("min / max of no dimensions")
    if any(v is UNKNOWN for v in values):
        return UNKNOWN
    if all(known(v) for v in values):
        return pick(values)
    result = values[0]
    for v in values[1:]:
        result = getattr(_pt(), symbolic)(result, v)
    return result


def minimum(*values):
    return _fold(values, min, "minimum")


def maximum(*values):
    return _fold(values, max, "maximum")


def compare(op: str, a, b):
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
    if known(a) and known(b):
        return bool(python(a, b))
    return getattr(_pt(), symbolic)(a, b)


def if_(cond, then, otherwise):
    if known(cond):
        return then() if cond else otherwise()
    return _merge(cond, then(), otherwise())


def _merge(cond, a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        if not (isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b)):
            raise ValueError("shape rule: the branches of a conditional give shapes of different ranks")
        return type(a)(_merge(cond, x, y) for x, y in zip(a, b))
    if cond is UNKNOWN:
        return a if known(a) and known(b) and a == b else UNKNOWN
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    return _pt().switch(cond, a, b)


def and_(*thunks):
    return _chain(thunks, stop=False, symbolic="and_")


def or_(*thunks):
    return _chain(thunks, stop=True, symbolic="or_")


def _chain(thunks, stop, symbolic):
    rest = []
    for thunk in thunks:
        value = thunk() if callable(thunk) else thunk
        if known(value):
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
        result = getattr(_pt(), symbolic)(result, v)
    return result


def not_(cond):
    if known(cond):
        return not cond
    if cond is UNKNOWN:
        return UNKNOWN
    return _pt().invert(cond)
