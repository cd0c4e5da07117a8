"""Spec-generated PyTensor Ops (``opspec generate --target pytensor``) against PyTensor's built-ins.

Rows: the standard library's Softplus spec against ``pt.softplus``; the standard library's
LogSumExp (specs/nnet.yaml) and a spec log-sum-exp of a vector (``bench/specs/pytensor_bench.yaml``,
python: a numpy expression) against ``pt.logsumexp``; an elementwise chain of the spec
Softplus with built-in ops (fused by PyTensor into one loop) against the same chain of built-ins;
each in PyTensor's C mode (the C VM) and Numba mode, on 1e3 and 1e6 float64 elements. Ratio =
spec Op / built-in (lower is better; the goal is within 1.10).

``--c-kernels`` measures issue 19's item 3 instead: a non-elementwise spec's C run by PyTensor's
C backend as a COp (``c_code`` holding the spec's C body, output allocated in C: a prototype,
``CopVecLogSumExp`` below) against the chosen way (``make_thunk`` returning a thunk that calls the
kernel opspec compiled from the same C, output allocated from the shape rule) and ``perform``.

    python bench/bench_pytensor_target.py
    python bench/bench_pytensor_target.py --c-kernels
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import timeit
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
warnings.filterwarnings("ignore")


def generated():
    """The stdlib's math and nnet modules and the bench spec, generated for PyTensor into temp packages."""
    from opspec.cli import spec_paths
    from opspec.spec.load import load_specs
    from opspec.targets.pytensor.checks import generate_package
    root = tempfile.mkdtemp(prefix="opspec-bench-pt-")
    generate_package(load_specs([str(ROOT / "specs" / f"{m}.yaml") for m in ("math", "reduce", "nnet")]), root,
                     "bench_std")
    generate_package(load_specs(spec_paths([str(ROOT / "bench" / "specs")])), root, "bench_ops")
    import importlib
    return importlib.import_module("bench_std"), importlib.import_module("bench_ops.pytensor_bench")


def per_call(f, args, budget=0.3):
    """Best-of timing: the fastest of 5 repeats of as many calls as fit the budget."""
    return per_call_pair(f, f, args, budget, rounds=5)[0]


def per_call_pair(f, g, args, budget=0.2, rounds=9):
    """(f's, g's) time per call, measured alternately (a busy machine slows both alike), each the
    fastest of ``rounds`` runs of as many calls as fit the budget."""
    f(*args), g(*args)
    n = max(1, int(budget / max(timeit.timeit(lambda: f(*args), number=1), 1e-7)))
    best = [float("inf"), float("inf")]
    for _ in range(rounds):
        for k, h in enumerate((f, g)):
            best[k] = min(best[k], timeit.timeit(lambda: h(*args), number=n) / n)
    return best


def fmt(seconds):
    return f"{seconds * 1e6:9.1f} us" if seconds < 1e-3 else f"{seconds * 1e3:9.2f} ms"


def compile_pair(inputs, spec_out, builtin_out, mode):
    import pytensor
    fs = [pytensor.function(inputs, out, mode=mode, trust_input=True) for out in (spec_out, builtin_out)]
    return fs


def rows(std, bench_ops):
    import pytensor.tensor as pt
    x = pt.dvector("x")
    math_ops = std.math
    workloads = [
        ("softplus(x)", math_ops.softplus(x), pt.softplus(x)),
        ("logsumexp(x), stdlib LogSumExp", std.nnet.LogSumExp(axis=None)(x), pt.logsumexp(x)),
        ("logsumexp(x), bench VecLogSumExp", bench_ops.vec_logsumexp(x), pt.logsumexp(x)),
        ("exp(x) * softplus(x) + 1 (fused)", pt.exp(x) * math_ops.softplus(x) + 1, pt.exp(x) * pt.softplus(x) + 1),
    ]
    rng = np.random.default_rng(0)
    for label, spec_out, builtin_out in workloads:
        for mode_name, mode in (("C", "FAST_RUN"), ("Numba", "NUMBA")):
            spec_f, builtin_f = compile_pair([x], spec_out, builtin_out, mode)
            for n in (1_000, 1_000_000):
                v = rng.uniform(-5, 5, n)
                np.testing.assert_allclose(spec_f(v), builtin_f(v), rtol=1e-10)
                a, b = per_call_pair(spec_f, builtin_f, (v,))
                yield label, mode_name, n, a, b


