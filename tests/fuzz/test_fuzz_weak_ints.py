"""Python ints an integer array's dtype cannot hold, next to it in every elemwise op (NEP 50).

numpy 2 reads a Python int next to an array as the array's dtype: a ufunc with an integer loop
raises OverflowError for one that dtype cannot hold (``np.add(int8, 300)``, ``np.gcd``), one
with only float loops converts it into that loop's float (``np.true_divide``, ``np.arctan2``,
scipy's ``xlogy``, ``betaln``), and comparisons compare exact values. Building the op must raise
OverflowError exactly where numpy's own function does (``scipy.special``'s where numpy has
none, else the op's python: reference, which is then held to the same rule), and its python:
reference must compute what the op computes.

The ints drawn reach beyond 64 bits: numpy's arithmetic refuses those as any other int its
dtype cannot hold, its comparisons answer them exactly. Where numpy computes, the op computes the
same dtype and values in every mode. np.clip and np.where are no ufuncs, and convert their own way
(docs/spec-language.md; np.clip's: tests/tensor/test_clip.py).
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
from fuzz_specs import OPS, clips, coerced, compares_exactly, evaluate, numpy_function, refused, weak_arrays, wraps_ints
from test_fuzz_ops import Case, judge

INTEGERS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


def _ufunc_ops():
    """The elemwise ops of two or more inputs whose numpy function (if any) is a ufunc."""
    out = []
    for name, (_, op) in sorted(OPS.items()):
        if op.elemwise and len(op.inputs) > 1 and not wraps_ints(op) and not clips(op) and \
                all(p.has_default for p in op.props):
            out.append(name)
    return out


def reference(op, args):
    """numpy's own ufunc of the op, scipy.special's, else the op's python: on the inputs as read."""
    own = numpy_function(op)
    if own is not None:
        return lambda: evaluate(op, own, {}, list(args), {"np": np})
    special = pytest.importorskip("scipy.special")
    ufunc = getattr(special, op.instance or op.name.lower(), None)
    if isinstance(ufunc, np.ufunc):
        return lambda: [np.asarray(ufunc(*args))]
    return lambda: evaluate(op, op.python.source, {}, coerced(op, weak_arrays(op, list(args))))


@st.composite
def out_of_range(draw, dtype):
    """A Python int dtype cannot hold: just beyond it, up to 64 bits, or beyond 64 bits."""
    info = np.iinfo(dtype)
    above = st.integers(int(info.max) + 1, 2 ** 64 - 1) if info.max < 2 ** 64 - 1 else st.nothing()
    below = st.integers(-2 ** 63, int(info.min) - 1) if info.min > -2 ** 63 else st.nothing()
    edges = st.sampled_from([int(info.max) + 1, int(info.min) - 1, 2 ** 64, -2 ** 63 - 1])
    huge = st.integers(2 ** 64, 2 ** 90) | st.integers(-2 ** 90, -2 ** 63 - 1)
    return draw(above | below | edges | huge)


@pytest.mark.parametrize("name", _ufunc_ops())
@fuzz_settings(bounded=12, share=0.25)
@given(data=st.data())
def test_python_int_beyond_the_dtype_overflows_where_numpy_does(name, data):
    spec, op = OPS[name]
    CASES["weak ints"] += 1
    dtype = data.draw(st.sampled_from(INTEGERS), label="dtype")
    position = data.draw(st.integers(0, len(op.inputs) - 1), label="position")
    value = data.draw(out_of_range(dtype), label="python int")
    args = [value if k == position else np.arange(1, 3).astype(dtype) for k in range(len(op.inputs))]
    if refused(op, args):
        return                                      # a dtype the spec does not admit
    with np.errstate(all="ignore"):
        want = attempt(reference(op, args), "numpy")
    cls = getattr(module_of(spec), op.name)
    got = attempt(lambda: [cls()(*[ot.constant(a) if isinstance(a, np.ndarray) else a for a in args])], "build")
    overflows = [not o.ok and isinstance(o.error, OverflowError) for o in (want, got)]
    assert overflows[0] == overflows[1], \
        f"{spec.path}: {op.name}({', '.join(repr(a) for a in args)}): numpy {want}, opspec {got}"
    if want.ok and got.ok:        # then every mode computes what numpy computes, as the op fuzz judges it
        arrays = [a for a in args if isinstance(a, np.ndarray)]
        judge(Case(spec, op, {}, args, [(None,)] * len(arrays), ["C"] * len(arrays), debug=False))


def _own_ufunc_ops():
    """The elemwise ops of two or more inputs that are one of numpy's ufuncs."""
    return [name for name in _ufunc_ops() if numpy_function(OPS[name][1]) is not None]


@pytest.mark.parametrize("name", _own_ufunc_ops())
@fuzz_settings(bounded=12, share=0.25)
@given(data=st.data())
def test_dtypes_numpy_has_no_loop_for_are_refused(name, data):
    """numpy's ufunc computes in the dtype its inputs meet in, and refuses (TypeError) dtypes
    meeting where it has no loop: int64 and uint64 meet in float64, which bitwise_and and gcd
    have none for, nor floor_divide for complex. The op must not compute what numpy refuses."""
    spec, op = OPS[name]
    CASES["weak ints"] += 1
    dtypes = data.draw(st.lists(st.sampled_from(INTEGERS + ["bool", "float32", "float64", "complex128"]),
                                min_size=len(op.inputs), max_size=len(op.inputs)), label="dtypes")
    args = [np.ones(2, d) for d in dtypes]
    if refused(op, args):
        return
    with np.errstate(all="ignore"):
        want = attempt(reference(op, args), "numpy")
    if want.ok or not isinstance(want.error, TypeError):
        return                                      # numpy computes them: test_fuzz_ops' business
    cls = getattr(module_of(spec), op.name)
    got = attempt(lambda: [cls()(*[ot.tensor(d, (2,)) for d in dtypes])], "build")
    assert not got.ok and isinstance(got.error, TypeError), \
        f"{spec.path}: {op.name} of {dtypes}: numpy refuses ({want.error}); opspec {got}"


@pytest.mark.parametrize("name", [n for n in sorted(OPS) if compares_exactly(OPS[n][1])])
@fuzz_settings(bounded=12, share=0.25)
@given(data=st.data())
def test_comparisons_read_python_ints_exactly_as_numpy_does(name, data):
    """numpy compares an integer array with a Python int its dtype cannot hold by the int's exact
    value (``int8_array != 2**63 - 1`` is all True): the harness's reading of Python ints
    (weak_arrays, which the shape and value fuzzers compare opspec with) must answer the same,
    and so must the op, shapes included (an empty array is no reason to refuse)."""
    spec, op = OPS[name]
    CASES["weak ints"] += 1
    dtype = data.draw(st.sampled_from(INTEGERS), label="dtype")
    value = data.draw(out_of_range(dtype), label="python int")
    array = np.array([0, 1, np.iinfo(dtype).max, np.iinfo(dtype).min], dtype)[:data.draw(st.integers(0, 4))]
    args = data.draw(st.sampled_from([[array, value], [value, array]]), label="order")
    want = getattr(np, numpy_function(op)[3:].split("(")[0])(*args)
    read = evaluate(op, op.python.source, {}, coerced(op, weak_arrays(op, list(args))))[0]
    np.testing.assert_array_equal(read, want)
    cls = getattr(module_of(spec), op.name)
    out = cls()(*[ot.constant(a) if isinstance(a, np.ndarray) else a for a in args])
    np.testing.assert_array_equal(out.eval(), want)
    assert tuple(out.shape.eval()) == want.shape
