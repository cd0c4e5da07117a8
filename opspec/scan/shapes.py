"""Shapes of a graph's outputs from the shapes of its inputs, and of a Scan's outputs.

A graph's output shapes are inferred over the graph (``ShapeFeature``), whose answers are
written in terms of ``Shape_i`` of the graph's inputs; those are then replaced by the sizes
the caller gives. A size that still reads an input's *value* (a reshape to a computed size)
cannot be known from shapes alone: that output gets None (its size is taken at run time).
"""
from __future__ import annotations

from opspec.graph.basic import clone_replace
from opspec.graph.traversal import ancestors


def graph_output_shapes(inputs, outputs, input_shapes) -> list:
    """Per output, a tuple of int scalar Variables computed from ``input_shapes`` (one tuple,
    or None, per input), or None (not a tensor, or not computable from the shapes)."""
    from opspec.rewriting.shape import ShapeFeature
    feature = ShapeFeature()
    shapes = [feature.shape_tuple(out) for out in outputs]
    replace = {}
    for var, given in zip(inputs, input_shapes):
        if given is None:
            continue
        for leaf in feature._leaves.get(var, ()):
            replace[leaf.outputs[0]] = given[leaf.op.i]
    flat = [d for shape in shapes if shape is not None for d in shape]
    flat = clone_replace(flat, replace) if flat else []
    inner = set(inputs)
    results, k = [], 0
    for shape in shapes:
        if shape is None:
            results.append(None)
            continue
        dims = flat[k:k + len(shape)]
        k += len(shape)
        reads_values = any(v in inner for v in ancestors(dims)) if dims else False
        results.append(None if reads_values else tuple(dims))
    return results


def scan_output_shapes(op, node, input_shapes) -> list:
    """``Scan.infer_shape``: traced states have K + n_steps rows of their initial value's shape,
    outputs not fed back n_steps rows of the step's shape, untraced states their initial
    value's shape. A while loop's number of steps is known only at run time."""
    info = op.info
    s = info.outer_input_slices()
    n_steps = node.inputs[0]
    seq_shapes = [None if shape is None else tuple(shape[1:]) for shape in input_shapes[s["seqs"]]]
    state_shapes = input_shapes[s["states"]]
    tap_shapes = [None if shape is None else tuple(shape[1:])
                  for shape, taps in zip(state_shapes, info.state_taps) for _ in taps]
    inner_shapes = seq_shapes + tap_shapes + list(input_shapes[s["untraced"]]) + list(input_shapes[s["non_seqs"]])
    results = []
    for shape, depth in zip(state_shapes, info.depths):
        results.append(None if info.as_while or shape is None else (n_steps + depth, *shape[1:]))
    first = info.output_slices()["nit_sot"].start
    if info.n_nit_sot:
        fgraph = op.fgraph.unfreeze()
        outs = list(fgraph.outputs)[first:first + info.n_nit_sot]
        for shape in graph_output_shapes(list(fgraph.inputs), outs, inner_shapes):
            results.append(None if info.as_while or shape is None else (n_steps, *shape))
    results += list(input_shapes[s["untraced"]])
    return results


__all__ = ["graph_output_shapes", "scan_output_shapes"]
