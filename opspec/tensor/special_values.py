"""numpy references of the special functions libm lacks (scipy is no dependency): the same
algorithms as the C support code in specs/errorfunc.yaml and specs/gammafunc.yaml, one scalar at a time, vectorised.

Each is a classical method written out: erfcx by the continued fraction of erfc, erfinv and
erfcinv by Newton steps from Giles' polynomial guess, digamma and polygamma by recurrence and
the asymptotic (Euler-Maclaurin) series, the incomplete gamma functions by their power series
or continued fraction, whichever converges fast at (a, x)."""
from __future__ import annotations

import inspect
import math

import numpy as np

__all__ = ["erfcx_value", "erfinv_value", "erfcinv_value", "gammaln_value", "gamma_value", "digamma_value",
           "polygamma_value", "gammainc_value", "gammaincc_value", "log_ndtr_value", "xlogy_value", "xlog1py_value",
           "betaln_value"]

_SQRT_PI = math.sqrt(math.pi)
_EPS = 2.0 ** -53


def _ieee(scalar):
    """scalar as C computes it: Python's float operators raise where IEEE arithmetic gives inf or
    nan (``1e-300 ** -2``, ``1 / 0.0``); such a point is computed again in numpy's float64
    scalars, whose operators are IEEE's (and whose ``**`` is libm's pow, as C's)."""
    def run(*args):
        try:
            return scalar(*args)
        except (OverflowError, ZeroDivisionError):
            with np.errstate(all="ignore"):
                return float(scalar(*[np.float64(a) for a in args]))
    run.__name__ = scalar.__name__
    return run


def _vectorised(scalar):
    """scalar(float, ...) -> float as a function of arrays, in the float dtype numpy's ufuncs give."""
    vec = np.vectorize(_ieee(scalar), otypes=[np.float64])

    def value(*args):
        args = [np.asarray(a) for a in args]
        if any(a.dtype.kind not in "biuf" for a in args):
            raise TypeError(f"{scalar.__name__.lstrip('_')} takes real numbers, got {[a.dtype.name for a in args]}")
        dtype = np.result_type(*[a.dtype for a in args], np.float16)
        # in float64, as C computes: an integer 0 has no sign, and digamma(-0.0) is +inf
        return np.asarray(vec(*[a.astype(np.float64) for a in args])).astype(dtype)
    value.__name__ = scalar.__name__
    value.__doc__ = scalar.__doc__
    value.__signature__ = inspect.signature(scalar)     # what the spec checker's table says
    return value


def _pole(x):
    """Whether x is 0 or a negative integer (gamma's poles); -inf is none."""
    return x <= 0 and math.isfinite(x) and x == math.floor(x)


def _erfcx(x):
    """exp(x*x) * erfc(x): directly below 2, else by the continued fraction
    erfc(x) = exp(-x*x) / sqrt(pi) / (x + (1/2) / (x + 1 / (x + (3/2) / (x + ...))))."""
    if x != x:
        return x
    if x < 2:
        return math.exp(x * x) * math.erfc(x) if x * x < 709 else math.inf
    f = x
    for n in range(60, 0, -1):
        f = x + 0.5 * n / f
    return 1 / (_SQRT_PI * f)


def _giles(t, w):
    """Giles' polynomial approximation of erfinv(t) (single precision) given w = -log((1-t)(1+t))."""
    if w < 5:
        w -= 2.5
        p = 2.81022636e-08
        for c in (3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                  -0.00417768164, 0.246640727, 1.50140941):
            p = c + p * w
    else:
        w = math.sqrt(w) - 3
        p = -0.000200214257
        for c in (0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                  0.00943887047, 1.00167406, 2.83297682):
            p = c + p * w
    return p * t


def _erfinv(y):
    """The x with erf(x) = y: Giles' guess, then Newton steps on erf."""
    if y != y or y < -1 or y > 1:
        return math.nan
    if abs(y) == 1:
        return math.copysign(math.inf, y)
    x = _giles(y, -math.log((1 - y) * (1 + y)))
    for _ in range(3):
        x -= (math.erf(x) - y) / (2 / _SQRT_PI * math.exp(-x * x))
    return x


def _erfcinv(y):
    """The x with erfc(x) = y, for tiny y too: Newton steps on log(erfc(x)) = log(erfcx(x)) - x*x."""
    if y != y or y < 0 or y > 2:
        return math.nan
    if y == 0:
        return math.inf
    if y == 2:
        return -math.inf
    if y > 1:
        return -_erfcinv(2 - y)
    w = -math.log(y * (2 - y))
    x = _giles(1 - y, w) if w < 37 else math.sqrt(w)
    for _ in range(8):
        x += (math.log(_erfcx(x)) - x * x - math.log(y)) * _SQRT_PI * _erfcx(x) / 2
    return x


def _gammaln(x):
    """log|gamma(x)|, inf at the poles (where math.lgamma raises)."""
    if _pole(x):
        return math.inf
    try:
        return math.lgamma(x) if x == x else x
    except OverflowError:       # lgamma of the largest doubles: C's inf
        return math.inf


def _gamma(x):
    """gamma(x): nan at the negative poles, +-inf at 0 and on overflow (where math.gamma raises)."""
    if x == 0:
        return math.copysign(math.inf, x)
    if x == -math.inf or _pole(x):
        return math.nan
    try:
        return math.gamma(x)
    except OverflowError:       # near 0 (1 / x) or above 171.6
        return math.copysign(math.inf, x)


