# Generated from specs/nlinalg.yaml by `opspec generate`. Edit the spec, not this file.
"""Inverses, determinants and decompositions on numpy.linalg (stacks of matrices: the last two
    axes), as opspec.tensor.linalg / nlinalg call them."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.specop import SpecOp, convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/nlinalg.yaml', 'a643d92eb4bebbc1b8ee4e1162918b17bc18f2e1e0b739add32f1b8ff1b19b56')

__all__ = [
    "MatrixInverse", "matrix_inverse", "MatrixPinv", "matrixpinv", "Det", "det",
    "SLogDet", "slogdet", "Eigh", "eigh", "Eigvalsh", "eigvalsh", "SVD", "svd",
    "SVDVals", "svdvals", "QR", "qr", "Lstsq", "lstsq",
]


# specs/nlinalg.yaml:3
class MatrixInverse(SpecOp):
    """The inverse of each square matrix of x, as numpy.linalg.inv."""

    __props__ = ()
    origin = 'specs/nlinalg.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

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
        return np.linalg.inv(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [-ot.matmul(ot.matrix_transpose(out), ot.matmul(g_out, ot.matrix_transpose(out)))]

    def R_op(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [-ot.matmul(out, ot.matmul(ev_x, out))]


matrix_inverse = MatrixInverse()


# specs/nlinalg.yaml:19
class MatrixPinv(SpecOp):
    """The Moore-Penrose pseudo-inverse of each matrix of x, as numpy.linalg.pinv: singular values
    below rcond times the largest count as zero (negative: numpy's default cut-off);
    hermitian reads x as symmetric."""

    __props__ = ('rcond', 'hermitian')
    origin = 'specs/nlinalg.yaml:19'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, rcond=-1.0, hermitian=False):
        self.rcond = convert_prop('float', 'rcond', rcond)
        self.hermitian = convert_prop('bool', 'hermitian', hermitian)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-2]) + (x_shape[-1], x_shape[-2])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.linalg.pinv(x if self.hermitian else ot.svd_input(x), hermitian=self.hermitian) if self.rcond < 0 else np.linalg.pinv(x if self.hermitian else ot.svd_input(x), self.rcond, hermitian=self.hermitian)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [-ot.matmul(ot.matrix_transpose(out), ot.matmul(g_out, ot.matrix_transpose(out))) + ot.matmul(ot.matrix_transpose(g_out) - ot.matmul(x, ot.matmul(out, ot.matrix_transpose(g_out))), ot.matmul(out, ot.matrix_transpose(out))) + ot.matmul(ot.matmul(ot.matrix_transpose(out), out), ot.matrix_transpose(g_out) - ot.matmul(ot.matrix_transpose(g_out), ot.matmul(out, x)))]


matrixpinv = MatrixPinv()


# specs/nlinalg.yaml:41
class Det(SpecOp):
    """The determinant of each square matrix of x, as numpy.linalg.det."""

    __props__ = ()
    origin = 'specs/nlinalg.yaml:41'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-2])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.linalg.det(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [ot.expand_dims(ot.expand_dims(g_out * out, -1), -1) * ot.matrix_transpose(matrix_inverse(x))]


det = Det()


# specs/nlinalg.yaml:55
class SLogDet(SpecOp):
    """The sign and the log of the absolute value of the determinant of each square matrix of x, as
    numpy.linalg.slogdet."""

    __props__ = ()
    origin = 'specs/nlinalg.yaml:55'
    input_names = ('x',)
    output_names = ('sign', 'logabsdet')
    shape_args = ('shape',)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x', 'input:x')]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-2]), tuple(ot.matrices_shape(x_shape)[:-2])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return tuple(np.linalg.slogdet(x))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        sign, logabsdet = outputs
        g_sign, g_logabsdet = output_grads
        return [ot.expand_dims(ot.expand_dims(ot.or_zeros(g_logabsdet, logabsdet), -1), -1) * ot.matrix_transpose(matrix_inverse(x))]


slogdet = SLogDet()


# specs/nlinalg.yaml:68
class Eigh(SpecOp):
    """Eigenvalues (ascending) and eigenvectors of each symmetric matrix of x, of which only the
    UPLO triangle (L: lower, U: upper) is read, as numpy.linalg.eigh."""

    __props__ = ('UPLO',)
    origin = 'specs/nlinalg.yaml:68'
    input_names = ('x',)
    output_names = ('w', 'v')
    shape_args = ('shape',)

    def __init__(self, UPLO='L'):
        self.UPLO = convert_prop('str', 'UPLO', UPLO)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x', 'input:x')]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-1]), ot.matrices_shape(x_shape)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return tuple(np.linalg.eigh(x, UPLO=self.UPLO))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        w, v = outputs
        g_w, g_v = output_grads
        return [ot.eigh_grad(x, w, v, g_w, g_v, self.UPLO == 'L')]


eigh = Eigh()


# specs/nlinalg.yaml:83
class Eigvalsh(SpecOp):
    """Eigenvalues (ascending) of each symmetric matrix of x, of which only the UPLO triangle is
    read, as numpy.linalg.eigvalsh."""

    __props__ = ('UPLO',)
    origin = 'specs/nlinalg.yaml:83'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def __init__(self, UPLO='L'):
        self.UPLO = convert_prop('str', 'UPLO', UPLO)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-1])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.linalg.eigvalsh(x, UPLO=self.UPLO)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.sym_tri_grad(ot.matmul(Eigh(UPLO=self.UPLO)(x)[1] * ot.expand_dims(g_out, -2), ot.matrix_transpose(Eigh(UPLO=self.UPLO)(x)[1])), self.UPLO == 'L')]


eigvalsh = Eigvalsh()


# specs/nlinalg.yaml:98
class SVD(SpecOp):
    """The singular value decomposition u, s, vh of each matrix of x (x = u * s @ vh), as
    numpy.linalg.svd; full_matrices gives square u and vh."""

    __props__ = ('full_matrices',)
    origin = 'specs/nlinalg.yaml:98'
    input_names = ('x',)
    output_names = ('u', 's', 'vh')
    shape_args = ('shape',)

    def __init__(self, full_matrices=True):
        self.full_matrices = convert_prop('bool', 'full_matrices', full_matrices)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x', 'input:x', 'input:x')]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-1]) + (ot.dims.if_(self.full_matrices, lambda: x_shape[-2], lambda: ot.dims.minimum(x_shape[-2], x_shape[-1])),), tuple(ot.matrices_shape(x_shape)[:-2]) + (ot.dims.minimum(x_shape[-2], x_shape[-1]),), tuple(ot.matrices_shape(x_shape)[:-2]) + (ot.dims.if_(self.full_matrices, lambda: x_shape[-1], lambda: ot.dims.minimum(x_shape[-2], x_shape[-1])), x_shape[-1])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return tuple(np.linalg.svd(ot.svd_input(x), full_matrices=self.full_matrices))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        u, s, vh = outputs
        g_u, g_s, g_vh = output_grads
        return [ot.grad_undefined(SVD(full_matrices=True), 0, x, 'svd with full_matrices=True: the completed columns are arbitrary') if self.full_matrices else ot.svd_grad(x, u, s, vh, g_u, g_s, g_vh)]


svd = SVD()


# specs/nlinalg.yaml:119
class SVDVals(SpecOp):
    """The singular values (descending) of each matrix of x, as numpy.linalg.svdvals."""

    __props__ = ()
    origin = 'specs/nlinalg.yaml:119'
    input_names = ('x',)
    output_names = ('out',)
    shape_args = ('shape',)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-2]) + (ot.dims.minimum(x_shape[-2], x_shape[-1]),)]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return np.linalg.svd(ot.svd_input(x), compute_uv=False)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.matmul(SVD(full_matrices=False)(x)[0] * ot.expand_dims(g_out, -2), SVD(full_matrices=False)(x)[2])]


svdvals = SVDVals()


# specs/nlinalg.yaml:132
class QR(SpecOp):
    """The QR decomposition of each matrix of x, as numpy.linalg.qr: q with orthonormal columns and
    upper-triangular r; mode reduced (k = min(m, n) columns of q) or complete (square q)."""

    __props__ = ('mode',)
    origin = 'specs/nlinalg.yaml:132'
    input_names = ('x',)
    output_names = ('q', 'r')
    shape_args = ('shape',)

    def __init__(self, mode='reduced'):
        self.mode = convert_prop('str', 'mode', mode)

    def make_node(self, x):
        x = self.checked_input(0, x, 'float', None)
        inputs = [x]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('input:x', 'input:x')]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, x_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [tuple(ot.matrices_shape(x_shape)[:-1]) + (ot.dims.if_(ot.dims.compare('==', self.mode, 'complete'), lambda: x_shape[-2], lambda: ot.dims.minimum(x_shape[-2], x_shape[-1])),), tuple(ot.matrices_shape(x_shape)[:-2]) + (ot.dims.if_(ot.dims.compare('==', self.mode, 'complete'), lambda: x_shape[-2], lambda: ot.dims.minimum(x_shape[-2], x_shape[-1])), x_shape[-1])]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, x):
        return tuple(np.linalg.qr(x, mode=self.mode))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        q, r = outputs
        g_q, g_r = output_grads
        return [ot.grad_undefined(QR(mode=self.mode), 0, x, 'qr with mode=complete: the completed columns are arbitrary') if self.mode == 'complete' else ot.qr_grad(x, q, r, g_q, g_r)]


qr = QR()


# specs/nlinalg.yaml:153
class Lstsq(SpecOp):
    """The least-squares solution x of a @ x = b (a matrix b: one column per right-hand side), as
    numpy.linalg.lstsq's first result (opspec.tensor.linalg.lstsq builds the others); rcond:
    the cut-off of small singular values relative to the largest, negative for numpy's
    default (machine precision times max(m, n))."""

    __props__ = ('rcond',)
    origin = 'specs/nlinalg.yaml:153'
    input_names = ('a', 'b')
    output_names = ('x',)
    shape_args = ('shape', 'shape')

    def __init__(self, rcond=-1.0):
        self.rcond = convert_prop('float', 'rcond', rcond)

    def make_node(self, a, b):
        a = self.checked_input(0, a, 'float', 2)
        b = self.checked_input(1, b, 'float', 2)
        inputs = [a, b]
        dtypes = [self.output_dtype(rule, inputs) for rule in ('upcast',)]
        shapes = self.static_shapes(inputs)
        return Apply(self, inputs, self.make_outputs(dtypes, shapes))

    def output_shapes(self, a_shape, b_shape):
        """Output shapes from input shapes: static, symbolic or at run time."""
        return [[a_shape[1], b_shape[1]]]

    def infer_shape(self, fgraph, node, input_shapes):
        return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))

    def impl(self, a, b):
        return np.linalg.lstsq(ot.svd_input(a, 'SVD did not converge in Linear Least Squares'), b, rcond=None if self.rcond < 0 else self.rcond)[0]

    def grad_terms(self, inputs, outputs, output_grads):
        a, b = inputs
        x, = outputs
        g_x, = output_grads
        return [-ot.matmul(ot.matmul(ot.matrix_transpose(MatrixPinv()(a)), g_x), ot.matrix_transpose(x)) + ot.matmul(b - ot.matmul(a, x), ot.matrix_transpose(ot.matmul(MatrixPinv()(a), ot.matmul(ot.matrix_transpose(MatrixPinv()(a)), g_x)))) + ot.matmul(ot.matmul(ot.matrix_transpose(MatrixPinv()(a)), x), ot.matrix_transpose(g_x - ot.matmul(ot.matrix_transpose(a), ot.matmul(ot.matrix_transpose(MatrixPinv()(a)), g_x)))), ot.matmul(ot.matrix_transpose(MatrixPinv()(a)), g_x)]


lstsq = Lstsq()
