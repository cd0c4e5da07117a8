"""Ready-made node rewriters, as PyTensor has them.

- ``PatternNodeRewriter(in_pattern, out_pattern)``: PyTensor's tuple pattern language.
  ``in_pattern`` is ``(op, *arguments)`` (or ``{"pattern": ..., "constraint": f}``); an
  argument is a nested pattern, a variable name (the same name twice must match the same
  Variable), a number or a Constant (an equal constant), or ``{"pattern": p,
  "constraint": f}`` (``f(variable)`` must hold); the head may be an ``OpPattern``.
  ``out_pattern`` is built from the bindings: ``(op, *arguments)``, a name, a number, or a
  callable ``f(fgraph, node, bindings)`` returning the replacement (or None / False).
  Matching is ``opspec.rewriting.patterns``' (the matcher of spec rules).
- ``SubstitutionNodeRewriter(op1, op2)``: ``op1`` applied to anything becomes ``op2``.
- ``RemovalNodeRewriter(op)``: ``op(x)`` becomes ``x``.
- ``SequentialNodeRewriter(*rewriters)``: the first rewriter that applies.
"""
from __future__ import annotations

import copy

from opspec.graph.basic import Constant, Variable
from opspec.graph.op import Op
from opspec.graph.traversal import vars_between
from opspec.rewriting.basic import NodeRewriter, RewriteCycleError, _check_tracks
from opspec.rewriting.drivers import _Dispatch
from opspec.rewriting.patterns import OpPattern, _match_node


def _head(pattern):
    if isinstance(pattern, dict):
        return _head(pattern["pattern"])
    return pattern[0] if isinstance(pattern, tuple) and pattern else None


def _pattern_str(pattern) -> str:
    if isinstance(pattern, dict):
        return f"{_pattern_str(pattern['pattern'])} subject to {pattern.get('constraint')}"
    if isinstance(pattern, tuple) and pattern:
        return f"{pattern[0]}({', '.join(_pattern_str(p) for p in pattern[1:])})"
    return str(pattern)


