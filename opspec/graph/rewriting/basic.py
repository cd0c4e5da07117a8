"""PyTensor's ``graph.rewriting.basic``: node and graph rewriters, drivers, merging."""
import logging  # noqa: F401  (PyTensor's module exposes it; its tests set this module's logger)

from opspec.rewriting.basic import (  # noqa: F401
    FromFunctionGraphRewriter, FromFunctionNodeRewriter, GraphRewriter, NodeRewriter, RewriteCycleError, Rewriter,
    SequentialGraphRewriter, get_active_mode, graph_rewriter, node_rewriter,
)
from opspec.rewriting.drivers import (  # noqa: F401
    EquilibriumGraphRewriter, NodeProcessingGraphRewriter, WalkingGraphRewriter, in2out, out2in,
)
from opspec.rewriting.drivers import _Dispatch as OpToRewriterTracker  # noqa: F401
from opspec.rewriting.local import (  # noqa: F401
    PatternNodeRewriter, RemovalNodeRewriter, SequentialNodeRewriter, SubstitutionNodeRewriter, copy_stack_trace,
    pre_constant_merge, pre_greedy_node_rewriter,
)
from opspec.rewriting.merge import MergeOptimizer, MergeProfile  # noqa: F401

#: PyTensor 3's name of ``in2out``
dfs_rewriter = in2out
