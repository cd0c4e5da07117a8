"""Checking modes: DebugMode (every implementation of every node, cross-checked) and
NanGuardMode (NaN / Inf / huge values, traced to the node that produced them).

DebugMode runs each node on private copies of its inputs, so one node's bug cannot hide
another's and a destructive op never reaches the values the other checks rely on. Each
failure has its own exception class; every message names the node, its op, where the op
was declared (``op.origin`` for generated ops, the class's source otherwise) and the
values involved.
"""
from __future__ import annotations

import copy
import inspect
import time
import warnings

import numpy as np

from opspec.compile.mode import Mode, register_mode
from opspec.graph import features
from opspec.graph.basic import Constant
from opspec.graph.op import Op
from opspec.link.vm import VM, make_storage, node_thunk

PREALLOC_MODES = ("previous", "wrong_size", "strided")


# --------------------------------------------------------------------------- messages

def op_origin(op) -> str:
    """Where ``op`` was declared: its spec file and line, or its class's source line."""
    origin = getattr(op, "origin", None)
    if origin and origin != "?":
        return origin
    cls = type(op)
    try:
        return f"{inspect.getsourcefile(cls)}:{inspect.getsourcelines(cls)[1]}"
    except (OSError, TypeError):
        return f"{cls.__module__}.{cls.__qualname__}"


def describe_node(node) -> str:
    return f"node {node}\n  op: {node.op}, declared at {op_origin(node.op)}"


def describe_value(value, limit: int = 400) -> str:
    if isinstance(value, np.ndarray):
        text = np.array2string(value, threshold=24, edgeitems=3, max_line_width=100)
        text = f"{value.dtype} array of shape {value.shape}: {text}"
    else:
        text = f"{type(value).__name__} {value!r}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _difference(a, b) -> str:
    try:
        a, b = np.asarray(a), np.asarray(b)
        if a.shape != b.shape:
            return f"shapes differ: {a.shape} vs {b.shape}"
        if a.dtype.kind in "fciub" and b.dtype.kind in "fciub" and a.size:
            diff = np.abs(a.astype(np.complex128) - b.astype(np.complex128))
            diff = np.where(np.isnan(diff) & (np.isnan(a) == np.isnan(b)), 0, diff)
            k = np.unravel_index(int(np.nanargmax(np.where(np.isnan(diff), np.inf, diff))), a.shape)
            return f"largest difference at index {tuple(int(i) for i in k)}: {a[k]!r} vs {b[k]!r}"
    except (TypeError, ValueError):
        pass
    return "values differ"


def str_diagnostic(expected, value, rtol, atol) -> str:
    """Several lines telling how ``value`` differs from ``expected`` (shapes, dtypes, ranges,
    the largest absolute and relative differences, the tolerances): what a failed comparison
    of two arrays reports."""
    lines = [f"  expected : {describe_value(expected)}", f"  value    : {describe_value(value)}",
             f"  {_difference(expected, value)}"]
    try:
        a, b = np.asarray(expected, dtype=np.complex128), np.asarray(value, dtype=np.complex128)
        diff = np.abs(b - a)
        with np.errstate(divide="ignore", invalid="ignore"):
            rel = diff / np.abs(a)
        lines.append(f"  max abs diff: {np.nanmax(diff)}, max rel diff: {np.nanmax(rel)}")
    except (TypeError, ValueError):
        pass        # shapes or kinds no arithmetic compares: the lines above say why
    lines.append(f"  rtol={rtol}, atol={atol}")
    return "\n".join(lines)


class DebugModeError(Exception):
    """Base of the errors DebugMode raises."""


class BadThunkOutput(DebugModeError):
    """Two implementations of a node (perform, C, debug_perform, or one implementation with
    preallocated output storage) computed different values."""

    def __init__(self, node, output, impl_a, value_a, impl_b, value_b, context=""):
        self.node, self.output = node, output
        self.impl_a, self.value_a, self.impl_b, self.value_b = impl_a, value_a, impl_b, value_b
        self.context = context
        super().__init__(
            f"{describe_node(node)}\n  output {output} differs between {impl_a} and {impl_b}{context}: "
            f"{_difference(value_a, value_b)}\n  {impl_a}: {describe_value(value_a)}\n"
            f"  {impl_b}: {describe_value(value_b)}")


