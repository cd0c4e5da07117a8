"""numpy's functions along axes (``axis=``, ``keepdims=``, ``ddof=``) for Numba kernels (``nax``).

Numba's numpy takes an ``axis=`` in a few functions at most, never a tuple nor ``keepdims``; a
``python:`` kernel calling ``np.sum(x, axis=axis, keepdims=True)``, ``softmax_value(x, axis)`` or
``logsumexp_value(x, axis, keepdims)`` is compiled calling the functions of the same name and
signature here instead (:data:`~.names.NUMBA_AXES`, :data:`~.formulas.NUMBA_HELPERS`).

The axes are props of the op, which a Numba kernel holds as constants: Numba types them as
literals, so each overload works out the reduced axes when it is typed, as opspec's C kernels do
when they start. It then runs one lane at a time (the elements along the reduced axes for one
index of the others): the array transposed so that those axes come last, which is a view, copied
only where it is not contiguous, then one loop per row.
"""
from __future__ import annotations

import math

import numpy as np
from numba.core import errors, types
from numba.extending import overload
from numba.np.numpy_support import as_dtype

from opspec.tensor.reduction import normalize_axes

__all__ = ["sum", "prod", "max", "min", "mean", "var", "std", "argmax", "argmin", "cumsum", "cumprod",
           "softmax_value", "logsumexp_value"]



def _jit(f):
    """Compiled as PyTensor compiles its own Numba kernels (its fastmath flags, which keep nan and
    inf but let LLVM reassociate and vectorise a lane's sums), with numpy's error model."""
    from pytensor.link.numba.dispatch.basic import numba_njit
    return numba_njit(f, error_model="numpy")


def _constant(t, what):
    """The value of a literal Numba type (a prop the kernel holds), else a TypingError."""
    if isinstance(t, (types.NoneType, types.Omitted)) or t is None:
        return getattr(t, "value", None)
    if isinstance(t, types.Literal):
        return t.literal_value
    if isinstance(t, types.BaseTuple):
        return tuple(_constant(e, what) for e in t)
    raise errors.TypingError(f"{what} must be a constant (a prop of the op), got {t}")


class _Plan:
    """Where the lanes of an ndim-dimensional array over ``axes`` are: the transposition that puts
    them last, its inverse, and how many axes are kept."""

    def __init__(self, ndim, axes):
        kept = tuple(d for d in range(ndim) if d not in axes)
        self.order = kept + tuple(axes)
        self.back = tuple(int(k) for k in np.argsort(self.order)) if ndim else ()
        self.n_kept, self.ones = len(kept), (1,) * len(axes)
        self.ndim = ndim


def _rows(plan):
    """x -> (x with the lanes last, C-contiguous; its lanes as the rows of a matrix)."""
    order, n_kept, ndim = plan.order, plan.n_kept, plan.ndim

    @_jit
    def rows(x):
        y = np.ascontiguousarray(np.transpose(x, order))
        lanes, length = 1, 1
        for k in range(ndim):
            if k < n_kept:
                lanes *= y.shape[k]
            else:
                length *= y.shape[k]
        return y, y.reshape((lanes, length))

    @_jit
    def scalar_rows(x):             # a 0-d array: one lane of one element
        y = np.ascontiguousarray(x).reshape((1,))
        return y, y.reshape((1, 1))
    return rows if ndim else scalar_rows


def reduction(plan, keepdims, lane, dtype):
    """A compiled function x -> ``lane(row)`` of every lane, shaped as numpy's reduction with
    ``keepdims``; ``dtype`` the result's."""
    rows, back, n_kept, ones = _rows(plan), plan.back, plan.n_kept, plan.ones

    @_jit
    def reduce(x):
        y, r = rows(x)
        out = np.empty(r.shape[0], dtype=dtype)
        for i in range(r.shape[0]):
            out[i] = lane(r[i])
        if keepdims:
            return np.ascontiguousarray(np.transpose(out.reshape(y.shape[:n_kept] + ones), back))
        return out.reshape(y.shape[:n_kept])
    return reduce


def scan(plan, lane, dtype):
    """A compiled function x -> an array shaped as x, ``lane(row, out_row)`` filling each lane."""
    rows, back = _rows(plan), plan.back

    @_jit
    def run(x):
        y, r = rows(x)
        out = np.empty(r.shape, dtype=dtype)
        for i in range(r.shape[0]):
            lane(r[i], out[i])
        return np.ascontiguousarray(np.transpose(out.reshape(y.shape), back))
    return run


def _result_dtype(name, a, **kw):
    """The dtype numpy's ``name`` gives for an array of ``a``'s dtype."""
    return getattr(np, name)(np.ones((2,), as_dtype(a.dtype)), **kw).dtype


