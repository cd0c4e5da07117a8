"""What Numba kernels of generated modules call besides Numba's numpy (``nlib``): the fold of a
``reduce:`` spec, and numpy functions Numba gets wrong (:data:`~.names.NUMBA_FIXED`).

A ``reduce:`` spec runs as the spec's ``combine`` folded over the reduced
axes, as the C kernel folds it. numpy's reductions take ``axis=`` tuples and ``keepdims``, which
Numba's numpy does not, so a reduction's ``python:`` formula cannot be compiled; the fold can.

Everything static (the axes, the accumulator's dtype, the shapes' lengths) is worked out here
from the node and captured by the returned function, which Numba compiles for each call
signature as usual. Imported by a generated module's Numba factory, so only when PyTensor's Numba
backend compiles such a node.
"""
from __future__ import annotations

import numba
import numpy as np
from numba.core import types
from numba.extending import overload
from numba.np.numpy_support import as_dtype

from opspec.tensor.reduction import normalize_axes


def fmod(x, y):
    """numpy's fmod: the remainder with x's sign; for integers 0 where y is 0 (and where y is -1,
    whose quotient can overflow). Numba's np.fmod is right on floats only."""
    return np.fmod(x, y)


@overload(fmod)
def _fmod(x, y):
    if isinstance(x, types.Integer) and isinstance(y, types.Integer):
        def integer_fmod(x, y):
            if y == 0 or y == -1:
                return x - x
            r = x % y                       # Python's remainder, with y's sign
            return r - y if r != 0 and (r < 0) != (x < 0) else r
        return integer_fmod
    return lambda x, y: np.fmod(x, y)


def gcd(x, y):
    """numpy's gcd: Euclid's algorithm on the magnitudes, in 64 unsigned bits (so the most
    negative integer does not overflow), cast back (numpy's gcd of int8 -128 and 0 is -128).
    Numba's np.gcd overflows there, and its np.lcm differs from numpy's elsewhere too."""
    return np.gcd(x, y)


def lcm(x, y):
    """numpy's lcm: |x| / gcd * |y| on the magnitudes, 0 when either is 0, cast back."""
    return np.lcm(x, y)


@numba.njit
def _magnitude(x):
    return np.uint64(0) - np.uint64(x) if x < 0 else np.uint64(x)


@numba.njit
def _euclid(x, y):
    a, b = _magnitude(x), _magnitude(y)
    while b != 0:
        a, b = b, a % b
    return a


def _integer_result(x, y):
    """numpy's result type of two integer Numba types, or None (the overload does not apply)."""
    if isinstance(x, types.Integer) and isinstance(y, types.Integer):
        return np.result_type(as_dtype(x), as_dtype(y)).type
    return None


@overload(gcd)
def _gcd(x, y):
    out = _integer_result(x, y)
    if out is None:
        return None
    return lambda x, y: out(_euclid(x, y))


@overload(lcm)
def _lcm(x, y):
    out = _integer_result(x, y)
    if out is None:
        return None

    def integer_lcm(x, y):
        g = _euclid(x, y)
        return out(0) if g == 0 else out(_magnitude(x) // g * _magnitude(y))
    return integer_lcm


def fold(node, combine, identity, has_identity: bool):
    """A function ``x -> reduction of x`` for ``node`` (an Apply of a ``reduce:`` op, props
    ``axis`` and ``keepdims``): ``combine(acc, x)`` over the reduced axes in C order, starting
    from ``identity``, or (``has_identity`` false, as numpy's max) from the first element, with an
    empty reduction an error."""
    from pytensor.link.numba.dispatch.basic import numba_njit

    ndim = node.inputs[0].type.ndim
    axes = normalize_axes(node.op.axis, ndim, str(node.op))
    kept = tuple(a for a in range(ndim) if a not in axes)
    order = kept + axes                                   # reduced axes last, then one row per lane
    back = tuple(int(k) for k in np.argsort(order))       # order, undone (keepdims)
    n_kept, ones = len(kept), (1,) * len(axes)
    keepdims = bool(node.op.keepdims)
    acc_type = np.dtype(node.outputs[0].type.dtype).type
    start = acc_type(identity) if has_identity else acc_type(0)
    step = numba_njit(combine)
    empty = f"{node.op}: zero-size array to reduction operation which has no identity"

    def reduction(x):
        y = np.ascontiguousarray(np.transpose(x, order))
        lanes = 1
        for k in range(n_kept):
            lanes *= y.shape[k]
        length = 1
        for k in range(n_kept, ndim):
            length *= y.shape[k]
        rows = y.reshape((lanes, length))
        out = np.empty(lanes, dtype=acc_type)
        for i in range(lanes):
            if has_identity:
                acc, first = start, 0
            else:
                if length == 0:
                    raise ValueError(empty)
                acc, first = acc_type(rows[i, 0]), 1
            for j in range(first, length):
                acc = acc_type(step(acc, acc_type(rows[i, j])))
            out[i] = acc
        if keepdims:
            return np.ascontiguousarray(np.transpose(out.reshape(y.shape[:n_kept] + ones), back))
        return out.reshape(y.shape[:n_kept])

    return reduction
