"""Elemwise fusion: fused graphs compute what the unfused Python path computes."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.compile.mode import FAST_RUN
from opspec.tensor.composite import Composite
from opspec.testing import assert_allclose, verify_grad

EXPRESSIONS = {
    "exp_mul_log1p": lambda a, b, c: ot.exp(a) * b + ot.log1p(c * c),
    "arith_chain": lambda a, b, c: ((a * b + c) * a - b) / (c * c + 1),
    "compare_switch": lambda a, b, c: ot.switch(a > b, ot.sqrt(abs(c)), -c) + ot.maximum(a, b),
    "tanh_sigmoid": lambda a, b, c: ot.tanh(a) * ot.sigmoid(b) - ot.softplus(c),
}


def composites(f):
    return [node.op for node in f.maker.fgraph.toposort() if isinstance(node.op, Composite)]


@pytest.mark.parametrize("name", sorted(EXPRESSIONS))
def test_chain_becomes_one_c_loop(name):
    a, b, c = ot.dvectors("a", "b", "c")
    f = opspec.function([a, b, c], EXPRESSIONS[name](a, b, c))
    assert len(f.maker.fgraph.apply_nodes) == 1, [str(n) for n in f.maker.fgraph.toposort()]
    assert [impl for _, impl in f.node_impls()] == ["c"]


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_fused_matches_unfused_python(data):
    name = data.draw(st.sampled_from(sorted(EXPRESSIONS)))
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, max_dims=3, max_side=4))
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    values = [data.draw(hnp.arrays(dtype, s, elements=st.floats(-3, 3, width=32))) for s in shapes.input_shapes]
    if data.draw(st.booleans()):         # non-contiguous and negatively strided layouts
        values = [v[..., ::-1] if v.ndim else v for v in values]
    inputs = [ot.tensor(dtype, (None,) * v.ndim) for v in values]
    out = EXPRESSIONS[name](*inputs)
    fused = opspec.function(inputs, out)
    plain = opspec.function(inputs, out, mode="FAST_COMPILE")
    assert composites(fused)
    want = plain(*values)
    got = fused(*values)
    assert got.dtype == want.dtype and got.shape == want.shape
    assert_allclose(want, got)


def test_shared_intermediate_stays_an_output_of_its_own():
    a, b = ot.dvectors("a", "b")
    e = ot.exp(a)
    f = opspec.function([a, b], [e * b + 1, e])
    x, y = np.linspace(-1, 1, 5), np.arange(5.0)
    r0, r1 = f(x, y)
    assert_allclose(np.exp(x) * y + 1, r0)
    assert_allclose(np.exp(x), r1)
    assert len(composites(f)) == 1


def test_a_cheap_shared_node_is_computed_again_in_each_loop():
    """1 - y feeds two loops that end in different places: each loop computes it, so it is
    neither a kernel nor a buffer of its own."""
    x, y = ot.dvectors("x", "y")
    one_minus = 1.0 - y
    outs = [ot.exp(x) * one_minus, ot.sum_to_shape_op(ot.log1p(x * x) * one_minus, y)]
    f = opspec.function([x, y], outs)
    kinds = [type(node.op).__name__ for node in f.maker.fgraph.toposort()]
    assert "Sub" not in kinds and kinds.count("Composite") == 2, kinds
    assert all(any(type(op).__name__ == "Sub" for op, _, _ in c.steps) for c in composites(f))
    v, w = np.linspace(-1, 1, 4), np.linspace(0, 1, 4)
    assert_allclose(np.exp(v) * (1 - w), f(v, w)[0])
    assert_allclose(np.log1p(v * v) * (1 - w), f(v, w)[1])


def test_expensive_or_widely_shared_nodes_are_not_computed_again():
    x, y = ot.dvectors("x", "y")
    deep = ot.exp(ot.tanh(ot.sin(ot.cos(x))))          # more than MAX_RECOMPUTED ops behind it
    wide = x * y                                        # more uses than MAX_RECOMPUTED
    outs = [ot.sum_to_shape_op(deep * y, x), ot.sum_to_shape_op(deep + y, x)]
    outs += [ot.sum_to_shape_op(wide + k, x) for k in range(4)]
    f = opspec.function([x, y], outs)
    produced = [c.steps for c in composites(f)]
    assert sum(any(type(op).__name__ == "Cos" for op, _, _ in steps) for steps in produced) == 1
    assert sum(any(type(op).__name__ == "Mul" for op, _, _ in steps) for steps in produced) <= 1
    v, w = np.linspace(-1, 1, 3), np.linspace(0, 1, 3)
    want = np.exp(np.tanh(np.sin(np.cos(v))))
    got = f(v, w)
    assert_allclose(want * w, got[0])
    assert_allclose(v * w + 3, got[5])


def test_equal_composites_with_other_constants_share_their_op():
    a = ot.dvector("a")
    f = opspec.function([a], ot.exp(a) * 2.0 + 1.0)
    g = opspec.function([a], ot.exp(a) * 3.0 + 5.0)
    assert composites(f) == composites(g), "constants reach the loop as inputs, not as code"
    assert_allclose(np.exp(np.ones(3)) * 3 + 5, g(np.ones(3)))


def test_fusion_can_be_excluded():
    a, b = ot.dvectors("a", "b")
    f = opspec.function([a, b], ot.exp(a) * b, mode=FAST_RUN.excluding("fusion"))
    assert not composites(f) and len(f.maker.fgraph.apply_nodes) == 2


def test_composite_gradient_and_r_op():
    a, b = ot.dvectors("a", "b")
    out = ot.exp(a) * b + ot.sin(b)
    f = opspec.function([a, b], out)
    op = composites(f)[0]
    rng = np.random.default_rng(0)
    verify_grad(lambda x, y: op(x, y), [rng.uniform(size=4), rng.uniform(size=4)], rng=rng)


def test_debugmode_passes_on_fused_graphs():
    a, b, c = ot.dvectors("a", "b", "c")
    f = opspec.function([a, b, c], EXPRESSIONS["exp_mul_log1p"](a, b, c), mode="DebugMode")
    x = np.linspace(0.1, 1, 6)
    assert_allclose(np.exp(x) * x + np.log1p(x * x), f(x, x, x))


def test_fused_intermediate_goes_in_place():
    x = ot.dvector("x")
    y = ot.exp(x) * 2 + 1
    z = ot.dot(y, y) + ot.sin(y) * y          # y has a non-elemwise client: not absorbed
    f = opspec.function([x], z)
    ops = composites(f)
    assert any(op.destroy_map for op in ops), [str(op) for op in ops]
    a = np.linspace(0, 1, 5)
    yy = np.exp(a) * 2 + 1
    assert_allclose(np.dot(yy, yy) + np.sin(yy) * yy, f(a))


def test_ops_without_c_are_not_fused(tmp_path):
    import sys
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    spec = tmp_path / "noc.yaml"
    spec.write_text("ops:\n  Twice:\n    doc: 2x, numpy only.\n    elemwise: true\n    inputs: {x: float}\n"
                    "    outputs: {out: float}\n    python: 2 * x\n    derivative: {x: '2'}\n")
    generate(load_specs([str(spec)]), tmp_path / "out")
    sys.path.insert(0, str(tmp_path / "out"))
    try:
        import noc
        a = ot.dvector("a")
        f = opspec.function([a], ot.exp(noc.twice(a)) * a)
        assert not any(isinstance(n.op, Composite) and any(type(op).__name__ == "Twice" for op, _, _ in n.op.steps)
                       for n in f.maker.fgraph.apply_nodes)
        assert_allclose(np.exp(2 * np.ones(3)), f(np.ones(3)))
    finally:
        sys.path.remove(str(tmp_path / "out"))
        sys.modules.pop("noc", None)


def test_a_wide_composite_compiles_in_c():
    """40 operands in one loop: the kernel's name is long, its build must still work."""
    xs = [ot.dvector(f"x{k}") for k in range(40)]
    out = xs[0]
    for x in xs[1:]:
        out = out * 1.5 + x
    f = opspec.function(xs, out)
    assert composites(f) and all(impl == "c" for _, impl in f.node_impls())
    values = [np.full(3, float(k)) for k in range(40)]
    want = values[0]
    for v in values[1:]:
        want = want * 1.5 + v
    assert_allclose(want, f(*values))


