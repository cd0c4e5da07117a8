"""Gradients and shapes of the ops of ``specs/nlinalg.yaml``, ``specs/slinalg.yaml`` and
``Einsum`` that one spec formula cannot say: a formula has no local names, and these reuse
one intermediate several times (or, for einsum, build subscripts).

Each gradient cites the identity it implements; ``opspec test`` checks each against finite
differences on the ops' samples.
"""
from __future__ import annotations

import string

import numpy as np

from opspec.graph.null_type import is_disconnected
from opspec.tensor import dims
from opspec.tensor.basic import matrix_transpose


def _ot():
    import opspec.tensor as ot
    return ot


def eye_like(x):
    """Identity matrices of the size of ``x``'s last two axes, in ``x``'s dtype, broadcastable
    against ``x``."""
    ot = _ot()
    x = ot.as_tensor_variable(x)
    n, m = ot.shape_i(x, -2), ot.shape_i(x, -1)
    return ot.eye(n, m, 0, dtype=x.type.dtype)


def or_zeros(g, like):
    """The output gradient ``g``, or zeros shaped like ``like`` when the cost does not use that
    output (its gradient is disconnected): gradients of ops with several outputs."""
    ot = _ot()
    if g is None or is_disconnected(g):
        dtype = like.type.dtype if like.type.dtype.startswith(("float", "complex")) else ot.floatX
        return ot.zeros_like(like, dtype=dtype)
    return g


def sym_tri_grad(g, lower):
    """The gradient with respect to a matrix of which only one triangle is read (as the
    symmetric matrix it stands for), from ``g``, the gradient with respect to that symmetric
    matrix as a general one: an entry off the diagonal stands for two, so it gets both
    ``g[i, j] + g[j, i]``; the other triangle gets zeros."""
    ot = _ot()
    both = g + matrix_transpose(g)
    return (ot.tril(both) if lower else ot.triu(both)) - g * eye_like(g)


def _off_diagonal_inverse(d):
    """``1 / d`` off the diagonal of the last two axes, 0 on it (where ``d`` is 0)."""
    eye = eye_like(d)
    return (1 - eye) / (d + eye)


def eigh_grad(x, w, v, g_w, g_v, lower):
    """Gradient of ``w, v = eigh(x)``. For ``A = V diag(w) V^T``: ``dw_i = v_i^T dA v_i`` and
    ``dV = V (F o V^T dA V)`` with ``F_ij = 1 / (w_j - w_i)`` (i != j, else 0) (Giles 2008,
    "An extended collection of matrix derivative results", 3.1), so
    ``Abar = V (diag(wbar) + F o V^T Vbar) V^T``, then folded onto the triangle read."""
    ot = _ot()
    g_w, g_v = or_zeros(g_w, w), or_zeros(g_v, v)
    f = _off_diagonal_inverse(ot.expand_dims(w, -2) - ot.expand_dims(w, -1))
    inner = v * ot.expand_dims(g_w, -2) + ot.matmul(v, f * ot.matmul(matrix_transpose(v), g_v))
    return sym_tri_grad(ot.matmul(inner, matrix_transpose(v)), lower)


def svd_grad(x, u, s, vh, g_u, g_s, g_vh):
    """Gradient of the thin ``u, s, vh = svd(x, full_matrices=False)`` of a real matrix
    (Townsend 2016, "Differentiating the singular value decomposition", eq. 36):
    ``Abar = U [J S + diag(sbar) + S K] V^T + (I - U U^T) Ubar S^-1 V^T + U S^-1 Vbar^T (I - V V^T)``
    with ``J = F o (U^T Ubar - Ubar^T U)``, ``K = F o (V^T Vbar - Vbar^T V)`` and
    ``F_ij = 1 / (s_j^2 - s_i^2)`` off the diagonal. Distinct nonzero singular values."""
    ot = _ot()
    g_u, g_s, g_vh = or_zeros(g_u, u), or_zeros(g_s, s), or_zeros(g_vh, vh)
    ut, v = matrix_transpose(u), matrix_transpose(vh)
    s2 = s * s
    f = _off_diagonal_inverse(ot.expand_dims(s2, -2) - ot.expand_dims(s2, -1))
    utgu = ot.matmul(ut, g_u)
    vtgv = ot.matmul(vh, matrix_transpose(g_vh))
    j = f * (utgu - matrix_transpose(utgu))
    k = f * (vtgv - matrix_transpose(vtgv))
    inner = (j * ot.expand_dims(s, -2) + eye_like(j) * ot.expand_dims(g_s, -2) + ot.expand_dims(s, -1) * k)
    core = ot.matmul(ot.matmul(u, inner), vh)
    left = ot.matmul(g_u - ot.matmul(u, utgu), vh / ot.expand_dims(s, -1))
    right = ot.matmul(u / ot.expand_dims(s, -2), g_vh - ot.matmul(ot.matmul(g_vh, v), vh))
    return core + left + right


