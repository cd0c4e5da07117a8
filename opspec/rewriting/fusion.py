"""Elemwise fusion: chains of elemwise ops become one Composite (one loop, no temporaries).

Starting from each elemwise node (outputs first), a group absorbs the elemwise producers
of its inputs whose every use is inside the group; such a group is convex, so replacing
it by one node keeps the graph acyclic. Only ops with C expressions are fused: fusion
pays through the C loop.
"""
from __future__ import annotations

from opspec.rewriting.basic import GraphRewriter, replace_and_report
from opspec.rewriting.db import register_fusion
from opspec.tensor.composite import Composite
from opspec.tensor.elemwise import Elemwise

#: at most this many distinct outer inputs per Composite (C argument lists stay small)
MAX_INPUTS = 32
#: at most this many ops per Composite (one loop body the compiler handles quickly)
MAX_STEPS = 128


def fusable(node) -> bool:
    op = node.op
    return (isinstance(op, Elemwise) and not isinstance(op, Composite) and len(node.outputs) == 1
            and not op.destroy_map and all(e is not None for e in op.c_exprs)
            and "complex" not in node.outputs[0].type.dtype)


class ElemwiseFusion(GraphRewriter):
    """Replace convex groups of fusable elemwise nodes by Composite nodes."""

    name = "elemwise_fusion"

    def __init__(self, max_inputs: int = MAX_INPUTS, max_steps: int = MAX_STEPS):
        self.max_inputs = max_inputs
        self.max_steps = max_steps

    def apply(self, fgraph):
        for root in reversed(fgraph.toposort()):
            if root not in fgraph.apply_nodes or not fusable(root):
                continue
            group = self._grow(fgraph, root)
            if len(group) > 1:
                self._fuse(fgraph, root, group)

    def _grow(self, fgraph, root) -> set:
        group = {root}
        todo = [root]
        while todo:
            node = todo.pop()
            for var in node.inputs:
                producer = var.owner
                if producer is None or producer in group or not fusable(producer):
                    continue
                uses = fgraph.clients.get(var, [])
                if not uses or any(client == "output" or client not in group for client, _ in uses):
                    continue
                if len(group) >= self.max_steps or len(_outer_inputs(group | {producer})) > self.max_inputs:
                    continue
                group.add(producer)
                todo.append(producer)
        return group

    def _fuse(self, fgraph, root, group):
        order = [n for n in fgraph.toposort() if n in group]
        outer = _outer_inputs(order)
        position = {var: k for k, var in enumerate(outer)}
        made = {}
        steps = []
        for node in order:
            refs = [("tmp", made[v]) if v in made else ("in", position[v]) for v in node.inputs]
            steps.append((node.op, refs, node.outputs[0].type.dtype))
            made[node.outputs[0]] = len(steps) - 1
        op = Composite([v.type.dtype for v in outer], steps, [made[root.outputs[0]]])
        new = op(*outer)
        if new.type != root.outputs[0].type:
            converted = root.outputs[0].type.convert_variable(new)
            if converted is None:
                return
            new = converted
        replace_and_report(fgraph, self.name, [(root.outputs[0], new)])


def _outer_inputs(nodes) -> list:
    """Inputs of the nodes computed outside them, in first-use order, each once."""
    produced = {node.outputs[0] for node in nodes}
    seen, outer = set(), []
    for node in nodes:
        for var in node.inputs:
            if var not in produced and var not in seen:
                seen.add(var)
                outer.append(var)
    return outer


register_fusion(ElemwiseFusion(), name="elemwise_fusion")
