"""The peers opspec is measured against, and how every bench script times them.

Peers: numpy, numexpr, JAX (``jax.jit``, x64), ``torch.compile`` (CPU, default Inductor),
PyTensor (its default mode and its C VM) and opspec itself. The optional ones load on first
use; a missing or broken one becomes a skipped row with the reason, never a failed run.

A workload is a list of ``Row``s: a label and a ``make()`` that builds (compiles) the peer's
callable outside the timing. ``measure`` builds each row, checks its first result against
numpy's, then times all rows that passed **round-robin**: in each round every row runs once
(a run of as many calls as fit in ``budget``), each round starting one row later, so a drift
in the machine's load (this machine is shared) hits every peer alike; the result is the
median over the rounds of the time per call.

Peer functions take the array namespace first, so one expression serves many peers:
``lambda xp, a, b: xp.exp(a) * b`` runs with ``numpy``, ``jax.numpy``, ``torch``,
``pytensor.tensor`` and ``opspec.tensor`` as ``xp``.
"""
from __future__ import annotations

import os

# Idle OpenMP threads of one runtime spin a while after each parallel region (libgomp's default)
# and steal the cores from the next row's runtime (numexpr's, torch's, our kernels'): measured
# here, 1e6 elements ran 1.7x slower after the numexpr and PyTensor rows, and torch.compile's
# logistic-regression gradient 6x slower on a busy machine. Sleeping idle threads give every row
# the same machine. Set before any of them loads: import this module before numpy.
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import functools  # noqa: E402
import importlib  # noqa: E402
import statistics  # noqa: E402
import timeit  # noqa: E402
import warnings  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from typing import Callable  # noqa: E402

import numpy as np  # noqa: E402

CORES = os.cpu_count() or 1
INSTALL_HINT = "pip install '.[bench]'"
NUMPY, NUMEXPR, JAX, TORCH = "numpy", "numexpr", "JAX jit", "torch.compile"
PYTENSOR, PYTENSOR_C, OPSPEC = "PyTensor", "PyTensor C VM", "opspec"
ROUNDS, BUDGET = 7, 0.05


class Skip(Exception):
    """A peer that cannot run here; the message says why."""


# ---------------------------------------------------------------- optional peers
def _load_numexpr():
    import numexpr
    numexpr.set_num_threads(CORES)
    return numexpr


def _load_jax():
    import jax
    import jax.numpy  # noqa: F401
    jax.config.update("jax_enable_x64", True)   # float64 like every other peer
    return jax


def _load_torch():
    import torch
    import torch._dynamo
    # every (function, shape) pair is its own compile: the default limit of 8 per function would
    # silently fall back to eager for a script with many sizes
    torch._dynamo.config.recompile_limit = 256
    return torch


def _load_pytensor():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pytensor
        import pytensor.tensor  # noqa: F401
    return pytensor


LOADERS = {"numexpr": _load_numexpr, "jax": _load_jax, "torch": _load_torch, "pytensor": _load_pytensor}


@functools.cache
def _load(name):
    try:
        return LOADERS[name](), None
    except ImportError:
        return None, f"not installed ({INSTALL_HINT})"
    except Exception as exc:  # a broken install must not stop the benchmarks
        return None, f"broken install: {type(exc).__name__}: {str(exc).splitlines()[0][:60]}"


def need(name):
    """The module of optional peer ``name`` (numexpr, jax, torch, pytensor), or Skip."""
    module, reason = _load(name)
    if module is None:
        raise Skip(reason)
    return module


def missing() -> list[str]:
    """'name: reason' of every optional peer that cannot run here."""
    return [f"{name}: {_load(name)[1]}" for name in LOADERS if _load(name)[0] is None]


def versions() -> str:
    """One line naming every peer's version, or why it is missing."""
    parts = [f"numpy {np.__version__}"]
    for name in LOADERS:
        module, reason = _load(name)
        parts.append(f"{name} {module.__version__}" if module else f"{name}: {reason}")
    return ", ".join(parts)


# ---------------------------------------------------------------- rows
@dataclass
class Row:
    label: str
    make: Callable[[], Callable[[], object]]   # builds outside the timing; may raise Skip
    note: str = ""
    output: Callable[[], object] | None = None  # the result to check, for a call that returns none


