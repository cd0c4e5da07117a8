"""The inplace rewrite: which nodes become their destructive variants, and that results stay right."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.function import In, Out
from opspec.compile.mode import get_mode
from opspec.graph.basic import Apply
from opspec.graph.destroyhandler import DestroyHandler
from opspec.graph.op import Op
from opspec.rewriting import db
from opspec.rewriting.inplace import inplace_variant_of, local_inplace
from opspec.ops.arith import Add, AddInplace


# per-op inplace behaviour; fusion would fold these chains into one Composite
UNFUSED = get_mode("FAST_RUN").excluding("fusion")


def compiled(inputs, outputs, mode=UNFUSED, **kwargs):
    f = opspec.function(inputs, outputs, mode=mode, **kwargs)
    return f, [type(n.op).__name__ for n in f.maker.fgraph.toposort()]


def test_registered_in_the_inplace_stage_after_fusion():
    assert "inplace_variants" in db.inplace_db.names()
    assert db.rewrite_db._entries["inplace"].position > db.rewrite_db._entries["fusion"].position
    assert {"fast_run", "inplace"} <= db.inplace_db.tags_of("inplace_variants")


def test_every_stdlib_elemwise_op_with_a_variant_gets_one():
    from opspec.tensor.elemwise import Elemwise
    ops = [getattr(ot, name) for name in dir(ot)]
    elemwise = [op for op in ops if isinstance(op, Elemwise) and not op.destroy_map]
    with_variant = [op for op in elemwise if inplace_variant_of(op) is not None]
    assert len(with_variant) >= 25
    assert all(inplace_variant_of(op) is not None for op in elemwise if hasattr(op, "inplace_variant"))
    for op in with_variant:
        variant = inplace_variant_of(op)
        destroyed = 1 if type(op).__name__ == "Switch" else 0      # switch(cond, a, b) writes into a
        assert variant.destroy_map == {0: [destroyed]} and isinstance(variant, type(op)) and variant != op


def test_chain_of_unary_ops():
    x = ot.dvector("x")
    f, kinds = compiled([x], ot.exp(ot.sin(ot.cos(x))))
    assert kinds == ["Cos", "SinInplace", "ExpInplace"]     # the input itself is never overwritten
    xv = np.array([0.5, 1.5])
    np.testing.assert_allclose(f(xv), np.exp(np.sin(np.cos(xv))))
    np.testing.assert_array_equal(xv, [0.5, 1.5])


def test_destroyed_value_read_later_gives_correct_values():
    x = ot.dvector("x")
    t = ot.exp(x)
    outs = [ot.sin(t), ot.cos(t) * 2.0, t.sum() + 0.0]       # three readers of t, one may overwrite it
    f, kinds = compiled([x], outs)
    assert any(k.endswith("Inplace") for k in kinds)
    xv = np.array([0.1, 0.2, 0.3])
    e = np.exp(xv)
    for got, want in zip(f(xv), [np.sin(e), np.cos(e) * 2.0, e.sum()]):
        np.testing.assert_allclose(got, want)


def test_outputs_and_constants_are_not_overwritten():
    x = ot.dvector("x")
    t = ot.exp(x)
    c = ot.constant(np.array([1.0, 2.0]))
    f, kinds = compiled([x], [t, ot.neg(t), ot.neg(c) + x])
    assert "NegInplace" not in kinds and "AddInplace" not in kinds
    xv = np.array([0.0, 1.0])
    for _ in range(2):
        got = f(xv)
        np.testing.assert_allclose(got[0], np.exp(xv))
        np.testing.assert_allclose(got[1], -np.exp(xv))
        np.testing.assert_allclose(got[2], [-1.0, -1.0])
    assert np.all(c.data == [1.0, 2.0])


@pytest.mark.parametrize("other, inplace", [
    (2.0, True),                                         # a scalar cannot broadcast the target
    (ot.dvector("y"), False),                            # sizes unknown: the target may be of size 1
    (ot.dmatrix("m"), False),                            # the result has more dimensions
])
def test_no_inplace_when_the_target_may_broadcast(other, inplace):
    x = ot.dvector("x")
    ins = [x] + ([other] if not isinstance(other, float) else [])
    f, kinds = compiled(ins, ot.exp(x) + other)
    assert ("AddInplace" in kinds) == inplace


def test_same_shape_through_elemwise_chain_allows_inplace():
    x = ot.dvector("x")
    t = ot.exp(x)
    f, kinds = compiled([x], ot.sin(t) * 2.0 + ot.cos(t))
    assert "AddInplace" in kinds
    xv = np.array([0.3, 0.4])
    np.testing.assert_allclose(f(xv), np.sin(np.exp(xv)) * 2 + np.cos(np.exp(xv)))


def test_static_shapes_allow_inplace_and_dtype_change_forbids_it():
    x = ot.tensor("float64", (3,), name="x")
    y = ot.tensor("float64", (3,), name="y")
    f, kinds = compiled([x, y], ot.exp(x) + y)
    assert "AddInplace" in kinds
    i = ot.lvector("i")
    f, kinds = compiled([i], (i * 2) + 1.5)                # int product + float: no room in place
    assert kinds == ["Mul", "Add"]


def test_read_only_broadcast_views_are_not_overwritten():
    x = ot.dvector("x")
    f, kinds = compiled([x], ot.neg(ot.broadcast_to(ot.exp(x), (2, 3))))
    assert "NegInplace" not in kinds
    np.testing.assert_allclose(f(np.zeros(3)), -np.ones((2, 3)))


def test_views_of_inputs_are_protected():
    x = ot.dmatrix("x")
    f, kinds = compiled([x], ot.neg(x.T))
    assert "NegInplace" not in kinds
    xv = np.arange(4.0).reshape(2, 2)
    np.testing.assert_allclose(f(xv), -xv.T)
    np.testing.assert_array_equal(xv, np.arange(4.0).reshape(2, 2))


def test_excluding_inplace():
    x = ot.dvector("x")
    f, kinds = compiled([x], ot.exp(ot.sin(x)), mode=UNFUSED.excluding("inplace"))
    assert kinds == ["Sin", "Exp"]


def test_the_rewrite_attaches_the_destroy_handler():
    x = ot.dvector("x")
    f, _ = compiled([x], ot.exp(ot.sin(x)))
    assert any(isinstance(feat, DestroyHandler) for feat in f.maker.fgraph.features)
    assert local_inplace.inplace


# ------------------------------------------------------------------ hand-written ops opt in

class Scale(Op):
    __props__ = ("k",)

    def __init__(self, k):
        self.k = k

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * self.k


class ScaleInplace(Scale):
    destroy_map = {0: [0]}

    def perform(self, node, inputs, output_storage):
        x = inputs[0]
        x *= self.k
        output_storage[0][0] = x


Scale.inplace_variant = ScaleInplace


def test_hand_written_op_with_props_opts_in():
    x = ot.dvector("x")
    f, kinds = compiled([x], Scale(3.0)(ot.exp(x)))
    assert kinds == ["Exp", "ScaleInplace"]
    assert f.maker.fgraph.outputs[0].owner.op.k == 3.0
    np.testing.assert_allclose(f(np.zeros(2)), [3.0, 3.0])


def test_variant_given_as_a_callable():
    class Twice(Scale):
        inplace_variant = staticmethod(lambda op: ScaleInplace(op.k * 1))

    x = ot.dvector("x")
    f, kinds = compiled([x], Twice(2.0)(ot.exp(x)))
    assert kinds == ["Exp", "ScaleInplace"]
    np.testing.assert_allclose(f(np.zeros(2)), [2.0, 2.0])


class CumBuffer(Op):
    """Running sum of x; a second, hidden output is a buffer that grows and is reused between calls."""

    default_output = 0

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type(), ot.dvector()])

    def perform(self, node, inputs, output_storage):
        x = inputs[0]
        buf = output_storage[1][0]
        if buf is None or buf.size < x.size:
            buf = np.zeros(2 * x.size + 1)
        np.cumsum(x, out=buf[:x.size])
        output_storage[1][0] = buf
        output_storage[0][0] = self.result(x, buf[:x.size])

    def result(self, x, running):
        return running.copy()


class CumBufferInplace(CumBuffer):
    destroy_map = {0: [0]}

    def result(self, x, running):
        x[...] = running
        return x


CumBuffer.inplace_variant = CumBufferInplace


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_hidden_buffer_output(mode):
    x = ot.dvector("x")
    y = CumBuffer()(ot.exp(x))
    assert y.owner.default_output() is y
    f, kinds = compiled([x], y * 2.0, mode=mode)
    assert ("CumBufferInplace" in kinds) == (mode != "FAST_COMPILE")
    first = f(np.zeros(3))
    np.testing.assert_allclose(first, [2.0, 4.0, 6.0])
    np.testing.assert_allclose(f(np.zeros(5)), [2.0, 4.0, 6.0, 8.0, 10.0])
    np.testing.assert_allclose(f(np.zeros(2)), [2.0, 4.0])
    np.testing.assert_allclose(first, [2.0, 4.0, 6.0])       # not overwritten by later calls


# ------------------------------------------------------------------ borrow

def test_outputs_copied_unless_borrowed():
    x = ot.dmatrix("x")
    f = opspec.function([x], x.T, mode="FAST_RUN")
    xv = np.ones((2, 3))
    assert not np.shares_memory(f(xv), xv)
    # the caller's array comes back only when both the input and the output are borrowed
    g = opspec.function([x], Out(x.T, borrow=True), mode="FAST_RUN")
    assert not np.shares_memory(g(xv), xv)
    g = opspec.function([In(x, borrow=True)], Out(x.T, borrow=True), mode="FAST_RUN")
    assert np.shares_memory(g(xv), xv)
    h = opspec.function([In(x, borrow=True)], [x.T, x], mode="FAST_RUN", borrow_outputs=True)
    a, b = h(xv)
    assert np.shares_memory(a, xv)


def test_reused_storage_never_reaches_a_returned_array():
    # outputs that are views of (or overwrite) intermediates are cleared after each call,
    # even without garbage collection of intermediates
    x = ot.dvector("x")
    t = ot.exp(x)
    mode = get_mode("FAST_RUN")._derive(allow_gc=False)
    f = opspec.function([x], [ot.neg(t), ot.view_op(ot.sin(x))], mode=mode)
    a, b = f(np.zeros(2))
    f(np.ones(2))
    np.testing.assert_allclose(a, [-1.0, -1.0])
    np.testing.assert_allclose(b, [0.0, 0.0])


def test_add_variant_is_a_subclass_with_destroy_map():
    assert Add.inplace_variant is AddInplace and AddInplace.destroy_map == {0: [0]}


# ------------------------------------------------------------------ never an order it cannot satisfy

def test_rop_and_lop_of_one_expression_compile():
    """Issue 25, bug 2: fusion made a node read both tanh(x) and a fused node that could
    overwrite it; the inplace pass made that node destructive, an order no toposort has."""
    from opspec.gradient import Lop, Rop

    x, v, u = ot.dvector("x"), ot.dvector("v"), ot.dvector("u")
    y = ot.tanh(x) * ot.exp(x)
    f = opspec.function([x, v, u], [Rop(y, x, v), Lop(y, x, u)], mode=get_mode("FAST_RUN").with_linker("py"))
    xv, vv, uv = np.array([0.1, -0.4]), np.array([1.0, 2.0]), np.array([0.5, -1.5])
    dy = (1 - np.tanh(xv) ** 2) * np.exp(xv) + np.tanh(xv) * np.exp(xv)
    rop, lop = f(xv, vv, uv)
    np.testing.assert_allclose(rop, dy * vv)
    np.testing.assert_allclose(lop, dy * uv)


# The class of bug 2 on random graphs (several outputs sharing subexpressions, with their R- and
# L-ops): tests/fuzz/test_fuzz_graphs.py.
