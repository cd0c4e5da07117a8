"""SumToShape in a C program: a view of its input when nothing is summed (the target has the
input's shape at run time, which the graph cannot always prove), its kernel otherwise; never a
view that an in-place step writes through or that sees its source overwritten; handed to the
rest of the graph as a view only when nothing there overwrites it and no output of the
function shares its memory: its input is then computed into the array it hands out
(opspec/link/c/program.py, SAME and LEND slots)."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.compile.mode import FAST_RUN
from opspec.kernels.abi import Slot
from opspec.link.c.program import _shareable, runner
from opspec.ops.shape import SumToShape
from opspec.testing import assert_allclose

pytestmark = pytest.mark.skipif(runner() is None, reason="no C compiler: programs are never formed")

NO_INPLACE = FAST_RUN.excluding("fusion", "inplace")
UNFUSED = FAST_RUN.excluding("fusion")


def _summed(x, like):
    return ot.sum_to_shape(x, like)


GRAPHS = {
    # read only by steps: a view when nothing is summed
    "read_inside": lambda x, like: [(_summed(ot.exp(x), like) * like).sum(axis=0),
                                    _summed(ot.exp(x), like).max(axis=1)],
    # of a function input, and a function output: the output is its own array
    "of_an_input_read_outside": lambda x, like: [_summed(x, like), (_summed(x, like) * 2.0).sum()],
    # an elementwise reader that may overwrite it in place
    "read_in_place": lambda x, like: [_summed(ot.exp(x), like) * 2.0 + like],
    # its source read again (and maybe overwritten in place) after it
    "source_read_after": lambda x, like: [_summed(ot.exp(x), like).sum(axis=1) + (ot.exp(x) * 2.0).sum(axis=1)],
    # read (by a step that cannot overwrite it) after its source may have been overwritten
    "read_after_its_source": lambda x, like: [_summed(ot.exp(x), like) > (ot.exp(x) * 2.0).mean(axis=1, keepdims=True)],
    # read by Python nodes (BLAS): of an intermediate (computed into its array), of an input
    "read_outside": lambda x, like: [ot.matmul(_summed(ot.exp(x), like), like.T),
                                     ot.matmul(_summed(x, like), like.T) * 2.0],
    # read by a Python node that needs an in-place result of its source
    "read_outside_after_its_source": lambda x, like: [
        ot.matmul(_summed(ot.exp(x), like), (like + (ot.exp(x) * 2.0).sum()).T)],
    # a transposed view of it read by a step
    "viewed_again": lambda x, like: [(_summed(ot.exp(x), like).T * 2.0).sum(axis=0)],
}


def programs(f):
    return [t.program for t, _, _ in f._vm.units if hasattr(t, "program")]


def slot_kinds(f):
    return [Slot(p.slots[k].kind) for p in programs(f) for k in range(p.nslots)]


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_sum_to_shape_steps_match_the_python_path(data):
    """Nothing summed (a view) or some axes summed (the kernel), every graph, layouts and dtypes;
    the inputs are never written and the outputs never share memory with them."""
    name = data.draw(st.sampled_from(sorted(GRAPHS)))
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    shape = tuple(data.draw(st.lists(st.integers(1, 4), min_size=2, max_size=2)))
    like_shape = tuple(data.draw(st.sampled_from([n, 1])) for n in shape)
    x = data.draw(hnp.arrays(dtype, shape, elements=st.floats(-2, 2, width=32)))
    like = data.draw(hnp.arrays(dtype, like_shape, elements=st.floats(-2, 2, width=32)))
    if data.draw(st.booleans()):
        x = x[:, ::-1]
    if data.draw(st.booleans()):
        x = np.asfortranarray(x)
    mode = data.draw(st.sampled_from([FAST_RUN, UNFUSED, NO_INPLACE]))
    inputs = [ot.tensor(dtype, (None, None)), ot.tensor(dtype, (None, None))]
    f = opspec.function(inputs, GRAPHS[name](*inputs), mode=mode)
    plain = opspec.function(inputs, GRAPHS[name](*inputs), mode="FAST_COMPILE")
    kept = x.copy(), like.copy()
    want = plain(x, like)
    for _ in range(2):      # the second call finds the workspace of the first
        got = f(x, like)
        for w, g in zip(want, got):
            assert_allclose(w, g)
            assert not np.shares_memory(g, x) and not np.shares_memory(g, like)
    np.testing.assert_array_equal(x, kept[0])
    np.testing.assert_array_equal(like, kept[1])


def test_a_sum_to_shape_read_inside_is_a_view_step():
    x, like = ot.dmatrices("x", "like")
    f = opspec.function([x, like], GRAPHS["read_inside"](x, like), mode=NO_INPLACE)
    assert Slot.SAME in slot_kinds(f)
    v = np.random.default_rng(0).random((3, 4))
    for target in (np.ones((3, 4)), np.ones((1, 4)), np.ones((3, 1))):   # viewed, then summed
        axes = tuple(d for d in range(2) if target.shape[d] == 1)
        s = np.exp(v).sum(axis=axes, keepdims=True)
        got = f(v, target)
        assert_allclose((s * target).sum(axis=0), got[0])
        assert_allclose(s.max(axis=1), got[1])


def test_a_sum_to_shape_written_in_place_or_read_outside_is_a_buffer():
    """In-place readers and outputs get their own memory: no SAME slot is planned for them."""
    x, like = ot.dmatrices("x", "like")
    for name in ("read_in_place", "read_after_its_source"):     # its memory, or its source's, overwritten
        written = opspec.function([x, like], GRAPHS[name](x, like), mode=UNFUSED)
        assert any(node.op.destroy_map for p in programs(written) for node in p.nodes)
        assert Slot.SAME not in slot_kinds(written)
        v, target = np.random.default_rng(1).random((3, 4)), np.ones((3, 4))
        plain = opspec.function([x, like], GRAPHS[name](x, like), mode="FAST_COMPILE")
        assert_allclose(plain(v, target)[0], written(v, target)[0])
    read_outside = opspec.function([x, like], GRAPHS["of_an_input_read_outside"](x, like), mode=NO_INPLACE)
    kinds = slot_kinds(read_outside)
    assert Slot.SAME not in kinds or kinds.count(Slot.SAME) == 1   # the output itself is never one
    v = np.arange(6.0).reshape(2, 3)
    out, _ = read_outside(v, np.ones((2, 3)))
    assert not np.shares_memory(out, v)
    np.testing.assert_array_equal(out, v)


def test_a_sum_to_shape_of_an_intermediate_read_by_python_nodes_costs_no_copy():
    """Its input is computed into the array handed out, when nothing is summed."""
    x, like = ot.dmatrices("x", "like")
    f = opspec.function([x, like], GRAPHS["read_outside"](x, like), mode=FAST_RUN)
    assert slot_kinds(f).count(Slot.LEND) == 1
    v = np.random.default_rng(2).random((3, 4))
    kept = v.copy()
    for target in (np.ones((3, 4)), np.ones((1, 4)), np.ones((3, 4))):    # viewed, summed, viewed
        axes = tuple(d for d in range(2) if target.shape[d] == 1)
        got = f(v, target)
        assert_allclose(np.exp(v).sum(axis=axes, keepdims=True) @ target.T, got[0])
        assert_allclose(v.sum(axis=axes, keepdims=True) @ target.T * 2, got[1])
    np.testing.assert_array_equal(v, kept)


def test_a_sum_to_shape_whose_source_is_overwritten_is_not_handed_out():
    x, like = ot.dmatrices("x", "like")
    f = opspec.function([x, like], GRAPHS["read_outside_after_its_source"](x, like), mode=UNFUSED)
    assert any(node.op.destroy_map for node in f._vm.nodes), "the graph should overwrite exp(x)"
    assert Slot.LEND not in slot_kinds(f)
    fgraph = f._vm.fgraph
    [summed] = [node for node in fgraph.apply_nodes if isinstance(node.op, SumToShape)]
    assert _shareable(fgraph, {summed: 0}) == set()     # the rule itself, whichever program runs it
    v, target = np.random.default_rng(3).random((3, 4)), np.ones((3, 4))
    assert_allclose(np.exp(v) @ (target + (np.exp(v) * 2).sum()).T, f(v, target)[0])


def test_a_sum_to_shape_read_by_an_output_view_is_not_handed_out():
    """A view of it as a function output would share memory with the function's input."""
    x, like = ot.dmatrices("x", "like")
    f = opspec.function([x, like], [ot.matmul(_summed(x, like), like.T), _summed(x, like).T], mode=NO_INPLACE)
    fgraph = f._vm.fgraph
    [summed] = [node for node in fgraph.apply_nodes if isinstance(node.op, SumToShape)]
    assert _shareable(fgraph, {summed: 0}) == set()
    v = np.arange(6.0).reshape(2, 3)
    out = f(v, np.ones((2, 3)))[1]
    assert not np.shares_memory(out, v)
    np.testing.assert_array_equal(out, v.T)
