"""Forward mode: ``Rop``, Jacobian-vector products from each Op's ``R_op``."""
from __future__ import annotations

import warnings

from opspec.graph.basic import Variable, io_toposort
from opspec.gradient.common import (_as_list, _check_tangents, _choice, _continuous, _ot, _placeholder,
                                    _shape_like)
from opspec.graph.null_type import DisconnectedInputError, NullTypeGradError, is_disconnected, is_null


def Rop(f, wrt, eval_points, disconnected_outputs="raise", return_disconnected="zero"):
    """Jacobian-vector products: sum over j of d f / d wrt[j] · eval_points[j].

    Built from each Op's ``R_op``; an output reached only through non-differentiable
    paths (R_op gives None, integer-valued variables) is disconnected.
    """
    ot = _ot()
    _choice("disconnected_outputs", disconnected_outputs, ("ignore", "warn", "raise"))
    return_disconnected = str(return_disconnected).lower()
    _choice("return_disconnected", return_disconnected, ("zero", "none", "disconnected"))
    wrt_list, _, _ = _as_list(wrt, "wrt")
    evs = eval_points if isinstance(eval_points, (list, tuple)) else [eval_points]
    _check_tangents("Rop", wrt_list, evs)
    fs, many, is_tuple = _as_list(f, "f")
    tangent = {}
    for k, (w, ev) in enumerate(zip(wrt_list, evs)):
        ev = ev if isinstance(ev, Variable) else ot.as_tensor_variable(ev)
        if getattr(ev.type, "ndim", None) != getattr(w.type, "ndim", None):
            raise ValueError(f"Rop: eval point {k} ({ev.type}) and wrt {k} ({w.type}) differ in rank")
        if _continuous(w):
            tangent[w] = ot.cast(ev, w.type.dtype)
    for node in io_toposort(wrt_list, fs):
        local = [tangent.get(v) if _continuous(v) else None for v in node.inputs]
        if all(e is None for e in local) or not any(_continuous(o) for o in node.outputs):
            continue
        try:
            result = node.op.R_op(list(node.inputs), local)
        except NotImplementedError as err:
            raise NotImplementedError(f"Rop: {node.op} has no R_op, needed to push tangents from "
                                      f"{', '.join(str(v) for v, e in zip(node.inputs, local) if e is not None)} "
                                      f"to {', '.join(map(str, node.outputs))}: {err}") from None
        if result is None or isinstance(result, Variable) or len(result) != len(node.outputs):
            raise TypeError(f"{node.op}.R_op must return a list of one Variable (or None) per output "
                            f"({len(node.outputs)}), got {result!r}")
        for out, r in zip(node.outputs, result):
            if r is None or is_disconnected(r) or not _continuous(out):
                continue
            if is_null(r):
                raise NullTypeGradError(f"Rop: the R_op of {node.op} is undefined: {r.type.why_null}")
            tangent[out] = _fit_tangent(r, out, node)
    results = []
    for k, out in enumerate(fs):
        r = tangent.get(out)
        if r is None:
            message = (f"Rop: output {k} ({out}) does not depend on wrt, or only through non-differentiable "
                       "operations")
            if disconnected_outputs == "raise":
                raise DisconnectedInputError(message)
            if disconnected_outputs == "warn":
                warnings.warn(message, stacklevel=2)
            r = _placeholder(out, return_disconnected)
        results.append(r)
    return _shape_like(results, many, is_tuple)


def _fit_tangent(r, out, node):
    """``r`` as the tangent of ``out``: a tensor of its rank and dtype (an op's R_op gives
    tangents of its outputs' shapes: elemwise ops broadcast theirs, see Elemwise.R_op)."""
    ot = _ot()
    if not isinstance(r, Variable):
        r = ot.as_tensor_variable(r)
    if r.type.ndim != out.type.ndim:
        raise ValueError(f"{node.op}.R_op returned {r.type} for output {out} of type {out.type}")
    return r if r.type.dtype == out.type.dtype else ot.cast(r, out.type.dtype)