@dataclass
class Result:
    label: str
    seconds: float | None    # median per call; None when skipped, failed or wrong
    note: str


def numpy_row(fn, args, label=NUMPY, note=""):
    return Row(label, lambda: lambda: fn(np, *args), note)


def numexpr_row(expr, names, args, note=""):
    def make():
        ne = need("numexpr")
        env = dict(zip(names, args))
        return lambda: ne.evaluate(expr, local_dict=env)
    return Row(NUMEXPR, make, note or f"{CORES} threads")


def jax_row(fn, args, note=""):
    """``jax.jit(fn)`` on device arrays; a call waits for its result (JAX dispatches async)."""
    def make():
        jax = need("jax")
        f = jax.jit(functools.partial(fn, jax.numpy))
        dev = [jax.device_put(a) for a in args]
        return lambda: jax.block_until_ready(f(*dev))
    return Row(JAX, make, note)


def torch_row(fn, args, note=""):
    """``torch.compile(fn)`` (Inductor, static shapes like jit's) on tensors sharing numpy's memory."""
    def make():
        torch = need("torch")
        f = torch.compile(functools.partial(fn, torch), dynamic=False)
        tensors = [torch.from_numpy(a) if isinstance(a, np.ndarray) else a for a in args]
        return lambda: f(*tensors)
    return Row(TORCH, make, note)


def grad_of(xp):
    """The ``grad`` of the library whose tensor namespace is ``xp`` (opspec.grad, pytensor.grad)."""
    return importlib.import_module(xp.__name__.partition(".")[0]).grad


def _symbolic(xp, make_var, fn, args):
    ins = [make_var(a) for a in args]
    outs = fn(xp, *ins)
    return ins, list(outs) if isinstance(outs, (list, tuple)) else outs


def pytensor_rows(fn, args, note=""):
    """PyTensor in its default mode and on its C backend (linker cvm), with ``trust_input``."""
    def make(linker):
        pytensor = need("pytensor")
        pt = pytensor.tensor
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ins, outs = _symbolic(pt, lambda a: pt.tensor(dtype=a.dtype.name, shape=(None,) * a.ndim), fn, args)
            f = pytensor.function(ins, outs, on_unused_input="ignore",
                                  mode=linker and pytensor.compile.mode.Mode(linker=linker, optimizer="fast_run"))
        f.trust_input = True
        return lambda: f(*args)
    return [Row(PYTENSOR, lambda: make(None), note or "default mode, trust_input"),
            Row(PYTENSOR_C, lambda: make("cvm"), note or "linker cvm, trust_input")]


def opspec_row(fn, args, mode="FAST_RUN", label=OPSPEC, note=None):
    """opspec.function of ``fn(opspec.tensor, *symbolic inputs)``, with ``trust_input``; the
    note (unless given) says which kernels ran, known once compiled."""
    row = Row(label, None, note or "")

    def make():
        import opspec
        import opspec.tensor as ot
        ins, outs = _symbolic(ot, lambda a: ot.tensor(a.dtype.name, (None,) * a.ndim), fn, args)
        f = opspec.function(ins, outs, mode=mode, trust_input=True, on_unused_input="ignore")
        if note is None:
            kinds = [impl for _, impl in f.node_impls()]
            row.note = f"{len(kinds)} node(s): " + " + ".join(
                f"{kinds.count(k)} {k}" for k in ("c", "py") if k in kinds) + ", trust_input"
        return lambda: f(*args)
    row.make = make
    return row


def expression_rows(fn, args, numexpr=None):
    """Every peer on one array-namespace expression ``fn(xp, *args)``; ``numexpr`` is its
    numexpr string over ``a, b, c...`` (None: no numexpr row)."""
    rows = [numpy_row(fn, args)]
    if numexpr is not None:
        rows.append(numexpr_row(numexpr, "abcdefgh"[:len(args)], args))
    return rows + [jax_row(fn, args), torch_row(fn, args), *pytensor_rows(fn, args), opspec_row(fn, args)]


