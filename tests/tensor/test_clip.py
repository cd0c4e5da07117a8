"""clip(x, lower, upper) against np.clip for the bounds numpy reads its own way.

np.clip ignores a bound that is None, or a Python int at or beyond the limit of x's integer
dtype on the side it clips nothing (``np.clip(int8, -5, 1000)`` is ``np.maximum(x, -5)``), and
refuses with OverflowError a Python int beyond the other side; numpy scalars and 0-d arrays
are strong (they take part in the result's dtype), Python floats make an integer x float64,
and lower > upper gives upper everywhere. Clip once wrapped 1000 into an int8 (-24).
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

INTEGERS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
DTYPES = INTEGERS + ["bool", "float32", "float64"]
MODES = ["FAST_RUN", "FAST_COMPILE"]


def _values(dtype):
    """An array of dtype with its extremes, zero and a few values between."""
    if dtype == "bool":
        return np.array([True, False, True])
    if dtype.startswith("float"):
        return np.array([-np.inf, -3.5, -0.0, 0.0, 2.25, np.nan, np.inf], dtype)
    info = np.iinfo(dtype)
    return np.array([info.min, info.min + 1, -7 if info.min else 0, 0, 5, 100 % info.max, info.max - 1, info.max],
                    dtype)


def _near_limits(dtype):
    """Python ints around every integer dtype's limits (and beyond 64 bits), what the rule turns on."""
    limits = {int(v) for d in INTEGERS for v in (np.iinfo(d).min, np.iinfo(d).max)}
    return st.sampled_from(sorted({v + k for v in limits for k in (-1, 0, 1)} | {2 ** 70, -2 ** 70}))


def bounds(dtype):
    """A bound as np.clip takes one: None, a Python int or float, a numpy scalar, a 0-d array."""
    strong_dtype = st.sampled_from(INTEGERS + ["float32", "float64", "bool"])
    numpy_scalar = strong_dtype.flatmap(lambda d: st.sampled_from(list(_values(d))))
    return st.one_of(
        st.none(),
        st.integers(-300, 300),
        _near_limits(dtype),
        st.integers(-2 ** 80, 2 ** 80),
        st.floats(-1e3, 1e3) | st.sampled_from([np.inf, -np.inf, np.nan, 0.5]),
        numpy_scalar,
        numpy_scalar.map(np.asarray),
    )


def _outcome(fn):
    try:
        with np.errstate(all="ignore"):
            return fn()
    except (OverflowError, TypeError, ValueError) as err:
        return err


@settings(max_examples=250, deadline=None)
@given(dtype=st.sampled_from(DTYPES), data=st.data())
def test_clip_reads_its_bounds_as_np_clip(dtype, data):
    lower = data.draw(bounds(dtype), label="lower")
    upper = data.draw(bounds(dtype), label="upper")
    values = _values(dtype)
    want = _outcome(lambda: np.clip(values, lower, upper))
    x = ot.tensor(dtype, shape=(None,), name="x")
    for mode in MODES:
        got = _outcome(lambda: opspec.function([x], x.clip(lower, upper), mode=mode)(values))
        if isinstance(want, Exception):
            assert isinstance(got, Exception) and (isinstance(got, type(want)) or isinstance(want, type(got))), \
                f"{mode}: numpy raised {want!r}, opspec gave {got!r}"
            continue
        assert not isinstance(got, Exception), f"{mode}: numpy gave {want}, opspec raised {got!r}"
        assert got.dtype == want.dtype, f"{mode}: dtype {got.dtype}, numpy's {want.dtype}"
        np.testing.assert_array_equal(got, want, err_msg=mode)


@pytest.mark.parametrize("dtype", INTEGERS)
@pytest.mark.parametrize("mode", MODES)
def test_a_bound_beyond_the_dtype_on_its_own_side_clips_nothing(dtype, mode):
    info = np.iinfo(dtype)
    values = _values(dtype)
    x = ot.tensor(dtype, shape=(None,), name="x")
    for lower, upper in [(int(info.min) - 1000, 5), (5, int(info.max) + 1000), (None, 5), (5, None),
                         (int(info.min) - 1, None), (None, None), (-2 ** 70, 2 ** 70)]:
        got = opspec.function([x], ot.clip(x, lower, upper), mode=mode)(values)
        want = np.clip(values, lower, upper)
        assert got.dtype == want.dtype == dtype
        np.testing.assert_array_equal(got, want)
    with pytest.raises(OverflowError):
        ot.clip(x, int(info.max) + 1, None)        # above on the lower side: numpy's ufunc refuses it
    with pytest.raises(OverflowError):
        ot.clip(x, None, int(info.min) - 1)


def test_clip_of_a_bool_to_no_bound_is_refused_as_numpy_refuses_it():
    with pytest.raises(TypeError):
        np.clip(np.array([True]), None, None)
    with pytest.raises(TypeError, match="positive"):
        ot.clip(ot.tensor("bool", shape=(None,)), None, None)


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int64", "uint64"])
def test_scalar_ops_read_python_ints_as_their_tensor_ops(dtype):
    """opspec.scalar's ops take a Python int's constant from their tensor op, value included:
    clip's bound beyond the dtype, a comparison's int beyond 64 bits (an infinity)."""
    import opspec.scalar as ps
    x = ps.ScalarType(dtype)("x")
    info = np.iinfo(dtype)
    f = opspec.function([x], [ps.clip(x, int(info.min) - 5, 5), ps.clip(x, None, int(info.max) + 1),
                              ps.lt(x, 2 ** 70), ps.eq(x, 2 ** 64), ps.ge(x, -2 ** 70)])
    for v in (int(info.min), 0, int(info.max)):
        a = np.array(v, dtype)
        got = f(a)
        want = [np.clip(a, int(info.min) - 5, 5), np.clip(a, None, int(info.max) + 1), a < 2 ** 70, a == 2 ** 64,
                a >= -2 ** 70]
        for g, w in zip(got, want):
            assert np.asarray(g).dtype == np.asarray(w).dtype and g == w
