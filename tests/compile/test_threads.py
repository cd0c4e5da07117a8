"""Calls of one compiled function from several threads: every call gets its own results.

A function that is one C program runs without the GIL on large arrays; its program's slots and
buffers are used by one call at a time, and a call finding them in use works on a copy. Any
other function (Python nodes, the VM) serves one call at a time. A call from inside its own
call is refused instead of overwriting the outer call's values."""
import threading

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.compile.ops import wrap_py


def _hammer(cases, threads=4, calls=25):
    """Run random cases from several threads at once; the (thread, case, size) of wrong results."""
    wrong, errors = [], []
    start = threading.Barrier(threads)

    def work(seed):
        rng = np.random.default_rng(seed)
        start.wait()
        try:
            for _ in range(calls):
                k = int(rng.integers(len(cases)))
                f, expected, make = cases[k]
                values = make(rng)
                if not np.allclose(f(*values), expected(*values)):
                    wrong.append((seed, k, values[0].shape))
        except Exception as exc:    # noqa: BLE001 - reported below
            errors.append(exc)

    workers = [threading.Thread(target=work, args=(seed,)) for seed in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    assert not errors, errors
    return wrong


def test_one_program_functions_called_from_many_threads_at_once():
    x, y = ot.dvector("x"), ot.dmatrix("y")
    f = opspec.function([x], ot.exp(x) * 2 + ot.log1p(x * x))
    g = opspec.function([y], [(ot.exp(y) * y).sum(axis=1), ot.tanh(y) - 1])
    assert hasattr(type(f).__call__, "__self__")      # the C builtin: no Python between
    cases = [
        (f, lambda a: np.exp(a) * 2 + np.log1p(a * a), lambda rng: [rng.random(int(rng.integers(10, 300_000)))]),
        (lambda a: g(a)[0], lambda a: (np.exp(a) * a).sum(axis=1),
         lambda rng: [rng.random((int(rng.integers(1, 600)), 500))]),
        (lambda a: g(a)[1], lambda a: np.tanh(a) - 1, lambda rng: [rng.random((int(rng.integers(1, 600)), 70))]),
    ]
    assert _hammer(cases) == []


@pytest.mark.parametrize("mode", ["FAST_RUN", "c", "FAST_COMPILE"])
def test_functions_through_the_vm_called_from_many_threads_at_once(mode):
    x, w = ot.dmatrix("x"), ot.dvector("w")
    mode = Mode("c") if mode == "c" else mode
    f = opspec.function([x, w], ot.exp(ot.dot(x, w)) * 2 + 1, mode=mode)      # a BLAS node, then C
    g = opspec.function([x, w], ot.exp(x * w) * 2 + 1, mode=mode)
    cases = [
        (f, lambda a, b: np.exp(a @ b) * 2 + 1, lambda rng: [rng.random((int(rng.integers(50, 700)), 300)),
                                                               rng.random(300)]),
        (g, lambda a, b: np.exp(a * b) * 2 + 1, lambda rng: [rng.random((int(rng.integers(50, 700)), 300)),
                                                               rng.random(300)]),
    ]
    assert _hammer(cases, calls=15) == []


def test_a_call_from_inside_its_own_call_is_refused():
    holder = {}

    @wrap_py(itypes=[ot.dvector], otypes=[ot.dvector])
    def again(v):
        return holder["f"](v) if v.size > 1 else v

    x = ot.dvector("x")
    holder["f"] = f = opspec.function([x], again(x) + 1)
    np.testing.assert_allclose(f(np.ones(1)), [2.0])
    with pytest.raises(RuntimeError, match="from inside its own call"):
        f(np.ones(3))
    np.testing.assert_allclose(f(np.zeros(1)), [1.0])     # the refusal left the function usable
