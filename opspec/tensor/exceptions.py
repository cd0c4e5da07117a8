"""PyTensor's ``tensor.exceptions``: the errors tensor helpers raise for code to catch."""


class NotScalarConstantError(Exception):
    """The variable has no single constant value known before running (see
    ``get_underlying_scalar_constant_value``)."""


class ShapeError(Exception):
    """A shape cannot be worked out."""


__all__ = ["NotScalarConstantError", "ShapeError"]
