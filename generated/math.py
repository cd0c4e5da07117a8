# Generated from specs/math.yaml by `opspec generate`. Edit the spec, not this file.
"""Elementwise mathematical functions."""
from __future__ import annotations

import math

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.rules import fast_math, rewrite_rule

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/math.yaml', 'fa027fc011c7f68b06705a6ee383a52f98f132bdb2658e0df808172c5a4794b8')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Exp", "ExpInplace", "exp", "Log", "LogInplace", "log", "Log1p", "Log1pInplace", "log1p",
    "Expm1", "Expm1Inplace", "expm1", "Sqrt", "SqrtInplace", "sqrt", "Sin", "SinInplace", "sin",
    "Cos", "CosInplace", "cos", "Tanh", "TanhInplace", "tanh",
    "Sigmoid", "SigmoidInplace", "sigmoid", "Softplus", "SoftplusInplace", "softplus",
    "Erf", "ErfInplace", "erf",
]


# specs/math.yaml:3
class Exp(Elemwise):
    """e ** x."""

    __props__ = ()
    origin = 'specs/math.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Exp', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('exp(x)', 'specs/math.yaml', 9), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.exp(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * out]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * out]


class ExpInplace(Exp):
    """Exp writing its result into its input (x)."""

    destroy_map = {0: [0]}


Exp.inplace_variant = ExpInplace
exp = Exp()


# specs/math.yaml:17
class Log(Elemwise):
    """Natural logarithm."""

    __props__ = ()
    origin = 'specs/math.yaml:17'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log(x)', 'specs/math.yaml', 23), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.log(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / x)]


class LogInplace(Log):
    """Log writing its result into its input (x)."""

    destroy_map = {0: [0]}


Log.inplace_variant = LogInplace
log = Log()


# specs/math.yaml:28
class Log1p(Elemwise):
    """log(1 + x), accurate for small x."""

    __props__ = ()
    origin = 'specs/math.yaml:28'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log1p', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log1p(x)', 'specs/math.yaml', 34), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.log1p(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / (1 + x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / (1 + x))]


class Log1pInplace(Log1p):
    """Log1p writing its result into its input (x)."""

    destroy_map = {0: [0]}


Log1p.inplace_variant = Log1pInplace
log1p = Log1p()


# specs/math.yaml:40
class Expm1(Elemwise):
    """exp(x) - 1, accurate for small x."""

    __props__ = ()
    origin = 'specs/math.yaml:40'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Expm1', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('expm1(x)', 'specs/math.yaml', 46), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.expm1(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (out + 1)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (out + 1)]


class Expm1Inplace(Expm1):
    """Expm1 writing its result into its input (x)."""

    destroy_map = {0: [0]}


Expm1.inplace_variant = Expm1Inplace
expm1 = Expm1()


# specs/math.yaml:51
class Sqrt(Elemwise):
    """Square root."""

    __props__ = ()
    origin = 'specs/math.yaml:51'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sqrt', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('sqrt(x)', 'specs/math.yaml', 57), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.sqrt(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (0.5 / out)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (0.5 / out)]


class SqrtInplace(Sqrt):
    """Sqrt writing its result into its input (x)."""

    destroy_map = {0: [0]}


Sqrt.inplace_variant = SqrtInplace
sqrt = Sqrt()


# specs/math.yaml:62
class Sin(Elemwise):
    """Sine."""

    __props__ = ()
    origin = 'specs/math.yaml:62'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sin', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('sin(x)', 'specs/math.yaml', 68), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.sin(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * cos(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * cos(x)]


class SinInplace(Sin):
    """Sin writing its result into its input (x)."""

    destroy_map = {0: [0]}


Sin.inplace_variant = SinInplace
sin = Sin()


# specs/math.yaml:73
class Cos(Elemwise):
    """Cosine."""

    __props__ = ()
    origin = 'specs/math.yaml:73'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Cos', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('cos(x)', 'specs/math.yaml', 79), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.cos(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * -sin(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * -sin(x)]


class CosInplace(Cos):
    """Cos writing its result into its input (x)."""

    destroy_map = {0: [0]}


Cos.inplace_variant = CosInplace
cos = Cos()


# specs/math.yaml:84
class Tanh(Elemwise):
    """Hyperbolic tangent."""

    __props__ = ()
    origin = 'specs/math.yaml:84'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Tanh', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('tanh(x)', 'specs/math.yaml', 90), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.tanh(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (1 - out * out)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (1 - out * out)]


