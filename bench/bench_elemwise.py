"""numpy vs opspec (C kernels) vs opspec (perform) on elementwise and reduction expressions.

Run by ``make bench`` (after ``make build``, so no compile time is measured). Each time is the
best of several runs of an adaptive number of calls; ratios are opspec time / numpy time
(lower is better, 1.0 = as fast as numpy). The opspec functions are compiled in FAST_RUN; the
"py" column forces the perform linker. A column of which implementations ran keeps the numbers
honest when a rewrite (e.g. fusion) changes the graph.
"""
from __future__ import annotations

import sys
import timeit

import numpy as np

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode

SIZES = (10**3, 10**5, 10**6, 10**7)


def best_time(fn, budget=0.25, repeat=3) -> float:
    """Seconds per call: the best of ``repeat`` runs of as many calls as fit in ``budget``."""
    timer = timeit.Timer(fn)
    number = 1
    while True:
        took = timer.timeit(number)
        if took >= budget / 5 or number >= 1 << 20:
            break
        number *= 4
    return min([took / number] + [timer.timeit(number) / number for _ in range(repeat - 1)])


def _vector(n, rng):
    return rng.random(n)


def _matrix(n, rng):
    return rng.random((n // 100, 100)) if n >= 100 else rng.random((1, n))


# name, how to build the symbolic expression, the numpy reference, input makers
CASES = [
    ("exp(x)", lambda x, y: ot.exp(x), lambda x, y: np.exp(x), _vector),
    ("x * y + 1", lambda x, y: x * y + 1.0, lambda x, y: x * y + 1.0, _vector),
    ("x > y", lambda x, y: ot.gt(x, y), lambda x, y: np.greater(x, y), _vector),
    ("sum(x)", lambda x, y: ot.sum(x), lambda x, y: np.sum(x), _vector),
    ("max(m, axis=0)", lambda x, y: ot.max(x, axis=0), lambda x, y: np.max(x, axis=0), _matrix),
    ("sum(m, axis=1)", lambda x, y: ot.sum(x, axis=1), lambda x, y: np.sum(x, axis=1), _matrix),
]


def compile_pair(build, a, b):
    x = ot.tensor(a.dtype.name, (None,) * a.ndim, name="x")
    y = ot.tensor(b.dtype.name, (None,) * b.ndim, name="y")
    fast = get_mode("FAST_RUN")
    fc = opspec.function([x, y], build(x, y), mode=fast, on_unused_input="ignore", trust_input=True)
    fp = opspec.function([x, y], build(x, y), mode=fast.with_linker("py"), on_unused_input="ignore",
                         trust_input=True)
    return fc, fp


def impls(f) -> str:
    kinds = [impl for _, impl in f.node_impls()]
    return "+".join(f"{kinds.count(k)}{k}" for k in ("c", "py") if k in kinds) or "-"


def fmt(seconds: float) -> str:
    for unit, scale in (("s", 1), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
        if seconds >= scale or unit == "ns":
            return f"{seconds / scale:7.2f} {unit}"
    return str(seconds)


def main() -> int:
    rng = np.random.default_rng(0)
    print(f"opspec vs numpy {np.__version__}; times per call, ratios = opspec / numpy (lower is better)\n")
    head = f"{'expression':<16}{'elements':>10}{'numpy':>12}{'opspec C':>12}{'opspec py':>12}" \
           f"{'C/np':>8}{'py/np':>8}   nodes (C)"
    print(head)
    print("-" * len(head))
    for name, build, ref, make in CASES:
        for n in SIZES:
            a, b = make(n, rng), make(n, rng)
            fc, fp = compile_pair(build, a, b)
            np.testing.assert_allclose(fc(a, b), ref(a, b), rtol=1e-6)
            t_np = best_time(lambda: ref(a, b))
            t_c = best_time(lambda: fc(a, b))
            t_py = best_time(lambda: fp(a, b))
            print(f"{name:<16}{n:>10.0e}{fmt(t_np):>12}{fmt(t_c):>12}{fmt(t_py):>12}"
                  f"{t_c / t_np:>7.2f}x{t_py / t_np:>7.2f}x   {impls(fc)}")
        print()

    print("call overhead: exp of a 10-element vector")
    a = rng.random(10)
    x = ot.dvector("x")
    plain = opspec.function([x], ot.exp(x))
    trusted = opspec.function([x], ot.exp(x), trust_input=True)
    py = opspec.function([x], ot.exp(x), mode=get_mode("FAST_RUN").with_linker("py"), trust_input=True)
    t_np = best_time(lambda: np.exp(a))
    rows = [("numpy np.exp(a)", t_np), ("opspec C", best_time(lambda: plain(a))),
            ("opspec C, trust_input", best_time(lambda: trusted(a))),
            ("opspec py, trust_input", best_time(lambda: py(a)))]
    thunk = trusted._vm.thunks[0]
    thunk.inputs[0][0] = a
    rows.append(("the C thunk alone", best_time(thunk)))
    for label, t in rows:
        print(f"  {label:<26}{fmt(t):>12}{t / t_np:>8.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
