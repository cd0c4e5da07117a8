"""Finite differences: ``numeric_grad`` of any function of arrays, the step and tolerances
that suit each dtype, and ``GradientError``, what ``verify_grad`` (``opspec.testing.gradient``:
it compiles the graphs it checks) raises when a symbolic gradient disagrees with them."""
from __future__ import annotations

import numpy as np


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
    pt = [np.array(p, copy=True, order="C") for p in pt]     # C order: reshape(-1) below must be a view
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
