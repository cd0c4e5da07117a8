"""Programs: runs of C nodes executed by one call into C.

A node's C thunk costs about a microsecond of Python around a kernel that may take nanoseconds.
The linker therefore schedules the graph so that C nodes sit next to each other, and replaces
each run of them (even one) by a program (``opspec_program.c``): one call into C computes every
shape, grows the workspace and calls each kernel; checks (``CheckAndRaise``) are steps too, so
a graph's shape checks do not split it (opspec.link.c.steps says which nodes are steps).
Intermediates never become numpy arrays: they live in workspace buffers kept between calls, and
variables whose lifetimes do not overlap share a buffer. Only the values the rest of the graph
reads are numpy arrays, allocated here with the shapes of the previous call (C asks again when
they changed, before running anything).
"""
from __future__ import annotations

import heapq
import threading
import weakref
from pathlib import Path

import numpy as np

from opspec.graph.fg import Output
from opspec.kernels.abi import ERRLEN, LIMITS, MAXARGS, MAXDIMS, CallKind, ShapeKind, Slot, Status, c_defines
from opspec.link.c.steps import fill_step, same_shape_input, step_kind

#: the runner's C: running a program's steps, then calling a program without Python (one source)
PROGRAM_SOURCES = (Path(__file__).with_name("opspec_program.c"), Path(__file__).with_name("opspec_caller.c"))

_CDEF = f"""
typedef int... npy_intp;
typedef struct {{ int kind; int ndim; int itemsize; int buffer; int source; int external; char *data;
                 npy_intp shape[{MAXDIMS}]; npy_intp strides[{MAXDIMS}]; }} opspec_slot;
typedef struct {{ void *fn; int shape_kind; int call_kind; int nin; int nout; int space_ndim; int keepdims;
                 int naxes; npy_intp axes[{MAXDIMS}]; char reduced[{MAXDIMS + 1}]; int order[{MAXDIMS}];
                 int operand[{MAXARGS}]; int nparams; int64_t params[{LIMITS["MAXPARAMS"]}]; }} opspec_step;
typedef struct {{ char *data; size_t capacity; }} opspec_buffer;
typedef struct {{ opspec_slot *slots; int nslots; int *busy; const opspec_step *steps; int nsteps;
                 opspec_buffer *buffers; int nbuffers;
                 const int *externals; int nexternals; int ninputs; int nargs; const int *input_arg;
                 void **constants; const int *typenums; const int *outputs; int noutputs; int single;
                 void *fallback; void **input_cells; int nescaping; const int *escaping_from;
                 void **escaping_cells; void **computed_cells; void *on_error; void *recycled; }} opspec_caller;
void *opspec_caller_new(void *self);
int opspec_program_run(opspec_slot *slots, int nslots, int own, const opspec_step *steps, int nsteps,
                       opspec_buffer *buffers, int nbuffers, const int *externals, int nexternals, char **data,
                       const npy_intp *dims, npy_intp *wanted, int *failed, char *err);
int opspec_program_rerun(opspec_slot *slots, const opspec_step *steps, int nsteps, const opspec_buffer *buffers,
                         const int *externals, int nexternals, char **data, int *failed, char *err);
void opspec_program_free(opspec_buffer *buffers, int nbuffers);
"""

_runner = None
_runner_lock = threading.Lock()


def runner():
    """The compiled program runner (built once into the cache), or None without a compiler."""
    global _runner
    if _runner is None:
        with _runner_lock:
            if _runner is None:
                from opspec.link.c.build import CompileError, compile_module
                from opspec.link.c.cache import CacheDirError
                try:
                    _runner = compile_module(**runner_job())
                except (CompileError, CacheDirError):
                    _runner = False
    return _runner or None


def runner_job() -> dict:
    """The arguments of ``compile_module`` building the runner."""
    from opspec.link.c.build import source_text
    from opspec.link.c.flags import base_flags
    # numpy's version in the source: the caller is built against its headers
    source = f"/* numpy {np.__version__} */\n" + c_defines(program=True) + \
        "".join(f'#line 1 "{path.name}"\n{source_text(path)}' for path in PROGRAM_SOURCES)
    # the caller uses CPython's and numpy's full C API, not cffi's default limited one
    return dict(name="opspec_program", source=source, cdef=_CDEF, flags=(*base_flags(), "-D_CFFI_NO_LIMITED_API"),
                include_dirs=[np.get_include()], origin=str(PROGRAM_SOURCES[0]))


