"""Index ops whose shapes alone make numpy raise IndexError raise it through a shape-only use
too (docs/shapes.md): take_along_axis of an index array not broadcasting with arr's other axes,
put_along_axis' too and of values not broadcasting to what it selects, and a non-empty index
into an empty axis (every index is out of bounds there), and an int of a basic key beyond its
axis.
"""
from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops.sort import PutAlongAxis, TakeAlongAxis
from opspec.tensor.sorting import put_along_axis_value

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
    """Shapes of arr and indices (index 0 everywhere: out of bounds only along an axis of size
    0, where any index is, so only the shapes can make numpy raise), and the axis."""
    ndim = draw(st.integers(1, 3))
    axis = draw(st.integers(-ndim, ndim - 1))
    arr = draw(st.tuples(*[st.integers(0, 3)] * ndim))
    indices = draw(st.tuples(*[st.integers(0, 3)] * ndim))
    return arr, indices, axis


@functools.cache
def _take_shape(ndim, axis, mode):
    """The compiled shape of TakeAlongAxis of symbolic inputs (the op is never computed)."""
    arr, idx = ot.tensor("float64", (None,) * ndim), ot.tensor("int64", (None,) * ndim)
    return opspec.function([arr, idx], TakeAlongAxis(axis=axis)(arr, idx).shape, mode=mode)


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


@functools.cache
def _put_shape(ndims, axis, inc, mode):
    """The compiled shape of PutAlongAxis of symbolic inputs (the op is never computed)."""
    arr, idx, values = (ot.tensor(dtype, (None,) * n) for dtype, n in zip(("float64", "int64", "float64"), ndims))
    return opspec.function([arr, idx, values], PutAlongAxis(axis=axis, inc=inc)(arr, idx, values).shape, mode=mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("inc", [False, True])
@settings(max_examples=40, deadline=None)
@given(case=take_along_axis_case(), values=st.lists(st.integers(0, 3), max_size=4))
def test_put_along_axis_shape_raises_numpys_errors(mode, inc, case, values):
    """put_along_axis (np.add.at with inc) raises numpy's IndexError for an index that does not
    broadcast with arr or reads an axis of size 0, and its ValueError for values that do not
    broadcast to what the index selects, in numpy's order, through the lifted and the static
    shape; otherwise the shape is arr's."""
    arr_shape, idx_shape, axis = case
    arr, idx, v = np.zeros(arr_shape), np.zeros(idx_shape, dtype="int64"), np.ones(values)
    want = numpy_outcome(lambda: put_along_axis_value(arr, idx, v, axis, inc))
    lifted = opspec_outcome(lambda: _put_shape((arr.ndim, idx.ndim, v.ndim), axis, inc, mode)(arr, idx, v))
    static = opspec_outcome(lambda: PutAlongAxis(axis=axis, inc=inc)(*map(ot.constant, (arr, idx, v))).type.shape)
    assert lifted == want and static == want, (arr_shape, idx_shape, values, axis)


@functools.cache
def _rows_shape(ndim, mode):
    """The compiled shape of AdvancedSubtensor1 of symbolic inputs (the op is never computed)."""
    x, idx = ot.tensor("float64", (None,) * ndim), ot.lvector()
    return opspec.function([x, idx], ot.advanced_subtensor1(x, idx).shape, mode=mode)


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=40, deadline=None)
@given(x_shape=st.lists(st.integers(0, 3), min_size=1, max_size=3), n=st.integers(0, 3))
def test_rows_of_an_empty_axis_raise_numpys_index_error(mode, x_shape, n):
    """x[idx] with idx non-empty and x's first axis of size 0 is numpy's IndexError for any
    index values (indices 0 here, valid otherwise), through the lifted and the static shape."""
    x, idx = np.zeros(x_shape), np.zeros(n, dtype="int64")
    want = numpy_outcome(lambda: x[idx])
    lifted = opspec_outcome(lambda: _rows_shape(len(x_shape), mode)(x, idx))
    static = opspec_outcome(lambda: ot.advanced_subtensor1(ot.constant(x), ot.constant(idx)).type.shape)
    assert lifted == want and static == want


def test_rows_gradients_and_increments_carry_no_guard():
    """The checks guard the shapes of x[idx] and of its increment only: computing either raises
    by itself, and a gradient (x's shape) reads no index from an empty axis."""
    x, idx, y = ot.matrix("x"), ot.lvector("i"), ot.matrix("y")
    rows = ot.advanced_subtensor1(x, idx)
    inc = ot.inc_subtensor(rows, y)
    graphs = {"rows": ([x, idx], rows), "increment": ([x, idx, y], inc),
              "gradient": ([x, idx], opspec.grad(ot.sum(rows ** 2), x)),
              "increment gradient": ([x, idx, y], opspec.grad(ot.sum(inc ** 2), [x, y]))}
    for what, (inputs, outputs) in graphs.items():
        nodes = opspec.function(inputs, outputs).maker.fgraph.toposort()
        assert not [n for n in nodes if type(n.op).__name__ == "CheckAndRaise"], what


