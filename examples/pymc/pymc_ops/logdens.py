# Generated from specs/logdens.yaml by `opspec generate --target pytensor`. Edit the spec, not this file.
"""Log-densities for a PyMC model, declared once and generated as PyTensor Ops."""
from __future__ import annotations

import math

import numpy as np
import pytensor
import pytensor.scalar as ps
import pytensor.tensor as pt
from pytensor.graph.basic import Apply
from pytensor.tensor.elemwise import Elemwise

from opspec.targets.pytensor import library as lib
from opspec.targets.pytensor import runtime as rt

__all__ = [
    "NormalLogpdf",
    "scalar_normal_logpdf",
    "normal_logpdf",
]

#: (op, backend) -> why the generated code does not run the op there (said by `opspec generate`)
NOT_LOWERED = {
}


# specs/logdens.yaml:4
class NormalLogpdf(rt.SpecScalarOp):
    """The log-density of a normal distribution of mean mu and standard deviation sigma at x."""

    __props__ = ()
    nin = 3
    nout = 1
    origin = 'specs/logdens.yaml:4'
    spec_digest = 'a173f61ed9777de8'
    input_names = ('x', 'mu', 'sigma')
    input_dtypes = ('float', 'float', 'float')
    output_rules = ('float',)
    c_expression = '-0.5 * ((x - mu) / sigma) * ((x - mu) / sigma) - log(sigma) - 0.91893853320467274'
    c_version = (3, 11633912874786061800)

    def impl(self, x, mu, sigma):
        """python: of the spec (numpy)."""
        return -0.5 * ((x - mu) / sigma) ** 2 - np.log(sigma) - 0.5 * np.log(2 * np.pi)

    def spec_grad(self, inputs, outputs, output_grads):
        """derivative: of the spec."""
        x, mu, sigma = inputs
        out, = outputs
        g_out, = output_grads
        return [g_out * (-(x - mu) / ps.sqr(sigma)), g_out * ((x - mu) / ps.sqr(sigma)), g_out * (ps.sqr(x - mu) / (sigma * ps.sqr(sigma)) - 1 / sigma)]


def numba_normal_logpdf(op, node):
    """Numba's scalar function of NormalLogpdf, from the scalar C expression of the spec."""

    def normal_logpdf(x, mu, sigma):
        return -0.5 * ((x - mu) / sigma) * ((x - mu) / sigma) - math.log(sigma) - 0.9189385332046728

    return normal_logpdf


def jax_normal_logpdf(op, node):
    """JAX's scalar function of NormalLogpdf, from python: of the spec."""
    import jax.numpy as jnp
    dtype = node.outputs[0].dtype

    def normal_logpdf(x, mu, sigma):
        return jnp.asarray(-0.5 * ((x - mu) / sigma) ** 2 - jnp.log(sigma) - 0.5 * jnp.log(2 * jnp.pi), dtype=dtype)

    return normal_logpdf


scalar_normal_logpdf = NormalLogpdf(name='normal_logpdf')
normal_logpdf = Elemwise(scalar_normal_logpdf, name='NormalLogpdf')
rt.register_numba(NormalLogpdf, numba_normal_logpdf)
rt.register_jax(NormalLogpdf, jax_normal_logpdf)
