"""Rewrites of library ops whose modules are not imported yet.

A program imports the generated op modules it uses (opspec.tensor), yet the rewrite database
holds every rule of the library, in the order and stages they were always registered: each
rule a spec declares is registered from ``opspec.ops.RULES`` as a ``LibraryRule``, which
imports its module (and matches with the rule declared there) only for a node the rule could
match. A rewrite tracking a library op class tracks ``library_op_class(name)``, which imports
nothing either. Both rest on one fact: no node's op is an instance of a class whose module was
never imported.
"""
from __future__ import annotations

import importlib
import sys

from opspec.rewriting.basic import NodeRewriter
from opspec.rewriting.db import STAGES
from opspec.rewriting.patterns import PatternRewriter, _head_tracks, _match_node, _registered
from opspec.tensor.rules import TRANSPOSE, OpPattern, Rule, Var, declarations, declared_rules

__all__ = ["LibraryRule", "register_library_rules", "library_op_class"]


class _NotImported(type):
    """An op class of a library module not imported yet, as a rule tracks it: a class is its
    subclass once that module defines the op's class and the class derives from it; before,
    none is (so tracking it imports nothing, and the rewriter's dispatch stays exact)."""

    def __subclasscheck__(cls, sub):
        real = getattr(sys.modules.get(cls.module), cls.op_class, None)
        return isinstance(real, type) and issubclass(sub, real)

    def __instancecheck__(cls, obj):
        return cls.__subclasscheck__(type(obj))


def library_op_class(name: str) -> type:
    """Library op class ``opspec.tensor.<name>`` for a rewrite to track, without importing its
    module: the class itself when its module is imported, else a stand-in that only its
    subclasses will match, once the module is imported (``@node_rewriter([library_op_class(
    "Subtensor")])``: a graph without indexing never imports opspec.ops.subtensor)."""
    import opspec.ops
    import opspec.tensor as ot
    owner = ot._library_owner(name)
    if owner is None or owner in sys.modules:
        return getattr(ot, name)
    if not any(name == h[0] for h in opspec.ops.HEADERS.get(owner.rpartition(".")[2], ())):
        raise TypeError(f"opspec.tensor.{name} is not an op class of the library")
    return _NotImported(name, (), {"module": owner, "op_class": name})


class LibraryRule(NodeRewriter):
    """A rule of a standard-library module registered before the module is imported
    (``opspec.ops.RULES``): it imports the module, and matches with the rule declared there, on the
    first node its rule could match (every op its pattern names exists: their modules are
    imported). Until then no node can match: no op is an instance of a class not defined yet.

    ``heads``: the ops the pattern names, root first, as the generated pattern writes them
    (``"log"``: the module's own, ``"ot.log"``: opspec.tensor's, ``"TRANSPOSE"``); ``pattern``:
    its source. A pattern naming only opspec.tensor's ops (``log(1 - exp(x))``, a rule of
    errorfunc) is matched from its source first, so that the module is imported only for a node
    that matches (its ``when:`` and replacement are the module's).
    """

    def __init__(self, module: str, name: str, function: str, heads: tuple, pattern: str):
        self.module, self.name, self.function, self.heads = module, name, function, heads
        #: the declared rule it stands for: (its module, its name)
        self.stands_for = (f"opspec.ops.{module}", name)
        self.pattern_source = pattern
        self._pattern = None            # the pattern, made from its source (heads all opspec.tensor's)
        self._rewriter = None           # the declared rule's PatternRewriter, once made
        self._needs = None              # the modules defining the heads' ops
        self._stand_in = None           # the _NotImported class tracked while the root's module is not
        self._declarations = None       # rules.declarations() when the rewriter was made

    def __repr__(self):
        return f"LibraryRule({self.module}: {self.name!r})"

    def _owner(self, reference) -> tuple[str | None, str]:
        """(the generated module defining head ``reference``'s op, or None when it is loaded with
        opspec.tensor; the op's name there)."""
        if reference == "TRANSPOSE":
            return None, reference
        if reference.startswith("ot."):
            import opspec.tensor as ot
            return ot._library_owner(reference[3:]), reference[3:]
        return f"opspec.ops.{self.module}", reference

    def _value(self, reference):
        """Head ``reference``'s op (instance or class), importing its module."""
        if reference == "TRANSPOSE":
            return TRANSPOSE
        module, name = self._owner(reference)
        if module is None:
            import opspec.tensor as ot
            return getattr(ot, name)
        return getattr(importlib.import_module(module), name)

    def tracks(self):
        module, name = self._owner(self.heads[0])
        if module is None or module in sys.modules:
            return [_head_tracks(self._value(self.heads[0]))]
        if self._stand_in is None:
            import opspec.ops
            headers = opspec.ops.HEADERS.get(module.rpartition(".")[2], ()) if module.startswith("opspec.ops.") else ()
            op_class = next((h[0] for h in headers if name in h[:2]), None)
            if op_class is None:    # not an op the headers name: ask the module
                return [_head_tracks(self._value(self.heads[0]))]
            self._stand_in = _NotImported(op_class, (), {"module": module, "op_class": op_class})
        return [self._stand_in]

    def add_requirements(self, fgraph):
        from opspec.rewriting.shape import attach_shape_feature
        attach_shape_feature(fgraph)

    def rewriter(self) -> PatternRewriter:
        """The declared rule as a PatternRewriter (importing its module; made again when the
        module declared it again: reloaded)."""
        changes = declarations()
        if self._rewriter is None or self._declarations != changes:
            importlib.import_module(f"opspec.ops.{self.module}")
            rule = _declared_rule(f"opspec.ops.{self.module}", self.name)
            if self._rewriter is None or self._rewriter.__wrapped__ is not rule.build:
                self._rewriter = PatternRewriter(rule.pattern, rule.build, rule.when, rule.name)
            self._declarations = declarations()
        return self._rewriter

    def transform(self, fgraph, node):
        if self._rewriter is None:
            if self._needs is None:
                self._needs = tuple(m for m in (self._owner(h)[0] for h in self.heads) if m)
            if not all(m in sys.modules for m in self._needs):
                return None
            if f"opspec.ops.{self.module}" not in self._needs and not _match_node(self.foreign_pattern(), node, {}):
                return None
        return self.rewriter().transform(fgraph, node)

    def foreign_pattern(self) -> tuple:
        """The pattern, from its source, when it names no op of its own module."""
        if self._pattern is None:
            import opspec.tensor as ot
            names = {"ot": ot, "OpPattern": OpPattern, "Var": Var, "TRANSPOSE": TRANSPOSE, "__builtins__": {}}
            self._pattern = eval(self.pattern_source, names)  # noqa: S307 - the generator's own pattern text
        return self._pattern


def _declared_rule(module: str, name: str) -> Rule:
    for rule in declared_rules((module,)):
        if rule.module == module and rule.name == name:
            return rule
    raise LookupError(f"{module} declares no rule {name!r} (opspec.ops.RULES is stale: run make generate)")


def register_library_rules() -> None:
    """Register the standard library's rules (``opspec.ops.RULES``, in its modules' order) as
    ``LibraryRule``s, each where the declared rule would be: its stages, tags and fast_run, at
    position 0."""
    import opspec.ops
    for module in opspec.ops.MODULES:
        for name, function, stages, tags, heads, pattern in opspec.ops.RULES.get(module, ()):
            if name in _registered:
                continue
            rewriter = LibraryRule(module, name, function, heads, pattern)
            for stage in stages:
                STAGES[stage].register(name, rewriter, "fast_run", function, *tags, position=0)
            _registered[name] = rewriter
