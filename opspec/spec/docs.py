"""``opspec docs``: an operator reference in Markdown, rendered from spec files.

Per op: its signature, doc, input dtypes and output rule, shape rule, gradient (and where its
R_op comes from), inplace and view variants, rewrite rules, C kernel, and an example computed
from its first sample with the op's ``python:`` kernel (seeded, so the page is reproducible:
the standard library's, docs/ops.md, is committed and checked for drift like generated/).

``render_names`` renders the tables of :mod:`opspec.spec.namespace` (and the library's ops)
that the checker itself uses: the names a formula may call, with their signatures.
"""
from __future__ import annotations

import inspect
import re

import numpy as np

from opspec.kernels.dtype_rules import DTYPE_RULES
from opspec.spec.namespace import (PYTHON_BUILTINS, PYTHON_HELPERS, PYTHON_OP_NAMES, RUNTIME_HELPERS, SHAPE_NAMES,
                                   WHEN_HELPERS, installed_library)

__all__ = ["render_reference", "render_names", "render_names_into", "NAMES_BEGIN", "NAMES_END"]

NAMES_BEGIN = "<!-- names: begin (rendered by `opspec docs --names`; do not edit) -->"
NAMES_END = "<!-- names: end -->"


def _cell(text) -> str:
    """Text for a Markdown table cell (one line, pipes escaped; those already escaped kept)."""
    return re.sub(r"(?<!\\)\|", r"\\|", " ".join(str(text).split()))


def _code(text) -> str:
    text = " ".join(str(text).split())
    fence = "``" if "`" in text else "`"
    return f"{fence}{text}{fence}".replace("|", "\\|")


def _anchor(text: str) -> str:
    return re.sub(r"[^a-z0-9_ -]", "", text.lower()).replace(" ", "-")


# -- one op --------------------------------------------------------------------------------------

def signature(op) -> str:
    """How a formula or a user calls the op: ``softplus(x)`` or ``Sum(axis=None, keepdims=False)(x)``
    (a random op: ``normal(loc=0.0, scale=1.0, size=None, rng=None)``)."""
    inputs = ", ".join(("*" if i.variadic else "") + i.name for i in op.inputs)
    if op.random is not None:
        defaults = dict(op.random.defaults)
        inputs = ", ".join([f"{i.name}={defaults[i.name]!r}" if i.name in defaults else i.name for i in op.inputs]
                           + ["size=None", "rng=None"])
    if op.instance and (not op.props or op.props_all_default):
        call = f"{op.instance}({inputs})"
        if op.props:
            props = ", ".join(f"{p.name}={p.default!r}" for p in op.props)
            call += f"  or  {op.name}({props})({inputs})"
        return call
    props = ", ".join(f"{p.name}={p.default!r}" if p.has_default else p.name for p in op.props)
    return f"{op.name}({props})({inputs})"


def _type(inp) -> str:
    ranks = {0: "scalar", 1: "vector", 2: "matrix", 3: "tensor3", 4: "tensor4"}
    return f"{ranks[inp.ndim]}({inp.dtype})" if inp.ndim is not None else inp.dtype


def _rule(out) -> str:
    rule = {"input": f"dtype of {out.dtype_ref}", "prop": f"dtype prop {out.dtype_ref}",
            "rule": f"rule function {out.dtype_ref}", "dtype": out.dtype_ref}.get(out.dtype_rule, out.dtype_rule)
    return f"{rule}, rank {out.ndim}" if out.ndim is not None else rule


def _gradient(op) -> list[str]:
    if op.derivative:
        return [f"d {d.output} / d {d.input}: " + (_code(d.formula.source) if d.formula else d.kind)
                for d in op.derivative]
    return [f"{g.input}: " + (_code(g.formula.source) if g.formula else g.kind) for g in op.grad]


def _r_op(op) -> str:
    if op.r_op:
        return "; ".join(f"{o}: {_code(f.source)}" for o, f in op.r_op)
    if op.derivative:
        return "from the derivative (ev_x * d out / d x)"
    if op.grad:
        return "derived from the gradient (Lop of Lop)"
    return "none"


def _c(op) -> str:
    if op.reduce is not None:
        return f"reduction: identity {op.reduce.identity}, combine {_code(op.reduce.combine)}"
    if op.c is None:
        return "none (runs python:" + (", numpy's generator)" if op.random is not None else ")")
    kind = {"expr": "expression " + _code(op.c.code), "loop": "loop over elements", "body": "kernel body",
            "builtin": f"computed by the program runner ({op.c.code})"}[op.c.kind]
    return kind + (f", dtypes {', '.join(op.c.dtypes)}" if op.c.dtypes else "")


