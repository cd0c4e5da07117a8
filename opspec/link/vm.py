"""Storage, thunks and the VM that runs a FunctionGraph.

Every Variable gets a storage cell (a one-element list) and a compute flag; every node
gets a thunk (``node_thunk``): its op's C kernel when the op describes one (``op.c_kernel``)
and the linker allows C, else ``op.make_thunk``. The VM runs thunks in topological order and
clears an intermediate's cell as soon as its last client has run, so peak memory follows the
live values, not the whole graph. Outputs nobody reads (hidden buffers) keep their
value between calls, which lets Ops reuse them.

Two ways to run, chosen when linking by ``config.fast_call``: by default (True) the VM's run
is code made for the graph (``opspec.link.codegen``), runs of C nodes are C programs and each
C node's thunk is code made for it; with ``fast_call=False`` everything from ``Function``'s
call down to each thunk is plain Python one can step through in a debugger (``run_plain``,
``PlainCThunk``), computing the same values.

A profiled function (``opspec.compile.profiling``) is linked without C programs and its VM
runs ``run_timed``: node by node, each thunk timed into the profile.

A function whose C kernels the cache lacks is linked to its nodes' ``perform`` first, and linked
again with C once a background build is done (``link(tiered=True)``, opspec.link.tier).
"""
from __future__ import annotations

import time

from opspec.configuration import config
from opspec.graph.basic import Constant
from opspec.link.codegen import compile_closure


