"""Variables, Constants and Apply nodes; copying and comparing graphs.

The walks over graphs live in ``opspec.graph.traversal``. Everything here is iterative too:
graphs 100,000 nodes deep are ordinary (unrolled loops, long chains of updates) and must
never hit Python's recursion limit.
"""
from __future__ import annotations

import warnings
import weakref
from itertools import count
from typing import Iterable, Sequence


class Scratchpad:
    """Free-form annotations of a Variable (``var.tag.test_value`` style)."""

    def __repr__(self):
        return f"Scratchpad({self.__dict__})"

    def update(self, other: "Scratchpad"):
        self.__dict__.update(other.__dict__)


class Variable:
    """An edge of the graph: the value some Apply computes, or an input of the graph."""

    __count__ = count()

    def __init__(self, type, owner=None, index=None, name=None):
        self.type = type
        self.owner = owner
        self.index = index
        self.name = name
        self.tag = Scratchpad()
        self.auto_name = f"auto_{next(Variable.__count__)}"

    def __str__(self):
        if self.name is not None:
            return self.name
        if self.owner is not None:
            return f"{self.owner.op}.{self.index}"
        return f"<{self.type}>"

    def __repr__(self):
        return str(self)

    def clone(self, name=None):
        """A new, ownerless Variable of the same type (tags copied)."""
        cp = type(self)(self.type, None, None, self.name if name is None else name)
        cp.tag.update(self.tag)
        return cp

    def get_parents(self):
        return [self.owner] if self.owner is not None else []

    def eval(self, inputs_to_values=None, **kwargs):
        """Compile and run this variable's graph, for interactive use.

        ``inputs_to_values`` maps input Variables, or their names, to values; ``kwargs`` go
        to ``opspec.function`` (``mode=...``). The compiled function is cached per set of
        inputs and options.
        """
        from opspec.compile.function import function

        ignore_missing = kwargs.get("on_unused_input") in ("ignore", "warn")
        values = {}
        for key, value in (inputs_to_values or {}).items():
            if isinstance(key, str):
                found = [v for v in ancestors([self]) if v.name == key]
                if len(found) > 1:
                    raise ValueError(f"Found multiple variables with name {key} in the graph of {self}")
                if not found:
                    if ignore_missing:
                        continue
                    raise ValueError(f"{key} not found in graph of {self}")
                key = found[0]
            values[key] = value
        ins = tuple(values)
        cache = self.__dict__.setdefault("_fn_cache", {})
        try:
            key = (ins, tuple(sorted(kwargs.items())))
            hash(key)
        except TypeError as err:
            key = None
            warnings.warn(f"eval: the options cannot be a cache key ({err}): compiling again on each call",
                          stacklevel=2)
        fn = cache.get(key) if key is not None else None
        if fn is None:
            fn = function(list(ins), self, **kwargs)
            if key is not None:
                cache[key] = fn
        return fn(*values.values())

    def dprint(self, **kwargs):
        """Print this variable's graph (see ``opspec.printing.debugprint``)."""
        from opspec.printing import debugprint
        return debugprint(self, **kwargs)

    def __getstate__(self):
        state = dict(self.__dict__)
        state.pop("_fn_cache", None)        # compiled functions are not part of the graph
        return state


class AtomicVariable(Variable):
    """A Variable no node computes, identified by what it stands for (its ``signature``):
    Constants and NominalVariables. ``equals`` compares signatures, as ``==`` stays identity."""

    def signature(self):
        raise NotImplementedError(f"{type(self).__name__} must define signature()")

    def equals(self, other) -> bool:
        return isinstance(other, type(self)) and self.signature() == other.signature()


class Constant(AtomicVariable):
    """A Variable whose value is fixed when the graph is built."""

    def __init__(self, type, data, name=None):
        super().__init__(type, None, None, name)
        self.data = type.filter(data)

    def signature(self):
        """Hashable key; Constants with equal signatures are interchangeable (merging)."""
        return self.type.constant_signature(self.data)

    def __str__(self):
        if self.name is not None:
            return self.name
        text = str(self.data).replace("\n", " ")
        return text if len(text) <= 20 else text[:17] + "..."

    def clone(self, name=None):
        cp = type(self)(self.type, self.data, self.name if name is None else name)
        cp.tag.update(self.tag)
        return cp

    @property
    def value(self):
        return self.data


