"""numpy's sorting, searching and index-array functions over the ops of ``specs/sort.yaml``:
numpy's signatures (``axis=None`` flattens, ``kind=``, ``stable=``, ``return_*``) on ops whose
props are plain ints, and ``one_hot`` built from a comparison."""
from __future__ import annotations

import numpy as np

from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.functions import broadcast_shape
from opspec.tensor.indexing import checked_in_order, values_fit
from opspec.tensor.reduction import single_axis


def _ot():
    import opspec.tensor as ot
    return ot


def _along(a, axis, scalar_as_vector=False):
    """``a`` and the axis an op sorts along: the flattened ``a`` and 0 when ``axis`` is None (or
    when ``a`` is 0-d and ``scalar_as_vector``: numpy's argsort and argpartition read it as one
    element)."""
    a = as_tensor_variable(a)
    if scalar_as_vector and a.type.ndim == 0:
        a = _ot().flatten(a)
    if axis is None:
        return _ot().flatten(a), 0
    ndim = a.type.ndim
    if not -ndim <= axis < ndim:
        raise np.exceptions.AxisError(axis, ndim)
    return a, axis % ndim


def _kind(kind, stable):
    if stable:
        return "stable"
    return kind or "quicksort"


def sort(a, axis=-1, kind=None, order=None, *, stable=None):
    """``numpy.sort``: ``a`` sorted along ``axis`` (flattened when None)."""
    if order is not None:
        raise TypeError("sort: order= applies to structured arrays, which opspec has not")
    a, axis = _along(a, axis)
    return _ot().Sort(axis=axis, kind=_kind(kind, stable))(a)


def argsort(a, axis=-1, kind=None, order=None, *, stable=None):
    """``numpy.argsort``: the indices that sort ``a`` along ``axis`` (int64)."""
    if order is not None:
        raise TypeError("argsort: order= applies to structured arrays, which opspec has not")
    a, axis = _along(a, axis, scalar_as_vector=True)
    return _ot().Argsort(axis=axis, kind=_kind(kind, stable))(a)


def _kth(kth, a, axis):
    """kth as the op's prop; the op's shape rule (partition_shape) refuses one outside the axis,
    as numpy does unless the array is empty."""
    return (int(kth),) if np.ndim(kth) == 0 else tuple(int(k) for k in kth)


def partition(a, kth, axis=-1, kind="introselect", order=None):
    """``numpy.partition``: the kth elements in sorted place, smaller ones before, larger after."""
    a, axis = _along(a, axis)
    return _ot().Partition(kth=_kth(kth, a, axis), axis=axis)(a)


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    """``numpy.argpartition``: the indices that partition ``a``."""
    a, axis = _along(a, axis, scalar_as_vector=True)
    return _ot().Argpartition(kth=_kth(kth, a, axis), axis=axis)(a)


def searchsorted(a, v, side="left", sorter=None):
    """``numpy.searchsorted``: where ``v`` goes in the sorted vector ``a`` (``a[sorter]``)."""
    if side not in ("left", "right"):
        raise ValueError(f"side must be 'left' or 'right', got {side!r}")
    a = as_tensor_variable(a)
    if a.type.ndim != 1:
        raise ValueError(f"searchsorted: a must be a vector, got {a.type}")
    if sorter is not None:
        a = _ot().take(a, sorter)
    return _ot().SearchSorted(side=side)(a, v)


def bincount(x, weights=None, minlength=0):
    """``numpy.bincount``: counts (int64), or sums of ``weights`` (float64), per value of ``x``."""
    if minlength < 0:
        raise ValueError("minlength must not be negative")
    ot = _ot()
    if weights is None:
        return ot.Bincount(minlength=minlength)(x)
    return ot.WeightedBincount(minlength=minlength)(x, weights)


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True):
    """``numpy.unique`` of the flattened ``ar`` (``axis`` None): the sorted values, then the
    first indices, the inverse (``ar``'s shape) and the counts that were asked for."""
    if axis is not None:
        raise NotImplementedError("unique along an axis: opspec's Unique flattens (axis=None)")
    ar = as_tensor_variable(ar)
    values, index, inverse, counts = _ot().Unique(equal_nan=equal_nan)(ar)
    extra = [index] if return_index else []
    if return_inverse:
        extra.append(_ot().reshape(inverse, _ot().shape(ar), ndim=ar.type.ndim))
    if return_counts:
        extra.append(counts)
    return (values, *extra) if extra else values


