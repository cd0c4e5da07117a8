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
           "softmax_value", "logsumexp_value", "maximum_accumulate", "minimum_accumulate"]



def jit(f):
    """Compiled as PyTensor compiles its own Numba kernels (its fastmath flags, which keep nan and
    inf but let LLVM reassociate and vectorise a lane's sums), with numpy's error model."""
    from pytensor.link.numba.dispatch.basic import numba_njit
    return numba_njit(f, error_model="numpy")


def constant(t, what):
    """The value of a literal Numba type (a prop the kernel holds), else a TypingError; an argument
    left out is typed as its default, a Python value."""
    if isinstance(t, (types.NoneType, types.Omitted)):
        return getattr(t, "value", None)
    if not isinstance(t, types.Type):
        return t
    if isinstance(t, types.Literal):
        return t.literal_value
    if isinstance(t, types.BaseTuple):
        return tuple(constant(e, what) for e in t)
    raise errors.TypingError(f"{what} must be a constant (a prop of the op), got {t}")


class Plan:
    """Where the lanes of an ndim-dimensional array over ``axes`` are: the transposition that puts
    them last, its inverse, and how many axes are kept."""

    def __init__(self, ndim, axes):
        kept = tuple(d for d in range(ndim) if d not in axes)
        self.order = kept + tuple(axes)
        self.back = tuple(int(k) for k in np.argsort(self.order)) if ndim else ()
        self.n_kept, self.ones = len(kept), (1,) * len(axes)
        self.ndim = ndim


def lanes_of(plan):
    """x -> (x with the lanes last, C-contiguous; its lanes as the rows of a matrix)."""
    order, n_kept, ndim = plan.order, plan.n_kept, plan.ndim

    @jit
    def rows(x):
        y = np.ascontiguousarray(np.transpose(x, order))
        lanes, length = 1, 1
        for k in range(ndim):
            if k < n_kept:
                lanes *= y.shape[k]
            else:
                length *= y.shape[k]
        return y, y.reshape((lanes, length))

    @jit
    def scalar_rows(x):             # a 0-d array: one lane of one element
        y = np.ascontiguousarray(x).reshape((1,))
        return y, y.reshape((1, 1))
    return rows if ndim else scalar_rows


def reduction(plan, keepdims, lane, dtype):
    """A compiled function x -> ``lane(row)`` of every lane, shaped as numpy's reduction with
    ``keepdims``; ``dtype`` the result's."""
    rows, back, n_kept, ones = lanes_of(plan), plan.back, plan.n_kept, plan.ones

    @jit
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
    rows, back = lanes_of(plan), plan.back

    @jit
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
# Lanes index their row (``row[i]``) rather than iterate it (``for v in row``): Numba's array
# iterator hides that the row is contiguous, and LLVM then loads it with gathers (a quarter
# slower for a sum of exp over 1e6 elements). Extremes carry "a nan was seen" beside the running
# value instead of branching on it, so the loop is a vector max / min.
def _adder(acc_type):
    @jit
    def total(row):
        acc = acc_type(0)
        for i in range(row.size):
            acc += row[i]
        return acc
    return total


def _multiplier(acc_type):
    @jit
    def product(row):
        acc = acc_type(1)
        for i in range(row.size):
            acc *= row[i]
        return acc
    return product


@jit
def _ranks_above(v, m):
    return v > m


@jit
def _ranks_below(v, m):
    return v < m


def _folded_extreme(above):
    """row, start -> the extreme of ``start`` and the row by ``above``, or the row's first nan
    (numpy's max and min propagate nan)."""
    @jit
    def extreme(row, start):
        m, seen_nan = start, False
        for i in range(row.size):
            v = row[i]
            seen_nan |= v != v
            m = v if above(v, m) else m
        if seen_nan:
            for i in range(row.size):
                if row[i] != row[i]:
                    return row[i]
        return m
    return extreme


def _extreme(above, name):
    message = f"zero-size array to reduction operation {name} which has no identity"
    fold = _folded_extreme(above)

    @jit
    def extreme(row):
        if row.size == 0:
            raise ValueError(message)
        return fold(row, row[0])
    return extreme


def _arg_extreme(above, name):
    message = f"attempt to get {name} of an empty sequence"

    @jit
    def arg(row):
        if row.size == 0:
            raise ValueError(message)
        m, best = row[0], 0
        for i in range(1, row.size):
            if m != m:
                break
            if above(row[i], m) or row[i] != row[i]:
                m, best = row[i], i
        return best
    return arg


def _variance(ddof, acc_type, root):
    @jit
    def variance(row):
        n = row.size
        mean = acc_type(0)
        for i in range(n):
            mean += row[i]
        mean = mean / acc_type(n)
        acc = acc_type(0)
        for i in range(n):
            d = acc_type(row[i]) - mean
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
        axes = normalize_axes(constant(axis, "axis"), a.ndim, name)
        dtype = result(a) if result else _result_dtype(name, a)
        run = reduction(Plan(a.ndim, axes), bool(constant(keepdims, "keepdims")), make_lane(a, dtype), dtype)
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
    return jit(lambda row: total(row) / acc(row.size))


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
        value = constant(axis, "axis")
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
        lane = _variance(int(constant(ddof, "ddof")), np.dtype(dtype).type, root)
        axes = normalize_axes(constant(axis, "axis"), a.ndim, name)
        run = reduction(Plan(a.ndim, axes), bool(constant(keepdims, "keepdims")), lane, dtype)
        return lambda a, axis=None, keepdims=False, ddof=0: run(a)
    return typer


