"""numpy's order statistics along axes for Numba kernels (``nord``): sort, argsort, median,
quantile and take_along_axis, called as numpy's (``axis=``, ``keepdims=``, ``method=``) in a
``python:`` or ``numba:`` kernel and compiled to these instead (:data:`~.names.NUMBA_ORDER`).

They run lane by lane as :mod:`.numba_axes`'s reductions and scans do (the props are constants
of the kernel, typed as literals; the lanes are the array transposed so that the reduced axes
come last). Quantile's methods are numpy's arithmetic, shared with JAX (:mod:`.quantiles`).
"""
from __future__ import annotations

import numba
import numpy as np
from numba.core import errors, types
from numba.extending import overload
from numba.np.numpy_support import as_dtype

from opspec.kernels.dtype_rules import quantile_dtype
from opspec.targets.pytensor import quantiles
from opspec.targets.pytensor.numba_axes import Plan, constant, jit, lanes_of, reduction, scan
from opspec.tensor.reduction import normalize_axes

__all__ = ["sort", "argsort", "median", "quantile", "take_along_axis"]


def sort(a, axis=-1, kind=None):
    return np.sort(a, axis=axis, kind=kind)


def argsort(a, axis=-1, kind=None):
    return np.argsort(a, axis=axis, kind=kind)


def median(a, axis=None, keepdims=False):
    return np.median(a, axis=axis, keepdims=keepdims)


def quantile(a, q, axis=None, keepdims=False, method="linear"):
    """numpy.quantile, of the flattened q where q has three or more axes (numpy refuses those)."""
    flat = np.reshape(q, -1) if np.ndim(q) > 2 else q
    r = np.quantile(a, flat, axis=axis, keepdims=keepdims, method=method)
    return np.reshape(r, np.shape(q) + np.shape(r)[np.ndim(flat):])


def take_along_axis(arr, indices, axis):
    return np.take_along_axis(arr, indices, axis=axis)


# ------------------------------------------------------------------ sort, argsort, median
@jit
def _sort_lane(row, out):
    out[:] = np.sort(row)          # nan last, as numpy's; every kind= gives these values


@jit
def _argsort_lane(row, out):
    out[:] = np.argsort(row, kind="mergesort")     # stable: one order numpy's quicksort may give


@jit
def _median_lane(row):
    if row.size == 0:
        return np.nan                               # numpy's (with a RuntimeWarning)
    for i in range(row.size):
        if row[i] != row[i]:
            return row[i]                           # numpy's median of a lane holding nan
    return np.median(row)


def _ordering(name, lane, result=None):
    """sort / argsort along one axis (None: the flattened array), numpy's signature."""
    def typer(a, axis=-1, kind=None):
        if not isinstance(a, types.Array):
            return None
        value = constant(axis, "axis")
        dtype = result or as_dtype(a.dtype)
        if value is None:
            run = scan(Plan(1, (0,)), lane, dtype)
            return lambda a, axis=-1, kind=None: run(np.ascontiguousarray(a).reshape((a.size,)))
        run = scan(Plan(a.ndim, normalize_axes(value, a.ndim, name)), lane, dtype)
        return lambda a, axis=-1, kind=None: run(a)
    return typer


@overload(median, prefer_literal=True)
def _median(a, axis=None, keepdims=False):
    if not isinstance(a, types.Array):
        return None
    axes = normalize_axes(constant(axis, "axis"), a.ndim, "median")
    run = reduction(Plan(a.ndim, axes), bool(constant(keepdims, "keepdims")), _median_lane, as_dtype(a.dtype))
    return lambda a, axis=None, keepdims=False: run(a)


overload(sort, prefer_literal=True)(_ordering("sort", _sort_lane))
overload(argsort, prefer_literal=True)(_ordering("argsort", _argsort_lane, np.dtype(np.intp)))


# ------------------------------------------------------------------ quantile
def _strict(f):
    """Compiled without PyTensor's fastmath flags (here and in every caller: LLVM applies a
    function's flags to what it inlines), which would fuse numpy's multiply and add into one
    fma (one rounding fewer than numpy) or reassociate its virtual index."""
    return numba.njit(f, error_model="numpy")


@_strict
def _choose(c, x, y):
    return x if c else y


_lerp = _strict(quantiles.lerp)