class TanhInplace(Tanh):
    """Tanh writing its result into its input (x)."""

    destroy_map = {0: [0]}


Tanh.inplace_variant = TanhInplace
tanh = Tanh()


# specs/math.yaml:95
class Sigmoid(Elemwise):
    """1 / (1 + exp(-x)), computed without overflow for large |x|."""

    __props__ = ()
    origin = 'specs/math.yaml:95'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sigmoid', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('(x >= 0 ? 1 : exp(-fabs(x))) / (1 + exp(-fabs(x)))', 'specs/math.yaml', 101),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.where(x >= 0, 1 / (1 + np.exp(-np.abs(x))), np.exp(-np.abs(x)) / (1 + np.exp(-np.abs(x))))

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (out * (1 - out))]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (out * (1 - out))]


class SigmoidInplace(Sigmoid):
    """Sigmoid writing its result into its input (x)."""

    destroy_map = {0: [0]}


Sigmoid.inplace_variant = SigmoidInplace
sigmoid = Sigmoid()


# specs/math.yaml:110
class Softplus(Elemwise):
    """log(1 + exp(x)), without overflow for large x."""

    __props__ = ()
    origin = 'specs/math.yaml:110'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Softplus', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('(x > 0 ? x : 0) + log1p(exp(-fabs(x)))', 'specs/math.yaml', 116), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.logaddexp(0, x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * sigmoid(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * sigmoid(x)]


class SoftplusInplace(Softplus):
    """Softplus writing its result into its input (x)."""

    destroy_map = {0: [0]}


Softplus.inplace_variant = SoftplusInplace
softplus = Softplus()


# specs/math.yaml:125
class Erf(Elemwise):
    """The error function."""

    __props__ = ()
    origin = 'specs/math.yaml:125'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Erf', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('erf(x)', 'specs/math.yaml', 132), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.vectorize(math.erf, otypes=[x.dtype])(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (2 / sqrt(ot.pi) * exp(-x * x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (2 / sqrt(ot.pi) * exp(-x * x))]


class ErfInplace(Erf):
    """Erf writing its result into its input (x)."""

    destroy_map = {0: [0]}


Erf.inplace_variant = ErfInplace
erf = Erf()


# Rewrite rules declared under rewrites: in specs/math.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/math.yaml:13: log(exp(x)) -> x',
    pattern=lambda: (log, (exp, 'x')),
    when=lambda x: fast_math(),
)
def exp_0(x):
    return x


@rewrite_rule(
    'specs/math.yaml:14: exp(log(x)) -> where(x >= 0, x, nan)',
    pattern=lambda: (exp, (log, 'x')),
    when=lambda x: fast_math(),
)
def exp_1(x):
    return ot.where(x >= 0, x, ot.nan)


@rewrite_rule(
    'specs/math.yaml:37: log1p(expm1(x)) -> x',
    pattern=lambda: (log1p, (expm1, 'x')),
    when=lambda x: fast_math(),
)
def log1p_0(x):
    return x


@rewrite_rule(
    'specs/math.yaml:106: log(sigmoid(x)) -> -softplus(-x)',
    pattern=lambda: (log, (sigmoid, 'x')),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def sigmoid_0(x):
    return -softplus(-x)


@rewrite_rule(
    'specs/math.yaml:107: log(1 - sigmoid(x)) -> -softplus(x)',
    pattern=lambda: (log, (ot.sub, 1, (sigmoid, 'x'))),
    when=lambda x: fast_math(),
    stages=('stabilize',),
)
def sigmoid_1(x):
    return -softplus(x)


@rewrite_rule(
    'specs/math.yaml:120: log1p(exp(x)) -> softplus(x)',
    pattern=lambda: (log1p, (exp, 'x')),
    when=lambda x: fast_math(),
)
def softplus_0(x):
    return softplus(x)


@rewrite_rule(
    'specs/math.yaml:121: log(1 + exp(x)) -> softplus(x)',
    pattern=lambda: (log, (ot.add, 1, (exp, 'x'))),
    when=lambda x: fast_math(),
)
def softplus_1(x):
    return softplus(x)


@rewrite_rule(
    'specs/math.yaml:122: log(exp(x) + 1) -> softplus(x)',
    pattern=lambda: (log, (ot.add, (exp, 'x'), 1)),
    when=lambda x: fast_math(),
)
def softplus_2(x):
    return softplus(x)
