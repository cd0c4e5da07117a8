"""Index ops whose shapes alone make numpy raise IndexError raise it through a shape-only use
too (docs/shapes.md): take_along_axis of an index array not broadcasting with arr's other axes.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops.sort import TakeAlongAxis

MODES = ("FAST_RUN", "FAST_COMPILE")


def numpy_outcome(fn):
    try:
        return np.shape(fn()), None
    except Exception as e:  # noqa: BLE001 - the class is what is compared
        return None, type(e)


def opspec_outcome(fn):
    try:
        return tuple(int(d) for d in fn()), None
    except Exception as e:  # noqa: BLE001
        return None, type(e)


@st.composite
def take_along_axis_case(draw):
    """Shapes of arr and indices (index 0 everywhere: arr's size along ``axis`` is never 0, so
    only the shapes can make numpy raise), and the axis."""
    ndim = draw(st.integers(1, 3))
    axis = draw(st.integers(-ndim, ndim - 1))
    arr = draw(st.tuples(*[st.integers(1 if k == axis % ndim else 0, 3) for k in range(ndim)]))
    indices = draw(st.tuples(*[st.integers(0, 3)] * ndim))
    return arr, indices, axis


_take = {}


def _take_shape(ndim, axis, mode):
    """The compiled shape of TakeAlongAxis of symbolic inputs (the op is never computed)."""
    if (ndim, axis, mode) not in _take:
        arr, idx = ot.tensor("float64", (None,) * ndim), ot.tensor("int64", (None,) * ndim)
        _take[ndim, axis, mode] = opspec.function([arr, idx], TakeAlongAxis(axis=axis)(arr, idx).shape, mode=mode)
    return _take[ndim, axis, mode]


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=40, deadline=None)
@given(case=take_along_axis_case())
def test_take_along_axis_shape_raises_numpys_index_error(mode, case):
    """Sizes of the axes other than ``axis`` that do not broadcast are numpy's IndexError (it
    indexes arr with aranges of them and the indices), whether the shape is lifted from symbolic
    shapes or built from static ones; otherwise the shape is numpy's."""
    arr_shape, idx_shape, axis = case
    arr, idx = np.zeros(arr_shape), np.zeros(idx_shape, dtype="int64")
    want = numpy_outcome(lambda: np.take_along_axis(arr, idx, axis))
    lifted = opspec_outcome(lambda: _take_shape(len(arr_shape), axis, mode)(arr, idx))
    static = opspec_outcome(lambda: TakeAlongAxis(axis=axis)(ot.constant(arr), ot.constant(idx)).type.shape)
    assert lifted == want and static == want, (arr_shape, idx_shape, axis)