# ------------------------------------------------------------------ which nodes, in which order
def schedule(nodes, orderings, steppable):
    """A topological order of ``nodes`` that keeps steppable nodes together: among the nodes
    ready to run, one of the same kind as the last is taken first (ties: the given order)."""
    position = {node: k for k, node in enumerate(nodes)}
    preds = {node: {v.owner for v in node.inputs if v.owner in position} for node in nodes}
    for node, before in orderings.items():
        if node in preds:
            preds[node].update(b for b in before if b in position)
    succs = {node: [] for node in nodes}
    for node, ps in preds.items():
        for p in ps:
            succs[p].append(node)
    waiting = {node: len(ps) for node, ps in preds.items()}
    ready = ([], [])        # heaps of (position, node) per kind: not steppable, steppable
    for node in nodes:
        if not waiting[node]:
            heapq.heappush(ready[node in steppable], (position[node], id(node), node))
    order, kind = [], True
    while ready[0] or ready[1]:
        if not ready[kind]:
            kind = not kind
        _, _, node = heapq.heappop(ready[kind])
        order.append(node)
        for s in succs[node]:
            waiting[s] -= 1
            if not waiting[s]:
                heapq.heappush(ready[s in steppable], (position[s], id(s), s))
    return order


def segments(order, steppable, minimum=1):
    """Runs of at least ``minimum`` consecutive steppable nodes, as index ranges into ``order``.
    One node is worth a program too: its builtin call costs less than its C thunk's Python (a
    lone broadcasting node between two BLAS calls in an MLP: ~1.5x less per call)."""
    runs, start = [], None
    for k, node in enumerate(order + [None]):
        if node is not None and node in steppable:
            start = k if start is None else start
        elif start is not None:
            if k - start >= minimum:
                runs.append((start, k))
            start = None
    return runs


def _escapes(var, inside, clients):
    return any(c not in inside for c, _ in clients.get(var, ()))


#: slots that use the memory of their source (``slot[3]``)
_BORROWING = (Slot.ALIAS, Slot.VIEW, Slot.SAME)


def _sources(slots, s):
    """Slot ``s`` and every slot whose memory it may use, nearest first."""
    chain = [s]
    while slots[s][0] in _BORROWING:
        s = slots[s][3]
        chain.append(s)
    return chain


def _shareable(fgraph, same: dict) -> set:
    """The outputs of the steps ``same`` (node: its SAME input, see ``same_shape_input``) that
    the rest of the graph may be handed as views of that input: no node of the graph overwrites
    anything sharing memory with them (through views and in-place results), and none of that is
    an output of the graph. Their ops declare no such view (it happens only at run time), so it
    is decided here, on the whole graph, once its rewrites (the in-place ones) have all run."""
    if not same:
        return set()
    parent = {}

    def find(v):
        while parent.get(v, v) is not v:
            parent[v] = v = parent.get(parent[v], parent[v])     # halving the path as it goes
        return v

    def join(a, b):
        a, b = find(a), find(b)
        if a is not b:
            parent[a] = b

    destroyed = []
    for node in fgraph.apply_nodes:
        for o, ins in (*node.op.view_map.items(), *node.op.destroy_map.items()):
            for i in ins:
                join(node.outputs[o], node.inputs[i])
        destroyed += [node.inputs[i] for ins in node.op.destroy_map.values() for i in ins]
    for node, k in same.items():
        join(node.outputs[0], node.inputs[k])
    unsafe = {find(v) for v in destroyed} | {find(v) for v in fgraph.outputs}
    return {node.outputs[0] for node in same if find(node.outputs[0]) not in unsafe}


