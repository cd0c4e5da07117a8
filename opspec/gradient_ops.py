"""PyTensor 3's gradient API beyond ``grad``: ``pullback`` / ``pushforward`` (the names of
``Lop`` / ``Rop``), ``jacobian`` and ``hessian`` (also of expressions whose size is known
only when they run), ``hessian_vector_product``, ``subgraph_grad``, and the ops that
change only gradients: ``zero_grad``, ``disconnected_grad``, ``undefined_grad``,
``grad_clip``, ``grad_scale``.

``opspec.gradient`` re-exports everything here. The gradient-changing ops compute their
input unchanged (a view); once gradients are taken they are removed from compiled graphs.
"""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Apply, Variable
from opspec.graph.op import Op
from opspec.graph.traversal import graph_inputs


def _ot():
    import opspec.tensor as ot
    return ot


def _listed(value):
    """(items, was a list, was a tuple)."""
    if isinstance(value, (list, tuple)):
        return list(value), isinstance(value, list), isinstance(value, tuple)
    return [value], False, False


def _shaped(items, as_list, as_tuple):
    if as_tuple:
        return tuple(items)
    return list(items) if as_list else items[0]


# --------------------------------------------------------------------------- products

def pullback(f, wrt, cotangents, consider_constant=None, disconnected_inputs="raise", return_disconnected="zero"):
    """Vector-Jacobian products: for each ``wrt[j]``, the sum over ``i`` of
    ``cotangents[i] · d f[i] / d wrt[j]`` (a list when ``wrt`` is one)."""
    from opspec.gradient import grad
    ot = _ot()
    fs, _, _ = _listed(f)
    cots, _, _ = _listed(cotangents)
    if len(fs) != len(cots):
        raise ValueError(f"pullback: {len(fs)} outputs but {len(cots)} cotangents")
    known = {}
    for out, cot in zip(fs, cots):
        out = out if isinstance(out, Variable) else ot.as_tensor_variable(out)
        cot = cot if isinstance(cot, Variable) else ot.as_tensor_variable(cot)
        known[out] = cot if out not in known else known[out] + cot
    wrts, as_list, as_tuple = _listed(wrt)
    grads = grad(None, wrts, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                 known_grads=known, return_disconnected=return_disconnected)
    return _shaped(grads, as_list, as_tuple)


def pushforward(f, wrt, tangents, disconnected_outputs="raise", return_disconnected="zero",
                use_op_pushforward=False):
    """Jacobian-vector products: for each ``f[i]``, the sum over ``j`` of
    ``d f[i] / d wrt[j] · tangents[j]``.

    By default built from two pullbacks (the reverse mode of the reverse mode is the forward
    mode), so ops need only a gradient; ``use_op_pushforward=True`` uses each op's
    ``R_op`` / ``pushforward`` instead (``Rop``).
    """
    from opspec.gradient import Rop
    if use_op_pushforward:
        return Rop(f, wrt, tangents, disconnected_outputs=disconnected_outputs,
                   return_disconnected=return_disconnected)
    ot = _ot()
    fs, as_list, as_tuple = _listed(f)
    wrts, _, _ = _listed(wrt)
    tans, _, _ = _listed(tangents)
    if len(wrts) != len(tans):
        raise ValueError(f"pushforward: {len(wrts)} wrt but {len(tans)} tangents")
    # cotangents: placeholders the result is linear in; zeros_like keeps them computed from
    # the outputs (no new graph input) and they vanish from the final graph
    cots = [ot.zeros_like(out, dtype=out.type.dtype if out.type.dtype.startswith(("float", "complex"))
                          else config.floatX) for out in fs]
    through = pullback(fs, wrts, cots, disconnected_inputs=disconnected_outputs, return_disconnected="zero")
    results = pullback(through, cots, tans, disconnected_inputs="ignore", return_disconnected=return_disconnected)
    return _shaped(results, as_list, as_tuple)


# --------------------------------------------------------------------------- Jacobians

