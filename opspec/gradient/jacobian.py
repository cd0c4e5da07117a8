"""``jacobian`` and ``hessian``: one vector-Jacobian product per element of the expression,
unrolled into the graph when its size is static, else computed by ``JacobianOp`` when it runs
(it runs the products' graph with the thunks its ops make: the Op contract, no compiler)."""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.gradient.common import _listed, _ot, _shape_like
from opspec.gradient.reverse import grad
from opspec.graph.basic import Apply, Constant
from opspec.graph.fg import FunctionGraph
from opspec.graph.null_type import grad_not_implemented
from opspec.graph.op import Op
from opspec.graph.traversal import graph_inputs


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
        self._runs = None

    def make_node(self, *inputs):
        if len(inputs) != len(self.inner_inputs):
            raise TypeError(f"JacobianOp takes {len(self.inner_inputs)} inputs, got {len(inputs)}")
        shape = self.expression.type.shape
        outputs = [_ot().TensorType(g.type.dtype, shape + w.type.shape)() for w, g in zip(self.wrt, self.products)]
        return Apply(self, list(inputs), outputs)

    def prepare_node(self, node, storage_map, compute_map, impl):
        if self._runs is None:
            self._runs = self._make_runs(impl or "py")

    def _make_runs(self, impl):
        """The products' graphs as runnable functions, with the kernels ``impl`` allows (C or perform)."""
        shapes = [self.expression.shape] + [w.shape for w in self.wrt]
        return (_graph_runner(self.inner_inputs, shapes, impl),
                _graph_runner(self.inner_inputs + [self.cotangent], self.products, impl))

    def perform(self, node, inputs, output_storage):
        if self._runs is None:          # perform called directly (DebugMode), not through make_thunk
            self._runs = self._make_runs("py")
        shape_fn, rows_fn = self._runs
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
        return [grad_not_implemented(self, i, x, "the Jacobian computed when it runs has no gradient; give the "
                                     "expression a static size to get an unrolled graph")
                for i, x in enumerate(inputs)]

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_runs"] = None       # thunks are made again where it is unpickled
        return state


def _graph_runner(inputs, outputs, impl):
    """``f(*values) -> outputs' values``: the graph from ``inputs`` to ``outputs`` run with the
    thunks its ops make (``Op.make_thunk``), in topological order, as it is (not rewritten).
    Results are read at once: a thunk may reuse its output's memory on the next call."""
    fgraph = FunctionGraph(inputs, outputs, clone=True)
    storage = {v: [v.data if isinstance(v, Constant) else None] for v in [*fgraph.inputs, *fgraph.variables]}
    computed = {v: [isinstance(v, Constant) or v.owner is None] for v in storage}
    thunks = [node.op.make_thunk(node, storage, computed, [], impl=impl) for node in fgraph.toposort()]
    input_cells = [storage[v] for v in fgraph.inputs]
    output_cells = [storage[v] for v in fgraph.outputs]

    def run(*values):
        for cell, value in zip(input_cells, values):
            cell[0] = value
        for thunk in thunks:
            thunk()
        return [cell[0] for cell in output_cells]

    return run


def _runtime_jacobian(expression, wrts, consider_constant, disconnected_inputs):
    """One JacobianOp for the Jacobians of ``expression`` with respect to each of ``wrts``."""
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
    ot = _ot()
    size = int(np.prod(expression.type.shape))
    flat = ot.reshape(expression, (size,))
    dtype = expression.type.dtype if expression.type.dtype.startswith("float") else config.floatX
    rows = [[] for _ in wrts]
    for i in range(size):
        onehot = np.zeros(size, dtype=dtype)
        onehot[i] = 1
        gs = grad(None, wrts, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                  known_grads={flat: ot.fill(flat, ot.constant(onehot))})   # reads flat, as grad's seed does
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
    ot = _ot()
    expression = ot.as_tensor_variable(expression)
    wrts, as_list, as_tuple = _listed(wrt)
    if expression.type.ndim == 0:
        gs = grad(expression, wrts, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs)
    elif vectorize or None in expression.type.shape:
        gs = _runtime_jacobian(expression, wrts, consider_constant, disconnected_inputs)
    else:
        gs = _unrolled_jacobian(expression, wrts, consider_constant, disconnected_inputs)
    return _shape_like(gs, as_list, as_tuple)


def hessian(cost, wrt, consider_constant=None, disconnected_inputs="raise", vectorize=False):
    """The matrix of second derivatives of the scalar ``cost`` for each vector in ``wrt``
    (of any static length: unknown lengths are computed when the graph runs)."""
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
    return _shape_like(results, as_list, as_tuple)
