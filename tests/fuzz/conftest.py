"""The fuzz tests' summary: how many random cases ran, and how to replay the run."""
import os

from fuzz_settings import CASES, LONG


def pytest_terminal_summary(terminalreporter):
    if not CASES:
        return
    counts = ", ".join(f"{n} {family}" for family, n in sorted(CASES.items()))
    terminalreporter.write_line(f"fuzz: {sum(CASES.values())} random cases ({counts})")
    seed = os.environ.get("FUZZ_SEED")
    if LONG and seed:
        terminalreporter.write_line(f"fuzz: replay this run with `make fuzz FUZZ_SEED={seed} FUZZ_EXAMPLES={LONG}`")
