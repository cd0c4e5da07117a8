"""The PyTensor target reads the spec as opspec does: reshape's sizes read any negative size as
numpy 2.x's unknown one (``(-2, 3)`` is ``(-1, 3)``), whether the size is a Python int or a
symbolic one known only when the function runs (the shape PyTensor infers without running);
an increment's ``casts:`` refuses what numpy's ``x[key] += v`` refuses."""
import numpy as np
import pytest

pytest.importorskip("pytensor", reason="needs opspec[pytensor] (pytensor not installed)")

import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@pytest.fixture(scope="module")
def shape_ops(pytensor_package):
    return pytensor_package("reshape_sizes", "specs/shape.yaml").shape


@pytest.fixture(scope="module")
def inferred(shape_ops):
    """(x, a, b) -> the shape PyTensor infers for reshape(x, a, b, 2) (a Python int, b symbolic)
    and the array's own shape, per Python int a (one compiled function each)."""
    cache = {}

    def run(x, a, b):
        if a not in cache:
            xs, bs = pt.dtensor3("x"), pt.lscalar("b")
            out = shape_ops.reshape_op(xs, a, bs, 2)
            cache[a] = pytensor.function([xs, bs], [out.shape, out], mode="FAST_RUN")
        shape, value = cache[a](x, b)
        return tuple(int(s) for s in shape), value.shape
    return run


@settings(max_examples=25, deadline=None)
@given(n=st.integers(1, 3), m=st.integers(1, 3), negative=st.integers(-5, -1), which=st.booleans())
def test_any_negative_size_is_the_unknown_one(inferred, n, m, negative, which):
    x = np.zeros((n, m, 2 * 2))
    # the negative size given as the Python int, or as the symbolic one
    a, b = (negative, n * m) if which else (m, negative)
    want = np.reshape(x, (a, b, 2)).shape        # numpy 2.x: any negative size is the unknown one
    shape, value_shape = inferred(x, a, b)
    assert shape == want
    assert value_shape == want


def test_a_static_negative_size_other_than_minus_one_gives_the_static_shape(shape_ops):
    x = pt.tensor("x", dtype="float64", shape=(2, 6))
    assert shape_ops.reshape_op(x, pt.constant(-2), 3).type.shape == (4, 3)
    assert shape_ops.reshape_op(x, -3, pt.lscalar()).type.shape == (None, None)


def test_increments_refuse_what_numpy_refuses(pytensor_package):
    """casts: of the spec holds on the PyTensor target too: x[key] += v with a float v into an
    int x is numpy's UFuncTypeError when the node is built; x[key] = v takes it."""
    sub = pytensor_package("casts_pkg", "specs/shape.yaml", "specs/subtensor.yaml").subtensor
    x, v, rows = pt.ivector("x"), pt.dvector("v"), pt.lvector("rows")
    with pytest.raises(TypeError, match="same_kind"):
        sub.AdvancedIncSubtensor1(set=False)(x, v, rows)
    assert sub.AdvancedIncSubtensor1(set=True)(x, v, rows).type.dtype == "int32"
    assert sub.AdvancedIncSubtensor1(set=False)(x, pt.bvector(), rows).type.dtype == "int32"