# ------------------------------------------------------------------ lanes
def _adder(acc_type):
    @_jit
    def total(row):
        acc = acc_type(0)
        for v in row:
            acc += v
        return acc
    return total


def _multiplier(acc_type):
    @_jit
    def product(row):
        acc = acc_type(1)
        for v in row:
            acc *= v
        return acc
    return product


@_jit
def _ranks_above(v, m):
    return v > m or v != v          # a nan ranks above everything (numpy's max and argmax)


@_jit
def _ranks_below(v, m):
    return v < m or v != v


def _extreme(above, name):
    message = f"zero-size array to reduction operation {name} which has no identity"

    @_jit
    def extreme(row):
        if row.size == 0:
            raise ValueError(message)
        m = row[0]
        for i in range(1, row.size):
            if m != m:
                break
            if above(row[i], m):
                m = row[i]
        return m
    return extreme


def _arg_extreme(above, name):
    message = f"attempt to get {name} of an empty sequence"

    @_jit
    def arg(row):
        if row.size == 0:
            raise ValueError(message)
        m, best = row[0], 0
        for i in range(1, row.size):
            if m != m:
                break
            if above(row[i], m):
                m, best = row[i], i
        return best
    return arg


def _variance(ddof, acc_type, root):
    @_jit
    def variance(row):
        n = row.size
        mean = acc_type(0)
        for v in row:
            mean += v
        mean = mean / acc_type(n)
        acc = acc_type(0)
        for v in row:
            d = acc_type(v) - mean
            acc += d * d
        out = acc / acc_type(n - ddof if n > ddof else 0)     # (max here is the stub above)
        return math.sqrt(out) if root else out
    return variance


# ------------------------------------------------------------------ numpy's names
def _reduction_overload(name, make_lane, result=None):
    """The typer of ``name``'s overload: a reduction of lanes, each ``make_lane(a, dtype)``."""
    def typer(a, axis=None, keepdims=False):
        if not isinstance(a, types.Array):
            return None
        axes = normalize_axes(_constant(axis, "axis"), a.ndim, name)
        dtype = result(a) if result else _result_dtype(name, a)
        run = reduction(_Plan(a.ndim, axes), bool(_constant(keepdims, "keepdims")), make_lane(a, dtype), dtype)
        return lambda a, axis=None, keepdims=False: run(a)
    return typer


def sum(a, axis=None, keepdims=False):  # noqa: A001 - numpy's name, called as nax.sum
    return np.sum(a, axis=axis, keepdims=keepdims)


def prod(a, axis=None, keepdims=False):
    return np.prod(a, axis=axis, keepdims=keepdims)


def max(a, axis=None, keepdims=False):  # noqa: A001
    return np.max(a, axis=axis, keepdims=keepdims)


def min(a, axis=None, keepdims=False):  # noqa: A001
    return np.min(a, axis=axis, keepdims=keepdims)


def mean(a, axis=None, keepdims=False):
    return np.mean(a, axis=axis, keepdims=keepdims)


def var(a, axis=None, keepdims=False, ddof=0):
    return np.var(a, axis=axis, keepdims=keepdims, ddof=ddof)


def std(a, axis=None, keepdims=False, ddof=0):
    return np.std(a, axis=axis, keepdims=keepdims, ddof=ddof)


def argmax(a, axis=None, keepdims=False):
    return np.argmax(a, axis=axis, keepdims=keepdims)


def argmin(a, axis=None, keepdims=False):
    return np.argmin(a, axis=axis, keepdims=keepdims)


def cumsum(a, axis=None):
    return np.cumsum(a, axis=axis)


def cumprod(a, axis=None):
    return np.cumprod(a, axis=axis)


def _plain(make):
    """A lane maker of the accumulator's type: make(numba scalar type of the result dtype)."""
    return lambda a, dtype: make(np.dtype(dtype).type)


def _mean_lane(a, dtype):
    total, acc = _adder(np.dtype(dtype).type), np.dtype(dtype).type
    return _jit(lambda row: total(row) / acc(row.size))


_REDUCTIONS = {
    sum: _reduction_overload("sum", _plain(_adder)),
    prod: _reduction_overload("prod", _plain(_multiplier)),
    max: _reduction_overload("max", lambda a, dtype: _extreme(_ranks_above, "maximum")),
    min: _reduction_overload("min", lambda a, dtype: _extreme(_ranks_below, "minimum")),
    mean: _reduction_overload("mean", _mean_lane),
    argmax: _reduction_overload("argmax", lambda a, dtype: _arg_extreme(_ranks_above, "argmax"),
                                result=lambda a: np.dtype(np.intp)),
    argmin: _reduction_overload("argmin", lambda a, dtype: _arg_extreme(_ranks_below, "argmin"),
                                result=lambda a: np.dtype(np.intp)),
}


