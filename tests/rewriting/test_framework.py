"""The rewriting framework: node rewriters, walkers, equilibrium, validation, the database."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.graph.basic import Apply, Constant
from opspec.graph.fg import FunctionGraph, InconsistencyError
from opspec.graph.op import Op
from opspec.rewriting import (EquilibriumGraphRewriter, GraphRewriter, MergeOptimizer, NodeRewriter,
                              RewriteCycleError, SequentialGraphRewriter, constant_folding, equilibrium,
                              graph_rewriter, in2out, node_rewriter, out2in)
from opspec.rewriting import db


class Neg(Op):
    __props__ = ()
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = -inputs[0]


class Sin(Op):
    __props__ = ()
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = np.sin(inputs[0])


class Scale(Op):
    __props__ = ("k",)
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def __init__(self, k):
        self.k = float(k)

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = self.k * inputs[0]


class Add(Op):
    __props__ = ()
    itypes = [ot.dvector, ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] + inputs[1]


class ToSingle(Op):
    __props__ = ()
    itypes = [ot.dvector]
    otypes = [ot.fvector]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0].astype("float32")


neg, sin, add, to_single = Neg(), Sin(), Add(), ToSingle()


def ops_of(fgraph):
    return sorted(str(node.op) for node in fgraph.apply_nodes)


@node_rewriter([Neg])
def local_neg_neg(fgraph, node):
    inner = node.inputs[0].owner
    if inner is not None and isinstance(inner.op, Neg):
        return [inner.inputs[0]]
    return None


@node_rewriter([Scale])
def local_scale_scale(fgraph, node):
    inner = node.inputs[0].owner
    if inner is not None and isinstance(inner.op, Scale):
        return [Scale(node.op.k * inner.op.k)(inner.inputs[0])]
    return None


# --------------------------------------------------------------------------- tracking

def test_tracks_by_class_instance_and_all():
    x = ot.dvector("x")
    out = add(Scale(2)(neg(x)), Scale(3)(sin(x)))
    fg = FunctionGraph([x], [out], clone=False)
    seen = {"cls": [], "inst": [], "all": []}

    @node_rewriter([Scale])
    def by_class(fgraph, node):
        seen["cls"].append(str(node.op))

    @node_rewriter([Scale(2.0), neg])
    def by_instance(fgraph, node):
        seen["inst"].append(str(node.op))

    @node_rewriter(None)
    def every(fgraph, node):
        seen["all"].append(str(node.op))

    in2out(by_class, by_instance, every).rewrite(fg)
    assert sorted(seen["cls"]) == ["Scale{k=2.0}", "Scale{k=3.0}"]
    assert sorted(seen["inst"]) == ["Neg", "Scale{k=2.0}"]
    assert len(seen["all"]) == 5


def test_tracks_subclass_and_bad_tracks():
    class LoudNeg(Neg):
        pass

    x = ot.dvector("x")
    fg = FunctionGraph([x], [LoudNeg()(LoudNeg()(x))], clone=False)
    in2out(local_neg_neg).rewrite(fg)
    assert fg.outputs == [x]
    with pytest.raises(TypeError, match="tracks must list Op classes or Op instances"):
        node_rewriter(["Neg"])(lambda fgraph, node: None)
    with pytest.raises(TypeError, match=r"node_rewriter needs the Ops it tracks"):
        @node_rewriter
        def oops(fgraph, node):
            return None


# --------------------------------------------------------------------------- walkers

def test_in2out_and_out2in_orders():
    x = ot.dvector("x")
    out = Scale(3)(Scale(2)(Scale(1)(x)))
    order = {}
    for name, walker in (("in", in2out), ("out", out2in)):
        visited = []

        @node_rewriter([Scale])
        def record(fgraph, node):
            visited.append(node.op.k)

        walker(record).rewrite(FunctionGraph([x], [out], clone=True))
        order[name] = visited
    assert order == {"in": [1.0, 2.0, 3.0], "out": [3.0, 2.0, 1.0]}


def test_in2out_rewrites_chain_and_new_trees():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [neg(neg(neg(neg(sin(x)))))], clone=False)
    in2out(local_neg_neg).rewrite(fg)
    assert ops_of(fg) == ["Sin"]
    fg.check_integrity()

    # new trees are visited unless ignore_newtrees
    for ignore, expected in ((False, ["Scale{k=24.0}"]), (True, ["Scale{k=12.0}", "Scale{k=2.0}"])):
        fg = FunctionGraph([x], [Scale(4)(Scale(3)(Scale(2)(x)))], clone=True)
        out2in(local_scale_scale, ignore_newtrees=ignore).rewrite(fg)
        assert ops_of(fg) == expected


def test_rewriter_results_dict_and_false():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [sin(neg(x))], clone=False)

    @node_rewriter([Neg])
    def as_dict(fgraph, node):
        return {node.outputs[0]: Scale(-1)(node.inputs[0])}

    @node_rewriter([Sin])
    def refuse(fgraph, node):
        return False

    in2out(as_dict, refuse).rewrite(fg)
    assert ops_of(fg) == ["Scale{k=-1.0}", "Sin"]


def test_wrong_number_of_outputs_and_non_variable():
    x = ot.dvector("x")

    @node_rewriter([Neg])
    def two(fgraph, node):
        return [x, x]

    @node_rewriter([Neg])
    def bare(fgraph, node):
        return x

    with pytest.raises(ValueError, match="rewrite two returned 2 replacements"):
        in2out(two).rewrite(FunctionGraph([x], [neg(x)], clone=False))
    with pytest.raises(TypeError, match="rewrite bare returned a TensorVariable"):
        in2out(bare).rewrite(FunctionGraph([x], [neg(x)], clone=False))


def test_exception_in_rewrite_names_it():
    x = ot.dvector("x")

    @node_rewriter([Neg])
    def broken(fgraph, node):
        raise KeyError("boom")

    with pytest.raises(KeyError) as info:
        in2out(broken).rewrite(FunctionGraph([x], [neg(x)], clone=False))
    assert any("raised by rewrite broken on node Neg(x)" in note for note in info.value.__notes__)


# --------------------------------------------------------------------------- equilibrium

def test_equilibrium_reaches_fixpoint():
    x = ot.dvector("x")
    # neg(scale(neg(scale(neg(neg(x)))))): only a fixpoint of both rewrites is small
    out = neg(Scale(2)(neg(Scale(5)(neg(neg(sin(x)))))))
    fg = FunctionGraph([x], [out], clone=False)

    @node_rewriter([Neg])
    def local_neg_scale(fgraph, node):        # neg(scale_k(y)) -> scale_{-k}(y)
        inner = node.inputs[0].owner
        if inner is not None and isinstance(inner.op, Scale):
            return [Scale(-inner.op.k)(inner.inputs[0])]

    rounds = equilibrium(local_neg_neg, local_scale_scale, local_neg_scale).rewrite(fg)
    assert ops_of(fg) == ["Scale{k=10.0}", "Sin"]
    assert rounds == 2                         # one round of work, one confirming sweep
    fg.check_integrity()
    f = opspec.function([x], out)
    v = np.array([0.5, -1.0])
    np.testing.assert_allclose(f(v), 10 * np.sin(v))


def test_equilibrium_revisits_deep_patterns():
    # a(b(c(x))) -> d(x) only once c(x) has been rewritten into something else
    x = ot.dvector("x")

    @node_rewriter([Sin])
    def deep(fgraph, node):
        b = node.inputs[0].owner
        if b is not None and isinstance(b.op, Scale) and b.op.k == 2.0:
            c = b.inputs[0].owner
            if c is not None and c.op == Scale(3):
                return [neg(c.inputs[0])]

    @node_rewriter([Scale(7)])
    def seven_to_three(fgraph, node):
        return [Scale(3)(node.inputs[0])]

    fg = FunctionGraph([x], [sin(Scale(2)(Scale(7)(x)))], clone=False)
    equilibrium(deep, seven_to_three).rewrite(fg)
    assert ops_of(fg) == ["Neg"]


def test_equilibrium_with_graph_rewriters():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [neg(neg(Scale(1)(x)))], clone=False)
    calls = []

    @graph_rewriter
    def drop_unit_scales(fgraph):
        calls.append(1)
        for node in list(fgraph.apply_nodes):
            if node in fgraph.apply_nodes and node.op == Scale(1):
                fgraph.replace_all_validate([(node.outputs[0], node.inputs[0])], reason="drop_unit_scales")

    equilibrium(local_neg_neg, drop_unit_scales).rewrite(fg)
    assert fg.outputs == [x]
    assert len(calls) == 2


def test_cycling_rewrites_give_a_clear_bounded_error():
    x = ot.dvector("x")

    @node_rewriter([Neg])
    def neg_to_scale(fgraph, node):
        return [Scale(-1)(node.inputs[0])]

    @node_rewriter([Scale(-1)])
    def scale_to_neg(fgraph, node):
        return [neg(node.inputs[0])]

    fg = FunctionGraph([x], [sin(neg(x))], clone=False)
    with pytest.raises(RewriteCycleError) as info:
        equilibrium(neg_to_scale, scale_to_neg, name="canon").rewrite(fg)
    msg = str(info.value)
    assert msg.startswith("canon: rewriting did not reach a fixpoint")
    assert "neg_to_scale" in msg and "scale_to_neg" in msg and "max_use_ratio=8.0" in msg
    fg.check_integrity()


def test_walker_bound_stops_runaway_rewrite():
    x = ot.dvector("x")

    @node_rewriter([Neg])
    def grow(fgraph, node):
        return [neg(sin(node.inputs[0]))]

    with pytest.raises(RewriteCycleError, match="grow"):
        in2out(grow).rewrite(FunctionGraph([x], [neg(x)], clone=False))


# --------------------------------------------------------------------------- validation

def test_type_changing_replacement_is_refused_naming_the_rewrite():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [sin(neg(x))], clone=False)

    @node_rewriter([Neg])
    def local_bad_cast(fgraph, node):
        return [to_single(node.inputs[0])]

    with pytest.raises(TypeError, match=r"rewrite local_bad_cast tried to replace .* float32 vector"):
        equilibrium(local_bad_cast).rewrite(fg)
    assert ops_of(fg) == ["Neg", "Sin"]
    fg.check_integrity()


def test_more_specific_type_is_accepted():
    x = ot.dvector("x")
    fixed = ot.TensorType("float64", (3,))

    class Pin(Op):
        __props__ = ()

        def make_node(self, v):
            return Apply(self, [v], [fixed()])

    @node_rewriter([Neg])
    def pin(fgraph, node):
        return [Pin()(node.inputs[0])]

    fg = FunctionGraph([x], [sin(neg(x))], clone=False)
    in2out(pin).rewrite(fg)
    assert ops_of(fg) == ["Pin", "Sin"]


class RefuseOp:
    """A feature refusing every graph that contains a given op class."""

    def __init__(self, op_class):
        self.op_class = op_class
        self.refusals = 0

    def on_validate(self, fgraph):
        if any(isinstance(n.op, self.op_class) for n in fgraph.apply_nodes):
            self.refusals += 1
            raise InconsistencyError(f"no {self.op_class.__name__} here")


def test_refused_replacement_is_rolled_back_and_skipped():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [sin(neg(neg(x)))], clone=False)
    feature = RefuseOp(Scale)
    fg.attach_feature(feature)

    @node_rewriter([Neg])
    def neg_to_scale(fgraph, node):
        return [Scale(-1)(node.inputs[0])]

    equilibrium(neg_to_scale, local_neg_neg).rewrite(fg)
    # neg_to_scale is refused every time (and not retried forever); local_neg_neg applies
    assert feature.refusals >= 1
    assert ops_of(fg) == ["Sin"]
    fg.check_integrity()

    fg = FunctionGraph([x], [sin(neg(x))], clone=False)
    fg.attach_feature(RefuseOp(Scale))
    before = list(fg.apply_nodes)
    in2out(neg_to_scale).rewrite(fg)
    assert set(fg.apply_nodes) == set(before)
    fg.check_integrity()


def test_requirements_and_tags_are_carried():
    x = ot.dvector("x")
    attached = []

    class Marker:
        def on_attach(self, fgraph):
            attached.append(fgraph)

    @node_rewriter([Neg], requirements=[lambda fgraph: fgraph.attach_feature(Marker())])
    def neg_to_scale(fgraph, node):
        return [Scale(-1)(node.inputs[0])]

    inner = neg(x)
    inner.tag.nan_guard_mode_check = False
    inner.tag.note = "old"
    fg = FunctionGraph([x], [sin(inner)], clone=False)
    in2out(neg_to_scale).rewrite(fg)
    assert attached == [fg]
    new = fg.outputs[0].owner.inputs[0]
    assert new.owner.op == Scale(-1)
    assert new.tag.nan_guard_mode_check is False and new.tag.note == "old"


def test_print_rewrites(capsys):
    x = ot.dvector("x")
    fg = FunctionGraph([x], [sin(neg(neg(x)))], clone=False)
    with opspec.config.change(print_rewrites=True):
        in2out(local_neg_neg).rewrite(fg)
    assert capsys.readouterr().out == "rewrite local_neg_neg: Neg(Neg.0) -> x\n"
    in2out(local_neg_neg).rewrite(FunctionGraph([x], [neg(neg(x))], clone=False))
    assert capsys.readouterr().out == ""


# --------------------------------------------------------------------------- database and modes

@pytest.fixture
def registered():
    """Register rewrites in the global database for one test, and remove them after."""
    done = []

    def reg(stage, rewriter, *tags, name=None):
        register = getattr(db, f"register_{stage}")
        register(rewriter, *tags, name=name)
        done.append((db.STAGES[stage], name or rewriter.name))
        return rewriter

    yield reg
    for stage_db, name in done:
        stage_db.remove(name)


def compile_ops(x, out, mode):
    f = opspec.function([x], out, mode=mode)
    return ops_of(f.maker.fgraph)


def test_stage_registration_after_query_and_exclusion(registered):
    x = ot.dvector("x")
    out = sin(neg(neg(x)))
    mode = Mode(linker="py")
    assert compile_ops(x, out, mode) == ["Neg", "Neg", "Sin"]
    registered("canonicalize", local_neg_neg, "test_tag")       # after the stage exists and was queried
    assert compile_ops(x, out, mode) == ["Sin"]
    assert compile_ops(x, out, mode.excluding("local_neg_neg")) == ["Neg", "Neg", "Sin"]
    assert compile_ops(x, out, mode.excluding("test_tag")) == ["Neg", "Neg", "Sin"]
    assert compile_ops(x, out, mode.excluding("canonicalize")) == ["Neg", "Neg", "Sin"]
    assert compile_ops(x, out, "FAST_COMPILE") == ["Neg", "Neg", "Sin"]       # not tagged fast_compile
    assert compile_ops(x, out, Mode(linker="py", include=("canonicalize",))) == ["Sin"]
    v = np.array([1.0, 2.0])
    np.testing.assert_allclose(opspec.function([x], out)(v), np.sin(v))


def test_fast_compile_runs_fast_compile_subset(registered):
    x = ot.dvector("x")
    registered("specialize", local_scale_scale, "fast_compile")
    out = Scale(2)(Scale(3)(x))
    assert compile_ops(x, out, "FAST_COMPILE") == ["Scale{k=6.0}"]
    assert compile_ops(x, out, "FAST_RUN") == ["Scale{k=6.0}"]
    assert compile_ops(x, out, Mode(linker="py", include=("fast_compile",)).excluding("local_scale_scale")) == [
        "Scale{k=2.0}", "Scale{k=3.0}"]


def test_register_helpers_as_decorators():
    x = ot.dvector("x")

    @node_rewriter([Sin])
    def local_sin_neg(fgraph, node):
        inner = node.inputs[0].owner
        if inner is not None and isinstance(inner.op, Neg):
            return [neg(sin(inner.inputs[0]))]

    try:
        assert db.register_stabilize("extra")(local_sin_neg) is local_sin_neg
        assert db.stabilize_db.tags_of("local_sin_neg") == {"local_sin_neg", "fast_run", "extra"}
        assert str(opspec.function([x], sin(neg(x))).maker.fgraph.outputs[0].owner.op) == "Neg"
        with pytest.raises(ValueError, match="already has a rewrite named 'local_sin_neg'"):
            db.register_stabilize(local_neg_neg, name="local_sin_neg")
        db.register_stabilize(local_sin_neg)              # the same object again: no-op
    finally:
        db.stabilize_db.remove("local_sin_neg")
    with pytest.raises(TypeError, match="decorate the function with @node_rewriter"):
        db.register_canonicalize(lambda fgraph, node: None)


def test_top_level_register_positions():
    x = ot.dvector("x")
    seen = []

    class Spy(GraphRewriter):
        def __init__(self, name):
            self.name = name

        def apply(self, fgraph):
            seen.append(self.name)

    db.register("spy_late", Spy("late"), "fast_run", position=60)
    db.register("spy_early", Spy("early"), "fast_run", "fast_compile", position=0.5)
    db.register("spy_node", local_neg_neg, "fast_run", position=3)      # a node rewriter: one in2out walk
    try:
        fg = FunctionGraph([x], [neg(neg(x))], clone=True)
        db.query(include=("fast_run",)).rewrite(fg)
        assert seen == ["early", "late"] and fg.outputs[0].owner is None
        seen.clear()
        db.query(include=("fast_compile",)).rewrite(FunctionGraph([x], [x], clone=True))
        assert seen == ["early"]
        names = [str(r) for r in db.query(include=("fast_run",)).rewriters]
        assert names[0] == "merge" and names[-1] == "merge_final"
    finally:
        for name in ("spy_late", "spy_early", "spy_node"):
            db.remove(name)


def test_query_is_cached_and_invalidated():
    q1 = db.query(include=("fast_run",))
    assert db.query(include=("fast_run",)) is q1
    db.register_canonicalize(local_neg_neg, name="cache_probe")
    try:
        assert db.query(include=("fast_run",)) is not q1
    finally:
        db.canonicalize_db.remove("cache_probe")


# --------------------------------------------------------------------------- scale

def _pipeline(*node_rewriters):
    return SequentialGraphRewriter([MergeOptimizer(),
                                    EquilibriumGraphRewriter([*node_rewriters, constant_folding], merge=True),
                                    MergeOptimizer()])


def test_scale_long_chain():
    # linear: the driver asks a rewriter about each node a bounded number of times (a quadratic
    # driver would ask again after every change; bench/ measures the time); twenty times Python's
    # recursion limit, twice the 10,000 PyMC sets on import: a recursive walk would fail
    calls = {"n": 0}

    @node_rewriter([Neg])
    def counted_neg_neg(fgraph, node):
        calls["n"] += 1
        return local_neg_neg.transform(fgraph, node)

    n = 20_000
    x = ot.dvector("x")
    out = x
    for _ in range(n):
        out = neg(out)
    fg = FunctionGraph([x], [sin(out)], clone=False)
    _pipeline(counted_neg_neg).rewrite(fg)
    assert ops_of(fg) == ["Sin"]
    assert calls["n"] <= 3 * n

    out = x
    for i in range(n):
        out = (neg if i % 2 else sin)(out)          # nothing to rewrite
    fg = FunctionGraph([x], [out], clone=False)
    calls["n"] = 0
    _pipeline(counted_neg_neg).rewrite(fg)
    assert len(fg.apply_nodes) == n
    assert calls["n"] <= 2 * (n // 2)       # each Neg asked at most twice, though nothing changed


def test_scale_balanced_tree():
    calls = {"n": 0}

    def counted(rewriter):
        @node_rewriter(rewriter.tracks())
        def counting(fgraph, node):
            calls["n"] += 1
            return rewriter.transform(fgraph, node)
        return counting

    rewriters = (counted(local_neg_neg), counted(local_scale_scale))
    n = 2000
    xs = [ot.dvector(f"x{i}") for i in range(n)]
    terms = [neg(neg(Scale(2)(Scale(3)(x)))) for x in xs]
    while len(terms) > 1:
        terms = [add(terms[i], terms[i + 1]) if i + 1 < len(terms) else terms[i] for i in range(0, len(terms), 2)]
    fg = FunctionGraph(xs, terms, clone=False)
    _pipeline(*rewriters).rewrite(fg)
    assert ops_of(fg) == ["Add"] * (n - 1) + ["Scale{k=6.0}"] * n
    assert calls["n"] <= 3 * 4 * n          # a bounded number of questions per node: linear

    # the same tree over one input: merging folds it to a chain of 11 adds
    x = ot.dvector("x")
    terms = [neg(neg(Scale(2)(Scale(3)(x)))) for _ in range(n)]
    while len(terms) > 1:
        terms = [add(terms[i], terms[i + 1]) if i + 1 < len(terms) else terms[i] for i in range(0, len(terms), 2)]
    fg = FunctionGraph([x], terms, clone=False)
    calls["n"] = 0
    _pipeline(*rewriters).rewrite(fg)
    assert ops_of(fg).count("Scale{k=6.0}") == 1 and "Neg" not in ops_of(fg) and len(fg.apply_nodes) <= 30
    assert calls["n"] <= 3 * 4 * n


def test_node_rewriter_class_api():
    class DropNeg(NodeRewriter):
        name = "drop_neg"

        def tracks(self):
            return [Neg]

        def transform(self, fgraph, node):
            return local_neg_neg.transform(fgraph, node)

    x = ot.dvector("x")
    fg = FunctionGraph([x], [neg(neg(x))], clone=False)
    in2out(DropNeg()).rewrite(fg)
    assert fg.outputs == [x]
    assert isinstance(fg.outputs[0], ot.TensorVariable) and not isinstance(fg.outputs[0], Constant)
