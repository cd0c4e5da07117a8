"""The parts of PyTensor's Op contract a spec declares, on generated Ops: static output shapes
from the shape rule, ``__props__`` equality (PyTensor merges equal nodes), ``default_output``,
``do_constant_folding``, ``connection_pattern``, and ``view_map`` (honest under DebugMode)."""
import numpy as np
import pytest

pytest.importorskip("pytensor", reason="needs opspec[pytensor] (pytensor not installed)")

import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.debugmode import DebugMode  # noqa: E402
from pytensor.gradient import DisconnectedInputError  # noqa: E402


@pytest.fixture(scope="module")
def mods(pytensor_package):
    std = pytensor_package("contract_std", "specs/shape.yaml", "specs/subtensor.yaml")
    return pytensor_package("contract_basic", "tests/spec/good/basic.yaml").basic, std.shape, std.subtensor


def _ops_in(f, cls):
    return [n for n in f.maker.fgraph.apply_nodes if isinstance(n.op, cls)]


def test_output_types_carry_the_static_shapes_of_the_shape_rule(mods):
    basic, shape, _ = mods
    x = pt.tensor("x", dtype="float32", shape=(2, 3))
    top, arg = basic.MaxAndArgmax(axis=1)(x).owner.outputs
    assert (top.type.shape, top.type.dtype) == ((2,), "float32")
    assert (arg.type.shape, arg.type.dtype) == ((2,), "int64")
    assert shape.DimShuffle(order=(1, -1, 0))(x).type.shape == (3, 1, 2)
    assert shape.reshape_op(x, pt.constant(-1)).type.shape == (6,)        # a constant size is static
    assert shape.reshape_op(x, pt.lscalar()).type.shape == (None,)


def test_equal_props_make_equal_ops_and_pytensor_merges_their_nodes(mods):
    basic, _, _ = mods
    assert basic.MaxAndArgmax(axis=1) == basic.MaxAndArgmax(axis=1)
    assert hash(basic.MaxAndArgmax(axis=1)) == hash(basic.MaxAndArgmax(axis=1))
    assert basic.MaxAndArgmax(axis=0) != basic.MaxAndArgmax(axis=1)
    x = pt.dmatrix("x")
    f = pytensor.function([x], basic.MaxAndArgmax(axis=1)(x) + basic.MaxAndArgmax(axis=1)(x), mode="FAST_RUN")
    assert len(_ops_in(f, basic.MaxAndArgmax)) == 1
    v = np.arange(6.0).reshape(2, 3)
    np.testing.assert_allclose(f(v), 2 * v.max(axis=1))


def test_default_output_is_what_calling_the_op_returns(mods):
    basic, _, _ = mods
    x = pt.dmatrix("x")
    out = basic.MaxAndArgmax(axis=1)(x)
    assert len(out.owner.outputs) == 2 and out is out.owner.outputs[0]
    (listed,) = basic.MaxAndArgmax(axis=1)(x, return_list=True)             # PyTensor: the default one only
    assert listed is listed.owner.outputs[0]


def test_constant_folding_follows_the_spec(mods):
    basic, _, _ = mods
    c = pt.constant(np.arange(6.0).reshape(2, 3))
    kept = pytensor.function([], basic.MaxAndArgmax(axis=1)(c), mode="FAST_RUN")      # constant_folding: false
    assert len(_ops_in(kept, basic.MaxAndArgmax)) == 1
    np.testing.assert_allclose(kept(), [2.0, 5.0])
    folded = pytensor.function([], basic.Sum(axis=(0,))(c), mode="FAST_RUN")
    assert not _ops_in(folded, basic.Sum)
    np.testing.assert_allclose(folded(), [3.0, 5.0, 7.0])


def test_connection_pattern_disconnects_what_the_spec_says(mods):
    basic, _, _ = mods
    x = pt.dmatrix("x")
    _, arg = basic.MaxAndArgmax(axis=1)(x).owner.outputs
    assert arg.owner.op.connection_pattern(arg.owner) == [[True, False]]
    with pytest.raises(DisconnectedInputError):
        pytensor.grad(pt.cast(arg, "float64").sum(), x)


@pytest.mark.parametrize("build", [
    lambda shape, sub, x: shape.DimShuffle(order=(1, 0))(x),
    lambda shape, sub, x: shape.reshape_op(x, pt.constant(-1)),
    lambda shape, sub, x: shape.view_op(x),
    lambda shape, sub, x: sub.Subtensor(idx=[["slice", True, True, False]])(x, pt.constant(1), pt.constant(3)),
], ids=["DimShuffle", "Reshape", "ViewOp", "Subtensor"])
def test_views_are_views_and_declare_it(mods, build):
    """perform hands back a view of the input (not a copy), and DebugMode, which fails an
    undeclared alias, accepts the Op's view_map."""
    _, shape, sub = mods
    x = pt.dmatrix("x")
    out = build(shape, sub, x)
    node = out.owner
    assert node.op.view_map == {0: [0]}
    v = np.arange(12.0).reshape(4, 3)
    storage = [[None]]
    node.op.perform(node, [v] + [np.asarray(i.data) for i in node.inputs[1:]], storage)
    assert np.shares_memory(storage[0][0], v)
    f = pytensor.function([x], out * 1, mode=DebugMode(check_c_code=False))
    np.testing.assert_allclose(f(v), storage[0][0])
