"""IncSubtensor and AdvancedIncSubtensor: a v that does not fit the region its key selects (and
an index numpy refuses whatever the values) raises numpy's error through a shape-only use too,
in numpy's order, as AdvancedIncSubtensor1 and PutAlongAxis do (tests/tensor/test_index_shape_errors.py):
``out[key] = v``, ``out[key] += v`` for a basic key, ``np.add.at(out, key, v)`` for an advanced
one; otherwise the shape is x's."""
from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops.subtensor import AdvancedIncSubtensor, IncSubtensor
from opspec.tensor.indexing import advanced_index, inc_advanced_value, inc_basic_value

MODES = ("FAST_RUN", "FAST_COMPILE")


def numpy_outcome(fn):
    """(shape, None) or (None, the builtin class of numpy's error: its AxisError, which np.add.at
    raises for a v of extra dimensions in some cases, is a ValueError)."""
    try:
        return np.shape(fn()), None
    except Exception as e:  # noqa: BLE001 - the class is what is compared
        return None, next(c for c in type(e).__mro__ if c.__module__ == "builtins")


def opspec_outcome(fn):
    try:
        return tuple(int(d) for d in fn()), None
    except Exception as e:  # noqa: BLE001
        return None, type(e)


#: basic key structures (IncSubtensor's idx prop) on a 2-d x, and the scalars each takes
_BASIC = [((("int",),), 1), ((("slice", True, False, False),), 1), ((("int",), ("slice", False, True, False)), 2),
          ((("int",), ("int",)), 2), ((("new",), ("slice", True, True, False)), 2),
          ((("slice", False, False, True), ("int",)), 2)]


@st.composite
def basic_case(draw):
    """x of 2 axes (sizes 0-3), v of 0-3 axes, a key and its scalars (ints beyond the axes too)."""
    x_shape = draw(st.tuples(st.integers(0, 3), st.integers(0, 3)))
    idx, takes = draw(st.sampled_from(_BASIC))
    scalars = draw(st.lists(st.integers(-4, 3).filter(bool) | st.just(1), min_size=takes, max_size=takes))
    if idx[0][0] == "slice" and idx[0][3]:
        scalars[0] = scalars[0] or 1            # a step of 0 is another error
    v_shape = draw(st.lists(st.integers(0, 3), max_size=3))
    return x_shape, tuple(v_shape), idx, scalars


@functools.cache
def _basic_shape(idx, v_ndim, set_, mode):
    """The compiled shape of IncSubtensor of symbolic inputs (the op is never computed)."""
    x, v = ot.dmatrix("x"), ot.tensor("float64", (None,) * v_ndim)
    scalars = [ot.lscalar() for e in idx for present in (e[1:] if e[0] == "slice" else (e[0] == "int",)) if present]
    return opspec.function([x, v, *scalars], IncSubtensor(idx=idx, set=set_)(x, v, *scalars).shape, mode=mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("set_", [False, True])
@settings(max_examples=40, deadline=None)
@given(case=basic_case())
def test_basic_increments_raise_numpys_errors(mode, set_, case):
    x_shape, v_shape, idx, scalars = case
    x, v = np.zeros(x_shape), np.ones(v_shape)
    want = numpy_outcome(lambda: inc_basic_value(x, v, idx, scalars, set_))
    lifted = opspec_outcome(lambda: _basic_shape(idx, len(v_shape), set_, mode)(x, v, *scalars))
    static = opspec_outcome(lambda: IncSubtensor(idx=idx, set=set_)(
        ot.constant(x), ot.constant(v), *[ot.constant(s, dtype="int64") for s in scalars]).type.shape)
    assert lifted == want and static == want, (x_shape, v_shape, idx, scalars)


#: advanced key structures (AdvancedIncSubtensor's idx prop) on a 2-d x, with their index arrays' count
_ADVANCED = [((("array",),), 1), ((("array",), ("array",)), 2), ((("range", None, None, None), ("array",)), 1),
             ((("array",), ("range", 1, None, None)), 1)]


@st.composite
def advanced_case(draw):
    """x of 2 axes (sizes 0-3), v of 0-3 axes, a key and its index arrays' shapes (index 0
    everywhere: out of bounds only along an axis of size 0, where any index is)."""
    x_shape = draw(st.tuples(st.integers(0, 3), st.integers(0, 3)))
    idx, takes = draw(st.sampled_from(_ADVANCED))
    shapes = draw(st.lists(st.lists(st.integers(0, 2), max_size=2).map(tuple), min_size=takes, max_size=takes))
    v_shape = draw(st.lists(st.integers(0, 3), max_size=3))
    return x_shape, tuple(v_shape), idx, shapes


@functools.cache
def _advanced_shape(idx, ndims, set_, mode):
    """The compiled shape of AdvancedIncSubtensor of symbolic inputs (the op is never computed)."""
    x, v = ot.dmatrix("x"), ot.tensor("float64", (None,) * ndims[0])
    indices = [ot.tensor("int64", (None,) * n) for n in ndims[1:]]
    return opspec.function([x, v, *indices], AdvancedIncSubtensor(idx=idx, set=set_)(x, v, *indices).shape, mode=mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("set_", [False, True])
@settings(max_examples=40, deadline=None)
@given(case=advanced_case())
def test_advanced_increments_raise_numpys_errors(mode, set_, case):
    """np.add.at checks the indices' values before v, which no shape shows: its v is checked by
    the shape only where the index arrays select nothing (else by the kernel, when computed)."""
    x_shape, v_shape, idx, shapes = case
    x, v = np.zeros(x_shape), np.ones(v_shape)
    indices = [np.zeros(s, dtype="int64") for s in shapes]
    if not set_:
        # np.add.at reads a v of more dimensions than the region erratically where the key selects
        # nothing ((2, 1, 0) into (0, 0) passes, (0, 0, 0) does not); the rule refuses them all
        try:
            region_ndim = x[advanced_index(idx, indices)].ndim
        except IndexError:
            region_ndim = None
        assume(region_ndim is None or len(v_shape) <= region_ndim)
    want = numpy_outcome(lambda: inc_advanced_value(x, v, idx, indices, set_))
    lifted = opspec_outcome(lambda: _advanced_shape(idx, (len(v_shape), *map(len, shapes)), set_, mode)(
        x, v, *indices))
    static = opspec_outcome(lambda: AdvancedIncSubtensor(idx=idx, set=set_)(
        *map(ot.constant, (x, v, *indices))).type.shape)
    try:
        selects = np.broadcast_shapes(*shapes)
    except ValueError:
        selects = None
    if not set_ and want[1] is ValueError and selects is not None and 0 not in selects:
        # numpy's add.at has read the indices (valid here) before refusing v: the shape
        # cannot know that; computing the op (FAST_COMPILE may) raises numpy's ValueError
        assert static == (x_shape, None) and lifted in (want, static), (x_shape, v_shape, idx, shapes)
        return
    assert lifted == want and static == want, (x_shape, v_shape, idx, shapes)

