"""Indexing against numpy: a table of keys, symbolic bounds, updates, errors, views, gradients."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.testing import assert_allclose

A = np.arange(60.0).reshape(3, 4, 5)
MASK = A[:, :, 0] > 20
IDX = np.array([[0, 2], [2, 1]])

# (key as text, evaluated against both numpy arrays and symbolic tensors)
KEYS = [
    "[0]", "[-1]", "[1, 2]", "[1, 2, 3]", "[-1, -1, -1]", "[:]", "[1:]", "[:-1]", "[::2]", "[::-1]",
    "[1:-1, ::2]", "[:, None]", "[None, 1]", "[..., -1]", "[..., 1:3]", "[0, ...]", "[1, ..., None]",
    "[2:0:-1]", "[::-2, 3:0:-2]", "[5:]", "[1:1]", "[-100:100]", "[:, :, ::-3]", "[0, :, None, 4]",
    "[[0, 2]]", "[[2, 2, 0]]", "[:, [1, 3]]", "[:, :, [0, -1]]", "[[0, 1], [1, 2]]", "[[0, 2], :, [4, 0]]",
    "[IDX]", "[:, IDX]", "[1, [0, 3]]", "[[0, 1], 2]", "[[0], [1, 2]]", "[1:, [0, 3]]", "[None, [0, 2]]",
    "[MASK]", "[A > 30]", "[A[:, 0, 0] > 10]", "[:, [True, False, True, False]]", "[[1, 0], ::-1, [2, 3]]",
    "[..., [0, 0, 4]]", "[:, 1:3, [0, 4]]",
]


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("mode", ["FAST_COMPILE", "FAST_RUN"])
def test_key_matches_numpy(key, mode):
    x = ot.tensor("float64", (None, None, None), name="x")
    want = eval(f"A{key}")
    symbolic = eval(f"x{key}", {"x": x, "A": x, "IDX": IDX, "MASK": ot.constant(MASK), "True": True,
                                "False": False, "None": None})
    got = opspec.function([x], symbolic, mode=mode)(A)
    assert got.shape == want.shape
    assert got.dtype == want.dtype
    assert_allclose(want, got)
    for static, actual in zip(symbolic.type.shape, want.shape):
        assert static is None or static == actual


def test_static_shapes_where_known():
    x = ot.tensor("float64", (3, 4, 5))
    assert x[1:, ::2].type.shape == (2, 2, 5)
    assert x[::-1, None, 0].type.shape == (3, 1, 5)
    assert x[[0, 1, 1]].type.shape == (3, 4, 5)
    assert x[:, [[0], [1]], 1:].type.shape == (3, 2, 1, 4)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 7), start=st.none() | st.integers(-9, 9), stop=st.none() | st.integers(-9, 9),
       step=st.none() | st.integers(-3, 3).filter(lambda s: s != 0))
def test_symbolic_slice_bounds(n, start, stop, step):
    x = ot.dvector("x")
    i, j, k = ot.lscalar("i"), ot.lscalar("j"), ot.lscalar("k")
    sym = slice(None if start is None else i, None if stop is None else j, None if step is None else k)
    y = x[sym]
    f = opspec.function([x, i, j, k], [y, y.shape], on_unused_input="ignore")
    a = np.arange(float(n))
    got, shape = f(a, start or 0, stop or 0, step or 1)
    want = a[start:stop:step]
    assert_allclose(want, got)
    assert tuple(shape) == want.shape


def test_updates_are_functional_and_accumulate():
    x = ot.dmatrix("x")
    a = np.zeros((3, 2))
    f = opspec.function([x], [ot.set_subtensor(x[:, 0], 5.0), ot.inc_subtensor(x[[0, 0, 2]], 1.0),
                              ot.inc_subtensor(x[1:][0], [1.0, 2.0]), ot.set_subtensor(x[[1, 2], [0, 1]], 7.0)])
    setv, incv, nested, adv = f(a)
    assert np.all(a == 0), "the functional form must not modify its input"
    assert_allclose(np.array([[5, 0], [5, 0], [5, 0.]]), setv)
    assert_allclose(np.array([[2, 2], [0, 0], [1, 1.]]), incv)
    assert_allclose(np.array([[0, 0], [1, 2], [0, 0.]]), nested)
    assert_allclose(np.array([[0, 0], [7, 0], [0, 7.]]), adv)


def test_symbolic_index_and_take():
    x, i = ot.dmatrix("x"), ot.iscalar("i")
    idx = ot.lvector("idx")
    a = np.arange(12.0).reshape(3, 4)
    f = opspec.function([x, i, idx], [x[i], x[:, i], ot.take(x, idx, axis=1), ot.take(x, idx)])
    row, col, taken, flat = f(a, -1, np.array([3, 0, 3]))
    assert_allclose(a[-1], row)
    assert_allclose(a[:, -1], col)
    assert_allclose(np.take(a, [3, 0, 3], axis=1), taken)
    assert_allclose(np.take(a, [3, 0, 3]), flat)


def test_out_of_range_indices_raise_index_error_naming_the_op():
    x, i = ot.dvector("x"), ot.lscalar("i")
    f = opspec.function([x, i], x[i])
    with pytest.raises(IndexError) as err:
        f(np.zeros(3), 3)
    assert "Subtensor" in "".join(getattr(err.value, "__notes__", []))
    g = opspec.function([x, ot.lvector("j")], x[ot.lvector("j")] if False else x[[0]], on_unused_input="ignore")
    assert g(np.zeros(3), np.zeros(1, dtype="int64")).shape == (1,)
    with pytest.raises(IndexError, match="out of bounds"):
        ot.tensor("float64", (3,))[5]
    with pytest.raises(IndexError, match="too many indices"):
        x[0, 0]
    with pytest.raises(IndexError):
        x[1.5]


def test_advanced_out_of_range_raises():
    x = ot.dvector("x")
    f = opspec.function([x], x[[0, 7]])
    with pytest.raises(IndexError):
        f(np.zeros(3))


def test_basic_indexing_returns_views():
    x = ot.dmatrix("x")
    a = np.arange(12.0).reshape(3, 4)
    for y in (x[1:], x[:, ::-2], x[0], x[None, 1:, 2]):
        node = y.owner
        storage = [[None]]
        node.op.perform(node, [a] + [np.asarray(c.data) for c in node.inputs[1:]], storage)
        assert np.shares_memory(storage[0][0], a), f"{y} copied"
        assert node.op.view_map == {0: [0]}
    adv = x[[0, 1]].owner
    storage = [[None]]
    adv.op.perform(adv, [a, np.array([0, 1])], storage)
    assert not np.shares_memory(storage[0][0], a)


def test_outputs_never_alias_inputs():
    x = ot.dvector("x")
    a = np.arange(4.0)
    out = opspec.function([x], x[1:])(a)
    out[:] = -1
    assert np.all(a == np.arange(4.0))


def test_gradients_of_every_form():
    verify_grad = pytest.importorskip("opspec.gradient").verify_grad
    rng = np.random.default_rng(3)
    a = rng.uniform(size=(4, 3))
    v = rng.uniform(size=(2, 3))
    verify_grad(lambda t: t[1:, ::-1], [a], rng=rng)
    verify_grad(lambda t: t[[0, 0, 3], 1:], [a], rng=rng)
    verify_grad(lambda t: t[ot.constant(a > 0.5)], [a], rng=rng)
    verify_grad(lambda t, u: ot.set_subtensor(t[1:3], u), [a, v], rng=rng)
    verify_grad(lambda t, u: ot.inc_subtensor(t[[0, 0]], u), [a, v], rng=rng)
    verify_grad(lambda t, u: ot.inc_subtensor(t[2], u[0]), [a, v], rng=rng)
    verify_grad(lambda t, u: ot.set_subtensor(t[[1, 3], [0, 2]], u[0, :2]), [a, v], rng=rng)


# ------------------------------------------------------------------ every dtype round-trips
DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]
MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


def _extremes(dtype, shape, rng):
    """Values of ``dtype`` that a detour through float64 would change (2**53 + 1, the int limits)."""
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return rng.integers(0, 2, shape).astype(bool)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        pool = np.array([info.min, info.max, 0, 1, min(info.max, 2 ** 53 + 1)], dtype=dt)
    else:
        pool = np.array([-0.0, np.inf, -np.inf, 1.5, np.finfo(dt).max], dtype=dt)
        if dt.kind == "c":
            pool.imag = pool.real[::-1]
    return pool[rng.integers(0, len(pool), shape)]


@settings(max_examples=40, deadline=None)
@given(dtype=st.sampled_from(DTYPES), mode=st.sampled_from(MODES), rows=st.integers(1, 4),
       ndim=st.integers(1, 3), seed=st.integers(0, 2 ** 16))
def test_indexing_and_row_updates_keep_every_dtype(dtype, mode, rows, ndim, seed):
    """x[idx], x[mask], set/inc_subtensor on rows: numpy's values and dtype, C and python paths."""
    rng = np.random.default_rng(seed)
    shape = (rows,) + (2,) * (ndim - 1)
    a = _extremes(dtype, shape, rng)
    v = _extremes(dtype, (3,) + shape[1:], rng)
    idx = rng.integers(-rows, rows, 3)
    mask = rng.integers(0, 2, rows).astype(bool)
    x, vx = ot.tensor(dtype, (None,) * ndim, name="x"), ot.tensor(dtype, (None,) * ndim, name="v")
    i, m = ot.lvector("i"), ot.tensor("bool", (None,), name="m")
    f = opspec.function([x, vx, i, m], [x[i], x[m], ot.set_subtensor(x[i], vx), ot.inc_subtensor(x[i], vx)],
                        mode=mode)
    want_set, want_inc = a.copy(), a.copy()
    want_set[idx] = v
    with np.errstate(all="ignore"):
        np.add.at(want_inc, idx, v)
    with np.errstate(all="ignore"):
        got = f(a, v, idx, mask)
    for g, w in zip(got, [a[idx], a[mask], want_set, want_inc]):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("mode", MODES)
