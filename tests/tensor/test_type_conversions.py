"""How inputs are converted to their types: Python values that fit exactly are accepted under
every downcast policy (PyTensor accepts ``f([3])`` for an int16 vector), arrays only by safe
casts unless downcasting is allowed."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.io import In

INTS = ["int8", "int16", "int32", "uint8", "uint16"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(INTS), st.lists(st.integers(-2 ** 40, 2 ** 40), min_size=1, max_size=4),
       st.sampled_from([False, None]))
def test_python_ints_are_accepted_when_they_fit(dtype, values, policy):
    info = np.iinfo(dtype)
    t = ot.TensorType(dtype, (None,))
    if all(info.min <= v <= info.max for v in values):
        out = t.filter(values, allow_downcast=policy)
        assert out.dtype == dtype and out.tolist() == values
    else:
        with pytest.raises(OverflowError):          # numpy's error for a Python int out of range
            t.filter(values, allow_downcast=policy)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(INTS), st.integers(0, 100))
def test_arrays_are_never_downcast_without_permission(dtype, value):
    t = ot.TensorType(dtype, (None,))
    wide = np.array([value], dtype="int64")
    for policy in (False, None):
        with pytest.raises(TypeError, match="could lose information"):
            t.filter(wide, allow_downcast=policy)
    assert t.filter(wide, allow_downcast=True).dtype == dtype


def test_python_floats():
    f32 = ot.fvector
    assert f32.filter([1.5, 2.0], allow_downcast=False).dtype == np.float32     # exact in float32
    with pytest.raises(TypeError):
        f32.filter([0.1], allow_downcast=False)
    with opspec.config.change(floatX="float32"):
        assert ot.fscalar.filter(0.1).dtype == np.float32  # None: a Python float to floatX
        with pytest.raises(TypeError):
            ot.fscalar.filter(0.1, allow_downcast=False)
    with pytest.raises(TypeError):
        ot.fscalar.filter(0.1)                             # floatX is float64: not to float32


def test_function_inputs_follow_the_policy_per_input():
    a, b = ot.wvector("a"), ot.bvector("b")
    f = opspec.function([In(a, allow_downcast=True), In(b, allow_downcast=False)], a + b)
    np.testing.assert_array_equal(f([3], [6]), [9])
    np.testing.assert_array_equal(f([2 ** 20], [1]), [1])         # a: downcast as asked
    with pytest.raises(OverflowError):
        f([3], [312])
    with pytest.raises(TypeError):
        f([3], np.array([6], dtype="int16"))
    g = opspec.function([a], a * 2, allow_input_downcast=False)
    np.testing.assert_array_equal(g([3]), [6])


def test_constructors_name_and_type_as_pytensor_does():
    x, y, z = ot.scalars("xyz")
    assert [v.name for v in (x, y, z)] == ["x", "y", "z"]
    assert ot.dvectors("a").name == "a"                       # one name: one variable
    assert [v.name for v in ot.imatrices("ab", "cd")] == ["ab", "cd"]
    assert [v.name for v in ot.vectors(2)] == [None, None]
    assert ot.tensor("x", dtype="int32", shape=(None, 3)).type == ot.TensorType("int32", (None, 3))
    assert ot.tensor("float32", (2,), name="x").type == ot.TensorType("float32", (2,))
    assert ot.row("r").type.shape == (1, None) and ot.col().type.shape == (None, 1)
    with opspec.config.change(floatX="float32"):
        assert ot.constant(1.5, dtype="floatX").dtype == "float32"
        assert ot.tensor("x").dtype == "float32"
