"""PyTensor's rewriter API: PatternNodeRewriter and the other ready-made node rewriters,
tracks honoured by transform, on_opt_error, MergeOptimizer's profile, database queries."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply, Constant, Variable, as_string
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.graph.rewriting.basic import (EquilibriumGraphRewriter, MergeOptimizer, PatternNodeRewriter,
                                          RemovalNodeRewriter, SequentialNodeRewriter, SubstitutionNodeRewriter,
                                          WalkingGraphRewriter, in2out, node_rewriter, pre_constant_merge)
from opspec.graph.rewriting.db import EquilibriumDB, RewriteDatabaseQuery, SequenceDB
from opspec.graph.rewriting.unify import LiteralString, OpPattern
from opspec.graph.rewriting.utils import rewrite_graph
from opspec.graph.type import Type


class T(Type):
    def filter(self, data, strict=False, allow_downcast=None):
        return data

    def __eq__(self, other):
        return type(other) is T

    def __hash__(self):
        return hash(T)


class MyOp(Op):
    """An op compared by identity (no __props__), or by ``x`` when given."""

    def __init__(self, name, x=None):
        self.name, self.x = name, x

    def make_node(self, *inputs):
        return Apply(self, list(inputs), [T()()])

    def __eq__(self, other):
        return self is other or (isinstance(other, MyOp) and self.x is not None and self.x == other.x)

    def __hash__(self):
        return hash(self.x) if self.x is not None else id(self)

    def __str__(self):
        return self.name


op1, op2, op3, op4 = (MyOp(f"Op{k}") for k in range(1, 5))


def graph_of(*outputs, inputs):
    return FunctionGraph(inputs, list(outputs), clone=False)


def text(fg):
    return as_string(fg.inputs, fg.outputs)


def walk(p1, p2, ignore_newtrees=False, **kwargs):
    return WalkingGraphRewriter(PatternNodeRewriter(p1, p2, **kwargs), ignore_newtrees=ignore_newtrees)


def xyz():
    return Variable(T(), name="x"), Variable(T(), name="y"), Variable(T(), name="z")


def test_patterns_replace_nest_and_unify():
    x, y, z = xyz()
    fg = graph_of(op1(op2(x, y), z), inputs=[x, y, z])
    walk((op1, (op2, "1", "2"), "3"), (op4, "3", "2")).rewrite(fg)
    assert text(fg) == ["Op4(z, y)"]
    fg = graph_of(op1(op2(x, y), z), inputs=[x, y, z])
    walk((op1, (op2, "1", "1"), "2"), (op4, "2", "1")).rewrite(fg)        # x != y: no match
    assert text(fg) == ["Op1(Op2(x, y), z)"]
    fg = graph_of(op1(op1(op1(op1(x)))), inputs=[x])
    walk((op1, (op1, "1")), "1").rewrite(fg)
    assert text(fg) == ["x"]
    fg = graph_of(op1(x, y), inputs=[x, y])
    walk((op1, "1", "2"), (op4, (op1, "1"), (op2, "2"), (op3, "1", "2"))).rewrite(fg)
    assert text(fg) == ["Op4(Op1(x), Op2(y), Op3(x, y))"]


def test_constraints_constants_and_multiple_clients():
    x, y, z = xyz()
    fg = graph_of(op4(op1(op2(x, y)), op1(op1(x, y))), inputs=[x, y])
    walk((op1, {"pattern": "1", "constraint": lambda r: r.owner.op == op2}), (op3, "1")).rewrite(fg)
    assert text(fg) == ["Op4(Op3(Op2(x, y)), Op1(Op1(x, y)))"]
    two = Constant(T(), 2, name="two")
    fg = graph_of(op1(op1(Constant(T(), 2, name="c"), y), y), inputs=[y])
    walk((op1, two, "1"), (op2, "1", two)).rewrite(fg)
    assert text(fg) == ["Op1(Op2(y, two), y)"]
    w = op1(x, y)
    fg = graph_of(op3(op4(w), w), inputs=[x, y])
    walk((op4, (op1, "x", "y")), (op3, "x", "y")).rewrite(fg)             # op1 is used twice: left
    assert text(fg) == ["Op3(Op4(*1 -> Op1(x, y)), *1)"]
    walk((op4, (op1, "x", "y")), (op3, "x", "y"), allow_multiple_clients=True).rewrite(fg)
    assert text(fg) == ["Op3(Op3(x, y), Op1(x, y))"]


def test_op_patterns_and_callable_out_patterns():
    a = Variable(T(), name="a")
    one, two, hello = MyOp("x=1", x=1), MyOp("x=2", x=2), MyOp("x=hello", x="hello")
    fg = graph_of(one(a), two(a), hello(a), inputs=[a])
    walk((OpPattern(MyOp, x=1), "a"), "a").rewrite(fg)
    assert text(fg) == ["a", "x=2(a)", "x=hello(a)"]
    walk((OpPattern(MyOp, x=LiteralString("hello")), "a"), "a").rewrite(fg)
    assert text(fg) == ["a", "x=2(a)", "a"]
    fg = graph_of(two(a), inputs=[a])
    walk((OpPattern(MyOp, x="k"), "a"),
         lambda fgraph, node, subs: MyOp("x+10", x=subs["k"] + 10)(subs["a"]) if subs["k"] < 10 else False
         ).rewrite(fg)
    assert text(fg) == ["x+10(a)"]


def test_pattern_rewriter_on_tensors_casts_and_registers():
    x = ot.dvector("x")
    rw = PatternNodeRewriter((ot.mul, "x", "x"), (ot.pow, "x", 2), name="mul_self_to_pow")
    assert rw.tracks() == [ot.mul] and str(rw) == "mul_self_to_pow"
    fg = FunctionGraph([x], [x * x])
    in2out(rw).rewrite(fg)
    assert fg.outputs[0].owner.op == ot.pow and fg.outputs[0].type == (x * x).type
    f = ot.fvector("f")
    fg = FunctionGraph([f], [f * 2.0])
    wider = PatternNodeRewriter((ot.mul, "x", 2.0), lambda fgraph, node, s: ot.cast(s["x"], "float64") + s["x"])
    in2out(wider).rewrite(fg)                          # a float64 replacement of a float32: cast back
    assert fg.outputs[0].type == (f * 2.0).type and fg.outputs[0].owner.op == ot.Cast(dtype="float32")
    with pytest.raises(TypeError, match="starting with an Op"):
        PatternNodeRewriter(("x",), "x")


def test_substitution_removal_and_sequential():
    x, y, _ = xyz()
    fg = graph_of(op1(op2(x), y), inputs=[x, y])
    in2out(SubstitutionNodeRewriter(op1, op3)).rewrite(fg)
    assert text(fg) == ["Op3(Op2(x), y)"]
    in2out(RemovalNodeRewriter(op2)).rewrite(fg)
    assert text(fg) == ["Op3(x, y)"]
    seq = SequentialNodeRewriter(PatternNodeRewriter((op3, "a", "b"), (op4, "b", "a")),
                                 PatternNodeRewriter((op3, "a", "b"), (op1, "a")))
    assert seq.tracks() == [op3, op3]
    in2out(seq, ignore_newtrees=True).rewrite(fg)
    assert text(fg) == ["Op4(y, x)"]


def test_node_rewriter_transform_honours_tracks():
    calls = []

    @node_rewriter([op1])
    def only_op1(fgraph, node):
        calls.append(node)
        return False

    x, y, _ = xyz()
    assert only_op1.transform(None, op2(x).owner) is False and not calls
    only_op1.transform(None, op1(x).owner)
    assert len(calls) == 1 and str(only_op1) == "only_op1"
    assert repr(only_op1).startswith("FromFunctionNodeRewriter(")


def test_equilibrium_and_on_opt_error():
    x, y, z = xyz()
    rewriters = [PatternNodeRewriter((op1, "x", "y"), (op2, "x", "y")),
                 PatternNodeRewriter((op4, "x", "y"), (op1, "x", "y")),
                 PatternNodeRewriter((op3, (op2, "x", "y")), (op4, "x", "y"))]
    fg = graph_of(op3(op4(x, y)), inputs=[x, y])
    EquilibriumGraphRewriter(rewriters, max_use_ratio=10).rewrite(fg)
    assert text(fg) == ["Op2(x, y)"]

    @node_rewriter([op1])
    def broken(fgraph, node):
        raise RuntimeError("boom")

    fg = graph_of(op1(x), inputs=[x])
    with pytest.raises(RuntimeError, match="boom"):
        in2out(broken).rewrite(fg)
    with opspec.config.change_flags(on_opt_error="warn"), pytest.warns(UserWarning, match="boom"):
        in2out(broken).rewrite(fg)
    with opspec.config.change_flags(on_opt_error="ignore"):
        in2out(broken).rewrite(fg)
    assert text(fg) == ["Op1(x)"]


def test_walking_rewriter_failure_callback_gets_pytensors_arguments():
    x, _, _ = xyz()

    @node_rewriter([op1])
    def broken(fgraph, node):
        raise RuntimeError("boom")

    seen = []
    fg = graph_of(op1(x), inputs=[x])
    walker = WalkingGraphRewriter(broken, failure_callback=lambda *args: seen.append(args))
    walker.rewrite(fg)          # the callback swallows the error: the rewrite is skipped
    [(err, driver, pairs, rewriter, node)] = seen
    assert isinstance(err, RuntimeError) and driver is walker and pairs is None
    assert rewriter is broken and node.op is op1 and text(fg) == ["Op1(x)"]

    def reraise(err, *rest):
        raise err

    with pytest.raises(RuntimeError, match="boom"):
        in2out(broken, failure_callback=reraise).rewrite(fg)


def test_merge_profile_and_pre_constant_merge():
    x, y, _ = xyz()
    fg = graph_of(op1(op2(x, y), op2(x, y)), inputs=[x, y])
    profile = MergeOptimizer().rewrite(fg)
    assert profile.nb_fail == 0 and profile[0] == 0 and len(profile) == 7
    c1, c2 = Constant(T(), 1, "c1"), Constant(T(), 1, "c2")
    o = op1(op2(c1, x), y, c2)
    assert pre_constant_merge(FunctionGraph([], []), [o]) == [o]
    assert o.owner.inputs[2] is c1


def test_databases_queries_and_rewrite_graph():
    db = SequenceDB()
    eq = EquilibriumDB()
    eq.register("mul_self", PatternNodeRewriter((ot.mul, "x", "x"), (ot.pow, "x", 2)), "fast_run", "mine")
    db.register("stage", eq, "fast_run", position=1)
    x = ot.dvector("x")
    fg = FunctionGraph([x], [x * x])
    db.query("fast_run").rewrite(fg)
    assert fg.outputs[0].owner.op == ot.pow
    fg = FunctionGraph([x], [x * x])
    db.query("fast_run", "-mine").rewrite(fg)
    assert fg.outputs[0].owner.op == ot.mul
    q = RewriteDatabaseQuery(include=["fast_run"]).excluding("mine")
    assert q.exclude == {"mine"}
    assert rewrite_graph(-(-x), include=("canonicalize",)) is x
    copy = rewrite_graph(-(-x), clone=True)
    assert copy is not x and copy.owner is None


def test_pre_greedy_node_rewriter_folds_outside_the_graph_only():
    from opspec.graph.rewriting.basic import pre_greedy_node_rewriter
    from opspec.tensor.rewriting.basic import constant_folding
    x = ot.dvector("x")
    c1, c2 = ot.constant(1.0), ot.constant(2.0)
    folded_part = c1 + c2
    out = ot.maximum(folded_part * x, folded_part)
    new = pre_greedy_node_rewriter(FunctionGraph([], []), [constant_folding], out)
    mul, again = new.owner.inputs
    assert isinstance(again, Constant) and float(again.data) == 3.0 and mul.owner.inputs[0] is again
    assert mul.owner.inputs[1] is x
    fg = FunctionGraph([], [folded_part], clone=False)        # a node of a graph is left alone
    out = ot.maximum(folded_part * x, folded_part)
    new = pre_greedy_node_rewriter(fg, [constant_folding], out)
    assert new.owner.inputs[1] is folded_part


def test_failure_callbacks_of_node_processing_rewriters():
    from opspec.graph.rewriting.basic import NodeProcessingGraphRewriter
    from opspec.graph.utils import InconsistencyError
    x, _, _ = xyz()

    def failing(err):
        @node_rewriter([op1])
        def broken(fgraph, node):
            raise err
        return broken

    assert issubclass(EquilibriumGraphRewriter, NodeProcessingGraphRewriter)
    for walker in (WalkingGraphRewriter, lambda rw, **kw: EquilibriumGraphRewriter([rw], **kw)):
        fg = graph_of(op1(x), inputs=[x])
        walker(failing(RuntimeError("boom")), failure_callback=NodeProcessingGraphRewriter.warn_ignore).rewrite(fg)
        with pytest.raises(RuntimeError, match="boom"):
            walker(failing(RuntimeError("boom")), failure_callback=NodeProcessingGraphRewriter.warn).rewrite(fg)
        with opspec.config.change_flags(on_opt_error="warn"), pytest.warns(UserWarning, match="boom"):
            walker(failing(RuntimeError("boom")), failure_callback=NodeProcessingGraphRewriter.warn).rewrite(fg)
        with opspec.config.change_flags(on_opt_error="ignore"), pytest.raises(AssertionError):
            walker(failing(AssertionError("bad")), failure_callback=NodeProcessingGraphRewriter.warn).rewrite(fg)
        walker(failing(InconsistencyError("no")), failure_callback=NodeProcessingGraphRewriter.warn_inplace).rewrite(fg)
        assert text(fg) == ["Op1(x)"]


def test_copy_stack_trace_appends_traces():
    from opspec.graph.rewriting.basic import copy_stack_trace
    x, y, z = xyz()
    x.tag.trace, y.tag.trace = [["x.py:1"]], [["y.py:2"]]
    copy_stack_trace([x, y], z)
    copy_stack_trace(x, [z])
    assert z.tag.trace == [["x.py:1"], ["y.py:2"], ["x.py:1"]]


def test_local_group_proxy_and_topo_databases():
    from opspec.graph.rewriting.db import LocalGroupDB, ProxyDB, TopoDB
    x, y, _ = xyz()
    group = LocalGroupDB(name="group")
    group.register("one_to_two", SubstitutionNodeRewriter(op1, op2), "mine", position=1)
    group.register("one_to_three", SubstitutionNodeRewriter(op1, op3), "mine", position=2)
    with pytest.raises(TypeError, match="must be a node rewriter"):
        group.register("graph", MergeOptimizer())
    chosen = group.query("mine")
    assert isinstance(chosen, SequentialNodeRewriter)
    assert [str(r) for r in chosen.rewriters] == [str(group["one_to_two"]), str(group["one_to_three"])]
    assert group.query("other") is None

    seq, eq = SequenceDB(), EquilibriumDB()
    seq.register("group", group, "mine", position=1)      # run as one walk
    eq.register("group", ProxyDB(group), "mine")          # the same rewrites at a second place
    for db in (seq, eq):
        fg = graph_of(op1(op1(x)), inputs=[x])
        db.query("mine").rewrite(fg)
        assert text(fg) == ["Op2(Op2(x))"]

    topo = TopoDB(group, order="out_to_in")
    fg = graph_of(op4(op1(x), y), inputs=[x, y])
    walk = topo.query("mine")
    assert isinstance(walk, WalkingGraphRewriter) and walk.order == "out_to_in"
    walk.rewrite(fg)
    assert text(fg) == ["Op4(Op2(x), y)"]
    with pytest.raises(TypeError, match="`db` must be a RewriteDatabase"):
        ProxyDB(object())
    with pytest.raises(TypeError, match="register there"):
        topo.register("x", SubstitutionNodeRewriter(op1, op2))


def test_sequential_apply_all_rewrites_chains_on_each_result():
    """op1 -> op2 -> op3 in one transform with apply_all_rewrites; the first result only without."""
    x, _, _ = xyz()
    rewrites = [SubstitutionNodeRewriter(op2, op3), SubstitutionNodeRewriter(op1, op2)]
    node = op1(x).owner
    once = SequentialNodeRewriter(*rewrites).transform(None, node)
    assert [str(v.owner.op) for v in once] == ["Op2"]
    chained = SequentialNodeRewriter(*rewrites, apply_all_rewrites=True).transform(None, node)
    assert [str(v.owner.op) for v in chained] == ["Op3"] and chained[0].owner.inputs == [x]
    assert SequentialNodeRewriter(*rewrites, apply_all_rewrites=True).transform(None, op4(x).owner) is False
    undoing = SequentialNodeRewriter(SubstitutionNodeRewriter(op1, op2), SubstitutionNodeRewriter(op2, op1),
                                     apply_all_rewrites=True)
    from opspec.graph.rewriting.basic import RewriteCycleError
    with pytest.raises(RewriteCycleError, match="undo each other"):
        undoing.transform(None, node)


def test_local_group_db_apply_all_rewrites_in_a_graph():
    from opspec.graph.rewriting.db import LocalGroupDB
    x, _, _ = xyz()
    for chain, expected in ((False, "Op2(x)"), (True, "Op3(x)")):
        group = LocalGroupDB(apply_all_rewrites=chain)
        group.register("two_to_three", SubstitutionNodeRewriter(op2, op3), "mine", position=1)
        group.register("one_to_two", SubstitutionNodeRewriter(op1, op2), "mine", position=2)
        rewriter = group.query("mine")
        assert rewriter.apply_all_rewrites is chain
        fg = graph_of(op1(x), inputs=[x])
        in2out(rewriter, ignore_newtrees=True).rewrite(fg)
        assert text(fg) == [expected]
    with pytest.raises(TypeError, match="name="):
        LocalGroupDB("group")
