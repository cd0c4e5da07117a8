"""Subtensor of a subtensor becomes one Subtensor (constant indices, known sizes).

Composing two basic keys is exact arithmetic on Python ranges: ``range(n)[a][b]`` is the
range ``x[a][b]`` reads along each axis. The spec rule language cannot express that
arithmetic on props, so this rewrite is written by hand; ``x[:] -> x`` is a spec rule.
"""
from __future__ import annotations

from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_canonicalize
from opspec.rewriting.deferred import library_op_class
from opspec.tensor.basic import constant_scalar_or_none


def _constant_key(node):
    from opspec.tensor.indexing import basic_index     # here: a graph without a Subtensor needs not load it
    values = [constant_scalar_or_none(v) for v in node.inputs[1:]]
    if any(v is None for v in values):
        return None
    return basic_index(node.op.idx, values)


def _dims_after(key, shape):
    """What each dimension of x[key] reads: ("x", axis, range) or ("new",); plus fixed ints."""
    dims, fixed, axis = [], {}, 0
    for k in key:
        if k is None:
            dims.append(("new",))
            continue
        n = shape[axis]
        if isinstance(k, int):
            if n is None or not -n <= k < n:
                return None
            fixed[axis] = k % n
        else:
            if n is None:
                return None
            dims.append(("x", axis, range(n)[k]))
        axis += 1
    for a in range(axis, len(shape)):
        if shape[a] is None:
            return None
        dims.append(("x", a, range(shape[a])))
    return dims, fixed


def _as_slice(r: range) -> slice:
    if not len(r):
        return slice(0, 0, 1)
    stop = r.stop if r.stop >= 0 else None
    return slice(r.start, stop, r.step)


def compose(outer_key, inner_key, shape):
    """One basic key equal to ``[inner_key][outer_key]`` on an array of ``shape``, or None."""
    found = _dims_after(inner_key, shape)
    if found is None:
        return None
    dims, fixed = found
    out, k_dim = [], 0
    for k in outer_key:
        if k is None:
            out.append(("new",))
            continue
        if k_dim >= len(dims):
            return None
        dim = dims[k_dim]
        k_dim += 1
        if dim[0] == "new":
            if isinstance(k, int):
                if k not in (0, -1):
                    return None
                continue
            if len(range(1)[k]) != 1:
                return None
            out.append(dim)
            continue
        _, axis, r = dim
        if isinstance(k, int):
            if not -len(r) <= k < len(r):
                return None
            fixed[axis] = r[k]
        else:
            out.append(("x", axis, r[k]))
    out.extend(dims[k_dim:])
    key = []
    pending = sorted(fixed)
    for dim in out:
        if dim[0] == "x":
            while pending and pending[0] < dim[1]:
                key.append(fixed[pending.pop(0)])
            key.append(_as_slice(dim[2]))
        else:
            key.append(None)
    key.extend(fixed[a] for a in pending)
    return tuple(key)


@register_canonicalize
@node_rewriter([library_op_class("Subtensor")], name="subtensor_of_subtensor")
def local_subtensor_of_subtensor(fgraph, node):
    import opspec.tensor as ot
    inner = node.inputs[0].owner
    if inner is None or not isinstance(inner.op, ot.Subtensor):
        return None
    outer_key, inner_key = _constant_key(node), _constant_key(inner)
    if outer_key is None or inner_key is None:
        return None
    x = inner.inputs[0]
    key = compose(outer_key, inner_key, x.type.shape)
    if key is None:
        return None
    return [ot.getitem(x, key)]
