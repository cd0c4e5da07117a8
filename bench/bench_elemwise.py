"""numpy vs opspec (C kernels) vs opspec (perform) vs JAX jit and torch.compile, on single
elementwise ops and reductions.

Run by ``make bench`` (after ``make build``, so no compile time is measured). Every result is
checked against numpy, then all implementations of one case are timed round-robin (``peers.py``:
median per call); ratios are opspec time / numpy time and / the best peer (lower is better).
The opspec functions are compiled in FAST_RUN; the "py" column forces the perform linker. A
column of which implementations ran keeps the numbers honest when a rewrite changes the graph.
JAX and torch.compile rows need ``pip install '.[bench]'`` (a '-' when missing).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (before numpy: it sets OMP_WAIT_POLICY)
from peers import JAX, NUMPY, TORCH, fmt, jax_row, numpy_row, opspec_row, torch_row  # noqa: E402

import numpy as np  # noqa: E402

import opspec  # noqa: E402
import opspec.tensor as ot  # noqa: E402
from opspec.compile.mode import get_mode  # noqa: E402

SIZES = (10**3, 10**5, 10**6, 10**7)
OPSPEC_C, OPSPEC_PY = "opspec C", "opspec py"
COLUMNS = (NUMPY, JAX, TORCH, OPSPEC_C, OPSPEC_PY)


def _vector(n, rng):
    return rng.random(n)


def _matrix(n, rng):
    return rng.random((n // 100, 100)) if n >= 100 else rng.random((1, n))


# name, the expression on an array namespace (numpy, jax.numpy, torch), the same on
# opspec.tensor when it differs (torch's max(axis) returns indices too: amax), input maker
CASES = [
    ("exp(x)", lambda xp, x, y: xp.exp(x), None, _vector),
    ("x * y + 1", lambda xp, x, y: x * y + 1.0, None, _vector),
    ("x > y", lambda xp, x, y: x > y, None, _vector),
    ("sum(x)", lambda xp, x, y: x.sum(), None, _vector),
    ("max(m, axis=0)", lambda xp, x, y: xp.amax(x, axis=0), lambda ot, x, y: ot.max(x, axis=0), _matrix),
    ("sum(m, axis=1)", lambda xp, x, y: x.sum(axis=1), None, _matrix),
]


def case_rows(fn, graph, args):
    graph = graph or fn
    return [numpy_row(fn, args), jax_row(fn, args), torch_row(fn, args),
            opspec_row(graph, args, label=OPSPEC_C),
            opspec_row(graph, args, mode=get_mode("FAST_RUN").with_linker("py"), label=OPSPEC_PY)]


def main() -> int:
    rng = np.random.default_rng(0)
    print(f"opspec vs peers, {peers.CORES} cores: {peers.versions()}")
    print("times per call (median of round-robin rounds); ratios = opspec C / numpy and / the best peer\n")
    head = f"{'expression':<16}{'elements':>10}" + "".join(f"{c:>15}" for c in COLUMNS) + \
        f"{'C/np':>8}{'C/best':>8}   opspec C"
    print(head)
    print("-" * len(head))
    for name, fn, graph, make in CASES:
        for n in SIZES:
            args = make(n, rng), make(n, rng)
            results = peers.measure(case_rows(fn, graph, args), lambda: fn(np, *args), rtol=1e-6, atol=0)
            t = {r.label: r.seconds for r in results}
            c = t[OPSPEC_C]
            best = min((t[k] for k in (NUMPY, JAX, TORCH) if t[k]), default=None)
            ratios = f"{c / t[NUMPY]:>7.2f}x{c / best:>7.2f}x" if c and t[NUMPY] else f"{'':>16}"
            print(f"{name:<16}{n:>10.0e}" + "".join(f"{fmt(t[k]):>15}" for k in COLUMNS) + ratios +
                  "   " + next(r.note for r in results if r.label == OPSPEC_C))
            problems = [f"{r.label} {r.note}" for r in results if r.seconds is None]
            if problems:
                print(" " * 26 + "; ".join(problems))
        print()

    print("call overhead: exp of a 10-element vector")
    a = rng.random(10)
    x = ot.dvector("x")
    plain = opspec.function([x], ot.exp(x))
    rows = [numpy_row(lambda xp, a: xp.exp(a), (a,), label="numpy np.exp(a)"),
            jax_row(lambda xp, a: xp.exp(a), (a,), note="on a device array"),
            torch_row(lambda xp, a: xp.exp(a), (a,), note="on a tensor"),
            peers.Row("opspec C", lambda: lambda: plain(a)),
            opspec_row(lambda ot, a: ot.exp(a), (a,), label="opspec C, trust_input"),
            opspec_row(lambda ot, a: ot.exp(a), (a,), mode=get_mode("FAST_RUN").with_linker("py"),
                       label="opspec py, trust_input")]
    trusted = opspec.function([x], ot.exp(x), trust_input=True)
    thunk = trusted._vm.thunks[0]
    thunk.inputs[0][0] = a
    rows.append(peers.Row("the C thunk alone", lambda: thunk, output=lambda: thunk.outputs[0][0]))
    results = peers.measure(rows, lambda: np.exp(a))
    t_np = results[0].seconds
    for r in results:
        ratio = f"{r.seconds / t_np:8.2f}x" if r.seconds and t_np else ""
        print(f"  {r.label:<26}{fmt(r.seconds):>12}{ratio:>10}  {r.note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
