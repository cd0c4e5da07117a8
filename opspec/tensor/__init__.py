"""Tensors: types, variables, and the standard ops numpy-style (``ot.exp``, ``ot.dot``...)."""
from opspec.tensor.type import *  # noqa: F401,F403
from opspec.tensor.type import TensorType, tensor, scalar, vector, matrix, tensor3, tensor4  # noqa: F401
from opspec.tensor.variable import TensorConstant, TensorVariable  # noqa: F401
from opspec.tensor.basic import as_tensor_variable, constant, get_scalar_constant_value  # noqa: F401
