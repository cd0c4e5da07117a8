"""Running a Scan: the arrays of one call, and the steps over them.

The inner graph is compiled once (per Op and kind of run) into an ordinary function. A call
allocates each traced state's trace (its initial rows copied in) and then runs the steps:
every inner input and output is a *stream*, the rows of an array (or one fixed value, or a
value carried from step to step) that step t reads or writes. Two ways to run a step:

- Python: call the compiled function on the rows of step t and copy its results into their
  rows (any inner graph; one call of the function per step);
- C: when the function is one C program (``opspec.link.c.program``), ``scan_loop.c`` calls
  that program once per step with pointers into the rows: no Python, no allocation per step.

Step 0 always runs in Python (it fixes the shape of outputs nobody gave an initial value);
the rest in C when possible (arrays the C path cannot take, such as unaligned ones, finish
in Python).
"""
from __future__ import annotations

import threading
import weakref
from pathlib import Path

import numpy as np

from opspec.graph.basic import Constant

LOOP_SOURCE = Path(__file__).with_name("scan_loop.c")
_CDEF = """
typedef int... npy_intp;
int opspec_scan_run(void *run, void *rerun, void *slots, int nslots, int own, const void *steps, int nsteps,
                    void *buffers, int nbuffers, const int *externals, int nexternals, const npy_intp *where,
                    const npy_intp *dims, npy_intp first, npy_intp last, int stop, npy_intp *done, npy_intp *wanted,
                    int *failed, char *err);
"""
#: the program runner's status codes (opspec_program.c)
OK, ERROR, UNALIGNED, RESHAPE, STEPWISE = range(5)


# ------------------------------------------------------------------ streams
class Rows:
    """Row ``t + shift`` (modulo ``period`` when it is not 0) of ``array`` at step t."""
    __slots__ = ("array", "shift", "period")

    def __init__(self, array, shift=0, period=0):
        self.array, self.shift, self.period = array, shift, period

    def index(self, t):
        return (t + self.shift) % self.period if self.period else t + self.shift

    def read(self, t):
        return self.array[self.index(t), ...]

    def write(self, t, value, what):
        row = self.array[self.index(t), ...]
        if np.shape(value) != row.shape:
            raise _misfit(what, t, np.shape(value), row.shape)
        row[...] = value


def _misfit(what, t, shape, expected):
    return ValueError(f"{what} has shape {tuple(shape)} at step {t}, but {tuple(expected)} is expected (its initial "
                      "value's, or its shape at the first step): a step's results keep their shape")


class Fixed:
    """The same value at every step (a non-sequence)."""
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def read(self, t):
        return self.value


class Carried:
    """An untraced state: what the last step returned."""
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def read(self, t):
        return self.value

    def write(self, t, value, what):
        self.value = value


