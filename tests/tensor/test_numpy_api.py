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
           "float64", "complex64", "bool"]      # bool == 2**63: numpy converts the int to int64, and raises
SCALARS = [2, -1, 300, 70000, 2 ** 40, 2 ** 63, 2.5, 1e300, 1j, True]
BINARY = {"+": (lambda a, s: a + s, lambda x, s: x + s), "*": (lambda a, s: a * s, lambda x, s: x * s),
          "<": (lambda a, s: a < s, lambda x, s: x < s), "==": (lambda a, s: a == s, ot.eq),
          "s - x": (lambda a, s: s - a, lambda x, s: s - x),
          # true_divide computes integers in float64: an int beyond int64 is no overflow there
          "/": (lambda a, s: a / s, lambda x, s: x / s)}


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
    except (OverflowError, TypeError) as err:       # TypeError: bool - True
        with pytest.raises(OverflowError if isinstance(err, OverflowError) else TypeError):
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
    assert ot.switch(1 + 2j, c, 0).dtype == np.where(1 + 2j, cv, 0).dtype.name == "float32"    # nor a scalar one
    assert ot.switch(c, 2.0, i8).dtype == np.where(cv, 2.0, iv).dtype.name
    wrapped = run([c, i8], ot.switch(c, i8, 300), cv, iv, mode=mode)      # as numpy's where: 44
    np.testing.assert_array_equal(wrapped, np.where(cv, iv, 300))


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



def _sum_down(value, shape):
    """numpy: value summed over the leading and size-1 dimensions it was broadcast along."""
    value = value.sum(axis=tuple(range(value.ndim - len(shape))))
    return value.sum(axis=tuple(i for i, s in enumerate(shape) if s == 1), keepdims=True)


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_matmul_gradients_sum_only_over_broadcast_batch_dimensions(data):
    """matmul's gradients against the analytic ones in numpy, for every rank pair and batch
    broadcast; a matrix operand's gradient is one matmul with nothing summed after it."""
    n, k, m = (data.draw(st.integers(1, 3)) for _ in range(3))
    xb = data.draw(st.lists(st.sampled_from([1, 2]), max_size=2))
    yb = data.draw(st.lists(st.sampled_from([1, 2]), max_size=2))
    xs = data.draw(st.sampled_from([[k], xb + [n, k]]))
    ys = data.draw(st.sampled_from([[k], yb + [k, m]]))
    rng = np.random.default_rng(len(xs) * 10 + len(ys))
    a, b = rng.standard_normal(xs), rng.standard_normal(ys)
    try:
        out = np.matmul(a, b)
    except ValueError:
        return
    gout = rng.standard_normal(out.shape)
    # numpy: promote vectors, take the batched products, sum the broadcast batch dimensions away
    am = a[None, :] if a.ndim == 1 else a
    bm = b[:, None] if b.ndim == 1 else b
    gm = gout.reshape(np.broadcast_shapes(am.shape[:-2], bm.shape[:-2]) + (am.shape[-2], bm.shape[-1]))
    ga = _sum_down(np.matmul(gm, np.swapaxes(bm, -1, -2)), am.shape)
    gb = _sum_down(np.matmul(np.swapaxes(am, -1, -2), gm), bm.shape)
    x = ot.tensor("float64", (None,) * a.ndim, name="x")
    y = ot.tensor("float64", (None,) * b.ndim, name="y")
    g = ot.tensor("float64", (None,) * out.ndim, name="g")
    cost = ot.sum(ot.matmul(x, y) * g)
    f = opspec.function([x, y, g], opspec.grad(cost, [x, y]), mode="FAST_RUN")
    got_a, got_b = f(a, b, gout)
    assert_allclose(got_a, ga.reshape(a.shape))
    assert_allclose(got_b, gb.reshape(b.shape))
    if a.ndim <= 2 and b.ndim <= 2:
        summed = [node.inputs[0].owner for node in f.maker.fgraph.apply_nodes if isinstance(node.op, ot.SumToShape)]
        assert not [node for node in summed if node is not None and isinstance(node.op, ot.Matmul)]
    if sorted((a.ndim, b.ndim)) == [1, 2]:     # a vector's gradient is one matmul, not one of a column reshaped
        assert not [node for node in f.maker.fgraph.apply_nodes if isinstance(node.op, ot.Reshape)]


BOOL_OPERANDS = [np.array([True, False, True]), np.array([True, True, False]), np.array([3, -2, 0], np.int8),
                 np.array([0.5, -1.5, 2.0], np.float32), 2, True, -1]


