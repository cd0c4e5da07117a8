"""The one table of dtypes as specs, ops and kernels see them.

Dtype classes, the output dtype rules, C types and the C types of props are stated here once
and read by the spec loader, both generators, the tensor runtime and every emitter of C: fused
kernels once declared every prop ``double`` while their ops' own kernels declared ``int64_t``,
and ``x << k`` compiled unfused but not fused.
"""
from __future__ import annotations

import math

import numpy as np

from opspec.kernels.dtype_rules import apply_rule

#: every dtype a spec may name
DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128")

#: the dtype classes a spec's inputs may name, with their member dtypes
DTYPE_CLASSES = {
    "float": ("float16", "float32", "float64"),
    "int": ("int8", "int16", "int32", "int64"),
    "uint": ("uint8", "uint16", "uint32", "uint64"),
    "bool": ("bool",),
    "complex": ("complex64", "complex128"),
}
DTYPE_CLASSES["number"] = (DTYPE_CLASSES["float"] + DTYPE_CLASSES["int"] + DTYPE_CLASSES["uint"]
                           + DTYPE_CLASSES["complex"])
DTYPE_CLASSES["any"] = DTYPE_CLASSES["number"] + ("bool",)
#: int and uint together (PyTensor's integer_dtypes; not a word of specs)
INTEGER_DTYPES = DTYPE_CLASSES["int"] + DTYPE_CLASSES["uint"]
#: the dtypes gradients flow through
CONTINUOUS_DTYPES = DTYPE_CLASSES["float"] + DTYPE_CLASSES["complex"]

#: an output's dtype rule is one of these words, ``input:NAME`` (that input's dtype), ``prop:NAME``
#: (the dtype a ``dtype`` prop names), ``rule:NAME`` (a function of the input dtypes and props,
#: opspec.kernels.dtype_rules) or a dtype
OUTPUT_RULES = ("upcast", "float", "bool", "accumulate", "real", "number")

#: numpy dtype -> C type, for every dtype kernels are instantiated for (no float16, no complex)
C_TYPES = {
    "bool": "_Bool", "int8": "int8_t", "int16": "int16_t", "int32": "int32_t", "int64": "int64_t",
    "uint8": "uint8_t", "uint16": "uint16_t", "uint32": "uint32_t", "uint64": "uint64_t",
    "float32": "float", "float64": "double",
}
#: how a dtype is stored when it is read as raw memory (numpy bools are bytes; any nonzero is true)
STORAGE = {"bool": "uint8_t"}
#: numpy's dtype for sums and products of small integers and bools
ACCUMULATE = {"bool": "int64", "int8": "int64", "int16": "int64", "int32": "int64",
              "uint8": "uint64", "uint16": "uint64", "uint32": "uint64"}

#: prop type -> the C parameters it is passed as, (C type, suffix of the prop's name) each. A
#: ``dtype`` prop picks the kernel's instantiation instead, and a ``tuple`` prop has no C form:
#: neither reaches C.
PROP_PARAMS = {
    "int": (("int64_t", ""),),
    "float": (("double", ""),),
    "bool": (("int", ""),),
    "str": (("const char *", ""),),
    "ints": (("const npy_intp *", ""), ("int", "_n")),
    "axes": (("const npy_intp *", ""), ("int", "_n")),     # None: NULL and -1
}


# ------------------------------------------------------------------ classes and rules
def exact_common(dtypes) -> bool:
    """Whether one C type holds every value of these dtypes: not uint64 with a signed integer,
    whose numpy common type is float64 (numpy compares them exactly all the same: C through
    double found 2**63 - 1 == 2**63)."""
    dtypes = [np.dtype(d) for d in dtypes]
    return not (np.dtype("uint64") in dtypes and any(d.kind == "i" for d in dtypes))


def class_members(dtype_class: str) -> tuple[str, ...]:
    """The dtypes a spec dtype (a class, a dtype or an ``a|b`` union) admits."""
    out = []
    for part in dtype_class.split("|"):
        out += DTYPE_CLASSES.get(part, (part,))
    return tuple(dict.fromkeys(out))


def admits(dtype_class: str, dtype: str) -> bool:
    """Whether ``dtype`` belongs to a spec dtype (a class, a dtype or an ``a|b`` union)."""
    return dtype in class_members(dtype_class)


def accumulate_dtype(dtype: str) -> str:
    """numpy's dtype for sums and products of ``dtype``: small ints and bool widen to 64 bits."""
    return ACCUMULATE.get(dtype, dtype)


def float_dtype(dtype: str, float_x: str | None) -> str | None:
    """The dtype float-only ops compute ``dtype`` in: itself when float or complex, else
    ``float_x`` (config.floatX; None where the caller cannot know it)."""
    return dtype if dtype in CONTINUOUS_DTYPES else float_x


def number_dtype(dtype: str) -> str:
    """The dtype of the ``number`` rule: booleans compute in int8, as numpy's loops of ops that
    have none for bool (floor_divide, remainder, power: ``True // True`` is int8)."""
    return "int8" if dtype == "bool" else dtype


