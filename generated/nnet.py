# Generated from specs/nnet.yaml by `opspec generate`. Edit the spec, not this file.
"""Softmax and log-sum-exp, in numerically stable forms."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.rules import OpPattern, Var, fast_math, rewrite_rule
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/nnet.yaml', '0a6d683674ae6a73a5dcb97567a2ed0027e9c4d3216a8c78ee0d0dc7fb97e267')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Softmax", "SoftmaxGrad", "LogSoftmax", "LogSoftmaxGrad", "LogSumExp",
]


# specs/nnet.yaml:4
class Softmax(SpecOp):
    """exp(x) / sum(exp(x)) along axis, with the maximum subtracted first."""

    __props__ = ('axis',)
    origin = 'specs/nnet.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Softmax', 'body', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),),
        params=(kernels.Param('axis', 'int'),), shape_of=0, origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))
    shape_args = ('shape',)

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.nonempty(ot.shape_along(x_shape, self.axis), x_shape, self.axis, 'zero-size array to reduction operation maximum which has no identity')]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return ot.softmax_value(x, self.axis)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [SoftmaxGrad(axis=self.axis)(g_out, out)]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [SoftmaxGrad(axis=self.axis)(ev_x, out)]


# specs/nnet.yaml:217
class SoftmaxGrad(SpecOp):
    """The gradient of softmax along axis, dy * y - y * sum(dy * y), from its output y."""

    __props__ = ('axis',)
    origin = 'specs/nnet.yaml:217'
    input_names = ('dy', 'y')
    output_names = ('dx',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'SoftmaxGrad', 'body', inputs=(('dy', 'float'), ('y', 'float')), outputs=(('dx', 'upcast'),),
        params=(kernels.Param('axis', 'int'),), shape_of=1, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))
    shape_args = ('shape', 'shape')

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, dy, y):
        dy = self.checked_input(0, dy, 'float', None)
        y = self.checked_input(1, y, 'float', None)
        inputs = [dy, y]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, dy_shape, y_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.shape_along(y_shape, self.axis)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, dy, y):
        return y * (dy - np.sum(dy * y, axis=self.axis, keepdims=True))

    def grad_terms(self, inputs, outputs, output_grads):
        dy, y = inputs
        g_dx, = output_grads
        return [SoftmaxGrad(axis=self.axis)(g_dx, y), g_dx * (dy - ot.sum(dy * y, axis=self.axis, keepdims=True)) - dy * ot.sum(g_dx * y, axis=self.axis, keepdims=True)]

    def R_op(self, inputs, eval_points):
        dy, y = inputs
        ev_dy, ev_y = eval_points
        return [SoftmaxGrad(axis=self.axis)(ot.or_zeros(ev_dy, dy), y) + ot.or_zeros(ev_y, y) * (dy - ot.sum(dy * y, axis=self.axis, keepdims=True)) - y * ot.sum(dy * ot.or_zeros(ev_y, y), axis=self.axis, keepdims=True)]


# specs/nnet.yaml:250
class LogSoftmax(SpecOp):
    """x - logsumexp(x) along axis."""

    __props__ = ('axis',)
    origin = 'specs/nnet.yaml:250'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogSoftmax', 'body', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),),
        params=(kernels.Param('axis', 'int'),), shape_of=0, origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))
    shape_args = ('shape',)

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.nonempty(ot.shape_along(x_shape, self.axis), x_shape, self.axis, 'zero-size array to reduction operation maximum which has no identity')]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return x - ot.logsumexp_value(x, self.axis, True) if x.shape[self.axis] else ot.softmax_value(x, self.axis)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [LogSoftmaxGrad(axis=self.axis)(g_out, out)]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [ev_x - ot.sum(ot.exp(out) * ev_x, axis=self.axis, keepdims=True)]


# specs/nnet.yaml:284
class LogSoftmaxGrad(SpecOp):
    """The gradient of log-softmax along axis, dy - exp(y) * sum(dy), from its output y."""

    __props__ = ('axis',)
    origin = 'specs/nnet.yaml:284'
    input_names = ('dy', 'y')
    output_names = ('dx',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogSoftmaxGrad', 'body', inputs=(('dy', 'float'), ('y', 'float')),
        outputs=(('dx', 'upcast'),), params=(kernels.Param('axis', 'int'),), shape_of=1, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))
    shape_args = ('shape', 'shape')

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, dy, y):
        dy = self.checked_input(0, dy, 'float', None)
        y = self.checked_input(1, y, 'float', None)
        inputs = [dy, y]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, dy_shape, y_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.shape_along(y_shape, self.axis)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, dy, y):
        return dy - np.exp(y) * np.sum(dy, axis=self.axis, keepdims=True)

    def grad_terms(self, inputs, outputs, output_grads):
        dy, y = inputs
        g_dx, = output_grads
        return [g_dx - ot.sum(g_dx * ot.exp(y), axis=self.axis, keepdims=True), -(g_dx * ot.exp(y)) * ot.sum(dy, axis=self.axis, keepdims=True)]

    def R_op(self, inputs, eval_points):
        dy, y = inputs
        ev_dy, ev_y = eval_points
        return [ot.or_zeros(ev_dy, dy) - ot.exp(y) * (ot.or_zeros(ev_y, y) * ot.sum(dy, axis=self.axis, keepdims=True) + ot.sum(ot.or_zeros(ev_dy, dy), axis=self.axis, keepdims=True))]


# specs/nnet.yaml:317
class LogSumExp(SpecOp):
    """log(sum(exp(x))) over axis, with the maximum subtracted first."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/nnet.yaml:317'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogSumExp', 'body', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),),
        params=(kernels.Param('axis', 'axes'), kernels.Param('keepdims', 'bool'),), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))
    shape_args = ('shape',)

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.reduce_shape(x_shape, self.axis, self.keepdims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return ot.logsumexp_value(x, self.axis, self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out, x, self.axis, self.keepdims) * ot.exp(x - ot.expand_reduced(out, x, self.axis, self.keepdims))]

    def R_op(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.sum(ev_x * ot.exp(x - ot.expand_reduced(out, x, self.axis, self.keepdims)), axis=self.axis, keepdims=self.keepdims)]


# Rewrite rules declared under rewrites: in specs/nnet.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/nnet.yaml:281: log(Softmax(axis=a)(x)) -> LogSoftmax(axis=a)(x)',
    pattern=lambda: (ot.log, (OpPattern(Softmax, axis=Var('a')), 'x')),
    when=lambda a, x: fast_math(),
    stages=('stabilize',),
)
def logsoftmax_0(a, x):
    return LogSoftmax(axis=a)(x)


@rewrite_rule(
    'specs/nnet.yaml:352: log(Sum(axis=a, keepdims=k)(exp(x))) -> LogSumExp(axis=a, keepdims=k)(x)',
    pattern=lambda: (ot.log, (OpPattern(ot.Sum, axis=Var('a'), keepdims=Var('k')), (ot.exp, 'x'))),
    when=lambda a, k, x: fast_math(),
    stages=('stabilize',),
)
def logsumexp_0(a, k, x):
    return LogSumExp(axis=a, keepdims=k)(x)
