"""numpy's signatures for the statistics of ``specs/stats.yaml`` (``var(x, axis, ddof=1)``...),
and the two that are compositions of existing ops, so their gradients and C come for free:
``ptp`` (max - min) and ``diff`` (x[1:] - x[:-1], n times)."""
from __future__ import annotations

import numpy as np

from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.reduction import normalize_axes

__all__ = ["argmin", "cum_extreme_grad", "cummax", "cummin", "diff", "median", "nanmax", "nanmin", "nansum", "ptp",
           "quantile", "quantile_grad", "quantile_grad_q", "std", "var"]

#: numpy's (alpha, beta) of the quantile methods that interpolate continuously in q: their
#: virtual index is n*q + alpha + q*(1 - alpha - beta) - 1; the others are steps in q
_CONTINUOUS = {"linear": (1.0, 1.0), "weibull": (0.0, 0.0), "hazen": (0.5, 0.5), "median_unbiased": (1 / 3, 1 / 3),
               "normal_unbiased": (3 / 8, 3 / 8), "interpolated_inverted_cdf": (0.0, 1.0)}


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
    """numpy.quantile: q (a number or array in [0, 1]) gives the leading axes of the result. A
    Python number q is weak, as numpy reads it: the positions are found in float64 and the
    result of a float x keeps x's dtype (numpy interpolates with a Python float there)."""
    x = as_tensor_variable(x)
    weak = isinstance(q, (int, float)) and not isinstance(q, bool) and x.type.dtype.startswith("float")
    q = as_tensor_variable(q)
    if not q.type.dtype.startswith("float"):
        q = _ot().cast(q, "float64")
    out = _ot().Quantile(axis=_axes(x, axis), keepdims=keepdims, method=method)(x, q)
    return _ot().cast(out, x.type.dtype) if weak and out.type.dtype != x.type.dtype else out


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


def _order_stat_parts(quantile, g_out, x, q, axis, method, ns):
    """What both quantile gradients need. Every method of numpy.quantile gives, per q, a fixed
    mix of two neighbouring order statistics, s[lo] (1 - frac) + s[lo + 1] frac; the quantile of
    arange(n) is that mix's position lo + frac, so the op ``quantile`` itself finds it, for
    every method, by numpy's own rules. Returns the reduced slices ``xs`` (kept axes, then n),
    ``g`` (q's axes, then the kept axes), the position ``h`` (q's shape), ``n`` and ``back``,
    which lays a gradient of ``xs`` out as x."""
    axes = tuple(range(x.type.ndim)) if axis is None else tuple(sorted(a % x.type.ndim for a in axis))
    kept = [d for d in range(x.type.ndim) if d not in axes]
    kept_shape = [x.shape[d] for d in kept]
    n = ns.prod(ns.stack([x.shape[a] for a in axes])) if axes else ns.constant(1, dtype="int64")
    xs = ns.reshape(x.dimshuffle(*kept, *axes), [*kept_shape, n])
    q = ns.as_tensor_variable(q)
    g = ns.reshape(g_out, [*(q.shape[i] for i in range(q.type.ndim)), *kept_shape])
    # positions counted in x's float dtype (float64 for an int or bool x, whose own would overflow
    # or hold no position at all)
    counted = x.type.dtype if x.type.dtype.startswith("float") else "float64"
    h = quantile(axis=(0,), method=method)(ns.cast(ns.arange(n), counted), q)
    inverse = [(kept + list(axes)).index(d) for d in range(x.type.ndim)]

    def back(gxs):
        return ns.reshape(gxs, [*kept_shape, *(x.shape[a] for a in axes)]).dimshuffle(*inverse)
    return xs, g, h, n, back


def _positions(ns, h, n):
    """lo, frac and every position 0..n-1, shaped to broadcast against q's axes then n."""
    lo = ns.floor(h)
    frac = (h - lo).dimshuffle(*range(h.type.ndim), "x")
    return lo.dimshuffle(*range(h.type.ndim), "x"), frac, ns.cast(ns.arange(n), h.type.dtype)


def quantile_grad(quantile, g_out, x, q, axis, keepdims, method):
    """The gradient of numpy.quantile (the op ``quantile``) with respect to x: each result is a
    mix of two order statistics, so its gradient goes to the two elements of x that are those
    (ties: to the ones a stable argsort puts there)."""
    return quantile_grad_with(_ot(), quantile, g_out, x, q, axis, keepdims, method)


def quantile_grad_q(quantile, g_out, x, q, axis, keepdims, method):
    """The gradient of numpy.quantile with respect to q: the rise between the two order
    statistics mixed, times how fast the position moves with q; zero for the methods that step
    in q (lower, higher, nearest, midpoint, the inverted cdfs) and where the position is held
    at the first or last element."""
    return quantile_grad_q_with(_ot(), quantile, g_out, x, q, axis, keepdims, method)


def quantile_grad_with(ns, quantile, g_out, x, q, axis, keepdims, method):
    """quantile_grad built with the tensor functions of ``ns`` (the PyTensor target passes
    pytensor.tensor)."""
    q = ns.as_tensor_variable(q)
    xs, g, h, n, back = _order_stat_parts(quantile, g_out, x, q, axis, method, ns)
    lo, frac, position = _positions(ns, h, n)
    weights = ns.eq(position, lo) * (1 - frac) + ns.eq(position, lo + 1) * frac
    nq, nkept = h.type.ndim, xs.type.ndim - 1
    spread = g.dimshuffle(*range(nq + nkept), "x") * weights.dimshuffle(*range(nq), *["x"] * nkept, nq)
    g_sorted = spread.sum(axis=tuple(range(nq))) if nq else spread
    order = ns.argsort(xs, axis=-1, kind="stable")
    return back(ns.take_along_axis(g_sorted, ns.argsort(order, axis=-1), axis=-1))


def quantile_grad_q_with(ns, quantile, g_out, x, q, axis, keepdims, method):
    """quantile_grad_q built with the tensor functions of ``ns``."""
    q = ns.as_tensor_variable(q)
    if method not in _CONTINUOUS or x.type.dtype == "bool":      # (numpy refuses to interpolate bools)
        return ns.zeros_like(q)
    alpha, beta = _CONTINUOUS[method]
    xs, g, h, n, _ = _order_stat_parts(quantile, g_out, x, q, axis, method, ns)
    lo, _, position = _positions(ns, h, n)
    nf = ns.cast(n, h.type.dtype)
    step = ns.cast(ns.eq(position, ns.minimum(lo + 1, nf - 1)), h.type.dtype) - ns.cast(ns.eq(position, lo), h.type.dtype)
    nq, nkept = h.type.ndim, xs.type.ndim - 1
    s = ns.sort(xs, axis=-1)
    rise = (s.dimshuffle(*["x"] * nq, *range(nkept + 1)) * step.dimshuffle(*range(nq), *["x"] * nkept, nq)).sum(axis=-1)
    virtual = nf * q + alpha + q * (1 - alpha - beta) - 1
    slope = ns.where(ns.and_(ns.gt(virtual, 0), ns.lt(virtual, nf - 1)), nf + 1 - alpha - beta, 0.0)
    per_q = (g * rise).sum(axis=tuple(range(nq, nq + nkept))) if nkept else g * rise
    return ns.cast(per_q * slope, q.type.dtype)


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
