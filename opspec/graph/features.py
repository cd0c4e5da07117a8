"""Features: the plug-ins a FunctionGraph notifies of every change, and the standard ones.

A feature watches a graph through callbacks (``on_attach``, ``on_detach``, ``on_import``,
``on_prune``, ``on_change_input``, ``on_validate``, ``orderings``) and may lend the graph
methods: each name in ``provides`` becomes ``fgraph.<name>(...)``, called as
``feature.<name>(fgraph, ...)``. That is how ``fgraph.replace_all_validate``,
``fgraph.checkpoint`` or ``fgraph.destroyers`` exist only while their feature is attached.

Any object with callback methods works as a feature; subclassing ``Feature`` adds the
defaults, ``clone`` and the registration of extra callback names
(``register_feature_callback``).
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

from opspec.graph.basic import io_toposort


class InconsistencyError(Exception):
    """A change left the graph in a state a feature refuses; the change is rolled back."""


class AlreadyThere(Exception):
    """Raised by ``on_attach`` when the graph already has a feature doing the same job:
    ``attach_feature`` then leaves the new one out, silently."""


class ReplacementDidNotRemoveError(Exception):
    """``replace_all_validate_remove`` was told the replacement removes some nodes or
    variables, and it did not (the change is rolled back)."""


class BadOptimization(Exception):
    """A rewrite replaced ``old_r`` by ``new_r``, and the two take different values
    (``old_r_val``, ``new_r_val``); ``reason`` names the rewrite, ``old_graph`` / ``new_graph``
    show both graphs (printed from the variables when not given). Given one string only, it
    is the message (an error caught, extended and raised again)."""

    def __init__(self, old_r, new_r=None, old_r_val=None, new_r_val=None, reason=None, old_graph=None,
                 new_graph=None):
        super().__init__()
        self.old_r, self.new_r, self.old_r_val, self.new_r_val, self.reason = old_r, new_r, old_r_val, new_r_val, reason
        self.old_graph = _graph_text(old_r) if old_graph is None else old_graph
        self.new_graph = _graph_text(new_r) if new_graph is None else new_graph

    def __str__(self):
        if isinstance(self.old_r, str) and self.new_r is None:
            return self.old_r
        return (f"rewrite {self.reason} replaced {self.old_r} by {self.new_r}, which takes different values\n"
                f"  old value: {self.old_r_val!r}\n  new value: {self.new_r_val!r}\n"
                f"  old graph:\n{self.old_graph}\n  new graph:\n{self.new_graph}")


def _graph_text(var) -> str | None:
    from opspec.graph.basic import Variable
    if not isinstance(var, Variable):
        return None
    from opspec.printing import debugprint
    return "\n".join(f"    {line}" for line in debugprint(var, file="str", print_type=True, depth=6).splitlines())


#: the callbacks the graph itself issues
STANDARD_CALLBACKS = ("on_attach", "on_detach", "on_import", "on_prune", "on_change_input",
                      "on_validate", "orderings")


def register_feature_callback(method):
    """Mark a method of a Feature subclass as a callback, so that
    ``fgraph.execute_callbacks(method.__name__, ...)`` calls it."""
    method._is_feature_callback = True
    return method


class Feature:
    """Base class of FunctionGraph features; every callback defaults to doing nothing."""

    provides: tuple[str, ...] = ()
    _feature_callbacks: frozenset = frozenset(STANDARD_CALLBACKS)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        names = set(STANDARD_CALLBACKS)
        for klass in cls.__mro__:
            names.update(n for n, v in vars(klass).items() if getattr(v, "_is_feature_callback", False))
        clash = names & set(cls.provides)
        if clash:
            raise TypeError(f"{cls.__name__}: {sorted(clash)} cannot be both in provides and callbacks; "
                            "a name is either a method lent to the graph or a callback, not both")
        cls._feature_callbacks = frozenset(names)

    def on_attach(self, fgraph):
        """The feature joins ``fgraph`` (raise ``AlreadyThere`` to stay out)."""

    def on_detach(self, fgraph):
        """The feature leaves ``fgraph``."""

    def on_import(self, fgraph, node, reason):
        """``node`` joined the graph (its inputs are already there)."""

    def on_prune(self, fgraph, node, reason):
        """``node`` left the graph: nothing uses its outputs any more."""

    def on_change_input(self, fgraph, node, i, var, new_var, reason=None):
        """``node.inputs[i]`` is now ``new_var`` instead of ``var`` (already changed)."""

    def on_validate(self, fgraph):
        """Raise ``InconsistencyError`` when the graph is in a state this feature refuses."""

    def orderings(self, fgraph) -> dict:
        """``{node: [nodes that must run before it]}`` beyond the data dependencies."""
        return {}

    def clone(self):
        """A feature for another graph; a stateless feature may be shared, so ``self``."""
        return self


_DEFAULTS = {name: getattr(Feature, name) for name in STANDARD_CALLBACKS}
_implemented: dict = {}


def implements(feature, name: str) -> bool:
    """Whether ``feature`` reacts to the callback ``name`` (a Feature's inherited no-op
    does not count, so the graph skips it)."""
    key = (type(feature), name)
    known = _implemented.get(key)
    if known is None:
        method = getattr(type(feature), name, None)
        if isinstance(feature, Feature):
            known = name in type(feature)._feature_callbacks and method is not None \
                and method is not _DEFAULTS.get(name)
        else:
            known = callable(method)
        _implemented[key] = known
    return known


class Bookkeeper(Feature):
    """A feature that sees the nodes already in the graph when it attaches (as imports)
    and when it detaches (as prunes)."""

    def on_attach(self, fgraph):
        for node in io_toposort(fgraph.inputs, fgraph.outputs):
            self.on_import(fgraph, node, "on_attach")

    def on_detach(self, fgraph):
        for node in io_toposort(fgraph.inputs, fgraph.outputs):
            self.on_prune(fgraph, node, "on_detach")


# --------------------------------------------------------------------------- history

@dataclass(slots=True)
class HistoryEntry:
    """One input change: ``node.inputs[i]`` was ``var`` before it."""

    node: Any
    i: int
    var: Any
    reason: Any

    def __reduce__(self):
        # a reason is often a rewriter object that does not pickle; only its name matters
        reason = self.reason
        if reason is not None and not isinstance(reason, str):
            reason = getattr(reason, "__name__", None) or str(reason)
        return type(self), (self.node, self.i, self.var, reason)


class History(Feature):
    """The input changes since the last ``checkpoint``, so that ``revert`` can undo them.

    Only the latest checkpoint can be reverted to: older changes are forgotten, which
    keeps the memory of a long rewrite bounded.
    """

    provides: tuple[str, ...] = ("checkpoint", "revert")

    def __init__(self):
        self.history: dict = {}         # fgraph -> [HistoryEntry] (None while reverting)
        self._marks: dict = {}          # fgraph -> number of the latest checkpoint
        self._revisions: dict = {}      # fgraph -> its revision at the latest checkpoint

    def on_attach(self, fgraph):
        if "checkpoint" in fgraph._feature_methods:
            raise AlreadyThere("the graph already keeps a history")
        self.history[fgraph] = []
        self._marks[fgraph] = 0

    def on_detach(self, fgraph):
        self.history.pop(fgraph, None)
        self._marks.pop(fgraph, None)
        self._revisions.pop(fgraph, None)

    def clone(self):
        return type(self)()

    def on_change_input(self, fgraph, node, i, var, new_var, reason=None):
        log = self.history.get(fgraph)
        if log is not None:
            log.append(HistoryEntry(node, i, var, reason))

    def checkpoint(self, fgraph) -> int:
        """Forget the changes so far; return the token that ``revert`` takes."""
        self.history[fgraph] = []
        self._marks[fgraph] += 1
        self._revisions[fgraph] = getattr(fgraph, "revision", None)
        return self._marks[fgraph]

    def revert(self, fgraph, checkpoint: int):
        """Undo every change made since ``checkpoint`` (the latest one), newest first."""
        if self._marks.get(fgraph) != checkpoint:
            raise ValueError(f"checkpoint {checkpoint} is not the latest one ({self._marks.get(fgraph)}): "
                             "only the latest checkpoint can be reverted to")
        log = self.history[fgraph]
        self.history[fgraph] = None     # the undoing itself is not recorded
        try:
            while log:
                entry = log.pop()
                fgraph.change_node_input(entry.node, entry.i, entry.var, reason="revert", check=False)
        finally:
            self.history[fgraph] = log
        if self._revisions.get(fgraph) is not None:
            fgraph.revision = self._revisions[fgraph]   # a refused change is no change


class FullHistory(Feature):
    """Every input change, kept so the graph can be moved back and forth through its
    states: ``start()``, ``end()``, ``prev()``, ``next()``, ``goto(k)`` (the state after the
    first ``k`` changes). Meant for inspecting what a rewrite did, one step at a time;
    ``callback`` is called after each recorded change."""

    def __init__(self, callback=None):
        self.fw: list = []          # the changes as made
        self.bw: list = []          # the same changes, undone
        self.pointer = -1           # index of the last change applied
        self.fg = None
        self.callback = callback

    def on_attach(self, fgraph):
        if self.fg is not None:
            raise ValueError("a FullHistory serves one FunctionGraph; make a new one")
        self.fg = fgraph

    def on_change_input(self, fgraph, node, i, var, new_var, reason=None):
        self.bw.append(HistoryEntry(node, i, var, reason))
        self.fw.append(HistoryEntry(node, i, new_var, reason))
        self.pointer += 1
        if self.callback is not None:
            self.callback()

    def goto(self, checkpoint: int):
        """Put the graph in the state after the first ``checkpoint`` changes; returns it."""
        known = len(self.bw)
        if not 0 <= checkpoint <= known:
            raise ValueError(f"checkpoint {checkpoint} is outside the history (0 to {known})")
        pointer, fg = self.pointer, self.fg
        while pointer >= checkpoint:
            entry = self.bw[pointer]
            fg.change_node_input(entry.node, entry.i, entry.var, reason="revert", check=False)
            pointer -= 1
        while pointer < checkpoint - 1:
            pointer += 1
            entry = self.fw[pointer]
            fg.change_node_input(entry.node, entry.i, entry.var, reason="revert", check=False)
        del self.bw[known:], self.fw[known:]    # moving is not a change to remember
        self.pointer = pointer
        return fg

    def start(self):
        return self.goto(0)

    def end(self):
        return self.goto(len(self.bw))

    def prev(self):
        return self.fg if self.pointer < 0 else self.goto(self.pointer)

    def next(self):
        return self.fg if self.pointer >= len(self.bw) - 1 else self.goto(self.pointer + 2)


class Validator(Feature):
    """Lends ``fgraph.validate()`` (every feature's ``on_validate``) and ``consistent()``."""

    provides: tuple[str, ...] = ("validate", "consistent")

    def on_attach(self, fgraph):
        if "validate" in fgraph._feature_methods:
            raise AlreadyThere("the graph can already validate")

    def validate(self, fgraph):
        fgraph.execute_callbacks("on_validate")

    def consistent(self, fgraph) -> bool:
        """Whether ``validate`` passes (its error, if any, is swallowed)."""
        try:
            fgraph.validate()
        except Exception:
            return False
        return True


class ReplaceValidate(History, Validator):
    """Replacements that are validated as a whole and undone when refused.

    Every FunctionGraph has one: ``fgraph.replace_validate``, ``replace_all_validate``,
    ``replace_all_validate_remove`` come from here.
    """

    provides: tuple[str, ...] = (*History.provides, *Validator.provides, "replace_validate",
                                 "replace_all_validate", "replace_all_validate_remove")

    def __init__(self):
        super().__init__()
        self._nodes_removed: set = set()
        self.fail_validate = False

    def on_attach(self, fgraph):
        if "replace_validate" in fgraph._feature_methods:
            raise AlreadyThere("the graph can already replace and validate")
        History.on_attach(self, fgraph)
        Validator.on_attach(self, fgraph)

    def on_detach(self, fgraph):
        History.on_detach(self, fgraph)

    def clone(self):
        return type(self)()

    def replace_validate(self, fgraph, var, new_var, reason=None, **kwargs):
        self.replace_all_validate(fgraph, [(var, new_var)], reason=reason, **kwargs)

    def replace_all_validate(self, fgraph, replacements, reason=None, verbose=None, **kwargs) -> int:
        """Make every replacement, then validate; on any error undo them all and re-raise.
        Returns the checkpoint taken before the first replacement."""
        mark = fgraph.checkpoint()
        try:
            for var, new_var in replacements:
                fgraph.replace(var, new_var, reason=reason, verbose=False, **kwargs)
            fgraph.validate()
        except Exception as err:
            fgraph.revert(mark)
            if verbose:
                print(f"rewrite {reason}: refused ({err})")
            raise
        if verbose:
            for var, new_var in replacements:
                print(f"rewrite {reason}: {var} -> {new_var}")
        return mark

    def replace_all_validate_remove(self, fgraph, replacements, remove, reason=None, warn=True, **kwargs):
        """``replace_all_validate``, undone (``ReplacementDidNotRemoveError``) when a node or
        variable of ``remove`` is still in the graph afterwards; such nodes may not come
        back later either."""
        mark = self.replace_all_validate(fgraph, replacements, reason=reason, **kwargs)
        self._nodes_removed.update(remove)
        left = [r for r in remove if r in fgraph.apply_nodes or r in fgraph.variables]
        if left:
            fgraph.revert(mark)
            if warn:
                warnings.warn(f"rewrite {reason}: the replacement {replacements} leaves {left} in the graph, "
                              "which it should remove; it is undone", stacklevel=2)
            raise ReplacementDidNotRemoveError(f"{reason}: {left} still in the graph")

    def on_import(self, fgraph, node, reason):
        if node in self._nodes_removed:
            self.fail_validate = True

    def on_validate(self, fgraph):
        if self.fail_validate:
            self.fail_validate = False
            raise InconsistencyError("a replacement brought back a node an earlier one removed")


# --------------------------------------------------------------------------- others

class NodeFinder(Bookkeeper):
    """Lends ``fgraph.get_nodes(op)``: the nodes applying ``op`` (kept up to date, so a
    rewrite looking for one op does not scan the whole graph)."""

    provides: tuple[str, ...] = ("get_nodes",)

    def __init__(self):
        self.fgraph = None
        self.nodes_of: dict = {}

    def on_attach(self, fgraph):
        if "get_nodes" in fgraph._feature_methods:
            raise AlreadyThere("the graph already has a NodeFinder")
        if self.fgraph is not None and self.fgraph is not fgraph:
            raise ValueError("a NodeFinder serves one FunctionGraph; make a new one")
        self.fgraph = fgraph
        Bookkeeper.on_attach(self, fgraph)

    def on_detach(self, fgraph):
        self.fgraph = None
        self.nodes_of.clear()

    def clone(self):
        return type(self)()

    def on_import(self, fgraph, node, reason):
        try:
            self.nodes_of.setdefault(node.op, []).append(node)
        except TypeError:           # an unhashable op cannot be looked up anyway
            pass

    def on_prune(self, fgraph, node, reason):
        try:
            nodes = self.nodes_of.get(node.op)
        except TypeError:
            return
        if nodes and node in nodes:
            nodes.remove(node)
            if not nodes:
                del self.nodes_of[node.op]

    def get_nodes(self, fgraph, op) -> list:
        try:
            return list(self.nodes_of.get(op, ()))
        except TypeError:
            raise TypeError(f"{op} is unhashable: its nodes cannot be looked up") from None


class PreserveVariableAttributes(Feature):
    """A replacement keeps the name and the ``nan_guard_mode_check`` tag of the variable it
    replaces, when it has none of its own (constants keep their own names)."""

    def on_change_input(self, fgraph, node, i, var, new_var, reason=None):
        if var.owner is not None and var.name is not None and new_var.name is None:
            new_var.name = var.name
        check = getattr(var.tag, "nan_guard_mode_check", False)
        if check and getattr(new_var.tag, "nan_guard_mode_check", False) is False:
            new_var.tag.nan_guard_mode_check = check


class Supervisor(Feature):
    """Refuses any change that lets a destructive op overwrite the memory of a
    ``protected`` variable (through any view). ``opspec.function`` protects the inputs whose
    arrays belong to the caller; a graph without a Supervisor protects none.

    It needs the DestroyHandler (which knows who overwrites what); without one nothing can
    be overwritten and it has nothing to check. It checks only destroyers that are new or
    changed since the last validation, unless a view moved (then all of them).
    """

    def __init__(self, protected):
        self.fgraph = None
        self.protected = list(protected)
        self._protected = set(self.protected)
        self._computed = [v for v in self.protected if v.owner is not None]    # rare: views move
        self._pending: set = set()
        self._all = True

    def clone(self):
        return type(self)(self.protected)

    def on_attach(self, fgraph):
        if getattr(fgraph, "_supervisor", None) is not None:
            raise AlreadyThere("the graph already has a Supervisor")
        if self.fgraph is not None and self.fgraph is not fgraph:
            raise ValueError("a Supervisor serves one FunctionGraph; make a new one")
        fgraph._supervisor = self
        self.fgraph = fgraph
        self._all = True

    def on_detach(self, fgraph):
        if getattr(fgraph, "_supervisor", None) is self:
            del fgraph._supervisor
        self.fgraph = None

    def on_import(self, fgraph, node, reason):
        if node.op.destroy_map:
            self._pending.add(node)

    def on_change_input(self, fgraph, node, i, var, new_var, reason=None):
        op = node.op
        if op.destroy_map:
            self._pending.add(node)
        elif op.view_map:
            self._all = True        # a view moved: destroyers below it overwrite other memory now

    def protects(self, var) -> bool:
        """Whether ``var`` itself is one of the protected variables."""
        return var in self._protected

    def is_protected(self, var, dh) -> bool:
        """Whether overwriting ``var`` overwrites (a view of) a protected variable."""
        roots = dh.roots(var)
        if any(r in self._protected for r in roots):
            return True
        return any(set(dh.roots(v)) & set(roots) for v in self._computed)

    def on_validate(self, fgraph):
        dh = getattr(fgraph, "destroy_handler", None)
        if dh is None:
            return
        nodes = dh.destroyer_nodes() if self._all else [n for n in self._pending if n in fgraph.apply_nodes]
        for node in nodes:
            for i in sorted({i for ins in node.op.destroy_map.values() for i in ins}):
                if self.is_protected(node.inputs[i], dh):
                    raise InconsistencyError(f"{node} would overwrite input {i} ({node.inputs[i]}), the memory "
                                             "of a protected variable (a caller's array is never overwritten)")
        self._pending.clear()
        self._all = False


class NoOutputFromInplace(Feature):
    """Refuses any change that makes the outputs at ``protected_out_ids`` the result of a
    destructive (inplace) op: their memory must not be an input's, overwritten."""

    def __init__(self, protected_out_ids):
        self.protected_out_ids = tuple(protected_out_ids)

    def on_attach(self, fgraph):
        if getattr(fgraph, "_no_output_from_inplace", None) is not None:
            raise AlreadyThere("the graph already has a NoOutputFromInplace")
        fgraph._no_output_from_inplace = self

    def on_detach(self, fgraph):
        if getattr(fgraph, "_no_output_from_inplace", None) is self:
            del fgraph._no_output_from_inplace

    def on_validate(self, fgraph):
        for k in self.protected_out_ids:
            out = fgraph.outputs[k]
            if out.owner is not None and out.owner.outputs.index(out) in out.owner.op.destroy_map:
                raise InconsistencyError(f"output {k} of the graph ({out}) would be computed in place by "
                                         f"{out.owner.op}, which outputs of this graph must not be")



class NoOutputInplaceOnInput(Feature):
    """Refuses any change that lets an output of the graph carry the memory of a protected input
    (at ``protected_input_idxs`` in ``fgraph.inputs``) that a destructive op overwrites: as a view
    of it, or as the in-place result that overwrote it. Nodes inside the graph may still overwrite
    such an input. It suits a buffer the caller overwrites between evaluations (a loop's tap): an
    output sharing its memory would be read after the next overwrite."""

    def __init__(self, protected_input_idxs):
        self.protected_input_idxs = tuple(protected_input_idxs)

    def clone(self):
        return type(self)(self.protected_input_idxs)

    def on_attach(self, fgraph):
        if getattr(fgraph, "_no_output_inplace_on_input", None) is not None:
            raise AlreadyThere("the graph already has a NoOutputInplaceOnInput")
        fgraph._no_output_inplace_on_input = self

    def on_detach(self, fgraph):
        if getattr(fgraph, "_no_output_inplace_on_input", None) is self:
            del fgraph._no_output_inplace_on_input

    def on_validate(self, fgraph):
        if not hasattr(fgraph, "destroyers"):       # no DestroyHandler: nothing is overwritten
            return
        overwritten = {fgraph.inputs[k] for k in self.protected_input_idxs if fgraph.destroyers(fgraph.inputs[k])}
        if not overwritten:
            return
        for k, out in enumerate(fgraph.outputs):
            memory = _memory_of(out)
            if memory in overwritten:
                raise InconsistencyError(f"output {k} of the graph ({out}) would share the memory of input "
                                         f"{fgraph.inputs.index(memory)} ({memory}), which is overwritten in "
                                         "place: such an input may be overwritten inside the graph only")


def _memory_of(var):
    """The variable whose memory ``var`` is: up its views and in-place results to the first
    variable computed into fresh memory (or to a graph input)."""
    while var.owner is not None:
        op, k = var.owner.op, var.owner.outputs.index(var)
        sources = [*(op.view_map or {}).get(k, ()), *(op.destroy_map or {}).get(k, ())]
        if not sources:
            break
        var = var.owner.inputs[sources[0]]
    return var

__all__ = ["AlreadyThere", "Bookkeeper", "Feature", "FullHistory", "History", "HistoryEntry", "InconsistencyError",
           "NodeFinder", "NoOutputFromInplace", "NoOutputInplaceOnInput", "PreserveVariableAttributes", "ReplaceValidate", "ReplacementDidNotRemoveError", "Supervisor",
           "Validator", "implements", "register_feature_callback"]
