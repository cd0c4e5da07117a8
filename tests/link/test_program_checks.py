"""CheckAndRaise as a step of a C program (opspec/link/c/steps.py, opspec_program.c): the
runner reads the conditions and passes the value on; a false one raises exactly what the op's
perform raises (class and message), and leaves the inputs and the outputs' cells untouched."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.kernels.abi import Slot
from opspec.link.c.program import runner
from opspec.raise_op import Assert, CheckAndRaise

pytestmark = pytest.mark.skipif(runner() is None, reason="no C compiler: programs are never formed")


class Custom(Exception):
    pass


EXCEPTIONS = [(ValueError, "shape mismatch: objects cannot be broadcast"), (IndexError, "index out of range"),
              (Custom, "a user's own check"), (np.linalg.LinAlgError, "")]


def programs(f):
    return [t.program for t, _, _ in f.vm.units if hasattr(t, "program")]


def checks_in_programs(f):
    return [node for p in programs(f) for node in p.nodes if isinstance(node.op, CheckAndRaise)]


def graph(exc, msg):
    """Kernels before and after a check on a matrix (conditions computed by steps), a check on
    a 0-d value read outside the program, and one whose value is an output."""
    x, y = ot.dmatrix("x"), ot.dvector("y")
    e = ot.exp(x) * 2.0
    checked = CheckAndRaise(exc, msg)(e, ot.gt(e.sum(), 1.0), ot.eq(x.shape[1], y.shape[0]))
    n = CheckAndRaise(exc, msg)(x.shape[0], ot.ge(x.shape[0], 1))
    out = (checked + y).sum(axis=1) / ot.cast(n, "float64")
    return [x, y], [out, Assert("y is positive")(y * 1.0, ot.all(ot.gt(y, 0)))]


def reference(x, y):
    return (np.exp(x) * 2.0 + y).sum(axis=1) / x.shape[0], y * 1.0


@pytest.mark.parametrize("exc, msg", EXCEPTIONS)
def test_a_failing_check_raises_what_perform_raises(exc, msg):
    ins, outs = graph(exc, msg)
    f = opspec.function(ins, outs)
    plain = opspec.function(ins, outs, mode="FAST_COMPILE")
    assert len(checks_in_programs(f)) == 3
    x, y = np.random.default_rng(0).random((3, 4)), np.random.default_rng(1).random(4) + 0.5
    for want, got in zip(reference(x, y), f(x, y)):
        np.testing.assert_allclose(got, want)
    for bad, raised in [((np.full((3, 4), -50.0), y), exc), ((x, np.ones(5)), exc), ((np.ones((0, 4)), y), exc),
                        ((x, -y), AssertionError)]:
        with pytest.raises(raised) as from_c:
            f(*bad)
        with pytest.raises(raised) as from_perform:
            plain(*bad)
        assert type(from_c.value) is type(from_perform.value)
        assert str(from_c.value) == str(from_perform.value)
        assert from_c.value.args == from_perform.value.args


def test_a_failing_check_leaves_inputs_and_outputs_untouched():
    ins, outs = graph(ValueError, "no")
    f = opspec.function(ins, outs)
    x, y = np.random.default_rng(0).random((3, 4)), np.random.default_rng(1).random(4) + 0.5
    good = [v.copy() for v in f(x, y)]
    cells = [f.vm.storage_map[v] for v in f.maker.fgraph.outputs]
    before = [cell[0] for cell in cells]
    bad_x, bad_y = np.full((3, 4), -50.0), y.copy()
    with pytest.raises(ValueError) as info:
        f(bad_x, bad_y)
    assert info.value.args == ("no",)
    np.testing.assert_array_equal(bad_x, np.full((3, 4), -50.0))
    np.testing.assert_array_equal(bad_y, y)
    assert all(cell[0] is b for cell, b in zip(cells, before))
    for want, got in zip(good, f(x, y)):      # the program's state was given back
        np.testing.assert_array_equal(got, want)


def test_whole_function_as_one_program():
    """The builtin call (no Python per call) raises through the function's Python call."""
    x = ot.dvector("x")
    f = opspec.function([x], CheckAndRaise(Custom, "empty")(ot.exp(x) + 1.0, ot.gt(x.shape[0], 0)) * 3.0)
    [program] = programs(f)
    assert len(program.nodes) == len(f.vm.nodes)
    np.testing.assert_allclose(f(np.arange(3.0)), (np.exp(np.arange(3.0)) + 1.0) * 3.0)
    with pytest.raises(Custom) as info:
        f(np.zeros(0))
    assert info.value.args == ("empty",)
    np.testing.assert_allclose(f(np.ones(2)), (np.e + 1.0) * 3.0)