class JacobianOp(Op):
    """The Jacobian of an expression, computed when it runs, one vector-Jacobian product per
    element of the expression: for expressions whose size is known only then.

    Its inputs are the graph inputs of the products; its outputs, one per ``wrt``, have the
    expression's shape followed by that ``wrt``'s. (A loop of its own, as PyTensor's scan
    would run it.)
    """

    def __init__(self, inputs, expression, wrt, products, cotangent):
        self.inner_inputs = list(inputs)
        self.expression = expression
        self.wrt = list(wrt)
        self.products = list(products)
        self.cotangent = cotangent
        self._fns = None

    def make_node(self, *inputs):
        if len(inputs) != len(self.inner_inputs):
            raise TypeError(f"JacobianOp takes {len(self.inner_inputs)} inputs, got {len(inputs)}")
        from opspec.tensor.type import TensorType
        shape = self.expression.type.shape
        outputs = [TensorType(g.type.dtype, shape + w.type.shape)() for w, g in zip(self.wrt, self.products)]
        return Apply(self, list(inputs), outputs)

    def _compiled(self):
        if self._fns is None:
            from opspec.compile.maker import function
            shapes = [self.expression.shape] + [w.shape for w in self.wrt]
            shape_fn = function(self.inner_inputs, shapes, on_unused_input="ignore")
            rows_fn = function(self.inner_inputs + [self.cotangent], self.products, on_unused_input="ignore")
            self._fns = (shape_fn, rows_fn)
        return self._fns

    def perform(self, node, inputs, output_storage):
        shape_fn, rows_fn = self._compiled()
        expr_shape, *wrt_shapes = [tuple(int(s) for s in shape) for shape in shape_fn(*inputs)]
        size = int(np.prod(expr_shape))
        rows = [np.empty((size,) + shape, dtype=out.type.dtype) for shape, out in zip(wrt_shapes, node.outputs)]
        onehot = np.zeros(size, dtype=self.cotangent.type.dtype)
        for i in range(size):
            onehot[i] = 1
            for acc, row in zip(rows, rows_fn(*inputs, onehot)):
                acc[i] = row
            onehot[i] = 0
        for cell, acc, shape in zip(output_storage, rows, wrt_shapes):
            cell[0] = acc.reshape(expr_shape + shape)

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import grad_not_implemented
        return [grad_not_implemented(self, i, x, "the Jacobian computed when it runs has no gradient; give the "
                                     "expression a static size to get an unrolled graph")
                for i, x in enumerate(inputs)]

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_fns"] = None        # compiled functions are made again where it is unpickled
        return state


def _runtime_jacobian(expression, wrts, consider_constant, disconnected_inputs):
    """One JacobianOp for the Jacobians of ``expression`` with respect to each of ``wrts``."""
    from opspec.gradient import grad
    ot = _ot()
    dtype = expression.type.dtype if expression.type.dtype.startswith("float") else config.floatX
    cotangent = ot.vector(dtype=dtype, name="cotangent")
    flat = ot.reshape(expression, (-1,))
    products = grad(None, wrts, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                    known_grads={flat: cotangent})
    inputs = [v for v in graph_inputs([expression] + list(wrts) + list(products))
              if v is not cotangent and not isinstance(v, ot.TensorConstant)]
    return JacobianOp(inputs, expression, wrts, products, cotangent)(*inputs, return_list=True)


def _unrolled_jacobian(expression, wrts, consider_constant, disconnected_inputs):
    """The Jacobians as graphs: one vector-Jacobian product per element (static size)."""
    from opspec.gradient import grad
    ot = _ot()
    size = int(np.prod(expression.type.shape))
    flat = ot.reshape(expression, (size,))
    dtype = expression.type.dtype if expression.type.dtype.startswith("float") else config.floatX
    rows = [[] for _ in wrts]
    for i in range(size):
        onehot = np.zeros(size, dtype=dtype)
        onehot[i] = 1
        gs = grad(None, wrts, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                  known_grads={flat: ot.constant(onehot)})
        for acc, g in zip(rows, gs):
            acc.append(g)
    results = []
    for w, row in zip(wrts, rows):
        jac = ot.stack(row) if size else ot.zeros((0,) + tuple(ot.shape_tuple(w)), dtype=dtype)
        results.append(ot.reshape(jac, tuple(expression.type.shape) + tuple(ot.shape_tuple(w))))
    return results


