"""The per-call fast paths (Function's generated call, the VM's generated run) behave exactly
like the general call: conversions, keywords, defaults, trust_input, fresh unaliased outputs,
private copies of overwritten inputs, garbage collection of intermediates, error notes."""

import gc
import weakref

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.function import In, Out
from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.link import vm as vm_module
from opspec.link.vm import VM


class Twice(Op):
    """2 * x through perform, recording the ids of the arrays it was given."""
    __props__ = ()

    def __init__(self):
        self.seen = []

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        self.seen.append(weakref.ref(inputs[0]))
        output_storage[0][0] = 2 * inputs[0]


class Boom(Op):
    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        raise ValueError("boom")


def test_fast_call_matches_general_call():
    x, y = ot.dvector("x"), ot.dvector("y")
    f = opspec.function([x, y], [ot.exp(x) + y, x * y])
    a, b = np.linspace(0, 1, 10), np.arange(10.0)
    fast = f(a, b)
    general = f._call((a, b), {})
    for got, want in zip(fast, general):
        np.testing.assert_allclose(got, want)
    np.testing.assert_allclose(fast[0], np.exp(a) + b)
    # by keyword, mixed, and with conversions (list, float32, int) the answers are the same
    for args, kwargs in [((), dict(x=a, y=b)), ((a,), dict(y=b)), ((list(a), b.astype("float32")), {}),
                         ((a, np.arange(10)), {})]:
        for got, want in zip(f(*args, **kwargs), general):
            np.testing.assert_allclose(got, want)


def test_fast_call_errors_are_those_of_the_general_call():
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x))
    with pytest.raises(TypeError, match="takes 1 inputs, got 2"):
        f(np.zeros(3), np.zeros(3))
    with pytest.raises(TypeError, match="missing input"):
        f()
    with pytest.raises(TypeError, match="no input named 'z'"):
        f(z=np.zeros(3))
    with pytest.raises(TypeError, match=r"input 'x' \(position 0\) got a float64 matrix"):
        f(np.zeros((2, 2)))
    with pytest.raises(TypeError, match="could lose information"):
        f(np.zeros(3, dtype="complex128"))


def test_static_shapes_are_checked_on_the_fast_path():
    x = ot.tensor("float64", shape=(3,), name="x")
    f = opspec.function([x], x * 2)
    np.testing.assert_allclose(f(np.ones(3)), 2 * np.ones(3))
    with pytest.raises(TypeError, match="dimension 0 must be 3"):
        f(np.ones(4))


def test_defaults_and_keywords_still_work():
    x, y = ot.dscalar("x"), ot.dscalar("y")
    f = opspec.function([x, In(y, value=10.0)], x + y)
    assert f(1.0) == 11.0
    assert f(1.0, 2.0) == 3.0
    assert f(x=1.0, y=3.0) == 4.0
    assert f(np.float64(2.0)) == 12.0


@pytest.mark.parametrize("trust", [False, True])
def test_trust_input_results(trust):
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) * 2, trust_input=trust)
    a = np.linspace(-1, 1, 10)
    np.testing.assert_allclose(f(a), 2 * np.exp(a))
    np.testing.assert_allclose(f(x=a), 2 * np.exp(a))     # keywords go through the general call
    assert f.trust_input is trust


def test_trust_input_can_be_set_after_compiling():
    x = ot.dvector("x")
    f = opspec.function([x], x + 1.0)
    with pytest.raises(TypeError):
        f(np.zeros(3, dtype="complex128"))
    f.trust_input = True
    assert f.trust_input is True
    a = np.arange(3.0)
    np.testing.assert_allclose(f(a), a + 1)
    f.trust_input = False
    np.testing.assert_allclose(f([1.0, 2.0]), [2.0, 3.0])


def test_trust_input_stores_the_values_as_given():
    op = Twice()
    x = ot.dvector("x")
    f = opspec.function([x], op(x), trust_input=True, mode="FAST_COMPILE")
    a = np.arange(4.0)
    np.testing.assert_allclose(f(a), 2 * a)
    assert op.seen[-1]() is a


