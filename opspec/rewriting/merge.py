"""Merging: one node for each computation, one Constant for each value.

Two Apply nodes merge when their ops compare equal and their inputs are the very same
Variables; two Constants merge when their ``signature()`` are equal (same type, same
data). So ``f(x) + f(x)`` computes ``f(x)`` once.

The work is linear: nodes are hashed by ``(op, inputs)`` and visited inputs first, so by
the time a node is visited its inputs are already merged and one walk finds every
duplicate, chains of them included. Nodes whose op destroys an input are never merged.
"""
from __future__ import annotations

import time
from collections import namedtuple

from opspec.graph.basic import Constant
from opspec.rewriting.basic import GraphRewriter, replace_and_report, toposort_nodes


class MergeTable:
    """The representative node of each ``(op, inputs)`` and Constant of each signature.

    Entries are checked when used, so a table may outlive changes to the graph: a stale
    representative (pruned, or whose inputs changed since) is simply replaced.
    """

    def __init__(self):
        self.nodes: dict = {}
        self.ops: dict = {}
        self._op_ids: dict = {}
        self.constants: dict = {}
        self._signatures: dict = {}

    def constant_rep(self, const):
        """The Constant ``const`` should be replaced by (``const`` itself if none)."""
        sig = self._signatures.get(const)
        if sig is None:
            try:
                sig = const.signature()
                hash(sig)
            except TypeError:
                return const
            self._signatures[const] = sig
        rep = self.constants.get(sig)
        if rep is None or rep.type != const.type:
            self.constants[sig] = const
            return const
        return rep

    def visit(self, fgraph, node, replace) -> bool:
        """Merge ``node``'s constant inputs and ``node`` itself; whether ``node`` is still alive.

        ``replace(pairs)`` makes a replacement and returns whether it happened.
        """
        for var in node.inputs:
            if isinstance(var, Constant):
                rep = self.constant_rep(var)
                if rep is not var:
                    replace([(var, rep)])
        if node not in fgraph.apply_nodes:
            return False
        op = node.op
        if getattr(op, "destroy_map", None):
            return True
        # equal ops share one representative, so the key hashes by identity; an op object is
        # hashed by its props once (the entry keeps it alive, so its id is not reused)
        hit = self._op_ids.get(id(op))
        if hit is not None and hit[0] is op:
            canon = hit[1]
        else:
            try:
                canon = self.ops.get(op)
                if canon is None:
                    canon = self.ops[op] = op
            except TypeError:           # an op with unhashable props: never merged
                return True
            self._op_ids[id(op)] = (op, canon)
        inputs = tuple(node.inputs)
        key = (id(canon), inputs)
        other = self.nodes.get(key)
        if other is None or other is node:
            self.nodes[key] = node
            return True
        if (other not in fgraph.apply_nodes or len(other.inputs) != len(inputs)
                or any(a is not b for a, b in zip(other.inputs, inputs))
                or len(other.outputs) != len(node.outputs)
                or any(a.type != b.type for a, b in zip(node.outputs, other.outputs))):
            self.nodes[key] = node
            return True
        replace(list(zip(node.outputs, other.outputs)))
        return node in fgraph.apply_nodes


# (a namedtuple, not typing.NamedTuple: its annotations, strings here, cost a compile() each on import)
MergeProfile = namedtuple("MergeProfile", "nb_fail time validate_time callback_time callbacks_time nb_merged nb_atomic")
MergeProfile.__doc__ = """What a merge did (PyTensor's profile tuple): refused merges, seconds, merged nodes and
merged constants (validate / callback times are not measured separately: None, {})."""


class MergeOptimizer(GraphRewriter):
    """Merges equal Constants and Apply nodes computing the same thing (one linear walk);
    ``apply`` returns a ``MergeProfile``."""

    def __init__(self, name="merge"):
        self.name = name

    def apply(self, fgraph):
        start = time.perf_counter()
        table = MergeTable()
        alive = fgraph.apply_nodes
        counts = {"fail": 0, "nodes": 0, "constants": 0}

        def replace(pairs):
            changed = replace_and_report(fgraph, self.name, pairs)
            kind = "constants" if isinstance(pairs[0][0], Constant) else "nodes"
            counts[kind if changed else "fail"] += 1
            return changed

        for node in toposort_nodes(fgraph.outputs):
            if node in alive:
                table.visit(fgraph, node, replace)
        for out in list(fgraph.outputs):
            if isinstance(out, Constant):
                rep = table.constant_rep(out)
                if rep is not out:
                    replace([(out, rep)])
        return MergeProfile(counts["fail"], time.perf_counter() - start, None, None, {}, counts["nodes"],
                            counts["constants"])
