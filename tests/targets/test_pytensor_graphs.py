"""Generated PyTensor Ops inside PyTensor's own machinery: fusion, the inplace rewrites, the C
kernels of non-elementwise ops, PyTensor's gradient and R_op."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("pytensor", reason="needs opspec[pytensor] (pytensor not installed)")

import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import get_mode  # noqa: E402
from pytensor.tensor.elemwise import Elemwise  # noqa: E402



@pytest.fixture(scope="module")
def ops(pytensor_package):
    return (pytensor_package("graph_ex", "examples/custom_ops/specs").mathx,
            pytensor_package("graph_std", "specs/subtensor.yaml", "specs/shape.yaml").subtensor)


def _nodes(f):
    return f.maker.fgraph.toposort()


def test_an_elementwise_spec_fuses_with_builtin_ops(ops):
    mathx, _ = ops
    x = pt.dvector("x")
    for mode in ("FAST_RUN", "NUMBA"):
        f = pytensor.function([x], pt.exp(x) * mathx.softsign(x) + 1, mode=mode)
        nodes = _nodes(f)
        assert len(nodes) == 1 and isinstance(nodes[0].op, Elemwise), nodes
        inner = [type(n.op).__name__ for n in nodes[0].op.scalar_op.fgraph.apply_nodes]
        assert "Softsign" in inner, inner
        v = np.linspace(-3, 3, 7)
        np.testing.assert_allclose(f(v), np.exp(v) * v / (1 + abs(v)) + 1)


def test_pytensor_makes_an_elementwise_spec_inplace(ops):
    mathx, _ = ops
    x = pt.dvector("x")
    f = pytensor.function([x], mathx.softsign(x * 2), mode=get_mode("FAST_RUN").excluding("fusion"))
    (node,) = [n for n in _nodes(f) if isinstance(n.op, Elemwise) and type(n.op.scalar_op).__name__ == "Softsign"]
    assert node.op.destroy_map == {0: [0]}
    v = np.linspace(-3, 3, 7)
    np.testing.assert_allclose(f(v), 2 * v / (1 + abs(2 * v)))
    np.testing.assert_array_equal(v, np.linspace(-3, 3, 7))


def test_the_inplace_rewrite_picks_a_non_elementwise_variant_and_its_c_kernel_runs(ops):
    _, subtensor = ops
    x, v, idx = pt.dmatrix("x"), pt.dmatrix("v"), pt.lvector("idx")
    f = pytensor.function([x, v, idx], subtensor.advanced_inc_subtensor1(x * 2, v, idx), mode="FAST_RUN")
    names = [type(n.op).__name__ for n in _nodes(f)]
    assert "AdvancedIncSubtensor1Inplace" in names, names
    thunk = f.vm.thunks[names.index("AdvancedIncSubtensor1Inplace")]
    assert getattr(thunk, "impl", None) == "c", "the opspec kernel should run the node in C mode"
    xv, vv, iv = np.arange(12.0).reshape(4, 3), np.ones((3, 3)), np.array([0, 2, 2])
    want = 2 * xv
    np.add.at(want, iv, vv)
    np.testing.assert_allclose(f(xv, vv, iv), want)
    # when x itself is an input, it is never overwritten
    g = pytensor.function([x, v, idx], subtensor.advanced_inc_subtensor1(x, v, idx), mode="FAST_RUN")
    assert "AdvancedIncSubtensor1Inplace" not in [type(n.op).__name__ for n in _nodes(g)]
    g(xv, vv, iv)
    np.testing.assert_array_equal(xv, np.arange(12.0).reshape(4, 3))


def test_gradient_and_rop_of_a_spec_op_through_pytensor(ops):
    mathx, _ = ops
    x, e = pt.dvector("x"), pt.dvector("e")
    y = mathx.AXPB(a=3.0, b=1.0)(mathx.softsign(x))
    g = pytensor.grad(y.sum(), x)
    jv = pytensor.gradient.Rop(y, x, e)
    f = pytensor.function([x, e], [g, jv])
    v, ev = np.linspace(-2, 2, 5), np.full(5, 0.5)
    d = 3.0 / (1 + abs(v)) ** 2
    got_g, got_jv = f(v, ev)
    np.testing.assert_allclose(got_g, d)
    np.testing.assert_allclose(got_jv, d * ev)


def test_bad_input_is_a_clear_error(ops):
    mathx, _ = ops
    with pytest.raises(TypeError, match="CumSum1D: input x must have 1 dimensions"):
        mathx.cumsum1d(pt.dmatrix())
    with pytest.raises(TypeError, match="input x must be float"):
        mathx.softsign(pt.bmatrix() > 0)


@pytest.fixture(scope="module")
def reduce_ops(pytensor_package):
    return pytensor_package("graph_reduce", "specs/compare.yaml", "specs/reduce.yaml").reduce


#: (op, numpy's, axis, keepdims): every fold path (identity or first element, axes kept or not)
REDUCTIONS = [("Sum", np.sum, (0, 2), True), ("Prod", np.prod, None, False), ("Max", np.max, (1,), False),
              ("Min", np.min, (-1,), True), ("All", np.all, (0,), False), ("Any", np.any, None, True)]


@pytest.fixture(scope="module")
def folded(reduce_ops):
    """One function of every reduction in Numba mode, and a bool sum; compiled with warnings as
    errors (an object-mode fallback warns)."""
    import warnings
    x = pt.tensor("x", dtype="float64", shape=(None, None, None))
    b = pt.tensor("b", dtype="bool", shape=(None, None, None))
    outs = [getattr(reduce_ops, name)(axis=axis, keepdims=keep)(b if name in ("All", "Any") else x)
            for name, _, axis, keep in REDUCTIONS]
    outs.append(reduce_ops.Sum(axis=(1,))(b))                       # bool sums count, in int64
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return pytensor.function([x, b], outs, mode="NUMBA")


def _agree(f, xv, bv):
    got = f(xv, bv)
    for (name, ref, axis, keep), value in zip(REDUCTIONS, got):
        want = ref(bv if name in ("All", "Any") else xv, axis=axis, keepdims=keep)
        assert value.dtype == want.dtype and value.shape == want.shape, (name, value.shape, want.shape)
        np.testing.assert_allclose(value, want, rtol=1e-12, err_msg=f"{name} axis={axis} keepdims={keep}")
    np.testing.assert_array_equal(got[-1], bv.sum(axis=1))
    assert got[-1].dtype == np.int64


@pytest.mark.parametrize("shape", [(2, 3, 4), (1, 5, 1), (3, 1, 2)])
def test_reductions_fold_their_combine_in_numba(folded, shape):
    """A reduce: spec in Numba mode is the spec's combine folded over the axes, with keepdims,
    on C and Fortran layouts, NaNs propagating as in numpy."""
    rng = np.random.default_rng(len(shape))
    xv = rng.uniform(0.5, 1.5, shape)
    xv.flat[1] = np.nan if shape[0] == 3 else xv.flat[1]
    bv = rng.uniform(size=shape) > 0.3
    _agree(folded, xv, bv)
    _agree(folded, np.asfortranarray(xv), np.asfortranarray(bv))


def test_empty_reductions_in_numba_as_in_numpy(folded):
    """Reducing nothing gives the identity (sum, prod, all, any); without one (max) it is an
    error, as numpy's; no lane at all is an empty result."""
    _agree(folded, np.zeros((0, 3, 2)), np.zeros((0, 3, 2), bool))
    with pytest.raises(ValueError, match="zero-size array to reduction operation"):
        folded(np.zeros((2, 0, 3)), np.zeros((2, 0, 3), bool))


