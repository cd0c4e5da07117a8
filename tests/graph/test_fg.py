"""FunctionGraph: clients, replacement, import and pruning, features, clone, toposort."""

import pytest

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.fg import Clients, FunctionGraph, InconsistencyError, MissingInputError
from opspec.graph.op import Op


class Unary(Op):
    __props__ = ("tag",)

    def __init__(self, tag="u"):
        self.tag = tag

    def make_node(self, x):
        return Apply(self, [x], [x.type()])


class Binary(Op):
    __props__ = ()

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])


u, v, w = Unary("u"), Unary("v"), Unary("w")
add = Binary()


class Recorder:
    """A feature logging every callback it receives."""

    def __init__(self):
        self.log = []

    def on_attach(self, fgraph):
        self.log.append(("attach",))

    def on_detach(self, fgraph):
        self.log.append(("detach",))

    def on_import(self, fgraph, node, reason):
        self.log.append(("import", node.op))

    def on_prune(self, fgraph, node, reason):
        self.log.append(("prune", node.op))

    def on_change_input(self, fgraph, node, i, old, new, reason):
        self.log.append(("change", node if node == "output" else node.op, i))

    def validate(self, fgraph):
        self.log.append(("validate",))

    def of(self, kind):
        return [entry[1:] for entry in self.log if entry[0] == kind]


def graph():
    """x -> u -> v -> out, x and y -> add -> second output."""
    x, y = ot.dvector("x"), ot.dvector("y")
    a = u(x)
    b = v(a)
    c = add(a, y)
    return FunctionGraph([x, y], [b, c], clone=False), (x, y, a, b, c)


def test_clients_and_node_sets():
    fg, (x, y, a, b, c) = graph()
    assert fg.apply_nodes == {a.owner, b.owner, c.owner}
    assert fg.clients[x] == [(a.owner, 0)]
    assert sorted(fg.clients[a], key=lambda t: t[0].op.__class__.__name__) == [(c.owner, 0), (b.owner, 0)]
    assert fg.clients[b] == [("output", 0)]
    assert fg.clients[c] == [("output", 1)]
    assert fg.get_clients(ot.dvector()) == []
    fg.check_integrity()


def test_clone_by_default_leaves_the_caller_graph_alone():
    x = ot.dvector("x")
    out = u(x)
    fg = FunctionGraph([x], [out])
    assert fg.inputs[0] is not x and fg.outputs[0] is not out
    assert fg.outputs[0].owner.inputs[0] is fg.inputs[0]
    assert fg.outputs[0].owner.op == u


def test_missing_input_is_reported():
    x, y = ot.dvector("x"), ot.dvector("y")
    with pytest.raises(MissingInputError, match=r"y \(input of Binary\) is not an input of the graph \(inputs: x\)"):
        FunctionGraph([x], [add(x, y)], clone=False)


def test_inputs_must_be_ownerless_and_distinct():
    x = ot.dvector("x")
    with pytest.raises(ValueError, match="inputs must be ownerless"):
        FunctionGraph([u(x)], [x], clone=False)
    with pytest.raises(ValueError, match="given twice"):
        FunctionGraph([x, x], [u(x)], clone=False)


def test_constants_need_not_be_inputs():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [add(x, ot.constant([1.0, 2.0]))], clone=False)
    fg.check_integrity()


def test_replace_updates_clients_and_prunes():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    new = w(x)
    fg.replace(b, new, reason="test")
    assert fg.outputs[0] is new
    assert b.owner not in fg.apply_nodes and new.owner in fg.apply_nodes
    assert b not in fg.variables and b not in fg.clients
    assert fg.clients[new] == [("output", 0)]
    assert fg.clients[a] == [(c.owner, 0)]          # v was a's client; it is gone
    assert rec.of("import") == [(w,)]
    assert rec.of("prune") == [(v,)]
    assert rec.of("change") == [("output", 0)]
    fg.check_integrity()


def test_replace_of_a_shared_intermediate_changes_every_client():
    fg, (x, y, a, b, c) = graph()
    new = w(x)
    fg.replace(a, new)
    assert b.owner.inputs[0] is new and c.owner.inputs[0] is new
    assert a.owner not in fg.apply_nodes
    assert sorted(i for _, i in fg.clients[new]) == [0, 0] and len(fg.clients[new]) == 2
    fg.check_integrity()


def test_replace_refuses_another_type():
    fg, (x, y, a, b, c) = graph()
    with pytest.raises(TypeError, match="has type float64 matrix, expected float64 vector"):
        fg.replace(a, ot.dmatrix("m"))


def test_replace_accepts_a_more_precise_type():
    fg, (x, y, a, b, c) = graph()
    precise = u(ot.tensor("float64", shape=(3,), name="p"))
    fg.inputs.append(precise.owner.inputs[0])
    fg._setup_var(precise.owner.inputs[0])
    fg.replace(a, precise)
    assert b.owner.inputs[0] is precise
    fg.check_integrity()


def test_replace_all():
    fg, (x, y, a, b, c) = graph()
    nb, nc = w(x), w(y)
    fg.replace_all([(b, nb), (c, nc)])
    assert fg.outputs == [nb, nc]
    assert fg.apply_nodes == {nb.owner, nc.owner}
    fg.check_integrity()


