"""PyTensor's ``tensor.shape``: the shape ops and functions that add, drop or read dimensions.

``opspec.tensor`` imports this module when it is imported itself, so it stays light: the
library's shape ops and functions (``Reshape``, ``reshape``, ``shape``...) are looked up
there on first use.
"""
from __future__ import annotations

from opspec.tensor.basic import as_tensor_variable, get_scalar_constant_value

#: the library's names this module also gives, as PyTensor's does
_FROM_LIBRARY = ("Reshape", "Shape", "Shape_i", "reshape", "shape", "shape_i", "shape_tuple", "squeeze",
                 "expand_dims", "transpose")


def _ot():
    import opspec.tensor as ot
    return ot


def shape_padleft(t, n_ones=1):
    """``t`` with ``n_ones`` size-1 dimensions in front."""
    t = as_tensor_variable(t)
    return _ot().dimshuffle(t, ["x"] * n_ones + list(range(t.type.ndim)))


def shape_padright(t, n_ones=1):
    """``t`` with ``n_ones`` size-1 dimensions at the end."""
    t = as_tensor_variable(t)
    return _ot().dimshuffle(t, list(range(t.type.ndim)) + ["x"] * n_ones)


def shape_padaxis(t, axis):
    """``t`` with a size-1 dimension inserted at ``axis`` (negative counts from the end)."""
    return _ot().expand_dims(t, axis)


def flatten(x, ndim=1):
    """``x`` reshaped to ``ndim`` dimensions, the last one gathering the remaining sizes."""
    x = as_tensor_variable(x)
    if not 1 <= ndim <= max(x.type.ndim, 1):
        raise ValueError(f"flatten: ndim must be between 1 and {max(x.type.ndim, 1)}, got {ndim}")
    ot = _ot()
    keep = [ot.shape_i(x, i) for i in range(ndim - 1)]
    return ot.reshape(x, keep + [-1])


def get_vector_length(v) -> int:
    """The length of vector ``v`` when it is known before running (static shape, constant,
    ``shape(x)``, ``make_vector``); a ValueError otherwise."""
    v = as_tensor_variable(v)
    if v.type.ndim != 1:
        raise TypeError(f"get_vector_length: {v} is not a vector ({v.type})")
    if v.type.shape[0] is not None:
        return v.type.shape[0]
    node = v.owner
    ot = _ot()
    if node is not None and node.op == ot.shape_op:
        return node.inputs[0].type.ndim
    if node is not None and node.op == ot.make_vector:
        return len(node.inputs)
    raise ValueError(f"the length of {v} is not known until it runs")


__all__ = [*_FROM_LIBRARY, "shape_padleft", "shape_padright", "shape_padaxis", "flatten", "get_vector_length",
           "get_scalar_constant_value"]


def __getattr__(name):
    if name in _FROM_LIBRARY:
        return getattr(_ot(), name)
    raise AttributeError(f"module 'opspec.tensor.shape' has no attribute {name!r}")
