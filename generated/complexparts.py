# Generated from specs/complexparts.yaml by `opspec generate`. Edit the spec, not this file.
"""The parts of complex numbers (real, imaginary, conjugate, argument), defined on real numbers
    too, as numpy has them."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/complexparts.yaml', '9e66586c6cab1f46ba7f1a8ea73d89c70fb98b3f7e6a5e80e3a5724354897f80')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Real", "real", "Imag", "imag", "Conj", "ConjInplace", "conj", "Angle", "angle",
]


# specs/complexparts.yaml:4
class Real(Elemwise):
    """The real part of x (x itself when real)."""

    __props__ = ()
    origin = 'specs/complexparts.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Real', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)', 'specs/complexparts.yaml', 10),
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


# specs/complexparts.yaml:14
class Imag(Elemwise):
    """The imaginary part of x (zeros when x is real)."""

    __props__ = ()
    origin = 'specs/complexparts.yaml:14'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('any',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Imag', 'loop', inputs=(('x', 'any'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)', 'specs/complexparts.yaml', 20),
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


# specs/complexparts.yaml:24
class Conj(Elemwise):
    """The complex conjugate of x (x itself when real)."""

    __props__ = ()
    origin = 'specs/complexparts.yaml:24'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('number',)
    output_dtypes = ('number',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Conj', 'loop', inputs=(('x', 'number'),), outputs=(('out', 'number'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)', 'specs/complexparts.yaml', 30),
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


# specs/complexparts.yaml:35
class Angle(Elemwise):
    """The argument of x, atan2(imag, real); 0 or pi for reals by their sign (signed zeros
    included)."""

    __props__ = ()
    origin = 'specs/complexparts.yaml:35'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float|complex',)
    output_dtypes = ('real',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Angle', 'loop', inputs=(('x', 'float|complex'),), outputs=(('out', 'real'),), elemwise=True,
        expr=kernels.Code('_Generic((x), float _Complex: cargf(x), double _Complex: carg(x), default: atan2(0.0, x))', 'specs/complexparts.yaml', 41),
        origin=origin, dtypes=kernels.rows('float32 float32', 'float64 float64'))

    def impl(self, x):
        return np.angle(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.zeros_like(x, dtype=ot.floatX) if not x.dtype.startswith('complex') else ot.grad_not_implemented(Angle, 0, x, 'angle of a complex input')]


angle = Angle()
