"""How a compiled function takes and hands back values: ``In`` and ``Out``.

A bare Variable in ``opspec.function``'s inputs or outputs stands for ``In(var)`` or
``Out(var)`` with the defaults: the caller's arrays are never overwritten nor returned, and
each output is an array the caller owns. The options relax that contract where the caller
says it is safe, or add behaviour (a keyword name, a default value, an update).
"""
from __future__ import annotations

from opspec.compile.sharedvalue import Container


class In:
    """A function input with options.

    name: the keyword the input can be given by (default: the variable's name).
    value: a default used when the caller leaves the input out; a SharedVariable's
        container when the input is a shared variable (see ``shared``).
    update: a Variable whose value replaces the input's stored value after each call
        (only for inputs whose value is stored, that is shared variables).
    mutable: the function may overwrite the caller's array (saves a copy when the graph
        works in place on it); implies ``borrow``.
    borrow: an output may be the caller's array, or a view of it, when that output is
        borrowed too (``Out(..., borrow=True)``).
    strict: values must already have the input's exact type (no conversion).
    allow_downcast: convert values that lose precision (True), only exact conversions
        (False), or only Python floats to floatX (None, the default).
    implicit: the caller cannot pass the input (shared variables); default: whether
        ``value`` is a container.
    """

    _NO_DEFAULT = object()

    def __init__(self, variable, name=None, value=_NO_DEFAULT, update=None, mutable=None, strict=False,
                 allow_downcast=None, autoname=True, implicit=None, borrow=None, shared=False):
        self.variable = variable
        if name is None and autoname:
            name = getattr(variable, "name", None)   # function() reports inputs that are not Variables
        if name is not None and not isinstance(name, str):
            raise TypeError(f"In: name must be a string, got {name!r}")
        self.name = name
        if update is not None:
            update = variable.type.filter_variable(update)      # a TypeError when it cannot hold it
        self.update = update
        self.mutable = update is not None if mutable is None else bool(mutable)
        self.borrow = self.mutable if borrow is None else bool(borrow)
        if self.mutable and not self.borrow:
            raise ValueError(f"In({variable}): mutable=True with borrow=False cannot hold: an input the "
                             "function may overwrite is also one its outputs may share memory with")
        self.strict = strict
        self.allow_downcast = allow_downcast
        self.value = value
        self.shared = shared
        if implicit is None:
            implicit = isinstance(value, Container)
        if implicit and not isinstance(value, Container) and value is In._NO_DEFAULT:
            raise TypeError(f"In({variable}): an implicit input needs a value")
        self.implicit = implicit

    @property
    def has_default(self):
        return self.value is not In._NO_DEFAULT

    def __str__(self):
        if self.update is not None:
            return f"In({self.variable} -> {self.update})"
        return f"In({self.variable})"

    __repr__ = __str__


class Out:
    """A function output with options: ``borrow=True`` hands the value over without the
    copy that keeps it from sharing memory with a borrowed input, a constant or another
    borrowed output (it may then change when the function is called again)."""

    def __init__(self, variable, borrow=False):
        self.variable = variable
        self.borrow = borrow

    def __str__(self):
        return f"Out({self.variable}{', borrow=True' if self.borrow else ''})"

    __repr__ = __str__


#: PyTensor's names of the base classes
SymbolicInput = In
SymbolicOutput = Out

