"""What the gradient modules share: which variables are differentiable (float and complex
dtypes), the float zeros and ones that stand for gradients, and the argument conventions
of grad, Lop, Rop and jacobian (one Variable or a list; string options checked).
"""
from __future__ import annotations

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.graph.null_type import disconnected_type
from opspec.kernels.dtypes import CONTINUOUS_DTYPES as _CONTINUOUS


def _ot():
    import opspec.tensor as ot
    return ot


def _continuous(var) -> bool:
    return getattr(var.type, "dtype", None) in _CONTINUOUS


def _float_dtype(var) -> str:
    dtype = getattr(var.type, "dtype", None)
    return dtype if dtype in _CONTINUOUS else config.floatX


def _float_filled(var, value):
    """``value`` as a float array shaped like ``var``, computed from ``var`` (``fill``): a
    gradient made of it keeps among its inputs the variable it is shaped like, so
    ``function([x], grad(2 * x, x))`` uses its input, as a constant would not (the rewrites
    drop the read where the shape is known)."""
    ot = _ot()
    return ot.fill(var, ot.constant(value, dtype=_float_dtype(var)))


def _float_zeros_like(var):
    return _float_filled(var, 0)


def _float_ones_like(var):
    return _float_filled(var, 1)


def _choice(name, value, allowed):
    if value not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(map(repr, allowed))}, got {value!r}")


def _as_list(value, what):
    many = isinstance(value, (list, tuple))
    items = list(value) if many else [value]
    for i, v in enumerate(items):
        if not isinstance(v, Variable):
            raise TypeError(f"{what} {i} is a {type(v).__name__}, not a Variable")
    return items, many, isinstance(value, tuple)


def _check_tangents(who, wrts, tangents):
    """One tangent per wrt, of the same rank: ValueError otherwise (checked before ``f``)."""
    if len(wrts) != len(tangents):
        raise ValueError(f"{who}: {len(wrts)} wrt but {len(tangents)} tangents (eval points)")
    def ndim(v):
        return getattr(getattr(v, "type", None), "ndim", None)

    for k, (w, t) in enumerate(zip(wrts, tangents)):
        if ndim(w) is not None and ndim(t) is not None and ndim(w) != ndim(t):
            raise ValueError(f"{who}: tangent {k} ({t.type}) and wrt {k} ({w.type}) differ in rank")


def _listed(value):
    """(items, whether a list or tuple was given, whether a tuple): as _as_list, for
    arguments that may hold plain values (cotangents, tangents)."""
    many = isinstance(value, (list, tuple))
    return (list(value) if many else [value]), many, isinstance(value, tuple)


def _placeholder(var, how):
    """What a disconnected result becomes: zeros, None or a DisconnectedType variable."""
    return _float_zeros_like(var) if how == "zero" else None if how == "none" else disconnected_type()


def _shape_like(items, many, is_tuple):
    if not many:
        return items[0]
    return tuple(items) if is_tuple else items
