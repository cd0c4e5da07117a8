"""Shape inference over a FunctionGraph, and the rewrites that use it.

``ShapeFeature`` answers "what is the shape of this variable?" with one int64 scalar
Variable per dimension: a Constant when the size is static, else an expression built by
the ops' ``infer_shape`` (generated from ``shape:`` rules, or elemwise broadcasting) out
of the shapes of the graph's inputs, which are ``Shape_i(i)(x)`` of those inputs. So

    >>> fgraph.shape_feature.shape_tuple(exp(x) * y)     # for two matrices x, y
    (switch(eq(Shape_i{i=0}(x), 1), Shape_i{i=0}(y), Shape_i{i=0}(x)), ...)

mentions ``x`` and ``y`` only, never ``exp``. The rewrites below put these expressions
into the graph: ``f(x).shape`` compiles to a graph without ``f``. So (docs/shapes.md) an error
of ``f`` that depends on its input's values is not raised when only its shape is used, as in
PyTensor and JAX; one that depends on shapes is, since shape rules check what ``f`` checks
(``opspec.tensor.dims.checked``) and sizes known statically keep that check.

The feature is lazy: attaching it costs nothing; a variable's shape is inferred the first
time someone asks, from its ancestors' (inferred then, iteratively, so chains 100,000
nodes deep are fine) and kept. Kept shapes stay valid when rewrites replace variables,
since a replacement has the same value; when a replaced variable appears in a kept shape
as ``Shape_i(i)(old)`` (an input, or an op without ``infer_shape``), that node is
re-pointed at the replacement, so a rewritten graph never brings back what a rewrite
removed. Ops opt in with ``infer_shape(fgraph, node, input_shapes)`` returning one tuple
per output of ints or int scalar Variables; an op without it, or whose ``infer_shape``
raises NotImplementedError, gets ``Shape_i`` of its outputs.

Rewrites (fast_run): ``Shape(x)`` → ``make_vector(*sizes)`` or a constant vector
(canonicalize); ``Shape_i(i)(x)`` → the inferred size (canonicalize, specialize);
``reshape(x, *sizes)`` with sizes provably equal to ``x``'s → ``x``; two DimShuffles in a
row → one (or none). The last is prop arithmetic the rule language of specs does not
express; its common case, ``x.T.T -> x``, is also a declarative rule of specs/shape.yaml.
"""
from __future__ import annotations

import warnings

import numpy as np

import opspec.tensor as ot
from opspec.graph.basic import Constant, Variable, clone_replace
from opspec.graph.fg import Output
from opspec.graph.traversal import ancestors
from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_canonicalize, register_specialize

__all__ = ["ShapeFeature", "graph_output_shapes", "attach_shape_feature", "same_scalar", "local_shape_to_make_vector",
           "local_shape_i", "local_useless_reshape", "local_dimshuffle_merge"]


class _NoShape:
    """The entry of a variable without a shape (not a tensor)."""

    def __repr__(self):
        return "<no shape>"


_NO_SHAPE = _NoShape()


