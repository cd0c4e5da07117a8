# Generated from specs/arith.yaml by `opspec generate`. Edit the spec, not this file.
"""Arithmetic, elementwise with numpy broadcasting and dtype promotion."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.rules import OpPattern, Var, dtype, fast_math, is_float, is_integer, rewrite_rule
from opspec.tensor.specop import convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/arith.yaml', 'b33bbd40427aac73d970ff6d1fdaa7b199eaa6a3f700d734b0ffbd15f792e01c')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Add", "AddInplace", "add", "Sub", "SubInplace", "sub", "Mul", "MulInplace", "mul",
    "TrueDiv", "TrueDivInplace", "true_div", "Neg", "NegInplace", "neg",
    "IntDiv", "IntDivInplace", "int_div", "Mod", "ModInplace", "mod", "Pow", "PowInplace", "pow",
    "Cast",
]


# specs/arith.yaml:4
class Add(Elemwise):
    """x + y."""

    __props__ = ()
    origin = 'specs/arith.yaml:4'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number|bool', 'number|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Add', 'loop', inputs=(('x', 'number|bool'), ('y', 'number|bool')),
        outputs=(('out', 'upcast'),), elemwise=True, expr=kernels.Code('x + y', 'specs/arith.yaml', 10),
        origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8', 'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.add(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out, g_out]

    def tangent_terms(self, inputs, eval_points):
        ev_x, ev_y = eval_points
        return [ot.add_terms([ev_x, ev_y])]


class AddInplace(Add):
    """Add writing its result into its input (x)."""

    destroy_map = {0: [0]}


Add.inplace_variant = AddInplace
add = Add()


# specs/arith.yaml:18
class Sub(Elemwise):
    """x - y."""

    __props__ = ()
    origin = 'specs/arith.yaml:18'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number', 'number')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sub', 'loop', inputs=(('x', 'number'), ('y', 'number')), outputs=(('out', 'upcast'),),
        elemwise=True, expr=kernels.Code('x - y', 'specs/arith.yaml', 24), origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8',
                            'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.subtract(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out, -g_out]

    def tangent_terms(self, inputs, eval_points):
        ev_x, ev_y = eval_points
        return [ot.add_terms([ev_x, None if ev_y is None else -ev_y])]


class SubInplace(Sub):
    """Sub writing its result into its input (x)."""

    destroy_map = {0: [0]}


Sub.inplace_variant = SubInplace
sub = Sub()


# specs/arith.yaml:32
class Mul(Elemwise):
    """x * y."""

    __props__ = ()
    origin = 'specs/arith.yaml:32'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number|bool', 'number|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Mul', 'loop', inputs=(('x', 'number|bool'), ('y', 'number|bool')),
        outputs=(('out', 'upcast'),), elemwise=True, expr=kernels.Code('x * y', 'specs/arith.yaml', 38),
        origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8', 'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.multiply(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out * y, g_out * x]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([None if ev_x is None else ev_x * y, None if ev_y is None else ev_y * x])]


class MulInplace(Mul):
    """Mul writing its result into its input (x)."""

    destroy_map = {0: [0]}


Mul.inplace_variant = MulInplace
mul = Mul()


# specs/arith.yaml:44
class TrueDiv(Elemwise):
    """x / y; integers divide to floatX."""

    __props__ = ()
    origin = 'specs/arith.yaml:44'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number', 'number')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'TrueDiv', 'loop', inputs=(('x', 'number'), ('y', 'number')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('x / y', 'specs/arith.yaml', 51), origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.true_divide(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out * (1 / y), g_out * (-x / (y * y))]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([
            None if ev_x is None else ev_x * (1 / y),
            None if ev_y is None else ev_y * (-x / (y * y)),
        ])]


class TrueDivInplace(TrueDiv):
    """TrueDiv writing its result into its input (x)."""

    destroy_map = {0: [0]}


TrueDiv.inplace_variant = TrueDivInplace
true_div = TrueDiv()


# specs/arith.yaml:57
class Neg(Elemwise):
    """-x."""

    __props__ = ()
    origin = 'specs/arith.yaml:57'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Neg', 'loop', inputs=(('x', 'number'),), outputs=(('out', 'input:x'),), elemwise=True,
        expr=kernels.Code('-x', 'specs/arith.yaml', 63), origin=origin,
        dtypes=kernels.rows('int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8', 'float32 float32',
                            'float64 float64'))

    def impl(self, x):
        return np.negative(x)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [-g_out]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        return [None if ev_x is None else -ev_x]


class NegInplace(Neg):
    """Neg writing its result into its input (x)."""

    destroy_map = {0: [0]}


Neg.inplace_variant = NegInplace
neg = Neg()


# specs/arith.yaml:69
class IntDiv(Elemwise):
    """Floor division x // y (numpy semantics, also for negative operands)."""

    __props__ = ()
    origin = 'specs/arith.yaml:69'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|float|bool', 'int|uint|float|bool')
    output_dtypes = ('number',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IntDiv', 'loop', inputs=(('x', 'int|uint|float|bool'), ('y', 'int|uint|float|bool')),
        outputs=(('out', 'number'),), elemwise=True,
        expr=kernels.Code('opspec_floor_divide(x, y)', 'specs/arith.yaml', 76), origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8',
                            'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.floor_divide(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class IntDivInplace(IntDiv):
    """IntDiv writing its result into its input (x)."""

    destroy_map = {0: [0]}


IntDiv.inplace_variant = IntDivInplace
int_div = IntDiv()


# specs/arith.yaml:81
class Mod(Elemwise):
    """Remainder x % y with the sign of y, as numpy."""

    __props__ = ()
    origin = 'specs/arith.yaml:81'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|float|bool', 'int|uint|float|bool')
    output_dtypes = ('number',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Mod', 'loop', inputs=(('x', 'int|uint|float|bool'), ('y', 'int|uint|float|bool')),
        outputs=(('out', 'number'),), elemwise=True,
        expr=kernels.Code('opspec_remainder(x, y)', 'specs/arith.yaml', 87), origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8',
                            'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.mod(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out, g_out * -int_div(x, y)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([ev_x, None if ev_y is None else ev_y * -int_div(x, y)])]


class ModInplace(Mod):
    """Mod writing its result into its input (x)."""

    destroy_map = {0: [0]}


Mod.inplace_variant = ModInplace
mod = Mod()


# specs/arith.yaml:92
class Pow(Elemwise):
    """x ** y."""

    __props__ = ()
    origin = 'specs/arith.yaml:92'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('number', 'number')
    output_dtypes = ('number',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Pow', 'loop', inputs=(('x', 'number'), ('y', 'number')), outputs=(('out', 'number'),),
        elemwise=True, expr=kernels.Code('opspec_power(x, y)', 'specs/arith.yaml', 98), origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8',
                            'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.power(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (y * x ** (y - 1)), g_out * (out * ot.log(x))]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * (y * x ** (y - 1)),
            None if ev_y is None else ev_y * (out * ot.log(x)),
        ])]


