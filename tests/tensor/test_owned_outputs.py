"""A spec op's output that is not a view is its own and writable, whatever its ``python:``
returns: an in-place op after it writes into it. ``np.imag`` of a real array is a read-only
array of zeros; found by the graph fuzz as ``set_subtensor(imag(a + a)[1:], ...)`` failing with
"assignment destination is read-only" in FAST_RUN with the Python linker."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode

MODES = [get_mode("FAST_RUN").with_linker(linker) for linker in ("py", "c", "vm")] + ["FAST_COMPILE", "DebugMode"]


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("write", ["set", "inc"])
@pytest.mark.parametrize("fuse", [True, False], ids=["fused", "alone"])
def test_in_place_write_after_a_read_only_python_result(mode, write, fuse):
    a, b = ot.dvector("a"), ot.dvector("b")
    part = ot.imag(a + a) if fuse else ot.imag(a)
    update = ot.set_subtensor if write == "set" else ot.inc_subtensor
    f = opspec.function([a, b], update(part[1:], b[:-1]), mode=mode)
    x, y = np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0])
    want = np.zeros(3)
    want[1:] = y[:-1] if write == "set" else want[1:] + y[:-1]
    np.testing.assert_array_equal(f(x, y), want)
    np.testing.assert_array_equal(x, [1.0, 2.0, 3.0])


def test_perform_output_of_a_read_only_result_is_writable():
    a = ot.dvector("a")
    f = opspec.function([a], ot.imag(a), mode=get_mode("FAST_RUN").with_linker("py"))
    out = f(np.ones(3))
    assert out.flags.writeable
    out[0] = 1.0                       # the caller may write into what it was given
