"""Differentiation over graphs: reverse mode (``grad``, ``Lop``), forward mode (``Rop``),
and the finite-difference check ``verify_grad``; ``opspec.gradient_ops`` adds
``pullback`` / ``pushforward``, ``jacobian`` / ``hessian`` and the gradient-changing ops.

Every Op contributes through the contract: ``L_op`` (or ``grad``) turns output gradients
into input gradients, ``R_op`` turns input tangents into output tangents,
``connection_pattern`` says which outputs depend on which inputs. Walks follow a
topological order, never recursion, so graphs 100,000 nodes deep differentiate.

Special gradients are Variables of two types: ``DisconnectedType`` (the cost does not
depend on it: a structural zero) and ``NullType`` (the gradient is undefined or not
implemented; using it is an error that names the Op).
"""
from __future__ import annotations

import gc
import warnings

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Constant, Variable, io_toposort
from opspec.graph.null_type import NullType
from opspec.graph.type import Type

_CONTINUOUS = ("float16", "float32", "float64", "complex64", "complex128")


class GradientError(AssertionError):
    """``verify_grad`` found a symbolic gradient that disagrees with finite differences."""

    def __init__(self, arg, err_pos, shape, val1, val2, abs_err, rel_err, abs_tol, rel_tol, details=""):
        self.arg, self.err_pos, self.shape = arg, err_pos, shape
        self.val1, self.val2 = val1, val2
        self.abs_err, self.rel_err, self.abs_tol, self.rel_tol = abs_err, rel_err, abs_tol, rel_tol
        super().__init__(
            f"verify_grad: the gradient with respect to input {arg} (shape {shape}) disagrees with finite "
            f"differences; worst element {err_pos}: symbolic {val1!r}, numeric {val2!r}, abs err {abs_err:.3g} "
            f"(tol {abs_tol:.3g}), rel err {rel_err:.3g} (tol {rel_tol:.3g}){details}")


class NullTypeGradError(TypeError):
    """A requested gradient is undefined or not implemented (it is a NullType variable)."""


class DisconnectedInputError(ValueError):
    """The cost does not depend on a variable it was differentiated with respect to."""


class DisconnectedType(Type):
    """The type of the gradient of a cost with respect to something it does not depend on.

    A symbolic zero that also says *why* it is zero, so ``grad`` can tell a disconnected
    input (an error by default) from one whose gradient happens to be zero.
    """

    def filter(self, data, strict=False, allow_downcast=None):
        raise TypeError("a DisconnectedType variable is a placeholder in gradient graphs; it holds no value")

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def __str__(self):
        return "DisconnectedType"

    __repr__ = __str__


#: ``disconnected_type()`` makes a new DisconnectedType variable (what ``ot.disconnected`` returns)
disconnected_type = DisconnectedType()


def null_type(why: str = "(no explanation given)") -> Variable:
    return NullType(why)()


def grad_not_implemented(op, x_pos, x, comment="") -> Variable:
    """The gradient of input ``x_pos`` of ``op`` nobody wrote: grad raises if it is needed."""
    return null_type(f"the gradient of {op} with respect to its input {x_pos} ({x}) is not implemented. "
                     f"{comment}".strip())


def grad_undefined(op, x_pos, x, comment="") -> Variable:
    """The gradient of input ``x_pos`` of ``op`` does not exist mathematically."""
    return null_type(f"the gradient of {op} with respect to its input {x_pos} ({x}) is mathematically "
                     f"undefined. {comment}".strip())


def is_disconnected(var) -> bool:
    return isinstance(var, Variable) and isinstance(var.type, DisconnectedType)


def is_null(var) -> bool:
    return isinstance(var, Variable) and isinstance(var.type, NullType)


def _ot():
    import opspec.tensor as ot
    return ot


def _continuous(var) -> bool:
    return getattr(var.type, "dtype", None) in _CONTINUOUS


def _float_dtype(var) -> str:
    dtype = getattr(var.type, "dtype", None)
    return dtype if dtype in _CONTINUOUS else config.floatX


def _float_zeros_like(var):
    return _ot().zeros_like(var, dtype=_float_dtype(var))


def _choice(name, value, allowed):
    if value not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(map(repr, allowed))}, got {value!r}")


def _as_list(value, what):
    many = isinstance(value, (list, tuple))
    items = list(value) if many else [value]
    for i, v in enumerate(items):
        if not isinstance(v, Variable):
            raise TypeError(f"{what} {i} is a {type(v).__name__}, not a Variable")
    return items, many, isinstance(value, tuple)


def _placeholder(var, how):
    """What a disconnected result becomes: zeros, None or a DisconnectedType variable."""
    return _float_zeros_like(var) if how == "zero" else None if how == "none" else disconnected_type()


def _shape_like(items, many, is_tuple):
    if not many:
        return items[0]
    return tuple(items) if is_tuple else items


