"""scipy.special's names for the library's special functions (``opspec.tensor.special.gammaln``),
as PyTensor's ``tensor.special`` and scipy have them. The ops are specs (specs/special.yaml,
specs/math.yaml, specs/nnet.yaml); softmax and friends take scipy's ``axis`` (None: every
element)."""
from opspec.ops.math import erf, sigmoid as expit  # noqa: F401
from opspec.ops.nnet import Softmax, LogSoftmax  # noqa: F401
from opspec.ops.special import (  # noqa: F401
    Betaln, Digamma, Erfc, Erfcinv, Erfcx, Erfinv, Gamma, Gammainc, Gammaincc, Gammaln, Log1mexp, LogNdtr, Logit,
    Ndtr, Ndtri, Polygamma, XLog1PY, XLogY,
    betaln, digamma, erfc, erfcinv, erfcx, erfinv, gamma, gammainc, gammaincc, gammaln, log1mexp, log_ndtr, logit,
    ndtr, ndtri, polygamma, xlog1py, xlogy,
)
from opspec.tensor.functions import logsumexp as _logsumexp, log_softmax as _log_softmax, softmax as _softmax

psi = digamma


def softmax(x, axis=None):
    """exp(x) / sum(exp(x)) over axis (scipy's default None: over every element)."""
    return _softmax(x, axis)


def log_softmax(x, axis=None):
    """x - logsumexp(x) over axis (scipy's default None: over every element)."""
    return _log_softmax(x, axis)


def logsumexp(a, axis=None, keepdims=False):
    """log(sum(exp(a))) over axis, with the maximum subtracted first."""
    return _logsumexp(a, axis=axis, keepdims=keepdims)


__all__ = ["betaln", "digamma", "erf", "erfc", "erfcinv", "erfcx", "erfinv", "expit", "gamma", "gammainc",
           "gammaincc", "gammaln", "log1mexp", "log_ndtr", "log_softmax", "logit", "logsumexp", "ndtr", "ndtri",
           "polygamma", "psi", "softmax", "xlog1py", "xlogy"]
