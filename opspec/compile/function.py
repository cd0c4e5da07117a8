"""``opspec.function``: compile a graph into a callable.

The graph is cloned into a FunctionGraph, rewritten by the mode, linked into a VM, and
wrapped in ``Function``, which checks inputs against their types and hands back arrays
the caller owns.
"""
from __future__ import annotations

import copy
import gc
import threading
import time
import warnings

import numpy as np

from opspec.graph.basic import Constant, Variable, ancestors
from opspec.graph.destroyhandler import DestroyHandler, destroyed_inputs
from opspec.graph.features import Supervisor
from opspec.graph.fg import FunctionGraph, InconsistencyError
from opspec.compile.mode import get_mode
from opspec.configuration import config
from opspec.link.vm import VM, _compile_closure, link
import opspec.rewriting.inplace  # noqa: F401  (registers the inplace rewrite)


class UnusedInputError(ValueError):
    """An input of ``function`` does not reach any output."""


class In:
    """An input with options: a name for keyword calls, or a default value."""

    _NO_DEFAULT = object()

    def __init__(self, variable, name=None, value=_NO_DEFAULT, borrow=False):
        self.variable = variable
        self.name = name or getattr(variable, "name", None)   # function() reports non-Variables
        self.value = value
        self.borrow = borrow

    @property
    def has_default(self):
        return self.value is not In._NO_DEFAULT


class Out:
    """An output with options: ``borrow=True`` hands it over even when it may share memory
    with an input or another output (no defensive copy)."""

    def __init__(self, variable, borrow=False):
        self.variable = variable
        self.borrow = borrow


class FunctionMaker:
    """What compiling produced: the rewritten graph, the linked VM and timings."""

    def __init__(self, fgraph, vm, mode, rewrite_time, link_time):
        self.fgraph = fgraph
        self.vm = vm
        self.mode = mode
        self.rewrite_time = rewrite_time
        self.link_time = link_time


