# Generated from specs/subtensor.yaml by `opspec generate`. Edit the spec, not this file.
"""numpy indexing; the index structure is a prop, the index values are inputs."""
from __future__ import annotations

import opspec.tensor as ot
from opspec import kernels
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.casting import check_casting
from opspec.tensor.rules import OpPattern, Var, rewrite_rule
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/subtensor.yaml', '8323dd6f396c7fbbfdd35cb74ceb5383aa3c5d970a390ffb598d0008ba73fec5')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Subtensor", "IncSubtensor", "IncSubtensorInplace", "AdvancedSubtensor",
    "AdvancedIncSubtensor", "AdvancedIncSubtensorInplace", "Nonzero", "nonzero_op",
    "AdvancedSubtensor1", "advanced_subtensor1",
    "AdvancedIncSubtensor1", "AdvancedIncSubtensor1Inplace", "advanced_inc_subtensor1",
]


# specs/subtensor.yaml:4
class Subtensor(SpecOp):
    """x[key] for a basic key (integers, slices, newaxis), as a view."""

    __props__ = ('idx',)
    origin = 'specs/subtensor.yaml:4'
    input_names = ('x', 'scalars')
    output_names = ('out',)
    variadic = 1
    shape_args = ('shape', 'value')
    view_map = {0: [0]}

    def __init__(self, idx):
        self.idx = convert_prop('tuple', 'idx', idx)

    def make_node(self, x, *scalars):
        x = self.checked_input(0, x, 'any', None)
        scalars = [self.checked_input(1, v, 'int', 0) for v in scalars]
        inputs = [x, *scalars]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, scalars):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.subtensor_shape(x_shape, self.idx, scalars)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, *scalars):
        return x[ot.basic_index(self.idx, scalars)]

    def grad_terms(self, inputs, outputs, output_grads):
        x, *scalars = inputs
        g_out, = output_grads
        return [IncSubtensor(idx=self.idx, set=False)(ot.zeros_like(x, dtype=g_out.dtype), g_out, *scalars), *(ot.disconnected(v) for k, v in enumerate(scalars))]

    def R_op(self, inputs, eval_points):
        x, *scalars = inputs
        ev_x, *ev_scalars = eval_points
        return [Subtensor(idx=self.idx)(ev_x, *scalars)]

    def connection_pattern(self, node):
        fixed = [[True]]
        return fixed + [[False]] * (len(node.inputs) - 1)


# specs/subtensor.yaml:28
class IncSubtensor(SpecOp):
    """A copy of x with v added at (or, with set, written to) a basic key."""

    __props__ = ('idx', 'set')
    origin = 'specs/subtensor.yaml:28'
    input_names = ('x', 'v', 'scalars')
    output_names = ('out',)
    variadic = 2
    shape_args = ('shape', 'shape', 'value')

    def __init__(self, idx, set=False):
        self.idx = convert_prop('tuple', 'idx', idx)
        self.set = convert_prop('bool', 'set', set)

    def make_node(self, x, v, *scalars):
        x = self.checked_input(0, x, 'any', None)
        v = self.checked_input(1, v, 'any', None)
        scalars = [self.checked_input(2, v, 'int', 0) for v in scalars]
        inputs = [x, v, *scalars]
        if not self.set:
            check_casting(self, 'add', x, v, 'same_kind')
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, v_shape, scalars):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.inc_basic_shape(x_shape, v_shape, self.idx, scalars, self.set)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, v, *scalars):
        return ot.inc_basic_value(x, v, self.idx, scalars, self.set)

    def grad_terms(self, inputs, outputs, output_grads):
        x, v, *scalars = inputs
        g_out, = output_grads
        return [IncSubtensor(idx=self.idx, set=True)(g_out, ot.zeros_like(v), *scalars) if self.set else g_out, ot.sum_to_shape(Subtensor(idx=self.idx)(g_out, *scalars), v), *(ot.disconnected(v) for k, v in enumerate(scalars))]

    def R_op(self, inputs, eval_points):
        x, v, *scalars = inputs
        ev_x, ev_v, *ev_scalars = eval_points
        return [IncSubtensor(idx=self.idx, set=self.set)(*ot.fill_tangents([ev_x, ev_v], [x, v]), *scalars)]

    def connection_pattern(self, node):
        fixed = [[True], [True]]
        return fixed + [[False]] * (len(node.inputs) - 2)


class IncSubtensorInplace(IncSubtensor):
    """IncSubtensor writing its result into its input (x)."""

    destroy_map = {0: [0]}


IncSubtensor.inplace_variant = IncSubtensorInplace


