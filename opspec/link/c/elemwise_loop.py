"""C text of kernels over strided arrays, from scalar C code: shared by the spec generator and,
later, by fusion (which inlines several ops' expressions into one loop at run time).

Why here and not in ``opspec.spec``: fusion builds kernels for graphs, not for spec files, so the
runtime must own the loop generator. Everything is plain text in, plain text out.

The dtype rules decide which kernel a node runs. An elementwise node computes in one dtype T,
as numpy's ufunc loops do: its output dtype for ``upcast``/``float``/``accumulate`` outputs, the
named input's for ``input:NAME`` outputs, else the inputs' common dtype (comparisons). Inputs
whose dtype class admits T are cast to T (numpy casts them the same way); the others keep their
dtype. ``kernel_signature`` computes that for a node; ``signatures`` lists what the generator
instantiates, and they agree because a signature is generated only when it is its own answer.
"""
from __future__ import annotations

import itertools
from typing import Sequence

import numpy as np

from opspec.kernels.dtypes import (ACCUMULATE, C_TYPES, DTYPE_CLASSES, STORAGE, admits, c_value, class_members,
                                   exact_common, itemsize)

#: what a kernel is instantiated for when its spec gives no ``dtypes:``. Each instantiation costs
#: compile time on first use (Cast alone is n² kernels); nodes of other dtypes run perform.
DEFAULT_DTYPES = ("bool", "int8", "int32", "int64", "uint8", "float32", "float64")
SUPPORTED = tuple(C_TYPES)

#: the fixed leading parameters of every kernel (see opspec_kernel.h)
PREFIX = "char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err"
#: first line of the manifest comment of a generated C file: its cffi declarations follow, one
#: per line as ``Op: declaration`` (or ``Op: libraries m ...``), up to a line ``*/``
MANIFEST_HEAD = "/* cffi declarations (op: declaration), read by opspec.link.c.thunk:"
#: a line that ``finish_lines`` turns into ``#line <its own next line> "<file>"``
LINE_RESET = "#line @reset"


# ------------------------------------------------------------------ dtypes
def rule_dtype(rule: str, din: Sequence[str], input_names: Sequence[str]) -> str | None:
    """An output rule (``upcast``, ``float``, ``bool``, ``accumulate``, ``input:NAME``, a dtype)
    applied to input dtypes; None where it depends on config (``float`` of integers) or on a prop."""
    if rule.startswith("input:"):
        return din[list(input_names).index(rule[6:])]
    if rule.startswith("prop:"):
        return None
    if rule in ("upcast", "float", "accumulate", "bool", "real", "number"):    # (no complex C types: real is upcast)
        if rule == "bool":
            return "bool"
        up = np.result_type(*[np.dtype(d) for d in din]).name if din else None
        if rule == "float":
            return up if up in DTYPE_CLASSES["float"] + DTYPE_CLASSES["complex"] else None
        if rule == "number":
            return "int8" if up == "bool" else up
        return ACCUMULATE.get(up, up) if rule == "accumulate" else up
    return np.dtype(rule).name


def compute_dtype(input_classes, output_rules, input_names, din, dout) -> str | None:
    """The dtype T an elementwise node computes in (see the module docstring)."""
    for rule, d in zip(output_rules, dout):
        if rule in ("upcast", "float", "accumulate", "number"):
            return d
        if rule == "real":          # computed in the inputs' dtype: complex has no C kernel
            return np.result_type(*[np.dtype(x) for x in din]).name
    for rule in output_rules:
        if rule.startswith("input:"):
            return din[list(input_names).index(rule[6:])]
    generic = [d for d, c in zip(din, input_classes) if len(class_members(c)) > 1]
    if not generic or not exact_common(generic):
        return None         # (comparing uint64 with int64: no kernel, numpy's exact loop)
    return np.result_type(*[np.dtype(d) for d in generic]).name


def kernel_signature(input_classes, output_rules, input_names, din, dout, elemwise=True):
    """(kernel input dtypes, kernel output dtypes) for a node with these dtypes."""
    din, dout = tuple(din), tuple(dout)
    if not elemwise:
        return din, dout
    t = compute_dtype(input_classes, output_rules, input_names, din, dout)
    kin = tuple(t if t is not None and admits(c, t) else d for d, c in zip(din, input_classes))
    return kin, dout


