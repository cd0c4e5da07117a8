"""Profiles of compiled functions: where the time of calls and of compiling goes.

``opspec.function(..., profile=True)`` (or a name, or a ``ProfileStats`` several functions
share) and ``config.profile`` (every function) give the function a ``ProfileStats`` as
``f.profile``; ``f.profile.summary()`` prints it, and with ``config.profile`` every profile is
printed at exit (to ``config.profiling__destination``), as PyTensor's are.

A profiled function runs node by node, so that what each node costs is known: each node's own
thunk, timed, through ``Function``'s plain call path (``VM.run_timed``). An unprofiled call
runs whole runs of C nodes as one C program, usually from one C builtin; a profiled call does
not, so it costs more than an unprofiled one, and the summary says so. Functions compiled while
a profiled function links (the step of a ``scan``, the graph of an ``OpFromGraph``) are profiled
too, and their profiles are printed inside the outer one's (which profile a function records
into: opspec.compile.profiled).
"""
from __future__ import annotations

import atexit
import contextlib
import io
import sys
from collections import Counter, defaultdict

from opspec.configuration import config

#: how a profiled call runs (see the module docstring), unless its VM says otherwise
NODE_BY_NODE = ("node by node (the unfused call path): each node's own thunk, timed, through Function's plain "
                "call; runs of C nodes are not linked into one C program as in an unprofiled call, so a profiled "
                "call costs more than an unprofiled one")

_atexit_list: list = []
_atexit_registered = False


