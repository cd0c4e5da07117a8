"""The one table of dtypes and prop types as kernels see them.

Every emitter of C (the spec generator's kernels, fused kernels, reductions) and every runtime
check of a dtype class reads these tables, so a fact such as "an ``int`` prop is ``int64_t``"
is stated once: fused kernels once declared every prop ``double`` while their ops' own
kernels declared ``int64_t``, and ``x << k`` compiled unfused but not fused.
"""
from __future__ import annotations

import math

import numpy as np

#: dtype classes a spec's inputs name, with their member dtypes
DTYPE_CLASSES = {
    "float": ("float16", "float32", "float64"),
    "int": ("int8", "int16", "int32", "int64"),
    "uint": ("uint8", "uint16", "uint32", "uint64"),
    "bool": ("bool",),
    "complex": ("complex64", "complex128"),
}
DTYPE_CLASSES["integer"] = DTYPE_CLASSES["int"] + DTYPE_CLASSES["uint"]
DTYPE_CLASSES["number"] = DTYPE_CLASSES["float"] + DTYPE_CLASSES["integer"] + DTYPE_CLASSES["complex"]
DTYPE_CLASSES["any"] = DTYPE_CLASSES["number"] + ("bool",)

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

#: prop type -> the C parameters it is passed as ({0}: the prop's name). A ``dtype`` prop picks
#: the kernel's instantiation instead, and a ``tuple`` prop has no C form: neither reaches C.
PROP_PARAMS = {
    "int": ("int64_t {0}",),
    "float": ("double {0}",),
    "bool": ("int {0}",),
    "str": ("const char *{0}",),
    "ints": ("const npy_intp *{0}", "int {0}_n"),
    "axes": ("const npy_intp *{0}", "int {0}_n"),     # None: NULL and -1
}


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
    return dtype in class_members(dtype_class)


def prop_params(name: str, prop_type: str) -> list[str]:
    """C parameter declarations of a prop (none for props that do not reach C)."""
    return [decl.format(name) for decl in PROP_PARAMS.get(prop_type, ())]


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
    ctype = PROP_PARAMS[prop_type][0].split("{0}")[0].strip()
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
