"""Node rewriters, graph rewriters and the drivers that apply them.

A *node rewriter* looks at one Apply node and may propose replacements for its outputs::

    @node_rewriter([Exp])                 # called only on nodes whose op is an Exp
    def local_log_exp(fgraph, node):
        ...
        return [new_out]                  # or {old_var: new_var}, or None / False: no change

A *graph rewriter* changes a whole FunctionGraph in ``apply(fgraph)``; ``rewrite(fgraph)``
first calls ``add_requirements(fgraph)`` so a rewriter can attach the features it needs.

Drivers turn node rewriters into graph rewriters (``opspec.rewriting.drivers``: ``in2out`` /
``out2in``, one walk; ``equilibrium``, until nothing applies).

Every replacement goes through ``fgraph.replace_all_validate(pairs, reason=name)``: a
feature that refuses it (``InconsistencyError``) makes the rewrite a no-op, and a
replacement of another type is refused with a ``TypeError`` naming the rewrite.
``opspec.config.print_rewrites`` prints ``rewrite <name>: <old node> -> <new var>``.
"""
from __future__ import annotations

import inspect
import warnings

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.graph.fg import InconsistencyError
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


def get_active_mode(fgraph):
    """The Mode compiling ``fgraph`` while its rewrites run, so a rewrite can adapt to it (its
    linker, what it includes); outside a compilation the default mode (``config.mode``).

    The compile layer records its mode as ``fgraph._compile_mode`` (PyTensor's attribute, which
    code rewriting an inner graph sets too); the default is looked up through the top-level
    ``opspec.get_mode`` when asked for, since modes live in the compile layer above this one.
    """
    import opspec

    active = getattr(fgraph, "_compile_mode", None)
    return opspec.get_mode(active)


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


def apply_node_rewriter(fgraph, rewriter, node, failure_callback=None, driver=None) -> bool:
    """Run one node rewriter on ``node`` and make its replacements; whether the graph changed.

    A rewrite that raises goes to ``failure_callback(error, driver, pairs or None, rewriter,
    node)`` when given (it raises, or the rewrite is skipped); else it stops rewriting with
    its error, or, as ``config.on_opt_error`` says, is skipped with a warning ("warn") or
    silently ("ignore").
    """
    pairs = None
    try:
        result = _transform(rewriter, fgraph, node)
        if result is None or result is False:
            return False
        pairs = _replacement_pairs(rewriter, node, result)
        return bool(pairs) and replace_and_report(fgraph, str(rewriter), pairs)
    except Exception as err:
        if failure_callback is not None:
            failure_callback(err, driver, pairs, rewriter, node)
            return False
        if config.on_opt_error == "raise":
            raise
        if config.on_opt_error == "warn":
            warnings.warn(f"rewrite {rewriter} failed on {node} and was skipped: {type(err).__name__}: {err}",
                          stacklevel=2)
        return False


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
