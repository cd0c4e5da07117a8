# Generated from specs/special.yaml by `opspec generate`. Edit the spec, not this file.
"""scipy.special's functions (opspec.tensor.special), with numpy references written on math
    (scipy is no dependency) and C from libm or the shared support code below."""
from __future__ import annotations

import math

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.rules import fast_math, rewrite_rule

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/special.yaml', '16356c3ebd8c5c935c2e3deb74ddddae7ce3224d870cd13f54d8e4acfd0ebdf3')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Erfc", "ErfcInplace", "erfc", "Erfcx", "ErfcxInplace", "erfcx",
    "Erfinv", "ErfinvInplace", "erfinv", "Erfcinv", "ErfcinvInplace", "erfcinv",
    "Gammaln", "GammalnInplace", "gammaln", "Gamma", "GammaInplace", "gamma",
    "Digamma", "DigammaInplace", "digamma", "Polygamma", "polygamma",
    "Betaln", "BetalnInplace", "betaln", "Gammainc", "GammaincInplace", "gammainc",
    "Gammaincc", "GammainccInplace", "gammaincc", "Ndtr", "NdtrInplace", "ndtr",
    "LogNdtr", "LogNdtrInplace", "log_ndtr", "Ndtri", "NdtriInplace", "ndtri",
    "XLogY", "XLogYInplace", "xlogy", "XLog1PY", "XLog1PYInplace", "xlog1py",
    "Log1mexp", "Log1mexpInplace", "log1mexp", "Logit", "LogitInplace", "logit",
]


