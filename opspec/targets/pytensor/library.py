"""The names of opspec's formula namespace that PyTensor does not spell the same way.

Generated PyTensor modules import this as ``lib``; :data:`opspec.targets.pytensor.names.SYMBOLIC`
says which name goes where. Three kinds of names live here:

* the numpy helpers a ``python:`` kernel calls (``softmax_value``...): opspec's own, shared;
* shape helpers, on static sizes (ints and opspec's ``UNKNOWN``) and PyTensor's symbolic sizes;
* symbolic helpers and the standard library's ops by class (``Sum(axis=a)(x)``), spelled with
  PyTensor's functions, for gradients of a user's ops that call them (those of linear algebra,
  einsum and sorting in :mod:`.linalg`).

``C_SUPPORT`` is the C++ of opspec's numpy-exact division, remainder and power, for PyTensor's C.
"""
from __future__ import annotations

import numpy as np
import pytensor
import pytensor.scalar as ps
import pytensor.tensor as pt
from pytensor.gradient import disconnected_type
from pytensor.graph.basic import Variable

import opspec.tensor as _ot
import opspec.tensor.sorting as _sorting
from opspec.spec.namespace import PYTHON_HELPERS
from opspec.targets.pytensor import dims
from opspec.targets.pytensor.dims import UNKNOWN, known
from opspec.targets.pytensor.linalg import *  # noqa: F401,F403 (linear algebra, einsum, sorting)
from opspec.targets.pytensor.linalg import _on_pytensor
from opspec.targets.pytensor.numeric import *  # noqa: F401,F403 (the elementwise, special and stats specs)
from opspec.tensor.kernels import (broadcast_to_shape, dimshuffle_shape, dot_shape, gemm_shape, join_shape,
                                   slice_axis_shape, sum_to_shape_shape)
from opspec.tensor.kernels import median_shape, partition_shape, quantile_shape
from opspec.tensor.kernels import reshape_shape as _static_reshape_shape
from opspec.tensor.construct_rules import cum_shape
from opspec.tensor.casting import check_casting  # noqa: F401 - make_node of casts: (opspec.spec.casting)
from opspec.tensor.indexing import inc_advanced_shape, inc_basic_shape, inc_rows_shape, slice_length
from opspec.tensor.reduction import nonempty, normalize_axes, reduce_shape
from opspec.tensor.sorting import put_along_axis_shape

# -- the numpy helpers of python: kernels, opspec's own
globals().update({name: getattr(_ot, name) for name in PYTHON_HELPERS})


def _symbolic(*values) -> bool:
    return any(isinstance(v, Variable) for v in values)


# ------------------------------------------------------------------ shape helpers
def _constant_size(d):
    """A size PyTensor gives as a constant (infer_shape's size of a broadcastable axis) as the int."""
    from pytensor.graph.basic import Constant
    return int(d.data) if isinstance(d, Constant) and np.ndim(d.data) == 0 else d


def broadcast_shape(*shapes):
    """numpy's broadcast of several shapes; a symbolic size not known to be 1 wins (PyTensor
    does not broadcast at run time a size it does not know is 1)."""
    ndim = max((len(s) for s in shapes), default=0)
    out = []
    for a in range(ndim):
        sizes = [_constant_size(s[a - ndim + len(s)]) for s in shapes if a - ndim + len(s) >= 0]
        fixed = [d for d in sizes if known(d) and d != 1]
        rest = [d for d in sizes if not (known(d) and d == 1)]
        out.append(fixed[0] if fixed else rest[0] if rest else 1)
    return tuple(out)


def matmul_shape(xs, ys):
    if not xs or not ys:
        raise ValueError("matmul does not take scalars")
    if len(xs) == 1 and len(ys) == 1:
        return ()
    if len(xs) == 1:
        return tuple(ys[:-2]) + (ys[-1],)
    if len(ys) == 1:
        return tuple(xs[:-1])
    return broadcast_shape(tuple(xs[:-2]), tuple(ys[:-2])) + (xs[-2], ys[-1])


#: numpy.take_along_axis's shape: opspec's rule, broadcasting with the broadcast above
take_along_axis_shape = _on_pytensor(_sorting, {"broadcast_shape": broadcast_shape})["take_along_axis_shape"]


