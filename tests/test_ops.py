"""Every op of specs/ through the spec-driven checks (opspec.testing.spec_cases), one case per
sample and check: what `opspec test specs --package opspec.ops` runs. (DebugMode on every op
is in tests/compile/test_debugmode.py.)"""
import pytest

from opspec.testing import CHECKS, spec_cases
from opspec.testing.spec_checks import STDLIB_SPECS

CASES = spec_cases([str(p) for p in STDLIB_SPECS], package="opspec.ops",
                   checks=[c for c in CHECKS if c != "debugmode"])


@pytest.mark.parametrize("case", CASES, ids=str)
def test_spec(case):
    case()