class BadDestroyMap(DebugModeError):
    """A node changed an input that its op's destroy_map does not list."""

    def __init__(self, node, input_index, before, after, impl):
        self.node, self.input_index, self.before, self.after, self.impl = node, input_index, before, after, impl
        super().__init__(
            f"{describe_node(node)}\n  {impl} changed input {input_index} ({node.inputs[input_index]}) but "
            f"destroy_map is {node.op.destroy_map}: {_difference(before, after)}\n"
            f"  before: {describe_value(before)}\n  after: {describe_value(after)}")


class BadViewMap(DebugModeError):
    """An output shares memory with an input (or another output) without view_map / destroy_map saying so."""

    def __init__(self, node, output, other, impl, value):
        self.node, self.output, self.other, self.impl, self.value = node, output, other, impl, value
        super().__init__(
            f"{describe_node(node)}\n  {impl}: output {output} shares memory with {other}, but view_map is "
            f"{node.op.view_map} and destroy_map is {node.op.destroy_map}\n  output: {describe_value(value)}")


class InvalidValueError(DebugModeError):
    """A node produced a value its output type does not accept."""

    def __init__(self, node, output, value, impl, why=""):
        self.node, self.output, self.value, self.impl = node, output, value, impl
        var = node.outputs[output]
        super().__init__(
            f"{describe_node(node)}\n  {impl}: output {output} is not a valid {var.type}{why}: "
            f"{describe_value(value)}")


class StochasticOrder(DebugModeError):
    """Sorting the same graph twice gave two different orders of execution."""


class BadOptimization(DebugModeError, features.BadOptimization):
    """A rewrite replaced a variable by one that computes different values (PyTensor's
    signature, ``opspec.graph.features.BadOptimization``; the message says where both come from)."""

    def __str__(self):
        old, new = self.old_r, self.new_r
        if isinstance(old, str) and new is None:
            return old
        where = describe_node(old.owner) if old.owner is not None else f"variable {old}"
        new_where = f"{new.owner} (op declared at {op_origin(new.owner.op)})" if new.owner is not None else str(new)
        return (f"rewrite {self.reason} replaced {old} by {new}, which computes different values: "
                f"{_difference(self.old_r_val, self.new_r_val)}\n  replaced: {where}\n  by: {new_where}\n"
                f"  old value: {describe_value(self.old_r_val)}\n  new value: {describe_value(self.new_r_val)}\n"
                f"  old graph:\n{self.old_graph}\n  new graph:\n{self.new_graph}")


class NanGuardError(AssertionError):
    """NanGuardMode found a NaN, an Inf or a huge value."""


# --------------------------------------------------------------------------- helpers

def _copy(value):
    """A private copy in the value's own memory order: a node checked on a C copy of a Fortran
    array would never see that layout, and numpy's reductions follow memory order (a product
    over all axes of a Fortran array differs from FAST_COMPILE's in the last bit)."""
    if isinstance(value, np.ndarray):
        return value.copy(order="K")
    return copy.deepcopy(value)


def _shares(a, b) -> bool:
    if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)) or not np.may_share_memory(a, b):
        return False
    try:
        return bool(np.shares_memory(a, b, max_work=10_000))
    except Exception:                   # too hard to tell: assume they do
        return True


def _same(var, a, b) -> bool:
    eq = getattr(var.type, "values_eq_approx", None)
    try:
        return bool(eq(a, b)) if eq is not None else bool(np.all(a == b))
    except (TypeError, ValueError):
        return False


def _garbage(dtype):
    kind = np.dtype(dtype).kind
    return np.nan if kind in "fc" else (True if kind == "b" else 77)


