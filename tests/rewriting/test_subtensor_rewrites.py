"""Indexing rewrites: x[:] removed, constant subtensor chains merged, shapes without subtensors."""
import random

import numpy as np

import opspec
import opspec.tensor as ot
from opspec.rewriting.subtensor import compose


def _random_key(rng, ndim):
    key = []
    for _ in range(rng.randint(0, ndim)):
        c = rng.random()
        if c < 0.3:
            key.append(rng.randint(-2, 2))
        elif c < 0.45:
            key.append(None)
        else:
            key.append(slice(rng.choice([None, -3, -1, 0, 1, 2]), rng.choice([None, -1, 0, 2, 4, 9]),
                             rng.choice([None, 1, 2, -1, -2])))
    return tuple(key)


def test_composed_keys_index_like_the_chain():
    rng = random.Random(0)
    a = np.arange(120).reshape(4, 5, 6)
    checked = 0
    for _ in range(4000):
        inner = _random_key(rng, 3)
        try:
            y = a[inner]
            outer = _random_key(rng, y.ndim)
            want = y[outer]
        except IndexError:
            continue
        key = compose(outer, inner, a.shape)
        if key is None:
            continue
        checked += 1
        got = a[key]
        assert got.shape == want.shape and np.array_equal(got, want), (inner, outer, key)
    assert checked > 200


def ops_of(f):
    return [type(n.op).__name__ for n in f.maker.fgraph.toposort()]


def test_chain_of_constant_subtensors_is_one_op():
    x = ot.tensor("float64", (4, 5, 6))
    f = opspec.function([x], x[1:][::2, None, -1][0])
    assert ops_of(f) == ["Subtensor"]
    a = np.arange(120.0).reshape(4, 5, 6)
    np.testing.assert_array_equal(f(a), a[1:][::2, None, -1][0])


def test_symbolic_bounds_are_not_merged():
    x, i = ot.dvector("x"), ot.lscalar("i")
    f = opspec.function([x, i], x[i:][1:])
    assert ops_of(f).count("Subtensor") == 2
    np.testing.assert_array_equal(f(np.arange(6.0), 2), np.arange(6.0)[2:][1:])


def test_full_slice_is_removed():
    x = ot.dmatrix("x")
    f = opspec.function([x], ot.exp(x[:]))
    assert "Subtensor" not in ops_of(f)
    g = opspec.function([x], ot.exp(x[:, :]), mode=opspec.compile.mode.FAST_RUN.excluding("full_slice"))
    assert "Subtensor" in ops_of(g)


def test_shape_of_a_subtensor_is_computed_without_it():
    x, i = ot.dmatrix("x"), ot.lscalar("i")
    f = opspec.function([x, i], x[i:, ::2].shape)
    assert "Subtensor" not in ops_of(f)
    assert tuple(f(np.zeros((5, 7)), 3)) == (2, 4)
