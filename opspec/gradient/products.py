"""Vector products of Jacobians and Hessians: ``pullback`` / ``pushforward`` (PyTensor 3's
names of ``Lop`` / ``Rop``), ``hessian_vector_product`` and ``subgraph_grad``."""
from __future__ import annotations

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.gradient.common import _as_list, _check_tangents, _listed, _ot, _shape_like
from opspec.gradient.forward import Rop
from opspec.gradient.reverse import grad


def pullback(f, wrt, cotangents, consider_constant=None, disconnected_inputs="raise", return_disconnected="zero"):
    """Vector-Jacobian products: for each ``wrt[j]``, the sum over ``i`` of
    ``cotangents[i] · d f[i] / d wrt[j]`` (a list when ``wrt`` is one)."""
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
    return _shape_like(grads, as_list, as_tuple)


def pushforward(f, wrt, tangents, disconnected_outputs="raise", return_disconnected="zero",
                use_op_pushforward=False):
    """Jacobian-vector products: for each ``f[i]``, the sum over ``j`` of
    ``d f[i] / d wrt[j] · tangents[j]``.

    By default built from two pullbacks (the reverse mode of the reverse mode is the forward
    mode), so ops need only a gradient; ``use_op_pushforward=True`` uses each op's
    ``R_op`` / ``pushforward`` instead (``Rop``).
    """
    if use_op_pushforward:
        return Rop(f, wrt, tangents, disconnected_outputs=disconnected_outputs,
                   return_disconnected=return_disconnected)
    return pushforward_through_pullback(f, wrt, tangents, disconnected_outputs, return_disconnected)


def pushforward_through_pullback(f, wrt, tangents, disconnected_outputs="raise", return_disconnected="zero"):
    """``pushforward`` built from two pullbacks: ops need only a gradient."""
    ot = _ot()
    wrts, _, _ = _listed(wrt)
    tans, _, _ = _listed(tangents)
    _check_tangents("pushforward", wrts, tans)
    fs, as_list, as_tuple = _as_list(f, "f")
    # cotangents: placeholders the result is linear in; zeros_like keeps them computed from
    # the outputs (no new graph input) and they vanish from the final graph
    cots = [ot.zeros_like(out, dtype=out.type.dtype if out.type.dtype.startswith(("float", "complex"))
                          else config.floatX) for out in fs]
    through = pullback(fs, wrts, cots, disconnected_inputs=disconnected_outputs, return_disconnected="zero")
    results = pullback(through, cots, tans, disconnected_inputs="ignore", return_disconnected=return_disconnected)
    return _shape_like(results, as_list, as_tuple)


def hessian_vector_product(cost, wrt, p, **grad_kwargs):
    """The Hessian of ``cost`` times ``p`` (one ``p`` per ``wrt``), by two reverse passes."""
    ot = _ot()
    wrts, as_list, as_tuple = _listed(wrt)
    ps, _, _ = _listed(p)
    if len(ps) != len(wrts):
        raise ValueError(f"hessian_vector_product: {len(wrts)} wrt but {len(ps)} vectors")
    grads = grad(cost, wrts, **grad_kwargs)
    inner = ot.add_terms([ot.sum(g * ot.as_tensor_variable(v)) for g, v in zip(grads, ps)])
    return _shape_like(grad(inner, wrts, **grad_kwargs), as_list, as_tuple)


def subgraph_grad(wrt, end, start=None, cost=None, details=False):
    """Gradients with respect to ``wrt`` and ``end`` of ``cost`` and of the known gradients
    ``start`` ({variable: gradient}), backpropagated no further than the ``end`` variables
    (layer by layer training, or a hand-made gradient through a step without one).
    Returns ``(wrt_grads, end_grads)``, and with ``details`` also the gradients from
    ``start`` and from ``cost`` separately."""
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