class NominalVariable(AtomicVariable):
    """The ``id``-th input of a graph of a given type, a placeholder equal to every other
    placeholder with the same id and type: two graphs written over nominal inputs compare
    as graphs, whatever their inputs were called (frozen graphs are built on them).

    One object exists per (type, id); it behaves as a Variable of ``type.variable_type``
    (a nominal tensor has the tensor operators) and has no owner, ever.
    """

    _instances: dict = {}
    _classes: dict = {}

    def __new__(cls, id, typ, name=None):
        key = (typ, id)
        found = cls._instances.get(key)
        if found is None:
            base = type(typ.make_variable())    # the type's own variable class (tensor operators...)
            klass = cls._classes.get(base)
            if klass is None:
                klass = cls if issubclass(cls, base) else type(f"Nominal{base.__name__}", (cls, base), {})
                cls._classes[base] = klass
            found = cls._instances[key] = object.__new__(klass)
        return found

    def __init__(self, id, typ, name=None):
        if "id" in self.__dict__:
            return                  # the one instance of (typ, id), already set up
        Variable.__init__(self, typ, None, None, name)
        self.id = id

    @property
    def owner(self):
        return None

    @owner.setter
    def owner(self, value):
        if value is not None:
            raise ValueError(f"{self} is a nominal input: it has no owner")

    @property
    def index(self):
        return None

    @index.setter
    def index(self, value):
        if value is not None:
            raise ValueError(f"{self} is a nominal input: it has no index")

    def __reduce__(self):
        return NominalVariable, (self.id, self.type, self.name)

    def __eq__(self, other):
        return self is other or (isinstance(other, NominalVariable) and self.id == other.id
                                 and self.type == other.type)

    def __hash__(self):
        return hash((NominalVariable, self.id, self.type))

    def __str__(self):
        return self.name if self.name is not None else f"i{self.id}"

    def clone(self, name=None):
        return self

    def signature(self):
        return (self.type, self.id)


class AbstractApply:
    """What every node offers for reading: its op, inputs and outputs, the default output,
    its parents and printing. ``Apply`` (mutable) and ``FrozenApply`` (interned) are nodes."""

    op: object
    inputs: Sequence[Variable]
    outputs: Sequence[Variable]

    def __str__(self):
        return f"{self.op}({', '.join(map(str, self.inputs))})"

    __repr__ = __str__

    @property
    def nin(self):
        return len(self.inputs)

    @property
    def nout(self):
        return len(self.outputs)

    def default_output(self) -> Variable:
        """The output ``op(...)`` returns: the only one, or ``op.default_output``."""
        do = getattr(self.op, "default_output", None)
        if do is None:
            if len(self.outputs) == 1:
                return self.outputs[0]
            raise ValueError(f"{self.op} has {len(self.outputs)} outputs and no default_output")
        if not -len(self.outputs) <= do < len(self.outputs):
            raise ValueError(f"{self.op}.default_output={do} but the node has {len(self.outputs)} outputs")
        return self.outputs[do]

    @property
    def out(self):
        return self.default_output()

    def get_parents(self):
        return list(self.inputs)

    def dprint(self, **kwargs):
        """Print this node's graph (see ``opspec.printing.debugprint``)."""
        from opspec.printing import debugprint
        return debugprint(self, **kwargs)


