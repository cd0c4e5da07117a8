"""Each numpy-named function of issue 23's linear algebra, sorting and construction against
numpy itself on shared random inputs: the same values and the same dtype. One table row per
call: (id, numpy call, opspec call, inputs); both calls get the same arrays (opspec's as
symbolic inputs of their dtype and rank)."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
import opspec.tensor.linalg as ol
import opspec.tensor.slinalg as osl

rng = np.random.default_rng(23)
M = rng.uniform(-1, 1, (3, 3)) + 3 * np.eye(3)          # well conditioned
SPD = M @ M.T
STACK = rng.uniform(-1, 1, (2, 3, 3)) + 3 * np.eye(3)
RECT = rng.uniform(-1, 1, (4, 3))
V = rng.uniform(-1, 1, 6)
V32 = V.astype(np.float32)
IV = rng.integers(0, 5, 7)
B = rng.uniform(-1, 1, (3, 2))
V3 = rng.uniform(-1, 1, (4, 3))
W3 = rng.uniform(-1, 1, (4, 3))
A0 = np.array(2.5)

CASES = [
    # linear algebra (numpy.linalg / numpy)
    ("inv", np.linalg.inv, ol.inv, [M]),
    ("inv-stack", np.linalg.inv, ol.inv, [STACK]),
    ("inv-f32", np.linalg.inv, ol.inv, [M.astype(np.float32)]),
    ("pinv", np.linalg.pinv, ol.pinv, [RECT]),
    ("pinv-rcond", lambda a: np.linalg.pinv(a, 0.5), lambda a: ol.pinv(a, 0.5), [np.diag([1.0, 0.1, 2.0])]),
    ("solve-pos", lambda a, b: np.linalg.solve(a, b), lambda a, b: ol.solve(a, b, assume_a="pos"), [SPD, B]),
    ("cholesky-pytensor-upper", lambda a: np.linalg.cholesky(a).T, lambda a: osl.cholesky(a, lower=False), [SPD]),
    ("det", np.linalg.det, ol.det, [STACK]),
    ("slogdet", lambda a: tuple(np.linalg.slogdet(a)), ol.slogdet, [M]),
    ("cholesky", np.linalg.cholesky, ol.cholesky, [SPD]),
    ("cholesky-upper", lambda a: np.linalg.cholesky(a, upper=True), lambda a: ol.cholesky(a, upper=True), [SPD]),
    ("solve-vector", np.linalg.solve, ol.solve, [M, V[:3]]),
    ("solve-matrix", np.linalg.solve, ol.solve, [STACK, B]),
    ("eigh", lambda a: tuple(np.linalg.eigh(a)), ol.eigh, [SPD]),
    ("eigvalsh", np.linalg.eigvalsh, ol.eigvalsh, [STACK]),
    ("svd", lambda a: tuple(np.linalg.svd(a, full_matrices=False)), lambda a: ol.svd(a, full_matrices=False), [RECT]),
    ("svdvals", lambda a: np.linalg.svd(a, compute_uv=False), lambda a: ol.svd(a, compute_uv=False), [RECT]),
    ("qr", lambda a: tuple(np.linalg.qr(a)), ol.qr, [RECT]),
    ("qr-r", lambda a: np.linalg.qr(a, mode="r"), lambda a: ol.qr(a, mode="r"), [RECT]),
    ("lstsq", lambda a, b: tuple(np.linalg.lstsq(a, b)), ol.lstsq, [RECT, V[:4]]),
    ("lstsq-wide", lambda a, b: tuple(np.linalg.lstsq(a, b)), ol.lstsq, [RECT.T, B]),
    ("norm", np.linalg.norm, ol.norm, [RECT]),
    ("norm-1-axis", lambda a: np.linalg.norm(a, 1, axis=0), lambda a: ol.norm(a, 1, axis=0), [RECT]),
    ("norm-inf-vec", lambda a: np.linalg.norm(a, np.inf), lambda a: ol.norm(a, np.inf), [V]),
    ("norm-3", lambda a: np.linalg.norm(a, 3), lambda a: ol.norm(a, 3), [V]),
    ("norm-nuc", lambda a: np.linalg.norm(a, "nuc"), lambda a: ol.norm(a, "nuc"), [RECT]),
    ("norm-2-mat", lambda a: np.linalg.norm(a, 2, keepdims=True), lambda a: ol.norm(a, 2, keepdims=True), [RECT]),
    ("norm-inf-mat", lambda a: np.linalg.norm(a, -np.inf, axis=(1, 0)), lambda a: ol.norm(a, -np.inf, axis=(1, 0)), [RECT]),
    ("matrix_power", lambda a: np.linalg.matrix_power(a, 5), lambda a: ol.matrix_power(a, 5), [M]),
    ("matrix_power-neg", lambda a: np.linalg.matrix_power(a, -2), lambda a: ol.matrix_power(a, -2), [STACK]),
    ("matrix_power-0", lambda a: np.linalg.matrix_power(a, 0), lambda a: ol.matrix_power(a, 0), [M]),
    ("tensordot", lambda a, b: np.tensordot(a, b, axes=([0], [1])), lambda a, b: ot.tensordot(a, b, axes=([0], [1])), [RECT, V3.T]),
    ("tensordot-2", np.tensordot, ot.tensordot, [STACK, M]),
    ("einsum-implicit", lambda a, b: np.einsum("ij,jk", a, b), lambda a, b: ot.einsum("ij,jk", a, b), [RECT, B]),
    ("einsum-ellipsis", lambda a, b: np.einsum("...ij,...jk->...ik", a, b),
     lambda a, b: ot.einsum("...ij,...jk->...ik", a, b), [STACK, B]),
    ("einsum-trace", lambda a: np.einsum("ii", a), lambda a: ot.einsum("ii", a), [M]),
    ("einsum-broadcast", lambda a, b: np.einsum("...ij,...jk", a, b), lambda a, b: ot.einsum("...ij,...jk", a, b),
     [STACK, B[None]]),
    ("kron", np.kron, ot.kron, [M, B]),
    ("kron-ranks", np.kron, ot.kron, [V[:2], B]),
    ("cross", np.cross, ot.cross, [V3, W3]),
    ("trace", np.trace, ot.trace, [RECT]),
    ("trace-int", lambda a: np.trace(a, 1), lambda a: ot.trace(a, 1), [IV.reshape(1, 7)]),
    ("matmul-broadcast", np.matmul, ot.matmul, [STACK[:, None], rng.uniform(size=(4, 3, 2))]),
    ("solve_triangular", lambda a, b: np.linalg.solve(np.tril(a), b), lambda a, b: osl.solve_triangular(a, b, lower=True), [M, B]),
    ("cho_solve", lambda c, b: np.linalg.solve(SPD, b), lambda c, b: osl.cho_solve((c, True), b), [np.linalg.cholesky(SPD), B]),
    # sorting and searching
    ("sort", np.sort, ot.sort, [STACK]),
    ("sort-none", lambda a: np.sort(a, axis=None), lambda a: ot.sort(a, axis=None), [STACK]),
    ("sort-int", np.sort, ot.sort, [IV]),
    ("argsort-stable", lambda a: np.argsort(a, stable=True), lambda a: ot.argsort(a, stable=True), [IV]),
    ("argsort-axis0", lambda a: np.argsort(a, axis=0, kind="stable"), lambda a: ot.argsort(a, axis=0, kind="stable"), [RECT]),
    ("partition-kth", lambda a: np.partition(a, 3)[3], lambda a: ot.partition(a, 3)[3], [V]),
    ("argpartition", lambda a: a[np.argpartition(a, 2)][2], lambda a: a[ot.argpartition(a, 2)][2], [V]),
    ("searchsorted", lambda a, v: np.searchsorted(a, v), ot.searchsorted, [np.sort(V), RECT]),
    ("searchsorted-right", lambda a, v: np.searchsorted(a, v, "right"), lambda a, v: ot.searchsorted(a, v, "right"),
     [np.sort(IV), IV]),
    ("bincount", np.bincount, ot.bincount, [IV]),
    ("bincount-weights", lambda x, w: np.bincount(x, w, minlength=9), lambda x, w: ot.bincount(x, w, minlength=9),
     [IV, V32[:1].repeat(7)]),
    ("unique", lambda a: tuple(np.unique(a, True, True, True)), lambda a: ot.unique(a, True, True, True), [IV.reshape(7, 1)]),
    ("unique-plain", np.unique, ot.unique, [V32]),
    ("unique-nan", lambda a: tuple(np.unique(a, return_counts=True, equal_nan=False)),
     lambda a: ot.unique(a, return_counts=True, equal_nan=False), [np.array([np.nan, 1.0, np.nan])]),
    ("take_along_axis", lambda a, i: np.take_along_axis(a, i, 1), lambda a, i: ot.take_along_axis(a, i, 1),
     [RECT, np.argsort(RECT, axis=1)]),
    ("put_along_axis", lambda a, i, v: (lambda c: (np.put_along_axis(c, i, v, 0), c)[1])(a.copy()),
     lambda a, i, v: ot.put_along_axis(a, i, v, 0), [RECT, np.array([[3, 0, 1]]), np.array(-1.0)]),
    ("one_hot", lambda x: np.eye(5)[x], lambda x: ot.one_hot(x, 5, dtype="float64"), [IV]),
    # construction and shape
    ("linspace", lambda: np.linspace(0, 1, 7), lambda: ot.linspace(0, 1, 7), []),
    ("linspace-noend", lambda a, b: np.linspace(a, b, 4, endpoint=False, axis=1),
     lambda a, b: ot.linspace(a, b, 4, endpoint=False, axis=1), [V[:3], W3[0]]),
    ("linspace-f32", lambda a: np.linspace(a, 2 * a, 3), lambda a: ot.linspace(a, 2 * a, 3), [V32[0]]),
    ("linspace-1", lambda: np.linspace(2, 5, 1), lambda: ot.linspace(2, 5, 1), []),
    ("linspace-int", lambda: np.linspace(-1, 0, 3, dtype=int), lambda: ot.linspace(-1, 0, 3, dtype=int), []),
    ("linspace-0", lambda: np.linspace(2, 5, 0), lambda: ot.linspace(2, 5, 0), []),
    ("identity", lambda: np.identity(3), lambda: ot.identity(3), []),
    ("identity-of-a-tensor-pytensor", lambda a: a.copy(), ot.identity, [RECT]),
    ("tril", lambda a: np.tril(a, -1), lambda a: ot.tril(a, -1), [STACK]),
    ("triu", np.triu, ot.triu, [RECT]),
    ("diagonal", lambda a: np.diagonal(a, 1, 1, 2), lambda a: ot.diagonal(a, 1, 1, 2), [STACK]),
    ("full", lambda a: np.full((2, 3), a), lambda a: ot.full((2, 3), a), [A0]),
    ("full-dtype", lambda: np.full(3, 7, dtype="int16"), lambda: ot.full(3, 7, dtype="int16"), []),
    ("full_like", lambda a: np.full_like(a, 4), lambda a: ot.full_like(a, 4), [IV]),
    ("ones_like", np.ones_like, ot.ones_like, [V32]),
    ("zeros_like", np.zeros_like, ot.zeros_like, [IV]),
    ("empty_like-shape", lambda a: np.zeros_like(a), ot.empty_like, [RECT]),
    ("repeat", lambda a: np.repeat(a, 2), lambda a: ot.repeat(a, 2), [RECT]),
    ("repeat-axis", lambda a: np.repeat(a, [1, 0, 3], axis=1), lambda a: ot.repeat(a, [1, 0, 3], axis=1), [RECT]),
    ("repeat-0d", lambda a: np.repeat(a, 3), lambda a: ot.repeat(a, 3), [A0]),
    ("tile", lambda a: np.tile(a, (2, 1, 2)), lambda a: ot.tile(a, (2, 1, 2)), [B]),
    ("tile-int", lambda a: np.tile(a, 3), lambda a: ot.tile(a, 3), [IV]),
    ("pad-constant", lambda a: np.pad(a, ((1, 0), (2, 1)), constant_values=7), lambda a: ot.pad(a, ((1, 0), (2, 1)), constant_values=7), [IV.reshape(1, 7)]),
    ("pad-edge", lambda a: np.pad(a, 2, "edge"), lambda a: ot.pad(a, 2, "edge"), [RECT]),
    ("pad-reflect", lambda a: np.pad(a, (2, 1), "reflect"), lambda a: ot.pad(a, (2, 1), "reflect"), [RECT]),
    ("pad-reflect-wide", lambda a: np.pad(a, (5, 7), "reflect"), lambda a: ot.pad(a, (5, 7), "reflect"), [V[:3]]),
    ("pad-reflect-1", lambda a: np.pad(a, 2, "reflect"), lambda a: ot.pad(a, 2, "reflect"), [V[:1]]),
    ("flip", np.flip, ot.flip, [STACK]),
    ("flip-axis", lambda a: np.flip(a, 1), lambda a: ot.flip(a, 1), [RECT]),
    ("roll", lambda a: np.roll(a, -5, axis=0), lambda a: ot.roll(a, -5, axis=0), [RECT]),
    ("roll-tuple", lambda a: np.roll(a, (1, 2), axis=(0, 1)), lambda a: ot.roll(a, (1, 2), axis=(0, 1)), [RECT]),
    ("roll-flat", lambda a: np.roll(a, 4), lambda a: ot.roll(a, 4), [RECT]),
    ("array_split", lambda a: tuple(np.array_split(a, 3)), lambda a: ot.array_split(a, 3), [IV]),
    ("array_split-idx", lambda a: tuple(np.array_split(a, [1, 3], axis=1)), lambda a: ot.array_split(a, [1, 3], axis=1), [RECT]),
    ("hstack", lambda a, b: np.hstack([a, b]), lambda a, b: ot.hstack([a, b]), [RECT, V3]),
    ("vstack", lambda a, b: np.vstack([a, b]), lambda a, b: ot.vstack([a, b]), [V[:3], RECT]),
    ("dstack", lambda a, b: np.dstack([a, b]), lambda a, b: ot.dstack([a, b]), [RECT, V3]),
    ("moveaxis", lambda a: np.moveaxis(a, 0, -1), lambda a: ot.moveaxis(a, 0, -1), [STACK[:, :2]]),
    ("swapaxes", lambda a: np.swapaxes(a, 0, 2), lambda a: ot.swapaxes(a, 0, 2), [STACK[:, :2]]),
    ("atleast_1d", np.atleast_1d, ot.atleast_1d, [A0]),
    ("atleast_2d", np.atleast_2d, ot.atleast_2d, [V]),
    ("atleast_3d", lambda a, b: tuple(np.atleast_3d(a, b)), ot.atleast_3d, [V, RECT]),
    ("broadcast_arrays", lambda a, b: tuple(np.broadcast_arrays(a, b)), ot.broadcast_arrays, [V3, W3[0]]),
    ("meshgrid", lambda a, b: tuple(np.meshgrid(a, b)), ot.meshgrid, [V[:2], V[:3]]),
    ("meshgrid-ij-sparse", lambda a, b, c: tuple(np.meshgrid(a, b, c, indexing="ij", sparse=True)),
     lambda a, b, c: ot.meshgrid(a, b, c, indexing="ij", sparse=True), [V[:2], V[:3], V[:4]]),
    ("where-1", lambda a: tuple(np.where(a)), lambda a: ot.where(a), [IV.reshape(7, 1) > 2]),
]


def _as_list(value):
    return list(value) if isinstance(value, (list, tuple)) else [value]


@pytest.mark.parametrize("name, np_fn, ot_fn, inputs", CASES, ids=[c[0] for c in CASES])
def test_matches_numpy(name, np_fn, ot_fn, inputs):
    symbols = [ot.tensor(dtype=a.dtype.name, shape=(None,) * a.ndim) for a in inputs]
    f = opspec.function(symbols, _as_list(ot_fn(*symbols)))
    got = f(*inputs)
    want = _as_list(np_fn(*inputs))
    assert len(got) == len(want)
    for g, w in zip(got, want):
        w = np.asarray(w)
        assert g.dtype == w.dtype, (name, g.dtype, w.dtype)
        assert g.shape == w.shape, (name, g.shape, w.shape)
        np.testing.assert_allclose(g, w, rtol=1e-5 if w.dtype == np.float32 else 1e-10, atol=1e-12)


def test_shape_rules_compare_string_props():
    """A shape rule comparing a str prop (QR's mode) compares strings, never builds an op."""
    from opspec.tensor import dims
    assert dims.compare("==", "complete", "complete") is True
    assert dims.compare("!=", "reduced", "complete") is True


GRAD_CASES = [
    ("tensordot", lambda a, b: ot.tensordot(a, b, axes=([0], [1])), [RECT, V3.T]),
    ("einsum-ellipsis", lambda a, b: ot.einsum("...ij,...jk->...ik", a, b), [STACK, B]),
    ("einsum-broadcast", lambda a, b: ot.einsum("...ij,...jk", a, b), [STACK, B[None]]),
    ("einsum-diagonal-and-free", lambda a, v: ot.einsum("iij,k->jk", a, v), [STACK.transpose(1, 2, 0), V[:2]]),
    ("kron", ot.kron, [M, B]),
    ("cross", ot.cross, [V3, W3]),
    ("norm-fro", ol.norm, [RECT]),
    ("norm-nuc", lambda a: ol.norm(a, "nuc"), [RECT]),
    ("norm-3-axis", lambda a: ol.norm(a, 3, axis=1), [RECT + 2]),
    ("matrix_power", lambda a: ol.matrix_power(a, -3), [M]),
    ("solve-vector", ol.solve, [STACK, V[:3]]),
    ("solve_triangular-trans", lambda a, b: osl.solve_triangular(a, b, trans=1, lower=True), [M, B]),
    ("cho_solve-vector", lambda c, b: osl.cho_solve((c, True), b), [np.linalg.cholesky(SPD), V[:3]]),
    ("lstsq", lambda a, b: ol.lstsq(a, b)[0] + ol.lstsq(a, b)[1].sum(), [RECT, V[:4]]),
    ("linspace", lambda a, b: ot.linspace(a, b, 5, axis=1), [V[:3], W3[0]]),
    ("repeat-counts", lambda a: ot.repeat(a, [2, 0, 1], axis=1), [RECT]),
    ("tile", lambda a: ot.tile(a, (2, 1, 2)), [B]),
    ("pad-reflect", lambda a: ot.pad(a, ((2, 1), (1, 0)), "reflect"), [RECT]),
    ("pad-reflect-wide", lambda a: ot.pad(a, (5, 4), "reflect"), [V[:3]]),
    ("pad-edge", lambda a: ot.pad(a, 2, "edge"), [RECT]),
    ("roll", lambda a: ot.roll(a, (1, -2), axis=(0, 1)), [RECT]),
    ("flip", ot.flip, [STACK]),
    ("sort-axis-none", lambda a: ot.sort(a, axis=None), [RECT]),
    ("take_along_axis", lambda a: ot.take_along_axis(a, np.array([[0, 0, 2]] * 4), 1), [RECT]),
]


@pytest.mark.parametrize("name, fn, inputs", GRAD_CASES, ids=[c[0] for c in GRAD_CASES])
def test_gradients_of_graph_functions(name, fn, inputs):
    """The functions built from ops differentiate through them (finite differences)."""
    from opspec.testing.gradient import verify_grad
    verify_grad(lambda *xs: _as_list(fn(*xs))[0], [np.array(x, dtype="float64") for x in inputs],
                rng=np.random.default_rng(0), n_tests=1)


# --- issue 23's elementwise functions and statistics: every dtype class -------------------------

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint64", "float16", "float32", "float64", "complex128"]
#: name -> values its domain holds (cast to each dtype); numpy and opspec get the same array
UNARY = {
    "tan": [0.0, 0.5, 1.0], "arcsin": [0.0, 0.5, 1.0], "arccos": [0.0, 0.5, 1.0], "arctan": [0.0, 2.0, -3.0],
    "sinh": [0.0, 1.0, -2.0], "cosh": [0.0, 1.0, -2.0], "arcsinh": [0.0, 1.0, -2.0], "arccosh": [1.0, 2.0, 3.0],
    "arctanh": [0.0, 0.5, 1.0], "exp2": [0.0, 3.0, -1.0], "log2": [1.0, 8.0, 0.5], "log10": [1.0, 100.0, 0.5],
    "cbrt": [8.0, -27.0, 0.5], "square": [1.0, -3.0, 2.5], "reciprocal": [1.0, 4.0, -0.5],
    "deg2rad": [180.0, -90.0, 1.0], "rad2deg": [3.0, -1.0, 0.5], "floor": [1.5, -1.5, 2.0], "ceil": [1.5, -1.5, 2.0],
    "trunc": [1.5, -1.5, 2.0], "rint": [1.5, 2.5, -0.5], "round": [1.5, 2.5, -0.5], "isnan": [np.nan, 1.0, np.inf],
    "isinf": [np.nan, 1.0, -np.inf], "isfinite": [np.nan, 1.0, np.inf], "signbit": [-0.0, 1.0, -2.0],
    "real": [1.0, -2.0, 0.5], "imag": [1.0, -2.0, 0.5], "conj": [1.0, -2.0, 0.5], "angle": [1.0, -2.0, 0.0],
    "bitwise_not": [0, 1, 5],
}
BINARY = {
    "arctan2": ([1.0, -1.0, 0.0], [2.0, -2.0, -1.0]), "hypot": ([3.0, 1.0, 0.0], [4.0, 1.0, 2.0]),
    "fmod": ([7.0, -7.0, 5.5], [3.0, 3.0, 2.0]), "remainder": ([7.0, -7.0, 5.5], [3.0, 3.0, 2.0]),
    "copysign": ([1.0, 2.0, 3.0], [-1.0, 0.0, 1.0]), "nextafter": ([1.0, 0.0, 2.0], [2.0, -1.0, 2.0]),
    "logaddexp": ([1.0, 2.0, 0.0], [1.0, -1.0, 3.0]), "logaddexp2": ([1.0, 2.0, 0.0], [1.0, -1.0, 3.0]),
    "left_shift": ([1, 3, 5], [1, 2, 0]), "right_shift": ([8, 3, 5], [1, 2, 0]),
    "gcd": ([12, 7, 0], [18, 3, 5]), "lcm": ([4, 7, 0], [6, 3, 5]),
    "bitwise_and": ([12, 7, 0], [10, 3, 5]), "bitwise_or": ([12, 7, 0], [10, 3, 5]),
    "bitwise_xor": ([12, 7, 0], [10, 3, 5]),
}


#: (name, dtype class) -> why opspec differs from numpy there, on purpose
DIVERGES = {
    ("reciprocal", "int"): "numpy's integer reciprocal truncates (0 for |x| > 1, garbage at 0): opspec's is a float",
    ("reciprocal", "bool"): "as for ints: a float",
    ("round", "int"): "round takes floats (ints computed in floatX); numpy keeps integers",
    ("round", "bool"): "as for ints: a float",
    ("square", "bool"): "sqr of bool is refused (Mul of bools), numpy squares in int8",
    ("conj", "bool"): "conj of bool stays bool, numpy's is int8",
    ("remainder", "bool"): "mod of bool is refused, numpy computes it in int8",
    ("fmod", "bool"): "fmod of bool is computed in floatX, numpy's in int8",
    ("left_shift", "bool"): "shifts of bool are refused, numpy shifts in int8",
    ("right_shift", "bool"): "shifts of bool are refused, numpy shifts in int8",
}


def _kind(dtype):
    return {"b": "bool", "i": "int", "u": "int", "f": "float", "c": "complex"}[np.dtype(dtype).kind]


def _numpy_or_none(fn, *arrays):
    """numpy's result, or None where numpy has no loop for the dtype (or it overflows a cast)."""
    try:
        with np.errstate(all="ignore"):
            return np.asarray(fn(*arrays))
    except (TypeError, ValueError, OverflowError):
        return None


def _arrays(values, dtype):
    with np.errstate(all="ignore"):
        return np.asarray(values, dtype="float64" if dtype != "bool" else None).astype(dtype) if dtype != "bool" \
            else np.asarray(values, dtype="float64").astype(bool)


@pytest.mark.parametrize("dtype", DTYPES)
def test_elementwise_match_numpy_for_every_dtype(dtype):
    """Each function numpy has a loop for gives numpy's values and dtype; one numpy refuses,
    opspec refuses too (a TypeError when the graph is built), never a silently different result."""
    cases = [(name, [_arrays(values, dtype)]) for name, values in UNARY.items()]
    cases += [(name, [_arrays(x, dtype), _arrays(y, dtype)]) for name, (x, y) in BINARY.items()]
    outputs, wants, names, symbols, values = [], [], [], [], []
    for name, arrays in cases:
        if (name, _kind(dtype)) in DIVERGES:
            continue
        want = _numpy_or_none(getattr(np, name), *arrays)
        syms = [ot.tensor(dtype=dtype, shape=(None,)) for _ in arrays]
        if want is None:    # refused when the graph is built, or (complex into a float op) when run
            with pytest.raises(TypeError):
                opspec.function(syms, getattr(ot, name)(*syms))(*arrays)
            continue
        if want.dtype.kind == "f" and _kind(dtype) in ("bool", "int"):
            # the library's rule for integers in float functions (DESIGN.md): computed in floatX
            want = _numpy_or_none(getattr(np, name), *[a.astype(opspec.config.floatX) for a in arrays])
        try:
            outputs.append(getattr(ot, name)(*syms))
        except TypeError:
            # the float functions' spec class refuses complex (tan, arcsin...), which numpy computes
            assert _kind(dtype) == "complex" and want.dtype.kind == "c", (name, dtype)
            continue
        wants.append(want)
        names.append(name)
        symbols += syms
        values += arrays
    got = opspec.function(symbols, outputs, on_unused_input="ignore")(*values)
    for name, g, w in zip(names, got, wants):
        assert g.dtype == w.dtype, (name, dtype, g.dtype, w.dtype)
        tol = {"float16": 1e-3, "float32": 1e-6}.get(w.dtype.name, 1e-12)
        np.testing.assert_allclose(g, w, rtol=tol, atol=tol, err_msg=f"{name} of {dtype}")


X = rng.uniform(-1, 1, (3, 4))
XN = X.copy()
XN[0, 1] = XN[2, :] = np.nan
I8 = rng.integers(-9, 9, (3, 4)).astype(np.int8)

STAT_CASES = [
    ("var", lambda a: np.var(a, axis=1), lambda a: ot.var(a, axis=1), [X]),
    ("var-ddof", lambda a: np.var(a, ddof=1), lambda a: ot.var(a, ddof=1), [X]),
    ("var-int", lambda a: np.var(a, axis=0), lambda a: ot.var(a, axis=0), [I8]),
    ("std", lambda a: np.std(a, axis=(0, 1), keepdims=True, ddof=2),
     lambda a: ot.std(a, axis=(0, 1), keepdims=True, ddof=2), [X.astype(np.float32)]),
    ("argmin", lambda a: np.argmin(a, axis=1), lambda a: ot.argmin(a, axis=1), [XN]),
    ("argmin-flat", np.argmin, ot.argmin, [I8]),
    ("nansum", lambda a: np.nansum(a, axis=1), lambda a: ot.nansum(a, axis=1), [XN]),
    ("nansum-int", np.nansum, ot.nansum, [I8]),
    ("nanmax", lambda a: np.nanmax(a, axis=0), lambda a: ot.nanmax(a, axis=0), [XN]),
    ("nanmin", lambda a: np.nanmin(a, axis=1, keepdims=True), lambda a: ot.nanmin(a, axis=1, keepdims=True), [X]),
    ("nanmax-int", np.nanmax, ot.nanmax, [I8]),
    ("ptp", lambda a: np.ptp(a, axis=0), lambda a: ot.ptp(a, axis=0), [I8]),
    ("cumprod", lambda a: np.cumprod(a, axis=1), lambda a: ot.cumprod(a, axis=1), [X]),
    ("cummax", lambda a: np.maximum.accumulate(a, axis=1), lambda a: ot.cummax(a, axis=1), [XN]),
    ("cummin-flat", lambda a: np.minimum.accumulate(a.ravel()), ot.cummin, [I8]),
    ("diff", lambda a: np.diff(a, 2), lambda a: ot.diff(a, 2), [X]),
    ("diff-axis0", lambda a: np.diff(a, axis=0), lambda a: ot.diff(a, axis=0), [I8]),
    ("median", lambda a: np.median(a, axis=1), lambda a: ot.median(a, axis=1), [X]),
    ("median-int", np.median, ot.median, [I8]),
    ("quantile", lambda a: np.quantile(a, [0.1, 0.9], axis=0), lambda a: ot.quantile(a, [0.1, 0.9], axis=0), [X]),
    ("quantile-nearest", lambda a: np.quantile(a, 0.3, method="nearest"),
     lambda a: ot.quantile(a, 0.3, method="nearest"), [X]),
    ("all-axes", lambda a: np.all(a, axis=(0, 1)), lambda a: ot.all(a, axis=(0, 1)), [I8]),
    ("any-axes", lambda a: np.any(a > 0, axis=(1, 0), keepdims=True),
     lambda a: ot.any(a > 0, axis=(1, 0), keepdims=True), [X]),
    ("mean", lambda a: np.mean(a, axis=(0, 1)), lambda a: ot.mean(a, axis=(0, 1)), [X]),
]


@pytest.mark.parametrize("name, np_fn, ot_fn, inputs", STAT_CASES, ids=[c[0] for c in STAT_CASES])
def test_statistics_match_numpy(name, np_fn, ot_fn, inputs):
    with np.errstate(all="ignore"):
        test_matches_numpy(name, np_fn, ot_fn, inputs)


@pytest.mark.parametrize("fn", [lambda a: ot.var(a, axis=1, ddof=1), lambda a: ot.std(a, axis=0),
                                lambda a: ot.nansum(a, axis=1), lambda a: ot.ptp(a, axis=1),
                                lambda a: ot.diff(a, 2, axis=1)], ids=["var", "std", "nansum", "ptp", "diff"])
def test_statistics_gradients(fn):
    from opspec.testing.gradient import verify_grad
    verify_grad(fn, [X.copy()], rng=np.random.default_rng(0), n_tests=1)


def _running_source(lane, mode):
    """Per position i of a 1-d lane: the element cummax/cummin copies there, read off the prefix:
    its last nan if it has one, else the last position of its extreme (the last of ties)."""
    out = []
    for i in range(len(lane)):
        prefix = lane[:i + 1]
        nans = np.flatnonzero(np.isnan(prefix))
        extreme = (np.max if mode == "max" else np.min)(prefix)
        out.append(nans[-1] if nans.size else np.flatnonzero(prefix == extreme)[-1])
    return out


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_cummax_cummin_gradient_goes_to_the_element_each_output_copies(data):
    """cummax / cummin route each output's gradient to the element it copies (ties and nans
    included), along any axis or the flattened array: what the prefix says, position by position."""
    shape = data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=3), label="shape")
    x = np.array(data.draw(st.lists(st.sampled_from([0.0, 1.0, 2.0, -1.0, np.nan]), min_size=int(np.prod(shape)),
                                    max_size=int(np.prod(shape))))).reshape(shape)
    w = np.arange(1.0, x.size + 1).reshape(x.shape)     # a distinct weight per output: sums reveal the routing
    axis = data.draw(st.sampled_from([None] + list(range(-len(shape), len(shape)))), label="axis")
    mode = data.draw(st.sampled_from(["max", "min"]), label="mode")
    xs = ot.tensor("float64", (None,) * x.ndim)
    out = (ot.cummax if mode == "max" else ot.cummin)(xs, axis=axis)
    weights = w.ravel() if axis is None else w
    got = opspec.function([xs], opspec.grad((out * weights).sum(), xs), mode="FAST_COMPILE")(x)
    want = np.zeros(x.size)
    lanes = x.reshape(1, -1) if axis is None else np.moveaxis(x, axis, -1).reshape(-1, x.shape[axis])
    lane_weights = weights.reshape(1, -1) if axis is None else np.moveaxis(w, axis, -1).reshape(lanes.shape)
    flat_index = np.arange(x.size).reshape(x.shape)
    index_lanes = flat_index.reshape(1, -1) if axis is None else np.moveaxis(flat_index, axis, -1).reshape(lanes.shape)
    for lane, lw, idx in zip(lanes, lane_weights, index_lanes):
        for i, j in enumerate(_running_source(lane, mode)):
            want[idx[j]] += lw[i]
    np.testing.assert_array_equal(got.ravel(), want)


