"""The lanes of Numba's axis= functions (numba_axes), written so that LLVM vectorises them (index
loops; a nan flag beside the running extreme instead of a branch), against numpy where that
rewrite could go wrong: a nan anywhere in a lane (first, last, several), infinities, signed zeros."""
import functools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

pytest.importorskip("numba", reason="needs opspec[pytensor]")

_ELEMENTS = st.floats(-1e6, 1e6) | st.sampled_from([math.nan, math.inf, -math.inf, -0.0, 0.0])


@functools.cache
def _lanes():
    """max, min, argmax, argmin and logsumexp of each row, compiled once for all examples."""
    import numba

    from opspec.targets.pytensor import numba_axes as nax
    return numba.njit(lambda x: (nax.max(x, axis=(1,)), nax.min(x, axis=(1,)), nax.argmax(x, axis=(1,)),
                                 nax.argmin(x, axis=(1,)), nax.logsumexp_value(x, (1,), False)))


@settings(max_examples=40, deadline=None)
@given(x=hnp.arrays(np.float64, hnp.array_shapes(min_dims=2, max_dims=2, min_side=1, max_side=9), elements=_ELEMENTS))
def test_numbas_lanes_are_numpys(x):
    """max / min propagate a nan wherever it is in the lane, argmax / argmin point at the first
    nan, logsumexp is opspec's reference."""
    from opspec.tensor.kernels import logsumexp_value
    with np.errstate(all="ignore"):
        *extremes, lse = _lanes()(x)
        for name, got in zip(("max", "min", "argmax", "argmin"), extremes):
            want = getattr(np, name)(x, axis=1)
            assert got.dtype == want.dtype, name
            np.testing.assert_array_equal(got, want, err_msg=name)
        np.testing.assert_allclose(lse, logsumexp_value(x, (1,), False), rtol=1e-12, equal_nan=True)


def test_numbas_reduction_takes_numpys_default_keepdims():
    """``nax.max(x, axis=...)`` without keepdims= (a formula may leave it out): numpy's default."""
    import numba

    from opspec.targets.pytensor import numba_axes as nax
    x = np.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal(numba.njit(lambda x: nax.sum(x, axis=(0,)))(x), x.sum(axis=0))


@functools.cache
def _orderings():
    """sort, argsort (axis 0) and median (axes 0 and 1, keepdims), compiled once."""
    import numba

    from opspec.targets.pytensor import numba_order as nord
    return numba.njit(lambda x: (nord.sort(x, axis=0, kind="quicksort"), nord.argsort(x, axis=0, kind="quicksort"),
                                 nord.median(x, axis=(0, 1), keepdims=True), nord.median(x, axis=(1,))))


@settings(max_examples=30, deadline=None)
@given(x=hnp.arrays(np.float64, hnp.array_shapes(min_dims=2, max_dims=2, min_side=1, max_side=7),
                    elements=st.floats(-5, 5) | st.sampled_from([math.nan, math.inf, -math.inf, 1.0])))
def test_numbas_sort_argsort_and_median_are_numpys(x):
    """Sorted values with nan last, the stable argsort (ties repeat: 1.0), median with nan."""
    got_sort, got_argsort, got_median_all, got_median = _orderings()(x)
    np.testing.assert_array_equal(got_sort, np.sort(x, axis=0))
    np.testing.assert_array_equal(got_argsort, np.argsort(x, axis=0, kind="stable"))
    with np.errstate(all="ignore"):
        np.testing.assert_array_equal(got_median_all, np.median(x, axis=(0, 1), keepdims=True))
        np.testing.assert_array_equal(got_median, np.median(x, axis=1))
