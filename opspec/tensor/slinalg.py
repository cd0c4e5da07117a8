"""PyTensor's ``tensor.slinalg`` path: scipy.linalg's names and signatures (``lower=``,
``b_ndim``, ``(c, lower)`` pairs) over the ops of ``specs/slinalg.yaml``, which compute on
numpy.linalg."""
from __future__ import annotations

from opspec.ops.slinalg import Cholesky, CholeskySolve, Solve, SolveTriangular  # noqa: F401
from opspec.ops.nlinalg import Eigvalsh, QR  # noqa: F401
from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.linalg import eigvalsh as _eigvalsh


def _ot():
    import opspec.tensor as ot
    return ot


def cholesky(x, lower=True):
    """The lower (or upper) Cholesky factor of each matrix of ``x``, as scipy.linalg.cholesky."""
    return Cholesky(lower=lower)(x)


def _matrix_rhs(solve_with, b, b_ndim):
    """``solve_with`` applied to ``b`` read as vectors (``b_ndim=1``) or matrices (2): scipy's
    default reads a 1-d ``b`` as a vector."""
    ot = _ot()
    b = as_tensor_variable(b)
    b_ndim = (1 if b.type.ndim == 1 else 2) if b_ndim is None else b_ndim
    if b_ndim not in (1, 2) or b.type.ndim < b_ndim:
        raise ValueError(f"b_ndim must be 1 or 2 and at most b's rank, got {b_ndim} for {b.type}")
    if b_ndim == 1:
        return solve_with(ot.expand_dims(b, -1))[..., 0]
    return solve_with(b)


def solve(a, b, *, assume_a="gen", lower=False, b_ndim=None, **_unused):
    """The solution of ``a @ x = b``, as scipy.linalg.solve (``assume_a`` 'gen', 'sym',
    'pos': every one is solved as a general system; 'pos' by Cholesky)."""
    if assume_a in ("pos",):
        return cho_solve((cholesky(a, lower=lower), lower), b, b_ndim=b_ndim)
    if assume_a not in ("gen", "sym", "her"):
        raise ValueError(f"assume_a {assume_a!r} is not one of 'gen', 'sym', 'her', 'pos'")
    return _matrix_rhs(lambda rhs: _ot().solve_op(a, rhs), b, b_ndim)


def solve_triangular(a, b, *, trans=0, lower=False, unit_diagonal=False, b_ndim=None, **_unused):
    """The solution of ``t @ x = b`` (``trans`` 1 or 'T': ``t.T @ x = b``) for ``t`` the lower or
    upper triangle of ``a``, as scipy.linalg.solve_triangular."""
    if trans in (1, "T", 2, "C"):
        from opspec.tensor.linalg_rules import matrix_transpose
        a, lower = matrix_transpose(a), not lower
    elif trans not in (0, "N"):
        raise ValueError(f"trans must be 0, 1, 2, 'N', 'T' or 'C', got {trans!r}")
    op = SolveTriangular(lower=lower, unit_diagonal=unit_diagonal)
    return _matrix_rhs(lambda rhs: op(a, rhs), b, b_ndim)


def cho_solve(c_and_lower, b, *, b_ndim=None, **_unused):
    """The solution of ``A @ x = b`` from the Cholesky factor ``(c, lower)`` of ``A``, as
    scipy.linalg.cho_solve."""
    c, lower = c_and_lower
    op = CholeskySolve(lower=lower)
    return _matrix_rhs(lambda rhs: op(c, rhs), b, b_ndim)


def eigvalsh(a, b=None, lower=True):
    """Eigenvalues of each symmetric matrix of ``a`` (its lower triangle unless ``lower`` is
    false), as scipy.linalg.eigvalsh; the generalized problem (``b``) is not supported."""
    if b is not None:
        raise NotImplementedError("eigvalsh(a, b): the generalized eigenproblem needs scipy")
    return _eigvalsh(a, UPLO="L" if lower else "U")


def qr(a, mode="full"):
    """scipy.linalg.qr: ``(q, r)`` with a square ``q`` (mode full), the reduced pair (economic)
    or ``r`` alone (mode r)."""
    ops = {"full": "complete", "economic": "reduced", "r": "complete"}
    if mode not in ops:
        raise ValueError(f"qr: mode {mode!r} is not supported (full, economic or r)")
    q, r = QR(mode=ops[mode])(a)
    return (r,) if mode == "r" else (q, r)


__all__ = ["Cholesky", "CholeskySolve", "Eigvalsh", "QR", "Solve", "SolveTriangular", "cho_solve", "cholesky",
           "eigvalsh", "qr", "solve", "solve_triangular"]