INT64_EDGES = [-2 ** 63, -1, 0, 1, 2 ** 53 + 1, 2 ** 63 - 1]
UINT64_EDGES = [0, 1, 2 ** 53 + 1, 2 ** 63 - 1, 2 ** 63, 2 ** 64 - 1]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["eq", "neq", "lt", "le", "gt", "ge"]), st.booleans(), st.booleans(),
       st.lists(st.sampled_from(INT64_EDGES), min_size=3, max_size=3),
       st.lists(st.sampled_from(UINT64_EDGES), min_size=3, max_size=3))
def test_comparing_uint64_with_signed_integers_is_exact(name, fused, swap, a, b):
    """numpy compares int64 with uint64 exactly; C computed through their common type float64
    (2**63 - 1 == 2**63 was true in FAST_RUN), alone or fused: such nodes run numpy's loop."""
    x, y = ot.lvector("x"), ot.tensor("uint64", (None,))
    a, b = np.array(a, np.int64), np.array(b, np.uint64)
    args = (y, x) if swap else (x, y)
    out = getattr(ot, name)(*args)
    want = getattr(np, {"eq": "equal", "neq": "not_equal", "lt": "less", "le": "less_equal", "gt": "greater",
                        "ge": "greater_equal"}[name])(*((b, a) if swap else (a, b)))
    if fused:
        out, want = ot.and_(out, ot.neq(x, 7)), want & (a != 7)
    f = opspec.function([x, y], out, mode=FAST_RUN)
    np.testing.assert_array_equal(f(a, b), want)
    assert not any(isinstance(n.op, Composite) and
                   any(v.type.dtype == "uint64" for v in n.inputs) and any(v.type.dtype == "int64" for v in n.inputs)
                   for n in f.maker.fgraph.apply_nodes)


@pytest.mark.parametrize("dtype", ["float16", "complex64", "complex128"])
def test_dtypes_without_c_types_are_not_fused(dtype):
    """float16 nodes joined a fused C loop and compiling it raised KeyError: 'float16' (found by
    fuzzing: true_div of float16 by bool, switch of float16 on a float condition)."""
    x, b, c = ot.tensor(dtype, (None,)), ot.tensor("bool", (None,)), ot.dvector("c")
    outs = [ot.true_div(x, b), ot.switch(c, x, 0), ot.exp(x) * 2]
    xv, bv, cv = np.array([1, 2, 4], dtype), np.array([True, False, True]), np.array([0.0, 1.0, 2.0])
    f = opspec.function([x, b, c], outs, mode=FAST_RUN)
    with np.errstate(all="ignore"):
        wants = [np.true_divide(xv, bv), np.where(cv, xv, 0), np.exp(xv) * 2]
        gots = f(xv, bv, cv)
    for got, want in zip(gots, wants):
        assert got.dtype == want.dtype
        np.testing.assert_allclose(got, want, rtol=1e-3)
