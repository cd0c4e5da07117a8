"""``opspec.tensor.linalg``: numpy.linalg's functions (and numpy's tensordot, einsum, kron,
cross, trace) over the ops of ``specs/nlinalg.yaml``, ``specs/slinalg.yaml`` and
``specs/linalg.yaml``. Functions numpy computes from other operations (norm, matrix_power,
tensordot, kron, cross) are graphs of ops here too, so their gradients come for free."""
from __future__ import annotations

import string

import numpy as np

from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.linalg_rules import matrix_transpose


def _ot():
    import opspec.tensor as ot
    return ot


def _stack_of_matrices(a, what, square=True):
    a = as_tensor_variable(a)
    if a.type.ndim < 2:
        raise np.linalg.LinAlgError(f"{what}: {a.type.ndim}-dimensional array given. Array must be at least "
                                    "two-dimensional")
    rows, cols = a.type.shape[-2:]
    if square and rows is not None and cols is not None and rows != cols:
        raise np.linalg.LinAlgError(f"{what}: last 2 dimensions of the array must be square")
    return a


def scipy_lapack_input(x):
    """``x`` as scipy.linalg computes it: float16, which LAPACK lacks, in float32 (numpy.linalg
    refuses float16 instead, and so do the ops: docs/shapes.md)."""
    x = as_tensor_variable(x)
    return _ot().cast(x, "float32") if x.type.dtype == "float16" else x


def inv(a):
    """``numpy.linalg.inv``."""
    return _ot().matrix_inverse(_stack_of_matrices(a, "inv"))


def pinv(a, rcond=None, hermitian=False):
    """``numpy.linalg.pinv``: singular values below ``rcond`` times the largest count as zero
    (numpy's default cut-off when None)."""
    rcond = -1.0 if rcond is None else float(rcond)
    return _ot().MatrixPinv(rcond=rcond, hermitian=hermitian)(_stack_of_matrices(a, "pinv", square=False))


def det(a):
    """``numpy.linalg.det``."""
    return _ot().det(_stack_of_matrices(a, "det"))


def slogdet(a):
    """``numpy.linalg.slogdet``: ``(sign, logabsdet)``."""
    return tuple(_ot().SLogDet()(_stack_of_matrices(a, "slogdet")))


def cholesky(a, lower=None, *, upper=False):
    """``numpy.linalg.cholesky``: the lower factor (the upper one with ``upper=True``);
    PyTensor's ``cholesky(x, lower=False)`` asks for the upper one too."""
    lower = not upper if lower is None else lower
    return _ot().Cholesky(lower=lower)(_stack_of_matrices(a, "cholesky"))


def eigh(a, UPLO="L"):
    """``numpy.linalg.eigh``: ``(eigenvalues, eigenvectors)``."""
    if UPLO not in ("L", "U"):
        raise ValueError("UPLO argument must be 'L' or 'U'")
    return tuple(_ot().Eigh(UPLO=UPLO)(_stack_of_matrices(a, "eigh")))


def eigvalsh(a, UPLO="L"):
    """``numpy.linalg.eigvalsh``."""
    if UPLO not in ("L", "U"):
        raise ValueError("UPLO argument must be 'L' or 'U'")
    return _ot().Eigvalsh(UPLO=UPLO)(_stack_of_matrices(a, "eigvalsh"))


def svd(a, full_matrices=True, compute_uv=True, hermitian=False):
    """``numpy.linalg.svd``: ``(u, s, vh)``, or ``s`` without ``compute_uv``."""
    a = _stack_of_matrices(a, "svd", square=False)
    if not compute_uv:
        return _ot().SVDVals()(a)
    return tuple(_ot().SVD(full_matrices=full_matrices)(a))


def svdvals(x, /):
    """``numpy.linalg.svdvals``."""
    return _ot().SVDVals()(_stack_of_matrices(x, "svdvals", square=False))


