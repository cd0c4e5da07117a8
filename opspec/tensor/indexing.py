"""numpy indexing for tensors: ``x[1:-1, ::2]``, ``x[idx]``, ``x[mask]``, set/inc_subtensor.

A key is split into an index *structure* (a ``tuple`` prop of the generated Subtensor
ops) and the index *values* (scalar or array inputs), so ``x[i:j]`` with symbolic ``i``
and ``j`` is one op whatever their values. Shape helpers compute sizes from ints, unknown
static sizes or symbolic int64 scalars alike: one rule serves static types and
``infer_shape``.

Structures: basic ``Subtensor`` entries are ``("int",)``, ``("slice", has_start,
has_stop, has_step)`` (bounds come from the scalar inputs, in order) and ``("new",)``;
``AdvancedSubtensor`` entries are ``("array",)`` (an int index array input),
``("range", start, stop, step)`` (a constant slice) and ``("new",)``.
"""
from __future__ import annotations

import builtins

import numpy as np

from opspec.graph.basic import Variable
from opspec.tensor.basic import as_tensor_variable, check_python_int, constant
from opspec.tensor.casting import numpy_casting
from opspec.tensor.specop import UNKNOWN, dtype_in_class
from opspec.tensor.variable import TensorConstant


def _ot():
    import opspec.tensor as ot
    return ot


# ------------------------------------------------------------------ size arithmetic
def _plain(v):
    """A constant scalar Variable as its int; anything else unchanged."""
    if isinstance(v, TensorConstant) and v.data.ndim == 0:
        return int(v.data)
    if isinstance(v, np.integer):
        return int(v)
    return v


def _select(cond, a, b):
    if cond is UNKNOWN or a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    if isinstance(cond, Variable):
        return _ot().switch(cond, a, b)
    return a if cond else b


def _less(a, b):
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    if isinstance(a, Variable) or isinstance(b, Variable):
        return _ot().lt(a, b)
    return a < b


def _clip(v, low, high):
    if UNKNOWN in (v, low, high):
        return UNKNOWN
    if builtins.any(isinstance(t, Variable) for t in (v, low, high)):
        ot = _ot()
        return ot.minimum(ot.maximum(v, low), high)
    return builtins.min(builtins.max(v, low), high)


def _bound(v, n, low, high):
    """A slice bound made non-negative (``v + n`` when negative) and clipped to [low, high]."""
    return _clip(_select(_less(v, 0), v + n if v is not UNKNOWN else UNKNOWN, v), low, high)


def slice_length(n, start, stop, step):
    """len(range(n)[start:stop:step]) for ints, unknown sizes or symbolic scalars."""
    n, start, stop, step = (_plain(v) for v in (n, start, stop, step))
    step = 1 if step is None else step
    if isinstance(step, int) and step == 0:
        raise ValueError("slice step cannot be zero")
    if isinstance(step, Variable):
        forward = _slice_length_signed(n, start, stop, step, True)
        backward = _slice_length_signed(n, start, stop, step, False)
        return _select(_less(0, step), forward, backward)
    if step is UNKNOWN:
        return UNKNOWN
    return _slice_length_signed(n, start, stop, step, step > 0)


def _slice_length_signed(n, start, stop, step, forward):
    if start is None and stop is None and step in (1, -1):
        return n                        # a full slice: exactly n, so shapes stay provably equal
    if forward:
        first = 0 if start is None else _bound(start, n, 0, n)
        last = n if stop is None else _bound(stop, n, 0, n)
        count = (last - first + step - 1) // step if UNKNOWN not in (first, last) else UNKNOWN
    else:
        first = n - 1 if start is None else _bound(start, n, -1, n - 1)
        last = -1 if stop is None else _bound(stop, n, -1, n - 1)
        count = (first - last - step - 1) // (-step) if UNKNOWN not in (first, last) else UNKNOWN
    return _clip(count, 0, n) if count is not UNKNOWN else UNKNOWN


