"""NullType marks a gradient that does not exist (undefined) or was never written."""
from __future__ import annotations

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
