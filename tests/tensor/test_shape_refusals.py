"""Shape rules refuse what the op refuses, also where only the result's shape is used.

The classes of shapes numpy refuses by shape alone (docs/shapes.md): a reduction without an
identity over an empty lane (max, argmax, the max inside softmax; sum and logsumexp have one),
a broadcast to a target the input does not broadcast to (or a negative size), a sum down to a
shape the term was not broadcast from (SumToShape), an index of a 0-d array. And a negative
size where numpy's arange makes it empty (tri) is 0, not refused.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops import construct, nnet, reduce, shape, stats, subtensor

#: reductions over axes: op class, numpy, whether numpy refuses an empty lane (no identity)
REDUCTIONS = {
    "max": (reduce.Max, np.max, True),
    "min": (reduce.Min, np.min, True),
    "nanmax": (stats.NanMax, np.nanmax, True),
    "nanmin": (stats.NanMin, np.nanmin, True),
    "argmax": (reduce.Argmax, np.argmax, True),
    "argmin": (stats.Argmin, np.argmin, True),
    "sum": (reduce.Sum, np.sum, False),
    "logsumexp": (nnet.LogSumExp, None, False),
}
_compiled = {}


def shape_of(build, ndim, key):
    """A FAST_RUN function giving the shape of build(x) for a float64 x of ``ndim`` unknown sizes."""
    if key not in _compiled:
        x = ot.tensor("float64", (None,) * ndim)
        _compiled[key] = opspec.function([x], ot.shape(build(x)), mode="FAST_RUN")
    return _compiled[key]


def numpy_shape(fn):
    try:
        return np.shape(fn())
    except (ValueError, IndexError) as err:
        return type(err)


@st.composite
def reduced(draw, one_axis):
    """A shape with some zero sizes, an axis (None, or one or two axes) and keepdims."""
    shp = draw(st.lists(st.integers(0, 3), min_size=2, max_size=3).map(tuple))
    if one_axis:
        axis = draw(st.none() | st.integers(0, len(shp) - 1).map(lambda a: (a,)))
    else:
        axis = draw(st.none() | st.lists(st.integers(0, len(shp) - 1), min_size=1, max_size=2, unique=True)
                    .map(lambda a: tuple(sorted(a))))
    return shp, axis, draw(st.booleans())


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_reduction_shape_refuses_an_empty_lane_without_identity(name, data):
    cls, fn, refuses = REDUCTIONS[name]
    shp, axis, keepdims = data.draw(reduced(one_axis=name.startswith("arg")), label="shape, axis, keepdims")
    x = np.zeros(shp)
    empty = x.size == 0 if axis is None else any(shp[a] == 0 for a in axis)
    if fn is not None:
        with np.errstate(all="ignore"):
            want = numpy_shape(lambda: fn(x, axis=axis if axis is None or len(axis) > 1 else axis[0],
                                          keepdims=keepdims))
        assert (want is ValueError) == (refuses and empty), "the class is numpy's"
    else:
        want = ValueError if refuses and empty else tuple(
            1 if axis is None or i in axis else n for i, n in enumerate(shp)) if keepdims else tuple(
            n for i, n in enumerate(shp) if axis is not None and i not in axis)
    op = cls(axis=axis, keepdims=keepdims)
    if want is ValueError and not keepdims and (axis is None or len(axis) == len(shp)):
        # a 0-d result: its shape () is known whatever x's sizes (docs/shapes.md's limit), so
        # the refusal is the graph's, once x's sizes are known when it is built
        with pytest.raises(ValueError):
            op(ot.tensor("float64", shp))
        return
    f = shape_of(op, len(shp), (name, len(shp), axis, keepdims))
    if want is ValueError:
        with pytest.raises(ValueError):
            f(x)
    else:
        assert tuple(f(x)) == want


@settings(max_examples=25, deadline=None)
@given(shp=st.lists(st.integers(0, 3), min_size=1, max_size=3).map(tuple), axis=st.integers(-1, 0))
def test_softmax_shape_refuses_an_empty_axis(shp, axis):
    """softmax and log_softmax subtract the lane's max: an empty axis is numpy's zero-size max,
    as in scipy's softmax and log_softmax (logsumexp has an identity: an empty sum is 0)."""
    x = np.zeros(shp)
    for op, refuses in ((nnet.Softmax(axis=axis), True), (nnet.LogSoftmax(axis=axis), True),
                        (nnet.LogSumExp(axis=(axis,)), False)):
        f = shape_of(op, len(shp), (str(op), len(shp)))
        if refuses and shp[axis] == 0:
            with pytest.raises(ValueError):
                f(x)
        else:
            kept = shp if refuses else tuple(n for i, n in enumerate(shp) if i != axis % len(shp))
            assert tuple(f(x)) == kept


