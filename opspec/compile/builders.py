"""``OpFromGraph``: an Op defined by a graph.

    x, y, z = ot.dmatrices("xyz")
    op = OpFromGraph([x, y, z], [x + y * z])
    f = opspec.function([x, y, z], op(x, y, z) - op(y, z, x))

The graph is kept over stand-ins of its inputs (``NominalVariable``: equal graphs make equal
Ops, which merge). Not inlined, the Op runs the graph compiled once into a function (rewrites,
fusion, C kernels inside); ``inline=True`` puts the graph itself in place of each node before
the outer graph is rewritten. Its gradient, R_op, connection pattern and shapes come from the
graph, unless the ``pullback`` / ``pushforward`` (PyTensor 2's ``lop_overrides`` /
``rop_overrides``) and ``connection_pattern`` arguments say otherwise. Shared variables the
graph uses become inputs of their own, given implicitly when the Op is called. The arguments
and behaviour are PyTensor 3's.
"""
from __future__ import annotations

import threading
import warnings

from opspec.compile.sharedvalue import SharedVariable
from opspec.graph.basic import Apply, Constant, NominalVariable, Variable, clone_replace
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import HasInnerGraph, Op
from opspec.graph.traversal import graph_inputs
from opspec.graph.utils import MissingInputError


def _nominal_graph(inputs, outputs):
    """(FunctionGraph over nominal inputs, the shared variables the outputs use besides ``inputs``)."""
    shared = []
    for var in graph_inputs(outputs, blockers=inputs):
        if var in inputs or isinstance(var, Constant):
            continue
        if isinstance(var, SharedVariable):
            if var not in shared:
                shared.append(var)
            continue
        raise MissingInputError(f"OpFromGraph: the outputs need {var}, which is neither an input, a constant nor "
                                "a shared variable: list it among the inputs", variable=var)
    every = list(inputs) + shared
    nominal = [NominalVariable(k, var.type) for k, var in enumerate(every)]
    local = clone_replace(list(outputs), dict(zip(every, nominal)), copy_inputs_over=True) if outputs else []
    return FunctionGraph(nominal, local, clone=False), shared


