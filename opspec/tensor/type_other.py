"""Types of graph values that are not tensors: ``None`` (PyTensor's ``NoneConst``).

An input that may be "not given" (a random variable's ``size``) takes ``NoneConst``: a
constant whose type holds nothing but ``None``, so ops can tell it from any tensor.
"""
from __future__ import annotations

from opspec.graph.basic import Constant
from opspec.graph.type import Generic


class NoneTypeT(Generic):
    """The type whose only value is ``None``."""

    def filter(self, data, strict=False, allow_downcast=None):
        if data is None:
            return None
        raise TypeError(f"expected None, got {data!r}")

    def __str__(self):
        return "NoneTypeT"

    __repr__ = __str__


none_type_t = NoneTypeT()

#: the argument "not given", as a graph constant
NoneConst = Constant(none_type_t, None, name="NoneConst")

__all__ = ["NoneConst", "NoneTypeT", "none_type_t"]
