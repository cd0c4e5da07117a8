# Generated from specs/sort.yaml by `opspec generate`. Edit the spec, not this file.
"""Sorting, selecting and searching along an axis, and gathers / scatters by index arrays, as
    numpy has them (opspec.tensor.sort, etc.)."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/sort.yaml', '1ab6a471c43c0861329ce305cd48c481904c5f540c50d648e16cfbff8717c8ea')

__all__ = [
    "Sort", "sort", "Argsort", "argsort", "Argpartition", "Partition",
    "SearchSorted", "searchsorted", "Bincount", "bincount", "WeightedBincount", "weightedbincount",
    "Unique", "unique", "TakeAlongAxis", "PutAlongAxis",
]


# specs/sort.yaml:3
class Sort(SpecOp):
    """x sorted along axis, as numpy.sort (kind: quicksort, mergesort, heapsort or stable; NaN
    last)."""

    __props__ = ('axis', 'kind')
    origin = 'specs/sort.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis=-1, kind='quicksort'):
        self.axis = convert_prop('int', 'axis', axis)
        self.kind = convert_prop('str', 'kind', kind)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.shape_along(x_shape, self.axis)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.sort(x, axis=self.axis, kind=self.kind)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [PutAlongAxis(axis=self.axis, inc=True)(ot.zeros_like(x, dtype=g_out.dtype), Argsort(axis=self.axis, kind=self.kind)(x), g_out)]


sort = Sort()


# specs/sort.yaml:20
class Argsort(SpecOp):
    """The indices that sort x along axis, as numpy.argsort (kind stable keeps equal elements in
    order)."""

    __props__ = ('axis', 'kind')
    origin = 'specs/sort.yaml:20'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, axis=-1, kind='quicksort'):
        self.axis = convert_prop('int', 'axis', axis)
        self.kind = convert_prop('str', 'kind', kind)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.shape_along(ot.dims.if_(len(x_shape), lambda: x_shape, lambda: (1,)), self.axis)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.argsort(x, axis=self.axis, kind=self.kind)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.disconnected(x)]

    def connection_pattern(self, node):
        return [[False]]


argsort = Argsort()


# specs/sort.yaml:34
class Argpartition(SpecOp):
    """Indices that partition x along axis around each kth element (smaller before, larger after;
    the order within each side is numpy's, unspecified), as numpy.argpartition."""

    __props__ = ('kth', 'axis')
    origin = 'specs/sort.yaml:34'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, kth, axis=-1):
        self.kth = convert_prop('ints', 'kth', kth)
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.partition_shape(x_shape, self.axis, self.kth)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.argpartition(x, list(self.kth), axis=self.axis)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.disconnected(x)]

    def connection_pattern(self, node):
        return [[False]]


# specs/sort.yaml:46
class Partition(SpecOp):
    """x partitioned along axis around each kth element: x at argpartition's indices
    (numpy.partition's values; the order within each side, which numpy leaves unspecified,
    is argpartition's)."""

    __props__ = ('kth', 'axis')
    origin = 'specs/sort.yaml:46'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, kth, axis=-1):
        self.kth = convert_prop('ints', 'kth', kth)
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.partition_shape(ot.shape_along(x_shape, self.axis), self.axis, self.kth)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.take_along_axis(x, np.argpartition(x, list(self.kth), axis=self.axis), axis=self.axis)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [PutAlongAxis(axis=self.axis, inc=True)(ot.zeros_like(x, dtype=g_out.dtype), Argpartition(kth=self.kth, axis=self.axis)(x), g_out)]


# specs/sort.yaml:59
class SearchSorted(SpecOp):
    """Indices where the values v would be inserted into the sorted vector a to keep it sorted
    (side left: before equal elements, right: after), as numpy.searchsorted."""

    __props__ = ('side',)
    origin = 'specs/sort.yaml:59'
    input_names = ('a', 'v')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def __init__(self, side='left'):
        self.side = convert_prop('str', 'side', side)

    def make_node(self, a, v):
        a = self.checked_input(0, a, 'number|bool', 1)
        v = self.checked_input(1, v, 'number|bool', None)
        inputs = [a, v]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, a_shape, v_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [v_shape]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, a, v):
        return np.asarray(np.searchsorted(a, v, side=self.side), dtype=np.int64)

    def grad_terms(self, inputs, outputs, output_grads):
        a, v = inputs
        return [ot.disconnected(a), ot.disconnected(v)]

    def connection_pattern(self, node):
        return [[False], [False]]


searchsorted = SearchSorted()


# specs/sort.yaml:72
class Bincount(SpecOp):
    """The number of times each value 0, 1, ... occurs in the non-negative integer vector x (at
    least minlength counts), as numpy.bincount."""

    __props__ = ('minlength',)
    origin = 'specs/sort.yaml:72'
    input_names = ('x',)
    output_names = ('out',)

    def __init__(self, minlength=0):
        self.minlength = convert_prop('int', 'minlength', minlength)

    def make_node(self, x):
        x = self.checked_input(0, x, 'int|uint|bool', 1)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = [(None,) * 1]
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def impl(self, x):
        return np.bincount(x, minlength=self.minlength)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.disconnected(x)]

    def connection_pattern(self, node):
        return [[False]]


