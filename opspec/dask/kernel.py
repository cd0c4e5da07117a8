"""The work done inside one block: an op's own compiled kernel, called by dask.

A ``NodeKernel`` is what a dask task holds: the op and the types of its inputs, nothing else,
so it pickles to any worker. Called on blocks, it compiles (once per thread of a process, looked
up by op and types) a one-node ``opspec.function`` of the op with no rewrites: the node's C kernel
when it has one, compiled on first use into that process's ``OPSPEC_CACHE_DIR``, else its
``perform``. Nothing depends on the state of the process that built the dask graph.
"""
from __future__ import annotations

import threading

import numpy as np

from opspec.compile.maker import function
from opspec.configuration import config
from opspec.compile.mode import Mode
from opspec.tensor.type import TensorType

#: per thread: (op, input types) -> compiled one-node function. A compiled function serves one
#: call at a time unless it is one C program; dask runs tasks in several threads of a process
_LOCAL = threading.local()
#: one compile at a time changes the process's config (``wait_for_c``)
_COMPILING = threading.Lock()


def block_type(t: TensorType) -> TensorType:
    """The type of one block of a value of type ``t``: same dtype and rank; a size is known
    only where it is 1 (a broadcast dimension stays one on every block)."""
    return TensorType(t.dtype, tuple(1 if s == 1 else None for s in t.shape))


def compiled(op, types):
    """The one-node function computing ``op`` on values of ``types`` in this thread."""
    cache = _LOCAL.__dict__.setdefault("compiled", {})
    key = (op, types)
    fn = cache.get(key)
    if fn is None:
        inputs = [t() for t in types]
        node = op.make_node(*inputs)
        # waits for the C kernel (never tiered, opspec.link.tier): every block of one array is
        # computed by the same path, not the first ones by perform and the rest by C
        with _COMPILING, config.change(wait_for_c=True):
            fn = cache[key] = function(inputs, list(node.outputs), mode=Mode("auto", optimizer=None),
                                       on_unused_input="ignore")
    return fn


class NodeKernel:
    """``op`` applied to blocks of the given types; returns the one output, or a tuple."""

    def __init__(self, op, types):
        self.op = op
        self.types = tuple(types)

    def __call__(self, *blocks):
        outs = compiled(self.op, self.types)(*aligned(blocks))
        return outs[0] if len(outs) == 1 else tuple(outs)

    def __repr__(self):
        return f"NodeKernel({self.op})"


class ReduceKernel:
    """A reduction over ``axis`` with ``keepdims``, called as dask's ``reduction`` calls its
    steps: ``op`` (a spec reduction) with those props, on any block."""

    def __init__(self, op):
        self.op = op

    def __call__(self, x, axis, keepdims):
        axis = tuple(sorted(a % x.ndim for a in axis)) if x.ndim else ()
        op = with_props(self.op, axis=axis, keepdims=bool(keepdims))
        return compiled(op, (block_type(TensorType(x.dtype, (None,) * x.ndim)),))(*aligned([x]))[0]

    def __repr__(self):
        return f"ReduceKernel({self.op})"


def aligned(blocks):
    """The blocks, each aligned for its dtype. dask.distributed hands a task the arrays it
    received at whatever offset they had in the message; opspec's C kernels take only aligned
    data and run ``perform`` otherwise, whose numpy code may round differently (softplus: 1 ulp
    on 6% of elements), so a worker would disagree with one machine in the last bit."""
    return [b if not isinstance(b, np.ndarray) or b.flags.aligned else np.require(b, requirements="A")
            for b in blocks]


def with_props(op, **changes):
    """``op`` with some props changed (a reduction's axis and keepdims)."""
    props = {name: getattr(op, name) for name in op.__props__}
    props.update(changes)
    return type(op)(**props)


def output_item(values, k):
    """Output ``k`` of a block that computed several (dask's multi-output blockwise)."""
    return values[k]


def empty_like_type(dtype, ndim):
    """A zero-size array of ``dtype`` and rank: the ``meta`` that tells dask what a block is
    without calling the kernel on a dummy block."""
    return np.empty((0,) * ndim, dtype=dtype)