def check_key(idx, values, ndim=None):
    """An index structure against the values given for it (and the rank of what it indexes):
    a TypeError when their count is not the structure's, numpy's IndexError when it indexes more
    dimensions than there are (a short key once surfaced as StopIteration or 'tuple index out of
    range')."""
    takes = builtins.sum(1 if e[0] in ("int", "array") else builtins.sum(map(bool, e[1:])) if e[0] == "slice"
                         else 0 for e in idx)
    if takes != len(values):
        raise TypeError(f"index structure {tuple(idx)} takes {takes} index values, got {len(values)}")
    indexed = builtins.sum(e[0] != "new" for e in idx)
    if ndim is not None and indexed > ndim:
        raise IndexError(f"too many indices for array: array is {ndim}-dimensional, but {indexed} were indexed")


def subtensor_shape(x_shape, idx, scalars):
    """Shape of a basic Subtensor of a tensor of shape ``x_shape``, once its ints are within
    their axes (numpy's IndexError: always so on an axis of size 0). When built if known, else
    when run."""
    from opspec.tensor import dims
    sizes = _basic_sizes(x_shape, idx, scalars)
    if not dims.ours(*x_shape):                 # another library's sizes: its checks are its own
        return sizes
    return checked_in_order(sizes, (_ints_in_bounds(x_shape, idx, scalars),))


def _basic_sizes(x_shape, idx, scalars):
    """The sizes a basic key selects from a tensor of shape ``x_shape``."""
    check_key(idx, list(scalars), len(x_shape))
    values = iter(scalars)
    out, axis = [], 0
    for entry in idx:
        kind = entry[0]
        if kind == "new":
            out.append(1)
            continue
        n = x_shape[axis]
        axis += 1
        if kind == "int":
            next(values)
            continue
        start = next(values) if entry[1] else None
        stop = next(values) if entry[2] else None
        step = next(values) if entry[3] else None
        out.append(slice_length(n, start, stop, step))
    out.extend(x_shape[axis:])
    return tuple(out)


def advanced_shape(x_shape, idx, index_shapes):
    """Shape of an AdvancedSubtensor: numpy's rule for where the broadcast index dims go."""
    check_key(idx, list(index_shapes), len(x_shape))
    sizes, indexed, indexed_axes = _advanced_sizes(x_shape, idx, index_shapes)
    return _no_index_into_empty(sizes, indexed, indexed_axes, index_shapes)


def _advanced_sizes(x_shape, idx, index_shapes):
    """(the sizes an advanced key selects, the index arrays' broadcast shape, the sizes of the
    axes they index)."""
    from opspec.tensor.functions import broadcast_shape
    parts, axis, arrays, indexed_axes = [], 0, iter(_broadcasting_indices(index_shapes)), []
    for entry in idx:
        if entry[0] == "new":
            parts.append(("dims", (1,)))
        elif entry[0] == "array":
            parts.append(("array", tuple(next(arrays))))
            indexed_axes.append(x_shape[axis])
            axis += 1
        else:
            parts.append(("dims", (slice_length(x_shape[axis], *entry[1:]),)))
            axis += 1
    parts.extend(("dims", (s,)) for s in x_shape[axis:])
    where = [k for k, (kind, _) in enumerate(parts) if kind == "array"]
    indexed = tuple(broadcast_shape(*[parts[k][1] for k in where]))
    adjacent = not where or where == list(range(where[0], where[-1] + 1))
    out = []
    if not adjacent:
        out.extend(indexed)
    for k, (kind, dims) in enumerate(parts):
        if kind == "array":
            if adjacent and k == where[0]:
                out.extend(indexed)
        else:
            out.extend(dims)
    return tuple(out), indexed, indexed_axes


