"""IncSubtensor, AdvancedIncSubtensor and AdvancedIncSubtensor1 refuse, when their node is
built, the dtypes numpy's ``x[key] += v`` refuses (its UFuncTypeError: v must cast into x
with casting 'same_kind'), and take every pair ``x[key] = v`` takes (assignment casts
unsafely): the Op built directly, not only the inc_subtensor wrapper, for every pair of dtypes."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.kernels.dtypes import DTYPES
from opspec.ops.subtensor import AdvancedIncSubtensor, AdvancedIncSubtensor1, IncSubtensor


def _numpy_error(x_dtype, v_dtype):
    """numpy's error of ``x[key] += v`` for these dtypes, or None."""
    x = np.zeros(3, dtype=x_dtype)
    try:
        x[[0]] += np.zeros(1, dtype=v_dtype)
    except TypeError as e:
        return e
    return None


#: each op, built directly on a vector x and v of the given dtypes
BUILD = {
    "IncSubtensor": lambda x, v, set_: IncSubtensor(idx=(("slice", True, False, False),), set=set_)(
        x, v, ot.constant(1, dtype="int64")),
    "AdvancedIncSubtensor": lambda x, v, set_: AdvancedIncSubtensor(idx=(("array",),), set=set_)(x, v, ot.lvector()),
    "AdvancedIncSubtensor1": lambda x, v, set_: AdvancedIncSubtensor1(set=set_)(x, v, ot.lvector()),
}


@pytest.mark.parametrize("op", sorted(BUILD))
@pytest.mark.parametrize("x_dtype", DTYPES)
def test_every_dtype_pair_as_numpy(op, x_dtype):
    for v_dtype in DTYPES:
        x, v = ot.vector(dtype=x_dtype), ot.vector(dtype=v_dtype)
        assert BUILD[op](x, v, True).type.dtype == x_dtype          # x[key] = v: any pair
        error = _numpy_error(x_dtype, v_dtype)
        if error is None:
            assert BUILD[op](x, v, False).type.dtype == x_dtype
            continue
        with pytest.raises(type(error)) as raised:
            BUILD[op](x, v, False)
        assert str(raised.value) == str(error)
        assert op in "".join(raised.value.__notes__)


def test_the_wrapper_refuses_what_numpy_refuses_through_the_op():
    x = ot.ivector("x")
    with pytest.raises(TypeError, match="same_kind"):
        ot.inc_subtensor(x[1:], ot.dvector())
    with pytest.raises(TypeError, match="same_kind"):
        ot.inc_subtensor(x[ot.lvector()], 1.5)                       # a Python float: float64, as numpy's
    assert ot.set_subtensor(x[ot.lvector()], ot.dvector()).type.dtype == "int32"


_PAIRS = [(x, v) for x in DTYPES for v in DTYPES if _numpy_error(x, v) is None and "complex" not in x + v]


@settings(max_examples=12, deadline=None)
@given(pair=st.sampled_from(_PAIRS), op=st.sampled_from(sorted(BUILD)))
def test_an_accepted_pair_computes_numpys_answer(pair, op):
    """x[key] += v of dtypes numpy takes: numpy's dtype, and its values (integers wrap as numpy's)."""
    x_dtype, v_dtype = pair
    xv = np.array([1, 0, 1, 1], dtype=x_dtype)
    vv = np.array([1, 1], dtype=v_dtype)
    want = xv.copy()
    want[[1, 3]] += vv
    x, v, rows = ot.vector(dtype=x_dtype), ot.vector(dtype=v_dtype), ot.lvector()
    if op == "IncSubtensor":
        out = IncSubtensor(idx=(("slice", True, False, True),), set=False)(x, v, ot.constant(1), ot.constant(2))
        inputs, values = [x, v], [xv, vv]
    else:
        out = (AdvancedIncSubtensor(idx=(("array",),), set=False) if op == "AdvancedIncSubtensor"
               else AdvancedIncSubtensor1(set=False))(x, v, rows)
        inputs, values = [x, v, rows], [xv, vv, np.array([1, 3])]
    got = opspec.function(inputs, out, mode="FAST_COMPILE")(*values)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("value", ["inc_basic_value", "inc_advanced_value", "inc_rows_value"])
@pytest.mark.parametrize("rows", [0, 2], ids=["empty", "rows"])
def test_the_ops_values_refuse_what_their_nodes_refuse(value, rows):
    """Each op's ``python:`` (its reference value, what the fuzz compares every mode with) refuses
    the pairs its node refuses, with numpy's error, even for an empty increment: ``np.add.at``
    alone casts unsafely (CI's fuzz found AdvancedIncSubtensor's value adding float64 into an
    empty int64 where its node refused)."""
    from opspec.tensor import indexing
    index = np.zeros(rows, dtype=np.int64)
    call = {
        "inc_basic_value": lambda x, v: indexing.inc_basic_value(x, v, (("slice", False, True, False),), (rows,), False),
        "inc_advanced_value": lambda x, v: indexing.inc_advanced_value(x, v, (("array",),), (index,), False),
        "inc_rows_value": lambda x, v: indexing.inc_rows_value(x, v, index, False),
    }[value]
    for x_dtype in DTYPES:
        for v_dtype in DTYPES:
            x, v = np.zeros(3, dtype=x_dtype), np.zeros(rows, dtype=v_dtype)
            expected = _numpy_error(x_dtype, v_dtype)
            if expected is None:
                assert call(x, v).dtype == x.dtype
            else:
                with pytest.raises(type(expected)):
                    call(x, v)
