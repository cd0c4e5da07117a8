"""Ops along axes and index structures refuse, when the graph is built and with numpy's exception
class, what numpy refuses; and what the build accepts, every mode computes as numpy does.
(Found by tests/fuzz: softmax of a vector along axis 1 raised only when run, ValueError in C and
AxisError in numpy; Join's static shape ignored a negative axis; a short index structure raised
StopIteration; a bad DimShuffle order 'tuple index out of range'; advanced_subtensor1 of a 0-d
array read memory that was not there.)"""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.tensor.indexing import advanced_index, basic_index

MODES = ["FAST_COMPILE", "FAST_RUN"]

#: numpy's own check of one axis (it takes an int axis 0 of a 0-d array in some functions, not in
#: others; the ops take none)
axis_of = np.lib.array_utils.normalize_axis_index


def _softmax(v, a):
    z = np.exp(v - np.max(v, axis=axis_of(a, v.ndim), keepdims=True))
    return z / np.sum(z, axis=a, keepdims=True)


#: op -> (the op along axis, numpy)
ALONG = {
    "softmax": (lambda x, a: ot.Softmax(axis=a)(x), _softmax),
    "log_softmax": (lambda x, a: ot.LogSoftmax(axis=a)(x), lambda v, a: np.log(_softmax(v, a))),
    "cumsum": (lambda x, a: ot.CumOp(axis=(a,))(x), lambda v, a: np.cumsum(v, axis=axis_of(a, v.ndim))),
    "argmax": (lambda x, a: ot.Argmax(axis=(a,))(x), lambda v, a: np.argmax(v, axis=axis_of(a, v.ndim))),
    "join": (lambda x, a: ot.Join(axis=a)(x, x), lambda v, a: np.concatenate([v, v], axis=a)),
}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(ALONG)), st.integers(0, 3), st.integers(-5, 4), st.sampled_from(MODES))
def test_an_axis_out_of_range_is_numpys_axis_error_at_build(name, ndim, axis, mode):
    build, numpy_fn = ALONG[name]
    value = np.arange(1.0, 1.0 + 2 ** ndim).reshape((2,) * ndim) / 7
    try:
        want = numpy_fn(value, axis)
    except (np.exceptions.AxisError, ValueError) as err:
        with pytest.raises(type(err)):
            build(ot.tensor("float64", (None,) * ndim), axis)
        return
    x = ot.tensor("float64", (None,) * ndim)
    out = build(x, axis)
    got = opspec.function([x], out, mode=mode)(value)
    assert out.type.ndim == want.ndim and all(s is None or s == n for s, n in zip(out.type.shape, want.shape))
    np.testing.assert_allclose(got, want, rtol=1e-12)


def test_join_static_shape_follows_a_negative_axis():
    x, y = ot.tensor("float64", (0, 0)), ot.tensor("float64", (0, 1))
    out = ot.Join(axis=-1)(x, y, x)
    assert out.type.shape == (0, 1)
    assert opspec.function([x, y], out)(np.zeros((0, 0)), np.zeros((0, 1))).shape == (0, 1)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 3), st.lists(st.integers(-2, 4), max_size=5))
def test_a_dimshuffle_order_is_checked_when_built(ndim, order):
    x = ot.tensor("float64", (1,) * ndim)
    kept = [a for a in order if a != -1]
    valid = all(0 <= a < ndim for a in kept) and len(set(kept)) == len(kept)
    if not valid:
        with pytest.raises(ValueError, match="does not fit"):
            ot.DimShuffle(order=tuple(order))(x)
        return
    out = opspec.function([x], ot.DimShuffle(order=tuple(order))(x))(np.ones((1,) * ndim))
    assert out.shape == tuple(1 for _ in order)


STRUCTURE = st.lists(st.sampled_from([("int",), ("new",), ("slice", True, False, False),
                                      ("slice", False, True, True), ("slice", False, False, False)]), max_size=4)


@settings(max_examples=80, deadline=None)
@given(STRUCTURE, st.integers(0, 4), st.integers(0, 3))
def test_a_basic_index_structure_takes_its_values_and_no_more_dimensions_than_there_are(idx, n, ndim):
    idx = tuple(idx)
    takes = sum(1 if e[0] == "int" else sum(e[1:]) if e[0] == "slice" else 0 for e in idx)
    indexed = sum(e[0] != "new" for e in idx)
    x = ot.tensor("float64", (None,) * ndim)
    scalars = [ot.constant(1, dtype="int64")] * n
    if takes != n:
        with pytest.raises(TypeError, match="takes"):
            ot.Subtensor(idx=idx)(x, *scalars)
        with pytest.raises(TypeError, match="takes"):
            basic_index(idx, [1] * n)
    elif indexed > ndim:
        with pytest.raises(IndexError, match="too many indices"):
            ot.Subtensor(idx=idx)(x, *scalars)
    else:
        value = np.arange(float(3 ** ndim)).reshape((3,) * ndim)
        want = value[basic_index(idx, [1] * n)]
        for mode in MODES:
            np.testing.assert_array_equal(opspec.function([x], ot.Subtensor(idx=idx)(x, *scalars), mode=mode)(value),
                                          want)


def test_an_advanced_structure_takes_its_index_arrays():
    x, i = ot.dmatrix("x"), ot.lvector("i")
    idx = (("array",), ("range", 1, None, -1), ("array",))
    with pytest.raises(TypeError, match="takes 2 index values, got 1"):
        ot.AdvancedSubtensor(idx=idx)(x, i)
    with pytest.raises(TypeError, match="takes 2 index values, got 1"):
        advanced_index(idx, [np.array([0])])
    with pytest.raises(IndexError, match="too many indices"):
        ot.AdvancedSubtensor(idx=idx)(x, i, i)


@pytest.mark.parametrize("mode", MODES)
def test_row_indexing_of_a_0d_array_is_numpys_index_error(mode):
    x, i, v = ot.dscalar("x"), ot.lvector("i"), ot.dvector("v")
    with pytest.raises(IndexError, match="too many indices"):      # by x's rank alone: when built
        ot.advanced_subtensor1(x, i)
    with pytest.raises(IndexError, match="too many indices"):      # its increment too (its shape rule)
        ot.advanced_inc_subtensor1(x, v, i)
