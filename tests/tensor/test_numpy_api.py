"""opspec.tensor behaves like numpy: operators, broadcasting, dtype promotion, methods."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.testing import assert_allclose

DTYPES = ["int8", "int32", "int64", "uint8", "float32", "float64", "bool"]


def run(inputs, output, *values, mode="FAST_COMPILE"):
    return opspec.function(inputs, output, mode=mode)(*values)


@pytest.mark.parametrize("op", ["+", "-", "*", "/", "//", "%", "**", "<", "<=", ">", ">="])
@pytest.mark.parametrize("da,db", [("float64", "float64"), ("float32", "float64"), ("int32", "int32"),
                                   ("int8", "float32"), ("uint8", "int8"), ("int64", "float32")])
def test_binary_operators_match_numpy(op, da, db):
    rng = np.random.default_rng(0)
    a = (rng.uniform(1, 5, (3, 4)) * (1 if "float" in da else 1)).astype(da)
    b = rng.uniform(1, 3, (4,)).astype(db)
    x, y = ot.tensor(da, (None, None)), ot.tensor(db, (None,))
    expr = eval(f"x {op} y")
    want = eval(f"a {op} b")
    got = run([x, y], expr, a, b)
    assert got.dtype == want.dtype, f"{da} {op} {db}: numpy gives {want.dtype}, opspec {got.dtype}"
    assert_allclose(want, got)


def test_python_scalars_are_weak_like_numpy():
    x = ot.fvector("x")
    assert (x + 1.5).dtype == "float32"
    assert (x * 2).dtype == "float32"
    i = ot.ivector("i")
    assert (i + 2).dtype == "int32"
    assert (i + 2.5).dtype == np.result_type(np.int32, 2.5).name
    assert (i / i).dtype == opspec.config.floatX


def test_int_true_division_gives_floatX():
    i = ot.lvector("i")
    with opspec.config.change(floatX="float32"):
        assert ot.true_div(i, i).dtype == "float32"
    assert ot.true_div(i, i).dtype == "float64"


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_broadcasting_matches_numpy(data):
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=2, max_dims=3, max_side=3))
    sa, sb = shapes.input_shapes
    da = data.draw(st.sampled_from(DTYPES[:-1]))
    db = data.draw(st.sampled_from(DTYPES[:-1]))
    a = data.draw(hnp.arrays(da, sa, elements=st.integers(0, 9)))
    b = data.draw(hnp.arrays(db, sb, elements=st.integers(0, 9)))
    x, y = ot.tensor(da, (None,) * len(sa)), ot.tensor(db, (None,) * len(sb))
    got = run([x, y], ot.add(x, ot.mul(x, y)), a, b)
    want = a + a * b
    assert got.shape == want.shape == shapes.result_shape
    assert got.dtype == want.dtype
    assert_allclose(want, got)


def test_static_broadcast_mismatch_is_a_build_error():
    x = ot.tensor("float64", (3, 4))
    y = ot.tensor("float64", (5,))
    with pytest.raises(ValueError, match="do not broadcast"):
        x + y


def test_runtime_broadcast_mismatch_names_the_op():
    x, y = ot.dmatrix("x"), ot.dvector("y")
    f = opspec.function([x, y], x + y)
    with pytest.raises(ValueError) as err:
        f(np.ones((2, 3)), np.ones(4))
    assert "Add" in "".join(getattr(err.value, "__notes__", [])) + str(err.value)


def test_methods_and_properties():
    a = np.arange(12.0).reshape(3, 4)
    x = ot.dmatrix("x")
    v = ot.dvector("v")
    outs = [x.T, x.sum(axis=1), x.mean(), x.max(axis=0), x.min(), x.prod(axis=1, keepdims=True),
            x.argmax(axis=1), x @ v, x.reshape((4, 3)), x.shape, x.dimshuffle(1, "x", 0), x.astype("int32"),
            abs(-x), -x, x ** 2, x.flatten()]
    got = opspec.function([x, v], outs)(a, np.arange(4.0))
    want = [a.T, a.sum(axis=1), a.mean(), a.max(axis=0), a.min(), a.prod(axis=1, keepdims=True),
            a.argmax(axis=1), a @ np.arange(4.0), a.reshape(4, 3), np.array(a.shape), a.T[:, None, :],
            a.astype("int32"), abs(-a), -a, a ** 2, a.flatten()]
    for g, w in zip(got, want):
        assert g.dtype == w.dtype, (g.dtype, w.dtype)
        assert_allclose(w, g)


def test_shape_entries_and_static_shapes():
    x = ot.tensor("float64", (None, 4))
    assert ot.get_scalar_constant_value(x.shape[1]) == 4
    f = opspec.function([x], x.shape[0])
    assert f(np.zeros((7, 4))) == 7
    assert (x.T).type.shape == (4, None)
    assert x.sum(axis=1, keepdims=True).type.shape == (None, 1)


def test_symbolic_tensors_have_no_truth_value():
    x = ot.dvector("x")
    with pytest.raises(TypeError, match="truth value"):
        bool(x > 0)


def test_softmax_logsumexp_are_stable():
    x = ot.dmatrix("x")
    a = np.array([[1000.0, 0.0], [-1000.0, 0.0]])
    sm, lsm, lse = opspec.function([x], [ot.softmax(x), ot.log_softmax(x), ot.logsumexp(x, axis=1)])(a)
    assert np.all(np.isfinite(sm)) and np.all(np.isfinite(lsm)) and np.all(np.isfinite(lse))
    assert_allclose(np.array([1000.0, np.log(1 + np.exp(-1000.0))]), lse)


def test_concatenate_stack_switch_where():
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    a, b = np.ones((2, 3)), np.zeros((1, 3))
    got = opspec.function([x, y], [ot.concatenate([x, y]), ot.stack([x, x], axis=1),
                                   ot.where(x > 0.5, x, 2.0)])(a, b)
    assert_allclose(np.concatenate([a, b]), got[0])
    assert_allclose(np.stack([a, a], axis=1), got[1])
    assert_allclose(np.where(a > 0.5, a, 2.0), got[2])


# ------------------------------------------------------------------ Python scalars: numpy 2's weak rules
NUMERIC = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
           "float64", "complex64"]
SCALARS = [2, -1, 300, 70000, 2 ** 40, 2 ** 63, 2.5, 1e300, 1j, True]
BINARY = {"+": (lambda a, s: a + s, lambda x, s: x + s), "*": (lambda a, s: a * s, lambda x, s: x * s),
          "<": (lambda a, s: a < s, lambda x, s: x < s), "==": (lambda a, s: a == s, ot.eq),
          "s - x": (lambda a, s: s - a, lambda x, s: s - x)}


@settings(max_examples=120, deadline=None)
@given(dtype=st.sampled_from(NUMERIC), scalar=st.sampled_from(SCALARS), op=st.sampled_from(sorted(BINARY)))
def test_python_scalars_follow_numpy2_weak_promotion(dtype, scalar, op):
    """The result dtype (and value) numpy 2 gives, or numpy's OverflowError when it raises one."""
    if isinstance(scalar, complex) and op == "<":
        return
    a = np.array([1, 3], dtype=dtype)
    by_numpy, by_opspec = BINARY[op]
    x = ot.tensor(dtype, (None,), name="x")
    try:
        with np.errstate(all="ignore"):
            want = by_numpy(a, scalar)
    except OverflowError:
        with pytest.raises(OverflowError, match="out of bounds"):
            by_opspec(x, scalar)
        return
    with np.errstate(all="ignore"):         # 1e300 as float32: inf, as numpy makes it
        out = by_opspec(x, scalar)
    assert out.dtype == want.dtype.name, f"{dtype} {op} {scalar!r}: numpy {want.dtype}, opspec {out.dtype}"
    with np.errstate(all="ignore"):
        got = run([x], out, a)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_where_condition_takes_no_part_in_the_dtype(mode):
    c, i8 = ot.fvector("c"), ot.bvector("i8")
    out = ot.switch(c, i8, 2)
    cv, iv = np.array([0.0, 1.5], dtype="float32"), np.array([5, 6], dtype="int8")
    want = np.where(cv, iv, 2)
    assert out.dtype == want.dtype.name == "int8"
    got = run([c, i8], out, cv, iv, mode=mode)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)
    assert ot.switch(c, 2, 3).dtype == np.where(cv, 2, 3).dtype.name
    assert ot.switch(c, 2.0, i8).dtype == np.where(cv, 2.0, iv).dtype.name
    with pytest.raises(OverflowError):      # numpy's where wraps 300 to 44 here; opspec refuses
        ot.switch(c, i8, 300)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
