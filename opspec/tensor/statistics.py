"""numpy's signatures for the statistics of ``specs/stats.yaml`` (``var(x, axis, ddof=1)``...),
and the two that are compositions of existing ops, so their gradients and C come for free:
``ptp`` (max - min) and ``diff`` (x[1:] - x[:-1], n times)."""
from __future__ import annotations

import numpy as np

from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.reduction import normalize_axes

__all__ = ["argmin", "cum_extreme_grad", "cummax", "cummin", "diff", "median", "nanmax", "nanmin", "nansum", "ptp",
           "quantile", "std", "var"]


def _ot():
    import opspec.tensor as ot
    return ot


def _axes(x, axis):
    return normalize_axes(axis, x.type.ndim)


def var(x, axis=None, ddof=0, keepdims=False):
    """numpy.var: the mean squared deviation from the mean, divided by N - ddof."""
    x = as_tensor_variable(x)
    return _ot().Variance(axis=_axes(x, axis), keepdims=keepdims, ddof=int(ddof))(x)


def std(x, axis=None, ddof=0, keepdims=False):
    """numpy.std: sqrt(var(x, axis, ddof))."""
    x = as_tensor_variable(x)
    return _ot().StdDev(axis=_axes(x, axis), keepdims=keepdims, ddof=int(ddof))(x)


def argmin(x, axis=None, keepdims=False):
    """numpy.argmin: the first index of the smallest element along one axis (None: flattened)."""
    x = as_tensor_variable(x)
    if axis is not None and not isinstance(axis, (int, np.integer)):
        raise TypeError("argmin takes one axis or None, like numpy")
    return _ot().Argmin(axis=None if axis is None else _axes(x, axis), keepdims=keepdims)(x)


def nansum(x, axis=None, keepdims=False):
    x = as_tensor_variable(x)
    return _ot().NanSum(axis=_axes(x, axis), keepdims=keepdims)(x)


def nanmax(x, axis=None, keepdims=False):
    """numpy.nanmax; integers have no nans, so theirs is max."""
    x = as_tensor_variable(x)
    if not x.type.dtype.startswith("float"):
        return _ot().max(x, axis=axis, keepdims=keepdims)
    return _ot().NanMax(axis=_axes(x, axis), keepdims=keepdims)(x)


def nanmin(x, axis=None, keepdims=False):
    """numpy.nanmin; integers have no nans, so theirs is min."""
    x = as_tensor_variable(x)
    if not x.type.dtype.startswith("float"):
        return _ot().min(x, axis=axis, keepdims=keepdims)
    return _ot().NanMin(axis=_axes(x, axis), keepdims=keepdims)(x)


def median(x, axis=None, keepdims=False):
    x = as_tensor_variable(x)
    return _ot().Median(axis=_axes(x, axis), keepdims=keepdims)(x)


def quantile(x, q, axis=None, method="linear", keepdims=False):
    """numpy.quantile: q (a number or array in [0, 1]) gives the leading axes of the result."""
    x = as_tensor_variable(x)
    q = as_tensor_variable(q)
    if not q.type.dtype.startswith("float"):
        q = _ot().cast(q, "float64")
    return _ot().Quantile(axis=_axes(x, axis), keepdims=keepdims, method=method)(x, q)


def _cum_extreme(x, axis, mode):
    x = as_tensor_variable(x)
    return _ot().CumExtreme(axis=None if axis is None else _axes(x, axis), mode=mode)(x)


def cummax(x, axis=None):
    """The running maximum along axis (flattened when None): numpy.maximum.accumulate."""
    return _cum_extreme(x, axis, "max")


def cummin(x, axis=None):
    """The running minimum along axis (flattened when None): numpy.minimum.accumulate."""
    return _cum_extreme(x, axis, "min")


def cum_extreme_grad(g_out, x, out, axis):
    """The gradient of cummax / cummin: each output copies one element of x, the running
    arg-extreme, and its gradient goes there (a scatter-add at those indices, TakeAlongAxis's
    gradient). That element is the last j <= i where x[j] is out[j] (equal, or both nan): the
    last of ties, as torch.cummax's indices; a running max of those positions finds it."""
    ot = _ot()
    if axis is None:        # cummax of the flattened x
        return ot.reshape(cum_extreme_grad(g_out, ot.flatten(x), out, (0,)), ot.shape(x))
    k = axis[0] % x.type.ndim
    position = ot.arange(ot.shape(x)[k]).dimshuffle(*["x" if d != k else 0 for d in range(x.type.ndim)])
    holds = ot.eq(x, out)
    if x.type.dtype.startswith("float"):
        holds = ot.or_(holds, ot.and_(ot.isnan(x), ot.isnan(out)))
    source = ot.CumExtreme(axis=(k,), mode="max")(ot.where(holds, position, 0))
    return ot.PutAlongAxis(axis=k, inc=True)(ot.zeros_like(x, dtype=g_out.type.dtype), source, g_out)


def ptp(x, axis=None, keepdims=False):
    """numpy.ptp: max - min over axis, in x's dtype."""
    ot = _ot()
    return ot.max(x, axis=axis, keepdims=keepdims) - ot.min(x, axis=axis, keepdims=keepdims)


def diff(x, n=1, axis=-1):
    """numpy.diff: the n-th forward difference along axis."""
    x = as_tensor_variable(x)
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n}")
    axis = _axes(x, axis)[0]
    head = (slice(None),) * axis
    for _ in range(n):
        x = x[head + (slice(1, None),)] - x[head + (slice(None, -1),)]
    return x
