"""median and quantile over other than one axis raise numpy's ValueError from their shape alone.

numpy's median and quantile reduce over one axis; over any other number of them, none
(``axis=()``) included, they first merge the reduced axes with ``reshape(kept + (-1,))``, which
raises for an empty array whose kept axes hold no element. The shape rule knew the merge only
for two or more axes, so ``median(zeros((0, 3)), axis=())`` had a shape (0, 3) where computing
it raises (shape fuzz seed 31337).
"""
from __future__ import annotations

import warnings

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot


def _outcome(fn):
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)      # (the median of nothing is nan)
            return fn()
    except (ValueError, IndexError) as err:        # (quantile of nothing: IndexError)
        return err


@settings(max_examples=40, deadline=None)
@given(shape=st.lists(st.integers(0, 2), max_size=3), data=st.data(), keepdims=st.booleans(),
       which=st.sampled_from(["median", "quantile"]))
def test_the_shape_alone_raises_where_numpy_merges_no_elements(shape, data, keepdims, which):
    ndim = len(shape)
    axis = data.draw(st.none() | st.lists(st.integers(0, max(ndim - 1, 0)), unique=True, max_size=ndim).map(tuple)
                     if ndim else st.none() | st.just(()), label="axis")
    x = np.zeros(shape)
    numpy_f = {"median": lambda a: np.median(a, axis=axis, keepdims=keepdims),
               "quantile": lambda a: np.quantile(a, 0.5, axis=axis, keepdims=keepdims)}[which]
    want = _outcome(lambda: numpy_f(x))
    v = ot.tensor("float64", shape=(None,) * ndim, name="x")
    y = ot.median(v, axis=axis, keepdims=keepdims) if which == "median" else \
        ot.quantile(v, 0.5, axis=axis, keepdims=keepdims)
    # the shape alone (FAST_RUN computes it from the shape rule, not from the value; a 0-d
    # output's is known when built and reads no input: docs/shapes.md), and the value
    shape_alone = [([ot.shape(y)], "FAST_RUN")] if y.type.ndim else []
    for outputs, mode in shape_alone + [([y], "FAST_COMPILE")]:
        got = _outcome(lambda: opspec.function([v], outputs, mode=mode)(x)[0])
        if isinstance(want, Exception):
            assert isinstance(got, type(want)), f"numpy raised {want!r}, opspec gave {got!r}"
        else:
            assert not isinstance(got, Exception), f"numpy gave {want!r}, opspec raised {got!r}"
            np.testing.assert_array_equal(got, want.shape if outputs[0] is not y else want)
