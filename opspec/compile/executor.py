"""``Function``: what ``opspec.function`` returns, and how one call runs.

A call stores the inputs (checked and converted by their types) and the values of the
shared variables in the VM's cells, runs the VM, takes the outputs, writes the updates'
values back into the shared variables, and empties the cells: outputs are arrays the
caller owns (copied where the aliasing rules of ``opspec.compile.aliasing`` require).

``Function._run`` is that call in plain Python. By default a function's ``f(...)`` is code
made for it (``_make_fast_call``), or a C builtin when the whole function is one C program;
a function compiled with ``config.fast_call=False`` calls ``_run`` itself, down to plain
thunks (see ``opspec.link.vm``).
"""
from __future__ import annotations

import copy
import threading
import weakref

import numpy as np

from opspec.compile.io import In
from opspec.compile.sharedvalue import Container
from opspec.configuration import config
from opspec.graph.basic import Constant
from opspec.link.codegen import compile_closure
from opspec.link.vm import VM


class AliasedMemoryError(Exception):
    """Two values that must not share memory do."""


class Function:
    """A compiled graph: ``f(*values, **by_name)`` returns arrays the caller owns."""

    def __init__(self, ins: list[In], outputs, maker, single_output: bool, name=None,
                 trust_input=False, allow_input_downcast=None, copy_outputs=(), copy_inputs=(), overwritten=()):
        self.ins = ins
        self.maker = maker
        self.name = name
        self._label = name or "function"      # how messages name it
        self.allow_input_downcast = allow_input_downcast
        fg = maker.fgraph
        storage = maker.vm.storage_map
        n_in, n_out = len(ins), len(outputs)
        self._input_cells = [storage[v] for v in fg.inputs[:n_in]]
        self._output_cells = [storage[v] for v in fg.outputs[:n_out]]
        # shared variables (and implicit inputs): their cells are filled from their containers
        implicit = maker.inputs[n_in:]
        self._shared = [(storage[v], inp.value) for v, inp in zip(fg.inputs[n_in:], implicit)]
        # updates: (cell of the new value, container it goes to, whether to copy it first)
        targets = [inp.value for inp in maker.inputs if inp.update is not None]
        self._updates = [(storage[v], container, n_out + j in copy_outputs)
                         for j, (v, container) in enumerate(zip(fg.outputs[n_out:], targets))]
        # a constant's cell holds its value for good: only computed outputs are handed over
        handed = {}
        for v in fg.outputs:
            if not isinstance(v, Constant):
                handed.setdefault(id(storage[v]), storage[v])
        self._handed_cells = list(handed.values())
        self._types = [v.type for v in fg.inputs[:n_in]]
        self._single = single_output
        self._copy = tuple(j for j in copy_outputs if j < n_out)
        # inputs the graph overwrites by construction get a private copy on each call
        self._private = [storage[fg.inputs[i]] for i in copy_inputs]
        # mutable inputs the graph overwrites: copied when the caller passes memory another
        # input shares (overwriting it would change that input's value)
        self._all_cells = [storage[v] for v in fg.inputs]
        self._overwritten = tuple(overwritten)
        # intermediates whose memory an output shares: never offered back to an op
        from opspec.compile.aliasing import aliased_intermediates
        self._alias_cells = [storage[v] for v in aliased_intermediates(fg)]
        names = [inp.name for inp in ins]
        # a name two inputs share cannot be used as a keyword
        self._names = {name: (i if names.count(name) == 1 else None) for i, name in enumerate(names) if name}
        self._vm = maker.vm
        # the cells and the VM serve one call at a time: calls from other threads wait (a call
        # that is one C program needs neither: it runs on a copy of the program's state when
        # another thread is using it); True while a call runs, to refuse a re-entrant one
        self._lock, self._busy = threading.RLock(), [False]
        #: the ProfileStats calls are timed into (``opspec.compile.profiling``), or None
        self.profile = maker.profile
        #: whether calls go through code made for this function (``config.fast_call`` when compiled;
        #: never when profiled: a profiled call runs node by node through ``_run``)
        self._fast = config.fast_call and self.profile is None
        self.trust_input = trust_input      # builds the per-call fast path
        tier = getattr(maker.vm, "tier", None)
        if tier is not None:        # running perform while C builds: switch when it is built
            tier.attach(self._switch_to_c)

    @property
    def trust_input(self) -> bool:
        """Skip checking and converting inputs (set it to True only when every call passes
        values of exactly the input types, positionally)."""
        return self._trust_input

    @trust_input.setter
    def trust_input(self, value):
        with self._lock:        # not while ``_switch_to_c`` makes the call of the VM it takes
            self._trust_input = bool(value)
            if getattr(self, "_fast", False):
                self._calls(_make_fast_call(self))

    def _switch_to_c(self, relink):
        """Run C from the next call on (opspec.link.tier): link the graph with C, on the same
        cells, and take that VM, between two calls (under the call lock)."""
        with self._lock:
            vm = relink()
            self._vm = self.maker.vm = vm
            if self._fast:
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

    @property
    def vm(self):
        return self._vm

    @property
    def unpack_single(self) -> bool:
        """Whether a call returns its one output itself (``outputs`` was not a list)."""
        return self._single

    def node_impls(self) -> list[tuple]:
        """(node, "c" or "py") for each node, in execution order: what really runs."""
        vm = self._vm
        units = getattr(vm, "units", None)
        if units is None:           # a checking mode's VM runs each node by itself
            return [(node, "py") for node in vm.nodes]
        return [(node, getattr(unit, "impl", "py")) for unit, start, stop in units for node in vm.nodes[start:stop]]

    def get_shared(self) -> list:
        """The shared variables this function reads (and maybe updates)."""
        return [inp.variable for inp in self.maker.inputs[len(self.ins):] if inp.shared]

    def dprint(self, **kwargs):
        """Print the rewritten graph this function runs (see ``opspec.printing.debugprint``)."""
        from opspec.printing import debugprint
        return debugprint(self, **kwargs)

    # ------------------------------------------------------------------ copies
    def copy(self, share_memory=False, swap=None, delete_updates=False, name=None, profile=None):
        """A new function computing the same thing with storage of its own.

        It reads and updates the same shared variables, except those ``swap`` maps to other
        shared variables of the same type; ``delete_updates=True`` drops the updates.
        (Intermediate storage is never shared between functions, so ``share_memory`` makes
        no difference to what the copy computes.)
        """
        recipe = dict(self.maker.recipe)
        if swap:
            recipe = self.maker.swap_shared(recipe, swap, self.get_shared())
        if delete_updates:
            recipe["updates"] = []
        recipe["name"] = name or (f"{self.name} copy" if self.name else None)
        recipe["on_unused_input"] = "ignore"
        recipe["trust_input"] = self.trust_input
        return self.maker.compile_recipe(recipe, profile=profile)

    def __copy__(self):
        return self.copy()

    def __reduce__(self):
        # pickles (and deep copies) rebuild the function from its graph: compiled code and
        # storage are not data; shared variables travel with their values
        recipe = self.maker.picklable_recipe()
        recipe["trust_input"] = self.trust_input
        return self.maker.compile_recipe, (recipe,)

    # ------------------------------------------------------------------ calls
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
                if self.profile is not None:
                    return self.profile.time_call(self._run, args, kwargs)
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
        for cell, container in self._shared:
            cell[0] = container.storage[0]
        if self._overwritten:
            _unalias(self._all_cells, self._overwritten)
        for cell in self._private:
            cell[0] = _copied(cell[0])
        self._vm()
        results = [cell[0] for cell in self._output_cells]
        new_values = [cell[0] for cell, _, _ in self._updates]
        for cell in self._handed_cells:
            cell[0] = None          # handed to the caller: never reused by the next call
        for cell in self._alias_cells:
            cell[0] = None
        for i in self._copy:
            results[i] = _copied(results[i])
        for (_, container, copy_it), value in zip(self._updates, new_values):
            container.storage[0] = _copied(value) if copy_it else value
        for cell in cells:
            cell[0] = None
        for cell, _ in self._shared:
            cell[0] = None
        return results[0] if self._single else results

    def _set_inputs(self, args, kwargs):
        ins = self.ins
        if len(args) > len(ins):
            raise TypeError(f"{self._label} takes {len(ins)} inputs, got {len(args)}")
        values = list(args) + [In._NO_DEFAULT] * (len(ins) - len(args))
        for key, value in kwargs.items():
            i = self._names.get(key, -1)
            if i is None:
                raise TypeError(f"{self._label}: several inputs are named {key!r}; pass them by position")
            if i < 0:
                raise TypeError(f"{self._label} has no input named {key!r} "
                                f"(inputs: {', '.join(n or '?' for n in (x.name for x in ins))})")
            if values[i] is not In._NO_DEFAULT:
                raise TypeError(f"{self._label} got input {key!r} twice")
            values[i] = value
        for i, (inp, value, cell, type_) in enumerate(zip(ins, values, self._input_cells, self._types)):
            if value is In._NO_DEFAULT:
                value = inp.value.storage[0] if isinstance(inp.value, Container) else inp.value
                if value is None or value is In._NO_DEFAULT:
                    raise TypeError(f"{self._label}: missing input {inp.name or i!r} (position {i})")
            downcast = inp.allow_downcast if inp.allow_downcast is not None else self.allow_input_downcast
            try:
                cell[0] = type_.filter(value, strict=inp.strict, allow_downcast=downcast)
            except (TypeError, ValueError) as err:
                raise TypeError(f"{self._label}: input {inp.name or i!r} (position {i}) got "
                                f"{_describe(value)} where a {type_} was expected: {err}") from None


