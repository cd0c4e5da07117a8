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

import statistics
import sys
import time

import numpy as np


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
    print("z + x @ y, median us per call (opspec: a compiled function, trust_input)")
    print(f"{'shapes':28} {'dtype':8} {'numpy':>8} {'opspec':>8} {'fast_math':>9}  fast/numpy")
    for (m, k, n), note in (((784, 256, 256), "dW1 += x.T @ dpre"), ((256, 256, 10), "dW2 += h.T @ dz"),
                            ((256, 256, 256), ""), ((1000, 1000, 1000), "")):
        for dtype in ("float64", "float32"):
            z, x, y = (rng.standard_normal(s).astype(dtype) for s in ((m, n), (m, k), (k, n)))
            zs, xs, ys = (ot.matrix(dtype=dtype) for _ in range(3))
            # z + x @ y where z is the graph's own (an intermediate), as an accumulated gradient is
            out = (zs * 1) + xs @ ys
            plain = opspec.function([zs, xs, ys], out, trust_input=True)
            with opspec.config.change_flags(fast_math=True):
                fast = opspec.function([zs, xs, ys], out, trust_input=True)
            np.testing.assert_allclose(fast(z, x, y), z * 1 + x @ y, rtol=1e-4 if dtype == "float32" else 1e-10)
            repeat = max(20, min(300, int(3e8 / (m * n * k))))
            t = {}
            for _ in range(2):
                for name, fn in (("numpy", lambda: z * 1 + x @ y), ("opspec", lambda: plain(z, x, y)),
                                 ("fast", lambda: fast(z, x, y))):
                    r = median_us(fn, repeat)
                    t[name] = min(t.get(name, r), r)
            label = f"{m}x{k} @ {k}x{n}"
            print(f"{label:28} {dtype:8} {t['numpy']:8.1f} {t['opspec']:8.1f} {t['fast']:9.1f}  "
                  f"{t['fast'] / t['numpy']:5.2f}  {note}")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["threads", "gemm"]
    for part in parts:
        {"threads": threads, "gemm": gemm}[part]()