def qr(a, mode="reduced"):
    """``numpy.linalg.qr``: ``(q, r)`` for modes reduced and complete, ``r`` for mode r."""
    if mode not in ("reduced", "complete", "r"):
        raise ValueError(f"qr: mode {mode!r} is not supported (reduced, complete or r)")
    q, r = _ot().QR(mode="reduced" if mode == "r" else mode)(_stack_of_matrices(a, "qr", square=False))
    return r if mode == "r" else (q, r)


def solve(a, b, *, assume_a=None, lower=False, b_ndim=None, **_scipy_flags):
    """``numpy.linalg.solve``: ``b`` a vector (``(..., M)`` when it has one dimension) or a
    stack of matrices, batch axes broadcasting. PyTensor's keywords (scipy.linalg.solve's)
    are taken too: ``assume_a`` ('gen', 'sym', 'pos': by Cholesky) and ``b_ndim``
    (``check_finite`` and ``overwrite_*`` change nothing here)."""
    a = _stack_of_matrices(a, "solve")
    if assume_a == "pos":
        return cho_solve((cholesky(a, lower=lower), lower), b, b_ndim=b_ndim)
    if assume_a not in (None, "gen", "sym", "her"):
        raise ValueError(f"assume_a {assume_a!r} is not one of 'gen', 'sym', 'her', 'pos'")
    return _matrix_rhs(lambda rhs: _ot().solve_op(a, rhs), b, b_ndim)


def _matrix_rhs(solve_with, b, b_ndim):
    """``solve_with`` applied to ``b`` read as vectors (``b_ndim=1``) or matrices (2); by
    default a 1-d ``b`` is a vector, as numpy and scipy read it."""
    ot = _ot()
    b = as_tensor_variable(b)
    b_ndim = (1 if b.type.ndim == 1 else 2) if b_ndim is None else b_ndim
    if b_ndim not in (1, 2) or b.type.ndim < b_ndim:
        raise ValueError(f"b_ndim must be 1 or 2 and at most b's rank, got {b_ndim} for {b.type}")
    if b_ndim == 1:
        return solve_with(ot.expand_dims(b, -1))[..., 0]
    return solve_with(b)


def solve_triangular(a, b, *, trans=0, lower=False, unit_diagonal=False, b_ndim=None, **_scipy_flags):
    """scipy.linalg.solve_triangular: the solution of ``t @ x = b`` (``trans`` 1 or 'T':
    ``t.T @ x = b``) for ``t`` the lower or upper triangle of ``a``."""
    a, b = _stack_of_matrices(scipy_lapack_input(a), "solve_triangular"), scipy_lapack_input(b)
    if trans in (1, "T", 2, "C"):
        a, lower = matrix_transpose(a), not lower
    elif trans not in (0, "N"):
        raise ValueError(f"trans must be 0, 1, 2, 'N', 'T' or 'C', got {trans!r}")
    op = _ot().SolveTriangular(lower=lower, unit_diagonal=unit_diagonal)
    return _matrix_rhs(lambda rhs: op(a, rhs), b, b_ndim)


def cho_solve(c_and_lower, b, *, b_ndim=None, **_scipy_flags):
    """scipy.linalg.cho_solve: the solution of ``A @ x = b`` from the Cholesky factor
    ``(c, lower)`` of ``A``."""
    c, lower = c_and_lower
    c, b = _stack_of_matrices(scipy_lapack_input(c), "cho_solve"), scipy_lapack_input(b)
    op = _ot().CholeskySolve(lower=lower)
    return _matrix_rhs(lambda rhs: op(c, rhs), b, b_ndim)


