"""Spec ``c:`` kernels → one C source per spec module and each op's table of kernels.

``c_module(spec, path)`` gives the text of the C file to write next to the generated Python
module (None when no op has C) and each op's ``OpKernels`` (opspec.kernels.model): the table the
generated class carries, and the runtime's only description of the kernels. The file holds what
the spec contributes, per op a block compiled only when its unit defines ``OPSPEC_OP_<Op>`` (so
an op whose C does not compile leaves the others alone): its headers and support code (support
several ops share, once, before the first of them), and per dtype instantiation a scalar
function (``static inline``: one no unit calls costs nothing) or a ``body:`` kernel (compiled
only when its unit defines ``OPSPEC_KERNEL_<kernel>``). The loops around the scalar functions
are rendered from each kernel's KernelSpec when it is built (opspec.kernels.render.loop_text). ``#line`` directives point the compiler at the spec's lines.
"""
from __future__ import annotations

import ast
from pathlib import Path

from opspec.kernels.dtypes import C_TYPES, prop_params
from opspec.kernels.model import Code, Fold, OpKernels, Param, signatures
from opspec.kernels.render import scalar_text
from opspec.kernels.text import finish_lines, spec_code
from opspec.spec.errors import SpecError

#: names a kernel cannot give an input, output or prop: C keywords, macros kernels see, `acc`
_RESERVED = frozenset("""auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while _Bool _Complex _Generic _Imaginary bool true false NULL errno AT TYPE
SIZE FAIL acc""".split())


#: shape helpers that check sizes and then give one of their arguments, with its position:
#: the kernels of the ops using them refuse the same shapes themselves (softmax's empty lane,
#: SumToShape's "cannot sum ... down to"), so the output's shape is that argument's when run
_CHECKED_BY_THE_KERNEL = {"nonempty": 0, "sum_to_shape_shape": 1}


def _is_shape_of(source: str, name: str) -> bool:
    """Whether a shape rule gives input ``name``'s shape when run: ``x.shape``, or
    ``shape_along(x.shape, axis)``, whose axis check holds once the node is built (ndim is fixed),
    also inside a helper of ``_CHECKED_BY_THE_KERNEL``."""
    call = ast.parse(source, mode="eval").body
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and \
            len(call.args) > _CHECKED_BY_THE_KERNEL.get(call.func.id, len(call.args)):
        call = call.args[_CHECKED_BY_THE_KERNEL[call.func.id]]
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "shape_along" and call.args:
        call = call.args[0]
    return ast.unparse(call) == f"{name}.shape"


def c_params(op) -> list[str]:
    """C parameter declarations of an op's props (see opspec.kernels.dtypes.PROP_PARAMS)."""
    return [decl for p in op.props for decl in prop_params(p.name, p.type)]


def _fail(spec, op, message, line=None):
    raise SpecError(message, file=spec.path, line=line or (op.c.loc.line if op.c else op.loc.line),
                    op=op.name, key="c")


def _check(spec, op):
    for name in (*op.input_names, *op.output_names, *op.prop_names):
        if name in _RESERVED or name.startswith("opspec_"):
            _fail(spec, op, f"the name {name!r} cannot be used in C code ({name!r} is reserved in kernels); "
                  "rename it")
    if op.variadic_input is not None:
        _fail(spec, op, "C kernels do not take variadic inputs; remove c: or the '*' input")
    kind = op.c.kind if op.c is not None else "reduce"
    dtypes = tuple(op.c.dtypes) if op.c is not None and op.c.dtypes else None
    if dtypes is not None:
        bad = [d for d in dtypes if d not in C_TYPES]
        if bad:
            _fail(spec, op, f"dtypes: no C instantiation for {', '.join(bad)} (C kernels support "
                  f"{', '.join(C_TYPES)})")
    if kind == "expr" and len(op.outputs) != 1:
        _fail(spec, op, "a C expression computes one output; use c: {loop: ...} to set several")
    if kind == "reduce" and (len(op.inputs) != 1 or len(op.outputs) != 1):
        _fail(spec, op, "a reduce: kernel takes one input and gives one output", op.reduce.loc.line)


