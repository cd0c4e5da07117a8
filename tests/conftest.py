"""Fixtures shared by the test folders, and the suite's hypothesis profile."""
import os

import pytest
from hypothesis import settings

from opspec.configuration import config

# The suite draws the same examples on every run and machine, and never fails on a slow one
# (a loaded 2-core CI runner compiling C): exploring new cases is `make fuzz`'s job, and
# `HYPOTHESIS_PROFILE=explore` draws fresh ones here.
settings.register_profile("suite", derandomize=True, deadline=None, database=None)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))

# Functions wait for their C kernels when compiled, so that every test comparing C with python
# runs C (tests of the tiered start, tests/link/test_tier.py, turn this off where they need it)
config.wait_for_c = True


@pytest.fixture(params=[True, False], ids=["fast_call", "plain_call"])
def call_path(request):
    """Run the test with functions compiled for the fast call path and for the plain one
    (``config.fast_call``): both must behave the same."""
    with config.change(fast_call=request.param):
        yield request.param