# specs/subtensor.yaml:46
class AdvancedSubtensor(SpecOp):
    """x[key] for a key with integer index arrays (numpy's advanced indexing), as a copy."""

    __props__ = ('idx',)
    origin = 'specs/subtensor.yaml:46'
    input_names = ('x', 'indices')
    output_names = ('out',)
    variadic = 1
    shape_args = ('shape', 'shape')

    def __init__(self, idx):
        self.idx = convert_prop('tuple', 'idx', idx)

    def make_node(self, x, *indices):
        x = self.checked_input(0, x, 'any', None)
        indices = [self.checked_input(1, v, 'int', None) for v in indices]
        inputs = [x, *indices]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, indices_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.advanced_shape(x_shape, self.idx, indices_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, *indices):
        return x[ot.advanced_index(self.idx, indices)]

    def grad_terms(self, inputs, outputs, output_grads):
        x, *indices = inputs
        g_out, = output_grads
        return [AdvancedIncSubtensor(idx=self.idx, set=False)(ot.zeros_like(x, dtype=g_out.dtype), g_out, *indices), *(ot.disconnected(v) for k, v in enumerate(indices))]

    def R_op(self, inputs, eval_points):
        x, *indices = inputs
        ev_x, *ev_indices = eval_points
        return [AdvancedSubtensor(idx=self.idx)(ev_x, *indices)]

    def connection_pattern(self, node):
        fixed = [[True]]
        return fixed + [[False]] * (len(node.inputs) - 1)


# specs/subtensor.yaml:62
class AdvancedIncSubtensor(SpecOp):
    """A copy of x with v added at (set - written to) an advanced key; repeated indices accumulate."""

    __props__ = ('idx', 'set')
    origin = 'specs/subtensor.yaml:62'
    input_names = ('x', 'v', 'indices')
    output_names = ('out',)
    variadic = 2
    shape_args = ('shape', 'shape', 'shape')

    def __init__(self, idx, set=False):
        self.idx = convert_prop('tuple', 'idx', idx)
        self.set = convert_prop('bool', 'set', set)

    def make_node(self, x, v, *indices):
        x = self.checked_input(0, x, 'any', None)
        v = self.checked_input(1, v, 'any', None)
        indices = [self.checked_input(2, v, 'int', None) for v in indices]
        inputs = [x, v, *indices]
        if not self.set:
            check_casting(self, 'add', x, v, 'same_kind')
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, v_shape, indices_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.inc_advanced_shape(x_shape, v_shape, self.idx, indices_shape, self.set)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, v, *indices):
        return ot.inc_advanced_value(x, v, self.idx, indices, self.set)

    def grad_terms(self, inputs, outputs, output_grads):
        x, v, *indices = inputs
        g_out, = output_grads
        return [AdvancedIncSubtensor(idx=self.idx, set=True)(g_out, ot.zeros_like(v), *indices) if self.set else g_out, ot.sum_to_shape(AdvancedSubtensor(idx=self.idx)(g_out, *indices), v), *(ot.disconnected(v) for k, v in enumerate(indices))]

    def R_op(self, inputs, eval_points):
        x, v, *indices = inputs
        ev_x, ev_v, *ev_indices = eval_points
        return [AdvancedIncSubtensor(idx=self.idx, set=self.set)(*ot.fill_tangents([ev_x, ev_v], [x, v]), *indices)]

    def connection_pattern(self, node):
        fixed = [[True], [True]]
        return fixed + [[False]] * (len(node.inputs) - 2)


class AdvancedIncSubtensorInplace(AdvancedIncSubtensor):
    """AdvancedIncSubtensor writing its result into its input (x)."""

    destroy_map = {0: [0]}


AdvancedIncSubtensor.inplace_variant = AdvancedIncSubtensorInplace


# specs/subtensor.yaml:80
class Nonzero(SpecOp):
    """Indices of the nonzero elements of x, one row per dimension (boolean masks use it)."""

    __props__ = ()
    origin = 'specs/subtensor.yaml:80'
    input_names = ('x',)
    output_names = ('out',)

    def make_node(self, x):
        x = self.checked_input(0, x, 'any', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('int64',)]
        shapes = [(None,) * 2]
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def impl(self, x):
        return ot.nonzero_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.disconnected(x)]

    def connection_pattern(self, node):
        return [[False]]


nonzero_op = Nonzero()


