"""The inplace rewrite: nodes become their destructive variants where that is safe.

An Op opts in with ``inplace_variant``: a class (instantiated with the op's props), an Op
instance, or a callable ``f(op)`` returning a variant or a list of candidates (tried in
order); a variant declares ``destroy_map``. Generated
ops get it from ``inplace:`` in their spec; a hand-written op sets the attribute the
same way. The rewrite runs in the inplace stage (position 75, after fusion) as one
walk from inputs to outputs, and replaces a node by its variant only when, for each
output → input pair of the variant's ``destroy_map``:

- the output has exactly the input's type (dtype and static shape), and no other input
  can broadcast against it at run time, so the result fits in the input's memory;
- the DestroyHandler would accept it (``DestroyHandler.refusal``): the input (through any
  view) is not protected by the graph's Supervisor (every graph input is, when the graph
  has none; ``opspec.function`` leaves mutable inputs unprotected: a shared variable it
  updates, an ``In(mutable=True)``), a constant, an output of the graph, overwritten
  elsewhere, read again by this node, or read by a node that needs this node's result.
  That last test is a search with a budget: a candidate whose safety is not settled within
  it is left alone, so the pass costs a bounded amount per node and never proposes an
  order it cannot satisfy.

Variables keep their tags (``nan_guard_mode_check`` ...) through the replacement.
"""
from __future__ import annotations

from opspec.graph.basic import Apply, Constant
from opspec.graph.op import Op
from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_inplace


def inplace_variants_of(op) -> list:
    """The destructive variants an op declares (Op instances), in the order to try them.

    ``inplace_variant`` is a class, an Op instance, or a callable ``f(op)`` returning one
    variant or a list of candidates (an op that may overwrite any of several inputs)."""
    variant = getattr(op, "inplace_variant", None)
    if variant is None or getattr(op, "destroy_map", None):
        return []
    if isinstance(variant, type):
        props = op._props_dict() if getattr(op, "__props__", None) else {}
        variant = variant(**props)
    elif not isinstance(variant, Op) and callable(variant):
        variant = variant(op)
    candidates = variant if isinstance(variant, (list, tuple)) else [variant]
    return [v for v in candidates if isinstance(v, Op) and getattr(v, "destroy_map", None) and v != op]


def inplace_variant_of(op):
    """The first destructive variant an op declares, or None."""
    variants = inplace_variants_of(op)
    return variants[0] if variants else None


def _fits_in_place(node, out_index, in_index) -> bool:
    """Whether output ``out_index`` always has the shape and dtype of input ``in_index``."""
    target = node.inputs[in_index]
    if node.outputs[out_index].type != target.type:
        return False
    from opspec.tensor.elemwise import Elemwise    # lazy: opspec.tensor imports rewrites

    if not isinstance(node.op, Elemwise):
        return True                 # the op's author vouches for its variant's shapes
    shape = target.type.shape
    for k, var in enumerate(node.inputs):
        other = var.type.shape
        if k == in_index:
            continue
        if len(other) > len(shape):
            return False
        # an unknown size of the target may turn out to be 1 and broadcast against the other's
        risky = any(mine is None and size != 1 for mine, size in zip(shape[len(shape) - len(other):], other))
        if risky and not (len(other) == len(shape) and _shape_root(var) is _shape_root(target)):
            return False
    return True


def _shape_root(var, steps: int = 32):
    """A variable with the same run-time shape as ``var``, found through elemwise nodes
    that have one full-rank input and only size-1 others, and through SumToShape (a
    gradient summed back to its variable's shape: ``w - lr * g`` fits in ``w``) (bounded walk)."""
    from opspec.ops.shape import SumToShape
    from opspec.tensor.elemwise import Elemwise

    for _ in range(steps):
        node = var.owner
        if node is not None and isinstance(node.op, SumToShape):
            var = node.inputs[1]
            continue
        if node is None or not isinstance(node.op, Elemwise):
            return var
        ndim = var.type.ndim
        full = [u for u in node.inputs if not all(s == 1 for s in u.type.shape)]
        if len(full) != 1 or full[0].type.ndim != ndim:
            return var
        var = full[0]
    return var


def _through_readonly_view(var) -> bool:
    """Whether ``var`` is (a view of) a read-only view such as a broadcast, whose elements
    may share memory: writing into it is an error (or wrong). Ops say so with
    ``Op.readonly_view`` (a spec with ``readonly_view: true``)."""
    todo = [var]
    while todo:
        v = todo.pop()
        node = v.owner
        if node is None:
            continue
        parents = node.op.view_map.get(v.index, ())
        if parents and node.op.readonly_view:
            return True
        todo.extend(node.inputs[k] for k in parents)
    return False


@node_rewriter(None, inplace=True, name="inplace_variants")
def local_inplace(fgraph, node):
    """Replace ``node`` by the first of its op's inplace variants the DestroyHandler accepts;
    variants overwriting a mutable graph input (a shared variable being updated, which the
    Supervisor leaves unprotected) first, so its storage is reused call after call."""
    variants = inplace_variants_of(node.op)
    supervisor = getattr(fgraph, "_supervisor", None)
    if len(variants) > 1 and supervisor is not None:
        def owned(variant):
            return any(node.inputs[i] in fgraph.inputs and not supervisor.protects(node.inputs[i])
                       for ins in variant.destroy_map.values() for i in ins if i < len(node.inputs))
        variants.sort(key=lambda v: not owned(v))
    for variant in variants:
        outputs = _in_place(fgraph, node, variant)
        if outputs is not None:
            return outputs
    return None


def _in_place(fgraph, node, variant):
    """The outputs of ``node`` computed by ``variant`` instead, or None when that is not safe."""
    dh = fgraph.destroy_handler
    unsupervised = getattr(fgraph, "_supervisor", None) is None
    for out_index, ins in variant.destroy_map.items():
        for i in ins:
            if i >= len(node.inputs) or out_index >= len(node.outputs):
                return None
            var = node.inputs[i]
            if isinstance(var, Constant) or sum(v is var for v in node.inputs) > 1 \
                    or not _fits_in_place(node, out_index, i) or _through_readonly_view(var):
                return None
            if unsupervised and any(r.owner is None for r in dh.roots(var)):
                return None             # without a Supervisor, every input belongs to the caller
            if dh.refusal(var, node) is not None:
                return None
    if type(variant).make_node is type(node.op).make_node:
        # the same make_node would build the same outputs: skip re-checking the inputs
        new_node = Apply(variant, node.inputs, [out.type() for out in node.outputs])
    else:
        try:
            new_node = variant.make_node(*node.inputs)
        except (TypeError, ValueError):
            return None
    if len(new_node.outputs) != len(node.outputs) or \
            any(new.type != old.type for new, old in zip(new_node.outputs, node.outputs)):
        return None
    return new_node.outputs


register_inplace(local_inplace, name="inplace_variants")

__all__ = ["inplace_variant_of", "inplace_variants_of", "local_inplace"]
