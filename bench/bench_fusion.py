"""Issue 9 targets: fused elemwise chains, a reduction over a chain, memory, logistic regression.

One table per workload, all measured in this one run: numpy, numexpr, JAX jit, torch.compile
and PyTensor (each when installed: ``pip install '.[bench]'``), opspec FAST_RUN and
FAST_COMPILE, and a hand-written C loop compiled by ``opspec.link.c.build.compile_module`` with
the flags the kernels use (one thread, plus an OpenMP build when the compiler takes
``-fopenmp``), calling libm's exp / log1p or opspec_kernel.h's (the kernels' math). Ratios are
time / numpy and time / the C loop with opspec's math on 1 thread: lower is better. Results
are checked against numpy first, then each table's rows are timed round-robin (``peers.py``:
median per call).
"""
from __future__ import annotations

import gc
import os
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (before numpy and the OpenMP runtimes: it sets OMP_WAIT_POLICY)
from bench_peers import chain, logreg_graph, logreg_inputs, logreg_jax, logreg_numpy, logreg_torch, rowsum, \
    ten_ops  # noqa: E402
from peers import (NUMPY, OPSPEC, Row, expression_rows, jax_row, numpy_row, opspec_row,  # noqa: E402
                   print_results, pytensor_rows, torch_row)

import numpy as np  # noqa: E402

import opspec  # noqa: E402
from opspec.kernels.abi import KERNEL_HEADER, c_defines  # noqa: E402
from opspec.link.c.build import CompileError, CompilerNotFound, compile_module  # noqa: E402
from opspec.link.c.flags import compile_flags  # noqa: E402

CORES = peers.CORES
MODES = ("FAST_RUN", "FAST_COMPILE")
C_REF = "C loop, opspec math, 1t"
BASES = {NUMPY: "/ numpy", C_REF: "/ C loop"}


# ---------------------------------------------------------------- hand-written C loops
C_SOURCE = r"""
#include <math.h>
#include <stddef.h>
void chain(const double *a, const double *b, const double *c, double *out, ptrdiff_t n) {
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
#endif
    for (ptrdiff_t i = 0; i < n; ++i) out[i] = exp(a[i]) * b[i] + log1p(c[i] * c[i]);
}
void rowsum(const double *x, const double *y, double *out, ptrdiff_t rows, ptrdiff_t cols) {
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
#endif
    for (ptrdiff_t r = 0; r < rows; ++r) {
        const double *xr = x + r * cols, *yr = y + r * cols;
        double acc = 0.0;
        for (ptrdiff_t j = 0; j < cols; ++j) acc += exp(xr[j]) * yr[j];
        out[r] = acc;
    }
}
"""
C_CDEF = """
void chain(const double *a, const double *b, const double *c, double *out, ptrdiff_t n);
void rowsum(const double *x, const double *y, double *out, ptrdiff_t rows, ptrdiff_t cols);
"""


def build_c_loops():
    """{label: cffi module}: the loops on 1 thread with the kernel flags, then on every core
    (OpenMP, if it builds), each with libm's exp/log1p and with opspec's (opspec_kernel.h's
    vectorizable versions: the same math as the kernels, so the fair comparison)."""
    mods, flags = {}, tuple(f for f in compile_flags() if f != "-fopenmp")
    for threads, extra in ((1, ()), (CORES, ("-fopenmp",))):
        for math, prefix in (("libm", ""), ("opspec math", f'{c_defines()}#include "{KERNEL_HEADER}"\n')):
            label = f"C loop, {math}, {threads}t" + (" OpenMP" if extra else "")
            name = "bench_fusion_" + ("omp" if extra else "serial") + ("_opspec" if prefix else "")
            try:
                mods[label] = compile_module(name, prefix + C_SOURCE, C_CDEF, flags=flags + extra,
                                             origin="bench/bench_fusion.py")
            except (CompileError, CompilerNotFound) as exc:
                print(f"  ({label} skipped: {str(exc).splitlines()[0]})")
    return mods


def c_chain(mod):
    ffi, lib = mod.ffi, mod.lib

    def run(a, b, c):
        out = np.empty_like(a)
        lib.chain(ffi.from_buffer("double[]", a), ffi.from_buffer("double[]", b),
                  ffi.from_buffer("double[]", c), ffi.from_buffer("double[]", out, require_writable=True), a.size)
        return out
    return run


def c_rowsum(mod):
    ffi, lib = mod.ffi, mod.lib

    def run(x, y):
        out = np.empty(x.shape[0])
        lib.rowsum(ffi.from_buffer("double[]", x), ffi.from_buffer("double[]", y),
                   ffi.from_buffer("double[]", out, require_writable=True), x.shape[0], x.shape[1])
        return out
    return run