def test_cummax_gradient_of_integers_is_zero():
    n = ot.lvector("n")
    x = ot.dvector("x")
    cost = (ot.cummax(ot.cast(x, "int64") + n) * x).sum()
    np.testing.assert_array_equal(opspec.function([x, n], opspec.grad(cost, x))([1.0, 3.0, 2.0], [0, 0, 0]),
                                  [1.0, 3.0, 3.0])


# ------------------------------------------------------------------ numpy's errors and quirks, when built
# (found by tests/fuzz: the shape rules indexed shape[-2] or took axis % ndim, raising IndexError or
# ZeroDivisionError where numpy raises LinAlgError or AxisError)
STACKS_OF_MATRICES = [ol.inv, ol.pinv, ol.det, ol.slogdet, ol.eigh, ol.eigvalsh, ol.svd, ol.qr, ol.cholesky,
                      lambda x: ol.svd(x, compute_uv=False)]


@pytest.mark.parametrize("fn", STACKS_OF_MATRICES, ids=lambda f: getattr(f, "__name__", "svdvals"))
@pytest.mark.parametrize("ndim", [0, 1])
def test_linalg_of_fewer_than_two_dimensions_is_numpys_linalg_error_when_built(fn, ndim):
    x = ot.tensor("x", dtype="float64", shape=(None,) * ndim)
    with pytest.raises(np.linalg.LinAlgError, match=f"{ndim}-dimensional array given"):
        fn(x)


