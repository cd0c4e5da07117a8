"""PyTensor's ``tensor.basic``: making tensors from values (``as_tensor_variable``,
``constant``), joining and splitting (``join``, ``split`` / ``Split``), and the
numpy-style constructors over the ops of ``specs/construct.yaml`` (``arange``, ``eye``,
``identity_like``, ``tri``, ``tril``, ``triu``, ``diag``).

Other names PyTensor's module has (``stack``, ``concatenate``, ``alloc``, ``zeros``...) are
``opspec.tensor``'s: ``from opspec.tensor.basic import stack`` finds them there.
"""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Apply, Constant, Variable
from opspec.graph.op import Op
from opspec.tensor.exceptions import NotScalarConstantError
from opspec.tensor.type import TensorType
from opspec.tensor.variable import TensorConstant


def python_scalar_dtype(value) -> str:
    """The dtype a bare Python number gets: bool, int64, floatX or complex128."""
    if isinstance(value, (bool, np.bool_)):
        return "bool"
    if isinstance(value, int):
        return "int64"
    if isinstance(value, float):
        return config.floatX
    return "complex128"


def constant(value, dtype=None, name=None, ndim=None) -> TensorConstant:
    """A TensorConstant holding ``value`` (sizes 1 become static, as they are known)."""
    if dtype == "floatX":
        dtype = config.floatX
    if dtype is None and isinstance(value, (bool, int, float, complex)):
        dtype = python_scalar_dtype(value)
    if dtype is None and isinstance(value, (list, tuple)):
        arr = np.asarray(value)
        dtype = config.floatX if arr.dtype == np.float64 else arr.dtype
    arr = np.asarray(value, dtype=dtype)
    if arr.dtype == object:
        raise TypeError(f"cannot make a tensor constant of {type(value).__name__} {value!r}")
    if ndim is not None:
        if arr.ndim > ndim:
            raise ValueError(f"constant {value!r} has {arr.ndim} dimensions, more than ndim={ndim}")
        arr = arr.reshape((1,) * (ndim - arr.ndim) + arr.shape)
    return TensorConstant(TensorType(arr.dtype, arr.shape), arr, name=name)


def check_python_int(value, dtype) -> None:
    """numpy stores a Python int into an integer array only when the array's dtype holds it
    (``a[0] = 300`` and ``np.full(3, 300, dtype=np.int8)`` raise OverflowError, NEP 50), where it
    casts an array or numpy scalar with wraparound: refuse such an int as numpy does."""
    if isinstance(value, int) and not isinstance(value, bool) and np.dtype(dtype).kind in "iu":
        info = np.iinfo(dtype)
        if not info.min <= value <= info.max:
            raise OverflowError(f"Python integer {value} out of bounds for {np.dtype(dtype).name}")


def as_tensor_variable(value, name=None, ndim=None, dtype=None) -> Variable:
    """``value`` as a tensor Variable: Variables pass through, arrays and numbers become Constants."""
    if isinstance(value, Variable):
        if not isinstance(value.type, TensorType):
            from opspec.scalar.convert import ScalarType, tensor_from_scalar
            if not isinstance(value.type, ScalarType):
                raise TypeError(f"{value} has type {value.type}, not a tensor type")
            value = tensor_from_scalar(value)       # a scalar graph's value, as a 0-d tensor
        if ndim is not None and value.type.ndim != ndim:
            raise ValueError(f"{value} has {value.type.ndim} dimensions, expected {ndim}")
        if dtype is not None and value.type.dtype != np.dtype(dtype).name:
            raise TypeError(f"{value} has dtype {value.type.dtype}, expected {dtype}")
        return value
    if isinstance(value, (list, tuple)) and any(isinstance(v, Variable) for v in value):
        import opspec.tensor as ot
        return ot.stack([as_tensor_variable(v) for v in value])
    return constant(value, dtype=dtype, name=name, ndim=ndim)


#: PyTensor's short name
as_tensor = as_tensor_variable


