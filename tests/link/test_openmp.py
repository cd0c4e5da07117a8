"""OpenMP in elementwise kernels: any thread count and threshold gives bit-identical results."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.compile.mode import FAST_RUN
from opspec.configuration import config
from opspec.link.c.flags import openmp_flags

pytestmark = pytest.mark.skipif(not openmp_flags(), reason="the C compiler has no OpenMP: kernels are serial")

EXPRESSIONS = {
    "float": lambda a, b, c: ot.exp(a) * b + ot.log1p(c * c),
    "arith": lambda a, b, c: (a * b + c) * a - b,
}


def run(f, values, threads, threshold):
    with config.change(omp_threads=threads, omp_threshold=threshold):
        return f(*values)


def layouts(data, values):
    """The values as is, reversed along their last axis, or transposed copies viewed back."""
    kind = data.draw(st.sampled_from(["plain", "reversed", "transposed"]))
    if kind == "reversed":
        return [v[..., ::-1] if v.ndim else v for v in values]
    if kind == "transposed":
        return [np.ascontiguousarray(v.T).T for v in values]
    return values


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_threads_bit_identical_to_one_thread(data):
    name = data.draw(st.sampled_from(sorted(EXPRESSIONS)))
    dtype = data.draw(st.sampled_from(["float64", "float32"] + (["int32", "int64"] if name == "arith" else [])))
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=4, max_side=7))
    elements = st.integers(-50, 50) if dtype.startswith("int") else st.floats(-3, 3, width=32)
    values = [data.draw(hnp.arrays(dtype, s, elements=elements)) for s in shapes.input_shapes]
    values = layouts(data, values)
    inputs = [ot.tensor(dtype, (None,) * v.ndim) for v in values]
    fused = data.draw(st.booleans())
    mode = FAST_RUN if fused else FAST_RUN.excluding("fusion")
    f = opspec.function(inputs, EXPRESSIONS[name](*inputs), mode=mode)
    assert all(impl == "c" for _, impl in f.node_impls())
    size = int(np.prod(shapes.result_shape))
    one = run(f, values, 1, 0)
    threads = data.draw(st.integers(2, 5))
    threshold = data.draw(st.sampled_from([0, max(size - 1, 0), size, size + 1]))
    many = run(f, values, threads, threshold)
    assert one.dtype == many.dtype and one.shape == many.shape
    np.testing.assert_array_equal(one, many)
    np.testing.assert_array_equal(one, run(f, values, 0, 0))     # 0: every core


@pytest.mark.parametrize("n", [199_999, 200_000, 200_001, 1_000_003])
def test_default_threshold_region(n):
    a, b, c = ot.dvectors("a", "b", "c")
    f = opspec.function([a, b, c], EXPRESSIONS["float"](a, b, c))
    rng = np.random.default_rng(n)
    values = [rng.uniform(-2, 2, n) for _ in range(3)]
    one = run(f, values, 1, config.omp_threshold)
    np.testing.assert_array_equal(one, run(f, values, 2, config.omp_threshold))
    np.testing.assert_array_equal(one, run(f, values, 3, config.omp_threshold))


def test_strided_broadcast_matrix():
    x, y = ot.dmatrix("x"), ot.dvector("y")
    f = opspec.function([x, y], ot.sin(x) * y + 1)
    rng = np.random.default_rng(1)
    big = rng.standard_normal((301, 999))
    xv, yv = big[::-1, ::3], rng.standard_normal(333)        # negative and non-unit strides
    one = run(f, [xv, yv], 1, 0)
    np.testing.assert_array_equal(one, run(f, [xv, yv], 4, 0))
    np.testing.assert_array_equal(one, np.sin(xv) * yv + 1)


def test_worker_errors_reach_the_caller():
    x, y = ot.lvectors("x", "y")
    f = opspec.function([x, y], x ** y)
    xv = np.arange(10_000, dtype="int64")
    yv = np.ones(10_000, dtype="int64")
    yv[7_777] = -1                       # integers to a negative power: the kernel fails
    for threads in (1, 3):
        with pytest.raises(ValueError, match="negative integer powers"):
            run(f, [xv, yv], threads, 0)
    yv[7_777] = 2
    np.testing.assert_array_equal(run(f, [xv, yv], 3, 0), xv ** yv)


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_fused_reduction_threads_bit_identical(data):
    """A fused reduction splits only over distinct output elements: same fold order per element."""
    red = data.draw(st.sampled_from([ot.sum, ot.prod, ot.max, ot.min]))
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=30))
    x = data.draw(hnp.arrays("float64", shape, elements=st.floats(-2, 2)))
    if data.draw(st.booleans()):
        x = np.ascontiguousarray(x.T).T
    axis = data.draw(st.one_of(st.none(), st.lists(st.integers(0, x.ndim - 1), unique=True, max_size=x.ndim)
                               .map(tuple)))
    keepdims = data.draw(st.booleans())
    v = ot.tensor("float64", (None,) * x.ndim)
    f = opspec.function([v], red(ot.exp(v) * v, axis=axis, keepdims=keepdims))
    threads = data.draw(st.integers(2, 5))
    np.testing.assert_array_equal(run(f, [x], 1, 0), run(f, [x], threads, 0))


def test_fused_row_sum_threads():
    x, y = ot.dmatrices("x", "y")
    f = opspec.function([x, y], (ot.exp(x) * y).sum(axis=1))
    rng = np.random.default_rng(5)
    xv, yv = rng.uniform(size=(1000, 1000)), rng.uniform(size=(1000, 1000))
    one = run(f, [xv, yv], 1, 0)
    np.testing.assert_array_equal(one, run(f, [xv, yv], 2, 0))
    np.testing.assert_allclose(one, (np.exp(xv) * yv).sum(axis=1), rtol=1e-12)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64"])
@pytest.mark.parametrize("n", [40, 1024 * 3 + 5, 5000, 100_003])
def test_long_reductions_threads_bit_identical(dtype, n):
    """A reduction over one long contiguous run splits its blocks of 1024 across threads and
    merges their partials in block order: the same result for any thread count."""
    v = ot.vector("v", dtype=dtype)
    rng = np.random.default_rng(n)
    x = rng.integers(-9, 10, n).astype(dtype) if dtype == "int64" else rng.uniform(-2, 2, n).astype(dtype)
    for red in (ot.sum, ot.prod, ot.max, ot.min):
        f = opspec.function([v], red(v), mode=FAST_RUN.excluding("fusion"))
        assert [impl for _, impl in f.node_impls()] == ["c"]
        one = run(f, [x], 1, 0)
        for threads in (2, 3, 0):
            np.testing.assert_array_equal(one, run(f, [x], threads, 0))
        reference = {ot.sum: np.sum, ot.prod: np.prod, ot.max: np.max, ot.min: np.min}[red](x)
        np.testing.assert_allclose(one, reference, rtol=1e-4 if dtype == "float32" else 1e-12)
    m = ot.matrix("m", dtype=dtype)                            # one run per row: blocks within rows
    f = opspec.function([m], ot.sum(m, axis=1), mode=FAST_RUN.excluding("fusion"))
    rows = np.resize(x, (3, n))
    np.testing.assert_array_equal(run(f, [rows], 1, 0), run(f, [rows], 3, 0))


@pytest.mark.parametrize("n", [300, 256 * 40, 256 * 40 + 37, 100_003])
def test_long_fused_reductions_threads_bit_identical(n):
    """A fused reduction of one long run into one element computes its whole chunks' partials on
    threads and merges them in order: the same result for any thread count; a worker's error
    reaches the caller."""
    v, w = ot.dvectors("v", "w")
    rng = np.random.default_rng(n)
    x, y = rng.uniform(-2, 2, n), rng.uniform(-2, 2, n)
    for red in (ot.sum, ot.max, ot.prod):
        f = opspec.function([v, w], red(ot.exp(v) * w))
        assert [impl for _, impl in f.node_impls()] == ["c"]
        one = run(f, [x, y], 1, 0)
        for threads in (2, 3, 0):
            np.testing.assert_array_equal(one, run(f, [x, y], threads, 0))
        expected = {ot.sum: np.sum, ot.max: np.max, ot.prod: np.prod}[red](np.exp(x) * y)
        np.testing.assert_allclose(one, expected, rtol=1e-10)
    i, j = ot.lvectors("i", "j")
    f = opspec.function([i, j], ot.sum(i ** j))
    iv, jv = np.arange(n, dtype="int64") % 5, np.ones(n, dtype="int64")
    jv[n * 2 // 3] = -1
    for threads in (1, 3):
        with pytest.raises(ValueError, match="negative integer powers"):
            run(f, [iv, jv], threads, 0)


@pytest.mark.parametrize("axis", [0, 1, (0, 1)])
@pytest.mark.parametrize("shape", [(1000, 300), (40, 5000)])
def test_reductions_into_many_elements_threads_bit_identical(axis, shape):
    """Distinct output elements go to threads, by ranges of rows (axis=1) or of each row
    (axis=0, rows of at least 2 x OPSPEC_MIN_SPAN), each element folded by one thread in the
    serial order: the same result for any thread count, fused or not."""
    m = ot.dmatrix("m")
    rng = np.random.default_rng(7)
    x = rng.uniform(-2, 2, shape)
    for red, ref in ((ot.sum, np.sum), (ot.max, np.max)):
        for fused in (False, True):
            expr, want = (red(ot.exp(m) * m, axis=axis), ref(np.exp(x) * x, axis=axis)) if fused else \
                (red(m, axis=axis), ref(x, axis=axis))
            f = opspec.function([m], expr, mode=FAST_RUN if fused else FAST_RUN.excluding("fusion"))
            assert [impl for _, impl in f.node_impls()] == ["c"]
            one = run(f, [x], 1, 0)
            flipped = run(f, [x[:, ::-1]], 1, 0)                    # negative strides
            for threads in (2, 3, 0):
                np.testing.assert_array_equal(one, run(f, [x], threads, 0))
                np.testing.assert_array_equal(flipped, run(f, [x[:, ::-1]], threads, 0))
            np.testing.assert_allclose(one, want, rtol=1e-12)
