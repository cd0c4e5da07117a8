"""DestroyHandler: the FunctionGraph feature that makes destructive (inplace) Ops safe.

An Op that overwrites an input (``destroy_map``) breaks every other reader of that
memory: readers of the value itself and of every view of it (``view_map`` chains, in
both directions: a destroyed view destroys the value it views). The handler

- orders each destroyer after every other reader of the memory it overwrites
  (``orderings``, used by ``fgraph.toposort``);
- refuses (``InconsistencyError`` from ``validate``, so ``replace_all_validate`` rolls
  the change back) a destroyer whose memory is a graph input (unless listed in
  ``mutable_inputs``), a Constant, memory another destroyer also overwrites, memory an
  output of the graph still shows, memory the destroyer itself reads through another
  input, or memory read by a node that can only run after the destroyer.

Terms: the *roots* of a variable are the variables at the top of its view chain (a
destroyer's output is a new root: its readers run after it anyway); the *tree* of a root
is the root and every variable viewing it, transitively.

Validation is incremental. Events mark the roots whose trees gained readers or
destroyers (only those are checked) and the new data edges. Every node has a level,
kept above the levels of the nodes that must run before it (its inputs' owners, and for
a destroyer the other readers of its memory); a new edge that breaks this raises the
levels after it, and a raise that comes back to where it started is a cycle: the change
is refused. Readers that already run earlier, the usual case, cost nothing.
"""
from __future__ import annotations

from opspec.graph.basic import Constant, io_toposort
from opspec.graph.fg import InconsistencyError


def destroyed_inputs(node) -> list[int]:
    """Indices of the inputs ``node`` overwrites."""
    dm = getattr(node.op, "destroy_map", None) or {}
    return sorted({i for ins in dm.values() for i in ins})


def viewed_inputs(node, index: int) -> list[int]:
    """Indices of the inputs output ``index`` of ``node`` may be a view of."""
    vm = getattr(node.op, "view_map", None) or {}
    return list(vm.get(index, ()))


def _describe(node) -> str:
    origin = getattr(node.op, "origin", None)
    return f"{node}" + (f" (op declared at {origin})" if origin else "")