def reshape_shape(shape, dims):
    """The sizes of a reshape; a negative size (known, or a symbolic size that is negative when it
    runs: -2 as -1, as numpy 2.x and opspec's rule read it) is what the others leave of the input's size."""
    if not _symbolic(*dims):
        return _static_reshape_shape(shape, dims)
    total = 1
    for s in shape:
        total = total * s
    known = 1
    for d in dims:
        known = known * (pt.switch(pt.lt(d, 0), 1, d) if isinstance(d, Variable) else (1 if d < 0 else d))
    return tuple(pt.switch(pt.lt(d, 0), total // known, d) if isinstance(d, Variable) else
                 (total // known if d < 0 else d) for d in dims)


def arange_length(start, stop, step):
    """len(numpy.arange(start, stop, step)); symbolic for integer bounds."""
    if any(v is UNKNOWN for v in (start, stop, step)):
        return UNKNOWN
    if not _symbolic(start, stop, step):
        return _ot.arange_length(start, stop, step)
    start, stop, step = (pt.as_tensor_variable(v) for v in (start, stop, step))
    if not all(v.type.dtype.startswith(("int", "uint")) for v in (start, stop, step)):
        return pt.cast(pt.maximum(pt.ceil((stop - start) / step), 0), "int64")
    start, stop, step = (pt.cast(v, "int64") for v in (start, stop, step))   # no unsigned wrap
    return pt.maximum(-((start - stop) // step), 0)


def diag_length(n, m, offset):
    if n is UNKNOWN or m is UNKNOWN:
        return UNKNOWN
    rows, cols = (n + offset, m) if offset < 0 else (n, m - offset)
    if not _symbolic(n, m):
        return max(0, min(rows, cols))
    return pt.maximum(pt.minimum(rows, cols), 0)


def extract_diag_shape(shape, offset, axis1, axis2):
    ndim = len(shape)
    a1, a2 = axis1 % ndim, axis2 % ndim
    return [d for i, d in enumerate(shape) if i not in (a1, a2)] + [diag_length(shape[a1], shape[a2], offset)]


def _slice_length(n, start, stop, step):
    if not _symbolic(n, start, stop, step):
        return slice_length(n, start, stop, step)
    from pytensor.tensor.subtensor import slice_len
    return slice_len(slice(start, stop, step), n)


def subtensor_shape(x_shape, idx, scalars):
    """The shape of opspec's basic index structure ``idx`` with its scalar values."""
    values = iter(scalars)
    out, axis = [], 0
    for entry in idx:
        if entry[0] == "new":
            out.append(1)
            continue
        n = x_shape[axis]
        axis += 1
        if entry[0] == "int":
            next(values)
            continue
        bounds = [next(values) if present else None for present in entry[1:4]]
        out.append(_slice_length(n, *bounds))
    return tuple(out) + tuple(x_shape[axis:])


def advanced_shape(x_shape, idx, index_shapes):
    """The shape of opspec's advanced index structure: numpy's rule for where the broadcast
    dimensions of the index arrays go."""
    parts, axis, arrays = [], 0, iter(index_shapes)
    for entry in idx:
        if entry[0] == "new":
            parts.append(("dims", (1,)))
        elif entry[0] == "array":
            parts.append(("array", tuple(next(arrays))))
            axis += 1
        else:
            parts.append(("dims", (_slice_length(x_shape[axis], *entry[1:]),)))
            axis += 1
    parts.extend(("dims", (s,)) for s in x_shape[axis:])
    where = [k for k, (kind, _) in enumerate(parts) if kind == "array"]
    indexed = broadcast_shape(*[parts[k][1] for k in where])
    adjacent = where == list(range(where[0], where[-1] + 1))
    out = [] if adjacent else list(indexed)
    for k, (kind, dims) in enumerate(parts):
        if kind != "array":
            out.extend(dims)
        elif adjacent and k == where[0]:
            out.extend(indexed)
    return tuple(out)


# ------------------------------------------------------------------ symbolic helpers
def add_terms(terms):
    """The sum of the terms that are not None (None when none is left)."""
    total = None
    for term in terms:
        if term is not None:
            total = term if total is None else total + term
    return total


def disconnected(x):
    return disconnected_type()


def is_integer(x) -> bool:
    return np.dtype(x.type.dtype).kind in "iub"


def scalar_zeros_like(x, dtype=None):
    """0 in x's place: ``second(x, 0)``, not a bare constant, which Elemwise's gradient would turn
    into a tensor of shape (1, ...) instead of one shaped like x."""
    return ps.second(x, ps.constant(np.zeros((), dtype=dtype or x.type.dtype)))


def scalar_ones_like(x, dtype=None):
    return ps.second(x, ps.constant(np.ones((), dtype=dtype or x.type.dtype)))


def dimshuffle(x, pattern):
    """opspec's dimshuffle: -1 or 'x' inserts an axis."""
    return pt.as_tensor_variable(x).dimshuffle(["x" if p in (-1, "x") else int(p) for p in pattern])


def dimshuffle_grad(g, x, order):
    kept = [a for a in order if a >= 0]
    g = g.dimshuffle([i for i, a in enumerate(order) if a >= 0])
    return g.dimshuffle([kept.index(i) if i in kept else "x" for i in range(x.type.ndim)])


def expand_reduced(g, x, axis, keepdims):
    """A reduction's output gradient with the reduced axes of x put back (size 1)."""
    if keepdims:
        return g
    axes = set(normalize_axes(axis, x.type.ndim))
    pattern, k = [], 0
    for i in range(x.type.ndim):
        if i in axes:
            pattern.append("x")
        else:
            pattern.append(k)
            k += 1
    return g.dimshuffle(pattern)


def fill_tangents(evs, xs):
    return [pt.zeros_like(x) if ev is None else ev for ev, x in zip(evs, xs)]


def getitem(x, key):
    return pt.as_tensor_variable(x)[key]


def shape_i(x, i):
    x = pt.as_tensor_variable(x)
    return x.shape[i]


def shape_tuple(x):
    x = pt.as_tensor_variable(x)
    return tuple(x.shape[i] for i in range(x.type.ndim))


def nonzero(x):
    """The indices of the nonzero elements of x, one row per dimension (an int64 matrix)."""
    return pt.stack(pt.nonzero(x)).astype("int64")


def softmax(x, axis=-1):
    from pytensor.tensor.special import softmax as pt_softmax
    return pt_softmax(x, axis=axis)


def log_softmax(x, axis=-1):
    from pytensor.tensor.special import log_softmax as pt_log_softmax
    return pt_log_softmax(x, axis=axis)


def prod_grad(x, g, axis, keepdims):
    """The gradient of a product, exact where x has zeros: the product of the other elements."""
    zero = pt.eq(x, 0)
    nonzero_x = pt.switch(zero, 1, x)
    prod_nonzero = pt.prod(nonzero_x, axis=axis, keepdims=True)
    zeros = pt.sum(zero, axis=axis, keepdims=True)
    others = pt.switch(zero, pt.switch(pt.eq(zeros, 1), prod_nonzero, 0),
                       pt.switch(pt.eq(zeros, 0), prod_nonzero / nonzero_x, 0))
    return expand_reduced(g, x, axis, keepdims) * others


def pad_axis(g, x, axis, start, stop):
    """g placed at [start:stop] of zeros shaped like x (the gradient of a slice)."""
    zeros = pt.zeros_like(x, dtype=g.type.dtype)
    key = (slice(None),) * (axis % x.type.ndim) + (slice(start, stop),)
    return pt.set_subtensor(zeros[key], g)


def split_grad(g, xs, axis):
    pieces, start = [], 0
    for x in xs:
        stop = start + x.shape[axis]
        key = (slice(None),) * (axis % g.type.ndim) + (slice(start, stop),)
        pieces.append(g[key])
        start = stop
    return pieces


def dot_grad_x(g, x, y):
    if x.type.ndim == 0 or y.type.ndim == 0:
        return pt.sum(g * y) if x.type.ndim == 0 else g * y
    if x.type.ndim == 1 and y.type.ndim == 1:
        return g * y
    if x.type.ndim == 1:
        return pt.dot(y, g)
    if y.type.ndim == 1:
        return pt.outer(g, y)
    return pt.dot(g, y.T)


def dot_grad_y(g, x, y):
    if x.type.ndim == 0 or y.type.ndim == 0:
        return pt.sum(g * x) if y.type.ndim == 0 else g * x
    if x.type.ndim == 1 and y.type.ndim == 1:
        return g * x
    if x.type.ndim == 1:
        return pt.outer(x, g)
    if y.type.ndim == 1:
        return pt.dot(g, x)
    return pt.dot(x.T, g)


def _swap_last(v):
    return pt.swapaxes(v, -1, -2)


def _as_stacks(g, x, y):
    xm = pt.expand_dims(x, 0) if x.type.ndim == 1 else x
    ym = pt.expand_dims(y, -1) if y.type.ndim == 1 else y
    gm = g
    if x.type.ndim == 1:
        gm = pt.expand_dims(gm, -2 if gm.type.ndim else 0)
    if y.type.ndim == 1:
        gm = pt.expand_dims(gm, -1)
    return gm, xm, ym


def matmul_grad_x(g, x, y):
    gm, xm, ym = _as_stacks(g, x, y)
    gx = sum_to_shape(pt.matmul(gm, _swap_last(ym)), xm)
    return gx.reshape(x.shape, ndim=x.type.ndim) if xm is not x else gx


def matmul_grad_y(g, x, y):
    gm, xm, ym = _as_stacks(g, x, y)
    gy = sum_to_shape(pt.matmul(_swap_last(xm), gm), ym)
    return gy.reshape(y.shape, ndim=y.type.ndim) if ym is not y else gy


def _cum_axis(axis):
    return None if axis is None else axis[0]


def cum_grad(g_out, x, out, axis, mode):
    """The gradient of cumsum (reversed running sums) or cumprod (the same of g * out, over x)."""
    along = _cum_axis(axis)
    g = g_out if mode == "add" else g_out * out
    k = 0 if along is None else along % x.type.ndim
    flipped = pt.flip(pt.cumsum(pt.flip(g, axis=k), axis=k), axis=k)
    if along is None:
        flipped = flipped.reshape(x.shape, ndim=x.type.ndim)
    return flipped if mode == "add" else flipped / x


def cum_rop(ev_x, x, out, axis, mode):
    along = _cum_axis(axis)
    if mode == "add":
        return pt.cumsum(ev_x, axis=along)
    return out * pt.cumsum(ev_x / x, axis=along)


def extract_diag_grad(g_out, x, offset, axis1=0, axis2=1):
    """Zeros shaped like x with g_out on the diagonal (numpy.diagonal's gradient)."""
    from pytensor.tensor.basic import ExtractDiag
    ndim = x.type.ndim
    return ExtractDiag(offset=offset, axis1=axis1 % ndim, axis2=axis2 % ndim).grad([x], [g_out])[0]


# ------------------------------------------------------------------ the library's ops by class
def instance_of(op):
    """``Exp`` for a library class without props: ``Exp()`` is ``op``."""
    return lambda: op


def Cast(dtype):
    return lambda x: pt.cast(x, dtype)


def ScalarCast(dtype):
    return lambda x: ps.cast(x, dtype)


def _reduction(function):
    def by_props(axis=None, keepdims=False):
        return lambda x: function(x, axis=axis, keepdims=keepdims)
    return by_props


Sum, Prod, Max, Min = _reduction(pt.sum), _reduction(pt.prod), _reduction(pt.max), _reduction(pt.min)
All, Any = _reduction(pt.all), _reduction(pt.any)


def Argmax(axis=None, keepdims=False):
    return lambda x: pt.argmax(x, axis=None if axis is None else tuple(axis), keepdims=keepdims)


def Softmax(axis):
    return lambda x: softmax(x, axis=axis)


def LogSoftmax(axis):
    return lambda x: log_softmax(x, axis=axis)


def CumOp(axis=None, mode="add"):
    function = pt.cumsum if mode == "add" else pt.cumprod
    return lambda x: function(x, axis=_cum_axis(axis))


def Shape_i(i):
    return lambda x: shape_i(x, i)


def DimShuffle(order):
    return lambda x: dimshuffle(x, order)


def Join(axis):
    return lambda *xs: pt.concatenate(xs, axis=axis)


def SliceAxis(axis):
    return lambda x, start, stop: x[(slice(None),) * (axis % x.type.ndim) + (slice(start, stop),)]


def ARange(dtype):
    return lambda start, stop, step: pt.arange(start, stop, step, dtype=dtype)


def Eye(dtype):
    return lambda n, m, k: pt.eye(n, m, k, dtype=dtype)


def Tri(dtype):
    return lambda n, m, k: pt.tri(n, m, k, dtype=dtype)


def AllocDiag(offset=0):
    return lambda v: pt.diag(v, offset)


def ExtractDiag(offset=0, axis1=0, axis2=1):
    return lambda x: pt.diagonal(x, offset, axis1, axis2)


def AdvancedIncSubtensor1(set=False):
    return lambda x, v, idx: (pt.set_subtensor if set else pt.inc_subtensor)(x[idx], v)


def make_vector(*xs):
    return pt.stack([pt.cast(x, "int64") for x in xs])


def reshape_op(x, *dims):
    return pt.reshape(x, dims)


def alloc_op(value, *dims):
    return pt.alloc(value, *dims)


def broadcast_to_op(x, *dims):
    return pt.broadcast_to(x, dims)


def view_op(x):
    from pytensor.compile.ops import view_op as pt_view_op
    return pt_view_op(x)


def deep_copy_op(x):
    from pytensor.compile.ops import deep_copy_op as pt_deep_copy_op
    return pt_deep_copy_op(x)


def advanced_subtensor1(x, idx):
    return x[idx]


def advanced_inc_subtensor1(x, v, idx):
    return pt.inc_subtensor(x[idx], v)


# ------------------------------------------------------------------ C++ for PyTensor's C backend
#: opspec_floor_divide / opspec_remainder / opspec_power of opspec_kernel.h (C11 _Generic there),
#: as C++ overloads: numpy's semantics (integer division by zero gives 0, the remainder takes
#: the divisor's sign, integer powers by squaring)
C_SUPPORT = """
#ifndef OPSPEC_PYTENSOR_SUPPORT
#define OPSPEC_PYTENSOR_SUPPORT
#include <cmath>
#include <type_traits>
template <typename T> static inline T opspec_floor_divide(T a, T b) {
    if constexpr (std::is_floating_point<T>::value) {
        if (b == 0) return a / b;
        T m = std::fmod(a, b), d = (a - m) / b;
        if (m != 0 && ((b < 0) != (m < 0))) d -= 1;
        if (d == 0) return std::copysign((T)0, a / b);
        T f = std::floor(d);
        return (d - f > (T)0.5) ? f + 1 : f;
    } else {
        if (b == 0) return 0;
        if (std::is_signed<T>::value && b == (T)-1) return (T)(0 - a);
        T q = (T)(a / b);
        if (std::is_signed<T>::value && (T)(a % b) != 0 && ((a < 0) != (b < 0))) q = (T)(q - 1);
        return q;
    }
}
template <typename T> static inline T opspec_remainder(T a, T b) {
    if constexpr (std::is_floating_point<T>::value) {
        if (b == 0) return std::fmod(a, b);
        T m = std::fmod(a, b);
        if (m == 0) return std::copysign((T)0, b);
        return ((b < 0) != (m < 0)) ? m + b : m;
    } else {
        if (b == 0 || (std::is_signed<T>::value && b == (T)-1)) return 0;
        T r = (T)(a % b);
        if (std::is_signed<T>::value && r != 0 && ((r < 0) != (b < 0))) r = (T)(r + b);
        return r;
    }
}
template <typename T> static inline T opspec_power(T a, T b) {
    if constexpr (std::is_floating_point<T>::value) {
        return std::pow(a, b);
    } else {
        if (std::is_signed<T>::value && b < 0) return (T)std::pow((double)a, (double)b);   /* as PyTensor's Pow */
        T r = 1;
        while (b) { if (b & 1) r = (T)(r * a); a = (T)(a * a); b = (T)(b >> 1); }
        return r;
    }
}
#endif
"""

__all__ = [name for name in dir() if not name.startswith("_") and name not in (
    "annotations", "np", "pytensor", "ps", "pt", "Variable", "UNKNOWN", "known", "disconnected_type")]
