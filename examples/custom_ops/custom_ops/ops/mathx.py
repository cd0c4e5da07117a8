# Generated from specs/mathx.yaml by `opspec generate`. Edit the spec, not this file.
"""A user's own ops, declared in YAML and generated into the package custom_ops.ops."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../../specs/mathx.yaml', '26dc1577fb7f2a7db56b3106c0a3147851b85664d0f551a78064373312c952ce')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Softsign", "SoftsignInplace", "softsign", "AXPB", "CumSum1D", "cumsum1d",
]


# specs/mathx.yaml:4
class Softsign(Elemwise):
    """x / (1 + |x|), elementwise."""

    __props__ = ()
    origin = 'specs/mathx.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Softsign', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x / (1 + fabs(x))', 'specs/mathx.yaml', 10), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return x / (1 + np.abs(x))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / ot.sqr(1 + ot.abs(x)))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / ot.sqr(1 + ot.abs(x)))]


class SoftsignInplace(Softsign):
    """Softsign writing its result into its input (x)."""

    destroy_map = {0: [0]}


Softsign.inplace_variant = SoftsignInplace
softsign = Softsign()


# specs/mathx.yaml:17
class AXPB(SpecOp):
    """a * x + b with static scalars a and b."""

    __props__ = ('a', 'b')
    origin = 'specs/mathx.yaml:17'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'AXPB', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),),
        params=(kernels.Param('a', 'float'), kernels.Param('b', 'float'),), shape_of=0, origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))
    shape_args = ('shape',)

    def __init__(self, a, b=0.0):
        self.a = convert_prop('float', 'a', a)
        self.b = convert_prop('float', 'b', b)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
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
        return self.a * x + self.b

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out * self.a]


# specs/mathx.yaml:28
class CumSum1D(SpecOp):
    """Running sum of a float64 vector."""

    __props__ = ()
    origin = 'specs/mathx.yaml:28'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'CumSum1D', 'body', inputs=(('x', 'float64'),), outputs=(('out', 'float64'),), origin=origin,
        dtypes=kernels.rows('float64 float64'))
    shape_args = ('shape',)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float64', 1)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('float64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[x_shape[0]]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.cumsum(x)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [ot.sum(g_out) - cumsum1d(g_out) + g_out]


cumsum1d = CumSum1D()
