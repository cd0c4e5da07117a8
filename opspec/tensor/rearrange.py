"""numpy's functions that rearrange, repeat or pad an array, as graphs of existing ops
(views, reshapes, broadcasts, joins and gathers), so each has its gradient for free:
``moveaxis``, ``swapaxes``, ``flip``, ``roll``, ``repeat``, ``tile``, ``pad``,
``array_split``, ``atleast_1d/2d/3d`` and ``hstack`` / ``vstack`` / ``dstack``."""
from __future__ import annotations

import numpy as np

from opspec.tensor.basic import as_tensor_variable


def _ot():
    import opspec.tensor as ot
    return ot


def _axes(axis, ndim):
    axes = (axis,) if isinstance(axis, (int, np.integer)) else tuple(axis)
    for a in axes:
        if not -ndim <= a < ndim:
            raise np.exceptions.AxisError(a, ndim)
    return tuple(int(a) % ndim for a in axes)


def moveaxis(a, source, destination):
    """``numpy.moveaxis``: the axes ``source`` moved to ``destination``, the others in order."""
    a = as_tensor_variable(a)
    source, destination = _axes(source, a.type.ndim), _axes(destination, a.type.ndim)
    if len(source) != len(destination):
        raise ValueError("`source` and `destination` arguments must have the same number of elements")
    order = [n for n in range(a.type.ndim) if n not in source]
    for dest, src in sorted(zip(destination, source)):
        order.insert(dest, src)
    return _ot().transpose(a, order)


def swapaxes(a, axis1, axis2):
    """``numpy.swapaxes``."""
    a = as_tensor_variable(a)
    (axis1,), (axis2,) = _axes(axis1, a.type.ndim), _axes(axis2, a.type.ndim)
    order = list(range(a.type.ndim))
    order[axis1], order[axis2] = order[axis2], order[axis1]
    return _ot().transpose(a, order)


def flip(m, axis=None):
    """``numpy.flip``: ``m`` reversed along ``axis`` (every axis when None), a view."""
    m = as_tensor_variable(m)
    axes = range(m.type.ndim) if axis is None else _axes(axis, m.type.ndim)
    key = [slice(None)] * m.type.ndim
    for a in axes:
        key[a] = slice(None, None, -1)
    return m[tuple(key)]


def roll(a, shift, axis=None):
    """``numpy.roll``: elements shifted by ``shift`` along ``axis`` (of the flattened ``a``
    when None), those leaving one end coming back at the other."""
    ot = _ot()
    a = as_tensor_variable(a)
    if axis is None:
        return ot.reshape(roll(ot.flatten(a), shift, 0), ot.shape(a), ndim=a.type.ndim)
    shifts, axes = np.broadcast_arrays(np.asarray(shift), np.asarray(_axes(axis, a.type.ndim)))
    for s, ax in zip(shifts.ravel().tolist(), axes.ravel().tolist()):
        n = ot.shape_i(a, ax)
        k = ot.switch(ot.eq(n, 0), 0, ot.mod(s, ot.maximum(n, 1)))
        cut = n - k
        head = [slice(None)] * ax
        a = ot.concatenate([a[tuple(head + [slice(cut, None)])], a[tuple(head + [slice(None, cut)])]], axis=ax)
    return a


def repeat(a, repeats, axis=None):
    """``numpy.repeat``: each element repeated ``repeats`` times along ``axis`` (of the
    flattened ``a`` when None); ``repeats`` an int or one count per element."""
    ot = _ot()
    a = as_tensor_variable(a)
    if axis is None:
        a, axis = ot.flatten(a), 0
    (axis,) = _axes(axis, a.type.ndim)
    if isinstance(repeats, (int, np.integer)):
        if repeats < 0:
            raise ValueError("repeats may not contain negative values.")
        shape = list(ot.shape_tuple(a))
        wide = ot.broadcast_to(ot.expand_dims(a, axis + 1), shape[:axis + 1] + [repeats] + shape[axis + 1:])
        return ot.reshape(wide, shape[:axis] + [shape[axis] * repeats] + shape[axis + 1:], ndim=a.type.ndim)
    repeats = as_tensor_variable(repeats)
    if repeats.type.ndim == 0 or repeats.type.shape[0] == 1:      # one count for every element
        repeats = ot.broadcast_to(ot.flatten(repeats), [ot.shape_i(a, axis)])
    # source index of each output element: how many cumulative counts are at or below its position
    ends = ot.concatenate([ot.zeros([1], dtype="int64"), ot.cumsum(ot.cast(repeats, "int64"))])
    index = ot.searchsorted(ends[1:], ot.arange(ends[-1]), side="right")
    return ot.take(a, index, axis=axis)


def tile(A, reps):
    """``numpy.tile``: ``A`` repeated ``reps`` times along each axis (``reps`` ints)."""
    ot = _ot()
    A = as_tensor_variable(A)
    reps = (reps,) if isinstance(reps, (int, np.integer)) else tuple(int(r) for r in reps)
    if any(r < 0 for r in reps):
        raise ValueError("negative dimensions are not allowed")
    nd = max(len(reps), A.type.ndim)
    reps = (1,) * (nd - len(reps)) + reps
    if A.type.ndim < nd:
        A = ot.DimShuffle(order=(-1,) * (nd - A.type.ndim) + tuple(range(A.type.ndim)))(A)
    shape = list(ot.shape_tuple(A))
    order = []
    for k in range(nd):
        order += [-1, k]
    spread = ot.DimShuffle(order=tuple(order))(A)
    wide = ot.broadcast_to(spread, [x for k in range(nd) for x in (reps[k], shape[k])])
    return ot.reshape(wide, [reps[k] * shape[k] for k in range(nd)], ndim=nd)


