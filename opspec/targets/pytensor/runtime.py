"""What every generated PyTensor module shares: the two bases its Op classes derive from, and
the registration of their Numba and JAX implementations.

A generated class declares what its spec says (python: as ``impl``, shape: as
``output_shapes``, the gradient formulas); :class:`SpecScalarOp` and :class:`SpecOp` turn those
declarations into PyTensor's Op contract: dtype rules, static output types, storing results
without aliasing inputs, the scalar C code of an elementwise op, and, for an op whose spec has C,
a thunk calling the same compiled kernel that opspec's own runtime calls.

Numba and JAX stay optional: :func:`register_numba` and :func:`register_jax` record the
implementations and hand them to PyTensor's dispatchers when PyTensor loads its Numba or JAX
backend (at once if it already has), so importing a generated module imports neither.
"""
from __future__ import annotations

import functools
import hashlib
import importlib.abc
import sys
import threading
from pathlib import Path

import numpy as np
import pytensor
import pytensor.scalar as ps
import pytensor.tensor as pt
from pytensor.graph.basic import Apply, Constant
from pytensor.graph.op import Op
from pytensor.graph.utils import MethodNotDefined

from opspec.kernels.dtypes import C_TYPES, admits
from opspec.kernels.model import Computed, KernelCall, Like, Reduce, kernel_signature
from opspec.targets.pytensor import cexpr
from opspec.targets.pytensor.dims import UNKNOWN, known

__all__ = ["SpecScalarOp", "SpecOp", "SpecReduce", "convert_prop", "register_numba", "register_jax",
           "register_inplace", "output_dtype"]

_ACCUMULATE = {"bool": "int64", "int8": "int64", "int16": "int64", "int32": "int64",
               "uint8": "uint64", "uint16": "uint64", "uint32": "uint64"}
_FLOATING = ("float16", "float32", "float64", "complex64", "complex128")


def output_dtype(rule: str, dtypes, names, props) -> str:
    """The dtype an output rule of a spec (``upcast``, ``float``, ``input:x``, ``prop:dtype``...)
    gives for these input dtypes; ``float`` of integers is PyTensor's floatX."""
    upcast = np.result_type(*[np.dtype(d) for d in dtypes]).name if dtypes else pytensor.config.floatX
    if rule == "upcast":
        return upcast
    if rule == "float":
        return upcast if upcast in _FLOATING else pytensor.config.floatX
    if rule == "bool":
        return "bool"
    if rule == "number":
        from opspec.kernels.dtypes import number_dtype
        return number_dtype(upcast)
    if rule == "accumulate":
        return _ACCUMULATE.get(upcast, upcast)
    if rule == "real":
        return np.finfo(upcast).dtype.name if np.dtype(upcast).kind == "c" else upcast
    kind, _, name = rule.partition(":")
    if kind == "input":
        return dtypes[list(names).index(name)]
    if kind == "prop":
        return np.dtype(props[name]).name
    if kind == "rule":          # opspec's rule function: the same dtype on both targets
        from opspec.kernels.dtype_rules import apply_rule
        return apply_rule(name, dtypes, props.__getitem__)
    return np.dtype(rule).name


def convert_prop(kind: str, name: str, value):
    """A prop in its canonical form, so that equal props compare and hash equal (opspec's rule)."""
    from opspec.tensor.specop import convert_prop as canonical
    return canonical(kind, name, value)


def spec_hash(*parts) -> str:
    return hashlib.sha256(repr(parts).encode()).hexdigest()


# ------------------------------------------------------------------ elementwise: scalar ops
class _Gradient:
    """``L_op`` from the spec's gradient (``spec_grad``), under PyTensor's contract: an op whose
    outputs are all integers or bools has a zero gradient (PyTensor checks that it provably is,
    and passes such outputs real gradients, where opspec's runtime passes zeros)."""

    def L_op(self, inputs, outputs, output_grads):
        if not hasattr(self, "spec_grad"):
            raise MethodNotDefined("L_op", type(self), type(self).__name__)
        grads = self.spec_grad(inputs, outputs, output_grads)
        if all(o.type.dtype in _DISCRETE for o in outputs):
            from pytensor.gradient import DisconnectedType, NullType
            grads = [g if isinstance(g.type, (NullType, DisconnectedType)) else
                     (lib_zeros(x) if x.type.dtype not in _DISCRETE else g) for x, g in zip(inputs, grads)]
        return grads