# ------------------------------------------------------------------ the runner
class LoopRunner:
    """The compiled inner function of a Scan and the code running its steps."""

    def __init__(self, op, impl):
        from opspec.compile.maker import function
        from opspec.compile.mode import get_mode
        self.op = op
        mode = get_mode(op.mode if op.mode is not None else ("FAST_COMPILE" if impl == "py" else "FAST_RUN"))
        if op.allow_gc is not None:
            mode = mode._derive(allow_gc=bool(op.allow_gc))
        fgraph = op.fgraph.unfreeze()
        self.fn = function(list(fgraph.inputs), list(fgraph.outputs), mode=mode, on_unused_input="ignore",
                           trust_input=True, name=f"{op} step", profile=op.profile or None)
        self.inner_types = [v.type for v in fgraph.inputs]
        self.impl = "py" if mode.linker == "py" else "c"
        self.c_steps = CSteps.make(self.fn) if self.impl == "c" else None
        self._row_shapes = None
        self._steppers: dict = {}
        info = op.info      # what every call reads of the layout, worked out once
        self._slices = (info.outer_input_slices(), info.inner_input_slices(), info.output_slices())
        self._states = list(zip(info.state_taps, info.tap_positions(), info.depths))
        self._static = [(k, t.shape) for k, t in enumerate(self.inner_types)
                        if any(d is not None for d in getattr(t, "shape", ()))]
        self._nit_sots = [(k, fgraph.outputs[k].type.dtype)
                          for k in range(info.n_states, info.n_states + info.n_nit_sot)]
        self._names = _output_names(op)

    def run(self, inputs) -> list:
        """The outer outputs for the outer ``inputs`` (one call of the Op)."""
        op, info = self.op, self.op.info
        n_steps = int(inputs[0])
        if n_steps < 0:
            raise ValueError(f"{op}: n_steps is {n_steps}; a loop runs 0 or more steps")
        s, inner, o = self._slices
        streams_in: list = [None] * info.n_inner_inputs
        streams_out: list = [None] * info.n_inner_outputs
        for k, seq in enumerate(inputs[s["seqs"]]):
            if seq.shape[0] < n_steps:
                raise ValueError(f"{op}: sequence {k} has {seq.shape[0]} rows, fewer than the {n_steps} steps")
            streams_in[k] = Rows(seq)
        traces = []
        for j, (init, (taps, positions, depth)) in enumerate(zip(inputs[s["states"]], self._states)):
            if init.shape[0] != depth:
                raise ValueError(f"{op}: state {j} reads {depth} earlier values (taps {list(taps)}), but its initial "
                                 f"value has {init.shape[0]} rows")
            trace = np.empty((depth + n_steps, *init.shape[1:]), dtype=init.dtype)
            trace[:depth] = init
            traces.append(trace)
            for tap, k in zip(taps, positions):
                streams_in[k] = Rows(trace, depth + tap)
            streams_out[j] = Rows(trace, depth)
        carried = [Carried(v) for v in inputs[s["untraced"]]]
        streams_in[inner["untraced"]] = carried
        streams_in[inner["non_seqs"]] = [Fixed(v) for v in inputs[s["non_seqs"]]]
        streams_out[o["untraced"]] = carried
        if info.as_while:
            streams_out[-1] = Rows(np.zeros(1, dtype=bool), 0, 1)
        if self._static:
            self._check_rows(streams_in)

        done, stopped = 0, False
        if n_steps:
            done, stopped = self.python_steps(streams_in, streams_out, 0, 1, n_steps)
        if not stopped and done < n_steps and self.c_steps is not None:
            done, stopped = self.c_steps.run(self, streams_in, streams_out, done, n_steps)
        if not stopped and done < n_steps:
            done, stopped = self.python_steps(streams_in, streams_out, done, n_steps, n_steps)

        results = [trace[:depth + done] if done < n_steps else trace
                   for trace, depth in zip(traces, info.depths)]
        first = o["nit_sot"].start
        rows = self._empty_rows(streams_in) if n_steps == 0 and info.n_nit_sot else None
        for k in range(info.n_nit_sot):
            stream = streams_out[first + k]
            if stream is None:          # no step ran: no rows, of the shape a step would have made
                results.append(np.empty((0, *rows[k]), dtype=op.inner_outputs[first + k].type.dtype))
            else:
                results.append(stream.array[:done] if done < n_steps else stream.array)
        originals = inputs[s["untraced"]]
        for stream, original in zip(streams_out[o["untraced"]], originals):
            value = stream.value
            if value is original or (isinstance(value, np.ndarray) and isinstance(original, np.ndarray)
                                     and np.may_share_memory(value, original)):
                value = value.copy() if isinstance(value, np.ndarray) else _copied(value)
            results.append(value)
        return results

    def _empty_rows(self, streams_in) -> list[tuple]:
        """The shape of one row of each nit-sot output when no step runs, from the shapes of what
        a step would have read (the inner graph's shape inference; sizes it cannot tell are 0)."""
        if self._row_shapes is None:
            import opspec.tensor as ot
            from opspec.compile.maker import function
            from opspec.rewriting.shape import graph_output_shapes
            fgraph = self.op.fgraph.unfreeze()
            ins = list(fgraph.inputs)
            sizes = [ot.lvector(f"shape_{k}") for k in range(len(ins))]
            given = [tuple(v[d] for d in range(getattr(x.type, "ndim", 0))) if hasattr(x.type, "ndim") else None
                     for v, x in zip(sizes, ins)]
            o = self.op.info.output_slices()["nit_sot"]
            shapes = graph_output_shapes(ins, list(fgraph.outputs)[o], given)
            outs = [ot.stack(list(shape)) if shape else ot.constant(np.zeros(0, dtype="int64"))
                    for shape in shapes if shape is not None]
            fn = function(sizes, outs, mode="FAST_COMPILE", on_unused_input="ignore") if outs else None
            self._row_shapes = (fn, [shape is not None for shape in shapes])
        fn, known = self._row_shapes
        given = [np.array(s.array.shape[1:] if isinstance(s, Rows) else np.shape(s.read(0)), dtype="int64")
                 for s in streams_in]
        computed = iter(fn(*given) if fn is not None else [])
        o = self.op.info.output_slices()["nit_sot"]
        return [tuple(int(d) for d in next(computed)) if ok else tuple(d or 0 for d in out.type.shape)
                for ok, out in zip(known, self.op.inner_outputs[o])]

    def _check_rows(self, streams_in):
        """The rows must fit the static shapes the inner graph was compiled for."""
        for k, static in self._static:
            stream = streams_in[k]
            value = stream.array[0:1] if isinstance(stream, Rows) else stream.value
            shape = value.shape[1:] if isinstance(stream, Rows) else np.shape(value)
            if len(shape) != len(static) or any(d is not None and d != n for d, n in zip(static, shape)):
                raise ValueError(f"{self.op}: inner input {k} ({self.op.inner_inputs[k]}) has static shape "
                                 f"{static}, but its values have shape {tuple(shape)}")

    def python_steps(self, streams_in, streams_out, first, last, n_steps):
        """Steps first..last-1 through the compiled function; (steps done, stopped by the condition).
        Step 0 makes the outputs nobody gave an initial value; the others run in code made for
        this loop's streams (``_stepper``)."""
        if first >= last:
            return first, False
        if first == 0:
            outs = self._call(0, [stream.read(0) for stream in streams_in])
            for k, dtype in self._nit_sots:
                streams_out[k] = Rows(np.empty((n_steps, *np.shape(outs[k])), dtype=dtype))
            for stream, value, name in zip(streams_out, outs, self._names):
                stream.write(0, value, name)
            if self.op.info.as_while and outs[-1]:
                return 1, True
            first = 1
            if first >= last:
                return first, False
        bound = [x.array if isinstance(x, Rows) else x.value if isinstance(x, Fixed) else x
                 for x in (*streams_in, *streams_out)]
        return self._stepper(streams_in, streams_out)(first, last, *bound)

    def _call(self, t, args):
        try:
            return self.fn(*args)
        except Exception as err:
            if hasattr(err, "add_note"):
                err.add_note(f"in step {t} of {self.op}")
            raise

    def _stepper(self, streams_in, streams_out):
        """``steps(first, last, *bound)``: a loop calling the function with each step's rows and
        storing its results, written for the kinds of these streams (no dispatch per step),
        given each stream's array (rows), value (fixed) or itself (carried)."""
        layout = tuple((type(x).__name__, getattr(x, "shift", 0), getattr(x, "period", 0))
                       for x in (*streams_in, *streams_out))
        found = self._steppers.get(layout)
        if found is not None:
            return found
        n_in = len(streams_in)

        def row(name, stream):
            where = f"t + {stream.shift}" if not stream.period else f"(t + {stream.shift}) % {stream.period}"
            return f"{name}[{where}, ...]"

        args = []
        for k, stream in enumerate(streams_in):
            name = f"i{k}"
            args.append(row(name, stream) if isinstance(stream, Rows) else
                        f"{name}.value" if isinstance(stream, Carried) else name)
        body = [f"outs = fn({', '.join(args)})"]
        for k, stream in enumerate(streams_out):
            name = f"o{k}"
            if isinstance(stream, Carried):
                body.append(f"{name}.value = outs[{k}]")
            else:
                body += [f"r = {row(name, stream)}", f"o = outs[{k}]",
                         "if o.shape != r.shape:", f"    misfit({k}, t, o, r)", "r[...] = o"]
        if self.op.info.as_while:
            body += ["if outs[-1]:", "    return t + 1, True"]
        params = [f"i{k}" for k in range(n_in)] + [f"o{k}" for k in range(len(streams_out))]
        lines = [f"def steps(first, last, {', '.join(params)}):", "    t = first", "    try:",
                 "        for t in range(first, last):"]
        lines += [f"            {line}" for line in body]
        lines += ["    except Exception as err:", "        note(err, t)", "        raise", "    return last, False"]
        kinds = self._names

        def misfit(k, t, value, row):
            raise _misfit(kinds[k], t, np.shape(value), row.shape)

        def note(err, t):
            if hasattr(err, "add_note"):
                err.add_note(f"in step {t} of {self.op}")

        scope = {"fn": self.fn, "misfit": misfit, "note": note}
        exec(compile("\n".join(lines) + "\n", f"<steps of {self.op}>", "exec"), scope)  # noqa: S102 - our own code
        self._steppers[layout] = scope["steps"]
        return scope["steps"]