def _rows(op) -> list[tuple[str, str]]:
    rows = [("inputs", ", ".join(f"{_code(i.name)}: {_type(i)}" for i in op.inputs) or "none"),
            ("outputs", ", ".join(f"{_code(o.name)}: {_rule(o)}" for o in op.outputs))]
    if op.props:
        rows.append(("props", ", ".join(f"{_code(p.name)}: {p.type}" + (f" = {p.default!r}" if p.has_default else "")
                                        for p in op.props)))
    shape = "broadcast of the inputs" if op.elemwise else "; ".join(
        f"{o}: {_code(f.source)}" for o, f in op.shape) or "rank only"
    if op.random is not None and op.random.signature:
        shape = (f"size, else the broadcast of the inputs' leading dimensions, then the core ones of signature "
                 f"{_code(op.random.signature)}")
    rows.append(("shape", shape))
    grads = _gradient(op)
    rows.append(("gradient", "; ".join(grads) if grads else "none"))
    rows.append(("R_op", _r_op(op)))
    variants = [f"{_code(op.name + 'Inplace')} writes {o} into {i}" for o, i in op.inplace]
    if op.random is not None:
        variants.append(f"{_code(op.name + 'Inplace')} draws from the generator in place")
    variants += [f"{_code(o)} is a {'read-only ' if op.readonly_view else ''}view of {_code(i)}" for o, i in op.view]
    if variants:
        rows.append(("variants", "; ".join(variants)))
    if op.rewrites:
        rows.append(("rewrites", "; ".join(_code(str(r)) + (f" ({', '.join(r.tags)})" if r.tags != ("canonicalize",)
                                                              else "") for r in op.rewrites)))
    rows.append(("C", _c(op)))
    return rows


# -- the example -----------------------------------------------------------------------------------

def _show(value) -> str:
    value = np.asarray(value)
    with np.printoptions(precision=4, threshold=24, edgeitems=2, suppress=True, floatmode="maxprec"):
        text = np.array2string(value, separator=", ")
    return text + (f"  # {value.dtype}" if value.dtype.kind not in "f" or value.dtype != np.float64 else "")


def _assign(name, text) -> str:
    return f"{name} = " + text.replace("\n", "\n" + " " * (len(name) + 3))


def example(op) -> str | None:
    """The op on its first sample, computed with its python: kernel (None without samples)."""
    from opspec.testing.spec_checks import python_namespace, sample_values
    if not op.samples:
        return None
    sample = op.samples[0]
    values = sample_values(op, sample, np.random.default_rng(0))
    given = dict(sample.props)
    props = {p.name: given.get(p.name, p.default) for p in op.props if p.name in given or p.has_default}
    env = python_namespace()
    env.update(props)
    names, lines, k = [], [], 0
    if op.random is not None:       # draws of a generator seeded 0
        size = None if sample.size is None else tuple(sample.size)
        env.update(rng=np.random.default_rng(0), size=size)
        lines.append("rng = np.random.default_rng(0)")
    for spec in op.inputs:
        if spec.variadic:
            env[spec.name] = values[k:]
            names.append("*" + spec.name)
            lines.append(_assign(spec.name, f"[{', '.join(_show(v).split('  #')[0] for v in values[k:])}]"))
            k = len(values)
        else:
            env[spec.name] = values[k]
            names.append(spec.name)
            lines.append(_assign(spec.name, _show(values[k])))
            k += 1
    try:
        with np.errstate(all="ignore"):
            result = eval(compile(op.python.source, f"<{op.name}>", "eval"), env)  # noqa: S307 - the spec's kernel
    except Exception as err:  # noqa: BLE001 - a reference page shows what happened
        result = err
    args = ", ".join(names + ([f"size={env['size']!r}", "rng=rng"] if op.random is not None else []))
    if op.instance and not sample.props:
        call = f"{op.instance}({args})"
    else:
        call = f"{op.name}({', '.join(f'{p}={v!r}' for p, v in props.items())})({args})"
    lines.append(call)
    if isinstance(result, Exception):
        lines.append(f"# raises {type(result).__name__}: {result}")
    else:
        results = result if len(op.outputs) > 1 else [result]
        lines += [f"# {o.name}: {_show(r)}".replace("\n", "\n#" + " " * (len(o.name) + 2))
                  for o, r in zip(op.outputs, results)]
    return "\n".join(lines)


# -- the page ----------------------------------------------------------------------------------------

