"""What a C kernel is, as data: ops describe their kernels with these, the C backend builds,
loads and calls what they describe, and fusion composes them.

A generated op carries an ``OpKernels`` table (emitted by the generator from its spec): its C
file, the kind of kernel, its operands and props, its scalar C (an elemwise op's expression, a
reduction's fold) and the dtypes of every instantiation. ``op.c_kernel(node)`` picks the
instantiation a node runs and returns a ``KernelCall``: the ``KernelSpec`` (one C function),
the values of its parameters and how the node's output shapes follow from its inputs' shapes.
Nothing downstream looks at the op itself, at class names or at C text to learn any of this.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Callable

from opspec.kernels.abi import PREFIX, CallKind, ShapeKind
from opspec.kernels.dtypes import (C_TYPES, PROP_PARAMS, admits, class_members, exact_common, output_dtype,
                                   prop_params)

#: ops the program runner computes without a kernel, and the prop each reads (name, type): a
#: ``dimshuffle`` view and ``shape_i``, the size of a dimension
BUILTINS = {"dimshuffle": ("order", "ints"), "shape_i": ("i", "int")}

#: ops whose output, when it has the shape of one of their inputs, holds that input's elements
#: unchanged: their kernel only copies then, and the program runner hands out a view of the input
#: instead of calling it (op name: the input). ``SumToShape`` sums nothing when its input already
#: has the target's shape, which the graph cannot always prove (a run-time size may be 1).
SAME_SHAPE_VIEWS = {"SumToShape": 0}


@dataclass(frozen=True, slots=True)
class Code:
    """C text from a spec and where it is there: compiler messages about it name that line."""
    text: str
    file: str | None = None
    line: int = 0


@dataclass(frozen=True, slots=True)
class Operand:
    name: str
    dtype: str


@dataclass(frozen=True, slots=True)
class Param:
    """A prop passed to the kernel at each call (never compiled in: one build serves every value),
    as the C parameters of its type (opspec.kernels.dtypes.PROP_PARAMS)."""
    name: str
    type: str

    @property
    def decls(self) -> list[str]:
        return prop_params(self.name, self.type)

    @property
    def c_params(self) -> tuple[tuple[str, str], ...]:
        """(C type, suffix of the name) of each C parameter."""
        return PROP_PARAMS.get(self.type, ())


@dataclass(frozen=True, slots=True)
class Fold:
    """How a reduction folds: an accumulator starts at ``identity`` and takes each element through
    ``combine`` (a C expression of ``acc`` and the input's name); ``merge`` (of ``acc`` and a
    partial result) lets long runs fold as independent partial results, None: elements fold one
    by one, in order. Without ``has_identity`` a reduction over nothing is an error (numpy's max),
    whose message names the reduction (``name``)."""
    identity: Any
    combine: Code
    merge: Code | None = None
    has_identity: bool = True
    name: str = ""

    def __post_init__(self):
        # a nan identity (nanmax's) is math.nan itself: two nan objects are unequal and hash
        # apart, so two descriptions of one fold would be two kernels
        if isinstance(self.identity, float) and self.identity != self.identity:
            object.__setattr__(self, "identity", math.nan)


# ------------------------------------------------------------------ one kernel
@dataclass(frozen=True, slots=True)
class KernelSpec:
    """One C function ``int name(PREFIX, params...)`` over its inputs then its outputs.

    ``kind``: ``loop`` a scalar function lifted over strided arrays (an elemwise op's expression,
    any op's ``loop:``, a fused elemwise graph); ``reduce`` a fold of one input over the reduced
    axes; ``body`` a whole kernel written in a spec; ``fused_reduce`` a fused elemwise graph
    folded as it is computed. ``file`` is the generated C file defining it (its op's block, ``#ifdef OPSPEC_OP_<op>``);
    None when it is rendered from this description alone (fused kernels). ``code``: the scalar
    statements of a rendered kernel, setting its outputs from its inputs; ``expr``: an elemwise
    op's scalar expression (what fusion inlines); ``fold``: a reduction's fold, of the input, or
    for a fused reduction of ``element``, what ``code`` computes (named as the reduction's input)."""
    name: str
    kind: str
    inputs: tuple[Operand, ...]
    outputs: tuple[Operand, ...]
    params: tuple[Param, ...] = ()
    op: str = ""
    file: Path | None = None
    code: Code | None = None
    expr: Code | None = None
    fold: Fold | None = None
    element: Operand | None = None
    libraries: tuple[str, ...] = ()
    local_headers: bool = False
    origin: str = ""

    @property
    def call_kind(self) -> CallKind:
        """How the program runner calls it: reductions take the reduced axes as a mask, fused
        reductions as a list (their ``axis`` param); other kernels their params."""
        return CallKind.MASK if self.kind == "reduce" else CallKind.AXES if self.kind == "fused_reduce" \
            else CallKind.PLAIN

    @property
    def param_decls(self) -> list[str]:
        """The C parameters after the fixed prefix."""
        if self.kind == "reduce":
            return ["const char *opspec_reduced"]
        return [decl for p in self.params for decl in p.decls]

    @property
    def declaration(self) -> str:
        """``int name(...);`` as cffi reads it."""
        return f"int {self.name}({PREFIX}{''.join(', ' + p for p in self.param_decls)});"


def kernel_name(op: str, kin, kout) -> str:
    """``Add__float64_float64__float64``: the op, then input and output dtypes."""
    return f"{op}__{'_'.join(kin)}__{'_'.join(kout)}"


# ------------------------------------------------------------------ an op's kernels
@dataclass(frozen=True)
class OpKernels:
    """An op's C kernels as its generated class carries them: one per entry of ``dtypes`` (the
    input dtypes, then the output dtypes). ``inputs``: (name, dtype class) pairs, ``outputs``:
    (name, dtype rule) pairs, as in the spec; ``kind`` a kernel kind or a builtin. An
    ``elemwise`` op's node computes in one dtype, its inputs cast to it (numpy's rule)."""
    file: Path | None
    op: str
    kind: str
    inputs: tuple[tuple[str, str], ...]
    outputs: tuple[tuple[str, str], ...]
    dtypes: tuple[tuple[str, ...], ...] = ()
    elemwise: bool = False
    params: tuple[Param, ...] = ()
    expr: Code | None = None
    fold: Fold | None = None
    libraries: tuple[str, ...] = ()
    local_headers: bool = False
    #: the input whose shape the (only) output has, by the op's shape rule; None: computed
    shape_of: int | None = None
    origin: str = ""
    _specs: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def builtin(self) -> str | None:
        """The prop a builtin reads (None: not a builtin, the op has kernels)."""
        return BUILTINS[self.kind][0] if self.kind in BUILTINS else None

    def spec(self, dtypes) -> KernelSpec:
        """The kernel of one entry of ``dtypes``."""
        dtypes = tuple(dtypes)
        found = self._specs.get(dtypes)
        if found is None:
            nin = len(self.inputs)
            kin, kout = dtypes[:nin], dtypes[nin:]
            found = self._specs[dtypes] = KernelSpec(
                kernel_name(self.op, kin, kout), self.kind,
                tuple(Operand(n, d) for (n, _), d in zip(self.inputs, kin)),
                tuple(Operand(n, d) for (n, _), d in zip(self.outputs, kout)),
                self.params, self.op, self.file, expr=self.expr, fold=self.fold, libraries=self.libraries,
                local_headers=self.local_headers, origin=self.origin)
        return found

    def specs(self) -> list[KernelSpec]:
        return [self.spec(d) for d in self.dtypes]

    def signature(self, din, dout) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The dtypes a node with these dtypes computes in (see ``kernel_signature``)."""
        return kernel_signature([c for _, c in self.inputs], [r for _, r in self.outputs],
                                [n for n, _ in self.inputs], din, dout, self.elemwise)

    def select(self, din, dout) -> KernelSpec | None:
        """The kernel computing a node with these dtypes: an elemwise op's of the dtype it computes
        in, else (or when there is none) the one of exactly these dtypes; None when there is no
        such instantiation. (Remembered: the linker asks for every node, more than once.)"""
        key = (tuple(din), tuple(dout))
        try:
            return self._selected[key]
        except KeyError:
            pass
        kin, kout = self.signature(din, dout)
        found = next((self.spec(c) for c in ((*kin, *kout), (*din, *dout)) if c in self._index), None)
        self._selected[key] = found
        return found

    @cached_property
    def _index(self) -> frozenset:
        return frozenset(self.dtypes)

    @cached_property
    def _selected(self) -> dict:
        return {}


# ------------------------------------------------------------------ the dtype a node computes in
#: what a kernel is instantiated for when its spec gives no ``dtypes:``. Each instantiation costs
#: compile time on first use (Cast alone is n² kernels); nodes of other dtypes run perform.
DEFAULT_DTYPES = ("bool", "int8", "int32", "int64", "uint8", "float32", "float64")


def signatures(input_classes, output_rules, input_names, dtypes=None, elemwise=True):
    """Every (kin, kout) worth instantiating, in a stable order; ``dtypes`` (default
    DEFAULT_DTYPES) limits the dtype T an elementwise node computes in. A signature is
    instantiated only when ``kernel_signature`` gives it for itself, so the two agree."""
    allowed = [t for t in C_TYPES if t in (DEFAULT_DTYPES if dtypes is None else dtypes)]
    generic = [c for c in input_classes if len(class_members(c)) > 1]
    found = []
    for t in allowed:
        if elemwise and generic and not any(admits(c, t) for c in generic):
            continue        # e.g. bitwise ops of mixed int/uint inputs: numpy has no loop either
        choices = [(t,) if admits(c, t) else tuple(d for d in class_members(c) if d in C_TYPES)
                   for c in input_classes]
        for din in itertools.product(*choices):
            outs = []
            for rule in output_rules:
                if rule.startswith("prop:"):
                    outs.append(allowed)
                else:
                    d = output_dtype(rule, din, input_names)    # None: set by config or a prop
                    outs.append((d,) if d in C_TYPES else ())
            for dout in itertools.product(*outs):
                sig = (tuple(din), tuple(dout))
                if kernel_signature(input_classes, output_rules, input_names, *sig, elemwise) == sig \
                        and sig not in found:
                    found.append(sig)
    return found


def compute_dtype(input_classes, output_rules, input_names, din, dout) -> str | None:
    """The dtype T an elementwise node computes in, as numpy's ufunc loops do: its output dtype
    for ``upcast``/``float``/``accumulate``/``number`` outputs, the named input's for ``input:NAME``
    outputs, else the inputs' common dtype (comparisons) when one C type holds them all: uint64
    with a signed integer has none (numpy's float64 would compare 2**63 - 1 == 2**63), so no
    kernel is selected and perform runs numpy's exact loop."""
    import numpy as np
    for rule, d in zip(output_rules, dout):
        if rule in ("upcast", "float", "accumulate", "number"):
            return d
        if rule == "real":          # computed in the inputs' dtype: complex has no C kernel
            return np.result_type(*[np.dtype(x) for x in din]).name
    for rule in output_rules:
        if rule.startswith("input:"):
            return din[list(input_names).index(rule[6:])]
    generic = [d for d, c in zip(din, input_classes) if len(class_members(c)) > 1]
    if not generic or not exact_common(generic):
        return None
    return np.result_type(*[np.dtype(d) for d in generic]).name


def kernel_signature(input_classes, output_rules, input_names, din, dout, elemwise=True):
    """(kernel input dtypes, kernel output dtypes) for a node with these dtypes: an elementwise
    node's inputs whose class admits the dtype T it computes in are cast to T (numpy casts them
    the same way); the others keep their dtype."""
    din, dout = tuple(din), tuple(dout)
    if not elemwise:
        return din, dout
    t = compute_dtype(input_classes, output_rules, input_names, din, dout)
    kin = tuple(t if t is not None and admits(c, t) else d for d, c in zip(din, input_classes))
    return kin, dout


# ------------------------------------------------------------------ fusion
@dataclass(frozen=True, slots=True)
class Step:
    """One op of a fused elemwise graph, as its C is inlined: its expression, its input names
    bound to C sources (``i<k>`` an outer input, ``t<j>`` step j's result) cast to the dtypes
    its own kernel computes in, its params with their values, its result's dtype."""
    expr: Code
    args: tuple[tuple[str, str, str], ...]       # (name, dtype, source)
    props: tuple[tuple[Param, Any], ...]
    dtype: str
    label: str = ""


# ------------------------------------------------------------------ a node's call
@dataclass(frozen=True, slots=True)
class Broadcast:
    """Every output has the inputs' broadcast shape."""
    kind = ShapeKind.BROADCAST


@dataclass(frozen=True, slots=True)
class Reduce:
    """The output is the input reduced over ``axes`` (normalized), kept as 1s with ``keepdims``."""
    axes: tuple[int, ...]
    keepdims: bool
    kind = ShapeKind.REDUCE


@dataclass(frozen=True, slots=True)
class Like:
    """The only output has the shape of input ``input``."""
    input: int
    kind = ShapeKind.LIKE


@dataclass(frozen=True, slots=True)
class Dimshuffle:
    """A view reordering, dropping (size-1) and inserting (-1) dimensions."""
    order: tuple[int, ...]
    kind = ShapeKind.DIMSHUFFLE


@dataclass(frozen=True, slots=True)
class Size:
    """A 0-d int64 output: the size of the input's dimension ``axis``."""
    axis: int
    kind = ShapeKind.SIZE


@dataclass(frozen=True, slots=True)
class Check:
    """The only output is the first input, passed on (a view) once every other input, a 0-d
    bool, holds; else the node raises ``exception(message)`` (CheckAndRaise)."""
    exception: type
    message: str
    kind = ShapeKind.CHECK


@dataclass(frozen=True, slots=True)
class Computed:
    """Output shapes computed by the op's shape rule from the input arrays (``rule(values)``)."""
    rule: Callable
    kind = None


def builtin_shape(kind: str, value):
    """The shape rule of a builtin of the program runner, from the value of the prop it reads."""
    return Dimshuffle(tuple(value)) if kind == "dimshuffle" else Size(int(value))


@dataclass(frozen=True, slots=True)
class KernelCall:
    """How a node runs in C: ``spec`` (None: the program runner computes it without a kernel,
    see ``shape``), the values of its params in order, and how its output shapes follow."""
    spec: KernelSpec | None
    args: tuple = ()
    shape: Any = Broadcast()
