# Generated from specs/layers.yaml by `opspec generate`. Edit the spec, not this file.
"""Layers of the logistic-regression example, declared the way any opspec user would."""
from __future__ import annotations

import numpy as np

import opspec.tensor as ot
from opspec.spec.fresh import warn_if_stale
from opspec.tensor.elemwise import Elemwise
from opspec.tensor.specop import convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/layers.yaml', 'bf9e652e8cad36f46fec457b0443a9d692cd325001a67c366953e834ab6713e3')

__all__ = [
    "ScaledTanh", "scaled_tanh", "LogisticLoss", "logistic_loss",
]


# specs/layers.yaml:4
class ScaledTanh(Elemwise):
    """a * tanh(b * x), LeCun's squashing function (a = 1.7159 and b = 2/3 keep unit variance)."""

    __props__ = ('a', 'b')
    origin = 'specs/layers.yaml:4'
    input_names = ('x',)
    output_names = ('out',)
    input_dtypes = ('float',)
    output_dtypes = ('float',)

    def __init__(self, a=1.7159, b=0.6666666666666666):
        self.a = convert_prop('float', 'a', a)
        self.b = convert_prop('float', 'b', b)

    def impl(self, x):
        return self.a * np.tanh(self.b * x)

    def grad_terms(self, inputs, outputs, output_grads):
        out, = outputs
        g_out, = output_grads
        return [g_out * (self.a * self.b * (1 - out / self.a * (out / self.a)))]

    def tangent_terms(self, inputs, eval_points):
        ev_x, = eval_points
        out, = self(*inputs, return_list=True)
        return [None if ev_x is None else ev_x * (self.a * self.b * (1 - out / self.a * (out / self.a)))]


scaled_tanh = ScaledTanh()


# specs/layers.yaml:17
class LogisticLoss(Elemwise):
    """Cross-entropy of labels y in [0, 1] given logits z, softplus(z) - y * z, without overflow."""

    __props__ = ()
    origin = 'specs/layers.yaml:17'
    input_names = ('z', 'y')
    output_names = ('out',)
    input_dtypes = ('float', 'float')
    output_dtypes = ('float',)

    def impl(self, z, y):
        return np.logaddexp(0, z) - y * z

    def grad_terms(self, inputs, outputs, output_grads):
        z, y = inputs
        g_out, = output_grads
        return [g_out * (ot.sigmoid(z) - y), g_out * -z]

    def tangent_terms(self, inputs, eval_points):
        z, y = inputs
        ev_z, ev_y = eval_points
        return [ot.add_terms([
            None if ev_z is None else ev_z * (ot.sigmoid(z) - y),
            None if ev_y is None else ev_y * -z,
        ])]


logistic_loss = LogisticLoss()
