# Generated from specs/trigonometric.yaml by `opspec generate`. Edit the spec, not this file.
"""Trigonometric and hyperbolic functions, their inverses, and angle units, as numpy has them
    (names, dtypes, edge values)."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/trigonometric.yaml', 'b8b5ce877ba7599b935f9e08a078ffb0fe379a5411fda7c3a8f3e1c63ec18eda')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Tan", "TanInplace", "tan", "ArcSin", "ArcSinInplace", "arcsin",
    "ArcCos", "ArcCosInplace", "arccos", "ArcTan", "ArcTanInplace", "arctan",
    "ArcTan2", "ArcTan2Inplace", "arctan2", "Sinh", "SinhInplace", "sinh",
    "Cosh", "CoshInplace", "cosh", "ArcSinh", "ArcSinhInplace", "arcsinh",
    "ArcCosh", "ArcCoshInplace", "arccosh", "ArcTanh", "ArcTanhInplace", "arctanh",
    "Hypot", "HypotInplace", "hypot", "Deg2Rad", "Deg2RadInplace", "deg2rad",
    "Rad2Deg", "Rad2DegInplace", "rad2deg",
]


# specs/trigonometric.yaml:4
class Tan(Elemwise):
    """Tangent."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Tan', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('tan(x)', 'specs/trigonometric.yaml', 10), origin=origin,
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


# specs/trigonometric.yaml:15
class ArcSin(Elemwise):
    """Inverse sine; nan outside [-1, 1]."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:15'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcSin', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('asin(x)', 'specs/trigonometric.yaml', 21), origin=origin,
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


# specs/trigonometric.yaml:26
class ArcCos(Elemwise):
    """Inverse cosine; nan outside [-1, 1]."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:26'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcCos', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('acos(x)', 'specs/trigonometric.yaml', 32), origin=origin,
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


# specs/trigonometric.yaml:37
class ArcTan(Elemwise):
    """Inverse tangent."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:37'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcTan', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('atan(x)', 'specs/trigonometric.yaml', 43), origin=origin,
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


# specs/trigonometric.yaml:48
class ArcTan2(Elemwise):
    """The angle of the point (x, y) from the x axis, in (-pi, pi], of the quadrant the signs give
    (numpy's arctan2(y, x))."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:48'
    input_names = ('y', 'x')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcTan2', 'loop', inputs=(('y', 'float'), ('x', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('atan2(y, x)', 'specs/trigonometric.yaml', 54), origin=origin,
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


# specs/trigonometric.yaml:61
class Sinh(Elemwise):
    """Hyperbolic sine."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:61'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Sinh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('sinh(x)', 'specs/trigonometric.yaml', 67), origin=origin,
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


# specs/trigonometric.yaml:72
class Cosh(Elemwise):
    """Hyperbolic cosine."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:72'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Cosh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('cosh(x)', 'specs/trigonometric.yaml', 78), origin=origin,
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


# specs/trigonometric.yaml:83
class ArcSinh(Elemwise):
    """Inverse hyperbolic sine."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:83'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcSinh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('asinh(x)', 'specs/trigonometric.yaml', 89), origin=origin,
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


# specs/trigonometric.yaml:94
class ArcCosh(Elemwise):
    """Inverse hyperbolic cosine; nan below 1."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:94'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcCosh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('acosh(x)', 'specs/trigonometric.yaml', 100), origin=origin,
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


# specs/trigonometric.yaml:105
class ArcTanh(Elemwise):
    """Inverse hyperbolic tangent; +-inf at +-1, nan beyond."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:105'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'ArcTanh', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('atanh(x)', 'specs/trigonometric.yaml', 111), origin=origin,
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


# specs/trigonometric.yaml:116
class Hypot(Elemwise):
    """sqrt(x ** 2 + y ** 2) without overflow or underflow in between."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:116'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Hypot', 'loop', inputs=(('x', 'float'), ('y', 'float')), outputs=(('out', 'float'),),
        elemwise=True, expr=kernels.Code('hypot(x, y)', 'specs/trigonometric.yaml', 122), origin=origin,
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


# specs/trigonometric.yaml:127
class Deg2Rad(Elemwise):
    """Degrees to radians."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:127'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Deg2Rad', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x * ((__typeof__(x))M_PI / 180)', 'specs/trigonometric.yaml', 133), origin=origin,
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


# specs/trigonometric.yaml:138
class Rad2Deg(Elemwise):
    """Radians to degrees."""

    __props__ = ()
    origin = 'specs/trigonometric.yaml:138'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Rad2Deg', 'loop', inputs=(('x', 'float'),), outputs=(('out', 'float'),), elemwise=True,
        expr=kernels.Code('x * (180 / (__typeof__(x))M_PI)', 'specs/trigonometric.yaml', 144), origin=origin,
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
