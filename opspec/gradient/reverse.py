"""Reverse mode: ``grad`` and ``Lop``.

Every Op contributes through the contract: ``L_op`` (or ``grad``) turns output gradients
into input gradients, ``connection_pattern`` says which outputs depend on which inputs.
The walk follows a topological order, never recursion, so graphs 100,000 nodes deep
differentiate.
"""
from __future__ import annotations

import gc
import warnings

import numpy as np

from opspec.graph.basic import Constant, Variable, io_toposort
from opspec.gradient.common import (_as_list, _choice, _continuous, _float_ones_like, _float_zeros_like, _ot,
                                    _placeholder, _shape_like)
from opspec.graph.null_type import (DisconnectedInputError, NullTypeGradError, disconnected_type,
                                   grad_not_implemented, is_disconnected, is_null)


def grad(cost, wrt, consider_constant=None, disconnected_inputs="raise", add_names=True, known_grads=None,
         return_disconnected="zero", null_gradients="raise"):
    """d cost / d wrt: a Variable per ``wrt`` (a list when ``wrt`` is a list).

    cost: a scalar, or None when ``known_grads`` ({variable: its gradient}) seeds the walk.
    consider_constant: variables the walk does not differentiate through.
    disconnected_inputs: "raise" | "warn" | "ignore" when the cost does not depend on a wrt.
    return_disconnected: "zero" | "none" | "disconnected": what such a wrt gets.
    null_gradients: "raise" | "return" for undefined / not implemented gradients.
    """
    ot = _ot()
    _choice("disconnected_inputs", disconnected_inputs, ("ignore", "warn", "raise"))
    return_disconnected = str(return_disconnected).lower()
    _choice("return_disconnected", return_disconnected, ("zero", "none", "disconnected"))
    _choice("null_gradients", null_gradients, ("raise", "return"))
    wrt_list, many, is_tuple = _as_list(wrt, "wrt")
    if cost is None and not known_grads:
        raise ValueError("grad needs a cost, or known_grads to start from")
    seeds: dict = {}
    if cost is not None:
        cost = ot.as_tensor_variable(cost)
        if cost.type.ndim != 0:
            raise TypeError(f"grad: the cost must be a scalar, got {cost} of type {cost.type}; sum it, or "
                            "use Lop / known_grads for a vector-Jacobian product")
        seeds[cost] = [_float_ones_like(cost)]      # shaped like the cost, and reading it
    for var, g in (known_grads or {}).items():
        if not isinstance(var, Variable):
            raise TypeError(f"known_grads keys must be Variables, got {type(var).__name__}")
        if not isinstance(g, Variable):
            g = ot.as_tensor_variable(g)
        if not (is_null(g) or is_disconnected(g)):
            if not _continuous(g):
                raise TypeError(f"grad: known gradient {g} of {var} has dtype {g.type.dtype}; gradients are "
                                "float (or DisconnectedType / NullType)")
            if g.type.ndim != var.type.ndim:
                raise ValueError(f"grad: known gradient {g} of {var} has {g.type.ndim} dimensions, "
                                 f"{var} has {var.type.ndim}")
        seeds.setdefault(var, []).append(g)
    # gradient graphs are webs of reference cycles: the cyclic collector would rescan them
    # again and again while they grow (twice the time on a 100,000-node chain)
    collecting = gc.isenabled()
    gc.disable()
    try:
        grads = _Backprop(seeds, wrt_list, consider_constant or ()).run()
    finally:
        if collecting:
            gc.enable()

    results = []
    for k, (var, g) in enumerate(zip(wrt_list, grads)):
        if g is None:
            message = (f"grad: the cost does not depend on wrt {k} ({var}): it is not part of the cost's "
                       "graph, or reaches it only through disconnected inputs of its ops "
                       "(pass disconnected_inputs='ignore' or 'warn' if that is intended)")
            if disconnected_inputs == "raise":
                raise DisconnectedInputError(message)
            if disconnected_inputs == "warn":
                warnings.warn(message, stacklevel=2)
            g = _placeholder(var, return_disconnected)
        elif is_null(g):
            if null_gradients == "raise":
                raise NullTypeGradError(f"grad: the gradient with respect to wrt {k} ({var}) cannot be "
                                        f"computed: {g.type.why_null}")
        elif add_names and cost is not None and cost.name and var.name and g.name is None \
                and g.owner is not None and g not in wrt_list:
            g.name = f"(d{cost.name}/d{var.name})"
        results.append(g)
    return _shape_like(results, many, is_tuple)


