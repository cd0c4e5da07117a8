"""The ``size`` argument of random variables: numpy's ``size`` (None, an int, a sequence of
ints) as a graph value, an int64 vector of known length or ``NoneConst``, and what is known of
it before, while and after the graph is built (static, symbolic, run-time sizes).
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Constant, Variable
from opspec.tensor.dims import UNKNOWN
from opspec.tensor.specop import _static_value

__all__ = ["normalize_size_param", "is_none", "static_size", "symbolic_size", "runtime_size"]


def normalize_size_param(size) -> Variable:
    """``size`` as a random variable's input: ``NoneConst`` for None, else an int64 vector of
    known length (numpy's size: an int, a sequence of ints or int scalars, or an int vector)."""
    import opspec.tensor as ot
    from opspec.tensor.type_other import NoneConst, NoneTypeT

    if size is None:
        return NoneConst
    if isinstance(size, Variable) and isinstance(size.type, NoneTypeT):
        return size
    if isinstance(size, (int, np.integer)) and not isinstance(size, bool) or \
            isinstance(size, np.ndarray) and size.ndim == 0 and size.dtype.kind in "iu":
        size = [int(size)]
    elif isinstance(size, Variable) and getattr(size.type, "ndim", None) == 0:
        size = [size]
    elif not isinstance(size, (list, tuple, np.ndarray, Variable)):
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r}")
    if isinstance(size, (list, tuple)) and any(isinstance(s, Variable) for s in size):
        return ot.make_vector(*[_size_entry(s, size) for s in size])     # keeps the known sizes static
    try:
        var = ot.as_tensor_variable(size)
    except (TypeError, ValueError) as err:
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r}: {err}") from None
    if var.type.ndim != 1 or not (var.type.dtype.startswith(("int", "uint")) or
                                  (isinstance(var, Constant) and var.data.size == 0)):
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r} ({var.type})")
    if isinstance(var, Constant) and np.any(var.data < 0):
        raise ValueError(f"size must be non-negative, got {tuple(int(s) for s in var.data)}")
    if var.type.dtype != "int64":
        var = ot.cast(var, "int64")
    try:
        ot.get_vector_length(var)
    except ValueError:
        raise ValueError(f"size {size} has a length only known at run time; random variables need the number "
                         "of dimensions of their draws (give a tuple of int scalars)") from None
    return var


def _size_entry(entry, size):
    import opspec.tensor as ot
    var = ot.as_tensor_variable(entry)
    if var.type.ndim != 0 or not var.type.dtype.startswith(("int", "uint")):
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r} ({entry} is a {var.type})")
    if isinstance(var, Constant) and var.data < 0:
        raise ValueError(f"size must be non-negative, got {size!r}")
    return var if var.type.dtype == "int64" else ot.cast(var, "int64")


def is_none(size) -> bool:
    """Whether a size input is numpy's None (no size: the parameters give the shape)."""
    return size is None or (isinstance(size, Constant) and size.data is None)


def static_size(size):
    """Known sizes (UNKNOWN where only the graph knows) of a size input, None without one."""
    if is_none(size):
        return None
    if isinstance(size, Constant):
        return [int(s) for s in size.data]
    import opspec.tensor as ot
    if size.owner is not None and size.owner.op == ot.make_vector:
        return [d if isinstance(d, int) else UNKNOWN for d in map(_static_value, size.owner.inputs)]
    return [UNKNOWN] * ot.get_vector_length(size)


def symbolic_size(size):
    """The sizes as int64 scalars of the graph (ints where constant), None without a size."""
    if is_none(size):
        return None
    if isinstance(size, Constant):
        return [int(s) for s in size.data]
    import opspec.tensor as ot
    return [size[k] for k in range(ot.get_vector_length(size))]


def runtime_size(size):
    """The sizes of a size value at run time (an int array or None)."""
    return None if size is None else tuple(int(s) for s in size)
