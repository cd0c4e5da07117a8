"""Testing tools for Op authors: tolerances, seeds, gradient and shape checks, spec checks."""
from opspec.testing.asserts import assert_allclose, fetch_seed  # noqa: F401
from opspec.testing.gradient import verify_grad  # noqa: F401
from opspec.testing.rop import RopLopChecker, RopLop_checker  # noqa: F401
from opspec.testing.shape_checks import InferShapeTester  # noqa: F401
from opspec.testing.spec_cases import CHECKS, SpecCase, spec_cases  # noqa: F401
