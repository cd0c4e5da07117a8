"""FunctionGraph: a mutable view of a graph with client lists, features and validation.

Rewrites change a FunctionGraph through ``replace``; features (shape inference, the
destroy handler, history for rollback) observe each change through callbacks:
``on_attach``, ``on_detach``, ``on_import``, ``on_prune``, ``on_change_input``,
``validate``, and contribute ``orderings`` to ``toposort``.
"""
from __future__ import annotations

from opspec.graph.basic import Apply, Constant, Variable, clone_get_equiv, io_toposort


class InconsistencyError(Exception):
    """A change left the graph in a state a feature refuses; the change is rolled back."""


class MissingInputError(ValueError):
    """An output depends on a Variable that is neither an input nor a Constant."""


class Clients(list):
    """The uses of one variable: a list, whose ``remove`` takes constant time once it is long
    (a merged constant may have 50,000 uses; removing each by a scan made rewriting a
    100,000-node chain quadratic). Long lists keep a position per use and fill a removed
    use's place with the last one, so their order is that of insertion only until then."""

    __slots__ = ("_at",)
    LONG = 64

    def __init__(self):
        super().__init__()
        self._at = None     # use -> position, once the list was long at a removal

    def append(self, client):
        if self._at is not None:
            self._at[client] = len(self)
        list.append(self, client)

    def remove(self, client):
        if len(self) < self.LONG:
            self._at = None
            list.remove(self, client)
            return
        at = self._at
        if at is None:
            at = self._at = {c: k for k, c in enumerate(self)}
        k = at.pop(client, None)
        if k is None:
            raise ValueError(f"{client} is not a client")
        last = list.pop(self)
        if k < len(self):
            self[k] = last
            at[last] = k


