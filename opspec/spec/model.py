"""The parsed form of a spec file: frozen, hashable dataclasses.

Mappings of the YAML are kept as ordered tuples (of specs, or of
``(name, value)`` pairs), so every node is immutable and hashable. Every node
carries the :class:`Location` it came from, so that the generator, the
compiler and the tests can point back at the spec.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from opspec.kernels.dtypes import DTYPE_CLASSES as _MEMBERS, DTYPES, OUTPUT_RULES
from opspec.spec.stages import RULE_STAGES  # the rewrite stages a rule's tags may name

__all__ = [
    "DTYPES", "DTYPE_CLASSES", "RANKS", "PROP_TYPES", "GRAD_MARKERS", "OUTPUT_RULES", "RULE_STAGES",
    "SAMPLE_COMPARISONS",
    "Location", "Formula", "PropSpec", "InputSpec", "OutputSpec", "ReduceSpec", "CastRule", "CKernel",
    "GradEntry", "RewriteRule", "SampleValue", "Sample", "RandomSpec", "OpSpec", "SpecFile",
    "parse_signature",
]

#: dtype classes an input may accept (DTYPES, OUTPUT_RULES and the classes' members: the one
#: dtype table, opspec.kernels.dtypes)
DTYPE_CLASSES = tuple(_MEMBERS)
#: rank constructors of type strings and the rank they give (None: any rank)
RANKS = {"tensor": None, "scalar": 0, "vector": 1, "matrix": 2, "tensor3": 3, "tensor4": 4}
#: prop types
PROP_TYPES = ("int", "float", "bool", "str", "dtype", "ints", "axes", "tuple")
#: the non-formula values of a grad (or derivative) entry
GRAD_MARKERS = ("undefined", "not_implemented", "disconnected", "zero")


@dataclass(frozen=True, slots=True)
class Location:
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True, slots=True)
class Formula:
    """A checked Python expression from a spec.

    ``source`` is normalized by ``ast.unparse``; ``names`` are its free names.
    """
    source: str
    loc: Location
    names: frozenset = frozenset()

    def __str__(self) -> str:
        return self.source


@dataclass(frozen=True, slots=True)
class PropSpec:
    name: str
    type: str                  # one of PROP_TYPES
    default: Any = None        # normalized: float for float, tuple for ints/axes lists
    has_default: bool = False
    loc: Location | None = None


@dataclass(frozen=True, slots=True)
class InputSpec:
    """An input. ``dtype`` is a dtype class (DTYPE_CLASSES), a concrete dtype (DTYPES) or
    a union of those joined by ``|`` (``int|uint|bool``). A ``variadic`` input (declared
    ``"*dims"``, always the last) takes zero or more values; formulas see it as a list."""
    name: str
    dtype: str
    ndim: int | None           # None: any rank (always None for elemwise ops)
    loc: Location | None = None
    variadic: bool = False

    @property
    def is_concrete(self) -> bool:
        """True when ``dtype`` is one numpy dtype (``bool`` is both a class and a dtype)."""
        return self.dtype in DTYPES

    @property
    def dtype_options(self) -> tuple:
        """The classes / dtypes of a union (``('int', 'uint', 'bool')``)."""
        return tuple(self.dtype.split("|"))


@dataclass(frozen=True, slots=True)
class OutputSpec:
    """An output and its type rule.

    ``dtype_rule`` is ``upcast | float | bool`` (``dtype_ref`` None), ``input``
    (``dtype_ref`` an input name), ``prop`` (``dtype_ref`` the name of a prop of
    type dtype), ``rule`` (``dtype_ref`` a rule function of opspec.kernels.dtype_rules)
    or ``dtype`` (``dtype_ref`` a concrete dtype). ``ndim`` is the
    static rank when known; ``rank_of`` names the input whose rank the output
    has (a bare input name as rule on a non-elemwise op).
    """
    name: str
    dtype_rule: str
    dtype_ref: str | None
    ndim: int | None
    loc: Location | None = None
    rank_of: str | None = None

    @property
    def rule(self) -> str:
        """The rule as the runtime spells it: ``upcast``, ``input:x``, ``prop:dtype``,
        ``rule:quantile_dtype``, ``float64``."""
        if self.dtype_rule in ("input", "prop", "rule"):
            return f"{self.dtype_rule}:{self.dtype_ref}"
        return self.dtype_ref if self.dtype_rule == "dtype" else self.dtype_rule


@dataclass(frozen=True, slots=True)
class ReduceSpec:
    identity: Any              # the fold's start: int | float | bool; "inf"/"-inf" become float('inf')/float('-inf')
    combine: str               # C expression of `acc` and the input's name giving the new acc
    loc: Location | None = None
    combine_line: int = 0
    has_identity: bool = True  # False (``start:``): an empty reduction raises, as numpy's max does
    merge: str | None = None   # C expression of two partial results `acc` and x; None: fold in order
    merge_line: int = 0


@dataclass(frozen=True, slots=True)
class CastRule:
    """``casts:`` of an op: numpy's ``np.<ufunc>(into, input, out=into, casting=casting)`` must
    be allowed for the dtypes of a node's inputs (``x[key] += v``: v casts same_kind into x),
    unless the bool prop ``unless`` is true (``set``: assignment casts unsafely)."""
    input: str
    into: str
    ufunc: str
    casting: str
    unless: str | None = None
    loc: Location | None = None


@dataclass(frozen=True, slots=True)
class CKernel:
    kind: str                  # "expr" | "loop" | "body" | "builtin" (code: its name)
    code: str
    support: str = ""
    headers: tuple = ()
    libraries: tuple = ()
    dtypes: tuple = ()
    loc: Location | None = None   # where `c:` is
    code_line: int = 0            # first line of the code text itself
    support_line: int = 0         # first line of `support:` (0: none)


@dataclass(frozen=True, slots=True)
class GradEntry:
    """A grad: entry (d cost / d input), or a derivative: entry (d output / d input)."""
    input: str
    kind: str                  # "formula" or one of GRAD_MARKERS
    formula: Formula | None = None
    loc: Location | None = None
    output: str | None = None  # derivative: entries only, the output differentiated


@dataclass(frozen=True, slots=True)
class RewriteRule:
    lhs: Formula
    rhs: Formula
    when: Formula | None
    tags: tuple
    name: str
    loc: Location | None = None
    variables: tuple = ()      # pattern variables, in order of first use on the left side

    def __str__(self) -> str:
        return f"{self.lhs.source} -> {self.rhs.source}"


@dataclass(frozen=True, slots=True)
class SampleValue:
    """One input value of a sample: a literal or a random array.

    ``kind`` is ``literal`` (``value`` a number, bool or nested tuples),
    ``rand`` (uniform floats in [low, high)) or ``randint`` (integers in
    [low, high)). ``dtype`` None means the input's dtype (or floatX / int64).
    """
    kind: str
    value: Any = None
    shape: tuple = ()
    low: Any = None
    high: Any = None
    dtype: str | None = None
    loc: Location | None = None


@dataclass(frozen=True, slots=True)
class Sample:
    """Sample inputs of an op. ``grad`` / ``rop`` False: the op is not differentiable there
    (the gradient / R_op checks skip it); ``rtol`` / ``atol``: tolerances of its checks
    (None: the dtypes' defaults)."""
    inputs: tuple              # of SampleValue, one per input
    props: tuple = ()          # of (prop name, value) pairs
    reference: Formula | None = None
    dtype: str | None = None
    loc: Location | None = None
    grad: bool = True
    rop: bool = True
    rtol: float | None = None
    atol: float | None = None
    # random ops only: the size argument (None: not given), how draws are compared with the
    # reference ("seeded": bit for bit, both generators seeded alike; "distribution": a
    # two-sample test), and the seed
    size: tuple | None = None
    compare: str = "seeded"
    seed: int | None = None


#: how a random op's sample compares its draws with the reference
SAMPLE_COMPARISONS = ("seeded", "distribution")


@dataclass(frozen=True, slots=True)
class RandomSpec:
    """A random variable (``random:``): the op draws from a numpy Generator. Its node takes
    ``(rng, size, *inputs)`` and gives ``(next_rng, *outputs)``.

    ``signature`` (gufunc style, ``"(),()->()"``) gives the core dimensions of the inputs and
    the draw, which batch over ``size`` / the inputs' other dimensions; None: ``size`` goes to
    numpy as it is and ``shape:`` gives the draw's shape. ``defaults``: (input, value) pairs,
    the defaults of the op's call."""
    signature: str | None
    defaults: tuple = ()
    loc: Location | None = None

    @property
    def core(self) -> tuple:
        """(core dimension names of each input, of the draw); see parse_signature."""
        return parse_signature(self.signature) if self.signature else None


_DIM = r"\s*(?:[A-Za-z_]\w*|\d+)\s*"
_GROUP = rf"\(\s*(?:{_DIM}(?:,{_DIM})*)?\)"
_SIGNATURE = re.compile(rf"^\s*(?:{_GROUP}(?:\s*,\s*{_GROUP})*)?\s*->\s*{_GROUP}\s*$")


@functools.lru_cache(maxsize=None)
def parse_signature(signature: str) -> tuple:
    """``"(n),(n,n)->(n)"`` -> ``((("n",), ("n", "n")), ("n",))``: the core dimensions of each
    input and of the draw (names, or sizes as digit strings); a ValueError says what is wrong."""
    if not _SIGNATURE.match(signature):
        raise ValueError(f"'{signature}' is not a signature such as '(),()->()' or '(n),(n,n)->(n)': one "
                         "group of dimension names or sizes in parentheses per input, '->', one for the draw")
    left, right = signature.split("->")
    groups = tuple(tuple(d.strip() for d in g.split(",") if d.strip()) for g in re.findall(r"\(([^)]*)\)", left))
    out = tuple(d.strip() for d in right.strip()[1:-1].split(",") if d.strip())
    named = {d for g in groups for d in g}
    for d in out:
        if not d.isdigit() and d not in named:
            raise ValueError(f"signature '{signature}': the draw's dimension '{d}' is no input's (name it in an "
                             "input's group, or give a size)")
    return groups, out


@dataclass(frozen=True, slots=True)
class OpSpec:
    name: str
    doc: str
    instance: str | None
    props: tuple               # of PropSpec
    inputs: tuple              # of InputSpec
    outputs: tuple             # of OutputSpec
    elemwise: bool
    reduce: ReduceSpec | None
    shape: tuple               # of (output name, Formula)
    python: Formula
    c: CKernel | None
    grad: tuple                # of GradEntry (empty: no gradient declared)
    derivative: tuple          # of GradEntry, with their output (elemwise ops only)
    r_op: tuple                # of (output name, Formula)
    connection_pattern: tuple | None   # per input, per output bools
    inplace: tuple             # of (output name, input name)
    view: tuple                # of (output name, input name)
    readonly_view: bool        # the views may repeat elements: never written in place
    default_output: int | None
    constant_folding: bool
    rewrites: tuple            # of RewriteRule
    samples: tuple             # of Sample
    flops: Formula | None
    loc: Location | None = None
    #: mode DASK's lowering data, ``(key, value)`` pairs: ``("blockwise", True)`` or
    #: ``("reduction", (("merge", class name),))``; empty: the rule of the op's kind
    dask: tuple = ()
    random: RandomSpec | None = None
    #: (backend, Formula) pairs of numba: / jax: (what --target pytensor lowers instead of python:)
    backends: tuple = ()
    #: CastRule of each input another takes by a ufunc (``casts:``)
    casts: tuple = ()

    # -- names ---------------------------------------------------------------------
    @property
    def input_names(self) -> tuple:
        return tuple(i.name for i in self.inputs)

    @property
    def output_names(self) -> tuple:
        return tuple(o.name for o in self.outputs)

    @property
    def variadic_input(self) -> InputSpec | None:
        """The variadic input (the last one, declared ``"*name"``), if any."""
        return self.inputs[-1] if self.inputs and self.inputs[-1].variadic else None

    @property
    def prop_names(self) -> tuple:
        return tuple(p.name for p in self.props)

    @property
    def has_props(self) -> bool:
        return bool(self.props)

    @property
    def props_all_default(self) -> bool:
        return all(p.has_default for p in self.props)

    @property
    def is_reduce(self) -> bool:
        return self.reduce is not None

    @property
    def is_random(self) -> bool:
        return self.random is not None

    # -- lookups ---------------------------------------------------------------------
    def input(self, name: str) -> InputSpec:
        return _find(self.inputs, name, "input", self.name)

    def output(self, name: str) -> OutputSpec:
        return _find(self.outputs, name, "output", self.name)

    def prop(self, name: str) -> PropSpec:
        return _find(self.props, name, "prop", self.name)

    def shape_of(self, output: str) -> Formula | None:
        return dict(self.shape).get(output)

    def grad_of(self, input: str) -> GradEntry | None:
        for g in self.grad:
            if g.input == input:
                return g
        return None

    # -- the Op contract ---------------------------------------------------------------
    @property
    def destroy_map(self) -> dict:
        """``{output index: [input index]}`` from ``inplace:``."""
        return self._index_map(self.inplace)

    @property
    def view_map(self) -> dict:
        """``{output index: [input index]}`` from ``view:``."""
        return self._index_map(self.view)

    def _index_map(self, pairs) -> dict:
        outs, ins = self.output_names, self.input_names
        return {outs.index(o): [ins.index(i)] for o, i in pairs}

    @property
    def effective_connection_pattern(self) -> tuple:
        """``connection_pattern`` if given, else derived from ``disconnected`` grads."""
        if self.connection_pattern is not None:
            return self.connection_pattern
        n_out = len(self.outputs)
        rows = []
        for inp in self.inputs:
            g = self.grad_of(inp.name)
            rows.append((not (g is not None and g.kind == "disconnected"),) * n_out)
        return tuple(rows)


@dataclass(frozen=True, slots=True)
class SpecFile:
    path: str
    module: str
    doc: str
    imports: tuple
    ops: tuple                 # of OpSpec, in file order
    #: (module, names of its ops and instances) of each imported user module (not the library):
    #: the generated module imports these
    imported: tuple = ()

    def op(self, name: str) -> OpSpec:
        return _find(self.ops, name, "op", self.path)

    @property
    def op_names(self) -> tuple:
        return tuple(o.name for o in self.ops)


def _find(items, name, what, owner):
    for item in items:
        if item.name == name:
            return item
    raise KeyError(f"{owner} has no {what} named {name!r}")
