"""The dimension algebra of shape rules (:class:`opspec.tensor.dims.Dims`) over PyTensor's sizes.

A generated PyTensor op evaluates its shape rule on static sizes (``None`` in a PyTensor type is
opspec's :data:`UNKNOWN`), on PyTensor's symbolic sizes (``infer_shape``) and on ints (output
allocation); the generator writes ``min``, ``max``, comparisons, conditionals and ``and / or /
not`` as calls of this module (``lib.dims``), the same names as :mod:`opspec.tensor.dims`.
"""
from __future__ import annotations

import pytensor.tensor as pt
from pytensor.graph.basic import Constant, Variable
from pytensor.raise_op import CheckAndRaise

from opspec.tensor.dims import UNKNOWN, Dims, Library, known

__all__ = ["UNKNOWN", "known", "PYTENSOR", "broadcast_size", "minimum", "maximum", "compare", "if_", "and_", "or_", "not_",
           "checked", "nonzero", "ours", "one_or", "broadcasts", "broadcast"]

_MISMATCH = CheckAndRaise(ValueError, "shape mismatch: objects cannot be broadcast to a single shape")


def broadcast_size(a, b):
    """numpy's broadcast of two symbolic sizes, raising its ValueError when run: opspec's
    BroadcastSize op in PyTensor's terms (``lib.broadcast_size`` of generated modules)."""
    a, b = pt.as_tensor_variable(a), pt.as_tensor_variable(b)
    ok = pt.and_(pt.or_(pt.or_(pt.eq(a, b), pt.eq(a, 1)), pt.eq(b, 1)), pt.and_(pt.ge(a, 0), pt.ge(b, 0)))
    return _MISMATCH(pt.switch(pt.eq(a, 1), b, a), ok)


PYTENSOR = Dims(lambda: Library(pt, Variable, Constant, CheckAndRaise, broadcast_size))
minimum, maximum, compare, if_, and_, or_, not_ = (PYTENSOR.minimum, PYTENSOR.maximum, PYTENSOR.compare, PYTENSOR.if_,
                                                   PYTENSOR.and_, PYTENSOR.or_, PYTENSOR.not_)
checked, nonzero, ours, one_or, broadcasts, broadcast = (PYTENSOR.checked, PYTENSOR.nonzero, PYTENSOR.ours,
                                                      PYTENSOR.one_or, PYTENSOR.broadcasts, PYTENSOR.broadcast)