# ------------------------------------------------------------------ reverse mode
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
        seeds[cost] = [ot.constant(1, dtype=_float_dtype(cost))]
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

        def nulls_of(i):
            return [ograds[j] for j, p in enumerate(pattern[i]) if p and null_out[j]]

        if all(not w or len(nulls_of(i)) == sum(p and c for p, c in zip(pattern[i], connected))
               for i, w in enumerate(wanted)):
            # every wanted input is reached only through undefined gradients: no need to call the Op
            return [nulls_of(i)[0] if w else None for i, w in enumerate(wanted)]
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
            term = _fit(term, x, op)
            only_int = not any(p and c and not n for p, c, n in zip(pattern[i], connected, int_out))
            if only_int:
                zero = _is_zero(term)
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


def _is_zero(var) -> str:
    """Whether a gradient is a constant zero: "yes", "no" (a nonzero constant) or "maybe"."""
    ot = _ot()
    for _ in range(8):
        if isinstance(var, Constant):
            return "yes" if not np.any(var.data) else "no"
        node = var.owner
        if node is None:
            return "maybe"
        if isinstance(node.op, (ot.Alloc, ot.BroadcastTo, ot.Cast, ot.DimShuffle)):
            var = node.inputs[0]
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


# ------------------------------------------------------------------ forward mode
def Rop(f, wrt, eval_points, disconnected_outputs="raise", return_disconnected="zero"):
    """Jacobian-vector products: sum over j of d f / d wrt[j] · eval_points[j].

    Built from each Op's ``R_op``; an output reached only through non-differentiable
    paths (R_op gives None, integer-valued variables) is disconnected.
    """
    ot = _ot()
    _choice("disconnected_outputs", disconnected_outputs, ("ignore", "warn", "raise"))
    return_disconnected = str(return_disconnected).lower()
    _choice("return_disconnected", return_disconnected, ("zero", "none", "disconnected"))
    fs, many, is_tuple = _as_list(f, "f")
    wrt_list, _, _ = _as_list(wrt, "wrt")
    evs = eval_points if isinstance(eval_points, (list, tuple)) else [eval_points]
    if len(wrt_list) != len(evs):
        raise ValueError(f"Rop: {len(wrt_list)} wrt but {len(evs)} eval points")
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
            tangent[out] = _fit_tangent(r, out, node, local)
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


def _fit_tangent(r, out, node, local):
    """``r`` as the tangent of ``out``: its dtype, and broadcast to its shape on elemwise ops,
    whose terms for one input's tangent (``ev_y`` of ``x + y``) may be smaller than the output."""
    ot = _ot()
    from opspec.tensor.elemwise import Elemwise, never_broadcast
    if not isinstance(r, Variable):
        r = ot.as_tensor_variable(r)
    elemwise = isinstance(node.op, Elemwise)
    if r.type.ndim > out.type.ndim or (r.type.ndim < out.type.ndim and not elemwise):
        raise ValueError(f"{node.op}.R_op returned {r.type} for output {out} of type {out.type}")
    if elemwise and not (r.type.shape == out.type.shape and None not in r.type.shape) and not all(
            never_broadcast(node.inputs, k) for k, e in enumerate(local) if e is not None):
        r = ot.broadcast_to(r, ot.shape(out))
    return r if r.type.dtype == out.type.dtype else ot.cast(r, out.type.dtype)


# ------------------------------------------------------------------ finite differences
#: per narrowest float dtype: (central-difference step, abs tol, rel tol)
_NUMERIC = {"float64": (1e-6, 1e-4, 1e-4), "float32": (1e-3, 1e-2, 1e-2), "float16": (1e-1, 5e-2, 5e-2)}


def numeric_tolerances(dtypes) -> tuple[float, float, float]:
    """(finite-difference step, abs tol, rel tol) for values of these dtypes (the narrowest float)."""
    floats = [np.dtype(d) for d in dtypes if np.dtype(d).kind in "fc"]
    narrow = min(floats, key=lambda d: np.finfo(d).bits, default=np.dtype("float64"))
    return _NUMERIC[{16: "float16", 32: "float32"}.get(np.finfo(narrow).bits, "float64")]


def numeric_grad(f, pt, eps=None, projections=None) -> list[np.ndarray]:
    """Central differences of ``sum_k <projections[k], f(*pt)[k]>`` (of ``f(*pt)`` itself, a
    scalar, without projections) with respect to each array of ``pt``.

    Output differences are taken before projecting, so a huge element elsewhere in the
    output does not drown the change of a small one; the step actually taken is used (it
    is not ``2 * eps`` once rounded to float32).
    """
    pt = [np.array(p, copy=True) for p in pt]
    eps = numeric_tolerances([p.dtype for p in pt])[0] if eps is None else eps

    def outputs():
        out = f(*pt)
        out = list(out) if isinstance(out, (list, tuple)) else [out]
        return [np.asarray(o, dtype=np.float64) for o in out]

    projections = None if projections is None else [np.asarray(p, dtype=np.float64) for p in projections]
    grads = []
    for p in pt:
        g = np.zeros(p.shape, dtype=np.float64)
        flat = p.reshape(-1)            # a view: writes move the point f sees
        for i in range(flat.size):
            orig = flat[i]
            flat[i] = orig + eps
            hi, plus = flat[i], outputs()
            flat[i] = orig - eps
            lo, minus = flat[i], outputs()
            flat[i] = orig
            step = float(hi) - float(lo)
            diffs = [(a - b) / step for a, b in zip(plus, minus)]
            g.reshape(-1)[i] = (sum(float(np.sum(d)) for d in diffs) if projections is None
                                else sum(float(np.sum(d * w)) for d, w in zip(diffs, projections)))
        grads.append(g)
    return grads


