"""Testing tools for Op authors: tolerances, seeds, gradient and shape checks, spec checks."""
from opspec.testing.asserts import assert_allclose, fetch_seed  # noqa: F401
