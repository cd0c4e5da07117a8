"""How a C node's thunk knows its outputs' shapes before calling the kernel."""
import numpy as np
import pytest

import opspec.tensor as ot
from opspec.graph.fg import FunctionGraph
from opspec.link.vm import make_storage, node_thunk


def _thunk_of(fgraph, node):
    storage_map, compute_map = make_storage(fgraph)
    thunk = node_thunk(node, storage_map, compute_map, impl="c")
    return getattr(thunk, "resolve", lambda: thunk)(), storage_map


@pytest.mark.parametrize("sizes, want", [((5, 5), 5), ((1, 7), 7), ((7, 1), 7), ((1, 1), 1), ((0, 1), 0)])
def test_scalar_outputs_skip_the_shape_rule(monkeypatch, sizes, want):
    """A node whose outputs are all scalars knows their shape: the op's shape rule, about half a
    small node's call in Python, is not run per call."""
    a, b = ot.scalar("a", dtype="int64"), ot.scalar("b", dtype="int64")
    out = ot.BroadcastSize()(a, b)
    fgraph = FunctionGraph([a, b], [out], clone=False)
    thunk, storage_map = _thunk_of(fgraph, out.owner)
    assert thunk.impl == "c"

    def refuse(values):
        raise AssertionError("the shape rule ran for scalar outputs")
    monkeypatch.setattr(out.owner.op, "runtime_shapes", refuse)
    storage_map[a][0], storage_map[b][0] = np.array(sizes[0]), np.array(sizes[1])
    thunk()
    got = storage_map[out][0]
    assert got.shape == () and got.dtype == np.int64 and int(got) == want


def test_scalar_outputs_still_report_kernel_errors():
    """Sizes that do not broadcast fail in the kernel, as numpy's broadcasting does."""
    a, b = ot.scalar("a", dtype="int64"), ot.scalar("b", dtype="int64")
    out = ot.BroadcastSize()(a, b)
    fgraph = FunctionGraph([a, b], [out], clone=False)
    thunk, storage_map = _thunk_of(fgraph, out.owner)
    storage_map[a][0], storage_map[b][0] = np.array(3), np.array(4)
    with pytest.raises(ValueError):
        thunk()
