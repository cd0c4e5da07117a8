"""Drivers: graph rewriters that apply node rewriters.

- ``in2out(*rewriters)`` / ``out2in(*rewriters)``: one walk over the nodes, inputs first
  (or outputs first), that also visits the nodes the rewrites create;
- ``EquilibriumGraphRewriter(rewriters)`` / ``equilibrium(...)``: rewrites until nothing
  applies any more. It is driven by a worklist: after the first walk only the nodes a
  change touched are visited again, then one sweep confirms the fixpoint. Each rewrite may
  fire at most ``max_use_ratio`` times the graph's size; past that the driver stops with a
  ``RewriteCycleError`` naming the rewrites that kept firing.
"""
from __future__ import annotations

import warnings
from collections import Counter, deque

from opspec.configuration import config
from opspec.graph.fg import Output
from opspec.graph.utils import InconsistencyError
from opspec.rewriting.basic import (GraphRewriter, NodeRewriter, RewriteCycleError, _check_tracks,
                                    apply_node_rewriter, replace_and_report, toposort_nodes)
from opspec.rewriting.merge import MergeTable


class _Dispatch:
    """Which rewriters of a list are interested in an op, in list order."""

    def __init__(self, rewriters):
        self.rewriters = list(rewriters)
        self._every = []
        self._by_class = []
        self._by_op: dict = {}
        self._unhashable = []
        for k, rw in enumerate(self.rewriters):
            tracks = _check_tracks(rw.tracks(), str(rw))
            if tracks is None:
                self._every.append(k)
                continue
            for entry in tracks:
                if isinstance(entry, type):
                    self._by_class.append((entry, k))
                else:
                    try:
                        self._by_op.setdefault(entry, []).append(k)
                    except TypeError:
                        self._unhashable.append((entry, k))
        self._cache: dict = {}

    def get(self, op) -> tuple:
        cls = type(op)
        base = self._cache.get(cls)
        if base is None:
            ks = set(self._every)
            ks.update(k for c, k in self._by_class if issubclass(cls, c))
            base = self._cache[cls] = (tuple(sorted(ks)), tuple(self.rewriters[k] for k in sorted(ks)))
        if not self._by_op and not self._unhashable:
            return base[1]
        extra = []
        if self._by_op:
            try:
                extra.extend(self._by_op.get(op, ()))
            except TypeError:
                pass
        extra.extend(k for entry, k in self._unhashable if entry == op)
        if not extra:
            return base[1]
        return tuple(self.rewriters[k] for k in sorted(set(base[0]).union(extra)))


def _gave_up(driver, err) -> None:
    """Rewriting did not settle: raise, or (``config.on_opt_error``) stop where it is."""
    if config.on_opt_error == "raise":
        raise err
    if config.on_opt_error == "warn":
        warnings.warn(f"{driver} stopped before a fixpoint: {err}", stacklevel=3)


class _Tracker:
    """Feature collecting the nodes a change may have made rewritable.

    Events of reverted (refused) changes are ignored; the driver takes ``pending`` after a
    change was accepted and drops it after a refusal, so a refused rewrite is not retried
    forever.
    """

    def __init__(self, imports_only=False):
        self.pending: list = []
        self.imports_only = imports_only

    def on_import(self, fgraph, node, reason):
        if reason != "revert":
            self.pending.append(node)

    def on_change_input(self, fgraph, node, i, old, new, reason):
        if self.imports_only or reason == "revert" or isinstance(node.op, Output):
            return
        pending = self.pending
        pending.append(node)                    # its input changed: its patterns may match now
        if old.owner is not None:
            pending.append(old.owner)           # lost a client
        clients = fgraph.clients
        for out in node.outputs:                # patterns looking through node
            for client, _ in clients.get(out, ()):
                if not isinstance(client.op, Output):
                    pending.append(client)

    def on_prune(self, fgraph, node, reason):
        if self.imports_only or reason == "revert":
            return
        for var in node.inputs:
            if var.owner is not None:
                self.pending.append(var.owner)  # lost a client

    def take(self):
        pending, self.pending = self.pending, []
        return pending


class _UseCounter:
    """Counts how often each rewrite fired and stops runaway rewriting with a clear error."""

    def __init__(self, driver, fgraph, max_use_ratio):
        self.driver = driver
        self.size = max(len(fgraph.apply_nodes), 1)
        self.ratio = max_use_ratio
        self.bound = max(int(max_use_ratio * self.size), 16)
        self.uses: Counter = Counter()
        self.recent: deque = deque(maxlen=24)

    def fired(self, rewriter, node):
        self.uses[rewriter] += 1
        self.recent.append((rewriter, node))
        if self.uses[rewriter] > self.bound:
            self._fail()

    def _fail(self):
        tail = Counter(rw for rw, _ in self.recent)
        names = ", ".join(f"{rw} ({self.uses[rw]} times)" for rw, _ in tail.most_common())
        last = "\n".join(f"  {rw} on {node}" for rw, node in list(self.recent)[-6:])
        raise RewriteCycleError(
            f"{self.driver}: rewriting did not reach a fixpoint: {names} kept firing, past the bound of "
            f"{self.bound} uses per rewrite (max_use_ratio={self.ratio} x {self.size} nodes); these rewrites "
            f"probably undo each other. Last rewrites:\n{last}\n"
            "Exclude one of them (Mode.excluding(name)) or make them agree on one form.")


