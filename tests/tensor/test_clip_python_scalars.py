"""clip(x, lower, upper) with a Python scalar (or None) in any of its three places, against
np.clip in every mode.

np.clip converts a Python x to an array first, of its own dtype (int64, uint64 from 2**63,
float64, complex128, bool), and only then reads the bounds (tests/tensor/test_clip.py): so
``np.clip(2**63 - 1, int8_array, 0.5)`` is float64 0.5 and ``np.clip(1, int8_array, 5)`` is
int64. Clip read a Python x weakly, as it reads a bound: the first raised OverflowError when
built and the second was int8.
"""
from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from test_clip import _outcome       # np.clip's value, or the error it raises

DTYPES = ["bool", "int8", "uint8", "int16", "int64", "uint64", "float16", "float32", "float64", "complex64"]
PYTHON = st.one_of(st.integers(-300, 300), st.sampled_from([2 ** 63 - 1, 2 ** 63, -2 ** 63, 2 ** 64 - 1, -129, 255]),
                   st.sampled_from([0.5, -2.5, 1e300, float("inf"), float("nan"), -0.0]), st.booleans(),
                   st.sampled_from([1 + 2j, -0.5j]))
MODES = ("FAST_RUN", "FAST_COMPILE", "DebugMode")


def _array(draw, dtype):
    values = draw(st.lists(st.integers(-130, 260), min_size=3, max_size=3))
    with np.errstate(all="ignore"):
        return np.array(values).astype(dtype)


def _python(draw, k):
    """A Python scalar for place k: any for x, or None too for a bound."""
    return draw(PYTHON if k == 0 else st.none() | PYTHON, label=f"python {k}")


@settings(max_examples=60, deadline=None)
@given(data=st.data(), place=st.sampled_from([0, 1, 2]))
def test_clip_reads_a_python_scalar_in_any_place_as_np_clip(data, place):
    # the place drawn holds a Python scalar; another bound may too; at least one place an array
    others = [k for k in range(3) if k != place]
    python = {place} | {k for k in others if k > 0 and data.draw(st.booleans(), label=f"python {k}?")}
    if len(python) == 3:
        python.discard(others[-1])
    args, numpy_args, inputs, values = [], [], [], []
    for k in range(3):
        if k in python:
            args.append(_python(data.draw, k))
            numpy_args.append(args[-1])
            continue
        value = _array(data.draw, data.draw(st.sampled_from(DTYPES), label=f"dtype {k}"))
        inputs.append(ot.tensor(value.dtype.name, shape=(None,), name=f"in{k}"))
        values.append(value)
        args.append(inputs[-1])
        numpy_args.append(value)
    want = _outcome(lambda: np.clip(*numpy_args))
    built = _outcome(lambda: ot.clip(*args))
    for mode in MODES:
        got = built if isinstance(built, Exception) else \
            _outcome(lambda: opspec.function(inputs, built, mode=mode)(*values))
        if isinstance(want, Exception):
            assert isinstance(got, Exception), f"{mode}: numpy raised {want!r}, opspec gave {got!r}"
            continue
        assert not isinstance(got, Exception), f"{mode}: numpy gave {want!r}, opspec raised {got!r}"
        assert got.dtype == want.dtype, f"{mode}: dtype {got.dtype}, numpy's {want.dtype}"
        np.testing.assert_array_equal(got, want, err_msg=mode)


def test_a_python_x_beyond_64_bits_is_refused():
    """numpy holds it in an object array; opspec has no such dtype and says so."""
    import pytest
    with pytest.raises(OverflowError, match="object"):
        ot.clip(2 ** 64, ot.vector("int8"), 5)
