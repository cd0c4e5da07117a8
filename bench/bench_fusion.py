"""Issue 9 targets: fused elemwise chains, a reduction over a chain, memory, logistic regression.

One table per workload, all measured in this one run: numpy, numexpr and PyTensor (each when
installed: ``pip install '.[bench]'``), opspec FAST_RUN and FAST_COMPILE, and a hand-written C
loop compiled by ``opspec.link.c.build.compile_module`` with the flags the kernels use (one
thread, plus an OpenMP build when the compiler takes ``-fopenmp``), calling libm's exp / log1p
or opspec_kernel.h's (the kernels' math). Ratios are time / numpy and time / the C loop with
opspec's math on 1 thread: lower is better. Results are checked against numpy first.
Times are the best of several runs of as many calls as fit in a small budget.
"""
from __future__ import annotations

import gc
import os
import sys
import time
import tracemalloc
import warnings
from pathlib import Path

# Idle OpenMP threads of one runtime (libgomp's default: spin a while after each parallel region)
# steal the cores from the next row's runtime (numexpr, numba, our kernels): measured here, 1e6
# elements ran 1.7x slower after the numexpr and PyTensor rows. Sleeping idle threads give every
# row the same idle machine. Set before any of them loads.
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from bench_elemwise import best_time, fmt  # noqa: E402

import opspec  # noqa: E402
import opspec.link.c  # noqa: E402
import opspec.tensor as ot  # noqa: E402
from opspec.link.c.build import CompileError, CompilerNotFound, compile_module  # noqa: E402
from opspec.link.c.flags import compile_flags  # noqa: E402

CORES = os.cpu_count() or 1
MODES = ("FAST_RUN", "FAST_COMPILE")

try:
    import numexpr as ne
    ne.set_num_threads(CORES)
except ImportError:  # pragma: no cover - optional
    ne = None

try:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pytensor
        import pytensor.tensor as pt
except Exception:  # pragma: no cover - optional (ImportError, or a broken install)
    pytensor = pt = None


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
    header = Path(opspec.link.c.__file__).with_name("opspec_kernel.h")
    for threads, extra in ((1, ()), (CORES, ("-fopenmp",))):
        for math, prefix in (("libm", ""), ("opspec math", f'#include "{header}"\n')):
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


# ---------------------------------------------------------------- table printing
def table(title, rows, reference, c_label="C loop, opspec math, 1t"):
    """rows: [(label, fn or None, note)], numpy's first; fn() -> result. Checks against
    ``reference()``, times and prints one table."""
    want = reference()
    times = {}
    lines = []
    for label, fn, note in rows:
        if fn is None:
            lines.append((label, None, note))
            continue
        try:
            with warnings.catch_warnings():    # first calls may warn (PyTensor's numba backend)
                warnings.simplefilter("ignore")
                got = fn()
            if isinstance(got, (list, tuple)):
                ok = all(np.allclose(g, w, rtol=1e-7, atol=1e-9) for g, w in zip(got, want))
            else:
                ok = np.allclose(got, want, rtol=1e-7, atol=1e-9)
            if not ok:
                lines.append((label, None, "WRONG RESULT, not timed"))
                continue
            times[label] = best_time(fn, budget=0.2)
            lines.append((label, times[label], note))
        except Exception as exc:  # an optional implementation failing must not stop the run
            lines.append((label, None, f"failed: {type(exc).__name__}: {str(exc).splitlines()[0][:60]}"))
    t_np = times.get(rows[0][0])
    t_c = times.get(c_label)
    print(f"\n{title}   [{CORES} cores]")
    head = f"  {'implementation':<32}{'time/call':>12}{'/ numpy':>9}{'/ C loop' if t_c else '':>10}  note"
    print(head)
    for label, t, note in lines:
        if t is None:
            print(f"  {label:<32}{'-':>12}{'':>9}{'':>10}  {note}")
            continue
        r_np = f"{t / t_np:8.2f}x" if t_np else ""
        r_c = f"{t / t_c:9.2f}x" if t_c else ""
        print(f"  {label:<32}{fmt(t):>12}{r_np:>9}{r_c:>10}  {note}")
    return times


