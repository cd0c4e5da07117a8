"""CAReduce: reductions over ``axis`` with ``keepdims``, the base of generated reduction Ops.

A generated reduction declares ``impl`` (numpy), its output dtype rule and, for C, an
identity and a combine expression; this base normalizes axes, so ``Sum(axis=-1)`` on a
matrix becomes ``Sum(axis=(1,))`` and merges with an equal reduction.
"""
from __future__ import annotations

import math

import numpy as np

from opspec.graph.basic import Apply
from opspec.kernels.dtypes import start_value
from opspec.kernels.model import Reduce
from opspec.tensor.elemwise import FromScalarOp
from opspec.tensor.specop import SpecOp


def normalize_axes(axis, ndim: int, op="reduction") -> tuple[int, ...]:
    """``axis`` (None, an int or ints, negatives allowed) as a sorted tuple of distinct axes."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    out = []
    for a in axes:
        if not isinstance(a, int):
            raise TypeError(f"{op}: axis must be ints, got {a!r}")
        if not -ndim <= a < ndim:
            raise np.exceptions.AxisError(a, ndim, op)      # numpy's class: a ValueError and an IndexError
        a %= ndim if ndim else 1
        if a in out:
            raise ValueError(f"{op}: axis {a} is repeated")
        out.append(a)
    return tuple(sorted(out))


def single_axis(axis, ndim: int, op="op") -> int | None:
    """``axis`` (None, an int, or a tuple of one) as one non-negative axis, or None (all of
    them): for ops along one axis (argmax, cumsum), where numpy takes an int."""
    if axis is None:
        return None
    axes = normalize_axes(axis, ndim, op)
    if len(axes) != 1:
        raise ValueError(f"{op} takes one axis (or None), got {axis}")
    return axes[0]


def reduce_shape(shape, axis, keepdims):
    """The shape left after reducing ``axis`` (already normalized) of ``shape``."""
    axes = set(normalize_axes(axis, len(shape)))
    if keepdims:
        return tuple(1 if i in axes else s for i, s in enumerate(shape))
    return tuple(s for i, s in enumerate(shape) if i not in axes)


def nonempty(sizes, shape, axis, message):
    """``sizes`` (a result's shape) once ``shape`` has no size 0 along ``axis`` (None: along any
    axis): a reduction without an identity (max, argmax, the max inside softmax) refuses an empty
    lane with numpy's ValueError, also where only the result's shape is used (docs/shapes.md)."""
    from opspec.tensor import dims      # not at import: the package's __init__ reaches this module
    return dims.nonzero(sizes, [shape[a] for a in normalize_axes(axis, len(shape))], message)


class CAReduce(SpecOp, metaclass=FromScalarOp):
    """Base of generated reductions; subclasses have ``axis`` and ``keepdims`` props."""

    _from_scalar_op = "careduce_of"

    @property
    def scalar_op(self):
        """The scalar op folding the elements (``Sum(...).scalar_op`` is ``scalar.add``)."""
        import opspec.scalar.lift as lift
        return lift.reduction_scalar_op(self)

    input_dtypes: tuple[str, ...] = ("any",)
    output_dtypes: tuple[str, ...] = ("input:x",)
    #: a reduction over nothing (when every reduced extent is 0) gives this start value; None:
    #: whatever ``impl`` gives (its C fold: ``c_kernels.fold``)
    identity = None
    #: False: a reduction over nothing raises ValueError (numpy's max), True: it is ``identity``
    has_identity = True

    def make_node(self, x):
        x = self.checked_input(0, x, self.input_dtypes[0], None)
        axes = normalize_axes(self.axis, x.type.ndim, str(self))
        if axes != self.axis:
            props = self._props_dict()
            props["axis"] = axes
            return type(self)(**props).make_node(x)
        dtype = self.output_dtype(self.output_dtypes[0], [x])
        return Apply(self, [x], self.make_outputs([dtype], self.static_shapes([x])))

    def c_shape(self, node):
        return Reduce(self.axis, self.keepdims)

    def output_shapes(self, x_shape):
        shape = reduce_shape(x_shape, self.axis, self.keepdims)
        if self.has_identity:
            return [shape]
        return [nonempty(shape, x_shape, self.axis,
                         f"zero-size array to reduction operation {type(self).__name__} which has no identity")]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*input_shapes)

    def impl_for(self, node):
        impl = self.impl
        if self.identity is None:
            return impl
        dtype, reduce_value = node.outputs[0].type.dtype, self.reduce_value

        def reduce(x):
            return impl(x) if x.size else reduce_value(x, dtype)
        return reduce

    def reduce_value(self, x, dtype):
        """``impl(x)``, except over nothing, where the spec decides as the C kernel does (and as
        numpy does): the identity, or numpy's ValueError when the reduction has none."""
        if x.size:      # every extent is nonzero
            return self.impl(x)
        axes = normalize_axes(self.axis, x.ndim, str(self))
        if self.identity is None or math.prod(x.shape[a] for a in axes):
            return self.impl(x)
        if not self.has_identity:
            raise ValueError(f"zero-size array to reduction operation {type(self).__name__} which has no identity")
        return np.full(reduce_shape(x.shape, axes, self.keepdims), start_value(self.identity, dtype), dtype)
