"""Scalar ops: the base ``ScalarOp`` and the views of the spec'd elementwise ops.

A spec'd elementwise op already says what it computes at one position (its dtype rules, its
numpy kernel, its derivatives); its scalar op is a view of it, never a second definition:
``scalar.exp`` types its output with ``exp``'s rules on 0-d inputs, computes with ``exp``'s
kernel and differentiates with ``exp``'s gradient. ``Elemwise(scalar.exp)`` is ``exp`` again.
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Apply, Variable
from opspec.graph.op import MethodNotDefined, Op
from opspec.scalar.convert import as_scalar, scalar_from_tensor, tensor_from_scalar
from opspec.scalar.type import ScalarType, constant, upcast

_WEAK = (bool, int, float, complex)


class ScalarOp(Op):
    """An op on scalars. Subclasses give ``impl`` (on numbers) and the output types, through
    ``output_types_preference`` (a function of the input types) or ``output_types``."""

    nin = -1            # -1: any number of inputs
    nout = 1
    __props__ = ("output_types_preference", "name")
    output_types_preference = None
    name = None
    #: whether ``impl`` also computes on whole arrays (so an Elemwise of it needs no loop in Python)
    array_impl = False

    def __init__(self, output_types_preference=None, name=None):
        self.output_types_preference = output_types_preference
        self.name = name

    def __str__(self):
        return self.name or type(self).__name__

    def make_node(self, *inputs):
        if self.nin >= 0 and len(inputs) != self.nin:
            raise TypeError(f"{self} takes {self.nin} inputs, got {len(inputs)}")
        inputs = [as_scalar(v) for v in inputs]
        types = self.output_types([v.type for v in inputs])
        return Apply(self, inputs, [t() for t in types])

    def output_types(self, types):
        if self.output_types_preference is None:
            raise MethodNotDefined(f"{self} has no output_types_preference and no output_types")
        out = self.output_types_preference(*types)
        if len(out) != self.nout:
            raise TypeError(f"{self}: output_types_preference gave {len(out)} types for {self.nout} outputs")
        return tuple(out)

    def impl(self, *inputs):
        raise MethodNotDefined(f"{type(self).__name__} has no impl")

    def perform(self, node, inputs, output_storage):
        results = self.impl(*inputs)
        if self.nout == 1:
            results = (results,)
        for cell, var, value in zip(output_storage, node.outputs, results):
            cell[0] = np.asarray(value, dtype=var.type.dtype)[()]


# ---------------------------------------------------------------- output type rules (PyTensor's)

def upcast_out(*types):
    return (ScalarType(upcast(*[t.dtype for t in types])),)


def upgrade_to_float(*types):
    dtype = upcast(*[t.dtype for t in types])
    return (ScalarType(dtype if np.dtype(dtype).kind in "fc" else "float64"),)


def same_out(type):
    return (type,)


def float_out(*types):
    return (ScalarType("float64"),)


def int_out(*types):
    return (ScalarType("int64"),)


def bool_out(*types):
    return (ScalarType("bool"),)


# ---------------------------------------------------------------- views of spec'd elemwise ops

class SpecScalarOp(ScalarOp):
    """The scalar op of a spec'd elementwise op (``tensor_op``): its types, values and
    derivatives are the tensor op's on 0-d inputs."""

    __props__ = ("tensor_op",)
    array_impl = True
    output_types_preference = None
    tensor_op = None        # a view class's library op (set per class)

    def __init__(self, tensor_op=None, name=None):
        self.output_types_preference = None     # the tensor op's rules type the outputs
        self.tensor_op = type(self).tensor_op if tensor_op is None else tensor_op
        self.name = name or type(self).default_name
        self._signatures = {}

    def __str__(self):
        return self.name

    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k != "_signatures"}

    def __setstate__(self, state):
        self.__dict__.update(state, _signatures={})

    @property
    def nin(self):
        return self.tensor_op.nin

    @property
    def nout(self):
        return self.tensor_op.nout

    def signature(self, dtypes):
        """(the dtypes the kernel computes in, the output dtypes) for inputs of ``dtypes``: what
        the tensor op's make_node makes of 0-d inputs (casts it inserts included)."""
        dtypes = tuple(dtypes)
        found = self._signatures.get(dtypes)
        if found is None:
            from opspec.tensor.type import TensorType
            node = self.tensor_op.make_node(*[TensorType(d, ())() for d in dtypes])
            found = self._signatures[dtypes] = (tuple(v.type.dtype for v in node.inputs),
                                                tuple(v.type.dtype for v in node.outputs))
        return found

    def make_node(self, *inputs):
        if len(inputs) != self.nin:
            raise TypeError(f"{self} takes {self.nin} inputs, got {len(inputs)}")
        if any(_weak(v) for v in inputs):
            # Python numbers (and clip's None) take their dtype and value from the other inputs,
            # as the tensor op decides
            from opspec.tensor.type import TensorType
            probe = self.tensor_op.make_node(*[v if _weak(v) else TensorType(as_scalar(v).type.dtype, ())()
                                               for v in inputs])
            inputs = [_weak_constant(v, probe.inputs[k]) if _weak(v) else v
                      for k, v in enumerate(inputs)]
        inputs = [as_scalar(v) for v in inputs]
        _, out = self.signature([v.type.dtype for v in inputs])
        return Apply(self, inputs, [ScalarType(d)() for d in out])

    def impl(self, *inputs):
        """The tensor op's kernel, on numbers or on whole arrays, in the tensor op's dtypes."""
        values = [np.asarray(v) for v in inputs]
        compute, out = self.signature([v.dtype.name for v in values])
        results = self.tensor_op.impl(*[v.astype(d, copy=False) for v, d in zip(values, compute)])
        if self.nout == 1:
            return np.asarray(results, dtype=out[0])[()]
        return tuple(np.asarray(r, dtype=d)[()] for r, d in zip(results, out))

    def perform(self, node, inputs, output_storage):
        results = self.impl(*inputs)
        for cell, value in zip(output_storage, results if self.nout > 1 else (results,)):
            cell[0] = value

    def L_op(self, inputs, outputs, output_grads):
        return _through_tensors(self.tensor_op.L_op, inputs, outputs, output_grads)

    def R_op(self, inputs, eval_points):
        t_in = [tensor_from_scalar(v) for v in inputs]
        t_ev = [None if e is None else tensor_from_scalar(as_scalar(e)) for e in eval_points]
        return [None if r is None else scalar_from_tensor(r) for r in self.tensor_op.R_op(t_in, t_ev)]

    def connection_pattern(self, node):
        pattern = getattr(self.tensor_op, "connection_pattern", None)
        return pattern(node) if pattern is not None else [[True] * self.nout for _ in range(self.nin)]


