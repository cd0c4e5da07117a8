"""Declarative rewrite rules at run time: a pattern, an optional condition, a replacement.

Specs declare rules such as ``"log(exp(x)) -> x"``; the generator turns each into a
declaration (``opspec.tensor.rules``)::

    @rewrite_rule(
        "specs/math.yaml:12: log(exp(x)) -> x",
        pattern=lambda: (log, (exp, "x")),
    )
    def exp_0(x):
        return x

and ``register_rules`` (called where the standard rewrites load, ``opspec.rewriting.library``)
makes each declared rule a ``PatternRewriter`` of its stages. This module matches and replaces.

A *pattern* is a nested tuple ``(head, *arguments)``. The head is an Op instance (a node
matches when its op compares equal), an Op class (any op of that class), an
``OpPattern(Class, prop=value_or_Var("name"))`` (a class and some of its props; ``Var``
binds a prop's value), or ``TRANSPOSE`` (a DimShuffle reversing all axes). An argument is
a pattern, a variable name (a str: ``"x"`` matches any Variable, and the same name twice
must match the very same Variable, or equal Constants), ``"*name"`` as the last argument
(binds the remaining inputs as a tuple), a number (matches a Constant, possibly
broadcast by DimShuffle / Alloc / BroadcastTo / Second, whose every element equals it), a
Constant (an equal Constant), or ``{"pattern": p, "constraint": f}`` (``p`` matches and
``f(variable)`` is true). A node's
output matches a pattern only when it is the op's default output. The pattern is given
as a function returning the tuple, called on first use: rules may name ops of modules
imported later.

``when(**bindings)`` must hold, then ``build(**bindings)`` makes the replacement. It
replaces the matched variable only when that keeps its type and its shape: a replacement
of another dtype is cast, one with fewer dimensions gets size-1 dimensions in front when
the old type has them, and otherwise its shape must be provably the old one (static sizes,
or equal symbolic sizes from the ShapeFeature), or provably broadcast to it (then it is
``alloc``-ed to the old shape). Else the rule does not fire: ``x * 1`` is not ``x`` when
the constant broadcasts ``x`` to a larger shape. Tags of the old variable are copied by
the framework.

``when:`` conditions of specs call the predicates below (``dtype(x)``, ``ndim(x)``,
``shape(x)``, ``is_constant(x, value=None)``, ``value(x)``, ``broadcastable(x)``,
``is_float(x)``, ``is_integer(x)``, ``same_type(a, b)``, ``fast_math()``): plain functions of
Variables, returning Python values. A variadic binding (a tuple of Variables) gives a tuple.

A rule must keep numpy's IEEE results for every input: nan, inf, overflow, the sign of zero.
A literal matches only constants that are exactly it (``0`` is +0.0, never -0.0; a real
literal never matches a complex constant, whose arithmetic mixes the parts); a rule exact only
for some dtypes says so in ``when:`` (``is_integer(x)``), and one that changes results for some
inputs (``x - x -> 0``: inf - inf is nan) fires only under ``config.fast_math``.
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Constant, Variable
from opspec.graph.op import Op
from opspec.rewriting.basic import NodeRewriter
from opspec.rewriting.db import STAGES
from opspec.tensor.rules import (TRANSPOSE, OpPattern, Rule, Var, broadcastable,  # noqa: F401
                                 constant_value, declared_rules, dtype, fast_math, is_constant, is_float,
                                 is_integer, ndim, rewrite_rule, same_type, shape, value)

__all__ = ["Var", "OpPattern", "TRANSPOSE", "PatternRewriter", "Rule", "rewrite_rule", "register_rules", "match",
           "fit_replacement", "dtype", "ndim", "shape", "is_constant", "value", "broadcastable", "is_float",
           "is_integer", "same_type", "fast_math", "constant_value"]


def _ot():
    import opspec.tensor as ot
    return ot


def _head_matches(head, node, bindings) -> bool:
    if isinstance(head, Op):
        op = node.op
        # cheap tests first: most heads are the module-level instance of a prop-less op
        # (``__props__ == ()``: every instance is equal); others compare as their class says
        return op is head or (type(op) is type(head) and (head.__props__ == () or op == head))
    if isinstance(head, type):
        return isinstance(node.op, head)
    if not head.matches(node.op, bindings):
        return False
    check = getattr(head, "check_node", None)
    return check is None or check(node)


def _head_tracks(head):
    if isinstance(head, (Op, type)):
        return head
    tracks = getattr(head, "tracks", None)
    return tracks() if tracks is not None else head


# --------------------------------------------------------------------------- matching

def _literal_matches(var, literal) -> bool:
    """Whether every element of constant ``var`` is exactly ``literal``: a literal zero is +0
    (x + -0.0 is not x + 0.0), and only a complex literal matches complex constants."""
    data = constant_value(var)
    if data is None or data.size == 0 or data.dtype.kind not in "biufc":
        return False
    if data.dtype.kind == "c" and not isinstance(literal, complex):
        return False
    if not np.all(data == literal):
        return False
    return literal != 0 or data.dtype.kind not in "fc" or not np.any(np.signbit(data.real) | np.signbit(data.imag))


def _same_binding(a, b) -> bool:
    if a is b:
        return True
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same_binding(x, y) for x, y in zip(a, b))
    return (isinstance(a, Constant) and isinstance(b, Constant) and a.type == b.type
            and np.array_equal(a.data, b.data))


def _bind(name, var, bindings) -> bool:
    if name in bindings:
        return _same_binding(bindings[name], var)
    bindings[name] = var
    return True


def _match_var(pattern, var, bindings) -> bool:
    if isinstance(pattern, str):
        return _bind(pattern, var, bindings)
    if isinstance(pattern, dict):
        # {"pattern": p, "constraint": f}: p matches and f(the matched variable) holds
        return _match_var(pattern["pattern"], var, bindings) and bool(pattern.get("constraint", bool)(var))
    if isinstance(pattern, Constant):
        return isinstance(var, Constant) and _same_binding(pattern, var)
    if isinstance(pattern, tuple):
        node = var.owner
        if node is None:
            return False
        default = node.op.default_output or 0
        if node.outputs[default] is not var:
            return False
        return _match_node(pattern, node, bindings)
    if isinstance(pattern, (bool, int, float, complex, np.number)):
        return _literal_matches(var, pattern)
    raise TypeError(f"a pattern argument is a pattern tuple, a variable name, a number, a Constant or "
                    f"{{'pattern': ..., 'constraint': ...}}, not {pattern!r}")


def _match_node(pattern, node, bindings) -> bool:
    head, *args = pattern
    if not _head_matches(head, node, bindings):
        return False
    inputs = node.inputs
    star = args[-1] if args and isinstance(args[-1], str) and args[-1].startswith("*") else None
    if star is not None:
        args = args[:-1]
        if len(inputs) < len(args):
            return False
    elif len(inputs) != len(args):
        return False
    for arg, var in zip(args, inputs):
        if not _match_var(arg, var, bindings):
            return False
    return star is None or _bind(star[1:], tuple(inputs[len(args):]), bindings)


def match(pattern, var) -> dict | None:
    """The bindings of ``pattern`` matched against ``var`` (an Apply node's output), or None."""
    bindings: dict = {}
    return bindings if _match_var(pattern, var, bindings) else None


# --------------------------------------------------------------------------- replacing

def _depends_on(new, old, fgraph) -> bool:
    """Whether ``new`` (built outside the graph) uses ``old``: replacing would make a cycle."""
    known = fgraph.variables if fgraph is not None else ()
    todo, seen = [new], set()
    while todo:
        v = todo.pop()
        if v is old:
            return True
        if v in seen or v in known or v.owner is None:
            continue
        seen.add(v)
        todo.extend(v.owner.inputs)
    return False


def fit_replacement(fgraph, old: Variable, new) -> Variable | None:
    """``new`` made to replace ``old`` with its type and shape, or None when that is not
    provably right (see the module docstring)."""
    ot = _ot()
    if not isinstance(new, Variable):
        new = ot.as_tensor_variable(new)
    old_type, new_type = old.type, new.type
    if not hasattr(old_type, "ndim") or not hasattr(new_type, "ndim"):
        return new if old_type == new_type else None
    if new_type.ndim > old_type.ndim:
        return None
    if new_type.dtype != old_type.dtype:
        new = ot.cast(new, old_type.dtype)
    lead = old_type.ndim - new.type.ndim
    if lead and all(s == 1 for s in old_type.shape[:lead]):
        new = ot.dimshuffle(new, ["x"] * lead + list(range(new.type.ndim)))
        lead = 0
    if not lead and old_type.is_super(new.type):
        if None not in old_type.shape:
            return new
        if fgraph is not None and _same_shape(fgraph, old, new):
            return new
    if fgraph is None:
        return None
    # the replacement may broadcast to the old shape: then allocate it at that shape
    from opspec.rewriting.shape import attach_shape_feature, same_scalar
    feature = attach_shape_feature(fgraph)
    old_dims, new_dims = feature.shape_tuple(old), feature.shape_tuple(new)
    for k, (d, s) in enumerate(zip(new_dims, new.type.shape)):
        if s != 1 and not same_scalar(d, old_dims[lead + k]):
            return None
    grown = ot.alloc(new, *old_dims)
    return grown if old_type.is_super(grown.type) else None


def _same_shape(fgraph, old, new) -> bool:
    from opspec.rewriting.shape import attach_shape_feature
    return attach_shape_feature(fgraph).same_shape(old, new)


class PatternRewriter(NodeRewriter):
    """A node rewriter from a pattern, a condition and a replacement builder.

    ``pattern``: a pattern tuple, or a function returning one (called on first use);
    ``build(**bindings)``: the replacement; ``when(**bindings)``: whether to fire.
    """

    def __init__(self, pattern, build, when=None, name=None):
        self._pattern = pattern
        self.build = build
        self.when = when
        self.name = name or getattr(build, "__name__", "pattern_rewriter")
        self.__doc__ = getattr(build, "__doc__", None)
        self.__wrapped__ = build

    @property
    def pattern(self) -> tuple:
        pattern = self._pattern
        if callable(pattern):
            pattern = self._pattern = pattern()
        if not (isinstance(pattern, tuple) and pattern):
            raise TypeError(f"rewrite {self.name}: a pattern is a tuple (op, *arguments), got {pattern!r}")
        return pattern

    def tracks(self):
        head = self.pattern[0]
        tracked = _head_tracks(head)
        if not (isinstance(tracked, Op) or (isinstance(tracked, type) and issubclass(tracked, Op))):
            raise TypeError(f"rewrite {self.name}: the pattern starts with {head!r}, which is not an op "
                            "(helpers such as sum() build ops; match the op itself, e.g. Sum(axis=a))")
        return [tracked]

    def add_requirements(self, fgraph):
        from opspec.rewriting.shape import attach_shape_feature
        attach_shape_feature(fgraph)

    def transform(self, fgraph, node):
        bindings: dict = {}
        if not _match_node(self.pattern, node, bindings):
            return None
        if self.when is not None and not self.when(**bindings):
            return None
        old = node.outputs[node.op.default_output or 0]
        new = fit_replacement(fgraph, old, self.build(**bindings))
        if new is None or new is old or _depends_on(new, old, fgraph):
            return None
        return {old: new}


def register_rules(first=()) -> None:
    """Register every declared rule (``opspec.tensor.rules``) not registered yet as a
    PatternRewriter named after it in each of its stages, with its tags and fast_run, at
    position 0 (declared rules are tried before other rewrites, whenever those were registered);
    a rule declared again (its module reloaded) replaces the old one. ``first``: modules whose rules
    go first, in that order (see ``declared_rules``)."""
    for rule in declared_rules(first):
        registered = _registered.get(rule.name)
        if registered is rule or getattr(registered, "stands_for", None) == (rule.module, rule.name):
            continue        # registered before its module was imported (opspec.rewriting.deferred)
        rewriter = PatternRewriter(rule.pattern, rule.build, rule.when, rule.name)
        for stage in rule.stages:
            stage_db = STAGES[stage]
            if rule.name in stage_db:
                stage_db.remove(rule.name)
            stage_db.register(rule.name, rewriter, "fast_run", rule.build.__name__, *rule.tags, position=0)
        _registered[rule.name] = rule


#: rule name -> the Rule registered under it (or what stands for it: opspec.rewriting.deferred)
_registered: dict = {}