def _broadcasting_indices(index_shapes):
    """The index arrays' shapes, once they broadcast together: numpy's IndexError (not the
    ValueError of broadcasting values), checked before anything else reads them."""
    from opspec.tensor import dims
    shapes = [tuple(s) for s in index_shapes]
    if not dims.ours(*[d for s in shapes for d in s]):
        return shapes
    width = builtins.max((len(s) for s in shapes), default=0)
    padded = [(1,) * (width - len(s)) + s for s in shapes]
    ok = dims.and_(*[(lambda a=a, b=b: dims.broadcasts(a, b)) for column in zip(*padded)
                     for a in column for b in column if a is not b])
    return [dims.checked(s, ok, "shape mismatch: indexing arrays could not be broadcast together", IndexError)
            if s else s for s in shapes]


def _no_index_into_empty(sizes, indexed, axes, index_shapes):
    """``sizes`` once no index is read from an axis of size 0: every index there is out of
    bounds, so numpy raises IndexError whatever the values, unless the index arrays broadcast to
    no index at all (``x[[0], []]``). Now when known, else when run (dims.checked)."""
    from opspec.tensor import dims
    if not dims.ours(*sizes, *indexed, *axes):
        return sizes
    return dims.checked(sizes, *_indices_into_empty_check(indexed, axes, index_shapes))


def _indices_into_empty_check(indexed, axes, index_shapes):
    """(condition, message, error) of ``_no_index_into_empty``. A 0-d index array is numpy's
    integer index, checked before the arrays broadcast: into an axis of size 0 it is refused even
    where the others select nothing (``x[np.array(0), []]``)."""
    from opspec.tensor import dims
    integers = [(lambda n=n: dims.compare("!=", n, 0)) for n, s in zip(axes, index_shapes) if len(s) == 0]
    ok = dims.and_(*integers, lambda: dims.or_(*[(lambda d=d: dims.compare("==", d, 0)) for d in indexed],
                                               lambda: dims.and_(*[(lambda n=n: dims.compare("!=", n, 0))
                                                                   for n in axes])))
    return ok, "index out of bounds: a non-empty index array into an axis of size 0", IndexError


def values_fit(values_shape, sizes, set_):
    """The condition that values of ``values_shape`` can be written to (``set_``) or added at
    (``np.add.at``) an index selecting ``sizes``: trailing sizes broadcast; an assignment drops
    extra leading sizes (it reshapes values to their trailing sizes: leading sizes of 1, or any
    when those hold nothing), np.add.at refuses any."""
    from opspec.tensor import dims
    extra = len(values_shape) - len(sizes)
    if extra > 0 and not set_:
        return False
    leading, rest = values_shape[:builtins.max(extra, 0)], values_shape[builtins.max(extra, 0):]
    trailing = [dims.one_or(v, d) for v, d in zip(rest, sizes[len(sizes) - len(rest):]) if v is not d]
    ones = lambda: dims.and_(*[(lambda n=n: dims.compare("==", n, 1)) for n in leading])  # noqa: E731
    return dims.and_(*trailing, lambda: dims.or_(ones, lambda: _empty(rest)))


def _empty(shape):
    """The condition that an array of ``shape`` has no element."""
    from opspec.tensor import dims
    return dims.or_(*[(lambda d=d: dims.compare("==", d, 0)) for d in shape])


def checked_in_order(sizes, checks):
    """``sizes`` once each (condition, message, error) of ``checks`` holds, in their order: a
    later check guards what the earlier ones did, so it is the earlier error that is raised; one
    that fails whatever the sizes, after one decided when run, is raised when run too."""
    from opspec.tensor import dims
    pending = None      # the first check not decided now: UNKNOWN (a static size), or symbolic
    for ok, message, error in checks:
        if pending is not None and ok is False:
            ok = dims.UNKNOWN if pending is dims.UNKNOWN else _ot().constant(False)
        sizes = dims.checked(sizes, ok, message, error)
        if pending is None and not dims.known(ok):
            pending = ok
    return tuple(sizes)


