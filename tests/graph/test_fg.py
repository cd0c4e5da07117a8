"""FunctionGraph: clients and Output nodes, import, replacement and pruning, removal of
nodes, inputs and outputs, features, clone, pickle, toposort."""

import pickle

import numpy as np
import pytest

import opspec.tensor as ot
from opspec.graph.basic import Apply, NominalVariable, as_string
from opspec.graph.features import AlreadyThere, Feature, ReplaceValidate
from opspec.graph.fg import Clients, FunctionGraph, InconsistencyError, MissingInputError, Output
from opspec.graph.null_type import NullType
from opspec.graph.op import Op


class Unary(Op):
    __props__ = ("tag",)

    def __init__(self, tag="u"):
        self.tag = tag

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def __str__(self):
        return self.tag


class Binary(Op):
    __props__ = ()

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])


class Split2(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type(), x.type()])


u, v, w = Unary("u"), Unary("v"), Unary("w")
add = Binary()
split2 = Split2()


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
        self.log.append(("change", node.op, i))

    def on_validate(self, fgraph):
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


def output_client(fg, var):
    [(node, i)] = [(n, i) for n, i in fg.clients[var] if isinstance(n.op, Output)]
    return node, i


# ------------------------------------------------------------------ structure

def test_clients_and_node_sets():
    fg, (x, y, a, b, c) = graph()
    assert fg.apply_nodes == {a.owner, b.owner, c.owner}
    assert fg.variables == {x, y, a, b, c}
    assert fg.clients[x] == [(a.owner, 0)]
    assert fg.clients[a] == [(b.owner, 0), (c.owner, 0)]
    fg.check_integrity()


def test_outputs_are_clients_through_output_nodes():
    fg, (x, y, a, b, c) = graph()
    node, i = output_client(fg, b)
    assert node.op == Output(0) and i == 0 and node.inputs == [b] and node.outputs == []
    assert output_client(fg, c)[0].op == Output(1)
    assert fg.get_output_client(1) == output_client(fg, c)
    assert node not in fg.apply_nodes and node.op not in {n.op for n in fg.toposort()}
    with pytest.raises(RuntimeError, match="never run"):
        node.op.perform(node, [np.ones(2)], [])


def test_an_output_changes_through_its_output_node():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    node, _ = output_client(fg, b)
    fg.change_node_input(node, 0, a, reason="test")
    assert fg.outputs == [a, c]
    assert b.owner not in fg.apply_nodes
    assert rec.of("change") == [(Output(0), 0)]
    fg.check_integrity()


def test_get_clients_of_an_unknown_variable_is_a_key_error():
    fg, _ = graph()
    with pytest.raises(KeyError):
        fg.get_clients(ot.dvector())


def test_default_inputs_are_the_non_constant_roots():
    x, y = ot.dvector("x"), ot.dvector("y")
    out = add(add(x, ot.constant(np.ones(2))), y)
    fg = FunctionGraph(outputs=[out], clone=False)
    assert len(fg.inputs) == 2 and set(fg.inputs) == {x, y}       # in ancestors' order
    nominal = NominalVariable(0, x.type)
    fg = FunctionGraph(outputs=[add(nominal, x)], clone=False)
    assert fg.inputs == [x] and nominal in fg.variables


def test_arguments_are_checked():
    x = ot.dvector("x")
    with pytest.raises(ValueError, match="needs outputs"):
        FunctionGraph([x])
    with pytest.raises(TypeError, match="not iterable"):
        FunctionGraph(x, [u(x)])
    with pytest.raises(TypeError, match="not iterable"):
        FunctionGraph([x], u(x))
    with pytest.raises(ValueError, match="inputs must be ownerless"):
        FunctionGraph([u(x)], [x], clone=False)


def test_clone_by_default_leaves_the_caller_graph_alone():
    x = ot.dvector("x")
    out = u(x)
    memo = {}
    fg = FunctionGraph([x], [out], memo=memo)
    assert fg.inputs[0] is not x and fg.outputs[0] is not out
    assert memo[x] is fg.inputs[0] and memo[out] is fg.outputs[0]
    assert fg.outputs[0].owner.op == u
    fg = FunctionGraph([x], [out], copy_inputs=False)
    assert fg.inputs[0] is x and fg.outputs[0] is not out


def test_repeated_inputs_and_unused_inputs():
    x, y = ot.dvector("x"), ot.dvector("y")
    fg = FunctionGraph([x, x, y], [u(x)], clone=False)
    assert fg.inputs == [x, x, y]
    assert y not in fg.variables and fg.clients[y] == []       # unused: an input, not a variable
    fg.check_integrity()
    empty = FunctionGraph([x, y], [], clone=False)
    assert not empty.variables and not empty.apply_nodes and empty.clients == {x: [], y: []}
    empty.check_integrity()


