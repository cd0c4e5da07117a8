"""The fuzz tests' summary: how many random cases ran, and how to replay the run. Under
pytest-xdist the cases run in worker processes, which hand their counts to the controller."""
import os

import pytest
from fuzz_settings import CASES, LONG


def pytest_sessionfinish(session):
    output = getattr(session.config, "workeroutput", None)     # set in an xdist worker only
    if output is not None:
        output["fuzz_cases"] = dict(CASES)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    CASES.update(getattr(node, "workeroutput", {}).get("fuzz_cases", {}))


def pytest_terminal_summary(terminalreporter):
    if not CASES:
        return
    counts = ", ".join(f"{n} {family}" for family, n in sorted(CASES.items()))
    terminalreporter.write_line(f"fuzz: {sum(CASES.values())} random cases ({counts})")
    seed = os.environ.get("FUZZ_SEED")
    if LONG and seed:
        terminalreporter.write_line(f"fuzz: replay this run with `make fuzz FUZZ_SEED={seed} FUZZ_EXAMPLES={LONG}`")
