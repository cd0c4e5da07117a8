"""Rewrite rules as declarations: what a spec's ``rewrites:`` says, before anything rewrites.

A generated module declares its rules where it defines its ops::

    @rewrite_rule(
        "specs/math.yaml:12: log(exp(x)) -> x",
        pattern=lambda: (log, (exp, "x")),
    )
    def exp_0(x):
        return x

``rewrite_rule`` records a ``Rule`` (pattern, condition, replacement builder, stages, tags) and
registers nothing: the rewriting stage turns the declared rules into node rewriters when it
loads the standard rewrites (``opspec.rewriting.library``), so importing an op module never
loads the rewriter. This module also holds what rules are written with: the pattern heads
(``OpPattern``, ``Var``, ``TRANSPOSE``) and the predicates ``when:`` conditions call; their
meaning is ``opspec.rewriting.patterns``'s (the matcher).
"""
from __future__ import annotations

from collections import namedtuple

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Constant, Variable
from opspec.graph.op import Op
from opspec.spec.stages import RULE_STAGES   # the stages a rule may be declared in (the spec's words)

__all__ = ["Rule", "rewrite_rule", "declared_rules", "Var", "OpPattern", "TRANSPOSE", "constant_value", "dtype",
           "ndim", "shape", "broadcastable", "is_float", "is_integer", "same_type", "fast_math", "value",
           "is_constant"]


def _ot():
    import opspec.tensor as ot
    return ot


# --------------------------------------------------------------------------- declarations

class Rule(namedtuple("Rule", "name pattern build when stages tags module")):
    """One declared rewrite: ``build(**bindings)`` replaces what ``pattern`` (a pattern tuple, or
    a function returning one, called on first use) matched when ``when(**bindings)`` (or None)
    holds (see opspec.rewriting.patterns), for ``stages`` with ``tags``, declared by ``module``.

    Immutable, and equal only to itself, as each declaration is its own rule. (A namedtuple, not
    a frozen dataclass: making that class cost a warm start ~0.7 ms.)"""
    __slots__ = ()
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    __hash__ = object.__hash__


#: module name -> {rule name: Rule}, in declaration order
_declared: dict[str, dict[str, Rule]] = {}
_changes = [0]


def rewrite_rule(name: str, pattern, when=None, stages=("canonicalize",), tags=()):
    """Decorator: declare ``build(**bindings)`` as the rule ``name`` of its module, for
    ``stages`` with ``tags`` (and fast_run); returns the ``Rule``. Declaring a name again
    replaces the rule (a module reloaded)."""
    for stage in stages:
        if stage not in RULE_STAGES:
            raise ValueError(f"rewrite {name}: unknown stage {stage!r} (stages: {', '.join(RULE_STAGES)})")

    def declare(build):
        rule = Rule(name, pattern, build, when, tuple(stages), tuple(tags), build.__module__)
        _declared.setdefault(rule.module, {})[name] = rule
        _changes[0] += 1
        return rule

    return declare


def declared_rules(first=()) -> list[Rule]:
    """Every declared rule: those of the modules ``first`` in that order, then the others'
    in the order their modules declared them (so the order rules are tried in does not depend
    on which module was imported first)."""
    modules = [m for m in first if m in _declared] + [m for m in _declared if m not in first]
    return [rule for m in modules for rule in _declared[m].values()]


def declarations() -> int:
    """A number that changes whenever a rule is declared."""
    return _changes[0]


# --------------------------------------------------------------------------- pattern heads

