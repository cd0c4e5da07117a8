"""opspec.testing.ulps: the classification of ops by how far C may be from numpy, and the
comparison in ulps that the fuzz suite and the scalar layer's test share."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opspec.ops import arith, special, ufunc
from opspec.testing.ulps import ULPS, assert_ulps_close, elementwise_bound, spec_of


def test_classification_reads_the_kernels():
    assert elementwise_bound(spec_of(arith.Add()), [1.0]) == (0, 0.0)            # exactly rounded
    assert elementwise_bound(spec_of(ufunc.Cbrt()), [1.0]) == (ULPS, 0.0)        # libm vs numpy's SIMD
    ulps, slack = elementwise_bound(spec_of(special.Betaln()), [np.array([3.0])])    # CPython's lgamma
    assert ulps > ULPS and slack > 0
    assert spec_of(object()) is None


@settings(max_examples=50, deadline=None)
@given(x=st.floats(allow_nan=False, allow_infinity=False, width=64), k=st.integers(-3, 3))
def test_within_ulps_counts_units_of_the_last_place(x, k):
    moved = x
    with np.errstate(over="ignore"):
        for _ in range(abs(k)):
            moved = np.nextafter(moved, np.inf if k > 0 else -np.inf)
    moved = np.float64(moved)
    if moved == 0 and x == 0 or not np.isfinite(moved):
        return
    assert_ulps_close(np.array([moved]), np.array([x]), ulps=abs(k))
    if k and np.frexp(moved)[1] == np.frexp(x)[1]:        # one ulp apart everywhere between them
        with pytest.raises(AssertionError):
            assert_ulps_close(np.array([moved]), np.array([x]), ulps=abs(k) - 1)


def test_nan_inf_and_signed_zeros_are_exact_under_any_tolerance():
    assert_ulps_close(np.array([np.nan, np.inf, -0.0]), np.array([np.nan, np.inf, -0.0]), ulps=4)
    for got, want in ([np.inf], [-np.inf]), ([np.nan], [1.0]), ([0.0], [-0.0]), ([np.inf], [1.7e308]):
        with pytest.raises(AssertionError):
            assert_ulps_close(np.array(got), np.array(want), ulps=16, slack=100.0)
    with pytest.raises(AssertionError, match="dtype"):
        assert_ulps_close(np.array([1.0], np.float32), np.array([1.0]), ulps=1)
