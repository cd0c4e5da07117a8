"""Fixtures shared by the test folders, the suite's hypothesis profile, and the fuzz summary."""
import os
import sys
from collections import Counter

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


# -- the fuzz tests' summary: how many random cases ran (tests/fuzz/fuzz_settings.CASES counts
# them in the process running them), and how to replay a `make fuzz` run. Here, not in
# tests/fuzz: under pytest-xdist the cases run in workers, which hand their counts to the
# controller, and the controller loads no conftest below this one.
_WORKER_CASES: Counter = Counter()


def _cases_here() -> Counter:
    settings_module = sys.modules.get("fuzz_settings")
    return Counter(settings_module.CASES) if settings_module else Counter()


def pytest_sessionfinish(session):
    output = getattr(session.config, "workeroutput", None)     # set in an xdist worker only
    if output is not None:
        output["fuzz_cases"] = dict(_cases_here())


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    _WORKER_CASES.update(getattr(node, "workeroutput", {}).get("fuzz_cases", {}))


def pytest_terminal_summary(terminalreporter):
    cases = _cases_here() + _WORKER_CASES
    if not cases:
        return
    counts = ", ".join(f"{n} {family}" for family, n in sorted(cases.items()))
    terminalreporter.write_line(f"fuzz: {sum(cases.values())} random cases ({counts})")
    examples, seed = os.environ.get("FUZZ_EXAMPLES"), os.environ.get("FUZZ_SEED")
    if examples and int(examples) > 0 and seed:
        terminalreporter.write_line(f"fuzz: replay this run with `make fuzz FUZZ_SEED={seed} FUZZ_EXAMPLES={examples}`")
