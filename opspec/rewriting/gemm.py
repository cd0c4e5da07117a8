"""``z + x @ y -> gemm(z, x, y)`` under ``config.fast_math``: an accumulated gradient (a weight
used twice, weight decay) adds a product into z by BLAS GEMM with beta = 1, no temporary
product and, once the inplace stage makes it ``GemmInplace``, no second pass over z.

Hand-written rather than a spec rule because a rule cannot ask what this must: that the product
has no other client (else its GEMM would run twice). The rest is data a rule could say:

- fast_math only: beta = 1 joins z to the partial sums of the first panel of k (OpenBLAS's
  GEMM_Q, 56..1024 by core), so the rounding is not numpy's ``z + x @ y`` for larger k;
- matrices of one dtype, float32 or float64 (the dtypes of BLAS's s/d GEMM);
- z never broadcasts: its type has no size known to be 1, and ``fit_replacement`` admits gemm
  (whose shape is z's) only where that shape is provably the sum's (static sizes or equal
  symbolic sizes), with no cast and no alloc.
"""
from __future__ import annotations

import sys

from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_specialize
from opspec.rewriting.deferred import library_op_class
from opspec.rewriting.patterns import fit_replacement
from opspec.tensor.rules import fast_math

FLOATS = ("float32", "float64")


def _product(var, fgraph):
    """(x, y) where ``var`` is the only use of a Matmul or Dot of two matrices, else None."""
    node = var.owner
    linalg = sys.modules.get("opspec.ops.linalg")      # imported once a graph holds a product
    if node is None or linalg is None or not isinstance(node.op, (linalg.Matmul, linalg.Dot)) \
            or len(fgraph.clients.get(var, ())) != 1:
        return None
    if var in fgraph.outputs:
        return None
    x, y = node.inputs
    return (x, y) if x.type.ndim == y.type.ndim == 2 else None


@register_specialize
@node_rewriter([library_op_class("Add")], name="local_gemm")
def local_gemm(fgraph, node):
    if not fast_math() or len(node.inputs) != 2 or len(node.outputs) != 1:
        return None
    out = node.outputs[0]
    if out.type.ndim != 2 or out.type.dtype not in FLOATS:
        return None
    for z, term in (node.inputs, node.inputs[::-1]):
        xy = _product(term, fgraph)
        if xy is None or z.type.ndim != 2 or 1 in z.type.shape:
            continue
        if not z.type.dtype == xy[0].type.dtype == xy[1].type.dtype == out.type.dtype:
            continue
        from opspec.tensor import gemm
        new = gemm(z, *xy)
        if fit_replacement(fgraph, out, new) is new:
            return [new]
    return None
