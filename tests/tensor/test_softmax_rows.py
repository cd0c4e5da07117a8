"""The row kernels of softmax, log_softmax, logsumexp and the softmax gradients (specs/nnet.yaml):
one pass per lane along the axis, lanes on threads, lanes that are not contiguous rows gathered
into a buffer. Checked against numpy over shapes, axes, layouts (transposed, strided, broadcast),
dtypes and special values (rows of -inf, +inf, nan, empty rows), and for independence from the
thread count."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops import nnet


def np_softmax(a, axis):
    z = np.exp(a - np.max(a, axis=axis, keepdims=True))
    return z / np.sum(z, axis=axis, keepdims=True)


def np_logsumexp(a, axis, keepdims=True):
    m = np.max(a, axis=axis, keepdims=True) if a.size else np.zeros([1] * a.ndim, a.dtype)
    m = np.where(np.isfinite(m), m, 0)
    out = np.log(np.sum(np.exp(a - m), axis=axis, keepdims=True)) + m
    return out if keepdims else np.squeeze(out, axis=axis)


def np_log_softmax(a, axis):
    if a.shape[axis] == 0:      # no max to subtract, as scipy's log_softmax and softmax
        raise ValueError("zero-size array to reduction operation maximum which has no identity")
    return a - np_logsumexp(a, axis)


NUMPY = {"softmax": np_softmax, "log_softmax": np_log_softmax, "logsumexp": np_logsumexp,
         "softmax_grad": lambda dy, y, axis: y * (dy - np.sum(dy * y, axis=axis, keepdims=True)),
         "log_softmax_grad": lambda dy, y, axis: dy - np.exp(y) * np.sum(dy, axis=axis, keepdims=True)}
GRAPH = {"softmax": lambda x, axis: nnet.Softmax(axis=axis)(x),
         "log_softmax": lambda x, axis: nnet.LogSoftmax(axis=axis)(x),
         "logsumexp": lambda x, axis: nnet.LogSumExp(axis=(axis,), keepdims=True)(x),
         "softmax_grad": lambda dy, y, axis: nnet.SoftmaxGrad(axis=axis)(dy, y),
         "log_softmax_grad": lambda dy, y, axis: nnet.LogSoftmaxGrad(axis=axis)(dy, y)}
SPECIAL = [np.inf, -np.inf, np.nan, 0.0, -0.0, 700.0, -700.0]


#: the magnitude of the terms each result is a sum or difference of (default: of the inputs)
TERMS = {"softmax_grad": lambda dy, y, axis: np.abs(y) * (np.abs(dy) + np.sum(np.abs(dy * y), axis, keepdims=True)),
         "log_softmax_grad": lambda dy, y, axis: np.abs(dy) + np.exp(y) * np.sum(np.abs(dy), axis, keepdims=True)}


def tolerance(name, dtype, arrays, axis):
    """numpy's sums are pairwise, ours eight-way: a few ulps apart, and x - logsumexp(x) (or a
    gradient's difference) cancels to an absolute error of a few ulps of its terms."""
    terms = TERMS[name](*arrays, axis) if name in TERMS else np.concatenate([a.ravel() for a in arrays])
    terms = np.abs(terms[np.isfinite(terms)])
    return dict(rtol=2e-5 if dtype == np.float32 else 1e-12,
                atol=16 * np.finfo(dtype).eps * max(1.0, terms.max() if terms.size else 0.0))


def compiled(name, arrays, axis):
    ins = [ot.tensor(a.dtype.name, (None,) * a.ndim) for a in arrays]
    return opspec.function(ins, GRAPH[name](*ins, axis), mode="FAST_RUN")


