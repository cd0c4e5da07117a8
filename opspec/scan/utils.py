"""Small pieces ``scan`` and the ops built from inner graphs share: the ``until`` marker of
while loops, fresh inner stand-ins for outer variables, and which outputs of a graph depend
on which of its inputs.
"""
from __future__ import annotations

from opspec.graph.basic import Constant, Variable, io_toposort


class until:
    """Returned by a scan step function (last, after the outputs and updates) to make the loop
    a while loop: it stops after the first step whose ``condition`` is true, whose outputs are
    kept. ``n_steps`` then bounds the number of steps."""

    def __init__(self, condition):
        import opspec.tensor as ot
        condition = ot.as_tensor_variable(condition)
        if condition.type.ndim != 0:
            raise TypeError(f"until: the condition must be a scalar, got {condition} of type {condition.type}")
        if condition.type.dtype != "bool":
            condition = ot.neq(condition, 0)
        self.condition = condition

    def __repr__(self):
        return f"until({self.condition})"


def safe_new(var: Variable, suffix: str = "") -> Variable:
    """A new variable of ``var``'s type, to stand for ``var`` inside an inner graph (named after
    it). A constant gets a variable too: the inner graph receives its value as an input."""
    new = var.type()
    if var.name is not None:
        new.name = var.name + suffix
    return new


def io_connection_pattern(inputs, outputs) -> list[list[bool]]:
    """``pattern[i][j]``: whether output ``j`` depends on input ``i`` through differentiable
    connections (each node's ``connection_pattern`` is respected, so a path through an input
    an op declares disconnected does not count)."""
    position = {v: k for k, v in enumerate(inputs)}
    reach = {v: 1 << k for v, k in position.items()}       # variable -> bitset of inputs it depends on
    for node in io_toposort(list(inputs), list(outputs)):
        method = getattr(node.op, "connection_pattern", None)
        rows = method(node) if method is not None else [[True] * len(node.outputs) for _ in node.inputs]
        for j, out in enumerate(node.outputs):
            bits = 0
            for var, row in zip(node.inputs, rows):
                if row[j]:
                    bits |= reach.get(var, 0)
            reach[out] = bits
    pattern = [[False] * len(outputs) for _ in inputs]
    for j, out in enumerate(outputs):
        bits = 0 if isinstance(out, Constant) else reach.get(out, 0)
        for i in range(len(inputs)):
            pattern[i][j] = bool(bits >> i & 1)
    return pattern


def depends_on(outputs, inputs) -> set:
    """The members of ``inputs`` that ``outputs`` read (through any connection)."""
    from opspec.graph.traversal import ancestors
    wanted = set(inputs)
    return {v for v in ancestors(list(outputs), blockers=list(wanted)) if v in wanted}


__all__ = ["until", "safe_new", "io_connection_pattern", "depends_on"]