def opspec_rows(inputs, outputs, args, fuse_note=True):
    rows = []
    for mode in MODES:
        f = opspec.function(inputs, outputs, mode=mode, trust_input=True)
        kinds = [impl for _, impl in f.node_impls()]
        note = f"{len(kinds)} node(s): " + "+".join(f"{kinds.count(k)} {k}" for k in ("c", "py") if k in kinds)
        rows.append((f"opspec {mode}", (lambda f=f: f(*args)), note))
    return rows


def pytensor_rows(build, n_inputs, args):
    """PyTensor in its default mode and on its C backend (the C VM), compiled outside the timing."""
    if pt is None:
        return [("PyTensor", None, "not installed (pip install '.[bench]')")]
    from pytensor.compile.mode import Mode
    rows = []
    for label, mode in (("PyTensor", None), ("PyTensor C VM", Mode(linker="cvm", optimizer="fast_run"))):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                ins = [pt.tensor(dtype=a.dtype.name, shape=(None,) * a.ndim) for a in args[:n_inputs]]
                outs = build(ins)
                t0 = time.perf_counter()
                f = pytensor.function(ins, outs, mode=mode)
                took = time.perf_counter() - t0
            f.trust_input = True
            what = f"default mode ({type(f.maker.linker).__name__})" if mode is None else "linker cvm"
            rows.append((label, lambda f=f: f(*args), f"{what}, trust_input, compiled in {took:.1f}s (not timed)"))
        except Exception as exc:
            rows.append((label, None, f"failed to compile: {type(exc).__name__}: {str(exc).splitlines()[0][:50]}"))
    return rows


# ---------------------------------------------------------------- workloads
def workload_chain(rng, cmods):
    for n in (10 ** 6, 10 ** 7):
        a, b, c = rng.random(n), rng.random(n), rng.standard_normal(n)
        va, vb, vc = ot.dvector("a"), ot.dvector("b"), ot.dvector("c")
        rows = [("numpy", lambda: np.exp(a) * b + np.log1p(c * c), "")]
        env = {"a": a, "b": b, "c": c}
        rows.append(("numexpr", (lambda: ne.evaluate("exp(a) * b + log1p(c * c)", local_dict=env)) if ne else None,
                     f"{ne.get_num_threads()} threads" if ne else "not installed (pip install '.[bench]')"))
        rows += pytensor_rows(lambda v: pt.exp(v[0]) * v[1] + pt.log1p(v[2] * v[2]), 3, (a, b, c))
        rows += opspec_rows([va, vb, vc], ot.exp(va) * vb + ot.log1p(vc * vc), (a, b, c))
        rows += [(label, lambda run=c_chain(m): run(a, b, c), "same flags as the kernels")
                 for label, m in cmods.items()]
        table(f"1. exp(a) * b + log1p(c * c), {n:.0e} float64", rows,
              lambda: np.exp(a) * b + np.log1p(c * c))


def workload_reduce(rng, cmods):
    for n in (1000, 3000):
        x, y = rng.standard_normal((n, n)), rng.random((n, n))
        vx, vy = ot.dmatrix("x"), ot.dmatrix("y")
        rows = [("numpy", lambda: (np.exp(x) * y).sum(axis=1), "")]
        env = {"x": x, "y": y}
        rows.append(("numexpr", (lambda: ne.evaluate("sum(exp(x) * y, axis=1)", local_dict=env)) if ne else None,
                     "reductions run on 1 thread" if ne else "not installed (pip install '.[bench]')"))
        rows += pytensor_rows(lambda v: (pt.exp(v[0]) * v[1]).sum(axis=1), 2, (x, y))
        rows += opspec_rows([vx, vy], (ot.exp(vx) * vy).sum(axis=1), (x, y))
        rows += [(label, lambda run=c_rowsum(m): run(x, y), "no temporary") for label, m in cmods.items()]
        table(f"2. (exp(x) * y).sum(axis=1), {n}x{n} float64", rows,
              lambda: (np.exp(x) * y).sum(axis=1))


