"""C for fused elemwise graphs: every inner op's scalar expression inlined in one loop.

Each step gets its own C block in which the op's input names are bound to the values it
reads (cast to the dtype its own kernel computes in), so the spec's expression text is
used unchanged and numpy's per-op casting is kept; the compiler folds the blocks away.

A fused reduction (``CompositeReduce``) runs the same loop into a small buffer, one chunk of
a 1-d run at a time, and folds the buffer into the output with the reduction's ``combine``:
the elementwise result is never materialized.
"""
from __future__ import annotations

import hashlib

from opspec.kernels.dtypes import C_TYPES, c_value, itemsize, prop_locals
from opspec.link.c.elemwise_loop import (c_comment, eight_chains, elemwise_loop, elemwise_run, kernel_name,
                                         kernel_signature, module_source, reduction_threads, spec_code)


def composite_body(op, din) -> str:
    """C statements setting ``o0, o1, ...`` from inputs ``i0, i1, ...`` for Composite ``op``.
    Each step's inputs and props are locals of the types its own kernel gives them (see
    opspec.kernels.dtypes), and its expression carries a ``#line`` of its spec: a compiler
    message names the spec line, as for the op's own kernel."""
    body = []
    dtypes = []
    for j, (inner, refs, dtype) in enumerate(op.steps):
        ref_dtypes = [din[k] if kind == "in" else dtypes[k] for kind, k in refs]
        kin, _ = kernel_signature(inner.input_dtypes, inner.output_dtypes, inner.input_names,
                                  ref_dtypes, (dtype,))
        body.append(f"{C_TYPES[dtype]} t{j};")
        body.append("{   " + c_comment(inner))
        for (kind, k), arg, arg_dtype in zip(refs, inner.input_names, kin):
            source = f"i{k}" if kind == "in" else f"t{k}"
            body.append(f"    const {C_TYPES[arg_dtype]} {arg} = ({C_TYPES[arg_dtype]})({source});")
        types = inner.prop_types
        for prop, value in inner._props_dict().items() if inner.__props__ else ():
            body += ["    " + line for line in prop_locals(prop, types.get(prop) or _prop_type(value), value)]
        file, _, line = (inner.c_origin or "").rpartition(":")
        expr = spec_code(inner.c_exprs[0], int(line) if line.isdigit() else None, file or None)
        body.append(f"    t{j} = ({C_TYPES[dtype]})(\n{expr}\n    );")
        body.append("}")
        dtypes.append(dtype)
    body += [f"o{j} = t{k};" for j, k in enumerate(op.outputs_ref)]
    return "\n".join(body)


def _prop_type(value) -> str | None:
    """The spec prop type of a value of a hand-written op (one without ``prop_types``)."""
    for kind, types in (("bool", (bool,)), ("int", (int,)), ("float", (float,)), ("str", (str,))):
        if isinstance(value, types):
            return kind
    return None


#: stands for a run-time kernel's name while its text is hashed (see tagged)
_NAME = "OPSPEC_KERNEL_NAME"


def tagged(kind: str, din, dout, make) -> tuple[str, str, str]:
    """(op name, function name, C text) of a kernel made at run time, ``make(function name)``
    giving its text: the op is named ``kind`` plus a digest of that text, so two fused kernels
    with the same dtypes never share a name (kernels are compiled several to a unit, see
    opspec.link.c.batch), and equal ones always do."""
    text = make(_NAME)
    op_name = f"{kind}_{hashlib.sha256(text.encode()).hexdigest()[:10]}"
    name = kernel_name(op_name, din, dout)
    return op_name, name, text.replace(_NAME, name)


def composite_kernel(op, din, dout) -> tuple[str, str, str]:
    """(op name, function name, C text) of the loop computing Composite ``op`` for these dtypes."""
    inputs = [(f"i{k}", d) for k, d in enumerate(din)]
    outputs = [(f"o{j}", d) for j, d in enumerate(dout)]
    body = composite_body(op, din)
    return tagged("Composite", din, dout, lambda name: elemwise_loop(name, inputs, outputs, body, comment=str(op)))


def composite_source(op, din, dout) -> str:
    op_name, name, text = composite_kernel(op, din, dout)
    return module_source(op_name, [(name, text, ())], comment=f"fused: {op}")


#: the parameters of a fused reduction kernel after the fixed prefix: the reduced axes (the
#: thunk fills them from the op's ``axis``, as for any ``axes`` prop)
REDUCE_PARAMS = ("const npy_intp *axis", "int axis_n")


def composite_reduce_kernel(op, din, dout) -> tuple[str, str, str]:
    """(op name, function name, C text) of CompositeReduce ``op``: its composite's loop run
    chunk by chunk into a buffer, folded into the output with the reduction's combine. Long
    runs into one output element use eight partial accumulators (and threads) when the
    reduction says how partials merge, as the reduction kernels do; else they fold in order."""
    return tagged("CompositeReduce", din, dout, lambda name: _reduce_text(op, name, din, dout))


def _reduce_text(op, name, din, dout) -> str:
    comp, red = op.composite, op.reduce_op
    nin = len(din)
    tx = comp.output_dtypes[0]
    ta = dout[0]
    ctx, cta = C_TYPES[tx], C_TYPES[ta]
    xname = red.input_names[0]
    ident = c_value(red.identity, ta)
    combine, merge = red.combine, red.merge     # no merge: elements fold one by one, in order
    inputs = [(f"i{k}", d) for k, d in enumerate(din)]
    run = elemwise_run(name, inputs, [("o0", tx)], composite_body(comp, din))
    sizes = ", ".join(str(itemsize(d)) for d in (*din, ta))
    fold = [
        f"static inline {cta} {name}_fold({cta} acc, const {ctx} {xname})",
        "{",
        f"    return ({cta})({combine});",
        "}",
    ]
    if merge is not None:
        fold += [f"static inline {cta} {name}_merge({cta} acc, const {cta} {xname})",
                 "{",
                 f"    return ({cta})({merge});",
                 "}"]
    kernel = [
        f"int {name}({', '.join(['char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err', *REDUCE_PARAMS])})",
        "{",
        f"    static const int opspec_sizes[] = {{{sizes}}};",
        "    opspec_iter opspec_it, opspec_fill;",
        "    npy_intp opspec_m;",
        f"    int opspec_r = opspec_iter_fused_reduce(&opspec_it, &opspec_fill, {nin}, opspec_data, opspec_ndims,",
        "                                            opspec_dims, axis, axis_n, opspec_sizes, &opspec_m, opspec_err);",
        "    if (opspec_r != OPSPEC_OK) return opspec_r;",
    ]
    if not red.has_identity:
        kernel += ["    if (opspec_m == 0)",
                   f'        FAIL("zero-size array to reduction operation {type(red).__name__} which has no identity");']
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
    return c_comment(op) + "\n" + run + "\n".join(fold + partial + fold_run + fold_long + fold_runs + kernel) + "\n"


def composite_reduce_source(op, din, dout) -> str:
    op_name, name, text = composite_reduce_kernel(op, din, dout)
    return module_source(op_name, [(name, text, REDUCE_PARAMS)], comment=f"fused reduction: {op}")
