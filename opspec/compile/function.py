"""``opspec.function`` and what it returns, under their long-standing path.

The code lives in ``opspec.compile.maker`` (``function``, ``FunctionMaker``) and
``opspec.compile.executor`` (``Function``), as in PyTensor 3; ``In`` / ``Out`` in
``opspec.compile.io``.
"""
from opspec.compile.executor import AliasedMemoryError, Function  # noqa: F401
from opspec.compile.io import In, Out  # noqa: F401
from opspec.compile.maker import FunctionMaker, UnusedInputError, function  # noqa: F401

__all__ = ["function", "Function", "FunctionMaker", "In", "Out", "UnusedInputError", "AliasedMemoryError"]
