"""The fuzz oracle's rule for values never needed (fuzz_reach), on hand-built graphs of spec
ops: a value-dependent error of a step whose value reaches no output is excused; the same error
where the value reaches an output is not; a shape error is required even through a shape-only
use; and opspec, compiled, keeps to what the oracle allows."""
from __future__ import annotations

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.testing.spec_checks import module_of

from fuzz_oracle import attempt
from fuzz_reach import excused, expected, reached
from fuzz_specs import OPS, coerced, evaluate, shape_only_inputs


def step(name, **props):
    """(numpy function, shape-only positions) of a spec op, and its opspec class."""
    spec_file, op = OPS[name]
    fn = lambda *a: evaluate(op, op.python.source, props, coerced(op, a))[0]   # noqa: E731
    return fn, shape_only_inputs(op), getattr(module_of(spec_file), op.name)(**props)


QUANTILE = step("stats.Quantile", axis=None, keepdims=False, method="nearest")
SUM_TO_SHAPE = step("shape.SumToShape")
SHAPE = step("shape.Shape")
ADD = step("arith.Add")
CHOLESKY = step("slinalg.Cholesky", lower=True)
DOT = (lambda x, y: np.dot(x, y), frozenset(), ot.dot)


def graph(*steps):
    """Steps as fuzz_reach reads them: (numpy function, operand indices, shape-only positions)."""
    return [(s[0], refs, s[1]) for s, refs in steps]


def test_only_shape_reading_operands_are_shape_only():
    assert SUM_TO_SHAPE[1] == {1} and SHAPE[1] == {0} and not QUANTILE[1] and not ADD[1]


def test_reachability_by_value_stops_at_shape_only_operands():
    # in0, in1; v0 = quantile(in0, in0) at 2; v1 = sum_to_shape(in1, v0) at 3
    steps = graph((QUANTILE, [0, 0]), (SUM_TO_SHAPE, [1, 2]))
    assert reached(2, steps, [3], by_value=False) == {0, 1, 2, 3}
    assert reached(2, steps, [3], by_value=True) == {1, 3}


BAD_Q = [np.full((3, 3), 5.0), np.ones((3, 3))]     # quantiles out of [0, 1]: a value error


def test_value_error_of_a_value_dead_step_is_excused():
    want = expected(2, graph((QUANTILE, [0, 0]), (SUM_TO_SHAPE, [1, 2])), [3], BAD_Q)
    assert want.error is None and len(want.excused) == 1 and isinstance(want.excused[0], ValueError)
    np.testing.assert_array_equal(want.values[3], np.ones((3, 3)))


def test_value_error_of_a_value_live_step_must_be_raised():
    for steps, out in [(graph((QUANTILE, [0, 0])), 2),
                       (graph((QUANTILE, [0, 0]), (ADD, [1, 2]), (SUM_TO_SHAPE, [3, 1])), 4),
                       (graph((QUANTILE, [0, 0]), (SUM_TO_SHAPE, [2, 1])), 3)]:    # as x, not like
        want = expected(2, steps, [out], BAD_Q)
        assert isinstance(want.error, ValueError) and "Quantiles" in str(want.error)


def test_shape_error_through_a_shape_only_use_must_be_raised():
    arrays = [np.ones((2, 3)), np.ones((4, 5))]
    for use in (SUM_TO_SHAPE, SHAPE):
        refs = [0, 2] if use is SUM_TO_SHAPE else [2]
        want = expected(2, graph((DOT, [0, 1]), (use, refs)), [3], arrays)
        assert isinstance(want.error, ValueError), use


def test_value_error_of_a_linalg_step_read_for_its_shape_is_excused():
    not_pd = -np.eye(3)          # cholesky of a negative definite matrix: LinAlgError, by value
    want = expected(1, graph((CHOLESKY, [0]), (SUM_TO_SHAPE, [0, 1])), [2], [not_pd])
    assert want.error is None and isinstance(want.excused[0], np.linalg.LinAlgError)


def test_excused_matches_error_classes_only():
    want = expected(2, graph((QUANTILE, [0, 0]), (SUM_TO_SHAPE, [1, 2])), [3], BAD_Q)
    assert excused(want, attempt(lambda: np.quantile(1.0, 2.0), "call"))          # ValueError
    assert not excused(want, attempt(lambda: [][1], "call"))                      # IndexError
    assert not excused(want, attempt(lambda: 1, "call"))                          # no error


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_opspec_keeps_to_the_rule(mode):
    """A value-dead quantile may raise or not; a live one raises; a dot of mismatched shapes
    read only for its shape raises numpy's ValueError."""
    x, y = ot.tensor("float64", (3, 3), name="x"), ot.tensor("float64", (3, 3), name="y")
    q = QUANTILE[2](x, x)
    dead = opspec.function([x, y], SUM_TO_SHAPE[2](y, q), mode=mode)
    got = attempt(lambda: dead(*BAD_Q), "call")
    assert isinstance(got.error, ValueError) or np.array_equal(got.values, np.ones((3, 3)))
    live = opspec.function([x, y], SUM_TO_SHAPE[2](q, y), mode=mode)
    with pytest.raises(ValueError, match="Quantiles"):
        live(*BAD_Q)
    a, b = ot.matrix("a"), ot.matrix("b")
    for use in (lambda d: d.shape, lambda d: d.shape[0], lambda d: SUM_TO_SHAPE[2](ot.zeros_like(d), d)):
        f = opspec.function([a, b], use(DOT[2](a, b)), mode=mode, on_unused_input="ignore")
        with pytest.raises(ValueError):
            f(np.ones((2, 3)), np.ones((4, 5)))
