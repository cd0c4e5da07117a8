"""``as_op``: a Python function as an Op, for quick experiments and glue code.

    @as_op(itypes=[ot.dmatrix], otypes=[ot.dvector])
    def row_norms(m):
        return np.sqrt((m * m).sum(axis=1))

The result is an Op instance (``row_norms(x)`` builds graph). It has no ``__props__``:
two of them are equal exactly when they wrap the same function with the same types.
It has no gradient; it has ``infer_shape`` only when a callable is given for it.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from opspec.graph.op import Op


def _as_type_list(types, what: str) -> tuple:
    if types is None:
        raise TypeError(f"as_op needs {what}")
    seq = tuple(types) if isinstance(types, (list, tuple)) else (types,)
    for t in seq:
        if not callable(t) or not hasattr(t, "filter"):
            raise TypeError(f"as_op {what} must be Types (such as ot.dmatrix), got {t!r}")
    return seq


class FromFunctionOp(Op):
    """An Op whose ``perform`` calls a plain Python function on the input values."""

    def __init__(self, fn: Callable, itypes: Sequence, otypes: Sequence, infer_shape: Callable | None = None):
        self._fn = fn
        self.itypes = list(itypes)
        self.otypes = list(otypes)
        if infer_shape is not None:
            # only then: shape inference tests hasattr(op, "infer_shape")
            self.infer_shape = infer_shape
        self.__name__ = getattr(fn, "__name__", type(self).__name__)
        self.__doc__ = getattr(fn, "__doc__", None)

    # identity: the wrapped function and the types, nothing else
    def __eq__(self, other):
        return (type(self) is type(other) and self._fn is other._fn and self.itypes == other.itypes
                and self.otypes == other.otypes)

    def __hash__(self):
        return hash((type(self), self._fn))

    def __str__(self):
        return f"FromFunctionOp{{{self.__name__}}}"

    def perform(self, node, inputs, output_storage):
        results = self._fn(*inputs)
        if len(self.otypes) == 1:
            results = [results]
        elif not isinstance(results, (list, tuple)) or len(results) != len(self.otypes):
            got = len(results) if isinstance(results, (list, tuple)) else f"a {type(results).__name__}"
            raise ValueError(f"{self}: the function must return {len(self.otypes)} values "
                             f"(one per otype), it returned {got}")
        arrays = [i for i in inputs if isinstance(i, np.ndarray)]
        for cell, otype, value in zip(output_storage, self.otypes, results):
            dtype = getattr(otype, "dtype", None)
            if dtype is None:
                cell[0] = otype.filter(value)
                continue
            value = np.asarray(value, dtype=dtype)
            if any(np.may_share_memory(value, a) for a in arrays):
                value = value.copy()    # no view_map is declared: never return (a view of) an input
            cell[0] = value


def as_op(itypes, otypes, infer_shape: Callable | None = None):
    """Decorator: the Python function becomes a ``FromFunctionOp`` with these input/output types.

    ``infer_shape(fgraph, node, input_shapes)`` returns one shape tuple per output.
    """
    itypes = _as_type_list(itypes, "itypes")
    otypes = _as_type_list(otypes, "otypes")
    if infer_shape is not None and not callable(infer_shape):
        raise TypeError(f"as_op infer_shape must be callable, got {infer_shape!r}")

    def decorator(fn):
        if not callable(fn):
            raise TypeError(f"as_op decorates a function, got {fn!r}")
        return FromFunctionOp(fn, itypes, otypes, infer_shape)

    return decorator
