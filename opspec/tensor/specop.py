"""SpecOp: the base of every Op generated from a spec.

Generated classes declare what the spec says (``impl`` from ``python:``, ``output_shapes``
from ``shape:``, grad formulas); this base turns those declarations into the Op contract:
input checking, static output types, ``perform`` that owns its results, ``infer_shape``.
"""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Apply, Variable
from opspec.graph.op import MethodNotDefined, Op
from opspec.kernels.dtypes import admits, class_members, float_dtype, output_dtype
from opspec.kernels.model import Computed, KernelCall, Like, OpKernels, builtin_shape
from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.dims import UNKNOWN
from opspec.tensor.type import TensorType


def dtype_in_class(dtype: str, wanted: str) -> bool:
    """Whether ``dtype`` matches a spec dtype (a class such as ``float`` or ``int|bool``, or a dtype)."""
    return admits(wanted, dtype)


def upgrade_to_float(dtype: str) -> str:
    """The float dtype a value of ``dtype`` is computed in by float-only ops."""
    return float_dtype(dtype, config.floatX)


def _wider_float_hint(name: str, dtype: str, wanted: str) -> str:
    """The fix for a float narrower than a spec admits (float16 given to the linear algebra,
    which LAPACK computes in float32 or float64): cast to the nearest wider float it admits."""
    if not dtype.startswith("float"):
        return ""
    wider = [d for d in class_members(wanted) if d.startswith("float") and np.dtype(d).itemsize > np.dtype(dtype).itemsize]
    return f"; cast it to {wider[0]} first (opspec.tensor.cast({name}, '{wider[0]}'))" if wider else ""


def _static_value(var):
    from opspec.tensor.variable import TensorConstant
    if isinstance(var, TensorConstant) and var.data.ndim == 0:
        return var.data.item()
    return UNKNOWN


def _python_scalar(var):
    """A 0-d constant as its Python value (so infer_shape sees the -1 of reshape(x, -1)), else var."""
    from opspec.tensor.variable import TensorConstant
    return var.data.item() if isinstance(var, TensorConstant) and var.data.ndim == 0 else var


def _deep_tuple(value):
    if isinstance(value, (list, tuple)):
        return tuple(_deep_tuple(v) for v in value)
    if isinstance(value, (np.integer, np.floating, np.bool_)):
        return value.item()
    return value


def convert_prop(kind: str, name: str, value):
    """A prop value in its canonical form (so equal props compare and hash equal)."""
    try:
        if kind == "int":
            if isinstance(value, bool) or int(value) != value:
                raise TypeError
            return int(value)
        if kind == "float":
            return float(value)
        if kind == "bool":
            if not isinstance(value, (bool, np.bool_)):
                raise TypeError
            return bool(value)
        if kind == "str":
            if not isinstance(value, str):
                raise TypeError
            return value
        if kind == "dtype":
            return "floatX" if value == "floatX" else np.dtype(value).name
        if kind == "ints":
            return tuple(int(v) for v in value)
        if kind == "tuple":
            return _deep_tuple(value)
        if kind == "axes":
            if value is None:
                return None
            if isinstance(value, (int, np.integer)):
                return (int(value),)
            return tuple(int(v) for v in value)
    except (TypeError, ValueError):
        pass
    else:
        raise ValueError(f"unknown prop type {kind!r}")
    raise TypeError(f"prop {name} must be {kind}, got {value!r}")