@st.composite
def broadcast_targets(draw):
    """An input shape and a target: often one it broadcasts to, often not, now and then negative."""
    shp = draw(st.lists(st.integers(0, 3), max_size=3).map(tuple))
    extra = draw(st.lists(st.integers(-1, 3), max_size=2))
    tail = [n if n != 1 and draw(st.booleans()) else draw(st.integers(-1, 3)) for n in shp]
    return shp, tuple(extra + tail)


@pytest.mark.parametrize("name", ["alloc", "broadcast_to"])
@settings(max_examples=30, deadline=None)
@given(case=broadcast_targets())
def test_broadcast_target_shape_refuses_what_numpy_refuses(name, case):
    shp, target = case
    x = np.zeros(shp)
    fn = (lambda: np.full(target, x)) if name == "alloc" else (lambda: np.broadcast_to(x, target))
    want = numpy_shape(fn)
    op = shape.alloc_op if name == "alloc" else shape.broadcast_to_op
    key = (name, len(shp), len(target))
    if key not in _compiled:
        v, sizes = ot.tensor("float64", (None,) * len(shp)), [ot.lscalar() for _ in target]
        _compiled[key] = opspec.function([v, *sizes], ot.shape(op(v, *sizes)), mode="FAST_RUN")
    if want is ValueError:
        with pytest.raises(ValueError):
            _compiled[key](x, *target)
    else:
        assert tuple(_compiled[key](x, *target)) == want


def test_broadcast_target_refused_when_the_graph_is_built():
    """Sizes known when the graph is built are refused then (make_node), as numpy would."""
    with pytest.raises(ValueError):
        shape.broadcast_to_op(ot.tensor("float64", (3,)), 4)
    with pytest.raises(ValueError):
        shape.alloc_op(ot.tensor("float64", (None, 2)), 5)        # more dimensions than the target
    with pytest.raises(ValueError):
        shape.alloc_op(0.0, -1)


def test_gradient_allocations_carry_no_check():
    """Sizes read off an array are never negative: alloc(0, *x.shape) needs no guard."""
    from opspec.raise_op import CheckAndRaise
    x = ot.matrix()
    f = opspec.function([x], ot.shape(shape.alloc_op(0.0, x.shape[0], x.shape[1])))
    assert not any(isinstance(n.op, CheckAndRaise) for n in f.maker.fgraph.apply_nodes)
    assert tuple(f(np.zeros((2, 3)))) == (2, 3)


@settings(max_examples=30, deadline=None)
@given(n=st.integers(-3, 3), m=st.integers(-3, 3), k=st.integers(-3, 3))
def test_tri_shape_is_numpy_for_negative_sizes(n, m, k):
    if "tri" not in _compiled:
        s = [ot.lscalar() for _ in range(3)]
        tri = construct.Tri(dtype="float64")(*s)
        _compiled["tri"] = opspec.function(s, [ot.shape(tri), tri], mode="FAST_RUN")
    got_shape, got = _compiled["tri"](n, m, k)
    assert tuple(got_shape) == np.tri(n, m, k).shape
    np.testing.assert_array_equal(got, np.tri(n, m, k))


def test_advanced_subtensor1_of_a_0d_input_is_refused():
    with pytest.raises(IndexError):
        np.zeros(())[np.array([0])]
    with pytest.raises(IndexError):
        subtensor.advanced_subtensor1(ot.dscalar(), ot.lvector())


@settings(max_examples=20, deadline=None)
@given(shp=st.tuples(st.integers(0, 3), st.integers(0, 3)))
def test_dimshuffle_shape_refuses_dropping_a_size_other_than_1(shp):
    """x.dimshuffle(1) of a matrix whose first size is known only when run: numpy's reshape
    refuses any size but 1 there, and so does the shape alone."""
    f = shape_of(lambda v: v.dimshuffle(1), 2, "dimshuffle(1)")
    if shp[0] != 1:
        with pytest.raises(ValueError):
            f(np.zeros(shp))
    else:
        assert tuple(f(np.zeros(shp))) == shp[1:]