def render_reference(specs, title=None) -> str:
    """The Markdown reference of ``specs`` (SpecFiles)."""
    out = [f"# {title or 'Operator reference'}", "",
           f"Rendered by `opspec docs` from {', '.join(f'`{s.path}`' for s in specs)}; edit the specs, "
           "not this page. Each op gives its signature (how formulas and Python call it), its types, "
           "shape rule, gradient, variants, rewrites and C kernel, and an example computed from its "
           "first sample with its `python:` kernel.", ""]
    for spec in specs:
        names = ", ".join(f"[{op.instance or op.name}](#{_anchor(op.name)})" for op in spec.ops)
        out.append(f"- [{spec.module}](#module-{_anchor(spec.module)}): {names}")
    for spec in specs:
        out += ["", f"## Module {spec.module}", "", " ".join(str(spec.doc or "").split()) or "(no doc)", "",
                f"Spec: `{spec.path}`; Python: `import {spec.module}` from the generated folder "
                "or package."]
        for op in spec.ops:
            out += ["", f"### {op.name}", "", f"`{signature(op)}`", "", " ".join(str(op.doc).split()), "",
                    "| | |", "|---|---|"]
            out += [f"| {key} | {_cell(value)} |" for key, value in _rows(op)]
            ex = example(op)
            if ex is not None:
                out += ["", "```python", ex, "```"]
    return "\n".join(out) + "\n"


def _params(name, params):
    return name if params == "" else f"{name}({params})"


def render_names(library=None) -> str:
    """The tables of names a formula may call, as the checker knows them."""
    library = installed_library() if library is None else library
    out = ["#### Standard library ops (every formula; rewrite patterns)", "",
           "| call | module | what |", "|---|---|---|"]
    for module, headers in sorted(library.items()):
        for cls, inst, props, inputs, *rest in headers:
            args = ", ".join(inputs)
            call = f"{inst}({args})" if inst else f"{cls}({', '.join(props)})({args})"
            out.append(f"| {_code(call)} | {module} | {_cell(rest[0] if rest else '')} |")
    out += ["", "#### Runtime helpers (grad, derivative, r_op)", "", "| call | what |", "|---|---|"]
    out += [f"| {_code(_params(n, p))} | {_cell(w)} |" for n, (p, w) in sorted(RUNTIME_HELPERS.items())]
    out += ["", "#### Shape rules", "",
            "Inputs' `x.shape` / `x.ndim` (and the values of inputs the rule reads), props, `+ - * //`, "
            "comparisons, `a if c else b`, `and` / `or` / `not`, and: "
            + ", ".join(_code(n) for n in sorted(SHAPE_NAMES)) + ". `min` / `max` / `minimum` / `maximum` "
            "take dimensions (known, unknown or symbolic).", "",
            "#### `python:` kernels, `flops:` and sample `reference:`", "",
            "Inputs, props, " + ", ".join(_code(n) for n in PYTHON_BUILTINS) + ", and:", "",
            "| call | what |", "|---|---|"]
    out += [f"| {_code(_params(n, p))} | {_cell(w)} |" for n, (p, w) in sorted(PYTHON_HELPERS.items())]
    out += [f"| {_code(n)} | {_cell(w)} |" for n, w in sorted(PYTHON_OP_NAMES.items())]
    out += ["", "#### Rewrite `when:`", "", "The rule's pattern variables, `len`, `all`, `any`, `abs`, and:", "",
            "| call | what |", "|---|---|"]
    out += [f"| {_code(_params(n, p))} | {_cell(w)} |" for n, (p, w) in sorted(WHEN_HELPERS.items())]
    out += ["", "#### Output dtype rule functions (`outputs:`)", "",
            "The inputs' dtypes in order, then the props named after `*`:", "", "| rule | what |", "|---|---|"]
    out += [f"| {_code(name + str(inspect.signature(fn)).replace(chr(39), ''))} | "
            f"{_cell(' '.join(inspect.getdoc(fn).split()))} |" for name, fn in sorted(DTYPE_RULES.items())]
    return "\n".join(out) + "\n"


def render_names_into(text: str | None) -> str:
    """``text`` with the part between NAMES_BEGIN and NAMES_END replaced by render_names() (a new
    page when there are no markers)."""
    names = render_names()
    if text is None or NAMES_BEGIN not in text or NAMES_END not in text:
        return f"# Names a formula may call\n\n{NAMES_BEGIN}\n{names}{NAMES_END}\n"
    head, rest = text.split(NAMES_BEGIN, 1)
    _, tail = rest.split(NAMES_END, 1)
    return f"{head}{NAMES_BEGIN}\n{names}{NAMES_END}{tail}"