def qr_grad(x, q, r, g_q, g_r):
    """Gradient of the reduced ``q, r = qr(x)`` (Walter and Lehmann 2018, "Algorithmic
    differentiation of linear algebra functions with application in optimum experimental
    design", and Liao et al. 2019, "Differentiable programming tensor networks"): for at least
    as many rows as columns, ``Abar = (Qbar + Q copyltu(M)) R^-T`` with ``M = R Rbar^T - Qbar^T Q``
    and ``copyltu(M) = tril(M) + tril(M, -1)^T``. A wide ``A = [X | Y]`` (``X`` square) has
    ``R = [U | V]`` with ``Y = Q V``: ``Ybar = Q Vbar``, and ``X`` the square formula with
    ``Qbar + Y Vbar^T``. One graph does both, splitting at ``k = min(m, n)`` (``Y`` is empty
    for a tall ``A``)."""
    ot = _ot()
    g_q, g_r = or_zeros(g_q, q), or_zeros(g_r, r)
    k = ot.minimum(ot.shape_i(x, -2), ot.shape_i(x, -1))
    y, u, g_u, g_v = x[..., k:], r[..., :k], g_r[..., :k], g_r[..., k:]
    g_x = _qr_grad_tall(q, u, g_q + ot.matmul(y, matrix_transpose(g_v)), g_u)
    return ot.concatenate([g_x, ot.matmul(q, g_v)], axis=-1)


def _qr_grad_tall(q, r, g_q, g_r):
    ot = _ot()
    m = ot.matmul(r, matrix_transpose(g_r)) - ot.matmul(matrix_transpose(g_q), q)
    copyltu = ot.tril(m) + matrix_transpose(ot.tril(m, -1))
    b = g_q + ot.matmul(q, copyltu)
    # X R^T = B  <=>  R X^T = B^T
    return matrix_transpose(ot.SolveTriangular(lower=False)(r, matrix_transpose(b)))


# --------------------------------------------------------------------------- einsum

def _parse_einsum(subscripts: str):
    """``"ij,jk->ik"`` as (["ij", "jk"], "ik"); explicit form only (opspec.tensor.einsum
    writes implicit and ellipsis forms out before making the op)."""
    if "->" not in subscripts or "." in subscripts:
        raise ValueError(f"Einsum takes explicit subscripts without ellipsis ('ij,jk->ik'), got {subscripts!r}")
    ins, out = subscripts.replace(" ", "").split("->")
    return ins.split(","), out


def matrices_shape(shape):
    """``shape`` itself, for an op on a stack of matrices: numpy.linalg's LinAlgError, when the
    graph is built, for fewer than two dimensions (the shape rules indexing ``shape[-2]`` raised
    IndexError there, where numpy raises LinAlgError)."""
    if len(shape) < 2:
        raise np.linalg.LinAlgError(f"{len(shape)}-dimensional array given. Array must be at least two-dimensional")
    return tuple(shape)


def square_matrices_shape(shape):
    """``shape`` itself, for an op on a stack of square matrices (inv, det, cholesky, eigh...):
    numpy.linalg's LinAlgError for fewer than two dimensions or unequal last two, now when the
    sizes are known, else when the shape is computed (docs/shapes.md)."""
    shape = matrices_shape(shape)
    return _guarded(shape, [(shape[-2], shape[-1])], "Last 2 dimensions of the array must be square",
                    np.linalg.LinAlgError)


def pinv_shape(shape, hermitian):
    """The shape of ``numpy.linalg.pinv(x, hermitian=hermitian)``: ``x``'s last two sizes
    swapped; hermitian (an eigendecomposition) needs square matrices, unless there are none
    (numpy returns an empty input's empty result first)."""
    shape = matrices_shape(shape)
    swapped = shape[:-2] + (shape[-1], shape[-2])
    if not hermitian:
        return swapped
    return _guarded(swapped, [], "Last 2 dimensions of the array must be square", np.linalg.LinAlgError,
                    alternatives=[(shape[-2], shape[-1])] + [(size, 0) for size in shape])


