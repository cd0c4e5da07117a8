"""The Op contract, as Theano, Aesara and PyTensor document it.

An Op describes a computation; ``make_node`` applies it to Variables, ``perform`` (or a
thunk from ``make_thunk``) computes it. ``__props__`` names the attributes that define an
Op's identity: they give ``__eq__``, ``__hash__`` and ``__str__`` so equal Ops merge.
"""
from __future__ import annotations

import abc

from opspec.graph.basic import Apply, Constant, Variable
from opspec.graph.traversal import io_toposort


class MethodNotDefined(NotImplementedError):
    """An Op was asked for something it does not implement."""


class Op:
    #: names of the attributes that make two Ops of a class equal; None: identity
    __props__: tuple[str, ...] | None = None
    #: output index → list of input indices the output overwrites
    destroy_map: dict[int, list[int]] = {}
    #: output index → list of input indices the output is a view of
    view_map: dict[int, list[int]] = {}
    #: whether the views of ``view_map`` may repeat elements of their input (a broadcast): then
    #: nothing may write into them, and the inplace rewrite never overwrites one
    readonly_view = False
    #: index of the output ``op(...)`` returns when the node has several outputs
    default_output: int | None = None
    #: input types / output types; give a default make_node when set
    itypes = None
    otypes = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        props = cls.__dict__.get("__props__")
        if props is None:
            return
        if not isinstance(props, tuple) or not all(isinstance(p, str) for p in props):
            raise TypeError(f"{cls.__name__}.__props__ must be a tuple of attribute names, got {props!r}")
        for name, method in (("__eq__", _props_eq), ("__hash__", _props_hash), ("__str__", _props_str)):
            if name not in cls.__dict__:
                setattr(cls, name, method)

    # ------------------------------------------------------------------ identity
    def _props(self) -> tuple:
        try:
            return tuple(getattr(self, name) for name in self.__props__)
        except AttributeError as err:
            raise AttributeError(f"{type(self).__name__} lists {err.name!r} in __props__ "
                                 "but the instance has no such attribute") from None

    def _props_dict(self) -> dict:
        return dict(zip(self.__props__, self._props()))

    def __str__(self):
        return type(self).__name__

    def __repr__(self):
        return str(self)

    # ------------------------------------------------------------------ graph building
    def make_node(self, *inputs) -> Apply:
        """Check and convert the inputs and return the Apply of this Op to them."""
        if self.itypes is None or self.otypes is None:
            raise MethodNotDefined(f"{type(self).__name__} must define make_node, or both itypes and otypes")
        if len(inputs) != len(self.itypes):
            raise TypeError(f"{self} takes {len(self.itypes)} inputs, got {len(inputs)}")
        checked = []
        for i, (itype, var) in enumerate(zip(self.itypes, inputs)):
            if not isinstance(var, Variable):
                var = _as_variable(itype, var)
            if var.type != itype:
                converted = itype.convert_variable(var)
                if converted is None:
                    raise TypeError(f"{self}: input {i} ({var}) has type {var.type}, expected {itype}")
                var = converted
            checked.append(var)
        return Apply(self, checked, [t() for t in self.otypes])

    def __call__(self, *inputs, return_list: bool = False, name: str | None = None, **kwargs):
        """Apply the Op; return its default output, its only output or the list of outputs."""
        node = self.make_node(*inputs, **kwargs)
        if not isinstance(node, Apply):
            raise TypeError(f"{type(self).__name__}.make_node returned {type(node).__name__}, not an Apply")
        if self.itypes is not None and self.otypes is not None and len(node.outputs) != len(self.otypes):
            raise TypeError(f"{self}: make_node built {len(node.outputs)} outputs, otypes lists {len(self.otypes)}")
        outs = node.outputs
        if name is not None:
            if len(outs) == 1:
                outs[0].name = name
            else:
                for i, out in enumerate(outs):
                    out.name = f"{name}_{i}"
        if return_list:
            return list(outs)
        if self.default_output is not None:
            return node.default_output()
        return outs[0] if len(outs) == 1 else list(outs)

    # ------------------------------------------------------------------ computing
    def perform(self, node: Apply, inputs: list, output_storage: list[list]) -> None:
        """Compute the outputs: set ``output_storage[i][0]``; a previous value may be there to reuse."""
        raise MethodNotDefined(f"{type(self).__name__} defines neither perform nor make_thunk")

    def debug_perform(self, node, inputs, output_storage):
        """What DebugMode runs; a slower, more checked perform may go here."""
        return self.perform(node, inputs, output_storage)

    def prepare_node(self, node, storage_map, compute_map, impl):
        """Hook called once before thunks are made (e.g. to compile code)."""

    def c_kernel(self, node):
        """How ``node`` runs in C: an ``opspec.kernels.KernelCall`` describing the kernel, which
        the C backend builds and calls; None (here) when the op has no C."""
        return None

    def make_py_thunk(self, node, storage_map, compute_map, no_recycling, debug=False):
        """A thunk that runs ``perform`` on the node's storage cells."""
        input_cells = [storage_map[v] for v in node.inputs]
        output_cells = [storage_map[v] for v in node.outputs]
        out_flags = [compute_map[v] for v in node.outputs]
        perform = self.debug_perform if debug else self.perform
        op = self

        def thunk():
            perform(node, [cell[0] for cell in input_cells], output_cells)
            for i, cell in enumerate(output_cells):
                if len(cell) != 1:
                    raise ValueError(f"{op}.perform resized output storage cell {i} to length {len(cell)}; "
                                     "set output_storage[i][0] instead")
                out_flags[i][0] = True

        thunk.inputs = input_cells
        thunk.outputs = output_cells
        thunk.perform = perform
        thunk.lazy = False
        thunk.impl = "py"
        return thunk

    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        """Return a callable that computes the node from ``storage_map`` cells.

        Ops may override this (then ``perform`` is not needed). The thunk must set
        ``compute_map[out][0] = True`` for each output it computes.
        """
        self.prepare_node(node, storage_map, compute_map, impl)
        return self.make_py_thunk(node, storage_map, compute_map, no_recycling)

    def do_constant_folding(self, fgraph, node) -> bool:
        """Whether a node of this Op with constant inputs may be computed at compile time."""
        return True

    # ------------------------------------------------------------------ differentiation
    # An Op gives its reverse mode as ``grad``, ``L_op`` or (PyTensor 3's name) ``pullback``,
    # and its forward mode as ``R_op`` or ``pushforward``; each name reaches the one defined.
    def grad(self, inputs, output_grads):
        raise MethodNotDefined(f"{self} has no grad; define grad, L_op or pullback")

    def L_op(self, inputs, outputs, output_grads):
        """Gradient given the node's outputs too; by default ``pullback`` or ``grad``."""
        if type(self).pullback is not Op.pullback:
            return self.pullback(inputs, outputs, output_grads)
        return self.grad(inputs, output_grads)

    def pullback(self, inputs, outputs, cotangents):
        """Vector-Jacobian product: one cotangent per input from one per output."""
        if type(self).L_op is not Op.L_op or type(self).grad is not Op.grad:
            return self.L_op(inputs, outputs, cotangents)
        raise MethodNotDefined(f"{self} has no gradient; define pullback, L_op or grad")

    def R_op(self, inputs, eval_points):
        """Jacobian-vector product: one tangent per output (None: disconnected) from one per
        input (None for inputs not differentiated); by default ``pushforward``."""
        if type(self).pushforward is Op.pushforward:
            raise MethodNotDefined(f"{self} has no R_op; define R_op or pushforward")
        from opspec.graph.null_type import disconnected_type, is_disconnected
        outputs = self.make_node(*inputs).outputs
        tangents = [disconnected_type() if e is None else e for e in eval_points]
        return [None if is_disconnected(t) else t for t in self.pushforward(inputs, outputs, tangents)]

    def pushforward(self, inputs, outputs, tangents):
        """Jacobian-vector product with disconnected tangents as DisconnectedType variables."""
        if type(self).R_op is Op.R_op:
            raise MethodNotDefined(f"{self} has no pushforward; define pushforward or R_op")
        from opspec.graph.null_type import disconnected_type, is_disconnected
        results = self.R_op(inputs, [None if is_disconnected(t) else t for t in tangents])
        return [disconnected_type() if r is None else r for r in results]