def _unshare_written(slots, passed):
    """SAME slots become plain buffers when an in-place step may write their memory or their
    source's: a view must neither change the value it was taken from nor see it change. The
    ``passed`` aliases (checks' values) write nothing."""
    written = {t for s, slot in enumerate(slots) if slot[0] == Slot.ALIAS and s not in passed
               for t in _sources(slots, s)[1:]}
    for s, slot in enumerate(slots):
        if slot[0] == Slot.SAME and written.intersection(_sources(slots, s)):
            slot[0] = Slot.BUFFER


# ------------------------------------------------------------------ planning one program
def _constant_array(var):
    """The value of a constant ``var`` when a program can hold it in its slot for good (an
    aligned, native array of the variable's dtype and rank), else None: it is then an input
    like any other, passed on every call. (A sum of 4,000 scaled terms has 8,000 constants:
    passed as inputs, they made the program too large for the builtin call.)"""
    from opspec.graph.basic import Constant
    if not isinstance(var, Constant):
        return None
    value = var.data
    if not isinstance(value, np.ndarray) or value.dtype != var.type.dtype or value.ndim != var.type.ndim or \
            not value.dtype.isnative or not value.flags.aligned or value.ndim > MAXDIMS:
        return None
    return value


class NotPlannable(Exception):
    """A run of nodes that cannot be one program (its nodes keep their own thunks)."""