def test_missing_input_is_reported():
    x, y = ot.dvector("x"), ot.dvector("y")
    with pytest.raises(MissingInputError, match=r"y \(input 1 of Binary\(x, y\)\) is needed .* \(inputs: x\)") as err:
        FunctionGraph([x], [add(x, y)], clone=False)
    assert err.value.variable is y


def test_a_null_gradient_is_a_type_error_naming_why():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [u(x)], clone=False)
    with pytest.raises(TypeError, match="no gradient for Foo"):
        fg.import_var(NullType("no gradient for Foo")())
    with pytest.raises(TypeError, match="no gradient for Foo"):
        FunctionGraph([x], [NullType("no gradient for Foo")()], clone=False)


def test_constants_need_not_be_inputs():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [add(x, ot.constant([1.0, 2.0]))], clone=False)
    fg.check_integrity()


def test_import_missing_makes_inputs():
    fg, (x, y, a, b, c) = graph()
    z = ot.dvector("z")
    with pytest.raises(MissingInputError):
        fg.import_node(u(z).owner)
    assert z not in fg.variables and z not in fg.inputs
    node = u(z).owner
    fg.import_node(node, import_missing=True)
    assert fg.inputs[-1] is z and node in fg.apply_nodes
    assert hasattr(node.tag, "imported_by")
    q = ot.dvector("q")
    fg.import_var(q, import_missing=True)
    assert fg.inputs[-1] is q
    r = ot.dvector("r")
    fg.replace(a, u(r), import_missing=True)
    assert fg.inputs[-1] is r
    fg.add_output(w(ot.dvector("s")), import_missing=True)
    assert fg.inputs[-1].name == "s"


def test_add_input_and_add_client():
    fg, (x, y, a, b, c) = graph()
    z = ot.dvector("z")
    fg.add_input(z)
    fg.add_input(z)                           # check=True: once
    assert fg.inputs == [x, y, z]
    fg.add_input(z, check=False)
    assert fg.inputs == [x, y, z, z]
    with pytest.raises(ValueError, match="ownerless"):
        fg.add_input(a)
    with pytest.raises(TypeError, match="Apply node"):
        fg.add_client(a, (None, 0))


def test_contains():
    fg, (x, y, a, b, c) = graph()
    assert x in fg and a in fg and a.owner in fg
    assert ot.dvector() not in fg and u(x).owner not in fg
    with pytest.raises(TypeError):
        3 in fg                               # noqa: B015


def test_update_mapping_is_kept():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [u(x)], update_mapping={0: 0})
    assert fg.update_mapping == {0: 0}
    assert fg.clone().update_mapping == {0: 0}
    assert FunctionGraph([x], [u(x)]).update_mapping is None


# ------------------------------------------------------------------ replacing and pruning

def test_replace_updates_clients_and_prunes():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    new = w(x)
    fg.replace(b, new, reason="test")
    assert fg.outputs[0] is new
    assert b.owner not in fg.apply_nodes and new.owner in fg.apply_nodes
    assert b not in fg.variables and b not in fg.clients
    assert output_client(fg, new)[0].op == Output(0)
    assert fg.clients[a] == [(c.owner, 0)]          # v was a's client; it is gone
    assert rec.of("import") == [(w,)]
    assert rec.of("prune") == [(v,)]
    assert rec.of("change") == [(Output(0), 0)]
    assert b.owner.tag.removed_by == ["test"] and new.owner.tag.imported_by == ["test"]
    fg.check_integrity()


def test_replace_of_a_shared_intermediate_changes_every_client():
    fg, (x, y, a, b, c) = graph()
    new = w(x)
    fg.replace(a, new)
    assert b.owner.inputs[0] is new and c.owner.inputs[0] is new
    assert a.owner not in fg.apply_nodes
    assert fg.clients[new] == [(b.owner, 0), (c.owner, 0)]
    fg.check_integrity()


def test_replace_refuses_another_type_and_a_missing_input_leaves_the_graph_alone():
    fg, (x, y, a, b, c) = graph()
    with pytest.raises(TypeError, match="has type float64 matrix, expected float64 vector"):
        fg.replace(a, ot.dmatrix("m"))
    with pytest.raises(TypeError, match="cannot replace"):
        fg.change_node_input(b.owner, 0, ot.dmatrix("m"))
    with pytest.raises(MissingInputError):
        fg.replace(a, u(ot.dvector("stranger")))
    assert b.owner.inputs[0] is a and c.owner.inputs[0] is a
    fg.check_integrity()