@_strict
def _taken(s, lo, hi, gamma, out, i):
    for k in range(lo.size):
        out[k, i] = s[lo[k]]


@_strict
def _mixed(s, lo, hi, gamma, out, i):
    for k in range(lo.size):
        out[k, i] = _lerp(s[lo[k]], s[hi[k]], gamma[k], _choose)


@overload(quantile, prefer_literal=True)
def _quantile(a, q, axis=None, keepdims=False, method="linear"):
    if not isinstance(a, types.Array) or not isinstance(q, types.Array):
        return None
    name = constant(method, "method")
    quantiles.check_method(name)
    plan = Plan(a.ndim, normalize_axes(constant(axis, "axis"), a.ndim, "quantile"))
    rows, n_kept, ones, q_ndim = lanes_of(plan), plan.n_kept, plan.ones, q.ndim
    order = tuple(range(q_ndim)) + tuple(q_ndim + b for b in plan.back)
    keep = bool(constant(keepdims, "keepdims"))
    place = quantiles.positions(name, np, as_dtype(q.dtype).type, _strict)
    fill = _taken if name in quantiles.DISCRETE else _mixed
    dtype = np.dtype(quantile_dtype(as_dtype(a.dtype).name, as_dtype(q.dtype).name, method=name))   # numpy's
    empty_q = "zero-size array to reduction operation minimum which has no identity"

    @_strict
    def run(a, q):
        qs = np.ascontiguousarray(q).reshape((q.size,))
        if q_ndim >= 2 and qs.size == 0:        # numpy's range check, q.min(), refuses it
            raise ValueError(empty_q)
        for k in range(qs.size):
            if not (qs[k] >= 0 and qs[k] <= 1):
                raise ValueError(quantiles.RANGE_MESSAGE)
        y, r = rows(a)
        n = r.shape[1]
        if n == 0:
            raise IndexError(quantiles.EMPTY_MESSAGE)
        lo, hi, gamma = place(n, qs)
        out = np.empty((qs.size, r.shape[0]), dtype=dtype)
        for i in range(r.shape[0]):
            s = np.sort(r[i])
            if s[n - 1] != s[n - 1]:            # numpy's: a lane holding nan gives nan
                out[:, i] = s[n - 1]
            else:
                fill(s, lo, hi, gamma, out, i)
        if keep:
            return np.ascontiguousarray(np.transpose(out.reshape(q.shape + y.shape[:n_kept] + ones), order))
        return out.reshape(q.shape + y.shape[:n_kept])
    return lambda a, q, axis=None, keepdims=False, method="linear": run(a, q)


# ------------------------------------------------------------------ take_along_axis
@overload(take_along_axis, prefer_literal=True)
def _take_along_axis(arr, indices, axis):
    if not isinstance(arr, types.Array) or not isinstance(indices, types.Array):
        return None
    if arr.ndim != indices.ndim:
        raise errors.TypingError("`indices` and `arr` must have the same number of dimensions")
    plan = Plan(arr.ndim, normalize_axes(constant(axis, "axis"), arr.ndim, "take_along_axis"))
    order, back, others = plan.order, plan.back, plan.n_kept
    dtype = as_dtype(arr.dtype)

    @jit
    def run(arr, indices):
        a, i = np.transpose(arr, order), np.transpose(indices, order)
        lanes = np.broadcast_shapes(a.shape[:others], i.shape[:others])
        n, m = a.shape[others], i.shape[others]
        values = np.ascontiguousarray(np.broadcast_to(a, lanes + (n,)))
        where = np.ascontiguousarray(np.broadcast_to(i, lanes + (m,)))
        # the number of lanes (a loop over their sizes does not type for a vector's empty tuple)
        count = values.size // n if n else where.size // m if m else 0
        values2, where2 = values.reshape((count, n)), where.reshape((count, m))
        out = np.empty((count, m), dtype=dtype)
        for lane in range(count):
            for t in range(m):
                j = np.intp(where2[lane, t])
                if j < 0:
                    j += n
                if j < 0 or j >= n:
                    raise IndexError("index out of bounds for the axis of take_along_axis")
                out[lane, t] = values2[lane, j]
        return np.ascontiguousarray(np.transpose(out.reshape(lanes + (m,)), back))
    return lambda arr, indices, axis: run(arr, indices)