class Program:
    """The plan of one run of nodes: slots, steps, workspace buffers, and which values are
    external (numpy arrays the Python side passes in or hands out)."""

    def __init__(self, nodes, kinds, thunks, clients, shareable=frozenset()):
        ffi = runner().ffi
        self.nodes = nodes
        self.thunks = thunks
        inside = set(nodes)
        slot_of, slots = {}, []       # variable -> slot index; per slot [kind, var, buffer, source]

        def new_slot(var, kind, source=-1):
            slot_of[var] = len(slots)
            slots.append([kind, var, -1, source])
            return slot_of[var]

        self.inputs = []              # variables read from outside, in first-use order
        constants = {}                # slot -> the array of a constant the program holds itself
        passed = set()                # the slots of checks' values: aliases that write nothing
        for node in nodes:
            for var in node.inputs:
                if var not in slot_of:
                    value = _constant_array(var)
                    if value is None:
                        new_slot(var, Slot.EXTERNAL)
                        self.inputs.append(var)
                    else:
                        constants[new_slot(var, Slot.CONSTANT)] = value
            destroyed = node.op.destroy_map
            for i, var in enumerate(node.outputs):
                if kinds[node][0] == ShapeKind.CHECK:   # the value itself (a view when it is one)
                    source = slot_of[node.inputs[0]]
                    viewed = slots[source][0] in (Slot.VIEW, Slot.CONSTANT)
                    passed.add(new_slot(var, Slot.VIEW if viewed else Slot.ALIAS, source))
                elif kinds[node][0] == ShapeKind.DIMSHUFFLE:
                    new_slot(var, Slot.VIEW, slot_of[node.inputs[0]])
                elif i in destroyed:
                    new_slot(var, Slot.ALIAS, slot_of[node.inputs[destroyed[i][0]]])
                elif (k := same_shape_input(node, kinds[node])) is not None:
                    new_slot(var, Slot.SAME, slot_of[node.inputs[k]])
                else:
                    new_slot(var, Slot.BUFFER)
        _unshare_written(slots, passed)
        # values read outside: their own array, or (in place) the array of the slot they overwrote
        self.escaping = [v for node in nodes for v in node.outputs if _escapes(v, inside, clients)]
        root = {}
        handed = set()      # SAME slots read outside, with an array of their own
        for var in self.escaping:
            s = slot_of[var]
            source = slots[s][3]
            if slots[s][0] == Slot.SAME and var in shareable and slots[source][0] == Slot.BUFFER:
                slots[source][0], slots[source][3] = Slot.LEND, s   # computed into that array
                handed.add(s)
                root[var] = s
                continue
            while slots[s][0] == Slot.ALIAS:
                s = slots[s][3]
            if slots[s][0] == Slot.VIEW and s != slot_of[var]:     # an in-place result of a view
                raise NotPlannable(f"{var} overwrites a view and is read outside the program")
            slots[s][0] = Slot.EXTERNAL     # a view read outside: copied into its own array (a
            root[var] = s                   # SAME slot: its kernel writes that array)
        read = set(self.inputs)     # sets and dicts: lists made this quadratic (8,000 inputs: 4 s)
        self.allocated = [slot[1] for k, slot in enumerate(slots)
                          if (slot[0] == Slot.EXTERNAL or k in handed) and slot[1] not in read]
        externals = [slot_of[v] for v in self.inputs + self.allocated]
        external_of = {s: k for k, s in enumerate(externals)}
        #: for each escaping variable, the external array that holds its value
        self.escaping_from = [external_of[root[v]] for v in self.escaping]
        self.nbuffers = self._plan_buffers(nodes, slots, slot_of, handed)

        self.slots = ffi.new("opspec_slot[]", len(slots))
        self.nslots = len(slots)
        self.busy = ffi.new("int *")    # set while a call uses the slots and buffers (another works on a copy)
        for k, (kind, var, buffer, source) in enumerate(slots):
            c = self.slots[k]
            c.kind, c.ndim, c.itemsize = kind, var.type.ndim, np.dtype(var.type.dtype).itemsize
            c.buffer, c.source = buffer, source
            c.external = external_of.get(k, -1)
        for k, value in constants.items():     # set once: no call writes a constant's slot
            c = self.slots[k]
            c.data = ffi.cast("char *", value.ctypes.data)
            c.shape[0:value.ndim], c.strides[0:value.ndim] = value.shape, value.strides
        self.constants = list(constants.values())     # alive as long as their slots
        self.steps = ffi.new("opspec_step[]", len(nodes))
        for k, node in enumerate(nodes):
            fill_step(self.steps[k], node, kinds[node], thunks[k], slot_of, slots, ffi)
        self.externals = ffi.new("int[]", externals or [0])
        self.nexternals = len(externals)
        self.buffers = ffi.new("opspec_buffer[]", max(1, self.nbuffers))
        #: the values only steps read: they never reach their storage cells (an escaping
        #: in-place result or view keeps an alias or view slot, yet is handed out)
        escaping = set(self.escaping)
        self.internal = [s[1] for s in slots if s[0] not in (Slot.EXTERNAL, Slot.CONSTANT) and s[1] not in escaping]
        self.slot_of = slot_of
        #: step -> the Check of a check step (its failure raises the exception the op declares)
        self.checks = {k: kinds[node][2].shape for k, node in enumerate(nodes) if kinds[node][0] == ShapeKind.CHECK}
        weakref.finalize(self, runner().lib.opspec_program_free, self.buffers, self.nbuffers)

    def error(self, step, message):
        """(node, exception) for a call that failed at ``step`` (-1: before any step ran) with
        the runner's ``message``: a check's failure raises what its op's perform raises."""
        node = self.nodes[step] if step >= 0 else self.nodes[0]
        if step in self.checks:
            return node, self.checks[step].exception(self.checks[step].message)
        if message.startswith("IndexError: "):
            return node, IndexError(f"{node.op}: {message[len('IndexError: '):]}")
        return node, ValueError(f"{node.op}: {message}")

    def input_shapes(self, node):
        """The shapes of ``node``'s inputs in the last call (for error messages)."""
        return [tuple(self.slots[s].shape[0:self.slots[s].ndim]) for s in map(self.slot_of.get, node.inputs)]

    @staticmethod
    def _plan_buffers(nodes, slots, slot_of, own_arrays):
        """Give every buffer slot (and SAME or LEND slot but ``own_arrays``) a workspace buffer: a
        variable's memory is busy from its step to the last step reading it or a view / in-place
        result of it; then it is free for the variables of later steps."""
        step_of = {v: k for k, node in enumerate(nodes) for v in node.outputs}
        last = {}
        for k, node in enumerate(nodes):
            for var in node.inputs:
                for s in _sources(slots, slot_of[var]):
                    last[s] = k
        free, busy, count = [], [], 0       # busy: heap of (last step, buffer)
        for k, node in enumerate(nodes):
            while busy and busy[0][0] < k:
                heapq.heappush(free, heapq.heappop(busy)[1])
            for var in node.outputs:
                s = slot_of[var]
                if slots[s][0] not in (Slot.BUFFER, Slot.SAME, Slot.LEND) or s in own_arrays:
                    continue
                if free:
                    b = heapq.heappop(free)
                else:
                    b, count = count, count + 1
                slots[s][2] = b
                heapq.heappush(busy, (last.get(s, step_of[var]), b))
        return count


