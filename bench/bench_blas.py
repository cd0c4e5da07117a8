"""numpy's BLAS bound by opspec.tensor.blas: the data behind its two policies, in one process.

1. ``threads``: every product of a grid (m, k, n; x @ y and x @ y.T; float64 and float32) timed
   with one BLAS thread and with OpenBLAS's default count, round-robin, median per call. The
   matmul kernels' rule (``opspec.tensor.blas_kernels.SMALL``) comes from this table.
2. ``gemm``: gradient accumulation ``z + x @ y`` as numpy computes it, as opspec computes it
   without fast_math (matmul, then add) and with fast_math (the Gemm rewrite: BLAS beta=1
   into z, in place where z is the graph's own).

    python bench/bench_blas.py            # both
    python bench/bench_blas.py threads    # one part
"""
from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402,F401  (before numpy: OMP_WAIT_POLICY=passive, as every bench; spinning
# OpenMP threads of the elementwise kernels otherwise starve OpenBLAS's second thread: ~8 ms stalls)

import numpy as np  # noqa: E402


def median_us(fn, repeat=200):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e6


GRID = [(m, k, n) for m, n in ((64, 64), (128, 128), (256, 256), (256, 784), (784, 256), (512, 512), (1000, 1000))
        for k in (10, 64, 256, 784)]


def threads():
    from opspec.tensor.blas import blas
    lib = blas()
    if lib is None:
        print("numpy's BLAS not found: nothing to measure")
        return
    default = lib.get_num_threads()
    print(f"{lib.path}\ndefault threads {default}; median us per call, best of 2 round-robin rounds")
    print(f"{'m':>5} {'k':>4} {'n':>5} {'m*n*k':>9}  layout  dtype     1 thr  {default} thr  ratio")
    rng = np.random.default_rng(0)
    for m, k, n in GRID:
        for layout in ("x@y", "x@y.T"):
            for dtype in (np.float64, np.float32):
                x = rng.standard_normal((m, k)).astype(dtype)
                y = rng.standard_normal((k, n)).astype(dtype)
                if layout == "x@y.T":
                    y = np.ascontiguousarray(y.T).T
                repeat = max(20, min(300, int(3e8 / (m * n * k))))
                best = {}
                for count in (1, default, 1, default):
                    lib.set_num_threads(count)
                    t = median_us(lambda: x @ y, repeat)
                    best[count] = min(best.get(count, t), t)
                lib.set_num_threads(default)
                print(f"{m:5} {k:4} {n:5} {m * n * k:9}  {layout:6}  {np.dtype(dtype).name:7} {best[1]:8.1f} "
                      f"{best[default]:7.1f}  {best[default] / best[1]:5.2f}")


def gemm():
    import opspec
    import opspec.tensor as ot
    rng = np.random.default_rng(0)
    print("z + x @ y, median us per call (opspec: a compiled function, trust_input). z2: z is the graph's")
    print("own (z * 2, as an accumulated gradient is): GemmInplace; z: the caller's array: Gemm copies it")
    print(f"{'shapes':22} {'dtype':8} {'graph':10} {'numpy':>8} {'opspec':>8} {'fast_math':>9}  fast/numpy")
    for m, k, n in ((784, 256, 256), (256, 256, 10), (256, 256, 256), (1000, 1000, 1000)):
        for dtype in ("float64", "float32"):
            z, x, y = (rng.standard_normal(s).astype(dtype) for s in ((m, n), (m, k), (k, n)))
            # static shapes: the rewrite fires where z provably does not broadcast
            zs, xs, ys = (ot.tensor(dtype, shape=s) for s in ((m, n), (m, k), (k, n)))
            for name, graph, reference, op in (("z2 + x@y", zs * 2 + xs @ ys, lambda: z * 2 + x @ y, "GemmInplace"),
                                               ("z + x@y", zs + xs @ ys, lambda: z + x @ y, "Gemm")):
                plain = opspec.function([zs, xs, ys], graph, trust_input=True)
                with opspec.config.change_flags(fast_math=True):
                    fast = opspec.function([zs, xs, ys], graph, trust_input=True)
                assert op in [type(a.op).__name__ for a in fast.maker.fgraph.toposort()]
                np.testing.assert_allclose(fast(z, x, y), reference(), rtol=1e-3 if dtype == "float32" else 1e-10,
                                           atol=1e-3 if dtype == "float32" else 1e-10)
                repeat = max(20, min(300, int(3e8 / (m * n * k))))
                t = {}
                for _ in range(3):
                    for key, fn in (("numpy", reference), ("opspec", lambda: plain(z, x, y)),
                                    ("fast", lambda: fast(z, x, y))):
                        r = median_us(fn, repeat)
                        t[key] = min(t.get(key, r), r)
                label = f"{m}x{k} @ {k}x{n}"
                print(f"{label:22} {dtype:8} {name:10} {t['numpy']:8.1f} {t['opspec']:8.1f} {t['fast']:9.1f}  "
                      f"{t['fast'] / t['numpy']:5.2f}")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["threads", "gemm"]
    for part in parts:
        {"threads": threads, "gemm": gemm}[part]()
