"""Python ints stored into integer tensors, against numpy (NEP 50).

numpy stores a Python int into an integer array only when the array's dtype holds it:
``a[0] = 300``, ``a[0] += 300``, ``np.full(3, 300, dtype=np.int8)``, ``np.full_like(a, 300)``
raise OverflowError, where an array or a numpy scalar is cast with wraparound. opspec's
set_subtensor, inc_subtensor, full, full_like and fill once wrapped such an int (44 for 300),
and inc_subtensor refused ``x_uint8[1:] += 1`` (it read 1 as int64). A Python float meets the
array's dtype as in any ufunc (``x_int8[1:] += 0.5`` is numpy's TypeError, ``= 0.5`` truncates).
"""
from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

INTEGERS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


def _outcome(fn):
    try:
        with np.errstate(all="ignore"):
            return np.asarray(fn())
    except (OverflowError, TypeError, ValueError) as err:
        return err


def _set(a, v):
    b = a.copy()
    b[1:] = v
    return b


def _inc(a, v):
    b = a.copy()
    b[1:] += v
    return b


CASES = {
    "set_subtensor": (lambda x, v: ot.set_subtensor(x[1:], v), _set),
    "inc_subtensor": (lambda x, v: ot.inc_subtensor(x[1:], v), _inc),
    "full": (lambda x, v: ot.full((3,), v, dtype=x.type.dtype), lambda a, v: np.full(3, v, dtype=a.dtype)),
    "full_like": (lambda x, v: ot.full_like(x, v), np.full_like),
    # fill (second) is elemwise: v meets x's dtype as in a ufunc, fill(x_int8, 0.5) is float64
    "fill": (lambda x, v: ot.fill(x, v), lambda a, v: np.full_like(a, v, dtype=np.result_type(a.dtype, v))),
}


@settings(max_examples=120, deadline=None)
@given(dtype=st.sampled_from(INTEGERS), case=st.sampled_from(sorted(CASES)), data=st.data())
def test_a_python_number_is_stored_as_numpy_stores_it(dtype, case, data):
    info = np.iinfo(dtype)
    value = data.draw(st.sampled_from([int(info.min), int(info.max), int(info.min) - 1, int(info.max) + 1, 0, 1,
                                       2 ** 64, -2 ** 63 - 1])
                      | st.integers(-2 ** 70, 2 ** 70) | st.floats(-100, 100), label="value")
    build, reference = CASES[case]
    a = np.array([0, 1, 2], dtype)
    want = _outcome(lambda: reference(a, value))
    x = ot.tensor(dtype, shape=(None,), name="x")
    for mode in ("FAST_RUN", "FAST_COMPILE"):
        got = _outcome(lambda: opspec.function([x], build(x, value), mode=mode, on_unused_input="ignore")(a))
        if isinstance(want, Exception):
            assert isinstance(got, Exception) and (isinstance(got, type(want)) or isinstance(want, type(got))), \
                f"{case}({dtype}, {value}) {mode}: numpy {want!r}, opspec {got!r}"
        else:
            assert not isinstance(got, Exception), f"{case}({dtype}, {value}) {mode}: numpy {want}, opspec {got!r}"
            assert got.dtype == want.dtype and got.tolist() == want.tolist(), \
                f"{case}({dtype}, {value}) {mode}: {got!r}, numpy {want!r}"