def jacobian(expression, wrt, consider_constant=None, disconnected_inputs="raise", vectorize=False):
    """d expression / d wrt: for each ``wrt``, an array of shape ``expression.shape + wrt.shape``.

    A scalar expression gives its gradient. An expression of static size gives a graph with
    one vector-Jacobian product per element; one whose size is known only when it runs (or
    with ``vectorize=True``, any) gives one op computing every product when it runs.
    """
    from opspec.gradient import grad
    ot = _ot()
    expression = ot.as_tensor_variable(expression)
    wrts, as_list, as_tuple = _listed(wrt)
    if expression.type.ndim == 0:
        gs = grad(expression, wrts, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs)
    elif vectorize or None in expression.type.shape:
        gs = _runtime_jacobian(expression, wrts, consider_constant, disconnected_inputs)
    else:
        gs = _unrolled_jacobian(expression, wrts, consider_constant, disconnected_inputs)
    return _shaped(gs, as_list, as_tuple)


def hessian(cost, wrt, consider_constant=None, disconnected_inputs="raise", vectorize=False):
    """The matrix of second derivatives of the scalar ``cost`` for each vector in ``wrt``
    (of any static length: unknown lengths are computed when the graph runs)."""
    from opspec.gradient import grad
    ot = _ot()
    wrts, as_list, as_tuple = _listed(wrt)
    results = []
    for w in wrts:
        if w.type.ndim != 1:
            raise TypeError(f"hessian: wrt {w} must be a vector, got {w.type}")
        g = grad(cost, w, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs)
        if None in g.type.shape and None not in w.type.shape:
            g = ot.reshape(g, w.type.shape)      # gives the gradient w's static size
        results.append(jacobian(g, w, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                                vectorize=vectorize))
    return _shaped(results, as_list, as_tuple)


def hessian_vector_product(cost, wrt, p, **grad_kwargs):
    """The Hessian of ``cost`` times ``p`` (one ``p`` per ``wrt``), by two reverse passes."""
    from opspec.gradient import grad
    ot = _ot()
    wrts, as_list, as_tuple = _listed(wrt)
    ps, _, _ = _listed(p)
    if len(ps) != len(wrts):
        raise ValueError(f"hessian_vector_product: {len(wrts)} wrt but {len(ps)} vectors")
    grads = grad(cost, wrts, **grad_kwargs)
    inner = ot.add_terms([ot.sum(g * ot.as_tensor_variable(v)) for g, v in zip(grads, ps)])
    return _shaped(grad(inner, wrts, **grad_kwargs), as_list, as_tuple)


def subgraph_grad(wrt, end, start=None, cost=None, details=False):
    """Gradients with respect to ``wrt`` and ``end`` of ``cost`` and of the known gradients
    ``start`` ({variable: gradient}), backpropagated no further than the ``end`` variables
    (layer by layer training, or a hand-made gradient through a step without one).
    Returns ``(wrt_grads, end_grads)``, and with ``details`` also the gradients from
    ``start`` and from ``cost`` separately."""
    from opspec.gradient import grad
    if cost is None and start is None:
        raise ValueError("subgraph_grad: cost or start must be given")
    if not isinstance(end, list):
        raise TypeError("subgraph_grad: end must be a list")
    if not isinstance(wrt, list):
        raise TypeError("subgraph_grad: wrt must be a list")
    if start is not None and not isinstance(start, dict):
        raise TypeError("subgraph_grad: start must be a dict {variable: gradient}")
    params = list(dict.fromkeys(wrt + end))
    start_grads = cost_grads = None
    if start is not None:
        start_grads = list(grad(None, params, known_grads=start, consider_constant=end,
                                disconnected_inputs="ignore"))
    if cost is not None:
        cost_grads = list(grad(cost, params, consider_constant=end, disconnected_inputs="ignore"))
    grads = cost_grads if start_grads is None else (
        start_grads if cost_grads is None else [a + b for a, b in zip(start_grads, cost_grads)])
    found = dict(zip(params, grads))
    wrt_grads, end_grads = [found[v] for v in wrt], [found[v] for v in end]
    if details:
        return wrt_grads, end_grads, start_grads, cost_grads
    return wrt_grads, end_grads


# --------------------------------------------------------------------------- gradient-changing ops