_DISCRETE = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def lib_zeros(x):
    """Zeros like ``x`` in floatX: a tensor's or a scalar's."""
    if isinstance(x.type, ps.ScalarType):
        return ps.constant(np.zeros((), dtype=pytensor.config.floatX))
    return pt.zeros_like(x, dtype=pytensor.config.floatX)


class SpecScalarOp(_Gradient, ps.ScalarOp):
    """Base of the scalar ops of elementwise specs. Subclasses set ``nin``, ``nout``,
    ``input_names``, ``input_dtypes`` (spec dtype classes), ``output_rules``, ``origin`` and,
    when the spec has a scalar C expression, ``c_expression`` and ``c_version``."""

    __props__: tuple = ()
    origin = "?"
    input_names: tuple = ()
    input_dtypes: tuple = ()
    output_rules: tuple = ()
    c_expression: str | None = None
    c_version: tuple = ()
    #: C++ this op's C code calls (opspec's numpy-exact division, remainder and power)
    c_support: str = ""

    def __init__(self, name=None):
        super().__init__(name=name)

    def __init_subclass__(cls, **kwargs):
        """A subclass's ``impl`` (the spec's numpy formula) sees numpy scalars: Elemwise's Python
        path hands it Python numbers, on which ``x.astype(...)`` or ``x.dtype`` do not exist."""
        super().__init_subclass__(**kwargs)
        formula = cls.__dict__.get("impl")
        if formula is not None:
            @functools.wraps(formula)
            def impl(self, *args):
                return formula(self, *(a if isinstance(a, np.generic) else np.asarray(a)[()] for a in args))
            cls.impl = impl

    def _props(self):
        return tuple(getattr(self, p) for p in self.__props__)

    def __eq__(self, other):
        return type(self) is type(other) and self._props() == other._props()

    def __hash__(self):
        return hash((type(self), self._props()))

    def __str__(self):
        if not self.__props__:
            return self.name or type(self).__name__
        return f"{type(self).__name__}{{{', '.join(f'{p}={getattr(self, p)}' for p in self.__props__)}}}"

    def output_types(self, types):
        dtypes = [t.dtype for t in types]
        for name, wanted, dtype in zip(self.input_names, self.input_dtypes, dtypes):
            if not admits(wanted, dtype) and not (admits(wanted, "float64") and dtype != "bool"
                                                  and np.dtype(dtype).kind in "iu"):
                raise TypeError(f"{self}: input {name} must be {wanted}, got {dtype} ({self.origin})")
        props = {p: getattr(self, p) for p in self.__props__}
        return [ps.get_scalar_type(output_dtype(rule, dtypes, self.input_names, props))
                for rule in self.output_rules]

    # -- C: the spec's expression, in the dtype opspec's kernels compute in
    def c_code(self, node, name, inputs, outputs, sub):
        if self.c_expression is None:
            raise MethodNotDefined("c_code", type(self), type(self).__name__)
        din = [v.type.dtype for v in node.inputs]
        dout = [v.type.dtype for v in node.outputs]
        if any(d not in C_TYPES for d in din + dout):
            raise MethodNotDefined(f"{self}: no C for {din} -> {dout}; runs impl")
        kin, _ = kernel_signature(self.input_dtypes, self.output_rules, self.input_names, din, dout)
        operands = {n: (v if k == d else f"(({_ctype(k)})({v}))")
                    for n, v, k, d in zip(self.input_names, inputs, kin, din)}
        used = {text for kind, text in cexpr.tokens(self.c_expression) if kind == "name"}
        operands.update({p: _c_literal(getattr(self, p)) for p in self.__props__ if p in used})
        expr = cexpr.render(self.c_expression, operands)
        return f"{outputs[0]} = ({_ctype(dout[0])})({expr});"

    def c_support_code(self, **kwargs):
        return self.c_support or super().c_support_code(**kwargs)

    def c_code_cache_version(self):
        return self.c_version


def _ctype(dtype: str) -> str:
    return f"npy_{dtype}"


def _c_literal(value) -> str:
    if isinstance(value, (bool, np.bool_)):
        return "1" if value else "0"
    if isinstance(value, float):
        return repr(value) if np.isfinite(value) else ("NAN" if value != value else
                                                       ("INFINITY" if value > 0 else "(-INFINITY)"))
    if isinstance(value, (int, np.integer)):
        return f"{int(value)}LL"
    raise MethodNotDefined(f"a prop of value {value!r} in C")


