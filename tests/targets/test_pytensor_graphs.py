"""Generated PyTensor Ops inside PyTensor's own machinery: fusion, the inplace rewrites, the C
kernels of non-elementwise ops, PyTensor's gradient and R_op."""
import numpy as np
import pytest

pytest.importorskip("pytensor", reason="needs opspec[pytensor] (pytensor not installed)")

from pathlib import Path  # noqa: E402

import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import get_mode  # noqa: E402
from pytensor.tensor.elemwise import Elemwise  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def ops(tmp_path_factory):
    import importlib

    from opspec.cli import spec_paths
    from opspec.spec.load import load_specs
    from opspec.targets.pytensor.checks import generate_package
    root = tmp_path_factory.mktemp("graphs")
    generate_package(load_specs(spec_paths([str(ROOT / "examples/custom_ops/specs")])), root, "graph_ex")
    generate_package(load_specs([str(ROOT / "specs/subtensor.yaml"), str(ROOT / "specs/shape.yaml")]), root,
                     "graph_std")
    return importlib.import_module("graph_ex.mathx"), importlib.import_module("graph_std.subtensor")


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
def reduce_ops(tmp_path_factory):
    import importlib

    from opspec.spec.load import load_specs
    from opspec.targets.pytensor.checks import generate_package
    root = tmp_path_factory.mktemp("reduce")
    generate_package(load_specs([str(ROOT / "specs/compare.yaml"), str(ROOT / "specs/reduce.yaml")]), root,
                     "graph_reduce")
    return importlib.import_module("graph_reduce.reduce")


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
