"""Reduction kernels: elements folded into the output with the reduction's ``combine``.

Two kinds share every piece but how a run's elements are read: a reduction reads its input
directly (``reduce``); a fused reduction computes them, a chunk at a time, into a small buffer
with its fused elementwise graph (``fused_reduce``: the full-size temporary never exists).

Each output element's elements are folded one at a time in memory order, as numpy's reduce
loops fold every reduction but sums, unless the reduction says how two partial results
``merge``: then long contiguous runs use eight partial accumulators per block (the compiler
packs them into SIMD registers; float sums are more accurate than along one chain), merged into
the output in block order, so a long run has its blocks computed on several threads with a
result that does not depend on the thread count. (A product split so overflows in one chain
and underflows in another: inf * 0.) Reductions over several output elements split across
threads by a dimension that indexes distinct output elements, each folded by one thread in the
serial order. Without an identity an empty extent is an error, as in numpy.
"""
from __future__ import annotations

from opspec.kernels.abi import PREFIX
from opspec.kernels.dtypes import C_TYPES, c_value, itemsize
from opspec.kernels.loops import load
from opspec.kernels.text import fill, spec_expr


def fold_functions(name: str, fold, x: str, x_dtype: str, acc_dtype: str) -> str:
    """``{name}_fold`` (and ``{name}_merge``): what a reduction's spec contributes, ``combine``
    (and ``merge``) as C functions of ``acc`` and the element (named ``x``)."""
    acc = C_TYPES[acc_dtype]
    text = fill("fold", name=name, acc=acc, x=C_TYPES[x_dtype], var=x,
                combine=spec_expr(f"    return ({acc})(", fold.combine, "    );")) + "\n"
    if fold.merge is not None:
        text += fill("merge", name=name, acc=acc, var=x, merge=spec_expr(f"    return ({acc})(", fold.merge, "    );")) + "\n"
    return text


def _chains(name, acc, identity, loop, element) -> str:
    folds = "\n".join(fill("chain_fold", name=name, j=j, element=element(j)) for j in range(8))
    return fill("eight_chains", name=name, acc=acc, identity=identity, loop=loop, folds=folds)


def _tail(name, fold, acc_dtype, nin, iterate, params, finish, threads_nops) -> str:
    """The kernel itself: the output filled with the identity, then folded into (on threads
    when the reduction is large enough)."""
    sizes = ", ".join(str(itemsize(d)) for d in (*nin, acc_dtype))
    columns = fill("threaded", work=fill("reduce_columns_part", name=name, nops=threads_nops))
    threads = fill("reduce_threads", out=threads_nops - 1,
                   rows=fill("threaded", work=fill("reduce_rows_part", name=name, nops=threads_nops)), columns=columns)
    return fill("reduce", name=name, prefix=PREFIX, params=params, sizes=sizes, iterate=iterate,
                no_identity="" if fold.has_identity else fill("no_identity", label=fold.name),
                acc=C_TYPES[acc_dtype], identity=c_value(fold.identity, acc_dtype), threads=threads,
                finish=finish) + "\n"


def reduce_loop(name: str, fold, x_dtype: str, acc_dtype: str, params: str) -> str:
    """Everything of a reduction kernel but its fold functions: reading its input directly
    (``params``: its C parameters after the fixed ones, the mask of reduced axes)."""
    acc, sx = C_TYPES[acc_dtype], itemsize(x_dtype)
    strided = load(x_dtype, "opspec_px + opspec_i * opspec_sx")
    text = ""
    if fold.merge is not None:
        chains = _chains(name, acc, c_value(fold.identity, acc_dtype), "for (; opspec_i < opspec_stop; opspec_i += 8)",
                         lambda j: load(x_dtype, f"opspec_px + (opspec_i + {j}) * {sx}"))
        text += fill("block", name=name, acc=acc, chains=chains) + "\n"
        into_one = fill("fold_run_into_one_merged", name=name, sx=sx, strided=strided)
    else:
        into_one = fill("fold_run_into_one", name=name, strided=strided)
    text += fill("fold_run", name=name, acc=acc, sx=sx, sa=itemsize(acc_dtype), into_one=into_one, strided=strided,
                 contiguous=load(x_dtype, f"opspec_px + opspec_i * {sx}")) + "\n"
    text += fill("fold_runs", name=name, long_run="") + "\n"
    return text + _tail(name, fold, acc_dtype, (x_dtype,), fill("reduce_iterate"), params, "OPSPEC_OK", 2)


def fused_reduce_loop(name: str, fold, inputs, x_dtype: str, acc_dtype: str, params: str) -> str:
    """Everything of a fused reduction but its fused graph's ``{name}_elem`` and ``{name}_run``
    and its fold functions: each run computed a chunk at a time into a buffer, then folded."""
    acc, x = C_TYPES[acc_dtype], C_TYPES[x_dtype]
    nin = len(inputs)
    identity = c_value(fold.identity, acc_dtype)
    text, into_one, long_run = "", "", ""
    if fold.merge is not None:
        chains = _chains(name, acc, identity, "for (npy_intp opspec_i = 0; opspec_i < opspec_end; opspec_i += 8)",
                         lambda j: f"opspec_b[opspec_i + {j}]")
        text += fill("fused_partial", name=name, acc=acc, x=x, chains=chains) + "\n"
        into_one = fill("fused_into_one_merged", name=name, acc=acc, identity=identity)
        long_run = fill("fused_long_run", name=name, nin=nin)
    text += fill("fused_fold_run", name=name, acc=acc, x=x, nin=nin, nops=nin + 1, into_one=into_one) + "\n"
    if fold.merge is not None:
        text += fill("fused_fold_long", name=name, acc=acc, x=x, nin=nin, nops=nin + 1) + "\n"
    text += fill("fold_runs", name=name, long_run=long_run) + "\n"
    return text + _tail(name, fold, acc_dtype, tuple(d for _, d in inputs), fill("fused_reduce_iterate", nin=nin),
                        params, "opspec_elem_finish(opspec_err)", nin + 1)
