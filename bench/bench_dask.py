"""mode DASK against plain dask.array code, on 1 and 2 worker processes, in GB/s.

The pipelines are ``(exp(-x) * y + log1p(x * x)).sum()``, the same per column of a matrix, and
the cheap ``(x * y - 0.5 * x + y).sum()`` (memory-bound), each written once with ``dask.array`` (numpy on each chunk: one temporary per operation) and once
with ``opspec.tensor`` compiled with ``mode="DASK"`` (one fused C kernel per chunk, reducing
as it goes: no temporary). The inputs are drawn on a LocalCluster of 1 or 2 worker processes
(one thread each) and kept there (``persist``) before the clock starts, so the rows time the
pipeline, not the data's creation or transfer. Throughput is the bytes of the inputs read per
second, set against this machine's memory bandwidth as one core sees it (a numpy copy of a
large array: bytes read plus bytes written per second). Each row's time is the median of
``--repeat`` runs, the rows of one cluster taking turns.

    python bench/bench_dask.py                  # 2 x 512 MiB of float64
    python bench/bench_dask.py --mib 128 --repeat 3
"""
from __future__ import annotations

import argparse
import statistics
import time

import dask.array as da
import numpy as np
from dask.distributed import Client, LocalCluster, wait

import opspec
import opspec.tensor as ot


def memory_bandwidth(nbytes: int, repeat: int = 5) -> float:
    """GB/s of a numpy copy (read + write) of ``nbytes``, best of ``repeat``, on one core."""
    src = np.random.default_rng(0).random(nbytes // 8)
    dst = np.empty_like(src)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        np.copyto(dst, src)
        best = min(best, time.perf_counter() - start)
    return 2 * src.nbytes / best / 1e9


def pipelines():
    """name -> (plain dask.array function, opspec DASK function), both of (x, y)."""
    x, y = ot.dvector("x"), ot.dvector("y")
    flat = opspec.function([x, y], (ot.exp(-x) * y + ot.log1p(x * x)).sum(), mode="DASK")
    X, Y = ot.dmatrix("X"), ot.dmatrix("Y")
    cols = opspec.function([X, Y], (ot.exp(-X) * Y + ot.log1p(X * X)).sum(axis=0), mode="DASK")

    cheap = opspec.function([x, y], (x * y - 0.5 * x + y).sum(), mode="DASK")

    def plain(a, b, axis=None):
        return (da.exp(-a) * b + da.log1p(a * a)).sum(axis=axis)
    return {"`(exp(-x)*y + log1p(x*x)).sum()`": (plain, flat, 1),
            "the same per column, `.sum(axis=0)`": (lambda a, b: plain(a, b, axis=0), cols, 2),
            "`(x*y - 0.5*x + y).sum()` (memory-bound)": (lambda a, b: (a * b - 0.5 * a + b).sum(), cheap, 1)}


def inputs(client, nbytes: int, ndim: int, chunk_bytes: int):
    n = nbytes // 8
    if ndim == 1:
        shape, chunks = (n,), (chunk_bytes // 8,)
    else:
        cols = 256
        shape, chunks = (n // cols, cols), (chunk_bytes // 8 // cols, cols)
    rng = da.random.default_rng(1)
    x, y = rng.random(shape, chunks=chunks), rng.random(shape, chunks=chunks)
    x, y = client.persist([x, y])
    wait([x, y])
    return x, y


def timed(client, build, x, y) -> float:
    start = time.perf_counter()
    client.compute(build(x, y), sync=True)
    return time.perf_counter() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mib", type=int, default=512, help="MiB of each of the two inputs")
    parser.add_argument("--chunk-mib", type=int, default=32)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--workers", default="1,2")
    args = parser.parse_args(argv)
    nbytes, chunk = args.mib * 2**20, args.chunk_mib * 2**20
    bandwidth = memory_bandwidth(min(nbytes, 256 * 2**20))
    print(f"memory bandwidth of one core (numpy copy, read + write): {bandwidth:.1f} GB/s")
    print(f"inputs: 2 x {args.mib} MiB float64 in {args.chunk_mib} MiB chunks; median of {args.repeat} runs\n")
    print("| pipeline | workers | dask.array | opspec DASK | dask.array GB/s | opspec GB/s | opspec / bandwidth | "
          "speed-up |")
    print("|---|---|---|---|---|---|---|---|")
    for workers in (int(w) for w in args.workers.split(",")):
        with LocalCluster(n_workers=workers, threads_per_worker=1, memory_limit=0, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            for name, (plain, compiled, ndim) in pipelines().items():
                x, y = inputs(client, nbytes, ndim, chunk)
                want = client.compute(plain(x, y), sync=True)
                got = client.compute(compiled(x, y), sync=True)
                np.testing.assert_allclose(got, want, rtol=1e-10)
                times = {"dask": [], "opspec": []}
                for _ in range(args.repeat):         # the rows take turns: load drifts hit both
                    times["dask"].append(timed(client, plain, x, y))
                    times["opspec"].append(timed(client, compiled, x, y))
                t_dask, t_ops = (statistics.median(times[k]) for k in ("dask", "opspec"))
                read = x.nbytes + y.nbytes
                gbs_dask, gbs_ops = read / t_dask / 1e9, read / t_ops / 1e9
                print(f"| {name} | {workers} | {t_dask * 1e3:.0f} ms | {t_ops * 1e3:.0f} ms | {gbs_dask:.2f} | "
                      f"{gbs_ops:.2f} | {gbs_ops / bandwidth:.2f} | {t_dask / t_ops:.1f}x |", flush=True)
                del x, y


if __name__ == "__main__":
    main()