def get_underlying_scalar_constant_value(v, *, elemwise=True, only_process_constants=False, max_recur=10,
                                         raise_not_constant=True):
    """The one value every element of ``v`` has when it is known before running, as a 0-d
    array: ``v`` is a number, an array or a Constant of equal elements, or (unless
    ``only_process_constants``) is computed from one by ops that keep the value (views,
    copies, broadcasts, casts and, when ``elemwise``, elementwise ops of constants) or is a
    size its input's static shape fixes. Ops are followed ``max_recur`` deep. Otherwise a
    NotScalarConstantError, or ``v`` itself when not ``raise_not_constant``."""
    value = _constant_value(v, elemwise, only_process_constants, max_recur)
    if value is not None:
        return value
    if raise_not_constant:
        raise NotScalarConstantError(f"{v} has no constant scalar value known before running")
    return v


def get_scalar_constant_value(v, elemwise=True, only_process_constants=False, max_recur=10,
                              raise_not_constant=True):
    """``get_underlying_scalar_constant_value`` of a 0-d ``v``; a NotScalarConstantError for
    a ``v`` of more dimensions, whatever its values."""
    ndim = v.type.ndim if isinstance(v, Variable) and isinstance(v.type, TensorType) else np.ndim(v)
    if ndim != 0:
        if raise_not_constant:
            raise NotScalarConstantError(f"{v} has {ndim} dimensions, not 0")
        return v
    return get_underlying_scalar_constant_value(v, elemwise=elemwise, only_process_constants=only_process_constants,
                                                max_recur=max_recur, raise_not_constant=raise_not_constant)


def constant_scalar_or_none(v):
    """The constant value of ``v`` as a Python number, or None when it is not known before
    running (how the library's own code asks)."""
    value = _constant_value(v, True, False, 10)
    return None if value is None else value.item()


def _unique(data) -> np.ndarray | None:
    data = np.asarray(data)
    if data.dtype == object or data.size == 0:
        return None
    first = data.flat[0]
    return np.array(first, dtype=data.dtype) if data.size == 1 or np.all(data == first) else None


def _constant_value(v, elemwise, only_process_constants, max_recur):
    """The walk behind ``get_underlying_scalar_constant_value``: a 0-d array, or None."""
    for _ in range(max_recur + 1):
        if isinstance(v, (bool, int, float, complex, np.number, np.bool_, np.ndarray)):
            return _unique(v)
        if isinstance(v, Constant):
            return _unique(v.data) if isinstance(v.type, TensorType) else None
        node = getattr(v, "owner", None)
        if only_process_constants or node is None:
            return None
        ot = _ot()
        same = next((k for cls, k in _SAME_VALUE_AS_INPUT.items() if isinstance(node.op, getattr(ot, cls))), None)
        if same is not None:
            v = node.inputs[same]
            continue
        if isinstance(node.op, ot.Shape_i):
            size = node.inputs[0].type.shape[node.op.i]
            return None if size is None else np.array(size, dtype="int64")
        piece = isinstance(node.op, ot.Subtensor)
        if not (piece or isinstance(node.op, ot.MakeVector) or (elemwise and isinstance(node.op, ot.Elemwise))):
            return None
        if piece and not isinstance(node.inputs[0], Constant):
            return None         # a piece of an array of unknown values
        # elementwise ops of all-equal arrays give all-equal arrays: compute on one element each
        args = [node.inputs[0].data] if piece else []
        for i in node.inputs[len(args):]:
            value = _constant_value(i, elemwise, False, max_recur - 1)
            if value is None:
                return None
            args.append(value)
        cells = [[None] for _ in node.outputs]
        node.op.perform(node, args, cells)
        return _unique(cells[v.index][0])
    return None


#: ops whose output holds the value of one input (opspec.tensor's name of the op; index of that input)
_SAME_VALUE_AS_INPUT = {"Alloc": 0, "BroadcastTo": 0, "DimShuffle": 0, "ViewOp": 0, "DeepCopyOp": 0,
                        "SpecifyShape": 0, "Second": 1}