@pytest.mark.parametrize("trust", [False, True])
def test_outputs_are_fresh_and_unaliased(trust):
    x = ot.dvector("x")
    f = opspec.function([x], [x, ot.exp(x), ot.exp(x)], trust_input=trust)
    a = np.linspace(0, 1, 5)
    r1 = f(a)
    assert not np.shares_memory(r1[0], a)          # an input handed back is copied
    assert not np.shares_memory(r1[1], r1[2])      # two outputs of one variable are not one array
    r2 = f(a)
    for one, two in zip(r1, r2):                   # the next call does not write into earlier results
        assert not np.shares_memory(one, two)
    np.testing.assert_allclose(r1[1], np.exp(a))


def test_borrowed_outputs_are_not_copied():
    x = ot.dvector("x")
    f = opspec.function([In(x, borrow=True)], Out(x, borrow=True))
    a = np.arange(3.0)
    assert f(a) is a


def test_private_inputs_are_copied_on_the_fast_path():
    from opspec.ops.math import ExpInplace

    x = ot.dvector("x")
    f = opspec.function([x], ExpInplace()(x))
    a = np.linspace(0, 1, 4)
    before = a.copy()
    np.testing.assert_allclose(f(a), np.exp(before))
    np.testing.assert_array_equal(a, before)


def test_cells_are_emptied_after_a_call():
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) + 1.0)
    f(np.zeros(3))
    assert all(cell[0] is None for cell in f._input_cells)
    assert all(cell[0] is None for cell in f._handed_cells)


def test_gc_frees_intermediates():
    x = ot.dvector("x")
    y = ot.exp(x)
    z = ot.log(y) + ot.tanh(y)
    f = opspec.function([x], z * 2.0, mode="FAST_COMPILE")
    f(np.ones(3))
    vm = f._vm
    intermediates = [v for node in vm.nodes for v in node.outputs if v not in f.fgraph.outputs]
    assert intermediates
    assert all(vm.storage_map[v][0] is None for v in intermediates)


def test_vm_without_gc_keeps_intermediates():
    from opspec.compile.mode import Mode

    x = ot.dvector("x")
    # the Python linker: a C program keeps its intermediates in its own workspace instead
    f = opspec.function([x], ot.log(ot.exp(x)) * 2.0, mode=Mode("py", include=("fast_compile",), allow_gc=False))
    np.testing.assert_allclose(f(np.ones(3)), 2 * np.ones(3))
    vm = f._vm
    outs = set(f.fgraph.outputs)
    assert any(vm.storage_map[v][0] is not None for n in vm.nodes for v in n.outputs if v not in outs)


@pytest.mark.parametrize("unroll", [0, 256])
def test_vm_run_loop_and_unrolled_agree(monkeypatch, unroll):
    monkeypatch.setattr(vm_module, "UNROLL", unroll)
    x = ot.dvector("x")
    y = x
    for i in range(6):
        y = ot.tanh(y) if i % 2 else y * 0.5 + 1.0
    f = opspec.function([x], y, mode="FAST_COMPILE")
    a = np.linspace(-1, 1, 7)
    want = a
    for i in range(6):
        want = np.tanh(want) if i % 2 else want * 0.5 + 1.0
    np.testing.assert_allclose(f(a), want)
    vm = f._vm
    outs = set(f.fgraph.outputs)
    assert all(vm.storage_map[v][0] is None for n in vm.nodes for v in n.outputs if v not in outs)
    for allow_gc in (True, False):
        other = VM(vm.fgraph, vm.nodes, vm.thunks, vm.storage_map, vm.compute_map, allow_gc=allow_gc)
        f._input_cells[0][0] = a
        other()
        np.testing.assert_allclose(f._output_cells[0][0], want)
        kept = [vm.storage_map[v][0] is not None for n in vm.nodes for v in n.outputs if v not in outs]
        assert any(kept) is (not allow_gc)


@pytest.mark.parametrize("unroll", [0, 256])
def test_errors_name_the_node(monkeypatch, unroll):
    monkeypatch.setattr(vm_module, "UNROLL", unroll)
    x = ot.dvector("x")
    f = opspec.function([x], Boom()(ot.exp(x)), mode="FAST_COMPILE")
    with pytest.raises(ValueError, match="boom") as info:
        f(np.zeros(2))
    assert any("while running node 1 of 2" in note for note in getattr(info.value, "__notes__", []))


def test_function_is_collected():
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x))
    f(np.zeros(2))
    ref = weakref.ref(f)
    del f
    gc.collect()
    assert ref() is None