class Apply(AbstractApply):
    """One application of an Op to input Variables, owning its output Variables."""

    def __init__(self, op, inputs: Sequence[Variable], outputs: Sequence[Variable]):
        self.op = op
        self.inputs = list(inputs)
        self.outputs = list(outputs)
        self.tag = Scratchpad()
        for i, var in enumerate(self.inputs):
            if not isinstance(var, Variable):
                raise TypeError(f"{op}: input {i} is {type(var).__name__}, not a Variable")
        for i, out in enumerate(self.outputs):
            if not isinstance(out, Variable):
                raise TypeError(f"{op}: output {i} is {type(out).__name__}, not a Variable")
            if out.owner is None:
                out.owner, out.index = self, i
            elif out.owner is not self or out.index != i:
                raise ValueError(f"{op}: output {i} already belongs to another Apply")

    def clone(self) -> "Apply":
        """Same op and inputs, fresh outputs."""
        cp = Apply(self.op, self.inputs, [o.clone() for o in self.outputs])
        cp.tag.update(self.tag)
        return cp

    def clone_with_new_inputs(self, inputs: Sequence[Variable], strict: bool = True) -> "Apply":
        """This node applied to other inputs. An input of another type makes the node be built
        again by ``make_node``, so more precise static shapes reach the outputs (and less
        precise ones too: opspec has no op asserting a shape to keep the old type)."""
        if len(inputs) != len(self.inputs):
            raise ValueError(f"{self.op}: expected {len(self.inputs)} inputs, got {len(inputs)}")
        remake = False
        new_inputs = list(inputs)
        for i, (old, new) in enumerate(zip(self.inputs, inputs)):
            if old.type == new.type:
                continue
            converted = old.type.convert_variable(new) if strict else None
            if converted is not None:
                new_inputs[i] = converted
            remake = remake or converted is None or converted.type != old.type
        if remake:
            node = self.op.make_node(*new_inputs)
        else:
            node = self.clone()
            node.inputs = new_inputs
        node.tag.update(self.tag)
        return node



def _frozen_output(node, index):
    return node.outputs[index]


class FrozenApply(AbstractApply):
    """An immutable node, one object per (op, inputs, output types, position): building
    an equal one returns the existing object. Not an ``Apply``: nothing can change,
    clone or rebuild it (``FrozenFunctionGraph.bind`` / ``unfreeze`` make Apply nodes).

    Inputs are keyed by identity (they are nominal inputs or outputs of interned nodes,
    kept alive by the node) except constants, keyed by value. The output types are part
    of the key because an op may have derived them from values nominal inputs forget.
    ``topo_idx`` is the node's place in a baked order, or -1 when the order is free.
    """

    _cache: weakref.WeakValueDictionary = weakref.WeakValueDictionary()

    def __new__(cls, op, inputs, output_types, topo_idx: int = -1):
        inputs, output_types = tuple(inputs), tuple(output_types)
        key = (op, tuple(v.signature() if isinstance(v, Constant) else id(v) for v in inputs), output_types,
               topo_idx)
        node = cls._cache.get(key)
        if node is not None:
            return node
        node = object.__new__(cls)
        node.op, node.inputs, node.topo_idx = op, inputs, topo_idx
        node.tag = Scratchpad()
        outputs = []
        for index, typ in enumerate(output_types):
            out = typ.make_variable()
            out.owner, out.index = node, index
            # unpickling a frozen output gives back the interned object, not a copy
            out.__reduce_ex__ = lambda protocol, node=node, index=index: (_frozen_output, (node, index))
            outputs.append(out)
        node.outputs = tuple(outputs)
        cls._cache[key] = node
        return node

    def __reduce__(self):
        return FrozenApply, (self.op, self.inputs, tuple(o.type for o in self.outputs), self.topo_idx)


# --------------------------------------------------------------------------- walks
# (they live in opspec.graph.traversal, PyTensor's path; imported here for older imports)
from opspec.graph.traversal import (  # noqa: E402,F401
    ancestors, applys_between, graph_inputs, io_toposort, orphans_between, vars_between, walk,
)


