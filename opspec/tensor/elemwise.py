"""Elemwise: scalar kernels lifted over tensors with numpy's broadcasting and dtype rules.

A generated elemwise Op declares per-input dtype classes, per-output dtype rules, ``impl``
(numpy on whole arrays), its scalar C expressions and ``grad_terms`` / ``tangent_terms``;
this base does the rest: weak Python scalars, broadcasting of static shapes,
``infer_shape``, summing gradients back over broadcast dimensions and broadcasting tangents
up to the outputs' shapes.
"""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Apply, Variable
from opspec.kernels.model import Broadcast
from opspec.kernels.shapes import broadcast_shapes
from opspec.tensor.basic import as_tensor_variable, constant
from opspec.tensor.specop import SpecOp, dtype_in_class, upgrade_to_float

_WEAK = (bool, int, float, complex)


def broadcast_static(shapes, op="elemwise") -> tuple:
    """numpy broadcasting of static shapes (None = unknown)."""
    return broadcast_shapes(shapes, what=str(op))


def join_sizes(a, b):
    """The broadcast size of two sizes, one symbolic or unknown (for broadcast_shapes): symbolic
    ones by broadcast_size, which raises numpy's ValueError when run if they do not broadcast
    (``(x + y).shape`` of sizes 2 and 3 gave [2] where computing x + y raises)."""
    if isinstance(a, Variable) or isinstance(b, Variable):
        import opspec.tensor as ot
        return ot.broadcast_size(a, b)
    return b if a == 1 or a is None else a


def checked_together(shape):
    """``shape`` with every size guarded by the broadcast checks of the others (dims.checked):
    the size of ``x + y`` along one axis raises where ``x + y`` raises, also when the sizes
    that do not broadcast are along another axis (docs/shapes.md)."""
    import opspec.tensor as ot
    from opspec.tensor import dims
    checks = [d for d in shape if isinstance(d, Variable) and d.owner is not None
              and isinstance(d.owner.op, ot.BroadcastSize)]
    if not checks or len(shape) < 2:
        return shape
    ok = dims.and_(*[ot.ge(d, 0) for d in checks])
    return dims.checked(shape, ok, "shape mismatch: objects cannot be broadcast to a single shape")


class FromScalarOp(type):
    """PyTensor builds tensor ops from scalar ops: ``Elemwise(scalar.add)`` and
    ``CAReduce(scalar.add, axis)`` called on the base classes themselves give the library's op
    (opspec.scalar.lift); subclasses construct as usual."""

    def __call__(cls, *args, **kwargs):
        build = cls.__dict__.get("_from_scalar_op")
        if build is not None:
            import opspec.scalar.lift as lift
            return getattr(lift, build)(*args, **kwargs)
        return super().__call__(*args, **kwargs)


