"""A rewrite may find a replacement whose static shape says less than the variable it replaces
(``reshape(x, 3, 3) -> x`` where x's shape is (3, ?)). The replacement is then wrapped in a
SpecifyShape of the sizes only the old type knew, as PyTensor's ``convert_variable`` does, rather
than refused. Found by the graph fuzz (seed 7771): the gradient of a median over a static 3x3
input failed to compile in FAST_RUN."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.tensor.shape import SpecifyShape
from opspec.tensor.type import TensorType

sizes = st.one_of(st.none(), st.integers(1, 4))
shape_pairs = st.integers(0, 3).flatmap(lambda n: st.tuples(st.tuples(*[sizes] * n), st.tuples(*[sizes] * n)))


@given(shape_pairs, st.sampled_from(["float64", "int32"]))
def test_convert_variable_keeps_what_both_types_know(pair, dtype):
    want, have = pair
    target, var = TensorType(dtype, want), TensorType(dtype, have)("v")
    got = target.convert_variable(var)
    if any(w is not None and h is not None and w != h for w, h in zip(want, have)):
        assert got is None                                      # a known size differs
    elif target.is_super(var.type):
        assert got is var                                       # var says at least as much
    else:
        assert isinstance(got.owner.op, SpecifyShape) and target.is_super(got.type)
        assert got.type.shape == tuple(w if h is None else h for w, h in zip(want, have))


def test_convert_variable_refuses_another_dtype_or_rank():
    target = TensorType("float64", (3, None))
    assert target.convert_variable(TensorType("float32", (3, None))("v")) is None
    assert target.convert_variable(TensorType("float64", (3,))("v")) is None


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
@pytest.mark.parametrize("shape", [(3, 3), (3, None), (None, 3), (3, 5)])
def test_median_gradient_over_static_shapes(mode, shape):
    x = ot.tensor("x", dtype="float32", shape=shape)
    m = ot.median(x, axis=0, keepdims=True)
    g = opspec.grad(((m + m) * 2).sum() + (x * 4).sum(), x)
    value = np.random.default_rng(0).permutation(np.arange(15 if 5 in shape else 9, dtype="float32"))
    value = value.reshape([s or 3 for s in shape])
    f = opspec.function([x], g, mode=mode)
    want = np.full(value.shape, 4.0, dtype="float32")
    rows = value.shape[0]
    for j in range(value.shape[1]):                          # median of an odd column: its middle value
        want[np.argsort(value[:, j], kind="stable")[rows // 2], j] += 4.0
    np.testing.assert_array_equal(f(value), want)