def inc_rows_shape(x_shape, v_shape, idx_shape, set_):
    """``x``'s shape, once ``x[idx] = v`` (``np.add.at(x, idx, v)`` unless ``set_``) can be
    done whatever idx holds: numpy's IndexError for a non-empty idx into an axis of size 0 and
    its ValueError for a v that does not broadcast to the rows idx selects. Assignment checks v
    first; np.add.at checks the indices' values first, which no shape shows (and the kernels
    size their output with this rule), so its v is checked here only for an empty idx. When
    built if known, else when run."""
    from opspec.tensor import dims
    check_key((("array",),), [idx_shape], len(x_shape))
    if not dims.ours(*x_shape, *v_shape, *idx_shape):
        return tuple(x_shape)
    rows = (idx_shape[0],) + tuple(x_shape[1:])
    in_bounds = (dims.or_(lambda: dims.compare("!=", x_shape[0], 0), lambda: dims.compare("==", idx_shape[0], 0)),
                 "index out of bounds: a non-empty index into axis 0 of size 0", IndexError)
    fits = values_fit(v_shape, rows, set_)
    if not set_:
        fits = dims.or_(lambda: dims.compare("!=", idx_shape[0], 0), fits)
    fits = (fits, "shape mismatch: the value array could not be broadcast to the indexed rows "
            f"({'set' if set_ else 'np.add.at'})", ValueError)
    return checked_in_order(x_shape, (fits, in_bounds) if set_ else (in_bounds, fits))


def _ints_in_bounds(x_shape, idx, scalars):
    """(condition, message, error): every int of a basic key is within its axis, as numpy's
    indexing checks before it reads or writes anything (IndexError)."""
    from opspec.tensor import dims
    values, axis, conditions = iter(scalars), 0, []
    for entry in idx:
        if entry[0] == "new":
            continue
        n, axis = x_shape[axis], axis + 1
        if entry[0] == "int":
            i = _plain(next(values))
            conditions.append(lambda i=i, n=n: dims.and_(lambda: dims.compare("<", i, n),
                                                         lambda: dims.compare(">=", i + n, 0)))
        else:
            for _ in range(builtins.sum(map(bool, entry[1:]))):
                next(values)
    return dims.and_(*conditions), "index out of bounds: an integer index beyond its axis", IndexError


def _fits_check(v_shape, sizes, set_, how):
    return (values_fit(v_shape, sizes, set_),
            f"shape mismatch: the value array could not be broadcast to the indexed region ({how})", ValueError)


def inc_basic_shape(x_shape, v_shape, idx, scalars, set_):
    """``x``'s shape, once ``x[key] = v`` (``x[key] += v`` unless ``set_``) can be done for the
    basic key ``idx`` with ``scalars``: numpy's IndexError for an int beyond its axis, then its
    ValueError for a v that does not broadcast to the selected region (an assignment drops v's
    leading sizes of 1, an in-place add refuses any extra dimension). When built if known, else
    when run."""
    from opspec.tensor import dims
    check_key(idx, list(scalars), len(x_shape))
    if not dims.ours(*x_shape, *v_shape):      # another library's sizes: its checks are its own
        return tuple(x_shape)
    region = _basic_sizes(x_shape, idx, scalars)
    return checked_in_order(x_shape, (_ints_in_bounds(x_shape, idx, scalars),
                                      _fits_check(v_shape, region, set_, "x[key] = v" if set_ else "x[key] += v")))