class Function:
    """A compiled graph: ``f(*values, **by_name)`` returns arrays the caller owns."""

    def __init__(self, ins: list[In], outputs, maker: FunctionMaker, single_output: bool, name=None,
                 trust_input=False, allow_input_downcast=None, copy_outputs=(), copy_inputs=()):
        self.ins = ins
        self.maker = maker
        self.name = name or "function"
        self.allow_input_downcast = allow_input_downcast
        fg = maker.fgraph
        self._input_cells = [maker.vm.storage_map[v] for v in fg.inputs]
        self._output_cells = [maker.vm.storage_map[v] for v in fg.outputs]
        # a constant's cell holds its value for good: only computed outputs are handed over
        self._handed_cells = [cell for v, cell in zip(fg.outputs, self._output_cells)
                              if not isinstance(v, Constant)]
        self._types = [v.type for v in fg.inputs]
        self._single = single_output
        self._copy = tuple(copy_outputs)
        # inputs the graph overwrites by construction get a private copy on each call
        self._private = [self._input_cells[i] for i in copy_inputs]
        # intermediates whose memory an output shares: never offered back to an op
        self._alias_cells = [maker.vm.storage_map[v] for v in _aliased_intermediates(fg)]
        self._names = {inp.name: i for i, inp in enumerate(ins) if inp.name}
        self._vm = maker.vm
        # the cells and the VM serve one call at a time: calls from other threads wait (a call
        # that is one C program needs neither: it runs on a copy of the program's state when
        # another thread is using it); True while a call runs, to refuse a re-entrant one
        self._lock, self._busy = threading.RLock(), [False]
        self.trust_input = trust_input      # builds the per-call fast path

    @property
    def trust_input(self) -> bool:
        """Skip checking and converting inputs (set it to True only when every call passes
        values of exactly the input types, positionally)."""
        return self._trust_input

    @trust_input.setter
    def trust_input(self, value):
        self._trust_input = bool(value)
        if hasattr(self, "_vm"):
            self._calls(_make_fast_call(self))

    def _calls(self, fast):
        """Make ``f(...)`` call ``fast``, the code ``_make_fast_call`` made for this function,
        with no step between: ``fast`` becomes the ``__call__`` of a class of this function's
        own. (A ``def __call__`` forwarding to it would cost about as much as the rest of a tiny
        function's call, a property returning it a quarter.)"""
        if type(self) is Function:
            self.__class__ = type("Function", (Function,), {"__slots__": (), "__module__": __name__})
        type(self).__call__ = staticmethod(fast)

    @property
    def fgraph(self):
        return self.maker.fgraph

    def node_impls(self) -> list[tuple]:
        """(node, "c" or "py") for each node, in execution order: what really runs."""
        vm = self._vm
        return [(node, getattr(unit, "impl", "py")) for unit, start, stop in vm.units for node in vm.nodes[start:stop]]

    def __call__(self, *args, **kwargs):
        """f(*values, **by_name): run the function; returns the outputs (each function's own
        class replaces this with its fast call, see ``_calls``)."""
        return self._call(args, kwargs)

    def _call(self, args, kwargs):
        """The general call (keywords, defaults, conversions); ``__call__`` does the same for
        positional calls whose values need no conversion, and comes here for the others."""
        with self._lock:
            if self._busy[0]:
                _reentered(self)
            self._busy[0] = True
            try:
                return self._run(args, kwargs)
            finally:
                self._busy[0] = False

    def _run(self, args, kwargs):
        cells = self._input_cells
        if self._trust_input and not kwargs and len(args) == len(cells):
            for cell, value in zip(cells, args):
                cell[0] = value
        else:
            self._set_inputs(args, kwargs)
        for cell in self._private:
            cell[0] = cell[0].copy() if isinstance(cell[0], np.ndarray) else copy.deepcopy(cell[0])
        self._vm()
        out_cells = self._output_cells
        results = [cell[0] for cell in out_cells]
        for cell in self._handed_cells:
            cell[0] = None          # handed to the caller: never reused by the next call
        for cell in self._alias_cells:
            cell[0] = None
        for i in self._copy:
            results[i] = np.array(results[i], copy=True)
        for cell in cells:
            cell[0] = None
        return results[0] if self._single else results

    def _set_inputs(self, args, kwargs):
        ins = self.ins
        if len(args) > len(ins):
            raise TypeError(f"{self.name} takes {len(ins)} inputs, got {len(args)}")
        values = list(args) + [In._NO_DEFAULT] * (len(ins) - len(args))
        for key, value in kwargs.items():
            i = self._names.get(key)
            if i is None:
                raise TypeError(f"{self.name} has no input named {key!r} "
                                f"(inputs: {', '.join(n or '?' for n in (x.name for x in ins))})")
            if values[i] is not In._NO_DEFAULT:
                raise TypeError(f"{self.name} got input {key!r} twice")
            values[i] = value
        for i, (inp, value, cell, type_) in enumerate(zip(ins, values, self._input_cells, self._types)):
            if value is In._NO_DEFAULT:
                if not inp.has_default:
                    raise TypeError(f"{self.name}: missing input {inp.name or i!r} (position {i})")
                value = inp.value
            try:
                cell[0] = type_.filter(value, strict=False, allow_downcast=self.allow_input_downcast)
            except (TypeError, ValueError) as err:
                raise TypeError(f"{self.name}: input {inp.name or i!r} (position {i}) got "
                                f"{_describe(value)} where a {type_} was expected: {err}") from None


