"""DestroyHandler: the FunctionGraph feature that makes destructive (inplace) Ops safe.

An Op that overwrites an input (``destroy_map``) breaks every other reader of that
memory: readers of the value itself and of every view of it (``view_map`` chains: a
destroyed view destroys the value it views, and the other views of it). The handler

- orders each destroyer after every other reader of the memory it overwrites
  (``orderings``, used by ``fgraph.toposort``);
- refuses (``InconsistencyError`` from validation, so ``replace_all_validate`` rolls the
  change back) memory overwritten twice, a constant or a variable tagged
  ``indestructible``, memory an output of the graph still shows, a destroyer reading the
  memory it overwrites through another input (unless its op tolerates it:
  ``destroyhandler_tolerate_same`` / ``destroyhandler_tolerate_aliased``, lists of
  (destroyed input, other input) pairs), and any order that cannot be satisfied (a
  reader of the memory that needs the destroyer's result, directly or through views).

Which inputs belong to the caller (and so are never overwritten) is the Supervisor's
business (opspec.graph.features), not this handler's.

Terms: the *roots* of a variable are the variables at the top of its view chain (a
destroyer's output is a new root: its readers run after it anyway); the *tree* of a root
is the root and every variable viewing it, transitively.

Everything is incremental, so that a rewrite of a large graph costs what it changes.
The view links and, per root, its destroyers are kept up to date by the callbacks. Every
node has a rank above the ranks of the nodes that must run before it (its inputs'
owners; for a destroyer, the other readers of its memory). A change records the new
constraints; validation checks only those: a constraint the ranks already satisfy
costs nothing, others re-rank the nodes after it up to the highest rank involved, a
search in which a cycle, if there is one, must show.
"""
from __future__ import annotations

from collections import deque
from heapq import heappop, heappush
from itertools import count

from opspec.configuration import config
from opspec.graph.basic import Constant, io_toposort
from opspec.graph.features import AlreadyThere, Bookkeeper, InconsistencyError
from opspec.graph.fg import Output


#: ``config.cycle_detection``: "regular" accepts every destroyer that is safe; "fast" also refuses,
#: as PyTensor's "fast" does, a destroyer of a variable that has other clients or that is itself a
#: view or an in-place result. PyTensor's "fast" trades those in-place ops for skipping its check of
#: the whole graph; this handler's checks are incremental in both, so "fast" only refuses more.
CYCLE_DETECTION = ("regular", "fast")


def destroyed_inputs(node) -> list[int]:
    """Indices of the inputs ``node`` overwrites."""
    dm = node.op.destroy_map
    return sorted({i for ins in dm.values() for i in ins}) if dm else []


def viewed_inputs(node, index: int) -> list[int]:
    """Indices of the inputs output ``index`` of ``node`` may be a view of."""
    vm = node.op.view_map
    return list(vm.get(index, ())) if vm else []


def _describe(node) -> str:
    origin = getattr(node.op, "origin", None)
    return f"{node}" + (f" (op declared at {origin})" if origin else "")


def _kind(node) -> str:
    return type(node.op).__name__


def _is_output(client) -> bool:
    return isinstance(client.op, Output)


def _pairs(op, name) -> set:
    return {tuple(p) for p in getattr(op, name, None) or ()}


