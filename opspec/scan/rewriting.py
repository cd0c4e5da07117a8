"""Rewrites of Scan nodes: less work inside the loop.

- ``scan_remove_unused`` drops outputs nobody reads (an output not fed back; a state whose
  trace is unused and whose values no kept output reads) and inputs the step does not read;
  the gradient builds its backward loop with everything and relies on this to prune it.
- ``scan_push_out_non_seqs`` computes once, before the loop, whatever the step computes from
  non-sequences (and constants) alone: those results become non-sequences.
- ``scan_untrace_last`` turns a sit-sot state of which only the last value is read into an
  untraced state: one value in memory instead of one per step (the gradient's sums).

Both look at the frozen inner graph first and leave the node alone (without copying its
graph) when there is nothing to do.
"""
from __future__ import annotations

from opspec.graph.basic import Constant, clone_replace
from opspec.graph.fg import Output
from opspec.graph.traversal import ancestors
from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_canonicalize
from opspec.scan.op import Scan
from opspec.scan.parts import Carry, ScanParts
from opspec.scan.utils import safe_new


def _used(fgraph, var) -> bool:
    return bool(fgraph.clients.get(var))


def _read(outputs, inputs) -> set:
    """The members of ``inputs`` that ``outputs`` read."""
    wanted = set(inputs)
    return {v for v in ancestors(list(outputs), blockers=list(wanted)) if v in wanted}


def _kept(parts, fgraph):
    """Which states, nit-sots and carries must stay: those read outside, and those whose
    values the kept ones (and the stopping condition) read, step after step."""
    keep_states = [_used(fgraph, st.result) for st in parts.states]
    keep_nits = [_used(fgraph, n.result) for n in parts.nit_sots]
    keep_carries = [_used(fgraph, c.result) for c in parts.carries]
    changed = True
    while changed:
        changed = False
        roots = [st.inner_out for st, k in zip(parts.states, keep_states) if k]
        roots += [n.inner_out for n, k in zip(parts.nit_sots, keep_nits) if k]
        roots += [c.inner_out for c, k in zip(parts.carries, keep_carries) if k]
        roots += [parts.condition] if parts.condition is not None else []
        ins = [v for st in parts.states for v in st.inner_ins] + [c.inner_in for c in parts.carries]
        read = _read(roots, ins)
        for j, st in enumerate(parts.states):
            if not keep_states[j] and any(v in read for v in st.inner_ins):
                keep_states[j] = changed = True
        for m, c in enumerate(parts.carries):
            if not keep_carries[m] and c.inner_in in read:
                keep_carries[m] = changed = True
    return keep_states, keep_nits, keep_carries


@node_rewriter([Scan])
def scan_remove_unused(fgraph, node):
    """Drop the outputs nobody needs and the inputs the step does not read."""
    op = node.op
    if not any(_used(fgraph, out) for out in node.outputs):
        return None
    parts = ScanParts.of_node(node)
    keep_states, keep_nits, keep_carries = _kept(parts, fgraph)
    parts.states = [st for st, k in zip(parts.states, keep_states) if k]
    parts.nit_sots = [n for n, k in zip(parts.nit_sots, keep_nits) if k]
    parts.carries = [c for c, k in zip(parts.carries, keep_carries) if k]
    read = _read(parts.inner_outputs(), [v for _, v in parts.seqs + parts.non_seqs])
    parts.seqs = [(x, v) for x, v in parts.seqs if v in read]
    parts.non_seqs = [(x, v) for x, v in parts.non_seqs if v in read]
    if parts.info() == op.info:
        return None
    if not parts.states and not parts.nit_sots and not parts.carries:
        return None
    old = [st.result for st in parts.states] + [n.result for n in parts.nit_sots] + [c.result for c in parts.carries]
    new, _ = parts.build(op)
    return dict(zip(old, new))


def _invariant_nodes(op):
    """The nodes of ``op``'s frozen inner graph computed from non-sequences and constants only."""
    info = op.info
    graph = op.fgraph
    invariant = set(graph.inputs[info.inner_input_slices()["non_seqs"]])
    found = []
    for node in graph.toposort():
        if isinstance(node.op, Output) or getattr(node.op, "destroy_map", None):
            continue
        if all(v in invariant or isinstance(v, Constant) for v in node.inputs) and \
                not all(isinstance(v, Constant) for v in node.inputs):
            found.append(node)
            invariant.update(node.outputs)
    return found


