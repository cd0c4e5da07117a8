"""``opspec new``: a commented op entry to start from, which passes check, generate and test.

The entry is text (YAML comments are the point), appended under ``ops:`` of an existing spec
file or written as a new file. Elemwise ops get a scalar C expression and a derivative; others a
shape rule, a C loop and a gradient (their R_op is derived from it). Numeric props scale the
result, so that the op, its kernels and its gradient use them as they would be used.
"""
from __future__ import annotations

import keyword
import re

__all__ = ["ScaffoldError", "add_op", "new_op"]

#: prop types `new` knows how to use in the formulas it writes, with a default and a sample value
PROP_TYPES = {"float": ("1.0", "2.5"), "int": ("1", "3")}


class ScaffoldError(ValueError):
    """The name or the props given to ``opspec new`` cannot make an op."""


def _props(text: str) -> list[tuple[str, str]]:
    props = []
    for item in filter(None, (p.strip() for p in text.split(","))):
        name, _, ptype = item.partition(":")
        name, ptype = name.strip(), (ptype.strip() or "float")
        if not re.fullmatch(r"[a-z_][a-z0-9_]*", name) or keyword.iskeyword(name) or \
                name in ("x", "out", "np", "ot", "math", "self", "acc"):
            raise ScaffoldError(f"prop name {name!r} is not a lower-case identifier free for a prop")
        if ptype not in PROP_TYPES:
            raise ScaffoldError(f"prop {name}: type {ptype!r} (new writes props of type "
                                f"{', '.join(PROP_TYPES)}; add others by hand)")
        if any(n == name for n, _ in props):
            raise ScaffoldError(f"prop {name!r} is given twice")
        props.append((name, ptype))
    return props


def new_op(name: str, elemwise: bool = False, props: str = "") -> str:
    """The YAML text of one op entry (indented under ``ops:``)."""
    if not re.fullmatch(r"[A-Z][A-Za-z0-9_]*", name):
        raise ScaffoldError(f"op name {name!r} is not a CamelCase identifier (such as Softsign)")
    props = _props(props)
    scale = " * ".join(p for p, _ in props)
    times = f"{scale} * " if scale else ""
    slope = "tanh(x) + x * (1 - sqr(tanh(x)))"
    slope = f"{scale} * ({slope})" if scale else slope
    entry = [(f"{name}:", ""),
             (f"  doc: \"{times}x * tanh(x){', elementwise' if elemwise else ''} (say here what {name} computes).\"",
              "the docstring")]
    if _instance(name) != name.lower():
        entry.append((f"  instance: {_instance(name)}", "the module-level op"))
    if props:
        entry.append(("  props:", "with defaults, so the op also gets a module-level instance"))
        entry += [(f"    {p}: {{type: {t}, default: {PROP_TYPES[t][0]}}}", "") for p, t in props]
    if elemwise:
        entry += [
            ("  elemwise: true", "a scalar kernel lifted over tensors, with broadcasting"),
            ("  inputs: {x: float}", "a dtype class (float, int, uint, bool, complex, number, any) or a dtype"),
            ("  outputs: {out: float}", "a dtype rule: upcast, float, bool, an input's name or a dtype"),
            (f"  python: {times}x * np.tanh(x)", "numpy on whole arrays: the reference"),
            (f"  c: \"{times}x * tanh(x)\"", "a C expression per element, instantiated per dtype"),
            (f"  derivative: {{x: \"{slope}\"}}", "d out / d x, giving grad and R_op; library ops need no imports"),
            ("  inplace: {out: x}", "also generate the variant that overwrites x"),
        ]
    else:
        entry += [
            ("  inputs: {x: tensor(float)}", "a rank constructor (tensor, scalar, vector, matrix...) of a dtype class"),
            ("  outputs: {out: x}", "the dtype (and rank) of input x"),
            ("  shape: {out: x.shape}", "the output's shape from the inputs' (min, max, +, -, *, //, if)"),
            (f"  python: {times}x * np.tanh(x)", "numpy on whole arrays: the reference"),
            (f"  c: {{loop: \"out = {times}x * tanh(x);\"}}", "C statements per element"),
            (f"  grad: {{x: \"g_out * ({slope})\"}}", "d cost / d x from g_out; R_op is derived from it"),
        ]
    values = ", ".join(f"{p}: {PROP_TYPES[t][1]}" for p, t in props)
    sample = f'{{props: {{{values}}}, inputs: ["rand(4, 3, low=-2, high=2)"]}}' if props else \
        '["rand(4, 3, low=-2, high=2)"]'
    entry.append((f"  samples: [{sample}]", "inputs that drive opspec test"))
    width = max(len(code) for code, _ in entry) + 2
    return "".join(f"  {code:<{width}}# {why}\n" if why else f"  {code}\n" for code, why in entry)


def _instance(name: str) -> str:
    """The default instance name, unless it is a Python keyword or a name generated code uses."""
    lower = name.lower()
    return lower + "_op" if keyword.iskeyword(lower) or lower in ("np", "ot", "math") else lower


def add_op(name: str, elemwise: bool = False, props: str = "", existing: str | None = None) -> str:
    """A new spec file holding the op, or ``existing`` (a spec file's text) with the op appended
    to its ``ops:``, which must be the file's last top-level key."""
    entry = new_op(name, elemwise, props)
    if existing is None:
        return ("# A spec file: one module of ops (see docs/spec-language.md). Check it with\n"
                "# `opspec check`, generate with `opspec generate`, test with `opspec test`.\n"
                f"doc: {name} and the other ops of this module.\n"
                "ops:\n" + entry)
    if re.search(rf"^  {re.escape(name)}\s*:", existing, re.M):
        raise ScaffoldError(f"the file already has an op {name}")
    keys = re.findall(r"^([A-Za-z_]\w*)\s*:", existing, re.M)
    if not keys or keys[-1] != "ops":
        raise ScaffoldError("ops: must be the last top-level key of the file to append an op to it")
    return existing.rstrip("\n") + "\n\n" + entry