# ------------------------------------------------------------------ the linker's entry point
def plan_programs(fgraph, nodes, thunks, storage_map, compute_map):
    """Reorder ``nodes`` (and their ``thunks``) so C nodes run together and make each run a
    program. Returns (nodes, thunks, units): a unit is (callable, first node, end) in the new
    order; a program's callable runs its nodes, the others are the nodes' own thunks."""
    units = [(t, k, k + 1) for k, t in enumerate(thunks)]
    if runner() is None:
        return nodes, thunks, units
    thunk_of = dict(zip(nodes, thunks))
    kinds = {node: kind for node, kind in ((n, step_kind(n, thunk_of[n])) for n in nodes) if kind}
    # a view is worth a step when its readers are steps or read a copy of it (outputs)
    for node in [n for n, k in kinds.items() if k[0] == ShapeKind.DIMSHUFFLE]:
        if any(c not in kinds and not isinstance(c.op, Output) for c, _ in fgraph.clients.get(node.outputs[0], ())):
            del kinds[node]
    if all(k[1] == CallKind.NONE for k in kinds.values()):     # views only: nothing to gain
        return nodes, thunks, units
    order = schedule(nodes, fgraph.orderings(), kinds)
    shareable = _shareable(fgraph, {node: k for node, kind in kinds.items()
                                    if (k := same_shape_input(node, kind)) is not None})
    thunks = [thunk_of[n] for n in order]
    units = []
    done = 0
    for start, stop in segments(order, kinds):
        if all(kinds[n][1] == CallKind.NONE for n in order[start:stop]):
            continue        # views alone: Python hands them out without a copy
        try:
            program = Program(order[start:stop], kinds, thunks[start:stop], fgraph.clients, shareable)
        except NotPlannable:
            continue
        units += [(t, k, k + 1) for k, t in enumerate(thunks[done:start], done)]
        units.append((program_thunk(program, storage_map, compute_map), start, stop))
        done = stop
    units += [(t, k, k + 1) for k, t in enumerate(thunks[done:], done)]
    return order, thunks, units