def _rng(rng):
    if rng is None:
        from opspec.testing.asserts import fetch_seed
        return np.random.default_rng(fetch_seed())
    return np.random.default_rng(rng) if isinstance(rng, (int, np.integer)) else rng


def verify_grad(fun_or_op, pt, n_tests=2, rng=None, eps=None, abs_tol=None, rel_tol=None, mode=None):
    """Check the symbolic gradient of ``fun_or_op`` at ``pt`` against finite differences.

    fun_or_op: an Op or a function of symbolic inputs, one per array of ``pt`` (float arrays:
    close over the others). Its float outputs are projected on random weights to a scalar
    cost, a new projection per test; a mismatch raises ``GradientError`` showing both
    gradients and the worst element. eps and tolerances default by the narrowest float dtype.
    """
    ot = _ot()
    from opspec.compile.function import function
    pt = [np.array(p, dtype=config.floatX if isinstance(p, float) else None, copy=True)
          for p in (pt if isinstance(pt, (list, tuple)) else [pt])]
    for k, p in enumerate(pt):
        if p.dtype.kind not in "fc":
            raise TypeError(f"verify_grad: point {k} has dtype {p.dtype}; it differentiates with respect to "
                            "float inputs only (close over the others in a function)")
    rng = _rng(rng)
    inputs = [ot.tensor(p.dtype, (None,) * p.ndim, name=f"input{k}") for k, p in enumerate(pt)]
    outs = fun_or_op(*inputs)
    outs = [o for o in (outs if isinstance(outs, (list, tuple)) else [outs]) if _continuous(o)]
    if not outs:
        raise TypeError(f"verify_grad: {fun_or_op} has no float output to differentiate")
    projs = [ot.tensor(o.type.dtype, (None,) * o.type.ndim, name=f"projection{k}") for k, o in enumerate(outs)]
    cost = ot.add_terms([ot.sum(o * w) for o, w in zip(outs, projs)])
    f_out = function(inputs, outs, mode=mode, on_unused_input="ignore")
    f_grad = function(inputs + projs, grad(cost, inputs, disconnected_inputs="ignore"), mode=mode,
                      on_unused_input="ignore")
    step, default_abs, default_rel = numeric_tolerances([p.dtype for p in pt] + [o.type.dtype for o in outs])
    eps = step if eps is None else eps
    abs_tol = default_abs if abs_tol is None else abs_tol
    rel_tol = default_rel if rel_tol is None else rel_tol
    shapes = [np.shape(v) for v in f_out(*pt)]
    for _ in range(n_tests):
        weights = [(rng.uniform(size=s) + 0.5).astype(o.type.dtype) for s, o in zip(shapes, outs)]
        symbolic = f_grad(*pt, *weights)
        numeric = numeric_grad(f_out, pt, eps, weights)
        for k, (a, b) in enumerate(zip(symbolic, numeric)):
            _compare(k, np.asarray(a, dtype=np.float64), b, abs_tol, rel_tol)


def _compare(k, symbolic, numeric, abs_tol, rel_tol):
    if symbolic.shape != numeric.shape:
        raise GradientError(k, None, numeric.shape, symbolic.shape, numeric.shape, np.inf, np.inf, abs_tol, rel_tol,
                            f"\nthe symbolic gradient has shape {symbolic.shape}, the input {numeric.shape}")
    abs_err = np.abs(symbolic - numeric)
    rel_err = abs_err / np.maximum(np.abs(symbolic) + np.abs(numeric), 1e-8)
    with np.errstate(invalid="ignore"):
        badness = np.minimum(abs_err / abs_tol, rel_err / rel_tol)
    badness = np.where(np.isfinite(symbolic) == np.isfinite(numeric), np.nan_to_num(badness, nan=np.inf), np.inf)
    if badness.size == 0 or badness.max() <= 1:
        return
    pos = np.unravel_index(int(np.argmax(badness)), badness.shape)
    with np.printoptions(precision=6, threshold=200):
        details = f"\nsymbolic gradient:\n{symbolic}\nnumeric gradient:\n{numeric}"
    raise GradientError(k, tuple(int(i) for i in pos), symbolic.shape, float(symbolic[pos]), float(numeric[pos]),
                        float(abs_err[pos]), float(rel_err[pos]), abs_tol, rel_tol, details)


verify_grad.E_grad = GradientError


# PyTensor 3's gradient API beyond grad (pullback, pushforward, jacobian, hessian, zero_grad...)
from opspec.gradient_ops import *  # noqa: E402,F401,F403
