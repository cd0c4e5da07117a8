"""A LocalCluster of 2 worker processes (1 thread, 1 GB each), started once for tests/dask; not
the default scheduler (the other tests compute in this process): tests compute on it explicitly."""
import pytest


@pytest.fixture(scope="session")
def client():
    distributed = pytest.importorskip("dask.distributed", reason="mode DASK on a cluster needs "
                                      "dask[distributed]: pip install 'opspec[dask]'")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, memory_limit=10**9, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster, set_as_default=False) as c:
            yield c