def signatures(input_classes, output_rules, input_names, dtypes=None, elemwise=True):
    """Every (kin, kout) worth instantiating, in a stable order; ``dtypes`` (default
    DEFAULT_DTYPES) limits T."""
    allowed = [t for t in SUPPORTED if t in (DEFAULT_DTYPES if dtypes is None else dtypes)]
    generic = [c for c in input_classes if len(class_members(c)) > 1]
    found = []
    for t in allowed:
        if elemwise and generic and not any(admits(c, t) for c in generic):
            continue        # e.g. bitwise ops of mixed int/uint inputs: numpy has no loop either
        choices = [(t,) if admits(c, t) else tuple(d for d in class_members(c) if d in SUPPORTED)
                   for c in input_classes]
        for din in itertools.product(*choices):
            outs = []
            for rule in output_rules:
                if rule.startswith("prop:"):
                    outs.append(allowed)
                else:
                    d = rule_dtype(rule, din, input_names)
                    outs.append((d,) if d in SUPPORTED else ())
            for dout in itertools.product(*outs):
                sig = (tuple(din), tuple(dout))
                if kernel_signature(input_classes, output_rules, input_names, *sig, elemwise) == sig \
                        and sig not in found:
                    found.append(sig)
    return found


def kernel_name(op: str, kin: Sequence[str], kout: Sequence[str]) -> str:
    """``Add__float64_float64__float64``: the op, then input and output dtypes."""
    return f"{op}__{'_'.join(kin)}__{'_'.join(kout)}"


def module_source(op: str, kernels: Sequence[tuple[str, str, Sequence[str]]], comment: str = "") -> str:
    """A C file as the runtime loads it, for kernels made at run time (``op.c_source()``):
    ``kernels`` are (function name, its C text, its extra parameter declarations)."""
    manifest = [f"   {op}: int {name}({PREFIX}{_params(params)});" for name, _, params in kernels]
    head = [c_comment(comment or op), MANIFEST_HEAD, *manifest, "*/", '#include "opspec_kernel.h"', ""]
    body = [f"#ifndef OPSPEC_SKIP_{op}", *(text for _, text, _ in kernels), f"#endif /* {op} */", ""]
    return "\n".join(head + body)


# ------------------------------------------------------------------ text helpers
def finish_lines(text: str, filename: str) -> str:
    """Replace each LINE_RESET by a ``#line`` naming the line after it in ``filename``."""
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if line == LINE_RESET:
            lines[k] = f'#line {k + 2} "{filename}"'
    return "\n".join(lines)


def spec_code(code: str, line: int | None, file: str | None) -> str:
    """User C code framed by ``#line`` directives, so compiler messages name the spec line."""
    if not line or not file:
        return code.rstrip("\n")
    return f'#line {line} "{file}"\n{code.rstrip()}\n{LINE_RESET}'


def expr_body(output: str, expr: str, line: int | None = None, file: str | None = None) -> str:
    """Statements setting ``output`` to a scalar C expression."""
    return f"{output} = (\n{spec_code(expr, line, file)}\n);"


def c_comment(text: str) -> str:
    """``text`` as one C comment line (an op's str may hold any prop value, "*/" included)."""
    return "/* " + str(text).replace("*/", "* /").replace("\n", " ") + " */"


def indent(text: str, n: int = 4) -> str:
    """Indent code lines (not preprocessor directives) by n spaces."""
    pad = " " * n
    return "\n".join(pad + line if line and not line.startswith("#") else line for line in text.split("\n"))


def _load(dtype: str, pointer: str) -> str:
    if dtype == "bool":  # any nonzero byte is true, as numpy reads it
        return f"(*(const uint8_t *)({pointer}) != 0)"
    return f"*(const {C_TYPES[dtype]} *)({pointer})"


def _params(params) -> str:
    return "".join(f", {decl}" for decl in params)


def _param_names(params) -> str:
    return "".join(f", {decl.replace('*', ' ').split()[-1]}" for decl in params)