class SpecOp(Op):
    """Shared behaviour of generated Ops. Subclasses set the class attributes below."""

    #: "specs/file.yaml:LINE" of the op's declaration, for error messages
    origin: str = "?"
    input_names: tuple[str, ...] = ()
    output_names: tuple[str, ...] = ()
    #: the op's C kernels (opspec.kernels.model), as the generator declares them; None: no C
    c_kernels: OpKernels | None = None

    def __str__(self):
        if not self.__props__:
            return type(self).__name__
        return f"{type(self).__name__}{{{', '.join(f'{n}={v}' for n, v in self._props_dict().items())}}}"

    # ------------------------------------------------------------------ make_node helpers
    def checked_input(self, i: int, value, dtype: str, ndim: int | None) -> Variable:
        """Input ``i`` as a tensor Variable of the declared dtype (class) and rank."""
        name = self.input_names[i]
        try:
            var = as_tensor_variable(value)
        except TypeError as err:
            raise TypeError(f"{self}: input {name}: {err}") from None
        if not dtype_in_class(var.type.dtype, dtype):
            import opspec.tensor as ot
            if dtype_in_class(config.floatX, dtype) and dtype_in_class(var.type.dtype, "int|uint|bool"):
                var = ot.cast(var, config.floatX)      # (complex is no float: declare float|complex)
            elif dtype == "bool" and dtype_in_class(var.type.dtype, "number"):
                var = ot.neq(var, 0)        # truthiness, as numpy reads a condition
            else:
                raise TypeError(f"{self}: input {name} must be {dtype}, got {var.type} ({var})"
                                + _wider_float_hint(name, var.type.dtype, dtype))
        if ndim is not None and var.type.ndim != ndim:
            raise TypeError(f"{self}: input {name} must have {ndim} dimensions, got {var.type} ({var})")
        return var

    def output_dtype(self, rule: str, inputs) -> str:
        """The dtype an output rule gives for these input Variables (opspec.kernels.dtypes)."""
        return output_dtype(rule, [v.type.dtype for v in inputs], self.input_names,
                            lambda name: getattr(self, name), config.floatX)

    #: per declared input, what the shape rule reads: its "shape" or its "value"
    shape_args: tuple[str, ...] = ()
    #: index of the variadic (``*name``) input, if the op has one
    variadic: int | None = None

    def shape_arguments(self, inputs, shapes) -> list:
        """The arguments of ``output_shapes``: each input's shape, or its value when the
        rule reads the value (a variadic input gives a list)."""
        picked = [_python_scalar(v) if kind == "value" else s
                  for v, s, kind in zip(inputs, shapes, self._arg_kinds(len(inputs)))]
        if self.variadic is None:
            return picked
        k = self.variadic
        return picked[:k] + [picked[k:]]

    def _arg_kinds(self, n):
        kinds = list(self.shape_args) or ["shape"] * n
        if self.variadic is not None:
            kinds = kinds[:self.variadic] + [kinds[self.variadic]] * (n - self.variadic)
        return kinds

    def static_shapes(self, inputs) -> list[tuple]:
        """Output static shapes from the shape rule applied to what is known of the inputs."""
        known = [tuple(UNKNOWN if s is None else s for s in v.type.shape) for v in inputs]
        values = [_static_value(v) for v in inputs]
        shapes = self.output_shapes(*self.shape_arguments(values, known))
        return [tuple(s if isinstance(s, (int, np.integer)) and not isinstance(s, bool) else None
                      for s in shape) for shape in shapes]

    def runtime_shapes(self, values) -> list[tuple]:
        """Output shapes for these input arrays (to allocate outputs before a C kernel)."""
        args = self.shape_arguments([v.item() if v.ndim == 0 else v for v in values], [v.shape for v in values])
        return [tuple(int(d) for d in shape) for shape in self.output_shapes(*args)]

    def output_shapes(self, *input_shapes):
        raise NotImplementedError(f"{self} has no shape rule")

    def make_outputs(self, dtypes, shapes) -> list[Variable]:
        return [TensorType(dtype, shape).make_variable() for dtype, shape in zip(dtypes, shapes)]

    # ------------------------------------------------------------------ gradients
    def grad_terms(self, inputs, outputs, output_grads):
        """Per input: its gradient (generated from ``grad:`` or ``derivative:``)."""
        raise NotImplementedError(f"{self} declares no gradient")

    def L_op(self, inputs, outputs, output_grads):
        """``grad_terms``, with a float zero for each integer or bool input its term gives a
        tensor for: nothing moves an integer infinitesimally, and the spec's formula, written for
        floats, would give it its own dtype (``x[::-1]`` of a bool had a bool gradient)."""
        import opspec.tensor as ot
        terms = self.grad_terms(inputs, outputs, output_grads)
        return [ot.zeros_like(x, dtype=config.floatX)
                if isinstance(term, Variable) and isinstance(term.type, TensorType)
                and not dtype_in_class(x.type.dtype, "float|complex") else term
                for x, term in zip(inputs, terms)]

    # ------------------------------------------------------------------ forward mode
    def R_op(self, inputs, eval_points):
        """Forward mode derived from the gradient, for ops that declare ``grad:`` but no
        ``r_op:`` (the "Lop of Lop" construction).

        ``L_op`` is linear in the output gradients u: it gives J^T u. Differentiating that in
        reverse mode with respect to u, seeded with the input tangents v, gives (J^T)^T v = J v,
        the R_op. The placeholders u are then replaced by the outputs themselves: the result
        does not depend on their values (it is linear in u), at most on their shapes.
        """
        from opspec.gradient.reverse import Lop
        from opspec.graph.null_type import is_disconnected, is_null
        from opspec.graph.basic import ancestors, clone_replace
        import opspec.tensor as ot

        outputs = self(*inputs, return_list=True)
        floats = [dtype_in_class(o.type.dtype, "float|complex") for o in outputs]
        seeds = [o.type() if f else ot.zeros_like(o, dtype=config.floatX) for o, f in zip(outputs, floats)]
        try:
            grads = self.L_op(list(inputs), outputs, seeds)
        except NotImplementedError:
            raise MethodNotDefined(f"{self} has no R_op: its spec declares no gradient (give it grad:, "
                                   "derivative: or r_op:)") from None
        pairs = []
        for g, ev in zip(grads, eval_points):
            if ev is None or g is None or is_disconnected(g):
                continue
            if is_null(g):
                return [g if f else None for f in floats]
            pairs.append((g, ev))
        wrt = [s for s, f in zip(seeds, floats) if f]
        if not pairs or not wrt:
            return [None] * len(outputs)
        tangents = Lop([g for g, _ in pairs], wrt, [ev for _, ev in pairs], disconnected_inputs="ignore")
        used = set(ancestors(tangents))
        replace = {s: o for s, o in zip(seeds, outputs) if s in used}
        if replace:
            tangents = clone_replace(tangents, replace)
        out = iter(tangents)
        return [next(out) if f else None for f in floats]

    # ------------------------------------------------------------------ C
    def c_kernel(self, node) -> KernelCall | None:
        """How ``node`` runs in C: the kernel of its dtypes (or a builtin of the program runner),
        its params' values and its shape rule; None: ``perform`` computes it (no C, a view, no
        instantiation for these dtypes, an in-place kernel that would cast its input)."""
        table = self.c_kernels
        if table is None:
            return None
        if table.builtin:
            return KernelCall(None, (), builtin_shape(table.kind, getattr(self, table.builtin)))
        if self.view_map or self.variadic is not None:
            return None
        din = tuple(v.type.dtype for v in node.inputs)
        dout = tuple(v.type.dtype for v in node.outputs)
        spec = table.select(din, dout)
        if spec is None:
            return None
        for o, (j, *_) in self.destroy_map.items():
            if spec.inputs[j].dtype != din[j] or din[j] != dout[o]:
                return None
        return KernelCall(spec, self.c_arguments(), self.c_shape(node))

    def c_arguments(self) -> tuple:
        """The values of the props the kernels take (``c_kernels.params``), in order."""
        return tuple(getattr(self, p.name) for p in self.c_kernels.params)

    def c_shape(self, node):
        """How the kernel's output shapes follow from its inputs' (opspec.kernels.model): an
        input's shape, as the shape rule says, or the shape rule computed on the inputs."""
        like = self.c_kernels.shape_of
        return Computed(self.runtime_shapes) if like is None else Like(like)

    def make_py_thunk(self, node, storage_map, compute_map, no_recycling, debug=False):
        """``perform`` and ``store`` folded into one closure for the common case (one output,
        no in-place, neither overridden): a Python node such as a BLAS dot costs its kernel
        plus well under a microsecond."""
        cls = type(self)
        if debug or self.destroy_map or len(node.outputs) != 1 or cls.perform is not SpecOp.perform or \
                cls.store is not SpecOp.store:
            return super().make_py_thunk(node, storage_map, compute_map, no_recycling, debug)
        impl, cells = self.impl_for(node), [storage_map[v] for v in node.inputs]
        out, flag = storage_map[node.outputs[0]], compute_map[node.outputs[0]]
        dtype, ndarray, may_share = np.dtype(node.outputs[0].type.dtype), np.ndarray, np.may_share_memory
        may_view = 0 in self.view_map

        def thunk():
            args = [cell[0] for cell in cells]
            value = impl(*args)
            if type(value) is not ndarray or value.dtype != dtype:
                value = np.asarray(value, dtype=dtype)
            if not may_view and ((value.base is not None or any(value is x for x in args)) and
                                 any(isinstance(x, ndarray) and may_share(value, x) for x in args)
                                 or not value.flags.writeable):
                value = value.copy()
            out[0] = value
            flag[0] = True

        thunk.inputs, thunk.outputs, thunk.perform = cells, [out], self.perform
        thunk.lazy, thunk.impl = False, "py"
        return thunk

    # ------------------------------------------------------------------ perform
    @property
    def inplace(self) -> bool:
        """Whether this is an inplace variant: its ``python:`` kernel (which reads ``inplace``) may
        write its output into the input it destroys."""
        return bool(self.destroy_map)

    def impl(self, *inputs):
        raise NotImplementedError(f"{self} has no python implementation")

    def impl_for(self, node):
        """What computes ``node``'s outputs from its inputs' values: ``impl``, or ``impl`` with
        the checks a base class adds (a reduction's rule for empty input)."""
        return self.impl

    def perform(self, node: Apply, inputs, output_storage):
        results = self.impl_for(node)(*inputs)
        if len(node.outputs) == 1:
            results = (results,)
        self.store(node, inputs, results, output_storage)

    def store(self, node, inputs, results, output_storage):
        """Put results in their cells as arrays of the output dtypes, never aliasing an input
        unless view_map / destroy_map declare it; destroyers write into their input. An output
        that is not a view is the op's own, so it must be writable: an in-place op after it
        writes into it (``np.imag`` of a real array is a read-only array of zeros)."""
        for i, (var, value) in enumerate(zip(node.outputs, results)):
            value = np.asarray(value, dtype=var.type.dtype)
            destroyed = self.destroy_map.get(i)
            if destroyed:
                target = inputs[destroyed[0]]
                if value is not target:
                    if value.shape != target.shape:
                        raise ValueError(f"{self}: output {i} has shape {value.shape}, cannot be written "
                                         f"into input {destroyed[0]} of shape {target.shape}")
                    np.copyto(target, value)
                value = target
            elif i not in self.view_map and ((value.base is not None or any(value is x for x in inputs)) and
                                             any(isinstance(x, np.ndarray) and np.may_share_memory(value, x)
                                                 for x in inputs) or not value.flags.writeable):
                # (an array owning its memory and not an input shares nothing: no memory-bounds check)
                value = value.copy()
            output_storage[i][0] = value
