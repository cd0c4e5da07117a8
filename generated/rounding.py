# Generated from specs/rounding.yaml by `opspec generate`. Edit the spec, not this file.
"""Rounding, remainders and the details of floating-point numbers (sign bits, nan and inf,
    neighbours), and clipping, as numpy has them."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.specop import convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/rounding.yaml', '82291ce0b8e1d72b4d4740a3de3c39af4e48ff8352d5f4a2534649ebc447abb9')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Floor", "FloorInplace", "floor", "Ceil", "CeilInplace", "ceil",
    "Trunc", "TruncInplace", "trunc", "Rint", "RintInplace", "rint",
    "Round", "RoundInplace", "round_half_to_even", "Fmod", "FmodInplace", "fmod",
    "CopySign", "CopySignInplace", "copysign", "NextAfter", "NextAfterInplace", "nextafter",
    "IsNan", "isnan", "IsInf", "isinf", "IsFinite", "isfinite", "SignBit", "signbit",
    "Clip", "ClipInplace", "clip",
]


# specs/rounding.yaml:4
class Floor(Elemwise):
    """The largest integer <= x; integers stay as they are (numpy 2)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('bool|int|uint|float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Floor', 'loop', inputs=(('x', 'bool|int|uint|float'),), outputs=(('out', 'input:x'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: floorf(x), double: floor(x), default: x)', 'specs/rounding.yaml', 10),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.floor(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class FloorInplace(Floor):
    """Floor writing its result into its input (x)."""

    destroy_map = {0: [0]}


Floor.inplace_variant = FloorInplace
floor = Floor()


# specs/rounding.yaml:15
class Ceil(Elemwise):
    """The smallest integer >= x; integers stay as they are (numpy 2)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:15'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('bool|int|uint|float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Ceil', 'loop', inputs=(('x', 'bool|int|uint|float'),), outputs=(('out', 'input:x'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: ceilf(x), double: ceil(x), default: x)', 'specs/rounding.yaml', 21),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.ceil(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class CeilInplace(Ceil):
    """Ceil writing its result into its input (x)."""

    destroy_map = {0: [0]}


Ceil.inplace_variant = CeilInplace
ceil = Ceil()


# specs/rounding.yaml:26
class Trunc(Elemwise):
    """x rounded towards zero; integers stay as they are (numpy 2)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:26'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('bool|int|uint|float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Trunc', 'loop', inputs=(('x', 'bool|int|uint|float'),), outputs=(('out', 'input:x'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: truncf(x), double: trunc(x), default: x)', 'specs/rounding.yaml', 32),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.trunc(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class TruncInplace(Trunc):
    """Trunc writing its result into its input (x)."""

    destroy_map = {0: [0]}


Trunc.inplace_variant = TruncInplace
trunc = Trunc()


# specs/rounding.yaml:37
class Rint(Elemwise):
    """The nearest integer, halves to even (the default rounding mode)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:37'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Rint', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('rint(x)', 'specs/rounding.yaml', 43), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.rint(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class RintInplace(Rint):
    """Rint writing its result into its input (x)."""

    destroy_map = {0: [0]}


Rint.inplace_variant = RintInplace
rint = Rint()


# specs/rounding.yaml:48
class Round(Elemwise):
    """x rounded to `decimals` decimals, halves to even, as numpy.round of floats (rint of x scaled
    by a power of ten)."""

    __props__ = ('decimals',)
    origin = 'specs/rounding.yaml:48'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Round', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),), elemwise=True,
        params=(kernels.Param('decimals', 'int'),),
        expr=kernels.Code('decimals == 0 ? rint(x) : decimals > 0 ? rint(x * (__typeof__(x))pow(10.0, decimals)) / (__typeof__(x))pow(10.0, decimals) : rint(x / (__typeof__(x))pow(10.0, -decimals)) * (__typeof__(x))pow(10.0, -decimals)', 'specs/rounding.yaml', 56),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def __init__(self, decimals=0):
        self.decimals = convert_prop('int', 'decimals', decimals)

    def impl(self, x):
        return np.round(x, self.decimals)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        return [None]


class RoundInplace(Round):
    """Round writing its result into its input (x)."""

    destroy_map = {0: [0]}


Round.inplace_variant = RoundInplace
round_half_to_even = Round()


# specs/rounding.yaml:64
class Fmod(Elemwise):
    """Remainder with the sign of x (C's fmod; numpy.remainder is mod); integer division by zero
    gives 0, as numpy."""

    __props__ = ()
    origin = 'specs/rounding.yaml:64'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|float', 'int|uint|float')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Fmod', 'loop', inputs=(('x', 'int|uint|float'), ('y', 'int|uint|float')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)', 'specs/rounding.yaml', 70),
        origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8',
                            'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.fmod(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out, g_out * -trunc(x / y)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [ot.add_terms([ev_x, None if ev_y is None else ev_y * -trunc(x / y)])]


class FmodInplace(Fmod):
    """Fmod writing its result into its input (x)."""

    destroy_map = {0: [0]}


Fmod.inplace_variant = FmodInplace
fmod = Fmod()


# specs/rounding.yaml:77
class CopySign(Elemwise):
    """The magnitude of x with the sign of y (signed zeros and nans included)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:77'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'CopySign', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('copysign(x, y)', 'specs/rounding.yaml', 83), origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.copysign(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (ot.sign(x) * ot.sign(out)), ot.zeros_like(y, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (ot.sign(x) * ot.sign(out))]


class CopySignInplace(CopySign):
    """CopySign writing its result into its input (x)."""

    destroy_map = {0: [0]}


CopySign.inplace_variant = CopySignInplace
copysign = CopySign()


# specs/rounding.yaml:88
class NextAfter(Elemwise):
    """The next representable value after x towards y."""

    __props__ = ()
    origin = 'specs/rounding.yaml:88'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'NextAfter', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('nextafter(x, y)', 'specs/rounding.yaml', 94), origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.nextafter(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [g_out, ot.zeros_like(y, dtype=ot.floatX)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, ev_y = eval_points
        return [ev_x]


class NextAfterInplace(NextAfter):
    """NextAfter writing its result into its input (x)."""

    destroy_map = {0: [0]}


NextAfter.inplace_variant = NextAfterInplace
nextafter = NextAfter()


# specs/rounding.yaml:99
class IsNan(Elemwise):
    """Whether x is nan (never for integers)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:99'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IsNan', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x != x', 'specs/rounding.yaml', 105), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.isnan(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


isnan = IsNan()


# specs/rounding.yaml:109
class IsInf(Elemwise):
    """Whether x is +inf or -inf."""

    __props__ = ()
    origin = 'specs/rounding.yaml:109'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IsInf', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x == x && x - x != x - x', 'specs/rounding.yaml', 115), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.isinf(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


isinf = IsInf()


# specs/rounding.yaml:119
class IsFinite(Elemwise):
    """Whether x is neither nan nor infinite."""

    __props__ = ()
    origin = 'specs/rounding.yaml:119'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IsFinite', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x - x == x - x', 'specs/rounding.yaml', 125), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.isfinite(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


isfinite = IsFinite()


# specs/rounding.yaml:129
class SignBit(Elemwise):
    """Whether the sign bit of x is set (true for -0.0 and negative nans)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:129'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('int|uint|float',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'SignBit', 'loop', inputs=(('x', 'int|uint|float'),), outputs=(('out', 'bool'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)', 'specs/rounding.yaml', 135),
        origin=origin,
        dtypes=kernels.rows('int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.signbit(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


signbit = SignBit()


# specs/rounding.yaml:139
class Clip(Elemwise):
    """x limited to [a_min, a_max], as numpy.minimum(numpy.maximum(x, a_min), a_max) (nans
    propagate)."""

    __props__ = ()
    origin = 'specs/rounding.yaml:139'
    input_names = ('x', 'a_min', 'a_max')
    output_names = ('out',)
    input_dtypes = ('bool|number', 'bool|number', 'bool|number')
    output_dtypes = ('upcast',)
    weak_ints = 'clip'
    c_kernels = kernels.OpKernels(
        C_FILE, 'Clip', 'loop',
        inputs=(('x', 'bool|number'), ('a_min', 'bool|number'), ('a_max', 'bool|number')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('(x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)', 'specs/rounding.yaml', 145),
        origin=origin,
        dtypes=kernels.rows('bool bool bool bool', 'int8 int8 int8 int8', 'int32 int32 int32 int32',
                            'int64 int64 int64 int64', 'uint8 uint8 uint8 uint8',
                            'float32 float32 float32 float32', 'float64 float64 float64 float64'))

    def impl(self, x, a_min, a_max):
        return np.clip(x, a_min, a_max)

    def grad_terms(self, inputs, outputs, output_grads):
        x, a_min, a_max = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * ot.cast(ot.ge(x, a_min) & ot.le(x, a_max), out.dtype), g_out * ot.cast(ot.lt(x, a_min) & ot.lt(a_min, a_max), out.dtype), g_out * (ot.cast(ot.gt(x, a_max) | ot.ge(a_min, a_max), out.dtype) * ot.cast(ot.ge(x, a_min) | ot.ge(a_min, a_max), out.dtype))]

    def tangent_terms(self, inputs, eval_points):
        x, a_min, a_max = inputs
        ev_x, ev_a_min, ev_a_max = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * ot.cast(ot.ge(x, a_min) & ot.le(x, a_max), out.dtype),
            None if ev_a_min is None else ev_a_min * ot.cast(ot.lt(x, a_min) & ot.lt(a_min, a_max), out.dtype),
            None if ev_a_max is None else ev_a_max * (ot.cast(ot.gt(x, a_max) | ot.ge(a_min, a_max), out.dtype) * ot.cast(ot.ge(x, a_min) | ot.ge(a_min, a_max), out.dtype)),
        ])]


class ClipInplace(Clip):
    """Clip writing its result into its input (x)."""

    destroy_map = {0: [0]}


Clip.inplace_variant = ClipInplace
clip = Clip()