# ------------------------------------------------------------------ other ops
class SpecOp(_Gradient, Op):
    """Base of the ops of non-elementwise specs. Subclasses set ``origin``, ``input_names``,
    ``output_names``, ``input_dtypes``, ``input_ndims``; ``shape_args`` (per input, whether its
    shape rule reads its "shape" or its "value"), ``variadic`` (index of a ``*name`` input) and
    ``c_kernels`` (the spec's C kernels, :class:`opspec.kernels.OpKernels`) when they apply."""

    origin = "?"
    input_names: tuple = ()
    output_names: tuple = ()
    input_dtypes: tuple = ()
    input_ndims: tuple = ()
    shape_args: tuple = ()
    variadic: int | None = None
    c_kernels = None

    def __str__(self):
        if not self.__props__:
            return type(self).__name__
        return f"{type(self).__name__}{{{', '.join(f'{p}={getattr(self, p)}' for p in self.__props__)}}}"

    # -- make_node
    def check_input(self, i: int, value):
        """Input ``i`` as a tensor variable of its declared dtype (class) and rank; integers
        given to a float input are cast, as numpy computes them."""
        k = min(i, len(self.input_names) - 1) if self.variadic is not None else i
        name, wanted, ndim = self.input_names[k], self.input_dtypes[k], self.input_ndims[k]
        var = pt.as_tensor_variable(value)
        dtype = var.type.dtype
        if not admits(wanted, dtype):
            if admits(wanted, "float64") and np.dtype(dtype).kind in "iub":
                var = pt.cast(var, pytensor.config.floatX)
            elif wanted == "bool" and np.dtype(dtype).kind in "iuf":
                var = pt.neq(var, 0)
            else:
                raise TypeError(f"{self}: input {name} must be {wanted}, got {var.type} ({self.origin})")
        if ndim is not None and var.type.ndim != ndim:
            raise TypeError(f"{self}: input {name} must have {ndim} dimensions, got {var.type}")
        return var

    def output_dtype(self, rule: str, inputs) -> str:
        props = {p: getattr(self, p) for p in self.__props__}
        return output_dtype(rule, [v.type.dtype for v in inputs], self._names(len(inputs)), props)

    def _names(self, n):
        if self.variadic is None:
            return self.input_names
        k = self.variadic
        return tuple(self.input_names[:k]) + (self.input_names[k],) * (n - k)

    # -- shapes: one rule, three uses
    def output_shapes(self, *args):
        raise NotImplementedError(f"{self} has no shape rule")

    def shape_arguments(self, values, shapes) -> list:
        """The arguments of ``output_shapes``: each input's shape, or its value where the rule
        reads the value (a variadic input gives a list)."""
        kinds = list(self.shape_args) or ["shape"] * len(values)
        if self.variadic is not None:
            k = self.variadic
            kinds = kinds[:k] + [kinds[k]] * (len(values) - k)
        picked = [v if kind == "value" else s for v, s, kind in zip(values, shapes, kinds)]
        if self.variadic is None:
            return picked
        return picked[:self.variadic] + [picked[self.variadic:]]

    def static_shapes(self, inputs) -> list[tuple]:
        """Output static shapes from the shape rule on what the types and constants say."""
        shapes = [tuple(UNKNOWN if s is None else s for s in v.type.shape) for v in inputs]
        values = [_constant_value(v) for v in inputs]
        result = self.output_shapes(*self.shape_arguments(values, shapes))
        return [tuple(int(s) if known(s) else None for s in shape) for shape in result]

    def shapes_of(self, node, input_shapes) -> list[tuple]:
        """What ``infer_shape`` returns: the shape rule on PyTensor's symbolic sizes (and the
        values of the inputs it reads)."""
        values = [_constant_value(v, symbolic=True) for v in node.inputs]
        return [tuple(shape) for shape in self.output_shapes(*self.shape_arguments(values, input_shapes))]

    def runtime_shapes(self, values) -> list[tuple]:
        """Output shapes for these input arrays (to allocate outputs before a C kernel runs: once
        per call, so a rule reading only shapes skips the general argument plumbing)."""
        if self.variadic is None and "value" not in self.shape_args:
            shapes = self.output_shapes(*[v.shape for v in values])
        else:
            shapes = self.output_shapes(*self.shape_arguments([v.item() if v.ndim == 0 else v for v in values],
                                                              [v.shape for v in values]))
        return [tuple(map(int, shape)) for shape in shapes]

    # -- perform
    @property
    def inplace(self) -> bool:
        """Whether this is an inplace variant (``inplace`` of a ``python:`` kernel)."""
        return bool(self.destroy_map)

    def impl(self, *inputs):
        raise NotImplementedError(f"{self} has no python implementation")

    def perform(self, node, inputs, output_storage):
        results = self.impl(*inputs)
        if len(node.outputs) == 1:
            results = (results,)
        for i, (var, value) in enumerate(zip(node.outputs, results)):
            value = np.asarray(value, dtype=var.type.dtype)
            destroyed = self.destroy_map.get(i)
            if destroyed:
                target = inputs[destroyed[0]]
                if value is not target:
                    np.copyto(target, value)
                value = target
            elif i not in self.view_map and any(isinstance(x, np.ndarray) and np.may_share_memory(value, x)
                                                for x in inputs):
                value = value.copy()
            output_storage[i][0] = value

    # -- C: the kernel opspec compiled from the spec's c:, called by a thunk (see the module doc)
    @property
    def has_c(self) -> bool:
        return self.c_kernels is not None

    def c_kernel(self, node) -> KernelCall | None:
        """What opspec's C backend runs for ``node`` (opspec.kernels.model): the kernel of its
        dtypes, the props it takes, how its output shapes follow; None: ``perform`` runs it (no
        kernel of these dtypes, a view or variadic op, an in-place kernel that would cast)."""
        table = self.c_kernels
        if table is None or self.view_map or self.variadic is not None:
            return None
        din = tuple(v.type.dtype for v in node.inputs)
        dout = tuple(v.type.dtype for v in node.outputs)
        spec = table.select(din, dout)
        if spec is None:
            return None
        for o, (j, *_) in self.destroy_map.items():
            if spec.inputs[j].dtype != din[j] or din[j] != dout[o]:
                return None
        return KernelCall(spec, tuple(getattr(self, p.name) for p in table.params), self.c_shape(node))

    def c_shape(self, node):
        like = self.c_kernels.shape_of
        return Computed(self.runtime_shapes) if like is None else Like(like)

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        if self.c_kernels is not None and impl != "py":
            from opspec.link.c.thunk import make_c_thunk
            thunk = make_c_thunk(node, storage_map, compute_map, "auto")
            if thunk is not None:
                return thunk
        return super().make_thunk(node, storage_map, compute_map, no_recycling, impl=impl)