# ------------------------------------------------------------------ the table of an op
def op_kernels(spec, op, path: Path | None) -> OpKernels | None:
    """The kernels of ``op`` (an OpSpec of SpecFile ``spec``) whose C file is ``path``; None
    when it has no C."""
    if op.c is None and op.reduce is None:
        return None
    inputs = tuple((i.name, i.dtype) for i in op.inputs)
    outputs = tuple((o.name, o.rule) for o in op.outputs)
    origin = f"{op.loc.file}:{op.loc.line}"
    if op.c is not None and op.c.kind == "builtin":
        return OpKernels(None, op.name, op.c.code, inputs, outputs, origin=origin)
    _check(spec, op)
    c = op.c
    kind = {"expr": "loop", "loop": "loop", "body": "body", None: "reduce"}[c.kind if c is not None else None]
    elemwise = op.elemwise and kind == "loop"
    dtypes = tuple(c.dtypes) if c is not None and c.dtypes else None
    sigs = signatures([i.dtype for i in op.inputs], [o.rule for o in op.outputs], op.input_names, dtypes,
                      elemwise=elemwise)
    params = () if kind == "reduce" else tuple(Param(p.name, p.type) for p in op.props if prop_params(p.name, p.type))
    expr = Code(c.code, op.loc.file, c.code_line or c.loc.line) if c is not None and c.kind == "expr" else None
    fold = None
    if op.reduce is not None:
        red = op.reduce
        fold = Fold(red.identity, Code(red.combine, op.loc.file, red.combine_line),
                    None if red.merge is None else Code(red.merge, op.loc.file, red.merge_line),
                    red.has_identity, op.name)
    shape_of = None
    if not op.elemwise and op.reduce is None and len(op.outputs) == 1:
        rule = dict(op.shape).get(op.outputs[0].name)
        shape_of = next((k for k, name in enumerate(op.input_names)
                         if rule is not None and _is_shape_of(rule.source, name)), None)
    return OpKernels(path, op.name, kind, inputs, outputs, tuple(kin + kout for kin, kout in sigs), elemwise,
                     params, expr, fold, tuple(c.libraries) if c is not None else (),
                     any(h.startswith('"') for h in c.headers) if c is not None else False, shape_of, origin)


# ------------------------------------------------------------------ the C of an op
def _kernel_text(spec, op, table, kernel) -> str:
    """What the spec contributes to one kernel of the op (a body: kernel is compiled only in
    its own unit; scalar functions are static inline)."""
    c = op.c
    code = Code(c.code, spec.path, c.code_line) if c is not None and c.kind in ("loop", "body") else None
    text = scalar_text(kernel, code).rstrip("\n")
    return f"#ifdef OPSPEC_KERNEL_{kernel.name}\n{text}\n#endif" if table.kind == "body" else text


def _includes(spec, op) -> list[str]:
    c = op.c
    if c is None or not c.headers:
        return []
    includes = [h if h[:1] in "<\"" else f"<{h}>" for h in c.headers]
    return [spec_code("\n".join(f"#include {h}" for h in includes), c.loc.line, spec.path)]


def _block(spec, op, table, support: bool) -> str:
    """The op's block; ``support``: with its support code (False: a shared block holds it)."""
    c = op.c
    parts = [f"/* {'-' * 60} {op.name} ({spec.path}:{op.loc.line}) */", f"#ifdef OPSPEC_OP_{op.name}",
             *_includes(spec, op)]
    if support and c is not None and c.support.strip():
        parts.append(spec_code(c.support, c.support_line or c.loc.line, spec.path))
    parts += [_kernel_text(spec, op, table, kernel) for kernel in table.specs()]
    parts.append(f"#endif /* {op.name} */")
    return "\n".join(parts)


def _shared_support(spec, ops) -> str:
    """Support code several ops give with the same text (a YAML anchor), once: compiled when
    any of them is, so a unit holding several (a batch, ``opspec build``) defines it once."""
    first = ops[0].c
    guard = " || ".join(f"defined(OPSPEC_OP_{op.name})" for op in ops)
    return "\n".join([f"/* {'-' * 60} support of {', '.join(op.name for op in ops)} */", f"#if {guard}",
                      *dict.fromkeys(inc for op in ops for inc in _includes(spec, op)),
                      spec_code(first.support, first.support_line or first.loc.line, spec.path), "#endif"])


