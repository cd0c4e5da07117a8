"""Elementwise kernels: a scalar function (``{name}_elem``) lifted over strided arrays.

The scalar function is what a spec contributes (an expression or statements setting the
outputs from the inputs and props); the rest is the same for every kernel and rendered from
its KernelSpec: ``{name}_run`` computes one 1-d run (a contiguous or repeated run takes a
branch the compiler vectorizes), ``{name}_span`` walks the iteration, and the kernel splits it
across threads above ``opspec_omp_min`` elements (one contiguous range per thread: every
element is computed by the same code either way, so results do not depend on the thread count).
Broadcasting, strides, 0-d and empty operands are the iterator's (opspec_kernel.h).
"""
from __future__ import annotations

from opspec.kernels.abi import PREFIX
from opspec.kernels.dtypes import C_TYPES, STORAGE, itemsize
from opspec.kernels.text import each, fill, indent


def params_text(params) -> str:
    """``, double a, int64_t k``: the C parameters of ``params`` (Params) after others."""
    return "".join(f", {decl}" for p in params for decl in p.decls)


def args_text(params) -> str:
    """``, a, k``: the names of ``params``' C parameters, passing them on."""
    return "".join(f", {p.name}{suffix}" for p in params for _, suffix in p.c_params)


def load(dtype: str, at: str) -> str:
    """C reading a ``dtype`` at address ``at`` (a bool: any nonzero byte is true, as numpy reads it)."""
    return fill("load_bool", at=at) if dtype == "bool" else fill("load", ctype=C_TYPES[dtype], at=at)


def elem(name: str, inputs, outputs, body: str, params=(), forced: bool = False) -> str:
    """``{name}_elem``: ``body`` (C statements) sets every output (a local of its type) from the
    inputs (locals) and ``params``; ``inputs``/``outputs`` are (C name, dtype) pairs. ``forced``:
    always inlined into its loops, whatever its size (a body with exp_inline would otherwise be
    called per element, and its loop would not vectorize)."""
    args = [fill("elem_input", ctype=C_TYPES[d], var=n) for n, d in inputs]
    args += [fill("elem_output", ctype=C_TYPES[d], var=n) for n, d in outputs]
    args += [decl for p in params for decl in p.decls]
    rows = [dict(ctype=C_TYPES[d], var=n) for n, d in outputs]
    return fill("elem", name=name, linkage="OPSPEC_MATH" if forced else "static inline", args=", ".join(args),
                locals=each("elem_local", rows), body=indent(body), stores=each("elem_store", rows)) + "\n"


def run(name: str, inputs, outputs, params=()) -> str:
    """``{name}_run``: ``n`` elements of every operand from ``opspec_ptr[k]``, ``opspec_step[k]``
    bytes apart, through ``{name}_elem``. Shared by elementwise kernels and fused reductions
    (which run it into a small buffer)."""
    ops = list(inputs) + list(outputs)
    nin = len(inputs)
    rows = [dict(k=k, size=itemsize(d), ctype=C_TYPES[d], store=STORAGE.get(d, C_TYPES[d])) for k, (_, d) in enumerate(ops)]
    ins, outs = rows[:nin], rows[nin:]
    chunk_args = [fill("run_chunk_arg_bool" if d == "bool" else "run_chunk_arg_input", **r)
                  for r, (_, d) in zip(ins, inputs)] + [fill("run_chunk_arg_output", **r) for r in outs]
    strided_args = [load(d, f"opspec_p{r['k']}") for r, (_, d) in zip(ins, inputs)]
    strided_args += [fill("run_strided_arg_output", **r) for r in outs]
    return fill("run", name=name, params=params_text(params), args=args_text(params),
                pointers=each("run_pointer", rows, ", "), steps=each("run_step", rows, ", "),
                contiguous=" && ".join([each("run_contiguous_input", ins, " && ")] * bool(ins)
                                       + [each("run_contiguous_output", outs, " && ")]),
                buffers=each("run_buffer", ins), repeats=each("run_repeat", ins),
                chunks="\n".join([each("run_chunk_input", ins)] * bool(ins) + [each("run_chunk_output", outs)]),
                chunk_args=", ".join(chunk_args), strided_args=", ".join(strided_args),
                advance=each("run_advance", rows, "")) + "\n"


def loop(name: str, inputs, outputs, params=()) -> str:
    """Everything of an elementwise kernel but its ``{name}_elem``: the run, the span and the
    kernel itself (``int {name}(PREFIX, params)``)."""
    nops = len(inputs) + len(outputs)
    args = args_text(params)
    threaded = fill("threaded", work=fill("elemwise_part", name=name, args=args))
    return run(name, inputs, outputs, params) + fill("span", name=name, nops=nops, params=params_text(params),
                                                      args=args) + "\n" + \
        fill("elemwise", name=name, prefix=PREFIX, params=params_text(params),
             sizes=", ".join(str(itemsize(d)) for _, d in (*inputs, *outputs)), nin=len(inputs), nout=len(outputs),
             threaded=threaded, args=args) + "\n"
