"""Tensors: types, variables, and the standard ops numpy-style (``ot.exp``, ``ot.dot``...).

The ops themselves are generated from ``specs/`` into ``opspec.ops``; this package
re-exports every generated module's ops next to the hand-written helpers of
``opspec.tensor.functions``.
"""
import importlib as _importlib

from opspec.tensor.type import *  # noqa: F401,F403
from opspec.tensor.type import TensorType, tensor, scalar, vector, matrix, tensor3, tensor4  # noqa: F401
from opspec.tensor.variable import TensorConstant, TensorVariable  # noqa: F401
from opspec.tensor.basic import (  # noqa: F401
    Split, arange, as_tensor_variable, constant, diag, diagonal, eye, get_scalar_constant_value, identity_like, join, split,
    tri, tril, triu,
)
from opspec.tensor.functions import *  # noqa: F401,F403
from opspec.tensor.kernels import *  # noqa: F401,F403
from opspec.tensor.indexing import *  # noqa: F401,F403
from opspec.tensor.construct_rules import *  # noqa: F401,F403

from opspec import ops as _ops

for _module in _ops.MODULES:
    _mod = _importlib.import_module(f"opspec.ops.{_module}")
    globals().update({_name: getattr(_mod, _name) for _name in _mod.__all__})
del _module, _mod

from opspec.tensor.shape import (  # noqa: E402,F401  (need the ops above)
    flatten, get_vector_length, shape_padaxis, shape_padleft, shape_padright,
)
from opspec.tensor.functions import shape  # noqa: E402  (the function: importing the submodule rebound the name)
from opspec.tensor.extra_ops import broadcast_arrays, cumprod, cumsum  # noqa: E402,F401
from opspec.tensor.sharedvar import TensorSharedVariable  # noqa: E402,F401

import opspec.rewriting.shape  # noqa: E402,F401  (registers the shape rewrites; needs the ops above)
import opspec.rewriting.broadcast  # noqa: E402,F401  (registers the gradient fill / sum rewrites)
import opspec.rewriting.fusion  # noqa: E402,F401  (registers elemwise fusion)
import opspec.rewriting.subtensor  # noqa: E402,F401  (merges constant subtensor chains)
from opspec.tensor import random  # noqa: E402,F401  (ot.random, as PyTensor; its ops import this package)


def __getattr__(name):
    if name == "floatX":
        from opspec.configuration import config
        return config.floatX
    raise AttributeError(f"module 'opspec.tensor' has no attribute {name!r}")
