"""Graph walks, copies with replacements, comparisons and text forms (PyTensor's API)."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply, Constant, Variable, as_string, clone_get_equiv, equal_computations
from opspec.graph.op import Op
from opspec.graph.replace import clone_replace, graph_replace
from opspec.graph.traversal import (ancestors, apply_ancestors, explicit_graph_inputs, general_toposort,
                                    get_var_by_name, graph_inputs, io_toposort, truncated_graph_inputs,
                                    variable_depends_on, vars_between, walk)
from opspec.graph.type import Type


class T(Type):
    def filter(self, data, strict=False, allow_downcast=None):
        return data

    def __eq__(self, other):
        return type(other) is T

    def __hash__(self):
        return hash(T)


class MyOp(Op):
    def __init__(self, name, nout=1):
        self.name, self.nout = name, nout

    def make_node(self, *inputs):
        return Apply(self, list(inputs), [T()() for _ in range(self.nout)])

    def __str__(self):
        return self.name


def v(name):
    return Variable(T(), name=name)


def test_walks_in_pytensor_order():
    r1, r2, r3 = v("r1"), v("r2"), v("r3")
    o1 = MyOp("f")(r1, r2)
    o2 = MyOp("g")(r3, o1)

    def expand(r):
        return r.owner.inputs if r.owner else None

    assert list(walk([o2], expand)) == [o2, r3, o1, r1, r2]                     # breadth first
    assert list(walk([o2], expand, bfs=False)) == [o2, o1, r2, r1, r3]
    assert list(walk([o2], expand, return_children=True))[0] == (o2, [r3, o1])
    assert ancestors([o2]) == [o2, o1, r2, r1, r3]
    assert ancestors([o2], blockers=[o1]) == [o2, o1, r3]
    assert set(graph_inputs([o2])) == {r1, r2, r3}
    assert apply_ancestors([o2]) == [o2.owner, o1.owner]
    assert io_toposort([r1, r2, r3], [o2]) == [o1.owner, o2.owner]
    assert variable_depends_on(o2, r1) and not variable_depends_on(o1, r3)
    assert get_var_by_name([o2], "r3") == (r3,)


def test_general_toposort_finds_cycles_and_is_iterative():
    deps = {0: [1], 1: [2], 2: []}
    assert general_toposort([0], lambda k: deps[k]) == [2, 1, 0]
    with pytest.raises(ValueError, match="cycle"):
        general_toposort([0], lambda k: {0: [1], 1: [0]}[k])
    chain = general_toposort([0], lambda k: [k + 1] if k < 50_000 else [])
    assert chain[0] == 50_000 and len(chain) == 50_001


def test_vars_between_includes_other_outputs_of_nodes():
    x = v("x")
    a, b = MyOp("two", nout=2)(x)
    out = MyOp("f")(a)
    assert set(vars_between([x], [out])) == {x, a, b, out}


def test_explicit_and_truncated_inputs():
    x = ot.dvector("x")
    w = opspec.shared(np.ones(2))
    out = (x + w) * 2
    assert explicit_graph_inputs(out) == [x]
    y = ot.dvector("y")
    inner = ot.exp(y)
    o = inner * x
    assert set(truncated_graph_inputs([o], [x])) == {x, inner}
    assert truncated_graph_inputs([o]) == [o]


def test_clone_replace_and_graph_replace():
    x, y, z = ot.dvectors("x", "y", "z")
    a = ot.exp(x)
    b = a * y
    c = b + ot.sin(z)
    [new] = clone_replace([c], {y: z})
    assert equal_computations([new], [ot.exp(x) * z + ot.sin(z)])
    assert equal_computations([clone_replace(c, [(y, z)])], [new])      # pairs and one output
    swapped = graph_replace(c, {a: ot.cos(x)})
    assert equal_computations([swapped], [ot.cos(x) * y + ot.sin(z)])
    assert swapped.owner.inputs[1] is c.owner.inputs[1]                 # untouched parts shared
    with pytest.raises(ValueError, match="not used"):
        graph_replace(c, {ot.dvector(): x})
    assert graph_replace(c, {ot.dvector(): x}, strict=False) is c


def test_clone_get_equiv_keeps_memo_entries_and_constants():
    x, y, z = ot.dvectors("x", "y", "z")
    a = x * y
    b = a + 1.0
    memo = clone_get_equiv([x, y], [b], copy_inputs=False, memo={a: z})
    assert memo[a] is z and a.owner not in memo
    assert equal_computations([memo[b]], [z + 1.0])
    c = ot.constant(1.5)
    assert clone_get_equiv([c], [c])[c] is c


def test_equal_computations():
    a, b = ot.iscalars(2)
    assert equal_computations([a + 1], [a + 1]) and not equal_computations([a + 1], [b + 1])
    assert equal_computations([a + b], [b + a], in_xs=[a, b], in_ys=[b, a])
    assert equal_computations([2], [2]) and not equal_computations([np.r_[1, 2]], [np.r_[2, 1]])
    with pytest.raises(ValueError):
        equal_computations([a], [a, b])


def test_as_string_marks_shared_nodes():
    r1, r2 = v("R1"), v("R2")
    n = MyOp("Op")(r1, r2)
    assert as_string([r1, r2], [MyOp("Op")(n, r1)]) == ["Op(Op(R1, R2), R1)"]
    assert as_string([r1, r2], [MyOp("Op")(n, n)]) == ["Op(*1 -> Op(R1, R2), *1)"]
    assert as_string([n], [MyOp("Op")(n, n)]) == [f"Op({n}, {n})"]           # n is an input here
    deep = r1
    for _ in range(5000):
        deep = MyOp("f")(deep)
    assert as_string([r1], [deep])[0].count("f(") == 5000


def test_eval_with_names_keywords_and_errors():
    x, y = ot.dscalars("x", "y")
    w = x * 2 + y
    assert w.eval({"x": 1.0, y: 2.0}) == 4.0
    assert w.eval({x: 1.0, y: 2.0}, mode="FAST_COMPILE") == 4.0
    assert len(w._fn_cache) == 2
    with pytest.raises(ValueError, match="z not found"):
        w.eval({"z": 1.0})
    t = x + 1
    t.name = "x"
    with pytest.raises(ValueError, match="multiple variables with name x"):
        t.eval({"x": 1.0})


def test_clone_with_new_inputs_rebuilds_static_shapes():
    x = ot.tensor("float64", (None,))
    y = ot.tensor("float64", (1,))
    z = ot.add(x, y)
    assert z.type.shape == (None,)
    node = z.owner.clone_with_new_inputs([ot.tensor("float64", (1,)), y])
    assert node.outputs[0].type.shape == (1,)


def test_dprint_on_variables_apply_and_functions():
    x = ot.dvector("x")
    y = ot.exp(x) + 1
    text = y.dprint(file="str")
    assert text.startswith("Add") and "Exp" in text and y.owner.dprint(file="str") == text
    assert "Exp" in opspec.function([x], y).dprint(file="str")
    assert opspec.printing.pprint(x * (y - 2)) == "x * (Exp(x) + 1.0 - 2.0)"


def _diamond():
    """o = f(a, b), a = g(x), b = h(x, y): orders that depth-first post-order and PyTensor's
    breadth-first emission tell apart."""
    x, y = v("x"), v("y")
    a = MyOp("g")(x)
    b = MyOp("h")(x, y)
    return x, y, a, b, MyOp("f")(a, b)


def _inputs_of(var):
    return var.owner.inputs if var.owner else []


def test_general_toposort_in_pytensors_order():
    """Found depth first (o, b, y, x, a), emitted from the sources in that order (y, x), each
    node once its last dependency is out: b before a, since b was found first."""
    x, y, a, b, o = _diamond()
    assert ancestors([o]) == [o, b, y, x, a]
    assert general_toposort([o], _inputs_of) == [y, x, b, a, o]
    assert io_toposort([x, y], [o]) == [a.owner, b.owner, o.owner]     # graphs still run depth first
    clients = {}
    general_toposort([o], _inputs_of, clients=clients)
    assert clients[x] == [b, a] and clients[a] == [o]


def test_truncated_graph_inputs_in_pytensors_order():
    x, y, a, b, o = _diamond()
    assert truncated_graph_inputs([o, a, o]) == [o, a]             # nothing to include: the outputs, once
    assert truncated_graph_inputs([o], [b]) == [b, a]              # the last input first
    # a variable above a kept one is not kept: q = g(u) is computed from u, which was kept first
    u, c = v("u"), v("c")
    uu = MyOp("h")(u)
    q = MyOp("g")(uu)
    out = MyOp("f")(q, uu, c)
    assert truncated_graph_inputs([out], [c]) == [c, uu]


@pytest.mark.parametrize("seed", range(20))
def test_traversal_orders_are_valid_on_random_graphs(seed):
    """On random graphs: general_toposort puts every node after its dependencies, and the
    truncated inputs suffice to compute the outputs and keep every included ancestor reached."""
    import random
    rng = random.Random(seed)
    vs = [v(f"i{k}") for k in range(3)]
    for k in range(10):
        picks = rng.sample(vs, rng.randint(1, 3))
        vs.append(MyOp(f"n{k}")(*picks))
    outs = rng.sample(vs[3:], 2)
    order = general_toposort(outs, _inputs_of)
    where = {id(n): k for k, n in enumerate(order)}
    assert len(where) == len(order) == len(ancestors(outs))
    assert all(where[id(i)] < where[id(n)] for n in order for i in _inputs_of(n))
    include = rng.sample(vs, 2)
    found = truncated_graph_inputs(outs, include)
    assert len(set(found)) == len(found)
    assert set(graph_inputs(outs, blockers=found)) <= set(found)          # nothing else needed
    reached = set(ancestors(outs))
    assert {c for c in include if c in reached} <= set(found)
