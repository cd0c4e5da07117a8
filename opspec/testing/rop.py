"""Checking R_op (forward mode) and L_op (reverse mode) of an expression against each other.

Two independent oracles, no loop Op needed: the directional finite difference
``(f(x + h v) - f(x - h v)) / 2h`` for ``Rop(f, x, v)``, and the adjoint identity
``<u, Rop(f, x, v)> == <Lop(f, x, u), v>`` tying the two modes together.
"""
from __future__ import annotations

import numpy as np

from opspec.testing.asserts import fetch_seed


def check_rop_lop_at(outputs, wrt, values, mode="FAST_COMPILE", rng=None, check_lop=True, eps=None,
                     abs_tol=None, rel_tol=None):
    """Check ``Rop(outputs, wrt, v)`` (and ``Lop``) at ``values`` for random directions.

    outputs: float Variables depending only on ``wrt`` (ownerless float Variables);
    values: one array per ``wrt``. Returns the R_op values, one array per output.
    """
    import opspec.tensor as ot
    from opspec.compile.function import function
    from opspec.gradient import Lop, Rop, numeric_tolerances

    rng = rng if rng is not None else np.random.default_rng(fetch_seed())
    outputs, wrt = list(outputs), list(wrt)
    values = [np.asarray(v) for v in values]
    step, default_abs, default_rel = numeric_tolerances([v.dtype for v in values] + [o.type.dtype for o in outputs])
    eps = step if eps is None else eps
    abs_tol = default_abs if abs_tol is None else abs_tol
    rel_tol = default_rel if rel_tol is None else rel_tol

    f = function(wrt, outputs, mode=mode, on_unused_input="ignore")
    evs = [ot.tensor(w.type.dtype, (None,) * w.type.ndim, name=f"ev_{w}") for w in wrt]
    rop = Rop(outputs, wrt, evs, disconnected_outputs="ignore")
    f_rop = function(wrt + evs, rop, mode=mode, on_unused_input="ignore")
    directions = [rng.uniform(-1, 1, size=v.shape).astype(v.dtype) for v in values]
    got = [np.asarray(r, dtype=np.float64) for r in f_rop(*values, *directions)]

    plus = f(*[(v + eps * d).astype(v.dtype) for v, d in zip(values, directions)])
    minus = f(*[(v - eps * d).astype(v.dtype) for v, d in zip(values, directions)])
    for k, (r, a, b) in enumerate(zip(got, plus, minus)):
        numeric = (np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)) / (2 * eps)
        _close(r, numeric, abs_tol, rel_tol, f"Rop of output {k} ({outputs[k]}) vs finite differences")

    if check_lop:
        us = [ot.tensor(o.type.dtype, (None,) * o.type.ndim, name=f"u_{o}") for o in outputs]
        lop = Lop(outputs, wrt, us, disconnected_inputs="ignore")
        f_lop = function(wrt + us, lop, mode=mode, on_unused_input="ignore")
        weights = [rng.uniform(-1, 1, size=r.shape).astype(o.type.dtype) for r, o in zip(got, outputs)]
        left = [np.asarray(g, dtype=np.float64) for g in f_lop(*values, *weights)]
        lhs = sum(float(np.sum(w * r)) for w, r in zip(weights, got))
        rhs = sum(float(np.sum(g * d)) for g, d in zip(left, directions))
        scale = sum(float(np.sum(np.abs(w * r))) for w, r in zip(weights, got)) + 1.0
        assert abs(lhs - rhs) <= max(abs_tol, rel_tol * scale) * 0.1, (
            f"<u, Rop(f, x, v)> = {lhs!r} but <Lop(f, x, u), v> = {rhs!r}: R_op and L_op disagree")
    return got


def _close(got, want, abs_tol, rel_tol, what):
    if got.shape != want.shape:
        raise AssertionError(f"{what}: shape {got.shape}, expected {want.shape}")
    np.testing.assert_allclose(got, want, rtol=rel_tol, atol=abs_tol, err_msg=what)


class RopLopChecker:
    """Test mixin: ``check_rop_lop(y, out_shape)`` of an expression of ``self.x`` (a vector),
    ``check_mat_rop_lop`` of ``self.mx`` (a matrix), and ``check_nondiff_rop`` for expressions
    whose R_op must be refused. pytest calls ``setup_method``; other callers get it on first use.
    """

    def setup_method(self, method=None):
        import opspec.tensor as ot
        self.rng = np.random.default_rng(fetch_seed())
        self.x = ot.vector("x")
        self.v = ot.vector("v")
        self.in_shape = (5 + int(self.rng.integers(3)),)
        self.mx = ot.matrix("mx")
        self.mv = ot.matrix("mv")
        self.mat_in_shape = (5 + int(self.rng.integers(3)), 5 + int(self.rng.integers(3)))

    def _ready(self):
        if not hasattr(self, "x"):
            self.setup_method()

    def check_rop_lop(self, y, out_shape, mode="FAST_COMPILE"):
        """R_op of ``y`` (an expression of ``self.x``) against finite differences and L_op."""
        self._ready()
        return self._check(y, self.x, self.in_shape, out_shape, mode)

    def check_mat_rop_lop(self, y, out_shape, mode="FAST_COMPILE"):
        """As check_rop_lop, for an expression of the matrix ``self.mx``."""
        self._ready()
        return self._check(y, self.mx, self.mat_in_shape, out_shape, mode)

    def _check(self, y, x, in_shape, out_shape, mode):
        value = self.rng.uniform(size=in_shape).astype(x.type.dtype)
        got = check_rop_lop_at([y], [x], [value], mode=mode, rng=self.rng)[0]
        assert got.shape == tuple(out_shape), f"Rop of {y} has shape {got.shape}, expected {tuple(out_shape)}"
        return got

    def check_nondiff_rop(self, y, x=None, v=None):
        """``Rop(y, x, v)`` must refuse: y is not differentiable (or has no R_op) with respect to x."""
        from opspec.gradient import NullTypeGradError, Rop
        self._ready()
        x = self.x if x is None else x
        v = self.v if v is None else v
        try:
            Rop(y, x, v)
        except (ValueError, NotImplementedError, NullTypeGradError):
            return
        raise AssertionError(f"Rop({y}, {x}, {v}) was computed, but {y} is not differentiable with respect to {x}")


RopLop_checker = RopLopChecker
