"""Call overhead of a tiny compiled function, and compile time of a logistic-regression gradient.

Call overhead: ``f = opspec.function([x], ot.exp(x))`` on 10 float64 elements against numpy's
``np.exp(a)`` on the same array, with and without ``trust_input``, and the peers' equivalents
when installed (``pip install '.[bench]'``): PyTensor (its default function; with
``trust_input`` in its default mode and on its C VM), JAX jit on a device array and
torch.compile on a tensor. Every result is checked against numpy, then all rows are timed
round-robin in this run (``peers.py``: median per call) and shown as a ratio to ``np.exp``.
(The compile time of the same gradient with JAX and torch.compile: ``bench_peers.py``.)

Compile time of ``[loss, *grad(loss, [w, b])]`` for a logistic regression:
  cold        a new process with an empty C cache (``OPSPEC_CACHE_DIR``, a fresh temp dir) and
              no bytecode of opspec's own modules: the first compile after installing opspec
              (the bytecode of numpy, cffi, the standard library... is there, as pip and Python's
              installers leave it; a warm-up process compiles it into ``PYTHONPYCACHEPREFIX``,
              a fresh temp dir, which this machine's PYTHONDONTWRITEBYTECODE would else prevent)
  warm cache  a new process with the caches the cold run filled
  warm        the same process, a second compile of a freshly built identical graph
(each the median of ``--repeat`` runs, with the number of C modules the cold run added to the cache
and of shared objects it compiled them into: kernels are compiled a few to a file), and
with ``--build`` the time of ``opspec build`` (the whole standard library) into an empty cache.

    python bench/bench_overhead.py            # everything but --build
    python bench/bench_overhead.py --calls    # only the call overhead
    python bench/bench_overhead.py --compile --build --repeat 3
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (before numpy: it sets OMP_WAIT_POLICY)

import numpy as np  # noqa: E402

N_ELEMENTS = 10


def call_rows() -> list:
    """[peers.Result] of every way to call exp on ``N_ELEMENTS`` float64, np.exp first."""
    import opspec
    import opspec.tensor as ot

    a = np.linspace(-1.0, 1.0, N_ELEMENTS)
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x))

    def exp(xp, a):
        return xp.exp(a)

    def pytensor_plain():
        pytensor = peers.need("pytensor")
        px = pytensor.tensor.dvector("x")
        pf = pytensor.function([px], pytensor.tensor.exp(px))
        return lambda: pf(a)

    rows = [peers.numpy_row(exp, (a,), label="np.exp(a)"),
            peers.Row("opspec f(a)", lambda: lambda: f(a)),
            peers.opspec_row(exp, (a,), label="opspec f(a), trust_input"),
            peers.Row("PyTensor f(a)", pytensor_plain, "default mode"),
            *peers.pytensor_rows(exp, (a,)),
            peers.jax_row(exp, (a,), note="on a device array"),
            peers.torch_row(exp, (a,), note="on a tensor")]
    return peers.measure(rows, lambda: np.exp(a))


def logreg(opspec, ot):
    x, y, w, b = ot.dmatrix("x"), ot.dvector("y"), ot.dvector("w"), ot.dscalar("b")
    p = ot.sigmoid(x @ w + b)
    loss = -ot.mean(y * ot.log(p) + (1 - y) * ot.log(1 - p)) + 0.01 * ot.sum(w ** 2)
    return [x, y, w, b], [loss, *opspec.grad(loss, [w, b])]


def compile_logreg(times=2) -> list[float]:
    """Seconds of each of ``times`` compiles of a freshly built logistic-regression gradient."""
    import opspec
    import opspec.tensor as ot

    out = []
    for _ in range(times):
        ins, outs = logreg(opspec, ot)
        t0 = time.perf_counter()
        f = opspec.function(ins, outs)
        out.append(time.perf_counter() - t0)
    rng = np.random.default_rng(0)
    xv, yv, wv = rng.normal(size=(20, 3)), (rng.random(20) > 0.5).astype(float), rng.normal(size=3)
    loss, gw, gb = f(xv, yv, wv, 0.1)
    p = 1 / (1 + np.exp(-(xv @ wv + 0.1)))
    np.testing.assert_allclose(loss, -np.mean(yv * np.log(p) + (1 - yv) * np.log(1 - p)) + 0.01 * np.sum(wv ** 2))
    np.testing.assert_allclose(gw, xv.T @ (p - yv) / len(yv) + 0.02 * wv)
    return out


def compile_in_new_process(cache_dir, bytecode_dir) -> list[float]:
    """The compile times of a new process whose caches are ``cache_dir`` (opspec's C modules)
    and ``bytecode_dir`` (Python's own, even where the environment turns it off: the modules
    opspec imports as it compiles are part of a cold or a warm start)."""
    # the compiler's time: the function waits for its C (else it runs perform while C builds and
    # returns at once: the time to a first result that way is bench_compile_cold.py's)
    flags = ",".join(filter(None, [os.environ.get("OPSPEC_FLAGS", ""), "wait_for_c=True"]))
    env = dict(os.environ, OPSPEC_CACHE_DIR=cache_dir, PYTHONPYCACHEPREFIX=bytecode_dir, OPSPEC_FLAGS=flags)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    code = "import json, bench_overhead as b; print(json.dumps(b.compile_logreg()))"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                          cwd=os.path.dirname(os.path.abspath(__file__)))
    return json.loads(done.stdout.strip().splitlines()[-1])


def cold_and_warm(repeat: int):
    """Median seconds of (cold, warm same process, warm cache new process, its second compile),
    and (C modules, shared objects) a cold compile added to the cache."""
    import opspec

    own = Path(opspec.__file__).resolve().parent
    rows, modules = [], (0, 0)
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(prefix="opspec-bench-cache-") as warmup, \
                tempfile.TemporaryDirectory(prefix="opspec-bench-cache-") as cache, \
                tempfile.TemporaryDirectory(prefix="opspec-bench-bytecode-") as bytecode:
            compile_in_new_process(warmup, bytecode)   # every module's bytecode, in a C cache of its own
            # the bytecode prefix mirrors absolute paths: drop opspec's, keep everyone else's
            shutil.rmtree(Path(bytecode) / own.relative_to(own.anchor), ignore_errors=True)
            cold = compile_in_new_process(cache, bytecode)
            modules = _count_modules(Path(cache))
            warm_cache = compile_in_new_process(cache, bytecode)
        rows.append((cold[0], cold[1], warm_cache[0], warm_cache[1]))
    return [statistics.median(col) for col in zip(*rows)], modules


def time_opspec_build(jobs=None) -> tuple[float, tuple[int, int]]:
    """Seconds of ``opspec build`` (the standard library) into an empty cache, and the (modules,
    shared objects) it added."""
    with tempfile.TemporaryDirectory(prefix="opspec-bench-build-") as cache:
        env = dict(os.environ, OPSPEC_CACHE_DIR=cache)
        cmd = [sys.executable, "-m", "opspec.cli", "build", *(["-j", str(jobs)] if jobs else [])]
        t0 = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, capture_output=True, text=True)
        return time.perf_counter() - t0, _count_modules(Path(cache))


def _count_modules(cache: Path) -> tuple[int, int]:
    """(cache entries, distinct shared objects): a batch's kernels share one file (hard links)."""
    files = list(cache.glob("*.so"))
    return len(files), len({(f.stat().st_dev, f.stat().st_ino) for f in files})


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", action="store_true", help="only the call overhead")
    parser.add_argument("--compile", action="store_true", help="only the compile times")
    parser.add_argument("--build", action="store_true", help="also time `opspec build` into an empty cache")
    parser.add_argument("--repeat", type=int, default=1, help="cold/warm runs (the median is shown)")
    args = parser.parse_args(argv)

    if not args.compile:
        peers.print_results(f"call overhead, exp of {N_ELEMENTS} float64 elements (median per call, round-robin)",
                            call_rows(), {"np.exp(a)": "x np.exp"})
        if args.calls:
            return
        print()

    (cold, warm, warm_cache, warm_cache2), modules = cold_and_warm(args.repeat)
    runs = f", median of {args.repeat}" if args.repeat > 1 else ""
    print(f"compile time, logistic regression loss + grad(loss, [w, b]){runs}")
    print(f"{'':<56}{'seconds':>10}")
    print(f"{f'cold: new process, empty C cache ({modules[0]} modules in {modules[1]} files)':<56}{cold:>10.3f}")
    print(f"{'warm: same process, second compile':<56}{warm:>10.3f}")
    print(f"{'warm cache: new process, first compile':<56}{warm_cache:>10.3f}")
    print(f"{'warm cache: new process, second compile':<56}{warm_cache2:>10.3f}")
    if args.build:
        seconds, built = time_opspec_build()
        print(f"{f'opspec build, empty cache ({built[0]} modules in {built[1]} files)':<56}{seconds:>10.3f}")


if __name__ == "__main__":
    main()