def test_replace_accepts_a_more_precise_type():
    fg, (x, y, a, b, c) = graph()
    p = ot.tensor("float64", shape=(3,), name="p")
    fg.add_input(p)
    precise = u(p)
    fg.replace(a, precise)
    assert b.owner.inputs[0] is precise
    fg.check_integrity()


def test_replace_all_and_verbose(capsys):
    fg, (x, y, a, b, c) = graph()
    nb, nc = w(x), w(y)
    fg.replace_all([(b, nb), (c, nc)], reason="both", verbose=True)
    assert fg.outputs == [nb, nc]
    assert fg.apply_nodes == {nb.owner, nc.owner}
    assert "rewrite both: v.0 -> w.0" in capsys.readouterr().out
    fg.check_integrity()


def test_replace_of_a_variable_outside_the_graph_does_nothing():
    fg, (x, y, a, b, c) = graph()
    revision = fg.revision
    fg.replace(u(y), w(y))
    assert fg.revision == revision
    fg.replace(b, w(x))
    assert fg.revision == revision + 1


def test_a_refused_replacement_leaves_the_revision_alone():
    """Rewriters compare revisions to see whether a pass changed the graph; a replacement
    validation refused (and reverted) must not count, or an equilibrium never settles."""
    fg, (x, y, a, b, c) = graph()
    fg.attach_feature(Refuser())
    before = fg.revision
    with pytest.raises(InconsistencyError):
        fg.replace_validate(b, w(x))
    assert fg.revision == before
    fg.replace_validate(b, u(x))
    assert fg.revision == before + 1


def test_import_node_adds_missing_dependencies_first():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    deep = w(v(u(y)))
    fg.import_node(deep.owner)
    assert rec.of("import") == [(u,), (v,), (w,)]
    assert fg.clients[y][-1][0] is deep.owner.inputs[0].owner.inputs[0].owner


def test_remove_client_prunes_unused_nodes_transitively():
    fg, (x, y, a, b, c) = graph()
    rec = Recorder()
    fg.attach_feature(rec)
    fg.remove_output(0, reason="test")
    assert rec.of("prune") == [(v,)]
    assert a.owner in fg.apply_nodes and fg.outputs == [c]
    fg.remove_output(0)
    assert [p[0] for p in rec.of("prune")] == [v, add, u]
    assert fg.apply_nodes == set() and not fg.variables
    fg.check_integrity()


def test_remove_client_of_an_already_pruned_client_is_a_no_op():
    """Issue 25, bug 12: a use dropped twice (by hand, then by pruning) is not an error."""
    x, y = ot.dvector("x"), ot.dvector("y")
    a = add(y, x)
    b = add(a, y)
    c = Binary()(b, y)
    fg = FunctionGraph([x, y], [a, c], clone=False)
    fg.remove_client(y, (b.owner, 1))
    assert fg.clients[y] == [(a.owner, 0), (c.owner, 1)]
    fg.remove_client(y, (b.owner, 1))                 # again: nothing happens
    fg.remove_client(x, (a.owner, 1))
    assert fg.clients[x] == [] and x not in fg.variables and a.owner in fg.apply_nodes
    fg.remove_client(b, (c.owner, 0), reason="testing")   # prunes b, whose use of y is gone already
    assert b.owner not in fg.apply_nodes and b.owner.tag.removed_by == ["testing"]
    assert fg.clients[y] == [(a.owner, 0), (c.owner, 1)]
    fg.remove_client(b, (c.owner, 0))                 # b is gone: nothing happens
    fg.remove_client(ot.dvector("stranger"), (c.owner, 0))


def test_remove_node_takes_its_users_and_orphans():
    x, y = ot.dvector("x"), ot.dvector("y")
    n1 = u(x)
    n2 = add(y, n1)
    n3 = w(n2)
    fg = FunctionGraph([x, y], [n3], clone=False)
    fg.remove_node(n3.owner)
    fg.check_integrity()
    assert not fg.apply_nodes and fg.outputs == []
    fg = FunctionGraph([x, y], [n2, n3], clone=False)
    fg.remove_node(n3.owner)
    assert fg.apply_nodes == {n1.owner, n2.owner} and fg.outputs == [n2]
    fg.check_integrity()
    fg = FunctionGraph([x, y], [n2, n3, x], clone=False)
    rec = Recorder()
    fg.attach_feature(rec)
    fg.remove_node(n2.owner, reason="gone")
    assert not fg.apply_nodes and fg.outputs == [x]
    assert rec.of("prune") == [(w,), (add,), (u,)]             # users first
    fg.check_integrity()
    fg.remove_node(n2.owner)                                    # not in the graph: nothing


