# Generated from specs/errorfunc.yaml by `opspec generate`. Edit the spec, not this file.
"""scipy.special's error functions and normal distribution, with the logistic and log-space
    helpers logit and log1mexp (opspec.tensor.special), with numpy references written on
    math (scipy is no dependency) and C from libm or the support code shared below."""
from __future__ import annotations

import math

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.rules import fast_math, rewrite_rule

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/errorfunc.yaml', '99a09eb65a4a9bd89f54dcc12d595ab38edebffb183e6e3d96a8ddec80e69d2e')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Erfc", "ErfcInplace", "erfc", "Erfcx", "ErfcxInplace", "erfcx",
    "Erfinv", "ErfinvInplace", "erfinv", "Erfcinv", "ErfcinvInplace", "erfcinv",
    "Ndtr", "NdtrInplace", "ndtr", "LogNdtr", "LogNdtrInplace", "log_ndtr",
    "Ndtri", "NdtriInplace", "ndtri", "Log1mexp", "Log1mexpInplace", "log1mexp",
    "Logit", "LogitInplace", "logit",
]


# specs/errorfunc.yaml:4
class Erfc(Elemwise):
    """1 - erf(x), without cancellation for large x."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Erfc', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('erfc(x)', 'specs/errorfunc.yaml', 11), origin=origin,
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


# specs/errorfunc.yaml:17
class Erfcx(Elemwise):
    """exp(x * x) * erfc(x), finite where both factors overflow or underflow (continued fraction
    for x >= 2)."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:17'
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


# specs/errorfunc.yaml:73
class Erfinv(Elemwise):
    """The inverse of erf on [-1, 1] (+-inf at +-1, nan outside); Newton steps from Giles' guess."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:73'
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


# specs/errorfunc.yaml:85
class Erfcinv(Elemwise):
    """The inverse of erfc on [0, 2], accurate for tiny x (Newton on log erfc)."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:85'
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


# specs/errorfunc.yaml:96
class Ndtr(Elemwise):
    """The standard normal distribution function, erfc(-x / sqrt(2)) / 2."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:96'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Ndtr', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('0.5 * erfc(-x * M_SQRT1_2)', 'specs/errorfunc.yaml', 103), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return 0.5 * np.vectorize(math.erfc, otypes=[x.dtype])(-x * np.sqrt(0.5))

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


# specs/errorfunc.yaml:108
class LogNdtr(Elemwise):
    """log(ndtr(x)), finite far into the left tail (there log(erfcx(-x / sqrt(2)) / 2) - x * x /
    2)."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:108'
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


# specs/errorfunc.yaml:121
class Ndtri(Elemwise):
    """The inverse of ndtr, -sqrt(2) * erfcinv(2 p)."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:121'
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


# specs/errorfunc.yaml:132
class Log1mexp(Elemwise):
    """log(1 - exp(x)) for x <= 0, by log(-expm1(x)) near 0 and log1p(-exp(x)) below -log 2
    (Maechler's split)."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:132'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log1mexp', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))', 'specs/errorfunc.yaml', 138),
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


# specs/errorfunc.yaml:147
class Logit(Elemwise):
    """log(p / (1 - p)), the inverse of expit (sigmoid)."""

    __props__ = ()
    origin = 'specs/errorfunc.yaml:147'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Logit', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log(x / (1 - x))', 'specs/errorfunc.yaml', 153), origin=origin,
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


# Rewrite rules declared under rewrites: in specs/errorfunc.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/errorfunc.yaml:14: 1 - erf(x) -> erfc(x)',
    pattern=lambda: (ot.sub, 1, (ot.erf, 'x')),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def erfc_0(x):
    return erfc(x)


@rewrite_rule(
    'specs/errorfunc.yaml:82: erf(erfinv(x)) -> x',
    pattern=lambda: (ot.erf, (erfinv, 'x')),
    when=lambda x: fast_math(),
)
def erfinv_0(x):
    return x


@rewrite_rule(
    'specs/errorfunc.yaml:118: log(ndtr(x)) -> log_ndtr(x)',
    pattern=lambda: (ot.log, (ndtr, 'x')),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def logndtr_0(x):
    return log_ndtr(x)


@rewrite_rule(
    'specs/errorfunc.yaml:142: log1p(-exp(x)) -> log1mexp(x)',
    pattern=lambda: (ot.log1p, (ot.neg, (ot.exp, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def log1mexp_0(x):
    return log1mexp(x)


@rewrite_rule(
    'specs/errorfunc.yaml:143: log(1 - exp(x)) -> log1mexp(x)',
    pattern=lambda: (ot.log, (ot.sub, 1, (ot.exp, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def log1mexp_1(x):
    return log1mexp(x)


@rewrite_rule(
    'specs/errorfunc.yaml:144: log(-expm1(x)) -> log1mexp(x)',
    pattern=lambda: (ot.log, (ot.neg, (ot.expm1, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def log1mexp_2(x):
    return log1mexp(x)


@rewrite_rule(
    'specs/errorfunc.yaml:156: sigmoid(logit(x)) -> x',
    pattern=lambda: (ot.sigmoid, (logit, 'x')),
    when=lambda x: fast_math(),
)
def logit_0(x):
    return x


@rewrite_rule(
    'specs/errorfunc.yaml:156: logit(sigmoid(x)) -> x',
    pattern=lambda: (logit, (ot.sigmoid, 'x')),
    when=lambda x: fast_math(),
)
def logit_1(x):
    return x
