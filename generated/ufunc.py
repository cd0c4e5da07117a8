# Generated from specs/ufunc.yaml by `opspec generate`. Edit the spec, not this file.
"""numpy's other elementwise functions (trigonometric, exponential, rounding, floating-point,
    complex and integer), numpy's names, dtypes and edge values."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.specop import convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/ufunc.yaml', '72a1859cc66f77c4ad2d54b090a29cb3bff0b181bd880ea5def011d45bcc4d1c')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Tan", "TanInplace", "tan", "ArcSin", "ArcSinInplace", "arcsin",
    "ArcCos", "ArcCosInplace", "arccos", "ArcTan", "ArcTanInplace", "arctan",
    "ArcTan2", "ArcTan2Inplace", "arctan2", "Sinh", "SinhInplace", "sinh",
    "Cosh", "CoshInplace", "cosh", "ArcSinh", "ArcSinhInplace", "arcsinh",
    "ArcCosh", "ArcCoshInplace", "arccosh", "ArcTanh", "ArcTanhInplace", "arctanh",
    "Exp2", "Exp2Inplace", "exp2", "Log2", "Log2Inplace", "log2", "Log10", "Log10Inplace", "log10",
    "Cbrt", "CbrtInplace", "cbrt", "Reciprocal", "ReciprocalInplace", "reciprocal",
    "Hypot", "HypotInplace", "hypot", "Deg2Rad", "Deg2RadInplace", "deg2rad",
    "Rad2Deg", "Rad2DegInplace", "rad2deg", "Floor", "FloorInplace", "floor",
    "Ceil", "CeilInplace", "ceil", "Trunc", "TruncInplace", "trunc", "Rint", "RintInplace", "rint",
    "Round", "RoundInplace", "round_half_to_even", "Fmod", "FmodInplace", "fmod",
    "CopySign", "CopySignInplace", "copysign", "NextAfter", "NextAfterInplace", "nextafter",
    "LogAddExp", "LogAddExpInplace", "logaddexp", "LogAddExp2", "LogAddExp2Inplace", "logaddexp2",
    "IsNan", "isnan", "IsInf", "isinf", "IsFinite", "isfinite", "SignBit", "signbit",
    "Clip", "ClipInplace", "clip", "Real", "real", "Imag", "imag", "Conj", "ConjInplace", "conj",
    "Angle", "angle", "LeftShift", "LeftShiftInplace", "left_shift",
    "RightShift", "RightShiftInplace", "right_shift", "Gcd", "GcdInplace", "gcd",
    "Lcm", "LcmInplace", "lcm",
]


# specs/ufunc.yaml:4
class Tan(Elemwise):
    """Tangent."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Tan', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('tan(x)', 'specs/ufunc.yaml', 10), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.tan(x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (1 + out * out)]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (1 + out * out)]


class TanInplace(Tan):
    """Tan writing its result into its input (x)."""

    destroy_map = {0: [0]}


Tan.inplace_variant = TanInplace
tan = Tan()


# specs/ufunc.yaml:15
class ArcSin(Elemwise):
    """Inverse sine; nan outside [-1, 1]."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:15'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcSin', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('asin(x)', 'specs/ufunc.yaml', 21), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.arcsin(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / ot.sqrt(1 - x * x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / ot.sqrt(1 - x * x))]


class ArcSinInplace(ArcSin):
    """ArcSin writing its result into its input (x)."""

    destroy_map = {0: [0]}


ArcSin.inplace_variant = ArcSinInplace
arcsin = ArcSin()


# specs/ufunc.yaml:26
class ArcCos(Elemwise):
    """Inverse cosine; nan outside [-1, 1]."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:26'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcCos', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('acos(x)', 'specs/ufunc.yaml', 32), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.arccos(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (-1 / ot.sqrt(1 - x * x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (-1 / ot.sqrt(1 - x * x))]


class ArcCosInplace(ArcCos):
    """ArcCos writing its result into its input (x)."""

    destroy_map = {0: [0]}


ArcCos.inplace_variant = ArcCosInplace
arccos = ArcCos()