def clone_get_equiv(inputs: Sequence[Variable], outputs: Sequence[Variable], copy_inputs: bool = True,
                    copy_orphans: bool = False, memo: dict | None = None) -> dict:
    """Clone the graph between inputs and outputs; return the old → new map of everything.

    Constants are never copied; entries already in ``memo`` are used as they are (a node
    whose outputs all have one is not cloned)."""
    memo = {} if memo is None else memo
    for var in inputs:
        if var not in memo:
            memo[var] = var.clone() if copy_inputs and not isinstance(var, Constant) else var
    for node in io_toposort(inputs, outputs):
        if node in memo or all(out in memo for out in node.outputs):
            continue            # already cloned, or replaced (by an earlier call sharing the memo)
        for var in node.inputs:
            if var not in memo:
                memo[var] = var.clone() if copy_orphans else var
        new_node = node.clone_with_new_inputs([memo[v] for v in node.inputs], strict=False)
        memo[node] = new_node
        for old, new in zip(node.outputs, new_node.outputs):
            memo.setdefault(old, new)
    for var in outputs:
        if var not in memo:
            memo[var] = var.clone() if (copy_orphans or var.owner is not None) else var
    return memo


def clone_graph(inputs: Sequence[Variable], outputs: Sequence[Variable], copy_inputs: bool = True,
                copy_orphans: bool = False) -> tuple[list[Variable], list[Variable]]:
    """A copy of the graph: (new inputs, new outputs)."""
    memo = clone_get_equiv(inputs, outputs, copy_inputs, copy_orphans)
    return [memo[v] for v in inputs], [memo[v] for v in outputs]


def clone(inputs: Sequence[Variable], outputs: Sequence[Variable], copy_inputs: bool = True,
          copy_orphans: bool | None = None) -> tuple[list[Variable], list[Variable]]:
    """PyTensor's name of ``clone_graph``: (new inputs, new outputs)."""
    return clone_graph(inputs, outputs, copy_inputs, bool(copy_orphans))


def clone_replace(output, replace=None, **rebuild_kwds):
    """Copies of ``output`` (a Variable or a list) where each key of ``replace`` (a dict or
    (old, new) pairs) is replaced by its value; ``strict=True`` (of the rebuild keywords)
    refuses a replacement of another type."""
    pairs = list(replace.items()) if isinstance(replace, dict) else list(replace or ())
    unknown = set(rebuild_kwds) - {"strict", "rebuild_strict", "copy_inputs_over"}
    if unknown:
        raise TypeError(f"clone_replace got unexpected keywords {sorted(unknown)}")
    if rebuild_kwds.get("strict", rebuild_kwds.get("rebuild_strict", False)):
        for old, new in pairs:
            if old.type != new.type and old.type.convert_variable(new) is None:
                raise TypeError(f"clone_replace: {old} has type {old.type}, its replacement {new} {new.type}")
    single = isinstance(output, Variable)
    outs = [output] if single else list(output)
    memo = dict(pairs)
    copy_orphans = not rebuild_kwds.get("copy_inputs_over", True)    # False: the graph inputs too
    memo = clone_get_equiv(list(memo), outs, copy_inputs=False, copy_orphans=copy_orphans, memo=memo)
    result = [memo[o] for o in outs]
    return result[0] if single else result


def equal_computations(xs, ys, in_xs=None, in_ys=None, strict_dtype=True) -> bool:
    """Whether the graphs of ``xs`` and ``ys`` compute the same thing: the same ops applied in
    the same way, to corresponding inputs (``in_xs[i]`` stands for ``in_ys[i]``), or to equal
    constants. A walk over the pairs, iterative."""
    xs, ys = list(xs), list(ys)
    in_xs, in_ys = list(in_xs or ()), list(in_ys or ())
    if len(xs) != len(ys):
        raise ValueError(f"equal_computations: {len(xs)} graphs compared with {len(ys)}")
    if len(in_xs) != len(in_ys):
        raise ValueError(f"equal_computations: {len(in_xs)} inputs matched with {len(in_ys)}")
    pairs = list(zip(xs, ys))
    values = [(x, y) for x, y in pairs if not (isinstance(x, Variable) and isinstance(y, Variable))]
    if not all(_same_value(x, y, strict_dtype) for x, y in values):
        return False
    known = dict(zip(in_xs, in_ys))
    known_back = dict(zip(in_ys, in_xs))
    todo = [(x, y) for x, y in pairs if isinstance(x, Variable) and isinstance(y, Variable)]
    seen = set()
    while todo:
        x, y = todo.pop()
        if (id(x), id(y)) in seen:
            continue
        seen.add((id(x), id(y)))
        if x in known or y in known_back:
            if known.get(x) is not y or known_back.get(y) is not x:
                return False
            continue
        if x is y:
            continue
        if (x.type != y.type) if strict_dtype else (getattr(x.type, "ndim", None) != getattr(y.type, "ndim", None)):
            return False
        if isinstance(x, Constant) or isinstance(y, Constant):
            if not (isinstance(x, Constant) and isinstance(y, Constant)) or x.signature() != y.signature():
                return False
            continue
        if (x.owner is None) != (y.owner is None):
            return False
        if x.owner is None:
            return False                # two different inputs, not matched by in_xs / in_ys
        nx, ny = x.owner, y.owner
        if x.index != y.index or nx.op != ny.op or len(nx.inputs) != len(ny.inputs):
            return False
        todo.extend(zip(nx.inputs, ny.inputs))
    return True