@pytest.mark.parametrize("mode", ["FAST_COMPILE", "FAST_RUN"])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_bool_operands_follow_numpy(mode, data):
    """Booleans in arithmetic as numpy computes them: add / multiply / maximum / minimum / abs
    in bool (or, and), floor_divide / remainder / power in int8, a bool operand next to other
    dtypes cast into their loop (bool - 1 is int64), bool - bool and -bool refused (TypeError).
    Add and the like refused booleans outright."""
    name = data.draw(st.sampled_from(["add", "sub", "mul", "true_div", "int_div", "mod", "pow", "maximum",
                                      "minimum", "neg", "abs", "sign"]))
    op = getattr(ot, name)
    ufunc = {"sub": np.subtract, "mul": np.multiply, "true_div": np.true_divide, "int_div": np.floor_divide,
             "mod": np.remainder, "pow": np.power, "neg": np.negative}.get(name) or getattr(np, name)
    values = [BOOL_OPERANDS[0]] + data.draw(st.lists(st.sampled_from(BOOL_OPERANDS), min_size=ufunc.nin - 1,
                                                     max_size=ufunc.nin - 1))
    values = data.draw(st.permutations(values))
    if not any(isinstance(v, np.ndarray) for v in values):
        return
    with np.errstate(all="ignore"):
        try:
            want = ufunc(*values)
        except TypeError:
            want = TypeError
        except ValueError:      # int8 to a negative power
            want = ValueError
    inputs = [ot.tensor(v.dtype.name, (None,)) for v in values if isinstance(v, np.ndarray)]
    it = iter(inputs)
    args = [next(it) if isinstance(v, np.ndarray) else v for v in values]
    if want is TypeError:
        with pytest.raises(TypeError, match="does not compute booleans"):
            op(*args)
        return
    f = opspec.function(inputs, op(*args), mode=mode)
    with np.errstate(all="ignore"):
        if want is ValueError:
            with pytest.raises(ValueError):
                f(*[v for v in values if isinstance(v, np.ndarray)])
            return
        got = f(*[v for v in values if isinstance(v, np.ndarray)])
    assert got.dtype == want.dtype, f"{name}{tuple(values)}: numpy gives {want.dtype}, opspec {got.dtype}"
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("mode", ["FAST_COMPILE", "FAST_RUN"])
def test_bool_reductions_products_and_where_follow_numpy(mode):
    b = ot.tensor("bool", (None, None))
    c = ot.tensor("bool", (None,))
    v = np.array([[True, False, False], [False, False, False]])
    outs = [ot.prod(b, axis=1), ot.max(b, axis=1), ot.min(b, axis=0), ot.argmax(b, axis=1), ot.dot(b, b.T),
            ot.switch(c, c, ~c)]
    f = opspec.function([b, c], outs, mode=mode)
    wants = [np.prod(v, axis=1), np.max(v, axis=1), np.min(v, axis=0), np.argmax(v, axis=1), np.dot(v, v.T),
             np.where(v[0], v[0], ~v[0])]
    for got, want in zip(f(v, v[0]), wants):
        assert got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("name", ["sigmoid", "softplus", "erf"])
def test_float_ops_refuse_complex_they_would_compute_wrongly(name):
    """Class float read complex as complex: sigmoid(1j) gave sigmoid(|1j|), a real number typed
    complex. Ops that take complex say float|complex (exp, log, sin...)."""
    z = ot.tensor("complex128", (None,))
    with pytest.raises(TypeError, match="must be float"):
        getattr(ot, name)(z)
    f = opspec.function([z], [ot.exp(z), ot.sqrt(z)])
    v = np.array([1j, -1 + 0.5j])
    for got, want in zip(f(v), [np.exp(v), np.sqrt(v)]):
        assert got.dtype == want.dtype
        np.testing.assert_allclose(got, want)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["int8", "uint8", "int32", "int64", "uint64", "float32", "bool"]),
       st.sampled_from([300, -129, 255, 2 ** 31, 2 ** 63 - 1, 2 ** 63, 2 ** 64 - 1, -2 ** 63, 2 ** 64, -2 ** 63 - 1,
                        1e300, 2.5]),
       st.booleans(), st.sampled_from(["FAST_COMPILE", "FAST_RUN"]))
def test_where_converts_python_ints_as_numpy_does(dtype, value, first, mode):
    """Issue 25 (d): numpy 2's where wraps a Python int its result dtype cannot hold (300 next to
    int8 is 44; beyond int64/uint64, OverflowError), unlike its ufuncs, which raise: Switch, whose
    kernel is np.where, converts as np.where does (it raised OverflowError)."""
    c, x = ot.tensor("bool", (None,)), ot.tensor(dtype, (None,))
    cv, xv = np.array([True, False, True]), np.array([1, 0, 1], dtype)
    operands = (value, xv) if first else (xv, value)
    try:
        want = np.where(cv, *operands)
    except OverflowError:
        with pytest.raises(OverflowError):
            ot.where(c, *((value, x) if first else (x, value)))
        return
    got = run([c, x], ot.where(c, *((value, x) if first else (x, value))), cv, xv, mode=mode)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)
    with pytest.raises(OverflowError):        # the ufuncs refuse it
        ot.add(x, 2 ** 64 if dtype != "float32" else 10 ** 400)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=2, max_size=3), st.sampled_from(["FAST_RUN", "FAST_COMPILE"]))
def test_the_shape_of_an_elemwise_result_checks_broadcasting_as_computing_it_does(sizes, mode):
    """Issue 25 (a): the shape rewrite computed (x + y).shape from the inputs' sizes without
    checking them, so sizes 2 and 3 gave [2] in FAST_RUN where numpy (and FAST_COMPILE) raise."""
    xs = [ot.dvector() for _ in sizes]
    total = xs[0]
    for x in xs[1:]:
        total = total + x
    f = opspec.function(xs, [total.shape, total.shape[0] * 2], mode=mode)
    values = [np.zeros(n) for n in sizes]
    try:
        want = np.broadcast_shapes(*[v.shape for v in values])
    except ValueError:
        with pytest.raises(ValueError):
            f(*values)
        return
    shape, twice = f(*values)
    assert tuple(shape) == want and twice == 2 * want[0]
