"""The standard library's rewrites, loaded in one place.

Each module below registers the rewrites it defines when it is imported, and each generated
op module declares its spec's ``rewrites:`` (``opspec.tensor.rules``); nothing imports them as
a side effect. ``load()`` does, once, in this order (the order rewrites are tried in), and
registers the rules declared since (a user's op module imported later); ``query`` — what
modes and ``rewrite_graph`` run — loads first, so a compiled function always sees them all.
"""
from __future__ import annotations

import importlib

from opspec.rewriting.basic import SequentialGraphRewriter
from opspec.rewriting.db import query as db_query
from opspec.rewriting.patterns import register_rules
from opspec.tensor.rules import declarations

#: the modules of the standard rewrites, in the order they register
MODULES = ("opspec.rewriting.inplace", "opspec.rewriting.shape", "opspec.rewriting.broadcast",
           "opspec.rewriting.fusion", "opspec.rewriting.subtensor", "opspec.rewriting.gradient")

_state = {"loaded": False, "declarations": None}


def load() -> None:
    """Import the standard rewrites (the first time) and register every rule declared since
    the last call: the op library's first, in its modules' order, then any other module's."""
    if not _state["loaded"]:
        import opspec.ops
        import opspec.tensor as ot

        ot.load_library()                       # the generated ops, which declare their rules
        order = [f"opspec.ops.{name}" for name in opspec.ops.MODULES]
        importlib.import_module(MODULES[0])     # inplace first, where importing opspec.rewriting put it
        register_rules(order)
        for name in MODULES[1:]:
            importlib.import_module(name)
        _state["loaded"] = True
        _state["declarations"] = declarations()
    if _state["declarations"] != declarations():
        register_rules()
        _state["declarations"] = declarations()


def query(include=(), exclude=(), require=()) -> SequentialGraphRewriter:
    """The graph rewriter a mode runs: the selected entries of the rewrite database in position
    order (``opspec.rewriting.db.query``), with the standard rewrites loaded."""
    load()
    return db_query(include, exclude, require)