def test_a_checked_value_read_by_python_is_passed_on_not_copied():
    """The check's value is its source's memory: a value a Python node (BLAS) reads is computed
    into the array handed out, and the check's slot aliases it."""
    x, w = ot.dmatrix("x"), ot.dmatrix("w")
    checked = Assert("square")(ot.exp(x) * 2.0, ot.eq(x.shape[0], x.shape[1]))
    f = opspec.function([x, w], ot.tanh(checked @ w) + 1.0)
    [check] = checks_in_programs(f)
    [program] = [p for p in programs(f) if check in p.nodes]
    assert program.slots[program.slot_of[check.outputs[0]]].kind == Slot.ALIAS
    v = np.random.default_rng(0).random((3, 3))
    np.testing.assert_allclose(f(v, v), np.tanh((np.exp(v) * 2.0) @ v) + 1.0)
    with pytest.raises(AssertionError) as info:
        f(np.ones((2, 3)), v)
    assert info.value.args == ("square",)


def test_a_subclass_with_its_own_perform_is_not_a_step():
    class Doubling(CheckAndRaise):
        def perform(self, node, inputs, output_storage):
            super().perform(node, inputs, output_storage)
            output_storage[0][0] = inputs[0] * 2

    x = ot.dvector("x")
    f = opspec.function([x], Doubling(ValueError, "no")(ot.exp(x), ot.gt(x.sum(), 0)) + 1.0)
    assert checks_in_programs(f) == []
    np.testing.assert_allclose(f(np.ones(2)), 2 * np.e + 1.0)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 4), st.integers(0, 4), st.booleans())
def test_checks_in_programs_match_perform(n, m, transpose):
    """Shapes (empty ones too) and layouts: values and errors as the Python path's."""
    ins, outs = graph(ValueError, "checked")
    f, plain = _compiled(ins, outs)
    x = np.random.default_rng(n).random((m, n) if transpose else (n, m))
    x = x.T if transpose else x
    y = np.random.default_rng(m).random(m) + 0.5
    try:
        want = plain(x, y)
    except ValueError as err:
        with pytest.raises(ValueError) as info:
            f(x, y)
        assert info.value.args == err.args
        return
    for w, g in zip(want, f(x, y)):
        np.testing.assert_allclose(g, w)


_cache = {}


def _compiled(ins, outs):
    if "f" not in _cache:       # one compile for every example
        _cache["f"] = opspec.function(ins, outs), opspec.function(ins, outs, mode="FAST_COMPILE")
    return _cache["f"]


def test_checked_views_and_constants_read_outside_are_copied():
    """A check of a view (a transpose) or of a constant is a view of it; read outside, it is
    copied into its own array, as the view it checks would be."""
    x = ot.dmatrix("x")
    ok = ot.gt(x.sum(), 0.0)
    table = ot.constant(np.arange(6.0).reshape(2, 3))
    outs = [CheckAndRaise(ValueError, "t")(x.T, ok), CheckAndRaise(ValueError, "c")(table, ok) * x, ot.exp(x) * 2.0]
    f = opspec.function([x], outs)
    assert len(checks_in_programs(f)) == 2
    v = np.random.default_rng(0).random((2, 3))
    for got, want in zip(f(v), [v.T, np.arange(6.0).reshape(2, 3) * v, np.exp(v) * 2.0]):
        np.testing.assert_allclose(got, want)
    with pytest.raises(ValueError) as info:
        f(-v)
    assert info.value.args in {("t",), ("c",)}



@pytest.mark.parametrize("rows, fails", [(3, False), (1, True), (4, True), (0, True)])
def test_a_check_in_a_scan_step_raises_first(rows, fails):
    """A scan's step is one C program (opspec/scan/loop.py; step 0 through the compiled inner
    function, which fixes the shapes of the rest). A check that fails raises its own error, also
    where the kernels after it would fail on their shapes (4 or 0 against 3: STEPWISE, the step
    runs again node by node, so the check comes first), as FAST_COMPILE's node-by-node run does."""
    from opspec.scan import scan
    x, y = ot.dmatrix("x"), ot.dvector("y")

    def step(row, acc, y):
        checked = CheckAndRaise(Custom, "a row of x is not y's size")(ot.exp(row) * 2.0, ot.eq(row.shape[0], y.shape[0]))
        return acc + (checked + y) * 0.5

    out = scan(step, sequences=[x], outputs_info=[ot.zeros_like(y)], non_sequences=[y], return_updates=False)
    f, plain = opspec.function([x, y], out), opspec.function([x, y], out, mode="FAST_COMPILE")
    values = np.random.default_rng(0).random((2, rows)), np.arange(3.0)
    if not fails:
        np.testing.assert_allclose(f(*values), plain(*values))
        return
    for g in (f, plain):
        with pytest.raises(Custom) as info:
            g(*values)
        assert info.value.args == ("a row of x is not y's size",)