class ShapeFeature:
    """Symbolic shapes of a FunctionGraph's variables; see the module docstring.

    ``shape_tuple(var)``: one int64 scalar Variable per dimension (Constants where static);
    ``shape_i(var, i)``; ``shape_vector(var)``: the shape as an int64 vector;
    ``same_shape(a, b)``: whether the shapes are provably equal.
    """

    def __init__(self):
        self.fgraph = None
        self.shape_of: dict = {}
        self._leaves: dict = {}       # var -> Shape_i nodes of var made here
        self._constants: dict = {}    # int -> its int64 Constant

    # ------------------------------------------------------------------ feature protocol
    def on_attach(self, fgraph):
        if getattr(fgraph, "shape_feature", None) is not None:
            raise ValueError(f"{fgraph} already has a ShapeFeature")
        self.fgraph = fgraph
        fgraph.shape_feature = self

    def on_detach(self, fgraph):
        self.shape_of.clear()
        self._leaves.clear()
        self.fgraph = None
        if getattr(fgraph, "shape_feature", None) is self:
            del fgraph.shape_feature

    def on_change_input(self, fgraph, node, i, old, new, reason):
        if isinstance(node.op, Output):
            return
        shape_of = self.shape_of
        # node's outputs now come from new: infer again when asked (their value is the same)
        for out in node.outputs:
            shape_of.pop(out, None)
        leaves = self._leaves.pop(old, None)
        if leaves:
            alive = fgraph.apply_nodes
            moved = []
            for leaf in leaves:
                if leaf in alive:           # in the graph: the graph re-points it itself
                    continue
                leaf.inputs[0] = new
                moved.append(leaf)
            if moved:
                self._leaves.setdefault(new, []).extend(moved)
        if new not in shape_of and old in shape_of:
            kept = shape_of[old]
            static = getattr(new.type, "shape", None)
            if kept is not _NO_SHAPE and static is not None and len(static) == len(kept):
                kept = tuple(k if s is None else self.constant(s) for k, s in zip(kept, static))
            shape_of[new] = kept

    # ------------------------------------------------------------------ queries
    def constant(self, value: int) -> Constant:
        """The int64 Constant ``value`` (one object per value, so identical sizes are ``is``-equal)."""
        value = int(value)
        const = self._constants.get(value)
        if const is None:
            const = self._constants[value] = ot.constant(value, dtype="int64")
        return const

    def shape_tuple(self, var: Variable) -> tuple:
        """One int64 scalar per dimension of ``var`` (which need not be in the graph yet)."""
        shape_of = self.shape_of
        found = shape_of.get(var)
        if found is not None:
            return None if found is _NO_SHAPE else found
        stack = [var]
        while stack:
            v = stack[-1]
            if v in shape_of:
                stack.pop()
                continue
            node = v.owner
            if node is None or getattr(node.op, "infer_shape", None) is None:
                shape_of[v] = self._leaf_shape(v)
                stack.pop()
                continue
            missing = [inp for inp in node.inputs if inp not in shape_of]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            self._infer(node)
        found = shape_of[var]
        return None if found is _NO_SHAPE else found

    def shape_i(self, var: Variable, i: int) -> Variable:
        return self.shape_tuple(var)[i]

    def shape_vector(self, var: Variable) -> Variable:
        """The shape of ``var`` as an int64 vector: a Constant when static, else ``make_vector``."""
        dims = self.shape_tuple(var)
        values = [d.data.item() if isinstance(d, Constant) else None for d in dims]
        if None not in values:
            return ot.constant(np.array(values, dtype="int64"))
        return ot.make_vector(*dims)

    def same_shape(self, a: Variable, b: Variable) -> bool:
        """Whether ``a`` and ``b`` provably have the same shape (static or symbolic)."""
        if a.type.ndim != b.type.ndim:
            return False
        sa, sb = a.type.shape, b.type.shape
        if None not in sa and sa == sb:
            return True
        da, db = self.shape_tuple(a), self.shape_tuple(b)
        return all((s is not None and s == t) or same_scalar(p, q) for s, t, p, q in zip(sa, sb, da, db))

    # ------------------------------------------------------------------ inference
    def _leaf_shape(self, var):
        static = getattr(var.type, "shape", None)
        if static is None:
            return _NO_SHAPE
        if isinstance(var, Constant):
            return tuple(self.constant(s) for s in np.shape(var.data))
        dims = []
        for i, s in enumerate(static):
            if s is not None:
                dims.append(self.constant(s))
            else:
                leaf = ot.Shape_i(i=i)(var)
                self._leaves.setdefault(var, []).append(leaf.owner)
                dims.append(leaf)
        return tuple(dims)

    def _infer(self, node):
        shape_of = self.shape_of
        shapes = [None if shape_of[v] is _NO_SHAPE else shape_of[v] for v in node.inputs]
        try:
            inferred = node.op.infer_shape(self.fgraph, node, shapes)
        except NotImplementedError:
            inferred = None
        except Exception as err:    # a broken shape rule: say so, and use the run-time shapes
            warnings.warn(f"infer_shape of {node.op} failed ({type(err).__name__}: {err}); its output "
                          "shapes are taken at run time", stacklevel=2)
            inferred = None
        if inferred is None:
            for out in node.outputs:
                shape_of[out] = self._leaf_shape(out)
            return
        if len(inferred) != len(node.outputs):
            raise ValueError(f"{node.op}.infer_shape returned {len(inferred)} shapes for {len(node.outputs)} "
                             f"outputs (node {node})")
        for out, dims in zip(node.outputs, inferred):
            shape_of[out] = self._checked(node, out, dims)

    def _checked(self, node, out, dims):
        static = getattr(out.type, "shape", None)
        if static is None:
            return _NO_SHAPE
        if dims is None:
            return self._leaf_shape(out)
        dims = tuple(dims)
        if len(dims) != len(static):
            raise ValueError(f"{node.op}.infer_shape gave {len(dims)} sizes for output {out} of type {out.type} "
                             f"(node {node}): {dims}")
        result = []
        for k, (d, s) in enumerate(zip(dims, static)):
            if s is not None and _guard(d) is not None:
                # a static size the rule checks (dims.checked): keep its checks, on the constant,
                # every one and in their order (the first to fail is the error numpy raises)
                size = self.constant(s)
                for guard in reversed(_guards(d)):
                    size = guard.op(size, *guard.inputs[1:])
                result.append(size)
            elif s is not None:
                result.append(self.constant(s))
            elif isinstance(d, (int, np.integer)) and not isinstance(d, bool):
                result.append(self.constant(d))
            elif isinstance(d, Variable):
                result.append(self._size_variable(node, d))
            else:
                raise TypeError(f"{node.op}.infer_shape gave {d!r} for dimension {k} of {out}; sizes are ints "
                                "or int scalar Variables")
        return tuple(result)

    def _size_variable(self, node, d):
        if getattr(d.type, "ndim", None) != 0:
            raise TypeError(f"{node.op}.infer_shape gave {d} of type {d.type} as a size; sizes are int scalars")
        if isinstance(d, Constant):
            return self.constant(d.data.item())
        if d.type.dtype != "int64":
            d = ot.cast(d, "int64")
        return d


