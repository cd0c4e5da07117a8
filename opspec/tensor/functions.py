"""numpy-style functions over the generated ops: ``sum(x, axis=1)``, ``cast(x, "int32")``...

Generated ops take props in their constructor (``Sum(axis=(1,), keepdims=False)(x)``);
these helpers give them the call signatures numpy users expect, and pick cheaper graphs
when static types already answer the question (a cast to the same dtype is no op).
"""
from __future__ import annotations

import builtins
import math

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.kernels.shapes import broadcast_shapes
from opspec.tensor.basic import as_tensor_variable, constant
from opspec.tensor.reduction import normalize_axes, reduce_shape  # noqa: F401  (re-exported)
from opspec.tensor.specop import dtype_in_class
from opspec.tensor.variable import TensorConstant


def _ops():
    import opspec.tensor as ot
    return ot


pi, e, inf, nan = math.pi, math.e, math.inf, math.nan


# ------------------------------------------------------------------ dtypes
def cast(x, dtype):
    """``x`` as ``dtype``; the same variable when it already is."""
    x = as_tensor_variable(x)
    dtype = config.floatX if dtype == "floatX" else np.dtype(dtype).name
    if x.type.dtype == dtype:
        return x
    return _ops().Cast(dtype=dtype)(x)


def is_integer(x) -> bool:
    return dtype_in_class(as_tensor_variable(x).type.dtype, "int|uint|bool")


# ------------------------------------------------------------------ shapes
def shape(x):
    """The shape of ``x`` as an int64 vector variable."""
    return _ops().shape_op(as_tensor_variable(x))


def shape_i(x, i: int):
    """Size of dimension ``i`` of ``x``: a constant when the type knows it."""
    x = as_tensor_variable(x)
    i = normalize_axes(i, x.type.ndim, "shape_i")[0]
    if x.type.shape[i] is not None:
        return constant(x.type.shape[i], dtype="int64")
    return _ops().Shape_i(i=i)(x)


def shape_tuple(x) -> tuple:
    """One int64 scalar (constant or symbolic) per dimension of ``x``."""
    x = as_tensor_variable(x)
    return tuple(shape_i(x, i) for i in range(x.type.ndim))


def _dims(shape_like) -> list:
    """A shape given as ints / scalars / a shape vector, as a list of int64 scalars."""
    if isinstance(shape_like, Variable):
        owner = shape_like.owner
        if owner is not None and owner.op == _ops().shape_op:
            return list(shape_tuple(owner.inputs[0]))
        if isinstance(shape_like, TensorConstant) and shape_like.data.ndim == 1:
            return [constant(int(d), dtype="int64") for d in shape_like.data]
        if shape_like.type.ndim == 0:
            return [shape_like]
        raise TypeError(f"a shape must be a tuple of sizes or a shape vector from .shape, got {shape_like}")
    if isinstance(shape_like, (int, np.integer)):
        shape_like = (shape_like,)
    return [constant(int(d), dtype="int64") if isinstance(d, (int, np.integer))
            else cast(as_tensor_variable(d), "int64") for d in shape_like]


def reshape(x, newshape, ndim=None):
    x = as_tensor_variable(x)
    dims = _dims(newshape)
    if ndim is not None and ndim != len(dims):
        raise ValueError(f"reshape: ndim={ndim} but the new shape has {len(dims)} entries")
    return _ops().reshape_op(x, *dims)


def dimshuffle(x, pattern):
    """Reorder, drop (broadcastable) and insert ('x') dimensions, as a view."""
    order = tuple(-1 if p == "x" else int(p) for p in pattern)
    return _ops().DimShuffle(order=order)(x)


def transpose(x, axes=None):
    x = as_tensor_variable(x)
    ndim = x.type.ndim
    # the order of axes is the point: normalize each one, never sort them
    axes = tuple(reversed(range(ndim))) if axes is None else tuple(int(a) % ndim if ndim else a for a in axes)
    if sorted(axes) != list(range(ndim)):
        raise ValueError(f"transpose: axes {axes} are not a permutation of {ndim} dimensions")
    if axes == tuple(range(x.type.ndim)):
        return x
    return dimshuffle(x, axes)


def squeeze(x, axis=None):
    x = as_tensor_variable(x)
    if axis is None:
        drop = {i for i, s in enumerate(x.type.shape) if s == 1}
    else:
        drop = set(normalize_axes(axis, x.type.ndim, "squeeze"))
    return dimshuffle(x, [i for i in range(x.type.ndim) if i not in drop])


def expand_dims(x, axis):
    x = as_tensor_variable(x)
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    ndim = x.type.ndim + len(axes)
    axes = normalize_axes(axes, ndim, "expand_dims")
    pattern, k = [], 0
    for i in range(ndim):
        if i in axes:
            pattern.append("x")
        else:
            pattern.append(k)
            k += 1
    return dimshuffle(x, pattern)


def alloc(value, *dims):
    """An array of the given shape filled with ``value`` (broadcast)."""
    if len(dims) == 1 and not isinstance(dims[0], (int, np.integer)) and not (
            isinstance(dims[0], Variable) and dims[0].type.ndim == 0):
        dims = tuple(_dims(dims[0]))
    return _ops().alloc_op(value, *_dims(dims))