def real_dtype(dtype: str) -> str:
    """The dtype of the real part of ``dtype`` (numpy's ``abs`` of complex64 is float32)."""
    return np.finfo(dtype).dtype.name if np.dtype(dtype).kind == "c" else dtype


def output_dtype(rule: str, input_dtypes, input_names=(), prop=None, float_x: str | None = None) -> str | None:
    """The dtype an output rule gives for inputs of ``input_dtypes``. ``prop(name)`` is the value
    of a prop; None where the answer depends on what the caller does not give (``prop:`` and
    ``rule:`` rules without ``prop``, ``float`` of integers without ``float_x``, rules of no inputs)."""
    kind, _, name = rule.partition(":")
    if kind == "input":
        return input_dtypes[list(input_names).index(name)]
    if kind == "rule":        # a function of the dtypes and props (opspec.kernels.dtype_rules)
        return None if prop is None else apply_rule(name, input_dtypes, prop)
    if kind == "prop":        # a dtype prop, which may say "floatX"
        value = None if prop is None else prop(name)
        return float_x if value == "floatX" else None if value is None else np.dtype(value).name
    if rule == "bool":
        return "bool"
    if rule in OUTPUT_RULES:
        if not input_dtypes:
            return None
        up = np.result_type(*[np.dtype(d) for d in input_dtypes]).name
        return {"upcast": up, "float": float_dtype(up, float_x), "accumulate": accumulate_dtype(up),
                "real": real_dtype(up), "number": number_dtype(up)}[rule]
    return np.dtype(rule).name


# ------------------------------------------------------------------ props in C
def c_decl(ctype: str, name: str) -> str:
    """``double x``, ``const char *s``: a C declaration of ``name``."""
    return f"{ctype}{name}" if ctype.endswith("*") else f"{ctype} {name}"


def prop_params(name: str, prop_type: str) -> list[str]:
    """C parameter declarations of a prop (none for props that do not reach C)."""
    return [c_decl(ctype, name + suffix) for ctype, suffix in PROP_PARAMS.get(prop_type, ())]


def prop_locals(name: str, prop_type: str, value) -> list[str]:
    """C declarations binding a prop to its value, of the types its parameters have: fused
    kernels inline their ops' props, and the op's C expression must see the same types."""
    if prop_type not in PROP_PARAMS:
        return []
    if prop_type in ("ints", "axes"):
        if value is None:
            return [f"const npy_intp *const {name} = NULL;", f"const int {name}_n = -1;"]
        items = ", ".join(int_literal(v) for v in value) or "0"
        return [f"static const npy_intp {name}[] = {{{items}}};", f"const int {name}_n = {len(value)};"]
    ctype = PROP_PARAMS[prop_type][0][0]
    literal = {"int": int_literal, "float": float_literal, "bool": lambda v: "1" if v else "0",
               "str": str_literal}[prop_type](value)
    return [f"{ctype} const {name} = {literal};" if ctype.endswith("*") else f"const {ctype} {name} = {literal};"]


def int_literal(value) -> str:
    """A C literal of a 64-bit integer (the most negative one has no literal of its own)."""
    value = int(value)
    if not -2 ** 63 <= value < 2 ** 64:
        raise ValueError(f"{value} does not fit a 64-bit C integer")
    if -2 ** 31 < value < 2 ** 31:
        return str(value)
    if value == -2 ** 63:
        return "INT64_MIN"
    return f"INT64_C({value})" if value < 2 ** 63 else f"UINT64_C({value})"


def float_literal(value) -> str:
    """A C literal of a double: Python's shortest repr, which C reads back exactly; the macro
    of an infinity or NaN."""
    value = float(value)
    if math.isnan(value):
        return "NAN"
    if math.isinf(value):
        return "INFINITY" if value > 0 else "(-INFINITY)"
    return f"({value!r})" if math.copysign(1, value) < 0 else repr(value)


def str_literal(value: str) -> str:
    """A C string literal of ``value``'s UTF-8 bytes: printable ASCII as is, every other byte
    (and quotes, backslashes, ``?`` of trigraphs) as an octal escape."""
    out = []
    for byte in value.encode():
        ch = chr(byte)
        out.append(ch if 32 <= byte < 127 and ch not in '"\\?' else f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def start_value(value, dtype: str):
    """A reduction's start value (a number, ±inf, a bool) as a value of ``dtype``: ±inf is the
    extreme of an integer dtype, and true or false for bool."""
    dt = np.dtype(dtype)
    if isinstance(value, float) and math.isinf(value) and dt.kind in "iub":
        if dt.kind == "b":
            return value > 0
        info = np.iinfo(dt)
        return int(info.max if value > 0 else info.min)
    return dt.type(value).item()


def c_value(value, dtype: str) -> str:
    """A C literal of ``value`` as a value of ``dtype``."""
    value = start_value(value, dtype)
    kind = np.dtype(dtype).kind
    if kind == "b":
        return "1" if value else "0"
    return int_literal(value) if kind in "iu" else float_literal(value)


def itemsize(dtype: str) -> int:
    return np.dtype(dtype).itemsize