def _is_graph_rewriter(obj):
    return isinstance(obj, GraphRewriter) or (hasattr(obj, "rewrite") and not hasattr(obj, "transform"))


def _node_rewriters(rewriters, who):
    out = []
    for rw in rewriters:
        if not isinstance(rw, NodeRewriter) and not (hasattr(rw, "transform") and hasattr(rw, "tracks")):
            raise TypeError(f"{who} takes node rewriters, got {rw!r}; decorate a function with "
                            "@node_rewriter([...])")
        out.append(rw)
    return out


class NodeProcessingGraphRewriter(GraphRewriter):
    """A graph rewriter applying node rewriters node by node (PyTensor's base of the walks).

    A rewrite that raises is handled as ``config.on_opt_error`` says, or given to the walk's
    ``failure_callback(error, walk, replacement pairs or None, node rewriter, node)``, which
    raises or lets the walk skip the rewrite; ``warn``, ``warn_inplace`` and ``warn_ignore``
    are ready-made ones.
    """

    failure_callback = None

    @classmethod
    def warn(cls, exc, nav, repl_pairs, node_rewriter, node):
        """Warn and skip the rewrite; raise an AssertionError, or anything when
        ``config.on_opt_error`` is "raise"."""
        if isinstance(exc, AssertionError) or config.on_opt_error == "raise":
            raise exc
        if config.on_opt_error == "warn":
            warnings.warn(f"rewrite {node_rewriter} failed on node {node} ({type(exc).__name__}: {exc}); "
                          "it is skipped", stacklevel=2)

    @classmethod
    def warn_inplace(cls, exc, nav, repl_pairs, node_rewriter, node):
        """``warn``, except that a rewrite refused as inconsistent (an inplace one whose
        destruction the graph cannot allow) is skipped silently."""
        if isinstance(exc, InconsistencyError):
            return
        cls.warn(exc, nav, repl_pairs, node_rewriter, node)

    @classmethod
    def warn_ignore(cls, exc, nav, repl_pairs, node_rewriter, node):
        """Skip the rewrite, silently."""


class WalkingGraphRewriter(NodeProcessingGraphRewriter):
    """One walk over the graph applying node rewriters, in to out or out to in.

    Nodes a rewrite creates are visited too (unless ``ignore_newtrees``): at the end of
    the walk in ``in_to_out`` order, right away in ``out_to_in`` order. Failures: see
    ``NodeProcessingGraphRewriter``.
    """

    def __init__(self, rewriters, order="in_to_out", ignore_newtrees=False, failure_callback=None, name=None,
                 max_use_ratio=8.0):
        if not isinstance(rewriters, (list, tuple)):
            rewriters = [rewriters]         # PyTensor's form: one node rewriter
        if order not in ("in_to_out", "out_to_in"):
            raise ValueError(f"order must be in_to_out or out_to_in, got {order!r}")
        self.rewriters = _node_rewriters(rewriters, "WalkingGraphRewriter")
        self.order = order
        self.ignore_newtrees = ignore_newtrees
        self.failure_callback = failure_callback
        self.max_use_ratio = max_use_ratio
        self.name = name or f"{'in2out' if order == 'in_to_out' else 'out2in'}({', '.join(map(str, rewriters))})"
        self._dispatch = _Dispatch(self.rewriters)

    def add_requirements(self, fgraph):
        for rw in self.rewriters:
            rw.add_requirements(fgraph)

    def apply(self, fgraph):
        queue = deque(toposort_nodes(fgraph.outputs))
        pop = queue.popleft if self.order == "in_to_out" else queue.pop
        alive = fgraph.apply_nodes
        dispatch = self._dispatch.get
        counter = _UseCounter(self, fgraph, self.max_use_ratio)
        tracker = _Tracker(imports_only=True)
        fgraph.attach_feature(tracker)
        try:
            while queue:
                node = pop()
                if node not in alive:
                    continue
                for rw in dispatch(node.op):
                    changed = apply_node_rewriter(fgraph, rw, node, self.failure_callback, self)
                    new_nodes = tracker.take()
                    if not changed:
                        continue
                    counter.fired(rw, node)
                    if not self.ignore_newtrees:
                        queue.extend(new_nodes)
                    if node not in alive:
                        break
        except RewriteCycleError as err:
            _gave_up(self, err)
        finally:
            fgraph.remove_feature(tracker)