def _same_value(x, y, strict_dtype) -> bool:
    """Whether plain values (or a value and a Constant) are the same array: shape, values and,
    when ``strict_dtype``, dtype (a Python number's is numpy's)."""
    import numpy as np
    if any(isinstance(v, Variable) and not isinstance(v, Constant) for v in (x, y)):
        return False
    a, b = (np.asarray(v.data if isinstance(v, Constant) else v) for v in (x, y))
    return a.shape == b.shape and (a.dtype == b.dtype or not strict_dtype) and bool(np.array_equal(a, b))


def default_node_formatter(node, argstrings) -> str:
    """``Op(arg, ...)``: how ``as_string`` writes a node from its inputs' texts."""
    return f"{node.op}({', '.join(argstrings)})"


def op_as_string(i, node, leaf_formatter=str, node_formatter=default_node_formatter) -> str:
    """``node`` written as ``as_string`` writes it, its inputs' graphs down to ``i``."""
    return node_formatter(node, as_string(i, node.inputs, leaf_formatter, node_formatter))


def as_string(inputs, outputs, leaf_formatter=str, node_formatter=default_node_formatter) -> list[str]:
    """One line per output describing its graph down to ``inputs``: ``Op(Op(x, y), z)``.

    A node used several times is written ``*n -> Op(...)`` where it first appears and
    ``*n`` after, followed by ``::index`` for an output of a node with several. Iterative.
    ``leaf_formatter(variable)`` writes leaves, ``node_formatter(node, argstrings)`` nodes.
    """
    stop = set(inputs)
    orphans = set(orphans_between(stop, outputs))

    def is_leaf(var):
        return var.owner is None or var in stop or var in orphans

    uses: dict = {}
    for out in outputs:
        if not is_leaf(out):
            uses[out.owner] = uses.get(out.owner, 0) + 1
    for node in applys_between(stop, outputs):
        for var in node.inputs:
            if not is_leaf(var):
                uses[var.owner] = uses.get(var.owner, 0) + 1
    ids: dict = {}
    done: set = set()
    lines = []
    for out in outputs:
        frames = [[out, [], 0]]          # variable, its inputs' texts, next input
        while frames:
            var, args, k = frames[-1]
            node = var.owner
            index = f"::{var.index}" if node is not None and len(node.outputs) > 1 else ""
            if is_leaf(var):
                text = leaf_formatter(var)
            elif node in done and k == 0 and not args:
                text = f"*{ids[node]}{index}"
            elif k < len(node.inputs):
                done.add(node)
                frames[-1][2] += 1
                frames.append([node.inputs[k], [], 0])
                continue
            else:
                done.add(node)
                text = node_formatter(node, args)
                if uses.get(node, 0) > 1:
                    text = f"*{ids.setdefault(node, len(ids) + 1)} -> {text}"
            frames.pop()
            if frames:
                frames[-1][1].append(text)
            else:
                lines.append(text)
    return lines


def is_in_ancestors(node: Apply, candidate: Apply) -> bool:
    """Whether ``candidate`` is ``node`` or computes something ``node`` depends on."""
    return any(v.owner is candidate for v in ancestors(node.outputs)) or node is candidate


def list_of_nodes(inputs, outputs):
    return io_toposort(inputs, outputs)
