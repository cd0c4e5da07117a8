"""Lowering a rewritten graph to dask arrays, node by node, by rules chosen from tables.

Each op has a *kind*, found in this order: the spec's ``dask:`` key (``blockwise: true``,
``reduction: {merge: Op}``, kept on the class as ``dask_lowering``); elementwise ops
(fused ``Composite`` included) are ``blockwise``; a reduction (fused ``CompositeReduce``
included) is a ``reduction`` when its partial results can be merged (its spec's ``merge`` is
its ``combine``, or the ``dask:`` key names the op that merges them); the library's structural
ops have the kind ``KIND_OF_CLASS`` gives. ``LOWERINGS`` maps each kind to what builds its
dask arrays:

- ``blockwise``: ``dask.array.blockwise`` of the op's own kernel on each block (broadcasting
  across chunks is dask's: a dimension of size one is one block, given to every task);
- ``reduction``: the op's kernel reduces each block (keepdims), then ``dask.array.reduction``
  merges the partial results in a tree with the merging op's kernel;
- ``array``: the op's numpy ``python:`` code run on dask arrays, which implement those numpy
  functions lazily (reshape, transpose, concatenate, slicing, integer-array indexing, dot,
  matmul); ``shape``: the same, the result (a size) is known without computing anything;
- ``broadcast`` (``Alloc``, ``BroadcastTo``) and ``sum_to_shape``: dask's broadcast_to, and a
  ``reduction`` of the library's ``Sum``.

A node none of whose inputs is a dask array (arithmetic on sizes, constants) runs at once,
in this process. Everything else stays lazy: building the graph runs under a scheduler that
refuses to compute, so a rule that would pull an array into this process fails loudly.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

import dask
import dask.array as da
import numpy as np

import opspec.tensor as ot
from opspec.dask.kernel import NodeKernel, ReduceKernel, block_type, empty_like_type, output_item, with_props
from opspec.graph.basic import Constant
from opspec.ops import linalg, reduce, shape, subtensor
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.fused_reduce import CompositeReduce
from opspec.tensor.reduction import CAReduce

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class UnsupportedOpError(TypeError):
    """The graph has ops with no dask lowering (raised once, listing all of them)."""


class LoweringError(RuntimeError):
    """A node could not be lowered to dask arrays with the values it was given."""


# --------------------------------------------------------------------------- kinds

#: the library's ops that are neither elementwise nor reductions -> their kind
KIND_OF_CLASS = {
    shape.Shape: "shape", shape.Shape_i: "shape",
    shape.MakeVector: "array", shape.DimShuffle: "array", shape.Reshape: "array", shape.Join: "array",
    shape.SliceAxis: "array", subtensor.Subtensor: "array", subtensor.AdvancedSubtensor: "array",
    subtensor.AdvancedSubtensor1: "array", linalg.Dot: "array", linalg.Matmul: "array", linalg.Outer: "array",
    shape.Alloc: "broadcast", shape.BroadcastTo: "broadcast", shape.SumToShape: "sum_to_shape",
}


def declared(op) -> dict:
    """The ``dask:`` data of the op's spec (empty when it declares none)."""
    return getattr(op, "dask_lowering", None) or {}


def kind_of(op) -> str | None:
    """How ``op`` is lowered (a key of ``LOWERINGS``), or None when it cannot be."""
    data = declared(op)
    if "blockwise" in data:         # false: never cut into blocks, even if elementwise
        return "blockwise" if data["blockwise"] else None
    if isinstance(op, Elemwise):
        return "blockwise"
    if isinstance(op, (CAReduce, CompositeReduce)) or "reduction" in data:
        return "reduction" if merge_op(op) is not None else None
    return KIND_OF_CLASS.get(type(op))


def reduction_of(op):
    """The reduction ``op`` performs (a fused CompositeReduce's own)."""
    return op.reduce_op if isinstance(op, CompositeReduce) else op


