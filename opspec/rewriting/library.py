"""The standard library's rewrites, loaded in one place.

Each rewriting module registers the rewrites it defines when it is imported, and each
generated op module declares its spec's ``rewrites:`` (``opspec.tensor.rules``); nothing
imports them as a side effect. ``load()`` does, once: it imports the rewriting modules and
registers the standard library's rules from ``opspec.ops.RULES`` without importing their op
modules (``opspec.rewriting.deferred``: a program compiles with the op modules it
uses), then the rules declared since (a user's op module imported later); ``query`` (what
modes and ``rewrite_graph`` run) loads first, so a compiled function always sees them all. In
a stage, declared rules are tried before the other rewrites (``opspec.rewriting.db``), the
library's first in its modules' order, whichever module was imported first.
"""
from __future__ import annotations

import threading

from opspec.rewriting.basic import SequentialGraphRewriter
from opspec.rewriting.db import query as db_query
from opspec.rewriting.deferred import register_library_rules
from opspec.rewriting.patterns import register_rules
from opspec.tensor.rules import declarations

_lock = threading.Lock()
_state = {"loaded": False, "declarations": None}


def load() -> None:
    """Import the standard rewrites (the first time) and register every rule declared since
    the last call: the op library's first, in its modules' order, then any other module's."""
    if _state["loaded"] and _state["declarations"] == declarations():
        return
    with _lock:
        if not _state["loaded"]:
            import opspec.rewriting.broadcast  # noqa: F401
            import opspec.rewriting.fusion  # noqa: F401
            import opspec.rewriting.gemm  # noqa: F401
            import opspec.rewriting.gradient  # noqa: F401
            import opspec.rewriting.inplace  # noqa: F401
            import opspec.rewriting.shape  # noqa: F401
            import opspec.rewriting.subtensor  # noqa: F401

            register_library_rules()            # before their modules are imported, in their order
            _state["loaded"] = True
        seen = declarations()
        if _state["declarations"] != seen:
            register_rules()
            _state["declarations"] = seen


def query(include=(), exclude=(), require=()) -> SequentialGraphRewriter:
    """The graph rewriter a mode runs: the selected entries of the rewrite database in position
    order (``opspec.rewriting.db.query``), with the standard rewrites loaded."""
    load()
    return db_query(include, exclude, require)