def _preallocated(value, how):
    """Output storage of kind ``how`` for a result like ``value`` (None: not applicable)."""
    if not isinstance(value, np.ndarray):
        return None
    if how == "previous":
        return value.copy()
    if how == "wrong_size":
        shape = tuple(s + 1 for s in value.shape) or (1,)
        return np.full(shape, _garbage(value.dtype), dtype=value.dtype)
    if how == "strided":
        if value.ndim == 0:
            return None
        big = np.full(tuple(2 * s + 1 for s in value.shape), _garbage(value.dtype), dtype=value.dtype)
        return big[tuple(slice(1, 2 * s + 1, 2) for s in value.shape)]
    raise ValueError(f"unknown preallocated output mode {how!r} (modes: {', '.join(PREALLOC_MODES)})")


def _run_node(node, thunk, storage, inputs, prealloc=None):
    """Run ``thunk`` (built on ``storage``) with copies of ``inputs``; (outputs, the copies)."""
    memo = {}
    given = []
    for var, value in zip(node.inputs, inputs):
        if var not in memo:
            memo[var] = _copy(value)
        given.append(memo[var])
    sm, cm = storage
    for var, value in zip(node.inputs, given):
        sm[var][0] = value
    for k, out in enumerate(node.outputs):
        sm[out][0] = None if prealloc is None else prealloc[k]
        cm[out][0] = False
    thunk()
    return [sm[out][0] for out in node.outputs], given


def _evaluate(var, memo):
    """The value of ``var`` computed with perform from the values in ``memo`` (updated)."""
    todo = [var]
    while todo:
        v = todo[-1]
        if v in memo:
            todo.pop()
            continue
        if isinstance(v, Constant):
            memo[v] = v.data
            todo.pop()
            continue
        node = v.owner
        if node is None:
            raise KeyError(f"no value for {v}")
        missing = [i for i in node.inputs if i not in memo]
        if missing:
            todo.extend(missing)
            continue
        todo.pop()
        sm = {x: [None] for x in node.inputs + node.outputs}
        cm = {x: [x in node.inputs] for x in sm}
        thunk = node.op.make_thunk(node, sm, cm, [], impl="py")
        outs, _ = _run_node(node, thunk, (sm, cm), [memo[i] for i in node.inputs])
        for out, value in zip(node.outputs, outs):
            memo[out] = value
    return memo[var]


class _ReplacementRecorder:
    """Feature remembering each accepted replacement (reason, old, new) for DebugMode."""

    def __init__(self):
        self.counts: dict = {}

    def on_change_input(self, fgraph, node, i, old, new, reason):
        if reason == "revert":
            key = (new, old)
            n = self.counts.get(key, [None, 0])
            n[1] -= 1
            if n[1] <= 0:
                self.counts.pop(key, None)
            return
        entry = self.counts.setdefault((old, new), [reason, 0])
        entry[1] += 1

    def pairs(self):
        return [(reason, old, new) for (old, new), (reason, _) in self.counts.items()]


# --------------------------------------------------------------------------- DebugMode

