# Generated from specs/slinalg.yaml by `opspec generate`. Edit the spec, not this file.
"""Factorizations and linear solves with scipy.linalg's names (opspec.tensor.slinalg), computed
    on numpy.linalg (scipy is not a dependency); stacks of matrices broadcast over their
    leading axes."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/slinalg.yaml', 'fc63e19904fc38a8a649ccb964b1f9750b9f983e3357617643abffa4d2f6ffe6')

__all__ = [
    "Cholesky", "cholesky", "Solve", "solve_op", "SolveTriangular", "solvetriangular",
    "CholeskySolve", "choleskysolve",
]


# specs/slinalg.yaml:3
class Cholesky(SpecOp):
    """The Cholesky factor of each symmetric positive-definite matrix of x: lower L with x = L L^T
    (only the lower triangle is read), or with lower false upper U = L^T (only the upper
    triangle is read), as numpy.linalg.cholesky."""

    __props__ = ('lower',)
    origin = 'specs/slinalg.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, lower=True):
        self.lower = convert_prop('bool', 'lower', lower)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [ot.matrices_shape(x_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.linalg.cholesky(x, upper=not self.lower)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [ot.sym_tri_grad(ot.matmul(ot.matrix_transpose(ot.matrix_inverse(out if self.lower else ot.matrix_transpose(out))), ot.matmul(ot.tril(ot.matmul(ot.matrix_transpose(out if self.lower else ot.matrix_transpose(out)), g_out if self.lower else ot.matrix_transpose(g_out))) - 0.5 * ot.eye_like(out) * ot.matmul(ot.matrix_transpose(out if self.lower else ot.matrix_transpose(out)), g_out if self.lower else ot.matrix_transpose(g_out)), ot.matrix_inverse(out if self.lower else ot.matrix_transpose(out)))), self.lower)]


cholesky = Cholesky()


# specs/slinalg.yaml:27
class Solve(SpecOp):
    """The solution x of a @ x = b for each square matrix of a and matrix of b (columns: right-hand
    sides), batch axes broadcasting, as numpy.linalg.solve of a matrix b."""

    __props__ = ()
    origin = 'specs/slinalg.yaml:27'
    input_names = ('a', 'b')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def make_node(self, a, b):
        a = self.checked_input(0, a, 'float', None)
        b = self.checked_input(1, b, 'float', None)
        inputs = [a, b]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, a_shape, b_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.broadcast_shape(tuple(ot.matrices_shape(a_shape)[:-2]), tuple(b_shape[:-2]))) + (a_shape[-1], b_shape[-1])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, a, b):
        return np.linalg.solve(a, b)

    def grad_terms(self, inputs, outputs, output_grads):
        a, b = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.sum_to_shape(-ot.matmul(solve_op(ot.matrix_transpose(a), g_out), ot.matrix_transpose(out)), a), ot.sum_to_shape(solve_op(ot.matrix_transpose(a), g_out), b)]


solve_op = Solve()


# specs/slinalg.yaml:44
class SolveTriangular(SpecOp):
    """The solution x of t @ x = b for t the lower (or upper) triangle of each square matrix of a,
    with ones on the diagonal when unit_diagonal (the rest of a is not read), as
    scipy.linalg.solve_triangular; computed by numpy.linalg.solve of the triangle (an LU
    solve, O(n^3), not a substitution)."""

    __props__ = ('lower', 'unit_diagonal')
    origin = 'specs/slinalg.yaml:44'
    input_names = ('a', 'b')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def __init__(self, lower=False, unit_diagonal=False):
        self.lower = convert_prop('bool', 'lower', lower)
        self.unit_diagonal = convert_prop('bool', 'unit_diagonal', unit_diagonal)

    def make_node(self, a, b):
        a = self.checked_input(0, a, 'float', None)
        b = self.checked_input(1, b, 'float', None)
        inputs = [a, b]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, a_shape, b_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.broadcast_shape(tuple(ot.matrices_shape(a_shape)[:-2]), tuple(b_shape[:-2]))) + (a_shape[-1], b_shape[-1])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, a, b):
        return np.linalg.solve((np.tril if self.lower else np.triu)(a, (-1 if self.lower else 1) if self.unit_diagonal else 0) + self.unit_diagonal * np.eye(a.shape[-1], dtype=a.dtype), b)

    def grad_terms(self, inputs, outputs, output_grads):
        a, b = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.sum_to_shape((ot.tril if self.lower else ot.triu)(-ot.matmul(SolveTriangular(lower=not self.lower, unit_diagonal=self.unit_diagonal)(ot.matrix_transpose(a), g_out), ot.matrix_transpose(out)), (-1 if self.lower else 1) if self.unit_diagonal else 0), a), ot.sum_to_shape(SolveTriangular(lower=not self.lower, unit_diagonal=self.unit_diagonal)(ot.matrix_transpose(a), g_out), b)]


solvetriangular = SolveTriangular()


# specs/slinalg.yaml:64
class CholeskySolve(SpecOp):
    """The solution x of (L L^T) @ x = b for L the lower triangle of c (or of U^T U for U its upper
    triangle when lower is false), the factor numpy.linalg.cholesky gives, as
    scipy.linalg.cho_solve; two triangular solves."""

    __props__ = ('lower',)
    origin = 'specs/slinalg.yaml:64'
    input_names = ('c', 'b')
    output_names = ('out',)
    shape_args = ('shape', 'shape')

    def __init__(self, lower=True):
        self.lower = convert_prop('bool', 'lower', lower)

    def make_node(self, c, b):
        c = self.checked_input(0, c, 'float', None)
        b = self.checked_input(1, b, 'float', None)
        inputs = [c, b]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, c_shape, b_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.broadcast_shape(tuple(ot.matrices_shape(c_shape)[:-2]), tuple(b_shape[:-2]))) + (c_shape[-1], b_shape[-1])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, c, b):
        return np.linalg.solve(np.swapaxes(np.tril(c), -1, -2), np.linalg.solve(np.tril(c), b)) if self.lower else np.linalg.solve(np.triu(c), np.linalg.solve(np.swapaxes(np.triu(c), -1, -2), b))

    def grad_terms(self, inputs, outputs, output_grads):
        c, b = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.sum_to_shape(ot.tril(ot.matmul(-ot.matmul(CholeskySolve(lower=self.lower)(c, g_out), ot.matrix_transpose(out)) - ot.matmul(out, ot.matrix_transpose(CholeskySolve(lower=self.lower)(c, g_out))), ot.tril(c))) if self.lower else ot.triu(ot.matmul(ot.triu(c), -ot.matmul(CholeskySolve(lower=self.lower)(c, g_out), ot.matrix_transpose(out)) - ot.matmul(out, ot.matrix_transpose(CholeskySolve(lower=self.lower)(c, g_out))))), c), ot.sum_to_shape(CholeskySolve(lower=self.lower)(c, g_out), b)]


choleskysolve = CholeskySolve()
