"""The graph layer's exceptions under PyTensor's path (``MissingInputError`` ...)."""
from opspec.graph.basic import Scratchpad  # noqa: F401
from opspec.graph.fg import InconsistencyError, MissingInputError  # noqa: F401
from opspec.graph.op import MethodNotDefined  # noqa: F401

__all__ = ["InconsistencyError", "MissingInputError", "MethodNotDefined"]