def test_set_drops_leading_size_one_dims_of_the_value_as_numpy_does(mode):
    x, i, v = ot.dvector("x"), ot.lvector("i"), ot.dmatrix("v")
    a, idx, val = np.zeros(3), np.array([0, 2]), np.array([[1.0, 2.0]])
    for key, target in [(idx, x[i]), (slice(1, None), x[1:]), ([0, 1], x[:, None][[0, 1], 0])]:
        want = a.copy()
        want[key] = val
        f = opspec.function([x, i, v], ot.set_subtensor(target, v), mode=mode, on_unused_input="ignore")
        np.testing.assert_array_equal(f(a, idx, val), want)
    f = opspec.function([x, i, v], ot.set_subtensor(x[i], v), mode=mode)
    with pytest.raises(ValueError):
        f(a, idx, np.ones((2, 2)))              # a leading size of 2 does not drop
    with pytest.raises(ValueError, match="more dimension"):
        ot.inc_subtensor(x[i], v)               # np.add.at refuses the extra dimension
    with pytest.raises(ValueError, match="not of size 1"):
        ot.set_subtensor(x[i], ot.tensor("float64", (2, None)))


def test_gradient_of_a_set_with_a_higher_rank_value():
    x, i, v = ot.dvector("x"), ot.lvector("i"), ot.dmatrix("v")
    out = ot.set_subtensor(x[i], v)
    gx, gv = opspec.grad((out * np.arange(3.0)).sum(), [x, v])
    for mode in MODES:
        got_x, got_v = opspec.function([x, i, v], [gx, gv], mode=mode)(np.ones(3), np.array([0, 2]),
                                                                       np.ones((1, 2)))
        np.testing.assert_array_equal(got_x, [0.0, 1.0, 0.0])
        np.testing.assert_array_equal(got_v, [[0.0, 2.0]])


