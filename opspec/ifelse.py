"""PyTensor's ``ifelse``: ``ifelse(condition, then_branch, else_branch)`` computes only the
branch the condition picks.

opspec's VM runs every node of a graph, so laziness comes from inner graphs: each branch
becomes the graph of an ``OpFromGraph`` over the variables it starts from (its graph
inputs), and the ``IfElse`` node runs the compiled graph of one branch per call. Work a
branch shares with the rest of the graph is computed again inside it. The gradient is an
``ifelse`` of the branches' gradients, cut at the node's inputs and output gradients, so it
is lazy too.
"""
from __future__ import annotations

import sys
import types

from opspec.compile.builders import OpFromGraph
from opspec.graph.basic import Apply, Constant, Variable
from opspec.graph.op import Op
from opspec.graph.traversal import graph_inputs


def _merged_type(then_type, else_type, k):
    """The type of output ``k``: the branches' dtype and rank, the sizes both have."""
    if then_type == else_type:
        return then_type
    same = getattr(then_type, "dtype", None) == getattr(else_type, "dtype", None) and \
        getattr(then_type, "ndim", None) == getattr(else_type, "ndim", None)
    if not same or not hasattr(then_type, "shape"):
        raise TypeError(f"IfElse requires same types for true and false return values: output {k} is "
                        f"{then_type} in the then branch and {else_type} in the else branch")
    return then_type.clone(shape=[a if a == b else None for a, b in zip(then_type.shape, else_type.shape)])


class IfElse(Op):
    """The outputs of ``then_op`` or of ``else_op`` (OpFromGraphs over the same inputs)
    applied to the node's inputs after the condition: only the chosen one runs."""

    __props__ = ("then_op", "else_op", "name")

    def __init__(self, then_op: OpFromGraph, else_op: OpFromGraph, name=None):
        if len(then_op.output_types) != len(else_op.output_types):
            raise ValueError(f"IfElse: the then branch has {len(then_op.output_types)} outputs, the else branch "
                             f"{len(else_op.output_types)}")
        self.then_op, self.else_op, self.name = then_op, else_op, name
        self.output_types = [_merged_type(a, b, k)
                             for k, (a, b) in enumerate(zip(then_op.output_types, else_op.output_types))]

    def __str__(self):
        return f"if{{{self.name}}}" if self.name else "if"

    def make_node(self, condition, *inputs):
        import opspec.tensor as ot
        condition = ot.as_tensor_variable(condition)
        if condition.type.ndim != 0:
            raise TypeError(f"ifelse: the condition must be a scalar, got {condition} of type {condition.type}")
        return Apply(self, [condition, *inputs], [t() for t in self.output_types])

    def _run(self, fns, condition, inputs):
        return fns[0 if condition else 1](*inputs)

    def perform(self, node, inputs, output_storage):
        fns = (self.then_op.function("py"), self.else_op.function("py"))
        for cell, value in zip(output_storage, self._run(fns, inputs[0], inputs[1:])):
            cell[0] = value

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        fns = (self.then_op.function(impl), self.else_op.function(impl))
        condition, *input_cells = [storage_map[v] for v in node.inputs]
        output_cells = [storage_map[v] for v in node.outputs]
        flags = [compute_map[v] for v in node.outputs]

        def thunk():
            for cell, value in zip(output_cells, self._run(fns, condition[0], [c[0] for c in input_cells])):
                cell[0] = value
            for flag in flags:
                flag[0] = True

        thunk.inputs, thunk.outputs = [condition, *input_cells], output_cells
        thunk.lazy = False
        thunk.impl = "py" if fns[0].maker.mode.linker == "py" else "c"
        return thunk

    def connection_pattern(self, node):
        rows = [[a or b for a, b in zip(r1, r2)] for r1, r2 in
                zip(self.then_op.connection_pattern(None), self.else_op.connection_pattern(None))]
        return [[False] * len(node.outputs)] + rows

    def L_op(self, inputs, outputs, output_grads):
        """The chosen branch's gradient: an ifelse of the two, cut at the inputs and the
        output gradients (each branch's forward graph is recomputed inside its gradient)."""
        import opspec.tensor as ot
        from opspec.gradient import disconnected_type, is_disconnected
        condition, *xs = inputs
        grads = [ot.zeros_like(o) if g is None or is_disconnected(g) else g for o, g in zip(outputs, output_grads)]
        branches = []
        for op in (self.then_op, self.else_op):
            outs = op(*xs, return_list=True)
            terms = op.L_op(xs, outs, grads)
            branches.append([ot.zeros_like(x, dtype=_grad_dtype(x)) if is_disconnected(t) else t
                             for x, t in zip(xs, terms)])
        pattern = self.connection_pattern(outputs[0].owner)[1:]
        wanted = [k for k, row in enumerate(pattern) if any(row)]
        chosen = _ifelse(condition, [branches[0][k] for k in wanted], [branches[1][k] for k in wanted],
                         cut=[*xs, *grads], name=f"grad of {self}") if wanted else []
        result = [disconnected_type() for _ in xs]
        for k, g in zip(wanted, chosen):
            result[k] = g
        return [disconnected_type()] + result

    def R_op(self, inputs, eval_points):
        """The chosen branch's tangents: an ifelse of the two, cut at the inputs and the
        eval points."""
        import opspec.tensor as ot
        condition, *xs = inputs
        points = [ot.zeros_like(x) if e is None else e for x, e in zip(xs, eval_points[1:])]
        branches = []
        for op in (self.then_op, self.else_op):
            outs = op(*xs, return_list=True)
            branches.append([ot.zeros_like(o) if t is None else t for o, t in zip(outs, op.R_op(xs, points))])
        return _ifelse(condition, branches[0], branches[1], cut=[*xs, *points], name=f"tangent of {self}")


