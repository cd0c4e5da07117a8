"""PyTensor's ``tensor.nlinalg`` path: the numpy.linalg-backed ops and functions of
:mod:`opspec.tensor.linalg` under PyTensor's names."""
from opspec.ops.nlinalg import (  # noqa: F401
    Det, Eigh, Eigvalsh, Lstsq, MatrixInverse, MatrixPinv, QR, SLogDet, SVD, SVDVals, matrix_inverse,
)
from opspec.tensor.linalg import (  # noqa: F401
    det, eigh, eigvalsh, inv, kron, lstsq, matrix_power, multi_dot, norm, pinv, qr, slogdet, svd, tensordot, trace,
)

matrix_dot = multi_dot

__all__ = ["Det", "Eigh", "Eigvalsh", "Lstsq", "MatrixInverse", "MatrixPinv", "QR", "SLogDet", "SVD", "SVDVals",
           "det", "eigh", "eigvalsh", "inv", "kron", "lstsq", "matrix_dot", "matrix_inverse", "matrix_power", "norm",
           "pinv", "qr", "slogdet", "svd", "tensordot", "trace"]