@pytest.mark.parametrize("dtype", ["complex64", "complex128", "float32", "int8"])
def test_abs_is_real_valued_like_numpy(dtype, mode):
    a = np.array([3 + 4j, -1j, 0], dtype=dtype) if dtype.startswith("complex") else np.array([-3, 0, 2], dtype)
    x = ot.tensor(dtype, (None,), name="x")
    want = np.abs(a)
    out = ot.abs(x)
    assert out.dtype == want.dtype.name
    got = run([x], [out, ot.abs(x) * 2 + 1], a, mode=mode)      # alone, and inside fused arithmetic
    for g, w in zip(got, [want, want * 2 + 1]):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(g, w)


# ------------------------------------------------------------------ dot / matmul shapes
@settings(max_examples=80, deadline=None)
@given(data=st.data(), op=st.sampled_from(["dot", "matmul"]))
def test_dot_and_matmul_shapes_match_numpy(data, op):
    """Static sizes that numpy would refuse are refused when the graph is built; unknown sizes
    wait for run time; the result has numpy's shape and values."""
    lo = 1 if op == "matmul" else 0
    xs = data.draw(st.lists(st.integers(1, 3), min_size=lo, max_size=3 if op == "matmul" else 2))
    ys = data.draw(st.lists(st.integers(1, 3), min_size=lo, max_size=3 if op == "matmul" else 2))
    a, b = np.ones(xs), np.ones(ys) * 2
    hide = data.draw(st.booleans())          # static sizes known, or all unknown
    x = ot.tensor("float64", (None,) * len(xs) if hide else tuple(xs), name="x")
    y = ot.tensor("float64", (None,) * len(ys) if hide else tuple(ys), name="y")
    try:
        want = getattr(np, op)(a, b)
    except ValueError:
        if not hide:
            with pytest.raises(ValueError, match="not aligned|do not broadcast"):
                getattr(ot, op)(x, y)
            return
        f = opspec.function([x, y], getattr(ot, op)(x, y), mode="FAST_RUN")
        with pytest.raises(ValueError):
            f(a, b)
        return
    out = getattr(ot, op)(x, y)
    assert all(s is None or s == w for s, w in zip(out.type.shape, want.shape)) and out.type.ndim == want.ndim
    got = run([x, y], out, a, b, mode="FAST_RUN")
    assert got.shape == want.shape
    np.testing.assert_array_equal(got, want)
