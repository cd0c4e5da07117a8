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
``RandomVariable`` base of the ops (op), the ``size`` argument (size), generator variables
``rng()`` and ``shared_rng()`` (variable).

The base pieces load with the package; the distributions and ``RandomStream`` are the op
library's (generated from specs/random.yaml) and load on first use, as ``opspec.tensor``'s
ops do (README.md, "Design notes"): the generated ops subclass ``RandomVariable``, so this
package's import may not load them.
"""
from opspec.tensor.random.op import RandomVariable, default_rng  # noqa: F401
from opspec.tensor.random.type import RandomGeneratorType, random_generator_type  # noqa: F401
from opspec.tensor.random.variable import (  # noqa: F401
    DISTRIBUTIONS, RandomGeneratorSharedVariable, rng, shared_rng,
)

__all__ = list(DISTRIBUTIONS) + ["RandomStream", "RandomVariable", "RandomGeneratorType", "default_rng", "rng",
                                 "shared_rng"]

#: the names this package gives from the library's modules, on first use: name -> module
_LAZY = {**{name: "opspec.tensor.random.basic" for name in DISTRIBUTIONS},
         "RandomStream": "opspec.tensor.random.utils"}


def __getattr__(name):
    if name in _LAZY:
        import importlib
        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    if name in ("basic", "utils", "var"):        # PyTensor's submodule paths, as attributes
        import importlib
        return importlib.import_module(f"opspec.tensor.random.{name}")
    raise AttributeError(f"module 'opspec.tensor.random' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