# specs/ufunc.yaml:37
class ArcTan(Elemwise):
    """Inverse tangent."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:37'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcTan', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('atan(x)', 'specs/ufunc.yaml', 43), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.arctan(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / (1 + x * x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / (1 + x * x))]


class ArcTanInplace(ArcTan):
    """ArcTan writing its result into its input (x)."""

    destroy_map = {0: [0]}


ArcTan.inplace_variant = ArcTanInplace
arctan = ArcTan()


# specs/ufunc.yaml:48
class ArcTan2(Elemwise):
    """The angle of the point (x, y) from the x axis, in (-pi, pi], of the quadrant the signs give
    (numpy's arctan2(y, x))."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:48'
    input_names = ('y', 'x')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcTan2', 'loop', inputs=(('y', 'float'), ('x', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('atan2(y, x)', 'specs/ufunc.yaml', 54), origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, y, x):
        return np.arctan2(y, x)

    def grad_terms(self, inputs, outputs, output_grads):
        y, x = inputs
        g_out, = output_grads
        return [g_out * (x / (x * x + y * y)), g_out * (-y / (x * x + y * y))]

    def tangent_terms(self, inputs, eval_points):
        y, x = inputs
        ev_y, ev_x = eval_points
        return [ot.add_terms([
            None if ev_y is None else ev_y * (x / (x * x + y * y)),
            None if ev_x is None else ev_x * (-y / (x * x + y * y)),
        ])]


class ArcTan2Inplace(ArcTan2):
    """ArcTan2 writing its result into its input (y)."""

    destroy_map = {0: [0]}


ArcTan2.inplace_variant = ArcTan2Inplace
arctan2 = ArcTan2()


# specs/ufunc.yaml:61
class Sinh(Elemwise):
    """Hyperbolic sine."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:61'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sinh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('sinh(x)', 'specs/ufunc.yaml', 67), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.sinh(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * cosh(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * cosh(x)]


class SinhInplace(Sinh):
    """Sinh writing its result into its input (x)."""

    destroy_map = {0: [0]}


Sinh.inplace_variant = SinhInplace
sinh = Sinh()


# specs/ufunc.yaml:72
class Cosh(Elemwise):
    """Hyperbolic cosine."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:72'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Cosh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('cosh(x)', 'specs/ufunc.yaml', 78), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.cosh(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * sinh(x)]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * sinh(x)]


class CoshInplace(Cosh):
    """Cosh writing its result into its input (x)."""

    destroy_map = {0: [0]}


Cosh.inplace_variant = CoshInplace
cosh = Cosh()


# specs/ufunc.yaml:83
class ArcSinh(Elemwise):
    """Inverse hyperbolic sine."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:83'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcSinh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('asinh(x)', 'specs/ufunc.yaml', 89), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.arcsinh(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / ot.sqrt(x * x + 1))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / ot.sqrt(x * x + 1))]


class ArcSinhInplace(ArcSinh):
    """ArcSinh writing its result into its input (x)."""

    destroy_map = {0: [0]}


ArcSinh.inplace_variant = ArcSinhInplace
arcsinh = ArcSinh()


# specs/ufunc.yaml:94
class ArcCosh(Elemwise):
    """Inverse hyperbolic cosine; nan below 1."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:94'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcCosh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('acosh(x)', 'specs/ufunc.yaml', 100), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.arccosh(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / ot.sqrt(x * x - 1))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / ot.sqrt(x * x - 1))]


class ArcCoshInplace(ArcCosh):
    """ArcCosh writing its result into its input (x)."""

    destroy_map = {0: [0]}


ArcCosh.inplace_variant = ArcCoshInplace
arccosh = ArcCosh()


# specs/ufunc.yaml:105
class ArcTanh(Elemwise):
    """Inverse hyperbolic tangent; +-inf at +-1, nan beyond."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:105'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcTanh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('atanh(x)', 'specs/ufunc.yaml', 111), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.arctanh(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [g_out * (1 / (1 - x * x))]

    def tangent_terms(self, inputs, eval_points):
        x, = inputs
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * (1 / (1 - x * x))]


class ArcTanhInplace(ArcTanh):
    """ArcTanh writing its result into its input (x)."""

    destroy_map = {0: [0]}


ArcTanh.inplace_variant = ArcTanhInplace
arctanh = ArcTanh()


# specs/ufunc.yaml:116
class Exp2(Elemwise):
    """2 ** x."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:116'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Exp2', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('exp2(x)', 'specs/ufunc.yaml', 122), origin=origin,
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


# specs/ufunc.yaml:127
class Log2(Elemwise):
    """Base-2 logarithm."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:127'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log2', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log2(x)', 'specs/ufunc.yaml', 133), origin=origin,
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


# specs/ufunc.yaml:138
class Log10(Elemwise):
    """Base-10 logarithm."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:138'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Log10', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('log10(x)', 'specs/ufunc.yaml', 144), origin=origin,
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


# specs/ufunc.yaml:149
class Cbrt(Elemwise):
    """Cube root, real for negative x."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:149'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Cbrt', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('cbrt(x)', 'specs/ufunc.yaml', 155), origin=origin,
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


# specs/ufunc.yaml:160
class Reciprocal(Elemwise):
    """1 / x, in x's dtype (floats; numpy's integer reciprocal truncates, and is left out)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:160'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Reciprocal', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),), elemwise=True,
        expr=kernels.Code('1 / x', 'specs/ufunc.yaml', 166), origin=origin,
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