class VM:
    """Runs the thunks of one compiled graph."""

    def __init__(self, fgraph, nodes, thunks, storage_map, compute_map, allow_gc=True, no_recycling=(),
                 units=None, fast=True):
        self.fgraph = fgraph
        self.nodes = nodes
        #: each node's own thunk (what ``node_impls`` reports and checking modes wrap)
        self.thunks = thunks
        #: what runs: (callable, first node, end); a C program runs several nodes
        self.units = units if units is not None else [(t, k, k + 1) for k, t in enumerate(thunks)]
        self.storage_map = storage_map
        self.compute_map = compute_map
        # values of these variables are never offered back to the op that computes them
        self.pre_call_clear = [storage_map[v] for v in no_recycling if v.owner is not None]
        self.clear_after = self._gc_plan() if allow_gc else [[] for _ in self.units]
        #: whether runs go through code made for this graph (else ``run_plain``)
        self.fast = fast
        self._plan = [(_runnable(unit[0]) if fast else unit[0], dead)
                      for unit, dead in zip(self.units, self.clear_after)]
        #: runs the thunks once: code made for this graph (see ``_make_run``), or ``run_plain``
        self.run = self._make_run() if fast else self.run_plain
        #: seconds each node's thunk took to make when linking (for profiles), if known
        self.make_thunk_times = None
        #: the ProfileStats ``run_timed`` records into (``profile_into``)
        self.profile = None
        #: the background build of C when this VM runs perform meanwhile (opspec.link.tier), else None
        self.tier = None

    def _gc_plan(self):
        """For each unit, the cells that are dead once it ran (a program's intermediates never
        reach their cells)."""
        keep = set(self.fgraph.inputs) | set(self.fgraph.outputs)
        unit_of, internal = {}, set()
        for u, (thunk, start, stop) in enumerate(self.units):
            unit_of.update((k, u) for k in range(start, stop))
            program = getattr(thunk, "program", None)
            if program is not None:
                internal.update(program.internal)
        last_use = {}
        for k, node in enumerate(self.nodes):
            for var in node.inputs:
                last_use[var] = unit_of[k]
        plan = [[] for _ in self.units]
        for var, u in last_use.items():
            if var not in keep and var not in internal and not isinstance(var, Constant) and var.owner is not None:
                plan[u].append(self.storage_map[var])
        return plan

    def __call__(self):
        self.run()

    def run_plain(self):
        """Run every thunk in order, clearing the cells that are dead after each: what the code
        ``_make_run`` makes does, as a plain loop (``config.fast_call=False``)."""
        for cell in self.pre_call_clear:
            cell[0] = None
        for k, (thunk, dead) in enumerate(self._plan):
            try:
                thunk()
            except Exception as err:
                self._explain(err, k)
                raise
            for cell in dead:
                cell[0] = None

    def profile_into(self, stats):
        """Run ``run_timed`` from now on, recording into ``stats`` (a ProfileStats). Only a VM
        whose every unit is one node can say what each node costs: link it without programs."""
        if any(stop - start != 1 for _, start, stop in self.units):
            raise ValueError("a VM running C programs cannot be profiled node by node: link it with "
                             "programs=False")
        self.profile = stats
        self._timed = [((self.fgraph, node), thunk, dead, _flops_of(node, self.storage_map))
                       for node, (thunk, dead) in zip(self.nodes, self._plan)]
        self.run = self.run_timed

    def run_timed(self):
        """``run_plain`` timing each thunk: per (fgraph, node), seconds and calls into the profile's
        ``apply_time`` / ``apply_callcount``, floating-point operations (where the op declares
        them) into ``apply_flops``, and the whole run into ``vm_call_time``."""
        stats, clock = self.profile, time.perf_counter
        times, calls, flops = stats.apply_time, stats.apply_callcount, stats.apply_flops
        start = clock()
        try:
            for cell in self.pre_call_clear:
                cell[0] = None
            for k, (key, thunk, dead, count_flops) in enumerate(self._timed):
                before = clock()
                try:
                    thunk()
                except Exception as err:
                    self._explain(err, k)
                    raise
                times[key] += clock() - before
                calls[key] += 1
                if count_flops is not None:
                    flops[key] += count_flops()
                for cell in dead:
                    cell[0] = None
        finally:
            stats.vm_call_time += clock() - start

    def _make_run(self):
        """A function running every thunk in order and clearing dead cells, without per-call
        work that does not depend on the values: for up to ``UNROLL`` nodes its body is unrolled
        (one line per thunk and per dead cell); above, a loop, with no inner loop over dead
        cells when garbage collection has nothing to clear."""
        ns = {"explain": self._explain}
        lines = ["def run():"]
        for j, cell in enumerate(self.pre_call_clear):
            ns[f"p{j}"] = cell
            lines.append(f"    p{j}[0] = None")
        if len(self._plan) <= UNROLL:
            lines += ["    k = 0", "    try:"]
            n_cells = 0
            for k, (thunk, dead) in enumerate(self._plan):
                ns[f"t{k}"] = thunk
                if k:
                    lines.append(f"        k = {k}")
                lines.append(f"        t{k}()")
                for cell in dead:
                    ns[f"c{n_cells}"] = cell
                    lines.append(f"        c{n_cells}[0] = None")
                    n_cells += 1
            if not self._plan:
                lines.append("        pass")
        elif any(self.clear_after):
            ns["plan"] = [(thunk, tuple(dead)) for thunk, dead in self._plan]
            lines += ["    k = 0", "    try:",
                      "        for k, (thunk, dead) in enumerate(plan):",
                      "            thunk()",
                      "            for cell in dead:",
                      "                cell[0] = None"]
        else:
            ns["thunks"] = tuple(thunk for thunk, _ in self._plan)
            lines += ["    k = 0", "    try:",
                      "        for k, thunk in enumerate(thunks):",
                      "            thunk()"]
        lines += ["    except Exception as err:", "        explain(err, k)", "        raise"]
        return compile_closure("run", lines, ns, "<VM run>")

    def _explain(self, err, u):
        thunk, k, _ = self.units[u]
        node = getattr(thunk, "failed_node", None) or self.nodes[k]
        values = [self.storage_map[v][0] for v in node.inputs]
        program = getattr(thunk, "program", None)
        shapes = program.input_shapes(node) if program else [getattr(v, "shape", "?") for v in values]
        dtypes = [v.type.dtype for v in node.inputs] if program else \
            [getattr(v, "dtype", type(v).__name__) for v in values]
        origin = getattr(node.op, "origin", None)
        k = self.nodes.index(node)
        note = (f"while running node {k} of {len(self.nodes)}: {node}\n"
                f"  input shapes: {shapes}\n  input dtypes: {[str(d) for d in dtypes]}")
        if origin:
            note += f"\n  op declared at {origin}"
        if hasattr(err, "add_note"):
            err.add_note(note)


def _runnable(thunk):
    """What the VM calls for a unit: a C program's builtin (no Python per call), a C node's
    compiled thunk (made on demand, see link.c.thunk), or the thunk itself."""
    fast = getattr(thunk, "fast", None)
    if fast is not None:
        return fast
    resolve = getattr(thunk, "resolve", None)
    return resolve() if resolve is not None else thunk