DIVIDING = """
ops:
  Ratio:
    doc: x / y, its Numba kernel read from the C expression.
    elemwise: true
    inputs: {x: float, y: float}
    outputs: {out: float}
    python: x / y
    c: "x / y"
    samples: [["rand(3)", "rand(3)"]]
  RatioPy:
    doc: x / y, its Numba kernel from the python formula (no C).
    elemwise: true
    inputs: {x: float, y: float}
    outputs: {out: float}
    python: x / y
    samples: [["rand(3)", "rand(3)"]]
  Fmod:
    doc: numpy's fmod, which Numba's numpy gets wrong on integers.
    elemwise: true
    inputs: {x: "int|float", y: "int|float"}
    outputs: {out: upcast}
    python: np.fmod(x, y)
    samples: [["rand(3)", "rand(3)"]]
"""


@pytest.fixture(scope="module")
def dividing(tmp_path_factory, pytensor_package):
    """Numba-mode functions of ops whose kernels divide: x / y from C and from Python (floats),
    np.fmod on int8, int64 and float64."""
    import warnings

    spec = tmp_path_factory.mktemp("dividing") / "dividing.yaml"
    spec.write_text(DIVIDING)
    module = pytensor_package("graph_dividing", spec).dividing
    x, y = pt.dvector("x"), pt.dvector("y")
    out = {}
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # an object-mode fallback warns
        for name in ("ratio", "ratiopy"):
            out[name] = pytensor.function([x, y], getattr(module, name)(x, y), mode="NUMBA")
        for dtype in ("int8", "int64", "float64"):
            a, b = pt.vector("a", dtype=dtype), pt.vector("b", dtype=dtype)
            out[f"fmod_{dtype}"] = pytensor.function([a, b], module.fmod(a, b), mode="NUMBA")
    return out