bincount = Bincount()


# specs/sort.yaml:84
class WeightedBincount(SpecOp):
    """The sum of the weights of each value 0, 1, ... of the non-negative integer vector x (at
    least minlength sums), in float64, as numpy.bincount with weights."""

    __props__ = ('minlength',)
    origin = 'specs/sort.yaml:84'
    input_names = ('x', 'weights')
    output_names = ('out',)

    def __init__(self, minlength=0):
        self.minlength = convert_prop('int', 'minlength', minlength)

    def make_node(self, x, weights):
        x = self.checked_input(0, x, 'int|uint|bool', 1)
        weights = self.checked_input(1, weights, 'number|bool', 1)
        inputs = [x, weights]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('float64',)]
        shapes = [(None,) * 1]
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def impl(self, x, weights):
        return np.bincount(x, weights, minlength=self.minlength).astype(np.float64, copy=False)

    def grad_terms(self, inputs, outputs, output_grads):
        x, weights = inputs
        g_out, = output_grads
        return [ot.disconnected(x), ot.take(g_out, x)]

    def connection_pattern(self, node):
        return [[False], [True]]


weightedbincount = WeightedBincount()


# specs/sort.yaml:97
class Unique(SpecOp):
    """The sorted distinct values of x (flattened), the index of the first occurrence of each, the
    index of each element of x among the values (flattened x order) and how often each
    occurs, as numpy.unique with every return_* (opspec.tensor.unique picks); equal_nan
    merges NaNs."""

    __props__ = ('equal_nan',)
    origin = 'specs/sort.yaml:97'
    input_names = ('x',)
    output_names = ('values', 'index', 'inverse', 'counts')

    def __init__(self, equal_nan=True):
        self.equal_nan = convert_prop('bool', 'equal_nan', equal_nan)

    def make_node(self, x):
        x = self.checked_input(0, x, 'number|bool', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x', 'int64', 'int64', 'int64')]
        shapes = [(None,) * 1, (None,) * 1, (None,) * 1, (None,) * 1]
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def impl(self, x):
        return tuple((r.reshape(-1) for r in np.unique(x, return_index=True, return_inverse=True, return_counts=True, equal_nan=self.equal_nan)))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.grad_undefined(self, 0, x)]


unique = Unique()


# specs/sort.yaml:114
class TakeAlongAxis(SpecOp):
    """The elements of arr at indices along axis (indices has arr's rank; other axes broadcast), as
    numpy.take_along_axis."""

    __props__ = ('axis',)
    origin = 'specs/sort.yaml:114'
    input_names = ('arr', 'indices')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, arr, indices):
        arr = self.checked_input(0, arr, 'any', None)
        indices = self.checked_input(1, indices, 'int|uint', None)
        inputs = [arr, indices]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:arr',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, arr_shape, indices_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.take_along_axis_shape(arr_shape, indices_shape, self.axis)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, arr, indices):
        return np.take_along_axis(arr, indices, axis=self.axis)

    def grad_terms(self, inputs, outputs, output_grads):
        arr, indices = inputs
        g_out, = output_grads
        return [PutAlongAxis(axis=self.axis, inc=True)(ot.zeros_like(arr, dtype=g_out.dtype), indices, g_out), ot.disconnected(indices)]

    def connection_pattern(self, node):
        return [[True], [False]]


# specs/sort.yaml:130
class PutAlongAxis(SpecOp):
    """A copy of arr with values written (inc: added, repeats accumulating) at indices along axis,
    as numpy.put_along_axis (which writes in place; with repeated indices and inc false, the
    last write wins)."""

    __props__ = ('axis', 'inc')
    origin = 'specs/sort.yaml:130'
    input_names = ('arr', 'indices', 'values')
    output_names = ('out',)
    shape_args = ('shape', 'shape', 'shape')

    def __init__(self, axis, inc=False):
        self.axis = convert_prop('int', 'axis', axis)
        self.inc = convert_prop('bool', 'inc', inc)

    def make_node(self, arr, indices, values):
        arr = self.checked_input(0, arr, 'any', None)
        indices = self.checked_input(1, indices, 'int|uint', None)
        values = self.checked_input(2, values, 'any', None)
        inputs = [arr, indices, values]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:arr',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, arr_shape, indices_shape, values_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.put_along_axis_shape(arr_shape, indices_shape, values_shape, self.axis, self.inc)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, arr, indices, values):
        return ot.put_along_axis_value(arr, indices, values, self.axis, self.inc)

    def grad_terms(self, inputs, outputs, output_grads):
        arr, indices, values = inputs
        g_out, = output_grads
        return [g_out if self.inc else PutAlongAxis(axis=self.axis)(g_out, indices, ot.zeros_like(values, dtype=g_out.dtype)), ot.disconnected(indices), ot.sum_to_shape(TakeAlongAxis(axis=self.axis)(g_out, indices), values)]

    def connection_pattern(self, node):
        return [[True], [False], [True]]
