"""Crossing between scalar and tensor graphs: a scalar as a 0-d tensor and back."""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Apply, Variable
from opspec.graph.op import Op
from opspec.scalar.type import ScalarType, constant


class TensorFromScalar(Op):
    """A scalar variable as a 0-d tensor of its dtype."""

    __props__ = ()

    def make_node(self, s):
        from opspec.tensor.type import TensorType
        s = as_scalar(s)
        return Apply(self, [s], [TensorType(s.type.dtype, ())()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = np.array(inputs[0], dtype=node.outputs[0].type.dtype)

    def infer_shape(self, fgraph, node, input_shapes):
        return [()]

    def L_op(self, inputs, outputs, output_grads):
        return [scalar_from_tensor(output_grads[0])]

    def R_op(self, inputs, eval_points):
        return [None if eval_points[0] is None else tensor_from_scalar(eval_points[0])]


class ScalarFromTensor(Op):
    """A 0-d tensor as a scalar variable of its dtype."""

    __props__ = ()

    def make_node(self, t):
        from opspec.tensor.basic import as_tensor_variable
        if not isinstance(t, Variable):
            t = as_tensor_variable(t)
        if isinstance(t.type, ScalarType):
            raise TypeError(f"scalar_from_tensor: {t} is a scalar already")
        if getattr(t.type, "ndim", None) != 0:
            raise TypeError(f"scalar_from_tensor: {t} of type {t.type} is not a 0-d tensor")
        return Apply(self, [t], [ScalarType(t.type.dtype)()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = np.asarray(inputs[0]).astype(node.outputs[0].type.dtype)[()]

    def L_op(self, inputs, outputs, output_grads):
        return [tensor_from_scalar(output_grads[0])]

    def R_op(self, inputs, eval_points):
        return [None if eval_points[0] is None else scalar_from_tensor(eval_points[0])]


tensor_from_scalar = TensorFromScalar()
scalar_from_tensor = ScalarFromTensor()


def as_scalar(x, name=None) -> Variable:
    """``x`` as a scalar variable: a scalar variable itself, a 0-d tensor through
    ``scalar_from_tensor``, a number as a constant."""
    if isinstance(x, Variable):
        if isinstance(x.type, ScalarType):
            return x
        if getattr(x.type, "ndim", None) == 0 and hasattr(x.type, "dtype"):
            return scalar_from_tensor(x)
        raise TypeError(f"as_scalar: {x} of type {x.type} is not a scalar")
    if hasattr(x, "owner") or hasattr(x, "outputs"):
        raise TypeError(f"as_scalar: cannot make a scalar of {x!r}")
    return constant(x, name=name)
