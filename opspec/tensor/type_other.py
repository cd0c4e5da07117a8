"""PyTensor's ``tensor.type_other``: the type of None and its constant ``NoneConst``, which
PyTensor code passes where an optional input is absent (``specify_shape(x, (NoneConst, 3))``).

PyTensor's slice-valued variables (``slicetype``, ``make_slice``) have no counterpart: opspec's
indexing ops hold the structure of a key in their props and only its integers as inputs.
"""
from __future__ import annotations

from opspec.graph.basic import Constant
from opspec.graph.type import Generic


class NoneTypeT(Generic):
    """The type whose only value is None."""

    def filter(self, data, strict=False, allow_downcast=None):
        if data is not None:
            raise TypeError(f"Expected None, got {type(data).__name__} {data!r}")
        return data

    def __str__(self):
        return "none_type"

    __repr__ = __str__


none_type_t = NoneTypeT()
NoneConst = Constant(none_type_t, None, name="NoneConst")

__all__ = ["NoneTypeT", "none_type_t", "NoneConst"]