@settings(max_examples=60, deadline=None)
@given(data=st.data(), mode=st.sampled_from(["FAST_RUN", "FAST_COMPILE"]), set_=st.booleans())
def test_update_values_broadcast_as_numpy_assigns(data, mode, set_):
    """set_subtensor follows numpy's assignment (the value broadcasts to the indexed region,
    leading size-1 dimensions dropped); inc_subtensor np.add.at's (no dimension dropped)."""
    key = data.draw(st.sampled_from(["rows", "slice", "int", "pairs"]))
    a = np.zeros((4, 3))
    numpy_key = {"rows": np.array([0, 2, 2]), "slice": slice(1, 3), "int": 1,
                 "pairs": (np.array([0, 3]), np.array([1, 2]))}[key]
    region = a[numpy_key].shape
    dims = data.draw(st.lists(st.sampled_from([0, 1]), min_size=len(region), max_size=len(region)))
    shape = tuple(1 if keep == 0 else n for keep, n in zip(dims, region))
    shape = (1,) * data.draw(st.integers(0, 2)) + shape[data.draw(st.integers(0, len(shape))):]
    v = np.arange(1.0, 1.0 + np.prod(shape, dtype=int)).reshape(shape)
    x, val = ot.dmatrix("x"), ot.tensor("float64", (None,) * len(shape), name="v")
    target = {"rows": lambda: x[ot.constant(numpy_key)], "slice": lambda: x[1:3], "int": lambda: x[1],
              "pairs": lambda: x[numpy_key[0], numpy_key[1]]}[key]()
    want = a.copy()
    try:
        if set_:
            want[numpy_key] = v
        else:
            np.add.at(want, numpy_key, v)
    except ValueError:
        with pytest.raises(ValueError):
            out = (ot.set_subtensor if set_ else ot.inc_subtensor)(target, val)
            opspec.function([x, val], out, mode=mode)(a, v)
        return
    out = (ot.set_subtensor if set_ else ot.inc_subtensor)(target, val)
    np.testing.assert_array_equal(opspec.function([x, val], out, mode=mode)(a, v), want)


