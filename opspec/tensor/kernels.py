"""Helpers that specs' shape rules and python kernels call.

Shape helpers work on tuples whose entries are ints, unknown static sizes or symbolic
int64 scalars alike, so one shape rule serves make_node, infer_shape and output
allocation. Value helpers are plain numpy.
"""
from __future__ import annotations

import numpy as np

from opspec.tensor import dims as _dims
from opspec.tensor.reduction import nonempty, normalize_axes, reduce_shape, single_axis  # noqa: F401 - nonempty: for shape rules


# ------------------------------------------------------------------ shape rules
def _check_order(order, ndim):
    """A DimShuffle order names each dimension at most once, and only dimensions there are
    (-1: a new one): a bad one raised IndexError('tuple index out of range')."""
    kept = [a for a in order if a != -1]
    if any(not isinstance(a, (int, np.integer)) or not 0 <= a < ndim for a in kept) or len(set(kept)) < len(kept):
        raise ValueError(f"DimShuffle{tuple(order)} does not fit {ndim} dimensions: each of 0..{ndim - 1} "
                         "appears at most once, -1 inserts a new dimension")


def dimshuffle_shape(shape, order):
    _check_order(order, len(shape))
    dropped = [i for i in range(len(shape)) if i not in order]
    for i in dropped:
        if isinstance(shape[i], (int, np.integer)) and shape[i] != 1:
            raise ValueError(f"DimShuffle{order} drops dimension {i} of size {shape[i]}; only size-1 "
                             "dimensions can be dropped")
    result = tuple(1 if a < 0 else shape[a] for a in order)
    if not _ours(*shape):
        return result
    # sizes known when run: the drop is checked with the shape, as computing the result checks it
    return _dims.checked(result, _dims.and_(*[(lambda n=shape[i]: _dims.compare("==", n, 1)) for i in dropped]),
                         f"DimShuffle{tuple(order)} drops a dimension whose size is not 1 (shape {_text(shape)})")


def shape_along(shape, axis):
    """``shape`` itself, for an op working along ``axis`` (an int): numpy's AxisError when the
    shape has no such axis (softmax of a vector along axis 1 raised only when run, and not
    alike in every mode)."""
    single_axis(axis, len(shape), "axis")
    return tuple(shape)


def reshape_shape(shape, dims):
    """Sizes of a reshape: numpy's unknown size (any negative one, -1 or -2 alike; a Python
    int, or a size only known when run) is the input's size over the others'; sizes that do
    not fit the input's raise numpy's ValueError, now when known, else when run (dims.checked)."""
    dims = list(dims)
    holes = [i for i, d in enumerate(dims) if isinstance(d, (int, np.integer)) and d < 0]
    if len(holes) > 1:
        raise ValueError(f"reshape into {_text(dims)}: can only specify one unknown (negative) size")
    message = f"cannot reshape an array of shape {_text(shape)} into shape {_text(dims)}"
    total = 1
    for s in shape:
        total = total * s
    if any(s is _dims.UNKNOWN for s in list(shape) + dims):
        if holes:
            dims[holes[0]] = _dims.UNKNOWN
        return tuple(dims)
    if not _ours(*shape, *dims):
        # another library's sizes (the PyTensor target's): fill the -1, checks are its own
        if holes:
            known = 1
            for i, d in enumerate(dims):
                if i != holes[0]:
                    known = known * d
            dims[holes[0]] = total // known
        return tuple(dims)
    # a size given when run may be negative (unknown): it counts as 1 among the others, and is filled in
    late = {i: _ot().lt(d, 0) for i, d in enumerate(dims) if i not in holes and not _dims.known(d)}
    known = 1
    for i, d in enumerate(dims):
        if i not in holes:
            known = known * (_ot().switch(late[i], 1, d) if i in late else d)
    filled = total // _dims.maximum(known, 1)
    dims = [filled if i in holes else _ot().switch(late[i], filled, d) if i in late else d
            for i, d in enumerate(dims)]
    fits_hole = _dims.and_(lambda: _dims.compare("!=", known, 0),
                           lambda: _dims.compare("==", total % _dims.maximum(known, 1), 0))
    if holes:
        ok = fits_hole
    elif late:
        ok = _dims.if_(_dims.or_(*late.values()), lambda: fits_hole, lambda: _dims.compare("==", total, known))
    else:
        ok = _dims.compare("==", total, known)
    if late:            # numpy takes one unknown size at most
        count = len(holes)
        for c in late.values():
            count = count + _ot().switch(c, 1, 0)
        ok = _dims.and_(ok, lambda: _dims.compare("<=", count, 1))
    return _dims.checked(dims, ok, message)