def program_thunk(program, storage_map, compute_map):
    """The Python side of one program call (generated, like the C thunks: no loops per call)."""
    from opspec.link.codegen import compile_closure
    lib, ffi = runner().lib, runner().ffi
    arrays = program.inputs + program.allocated
    nx = len(program.inputs)
    names = [f"x{k}" for k in range(nx)] + [f"a{i}" for i in range(len(program.allocated))]
    ndims = [v.type.ndim for v in arrays]
    total = 2 * sum(ndims)
    err, failed = ffi.new(f"char[{ERRLEN}]"), ffi.new("int *")
    ns = {"ndarray": np.ndarray, "asarray": asarray_checked, "empty": np.empty, "fb": ffi.from_buffer,
          "addr": lambda v: ffi.cast("char *", v.__array_interface__["data"][0]),
          "run": lib.opspec_program_run, "slots": program.slots, "busy": program.busy, "steps": program.steps,
          "bufs": program.buffers, "data": ffi.new("char *[]", max(1, len(arrays))),
          "dims": ffi.new("npy_intp[]", max(1, total)), "wanted": ffi.new("npy_intp[]", max(1, total)),
          "failed": failed, "err": err}
    call_args = (f"slots, {program.nslots}, own, steps, {len(program.nodes)}, bufs, {program.nbuffers}, ext, "
                 f"{program.nexternals}, data, dims, wanted, failed, err")
    ns["ext"] = program.externals
    lines = ["def thunk():"]
    for k, var in enumerate(program.inputs):
        ns[f"ic{k}"], ns[f"d{k}"] = storage_map[var], np.dtype(var.type.dtype)
        lines += [f"    x{k} = ic{k}[0]",
                  f"    if type(x{k}) is not ndarray or x{k}.dtype is not d{k} or x{k}.ndim != {ndims[k]}:",
                  f"        x{k} = asarray(x{k}, d{k}, {ndims[k]}, {k})"]
    offset = 2 * sum(ndims[:nx])
    reshape = []
    for i, var in enumerate(program.allocated):
        nd = ndims[nx + i]
        ns[f"w{i}"], ns[f"ad{i}"] = [(0,) * nd], np.dtype(var.type.dtype)
        lines.append(f"    a{i} = empty(w{i}[0], ad{i})")
        reshape += [f"        w{i}[0] = tuple(wanted[{offset}:{offset + nd}])",
                    f"        a{i} = empty(w{i}[0], ad{i})"]
        offset += 2 * nd
    listed = ", ".join(names)
    lines += [f"    r = call({listed})",
              "    if r:",
              f"        if r == {int(Status.RESHAPE)}:"]
    lines += ["    " + line for line in reshape]
    lines += [f"            r = call({listed})",
              "        if r:",
              "            return trouble(r)"]
    for j, (var, e) in enumerate(zip(program.escaping, program.escaping_from)):
        ns[f"oc{j}"], ns[f"cm{j}"] = storage_map[var], compute_map[var]
        lines += [f"    oc{j}[0] = {names[e]}", f"    cm{j}[0] = True"]
    lines += ["", f"def call({listed}):", "    try:"]
    lines += [f"        data[{k}] = fb({v})" for k, v in enumerate(names)]
    lines += ["    except ValueError:"]
    lines += [f"        data[{k}] = addr({v})" for k, v in enumerate(names)]
    if total:   # one flat tuple display: a chain of + would nest as deep as there are arrays
        lines.append(f"    dims[0:{total}] = ({', '.join(f'*{v}.shape, *{v}.strides' for v in names)},)")
    # the program's state is this call's unless another call holds it (see opspec_program.c)
    lines += ["    own = not busy[0]", "    if own:", "        busy[0] = 1", "    try:",
              f"        return run({call_args})", "    finally:", "        if own:", "            busy[0] = 0"]

    def trouble(r):
        """A call that did not complete: unaligned arrays, and shape errors a check may explain
        (its error comes first), run node by node; errors name the node."""
        if r in (Status.UNALIGNED, Status.STEPWISE):
            try:
                for thunk.failed_node, t in zip(program.nodes, program.thunks):
                    t()
                thunk.failed_node = None
            finally:
                for var in program.internal:
                    storage_map[var][0] = None
            return
        raise_error(failed[0], ffi.string(err).decode(errors="replace"))

    def raise_error(step, message):
        thunk.failed_node, error = program.error(step, message)
        raise error

    ns["trouble"] = trouble
    thunk = compile_closure("thunk", lines, ns, "<C program>")
    thunk.program = program
    thunk.failed_node = None
    thunk.impl = "c"
    thunk.lazy = False
    #: the same call without Python (see opspec_program.c, cell mode); the VM runs it
    thunk.fast = _builtin(program, thunk, on_error=raise_error,
                          input_cells=[storage_map[v] for v in program.inputs],
                          escaping_cells=[storage_map[v] for v in program.escaping],
                          computed_cells=[compute_map[v] for v in program.escaping])
    return thunk


def asarray_checked(value, dtype, ndim, k):
    """A program input as an array of its variable's dtype and rank."""
    x = np.asarray(value, dtype)
    if x.ndim != ndim:
        raise ValueError(f"program input {k} has {x.ndim} dimensions, the graph expects {ndim}")
    return x


