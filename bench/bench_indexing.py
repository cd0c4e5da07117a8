"""Indexing: opspec (C kernels) vs numpy, JAX jit and torch.compile on the embedding workloads.

Rows gathered with ``x[idx]``, and the embedding gradient ``inc_subtensor(x[idx], g)`` (repeated
rows accumulate, out of place) against ``np.add.at`` on a copy, JAX's ``x.at[idx].add(g)`` and
torch's ``x.index_add(0, idx, g)``. Every result is checked against numpy, then the peers of
one workload are timed round-robin (``peers.py``: median per call). Ratios are opspec / numpy
and opspec / the best peer: lower is better.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (before numpy: it sets OMP_WAIT_POLICY)
from bench_peers import scatter_numpy  # noqa: E402
from peers import JAX, NUMPY, OPSPEC, TORCH, fmt, jax_row, numpy_row, opspec_row, torch_row  # noqa: E402

import numpy as np  # noqa: E402

COLUMNS = (NUMPY, JAX, TORCH, OPSPEC)


def gather_rows(args):
    take = lambda xp, x, i: x[i]  # noqa: E731  (one expression, every peer)
    return [numpy_row(take, args), jax_row(take, args), torch_row(take, args), opspec_row(take, args)]


def scatter_rows(args):
    return [numpy_row(scatter_numpy, args),
            jax_row(lambda jnp, x, i, g: x.at[i].add(g), args),
            torch_row(lambda torch, x, i, g: x.index_add(0, i, g), args),
            opspec_row(lambda ot, x, i, g: ot.inc_subtensor(x[i], g), args)]


def main() -> int:
    rng = np.random.default_rng(0)
    print(f"indexing, {peers.CORES} cores: {peers.versions()}")
    print("median time per call, round-robin; ratios = opspec / numpy and / the best peer (lower is better)")
    print(f"{'workload':44s}" + "".join(f"{c:>15s}" for c in COLUMNS) + f"{'/ numpy':>9s}{'/ best':>8s}")
    for rows, dim, n in ((10_000, 64, 100_000), (50_000, 16, 1_000_000), (1_000, 256, 20_000)):
        table = rng.standard_normal((rows, dim))
        idx = rng.integers(0, rows, n)
        grad = rng.standard_normal((n, dim))
        for label, impls, reference in (
                (f"x[idx]        table {rows}x{dim}, {n} rows", gather_rows((table, idx)), lambda: table[idx]),
                (f"inc(x[idx],g) table {rows}x{dim}, {n} rows", scatter_rows((table, idx, grad)),
                 lambda: scatter_numpy(np, table, idx, grad))):
            results = peers.measure(impls, reference)
            t = {r.label: r.seconds for r in results}
            best = min((t[k] for k in COLUMNS if k != OPSPEC and t[k]), default=None)
            ratios = f"{t[OPSPEC] / t[NUMPY]:>8.2f}x{t[OPSPEC] / best:>7.2f}x" if t[OPSPEC] and t[NUMPY] else ""
            print(f"{label:44s}" + "".join(f"{fmt(t[k]):>15s}" for k in COLUMNS) + ratios)
            for r in results:
                if r.seconds is None:
                    print(f"{'':44s}{r.label}: {r.note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
