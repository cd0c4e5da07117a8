# Generated from specs/stats.yaml by `opspec generate`. Edit the spec, not this file.
"""numpy's statistics and nan-aware reductions (var, std, argmin, nansum/nanmax/nanmin, median,
    quantile) and running extremes."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.reduction import CAReduce
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/stats.yaml', '6effd4fb8e936ab34d5b8c3f681c1a2708f8de95505f96de5ca5c507afa1ce4b')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Argmin", "NanSum", "NanMax", "NanMin", "Variance", "StdDev", "Median", "Quantile",
    "CumExtreme", "cumextreme",
]


# specs/stats.yaml:4
class Argmin(SpecOp):
    """Index of the smallest element along one axis (of the flattened array when axis is None)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/stats.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Argmin', 'body', inputs=(('x', 'number|bool'),), outputs=(('out', 'int64'),),
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
        return [ot.nonempty(ot.reduce_shape(x_shape, ot.single_axis(self.axis, len(x_shape), 'Argmin'), self.keepdims), x_shape, self.axis, 'attempt to get argmin of an empty sequence')]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.argmin(x, axis=ot.single_axis(self.axis, x.ndim, 'Argmin'), keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


# specs/stats.yaml:39
class NanSum(CAReduce):
    """Sum over axis with nans counted as zero; small ints and bool accumulate in 64 bits, as
    numpy."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/stats.yaml:39'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number|bool',)
    output_dtypes = ('accumulate',)
    identity = 0
    c_kernels = kernels.OpKernels(
        C_FILE, 'NanSum', 'reduce', inputs=(('x', 'number|bool'),), outputs=(('out', 'accumulate'),),
        fold=kernels.Fold(0, kernels.Code('acc + (x != x ? 0 : x)', 'specs/stats.yaml', 42), merge=kernels.Code('acc + x', 'specs/stats.yaml', 42), name='NanSum'),
        origin=origin,
        dtypes=kernels.rows('bool int64', 'int8 int64', 'int32 int64', 'int64 int64', 'uint8 uint64',
                            'float32 float32', 'float64 float64'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.nansum(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.switch(ot.isnan(x), 0, ot.expand_reduced(g_out, x, self.axis, self.keepdims))]


# specs/stats.yaml:53
class NanMax(CAReduce):
    """Largest element over axis, ignoring nans (nan where every element is nan; no identity over
    nothing)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/stats.yaml:53'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('input:x',)
    identity = float("nan")
    has_identity = False
    c_kernels = kernels.OpKernels(
        C_FILE, 'NanMax', 'reduce', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),),
        fold=kernels.Fold(float("nan"), kernels.Code('(acc != acc || x > acc) ? x : acc', 'specs/stats.yaml', 56), has_identity=False, name='NanMax'),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.nanmax(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out, x, self.axis, self.keepdims) * ot.cast(ot.eq(x, ot.expand_reduced(out, x, self.axis, self.keepdims)), x.dtype)]


