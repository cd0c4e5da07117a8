"""DestroyHandler: view chains, orderings of readers before destroyers, and what it refuses."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode
from opspec.graph.basic import Constant
from opspec.graph.destroyhandler import DestroyHandler
from opspec.graph.fg import FunctionGraph, InconsistencyError
from opspec.ops.arith import AddInplace, NegInplace
from opspec.ops.shape import DimShuffle

neg_inplace, add_inplace = NegInplace(), AddInplace()
transpose = DimShuffle((1, 0))


def fgraph(inputs, outputs, **kwargs):
    fg = FunctionGraph(inputs, outputs, clone=False)
    dh = DestroyHandler(**kwargs)
    fg.attach_feature(dh)
    return fg, dh


def position(order, var):
    return order.index(var.owner)


# ------------------------------------------------------------------ orderings

def test_readers_of_a_view_run_before_the_destroyer():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    read = ot.exp(transpose(t))              # reads t through a view
    d = neg_inplace(t)
    fg, dh = fgraph([x], [d, read])
    fg.validate()
    order = fg.toposort()
    assert position(order, read) < position(order, d)
    assert position(order, read.owner.inputs[0]) < position(order, d)
    assert set(dh.orderings(fg)[d.owner]) == {read.owner, read.owner.inputs[0].owner}


def test_view_then_destroy_chain_computes_correct_values():
    # the view of t is destroyed (so t is), while another view of t is read later
    x = ot.dmatrix("x")
    t = ot.exp(x)
    v = transpose(t)
    d = add_inplace(v, 1.0)
    other = ot.sin(transpose(t)) * 1.0
    f = opspec.function([x], [d, other, ot.cos(t)], mode="FAST_COMPILE")
    xv = np.arange(6.0).reshape(2, 3) / 10
    got = f(xv)
    e = np.exp(xv)
    np.testing.assert_allclose(got[0], e.T + 1)
    np.testing.assert_allclose(got[1], np.sin(e.T))
    np.testing.assert_allclose(got[2], np.cos(e))
    np.testing.assert_array_equal(xv, np.arange(6.0).reshape(2, 3) / 10)


def test_destroying_the_output_of_a_destroyer_is_a_new_value():
    x = ot.dvector("x")
    t = ot.exp(x)
    a = neg_inplace(t)
    b = add_inplace(a, 2.0)                  # a chain of destroyers: each overwrites the last value
    fg, _ = fgraph([x], [b])
    fg.validate()
    f = opspec.function([x], b, mode="FAST_COMPILE")
    np.testing.assert_allclose(f(np.zeros(2)), [1.0, 1.0])


# ------------------------------------------------------------------ refusals

def refused(fg, old, new, match):
    before = [n.op for n in fg.toposort()]
    with pytest.raises(InconsistencyError, match=match):
        fg.replace_validate(old, new, reason="test")
    assert [n.op for n in fg.toposort()] == before          # rolled back
    fg.check_integrity()


def test_refuses_destroying_a_graph_input():
    x = ot.dvector("x")
    y = ot.neg(x)
    fg, _ = fgraph([x], [y])
    refused(fg, y, neg_inplace(x), "graph input x")


def test_refuses_destroying_a_view_of_a_graph_input():
    x = ot.dmatrix("x")
    y = ot.neg(transpose(x))
    fg, _ = fgraph([x], [y])
    refused(fg, y, neg_inplace(y.owner.inputs[0]), "graph input x")


def test_mutable_inputs_may_be_destroyed():
    x = ot.dvector("x")
    y = ot.neg(x)
    fg, _ = fgraph([x], [y], mutable_inputs=[x])
    fg.replace_validate(y, neg_inplace(x))
    assert isinstance(fg.outputs[0].owner.op, NegInplace)


def test_refuses_destroying_a_constant():
    x = ot.dvector("x")
    c = ot.constant(np.ones(3))
    y = ot.neg(c) + x
    fg, _ = fgraph([x], [y])
    n = y.owner.inputs[0]
    refused(fg, n, neg_inplace(c), "constant")
    assert isinstance(c, Constant) and np.all(c.data == 1)


def test_refuses_destroying_a_value_twice():
    x = ot.dvector("x")
    t = ot.exp(x)
    a, b = ot.neg(t), ot.sin(t)
    fg, _ = fgraph([x], [a, b])
    fg.replace_validate(a, neg_inplace(t))
    from opspec.ops.math import SinInplace
    refused(fg, b, SinInplace()(t), "also overwritten")


def test_refuses_destroying_a_value_whose_view_is_an_output():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    v = transpose(t)
    y = ot.neg(t)
    fg, _ = fgraph([x], [v, y])
    refused(fg, y, neg_inplace(t), "output 0")


def test_refuses_destroying_a_value_read_after_the_destroyer():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = ot.neg(t)
    fg, _ = fgraph([x], [d + t])              # the add reads t and needs d
    refused(fg, d, neg_inplace(t), "can only run after it")


def test_refuses_a_destroyer_reading_the_same_memory_through_another_input():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    y = ot.add(t, transpose(t))
    fg, _ = fgraph([x], [y])
    refused(fg, y, add_inplace(t, y.owner.inputs[1]), "reading the same memory")


def test_graph_built_with_inplace_ops_on_inputs_leaves_the_callers_array_alone():
    x = ot.dvector("x")
    y = neg_inplace(x)                        # destroys the input by construction
    f = opspec.function([x], [y, ot.exp(x)], mode="FAST_COMPILE")
    xv = np.array([1.0, 2.0])
    got = f(xv)
    np.testing.assert_array_equal(xv, [1.0, 2.0])
    np.testing.assert_allclose(got[0], [-1.0, -2.0])
    np.testing.assert_allclose(got[1], np.exp([1.0, 2.0]))   # read before being overwritten


def test_graph_destroying_a_constant_is_rejected_when_compiling():
    x = ot.dvector("x")
    y = neg_inplace(ot.constant(np.ones(2))) + x
    with pytest.raises(InconsistencyError, match="constant"):
        opspec.function([x], y, mode="FAST_COMPILE")


def test_one_handler_per_graph():
    x = ot.dvector("x")
    fg, _ = fgraph([x], [ot.exp(x)])
    with pytest.raises(ValueError, match="already has"):
        fg.attach_feature(DestroyHandler())


def test_a_replacement_making_a_reader_late_is_refused():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = neg_inplace(t)
    u = ot.cos(x)
    s = t + u                                 # reads t, may run before d
    fg, dh = fgraph([x], [d, s])
    fg.validate()
    refused(fg, u, d * 1.0, "can only run after it .a cycle")
    assert dh.levels[d.owner] > dh.levels[t.owner]


def test_residual_chain_scales():
    # h = h + tanh(h): the destroyer's other reader always runs earlier; checks stay local
    x = ot.dvector("x")
    h = ot.exp(x)
    for _ in range(1500):
        h = h + ot.tanh(h)
    f = opspec.function([x], h, mode=get_mode("FAST_RUN").excluding("fusion"))
    kinds = [type(n.op).__name__ for n in f.maker.fgraph.toposort()]
    assert kinds.count("AddInplace") == 1500
    xv = np.array([0.1, -0.2])
    want = np.exp(xv)
    for _ in range(1500):
        want = want + np.tanh(want)
    np.testing.assert_allclose(f(xv), want)


# ------------------------------------------------------------------ view ops

@pytest.mark.parametrize("build, value", [
    (lambda x: DimShuffle((1, 0))(x), np.ones((3, 4))),
    (lambda x: DimShuffle((-1, 0, 1))(x), np.ones((3, 4))),
    (lambda x: ot.reshape(x, (4, 3)), np.ones((3, 4))),
    (lambda x: ot.broadcast_to(x, (2, 3, 4)), np.ones((3, 4))),
    (lambda x: ot.view_op(x), np.ones((3, 4))),
    (lambda x: ot.SliceAxis(1)(x, 1, 3), np.ones((3, 4))),
])
def test_view_ops_return_real_views(build, value):
    x = ot.dmatrix("x")
    y = build(x)
    node = y.owner
    assert node.op.view_map == {0: [0]}
    storage = [[None]]
    others = [c.data if isinstance(c, Constant) else np.ones((3, 4)) for c in node.inputs[1:]]
    node.op.perform(node, [value, *others], storage)
    out = storage[0][0]
    assert np.shares_memory(out, value)
    assert out.base is not None


def test_sum_to_shape_never_aliases_its_input():
    """It has a C kernel (a copy when nothing is summed), so it declares no view."""
    x = ot.dmatrix("x")
    node = ot.sum_to_shape_op(x, ot.dmatrix()).owner
    assert not node.op.view_map
    value, storage = np.ones((3, 4)), [[None]]
    node.op.perform(node, [value, np.ones((3, 4))], storage)
    assert not np.shares_memory(storage[0][0], value)
