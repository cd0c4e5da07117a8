"""Differentiation over graphs: reverse mode (``grad``, ``Lop``), forward mode (``Rop``),
``jacobian`` / ``hessian``, finite differences (``numeric_grad``), PyTensor 3's ``pullback`` /
``pushforward`` and the ops that change only gradients (``zero_grad``...).

One module per concept: ``reverse`` (grad, Lop), ``forward`` (Rop), ``jacobian`` (jacobian,
hessian), ``verify`` (numeric_grad and its tolerances), ``products`` (pullback, pushforward,
hessian_vector_product, subgraph_grad), ``views`` (zero_grad, grad_clip...); the special
gradient types (``DisconnectedType``, ``NullType``) belong to the Op contract and live in
``opspec.graph.null_type``. Everything is importable from here, as in PyTensor (``from
opspec.gradient import grad``); ``verify_grad`` compiles what it checks, so it lives in
``opspec.testing`` and is named here on first use. Reverse mode and jacobian load with the
package; the other modules when one of their names is first asked for (``_ON_FIRST_USE``):
compiling a gradient needs none of them.
"""
from opspec.gradient.jacobian import JacobianOp, hessian, jacobian   # bound over the submodule of that name
from opspec.gradient.reverse import Lop, grad
from opspec.graph.null_type import (DisconnectedInputError, DisconnectedType, NullType, NullTypeGradError,
                                    disconnected_type, grad_not_implemented, grad_undefined, is_disconnected,
                                    is_null, null_type)

__all__ = ["grad", "Lop", "Rop", "jacobian", "hessian", "verify_grad", "numeric_grad", "numeric_tolerances",
           "GradientError", "NullType", "NullTypeGradError", "DisconnectedType", "DisconnectedInputError",
           "disconnected_type", "null_type", "grad_undefined", "grad_not_implemented", "is_disconnected",
           "is_null", "pullback", "pushforward", "pushforward_through_pullback", "JacobianOp", "hessian_vector_product", "subgraph_grad",
           "ZeroGrad", "DisconnectedGrad", "UndefinedGrad", "GradClip", "GradScale", "zero_grad", "zero_grad_",
           "disconnected_grad", "disconnected_grad_", "undefined_grad", "undefined_grad_", "grad_clip", "grad_scale"]


#: name -> the module of opspec.gradient holding it, imported on first use
_ON_FIRST_USE = {
    "Rop": "forward",
    "hessian_vector_product": "products", "pullback": "products", "pushforward": "products",
    "pushforward_through_pullback": "products", "subgraph_grad": "products",
    "GradientError": "verify", "numeric_grad": "verify", "numeric_tolerances": "verify",
    **dict.fromkeys(("DisconnectedGrad", "GradClip", "GradScale", "UndefinedGrad", "ZeroGrad", "disconnected_grad",
                     "disconnected_grad_", "grad_clip", "grad_scale", "undefined_grad", "undefined_grad_",
                     "zero_grad", "zero_grad_"), "views"),
}


def __getattr__(name):
    if name == "verify_grad":
        from opspec.testing.gradient import verify_grad
        return verify_grad
    if name in _ON_FIRST_USE:
        import importlib
        value = getattr(importlib.import_module(f"opspec.gradient.{_ON_FIRST_USE[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'opspec.gradient' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_ON_FIRST_USE) | {"verify_grad"})