_ours = _dims.ours


def _text(shape) -> str:
    """A shape for a message: its known sizes, ``?`` for the others."""
    return "(" + ", ".join(str(int(s)) if isinstance(s, (int, np.integer)) else "?" for s in shape) + ")"


def join_shape(shapes, axis):
    first = shapes[0]
    for s in shapes[1:]:
        if len(s) != len(first):
            raise ValueError(f"Join: inputs have {len(first)} and {len(s)} dimensions")
    axis = single_axis(axis, len(first), "Join")      # a negative axis matched no dimension
    size = first[axis]
    for s in shapes[1:]:
        size = size + s[axis]
    if not _ours(*[n for s in shapes for n in s]):
        return tuple(size if i == axis else first[i] for i in range(len(first)))
    ok = _dims.and_(*[(lambda a=s[i], b=first[i]: _dims.compare("==", a, b))
                      for s in shapes[1:] for i in range(len(first)) if i != axis])
    return _dims.checked([size if i == axis else first[i] for i in range(len(first))], ok,
                         f"Join: the sizes of the inputs' other dimensions than axis {axis} must match "
                         f"(shapes {', '.join(_text(s) for s in shapes)})")


def broadcast_to_shape(shape, dims):
    """``dims`` once an array of ``shape`` broadcasts to them as numpy's broadcast_to and full
    ask: no more dimensions than ``dims``, each size 1 or the target's, no negative target;
    else numpy's ValueError, now when known, else when run (dims.checked)."""
    dims = tuple(dims)
    # a generator: read only when a size is symbolic
    signed = ((lambda d=d: _dims.compare(">=", d, 0)) for d in dims if not _nonnegative(d))
    message = f"cannot broadcast an array of shape {_text(shape)} to shape {_text(dims)}"
    return _fits_from_the_right(shape, dims, dims, message, "it has more dimensions", lambda size, n: n is size, signed)


def sum_to_shape_shape(shape, like):
    """``like`` once an array of ``shape`` sums down to it (SumToShape): no more dimensions
    than ``shape``, each size 1 or the size it faces; else numpy's ValueError, now when known,
    else when run (dims.checked). The gradients of broadcasting sum a term down to the input it
    was broadcast from, whose sizes are operands of the term's (``_broadcast_from``): that
    holds by construction, and their shapes carry no check."""
    like = tuple(like)
    message = f"cannot sum an array of shape {_text(shape)} down to shape {_text(like)}"
    return _fits_from_the_right(like, shape, like, message, "it has fewer dimensions", _broadcast_from)


def _fits_from_the_right(small, big, result, message, rank_error, fits, first=()):
    """``result`` once each size of ``small`` is 1 or the size of ``big`` it faces, aligned from
    the right as numpy broadcasts (broadcasting ``small`` up to ``big`` or summing ``big`` down
    to ``small``); ``fits(size, n)``: the pair needs no check; ``first``: checks made before."""
    if len(small) > len(big):
        raise ValueError(f"{message}: {rank_error}")
    if not _ours(*small, *big):
        return result
    tail = big[len(big) - len(small):]
    ok = _dims.and_(*first, *[_dims.one_or(n, d) for n, d in zip(small, tail) if not fits(d, n)])
    return _dims.checked(result, ok, message)


def _broadcast_from(size, source) -> bool:
    """Whether the symbolic ``size`` is ``source`` broadcast against other sizes, so ``source``
    is 1 or ``size`` whatever the inputs: ``source`` itself, an operand of the broadcast_size
    that gives ``size`` (seen through the checks that guard it), or a size that a check
    ``size`` is computed after asserts equal to ``source`` (the rows of a matmul's gradient
    are its input's by matmul's own alignment check)."""
    from opspec.graph.basic import Variable
    if not isinstance(size, Variable) or not isinstance(source, Variable):
        return size is source
    ot = _ot()
    bare = _unguarded(size)
    if bare is source:
        return True
    owner = getattr(bare, "owner", None)
    if owner is not None and isinstance(owner.op, ot.BroadcastSize):
        return any(_broadcast_from(v, source) for v in owner.inputs)
    return _asserted_equal(_guards(size), bare, source)