overload(var, prefer_literal=True)(_moments("var", False))
overload(std, prefer_literal=True)(_moments("std", True))


def _running(combine, start):
    def make(acc_type):
        @jit
        def lane(row, out):
            acc = acc_type(start)
            for i in range(row.size):
                acc = combine(acc, acc_type(row[i]))
                out[i] = acc
        return lane
    return make


def _cumulative(name, make_lane, result=None):
    """The typer of a running fold along one axis; ``result(a)``: its dtype (default numpy's ``name``'s)."""
    def typer(a, axis=None):
        if not isinstance(a, types.Array):
            return None
        value = constant(axis, "axis")
        dtype = result(a) if result else _result_dtype(name, a)
        lane = make_lane(np.dtype(dtype).type)
        if value is None:       # numpy's: the running values of the flattened array
            run = scan(Plan(1, (0,)), lane, dtype)
            return lambda a, axis=None: run(np.ascontiguousarray(a).reshape((a.size,)))
        axes = normalize_axes(value, a.ndim, name)
        if len(axes) != 1:
            raise errors.TypingError(f"{name} takes one axis (or None), got {value}")
        run = scan(Plan(a.ndim, axes), lane, dtype)
        return lambda a, axis=None: run(a)
    return typer


overload(cumsum, prefer_literal=True)(_cumulative("cumsum", _running(jit(lambda s, v: s + v), 0)))
overload(cumprod, prefer_literal=True)(_cumulative("cumprod", _running(jit(lambda s, v: s * v), 1)))


def maximum_accumulate(a, axis=None):
    """np.maximum.accumulate along one axis (a tuple of one), of the flattened array when None."""
    return np.maximum.accumulate(np.ravel(a) if axis is None else a, axis=0 if axis is None else axis[0])


def minimum_accumulate(a, axis=None):
    return np.minimum.accumulate(np.ravel(a) if axis is None else a, axis=0 if axis is None else axis[0])


def _running_extreme(above):
    """numpy's maximum (minimum) folded along the lane: the running value unless the new one
    ranks above it or it is nan (so the first nan stays, and of equal values, -0.0 and 0.0,
    the later one is kept, as numpy's loop keeps it)."""
    def make(acc_type):
        @jit
        def lane(row, out):
            if row.size == 0:
                return
            m = row[0]
            for i in range(row.size):
                v = row[i]
                m = m if above(m, v) or m != m else v
                out[i] = m
        return lane
    return make


def _input_dtype(a):
    return as_dtype(a.dtype)


overload(maximum_accumulate, prefer_literal=True)(
    _cumulative("maximum.accumulate", _running_extreme(_ranks_above), _input_dtype))
overload(minimum_accumulate, prefer_literal=True)(
    _cumulative("minimum.accumulate", _running_extreme(_ranks_below), _input_dtype))


# ------------------------------------------------------------------ the softmax family
def softmax_value(x, axis):
    from opspec.tensor.kernels import softmax_value as numpy_softmax
    return numpy_softmax(x, axis)


def logsumexp_value(x, axis, keepdims):
    from opspec.tensor.kernels import logsumexp_value as numpy_logsumexp
    return numpy_logsumexp(x, axis, keepdims)


_lane_max = _folded_extreme(_ranks_above)      # (row, -inf): -inf for an empty lane


@jit
def _softmax_lane(row, out):
    """exp(x - max) / its sum, as the reference (a nan or inf maximum gives nan, as there)."""
    m = _lane_max(row, -np.inf)
    s = 0.0
    for i in range(row.size):
        out[i] = math.exp(row[i] - m)
        s += out[i]
    for i in range(row.size):
        out[i] = out[i] / s


@jit
def _logsumexp_lane(row):
    """log(sum(exp(x - m))) + m, m the maximum where it is finite, else 0 (the reference's)."""
    m = _lane_max(row, -np.inf)
    if not math.isfinite(m):
        m = 0.0
    s = 0.0
    for i in range(row.size):
        s += math.exp(row[i] - m)
    return math.log(s) + m


@overload(softmax_value, prefer_literal=True)
def _softmax(x, axis):
    if not isinstance(x, types.Array):
        return None
    run = scan(Plan(x.ndim, normalize_axes(constant(axis, "axis"), x.ndim, "softmax")), _softmax_lane,
               as_dtype(x.dtype))
    return lambda x, axis: run(x)


@overload(logsumexp_value, prefer_literal=True)
def _logsumexp(x, axis, keepdims):
    if not isinstance(x, types.Array):
        return None
    axes = normalize_axes(constant(axis, "axis"), x.ndim, "logsumexp")
    run = reduction(Plan(x.ndim, axes), bool(constant(keepdims, "keepdims")), _logsumexp_lane, as_dtype(x.dtype))
    return lambda x, axis, keepdims: run(x)

