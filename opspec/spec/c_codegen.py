"""Spec ``c:`` kernels → one C source per spec module (compiled through cffi at first use).

``render_c_module(spec_file)`` returns ``{file name: text}`` to write next to the generated
Python module (empty when no op has C). The file holds, per op, a block guarded by
``#ifndef OPSPEC_SKIP_<Op>`` (so the loader can leave out a kernel that does not compile and
keep the others) with one function per dtype instantiation; its first comment lists the cffi
declarations. ``#line`` directives point the compiler at the spec's lines for user code.
"""
from __future__ import annotations

from opspec.kernels.dtypes import C_TYPES, c_value, itemsize, prop_params
from opspec.link.c.elemwise_loop import (MANIFEST_HEAD, PREFIX, elemwise_loop, expr_body, finish_lines, indent,
                                         kernel_name, reduce_loop, signatures, spec_code)
from opspec.spec.errors import SpecError


#: names a kernel cannot give an input, output or prop: C keywords, macros kernels see, `acc`
_RESERVED = frozenset("""auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while _Bool _Complex _Generic _Imaginary bool true false NULL errno AT TYPE
SIZE FAIL acc""".split())


def output_rule(out) -> str:
    """An OutputSpec's dtype rule in the runtime's spelling (``input:x``, ``prop:dtype``...)."""
    if out.dtype_rule in ("input", "prop"):
        return f"{out.dtype_rule}:{out.dtype_ref}"
    if out.dtype_rule == "dtype":
        return out.dtype_ref
    return out.dtype_rule


def c_params(op) -> list[str]:
    """C parameter declarations of an op's props (see opspec.kernels.dtypes.PROP_PARAMS)."""
    return [decl for p in op.props for decl in prop_params(p.name, p.type)]


