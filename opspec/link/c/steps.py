"""The kinds of program steps: which nodes a C program can run, and each one's C description.

A step is a node the program runner (``opspec_program.c``) runs: a kernel it calls (elementwise,
reductions, kernels shaped like an input), or something it computes itself without a kernel
(opspec.kernels.model: a view, a dimension's size), or a check (``CheckAndRaise``: its
conditions read in C, its value passed on as a view). ``step_kind`` says whether and how a node
is a step; ``fill_step`` writes that into the runner's ``opspec_step``.
"""
from __future__ import annotations

import numpy as np
from numpy import ndarray

from opspec.kernels.abi import LIMITS, MAXARGS, MAXDIMS, CallKind, ShapeKind, Slot
from opspec.kernels.model import SAME_SHAPE_VIEWS, Broadcast, Check, Computed, Dimshuffle, Like, Reduce, Size

MAXPARAMS = LIMITS["MAXPARAMS"]


def step_kind(node, thunk):
    """(shape kind, call kind, the node's KernelCall) when ``node`` can be a program step, else
    None: a node the runner computes itself (opspec.kernels.model: a view, a size, a check), or
    one whose thunk runs a kernel the runner can call (no params but ints, dtypes the node's own)."""
    call = node.op.c_kernel(node)
    if call is None or any(getattr(v.type, "ndim", MAXDIMS + 1) > MAXDIMS for v in node.inputs + node.outputs):
        return None
    shape = call.shape
    if call.spec is None:
        if isinstance(shape, Dimshuffle):
            return ShapeKind.DIMSHUFFLE, CallKind.NONE, call
        if isinstance(shape, Size) and node.outputs[0].type.dtype == "int64":
            return ShapeKind.SIZE, CallKind.SIZE, call
        if isinstance(shape, Check) and _checkable(node):
            return ShapeKind.CHECK, CallKind.CHECK, call
        return None
    kernel = getattr(thunk, "c_kernel", None)      # the thunk's loaded kernel (a C thunk's)
    if kernel is None or len(node.inputs) + len(node.outputs) > MAXARGS:
        return None
    if any(v.type.dtype != x.dtype for v, x in zip(node.inputs, call.spec.inputs)):
        return None
    call_kind = call.spec.call_kind
    if call_kind is CallKind.PLAIN and call.spec.params:
        if len(call.spec.params) > MAXPARAMS or any(p.type != "int" for p in call.spec.params):
            return None     # the runner passes int props only (an axis)
        call_kind = CallKind.INTS
    if isinstance(shape, (Broadcast, Reduce, Like)):
        return shape.kind, call_kind, call
    if isinstance(shape, Computed) and all(v.type.ndim == 0 for v in node.inputs + node.outputs):
        # a scalar of scalars (BroadcastSize): its shape is () whatever the rule computes, as
        # the broadcast of its inputs is; the kernel checks their values
        return ShapeKind.BROADCAST, call_kind, call
    return None


def _checkable(node):
    """Whether the runner can read a check's conditions (0-d bools) and pass its value on (a
    tensor) in one step."""
    value, *conds = node.inputs
    return len(node.inputs) < MAXARGS and hasattr(value.type, "dtype") and all(
        getattr(c.type, "dtype", None) == "bool" and c.type.ndim == 0 for c in conds)


def same_shape_input(node, kind):
    """The input whose view the step may hand out instead of running its kernel, when its
    output has that input's shape (opspec.kernels.model.SAME_SHAPE_VIEWS), or None."""
    shape_kind, _, call = kind
    k = SAME_SHAPE_VIEWS.get(call.spec.op) if shape_kind == ShapeKind.LIKE and call.spec is not None else None
    if k is None or len(node.outputs) != 1:
        return None
    x, out = node.inputs[k], node.outputs[0]
    return k if x.type.ndim == out.type.ndim and x.type.dtype == out.type.dtype else None


def fill_step(c, node, kind, thunk, slot_of, slots, ffi):
    """Describe step ``node`` in ``c`` (an ``opspec_step``): its operands' slots, how its
    shapes follow, and the kernel it calls."""
    shape_kind, call_kind, call = kind
    if shape_kind == ShapeKind.DIMSHUFFLE and slots[slot_of[node.outputs[0]]][0] == Slot.EXTERNAL:
        call_kind = CallKind.COPY
    c.shape_kind, c.call_kind = shape_kind, call_kind
    c.nin, c.nout = len(node.inputs), len(node.outputs)
    for j, var in enumerate(node.inputs + node.outputs):
        c.operand[j] = slot_of[var]
    if shape_kind == ShapeKind.CHECK:       # the value's view: every dimension kept in order
        for d in range(node.outputs[0].type.ndim):
            c.order[d] = d
        return
    shape = call.shape
    if shape_kind == ShapeKind.DIMSHUFFLE:
        for d, a in enumerate(shape.order):
            c.order[d] = a
        return
    if shape_kind == ShapeKind.SIZE:
        c.order[0] = shape.axis
        return
    if shape_kind == ShapeKind.LIKE:
        c.order[0] = shape.input
    if call_kind == CallKind.INTS:
        c.nparams = len(call.args)
        for j, value in enumerate(call.args):
            c.params[j] = int(value)
    kernel = thunk.c_kernel
    address = kernel.module.ffi.addressof(kernel.module.lib, kernel.name)
    c.fn = ffi.cast("void *", int(kernel.module.ffi.cast("uintptr_t", address)))
    if shape_kind in (ShapeKind.BROADCAST, ShapeKind.LIKE):
        c.space_ndim = node.outputs[0].type.ndim
        return
    c.space_ndim = max(v.type.ndim for v in node.inputs)
    c.keepdims = bool(shape.keepdims)
    axes = sorted(shape.axes)
    c.naxes = len(axes)
    for j, a in enumerate(axes):
        c.axes[j] = a
    for d in range(c.space_ndim):
        c.reduced[d] = b"\1" if d in axes else b"\0"


def transpose_thunk(node, storage_map, compute_map):
    """Outside a program, a Dimshuffle step that only reorders dimensions (a transpose, as
    BLAS reads it) made as one numpy call, or None: its op's Python thunk reads and checks the
    order on every call (~3 us of a small MLP's 20)."""
    call = node.op.c_kernel(node)
    shape = None if call is None else call.shape
    if not isinstance(shape, Dimshuffle) or call.spec is not None:
        return None
    perm, ndim = tuple(shape.order), node.inputs[0].type.ndim
    if not ndim or sorted(perm) != list(range(ndim)):
        return None
    cell, out, flag = storage_map[node.inputs[0]], storage_map[node.outputs[0]], compute_map[node.outputs[0]]

    def thunk():
        value = cell[0].transpose(perm)     # of a subclass (memmap): an ndarray, as perform gives
        out[0] = value if type(value) is ndarray else np.asarray(value)
        flag[0] = True

    thunk.inputs, thunk.outputs = [cell], [out]
    thunk.lazy, thunk.impl = False, "py"
    return thunk
