"""numpy's array constructors that are graphs of existing ops (no kernel of their own):
``linspace``, ``identity``, ``full`` / ``empty`` and their ``_like``, ``meshgrid`` and
``where`` with one argument, as numpy builds them."""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.tensor.basic import as_tensor_variable, check_python_int, constant
from opspec.tensor.rearrange import moveaxis


def _ot():
    import opspec.tensor as ot
    return ot


def _dtype(dtype):
    return config.floatX if dtype == "floatX" else np.dtype(dtype).name


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    """``numpy.linspace``: ``num`` values from ``start`` to ``stop`` (included unless not
    ``endpoint``), computed as numpy computes them: ``start + arange(num) * step``, the last
    one set to ``stop``. ``start`` and ``stop`` may be arrays (the new axis is ``axis``)."""
    ot = _ot()
    if not isinstance(num, (int, np.integer)) or isinstance(num, bool):
        raise TypeError(f"linspace: num must be an integer, got {num!r}")
    if num < 0:
        raise ValueError(f"Number of samples, {num}, must be non-negative.")
    start, stop = as_tensor_variable(start), as_tensor_variable(stop)
    natural = np.result_type(np.empty(0, start.type.dtype), np.empty(0, stop.type.dtype), float(num))
    work = natural if natural.kind in "fc" else np.dtype("float64")
    start, stop = ot.cast(start, work.name), ot.cast(stop, work.name)
    div = (num - 1) if endpoint else num
    nd = max(start.type.ndim, stop.type.ndim)
    steps = ot.cast(ot.arange(num), work.name)
    steps = ot.reshape(steps, [num] + [1] * nd, ndim=nd + 1)
    delta = stop - start
    if div > 0:
        step = delta / div
        y = steps * step + start
        if endpoint and num > 1:
            y = ot.set_subtensor(y[-1:], ot.expand_dims(stop + ot.zeros_like(y[0]), 0))
    else:
        step = ot.fill(delta, np.nan)
        y = steps * delta + start
    y = ot.broadcast_to(y, [num] + list(ot.shape_tuple(delta)))
    if axis != 0:
        y = moveaxis(y, 0, axis)
    dtype = _dtype(dtype) if dtype is not None else natural.name
    if np.dtype(dtype).kind in "iub":
        y = ot.int_div(y, 1)            # numpy floors before casting to an integer dtype
    y = ot.cast(y, dtype)
    return (y, step) if retstep else y


def identity(n, dtype=None):
    """``numpy.identity(n)`` for an integer ``n``: the ``n`` x ``n`` identity matrix (floatX
    unless ``dtype``). Given a tensor, PyTensor's ``identity`` (its ``tensor_copy``): a copy
    of it, in ``dtype`` when given."""
    ot = _ot()
    if isinstance(n, (int, np.integer)) and not isinstance(n, bool):
        return ot.eye(n, dtype=dtype)
    x = ot.deep_copy_op(as_tensor_variable(n))
    return x if dtype is None else ot.cast(x, dtype)


def _fill_value(value, dtype):
    """A fill value as a tensor; a Python int as numpy fills ``dtype`` with it: refused where
    the dtype cannot hold it (``np.full(3, 300, dtype=np.int8)``), else in that dtype (2**64 - 1
    fills uint64 without passing through int64)."""
    if dtype is not None and isinstance(value, int) and not isinstance(value, bool):
        check_python_int(value, _dtype(dtype))
        return constant(value, dtype=_dtype(dtype))
    return as_tensor_variable(value)


def full(shape, fill_value, dtype=None):
    """``numpy.full``: an array of ``shape`` filled with ``fill_value`` (its dtype unless given)."""
    ot = _ot()
    value = _fill_value(fill_value, dtype)
    if dtype is not None:
        value = ot.cast(value, _dtype(dtype))
    return ot.alloc(value, *([shape] if isinstance(shape, (int, np.integer)) else shape))


def full_like(a, fill_value, dtype=None):
    """``numpy.full_like``: ``fill_value`` broadcast to the shape of ``a``, in ``a``'s dtype unless given."""
    ot = _ot()
    a = as_tensor_variable(a)
    dtype = _dtype(dtype) if dtype else a.type.dtype
    return ot.alloc(ot.cast(_fill_value(fill_value, dtype), dtype), *ot.shape_tuple(a))


def empty(shape, dtype=None):
    """``numpy.empty``: an array of ``shape`` whose values are not to be read (zeros here,
    floatX unless given)."""
    return _ot().zeros(shape, dtype=_dtype(dtype or config.floatX))


def empty_like(prototype, dtype=None):
    """``numpy.empty_like``: an array shaped like ``prototype`` whose values are not to be read (zeros)."""
    return _ot().zeros_like(prototype, dtype=dtype)


def meshgrid(*xi, indexing="xy", sparse=False, copy=True):
    """``numpy.meshgrid``: coordinate arrays from coordinate vectors (``indexing`` 'xy', the
    first two axes swapped, or 'ij'); ``sparse`` leaves them broadcastable (size 1 elsewhere)."""
    ot = _ot()
    if indexing not in ("xy", "ij"):
        raise ValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    xs = [ot.flatten(as_tensor_variable(x)) for x in xi]
    nd = len(xs)
    grids = []
    for i, x in enumerate(xs):
        where = i
        if indexing == "xy" and nd > 1 and i < 2:
            where = 1 - i
        grids.append(ot.reshape(x, [1] * where + [-1] + [1] * (nd - where - 1), ndim=nd))
    if sparse or nd < 2:
        return list(grids)
    return list(ot.broadcast_arrays(*grids))


def where(cond, a=None, b=None):
    """``numpy.where``: ``a`` where ``cond`` holds, else ``b``; with ``cond`` alone, the
    indices of its nonzero elements (``nonzero``)."""
    ot = _ot()
    if a is None and b is None:
        cond = as_tensor_variable(cond)
        rows = ot.nonzero(cond)
        return tuple(rows[k] for k in range(cond.type.ndim))
    if a is None or b is None:
        raise ValueError("either both or neither of x and y should be given")
    return ot.switch(cond, a, b)


__all__ = ["linspace", "identity", "full", "full_like", "empty", "empty_like", "meshgrid", "where"]