def _one_axis(typer, name):
    """numpy's argmax / argmin take one axis: a tuple of more is refused when typed."""
    def checked(a, axis=None, keepdims=False):
        value = _constant(axis, "axis")
        if isinstance(value, tuple) and len(value) != 1:
            raise errors.TypingError(f"{name} takes one axis (or None), got {value}")
        return typer(a, axis, keepdims)
    return checked


for _stub, _typer in _REDUCTIONS.items():
    if _stub in (argmax, argmin):
        _typer = _one_axis(_typer, _stub.__name__)
    overload(_stub, prefer_literal=True)(_typer)


def _moments(name, root):
    def typer(a, axis=None, keepdims=False, ddof=0):
        if not isinstance(a, types.Array) or isinstance(a.dtype, types.Complex):
            return None
        dtype = _result_dtype(name, a)
        lane = _variance(int(_constant(ddof, "ddof")), np.dtype(dtype).type, root)
        axes = normalize_axes(_constant(axis, "axis"), a.ndim, name)
        run = reduction(_Plan(a.ndim, axes), bool(_constant(keepdims, "keepdims")), lane, dtype)
        return lambda a, axis=None, keepdims=False, ddof=0: run(a)
    return typer


overload(var, prefer_literal=True)(_moments("var", False))
overload(std, prefer_literal=True)(_moments("std", True))


def _running(combine, start):
    def make(acc_type):
        @_jit
        def lane(row, out):
            acc = acc_type(start)
            for i in range(row.size):
                acc = combine(acc, acc_type(row[i]))
                out[i] = acc
        return lane
    return make


def _cumulative(name, make_lane):
    def typer(a, axis=None):
        if not isinstance(a, types.Array):
            return None
        value = _constant(axis, "axis")
        dtype = _result_dtype(name, a)
        lane = make_lane(np.dtype(dtype).type)
        if value is None:       # numpy's: the running values of the flattened array
            run = scan(_Plan(1, (0,)), lane, dtype)
            return lambda a, axis=None: run(np.ascontiguousarray(a).reshape((a.size,)))
        axes = normalize_axes(value, a.ndim, name)
        if len(axes) != 1:
            raise errors.TypingError(f"{name} takes one axis (or None), got {value}")
        run = scan(_Plan(a.ndim, axes), lane, dtype)
        return lambda a, axis=None: run(a)
    return typer


overload(cumsum, prefer_literal=True)(_cumulative("cumsum", _running(_jit(lambda s, v: s + v), 0)))
overload(cumprod, prefer_literal=True)(_cumulative("cumprod", _running(_jit(lambda s, v: s * v), 1)))


# ------------------------------------------------------------------ the softmax family
def softmax_value(x, axis):
    from opspec.tensor.kernels import softmax_value as numpy_softmax
    return numpy_softmax(x, axis)


def logsumexp_value(x, axis, keepdims):
    from opspec.tensor.kernels import logsumexp_value as numpy_logsumexp
    return numpy_logsumexp(x, axis, keepdims)


@_jit
def _lane_max(row):
    m = -np.inf
    for v in row:
        m = v if v > m or v != v else m        # a nan, once there, stays
    return m


@_jit
def _softmax_lane(row, out):
    """exp(x - max) / its sum, as the reference (a nan or inf maximum gives nan, as there)."""
    m = _lane_max(row)
    s = 0.0
    for i in range(row.size):
        out[i] = math.exp(row[i] - m)
        s += out[i]
    for i in range(row.size):
        out[i] = out[i] / s


@_jit
def _logsumexp_lane(row):
    """log(sum(exp(x - m))) + m, m the maximum where it is finite, else 0 (the reference's)."""
    m = _lane_max(row)
    if not math.isfinite(m):
        m = 0.0
    s = 0.0
    for v in row:
        s += math.exp(v - m)
    return math.log(s) + m


@overload(softmax_value, prefer_literal=True)
def _softmax(x, axis):
    if not isinstance(x, types.Array):
        return None
    run = scan(_Plan(x.ndim, normalize_axes(_constant(axis, "axis"), x.ndim, "softmax")), _softmax_lane,
               as_dtype(x.dtype))
    return lambda x, axis: run(x)


@overload(logsumexp_value, prefer_literal=True)
def _logsumexp(x, axis, keepdims):
    if not isinstance(x, types.Array):
        return None
    axes = normalize_axes(_constant(axis, "axis"), x.ndim, "logsumexp")
    run = reduction(_Plan(x.ndim, axes), bool(_constant(keepdims, "keepdims")), _logsumexp_lane, as_dtype(x.dtype))
    return lambda x, axis, keepdims: run(x)