def _unguarded(size):
    """``size`` without the CheckAndRaise nodes wrapped around it."""
    from opspec.raise_op import CheckAndRaise
    while getattr(size, "owner", None) is not None and isinstance(size.owner.op, CheckAndRaise):
        size = size.owner.inputs[0]
    return size


def _guards(size):
    """The conditions of every CheckAndRaise ``size`` is computed from: all hold once it is."""
    from opspec.graph.basic import ancestors
    from opspec.raise_op import CheckAndRaise
    return [c for v in ancestors([size]) if v.owner is not None and isinstance(v.owner.op, CheckAndRaise)
            for c in v.owner.inputs[1:]]


def _asserted_equal(conditions, a, b) -> bool:
    """Whether ``conditions`` hold only where sizes ``a`` and ``b`` are equal: a chain of ``==``
    among them, each alone or in a conjunction, links the two (a solve's gradient sums down to
    its ``b`` the rows of a solve by ``a``'s transpose: equal to ``b``'s by the first solve's
    alignment check and ``a``'s squareness check together)."""
    linked = {}
    for x, y in (pair for cond in conditions for pair in _equalities(cond)):
        linked.setdefault(x, set()).add(y)
        linked.setdefault(y, set()).add(x)
    seen, todo = {id(a)}, [id(a)]
    while todo:
        for other in linked.get(todo.pop(), ()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return id(b) in seen


def _equalities(cond):
    """The pairs of sizes (as ids, seen through their guards) that ``cond`` asserts equal."""
    ot = _ot()
    owner = cond.owner
    if owner is None:
        return []
    if isinstance(owner.op, ot.And):
        return [pair for c in owner.inputs for pair in _equalities(c)]
    if isinstance(owner.op, ot.Eq):
        return [tuple(id(_unguarded(v)) for v in owner.inputs)]
    return []


def _nonnegative(size) -> bool:
    """Whether a symbolic size is one read off an array (never negative): the sizes gradients
    allocate (``alloc(0, *x.shape)``) need no check."""
    ot = _ot()
    owner = getattr(size, "owner", None)
    if owner is not None and isinstance(owner.op, ot.Subtensor):       # x.shape[i]
        owner = owner.inputs[0].owner
    return owner is not None and isinstance(owner.op, (ot.Shape_i, ot.Shape))


def slice_axis_shape(shape, axis, start, stop):
    axis = single_axis(axis, len(shape), "SliceAxis")
    return tuple(stop - start if i == axis else s for i, s in enumerate(shape))


def _aligned(op, xs, ys, kx, ky, shape):
    """``shape`` once the contracted sizes are equal: refused now when both are known, else
    checked when run (see dims.checked)."""
    n, m = xs[kx], ys[ky]
    if not _ours(n, m):
        if _dims.known(n) and _dims.known(m) and n != m:
            raise ValueError(f"{op}: shapes {_text(xs)} and {_text(ys)} are not aligned")
        return shape
    return _dims.checked(shape, _dims.compare("==", xs[kx], ys[ky]),
                         f"{op}: shapes {_text(xs)} and {_text(ys)} are not aligned: size of dimension "
                         f"{kx % len(xs)} of x differs from size of dimension {ky % len(ys)} of y")


def dot_shape(xs, ys):
    if len(xs) > 2 or len(ys) > 2:
        raise ValueError("dot takes vectors and matrices; use matmul for stacks")
    if not xs or not ys:                # a scalar operand multiplies
        return tuple(xs) or tuple(ys)
    return _aligned("dot", xs, ys, -1, 0, tuple(xs[:-1]) + tuple(ys[1:] if len(ys) == 2 else ()))


def matmul_shape(xs, ys):
    if not xs or not ys:
        raise ValueError("matmul does not take scalars")
    from opspec.tensor.functions import broadcast_shape
    if len(xs) == 1 and len(ys) == 1:
        shape = ()
    elif len(xs) == 1:
        shape = tuple(ys[:-2]) + (ys[-1],)
    elif len(ys) == 1:
        shape = tuple(xs[:-1])
    else:
        for n, m in zip(reversed(xs[:-2]), reversed(ys[:-2])):
            if isinstance(n, (int, np.integer)) and isinstance(m, (int, np.integer)) and 1 not in (n, m) and n != m:
                raise ValueError(f"matmul: the stack shapes of {tuple(xs)} and {tuple(ys)} do not broadcast")
        from opspec.tensor.elemwise import checked_together
        # every size raises where the stacks do not broadcast, as an elementwise op's shape does
        shape = checked_together(tuple(broadcast_shape(tuple(xs[:-2]), tuple(ys[:-2]))) + (xs[-2], ys[-1]))
    return _aligned("matmul", xs, ys, -1, -2 if len(ys) > 1 else 0, shape)



def gemm_shape(zs, xs, ys):
    """z + x @ y of matrices of one shape: z's, which x @ y (x and y aligned) must have exactly
    (neither side broadcasts; its gradients are those of a plain sum): refused now where sizes
    are known, else checked when run."""
    product = dot_shape(xs, ys)
    if len(zs) != 2 or len(product) != 2:
        raise ValueError("gemm takes matrices")
    message = f"gemm: x @ y of shape {_text(product)} is not z's shape {_text(zs)}"
    shape = tuple(zs)      # z's own sizes, never the product's: a rewrite proving gemm's shape proves z's
    for n, m in zip(zs, product):
        if _ours(n, m):
            shape = _dims.checked(shape, _dims.compare("==", n, m), message)
        elif _dims.known(n) and _dims.known(m) and n != m:      # another library's sizes
            raise ValueError(message)
    return shape

# ------------------------------------------------------------------ numpy kernels
def dimshuffle_value(x, order):
    _check_order(order, x.ndim)
    kept = [a for a in order if a >= 0]
    if kept == sorted(kept) and all(n == 1 for a, n in enumerate(x.shape) if a not in kept):
        # no reordering: inserting and dropping size-1 dimensions is a reshape (a view)
        return x.reshape(tuple(1 if a < 0 else x.shape[a] for a in order))
    dropped = tuple(i for i in range(x.ndim) if i not in kept)
    y = x.reshape([s for i, s in enumerate(x.shape) if i not in dropped]) if dropped else x
    if dropped and any(x.shape[i] != 1 for i in dropped):
        raise ValueError(f"DimShuffle{tuple(order)} drops a dimension of size != 1 (shape {x.shape})")
    remaining = [a for a in range(x.ndim) if a not in dropped]
    y = y.transpose([remaining.index(a) for a in kept])
    return y.reshape([1 if a < 0 else x.shape[a] for a in order]) if len(kept) != len(order) else y


def slice_axis_value(x, axis, start, stop):
    index = [slice(None)] * x.ndim
    index[axis] = slice(int(start), int(stop))
    if not (0 <= start <= stop <= x.shape[axis]):
        raise IndexError(f"SliceAxis: [{start}:{stop}] is out of range for size {x.shape[axis]}")
    return x[tuple(index)]


def softmax_value(x, axis):
    axis = (axis,)      # a tuple: numpy takes an int axis 0 of a 0-d array, the op does not
    z = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return z / np.sum(z, axis=axis, keepdims=True)


def logsumexp_value(x, axis, keepdims):
    axis = normalize_axes(axis, x.ndim) if not isinstance(axis, int) else (axis,)
    m = np.max(x, axis=axis, keepdims=True) if x.size else np.zeros([1] * x.ndim, x.dtype)
    m = np.where(np.isfinite(m), m, 0)
    out = np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True)) + m
    return out if keepdims else np.squeeze(out, axis=axis)


