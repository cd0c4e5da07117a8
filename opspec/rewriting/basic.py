"""Node rewriters, graph rewriters and the drivers that apply them.

A *node rewriter* looks at one Apply node and may propose replacements for its outputs::

    @node_rewriter([Exp])                 # called only on nodes whose op is an Exp
    def local_log_exp(fgraph, node):
        ...
        return [new_out]                  # or {old_var: new_var}, or None / False: no change

A *graph rewriter* changes a whole FunctionGraph in ``apply(fgraph)``; ``rewrite(fgraph)``
first calls ``add_requirements(fgraph)`` so a rewriter can attach the features it needs.

Drivers turn node rewriters into graph rewriters:

- ``in2out(*rewriters)`` / ``out2in(*rewriters)``: one walk over the nodes, inputs first
  (or outputs first), that also visits the nodes the rewrites create;
- ``EquilibriumGraphRewriter(rewriters)`` / ``equilibrium(...)``: rewrites until nothing
  applies any more. It is driven by a worklist: after the first walk only the nodes a
  change touched are visited again, then one sweep confirms the fixpoint. Each rewrite may
  fire at most ``max_use_ratio`` times the graph's size; past that the driver stops with a
  ``RewriteCycleError`` naming the rewrites that kept firing.

Every replacement goes through ``fgraph.replace_all_validate(pairs, reason=name)``: a
feature that refuses it (``InconsistencyError``) makes the rewrite a no-op, and a
replacement of another type is refused with a ``TypeError`` naming the rewrite.
``opspec.config.print_rewrites`` prints ``rewrite <name>: <old node> -> <new var>``.
"""
from __future__ import annotations

import inspect
import warnings
from collections import Counter, deque

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.graph.fg import InconsistencyError, Output
from opspec.graph.op import Op


class RewriteCycleError(RuntimeError):
    """Rewriting went on past its bound: some rewrites probably undo each other."""


class Rewriter:
    """Base of node and graph rewriters: something with a ``name``."""

    name: str | None = None

    def __str__(self):
        return self.name or type(self).__name__

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"


# --------------------------------------------------------------------------- node rewriters

class NodeRewriter(Rewriter):
    """Rewrites single nodes: ``transform(fgraph, node)`` returns the replacements or None.

    The result is a list with one new Variable per output of ``node``, a dict
    ``{old_var: new_var}``, or None / False when the rewrite does not apply.
    ``tracks()`` lists the Op classes and Op instances the rewrite is interested in
    (None: every node).
    """

    def tracks(self):
        return None

    def transform(self, fgraph, node):
        raise NotImplementedError(f"{type(self).__name__} must implement transform(fgraph, node)")

    def add_requirements(self, fgraph):
        """Attach the features this rewrite relies on (called before a driver runs it)."""

    def __call__(self, fgraph, node):
        return self.transform(fgraph, node)


class FromFunctionNodeRewriter(NodeRewriter):
    """A NodeRewriter made of a function, by ``@node_rewriter``."""

    def __init__(self, fn, tracks, requirements=(), name=None, inplace=False):
        self.fn = fn
        self._tracks = tracks
        self._track_classes = tuple(t for t in tracks or () if isinstance(t, type))
        self._track_ops = [t for t in tracks or () if not isinstance(t, type)]
        self.requirements = tuple(requirements)
        self.inplace = inplace
        self.name = name or fn.__name__
        self.__name__ = self.name
        self.__doc__ = fn.__doc__
        self.__wrapped__ = fn

    def tracks(self):
        return self._tracks

    def __repr__(self):
        return f"FromFunctionNodeRewriter({self.fn!r}, {self._tracks!r}, {self.requirements!r})"

    def transform(self, fgraph, node, enforce_tracks=True):
        """``fn(fgraph, node)``, or False for a node whose op is not tracked."""
        if enforce_tracks and self._tracks is not None:
            op = node.op
            if not isinstance(op, self._track_classes) and not any(op == t for t in self._track_ops):
                return False
        return self.fn(fgraph, node)

    def add_requirements(self, fgraph):
        for requirement in self.requirements:
            requirement(fgraph)
        if self.inplace:
            attach_destroy_handler(fgraph)


def _check_tracks(tracks, who):
    if tracks is None:
        return None
    if isinstance(tracks, type) or isinstance(tracks, Op):
        tracks = [tracks]
    tracks = list(tracks)
    if not tracks:
        raise ValueError(f"{who}: tracks is empty; pass None to be called on every node")
    for entry in tracks:
        if not (isinstance(entry, type) or isinstance(entry, Op)):
            raise TypeError(f"{who}: tracks must list Op classes or Op instances, got {entry!r}")
    return tracks


