"""Median's and Quantile's gradients (opspec.tensor.statistics.quantile_grad): every numpy method,
any axes, keepdims, q of any rank, against finite differences."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.gradient import verify_grad
from opspec.tensor.statistics import _CONTINUOUS

#: the gradients are graphs of sorts and gathers: checked in Python (C is not what is tested here)
MODE = "FAST_COMPILE"
STEPS = ("lower", "higher", "nearest", "midpoint", "inverted_cdf", "averaged_inverted_cdf", "closest_observation")


@st.composite
def cases(draw):
    shape = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=3)))
    axes = draw(st.one_of(st.none(), st.sets(st.integers(0, len(shape) - 1), min_size=1).map(sorted)))
    q_shape = tuple(draw(st.lists(st.integers(1, 3), max_size=2)))
    return shape, axes, draw(st.booleans()), q_shape, draw(st.integers(0, 2**32 - 1))


def _data(shape, q_shape, seed):
    rng = np.random.default_rng(seed)
    x = rng.permutation(np.prod(shape)).reshape(shape) + rng.uniform(0.1, 0.9, shape)   # distinct values
    return x, rng.uniform(0.05, 0.95, q_shape)


@settings(max_examples=15, deadline=None)
@given(cases(), st.sampled_from(sorted(_CONTINUOUS)))
def test_continuous_methods_differentiate_in_x_and_q(case, method):
    shape, axes, keepdims, q_shape, seed = case
    x, q = _data(shape, q_shape, seed)
    verify_grad(lambda a, b: ot.quantile(a, b, axis=axes, method=method, keepdims=keepdims), [x, q], rng=seed, mode=MODE)


@settings(max_examples=15, deadline=None)
@given(cases(), st.sampled_from(STEPS))
def test_step_methods_differentiate_in_x_and_are_flat_in_q(case, method):
    shape, axes, keepdims, q_shape, seed = case
    x, q = _data(shape, q_shape, seed)
    verify_grad(lambda a: ot.quantile(a, q, axis=axes, method=method, keepdims=keepdims), [x], rng=seed, mode=MODE)
    qv = ot.tensor("float64", (None,) * len(q_shape))
    xv = ot.tensor("float64", (None,) * len(shape))
    cost = ot.quantile(xv, qv, axis=axes, method=method, keepdims=keepdims).sum()
    gq = opspec.function([xv, qv], opspec.grad(cost, qv), mode=MODE, on_unused_input="ignore")(x, q)
    assert gq.shape == q.shape and not gq.any()


@settings(max_examples=15, deadline=None)
@given(cases())
def test_median_is_the_linear_half_quantile_and_so_is_its_gradient(case):
    shape, axes, keepdims, _, seed = case
    x, _ = _data(shape, (), seed)
    verify_grad(lambda a: ot.median(a, axis=axes, keepdims=keepdims), [x], rng=seed, mode=MODE)
    xv = ot.tensor("float64", (None,) * len(shape))
    grads = [opspec.grad(f.sum(), xv) for f in (ot.median(xv, axis=axes), ot.quantile(xv, 0.5, axis=axes))]
    g_median, g_quantile = opspec.function([xv], grads, mode=MODE)(x)
    np.testing.assert_array_equal(g_median, g_quantile)


def test_the_gradient_goes_to_the_two_order_statistics_mixed():
    x = ot.dvector("x")
    g = opspec.function([x], opspec.grad(ot.quantile(x, 0.3), x))(np.array([5.0, 1.0, 4.0, 2.0, 3.0]))
    # position 0.3 * 4 = 1.2 of the sorted [1, 2, 3, 4, 5]: 0.8 of 2 (x[3]) and 0.2 of 3 (x[4])
    np.testing.assert_allclose(g, [0.0, 0.0, 0.0, 0.8, 0.2])