def _pad_widths(pad_width, ndim):
    widths = np.broadcast_to(np.asarray(pad_width, dtype=object), (ndim, 2))
    out = []
    for before, after in widths.tolist():
        if not all(isinstance(v, (int, np.integer)) for v in (before, after)):
            raise TypeError("pad: pad_width must be integers")
        if before < 0 or after < 0:
            raise ValueError("index can't contain negative values")
        out.append((int(before), int(after)))
    return out


def pad(array, pad_width, mode="constant", **kwargs):
    """``numpy.pad`` with modes constant (``constant_values``), edge and reflect: each axis
    in turn gets ``before`` and ``after`` entries at its ends."""
    ot = _ot()
    x = as_tensor_variable(array)
    if mode not in ("constant", "edge", "reflect"):
        raise NotImplementedError(f"pad: mode {mode!r} (opspec pads constant, edge and reflect)")
    widths = _pad_widths(pad_width, x.type.ndim)
    values = np.broadcast_to(np.asarray(kwargs.get("constant_values", 0), dtype=object), (x.type.ndim, 2)).tolist()
    for ax, (before, after) in enumerate(widths):
        if not before and not after:
            continue
        head = [slice(None)] * ax
        shape = list(ot.shape_tuple(x))

        def block(width, side):
            if mode == "constant":
                value = ot.cast(as_tensor_variable(values[ax][side]), x.type.dtype)
                return ot.alloc(value, *(shape[:ax] + [width] + shape[ax + 1:]))
            if mode == "edge":
                edge = x[tuple(head + [slice(0, 1) if side == 0 else slice(-1, None)])]
                return ot.broadcast_to(edge, shape[:ax] + [width] + shape[ax + 1:])
            # reflect: position p (counted from x's start) reads x at p folded into [0, n - 1] with
            # period 2 (n - 1), however wide the pad (numpy reflects again and again)
            n = shape[ax]
            period = ot.maximum(2 * (n - 1), 1)
            positions = ot.arange(-width, 0) if side == 0 else ot.arange(n, n + width)
            folded = ot.mod(positions, period)
            return ot.take(x, ot.switch(ot.lt(folded, n), folded, period - folded), axis=ax)

        pieces = ([block(before, 0)] if before else []) + [x] + ([block(after, 1)] if after else [])
        x = ot.concatenate(pieces, axis=ax)
    return x


def array_split(ary, indices_or_sections, axis=0):
    """``numpy.array_split``: ``ary`` cut along ``axis`` into that many nearly equal pieces
    (the first ``n % sections`` one longer), or at the given indices; views."""
    ot = _ot()
    ary = as_tensor_variable(ary)
    (axis,) = _axes(axis, ary.type.ndim)
    n = ot.shape_i(ary, axis)
    if isinstance(indices_or_sections, (int, np.integer)):
        sections = int(indices_or_sections)
        if sections <= 0:
            raise ValueError("number sections must be larger than 0.")
        q, r = n // sections, n % sections
        bounds = [k * q + ot.minimum(k, r) for k in range(sections + 1)]
    else:
        bounds = [0] + [int(i) for i in indices_or_sections] + [n]
    head = [slice(None)] * axis
    return [ary[tuple(head + [slice(lo, hi)])] for lo, hi in zip(bounds[:-1], bounds[1:])]


def _atleast(arys, ndim):
    ot = _ot()
    out = []
    for a in arys:
        a = as_tensor_variable(a)
        if a.type.ndim < ndim:
            pattern = {0: {1: [-1], 2: [-1, -1], 3: [-1, -1, -1]},
                       1: {2: [-1, 0], 3: [-1, 0, -1]},
                       2: {3: [0, 1, -1]}}[a.type.ndim][ndim]
            a = ot.DimShuffle(order=tuple(pattern))(a)
        out.append(a)
    return out[0] if len(out) == 1 else tuple(out)


def atleast_1d(*arys):
    """``numpy.atleast_1d``: scalars as 1-vectors."""
    return _atleast(arys, 1)


def atleast_2d(*arys):
    """``numpy.atleast_2d``: a vector ``(N,)`` as ``(1, N)``."""
    return _atleast(arys, 2)


def atleast_3d(*arys):
    """``numpy.atleast_3d``: ``(N,)`` as ``(1, N, 1)``, ``(M, N)`` as ``(M, N, 1)``."""
    return _atleast(arys, 3)


def hstack(tup):
    """``numpy.hstack``: along the second axis (the first for vectors)."""
    arrays = [atleast_1d(a) for a in tup]
    return _ot().concatenate(arrays, axis=0 if arrays[0].type.ndim == 1 else 1)


def vstack(tup):
    """``numpy.vstack``: along the first axis, vectors as rows."""
    return _ot().concatenate([atleast_2d(a) for a in tup], axis=0)


def dstack(tup):
    """``numpy.dstack``: along the third axis, vectors and matrices made 3-d first."""
    return _ot().concatenate([atleast_3d(a) for a in tup], axis=2)


__all__ = ["moveaxis", "swapaxes", "flip", "roll", "repeat", "tile", "pad", "array_split", "atleast_1d",
           "atleast_2d", "atleast_3d", "hstack", "vstack", "dstack"]