def broadcast_to(x, newshape):
    return _ops().broadcast_to_op(x, *_dims(newshape))


def zeros(newshape, dtype=None):
    return alloc(constant(0, dtype=dtype or config.floatX), *_dims(newshape))


def ones(newshape, dtype=None):
    return alloc(constant(1, dtype=dtype or config.floatX), *_dims(newshape))


def zeros_like(x, dtype=None):
    """Zeros of x's shape, computed from x (``fill``) as PyTensor's are: a graph made of them
    keeps x among its inputs (the gradient of ``2 * x`` is a function of x, not a constant)."""
    x = as_tensor_variable(x)
    return fill(x, constant(0, dtype=dtype or x.type.dtype))


def ones_like(x, dtype=None):
    """Ones of x's shape, computed from x (see ``zeros_like``)."""
    x = as_tensor_variable(x)
    return fill(x, constant(1, dtype=dtype or x.type.dtype))


def fill(model, value):
    """``value`` broadcast to the shape of ``model`` (and its own): the elemwise ``second``."""
    return _ops().second(model, value)


def sum_to_shape(term, like):
    """``term`` summed over the dimensions it was broadcast along to match ``like``'s shape."""
    term, like = as_tensor_variable(term), as_tensor_variable(like)
    if term.type.shape == like.type.shape and None not in like.type.shape:
        return term
    lead = term.type.ndim - like.type.ndim
    if lead < 0:
        # like has leading dimensions term lacks: numpy's assignment (x[i] = v) drops them when
        # they are of size 1 (else the forward pass fails), so like[0, ..., 0] has term's rank
        extra = like.type.shape[:-lead]
        if builtins.any(s not in (1, None) for s in extra):
            raise ValueError(f"sum_to_shape: {term} has fewer dimensions than {like}, whose extra leading "
                             f"sizes {extra} are not 1")
        inner = sum_to_shape(term, like[(0,) * -lead])
        return dimshuffle(inner, ["x"] * -lead + list(range(term.type.ndim)))
    tail = term.type.shape[lead:]
    # an unknown size of like may be 1 at run time, and broadcast: only static sizes decide
    if builtins.all(ls is not None for ls in like.type.shape):
        # static types tell which dimensions were broadcast
        axes = tuple(range(lead)) + tuple(lead + i for i, (ls, ts) in enumerate(zip(like.type.shape, tail))
                                          if ls == 1 and ts != 1)
        if axes:
            term = sum(term, axis=axes, keepdims=True)
            if lead:
                term = dimshuffle(term, list(range(lead, term.type.ndim)))
        return term
    return _ops().sum_to_shape_op(term, like)


def reduce_to_shape(value, shape):
    """numpy: ``value`` summed down to ``shape`` (the run-time half of sum_to_shape)."""
    value = np.asarray(value)
    shape = tuple(shape)
    if value.shape == shape:
        return value        # nothing was broadcast: x itself (-0.0 too), as the rewrite dropping it
    lead = value.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, s in enumerate(shape) if s == 1 and value.shape[lead + i] != 1)
    result = value.sum(axis=axes, keepdims=True) if axes else value
    result = result.reshape(result.shape[lead:]) if lead else result
    if result.shape != shape:
        raise ValueError(f"cannot sum an array of shape {value.shape} down to shape {shape}")
    return result


def broadcast_shape(*shapes):
    """Shape of the broadcast of several shapes (ints, unknowns or symbolic sizes)."""
    from opspec.tensor.elemwise import join_sizes
    return broadcast_shapes(shapes, join_sizes, "broadcast_shape")


# ------------------------------------------------------------------ reductions
def _reduce(cls_name, x, axis, keepdims):
    x = as_tensor_variable(x)
    return getattr(_ops(), cls_name)(axis=normalize_axes(axis, x.type.ndim), keepdims=keepdims)(x)


def sum(x, axis=None, keepdims=False):
    return _reduce("Sum", x, axis, keepdims)


def prod(x, axis=None, keepdims=False):
    return _reduce("Prod", x, axis, keepdims)


def max(x, axis=None, keepdims=False):
    return _reduce("Max", x, axis, keepdims)


def min(x, axis=None, keepdims=False):
    return _reduce("Min", x, axis, keepdims)


def all(x, axis=None, keepdims=False):
    return _reduce("All", x, axis, keepdims)


def any(x, axis=None, keepdims=False):
    return _reduce("Any", x, axis, keepdims)


def argmax(x, axis=None, keepdims=False):
    x = as_tensor_variable(x)
    if axis is not None and not isinstance(axis, (int, np.integer)):
        raise TypeError("argmax takes one axis or None, like numpy")
    return _ops().Argmax(axis=None if axis is None else normalize_axes(axis, x.type.ndim), keepdims=keepdims)(x)