class Elemwise(SpecOp, metaclass=FromScalarOp):
    """Base of generated elemwise Ops."""

    _from_scalar_op = "elemwise_of"

    @property
    def scalar_op(self):
        """The scalar op applied at every position (opspec.scalar), as on PyTensor's Elemwise."""
        import opspec.scalar.lift as lift
        return lift.scalar_op_of(self)

    def outer(self, x, y):
        """``x op y`` over every pair of their elements (numpy's ``ufunc.outer``): the result has
        ``x``'s dimensions, then ``y``'s."""
        if self.nin != 2:
            raise TypeError(f"{self}.outer: needs an op of two inputs, {self} takes {self.nin}")
        x, y = as_tensor_variable(x), as_tensor_variable(y)
        return self(x.dimshuffle(*range(x.ndim), *["x"] * y.ndim), y.dimshuffle(*["x"] * x.ndim, *range(y.ndim)))

    @property
    def inplace_pattern(self) -> dict:
        """{output: input it overwrites}, PyTensor's spelling of ``destroy_map``."""
        return {o: ins[0] for o, ins in self.destroy_map.items()}

    #: per input: a dtype class ("float", "number", "int|bool", ...) or a dtype
    input_dtypes: tuple[str, ...] = ()
    #: per output: "upcast" | "float" | "bool" | "accumulate" | "real" | "input:NAME" | "prop:NAME" | a dtype
    output_dtypes: tuple[str, ...] = ("upcast",)
    #: a Python int the dtype it meets cannot hold: "raise" OverflowError (numpy's ufuncs),
    #: "wrap" it around (``np.where(c, int8, 300)`` holds 44), or "clip": inputs 1 and 2 bound
    #: input 0 and are read as ``np.clip`` reads its bounds (``_bounding_nothing``; others raise)
    weak_ints: str = "raise"

    @property
    def nin(self):
        return len(self.input_dtypes)

    @property
    def nout(self):
        return len(self.output_dtypes)

    # ------------------------------------------------------------------ make_node
    def make_node(self, *inputs):
        if len(inputs) != self.nin:
            raise TypeError(f"{self} takes {self.nin} inputs ({', '.join(self.input_names)}), got {len(inputs)}")
        # strong inputs first, as the op reads them (a condition as bool): numpy 2 gives Python
        # scalars the dtype of what they meet, so a float32 condition must not make 2 a float32
        clip = self.weak_ints == "clip"            # (np.clip's bounds may be None)
        if clip and isinstance(inputs[0], _WEAK):
            inputs = (_clipped_array(inputs[0]), *inputs[1:])
        checked = [None if isinstance(v, _WEAK) or (clip and i > 0 and v is None) else self._read(i, v, wanted)
                   for i, (v, wanted) in enumerate(zip(inputs, self.input_dtypes))]
        free = self._bounding_nothing(inputs, checked) if clip else ()
        strong = [np.dtype(v.type.dtype) for v in checked if v is not None]
        weak = [v for i, (v, wanted) in enumerate(zip(inputs, self.input_dtypes))
                if isinstance(v, _WEAK) and wanted != "bool" and i not in free]
        common = np.result_type(*strong, *weak).name if strong else None     # (a condition is read as bool)
        for i, (value, wanted) in enumerate(zip(inputs, self.input_dtypes)):
            if checked[i] is None and i not in free:
                value, dtype = (value, "bool") if wanted == "bool" else self._weak_constant(value, common, strong)
                checked[i] = self._read(i, constant(_converted(value, dtype), dtype=dtype), wanted)
        if free:
            meet = np.result_type(*[v.type.dtype for v in checked if v is not None]).name
            for i in free:
                checked[i] = constant(_unbounded(meet, above=i == 2), dtype=meet)
        checked = self._cast_bools(checked)
        self._refuse_float_meeting(checked)
        shape = broadcast_static([v.type.shape for v in checked], str(self))
        dtypes = [self.output_dtype(rule, checked) for rule in self.output_dtypes]
        return Apply(self, checked, self.make_outputs(dtypes, [shape] * self.nout))

    def _read(self, i, value, wanted):
        """Input ``i`` checked against its class, except a bool given to a class without bool
        (nor float, which reads it as floatX): that waits for ``_cast_bools``."""
        var = self.checked_input(i, value, "any", None)
        if var.type.dtype == "bool" and not dtype_in_class("bool", wanted) and "float" not in wanted.split("|"):
            return var
        return self.checked_input(i, var, wanted, None)

    def _cast_bools(self, inputs):
        """Bool inputs of classes without bool, cast to the dtype the node computes in, as numpy
        casts them into its loop (``bool_vector - 1`` is int64); refused when that is bool
        itself (numpy refuses ``True - True``; ops computing booleans declare ``number|bool``)."""
        pending = [i for i, (v, wanted) in enumerate(zip(inputs, self.input_dtypes))
                   if v.type.dtype == "bool" and not dtype_in_class("bool", wanted)]
        if not pending:
            return inputs
        computed = [self.output_dtype(rule, inputs) for rule in self.output_dtypes
                    if rule in ("upcast", "float", "accumulate", "real", "number") or rule.startswith("input:")]
        out = list(inputs)
        for i in pending:
            wanted = self.input_dtypes[i]
            if computed and dtype_in_class(computed[0], wanted):
                import opspec.tensor as ot
                out[i] = ot.cast(inputs[i], computed[0])
            else:
                raise TypeError(f"{self}: input {self.input_names[i]} must be {wanted}, got {inputs[i].type} "
                                f"({inputs[i]}): {self} does not compute booleans")
        return out

    def _refuse_float_meeting(self, inputs):
        """numpy's ufunc computes in the dtype its inputs meet in: int64 and uint64 meet in
        float64, which an op of integers only (bitwise_and, gcd, left_shift) has no loop for,
        so numpy refuses them with a TypeError; so does this op, instead of a float result.
        (Inputs of different classes play different parts, as a fused op's do: not one loop.)"""
        classes = set(self.input_dtypes)
        if len(classes) != 1 or any(dtype_in_class(d, wanted) for d in ("float64", "complex128") for wanted in classes):
            return
        meet = np.result_type(*[v.type.dtype for v in inputs]).name
        if not dtype_in_class(meet, self.input_dtypes[0]):
            raise TypeError(f"{self}: inputs of dtypes {', '.join(v.type.dtype for v in inputs)} meet in {meet}, "
                            f"which {self} does not compute in (its inputs: {', '.join(self.input_dtypes)})")

    def _weak_constant(self, value, common, strong):
        """(value, dtype) of a Python scalar next to inputs of dtype ``common``, as numpy 2 reads
        it: that dtype, unless an int does not fit an integer one. Then numpy's arithmetic raises,
        its float-only ufuncs convert the int into their float, and its comparisons with integer
        arrays compare the exact values: here in int64 or uint64, and beyond those as an infinity
        of its sign, which compares with every integer as the int does (next to bool, numpy
        converts the int to int64 first, and raises beyond it)."""
        if common is None or _fits(value, common) or self.weak_ints == "wrap":
            return value, common
        if all(rule == "float" for rule in self.output_dtypes):
            return value, upgrade_to_float(common)      # numpy's float loop (int64 / 2**63)
        if any(rule != "bool" for rule in self.output_dtypes) or not isinstance(value, int) or \
                not any(d.kind in "iu" for d in strong):
            raise OverflowError(f"{self}: Python integer {value} out of bounds for {common}")
        if -2 ** 63 <= value < 2 ** 64:
            return value, np.min_scalar_type(value).name     # the smallest dtype holding it
        return (np.inf if value > 0 else -np.inf), "float64"

    def _bounding_nothing(self, inputs, checked):
        """The bounds (inputs 1 and 2) of ``np.clip(x, lower, upper)`` that clip nothing as numpy
        reads them: None, and a Python int at or beyond the limit of x's integer dtype on its own
        side (np.clip then computes ``np.minimum(x, upper)``, ``np.maximum(x, lower)`` or
        ``np.positive(x)``, which has no bool loop). A Python int beyond the other side is
        numpy's OverflowError, as in every ufunc."""
        x = checked[0]
        info = np.iinfo(x.type.dtype) if x is not None and np.dtype(x.type.dtype).kind in "iu" else None
        lower, upper = inputs[1], inputs[2]
        free = tuple(i for i, nothing in (
            (1, lower is None or (info is not None and type(lower) is int and lower <= info.min)),
            (2, upper is None or (info is not None and type(upper) is int and upper >= info.max))) if nothing)
        if len(free) == 2 and x is not None and x.type.dtype == "bool":
            raise TypeError(f"{self}: clipping a bool {x} to no bound is numpy's positive, which refuses bool")
        return free

    # ------------------------------------------------------------------ shapes
    def output_shapes(self, *input_shapes):
        return [broadcast_shapes(input_shapes, join_sizes, str(self), self.input_names)] * self.nout

    def infer_shape(self, fgraph, node, input_shapes):
        # sizes known statically are used as such (1 takes no part); the others are joined with
        # them by broadcast_size, which checks when run what computing the node would check
        shapes = [tuple(d if known is None else known for d, known in zip(s, var.type.shape))
                  for var, s in zip(node.inputs, input_shapes)]
        shape = broadcast_shapes(shapes, join_sizes, str(self), self.input_names)
        return [checked_together(shape)] * len(node.outputs)

    def c_shape(self, node):
        return Broadcast()

    # ------------------------------------------------------------------ gradients
    def grad_terms(self, inputs, outputs, output_grads):
        """Per input: the gradient before summing over broadcast dimensions (generated)."""
        raise NotImplementedError(f"{self} declares no gradient")

    def L_op(self, inputs, outputs, output_grads):
        """The terms of ``grad_terms`` fitted to the inputs; zeros for integer and bool inputs,
        whose terms are not even built when no input is continuous (``sign`` of a bool, in the
        gradient of ``abs`` of a bool, would be refused as numpy refuses it)."""
        import opspec.tensor as ot
        if not any(dtype_in_class(v.type.dtype, "float|complex") for v in inputs):
            return [ot.zeros_like(v, dtype=config.floatX) for v in inputs]
        terms = self.grad_terms(inputs, outputs, output_grads)
        grads = []
        for k, (var, term) in enumerate(zip(inputs, terms)):
            if not isinstance(term, Variable) or not hasattr(term.type, "dtype"):
                grads.append(term)
            elif not dtype_in_class(var.type.dtype, "float|complex"):
                grads.append(ot.zeros_like(var, dtype=config.floatX))
            else:
                if not (never_broadcast(inputs, k) and term.type.ndim == var.type.ndim):
                    term = ot.sum_to_shape(term, var)
                grads.append(term if term.type.dtype == var.type.dtype else ot.cast(term, var.type.dtype))
        return grads

    def tangent_terms(self, inputs, eval_points):
        """Per output: its tangent before broadcasting to the output's shape (generated from
        ``derivative:`` or ``r_op:``); ops without them derive R_op from their gradient."""
        raise NotImplementedError(f"{self} declares no tangents")

    def R_op(self, inputs, eval_points):
        """The tangents ``tangent_terms`` gives, each broadcast to its output's shape (the term
        for ``ev_y`` of ``x + y`` has ``y``'s) and cast to its dtype."""
        if type(self).tangent_terms is Elemwise.tangent_terms:
            return super().R_op(inputs, eval_points)
        import opspec.tensor as ot
        terms = self.tangent_terms(inputs, eval_points)
        fitted, outputs = [], None
        for k, term in enumerate(terms):
            if term is None:
                fitted.append(None)
                continue
            term = term if isinstance(term, Variable) else as_tensor_variable(term)
            outputs = outputs or self(*inputs, return_list=True)
            out = outputs[k]
            exact = term.type.shape == out.type.shape and None not in term.type.shape
            if not exact and not all(never_broadcast(inputs, j) for j, e in enumerate(eval_points) if e is not None):
                term = ot.broadcast_to(term, ot.shape(out))
            fitted.append(term if term.type.dtype == out.type.dtype else ot.cast(term, out.type.dtype))
        return fitted


