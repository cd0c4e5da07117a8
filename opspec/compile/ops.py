"""``wrap_py`` (``as_op``, deprecated as in PyTensor): a Python function as an Op, for quick experiments and glue code.

    @wrap_py(itypes=[ot.dmatrix], otypes=[ot.dvector])
    def row_norms(m):
        return np.sqrt((m * m).sum(axis=1))

The result is an Op instance (``row_norms(x)`` builds graph). It has no ``__props__``:
two of them are equal exactly when they wrap the same function with the same types.
It has no gradient; it has ``infer_shape`` only when a callable is given for it. It
pickles by reference, as functions do: an op defined at module level (where the
decorator leaves it under the function's name) is found there again when unpickled.

The module also gives PyTensor's ``ViewOp`` / ``view_op`` and ``DeepCopyOp`` /
``deep_copy_op`` (generated from ``specs/``).
"""
from __future__ import annotations

import importlib
import inspect
import pickle
import warnings
from typing import Callable, Sequence

import numpy as np

from opspec.graph.op import Op


def _as_type_list(types, what: str) -> tuple:
    if types is None:
        raise TypeError(f"wrap_py needs {what}")
    seq = tuple(types) if isinstance(types, (list, tuple)) else (types,)
    for t in seq:
        if not callable(t) or not hasattr(t, "filter"):
            raise TypeError(f"wrap_py {what} must be Types (such as ot.dmatrix), got {t!r}")
    return seq


class FromFunctionOp(Op):
    """An Op whose ``perform`` calls a plain Python function on the input values."""

    def __init__(self, fn: Callable, itypes: Sequence, otypes: Sequence, infer_shape: Callable | None = None):
        self._fn = fn
        self.itypes = list(itypes)
        self.otypes = list(otypes)
        if infer_shape is not None:
            # only then: shape inference tests hasattr(op, "infer_shape"); PyTensor 3.2's
            # form infer_shape(node, input_shapes) is accepted next to (fgraph, node, shapes)
            self.infer_shape = _with_fgraph(infer_shape)
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

    def __reduce__(self):
        module, name = getattr(self._fn, "__module__", None), getattr(self._fn, "__qualname__", "?")
        try:
            found = _load_back(module, name)
        except (ImportError, AttributeError, TypeError):
            found = None
        if found is not self:
            raise pickle.PicklingError(f"cannot pickle {self}: it is not the object found at {module}.{name} "
                                       "(define the decorated function at module level)")
        return _load_back, (module, name)

    def __copy__(self):
        return self         # nothing in it changes: copies are the op itself, as for functions

    def __deepcopy__(self, memo):
        return self

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


def _load_back(module, qualname):
    obj = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def _with_fgraph(infer_shape):
    """``infer_shape`` as ``(fgraph, node, input_shapes)``, from either signature."""
    try:
        params = [p for p in inspect.signature(infer_shape).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty]
    except (TypeError, ValueError):
        return infer_shape
    if len(params) == 2:
        return lambda fgraph, node, input_shapes: infer_shape(node, input_shapes)
    return infer_shape


def wrap_py(itypes, otypes, infer_shape: Callable | None = None):
    """Decorator: the Python function becomes a ``FromFunctionOp`` with these input/output types.

    ``infer_shape(fgraph, node, input_shapes)`` (or ``(node, input_shapes)``) returns one
    shape tuple per output.
    """
    itypes = _as_type_list(itypes, "itypes")
    otypes = _as_type_list(otypes, "otypes")
    if infer_shape is not None and not callable(infer_shape):
        raise TypeError(f"wrap_py infer_shape must be callable, got {infer_shape!r}")

    def decorator(fn):
        if not callable(fn):
            raise TypeError(f"wrap_py decorates a function, got {fn!r}")
        return FromFunctionOp(fn, itypes, otypes, infer_shape)

    return decorator


def as_op(itypes, otypes, infer_shape: Callable | None = None):
    """PyTensor's older name of ``wrap_py``: the same decorator, with PyTensor's FutureWarning
    that the name goes away (code ported from PyTensor sees the warning it saw there)."""
    warnings.warn("opspec.as_op is deprecated and will be removed in a future release; use opspec.wrap_py "
                  "instead", FutureWarning, stacklevel=2)
    return wrap_py(itypes, otypes, infer_shape)


def __getattr__(name):
    # the copy ops are generated from specs/: load them on first use
    if name in ("ViewOp", "view_op", "DeepCopyOp", "deep_copy_op"):
        import opspec.tensor as ot
        return getattr(ot, name)
    raise AttributeError(f"module 'opspec.compile.ops' has no attribute {name!r}")
