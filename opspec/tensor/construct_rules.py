"""Shape rules and gradients of the ops of ``specs/construct.yaml`` and ``specs/extra.yaml``.

A shape rule runs on what is known: static values (Python numbers, or ``UNKNOWN``) when a
node is made, symbolic int64 scalars in ``infer_shape``, Python numbers before a kernel
runs. The helpers here give the same answer in each, as numpy would.
"""
from __future__ import annotations

import math

import numpy as np

from opspec.graph.basic import Variable
from opspec.tensor.reduction import single_axis
from opspec.tensor.specop import UNKNOWN


def _ot():
    import opspec.tensor as ot
    return ot


def _symbolic(*values) -> bool:
    return any(isinstance(v, Variable) for v in values)


def arange_length(start, stop, step):
    """The length of ``numpy.arange(start, stop, step)``: ``ceil((stop - start) / step)``,
    at least 0; exact for integers. A zero step is numpy's ZeroDivisionError."""
    if any(v is UNKNOWN for v in (start, stop, step)):
        return UNKNOWN
    if not _symbolic(start, stop, step):
        if step == 0:
            raise ZeroDivisionError("arange: the step is zero")
        if all(isinstance(v, (int, np.integer)) for v in (start, stop, step)):
            return max(0, -((start - stop) // step))
        return max(0, math.ceil((stop - start) / step))
    ot = _ot()
    values = [ot.as_tensor_variable(v) for v in (start, stop, step)]
    if not all(v.type.dtype.startswith(("int", "uint")) for v in values):
        # float lengths are numpy's double arithmetic at run time: not inferred symbolically
        raise NotImplementedError("the length of a float arange is known when it runs")
    # numpy takes the bounds as Python ints: in their own (unsigned, narrow) dtype the
    # difference would wrap
    start, stop, step = (ot.cast(v, "int64") for v in values)
    return ot.maximum(-((start - stop) // step), 0)


def diag_length(n, m, offset: int):
    """The length of diagonal ``offset`` of an ``n`` x ``m`` matrix (0 when it is outside)."""
    if n is UNKNOWN or m is UNKNOWN:
        return UNKNOWN
    rows, cols = (n + offset, m) if offset < 0 else (n, m - offset)
    if not _symbolic(n, m):
        return max(0, min(rows, cols))
    ot = _ot()
    return ot.maximum(ot.minimum(rows, cols), 0)


def _diag_axes(ndim, axis1, axis2):
    if ndim < 2:
        raise ValueError(f"diagonal needs an array of at least 2 dimensions, got {ndim}")
    a1, a2 = axis1 % ndim if -ndim <= axis1 < ndim else None, axis2 % ndim if -ndim <= axis2 < ndim else None
    if a1 is None or a2 is None:
        raise np.exceptions.AxisError(f"diagonal: axis1={axis1}, axis2={axis2} are out of bounds for {ndim} "
                                      "dimensions")
    if a1 == a2:
        raise ValueError("axis1 and axis2 cannot be the same")
    return a1, a2


def extract_diag_shape(shape, offset: int, axis1: int, axis2: int):
    """The shape of ``numpy.diagonal``: the other axes, then the diagonal's length."""
    a1, a2 = _diag_axes(len(shape), axis1, axis2)
    return [d for i, d in enumerate(shape) if i not in (a1, a2)] + [diag_length(shape[a1], shape[a2], offset)]


def extract_diag_grad(g_out, x, offset: int, axis1: int = 0, axis2: int = 1):
    """The gradient of ``diagonal(x, offset, axis1, axis2)``: zeros of ``x``'s shape with
    ``g_out`` on that diagonal."""
    ot = _ot()
    ndim = x.type.ndim
    a1, a2 = _diag_axes(ndim, axis1, axis2)
    order = [i for i in range(ndim) if i not in (a1, a2)] + [a1, a2]
    length = ot.shape_i(g_out, g_out.type.ndim - 1)
    column = ot.expand_dims(g_out, -1)
    mask = ot.Eye(dtype="bool")(length, length, 0)
    block = ot.where(mask, column, ot.zeros_like(column))          # g on the diagonal of each block
    row, col = max(0, -offset), max(0, offset)
    zeros = ot.zeros_like(ot.transpose(x, order), dtype=g_out.type.dtype)
    filled = ot.set_subtensor(zeros[..., row:row + length, col:col + length], block)
    return ot.transpose(filled, [order.index(i) for i in range(ndim)])


def _cum_axis(axis):
    return None if axis is None else axis[0]


def cum_shape(shape, axis, mode):
    """The shape of ``cumsum`` / ``cumprod``: ``shape``, or its size when ``axis`` is None."""
    if mode not in ("add", "mul"):
        raise ValueError(f"CumOp: mode must be 'add' or 'mul', got {mode!r}")
    if axis is None:
        size = 1
        for d in shape:
            size = size * d
        return [size]
    single_axis(axis, len(shape), "CumOp")
    return list(shape)


def _reversed(x, axis: int):
    key = (slice(None),) * axis + (slice(None, None, -1),)
    return x[key]


def cum_grad(g_out, x, out, axis, mode):
    """The gradient of ``cumsum`` (reversed running sums of ``g_out``) or ``cumprod`` (the same
    of ``g_out * out``, divided by ``x``: infinite where ``x`` is 0, as PyTensor's)."""
    ot = _ot()
    along = _cum_axis(axis)
    g = g_out if mode == "add" else g_out * out
    k = 0 if along is None else along % x.type.ndim
    summed = _reversed(ot.CumOp(axis=(k,), mode="add")(_reversed(g, k)), k)
    if along is None:
        summed = ot.reshape(summed, ot.shape(x))
    return summed if mode == "add" else summed / x


def cum_rop(ev_x, x, out, axis, mode):
    """The tangent of ``cumsum`` (the running sum of the tangent) or of ``cumprod``."""
    ot = _ot()
    if mode == "add":
        return ot.CumOp(axis=axis, mode="add")(ev_x)
    return out * ot.CumOp(axis=axis, mode="add")(ev_x / x)


__all__ = ["arange_length", "diag_length", "extract_diag_shape", "extract_diag_grad", "cum_shape", "cum_grad",
           "cum_rop"]
