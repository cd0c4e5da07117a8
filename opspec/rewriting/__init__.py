"""Graph rewriting: node and graph rewriters, their drivers, merging, constant folding, the database.

See ``opspec.rewriting.basic`` for the rewriter API, ``opspec.rewriting.drivers`` for in2out and
equilibrium, ``opspec.rewriting.db`` for the stages,
tags and how modes select rewrites, and ``opspec.rewriting.library`` for where the standard
rewrites are loaded (``query`` loads them).
"""
from opspec.rewriting.basic import (  # noqa: F401
    FromFunctionGraphRewriter, FromFunctionNodeRewriter, GraphRewriter, NodeRewriter, RewriteCycleError, Rewriter,
    SequentialGraphRewriter, apply_node_rewriter, graph_rewriter, node_rewriter, replace_and_report,
)
from opspec.rewriting.drivers import (  # noqa: F401
    EquilibriumGraphRewriter, WalkingGraphRewriter, equilibrium, in2out, out2in,
)
from opspec.rewriting.merge import MergeOptimizer, MergeTable  # noqa: F401
from opspec.rewriting.constant_folding import constant_folding, fold_node  # noqa: F401
from opspec.rewriting.db import (  # noqa: F401
    EquilibriumDB, Query, RewriteDB, SequenceDB, optdb, register, register_canonicalize,
    register_fusion, register_inplace, register_specialize, register_stabilize, remove, rewrite_db,
)
from opspec.rewriting.library import load, query  # noqa: F401

