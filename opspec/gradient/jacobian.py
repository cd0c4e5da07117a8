"""``jacobian`` and ``hessian``: one vector-Jacobian product per element of the expression."""
from __future__ import annotations

import numpy as np

from opspec.gradient.common import _as_list, _float_dtype, _ot, _shape_like
from opspec.gradient.reverse import grad


def jacobian(expression, wrt, consider_constant=None, disconnected_inputs="raise"):
    """d expression / d wrt, of shape ``expression.shape + wrt.shape``.

    One vector-Jacobian product per element of the expression, so its size must be static
    (``ot.vector(shape=(3,))``) until opspec has a loop Op.
    """
    ot = _ot()
    expression = ot.as_tensor_variable(expression)
    wrt_list, many, is_tuple = _as_list(wrt, "wrt")
    if expression.type.ndim == 0:
        return grad(expression, wrt, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs)
    if None in expression.type.shape:
        raise ValueError(f"jacobian: the expression {expression} has static shape {expression.type.shape}; "
                         "jacobian needs its size known when the graph is built")
    size = int(np.prod(expression.type.shape))
    flat = expression if expression.type.ndim == 1 else ot.reshape(expression, (size,))
    dtype = _float_dtype(expression)
    rows = [[] for _ in wrt_list]
    for i in range(size):
        onehot = np.zeros(size, dtype=dtype)
        onehot[i] = 1
        gs = grad(None, wrt_list, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                  known_grads={flat: ot.fill(flat, ot.constant(onehot))})   # reads flat, as grad's seed does
        for k, g in enumerate(gs):
            rows[k].append(g)
    results = []
    for w, row in zip(wrt_list, rows):
        jac = ot.stack(row) if size else ot.zeros((0,) + tuple(ot.shape_tuple(w)), dtype=_float_dtype(w))
        if expression.type.ndim != 1:
            jac = ot.reshape(jac, tuple(expression.type.shape) + tuple(ot.shape_tuple(w)))
        results.append(jac)
    return _shape_like(results, many, is_tuple)


def hessian(cost, wrt, consider_constant=None, disconnected_inputs="raise"):
    """Second derivatives of a scalar cost with respect to each vector in ``wrt`` (static sizes)."""
    ot = _ot()
    wrt_list, many, is_tuple = _as_list(wrt, "wrt")
    results = []
    for w in wrt_list:
        if w.type.ndim != 1:
            raise TypeError(f"hessian: wrt {w} must be a vector, got {w.type}")
        g = grad(cost, w, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs)
        if None in g.type.shape and None not in w.type.shape:
            g = ot.reshape(g, w.type.shape)      # gives the gradient w's static size
        results.append(jacobian(g, w, consider_constant=consider_constant,
                                disconnected_inputs=disconnected_inputs))
    return _shape_like(results, many, is_tuple)