def solve_shape(a_shape, b_shape):
    """The shape of ``numpy.linalg.solve(a, b)`` for ``a`` a stack of square matrices and ``b``
    a stack of matrices (columns: right-hand sides) with ``a``'s size of rows, batch axes
    broadcasting (numpy's ValueError otherwise). A vector ``b`` is refused: numpy reads it as one
    right-hand side, which the solve ops' gradients do not (the functions pass ``b[..., None]``)."""
    a_shape = square_matrices_shape(a_shape)
    if len(b_shape) < 2:
        raise ValueError(f"solve: b has {len(b_shape)} dimensions; the op takes a stack of matrices (columns: "
                         "right-hand sides): give a vector v as v[..., None], or call opspec.tensor.linalg.solve")
    ndim = max(len(a_shape), len(b_shape)) - 2
    batch_pairs = list(zip(_padded(a_shape[:-2], ndim), _padded(b_shape[:-2], ndim)))
    guard = _guard([*a_shape, *b_shape], [(b_shape[-2], a_shape[-1])],
                   f"solve: a of shape {_text_shape(a_shape)} and b of shape {_text_shape(b_shape)} do not fit "
                   "(b's rows must be a's size, their batch axes must broadcast)", broadcast=batch_pairs)
    return tuple(_broadcast_size(x, y, guard) for x, y in batch_pairs) + (guard(a_shape[-1]), guard(b_shape[-1]))


def lstsq_shape(a_shape, b_shape):
    """The shape of the solution of ``numpy.linalg.lstsq(a, b)`` for matrices ``a`` and ``b``
    with as many rows (numpy's LinAlgError "Incompatible dimensions" otherwise)."""
    return _guarded((a_shape[1], b_shape[1]), [(a_shape[0], b_shape[0])], "Incompatible dimensions",
                    np.linalg.LinAlgError)


def einsum_shape(subscripts, shapes):
    """The shape of ``numpy.einsum(subscripts, *xs)`` from the operands' shapes: a letter
    repeated in one operand (a diagonal) needs equal sizes there; across operands its sizes
    broadcast (1 stretches). Both are checked wherever the shape is used, even for letters the
    output sums away (numpy's ValueError)."""
    ins, out = _parse_einsum(subscripts)
    if len(ins) != len(shapes):
        raise ValueError(f"einsum: {subscripts!r} names {len(ins)} operands, got {len(shapes)}")
    per_operand = []                    # one {letter: size} per operand
    equal = []                          # pairs of sizes a diagonal needs equal
    for letters, shape in zip(ins, shapes):
        if len(letters) != len(shape):
            raise ValueError(f"einsum: operand {letters!r} of {subscripts!r} has {len(shape)} dimensions")
        sizes = {}
        for letter, size in zip(letters, shape):
            if letter in sizes:
                equal.append((sizes[letter], size))
            else:
                sizes[letter] = size
        per_operand.append(sizes)
    broadcast, seen = [], {}
    for sizes in per_operand:
        for letter, size in sizes.items():
            if letter in seen:
                broadcast.append((seen[letter], size))
            else:
                seen[letter] = size
    message = f"einsum: operands of shapes {', '.join(_text_shape(s) for s in shapes)} do not fit {subscripts!r}"
    guard = _guard([size for sizes in per_operand for size in sizes.values()], equal, message, broadcast=broadcast)
    result = {}
    for sizes in per_operand:
        for letter, size in sizes.items():
            result[letter] = _broadcast_size(result[letter], size, guard) if letter in result else guard(size)
    return tuple(result[c] for c in out)


# ------------------------------------------------------------------ size checks
def _constant(size):
    """A size given as a scalar constant (of opspec or PyTensor: infer_shape's static sizes) as
    its int, so that a size known to be 1 broadcasts."""
    data = getattr(size, "data", None)
    return int(data) if isinstance(data, np.ndarray) and data.ndim == 0 and data.dtype.kind in "iu" else size


def _static(size):
    """``size`` where opspec can compare it; another library's symbolic size as unknown."""
    size = _constant(size)
    return size if dims.ours(size) else dims.UNKNOWN


def _guarded(shape, equal, message, error=ValueError, broadcast=(), alternatives=()):
    """``shape`` once the sizes of every pair in ``equal`` are equal, those of every pair in
    ``broadcast`` broadcast (equal, or one of them 1) and, if there are ``alternatives``, the
    sizes of one of those pairs are equal: dims.checked, so a shape that cannot be proven raises
    ``error`` when computed."""
    return tuple(map(_guard(shape, equal, message, error, broadcast, alternatives), shape))


def _guard(sizes, equal, message, error=ValueError, broadcast=(), alternatives=()):
    """The conditions of :func:`_guarded` on ``sizes``, as a function giving each of them checked
    (raising now when the conditions fail on known sizes); a size derived from checked ones
    is given back as it is, since it is computed after the check."""
    conditions = [lambda a=a, b=b: dims.compare("==", _static(a), _static(b)) for a, b in equal]
    if alternatives:
        conditions.append(lambda: dims.or_(*[lambda a=a, b=b: dims.compare("==", _static(a), _static(b))
                                             for a, b in alternatives]))
    conditions += [lambda a=a, b=b: dims.broadcasts(_static(a), _static(b)) for a, b in broadcast]
    ok = dims.and_(*conditions) if conditions else True
    sizes = list(sizes)
    if not dims.ours(*sizes):
        if ok is False:
            raise error(message)
        return lambda size: size
    pairs = list(zip(sizes, dims.checked(sizes, ok, message, error)))
    return lambda size: next((checked for raw, checked in pairs if raw is size), size)


