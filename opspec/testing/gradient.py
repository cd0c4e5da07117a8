"""``verify_grad``: a symbolic gradient checked against finite differences, on compiled
functions (``opspec.gradient.verify_grad`` is this one: PyTensor's path)."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.compile.function import function
from opspec.configuration import config
from opspec.gradient.common import _continuous
from opspec.gradient.reverse import grad
from opspec.gradient.verify import GradientError, numeric_grad, numeric_tolerances
from opspec.testing.asserts import fetch_seed


def _rng(rng):
    if rng is None:
        return np.random.default_rng(fetch_seed())
    return np.random.default_rng(rng) if isinstance(rng, (int, np.integer)) else rng


def verify_grad(fun_or_op, pt, n_tests=2, rng=None, eps=None, abs_tol=None, rel_tol=None, mode=None):
    """Check the symbolic gradient of ``fun_or_op`` at ``pt`` against finite differences.

    fun_or_op: an Op or a function of symbolic inputs, one per array of ``pt`` (float arrays:
    close over the others). Its float outputs are projected on random weights to a scalar
    cost, a new projection per test; a mismatch raises ``GradientError`` showing both
    gradients and the worst element. eps and tolerances default by the narrowest float dtype.
    """
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