# specs/special.yaml:4
class Erfc(Elemwise):
    """1 - erf(x), without cancellation for large x."""

    __props__ = ()
    origin = 'specs/special.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Erfc', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('erfc(x)', 'specs/special.yaml', 10), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.vectorize(math.erfc, otypes=[x.dtype])(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (-2 / ot.sqrt(ot.pi) * ot.exp(-x * x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (-2 / ot.sqrt(ot.pi) * ot.exp(-x * x))]


class ErfcInplace(Erfc):
    """Erfc writing its result into its input (x)."""

    destroy_map = {0: [0]}


Erfc.inplace_variant = ErfcInplace
erfc = Erfc()


# specs/special.yaml:16
class Erfcx(Elemwise):
    """exp(x * x) * erfc(x), finite where both factors overflow or underflow (continued fraction
    for x >= 2)."""

    __props__ = ()
    origin = 'specs/special.yaml:16'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Erfcx', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.erfcx_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (2 * x * out - 2 / ot.sqrt(ot.pi))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (2 * x * out - 2 / ot.sqrt(ot.pi))]


class ErfcxInplace(Erfcx):
    """Erfcx writing its result into its input (x)."""

    destroy_map = {0: [0]}


Erfcx.inplace_variant = ErfcxInplace
erfcx = Erfcx()


# specs/special.yaml:145
class Erfinv(Elemwise):
    """The inverse of erf on [-1, 1] (+-inf at +-1, nan outside); Newton steps from Giles' guess."""

    __props__ = ()
    origin = 'specs/special.yaml:145'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Erfinv', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.erfinv_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (ot.sqrt(ot.pi) / 2 * ot.exp(out * out))]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (ot.sqrt(ot.pi) / 2 * ot.exp(out * out))]


class ErfinvInplace(Erfinv):
    """Erfinv writing its result into its input (x)."""

    destroy_map = {0: [0]}


Erfinv.inplace_variant = ErfinvInplace
erfinv = Erfinv()


# specs/special.yaml:157
class Erfcinv(Elemwise):
    """The inverse of erfc on [0, 2], accurate for tiny x (Newton on log erfc)."""

    __props__ = ()
    origin = 'specs/special.yaml:157'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Erfcinv', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.erfcinv_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (-ot.sqrt(ot.pi) / 2 * ot.exp(out * out))]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (-ot.sqrt(ot.pi) / 2 * ot.exp(out * out))]


class ErfcinvInplace(Erfcinv):
    """Erfcinv writing its result into its input (x)."""

    destroy_map = {0: [0]}


Erfcinv.inplace_variant = ErfcinvInplace
erfcinv = Erfcinv()


# specs/special.yaml:168
class Gammaln(Elemwise):
    """log|gamma(x)| (inf at the poles 0, -1, -2...)."""

    __props__ = ()
    origin = 'specs/special.yaml:168'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Gammaln', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.gammaln_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * digamma(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * digamma(x)]


class GammalnInplace(Gammaln):
    """Gammaln writing its result into its input (x)."""

    destroy_map = {0: [0]}


Gammaln.inplace_variant = GammalnInplace
gammaln = Gammaln()


# specs/special.yaml:179
class Gamma(Elemwise):
    """The gamma function (+-inf at +-0, nan at negative integers, inf on overflow)."""

    __props__ = ()
    origin = 'specs/special.yaml:179'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Gamma', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.gamma_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (out * digamma(x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (out * digamma(x))]


class GammaInplace(Gamma):
    """Gamma writing its result into its input (x)."""

    destroy_map = {0: [0]}


Gamma.inplace_variant = GammaInplace
gamma = Gamma()


# specs/special.yaml:190
class Digamma(Elemwise):
    """gamma'(x) / gamma(x), scipy's psi (reflection below 0, asymptotic series above 10)."""

    __props__ = ()
    origin = 'specs/special.yaml:190'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Digamma', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.digamma_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * polygamma(1, x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * polygamma(1, x)]


class DigammaInplace(Digamma):
    """Digamma writing its result into its input (x)."""

    destroy_map = {0: [0]}


Digamma.inplace_variant = DigammaInplace
digamma = Digamma()


# specs/special.yaml:201
class Polygamma(Elemwise):
    """The n-th derivative of digamma, (-1)**(n+1) n! zeta(n + 1, x) for n >= 1 (nan for n not a
    natural number)."""

    __props__ = ()
    origin = 'specs/special.yaml:201'
    input_names = ('n', 'x')
    output_names = ('out',)
    input_dtypes = ('int|uint|float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Polygamma', 'loop', inputs=(('n', 'int|uint|float'), ('x', 'float')),
        outputs=(('out', 'float'),), elemwise=True, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, n, x):
        return ot.polygamma_value(n, x)

    def grad_terms(self, inputs, outputs, output_grads):
        n, x = inputs
        g_out, = output_grads
        return [ot.grad_undefined(self, 0, n), g_out * polygamma(n + 1, x)]

    def tangent_terms(self, inputs, eval_points):
        n, x = inputs
        ev_n, ev_x = eval_points
        return [None if ev_x is None else ev_x * polygamma(n + 1, x)]


polygamma = Polygamma()


# specs/special.yaml:214
class Betaln(Elemwise):
    """log|beta(a, b)| = gammaln(a) + gammaln(b) - gammaln(a + b)."""

    __props__ = ()
    origin = 'specs/special.yaml:214'
    input_names = ('a', 'b')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Betaln', 'loop', inputs=(('a', 'float'), ('b', 'float')), outputs=(('out', 'float'),),
        elemwise=True, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, a, b):
        return ot.gammaln_value(np.asarray(a, np.result_type(a, b, np.float16))) + ot.gammaln_value(np.asarray(b, np.result_type(a, b, np.float16))) - ot.gammaln_value(a + b)

    def grad_terms(self, inputs, outputs, output_grads):
        a, b = inputs
        g_out, = output_grads
        return [g_out * (digamma(a) - digamma(a + b)), g_out * (digamma(b) - digamma(a + b))]

    def tangent_terms(self, inputs, eval_points):
        a, b = inputs
        ev_a, ev_b = eval_points
        return [ot.add_terms([
            None if ev_a is None else ev_a * (digamma(a) - digamma(a + b)),
            None if ev_b is None else ev_b * (digamma(b) - digamma(a + b)),
        ])]


class BetalnInplace(Betaln):
    """Betaln writing its result into its input (a)."""

    destroy_map = {0: [0]}


Betaln.inplace_variant = BetalnInplace
betaln = Betaln()


# specs/special.yaml:225
class Gammainc(Elemwise):
    """The regularised lower incomplete gamma function P(a, x) (power series or continued
    fraction)."""

    __props__ = ()
    origin = 'specs/special.yaml:225'
    input_names = ('a', 'x')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Gammainc', 'loop', inputs=(('a', 'float'), ('x', 'float')), outputs=(('out', 'float'),),
        elemwise=True, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, a, x):
        return ot.gammainc_value(a, x)

    def grad_terms(self, inputs, outputs, output_grads):
        a, x = inputs
        g_out, = output_grads
        return [ot.grad_not_implemented(self, 0, a), g_out * ot.exp((a - 1) * ot.log(x) - x - gammaln(a))]

    def tangent_terms(self, inputs, eval_points):
        a, x = inputs
        ev_a, ev_x = eval_points
        return [None if ev_x is None else ev_x * ot.exp((a - 1) * ot.log(x) - x - gammaln(a))]


