"""C for fused elemwise graphs: every inner op's scalar expression inlined in one loop.

Each step (a ``Step`` of opspec.kernels.model, from its op's kernel table) gets its own C block
in which the op's input names are bound to the values it reads (cast to the dtype its own
kernel computes in), so the spec's expression text is used unchanged and numpy's per-op
casting is kept; the compiler folds the blocks away.

A fused reduction (``CompositeReduce``) runs the same loop into a small buffer, one chunk of
a 1-d run at a time, and folds the buffer into the output with the reduction's ``combine``:
the elementwise result is never materialized.
"""
from __future__ import annotations

import hashlib

from opspec.kernels.abi import PREFIX
from opspec.kernels.dtypes import C_TYPES, c_value, itemsize, prop_locals
from opspec.kernels.model import Code, KernelSpec, Operand, kernel_name
from opspec.link.c.elemwise_loop import (c_comment, eight_chains, elemwise_loop, elemwise_run, finish_lines,
                                         reduction_threads, spec_code)


def fused_code(steps, outputs_ref) -> str:
    """C statements setting ``o0, o1, ...`` from inputs ``i0, i1, ...``: one block per ``Step``
    (opspec.kernels.model) binding the step's input names to the values it reads, cast to the
    dtype its own kernel computes in, and its props to their values, typed as its own kernel
    types them; its expression carries a ``#line`` of its spec (a compiler message names the
    spec line, as for the op's own kernel)."""
    body = []
    for j, step in enumerate(steps):
        body.append(f"{C_TYPES[step.dtype]} t{j};")
        body.append("{   " + c_comment(step.label))
        for name, dtype, source in step.args:
            body.append(f"    const {C_TYPES[dtype]} {name} = ({C_TYPES[dtype]})({source});")
        for param, value in step.props:
            body += ["    " + line for line in prop_locals(param.name, param.type, value)]
        expr = spec_code(step.expr.text, step.expr.line or None, step.expr.file)
        body.append(f"    t{j} = ({C_TYPES[step.dtype]})(\n{expr}\n    );")
        body.append("}")
    body += [f"o{j} = t{k};" for j, k in enumerate(outputs_ref)]
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


def render_kernel(spec: KernelSpec) -> str:
    """The C text of a kernel made at run time (a fused kernel)."""
    if spec.kind == "loop":
        text = elemwise_loop(spec.name, [(x.name, x.dtype) for x in spec.inputs],
                             [(x.name, x.dtype) for x in spec.outputs], spec.code.text, comment=spec.origin)
    else:
        text = _reduce_text(spec)
    # compiled as the file "<op>.c": after the spec code it inlines, its own lines again
    return finish_lines('#include "opspec_kernel.h"\n' + text, f"{spec.op}.c")