class _DebugVM:
    """Runs a graph node by node, every implementation, with DebugMode's checks."""

    def __init__(self, fgraph, mode, recorder):
        self.fgraph, self.mode, self.recorder = fgraph, mode, recorder
        self.nodes = fgraph.toposort()
        if fgraph.toposort() != self.nodes:
            raise StochasticOrder(f"{fgraph}: two toposorts of the same graph differ")
        self.storage_map, self.compute_map = make_storage(fgraph)
        self.impls = [self._implementations(node) for node in self.nodes]
        self.thunks = [impls[0][1] for impls in self.impls]
        # one unit per node, as the VM has (Function.node_impls reads them): the C thunk when
        # one is cross-checked, since C is what the other modes would run
        self.units = [(next((t for label, t, _ in impls if label == "C"), impls[0][1]), k, k + 1)
                      for k, impls in enumerate(self.impls)]
        self._by_node = dict(zip(self.nodes, self.impls))
        self.observed = {out: bool(fgraph.clients.get(out)) for node in self.nodes for out in node.outputs}

    def _implementations(self, node):
        """[(label, thunk, (storage_map, compute_map))] for perform, C and debug_perform."""
        def storage():
            sm = {v: [None] for v in node.inputs + node.outputs}
            cm = {v: [v in node.inputs] for v in sm}
            return sm, cm

        op, found = node.op, []
        if self.mode.check_py or self.mode.linker == "py":
            st = storage()
            found.append(("perform", op.make_thunk(node, st[0], st[1], [], impl="py"), st))
        if self.mode.check_c and self.mode.linker != "py":
            st = storage()
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    thunk = node_thunk(node, st[0], st[1], [], impl="c")
            except Exception:           # no C implementation: nothing to compare
                thunk = None
            if thunk is not None and getattr(thunk, "impl", None) == "c":
                found.append(("C", thunk, st))
        if type(op).debug_perform is not Op.debug_perform:
            st = storage()
            found.append(("debug_perform", op.make_py_thunk(node, st[0], st[1], [], debug=True), st))
        if not found:
            st = storage()
            found.append(("thunk", node_thunk(node, st[0], st[1], [], impl=self.mode.linker), st))
        return found

    #: how a profiled call runs (opspec.compile.profiling)
    profile_note = ("DebugMode: node by node, each node's time is that of running every implementation of it on "
                    "copies of its inputs, and of the checks")
    profile = None

    def profile_into(self, stats):
        """Time every node's checks into ``stats`` (a ProfileStats) from now on."""
        self.profile = stats

    def __call__(self):
        stats, start = self.profile, time.perf_counter()
        try:
            self._run()
        finally:
            if stats is not None:
                stats.vm_call_time += time.perf_counter() - start

    def _run(self):
        fg, stats = self.fgraph, self.profile
        values = {var: self.storage_map[var][0] for var in fg.inputs}
        for k, node in enumerate(self.nodes):
            inputs = [v.data if isinstance(v, Constant) else values[v] for v in node.inputs]
            try:
                before = time.perf_counter()
                reference = self._check_node(node, inputs)
                if stats is not None:
                    stats.apply_time[(fg, node)] += time.perf_counter() - before
                    stats.apply_callcount[(fg, node)] += 1
                    if callable(getattr(node.op, "flops", None)):
                        stats.apply_flops[(fg, node)] += node.op.flops(inputs, reference)
            except DebugModeError:
                raise
            except Exception as err:
                if hasattr(err, "add_note"):
                    err.add_note(f"while DebugMode ran node {k} of {len(self.nodes)}: {node} "
                                 f"(op declared at {op_origin(node.op)})")
                raise
            for out, value in zip(node.outputs, reference):
                values[out] = value
        for var in fg.outputs:
            if not isinstance(var, Constant):
                self.storage_map[var][0] = values[var]
        if self.recorder is not None:
            self._check_rewrites({var: _copy(values[var]) for var in fg.inputs})

    def _check_node(self, node, inputs):
        reference = ref_label = None
        for label, thunk, st in self._by_node[node]:
            outs = self._run_checked(node, label, thunk, st, inputs)
            if reference is None:
                reference, ref_label = outs, label
            else:
                self._compare(node, ref_label, reference, label, outs)
        for how in self.mode.check_preallocated_output:
            prealloc = [_preallocated(v, how) for v in reference]
            if all(p is None for p in prealloc):
                continue
            for label, thunk, st in self._by_node[node]:
                label = f"{label} (with preallocated output storage: {how})"
                outs = self._run_checked(node, label, thunk, st, inputs, prealloc)
                self._compare(node, ref_label, reference, label, outs)
        return reference

    def _run_checked(self, node, label, thunk, st, inputs, prealloc=None):
        outs, given = _run_node(node, thunk, st, inputs, prealloc)
        op = node.op
        destroyed = _same_inputs(node, {i for ins in (op.destroy_map or {}).values() for i in ins})
        for j, (before, after) in enumerate(zip(inputs, given)):
            if j not in destroyed and not _same_exact(node.inputs[j], before, after):
                raise BadDestroyMap(node, j, before, after, label)
        for k, (out, value) in enumerate(zip(node.outputs, outs)):
            if value is None or not st[1][out][0]:
                raise InvalidValueError(node, k, value, label, " (the thunk did not compute it)")
            if not out.type.is_valid_value(value):
                raise InvalidValueError(node, k, value, label)
            allowed = _same_inputs(node, set(op.view_map.get(k, ())) | set(op.destroy_map.get(k, ())))
            if not allowed and isinstance(value, np.ndarray) and not value.flags.writeable:
                raise InvalidValueError(node, k, value, label, " (read-only, though not a view: the op owns "
                                        "its outputs, and an in-place op after it writes into them)")
            for j, x in enumerate(given):
                if j not in allowed and _shares(value, x):
                    raise BadViewMap(node, k, f"input {j} ({node.inputs[j]})", label, value)
            for m in range(k):
                other = set(op.view_map.get(m, ())) | set(op.destroy_map.get(m, ()))
                if not (allowed & other) and _shares(value, outs[m]):
                    raise BadViewMap(node, k, f"output {m}", label, value)
        return outs

    def _compare(self, node, label_a, outs_a, label_b, outs_b, context=""):
        for k, (out, a, b) in enumerate(zip(node.outputs, outs_a, outs_b)):
            if self.observed.get(out) and not _same(out, a, b):
                raise BadThunkOutput(node, k, label_a, a, label_b, b, context)

    def _check_rewrites(self, memo):
        for reason, old, new in self.recorder.pairs():
            try:
                old_value = _evaluate(old, memo)
                new_value = _evaluate(new, memo)
            except Exception:           # a graph that fails to run is reported when it runs
                continue
            if not _same(old, old_value, new_value):
                raise BadOptimization(old, new, old_value, new_value, reason=reason or "(unnamed)")


