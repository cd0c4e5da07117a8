"""Several kernels compiled as one module: one compiler run instead of one per kernel.

Why: most of a small kernel module's compile is fixed cost, paid again by every module: the
parse of Python.h and of cffi's glue, opspec_kernel.h and the C library's headers, starting the
compiler and linking (measured, gcc 12 -O2, 2 cores: five fused kernels take 0.83 s as five
modules and 0.53 s as one). A graph's missing kernels are therefore built in a few batches,
one per core, and ``opspec build`` builds the library sixteen kernels at a time.

A batch changes nothing a kernel's user sees. Its shared object is installed under the cache
entry of each of its kernels (hard links) and answers to each of their module names (one
``PyInit`` per kernel), so each kernel keeps its own key, independent of its batch-mates, and
a later process finds it by that key whichever batch built it. Each file's prelude and each op's
block appear once (an op's kernels outside the batch are hidden as in a single unit), and no
batch holds two kernels of one name or one op name from two files: fused kernels, made at run
time, carry a digest in their names for this (opspec.link.c.composite.tagged). When a batch
does not compile (a broken kernel, two ops' support code defining the same name), its kernels
are built one by one, which gives each op its own error message.
"""
from __future__ import annotations

import logging
import threading
import time

from opspec.link.c import runtime
from opspec.link.c.build import cache_entry, compile_together

log = logging.getLogger(__name__)

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
                log.debug("opspec: %r failed (%s); building its kernels one by one", self, exc)
                return
            seconds = time.perf_counter() - start
            for unit, module in zip(todo, modules):
                unit.take(module, seconds)
        finally:
            self._lock.release()


def batch_source(units) -> str:
    """One C file defining every unit's kernel: each file's prelude once, then each op's block
    once, compiling the kernels of the batch."""
    files: dict = {}
    for unit in units:
        files.setdefault(unit.cmodule, {}).setdefault(unit.op, []).append(unit.name)
    return "".join(cmodule.prelude_source() + "".join(cmodule.block_source(op, names) for op, names in ops.items())
                   for cmodule, ops in files.items())


def plan(units, workers: int) -> list[list]:
    """``units`` in groups to build: each unit the cache holds alone (it only loads), the others
    in batches, as many as ``workers`` and at most MAX_BATCH each, dealt in turn, so that each
    worker gets as much to compile. A batch takes no kernel whose name or op name it already
    has from another file; such a kernel goes to the next batch, or alone."""
    cached, missing = [], []
    try:
        for unit in units:
            (cached if cache_entry(**unit.job()).exists() else missing).append(unit)
    except Exception:   # noqa: BLE001 - no compiler, an unusable cache...: each unit reports it
        return [[unit] for unit in units]
    count = max(min(workers, len(missing)), -(-len(missing) // MAX_BATCH))
    batches: list[list] = [[] for _ in range(count)]
    alone = []
    for k, unit in enumerate(missing):
        for j in range(count):
            batch = batches[(k + j) % count]
            if all(u.name != unit.name and (u.op != unit.op or u.cmodule is unit.cmodule) for u in batch):
                batch.append(unit)
                break
        else:
            alone.append(unit)
    return [[unit] for unit in cached] + [batch for batch in batches if batch] + [[unit] for unit in alone]


def load_group(group) -> list:
    """Load a group of ``plan`` (building it as one batch when it has several units); returns it."""
    if len(group) > 1:
        Batch(group).build()
    for unit in group:
        unit.load()
    return group
