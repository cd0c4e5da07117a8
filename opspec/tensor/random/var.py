"""PyTensor 2's name for ``opspec.tensor.random.variable`` (shared generator variables)."""
from opspec.tensor.random.variable import *  # noqa: F401,F403
from opspec.tensor.random.variable import __all__  # noqa: F401