def _broadcast_size(a, b, guard):
    """The broadcast of two sizes whose agreement ``guard`` checks (with the op's own message),
    computed after that check: a known size other than 1 is it; two of opspec's symbolic sizes
    broadcast by the algebra, so that a gradient summing back to either sees where its sizes
    came from (``kernels.sum_to_shape_shape``)."""
    n, m = _constant(a), _constant(b)

    def checked(size, value):       # the size checked, else its value (a constant's int)
        result = guard(size)
        return value if result is size else result
    if a is b or dims.known(m) and m == 1:
        return checked(a, n)
    if dims.known(n) and n == 1:
        return checked(b, m)
    if dims.known(n) or dims.known(m):        # a known size other than 1 is the broadcast
        return checked(a, n) if dims.known(n) else checked(b, m)
    if not dims.ours(n, m):         # PyTensor's sizes: its own ops check them
        return n
    return dims.broadcast(guard(a), b)


def _padded(shape, ndim):
    """``shape`` with leading 1s up to ``ndim`` sizes (numpy's broadcasting alignment)."""
    return (1,) * (ndim - len(shape)) + tuple(shape)


def _text(size) -> str:
    return str(int(size)) if dims.known(size) else "?"


def _text_shape(shape) -> str:
    return "(" + ", ".join(_text(s) for s in shape) + ")"


def einsum_grad(g_out, xs, subscripts):
    """Gradients of ``einsum(subscripts, *xs)``: the output is linear in each operand, so
    ``xbar_i = einsum(others..., out -> sub_i)(others..., g_out)`` (the transpose of a
    contraction is the contraction with the output's place swapped), with letters that only
    operand i has broadcast over, a repeated letter (a diagonal) put back on its diagonal, and
    a size-1 axis that numpy broadcast summed back, or spread along a contracted letter that
    numpy broadcast from size 1 in the other operands."""
    ot = _ot()
    ins, out = _parse_einsum(subscripts)
    grads = []
    for i, (sub, x) in enumerate(zip(ins, xs)):
        others = [s for j, s in enumerate(ins) if j != i] + [out]
        operands = [y for j, y in enumerate(xs) if j != i] + [g_out]
        seen = set("".join(others))
        unique = "".join(dict.fromkeys(sub))
        present = "".join(c for c in unique if c in seen)
        g = ot.Einsum(subscripts=",".join(others) + "->" + present)(*operands)
        free = iter(c for c in string.ascii_letters if c not in subscripts)
        terms, names, target = [g], [present], ""
        first = {}
        for pos, c in enumerate(sub):
            size = ot.shape_i(x, pos)
            if c not in first:
                first[c] = pos
                target += c
                # summed over in operand i alone, or of size 1 in the others: the gradient is constant along it
                if c not in seen or _may_stretch(c, pos, i, ins, xs, out):
                    terms.append(ot.ones([size], dtype=g.type.dtype))
                    names.append(c)
            else:                          # a diagonal: the gradient lives on it
                d = next(free)
                target += d
                terms.append(ot.eye(size, size, 0, dtype=g.type.dtype))
                names.append(c + d)
        if len(terms) > 1 or present != target:
            g = ot.Einsum(subscripts=",".join(names) + "->" + target)(*terms)
        grads.append(ot.sum_to_shape(g, x))      # a size-1 axis numpy broadcast against the others
    return grads


def _may_stretch(c, pos, i, ins, xs, out) -> bool:
    """Whether letter ``c`` (at ``pos`` of operand ``i``) may have size 1 in the other operands
    where operand i's is larger, as numpy broadcasts it: a contracted letter whose sizes in the
    others are not known to be other than 1 (an output letter's size is operand i's at least)."""
    if c in out or xs[i].type.shape[pos] == 1:
        return False
    return all(xs[j].type.shape[k] in (None, 1) for j, letters in enumerate(ins) if j != i
               for k, d in enumerate(letters) if d == c)


__all__ = ["matrix_transpose", "eye_like", "or_zeros", "sym_tri_grad", "eigh_grad", "svd_grad", "qr_grad",
           "matrices_shape", "square_matrices_shape", "pinv_shape", "solve_shape", "lstsq_shape", "einsum_shape", "einsum_grad"]
