"""PyTensor's ``tensor.extra_ops``: running sums and products, broadcasting helpers."""
from __future__ import annotations

from opspec.ops.extra import CumOp
from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.functions import broadcast_shape, broadcast_to, shape_tuple, squeeze


def _cum(x, axis, mode):
    return CumOp(axis=axis, mode=mode)(as_tensor_variable(x))     # its shape rule checks the axis


def cumsum(x, axis=None):
    """Running sum along ``axis`` (of the flattened ``x`` when None), as ``numpy.cumsum``."""
    return _cum(x, axis, "add")


def cumprod(x, axis=None):
    """Running product along ``axis`` (of the flattened ``x`` when None), as ``numpy.cumprod``."""
    return _cum(x, axis, "mul")


def broadcast_arrays(*args):
    """The arguments broadcast to their common shape (read-only views)."""
    args = [as_tensor_variable(a) for a in args]
    shape = broadcast_shape(*(shape_tuple(a) for a in args))
    return [broadcast_to(a, shape) for a in args]


__all__ = ["CumOp", "cumsum", "cumprod", "broadcast_shape", "broadcast_to", "broadcast_arrays", "squeeze"]
