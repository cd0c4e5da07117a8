"""The types of gradients that are not values: ``NullType`` (the gradient is undefined or not
implemented; using it is an error naming the Op) and ``DisconnectedType`` (the cost does not
depend on a variable: a structural zero), the markers ops return for them, and the errors that
``grad`` raises about them. They belong to the Op contract (``L_op`` / ``R_op`` / ``pushforward``
speak of them), so they live with the graph; ``opspec.gradient`` exports them as PyTensor does.
"""
from __future__ import annotations

from opspec.graph.basic import Variable
from opspec.graph.type import Type


class NullType(Type):
    """The type of a gradient that must not be used; ``why_null`` says why."""

    def __init__(self, why_null: str = "(no explanation given)"):
        self.why_null = why_null

    def filter(self, data, strict=False, allow_downcast=None):
        raise ValueError(f"no value has a NullType: {self.why_null}")

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def __str__(self):
        return "NullType"

    __repr__ = __str__


class NullTypeGradError(TypeError):
    """A requested gradient is undefined or not implemented (it is a NullType variable)."""


class DisconnectedInputError(ValueError):
    """The cost does not depend on a variable it was differentiated with respect to."""


class DisconnectedType(Type):
    """The type of the gradient of a cost with respect to something it does not depend on.

    A symbolic zero that also says *why* it is zero, so ``grad`` can tell a disconnected
    input (an error by default) from one whose gradient happens to be zero.
    """

    def filter(self, data, strict=False, allow_downcast=None):
        raise TypeError("a DisconnectedType variable is a placeholder in gradient graphs; it holds no value")

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def __str__(self):
        return "DisconnectedType"

    __repr__ = __str__


#: ``disconnected_type()`` makes a new DisconnectedType variable (what ``ot.disconnected`` returns)
disconnected_type = DisconnectedType()


def null_type(why: str = "(no explanation given)") -> Variable:
    return NullType(why)()


def grad_not_implemented(op, x_pos, x, comment="") -> Variable:
    """The gradient of input ``x_pos`` of ``op`` nobody wrote: grad raises if it is needed."""
    return null_type(f"the gradient of {op} with respect to its input {x_pos} ({x}) is not implemented. "
                     f"{comment}".strip())


def grad_undefined(op, x_pos, x, comment="") -> Variable:
    """The gradient of input ``x_pos`` of ``op`` does not exist mathematically."""
    return null_type(f"the gradient of {op} with respect to its input {x_pos} ({x}) is mathematically "
                     f"undefined. {comment}".strip())


def is_disconnected(var) -> bool:
    return isinstance(var, Variable) and isinstance(var.type, DisconnectedType)


def is_null(var) -> bool:
    return isinstance(var, Variable) and isinstance(var.type, NullType)
