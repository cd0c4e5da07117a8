# Generated from specs/gammafunc.yaml by `opspec generate`. Edit the spec, not this file.
"""scipy.special's gamma, beta and incomplete gamma functions with their log and derivative
    forms, and xlogy / xlog1py (opspec.tensor.special), with numpy references written on
    math (scipy is no dependency) and C from libm or the support code shared below."""
from __future__ import annotations

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/gammafunc.yaml', '4777d35356166b564b1459f84b89f44970b7a12153dc99c471085345c6458865')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Gammaln", "GammalnInplace", "gammaln", "Gamma", "GammaInplace", "gamma",
    "Digamma", "DigammaInplace", "digamma", "Polygamma", "polygamma",
    "Betaln", "BetalnInplace", "betaln", "Gammainc", "GammaincInplace", "gammainc",
    "Gammaincc", "GammainccInplace", "gammaincc", "XLogY", "XLogYInplace", "xlogy",
    "XLog1PY", "XLog1PYInplace", "xlog1py",
]


# specs/gammafunc.yaml:4
class Gammaln(Elemwise):
    """log|gamma(x)| (inf at the poles 0, -1, -2...)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:4'
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


# specs/gammafunc.yaml:91
class Gamma(Elemwise):
    """The gamma function (+-inf at +-0, nan at negative integers, inf on overflow)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:91'
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


# specs/gammafunc.yaml:102
class Digamma(Elemwise):
    """gamma'(x) / gamma(x), scipy's psi (reflection below 0, asymptotic series above 10)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:102'
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


# specs/gammafunc.yaml:113
class Polygamma(Elemwise):
    """The n-th derivative of digamma, (-1)**(n+1) n! zeta(n + 1, x) for n >= 1 (nan for n not a
    natural number)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:113'
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


# specs/gammafunc.yaml:126
class Betaln(Elemwise):
    """log|beta(a, b)| = gammaln(a) + gammaln(b) - gammaln(a + b)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:126'
    input_names = ('a', 'b')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Betaln', 'loop', inputs=(('a', 'float'), ('b', 'float')), outputs=(('out', 'float'),),
        elemwise=True, origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, a, b):
        return ot.betaln_value(a, b)

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


# specs/gammafunc.yaml:138
class Gammainc(Elemwise):
    """The regularised lower incomplete gamma function P(a, x) (power series or continued
    fraction)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:138'
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


# specs/gammafunc.yaml:151
class Gammaincc(Elemwise):
    """The regularised upper incomplete gamma function Q(a, x) = 1 - P(a, x), without the
    cancellation."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:151'
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


# specs/gammafunc.yaml:164
class XLogY(Elemwise):
    """x * log(y), 0 where x is 0 (unless y is nan)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:164'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'XLogY', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('x == 0 && y == y ? 0 : x * log(y)', 'specs/gammafunc.yaml', 171),
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


# specs/gammafunc.yaml:176
class XLog1PY(Elemwise):
    """x * log1p(y), 0 where x is 0 (unless y is nan)."""

    __props__ = ()
    origin = 'specs/gammafunc.yaml:176'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'XLog1PY', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('x == 0 && y == y ? 0 : x * log1p(y)', 'specs/gammafunc.yaml', 183),
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
