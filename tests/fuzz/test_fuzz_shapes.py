"""Every op of the standard library, read only for its shape, against numpy (docs/shapes.md).

The cases are the per-op fuzz's (test_fuzz_ops). ``op(...).shape`` compiled in FAST_RUN (where
the ShapeFeature lifts it from the inputs' shapes and the op is not computed) must be numpy's
result's shape; where numpy raises an error that depends only on shapes and props (it raises
it for every probe of the inputs' shapes and dtypes: fuzz_reach.stand_in), the shape must
raise its class too. An error that depends on values may vanish: those cases check nothing.
"""
from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

from fuzz_oracle import attempt, same_error_class
from fuzz_reach import probes
from fuzz_settings import CASES, fuzz_settings
from fuzz_specs import OPS, coerced, evaluate, refused, weak_arrays
from test_fuzz_ops import build, op_cases

import pytest


@pytest.mark.parametrize("name", sorted(OPS))
@fuzz_settings(bounded=3, share=0.5)
@given(data=st.data())
def test_shapes_alone_raise_what_the_op_raises(name, data):
    case = data.draw(op_cases(name), label="case")
    CASES["shapes"] += 1
    op = case.op
    if refused(op, case.args, case.props):          # a dtype the spec does not admit: test_fuzz_ops' business
        return
    read = attempt(lambda: coerced(op, weak_arrays(op, case.args)), "numpy")
    fn = lambda *a: evaluate(op, op.python.source, case.props, list(a))   # noqa: E731
    # a Python int no dtype here holds (2**63 next to int64) is numpy's OverflowError whatever
    # the arrays hold: the op must refuse it when built
    want = attempt(lambda: fn(*read.values), "numpy") if read.ok else read
    if not want.ok and read.ok and error_depends_on_values(fn, read.values, want.error):
        return                          # numpy's error depends on values: the shape cannot say which
    got = attempt(lambda: shapes(case), "call")
    where = f"{case.spec.path}: {case}\n  "
    if not want.ok:
        if got.ok and known_when_built(case):
            return                      # docs/shapes.md's limit: a constant shape reads no input
        assert not got.ok and same_error_class(got.error, want.error), \
            f"{where}numpy raises {want.error!r} (for any values of these shapes); the shape alone gives {got}"
        return
    assert got.ok, f"{where}numpy gives shapes {[v.shape for v in want.values]}; the shape alone {got}"
    assert [tuple(s) for s in got.values] == [v.shape for v in want.values], \
        f"{where}the shape alone is {got.values}, numpy's {[v.shape for v in want.values]}"


def error_depends_on_values(fn, operands, error) -> bool:
    """Whether numpy's outcome for operands of these shapes and dtypes changes with their values:
    another probe computes, or raises another error (np.add.at checks its index values before v's
    shape, so an index out of bounds is its IndexError where a v that does not fit is otherwise
    its ValueError). A shape alone cannot know which comes: docs/shapes.md's limit."""
    for probe in probes(operands):
        got = attempt(lambda: fn(*probe), "probe")
        if got.ok or not same_error_class(got.error, error):
            return True
    return False


def known_when_built(case) -> bool:
    """Whether every output's shape is known when the graph is built (a full reduction's (),
    ``max(x, keepdims=True)``'s ones) although the inputs' sizes are not: the shape is then a
    constant, and only building with known sizes or computing the value can refuse them."""
    _, outputs = build(case)
    unknown = any(None in shape for shape in case.static)
    return unknown and all(None not in o.type.shape for o in outputs)


def shapes(case):
    """The shapes of the op's outputs, compiled in FAST_RUN without the op's values."""
    inputs, outputs = build(case)
    f = opspec.function(inputs, [ot.shape(o) for o in outputs], mode="FAST_RUN", on_unused_input="ignore")
    return [np.asarray(s) for s in f(*case.arrays)]