def mean(x, axis=None, keepdims=False):
    """Sum divided by the number of reduced elements, in floatX for integer input."""
    x = as_tensor_variable(x)
    axes = normalize_axes(axis, x.type.ndim)
    total = sum(x, axis=axes, keepdims=keepdims)
    if not dtype_in_class(total.type.dtype, "float|complex"):
        total = cast(total, config.floatX)
    count = 1
    for a in axes:
        count = count * shape_i(x, a)
    return _ops().true_div(total, cast(count, total.type.dtype) if isinstance(count, Variable) else count)


def expand_reduced(g, x, axis, keepdims):
    """A reduction's output gradient ``g`` with the reduced axes of ``x`` put back (size 1)."""
    x = as_tensor_variable(x)
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
    return dimshuffle(g, pattern)


# ------------------------------------------------------------------ joining and nnet
def concatenate(tensors, axis=0):
    tensors = [as_tensor_variable(t) for t in tensors]
    if not tensors:
        raise ValueError("concatenate needs at least one tensor")
    axis = normalize_axes(axis, tensors[0].type.ndim, "concatenate")[0]
    return _ops().Join(axis=axis)(*tensors)


def stack(tensors, axis=0):
    tensors = [as_tensor_variable(t) for t in tensors]
    return concatenate([expand_dims(t, axis) for t in tensors], axis=axis)


def _along_axes(op_class, x, axis):
    """``op_class`` (a Softmax-like op along one axis) applied over ``axis`` as scipy.special
    does: one int, several ints, or None for every element. Several axes are moved last and
    flattened into one, the op runs along it, and the result is put back in place."""
    x = as_tensor_variable(x)
    axes = normalize_axes(axis, x.type.ndim, op_class.__name__)
    if len(axes) == 1:
        return op_class(axis=axes[0])(x)
    kept = [d for d in range(x.type.ndim) if d not in axes]
    moved = transpose(x, kept + list(axes))
    sizes = shape_tuple(moved)
    flat = 1
    for size in sizes[len(kept):]:
        flat = flat * size
    out = op_class(axis=len(kept))(reshape(moved, sizes[:len(kept)] + (flat,)))
    out = reshape(out, sizes)
    return transpose(out, np.argsort(kept + list(axes)).tolist())


def softmax(x, axis=-1):
    """exp(x) / sum(exp(x)) over ``axis`` (None: over all elements, as scipy.special.softmax)."""
    return _along_axes(_ops().Softmax, x, axis)


def log_softmax(x, axis=-1):
    """x - logsumexp(x) over ``axis`` (None: over all elements, as scipy.special.log_softmax)."""
    return _along_axes(_ops().LogSoftmax, x, axis)


def logsumexp(x, axis=None, keepdims=False):
    x = as_tensor_variable(x)
    return _ops().LogSumExp(axis=normalize_axes(axis, x.type.ndim), keepdims=keepdims)(x)


def sqr(x):
    return _ops().mul(x, x)


def where(cond, a, b):
    return _ops().switch(cond, a, b)


def add_terms(terms):
    """The sum of a list of variables, skipping Nones; None when nothing is left (an R_op with no
    eval point)."""
    total = None
    for term in terms:
        if term is not None:
            total = term if total is None else _ops().add(total, term)
    return total


# ------------------------------------------------------------------ gradient markers
def grad_undefined(op, x_pos, x, comment=""):
    from opspec.graph.null_type import grad_undefined as undefined
    return undefined(op, x_pos, x, comment)


def grad_not_implemented(op, x_pos, x, comment=""):
    from opspec.graph.null_type import grad_not_implemented as not_implemented
    return not_implemented(op, x_pos, x, comment)


def max_and_argmax(a, axis=None, keepdims=False):
    """``[max(a, axis), argmax(a, axis)]``."""
    return [max(a, axis=axis, keepdims=keepdims), argmax(a, axis=axis, keepdims=keepdims)]


def smallest(*args):
    """The elementwise smallest of the arguments (Python's ``min`` over tensors)."""
    ot = _ops()
    if len(args) == 2:
        return ot.switch(ot.lt(args[0], args[1]), args[0], args[1])
    return min(stack(args), axis=0)


def largest(*args):
    """The elementwise largest of the arguments (Python's ``max`` over tensors)."""
    ot = _ops()
    if len(args) == 2:
        return ot.switch(ot.gt(args[0], args[1]), args[0], args[1])
    return max(stack(args), axis=0)


def ceil_intdiv(a, b):
    """``ceil(a / b)`` in the integer dtype of ``a // b``, without going through floats
    (which would round large int64 values)."""
    ot = _ops()
    quotient = ot.int_div(a, b)
    return quotient + cast(ot.neq(ot.mod(a, b), 0), quotient.type.dtype)


def isposinf(x):
    """Where ``x`` is +inf."""
    return _ops().eq(x, np.inf)


def isneginf(x):
    """Where ``x`` is -inf."""
    return _ops().eq(x, -np.inf)


def disconnected(x):
    """The gradient of an output with respect to an input it does not depend on."""
    from opspec.graph.null_type import disconnected_type
    return disconnected_type()


__all__ = [name for name in dir() if not name.startswith("_") and name not in (
    "annotations", "math", "np", "config", "Variable", "TensorConstant")]
