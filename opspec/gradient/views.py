"""Ops that change only gradients: ``zero_grad``, ``disconnected_grad``, ``undefined_grad``,
``grad_clip``, ``grad_scale``. Each computes its input unchanged (a view); once gradients are
taken, compiled graphs drop them (``opspec.rewriting.gradient``)."""
from __future__ import annotations

from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.gradient.common import _ot
from opspec.graph.null_type import disconnected_type, grad_undefined


class GradientView(Op):
    """The input itself (a view) on the way forward; subclasses say what happens backwards."""

    view_map = {0: [0]}
    __props__ = ()

    def make_node(self, x):
        x = _ot().as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0]

    def infer_shape(self, fgraph, node, input_shapes):
        return [input_shapes[0]]

    def R_op(self, inputs, eval_points):
        return [eval_points[0]]


class ZeroGrad(GradientView):
    """Gradients through it are zero."""

    def L_op(self, inputs, outputs, output_grads):
        return [_ot().zeros_like(inputs[0], dtype=output_grads[0].type.dtype)]

    def R_op(self, inputs, eval_points):
        return [None if eval_points[0] is None else _ot().zeros_like(eval_points[0])]


class DisconnectedGrad(GradientView):
    """The cost does not depend on its input, as far as gradients go."""

    def L_op(self, inputs, outputs, output_grads):
        return [disconnected_type()]

    def connection_pattern(self, node):
        return [[False]]

    def R_op(self, inputs, eval_points):
        return [None]


class UndefinedGrad(GradientView):
    """Gradients through it are undefined: asking for one is an error naming this op."""

    def L_op(self, inputs, outputs, output_grads):
        return [grad_undefined(self, 0, inputs[0], "undefined_grad was applied to it")]

    def R_op(self, inputs, eval_points):
        return [grad_undefined(self, 0, inputs[0], "undefined_grad was applied to it")]


class GradClip(GradientView):
    """Gradients through it are clipped to [clip_lower_bound, clip_upper_bound]."""

    __props__ = ("clip_lower_bound", "clip_upper_bound")

    def __init__(self, clip_lower_bound, clip_upper_bound):
        if not clip_upper_bound >= clip_lower_bound:
            raise ValueError(f"grad_clip: the upper bound {clip_upper_bound} is below the lower bound "
                             f"{clip_lower_bound}")
        self.clip_lower_bound, self.clip_upper_bound = clip_lower_bound, clip_upper_bound

    def L_op(self, inputs, outputs, output_grads):
        ot = _ot()
        return [ot.minimum(ot.maximum(output_grads[0], self.clip_lower_bound), self.clip_upper_bound)]


class GradScale(GradientView):
    """Gradients through it are multiplied by ``multiplier``."""

    __props__ = ("multiplier",)

    def __init__(self, multiplier):
        self.multiplier = multiplier

    def L_op(self, inputs, outputs, output_grads):
        return [output_grads[0] * self.multiplier]


zero_grad_ = ZeroGrad()
disconnected_grad_ = DisconnectedGrad()
undefined_grad_ = UndefinedGrad()


def zero_grad(x):
    """``x``, whose gradient is zero (it is a constant for differentiation, connected)."""
    return zero_grad_(x)


def disconnected_grad(x):
    """``x``, through which nothing is differentiated (the cost is disconnected from it)."""
    return disconnected_grad_(x)


def undefined_grad(x):
    """``x``, whose gradient is undefined."""
    return undefined_grad_(x)


def grad_clip(x, lower_bound, upper_bound):
    """``x``, whose gradient is clipped to ``[lower_bound, upper_bound]``."""
    return GradClip(lower_bound, upper_bound)(x)


def grad_scale(x, multiplier):
    """``x``, whose gradient is multiplied by ``multiplier``."""
    return GradScale(multiplier)(x)
