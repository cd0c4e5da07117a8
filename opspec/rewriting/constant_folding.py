"""Constant folding: nodes whose inputs are all Constants are computed while compiling.

The node runs once through its op's Python thunk (``make_thunk(..., impl="py")``, which
is ``perform`` unless the op provides its own thunk) on fresh storage; its outputs become
Constants of the output types. An op opts out with ``do_constant_folding(fgraph, node)``
returning False (large allocations, random draws, assertions). A node whose computation
raises is left alone, so the error surfaces when the function runs, with its context.
"""
from __future__ import annotations

import copy

from opspec.graph.basic import Constant
from opspec.rewriting.basic import node_rewriter


def fold_node(node):
    """The values of ``node``'s outputs computed from its Constant inputs (None on failure)."""
    op = node.op
    destroyed = {i for inputs in getattr(op, "destroy_map", {}).values() for i in inputs}
    storage_map, compute_map = {}, {}
    for i, var in enumerate(node.inputs):
        # an op overwriting an input works on a copy: constants are shared and read-only
        storage_map[var] = [copy.copy(var.data) if i in destroyed else var.data]
        compute_map[var] = [True]
    for out in node.outputs:
        storage_map[out] = [None]
        compute_map[out] = [False]
    try:
        thunk = op.make_thunk(node, storage_map, compute_map, [], impl="py")
        thunk()
    except Exception:
        return None
    return [storage_map[out][0] for out in node.outputs]


@node_rewriter(None)
def constant_folding(fgraph, node):
    """Replace a node whose inputs are all Constants by Constants of its outputs' values."""
    for var in node.inputs:
        if not isinstance(var, Constant):
            return None
    fold = getattr(node.op, "do_constant_folding", None)
    if fold is not None and not fold(fgraph, node):
        return None
    values = fold_node(node)
    if values is None:
        return None
    constants = []
    for out, value in zip(node.outputs, values):
        try:
            constants.append(out.type.make_constant(value))
        except (TypeError, ValueError):
            return None
    return constants
