"""Hypothesis settings of the fuzz tests: a bounded profile for ``make test``, a long one for
``make fuzz`` (``FUZZ_EXAMPLES`` examples per test), and the count of cases run."""
from __future__ import annotations

import os
from collections import Counter

from hypothesis import HealthCheck, settings

#: examples per test in ``make fuzz`` (0: the bounded profile of ``make test``)
LONG = int(os.environ.get("FUZZ_EXAMPLES", "0") or 0)

#: cases run in this process, per test family (tests/conftest.py prints them)
CASES: Counter = Counter()


def fuzz_settings(bounded: int, share: float = 1.0):
    """``bounded`` examples per test in ``make test``; ``FUZZ_EXAMPLES * share`` in ``make fuzz``.
    ``make test`` draws the same cases on every run (derandomized: a test suite that fails on
    one machine and passes on the next tells nobody anything; exploring is ``make fuzz``'s job),
    and ``make fuzz`` runs without the example database, so that its seed alone decides every case."""
    long_run = LONG > 0
    return settings(
        max_examples=max(1, int(LONG * share)) if long_run else bounded,
        deadline=None,
        print_blob=True,
        derandomize=not long_run,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