def _reduce_text(spec: KernelSpec) -> str:
    name, fold = spec.name, spec.fold
    din = [x.dtype for x in spec.inputs]
    nin = len(din)
    tx, xname = spec.element.dtype, spec.element.name
    ta = spec.outputs[0].dtype
    ctx, cta = C_TYPES[tx], C_TYPES[ta]
    ident = c_value(fold.identity, ta)
    combine = fold.combine.text
    merge = None if fold.merge is None else fold.merge.text     # no merge: elements fold one by one, in order
    inputs = [(x.name, x.dtype) for x in spec.inputs]
    run = elemwise_run(name, inputs, [("o0", tx)], spec.code.text)
    sizes = ", ".join(str(itemsize(d)) for d in (*din, ta))
    folds = [
        f"static inline {cta} {name}_fold({cta} acc, const {ctx} {xname})",
        "{",
        f"    return ({cta})({combine});",
        "}",
    ]
    if merge is not None:
        folds += [f"static inline {cta} {name}_merge({cta} acc, const {cta} {xname})",
                 "{",
                 f"    return ({cta})({merge});",
                 "}"]
    kernel = [
        f"int {name}({', '.join([PREFIX, *spec.param_decls])})",
        "{",
        f"    static const int opspec_sizes[] = {{{sizes}}};",
        "    opspec_iter opspec_it, opspec_fill;",
        "    npy_intp opspec_m;",
        f"    int opspec_r = opspec_iter_fused_reduce(&opspec_it, &opspec_fill, {nin}, opspec_data, opspec_ndims,",
        "                                            opspec_dims, axis, axis_n, opspec_sizes, &opspec_m, opspec_err);",
        "    if (opspec_r != OPSPEC_OK) return opspec_r;",
    ]
    if not fold.has_identity:
        kernel += ["    if (opspec_m == 0)",
                   f'        FAIL("zero-size array to reduction operation {fold.name} which has no identity");']
    kernel += [
        "    if (opspec_fill.size == 0) return OPSPEC_OK;",
        "    do {",
        "        char *opspec_po = opspec_fill.ptr[0];",
        "        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])",
        f"            *({cta} *)opspec_po = {ident};",
        "    } while (opspec_iter_next(&opspec_fill));",
        "    if (opspec_it.size == 0) return OPSPEC_OK;",
        *reduction_threads(name, nin + 1, nin),
        f"    {name}_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);",
        "    return opspec_elem_finish(opspec_err);",
        "}",
    ]
    partial = [
        "/* eight independent chains over buf[0, end), end a multiple of 8: vectorizes, and more",
        "   accurate float sums */",
        f"static inline {cta} {name}_partial(const {ctx} *opspec_b, const npy_intp opspec_end)",
        "{",
        *eight_chains(name, cta, ident, "for (npy_intp opspec_i = 0; opspec_i < opspec_end; opspec_i += 8)",
                      lambda j: f"opspec_b[opspec_i + {j}]"),
        "}",
    ] if merge is not None else []
    into_one = [
        "            if (opspec_mm >= 32) {",
        "                opspec_i = opspec_mm & ~(npy_intp)7;",
        f"                acc = {name}_merge(acc, {name}_partial(opspec_buf, opspec_i));",
        "            } else if (opspec_mm >= 8) {     /* folded alone, then merged: many short runs",
        "                                                into one element are not one long chain */",
        f"                {cta} opspec_run = {ident};",
        "                for (; opspec_i < opspec_mm; ++opspec_i)",
        f"                    opspec_run = {name}_fold(opspec_run, opspec_buf[opspec_i]);",
        f"                acc = {name}_merge(acc, opspec_run);",
        "            }",
    ] if merge is not None else []
    fold_run = [
        f"/* fold one 1-d run of the iteration ({nin} inputs, then the output) */",
        f"static inline void {name}_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)",
        "{",
        f"    {ctx} opspec_buf[OPSPEC_CHUNK];",
        f"    char *opspec_q[{nin + 1}];",
        f"    char *opspec_po = opspec_ptr[{nin}];",
        f"    const npy_intp opspec_so = opspec_inner[{nin}];",
        f"    npy_intp opspec_st[{nin + 1}];",
        f"    for (int opspec_k = 0; opspec_k < {nin}; ++opspec_k) opspec_st[opspec_k] = opspec_inner[opspec_k];",
        f"    opspec_st[{nin}] = sizeof(opspec_buf[0]);",
        "    for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {",
        "        const npy_intp opspec_mm = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;",
        f"        for (int opspec_k = 0; opspec_k < {nin}; ++opspec_k)",
        "            opspec_q[opspec_k] = opspec_ptr[opspec_k] + opspec_c * opspec_st[opspec_k];",
        f"        opspec_q[{nin}] = (char *)opspec_buf;",
        f"        {name}_run(opspec_q, opspec_st, opspec_mm);",
        "        npy_intp opspec_i = 0;",
        "        if (opspec_so == 0) {",
        f"            {cta} acc = *({cta} *)opspec_po;",
        *into_one,
        "            for (; opspec_i < opspec_mm; ++opspec_i)",
        f"                acc = {name}_fold(acc, opspec_buf[opspec_i]);",
        f"            *({cta} *)opspec_po = acc;",
        "        } else {",
        "            char *opspec_pc = opspec_po + opspec_c * opspec_so;",
        "            for (; opspec_i < opspec_mm; ++opspec_i, opspec_pc += opspec_so)",
        f"                *({cta} *)opspec_pc = {name}_fold(*({cta} *)opspec_pc, opspec_buf[opspec_i]);",
        "        }",
        "    }",
        "}",
    ]
    fold_long = [
        "#ifdef _OPENMP",
        "/* a long run into one output element on `nt` threads: its whole chunks' partials computed",
        "   in parallel and merged in chunk order, the last chunk folded as _fold_run does: the same",
        "   operations in the same order as on one thread */",
        f"static OPSPEC_NOINLINE void {name}_fold_long(char *const *opspec_ptr, const npy_intp *opspec_inner,",
        "                                             const npy_intp opspec_n, const int opspec_nt)",
        "{",
        "    const npy_intp opspec_whole = opspec_n / OPSPEC_CHUNK;",
        f"    {cta} *opspec_part = malloc((size_t)(opspec_whole > 0 ? opspec_whole : 1) * sizeof(*opspec_part));",
        "    if (!opspec_part) {",
        f"        {name}_fold_run(opspec_ptr, opspec_inner, opspec_n);",
        "        return;",
        "    }",
        "    const char *opspec_shared_error = NULL;",
        "#pragma omp parallel num_threads(opspec_nt)",
        "    {",
        f"        {ctx} opspec_buf[OPSPEC_CHUNK];",
        f"        char *opspec_q[{nin + 1}];",
        f"        npy_intp opspec_st[{nin + 1}];",
        f"        for (int opspec_k = 0; opspec_k < {nin}; ++opspec_k) opspec_st[opspec_k] = opspec_inner[opspec_k];",
        f"        opspec_st[{nin}] = sizeof(opspec_buf[0]);",
        "#pragma omp for schedule(static)",
        "        for (npy_intp opspec_c = 0; opspec_c < opspec_whole; ++opspec_c) {",
        f"            for (int opspec_k = 0; opspec_k < {nin}; ++opspec_k)",
        "                opspec_q[opspec_k] = opspec_ptr[opspec_k] + opspec_c * OPSPEC_CHUNK * opspec_st[opspec_k];",
        f"            opspec_q[{nin}] = (char *)opspec_buf;",
        f"            {name}_run(opspec_q, opspec_st, OPSPEC_CHUNK);",
        f"            opspec_part[opspec_c] = {name}_partial(opspec_buf, OPSPEC_CHUNK);",
        "        }",
        "        opspec_omp_gather_error(&opspec_shared_error);",
        "    }",
        f"    {cta} acc = *({cta} *)opspec_ptr[{nin}];",
        "    for (npy_intp opspec_c = 0; opspec_c < opspec_whole; ++opspec_c)",
        f"        acc = {name}_merge(acc, opspec_part[opspec_c]);",
        f"    *({cta} *)opspec_ptr[{nin}] = acc;",
        "    free(opspec_part);",
        "    if (opspec_shared_error) {",
        "        opspec_elem_fail(opspec_shared_error);",
        "        return;",
        "    }",
        "    if (opspec_n > opspec_whole * OPSPEC_CHUNK) {",
        f"        char *opspec_rest[{nin + 1}];",
        f"        for (int opspec_k = 0; opspec_k < {nin}; ++opspec_k)",
        "            opspec_rest[opspec_k] = opspec_ptr[opspec_k] + opspec_whole * OPSPEC_CHUNK * opspec_inner[opspec_k];",
        f"        opspec_rest[{nin}] = opspec_ptr[{nin}];",
        f"        {name}_fold_run(opspec_rest, opspec_inner, opspec_n - opspec_whole * OPSPEC_CHUNK);",
        "    }",
        "}",
        "#endif",
    ] if merge is not None else []
    long_run = [
        "#ifdef _OPENMP",
        f"        const int opspec_nt = opspec_it->inner[{nin}] == 0 ? opspec_omp_threads_for(opspec_it->n) : 1;",
        "        if (opspec_nt > 1)",
        f"            {name}_fold_long(opspec_it->ptr, opspec_it->inner, opspec_it->n, opspec_nt);",
        "        else",
        "#endif",
    ] if merge is not None else []
    fold_runs = [
        "/* `runs` inner loops from the iterator's position: the one copy of the loops, which the",
        "   serial path and every thread run (see elemwise_loop's _span); a long run into one",
        "   output element (not already on a thread) splits over threads itself when it may */",
        f"static OPSPEC_NOINLINE void {name}_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)",
        "{",
        "    for (; opspec_runs > 0; --opspec_runs) {",
        *long_run,
        f"        {name}_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);",
        "        if (opspec_runs > 1) opspec_iter_next(opspec_it);",
        "    }",
        "}",
    ]
    return c_comment(spec.origin) + "\n" + run + "\n".join(folds + partial + fold_run + fold_long + fold_runs + kernel) + "\n"
