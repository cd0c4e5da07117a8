"""Differentiation over graphs: reverse mode (``grad``, ``Lop``), forward mode (``Rop``),
``jacobian`` / ``hessian``, and the finite-difference check ``verify_grad``.

One module per concept: ``types`` (DisconnectedType / NullType gradients and their
markers), ``reverse`` (grad, Lop), ``forward`` (Rop), ``jacobian`` (jacobian, hessian),
``verify`` (numeric_grad, verify_grad). Everything is importable from here, as in PyTensor
(``from opspec.gradient import grad``).
"""
from opspec.graph.null_type import NullType
from opspec.gradient.forward import Rop
from opspec.gradient.jacobian import hessian, jacobian
from opspec.gradient.reverse import Lop, grad
from opspec.gradient.types import (DisconnectedInputError, DisconnectedType, NullTypeGradError, disconnected_type,
                                   grad_not_implemented, grad_undefined, is_disconnected, is_null, null_type)
from opspec.gradient.verify import GradientError, numeric_grad, numeric_tolerances, verify_grad

__all__ = ["grad", "Lop", "Rop", "jacobian", "hessian", "verify_grad", "numeric_grad", "numeric_tolerances",
           "GradientError", "NullType", "NullTypeGradError", "DisconnectedType", "DisconnectedInputError",
           "disconnected_type", "null_type", "grad_undefined", "grad_not_implemented", "is_disconnected",
           "is_null"]