@pytest.mark.filterwarnings("ignore::numpy.exceptions.ComplexWarning")     # numpy's too, on assigning
@pytest.mark.parametrize("mode", ["FAST_COMPILE", "FAST_RUN"])
@pytest.mark.parametrize("x_dtype, v_dtype", [("uint8", "float64"), ("uint8", "int64"), ("int8", "uint64"),
                                              ("float64", "complex128"), ("int64", "float32"), ("float32", "float64"),
                                              ("int8", "int64"), ("uint8", "bool"), ("float64", "int64")])
@pytest.mark.parametrize("key", ["rows", "slice", "array"])
def test_increments_follow_numpys_augmented_assignment(mode, x_dtype, v_dtype, key):
    """Issue 25 (c): inc_subtensor on rows cast the value to x's dtype silently, so float values
    were added into uint8 (truncated); numpy's x[key] += v refuses what does not cast within its
    kind, and so does every path of inc_subtensor now; set_subtensor casts as assignment does."""
    x, v = ot.tensor(x_dtype, (None, None)), ot.tensor(v_dtype, (None, None))
    keys = {"rows": (np.array([0, 2]),), "slice": (slice(0, 2),), "array": (np.array([0, 2]), slice(None))}
    k = keys[key]
    xv, vv = np.ones((3, 2), x_dtype), np.ones((2, 2), v_dtype)
    want = xv.copy()
    try:
        want[k] += vv
    except TypeError:
        with pytest.raises(TypeError, match="same_kind"):
            ot.inc_subtensor(x[k], v)
    else:
        got = opspec.function([x, v], ot.inc_subtensor(x[k], v), mode=mode)(xv, vv)
        assert got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)
    assigned = xv.copy()
    assigned[k] = vv
    got = opspec.function([x, v], ot.set_subtensor(x[k], v), mode=mode)(xv, vv)
    assert got.dtype == assigned.dtype
    np.testing.assert_array_equal(got, assigned)


