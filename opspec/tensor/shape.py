"""PyTensor's ``tensor.shape``: the shape ops and functions that add, drop or read dimensions.

``opspec.tensor`` imports this module when it is imported itself, so it stays light: the
library's shape ops and functions (``Reshape``, ``reshape``, ``shape``...) are looked up
there on first use.
"""
from __future__ import annotations

from opspec.graph.basic import Apply, Variable
from opspec.graph.op import Op
from opspec.tensor.basic import as_tensor_variable, constant_scalar_or_none, get_scalar_constant_value

#: the library's names this module also gives, as PyTensor's does
_FROM_LIBRARY = ("Reshape", "Shape", "Shape_i", "reshape", "shape", "shape_i", "shape_tuple", "squeeze",
                 "expand_dims", "transpose")


def _ot():
    import opspec.tensor as ot
    return ot


def shape_padleft(t, n_ones=1):
    """``t`` with ``n_ones`` size-1 dimensions in front."""
    t = as_tensor_variable(t)
    return _ot().dimshuffle(t, ["x"] * n_ones + list(range(t.type.ndim)))


def shape_padright(t, n_ones=1):
    """``t`` with ``n_ones`` size-1 dimensions at the end."""
    t = as_tensor_variable(t)
    return _ot().dimshuffle(t, list(range(t.type.ndim)) + ["x"] * n_ones)


def shape_padaxis(t, axis):
    """``t`` with a size-1 dimension inserted at ``axis`` (negative counts from the end)."""
    return _ot().expand_dims(t, axis)


def flatten(x, ndim=1):
    """``x`` reshaped to ``ndim`` dimensions, the last one gathering the remaining sizes."""
    x = as_tensor_variable(x)
    if not 1 <= ndim <= max(x.type.ndim, 1):
        raise ValueError(f"flatten: ndim must be between 1 and {max(x.type.ndim, 1)}, got {ndim}")
    ot = _ot()
    keep = [ot.shape_i(x, i) for i in range(ndim - 1)]
    return ot.reshape(x, keep + [-1])


def get_vector_length(v) -> int:
    """The length of vector ``v`` when it is known before running (static shape, constant,
    ``shape(x)``, ``make_vector``); a ValueError otherwise."""
    v = as_tensor_variable(v)
    if v.type.ndim != 1:
        raise TypeError(f"get_vector_length: {v} is not a vector ({v.type})")
    if v.type.shape[0] is not None:
        return v.type.shape[0]
    node = v.owner
    ot = _ot()
    if node is not None and node.op == ot.shape_op:
        return node.inputs[0].type.ndim
    if node is not None and node.op == ot.make_vector:
        return len(node.inputs)
    raise ValueError(f"the length of {v} is not known until it runs")


class SpecifyShape(Op):
    """``x`` itself (a view), with the sizes given as inputs, checked when it runs: later ops
    and rewrites rely on them, and constant sizes become part of the static type. A size
    input of -1 (``None`` to ``specify_shape``) leaves that dimension free."""

    __props__ = ()
    view_map = {0: [0]}

    def make_node(self, x, *shape):
        x = as_tensor_variable(x)
        shape = [as_tensor_variable(-1 if _absent(s) else s, ndim=0) for s in shape]
        if any(not s.type.dtype.startswith(("int", "uint")) for s in shape):
            raise TypeError("Shape values must be integer types")
        if len(shape) != x.type.ndim:
            raise ValueError(f"Input `x` is {x.type.ndim}-dimensional and will never match a shape of length "
                             f"{len(shape)}.")
        static = []
        for known, s in zip(x.type.shape, shape):
            size = constant_scalar_or_none(s)
            static.append(known if known is not None or size is None or size < 0 else int(size))
        return Apply(self, [x, *shape], [x.type.clone(shape=static)()])

    def perform(self, node, inputs, output_storage):
        x, *shape = inputs
        if x.ndim != len(shape):
            raise AssertionError(f"SpecifyShape: Got {x.ndim} dimensions (shape {x.shape}), expected {len(shape)} "
                                 f"dimensions with shape {_shown(shape)}.")
        if any(s >= 0 and size != s for size, s in zip(x.shape, shape)):
            raise AssertionError(f"SpecifyShape: Got shape {x.shape}, expected {_shown(shape)}.")
        output_storage[0][0] = x

    def infer_shape(self, fgraph, node, input_shapes):
        x_shape = input_shapes[0]
        sizes = [constant_scalar_or_none(s) for s in node.inputs[1:]]
        return [tuple(x_shape[i] if size is not None and size < 0 else s
                      for i, (s, size) in enumerate(zip(node.inputs[1:], sizes)))]

    def connection_pattern(self, node):
        return [[True]] + [[False]] * (len(node.inputs) - 1)

    def L_op(self, inputs, outputs, output_grads):
        from opspec.graph.null_type import disconnected_type
        return [specify_shape(output_grads[0], inputs[1:])] + [disconnected_type() for _ in inputs[1:]]

    def R_op(self, inputs, eval_points):
        return [None if eval_points[0] is None else self(eval_points[0], *inputs[1:])]


def _absent(size) -> bool:
    """Whether a size given to SpecifyShape leaves its dimension free (None or NoneConst)."""
    from opspec.tensor.type_other import NoneTypeT
    return size is None or (isinstance(size, Variable) and isinstance(size.type, NoneTypeT))


def _shown(shape):
    return tuple(None if s < 0 else int(s) for s in shape)


_specify_shape = SpecifyShape()


def specify_shape(x, shape):
    """``x`` declared to have ``shape`` (sizes, ``None`` for a free size, one ``...`` for
    the free sizes in between; or a vector of known length): checked when it runs, static
    where the sizes are constants. ``x`` itself when its static shape already says it."""
    x = as_tensor_variable(x)
    if not isinstance(shape, (tuple, list)):
        shape = (shape,)
    if len(shape) == 1 and not _absent(shape[0]) and shape[0] is not Ellipsis:
        vector = as_tensor_variable(shape[0])
        if vector.type.ndim == 1:
            try:
                n = get_vector_length(vector)
            except ValueError:
                raise ValueError("Shape vector must have fixed dimensions") from None
            shape = tuple(vector[i] for i in range(n))
    shape = tuple(shape)
    if Ellipsis in shape:
        at = shape.index(Ellipsis)
        if Ellipsis in shape[at + 1:]:
            raise ValueError("Multiple Ellipsis in specify_shape")
        shape = shape[:at] + (None,) * (x.type.ndim - len(shape) + 1) + shape[at + 1:]
    already = all(_absent(s) or (not isinstance(s, Variable) and s == known) for s, known in zip(shape, x.type.shape))
    if already and len(shape) == x.type.ndim:
        return x
    return _specify_shape(x, *shape)


def specify_broadcastable(x, *axes):
    """``x`` declared to have size 1 along ``axes`` (checked when it runs)."""
    x = as_tensor_variable(x)
    if not axes:
        return x
    if max(axes) >= x.type.ndim:
        raise ValueError("Trying to specify broadcastable of non-existent dimension")
    axes = {a % x.type.ndim for a in axes}
    return specify_shape(x, [1 if i in axes else s for i, s in enumerate(x.type.shape)])


__all__ = [*_FROM_LIBRARY, "SpecifyShape", "specify_shape", "specify_broadcastable", "shape_padleft", "shape_padright", "shape_padaxis", "flatten", "get_vector_length",
           "get_scalar_constant_value"]


def __getattr__(name):
    if name in _FROM_LIBRARY:
        return getattr(_ot(), name)
    raise AttributeError(f"module 'opspec.tensor.shape' has no attribute {name!r}")