class GammaincInplace(Gammainc):
    """Gammainc writing its result into its input (a)."""

    destroy_map = {0: [0]}


Gammainc.inplace_variant = GammaincInplace
gammainc = Gammainc()


# specs/special.yaml:238
class Gammaincc(Elemwise):
    """The regularised upper incomplete gamma function Q(a, x) = 1 - P(a, x), without the
    cancellation."""

    __props__ = ()
    origin = 'specs/special.yaml:238'
    input_names = ('a', 'x')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Gammaincc', 'loop', inputs=(('a', 'float'), ('x', 'float')), outputs=(('out', 'float'),),
        elemwise=True, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, a, x):
        return ot.gammaincc_value(a, x)

    def grad_terms(self, inputs, outputs, output_grads):
        a, x = inputs
        g_out, = output_grads
        return [ot.grad_not_implemented(self, 0, a), g_out * -ot.exp((a - 1) * ot.log(x) - x - gammaln(a))]

    def tangent_terms(self, inputs, eval_points):
        a, x = inputs
        ev_a, ev_x = eval_points
        return [None if ev_x is None else ev_x * -ot.exp((a - 1) * ot.log(x) - x - gammaln(a))]


class GammainccInplace(Gammaincc):
    """Gammaincc writing its result into its input (a)."""

    destroy_map = {0: [0]}


Gammaincc.inplace_variant = GammainccInplace
gammaincc = Gammaincc()


# specs/special.yaml:251
class Ndtr(Elemwise):
    """The standard normal distribution function, erfc(-x / sqrt(2)) / 2."""

    __props__ = ()
    origin = 'specs/special.yaml:251'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Ndtr', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('0.5 * erfc(-x * M_SQRT1_2)', 'specs/special.yaml', 257), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return 0.5 * np.vectorize(math.erfc, otypes=[x.dtype])(-x * np.sqrt(0.5).astype(x.dtype))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (ot.exp(-x * x / 2) / ot.sqrt(2 * ot.pi))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (ot.exp(-x * x / 2) / ot.sqrt(2 * ot.pi))]


class NdtrInplace(Ndtr):
    """Ndtr writing its result into its input (x)."""

    destroy_map = {0: [0]}


Ndtr.inplace_variant = NdtrInplace
ndtr = Ndtr()


# specs/special.yaml:262
class LogNdtr(Elemwise):
    """log(ndtr(x)), finite far into the left tail (there log(erfcx(-x / sqrt(2)) / 2) - x * x /
    2)."""

    __props__ = ()
    origin = 'specs/special.yaml:262'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogNdtr', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return ot.log_ndtr_value(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (ot.exp(-x * x / 2 - out) / ot.sqrt(2 * ot.pi))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (ot.exp(-x * x / 2 - out) / ot.sqrt(2 * ot.pi))]


class LogNdtrInplace(LogNdtr):
    """LogNdtr writing its result into its input (x)."""

    destroy_map = {0: [0]}


LogNdtr.inplace_variant = LogNdtrInplace
log_ndtr = LogNdtr()


# specs/special.yaml:275
class Ndtri(Elemwise):
    """The inverse of ndtr, -sqrt(2) * erfcinv(2 p)."""

    __props__ = ()
    origin = 'specs/special.yaml:275'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Ndtri', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return -math.sqrt(2) * ot.erfcinv_value(2 * x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (ot.sqrt(2 * ot.pi) * ot.exp(out * out / 2))]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (ot.sqrt(2 * ot.pi) * ot.exp(out * out / 2))]


class NdtriInplace(Ndtri):
    """Ndtri writing its result into its input (x)."""

    destroy_map = {0: [0]}


Ndtri.inplace_variant = NdtriInplace
ndtri = Ndtri()


# specs/special.yaml:286
class XLogY(Elemwise):
    """x * log(y), 0 where x is 0 (unless y is nan)."""

    __props__ = ()
    origin = 'specs/special.yaml:286'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'XLogY', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('x == 0 && y == y ? 0 : x * log(y)', 'specs/special.yaml', 293),
        origin=origin, dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return ot.xlogy_value(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out * ot.log(y), g_out * (x / y)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([
            None if ev_x is None else ev_x * ot.log(y),
            None if ev_y is None else ev_y * (x / y),
        ])]


