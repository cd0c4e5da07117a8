# Generated from specs/piecewise.yaml by `opspec generate`. Edit the spec, not this file.
"""Piecewise-linear functions of sign and order; their derivatives are steps."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.rules import dtype, rewrite_rule

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/piecewise.yaml', 'e1b2ab5edd0638338e034a34a9f85558b4f2a6362a2ca0f9aae3c6268ea235ef')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Abs", "AbsInplace", "abs", "Sign", "SignInplace", "sign",
    "Maximum", "MaximumInplace", "maximum", "Minimum", "MinimumInplace", "minimum",
]


# specs/piecewise.yaml:3
class Abs(Elemwise):
    """|x|; real-valued for complex x, as in numpy."""

    __props__ = ()
    origin = 'specs/piecewise.yaml:3'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number|bool',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Abs', 'loop', inputs=(('x', 'number|bool'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('x < 0 ? -x : (x == 0 ? 0 : x)', 'specs/piecewise.yaml', 9), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.abs(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * sign(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * sign(x)]


class AbsInplace(Abs):
    """Abs writing its result into its input (x)."""

    destroy_map = {0: [0]}


Abs.inplace_variant = AbsInplace
abs = Abs()


# specs/piecewise.yaml:17
class Sign(Elemwise):
    """-1, 0 or 1 by the sign of x."""

    __props__ = ()
    origin = 'specs/piecewise.yaml:17'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sign', 'loop', inputs=(('x', 'number'),), outputs=(('out', 'input:x'),), elemwise=True,
        expr=kernels.Code('x != x ? x : (x > 0) - (x < 0)', 'specs/piecewise.yaml', 23), origin=origin,
        dtypes=kernels.rows('int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8', 'float32 float32',
                            'float64 float64'))

    def impl(self, x):
        return np.sign(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class SignInplace(Sign):
    """Sign writing its result into its input (x)."""

    destroy_map = {0: [0]}


Sign.inplace_variant = SignInplace
sign = Sign()


# specs/piecewise.yaml:28
class Maximum(Elemwise):
    """The larger of x and y, elementwise (NaN wins, as in numpy)."""

    __props__ = ()
    origin = 'specs/piecewise.yaml:28'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number|bool', 'number|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Maximum', 'loop', inputs=(('x', 'number|bool'), ('y', 'number|bool')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('(x != x || x > y) ? x : y', 'specs/piecewise.yaml', 34), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8', 'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.maximum(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * ot.cast(x >= y, out.dtype), g_out * ot.cast(x < y, out.dtype)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * ot.cast(x >= y, out.dtype),
            None if ev_y is None else ev_y * ot.cast(x < y, out.dtype),
        ])]


class MaximumInplace(Maximum):
    """Maximum writing its result into its input (x)."""

    destroy_map = {0: [0]}


Maximum.inplace_variant = MaximumInplace
maximum = Maximum()


# specs/piecewise.yaml:39
class Minimum(Elemwise):
    """The smaller of x and y, elementwise (NaN wins, as in numpy)."""

    __props__ = ()
    origin = 'specs/piecewise.yaml:39'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number|bool', 'number|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Minimum', 'loop', inputs=(('x', 'number|bool'), ('y', 'number|bool')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('(x != x || x < y) ? x : y', 'specs/piecewise.yaml', 45), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8', 'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.minimum(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * ot.cast(x <= y, out.dtype), g_out * ot.cast(x > y, out.dtype)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * ot.cast(x <= y, out.dtype),
            None if ev_y is None else ev_y * ot.cast(x > y, out.dtype),
        ])]


class MinimumInplace(Minimum):
    """Minimum writing its result into its input (x)."""

    destroy_map = {0: [0]}


Minimum.inplace_variant = MinimumInplace
minimum = Minimum()


# Rewrite rules declared under rewrites: in specs/piecewise.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/piecewise.yaml:13: abs(abs(x)) -> abs(x)',
    pattern=lambda: (abs, (abs, 'x')),
)
def abs_0(x):
    return abs(x)


@rewrite_rule(
    'specs/piecewise.yaml:14: abs(neg(x)) -> abs(x)',
    pattern=lambda: (abs, (ot.neg, 'x')),
    when=lambda x: dtype(x)[0] != 'u',
)
def abs_1(x):
    return abs(x)
