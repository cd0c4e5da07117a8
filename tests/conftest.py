"""Fixtures shared by the test folders."""
import pytest

from opspec.configuration import config


@pytest.fixture(params=[True, False], ids=["fast_call", "plain_call"])
def call_path(request):
    """Run the test with functions compiled for the fast call path and for the plain one
    (``config.fast_call``): both must behave the same."""
    with config.change(fast_call=request.param):
        yield request.param
