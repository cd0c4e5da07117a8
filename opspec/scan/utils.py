"""Small pieces ``scan`` and the ops built from inner graphs share: the ``until`` marker of
while loops, fresh inner stand-ins for outer variables, and which outputs of a graph depend
on which of its inputs.
"""
from __future__ import annotations

from opspec.graph.basic import Variable
from opspec.graph.op import io_connection_pattern  # noqa: F401 (PyTensor's scan.utils has it too)


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


def depends_on(outputs, inputs) -> set:
    """The members of ``inputs`` that ``outputs`` read (through any connection)."""
    from opspec.graph.traversal import ancestors
    wanted = set(inputs)
    return {v for v in ancestors(list(outputs), blockers=list(wanted)) if v in wanted}


__all__ = ["until", "safe_new", "io_connection_pattern", "depends_on"]