def test_remove_node_with_several_outputs():
    x, y = ot.dvector("x"), ot.dvector("y")
    p, q = split2(u(x))
    fg = FunctionGraph([x, y], [p, add(q, y)], clone=False)
    fg.remove_node(p.owner)
    fg.check_integrity()
    assert fg.outputs == [] and p not in fg.clients and q not in fg.variables
    p, q = split2(x)
    out1, out2 = v(p), add(p, q)
    fg = FunctionGraph([x], [out1, out2, q], clone=False)
    fg.remove_node(out2.owner)
    fg.check_integrity()
    assert fg.outputs == [out1, q] and q in fg.variables


def test_remove_output_renumbers_the_later_ones():
    x, y, z = ot.dvector("x"), ot.dvector("y"), ot.dvector("z")
    a = u(x)
    b = add(a, y)
    fg = FunctionGraph([x, y, z], [a, b, a, z, z], clone=False)
    fg.remove_output(0)
    fg.check_integrity()
    assert fg.outputs == [b, a, z, z] and a.owner in fg.apply_nodes
    assert [fg.get_output_client(j)[0].op.idx for j in range(4)] == [0, 1, 2, 3]
    fg.remove_output(2)
    fg.check_integrity()
    assert fg.outputs == [b, a, z] and z in fg.variables
    fg.remove_output(1)
    fg.remove_output(0)
    fg.check_integrity()
    assert fg.outputs == [z] and not fg.apply_nodes and b not in fg.clients


def test_remove_input_takes_what_uses_it():
    v0, v1, v2, v3, v4 = (ot.dvector(f"v{k}") for k in range(5))
    out0 = add(add(v1, v0), v2)
    out1 = add(v3, v4)
    out2 = add(out1, v0)
    fg = FunctionGraph([v0, v1, v2, v3, v4], [out0, out1, out2, out1], clone=False)
    fg.remove_input(4)
    fg.check_integrity()
    assert fg.inputs == [v0, v1, v2, v3] and fg.outputs == [out0]
    assert v4 not in fg.clients and v3 not in fg.variables
    fg = FunctionGraph([v0, v1], [u(v0), v1], clone=False)
    fg.remove_input(1)
    fg.check_integrity()
    assert fg.outputs == [fg.outputs[0]] and len(fg.outputs) == 1
    fg = FunctionGraph([v0, v0, v1], [u(v0)], clone=False)
    fg.remove_input(0)
    fg.check_integrity()
    assert fg.inputs == [v0, v1] and fg.outputs == [] and v0 not in fg.variables


# ------------------------------------------------------------------ features

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
    fg.validate()
    assert rec.of("validate") == [()]
    fg.remove_feature(rec)
    assert rec.log[-1] == ("detach",) and rec not in fg.features
    fg.remove_feature(rec)                      # not attached: nothing


class Lender(Feature):
    provides = ("shout",)

    def on_attach(self, fgraph):
        if "shout" in fgraph._feature_methods:
            raise AlreadyThere("one is enough")

    def shout(self, fgraph, word):
        return f"{word} from {len(fgraph.apply_nodes)} nodes"


def test_provided_methods_and_already_there():
    fg, _ = graph()
    with pytest.raises(AttributeError, match="no attribute 'shout'"):
        fg.shout
    first, second = Lender(), Lender()
    fg.attach_feature(first)
    fg.attach_feature(second)                   # AlreadyThere: silently left out
    assert fg.features.count(first) == 1 and second not in fg.features
    assert fg.shout("hi") == "hi from 3 nodes"
    fg.remove_feature(first)
    with pytest.raises(AttributeError):
        fg.shout("hi")


def test_every_graph_validates_and_replaces_through_replace_validate():
    fg, (x, y, a, b, c) = graph()
    assert sum(isinstance(f, ReplaceValidate) for f in fg.features) == 1
    assert fg.consistent()
    mark = fg.checkpoint()
    fg.replace(b, w(x))
    fg.revert(mark)
    assert fg.outputs[0] is b
    fg.check_integrity()


class Refuser:
    """Refuses any graph where w is used."""

    def on_validate(self, fgraph):
        if any(node.op == w for node in fgraph.apply_nodes):
            raise InconsistencyError("w is not allowed")