class _GradientView(Op):
    """The input itself (a view) on the way forward; subclasses say what happens backwards."""

    view_map = {0: [0]}
    __props__ = ()

    def make_node(self, x):
        x = _ot().as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0]

    def infer_shape(self, fgraph, node, input_shapes):
        return [input_shapes[0]]

    def R_op(self, inputs, eval_points):
        return [eval_points[0]]


class ZeroGrad(_GradientView):
    """Gradients through it are zero."""

    def L_op(self, inputs, outputs, output_grads):
        return [_ot().zeros_like(inputs[0], dtype=output_grads[0].type.dtype)]

    def R_op(self, inputs, eval_points):
        return [None if eval_points[0] is None else _ot().zeros_like(eval_points[0])]


class DisconnectedGrad(_GradientView):
    """The cost does not depend on its input, as far as gradients go."""

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import disconnected_type
        return [disconnected_type()]

    def connection_pattern(self, node):
        return [[False]]

    def R_op(self, inputs, eval_points):
        return [None]


class UndefinedGrad(_GradientView):
    """Gradients through it are undefined: asking for one is an error naming this op."""

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import grad_undefined
        return [grad_undefined(self, 0, inputs[0], "undefined_grad was applied to it")]

    def R_op(self, inputs, eval_points):
        from opspec.gradient import grad_undefined
        return [grad_undefined(self, 0, inputs[0], "undefined_grad was applied to it")]


class GradClip(_GradientView):
    """Gradients through it are clipped to [clip_lower_bound, clip_upper_bound]."""

    __props__ = ("clip_lower_bound", "clip_upper_bound")

    def __init__(self, clip_lower_bound, clip_upper_bound):
        if not clip_upper_bound >= clip_lower_bound:
            raise ValueError(f"grad_clip: the upper bound {clip_upper_bound} is below the lower bound "
                             f"{clip_lower_bound}")
        self.clip_lower_bound, self.clip_upper_bound = clip_lower_bound, clip_upper_bound

    def L_op(self, inputs, outputs, output_grads):
        ot = _ot()
        return [ot.minimum(ot.maximum(output_grads[0], self.clip_lower_bound), self.clip_upper_bound)]


class GradScale(_GradientView):
    """Gradients through it are multiplied by ``multiplier``."""

    __props__ = ("multiplier",)

    def __init__(self, multiplier):
        self.multiplier = multiplier

    def L_op(self, inputs, outputs, output_grads):
        return [output_grads[0] * self.multiplier]


zero_grad_ = ZeroGrad()
disconnected_grad_ = DisconnectedGrad()
undefined_grad_ = UndefinedGrad()


def zero_grad(x):
    """``x``, whose gradient is zero (it is a constant for differentiation, connected)."""
    return zero_grad_(x)


def disconnected_grad(x):
    """``x``, through which nothing is differentiated (the cost is disconnected from it)."""
    return disconnected_grad_(x)


def undefined_grad(x):
    """``x``, whose gradient is undefined."""
    return undefined_grad_(x)


def grad_clip(x, lower_bound, upper_bound):
    """``x``, whose gradient is clipped to ``[lower_bound, upper_bound]``."""
    return GradClip(lower_bound, upper_bound)(x)


def grad_scale(x, multiplier):
    """``x``, whose gradient is multiplied by ``multiplier``."""
    return GradScale(multiplier)(x)


def _register_removal():
    """Once gradients are taken these ops compute nothing: compiled graphs drop them."""
    from opspec.rewriting.basic import node_rewriter
    from opspec.rewriting.db import register_canonicalize

    @node_rewriter([_GradientView], name="local_remove_gradient_views")
    def local_remove_gradient_views(fgraph, node):
        return [node.inputs[0]]

    register_canonicalize(local_remove_gradient_views, "fast_compile")


_register_removal()

__all__ = ["pullback", "pushforward", "JacobianOp", "jacobian", "hessian", "hessian_vector_product",
           "subgraph_grad", "ZeroGrad", "DisconnectedGrad", "UndefinedGrad", "GradClip", "GradScale", "zero_grad",
           "zero_grad_", "disconnected_grad", "disconnected_grad_", "undefined_grad", "undefined_grad_", "grad_clip",
           "grad_scale"]