class SpecReduce(SpecOp):
    """Base of reductions (``axis`` and ``keepdims`` props): axes are normalized when the node
    is made, so ``Sum(axis=-1)`` on a matrix is ``Sum(axis=(1,))``; subclasses set ``identity``
    and ``combine`` (the spec's C fold, which opspec compiles)."""

    identity = None
    combine = None
    output_rule = "input:x"

    def make_node(self, x):
        from opspec.tensor.reduction import normalize_axes
        x = self.check_input(0, x)
        axes = normalize_axes(self.axis, x.type.ndim, str(self))
        if axes != self.axis:
            props = {p: getattr(self, p) for p in self.__props__}
            props["axis"] = axes
            return type(self)(**props).make_node(x)
        out = pt.tensor(dtype=self.output_dtype(self.output_rule, [x]), shape=self.static_shapes([x])[0])
        return Apply(self, [x], [out])

    def output_shapes(self, x_shape):
        from opspec.tensor.reduction import reduce_shape
        return [reduce_shape(x_shape, self.axis, self.keepdims)]

    def c_shape(self, node):
        return Reduce(self.axis, self.keepdims)

    def infer_shape(self, fgraph, node, input_shapes):
        return self.shapes_of(node, input_shapes)


def _constant_value(var, symbolic=False):
    """A 0-d constant as its Python value (a shape rule reading reshape's -1); else unknown, or
    with ``symbolic`` the variable itself."""
    if isinstance(var, Constant) and np.ndim(var.data) == 0:
        return np.asarray(var.data).item()
    return var if symbolic else UNKNOWN