def node_rewriter(tracks, inplace: bool = False, requirements=(), name: str | None = None):
    """Decorator making a ``fn(fgraph, node)`` a NodeRewriter called on the tracked nodes.

    ``tracks``: a list of Op classes (nodes whose op is an instance) and Op instances
    (nodes whose op compares equal), or None for every node. ``requirements``: callables
    ``f(fgraph)`` attaching features; ``inplace=True`` attaches the destroy handler.
    """
    if inspect.isfunction(tracks):
        raise TypeError("node_rewriter needs the Ops it tracks: write @node_rewriter([MyOp]) "
                        "(or @node_rewriter(None) for every node)")

    def decorator(fn):
        label = name or getattr(fn, "__name__", "node_rewriter")
        return FromFunctionNodeRewriter(fn, _check_tracks(tracks, label), requirements, label, inplace)

    return decorator


def attach_destroy_handler(fgraph):
    """Attach a DestroyHandler to ``fgraph`` unless it has one."""
    from opspec.graph.destroyhandler import DestroyHandler

    if not any(isinstance(f, DestroyHandler) for f in fgraph.features):
        fgraph.attach_feature(DestroyHandler())


def toposort_nodes(outputs) -> list:
    """The Apply nodes computing ``outputs``, each after the nodes it depends on.

    The order of ``io_toposort`` (depth-first post-order), without its extra orderings and
    blockers, which rewriting a FunctionGraph does not need; about twice as fast.
    """
    order, seen = [], set()
    append = order.append
    for out in outputs:
        root = out.owner
        if root is None or root in seen:
            continue
        seen.add(root)
        stack = [(root, iter(root.inputs))]
        while stack:
            node, it = stack[-1]
            for var in it:
                dep = var.owner
                if dep is not None and dep not in seen:
                    seen.add(dep)
                    stack.append((dep, iter(dep.inputs)))
                    break
            else:
                stack.pop()
                append(node)
    return order


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


# --------------------------------------------------------------------------- replacing

def _replacement_pairs(rewriter, node, result) -> list:
    """The (old, new) pairs a node rewriter's result asks for, with their types checked."""
    name = str(rewriter)
    if isinstance(result, dict):
        pairs = list(result.items())
    elif isinstance(result, (list, tuple)):
        if len(result) != len(node.outputs):
            raise ValueError(f"rewrite {name} returned {len(result)} replacements for {node}, "
                             f"which has {len(node.outputs)} outputs")
        pairs = list(zip(node.outputs, result))
    else:
        raise TypeError(f"rewrite {name} returned a {type(result).__name__}; a node rewriter returns a "
                        "list of new outputs, a dict {old: new}, or None")
    checked = []
    for old, new in pairs:
        if not isinstance(old, Variable) or not isinstance(new, Variable):
            bad = new if isinstance(old, Variable) else old
            raise TypeError(f"rewrite {name} on {node}: replacements must be Variables, got "
                            f"{type(bad).__name__} {bad!r}")
        if old is new:
            continue
        if old.type != new.type:
            converted = old.type.convert_variable(new)
            if converted is None:
                raise TypeError(f"rewrite {name} tried to replace {old} (type {old.type}) with {new} "
                                f"(type {new.type}) on node {node}; a replacement must have the type of "
                                "the variable it replaces")
            new = converted
        checked.append((old, new))
    return checked


def replace_and_report(fgraph, name: str, pairs) -> bool:
    """Replace through ``replace_all_validate``; False when a feature refused the change.

    Copies the old variables' tag entries the new ones lack and, with
    ``config.print_rewrites``, prints each replacement.
    """
    mark = fgraph.revision
    try:
        fgraph.replace_all_validate(pairs, reason=name)
    except InconsistencyError:
        return False
    except TypeError as err:
        if str(err).startswith(f"rewrite {name}"):
            raise
        raise TypeError(f"rewrite {name}: {err}") from err
    except Exception as err:
        if hasattr(err, "add_note"):
            err.add_note(f"while making the replacements of rewrite {name}")
        raise
    for old, new in pairs:
        old_tags = old.tag.__dict__
        if old_tags:
            new_tags = new.tag.__dict__
            for key, value in old_tags.items():
                if key not in new_tags:
                    new_tags[key] = value
    if config.print_rewrites:
        for old, new in pairs:
            print(f"rewrite {name}: {old.owner if old.owner is not None else old} -> {new}")
    return fgraph.revision != mark


def _transform(rewriter, fgraph, node):
    try:
        return rewriter.transform(fgraph, node)
    except Exception as err:
        if hasattr(err, "add_note"):
            err.add_note(f"raised by rewrite {rewriter} on node {node}")
        raise