def _ot():
    # opspec.tensor imports this module first; the ops are looked up when called
    import opspec.tensor as ot
    return ot


def _scalar(value, what):
    var = as_tensor_variable(value)
    if var.type.ndim != 0:
        raise TypeError(f"{what} must be a scalar, got {var} of type {var.type}")
    return var


# --------------------------------------------------------------------------- joining and splitting

def join(axis, *tensors_list):
    """The tensors concatenated along ``axis`` (a constant); one tensor is returned as it is."""
    if len(tensors_list) == 1 and isinstance(tensors_list[0], (list, tuple)):
        tensors_list = tuple(tensors_list[0])
    if len(tensors_list) == 1:
        return as_tensor_variable(tensors_list[0])
    axis = constant_scalar_or_none(axis)
    if not isinstance(axis, int):
        raise TypeError(f"join: the axis must be a constant integer, got {axis!r}")
    return _ot().concatenate(tensors_list, axis=axis)


class Split(Op):
    """``x`` cut along ``axis`` into ``len_splits`` pieces of the sizes in ``splits``: views
    of ``x``. The sizes must add up to ``x``'s size along ``axis`` (checked when it runs)."""

    __props__ = ("len_splits",)

    def __init__(self, len_splits):
        self.len_splits = int(len_splits)
        self.view_map = {i: [0] for i in range(self.len_splits)}

    def make_node(self, x, axis, splits):
        x = as_tensor_variable(x)
        axis = _scalar(axis, "Split: axis")
        splits = as_tensor_variable(splits)
        if not axis.type.dtype.startswith(("int", "uint")):
            raise TypeError(f"Split: axis must be an integer, got {axis.type}")
        if splits.type.ndim != 1 or not splits.type.dtype.startswith(("int", "uint")):
            raise TypeError(f"Split: splits must be an integer vector, got {splits.type}")
        if splits.type.shape[0] not in (None, self.len_splits):
            raise ValueError(f"Split: {self.len_splits} pieces, but splits has {splits.type.shape[0]} sizes")
        where = constant_scalar_or_none(axis)
        if where is not None:
            if not -x.type.ndim <= where < x.type.ndim:
                raise ValueError(f"Split: axis {where} is out of range for {x.type.ndim} dimensions")
            where %= x.type.ndim
        sizes = splits.data if isinstance(splits, TensorConstant) else [None] * self.len_splits
        outputs = []
        for size in sizes:
            shape = list(x.type.shape)
            if where is None:
                shape = [None] * x.type.ndim
            else:
                shape[where] = None if size is None else int(size)
            outputs.append(TensorType(x.type.dtype, shape)())
        return Apply(self, [x, axis, splits], outputs)

    def perform(self, node, inputs, output_storage):
        x, axis, splits = inputs
        axis = int(axis)
        if not -x.ndim <= axis < x.ndim:
            raise ValueError(f"Split: axis {axis} is out of range for {x.ndim} dimensions")
        if len(splits) != self.len_splits:
            raise ValueError(f"Split: {self.len_splits} pieces, but splits has {len(splits)} sizes")
        if np.any(splits < 0) or int(np.sum(splits)) != x.shape[axis]:
            raise ValueError(f"Split: sizes {list(splits)} do not add up to {x.shape[axis]}, the size of axis {axis}")
        for cell, piece in zip(output_storage, np.split(x, np.cumsum(splits)[:-1], axis=axis)):
            cell[0] = piece

    def infer_shape(self, fgraph, node, input_shapes):
        axis = constant_scalar_or_none(node.inputs[1])
        if axis is None:
            raise NotImplementedError("Split: the shapes follow from the axis when it runs")
        x_shape = list(input_shapes[0])
        axis %= len(x_shape)
        splits = node.inputs[2]
        return [tuple(x_shape[:axis] + [splits[i]] + x_shape[axis + 1:]) for i in range(self.len_splits)]

    def connection_pattern(self, node):
        return [[True] * self.len_splits, [False] * self.len_splits, [False] * self.len_splits]

    def L_op(self, inputs, outputs, output_grads):
        """The pieces' gradients joined again (zeros for pieces the cost does not use)."""
        from opspec.graph.null_type import disconnected_type, is_disconnected
        ot = _ot()
        x, axis, _ = inputs
        where = constant_scalar_or_none(axis)
        if where is None:
            raise NotImplementedError("Split: the gradient needs a constant axis")
        used = [g for g in output_grads if not is_disconnected(g)]
        dtype = used[0].type.dtype if used else x.type.dtype
        pieces = [ot.zeros_like(out, dtype=dtype) if is_disconnected(g) else ot.cast(g, dtype)
                  for out, g in zip(outputs, output_grads)]
        return [ot.concatenate(pieces, axis=int(where)), disconnected_type(), disconnected_type()]

    def R_op(self, inputs, eval_points):
        if eval_points[0] is None:
            return [None] * self.len_splits
        return self(eval_points[0], *inputs[1:], return_list=True)


