"""softmax, log_softmax and logsumexp over any axes, as scipy.special defines them (None: every
element), in every mode, with their gradients. scipy itself is not needed: its definitions are
written out below in numpy."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.gradient import verify_grad


def scipy_logsumexp(a, axis=None, keepdims=False):
    m = np.max(a, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    out = np.log(np.sum(np.exp(a - m), axis=axis, keepdims=True)) + m
    return out if keepdims else np.squeeze(out, axis=axis)


def scipy_softmax(a, axis=None):
    return np.exp(a - scipy_logsumexp(a, axis=axis, keepdims=True))


def scipy_log_softmax(a, axis=None):
    return a - scipy_logsumexp(a, axis=axis, keepdims=True)


REFERENCE = {"softmax": scipy_softmax, "log_softmax": scipy_log_softmax,
             "logsumexp": scipy_logsumexp}


@st.composite
def arrays_and_axes(draw):
    shape = draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=4))
    a = draw(hnp.arrays("float64", shape, elements=st.floats(-30, 30)))
    ndim = len(shape)
    choices = [None] + list(range(-ndim, ndim))
    if ndim > 1:
        choices += [tuple(draw(st.permutations(range(ndim)))[:k]) for k in range(2, ndim + 1)]
    return a, draw(st.sampled_from(choices))


@settings(max_examples=60, deadline=None)
@given(case=arrays_and_axes(), name=st.sampled_from(sorted(REFERENCE)),
       mode=st.sampled_from(["FAST_RUN", "FAST_COMPILE", "DebugMode"]), keepdims=st.booleans())
def test_values_match_scipy_definitions(case, name, mode, keepdims):
    a, axis = case
    x = ot.tensor("float64", (None,) * a.ndim, name="x")
    kwargs = {"keepdims": keepdims} if name == "logsumexp" else {}
    out = getattr(ot, name)(x, axis=axis, **kwargs)
    want = REFERENCE[name](a, axis=axis, **kwargs)
    got = opspec.function([x], out, mode=mode)(a)
    assert got.shape == want.shape and got.dtype == want.dtype
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)


def test_axis_none_normalises_over_every_element():
    x = ot.dmatrix("x")
    a = np.ones((2, 2))
    np.testing.assert_allclose(opspec.function([x], ot.softmax(x, axis=None))(a), np.full((2, 2), 0.25))
    np.testing.assert_allclose(opspec.function([x], ot.log_softmax(x, axis=None))(a), np.full((2, 2), np.log(0.25)))


@pytest.mark.parametrize("axis", [None, 0, -1, (0, 2), (2, 0)])
@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_gradients_over_any_axes(name, axis):
    a = np.random.default_rng(0).uniform(-2, 2, (2, 3, 2))
    verify_grad(lambda x: getattr(ot, name)(x, axis=axis), [a], rng=np.random.default_rng(1))


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_a_repeated_or_out_of_range_axis_is_refused(name):
    x = ot.dmatrix("x")
    with pytest.raises(np.exceptions.AxisError, match="out of bounds"):      # numpy's class and words
        getattr(ot, name)(x, axis=2)
    with pytest.raises(ValueError, match="repeated"):
        getattr(ot, name)(x, axis=(1, -1))