#: the dtypes numpy.linalg computes in (it refuses others with a TypeError, before any LAPACK)
_LAPACK_DTYPES = frozenset(map(np.dtype, ("float32", "float64", "complex64", "complex128")))


def svd_input(x, message="SVD did not converge"):
    """``x``, once checked to be finite. LAPACK's SVD drivers (gesdd: svd, pinv; gelsd: lstsq)
    never return on some matrices holding an infinity (the rescaling turns it into nan and
    bdsqr loops forever: Reference-LAPACK issue 1409); numpy 2.5 checks first and raises
    LinAlgError, as LAPACK already did for nan, and so do these kernels on any numpy. Dtypes
    numpy.linalg refuses pass unchecked, to meet its TypeError."""
    x = np.asarray(x)
    if x.dtype.newbyteorder("=") in _LAPACK_DTYPES and not np.isfinite(x).all():   # '>f4' too
        raise np.linalg.LinAlgError(message)
    return x


# ------------------------------------------------------------------ gradient pieces
def _ot():
    import opspec.tensor as ot
    return ot


def dimshuffle_grad(g, x, order):
    """Gradient of a DimShuffle: undo the reordering, put dropped axes back."""
    ot = _ot()
    kept = [a for a in order if a >= 0]
    g = ot.dimshuffle(g, [i for i, a in enumerate(order) if a >= 0])      # drop the inserted axes
    pattern = []
    for i in range(x.type.ndim):
        pattern.append(kept.index(i) if i in kept else "x")
    return ot.dimshuffle(g, pattern)


