"""Argpartition / Partition and Median / Quantile: their shape rules refuse what numpy refuses by
shapes and props alone, also where only the result's shape is used (docs/shapes.md).

numpy 2.4: partition and argpartition refuse a kth outside [-n, n) of the axis' size n unless
the array is empty (ValueError); median and quantile over two or more axes reshape to
``kept + (-1,)``, which fails for an empty array whose kept axes hold no element (ValueError);
quantile refuses an empty ``q`` of two or more dimensions (ValueError, its range check) and an
empty reduction (IndexError; median gives nan), every method alike.
"""
from __future__ import annotations

import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops import sort, stats

METHODS = ["linear", "lower", "higher", "nearest", "midpoint", "inverted_cdf", "averaged_inverted_cdf",
           "closest_observation", "interpolated_inverted_cdf", "hazen", "weibull", "median_unbiased",
           "normal_unbiased"]
_compiled = {}


def numpy_result(fn):
    """The shape numpy gives, or the class of error it raises."""
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            return tuple(np.shape(fn()))
    except (ValueError, IndexError) as err:
        return type(err)


def ours(key, build, ndims, static_shapes):
    """The shape (or the class of error) of build(*xs), computed alone in FAST_RUN from inputs of
    unknown sizes, and when the graph is built from inputs of known sizes."""
    def run(values):
        try:
            if key not in _compiled:     # refused when built: sizes known without x's (a 0-d x)
                xs = [ot.tensor("float64", (None,) * nd) for nd in ndims]
                _compiled[key] = opspec.function(xs, ot.shape(build(*xs)), mode="FAST_RUN")
            return tuple(int(s) for s in _compiled[key](*values))
        except (ValueError, IndexError) as err:
            return type(err)

    def built():
        try:
            return tuple(build(*[ot.tensor("float64", s) for s in static_shapes]).type.shape)
        except (ValueError, IndexError) as err:
            return type(err)
    return run, built


@settings(max_examples=60, deadline=None)
@given(shp=st.lists(st.integers(0, 3), min_size=0, max_size=3).map(tuple), data=st.data())
def test_partition_refuses_a_kth_outside_the_axis(shp, data):
    axis = data.draw(st.integers(-len(shp), len(shp) - 1)) if shp else -1
    kth = tuple(data.draw(st.lists(st.integers(-5, 5), min_size=1, max_size=2)))
    x = np.zeros(shp)
    for name, op, fn in [("Argpartition", sort.Argpartition, np.argpartition), ("Partition", sort.Partition, np.partition)]:
        if name == "Partition" and not shp:
            continue
        want = numpy_result(lambda: fn(x, list(kth), axis=axis))
        run, built = ours((name, len(shp), axis, kth), op(kth=kth, axis=axis), [len(shp)], [shp])
        assert built() == want, (name, shp, axis, kth)
        assert run([x]) == want, (name, shp, axis, kth)


@st.composite
def reductions(draw):
    shp = draw(st.lists(st.integers(0, 2), min_size=0, max_size=4).map(tuple))
    axis = draw(st.none() | st.lists(st.integers(0, max(len(shp) - 1, 0)), min_size=1, max_size=len(shp) or 1,
                                     unique=True).map(lambda a: tuple(sorted(a)))) if shp else None
    return shp, axis, draw(st.booleans())


@settings(max_examples=80, deadline=None)
@given(case=reductions(), method=st.sampled_from(METHODS),
       q_shape=st.sampled_from([(), (2,), (0,), (1, 2), (2, 0), (0, 1, 1)]))
def test_median_and_quantile_refuse_what_numpy_refuses_for_empty_inputs(case, method, q_shape):
    shp, axis, keepdims = case
    x, q = np.zeros(shp), np.full(q_shape, 0.5)
    cases = [("Median", stats.Median(axis=axis, keepdims=keepdims), [x],
              lambda: np.median(x, axis=axis, keepdims=keepdims)),
             ("Quantile", stats.Quantile(axis=axis, keepdims=keepdims, method=method), [x, q],
              lambda: np.quantile(x, q, axis=axis, keepdims=keepdims, method=method))]
    for name, op, values, fn in cases:
        want = numpy_result(fn)
        run, built = ours((name, len(shp), axis, keepdims, method, len(q_shape)), op,
                          [v.ndim for v in values], [v.shape for v in values])
        assert built() == want, (name, shp, axis, keepdims, q_shape)
        got = run(values)
        if isinstance(want, type) and isinstance(got, tuple) and got == ():
            continue     # a 0-d result: its shape () carries no check (docs/shapes.md's limit)
        assert got == want, (name, shp, axis, keepdims, q_shape)


def test_partition_front_end_takes_any_kth_of_an_empty_array():
    # numpy.partition returns an empty array before checking kth; a kth outside a non-empty
    # axis is refused with numpy's message when the graph is built
    assert ot.partition(ot.tensor("float64", (0,)), 5).type.shape == (0,)
    assert ot.argpartition(ot.tensor("float64", (2, 0)), -3, axis=0).type.shape == (2, 0)
    with pytest.raises(ValueError, match=r"kth\(=3\) out of bounds \(3\)"):
        ot.argpartition(ot.tensor("float64", (3,)), 3)
