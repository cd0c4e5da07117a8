"""Differentiation over graphs: reverse mode (``grad``, ``Lop``), forward mode (``Rop``),
``jacobian`` / ``hessian``, finite differences (``numeric_grad``), PyTensor 3's ``pullback`` /
``pushforward`` and the ops that change only gradients (``zero_grad``...).

One module per concept: ``reverse`` (grad, Lop), ``forward`` (Rop), ``jacobian`` (jacobian,
hessian), ``verify`` (numeric_grad and its tolerances), ``products`` (pullback, pushforward,
hessian_vector_product, subgraph_grad), ``views`` (zero_grad, grad_clip...); the special
gradient types (``DisconnectedType``, ``NullType``) belong to the Op contract and live in
``opspec.graph.null_type``. Everything is importable from here, as in PyTensor (``from
opspec.gradient import grad``); ``verify_grad`` compiles what it checks, so it lives in
``opspec.testing`` and is named here on first use.
"""
from opspec.gradient.forward import Rop
from opspec.gradient.jacobian import JacobianOp, hessian, jacobian
from opspec.gradient.products import (hessian_vector_product, pullback, pushforward, pushforward_through_pullback,
                                      subgraph_grad)
from opspec.gradient.reverse import Lop, grad
from opspec.gradient.verify import GradientError, numeric_grad, numeric_tolerances
from opspec.gradient.views import (DisconnectedGrad, GradClip, GradScale, UndefinedGrad, ZeroGrad,
                                   disconnected_grad, disconnected_grad_, grad_clip, grad_scale, undefined_grad,
                                   undefined_grad_, zero_grad, zero_grad_)
from opspec.graph.null_type import (DisconnectedInputError, DisconnectedType, NullType, NullTypeGradError,
                                    disconnected_type, grad_not_implemented, grad_undefined, is_disconnected,
                                    is_null, null_type)

__all__ = ["grad", "Lop", "Rop", "jacobian", "hessian", "verify_grad", "numeric_grad", "numeric_tolerances",
           "GradientError", "NullType", "NullTypeGradError", "DisconnectedType", "DisconnectedInputError",
           "disconnected_type", "null_type", "grad_undefined", "grad_not_implemented", "is_disconnected",
           "is_null", "pullback", "pushforward", "pushforward_through_pullback", "JacobianOp", "hessian_vector_product", "subgraph_grad",
           "ZeroGrad", "DisconnectedGrad", "UndefinedGrad", "GradClip", "GradScale", "zero_grad", "zero_grad_",
           "disconnected_grad", "disconnected_grad_", "undefined_grad", "undefined_grad_", "grad_clip", "grad_scale"]


def __getattr__(name):
    if name == "verify_grad":
        from opspec.testing.gradient import verify_grad
        return verify_grad
    raise AttributeError(f"module 'opspec.gradient' has no attribute {name!r}")
