# Generated from specs/reduce.yaml by `opspec generate`. Edit the spec, not this file.
"""Reductions over axes (all axes when axis is None), numpy-style with keepdims."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.reduction import CAReduce
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/reduce.yaml', '235e2789df6904055d052059c48d653f2d019b1c059e9a1c992d523913ab2a36')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Sum", "Prod", "Max", "Min", "All", "Any", "Argmax",
]


# specs/reduce.yaml:4
class Sum(CAReduce):
    """Sum of x over axis; small ints and bool accumulate in 64 bits, as numpy."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('accumulate',)
    identity = 0
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sum', 'reduce', inputs=(('x', 'any'),), outputs=(('out', 'accumulate'),),
        fold=kernels.Fold(0, kernels.Code('acc + x', 'specs/reduce.yaml', 9), merge=kernels.Code('acc + x', 'specs/reduce.yaml', 9), name='Sum'),
        origin=origin,
        dtypes=kernels.rows('bool int64', 'int8 int64', 'int32 int64', 'int64 int64', 'uint8 uint64',
                            'float32 float32', 'float64 float64'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.sum(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.second(x, ot.expand_reduced(g_out, x, self.axis, self.keepdims))]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        return [ot.sum(ev_x, axis=self.axis, keepdims=self.keepdims)]


# specs/reduce.yaml:19
class Prod(CAReduce):
    """Product of x over axis; its gradient is exact where x has zeros."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:19'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number|bool',)
    output_dtypes = ('accumulate',)
    identity = 1
    c_kernels = kernels.OpKernels(
        C_FILE, 'Prod', 'reduce', inputs=(('x', 'number|bool'),), outputs=(('out', 'accumulate'),),
        fold=kernels.Fold(1, kernels.Code('acc * x', 'specs/reduce.yaml', 25), name='Prod'), origin=origin,
        dtypes=kernels.rows('bool int64', 'int8 int64', 'int32 int64', 'int64 int64', 'uint8 uint64',
                            'float32 float32', 'float64 float64'))
    dask_lowering = {'reduction': {'merge': 'Prod'}}

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.prod(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.prod_grad(x, g_out, self.axis, self.keepdims)]

    def R_op(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.sum(ev_x * ot.prod_grad(x, ot.ones_like(out), self.axis, self.keepdims), axis=self.axis, keepdims=self.keepdims)]


# specs/reduce.yaml:33
class Max(CAReduce):
    """Largest element over axis (NaN propagates, as numpy)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:33'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number|bool',)
    output_dtypes = ('input:x',)
    identity = float("-inf")
    has_identity = False
    c_kernels = kernels.OpKernels(
        C_FILE, 'Max', 'reduce', inputs=(('x', 'number|bool'),), outputs=(('out', 'input:x'),),
        fold=kernels.Fold(float("-inf"), kernels.Code('(acc != acc || acc > x) ? acc : x', 'specs/reduce.yaml', 38), merge=kernels.Code('(acc != acc || acc > x) ? acc : x', 'specs/reduce.yaml', 38), has_identity=False, name='Max'),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.max(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out, x, self.axis, self.keepdims) * ot.cast(ot.eq(x, ot.expand_reduced(out, x, self.axis, self.keepdims)), x.dtype)]

    def R_op(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.sum(ev_x * ot.cast(ot.eq(x, ot.expand_reduced(out, x, self.axis, self.keepdims)), x.dtype), axis=self.axis, keepdims=self.keepdims)]


# specs/reduce.yaml:46
class Min(CAReduce):
    """Smallest element over axis (NaN propagates, as numpy)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:46'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number|bool',)
    output_dtypes = ('input:x',)
    identity = float("inf")
    has_identity = False
    c_kernels = kernels.OpKernels(
        C_FILE, 'Min', 'reduce', inputs=(('x', 'number|bool'),), outputs=(('out', 'input:x'),),
        fold=kernels.Fold(float("inf"), kernels.Code('(acc != acc || acc < x) ? acc : x', 'specs/reduce.yaml', 51), merge=kernels.Code('(acc != acc || acc < x) ? acc : x', 'specs/reduce.yaml', 51), has_identity=False, name='Min'),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.min(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out, x, self.axis, self.keepdims) * ot.cast(ot.eq(x, ot.expand_reduced(out, x, self.axis, self.keepdims)), x.dtype)]

    def R_op(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.sum(ev_x * ot.cast(ot.eq(x, ot.expand_reduced(out, x, self.axis, self.keepdims)), x.dtype), axis=self.axis, keepdims=self.keepdims)]


# specs/reduce.yaml:58
class All(CAReduce):
    """Whether every element over axis is true (nonzero)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:58'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    identity = True
    c_kernels = kernels.OpKernels(
        C_FILE, 'All', 'reduce', inputs=(('x', 'any'),), outputs=(('out', 'bool'),),
        fold=kernels.Fold(True, kernels.Code('acc && x', 'specs/reduce.yaml', 63), merge=kernels.Code('acc && x', 'specs/reduce.yaml', 63), name='All'),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.all(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


# specs/reduce.yaml:69
class Any(CAReduce):
    """Whether some element over axis is true (nonzero)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:69'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    identity = False
    c_kernels = kernels.OpKernels(
        C_FILE, 'Any', 'reduce', inputs=(('x', 'any'),), outputs=(('out', 'bool'),),
        fold=kernels.Fold(False, kernels.Code('acc || x', 'specs/reduce.yaml', 74), merge=kernels.Code('acc || x', 'specs/reduce.yaml', 74), name='Any'),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.any(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


# specs/reduce.yaml:80
class Argmax(SpecOp):
    """Index of the largest element along one axis (of the flattened array when axis is None)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/reduce.yaml:80'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Argmax', 'body', inputs=(('x', 'number|bool'),), outputs=(('out', 'int64'),),
        params=(kernels.Param('axis', 'axes'), kernels.Param('keepdims', 'bool'),), origin=origin,
        dtypes=kernels.rows('bool int64', 'int8 int64', 'int32 int64', 'int64 int64', 'uint8 int64',
                            'float32 int64', 'float64 int64'))
    shape_args = ('shape',)

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.nonempty(ot.reduce_shape(x_shape, ot.single_axis(self.axis, len(x_shape), 'Argmax'), self.keepdims), x_shape, self.axis, 'attempt to get argmax of an empty sequence')]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.argmax(x, axis=ot.single_axis(self.axis, x.ndim, 'Argmax'), keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]
