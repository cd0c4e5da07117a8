"""TensorVariable: numpy-style operators and methods that build graph."""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Constant, Variable


def _ot():
    # opspec.tensor imports this module; operators resolve its functions at call time
    import opspec.tensor as ot
    return ot


class _TensorOperators:
    """Operators shared by symbolic tensors and tensor constants."""

    # ------------------------------------------------------------------ arithmetic
    def __add__(self, other): return _ot().add(self, other)
    def __radd__(self, other): return _ot().add(other, self)
    def __sub__(self, other): return _ot().sub(self, other)
    def __rsub__(self, other): return _ot().sub(other, self)
    def __mul__(self, other): return _ot().mul(self, other)
    def __rmul__(self, other): return _ot().mul(other, self)
    def __truediv__(self, other): return _ot().true_div(self, other)
    def __rtruediv__(self, other): return _ot().true_div(other, self)
    def __floordiv__(self, other): return _ot().int_div(self, other)
    def __rfloordiv__(self, other): return _ot().int_div(other, self)
    def __mod__(self, other): return _ot().mod(self, other)
    def __rmod__(self, other): return _ot().mod(other, self)
    def __pow__(self, other): return _ot().pow(self, other)
    def __rpow__(self, other): return _ot().pow(other, self)
    def __matmul__(self, other): return _ot().matmul(self, other)
    def __rmatmul__(self, other): return _ot().matmul(other, self)
    def __neg__(self): return _ot().neg(self)
    def __pos__(self): return self
    def __abs__(self): return _ot().abs(self)

    # ------------------------------------------------------------------ comparisons and logic
    # == and != stay identity comparisons: Variables are dictionary keys everywhere
    def __lt__(self, other): return _ot().lt(self, other)
    def __le__(self, other): return _ot().le(self, other)
    def __gt__(self, other): return _ot().gt(self, other)
    def __ge__(self, other): return _ot().ge(self, other)
    def __and__(self, other): return _ot().and_(self, other)
    def __rand__(self, other): return _ot().and_(other, self)
    def __or__(self, other): return _ot().or_(self, other)
    def __ror__(self, other): return _ot().or_(other, self)
    def __xor__(self, other): return _ot().xor(self, other)
    def __rxor__(self, other): return _ot().xor(other, self)
    def __invert__(self): return _ot().invert(self)

    def __bool__(self):
        raise TypeError("a symbolic tensor has no truth value; use opspec.tensor.switch or compare values "
                        "after compiling")

    def __iter__(self):
        raise TypeError("a symbolic tensor cannot be iterated; index it or use its shape")

    def __len__(self):
        raise TypeError("len() of a symbolic tensor is unknown until run time; use x.shape[0]")

    # ------------------------------------------------------------------ structure
    @property
    def ndim(self):
        return self.type.ndim

    @property
    def dtype(self):
        return self.type.dtype

    @property
    def broadcastable(self):
        return self.type.broadcastable

    @property
    def shape(self):
        return _ot().shape(self)

    @property
    def T(self):
        return _ot().transpose(self)

    def transpose(self, *axes):
        if len(axes) == 1 and isinstance(axes[0], (tuple, list)):
            axes = tuple(axes[0])
        return _ot().transpose(self, axes or None)

    def dimshuffle(self, *pattern):
        if len(pattern) == 1 and isinstance(pattern[0], (tuple, list)):
            pattern = tuple(pattern[0])
        return _ot().dimshuffle(self, pattern)

    def reshape(self, *shape, ndim=None):
        if len(shape) == 1 and not isinstance(shape[0], int) and not _is_scalar_var(shape[0]):
            shape = shape[0]
        return _ot().reshape(self, shape, ndim=ndim)

    def flatten(self):
        return _ot().reshape(self, (-1,))

    def astype(self, dtype):
        return _ot().cast(self, dtype)

    def squeeze(self, axis=None):
        return _ot().squeeze(self, axis)

    def __getitem__(self, key):
        return _ot().getitem(self, key)

    # ------------------------------------------------------------------ reductions and products
    def sum(self, axis=None, keepdims=False): return _ot().sum(self, axis=axis, keepdims=keepdims)
    def prod(self, axis=None, keepdims=False): return _ot().prod(self, axis=axis, keepdims=keepdims)
    def mean(self, axis=None, keepdims=False): return _ot().mean(self, axis=axis, keepdims=keepdims)
    def max(self, axis=None, keepdims=False): return _ot().max(self, axis=axis, keepdims=keepdims)
    def min(self, axis=None, keepdims=False): return _ot().min(self, axis=axis, keepdims=keepdims)
    def all(self, axis=None, keepdims=False): return _ot().all(self, axis=axis, keepdims=keepdims)
    def any(self, axis=None, keepdims=False): return _ot().any(self, axis=axis, keepdims=keepdims)
    def argmax(self, axis=None, keepdims=False): return _ot().argmax(self, axis=axis, keepdims=keepdims)
    def dot(self, other): return _ot().dot(self, other)
    def clip(self, a_min, a_max): return _ot().clip(self, a_min, a_max)

    def exp(self): return _ot().exp(self)
    def log(self): return _ot().log(self)
    def zeros_like(self, dtype=None): return _ot().zeros_like(self, dtype=dtype)
    def ones_like(self, dtype=None): return _ot().ones_like(self, dtype=dtype)


def _is_scalar_var(value):
    return isinstance(value, Variable) and getattr(value.type, "ndim", None) == 0


class TensorVariable(_TensorOperators, Variable):
    """A symbolic ndarray."""


class TensorConstant(_TensorOperators, Constant):
    """An ndarray fixed at graph-building time."""

    def __init__(self, type, data, name=None):
        super().__init__(type, data, name)
        if isinstance(data, np.ndarray) and (self.data is data or np.may_share_memory(self.data, data)):
            self.data = self.data.copy()   # never freeze (or alias) the caller's array (an empty one shares no memory)
        self.data.setflags(write=False)

    def __str__(self):
        if self.name is not None:
            return self.name
        data = self.data
        if data.ndim == 0 or data.size <= 6:
            return np.array2string(data, separator=", ") if data.ndim else str(data.item())
        return f"TensorConstant{{{data.dtype} {data.shape}}}"


#: PyTensor's names of the dense tensor classes (opspec's tensors are all dense)
DenseTensorVariable, DenseTensorConstant = TensorVariable, TensorConstant