# ------------------------------------------------------------------ kernels
def elemwise_run(name: str, inputs: Sequence[tuple[str, str]], outputs: Sequence[tuple[str, str]],
                 body: str, params: Sequence[str] = ()) -> str:
    """The per-element function ``{name}_elem`` and ``{name}_run``, which computes one 1-d run:
    ``n`` elements of every operand from ``opspec_ptr[k]``, ``opspec_step[k]`` bytes apart. A run
    whose operands are contiguous or repeated (stride 0) takes a branch the compiler vectorizes.
    Shared by elementwise kernels and fused reductions (which run it into a small buffer)."""
    ops = list(inputs) + list(outputs)
    nin = len(inputs)
    args = [f"const {C_TYPES[d]} {n}" for n, d in inputs]
    args += [f"{C_TYPES[d]} *opspec_out_{n}" for n, d in outputs]
    elem = [f"static inline void {name}_elem({', '.join(args)}{_params(params)})", "{"]
    elem += [f"    {C_TYPES[d]} {n};" for n, d in outputs]
    elem += [indent(body)]
    elem += [f"    *opspec_out_{n} = {n};" for n, _ in outputs]
    elem += ["}"]

    ptrs = ", ".join(f"*opspec_p{k} = opspec_ptr[{k}]" for k in range(len(ops)))
    steps = ", ".join(f"opspec_s{k} = opspec_step[{k}]" for k in range(len(ops)))
    fast = " && ".join(f"(opspec_s{k} == {itemsize(d)}{' || opspec_s%d == 0' % k if k < nin else ''})"
                       for k, (_, d) in enumerate(ops))
    buffers, fills, chunk_ptrs, fast_args, slow_args = [], [], [], [], []
    for k, (_, d) in enumerate(ops):
        ctype, store = C_TYPES[d], STORAGE.get(d, C_TYPES[d])
        if k < nin:
            buffers.append(f"        {store} opspec_b{k}[OPSPEC_CHUNK];")
            fills.append(f"        if (opspec_s{k} == 0) opspec_repeat(opspec_b{k}, opspec_p{k}, sizeof(opspec_b{k}[0]), "
                         "opspec_f);")
            chunk_ptrs.append(f"            const {store} *opspec_q{k} = opspec_s{k} ? (const {store} *)opspec_p{k} "
                              f"+ opspec_c : opspec_b{k};")
            fast_args.append(f"opspec_q{k}[opspec_i]" + (" != 0" if d == "bool" else ""))
            slow_args.append(_load(d, f"opspec_p{k}"))
        else:
            chunk_ptrs.append(f"            {ctype} *opspec_q{k} = ({ctype} *)opspec_p{k} + opspec_c;")
            fast_args.append(f"opspec_q{k} + opspec_i")
            slow_args.append(f"({ctype} *)opspec_p{k}")
    call_params = _param_names(params)
    advance = "".join(f", opspec_p{k} += opspec_s{k}" for k in range(len(ops)))
    sep = ",\n" + " " * 20
    run = [
        f"static inline void {name}_run(char *const *opspec_ptr, const npy_intp *opspec_step, "
        f"const npy_intp opspec_n{_params(params)})",
        "{",
        f"    char {ptrs};",
        f"    const npy_intp {steps};",
        f"    if ({fast}) {{",
        "        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a",
        "           small buffer: the inner loop is contiguous and vectorizes */",
        *buffers,
        "        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;",
        *fills,
        "        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {",
        "            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;",
        *chunk_ptrs,
        "            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)",
        f"                {name}_elem({sep.join(fast_args)}{call_params});",
        "        }",
        "    } else {",
        f"        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i{advance})",
        f"            {name}_elem({sep.join(slow_args)}{call_params});",
        "    }",
        "}",
    ]
    return "\n".join(elem + run) + "\n"