def _same_inputs(node, positions) -> set:
    """``positions`` and the other positions holding the same variables (they get one copy)."""
    chosen = {node.inputs[j] for j in positions}
    return {j for j, v in enumerate(node.inputs) if v in chosen}


def _same_exact(var, a, b) -> bool:
    eq = getattr(var.type, "values_eq", None)
    try:
        return bool(eq(a, b)) if eq is not None else bool(np.all(a == b))
    except (TypeError, ValueError):
        return False


class DebugMode(Mode):
    """FAST_RUN's rewrites, then every node run and cross-checked on each call.

    ``check_py`` / ``check_c``: run perform / the C thunk (``debug_perform`` runs whenever
    an op defines it); ``check_preallocated_output``: the output storage kinds to rerun
    with (``previous``, ``wrong_size``, ``strided``); ``check_rewrites``: compare each
    replacement made while rewriting with what it replaced.
    """

    def __init__(self, linker="auto", include=("fast_run",), exclude=(), require=(), allow_gc=True, name=None,
                 check_py=True, check_c=True, check_preallocated_output=PREALLOC_MODES, check_rewrites=True):
        super().__init__(linker, include, exclude, require, allow_gc, name=name or "DebugMode")
        for how in check_preallocated_output:
            if how not in PREALLOC_MODES:
                raise ValueError(f"unknown preallocated output mode {how!r} (modes: {', '.join(PREALLOC_MODES)})")
        self.check_py, self.check_c = check_py, check_c
        self.check_preallocated_output = tuple(check_preallocated_output)
        self.check_rewrites = check_rewrites

    def _derive(self, **changes):
        fields = dict(linker=self.linker, include=self.include, exclude=self.exclude, require=self.require,
                      allow_gc=self.allow_gc, check_py=self.check_py, check_c=self.check_c,
                      check_preallocated_output=self.check_preallocated_output,
                      check_rewrites=self.check_rewrites)
        fields.update(changes)
        return type(self)(**fields)

    def prepare(self, fgraph):
        if self.check_rewrites:
            fgraph.attach_feature(_ReplacementRecorder())

    def make_vm(self, fgraph):
        recorder = next((f for f in fgraph.features if isinstance(f, _ReplacementRecorder)), None)
        return _DebugVM(fgraph, self, recorder)


