"""Building kernels: several compiled as one module, on a pool of threads, ahead of the linker.

Why: most of a small kernel module's compile is fixed cost, paid again by every module: the
parse of Python.h and of cffi's glue, opspec_kernel.h and the C library's headers, starting the
compiler and linking (measured, gcc 12 -O2, 2 cores: five fused kernels take 0.83 s as five
modules and 0.53 s as one). A graph's missing kernels are therefore built in a few batches,
one per core, and ``opspec build`` builds the library sixteen kernels at a time.

A batch changes nothing a kernel's user sees. Its shared object is installed under the cache
entry of each of its kernels (hard links) and answers to each of their module names (one
``PyInit`` per kernel), so each kernel keeps its own key, independent of its batch-mates, and
a later process finds it by that key whichever batch built it. Each source appears once, with the
defines selecting the batch's kernels of it, and no batch holds two kernels of one name or one op
name from two files: fused kernels, made at run time, carry a digest in their names for this
(opspec.kernels.render.fused_spec). When a batch
does not compile (a broken kernel, two ops' support code defining the same name), its kernels
are built one by one, which gives each op its own error message.

When: ``start_early()`` (called by ``function()`` before rewriting) starts the kernels' helpers,
the program runner and the probes of the compiler; ``prefetch(nodes)`` (called by the linker)
plans the graph's kernels into groups on a thread pool (gcc runs as a subprocess, so threads
suffice), and the linker then takes them in order, waiting only for the one it needs next.
Neither starts anything the cache holds: loading a cached module is Python holding the GIL, so
a thread would only take turns with the linker, and cost more than the load (measured, the
logistic-regression gradient with a warm cache: 12 ms more CPU time with the loads on threads).
``build_units`` and ``build_modules`` (``opspec build``) build given units the same way.
"""
from __future__ import annotations

import os
import queue
import threading
import time

from opspec.configuration import config
from opspec.link.c import runtime
from opspec.link.c.build import cache_entry, compile_together
from opspec.kernels.abi import c_defines
from opspec.link.c.module import CSource, KernelUnit, unit_for


def _log():
    """This module's logger; logging is imported on first use (it only reports trouble, and a
    process that loads cached kernels need not pay for its import)."""
    import logging
    return logging.getLogger(__name__)


#: the most kernels compiled as one module (``opspec build``; a graph's batches are one per core)
MAX_BATCH = 16


class Batch:
    """Kernel units to compile as one module; built at most once, by the first thread asking."""

    def __init__(self, units):
        self.units = list(units)
        self._lock = threading.Lock()
        self._tried = False
        for unit in self.units:
            unit.batch = self

    def __repr__(self):
        return f"<Batch of {len(self.units)}: {', '.join(u.name for u in self.units)}>"

    def build(self, wait: bool = True) -> None:
        """Build and load the units not loaded yet. ``wait=False`` (a pool thread) returns at
        once when another thread is building the batch. Failing, it leaves the units unloaded:
        each then builds alone (``KernelUnit.load``) and reports its own error."""
        if not self._lock.acquire(blocking=wait):
            return
        try:
            if self._tried:
                return
            self._tried = True
            todo = [unit for unit in self.units if not unit.loaded]
            if len(todo) < 2:
                return
            start = time.perf_counter()
            try:
                runtime.load()      # the helpers the kernels call, before they are loaded
                modules = compile_together([unit.job() for unit in todo], batch_source(todo))
            except Exception as exc:    # noqa: BLE001 - each unit meets it again alone, and reports it
                _log().debug("opspec: %r failed (%s); building its kernels one by one", self, exc)
                return
            seconds = time.perf_counter() - start
            for unit, module in zip(todo, modules):
                unit.take(module, seconds)
        finally:
            self._lock.release()


def batch_source(units) -> str:
    """One C file defining every unit's kernel: the ABI, then each source once, compiling the
    kernels of the batch."""
    sources: dict = {}
    for unit in units:
        sources.setdefault(unit.source, []).append(unit.spec)
    return c_defines() + "".join(source.text_for(specs) for source, specs in sources.items())