def ten_ops(a, b, c):
    """10 arithmetic ops: *, +, *, -, +, /, *, +, *, -."""
    return ((a * b + c) * a - b) / (c + 2.0) + a * c - b * b


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
    a, b, c = rng.random(n), rng.random(n), rng.random(n) + 0.5
    va, vb, vc = ot.dvector("a"), ot.dvector("b"), ot.dvector("c")
    rows = [("numpy", lambda: ten_ops(a, b, c), "")]
    env = {"a": a, "b": b, "c": c}
    rows.append(("numexpr", (lambda: ne.evaluate("((a * b + c) * a - b) / (c + 2.0) + a * c - b * b", local_dict=env))
                 if ne else None, "" if ne else "not installed"))
    rows += opspec_rows([va, vb, vc], ten_ops(va, vb, vc), (a, b, c))
    table("3. 10-op chain ((a*b + c)*a - b)/(c + 2) + a*c - b*b, 1e7 float64", rows,
          lambda: ten_ops(a, b, c))
    arr = a.nbytes
    print(f"  peak memory of one call (tracemalloc), inputs 3 x {arr / 2**20:.0f} MiB already allocated:")
    print(f"  {'implementation':<32}{'allocated':>12}{'peak / (inputs+output)':>24}   buffers beyond the output")
    for label, fn, _ in rows[:1] + rows[2:3]:
        extra = peak_extra(fn)
        print(f"  {label:<32}{extra / 2**20:>8.0f} MiB{(3 * arr + extra) / (4 * arr):>23.2f}x   "
              f"{extra / arr - 1:.2f}")


def workload_logreg(rng):
    n, d = 1000, 100
    xv = rng.standard_normal((n, d))
    wv = rng.standard_normal(d) * 0.1
    yv = (rng.random(n) < 0.5).astype(np.float64)
    bv = np.array(0.3)

    def numpy_hand():
        p = 1.0 / (1.0 + np.exp(-(xv @ wv + bv)))
        loss = -np.mean(yv * np.log(p) + (1.0 - yv) * np.log(1.0 - p))
        g = (p - yv) / n
        return loss, xv.T @ g, g.sum()

    x, y, w, b = ot.dmatrix("x"), ot.dvector("y"), ot.dvector("w"), ot.dscalar("b")
    p = ot.sigmoid(ot.dot(x, w) + b)
    loss = -ot.mean(y * ot.log(p) + (1.0 - y) * ot.log(1.0 - p))
    gw, gb = opspec.grad(loss, [w, b])
    args = (xv, yv, wv, bv)
    rows = [("numpy (by hand)", numpy_hand, "gradient simplified by hand: x.T @ (p - y) / n")]

    def pt_build(v):
        px, py, pw, pb = v
        pp = pt.sigmoid(pt.dot(px, pw) + pb)
        pl = -pt.mean(py * pt.log(pp) + (1.0 - py) * pt.log(1.0 - pp))
        return [pl, *pytensor.grad(pl, [pw, pb])]

    rows += pytensor_rows(pt_build, 4, args)
    rows += opspec_rows([x, y, w, b], [loss, gw, gb], args)
    table(f"4. logistic regression loss + grad (w, b), {n}x{d} float64", rows, numpy_hand)


def main() -> int:
    t0 = time.perf_counter()
    rng = np.random.default_rng(0)
    print(f"opspec fusion benchmarks (issue 9): {CORES} cores, numpy {np.__version__}, "
          f"numexpr {ne.__version__ if ne else '-'}, PyTensor {pytensor.__version__ if pytensor else '-'}; "
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
