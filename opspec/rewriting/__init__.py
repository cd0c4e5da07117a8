"""Graph rewriting: node and graph rewriters, their drivers, merging, constant folding, the database.

See ``opspec.rewriting.basic`` for the rewriter API and ``opspec.rewriting.db`` for the
stages, tags and how modes select rewrites.
"""
from opspec.rewriting.basic import (  # noqa: F401
    EquilibriumGraphRewriter, FromFunctionGraphRewriter, FromFunctionNodeRewriter, GraphRewriter,
    NodeRewriter, RewriteCycleError, Rewriter, SequentialGraphRewriter, WalkingGraphRewriter,
    apply_node_rewriter, equilibrium, graph_rewriter, in2out, node_rewriter, out2in, replace_and_report,
)
from opspec.rewriting.merge import MergeOptimizer, MergeTable  # noqa: F401
from opspec.rewriting.constant_folding import constant_folding, fold_node  # noqa: F401
from opspec.rewriting.db import (  # noqa: F401
    EquilibriumDB, Query, RewriteDB, SequenceDB, optdb, query, register, register_canonicalize,
    register_fusion, register_inplace, register_specialize, register_stabilize, remove, rewrite_db,
)
from opspec.rewriting.inplace import local_inplace  # noqa: F401,E402  (registers the inplace rewrite)
