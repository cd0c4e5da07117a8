"""Numba's take_along_axis (numba_order) and running extremes (numba_axes) against numpy: nan and
signed zeros anywhere, ties, negative axes and indices, empty axes, broadcasting lanes."""
import functools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

pytest.importorskip("numba", reason="needs opspec[pytensor]")

_ELEMENTS = st.floats(-3, 3) | st.sampled_from([math.nan, math.inf, -math.inf, -0.0, 0.0, 1.0])


@functools.cache
def _running(axis):
    import numba

    from opspec.targets.pytensor import numba_axes as nax
    return numba.njit(lambda x: (nax.maximum_accumulate(x, axis=axis), nax.minimum_accumulate(x, axis=axis)))


@settings(max_examples=40, deadline=None)
@given(x=hnp.arrays(np.float64, hnp.array_shapes(min_dims=2, max_dims=2, min_side=0, max_side=5), elements=_ELEMENTS),
       axis=st.sampled_from([None, (0,), (-1,)]))
def test_numbas_running_extremes_are_numpys(x, axis):
    """numpy.maximum / minimum.accumulate, bit for bit: the first nan stays, of -0.0 and 0.0 the later."""
    got_max, got_min = _running(axis)(x)
    flat, along = (x.ravel(), 0) if axis is None else (x, axis[0])
    for got, want in ((got_max, np.maximum.accumulate(flat, axis=along)), (got_min, np.minimum.accumulate(flat, axis=along))):
        assert got.shape == want.shape and got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


def test_numbas_running_extremes_keep_integer_and_bool_dtypes():
    for x in (np.array([[3, -2, 7], [1, 9, -9]], dtype=np.int16), np.array([[False, True, False]])):
        got_max, got_min = _running((1,))(x)
        np.testing.assert_array_equal(got_max, np.maximum.accumulate(x, axis=1))
        np.testing.assert_array_equal(got_min, np.minimum.accumulate(x, axis=1))
        assert got_max.dtype == x.dtype


@functools.cache
def _take(axis):
    import numba

    from opspec.targets.pytensor import numba_order as nord
    return numba.njit(lambda a, i: nord.take_along_axis(a, i, axis=axis))


@st.composite
def _gathers(draw):
    """(arr, indices, axis): rank 3, indices in [-n, n) along axis, each other axis 1 in one of
    them or equal (numpy broadcasts them), sizes 0 included."""
    axis = draw(st.sampled_from([0, 1, -1]))
    shape = draw(st.lists(st.integers(0, 3), min_size=3, max_size=3))
    k = axis % 3
    arr_shape = [1 if d != k and draw(st.booleans()) else s for d, s in enumerate(shape)]
    idx_shape = [1 if d != k and arr_shape[d] != 1 and draw(st.booleans()) else s for d, s in enumerate(shape)]
    idx_shape[k] = draw(st.integers(0, 4)) if arr_shape[k] else 0
    arr = draw(hnp.arrays(np.float64, tuple(arr_shape), elements=_ELEMENTS))
    n = arr_shape[k]
    indices = draw(hnp.arrays(np.int64, tuple(idx_shape), elements=st.integers(-n, n - 1) if n else st.just(0)))
    return arr, indices, axis


@settings(max_examples=50, deadline=None)
@given(problem=_gathers())
def test_numbas_take_along_axis_is_numpys(problem):
    arr, indices, axis = problem
    want = np.take_along_axis(arr, indices, axis=axis)
    got = _take(axis)(arr, indices)
    assert got.shape == want.shape
    np.testing.assert_array_equal(got, want)


def test_numbas_take_along_axis_refuses_an_index_out_of_bounds():
    # of rank 3, as the arrays above: the kernel they compiled (one rank more would compile another)
    with pytest.raises(IndexError, match="out of bounds"):
        _take(1)(np.ones((2, 3, 1)), np.array([[[0]], [[3]]]))