# specs/ufunc.yaml:171
class Hypot(Elemwise):
    """sqrt(x ** 2 + y ** 2) without overflow or underflow in between."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:171'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Hypot', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('hypot(x, y)', 'specs/ufunc.yaml', 177), origin=origin,
        dtypes=kernels.rows('float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.hypot(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (x / out), g_out * (y / out)]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        out, = self(*inputs, return_list=True)
        return [ot.add_terms([
            None if ev_x is None else ev_x * (x / out),
            None if ev_y is None else ev_y * (y / out),
        ])]


class HypotInplace(Hypot):
    """Hypot writing its result into its input (x)."""

    destroy_map = {0: [0]}


Hypot.inplace_variant = HypotInplace
hypot = Hypot()


# specs/ufunc.yaml:182
class Deg2Rad(Elemwise):
    """Degrees to radians."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:182'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Deg2Rad', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x * ((__typeof__(x))M_PI / 180)', 'specs/ufunc.yaml', 188), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.deg2rad(x)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out * 0.017453292519943295]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * 0.017453292519943295]


class Deg2RadInplace(Deg2Rad):
    """Deg2Rad writing its result into its input (x)."""

    destroy_map = {0: [0]}


Deg2Rad.inplace_variant = Deg2RadInplace
deg2rad = Deg2Rad()


# specs/ufunc.yaml:193
class Rad2Deg(Elemwise):
    """Radians to degrees."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:193'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Rad2Deg', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x * (180 / (__typeof__(x))M_PI)', 'specs/ufunc.yaml', 199), origin=origin,
        dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.rad2deg(x)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [g_out * 57.29577951308232]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        return [None if ev_x is None else ev_x * 57.29577951308232]


class Rad2DegInplace(Rad2Deg):
    """Rad2Deg writing its result into its input (x)."""

    destroy_map = {0: [0]}


Rad2Deg.inplace_variant = Rad2DegInplace
rad2deg = Rad2Deg()


# specs/ufunc.yaml:204
class Floor(Elemwise):
    """The largest integer <= x; integers stay as they are (numpy 2)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:204'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('bool|int|uint|float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Floor', 'loop', inputs=(('x', 'bool|int|uint|float'),), outputs=(('out', 'input:x'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: floorf(x), double: floor(x), default: x)', 'specs/ufunc.yaml', 210),
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


# specs/ufunc.yaml:215
class Ceil(Elemwise):
    """The smallest integer >= x; integers stay as they are (numpy 2)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:215'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('bool|int|uint|float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Ceil', 'loop', inputs=(('x', 'bool|int|uint|float'),), outputs=(('out', 'input:x'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: ceilf(x), double: ceil(x), default: x)', 'specs/ufunc.yaml', 221),
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


# specs/ufunc.yaml:226
class Trunc(Elemwise):
    """x rounded towards zero; integers stay as they are (numpy 2)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:226'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('bool|int|uint|float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Trunc', 'loop', inputs=(('x', 'bool|int|uint|float'),), outputs=(('out', 'input:x'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: truncf(x), double: trunc(x), default: x)', 'specs/ufunc.yaml', 232),
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