class DestroyHandler(Bookkeeper):
    """FunctionGraph feature tracking views and destroyers; see the module docstring.
    Lends ``fgraph.destroyers(var)`` and ``fgraph.has_destroyers(vars)``."""

    provides: tuple[str, ...] = ("destroyers", "has_destroyers")

    def __init__(self, algo: str | None = None):
        self.algo = config.cycle_detection if algo is None else algo
        if self.algo not in CYCLE_DETECTION:
            raise ValueError(f"DestroyHandler algo must be one of {CYCLE_DETECTION}, got {self.algo!r}")
        self.fgraph = None
        self._reset()

    def _reset(self):
        self.view_parents: dict = {}    # view variable -> the variables it views
        self.view_children: dict = {}   # variable -> variables viewing it
        self.destroying: dict = {}      # root -> [(destroyer, input index)] overwriting its memory
        self.registered: dict = {}      # destroyer -> [(input index, root)] it is listed under
        self.levels: dict = {}          # node -> rank (see the module docstring)
        self._edges: list = []          # (before, after) constraints since the last validation
        self._dirty: dict = {}          # roots whose destroyers need a full check (ordered set)

    def clone(self):
        return type(self)(self.algo)

    # ------------------------------------------------------------------ queries
    def roots(self, var) -> list:
        """The variables at the top of ``var``'s view chain (``var`` itself when it views nothing)."""
        parents = self.view_parents.get(var)
        if not parents:
            return [var]
        found, todo, seen = [], list(parents), set(parents)
        while todo:
            v = todo.pop()
            up = self.view_parents.get(v)
            if not up:
                found.append(v)
                continue
            for p in up:
                if p not in seen:
                    seen.add(p)
                    todo.append(p)
        return found

    def tree(self, root) -> list:
        """``root`` and every variable that views it, directly or through other views."""
        children = self.view_children
        out, todo, seen = [], [root], {root}
        while todo:
            v = todo.pop()
            out.append(v)
            for w in children.get(v, ()):
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        return out

    def destroyers(self, fgraph, var) -> list:
        """The nodes overwriting the memory of ``var`` (through any view)."""
        found = []
        for root in self.roots(var):
            for node, _ in self.destroying.get(root, ()):
                if node not in found:
                    found.append(node)
        return found

    def has_destroyers(self, fgraph, protected_list) -> bool:
        return any(self.destroyers(fgraph, var) for var in protected_list)

    def destroyer_nodes(self) -> list:
        return list(self.registered)

    def refusal(self, var, node=None, budget: int = 256) -> str | None:
        """Why overwriting ``var`` by the destructive version of ``node`` (a node reading
        ``var``) would be refused, or None when it would be accepted. A cheap and
        conservative test for the inplace rewrite: when proving that no other reader of
        the memory needs ``node``'s result takes more than ``budget`` steps, it refuses.
        (The reasons name ops by class only: formatting nodes would cost more than the test.)"""
        fg = self.fgraph
        supervisor = getattr(fg, "_supervisor", None)
        if supervisor is not None and supervisor.is_protected(var, self):
            return "the input is (a view of) a protected variable"
        readers, steps = [], 0
        for root in self.roots(var):
            if isinstance(root, Constant):
                return "the input is (a view of) a constant"
            if root in self.destroying:
                return f"the input shares memory with what a {_kind(self.destroying[root][0][0])} overwrites"
            for v in self.tree(root):
                if getattr(v.tag, "indestructible", False):
                    return "the input shares memory with a variable tagged indestructible"
                for client, _ in fg.clients.get(v, ()):
                    steps += 1
                    if _is_output(client):
                        return f"the input shares memory with output {client.op.idx} of the graph"
                    if client is not node:
                        readers.append(client)
                    elif v is not var:
                        return f"the {_kind(node)} reads that memory through another input too"
                if steps > budget:
                    return f"the input has more readers than the budget ({budget}) allows checking"
        if node is None:
            return None
        levels = self.levels
        mine = levels.get(node, 0)
        late = {r for r in readers if levels.get(r, 0) >= mine}
        if not late:
            return None
        bound = max(levels.get(r, 0) for r in late)
        queue, seen = deque([node]), {node}
        while queue:                # breadth first: a reader needing node is usually close
            for s in self._successors(queue.popleft()):
                if s in late:
                    return f"a {_kind(s)} reads the memory of the input and needs the result of the {_kind(node)}"
                if s not in seen and levels.get(s, 0) < bound:
                    seen.add(s)
                    queue.append(s)
                    steps += 1
                    if steps > budget:
                        return f"whether the readers of the input can run before the {_kind(node)} was not " \
                               f"settled within the budget ({budget} steps)"
        return None

    # ------------------------------------------------------------------ callbacks
    def on_attach(self, fgraph):
        if getattr(fgraph, "destroy_handler", None) is not None or "destroyers" in fgraph._feature_methods:
            raise AlreadyThere("the graph already has a DestroyHandler")
        if self.fgraph is not None and self.fgraph is not fgraph:
            raise ValueError("a DestroyHandler serves one FunctionGraph; make a new one")
        self.fgraph = fgraph
        fgraph.destroy_handler = self
        self._reset()
        for rank, node in enumerate(io_toposort(fgraph.inputs, fgraph.outputs), 1):
            self.levels[node] = rank
            self._add(node, reads=False)    # the full checks of the destroyed roots see the readers

    def on_detach(self, fgraph):
        if getattr(fgraph, "destroy_handler", None) is self:
            del fgraph.destroy_handler
        self.fgraph = None
        self._reset()

    def on_import(self, fgraph, node, reason):
        levels = self.levels
        rank = 0
        for var in node.inputs:
            owner = var.owner
            if owner is not None:
                r = levels.get(owner, 0)
                if r > rank:
                    rank = r
        levels[node] = rank + 1
        self._add(node, reads=True)

    def on_prune(self, fgraph, node, reason):
        self.levels.pop(node, None)
        vm = node.op.view_map
        if vm:
            for o in vm:
                out = node.outputs[o]
                self.view_children.pop(out, None)
                for p in self.view_parents.pop(out, ()):
                    self._unlink(p, out)
        if node in self.registered:
            self._unregister(node)

    def on_change_input(self, fgraph, node, i, old, new, reason=None):
        if _is_output(node):
            for root in self.roots(new):        # an output now shows this memory
                if root in self.destroying:
                    self._dirty[root] = None
            return
        if new.owner is not None:
            self._edges.append((new.owner, node))
        op = node.op
        if op.view_map:
            moved = [node.outputs[o] for o, ins in op.view_map.items() if i in ins]
            if moved:
                self._reparent(node, moved)
        if node in self.registered or op.destroy_map:
            if node in self.registered:
                self._unregister(node)
            for k in destroyed_inputs(node):
                self._register(node, k)
        if self.destroying:
            self._reads(node, (new,))

    def on_validate(self, fgraph):
        dirty, edges = self._dirty, self._edges
        self._dirty, self._edges = {}, []
        try:
            for root in dirty:
                self._check_root(root)
            edges.extend(self._edges)
            self._edges = []
            self._order(edges)
        except InconsistencyError:
            # a refused graph stays refused until it changes: keep what is left to check
            self._dirty.update(dirty)
            self._edges = edges + self._edges
            raise

    def orderings(self, fgraph) -> dict:
        """destroyer → the other readers of the memory it overwrites (they must run first)."""
        clients = fgraph.clients
        result = {}
        for node, entries in self.registered.items():
            before, seen = [], {node}
            for root in dict.fromkeys(root for _, root in entries):
                for v in self.tree(root):
                    for client, _ in clients.get(v, ()):
                        if client not in seen and not _is_output(client):
                            seen.add(client)
                            before.append(client)
            if before:
                result[node] = before
        return result

    # ------------------------------------------------------------------ bookkeeping
    def _add(self, node, reads: bool):
        op = node.op
        vm = op.view_map
        if vm:
            for o, ins in vm.items():
                out = node.outputs[o]
                parents = tuple(node.inputs[k] for k in ins)
                self.view_parents[out] = parents
                for p in parents:
                    self.view_children.setdefault(p, []).append(out)
        if reads and self.destroying:
            self._reads(node, node.inputs)
        if op.destroy_map:
            for i in destroyed_inputs(node):
                self._register(node, i)

    def _unlink(self, parent, child):
        kids = self.view_children.get(parent)
        if kids is not None:
            kids.remove(child)
            if not kids:
                del self.view_children[parent]

    def _register(self, node, i):
        entries = self.registered.setdefault(node, [])
        for root in self.roots(node.inputs[i]):
            self.destroying.setdefault(root, []).append((node, i))
            entries.append((i, root))
            self._dirty[root] = None

    def _unregister(self, node):
        for i, root in self.registered.pop(node, ()):
            regs = self.destroying.get(root)
            if regs is not None and (node, i) in regs:
                regs.remove((node, i))
                if not regs:
                    del self.destroying[root]

    def _reads(self, node, variables):
        """``node`` now reads ``variables``: it must run before whatever overwrites them."""
        for var in variables:
            for root in self.roots(var):
                for d, _ in self.destroying.get(root, ()):
                    if d is not node:
                        self._edges.append((node, d))
                    else:
                        self._dirty[root] = None    # a destroyer reading its own memory: check it
                    if self.algo == "fast":
                        self._dirty[root] = None    # a new client of overwritten memory: check it

    def _reparent(self, node, moved):
        """The views ``moved`` (outputs of ``node``) now view its new input: the memory of
        everything below them changed; their destroyers move, their readers are new readers."""
        clients = self.fgraph.clients
        below = [v for out in moved for v in self.tree(out)]
        destroyers = list(dict.fromkeys(c for v in below for c, _ in clients.get(v, ()) if c in self.registered))
        for d in destroyers:
            self._unregister(d)
        for out in moved:
            for p in self.view_parents.get(out, ()):
                self._unlink(p, out)
            parents = tuple(node.inputs[k] for k in viewed_inputs(node, out.index))
            self.view_parents[out] = parents
            for p in parents:
                self.view_children.setdefault(p, []).append(out)
        for d in destroyers:
            for k in destroyed_inputs(d):
                self._register(d, k)
        for out in moved:
            for root in self.roots(out):
                self._dirty[root] = None

    # ------------------------------------------------------------------ checks
    def _check_root(self, root):
        """Everything about the destroyer of ``root``'s memory; records its orderings."""
        regs = self.destroying.get(root)
        if not regs:
            return
        clients = self.fgraph.clients
        tree = self.tree(root)
        node, i = regs[0]
        what = lambda: f"{_describe(node)} overwrites input {i} ({node.inputs[i]})"  # noqa: E731
        if len(regs) > 1:
            others = "; ".join(f"{_describe(n)} input {k}" for n, k in regs[1:])
            raise InconsistencyError(f"{what()}, whose memory is also overwritten by {others}")
        for v in tree:
            if isinstance(v, Constant):
                raise InconsistencyError(f"{what()}, which is (a view of) the constant {v}")
            if getattr(v.tag, "indestructible", False):
                raise InconsistencyError(f"{what()}, which shares memory with {v}, tagged indestructible")
        in_tree = set(tree)
        destroyed = node.inputs[i]
        same = {k for a, k in _pairs(node.op, "destroyhandler_tolerate_same") if a == i}
        aliased = {k for a, k in _pairs(node.op, "destroyhandler_tolerate_aliased") if a == i}
        for k, var in enumerate(node.inputs):
            if k != i and k not in aliased and var in in_tree and not (k in same and var is destroyed):
                raise InconsistencyError(f"{what()} while reading the same memory as input {k} ({var})")
        if self.algo == "fast":
            self._check_fast(node, i, what)
        edges = self._edges
        for v in tree:
            for client, _ in clients.get(v, ()):
                if _is_output(client):
                    raise InconsistencyError(f"{what()}, whose memory is still shown by output "
                                             f"{client.op.idx} of the graph ({v})")
                if client is not node:
                    edges.append((client, node))

    def _check_fast(self, node, i, what):
        """``cycle_detection="fast"``: only a lone client may overwrite a variable, and only one
        computed into fresh memory."""
        var = node.inputs[i]
        if len(self.fgraph.clients.get(var, ())) > 1:
            raise InconsistencyError(f"{what()}, which has other clients (config.cycle_detection='fast')")
        owner = var.owner
        if owner is not None:
            k = owner.outputs.index(var)
            if k in (owner.op.view_map or {}) or k in (owner.op.destroy_map or {}):
                raise InconsistencyError(f"{what()}, which is a view or an in-place result "
                                         "(config.cycle_detection='fast')")

    def _successors(self, node):
        """Nodes that must run after ``node``: its clients, and the destroyers of memory it reads."""
        clients = self.fgraph.clients
        for out in node.outputs:
            for client, _ in clients.get(out, ()):
                if not _is_output(client):
                    yield client
        if self.destroying:
            for var in node.inputs:
                for root in self.roots(var):
                    for d, _ in self.destroying.get(root, ()):
                        if d is not node:
                            yield d

    def _must_precede(self, a, b) -> bool:
        """Whether the graph still requires ``a`` before ``b`` (a recorded constraint may be stale)."""
        if any(var.owner is a for var in b.inputs):
            return True
        entries = self.registered.get(b)
        if not entries or a is b:
            return False
        mine = {root for _, root in entries}
        return any(root in mine for var in a.inputs for root in self.roots(var))

    def _order(self, edges):
        """Re-rank so every constraint in ``edges`` goes upward; InconsistencyError on a cycle.

        Only a constraint ``a -> b`` with rank(a) >= rank(b) needs work. A cycle runs through
        such constraints and nodes ranked at most the highest rank among their ``a``s: the
        nodes reachable from the ``b``s within that rank are searched depth first (a node
        met again on the current path closes a cycle), then raised in topological order,
        and the raise is carried to the nodes above in rank order."""
        nodes, levels = self.fgraph.apply_nodes, self.levels
        late = [(a, b) for a, b in edges
                if a in nodes and b in nodes and levels[a] >= levels[b] and self._must_precede(a, b)]
        if not late:
            return
        bound = max(levels[a] for a, _ in late)
        on_path, done, post = set(), set(), []
        for _, head in late:
            if head in done:
                continue
            on_path.add(head)
            stack = [(head, self._successors(head))]
            while stack:
                current, successors = stack[-1]
                for s in successors:
                    if levels[s] > bound or s in done:
                        continue
                    if s in on_path:
                        raise InconsistencyError(
                            f"no order can run the graph: {_describe(s)} would run both before and after "
                            f"{_describe(current)} (a cycle, through readers of overwritten memory that must "
                            "run before its destroyer)")
                    on_path.add(s)
                    stack.append((s, self._successors(s)))
                    break
                else:
                    stack.pop()
                    on_path.discard(current)
                    done.add(current)
                    post.append(current)
        for a, b in late:
            if a not in done and levels[b] <= levels[a]:
                levels[b] = levels[a] + 1
        heap, pushed, tie = [], set(), count()

        def lift(node):
            rank = levels[node]
            for s in self._successors(node):
                if levels[s] <= rank:
                    if s not in done and s not in pushed:
                        pushed.add(s)
                        heappush(heap, (levels[s], next(tie), s))     # keyed by its rank before the raise
                    levels[s] = rank + 1

        for node in reversed(post):
            lift(node)
        while heap:
            lift(heappop(heap)[2])


__all__ = ["DestroyHandler", "destroyed_inputs", "viewed_inputs"]
