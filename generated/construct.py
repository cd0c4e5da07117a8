# Generated from specs/construct.yaml by `opspec generate`. Edit the spec, not this file.
"""Arrays built from sizes and values, as numpy builds them - ranges, identity and triangular
    matrices, diagonals."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/construct.yaml', '9143537b48ce13e80590d11b17fa33dfd662c876c54ae9e60b2a161c40752ee0')

__all__ = [
    "ARange", "Eye", "Tri", "AllocDiag", "allocdiag", "ExtractDiag", "extractdiag",
]


# specs/construct.yaml:3
class ARange(SpecOp):
    """Values from start to stop (excluded) by step, as numpy.arange of Python numbers (a zero step
    is its ZeroDivisionError); opspec.tensor.arange gives start, stop and step as int64 or
    float64."""

    __props__ = ('dtype',)
    origin = 'specs/construct.yaml:3'
    input_names = ('start', 'stop', 'step')
    output_names = ('out',)
    shape_args = ('value', 'value', 'value')

    def __init__(self, dtype):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def make_node(self, start, stop, step):
        start = self.checked_input(0, start, 'int|uint|float', 0)
        stop = self.checked_input(1, stop, 'int|uint|float', 0)
        step = self.checked_input(2, step, 'int|uint|float', 0)
        inputs = [start, stop, step]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('prop:dtype',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, start, stop, step):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[ot.arange_length(start, stop, step)]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, start, stop, step):
        return np.arange(start.item(), stop.item(), step.item(), dtype=self.dtype)

    def grad_terms(self, inputs, outputs, output_grads):
        start, stop, step = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.sum(g_out), ot.zeros_like(stop, dtype=ot.floatX), ot.sum(g_out * ARange(dtype=g_out.dtype)(0, ot.shape_i(out, 0), 1))]

    def R_op(self, inputs, eval_points):
        ev_start, ev_stop, ev_step = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.zeros_like(out) + (0 if ev_start is None else ev_start) + (0 if ev_step is None else ev_step * ARange(dtype=out.dtype)(0, ot.shape_i(out, 0), 1))]


# specs/construct.yaml:25
class Eye(SpecOp):
    """An n x m matrix of zeros with ones on diagonal k, as numpy.eye."""

    __props__ = ('dtype',)
    origin = 'specs/construct.yaml:25'
    input_names = ('n', 'm', 'k')
    output_names = ('out',)
    shape_args = ('value', 'value', 'shape')

    def __init__(self, dtype):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def make_node(self, n, m, k):
        n = self.checked_input(0, n, 'int', 0)
        m = self.checked_input(1, m, 'int', 0)
        k = self.checked_input(2, k, 'int', 0)
        inputs = [n, m, k]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('prop:dtype',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, n, m, k_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[n, m]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, n, m, k):
        return np.eye(n, m, k, dtype=self.dtype)

    def grad_terms(self, inputs, outputs, output_grads):
        n, m, k = inputs
        return [ot.disconnected(n), ot.disconnected(m), ot.disconnected(k)]

    def connection_pattern(self, node):
        return [[False], [False], [False]]


# specs/construct.yaml:39
class Tri(SpecOp):
    """An n x m matrix of ones at and below diagonal k, zeros above, as numpy.tri."""

    __props__ = ('dtype',)
    origin = 'specs/construct.yaml:39'
    input_names = ('n', 'm', 'k')
    output_names = ('out',)
    shape_args = ('value', 'value', 'shape')

    def __init__(self, dtype):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def make_node(self, n, m, k):
        n = self.checked_input(0, n, 'int', 0)
        m = self.checked_input(1, m, 'int', 0)
        k = self.checked_input(2, k, 'int', 0)
        inputs = [n, m, k]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('prop:dtype',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, n, m, k_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[ot.dims.maximum(n, 0), ot.dims.maximum(m, 0)]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, n, m, k):
        return np.tri(n, m, k, dtype=self.dtype)

    def grad_terms(self, inputs, outputs, output_grads):
        n, m, k = inputs
        return [ot.disconnected(n), ot.disconnected(m), ot.disconnected(k)]

    def connection_pattern(self, node):
        return [[False], [False], [False]]


# specs/construct.yaml:52
class AllocDiag(SpecOp):
    """A square matrix with v on diagonal offset and zeros elsewhere, as numpy.diag of a vector."""

    __props__ = ('offset',)
    origin = 'specs/construct.yaml:52'
    input_names = ('v',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, offset=0):
        self.offset = convert_prop('int', 'offset', offset)

    def make_node(self, v):
        v = self.checked_input(0, v, 'any', 1)
        inputs = [v]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:v',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, v_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[v_shape[0] + ot.dims.if_(ot.dims.compare('>', self.offset, 0), lambda: self.offset, lambda: -self.offset)] * 2]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, v):
        return np.diag(v, self.offset)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [ExtractDiag(offset=self.offset)(g_out)]

    def R_op(self, inputs, eval_points):
        ev_v, = eval_points
        return [AllocDiag(offset=self.offset)(ev_v)]


allocdiag = AllocDiag()


# specs/construct.yaml:66
class ExtractDiag(SpecOp):
    """Diagonal offset of x over axes axis1 and axis2, as a new array whose last axis runs along it
    (numpy.diagonal, copied; numpy.diag of a matrix)."""

    __props__ = ('offset', 'axis1', 'axis2')
    origin = 'specs/construct.yaml:66'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, offset=0, axis1=0, axis2=1):
        self.offset = convert_prop('int', 'offset', offset)
        self.axis1 = convert_prop('int', 'axis1', axis1)
        self.axis2 = convert_prop('int', 'axis2', axis2)

    def make_node(self, x):
        x = self.checked_input(0, x, 'any', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.extract_diag_shape(x_shape, self.offset, self.axis1, self.axis2)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.diagonal(x, self.offset, self.axis1, self.axis2).copy()

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.extract_diag_grad(g_out, x, self.offset, self.axis1, self.axis2)]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        return [ExtractDiag(offset=self.offset, axis1=self.axis1, axis2=self.axis2)(ev_x)]


extractdiag = ExtractDiag()
