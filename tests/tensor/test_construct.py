"""The numpy-style constructors over specs/construct.yaml and specs/extra.yaml: values,
dtypes, shapes and errors as numpy's, with symbolic arguments too."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

MODES = ["FAST_COMPILE", "FAST_RUN"]


def run(inputs, outputs, values, mode="FAST_RUN"):
    return opspec.function(inputs, outputs, mode=mode)(*values)


@settings(max_examples=50, deadline=None)
@given(st.integers(-20, 20), st.integers(-20, 20), st.integers(-5, 5).filter(bool))
def test_arange_of_integers_matches_numpy(start, stop, step):
    a, b, c = ot.lscalars("abc")
    got = run([a, b, c], ot.arange(a, b, c), [start, stop, step])
    want = np.arange(start, stop, step)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)
    static = ot.arange(start, stop, step)
    assert static.type.shape == want.shape                    # constants: the length is static


INTS = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(INTS), min_size=3, max_size=3), st.data())
def test_arange_length_of_narrow_and_unsigned_bounds(dtypes, data):
    """The length of the ARange op over symbolic bounds of any integer dtypes (ot.arange
    casts them first; the op takes them as they are) is numpy's over their Python values
    (uint8 2 to 17 by 3 was length 0: the difference wrapped in uint8)."""
    values = [data.draw(st.integers(max(np.iinfo(d).min, -99), min(np.iinfo(d).max, 99))) for d in dtypes]
    if values[2] == 0:
        values[2] = 1
    inputs = [ot.scalar(dtype=d) for d in dtypes]
    out = ot.ARange(dtype="int64")(*inputs)
    arrays = [np.array(v, d) for v, d in zip(values, dtypes)]
    want = np.arange(*values, dtype="int64")
    np.testing.assert_array_equal(run(inputs, out, arrays), want)
    assert tuple(run(inputs, out.shape, arrays)) == want.shape     # the shape rule alone


@settings(max_examples=50, deadline=None)
@given(st.floats(-5, 5), st.floats(-5, 5), st.floats(0.05, 2), st.booleans(), st.sampled_from(MODES))
def test_arange_of_floats_matches_numpy(start, stop, step, down, mode):
    step = -step if down else step
    x, y, z = ot.dscalars("xyz")
    got = run([x, y, z], ot.arange(x, y, z), [start, stop, step], mode)
    want = np.arange(start, stop, step)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_array_equal(got, want)


def test_arange_forms_dtypes_and_errors():
    np.testing.assert_array_equal(ot.arange(4).eval(), np.arange(4))
    assert ot.arange(4).dtype == "int64" and ot.arange(1.0, 3).dtype == "float64"
    assert ot.arange(5, dtype="float32").eval().dtype == np.float32
    assert ot.arange(ot.bscalar("n")).dtype == np.arange(np.int8(3)).dtype
    n = ot.lscalar("n")
    f = opspec.function([n], [ot.arange(n), ot.arange(n).shape])
    out, shape = f(5)
    np.testing.assert_array_equal(out, np.arange(5))
    assert tuple(shape) == (5,)
    with pytest.raises(ZeroDivisionError):
        ot.arange(0, 5, 0)
    with pytest.raises(ZeroDivisionError):
        opspec.function([n], ot.arange(0, 5, n))(0)
    with pytest.raises(TypeError):
        ot.arange(ot.dvector())


@pytest.mark.parametrize("mode", MODES)
def test_eye_tri_and_triangles(mode):
    n, m, k = ot.lscalars("nmk")
    for args in [(3, 4, 0), (4, 3, -1), (2, 5, 7), (0, 3, 1), (3, 3, -5)]:
        got_eye, got_tri = run([n, m, k], [ot.eye(n, m, k), ot.tri(n, m, k)], args, mode)
        np.testing.assert_array_equal(got_eye, np.eye(*args))
        np.testing.assert_array_equal(got_tri, np.tri(*args))
    assert ot.eye(3, dtype="int32").eval().dtype == np.int32
    assert ot.eye(2, 5).type.shape == (2, 5)
    x = ot.tensor("float64", (None, None, None), name="x")
    data = np.random.default_rng(0).normal(size=(2, 3, 4))
    for k in (-2, 0, 1, 5):
        lo, hi = run([x], [ot.tril(x, k), ot.triu(x, k)], [data], mode)
        np.testing.assert_array_equal(lo, np.tril(data, k))
        np.testing.assert_array_equal(hi, np.triu(data, k))
    with pytest.raises(ValueError):
        ot.tril(ot.dvector())


@pytest.mark.parametrize("mode", MODES)
def test_diag_both_ways_and_identity_like(mode):
    v, m = ot.dvector("v"), ot.dmatrix("m")
    vd = np.array([1.0, -2.0, 3.0])
    md = np.arange(12.0).reshape(3, 4)
    for k in (-4, -1, 0, 2, 9):
        a, b = run([v, m], [ot.diag(v, k), ot.diag(m, k)], [vd, md], mode)
        np.testing.assert_array_equal(a, np.diag(vd, k))
        np.testing.assert_array_equal(b, np.diag(md, k))
    np.testing.assert_array_equal(run([m], ot.identity_like(m), [md], mode), np.eye(3, 4))
    with pytest.raises(ValueError, match="1- or 2-d"):
        ot.diag(ot.dtensor3())


def test_diag_gradients():
    m = ot.dmatrix("m")
    md = np.arange(12.0).reshape(3, 4)
    for k in (-1, 0, 2):
        g = opspec.grad((ot.diag(m, k) * np.arange(1.0, 10.0)[:len(np.diag(md, k))]).sum(), m)
        want = np.zeros_like(md)
        idx = np.arange(len(np.diag(md, k)))
        want[idx + max(0, -k), idx + max(0, k)] = np.arange(1.0, len(idx) + 1)
        np.testing.assert_array_equal(g.eval({m: md}), want)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=3), st.sampled_from([None, 0, -1]),
       st.sampled_from(["float64", "int8", "bool", "float32"]), st.booleans())
def test_cumsum_and_cumprod_match_numpy(shape, axis, dtype, product):
    rng = np.random.default_rng(len(shape))
    data = (rng.normal(size=shape) * 3).astype(dtype)
    x = ot.tensor(dtype, (None,) * len(shape), name="x")
    op, ref = (ot.cumprod, np.cumprod) if product else (ot.cumsum, np.cumsum)
    got = run([x], op(x, axis=axis), [data])
    want = ref(data, axis=axis)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_cumsum_errors_and_gradients():
    with pytest.raises(ValueError, match="out of bounds"):
        ot.cumsum(ot.dvector(), axis=1)
    data = np.random.default_rng(1).uniform(0.5, 1.5, size=(3, 4))
    for axis in (None, 0, 1):
        for fn in (ot.cumsum, ot.cumprod):
            opspec.gradient.verify_grad(lambda x: fn(x, axis=axis), [data], rng=np.random.default_rng(2))


def test_split_join_and_their_gradients():
    x = ot.dmatrix("x")
    data = np.arange(12.0).reshape(2, 6)
    a, b, c = ot.split(x, [1, 3, 2], 3, axis=1)
    assert b.type.shape == (None, 3)
    for got, want in zip(run([x], [a, b, c], [data]), np.split(data, [1, 4], axis=1)):
        np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(run([x], ot.join(1, c, a), [data]), np.concatenate([data[:, 4:], data[:, :1]], 1))
    g = opspec.grad((b * 2).sum() + c.sum(), x)
    np.testing.assert_array_equal(g.eval({x: data}), [[0, 2, 2, 2, 1, 1]] * 2)
    sizes = ot.lvector("sizes")
    parts = ot.split(x, sizes, 2, axis=0)
    f = opspec.function([x, sizes], parts)
    with pytest.raises(ValueError, match="do not add up"):
        f(data, np.array([1, 2]))


@pytest.mark.parametrize("offset,axis1,axis2", [(0, 0, 1), (1, 2, 0), (-1, -1, 1), (5, 0, 2)])
def test_diagonal_of_any_rank_and_its_gradient(offset, axis1, axis2):
    x = ot.dtensor3("x")
    data = np.random.default_rng(3).normal(size=(3, 4, 5))
    want = np.diagonal(data, offset, axis1, axis2)
    got = run([x], ot.diagonal(x, offset, axis1, axis2), [data])
    assert got.shape == want.shape
    np.testing.assert_array_equal(got, want)
    if want.size:
        opspec.gradient.verify_grad(lambda v: ot.diagonal(v, offset, axis1, axis2), [data],
                                    rng=np.random.default_rng(4))
    with pytest.raises(ValueError, match="cannot be the same"):
        ot.diagonal(x, 0, 1, -2)
