"""The numpy helpers of ``python:`` kernels that have a JAX spelling (``jlib`` in the JAX
functions of generated PyTensor modules; imported only when PyTensor's JAX backend runs them)."""
from __future__ import annotations

import jax
import jax.numpy as jnp

from opspec.tensor.reduction import normalize_axes, reduce_shape

__all__ = ["softmax_value", "logsumexp_value", "dimshuffle_value", "normalize_axes", "reduce_shape", "erfcinv_value",
           "digamma_value"]


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
