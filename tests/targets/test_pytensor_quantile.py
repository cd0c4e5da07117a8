"""Quantile on the PyTensor target's Numba and JAX backends: numpy.quantile's thirteen methods,
a q of any rank (its axes first), any axes, keepdims, nan and inf in the lanes.

numpy's reference of a q of three or more axes (numpy refuses those) is numpy's quantile of
the flattened q, reshaped: what specs/stats.yaml's Quantile computes."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from opspec.targets.pytensor import quantiles

_ELEMENTS = st.floats(-1e3, 1e3) | st.sampled_from([math.nan, math.inf, -math.inf, 0.0, 1.0])
_AXES = st.sampled_from([None, (0,), (-1,), (1,), (0, 2), (-3, -2)])


def _reference(x, q, axis, keepdims, method):
    flat = q.reshape(-1) if q.ndim > 2 else q
    with np.errstate(all="ignore"):
        r = np.quantile(x, flat, axis=axis, keepdims=keepdims, method=method)
    return np.reshape(r, q.shape + np.shape(r)[flat.ndim:])


@st.composite
def _problems(draw):
    """(x, q, axis, keepdims, method): x of 3 axes, q of rank 0-3 in [0, 1] (0, 1/2 and 1 often)."""
    x = draw(hnp.arrays(np.float64, hnp.array_shapes(min_dims=3, max_dims=3, min_side=1, max_side=3),
                        elements=_ELEMENTS))
    q_shape = draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=2))
    q = draw(hnp.arrays(draw(st.sampled_from([np.float64, np.float32])), q_shape,
                        elements=st.floats(0, 1, width=32) | st.sampled_from([0.0, 0.5, 1.0])))
    return x, q, draw(_AXES), draw(st.booleans()), draw(st.sampled_from(quantiles.METHODS))


@settings(max_examples=400, deadline=None)
@given(x=hnp.arrays(np.float64, st.integers(1, 9), elements=_ELEMENTS),
       q=hnp.arrays(st.sampled_from([np.float64, np.float32]), st.integers(1, 6), elements=st.floats(0, 1, width=32)),
       method=st.sampled_from(quantiles.METHODS))
def test_positions_are_numpys_to_the_last_bit(x, q, method):
    """The shared arithmetic, on numpy: numpy's result, bit for bit (float32 q: numpy's casts)."""
    lo, hi, gamma = quantiles.positions(method, np, q.dtype.type)(x.size, q)
    s = np.sort(x)
    with np.errstate(all="ignore"):
        got = s[lo] if gamma is None else quantiles.lerp(s[lo], s[hi], gamma, np.where)
        got = np.where(np.isnan(s[-1]), s[-1], got)
        want = np.quantile(x, q, method=method)
    np.testing.assert_array_equal(np.asarray(got, dtype=want.dtype), want)


# ------------------------------------------------------------------ JAX
@settings(max_examples=30, deadline=None)
@given(problem=_problems())
def test_jaxs_quantile_is_numpys(problem):
    """Eager jax.numpy (each primitive compiled once): numpy's positions, so numpy's values
    within XLA's rounding (it fuses the interpolation's multiply and add into one fma)."""
    jax = pytest.importorskip("jax", reason="needs opspec[pytensor]")
    from opspec.targets.pytensor import jax_helpers as jlib
    x, q, axis, keepdims, method = problem
    with jax.enable_x64(True):
        got = np.asarray(jlib.quantile(x, q, axis=axis, keepdims=keepdims, method=method))
    want = _reference(x, q, axis, keepdims, method)
    assert got.shape == want.shape
    finite = np.isfinite(want)
    np.testing.assert_array_equal(got[~finite], want[~finite])
    scale = np.max(np.abs(x[np.isfinite(x)]), initial=1.0)
    np.testing.assert_allclose(got[finite], want[finite], rtol=0, atol=4 * np.finfo(np.float64).eps * scale)


def test_jaxs_quantile_gives_nan_for_a_q_numpy_refuses():
    """A traced function cannot raise numpy's ValueError: q outside [0, 1] gives nan there."""
    jax = pytest.importorskip("jax", reason="needs opspec[pytensor]")
    from opspec.targets.pytensor import jax_helpers as jlib
    with jax.enable_x64(True):
        got = np.asarray(jax.jit(lambda x, q: jlib.quantile(x, q, axis=(0,)))(np.arange(4.0), np.array([-0.5, 0.5, 2.0])))
    np.testing.assert_array_equal(got, [np.nan, 1.5, np.nan])
    with pytest.raises(IndexError, match="out of bounds"):
        jlib.quantile(np.ones((0, 2)), np.array(0.5), axis=(0,))


# ------------------------------------------------------------------ the generated Op, in PyTensor's modes
@pytest.fixture(scope="module")
def stats(pytensor_package):
    pytest.importorskip("pytensor", reason="needs opspec[pytensor]")
    return pytensor_package("quantile_pkg", "specs/stats.yaml", "specs/sort.yaml").stats