@settings(max_examples=60, deadline=None)
@given(data=st.data(), mode=st.sampled_from(["FAST_COMPILE", "FAST_RUN"]), key=st.sampled_from(["rows", "slice", "array"]),
       dtypes=st.sampled_from([("float32", "float64"), ("float16", "float64"), ("float16", "float32"),
                               ("int8", "int64"), ("uint8", "uint32")]))
def test_increments_add_in_both_dtypes_then_round_once(data, mode, key, dtypes):
    """numpy's x[key] += v adds in the dtype of x and v together and rounds the sum into x's
    dtype once; rows (x[[0, 0, 2]] += v) rounded v to x's dtype first, then the sum: one ulp
    off for float32 x and float64 v (found by the graph fuzzing)."""
    x_dtype, v_dtype = dtypes
    rows = [0, 0, 2]
    k = {"rows": rows, "slice": slice(0, 3), "array": (np.array(rows), slice(None))}[key]
    if np.dtype(x_dtype).kind == "f":
        xv = np.array(data.draw(st.lists(st.floats(-4, 4), min_size=6, max_size=6)), x_dtype).reshape(3, 2)
        vv = np.array(data.draw(st.lists(st.floats(-4, 4), min_size=6, max_size=6)), v_dtype).reshape(3, 2)
    else:
        xv = np.array(data.draw(st.lists(st.integers(0, 100), min_size=6, max_size=6)), x_dtype).reshape(3, 2)
        vv = np.array(data.draw(st.lists(st.integers(0, 2 ** 20), min_size=6, max_size=6)), v_dtype).reshape(3, 2)
    want = xv.copy()
    with np.errstate(all="ignore"):
        if key == "slice":
            want[k] += vv
        else:
            np.add.at(want, k, vv)
    x, v = ot.tensor(x_dtype, (None, None)), ot.tensor(v_dtype, (None, None))
    with np.errstate(all="ignore"):
        got = opspec.function([x, v], ot.inc_subtensor(x[k], v), mode=mode)(xv, vv)
    assert got.dtype == want.dtype
    assert got.tobytes() == want.tobytes(), (got, want)


@settings(max_examples=40, deadline=None)
@given(mode=st.sampled_from(["FAST_COMPILE", "FAST_RUN"]), set_=st.booleans(), rows=st.integers(0, 2),
       index=st.integers(-4, 4), v_rows=st.integers(0, 2))
def test_row_updates_report_numpys_first_error(mode, set_, rows, index, v_rows):
    """With a bad index and a value of the wrong shape both, np.add.at reports the index
    (IndexError) and assignment the shape (ValueError); the C kernel of rows checked the shape
    first in both (found by fuzzing: x of shape (0, 1, 1), v of shape (1, 0, 1), rows [0])."""
    a, v = np.zeros((rows, 1, 1)), np.zeros((1, v_rows, 1))
    want = a.copy()
    try:
        if set_:
            want[[index]] = v
        else:
            np.add.at(want, [index], v)
        error = None
    except (IndexError, ValueError) as err:
        error = type(err)
    x, y = ot.tensor3("x"), ot.tensor3("y")
    out = (ot.set_subtensor if set_ else ot.inc_subtensor)(x[[index]], y)
    f = opspec.function([x, y], out, mode=mode)
    if error is None:
        np.testing.assert_array_equal(f(a, v), want)
    else:
        with pytest.raises(error):
            f(a, v)
