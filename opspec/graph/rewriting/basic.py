"""PyTensor's ``graph.rewriting.basic``: node and graph rewriters, drivers, merging."""
import logging  # noqa: F401  (PyTensor's module exposes it; its tests set this module's logger)

from opspec.rewriting.basic import (  # noqa: F401
    EquilibriumGraphRewriter, FromFunctionGraphRewriter, FromFunctionNodeRewriter, GraphRewriter, NodeRewriter,
    RewriteCycleError, Rewriter, SequentialGraphRewriter, WalkingGraphRewriter, graph_rewriter, in2out,
    node_rewriter, out2in,
)
from opspec.rewriting.basic import _Dispatch as OpToRewriterTracker  # noqa: F401
from opspec.rewriting.local import (  # noqa: F401
    PatternNodeRewriter, RemovalNodeRewriter, SequentialNodeRewriter, SubstitutionNodeRewriter, pre_constant_merge,
)
from opspec.rewriting.merge import MergeOptimizer, MergeProfile  # noqa: F401

#: PyTensor 3's name of ``in2out``
dfs_rewriter = in2out
