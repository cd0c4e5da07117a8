"""Tiered execution: a function whose C kernels the cache lacks runs its ops' python while the
compiler builds them in the background, then switches to C.

Why: the compiler is most of a cold start (the logistic-regression gradient: about a second of
gcc for the kernels' helpers, the program runner and its kernels, against a fifth of that for
building, rewriting and linking the graph), and a first result need not wait for it: every op
computes the same values through ``perform``, to the tolerance the suite holds C to.

When: ``link(..., tiered=True)`` (what ``function()`` asks for its ordinary VMs, unless
``config.wait_for_c``) asks ``c_ready`` whether linking with C would start the compiler. Only
then is each node linked to its ``perform``, and a ``Tier`` builds, on a daemon thread, what
the C link needs (the helpers, the runner, every kernel, in batches on the build threads). The
build starts once the first call returned (or ``START_AFTER`` seconds passed), and with an
empty cache ``function()`` starts nothing before (batch.start_early): compilers started earlier
take the cores the first result needs (measured, 2 cores, empty cache: first result of the
logistic-regression gradient 0.22 s when the build starts with the function, 0.11 s after).

The switch: once everything is built (or failed to), the ``Function`` owning the VM links the
graph again with C, on the same storage cells, exactly as a function compiled with a warm cache
is linked (C thunks, C programs, the whole call in C when it is one program), and takes the
new VM under its call lock: between two calls, never inside one, so every call runs one path
and its values are that path's. Why the whole function and not node by node: the C function is
more than its nodes' kernels (programs run several nodes in one call), and a function whose
thunks each asked "is my kernel there yet?" would pay for it on every call. A kernel that does
not build is reported when the C link meets it, as when linking waits (one CKernelWarning), and
its node keeps ``perform``.

At exit: a process waits for the builds its functions started, so that the next run of the same
script finds its kernels in the cache and starts in C (without this, a script shorter than its
compile would run python on every run and never cache anything). The function has given its
results by then; the wait is the compile a cold start used to spend before the first result.
Ctrl-C during that wait stops the compilers (opspec.link.c.processes).
"""
from __future__ import annotations

import atexit
import threading
import warnings
import weakref

from opspec.link.c.batch import job_in_cache, prefetch, start_early

#: seconds a build waits for its function's first call to end before it starts anyway
START_AFTER = 0.25

#: the tiers whose build has not ended (finished at exit)
_building: "weakref.WeakSet[Tier]" = weakref.WeakSet()
_exiting = threading.Event()


def c_ready(nodes) -> bool:
    """Whether linking ``nodes`` with C runs no compiler: the compiler's probes are known and
    the helpers, the program runner and every node's kernel are loaded or in the cache (built,
    or known not to compile). Trouble that linking reports anyway (no compiler, an unusable
    cache, an op failing to describe its kernel) counts as ready: linking meets it at once."""
    from opspec.link.c import build, flags, program, runtime
    from opspec.link.c.module import unit_for
    try:
        if not build.identity_known():
            return False
        build.compiler_identity()
        if not flags.known():
            return False
        if not runtime._loaded and not job_in_cache(runtime.job()):
            return False
        if program._runner is None and not job_in_cache(program.runner_job()):
            return False
        for node in nodes:
            call = node.op.c_kernel(node)
            if call is None or call.spec is None:
                continue
            unit = unit_for(call.spec)
            if not unit.loaded and not unit.in_cache():
                return False
    except Exception:   # noqa: BLE001 - see the docstring
        return True
    return True


def build_c(nodes) -> None:
    """Build (or load) everything linking ``nodes`` with C needs; what fails is recorded where
    the link meets it (the units, the runner)."""
    from opspec.link.c import program, runtime
    from opspec.link.c.module import unit_for
    start_early()           # the helpers, the runner and the probes, if function() left them to us
    prefetch(nodes)         # the kernels, in batches on the build threads
    try:
        runtime.load()
    except Exception:   # noqa: BLE001 - each kernel meets it again and records it
        pass
    for node in nodes:
        try:
            call = node.op.c_kernel(node)
        except Exception:   # noqa: BLE001 - the link meets it again
            continue
        if call is not None and call.spec is not None:
            unit_for(call.spec).load()
    program.runner()


class Tier:
    """The background build behind a VM linked to its nodes' ``perform``; ``relink()`` links the
    same graph with C once it is done. Its owner (``attach``) takes the C VM."""

    def __init__(self, nodes, relink):
        self.relink = relink
        #: set once the owner runs C (or there is no owner to hand it to)
        self.switched = threading.Event()
        self._built = False
        self._owner = None
        self._lock = threading.Lock()
        #: set when the function's first call ended (``after_first_call``): the build starts then
        self.first_call = threading.Event()
        self.thread = threading.Thread(target=self._build, args=(list(nodes),), name="opspec-tier", daemon=True)
        _building.add(self)
        self.thread.start()

    def _build(self, nodes):
        self.first_call.wait(START_AFTER)
        try:
            build_c(nodes)
        finally:
            with self._lock:
                self._built = True
                owner, self._owner = self._owner, None
            _building.discard(self)
            if owner is not None and not _exiting.is_set():     # else ``attach`` hands over when it comes
                self._hand_over(owner)

    def after_first_call(self, run):
        """``run`` (the VM's), telling the build when a call ended: the build waits for the first
        (``START_AFTER`` seconds at most), so that the compiler does not slow the first result
        down and a function never called builds nothing in that time."""
        first_call = self.first_call

        def run_then_build():
            try:
                run()
            finally:
                first_call.set()
        return run_then_build

    def attach(self, take) -> None:
        """Have ``take(relink)`` (a bound method; held weakly) switch its owner to C once the
        build is done: from the building thread, or at once if it is done already."""
        with self._lock:
            if not self._built:
                self._owner = weakref.WeakMethod(take)
                return
        self._hand_over(weakref.WeakMethod(take))

    def _hand_over(self, owner) -> None:
        take = owner()      # None: the owner is gone
        try:
            if take is not None:
                take(self.relink)
        except Exception as exc:    # noqa: BLE001 - the function goes on as it ran so far
            from opspec.link.c.thunk import CKernelWarning
            warnings.warn(f"opspec: linking a function with C failed ({type(exc).__name__}: {exc}); it keeps "
                          "running its ops' perform (python:)", CKernelWarning, stacklevel=2)
        finally:
            self.switched.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the owner runs C; False when ``timeout`` seconds passed first."""
        return self.switched.wait(timeout)


def finish_builds() -> None:
    """Wait for every build still running (at exit: see the module's docstring); Ctrl-C stops
    the compilers and the wait."""
    from opspec.link.c import processes
    _exiting.set()
    try:
        for tier in list(_building):
            tier.first_call.set()       # a build still waiting for its first call starts now
            tier.thread.join()
    except BaseException:
        processes.stop_all()
        raise


atexit.register(finish_builds)      # after processes' (imported above): runs before it