# specs/ufunc.yaml:237
class Rint(Elemwise):
    """The nearest integer, halves to even (the default rounding mode)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:237'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Rint', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('rint(x)', 'specs/ufunc.yaml', 243), origin=origin,
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


# specs/ufunc.yaml:248
class Round(Elemwise):
    """x rounded to `decimals` decimals, halves to even, as numpy.round of floats (rint of x scaled
    by a power of ten)."""

    __props__ = ('decimals',)
    origin = 'specs/ufunc.yaml:248'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Round', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'input:x'),), elemwise=True,
        params=(kernels.Param('decimals', 'int'),),
        expr=kernels.Code('decimals == 0 ? rint(x) : decimals > 0 ? rint(x * (__typeof__(x))pow(10.0, decimals)) / (__typeof__(x))pow(10.0, decimals) : rint(x / (__typeof__(x))pow(10.0, -decimals)) * (__typeof__(x))pow(10.0, -decimals)', 'specs/ufunc.yaml', 256),
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


# specs/ufunc.yaml:264
class Fmod(Elemwise):
    """Remainder with the sign of x (C's fmod; numpy.remainder is mod); integer division by zero
    gives 0, as numpy."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:264'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|float', 'int|uint|float')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Fmod', 'loop', inputs=(('x', 'int|uint|float'), ('y', 'int|uint|float')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)', 'specs/ufunc.yaml', 270),
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


# specs/ufunc.yaml:277
class CopySign(Elemwise):
    """The magnitude of x with the sign of y (signed zeros and nans included)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:277'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'CopySign', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('copysign(x, y)', 'specs/ufunc.yaml', 283), origin=origin,
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


# specs/ufunc.yaml:288
class NextAfter(Elemwise):
    """The next representable value after x towards y."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:288'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'NextAfter', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('nextafter(x, y)', 'specs/ufunc.yaml', 294), origin=origin,
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


# specs/ufunc.yaml:299
class LogAddExp(Elemwise):
    """log(exp(x) + exp(y)), without overflow."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:299'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogAddExp', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True,
        expr=kernels.Code('x == y ? x + M_LN2 : x > y ? x + log1p(exp(y - x)) : y + log1p(exp(x - y))', 'specs/ufunc.yaml', 305),
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


# specs/ufunc.yaml:312
class LogAddExp2(Elemwise):
    """log2(2 ** x + 2 ** y), without overflow."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:312'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LogAddExp2', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True,
        expr=kernels.Code('x == y ? x + 1 : x > y ? x + log1p(exp2(y - x)) / M_LN2 : y + log1p(exp2(x - y)) / M_LN2', 'specs/ufunc.yaml', 318),
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


# specs/ufunc.yaml:325
class IsNan(Elemwise):
    """Whether x is nan (never for integers)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:325'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IsNan', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x != x', 'specs/ufunc.yaml', 331), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.isnan(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


isnan = IsNan()


# specs/ufunc.yaml:335
class IsInf(Elemwise):
    """Whether x is +inf or -inf."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:335'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IsInf', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x == x && x - x != x - x', 'specs/ufunc.yaml', 341), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.isinf(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


isinf = IsInf()


# specs/ufunc.yaml:345
class IsFinite(Elemwise):
    """Whether x is neither nan nor infinite."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:345'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'IsFinite', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x - x == x - x', 'specs/ufunc.yaml', 351), origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.isfinite(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


isfinite = IsFinite()


# specs/ufunc.yaml:355
class SignBit(Elemwise):
    """Whether the sign bit of x is set (true for -0.0 and negative nans)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:355'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('int|uint|float',)
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'SignBit', 'loop', inputs=(('x', 'int|uint|float'),), outputs=(('out', 'bool'),),
        elemwise=True,
        expr=kernels.Code('_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)', 'specs/ufunc.yaml', 361),
        origin=origin,
        dtypes=kernels.rows('int8 bool', 'int32 bool', 'int64 bool', 'uint8 bool', 'float32 bool',
                            'float64 bool'))

    def impl(self, x):
        return np.signbit(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX)]


signbit = SignBit()


# specs/ufunc.yaml:365
class Clip(Elemwise):
    """x limited to [a_min, a_max], as numpy.minimum(numpy.maximum(x, a_min), a_max) (nans
    propagate)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:365'
    input_names = ('x', 'a_min', 'a_max')
    output_names = ('out',)
    input_dtypes = ('bool|number', 'bool|number', 'bool|number')
    output_dtypes = ('upcast',)
    weak_ints = 'wrap'
    c_kernels = kernels.OpKernels(
        C_FILE, 'Clip', 'loop',
        inputs=(('x', 'bool|number'), ('a_min', 'bool|number'), ('a_max', 'bool|number')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('(x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)', 'specs/ufunc.yaml', 371),
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


# specs/ufunc.yaml:382
class Real(Elemwise):
    """The real part of x (x itself when real)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:382'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Real', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)', 'specs/ufunc.yaml', 388),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.real(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.cast(g_out, x.dtype) if x.dtype.startswith('float') or x.dtype.startswith('complex') else ot.zeros_like(x, dtype=ot.floatX)]