def inc_advanced_shape(x_shape, v_shape, idx, index_shapes, set_):
    """``x``'s shape, once ``x[key] = v`` (``np.add.at(x, key, v)`` unless ``set_``) can be done
    for the advanced key ``idx`` whatever its index arrays hold: numpy's IndexError for a
    non-empty index into an axis of size 0 and its ValueError for a v that does not broadcast to
    the selected region, in numpy's order (assignment checks v first). np.add.at checks the
    indices' values before v, which no shape shows: its v is checked here only where the index
    arrays select nothing (as inc_rows_shape). When built if known, else when run."""
    from opspec.tensor import dims
    check_key(idx, list(index_shapes), len(x_shape))
    if not dims.ours(*x_shape, *v_shape):
        return tuple(x_shape)
    region, indexed, axes = _advanced_sizes(x_shape, idx, index_shapes)
    in_bounds = _indices_into_empty_check(indexed, axes, index_shapes)
    fits = _fits_check(v_shape, region, set_, "x[key] = v" if set_ else "np.add.at")
    if not set_:
        fits = (dims.or_(lambda: dims.not_(_empty(indexed)), fits[0]),) + fits[1:]
    return checked_in_order(x_shape, (fits, in_bounds) if set_ else (in_bounds, fits))


# ------------------------------------------------------------------ numpy kernels
def basic_index(idx, scalars):
    """The numpy key a basic structure and its scalar values stand for."""
    check_key(idx, list(scalars))
    values = iter(int(v) for v in scalars)
    key = []
    for entry in idx:
        if entry[0] == "new":
            key.append(None)
        elif entry[0] == "int":
            key.append(next(values))
        else:
            key.append(slice(*(next(values) if has else None for has in entry[1:])))
    return tuple(key)


def advanced_index(idx, indices):
    """The numpy key an advanced structure and its index arrays stand for."""
    check_key(idx, list(indices))
    arrays = iter(indices)
    key = []
    for entry in idx:
        if entry[0] == "new":
            key.append(None)
        elif entry[0] == "array":
            key.append(next(arrays))
        else:
            key.append(slice(*entry[1:]))
    return tuple(key)


def inc_basic_value(x, y, idx, scalars, set_):
    out = x.copy()
    key = basic_index(idx, scalars)
    if set_:
        out[key] = y
    else:
        out[key] += y
    return out


def inc_advanced_value(x, y, idx, indices, set_):
    out = x.copy()
    key = advanced_index(idx, indices)
    if set_:
        out[key] = y
    else:
        numpy_casting("add", out.dtype, np.asarray(y).dtype, "same_kind")   # x[key] += v's rule
        np.add.at(out, key, y)       # repeated indices accumulate; add.at alone casts unsafely
    return out


def inc_rows_value(x, v, idx, set_):
    out = x.copy()
    if set_:
        out[idx] = v
    else:
        numpy_casting("add", out.dtype, np.asarray(v).dtype, "same_kind")   # x[idx] += v's rule
        np.add.at(out, idx, v)
    return out


def nonzero_value(x):
    return np.array(np.nonzero(x), dtype=np.int64).reshape(x.ndim, -1)


# ------------------------------------------------------------------ parsing keys
def _is_index_array(k):
    if isinstance(k, Variable):
        return k.type.ndim > 0 or k.type.dtype == "bool"
    if isinstance(k, (list, np.ndarray)):
        return True
    return False


def _scalar_input(v, what):
    if isinstance(v, (bool, np.bool_)):
        raise IndexError(f"{what}: booleans are not integer indices")
    if isinstance(v, (int, np.integer)):
        return constant(int(v), dtype="int64")
    v = as_tensor_variable(v)
    if v.type.ndim != 0 or not dtype_in_class(v.type.dtype, "int|uint"):
        raise IndexError(f"{what} must be an integer scalar, got {v.type}")
    return _ot().cast(v, "int64")


