"""PyTensor's path to the type of opaque Python values: ``Generic`` / ``generic``."""
from opspec.graph.type import Generic, generic  # noqa: F401
