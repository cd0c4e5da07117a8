# Generated from specs/exponential.yaml by `opspec generate`. Edit the spec, not this file.
"""Exponentials and logarithms in other bases, roots and reciprocals, and log-space sums, as
    numpy has them."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/exponential.yaml', '0055ad6b7c67b30ff1e6ab037c1631d1e52e54d51ac9878b9b0d5d24e434f7da')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Exp2", "Exp2Inplace", "exp2", "Log2", "Log2Inplace", "log2", "Log10", "Log10Inplace", "log10",
    "Cbrt", "CbrtInplace", "cbrt", "Reciprocal", "ReciprocalInplace", "reciprocal",
    "LogAddExp", "LogAddExpInplace", "logaddexp", "LogAddExp2", "LogAddExp2Inplace", "logaddexp2",
]


# specs/exponential.yaml:4
class Exp2(Elemwise):
    """2 ** x."""

    __props__ = ()
    origin = 'specs/exponential.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Exp2', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('exp2(x)', 'specs/exponential.yaml', 10), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.exp2(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (out * 0.6931471805599453)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (out * 0.6931471805599453)]


class Exp2Inplace(Exp2):
    """Exp2 writing its result into its input (x)."""

    destroy_map = {0: [0]}


Exp2.inplace_variant = Exp2Inplace
exp2 = Exp2()


# specs/exponential.yaml:15
class Log2(Elemwise):
    """Base-2 logarithm."""

    __props__ = ()
    origin = 'specs/exponential.yaml:15'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log2', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log2(x)', 'specs/exponential.yaml', 21), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.log2(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1.4426950408889634 / x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1.4426950408889634 / x)]


class Log2Inplace(Log2):
    """Log2 writing its result into its input (x)."""

    destroy_map = {0: [0]}


Log2.inplace_variant = Log2Inplace
log2 = Log2()


# specs/exponential.yaml:26
class Log10(Elemwise):
    """Base-10 logarithm."""

    __props__ = ()
    origin = 'specs/exponential.yaml:26'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log10', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log10(x)', 'specs/exponential.yaml', 32), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.log10(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (0.4342944819032518 / x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (0.4342944819032518 / x)]


class Log10Inplace(Log10):
    """Log10 writing its result into its input (x)."""

    destroy_map = {0: [0]}


Log10.inplace_variant = Log10Inplace
log10 = Log10()


# specs/exponential.yaml:37
class Cbrt(Elemwise):
    """Cube root, real for negative x."""

    __props__ = ()
    origin = 'specs/exponential.yaml:37'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Cbrt', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('cbrt(x)', 'specs/exponential.yaml', 43), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.cbrt(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (1 / (3 * out * out))]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (1 / (3 * out * out))]


class CbrtInplace(Cbrt):
    """Cbrt writing its result into its input (x)."""

    destroy_map = {0: [0]}


Cbrt.inplace_variant = CbrtInplace
cbrt = Cbrt()


# specs/exponential.yaml:48
class Reciprocal(Elemwise):
    """1 / x, in x's dtype (floats; numpy's integer reciprocal truncates, and is left out)."""

    __props__ = ()
    origin = 'specs/exponential.yaml:48'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Reciprocal', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),), elemwise=True,
        expr=kernels.Code('1 / x', 'specs/exponential.yaml', 54), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.reciprocal(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (-out * out)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (-out * out)]


class ReciprocalInplace(Reciprocal):
    """Reciprocal writing its result into its input (x)."""

    destroy_map = {0: [0]}


Reciprocal.inplace_variant = ReciprocalInplace
reciprocal = Reciprocal()


# specs/exponential.yaml:59
class LogAddExp(Elemwise):
    """log(exp(x) + exp(y)), without overflow."""

    __props__ = ()
    origin = 'specs/exponential.yaml:59'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogAddExp', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True,
        expr=kernels.Code('x == y ? x + M_LN2 : x > y ? x + log1p(exp(y - x)) : y + log1p(exp(x - y))', 'specs/exponential.yaml', 65),
        origin=origin, dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.logaddexp(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * ot.exp(x - out), g_out * ot.exp(y - out)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * ot.exp(x - out),
            None if ev_y is None else ev_y * ot.exp(y - out),
        ])]


class LogAddExpInplace(LogAddExp):
    """LogAddExp writing its result into its input (x)."""

    destroy_map = {0: [0]}


LogAddExp.inplace_variant = LogAddExpInplace
logaddexp = LogAddExp()


# specs/exponential.yaml:72
class LogAddExp2(Elemwise):
    """log2(2 ** x + 2 ** y), without overflow."""

    __props__ = ()
    origin = 'specs/exponential.yaml:72'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogAddExp2', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True,
        expr=kernels.Code('x == y ? x + 1 : x > y ? x + log1p(exp2(y - x)) / M_LN2 : y + log1p(exp2(x - y)) / M_LN2', 'specs/exponential.yaml', 78),
        origin=origin, dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.logaddexp2(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * exp2(x - out), g_out * exp2(y - out)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * exp2(x - out),
            None if ev_y is None else ev_y * exp2(y - out),
        ])]


class LogAddExp2Inplace(LogAddExp2):
    """LogAddExp2 writing its result into its input (x)."""

    destroy_map = {0: [0]}


LogAddExp2.inplace_variant = LogAddExp2Inplace
logaddexp2 = LogAddExp2()