real = Real()


# specs/ufunc.yaml:392
class Imag(Elemwise):
    """The imaginary part of x (zeros when x is real)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:392'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Imag', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)', 'specs/ufunc.yaml', 398),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8',
                            'float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.imag(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        g_out, = output_grads
        return [ot.cast(g_out * 1j, x.dtype) if x.dtype.startswith('complex') else ot.zeros_like(x, dtype=ot.floatX)]


imag = Imag()


# specs/ufunc.yaml:402
class Conj(Elemwise):
    """The complex conjugate of x (x itself when real)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:402'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Conj', 'loop', inputs=(('x', 'number'),), outputs=(('out', 'input:x'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)', 'specs/ufunc.yaml', 408),
        origin=origin,
        dtypes=kernels.rows('int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8', 'float32 float32',
                            'float64 float64'))

    def impl(self, x):
        return np.conjugate(x)

    def grad_terms(self, inputs, outputs, output_grads):
        g_out, = output_grads
        return [conj(g_out)]


class ConjInplace(Conj):
    """Conj writing its result into its input (x)."""

    destroy_map = {0: [0]}


Conj.inplace_variant = ConjInplace
conj = Conj()


# specs/ufunc.yaml:413
class Angle(Elemwise):
    """The argument of x, atan2(imag, real); 0 or pi for reals by their sign (signed zeros
    included)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:413'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Angle', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: cargf(x), double _Complex: carg(x), default: atan2(0.0, x))', 'specs/ufunc.yaml', 419),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.angle(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX) if not x.dtype.startswith('complex') else ot.grad_not_implemented(Angle, 0, x, 'angle of a complex input')]


angle = Angle()


# specs/ufunc.yaml:423
class LeftShift(Elemwise):
    """x shifted left by y bits; shifts outside [0, bits) give 0, as numpy."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:423'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint', 'int|uint')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LeftShift', 'loop', inputs=(('x', 'int|uint'), ('y', 'int|uint')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('(y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y', 'specs/ufunc.yaml', 430),
        origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.left_shift(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class LeftShiftInplace(LeftShift):
    """LeftShift writing its result into its input (x)."""

    destroy_map = {0: [0]}


LeftShift.inplace_variant = LeftShiftInplace
left_shift = LeftShift()


# specs/ufunc.yaml:435
class RightShift(Elemwise):
    """x shifted right by y bits (arithmetic for signed x); shifts past the width give 0 or -1, as
    numpy."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:435'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint', 'int|uint')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'RightShift', 'loop', inputs=(('x', 'int|uint'), ('y', 'int|uint')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('(y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y', 'specs/ufunc.yaml', 442),
        origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.right_shift(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class RightShiftInplace(RightShift):
    """RightShift writing its result into its input (x)."""

    destroy_map = {0: [0]}


RightShift.inplace_variant = RightShiftInplace
right_shift = RightShift()


# specs/ufunc.yaml:447
class Gcd(Elemwise):
    """Greatest common divisor of |x| and |y| (gcd(0, 0) is 0)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:447'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint', 'int|uint')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Gcd', 'loop', inputs=(('x', 'int|uint'), ('y', 'int|uint')), outputs=(('out', 'upcast'),),
        elemwise=True, origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.gcd(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class GcdInplace(Gcd):
    """Gcd writing its result into its input (x)."""

    destroy_map = {0: [0]}


Gcd.inplace_variant = GcdInplace
gcd = Gcd()


# specs/ufunc.yaml:469
class Lcm(Elemwise):
    """Least common multiple of |x| and |y| (0 when either is 0)."""

    __props__ = ()
    origin = 'specs/ufunc.yaml:469'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint', 'int|uint')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Lcm', 'loop', inputs=(('x', 'int|uint'), ('y', 'int|uint')), outputs=(('out', 'upcast'),),
        elemwise=True, origin=origin,
        dtypes=kernels.rows('int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64', 'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.lcm(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class LcmInplace(Lcm):
    """Lcm writing its result into its input (x)."""

    destroy_map = {0: [0]}


Lcm.inplace_variant = LcmInplace
lcm = Lcm()
