"""Elemwise fusion: chains of elemwise ops become one Composite (one loop, no temporaries).

Starting from each elemwise node (outputs first), a group absorbs the elemwise producers
of its inputs whose every use is inside the group; such a group is convex, so replacing
it by one node keeps the graph acyclic. A cheap producer used by a few fusable nodes is
absorbed by each of their groups (computed again in each loop) instead of being a kernel
and a buffer of its own; the groups still only hold ancestors of their root, so the graph
stays acyclic. Only ops with C expressions are fused: fusion pays through the C loop.

Then a reduction whose input is such a Composite (or one fusable elemwise node) used by nothing
else becomes a CompositeReduce: one loop computing the elementwise values and folding them into
the reduction's output, without the full-size temporary.
"""
from __future__ import annotations

from opspec.kernels.dtypes import C_TYPES, exact_common
from opspec.rewriting.basic import GraphRewriter, replace_and_report
from opspec.rewriting.db import register_fusion
from opspec.tensor.composite import Composite
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.fused_reduce import CompositeReduce
from opspec.tensor.reduction import CAReduce

#: at most this many distinct outer inputs per Composite (C argument lists stay small)
MAX_INPUTS = 32
#: at most this many ops per Composite (one loop body the compiler handles quickly)
MAX_STEPS = 128
#: a node with at most this many uses and ops behind it is computed again in each use's group
MAX_RECOMPUTED = 3


def fusable(node) -> bool:
    op = node.op
    return (isinstance(op, Elemwise) and not isinstance(op, Composite) and len(node.outputs) == 1
            and not op.destroy_map and op.c_kernels is not None and op.c_kernels.expr is not None
            and all(v.type.dtype in C_TYPES for v in node.inputs + node.outputs)    # no complex, float16 C
            and exact_common([v.type.dtype for v in node.inputs]))    # uint64 == int64: numpy's loop


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
                if not uses or any(client not in group for client, _ in uses):
                    if not _recomputable(fgraph, producer, uses):
                        continue
                if len(group) >= self.max_steps or len(_outer_inputs(group | {producer})) > self.max_inputs:
                    continue
                group.add(producer)
                todo.append(producer)
        return group

    def _fuse(self, fgraph, root, group):
        order = _group_order(root, group)
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


def _recomputable(fgraph, producer, uses) -> bool:
    """Whether every group using ``producer`` may compute it again: a cheap node (its cone of
    fusable producers used only by it is at most ``MAX_RECOMPUTED`` nodes) whose uses, at most
    ``MAX_RECOMPUTED`` of them, are all fusable nodes, so each use's group absorbs it and
    neither a buffer nor a kernel of its own is left (a shared ``1 - y``, a broadcast fill)."""
    if len(uses) > MAX_RECOMPUTED or any(not fusable(c) for c, _ in uses):
        return False
    cone, todo = {producer}, [producer]
    while todo:
        for var in todo.pop().inputs:
            inner = var.owner
            if inner is None or inner in cone or not fusable(inner):
                continue
            inner_uses = fgraph.clients.get(var, [])
            if any(c not in cone for c, _ in inner_uses):
                return False        # shared further up: recomputing would not stop there
            cone.add(inner)
            todo.append(inner)
            if len(cone) > MAX_RECOMPUTED:
                return False
    return True


def _group_order(root, group) -> list:
    """The group's nodes, each after its producers in the group (depth-first from the root:
    every member reaches the root through members, so no full toposort per group is needed)."""
    order, seen = [], {root}
    stack = [(root, iter(root.inputs))]
    while stack:
        node, inputs = stack[-1]
        for var in inputs:
            producer = var.owner
            if producer in group and producer not in seen:
                seen.add(producer)
                stack.append((producer, iter(producer.inputs)))
                break
        else:
            stack.pop()
            order.append(node)
    return order


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


#: dtypes a fused reduction kernel handles (those kernels are instantiated for)
_C_DTYPES = frozenset(C_TYPES)


def _as_composite(node):
    """The Composite computing ``node`` (itself when it is one), or None when it cannot be fused."""
    op = node.op
    if isinstance(op, Composite):
        ok = len(node.outputs) == 1 and op.inplace_input is None and not op.destroy_map
        return op if ok else None
    if not fusable(node):
        return None
    refs = [("in", k) for k in range(len(node.inputs))]
    return Composite([v.type.dtype for v in node.inputs], [(op, refs, node.outputs[0].type.dtype)], [0])


class ReduceFusion(GraphRewriter):
    """Replace ``CAReduce(Composite(...))`` (or a reduction of one fusable elemwise node) by a
    CompositeReduce when the elementwise result has no other use."""

    name = "reduce_fusion"

    def apply(self, fgraph):
        for node in reversed(fgraph.toposort()):
            if node not in fgraph.apply_nodes:
                continue
            op = node.op
            if not isinstance(op, CAReduce) or op.c_kernels is None or op.c_kernels.fold is None:
                continue
            x = node.inputs[0]
            producer = x.owner
            if producer is None or len(producer.outputs) != 1:
                continue
            uses = fgraph.clients.get(x, [])
            if len(uses) != 1 or uses[0][0] != node:
                continue
            composite = _as_composite(producer)
            if composite is None:
                continue
            dtypes = [v.type.dtype for v in producer.inputs] + [x.type.dtype, node.outputs[0].type.dtype]
            if not all(d in _C_DTYPES for d in dtypes):
                continue
            try:
                new = CompositeReduce(composite, op)(*producer.inputs)
            except (TypeError, ValueError):
                continue
            if new.type != node.outputs[0].type:
                converted = node.outputs[0].type.convert_variable(new)
                if converted is None:
                    continue
                new = converted
            replace_and_report(fgraph, self.name, [(node.outputs[0], new)])


register_fusion(ReduceFusion(), name="reduce_fusion", position=60)
