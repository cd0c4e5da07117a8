"""Every op of specs/nlinalg.yaml on matrices holding inf or nan: an answer, never a hang.

LAPACK's SVD drivers (gesdd behind svd and pinv, gelsd behind lstsq) never return on some
matrices holding an infinity (Reference-LAPACK issue 1409; numpy before 2.5 hung with them:
the per-op fuzz found it on a 3 x 4 matrix). numpy 2.5 checks first and raises LinAlgError;
the ops that reach those drivers raise it on any numpy. The other ops give what numpy gives.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops import nlinalg
from opspec.testing.spec_checks import python_namespace, stdlib_cases

#: the ops (and the inputs of theirs) that reach LAPACK's SVD drivers, by the props that decide
SVD_DRIVEN = {"SVD": ("x",), "SVDVals": ("x",), "MatrixPinv": ("x",), "Lstsq": ("a",)}
OPS = {op.name: op for spec, op, _ in stdlib_cases() if spec.module == "nlinalg"}
MODES = ("FAST_COMPILE", "FAST_RUN")


def reaches_svd(op, props, name) -> bool:
    return name in SVD_DRIVEN.get(op.name, ()) and not props.get("hermitian", False)


def variants(op):
    """The op's props as its samples and defaults give them."""
    defaults = {p.name: p.default for p in op.props if p.has_default}
    seen = [dict(defaults)] + [{**defaults, **dict(s.props)} for s in op.samples]
    return [dict(t) for t in dict.fromkeys(tuple(sorted(v.items())) for v in seen)]


CASES = [(name, props) for name, op in sorted(OPS.items()) for props in variants(op)]


@st.composite
def nonfinite_matrices(draw, dtype, rows, cols):
    """A rows x cols matrix of moderate values with one to three entries inf, -inf or nan."""
    values = draw(st.lists(st.floats(-4, 4), min_size=rows * cols, max_size=rows * cols))
    a = np.array(values, dtype=dtype).reshape(rows, cols)
    for _ in range(draw(st.integers(1, 3))):
        a[draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))] = draw(st.sampled_from([np.inf, -np.inf, np.nan]))
    return a


_compiled = {}


def compiled(name, props, dtype, mode):
    key = (name, tuple(sorted(props.items())), dtype, mode)
    if key not in _compiled:
        op = OPS[name]
        xs = [ot.matrix(spec.name, dtype=dtype) for spec in op.inputs]
        outs = getattr(nlinalg, name)(**props)(*xs, return_list=True)
        _compiled[key] = opspec.function(xs, outs, mode=mode)
    return _compiled[key]


def outcome(fn):
    try:
        with np.errstate(all="ignore"):
            return [np.asarray(v) for v in fn()]
    except (np.linalg.LinAlgError, ValueError, TypeError) as err:
        return type(err)


@pytest.mark.parametrize("name, props", CASES, ids=[f"{n}{p}" for n, p in CASES])
@settings(max_examples=12, deadline=None)
@given(data=st.data())
def test_nonfinite_matrices_raise_or_agree_with_numpy_never_hang(name, props, data):
    op = OPS[name]
    dtype = data.draw(st.sampled_from(["float64", "float32"]), label="dtype")
    rows = data.draw(st.integers(1, 5), label="rows")
    square = name not in ("SVD", "SVDVals", "MatrixPinv", "QR", "Lstsq")
    cols = rows if square else data.draw(st.integers(1, 5), label="cols")
    shapes = {"a": (rows, cols), "b": (rows, data.draw(st.integers(1, 3), label="rhs"))}
    poisoned = data.draw(st.sampled_from([spec.name for spec in op.inputs]), label="non-finite input")
    args = []
    for spec in op.inputs:
        shape = shapes.get(spec.name, (rows, cols))
        args.append(data.draw(nonfinite_matrices(dtype, *shape)) if spec.name == poisoned
                    else np.ones(shape, dtype) + np.eye(*shape, dtype=dtype))
    if reaches_svd(op, props, poisoned):
        want = np.linalg.LinAlgError
    else:
        env = {**python_namespace(), **props, **{spec.name: a for spec, a in zip(op.inputs, args)}}
        result = lambda: eval(op.python.source, env)   # noqa: E731, S307 - numpy, and no LAPACK SVD here
        want = outcome(result if len(op.outputs) > 1 else lambda: [result()])
    for mode in MODES:
        got = outcome(lambda: compiled(name, props, dtype, mode)(*args))
        if isinstance(want, type):
            assert got is want, f"{name}{props} in {mode}: {got}, numpy raises {want.__name__}"
        else:
            assert not isinstance(got, type), f"{name}{props} in {mode} raised {got.__name__}, numpy gives {want}"
            for g, w in zip(got, want):
                np.testing.assert_array_equal(g, w, err_msg=f"{name}{props} in {mode}")


@settings(max_examples=40, deadline=None)
@given(dtype=st.sampled_from(["float32", "float64", "complex64", "complex128"]), order=st.sampled_from("<>=|"),
       data=st.data())
def test_svd_input_refuses_nonfinite_in_any_byte_order(dtype, order, data):
    """The check in front of LAPACK's SVD reads the dtype whatever its byte order: a big-endian
    float32 holding -inf passed unchecked (``'>f4' != float32``) and numpy's lstsq never returned
    (the shape fuzz found it through Lstsq's python:)."""
    from opspec.tensor.kernels import svd_input
    a = data.draw(nonfinite_matrices("float64", 3, 2)).astype(np.dtype(dtype).newbyteorder(order))
    with pytest.raises(np.linalg.LinAlgError):
        svd_input(a)
    finite = np.ones((3, 2), dtype=np.dtype(dtype).newbyteorder(order))
    assert svd_input(finite) is not None
