"""Shapes the op itself rejects are rejected through a shape-only use too (docs/shapes.md).

The shape of dot(a, b), a join, a reshape or an elementwise result can be had without
computing it (the ShapeFeature lifts it from the inputs' shapes); for shapes numpy refuses,
that shape must raise numpy's ValueError as the result would, in every mode, never give sizes.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

#: op -> (how to build it from symbolic inputs, numpy, the inputs' ranks)
OPS = {
    "dot": (ot.dot, np.dot, (2, 2)),
    "matmul": (ot.matmul, np.matmul, (2, 2)),
    "join": (lambda a, b: ot.concatenate([a, b], axis=0), lambda a, b: np.concatenate([a, b], axis=0), (2, 2)),
    "add": (lambda a, b: a + b, np.add, (2, 2)),
    "reshape": (lambda a, n: ot.reshape(a, (n, -1)), lambda a, n: a.reshape(int(n), -1), (2, 0)),
    # sizes given when run, one or both maybe negative: numpy's unknown size (-1, -2 alike)
    "reshape_late": (lambda a, n, m: ot.reshape(a, (n, m)), lambda a, n, m: a.reshape(int(n), int(m)), (2, 0, 0)),
}
#: ways to use a result's shape only
USES = {
    "shape": lambda r: r.shape,
    "shape_i": lambda r: r.shape[-1],
    "sum_to_shape": lambda r: ot.sum_to_shape_op(ot.zeros_like(r), r),
}
MODES = ("FAST_RUN", "FAST_COMPILE")
_compiled = {}


def compiled(name, use, mode):
    if (name, use, mode) not in _compiled:
        build, _, ranks = OPS[name]
        xs = [ot.tensor("float64", (None,) * r) if r else ot.lscalar() for r in ranks]
        _compiled[name, use, mode] = opspec.function(xs, USES[use](build(*xs)), mode=mode,
                                                     on_unused_input="ignore")
    return _compiled[name, use, mode]


@st.composite
def operands(draw, name):
    """Arrays (or sizes) of random small shapes: most do not fit each other."""
    ranks = OPS[name][2]
    return [np.ones(draw(st.tuples(st.integers(0, 4), st.integers(1, 4)))) if r else draw(st.integers(-3, 5))
            for r in ranks]


CASES = [(name, use) for name in sorted(OPS) for use in sorted(USES)]


@pytest.mark.parametrize("name, use", CASES)
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_shape_only_use_raises_what_the_op_raises(name, use, data):
    args = data.draw(operands(name), label="operands")
    try:
        want = np.shape(OPS[name][1](*args))
    except ValueError:
        want = ValueError
    for mode in MODES:
        f = compiled(name, use, mode)
        if want is ValueError:
            with pytest.raises(ValueError):
                f(*args)
        else:
            got = np.asarray(f(*args))
            expect = {"shape": want, "shape_i": want[-1:], "sum_to_shape": np.zeros(want)}[use]
            np.testing.assert_array_equal(got, np.asarray(expect).reshape(got.shape) if use == "shape_i" else expect)


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=15, deadline=None)
@given(shape=st.lists(st.integers(0, 3), max_size=3), dims=st.lists(st.integers(-3, 4), min_size=1, max_size=3))
def test_reshape_takes_any_negative_size_as_numpy_does(mode, shape, dims):
    """numpy reads every negative size of a reshape as the unknown one (-2 as -1): sizes known
    when built must be read so too, for the result, its static type and its shape alone."""
    x = np.ones(shape)
    try:
        want = np.reshape(x, dims).shape
    except ValueError:
        want = ValueError
    xt = ot.tensor("float64", (None,) * len(shape))
    if want is ValueError:
        with pytest.raises(ValueError):
            out = ot.reshape(xt, dims)
            opspec.function([xt], [out, out.shape], mode=mode)(x)
        return
    out = ot.reshape(xt, dims)
    value, size = opspec.function([xt], [out, out.shape], mode=mode)(x)
    assert value.shape == want and tuple(size) == want
    assert all(s is None or s == w for s, w in zip(out.type.shape, want))


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=40, deadline=None)
@given(x_shape=st.lists(st.integers(0, 2), min_size=3, max_size=4), y_shape=st.lists(st.integers(0, 2), min_size=3,
       max_size=3), data=st.data())
def test_stacked_matmul_shapes_raise_where_the_stacks_do_not_broadcast(mode, x_shape, y_shape, data):
    """x @ y of stacks whose stack sizes do not broadcast is numpy's ValueError through the
    shape alone, whichever sizes are static (x of static shape (0, 0, 0, 0) against y of
    unknown (2, 0, 0) gave the shape (0, 0, 0, 0)). A shape wholly known when built is a constant
    (docs/shapes.md's limit)."""
    x_shape[-1] = y_shape[-2]                   # aligned: only the stacks can fail
    x, y = np.zeros(x_shape), np.zeros(y_shape)
    static = [tuple(d if data.draw(st.booleans()) else None for d in s) for s in (x_shape, y_shape)]
    xs, ys = (ot.tensor("float64", s) for s in static)
    try:
        want = np.matmul(x, y).shape
    except ValueError:
        want = ValueError
    try:
        out = ot.matmul(xs, ys)
    except ValueError:
        assert want is ValueError, (x_shape, y_shape, static)       # refused when built: sizes known
        return
    if None not in out.type.shape:
        return
    try:
        got = tuple(opspec.function([xs, ys], out.shape, mode=mode)(x, y))
    except ValueError:
        got = ValueError
    assert got == want, (x_shape, y_shape, static)