#: (axis, keepdims) of the k-th of numpy's methods (``_FORMS[k % 5]``, its q of rank k % 4): every
#: form of axes meets a discrete and a mixing method, and q of several ranks
_FORMS = [((1,), False), ((0, 2), True), (None, False), ((-1,), True), ((-3, -2), False)]


def _every_method(stats, x_shape):
    """(inputs, outputs): x of three axes, q of rank 0 to 3, and every method of numpy on its form."""
    import pytensor.tensor as pt
    x = pt.tensor("x", dtype="float64", shape=x_shape)
    qs = [pt.tensor(f"q{r}", dtype="float64", shape=(None,) * r) for r in range(4)]
    outs = [stats.Quantile(axis=_FORMS[k % 5][0], keepdims=_FORMS[k % 5][1], method=method)(x, qs[k % 4])
            for k, method in enumerate(quantiles.METHODS)]
    return [x, *qs], outs


@pytest.fixture(scope="module")
def numba_quantiles(stats):
    """Every method in one function of PyTensor's NUMBA mode, compiled once for any x of three
    axes (Numba's kernels depend on the props, dtypes and ranks, not on sizes or values): the
    tests below call it on many values instead of compiling a kernel per example."""
    pytest.importorskip("numba", reason="needs opspec[pytensor]")
    import pytensor
    assert ("Quantile", "numba") not in stats.NOT_LOWERED
    inputs, outs = _every_method(stats, (None,) * 3)
    return inputs, outs, pytensor.function(inputs, outs, mode="NUMBA")


@settings(max_examples=40, deadline=None)
@given(x=hnp.arrays(np.float64, hnp.array_shapes(min_dims=3, max_dims=3, min_side=1, max_side=4), elements=_ELEMENTS),
       data=st.data())
def test_numbas_quantile_is_numpys(numba_quantiles, x, data):
    """nan and inf anywhere, every method on every form of axes, q of rank 0 to 3: numpy's
    values, bit for bit."""
    qs = [data.draw(hnp.arrays(np.float64, hnp.array_shapes(min_dims=r, max_dims=r, min_side=1, max_side=2),
                               elements=st.floats(0, 1) | st.sampled_from([0.0, 0.5, 1.0]))) for r in range(4)]
    got = numba_quantiles[2](x, *qs)
    for k, method in enumerate(quantiles.METHODS):
        (axis, keepdims), q = _FORMS[k % 5], qs[k % 4]
        want = _reference(x, q, axis, keepdims, method)
        assert got[k].shape == want.shape, method
        np.testing.assert_array_equal(got[k], want, err_msg=method)


def test_numbas_quantile_refuses_what_numpy_refuses(numba_quantiles):
    run = numba_quantiles[2]
    q = [np.array(0.5), np.array([0.5]), np.full((1, 1), 0.5), np.full((1, 1, 1), 0.5)]
    with pytest.raises(ValueError, match=r"range \[0, 1\]"):
        run(np.ones((1, 1, 3)), q[0], np.array([0.5, 1.5]), *q[2:])
    with pytest.raises(IndexError, match="out of bounds"):
        run(np.ones((2, 1, 0)), *q)


def _python_mode():
    from pytensor.compile.mode import Mode
    return Mode(linker="py", optimizer="fast_compile")


def test_quantile_of_every_q_rank_and_method_in_jax(stats):
    """Every method, q of rank 0 to 3, in one function: the values of the Python mode (numpy)
    and the gradients with respect to x and q (zero for q where the method steps in q). (Numba's
    values are test_numbas_quantile_is_numpys', bit for bit against numpy on any shape.)"""
    import pytensor
    import pytensor.tensor as pt
    pytest.importorskip("jax", reason="needs opspec[pytensor]")
    assert ("Quantile", "jax") not in stats.NOT_LOWERED
    inputs, outs = _every_method(stats, (3, 4, 5))   # static: JAX needs the gradient's arange(n) constant
    outs = outs + pytensor.grad(pt.add(*[(out * out).sum() for out in outs]), inputs)
    compiled = pytensor.function(inputs, outs, mode="JAX")
    rng = np.random.default_rng(0)
    values = [rng.standard_normal((3, 4, 5))] + [rng.uniform(0.05, 0.95, (2,) * r) for r in range(4)]
    want = pytensor.function(inputs, outs, mode=_python_mode())(*values)
    got = compiled(*values)
    for k, (g, w) in enumerate(zip(got, want)):
        assert np.shape(g) == np.shape(w), k
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-12, err_msg=str(k))


def test_opspecs_quantile_takes_a_q_of_three_axes():
    """numpy refuses a q of three or more axes; the spec's shape rule gives their result (q's
    axes first), and its python: kernel computes it: numpy's quantile of the flattened q."""
    import opspec
    import opspec.tensor as ot
    x, q = ot.dmatrix("x"), ot.dtensor3("q")
    f = opspec.function([x, q], ot.quantile(x, q, axis=1, method="hazen", keepdims=True))
    xv, qv = np.random.default_rng(1).standard_normal((3, 5)), np.random.default_rng(2).random((2, 1, 2))
    got = f(xv, qv)
    assert got.shape == (2, 1, 2, 3, 1)
    np.testing.assert_array_equal(got, _reference(xv, qv, 1, True, "hazen"))
