# Generated from specs/extra.yaml by `opspec generate`. Edit the spec, not this file.
"""Running sums and products, and copies."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/extra.yaml', '99c83681ce5a9997c102de9c644c60db18a18fa35414c728e3691e3dbfd35ab8')

__all__ = [
    "CumOp", "cumop", "DeepCopyOp", "deep_copy_op",
]


# specs/extra.yaml:3
class CumOp(SpecOp):
    """Running sum (mode add) or product (mode mul) along axis, of the flattened x when axis is
    null, as numpy.cumsum / numpy.cumprod; small ints and bool accumulate in 64 bits."""

    __props__ = ('axis', 'mode')
    origin = 'specs/extra.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis=None, mode='add'):
        self.axis = convert_prop('axes', 'axis', axis)
        self.mode = convert_prop('str', 'mode', mode)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('accumulate',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.cum_shape(x_shape, self.axis, self.mode)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return (np.cumsum if self.mode == 'add' else np.cumprod)(x, axis=ot.single_axis(self.axis, x.ndim, 'CumOp'))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.cum_grad(g_out, x, out, self.axis, self.mode)]

    def R_op(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.cum_rop(ev_x, x, out, self.axis, self.mode)]


cumop = CumOp()


# specs/extra.yaml:23
class DeepCopyOp(SpecOp):
    """A copy of x in new memory (the output never shares memory with the input)."""

    __props__ = ()
    origin = 'specs/extra.yaml:23'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)
    dask_lowering = {'blockwise': True}

    def make_node(self, x):
        x = self.checked_input(0, x, 'any', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [x_shape]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.array(x, copy=True)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        return [ev_x]


deep_copy_op = DeepCopyOp()
