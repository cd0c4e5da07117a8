"""Composite: a scalar graph as one scalar op, PyTensor's way of describing a fused loop.

Its identity is the graph's structure (two composites of ``x + y`` are equal), it computes by
running the inner ops in order, and differentiates through the graph it stands for.
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Apply, Constant, Variable
from opspec.graph.fg import FunctionGraph
from opspec.scalar.ops import ScalarOp
from opspec.scalar.convert import as_scalar
from opspec.scalar.type import ScalarType


class Composite(ScalarOp):
    """The scalar graph from ``inputs`` to ``outputs`` as one op (inner graph cloned)."""

    __props__ = ()

    def __init__(self, inputs, outputs, name=None):
        for v in list(inputs) + list(outputs):
            if not (isinstance(v, Variable) and isinstance(v.type, ScalarType)):
                raise TypeError(f"Composite: {v} is not a scalar variable (inputs and outputs must be scalars)")
        self.fgraph = FunctionGraph(list(inputs), list(outputs), clone=True)
        for node in self.fgraph.toposort():
            if not isinstance(node.op, ScalarOp):
                raise TypeError(f"Composite: {node.op} is not a scalar op (only scalar graphs can be composed)")
        self.inputs, self.outputs = self.fgraph.inputs, self.fgraph.outputs
        self.steps, self.outputs_ref = _describe(self.fgraph)
        self._nodes = self.fgraph.toposort()
        self.nin, self.nout = len(self.inputs), len(self.outputs)
        self.name = name or "Composite{" + ", ".join(_format(self.fgraph, o) for o in self.outputs) + "}"
        self.array_impl = all(op.array_impl for op, _ in self.steps)

    def __getstate__(self):
        return {"inputs": self.inputs, "outputs": self.outputs, "name": self.name}

    def __setstate__(self, state):
        self.__init__(state["inputs"], state["outputs"], state["name"])

    def _key(self):
        return (tuple(v.type for v in self.inputs), self.steps, self.outputs_ref)

    def __eq__(self, other):
        return type(other) is type(self) and other._key() == self._key()

    def __hash__(self):
        return hash((type(self), self._key()))

    def __str__(self):
        return self.name

    def make_node(self, *inputs):
        if len(inputs) != self.nin:
            raise TypeError(f"{self} takes {self.nin} inputs, got {len(inputs)}")
        inputs = [as_scalar(v) for v in inputs]
        if [v.type for v in inputs] != [v.type for v in self.inputs]:
            # other input types: the same graph rebuilt on them (its ops retype themselves)
            fresh = [v.type() for v in inputs]
            return Composite(fresh, self.expand(fresh)).make_node(*inputs)
        return Apply(self, inputs, [v.type() for v in self.outputs])

    def output_types(self, types):
        return tuple(v.type for v in self.make_node(*[t() for t in types]).outputs)

    def impl(self, *values):
        results = []
        for (op, refs), node in zip(self.steps, self._nodes):
            out = _run(op, node, [_value(ref, values, results) for ref in refs])
            results.extend(out if len(node.outputs) > 1 else [out])
        outs = tuple(_value(ref, values, results) for ref in self.outputs_ref)
        outs = tuple(np.asarray(v, dtype=o.type.dtype)[()] for v, o in zip(outs, self.outputs))
        return outs[0] if self.nout == 1 else outs

    def perform(self, node, inputs, output_storage):
        results = self.impl(*inputs)
        for cell, value in zip(output_storage, results if self.nout > 1 else (results,)):
            cell[0] = value

    def expand(self, inputs) -> list:
        """The inner graph rebuilt on ``inputs`` (scalar variables)."""
        results = []
        for op, refs in self.steps:
            results.extend(op(*[_variable(ref, inputs, results) for ref in refs], return_list=True))
        return [_variable(ref, inputs, results) for ref in self.outputs_ref]

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import Lop
        inner = self.expand(list(inputs))
        pairs = [(o, g) for o, g in zip(inner, output_grads) if type(g.type).__name__ != "DisconnectedType"]
        return list(Lop([o for o, _ in pairs], list(inputs), [g for _, g in pairs]))

    def R_op(self, inputs, eval_points):
        from opspec.gradient import Rop
        return list(Rop(self.expand(list(inputs)), list(inputs), list(eval_points)))


def _value(ref, values, results):
    kind, k = ref
    return values[k] if kind == "in" else results[k] if kind == "tmp" else k.data


def _variable(ref, inputs, results):
    kind, k = ref
    return inputs[k] if kind == "in" else results[k] if kind == "tmp" else k.type.make_constant(k.data)


def _run(op, node, args):
    """One inner op on values: its ``impl``, or its ``perform`` (ops written with perform only)."""
    if type(op).impl is not ScalarOp.impl:
        return op.impl(*args)
    storage = [[None] for _ in node.outputs]
    op.perform(node, args, storage)
    return storage[0][0] if len(storage) == 1 else tuple(cell[0] for cell in storage)


def _describe(fgraph):
    """The graph as steps ``(op, refs)`` in order, each ref ``("in", k)``, ``("tmp", j)`` (the
    j-th output computed, counting every output of every step) or ``("const", constant)``; and
    the outputs' refs."""
    where = {v: ("in", k) for k, v in enumerate(fgraph.inputs)}
    steps, computed = [], 0
    for node in fgraph.toposort():
        refs = []
        for v in node.inputs:
            if v in where:
                refs.append(where[v])
            elif isinstance(v, Constant):
                refs.append(("const", _Literal(v)))
            else:
                raise TypeError(f"Composite: {v} is neither an input nor computed inside the graph")
        for out in node.outputs:
            where[out] = ("tmp", computed)
            computed += 1
        steps.append((node.op, tuple(refs)))
    outs = [where[v] if v in where else ("const", _Literal(v)) for v in fgraph.outputs]
    return tuple(steps), tuple(outs)


class _Literal(Constant):
    """A constant inside a composite, compared by value (so equal graphs make equal composites)."""

    def __init__(self, const):
        super().__init__(const.type, const.data, name=const.name)

    def __eq__(self, other):
        return isinstance(other, _Literal) and other.type == self.type and \
            self.type.constant_signature(self.data) == other.type.constant_signature(other.data)

    def __hash__(self):
        return hash((self.type, self.type.constant_signature(self.data)))

    def __str__(self):
        return str(self.data)


def _format(fgraph, var):
    node = var.owner
    if node is None:
        return var.name or (str(var.data) if isinstance(var, Constant) else f"i{fgraph.inputs.index(var)}")
    return f"{node.op}({', '.join(_format(fgraph, v) for v in node.inputs)})"