def elemwise_loop(name: str, inputs: Sequence[tuple[str, str]], outputs: Sequence[tuple[str, str]],
                  body: str, params: Sequence[str] = (), comment: str = "") -> str:
    """One elementwise kernel: ``inputs``/``outputs`` are (C name, dtype); ``body`` is C statements
    that set every output (a local of its type) from the inputs (locals) and ``params`` (C
    declarations, passed after the fixed prefix). Broadcasting, strides, 0-d and empty operands
    are the iterator's; a contiguous inner loop gets its own branch so the compiler can vectorize
    it. Above ``opspec_omp_min`` elements (set in the runtime from ``config.omp_threshold``) and
    when built with OpenMP, the iteration is split into one contiguous range of elements per
    thread: every element is computed by the same code either way, so results do not depend on
    the thread count."""
    ops = list(inputs) + list(outputs)
    nin = len(inputs)
    sizes = ", ".join(str(itemsize(d)) for _, d in ops)
    call_params = _param_names(params)
    span = [
        "/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of",
        "   the loops, which the serial path and every thread run (inlined into both, it would be",
        "   optimised twice: two fifths of the kernel's compile time) */",
        f"static OPSPEC_NOINLINE void {name}_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left"
        f"{_params(params)})",
        "{",
        f"    char *opspec_q[{len(ops)}];",
        "    while (opspec_left > 0) {",
        "        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;",
        f"        for (int opspec_k = 0; opspec_k < {len(ops)}; ++opspec_k)",
        "            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];",
        f"        {name}_run(opspec_q, opspec_it->inner, opspec_m{call_params});",
        "        opspec_left -= opspec_m;",
        "        opspec_at = 0;",
        "        if (opspec_left > 0) opspec_iter_next(opspec_it);",
        "    }",
        "}",
    ]
    kernel = span + [
        f"int {name}({PREFIX}{_params(params)})",
        "{",
        f"    static const int opspec_sizes[] = {{{sizes}}};",
        "    opspec_iter opspec_it;",
        f"    int opspec_r = opspec_iter_elemwise(&opspec_it, {nin}, {len(outputs)}, opspec_data, opspec_ndims, "
        "opspec_dims, opspec_sizes, opspec_err);",
        "    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;",
        "#ifdef _OPENMP",
        "    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);",
        *threaded(["opspec_iter opspec_part = opspec_it;",
                   "npy_intp opspec_at, opspec_left;",
                   "opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);",
                   f"{name}_span(&opspec_part, opspec_at, opspec_left{call_params});"]),
        "#endif",
        f"    {name}_span(&opspec_it, 0, opspec_it.size{call_params});",
        "    return opspec_elem_finish(opspec_err);",
        "}",
    ]
    head = [c_comment(comment)] if comment else []
    return "\n".join(head) + ("\n" if head else "") + elemwise_run(name, inputs, outputs, body, params) \
        + "\n".join(kernel) + "\n"