class ProfileStats:
    """Times and counts of one or more compiled functions (PyTensor's attributes and summary).

    Per node, keyed by ``(fgraph, node)``: ``apply_time`` (seconds), ``apply_callcount``,
    ``apply_flops`` (floating-point operations, for ops that declare them); per function call:
    ``fct_call_time``, ``fct_callcount``, ``vm_call_time``; compiling: ``compile_time`` =
    ``rewriting_time`` + ``linker_time``, of which ``c_build_time`` the linker spent getting C
    kernels (built, or read from the cache) and ``linker_make_thunk_time`` per node.
    ``inner`` holds the profiles of the functions compiled while linking (a scan's step).
    """

    def __init__(self, atexit_print=True, flag_time_thunks=None, **kwargs):
        self.message = None
        self.compile_time = self.rewriting_time = self.linker_time = self.c_build_time = 0.0
        self.linker_node_make_thunks = 0.0
        self.linker_make_thunk_time: dict = {}
        self.nb_nodes = -1
        self.reset()
        self.apply_cimpl: dict = {}
        self.inner: list[ProfileStats] = []
        self.runs: list[str] = []           # how the profiled functions ran (NODE_BY_NODE, ...)
        self.modes: list[str] = []
        self.flag_time_thunks = True if flag_time_thunks is None else flag_time_thunks
        self.__dict__.update(kwargs)        # PyTensor's spelling: ProfileStats(message="f")
        if atexit_print:
            _print_at_exit(self)

    def reset(self):
        """Forget the calls so far (what compiling took stays)."""
        self.fct_call_time = self.vm_call_time = 0.0
        self.fct_callcount = 0
        self.apply_time: dict = defaultdict(float)
        self.apply_callcount: Counter = Counter()
        self.apply_flops: dict = defaultdict(float)

    # ------------------------------------------------------------------ recording
    def record_compile(self, fgraph, vm, mode, rewrite_time: float, link_time: float):
        """Take a function's compile times and its linked ``vm``, and make the VM time its nodes."""
        profile_into = getattr(vm, "profile_into", None)
        if profile_into is None:
            raise TypeError(f"mode {mode} links a {type(vm).__name__}, which cannot be profiled")
        profile_into(self)
        fgraph.profile = self
        self.rewriting_time += rewrite_time
        self.linker_time += link_time
        self.compile_time += rewrite_time + link_time
        self.nb_nodes = max(self.nb_nodes, 0) + len(vm.nodes)
        made = getattr(vm, "make_thunk_times", None) or {}
        self.linker_make_thunk_time.update(made)
        self.linker_node_make_thunks += sum(made.values())
        for (unit, start, _), thunk in zip(vm.units, vm.thunks):
            node = vm.nodes[start]
            self.apply_cimpl[node] = getattr(unit, "impl", "py") == "c"
            if hasattr(thunk, "c_kernel"):      # its make_thunk found the kernel: loaded or built it
                self.c_build_time += made.get(node, 0.0)
        for seen, new in ((self.runs, getattr(vm, "profile_note", NODE_BY_NODE)), (self.modes, str(mode))):
            if new not in seen:
                seen.append(new)

    def time_call(self, run, args, kwargs):
        """``run(args, kwargs)``, timed as one call of a function."""
        import time
        start = time.perf_counter()
        try:
            return run(args, kwargs)
        finally:
            self.fct_call_time += time.perf_counter() - start
            self.fct_callcount += 1

    # ------------------------------------------------------------------ by op, by class
    @staticmethod
    def _by(key, table) -> dict:
        totals: dict = {}
        for (_, node), value in table.items():
            totals[key(node)] = totals.get(key(node), 0) + value
        return totals

    def class_time(self) -> dict:
        """Op class -> seconds in its nodes' thunks."""
        return self._by(lambda node: type(node.op), self.apply_time)

    def class_callcount(self) -> Counter:
        return Counter(self._by(lambda node: type(node.op), self.apply_callcount))

    def class_nodes(self) -> Counter:
        return Counter(type(node.op) for _, node in self.apply_callcount)

    def class_impl(self) -> dict:
        """Op class -> "C ", "Py" or "C Py" (both kinds ran)."""
        return self._impls(lambda node: type(node.op))

    def op_time(self) -> dict:
        """Op -> seconds in its nodes' thunks (equal ops count as one)."""
        return self._by(lambda node: node.op, self.apply_time)

    def op_callcount(self) -> Counter:
        return Counter(self._by(lambda node: node.op, self.apply_callcount))

    def op_nodes(self) -> Counter:
        return Counter(node.op for _, node in self.apply_callcount)

    def op_impl(self) -> dict:
        return self._impls(lambda node: node.op)

    def op_flops(self) -> dict:
        return self._by(lambda node: node.op, self.apply_flops)

    def _impls(self, key) -> dict:
        found: dict = {}
        for _, node in self.apply_callcount:
            found.setdefault(key(node), set()).add("C" if self.apply_cimpl.get(node) else "Py")
        return {k: " ".join(sorted(kinds)) for k, kinds in found.items()}

    # ------------------------------------------------------------------ printing
    def summary(self, file=None, n_ops_to_print=20, n_apply_to_print=20):
        """Print the profile: the calls and the compile, then time by op class, by op and by
        node (each table's first ``n_..._to_print`` rows), then the inner functions' profiles."""
        file = sys.stderr if file is None else file
        self.summary_function(file)
        if sum(self.apply_time.values()) > 0:
            self.summary_class(file, n_ops_to_print)
            self.summary_ops(file, n_ops_to_print)
            self.summary_nodes(file, n_apply_to_print)
        elif self.fct_callcount:
            print("  No time in thunks was recorded.", file=file)
        for inner in self.inner:
            text = io.StringIO()
            inner.summary(text, n_ops_to_print, n_apply_to_print)
            print(f"Inner function {inner.message!r} (compiled while linking this one):", file=file)
            for line in text.getvalue().splitlines():
                print(f"    {line}" if line else "", file=file)

    def summary_function(self, file):
        thunks = sum(self.apply_time.values())
        lines = ["Function profiling", "==================", f"  Message: {self.message}"]
        lines += [f"  Mode: {', '.join(self.modes)}"] if self.modes else []
        lines += [f"  Profiled run: {run}" for run in self.runs]
        lines.append(f"  Time in {self.fct_callcount} calls to Function.__call__: {self.fct_call_time:e}s")
        if self.fct_call_time > 0:
            lines.append(f"  Time in Function.vm.__call__: {self.vm_call_time:e}s "
                         f"({100 * self.vm_call_time / self.fct_call_time:.1f}%)")
            lines.append(f"  Time in thunks: {thunks:e}s ({100 * thunks / self.fct_call_time:.1f}%)")
        lines += [f"  Total compilation time: {self.compile_time:e}s",
                  f"    Number of Apply nodes: {self.nb_nodes}",
                  f"    Rewrite time: {self.rewriting_time:e}s",
                  f"    Linker time: {self.linker_time:e}s",
                  f"      C kernels (built, or read from the cache): {self.c_build_time:e}s",
                  f"      Node make_thunk time: {self.linker_node_make_thunks:e}s"]
        slowest = sorted(self.linker_make_thunk_time.items(), key=lambda item: item[1], reverse=True)[:5]
        lines += [f"          Node {node} time {seconds:e}s" for node, seconds in slowest]
        print("\n".join(lines) + "\n", file=file)

    def summary_class(self, file, n=20):
        self._table(file, "Class", self.class_time(), self.class_callcount(), self.class_nodes(),
                    self.class_impl(), n, lambda cls: f"{cls.__module__}.{cls.__qualname__}")

    def summary_ops(self, file, n=20):
        self._table(file, "Ops", self.op_time(), self.op_callcount(), self.op_nodes(), self.op_impl(), n, str)

    def _table(self, file, title, times, calls, nodes, impls, n, name):
        total = sum(times.values()) or 1.0
        rows = sorted(times.items(), key=lambda item: item[1], reverse=True)
        print(f"{title}\n{'-' * len(title)}", file=file)
        print("<% time> <sum %> <apply time> <time per call> <type> <#call> <#apply> <name>", file=file)
        running = 0.0
        for key, seconds in rows[:n]:
            running += seconds
            print(f"  {100 * seconds / total:5.1f}%  {100 * running / total:5.1f}%  {seconds:10.3e}s  "
                  f"{seconds / max(calls[key], 1):10.3e}s  {impls.get(key, 'Py'):5} {calls[key]:6d} "
                  f"{nodes[key]:4d}  {name(key)}", file=file)
        _remaining(file, rows[n:], total, "rows")

    def summary_nodes(self, file, n=20):
        total = sum(self.apply_time.values()) or 1.0
        order = {}
        for fgraph, _ in self.apply_time:
            if fgraph not in order:
                order[fgraph] = {node: k for k, node in enumerate(fgraph.toposort())}
        rows = sorted(self.apply_time.items(), key=lambda item: item[1], reverse=True)
        with_flops = bool(self.apply_flops)
        print("Apply\n-----", file=file)
        print("<% time> <sum %> <apply time> <time per call> <#call> <id>"
              + (" <flops per call> <Gflops/s>" if with_flops else "") + " <Apply name>", file=file)
        running = 0.0
        for (fgraph, node), seconds in rows[:n]:
            running += seconds
            calls = self.apply_callcount[(fgraph, node)]
            flops = ""
            if with_flops:
                count = self.apply_flops.get((fgraph, node))
                flops = (f"  {count / max(calls, 1):14.6g} {count / seconds / 1e9 if seconds else 0.0:10.4g}"
                         if count is not None else " " * 27)
            print(f"  {100 * seconds / total:5.1f}%  {100 * running / total:5.1f}%  {seconds:10.3e}s  "
                  f"{seconds / max(calls, 1):10.3e}s  {calls:6d} {order[fgraph].get(node, -1):4d}{flops}  {node}",
                  file=file)
        _remaining(file, rows[n:], total, "Apply nodes")


def _remaining(file, rows, total, what):
    if rows:
        seconds = sum(t for _, t in rows)
        print(f"   ... (remaining {len(rows)} {what} account for {100 * seconds / total:.2f}% ({seconds:.2e}s) of "
              "the time in thunks)", file=file)
    print("", file=file)


# ---------------------------------------------------------------------- at exit
def _print_at_exit(stats):
    global _atexit_registered
    _atexit_list.append(stats)
    if not _atexit_registered:
        _atexit_registered = True
        atexit.register(print_profiles)


def print_profiles():
    """With ``config.profile``, print every profile made to be printed at exit, the costliest
    first, to ``config.profiling__destination`` ("stderr", "stdout" or a file name)."""
    if not config.profile:
        return
    used = [s for s in _atexit_list if s.fct_callcount or s.compile_time]
    used.sort(key=lambda s: s.compile_time + s.fct_call_time, reverse=True)
    destination = config.profiling__destination
    with contextlib.ExitStack() as stack:
        if destination in ("stderr", "stdout"):
            file = getattr(sys, destination)
        else:
            file = stack.enter_context(open(destination, "w"))  # noqa: SIM115 - closed by the stack
        for stats in used:
            stats.summary(file, config.profiling__n_ops, config.profiling__n_apply)
