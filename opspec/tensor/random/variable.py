"""Generator variables: ``rng()`` (a symbolic input), ``shared_rng()`` / ``opspec.shared(generator)``
(a shared one), and their draw methods.

``next_rng, x = rng.normal(0, 1, size=3)`` draws from the generator variable and gives the
state it leaves it in (PyTensor 3's API): pass that state on to the next draw, or make it
the shared generator's update (``updates={rng: next_rng}``) so that each call of a compiled
function draws new numbers.
"""
from __future__ import annotations

import copy

import numpy as np

from opspec.graph.basic import Variable
from opspec.graph.shared import SharedVariable, shared_constructor
from opspec.tensor.random.type import RandomGeneratorType, random_generator_type

__all__ = ["DISTRIBUTIONS", "RandomGeneratorVariable", "RandomGeneratorSharedVariable", "rng", "shared_rng"]

#: the distributions of ``opspec.tensor.random.basic`` (its ``__all__``), named here because
#: generator variables, made below the op library, have a draw method of each
DISTRIBUTIONS = ("bernoulli", "beta", "binomial", "categorical", "choice", "dirichlet", "gamma", "integers",
                 "multivariate_normal", "normal", "permutation", "poisson", "uniform")


def _draw_method(name):
    def method(self, *args, **kwargs):
        import opspec.tensor as ot          # the library, found when drawing (see README's layers)
        return getattr(ot.random, name)(*args, rng=self, return_next_rng=True, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = (f"(next generator state, draw) of ``opspec.tensor.random.{name}`` drawn from this "
                      "generator (its arguments but rng=).")
    return method


class RandomGeneratorVariable(Variable):
    """A numpy Generator in a graph; its methods draw from it (see the module's doc)."""


for _name in DISTRIBUTIONS:
    setattr(RandomGeneratorVariable, _name, _draw_method(_name))
del _name

RandomGeneratorType.variable_type = RandomGeneratorVariable


class RandomGeneratorSharedVariable(SharedVariable, RandomGeneratorVariable):
    """A generator kept between calls: functions that update it draw new numbers each call."""

    def __str__(self):
        return self.name or f"RNG({self.container.value.bit_generator.__class__.__name__})"

    def set_value(self, new_value=None, borrow=False, *, seed=None):
        """Store a generator (a copy unless ``borrow``), or ``np.random.default_rng(seed)``."""
        if new_value is None:
            if seed is None:
                raise ValueError("set_value: give a generator or seed=")
            new_value, borrow = np.random.default_rng(seed), True
        elif seed is not None:
            raise ValueError("set_value: give a generator or seed=, not both")
        super().set_value(new_value, borrow=borrow)


def rng(name=None) -> RandomGeneratorVariable:
    """A symbolic generator: a function input (``In(rng, mutable=True)`` lets the function
    draw from the caller's generator in place instead of from a copy)."""
    return random_generator_type(name=name)


def shared_rng(value=None, *, seed=None, name=None, borrow=False) -> RandomGeneratorSharedVariable:
    """A shared generator holding ``value`` (a copy unless ``borrow``), or
    ``np.random.default_rng(seed)``."""
    if value is None:
        value, borrow = np.random.default_rng(seed), True
    elif seed is not None:
        raise ValueError("shared_rng: give a generator or seed=, not both")
    if not isinstance(value, np.random.Generator):
        raise TypeError(f"shared_rng: expected a numpy Generator, got {type(value).__name__}")
    return RandomGeneratorSharedVariable(random_generator_type, value if borrow else copy.deepcopy(value), strict=False,
                                         name=name)


@shared_constructor.register(np.random.Generator)
def _generator_constructor(value, name=None, strict=False, allow_downcast=None, borrow=False):
    """``opspec.shared(generator)``."""
    return shared_rng(value, name=name, borrow=borrow)


@shared_constructor.register(np.random.RandomState)
def _random_state_constructor(value, name=None, strict=False, allow_downcast=None, borrow=False):
    raise TypeError("opspec.shared: numpy's RandomState is not supported; use a Generator "
                    "(np.random.default_rng(seed))")