def _expand(x, key):
    """The key as a tuple without Ellipsis, boolean masks replaced by their nonzero rows."""
    key = key if isinstance(key, tuple) else (key,)
    used = builtins.sum(0 if k is None or k is Ellipsis else (_mask_ndim(k) or 1) for k in key)
    if builtins.sum(k is Ellipsis for k in key) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    if used > x.type.ndim:
        raise IndexError(f"too many indices for a tensor of {x.type.ndim} dimensions: {used}")
    out = []
    for k in key:
        if k is Ellipsis:
            out.extend([slice(None)] * (x.type.ndim - used))
        elif _mask_ndim(k):
            mask = as_tensor_variable(k)
            rows = nonzero(mask)
            out.extend(getitem(rows, i) for i in range(mask.type.ndim))
        else:
            out.append(k)
    return out


def _mask_ndim(k):
    if isinstance(k, Variable) and k.type.dtype == "bool":
        return k.type.ndim or None
    if isinstance(k, (np.ndarray, list)) and np.asarray(k).dtype == bool:
        return np.asarray(k).ndim or None
    return None


def getitem(x, key):
    """``x[key]`` with numpy semantics: a view for basic keys, a copy for advanced ones."""
    x = as_tensor_variable(x)
    ot = _ot()
    owner = x.owner
    if owner is not None and owner.op == ot.shape_op and isinstance(key, (int, np.integer)):
        return ot.shape_i(owner.inputs[0], int(key))
    key = _expand(x, key)
    if not builtins.any(_is_index_array(k) for k in key):
        return _basic(x, key)
    # slices with symbolic bounds first, as a view; then the advanced part on what is left
    if builtins.any(isinstance(k, slice) and not _constant_slice(k) for k in key):
        sliced = _basic(x, [k if isinstance(k, slice) else slice(None) for k in key if k is not None])
        key = [slice(None) if isinstance(k, slice) else k for k in key]
        x = sliced
    return _advanced(x, key)


def _constant_slice(k):
    return builtins.all(v is None or isinstance(v, (int, np.integer)) or
                        (isinstance(v, TensorConstant) and v.data.ndim == 0) for v in (k.start, k.stop, k.step))


def _basic(x, key):
    idx, scalars, axis = [], [], 0
    for k in key:
        if k is None:
            idx.append(("new",))
            continue
        if isinstance(k, slice):
            parts = (k.start, k.stop, k.step)
            if isinstance(k.step, (int, np.integer)) and k.step == 0:
                raise ValueError("slice step cannot be zero")
            idx.append(("slice",) + tuple(p is not None for p in parts))
            scalars.extend(_scalar_input(p, "a slice bound") for p in parts if p is not None)
        else:
            value = _plain(k) if not isinstance(k, Variable) or isinstance(k, TensorConstant) else None
            size = x.type.shape[axis]
            if isinstance(value, int) and size is not None and not -size <= value < size:
                raise IndexError(f"index {value} is out of bounds for axis {axis} with size {size}")
            idx.append(("int",))
            scalars.append(_scalar_input(k, "an index"))
        axis += 1
    return _ot().Subtensor(idx=tuple(idx))(x, *scalars)


def _advanced(x, key):
    idx, indices = [], []
    for k in key:
        if k is None:
            idx.append(("new",))
        elif isinstance(k, slice):
            idx.append(("range",) + tuple(_plain(p) for p in (k.start, k.stop, k.step)))
        else:
            arr = as_tensor_variable(k)
            if not dtype_in_class(arr.type.dtype, "int|uint"):
                raise IndexError(f"index arrays must be integers or booleans, got {arr.type}")
            idx.append(("array",))
            indices.append(_ot().cast(arr, "int64"))
    if idx == [("array",)] and indices[0].type.ndim == 1:
        return _ot().advanced_subtensor1(x, indices[0])      # rows: the embedding case, in C
    return _ot().AdvancedSubtensor(idx=tuple(idx))(x, *indices)


def nonzero(x):
    """The indices of the nonzero elements of x, one row per dimension (an int64 matrix)."""
    x = as_tensor_variable(x)
    if isinstance(x, TensorConstant):
        return constant(nonzero_value(x.data))
    return _ot().nonzero_op(x)