def merge_op(op):
    """The op that merges ``op``'s partial results over the reduced axes, or None: the op
    the spec's ``dask: {reduction: {merge: Name}}`` names, else the reduction itself when its
    spec declares a ``merge`` equal to its ``combine`` (sum, max, all...)."""
    red = reduction_of(op)
    name = (declared(red).get("reduction") or {}).get("merge")
    if name is not None:
        cls = getattr(sys.modules[type(red).__module__], name, None) or getattr(ot, name, None)
        if not isinstance(cls, type) or not issubclass(cls, CAReduce):
            raise UnsupportedOpError(f"{red}: its spec's dask: reduction: merge names {name!r}, which is not a "
                                     "reduction op class in its module or the standard library")
        return cls(axis=red.axis, keepdims=red.keepdims)
    fold = red.c_kernels.fold if red.c_kernels is not None else None     # the spec's reduce:
    if fold is not None and fold.merge is not None and fold.merge.text == fold.combine.text:
        return red
    return None


def check_lowerable(fgraph):
    """Raise one UnsupportedOpError naming every op the lowering would meet with no rule:
    those with an input that depends on the function's inputs (sizes do not)."""
    lazy = set(fgraph.inputs)
    missing = {}
    for node in fgraph.toposort():
        if not any(v in lazy for v in node.inputs):
            continue
        kind = kind_of(node.op)
        if kind is None:
            missing.setdefault(str(node.op), node.op)
        if kind != "shape":
            lazy.update(node.outputs)
    if missing:
        lines = [f"  {name}" + (f" (from {op.origin})" if getattr(op, "origin", None) else "")
                 for name, op in missing.items()]
        raise UnsupportedOpError(
            "mode DASK: these ops have no dask lowering, so they could run only with a whole array in one "
            "process:\n" + "\n".join(lines) + "\nAn op that acts on each block by itself can declare "
            "`dask: {blockwise: true}` in its spec, a reduction `dask: {reduction: {merge: Op}}`; or compute "
            "that part of the graph with FAST_RUN.")


# --------------------------------------------------------------------------- rules

def is_lazy(value) -> bool:
    return isinstance(value, da.Array)


def _indexed(values, ndim):
    """blockwise's (array, index) pairs: ranks aligned on the right as numpy broadcasts; a
    concrete scalar goes to every task as it is, a concrete array as one block."""
    args = []
    for v in values:
        if not is_lazy(v) and np.ndim(v) == 0:
            args += [v, None]
        else:
            v = v if is_lazy(v) else da.from_array(v, chunks=v.shape)
            args += [v, _LETTERS[ndim - v.ndim:ndim]]
    return args


def lower_blockwise(node, values):
    ndim = max(v.type.ndim for v in node.outputs)
    index = _LETTERS[:ndim]
    kernel = NodeKernel(node.op, [block_type(v.type) for v in node.inputs])
    token = type(node.op).__name__.lower()
    args = _indexed(values, ndim)
    if len(node.outputs) == 1:
        dtype = node.outputs[0].type.dtype
        return [da.blockwise(kernel, index, *args, token=token, dtype=dtype, meta=empty_like_type(dtype, ndim))]
    blocks = da.blockwise(kernel, index, *args, token=token, meta=empty_like_type(object, ndim))
    return [blocks.map_blocks(output_item, k, dtype=v.type.dtype, meta=empty_like_type(v.type.dtype, ndim))
            for k, v in enumerate(node.outputs)]


def lower_reduction(node, values):
    op, red = node.op, reduction_of(node.op)
    partial_red = with_props(red, keepdims=True)
    partial_op = CompositeReduce(op.composite, partial_red) if isinstance(op, CompositeReduce) else partial_red
    ndim = max(v.type.ndim for v in node.inputs)
    index = _LETTERS[:ndim]
    dtype = node.outputs[0].type.dtype
    partials = da.blockwise(NodeKernel(partial_op, [block_type(v.type) for v in node.inputs]), index,
                            *_indexed(values, ndim), token=f"{type(red).__name__.lower()}-partial",
                            adjust_chunks={index[a]: 1 for a in red.axis}, dtype=dtype,
                            meta=empty_like_type(dtype, ndim))
    merge = ReduceKernel(merge_op(op))
    out_ndim = node.outputs[0].type.ndim
    return [da.reduction(partials, merge, merge, combine=merge, axis=red.axis, keepdims=red.keepdims, dtype=dtype,
                         concatenate=True, meta=empty_like_type(dtype, out_ndim),
                         name=f"{type(red).__name__.lower()}-merge")]


