"""Time to first result of the logistic-regression gradient in a fresh process, and where it goes.

``bench_peers.py``'s compile rows give the totals beside the peers; this script splits opspec's
into its phases, each measured in a new process (``--child`` is that process) with an empty
kernel cache (then the same cache, warm), the bytecode of every module compiled beforehand:

  import     ``import opspec, opspec.tensor``
  library    the op library's first use (``opspec.tensor`` binds its hand-written names then; a
             generated op module is imported when the graph first uses one of its ops)
  graph      building the loss and its gradient (``opspec.grad``), with the op modules it uses
  rewrite    ``function()``'s rewrites;  link: linking (C kernels built or loaded, or not waited for)
  call       the first call;  first result: library + graph + function + call (what bench_peers times)
  CPU        the first result's CPU time: every thread of the process, not the compilers it starts
             (steadier than the wall clock on a busy machine; JAX's includes XLA's threads)
  C ready    from building the graph until the function runs its C kernels (tiered execution:
             the first calls run the ops' python while the kernels build; ``wait_for_c=True``
             waits for them in ``function()``, as before)
  steady     median per call once the function runs C (1000x100 float64, ``trust_input``)
  compiler   each compiler run: the probes (``cc --version``, -march, OpenMP) and every translation
             unit (runtime helpers, program runner, kernel batches), seconds each; they overlap

JAX ``jit`` (x64), when installed, is timed the same way: first result and steady state.

    python bench/bench_compile_cold.py            # opspec (tiered, and waiting for C), JAX; 3 runs each
    python bench/bench_compile_cold.py --runs 1 --no-jax
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


# ---------------------------------------------------------------- in the child process
def _record_compilers(log):
    """Wrap opspec's compiler runs so each appends (what, seconds) to ``log``."""
    from opspec.link.c import build, flags

    def timed(fn, what):
        def run(*args, **kwargs):
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                log.append((what(*args), time.perf_counter() - start))
        return run

    def unit_name(cc, flags_, include_dirs, libraries, cfile, out, origin):
        name = os.path.basename(str(cfile))[len("_opspec_"):-len(".c")]
        return name.rsplit("_", 1)[0]
    build._run_compiler = timed(build._run_compiler, unit_name)
    build._ask_version = timed(build._ask_version, lambda cc: "probe: --version")
    flags._probe_arch = timed(flags._probe_arch, lambda: "probe: -march")
    flags._probe_openmp = timed(flags._probe_openmp, lambda: "probe: openmp")


def child_opspec(wait: bool) -> dict:
    t0 = time.perf_counter()
    import numpy as np

    import opspec
    import opspec.tensor as ot
    from opspec.configuration import config
    imported = time.perf_counter() - t0
    from bench_peers import logreg_graph, logreg_inputs, logreg_numpy
    from peers import same

    compilers: list = []
    _record_compilers(compilers)
    if "wait_for_c" in config._values:
        config.wait_for_c = wait
    args = logreg_inputs(np.random.default_rng(1))
    start, cpu = time.perf_counter(), time.process_time()
    ot.as_tensor_variable   # what the graph's first use of the namespace does, timed on its own
    loaded = time.perf_counter()
    ins = [ot.tensor(a.dtype.name, (None,) * a.ndim) for a in args]
    outs = logreg_graph(ot, *ins)
    built = time.perf_counter()
    f = opspec.function(ins, outs, trust_input=True)
    made = time.perf_counter()
    got = f(*args)
    first, cpu = time.perf_counter(), time.process_time() - cpu
    ok = same(got, logreg_numpy(np, *args))
    impls = {impl for _, impl in f.node_impls()}
    calls_before_c = 1
    while "c" not in {impl for _, impl in f.node_impls()} and time.perf_counter() - start < 120:
        f(*args)        # what a user's loop does meanwhile
        calls_before_c += 1
        time.sleep(0.001)
    c_ready = time.perf_counter() - start
    ok = ok and same(f(*args), logreg_numpy(np, *args))
    times = []
    for _ in range(300):
        t = time.perf_counter()
        f(*args)
        times.append(time.perf_counter() - t)
    return dict(imported=imported, library=loaded - start, graph=built - loaded, rewrite=f.maker.rewrite_time,
                link=f.maker.link_time, call=first - made, first=first - start, cpu=cpu, c_ready=c_ready,
                calls_before_c=calls_before_c, first_impls=sorted(impls), steady=statistics.median(times), ok=ok,
                compilers=compilers)