# ------------------------------------------------------------------ item 3: COp or a cffi thunk
_PRELUDE = """
#include <cmath>
#include <cstdio>
struct opspec_array { char *data; int ndim; const npy_intp *shape; const npy_intp *strides; };
#define TYPE(a) opspec_T_##a
#define OPSPEC_AT0(a) (*(TYPE(a) *)((a).data))
#define OPSPEC_AT1(a, i) (*(TYPE(a) *)((a).data + (npy_intp)(i) * (a).strides[0]))
#define OPSPEC_PICK(_0, _1, NAME, ...) NAME
#define AT(...) OPSPEC_PICK(__VA_ARGS__, OPSPEC_AT1, OPSPEC_AT0, unused)(__VA_ARGS__)
#define FAIL(...) do { snprintf(opspec_err, sizeof opspec_err, __VA_ARGS__); return 1; } while (0)
"""


def cop_class(spec_op):
    """A COp whose c_code is ``spec_op``'s C body, for a vector input and a 0-d output (the shape
    rule ``[]`` written in C): what generating COps would take for every shape rule."""
    import pytensor.tensor as pt
    from pytensor.graph.basic import Apply
    from pytensor.link.c.op import COp

    body = spec_op.c.code

    class CopVecLogSumExp(COp):
        __props__ = ()

        def make_node(self, x):
            x = pt.as_tensor_variable(x)
            return Apply(self, [x], [pt.dscalar()])

        def perform(self, node, inputs, outputs):
            raise NotImplementedError("C only")

        def c_support_code(self, **kwargs):
            return _PRELUDE

        def c_code(self, node, name, inputs, outputs, sub):
            (x,), (out,) = inputs, outputs
            return f"""
            if (!{out} || PyArray_NDIM({out}) != 0) {{
                Py_XDECREF({out});
                {out} = (PyArrayObject *)PyArray_EMPTY(0, NULL, NPY_FLOAT64, 0);
                if (!{out}) {sub['fail']}
            }}
            {{
                typedef npy_float64 opspec_T_x;
                typedef npy_float64 opspec_T_out;
                opspec_array x = {{PyArray_BYTES({x}), PyArray_NDIM({x}), PyArray_DIMS({x}), PyArray_STRIDES({x})}};
                opspec_array out = {{PyArray_BYTES({out}), 0, PyArray_DIMS({out}), PyArray_STRIDES({out})}};
                char opspec_err[512];
                int failed = [&]() -> int {{
{body}
                    return 0;
                }}();
                if (failed) {{ PyErr_SetString(PyExc_ValueError, opspec_err); {sub['fail']} }}
            }}"""

        def c_code_cache_version(self):
            return ()       # unversioned: compiled once per process, never pickled to the cache

    return CopVecLogSumExp()


def c_kernel_rows(bench_ops):
    import pytensor
    import pytensor.tensor as pt
    from pytensor.compile.mode import Mode
    from opspec.spec.load import load_specs
    spec_op = load_specs([str(ROOT / "bench" / "specs" / "pytensor_bench.yaml")])[0].op("VecLogSumExp")
    x = pt.dvector("x")
    cvm = Mode(linker="cvm", optimizer="fast_run")
    ways = {"COp (c_code from the spec's c:)": (cop_class(spec_op)(x), cvm),
            "make_thunk: opspec's cffi kernel": (bench_ops.vec_logsumexp(x), cvm),
            "perform (python:)": (bench_ops.vec_logsumexp(x), Mode(linker="py", optimizer="fast_run")),
            "pt.logsumexp (built-in, C VM)": (pt.logsumexp(x), cvm)}
    rng = np.random.default_rng(0)
    for n in (10, 1_000, 1_000_000):
        v = rng.uniform(-5, 5, n)
        want = np.log(np.sum(np.exp(v - v.max()))) + v.max()
        for label, (out, mode) in ways.items():
            f = pytensor.function([x], out, mode=mode, trust_input=True)
            np.testing.assert_allclose(f(v), want, rtol=1e-12)
            yield label, n, per_call(f, (v,))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--c-kernels", action="store_true", help="item 3: COp against the cffi thunk")
    args = parser.parse_args(argv)
    import pytensor
    std, bench_ops = generated()
    print(f"PyTensor {pytensor.__version__}, float64; time per call (the best of alternating runs)")
    if args.c_kernels:
        print(f"| way | {'n':>9} | time |\n|---|---:|---:|")
        for label, n, t in c_kernel_rows(bench_ops):
            print(f"| {label} | {n:>9,} | {fmt(t)} |")
        return 0
    print("| workload | mode | n | spec Op | built-in | ratio |\n|---|---|---:|---:|---:|---:|")
    for label, mode, n, a, b in rows(std, bench_ops):
        print(f"| {label} | {mode} | {n:,} | {fmt(a)} | {fmt(b)} | {a / b:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
