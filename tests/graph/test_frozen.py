"""Frozen graphs: FunctionGraph.freeze(), equality and hashing by computation, pickling,
bind / unfreeze, and nominal inputs."""

import copy
import pickle

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply, NominalVariable
from opspec.graph.destroyhandler import DestroyHandler
from opspec.graph.fg import FrozenFunctionGraph, FunctionGraph, Output
from opspec.graph.frozen import FrozenApply
from opspec.ops.arith import NegInplace


def freeze(inputs, outputs):
    return FunctionGraph(inputs, outputs).freeze()


def test_equal_computations_give_equal_frozen_graphs():
    x, y = ot.dvector("x"), ot.dvector("y")
    a, b = ot.dvector("a"), ot.dvector("b")
    f1 = freeze([x, y], [ot.exp(x) * y])
    f2 = freeze([a, b], [ot.exp(a) * b])
    f3 = freeze([a, b], [ot.exp(b) * a])
    assert f1 == f2 and hash(f1) == hash(f2) and {f1: "v"}[f2] == "v"
    assert all(o1 is o2 for o1, o2 in zip(f1.outputs, f2.outputs))
    assert f1 != f3 and f1 != "graph"
    assert freeze([x], [ot.exp(x)]) != freeze([x, y], [ot.exp(x)])     # arity counts


def test_inputs_become_nominal_and_nodes_are_frozen():
    x, y = ot.dvector("x"), ot.dmatrix("y")
    frozen = freeze([x, y], [ot.exp(x)])
    assert [i.id for i in frozen.inputs] == [0, 1]
    assert all(isinstance(i, NominalVariable) for i in frozen.inputs)
    assert frozen.inputs[1].type == y.type
    [node] = frozen.toposort()
    assert isinstance(node, FrozenApply) and not isinstance(node, Apply)
    assert isinstance(node.inputs, tuple) and node.out is frozen.outputs[0]
    assert frozen.apply_nodes == {node}
    assert frozen.variables == {*frozen.inputs, frozen.outputs[0]}
    [(client, k)] = frozen.clients[frozen.outputs[0]]
    assert client.op == Output(0) and k == 0


def test_nominal_variables_are_one_object_per_type_and_id():
    t = ot.dvector().type
    n = NominalVariable(3, t)
    assert NominalVariable(3, t) is n and NominalVariable(4, t) is not n
    assert n.owner is None and str(n) == "i3"
    assert isinstance(n + 1.0, type(ot.dvector()))          # behaves as a tensor variable
    assert pickle.loads(pickle.dumps(n)) is n
    with pytest.raises(ValueError, match="no owner"):
        n.owner = ot.exp(ot.dvector()).owner
    assert freeze([NominalVariable(5, t)], [ot.exp(NominalVariable(5, t))]).inputs[0].id == 0


def test_inputs_as_outputs_and_constants():
    x = ot.dvector("x")
    frozen = freeze([x], [x])
    assert frozen.apply_nodes == frozenset() and isinstance(frozen.outputs[0], NominalVariable)
    c1, c2 = ot.constant(np.array([1.0, 2.0])), ot.constant(np.array([1.0, 2.0]))
    assert FrozenFunctionGraph.from_io([], [c1]) == FrozenFunctionGraph.from_io([], [c2])
    assert freeze([x], [x + c1]) == freeze([x], [x + c2])


def test_pickle_and_copy_give_the_same_graph():
    x, y = ot.dvector("x"), ot.dvector("y")
    shared = x + y
    frozen = freeze([x, y], [shared * x, shared + 3.0, x])
    again = pickle.loads(pickle.dumps(frozen))
    assert again == frozen and hash(again) == hash(frozen)
    assert all(a is b for a, b in zip(again.outputs, frozen.outputs))
    assert copy.copy(frozen) is frozen and copy.deepcopy(frozen) is frozen


def test_bind_and_unfreeze_rebuild_mutable_graphs():
    x, y = ot.dvector("x"), ot.dvector("y")
    frozen = freeze([x, y], [ot.exp(x) * y, ot.constant(2.0)])
    a, b = ot.dvector("a"), ot.dvector("b")
    out, const = frozen.bind([a, b])
    assert isinstance(out.owner, Apply) and out.owner.inputs[1] is b
    assert float(const.data) == 2.0
    outs, memo = frozen.bind({frozen.inputs[0]: a, frozen.inputs[1]: b}, return_memo=True)
    assert memo[frozen.outputs[0]] is outs[0]
    with pytest.raises(KeyError, match="no replacement"):
        frozen.bind({frozen.inputs[0]: a})
    fg = frozen.unfreeze()
    assert isinstance(fg, FunctionGraph) and fg.freeze() == frozen
    f = opspec.function(fg.inputs, fg.outputs[0])
    np.testing.assert_allclose(f([0.0, 1.0], [2.0, 3.0]), np.exp([0.0, 1.0]) * [2.0, 3.0])


def test_orphans_and_unreachable_outputs_are_refused():
    x, orphan = ot.dvector("x"), ot.dvector("orphan")
    with pytest.raises(ValueError, match="Orphan variable orphan"):
        FrozenFunctionGraph.from_io([x], [x + orphan])
    with pytest.raises(ValueError, match="could not be mapped"):
        FrozenFunctionGraph.from_io([x], [orphan])


def test_structural_inputs_lift_subexpressions():
    x, y = ot.dvector("x"), ot.dvector("y")
    out = x * y + x * y
    frozen = FrozenFunctionGraph.from_structural_inputs([x * y], [out])
    assert len(frozen.inputs) == 1
    p = ot.dvector("p")
    [bound] = frozen.bind([p])
    assert bound.owner.inputs == [p, p]
    with pytest.raises(ValueError):
        FrozenFunctionGraph.from_structural_inputs([x * y], [x * y + x])


def test_freeze_keeps_the_destroy_aware_order():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = NegInplace()(t)
    read = ot.sin(t)
    fg = FunctionGraph([x], [d, read], clone=False)
    fg.attach_feature(DestroyHandler())
    fg.validate()
    order = [type(n.op).__name__ for n in fg.freeze().toposort()]
    assert order.index("Sin") < order.index("NegInplace")
    assert fg.freeze() == fg.freeze()


def test_frozen_and_mutable_nodes_share_pytensors_abstract_apply():
    from opspec.graph.basic import AbstractApply
    x = ot.dvector("x")
    [node] = freeze([x], [ot.exp(x)]).toposort()
    mutable = ot.exp(x).owner
    assert isinstance(node, AbstractApply) and isinstance(mutable, AbstractApply)
    assert node.get_parents() == list(node.inputs) and node.nout == 1
    assert "Exp" in node.dprint(file="str")


def test_both_graphs_are_pytensors_abstract_function_graph():
    from opspec.graph.fg import AbstractFunctionGraph
    x = ot.dvector("x")
    fg = FunctionGraph([x], [ot.exp(x) * 2])
    for graph in (fg, fg.freeze()):
        assert isinstance(graph, AbstractFunctionGraph)
        assert len(graph.toposort()) == len(graph.apply_nodes) == 2
        assert set(graph.inputs) <= set(graph.variables) and graph.outputs[0] in graph.clients

    class Incomplete(AbstractFunctionGraph):
        pass

    with pytest.raises(TypeError, match="abstract"):
        Incomplete()
