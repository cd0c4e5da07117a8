"""PyTensor's scalar layer: scalar types and graphs, the scalar op of every elementwise op of
the library, ``Composite``, and the crossings to tensors. ``import opspec.scalar as ps``."""
from opspec.scalar.basic import *  # noqa: F401,F403
from opspec.scalar.basic import __all__  # noqa: F401