def lstsq(a, b, rcond=None):
    """``numpy.linalg.lstsq``: ``(x, residuals, rank, s)``; residuals (the squared norms of
    ``b - a @ x``, per column) are empty unless ``a`` has full column rank and more rows
    than columns, as numpy gives them."""
    ot = _ot()
    a = as_tensor_variable(a)
    b = as_tensor_variable(b)
    if a.type.ndim != 2 or b.type.ndim not in (1, 2):
        raise np.linalg.LinAlgError("lstsq: a must be a matrix and b a vector or a matrix")
    column = b.type.ndim == 1
    bm = ot.expand_dims(b, -1) if column else b
    x = ot.Lstsq(rcond=-1.0 if rcond is None else float(rcond))(a, bm)
    s = ot.SVDVals()(a)
    m, n = ot.shape_i(a, 0), ot.shape_i(a, 1)
    if rcond is None:
        cutoff = np.finfo(s.type.dtype).eps * ot.cast(ot.maximum(m, n), s.type.dtype)
    else:
        cutoff = rcond
    rank = ot.cast(ot.sum(ot.gt(s, cutoff * ot.max(s))), "int32")      # LAPACK's integer, as numpy gives it
    full = ot.and_(ot.eq(rank, n), ot.gt(m, n))
    residuals = ot.sum(ot.sqr(bm - ot.matmul(a, x)), axis=0)
    residuals = residuals[:ot.switch(full, ot.shape_i(residuals, 0), 0)]
    return (x[:, 0] if column else x), residuals, rank, s


def matrix_power(a, n):
    """``numpy.linalg.matrix_power`` for an integer ``n``: repeated squaring (the inverse's
    powers for a negative ``n``, the identity for 0)."""
    ot = _ot()
    a = _stack_of_matrices(a, "matrix_power")
    if not isinstance(n, (int, np.integer)):
        raise TypeError("exponent must be an integer")
    if n == 0:
        return ot.zeros_like(a) + _eye_of(a)
    if n < 0:
        a, n = inv(a), -n
    result, square = None, a
    while n:
        if n & 1:
            result = square if result is None else ot.matmul(result, square)
        n >>= 1
        if n:
            square = ot.matmul(square, square)
    return result


def _eye_of(a):
    from opspec.tensor.linalg_rules import eye_like
    return eye_like(a)


def norm(x, ord=None, axis=None, keepdims=False):
    """``numpy.linalg.norm``: vector norms (``ord`` a number, inf, -inf, 0) over one axis,
    matrix norms ('fro', 'nuc', 1, -1, 2, -2, inf, -inf) over two; ``axis`` None is the
    2-norm of the flattened ``x`` (Frobenius for a matrix with ord 'fro' or None)."""
    ot = _ot()
    x = as_tensor_variable(x)
    if x.type.dtype.startswith(("int", "uint", "bool")):
        x = ot.cast(x, "float64")
    nd = x.type.ndim
    if axis is None:
        if ord is None or (ord in ("fro", "f") and nd == 2) or (ord == 2 and nd == 1):
            out = ot.sqrt(ot.sum(ot.sqr(ot.abs(x))))
            return ot.reshape(out, [1] * nd, ndim=nd) if keepdims else out
        if nd not in (1, 2):
            raise ValueError("Improper number of dimensions to norm.")
        axis = tuple(range(nd))
    axis = (axis,) if isinstance(axis, (int, np.integer)) else tuple(axis)
    axis = tuple(a % nd for a in axis)
    if len(axis) == 1:
        return _vector_norm(x, ord, axis[0], keepdims)
    if len(axis) == 2:
        return _matrix_norm(x, ord, axis, keepdims)
    raise ValueError("Improper number of dimensions to norm.")


def _vector_norm(x, ord, axis, keepdims):
    ot = _ot()
    a = ot.abs(x)
    if ord is None or ord == 2:
        return ot.sqrt(ot.sum(ot.sqr(a), axis=axis, keepdims=keepdims))
    if ord == np.inf:
        return ot.max(a, axis=axis, keepdims=keepdims)
    if ord == -np.inf:
        return ot.min(a, axis=axis, keepdims=keepdims)
    if ord == 0:
        return ot.cast(ot.sum(ot.neq(x, 0), axis=axis, keepdims=keepdims), x.type.dtype)
    if ord == 1:
        return ot.sum(a, axis=axis, keepdims=keepdims)
    if isinstance(ord, str):
        raise ValueError(f"Invalid norm order '{ord}' for vectors")
    return ot.sum(a ** ord, axis=axis, keepdims=keepdims) ** (1.0 / ord)


