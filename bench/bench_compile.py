"""Compile time against graph size: is rewriting linear in practice?

Graphs:
  tree N    a balanced sum of N terms exp(x * k_i) * c_i over one vector x (4 N - 1 nodes)
  chain N   y = x; N times y = tanh(y) or y * 0.999 (alternating): a path N nodes deep
  grad N    the gradient of sum(tanh(tanh(...tanh(x)))), N deep: a forward chain read again
            by the backward one, where the inplace pass must refuse every forward node
            (issue 25: 1.9 / 4.3 / 15.9 / 47.6 s at N = 1,250 / 2,500 / 5,000 / 10,000)

For each, ``opspec.function`` in FAST_RUN is timed (graph building is not), with its split
into rewriting (and, of that, merge + canonicalize + stabilize + specialize, timed again on
a fresh graph) and linking, and the node counts before and after. When PyTensor is
installed the same graphs are compiled by it too, in FAST_RUN with its Python linker (and,
with --pytensor-c, its C linker, which compiles fused kernels and takes minutes).

    python bench/bench_compile.py            # trees of 100, 1,000, 4,000 terms; a 100,000-deep chain
    python bench/bench_compile.py --quick    # smaller, for a smoke test
    python bench/bench_compile.py --algebra  # only merge and the canonicalize/stabilize/specialize stages
    python bench/bench_compile.py --grad     # only the gradient series, FAST_RUN beside FAST_COMPILE
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np


def tree(ns, n):
    """A balanced sum of n terms exp(x * k_i) * c_i, built with the namespace ns (ot or pt)."""
    x = ns.dvector("x")
    terms = [ns.exp(x * (1.0 + i / n)) * (0.5 + i / (2 * n)) for i in range(n)]
    while len(terms) > 1:
        pairs = [terms[i] + terms[i + 1] for i in range(0, len(terms) - 1, 2)]
        if len(terms) % 2:
            pairs.append(terms[-1])
        terms = pairs
    return x, terms[0]


def chain(ns, n):
    x = ns.dvector("x")
    y = x
    for i in range(n):
        y = ns.tanh(y) if i % 2 else y * 0.999
    return x, y


def grad_chain(ns, n):
    x = ns.dvector("x")
    y = x
    for _ in range(n):
        y = ns.tanh(y)
    return x, _grad(ns)(y.sum(), x)


def _grad(ns):
    if ns.__name__.startswith("opspec"):
        import opspec
        return opspec.grad
    import pytensor
    return pytensor.grad


def grad_chain_value(n, x):
    ys = [x]
    for _ in range(n):
        ys.append(np.tanh(ys[-1]))
    g = np.ones_like(x)
    for y in reversed(ys[1:]):
        g = g * (1 - y * y)
    return g


def count_nodes(out):
    seen, todo = set(), [out.owner]
    while todo:
        node = todo.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        todo.extend(v.owner for v in node.inputs)
    return len(seen)


def stage_times(x, out, only=None) -> dict:
    """Seconds of each pass FAST_RUN runs (merge, canonicalize, ..., inplace), on a fresh graph
    (``only``: just these passes)."""
    import gc

    from opspec.compile.mode import get_mode
    from opspec.graph.fg import FunctionGraph

    fgraph = FunctionGraph([x], [out])
    times = {}
    gc.disable()
    try:
        for rewriter in get_mode("FAST_RUN").rewriter().rewriters:
            if only is not None and rewriter.name not in only:
                continue
            t0 = time.perf_counter()
            rewriter.rewrite(fgraph)
            times[rewriter.name] = time.perf_counter() - t0
    finally:
        gc.enable()
    return times


def time_opspec(build, n, check):
    import opspec
    import opspec.tensor as ot

    x, out = build(ot, n)
    nodes = count_nodes(out)
    t0 = time.perf_counter()
    f = opspec.function([x], out)
    total = time.perf_counter() - t0
    value = np.linspace(-1, 1, 5)
    got = f(value)
    if check is not None:
        np.testing.assert_allclose(got, check(n, value), rtol=1e-9)
    stages = stage_times(x, out)
    algebra = sum(t for name, t in stages.items() if name in ALGEBRA)
    return dict(nodes=nodes, after=len(f.maker.fgraph.apply_nodes), total=total, rewrite=f.maker.rewrite_time,
                algebra=algebra, link=f.maker.link_time, stages=stages)


#: the passes of issue 6 (merging, canonicalize / stabilize / specialize with shape and spec rules)
ALGEBRA = ("merge", "canonicalize", "stabilize", "specialize", "merge_final")


def time_pytensor(build, n, rewrite_only=False):
    """PyTensor's compile time in FAST_RUN (``rewrite_only``: with its Python linker, so that
    C compilation does not count), or None when it is not installed."""
    try:
        import pytensor
        import pytensor.tensor as pt
        from pytensor.compile.mode import Mode
    except ImportError:
        return None
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * n + 1000))
    try:
        x, out = build(pt, n)
        mode = Mode(linker="py", optimizer="fast_run") if rewrite_only else "FAST_RUN"
        t0 = time.perf_counter()
        pytensor.function([x], out, mode=mode)
        return time.perf_counter() - t0
    except (RecursionError, MemoryError) as err:
        return f"failed ({type(err).__name__})"
    finally:
        sys.setrecursionlimit(limit)


def tree_value(n, x):
    return sum(np.exp(x * (1.0 + i / n)) * (0.5 + i / (2 * n)) for i in range(n))


def chain_value(n, x):
    y = x
    for i in range(n):
        y = np.tanh(y) if i % 2 else y * 0.999
    return y


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes (a smoke test)")
    parser.add_argument("--no-pytensor", action="store_true", help="skip PyTensor even when installed")
    parser.add_argument("--pytensor-c", action="store_true",
                        help="also time PyTensor with its C linker (minutes: it compiles fused kernels)")
    parser.add_argument("--stages", action="store_true", help="print the seconds of every rewrite pass")
    parser.add_argument("--algebra", action="store_true",
                        help="time only merge / canonicalize / stabilize / specialize (no inplace, no linking)")
    parser.add_argument("--grad", action="store_true", help="only the gradient depth series")
    args = parser.parse_args(argv)
    trees = (10, 100, 400) if args.quick else (100, 1_000, 4_000)
    chains = (10_000,) if args.quick else (100_000,)
    depths = (250, 500, 1_000) if args.quick else (1_250, 2_500, 5_000, 10_000)
    cases = [("tree", n, tree, tree_value) for n in trees] + [("chain", n, chain, chain_value) for n in chains]

    if args.algebra:
        return algebra_only(cases)
    if args.grad:
        return grad_series(depths)
    installed = not args.no_pytensor and time_pytensor(tree, 1, rewrite_only=True) is not None
    header = (f"{'graph':<14}{'nodes':>9}{'after':>8}{'compile s':>11}{'rewrite s':>11}{'algebra s':>11}"
              f"{'link s':>9}{'us/node':>9}" + (f"{'PyTensor py':>13}{'PyTensor c':>12}" if installed else ""))
    print(header)
    print("-" * len(header))
    for kind, n, build, check in cases:
        r = time_opspec(build, n, check)
        line = (f"{f'{kind} {n:,}':<14}{r['nodes']:>9,}{r['after']:>8,}{r['total']:>11.3f}{r['rewrite']:>11.3f}"
                f"{r['algebra']:>11.3f}{r['link']:>9.3f}{1e6 * r['total'] / r['nodes']:>9.1f}")
        if installed:
            line += f"{_seconds(time_pytensor(build, n, rewrite_only=True)):>13}"
            line += f"{_seconds(time_pytensor(build, n)) if args.pytensor_c else 'skipped':>12}"
        print(line, flush=True)
        if args.stages:
            print("    " + ", ".join(f"{name} {t:.3f}" for name, t in r["stages"].items()))
    print("algebra s: merge + canonicalize + stabilize + specialize (shape and spec rules), timed again on a "
          "fresh graph")
    print()
    grad_series(depths)
    if installed:
        print("PyTensor py: pytensor.function in FAST_RUN rewriting with its Python linker (no C compilation); "
              "PyTensor c: its FAST_RUN")
    elif not args.no_pytensor:
        print("(PyTensor is not installed: pip install pytensor to compare)")


def grad_series(depths):
    """FAST_RUN and FAST_COMPILE compile times of the tanh-chain gradient, side by side: both
    should grow in proportion to the depth."""
    import opspec
    import opspec.tensor as ot

    print(f"{'grad depth':<14}{'nodes':>9}{'FAST_RUN s':>12}{'rewrite s':>11}{'link s':>9}{'us/node':>9}"
          f"{'FAST_COMPILE s':>16}")
    for n in depths:
        x, out = grad_chain(ot, n)
        nodes = count_nodes(out)
        t0 = time.perf_counter()
        f = opspec.function([x], out)
        fast_run = time.perf_counter() - t0
        value = np.linspace(-1, 1, 5)
        np.testing.assert_allclose(f(value), grad_chain_value(n, value), rtol=1e-9)
        x, out = grad_chain(ot, n)
        t0 = time.perf_counter()
        opspec.function([x], out, mode="FAST_COMPILE")
        fast_compile = time.perf_counter() - t0
        print(f"{f'grad {n:,}':<14}{nodes:>9,}{fast_run:>12.3f}{f.maker.rewrite_time:>11.3f}"
              f"{f.maker.link_time:>9.3f}{1e6 * fast_run / nodes:>9.1f}{fast_compile:>16.3f}", flush=True)


def _seconds(value) -> str:
    return "-" if value is None else value if isinstance(value, str) else f"{value:.3f}"


def algebra_only(cases):
    import opspec.tensor as ot

    print(f"{'graph':<14}{'nodes':>9}  {'seconds per pass (us per node in total)'}")
    for kind, n, build, _ in cases:
        x, out = build(ot, n)
        nodes = count_nodes(out)
        times = stage_times(x, out, only=ALGEBRA)
        total = sum(times.values())
        passes = ", ".join(f"{name} {t:.3f}" for name, t in times.items())
        print(f"{f'{kind} {n:,}':<14}{nodes:>9,}  {passes}  (total {total:.3f} s, "
              f"{1e6 * total / nodes:.1f} us/node)", flush=True)


if __name__ == "__main__":
    main()