class OpFromGraph(Op, HasInnerGraph):
    """An Op computing ``outputs`` from ``inputs`` (lists of Variables); see the module docstring.

    inline: replace each node by the graph before rewriting (default: run the compiled graph).
    pullback / lop_overrides: the vector-Jacobian product instead of the graph's: an
    OpFromGraph or a callable ``f(inputs, outputs, output_grads) -> [one per input]``, or a
    list with one entry per input (None: the graph's; a callable returning that input's
    gradient; a DisconnectedType / NullType variable).
    pushforward / rop_overrides: the Jacobian-vector product likewise, from
    ``f(inputs, eval_points) -> [one per output]`` (a list: one entry per output).
    connection_pattern: per input, per output, whether the output depends on it.
    strict: refuse shared variables the graph uses without listing them.
    name: for printing. destroy_map: as an Op's. Other keywords (``mode``...) go to the
    compilation of the graph when it is not inlined.
    """

    def __init__(self, inputs, outputs, *, inline=False, pullback=None, pushforward=None, lop_overrides=None,
                 rop_overrides=None, connection_pattern=None, strict=False, name=None, destroy_map=None, **kwargs):
        if not isinstance(inputs, list) or not isinstance(outputs, list):
            raise TypeError(f"OpFromGraph: inputs and outputs must be lists, got {type(inputs).__name__} and "
                            f"{type(outputs).__name__}")
        for var in inputs + outputs:
            if not isinstance(var, Variable):
                raise TypeError(f"OpFromGraph: inputs and outputs must be Variables, got {var!r}")
        if "updates" in kwargs or "givens" in kwargs:
            raise NotImplementedError("OpFromGraph: updates and givens are not supported; compute the new "
                                      "values as outputs, and substitute in the graph before building the Op")
        if kwargs.get("on_unused_input") != "ignore" and len(set(inputs)) != len(inputs):
            repeated = [v for v in dict.fromkeys(inputs) if inputs.count(v) > 1]
            raise ValueError(f"OpFromGraph: the inputs {repeated} are given more than once, which makes an "
                             "invalid graph; use distinct variables (var.copy())")
        if name is not None and not isinstance(name, str):
            raise TypeError(f"OpFromGraph: name must be a string, got {name!r}")
        for old, new, value in (("lop_overrides", "pullback", lop_overrides),
                                ("rop_overrides", "pushforward", rop_overrides)):
            if value is not None:
                if (pullback if new == "pullback" else pushforward) is not None:
                    raise ValueError(f"OpFromGraph: give {old} or {new}, not both")
                warnings.warn(f"{old} is deprecated in favor of {new}", FutureWarning, stacklevel=2)
        pullback = lop_overrides if lop_overrides is not None else pullback
        pushforward = rop_overrides if rop_overrides is not None else pushforward
        self.fgraph, self.shared_inputs = _nominal_graph(inputs, outputs)
        if strict and self.shared_inputs:
            raise ValueError(f"OpFromGraph(strict=True): the graph uses the shared variables {self.shared_inputs} "
                             "without them being inputs")
        self._frozen_fgraph = self.fgraph.freeze()
        self.is_inline = bool(inline)
        self.pullback_overrides = pullback
        self.pushforward_overrides = pushforward
        self._connection_pattern = connection_pattern
        self.name = name
        self.destroy_map = dict(destroy_map) if destroy_map else {}
        self.kwargs = kwargs
        self.input_types = [v.type for v in self.fgraph.inputs]
        self.output_types = [v.type for v in self.fgraph.outputs]
        self._reset_caches()

    def _reset_caches(self):
        self._fns: dict = {}
        self._lop_cache: dict = {}
        self._rop_cache = None
        self._frozen_overrides = None
        self._lock = threading.Lock()

    # ---------------------------------------------------------------- identity
    @property
    def inner_inputs(self) -> list:
        return self.fgraph.inputs

    @property
    def inner_outputs(self) -> list:
        return self.fgraph.outputs

    def __eq__(self, other):
        if self is other:
            return True
        if type(self) is not type(other) or self._frozen_fgraph != other._frozen_fgraph or \
                self.is_inline != other.is_inline or self.destroy_map != other.destroy_map or \
                len(self.shared_inputs) != len(other.shared_inputs) or \
                any(a is not b for a, b in zip(self.shared_inputs, other.shared_inputs)) or \
                self._connection_pattern != other._connection_pattern:
            return False
        return self._overrides_key() == other._overrides_key()

    def __hash__(self):
        return hash((type(self), self._frozen_fgraph, self.is_inline))

    def __str__(self):
        return f"{self.name or type(self).__name__}{{inline={self.is_inline}}}"

    def __getstate__(self):
        state = dict(self.__dict__)
        for key in ("_fns", "_lop_cache", "_rop_cache", "_frozen_overrides", "_lock"):
            state.pop(key, None)
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._reset_caches()

    def clone(self):
        """A copy of this Op over a copy of its graph."""
        import copy
        new = copy.copy(self)
        new.fgraph = self.fgraph.clone()
        new._reset_caches()
        return new

    def _overrides_key(self):
        """The overrides as graphs (so that equal overrides compare equal whatever function made
        them): each is called once on stand-ins and its results frozen."""
        if self._frozen_overrides is None:
            from opspec.compile.builders_grad import freeze_override
            n_in, n_out = len(self.input_types), len(self.output_types)
            lop = freeze_override(self.pullback_overrides, [self.input_types, self.output_types, self.output_types],
                                  n_in)
            rop = freeze_override(self.pushforward_overrides, [self.input_types, self.input_types], n_out)
            self._frozen_overrides = (lop, rop)
        return self._frozen_overrides

    # ---------------------------------------------------------------- graph building
    def __call__(self, *inputs, **kwargs):
        n_given = len(self.inner_inputs) - len(self.shared_inputs)
        if len(inputs) == n_given:
            inputs = (*inputs, *self.shared_inputs)
        elif len(inputs) != len(self.inner_inputs):
            raise ValueError(f"{self}: Expected at least {n_given} input(s), got {len(inputs)}")
        return super().__call__(*inputs, **kwargs)

    def make_node(self, *inputs) -> Apply:
        if len(inputs) != len(self.inner_inputs):
            raise ValueError(f"{self}: Expected {len(self.inner_inputs)} input(s), got {len(inputs)}")
        n_given = len(inputs) - len(self.shared_inputs)
        checked = [_as_input(t, v, self, k) for k, (t, v) in enumerate(zip(self.input_types, inputs[:n_given]))]
        new_shared = list(inputs[n_given:])
        op = self
        if any(a is not b for a, b in zip(new_shared, self.shared_inputs)):
            op = self._with_shared(new_shared)
            checked += [v for v in new_shared if not isinstance(v, SharedVariable)]
        checked += op.shared_inputs
        return Apply(op, checked, [t() for t in op.output_types])

    def _with_shared(self, values):
        """This Op with other values for its shared variables: shared ones stay implicit inputs,
        other Variables become ordinary inputs."""
        n_given = len(self.inner_inputs) - len(self.shared_inputs)
        replace, plain = {}, []
        for stand_in, value in zip(self.inner_inputs[n_given:], values):
            if isinstance(value, SharedVariable):
                replace[stand_in] = value
            else:
                new_input = stand_in.type()
                replace[stand_in] = new_input
                plain.append(new_input)
        outputs = clone_replace(list(self.inner_outputs), replace)
        return type(self)(list(self.inner_inputs[:n_given]) + plain, outputs, inline=self.is_inline,
                          pullback=self.pullback_overrides, pushforward=self.pushforward_overrides,
                          connection_pattern=self._connection_pattern, name=self.name,
                          destroy_map=self.destroy_map, **self.kwargs)

    # ---------------------------------------------------------------- running
    def function(self, impl="c"):
        """The graph compiled (once per kind of run): ``impl`` "py" for perform's, else C; a
        profiled function's link gets one of its own, profiled inside its profile."""
        from opspec.compile.profiled import linking_profile
        key = "py" if impl == "py" else "c"
        if linking_profile() is not None:
            return self._compile(key)
        fn = self._fns.get(key)
        if fn is None:
            with self._lock:
                fn = self._fns.get(key)
                if fn is None:
                    fn = self._fns[key] = self._compile(key)
        return fn

    def _compile(self, key):
        from opspec.compile.maker import function
        kwargs = dict(self.kwargs)
        mode = kwargs.pop("mode", None) or ("FAST_COMPILE" if key == "py" else "FAST_RUN")
        kwargs.setdefault("on_unused_input", "ignore")
        kwargs.setdefault("name", f"{self} graph")
        fgraph = self.fgraph.clone()
        fn = function(list(fgraph.inputs), list(fgraph.outputs), mode=mode, **kwargs)
        fn.trust_input = True
        return fn

    @property
    def fn(self):
        """The compiled graph (PyTensor's name)."""
        return self.function("c")

    def perform(self, node, inputs, outputs):
        for cell, value in zip(outputs, self.function("py")(*inputs)):
            cell[0] = value

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        fn = self.function(impl)
        input_cells = [storage_map[v] for v in node.inputs]
        output_cells = [storage_map[v] for v in node.outputs]
        flags = [compute_map[v] for v in node.outputs]

        def thunk():
            for cell, value in zip(output_cells, fn(*[cell[0] for cell in input_cells])):
                cell[0] = value
            for flag in flags:
                flag[0] = True

        thunk.inputs, thunk.outputs = input_cells, output_cells
        thunk.lazy = False
        thunk.impl = "py" if fn.maker.mode.linker == "py" else "c"
        return thunk

    # ---------------------------------------------------------------- analysis
    def connection_pattern(self, node):
        if self._connection_pattern is not None:
            return [list(row) for row in self._connection_pattern]
        from opspec.graph.op import io_connection_pattern
        return io_connection_pattern(self.inner_inputs, self.inner_outputs)

    def infer_shape(self, fgraph, node, input_shapes):
        from opspec.rewriting.shape import graph_output_shapes
        graph = self.fgraph.clone()
        shapes = graph_output_shapes(list(graph.inputs), list(graph.outputs), input_shapes)
        replace = dict(zip(graph.inputs, node.inputs))
        flat = [d for shape in shapes if shape is not None for d in shape]
        flat = iter(clone_replace(flat, replace) if flat else [])
        return [None if shape is None else tuple(next(flat) for _ in shape) for shape in shapes]

    # ---------------------------------------------------------------- differentiation
    def L_op(self, inputs, outputs, output_grads):
        from opspec.compile.builders_grad import ofg_pullback
        return ofg_pullback(self, inputs, outputs, output_grads)

    def R_op(self, inputs, eval_points):
        from opspec.compile.builders_grad import ofg_pushforward
        return ofg_pushforward(self, inputs, eval_points)


