"""Quantile's output dtype is numpy.quantile's for every method, x dtype and kind of q: x's
for the discrete methods, the dtype x and q meet in for those that interpolate, x's float
dtype for a Python number q (numpy reads it weakly). The node's type says it when built, and
every mode computes it; a bool x numpy refuses to interpolate is numpy's TypeError when
computed (after its IndexError for an empty x, as numpy orders them)."""
from __future__ import annotations

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.kernels.dtype_rules import QUANTILE_DISCRETE, QUANTILE_METHODS
from opspec.ops.stats import Quantile

X_DTYPES = ("float16", "float32", "float64", "int8", "int64", "uint8", "bool")
#: q as the graph gets it: an array of float32 or float64, or a Python float (weak)
Q_KINDS = ("float32", "float64", "python")
MODES = ("FAST_RUN", "FAST_COMPILE")
_X = np.array([[3, 0, 7, 1, 5], [2, 2, 9, 0, 4]])
_Q = (0.3, 0.5, 0.85)


def _numpy(x, q, method):
    try:
        return np.quantile(x, q, axis=1, method=method), None
    except TypeError as e:
        return None, e


def _q_value(kind):
    return _Q[0] if kind == "python" else np.array(_Q, dtype=kind)


def test_the_rule_knows_numpys_methods():
    assert set(QUANTILE_METHODS) == set(np.lib._function_base_impl._QuantileMethods)
    with pytest.raises(ValueError, match="not a valid method"):
        Quantile(axis=(0,), method="closest")(ot.dvector(), ot.dvector())


@pytest.mark.parametrize("x_dtype", X_DTYPES)
@pytest.mark.parametrize("q_kind", Q_KINDS)
def test_the_node_has_numpys_dtype(x_dtype, q_kind):
    """Every method: the dtype of the node built (the op itself, and ot.quantile, which reads a
    Python q weakly), or numpy's TypeError where numpy refuses."""
    x_value, q_value = _X.astype(x_dtype), _q_value(q_kind)
    x = ot.matrix("x", dtype=x_dtype)
    q = ot.vector("q", dtype=q_kind) if q_kind != "python" else q_value
    for method in QUANTILE_METHODS:
        want, error = _numpy(x_value, q_value, method)
        if error is not None:
            assert x_dtype == "bool" and method not in QUANTILE_DISCRETE
            continue
        assert ot.quantile(x, q, axis=1, method=method).type.dtype == want.dtype.name, method
        if q_kind != "python":
            assert Quantile(axis=(1,), method=method)(x, q).type.dtype == want.dtype.name, method


@pytest.mark.parametrize("mode", MODES)
def test_a_bool_x_numpy_refuses_to_interpolate_raises_its_errors_when_computed(mode):
    x, q = ot.bvector("x"), ot.dvector("q")
    x = ot.neq(x, 0)
    f = opspec.function([x.owner.inputs[0], q], ot.quantile(x, q, method="linear"), mode=mode)
    with pytest.raises(TypeError, match="boolean subtract"):
        f(np.array([1, 0, 1], dtype="int8"), np.array([0.5]))
    with pytest.raises(IndexError):
        f(np.array([], dtype="int8"), np.array([0.5]))
    with pytest.raises(TypeError, match="boolean subtract"):
        np.quantile(np.array([True, False]), 0.5)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("x_dtype", X_DTYPES)
@pytest.mark.parametrize("q_kind", Q_KINDS)
def test_every_mode_computes_numpys_dtype_and_values(mode, x_dtype, q_kind):
    """Every method numpy computes for this x, in one function: numpy's dtype; numpy's values
    (a weak q: numpy interpolates in x's float dtype, opspec in float64 and rounds once)."""
    x_value, q_value = _X.astype(x_dtype), _q_value(q_kind)
    x = ot.matrix("x", dtype=x_dtype)
    q = ot.vector("q", dtype=q_kind) if q_kind != "python" else q_value
    methods = [m for m in QUANTILE_METHODS if _numpy(x_value, q_value, m)[1] is None]
    outs = [ot.quantile(x, q, axis=1, method=m) for m in methods]
    inputs, values = ([x], [x_value]) if q_kind == "python" else ([x, q], [x_value, q_value])
    got = opspec.function(inputs, outs, mode=mode)(*values)
    for method, g in zip(methods, got):
        want = _numpy(x_value, q_value, method)[0]
        assert g.dtype == want.dtype, method
        if q_kind == "python" and want.dtype.kind == "f":
            np.testing.assert_allclose(g, want, rtol=2 * np.finfo(want.dtype).eps, err_msg=method)
        else:
            np.testing.assert_array_equal(g, want, err_msg=method)


@pytest.mark.parametrize("x_dtype", ["int8", "int64", "uint8"])
def test_the_gradient_of_q_on_an_int_x(x_dtype):
    """d quantile / d q of an int x (positions counted in float64, not x's dtype, where an int8
    arange would overflow past 127 elements): linear moves (n - 1) positions per unit of q."""
    n = 200
    x = ot.vector("x", dtype=x_dtype)
    q = ot.dscalar("q")
    out = ot.quantile(x, q, method="linear")
    xv = (np.arange(n) % 100).astype(x_dtype)       # sorted: 0 0 1 1 ... 99 99
    g = opspec.function([x, q], opspec.grad(out, q), mode="FAST_COMPILE")(xv, 0.6)
    s = np.sort(xv).astype("float64")
    lo = int(np.floor((n - 1) * 0.6))
    assert g == pytest.approx((n - 1) * (s[lo + 1] - s[lo]))