def lower_array(node, values):
    result = node.op.impl_for(node)(*values)
    results = result if len(node.outputs) > 1 else (result,)
    out = []
    for var, value in zip(node.outputs, results):
        dtype = var.type.dtype
        if is_lazy(value):
            out.append(value if value.dtype == dtype else value.astype(dtype))
        else:
            out.append(np.asarray(value, dtype=dtype))
    return out


def lower_broadcast(node, values):
    value, *dims = values
    target = tuple(int(d) for d in dims)
    x = value if is_lazy(value) else da.from_array(np.asarray(value), chunks=np.shape(value))
    chunks = list(da.core.normalize_chunks("auto", target, dtype=x.dtype))
    lead = len(target) - x.ndim
    for k, size in enumerate(x.shape):
        if size == target[lead + k]:
            chunks[lead + k] = x.chunks[k]
    return [da.broadcast_to(x, target, chunks=tuple(chunks)).astype(node.outputs[0].type.dtype, copy=False)]


def lower_sum_to_shape(node, values):
    x, like = values
    target = tuple(np.shape(like))
    lead = x.ndim - len(target)
    axes = tuple(range(lead)) + tuple(lead + i for i, s in enumerate(target) if s == 1 and x.shape[lead + i] != 1)
    if not axes:
        return [x]
    x_var = node.inputs[0]
    total = reduce.Sum(axis=axes, keepdims=True).make_node(x_var)
    [summed] = lower_reduction(total, [x])
    return [summed.reshape(target) if lead else summed]


LOWERINGS = {"blockwise": lower_blockwise, "reduction": lower_reduction, "array": lower_array,
             "shape": lower_array, "broadcast": lower_broadcast, "sum_to_shape": lower_sum_to_shape}


# --------------------------------------------------------------------------- the walk

def run_eagerly(node, values):
    """A node of concrete values only (sizes, constants): its kernel, here and now."""
    result = NodeKernel(node.op, [v.type for v in node.inputs])(*values)
    return list(result) if len(node.outputs) > 1 else [result]


@contextmanager
def no_compute(what):
    """Building dask graphs must not compute: a rule that would is a bug, reported."""
    def refuse(*args, **kwargs):
        raise LoweringError(f"mode DASK: {what} would compute a dask array in this process; it must stay lazy")
    with dask.config.set(scheduler=refuse):
        yield


def lower(fgraph, inputs):
    """The values of ``fgraph``'s outputs, given its inputs' (dask arrays or numpy scalars)."""
    env = dict(zip(fgraph.inputs, inputs))

    def value(var):
        return var.data if isinstance(var, Constant) else env[var]

    for node in fgraph.toposort():
        args = [value(v) for v in node.inputs]
        if not any(is_lazy(a) for a in args):
            results = run_eagerly(node, args)
        else:
            with no_compute(f"lowering {node.op}"):
                try:
                    results = LOWERINGS[kind_of(node.op)](node, args)
                except (LoweringError, NotImplementedError, IndexError, ValueError, TypeError) as err:
                    raise LoweringError(f"mode DASK: cannot lower {node.op} on inputs "
                                        f"{[_describe(a) for a in args]}: {err}") from err
        env.update(zip(node.outputs, results))
    return [value(v) for v in fgraph.outputs]


def _describe(value):
    if is_lazy(value):
        return f"dask {value.dtype} array {value.shape} in chunks {value.chunksize}"
    return f"{np.asarray(value).dtype} value {np.shape(value)}"
