"""C of a kernel from its KernelSpec, and of what a spec contributes to its generated C file.

A kernel is made of what its spec contributes, the scalar functions (``scalar_text``: an
elementwise kernel's ``{name}_elem``, a reduction's ``{name}_fold`` and ``{name}_merge``, a
``body:`` kernel whole), and of loops rendered from its KernelSpec alone (``loop_text``). A
generated C file holds the former; kernels made at run time (fusion) have no file and are
rendered whole (``kernel_text``).
"""
from __future__ import annotations

import hashlib

from opspec.kernels.abi import PREFIX
from opspec.kernels.dtypes import C_TYPES, itemsize, prop_locals
from opspec.kernels.folds import fold_functions, fused_reduce_loop, reduce_loop
from opspec.kernels.loops import elem, loop, run
from opspec.kernels.model import Code, KernelSpec, Operand, kernel_name
from opspec.kernels.text import c_comment, each, fill, finish_lines, indent, spec_code, spec_expr


def _pairs(operands):
    return [(x.name, x.dtype) for x in operands]


def _params(spec: KernelSpec) -> str:
    """The kernel's C parameters after the fixed ones (KernelSpec.param_decls)."""
    return "".join(f", {decl}" for decl in spec.param_decls)


def expr_body(output: str, expr: Code) -> str:
    """Statements setting ``output`` to a scalar C expression."""
    return spec_expr(f"{output} = (", expr, ");")


def scalar_text(spec: KernelSpec, code: Code | None = None) -> str:
    """What the spec of ``spec`` contributes, as C: for an elementwise kernel ``{name}_elem``
    from ``code`` (statements; default: its expression), for a reduction its fold functions,
    for a ``body:`` kernel the kernel (``code``, its body)."""
    if spec.kind == "loop":
        body = expr_body(spec.outputs[0].name, spec.expr) if code is None else \
            spec_code(code.text, code.line, code.file)
        return elem(spec.name, _pairs(spec.inputs), _pairs(spec.outputs), body, spec.params)
    if spec.kind == "reduce":
        x, out = spec.inputs[0], spec.outputs[0]
        return fold_functions(spec.name, spec.fold, x.name, x.dtype, out.dtype)
    return body_kernel(spec, code)


def loop_text(spec: KernelSpec) -> str:
    """The loops of a kernel, from its KernelSpec alone (none for a ``body:`` kernel)."""
    if spec.kind == "loop":
        return loop(spec.name, _pairs(spec.inputs), _pairs(spec.outputs), spec.params)
    if spec.kind == "reduce":
        return reduce_loop(spec.name, spec.fold, spec.inputs[0].dtype, spec.outputs[0].dtype, _params(spec))
    return ""


def kernel_text(spec: KernelSpec) -> str:
    """The whole C of a kernel made at run time (no file: its scalar code is ``spec.code``)."""
    inputs, outputs = _pairs(spec.inputs), _pairs(spec.outputs)
    if spec.kind == "loop":
        text = inlined(INLINED[spec.kind], elem(spec.name, inputs, outputs, spec.code.text, spec.params, forced=True)) \
            + loop(spec.name, inputs, outputs, spec.params)
    else:       # a fused reduction: its graph's run into a buffer, folded
        x, out = spec.element, spec.outputs[0]
        computed = elem(spec.name, inputs, [("o0", x.dtype)], spec.code.text, forced=True) \
            + run(spec.name, inputs, [("o0", x.dtype)])
        text = inlined(INLINED[spec.kind], computed) \
            + fold_functions(spec.name, spec.fold, x.name, x.dtype, out.dtype) \
            + fused_reduce_loop(spec.name, spec.fold, inputs, x.dtype, out.dtype, _params(spec))
    # compiled as the file "<op>.c": after the spec code it inlines, its own lines again
    return finish_lines('#include "opspec_kernel.h"\n' + c_comment(spec.origin) + "\n" + text, f"{spec.op}.c")


