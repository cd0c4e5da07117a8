"""numpy's casting rules of a ufunc writing into an array, checked on a node's dtypes (``casts:``
of a spec, opspec.spec.casting)."""
from __future__ import annotations

import numpy as np

__all__ = ["check_casting", "numpy_casting"]


def check_casting(op, ufunc: str, into, operand, casting: str) -> None:
    """numpy's own error (its UFuncTypeError, a TypeError) where ``np.<ufunc>(into, operand,
    out=into, casting=casting)`` is refused for the dtypes of these Variables: numpy is asked on
    0-d arrays of those dtypes, so the rule is exactly numpy's."""
    try:
        numpy_casting(ufunc, into.type.dtype, operand.type.dtype, casting)
    except TypeError as err:
        err.add_note(f"{op}: numpy refuses this for inputs of dtypes {into.type.dtype} and {operand.type.dtype}")
        raise


def numpy_casting(ufunc: str, into, operand, casting: str) -> None:
    """numpy's own error where ``np.<ufunc>`` may not write its result for these dtypes into
    ``into`` under ``casting``; asked of numpy on 0-d arrays. The values of ops whose numpy call
    casts otherwise (``np.add.at`` casts unsafely) use it to refuse what their node refuses."""
    target = np.zeros((), dtype=into)
    getattr(np, ufunc)(target, np.zeros((), dtype=operand), out=target, casting=casting)