def reduce_loop(name: str, x: tuple[str, str], acc_dtype: str, identity: str, combine: str,
                has_identity: bool, op_label: str, comment: str = "", merge: str | None = None) -> str:
    """One reduction kernel: fold ``x`` into the output with ``combine`` (a C expression of ``acc``
    and x's name), starting from ``identity`` (C text); without an identity an empty extent is
    an error, as in numpy. Each output element's elements are folded one at a time in memory
    order, as numpy's reduce loops fold every reduction but sums, unless ``merge`` says how two
    partial results combine: then long contiguous runs use eight partial accumulators per block
    of 1024 elements (the compiler packs them into SIMD registers; float sums are more accurate
    than along one chain), and the blocks' partials are merged into the output in block order,
    so a run above the OpenMP threshold has its blocks computed on several threads with a
    result that does not depend on the thread count. (A product split so overflows in one chain
    and underflows in another: inf * 0.)"""
    xname, xdtype = x
    tx, ta = C_TYPES[xdtype], C_TYPES[acc_dtype]
    sx, sa = itemsize(xdtype), itemsize(acc_dtype)
    xload = _load(xdtype, "opspec_px + opspec_i * opspec_sx")
    xfast = _load(xdtype, f"opspec_px + (opspec_i + opspec_j) * {sx}")
    lines = [c_comment(comment)] if comment else []
    lines += [
        f"static inline {ta} {name}_fold({ta} acc, const {tx} {xname})",
        "{",
        f"    return ({ta})(\n{combine}\n    );",
        "}",
    ]
    if merge is not None:
        lines += [
            f"static inline {ta} {name}_merge({ta} acc, const {ta} {xname})",
            "{",
            f"    return ({ta})(\n{merge}\n    );",
            "}",
            f"static inline {ta} {name}_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)",
            "{",
            "    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */",
            *eight_chains(name, ta, identity, "for (; opspec_i < opspec_stop; opspec_i += 8)",
                          lambda j: xfast.replace("opspec_j", str(j))),
            "}",
            "/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in",
            "   order; the blocks on several threads when the run is long enough, with the same result */",
            f"static OPSPEC_NOINLINE {ta} {name}_partials(const char *opspec_px, npy_intp opspec_end, {ta} acc)",
            "{",
            "    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;",
            "#ifdef _OPENMP",
            "    const int opspec_nt = opspec_omp_threads_for(opspec_end);",
            f"    {ta} *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;",
            "    if (opspec_part) {",
            "#pragma omp parallel for num_threads(opspec_nt) schedule(static)",
            "        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)",
            f"            opspec_part[opspec_b] = {name}_block(opspec_px, opspec_b * 1024, "
            "opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);",
            "        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)",
            f"            acc = {name}_merge(acc, opspec_part[opspec_b]);",
            "        free(opspec_part);",
            "        return acc;",
            "    }",
            "#endif",
            "    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)",
            f"        acc = {name}_merge(acc, {name}_block(opspec_px, opspec_b * 1024, "
            "opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));",
            "    return acc;",
            "}",
        ]
        into_one = [
            "        npy_intp opspec_i = 0;",
            f"        if (opspec_n >= 32 && opspec_sx == {sx}) {{",
            "            opspec_i = opspec_n & ~(npy_intp)7;",
            f"            acc = {name}_partials(opspec_px, opspec_i, acc);",
            "        }",
            "        for (; opspec_i < opspec_n; ++opspec_i)",
            f"            acc = {name}_fold(acc, {xload});"]
    else:
        into_one = ["        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)",
                    f"            acc = {name}_fold(acc, {xload});"]
    lines += [
        "/* fold one 1-d run of the iteration (x, then the output) */",
        f"static inline void {name}_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)",
        "{",
        "    const char *opspec_px = opspec_ptr[0];",
        "    char *opspec_po = opspec_ptr[1];",
        "    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];",
        "    if (opspec_so == 0) {",
        f"        {ta} acc = *({ta} *)opspec_po;",
        *into_one,
        f"        *({ta} *)opspec_po = acc;",
        f"    }} else if (opspec_sx == {sx} && opspec_so == {sa}) {{",
        "        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)",
        f"            (({ta} *)opspec_po)[opspec_i] = {name}_fold((({ta} *)opspec_po)[opspec_i], "
        f"{_load(xdtype, f'opspec_px + opspec_i * {sx}')});",
        "    } else {",
        "        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)",
        f"            *({ta} *)opspec_po = {name}_fold(*({ta} *)opspec_po, {xload});",
        "    }",
        "}",
        "/* `runs` inner loops from the iterator's position: the one copy of the loops, which the",
        "   serial path and every thread run */",
        f"static OPSPEC_NOINLINE void {name}_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)",
        "{",
        "    for (; opspec_runs > 0; --opspec_runs) {",
        f"        {name}_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);",
        "        if (opspec_runs > 1) opspec_iter_next(opspec_it);",
        "    }",
        "}",
        f"int {name}({PREFIX}, const char *opspec_reduced)",
        "{",
        f"    static const int opspec_sizes[] = {{{sx}, {sa}}};",
        "    opspec_iter opspec_it, opspec_fill;",
        "    npy_intp opspec_m;",
        "    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,",
        "                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);",
        "    if (opspec_r != OPSPEC_OK) return opspec_r;",
    ]
    if not has_identity:    # numpy refuses an empty extent even when the result is empty
        lines += ["    if (opspec_m == 0)",
                  f'        FAIL("zero-size array to reduction operation {op_label} which has no identity");']
    lines += [
        "    if (opspec_fill.size == 0) return OPSPEC_OK;",
        "    do {",
        "        char *opspec_po = opspec_fill.ptr[0];",
        "        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])",
        f"            *({ta} *)opspec_po = {identity};",
        "    } while (opspec_iter_next(&opspec_fill));",
        "    if (opspec_it.size == 0) return OPSPEC_OK;",
        *reduction_threads(name, 2, 1),
        f"    {name}_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);",
        "    return OPSPEC_OK;",
        "}",
    ]
    return "\n".join(lines) + "\n"


