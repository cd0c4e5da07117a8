"""examples/dask: the README's model on a LocalCluster gives one machine's results."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("dask.distributed", reason="the dask example needs dask[distributed]: pip install 'opspec[dask]'")

import opspec  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "dask" / "logreg_on_dask.py"


def _example():
    spec = importlib.util.spec_from_file_location("logreg_on_dask", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_example_on_a_cluster_equals_one_machine(client):
    example = _example()
    (loss, gw, gb), (X, y, w, b) = example.run(client, rows=50_000, cols=6, chunk_rows=8_000)
    inputs, outputs = example.model()
    Xv, yv = client.compute([X, y], sync=True)      # small here: one machine can hold it
    want = opspec.function(inputs, outputs)(Xv, yv, w, b)
    for got, one in zip((loss, gw, gb), want):
        np.testing.assert_allclose(got, one, rtol=1e-12, atol=1e-15)
    assert 0.5 < loss < 1.0 and gw.shape == (6,)