def take_along_axis(arr, indices, axis=-1):
    """``numpy.take_along_axis``: ``arr`` at ``indices`` along ``axis`` (flattened when None)."""
    arr = as_tensor_variable(arr)
    indices = as_tensor_variable(indices)
    arr, axis = _along(arr, axis)
    if indices.type.ndim != arr.type.ndim:
        raise ValueError("take_along_axis: indices and arr must have the same number of dimensions")
    return _ot().TakeAlongAxis(axis=axis)(arr, indices)


def put_along_axis(arr, indices, values, axis):
    """``numpy.put_along_axis`` as a function: a copy of ``arr`` with ``values`` written at
    ``indices`` along ``axis`` (opspec does not write into its inputs)."""
    arr = as_tensor_variable(arr)
    indices = as_tensor_variable(indices)
    if axis is None:
        return _ot().reshape(put_along_axis(_ot().flatten(arr), indices, values, 0), _ot().shape(arr),
                             ndim=arr.type.ndim)
    arr, axis = _along(arr, axis)
    if indices.type.ndim != arr.type.ndim:
        raise ValueError("put_along_axis: indices and arr must have the same number of dimensions")
    return _ot().PutAlongAxis(axis=axis)(arr, indices, values)


def take_along_axis_shape(arr_shape, indices_shape, axis):
    """The shape of ``numpy.take_along_axis``: indices' size along ``axis``, the other axes
    broadcast; numpy's AxisError, when the graph is built, for an axis ``arr`` does not have, and
    its IndexError for other axes that do not broadcast or for indices into an axis of size 0
    (when built if known, else when run)."""
    axis = _along_axis(arr_shape, indices_shape, axis, "take_along_axis")
    from opspec.tensor import dims      # not at import: the package's __init__ reaches this module
    if not dims.ours(*arr_shape, *indices_shape):     # another library's sizes (the PyTensor target)
        before = broadcast_shape(tuple(arr_shape[:axis]), tuple(indices_shape[:axis]))
        after = broadcast_shape(tuple(arr_shape[axis + 1:]), tuple(indices_shape[axis + 1:]))
        return tuple(before) + (indices_shape[axis],) + tuple(after)
    sizes, checks = _index_along_axis(arr_shape, indices_shape, axis)
    return checked_in_order(sizes, checks)


def put_along_axis_shape(arr_shape, indices_shape, values_shape, axis, inc):
    """``arr``'s shape, once ``numpy.put_along_axis`` (``np.add.at`` with ``inc``) can write
    ``values`` at ``indices``: take_along_axis' IndexErrors for the index, and numpy's
    ValueError for values that do not broadcast to the sizes it indexes (an assignment drops
    values' extra leading size-1 dimensions, np.add.at refuses any), in numpy's order:
    assignment checks values before the indices' bounds, np.add.at after. When built if known,
    else when run."""
    axis = _along_axis(arr_shape, indices_shape, axis, "put_along_axis")
    from opspec.tensor import dims
    if not dims.ours(*arr_shape, *indices_shape, *values_shape):
        return tuple(arr_shape)
    sizes, (broadcasts, in_bounds) = _index_along_axis(arr_shape, indices_shape, axis)
    fits = values_fit(values_shape, sizes, not inc)
    static = all(isinstance(d, int) for d in (*values_shape, *sizes))
    shapes = f" of shape {tuple(values_shape)}" if static else ""
    written = (fits, f"shape mismatch: value array{shapes} could not be broadcast to the indexing result "
                        f"({'np.add.at' if inc else 'put_along_axis'})", ValueError)
    return checked_in_order(arr_shape, (broadcasts, in_bounds, written) if inc else (broadcasts, written, in_bounds))