def plan(units, workers: int) -> list[list]:
    """``units`` in groups to build: each unit the cache holds alone (it only loads), the others
    in batches, one per worker at least, MAX_BATCH kernels at most. An op's kernels stay
    together as far as balance allows (a broken op then fails one batch, whose kernels are
    built alone, not every batch), and the largest pieces are placed first, each into the
    smallest batch that takes it: a batch takes no kernel whose name, or whose op name from
    another file, it already has."""
    cached, missing = [], []
    try:
        for unit in units:
            # a kernel known not to compile loads (its error) alone, never spoiling a batch
            (cached if unit.in_cache() else missing).append(unit)
    except Exception:   # noqa: BLE001 - no compiler, an unusable cache...: each unit reports it
        return [[unit] for unit in units]
    batches: list[list] = [[] for _ in range(max(min(workers, len(missing)), -(-len(missing) // MAX_BATCH)))]
    size = -(-len(missing) // len(batches)) if batches else 0       # what balance allows a piece
    ops: dict = {}
    for unit in missing:
        ops.setdefault((unit.source, unit.op), []).append(unit)
    pieces = [kernels[k:k + size] for kernels in ops.values() for k in range(0, len(kernels), size)]
    for piece in sorted(pieces, key=len, reverse=True):
        fits = [b for b in batches if len(b) + len(piece) <= MAX_BATCH and not _clash(b, piece)]
        if fits:
            min(fits, key=len).extend(piece)
        else:
            batches.append(list(piece))
    return [[unit] for unit in cached] + [batch for batch in batches if batch]


def _clash(batch, piece) -> bool:
    names = {u.name for u in batch}
    files = {u.op: u.source for u in batch}
    return any(u.name in names or files.get(u.op, u.source) is not u.source for u in piece)


def load_group(group) -> list:
    """Load a group of ``plan`` (building it as one batch when it has several units); returns it."""
    if len(group) > 1:
        Batch(group).build()
    for unit in group:
        unit.load()
    return group


# ------------------------------------------------------------------ building several
def _workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def build_units(units, workers=None, progress=None) -> list[KernelUnit]:
    """Load (building as needed) ``units`` in parallel threads, the missing ones in batches
    (opspec.link.c.batch); ``progress(done, total, unit)`` is called from this thread as each
    finishes."""
    units = [u for u in units if u is not None]
    todo = [u for u in units if not u.loaded]
    if len(todo) <= 1 and progress is None:
        for u in todo:
            u.load()
        return units
    workers = workers or min(len(todo), _workers()) or 1
    from concurrent.futures import ThreadPoolExecutor, as_completed
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="opspec-build") as pool:
        futures = [pool.submit(load_group, group) for group in plan(todo, workers)]
        done = 0
        for fut in as_completed(futures):
            for unit in fut.result():
                done += 1
                if progress is not None:
                    progress(done, len(todo), unit)
    return units


def build_modules(modules, workers=None, progress=None, unit_progress=None):
    """Load every kernel of several files (building what the cache lacks, in batches) on one
    pool of ``workers`` threads; ``progress(done, total, module, seconds)`` is called from this
    thread once a file's last kernel finished (seconds: from its first kernel's start),
    ``unit_progress(done, total, unit)`` after each kernel."""
    modules = list(modules)
    units = [u for m in modules for u in m.all_units() if not u.loaded]
    left = {m: 0 for m in modules}
    for u in units:
        left[u.source] += 1
    started: dict[CSource, float] = {}
    finished_modules = 0

    def run(group):
        for unit in group:
            started.setdefault(unit.source, time.perf_counter())
        return load_group(group)

    def finish(mod):
        nonlocal finished_modules
        mod.collect()
        finished_modules += 1
        if progress is not None:
            progress(finished_modules, len(modules), mod, time.perf_counter() - started.get(mod, time.perf_counter()))

    workers = workers or _workers()
    done = 0
    from concurrent.futures import ThreadPoolExecutor, as_completed
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="opspec-build") as pool:
        for mod in modules:
            if not left[mod]:
                finish(mod)
        futures = [pool.submit(run, group) for group in plan(units, workers)]
        for fut in as_completed(futures):
            for unit in fut.result():
                done += 1
                if unit_progress is not None:
                    unit_progress(done, len(units), unit)
                left[unit.source] -= 1
                if not left[unit.source]:
                    finish(unit.source)
    return modules


# ------------------------------------------------------------------ building ahead
class _Workers:
    """``size`` daemon threads running queued jobs in order: what builds ahead of the linker and
    behind tiered functions. Daemon threads, because an exiting process must not wait for
    kernels it will never call (an executor's threads are joined at exit, after every queued
    job ran); the compilers still running are stopped then (build.stop_compilers). A job's
    failure is its units' to report (they record it)."""

    def __init__(self, size: int):
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.threads = [threading.Thread(target=self._work, name=f"opspec-cc-{k}", daemon=True) for k in range(size)]
        for thread in self.threads:
            thread.start()

    def submit(self, fn, *args) -> None:
        self.jobs.put((fn, args))

    def _work(self):
        while True:
            fn, args = self.jobs.get()
            try:
                fn(*args)
            except Exception:   # noqa: BLE001 - recorded by the units it built (or not)
                _log().debug("opspec: a background build failed", exc_info=True)


_pool: _Workers | None = None
_pool_lock = threading.Lock()


def _forget_pool():
    global _pool, _runner_queued, _pool_lock
    _pool = None    # a forked child has the pool but none of its threads
    _pool_lock = threading.Lock()
    _runner_queued = False
    _runtime_queued.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_pool)


def _submit(fn, *args) -> None:
    global _pool
    if _pool is None:
        with _pool_lock:
            if _pool is None:
                _pool = _Workers(_workers())
    _pool.submit(fn, *args)


def prefetch(nodes) -> int:
    """Start loading, on background threads, the kernel of every node of ``nodes`` that would
    run in C and is not loaded yet, in the order given (the linker's); returns how many. The
    linker then calls ``find_kernel`` per node, which waits for that node's kernel only: builds
    overlap instead of running one after another."""
    units = []
    for node in nodes:
        try:
            call = node.op.c_kernel(node)
        except Exception:   # noqa: BLE001 - find_kernel will meet (and report) it in its turn
            continue
        if call is None or call.spec is None:
            continue
        unit = unit_for(call.spec)
        if not unit.loaded and not unit._queued and not _cached(unit.in_cache):
            unit._queued = True
            units.append(unit)
    if units:                       # a linked graph's C nodes run as programs; the runner is
        _prefetch_program_runner()  # the longest build and needed last: first in the queue
    for group in plan(units, _workers()):
        if len(group) == 1:
            _submit(group[0].load)
        else:   # a pool thread leaves a batch the linker is building already (no waiting thread)
            _submit(Batch(group).build, False)
    return len(units)


_runner_queued = False
_runtime_queued = threading.Event()


def _prefetch_program_runner() -> bool:
    """Queue the build of the program runner (opspec.link.c.program), one more module a linked
    graph needs, at most once per process (a second submission would hold a pool thread
    waiting on the runner's lock while kernels wait for threads); True when queued now."""
    global _runner_queued
    from opspec.link.c import program
    with _pool_lock:
        if _runner_queued or program._runner is not None:
            return False
        _runner_queued = True
    _submit(program.runner)
    return True


def start_early(tiered: bool = False):
    """Start what every C-linked graph needs before its graph is even rewritten: the kernels'
    helpers and the program runner (loaded, or built when the cache lacks them: the longest
    builds, which need no probe of the compiler: flags.base_flags) and, on threads of their own,
    the probes of the kernels' flags (-march, OpenMP). ``function()`` calls it first thing, so
    that this work runs beside rewriting. Once per process.

    ``tiered``: the function may run perform until its C is built (opspec.link.tier). Then, when
    the compiler was never probed (an empty cache: everything would be built), nothing starts
    now: the function's build starts it after its first result, which the compiler would only
    slow down (two cores: a compiler on each, the first result waits its turn)."""
    from opspec.link.c import build, flags, program
    probed = build.identity_known() and flags.known()
    if tiered and not config.wait_for_c and not probed:
        return
    if probed and _cached(lambda: job_in_cache(runtime.job()) and job_in_cache(program.runner_job())):
        return      # the linker loads them when it needs them (see the module docstring)
    if not runtime._loaded and not _runtime_queued.is_set():
        _runtime_queued.set()       # first: every kernel waits for it before it loads
        _submit(_load_runtime)
    if _prefetch_program_runner():
        from opspec.link.c.flags import arch_flags, openmp_flags
        for probe in (arch_flags, openmp_flags):
            threading.Thread(target=probe, name=f"opspec-{probe.__name__}", daemon=True).start()


def _cached(holds) -> bool:
    """``holds()``, or False when asking fails (no compiler, an unusable cache: whoever loads
    it meets and reports that)."""
    try:
        return holds()
    except Exception:   # noqa: BLE001 - see the docstring
        return False


def job_in_cache(job: dict) -> bool:
    """Whether the cache holds the module of ``job`` (built, or known not to compile)."""
    entry = cache_entry(**job)
    return entry.exists() or entry.known_failure() is not None


def _load_runtime():
    """runtime.load() for a pool thread: a failure is the kernels' to report when they load."""
    try:
        runtime.load()
    except Exception:   # noqa: BLE001 - KernelUnit.load meets it again and records it
        pass
