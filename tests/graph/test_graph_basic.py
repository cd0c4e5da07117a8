"""Variables, Constants, Apply nodes and the graph walks (iterative, 100,000 nodes deep)."""

import numpy as np
import pytest

import opspec.tensor as ot
from opspec.graph.basic import (
    Apply,
    Constant,
    ancestors,
    applys_between,
    clone_get_equiv,
    clone_graph,
    clone_replace,
    graph_inputs,
    io_toposort,
    is_in_ancestors,
    orphans_between,
)
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.graph.type import generic

DEEP = 20_000     # twenty times Python's recursion limit: a recursive walk would fail long before


class Unary(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] + 1


class Binary(Op):
    __props__ = ()

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])


unary, binary = Unary(), Binary()


def test_variable_basics():
    x = ot.dvector("x")
    assert x.owner is None and x.index is None and str(x) == "x"
    y = unary(x)
    assert y.owner.outputs[0] is y and y.index == 0
    assert str(y) == "Unary.0"
    assert str(ot.dvector()) == "<float64 vector>"
    assert x.auto_name != ot.dvector().auto_name
    x.tag.test_value = 3
    cp = x.clone()
    assert cp is not x and cp.type == x.type and cp.name == "x" and cp.tag.test_value == 3
    assert x.clone(name="z").name == "z"


def test_constant_keeps_filtered_data():
    c = Constant(generic, {"a": 1})
    assert c.data == {"a": 1} and c.value == {"a": 1}
    c2 = c.clone()
    assert isinstance(c2, Constant) and c2.data is c.data
    assert Constant(generic, "s").signature() == Constant(generic, "s").signature()
    hash(c.signature())                     # unhashable data still gives a usable key
    k = ot.constant(np.arange(3.0))
    assert k.signature() == ot.constant(np.arange(3.0)).signature()
    assert k.signature() != ot.constant(np.arange(1.0, 4.0)).signature()


def test_apply_clone_and_clone_with_new_inputs():
    x, y = ot.dvector("x"), ot.dvector("y")
    z = binary(x, y)
    node = z.owner
    cp = node.clone()
    assert cp.op is node.op and cp.inputs == node.inputs and cp.outputs[0] is not z
    other = ot.dvector("o")
    moved = node.clone_with_new_inputs([other, y])
    assert moved.inputs == [other, y] and moved.outputs[0].type == z.type
    precise = ot.tensor("float64", shape=(3,), name="p")
    assert node.clone_with_new_inputs([precise, y]).inputs[0] is precise
    with pytest.raises(ValueError, match="expected 2 inputs, got 1"):
        node.clone_with_new_inputs([x])


def test_walks():
    x, y = ot.dvector("x"), ot.dvector("y")
    a = unary(x)
    c = ot.constant([1.0, 2.0])
    b = binary(a, c)
    out = binary(b, y)
    assert set(graph_inputs([out])) == {x, y, c}
    assert set(ancestors([out])) == {out, b, a, x, y, c}
    assert set(ancestors([out], blockers=[b])) == {out, b, y}
    assert set(applys_between([x, y], [out])) == {a.owner, b.owner, out.owner}
    assert orphans_between([x, y], [out]) == [c]
    assert io_toposort([x, y], [out]) == [a.owner, b.owner, out.owner]
    assert io_toposort([b], [out]) == [out.owner]
    assert is_in_ancestors(out.owner, a.owner) and not is_in_ancestors(a.owner, out.owner)


def test_io_toposort_shares_nodes_once():
    x = ot.dvector("x")
    a = unary(x)
    out = binary(a, a)
    assert io_toposort([x], [out, a]) == [a.owner, out.owner]


def test_clone_graph_and_clone_replace():
    x, y = ot.dvector("x"), ot.dvector("y")
    out = binary(unary(x), y)
    (nx, ny), (nout,) = clone_graph([x, y], [out])
    assert nx is not x and nout is not out
    assert nout.owner.inputs[1] is ny and nout.owner.inputs[0].owner.inputs[0] is nx
    (sx, sy), _ = clone_graph([x, y], [out], copy_inputs=False)
    assert sx is x and sy is y
    z = ot.dvector("z")
    replaced = clone_replace(out, {x: z})
    assert replaced.owner.inputs[0].owner.inputs[0] is z
    assert out.owner.inputs[0].owner.inputs[0] is x


# ---------------------------------------------------------------------- deep graphs

@pytest.fixture(scope="module")
def chain():
    x = ot.dvector("x")
    y = x
    for _ in range(DEEP):
        y = Apply(unary, [y], [y.type()]).outputs[0]
    return x, y


def test_deep_chain_toposort_and_ancestors(chain):
    x, y = chain
    order = io_toposort([x], [y])
    assert len(order) == DEEP and order[0].inputs[0] is x and order[-1] is y.owner
    assert graph_inputs([y]) == [x]


def test_deep_chain_clone(chain):
    x, y = chain
    memo = clone_get_equiv([x], [y])
    ny = memo[y]
    assert ny is not y and ny.owner.op is unary
    walk, steps = ny, 0
    while walk.owner is not None:
        walk = walk.owner.inputs[0]
        steps += 1
    assert steps == DEEP and walk is memo[x]


def test_deep_chain_function_graph(chain):
    x, y = chain
    fg = FunctionGraph([x], [y], clone=False)
    assert len(fg.apply_nodes) == DEEP
    assert len(fg.toposort()) == DEEP


def test_atomic_variables_compare_by_signature_and_pytensors_formatters():
    from opspec.graph.basic import AtomicVariable, NominalVariable, as_string, default_node_formatter, op_as_string
    x = ot.dvector("x")
    c1, c2, c3 = ot.constant(2.0), ot.constant(2.0), ot.constant(3.0)
    assert isinstance(c1, AtomicVariable) and c1.equals(c2) and not c1.equals(c3) and c1 != c2
    n1, n2 = NominalVariable(0, x.type), NominalVariable(1, x.type)
    assert isinstance(n1, AtomicVariable) and n1.equals(NominalVariable(0, x.type)) and not n1.equals(n2)
    assert not c1.equals(n1)
    y = ot.exp(x) + x
    assert as_string([x], [y]) == [f"{y.owner.op}({ot.exp(x).owner.op}(x), x)"]
    shout = as_string([x], [y], leaf_formatter=lambda v: v.name.upper(),
                      node_formatter=lambda node, args: f"{type(node.op).__name__}<{'|'.join(args)}>")
    assert shout == ["Add<Exp<X>|X>"]
    assert op_as_string([x], y.owner) == default_node_formatter(y.owner, ["Exp(x)", "x"])
