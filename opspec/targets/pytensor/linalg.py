"""The linear algebra, einsum, sorting and searching of opspec's library in PyTensor's terms.

The library's ops (``specs/nlinalg.yaml``, ``specs/slinalg.yaml``, ``specs/sort.yaml``, ``Einsum``)
become PyTensor's own functions (``pt.linalg``, ``pt.einsum``, ``pt.sort``...), by class with
their props, as :mod:`.library` does for the rest of the library.

Their gradient helpers (:mod:`opspec.tensor.linalg_rules`: ``eigh_grad``, ``qr_grad``...) are
not written again: :func:`_on_pytensor` runs the very same functions with their namespace
(``opspec.tensor``) swapped for :data:`NAMESPACE`, PyTensor's spelling of the few names they use,
so one derivation builds both opspec and PyTensor graphs.
"""
from __future__ import annotations

import types

import numpy as np
import pytensor.tensor as pt
from pytensor.gradient import DisconnectedType

import opspec.tensor.linalg_rules as _rules
from opspec.targets.pytensor.dims import broadcast_size  # noqa: F401 (lib.broadcast_size)
from opspec.tensor.kernels import shape_along
# shapes: pure Python on sizes (ints, unknown, or PyTensor's symbolic sizes alike)
from opspec.tensor.linalg_rules import (einsum_shape, lstsq_shape, matrices_shape, pinv_shape, solve_shape,
                                        square_matrices_shape)
from opspec.tensor.reduction import single_axis


def _shape_i(x, i):
    return pt.as_tensor_variable(x).shape[i]


def _einsum(subscripts):
    """``pt.einsum`` of numpy's output dtype, the operands' result type (bool stays bool, int8
    int8): PyTensor sums a diagonal or a reduced axis in int64, where numpy.einsum does not."""
    def einsum(*xs):
        xs = [pt.as_tensor_variable(x) for x in xs]
        out = pt.einsum(subscripts, *xs)
        dtype = np.result_type(*[x.type.dtype for x in xs]).name
        return out if out.type.dtype == dtype else pt.cast(out, dtype)
    return einsum


def _solve_triangular(lower=False, unit_diagonal=False):
    return lambda a, b: pt.linalg.solve_triangular(a, b, lower=lower, unit_diagonal=unit_diagonal, b_ndim=2)


def sum_to_shape(term, like):
    """``term`` summed over the dimensions along which ``like`` broadcasts against it."""
    term, like = pt.as_tensor_variable(term), pt.as_tensor_variable(like)
    lead = term.type.ndim - like.type.ndim
    if lead < 0:
        return pt.shape_padleft(sum_to_shape(term, like[(0,) * -lead]), -lead)
    axes = list(range(lead)) + [lead + i for i, s in enumerate(like.type.shape)
                                if s == 1 and term.type.shape[lead + i] != 1]
    summed = pt.sum(term, axis=axes, keepdims=True) if axes else term
    return summed.reshape(pt.shape(like), ndim=like.type.ndim) if lead else summed


#: what the gradient helpers call of ``opspec.tensor`` (``ot.<name>``), in PyTensor
NAMESPACE = types.SimpleNamespace(
    as_tensor_variable=pt.as_tensor_variable, shape_i=_shape_i, eye=pt.eye, ones=pt.ones, zeros_like=pt.zeros_like,
    expand_dims=pt.expand_dims, matmul=pt.matmul, minimum=pt.minimum, concatenate=pt.concatenate,
    tril=pt.tril, triu=pt.triu, floatX=None, Einsum=_einsum, SolveTriangular=_solve_triangular,
    sum_to_shape=sum_to_shape)


def _is_disconnected(g) -> bool:
    return isinstance(g.type, DisconnectedType)


def _on_pytensor(module, overrides):
    """Every function of ``module``, bound to a copy of its globals with ``overrides``: the same
    code, calling PyTensor where it called opspec (helpers calling helpers stay on PyTensor)."""
    scope = dict(vars(module), **overrides)
    for name, value in list(scope.items()):
        if isinstance(value, types.FunctionType) and value.__module__ == module.__name__:
            scope[name] = types.FunctionType(value.__code__, scope, name, value.__defaults__, value.__closure__)
    return scope


def _namespace():
    import pytensor
    NAMESPACE.floatX = pytensor.config.floatX
    return NAMESPACE