def never_broadcast(inputs, k) -> bool:
    """Whether input ``k`` of an elemwise node provably has the output's shape."""
    ndim = max(v.type.ndim for v in inputs)
    x = inputs[k]
    if x.type.ndim != ndim:
        return False
    for d, size in enumerate(x.type.shape):
        others = [v.type.shape[d - ndim + v.type.ndim] for j, v in enumerate(inputs)
                  if j != k and d - ndim + v.type.ndim >= 0]
        if (size is None or size == 1) and any(o != 1 for o in others):
            return False
    return True


def _converted(value, dtype):
    """A Python scalar as a value of ``dtype``: an int it cannot hold wrapped around as numpy
    converts it (through int64 or uint64; beyond those, numpy's OverflowError)."""
    if isinstance(value, bool) or not isinstance(value, int) or np.dtype(dtype).kind not in "iu" or _fits(value, dtype):
        return value
    if not -2 ** 63 <= value < 2 ** 64:
        raise OverflowError(f"Python int {value} too large to convert to {dtype}")
    return np.array(value, dtype="int64" if value < 2 ** 63 else "uint64").astype(dtype)


def _clipped_array(value):
    """A Python x of ``np.clip(x, lower, upper)`` as numpy reads it: converted to an array
    first, so of its own dtype (int64, uint64 from 2**63, float64, complex128, bool) and not
    read weakly as the bounds are: ``np.clip(2**63 - 1, int8_array, 0.5)`` is float64."""
    array = np.asarray(value)
    if array.dtype.kind == "O":
        raise OverflowError(f"np.clip of the Python int {value}: numpy holds it in an object array, "
                            "which opspec has no dtype for")
    return constant(array)