def _digamma(x):
    """gamma'(x) / gamma(x): reflection below 0, recurrence up to 10, then the asymptotic series."""
    if x != x or x == -math.inf:
        return math.nan
    if x == math.inf:
        return x
    if _pole(x):
        return math.copysign(math.inf, -x) if x == 0 else math.nan
    if x < 0:
        return _digamma(1 - x) - math.pi / math.tan(math.pi * x)
    r = 0.0
    while x < 10:
        r -= 1 / x
        x += 1
    z = 1 / (x * x)
    series = z * (1 / 12 - z * (1 / 120 - z * (1 / 252 - z * (1 / 240 - z * (1 / 132 - z * 691 / 32760)))))
    return r + math.log(x) - 0.5 / x - series


#: Bernoulli numbers B_2j / (2j)!, j = 1..8, for the Euler-Maclaurin tail of the Hurwitz zeta
_B2J = (1 / 12, -1 / 720, 1 / 30240, -1 / 1209600, 1 / 47900160, -691 / 1307674368000,
        1 / 74724249600, -3617 / 10670622842880000)


def _hurwitz_zeta(s, q):
    """sum over k >= 0 of (q + k) ** -s for an integral s >= 2 (a float, as C's double): the
    terms up to q + N >= 12, then the Euler-Maclaurin tail."""
    r = 0.0
    while q < 12:
        r += q ** -s
        q += 1
    tail = q ** (1 - s) / (s - 1) + 0.5 * q ** -s
    rising, power = s, q ** (-s - 1)
    for j, b in enumerate(_B2J):
        tail += b * rising * power
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2)
        power /= q * q
    return r + tail


def _polygamma(n, x):
    """The n-th derivative of digamma: digamma for n = 0, else (-1)**(n+1) n! zeta(n+1, x)."""
    if n != n or x != x or n < 0 or n == math.inf or n != math.floor(n):
        return math.nan
    if n == 0:
        return _digamma(x)
    if _pole(x):
        return math.inf if n % 2 else math.nan
    if x < -1e6:
        return math.nan
    return (1 if n % 2 else -1) * _gamma(n + 1) * _hurwitz_zeta(n + 1, x)


def _gammainc_pair(a, x):
    """(P, Q), the regularised lower and upper incomplete gamma functions: the power series of P
    where x < a + 1, else the continued fraction of Q (modified Lentz)."""
    if a != a or x != x or a < 0 or x < 0:
        return math.nan, math.nan
    if a == 0:
        return (1.0, 0.0) if x > 0 else (math.nan, math.nan)
    if x == 0:
        return 0.0, 1.0
    if x == math.inf:
        return 1.0, 0.0
    front = math.exp(a * math.log(x) - x - _gammaln(a))
    if x < a + 1:
        term = total = 1 / a
        for n in range(1, 100000):
            term *= x / (a + n)
            total += term
            if abs(term) < abs(total) * _EPS:
                break
        p = front * total
        return p, 1 - p
    tiny = 1e-300
    b = x + 1 - a
    c, d = 1 / tiny, 1 / b
    h = d
    for i in range(1, 100000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        h *= d * c
        if abs(d * c - 1) < _EPS:
            break
    q = front * h
    return 1 - q, q


def _log_ndtr(x):
    """log of the normal distribution function; in the left tail through erfcx, where ndtr underflows."""
    if x != x:
        return x
    if x > -1:      # x * sqrt(1/2) as C's x * M_SQRT1_2: x / sqrt(2) rounds otherwise, and erfc magnifies it
        return math.log1p(-0.5 * math.erfc(x * math.sqrt(0.5)))
    tail = 0.5 * _erfcx(-x * math.sqrt(0.5))
    return math.log(tail) - x * x / 2 if tail > 0 else -math.inf


def _xlogy(x, y):
    """x * log(y), 0 where x is 0 (unless y is nan)."""
    return 0.0 if x == 0 and y == y else x * (math.log(y) if y > 0 else -math.inf if y == 0 else math.nan)


def _xlog1py(x, y):
    """x * log1p(y), 0 where x is 0 (unless y is nan)."""
    return 0.0 if x == 0 and y == y else x * (math.log1p(y) if y > -1 else -math.inf if y == -1 else math.nan)


def _betaln(a, b):
    """log|beta(a, b)|: its three lgamma terms and a + b in double, rounded once, as the C kernel
    computes them (float32 terms overflow where the result does not: betaln(1e38, 1e38))."""
    return _gammaln(a) + _gammaln(b) - _gammaln(a + b)


def _gammainc(a, x):
    return _gammainc_pair(a, x)[0]


def _gammaincc(a, x):
    return _gammainc_pair(a, x)[1]


erfcx_value = _vectorised(_erfcx)
erfinv_value = _vectorised(_erfinv)
erfcinv_value = _vectorised(_erfcinv)
gammaln_value = _vectorised(_gammaln)
betaln_value = _vectorised(_betaln)
gamma_value = _vectorised(_gamma)
digamma_value = _vectorised(_digamma)
polygamma_value = _vectorised(_polygamma)
gammainc_value = _vectorised(_gammainc)
gammaincc_value = _vectorised(_gammaincc)
log_ndtr_value = _vectorised(_log_ndtr)
xlogy_value = _vectorised(_xlogy)
xlog1py_value = _vectorised(_xlog1py)