_PT_RULES = _on_pytensor(_rules, {"_ot": _namespace, "matrix_transpose": pt.matrix_transpose,
                                  "is_disconnected": _is_disconnected})
eye_like, or_zeros, sym_tri_grad = _PT_RULES["eye_like"], _PT_RULES["or_zeros"], _PT_RULES["sym_tri_grad"]
eigh_grad, svd_grad, qr_grad = _PT_RULES["eigh_grad"], _PT_RULES["svd_grad"], _PT_RULES["qr_grad"]
einsum_grad = _PT_RULES["einsum_grad"]
matrix_transpose, tril, triu = pt.matrix_transpose, pt.tril, pt.triu
__all__ = ["matrices_shape", "square_matrices_shape", "pinv_shape", "solve_shape", "lstsq_shape",
           "eye_like", "or_zeros", "sym_tri_grad", "eigh_grad", "svd_grad", "qr_grad", "einsum_grad",
           "einsum_shape", "matrix_transpose", "tril", "triu", "shape_along", "single_axis"]


# ------------------------------------------------------------------ the ops, by class
def svd_checked(x, message="SVD did not converge"):
    """``x``, checked finite before PyTensor's SVD reads it, as opspec's svd_input checks it: with
    numpy before 2.5, LAPACK's SVD (which PyTensor's perform calls through numpy.linalg) never
    returns on some matrices holding an infinity; this raises numpy 2.5's LinAlgError instead.
    (PyTensor's Numba SVD raises LinAlgError itself; under JAX the check is dropped, as PyTensor
    drops every CheckAndRaise there, and XLA's SVD returns.)"""
    from pytensor.raise_op import CheckAndRaise
    x = pt.as_tensor_variable(x)
    if x.type.dtype not in ("float32", "float64", "complex64", "complex128"):
        return x            # numpy.linalg's own TypeError / casting decides
    return CheckAndRaise(np.linalg.LinAlgError, message)(x, ~pt.any(pt.isnan(x) | pt.isinf(x)))


def _pinv_cut(x, ratio):
    """The pseudo-inverse keeping singular values above ``ratio`` times the largest (numpy's rule)."""
    u, s, vh = pt.linalg.svd(svd_checked(x), full_matrices=False)
    keep = pt.gt(s, ratio * pt.max(s, axis=-1, keepdims=True))
    s_inv = pt.switch(keep, 1 / pt.switch(keep, s, 1), 0)
    return pt.matmul(pt.matrix_transpose(vh) * pt.expand_dims(s_inv, -2), pt.matrix_transpose(u))


def MatrixPinv(rcond=-1.0, hermitian=False):
    if rcond < 0:      # numpy's default cut-off, which PyTensor's pinv (numpy.linalg.pinv) keeps
        return lambda x: pt.linalg.pinv(x if hermitian else svd_checked(x), hermitian=hermitian)
    return lambda x: _pinv_cut(x, rcond)


def Lstsq(rcond=-1.0):
    """numpy.linalg.lstsq's solution: the pseudo-inverse of a (cut-off rcond, negative: numpy's
    machine precision times max(m, n)) times b."""
    def solve(a, b):
        a = pt.as_tensor_variable(a)
        ratio = rcond if rcond >= 0 else np.finfo(a.type.dtype if a.type.dtype.startswith("float") else "float64").eps \
            * pt.maximum(a.shape[-2], a.shape[-1])
        return pt.matmul(_pinv_cut(svd_checked(a, "SVD did not converge in Linear Least Squares"), ratio), b)
    return solve


def Eigh(UPLO="L"):
    """PyTensor's Eigh takes one matrix: Blockwise runs it on each of a stack."""
    from pytensor.tensor.blockwise import Blockwise
    from pytensor.tensor.nlinalg import Eigh as PyTensorEigh
    return Blockwise(PyTensorEigh(UPLO), signature="(m,m)->(m),(m,m)")


def Eigvalsh(UPLO="L"):
    return lambda x: Eigh(UPLO)(x)[0]


def SVD(full_matrices=True):
    return lambda x: pt.linalg.svd(svd_checked(x), full_matrices=full_matrices, compute_uv=True)


def svdvals(x):
    return pt.linalg.svd(svd_checked(x), compute_uv=False)


def QR(mode="reduced"):
    return lambda x: pt.linalg.qr(x, mode=mode)


