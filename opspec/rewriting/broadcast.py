"""Broadcast signatures, and the gradient rewrites they prove.

Elemwise ops broadcast at run time (numpy rules), so a gradient sums each term back to the
shape of its input (``sum_to_shape``) and fills reductions' gradients out to their input's
shape (``second``) even when the shapes will be equal. The shape feature cannot prove them
equal: its sizes are ``switch(eq(n, 1), m, n)`` expressions. A signature can.

The signature of a variable lists, per dimension, the *source* dimensions whose sizes that
dimension is the broadcast of: elemwise ops take the union of their inputs', DimShuffle moves
them, ``sum_to_shape`` has its model's, and any other variable is its own source (a static
size ``s`` is the source ``("static", s)``; a size-1 dimension has none). Broadcasting is
commutative, associative and idempotent, so two variables with the same signature have the
same shape whenever both were computed, which is all a rewrite needs:

    sum_to_shape(x, like) -> x                   when x and like have one signature;
    sum_to_shape(x, f(a, b)) -> sum_to_shape(x, a)   when a alone has f's signature;
    second(x, y)          -> y                   when x's sources are among y's;
    second(f(a, b), y)    -> second(a, y)        when a alone has f's signature (else a few
                                                 inputs covering it), so the fill no longer
                                                 keeps the intermediate f(a, b) alive.
"""
from __future__ import annotations

import opspec.tensor as ot
from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_canonicalize
from opspec.tensor.elemwise import Elemwise

__all__ = ["signature", "local_useless_sum_to_shape", "local_fill_sink"]

#: the most variables one signature looks at (a larger cone keeps its sum_to_shape)
BUDGET = 512
#: the most inputs a sunk fill keeps
MAX_FILL_SOURCES = 3


def _own(var):
    return tuple(frozenset() if s == 1 else frozenset({("static", s) if s is not None else (var, d)})
                 for d, s in enumerate(var.type.shape))


def _through(node):
    """The inputs that decide ``node``'s output signature, or None (the output is a source)."""
    if node is None:
        return None
    op = node.op
    if isinstance(op, Elemwise):
        return node.inputs
    if isinstance(op, ot.DimShuffle):
        return node.inputs[:1]
    if isinstance(op, ot.SumToShape):
        return node.inputs[1:]
    return None


def _combine(node, var, memo):
    op = node.op
    if isinstance(op, ot.DimShuffle):
        inner = memo[node.inputs[0]]
        return tuple(frozenset() if a < 0 else inner[a] for a in op.order)
    if isinstance(op, ot.SumToShape):
        return memo[node.inputs[1]]
    ndim = var.type.ndim
    dims = [set() for _ in range(ndim)]
    for inp in node.inputs:
        for d, sources in enumerate(memo[inp], ndim - inp.type.ndim):
            dims[d] |= sources
    return tuple(frozenset() if s == 1 else frozenset(dims[d]) for d, s in enumerate(var.type.shape))


def signature(var, memo=None):
    """Per dimension of ``var``, the source dimensions its size is the broadcast of (see the
    module docstring); None when that takes more than ``BUDGET`` variables to tell."""
    memo = {} if memo is None else memo
    if getattr(var.type, "shape", None) is None:
        return None
    stack = [var]
    while stack:
        v = stack[-1]
        if v in memo:
            stack.pop()
            continue
        ins = _through(v.owner)
        missing = [] if ins is None else [i for i in ins if i not in memo]
        if missing:
            if len(memo) + len(stack) > BUDGET or any(getattr(i.type, "shape", None) is None for i in missing):
                return None
            stack.extend(missing)
            continue
        stack.pop()
        memo[v] = _own(v) if ins is None else _combine(v.owner, v, memo)
    return memo[var]


@register_canonicalize
@node_rewriter([ot.SumToShape])
def local_useless_sum_to_shape(fgraph, node):
    """sum_to_shape(x, like) -> x when both have one signature (so one shape); else like's
    shape from an input of like's elemwise node with the same signature, if there is one."""
    x, like = node.inputs
    out = node.outputs[0]
    if x.type != out.type:
        return None
    memo = {}
    sx, slike = signature(x, memo), signature(like, memo)
    if sx is None or slike is None:
        return None
    if sx == slike:
        return [x]
    inner = like.owner      # like gives only its shape: take it from an input, not an intermediate
    if inner is not None and isinstance(inner.op, Elemwise):
        for a in inner.inputs:
            if a.type.ndim == like.type.ndim and signature(a, memo) == slike:
                return [ot.sum_to_shape_op(x, a)]
    return None


@register_canonicalize
@node_rewriter([ot.Second])
def local_fill_sink(fgraph, node):
    """second(x, y) -> y when y already has x's sources; else the fill takes its shape from
    the fewest inputs of x's elemwise node that cover x's signature."""
    x, y = node.inputs
    out = node.outputs[0]
    memo = {}
    sx, sy = signature(x, memo), signature(y, memo)
    if sx is None or sy is None:
        return None
    lead = y.type.ndim - x.type.ndim
    if y.type == out.type and lead >= 0 and all(s <= sy[lead + d] for d, s in enumerate(sx)):
        return [y]
    inner = x.owner
    if inner is None or not isinstance(inner.op, Elemwise):
        return None
    cover = _cover(x, sx, inner.inputs, memo)
    if cover is None or len(cover) > MAX_FILL_SOURCES:
        return None
    result = y
    for a in reversed(cover):
        result = ot.second(a, result)
    return [result] if result.type == out.type else None


def _cover(x, sx, inputs, memo):
    """Few of ``inputs`` whose signatures together are ``sx`` (greedy), or None."""
    ndim = len(sx)
    wanted = [set(s) for s in sx]
    chosen = []
    candidates = [i for i in inputs if signature(i, memo) is not None]
    while any(wanted):
        def gain(i):
            sig = memo[i]
            off = ndim - len(sig)
            return sum(len(wanted[off + d] & s) for d, s in enumerate(sig))
        best = max(candidates, key=gain, default=None)
        if best is None or gain(best) == 0:
            return None
        chosen.append(best)
        sig = memo[best]
        for d, s in enumerate(sig, ndim - len(sig)):
            wanted[d] -= s
    if not chosen:      # x has no sources: all size 1, as any one input
        chosen = [max(inputs, key=lambda i: i.type.ndim)]
    return chosen
