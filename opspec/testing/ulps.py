"""How far two correct kernels of one op may be apart, read from its spec.

A C kernel calls glibc; its ``python:`` reference calls numpy, whose float loops for the
transcendental functions are its own SIMD code (within 1-4 ulp of correctly rounded, as numpy
documents), or CPython's math module, which computes lgamma and gamma its own way. Neither is
wrong, so tests that compare them (the fuzz suite, the scalar layer's views) allow these ulps,
and hold every other op to the same bits. The classification reads the names the kernels call:
a new op is classified as it is written, no list of ops is kept.
"""
from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

#: names whose results numpy and libm round differently (SIMD kernels vs glibc): see ULPS
TRANSCENDENTAL = {"exp", "log", "log1p", "expm1", "sin", "cos", "tan", "tanh", "sinh", "cosh", "erf",
                  "erfc", "pow", "power", "opspec_power", "logaddexp", "exp2", "log2", "log10", "cbrt",
                  "atan2", "asin", "acos", "atan", "asinh", "acosh", "atanh", "hypot"}
#: ulps allowed between glibc (C kernels) and numpy's own SIMD transcendental loops; numpy
#: documents its float32/float64 SIMD exp/log/sin/cos/tanh as within 1-4 ulp of correctly rounded
ULPS = 4

#: libm functions CPython computes its own way (math.lgamma, math.gamma: the special functions'
#: python references): they differ by ulps of the result, or near lgamma's zeros (1, 2) by ulps of 1
REIMPLEMENTED = {"lgamma", "tgamma"}
REIMPLEMENTED_ULPS = 16


def _names(text: str) -> set:
    return set(re.findall(r"[A-Za-z_]\w*", text))


def reimplemented(op) -> bool:
    """Whether the op's C calls a libm function its python: reference gets from CPython's own code."""
    code = (op.c.code + op.c.support) if op.c else ""
    return bool(_names(code) & REIMPLEMENTED)


def transcendental(op) -> bool:
    """Whether the op's kernels call functions libm and numpy's SIMD loops round differently."""
    code = (op.c.code + op.c.support) if op.c else ""
    return bool(_names(code + " " + op.python.source) & TRANSCENDENTAL)


def lgamma_scale(args) -> float:
    """The size of the lgamma terms a result may cancel (|x| log |x|, betaln's a, b, a + b), at least 1."""
    scale = 1.0
    for a in args:
        a = np.asarray(a)
        if a.dtype.kind in "biuf" and a.size:
            v = np.abs(a.astype(np.float64)).ravel()
            v = v[np.isfinite(v)]
            if v.size:
                with np.errstate(over="ignore"):
                    scale = max(scale, float(np.max(2 * v * np.log(2 * v + 2))))
    return scale


def elementwise_bound(op, args) -> tuple[float, float]:
    """(ulps of the result, absolute slack) an elementwise op's C may be from its python: on ``args``."""
    if reimplemented(op):
        return REIMPLEMENTED_ULPS, REIMPLEMENTED_ULPS * lgamma_scale(args)
    return (ULPS if transcendental(op) else 0), 0.0


def _ulp(x):
    """The unit in the last place of each |x| (finite at the largest float, where np.spacing is inf)."""
    info = np.finfo(x.dtype)
    normal = np.ldexp(info.eps, np.frexp(x)[1] - 1)
    return np.where(x < info.smallest_normal, info.smallest_subnormal, normal).astype(x.dtype)


def assert_ulps_close(got, want, ulps: float, slack: float = 0.0, err_msg: str = ""):
    """``got`` is ``want`` (same dtype, nan where nan, same infinities, zeros of the same sign),
    its finite values within ``ulps`` of the larger magnitude plus ``slack`` times eps."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype, f"dtype {got.dtype}, want {want.dtype}. {err_msg}"
    assert got.shape == want.shape, f"shape {got.shape}, want {want.shape}. {err_msg}"
    if want.dtype.kind not in "fc":
        np.testing.assert_array_equal(got, want, err_msg=err_msg)
        return
    parts = [(got.real, want.real), (got.imag, want.imag)] if want.dtype.kind == "c" else [(got, want)]
    for g, w in parts:
        with np.errstate(all="ignore"):
            same = ((g == w) & (np.signbit(g) == np.signbit(w))) | (np.isnan(g) & np.isnan(w))
            bound = ulps * _ulp(np.maximum(np.abs(g), np.abs(w))).astype(np.float64) + slack * np.finfo(w.dtype).eps
            near = np.isfinite(g) & np.isfinite(w) & (np.abs(g.astype(np.float64) - w) <= bound) & \
                ~((g == 0) & (w == 0))
        bad = ~(same | near)
        assert not bad.any(), (f"{g[bad].ravel()[:3]!r} vs {w[bad].ravel()[:3]!r}: more than {ulps} ulps"
                               f" (+ {slack} eps) apart. {err_msg}")


@lru_cache(maxsize=None)
def _library_specs() -> dict:
    from opspec.testing.spec_checks import stdlib_cases
    return {f"opspec.ops.{spec.module}.{op.name}": op for spec, op, _ in stdlib_cases()}


def spec_of(op):
    """The op spec a library op's class was generated from (None for an op of no spec)."""
    return _library_specs().get(f"{type(op).__module__}.{type(op).__name__}")