def layout(a, how):
    """``a``'s values in a layout the kernel meets: contiguous, transposed (F order), every
    other element of a larger array, or reversed along the last axis."""
    if how == "transposed":
        return np.asfortranarray(a)
    if how == "strided":
        big = np.zeros(tuple(2 * s for s in a.shape), a.dtype)
        view = big[tuple(slice(None, None, 2) for _ in a.shape)]
        view[...] = a
        return view
    if how == "reversed" and a.ndim:
        return np.ascontiguousarray(a[..., ::-1])[..., ::-1]
    return a


@st.composite
def cases(draw, n_inputs):
    ndim = draw(st.integers(1, 3))
    shape = tuple(draw(st.lists(st.sampled_from([0, 1, 2, 3, 7, 8, 9, 17]), min_size=ndim, max_size=ndim)))
    dtype = draw(st.sampled_from([np.float32, np.float64]))
    axis = draw(st.integers(-ndim, ndim - 1))
    arrays = []
    for _ in range(n_inputs):
        rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
        a = rng.uniform(-20, 20, shape).astype(dtype)
        special = draw(st.sampled_from(["none", "sprinkled", "whole row"]))
        if special == "sprinkled" and a.size:
            flat = a.reshape(-1)
            for k in rng.integers(0, a.size, 3):
                flat[k] = draw(st.sampled_from(SPECIAL))
        elif special == "whole row" and a.size:
            lane = tuple(slice(None) if d == axis % ndim else int(rng.integers(0, s)) for d, s in enumerate(shape))
            a[lane] = draw(st.sampled_from(SPECIAL))
        arrays.append(layout(a, draw(st.sampled_from(["contiguous", "transposed", "strided", "reversed"]))))
    return arrays, axis


def check(name, arrays, axis):
    want_error = None
    with np.errstate(all="ignore"):
        try:
            want = NUMPY[name](*arrays, axis)
        except ValueError as exc:
            want_error = exc
    f = compiled(name, arrays, axis)
    if want_error is not None:
        with pytest.raises(ValueError, match="zero-size array"):
            f(*arrays)
        return
    got = f(*arrays)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_allclose(got, want, equal_nan=True, **tolerance(name, want.dtype, arrays, axis))


@settings(max_examples=80, deadline=None)
@given(case=cases(1), name=st.sampled_from(["softmax", "log_softmax", "logsumexp"]))
def test_row_kernels_match_numpy(case, name):
    arrays, axis = case
    check(name, arrays, axis)


@settings(max_examples=60, deadline=None)
@given(case=cases(2), name=st.sampled_from(["softmax_grad", "log_softmax_grad"]))
def test_gradient_row_kernels_match_numpy(case, name):
    (dy, x), axis = case
    with np.errstate(all="ignore"):     # y as the forward op gives it (special values and all)
        y = (np_softmax if name == "softmax_grad" else np_log_softmax)(x.astype(dy.dtype), axis) if x.shape[axis] else x
    y = np.asarray(y, dy.dtype)
    check(name, [dy, y if x.flags.c_contiguous else layout(y, "transposed")], axis)


@pytest.mark.parametrize("axis", [(0,), (1,), (0, 2), (2, 0), (1, 2), None])
@pytest.mark.parametrize("order", ["C", "F"])
def test_logsumexp_over_several_axes_any_layout(axis, order):
    a = np.asarray(np.random.default_rng(3).normal(0, 5, (4, 9, 10)), order=order)
    x = ot.tensor("float64", (None,) * 3)
    for keepdims in (False, True):
        got = opspec.function([x], ot.logsumexp(x, axis=axis, keepdims=keepdims))(a)
        want = np_logsumexp(a, axis if axis is not None else (0, 1, 2), keepdims)
        np.testing.assert_allclose(got, want, rtol=1e-12)


