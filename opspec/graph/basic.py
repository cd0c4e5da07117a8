"""Variables, Constants and Apply nodes, and the graph walks over them.

Every walk here is iterative: graphs 100,000 nodes deep are ordinary (unrolled loops,
long chains of updates) and must never hit Python's recursion limit.
"""
from __future__ import annotations

from collections import deque
from itertools import count
from typing import Callable, Iterable, Iterator, Sequence


class Scratchpad:
    """Free-form annotations of a Variable (``var.tag.test_value`` style)."""

    def __repr__(self):
        return f"Scratchpad({self.__dict__})"

    def update(self, other: "Scratchpad"):
        self.__dict__.update(other.__dict__)


class Variable:
    """An edge of the graph: the value some Apply computes, or an input of the graph."""

    _ids = count()

    def __init__(self, type, owner=None, index=None, name=None):
        self.type = type
        self.owner = owner
        self.index = index
        self.name = name
        self.tag = Scratchpad()
        self.auto_name = f"auto_{next(self._ids)}"

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

    def eval(self, inputs_to_values=None):
        """Compile and run this variable's graph (cached per input set), for interactive use."""
        from opspec.compile.function import function

        inputs_to_values = inputs_to_values or {}
        ins = tuple(inputs_to_values)
        cache = self.__dict__.setdefault("_eval_cache", {})
        if ins not in cache:
            cache[ins] = function(list(ins), self)
        return cache[ins](*inputs_to_values.values())


class Constant(Variable):
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


class NominalVariable(Variable):
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


class Apply:
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

    def clone(self) -> "Apply":
        """Same op and inputs, fresh outputs."""
        cp = Apply(self.op, self.inputs, [o.clone() for o in self.outputs])
        cp.tag.update(self.tag)
        return cp

    def clone_with_new_inputs(self, inputs: Sequence[Variable], strict: bool = True) -> "Apply":
        """This node applied to other inputs; rebuilt through make_node when a type changes."""
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
            else:
                remake = True
        if remake:
            node = self.op.make_node(*new_inputs)
        else:
            node = self.clone()
            node.inputs = new_inputs
        node.tag.update(self.tag)
        return node

    def get_parents(self):
        return list(self.inputs)


# --------------------------------------------------------------------------- walks

def walk(roots: Iterable, expand: Callable, bfs: bool = False) -> Iterator:
    """Yield each node reachable from ``roots`` through ``expand`` once."""
    todo = deque(roots)
    seen = set()
    pop = todo.popleft if bfs else todo.pop
    while todo:
        node = pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        yield node
        more = expand(node)
        if more:
            todo.extend(more if bfs else reversed(list(more)))


def ancestors(outputs: Iterable[Variable], blockers: Iterable[Variable] | None = None) -> list[Variable]:
    """Every Variable the outputs depend on, the outputs included; stops at ``blockers``."""
    stop = set(map(id, blockers or ()))

    def expand(var):
        if id(var) in stop or var.owner is None:
            return None
        return var.owner.inputs

    return list(walk(outputs, expand))


def graph_inputs(outputs: Iterable[Variable], blockers: Iterable[Variable] | None = None) -> list[Variable]:
    """The ownerless Variables (and reached blockers) the outputs depend on."""
    stop = set(map(id, blockers or ()))
    return [v for v in ancestors(outputs, blockers) if v.owner is None or id(v) in stop]


def vars_between(ins: Iterable[Variable], outs: Iterable[Variable]) -> list[Variable]:
    return ancestors(outs, ins)


def applys_between(ins: Iterable[Variable], outs: Iterable[Variable]) -> list[Apply]:
    stop = set(map(id, ins))
    seen, nodes = set(), []
    for var in ancestors(outs, ins):
        node = var.owner
        if node is not None and id(var) not in stop and id(node) not in seen:
            seen.add(id(node))
            nodes.append(node)
    return nodes


def orphans_between(ins: Iterable[Variable], outs: Iterable[Variable]) -> list[Variable]:
    """Ownerless Variables (mostly Constants) reached from outs that are not in ins."""
    ins = list(ins)
    stop = set(map(id, ins))
    return [v for v in ancestors(outs, ins) if v.owner is None and id(v) not in stop]


