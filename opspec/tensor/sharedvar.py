"""Shared tensors: ``opspec.shared(array)`` and ``opspec.shared(number)``."""
from __future__ import annotations

import numpy as np

from opspec.graph.shared import SharedVariable, shared_constructor
from opspec.tensor.type import TensorType
from opspec.tensor.variable import TensorVariable


class TensorSharedVariable(SharedVariable, TensorVariable):
    """A shared ndarray: a tensor input of every graph that uses it (operators, indexing...)."""

    def zero(self, borrow=False):
        """Set the value to zeros of the same shape (in place with ``borrow=True``)."""
        if borrow:
            self.container.value[...] = 0
        else:
            self.container.value = np.zeros_like(self.container.value)


@shared_constructor.register(np.ndarray)
def tensor_constructor(value, name=None, strict=False, allow_downcast=None, borrow=False, shape=None,
                       broadcastable=None):
    """A shared tensor of ``value``'s dtype; its static shape is unknown in every dimension
    (the value may be resized later) unless ``shape`` fixes some sizes."""
    if isinstance(value, np.ma.MaskedArray):
        raise TypeError("shared: masked arrays are not supported; pass value.filled(...) or value.data")
    if shape is None and broadcastable is not None:
        shape = tuple(1 if b else None for b in broadcastable)
    if shape is None:
        shape = (None,) * value.ndim
    if len(shape) != value.ndim:
        raise ValueError(f"shared: shape {tuple(shape)} has {len(shape)} dimensions, the value {value.ndim}")
    return TensorSharedVariable(TensorType(value.dtype, shape), value if borrow else value.copy(), strict,
                                allow_downcast, name=name)


@shared_constructor.register(np.number)
@shared_constructor.register(np.bool_)
@shared_constructor.register(bool)
@shared_constructor.register(int)
@shared_constructor.register(float)
@shared_constructor.register(complex)
def scalar_constructor(value, name=None, strict=False, allow_downcast=None, borrow=False):
    """A shared 0-d tensor of the number's numpy dtype (Python int: int64, float: float64)."""
    value = np.array(value)
    return TensorSharedVariable(TensorType(value.dtype, ()), value, strict, allow_downcast, name=name)