def test_results_do_not_depend_on_the_thread_count():
    a = np.random.default_rng(5).normal(0, 3, (300, 1000))
    x = ot.dmatrix("x")
    f = opspec.function([x], [ot.softmax(x, axis=1), ot.log_softmax(x, axis=0), ot.logsumexp(x, axis=1)])
    before = (opspec.config.omp_threads, opspec.config.omp_threshold)
    try:
        opspec.config.omp_threshold = 1
        runs = []
        for threads in (1, 2, 3):
            opspec.config.omp_threads = threads
            runs.append(f(a))
    finally:
        opspec.config.omp_threads, opspec.config.omp_threshold = before
    for run in runs[1:]:
        for got, want in zip(run, runs[0]):
            np.testing.assert_array_equal(got, want)


def test_the_gradients_are_one_row_op_each():
    x = ot.dmatrix("x")
    cost = (ot.softmax(x, axis=1) * ot.log_softmax(x, axis=1)).sum()
    f = opspec.function([x], opspec.grad(cost, x))
    names = [type(node.op).__name__ for node in f.maker.fgraph.toposort()]
    assert "SoftmaxGrad" in names and "LogSoftmaxGrad" in names
    a = np.random.default_rng(2).normal(size=(5, 6))
    y, ly = np_softmax(a, 1), np_log_softmax(a, 1)
    want = NUMPY["softmax_grad"](ly, y, 1) + NUMPY["log_softmax_grad"](y, ly, 1)
    np.testing.assert_allclose(f(a), want, rtol=1e-12)


@pytest.mark.parametrize("op", [nnet.SoftmaxGrad, nnet.LogSoftmaxGrad])
def test_gradient_ops_have_gradients_themselves(op):
    rng = np.random.default_rng(4)
    opspec.gradient.verify_grad(lambda dy, y: op(axis=1)(dy, y), [rng.normal(size=(3, 4)), rng.uniform(-2, 0, (3, 4))],
                                rng=np.random.default_rng(1))


def test_gradient_ops_refuse_operands_of_different_shapes():
    f = compiled("softmax_grad", [np.zeros((2, 3)), np.zeros((2, 3))], 1)
    with pytest.raises(ValueError):
        f(np.zeros((2, 3)), np.zeros((1, 3)))


def eight_way_sum(terms):
    """opspec_row_dot's order: eight running sums over blocks of 8, the tail into the first, then
    ((s0 + s4) + (s2 + s6)) + ((s1 + s5) + (s3 + s7))."""
    s = [terms.dtype.type(0)] * 8
    whole = len(terms) - len(terms) % 8
    for i in range(0, whole, 8):
        s = [s[j] + terms[i + j] for j in range(8)]
    for t in terms[whole:]:
        s[0] = s[0] + t
    return ((s[0] + s[4]) + (s[2] + s[6])) + ((s[1] + s[5]) + (s[3] + s[7]))


_exp_log = {}


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 200), dtype=st.sampled_from([np.float32, np.float64]), seed=st.integers(0, 2**32 - 1))
def test_logsumexp_and_log_softmax_sum_their_exps_in_row_dot_order(n, dtype, seed):
    """The exps go straight into the eight partial sums (no buffer): the same bits as the exps
    of opspec's elementwise exp summed in opspec_row_dot's order, then logged, for any row length
    (tails of 0-7 elements)."""
    x = np.random.default_rng(seed).uniform(-3, 3, (4, n)).astype(dtype)   # many terms of one size: order shows
    if dtype not in _exp_log:
        v = ot.tensor(np.dtype(dtype).name, (None,))
        _exp_log[dtype] = (opspec.function([v], ot.exp(v), mode="FAST_RUN"),
                           opspec.function([v], ot.log(v), mode="FAST_RUN"))
    exp, log = _exp_log[dtype]
    m = x.max(axis=1)
    sums = np.array([eight_way_sum(exp(row - mi)) for row, mi in zip(x, m)], dtype)
    want = log(sums) + m
    got = compiled("logsumexp", [x], 1)(x)[:, 0]
    np.testing.assert_array_equal(got.view(f"u{got.itemsize}"), want.view(f"u{want.itemsize}"))
    got = compiled("log_softmax", [x], 1)(x)
    np.testing.assert_array_equal(got, x - want[:, None])