class Var:
    """A pattern variable in a prop position of an ``OpPattern``: binds the prop's value."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __repr__(self):
        return f"Var({self.name!r})"


class OpPattern:
    """Ops of class ``op_class`` whose props match: equal values, or ``Var``s that bind them."""

    def __init__(self, op_class, **props):
        if not (isinstance(op_class, type) and issubclass(op_class, Op)):
            raise TypeError(f"OpPattern takes an Op class, got {op_class!r}")
        known = op_class.__props__
        unknown = [p for p in props if known is not None and p not in known]
        if unknown:
            raise TypeError(f"OpPattern: {op_class.__name__} has no prop {', '.join(unknown)} "
                            f"(props: {', '.join(op_class.__props__) or 'none'})")
        self.op_class = op_class
        self.props = {name: (v if isinstance(v, Var) else _normalized(v)) for name, v in props.items()}

    def __repr__(self):
        props = ", ".join(f"{k}={v!r}" for k, v in self.props.items())
        return f"OpPattern({self.op_class.__name__}{', ' if props else ''}{props})"

    def tracks(self):
        return self.op_class

    def matches(self, op, bindings) -> bool:
        if not isinstance(op, self.op_class):
            return False
        for name, want in self.props.items():
            got = getattr(op, name, _MISSING)
            if got is _MISSING:
                return False
            if isinstance(want, Var):
                if want.name in bindings:
                    if not _equal_values(bindings[want.name], got):
                        return False
                else:
                    bindings[want.name] = got
            elif not _equal_values(_normalized(got), want):
                return False
        return True


_MISSING = object()


class _Transpose:
    """Matches a DimShuffle reversing every axis of its input (``x.T``)."""

    def __repr__(self):
        return "TRANSPOSE"

    def tracks(self):
        return _ot().DimShuffle

    def matches(self, op, bindings) -> bool:
        if not isinstance(op, _ot().DimShuffle):
            return False
        order = op.order
        return order == tuple(range(len(order) - 1, -1, -1))

    def check_node(self, node) -> bool:
        return node.inputs[0].type.ndim == len(node.op.order)


TRANSPOSE = _Transpose()


def _normalized(v):
    if isinstance(v, list):
        return tuple(_normalized(x) for x in v)
    return v


def _equal_values(a, b) -> bool:
    try:
        return bool(a == b) if not isinstance(a, Variable) else a is b
    except (TypeError, ValueError):
        return False


# --------------------------------------------------------------------------- constants

def constant_value(var):
    """The ndarray every element of which ``var`` is known to hold, or None.

    A Constant, or a Constant seen through DimShuffle, Alloc, BroadcastTo and the filled
    value of Second (``zeros_like``), which only repeat its elements.
    """
    global _REPEATING
    while var is not None:
        if isinstance(var, Constant):
            return np.asarray(var.data)
        node = var.owner
        if node is None:
            return None
        if _REPEATING is None:
            ot = _ot()
            _REPEATING = {ot.DimShuffle: 0, ot.Alloc: 0, ot.BroadcastTo: 0, ot.Second: 1}
        which = next((k for cls, k in _REPEATING.items() if isinstance(node.op, cls)), None)
        if which is None:
            return None
        var = node.inputs[which]
    return None


_REPEATING = None       # op class -> the input whose elements it only repeats


# --------------------------------------------------------------------------- when: predicates

def _each(x, fn):
    if isinstance(x, (tuple, list)):
        return tuple(fn(v) for v in x)
    return fn(x)


def dtype(x):
    """The dtype name of ``x`` (``"float64"``)."""
    return _each(x, lambda v: v.type.dtype)


def ndim(x):
    return _each(x, lambda v: v.type.ndim)


def shape(x):
    """The static shape of ``x``: a tuple with None for sizes known only at run time."""
    return _each(x, lambda v: tuple(v.type.shape))


def broadcastable(x):
    return _each(x, lambda v: tuple(s == 1 for s in v.type.shape))


def is_float(x) -> bool:
    return _each(x, lambda v: v.type.dtype.startswith("float"))


def is_integer(x) -> bool:
    return _each(x, lambda v: v.type.dtype.startswith(("int", "uint")) or v.type.dtype == "bool")


def same_type(a, b) -> bool:
    return a.type == b.type


def fast_math() -> bool:
    """Whether ``config.fast_math`` lets rules change IEEE results (see opspec.rewriting.patterns)."""
    return bool(config.fast_math)


def value(x):
    """The value of a constant: a Python number when 0-d (or when every element is the same
    number, seen through the ops ``constant_value`` sees through), else an ndarray; None when ``x``
    is not constant."""
    def one(v):
        if isinstance(v, Constant):
            data = np.asarray(v.data)
            return data.item() if data.ndim == 0 else data
        data = constant_value(v)
        if data is None or data.size == 0 or not np.all(data == data.flat[0]):
            return None
        return data.flat[0].item()
    return _each(x, one)


def is_constant(x, value=None) -> bool:
    """Whether ``x`` is constant (and, given ``value``, every element equals it)."""
    def one(v):
        data = constant_value(v)
        if data is None:
            return False
        return value is None or (data.size > 0 and bool(np.all(data == value)))
    result = _each(x, one)
    return all(result) if isinstance(result, tuple) else result