class _Module:
    def __init__(self, spec):
        self.spec = spec
        self.cfile = f"{spec.module}.c"

    def fail(self, op, message, line=None):
        raise SpecError(message, file=self.spec.path, line=line or (op.c.loc.line if op.c else op.loc.line),
                        op=op.name, key="c")

    # ------------------------------------------------------------------ checks
    def check_names(self, op):
        for name in (*op.input_names, *op.output_names, *op.prop_names):
            if name in _RESERVED or name.startswith("opspec_"):
                self.fail(op, f"the name {name!r} cannot be used in C code ({name!r} is reserved in "
                          "kernels); rename it")
        if op.variadic_input is not None:
            self.fail(op, "C kernels do not take variadic inputs; remove c: or the '*' input")

    # ------------------------------------------------------------------ one op
    def kernels(self, op) -> tuple[list[str], list[str]]:
        """(C text of the op's block, its declarations)."""
        self.check_names(op)
        c = op.c
        classes = [i.dtype for i in op.inputs]
        rules = [output_rule(o) for o in op.outputs]
        dtypes = tuple(c.dtypes) if c is not None and c.dtypes else None
        kind = c.kind if c is not None else "reduce"
        elemwise = op.elemwise and kind in ("expr", "loop")
        sigs = signatures(classes, rules, op.input_names, dtypes, elemwise=elemwise)
        if dtypes is not None:
            bad = [d for d in dtypes if d not in C_TYPES]
            if bad:
                self.fail(op, f"dtypes: no C instantiation for {', '.join(bad)} "
                          f"(C kernels support {', '.join(C_TYPES)})")
        if kind == "expr" and len(op.outputs) != 1:
            self.fail(op, "a C expression computes one output; use c: {loop: ...} to set several")
        if kind == "reduce" and (len(op.inputs) != 1 or len(op.outputs) != 1):
            self.fail(op, "a reduce: kernel takes one input and gives one output", op.reduce.loc.line)

        texts, decls = [], []
        for kin, kout in sigs:
            name = kernel_name(op.name, kin, kout)
            where = f"{self.spec.path}:{op.loc.line}  {op.name}  {', '.join(kin)} -> {', '.join(kout)}"
            inputs = list(zip(op.input_names, kin))
            outputs = list(zip(op.output_names, kout))
            if kind == "reduce":
                red = op.reduce
                combine = spec_code(red.combine, red.combine_line, self.spec.path)
                merge = None if red.merge is None else spec_code(red.merge, red.merge_line, self.spec.path)
                texts.append(reduce_loop(name, inputs[0], kout[0], c_value(red.identity, kout[0]), combine,
                                         red.has_identity, op.name, where, merge))
                params = ["const char *opspec_reduced"]
            else:
                params = c_params(op)
                if kind == "body":
                    texts.append(body_kernel(name, inputs, outputs,
                                             spec_code(c.code, c.code_line, self.spec.path), params, where))
                else:
                    if kind == "expr":
                        body = expr_body(op.output_names[0], c.code, c.code_line, self.spec.path)
                    else:
                        body = spec_code(c.code, c.code_line, self.spec.path)
                    texts.append(elemwise_loop(name, inputs, outputs, body, params, where))
            decls.append(f"int {name}({PREFIX}{''.join(', ' + p for p in params)});")
        return texts, decls

    def block(self, op) -> tuple[str, list[str]]:
        texts, decls = self.kernels(op)
        c = op.c
        parts = [f"/* {'-' * 60} {op.name} ({self.spec.path}:{op.loc.line}) */",
                 f"#ifndef OPSPEC_SKIP_{op.name}"]
        if c is not None and c.headers:
            includes = "\n".join(h if h[:1] in "<\"" else f"<{h}>" for h in c.headers)
            parts.append(spec_code("\n".join(f"#include {h}" for h in includes.split("\n")),
                                   c.loc.line, self.spec.path))
        if c is not None and c.support.strip():
            line = c.support_line or c.loc.line
            parts.append(spec_code(c.support, line, self.spec.path))
        parts += texts
        parts.append(f"#endif /* {op.name} */")
        return "\n".join(parts), decls

    def render(self) -> dict[str, str]:
        ops = [op for op in self.spec.ops if op.c is not None or op.reduce is not None]
        if not ops:
            return {}
        blocks, manifest = [], []
        for op in ops:
            text, decls = self.block(op)
            if not decls:
                continue
            blocks.append(text)
            manifest += [f"   {op.name}: {d}" for d in decls]
            if op.c is not None and op.c.libraries:
                manifest.append(f"   {op.name}: libraries {' '.join(op.c.libraries)}")
        if not blocks:
            return {}
        head = [f"/* Generated from {self.spec.path} by `opspec generate`. Edit the spec, not this file.",
                f"   The C kernels of opspec.ops.{self.spec.module}: one function per op and dtype",
                "   instantiation, ABI in opspec/link/c/opspec_kernel.h. */",
                MANIFEST_HEAD, *manifest, "*/",
                "#include \"opspec_kernel.h\"", ""]
        text = "\n".join(head) + "\n" + "\n\n".join(blocks) + "\n"
        return {self.cfile: finish_lines(text, self.cfile)}


def body_kernel(name, inputs, outputs, code, params, comment="") -> str:
    """A ``{body: ...}`` kernel: operands as ``opspec_array`` locals named like the spec's inputs and
    outputs (``x.shape[k]``, ``x.strides[k]``, ``AT(x, i, j)``, ``TYPE(x)``), props as parameters."""
    ops = list(inputs) + list(outputs)
    lines = [f"/* {comment} */"] if comment else []
    lines += [f"int {name}({PREFIX}{''.join(', ' + p for p in params)})", "{"]
    lines += [f"    typedef {C_TYPES[d]} opspec_T_{n};" for n, d in ops]
    lines += [f"    static const int opspec_sizes[] = {{{', '.join(str(itemsize(d)) for _, d in ops)}}};",
              f"    if (opspec_check_aligned({len(ops)}, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))",
              "        return OPSPEC_UNALIGNED;"]
    lines += [f"    opspec_array {n} = opspec_operand(opspec_data, opspec_ndims, opspec_dims, {k});"
              for k, (n, _) in enumerate(ops)]
    lines.append("    " + " ".join(f"(void){n};" for n, _ in ops))
    lines += ["    {", indent(code, 8), "    }", "    return OPSPEC_OK;", "}"]
    return "\n".join(lines) + "\n"


def render_c_module(spec_file) -> dict[str, str]:
    return _Module(spec_file).render()


__all__ = ["render_c_module", "c_params", "output_rule", "body_kernel"]
