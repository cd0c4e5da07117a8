"""numpy.quantile's thirteen methods as index arithmetic on a sorted lane, for Numba and JAX.

Neither backend has numpy's quantile: Numba's takes no axis, keepdims nor method, and
jax.numpy's knows five methods, a q of one dimension at most, and interpolates otherwise than
numpy. Every method of numpy is, per q, either one order statistic of the lane (the discrete
methods: numpy takes it) or a mix of two neighbouring ones (the others: numpy's ``_lerp`` of
them). :func:`positions` gives where they are, computed as numpy computes them (its virtual
index, its bounds, its gamma, each operation in q's dtype as numpy's casting of Python numbers
gives), so that the backends' quantiles are numpy's to the last bit; :func:`lerp` mixes them.

The arithmetic is written once, on an array module ``xp`` (numpy inside Numba's kernels,
jax.numpy under JAX) and ``f``, a number in q's dtype: both build their functions from here.
A q of any rank is flattened first, its axes put back in front of the result afterwards (numpy
refuses three or more: the reference of that is numpy's quantile of the flattened q).
"""
from __future__ import annotations

import numpy as np

from opspec.kernels.dtype_rules import QUANTILE_DISCRETE, QUANTILE_METHODS

#: Hyndman and Fan's continuous methods: (alpha, beta) of numpy's virtual index
#: n q + (alpha + q (1 - alpha - beta)) - 1 (linear, numpy's (1, 1), is written (n - 1) q there)
CONTINUOUS = {"interpolated_inverted_cdf": (0, 1), "hazen": (0.5, 0.5), "weibull": (0, 0),
              "median_unbiased": (1 / 3.0, 1 / 3.0), "normal_unbiased": (3 / 8.0, 3 / 8.0)}
#: methods whose result is one order statistic, taken as it is (never mixed), and every method
#: numpy.quantile takes: the tables of Quantile's dtype rule
DISCRETE, METHODS = QUANTILE_DISCRETE, QUANTILE_METHODS

RANGE_MESSAGE = "Quantiles must be in the range [0, 1]"      # numpy's ValueError
EMPTY_MESSAGE = "index -1 is out of bounds for axis 0 with size 0"     # numpy's IndexError


def check_method(method: str) -> None:
    """numpy's ValueError for a method it does not know (raised when the backend builds its function)."""
    if method not in METHODS:
        raise ValueError(f"{method!r} is not a valid method. Use one of: {METHODS}")


def positions(method: str, xp, f, compiled=lambda g: g):
    """A function ``(n, q) -> (lo, hi, gamma)`` for ``method``: the indices (intp, within
    [0, n), for a lane of n > 0 elements sorted with nan last) of the two order statistics each
    q of the 1-d array ``q`` mixes, and the weight ``gamma`` of the second (None for a discrete
    method: the result is the statistic at ``lo``). ``f(c)`` is the number c in q's dtype;
    ``compiled`` compiles each function made here (Numba's jit: its functions call only compiled ones)."""
    check_method(method)
    if method in DISCRETE:
        index = compiled(_discrete(method, xp, f))

        def taken(n, q):
            i = index(n, q)
            return i, i, None
        return compiled(taken)
    virtual = compiled(_virtual(method, xp, f))
    fix = compiled(_fix_gamma(method, xp, f))

    def mixed(n, q):
        v = virtual(n, q)
        lo = xp.floor(v)
        above, below = v >= n - 1, v < 0
        lo = xp.where(above, f(-1), xp.where(below, f(0), lo))
        hi = xp.where(above | below, lo, lo + f(1))
        gamma = fix(v - lo, v)          # numpy's gamma: from the bounded lo (-1 past the end)
        last = n - 1
        return (xp.where(lo < 0, f(last), lo).astype(np.intp), xp.where(hi < 0, f(last), hi).astype(np.intp),
                gamma)
    return compiled(mixed)


def _discrete(method, xp, f):
    """(n, q) -> the index of the order statistic a discrete method takes."""
    if method == "lower":
        return lambda n, q: xp.floor(f(n - 1) * q).astype(np.intp)
    if method == "higher":
        return lambda n, q: xp.ceil(f(n - 1) * q).astype(np.intp)
    if method == "nearest":
        return lambda n, q: xp.rint(f(n - 1) * q).astype(np.intp)      # numpy's around: half to even
    # the inverted cdfs: the element after floor(v), or floor(v) itself where v is whole (and,
    # closest_observation, floor(v) is odd); never before the first
    odd_only = method == "closest_observation"

    def boundary(n, q):
        v = f(n) * q - f(1)
        if odd_only:
            v = v - f(0.5)
        lo = xp.floor(v)
        whole = v - lo == f(0)
        if odd_only:
            whole = whole & (lo % f(2) == f(1))
        i = xp.where(whole, lo, lo + f(1)).astype(np.intp)
        return xp.where(i < 0, 0, i)
    return boundary


def _virtual(method, xp, f):
    """(n, q) -> numpy's virtual index of a mixing method (a float of q's dtype)."""
    if method == "linear":
        return lambda n, q: f(n - 1) * q
    if method == "averaged_inverted_cdf":
        return lambda n, q: f(n) * q - f(1)
    if method == "midpoint":
        return lambda n, q: f(0.5) * (xp.floor(f(n - 1) * q) + xp.ceil(f(n - 1) * q))
    alpha, beta = CONTINUOUS[method]
    a, slope = f(alpha), f(1 - alpha - beta)
    return lambda n, q: f(n) * q + (a + q * slope) - f(1)


def _fix_gamma(method, xp, f):
    """(gamma, v) -> the weight of the second statistic, numpy's fix of the fractional part."""
    if method == "averaged_inverted_cdf":
        return lambda gamma, v: xp.where(gamma == f(0), f(0.5), f(1))
    if method == "midpoint":
        return lambda gamma, v: xp.where(v % f(1) == f(0), f(0), f(0.5))
    return lambda gamma, v: gamma


def lerp(a, b, t, where):
    """numpy's ``_lerp``: a + (b - a) t, or b - (b - a) (1 - t) from t = 1/2 on (exact at t = 1)."""
    diff = b - a
    return where(t >= 0.5, b - diff * (1 - t), a + diff * t)
