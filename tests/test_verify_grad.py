"""verify_grad and numeric_grad: finite differences against symbolic gradients."""
import importlib.util
import textwrap

import numpy as np
import pytest

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.gradient import GradientError, numeric_grad, numeric_tolerances, verify_grad
from opspec.spec import load_spec
from opspec.spec.generate import generate
import opspec.testing
from opspec.testing.spec_checks import check_grad, check_rop

MODE = "FAST_COMPILE"


class SquareOp(Op):
    """x ** 2 with a gradient that is right, or off by ``bug`` at one element."""

    __props__ = ("bug",)

    def __init__(self, bug=0.0):
        self.bug = bug

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] ** 2

    def grad(self, inputs, output_grads):
        (x,), (g,) = inputs, output_grads
        right = g * 2 * x
        if not self.bug:
            return [right]
        bump = np.zeros(6)
        bump[4] = self.bug
        return [right + ot.constant(bump.reshape(2, 3))]


def test_testing_reexports_verify_grad():
    assert opspec.testing.verify_grad is verify_grad
    assert verify_grad.E_grad is GradientError


def test_right_gradients_pass():
    rng = np.random.default_rng(0)
    verify_grad(SquareOp(), [rng.random((2, 3))], mode=MODE)
    verify_grad(lambda x, y: ot.tanh(ot.dot(x, y)), [rng.random((2, 3)), rng.random((3, 4))], rng=rng, mode=MODE)
    verify_grad(lambda x: [ot.exp(x), x.sum()], [rng.random(4)], n_tests=3, rng=7, mode=MODE)


def test_wrong_gradient_reports_both_gradients_and_the_worst_element():
    with pytest.raises(GradientError) as info:
        verify_grad(SquareOp(bug=0.5), [np.random.default_rng(1).random((2, 3))], mode=MODE)
    err = info.value
    assert err.arg == 0 and err.err_pos == (1, 1)
    assert err.abs_err > 0.1 and err.abs_tol == 1e-4
    text = str(err)
    assert "worst element (1, 1)" in text and "symbolic gradient:" in text and "numeric gradient:" in text


def test_tolerances_can_be_loosened():
    verify_grad(SquareOp(bug=1e-3), [np.ones((2, 3))], abs_tol=1e-2, rel_tol=1e-2, mode=MODE)


def test_float32_uses_wider_step_and_tolerances():
    assert numeric_tolerances(["float32", "float64"]) == numeric_tolerances(["float32"])
    assert numeric_tolerances(["float32"])[0] > numeric_tolerances(["float64"])[0]
    x = np.random.default_rng(2).uniform(0.5, 2, size=(3, 3)).astype("float32")
    verify_grad(lambda v: ot.log(v) * ot.sin(v), [x], mode=MODE)


def test_integer_points_are_refused():
    with pytest.raises(TypeError, match="float inputs only"):
        verify_grad(SquareOp(), [np.arange(3)], mode=MODE)


def test_numeric_grad_of_a_scalar_function_and_with_projections():
    pt = [np.array([1.0, 2.0]), np.array(3.0)]
    g = numeric_grad(lambda a, b: np.sum(a ** 2) * b, pt)
    np.testing.assert_allclose(g[0], [6.0, 12.0], rtol=1e-7)
    np.testing.assert_allclose(g[1], 5.0, rtol=1e-7)
    huge = numeric_grad(lambda a: [np.exp(a)], [np.array([700.0, 0.0])], projections=[np.ones(2)])
    np.testing.assert_allclose(huge[0], np.exp([700.0, 0.0]), rtol=1e-6)   # 1e304 does not drown 1


WRONG_SPEC = """\
doc: A spec whose gradient formula is wrong.
ops:
  Cube:
    doc: x ** 3, elementwise.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: x ** 3
    derivative: {x: "%s"}
    samples: [["rand(4, 3, low=-2, high=2)"]]
"""


def _generated(tmp_path, derivative):
    spec_path = tmp_path / "cubes.yaml"
    spec_path.write_text(textwrap.dedent(WRONG_SPEC % derivative))
    spec = load_spec(str(spec_path))
    generate([spec], tmp_path / "out")
    loader = importlib.util.spec_from_file_location(f"cubes_{abs(hash(derivative))}", tmp_path / "out" / "cubes.py")
    module = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(module)
    return spec, module


def test_wrong_gradient_in_a_temporary_spec_is_caught(tmp_path):
    spec, module = _generated(tmp_path, "2 * x * x")
    with pytest.raises(GradientError, match="disagrees with finite differences"):
        verify_grad(module.cube, [np.random.default_rng(3).uniform(-2, 2, (4, 3))], mode=MODE)
    with pytest.raises(GradientError):
        check_grad(spec, spec.ops[0], 0, module=module)
    with pytest.raises(AssertionError, match="Rop of output 0"):       # derivative: also makes the R_op
        check_rop(spec, spec.ops[0], 0, module=module)


def test_right_gradient_in_a_temporary_spec_passes(tmp_path):
    spec, module = _generated(tmp_path, "3 * x * x")
    check_grad(spec, spec.ops[0], 0, module=module)
    check_rop(spec, spec.ops[0], 0, module=module)


@pytest.mark.parametrize("layout", ["transposed", "fortran", "strided", "reversed"])
def test_numeric_grad_of_a_point_in_any_layout(layout):
    """A point that is not C-contiguous is perturbed too: the finite differences once wrote
    into a reshaped copy of it and found a zero gradient."""
    from opspec.gradient.verify import numeric_grad
    base = np.arange(1.0, 13.0).reshape(3, 4)
    x = {"transposed": base.T, "fortran": np.asfortranarray(base), "strided": base[:, ::2],
         "reversed": base[::-1]}[layout]
    g, = numeric_grad(lambda a: float(np.sum(a * a)), [x])
    np.testing.assert_allclose(g, 2 * x, rtol=1e-6)