# ---------------------------------------------------------------- checking and timing
def as_numpy(value):
    """A peer's result as numpy (tuples element by element): JAX arrays, torch tensors, scalars."""
    if isinstance(value, (list, tuple)):
        return [as_numpy(v) for v in value]
    if hasattr(value, "detach"):          # torch
        value = value.detach().numpy()
    return np.asarray(value)


def same(got, want, rtol=1e-7, atol=1e-9) -> bool:
    """``got`` equals numpy's ``want``: the same shapes and dtypes (a peer quietly computing in
    float32 is wrong here), values to rounding for floats, exactly otherwise."""
    got, want = as_numpy(got), as_numpy(want)
    if isinstance(want, list):
        return isinstance(got, list) and len(got) == len(want) and all(
            same(g, w, rtol, atol) for g, w in zip(got, want))
    if isinstance(got, list) or got.shape != want.shape or got.dtype != want.dtype:
        return False
    if want.dtype.kind in "biu":
        return np.array_equal(got, want)
    return bool(np.allclose(got, want, rtol=rtol, atol=atol))


def calls_per_run(fn, budget) -> int:
    """How many calls of ``fn`` take about ``budget`` seconds."""
    timer, number = timeit.Timer(fn), 1
    while True:
        took = timer.timeit(number)
        if took >= budget / 10 or number >= 1 << 22:
            return max(1, round(number * budget / max(took, 1e-9)))
        number *= 8


def round_robin(fns, rounds=ROUNDS, budget=BUDGET) -> dict:
    """{label: median seconds per call} of ``fns`` ({label: fn}), timed in interleaved rounds."""
    labels = list(fns)
    numbers = {k: calls_per_run(fns[k], budget) for k in labels}
    timers = {k: timeit.Timer(fns[k]) for k in labels}
    samples = {k: [] for k in labels}
    for r in range(rounds):
        for k in labels[r % len(labels):] + labels[:r % len(labels)]:
            samples[k].append(timers[k].timeit(numbers[k]) / numbers[k])
    return {k: statistics.median(v) for k, v in samples.items()}


def measure(rows, reference, rtol=1e-7, atol=1e-9, rounds=ROUNDS, budget=BUDGET) -> list[Result]:
    """Build every row, check its first result against ``reference()`` (numpy), then time the
    rows that passed round-robin. A skipped, failing or wrong row is kept with the reason (a
    row's note is read once it is built: opspec's names the kernels that ran)."""
    want = reference()
    fns, notes = {}, {}
    for row in rows:
        try:
            with warnings.catch_warnings():    # first calls may warn (compilers, numba)
                warnings.simplefilter("ignore")
                fn = row.make()
                got = fn()
                ok = same(row.output() if row.output else got, want, rtol, atol)
            notes[row.label] = row.note if ok else "WRONG RESULT, not timed"
            if ok:
                fns[row.label] = fn
        except Skip as exc:
            notes[row.label] = f"skipped: {exc}"
        except Exception as exc:  # a peer failing must not stop the run
            notes[row.label] = f"failed: {type(exc).__name__}: {str(exc).strip().splitlines()[0][:70]}"
    times = round_robin(fns, rounds, budget) if fns else {}
    return [Result(row.label, times.get(row.label), notes[row.label]) for row in rows]


def fmt(seconds) -> str:
    if seconds is None:
        return "-"
    for unit, scale in (("s", 1), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
        if seconds >= scale or unit == "ns":
            return f"{seconds / scale:.3g} {unit}"
    return str(seconds)


def print_results(title, results, bases=None):
    """One table: time per call, time / each base's ({label: column header}; numpy's by
    default; a base that did not run gets no column), and the note."""
    t = {r.label: r.seconds for r in results}
    bases = {k: v for k, v in (bases or {NUMPY: "/ numpy"}).items() if t.get(k)}
    print(f"\n{title}   [{CORES} cores]")
    print(f"  {'implementation':<32}{'time/call':>12}" + "".join(f"{h:>11}" for h in bases.values()) + "  note")
    for r in results:
        ratios = "".join(f"{r.seconds / t[b]:>10.2f}x" if r.seconds else f"{'':>11}" for b in bases)
        print(f"  {r.label:<32}{fmt(r.seconds):>12}{ratios}  {r.note}")