def _make_fast_call(fn: Function):
    """``fn``'s call for positional arguments, as code made for this function: inputs that
    already are arrays of exactly the input type (what ``filter`` would return unchanged) are
    stored as they are (any value with ``trust_input``), the VM's run function is called, and
    the cells are emptied and outputs copied exactly as ``Function._call`` does; any other call
    goes to ``Function._call``. Each step is one line, and steps with nothing to do have none."""
    from opspec.tensor.type import TensorType

    general = fn._call

    vm = fn._vm
    if type(vm) is VM and any(hasattr(unit[0], "program") for unit in vm.units):
        from opspec.link.c.program import c_call
        builtin = c_call(fn)        # the whole call in C: one program, fresh outputs
        if builtin is not None:
            return builtin
    run = getattr(vm, "run", None)
    if run is None or type(vm).__call__ is not VM.__call__:
        run = vm                # a VM of its own kind (checking modes): call it as it is
    n = len(fn._input_cells)
    ns = {"general": general, "run": run, "ndarray": np.ndarray, "deepcopy": copy.deepcopy,
          "array": np.array, "acquire": fn._lock.acquire, "release": fn._lock.release, "busy": fn._busy,
          "reentered": lambda: _reentered(fn)}
    args = "".join(f"a{k}, " for k in range(n))
    lines = ["def fast(*args, **kwargs):", f"    if kwargs or len(args) != {n}:", "        return general(args, kwargs)"]
    if n:
        lines.append(f"    {args} = args")
    for k, (cell, type_) in enumerate(zip(fn._input_cells, fn._types)):
        ns[f"i{k}"] = cell
        if not fn._trust_input:
            if not isinstance(type_, TensorType):
                return lambda *args, **kwargs: general(args, kwargs)    # no array checks for this type
            ns[f"d{k}"] = np.dtype(type_.dtype)
            checks = [f"type(a{k}) is not ndarray", f"a{k}.dtype is not d{k}", f"a{k}.ndim != {type_.ndim}"]
            checks += [f"a{k}.shape[{d}] != {int(want)}" for d, want in enumerate(type_.shape) if want is not None]
            lines += [f"    if {' or '.join(checks)}:", "        return general(args, {})"]
    body = [f"i{k}[0] = a{k}" for k in range(n)]
    private = {id(cell) for cell in fn._private}
    for k, cell in enumerate(fn._input_cells):
        if id(cell) in private:
            body.append(f"i{k}[0] = a{k}.copy() if isinstance(a{k}, ndarray) else deepcopy(a{k})")
    body.append("run()")
    for j, cell in enumerate(fn._output_cells):
        ns[f"o{j}"] = cell
        body.append(f"r{j} = o{j}[0]")
    handed = {id(cell) for cell in fn._handed_cells}
    for j, cell in enumerate(fn._output_cells):
        if id(cell) in handed:
            handed.discard(id(cell))        # one line per cell, as in _call
            body.append(f"o{j}[0] = None")
    for j, cell in enumerate(fn._alias_cells):
        ns[f"x{j}"] = cell
        body.append(f"x{j}[0] = None")
    body += [f"r{i} = array(r{i}, copy=True)" for i in fn._copy]
    body += [f"i{k}[0] = None" for k in range(n)]
    results = [f"r{j}" for j in range(len(fn._output_cells))]
    body.append(f"return {results[0]}" if fn._single else f"return [{', '.join(results)}]")
    lines += ["    acquire()", "    if busy[0]:", "        release()", "        reentered()",
              "    busy[0] = True", "    try:"]
    lines += [f"        {line}" for line in body]
    lines += ["    finally:", "        busy[0] = False", "        release()"]
    return _compile_closure("fast", lines, ns, f"<call of {fn.name}>")


def _reentered(fn):
    raise RuntimeError(f"{fn.name} was called from inside its own call (an op's perform calling the "
                       "function that runs it?): a compiled function runs one call at a time")


def _describe(value):
    if isinstance(value, np.ndarray):
        rank = {0: "scalar", 1: "vector", 2: "matrix"}.get(value.ndim, f"{value.ndim}-d array")
        return f"a {value.dtype} {rank}"
    return f"a {type(value).__name__}"


def _aliased_intermediates(fgraph) -> list:
    """Computed variables whose memory an output may share (through view_map / destroy_map)."""
    outputs = set(fgraph.outputs)
    found = {}
    todo = list(fgraph.outputs)
    while todo:
        v = todo.pop()
        node = v.owner
        if node is None:
            continue
        if v not in outputs:
            if v in found:
                continue
            found[v] = None
        i = v.index
        todo.extend(node.inputs[k] for k in list(node.op.view_map.get(i, [])) + list(node.op.destroy_map.get(i, [])))
    return list(found)


def _protect_inputs(fgraph) -> list[int]:
    """Protect the caller's arrays (a Supervisor over the inputs) and attach a
    DestroyHandler when the graph overwrites values by construction; the positions of the
    inputs it overwrites (the function copies those on each call, so they are not protected)."""
    destroyers = [node for node in fgraph.apply_nodes if destroyed_inputs(node)]
    mutable = set()
    if destroyers:
        dh = DestroyHandler()
        fgraph.attach_feature(dh)
        mutable = {root for node in destroyers for i in destroyed_inputs(node)
                   for root in dh.roots(node.inputs[i]) if root in fgraph.inputs}
    fgraph.attach_feature(Supervisor(v for v in fgraph.inputs if v not in mutable))
    if destroyers:
        try:
            fgraph.validate()
        except InconsistencyError as err:
            raise InconsistencyError(f"this graph cannot be computed as written: {err}") from None
    return [k for k, v in enumerate(fgraph.inputs) if v in mutable]


