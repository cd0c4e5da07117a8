"""Shared variables as graph objects: a ``SharedVariable`` is a graph input whose value lives
in a ``Container`` shared by every function that uses it; ``shared_constructor`` picks the
variable for a value (by its Python type; any value: a ``generic`` variable). ``opspec.shared``
(``opspec.compile.sharedvalue``) makes them; ``opspec.tensor.sharedvar`` registers tensors.
"""
from __future__ import annotations

import copy
from contextlib import contextmanager
from functools import singledispatch

from opspec.graph.basic import Variable
from opspec.graph.type import generic


class Container:
    """The storage cell of a shared value: ``container.value`` reads it, assigning filters the
    new value through the type (``strict`` and ``allow_downcast`` as for ``In``)."""

    def __init__(self, variable, storage, readonly=False, strict=False, allow_downcast=None, name=None):
        self.type = variable.type if isinstance(variable, Variable) else variable
        self.name = name if name is not None else getattr(variable, "name", None)
        self.storage = storage
        self.readonly = readonly
        self.strict = strict
        self.allow_downcast = allow_downcast

    @property
    def value(self):
        return self.storage[0]

    @value.setter
    def value(self, new):
        if self.readonly:
            raise TypeError(f"cannot set the read-only container {self.name or self.type}")
        self.storage[0] = self.type.filter(new, strict=bool(self.strict), allow_downcast=self.allow_downcast)

    data = value

    def __str__(self):
        return f"<{self.storage[0]!r}>"

    __repr__ = __str__


_collecting: list | None = None


@contextmanager
def collect_new_shareds():
    """Yield a list that receives every SharedVariable created inside the ``with`` block."""
    global _collecting
    outer, _collecting = _collecting, []
    try:
        yield _collecting
    finally:
        _collecting = outer


class SharedVariable(Variable):
    """A graph input whose value is stored in ``container`` and shared between functions."""

    def __init__(self, type, value, strict, allow_downcast=None, container=None, name=None):
        super().__init__(type, None, None, name)
        if container is not None:
            if value is not None or strict is not None:
                raise TypeError("SharedVariable: pass either a container or a value and strict, not both")
            self.container = container
        else:
            stored = type.filter(value, strict=bool(strict), allow_downcast=allow_downcast)
            self.container = Container(self, [stored], strict=strict, allow_downcast=allow_downcast)
        self._default_update = None
        if _collecting is not None:
            _collecting.append(self)

    def get_value(self, borrow=False, return_internal_type=False):
        """The stored value: a copy, or with ``borrow=True`` the stored object itself (which
        later calls may then overwrite in place)."""
        value = self.container.value
        return value if borrow else copy.deepcopy(value)

    def set_value(self, new_value, borrow=False):
        """Store ``new_value`` (a copy of it unless ``borrow=True``): every function using
        this variable sees it from its next call on."""
        self.container.value = new_value if borrow else copy.deepcopy(new_value)

    def clone(self, name=None):
        """A new variable sharing this one's container (so its value)."""
        cp = type(self)(self.type, None, None, container=self.container, name=self.name if name is None else name)
        cp.tag.update(self.tag)
        cp._default_update = self._default_update
        return cp

    @property
    def default_update(self):
        """An update every function using this variable applies unless it is given another
        one or ``no_default_updates``."""
        return self._default_update

    @default_update.setter
    def default_update(self, value):
        self._default_update = None if value is None else self.type.filter_variable(value)


@singledispatch
def shared_constructor(value, name=None, strict=False, allow_downcast=None, borrow=False, **kwargs):
    """Make the SharedVariable for ``value``; register more with
    ``@shared_constructor.register(SomePythonType)``."""
    if kwargs:
        raise TypeError(f"shared: {type(value).__name__} values take no {', '.join(kwargs)} option")
    return SharedVariable(generic, value if borrow else copy.deepcopy(value), strict, allow_downcast, name=name)
