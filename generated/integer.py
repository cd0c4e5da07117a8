# Generated from specs/integer.yaml by `opspec generate`. Edit the spec, not this file.
"""Integer functions - bit shifts, greatest common divisor and least common multiple - with
    numpy's results at the edges (overwide shifts, the most negative integer)."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/integer.yaml', 'e0cba9996df1d79675433b526a742ed95953c1c2ea15a4873d0f0bd77fa32a50')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "LeftShift", "LeftShiftInplace", "left_shift", "RightShift", "RightShiftInplace", "right_shift",
    "Gcd", "GcdInplace", "gcd", "Lcm", "LcmInplace", "lcm",
]


# specs/integer.yaml:3
class LeftShift(Elemwise):
    """x shifted left by y bits; shifts outside [0, bits) give 0, as numpy."""

    __props__ = ()
    origin = 'specs/integer.yaml:3'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint', 'int|uint')
    output_dtypes = ('number',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'LeftShift', 'loop', inputs=(('x', 'int|uint'), ('y', 'int|uint')),
        outputs=(('out', 'number'),), elemwise=True,
        expr=kernels.Code('(y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y', 'specs/integer.yaml', 10),
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


# specs/integer.yaml:15
class RightShift(Elemwise):
    """x shifted right by y bits (arithmetic for signed x); shifts past the width give 0 or -1, as
    numpy."""

    __props__ = ()
    origin = 'specs/integer.yaml:15'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint', 'int|uint')
    output_dtypes = ('number',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'RightShift', 'loop', inputs=(('x', 'int|uint'), ('y', 'int|uint')),
        outputs=(('out', 'number'),), elemwise=True,
        expr=kernels.Code('(y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y', 'specs/integer.yaml', 22),
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


# specs/integer.yaml:27
class Gcd(Elemwise):
    """Greatest common divisor of |x| and |y| (gcd(0, 0) is 0)."""

    __props__ = ()
    origin = 'specs/integer.yaml:27'
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


# specs/integer.yaml:49
class Lcm(Elemwise):
    """Least common multiple of |x| and |y| (0 when either is 0)."""

    __props__ = ()
    origin = 'specs/integer.yaml:49'
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