class XLogYInplace(XLogY):
    """XLogY writing its result into its input (x)."""

    destroy_map = {0: [0]}


XLogY.inplace_variant = XLogYInplace
xlogy = XLogY()


# specs/special.yaml:298
class XLog1PY(Elemwise):
    """x * log1p(y), 0 where x is 0 (unless y is nan)."""

    __props__ = ()
    origin = 'specs/special.yaml:298'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'XLog1PY', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('x == 0 && y == y ? 0 : x * log1p(y)', 'specs/special.yaml', 305),
        origin=origin, dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return ot.xlog1py_value(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out * ot.log1p(y), g_out * (x / (1 + y))]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([
            None if ev_x is None else ev_x * ot.log1p(y),
            None if ev_y is None else ev_y * (x / (1 + y)),
        ])]


class XLog1PYInplace(XLog1PY):
    """XLog1PY writing its result into its input (x)."""

    destroy_map = {0: [0]}


XLog1PY.inplace_variant = XLog1PYInplace
xlog1py = XLog1PY()


# specs/special.yaml:310
class Log1mexp(Elemwise):
    """log(1 - exp(x)) for x <= 0, by log(-expm1(x)) near 0 and log1p(-exp(x)) below -log 2
    (Maechler's split)."""

    __props__ = ()
    origin = 'specs/special.yaml:310'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log1mexp', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))', 'specs/special.yaml', 316),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.where(x > 0, np.nan, np.where(x > -math.log(2), np.log(-np.expm1(np.minimum(x, 0))), np.log1p(-np.exp(np.minimum(x, 0)))))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (-1 / ot.expm1(-x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (-1 / ot.expm1(-x))]


class Log1mexpInplace(Log1mexp):
    """Log1mexp writing its result into its input (x)."""

    destroy_map = {0: [0]}


Log1mexp.inplace_variant = Log1mexpInplace
log1mexp = Log1mexp()


# specs/special.yaml:325
class Logit(Elemwise):
    """log(p / (1 - p)), the inverse of expit (sigmoid)."""

    __props__ = ()
    origin = 'specs/special.yaml:325'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Logit', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log(x / (1 - x))', 'specs/special.yaml', 331), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.log(x / (1 - x))

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / (x * (1 - x)))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / (x * (1 - x)))]


class LogitInplace(Logit):
    """Logit writing its result into its input (x)."""

    destroy_map = {0: [0]}


Logit.inplace_variant = LogitInplace
logit = Logit()


# Rewrite rules declared under rewrites: in specs/special.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/special.yaml:13: 1 - erf(x) -> erfc(x)',
    pattern=lambda: (ot.sub, 1, (ot.erf, 'x')),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def erfc_0(x):
    return erfc(x)


@rewrite_rule(
    'specs/special.yaml:154: erf(erfinv(x)) -> x',
    pattern=lambda: (ot.erf, (erfinv, 'x')),
    when=lambda x: fast_math(),
)
def erfinv_0(x):
    return x


@rewrite_rule(
    'specs/special.yaml:272: log(ndtr(x)) -> log_ndtr(x)',
    pattern=lambda: (ot.log, (ndtr, 'x')),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def logndtr_0(x):
    return log_ndtr(x)


@rewrite_rule(
    'specs/special.yaml:320: log1p(-exp(x)) -> log1mexp(x)',
    pattern=lambda: (ot.log1p, (ot.neg, (ot.exp, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def log1mexp_0(x):
    return log1mexp(x)


@rewrite_rule(
    'specs/special.yaml:321: log(1 - exp(x)) -> log1mexp(x)',
    pattern=lambda: (ot.log, (ot.sub, 1, (ot.exp, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def log1mexp_1(x):
    return log1mexp(x)


@rewrite_rule(
    'specs/special.yaml:322: log(-expm1(x)) -> log1mexp(x)',
    pattern=lambda: (ot.log, (ot.neg, (ot.expm1, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def log1mexp_2(x):
    return log1mexp(x)


@rewrite_rule(
    'specs/special.yaml:334: sigmoid(logit(x)) -> x',
    pattern=lambda: (ot.sigmoid, (logit, 'x')),
    when=lambda x: fast_math(),
)
def logit_0(x):
    return x


@rewrite_rule(
    'specs/special.yaml:334: logit(sigmoid(x)) -> x',
    pattern=lambda: (logit, (ot.sigmoid, 'x')),
    when=lambda x: fast_math(),
)
def logit_1(x):
    return x
