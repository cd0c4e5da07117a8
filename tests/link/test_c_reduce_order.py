"""The order and the empty case of C reductions.

numpy folds every reduction but sums one element at a time, in the memory order of its input,
in the output dtype: partial products of float32 values overflow or underflow by order, so
splitting ``prod`` into eight chains gave nan (inf * 0) where numpy gives 1.0. A reduction is
split into partials only when its spec says how partials merge (``merge:``); ``prod`` has no
merge, so its C kernels fold in numpy's order and give numpy's bits. The empty case follows
the spec in every mode: ``identity:`` is the value over nothing, ``start:`` raises as numpy's
max does.
"""
import importlib.util
import os
import sys
import textwrap

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.link.c.program import runner

pytestmark = pytest.mark.skipif(runner() is None, reason="no C compiler")

#: values whose products overflow, underflow, turn subnormal, or are special
EDGES = [1e30, -1e30, 1e-30, 3e38, 1e-38, 1e-45, 0.0, -0.0, 1.0, -1.5, 2.0, 0.5, np.inf, -np.inf, np.nan]


def _layout(value, layout):
    if layout == "fortran":
        return np.asfortranarray(value)
    if layout == "reversed":
        return np.flip(np.flip(value).copy())
    if layout == "strided":     # every other element of a twice larger array, per axis
        big = np.zeros(tuple(2 * n for n in value.shape), value.dtype)
        view = big[tuple(slice(None, None, 2) for _ in value.shape)]
        view[...] = value
        return view
    if layout == "transposed":
        return value.T.copy().T
    return value


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_prod_gives_numpys_bits_in_every_layout(data):
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=40)
                      .filter(lambda s: np.prod(s) <= 3000))
    value = data.draw(hnp.arrays(dtype, shape, elements=st.sampled_from(EDGES).map(lambda v: np.dtype(dtype).type(v))))
    value = _layout(value, data.draw(st.sampled_from(["c", "fortran", "reversed", "strided", "transposed"])))
    axis = data.draw(st.none() | st.lists(st.integers(0, len(shape) - 1), unique=True, max_size=len(shape)).map(tuple))
    keepdims = data.draw(st.booleans())
    x = ot.tensor(dtype, (None,) * len(shape))
    fused = data.draw(st.booleans())       # prod(x * 1) is one fused kernel
    f = opspec.function([x], ot.prod(x * 1.0 if fused else x, axis=axis, keepdims=keepdims))
    assert [impl for _, impl in f.node_impls()] == ["c"]
    with np.errstate(all="ignore"):
        want = np.prod(value * 1 if fused else value, axis=axis, keepdims=keepdims)
    got = f(value)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_array_equal(got, want)     # bit for bit (nan where nan, inf where inf)


def test_the_issues_product_is_numpys():
    x = ot.fvector("x")
    v = np.tile(np.array([1e30, 1e-30], np.float32), 40)       # chains of 8: inf in one, 0 in another
    for mode in ["FAST_RUN", "FAST_COMPILE"]:
        np.testing.assert_array_equal(opspec.function([x], ot.prod(x), mode=mode)(v), np.prod(v))


SPEC = textwrap.dedent("""\
    ops:
      SumSq:
        doc: Sum of squares, folded in order (no merge given).
        props: {axis: {type: axes, default: null}, keepdims: {type: bool, default: false}}
        inputs: {x: float}
        outputs: {out: x}
        reduce: {identity: 0, combine: "acc + x * x"}
        python: np.sum(x * x, axis=axis, keepdims=keepdims)
      Top:
        doc: The largest element; -inf over nothing.
        props: {axis: {type: axes, default: null}, keepdims: {type: bool, default: false}}
        inputs: {x: float}
        outputs: {out: x}
        reduce: {identity: -inf, combine: "acc > x ? acc : x", merge: "acc > x ? acc : x"}
        python: np.max(x, axis=axis, keepdims=keepdims, initial=-np.inf)
      TopOrError:
        doc: The largest element; an error over nothing, as numpy's max.
        props: {axis: {type: axes, default: null}, keepdims: {type: bool, default: false}}
        inputs: {x: float}
        outputs: {out: x}
        reduce: {start: -inf, combine: "acc > x ? acc : x", merge: "acc > x ? acc : x"}
        python: np.max(x, axis=axis, keepdims=keepdims, initial=-np.inf)
    """)


@pytest.fixture(scope="module")
def reductions(tmp_path_factory):
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    folder = tmp_path_factory.mktemp("reductions")
    (folder / "myred.yaml").write_text(SPEC)
    cwd = os.getcwd()
    os.chdir(folder)        # a relative spec path: the same C (and cache entries) in every run
    try:
        generate(load_specs(["myred.yaml"]), folder / "gen")
    finally:
        os.chdir(cwd)
    spec = importlib.util.spec_from_file_location("myred", folder / "gen" / "myred.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["myred"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("myred", None)


def test_a_combine_that_is_not_a_merge_folds_in_order(reductions):
    """``acc + x * x`` merged partials with itself (a partial squared again): 3.6e17 for 100 ones."""
    x = ot.dmatrix("x")
    v = np.random.default_rng(0).uniform(-1, 1, (3, 1000))
    for mode in ["FAST_RUN", "FAST_COMPILE"]:
        for axis in [None, 0, 1]:
            f = opspec.function([x], reductions.SumSq(axis=axis)(x), mode=mode)
            np.testing.assert_allclose(f(v), np.sum(v * v, axis=axis), rtol=1e-12)
            g = opspec.function([x], reductions.SumSq(axis=axis)(x * 2.0), mode=mode)      # fused
            np.testing.assert_allclose(g(v), np.sum(4 * v * v, axis=axis), rtol=1e-12)


@settings(max_examples=25, deadline=None)
@given(shape=hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=3), data=st.data())
def test_over_nothing_every_mode_gives_the_identity_or_numpys_error(reductions, shape, data):
    axis = data.draw(st.none() | st.lists(st.integers(0, len(shape) - 1), unique=True, max_size=len(shape)).map(tuple))
    value = np.ones(shape)
    x = ot.tensor("float64", (None,) * len(shape))
    empty = np.prod([shape[a] for a in (range(len(shape)) if axis is None else axis)]) == 0
    for mode in ["FAST_RUN", "FAST_COMPILE"]:
        for fuse in [False, True]:
            arg = x * 1.0 if fuse else x
            top = opspec.function([x], reductions.Top(axis=axis)(arg), mode=mode)
            np.testing.assert_array_equal(top(value), np.max(value, axis=axis, initial=-np.inf))
            for no_identity in [reductions.TopOrError(axis=axis), lambda v: ot.max(v, axis=axis)]:
                f = opspec.function([x], no_identity(arg), mode=mode)
                if empty:
                    with pytest.raises(ValueError, match="zero-size array to reduction operation"):
                        f(value)
                else:
                    np.testing.assert_array_equal(f(value), np.max(value, axis=axis))