def reduction_threads(name: str, nops: int, out: int) -> list[str]:
    """C splitting a reduction's iteration ``opspec_it`` (``nops`` operands, the output at
    ``out``) across threads by a dimension that indexes distinct output elements: the outer one
    (ranges of rows: ``sum(m, axis=1)``), else the inner one (ranges of each run: ``max(m,
    axis=0)``). Each output element is folded by one thread, in the serial order, so the result
    does not depend on the thread count. ``{name}_fold_runs(iter, runs)`` does the work; the
    kernel returns from here when it ran threaded."""
    return [
        "#ifdef _OPENMP",
        "    /* threads only over the outer dimension, and only when it indexes distinct output",
        "       elements: each output element is folded by one thread, in the serial order */",
        f"    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][{out}] != 0",
        "                    ? opspec_omp_threads_for(opspec_it.size) : 1;",
        "    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];",
        "    npy_intp opspec_runs = 1;",
        "    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];",
        *threaded(["opspec_iter opspec_part = opspec_it;",
                   "npy_intp opspec_r0, opspec_r1;",
                   "opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);",
                   "opspec_part.index[0] = opspec_r0;",
                   f"for (int opspec_k = 0; opspec_k < {nops}; ++opspec_k) "
                   "opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];",
                   f"{name}_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);"]),
        "    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost",
        "       their per-run overhead on every row, and threads writing neighbouring elements",
        "       share cache lines */",
        f"    opspec_nt = opspec_it.inner[{out}] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;",
        "    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);",
        *threaded(["opspec_iter opspec_part = opspec_it;",
                   "npy_intp opspec_c0, opspec_c1;",
                   "opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);",
                   "opspec_part.n = opspec_c1 - opspec_c0;",
                   f"for (int opspec_k = 0; opspec_k < {nops}; ++opspec_k) "
                   "opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];",
                   f"if (opspec_part.n > 0) {name}_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);"]),
        "#endif",
    ]


def threaded(body: list[str]) -> list[str]:
    """C running ``body`` (statements) on each of ``opspec_nt`` threads when that is more than
    one, a worker's error handed to the calling thread, then returning from the kernel."""
    return [
        "    if (opspec_nt > 1) {",
        "        const char *opspec_shared_error = NULL;",
        "#pragma omp parallel num_threads(opspec_nt)",
        "        {",
        *[f"            {line}" for line in body],
        "            opspec_omp_gather_error(&opspec_shared_error);",
        "        }",
        "        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);",
        "        return opspec_elem_finish(opspec_err);",
        "    }",
    ]


def eight_chains(name: str, acc_type: str, identity: str, loop: str, load) -> list[str]:
    """The body of a function folding a contiguous range into eight independent chains and
    returning their merge (``{name}_fold`` and ``{name}_merge``): the compiler packs the chains
    into SIMD registers, and float sums are more accurate than along one chain. ``loop`` steps
    ``opspec_i`` by 8; ``load(j)`` is the C of element ``opspec_i + j``."""
    return [
        f"    {acc_type} {', '.join(f'opspec_a{j} = {identity}' for j in range(8))};",
        f"    {loop} {{",
        *[f"        opspec_a{j} = {name}_fold(opspec_a{j}, {load(j)});" for j in range(8)],
        "    }",
        *[f"    opspec_a{j} = {name}_merge(opspec_a{j}, opspec_a{j + 4});" for j in range(4)],
        f"    return {name}_merge({name}_merge(opspec_a0, opspec_a2), {name}_merge(opspec_a1, opspec_a3));",
    ]

