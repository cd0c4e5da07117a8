"""Gather ``x[idx]`` and scatter ``x[idx] += v`` / ``x[idx] = v`` over rows (AdvancedSubtensor1,
AdvancedIncSubtensor1; specs/subtensor.yaml): rows copied and added as blocks, gathers threaded by
output row. Checked against numpy over duplicate and negative indices, layouts of x and v
(transposed, strided), broadcast v, dtypes, and for independence from the thread count."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot


def strided(a, how):
    a = np.asarray(a)
    if a.ndim == 0:
        return a
    if how == "transposed":
        return np.asfortranarray(a)
    if how == "strided":
        big = np.zeros(tuple(2 * s for s in a.shape), a.dtype)
        view = big[tuple(slice(None, None, 2) for _ in a.shape)]
        view[...] = a
        return view
    return a


LAYOUTS = st.sampled_from(["contiguous", "transposed", "strided"])


@st.composite
def scatter_cases(draw):
    rows = draw(st.integers(0, 9))
    inner = tuple(draw(st.lists(st.sampled_from([1, 2, 3, 8]), min_size=0, max_size=2)))
    dtype = draw(st.sampled_from(["float64", "float32", "int64", "int32", "uint8"]))
    n = draw(st.integers(0, 12)) if rows else 0
    idx = np.array(draw(st.lists(st.integers(-rows, rows - 1), min_size=n, max_size=n)) if rows else [], np.int64)
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    x = strided((rng.uniform(0, 50, (rows, *inner))).astype(dtype), draw(LAYOUTS))
    vshape = (n, *inner)
    broadcast = draw(st.sampled_from(["none", "leading", "inner"]))
    if broadcast == "leading":
        vshape = vshape[1:]                      # one row for every index
    elif broadcast == "inner" and inner:
        vshape = (n, *inner[:-1], 1)             # size-1 last dimension, repeated
    v = strided(rng.uniform(0, 50, vshape).astype(dtype), draw(LAYOUTS))
    return x, v, idx


def numpy_scatter(x, v, idx, set_):
    out = x.copy()
    if set_:
        out[idx] = v
    else:
        np.add.at(out, idx, v)
    return out


@settings(max_examples=80, deadline=None)
@given(case=scatter_cases(), set_=st.booleans())
def test_scatter_matches_numpy(case, set_):
    x, v, idx = case
    tx, tv, ti = (ot.tensor(a.dtype.name, (None,) * a.ndim) for a in (x, v, idx))
    f = opspec.function([tx, tv, ti], ot.AdvancedIncSubtensor1(set=set_)(tx, tv, ti))
    x_before, v_before = x.copy(), v.copy()
    got = f(x, v, idx)
    np.testing.assert_array_equal(got, numpy_scatter(x, v, idx, set_))
    np.testing.assert_array_equal(x, x_before)          # the user's arrays are left alone
    np.testing.assert_array_equal(v, v_before)


@settings(max_examples=60, deadline=None)
@given(case=scatter_cases())
def test_gather_matches_numpy(case):
    x, _, idx = case
    tx, ti = ot.tensor(x.dtype.name, (None,) * x.ndim), ot.lvector()
    got = opspec.function([tx, ti], tx[ti])(x, idx)
    np.testing.assert_array_equal(got, x[idx])
    np.testing.assert_array_equal(opspec.function([tx, ti], ot.take(tx, ti, axis=0))(x, idx), np.take(x, idx, axis=0))


@pytest.mark.parametrize("bad", [5, -6, 2**40])
def test_out_of_bounds_rows_are_index_errors(bad):
    x, ti, tv = ot.dmatrix(), ot.lvector(), ot.dmatrix()
    idx = np.array([0, bad, 1])
    gather = opspec.function([x, ti], x[ti])
    scatter = opspec.function([x, tv, ti], ot.AdvancedIncSubtensor1()(x, tv, ti))
    with pytest.raises(IndexError, match="out of bounds"):
        gather(np.ones((5, 3)), idx)
    a = np.ones((5, 3))
    with pytest.raises(IndexError, match="out of bounds"):
        scatter(a, np.ones((3, 3)), idx)
    np.testing.assert_array_equal(a, 1.0)


def test_scatter_and_gather_do_not_depend_on_the_thread_count():
    rng = np.random.default_rng(0)
    x, g = rng.standard_normal((3000, 16)), rng.standard_normal((20000, 16))
    idx = rng.integers(-3000, 3000, 20000)
    tx, ti, tg = ot.dmatrix(), ot.lvector(), ot.dmatrix()
    f = opspec.function([tx, ti, tg], [ot.inc_subtensor(tx[ti], tg), ot.set_subtensor(tx[ti], tg), tx[ti]])
    before = (opspec.config.omp_threads, opspec.config.omp_threshold)
    try:
        opspec.config.omp_threshold = 1
        runs = []
        for threads in (1, 2, 3):
            opspec.config.omp_threads = threads
            runs.append(f(x, idx, g))
    finally:
        opspec.config.omp_threads, opspec.config.omp_threshold = before
    for run in runs:
        np.testing.assert_array_equal(run[0], numpy_scatter(x, g, idx, False))
        np.testing.assert_array_equal(run[1], numpy_scatter(x, g, idx, True))
        np.testing.assert_array_equal(run[2], x[idx])


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(-6, 5), max_size=12), st.booleans())
def test_scatter_on_a_dead_intermediate_runs_in_place(indices, set_):
    """x[idx] += v copies x only when x lives on: a function input (the caller's), not an
    intermediate nothing reads afterwards, nor an input the caller declared mutable."""
    rng = np.random.default_rng(len(indices))
    idx = np.array(indices, dtype=np.int64)
    x, g = rng.standard_normal((6, 3)), rng.standard_normal((len(indices), 3))
    tx, ti, tg = ot.dmatrix(), ot.lvector(), ot.dmatrix()
    update = ot.set_subtensor if set_ else ot.inc_subtensor
    dead = opspec.function([tx, ti, tg], update((tx * 2.0)[ti], tg))
    mutable = opspec.function([opspec.In(tx, mutable=True), ti, tg], update(tx[ti], tg))
    for f in (dead, mutable):
        assert [dict(n.op.destroy_map) for n, _ in f.node_impls()][-1] == {0: [0]}
    np.testing.assert_allclose(dead(x, idx, g), numpy_scatter(x * 2.0, g, idx, set_))
    kept = x.copy()
    np.testing.assert_allclose(mutable(x, idx, g), numpy_scatter(kept, g, idx, set_))
