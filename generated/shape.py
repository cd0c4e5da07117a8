# Generated from specs/shape.yaml by `opspec generate`. Edit the spec, not this file.
"""Shapes and structure; most of these return views."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.rules import TRANSPOSE, rewrite_rule, shape, value
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/shape.yaml', '84b7ea90ef4e028cc569c2c8c651c18f54eb5c85ee63c5eb842d17b3125ed305')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Shape", "shape_op", "Shape_i", "MakeVector", "make_vector", "BroadcastSize", "broadcast_size",
    "DimShuffle", "Reshape", "reshape_op", "Alloc", "alloc_op", "BroadcastTo", "broadcast_to_op",
    "SumToShape", "sum_to_shape_op", "Join", "SliceAxis", "ViewOp", "view_op",
]


# specs/shape.yaml:3
class Shape(SpecOp):
    """The shape of x as an int64 vector."""

    __props__ = ()
    origin = 'specs/shape.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def make_node(self, x):
        x = self.checked_input(0, x, 'any', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[len(x_shape)]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.array(x.shape, dtype=np.int64)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.disconnected(x)]

    def connection_pattern(self, node):
        return [[False]]


shape_op = Shape()


# specs/shape.yaml:13
class Shape_i(SpecOp):
    """The size of dimension i of x, as an int64 scalar."""

    __props__ = ('i',)
    origin = 'specs/shape.yaml:13'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        None, 'Shape_i', 'shape_i', inputs=(('x', 'any'),), outputs=(('out', 'int64'),), origin=origin)
    shape_args = ('shape',)

    def __init__(self, i):
        self.i = convert_prop('int', 'i', i)

    def make_node(self, x):
        x = self.checked_input(0, x, 'any', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.int64(x.shape[self.i])

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.disconnected(x)]

    def connection_pattern(self, node):
        return [[False]]


# specs/shape.yaml:24
class MakeVector(SpecOp):
    """The int64 vector of the scalars xs (a shape built from sizes)."""

    __props__ = ()
    origin = 'specs/shape.yaml:24'
    input_names = ('xs',)
    output_names = ('out',)
    variadic = 0
    shape_args = ('value',)

    def make_node(self, *xs):
        xs = [self.checked_input(0, v, 'int', 0) for v in xs]
        inputs = [*xs]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, xs):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[len(xs)]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, *xs):
        return np.array(xs, dtype=np.int64)

    def grad_terms(self, inputs, outputs, output_grads):
        xs = list(inputs)
        return [*(ot.disconnected(v) for k, v in enumerate(xs))]

    def connection_pattern(self, node):
        fixed = []
        return fixed + [[False]] * (len(node.inputs) - 0)


make_vector = MakeVector()


# specs/shape.yaml:34
class BroadcastSize(SpecOp):
    """The size numpy's broadcasting gives a dimension of sizes a and b (equal, or one of them 1),
    and numpy's ValueError when they differ: the shape of an elementwise result whose input
    sizes are only known when run, checked as computing the result would check it."""

    __props__ = ()
    origin = 'specs/shape.yaml:34'
    input_names = ('a', 'b')
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'BroadcastSize', 'body', inputs=(('a', 'int64'), ('b', 'int64')), outputs=(('out', 'int64'),),
        origin=origin, dtypes=kernels.rows('int64 int64 int64'))
    shape_args = ('shape', 'shape')

    def make_node(self, a, b):
        a = self.checked_input(0, a, 'int64', 0)
        b = self.checked_input(1, b, 'int64', 0)
        inputs = [a, b]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, a_shape, b_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, a, b):
        return np.int64(np.broadcast_shapes((int(a),), (int(b),))[0])

    def grad_terms(self, inputs, outputs, output_grads):
        a, b = inputs
        return [ot.disconnected(a), ot.disconnected(b)]

    def connection_pattern(self, node):
        return [[False], [False]]


broadcast_size = BroadcastSize()


# specs/shape.yaml:56
class DimShuffle(SpecOp):
    """Reorder the dimensions of x, drop size-1 ones and insert new size-1 ones (-1 in order)."""

    __props__ = ('order',)
    origin = 'specs/shape.yaml:56'
    input_names = ('x',)
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        None, 'DimShuffle', 'dimshuffle', inputs=(('x', 'any'),), outputs=(('out', 'input:x'),), origin=origin)
    shape_args = ('shape',)
    view_map = {0: [0]}

    def __init__(self, order):
        self.order = convert_prop('ints', 'order', order)

    def make_node(self, x):
        x = self.checked_input(0, x, 'any', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.dimshuffle_shape(x_shape, self.order)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return ot.dimshuffle_value(x, self.order)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.dimshuffle_grad(g_out, x, self.order)]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        return [ot.dimshuffle(ev_x, [-1 if a < 0 else a for a in self.order])]


# specs/shape.yaml:73
class Reshape(SpecOp):
    """x with a new shape (one size may be negative, -1 say, as numpy's unknown size); a view when
    numpy can make one."""

    __props__ = ()
    origin = 'specs/shape.yaml:73'
    input_names = ('x', 'dims')
    output_names = ('out',)
    variadic = 1
    shape_args = ('shape', 'value')
    view_map = {0: [0]}

    def make_node(self, x, *dims):
        x = self.checked_input(0, x, 'any', None)
        dims = [self.checked_input(1, v, 'int', 0) for v in dims]
        inputs = [x, *dims]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, dims):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.reshape_shape(x_shape, dims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, *dims):
        return np.reshape(x, [int(d) for d in dims])

    def grad_terms(self, inputs, outputs, output_grads):
        x, *dims = inputs
        g_out, = output_grads
        return [ot.reshape(g_out, x.shape), *(ot.disconnected(v) for k, v in enumerate(dims))]

    def R_op(self, inputs, eval_points):
        x, *dims = inputs
        ev_x, *ev_dims = eval_points
        return [ot.reshape(ev_x, dims)]

    def connection_pattern(self, node):
        fixed = [[True]]
        return fixed + [[False]] * (len(node.inputs) - 1)


reshape_op = Reshape()


# specs/shape.yaml:88
class Alloc(SpecOp):
    """An array of shape dims filled with value (broadcast to it)."""

    __props__ = ()
    origin = 'specs/shape.yaml:88'
    input_names = ('value', 'dims')
    output_names = ('out',)
    variadic = 1
    shape_args = ('shape', 'value')

    def make_node(self, value, *dims):
        value = self.checked_input(0, value, 'any', None)
        dims = [self.checked_input(1, v, 'int', 0) for v in dims]
        inputs = [value, *dims]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:value',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, value_shape, dims):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.broadcast_to_shape(value_shape, dims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, value, *dims):
        return np.full([int(d) for d in dims], value, dtype=value.dtype)

    def grad_terms(self, inputs, outputs, output_grads):
        value, *dims = inputs
        g_out, = output_grads
        return [ot.sum_to_shape(g_out, value), *(ot.disconnected(v) for k, v in enumerate(dims))]

    def R_op(self, inputs, eval_points):
        value, *dims = inputs
        ev_value, *ev_dims = eval_points
        return [ot.alloc(ev_value, dims)]

    def connection_pattern(self, node):
        fixed = [[True]]
        return fixed + [[False]] * (len(node.inputs) - 1)


alloc_op = Alloc()


# specs/shape.yaml:99
class BroadcastTo(SpecOp):
    """x broadcast to shape dims, as a read-only view."""

    __props__ = ()
    origin = 'specs/shape.yaml:99'
    input_names = ('x', 'dims')
    output_names = ('out',)
    variadic = 1
    shape_args = ('shape', 'value')
    view_map = {0: [0]}
    readonly_view = True

    def make_node(self, x, *dims):
        x = self.checked_input(0, x, 'any', None)
        dims = [self.checked_input(1, v, 'int', 0) for v in dims]
        inputs = [x, *dims]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, dims):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.broadcast_to_shape(x_shape, dims)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, *dims):
        return np.broadcast_to(x, [int(d) for d in dims])

    def grad_terms(self, inputs, outputs, output_grads):
        x, *dims = inputs
        g_out, = output_grads
        return [ot.sum_to_shape(g_out, x), *(ot.disconnected(v) for k, v in enumerate(dims))]

    def R_op(self, inputs, eval_points):
        x, *dims = inputs
        ev_x, *ev_dims = eval_points
        return [ot.broadcast_to(ev_x, dims)]

    def connection_pattern(self, node):
        fixed = [[True]]
        return fixed + [[False]] * (len(node.inputs) - 1)


broadcast_to_op = BroadcastTo()


# specs/shape.yaml:112
class SumToShape(SpecOp):
    """x summed over the dimensions along which it broadcasts against like (gradients of
    broadcasting)."""

    __props__ = ()
    origin = 'specs/shape.yaml:112'
    input_names = ('x', 'like')
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'SumToShape', 'body', inputs=(('x', 'any'), ('like', 'any')), outputs=(('out', 'input:x'),),
        shape_of=1, origin=origin, dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))
    shape_args = ('shape', 'shape')

    def make_node(self, x, like):
        x = self.checked_input(0, x, 'any', None)
        like = self.checked_input(1, like, 'any', None)
        inputs = [x, like]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, like_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.sum_to_shape_shape(x_shape, like_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, like):
        return np.array(ot.reduce_to_shape(x, like.shape), dtype=x.dtype)

    def grad_terms(self, inputs, outputs, output_grads):
        x, like = inputs
        g_out, = output_grads
        return [ot.second(x, g_out), ot.disconnected(like)]

    def R_op(self, inputs, eval_points):
        x, like = inputs
        ev_x, ev_like = eval_points
        return [None if ev_x is None else ot.sum_to_shape(ev_x, like)]

    def connection_pattern(self, node):
        return [[True], [False]]


sum_to_shape_op = SumToShape()


# specs/shape.yaml:175
class Join(SpecOp):
    """Concatenation of xs along axis."""

    __props__ = ('axis',)
    origin = 'specs/shape.yaml:175'
    input_names = ('xs',)
    output_names = ('out',)
    variadic = 0
    shape_args = ('shape',)

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, *xs):
        xs = [self.checked_input(0, v, 'any', None) for v in xs]
        inputs = [*xs]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, xs_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.join_shape(xs_shape, self.axis)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, *xs):
        return np.concatenate(xs, axis=self.axis)

    def grad_terms(self, inputs, outputs, output_grads):
        xs = list(inputs)
        g_out, = output_grads
        return [*ot.split_grad(g_out, xs, self.axis)]

    def R_op(self, inputs, eval_points):
        xs = list(inputs)
        ev_xs = list(eval_points)
        return [ot.concatenate(ot.fill_tangents(ev_xs, xs), self.axis)]


# specs/shape.yaml:188
class SliceAxis(SpecOp):
    """x[start:stop] along one axis (the gradient of Join), as a view."""

    __props__ = ('axis',)
    origin = 'specs/shape.yaml:188'
    input_names = ('x', 'start', 'stop')
    output_names = ('out',)
    shape_args = ('shape', 'value', 'value')
    view_map = {0: [0]}

    def __init__(self, axis):
        self.axis = convert_prop('int', 'axis', axis)

    def make_node(self, x, start, stop):
        x = self.checked_input(0, x, 'any', None)
        start = self.checked_input(1, start, 'int', 0)
        stop = self.checked_input(2, stop, 'int', 0)
        inputs = [x, start, stop]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, start, stop):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.slice_axis_shape(x_shape, self.axis, start, stop)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, start, stop):
        return ot.slice_axis_value(x, self.axis, start, stop)

    def grad_terms(self, inputs, outputs, output_grads):
        x, start, stop = inputs
        g_out, = output_grads
        return [ot.pad_axis(g_out, x, self.axis, start, stop), ot.disconnected(start), ot.disconnected(stop)]

    def R_op(self, inputs, eval_points):
        x, start, stop = inputs
        ev_x, ev_start, ev_stop = eval_points
        return [SliceAxis(axis=self.axis)(ev_x, start, stop)]

    def connection_pattern(self, node):
        return [[True], [False], [False]]


# specs/shape.yaml:200
class ViewOp(SpecOp):
    """x itself, returned as a view (an identity that keeps a distinct variable in the graph)."""

    __props__ = ()
    origin = 'specs/shape.yaml:200'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)
    view_map = {0: [0]}
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
        return x.view()

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        return [ev_x]


view_op = ViewOp()


# Rewrite rules declared under rewrites: in specs/shape.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/shape.yaml:53: broadcast_size(a, a) -> a',
    pattern=lambda: (broadcast_size, 'a', 'a'),
)
def broadcastsize_0(a):
    return a


@rewrite_rule(
    'specs/shape.yaml:53: broadcast_size(a, 1) -> a',
    pattern=lambda: (broadcast_size, 'a', 1),
)
def broadcastsize_1(a):
    return a


@rewrite_rule(
    'specs/shape.yaml:53: broadcast_size(1, a) -> a',
    pattern=lambda: (broadcast_size, 1, 'a'),
)
def broadcastsize_2(a):
    return a


@rewrite_rule(
    'specs/shape.yaml:67: x.T.T -> x',
    pattern=lambda: (TRANSPOSE, (TRANSPOSE, 'x')),
)
def dimshuffle_0(x):
    return x


@rewrite_rule(
    'specs/shape.yaml:84: reshape_op(x, *dims) -> x',
    pattern=lambda: (reshape_op, 'x', '*dims'),
    when=lambda x, dims: None not in shape(x) and shape(x) == value(dims),
)
def reshape_0(x, dims):
    return x
