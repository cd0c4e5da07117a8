"""Finite differences: ``numeric_grad`` and ``verify_grad``, which checks a symbolic
gradient against them and raises ``GradientError`` showing both."""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.gradient.common import _continuous, _ot
from opspec.gradient.reverse import grad


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