def _unbounded(dtype, above: bool):
    """The value of ``dtype`` that bounds nothing from above (its largest) or from below."""
    kind, sign = np.dtype(dtype).kind, 1 if above else -1
    if kind == "b":
        return above
    if kind in "iu":
        info = np.iinfo(dtype)
        return int(info.max if above else info.min)
    return complex(sign * np.inf, sign * np.inf) if kind == "c" else sign * np.inf


def _fits(value, dtype) -> bool:
    """Whether Python scalar ``value`` converts to ``dtype`` as numpy 2 converts weak scalars
    (``result_type`` already made ``dtype`` float for a float, complex for a complex)."""
    kind = np.dtype(dtype).kind
    if isinstance(value, bool) or kind in "fc":
        return True
    if isinstance(value, int) and kind in "iu":
        info = np.iinfo(dtype)
        return info.min <= value <= info.max
    return False


def __getattr__(name):
    # PyTensor's tensor.elemwise also holds DimShuffle; opspec generates it (specs/shape.yaml)
    if name == "scalar_elemwise":
        import opspec.scalar.lift as lift
        return lift.scalar_elemwise
    if name in ("DimShuffle", "CAReduce"):
        import opspec.tensor as ot
        return ot.DimShuffle if name == "DimShuffle" else ot.reduction.CAReduce
    raise AttributeError(f"module 'opspec.tensor.elemwise' has no attribute {name!r}")
