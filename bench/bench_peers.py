"""opspec against every peer on the workloads of issue 21, in one table.

Peers (see ``peers.py``): numpy, numexpr (where an expression is all it needs), JAX ``jit``
(x64), ``torch.compile`` (CPU, Inductor), PyTensor (the better of its default mode and its C VM,
the cell says which) and opspec FAST_RUN. Everything is float64; each workload's peers are
checked against numpy and then timed round-robin in this one process (median time per call).
The last two rows time the compile of the logistic-regression gradient to its first result in
a new process, with empty and with warm on-disk caches (``--compile-child`` is that process).

    python bench/bench_peers.py                  # everything (a few minutes, mostly torch.compile)
    python bench/bench_peers.py --only softmax   # the rows whose name contains a word ("compile" too)
    python bench/bench_peers.py --no-compile     # without the compile rows
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (before numpy: it sets OMP_WAIT_POLICY)
from peers import (JAX, NUMEXPR, NUMPY, OPSPEC, PYTENSOR, PYTENSOR_C, TORCH, expression_rows, fmt,  # noqa: E402
                   grad_of, jax_row, numpy_row, opspec_row, pytensor_rows, torch_row)

import numpy as np  # noqa: E402

COLUMNS = (NUMPY, NUMEXPR, JAX, TORCH, PYTENSOR, OPSPEC)


# ---------------------------------------------------------------- shared workload code
def chain(xp, a, b, c):
    return xp.exp(a) * b + xp.log1p(c * c)


def ten_ops(xp, a, b, c):
    """10 arithmetic ops: *, +, *, -, +, /, *, +, *, -."""
    return ((a * b + c) * a - b) / (c + 2.0) + a * c - b * b


def rowsum(xp, x, y):
    return (xp.exp(x) * y).sum(axis=1)


def logreg_loss(xp, sigmoid, x, y, w, b):
    p = sigmoid(x @ w + b)
    return -(y * xp.log(p) + (1.0 - y) * xp.log(1.0 - p)).mean()


def logreg_numpy(np, x, y, w, b):
    """By hand, as a numpy user writes it: the gradient simplified to x.T @ (p - y) / n."""
    p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
    loss = -np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p))
    g = (p - y) / x.shape[0]
    return loss, x.T @ g, g.sum()


def logreg_jax(jnp, x, y, w, b):
    import jax
    loss, (gw, gb) = jax.value_and_grad(
        lambda w, b: logreg_loss(jnp, jax.nn.sigmoid, x, y, w, b), argnums=(0, 1))(w, b)
    return loss, gw, gb


def logreg_torch(torch, x, y, w, b):
    (gw, gb), loss = torch.func.grad_and_value(
        lambda w, b: logreg_loss(torch, torch.sigmoid, x, y, w, b), argnums=(0, 1))(w, b)
    return loss, gw, gb


def logreg_graph(xp, x, y, w, b):
    loss = logreg_loss(xp, xp.sigmoid, x, y, w, b)
    return [loss, *grad_of(xp)(loss, [w, b])]


def logreg_inputs(rng, n=1000, d=100):
    return (rng.standard_normal((n, d)), (rng.random(n) < 0.5).astype(np.float64),
            rng.standard_normal(d) * 0.1, np.array(0.3))


def mlp_loss(xp, log_softmax, x, y, w1, b1, w2, b2):
    """784-256 tanh-10, softmax cross-entropy against one-hot targets, mean over the batch."""
    h = xp.tanh(x @ w1 + b1)
    return -(y * log_softmax(h @ w2 + b2)).sum(axis=1).mean()


def mlp_numpy(np, x, y, w1, b1, w2, b2):
    """Forward and backward by hand; d loss / d logits simplified to (softmax - y) / n."""
    h = np.tanh(x @ w1 + b1)
    z = h @ w2 + b2
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    s = e.sum(axis=1, keepdims=True)
    loss = -(y * (z - np.log(s))).sum(axis=1).mean()
    dz = (e / s - y) / x.shape[0]
    dpre = (dz @ w2.T) * (1.0 - h * h)
    return loss, x.T @ dpre, dpre.sum(axis=0), h.T @ dz, dz.sum(axis=0)


def mlp_jax(jnp, x, y, *params):
    import jax
    loss, grads = jax.value_and_grad(
        lambda *p: mlp_loss(jnp, lambda z: jax.nn.log_softmax(z, axis=1), x, y, *p),
        argnums=(0, 1, 2, 3))(*params)
    return (loss, *grads)


def mlp_torch(torch, x, y, *params):
    grads, loss = torch.func.grad_and_value(
        lambda *p: mlp_loss(torch, lambda z: torch.log_softmax(z, dim=1), x, y, *p),
        argnums=(0, 1, 2, 3))(*params)
    return (loss, *grads)


def mlp_graph(xp, x, y, *params):
    log_softmax = getattr(xp, "log_softmax", None) or xp.special.log_softmax   # PyTensor: in .special
    loss = mlp_loss(xp, lambda z: log_softmax(z, axis=1), x, y, *params)
    return [loss, *grad_of(xp)(loss, list(params))]


def softmax_numpy(np, x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def logsumexp_numpy(np, x):
    m = x.max(axis=1, keepdims=True)
    return (m + np.log(np.exp(x - m).sum(axis=1, keepdims=True)))[:, 0]


def scatter_numpy(np, x, idx, g):
    out = x.copy()
    np.add.at(out, idx, g)
    return out


# ---------------------------------------------------------------- the workloads
# Each takes a random generator and returns (rows, numpy reference, note for the table).
def w_chain(rng):
    args = rng.random(10**6), rng.random(10**6), rng.standard_normal(10**6)
    return expression_rows(chain, args, "exp(a) * b + log1p(c * c)"), lambda: chain(np, *args), ""


def w_ten_ops(rng):
    args = rng.random(10**7), rng.random(10**7), rng.random(10**7) + 0.5
    rows = expression_rows(ten_ops, args, "((a * b + c) * a - b) / (c + 2.0) + a * c - b * b")
    return rows, lambda: ten_ops(np, *args), "((a*b + c)*a - b)/(c + 2) + a*c - b*b"


def w_rowsum(rng):
    args = rng.standard_normal((3000, 3000)), rng.random((3000, 3000))
    rows = expression_rows(rowsum, args, "sum(exp(a) * b, axis=1)")
    return rows, lambda: rowsum(np, *args), "numexpr reduces on 1 thread"


def w_logreg(rng):
    args = logreg_inputs(rng)
    rows = [numpy_row(logreg_numpy, args, note="by hand"), jax_row(logreg_jax, args),
            torch_row(logreg_torch, args, note="torch.func.grad_and_value inside torch.compile"),
            *pytensor_rows(logreg_graph, args), opspec_row(logreg_graph, args)]
    return rows, lambda: logreg_numpy(np, *args), \
        "numpy by hand; JAX value_and_grad; torch.func.grad_and_value inside torch.compile"


def w_mlp(rng):
    n, d, hidden, k = 256, 784, 256, 10
    y = np.eye(k)[rng.integers(0, k, n)]
    args = (rng.standard_normal((n, d)), y, rng.standard_normal((d, hidden)) * d ** -0.5, np.zeros(hidden),
            rng.standard_normal((hidden, k)) * hidden ** -0.5, np.zeros(k))
    rows = [numpy_row(mlp_numpy, args, note="by hand"), jax_row(mlp_jax, args), torch_row(mlp_torch, args),
            *pytensor_rows(mlp_graph, args), opspec_row(mlp_graph, args)]
    return rows, lambda: mlp_numpy(np, *args), \
        "one-hot targets (opspec has no arange to pick logits by label); numpy by hand"


def w_softmax(rng):
    args = (rng.standard_normal((1000, 1000)),)
    rows = [numpy_row(softmax_numpy, args, note="max-shifted, by hand"),
            jax_row(lambda jnp, x: __import__("jax").nn.softmax(x, axis=1), args),
            torch_row(lambda torch, x: torch.softmax(x, dim=1), args),
            *pytensor_rows(lambda pt, x: pt.special.softmax(x, axis=1), args),
            opspec_row(lambda ot, x: ot.softmax(x, axis=1), args)]
    return rows, lambda: softmax_numpy(np, *args), "numpy max-shifted, by hand"


def w_logsumexp(rng):
    args = (rng.standard_normal((1000, 1000)),)
    rows = [numpy_row(logsumexp_numpy, args, note="max-shifted, by hand"),
            jax_row(lambda jnp, x: __import__("jax").nn.logsumexp(x, axis=1), args),
            torch_row(lambda torch, x: torch.logsumexp(x, dim=1), args),
            *pytensor_rows(lambda pt, x: pt.logsumexp(x, axis=1), args),
            opspec_row(lambda ot, x: ot.logsumexp(x, axis=1), args)]
    return rows, lambda: logsumexp_numpy(np, *args), "numpy max-shifted, by hand"


def w_scatter(rng):
    args = rng.standard_normal((10_000, 64)), rng.integers(0, 10_000, 100_000), rng.standard_normal((100_000, 64))
    rows = [numpy_row(scatter_numpy, args, note="np.add.at on a copy"),
            jax_row(lambda jnp, x, i, g: x.at[i].add(g), args),
            torch_row(lambda torch, x, i, g: x.index_add(0, i, g), args),
            *pytensor_rows(lambda pt, x, i, g: pt.inc_subtensor(x[i], g), args),
            opspec_row(lambda ot, x, i, g: ot.inc_subtensor(x[i], g), args)]
    return rows, lambda: scatter_numpy(np, *args), \
        "out of place: np.add.at on a copy, x.at[i].add, index_add, inc_subtensor"


def w_gather(rng):
    args = rng.standard_normal((10_000, 64)), rng.integers(0, 10_000, 100_000)
    rows = [numpy_row(lambda np, x, i: x[i], args), jax_row(lambda jnp, x, i: x[i], args),
            torch_row(lambda torch, x, i: x.index_select(0, i), args),
            *pytensor_rows(lambda pt, x, i: x[i], args), opspec_row(lambda ot, x, i: x[i], args)]
    return rows, lambda: args[0][args[1]], "x[idx] (torch: index_select)"


def w_call(rng):
    args = (np.linspace(-1.0, 1.0, 10),)
    return expression_rows(lambda xp, a: xp.exp(a), args), lambda: np.exp(args[0]), \
        "JAX on a device array, torch on a tensor; PyTensor and opspec with trust_input"


WORKLOADS = (
    ("`exp(a)*b + log1p(c*c)`, 1e6", w_chain),
    ("10-op arithmetic chain, 1e7", w_ten_ops),
    ("`(exp(x)*y).sum(axis=1)`, 3000x3000", w_rowsum),
    ("logistic regression loss + grad, 1000x100", w_logreg),
    ("2-layer MLP (784-256 tanh-10, softmax CE) fwd+bwd, batch 256", w_mlp),
    ("softmax over rows, 1000x1000", w_softmax),
    ("logsumexp over rows, 1000x1000", w_logsumexp),
    ("scatter-add `x[idx] += g`, 10000x64 table, 100k rows", w_scatter),
    ("gather `x[idx]`, 10000x64 table, 100k rows", w_gather),
    ("call of `exp` on 10 elements", w_call),
)


# ---------------------------------------------------------------- compile time in a new process
COMPILE_TITLE = "compile logreg grad, fresh process, empty caches"


def _opspec_first(args):
    import opspec
    import opspec.tensor as ot

    def run():
        ins = [ot.tensor(a.dtype.name, (None,) * a.ndim) for a in args]
        f = opspec.function(ins, logreg_graph(ot, *ins), trust_input=True)
        run.tier = f.vm.tier        # its C, building while the first calls run perform (opspec.link.tier)
        return f(*args)
    return run


def _jax_first(args):
    jax = peers.need("jax")
    return lambda: jax.block_until_ready(jax.jit(lambda *a: logreg_jax(jax.numpy, *a))(*args))


def _torch_first(args):
    torch = peers.need("torch")
    tensors = [torch.from_numpy(a) for a in args]
    return lambda: torch.compile(lambda *a: logreg_torch(torch, *a), dynamic=False)(*tensors)


# peer: (its optional library; what imports it and returns the timed run, from building the
# gradient to its first result; the environment that puts its on-disk compile cache in a folder:
# JAX keeps none unless asked, and then only of compiles over 1 s unless told otherwise)
COMPILERS = {
    JAX: ("jax", _jax_first, lambda d: {"JAX_COMPILATION_CACHE_DIR": d,
                                        "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS": "0",
                                        "JAX_PERSISTENT_CACHE_MIN_ENTRY_SIZE_BYTES": "0"}),
    TORCH: ("torch", _torch_first, lambda d: {"TORCHINDUCTOR_CACHE_DIR": d}),
    OPSPEC: (None, _opspec_first, lambda d: {"OPSPEC_CACHE_DIR": d}),
}


def compile_child(peer: str) -> dict:
    """In this (new) process: seconds from building the logistic-regression gradient to its first
    result with ``peer`` (its library imported before the clock starts), and whether it is right."""
    args = logreg_inputs(np.random.default_rng(1))
    run = COMPILERS[peer][1](args)
    t0 = time.perf_counter()
    got = run()
    took = time.perf_counter() - t0
    if getattr(run, "tier", None) is not None:
        run.tier.wait(600)      # the warm row's process finds what this one built
    return {"seconds": took, "ok": peers.same(got, logreg_numpy(np, *args))}


def run_child(peer: str, cache: str, bytecode: str) -> dict:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=bytecode, **COMPILERS[peer][2](cache))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--compile-child", peer], env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError((done.stderr.strip().splitlines() or ["no output"])[-1][:80])
    return json.loads(done.stdout.strip().splitlines()[-1])


def compile_rows(repeat: int) -> list[tuple[str, dict, dict]]:
    """[(row title, {peer: seconds}, note)] for empty and for warm caches. Per peer, a warm-up
    process fills the bytecode cache of every module it imports (as an install leaves them; this
    machine sets PYTHONDONTWRITEBYTECODE); then, ``repeat`` times and the peers in turn (so that
    a busy moment of the machine falls on all of them), a process with an empty compile cache
    runs, then one with the cache that filled: the median of the pairs."""
    runs, notes = {}, {}
    with tempfile.TemporaryDirectory(prefix="bench-peers-bytecode-") as bytecode:
        for peer, (library, _, _) in COMPILERS.items():
            try:
                if library:
                    peers.need(library)
                with tempfile.TemporaryDirectory(prefix="bench-peers-cache-") as scratch:
                    run_child(peer, scratch, bytecode)
                runs[peer] = []
            except peers.Skip as exc:
                notes[peer] = f"{peer} skipped: {exc}"
            except Exception as exc:  # a peer failing must not stop the run
                notes[peer] = f"{peer} failed: {type(exc).__name__}: {exc}"
        for _ in range(repeat):
            for peer in list(runs):
                try:
                    with tempfile.TemporaryDirectory(prefix="bench-peers-cache-") as cache:
                        runs[peer].append((run_child(peer, cache, bytecode), run_child(peer, cache, bytecode)))
                except Exception as exc:  # noqa: BLE001 - as above
                    notes[peer] = f"{peer} failed: {type(exc).__name__}: {exc}"
                    del runs[peer]
    cold, warm = {}, {}
    for peer, pairs in runs.items():
        if not all(r["ok"] for pair in pairs for r in pair):
            notes[peer] = f"{peer} WRONG RESULT, not shown"
            continue
        cold[peer] = statistics.median(c["seconds"] for c, _ in pairs)
        warm[peer] = statistics.median(w["seconds"] for _, w in pairs)
    note = "; ".join(notes.values())
    return [(COMPILE_TITLE, cold,
             "build + compile + first call, library imported first" + (f"; {note}" if note else "")),
            ("same, warm caches", warm, "a new process with the caches the previous row filled")]


# ---------------------------------------------------------------- the table
def pick(results) -> dict:
    """{column: (seconds, cell text)}: PyTensor's column is the better of its two modes."""
    cells = {}
    for r in results:
        column = PYTENSOR if r.label == PYTENSOR_C else r.label
        if r.seconds is None or (column in cells and cells[column][0] <= r.seconds):
            continue
        tag = {PYTENSOR: " (default)", PYTENSOR_C: " (C VM)"}.get(r.label, "")
        cells[column] = (r.seconds, fmt(r.seconds) + tag)
    return cells


