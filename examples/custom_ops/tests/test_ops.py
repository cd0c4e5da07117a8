"""The project's ops through every spec-driven check (what `opspec test` runs), and one by hand."""
from pathlib import Path

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from custom_ops.ops import layers
from opspec.testing import spec_cases

SPECS = Path(__file__).resolve().parents[1] / "specs"


@pytest.mark.parametrize("case", spec_cases(SPECS, package="custom_ops.ops"), ids=str)
def test_spec(case):
    case()


def test_head_of_a_short_vector_is_the_vector():
    v = ot.dvector("v")
    f = opspec.function([v], layers.Head(k=10)(v))
    np.testing.assert_array_equal(f(np.arange(4.0)), np.arange(4.0))
