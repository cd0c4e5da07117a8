"""numpy's casting rules of a ufunc writing into an array, checked on a node's dtypes (``casts:``
of a spec, opspec.spec.casting)."""
from __future__ import annotations

import numpy as np

__all__ = ["check_casting"]


def check_casting(op, ufunc: str, into, operand, casting: str) -> None:
    """numpy's own error (its UFuncTypeError, a TypeError) where ``np.<ufunc>(into, operand,
    out=into, casting=casting)`` is refused for the dtypes of these Variables: numpy is asked on
    0-d arrays of those dtypes, so the rule is exactly numpy's."""
    target = np.zeros((), dtype=into.type.dtype)
    try:
        getattr(np, ufunc)(target, np.zeros((), dtype=operand.type.dtype), out=target, casting=casting)
    except TypeError as err:
        err.add_note(f"{op}: numpy refuses this for inputs of dtypes {into.type.dtype} and {operand.type.dtype}")
        raise