def _copied(value):
    """A copy of a value handed to or taken from the caller."""
    return np.array(value, copy=True) if isinstance(value, np.ndarray) else copy.deepcopy(value)


def _unalias(cells, overwritten):
    """Give each overwritten input that shares memory with another input a copy of its own."""
    for k in overwritten:
        value = cells[k][0]
        if isinstance(value, np.ndarray) and any(
                j != k and isinstance(cell[0], np.ndarray) and np.may_share_memory(value, cell[0])
                for j, cell in enumerate(cells)):
            cells[k][0] = value.copy()


def _make_fast_call(fn: Function):
    """``fn``'s call for positional arguments, as code made for this function: inputs that
    already are arrays of exactly the input type (what ``filter`` would return unchanged) are
    stored as they are (any value with ``trust_input``), the VM's run function is called, and
    the cells are emptied, outputs copied and updates stored exactly as ``Function._run`` does;
    any other call goes to ``Function._call``. Each step is one line, and steps with nothing to
    do have none."""
    from opspec.tensor.type import TensorType

    general = fn._call

    vm = fn._vm
    if type(vm) is VM and not fn._shared and not fn._private and not fn._copy and len(vm.units) == 1 \
            and hasattr(vm.units[0][0], "program"):
        from opspec.link.c.program import c_call
        ref = weakref.ref(fn)

        def fallback(*args, **kwargs):
            return ref()._call(args, kwargs)
        builtin = c_call(vm.units[0][0].program, fn.fgraph, fn._single, fallback)   # the whole call in C
        if builtin is not None:
            return builtin
    run = getattr(vm, "run", None)
    if run is None or type(vm).__call__ is not VM.__call__:
        run = vm                # a VM of its own kind (checking modes): call it as it is
    n = len(fn._input_cells)
    ns = {"general": general, "run": run, "copied": _copied, "acquire": fn._lock.acquire,
          "release": fn._lock.release, "busy": fn._busy, "reentered": lambda: _reentered(fn),
          "ndarray": np.ndarray}
    args = "".join(f"a{k}, " for k in range(n))
    lines = ["def fast(*args, **kwargs):", f"    if kwargs or len(args) != {n}:", "        return general(args, kwargs)"]
    if n:
        lines.append(f"    {args} = args")
    for k, (inp, cell, type_) in enumerate(zip(fn.ins, fn._input_cells, fn._types)):
        ns[f"i{k}"] = cell
        if not fn._trust_input:
            if not isinstance(type_, TensorType):
                return lambda *args, **kwargs: general(args, kwargs)    # no array checks for this type
            ns[f"d{k}"] = np.dtype(type_.dtype)
            checks = [f"type(a{k}) is not ndarray", f"a{k}.dtype is not d{k}", f"a{k}.ndim != {type_.ndim}"]
            checks += [f"a{k}.shape[{d}] != {int(want)}" for d, want in enumerate(type_.shape) if want is not None]
            lines += [f"    if {' or '.join(checks)}:", "        return general(args, {})"]
    body = [f"i{k}[0] = a{k}" for k in range(n)]
    for m, (cell, container) in enumerate(fn._shared):
        ns[f"s{m}"], ns[f"v{m}"] = cell, container.storage
        body.append(f"s{m}[0] = v{m}[0]")
    if fn._overwritten:
        ns["unalias"], ns["all_cells"], ns["overwritten"] = _unalias, fn._all_cells, fn._overwritten
        body.append("unalias(all_cells, overwritten)")
    for j, cell in enumerate(fn._private):
        ns[f"q{j}"] = cell
        body.append(f"q{j}[0] = copied(q{j}[0])")
    body.append("run()")
    for j, cell in enumerate(fn._output_cells):
        ns[f"o{j}"] = cell
        body.append(f"r{j} = o{j}[0]")
    for m, (cell, container, _) in enumerate(fn._updates):
        ns[f"w{m}"], ns[f"t{m}"] = cell, container.storage
        body.append(f"u{m} = w{m}[0]")
    for j, cell in enumerate(fn._handed_cells):
        ns[f"h{j}"] = cell
        body.append(f"h{j}[0] = None")
    for j, cell in enumerate(fn._alias_cells):
        ns[f"x{j}"] = cell
        body.append(f"x{j}[0] = None")
    body += [f"r{i} = copied(r{i})" for i in fn._copy]
    body += [f"t{m}[0] = copied(u{m})" if copy_it else f"t{m}[0] = u{m}"
             for m, (_, _, copy_it) in enumerate(fn._updates)]
    body += [f"i{k}[0] = None" for k in range(n)]
    body += [f"s{m}[0] = None" for m in range(len(fn._shared))]
    results = [f"r{j}" for j in range(len(fn._output_cells))]
    body.append(f"return {results[0]}" if fn._single else f"return [{', '.join(results)}]")
    lines += ["    acquire()", "    if busy[0]:", "        release()", "        reentered()",
              "    busy[0] = True", "    try:"]
    lines += [f"        {line}" for line in body]
    lines += ["    finally:", "        busy[0] = False", "        release()"]
    return compile_closure("fast", lines, ns, f"<call of {fn._label}>")


def _reentered(fn):
    raise RuntimeError(f"{fn._label} was called from inside its own call (an op's perform calling the "
                       "function that runs it?): a compiled function runs one call at a time")


def _describe(value):
    if isinstance(value, np.ndarray):
        rank = {0: "scalar", 1: "vector", 2: "matrix"}.get(value.ndim, f"{value.ndim}-d array")
        return f"a {value.dtype} {rank}"
    return f"a {type(value).__name__}"
