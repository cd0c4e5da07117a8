"""mode DASK on a dask.distributed LocalCluster of worker processes, out of core.

A 4 GiB float64 array, built lazily on the workers (never in this process), goes through an
elementwise chain and reductions on 2 workers of 1 GB each: the kernels compile in the workers
(from the cache key, into their cache directory), the ops travel pickled, and no worker exceeds
its memory limit (none is restarted, none's peak resident memory reaches it).
"""
import math
import os
import resource

import numpy as np
import pytest

pytest.importorskip("dask.distributed", reason="mode DASK on a cluster needs dask[distributed]: "
                    "pip install 'opspec[dask]'")

import dask.array as da  # noqa: E402

import opspec  # noqa: E402
import opspec.tensor as ot  # noqa: E402

LIMIT = 10**9                   # bytes per worker (the client fixture's cluster, tests/dask/conftest.py)
SIZE = 4 * 2**30                # bytes of the array


def _peak_memory():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def test_an_array_four_times_a_workers_memory_on_two_workers(client):
    assert {w["memory_limit"] for w in client.scheduler_info()["workers"].values()} == {LIMIT}
    pids = client.run(os.getpid)
    n = SIZE // 8
    x = ot.dvector("x")
    f = opspec.function([x], [(ot.exp(-x) * 3 + x * x).sum(), x.max(), (x > 0.5).sum()], mode="DASK")
    xs = da.arange(n, dtype="float64", chunks=2**22) / n        # chunks of 32 MiB, made by the workers
    assert xs.nbytes == SIZE > 4 * LIMIT
    total, largest, count = client.compute(f(xs), sync=True)
    exact = 3 * math.expm1(-1) / math.expm1(-1 / n) + (n - 1) * (2 * n - 1) / (6 * n)
    assert total == pytest.approx(exact, rel=1e-11)
    assert largest == np.float64(n - 1) / n
    assert count == n // 2 - 1
    assert client.run(os.getpid) == pids, "a worker was restarted (it went over its memory limit)"
    for worker, peak in client.run(_peak_memory).items():
        assert peak < LIMIT, f"{worker} peaked at {peak / 1e6:.0f} MB"


def test_workers_compile_kernels_the_driver_never_built(client):
    # a composite of its own (its C is compiled on first use in each worker that runs it)
    x, y = ot.dmatrix("x"), ot.dvector("y")
    f = opspec.function([x, y], [ot.softplus(x * y - 0.125) * 7, (ot.erf(x) + y).max(axis=0)], mode="DASK")
    xv, yv = np.random.default_rng(3).normal(size=(600, 40)), np.linspace(-1, 1, 40)
    got = client.compute(f(da.from_array(xv, chunks=(100, 20)), yv), sync=True)
    want = opspec.function([x, y], [ot.softplus(x * y - 0.125) * 7, (ot.erf(x) + y).max(axis=0)])(xv, yv)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)