def _weak(value) -> bool:
    return value is None or isinstance(value, _WEAK)


def _weak_constant(value, made):
    """The constant the tensor op made of a Python number (before any cast it inserted), with
    the value it gave it (clip's bound beyond the dtype, a comparison's int beyond 64 bits)."""
    while made.owner is not None and len(made.owner.inputs) == 1:
        made = made.owner.inputs[0]
    if made.owner is None and hasattr(made, "data"):
        return constant(np.asarray(made.data).item(), dtype=made.type.dtype)
    return constant(value)


def _through_tensors(derivative, inputs, outputs, output_grads):
    """A tensor op's gradient, taken on the scalars as 0-d tensors and given back as scalars."""
    to_tensor = [tensor_from_scalar(v) for v in inputs]
    grads = derivative(to_tensor, [tensor_from_scalar(v) for v in outputs],
                       [_to_tensor(g) for g in output_grads])
    return [scalar_from_tensor(g) if _is_tensor(g) else g for g in grads]


def _to_tensor(value):
    if isinstance(value, Variable) and isinstance(value.type, ScalarType):
        return tensor_from_scalar(value)
    return value


def _is_tensor(value):
    return isinstance(value, Variable) and not isinstance(value.type, ScalarType) and \
        getattr(value.type, "ndim", None) == 0 and hasattr(value.type, "dtype")


class Identity(ScalarOp):
    """Its input, unchanged (``tensor_copy`` is its Elemwise: a copy of a tensor)."""

    nin = 1
    array_impl = True

    def impl(self, x):
        return x

    def L_op(self, inputs, outputs, output_grads):
        return [output_grads[0]]

    def R_op(self, inputs, eval_points):
        return [eval_points[0]]