def apply_node_rewriter(fgraph, rewriter, node) -> bool:
    """Run one node rewriter on ``node`` and make its replacements; whether the graph changed.

    A rewrite that raises stops rewriting with its error, or, as ``config.on_opt_error``
    says, is skipped with a warning ("warn") or silently ("ignore").
    """
    try:
        result = _transform(rewriter, fgraph, node)
        if result is None or result is False:
            return False
        pairs = _replacement_pairs(rewriter, node, result)
        return bool(pairs) and replace_and_report(fgraph, str(rewriter), pairs)
    except Exception as err:
        if config.on_opt_error == "raise":
            raise
        if config.on_opt_error == "warn":
            warnings.warn(f"rewrite {rewriter} failed on {node} and was skipped: {type(err).__name__}: {err}",
                          stacklevel=2)
        return False


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


# --------------------------------------------------------------------------- graph rewriters

class GraphRewriter(Rewriter):
    """Rewrites a whole FunctionGraph in ``apply``; ``rewrite`` adds requirements first."""

    def apply(self, fgraph):
        raise NotImplementedError(f"{type(self).__name__} must implement apply(fgraph)")

    def add_requirements(self, fgraph):
        """Attach the features this rewriter needs."""

    def rewrite(self, fgraph):
        self.add_requirements(fgraph)
        return self.apply(fgraph)

    def __call__(self, fgraph):
        return self.rewrite(fgraph)


class FromFunctionGraphRewriter(GraphRewriter):
    def __init__(self, fn, requirements=(), name=None):
        self.fn = fn
        self.requirements = tuple(requirements)
        self.name = name or fn.__name__
        self.__doc__ = fn.__doc__

    def apply(self, fgraph):
        return self.fn(fgraph)

    def add_requirements(self, fgraph):
        for requirement in self.requirements:
            requirement(fgraph)


def graph_rewriter(fn=None, *, requirements=(), name=None):
    """Decorator making ``fn(fgraph)`` a GraphRewriter."""
    if fn is None:
        return lambda f: FromFunctionGraphRewriter(f, requirements, name)
    return FromFunctionGraphRewriter(fn, requirements, name)


class SequentialGraphRewriter(GraphRewriter):
    """Graph rewriters run one after the other (what a database query returns)."""

    def __init__(self, rewriters, name=None):
        self.rewriters = list(rewriters)
        self.name = name or "sequence"

    def apply(self, fgraph):
        for rewriter in self.rewriters:
            rewriter.rewrite(fgraph)

    def __str__(self):
        return f"{self.name}({', '.join(map(str, self.rewriters))})"


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


class WalkingGraphRewriter(GraphRewriter):
    """One walk over the graph applying node rewriters, in to out or out to in.

    Nodes a rewrite creates are visited too (unless ``ignore_newtrees``): at the end of
    the walk in ``in_to_out`` order, right away in ``out_to_in`` order.
    """

    def __init__(self, rewriters, order="in_to_out", ignore_newtrees=False, name=None, max_use_ratio=8.0):
        if not isinstance(rewriters, (list, tuple)):
            rewriters = [rewriters]         # PyTensor's form: one node rewriter
        if order not in ("in_to_out", "out_to_in"):
            raise ValueError(f"order must be in_to_out or out_to_in, got {order!r}")
        self.rewriters = _node_rewriters(rewriters, "WalkingGraphRewriter")
        self.order = order
        self.ignore_newtrees = ignore_newtrees
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
                    changed = apply_node_rewriter(fgraph, rw, node)
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
    return WalkingGraphRewriter(rewriters, "in_to_out", ignore_newtrees, name, **kwargs)


def out2in(*rewriters, ignore_newtrees=False, name=None, **kwargs) -> WalkingGraphRewriter:
    """A walk from the outputs to the inputs applying ``rewriters`` (node rewriters)."""
    return WalkingGraphRewriter(rewriters, "out_to_in", ignore_newtrees, name, **kwargs)


class EquilibriumGraphRewriter(GraphRewriter):
    """Applies node rewriters (and graph rewriters) until none of them changes the graph.

    ``rewriters``: node rewriters, and graph rewriters run at the start of each round;
    ``final_rewriters``: graph rewriters run at the end of each round; ``merge=True``
    also merges duplicate nodes and equal constants as it goes. Each rewrite may fire at
    most ``max_use_ratio`` times the initial number of nodes (and at least 16 times).
    """

    def __init__(self, rewriters, max_use_ratio=8.0, final_rewriters=(), merge=False, ignore_newtrees=False,
                 name=None):
        rewriters = list(rewriters)
        self.node_rewriters = _node_rewriters([r for r in rewriters if not _is_graph_rewriter(r)],
                                              "EquilibriumGraphRewriter")
        self.global_rewriters = [r for r in rewriters if _is_graph_rewriter(r)]
        self.final_rewriters = list(final_rewriters)
        self.max_use_ratio = max_use_ratio
        self.merge = merge
        self.ignore_newtrees = ignore_newtrees
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
            from opspec.rewriting.merge import MergeTable
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
                        changed = apply_node_rewriter(fgraph, rw, node)
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
