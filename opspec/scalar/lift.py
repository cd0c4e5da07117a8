"""Tensor ops from scalar ops, as PyTensor code builds them, and the way back.

``Elemwise(scalar.add)`` is the library's ``add`` (so rewrites, fusion and C treat it as the
built-in), ``Elemwise(Composite(...))`` the library's fused op, ``CAReduce(scalar.add, axis)``
the library's ``Sum``; ``op.scalar_op`` of those gives the scalar op again. A scalar op the
library has no elementwise op for (one written in Python) is lifted as ``ScalarElemwise``.
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Apply
from opspec.scalar import basic as ps
from opspec.scalar.composite import Composite
from opspec.scalar.convert import ScalarFromTensor, TensorFromScalar, scalar_from_tensor, tensor_from_scalar  # noqa: F401
from opspec.scalar.ops import ScalarOp, SpecScalarOp
from opspec.scalar.type import ScalarType
from opspec.tensor.composite import Composite as FusedElemwise
from opspec.tensor.elemwise import Elemwise, broadcast_static
from opspec.tensor.type import TensorType


def elemwise_of(scalar_op, inplace_pattern=None, name=None, nfunc_spec=None):
    """The tensor op applying ``scalar_op`` elementwise; ``inplace_pattern`` {output: input}
    asks for the variant writing output 0 into that input. (``name`` and ``nfunc_spec`` are
    PyTensor's: the library's ops have their names, and their specs give numpy's version.)"""
    if not isinstance(scalar_op, ScalarOp):
        raise TypeError(f"Elemwise: {scalar_op!r} is not a scalar op (opspec.scalar)")
    if isinstance(scalar_op, SpecScalarOp):
        op = scalar_op.tensor_op
    elif isinstance(scalar_op, Composite) and _fusable(scalar_op):
        op = _fused(scalar_op)
    else:
        op = ScalarElemwise(scalar_op)
    return _in_place(op, dict(inplace_pattern or {}), scalar_op)


def _in_place(op, pattern, scalar_op):
    if not pattern:
        return op
    if list(pattern) != [0] or len(pattern) != 1:
        raise ValueError(f"Elemwise({scalar_op}): in-place patterns write output 0, got {pattern}")
    target = pattern[0]
    if isinstance(op, FusedElemwise):
        if op.input_dtypes[target] != op.output_dtypes[0]:
            raise ValueError(f"Elemwise({scalar_op}): input {target} ({op.input_dtypes[target]}) cannot "
                             f"hold output 0 ({op.output_dtypes[0]})")
        return FusedElemwise(op.input_dtypes, op.steps, op.outputs_ref, inplace_input=target)
    variant = getattr(type(op), "inplace_variant", None)
    if target != 0 or not isinstance(variant, type):
        raise ValueError(f"Elemwise({scalar_op}): no in-place variant writing into input {target}")
    return variant(**op._props_dict())


# ---------------------------------------------------------------- fused loops

def _flat_steps(composite):
    """The composite's steps with nested composites inlined: (scalar op, refs) with refs to
    the outer inputs or earlier steps."""
    steps = []

    def inline(comp, ins):
        local = []
        for op, refs in comp.steps:
            args = [ins[k] if kind == "in" else local[k] if kind == "tmp" else ("const", k) for kind, k in refs]
            if isinstance(op, Composite):
                local.extend(inline(op, args))
            else:
                steps.append((op, tuple(args)))
                local.append(("tmp", len(steps) - 1))
        return [ins[k] if kind == "in" else local[k] if kind == "tmp" else ("const", k)
                for kind, k in comp.outputs_ref]

    outs = inline(composite, [("in", k) for k in range(composite.nin)])
    return steps, outs


def _fusable(composite) -> bool:
    """Whether the library's fused loop computes ``composite``: library ops only, no constants,
    every output computed by a step."""
    if not _single_outputs(composite):
        return False
    steps, outs = _flat_steps(composite)
    refs = [r for _, rs in steps for r in rs] + outs
    return all(isinstance(op, SpecScalarOp) for op, _ in steps) and \
        all(r[0] != "const" for r in refs) and all(r[0] == "tmp" for r in outs)


def _single_outputs(composite) -> bool:
    """Whether every inner op has one output (the fused loop's steps do), nested ones too."""
    return all(len(node.outputs) == 1 and (not isinstance(node.op, Composite) or _single_outputs(node.op))
               for node in composite.fgraph.apply_nodes)


def _fused(composite):
    """The library's fused elementwise op for ``composite``: each step in the dtypes its tensor
    op computes in (a Cast step where the tensor op would cast)."""
    in_dtypes = [v.type.dtype for v in composite.inputs]
    steps, outs = _flat_steps(composite)
    fused, dtype_of, where = [], {}, {}

    def ref_dtype(ref):
        return in_dtypes[ref[1]] if ref[0] == "in" else dtype_of[ref[1]]

    for j, (op, refs) in enumerate(steps):
        refs = [where.get(r, r) if r[0] == "tmp" else r for r in refs]
        compute, out = op.signature([ref_dtype(r) for r in refs])
        args = []
        for r, d in zip(refs, compute):
            if ref_dtype(r) != d:
                fused.append((ps.Cast(ScalarType(d)).tensor_op, (r,), d))
                dtype_of[len(fused) - 1] = d
                r = ("tmp", len(fused) - 1)
            args.append(r)
        fused.append((op.tensor_op, tuple(args), out[0]))
        dtype_of[len(fused) - 1] = out[0]
        where[("tmp", j)] = ("tmp", len(fused) - 1)
    return FusedElemwise(in_dtypes, fused, [where[r][1] for r in outs])


# ---------------------------------------------------------------- any scalar op, in Python

class ScalarElemwise(Elemwise):
    """``scalar_op`` applied at every position with numpy broadcasting: on whole arrays when
    its ``impl`` computes on arrays, else element by element."""

    __props__ = ("scalar_op",)
    scalar_op = None        # an attribute here, not Elemwise's property deriving it

    def __init__(self, scalar_op):
        self.scalar_op = scalar_op
        self.input_names = tuple(f"i{k}" for k in range(max(scalar_op.nin, 0)))
        self.output_names = tuple(f"o{k}" for k in range(scalar_op.nout))
        self.origin = f"Elemwise of {scalar_op}"

    def __str__(self):
        return f"Elemwise{{{self.scalar_op}}}"

    @property
    def nin(self):
        return self.scalar_op.nin

    @property
    def nout(self):
        return self.scalar_op.nout

    def make_node(self, *inputs):
        from opspec.tensor.basic import as_tensor_variable
        inputs = [as_tensor_variable(v) for v in inputs]
        inner = self.scalar_op.make_node(*[ScalarType(v.type.dtype)() for v in inputs])
        shape = broadcast_static([v.type.shape for v in inputs], str(self))
        return Apply(self, inputs, [TensorType(o.type.dtype, shape)() for o in inner.outputs])

    def impl(self, *inputs):
        op = self.scalar_op
        if op.array_impl:
            return op.impl(*inputs)
        loop = np.vectorize(op.impl, otypes=[object] * op.nout)
        return loop(*inputs)

    def perform(self, node, inputs, output_storage):
        results = self.impl(*inputs)
        results = (results,) if self.nout == 1 else results
        values = [np.broadcast_to(np.asarray(r), np.broadcast_shapes(*[np.shape(x) for x in inputs]))
                  for r in results]
        self.store(node, inputs, values, output_storage)

    def expand(self, inputs) -> list:
        """The scalar op rebuilt as a tensor graph on ``inputs`` (library ops where it has them)."""
        return tensor_graph(self.scalar_op, list(inputs))

    def L_op(self, inputs, outputs, output_grads):
        if _has_tensor_form(self.scalar_op):
            return FusedElemwise.L_op(self, inputs, outputs, output_grads)
        return _lifted_gradient(self, inputs, outputs, output_grads)

    def R_op(self, inputs, eval_points):
        return FusedElemwise.R_op(self, inputs, eval_points)


def _lifted_gradient(op, inputs, outputs, output_grads):
    """The scalar op's own gradient (its ``L_op`` / ``grad`` on scalar stand-ins), each scalar
    op of it applied elementwise to the tensors the stand-ins stand for (PyTensor's way), then
    summed over what each input was broadcast along."""
    import opspec.tensor as ot
    from opspec.gradient import grad_not_implemented
    from opspec.graph.basic import Constant, Variable
    from opspec.graph.traversal import io_toposort
    scalar_op = op.scalar_op
    s_in = [ScalarType(v.type.dtype)() for v in inputs]
    s_node = scalar_op.make_node(*s_in)
    s_grads = [ScalarType(g.type.dtype)() if _is_value(g) else g for g in output_grads]
    try:
        grads = scalar_op.L_op(s_in, s_node.outputs, s_grads)
    except NotImplementedError as err:      # MethodNotDefined: the op declares no gradient
        return [grad_not_implemented(op, k, x, str(err)) for k, x in enumerate(inputs)]
    tensor_of = dict(zip(s_in, inputs))
    tensor_of.update(zip(s_node.outputs, outputs))
    tensor_of.update((s, g) for s, g in zip(s_grads, output_grads) if s is not g)
    wanted = [g for g in grads if isinstance(g, Variable) and isinstance(g.type, ScalarType)]
    for node in io_toposort(list(tensor_of), wanted):
        args = [tensor_of.get(v, v) for v in node.inputs]
        args = [ot.constant(v.data, dtype=v.type.dtype) if isinstance(v, Constant) and v not in tensor_of
                and isinstance(v.type, ScalarType) else v for v in args]
        if isinstance(node.op, (TensorFromScalar, ScalarFromTensor)):
            made = args
        elif isinstance(node.op, ScalarOp):
            made = tensor_graph(node.op, args)
        else:
            made = node.op(*args, return_list=True)
        tensor_of.update(zip(node.outputs, made))
    result = []
    for x, g in zip(inputs, grads):
        if isinstance(g, Variable) and isinstance(g.type, ScalarType):
            g = tensor_of[g] if g in tensor_of else ot.constant(g.data, dtype=g.type.dtype)
            g = ot.sum_to_shape(ot.broadcast_to(g, ot.shape(x)) if g.type.ndim < x.type.ndim else g, x)
        result.append(g)
    return result


def _is_value(g) -> bool:
    return getattr(g.type, "dtype", None) is not None and hasattr(g.type, "ndim")


def _has_tensor_form(scalar_op) -> bool:
    if isinstance(scalar_op, Composite):
        return all(_has_tensor_form(op) for op, _ in scalar_op.steps)
    return isinstance(scalar_op, (SpecScalarOp, ps.Identity))


def tensor_graph(scalar_op, inputs) -> list:
    """``scalar_op`` applied to tensors ``inputs``: spec'd views as their library ops, a
    composite step by step, the identity as its input, any other scalar op lifted."""
    if isinstance(scalar_op, SpecScalarOp):
        return scalar_op.tensor_op(*inputs, return_list=True)
    if isinstance(scalar_op, Composite):
        from opspec.tensor.basic import constant
        results = []

        def arg(ref):
            kind, k = ref
            return inputs[k] if kind == "in" else results[k] if kind == "tmp" else constant(k.data, dtype=k.type.dtype)
        for op, refs in scalar_op.steps:
            results.extend(tensor_graph(op, [arg(r) for r in refs]))
        return [arg(r) for r in scalar_op.outputs_ref]
    if isinstance(scalar_op, ps.Identity):
        return list(inputs)
    return ScalarElemwise(scalar_op)(*inputs, return_list=True)


# ---------------------------------------------------------------- the way back

def scalar_op_of(tensor_op):
    """The scalar op a library elementwise op applies (``x.owner.op.scalar_op``)."""
    if isinstance(tensor_op, ScalarElemwise):
        return tensor_op.scalar_op
    if isinstance(tensor_op, FusedElemwise):
        made = tensor_op.__dict__.get("_scalar_op")
        if made is None:
            scalars = [ScalarType(d)() for d in tensor_op.input_dtypes]
            results = []
            for op, refs, _ in tensor_op.steps:
                args = [scalars[k] if kind == "in" else results[k] for kind, k in refs]
                results.append(scalar_op_of(op)(*args))
            made = tensor_op._scalar_op = Composite(scalars, [results[j] for j in tensor_op.outputs_ref])
        return made
    return ps.view_of(tensor_op)


#: the library's reductions by the scalar op they fold with
_REDUCTIONS = {"Add": "Sum", "Mul": "Prod", "Maximum": "Max", "Minimum": "Min", "And": "All", "Or": "Any"}
_FOLDS = {v: k for k, v in _REDUCTIONS.items()}


def careduce_of(scalar_op, axis=None, dtype=None, acc_dtype=None, upcast_discrete_output=False):
    """The library's reduction folding with ``scalar_op`` over ``axis`` (None: all axes)."""
    import opspec.tensor as ot
    name = type(scalar_op).__name__ if isinstance(scalar_op, SpecScalarOp) else None
    if name not in _REDUCTIONS:
        raise TypeError(f"CAReduce: the library reduces with {', '.join(_REDUCTIONS)} "
                        f"(scalar add, mul, maximum, minimum, and_, or_), not {scalar_op}")
    if dtype is not None or acc_dtype is not None or upcast_discrete_output:
        raise TypeError("CAReduce: dtype, acc_dtype and upcast_discrete_output are chosen by the library's "
                        f"{_REDUCTIONS[name]} (numpy's rules); use opspec.tensor.sum(x, dtype=...) to choose")
    return getattr(ot, _REDUCTIONS[name])(axis=axis)


def reduction_scalar_op(reduction):
    """The scalar op a library reduction folds with (``Sum(...).scalar_op`` is ``scalar.add``)."""
    name = _FOLDS.get(type(reduction).__name__)
    if name is None:
        raise AttributeError(f"{type(reduction).__name__} does not fold with a scalar op")
    return getattr(ps, name)()


#: PyTensor's ``tensor_copy``: the identity, elementwise (a tensor's copy)
tensor_copy = elemwise_of(ps.identity)


def scalar_elemwise(*symbol, nfunc=None, nin=None, nout=None, symbolname=None):
    """PyTensor's decorator naming a tensor function after a scalar op: ``@scalar_elemwise`` on
    ``def exp(a)`` gives ``Elemwise(scalar.exp)``, the library's op itself (so its docstring
    stays the library's: the op is shared). ``nfunc``, ``nin``, ``nout`` name numpy's version,
    which the library's spec already gives."""
    def construct(function):
        name = symbolname or function.__name__
        scalar_op = getattr(ps, name, None)
        if not isinstance(scalar_op, ScalarOp):
            raise AttributeError(f"scalar_elemwise: opspec.scalar has no scalar op {name!r}")
        return elemwise_of(scalar_op)
    return construct(symbol[0]) if symbol else construct
