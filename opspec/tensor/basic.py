"""Turning Python values into graph: ``as_tensor_variable`` and ``constant``."""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.tensor.type import TensorType
from opspec.tensor.variable import TensorConstant


def python_scalar_dtype(value) -> str:
    """The dtype a bare Python number gets: bool, int64, floatX or complex128."""
    if isinstance(value, (bool, np.bool_)):
        return "bool"
    if isinstance(value, int):
        return "int64"
    if isinstance(value, float):
        return config.floatX
    return "complex128"


def constant(value, dtype=None, name=None, ndim=None) -> TensorConstant:
    """A TensorConstant holding ``value`` (sizes 1 become static, as they are known)."""
    if dtype is None and isinstance(value, (bool, int, float, complex)):
        dtype = python_scalar_dtype(value)
    if dtype is None and isinstance(value, (list, tuple)):
        arr = np.asarray(value)
        dtype = config.floatX if arr.dtype == np.float64 else arr.dtype
    arr = np.asarray(value, dtype=dtype)
    if arr.dtype == object:
        raise TypeError(f"cannot make a tensor constant of {type(value).__name__} {value!r}")
    if ndim is not None:
        if arr.ndim > ndim:
            raise ValueError(f"constant {value!r} has {arr.ndim} dimensions, more than ndim={ndim}")
        arr = arr.reshape((1,) * (ndim - arr.ndim) + arr.shape)
    return TensorConstant(TensorType(arr.dtype, arr.shape), arr, name=name)


def as_tensor_variable(value, name=None, ndim=None, dtype=None) -> Variable:
    """``value`` as a tensor Variable: Variables pass through, arrays and numbers become Constants."""
    if isinstance(value, Variable):
        if not isinstance(value.type, TensorType):
            raise TypeError(f"{value} has type {value.type}, not a tensor type")
        if ndim is not None and value.type.ndim != ndim:
            raise ValueError(f"{value} has {value.type.ndim} dimensions, expected {ndim}")
        if dtype is not None and value.type.dtype != np.dtype(dtype).name:
            raise TypeError(f"{value} has dtype {value.type.dtype}, expected {dtype}")
        return value
    if isinstance(value, (list, tuple)) and any(isinstance(v, Variable) for v in value):
        import opspec.tensor as ot
        return ot.stack([as_tensor_variable(v) for v in value])
    return constant(value, dtype=dtype, name=name, ndim=ndim)


def get_scalar_constant_value(var, default=None):
    """The value of a 0-d (or all-equal) constant, or ``default``."""
    if isinstance(var, TensorConstant):
        data = var.data
        if data.size and np.all(data == data.flat[0]):
            return data.flat[0].item()
    if isinstance(var, (int, float, bool)):
        return var
    return default