class HasInnerGraph(abc.ABC):
    """A mixin for Ops holding a graph of their own (Scan, OpFromGraph): ``fgraph`` the inner
    graph, ``fn`` it compiled, ``inner_inputs`` / ``inner_outputs`` its ends, ``clone`` an
    equal Op with a graph of its own. Code walking graphs finds inner graphs through it."""

    fgraph: object

    @property
    @abc.abstractmethod
    def fn(self):
        """The inner graph, compiled."""

    @property
    @abc.abstractmethod
    def inner_inputs(self) -> list:
        """The inner graph's inputs."""

    @property
    @abc.abstractmethod
    def inner_outputs(self) -> list:
        """The inner graph's outputs."""

    @abc.abstractmethod
    def clone(self) -> Op:
        """An equal Op with an inner graph of its own."""


def _as_variable(itype, value):
    try:
        return itype.make_constant(value)
    except (TypeError, ValueError) as err:
        raise TypeError(f"cannot use {value!r} as a {itype}: {err}") from None


def _props_eq(self, other):
    return type(self) is type(other) and self._props() == other._props()


def _props_hash(self):
    return hash((type(self), self._props()))


def _props_str(self):
    if not self.__props__:
        return type(self).__name__
    return f"{type(self).__name__}{{{', '.join(f'{n}={v}' for n, v in self._props_dict().items())}}}"


def io_connection_pattern(inputs, outputs) -> list[list[bool]]:
    """``pattern[i][j]``: whether output ``j`` depends on input ``i`` through differentiable
    connections (each node's ``connection_pattern`` is respected, so a path through an input
    an op declares disconnected does not count)."""
    position = {v: k for k, v in enumerate(inputs)}
    reach = {v: 1 << k for v, k in position.items()}       # variable -> bitset of inputs it depends on
    for node in io_toposort(list(inputs), list(outputs)):
        method = getattr(node.op, "connection_pattern", None)
        rows = method(node) if method is not None else [[True] * len(node.outputs) for _ in node.inputs]
        for j, out in enumerate(node.outputs):
            bits = 0
            for var, row in zip(node.inputs, rows):
                if row[j]:
                    bits |= reach.get(var, 0)
            reach[out] = bits
    pattern = [[False] * len(outputs) for _ in inputs]
    for j, out in enumerate(outputs):
        bits = 0 if isinstance(out, Constant) else reach.get(out, 0)
        for i in range(len(inputs)):
            pattern[i][j] = bool(bits >> i & 1)
    return pattern
