"""Frozen graphs: immutable, hashable FunctionGraphs, equal when their computations are.

A frozen graph is written over nominal inputs (``NominalVariable``: the i-th input of a
type) with interned nodes (``FrozenApply``: one object per op, inputs, output types and
position), so two graphs computing the same thing from their inputs share their output
objects: equality is identity of the outputs, and a frozen graph can key a dict (an Op
holding an inner graph can compare and hash by it). The node order is baked in, so a
graph frozen after the inplace rewrite runs its destroyers after their readers.
"""
from __future__ import annotations

from opspec.graph.basic import Apply, Constant, FrozenApply, NominalVariable, graph_inputs, io_toposort
from opspec.graph.fg import AbstractFunctionGraph, FunctionGraph, Output


class FrozenFunctionGraph(AbstractFunctionGraph):
    """An immutable FunctionGraph (see the module docstring). Build it with
    ``FunctionGraph.freeze()``, ``from_io`` or ``from_toposort``."""

    def __init__(self, inputs, toposort, output_nodes):
        self.inputs: tuple = tuple(inputs)
        self.outputs: tuple = tuple(node.inputs[0] for node in output_nodes)
        self.apply_nodes: frozenset = frozenset(toposort)
        self._toposort: tuple = tuple(toposort)
        self._output_nodes: tuple = tuple(output_nodes)
        self._variables = None
        self._clients = None

    @classmethod
    def from_io(cls, inputs, outputs, dedup_nodes: bool = False) -> "FrozenFunctionGraph":
        """Freeze the graph between ``inputs`` and ``outputs`` in its plain order.
        ``dedup_nodes``: equal computations become one node (no order is kept, so only for
        graphs without destructive ops)."""
        return cls._freeze(inputs, outputs, io_toposort(inputs, outputs), dedup_nodes)

    @classmethod
    def from_toposort(cls, inputs, outputs, toposort) -> "FrozenFunctionGraph":
        """Freeze the graph with ``toposort`` as its node order."""
        return cls._freeze(inputs, outputs, toposort, False)

    @classmethod
    def from_structural_inputs(cls, inputs, outputs) -> "FrozenFunctionGraph":
        """Freeze ``outputs`` as functions of ``inputs``, which may be intermediate
        expressions: every occurrence of an equal computation in ``outputs`` becomes that
        input. The outputs must need nothing else (else ValueError)."""
        roots = [v for v in graph_inputs([*inputs, *outputs]) if not isinstance(v, Constant)]
        interned = cls.from_io(roots, [*inputs, *outputs], dedup_nodes=True)
        n = len(inputs)
        return cls.from_io(interned.outputs[:n], interned.outputs[n:], dedup_nodes=True)

    @classmethod
    def _freeze(cls, inputs, outputs, toposort, dedup_nodes):
        nominal = tuple(NominalVariable(k, v.type) for k, v in enumerate(inputs))
        memo: dict = dict(zip(inputs, nominal))

        def frozen(var):
            found = memo.get(var)
            if found is not None:
                return found
            if isinstance(var, Constant):
                memo[var] = var
                return var
            raise ValueError(f"Orphan variable {var}: it is neither an input, a constant nor computed from the "
                             "inputs, and a frozen graph needs all of its variables to be")

        nodes = []
        for position, node in enumerate(toposort):
            new = FrozenApply(node.op, [frozen(v) for v in node.inputs], [o.type for o in node.outputs],
                              -1 if dedup_nodes else position)
            nodes.append(new)
            memo.update(zip(node.outputs, new.outputs))
        output_nodes = []
        for k, var in enumerate(outputs):
            found = memo.get(var)
            if found is None:
                if not isinstance(var, Constant):
                    raise ValueError(f"output {k} ({var}) could not be mapped into the frozen graph: it is "
                                     "neither an input, a constant nor computed from the inputs")
                found = var
            out_node = FrozenApply(Output(k), [found], [])
            memo[var] = out_node.inputs[0]      # an equal constant interned earlier, maybe
            output_nodes.append(out_node)
        return cls(nominal, nodes, output_nodes)

    def __reduce__(self):
        return FrozenFunctionGraph, (self.inputs, self._toposort, self._output_nodes)

    def __hash__(self):
        return hash(self._output_nodes)

    def __eq__(self, other):
        return self is other or (isinstance(other, FrozenFunctionGraph) and self.outputs == other.outputs
                                 and self.inputs == other.inputs)

    def __repr__(self):
        return f"FrozenFunctionGraph(inputs={list(self.inputs)}, outputs={list(self.outputs)})"

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def toposort(self) -> tuple:
        return self._toposort

    @property
    def variables(self) -> frozenset:
        if self._variables is None:
            found = set(self.inputs)
            for node in self._toposort:
                found.update(node.inputs)
                found.update(node.outputs)
            found.update(self.outputs)
            self._variables = frozenset(found)
        return self._variables

    @property
    def clients(self) -> dict:
        if self._clients is None:
            clients: dict = {v: [] for v in self.variables}
            for node in self._toposort:
                for i, var in enumerate(node.inputs):
                    clients[var].append((node, i))
            for node in self._output_nodes:
                clients[node.inputs[0]].append((node, 0))
            self._clients = clients
        return self._clients

    def bind(self, replace, *, return_memo: bool = False):
        """New (mutable) outputs computed from the values of ``replace``: a list of
        variables for the inputs, or {input: variable}. Constants are kept."""
        memo: dict = dict(replace) if isinstance(replace, dict) else dict(zip(self.inputs, replace))
        for node in self._toposort:
            for var in node.inputs:
                if var not in memo:
                    if not isinstance(var, Constant):
                        raise KeyError(f"no replacement given for the input {var}")
                    memo[var] = var
            new = Apply(node.op, [memo[v] for v in node.inputs], [o.type() for o in node.outputs])
            memo[node] = new
            memo.update(zip(node.outputs, new.outputs))
        for var in self.outputs:
            if isinstance(var, Constant):
                memo.setdefault(var, var)
        outputs = [memo[v] for v in self.outputs]
        return (outputs, memo) if return_memo else outputs

    def unfreeze(self, *, return_memo: bool = False):
        """A mutable FunctionGraph of new Apply nodes over new inputs."""
        fresh = [var.type() for var in self.inputs]
        outputs, memo = self.bind(dict(zip(self.inputs, fresh)), return_memo=True)
        fgraph = FunctionGraph(fresh, outputs, clone=False)
        return (fgraph, memo) if return_memo else fgraph


__all__ = ["FrozenApply", "FrozenFunctionGraph", "NominalVariable"]