def stacklists(arg):
    """Nested lists of tensors stacked into one tensor, a dimension per level of nesting."""
    if isinstance(arg, (list, tuple)):
        return _ot().stack([stacklists(item) for item in arg])
    return arg


def _matrices(args, who):
    if len(args) < 2:
        raise ValueError("Too few arguments")
    args = [as_tensor_variable(a) for a in args]
    if any(a.type.ndim != 2 for a in args):
        raise ValueError(f"{who}: all arguments must have two dimensions")
    return args


def horizontal_stack(*args):
    """Matrices side by side: joined along their second dimension."""
    return _ot().concatenate(_matrices(args, "horizontal_stack"), axis=1)


def vertical_stack(*args):
    """Matrices one above the other: joined along their first dimension."""
    return _ot().concatenate(_matrices(args, "vertical_stack"), axis=0)


def is_flat(var, ndim=1) -> bool:
    """Whether ``var`` has ``ndim`` dimensions."""
    return var.ndim == ndim


def matrix_transpose(x):
    """``x`` with its last two dimensions swapped (a stack of matrices, each transposed)."""
    x = as_tensor_variable(x)
    if x.type.ndim < 2:
        raise ValueError(f"Input array must be at least 2-dimensional, but it is {x.type.ndim}")
    order = list(range(x.type.ndim))
    order[-2], order[-1] = order[-1], order[-2]
    return _ot().dimshuffle(x, order)


def split(x, splits_size, n_splits, axis=0):
    """``x`` cut into ``n_splits`` pieces of sizes ``splits_size`` along ``axis`` (views)."""
    return Split(n_splits)(x, axis, splits_size, return_list=True)


# --------------------------------------------------------------------------- ranges and matrices

def arange(start, stop=None, step=1, dtype=None):
    """``numpy.arange``: ``arange(stop)``, ``arange(start, stop, step)``; the dtype is numpy's
    for the inputs' dtypes unless given. Lengths and values are computed as numpy computes
    them for Python numbers: in int64 for integers, else float64."""
    if stop is None:
        start, stop = 0, start
    values = [_scalar(v, "arange: start, stop and step") for v in (start, stop, step)]
    if any(v.type.dtype.startswith("complex") for v in values):
        raise TypeError("arange of complex values is not supported")
    natural = np.arange(*(np.array(k, dtype=v.type.dtype) for k, v in zip((0, 1, 1), values))).dtype
    compute = "int64" if natural.kind in "iu" else "float64"
    dtype = natural if dtype is None else config.floatX if dtype == "floatX" else np.dtype(dtype)
    ot = _ot()
    return ot.ARange(dtype=dtype)(*(ot.cast(v, compute) for v in values))