class PatternNodeRewriter(NodeRewriter):
    """Replaces every match of ``in_pattern`` by ``out_pattern`` (see the module docstring).

    allow_multiple_clients: match even when a node inside the matched subgraph (between the
    bound variables and the root) has other uses, which are then computed twice.
    tracks / get_nodes: track other ops than the pattern's head; ``get_nodes(fgraph, node)``
    lists, for a tracked node, the nodes to try the pattern on.
    values_eq_approx: set as ``tag.values_eq_approx`` of the replacement.
    allow_cast: cast a replacement of another dtype to the old one's.
    """

    def __init__(self, in_pattern, out_pattern, allow_multiple_clients=False, name=None, tracks=(),
                 get_nodes=None, values_eq_approx=None, allow_cast=True):
        head = _head(in_pattern)
        if not (isinstance(head, Op) or isinstance(head, OpPattern)):
            raise TypeError(f"PatternNodeRewriter: the in_pattern must be a tuple starting with an Op or an "
                            f"OpPattern, got {in_pattern!r}")
        self.in_pattern = in_pattern
        self.out_pattern = out_pattern
        self.allow_multiple_clients = allow_multiple_clients
        self.values_eq_approx = values_eq_approx
        self.allow_cast = allow_cast
        self.get_nodes = get_nodes
        if tracks != ():
            if get_nodes is None:
                raise ValueError("PatternNodeRewriter: custom tracks need get_nodes")
            self._tracks = _check_tracks(tracks, "PatternNodeRewriter")
        else:
            self._tracks = [head if isinstance(head, Op) else head.op_class]
        self.name = name or f"{_pattern_str(in_pattern)} -> {_pattern_str(out_pattern)}"
        self.__name__ = self.name

    def tracks(self):
        return self._tracks

    def transform(self, fgraph, node, get_nodes=True):
        if get_nodes and self.get_nodes is not None:
            for candidate in self.get_nodes(fgraph, node):
                result = self.transform(fgraph, candidate, get_nodes=False)
                if result:
                    return dict(zip(candidate.outputs, result))
            return False
        if len(node.outputs) != 1:
            return False
        bindings = self._match(node)
        if bindings is None:
            return False
        if not self.allow_multiple_clients and self._shared_inside(fgraph, node, bindings):
            return False
        if callable(self.out_pattern) and not isinstance(self.out_pattern, Op):
            new = self.out_pattern(fgraph, node, dict(bindings))
            if new is None or new is False:
                return False
            if not isinstance(new, Variable):
                raise TypeError(f"{self}: the out_pattern callable returned {new!r}, not a Variable")
        else:
            new = self._build(self.out_pattern, bindings, node.outputs[0])
        [old] = node.outputs
        if not old.type.is_super(new.type):
            if not (self.allow_cast and hasattr(old.type, "dtype") and hasattr(new.type, "dtype")):
                return False
            from opspec.tensor.functions import cast
            new = cast(new, old.type.dtype)
            if not old.type.is_super(new.type):
                return False
        if self.values_eq_approx is not None:
            new.tag.values_eq_approx = self.values_eq_approx
        return [new]

    def _match(self, node):
        pattern, constraint = self.in_pattern, None
        if isinstance(pattern, dict):
            pattern, constraint = pattern["pattern"], pattern.get("constraint")
        bindings: dict = {}
        if not _match_node(pattern, node, bindings):
            return None
        if constraint is not None and not constraint(node.outputs[0]):
            return None
        return bindings

    @staticmethod
    def _shared_inside(fgraph, node, bindings) -> bool:
        """Whether a variable strictly inside the match has uses other than the match's."""
        bound = set()
        for value in bindings.values():
            if isinstance(value, tuple):
                bound.update(v for v in value if isinstance(v, Variable))
            elif isinstance(value, Variable):
                bound.add(value)
        clients = fgraph.clients
        return any(len(clients.get(v, ())) > 1 for v in vars_between(bound, node.inputs)
                   if v not in bound and v.owner is not None)

    def _build(self, pattern, bindings, like):
        if isinstance(pattern, str):
            if pattern not in bindings:
                raise KeyError(f"{self}: the out_pattern uses {pattern!r}, which the in_pattern does not bind")
            return bindings[pattern]
        if isinstance(pattern, Variable):
            return pattern
        if isinstance(pattern, tuple) and pattern:
            op, *args = pattern
            built = [self._build(a, bindings, like) for a in args]
            result = op(*built)
            return result if isinstance(result, Variable) else result[0]
        if isinstance(pattern, (bool, int, float, complex)):
            from opspec.tensor.basic import constant
            return constant(pattern, dtype=getattr(like.type, "dtype", None))
        raise TypeError(f"{self}: an out_pattern is a tuple (op, *args), a bound name, a number or a callable, "
                        f"not {pattern!r}")

    def __str__(self):
        return self.name


class SubstitutionNodeRewriter(NodeRewriter):
    """``op1(*inputs)`` becomes ``op2(*inputs)`` (the nodes it makes are not rewritten again)."""

    reentrant = False

    def __init__(self, op1, op2, transfer_tags=True):
        self.op1, self.op2, self.transfer_tags = op1, op2, transfer_tags
        self.name = f"{op1} -> {op2}"

    def tracks(self):
        return [self.op1]

    def transform(self, fgraph, node, enforce_tracks=True):
        if enforce_tracks and node.op != self.op1:
            return False
        new = self.op2.make_node(*node.inputs)
        if self.transfer_tags:
            new.tag = copy.copy(node.tag)
            for old_out, new_out in zip(node.outputs, new.outputs):
                new_out.tag = copy.copy(old_out.tag)
        return new.outputs

    def __str__(self):
        return self.name


class RemovalNodeRewriter(NodeRewriter):
    """``op(x)`` becomes ``x`` (for ops that compute nothing: identities, checks...)."""

    def __init__(self, op):
        self.op = op
        self.name = f"{op} -> removed"

    def tracks(self):
        return [self.op]

    def transform(self, fgraph, node, enforce_tracks=True):
        if enforce_tracks and node.op != self.op:
            return False
        if len(node.inputs) != len(node.outputs):
            return False
        return list(node.inputs)

    def __str__(self):
        return self.name