def _as_input(type_, var, op, k):
    """``var`` as a variable of the Op's input type ``type_``."""
    if not isinstance(var, Variable):
        var = type_.make_constant(var) if not hasattr(type_, "dtype") else _tensor(var, type_)
    if var.type == type_:
        return var
    converted = type_.convert_variable(var)
    if converted is None:
        raise TypeError(f"{op}: input {k} ({var}) has type {var.type}, the graph expects {type_}")
    return converted


def _tensor(value, type_):
    import opspec.tensor as ot
    return ot.as_tensor_variable(value, dtype=type_.dtype)


# ------------------------------------------------------------------ inlining
def inline_ofg_node(node) -> list:
    """The outputs of ``node``'s graph computed from its inputs (no Op left)."""
    graph = node.op.fgraph
    outputs = clone_replace(list(graph.outputs), dict(zip(graph.inputs, node.inputs)))
    return [out if out.type == old.type else old.type.convert_variable(out) or out
            for out, old in zip(outputs, node.outputs)]


def _register_inline():
    from opspec.rewriting.basic import node_rewriter
    from opspec.rewriting.db import register_canonicalize

    @node_rewriter([OpFromGraph])
    def inline_ofg_expansion(fgraph, node):
        """An OpFromGraph made with ``inline=True`` is replaced by its graph."""
        if not node.op.is_inline:
            return None
        return inline_ofg_node(node)

    register_canonicalize(inline_ofg_expansion, "fast_compile", "inline_ofg")
    return inline_ofg_expansion


inline_ofg_expansion = _register_inline()

__all__ = ["OpFromGraph", "inline_ofg_node", "inline_ofg_expansion"]