def pad_axis(g, x, axis, start, stop):
    """Gradient of SliceAxis: g placed at [start:stop] of zeros shaped like x."""
    ot = _ot()
    shape = ot.shape_tuple(x)
    before = list(shape)
    before[axis] = start
    after = list(shape)
    after[axis] = shape[axis] - stop
    return ot.concatenate([ot.zeros(before, dtype=g.type.dtype), g, ot.zeros(after, dtype=g.type.dtype)], axis)


def split_grad(g, xs, axis):
    """Gradients of Join: g cut back into pieces shaped like each input."""
    ot = _ot()
    pieces, start = [], ot.constant(0, dtype="int64")
    for x in xs:
        stop = ot.add(start, ot.shape_i(x, axis))
        pieces.append(ot.SliceAxis(axis=axis)(g, start, stop))
        start = stop
    return pieces


def fill_tangents(evs, xs):
    """R_op eval points with zeros where one is None (that input does not move)."""
    ot = _ot()
    return [ot.zeros_like(x) if ev is None else ev for ev, x in zip(evs, xs)]


def prod_grad(x, g, axis, keepdims):
    """Gradient of a product, exact where x has zeros: the product of the other elements."""
    ot = _ot()
    zero = ot.eq(x, 0)
    nonzero_x = ot.switch(zero, 1, x)
    prod_nonzero = ot.prod(nonzero_x, axis=axis, keepdims=True)
    zeros = ot.sum(zero, axis=axis, keepdims=True)
    others = ot.switch(zero, ot.switch(ot.eq(zeros, 1), prod_nonzero, 0),
                       ot.switch(ot.eq(zeros, 0), prod_nonzero / nonzero_x, 0))
    return ot.expand_reduced(g, x, axis, keepdims) * others


def dot_grad_x(g, x, y):
    ot = _ot()
    if x.type.ndim == 0 or y.type.ndim == 0:    # a scalar operand: x * y
        return ot.sum(g * y) if x.type.ndim == 0 else g * y
    if x.type.ndim == 1 and y.type.ndim == 1:
        return g * y
    if x.type.ndim == 1:                    # (k,) . (k, n) -> (n,)
        return ot.dot(y, g)
    if y.type.ndim == 1:                    # (m, k) . (k,) -> (m,)
        return ot.outer(g, y)
    return ot.dot(g, ot.transpose(y))


def dot_grad_y(g, x, y):
    ot = _ot()
    if x.type.ndim == 0 or y.type.ndim == 0:
        return ot.sum(g * x) if y.type.ndim == 0 else g * x
    if x.type.ndim == 1 and y.type.ndim == 1:
        return g * x
    if x.type.ndim == 1:
        return ot.outer(x, g)
    if y.type.ndim == 1:
        return ot.dot(g, x)
    return ot.dot(ot.transpose(x), g)


def _swap_last(v):
    ot = _ot()
    n = v.type.ndim
    return ot.dimshuffle(v, list(range(n - 2)) + [n - 1, n - 2])


def _as_stacks(g, x, y):
    """x, y and g with matmul's vector promotion undone: every operand a (stack of) matrices."""
    ot = _ot()
    xm = ot.expand_dims(x, 0) if x.type.ndim == 1 else x
    ym = ot.expand_dims(y, -1) if y.type.ndim == 1 else y
    gm = g
    if x.type.ndim == 1:
        gm = ot.expand_dims(gm, -2 if gm.type.ndim else 0)
    if y.type.ndim == 1:
        gm = ot.expand_dims(gm, -1)
    return gm, xm, ym


def matmul_grad_x(g, x, y):
    ot = _ot()
    if x.type.ndim == 1 and y.type.ndim == 2:   # vector @ matrix: y @ g, without promoting g and x to
        return ot.matmul(y, g)                  # matrices, transposing and reshaping back (three nodes)
    gm, xm, ym = _as_stacks(g, x, y)
    gx = ot.matmul(gm, _swap_last(ym))
    if ym.type.ndim > 2:        # y's batch dimensions may have broadcast x's: sum them back
        gx = ot.sum_to_shape(gx, xm)
    return ot.reshape(gx, ot.shape(x)) if xm is not x else gx