def _aliasing_outputs(fgraph) -> list[int]:
    """Outputs that may share memory with an input, a constant or an earlier output."""
    def roots(var):
        # follow view_map / destroy_map back to the storage the output may live in
        todo, found = [var], []
        while todo:
            v = todo.pop()
            node = v.owner
            if node is None:
                found.append(v)
                continue
            i = node.outputs.index(v)
            aliased = list(node.op.view_map.get(i, [])) + list(node.op.destroy_map.get(i, []))
            if not aliased:
                found.append(v)
            todo.extend(node.inputs[k] for k in aliased)
        return found

    copy, seen = [], set()
    inputs = set(fgraph.inputs)
    for j, out in enumerate(fgraph.outputs):
        origins = roots(out)
        if any(v in inputs or isinstance(v, Constant) or v in seen for v in origins):
            copy.append(j)
        seen.update(origins)
    return copy


def function(inputs, outputs=None, mode=None, name=None, trust_input=False, allow_input_downcast=None,
             on_unused_input="raise", givens=None, borrow_outputs=False) -> Function:
    """Compile ``outputs`` as a function of ``inputs``.

    Outputs never share memory with the inputs, constants or each other unless borrowed
    (``Out(var, borrow=True)``, or ``borrow_outputs=True`` for all of them).
    """
    ins = [x if isinstance(x, In) else In(x) for x in (inputs or [])]
    for i, inp in enumerate(ins):
        if not isinstance(inp.variable, Variable):
            raise TypeError(f"function input {i} is a {type(inp.variable).__name__}, not a Variable")
        if isinstance(inp.variable, Constant):
            raise TypeError(f"function input {i} ({inp.variable}) is a Constant; inputs must be symbolic")
    single = outputs is not None and not isinstance(outputs, (list, tuple))
    outs = [] if outputs is None else ([outputs] if single else list(outputs))
    borrowed = [borrow_outputs or (isinstance(o, Out) and o.borrow) for o in outs]
    outs = [o.variable if isinstance(o, Out) else o for o in outs]
    from opspec.tensor.basic import as_tensor_variable
    outs = [o if isinstance(o, Variable) else as_tensor_variable(o) for o in outs]
    in_vars = [inp.variable for inp in ins]
    if len(set(in_vars)) != len(in_vars):
        raise ValueError("the same Variable is given twice as a function input")
    if givens:
        from opspec.graph.basic import clone_replace
        outs = clone_replace(outs, dict(givens))
    _check_unused(in_vars, outs, on_unused_input)

    mode = get_mode(mode)
    if (config.linker if mode.linker == "auto" else mode.linker) != "py":
        from opspec.link.c.batch import start_early
        start_early()       # builds the runner meanwhile, if the cache lacks it
    # graphs are large webs of reference cycles: the cyclic collector would rescan them
    # again and again while compiling (5x the compile time of a 100,000-node chain)
    collecting = gc.isenabled()
    gc.disable()
    try:
        fgraph = FunctionGraph(in_vars, outs, clone=True)
        private_inputs = _protect_inputs(fgraph)
        mode.prepare(fgraph)
        t0 = time.perf_counter()
        mode.rewriter().rewrite(fgraph)
        t1 = time.perf_counter()
        make_vm = getattr(mode, "make_vm", None)
        vm = make_vm(fgraph) if make_vm is not None else link(fgraph, impl=mode.linker, allow_gc=mode.allow_gc, programs=True)
        t2 = time.perf_counter()
    finally:
        if collecting:
            gc.enable()
    maker = FunctionMaker(fgraph, vm, mode, t1 - t0, t2 - t1)
    copies = [j for j in _aliasing_outputs(fgraph) if not borrowed[j]]
    return Function(ins, outs, maker, single, name=name, trust_input=trust_input,
                    allow_input_downcast=allow_input_downcast, copy_outputs=copies, copy_inputs=private_inputs)


def _check_unused(inputs, outputs, policy):
    if policy not in ("raise", "warn", "ignore"):
        raise ValueError(f"on_unused_input must be raise, warn or ignore, got {policy!r}")
    if policy == "ignore" or not inputs:
        return
    used = set(ancestors(outputs, inputs))
    unused = [i for i, v in enumerate(inputs) if v not in used]
    if not unused:
        return
    msg = (f"function inputs {', '.join(f'{inputs[i]} (position {i})' for i in unused)} are not used to "
           "compute the outputs; pass on_unused_input='ignore' (or 'warn') if that is intended")
    if policy == "raise":
        raise UnusedInputError(msg)
    warnings.warn(msg, stacklevel=3)