def _flops_of(node, storage_map):
    """A function counting the floating-point operations of one run of ``node`` from its values
    (``op.flops(inputs, outputs)``, which specs with ``flops:`` generate), or None."""
    flops = getattr(node.op, "flops", None)
    if not callable(flops):
        return None
    ins = [storage_map[v] for v in node.inputs]
    outs = [storage_map[v] for v in node.outputs]
    return lambda: flops([cell[0] for cell in ins], [cell[0] for cell in outs])


#: graphs of at most this many nodes get a run function with one line per thunk
UNROLL = 256

def make_storage(fgraph):
    """Cells and compute flags for every variable (and every input, used or not);
    constants filled in."""
    storage_map, compute_map = {}, {}
    for var in [*fgraph.inputs, *fgraph.variables]:
        if isinstance(var, Constant):
            storage_map[var] = [var.data]
            compute_map[var] = [True]
        else:
            storage_map[var] = [None]
            compute_map[var] = [var.owner is None]
    return storage_map, compute_map


def node_thunk(node, storage_map, compute_map, no_recycling=(), impl: str = "auto"):
    """``node``'s thunk: with impl "c" or "auto", one running the C kernel its op describes
    (``op.c_kernel(node)``, built by opspec.link.c), when there is one for the node's dtypes and
    it builds; else (and with impl "py") the op's own ``make_thunk``. The op says what its kernel
    is, the linker decides whether and how to run it: no op module imports the C backend."""
    if impl != "py":
        from opspec.link.c.steps import transpose_thunk
        from opspec.link.c.thunk import make_c_thunk
        thunk = make_c_thunk(node, storage_map, compute_map, impl)
        if thunk is None and config.fast_call:
            thunk = transpose_thunk(node, storage_map, compute_map)
        if thunk is not None:
            return thunk
    thunk = node.op.make_thunk(node, storage_map, compute_map, list(no_recycling), impl=impl)
    if not callable(thunk):
        raise TypeError(f"{node.op}.make_thunk returned {type(thunk).__name__}, not a callable")
    return thunk


def link(fgraph, impl: str = "auto", allow_gc: bool = True, no_recycling=(), programs: bool = False,
         tiered: bool = False, storage=None, fast=None):
    """Build the VM for ``fgraph``: impl "py" runs perform only; "c" or "auto" prefer C, and
    with ``programs`` runs of C nodes become one call into C each (opspec.link.c.program),
    unless ``fast`` (default ``config.fast_call``) is False (then nothing runs through code made
    when linking). ``tiered``: when C would wait for the compiler, link perform now and build C
    in the background (opspec.link.tier; the VM's ``tier``). ``storage``: the (storage_map,
    compute_map) to link on, new ones by default."""
    if impl not in ("auto", "c", "py"):
        raise ValueError(f"linker must be auto, c or py, got {impl!r}")
    if impl == "auto" and config.linker != "auto":
        impl = config.linker
    fast = config.fast_call if fast is None else fast
    nodes = fgraph.toposort()
    storage_map, compute_map = storage if storage is not None else make_storage(fgraph)
    tier = None
    if tiered and impl == "auto" and fast and not config.wait_for_c and config.on_c_error != "raise":
        from opspec.link.tier import Tier, c_ready
        if not c_ready(nodes):
            def relink(c_impl=impl):
                return link(fgraph, c_impl, allow_gc, no_recycling, programs, storage=(storage_map, compute_map),
                            fast=fast)
            tier = Tier(nodes, relink)
            impl = "py"     # for now
    if impl != "py":    # build the kernels of every node in parallel, before waiting for the first
        from opspec.link.c.batch import prefetch
        prefetch(nodes)
    thunks, made_in = [], {}
    for node in nodes:
        start = time.perf_counter()
        thunks.append(node_thunk(node, storage_map, compute_map, list(no_recycling), impl))
        made_in[node] = time.perf_counter() - start
    units = None
    if programs and impl != "py" and fast:
        from opspec.link.c.program import plan_programs
        nodes, thunks, units = plan_programs(fgraph, nodes, thunks, storage_map, compute_map)
    vm = VM(fgraph, nodes, thunks, storage_map, compute_map, allow_gc=allow_gc, no_recycling=no_recycling,
            units=units, fast=fast)
    vm.make_thunk_times = made_in
    if tier is not None:
        vm.tier = tier
        vm.run = tier.after_first_call(vm.run)
    return vm