def matmul_grad_y(g, x, y):
    ot = _ot()
    if x.type.ndim == 2 and y.type.ndim == 1:   # matrix @ vector: g @ x is x.T @ g (BLAS transposes;
        return ot.matmul(g, x)                  # no transposed copy, column or reshape back)
    gm, xm, ym = _as_stacks(g, x, y)
    gy = ot.matmul(_swap_last(xm), gm)
    if xm.type.ndim > 2:        # x's batch dimensions may have broadcast y's: sum them back
        gy = ot.sum_to_shape(gy, ym)
    return ot.reshape(gy, ot.shape(y)) if ym is not y else gy


def partition_shape(shape, axis, kth):
    """The shape of numpy.partition / argpartition of an array of ``shape`` (0-d: one element)
    along ``axis`` around ``kth``: numpy's ValueError for a kth outside [-n, n) of the axis'
    size n, unless the array is empty (numpy returns it first), now when the sizes are known,
    else when the shape is computed (docs/shapes.md). An empty kth is numpy's TypeError, an
    axis a 0-d array (one element along one axis) has not its AxisError."""
    sizes = shape_along(shape if len(shape) else (1,), axis)
    if not kth:
        raise TypeError("Partition index must be integer (kth is empty)")
    if not _dims.ours(*sizes):
        return tuple(sizes)
    n = sizes[single_axis(axis, len(sizes), "axis")]
    total = _product(sizes)
    message = f"kth {tuple(kth)} out of bounds for the size of axis {axis}"
    if _dims.known(n):
        bad = [k for k in kth if not -n <= k < n]
        if not bad:
            return tuple(sizes)
        message = f"kth(={bad[0] + n if bad[0] < 0 else bad[0]}) out of bounds ({n})"
    low, high = min(kth), max(kth)
    ok = _dims.or_(lambda: _dims.compare("==", total, 0),
                   lambda: _dims.and_(lambda: _dims.compare("<", high, n), lambda: _dims.compare(">=", low, -n)))
    return _dims.checked(sizes, ok, message)



def _product(sizes):
    total = 1
    for s in sizes:
        total = total * s
    return total


def _merge_ok(shape, axis):
    """numpy's median / quantile over other than one axis (two or more, or none: ``axis=()``)
    merge them, ``reshape(kept + (-1,))``, which cannot size its -1 for an empty array whose
    kept axes hold no element: the condition (a dims condition) and numpy's message."""
    axes = normalize_axes(axis, len(shape))
    kept = [s for i, s in enumerate(shape) if i not in axes]
    if len(axes) == 1 or not kept:
        return True, ""
    text = ", ".join(str(int(s)) if isinstance(s, (int, np.integer)) else "?" for s in kept)
    return _dims.compare("!=", _product(kept), 0), f"cannot reshape array of size 0 into shape ({text}, newaxis)"


def median_shape(shape, axis, keepdims):
    """The shape of numpy.median over ``axis`` (an empty reduction is nan): numpy's ValueError
    where it merges two or more reduced axes of an empty array whose kept axes hold no element,
    now when the sizes are known, else when the shape is computed (docs/shapes.md)."""
    sizes = tuple(reduce_shape(shape, axis, keepdims))
    if not _dims.ours(*shape):
        return sizes
    ok, message = _merge_ok(shape, axis)
    return _dims.checked(sizes, ok, message)


def quantile_shape(shape, q_shape, axis, keepdims):
    """The shape of numpy.quantile(x, q) over ``axis``: ``q``'s axes, then ``x``'s kept ones.
    numpy refuses, in this order, an empty ``q`` of two or more dimensions (its range check
    ``q.min()``: ValueError), the merge median_shape refuses (ValueError) and an empty reduction
    (IndexError), now when the sizes are known, else when the shape is computed."""
    sizes = tuple(q_shape) + tuple(reduce_shape(shape, axis, keepdims))
    if not _dims.ours(*shape, *q_shape):
        return sizes
    if len(q_shape) >= 2:
        sizes = _dims.checked(sizes, _dims.compare("!=", _product(q_shape), 0),
                              "zero-size array to reduction operation minimum which has no identity")
    ok, message = _merge_ok(shape, axis)
    sizes = _dims.checked(sizes, ok, message)
    extents = [shape[a] for a in normalize_axes(axis, len(shape))]
    return _dims.checked(sizes, _dims.and_(*[(lambda n=n: _dims.compare("!=", n, 0)) for n in extents]),
                         "index -1 is out of bounds for axis 0 with size 0", IndexError)


__all__ = [name for name in dir() if not name.startswith("_") and name not in ("annotations", "np")]
