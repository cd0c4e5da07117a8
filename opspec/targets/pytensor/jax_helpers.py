"""The numpy helpers of ``python:`` kernels that have a JAX spelling (``jlib`` in the JAX
functions of generated PyTensor modules; imported only when PyTensor's JAX backend runs them)."""
from __future__ import annotations

import math

import jax
import jax.numpy as jnp

from opspec.kernels.dtype_rules import quantile_dtype
from opspec.targets.pytensor import quantiles
from opspec.tensor.reduction import normalize_axes, reduce_shape

__all__ = ["softmax_value", "logsumexp_value", "dimshuffle_value", "normalize_axes", "reduce_shape", "erfcinv_value",
           "digamma_value", "svd_input", "quantile"]


def softmax_value(x, axis):
    return jax.nn.softmax(x, axis=axis)


def logsumexp_value(x, axis, keepdims):
    axis = (axis,) if isinstance(axis, int) else normalize_axes(axis, x.ndim)
    return jax.scipy.special.logsumexp(x, axis=axis, keepdims=keepdims)


def dimshuffle_value(x, order):
    kept = [a for a in order if a >= 0]
    dropped = tuple(i for i in range(x.ndim) if i not in kept)
    y = jnp.squeeze(x, axis=dropped) if dropped else x
    remaining = [a for a in range(x.ndim) if a not in dropped]
    y = jnp.transpose(y, [remaining.index(a) for a in kept])
    return jnp.reshape(y, [1 if a < 0 else x.shape[a] for a in order])


def erfcinv_value(y):
    """erfcinv(y) = -ndtri(y / 2) / sqrt(2) (jax.scipy.special has ndtri, not erfcinv)."""
    return -jax.scipy.special.ndtri(y / 2) * 0.7071067811865476


def digamma_value(x):
    """digamma, with the reference's -inf / +inf at +0 / -0 (jax.scipy.special.digamma gives nan there)."""
    return jnp.where(x == 0, jnp.copysign(jnp.inf, -x), jax.scipy.special.digamma(x))


def svd_input(x, message=None):
    """x, or nan everywhere if it holds an inf or a nan: where numpy's kernels raise LinAlgError
    (LAPACK's SVD may not return on inf), a traced function cannot raise, and JAX's SVD of such a
    matrix gives nan or even zeros (pinv); all-nan input makes every result nan instead."""
    if not jnp.issubdtype(x.dtype, jnp.inexact):
        return x
    return jnp.where(jnp.isfinite(x).all(), x, jnp.nan)


def quantile(a, q, axis=None, keepdims=False, method="linear"):
    """numpy.quantile for every method and a q of any rank (its axes first), numpy's arithmetic
    (:mod:`.quantiles`) on lanes sorted by jnp.sort (nan last, as numpy's). A traced function
    cannot raise: a q outside [0, 1], numpy's ValueError, gives nan there; an empty reduction
    (numpy's IndexError, known from the static shape) is refused when JAX traces the graph."""
    a, q = jnp.asarray(a), jnp.asarray(q)
    axes = normalize_axes(axis, a.ndim, "quantile")
    kept = [d for d in range(a.ndim) if d not in axes]
    n = math.prod(a.shape[d] for d in axes)
    if n == 0:
        raise IndexError(quantiles.EMPTY_MESSAGE)
    lanes = jnp.transpose(a, (*kept, *axes)).reshape(*(a.shape[d] for d in kept), n)
    s = jnp.sort(lanes, axis=-1)
    qs = q.reshape(-1)
    lo, hi, gamma = quantiles.positions(method, jnp, lambda c: jnp.asarray(c, dtype=qs.dtype))(n, qs)
    low = jnp.take(s, lo, axis=-1)
    dtype = quantile_dtype(a.dtype.name, qs.dtype.name, method=method)     # numpy's; JAX's int64 * float32 is float32
    result = low if gamma is None else quantiles.lerp(low, jnp.take(s, hi, axis=-1), gamma.astype(dtype), jnp.where)
    last = s[..., -1:]
    result = jnp.where(jnp.isnan(last), last, result)           # numpy's: a lane holding nan gives nan
    if jnp.issubdtype(result.dtype, jnp.inexact):               # (an integer result has no nan to give)
        result = jnp.where((qs >= 0) & (qs <= 1), result, jnp.nan)
    result = jnp.moveaxis(result, -1, 0)
    rest = [1 if d in axes else a.shape[d] for d in range(a.ndim)] if keepdims else [a.shape[d] for d in kept]
    return result.reshape(*q.shape, *rest)