def _pattern(node) -> list[list[bool]]:
    method = getattr(node.op, "connection_pattern", None)
    if method is None:
        return [[True] * len(node.outputs) for _ in node.inputs]
    rows = [list(map(bool, r)) for r in method(node)]
    if len(rows) != len(node.inputs) or any(len(r) != len(node.outputs) for r in rows):
        raise ValueError(f"{node.op}.connection_pattern must give one row per input ({len(node.inputs)}) "
                         f"of one bool per output ({len(node.outputs)}), got {rows}")
    return rows


class _Backprop:
    """One reverse walk: gradient terms per variable, summed when all its clients are done."""

    def __init__(self, seeds, wrt, consider_constant):
        self.terms = {v: list(gs) for v, gs in seeds.items()}
        self.totals: dict = {}
        self.wrt = wrt
        self.blocked = set(consider_constant)
        self.order = io_toposort(list(consider_constant), list(seeds))
        # variables the wrt reach through connected inputs: only their owners are visited
        self.on_path = set(wrt)
        self.patterns = {}
        for node in self.order:
            live = [i for i, v in enumerate(node.inputs) if v in self.on_path]
            if not live:
                continue
            pattern = self.patterns[node] = _pattern(node)
            for j, out in enumerate(node.outputs):
                if out not in self.blocked and any(pattern[i][j] for i in live):
                    self.on_path.add(out)

    def run(self) -> list:
        for node in reversed(self.order):
            if node not in self.patterns:
                continue
            ograds = [None if o in self.blocked else self.total(o) for o in node.outputs]
            if all(g is None for g in ograds):
                continue
            for inp, g in zip(node.inputs, self.node_grads(node, ograds)):
                if g is not None:
                    self.terms.setdefault(inp, []).append((g, node.op))
        return [self.total(v) for v in self.wrt]

    def total(self, var):
        """The gradient of ``var``: None (disconnected), a NullType variable, or the sum of its terms."""
        if var in self.totals:
            return self.totals[var]
        total = None
        for term in self.terms.get(var, ()):
            op = None
            if isinstance(term, tuple):
                term, op = term
            if is_disconnected(term):
                continue
            if is_null(term):
                total = term
                break
            term = _fit(term, var, op)
            total = term if total is None else _ot().add(total, term)
        if total is not None and not is_null(total) and _continuous(var) and total.type.dtype != var.type.dtype:
            total = _ot().cast(total, var.type.dtype)
        self.totals[var] = total
        return total

    def node_grads(self, node, ograds) -> list:
        """Input gradients of one node, checked against the Op contract."""
        op, pattern = node.op, self.patterns[node]
        connected = [g is not None for g in ograds]
        null_out = [is_null(g) for g in ograds]
        int_out = [not _continuous(o) for o in node.outputs]
        wanted = [v in self.on_path and any(p and c for p, c in zip(row, connected))
                  for v, row in zip(node.inputs, pattern)]
        if not any(wanted):
            return [None] * len(node.inputs)

        discrete = [hasattr(x.type, "dtype") and not _continuous(x) for x in node.inputs]

        def reached_null(i):
            return [ograds[j] for j, p in enumerate(pattern[i]) if p and null_out[j]]

        def nulls_of(i):
            # an undefined gradient of a float output stops at an integer or bool input, whose
            # gradient is zero (d f(cast(n)) / dn is f' times 0); one of an integer output goes on
            return [g for j, g in enumerate(ograds)
                    if pattern[i][j] and null_out[j] and (int_out[j] or not discrete[i])]

        if all(not w or len(reached_null(i)) == sum(p and c for p, c in zip(pattern[i], connected))
               for i, w in enumerate(wanted)):
            # every wanted input is reached only through undefined gradients: no need to call the Op
            return [None if not w else nulls_of(i)[0] if nulls_of(i) else _float_zeros_like(x)
                    for i, (w, x) in enumerate(zip(wanted, node.inputs))]
        new_ograds = []
        for out, g, is_nl in zip(node.outputs, ograds, null_out):
            if g is None:
                g = disconnected_type()
            elif is_nl:
                g = _float_zeros_like(out)
            elif _continuous(out) and g.type.dtype != out.type.dtype:
                g = _ot().cast(g, out.type.dtype)
            new_ograds.append(g)
        try:
            result = op.L_op(list(node.inputs), list(node.outputs), new_ograds)
        except NotImplementedError as err:       # MethodNotDefined too: the Op has no gradient
            result = [grad_not_implemented(op, i, x, str(err)) for i, x in enumerate(node.inputs)]
        if result is None or isinstance(result, Variable):
            got = "None" if result is None else "a Variable"
            raise TypeError(f"{op}.grad / L_op must return a list of one gradient per input "
                            f"({len(node.inputs)}), got {got}")
        if len(result) != len(node.inputs):
            raise ValueError(f"{op}.grad / L_op returned {len(result)} gradients, but {op} has "
                             f"{len(node.inputs)} inputs: one gradient per input is required")
        grads = []
        for i, (x, term) in enumerate(zip(node.inputs, result)):
            if term is None or not isinstance(term, Variable):
                raise TypeError(f"{op}.grad returned {term!r} for input {i} ({x}); return a Variable: "
                                "zeros_like(x, dtype=floatX), disconnected_type(), or grad_undefined / "
                                "grad_not_implemented")
            if not any(pattern[i]) and not is_disconnected(term):
                raise TypeError(f"{op}.grad returned {term} of type {term.type} for input {i} ({x}), which its "
                                "connection_pattern marks as disconnected from every output; return "
                                "disconnected_type() for it")
            if not wanted[i] or is_disconnected(term):
                grads.append(None)
                continue
            nulls = nulls_of(i)
            if nulls or is_null(term):
                grads.append(nulls[0] if nulls else term)
                continue
            if discrete[i]:
                # an integer input's gradient is zero, whatever the formula built (PyTensor's
                # rule: a linear op's formula like Subtensor's would otherwise add the float
                # gradient into zeros of the input's integer dtype)
                grads.append(_float_zeros_like(x))
                continue
            term = _fit(term, x, op)
            only_int = not any(p and c and not n for p, c, n in zip(pattern[i], connected, int_out))
            if only_int:
                zero = _is_zero(term, new_ograds)
                if zero == "no":
                    raise ValueError(f"{op}.grad returned {term} for input {i} ({x}), a nonzero constant, but "
                                     "the input reaches the cost only through integer-valued outputs: its "
                                     "gradient must be zero (or undefined)")
                if zero == "maybe":
                    term = _float_zeros_like(x)
            grads.append(term)
        return grads