def c_module(spec, path: Path | None = None) -> tuple[str | None, list[OpKernels]]:
    """(text of the spec module's C file, or None when no op has a kernel; the kernels of each
    op with C). ``path``: where the file is, for the tables (default: beside the spec)."""
    cfile = f"{spec.module}.c"
    path = Path(path) if path is not None else Path(spec.path).parent / cfile
    with_c = [(op, table) for op in spec.ops if (table := op_kernels(spec, op, path)) is not None]
    sharing: dict[str, list] = {}       # support text -> the ops giving it
    for op, table in with_c:
        if table.dtypes and op.c is not None and op.c.support.strip():
            sharing.setdefault(op.c.support, []).append(op)
    blocks = []
    for op, table in with_c:
        if not table.dtypes:
            continue
        users = sharing.get(op.c.support, []) if op.c is not None else []
        if len(users) > 1 and users[0] is op:
            blocks.append(_shared_support(spec, users))
        blocks.append(_block(spec, op, table, support=len(users) < 2))
    tables = [table for _, table in with_c]
    if not blocks:
        return None, tables
    head = [f"/* Generated from {spec.path} by `opspec generate`. Edit the spec, not this file.",
            f"   What it contributes to the C kernels of {spec.module}: per op a block of scalar functions",
            "   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and",
            "   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */",
            '#include "opspec_kernel.h"', ""]
    text = "\n".join(head) + "\n" + "\n\n".join(blocks) + "\n"
    return finish_lines(text, cfile), tables


def render_c_module(spec) -> dict[str, str]:
    """``{file name: text}`` of the spec module's C file (empty when no op has a kernel)."""
    text, _ = c_module(spec)
    return {} if text is None else {f"{spec.module}.c": text}


# ------------------------------------------------------------------ the table as Python
def table_source(table: OpKernels) -> str:
    """Python source of ``table`` for the generated class body (``kernels`` is opspec.kernels,
    ``C_FILE`` the module's C file, ``origin`` the class's): arguments packed into lines, each
    instantiation's dtypes as one string (``kernels.rows``)."""
    from opspec.spec.codegen import py_literal

    def code(c):
        return f"kernels.Code({c.text!r}, {c.file!r}, {c.line})"

    args = ["C_FILE" if table.file is not None else "None", repr(table.op), repr(table.kind),
            f"inputs={table.inputs!r}", f"outputs={table.outputs!r}"]
    if table.elemwise:
        args.append("elemwise=True")
    if table.params:
        args.append(f"params=({''.join(f'kernels.Param({p.name!r}, {p.type!r}), ' for p in table.params).rstrip(', ')},)")
    if table.expr is not None:
        args.append(f"expr={code(table.expr)}")
    if table.fold is not None:
        f = table.fold
        fold = [py_literal(f.identity), code(f.combine)]
        fold += [f"merge={code(f.merge)}"] if f.merge is not None else []
        fold += ["has_identity=False"] if not f.has_identity else []
        fold.append(f"name={f.name!r}")
        args.append(f"fold=kernels.Fold({', '.join(fold)})")
    if table.libraries:
        args.append(f"libraries={table.libraries!r}")
    if table.local_headers:
        args.append("local_headers=True")
    if table.shape_of is not None:
        args.append(f"shape_of={table.shape_of}")
    args.append("origin=origin")
    if table.dtypes:
        lead = "dtypes=kernels.rows("
        rows = _pack([repr(" ".join(d)) for d in table.dtypes], 8 + len(lead))
        args.append(lead + f",\n{' ' * (8 + len(lead))}".join(rows) + ")")
    return "kernels.OpKernels(\n        " + ",\n        ".join(_pack(args, 8)) + ")"


def _pack(items, indent: int, width: int = 110) -> list[str]:
    """``items`` in lines of ", "-joined items, each at most ``width`` characters wide after
    ``indent`` spaces (an item that is longer, or spans lines, stands alone)."""
    lines: list[str] = []
    for item in items:
        if lines and "\n" not in lines[-1] + item and indent + len(lines[-1]) + 2 + len(item) <= width:
            lines[-1] += ", " + item
        else:
            lines.append(item)
    return lines


__all__ = ["c_module", "render_c_module", "op_kernels", "table_source", "c_params"]