def _along_axis(arr_shape, indices_shape, axis, op):
    """``axis`` as a dimension of arr, which indices must have as many of as arr."""
    if len(indices_shape) != len(arr_shape):
        raise ValueError(f"{op}: `indices` and `arr` must have the same number of dimensions "
                         f"({len(indices_shape)} and {len(arr_shape)})")
    return single_axis(axis, len(arr_shape), op)


def _index_along_axis(arr_shape, indices_shape, axis):
    """The sizes of the index numpy builds along an axis (indices there, an arange of each other
    axis of arr), and numpy's two IndexErrors over them as (condition, message, error): other
    axes that do not broadcast, indices into an axis of size 0 (out of bounds whatever they hold)."""
    from opspec.tensor import dims
    others = [(a, i) for k, (a, i) in enumerate(zip(arr_shape, indices_shape)) if k != axis and a is not i]
    sizes = [indices_shape[axis] if k == axis else _broadcast_size(a, i)
             for k, (a, i) in enumerate(zip(arr_shape, indices_shape))]
    static = all(isinstance(d, int) for d in (*arr_shape, *indices_shape))
    shapes = f" {tuple(arr_shape)} {tuple(indices_shape)}" if static else ""
    broadcasts = (dims.and_(*[dims.broadcasts(a, i) for a, i in others]),
                  f"shape mismatch: indexing arrays could not be broadcast together with shapes{shapes}", IndexError)
    size = arr_shape[axis]
    in_bounds = (dims.or_(lambda: dims.compare("!=", size, 0), *[(lambda d=d: dims.compare("==", d, 0)) for d in sizes]),
                 f"index out of bounds: indices into axis {axis} of size 0", IndexError)
    return sizes, (broadcasts, in_bounds)


def _broadcast_size(a, b):
    """The size sizes ``a`` and ``b`` broadcast to, their agreement checked apart: a size known
    not to be 1 is it, one known to be 1 gives the other."""
    from opspec.tensor import dims
    if a is b:
        return a
    for x, y in ((a, b), (b, a)):
        one = dims.compare("==", x, 1)
        if one is True or one is False:
            return y if one else x
    return dims.if_(dims.compare("==", a, 1), lambda: b, lambda: a)


def put_along_axis_value(arr, indices, values, axis, inc):
    """numpy's put_along_axis on a copy of ``arr``; with ``inc``, values are added, repeated
    positions accumulating (``numpy.add.at``)."""
    out = np.array(arr, copy=True)
    if not inc:
        np.put_along_axis(out, indices, values, axis)
        return out
    axis = _along_axis(out.shape, indices.shape, axis, "put_along_axis")   # numpy's errors, not axis % ndim
    index = []
    shape = (1,) * indices.ndim
    for dim in range(out.ndim):
        if dim == axis:
            index.append(indices)
        else:
            index.append(np.arange(out.shape[dim]).reshape(shape[:dim] + (-1,) + shape[dim + 1:]))
    np.add.at(out, tuple(index), values)
    return out


def one_hot(x, n, dtype=None):
    """Rows of ``n`` zeros with a one at each integer of ``x`` (a new last axis): what
    PyTensor's ``to_one_hot`` gives for a vector; dtype floatX unless given."""
    ot = _ot()
    x = as_tensor_variable(x)
    hot = ot.eq(ot.expand_dims(x, -1), ot.arange(n))
    return ot.cast(hot, dtype or ot.floatX)


def to_one_hot(y, nb_class, dtype=None):
    """PyTensor's name of :func:`one_hot` for a vector of class indices."""
    y = as_tensor_variable(y)
    if y.type.ndim != 1:
        raise ValueError(f"to_one_hot takes a vector of class indices, got {y.type}")
    return one_hot(y, nb_class, dtype)


__all__ = ["sort", "argsort", "partition", "argpartition", "searchsorted", "bincount", "unique", "take_along_axis",
           "put_along_axis", "take_along_axis_shape", "put_along_axis_shape", "put_along_axis_value", "one_hot", "to_one_hot"]