def numpy_sums_down(x_shape, like_shape):
    """numpy's side of SumToShape: a term sums down to ``like`` when ``like`` broadcasts to it."""
    try:
        np.broadcast_to(np.zeros(like_shape), x_shape)
    except ValueError:
        return False
    return True


@settings(max_examples=40, deadline=None)
@given(x_shape=st.lists(st.integers(0, 2), max_size=3), like_shape=st.lists(st.integers(0, 2), max_size=3))
def test_sum_to_shape_shape_refuses_what_the_sum_refuses(x_shape, like_shape):
    """shape(sum_to_shape(x, like)) is like's shape only when x could have been broadcast from
    like: the shape alone raises the ValueError the summing raises ((1, 0) down to (0, 0))."""
    key = ("sum_to_shape", len(x_shape), len(like_shape))
    if key not in _compiled:
        x, like = ot.tensor("float64", (None,) * len(x_shape)), ot.tensor("float64", (None,) * len(like_shape))
        if len(like_shape) > len(x_shape):
            with pytest.raises(ValueError, match="cannot sum"):
                shape.sum_to_shape_op(x, like)
            return
        out = shape.sum_to_shape_op(x, like)
        _compiled[key] = (opspec.function([x, like], ot.shape(out), mode="FAST_RUN"),
                          opspec.function([x, like], out, mode="FAST_RUN"))
    shape_only, value = _compiled[key]
    args = np.ones(x_shape), np.zeros(like_shape)
    if not numpy_sums_down(x_shape, like_shape):
        for f in (shape_only, value):
            with pytest.raises(ValueError, match="cannot sum"):
                f(*args)
    else:
        assert tuple(shape_only(*args)) == tuple(like_shape)
        np.testing.assert_array_equal(value(*args), np.ones(like_shape) * (np.prod(x_shape) / max(np.prod(like_shape), 1)))


def test_sum_to_shape_refused_when_the_graph_is_built():
    with pytest.raises(ValueError, match=r"\(1, 0\) down to shape \(0, 0\)"):
        shape.sum_to_shape_op(ot.tensor("float64", (1, 0)), ot.tensor("float64", (0, 0)))
    with pytest.raises(ValueError, match="fewer dimensions"):
        shape.sum_to_shape_op(ot.vector(), ot.matrix())


@pytest.mark.parametrize("shapes", [((None, None), (None,), (None, 1)), ((None, 1), (1, None), (None,)),
                                    ((None, None, None), (None, 1, None), (None,))])
def test_broadcast_gradient_shapes_carry_no_sum_check(shapes):
    """A gradient sums its term down to the input the term was broadcast from: the sizes of the
    term are that input's broadcast against the others', so its shape needs no guard."""
    from opspec.raise_op import CheckAndRaise
    xs = [ot.tensor("float64", s) for s in shapes]
    grads = opspec.grad(((xs[0] + xs[1]) * xs[2]).sum(), xs)
    f = opspec.function(xs, [ot.shape(g) for g in grads], mode="FAST_RUN")
    assert not any(isinstance(n.op, CheckAndRaise) and "cannot sum" in n.op.msg for n in f.maker.fgraph.apply_nodes)
    values = [np.ones([2 if s is None else s for s in shp]) for shp in shapes]
    assert [tuple(s) for s in f(*values)] == [v.shape for v in values]


@pytest.mark.parametrize("shapes", [((None, None, None), (None, None)), ((None, None, None), (1, None, None)),
                                    ((None, None), (None, None, None))])
def test_batched_matmul_gradient_shapes_carry_no_sum_check(shapes):
    """The matrix sizes a batched matmul's gradient sums down are its input's by matmul's own
    alignment check (a guard the gradient's shape is computed after): no second check."""
    from opspec.raise_op import CheckAndRaise
    a, b = (ot.tensor("float64", s) for s in shapes)
    grads = opspec.grad(ot.matmul(a, b).sum(), [a, b])
    f = opspec.function([a, b], [ot.shape(g) for g in grads], mode="FAST_RUN")
    assert not any(isinstance(n.op, CheckAndRaise) and "cannot sum" in n.op.msg for n in f.maker.fgraph.apply_nodes)
    x, y = np.ones([3 if s is None else s for s in shapes[0]]), np.ones([4 if s is None else s for s in shapes[1]])
    x = np.ones(x.shape[:-1] + (4,))
    y = np.ones((y.shape[:-2] + (4, 2)) if y.ndim > 2 else (4, 2))
    assert [tuple(s) for s in f(x, y)] == [x.shape, y.shape]