def _guard(size):
    """The CheckAndRaise node a shape rule put on a size (dims.checked), or None."""
    from opspec.raise_op import CheckAndRaise
    owner = getattr(size, "owner", None)
    return owner if owner is not None and isinstance(owner.op, CheckAndRaise) else None


def _guards(size):
    """The CheckAndRaise nodes chained on a size, outermost first (dims.checked, once per check)."""
    guards = []
    while (guard := _guard(size)) is not None:
        guards.append(guard)
        size = guard.inputs[0]
    return guards


def attach_shape_feature(fgraph) -> ShapeFeature:
    """The ShapeFeature of ``fgraph``, attached first if it has none (a rewrite requirement)."""
    feature = getattr(fgraph, "shape_feature", None)
    if feature is None:
        feature = ShapeFeature()
        fgraph.attach_feature(feature)
    return feature


def same_scalar(a: Variable, b: Variable, depth: int = 6) -> bool:
    """Whether two scalar expressions provably have one value: the same Variable, equal
    Constants, or equal ops applied to inputs that are the same (to ``depth`` levels)."""
    todo = [(a, b, 0)]
    while todo:
        a, b, level = todo.pop()
        if a is b:
            continue
        if isinstance(a, Constant) and isinstance(b, Constant):
            if a.type == b.type and np.array_equal(a.data, b.data):
                continue
            if np.ndim(a.data) == 0 and np.ndim(b.data) == 0 and a.data.item() == b.data.item():
                continue
            return False
        na, nb = a.owner, b.owner
        if (na is None or nb is None or level >= depth or na.op != nb.op or len(na.inputs) != len(nb.inputs)
                or na.outputs.index(a) != nb.outputs.index(b)):
            return False
        todo.extend((x, y, level + 1) for x, y in zip(na.inputs, nb.inputs))
    return True


