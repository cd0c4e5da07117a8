"""``config.fast_call=False``: a call is plain Python from ``Function.__call__`` down to each
thunk (what a debugger steps through), and computes what the fast path computes."""
import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.executor import Function
from opspec.configuration import config
from opspec.link.c.thunk import PlainCThunk


def compile_both(inputs, outputs, **kwargs):
    """(fast, plain) functions of the same graph."""
    with config.change(fast_call=True):
        fast = opspec.function(inputs, outputs, **kwargs)
    with config.change(fast_call=False):
        plain = opspec.function(inputs, outputs, **kwargs)
    return fast, plain


def frames_of(call):
    """The source files of every Python frame ``call()`` runs (sys.settrace sees them all)."""
    files = []

    def tracer(frame, event, arg):
        if event == "call":
            files.append(frame.f_code.co_filename)
        return None

    sys.settrace(tracer)
    try:
        call()
    finally:
        sys.settrace(None)
    return files


def test_a_plain_call_runs_only_code_from_source_files():
    x, y = ot.dvector("x"), ot.dmatrix("y")
    fast, plain = compile_both([x, y], [(ot.exp(x) * y + 1).sum(axis=1), ot.dot(y, x)])
    a, b = np.linspace(0, 1, 4), np.ones((3, 4))
    files = frames_of(lambda: plain(a, b))
    made = [f for f in files if not os.path.isfile(f)]
    assert not made, f"code made at run time ran: {sorted(set(made))}"
    here = {os.path.basename(f) for f in files}
    assert {"executor.py", "vm.py", "thunk.py"} <= here       # Function._run, VM.run_plain, PlainCThunk
    assert type(plain).__call__ is Function.__call__ and plain.vm.run == plain.vm.run_plain
    assert any(isinstance(unit, PlainCThunk) for unit, _, _ in plain.vm.units)
    assert not any(hasattr(unit, "program") for unit, _, _ in plain.vm.units)
    # the fast path of the same graph runs code made for it (or one C builtin: no Python at all)
    assert type(fast).__call__ is not Function.__call__
    for got, want in zip(plain(a, b), fast(a, b)):
        np.testing.assert_array_equal(got, want)


def test_the_flag_comes_from_the_environment():
    code = "import opspec; print(opspec.config.fast_call)"
    env = dict(os.environ, OPSPEC_FLAGS="fast_call=False")
    out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_the_path_is_chosen_when_compiling():
    x = ot.dvector("x")
    with config.change(fast_call=False):
        f = opspec.function([x], ot.exp(x))
    f.trust_input = True            # changing a call option keeps the plain call
    assert type(f).__call__ is Function.__call__
    np.testing.assert_allclose(f(np.zeros(3)), np.ones(3))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from([1, 3]), min_size=0, max_size=3),
       st.lists(st.sampled_from([1, 3]), min_size=0, max_size=3),
       st.sampled_from(["float64", "float32", "int32"]))
def test_plain_c_elemwise_equals_the_fast_path(xs, ys, dtype):
    x = ot.tensor(dtype, shape=(None,) * len(xs), name="x")
    y = ot.tensor("float64", shape=(None,) * len(ys), name="y")
    fast, plain = compile_both([x, y], [ot.maximum(x, y) * 2 - ot.exp(y), x + 1])
    a = np.arange(int(np.prod(xs)), dtype=dtype).reshape(xs)
    b = np.linspace(-1, 1, int(np.prod(ys))).reshape(ys)
    for got, want in zip(plain(a, b), fast(a, b)):
        np.testing.assert_array_equal(got, want)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.data(), st.booleans())
def test_plain_c_reductions_equal_the_fast_path(shape, data, keepdims):
    axis = tuple(data.draw(st.sets(st.integers(0, len(shape) - 1), min_size=1)))
    x = ot.tensor("float64", shape=(None,) * len(shape), name="x")
    fast, plain = compile_both([x], [x.sum(axis=axis, keepdims=keepdims), x.max(axis=axis, keepdims=keepdims)])
    a = np.random.default_rng(len(shape)).normal(size=shape)
    for got, want in zip(plain(a), fast(a)):
        np.testing.assert_array_equal(got, want)


def test_plain_c_thunks_fail_as_the_fast_ones_do():
    x, y = ot.dvector("x"), ot.dvector("y")
    fast, plain = compile_both([x, y], x * y)
    for f in (fast, plain):
        with pytest.raises(ValueError, match="do not broadcast") as err:
            f(np.ones(3), np.ones(4))
        assert "while running node" in "".join(getattr(err.value, "__notes__", []))
    table, rows = ot.dmatrix("table"), ot.lvector("rows")
    fast, plain = compile_both([table, rows], ot.advanced_subtensor1(table, rows))
    for f in (fast, plain):
        with pytest.raises(IndexError):
            f(np.ones((3, 2)), np.array([0, 5]))


def test_plain_c_inplace_updates_write_into_the_shared_value():
    w = opspec.shared(np.ones(5), name="w")
    x = ot.dvector("x")
    g = opspec.grad(((w - x) ** 2).sum(), w)
    with config.change(fast_call=False):
        step = opspec.function([x], [], updates=[(w, w - 0.25 * g)])
    before = w.get_value(borrow=True)
    step(np.zeros(5))
    np.testing.assert_allclose(w.get_value(), 0.5 * np.ones(5))
    assert any(node.op.destroy_map for node in step.maker.fgraph.apply_nodes)
    assert w.get_value(borrow=True) is before       # overwritten in place, as on the fast path