class PowInplace(Pow):
    """Pow writing its result into its input (x)."""

    destroy_map = {0: [0]}


Pow.inplace_variant = PowInplace
pow = Pow()


# specs/arith.yaml:104
class Cast(Elemwise):
    """x converted to another dtype (as numpy's astype)."""

    __props__ = ('dtype',)
    origin = 'specs/arith.yaml:104'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('prop:dtype',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Cast', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'prop:dtype'),), elemwise=True,
        expr=kernels.Code('x', 'specs/arith.yaml', 111), origin=origin,
        dtypes=kernels.rows('bool bool', 'bool int8', 'bool int32', 'bool int64', 'bool uint8', 'bool float32',
                            'bool float64', 'int8 bool', 'int8 int8', 'int8 int32', 'int8 int64', 'int8 uint8',
                            'int8 float32', 'int8 float64', 'int32 bool', 'int32 int8', 'int32 int32',
                            'int32 int64', 'int32 uint8', 'int32 float32', 'int32 float64', 'int64 bool',
                            'int64 int8', 'int64 int32', 'int64 int64', 'int64 uint8', 'int64 float32',
                            'int64 float64', 'uint8 bool', 'uint8 int8', 'uint8 int32', 'uint8 int64',
                            'uint8 uint8', 'uint8 float32', 'uint8 float64', 'float32 bool', 'float32 int8',
                            'float32 int32', 'float32 int64', 'float32 uint8', 'float32 float32',
                            'float32 float64', 'float64 bool', 'float64 int8', 'float64 int32',
                            'float64 int64', 'float64 uint8', 'float64 float32', 'float64 float64'))

    def __init__(self, dtype):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def impl(self, x):
        return x.astype(self.dtype)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.cast(g_out, x.dtype) if x.dtype.startswith('float') or x.dtype.startswith('complex') else ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        return [ot.cast(ev_x, self.dtype)]


# Rewrite rules declared under rewrites: in specs/arith.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/arith.yaml:14: x + 0 -> x',
    pattern=lambda: (ot.add, 'x', 0),
    when=lambda x: is_integer(x) or fast_math(),
)
def add_0(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:15: 0 + x -> x',
    pattern=lambda: (ot.add, 0, 'x'),
    when=lambda x: is_integer(x) or fast_math(),
)
def add_1(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:28: x - 0 -> x',
    pattern=lambda: (ot.sub, 'x', 0),
)
def sub_0(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:29: sub(x, x) -> zeros_like(x)',
    pattern=lambda: (sub, 'x', 'x'),
    when=lambda x: is_integer(x) or fast_math(),
)
def sub_1(x):
    return ot.zeros_like(x)


@rewrite_rule(
    'specs/arith.yaml:41: x * 1 -> x',
    pattern=lambda: (ot.mul, 'x', 1),
)
def mul_0(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:41: 1 * x -> x',
    pattern=lambda: (ot.mul, 1, 'x'),
)
def mul_1(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:54: x / 1 -> x',
    pattern=lambda: (ot.true_div, 'x', 1),
)
def truediv_0(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:66: neg(neg(x)) -> x',
    pattern=lambda: (neg, (neg, 'x')),
)
def neg_0(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:101: x ** 1 -> x',
    pattern=lambda: (ot.pow, 'x', 1),
    when=lambda x: is_float(x) or is_integer(x),
)
def pow_0(x):
    return x


@rewrite_rule(
    'specs/arith.yaml:115: Cast(dtype=d)(x) -> x',
    pattern=lambda: (OpPattern(Cast, dtype=Var('d')), 'x'),
    when=lambda d, x: dtype(x) == d,
)
def cast_0(d, x):
    return x
