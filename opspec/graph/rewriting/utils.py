"""``rewrite_graph``: run a stage of the rewrite database (or a rewriter) on a graph."""
from __future__ import annotations

from opspec.graph.basic import Constant, Variable
from opspec.graph.fg import FunctionGraph
from opspec.graph.traversal import graph_inputs


def rewrite_graph(graph, include=("canonicalize",), custom_rewrite=None, clone=False, **kwargs):
    """``graph`` (a Variable, a list of them or a FunctionGraph) rewritten by the database
    entries the tags select (``include``, and ``exclude=`` / ``require=`` in ``kwargs``),
    then by ``custom_rewrite``; returns the same kind of thing it was given. As in
    PyTensor, the graph is rewritten in place (its nodes change) unless ``clone``.""" 
    from opspec.rewriting.library import query
    unknown = set(kwargs) - {"exclude", "require"}
    if unknown:
        raise TypeError(f"rewrite_graph got unexpected keywords {sorted(unknown)}")
    if isinstance(graph, FunctionGraph):
        fgraph = graph.clone() if clone else graph
    else:
        outputs = [graph] if isinstance(graph, Variable) else list(graph)
        inputs = [v for v in graph_inputs(outputs) if not isinstance(v, Constant)]
        fgraph = FunctionGraph(inputs, outputs, clone=clone)
    query(include=include, exclude=kwargs.get("exclude", ()), require=kwargs.get("require", ())).rewrite(fgraph)
    if custom_rewrite is not None:
        custom_rewrite.rewrite(fgraph)
    if isinstance(graph, FunctionGraph):
        return fgraph
    if isinstance(graph, Variable):
        return fgraph.outputs[0]
    return list(fgraph.outputs)