class SequentialNodeRewriter(NodeRewriter):
    """Node rewriters tried in turn on a node: the first result counts. With
    ``apply_all_rewrites``, they are tried again on the node that result makes, and so on while
    one applies (a chain of rewrites in one step); the last result replaces the node."""

    def __init__(self, *rewriters, name=None, apply_all_rewrites: bool = False):
        if len(rewriters) == 1 and isinstance(rewriters[0], (list, tuple)):
            rewriters = rewriters[0]
        self.rewriters = list(rewriters)
        self.apply_all_rewrites = bool(apply_all_rewrites)
        self.name = name or f"sequence({', '.join(map(str, self.rewriters))})"
        self._dispatch = _Dispatch(self.rewriters)

    def tracks(self):
        tracked = []
        for rw in self.rewriters:
            tracks = rw.tracks()
            if tracks is None:
                return None
            tracked.extend(tracks)
        return tracked

    def add_requirements(self, fgraph):
        for rw in self.rewriters:
            rw.add_requirements(fgraph)

    def transform(self, fgraph, node):
        result = self._first(fgraph, node)
        if not self.apply_all_rewrites:
            return result
        met = {(node.op, tuple(node.inputs))}
        while _made_by_one_node(result):
            new_node = result[0].owner
            if (new_node.op, tuple(new_node.inputs)) in met:
                raise RewriteCycleError(f"{self}: its rewrites undo each other on {node} (apply_all_rewrites)")
            met.add((new_node.op, tuple(new_node.inputs)))
            further = self._first(fgraph, new_node)
            if further is False:
                break
            result = further
        return result

    def _first(self, fgraph, node):
        for rw in self._dispatch.get(node.op):
            result = rw.transform(fgraph, node)
            if result is not None and result is not False:
                return result
        return False

    def __str__(self):
        return self.name


def _made_by_one_node(result) -> bool:
    """Whether ``result`` lists every output of one node, in order: rewriting that node further
    gives what replaces the same outputs (other results end a chain)."""
    if not isinstance(result, (list, tuple)) or not result or result[0].owner is None:
        return False
    return list(result) == list(result[0].owner.outputs)


def pre_constant_merge(fgraph, variables):
    """Make equal Constants in the graphs of ``variables`` (outside ``fgraph``) one, in place:
    each Constant becomes the first equal one met, inputs first (or the fgraph's own)."""
    from opspec.graph.traversal import io_toposort
    from opspec.rewriting.merge import MergeTable
    table = MergeTable()
    for var in fgraph.variables if fgraph is not None else ():
        if isinstance(var, Constant):
            table.constant_rep(var)
    owned = fgraph.apply_nodes if fgraph is not None else set()
    for node in io_toposort([], list(variables)):
        if node in owned:
            continue
        for i, inp in enumerate(node.inputs):
            if isinstance(inp, Constant):
                node.inputs[i] = table.constant_rep(inp)
    return list(variables)


def pre_greedy_node_rewriter(fgraph, rewrites, out):
    """``out`` after applying node ``rewrites`` to the nodes of its graph outside ``fgraph``,
    inputs first, in place (each node's inputs become the rewritten ones): the first rewrite
    that changes a node replaces it. One pass, not a fixpoint; used to fold constants in a
    graph before it joins ``fgraph``."""
    from opspec.graph.traversal import io_toposort
    replaced = {}
    owned = fgraph.apply_nodes if fgraph is not None else set()
    for node in io_toposort([], [out]):
        if node in owned:
            continue
        node.inputs = [replaced.get(v, v) for v in node.inputs]
        for rewrite in rewrites:
            result = rewrite.transform(fgraph, node)
            if result is None or result is False:
                continue
            if isinstance(result, dict):
                result = [result.get(o, o) for o in node.outputs]
            if len(result) != len(node.outputs):
                raise ValueError(f"{rewrite} returned {len(result)} replacements for the {len(node.outputs)} "
                                 f"outputs of {node}")
            replaced.update(zip(node.outputs, result))
            break
    return replaced.get(out, out)


def copy_stack_trace(from_var, to_var):
    """Append the creation traces (``tag.trace``) of ``from_var`` (a Variable or a list) to
    those of ``to_var`` (same), so errors about a rewritten graph point at the user's code."""
    sources = from_var if isinstance(from_var, (list, tuple)) else [from_var]
    trace = [t for v in sources for t in getattr(v.tag, "trace", [])]
    for var in to_var if isinstance(to_var, (list, tuple)) else [to_var]:
        var.tag.trace = getattr(var.tag, "trace", []) + trace


__all__ = ["pre_greedy_node_rewriter", "copy_stack_trace", "PatternNodeRewriter", "SubstitutionNodeRewriter", "RemovalNodeRewriter", "SequentialNodeRewriter",
           "pre_constant_merge"]
