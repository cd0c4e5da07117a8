"""How a Scan runs: the step compiled once, steps in C when the step is one C program (else the
compiled function per step), and both ways giving the same values for any loop."""
import threading

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.ops import wrap_py
from opspec.scan import scan, until
from opspec.scan.op import Scan

rng = np.random.default_rng(3)


def scan_op(f):
    return next(n.op for n in f.maker.fgraph.toposort() if isinstance(n.op, Scan))


def rnn():
    """A recurrence whose step is all C kernels (elementwise and a reduction)."""
    X, h0, w = ot.dmatrix("X"), ot.dvector("h0"), ot.dvector("w")
    hs = scan(lambda xt, h, w: ot.tanh(h * w + xt + (h * h).sum() * 0.1), sequences=X, outputs_info=h0,
              non_sequences=w, return_updates=False)
    return [X, h0, w], hs


def rnn_reference(X, h, w):
    out = []
    for xt in X:
        h = np.tanh(h * w + xt + (h * h).sum() * 0.1)
        out.append(h)
    return np.array(out).reshape(len(X), -1)


def test_the_step_is_compiled_once_and_runs_in_c():
    ins, hs = rnn()
    f = opspec.function(ins, hs)
    op = scan_op(f)
    runner = op.runner("c")
    assert runner.c_steps is not None and runner.impl == "c"
    assert dict((type(n.op).__name__, impl) for n, impl in f.node_impls())["Scan"] == "c"
    for n in (1, 5, 40):
        values = [rng.random((n, 3)), rng.random(3), rng.random(3)]
        np.testing.assert_allclose(f(*values), rnn_reference(*values))
    assert op.runner("c") is runner and op.fn is runner.fn      # the same compiled step every call
    g = opspec.function(ins, hs * 2)
    assert scan_op(g).runner("c") is runner                    # and in every function using the Op


def test_a_step_that_is_not_one_c_program_runs_the_compiled_function_per_step():
    @wrap_py(itypes=[ot.dscalar], otypes=[ot.dscalar])
    def halve(v):
        return np.asarray(v / 2)

    x, h0 = ot.dvector("x"), ot.dscalar("h0")
    hs = scan(lambda xt, h: halve(h) + ot.exp(xt), sequences=x, outputs_info=h0, return_updates=False)
    f = opspec.function([x, h0], hs)
    assert scan_op(f).runner("c").c_steps is None
    xv, expected, h = rng.random(6), [], 1.0
    for v in xv:
        h = h / 2 + np.exp(v)
        expected.append(h)
    np.testing.assert_allclose(f(xv, 1.0), expected)


@st.composite
def loops(draw):
    """A recurrence with random taps, widths, step counts, direction and stopping point."""
    taps = sorted(draw(st.sets(st.integers(-3, -1), min_size=1, max_size=3)))
    seq_taps = sorted(draw(st.sets(st.integers(-2, 2), min_size=1, max_size=2)))
    width = draw(st.integers(1, 3))
    steps = draw(st.integers(1, 7))
    backwards = draw(st.booleans())
    limit = draw(st.one_of(st.none(), st.floats(1.0, 20.0)))
    return taps, seq_taps, width, steps, backwards, limit


@settings(max_examples=12, deadline=None)
@given(loops())
def test_steps_in_c_equal_steps_in_python_and_numpy(case):
    taps, seq_taps, width, steps, backwards, limit = case
    depth = -min(taps)
    span = max(max(seq_taps), 0) - min(min(seq_taps), 0)
    x, a0 = ot.dmatrix("x"), ot.dmatrix("a0")

    def step(*args):
        xs, olds = args[:len(seq_taps)], args[len(seq_taps):]
        new = ot.sin(sum(o * (k + 1) for k, o in enumerate(olds))) + sum(xs) * 0.5
        return (new, new.sum()) if limit is None else ((new, new.sum()), until(new.sum() > limit))

    initial = a0[0] if taps == [-1] else a0         # the tap -1 alone: the state itself, no leading axis
    out, total = scan(step, sequences=dict(input=x, taps=seq_taps), return_updates=False,
                      outputs_info=[dict(initial=initial, taps=taps), None], go_backwards=backwards)
    xv, a0v = rng.random((steps + span, width)), rng.random((depth, width))
    trace, sums = list(a0v), []
    rows = xv[::-1] if backwards else xv
    low = -min(min(seq_taps), 0)
    for t in range(steps):
        if backwards:       # each tap's slice is reversed on its own (PyTensor's convention)
            xs = [xv[len(xv) - 1 - t - (max(max(seq_taps), 0) - k)] for k in seq_taps]
        else:
            xs = [rows[low + t + k] for k in seq_taps]
        new = np.sin(sum(trace[len(trace) + tap] * (k + 1) for k, tap in enumerate(taps))) + sum(xs) * 0.5
        trace.append(new)
        sums.append(new.sum())
        if limit is not None and new.sum() > limit:
            break
    fast = opspec.function([x, a0], [out, total])
    slow = opspec.function([x, a0], [out, total], mode="FAST_COMPILE")
    assert scan_op(fast).runner("c").c_steps is not None
    for f in (fast, slow):
        got = f(xv, a0v)
        np.testing.assert_allclose(got[0], np.array(trace[depth:]))
        np.testing.assert_allclose(got[1], sums)