def eye(n, m=None, k=0, dtype=None):
    """An ``n`` x ``m`` matrix with ones on diagonal ``k`` (``numpy.eye``); dtype floatX by default."""
    return _ot().Eye(dtype=dtype or config.floatX)(n, n if m is None else m, k)


def identity_like(x, dtype=None):
    """The identity matrix of ``x``'s shape (``x``'s dtype unless given)."""
    x = as_tensor_variable(x)
    if x.type.ndim != 2:
        raise TypeError(f"identity_like takes a matrix, got {x.type}")
    ot = _ot()
    return eye(ot.shape_i(x, 0), ot.shape_i(x, 1), 0, dtype=dtype or x.type.dtype)


def tri(N, M=None, k=0, dtype=None):
    """Ones at and below diagonal ``k`` of an ``N`` x ``M`` matrix (``numpy.tri``); dtype floatX by default."""
    return _ot().Tri(dtype=dtype or config.floatX)(N, N if M is None else M, k)


def _triangle(m, k, lower):
    m = as_tensor_variable(m)
    if m.type.ndim < 2:
        raise ValueError(f"{'tril' if lower else 'triu'} needs at least 2 dimensions, got {m.type}")
    ot = _ot()
    rows, cols = ot.shape_i(m, m.type.ndim - 2), ot.shape_i(m, m.type.ndim - 1)
    mask = tri(rows, cols, k if lower else k - 1, dtype="bool")
    if not lower:
        mask = ot.invert(mask)
    return ot.where(mask, m, ot.zeros_like(m))


def tril(m, k=0):
    """``m`` with the elements above diagonal ``k`` (of its last two axes) zeroed (``numpy.tril``)."""
    return _triangle(m, k, lower=True)


def triu(m, k=0):
    """``m`` with the elements below diagonal ``k`` (of its last two axes) zeroed (``numpy.triu``)."""
    return _triangle(m, k, lower=False)


def diag(v, k=0):
    """``numpy.diag``: the matrix with vector ``v`` on diagonal ``k``, or diagonal ``k`` of matrix ``v``."""
    v = as_tensor_variable(v)
    ot = _ot()
    if v.type.ndim == 1:
        return ot.AllocDiag(offset=k)(v)
    if v.type.ndim == 2:
        return ot.ExtractDiag(offset=k)(v)
    raise ValueError("Input must be 1- or 2-d.")


def diagonal(a, offset=0, axis1=0, axis2=1):
    """``numpy.diagonal`` (a new array, not a view)."""
    return _ot().ExtractDiag(offset=offset, axis1=axis1, axis2=axis2)(a)


__all__ = ["python_scalar_dtype", "constant", "as_tensor_variable", "as_tensor", "get_scalar_constant_value",
           "get_underlying_scalar_constant_value", "constant_scalar_or_none", "NotScalarConstantError", "stacklists",
           "horizontal_stack", "vertical_stack", "is_flat", "matrix_transpose", "join", "Split",
           "split", "arange", "eye", "identity_like", "tri", "tril", "triu", "diag", "diagonal"]


def __getattr__(name):
    # the rest of PyTensor's tensor.basic: opspec.tensor's functions and ops
    import opspec.tensor as ot
    if name in _FROM_TENSOR:
        return getattr(ot, name)
    raise AttributeError(f"module 'opspec.tensor.basic' has no attribute {name!r}")


_FROM_TENSOR = frozenset({
    "stack", "concatenate", "Join", "MakeVector", "make_vector", "alloc", "Alloc", "zeros", "ones", "zeros_like",
    "ones_like", "fill", "second", "switch", "where", "cast", "expand_dims", "squeeze", "transpose", "flatten",
    "ARange", "Eye", "Tri", "AllocDiag", "ExtractDiag", "nonzero", "shape_padleft", "shape_padright",
    "get_vector_length", "flatten", "tensor_from_scalar", "scalar_from_tensor", "tensor_copy",
    "TensorFromScalar", "ScalarFromTensor",
})
