"""FunctionGraph: a mutable view of a graph with client lists, features and validation.

Rewrites change a FunctionGraph through ``replace``; features (opspec.graph.features:
history for rollback, validation, the destroy handler, shape inference) observe each
change through callbacks and contribute ``orderings`` to ``toposort``.

Each use of a variable is a client ``(node, i)``: ``node.inputs[i]`` is the variable. A use
as the graph's output ``j`` is a client too: ``(Output(j) applied to it, 0)``, so that every
client is an Apply node and outputs change through ``change_node_input`` like any input.
"""
from __future__ import annotations

import abc
from functools import partial

from opspec.graph.basic import (Apply, Constant, NominalVariable, Variable, as_string, clone_get_equiv, graph_inputs,
                                io_toposort)
from opspec.graph.features import AlreadyThere, ReplaceValidate, implements
from opspec.graph.features import InconsistencyError  # noqa: F401  (callers import it from here)
from opspec.graph.null_type import NullType
from opspec.graph.op import Op


class MissingInputError(ValueError):
    """An output depends on a Variable that is neither an input nor a Constant."""

    def __init__(self, *args, variable=None):
        super().__init__(*args)
        self.variable = variable


class Clients(list):
    """The uses of one variable: a list, whose ``remove`` takes constant time once it is long
    (a merged constant may have 50,000 uses; removing each by a scan made rewriting a
    100,000-node chain quadratic). Long lists keep a position per use and fill a removed
    use's place with the last one, so their order is that of insertion only until then."""

    __slots__ = ("_at",)
    LONG = 64

    def __init__(self, items=()):
        super().__init__(items)
        self._at = None     # use -> position, once the list was long at a removal

    def append(self, client):
        if self._at is not None:
            self._at[client] = len(self)
        list.append(self, client)

    def discard(self, client) -> bool:
        """Remove ``client``; whether it was there."""
        if len(self) < self.LONG:
            self._at = None
            try:
                list.remove(self, client)
            except ValueError:
                return False
            return True
        at = self._at
        if at is None:
            at = self._at = {c: k for k, c in enumerate(self)}
        k = at.pop(client, None)
        if k is None:
            return False
        last = list.pop(self)
        if k < len(self):
            self[k] = last
            at[last] = k
        return True

    def remove(self, client):
        if not self.discard(client):
            raise ValueError(f"{client} is not a client")

    def substitute(self, old, new):
        """Put ``new`` in the place of ``old``."""
        k = self._at.pop(old) if self._at is not None else self.index(old)
        self[k] = new
        if self._at is not None:
            self._at[new] = k


class Output(Op):
    """The use of a variable as output ``idx`` of a FunctionGraph (never run)."""

    __props__ = ("idx",)

    def __init__(self, idx: int):
        self.idx = idx

    def make_node(self, var):
        return Apply(self, [var], [])

    def perform(self, node, inputs, outputs):
        raise RuntimeError("an Output node marks a graph output; it is never run")


def _atomic(var) -> bool:
    """Whether ``var`` needs no computing and is never an input (constants, nominal inputs)."""
    return isinstance(var, (Constant, NominalVariable))


def _iterable(value, what):
    if isinstance(value, Variable):
        raise TypeError(f"'{type(value).__name__}' object is not iterable: the {what} of a FunctionGraph "
                        "are a list of Variables")
    return list(value)


class AbstractFunctionGraph(abc.ABC):
    """What FunctionGraph and FrozenFunctionGraph both offer for reading: ``inputs``,
    ``outputs``, ``apply_nodes``, ``variables``, ``clients`` and ``toposort()``."""

    inputs: list
    outputs: list
    apply_nodes: set
    variables: set
    clients: dict

    @abc.abstractmethod
    def toposort(self) -> list:
        """The nodes, each after the nodes computing its inputs."""


