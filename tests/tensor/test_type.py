"""TensorType, Type.filter, constructors, shorthands and as_tensor_variable."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Constant, Variable
from opspec.graph.type import Generic, generic
from opspec.tensor.type import TensorType


def test_static_shape_and_broadcastable():
    t = TensorType("float64", shape=(None, 1, 3))
    assert t.ndim == 3 and t.shape == (None, 1, 3)
    assert t.broadcastable == (False, True, False)
    assert TensorType("float32", broadcastable=(True, False)).shape == (1, None)
    with pytest.raises(TypeError, match="needs a shape"):
        TensorType("float64")
    with pytest.raises(ValueError, match="negative"):
        TensorType("float64", shape=(-1,))
    assert TensorType(np.float32, shape=()).dtype == "float32"


def test_equality_hash_and_str():
    assert TensorType("float64", (None,)) == ot.dvector
    assert hash(TensorType("float64", (None,))) == hash(ot.dvector)
    assert TensorType("float64", (3,)) != ot.dvector
    assert TensorType("float32", (None,)) != ot.dvector
    assert str(ot.dmatrix) == "float64 matrix"
    assert str(TensorType("int32", (2, None))) == "int32 matrix of shape (2, ?)"
    assert str(TensorType("float64", (3,))) == "float64 vector of shape (3,)"
    assert str(TensorType("float64", (None,) * 3)) == "float64 3-d tensor"


def test_is_super_and_convert_variable():
    general, precise = ot.dvector, TensorType("float64", (3,))
    assert general.is_super(precise) and not precise.is_super(general)
    v = precise()
    assert general.convert_variable(v) is v
    loose = general()
    fitted = precise.convert_variable(loose)         # a SpecifyShape of the size it does not know
    assert fitted.type == precise and fitted.owner.inputs[0] is loose
    assert precise.convert_variable(TensorType("float64", (4,))()) is None
    assert general.convert_variable(ot.fvector()) is None


def test_filter_accepts_and_checks_shape():
    t = TensorType("float64", (2, None))
    a = np.zeros((2, 5))
    assert t.filter(a) is a                        # right dtype: no copy
    assert t.filter(a, strict=True) is a
    with pytest.raises(TypeError, match="dimension 0 must be 2"):
        t.filter(np.zeros((3, 5)))
    with pytest.raises(TypeError, match="1 dimensions"):
        t.filter(np.zeros(3))


def test_filter_strict_refuses_any_conversion():
    t = ot.dvector
    with pytest.raises(TypeError, match="got a float32 array"):
        t.filter(np.zeros(2, dtype="float32"), strict=True)
    with pytest.raises(TypeError, match="got list"):
        t.filter([1.0, 2.0], strict=True)
    assert t.is_valid_value(np.zeros(2)) and not t.is_valid_value([1.0])


@settings(max_examples=40, deadline=None)
@given(dtype=st.sampled_from(["int8", "uint16", "int32", "uint64", "float32", "float64", "complex128", "bool"]),
       order=st.sampled_from("<>=|"), ndim=st.integers(0, 2), strict=st.booleans())
def test_filter_hands_on_native_byte_order_only(dtype, order, ndim, strict):
    """A byte-swapped array has the dtype's name but not its layout: filter converts it (numpy
    ufuncs return native arrays; kernels and perform read native ones), or refuses it if strict."""
    value = np.arange(3 ** ndim).reshape((3,) * ndim).astype(np.dtype(dtype).newbyteorder(order))
    t = TensorType(dtype, (None,) * ndim)
    if strict and not value.dtype.isnative:
        with pytest.raises(TypeError):
            t.filter(value, strict=True)
        assert not t.is_valid_value(value)
        return
    out = t.filter(value, strict=strict)
    assert out.dtype == np.dtype(dtype) and out.dtype.isnative
    np.testing.assert_array_equal(out, value)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_a_function_returns_native_arrays_for_byte_swapped_inputs(mode):
    x = ot.dvector("x")
    f = opspec.function([x], [x, x * 2, x[::-1]], mode=mode)
    swapped = np.arange(3.0).astype(">f8")
    for out, want in zip(f(swapped), [[0, 1, 2], [0, 2, 4], [2, 1, 0]]):
        assert out.dtype == np.float64 and out.dtype.isnative
        np.testing.assert_array_equal(out, want)
    assert not np.shares_memory(f(swapped)[0], swapped)


def test_filter_upcasts_safely_without_asking():
    assert ot.dvector.filter(np.array([1, 2], dtype="int32")).dtype == np.float64
    assert ot.dvector.filter([1, 2]).dtype == np.float64
    assert ot.ivector.filter(np.array([1, 2], dtype="int8")).dtype == np.int32


def test_allow_downcast_semantics():
    f32 = ot.fvector
    arr = np.array([1.1, 2.2])
    # None: arrays may not lose precision; Python values may when their values survive
    with pytest.raises(TypeError, match="could lose information"):
        f32.filter(arr)
    assert f32.filter([1.0, 2.0]).dtype == np.float32
    with pytest.raises(TypeError, match="could lose information"):
        ot.ivector.filter([1.5, 2.0])
    assert ot.ivector.filter([1.0, 2.0]).dtype == np.int32
    # True: any cast
    out = f32.filter(arr, allow_downcast=True)
    assert out.dtype == np.float32 and np.allclose(out, arr)
    assert ot.ivector.filter([1.5], allow_downcast=True)[0] == 1
    # False: arrays only by safe casts; Python values when their values survive exactly
    with pytest.raises(TypeError):
        f32.filter([0.1, 2.0], allow_downcast=False)
    assert f32.filter([1.0, 2.0], allow_downcast=False).dtype == np.float32
    assert ot.wvector.filter([3], allow_downcast=False).dtype == np.int16
    with pytest.raises(TypeError):
        ot.wvector.filter(np.array([3]), allow_downcast=False)
    assert f32.filter(np.zeros(2, dtype="float16"), allow_downcast=False).dtype == np.float32
    with pytest.raises(TypeError, match="got object"):
        ot.dscalar.filter(object())


def test_values_eq():
    t = ot.dvector
    assert t.values_eq(np.array([1.0, np.nan]), np.array([1.0, np.nan]))
    assert not t.values_eq(np.zeros(2), np.zeros(3))
    assert t.values_eq_approx(np.array([1.0]), np.array([1.0 + 1e-12]))
    assert not t.values_eq_approx(np.array([1.0]), np.array([1.1]))


def test_generic_type():
    assert generic.filter({"a": 1}) == {"a": 1}
    assert Generic() == generic and hash(Generic()) == hash(generic)
    assert str(generic) == "generic"


def test_constructors_and_floatx():
    m = ot.matrix("m")
    assert isinstance(m, ot.TensorVariable) and m.name == "m"
    assert m.type == TensorType(opspec.config.floatX, (None, None))
    for floatx in ("float32", "float64"):
        with opspec.config.change(floatX=floatx):
            assert ot.matrix().dtype == floatx
            assert ot.vector().dtype == floatx
            assert ot.scalar().type == TensorType(floatx, ())
    assert ot.matrix().dtype == opspec.config.floatX
    assert ot.tensor("int64", shape=(2, None)).type.shape == (2, None)
    assert ot.tensor("float64", ndim=3).ndim == 3
    assert ot.vector(dtype="int8").dtype == "int8"
    assert ot.tensor3().ndim == 3 and ot.tensor4().ndim == 4
    with pytest.raises(ValueError, match="floatX must be one of"):
        opspec.config.floatX = "float16"


def test_shorthands():
    assert ot.dmatrix == TensorType("float64", (None, None))
    assert ot.fvector == TensorType("float32", (None,))
    assert ot.imatrix == TensorType("int32", (None, None))
    assert ot.lscalar == TensorType("int64", ())
    x = ot.dmatrix("x")
    assert x.type == ot.dmatrix and x.name == "x"
    a, b = ot.dvectors("a", "b")
    assert (a.name, b.name) == ("a", "b") and a.type == b.type == ot.dvector
    assert len(ot.fmatrices(3)) == 3
    p, q = ot.matrices("p", "q")
    assert p.dtype == opspec.config.floatX and q.name == "q"
    assert [v.ndim for v in ot.scalars("s", "t")] == [0, 0]


def test_as_tensor_variable():
    c = ot.as_tensor_variable(np.arange(3.0))
    assert isinstance(c, Constant) and isinstance(c, ot.TensorConstant)
    np.testing.assert_array_equal(c.data, np.arange(3.0))
    assert c.type == TensorType("float64", (3,))
    one = ot.as_tensor_variable(1)
    assert isinstance(one, Constant) and one.dtype == "int64" and one.ndim == 0
    assert ot.as_tensor_variable(1.5).dtype == opspec.config.floatX
    assert ot.as_tensor_variable(True).dtype == "bool"
    assert ot.as_tensor_variable([1.0, 2.0], ndim=2).type.shape == (1, 2)
    x = ot.dvector("x")
    assert ot.as_tensor_variable(x) is x
    with pytest.raises(ValueError, match="expected 2"):
        ot.as_tensor_variable(x, ndim=2)
    with pytest.raises(TypeError, match="not a tensor type"):
        ot.as_tensor_variable(Variable(generic, name="g"))
    with pytest.raises(TypeError, match="cannot make a tensor constant"):
        ot.as_tensor_variable({"a": 1})


def test_constants_do_not_alias_or_freeze_the_callers_array():
    arr = np.arange(3.0)
    c = ot.constant(arr)
    assert not np.shares_memory(c.data, arr)
    assert arr.flags.writeable and not c.data.flags.writeable


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 3), max_size=3), st.sampled_from(["float64", "int32", "bool"]))
def test_no_constant_freezes_the_callers_array_of_any_shape(shape, dtype):
    # an empty array shares no memory with itself (np.may_share_memory is False): it was frozen
    arr = np.zeros(shape, dtype=dtype)
    c = ot.constant(arr)
    assert arr.flags.writeable and not c.data.flags.writeable
