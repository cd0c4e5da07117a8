"""The graph: Variables, Apply nodes, Ops, Types and FunctionGraph; walks, copies, rewrites."""
from opspec.graph.basic import Apply, Constant, Variable, clone, clone_graph  # noqa: F401
from opspec.graph.traversal import (  # noqa: F401
    ancestors, explicit_graph_inputs, graph_inputs, io_toposort,
)
from opspec.graph.replace import clone_replace, graph_replace  # noqa: F401
from opspec.graph.fg import FunctionGraph, InconsistencyError  # noqa: F401
from opspec.graph.op import Op  # noqa: F401
from opspec.graph.type import Type  # noqa: F401


def __getattr__(name):
    # the rewriters sit above the graph layer: loaded on first use
    if name in ("node_rewriter", "graph_rewriter"):
        from opspec.rewriting import basic
        return getattr(basic, name)
    if name == "rewrite_graph":
        from opspec.graph.rewriting.utils import rewrite_graph
        return rewrite_graph
    if name == "RewriteDatabaseQuery":
        from opspec.rewriting.db import RewriteDatabaseQuery
        return RewriteDatabaseQuery
    raise AttributeError(f"module 'opspec.graph' has no attribute {name!r}")
