"""The ``Scan`` Op: a loop whose body is a graph.

One step computes the inner graph from, in this order (``ScanInfo`` says how many of each):

  sequences       the t-th row of each outer sequence
  traced states   each state's earlier values, one inner input per tap (mit-sot: several
                  negative taps; sit-sot: the tap -1); the outer input holds the first K
                  values (K = the largest tap), the outer output all K + n_steps of them
  untraced states a value carried from step to step; the outer output is the last one only
  non-sequences   the same value at every step

and returns the new value of each traced state, one row of each nit-sot output (outputs not
fed back), the new value of each untraced state and, for a while loop, a boolean that stops
the loop after this step. Outer inputs: ``n_steps``, sequences, traced states' initial
values, untraced states' initial values, non-sequences. Outer outputs: traced states'
traces, nit-sot outputs, untraced states' last values. (PyTensor's layout without mit-mot,
which its gradient needs and this one does not: see ``opspec.scan.gradient``.)

The inner graph is kept frozen (it compares and hashes the Op); it is compiled once per
mode into an ordinary ``opspec.function`` (rewrites, fusion, C kernels), which
``opspec.scan.loop`` runs step after step: in C when the function is one C program.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import cached_property

from opspec.graph.basic import Apply, Variable
from opspec.graph.frozen import FrozenFunctionGraph
from opspec.graph.op import HasInnerGraph, Op
from opspec.graph.op import io_connection_pattern


@dataclass(frozen=True)
class ScanInfo:
    """How many inner inputs and outputs of each kind a Scan has (see the module docstring)."""
    n_seqs: int
    mit_sot_in_slices: tuple = ()       # per mit-sot state: its taps, all negative
    sit_sot_in_slices: tuple = ()       # per sit-sot state: (-1,)
    n_nit_sot: int = 0
    n_untraced_sit_sot: int = 0
    n_non_seqs: int = 0
    as_while: bool = False

    def __post_init__(self):
        for taps in self.state_taps:
            if not taps or any(int(k) >= 0 for k in taps) or len(set(taps)) != len(taps):
                raise ValueError(f"ScanInfo: the taps of a state are distinct negative ints, got {taps}")
        if any(tuple(t) != (-1,) for t in self.sit_sot_in_slices):
            raise ValueError(f"ScanInfo: sit-sot states have the one tap -1, got {self.sit_sot_in_slices}")

    @property
    def n_mit_sot(self) -> int:
        return len(self.mit_sot_in_slices)

    @property
    def n_sit_sot(self) -> int:
        return len(self.sit_sot_in_slices)

    @cached_property
    def state_taps(self) -> tuple:
        """The taps of every traced state, mit-sot first."""
        return tuple(tuple(t) for t in self.mit_sot_in_slices) + tuple(tuple(t) for t in self.sit_sot_in_slices)

    @property
    def n_states(self) -> int:
        return len(self.state_taps)

    @cached_property
    def depths(self) -> tuple:
        """Per traced state, how many initial values it needs (its largest tap)."""
        return tuple(-min(taps) for taps in self.state_taps)

    @property
    def n_tap_inputs(self) -> int:
        return sum(len(taps) for taps in self.state_taps)

    @property
    def n_inner_inputs(self) -> int:
        return self.n_seqs + self.n_tap_inputs + self.n_untraced_sit_sot + self.n_non_seqs

    @property
    def n_inner_outputs(self) -> int:
        return self.n_states + self.n_nit_sot + self.n_untraced_sit_sot + int(self.as_while)

    @property
    def n_outer_inputs(self) -> int:
        return 1 + self.n_seqs + self.n_states + self.n_untraced_sit_sot + self.n_non_seqs

    @property
    def n_outer_outputs(self) -> int:
        return self.n_states + self.n_nit_sot + self.n_untraced_sit_sot

    # ---------------------------------------------------------------- where things are
    def outer_input_slices(self) -> dict:
        """Slices of the outer inputs by kind (position 0 is n_steps)."""
        a = 1 + self.n_seqs
        b = a + self.n_states
        c = b + self.n_untraced_sit_sot
        return {"seqs": slice(1, a), "states": slice(a, b), "untraced": slice(b, c),
                "non_seqs": slice(c, c + self.n_non_seqs)}

    def inner_input_slices(self) -> dict:
        a = self.n_seqs
        b = a + self.n_tap_inputs
        c = b + self.n_untraced_sit_sot
        return {"seqs": slice(0, a), "taps": slice(a, b), "untraced": slice(b, c),
                "non_seqs": slice(c, c + self.n_non_seqs)}

    def output_slices(self) -> dict:
        """Slices of the inner outputs (and of the outer ones, which lack the condition)."""
        a = self.n_states
        b = a + self.n_nit_sot
        c = b + self.n_untraced_sit_sot
        return {"states": slice(0, a), "nit_sot": slice(a, b), "untraced": slice(b, c)}

    def tap_positions(self) -> list[list[int]]:
        """Per traced state, the positions of its tap inputs among the inner inputs."""
        positions, k = [], self.n_seqs
        for taps in self.state_taps:
            positions.append(list(range(k, k + len(taps))))
            k += len(taps)
        return positions

    def inner_of_outer_input(self) -> list[list[int]]:
        """Per outer input, the inner inputs that receive (part of) its value."""
        s = self.outer_input_slices()
        inner = self.inner_input_slices()
        mapping = [[]]                                   # n_steps: none
        mapping += [[k] for k in range(s["seqs"].stop - 1)]
        mapping += self.tap_positions()
        mapping += [[k] for k in range(inner["untraced"].start, inner["untraced"].stop)]
        mapping += [[k] for k in range(inner["non_seqs"].start, inner["non_seqs"].stop)]
        return mapping

    def outer_input_of_output(self) -> list[int]:
        """Per outer output, the outer input holding its initial value (-1 for nit-sot)."""
        s = self.outer_input_slices()
        states = list(range(s["states"].start, s["states"].stop))
        untraced = list(range(s["untraced"].start, s["untraced"].stop))
        return states + [-1] * self.n_nit_sot + untraced


class Scan(Op, HasInnerGraph):
    """A loop over an inner graph (see the module docstring and ``opspec.scan.scan``).

    inputs / outputs: the inner graph, in the order ``info`` describes; mode: the mode the
    inner graph is compiled in (None: FAST_RUN when the loop runs in C, FAST_COMPILE when
    perform runs it); truncate_gradient: the number of steps back propagation goes through
    (-1: all).
    """

    def __init__(self, inputs, outputs, info: ScanInfo, mode=None, truncate_gradient=-1, name=None,
                 profile=False, allow_gc=None, strict=False):
        if not isinstance(info, ScanInfo):
            raise TypeError(f"Scan: info must be a ScanInfo, got {type(info).__name__}")
        inputs, outputs = list(inputs), list(outputs)
        if len(inputs) != info.n_inner_inputs or len(outputs) != info.n_inner_outputs:
            raise ValueError(f"Scan: {info} needs {info.n_inner_inputs} inner inputs and {info.n_inner_outputs} "
                             f"inner outputs, got {len(inputs)} and {len(outputs)}")
        self.info = info
        self.fgraph = FrozenFunctionGraph.from_io(inputs, outputs)
        self.mode = mode
        self.truncate_gradient = int(truncate_gradient)
        self.name = name
        self.profile = profile
        self.allow_gc = allow_gc
        self.strict = strict
        _check_inner_types(self)
        self._runners: dict = {}
        self._lock = threading.Lock()

    # ---------------------------------------------------------------- identity
    def __eq__(self, other):
        return self is other or (type(self) is type(other) and self.info == other.info
                                 and self.fgraph == other.fgraph and self.mode == other.mode
                                 and self.truncate_gradient == other.truncate_gradient)

    def __hash__(self):
        return hash((type(self), self.info, self.fgraph, self.truncate_gradient))

    def __str__(self):
        kind = "while" if self.info.as_while else "for"
        return f"Scan{{{self.name or 'scan_fn'}, {kind}}}"

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_runners"] = {}          # compiled code is not data: compiled again when needed
        del state["_lock"]
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._lock = threading.Lock()

    @property
    def inner_inputs(self) -> list:
        return list(self.fgraph.inputs)

    @property
    def inner_outputs(self) -> list:
        return list(self.fgraph.outputs)

    @property
    def fn(self):
        """The compiled step function (the one the loop in C runs; PyTensor's name)."""
        return self.runner("c").fn

    def clone(self):
        """A Scan equal to this one with a graph of its own (nothing compiled yet)."""
        fgraph = self.fgraph.unfreeze()
        return self.clone_with(list(fgraph.inputs), list(fgraph.outputs))

    def clone_with(self, inputs, outputs, info=None, **changes):
        """A Scan like this one over another inner graph (and maybe other settings)."""
        settings = dict(mode=self.mode, truncate_gradient=self.truncate_gradient, name=self.name,
                        profile=self.profile, allow_gc=self.allow_gc, strict=self.strict)
        settings.update(changes)
        return Scan(inputs, outputs, info or self.info, **settings)

    # ---------------------------------------------------------------- graph building
    def make_node(self, *inputs) -> Apply:
        import opspec.tensor as ot
        info = self.info
        if len(inputs) != info.n_outer_inputs:
            raise ValueError(f"{self} takes {info.n_outer_inputs} inputs (n_steps, {info.n_seqs} sequences, "
                             f"{info.n_states} traced and {info.n_untraced_sit_sot} untraced initial states, "
                             f"{info.n_non_seqs} non-sequences), got {len(inputs)}")
        n_steps = ot.as_tensor_variable(inputs[0])
        if n_steps.type.ndim != 0 or n_steps.type.dtype not in _INT_DTYPES:
            raise TypeError(f"{self}: n_steps must be an integer scalar, got {n_steps} of type {n_steps.type}")
        if n_steps.type.dtype != "int64":
            n_steps = ot.cast(n_steps, "int64")
        outer = [n_steps]
        inner = self.inner_inputs
        s, taps = info.outer_input_slices(), info.tap_positions()
        for k, var in enumerate(inputs[s["seqs"]]):
            outer.append(_outer_of(self, var, inner[k], f"sequence {k}", leading=True))
        for j, var in enumerate(inputs[s["states"]]):
            outer.append(_outer_of(self, var, inner[taps[j][0]], f"initial value of state {j}", leading=True))
        first = info.inner_input_slices()["untraced"].start
        for m, var in enumerate(inputs[s["untraced"]]):
            outer.append(_outer_of(self, var, inner[first + m], f"initial value of untraced state {m}"))
        first = info.inner_input_slices()["non_seqs"].start
        for n, var in enumerate(inputs[s["non_seqs"]]):
            outer.append(_outer_of(self, var, inner[first + n], f"non-sequence {n}"))
        return Apply(self, outer, [t() for t in self._output_types(outer)])

    def _output_types(self, outer):
        import opspec.tensor as ot
        from opspec.tensor.basic import constant_scalar_or_none
        info = self.info
        outs = self.inner_outputs
        steps = None if info.as_while else constant_scalar_or_none(outer[0])
        types = []
        s = info.outer_input_slices()
        for j, (init, depth) in enumerate(zip(outer[s["states"]], info.depths)):
            row = _merge_shapes(init.type.shape[1:], outs[j].type.shape)
            length = None if steps is None else depth + steps
            types.append(ot.TensorType(init.type.dtype, (length, *row)))
        first = info.output_slices()["nit_sot"].start
        for k in range(info.n_nit_sot):
            out = outs[first + k]
            types.append(ot.TensorType(out.type.dtype, (steps, *out.type.shape)))
        first = info.output_slices()["untraced"].start
        for m, init in enumerate(outer[s["untraced"]]):
            out = outs[first + m]
            if isinstance(init.type, ot.TensorType):
                types.append(ot.TensorType(init.type.dtype, _merge_shapes(init.type.shape, out.type.shape)))
            else:
                types.append(init.type)
        return types

    # ---------------------------------------------------------------- running
    def runner(self, impl):
        """The compiled loop for ``impl`` ("py": perform's; else the C one), made once per Op; a
        profiled function's link gets one of its own, whose step is profiled inside its profile."""
        from opspec.compile.profiled import linking_profile
        key = "py" if impl == "py" else "c"
        if linking_profile() is not None:
            from opspec.scan.loop import LoopRunner
            return LoopRunner(self, impl=key)
        found = self._runners.get(key)
        if found is None:
            with self._lock:
                found = self._runners.get(key)
                if found is None:
                    from opspec.scan.loop import LoopRunner
                    found = self._runners[key] = LoopRunner(self, impl=key)
        return found

    def perform(self, node, inputs, output_storage):
        results = self.runner("py").run(inputs)
        for cell, value in zip(output_storage, results):
            cell[0] = value

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        runner = self.runner(impl)
        input_cells = [storage_map[v] for v in node.inputs]
        output_cells = [storage_map[v] for v in node.outputs]
        flags = [compute_map[v] for v in node.outputs]
        run = runner.run

        def thunk():
            for cell, value in zip(output_cells, run([cell[0] for cell in input_cells])):
                cell[0] = value
            for flag in flags:
                flag[0] = True

        thunk.inputs, thunk.outputs = input_cells, output_cells
        thunk.lazy = False
        thunk.impl = runner.impl
        return thunk

    # ---------------------------------------------------------------- analysis
    def connection_pattern(self, node):
        """Outer input i reaches outer output j through the inner graph, also over several steps
        (a state read by another state's output connects everything the first depends on)."""
        cached = getattr(node.tag, "connection_pattern", None)
        if cached is not None:
            return cached
        info = self.info
        inner = io_connection_pattern(self.inner_inputs, self.inner_outputs)
        feeds = info.inner_of_outer_input()
        n_out = info.n_outer_outputs
        pattern = [[any(inner[k][j] for k in ks) for j in range(n_out)] for ks in feeds]
        source = info.outer_input_of_output()
        for m, i in enumerate(source):      # a state's output holds its initial value(s) too
            if i >= 0:
                pattern[i][m] = True
        changed = True
        while changed:      # outputs read the states they depend on at the next step: close over that
            changed = False
            for j in range(n_out):
                for m in range(n_out):
                    i = source[m]
                    if i < 0 or not pattern[i][j]:
                        continue
                    for row in pattern:
                        if row[m] and not row[j]:
                            row[j] = changed = True
        node.tag.connection_pattern = pattern
        return pattern

    def infer_shape(self, fgraph, node, input_shapes):
        from opspec.scan.shapes import scan_output_shapes
        return scan_output_shapes(self, node, input_shapes)

    # ---------------------------------------------------------------- differentiation
    def L_op(self, inputs, outputs, output_grads):
        from opspec.scan.gradient import scan_pullback
        return scan_pullback(self, inputs, outputs, output_grads)

    def R_op(self, inputs, eval_points):
        from opspec.scan.gradient import scan_pushforward
        return scan_pushforward(self, inputs, eval_points)


_INT_DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def _merge_shapes(a, b):
    return tuple(x if x is not None else y for x, y in zip(a, b))


def _outer_of(op, var, inner, what, leading=False):
    """``var`` as the outer input feeding ``inner`` (with one more leading axis when
    ``leading``): converted, and checked against the inner variable's type."""
    import opspec.tensor as ot
    from opspec.tensor.type import TensorType
    if not isinstance(inner.type, TensorType):
        if not isinstance(var, Variable):
            var = inner.type.make_constant(var)
        if var.type != inner.type and inner.type.convert_variable(var) is None:
            raise TypeError(f"{op}: the {what} has type {var.type}, the inner graph expects {inner.type}")
        return var
    var = ot.as_tensor_variable(var)
    ndim = inner.type.ndim + int(leading)
    if var.type.ndim != ndim or var.type.dtype != inner.type.dtype:
        extra = " with a leading time axis" if leading else ""
        raise TypeError(f"{op}: the {what} is {var} of type {var.type}; the inner graph expects "
                        f"{inner.type.dtype} with {inner.type.ndim} dimensions{extra}, i.e. {ndim} dimensions "
                        f"(cast it, or give the inner variable that type)")
    row = var.type.shape[1:] if leading else var.type.shape
    for d, (a, b) in enumerate(zip(row, inner.type.shape)):
        if a is not None and b is not None and a != b:
            raise TypeError(f"{op}: the {what} has static shape {var.type.shape}, the inner graph expects "
                            f"{inner.type.shape} per step")
    return var


def _check_inner_types(op):
    """Outputs fed back must have the type of the inputs they feed; the condition is a bool."""
    info = op.info
    ins, outs = op.inner_inputs, op.inner_outputs
    for j, positions in enumerate(info.tap_positions()):
        first = ins[positions[0]].type
        for k in positions:
            if not _same_kind(ins[k].type, first):
                raise TypeError(f"Scan: the taps of state {j} have different types ({ins[k].type} vs {first})")
        if not _same_kind(outs[j].type, first):
            raise TypeError(f"Scan: state {j} is read as {first} but the step returns {outs[j]} of type "
                            f"{outs[j].type}; its new value must have the dtype and rank of its previous ones "
                            "(cast the step's result, or the initial value)")
    s, o = info.inner_input_slices(), info.output_slices()
    for var, out in zip(ins[s["untraced"]], outs[o["untraced"]]):
        if not _same_kind(out.type, var.type):
            raise TypeError(f"Scan: an untraced state is read as {var.type} but the step returns {out.type}")
    if info.as_while:
        cond = outs[-1]
        if getattr(cond.type, "ndim", None) != 0 or getattr(cond.type, "dtype", None) != "bool":
            raise TypeError(f"Scan: the stopping condition must be a bool scalar, got {cond} of type {cond.type}")


def _same_kind(a, b) -> bool:
    if hasattr(a, "dtype") and hasattr(b, "dtype"):
        return a.dtype == b.dtype and a.ndim == b.ndim
    return a == b


__all__ = ["Scan", "ScanInfo"]
