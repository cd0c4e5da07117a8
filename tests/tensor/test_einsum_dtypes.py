"""einsum's output dtype is numpy's: ``np.einsum`` gives the operands' ``np.result_type`` for
every mix (bool stays bool, summing products as or-of-and; int8 stays int8 and wraps; int8 with
uint8 is int16; complex64 with float64 is complex128). Einsum declared its operands ``number``,
so a bool operand was cast to floatX when the node was built and ``einsum('ii->i', bool matrix)``
was float64, and so were tensordot and kron (einsums) of a bool operand."""
from __future__ import annotations

import importlib.util

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

DTYPES = ["bool", "int8", "uint8", "int16", "uint32", "int64", "uint64", "float16", "float32", "float64",
          "complex64", "complex128"]
#: subscripts, and each operand's shape: a diagonal, reductions, contractions, an outer product
SUBSCRIPTS = {"ii->i": [(3, 3)], "ij->": [(2, 3)], "ij->j": [(2, 3)], "ij,jk->ik": [(2, 3), (3, 2)],
              "ij,ij->ij": [(2, 3), (2, 3)], "i,j->ij": [(2,), (3,)], "ijk,i->j": [(2, 3, 2), (2,)],
              "ij,jk,k->i": [(2, 3), (3, 2), (2,)]}
#: the library functions that are an einsum, with numpy's counterpart
EINSUMS = {"tensordot": (lambda a, b: ot.tensordot(a, b, 1), lambda a, b: np.tensordot(a, b, 1)),
           "kron": (ot.kron, np.kron)}


def operand(rng, shape, dtype):
    """Small values (0..3, or False/True), so an int8 sum may wrap but a float sum is exact."""
    return rng.integers(0, 4, size=shape).astype(dtype)


def assert_numpys(outputs, inputs, values, want):
    assert [o.type.dtype for o in outputs] == [w.dtype.name for w in want]
    for mode in ("FAST_RUN", "FAST_COMPILE", "DebugMode"):
        got = opspec.function(inputs, outputs, mode=mode)(*values)
        for g, w in zip(got, want):
            assert g.dtype == w.dtype, mode
            np.testing.assert_array_equal(g, w, err_msg=mode)


@settings(max_examples=30, deadline=None)
@given(subscripts=st.sampled_from(sorted(SUBSCRIPTS)), data=st.data(), seed=st.integers(0, 2**16))
def test_einsum_dtype_is_numpys_result_type(subscripts, data, seed):
    shapes = SUBSCRIPTS[subscripts]
    dtypes = [data.draw(st.sampled_from(DTYPES)) for _ in shapes]
    rng = np.random.default_rng(seed)
    values = [operand(rng, s, d) for s, d in zip(shapes, dtypes)]
    want = np.einsum(subscripts, *values)
    assert want.dtype == np.result_type(*values)      # numpy's rule, which the op's `upcast` is
    xs = [ot.tensor(dtype=d, shape=(None,) * len(s)) for s, d in zip(shapes, dtypes)]
    assert_numpys([ot.einsum(subscripts, *xs)], xs, values, [want])


@settings(max_examples=20, deadline=None)
@given(name=st.sampled_from(sorted(EINSUMS)), a=st.sampled_from(DTYPES), b=st.sampled_from(DTYPES),
       seed=st.integers(0, 2**16))
def test_einsum_built_functions_keep_numpys_dtype(name, a, b, seed):
    build, numpy_function = EINSUMS[name]
    rng = np.random.default_rng(seed)
    values = [operand(rng, (2, 2), a), operand(rng, (2, 2), b)]
    xs = [ot.matrix(dtype=a), ot.matrix(dtype=b)]
    assert_numpys([build(*xs)], xs, values, [numpy_function(*values)])


@pytest.mark.skipif(importlib.util.find_spec("pytensor") is None, reason="needs opspec[pytensor]")
@pytest.mark.parametrize("dtype", ["bool", "int8", "uint16", "float32", "complex64"])
@pytest.mark.parametrize("subscripts", ["ii->i", "ij->", "ij,jk->ik"])
def test_pytensor_targets_einsum_keeps_numpys_dtype(dtype, subscripts):
    """The PyTensor target's Einsum is pt.einsum, which sums a diagonal or a reduced axis of bool
    or int8 in int64: cast back to numpy's dtype (the sum wraps, or becomes any(), alike)."""
    import pytensor
    import pytensor.tensor as pt
    from opspec.targets.pytensor.linalg import Einsum
    values = [np.array([[3, 1], [2, 5]]).astype(dtype)] * (1 + subscripts.count(","))
    want = np.einsum(subscripts, *values)
    out = Einsum(subscripts)(*[pt.constant(v) for v in values])
    assert out.type.dtype == want.dtype.name
    np.testing.assert_array_equal(pytensor.function([], out, mode="FAST_COMPILE")(), want)