@pytest.mark.parametrize("inc", [False, True])
@pytest.mark.parametrize("axis", [2, -3, 5])
def test_put_along_axis_value_refuses_an_axis_arr_lacks(inc, axis):
    """The numpy kernel's increment (np.add.at over an index it builds) once read axis modulo
    the rank: axis 2 of a matrix wrote along axis 0 where numpy.put_along_axis raises AxisError."""
    arr, idx = np.zeros((2, 3)), np.zeros((2, 3), dtype="int64")
    with pytest.raises(np.exceptions.AxisError):
        np.put_along_axis(arr.copy(), idx, 1.0, axis)
    with pytest.raises(np.exceptions.AxisError):
        put_along_axis_value(arr, idx, 1.0, axis, inc)


@functools.cache
def _inc_rows_shape(ndims, set_, mode):
    """The compiled shape of AdvancedIncSubtensor1 of symbolic inputs (the op is never computed)."""
    x, v, idx = ot.tensor("float64", (None,) * ndims[0]), ot.tensor("float64", (None,) * ndims[1]), ot.lvector()
    return opspec.function([x, v, idx], ot.AdvancedIncSubtensor1(set=set_)(x, v, idx).shape, mode=mode)


def _inc_rows_value(x, v, idx, set_):
    if set_:
        x[idx] = v
    else:
        np.add.at(x, idx, v)
    return x


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("set_", [False, True])
@settings(max_examples=40, deadline=None)
@given(x_shape=st.lists(st.integers(0, 3), min_size=1, max_size=3), v_shape=st.lists(st.integers(0, 3), max_size=4),
       n=st.integers(0, 3))
def test_row_increments_raise_numpys_errors(mode, set_, x_shape, v_shape, n):
    """x[idx] = v and np.add.at(x, idx, v) raise numpy's IndexError for a non-empty idx into an
    axis of size 0 (any index is out of bounds there) and its ValueError for a v that does not
    broadcast to the rows idx selects, in numpy's order, through the lifted and the static shape;
    otherwise the shape is x's. np.add.at checks the indices' values before v, which no shape
    shows: its v is checked by the shape only for an empty idx (else by the kernel)."""
    x, v, idx = np.zeros(x_shape), np.ones(v_shape), np.zeros(n, dtype="int64")
    want = numpy_outcome(lambda: _inc_rows_value(x.copy(), v, idx, set_))
    lifted = opspec_outcome(lambda: _inc_rows_shape((x.ndim, v.ndim), set_, mode)(x, v, idx))
    static = opspec_outcome(lambda: ot.AdvancedIncSubtensor1(set=set_)(*map(ot.constant, (x, v, idx))).type.shape)
    if not set_ and n and x_shape[0]:     # FAST_COMPILE computes the op: its kernel raises
        assert static == (tuple(x_shape), None) and lifted in (want, static), (x_shape, v_shape, n)
        return
    assert lifted == want and static == want, (x_shape, v_shape, n)


@functools.cache
def _basic_shape(ndim, kinds, mode, static=None):
    """The compiled shape of x[key] for a basic key of ints and full slices over symbolic ints
    (the Subtensor is never computed); x's sizes are static when given."""
    x = ot.tensor("float64", static or (None,) * ndim)
    ints = iter([ot.lscalar() for k in kinds if k == "int"])
    key = tuple(next(ints) if k == "int" else slice(None) for k in kinds)
    return opspec.function([x, *[k for k in key if not isinstance(k, slice)]], x[key].shape, mode=mode)


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=60, deadline=None)
@given(x_shape=st.lists(st.integers(0, 3), min_size=1, max_size=3), data=st.data())
def test_basic_ints_beyond_their_axis_raise_numpys_index_error(mode, x_shape, data):
    """x[i] for an int i beyond its axis (any i on an axis of size 0) is numpy's IndexError
    through a shape-only use, from symbolic sizes, static sizes and constants alike (the shape
    of x[0] for x of static shape (0, 0) was (0,)). A result with no dimension has the shape ()
    whatever i (docs/shapes.md's limit): computing it raises (FAST_COMPILE does)."""
    kinds = tuple(data.draw(st.lists(st.sampled_from(["int", "slice"]), min_size=1, max_size=len(x_shape))))
    ints = [data.draw(st.integers(-4, 4)) for k in kinds if k == "int"]
    x = np.zeros(x_shape)
    values = iter(ints)
    key = tuple(next(values) if k == "int" else slice(None) for k in kinds)
    want = numpy_outcome(lambda: x[key])
    args = [x, *(np.int64(i) for i in ints)]
    lifted = opspec_outcome(lambda: _basic_shape(len(x_shape), kinds, mode)(*args))
    static = opspec_outcome(lambda: _basic_shape(len(x_shape), kinds, mode, tuple(x_shape))(*args))
    constant = opspec_outcome(lambda: ot.constant(x)[key].type.shape)
    if len(kinds) == len(x_shape) and kinds.count("int") == len(kinds):
        assert {lifted, static} <= {want, ((), None)} and constant == want, (x_shape, key)
        return
    assert lifted == want and static == want and constant == want, (x_shape, key)