def _fit(term, var, op):
    """``term`` as a gradient of ``var``: float, same rank, summed over broadcast dimensions."""
    who = f"{op}.grad" if op is not None else "a known gradient"
    if not hasattr(term.type, "dtype") or not hasattr(var.type, "dtype"):
        return term
    if not _continuous(term):
        raise TypeError(f"{who} returned an integer-valued gradient ({term}, dtype {term.type.dtype}) for "
                        f"{var}; gradients are float: use zeros_like(x, dtype=floatX) for a zero gradient")
    if term.type.ndim != var.type.ndim:
        raise ValueError(f"{who} returned a gradient with {term.type.ndim} dimensions ({term.type}) for {var} "
                         f"of type {var.type}")
    axes = []
    for d, (vs, ts) in enumerate(zip(var.type.shape, term.type.shape)):
        if vs == 1 and ts != 1:
            axes.append(d)
        elif vs is not None and ts is not None and vs != ts:
            raise ValueError(f"{who} returned a gradient of static shape {term.type.shape} for {var} of "
                             f"static shape {var.type.shape}")
    if axes:
        term = _ot().sum(term, axis=axes, keepdims=True)
    return term


def _is_zero(var, ograds=()) -> str:
    """Whether a gradient is a constant zero: "yes", "no" (a nonzero constant the op made) or
    "maybe". An output gradient passed through (``ograds``) is "maybe" even when it is a
    filled constant (the seed of a cost): its value is not the op's to choose."""
    ot = _ot()
    for _ in range(8):
        if any(var is g for g in ograds):
            return "maybe"
        if isinstance(var, Constant):
            return "yes" if not np.any(var.data) else "no"
        node = var.owner
        if node is None:
            return "maybe"
        if isinstance(node.op, (ot.Alloc, ot.BroadcastTo, ot.Cast, ot.DimShuffle)):
            var = node.inputs[0]
        elif isinstance(node.op, ot.Second):        # zeros_like: fill(x, 0)
            var = node.inputs[1]
        else:
            return "maybe"
    return "maybe"


def Lop(f, wrt, eval_points, consider_constant=None, disconnected_inputs="raise"):
    """Vector-Jacobian products: sum over i of eval_points[i] · d f[i] / d wrt."""
    ot = _ot()
    fs, _, _ = _as_list(f, "f")
    evs = [e if isinstance(e, Variable) else ot.as_tensor_variable(e)
           for e in (eval_points if isinstance(eval_points, (list, tuple)) else [eval_points])]
    if len(fs) != len(evs):
        raise ValueError(f"Lop: {len(fs)} outputs but {len(evs)} eval points")
    known = {}
    for out, ev in zip(fs, evs):
        known[out] = ev if out not in known else ot.add(known[out], ev)
    return grad(None, wrt, consider_constant=consider_constant, disconnected_inputs=disconnected_inputs,
                known_grads=known)