def io_toposort(inputs: Iterable[Variable], outputs: Iterable[Variable],
                orderings: dict | None = None) -> list[Apply]:
    """Apply nodes between inputs and outputs, each after the nodes it depends on.

    ``orderings[node]`` lists extra nodes that must run before ``node`` (used by the
    destroy handler so readers of a value run before the node overwriting it).
    Depth-first post-order, iterative, deterministic.
    """
    stop = set(map(id, inputs))
    orderings = orderings or {}
    order: list[Apply] = []
    state: dict[int, int] = {}   # 1: on the stack, 2: done

    def deps(node):
        out = []
        for var in node.inputs:
            if var.owner is not None and id(var) not in stop:
                out.append(var.owner)
        out.extend(orderings.get(node, ()))
        return out

    roots = [o.owner for o in outputs if o.owner is not None and id(o) not in stop]
    for root in roots:
        if state.get(id(root)) == 2:
            continue
        stack = [(root, iter(deps(root)))]
        state[id(root)] = 1
        while stack:
            node, it = stack[-1]
            for dep in it:
                s = state.get(id(dep))
                if s is None:
                    state[id(dep)] = 1
                    stack.append((dep, iter(deps(dep))))
                    break
                if s == 1:
                    raise ValueError(f"the graph has a cycle through {dep}")
            else:
                stack.pop()
                state[id(node)] = 2
                order.append(node)
    return order


def as_string(inputs, outputs) -> list[str]:
    """Each output as an expression of the inputs: ``Dot(Add(x, y), x)``. A node used more
    than once is written in full once as ``*1 -> Op(...)`` and then as ``*1``."""
    stop = set(inputs)
    uses: dict = {}
    seen, todo = set(), list(outputs)
    for var in outputs:
        if var.owner is not None and var not in stop:
            uses[var.owner] = uses.get(var.owner, 0) + 1
    while todo:                     # how often each node is referred to
        node = todo.pop().owner
        if node is None or node in seen:
            continue
        seen.add(node)
        for var in node.inputs:
            if var.owner is not None and var not in stop:
                uses[var.owner] = uses.get(var.owner, 0) + 1
                todo.append(var)
    number: dict = {}               # node -> its *n label (None: used once, no label)
    labels = 0
    texts = []
    for out in outputs:
        parts, stack = [], [out]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                parts.append(item)
                continue
            node = item.owner
            if node is None or item in stop:
                parts.append(str(item))
                continue
            suffix = f"::{item.index}" if len(node.outputs) > 1 else ""
            if node in number:
                parts.append(f"*{number[node]}{suffix}")
                continue
            head = f"{node.op}("
            if uses.get(node, 0) > 1:
                labels += 1
                number[node] = labels
                head = f"*{labels} -> {head}"
            else:
                number[node] = None
            parts.append(head)
            stack.append(")")
            for k in range(len(node.inputs) - 1, -1, -1):
                stack.append(node.inputs[k])
                if k:
                    stack.append(", ")
        texts.append("".join(parts))
    return texts


def clone_get_equiv(inputs: Sequence[Variable], outputs: Sequence[Variable], copy_inputs: bool = True,
                    copy_orphans: bool = False, memo: dict | None = None) -> dict:
    """Clone the graph between inputs and outputs; return the old → new map of everything."""
    memo = {} if memo is None else memo
    for var in inputs:
        if var not in memo:
            memo[var] = var.clone() if copy_inputs else var
    for node in io_toposort(inputs, outputs):
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


def clone_replace(outputs, replace: dict) -> list[Variable]:
    """Copies of ``outputs`` where each key of ``replace`` is replaced by its value."""
    single = isinstance(outputs, Variable)
    outs = [outputs] if single else list(outputs)
    memo = dict(replace)
    memo = clone_get_equiv(list(replace), outs, copy_inputs=False, memo=memo)
    result = [memo[o] for o in outs]
    return result[0] if single else result


def is_in_ancestors(node: Apply, candidate: Apply) -> bool:
    """Whether ``candidate`` is ``node`` or computes something ``node`` depends on."""
    return any(v.owner is candidate for v in ancestors(node.outputs)) or node is candidate


def list_of_nodes(inputs, outputs):
    return io_toposort(inputs, outputs)
