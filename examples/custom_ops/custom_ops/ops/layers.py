# Generated from specs/layers.yaml by `opspec generate`. Edit the spec, not this file.
"""Layers of the example, built on mathx's ops and the library's."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.specop import SpecOp, convert_prop

from . import mathx

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../../specs/layers.yaml', '7de10ded233daf49bc2253b1712b141804642630561e5824d5d0c2865b0811b6')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "GatedSoftsign", "gatedsoftsign", "Head",
]


# specs/layers.yaml:5
class GatedSoftsign(Elemwise):
    """softsign(x) * sigmoid(x), elementwise."""

    __props__ = ()
    origin = 'specs/layers.yaml:5'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'GatedSoftsign', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x / (1 + fabs(x)) / (1 + exp(-x))', 'specs/layers.yaml', 11), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return x / (1 + np.abs(x)) / (1 + np.exp(-x))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (ot.sigmoid(x) * (1 / ot.sqr(1 + ot.abs(x)) + mathx.softsign(x) * (1 - ot.sigmoid(x))))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [ot.add_terms([
            None if ev_x is None else ev_x * (ot.sigmoid(x) * (1 / ot.sqr(1 + ot.abs(x)) + mathx.softsign(x) * (1 - ot.sigmoid(x)))),
        ])]


gatedsoftsign = GatedSoftsign()


# specs/layers.yaml:15
class Head(SpecOp):
    """The first min(k, n) entries of a vector."""

    __props__ = ('k',)
    origin = 'specs/layers.yaml:15'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, k):
        self.k = convert_prop('int', 'k', k)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', 1)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[ot.dims.minimum(self.k, x_shape[0])]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return x[:self.k].copy()

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.set_subtensor(ot.zeros_like(x)[:self.k], g_out)]