def test_replace_all_validate_rolls_back_when_a_feature_refuses():
    fg, (x, y, a, b, c) = graph()
    fg.attach_feature(Refuser())
    before_nodes = set(fg.apply_nodes)
    with pytest.raises(InconsistencyError, match="w is not allowed"):
        fg.replace_all_validate([(b, w(x)), (a, u(y))], reason="test")
    assert fg.outputs == [b, c]
    assert fg.apply_nodes == before_nodes
    assert b.owner.inputs[0] is a and c.owner.inputs[0] is a
    assert fg.consistent()
    fg.check_integrity()
    fg.replace_validate(b, u(a))                # an accepted change stays
    assert fg.outputs[0].owner.op == u and fg.outputs[0] is not b
    fg.check_integrity()


def test_collect_callbacks():
    class Answer:
        def ping(self, value):
            return value + 1

    fg, _ = graph()
    answer = Answer()
    fg.attach_feature(answer)
    assert fg.collect_callbacks("ping", 41) == {answer: 42}


# ------------------------------------------------------------------ copies, checks, printing

def test_clone_is_an_independent_copy_with_cloned_features():
    fg, (x, y, a, b, c) = graph()
    fg.attach_feature(Lender())
    fg2, memo = fg.clone_get_equiv()
    assert memo[b] is fg2.outputs[0] and memo[x] is fg2.inputs[0]
    assert not (set(fg2.variables) & set(fg.variables))
    assert [n.op for n in fg2.toposort()] == [n.op for n in fg.toposort()]
    assert fg2.shout("hey") == "hey from 3 nodes"
    assert FunctionGraph.clone_get_equiv(fg, attach_feature=False)[0].features.count(fg2.features[-1]) == 0
    fg2.replace(memo[b], w(memo[x]))
    assert fg.outputs[0] is b
    fg.check_integrity()
    fg.clone().check_integrity()


def test_pickle_keeps_graph_and_features():
    fg, (x, y, a, b, c) = graph()
    fg.attach_feature(Lender())
    fg2 = pickle.loads(pickle.dumps(fg))
    fg2.check_integrity()
    assert [n.op for n in fg2.toposort()] == [n.op for n in fg.toposort()]
    assert [o.type for o in fg2.outputs] == [o.type for o in fg.outputs]
    assert fg2.shout("again") == "again from 3 nodes"
    fg2.replace_all_validate([(fg2.outputs[0], w(fg2.inputs[0]))], reason="after pickle")
    assert fg2.outputs[0].owner.op == w
    mark = fg2.checkpoint()
    fg2.replace(fg2.outputs[0], v(fg2.inputs[0]))
    fg2.revert(mark)
    assert fg2.outputs[0].owner.op == w
    fg2.check_integrity()


@pytest.mark.parametrize("breakage, match", [
    (lambda fg, n: fg.apply_nodes.remove(n["c"].owner), "apply_nodes is out of date"),
    (lambda fg, n: fg.variables.remove(n["a"]), "variables is out of date"),
    (lambda fg, n: fg.clients[n["y"]].remove((n["c"].owner, 1)), "lack"),
    (lambda fg, n: fg.add_client(n["a"], (Output(1).make_node(n["a"]), 0)), "say it is output 1"),
    (lambda fg, n: fg.add_client(n["a"], (u(n["a"]).owner, 0)), "not in the graph"),
    (lambda fg, n: fg.add_client(n["a"], (n["b"].owner, 1)), "whose input 1 is missing"),
    (lambda fg, n: fg.add_client(n["a"], (n["c"].owner, 1)), "whose input 1 is y"),
])
def test_check_integrity_finds_inconsistencies(breakage, match):
    fg, (x, y, a, b, c) = graph()
    breakage(fg, dict(x=x, y=y, a=a, b=b, c=c))
    with pytest.raises(AssertionError, match=match):
        fg.check_integrity()


def test_str_writes_each_output_as_an_expression():
    x, y = ot.dvector("x"), ot.dvector("y")
    a = u(x)
    p, q = split2(y)
    fg = FunctionGraph([x, y], [add(a, a), v(p), q], clone=False)
    assert str(fg) == "FunctionGraph(Binary(*1 -> u(x), *1), v(*2 -> Split2(y)), *2::1)"
    assert as_string([x], [w(a)]) == ["w(u(x))"]


def test_dprint_is_debugprint():
    from opspec.printing import debugprint

    fg, _ = graph()
    assert fg.dprint(file="str") == debugprint(fg, file="str")
    assert "Binary" in fg.dprint(file="str")


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
    uses.substitute(("node", 500), ("node", 600))
    left = {k for k in range(200) if k % 3 and k not in (199, 1, 100)} | {600}
    assert sorted(k for _, k in uses) == sorted(left)
    assert not uses.discard(("node", 500))
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
    assert not fg.clients.get(c)
    fg.check_integrity()