class FunctionGraph(AbstractFunctionGraph):
    """Inputs and outputs of a graph, its nodes, its variables and their clients.

    ``inputs=None`` takes the graph's ownerless non-constant variables. ``clone``: work on a
    copy (``clone_kwds`` go to ``clone_get_equiv``). ``update_mapping``: {output index:
    input index} of the outputs that are new values of inputs (kept for the caller).
    Repeated inputs are allowed. ``variables`` holds what the outputs need (an input no
    output uses is not among them).
    """

    def __init__(self, inputs=None, outputs=None, features=None, clone: bool = True, update_mapping=None,
                 **clone_kwds):
        if outputs is None:
            raise ValueError("a FunctionGraph needs outputs (none were given)")
        outputs = _iterable(outputs, "outputs")
        inputs = [v for v in graph_inputs(outputs) if not _atomic(v)] if inputs is None \
            else _iterable(inputs, "inputs")
        if clone:
            memo = clone_get_equiv(inputs, outputs, **{"copy_inputs": True, **clone_kwds})
            inputs = [memo[v] for v in inputs]
            outputs = [memo[v] for v in outputs]
        self.inputs: list[Variable] = []
        self.outputs: list[Variable] = []
        self.apply_nodes: set[Apply] = set()
        self.variables: set[Variable] = set()
        self.clients: dict[Variable, Clients] = {}
        self.update_mapping = update_mapping
        self.profile = None
        #: grows with every input change and goes back with a revert to a checkpoint: equal
        #: values mean the graph did not change (or every change was undone)
        self.revision = 0
        self._features: list = []
        self._feature_methods: dict = {}
        self._callbacks: dict = {}
        # features first, so that on_import sees every node of the initial graph
        for feature in features or ():
            self.attach_feature(feature)
        self.attach_feature(ReplaceValidate())
        for var in inputs:
            if var.owner is not None:
                raise ValueError(f"graph input {var} is computed by {var.owner.op}: inputs must be ownerless "
                                 "(clone the graph, or give the variables it is computed from)")
            self.inputs.append(var)
            self.clients.setdefault(var, Clients())
        for var in outputs:
            self.add_output(var, reason="init")

    def __str__(self):
        return f"FunctionGraph({', '.join(as_string(self.inputs, self.outputs))})"

    __repr__ = __str__

    def __contains__(self, item) -> bool:
        if isinstance(item, Variable):
            return item in self.variables
        if isinstance(item, Apply) or hasattr(item, "op"):
            return item in self.apply_nodes
        raise TypeError(f"a FunctionGraph holds Variables and Apply nodes, not {type(item).__name__}")

    def __getattr__(self, name):
        """The methods lent by the attached features (``provides``)."""
        if name.startswith("_"):
            raise AttributeError(name)
        feature = self.__dict__.get("_feature_methods", {}).get(name)
        if feature is None:
            raise AttributeError(f"'FunctionGraph' object has no attribute {name!r} (and no attached feature "
                                 "provides it)")
        return partial(getattr(feature, name), self)

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_callbacks"] = {}        # bound methods: rebuilt on demand
        return state

    # ------------------------------------------------------------------ structure
    def _setup_var(self, var):
        if var not in self.variables:
            self.variables.add(var)
            self.clients.setdefault(var, Clients())

    def _missing_input(self, var, node=None, import_missing=False):
        if isinstance(var.type, NullType):
            raise TypeError(f"the graph needs {var}, a value that does not exist: {var.type.why_null}")
        if import_missing:
            self.add_input(var)
            return
        where = f" (input {node.inputs.index(var)} of {node})" if node is not None else ""
        raise MissingInputError(f"{var}{where} is needed to compute the outputs but is not an input of the graph "
                                f"(inputs: {', '.join(map(str, self.inputs))})", variable=var)

    def add_input(self, var: Variable, check: bool = True):
        """Make ``var`` an input (``check``: unless it is one already)."""
        if var.owner is not None:
            raise ValueError(f"graph input {var} is computed by {var.owner.op}: inputs must be ownerless")
        if check and var in self.inputs:
            return
        self.inputs.append(var)
        self.clients.setdefault(var, Clients())

    def add_output(self, var: Variable, reason=None, import_missing: bool = False):
        self.import_var(var, reason=reason, import_missing=import_missing)
        self.outputs.append(var)
        self.clients[var].append((Output(len(self.outputs) - 1).make_node(var), 0))

    def get_clients(self, var) -> list:
        return self.clients[var]

    def add_client(self, var: Variable, new_client):
        """Record ``new_client`` (``(node, i)`` with ``node.inputs[i] is var``) as a use of ``var``."""
        if not isinstance(new_client[0], Apply):
            raise TypeError(f"a client is (Apply node, input index), got {new_client!r}")
        self.clients[var].append(new_client)

    def get_output_client(self, i: int):
        """The client entry marking ``outputs[i]`` as output ``i``; LookupError if missing."""
        for client in self.clients.get(self.outputs[i], ()):
            if isinstance(client[0].op, Output) and client[0].op.idx == i:
                return client
        raise LookupError(f"output {i} ({self.outputs[i]}) has no Output client")

    def import_var(self, var: Variable, reason=None, import_missing: bool = False):
        """Add ``var`` and what computes it; an ownerless variable must be an input or a constant
        (``import_missing``: make it an input)."""
        if var.owner is not None:
            if var.owner not in self.apply_nodes:
                self.import_node(var.owner, reason=reason, import_missing=import_missing)
        elif var not in self.clients and not _atomic(var):
            self._missing_input(var, import_missing=import_missing)
        self._setup_var(var)

    def import_node(self, apply_node: Apply, check: bool = True, reason=None, import_missing: bool = False):
        """Add ``apply_node`` and every node it needs that the graph does not have yet."""
        clients = self.clients
        for new in self._missing_nodes(apply_node):
            if check:
                for var in new.inputs:
                    if var.owner is None and var not in clients and not _atomic(var):
                        self._missing_input(var, new, import_missing)
            self.apply_nodes.add(new)
            tag = new.tag
            tag.imported_by = [*getattr(tag, "imported_by", ()), str(reason)]
            for out in new.outputs:
                self._setup_var(out)
            for i, var in enumerate(new.inputs):
                self._setup_var(var)
                clients[var].append((new, i))
            self.execute_callbacks("on_import", new, reason)

    def _missing_nodes(self, node: Apply) -> list[Apply]:
        """``node`` and the nodes it needs that are not in the graph, dependencies first."""
        if node in self.apply_nodes:
            return []
        order, seen = [], {node}
        stack = [(node, iter(node.inputs))]
        while stack:
            current, it = stack[-1]
            for var in it:
                dep = var.owner
                if dep is not None and dep not in seen and var not in self.variables:
                    seen.add(dep)
                    stack.append((dep, iter(dep.inputs)))
                    break
            else:
                stack.pop()
                order.append(current)
        return [n for n in order if n not in self.apply_nodes]

    def _prune(self, node: Apply, reason):
        self.apply_nodes.discard(node)
        tag = node.tag
        tag.removed_by = [*getattr(tag, "removed_by", ()), str(reason)]
        for out in node.outputs:
            self.variables.discard(out)
            self.clients.pop(out, None)
        self.execute_callbacks("on_prune", node, reason)

    def remove_client(self, var: Variable, client_to_remove, reason=None, remove_if_empty: bool = False):
        """Drop one use of ``var`` (nothing happens if it is not recorded: it may have been
        dropped already) and prune the nodes nobody uses any more."""
        clients = self.clients
        todo = [(var, client_to_remove)]
        while todo:
            var, client = todo.pop()
            uses = clients.get(var)
            if uses is None or not uses.discard(client) or uses:
                continue
            node = var.owner
            if node is None:
                self.variables.discard(var)
                if remove_if_empty and var not in self.inputs:
                    del clients[var]
                continue
            if node not in self.apply_nodes or any(clients.get(out) for out in node.outputs):
                continue
            self._prune(node, reason)
            todo.extend((inp, (node, i)) for i, inp in enumerate(node.inputs))

    def remove_node(self, node: Apply, reason=None):
        """Take ``node`` out, with every node that uses it and every output it computes; the
        nodes only it used go too."""
        if node not in self.apply_nodes:
            return
        doomed, order, outs = {node}, [], set()
        stack = [(node, iter([c for out in node.outputs for c, _ in self.clients.get(out, ())]))]
        while stack:                # post-order over the users: users go first
            current, it = stack[-1]
            for client in it:
                if isinstance(client.op, Output):
                    outs.add(client.op.idx)
                elif client not in doomed:
                    doomed.add(client)
                    stack.append((client, iter([c for out in client.outputs for c, _ in self.clients.get(out, ())])))
                    break
            else:
                stack.pop()
                order.append(current)
        for j in sorted(outs, reverse=True):
            self.remove_output(j, reason=reason)
        for current in order:
            if current not in self.apply_nodes:
                continue            # pruned when its last output went
            for out in current.outputs:
                self.clients.pop(out, None)
            self._prune(current, reason)
            for i, inp in enumerate(current.inputs):
                if inp.owner not in doomed:
                    self.remove_client(inp, (current, i), reason=reason)

    def remove_input(self, input_idx: int, reason=None):
        """Take input ``input_idx`` out, with every node and output that uses it."""
        var = self.inputs.pop(input_idx)
        for client, _ in list(self.clients.get(var, ())):
            if isinstance(client.op, Output):
                if client.op.idx < len(self.outputs) and self.outputs[client.op.idx] is var:
                    self.remove_output(client.op.idx, reason=reason)
            else:
                self.remove_node(client, reason=reason)
        if var not in self.inputs and not self.clients.get(var):
            self.clients.pop(var, None)
            self.variables.discard(var)

    def remove_output(self, output_idx: int, reason=None, remove_client: bool = True):
        """Drop output ``output_idx``; the later outputs move down one place."""
        outputs = self.outputs
        client = self.get_output_client(output_idx) if remove_client else None
        for j in range(output_idx + 1, len(outputs)):
            old = self.get_output_client(j)
            self.clients[outputs[j]].substitute(old, (Output(j - 1).make_node(outputs[j]), 0))
        if client is not None:
            self.remove_client(outputs[output_idx], client, reason=reason, remove_if_empty=True)
        outputs.pop(output_idx)

    # ------------------------------------------------------------------ changes
    def change_node_input(self, node: Apply, i: int, new_var: Variable, reason=None, import_missing: bool = False,
                          check: bool = True):
        """Make ``node.inputs[i]`` be ``new_var`` (for an Output node: that output).
        ``check``: the new type must be the old one or more precise."""
        old = node.inputs[i]
        if old is new_var:
            return
        if check and old.type != new_var.type and not old.type.is_super(new_var.type):
            raise TypeError(f"{reason or 'replace'}: cannot replace {old} of type {old.type} "
                            f"with {new_var} of type {new_var.type}")
        self.import_var(new_var, reason=reason, import_missing=import_missing)
        node.inputs[i] = new_var
        if isinstance(node.op, Output):
            self.outputs[node.op.idx] = new_var
        self.clients[new_var].append((node, i))
        self.remove_client(old, (node, i), reason=reason)
        self.revision += 1
        self.execute_callbacks("on_change_input", node, i, old, new_var, reason)

    def replace(self, var: Variable, new_var: Variable, reason=None, verbose=None, import_missing: bool = False):
        """Make every use of ``var`` use ``new_var`` instead (nothing if ``var`` is not in the graph)."""
        if var.type != new_var.type:
            converted = var.type.convert_variable(new_var)
            if converted is None:
                raise TypeError(f"{reason or 'replace'}: the replacement of {var} has type {new_var.type}, "
                                f"expected {var.type}")
            new_var = converted
        if var not in self.variables:
            return
        if verbose:
            print(f"rewrite {reason}: {var} -> {new_var}")
        for node, i in list(self.clients[var]):
            self.change_node_input(node, i, new_var, reason=reason, import_missing=import_missing, check=False)

    def replace_all(self, pairs, **kwargs):
        for var, new_var in pairs:
            self.replace(var, new_var, **kwargs)

    # ------------------------------------------------------------------ features
    def attach_feature(self, feature):
        """Attach ``feature`` (once; a feature raising ``AlreadyThere`` stays out)."""
        if any(f is feature for f in self._features):
            return
        attach = getattr(feature, "on_attach", None)
        if attach is not None:
            try:
                attach(self)
            except AlreadyThere:
                return
        self._features.append(feature)
        for name in getattr(feature, "provides", ()):
            self._feature_methods[name] = feature
        self._callbacks.clear()

    def remove_feature(self, feature):
        if not any(f is feature for f in self._features):
            return
        self._features = [f for f in self._features if f is not feature]
        self._feature_methods = {n: f for n, f in self._feature_methods.items() if f is not feature}
        self._callbacks.clear()
        detach = getattr(feature, "on_detach", None)
        if detach is not None:
            detach(self)

    @property
    def features(self):
        return list(self._features)

    def _listeners(self, name):
        found = self._callbacks.get(name)
        if found is None:
            found = self._callbacks[name] = [getattr(f, name) for f in self._features if implements(f, name)]
        return found

    def execute_callbacks(self, name, *args, **kwargs):
        """Call ``feature.<name>(fgraph, *args)`` on every feature that has that callback."""
        for fn in self._listeners(name):
            fn(self, *args, **kwargs)

    def collect_callbacks(self, name, *args) -> dict:
        """{feature: feature.<name>(*args)} over the features having that callback."""
        return {fn.__self__: fn(*args) for fn in self._listeners(name)}

    def orderings(self) -> dict:
        """node → nodes that must run before it, merged from the features."""
        merged: dict = {}
        for fn in self._listeners("orderings"):
            for node, before in fn(self).items():
                merged.setdefault(node, []).extend(before)
        return merged

    def toposort(self) -> list[Apply]:
        return io_toposort(self.inputs, self.outputs, self.orderings())

    # ------------------------------------------------------------------ copies and checks
    def clone(self, check_integrity: bool = True) -> "FunctionGraph":
        return self.clone_get_equiv(check_integrity)[0]

    def clone_get_equiv(self, check_integrity: bool = True, attach_feature: bool = True, **kwargs):
        """A copy of the graph (with copies of the features that can be cloned) and the map
        from this graph's variables and nodes to the copy's."""
        memo = clone_get_equiv(self.inputs, self.outputs, **{"copy_inputs": True, **kwargs})
        fg = FunctionGraph([memo[v] for v in self.inputs], [memo[v] for v in self.outputs], clone=False,
                           update_mapping=self.update_mapping)
        if check_integrity:
            fg.check_integrity()
        if attach_feature:
            for feature in self._features:
                clone = getattr(feature, "clone", None)
                if clone is not None:
                    fg.attach_feature(clone())
        return fg, memo

    def check_integrity(self):
        """Raise if the node set, the variable set or the client lists disagree with the graph."""
        nodes, variables = set(), set()
        todo = list(self.outputs)
        while todo:
            var = todo.pop()
            if var in variables:
                continue
            variables.add(var)
            node = var.owner
            if node is not None and node not in nodes:
                nodes.add(node)
                todo.extend(node.inputs)
                todo.extend(node.outputs)
        if nodes != self.apply_nodes:
            raise AssertionError(f"apply_nodes is out of date: missing {nodes - self.apply_nodes}, "
                                 f"in excess {self.apply_nodes - nodes}")
        if variables != self.variables:
            raise AssertionError(f"variables is out of date: missing {variables - self.variables}, "
                                 f"in excess {self.variables - variables}")
        for node in nodes:
            for i, var in enumerate(node.inputs):
                if (node, i) not in self.clients.get(var, ()):
                    raise AssertionError(f"the clients of {var} lack ({node}, {i})")
        for var in variables:
            if var.owner is None and not _atomic(var) and var not in self.inputs:
                raise AssertionError(f"{var} is used but is neither an input nor a constant")
            for client, i in self.clients[var]:
                if isinstance(client.op, Output):
                    if self.outputs[client.op.idx] is not var:
                        raise AssertionError(f"the clients of {var} say it is output {client.op.idx}, "
                                             f"which is {self.outputs[client.op.idx]}")
                elif client not in nodes:
                    raise AssertionError(f"the clients of {var} list {client}, not in the graph")
                if i >= len(client.inputs) or client.inputs[i] is not var:
                    raise AssertionError(f"the clients of {var} list ({client}, {i}), whose input {i} is "
                                         f"{client.inputs[i] if i < len(client.inputs) else 'missing'}")
        for j, var in enumerate(self.outputs):
            self.get_output_client(j)

    def dprint(self, **kwargs):
        """Print the graph (``opspec.printing.debugprint``; ``file="str"`` returns the text)."""
        from opspec.printing import debugprint

        return debugprint(self, **kwargs)

    def freeze(self):
        """An immutable, hashable copy (``FrozenFunctionGraph``) that runs in this graph's order."""
        from opspec.graph.frozen import FrozenFunctionGraph

        return FrozenFunctionGraph.from_toposort(self.inputs, self.outputs, self.toposort())


def __getattr__(name):
    # PyTensor's path: opspec.graph.fg.FrozenFunctionGraph (it lives in opspec.graph.frozen,
    # which imports this module)
    if name == "FrozenFunctionGraph":
        from opspec.graph.frozen import FrozenFunctionGraph

        return FrozenFunctionGraph
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Clients", "FunctionGraph", "InconsistencyError", "MissingInputError", "Output"]
