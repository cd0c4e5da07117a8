"""PyTensor's ``tensor.slinalg`` path: scipy.linalg's names and signatures (``lower=``,
``b_ndim``, ``(c, lower)`` pairs) over the ops of ``specs/slinalg.yaml``, which compute on
numpy.linalg. Like scipy, these functions compute float16 in float32 (``scipy_lapack_input``),
where numpy.linalg and the ops refuse it."""
from __future__ import annotations

from opspec.ops.slinalg import Cholesky, CholeskySolve, Solve, SolveTriangular  # noqa: F401
from opspec.ops.nlinalg import Eigvalsh, QR  # noqa: F401
import opspec.tensor.linalg as _linalg
from opspec.tensor.linalg import cho_solve, scipy_lapack_input, solve_triangular  # noqa: F401  (scipy's names)


def cholesky(x, lower=True):
    """The lower (or upper) Cholesky factor of each matrix of ``x``, as scipy.linalg.cholesky."""
    return _linalg.cholesky(scipy_lapack_input(x), lower=lower)


def solve(a, b, *, assume_a="gen", lower=False, b_ndim=None, **scipy_flags):
    """The solution of ``a @ x = b``, as scipy.linalg.solve (``assume_a`` 'gen', 'sym' and
    'her' are solved as general systems, 'pos' by Cholesky)."""
    return _linalg.solve(scipy_lapack_input(a), scipy_lapack_input(b), assume_a=assume_a, lower=lower, b_ndim=b_ndim,
                         **scipy_flags)


def eigvalsh(a, b=None, lower=True):
    """Eigenvalues of each symmetric matrix of ``a`` (its lower triangle unless ``lower`` is
    false), as scipy.linalg.eigvalsh; the generalized problem (``b``) is not supported."""
    if b is not None:
        raise NotImplementedError("eigvalsh(a, b): the generalized eigenproblem needs scipy")
    return _linalg.eigvalsh(scipy_lapack_input(a), UPLO="L" if lower else "U")


def qr(a, mode="full"):
    """scipy.linalg.qr: ``(q, r)`` with a square ``q`` (mode full), the reduced pair (economic)
    or ``r`` alone (mode r)."""
    ops = {"full": "complete", "economic": "reduced", "r": "complete"}
    if mode not in ops:
        raise ValueError(f"qr: mode {mode!r} is not supported (full, economic or r)")
    q, r = QR(mode=ops[mode])(scipy_lapack_input(a))
    return (r,) if mode == "r" else (q, r)


__all__ = ["Cholesky", "CholeskySolve", "Eigvalsh", "QR", "Solve", "SolveTriangular", "cho_solve", "cholesky",
           "eigvalsh", "qr", "solve", "solve_triangular"]