#: the math functions a fused kernel inlines (opspec_kernel.h's ``<f>_inline``), by kind. A fused
#: reduction's expression is its whole work, so exp and tanh; a fused elementwise loop only tanh,
#: whose call is most of a loop's time (tanh(a + b) on 256x256: 145 -> 125 us, numpy 137), while
#: the memory-bound exp chains gain nothing from a bigger kernel
INLINED = {"loop": ("tanh",), "fused_reduce": ("exp", "tanh")}


def inlined(names, code: str) -> str:
    """``code`` (an elem function, always inlined into its loops) calling ``names`` inlined."""
    rows = [dict(f=f) for f in names]
    return fill("inlined", names=" and ".join(names), push=each("inlined_push", rows)) + "\n" + code \
        + each("inlined_pop", rows[::-1]) + "\n"


def body_kernel(spec: KernelSpec, code: Code) -> str:
    """A ``{body: ...}`` kernel: operands as ``opspec_array`` locals named like the spec's inputs and
    outputs (``x.shape[k]``, ``x.strides[k]``, ``AT(x, i, j)``, ``TYPE(x)``), props as parameters."""
    rows = [dict(ctype=C_TYPES[x.dtype], var=x.name, k=k) for k, x in enumerate((*spec.inputs, *spec.outputs))]
    return fill("body", name=spec.name, prefix=PREFIX, params=_params(spec),
                typedefs=each("body_typedef", rows), sizes=", ".join(str(itemsize(x.dtype)) for x in
                                                                    (*spec.inputs, *spec.outputs)),
                nops=len(rows), operands=each("body_operand", rows), voids=each("body_void", rows, " "),
                code=indent(spec_code(code.text, code.line, code.file), 8)) + "\n"


# ------------------------------------------------------------------ fusion
def fused_code(steps, outputs_ref) -> str:
    """C statements setting ``o0, o1, ...`` from inputs ``i0, i1, ...``: one block per ``Step``
    (opspec.kernels.model) binding the step's input names to the values it reads, cast to the
    dtype its own kernel computes in, and its props to their values, typed as its own kernel
    types them; its expression carries a ``#line`` of its spec (a compiler message names the
    spec line, as for the op's own kernel)."""
    body = [fill("fused_step", j=j, ctype=C_TYPES[step.dtype], comment=c_comment(step.label),
                 args=each("fused_arg", [dict(ctype=C_TYPES[d], var=name, source=source)
                                         for name, d, source in step.args]),
                 props="\n".join("    " + line for param, value in step.props
                                 for line in prop_locals(param.name, param.type, value)),
                 expr=spec_code(step.expr.text, step.expr.line or None, step.expr.file))
            for j, step in enumerate(steps)]
    body.append(each("fused_result", [dict(j=j, k=k) for j, k in enumerate(outputs_ref)]))
    return "\n".join(body)


def fused_spec(kind: str, label: str, din, dout, code: str, **fields) -> KernelSpec:
    """The KernelSpec of a kernel made at run time (``kind`` "loop" or "fused_reduce"): inputs
    ``i0 ...``, outputs ``o0 ...``, named after ``kind`` and a digest of everything its C is
    made of, so two fused kernels with the same dtypes never share a name (kernels are compiled
    several to a module, see opspec.link.c.batch) and equal ones always do."""
    inputs = tuple(Operand(f"i{k}", d) for k, d in enumerate(din))
    outputs = tuple(Operand(f"o{j}", d) for j, d in enumerate(dout))
    digest = hashlib.sha256(repr((kind, inputs, outputs, code, sorted(fields.items()))).encode()).hexdigest()[:10]
    op = f"{'Composite' if kind == 'loop' else 'CompositeReduce'}_{digest}"
    return KernelSpec(kernel_name(op, din, dout), kind, inputs, outputs, op=op, code=Code(code), origin=label,
                      **fields)
