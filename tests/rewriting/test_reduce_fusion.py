"""Reduction fusion: CAReduce(Composite(...)) runs as one CompositeReduce node, no temporary."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.compile.mode import FAST_RUN
from opspec.tensor.fused_reduce import CompositeReduce
from opspec.testing import assert_allclose, verify_grad

REDUCTIONS = {"sum": ot.sum, "prod": ot.prod, "max": ot.max, "min": ot.min}


def fused_nodes(f):
    return [n for n in f.maker.fgraph.toposort() if isinstance(n.op, CompositeReduce)]


def expression(a, b, dtype):
    if dtype.startswith("float"):
        return ot.exp(a) * b
    return a * b + a


def check(out, inputs, values, one_node=True, rtol=None):
    fused = opspec.function(inputs, out)
    plain = opspec.function(inputs, out, mode="FAST_COMPILE")
    if one_node:
        assert len(fused.maker.fgraph.apply_nodes) == 1, [str(n) for n in fused.maker.fgraph.toposort()]
    assert len(fused_nodes(fused)) == 1
    assert [impl for _, impl in fused.node_impls()] == ["c"]
    want, got = plain(*values), fused(*values)
    assert got.dtype == want.dtype and got.shape == want.shape
    assert_allclose(want, got, rtol=rtol)
    return fused


@pytest.mark.parametrize("red", sorted(REDUCTIONS))
@pytest.mark.parametrize("dtype", ["float64", "float32", "int32", "uint8"])
@pytest.mark.parametrize("axis", [None, -1, (0, 2)])
@pytest.mark.parametrize("keepdims", [False, True])
def test_fused_matches_unfused(red, dtype, axis, keepdims):
    rng = np.random.default_rng(0)
    if dtype.startswith("float"):
        values = [rng.uniform(-1, 1, (3, 4, 5)).astype(dtype) for _ in range(2)]
    else:
        values = [rng.integers(0, 4, (3, 4, 5)).astype(dtype) for _ in range(2)]
    a, b = (ot.tensor(dtype, (None, None, None)) for _ in range(2))
    out = REDUCTIONS[red](expression(a, b, dtype), axis=axis, keepdims=keepdims)
    check(out, [a, b], values)


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_fused_matches_unfused_broadcast_and_strides(data):
    red = data.draw(st.sampled_from(sorted(REDUCTIONS)))
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=1, max_dims=3, min_side=1,
                                                         max_side=40))
    values = [data.draw(hnp.arrays(dtype, s, elements=st.floats(-2, 2, width=32))) for s in shapes.input_shapes]
    if data.draw(st.booleans()):
        values = [v[..., ::-1] for v in values]
    ndim = len(shapes.result_shape)
    axis = data.draw(st.one_of(st.none(), st.lists(st.integers(0, ndim - 1), unique=True, max_size=ndim)
                               .map(tuple)))
    keepdims = data.draw(st.booleans())
    a, b = (ot.tensor(dtype, (None,) * v.ndim) for v in values)
    out = REDUCTIONS[red](ot.exp(a) * b - a, axis=axis, keepdims=keepdims)
    # a product's relative error is the sum of its factors': each is within a few ulp in either
    # path (exp(a) * b - a cancels), so two float32 products of n factors may differ by ~n ulp
    # (test_a_long_float32_product_is_exact_to_its_length)
    n = int(np.prod([shapes.result_shape[d] for d in (range(ndim) if axis is None else axis)]))
    rtol = max(1e-4, 4 * n * np.finfo(dtype).eps) if red == "prod" and dtype == "float32" else None
    check(out, [a, b], values, rtol=rtol)


def test_a_long_float32_product_is_exact_to_its_length():
    """The example hypothesis found: fused, each factor is computed with a correctly rounded exp
    (numpy's float32 exp is off by up to 2.3 ulp), and the product differs from numpy's by the
    sum of its factors' few-ulp differences (1.3e-4 here); the fused one is within 435 ulp of the
    exact product of the factors (numpy's is not)."""
    a = np.array([0.8087558], dtype="float32")
    b = np.full((29, 15), 0.80859375, dtype="float32")
    x, y = ot.tensor("float32", (None,)), ot.tensor("float32", (None, None))
    fused = check(ot.prod(ot.exp(x) * y - x), [x, y], [a, b], rtol=4 * b.size * np.finfo("float32").eps)
    exact = np.prod(np.exp(a.astype("float64")) * b - a)
    np.testing.assert_allclose(fused(a, b), exact, rtol=b.size * np.finfo("float32").eps)


def test_exp_mul_sum_axis1():
    x, y = ot.dmatrices("x", "y")
    f = check((ot.exp(x) * y).sum(axis=1), [x, y],
              [np.random.default_rng(1).uniform(size=(100, 300)) for _ in range(2)])
    assert "Sum" in str(fused_nodes(f)[0].op)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("kind", ["reduction", "elementwise"])
def test_tanh_inlined_in_a_fused_kernel_is_tanh(kind, dtype):
    """Fused kernels compute tanh inline (tanh_inline, render.INLINED): a fused reduction's max
    and a fused elementwise loop (x + -0.0 is x) equal the tanh op's own kernel (its SIMD clone),
    bit for bit, over every range of tanh (zeros, tiny, the polynomial, the exp form, saturated,
    infinities, NaN)."""
    x, z = ot.tensor(dtype, (None, None)), ot.tensor(dtype, (None, None))
    if kind == "reduction":
        fused = check(ot.tanh(x).max(axis=1), [x], [np.zeros((1, 1), dtype)])
    else:
        f = opspec.function([x, z], ot.tanh(x + z))
        assert [str(n.op) for n in f.maker.fgraph.toposort()] == ["Composite{Add(i0, i1); Tanh(t0)}"]
        assert [impl for _, impl in f.node_impls()] == ["c"]
        fused = lambda v: f(v, np.full_like(v, -0.0))[:, 0]       # noqa: E731
    alone = opspec.function([x], ot.tanh(x))
    rng = np.random.default_rng(3)
    v = np.concatenate([rng.uniform(-25, 25, 3000), rng.uniform(-0.6, 0.6, 3000), np.exp(rng.uniform(-700, 0, 3000)),
                        [0.0, -0.0, np.inf, -np.inf, 0.55, -0.55, 20.0, np.finfo(dtype).max]]).astype(dtype)[:, None]
    if kind == "elementwise":
        v = np.concatenate([v, [[np.nan]]]).astype(dtype)
    np.testing.assert_array_equal(fused(v).view(f"uint{dtype[-2:]}"), alone(v)[:, 0].view(f"uint{dtype[-2:]}"))


def test_single_elemwise_and_bool_sum():
    x, y = ot.dmatrices("x", "y")
    rng = np.random.default_rng(2)
    values = [rng.uniform(size=(7, 9)) for _ in range(2)]
    check((x * y).sum(axis=0), [x, y], values)
    f = check(ot.gt(x, y).sum(axis=1), [x, y], values)
    assert f(*values).dtype == np.int64


def test_intermediate_with_other_uses_is_not_fused():
    x, y = ot.dvectors("x", "y")
    e = ot.exp(x) * y
    f = opspec.function([x, y], [e.sum(), e])
    assert not fused_nodes(f)
    v = np.linspace(0, 1, 5)
    s, full = f(v, v)
    assert_allclose(np.sum(np.exp(v) * v), s)


def test_empty_extent():
    x, y = ot.dmatrices("x", "y")
    empty = np.zeros((0, 3))
    f = check(ot.sum(ot.exp(x) * y, axis=0), [x, y], [empty, empty])
    assert_allclose(np.zeros(3), f(empty, empty))
    g = opspec.function([x, y], ot.max(ot.exp(x) * y, axis=0))
    assert fused_nodes(g)
    with pytest.raises(ValueError, match="zero-size"):
        g(empty, empty)


def test_fusion_can_be_excluded():
    x, y = ot.dmatrices("x", "y")
    f = opspec.function([x, y], (ot.exp(x) * y).sum(axis=1), mode=FAST_RUN.excluding("reduce_fusion"))
    assert not fused_nodes(f)


def test_gradient():
    rng = np.random.default_rng(3)
    x, y = ot.dmatrices("x", "y")
    f = opspec.function([x, y], (ot.exp(x) * y).sum(axis=1))
    op = fused_nodes(f)[0].op
    verify_grad(lambda a, b: op(a, b), [rng.uniform(size=(3, 4)), rng.uniform(size=(3, 4))], rng=rng)
    g = opspec.function([x, y], opspec.grad((ot.exp(x) * y).sum(), x))
    xv, yv = rng.uniform(size=(3, 4)), rng.uniform(size=(3, 4))
    assert_allclose(np.exp(xv) * yv, g(xv, yv))


def test_debugmode():
    x, y = ot.dmatrices("x", "y")
    f = opspec.function([x, y], (ot.exp(x) * y).max(axis=0, keepdims=True), mode="DebugMode")
    assert fused_nodes(f)
    v = np.linspace(0.1, 1, 12).reshape(3, 4)
    assert_allclose((np.exp(v) * v).max(axis=0, keepdims=True), f(v, v))
