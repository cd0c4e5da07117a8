"""Who may share memory with whom in a compiled function.

The contract of a call: the caller's arrays are never overwritten (unless an input is
declared ``mutable``) and never handed back (unless both the input and the output are
borrowed); outputs never share memory with constants, with each other, or with stored
shared values the caller could change through them (unless borrowed). The functions
here find the inputs a function must copy before a call and the outputs it must copy
after one, from the ``view_map`` / ``destroy_map`` chains of the rewritten graph.
"""
from __future__ import annotations

from opspec.graph.basic import Constant
from opspec.graph.destroyhandler import DestroyHandler, destroyed_inputs
from opspec.graph.features import Supervisor
from opspec.graph.fg import InconsistencyError

__all__ = ["Supervisor", "memory_roots", "protect_inputs", "overwritten_inputs", "outputs_to_copy",
           "aliased_intermediates"]


def memory_roots(var) -> list:
    """The variables whose memory ``var`` may be (through view_map and destroy_map chains):
    graph inputs, constants, or values computed into fresh memory."""
    todo, found, seen = [var], [], {var}
    while todo:
        v = todo.pop()
        node = v.owner
        if node is None:
            found.append(v)
            continue
        aliased = list(node.op.view_map.get(v.index, [])) + list(node.op.destroy_map.get(v.index, []))
        if not aliased:
            found.append(v)
        for k in aliased:
            parent = node.inputs[k]
            if parent not in seen:
                seen.add(parent)
                todo.append(parent)
    return found


def protect_inputs(fgraph, mutable=()) -> list[int]:
    """Protect the caller's arrays: a Supervisor over every input but the ``mutable`` ones
    (a shared variable the function updates, an ``In(mutable=True)``), which the inplace
    rewrite may then overwrite, and a DestroyHandler when the graph overwrites values by
    construction. Returns the positions of the inputs the graph overwrites although they are
    not mutable: the function copies those on each call, so they are not protected either."""
    destroyers = [node for node in fgraph.apply_nodes if destroyed_inputs(node)]
    mutable = set(mutable)
    private = set()
    if destroyers:
        dh = DestroyHandler()
        fgraph.attach_feature(dh)
        overwritten = {root for node in destroyers for i in destroyed_inputs(node)
                       for root in dh.roots(node.inputs[i]) if root in fgraph.inputs}
        private = overwritten - mutable
    fgraph.attach_feature(Supervisor(v for v in fgraph.inputs if v not in mutable and v not in private))
    if destroyers:
        try:
            fgraph.validate()
        except InconsistencyError as err:
            raise InconsistencyError(f"this graph cannot be computed as written: {err}") from None
    return [k for k, v in enumerate(fgraph.inputs) if v in private]


def overwritten_inputs(fgraph) -> list[int]:
    """Positions of the graph inputs some node of the (rewritten) graph overwrites."""
    dh = getattr(fgraph, "destroy_handler", None)
    if dh is None:
        return []
    hit = {root for node in fgraph.apply_nodes for i in destroyed_inputs(node)
           for root in dh.roots(node.inputs[i]) if root in fgraph.inputs}
    return [k for k, v in enumerate(fgraph.inputs) if v in hit]


def outputs_to_copy(fgraph, input_borrow, output_borrow, updated=(), owned=()) -> list[int]:
    """Positions of the outputs to copy after each call.

    An output is copied when its memory may be that of: an input, unless both are borrowed
    (inputs in ``updated`` get a new value after the call and inputs in ``owned`` are
    private to the call: neither counts); a constant, unless the output is borrowed; an
    earlier output, unless both are borrowed. ``input_borrow`` / ``output_borrow`` hold
    one flag per graph input / output.
    """
    inputs = {v: k for k, v in enumerate(fgraph.inputs)}
    skip = set(updated) | set(owned)
    seen: dict = {}
    copies = []
    for j, out in enumerate(fgraph.outputs):
        origins = memory_roots(out)
        borrowed = output_borrow[j]
        for v in origins:
            if v in seen:
                clash = not (borrowed and output_borrow[seen[v]])
            elif isinstance(v, Constant):
                clash = not borrowed
            elif v in inputs and v not in skip:
                clash = not (borrowed and input_borrow[inputs[v]])
            else:
                continue
            if clash:
                copies.append(j)
                break
        else:           # a copied output is fresh memory: later ones cannot clash with it
            for v in origins:
                seen.setdefault(v, j)
    return copies


def aliased_intermediates(fgraph) -> list:
    """Computed variables whose memory an output may share (through view_map / destroy_map):
    their cells are emptied after a call, so no op is offered that memory again."""
    outputs = set(fgraph.outputs)
    found = {}
    todo = list(fgraph.outputs)
    while todo:
        v = todo.pop()
        node = v.owner
        if node is None:
            continue
        if v not in outputs:
            if v in found:
                continue
            found[v] = None
        i = v.index
        todo.extend(node.inputs[k] for k in list(node.op.view_map.get(i, [])) + list(node.op.destroy_map.get(i, [])))
    return list(found)