_EDGES = st.sampled_from([0.0, -0.0, 1.0, -2.5, np.inf, -np.inf, np.nan, 1e-300, 1e300])


@settings(max_examples=30)
@given(pairs=st.lists(st.tuples(_EDGES, _EDGES), min_size=1, max_size=6))
def test_numba_kernels_divide_as_numpy(dividing, pairs):
    """Numba compiles the kernels with numpy's error model: a division by zero is inf or nan,
    as in numpy, C and JAX (not Python's ZeroDivisionError), whichever formula the kernel is from."""
    x, y = (np.array(v) for v in zip(*pairs))
    with np.errstate(all="ignore"):
        want = x / y
    for name in ("ratio", "ratiopy"):
        np.testing.assert_array_equal(dividing[name](x, y), want, err_msg=name)


@settings(max_examples=40)
@given(data=st.data(), dtype=st.sampled_from(["int8", "int64", "float64"]))
def test_fmod_in_numba_is_numpys(dividing, data, dtype):
    """np.fmod in a Numba kernel is numpy's for integers too: x's sign, 0 where y is 0 or -1
    (Numba's own gives fmod(-7, 3) == 0)."""
    from hypothesis.extra.numpy import arrays
    elements = st.integers(np.iinfo(dtype).min, np.iinfo(dtype).max) if dtype != "float64" else \
        st.one_of(_EDGES, st.floats(-1e6, 1e6))
    n = data.draw(st.integers(1, 6))
    x, y = (data.draw(arrays(dtype, n, elements=elements)) for _ in range(2))
    y[0] = data.draw(st.sampled_from([0, -1, 1])) if dtype != "float64" else y[0]
    with np.errstate(all="ignore"):
        want = np.fmod(x, y)
    got = dividing[f"fmod_{dtype}"](x, y)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


CONSTANT_GRADIENTS = """
ops:
  Zeroed:
    doc: floor, its gradient the marker zero.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: np.floor(x)
    grad: {x: zero}
    samples: [["rand(3)"]]
  ZerosLike:
    doc: floor, its gradient zeros_like(x) in floatX.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: np.floor(x)
    grad: {x: "zeros_like(x, dtype=floatX)"}
    samples: [["rand(3)"]]
  OnesLike:
    doc: x + 1, its gradient ones_like(x) (not g_out times it).
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: x + 1
    grad: {x: "ones_like(x)"}
    samples: [["rand(3)"]]
"""


@pytest.mark.parametrize("shape", [(3, 4), (1, 5), (2, 1, 3)])
def test_a_constant_scalar_gradient_has_the_inputs_shape(tmp_path_factory, pytensor_package, shape):
    """An elementwise op whose gradient does not depend on g_out (zero, zeros_like, ones_like):
    PyTensor's Elemwise gradient is shaped like the input, not a (1, 1) constant."""
    spec = tmp_path_factory.mktemp("constgrad") / "constgrad.yaml"
    spec.write_text(CONSTANT_GRADIENTS)
    module = pytensor_package(f"graph_constgrad_{len(shape)}_{shape[0]}", spec).constgrad
    x = pt.tensor("x", dtype="float64", shape=(None,) * len(shape))
    grads = [pytensor.grad(op(x).sum(), x) for op in (module.zeroed, module.zeroslike, module.oneslike)]
    got = pytensor.function([x], grads, mode="FAST_COMPILE")(np.ones(shape))
    for g, want in zip(got, (0.0, 0.0, 1.0)):
        assert g.shape == shape
        np.testing.assert_array_equal(g, np.full(shape, want))