# ---------------------------------------------------------------- rows
def opspec_rows(fn, args):
    return [opspec_row(fn, args, mode=mode, label=f"opspec {mode}") for mode in MODES]


def peer_rows(fn, args, numexpr):
    """Every peer on ``fn(xp, *args)``, opspec in both modes."""
    return [r for r in expression_rows(fn, args, numexpr) if r.label != OPSPEC] + opspec_rows(fn, args)


def c_rows(cmods, wrap, args, note):
    """A row per hand-written C loop module; ``wrap(module)`` -> a function of ``args``."""
    def make(module):
        run = wrap(module)
        return lambda: run(*args)
    return [Row(label, lambda m=m: make(m), note) for label, m in cmods.items()]


# ---------------------------------------------------------------- workloads
def workload_chain(rng, cmods):
    for n in (10 ** 6, 10 ** 7):
        args = rng.random(n), rng.random(n), rng.standard_normal(n)
        rows = peer_rows(chain, args, "exp(a) * b + log1p(c * c)")
        rows += c_rows(cmods, c_chain, args, "same flags as the kernels")
        print_results(f"1. exp(a) * b + log1p(c * c), {n:.0e} float64", peers.measure(rows, lambda: chain(np, *args)),
                      BASES)


def workload_reduce(rng, cmods):
    for n in (1000, 3000):
        args = rng.standard_normal((n, n)), rng.random((n, n))
        rows = peer_rows(rowsum, args, "sum(exp(a) * b, axis=1)")
        rows += c_rows(cmods, c_rowsum, args, "no temporary")
        print_results(f"2. (exp(x) * y).sum(axis=1), {n}x{n} float64", peers.measure(rows, lambda: rowsum(np, *args)),
                      BASES)


def peak_extra(fn):
    """Bytes allocated at the peak of one call, above what was live before it (numpy reports its
    data buffers to tracemalloc); the result stays alive until the peak is read."""
    gc.collect()
    tracemalloc.start()
    try:
        fn()                                    # warm: caches, reused output storage
        gc.collect()
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        out = fn()
        peak = tracemalloc.get_traced_memory()[1]
        del out
        return peak - base
    finally:
        tracemalloc.stop()


def workload_memory(rng):
    n = 10 ** 7
    args = rng.random(n), rng.random(n), rng.random(n) + 0.5
    rows = peer_rows(ten_ops, args, "((a * b + c) * a - b) / (c + 2.0) + a * c - b * b")
    print_results("3. 10-op chain ((a*b + c)*a - b)/(c + 2) + a*c - b*b, 1e7 float64",
                  peers.measure(rows, lambda: ten_ops(np, *args)), BASES)
    arr = args[0].nbytes
    print(f"  peak memory of one call (tracemalloc), inputs 3 x {arr / 2**20:.0f} MiB already allocated:")
    print(f"  {'implementation':<32}{'allocated':>12}{'peak / (inputs+output)':>24}   buffers beyond the output")
    for row in rows:
        if row.label in (NUMPY, "opspec FAST_RUN"):    # the ones whose buffers tracemalloc sees
            extra = peak_extra(row.make())
            print(f"  {row.label:<32}{extra / 2**20:>8.0f} MiB{(3 * arr + extra) / (4 * arr):>23.2f}x   "
                  f"{extra / arr - 1:.2f}")


def workload_logreg(rng):
    args = logreg_inputs(rng)
    rows = [numpy_row(logreg_numpy, args, label="numpy (by hand)",
                      note="gradient simplified by hand: x.T @ (p - y) / n"),
            jax_row(logreg_jax, args, note="jax.value_and_grad"),
            torch_row(logreg_torch, args, note="torch.func.grad_and_value inside torch.compile"),
            *pytensor_rows(logreg_graph, args), *opspec_rows(logreg_graph, args)]
    print_results("4. logistic regression loss + grad (w, b), 1000x100 float64",
                  peers.measure(rows, lambda: logreg_numpy(np, *args)), {"numpy (by hand)": "/ numpy"})


def main() -> int:
    t0 = time.perf_counter()
    rng = np.random.default_rng(0)
    print(f"opspec fusion benchmarks (issue 9): {CORES} cores, {peers.versions()}; "
          f"kernel flags: {' '.join(compile_flags())}")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(f"ratios: time / numpy and time / hand-written C loop (opspec math, 1 thread); lower is better; "
          f"load average before the run: {load}")
    cmods = build_c_loops()
    workload_chain(rng, cmods)
    workload_reduce(rng, cmods)
    workload_memory(rng)
    workload_logreg(rng)
    print(f"\n(total {time.perf_counter() - t0:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
