# Generated from specs/linalg.yaml by `opspec generate`. Edit the spec, not this file.
"""Products of vectors and matrices, on numpy's BLAS."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/linalg.yaml', '1707ca1336b457eedfb351fb3e125dadc559af20e2f9e64a4ac678745067de05')

__all__ = [
    "Dot", "dot", "Matmul", "matmul", "Outer", "outer", "Einsum", "Gemm", "GemmInplace", "gemm",
]


# specs/linalg.yaml:3
class Dot(SpecOp):
    """numpy.dot of vectors and matrices."""

    __props__ = ()
    origin = 'specs/linalg.yaml:3'
    input_names = ('x', 'y')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def make_node(self, x, y):
        x = self.checked_input(0, x, 'number|bool', None)
        y = self.checked_input(1, y, 'number|bool', None)
        inputs = [x, y]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, y_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.dot_shape(x_shape, y_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, y):
        return ot.dot_value(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [ot.dot_grad_x(g_out, x, y), ot.dot_grad_y(g_out, x, y)]

    def R_op(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([dot(ev_x, y) if ev_x is not None else None, dot(x, ev_y) if ev_y is not None else None])]

    def flops(self, inputs, outputs):
        """Floating-point operations, from input and output values."""
        x, y = inputs
        out, = outputs
        return 2 * out.size * (x.shape[-1] if x.ndim else 1)


dot = Dot()


# specs/linalg.yaml:15
class Matmul(SpecOp):
    """x @ y, numpy.matmul semantics (stacks of matrices broadcast)."""

    __props__ = ()
    origin = 'specs/linalg.yaml:15'
    input_names = ('x', 'y')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def make_node(self, x, y):
        x = self.checked_input(0, x, 'number|bool', None)
        y = self.checked_input(1, y, 'number|bool', None)
        inputs = [x, y]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, y_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.matmul_shape(x_shape, y_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, y):
        return ot.matmul_value(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [ot.matmul_grad_x(g_out, x, y), ot.matmul_grad_y(g_out, x, y)]

    def R_op(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([None if ev_x is None else matmul(ev_x, y), None if ev_y is None else matmul(x, ev_y)])]

    def flops(self, inputs, outputs):
        """Floating-point operations, from input and output values."""
        x, y = inputs
        out, = outputs
        return 2 * out.size * x.shape[-1]


matmul = Matmul()


# specs/linalg.yaml:27
class Outer(SpecOp):
    """Outer product of two vectors."""

    __props__ = ()
    origin = 'specs/linalg.yaml:27'
    input_names = ('x', 'y')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def make_node(self, x, y):
        x = self.checked_input(0, x, 'number|bool', 1)
        y = self.checked_input(1, y, 'number|bool', 1)
        inputs = [x, y]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape, y_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[x_shape[0], y_shape[0]]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x, y):
        return np.outer(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [dot(g_out, y), dot(x, g_out)]

    def R_op(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([None if ev_x is None else outer(ev_x, y), None if ev_y is None else outer(x, ev_y)])]

    def flops(self, inputs, outputs):
        """Floating-point operations, from input and output values."""
        x, y = inputs
        out, = outputs
        return out.size


outer = Outer()


# specs/linalg.yaml:38
class Einsum(SpecOp):
    """numpy.einsum of xs with explicit subscripts ('ij,jk->ik'; opspec.tensor.einsum writes
    implicit and '...' forms out)."""

    __props__ = ('subscripts',)
    origin = 'specs/linalg.yaml:38'
    input_names = ('xs',)
    output_names = ('out',)
    variadic = 0
    shape_args = ('shape',)

    def __init__(self, subscripts):
        self.subscripts = convert_prop('str', 'subscripts', subscripts)

    def make_node(self, *xs):
        xs = [self.checked_input(0, v, 'number|bool', None) for v in xs]
        inputs = [*xs]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, xs_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.einsum_shape(self.subscripts, xs_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, *xs):
        return np.einsum(self.subscripts, *xs)

    def grad_terms(self, inputs, outputs, output_grads):
        xs = list(inputs)
        g_out, = output_grads
        return [*ot.einsum_grad(g_out, xs, self.subscripts)]


# specs/linalg.yaml:58
class Gemm(SpecOp):
    """z + x @ y for matrices of one float dtype by BLAS GEMM with beta = 1: z accumulates the
    product, no temporary; its rounding is BLAS's (z joins the first panel's partial sums),
    so only fast_math rewrites z + x @ y to it (opspec.rewriting.gemm)."""

    __props__ = ()
    origin = 'specs/linalg.yaml:58'
    input_names = ('z', 'x', 'y')
    output_names = ('out',)
    shape_args = ('shape', 'shape', 'shape')

    def make_node(self, z, x, y):
        z = self.checked_input(0, z, 'float', 2)
        x = self.checked_input(1, x, 'float', 2)
        y = self.checked_input(2, y, 'float', 2)
        inputs = [z, x, y]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, z_shape, x_shape, y_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.gemm_shape(z_shape, x_shape, y_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, z, x, y):
        return ot.gemm_value(z, x, y, self.inplace)

    def grad_terms(self, inputs, outputs, output_grads):
        z, x, y = inputs
        g_out, = output_grads
        return [g_out, dot(g_out, y.T), dot(x.T, g_out)]

    def R_op(self, inputs, eval_points):
        z, x, y = inputs
        ev_z, ev_x, ev_y = eval_points
        return [ot.add_terms([ev_z, None if ev_x is None else dot(ev_x, y), None if ev_y is None else dot(x, ev_y)])]

    def flops(self, inputs, outputs):
        """Floating-point operations, from input and output values."""
        z, x, y = inputs
        out, = outputs
        return 2 * out.size * x.shape[1] + out.size


class GemmInplace(Gemm):
    """Gemm writing its result into its input (z)."""

    destroy_map = {0: [0]}


Gemm.inplace_variant = GemmInplace
gemm = Gemm()
