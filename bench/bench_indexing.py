"""Indexing: opspec (C kernels) vs numpy on the embedding workloads.

Rows gathered with ``x[idx]`` against numpy's fancy indexing, and the embedding gradient
``inc_subtensor(zeros[idx], g)`` (repeated rows accumulate) against ``np.add.at`` and
``np.bincount``-free numpy. Ratios are opspec / numpy: lower is better.
"""
from __future__ import annotations

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from bench_elemwise import best_time  # noqa: E402

import opspec  # noqa: E402
import opspec.tensor as ot  # noqa: E402


def main() -> int:
    rng = np.random.default_rng(0)
    print(f"indexing, {os.cpu_count()} cores; ratio = opspec / numpy (lower is better)")
    print(f"{'workload':44s} {'numpy':>10s} {'opspec':>10s} {'ratio':>6s}")
    for rows, dim, n in ((10_000, 64, 100_000), (50_000, 16, 1_000_000), (1_000, 256, 20_000)):
        table = rng.standard_normal((rows, dim))
        idx = rng.integers(0, rows, n)
        grad = rng.standard_normal((n, dim))
        x, i, g = ot.dmatrix("x"), ot.lvector("i"), ot.dmatrix("g")
        gather = opspec.function([x, i], x[i])
        scatter = opspec.function([x, i, g], ot.inc_subtensor(x[i], g))
        assert np.allclose(gather(table, idx), table[idx])
        want = table.copy()
        np.add.at(want, idx, grad)
        assert np.allclose(scatter(table, idx, grad), want)

        def numpy_scatter():
            out = table.copy()
            np.add.at(out, idx, grad)
            return out

        for label, np_fn, op_fn in (
                (f"x[idx]        table {rows}x{dim}, {n} rows", lambda: table[idx], lambda: gather(table, idx)),
                (f"inc(x[idx],g) table {rows}x{dim}, {n} rows", numpy_scatter, lambda: scatter(table, idx, grad))):
            t_np, t_op = best_time(np_fn), best_time(op_fn)
            print(f"{label:44s} {t_np * 1e3:8.2f}ms {t_op * 1e3:8.2f}ms {t_op / t_np:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