# specs/subtensor.yaml:89
class AdvancedSubtensor1(SpecOp):
    """x[idx] for one integer vector on the first axis (rows of an embedding table), as a copy."""

    __props__ = ()
    origin = 'specs/subtensor.yaml:89'
    input_names = ('x', 'idx')
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'AdvancedSubtensor1', 'body', inputs=(('x', 'any'), ('idx', 'int64')),
        outputs=(('out', 'input:x'),), origin=origin,
        dtypes=kernels.rows('bool int64 bool', 'int8 int64 int8', 'int16 int64 int16', 'int32 int64 int32',
                            'int64 int64 int64', 'uint8 int64 uint8', 'uint16 int64 uint16',
                            'uint32 int64 uint32', 'uint64 int64 uint64', 'float32 int64 float32',
                            'float64 int64 float64'))
    shape_args = ('shape', 'shape')

    def make_node(self, x, idx):
        x = self.checked_input(0, x, 'any', None)
        idx = self.checked_input(1, idx, 'int64', 1)
        inputs = [x, idx]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, idx_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.advanced_shape(x_shape, (('array',),), [idx_shape])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, idx):
        return x[idx]

    def grad_terms(self, inputs, outputs, output_grads):
        x, idx = inputs
        g_out, = output_grads
        return [advanced_inc_subtensor1(ot.zeros_like(x, dtype=g_out.dtype), g_out, idx), ot.disconnected(idx)]

    def R_op(self, inputs, eval_points):
        x, idx = inputs
        ev_x, ev_idx = eval_points
        return [advanced_subtensor1(ev_x, idx)]

    def connection_pattern(self, node):
        return [[True], [False]]


advanced_subtensor1 = AdvancedSubtensor1()


# specs/subtensor.yaml:167
class AdvancedIncSubtensor1(SpecOp):
    """A copy of x with the rows of v added at (set - written to) rows idx; repeated rows
    accumulate."""

    __props__ = ('set',)
    origin = 'specs/subtensor.yaml:167'
    input_names = ('x', 'v', 'idx')
    output_names = ('out',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'AdvancedIncSubtensor1', 'body', inputs=(('x', 'any'), ('v', 'any'), ('idx', 'int64')),
        outputs=(('out', 'input:x'),), params=(kernels.Param('set', 'bool'),), origin=origin,
        dtypes=kernels.rows('bool bool int64 bool', 'int8 int8 int64 int8', 'int16 int16 int64 int16',
                            'int32 int32 int64 int32', 'int64 int64 int64 int64', 'uint8 uint8 int64 uint8',
                            'uint16 uint16 int64 uint16', 'uint32 uint32 int64 uint32',
                            'uint64 uint64 int64 uint64', 'float32 float32 int64 float32',
                            'float64 float64 int64 float64'))
    shape_args = ('shape', 'shape', 'shape')

    def __init__(self, set=False):
        self.set = convert_prop('bool', 'set', set)

    def make_node(self, x, v, idx):
        x = self.checked_input(0, x, 'any', None)
        v = self.checked_input(1, v, 'any', None)
        idx = self.checked_input(2, idx, 'int64', 1)
        inputs = [x, v, idx]
        if not self.set:
            check_casting(self, 'add', x, v, 'same_kind')
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, v_shape, idx_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.inc_rows_shape(x_shape, v_shape, idx_shape, self.set)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, v, idx):
        return ot.inc_rows_value(x, v, idx, self.set)

    def grad_terms(self, inputs, outputs, output_grads):
        x, v, idx = inputs
        g_out, = output_grads
        return [AdvancedIncSubtensor1(set=True)(g_out, ot.zeros_like(v), idx) if self.set else g_out, ot.sum_to_shape(advanced_subtensor1(g_out, idx), v), ot.disconnected(idx)]

    def R_op(self, inputs, eval_points):
        x, v, idx = inputs
        ev_x, ev_v, ev_idx = eval_points
        return [AdvancedIncSubtensor1(set=self.set)(*ot.fill_tangents([ev_x, ev_v], [x, v]), idx)]

    def connection_pattern(self, node):
        return [[True], [True], [False]]


class AdvancedIncSubtensor1Inplace(AdvancedIncSubtensor1):
    """AdvancedIncSubtensor1 writing its result into its input (x)."""

    destroy_map = {0: [0]}


AdvancedIncSubtensor1.inplace_variant = AdvancedIncSubtensor1Inplace
advanced_inc_subtensor1 = AdvancedIncSubtensor1()


# Rewrite rules declared under rewrites: in specs/subtensor.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/subtensor.yaml:17: Subtensor(idx=i)(x) -> x',
    pattern=lambda: (OpPattern(Subtensor, idx=Var('i')), 'x'),
    when=lambda i, x: all((e == ('slice', False, False, False) for e in i)),
)
def full_slice(i, x):
    return x