def _output_names(op) -> list[str]:
    """How error messages name the step's outputs."""
    info = op.info
    names = [f"state {j}" for j in range(info.n_states)]
    names += [f"output {k} (not fed back)" for k in range(info.n_nit_sot)]
    names += [f"untraced state {m}" for m in range(info.n_untraced_sit_sot)]
    return [f"{op}: {name}" for name in names] + [f"{op}: the stopping condition"] * int(info.as_while)


def _copied(value):
    import copy
    return copy.deepcopy(value)


# ------------------------------------------------------------------ steps in C
_loop_module = None
_loop_lock = threading.Lock()


def loop_module():
    """The compiled ``scan_loop.c`` (built once into the cache), or None without a compiler."""
    global _loop_module
    if _loop_module is None:
        with _loop_lock:
            if _loop_module is None:
                from opspec.link.c.build import CompileError, compile_module
                from opspec.link.c.cache import CacheDirError
                from opspec.link.c.flags import base_flags
                try:
                    _loop_module = compile_module("opspec_scan_loop", LOOP_SOURCE.read_text(), _CDEF,
                                                  flags=base_flags(), origin=str(LOOP_SOURCE))
                except (CompileError, CacheDirError):
                    _loop_module = False
    return _loop_module or None


class CSteps:
    """Steps of a function that is one C program, run by ``scan_loop.c`` (see its header).

    ``sources`` says, per external array of the program (its inputs, then its outputs),
    which inner input or output it is, or the constant it holds."""

    def __init__(self, program, sources, module):
        from opspec.link.c.program import runner
        self.program, self.sources, self.module = program, sources, module
        ffi, rffi, rlib = module.ffi, runner().ffi, runner().lib
        # a state of the program of our own (its slots' static fields, workspace buffers of
        # our own): a loop never waits for, nor disturbs, calls of the step function elsewhere
        self.slots = rffi.new("opspec_slot[]", program.nslots)
        rffi.memmove(self.slots, program.slots, rffi.sizeof("opspec_slot") * program.nslots)
        self.buffers = rffi.new("opspec_buffer[]", max(1, program.nbuffers))
        weakref.finalize(self, rlib.opspec_program_free, self.buffers, program.nbuffers)
        self.busy = threading.Lock()        # held by the loop using the state (others work on copies)

        def address(cdata):
            return ffi.cast("void *", int(rffi.cast("uintptr_t", cdata)))

        self.fixed_args = (address(rffi.addressof(rlib, "opspec_program_run")),
                           address(rffi.addressof(rlib, "opspec_program_rerun")), address(self.slots),
                           program.nslots, address(program.steps), len(program.nodes), address(self.buffers),
                           program.nbuffers, address(program.externals), program.nexternals)
        types = [var.type for var in program.inputs] + [var.type for var in program.allocated]
        #: per external: (kind, which inner input / output or the constant's stream, dtype, rank)
        self.plan = [(kind, Fixed(at) if kind == "constant" else at, np.dtype(t.dtype), t.ndim)
                     for (kind, at), t in zip(sources, types)]
        n_out = sum(kind == "out" for kind, _ in sources)
        #: the external holding the last inner output (a while loop's condition)
        self.condition = sources.index(("out", n_out - 1)) if n_out else -1

    @classmethod
    def make(cls, fn):
        """The C steps of ``fn``, or None when its call is not exactly one program whose outputs
        are arrays it allocates (then the steps run in Python)."""
        units = getattr(fn.vm, "units", None)
        if not units or len(units) != 1 or not hasattr(units[0][0], "program") or fn._private:
            return None
        module = loop_module()
        if module is None:
            return None
        program = units[0][0].program
        fg = fn.maker.fgraph
        outputs = list(fg.outputs)
        if len(set(outputs)) != len(outputs) or set(program.escaping) != set(outputs) or \
                len(program.allocated) != len(outputs):
            return None
        n_in = len(program.inputs)
        held = [program.escaping_from[program.escaping.index(v)] for v in outputs]
        if any(e < n_in for e in held) or len(set(held)) != len(held):
            return None
        inputs = list(fg.inputs)
        sources = []
        for var in program.inputs:
            if var in inputs:
                sources.append(("in", inputs.index(var)))
            elif isinstance(var, Constant):
                sources.append(("constant", np.asarray(var.data)))
            else:
                return None
        sources += [("out", held.index(e)) for e in range(n_in, program.nexternals)]
        return cls(program, sources, module)

    def run(self, runner, streams_in, streams_out, first, last):
        """Steps first..last-1; (steps done, stopped by the condition). Returns early, with the
        steps done so far, when an array cannot be passed to C (the rest then runs in Python)."""
        ffi, lib = self.module.ffi, self.module.lib
        where, dims, keep, pairs = [], [], [], {}
        for kind, at, dtype, ndim in self.plan:
            stream = at if kind == "constant" else (streams_in if kind == "in" else streams_out)[at]
            if type(stream) is Carried:         # an untraced state: two rows used in turn
                value = stream.value
                if not isinstance(value, np.ndarray):
                    return first, False
                if id(stream) not in pairs:
                    pair = np.empty((2, *value.shape), dtype=value.dtype)
                    pair[first % 2] = value
                    pairs[id(stream)] = (stream, pair)
                stream = Rows(pairs[id(stream)][1], 0 if kind == "in" else 1, 2)
            if type(stream) is Rows:
                array = stream.array
                row_shape, row_strides, step = array.shape[1:], array.strides[1:], array.strides[0]
                shift, period = stream.shift, stream.period
            else:
                array = stream.value
                if type(array) is not np.ndarray:
                    return first, False
                row_shape, row_strides, step, shift, period = array.shape, array.strides, 0, 0, 0
            if array.dtype != dtype or len(row_shape) != ndim or not array.dtype.isnative or not array.flags.aligned:
                return first, False
            keep.append(array)
            where += (array.__array_interface__["data"][0], step, shift, period)
            dims += (*row_shape, *row_strides)
        stop = self.condition if runner.op.info.as_while else -1
        done, failed = ffi.new("npy_intp *"), ffi.new("int *")
        err = ffi.new("char[512]")
        wanted = ffi.new("npy_intp[]", max(1, len(dims)))
        run, rerun, slots, nslots, *rest = self.fixed_args
        layout = ffi.new("npy_intp[]", where or [0]), ffi.new("npy_intp[]", dims or [0])
        own = self.busy.acquire(blocking=False)
        try:
            status = lib.opspec_scan_run(run, rerun, slots, nslots, int(own), *rest, *layout, first, last, stop, done,
                                         wanted, failed, err)
        finally:
            if own:
                self.busy.release()
        del keep
        t = int(done[0])
        for carried, pair in pairs.values():     # the value after t steps is in row t % 2
            carried.value = pair[t % 2, ...].copy()
        if status == OK:
            return t, stop >= 0 and t < last
        if status in (UNALIGNED, STEPWISE):     # the rest in Python (STEPWISE: a check raises first)
            return t, False
        if status == RESHAPE:
            self._reshape_error(runner, dims, wanted, t)
        node, error = self.program.error(failed[0], ffi.string(err).decode(errors="replace"))
        if hasattr(error, "add_note"):
            error.add_note(f"in step {t} of {runner.op}, node {node}")
        raise error

    def _reshape_error(self, runner, dims, wanted, t):
        """The error of a step whose output has another shape than its row (RESHAPE)."""
        offset = 0
        for kind, at, _, ndim in self.plan:
            given, want = tuple(dims[offset:offset + ndim]), tuple(wanted[offset:offset + ndim])
            if kind == "out" and given != want:
                raise _misfit(runner._names[at], t, want, given)
            offset += 2 * ndim
        raise ValueError(f"{runner.op}: the step's shapes changed at step {t}")