# ------------------------------------------------------------------ the whole call in C
def c_call(program, fg, single: bool, fallback):
    """A builtin making a compiled function's whole call one call into C, when its graph ``fg``
    is the one ``program`` whose inputs are the function's inputs (or constants) and whose
    outputs are fresh arrays, else None. It returns the outputs (the only one when ``single``);
    calls it cannot take (keywords, values needing conversion, kernel errors) go to
    ``fallback(*args, **kwargs)``, the function's Python call."""
    from opspec.graph.basic import Constant
    ninputs = len(program.inputs)
    outputs = fg.outputs
    if len(set(outputs)) != len(outputs) or any(v not in program.escaping for v in outputs) or \
            set(program.escaping) != set(outputs):
        return None
    positions = [program.escaping_from[program.escaping.index(v)] for v in outputs]
    if any(e < ninputs for e in positions) or len(set(positions)) != len(positions):
        return None
    if set(fg.inputs) - set(program.inputs) or any(
            any(n is not None for n in v.type.shape) for v in fg.inputs):
        return None
    if any(v not in fg.inputs and not isinstance(v, Constant) for v in program.inputs):
        return None
    constants = [np.asarray(v.data) if isinstance(v, Constant) else None for v in program.inputs]
    return _builtin(program, fallback, nargs=len(fg.inputs), single=bool(single), outputs=positions,
                    input_arg=[fg.inputs.index(v) if v in fg.inputs else -1 for v in program.inputs],
                    constants=constants)


def _builtin(program, fallback, *, input_cells=None, escaping_cells=None, computed_cells=None, on_error=None,
             nargs=0, single=False, outputs=(), input_arg=(), constants=()):
    """The builtin running ``program`` (see opspec_program.c: call mode, or cell mode when
    ``input_cells`` are given), or None when it cannot be made."""
    import ctypes
    lib, ffi = runner().lib, runner().ffi
    arrays = program.inputs + program.allocated
    if program.nexternals > LIMITS["MAXEXTERNALS"] or program.nbuffers > LIMITS["MAXBUFFERS"]:
        return None     # it would hand every call to the fallback

    def pointers(values):
        return ffi.new("void *[]", [ffi.NULL if v is None else ffi.cast("void *", id(v)) for v in values] or [ffi.NULL])

    keep = {
        "input_arg": ffi.new("int[]", list(input_arg) or [0]),
        "constants": pointers(constants),
        "typenums": ffi.new("int[]", [np.dtype(v.type.dtype).num for v in arrays] or [0]),
        "outputs": ffi.new("int[]", list(outputs) or [0]),
        "escaping_from": ffi.new("int[]", program.escaping_from or [0]),
    }
    caller = ffi.new("opspec_caller *")
    caller.slots, caller.nslots, caller.busy = program.slots, program.nslots, program.busy
    caller.steps, caller.nsteps = program.steps, len(program.nodes)
    caller.buffers, caller.nbuffers = program.buffers, program.nbuffers
    caller.externals, caller.nexternals = program.externals, program.nexternals
    caller.ninputs, caller.nargs = len(program.inputs), nargs
    caller.input_arg, caller.constants = keep["input_arg"], keep["constants"]
    caller.typenums, caller.outputs = keep["typenums"], keep["outputs"]
    caller.noutputs, caller.single = len(outputs), single
    caller.fallback = ffi.cast("void *", id(fallback))
    recycled = [None] * program.nexternals     # call mode: the last small outputs, to fill again
    caller.recycled = ffi.cast("void *", id(recycled))
    if input_cells is not None:
        keep.update(input_cells=pointers(input_cells), escaping_cells=pointers(escaping_cells),
                    computed_cells=pointers(computed_cells))
        caller.input_cells, caller.nescaping = keep["input_cells"], len(program.escaping)
        caller.escaping_from = keep["escaping_from"]
        caller.escaping_cells, caller.computed_cells = keep["escaping_cells"], keep["computed_cells"]
        caller.on_error = ffi.cast("void *", id(on_error))
    # what the builtin's C reads must live as long as it: its `self` holds all of it
    alive = (program, caller, keep, list(constants), fallback, recycled, on_error, input_cells, escaping_cells, computed_cells)
    self = (int(ffi.cast("uintptr_t", caller)), alive)
    made = lib.opspec_caller_new(ffi.cast("void *", id(self)))
    if made == ffi.NULL:
        return None
    builtin = ctypes.cast(int(ffi.cast("uintptr_t", made)), ctypes.py_object).value
    ctypes.pythonapi.Py_DecRef(ctypes.py_object(builtin))    # the reference opspec_caller_new made
    return builtin
