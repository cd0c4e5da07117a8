"""PyTensor's path for the Supervisor: the feature protecting the caller's arrays lives in
opspec.graph.features (the graph layer needs it, and may not import compile)."""
from opspec.graph.features import Supervisor

__all__ = ["Supervisor"]
