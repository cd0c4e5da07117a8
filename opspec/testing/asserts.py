"""Comparing arrays with tolerances that follow the dtypes (and ``config.sloppy``)."""
from __future__ import annotations

import os

import numpy as np

from opspec.tensor.type import tolerance

DEFAULT_SEED = 20261122


def fetch_seed(pseed=None) -> int:
    """The test seed: ``pseed``, else ``OPSPEC_TEST_SEED``, else a fixed default."""
    if pseed is not None:
        return int(pseed)
    value = os.environ.get("OPSPEC_TEST_SEED")
    return int(value) if value not in (None, "") else DEFAULT_SEED


def assert_allclose(expected, value, rtol=None, atol=None, err_msg=""):
    """Assert two arrays agree within the tolerance of the narrower dtype (NaN equals NaN)."""
    expected, value = np.asarray(expected), np.asarray(value)
    if expected.shape != value.shape:
        raise AssertionError(f"shapes differ: expected {expected.shape}, got {value.shape}. {err_msg}")
    kinds = {expected.dtype.kind, value.dtype.kind}
    if not kinds & set("fc"):
        np.testing.assert_array_equal(value, expected, err_msg=err_msg)
        return
    default_rtol, default_atol = tolerance(*(d for d in (expected.dtype, value.dtype) if d.kind in "fc"))
    np.testing.assert_allclose(value, expected, rtol=default_rtol if rtol is None else rtol,
                               atol=default_atol if atol is None else atol, equal_nan=True, err_msg=err_msg)
