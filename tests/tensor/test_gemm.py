"""Gemm (specs/linalg.yaml): z + x @ y by BLAS GEMM with beta = 1, and the fast_math rewrite
that makes it (opspec.rewriting.gemm)."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
import opspec.tensor.blas_kernels as kernels
from opspec.compile.mode import DebugMode
from opspec.ops.linalg import Gemm, GemmInplace
from opspec.tensor.blas import blas

from tests.tensor.test_blas import _layout, layouts


def _ops(f):
    return [type(n.op).__name__ for n in f.maker.fgraph.toposort()]


@settings(max_examples=40, deadline=None)
@given(m=st.sampled_from([0, 1, 3, 17]), k=st.sampled_from([0, 1, 5, 16, 300]), n=st.sampled_from([1, 4, 33]),
       dtype=st.sampled_from(["float64", "float32"]), lz=layouts, lx=layouts, ly=layouts,
       inplace=st.booleans(), found=st.booleans())
def test_gemm_value_is_z_plus_x_at_y(m, k, n, dtype, lz, lx, ly, inplace, found):
    rng = np.random.default_rng(m + 7 * k + 31 * n)
    z = _layout(rng.standard_normal((m, n)).astype(dtype), lz)
    x = _layout(rng.standard_normal((m, k)).astype(dtype), lx)
    y = _layout(rng.standard_normal((k, n)).astype(dtype), ly)
    z0 = z.copy()
    with pytest.MonkeyPatch.context() as patch:
        if not found:
            patch.setattr(kernels, "blas", lambda: None)
        out = kernels.gemm_value(z, x, y, inplace)
    expected = z0 + x @ y
    assert out.dtype == z.dtype and out.shape == (m, n)
    if not found:                   # numpy's own z + x @ y, bit for bit
        assert np.array_equal(out, expected)
    else:
        # BLAS rounds otherwise (z joins the first panel's sums; its small-matrix kernels differ)
        np.testing.assert_allclose(out, expected, rtol=1e-4 if dtype == "float32" else 1e-12,
                                   atol=1e-4 if dtype == "float32" else 1e-12)
    if inplace:
        assert out is z
    else:
        assert np.array_equal(z, z0) and not np.shares_memory(out, z)


def test_gemm_value_falls_back_to_numpy_where_blas_cannot():
    rng = np.random.default_rng(0)
    z, x, y = rng.standard_normal((3, 4)), rng.standard_normal((3, 2)), rng.standard_normal((2, 4))
    for args in ((z.astype(np.float16), x.astype(np.float16), y.astype(np.float16)),   # no half GEMM
                 (z, x.astype(np.float32), y),                                          # mixed dtypes
                 (z.astype(">f8"), x, y)):                                              # byte order
        np.testing.assert_array_equal(kernels.gemm_value(*args), np.add(args[0], args[1] @ args[2]))
    for args in ((z[:1], x, y), (z, x[:1], y), (z, x, y[:1])):     # z or x @ y would broadcast; not aligned
        with pytest.raises(ValueError, match="must have z's shape"):
            kernels.gemm_value(*args)
    minus = -np.zeros((3, 4))                           # k = 0: numpy's -0.0 + 0.0 is +0.0
    assert not np.signbit(kernels.gemm_value(minus, x[:, :0], y[:0])).any()


def _accumulate(dtype="float64", shape=(5, 4), fast=True, **kwargs):
    z, x, y = ot.tensor(dtype, shape=shape), ot.matrix(dtype=dtype), ot.matrix(dtype=dtype)
    with opspec.config.change_flags(fast_math=fast):
        return opspec.function([z, x, y], (z * 2) + x @ y, **kwargs)


def test_the_rewrite_fires_under_fast_math_only():
    assert "GemmInplace" in _ops(_accumulate())          # z * 2 is the graph's own: overwritten
    assert "Gemm" not in "".join(_ops(_accumulate(fast=False)))
    rng = np.random.default_rng(1)
    z, x, y = rng.standard_normal((5, 4)), rng.standard_normal((5, 3)), rng.standard_normal((3, 4))
    np.testing.assert_allclose(_accumulate()(z, x, y), z * 2 + x @ y, rtol=1e-13)


@pytest.mark.parametrize("build", [
    lambda z, x, y: z + ot.dot(x, y), lambda z, x, y: ot.dot(x, y) + z, lambda z, x, y: x @ y + z])
def test_dot_and_either_order(build):
    z, x, y = ot.tensor("float32", shape=(3, 4)), ot.fmatrix(), ot.fmatrix()
    with opspec.config.change_flags(fast_math=True):
        f = opspec.function([z, x, y], build(z, x, y))
    assert _ops(f) == ["Gemm"]             # z is the caller's array: the copying variant
    rng = np.random.default_rng(2)
    args = [rng.standard_normal(s).astype("float32") for s in ((3, 4), (3, 2), (2, 4))]
    before = args[0].copy()
    np.testing.assert_allclose(f(*args), args[0] + args[1] @ args[2], rtol=1e-6)
    np.testing.assert_array_equal(args[0], before)        # a user's array is never modified


@pytest.mark.parametrize("z_type, x_dtype", [
    (ot.tensor("float64", shape=(1, 4)), "float64"),     # z broadcasts along rows
    (ot.tensor("float64", shape=(4,)), "float64"),       # a vector z
    (ot.dmatrix(), "float64"),                           # sizes unknown: z may be 1 x n at run time
    (ot.tensor("float64", shape=(5, 4)), "float32"),     # mixed dtypes
    (ot.tensor("int64", shape=(5, 4)), "int64"),         # no integer GEMM
])
def test_the_rewrite_refuses(z_type, x_dtype):
    x, y = ot.matrix(dtype=x_dtype, shape=(5, 3)), ot.matrix(dtype=x_dtype, shape=(3, 4))
    with opspec.config.change_flags(fast_math=True):
        f = opspec.function([z_type, x, y], z_type + x @ y)
    assert "Gemm" not in "".join(_ops(f))


def test_a_product_used_elsewhere_is_not_computed_twice():
    z, x, y = ot.tensor("float64", shape=(5, 4)), ot.dmatrix(), ot.dmatrix()
    p = x @ y
    with opspec.config.change_flags(fast_math=True):
        f = opspec.function([z, x, y], [z + p, p])
    assert "Gemm" not in "".join(_ops(f))


def test_a_weight_used_twice_accumulates_its_gradient_by_gemm():
    x1, x2 = ot.tensor("float64", shape=(None, 6)), ot.tensor("float64", shape=(None, 6))
    w = ot.tensor("float64", shape=(6, 4))
    loss = ot.tanh(x1 @ w).sum() + ot.exp(x2 @ w).sum() + (w ** 2).sum()
    g = opspec.grad(loss, w)
    plain = opspec.function([x1, x2, w], g)
    with opspec.config.change_flags(fast_math=True):
        fast = opspec.function([x1, x2, w], g)
        debug = opspec.function([x1, x2, w], g, mode=DebugMode())
        compile_fast = opspec.function([x1, x2, w], g, mode="FAST_COMPILE")
    assert _ops(fast).count("GemmInplace") == 2
    rng = np.random.default_rng(3)
    args = [rng.standard_normal((7, 6)), rng.standard_normal((3, 6)), rng.standard_normal((6, 4)) * 0.3]
    for f in (fast, debug, compile_fast):
        np.testing.assert_allclose(f(*args), plain(*args), rtol=1e-12)


@pytest.mark.skipif(blas() is None, reason="numpy's BLAS not found")
def test_gemm_ops_run_the_kernel():
    z, x, y = ot.dmatrix(), ot.dmatrix(), ot.dmatrix()
    assert isinstance(Gemm()(z, x, y).owner.op, Gemm) and GemmInplace.destroy_map == {0: [0]}
    f = opspec.function([z, x, y], Gemm()(z, x, y))
    rng = np.random.default_rng(4)
    a, b, c = rng.standard_normal((4, 3)), rng.standard_normal((4, 2)), rng.standard_normal((2, 3))
    np.testing.assert_array_equal(f(a, b, c), a + b @ c)


@settings(max_examples=30, deadline=None)
@given(zs=st.tuples(st.integers(1, 3), st.integers(1, 3)), m=st.integers(1, 3), k=st.integers(0, 2),
       k2=st.integers(0, 2), n=st.integers(1, 3), static=st.booleans(), mode=st.sampled_from(["FAST_RUN", "FAST_COMPILE"]))
def test_gemm_shape_refuses_what_its_kernel_refuses(zs, m, k, k2, n, static, mode):
    """A Gemm built directly: its shape alone (what shape rewrites compute) is z's where x and
    y align and x @ y has z's shape, and a ValueError otherwise, at build time where the sizes
    are static, else when run; never a shape its values do not have, and never a product of
    operands that do not align."""
    values = [np.ones(zs), np.ones((m, k)), np.ones((k2, n))]
    ins = [ot.tensor("float64", v.shape if static else (None, None)) for v in values]
    fits = k == k2 and zs == (m, n)
    if static and not fits:
        with pytest.raises(ValueError):
            ot.gemm(*ins)
        return
    out = ot.gemm(*ins)
    shape = opspec.function(ins, out.shape, mode=mode, on_unused_input="ignore")
    value = opspec.function(ins, out, mode=mode)
    if fits:
        assert tuple(shape(*values)) == zs == value(*values).shape
    else:
        for run in (shape, value):
            with pytest.raises(ValueError):
                run(*values)


def test_gemm_gradients_have_their_inputs_shapes():
    """The gradients of z + x @ y (a product of z's shape: nothing broadcasts, so they need no
    summing back), against finite differences."""
    rng = np.random.default_rng(3)
    values = [rng.standard_normal((3, 4)), rng.standard_normal((3, 2)), rng.standard_normal((2, 4))]
    opspec.gradient.verify_grad(lambda z, x, y: ot.gemm(z, x, y), values, rng=rng)