# ------------------------------------------------------------------ inplace (non-elementwise)
def register_inplace(op_class, inplace_class) -> None:
    """Replace ``op_class`` nodes by ``inplace_class`` ones in PyTensor's inplace stage (which
    keeps a replacement only when the destroyed input is not needed elsewhere). The rewrite is
    named after the class's module, so the same spec generated into two packages registers two."""
    from pytensor.compile import optdb
    from pytensor.graph.rewriting.basic import WalkingGraphRewriter, node_rewriter

    name = f"local_{op_class.__module__}.{op_class.__name__}_inplace"

    @node_rewriter([op_class], inplace=True)
    def local_inplace(fgraph, node):
        if type(node.op) is not op_class:
            return False
        props = {p: getattr(node.op, p) for p in node.op.__props__}
        return inplace_class(**props)(*node.inputs, return_list=True)

    optdb.register(name, WalkingGraphRewriter(local_inplace, failure_callback=WalkingGraphRewriter.warn_inplace),
                   "fast_run", "inplace", position=50.1, overwrite_existing=True)   # a module imported again


# ------------------------------------------------------------------ Numba and JAX
#: backend -> the PyTensor module whose loading makes its dispatcher available
_DISPATCH = {"numba": "pytensor.link.numba.dispatch.basic", "jax": "pytensor.link.jax.dispatch.basic"}
_pending: dict[str, list] = {"numba": [], "jax": []}
_lock = threading.Lock()


def register_numba(op_class, factory) -> None:
    """``factory(op, node)`` gives the Python function Numba compiles for a node of ``op_class``
    (a scalar function for a scalar op): registered with ``numba_funcify`` when PyTensor loads
    its Numba backend, with a cache key from the op's spec and props."""
    _register("numba", op_class, factory)


def register_jax(op_class, factory) -> None:
    """``factory(op, node)`` gives the jax.numpy function for a node of ``op_class`` (for a
    scalar op: on whole arrays, as PyTensor's Elemwise calls it)."""
    _register("jax", op_class, factory)


def _register(backend, op_class, factory):
    with _lock:
        _pending[backend].append((op_class, factory))
    if _DISPATCH[backend] in sys.modules:
        _flush(backend)
    else:
        _watch()


def _flush(backend):
    with _lock:
        todo, _pending[backend] = _pending[backend], []
    for op_class, factory in todo:
        (_numba_dispatch if backend == "numba" else _jax_dispatch)(op_class, factory)


def _numba_dispatch(op_class, factory):
    from pytensor.link.numba.dispatch.basic import numba_njit, register_funcify_and_cache_key

    @register_funcify_and_cache_key(op_class)
    def funcify(op, node=None, **kwargs):
        props = tuple(getattr(op, p) for p in op.__props__)
        key = spec_hash("opspec", op_class.__module__, op_class.__qualname__, op_class.spec_digest, props,
                        _numba_helpers_digest())
        # numpy's error model: a division by zero gives inf or nan, as in numpy, the C backend
        # and JAX (Python's model raises ZeroDivisionError in the middle of a loop)
        return numba_njit(factory(op, node), error_model="numpy"), key


@functools.cache
def _numba_helpers_digest() -> str:
    """The Numba helper modules' source, hashed: PyTensor caches a kernel on disk by its key, and
    Numba's cache does not look at the modules a kernel calls, so a change of theirs must change the key."""
    from opspec.targets.pytensor.names import NUMBA_MODULES
    here = Path(__file__).parent
    return hashlib.sha256(b"".join((here / f"{m}.py").read_bytes() for m in NUMBA_MODULES.values())).hexdigest()


def _jax_dispatch(op_class, factory):
    from pytensor.link.jax.dispatch.basic import jax_funcify

    @jax_funcify.register(op_class)
    def funcify(op, node=None, **kwargs):
        return factory(op, node)


class _AfterImport(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Runs the pending registrations right after PyTensor executes a dispatch module."""

    def find_spec(self, name, path, target=None):
        backend = next((b for b, m in _DISPATCH.items() if m == name), None)
        if backend is None:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                spec.loader = _Then(spec.loader, backend)
                return spec
        return None


class _Then(importlib.abc.Loader):
    def __init__(self, loader, backend):
        self.loader, self.backend = loader, backend

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        _flush(self.backend)

    def __getattr__(self, name):       # get_source, get_filename...: the real loader's
        return getattr(self.loader, name)


_hook = _AfterImport()


def _watch():
    with _lock:
        if _hook not in sys.meta_path:
            sys.meta_path.insert(0, _hook)
