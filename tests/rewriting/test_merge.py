"""MergeOptimizer: equal constants and equal computations are kept once."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.graph.basic import Apply
from opspec.graph.fg import FunctionGraph, InconsistencyError
from opspec.graph.op import Op
from opspec.rewriting import EquilibriumGraphRewriter, MergeOptimizer, node_rewriter


class Counted(Op):
    """x * k, counting how often it runs."""

    __props__ = ("k",)
    itypes = [ot.dvector]
    otypes = [ot.dvector]
    calls = 0

    def __init__(self, k=2.0):
        self.k = k

    def perform(self, node, inputs, output_storage):
        type(self).calls += 1
        output_storage[0][0] = inputs[0] * self.k


class Add(Op):
    __props__ = ()
    itypes = [ot.dvector, ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] + inputs[1]


class NoProps(Op):
    """Without __props__, two instances are different ops."""

    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0].copy()


class SplitHalves(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [ot.dvector(), ot.dvector()])

    def perform(self, node, inputs, output_storage):
        half = len(inputs[0]) // 2
        output_storage[0][0] = inputs[0][:half].copy()
        output_storage[1][0] = inputs[0][half:].copy()


class NegInplace(Op):
    __props__ = ()
    destroy_map = {0: [0]}
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        np.negative(inputs[0], out=inputs[0])
        output_storage[0][0] = inputs[0]


add = Add()


def merged(outputs, inputs):
    fg = FunctionGraph(inputs, outputs, clone=False)
    MergeOptimizer().rewrite(fg)
    fg.check_integrity()
    return fg


def test_equal_props_merge_unequal_do_not():
    x = ot.dvector("x")
    fg = merged([add(Counted(2.0)(x), Counted(2.0)(x)), add(Counted(2.0)(x), Counted(3.0)(x))], [x])
    scales = sorted(n.op.k for n in fg.apply_nodes if isinstance(n.op, Counted))
    assert scales == [2.0, 3.0]
    assert len(fg.apply_nodes) == 4


def test_ops_without_props_merge_only_when_identical():
    x = ot.dvector("x")
    a, b = NoProps(), NoProps()
    fg = merged([add(a(x), b(x)), add(a(x), a(x))], [x])
    assert len([n for n in fg.apply_nodes if isinstance(n.op, NoProps)]) == 2


def test_different_inputs_do_not_merge():
    x, y = ot.dvector("x"), ot.dvector("y")
    fg = merged([add(Counted()(x), Counted()(y))], [x, y])
    assert len(fg.apply_nodes) == 3


def test_chains_of_duplicates_merge_in_one_pass():
    x, y = ot.dvector("x"), ot.dvector("y")

    def chain():
        return Counted(3.0)(add(Counted()(x), y))

    out1, out2 = chain(), chain()
    fg = merged([out1, out2, add(out1, out2)], [x, y])
    assert len(fg.apply_nodes) == 4
    assert fg.outputs[0] is fg.outputs[1]
    last = fg.outputs[2].owner
    assert last.inputs[0] is last.inputs[1] is fg.outputs[0]


def test_equal_constants_merge():
    x = ot.dvector("x")
    c1, c2 = ot.constant(np.array([1.0, 2.0])), ot.constant(np.array([1.0, 2.0]))
    c3 = ot.constant(np.array([1.0, 3.0]))
    c_int = ot.constant(np.array([1, 2], dtype="int64"))
    fg = merged([add(add(x, c1), c2), add(x, c3)], [x])
    consts = {id(v) for n in fg.apply_nodes for v in n.inputs if isinstance(v, ot.TensorConstant)}
    assert len(consts) == 2
    # a different dtype or static shape is a different constant
    assert c_int.signature() != c1.signature()
    wide = ot.constant(np.array([[1.0, 2.0]]))
    assert wide.signature() != c1.signature()


def test_merging_constants_enables_merging_nodes():
    x = ot.dvector("x")
    left = add(x, ot.constant(np.array([1.0, 2.0])))
    right = add(x, ot.constant(np.array([1.0, 2.0])))
    fg = merged([add(left, right)], [x])
    assert len(fg.apply_nodes) == 2


def test_constant_outputs_merge():
    x = ot.dvector("x")
    c1, c2 = ot.constant(np.array([1.0])), ot.constant(np.array([1.0]))
    fg = merged([c1, c2, add(x, c1)], [x])
    assert fg.outputs[0] is fg.outputs[1]


def test_multi_output_nodes_merge():
    x = ot.dvector("x")
    a, b = SplitHalves()(x)
    c, d = SplitHalves()(x)
    fg = merged([add(a, c), add(b, d)], [x])
    (split,) = [n for n in fg.apply_nodes if isinstance(n.op, SplitHalves)]
    assert fg.outputs[0].owner.inputs == [split.outputs[0]] * 2
    assert fg.outputs[1].owner.inputs == [split.outputs[1]] * 2


def test_destructive_nodes_never_merge():
    x = ot.dvector("x")
    y = Counted()(x)
    fg = merged([NegInplace()(y), NegInplace()(y)], [x])
    assert len([n for n in fg.apply_nodes if isinstance(n.op, NegInplace)]) == 2


def test_f_of_x_plus_f_of_x_runs_f_once():
    x = ot.dvector("x")
    out = add(Counted(5.0)(x), Counted(5.0)(x))
    v = np.array([1.0, -2.0])
    for mode, runs in ((Mode(linker="py"), 1), ("FAST_COMPILE", 1), (Mode(linker="py").excluding("merge"), 2)):
        f = opspec.function([x], out, mode=mode)
        Counted.calls = 0
        np.testing.assert_allclose(f(v), 10 * v)
        assert Counted.calls == runs, mode


def test_refused_merge_is_skipped():
    x = ot.dvector("x")

    class RefuseMergesOfThree:
        def on_validate(self, fgraph):
            threes = [n for n in fgraph.apply_nodes if isinstance(n.op, Counted) and n.op.k == 3.0]
            if len(threes) < 2:
                raise InconsistencyError("keep the threes")

    fg = FunctionGraph([x], [add(Counted(3.0)(x), Counted(3.0)(x)), add(Counted()(x), Counted()(x))],
                       clone=False)
    fg.attach_feature(RefuseMergesOfThree())
    MergeOptimizer().rewrite(fg)
    fg.check_integrity()
    ks = sorted(n.op.k for n in fg.apply_nodes if isinstance(n.op, Counted))
    assert ks == [2.0, 3.0, 3.0]


def test_equilibrium_merges_what_rewrites_create():
    x = ot.dvector("x")

    @node_rewriter([Counted(7.0)])
    def seven_to_two(fgraph, node):
        return [Counted(2.0)(node.inputs[0])]

    fg = FunctionGraph([x], [add(Counted(7.0)(x), Counted(2.0)(x))], clone=False)
    EquilibriumGraphRewriter([seven_to_two], merge=True).rewrite(fg)
    assert len(fg.apply_nodes) == 2
    fg = FunctionGraph([x], [add(Counted(7.0)(x), Counted(2.0)(x))], clone=False)
    EquilibriumGraphRewriter([seven_to_two], merge=False).rewrite(fg)
    assert len(fg.apply_nodes) == 3


def test_print_rewrites_names_merge(capsys):
    x = ot.dvector("x")
    with opspec.config.change(print_rewrites=True):
        merged([add(Counted()(x), Counted()(x))], [x])
    out = capsys.readouterr().out
    assert out.startswith("rewrite merge: Counted{k=2.0}(x) -> ")


@pytest.mark.parametrize("n", [4000])
def test_balanced_tree_of_duplicates_collapses(n):
    x = ot.dvector("x")
    terms = [Counted()(x) for _ in range(n)]
    while len(terms) > 1:
        terms = [add(terms[i], terms[i + 1]) if i + 1 < len(terms) else terms[i] for i in range(0, len(terms), 2)]
    fg = merged(terms, [x])
    assert len(fg.apply_nodes) <= 2 * 12 + 1
    f = opspec.function([x], terms[0], mode=Mode(linker="py"))
    Counted.calls = 0
    np.testing.assert_allclose(f(np.array([1.0])), [2.0 * n])
    assert Counted.calls == 1