def table_row(title, cells, note) -> str:
    best = min((s for col, (s, _) in cells.items() if col != OPSPEC), default=None)
    ratio = f"{cells[OPSPEC][0] / best:.2f}" if best and OPSPEC in cells else "-"
    return "| " + " | ".join([title, *(cells[c][1] if c in cells else "-" for c in COLUMNS), ratio, note]) + " |"


def problems(results) -> str:
    """The skipped, failed or wrong peers of a row, except peers missing everywhere (said once)."""
    return "; ".join(f"{r.label} {r.note}" for r in results
                     if r.seconds is None and "not installed" not in r.note and "broken install" not in r.note)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="only the workloads whose name contains this")
    parser.add_argument("--no-compile", action="store_true", help="without the compile-time rows")
    parser.add_argument("--repeat", type=int, default=1, help="runs of the compile rows (median)")
    parser.add_argument("--compile-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.compile_child:
        print(json.dumps(compile_child(args.compile_child)))
        return 0

    t0 = time.perf_counter()
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"opspec vs peers, float64, {peers.CORES} cores, load average before the run: {load}")
    print(f"{peers.versions()}")
    print("times: median per call over round-robin rounds; every result checked against numpy first\n")
    lines = []
    for title, workload in WORKLOADS:
        if args.only and args.only.lower() not in title.lower():
            continue
        rows, reference, note = workload(np.random.default_rng(0))
        results = peers.measure(rows, reference)
        more = problems(results)
        lines.append(table_row(title, pick(results), "; ".join(filter(None, [note, more]))))
        print(f"  ({time.perf_counter() - t0:.0f}s) {title}", file=sys.stderr)
    if not args.no_compile and (not args.only or args.only.lower() in COMPILE_TITLE):
        for title, seconds, note in compile_rows(args.repeat):
            lines.append(table_row(title, {p: (s, f"{s:.3g} s") for p, s in seconds.items()}, note))
    print("| workload | " + " | ".join(COLUMNS) + " | opspec / best peer | note |")
    print("|---" * (len(COLUMNS) + 3) + "|")
    print("\n".join(lines))
    if peers.missing():
        print("\nmissing peers (their cells are '-'): " + "; ".join(peers.missing()))
    print(f"\n(total {time.perf_counter() - t0:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
