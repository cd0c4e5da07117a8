"""Constant folding: nodes of constants are computed while compiling."""
import numpy as np

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.graph.basic import Apply, Constant
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.rewriting import constant_folding, equilibrium, fold_node, in2out


class Counted(Op):
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


class NoFold(Counted):
    def do_constant_folding(self, fgraph, node):
        return False


class Fails(Op):
    __props__ = ()
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        raise ValueError("negative entries are not allowed")


class NegInplace(Op):
    __props__ = ()
    destroy_map = {0: [0]}
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def perform(self, node, inputs, output_storage):
        np.negative(inputs[0], out=inputs[0])
        output_storage[0][0] = inputs[0]


class MinMax(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [ot.dscalar(), ot.dscalar()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = np.min(inputs[0])     # numpy scalars: the type makes them arrays
        output_storage[1][0] = np.max(inputs[0])


class ThunkOnly(Op):
    """An op computing through its own make_thunk, without perform."""

    __props__ = ()
    itypes = [ot.dvector]
    otypes = [ot.dvector]

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        src, dst = storage_map[node.inputs[0]], storage_map[node.outputs[0]]

        def thunk():
            dst[0] = src[0] + 100.0
            compute_map[node.outputs[0]][0] = True

        return thunk


add = Add()


def const(*values):
    return ot.constant(np.array(values, dtype="float64"))


def fold(outputs, inputs=()):
    fg = FunctionGraph(list(inputs), outputs, clone=False)
    equilibrium(constant_folding).rewrite(fg)
    fg.check_integrity()
    return fg


def test_folds_chains_of_constants():
    x = ot.dvector("x")
    c = add(Counted(3.0)(const(1.0, 2.0)), const(10.0, 20.0))
    fg = fold([add(x, Counted()(c))], [x])
    (node,) = fg.apply_nodes
    folded = node.inputs[1]
    assert isinstance(folded, Constant) and folded.type == ot.dvector
    np.testing.assert_array_equal(folded.data, [26.0, 52.0])


def test_folded_output_through_function():
    x = ot.dvector("x")
    out = Counted()(add(const(1.0), const(2.0)))
    f = opspec.function([x], [out, add(x, out)], mode=Mode(linker="py"))
    assert isinstance(f.maker.fgraph.outputs[0], Constant)
    Counted.calls = 0
    r0, r1 = f(np.array([1.0]))
    np.testing.assert_array_equal(r0, [6.0])
    np.testing.assert_array_equal(r1, [7.0])
    assert Counted.calls == 0
    r0[0] = -1.0                        # the caller owns the result: the constant is untouched
    np.testing.assert_array_equal(f(np.array([1.0]))[0], [6.0])


def test_fast_compile_folds_and_exclusion_turns_it_off():
    x = ot.dvector("x")
    out = add(x, Counted()(const(1.0, 2.0)))
    for mode, folded in (("FAST_COMPILE", True), ("FAST_RUN", True),
                         (Mode(linker="py").excluding("constant_folding"), False)):
        f = opspec.function([x], out, mode=mode)
        ops = [type(n.op).__name__ for n in f.maker.fgraph.apply_nodes]
        assert ("Counted" not in ops) == folded, mode
        np.testing.assert_array_equal(f(np.array([1.0, 1.0])), [3.0, 5.0])


def test_do_constant_folding_false_keeps_the_node():
    fg = fold([Counted()(NoFold()(const(1.0)))])
    names = sorted(type(n.op).__name__ for n in fg.apply_nodes)
    assert names == ["Counted", "NoFold"]


def test_failing_perform_is_left_for_run_time():
    fg = fold([Fails()(const(-1.0))])
    assert [type(n.op).__name__ for n in fg.apply_nodes] == ["Fails"]
    x = ot.dvector("x")
    f = opspec.function([x], add(x, Fails()(const(-1.0))), mode=Mode(linker="py"))
    try:
        f(np.array([0.0]))
    except ValueError as err:
        assert "negative entries" in str(err)
    else:
        raise AssertionError("the error should surface when the function runs")


def test_destructive_op_folds_on_a_copy():
    c = const(1.0, 2.0)
    fg = fold([NegInplace()(c)])
    np.testing.assert_array_equal(fg.outputs[0].data, [-1.0, -2.0])
    np.testing.assert_array_equal(c.data, [1.0, 2.0])


def test_multi_output_and_thunk_only_ops():
    lo, hi = MinMax()(const(3.0, -1.0, 7.0))
    fg = fold([lo, hi, ThunkOnly()(const(1.0))])
    assert not fg.apply_nodes
    assert [float(v.data) for v in fg.outputs[:2]] == [-1.0, 7.0]
    assert fg.outputs[0].type == ot.dscalar
    np.testing.assert_array_equal(fg.outputs[2].data, [101.0])


def test_fold_node_and_single_walk():
    node = add(const(1.0), const(2.0)).owner
    np.testing.assert_array_equal(fold_node(node)[0], [3.0])
    x = ot.dvector("x")
    fg = FunctionGraph([x], [add(x, add(const(1.0), const(2.0)))], clone=False)
    in2out(constant_folding).rewrite(fg)
    assert len(fg.apply_nodes) == 1
    # a node with a symbolic input is not folded
    assert constant_folding.transform(fg, fg.outputs[0].owner) is None


def test_print_rewrites(capsys):
    with opspec.config.change(print_rewrites=True):
        fold([add(const(1.0), const(2.0))])
    assert capsys.readouterr().out == "rewrite constant_folding: Add([1.], [2.]) -> [3.]\n"