# specs/stats.yaml:66
class NanMin(CAReduce):
    """Smallest element over axis, ignoring nans (nan where every element is nan; no identity over
    nothing)."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/stats.yaml:66'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('input:x',)
    identity = float("nan")
    has_identity = False
    c_kernels = kernels.OpKernels(
        C_FILE, 'NanMin', 'reduce', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),),
        fold=kernels.Fold(float("nan"), kernels.Code('(acc != acc || x < acc) ? x : acc', 'specs/stats.yaml', 69), has_identity=False, name='NanMin'),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def impl(self, x):
        return np.nanmin(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out, x, self.axis, self.keepdims) * ot.cast(ot.eq(x, ot.expand_reduced(out, x, self.axis, self.keepdims)), x.dtype)]


# specs/stats.yaml:78
class Variance(SpecOp):
    """Variance over axis, sum((x - mean)**2) / (N - ddof), as numpy.var."""

    __props__ = ('axis', 'keepdims', 'ddof')
    origin = 'specs/stats.yaml:78'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis, keepdims=False, ddof=0):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)
        self.ddof = convert_prop('int', 'ddof', ddof)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('float',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.reduce_shape(x_shape, self.axis, self.keepdims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.var(x, axis=self.axis, keepdims=self.keepdims, ddof=self.ddof)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out, x, self.axis, self.keepdims) * 2 * (x - ot.mean(x, axis=self.axis, keepdims=True)) / ot.cast(ot.prod(ot.shape(x)) // ot.prod(ot.shape(out)) - self.ddof, out.dtype)]


# specs/stats.yaml:92
class StdDev(SpecOp):
    """Standard deviation over axis, sqrt(var(x, ddof)), as numpy.std."""

    __props__ = ('axis', 'keepdims', 'ddof')
    origin = 'specs/stats.yaml:92'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis, keepdims=False, ddof=0):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)
        self.ddof = convert_prop('int', 'ddof', ddof)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('float',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.reduce_shape(x_shape, self.axis, self.keepdims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.std(x, axis=self.axis, keepdims=self.keepdims, ddof=self.ddof)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_reduced(g_out / out, x, self.axis, self.keepdims) * (x - ot.mean(x, axis=self.axis, keepdims=True)) / ot.cast(ot.prod(ot.shape(x)) // ot.prod(ot.shape(out)) - self.ddof, out.dtype)]


# specs/stats.yaml:105
class Median(SpecOp):
    """Median over axis (the mean of the two middle values for even counts; nan propagates), as
    numpy.median."""

    __props__ = ('axis', 'keepdims')
    origin = 'specs/stats.yaml:105'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis, keepdims=False):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('float',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.median_shape(x_shape, self.axis, self.keepdims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.median(x, axis=self.axis, keepdims=self.keepdims)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.quantile_grad(Quantile, g_out, x, 0.5, self.axis, self.keepdims, 'linear')]


# specs/stats.yaml:119
class Quantile(SpecOp):
    """The q-th quantiles (q in [0, 1]) over axis, numpy's method names (default linear), as
    numpy.quantile; q's axes come first."""

    __props__ = ('axis', 'keepdims', 'method')
    origin = 'specs/stats.yaml:119'
    input_names = ('x', 'q')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def __init__(self, axis, keepdims=False, method='linear'):
        self.axis = convert_prop('axes', 'axis', axis)
        self.keepdims = convert_prop('bool', 'keepdims', keepdims)
        self.method = convert_prop('str', 'method', method)

    def make_node(self, x, q):
        x = self.checked_input(0, x, 'int|uint|float|bool', None)
        q = self.checked_input(1, q, 'float', None)
        inputs = [x, q]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('rule:quantile_dtype',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, q_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.quantile_shape(x_shape, q_shape, self.axis, self.keepdims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, q):
        return np.quantile(x, q.reshape(-1) if q.ndim > 2 else q, axis=self.axis, keepdims=self.keepdims, method=self.method).reshape(q.shape + ot.reduce_shape(x.shape, self.axis, self.keepdims))

    def grad_terms(self, inputs, outputs, output_grads):
        x, q = inputs
        g_out, = output_grads
        return [ot.quantile_grad(Quantile, g_out, x, q, self.axis, self.keepdims, self.method), ot.quantile_grad_q(Quantile, g_out, x, q, self.axis, self.keepdims, self.method)]


# specs/stats.yaml:144
class CumExtreme(SpecOp):
    """Running maximum (mode max) or minimum (mode min) along axis, of the flattened x when axis is
    null, as numpy.maximum.accumulate; nans propagate."""

    __props__ = ('axis', 'mode')
    origin = 'specs/stats.yaml:144'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis=None, mode='max'):
        self.axis = convert_prop('axes', 'axis', axis)
        self.mode = convert_prop('str', 'mode', mode)

    def make_node(self, x):
        x = self.checked_input(0, x, 'bool|int|uint|float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.cum_shape(x_shape, self.axis, 'add')]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return {'max': np.maximum, 'min': np.minimum}[self.mode].accumulate(x.ravel() if self.axis is None else x, axis=0 if self.axis is None else ot.single_axis(self.axis, x.ndim, 'CumExtreme'))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.cum_extreme_grad(g_out, x, out, self.axis)]


cumextreme = CumExtreme()
