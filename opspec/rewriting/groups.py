"""Databases that group or wrap others, as PyTensor has them: ``LocalGroupDB`` (node
rewriters acting as one), ``ProxyDB`` (a database under a second name) and ``TopoDB`` (a
database's node rewriters run as one walk)."""
from __future__ import annotations

from opspec.rewriting.db import Query, RewriteDB, _is_node_rewriter
from opspec.rewriting.drivers import WalkingGraphRewriter
from opspec.rewriting.local import SequentialNodeRewriter


class LocalGroupDB(RewriteDB):
    """Node rewriters that act as one: a query gives a ``node_rewriter`` (a
    ``SequentialNodeRewriter``) of the selected ones in position order (the first that applies
    to a node wins; with ``apply_all_rewrites`` the others then rewrite its result), which a
    SequenceDB runs as one walk and an EquilibriumDB as one of its rewriters."""

    def __init__(self, apply_all_rewrites: bool = False, node_rewriter=SequentialNodeRewriter, name=None):
        if not isinstance(apply_all_rewrites, bool):
            raise TypeError(f"LocalGroupDB's apply_all_rewrites is a bool (the name is name=), "
                            f"got {apply_all_rewrites!r}")
        super().__init__(name)
        self.apply_all_rewrites = apply_all_rewrites
        self.node_rewriter = node_rewriter

    def _check(self, name, obj):
        if not _is_node_rewriter(obj):
            raise TypeError(f"{self.name}: {name!r} must be a node rewriter, got {obj!r}")

    def _assemble(self, query: Query, inherited: frozenset):
        entries = sorted(self._selected(query, inherited), key=lambda e: (e.position, e.order))
        if not entries:
            return None
        return self.node_rewriter(*(e.obj for e in entries), name=self.name,
                                  apply_all_rewrites=self.apply_all_rewrites)


class _Wrapping(RewriteDB):
    """A database answering queries from another one (it holds no entries of its own)."""

    def __init__(self, db, name=None):
        if not isinstance(db, RewriteDB):
            raise TypeError(f"`db` must be a RewriteDatabase, got {db!r}")
        super().__init__(name or f"{type(self).__name__}({db.name})")
        self.db = db

    def register(self, *args, **kwargs):
        raise TypeError(f"{self.name} answers from {self.db.name}: register there")


class ProxyDB(_Wrapping):
    """Another database under a second name, so it can be registered at a second place."""

    def _assemble(self, query: Query, inherited: frozenset):
        return self.db.query(query, inherited=inherited)


class TopoDB(_Wrapping):
    """The node rewriters another database selects, run as one walk over the graph
    (``order`` "in_to_out" or "out_to_in", see ``WalkingGraphRewriter``)."""

    def __init__(self, db, order="in_to_out", ignore_newtrees=False, failure_callback=None, name=None):
        super().__init__(db, name)
        self.order, self.ignore_newtrees, self.failure_callback = order, ignore_newtrees, failure_callback

    def _assemble(self, query: Query, inherited: frozenset):
        rewriter = self.db.query(query, inherited=inherited)
        if rewriter is None:
            return None
        return WalkingGraphRewriter(rewriter, self.order, self.ignore_newtrees, self.failure_callback,
                                    name=self.name)


__all__ = ["LocalGroupDB", "ProxyDB", "TopoDB"]