# --------------------------------------------------------------------------- NanGuardMode

class NanGuardMode(Mode):
    """FAST_RUN, checking every node's outputs (and the graph's inputs) for NaN, Inf and
    values above ``big_threshold`` in magnitude; each check can be switched off. A variable
    whose ``tag.nan_guard_mode_check`` is False is not checked."""

    def __init__(self, nan_is_error=True, inf_is_error=True, big_is_error=True, big_threshold=1e10,
                 linker="auto", include=("fast_run",), exclude=("fusion",), require=(), allow_gc=True,
                 name=None):
        # unfused, so the error names the op (log, not a Composite) that made the value
        super().__init__(linker, include, exclude, require, allow_gc, name=name or "NanGuardMode")
        self.nan_is_error, self.inf_is_error, self.big_is_error = nan_is_error, inf_is_error, big_is_error
        self.big_threshold = float(big_threshold)

    def _derive(self, **changes):
        fields = dict(nan_is_error=self.nan_is_error, inf_is_error=self.inf_is_error,
                      big_is_error=self.big_is_error, big_threshold=self.big_threshold, linker=self.linker,
                      include=self.include, exclude=self.exclude, require=self.require, allow_gc=self.allow_gc)
        fields.update(changes)
        return type(self)(**fields)

    def problem(self, value) -> str | None:
        """What is wrong with ``value`` ("NaN", "Inf", "a huge value"), or None."""
        if isinstance(value, np.generic):
            value = np.asarray(value)
        if not isinstance(value, np.ndarray) or value.dtype.kind not in "fc" or value.size == 0:
            return None
        if self.nan_is_error and np.isnan(value).any():
            return "NaN"
        if self.inf_is_error and np.isinf(value).any():
            return "Inf"
        if self.big_is_error:
            finite = value[np.isfinite(value)]
            if finite.size and np.abs(finite).max() > self.big_threshold:
                return f"a huge value (|x| > {self.big_threshold:g})"
        return None

    def make_vm(self, fgraph):
        from opspec.link.vm import link
        vm = link(fgraph, impl=self.linker, allow_gc=self.allow_gc)
        checked = [self._guard(k, len(vm.nodes), node, thunk, vm.storage_map)
                   for k, (node, thunk) in enumerate(zip(vm.nodes, vm.thunks))]
        return _NanGuardVM(self, fgraph, vm.nodes, checked, vm.storage_map, vm.compute_map,
                           allow_gc=self.allow_gc)

    def _guard(self, k, n, node, thunk, storage_map):
        cells = [(j, out, storage_map[out]) for j, out in enumerate(node.outputs)
                 if getattr(out.tag, "nan_guard_mode_check", True) is not False]
        problem = self.problem

        def guarded():
            thunk()
            for j, out, cell in cells:
                what = problem(cell[0])
                if what is not None:
                    ins = "\n".join(f"    {v} = {describe_value(storage_map[v][0])}" for v in node.inputs)
                    raise NanGuardError(
                        f"NanGuardMode: {what} in output {j} ({out}) of node {k} of {n}, the first to produce "
                        f"one: {node}\n  op: {node.op}, declared at {op_origin(node.op)}\n"
                        f"  output: {describe_value(cell[0])}\n  inputs:\n{ins}")

        guarded.impl = getattr(thunk, "impl", "py")
        return guarded


class _NanGuardVM(VM):
    def __init__(self, mode, fgraph, *args, **kwargs):
        super().__init__(fgraph, *args, **kwargs)
        self.mode = mode
        self.checked_inputs = [v for v in fgraph.inputs if getattr(v.tag, "nan_guard_mode_check", True) is not False]

    def __call__(self):
        for var in self.checked_inputs:
            value = self.storage_map[var][0]
            what = self.mode.problem(value)
            if what is not None:
                raise NanGuardError(f"NanGuardMode: {what} in the graph input {var}: {describe_value(value)}")
        super().__call__()


register_mode("DebugMode", DebugMode())
register_mode("NanGuardMode", NanGuardMode())