def Cholesky(lower=True):
    return lambda x: pt.linalg.cholesky(x, lower=lower, on_error="raise")


def solve_op(a, b):
    return pt.linalg.solve(a, b, b_ndim=2)


SolveTriangular = _solve_triangular


def CholeskySolve(lower=True):
    return lambda c, b: pt.linalg.cho_solve((c, lower), b, b_ndim=2)


Einsum = _einsum


def Sort(axis=-1, kind="quicksort"):
    return lambda x: pt.sort(x, axis=axis, kind=kind)


def Argsort(axis=-1, kind="quicksort"):
    return lambda x: pt.argsort(x, axis=axis, kind=kind)


def Partition(kth, axis=-1):
    """Sorted is partitioned around every kth (the order within each side is unspecified)."""
    return lambda x: pt.sort(x, axis=axis)


def Argpartition(kth, axis=-1):
    return lambda x: pt.argsort(x, axis=axis)


def SearchSorted(side="left"):
    return lambda a, v: pt.searchsorted(a, v, side=side)


def _bincount(x, weights, minlength):
    """numpy.bincount as an increment of zeros (PyTensor's bincount takes the max of x, which an
    empty x does not have)."""
    x = pt.as_tensor_variable(x)
    length = pt.maximum(pt.max(pt.concatenate([x.astype("int64"), pt.constant([-1])])) + 1, minlength)
    ones = pt.ones_like(x, dtype="int64") if weights is None else pt.cast(weights, "float64")
    return pt.inc_subtensor(pt.zeros(length, dtype=ones.type.dtype)[x], ones)


def Bincount(minlength=0):
    return lambda x: _bincount(x, None, minlength)


def WeightedBincount(minlength=0):
    return lambda x, weights: _bincount(x, weights, minlength)


#: props whose values PyTensor's counterpart cannot take: {op: {prop: value}}
REFUSED_PROPS = {"Unique": {"equal_nan": False}}


def Unique(equal_nan=True):
    if not equal_nan:
        raise ValueError("PyTensor's unique merges NaNs (numpy's equal_nan=True); it has no equal_nan=False: "
                         "generate specs/sort.yaml with your specs to use its Unique")
    return lambda x: pt.unique(pt.as_tensor_variable(x).flatten(), return_index=True, return_inverse=True,
                               return_counts=True)


def TakeAlongAxis(axis):
    return lambda arr, indices: pt.take_along_axis(arr, indices, axis=axis)


def PutAlongAxis(axis, inc=False):
    """numpy.put_along_axis as an advanced set (inc: increment) of PyTensor: the indices along
    ``axis``, an aranged grid along every other axis."""
    def put(arr, indices, values):
        arr, indices = pt.as_tensor_variable(arr), pt.as_tensor_variable(indices)
        ndim, along = arr.type.ndim, axis % arr.type.ndim
        key = tuple(indices if d == along else
                    pt.arange(arr.shape[d]).reshape([-1 if e == d else 1 for e in range(ndim)], ndim=ndim)
                    for d in range(ndim))
        return (pt.inc_subtensor if inc else pt.set_subtensor)(arr[key], values)
    return put


def LogSumExp(axis=None, keepdims=False):
    return lambda x: logsumexp(x, axis=axis, keepdims=keepdims)


def logsumexp(x, axis=None, keepdims=False):
    """log(sum(exp(x))) shifted by the largest element (PyTensor's logsumexp is stable only
    after its FAST_RUN rewrites); an all -inf slice gives -inf, not NaN."""
    x = pt.as_tensor_variable(x)
    top = pt.max(x, axis=axis, keepdims=True)
    top = pt.switch(pt.isinf(top), 0, top)
    out = pt.log(pt.sum(pt.exp(x - top), axis=axis, keepdims=True)) + top
    return out if keepdims else pt.squeeze(out, axis=tuple(range(x.type.ndim)) if axis is None else axis)


__all__ += ["sum_to_shape", "MatrixPinv", "Lstsq", "Eigh", "Eigvalsh", "SVD", "svdvals", "QR", "Cholesky",
            "solve_op", "SolveTriangular", "CholeskySolve", "Einsum", "Sort", "Argsort", "Partition", "Argpartition",
            "SearchSorted", "Bincount", "WeightedBincount", "Unique", "TakeAlongAxis", "PutAlongAxis",
            "broadcast_size", "REFUSED_PROPS", "LogSumExp", "logsumexp"]
