"""PyTensor counterparts of the standard library's numeric ops (specs/trigonometric.yaml to
integer.yaml, errorfunc.yaml, gammafunc.yaml, stats.yaml) where PyTensor's function of that name
is not the op as it stands: it takes the op's props another way (rounding, statistics over
axes), or differs from numpy at edge values (PyTensor's logaddexp overflows, its clip and median
drop nans, its var miscounts N - ddof over several axes, its polygamma refuses a float order),
or is missing from ``pytensor.scalar``.
Those are the spec's own formula written with PyTensor's functions, on tensors (``pt``) and on
scalars (``ps``); CumExtreme's gradient helper, which opspec builds on an op PyTensor lacks, and
Median's and Quantile's, opspec's own built with PyTensor's functions.
Reached as ``lib.<name>`` through :data:`opspec.targets.pytensor.names.SYMBOLIC`;
tests/targets/test_pytensor_counterparts.py checks each on its op's samples."""
from __future__ import annotations

import numpy as np
import pytensor.scalar as ps
import pytensor.tensor as pt

from opspec.targets.pytensor.linalg import PutAlongAxis
from opspec.tensor import statistics
from opspec.tensor.reduction import normalize_axes

__all__ = ["Round", "ScalarRound", "Argmin", "Median", "Variance", "StdDev", "logaddexp", "scalar_logaddexp",
           "scalar_logit", "clip", "scalar_clip", "polygamma", "scalar_polygamma",
           "cum_extreme_grad", "quantile_grad", "quantile_grad_q"]


def _round(module, decimals):
    """numpy's round of floats: rint of x scaled by 10**decimals in x's dtype, scaled back."""
    def rounded(x):
        if decimals == 0:
            return module.round_half_to_even(x)
        scale = np.asarray(10.0 ** abs(decimals), dtype=x.type.dtype)
        if decimals > 0:
            return module.round_half_to_even(x * scale) / scale
        return module.round_half_to_even(x / scale) * scale
    return rounded


def Round(decimals=0):
    return _round(pt, decimals)


def ScalarRound(decimals=0):
    return _round(ps, decimals)


def Argmin(axis=None, keepdims=False):
    return lambda x: pt.argmin(x, axis=None if axis is None else tuple(axis), keepdims=keepdims)


def Median(axis=None, keepdims=False):
    """pt.median with numpy's keepdims, and nan where a lane holds one (PyTensor's sorts it last)."""
    def median(x):
        x = pt.as_tensor_variable(x)
        axes = normalize_axes(axis, x.type.ndim)
        out = pt.switch(pt.any(pt.isnan(x), axis=axes), np.nan, pt.median(x, axis=axes))
        return pt.expand_dims(out, axes) if keepdims else out
    return median


def _variance(x, axis, keepdims, ddof):
    """sum((x - mean)**2) / (N - ddof), N the count of the reduced axes together."""
    x = pt.as_tensor_variable(x)
    axes = normalize_axes(axis, x.type.ndim)
    squares = pt.sum(pt.sqr(x - pt.mean(x, axis=axes, keepdims=True)), axis=axes, keepdims=keepdims)
    count = pt.prod(pt.stack([x.shape[a] for a in axes])) if axes else 1
    return squares / pt.cast(count - ddof, squares.type.dtype)


def Variance(axis=None, keepdims=False, ddof=0):
    return lambda x: _variance(x, axis, keepdims, ddof)


def StdDev(axis=None, keepdims=False, ddof=0):
    return lambda x: pt.sqrt(_variance(x, axis, keepdims, ddof))


def _logaddexp(module, x, y):
    """specs/exponential.yaml LogAddExp's c: (PyTensor's logaddexp is log(exp(x) + exp(y)), inf at 1000)."""
    return module.switch(module.eq(x, y), x + np.log(2.0),
                         module.maximum(x, y) + module.log1p(module.exp(-module.abs(x - y))))


def logaddexp(x, y):
    return _logaddexp(pt, x, y)


def scalar_logaddexp(x, y):
    return _logaddexp(ps, x, y)


def scalar_logit(x):
    """specs/errorfunc.yaml Logit's c: on scalars (pytensor.scalar has no logit)."""
    return ps.log(x / (1 - x))


def _clip(module, x, a_min, a_max):
    """numpy's clip, minimum(maximum(x, a_min), a_max): a nan bound gives nan (PyTensor's clip
    ignores it)."""
    return module.minimum(module.maximum(x, a_min), a_max)


def clip(x, a_min, a_max):
    return _clip(pt, x, a_min, a_max)


def scalar_clip(x, a_min, a_max):
    return _clip(ps, x, a_min, a_max)


def _polygamma(module, n, x):
    """PyTensor's polygamma takes an integer order only; a float order that is not a natural
    number gives nan, as the spec's."""
    if n.type.dtype.startswith("int") or n.type.dtype.startswith("uint"):
        return module.switch(module.ge(n, 0), module.polygamma(n, x), np.nan)
    natural = module.and_(module.eq(n, module.floor(n)), module.ge(n, 0))
    order = module.cast(module.switch(natural, n, 0), "int64")
    return module.switch(natural, module.polygamma(order, x), np.nan)


def polygamma(n, x):
    return _polygamma(pt, pt.as_tensor_variable(n), x)


def scalar_polygamma(n, x):
    return _polygamma(ps, n, x)


def cum_extreme_grad(g_out, x, out, axis):
    """The gradient of cummax / cummin (specs/stats.yaml CumExtreme's), as opspec's: each output
    copies x at its running arg-extreme, the last j <= i where x[j] is out[j] (equal, or both nan).
    opspec finds that j by a running max of positions, an op PyTensor lacks; here the holding
    elements are ranked by a cumsum instead, and each output's gradient, added into its rank's
    bin, goes back to the element of that rank: one scatter-add and one gather."""
    x = pt.as_tensor_variable(x)
    if axis is None:        # cummax of the flattened x
        return cum_extreme_grad(g_out, x.flatten(), out, (0,)).reshape(x.shape, ndim=x.type.ndim)
    k = axis[0] % x.type.ndim
    holds = pt.eq(x, out)
    if x.type.dtype.startswith("float"):
        holds = pt.or_(holds, pt.and_(pt.isnan(x), pt.isnan(out)))
    rank = pt.cumsum(pt.cast(holds, "int64"), axis=k) - 1     # x's first element always holds
    per_rank = PutAlongAxis(k, inc=True)(pt.zeros_like(g_out), rank, g_out)
    return pt.switch(holds, pt.take_along_axis(per_rank, rank, axis=k), pt.zeros_like(g_out))


def quantile_grad(quantile, g_out, x, q, axis, keepdims, method):
    """Median's and Quantile's gradients, opspec's helper built with PyTensor's functions (it
    locates the order statistics with the generated Quantile, ``quantile``)."""
    return statistics.quantile_grad_with(pt, quantile, g_out, x, q, axis, keepdims, method)


def quantile_grad_q(quantile, g_out, x, q, axis, keepdims, method):
    return statistics.quantile_grad_q_with(pt, quantile, g_out, x, q, axis, keepdims, method)
