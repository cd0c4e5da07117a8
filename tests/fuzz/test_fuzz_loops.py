"""numpy's loop tables: an op that is one of numpy's ufuncs computes in the loop numpy picks.

numpy resolves a ufunc's input dtypes to one of its loops (``ufunc.types``): the first one the
inputs cast to safely, unless the ufunc's resolver refuses them. Booleans show it best: numpy
conjugates and shifts them in int8, its first loop bool casts to, floor-divides them in int8,
and refuses ``True - True``, ``-True``, ``np.sign(True)`` and ``np.gcd(True, True)``. For every
dtype combination the spec admits, the op's outputs must have the dtypes of numpy's loop
(``ufunc.resolve_dtypes``), or the op must refuse them with numpy's TypeError; except where
the spec language documents another reading (a float class reads integers and bool in floatX).
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import opspec.tensor as ot
from opspec.testing.spec_checks import module_of

from fuzz_oracle import attempt
from fuzz_settings import CASES, fuzz_settings
from fuzz_specs import OPS, coerced, numpy_function, refused

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]


def numpy_ufunc(op):
    """numpy's ufunc the op is (np.<ufunc>(inputs in order)), or None."""
    own = numpy_function(op)
    if own is None or not op.elemwise or any(not p.has_default for p in op.props):
        return None
    ufunc = getattr(np, own[3:own.index("(")], None)
    args = [a.strip() for a in own[own.index("(") + 1:-1].split(",")]
    return ufunc if isinstance(ufunc, np.ufunc) and args == list(op.input_names) else None


UFUNC_OPS = [name for name in sorted(OPS) if numpy_ufunc(OPS[name][1]) is not None]


def test_every_ufunc_op_is_checked():
    """The ops this file holds to numpy's loops (a spec whose python: stops being its ufunc's
    call would silently leave them)."""
    assert {"complexparts.Conj", "integer.LeftShift", "integer.RightShift", "arith.Sub", "arith.Add",
            "compare.Lt", "arith.IntDiv"} <= set(UFUNC_OPS)


@pytest.mark.parametrize("name", UFUNC_OPS)
@fuzz_settings(bounded=24, share=0.25)
@given(data=st.data())
def test_op_computes_in_numpy_loop(name, data):
    spec, op = OPS[name]
    ufunc = numpy_ufunc(op)
    CASES["loops"] += 1
    bools = st.sampled_from(["bool"] * len(op.inputs))
    dtypes = data.draw(st.one_of(st.lists(bools, min_size=len(op.inputs), max_size=len(op.inputs)),
                                 st.lists(st.sampled_from(DTYPES), min_size=len(op.inputs), max_size=len(op.inputs))),
                       label="dtypes")
    args = [np.ones(2, d) for d in dtypes]
    if refused(op, args) or any(a is not b for a, b in zip(coerced(op, args), args)):
        return                                      # a reading the spec language documents
    want = attempt(lambda: [np.dtype(d).name for d in ufunc.resolve_dtypes(tuple(np.dtype(d) for d in dtypes)
                                                                             + (None,) * ufunc.nout)[ufunc.nin:]],
                   "numpy")
    cls = getattr(module_of(spec), op.name)
    got = attempt(lambda: [o.dtype for o in cls()(*[ot.tensor(d, (2,)) for d in dtypes], return_list=True)], "build")
    if not want.ok:
        assert not got.ok and isinstance(got.error, TypeError), \
            f"{spec.path}: {op.name} of {dtypes}: numpy refuses ({want.error}); opspec {got}"
        return
    assert got.ok, f"{spec.path}: {op.name} of {dtypes}: numpy computes {want.values}; opspec {got}"
    assert got.values == want.values, f"{spec.path}: {op.name} of {dtypes}: dtypes {got.values}, numpy's loop {want.values}"