def child_jax() -> dict:
    t0 = time.perf_counter()
    import numpy as np

    import peers
    jax = peers.need("jax")
    imported = time.perf_counter() - t0
    from bench_peers import logreg_inputs, logreg_jax, logreg_numpy
    args = logreg_inputs(np.random.default_rng(1))
    start, cpu = time.perf_counter(), time.process_time()
    f = jax.jit(lambda *a: logreg_jax(jax.numpy, *a))
    got = jax.block_until_ready(f(*args))
    first, cpu = time.perf_counter() - start, time.process_time() - cpu
    dev = [jax.device_put(a) for a in args]
    times = []
    for _ in range(300):
        t = time.perf_counter()
        jax.block_until_ready(f(*dev))
        times.append(time.perf_counter() - t)
    return dict(imported=imported, first=first, cpu=cpu, steady=statistics.median(times),
                ok=peers.same([np.asarray(g) for g in got], logreg_numpy(np, *args)))


# ---------------------------------------------------------------- the parent
def run_child(kind: str, cache: str, bytecode: str) -> dict:
    from bench_peers import COMPILERS
    from peers import JAX, OPSPEC
    # each library's compile cache in ``cache``, as bench_peers' compile rows keep them (JAX keeps
    # none of a compile this short unless told to: its "warm" run compiled again)
    env = dict(os.environ, PYTHONPYCACHEPREFIX=bytecode, **COMPILERS[OPSPEC][2](cache), **COMPILERS[JAX][2](cache))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", kind], env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{kind}: {(done.stderr.strip().splitlines() or ['no output'])[-1]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def ms(seconds) -> str:
    return f"{1e3 * seconds:8.1f}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold/warm pairs per configuration (median)")
    parser.add_argument("--no-jax", action="store_true", help="skip JAX even when installed")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        result = child_jax() if args.child == "jax" else child_opspec(args.child == "opspec-wait")
        print(json.dumps(result))
        return 0

    print(f"logistic regression loss + grad, 1000x100 float64, fresh process per run; load average "
          f"{', '.join(f'{x:.1f}' for x in os.getloadavg())}; medians of {args.runs} runs (ms)\n")
    kinds = ["opspec", "opspec-wait"] + ([] if args.no_jax else ["jax"])
    rows, compilers = [], {}
    with tempfile.TemporaryDirectory(prefix="bench-cold-bytecode-") as bytecode:
        for kind in kinds:
            with tempfile.TemporaryDirectory(prefix="bench-cold-cache-") as scratch:
                try:
                    run_child(kind, scratch, bytecode)      # fills the bytecode cache of what it imports
                except RuntimeError as exc:
                    print(f"{kind} skipped: {exc}")
                    continue
            runs = []
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory(prefix="bench-cold-cache-") as cache:
                    runs.append((run_child(kind, cache, bytecode), run_child(kind, cache, bytecode)))
            for state, pick in (("cold", 0), ("warm", 1)):
                results = [pair[pick] for pair in runs]
                med = {key: statistics.median(r[key] for r in results)
                       for key in results[0] if isinstance(results[0][key], (int, float)) and key != "ok"}
                rows.append((f"{kind} {state}", med, all(r["ok"] for r in results),
                             results[0].get("first_impls")))
                if state == "cold" and kind != "jax":
                    compilers[kind] = results[len(results) // 2]["compilers"]
    keys = ("imported", "library", "graph", "rewrite", "link", "call", "first", "cpu", "c_ready", "steady")
    print(f"{'':<18}" + "".join(f"{k:>10}" for k in ("import", "library", "graph", "rewrite", "link", "call",
                                                      "first res", "CPU", "C ready")) + f"{'steady us':>11}  first call ran")
    for title, med, ok, impls in rows:
        cells = "".join(f"{ms(med[k]):>10}" if k in med else f"{'-':>10}" for k in keys[:-1])
        print(f"{title:<18}{cells}{1e6 * med['steady']:>11.1f}  {'/'.join(impls or ['-'])}"
              f"{'' if ok else '  WRONG RESULT'}")
    for kind, log in compilers.items():
        print(f"\ncompiler runs of one cold {kind} process (seconds, overlapping on threads): "
              f"{sum(s for _, s in log):.2f} s in all")
        for what, seconds in log:
            print(f"  {seconds:6.3f}  {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