def _grad_dtype(x):
    from opspec.configuration import config
    return x.type.dtype if x.type.dtype.startswith(("float", "complex")) else config.floatX


def _ifelse(condition, then_outputs, else_outputs, cut=(), name=None):
    """The IfElse node over the branches' graph inputs (stopping at ``cut``), its outputs."""
    cut = [v for v in cut if isinstance(v, Variable)]
    starts = [v for v in graph_inputs([*then_outputs, *else_outputs], blockers=cut) if not isinstance(v, Constant)]
    starts = list(dict.fromkeys(starts))
    branches = [OpFromGraph(starts, list(outs), name=f"{name or 'ifelse'} {side}")
                for side, outs in (("then", then_outputs), ("else", else_outputs))]
    return IfElse(*branches, name=name)(condition, *starts, return_list=True)


def ifelse(condition, then_branch, else_branch, name=None):
    """``then_branch`` when the scalar ``condition`` is true (nonzero), else ``else_branch``,
    computing only that branch. The branches are Variables (or values), or lists of them of
    equal length; their types must agree in dtype and rank. Returns one Variable or a list,
    as the branches are given."""
    import opspec.tensor as ot
    many = isinstance(then_branch, (list, tuple))
    if many != isinstance(else_branch, (list, tuple)):
        raise ValueError("ifelse: give both branches as Variables or both as lists")
    then_list = list(then_branch) if many else [then_branch]
    else_list = list(else_branch) if many else [else_branch]
    if len(then_list) != len(else_list):
        raise ValueError(f"ifelse: the then branch has {len(then_list)} outputs, the else branch {len(else_list)}")
    then_list = [v if isinstance(v, Variable) else ot.as_tensor_variable(v) for v in then_list]
    else_list = [v if isinstance(v, Variable) else ot.as_tensor_variable(v) for v in else_list]
    outputs = _ifelse(condition, then_list, else_list, name=name)
    return outputs if many else outputs[0]


class _CallableModule(types.ModuleType):
    """``opspec.ifelse`` names this module and PyTensor's function: calling it calls ``ifelse``
    (whichever of the two ``import opspec.ifelse`` and ``opspec.ifelse`` left in place)."""

    def __call__(self, *args, **kwargs):
        return ifelse(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["IfElse", "ifelse"]