def in2out(*rewriters, ignore_newtrees=False, name=None, **kwargs) -> WalkingGraphRewriter:
    """A walk from the inputs to the outputs applying ``rewriters`` (node rewriters)."""
    return WalkingGraphRewriter(rewriters, "in_to_out", ignore_newtrees, name=name, **kwargs)


def out2in(*rewriters, ignore_newtrees=False, name=None, **kwargs) -> WalkingGraphRewriter:
    """A walk from the outputs to the inputs applying ``rewriters`` (node rewriters)."""
    return WalkingGraphRewriter(rewriters, "out_to_in", ignore_newtrees, name=name, **kwargs)


class EquilibriumGraphRewriter(NodeProcessingGraphRewriter):
    """Applies node rewriters (and graph rewriters) until none of them changes the graph.

    ``rewriters``: node rewriters, and graph rewriters run at the start of each round;
    ``final_rewriters``: graph rewriters run at the end of each round; ``merge=True``
    also merges duplicate nodes and equal constants as it goes. Each rewrite may fire at
    most ``max_use_ratio`` times the initial number of nodes (and at least 16 times).
    Failures: see ``NodeProcessingGraphRewriter``.
    """

    def __init__(self, rewriters, max_use_ratio=8.0, final_rewriters=(), merge=False, ignore_newtrees=False,
                 name=None, failure_callback=None):
        rewriters = list(rewriters)
        self.node_rewriters = _node_rewriters([r for r in rewriters if not _is_graph_rewriter(r)],
                                              "EquilibriumGraphRewriter")
        self.global_rewriters = [r for r in rewriters if _is_graph_rewriter(r)]
        self.final_rewriters = list(final_rewriters)
        self.max_use_ratio = max_use_ratio
        self.merge = merge
        self.ignore_newtrees = ignore_newtrees
        self.failure_callback = failure_callback
        self.name = name or f"equilibrium({', '.join(map(str, rewriters))})"
        self._dispatch = _Dispatch(self.node_rewriters)

    def add_requirements(self, fgraph):
        for rw in self.node_rewriters + self.global_rewriters + self.final_rewriters:
            add = getattr(rw, "add_requirements", None)
            if add is not None:
                add(fgraph)

    def apply(self, fgraph):
        alive = fgraph.apply_nodes
        counter = _UseCounter(self, fgraph, self.max_use_ratio)
        tracker = _Tracker()
        queue, queued = deque(), set()

        def push(nodes):
            for n in nodes:
                if n not in queued:
                    queued.add(n)
                    queue.append(n)

        initial = set(alive) if self.ignore_newtrees else None

        def take_changes():
            pending = tracker.take()
            if initial is not None:
                pending = [n for n in pending if n in initial]
            push(pending)

        def run_graph_rewriters(rewriters):
            for rw in rewriters:
                mark = fgraph.revision
                rw.rewrite(fgraph)
                if fgraph.revision != mark:
                    take_changes()
                    counter.fired(rw, "the graph")
                else:
                    tracker.take()

        table = None
        if self.merge:
            table = MergeTable()

        def merge_replace(pairs):
            changed = replace_and_report(fgraph, "merge", pairs)
            if changed:
                take_changes()
            else:
                tracker.take()
            return changed

        dispatch = self._dispatch.get
        fgraph.attach_feature(tracker)
        try:
            rounds = 0
            while True:
                mark = fgraph.revision
                run_graph_rewriters(self.global_rewriters)
                # first round: every node; later rounds: a sweep confirming the fixpoint
                push(toposort_nodes(fgraph.outputs))
                while queue:
                    node = queue.popleft()
                    queued.discard(node)
                    if node not in alive:
                        continue
                    if table is not None and not table.visit(fgraph, node, merge_replace):
                        continue
                    for rw in dispatch(node.op):
                        changed = apply_node_rewriter(fgraph, rw, node, self.failure_callback, self)
                        if not changed:
                            tracker.take()
                            continue
                        take_changes()
                        counter.fired(rw, node)
                        if node not in alive:
                            break
                run_graph_rewriters(self.final_rewriters)
                rounds += 1
                if fgraph.revision == mark:
                    break
        except RewriteCycleError as err:
            _gave_up(self, err)
        finally:
            fgraph.remove_feature(tracker)
        return rounds


def equilibrium(*rewriters, max_use_ratio=8.0, name=None, **kwargs) -> EquilibriumGraphRewriter:
    """``EquilibriumGraphRewriter`` of the given rewriters (a list or several arguments)."""
    if len(rewriters) == 1 and isinstance(rewriters[0], (list, tuple)):
        rewriters = rewriters[0]
    return EquilibriumGraphRewriter(rewriters, max_use_ratio=max_use_ratio, name=name, **kwargs)
