"""CheckAndRaise / Assert (PyTensor's raise_op): the value passes through when the conditions
hold and the exception is raised when one fails, in every mode; gradients pass through."""
import pickle

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.raise_op import Assert, CheckAndRaise, assert_op
from opspec.testing import InferShapeTester

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


@pytest.mark.parametrize("mode", MODES)
def test_value_passes_or_the_exception_is_raised(mode):
    x, n = ot.dvector("x"), ot.lscalar("n")
    checked = CheckAndRaise(ValueError, "x must be positive")(x, (x > 0).all(), n)
    f = opspec.function([x, n], checked * 2, mode=mode)
    np.testing.assert_array_equal(f(np.ones(2), 3), [2.0, 2.0])
    with pytest.raises(ValueError, match="x must be positive"):
        f(-np.ones(2), 3)
    with pytest.raises(ValueError, match="x must be positive"):
        f(np.ones(2), 0)                  # a non-bool condition is true when nonzero
    g = opspec.function([x], assert_op(x, (x < 5).all()), mode=mode)
    with pytest.raises(AssertionError, match="PyTensor Assert failed!"):
        g(np.full(2, 7.0))


def test_gradient_identity_equality_and_errors():
    x = ot.dvector("x")
    y = Assert("checked")(x, (x > 0).all())
    assert y.owner.op.view_map == {0: [0]} and str(y.owner.op) == "Assert{msg='checked'}"
    g = opspec.grad((y ** 2).sum(), x)
    np.testing.assert_allclose(opspec.function([x], g)(np.array([1.0, 2.0])), [2.0, 4.0])
    assert Assert("a") == Assert("a") and Assert("a") != Assert("b")
    assert CheckAndRaise(ValueError) != CheckAndRaise(TypeError)
    assert pickle.loads(pickle.dumps(Assert("a"))) == Assert("a")
    assert "..." in str(Assert("m" * 40))
    with pytest.raises(ValueError, match="Exception subclass"):
        CheckAndRaise(int)
    with pytest.raises(TypeError, match="scalars"):
        assert_op(x, x > 0)


def test_only_a_check_known_to_pass_folds():
    passing = opspec.function([], assert_op(ot.constant([1.0, 2.0]), ot.constant(True)))
    assert not passing.maker.fgraph.apply_nodes or all(
        not isinstance(n.op, CheckAndRaise) for n in passing.maker.fgraph.apply_nodes)
    failing = opspec.function([], assert_op(ot.constant([1.0]), ot.constant(False)))
    with pytest.raises(AssertionError):
        failing()


class TestInferShape(InferShapeTester):
    def test_infer_shape(self):
        x = ot.dmatrix("x")
        self._compile_and_check([x], [assert_op(x, (x > 0).all())], [np.ones((2, 3))], Assert)