def test_sorts_and_gathers_of_a_0d_array_as_numpy():
    x = ot.dscalar("x")
    value = np.array(2.5)
    for fn, np_fn in [(ot.argsort, np.argsort), (lambda v: ot.argpartition(v, 0), lambda v: np.argpartition(v, 0))]:
        got = opspec.function([x], fn(x))(value)
        np.testing.assert_array_equal(got, np_fn(value))
        assert got.dtype == np_fn(value).dtype and got.shape == (1,)
    for fn in [ot.sort, lambda v: ot.partition(v, 0), lambda v: ot.take_along_axis(v, np.array(0), 0)]:
        with pytest.raises(np.exceptions.AxisError):
            fn(x)
    with pytest.raises(ValueError, match="same number of dimensions"):     # numpy's error, when built
        ot.take_along_axis(ot.tensor4("a"), ot.ltensor3("i"), -1)


@pytest.mark.parametrize("arr_ndim, indices_ndim", [(2, 1), (1, 2), (2, 0), (3, 2)])
def test_take_along_axis_of_indices_of_another_ndim_is_numpys_value_error_when_built(arr_ndim, indices_ndim):
    """Found by tests/fuzz after the merge into kernels: the shape rule indexed the indices'
    shape at ``axis`` and raised IndexError."""
    arr = np.zeros((2,) * arr_ndim)
    indices = np.zeros((2,) * indices_ndim, "int64")
    with pytest.raises(ValueError, match="same number of dimensions"):
        np.take_along_axis(arr, indices, 0)
    with pytest.raises(ValueError, match="same number of dimensions"):
        ot.take_along_axis(ot.as_tensor_variable(arr), ot.as_tensor_variable(indices), 0)


def test_weighted_bincount_is_float64_even_when_empty():
    x, w = ot.lvector("x"), ot.dvector("w")
    got = opspec.function([x, w], ot.bincount(x, weights=w, minlength=2))(np.array([], "int64"), np.array([]))
    assert got.dtype == np.float64
    np.testing.assert_array_equal(got, [0.0, 0.0])
