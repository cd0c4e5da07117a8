"""Every op of specs/ through the spec-driven checks, one case per sample."""
import pytest

from opspec.testing.spec_checks import case_id, check_perform, stdlib_cases

CASES = stdlib_cases()


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_perform_matches_reference(case):
    check_perform(*case)