def test_arrays_c_cannot_take_finish_in_python():
    ins, hs = rnn()
    f = opspec.function(ins, hs)
    buffer = np.zeros(6 * 3 * 8 + 1, dtype=np.uint8)
    unaligned = np.frombuffer(buffer[1:].data, dtype=np.float64).reshape(6, 3)     # misaligned rows
    unaligned.flags.writeable = True
    unaligned[...] = rng.random((6, 3))
    values = [unaligned, rng.random(3), rng.random(3)]
    assert not unaligned.flags.aligned
    np.testing.assert_allclose(f(*values), rnn_reference(*values))
    swapped = values[0].astype(">f8")
    np.testing.assert_allclose(f(swapped, *values[1:]), rnn_reference(*values))


def test_calls_from_several_threads_share_the_compiled_step():
    ins, hs = rnn()
    f = opspec.function(ins, hs)
    g = f.copy()            # a function of its own over the same Op: the step's state is not shared
    cases = [[rng.random((30, 3)), rng.random(3), rng.random(3)] for _ in range(8)]
    results, errors = {}, []

    def work(fn, k):
        try:
            for _ in range(5):
                results[k] = fn(*cases[k])
        except Exception as err:        # reported below
            errors.append(err)

    threads = [threading.Thread(target=work, args=(f if k % 2 else g, k)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for k, values in enumerate(cases):
        np.testing.assert_allclose(results[k], rnn_reference(*values))


@pytest.mark.filterwarnings("ignore::DeprecationWarning")     # updates need return_updates=True
def test_outputs_never_share_memory_with_inputs_or_each_other():
    x, h0 = ot.dvector("x"), ot.dscalar("h0")
    counter = opspec.shared(np.array(0.0))
    hs, updates = scan(lambda xt, h: (h + xt, {counter: counter + 1}), sequences=x, outputs_info=h0)
    f = opspec.function([x, h0], [hs, hs * 1], updates=updates)
    xv = rng.random(5)
    a, b = f(xv, 0.0)
    assert not np.shares_memory(a, xv) and not np.shares_memory(a, b)
    assert counter.get_value() == 5


@pytest.mark.parametrize("mode", ["FAST_RUN", "DebugMode"])
def test_inner_graph_errors_name_the_step(mode):
    X, h0 = ot.dmatrix("X"), ot.dvector("h0")
    hs = scan(lambda xt, h: h * xt, sequences=X, outputs_info=h0, return_updates=False)
    f = opspec.function([X, h0], hs, mode=mode)
    with pytest.raises(ValueError, match="broadcast|shape"):
        f(np.ones((3, 2)), np.ones(3))


def test_pickled_functions_and_ops_compile_their_step_again():
    import pickle
    ins, hs = rnn()
    f = opspec.function(ins, hs)
    values = [rng.random((6, 3)), rng.random(3), rng.random(3)]
    g = pickle.loads(pickle.dumps(f))
    np.testing.assert_allclose(g(*values), rnn_reference(*values))
    op = scan_op(f)
    back = pickle.loads(pickle.dumps(op))
    assert back == op and hash(back) == hash(op) and not back._runners


def test_the_step_is_compiled_in_the_mode_scan_was_given():
    x, h0 = ot.dvector("x"), ot.dscalar("h0")
    hs = scan(lambda v, h: h * 0.5 + v, sequences=x, outputs_info=h0, mode="FAST_COMPILE", return_updates=False)
    f = opspec.function([x, h0], hs)
    runner = scan_op(f).runner("c")
    assert runner.impl == "py" and runner.c_steps is None
    np.testing.assert_allclose(f(np.ones(3), 0.0), [1.0, 1.5, 1.75])
