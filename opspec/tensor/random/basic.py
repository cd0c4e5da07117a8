"""The distributions: ``normal(loc, scale, size=..., rng=...)`` and the others, as numpy's
Generator methods take them.

Most are the ops generated from ``specs/random.yaml`` (``opspec.ops.random``); the functions
below give numpy's conveniences on top of them: ``integers(high)``, ``choice`` of an array's
elements, ``permutation`` of an int or of an array's rows, and PyTensor's ``gamma(rate=)``. Each call takes ``rng=`` (a
generator variable), ``size=``, ``name=`` and ``return_next_rng=`` (then it returns the
generator's next state and the draws).
"""
from __future__ import annotations

import warnings

import numpy as np

from opspec.graph.basic import Variable
from opspec.ops.random import (  # noqa: F401  (the classes, for isinstance and for PyTensor's names)
    BernoulliRV, BetaRV, BinomialRV, CategoricalRV, ChoiceRV, DirichletRV, GammaRV, IntegersRV, MvNormalRV,
    NormalRV, PermutationRV, PoissonRV, UniformRV, WeightedChoiceRV, bernoulli, beta, binomial, categorical,
    choice_rv, dirichlet, integers_rv, multivariate_normal, normal, permutation_rv, poisson, uniform,
    weighted_choice_rv,
)
from opspec.ops.random import gamma as _gamma
from opspec.tensor.basic import arange, as_tensor_variable
from opspec.tensor.indexing import take
from opspec.tensor.random.variable import DISTRIBUTIONS

__all__ = list(DISTRIBUTIONS)


def gamma(shape, scale=None, size=None, *, rate=None, **kwargs):
    """Gamma draws of ``shape`` and ``scale`` (1 by default): numpy's ``Generator.gamma``, bit for
    bit. PyTensor's keyword ``rate=`` (draws of scale 1 / rate) works, with PyTensor's warning
    that it goes away."""
    if rate is not None:
        if scale is not None:
            raise ValueError("gamma: give scale or rate, not both")
        warnings.warn("gamma: the rate argument is deprecated (as in PyTensor); give scale = 1 / rate",
                      FutureWarning, stacklevel=2)
        scale = 1.0 / rate if isinstance(rate, Variable) else np.divide(1.0, rate)
    return _gamma(shape, 1.0 if scale is None else scale, size=size, **kwargs)


def integers(low, high=None, size=None, dtype="int64", endpoint=False, **kwargs):
    """Integers in [low, high) (``endpoint``: [low, high]); ``integers(high)`` is [0, high): numpy's
    ``Generator.integers``, bit for bit."""
    if high is None:
        low, high = 0, low
    return IntegersRV(dtype=dtype, endpoint=endpoint)(low, high, size=size, **kwargs)


def choice(a, size=None, replace=True, p=None, rng=None, return_next_rng=False, name=None):
    """Elements of ``a`` (along its first axis; an int ``a`` stands for ``range(a)``) drawn with
    or without replacement, with probabilities ``p`` if given: numpy's ``Generator.choice``,
    bit for bit."""
    a = as_tensor_variable(a)
    n = a if a.type.ndim == 0 else a.shape[0]
    if p is None:
        next_rng, index = ChoiceRV(replace=replace)(n, size=size, rng=rng, return_next_rng=True)
    else:
        next_rng, index = WeightedChoiceRV(replace=replace)(n, p, size=size, rng=rng, return_next_rng=True)
    out = index if a.type.ndim == 0 else take(a, index, axis=0)
    if name is not None:
        out.name = name
    return (next_rng, out) if return_next_rng else out


def permutation(x, size=None, rng=None, return_next_rng=False, name=None):
    """A shuffled copy of ``x``: of ``range(x)`` for an int, of a vector's elements, of an array's
    rows (its first axis): numpy's ``Generator.permutation``, bit for bit. ``size`` draws that
    many permutations, one after the other."""
    x = as_tensor_variable(x)
    if x.type.ndim == 0 and not x.type.dtype.startswith(("int", "uint")):
        raise TypeError(f"permutation: x must be an integer or an array, got a {x.type}")
    if x.type.ndim == 1:
        return permutation_rv(x, size=size, rng=rng, return_next_rng=return_next_rng, name=name)
    rows = arange(x) if x.type.ndim == 0 else arange(x.shape[0])
    next_rng, order = permutation_rv(rows, size=size, rng=rng, return_next_rng=True)
    out = order if x.type.ndim == 0 else take(x, order, axis=0)
    if name is not None:
        out.name = name
    return (next_rng, out) if return_next_rng else out