def _matrix_norm(x, ord, axis, keepdims):
    ot = _ot()
    row, col = axis
    if row == col:
        raise ValueError("Duplicate axes given.")
    if ord is None or ord in ("fro", "f"):
        out = ot.sqrt(ot.sum(ot.sqr(ot.abs(x)), axis=axis))
    elif ord in (2, -2, "nuc"):
        rest = [d for d in range(x.type.ndim) if d not in axis]
        s = svdvals(ot.transpose(x, rest + [row, col]))
        out = ot.max(s, axis=-1) if ord == 2 else ot.min(s, axis=-1) if ord == -2 else ot.sum(s, axis=-1)
    elif ord in (1, -1):
        sums = ot.sum(ot.abs(x), axis=row)
        c = col - 1 if col > row else col
        out = ot.max(sums, axis=c) if ord == 1 else ot.min(sums, axis=c)
    elif ord in (np.inf, -np.inf):
        sums = ot.sum(ot.abs(x), axis=col)
        r = row - 1 if row > col else row
        out = ot.max(sums, axis=r) if ord == np.inf else ot.min(sums, axis=r)
    else:
        raise ValueError("Invalid norm order for matrices.")
    if keepdims:
        out = ot.expand_dims(ot.expand_dims(out, min(axis)), max(axis))
    return out


def tensordot(a, b, axes=2):
    """``numpy.tensordot``: the sum of products over the last ``axes`` axes of ``a`` and the
    first of ``b``, or over the axes listed in ``axes = (a_axes, b_axes)``; an einsum."""
    a, b = as_tensor_variable(a), as_tensor_variable(b)
    if isinstance(axes, (int, np.integer)):
        if axes < 0 or axes > min(a.type.ndim, b.type.ndim):
            raise ValueError(f"tensordot: axes={axes} is more than the operands have")
        a_axes, b_axes = list(range(a.type.ndim - axes, a.type.ndim)), list(range(axes))
    else:
        a_axes, b_axes = ([x] if isinstance(x, (int, np.integer)) else list(x) for x in axes)
        if len(a_axes) != len(b_axes):
            raise ValueError("shape-mismatch for sum")
        a_axes = [k % a.type.ndim for k in a_axes]
        b_axes = [k % b.type.ndim for k in b_axes]
    letters = iter(string.ascii_letters)
    a_sub = [next(letters) for _ in range(a.type.ndim)]
    b_sub = [next(letters) for _ in range(b.type.ndim)]
    for i, j in zip(a_axes, b_axes):
        b_sub[j] = a_sub[i]
    out = [c for k, c in enumerate(a_sub) if k not in a_axes] + [c for k, c in enumerate(b_sub) if k not in b_axes]
    return _ot().Einsum(subscripts=f"{''.join(a_sub)},{''.join(b_sub)}->{''.join(out)}")(a, b)


def einsum(subscripts, *operands):
    """``numpy.einsum``: implicit (``"ij,jk"``) and ellipsis (``"...ij,...jk->...ik"``) forms
    are written out into the explicit subscripts of one Einsum op."""
    ot = _ot()
    operands = [as_tensor_variable(o) for o in operands]
    subscripts = subscripts.replace(" ", "")
    ins, arrow, out = subscripts.partition("->")
    ins = ins.split(",")
    if len(ins) != len(operands):
        raise ValueError(f"einsum: {subscripts!r} names {len(ins)} operands, {len(operands)} given")
    used = set(subscripts) - set(".,->")
    spare = iter(c for c in string.ascii_letters if c not in used)
    ell = "".join(next(spare) for _ in range(max([o.type.ndim for o in operands] + [0])))
    written, longest = [], ""
    for sub, o in zip(ins, operands):
        if "..." in sub:
            k = o.type.ndim - (len(sub) - 3)
            if k < 0:
                raise ValueError(f"einsum: operand {sub!r} has {o.type.ndim} dimensions")
            fill = ell[len(ell) - k:]
            longest = fill if len(fill) > len(longest) else longest
            sub = sub.replace("...", fill)
        if len(sub) != o.type.ndim:
            raise ValueError(f"einsum: operand {sub!r} has {o.type.ndim} dimensions")
        written.append(sub)
    if arrow:
        out = out.replace("...", longest)
    else:
        counts = {c: "".join(written).count(c) for c in "".join(written)}
        out = longest + "".join(sorted(c for c, n in counts.items() if n == 1 and c not in longest))
    return ot.Einsum(subscripts=",".join(written) + "->" + out)(*operands)


