"""A numpy-style model compiled once, run on a dask cluster over data no worker could hold.

The loss of a logistic regression and its gradient are written with ``opspec.tensor`` as one
would write them with numpy, differentiated by ``opspec.grad``, and compiled with
``mode="DASK"``: FAST_RUN's rewrites and fusion, then one dask task per chunk of the design
matrix, each running opspec's C kernels. The design matrix is made lazily on the workers
(``dask.array.random``) and is several times larger than any worker's memory limit.

    python examples/dask/logreg_on_dask.py                 # 2 GiB on 2 workers of 500 MB
    python examples/dask/logreg_on_dask.py --rows 1000000  # smaller
"""
from __future__ import annotations

import argparse
import resource
import time

import dask
import dask.array as da
import numpy as np
from dask.distributed import Client, LocalCluster

import opspec
import opspec.tensor as ot


def model():
    """(inputs, [loss, d loss / d w, d loss / d b]) of a logistic regression, numpy-style."""
    X, y, w, b = ot.dmatrix("X"), ot.dvector("y"), ot.dvector("w"), ot.dscalar("b")
    p = ot.sigmoid(X @ w + b)
    loss = -(y * ot.log(p) + (1 - y) * ot.log(1 - p)).mean()
    gw, gb = opspec.grad(loss, [w, b])
    return [X, y, w, b], [loss, gw, gb]


def data(rows: int, cols: int, chunk_rows: int, seed: int = 0):
    """A lazy design matrix and labels (drawn on the workers, chunk by chunk)."""
    rng = da.random.default_rng(seed)
    X = rng.standard_normal((rows, cols), chunks=(chunk_rows, cols))
    truth = np.linspace(-1, 1, cols)
    y = ((X @ truth + rng.standard_normal(rows, chunks=chunk_rows)) > 0).astype("float64")
    return X, y


def peak_memory() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def run(client, rows: int, cols: int = 16, chunk_rows: int = 2**18):
    """Loss and gradient at w = 0.1, b = 0 on ``rows`` x ``cols`` data, computed on ``client``."""
    inputs, outputs = model()
    f = opspec.function(inputs, outputs, mode="DASK")
    X, y = data(rows, cols, chunk_rows)
    w, b = np.full(cols, 0.1), np.float64(0.0)
    return client.compute(f(X, y, w, b), sync=True), (X, y, w, b)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2**24)
    parser.add_argument("--cols", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--memory-limit", default="500MB")
    args = parser.parse_args(argv)
    with LocalCluster(n_workers=args.workers, threads_per_worker=1, memory_limit=args.memory_limit,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        start = time.perf_counter()
        (loss, gw, gb), (X, *_) = run(client, args.rows, args.cols)
        took = time.perf_counter() - start
        limit = dask.utils.parse_bytes(args.memory_limit)
        print(f"design matrix {X.shape[0]:,} x {X.shape[1]} float64: {X.nbytes / 2**30:.2f} GiB, "
              f"{X.nbytes / limit:.1f}x a worker's memory limit ({args.memory_limit}); {took:.1f} s")
        print(f"loss {loss:.6f}  |grad w| {np.linalg.norm(gw):.6f}  grad b {gb:.6f}")
        peaks = client.run(peak_memory)
        print("peak memory per worker: " + ", ".join(f"{p / 1e6:.0f} MB" for p in peaks.values()))


if __name__ == "__main__":
    main()
