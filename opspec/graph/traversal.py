"""Walks over graphs: ancestors, inputs, the nodes between two sets of variables, orders.

Every walk is iterative: graphs 100,000 nodes deep are ordinary (unrolled loops, long
chains of updates) and never hit Python's recursion limit. Walks take duck-typed nodes
(anything with ``owner`` / ``inputs`` / ``outputs``), so this module imports nothing.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, Iterator, Sequence


def walk(nodes: Iterable, expand: Callable, bfs: bool = True, return_children: bool = False) -> Iterator:
    """Yield each node reachable from ``nodes`` through ``expand`` once, breadth first (or,
    with ``bfs=False``, depth first: a stack, so the last child is visited first); with
    ``return_children``, ``(node, expand(node))`` pairs."""
    todo = deque(nodes)
    seen = set()
    pop = todo.popleft if bfs else todo.pop
    while todo:
        node = pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        more = expand(node)
        yield (node, more) if return_children else node
        if more:
            todo.extend(more)


def ancestors(graphs: Iterable, blockers: Iterable | None = None) -> list:
    """Every Variable the graphs depend on, themselves included, depth first (PyTensor's order;
    a list, not a generator: it can be read twice); the walk stops at ``blockers``."""
    stop = set(map(id, blockers or ()))

    def expand(var):
        if id(var) in stop or var.owner is None:
            return None
        return var.owner.inputs

    return list(walk(graphs, expand, bfs=False))


def apply_ancestors(graphs: Iterable, blockers: Iterable | None = None) -> list:
    """The Apply nodes computing the ancestors of ``graphs`` (not those of the blockers)."""
    stop = set(map(id, blockers or ()))
    seen, nodes = set(), []
    for var in ancestors(graphs, blockers):
        node = var.owner
        if node is not None and id(var) not in stop and id(node) not in seen:
            seen.add(id(node))
            nodes.append(node)
    return nodes


def graph_inputs(graphs: Iterable, blockers: Iterable | None = None) -> list:
    """The ownerless Variables (and reached blockers) the graphs depend on."""
    stop = set(map(id, blockers or ()))
    return [v for v in ancestors(graphs, blockers) if v.owner is None or id(v) in stop]


def explicit_graph_inputs(graph) -> list:
    """The inputs a function computing ``graph`` must be given: its graph inputs except
    constants and shared variables (which hold their values)."""
    graphs = [graph] if hasattr(graph, "owner") else list(graph)
    return [v for v in graph_inputs(graphs)
            if not hasattr(v, "data") and getattr(v, "container", None) is None]


def vars_between(ins: Iterable, outs: Iterable) -> list:
    """The Variables of the subgraph from ``ins`` to ``outs``: both ends, the orphans, every
    intermediate, and the other outputs of the nodes on the way."""
    stop = set(map(id, ins))

    def expand(var):
        if var.owner is None or id(var) in stop:
            return None
        return list(var.owner.inputs) + [o for o in var.owner.outputs if o is not var]

    return list(walk(outs, expand, bfs=False))


def applys_between(ins: Iterable, outs: Iterable) -> list:
    """The Apply nodes from ``ins`` (excluded) to ``outs``."""
    return apply_ancestors(outs, ins)


def orphans_between(ins: Iterable, outs: Iterable) -> list:
    """Ownerless Variables (mostly Constants) reached from ``outs`` that are not in ``ins``."""
    ins = list(ins)
    stop = set(map(id, ins))
    return [v for v in ancestors(outs, ins) if v.owner is None and id(v) not in stop]


def apply_depends_on(apply, depends_on) -> bool:
    """Whether ``apply`` is, or depends on, the Apply ``depends_on`` (or one of a collection)."""
    targets = {depends_on} if hasattr(depends_on, "op") else set(depends_on)
    return apply in targets or any(node in targets for node in apply_ancestors(apply.inputs))


def variable_depends_on(variable, depends_on) -> bool:
    """Whether ``variable`` is, or depends on, ``depends_on`` (a Variable or a collection)."""
    targets = {depends_on} if hasattr(depends_on, "owner") else set(depends_on)
    return any(v in targets for v in ancestors([variable]))


def truncated_graph_inputs(outputs: Sequence, ancestors_to_include: Iterable | None = None) -> list:
    """The variables closest to ``outputs`` from which they can be computed while keeping
    every node that depends on ``ancestors_to_include``, in PyTensor's order and with its rule:
    a walk from the last output, inputs right first, keeps an included ancestor it reaches (and
    goes on above it when it depends on another), keeps a variable depending on none of them nor
    on a variable it kept already, and goes above every other one. Without ancestors to include:
    the distinct outputs."""
    outputs = list(outputs)
    if not ancestors_to_include:
        return list(dict.fromkeys(outputs))
    include = set(ancestors_to_include)
    below: dict = {}            # variable -> whether it depends on an included one above it
    for node in io_toposort([], outputs):
        hit = any(v in include or below.get(v, False) for v in node.inputs)
        for out in node.outputs:
            below[out] = hit
    found, kept, seen = [], set(), set()
    todo = list(outputs)
    while todo:
        var = todo.pop()
        if var in seen:
            continue
        seen.add(var)
        if var in include:
            found.append(var)
            if below.get(var, False):
                todo.extend(v for v in var.owner.inputs if v not in seen)
        elif below.get(var, False) or (kept and _reaches(var, kept)):
            todo.extend(var.owner.inputs)
        else:
            found.append(var)
            kept.add(var)
    return found


def _reaches(var, targets: set) -> bool:
    """Whether a variable above ``var`` is in ``targets``."""
    todo = list(var.owner.inputs) if var.owner is not None else []
    seen = set()
    while todo:
        v = todo.pop()
        if v in targets:
            return True
        if v not in seen:
            seen.add(v)
            if v.owner is not None:
                todo.extend(v.owner.inputs)
    return False


def general_toposort(outputs: Iterable, deps: Callable, compute_deps_cache=None, deps_cache=None,
                     clients=None) -> list:
    """Every node reachable from ``outputs`` through ``deps``, each after its dependencies, in
    PyTensor's order: the nodes are found depth first (``walk``), then emitted breadth first
    from those without dependencies, in the order found, each as soon as its last dependency
    is out. A cycle is a ValueError. ``compute_deps_cache`` / ``deps_cache`` (a dict filled as
    nodes are visited) replace ``deps`` when given; ``clients`` (a dict) receives, per node,
    the nodes that depend on it."""
    if compute_deps_cache is not None:
        deps = compute_deps_cache
    cache = {} if deps_cache is None else deps_cache

    def cached(node):
        if node not in cache:
            cache[node] = list(deps(node) or ())
        return cache[node]

    users: dict = {}            # id(node) -> the nodes depending on it, first found first
    waiting: dict = {}          # id(node) -> how many distinct dependencies are not out yet
    ready = deque()
    found = 0
    for node, children in walk(outputs, cached, bfs=False, return_children=True):
        found += 1
        distinct = {id(c): c for c in children}
        waiting[id(node)] = len(distinct)
        for child in distinct.values():
            users.setdefault(id(child), []).append(node)
            if clients is not None:
                clients.setdefault(child, []).append(node)
        if not distinct:
            ready.append(node)
    order = []
    while ready:
        node = ready.popleft()
        order.append(node)
        for user in users.get(id(node), ()):
            waiting[id(user)] -= 1
            if waiting[id(user)] == 0:
                ready.append(user)
    if len(order) != found:
        raise ValueError("the graph has a cycle (general_toposort)")
    return order


def _postorder(outputs: Iterable, deps: Callable) -> list:
    """Every node reachable from ``outputs`` through ``deps``, each after its dependencies:
    depth-first post-order (what ``io_toposort`` runs graphs in); a cycle is a ValueError."""
    order = []
    state: dict = {}        # 1: on the stack, 2: done
    for root in outputs:
        if state.get(id(root)) == 2:
            continue
        state[id(root)] = 1
        stack = [(root, iter(deps(root) or ()))]
        while stack:
            node, it = stack[-1]
            for dep in it:
                s = state.get(id(dep))
                if s is None:
                    state[id(dep)] = 1
                    stack.append((dep, iter(deps(dep) or ())))
                    break
                if s == 1:
                    raise ValueError(f"the graph has a cycle through {dep}")
            else:
                stack.pop()
                state[id(node)] = 2
                order.append(node)
    return order


def io_toposort(inputs: Iterable, outputs: Iterable, orderings: dict | None = None) -> list:
    """Apply nodes between inputs and outputs, each after the nodes it depends on.

    ``orderings[node]`` lists extra nodes that must run before ``node`` (used by the
    destroy handler so readers of a value run before the node overwriting it).
    Depth-first post-order, iterative, deterministic.
    """
    stop = set(map(id, inputs))
    orderings = orderings or {}

    def deps(node):
        found = [var.owner for var in node.inputs if var.owner is not None and id(var) not in stop]
        found.extend(orderings.get(node, ()))
        return found

    return _postorder([o.owner for o in outputs if o.owner is not None and id(o) not in stop], deps)


def toposort(graphs: Iterable, blockers: Iterable | None = None) -> list:
    """The Apply nodes computing ``graphs`` (up to ``blockers``), each after those it needs."""
    return io_toposort(list(blockers or ()), list(graphs))


def get_var_by_name(graphs: Iterable, target_var_id: str, ids: str = "CHAR") -> tuple:
    """The Variables of the graphs whose name (or auto name) is ``target_var_id``."""
    graphs = [graphs] if hasattr(graphs, "owner") else list(graphs)
    return tuple(v for v in vars_between([], graphs)
                 if v.name == target_var_id or getattr(v, "auto_name", None) == target_var_id)


__all__ = ["walk", "ancestors", "apply_ancestors", "graph_inputs", "explicit_graph_inputs", "vars_between",
           "applys_between", "orphans_between", "apply_depends_on", "variable_depends_on",
           "truncated_graph_inputs", "general_toposort", "io_toposort", "toposort", "get_var_by_name"]