def kron(a, b):
    """``numpy.kron``: the block matrix of ``a[i, j] * b``, for operands of any rank (the
    smaller padded with leading axes of size 1)."""
    ot = _ot()
    a, b = as_tensor_variable(a), as_tensor_variable(b)
    nd = max(a.type.ndim, b.type.ndim)
    a = ot.reshape(a, [1] * (nd - a.type.ndim) + list(ot.shape_tuple(a)), ndim=nd) if a.type.ndim < nd else a
    b = ot.reshape(b, [1] * (nd - b.type.ndim) + list(ot.shape_tuple(b)), ndim=nd) if b.type.ndim < nd else b
    letters = string.ascii_letters
    sa, sb = letters[:nd], letters[nd:2 * nd]
    prod = ot.Einsum(subscripts=f"{sa},{sb}->{''.join(x + y for x, y in zip(sa, sb))}")(a, b)
    shape = [ot.shape_i(a, k) * ot.shape_i(b, k) for k in range(nd)]
    return ot.reshape(prod, shape, ndim=nd)


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """``numpy.cross`` of 3-vectors along an axis (not of 2-vectors, which numpy 2 deprecates)."""
    ot = _ot()
    if axis is not None:
        axisa = axisb = axisc = axis
    a = ot.moveaxis(as_tensor_variable(a), axisa, -1)
    b = ot.moveaxis(as_tensor_variable(b), axisb, -1)
    for v in (a, b):
        if v.type.shape[-1] not in (None, 3):
            raise ValueError("incompatible dimensions for cross product (dimension must be 3; numpy 2 "
                             "deprecates 2-vectors)")
    a0, a1, a2 = (a[..., k] for k in range(3))
    b0, b1, b2 = (b[..., k] for k in range(3))
    c = ot.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], axis=-1)
    return ot.moveaxis(c, -1, axisc)


def outer(x1, x2, /):
    """``numpy.linalg.outer`` of two vectors."""
    return _ot().outer(x1, x2)


def trace(a, offset=0, axis1=0, axis2=1, dtype=None):
    """``numpy.trace``: the sum along diagonal ``offset`` of axes ``axis1`` and ``axis2``."""
    ot = _ot()
    out = ot.sum(ot.ExtractDiag(offset=offset, axis1=axis1, axis2=axis2)(a), axis=-1)
    return out if dtype is None else ot.cast(out, dtype)


def matmul(x1, x2, /):
    """``numpy.linalg.matmul``."""
    return _ot().matmul(x1, x2)


def multi_dot(arrays):
    """``numpy.linalg.multi_dot``: the product of the matrices, left to right."""
    arrays = list(arrays)
    if len(arrays) < 2:
        raise ValueError("Expecting at least two arrays.")
    result = arrays[0]
    for m in arrays[1:]:
        result = _ot().dot(result, m)
    return result


LinAlgError = np.linalg.LinAlgError

__all__ = ["LinAlgError", "cho_solve", "cholesky", "cross", "det", "eigh", "eigvalsh", "einsum", "inv", "kron", "lstsq",
           "matmul", "matrix_power", "matrix_transpose", "multi_dot", "norm", "outer", "pinv", "qr", "slogdet",
           "solve", "solve_triangular", "svd", "svdvals", "tensordot", "trace"]
