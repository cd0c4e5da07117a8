"""The Type contract: what values a Variable may hold and how they compare."""
from __future__ import annotations

from opspec.graph.basic import Constant, Variable


class Type:
    """Base of all Types. Subclasses implement ``filter`` and equality."""

    variable_type = Variable
    constant_type = Constant

    def filter(self, data, strict: bool = False, allow_downcast: bool | None = None):
        """Return ``data`` as a valid value of this type, or raise TypeError.

        strict: accept only values already of this type, no conversion.
        allow_downcast: allow conversions that lose precision (True), only exact ones (False),
        or only for Python scalars (None).
        """
        raise NotImplementedError(f"{type(self).__name__} must implement filter")

    def filter_variable(self, other: Variable, allow_convert: bool = True) -> Variable:
        """``other`` as a Variable of this type (a value becomes a Constant), or raise TypeError;
        ``allow_convert=False`` accepts only this very type."""
        if not isinstance(other, Variable):
            other = self.make_constant(other)
        if other.type == self:
            return other
        converted = self.convert_variable(other) if allow_convert else None
        if converted is None:
            raise TypeError(f"cannot convert {other.type} to {self}")
        return converted

    def convert_variable(self, var: Variable) -> Variable | None:
        """``var`` re-typed as this type when that loses nothing, else None."""
        return var if var.type == self else None

    def is_valid_value(self, data) -> bool:
        try:
            self.filter(data, strict=True)
            return True
        except (TypeError, ValueError):
            return False

    def values_eq(self, a, b) -> bool:
        return a == b

    def values_eq_approx(self, a, b) -> bool:
        return self.values_eq(a, b)

    def constant_signature(self, data):
        return (self, data)

    def make_variable(self, name=None) -> Variable:
        return self.variable_type(self, None, None, name)

    def make_constant(self, value, name=None) -> Constant:
        return self.constant_type(self, value, name)

    def __call__(self, name=None) -> Variable:
        return self.make_variable(name)

    def in_same_class(self, other) -> bool:
        return self == other

    def is_super(self, other) -> bool:
        """Whether every value of ``other`` is a value of this type."""
        return self == other


class Generic(Type):
    """Any Python object; used for opaque values such as RNG state or index structures."""

    def filter(self, data, strict=False, allow_downcast=None):
        return data

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def constant_signature(self, data):
        try:
            hash(data)
            return (self, data)
        except TypeError:
            return (self, id(data))

    def __str__(self):
        return "generic"

    __repr__ = __str__


generic = Generic()