class DestroyHandler:
    """FunctionGraph feature tracking view chains and destroyers; see the module docstring."""

    def __init__(self, mutable_inputs=()):
        #: graph inputs that may be overwritten (their caller hands over a private copy)
        self.mutable_inputs = set(mutable_inputs)
        self.fgraph = None
        self.destroyers: set = set()
        self.levels: dict = {}
        self._dirty: set = set()
        self._edges: list = []

    # ------------------------------------------------------------------ structure
    def roots(self, var) -> list:
        """The variables at the top of ``var``'s view chain (``var`` itself when it views nothing)."""
        found, todo, seen = [], [var], {var}
        while todo:
            v = todo.pop()
            node = v.owner
            parents = viewed_inputs(node, v.index) if node is not None else []
            if not parents:
                found.append(v)
                continue
            for k in parents:
                p = node.inputs[k]
                if p not in seen:
                    seen.add(p)
                    todo.append(p)
        return found

    def tree(self, root) -> list:
        """``root`` and every variable that views it, directly or through other views."""
        clients = self.fgraph.clients
        out, todo, seen = [], [root], {root}
        while todo:
            v = todo.pop()
            out.append(v)
            for node, i in clients.get(v, ()):
                if node == "output":
                    continue
                vm = getattr(node.op, "view_map", None)
                if not vm:
                    continue
                for k, ins in vm.items():
                    if i in ins:
                        w = node.outputs[k]
                        if w not in seen:
                            seen.add(w)
                            todo.append(w)
        return out

    def destroyers_of(self, var) -> list:
        """The destroyer nodes overwriting the memory of ``var`` (through any view)."""
        found = []
        for root in self.roots(var):
            for u in self.tree(root):
                for node, i in self.fgraph.clients.get(u, ()):
                    if node != "output" and node in self.destroyers and i in destroyed_inputs(node) \
                            and node not in found:
                        found.append(node)
        return found

    def refusal(self, var) -> str | None:
        """Why overwriting ``var`` by a new destroyer would be refused, judged from its memory
        alone (protected root, output, another destroyer); None when it may be (ordering is
        checked by ``validate``). A cheap test for the inplace rewrite."""
        fg = self.fgraph
        for root in self.roots(var):
            if isinstance(root, Constant):
                return f"{var} is (a view of) the constant {root}"
            if root in fg.inputs and root not in self.mutable_inputs:
                return f"{var} is (a view of) the graph input {root}"
            for u in self.tree(root):
                for node, i in fg.clients.get(u, ()):
                    if node == "output":
                        return f"{var} shares memory with output {i} of the graph ({u})"
                    if node in self.destroyers and i in destroyed_inputs(node):
                        return f"{var} shares memory with {u}, already overwritten by {_describe(node)}"
        return None

    # ------------------------------------------------------------------ feature callbacks
    def on_attach(self, fgraph):
        if self.fgraph is not None and self.fgraph is not fgraph:
            raise ValueError("a DestroyHandler serves one FunctionGraph; make a new one")
        for feature in fgraph.features:
            if isinstance(feature, DestroyHandler):
                raise ValueError("this FunctionGraph already has a DestroyHandler")
        self.fgraph = fgraph
        fgraph.destroy_handler = self
        for node in fgraph.apply_nodes:
            if destroyed_inputs(node):
                self.destroyers.add(node)
                for i in destroyed_inputs(node):
                    self._touch(node.inputs[i])
        # data edges only: the readers' orderings are enforced by the first validate
        self.levels = {node: k for k, node in enumerate(io_toposort(fgraph.inputs, fgraph.outputs), 1)}

    def on_detach(self, fgraph):
        if getattr(fgraph, "destroy_handler", None) is self:
            del fgraph.destroy_handler
        self.fgraph = None
        self.destroyers.clear()
        self.levels.clear()
        self._dirty.clear()
        self._edges.clear()

    def on_import(self, fgraph, node, reason):
        levels = self.levels
        level = 0
        for var in node.inputs:
            owner = var.owner
            if owner is not None:
                lv = levels.get(owner, 0)
                if lv > level:
                    level = lv
        levels[node] = level + 1
        if destroyed_inputs(node):
            self.destroyers.add(node)
        if self.destroyers:
            for var in node.inputs:
                self._touch(var)

    def on_prune(self, fgraph, node, reason):
        self.destroyers.discard(node)
        self.levels.pop(node, None)

    def on_change_input(self, fgraph, node, i, old, new, reason):
        if node != "output" and new.owner is not None:
            self._edges.append((new.owner, node))
        if self.destroyers:
            self._touch(new)

    def validate(self, fgraph):
        dirty, self._dirty = self._dirty, set()
        edges, self._edges = self._edges, []
        nodes = fgraph.apply_nodes
        for a, b in edges:
            if a in nodes and b in nodes and not self._enforce(a, b):
                raise InconsistencyError(f"the change makes {_describe(b)} need {_describe(a)}, which can only "
                                         "run after it (a cycle through the destroy orderings)")
        if not self.destroyers:
            return
        variables = fgraph.variables
        for root in dirty:
            if root in variables:
                self._check_root(root)

    def orderings(self, fgraph) -> dict:
        """destroyer → the other readers of the memory it overwrites (they must run first)."""
        result = {}
        for node in self.destroyers:
            before = []
            for i in destroyed_inputs(node):
                for root in self.roots(node.inputs[i]):
                    for reader in self._readers(self.tree(root)):
                        if reader is not node and reader not in before:
                            before.append(reader)
            if before:
                result[node] = before
        return result

    # ------------------------------------------------------------------ checks
    def _touch(self, var):
        for root in self.roots(var):
            self._dirty.add(root)

    def _readers(self, tree) -> list:
        clients = self.fgraph.clients
        out, seen = [], set()
        for u in tree:
            for node, _ in clients.get(u, ()):
                if node != "output" and node not in seen:
                    seen.add(node)
                    out.append(node)
        return out

    def _check_root(self, root):
        fg = self.fgraph
        tree = self.tree(root)
        in_tree = set(tree)
        hits, outputs = [], []
        for u in tree:
            for node, i in fg.clients.get(u, ()):
                if node == "output":
                    outputs.append((i, u))
                elif node in self.destroyers and i in destroyed_inputs(node):
                    hits.append((node, i, u))
        if not hits:
            return
        node, i, u = hits[0]
        what = f"{_describe(node)} overwrites input {i} ({u})"
        if len(hits) > 1:
            others = "; ".join(f"{_describe(n)} input {k}" for n, k, _ in hits[1:])
            raise InconsistencyError(f"{what}, whose memory is also overwritten by {others}")
        if isinstance(root, Constant):
            raise InconsistencyError(f"{what}, which is (a view of) the constant {root}")
        if root in fg.inputs and root not in self.mutable_inputs:
            raise InconsistencyError(f"{what}, which is (a view of) the graph input {root}: "
                                     "the caller's arrays are never overwritten")
        if outputs:
            j, v = outputs[0]
            raise InconsistencyError(f"{what}, whose memory is still shown by output {j} of the graph ({v})")
        tolerated = getattr(node.op, "destroyhandler_tolerate_same", ())
        for k, var in enumerate(node.inputs):
            if k != i and var in in_tree and not (var is u and (i, k) in tolerated):
                raise InconsistencyError(f"{what} while reading the same memory as input {k} ({var})")
        for reader in self._readers(tree):
            if reader is not node and not self._enforce(reader, node):
                raise InconsistencyError(f"{what}, but {_describe(reader)} reads that memory and can only run "
                                         "after it")

    # ------------------------------------------------------------------ levels
    def _successors(self, node):
        """Nodes that must run after ``node``: its clients, and the destroyers of memory it reads."""
        clients = self.fgraph.clients
        for out in node.outputs:
            for client, _ in clients.get(out, ()):
                if client != "output":
                    yield client
        if self.destroyers:
            for var in node.inputs:
                for d in self.destroyers_of(var):
                    if d is not node:
                        yield d

    def _enforce(self, a, b) -> bool:
        """Make ``b`` (and what follows it) rank above ``a``; False, levels unchanged, on a cycle.

        The nodes after ``b`` are raised once each, in topological order (raising them as paths
        were found revisited a node once per path: exponential on graphs with many diamonds)."""
        levels = self.levels
        if levels.get(a, 0) < levels.get(b, 0):
            return True
        order, seen, stack = [], {b}, [(b, self._successors(b))]
        while stack:                # depth-first post-order of what follows b
            node, successors = stack[-1]
            for nxt in successors:
                if nxt is a:
                    return False
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, self._successors(nxt)))
                    break
            else:
                stack.pop()
                order.append(node)
        levels[b] = max(levels.get(b, 0), levels.get(a, 0) + 1)
        for node in reversed(order):
            level = levels.get(node, 0)
            for nxt in self._successors(node):
                if levels.get(nxt, 0) <= level:
                    levels[nxt] = level + 1
        return True
        undo = {}
        todo = [(b, levels.get(a, 0) + 1)]
        while todo:
            node, want = todo.pop()
            if levels.get(node, 0) >= want:
                continue
            if node is a:
                for n, level in undo.items():
                    levels[n] = level
                return False
            undo.setdefault(node, levels.get(node, 0))
            levels[node] = want
            for nxt in self._successors(node):
                if levels.get(nxt, 0) <= want:
                    todo.append((nxt, want + 1))
        return True
