"""The Op contract, exercised with hand-written Ops as an Op author writes them."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply, Variable
from opspec.graph.op import MethodNotDefined, Op


class DoubleOp(Op):
    """x * 2, with its own make_node."""

    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * 2

    def infer_shape(self, fgraph, node, input_shapes):
        return input_shapes

    def grad(self, inputs, output_grads):
        return [output_grads[0] * 2]


class DoubleTyped(Op):
    """x * 2 on float64 matrices, make_node from itypes/otypes."""

    __props__ = ()
    itypes = [ot.dmatrix]
    otypes = [ot.dmatrix]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * 2


class AXPBOp(Op):
    """a * x + b with static a and b."""

    __props__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = self.a * inputs[0] + self.b


class SplitOp(Op):
    """Two outputs: (x, -x)."""

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type(), x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0].copy()
        output_storage[1][0] = -inputs[0]


# ---------------------------------------------------------------------- __props__

def test_props_give_eq_hash_and_str():
    assert AXPBOp(4, 5) == AXPBOp(4, 5)
    assert hash(AXPBOp(4, 5)) == hash(AXPBOp(4, 5))
    assert AXPBOp(4, 5) != AXPBOp(4, 6)
    assert str(AXPBOp(4, 5)) == "AXPBOp{a=4, b=5}"
    assert len({AXPBOp(4, 5), AXPBOp(4, 5), AXPBOp(1, 5)}) == 2


def test_empty_props_make_all_instances_equal():
    assert DoubleOp() == DoubleOp()
    assert hash(DoubleOp()) == hash(DoubleOp())
    assert str(DoubleOp()) == "DoubleOp"
    assert DoubleOp() != DoubleTyped()


def test_ops_without_props_compare_by_identity():
    a, b = SplitOp(), SplitOp()
    assert a == a and a != b


def test_props_of_a_subclass_compare_types():
    class AXPB2(AXPBOp):
        pass

    assert AXPB2(1, 2) != AXPBOp(1, 2)
    assert AXPB2(1, 2) == AXPB2(1, 2)
    assert str(AXPB2(1, 2)) == "AXPB2{a=1, b=2}"


def test_props_must_be_a_tuple_of_names():
    with pytest.raises(TypeError, match="__props__ must be a tuple"):
        class Bad(Op):
            __props__ = "a"


def test_props_naming_a_missing_attribute_is_explained():
    class Forgetful(Op):
        __props__ = ("a",)

    with pytest.raises(AttributeError, match="lists 'a' in __props__"):
        hash(Forgetful())


# ---------------------------------------------------------------------- make_node and __call__

def test_make_node_version_builds_and_runs():
    x = ot.dmatrix("x")
    y = DoubleOp()(x)
    assert isinstance(y, Variable) and y.owner.op == DoubleOp()
    assert y.owner.inputs == [x] and y.type == x.type
    f = opspec.function([x], y)
    inp = np.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal(f(inp), inp * 2)


def test_itypes_otypes_give_a_checking_make_node():
    x = ot.dmatrix("x")
    y = DoubleTyped()(x)
    assert y.type == ot.dmatrix
    f = opspec.function([x], y)
    np.testing.assert_array_equal(f(np.ones((2, 2))), 2 * np.ones((2, 2)))
    with pytest.raises(TypeError, match=r"input 0 \(v\) has type float32 matrix, expected float64 matrix"):
        DoubleTyped()(ot.fmatrix("v"))
    with pytest.raises(TypeError, match="takes 1 inputs, got 2"):
        DoubleTyped()(x, x)


def test_itypes_make_node_turns_values_into_constants():
    y = DoubleTyped()(np.ones((2, 2)))
    assert isinstance(y.owner.inputs[0], ot.TensorConstant)
    np.testing.assert_array_equal(y.eval(), 2 * np.ones((2, 2)))
    with pytest.raises(TypeError, match="cannot use"):
        DoubleTyped()("not a matrix")


def test_itypes_accept_a_more_precise_static_shape():
    x = ot.tensor("float64", shape=(2, 3), name="x")
    y = DoubleTyped()(x)
    assert y.owner.inputs[0] is x


def test_call_returns_one_output_the_list_or_the_default_output():
    x = ot.dvector("x")
    outs = SplitOp()(x)
    assert isinstance(outs, list) and len(outs) == 2
    assert SplitOp()(x, return_list=True)[1].index == 1
    assert isinstance(DoubleOp()(x, return_list=True), list)

    class SplitDefault(SplitOp):
        default_output = 1

    out = SplitDefault()(x)
    assert out is out.owner.outputs[1]
    assert out.owner.out is out


def test_call_names_outputs():
    x = ot.dvector("x")
    assert DoubleOp()(x, name="y").name == "y"
    assert [o.name for o in SplitOp()(x, name="s")] == ["s_0", "s_1"]


def test_default_output_out_of_range_is_explained():
    class Broken(SplitOp):
        default_output = 5

    with pytest.raises(ValueError, match="default_output=5 but the node has 2 outputs"):
        Broken()(ot.dvector())


def test_multi_output_node_without_default_output_has_no_out():
    node = SplitOp()(ot.dvector())[0].owner
    with pytest.raises(ValueError, match="no default_output"):
        node.out


# ---------------------------------------------------------------------- contract violations

def test_op_with_neither_make_node_nor_itypes():
    class Empty(Op):
        def perform(self, node, inputs, output_storage):
            pass

    with pytest.raises(MethodNotDefined, match="must define make_node, or both itypes and otypes"):
        Empty()(ot.dvector())


def test_make_node_outputs_must_match_otypes():
    class TooMany(Op):
        itypes = [ot.dvector]
        otypes = [ot.dvector]

        def make_node(self, x):
            return Apply(self, [x], [x.type(), x.type()])

    with pytest.raises(TypeError, match="make_node built 2 outputs, otypes lists 1"):
        TooMany()(ot.dvector())


def test_make_node_must_return_an_apply():
    class NotApply(Op):
        def make_node(self, x):
            return x

    with pytest.raises(TypeError, match="returned TensorVariable, not an Apply"):
        NotApply()(ot.dvector())


def test_apply_checks_its_inputs_and_outputs():
    x = ot.dvector("x")
    with pytest.raises(TypeError, match="input 0 is ndarray, not a Variable"):
        Apply(DoubleOp(), [np.ones(2)], [x.type()])
    y = DoubleOp()(x)
    with pytest.raises(ValueError, match="already belongs to another Apply"):
        Apply(DoubleOp(), [x], [y])


def test_op_without_perform_fails_when_run():
    class NoPerform(Op):
        def make_node(self, x):
            return Apply(self, [x], [x.type()])

    x = ot.dvector("x")
    f = opspec.function([x], NoPerform()(x))
    with pytest.raises(MethodNotDefined, match="defines neither perform nor make_thunk"):
        f(np.ones(2))


def test_perform_resizing_a_storage_cell_is_refused():
    class Appender(Op):
        def make_node(self, x):
            return Apply(self, [x], [x.type()])

        def perform(self, node, inputs, output_storage):
            output_storage[0].append(inputs[0])

    x = ot.dvector("x")
    f = opspec.function([x], Appender()(x))
    with pytest.raises(ValueError, match=r"resized output storage cell 0 to length 2"):
        f(np.ones(2))


def test_make_thunk_returning_a_non_callable_is_refused():
    class BadThunk(DoubleOp):
        def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
            return None

    x = ot.dvector("x")
    with pytest.raises(TypeError, match="make_thunk returned NoneType, not a callable"):
        opspec.function([x], BadThunk()(x))


# ---------------------------------------------------------------------- the other hooks

def test_default_hooks():
    op = DoubleOp()
    assert op.destroy_map == {} and op.view_map == {}
    assert op.default_output is None
    assert op.do_constant_folding(None, None) is True
    with pytest.raises(MethodNotDefined, match="has no R_op"):
        op.R_op([], [])
    with pytest.raises(MethodNotDefined, match="has no grad"):
        SplitOp().L_op([], [], [])


def test_L_op_defaults_to_grad():
    x = ot.dvector("x")
    g = ot.dvector("g")
    y = DoubleOp()(x)
    calls = []

    class Recording(DoubleOp):
        def grad(self, inputs, output_grads):
            calls.append((inputs, output_grads))
            return [output_grads[0]]

    assert Recording().L_op([x], [y], [g]) == [g]
    assert calls == [([x], [g])]


def test_debug_perform_runs_perform():
    x = np.ones(3)
    cells = [[None]]
    DoubleOp().debug_perform(None, [x], cells)
    np.testing.assert_array_equal(cells[0][0], 2 * x)


def test_optional_hooks_are_used_when_defined():
    class Counted(DoubleOp):
        def flops(self, inputs, outputs):
            return 1

        def do_constant_folding(self, fgraph, node):
            return False

    x = ot.dvector("x")
    node = Counted()(x).owner
    assert node.op.flops(node.inputs, node.outputs) == 1
    assert node.op.do_constant_folding(None, node) is False
    assert DoubleOp().infer_shape(None, node, [(5,)]) == [(5,)]


def test_ops_with_inner_graphs_are_has_inner_graph():
    from opspec.compile.builders import OpFromGraph
    from opspec.graph.op import HasInnerGraph
    from opspec.scan import scan
    x = opspec.tensor.dvector("x")
    ofg = OpFromGraph([x], [x * 2])
    loop = scan(lambda v: v * 2, sequences=x, return_updates=False).owner
    while not isinstance(loop.op, HasInnerGraph):      # scan's output may be sliced
        loop = loop.inputs[0].owner
    for op in (ofg, loop.op):
        assert isinstance(op, HasInnerGraph) and len(op.inner_inputs) >= 1 and op.inner_outputs
        assert op.clone() == op and op.clone().fgraph is not op.fgraph

    class Incomplete(opspec.graph.op.Op, HasInnerGraph):
        fgraph = None

    with pytest.raises(TypeError, match="abstract"):
        Incomplete()
