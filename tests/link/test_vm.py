"""Storage map, compute map, thunks and the VM: order, garbage collection, storage reuse."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.graph.basic import Apply
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.link.vm import link, make_storage


class Inc(Op):
    """x + 1; records, for each run, what its output cell held before perform."""

    def __init__(self):
        self.seen = []

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        self.seen.append(output_storage[0][0])
        output_storage[0][0] = inputs[0] + 1


class Probe(Op):
    """Identity that snapshots which watched cells are empty when it runs."""

    def __init__(self, watch):
        self.watch = watch         # name -> cell, filled in by the test
        self.snapshots = []

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        self.snapshots.append({name: cell[0] is None for name, cell in self.watch.items()})
        output_storage[0][0] = inputs[0].copy()


class ScratchOp(Op):
    """x * 3 through a hidden scratch buffer (output 1) that only grows; default_output = 0."""

    default_output = 0

    def __init__(self):
        self.buffers = []

    def make_node(self, x):
        return Apply(self, [x], [x.type(), ot.dvector()])

    def perform(self, node, inputs, output_storage):
        (x,) = inputs
        buf = output_storage[1][0]
        if buf is None or buf.size < x.size:
            buf = np.empty(x.size * 2)
        self.buffers.append(buf)
        scratch = buf[: x.size].reshape(x.shape)
        np.multiply(x, 3, out=scratch)
        output_storage[0][0] = scratch.copy()
        output_storage[1][0] = buf


class ThunkOp(Op):
    """Computes x * 10 through its own make_thunk; it has no perform."""

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        in_cell = storage_map[node.inputs[0]]
        out_cell = storage_map[node.outputs[0]]
        done = compute_map[node.outputs[0]]

        def thunk():
            out_cell[0] = in_cell[0] * 10
            done[0] = 1

        thunk.lazy = False
        return thunk


def test_storage_and_compute_map_are_one_element_lists():
    x = ot.dvector("x")
    c = ot.constant([1.0, 2.0])
    op = Inc()
    y = op(x)
    fg = FunctionGraph([x], [y, c], clone=False)
    storage, computed = make_storage(fg)
    for var in (x, y, c):
        assert isinstance(storage[var], list) and len(storage[var]) == 1
        assert isinstance(computed[var], list) and len(computed[var]) == 1
    assert storage[c][0] is c.data and computed[c][0]
    assert storage[y][0] is None and not computed[y][0]
    assert computed[x][0]                       # inputs count as computed: the caller fills them


@pytest.mark.usefixtures("call_path")
def test_vm_runs_thunks_in_order_and_sets_compute_map():
    x = ot.dvector("x")
    a, b = Inc(), Inc()
    y = b(a(x))
    fg = FunctionGraph([x], [y], clone=False)
    vm = link(fg, impl="py")
    assert [n.op for n in vm.nodes] == [a, b]
    vm.storage_map[x][0] = np.zeros(2)
    vm()
    np.testing.assert_array_equal(vm.storage_map[y][0], [2.0, 2.0])
    assert vm.compute_map[y][0]


@pytest.mark.usefixtures("call_path")
def test_vm_frees_intermediates_after_their_last_client():
    x = ot.dvector("x")
    watch = {}
    first, second = Inc(), Inc()
    probe = Probe(watch)
    a = first(x)
    b = second(a)
    p = probe(b)
    out = Inc()(p)
    fg = FunctionGraph([x], [out], clone=False)
    vm = link(fg, impl="py")
    watch.update(a=vm.storage_map[a], b=vm.storage_map[b], x=vm.storage_map[x])
    vm.storage_map[x][0] = np.zeros(3)
    vm()
    # when probe ran: a (last used by `second`) was already freed, b (used by probe) was not
    assert probe.snapshots == [{"a": True, "b": False, "x": False}]
    assert vm.storage_map[b][0] is None and vm.storage_map[p][0] is None
    assert vm.storage_map[x][0] is not None                 # inputs are the caller's
    np.testing.assert_array_equal(vm.storage_map[out][0], np.full(3, 3.0))


@pytest.mark.usefixtures("call_path")
def test_vm_without_gc_keeps_intermediates():
    x = ot.dvector("x")
    a = Inc()(x)
    y = Inc()(a)
    fg = FunctionGraph([x], [y], clone=False)
    vm = link(fg, impl="py", allow_gc=False)
    vm.storage_map[x][0] = np.zeros(2)
    vm()
    np.testing.assert_array_equal(vm.storage_map[a][0], [1.0, 1.0])


@pytest.mark.usefixtures("call_path")
def test_vm_exercises_storage_reuse_and_no_recycling():
    x = ot.dvector("x")
    op = Inc()
    y = op(x)
    out = Inc()(y)
    fg = FunctionGraph([x], [out], clone=False)
    vm = link(fg, impl="py", allow_gc=False)
    vm.storage_map[x][0] = np.zeros(2)
    vm()
    first = vm.storage_map[y][0]
    vm()
    assert op.seen[0] is None and op.seen[1] is first      # the previous value is offered back

    op2 = Inc()
    y2 = op2(x)
    fg2 = FunctionGraph([x], [Inc()(y2)], clone=False)
    vm2 = link(fg2, impl="py", allow_gc=False, no_recycling=[y2])
    vm2.storage_map[x][0] = np.zeros(2)
    vm2()
    vm2()
    assert op2.seen == [None, None]                         # no_recycling: never offered back


@pytest.mark.usefixtures("call_path")
def test_function_keeps_hidden_buffers_between_calls():
    x = ot.dvector("x")
    op = ScratchOp()
    y = op(x)
    assert y is y.owner.outputs[0]
    f = opspec.function([x], y)
    r1 = f(np.arange(4.0))
    r2 = f(np.arange(3.0))                  # smaller: the buffer from call 1 is reused
    r3 = f(np.arange(2.0))
    assert op.buffers[0] is op.buffers[1] is op.buffers[2]
    r4 = f(np.arange(20.0))                 # larger: a new buffer
    assert op.buffers[3] is not op.buffers[0]
    f(np.arange(5.0))
    assert op.buffers[4] is op.buffers[3]
    np.testing.assert_array_equal(r1, 3 * np.arange(4.0))
    np.testing.assert_array_equal(r2, 3 * np.arange(3.0))
    np.testing.assert_array_equal(r3, 3 * np.arange(2.0))
    np.testing.assert_array_equal(r4, 3 * np.arange(20.0))


@pytest.mark.usefixtures("call_path")
def test_function_outputs_are_not_offered_back():
    x = ot.dvector("x")
    op = Inc()
    f = opspec.function([x], op(x))
    r1 = f(np.zeros(2))
    r2 = f(np.ones(2))
    assert op.seen == [None, None]
    np.testing.assert_array_equal(r1, [1.0, 1.0])
    np.testing.assert_array_equal(r2, [2.0, 2.0])


@pytest.mark.usefixtures("call_path")
def test_intermediate_outputs_reused_without_gc():
    x = ot.dvector("x")
    op = Inc()
    f = opspec.function([x], Inc()(op(x)), mode=Mode("py", allow_gc=False))
    r1 = f(np.zeros(2))
    f(np.ones(2))
    assert op.seen[0] is None and op.seen[1] is not None
    np.testing.assert_array_equal(r1, [2.0, 2.0])


@pytest.mark.usefixtures("call_path")
def test_op_with_its_own_make_thunk():
    x = ot.dvector("x")
    y = ThunkOp()(x)
    fg = FunctionGraph([x], [y], clone=False)
    vm = link(fg, impl="py")
    vm.storage_map[x][0] = np.ones(2)
    vm()
    assert vm.compute_map[y][0] == 1
    f = opspec.function([x], Inc()(ThunkOp()(x)))
    np.testing.assert_array_equal(f(np.arange(3.0)), [1.0, 11.0, 21.0])


@pytest.mark.usefixtures("call_path")
def test_errors_name_the_failing_node():
    class Boom(Op):
        def make_node(self, x):
            return Apply(self, [x], [x.type()])

        def perform(self, node, inputs, output_storage):
            raise RuntimeError("boom")

    x = ot.dvector("x")
    f = opspec.function([x], Inc()(Boom()(x)))
    with pytest.raises(RuntimeError, match="boom") as info:
        f(np.zeros(4))
    notes = "\n".join(getattr(info.value, "__notes__", []))
    assert "Boom" in notes and "(4,)" in notes


def test_link_refuses_an_unknown_impl():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [Inc()(x)], clone=False)
    with pytest.raises(ValueError, match="linker must be auto, c or py"):
        link(fg, impl="jit")


def test_a_large_graph_without_garbage_collection_runs_its_programs_and_names_the_failing_node():
    """Above UNROLL units with nothing to clear, the VM loops over its units (C programs
    included) and an error names the node that failed."""
    import opspec
    import opspec.tensor as ot
    from opspec.compile.mode import Mode
    from opspec.compile.ops import wrap_py
    from opspec.link.vm import UNROLL

    @wrap_py(itypes=[ot.dvector], otypes=[ot.dvector])
    def check(v):
        if v[0] > 1e300:
            raise ValueError("too large")
        return v * 0.5

    x = ot.dvector("x")
    y = x
    for _ in range(UNROLL // 2 + 10):
        y = check(ot.exp(ot.log1p(y * y)) - 1)
    f = opspec.function([x], y, mode=Mode(allow_gc=False, exclude=("fusion",)))
    vm = f._vm
    assert len(vm.units) > UNROLL and any(hasattr(t, "program") for t, _, _ in vm.units)
    v = np.full(3, 0.5)
    want = v
    for _ in range(UNROLL // 2 + 10):
        want = (np.exp(np.log1p(want * want)) - 1) * 0.5
    np.testing.assert_allclose(f(v), want)
    with pytest.raises(ValueError, match="too large") as info:
        f(np.full(3, 1e308))
    assert "while running node 4 of " in info.value.__notes__[0] and "{check}" in info.value.__notes__[0]
