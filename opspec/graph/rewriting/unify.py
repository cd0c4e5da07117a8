"""PyTensor's ``OpPattern`` (an op class and some of its parameters, in a pattern's head) and
``LiteralString``: in PyTensor's form a string parameter value binds a pattern variable, and
``LiteralString("x")`` is the string itself."""
from __future__ import annotations

from opspec.rewriting import patterns


class LiteralString:
    """A string to compare, where a bare string would name a pattern variable."""

    def __init__(self, value: str):
        self.value = value

    def __repr__(self):
        return f"LiteralString({self.value!r})"


class OpPattern(patterns.OpPattern):
    """``OpPattern(OpClass, x=1, scalar_op="s")``: ops of that class whose parameter ``x`` is 1;
    ``scalar_op`` is bound to the pattern variable ``s``."""

    def __init__(self, op_type, parameters=None, **kwargs):
        params = dict(parameters or {}, **kwargs)
        super().__init__(op_type, **{name: _parameter(value) for name, value in params.items()})

    @property
    def op_type(self):
        return self.op_class

    @property
    def parameters(self):
        return self.props

    def match_parameters(self, op) -> bool:
        return self.matches(op, {})


def _parameter(value):
    if isinstance(value, LiteralString):
        return value.value
    if isinstance(value, str):
        return patterns.Var(value)
    return value
