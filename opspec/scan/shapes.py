"""Shapes of a Scan's outputs, from its inner graph's output shapes
(``opspec.rewriting.shape.graph_output_shapes``) and its number of steps."""
from __future__ import annotations

from opspec.rewriting.shape import graph_output_shapes


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


__all__ = ["scan_output_shapes"]