@node_rewriter([Scan])
def scan_push_out_non_seqs(fgraph, node):
    """Compute before the loop what the step computes from non-sequences alone."""
    op = node.op
    if not _invariant_nodes(op):
        return None
    parts = ScanParts.of_node(node)
    inner_ns = {v for _, v in parts.non_seqs}
    outer_of = {v: x for x, v in parts.non_seqs}
    invariant = set(inner_ns)
    moved = set()
    roots = parts.inner_outputs()
    from opspec.graph.basic import io_toposort
    for inner_node in io_toposort(parts.inner_inputs(), roots):
        if getattr(inner_node.op, "destroy_map", None):
            continue
        if all(v in invariant or isinstance(v, Constant) for v in inner_node.inputs) and \
                not all(isinstance(v, Constant) for v in inner_node.inputs):
            moved.add(inner_node)
            invariant.update(inner_node.outputs)
    # the invariant values the rest of the step reads: they become non-sequences
    frontier = []
    for inner_node in io_toposort(parts.inner_inputs(), roots):
        if inner_node in moved:
            continue
        frontier += [v for v in inner_node.inputs if v.owner in moved and v not in frontier]
    frontier += [v for v in roots if v.owner in moved and v not in frontier]
    if not frontier:
        return None
    outer_values = clone_replace(frontier, outer_of)
    stand_ins = [safe_new(v) for v in frontier]
    replace = dict(zip(frontier, stand_ins))
    new_outs = clone_replace(roots, replace)
    k = 0
    for st in parts.states:
        st.inner_out, k = new_outs[k], k + 1
    for n in parts.nit_sots:
        n.inner_out, k = new_outs[k], k + 1
    for c in parts.carries:
        c.inner_out, k = new_outs[k], k + 1
    if parts.condition is not None:
        parts.condition = new_outs[k]
    parts.non_seqs += list(zip(outer_values, stand_ins))
    read = _read(parts.inner_outputs(), [v for _, v in parts.non_seqs])
    parts.non_seqs = [(x, v) for x, v in parts.non_seqs if v in read]
    old = [st.result for st in parts.states] + [n.result for n in parts.nit_sots] + [c.result for c in parts.carries]
    new, _ = parts.build(op)
    return dict(zip(old, new))


def _last_row_reader(client) -> bool:
    """Whether ``client`` (node, position) reads the last row of its input, ``x[-1]``."""
    from opspec.tensor.subtensor import Subtensor
    node, position = client
    if position != 0 or not isinstance(node.op, Subtensor) or node.op.idx != (("int",),):
        return False
    index = node.inputs[1]
    return isinstance(index, Constant) and int(index.data) == -1


@node_rewriter([Scan])
def scan_untrace_last(fgraph, node):
    """A sit-sot state whose trace is only read by ``trace[-1]`` becomes an untraced state."""
    op = node.op
    info = op.info
    first = info.n_mit_sot
    clients = fgraph.clients
    candidates = [j for j in range(first, first + info.n_sit_sot)
                  if clients.get(node.outputs[j]) and all(map(_last_row_reader, clients[node.outputs[j]]))]
    if not candidates:
        return None
    parts = ScanParts.of_node(node)
    chosen = [parts.states[j] for j in candidates]
    parts.states = [st for j, st in enumerate(parts.states) if j not in candidates]
    moved = []
    for st in chosen:
        parts.carries.append(Carry(st.init[0], st.inner_ins[0], st.inner_out, st.result))
        moved.append(st.result)
    old = [st.result for st in parts.states] + [n.result for n in parts.nit_sots] + [c.result for c in parts.carries]
    new, _ = parts.build(op)
    replacements = {}
    for var, value in zip(old, new):
        readers = [reader.outputs[0] for reader, _ in fgraph.clients[var]] if var in moved else [var]
        for reader in readers:
            fitted = value if value.type == reader.type else reader.type.convert_variable(value)
            if fitted is None:      # the last row's static shape says more than the state's
                return None
            replacements[reader] = fitted
    return replacements


register_canonicalize(scan_remove_unused, "fast_compile", "scan")
register_canonicalize(scan_untrace_last, "fast_compile", "scan")
register_canonicalize(scan_push_out_non_seqs, "scan")

__all__ = ["scan_remove_unused", "scan_push_out_non_seqs", "scan_untrace_last"]
