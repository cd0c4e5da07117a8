"""Random variables: numpy Generators as graph values, and draws from them.

    import opspec, opspec.tensor as ot
    from opspec.tensor.random import RandomStream

    srng = RandomStream(seed=42)
    x = srng.normal(0.0, 1.0, size=(2, 3))      # each call of f draws new numbers
    f = opspec.function([], x)

Every distribution draws what numpy's Generator method of the same name draws, bit for bit,
with numpy's ``size`` and broadcasting (``opspec.tensor.random.basic``); ``RandomStream``
gives each variable a generator of its own (how, so numpy can reproduce the draws: see
``opspec.tensor.random.utils``). The pieces: ``RandomGeneratorType`` (type), the
``RandomVariable`` base of the ops (op), generator variables ``rng()`` and ``shared_rng()``
(variable).
"""
from opspec.tensor.random import basic
from opspec.tensor.random.basic import *  # noqa: F401,F403
from opspec.tensor.random.op import RandomVariable, default_rng  # noqa: F401
from opspec.tensor.random.type import RandomGeneratorType, random_generator_type  # noqa: F401
from opspec.tensor.random.utils import RandomStream  # noqa: F401
from opspec.tensor.random.variable import RandomGeneratorSharedVariable, rng, shared_rng  # noqa: F401

__all__ = basic.__all__ + ["RandomStream", "RandomVariable", "RandomGeneratorType", "default_rng", "rng",
                           "shared_rng"]