def take(x, indices, axis=None):
    """numpy.take: elements of x at integer indices along axis (of the flattened x when None)."""
    x = as_tensor_variable(x)
    if axis is None:
        return getitem(_ot().reshape(x, (-1,)), indices)
    axis = axis % x.type.ndim if x.type.ndim else 0
    return getitem(x, (slice(None),) * axis + (as_tensor_variable(indices),))


def _check_extra_dims(target, value, set_):
    """numpy's rule for a value of higher rank than the indexed region: assignment drops its
    leading size-1 dimensions, an increment (``np.add.at``) refuses them. Decided here when the
    static types tell; the kernels check the sizes they see at run time."""
    extra = value.type.ndim - target.type.ndim
    if extra <= 0:
        return
    sizes = value.type.shape[:extra]
    if not set_ or builtins.any(s is not None and s != 1 for s in sizes):
        raise ValueError(f"{'set' if set_ else 'inc'}_subtensor: the value {value} ({value.type}) has {extra} "
                         f"more dimension(s) than the indexed region {target} ({target.type})"
                         + ("" if not set_ else f" and they are not of size 1 ({sizes})"))


def _update(target, value, set_):
    owner = target.owner
    ot = _ot()
    if isinstance(value, (bool, int, float, complex)):
        # a Python scalar meets x's dtype as in numpy's x[key] += v (NEP 50): x_uint8[0] += 1 is
        # uint8, x_int8[0] = 300 numpy's OverflowError; x[key] = v stores a float into integers
        # as int(v) does (nan is its ValueError, -1.0 into uint8 an OverflowError)
        dtype = target.type.dtype
        stored = int(value) if set_ and isinstance(value, float) and np.dtype(dtype).kind in "iu" else value
        check_python_int(stored, dtype)
        value = constant(value, dtype=np.result_type(dtype, value).name)
    value = as_tensor_variable(value)
    _check_extra_dims(target, value, set_)
    if owner is not None and isinstance(owner.op, ot.AdvancedSubtensor1):
        base, rows = owner.inputs     # the value keeps its dtype: numpy adds in both dtypes' type
        new = ot.AdvancedIncSubtensor1(set=set_)(base, value, rows)
        if base.owner is not None and isinstance(base.owner.op, (ot.Subtensor, ot.AdvancedSubtensor,
                                                                 ot.AdvancedSubtensor1)):
            return _update(base, new, True)
        return new
    if owner is None or not isinstance(owner.op, (ot.Subtensor, ot.AdvancedSubtensor)):
        raise TypeError(f"{'set' if set_ else 'inc'}_subtensor needs an indexed tensor such as x[1:], "
                        f"got {target}")
    base, *rest = owner.inputs
    if isinstance(owner.op, ot.Subtensor):
        new = ot.IncSubtensor(idx=owner.op.idx, set=set_)(base, value, *rest)
    else:
        new = ot.AdvancedIncSubtensor(idx=owner.op.idx, set=set_)(base, value, *rest)
    # x[a][b] = v updates x[a] with x[a][b] = v, then x with that
    if base.owner is not None and isinstance(base.owner.op, (ot.Subtensor, ot.AdvancedSubtensor,
                                                             ot.AdvancedSubtensor1)):
        return _update(base, new, True)
    return new


def set_subtensor(target, value):
    """A copy of the tensor indexed by ``target`` with ``target``'s elements set to value."""
    return _update(target, value, True)


def inc_subtensor(target, value):
    """A copy of the tensor indexed by ``target`` with value added there (repeats accumulate)."""
    return _update(target, value, False)


__all__ = ["getitem", "set_subtensor", "inc_subtensor", "take", "nonzero", "slice_length",
           "subtensor_shape", "advanced_shape", "inc_rows_shape", "inc_basic_shape", "inc_advanced_shape",
           "basic_index", "advanced_index", "inc_basic_value", "inc_advanced_value", "inc_rows_value", "nonzero_value"]
