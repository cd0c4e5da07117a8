"""SumToShape's C kernel against numpy: with nothing broadcast it is a copy (bit for bit: NaN,
infinities and -0.0 kept), else a sum over the broadcast axes (rows summed into one row in a
vectorized pass), for any layout of x."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.link.c.program import runner

pytestmark = pytest.mark.skipif(runner() is None, reason="no C compiler")

_functions = {}


def summed(dtype, ndim, like_ndim):
    """sum_to_shape(x, like) as one C node."""
    key = dtype, ndim, like_ndim
    if key not in _functions:
        x, like = ot.tensor(dtype, (None,) * ndim), ot.tensor(dtype, (None,) * like_ndim)
        f = opspec.function([x, like], ot.sum_to_shape(x, like))
        assert [impl for _, impl in f.node_impls()] == ["c"]
        _functions[key] = f
    return _functions[key]


def layouts(draw, x):
    """x as stored, reversed along its last axis, or in Fortran order."""
    kind = draw(st.sampled_from(["c", "reversed", "fortran"]))
    return x[..., ::-1] if kind == "reversed" else np.asfortranarray(x) if kind == "fortran" else x


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_nothing_broadcast_is_a_copy_bit_for_bit(data):
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    shape = tuple(data.draw(st.lists(st.integers(1, 9), min_size=1, max_size=3)))
    x = layouts(data.draw, data.draw(hnp.arrays(dtype, shape, elements=st.floats(width=int(dtype[-2:])))))
    got = summed(dtype, x.ndim, x.ndim)(x, np.zeros(shape, dtype))
    assert got.shape == x.shape and not np.shares_memory(got, x)
    np.testing.assert_array_equal(got.view(f"uint{dtype[-2:]}"), np.ascontiguousarray(x).view(f"uint{dtype[-2:]}"))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_broadcast_axes_are_summed_as_numpy(data):
    """Small integers: every sum is exact, so the kernel must equal numpy's whatever its order."""
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    shape = tuple(data.draw(st.lists(st.integers(1, 40), min_size=2, max_size=3)))
    like_shape = tuple(data.draw(st.sampled_from([n, 1])) for n in shape)[data.draw(st.integers(0, 1)):]
    x = layouts(data.draw, data.draw(hnp.arrays(dtype, shape, elements=st.integers(-8, 8))))
    lead = x.ndim - len(like_shape)
    axes = tuple(range(lead)) + tuple(lead + d for d, n in enumerate(like_shape) if n == 1 and shape[lead + d] != 1)
    want = x.sum(axis=axes, keepdims=True).reshape(like_shape)
    got = summed(dtype, x.ndim, len(like_shape))(x, np.zeros(like_shape, dtype))
    np.testing.assert_array_equal(got, want)
    assert not np.signbit(got[got == 0]).any()     # sums start at +0, as numpy's