class FunctionGraph:
    """Inputs and outputs of a graph, its nodes and their clients.

    ``clients[var]`` lists ``(node, i)`` for each use of ``var`` as ``node.inputs[i]``;
    a use as the fgraph's output ``j`` is listed as ``("output", j)``.
    """

    def __init__(self, inputs, outputs, features=(), clone: bool = True):
        inputs, outputs = list(inputs), list(outputs)
        if clone:
            memo = clone_get_equiv(inputs, outputs, copy_inputs=True)
            inputs = [memo[v] for v in inputs]
            outputs = [memo[v] for v in outputs]
        self.inputs: list[Variable] = []
        self.outputs: list[Variable] = []
        self.apply_nodes: set[Apply] = set()
        self.variables: set[Variable] = set()
        self.clients: dict[Variable, list] = {}
        self._features: list = []
        self.history = History()
        self.attach_feature(self.history)
        # features first, so on_import sees every node of the initial graph too
        for feature in features:
            self.attach_feature(feature)
        for var in inputs:
            if var.owner is not None:
                raise ValueError(f"graph input {var} is computed by {var.owner.op}; inputs must be ownerless")
            if var in self.variables:
                raise ValueError(f"input {var} is given twice")
            self.inputs.append(var)
            self._setup_var(var)
        for var in outputs:
            self.add_output(var)

    def __str__(self):
        return f"FunctionGraph({', '.join(map(str, self.outputs))})"

    # ------------------------------------------------------------------ structure
    def _setup_var(self, var):
        if var not in self.variables:
            self.variables.add(var)
            self.clients.setdefault(var, Clients())

    def add_output(self, var: Variable, reason=None):
        self.outputs.append(var)
        self.import_var(var, reason=reason)
        self.clients[var].append(("output", len(self.outputs) - 1))

    def get_clients(self, var):
        return self.clients.get(var, [])

    def import_var(self, var: Variable, reason=None):
        if var in self.variables:
            return
        if var.owner is not None:
            self.import_node(var.owner, reason=reason)
        elif isinstance(var, Constant) or getattr(var.type, "is_null", False):
            self._setup_var(var)
        else:
            raise MissingInputError(f"{var} is needed to compute the outputs but is not an input of the graph "
                                    f"(inputs: {', '.join(map(str, self.inputs))})")

    def import_node(self, node: Apply, reason=None):
        """Add ``node`` and every node it needs that the graph does not have yet."""
        for new in self._missing_nodes(node):
            for var in new.inputs:
                if var not in self.variables:
                    if var.owner is None and not isinstance(var, Constant):
                        raise MissingInputError(
                            f"{var} (input of {new.op}) is not an input of the graph "
                            f"(inputs: {', '.join(map(str, self.inputs))})")
                    self._setup_var(var)
            self.apply_nodes.add(new)
            for out in new.outputs:
                self._setup_var(out)
            for i, var in enumerate(new.inputs):
                self.clients[var].append((new, i))
            self.execute_callbacks("on_import", new, reason)

    def _missing_nodes(self, node: Apply) -> list[Apply]:
        """``node`` and the nodes it needs that are not in the graph, dependencies first."""
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

    def remove_client(self, var: Variable, client, reason=None):
        """Drop one use of ``var``; prune the nodes nobody uses any more."""
        todo = [(var, client)]
        while todo:
            var, client = todo.pop()
            uses = self.clients[var]
            uses.remove(client)
            if uses or var.owner is None or var in self.outputs:
                continue
            node = var.owner
            if any(self.clients.get(out) for out in node.outputs):
                continue
            if node not in self.apply_nodes:
                continue
            self.apply_nodes.discard(node)
            for out in node.outputs:
                self.variables.discard(out)
                self.clients.pop(out, None)
            self.execute_callbacks("on_prune", node, reason)
            for i, inp in enumerate(node.inputs):
                todo.append((inp, (node, i)))

    def change_node_input(self, node, i: int, new_var: Variable, reason=None, check_type=True):
        """Make ``node.inputs[i]`` (or output ``i`` when node is "output") be ``new_var``."""
        old = self.outputs[i] if node == "output" else node.inputs[i]
        if old is new_var:
            return
        if check_type and old.type != new_var.type and not old.type.is_super(new_var.type):
            raise TypeError(f"{reason or 'replace'}: cannot replace {old} of type {old.type} "
                            f"with {new_var} of type {new_var.type}")
        if node == "output":
            self.outputs[i] = new_var
        else:
            node.inputs[i] = new_var
        self.import_var(new_var, reason=reason)
        self.clients[new_var].append((node, i))
        self.remove_client(old, (node, i), reason=reason)
        self.execute_callbacks("on_change_input", node, i, old, new_var, reason)

    def replace(self, var: Variable, new_var: Variable, reason=None, verbose=False, import_missing=False):
        """Make every use of ``var`` use ``new_var`` instead."""
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
            self.change_node_input(node, i, new_var, reason=reason, check_type=False)

    def replace_all(self, pairs, reason=None):
        for var, new_var in pairs:
            self.replace(var, new_var, reason=reason)

    def replace_validate(self, var, new_var, reason=None):
        self.replace_all_validate([(var, new_var)], reason=reason)

    def replace_all_validate(self, pairs, reason=None):
        """Replace, then validate with every feature; roll back and re-raise when refused."""
        mark = self.history.checkpoint()
        try:
            self.replace_all(pairs, reason=reason)
            self.validate()
        except Exception:
            self.history.revert(self, mark)
            raise

    # ------------------------------------------------------------------ features
    def attach_feature(self, feature):
        if feature in self._features:
            return
        attach = getattr(feature, "on_attach", None)
        if attach is not None:
            attach(self)
        self._features.append(feature)

    def remove_feature(self, feature):
        self._features.remove(feature)
        detach = getattr(feature, "on_detach", None)
        if detach is not None:
            detach(self)

    @property
    def features(self):
        return list(self._features)

    def execute_callbacks(self, name, *args):
        for feature in self._features:
            fn = getattr(feature, name, None)
            if fn is not None:
                fn(self, *args)

    def validate(self):
        for feature in self._features:
            fn = getattr(feature, "validate", None)
            if fn is not None:
                fn(self)

    def orderings(self) -> dict:
        """node → nodes that must run before it, merged from the features."""
        merged: dict = {}
        for feature in self._features:
            fn = getattr(feature, "orderings", None)
            if fn is None:
                continue
            for node, before in fn(self).items():
                merged.setdefault(node, []).extend(before)
        return merged

    def toposort(self) -> list[Apply]:
        return io_toposort(self.inputs, self.outputs, self.orderings())

    # ------------------------------------------------------------------ copies and checks
    def clone(self, check_integrity: bool = True) -> "FunctionGraph":
        return self.clone_get_equiv(check_integrity)[0]

    def clone_get_equiv(self, check_integrity=True):
        memo = clone_get_equiv(self.inputs, self.outputs, copy_inputs=True)
        fg = FunctionGraph([memo[v] for v in self.inputs], [memo[v] for v in self.outputs], clone=False)
        if check_integrity:
            fg.check_integrity()
        return fg, memo

    def check_integrity(self):
        """Raise if client lists and node sets disagree with the graph's structure."""
        nodes = set(io_toposort(self.inputs, self.outputs))
        if nodes != self.apply_nodes:
            raise AssertionError(f"apply_nodes out of date: {len(nodes)} reachable, {len(self.apply_nodes)} recorded")
        for node in nodes:
            for i, var in enumerate(node.inputs):
                if (node, i) not in self.clients.get(var, []):
                    raise AssertionError(f"{var} lacks client ({node}, {i})")
        for j, var in enumerate(self.outputs):
            if ("output", j) not in self.clients.get(var, []):
                raise AssertionError(f"output {j} ({var}) lacks its client entry")


class History:
    """Records input changes so a refused change can be undone."""

    def __init__(self):
        self.log: list = []

    def on_change_input(self, fgraph, node, i, old, new, reason):
        self.log.append((node, i, old))

    def checkpoint(self) -> int:
        return len(self.log)

    def revert(self, fgraph, mark: int):
        changes = self.log[mark:]
        del self.log[mark:]
        for node, i, old in reversed(changes):
            fgraph.change_node_input(node, i, old, reason="revert", check_type=False)
        del self.log[mark:]
