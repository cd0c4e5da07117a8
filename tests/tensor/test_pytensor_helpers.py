"""PyTensor's tensor helpers beyond the op library: specify_shape / SpecifyShape, the constant
value walk (get_underlying_scalar_constant_value and NotScalarConstantError), as_tensor, the
higher-rank type constructors and type groups."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.gradient import verify_grad
from opspec.tensor.basic import get_scalar_constant_value, get_underlying_scalar_constant_value
from opspec.tensor.exceptions import NotScalarConstantError
from opspec.tensor.shape import SpecifyShape, specify_broadcastable, specify_shape
from opspec.testing import InferShapeTester

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


@pytest.mark.parametrize("mode", MODES)
def test_specify_shape_checks_when_it_runs_and_types_statically(mode):
    x, n = ot.dmatrix("x"), ot.lscalar("n")
    y = specify_shape(x, (n, 3))
    assert isinstance(y.owner.op, SpecifyShape) and y.type.shape == (None, 3)
    f = opspec.function([x, n], y * 2, mode=mode)
    np.testing.assert_allclose(f(np.ones((2, 3)), 2), 2 * np.ones((2, 3)))
    with pytest.raises(AssertionError, match=r"Got shape \(2, 4\), expected \(2, 3\)"):
        f(np.ones((2, 4)), 2)
    with pytest.raises(AssertionError, match="expected"):
        f(np.ones((2, 3)), 5)


def test_specify_shape_forms_and_errors():
    x = ot.tensor3("x")
    assert specify_shape(x, ...) is x and specify_shape(x, (None, None, None)) is x
    assert specify_shape(x, (2, ..., 4)).type.shape == (2, None, 4)
    assert specify_shape(x, ot.as_tensor([1, 2, 3])).type.shape == (1, 2, 3)
    assert specify_shape(ot.tensor("float64", (2, 3)), (2, 3)).owner is None     # nothing new to say
    assert specify_broadcastable(x, 0, -1).type.shape == (1, None, 1)
    with pytest.raises(ValueError, match="will never match a shape of length 2"):
        specify_shape(x, (1, 2))
    with pytest.raises(ValueError, match="Multiple Ellipsis"):
        specify_shape(x, (..., 1, ...))
    with pytest.raises(TypeError, match="integer"):
        specify_shape(x, (1.5, 2, 3))
    with pytest.raises(ValueError, match="non-existent dimension"):
        specify_broadcastable(x, 3)
    with pytest.raises(ValueError, match="fixed dimensions"):
        specify_shape(x, ot.lvector("s"))


def test_specify_shape_gradient_rop_and_value_walk():
    verify_grad(lambda v: specify_shape(v, (2, None)) ** 2, [np.random.default_rng(0).random((2, 3))])
    c = ot.constant(np.full((2, 2), 7.0))
    assert get_underlying_scalar_constant_value(specify_shape(c, (2, 2))) == 7.0


class TestSpecifyShapeInferShape(InferShapeTester):
    def test_infer_shape(self):
        x, n = ot.dmatrix("x"), ot.lscalar("n")
        self._compile_and_check([x, n], [specify_shape(x, (n, None))], [np.ones((3, 4)), 3], SpecifyShape)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.one_of(st.integers(-5, 5), st.floats(-3, 3, allow_nan=False)), min_size=1, max_size=4))
def test_constant_value_of_elementwise_graphs_of_constants(values):
    """Elementwise graphs of constants have the value numpy computes; symbolic ones have none."""
    total, expected = ot.constant(0.0), 0.0
    for v in values:
        total, expected = total * 0.5 + ot.constant(v), expected * 0.5 + v
    assert np.isclose(get_scalar_constant_value(total), expected)
    with pytest.raises(NotScalarConstantError):
        get_scalar_constant_value(total + ot.dscalar("x"))


def test_constant_value_walk_and_its_options():
    x = ot.dscalar("x")
    c = ot.constant(3.0)
    assert get_underlying_scalar_constant_value(ot.alloc(c, 3, 4)) == 3.0
    assert get_underlying_scalar_constant_value(ot.constant([5, 5, 5])) == 5
    assert get_underlying_scalar_constant_value(ot.constant([1, 2, 3])[1]) == 2
    assert get_underlying_scalar_constant_value(ot.shape(ot.tensor("float64", (3, None)))[0]) == 3
    assert get_underlying_scalar_constant_value(ot.cast(c, "int32")).dtype == np.int32
    value = get_scalar_constant_value(np.float32(2.5))
    assert isinstance(value, np.ndarray) and value.ndim == 0 and value.dtype == np.float32
    with pytest.raises(NotScalarConstantError):
        get_underlying_scalar_constant_value(ot.alloc(c, 3), only_process_constants=True)
    with pytest.raises(NotScalarConstantError):
        get_underlying_scalar_constant_value(c * 2 + 1, max_recur=0)
    with pytest.raises(NotScalarConstantError):
        get_underlying_scalar_constant_value(c * 2, elemwise=False)
    with pytest.raises(NotScalarConstantError, match="1 dimensions"):
        get_scalar_constant_value(ot.constant([5, 5]))
    with pytest.raises(NotScalarConstantError):
        get_underlying_scalar_constant_value(ot.constant([1, 2]))
    assert get_scalar_constant_value(x, raise_not_constant=False) is x
    assert ot.get_underlying_scalar_constant_value is get_underlying_scalar_constant_value


def test_as_tensor_and_higher_rank_constructors():
    assert ot.as_tensor is ot.as_tensor_variable
    assert ot.as_tensor([1, 2], name="v").type.shape == (2,)
    for rank in (5, 6, 7):
        v = getattr(ot, f"tensor{rank}")("v", dtype="int32")
        assert v.type.ndim == rank and v.type.dtype == "int32" and v.name == "v"
        assert getattr(ot, f"dtensor{rank}").dtype == "float64"
        a, b = getattr(ot, f"ftensor{rank}s")("ab")
        assert (a.name, b.name, a.type.dtype) == ("a", "b", "float32")
    assert ot.float_matrix_types == (ot.fmatrix, ot.dmatrix) and ot.int_scalar_types is ot.int_types
    assert ot.complex_vector_types == (ot.cvector, ot.zvector) and len(ot.int_vector_types) == 4


def test_none_const_and_platform_constants():
    from opspec.graph.basic import equal_computations
    from opspec.tensor.type_other import NoneConst, NoneTypeT, none_type_t
    from opspec.utils import LOCAL_BITWIDTH, PYTHON_INT_BITWIDTH
    assert isinstance(NoneConst.type, NoneTypeT) and NoneConst.data is None
    assert equal_computations([NoneConst], [NoneConst]) and none_type_t.filter(None) is None
    with pytest.raises(TypeError, match="expected None"):
        none_type_t.filter(0)
    x = ot.dmatrix("x")
    assert specify_shape(x, (NoneConst, 3)).type.shape == (None, 3)
    assert specify_shape(x, (NoneConst, NoneConst)) is x
    assert LOCAL_BITWIDTH in (32, 64) and opspec.shared(3).type.dtype == f"int{PYTHON_INT_BITWIDTH}"


def test_math_aliases_and_compositions_match_numpy():
    a, b = ot.lvectors("a", "b")
    av, bv = np.array([7, -7, 6, 0, -1]), np.array([2, 2, 3, 5, -4])
    f = opspec.function([a, b], [ot.ceil_intdiv(a, b), ot.floor_div(a, b), ot.largest(a, b, a * 0),
                                 ot.smallest(a, b), ot.less(a, b), ot.not_equal(a, b), ot.power(a, 2)])
    ceil, floor, big, small, less, neq, power = f(av, bv)
    np.testing.assert_array_equal(ceil, -(-av // bv))
    assert ceil.dtype == np.int64
    np.testing.assert_array_equal(floor, av // bv)
    np.testing.assert_array_equal(big, np.maximum(np.maximum(av, bv), 0))
    np.testing.assert_array_equal(small, np.minimum(av, bv))
    np.testing.assert_array_equal(less, av < bv)
    np.testing.assert_array_equal(neq, av != bv)
    np.testing.assert_array_equal(power, av ** 2)
    x = ot.dvector("x")
    pos, neg = opspec.function([x], [ot.isposinf(x), ot.isneginf(x)])(np.array([np.inf, -np.inf, 1.0]))
    np.testing.assert_array_equal(pos, [True, False, False])
    np.testing.assert_array_equal(neg, [False, True, False])
    from opspec.tensor import _ALIASES, math
    assert all(getattr(ot, alias) is getattr(ot, name) for alias, name in _ALIASES.items())
    assert math.power is ot.pow and math.not_equal is ot.neq and math.floor_div is ot.int_div


def test_stacking_helpers():
    m1, m2 = ot.dmatrices("m1", "m2")
    v1, v2 = np.arange(6.0).reshape(2, 3), np.ones((2, 3))
    h, v, s = opspec.function([m1, m2], [ot.horizontal_stack(m1, m2), ot.vertical_stack(m1, m2),
                                         ot.stacklists([[m1, m2], [m2, m1]])])(v1, v2)
    np.testing.assert_array_equal(h, np.hstack([v1, v2]))
    np.testing.assert_array_equal(v, np.vstack([v1, v2]))
    np.testing.assert_array_equal(s, np.array([[v1, v2], [v2, v1]]))
    with pytest.raises(ValueError, match="Too few"):
        ot.horizontal_stack(m1)
    with pytest.raises(ValueError, match="two dimensions"):
        ot.vertical_stack(m1, ot.dvector())
    t = ot.tensor3("t")
    tv = np.arange(24.0).reshape(2, 3, 4)
    np.testing.assert_array_equal(ot.matrix_transpose(t).eval({t: tv}), np.swapaxes(tv, -1, -2))
    with pytest.raises(ValueError, match="at least 2-dimensional"):
        ot.matrix_transpose(ot.dvector())
    assert ot.is_flat(ot.dvector()) and not ot.is_flat(m1) and ot.is_flat(m1, 2)
