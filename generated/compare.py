# Generated from specs/compare.yaml by `opspec generate`. Edit the spec, not this file.
"""Comparisons, logic and selection, elementwise."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec import kernels
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.rules import rewrite_rule

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/compare.yaml', '3b204df00307e44738665cb1a0c01326f2392c91b398b4ad15665cdd7cde3fda')
# the C kernels of this module's ops (their tables: c_kernels)
C_FILE = kernels.c_file(__file__)

__all__ = [
    "Eq", "EqInplace", "eq", "Neq", "NeqInplace", "neq", "Lt", "LtInplace", "lt",
    "Le", "LeInplace", "le", "Gt", "GtInplace", "gt", "Ge", "GeInplace", "ge",
    "And", "AndInplace", "and_", "Or", "OrInplace", "or_", "Xor", "XorInplace", "xor",
    "Invert", "InvertInplace", "invert", "Switch", "SwitchInplace", "switch", "Second", "second",
]


# specs/compare.yaml:3
class Eq(Elemwise):
    """x == y."""

    __props__ = ()
    origin = 'specs/compare.yaml:3'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Eq', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x == y', 'specs/compare.yaml', 9), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 bool', 'int32 int32 bool', 'int64 int64 bool',
                            'uint8 uint8 bool', 'float32 float32 bool', 'float64 float64 bool'))

    def impl(self, x, y):
        return np.equal(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]


class EqInplace(Eq):
    """Eq writing its result into its input (x)."""

    destroy_map = {0: [0]}


Eq.inplace_variant = EqInplace
eq = Eq()


# specs/compare.yaml:14
class Neq(Elemwise):
    """x != y."""

    __props__ = ()
    origin = 'specs/compare.yaml:14'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Neq', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x != y', 'specs/compare.yaml', 20), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 bool', 'int32 int32 bool', 'int64 int64 bool',
                            'uint8 uint8 bool', 'float32 float32 bool', 'float64 float64 bool'))

    def impl(self, x, y):
        return np.not_equal(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]


class NeqInplace(Neq):
    """Neq writing its result into its input (x)."""

    destroy_map = {0: [0]}


Neq.inplace_variant = NeqInplace
neq = Neq()


# specs/compare.yaml:25
class Lt(Elemwise):
    """x < y."""

    __props__ = ()
    origin = 'specs/compare.yaml:25'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Lt', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x < y', 'specs/compare.yaml', 31), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 bool', 'int32 int32 bool', 'int64 int64 bool',
                            'uint8 uint8 bool', 'float32 float32 bool', 'float64 float64 bool'))

    def impl(self, x, y):
        return np.less(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]


class LtInplace(Lt):
    """Lt writing its result into its input (x)."""

    destroy_map = {0: [0]}


Lt.inplace_variant = LtInplace
lt = Lt()


# specs/compare.yaml:36
class Le(Elemwise):
    """x <= y."""

    __props__ = ()
    origin = 'specs/compare.yaml:36'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Le', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x <= y', 'specs/compare.yaml', 42), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 bool', 'int32 int32 bool', 'int64 int64 bool',
                            'uint8 uint8 bool', 'float32 float32 bool', 'float64 float64 bool'))

    def impl(self, x, y):
        return np.less_equal(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]


class LeInplace(Le):
    """Le writing its result into its input (x)."""

    destroy_map = {0: [0]}


Le.inplace_variant = LeInplace
le = Le()


# specs/compare.yaml:47
class Gt(Elemwise):
    """x > y."""

    __props__ = ()
    origin = 'specs/compare.yaml:47'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Gt', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x > y', 'specs/compare.yaml', 53), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 bool', 'int32 int32 bool', 'int64 int64 bool',
                            'uint8 uint8 bool', 'float32 float32 bool', 'float64 float64 bool'))

    def impl(self, x, y):
        return np.greater(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]


class GtInplace(Gt):
    """Gt writing its result into its input (x)."""

    destroy_map = {0: [0]}


Gt.inplace_variant = GtInplace
gt = Gt()


# specs/compare.yaml:58
class Ge(Elemwise):
    """x >= y."""

    __props__ = ()
    origin = 'specs/compare.yaml:58'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('bool',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Ge', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'bool'),), elemwise=True,
        expr=kernels.Code('x >= y', 'specs/compare.yaml', 64), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 bool', 'int32 int32 bool', 'int64 int64 bool',
                            'uint8 uint8 bool', 'float32 float32 bool', 'float64 float64 bool'))

    def impl(self, x, y):
        return np.greater_equal(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.zeros_like(x, dtype=ot.floatX), ot.zeros_like(y, dtype=ot.floatX)]


class GeInplace(Ge):
    """Ge writing its result into its input (x)."""

    destroy_map = {0: [0]}


Ge.inplace_variant = GeInplace
ge = Ge()


# specs/compare.yaml:69
class And(Elemwise):
    """Bitwise and (logical and for booleans)."""

    __props__ = ()
    origin = 'specs/compare.yaml:69'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|bool', 'int|uint|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'And', 'loop', inputs=(('x', 'int|uint|bool'), ('y', 'int|uint|bool')),
        outputs=(('out', 'upcast'),), elemwise=True, expr=kernels.Code('x & y', 'specs/compare.yaml', 76),
        origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.bitwise_and(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class AndInplace(And):
    """And writing its result into its input (x)."""

    destroy_map = {0: [0]}


And.inplace_variant = AndInplace
and_ = And()


# specs/compare.yaml:81
class Or(Elemwise):
    """Bitwise or (logical or for booleans)."""

    __props__ = ()
    origin = 'specs/compare.yaml:81'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|bool', 'int|uint|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Or', 'loop', inputs=(('x', 'int|uint|bool'), ('y', 'int|uint|bool')),
        outputs=(('out', 'upcast'),), elemwise=True, expr=kernels.Code('x | y', 'specs/compare.yaml', 88),
        origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.bitwise_or(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class OrInplace(Or):
    """Or writing its result into its input (x)."""

    destroy_map = {0: [0]}


Or.inplace_variant = OrInplace
or_ = Or()


# specs/compare.yaml:93
class Xor(Elemwise):
    """Bitwise exclusive or."""

    __props__ = ()
    origin = 'specs/compare.yaml:93'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('int|uint|bool', 'int|uint|bool')
    output_dtypes = ('upcast',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Xor', 'loop', inputs=(('x', 'int|uint|bool'), ('y', 'int|uint|bool')),
        outputs=(('out', 'upcast'),), elemwise=True, expr=kernels.Code('x ^ y', 'specs/compare.yaml', 99),
        origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8'))

    def impl(self, x, y):
        return np.bitwise_xor(x, y)

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        return [ot.grad_undefined(self, 0, x), ot.grad_undefined(self, 1, y)]


class XorInplace(Xor):
    """Xor writing its result into its input (x)."""

    destroy_map = {0: [0]}


Xor.inplace_variant = XorInplace
xor = Xor()


# specs/compare.yaml:104
class Invert(Elemwise):
    """Bitwise not (logical not for booleans)."""

    __props__ = ()
    origin = 'specs/compare.yaml:104'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('int|uint|bool',)
    output_dtypes = ('input:x',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Invert', 'loop', inputs=(('x', 'int|uint|bool'),), outputs=(('out', 'input:x'),),
        elemwise=True, expr=kernels.Code('_Generic((x), _Bool: !x, default: ~x)', 'specs/compare.yaml', 110),
        origin=origin,
        dtypes=kernels.rows('bool bool', 'int8 int8', 'int32 int32', 'int64 int64', 'uint8 uint8'))

    def impl(self, x):
        return np.invert(x)

    def grad_terms(self, inputs, outputs, output_grads):
        x, = inputs
        return [ot.grad_undefined(self, 0, x)]


class InvertInplace(Invert):
    """Invert writing its result into its input (x)."""

    destroy_map = {0: [0]}


Invert.inplace_variant = InvertInplace
invert = Invert()


# specs/compare.yaml:115
class Switch(Elemwise):
    """a where cond is true, b elsewhere (numpy's where)."""

    __props__ = ()
    origin = 'specs/compare.yaml:115'
    input_names = ('cond', 'a', 'b')
    output_names = ('out',)
    input_dtypes = ('bool', 'any', 'any')
    output_dtypes = ('upcast',)
    weak_ints = 'wrap'
    c_kernels = kernels.OpKernels(
        C_FILE, 'Switch', 'loop', inputs=(('cond', 'bool'), ('a', 'any'), ('b', 'any')),
        outputs=(('out', 'upcast'),), elemwise=True,
        expr=kernels.Code('cond ? a : b', 'specs/compare.yaml', 121), origin=origin,
        dtypes=kernels.rows('bool bool bool bool', 'bool int8 int8 int8', 'bool int32 int32 int32',
                            'bool int64 int64 int64', 'bool uint8 uint8 uint8', 'bool float32 float32 float32',
                            'bool float64 float64 float64'))

    def impl(self, cond, a, b):
        return np.where(cond, a, b)

    def grad_terms(self, inputs, outputs, output_grads):
        cond, a, b = inputs
        g_out, = output_grads
        return [ot.zeros_like(cond, dtype=ot.floatX), switch(cond, g_out, 0), switch(cond, 0, g_out)]

    def tangent_terms(self, inputs, eval_points):
        cond, a, b = inputs
        ev_cond, ev_a, ev_b = eval_points
        return [switch(cond, 0 if ev_a is None else ev_a, 0 if ev_b is None else ev_b)]


class SwitchInplace(Switch):
    """Switch writing its result into its input (a)."""

    destroy_map = {0: [1]}


Switch.inplace_variant = SwitchInplace
switch = Switch()


# specs/compare.yaml:128
class Second(Elemwise):
    """y broadcast against x, whose values are never read: the fill that gradients of reductions
    use, an elemwise op so that it fuses with the arithmetic around it."""

    __props__ = ()
    origin = 'specs/compare.yaml:128'
    input_names = ('x', 'y')
    output_names = ('out',)
    input_dtypes = ('any', 'any')
    output_dtypes = ('input:y',)
    c_kernels = kernels.OpKernels(
        C_FILE, 'Second', 'loop', inputs=(('x', 'any'), ('y', 'any')), outputs=(('out', 'input:y'),),
        elemwise=True, expr=kernels.Code('y', 'specs/compare.yaml', 136), origin=origin,
        dtypes=kernels.rows('bool bool bool', 'int8 int8 int8', 'int32 int32 int32', 'int64 int64 int64',
                            'uint8 uint8 uint8', 'float32 float32 float32', 'float64 float64 float64'))

    def impl(self, x, y):
        return np.array(np.broadcast_to(y, np.broadcast_shapes(x.shape, y.shape)))

    def grad_terms(self, inputs, outputs, output_grads):
        x, y = inputs
        g_out, = output_grads
        return [ot.zeros_like(x, dtype=ot.floatX), g_out]

    def tangent_terms(self, inputs, eval_points):
        x, y = inputs
        ev_x, ev_y = eval_points
        return [None if ev_y is None else second(x, ev_y)]


second = Second()


# Rewrite rules declared under rewrites: in specs/compare.yaml (see opspec.rewriting.patterns).
@rewrite_rule(
    'specs/compare.yaml:125: switch(c, x, x) -> x',
    pattern=lambda: (switch, 'c', 'x', 'x'),
)
def switch_0(c, x):
    return x