def test_import_node_adds_missing_dependencies():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    deep = w(v(u(y)))
    fg.import_node(deep.owner)
    assert {n.op for n in fg.apply_nodes} >= {u, v, w}
    assert rec.of("import") == [(u,), (v,), (w,)]     # dependencies first
    assert fg.clients[y][-1][0] is deep.owner.inputs[0].owner.inputs[0].owner


def test_import_node_refuses_foreign_inputs():
    fg, _ = graph()
    with pytest.raises(MissingInputError, match="is not an input of the graph"):
        fg.import_node(u(ot.dvector("z")).owner)


def test_remove_client_prunes_unused_nodes_transitively():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    # detach output 0 by hand: b and then nothing else (a still feeds c)
    fg.outputs[0] = x
    fg.clients[x].append(("output", 0))
    fg.remove_client(b, ("output", 0))
    assert rec.of("prune") == [(v,)]
    assert a.owner in fg.apply_nodes
    fg.outputs[1] = y
    fg.clients[y].append(("output", 1))
    fg.remove_client(c, ("output", 1))
    assert [p[0] for p in rec.of("prune")] == [v, add, u]
    assert fg.apply_nodes == set()
    fg.check_integrity()


def test_features_attach_detach_and_see_the_initial_graph():
    x = ot.dvector("x")
    out = v(u(x))
    rec = Recorder()
    fg = FunctionGraph([x], [out], features=[rec], clone=False)
    assert rec.log[0] == ("attach",)
    assert rec.of("import") == [(u,), (v,)]
    assert rec in fg.features
    fg.attach_feature(rec)                      # attaching twice is a no-op
    assert rec.of("attach") == [()]
    fg.remove_feature(rec)
    assert rec.log[-1] == ("detach",) and rec not in fg.features


def test_validate_calls_every_feature():
    fg, _ = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    fg.validate()
    assert rec.of("validate") == [()]


class Refuser:
    """Refuses any graph where w is used."""

    def validate(self, fgraph):
        if any(node.op == w for node in fgraph.apply_nodes):
            raise InconsistencyError("w is not allowed")


def test_replace_all_validate_rolls_back_when_a_feature_refuses():
    fg, (x, y, a, b, c) = graph()
    fg.attach_feature(Refuser())
    before_nodes = set(fg.apply_nodes)
    before_outputs = list(fg.outputs)
    with pytest.raises(InconsistencyError, match="w is not allowed"):
        fg.replace_all_validate([(b, w(x)), (a, u(y))], reason="test")
    assert fg.outputs == before_outputs
    assert fg.apply_nodes == before_nodes
    assert b.owner.inputs[0] is a and c.owner.inputs[0] is a
    fg.check_integrity()
    # an accepted change stays
    fg.replace_validate(b, u(a))
    assert fg.outputs[0].owner.op == u and fg.outputs[0] is not b
    fg.check_integrity()


def test_clone_is_an_independent_copy():
    fg, (x, y, a, b, c) = graph()
    fg2, memo = fg.clone_get_equiv()
    assert memo[b] is fg2.outputs[0] and memo[x] is fg2.inputs[0]
    assert not (set(fg2.variables) & set(fg.variables))
    assert [n.op for n in fg2.toposort()] == [n.op for n in fg.toposort()]
    fg2.replace(memo[b], w(memo[x]))
    assert fg.outputs[0] is b
    fg.check_integrity()
    fg.clone().check_integrity()


def test_toposort_puts_dependencies_first():
    fg, (x, y, a, b, c) = graph()
    order = fg.toposort()
    assert order.index(a.owner) < order.index(b.owner)
    assert order.index(a.owner) < order.index(c.owner)


def test_toposort_honours_feature_orderings():
    x = ot.dvector("x")
    p, q = u(x), v(x)
    fg = FunctionGraph([x], [p, q], clone=False)
    assert fg.toposort() == [p.owner, q.owner]

    class QFirst:
        def orderings(self, fgraph):
            return {p.owner: [q.owner]}

    fg.attach_feature(QFirst())
    assert fg.toposort() == [q.owner, p.owner]

    class Cycle:
        def orderings(self, fgraph):
            return {q.owner: [p.owner]}

    fg.attach_feature(Cycle())
    with pytest.raises(ValueError, match="cycle"):
        fg.toposort()


def test_long_client_lists_remove_any_use():
    uses = Clients()
    for k in range(200):
        uses.append(("node", k))
    for k in list(range(0, 200, 3)) + [199, 1, 100]:
        uses.remove(("node", k))
    uses.append(("node", 500))
    left = {k for k in range(200) if k % 3 and k not in (199, 1, 100)} | {500}
    assert sorted(k for _, k in uses) == sorted(left)
    while len(uses) > 3:        # back below the long threshold, then plain list removal
        uses.remove(uses[len(uses) // 2])
    uses.remove(uses[0])
    assert len(uses) == 2
    with pytest.raises(ValueError):
        uses.remove(("node", -1))


def test_a_constant_with_thousands_of_uses_rewrites_cleanly():
    """Replacing every use of a widely shared constant keeps the client lists exact."""
    x = ot.dvector("x")
    c = ot.constant(0.5)
    terms = [x * c + float(k) for k in range(300)]
    fg = FunctionGraph([x], [ot.add(*terms[:2])] + terms[2:], clone=False)
    assert len(fg.clients[c]) == 300
    for node, i in list(fg.clients[c]):
        fg.change_node_input(node, i, ot.constant(0.25))
    assert c not in fg.clients or not fg.clients[c]
    fg.check_integrity()