# --------------------------------------------------------------------------- rewrites

@register_canonicalize
@node_rewriter([ot.Shape], requirements=[attach_shape_feature])
def local_shape_to_make_vector(fgraph, node):
    """Shape(x) -> make_vector of x's inferred sizes (a constant vector when all are static)."""
    return [attach_shape_feature(fgraph).shape_vector(node.inputs[0])]


@register_specialize
@register_canonicalize
@node_rewriter([ot.Shape_i], requirements=[attach_shape_feature])
def local_shape_i(fgraph, node):
    """Shape_i(i)(x) -> the inferred size i of x, unless that is this very node."""
    x = node.inputs[0]
    dim = attach_shape_feature(fgraph).shape_i(x, node.op.i)
    owner = dim.owner
    if dim is node.outputs[0] or (owner is not None and owner.op == node.op and owner.inputs[0] is x):
        return None
    return [dim]


@register_canonicalize
@node_rewriter([ot.Reshape], requirements=[attach_shape_feature])
def local_useless_reshape(fgraph, node):
    """reshape(x, *sizes) -> x when the sizes provably are x's own."""
    x, *sizes = node.inputs
    if len(sizes) != x.type.ndim:
        return None
    shape = attach_shape_feature(fgraph).shape_tuple(x)
    if all(same_scalar(s, d) or _constant_equal(s, d) for s, d in zip(sizes, shape)):
        return [x]
    return None


def _constant_equal(a, b):
    return (isinstance(a, Constant) and isinstance(b, Constant) and np.ndim(a.data) == 0
            and np.ndim(b.data) == 0 and a.data.item() == b.data.item())


@register_canonicalize
@node_rewriter([ot.DimShuffle])
def local_dimshuffle_merge(fgraph, node):
    """DimShuffle(b)(DimShuffle(a)(x)) -> DimShuffle(a∘b)(x); an identity DimShuffle -> x."""
    order = node.op.order
    x = node.inputs[0]
    inner = x.owner
    if inner is not None and isinstance(inner.op, ot.DimShuffle):
        first = inner.op.order
        order = tuple(-1 if a < 0 else first[a] for a in order)
        x = inner.inputs[0]
    elif order != tuple(range(x.type.ndim)):
        return None
    if order == tuple(range(x.type.ndim)):
        return [x] if x.type == node.outputs[0].type else None
    return [ot.DimShuffle(order=order)(x)]


def graph_output_shapes(inputs, outputs, input_shapes) -> list:
    """The shapes of a graph's outputs from the shapes of its inputs (for Ops made of graphs:
    Scan, OpFromGraph). ShapeFeature's answers are written in ``Shape_i`` of the graph's
    inputs, which are replaced by the sizes given; a size that still reads an input's *value*
    (a reshape to a computed size) is not known from shapes alone, and gets None.

    Per output, a tuple of int scalar Variables computed from ``input_shapes`` (one tuple,
    or None, per input), or None (not a tensor, or not computable from the shapes)."""
    feature = ShapeFeature()
    shapes = [feature.shape_tuple(out) for out in outputs]
    replace = {}
    for var, given in zip(inputs, input_shapes):
        if given is None:
            continue
        for leaf in feature._leaves.get(var, ()):
            replace[leaf.outputs[0]] = given[leaf.op.i]
    flat = [d for shape in shapes if shape is not None for d in shape]
    flat = clone_replace(flat, replace) if flat else []
    inner = set(inputs)
    results, k = [], 0
    for shape in shapes:
        if shape is None:
            results.append(None)
            continue
        dims = flat[k:k + len(shape)]
        k += len(shape)
        reads_values = any(v in inner for v in ancestors(dims)) if dims else False
        results.append(None if reads_values else tuple(dims))
    return results
