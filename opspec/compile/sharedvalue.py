"""Shared variables: values that live between calls, shared by every function that uses them.

    w = opspec.shared(np.zeros(3), name="w")
    step = opspec.function([x], cost, updates=[(w, w - 0.1 * opspec.grad(cost, w))])
    step(data); w.get_value()

A SharedVariable is a graph input whose value is stored in its ``container``; a function
using it reads the container on each call and, when it has an update for it, writes the
new value back after computing its outputs. ``shared(value)`` picks the variable's class
and type from the value (``shared_constructor`` dispatches on the value's Python type;
arrays and numbers give tensors, anything else a ``generic`` variable).
"""
from __future__ import annotations

from opspec.graph.basic import Variable
from opspec.graph.shared import (Container, SharedVariable, collect_new_shareds,  # noqa: F401
                                 shared_constructor)


def shared(value, name=None, strict=False, allow_downcast=None, **kwargs):
    """A SharedVariable holding ``value`` (a copy unless ``borrow=True``).

    Arrays and numbers give tensor variables of the value's dtype whose static shape is
    unknown (``(None,) * ndim``, the value may be resized) unless ``shape=`` fixes it;
    other objects give ``generic`` variables.
    """
    if isinstance(value, Variable):
        raise TypeError(f"shared: the value must be data, not the symbolic variable {value}")
    import opspec.tensor.random.variable  # noqa: F401  (registers numpy Generators' constructor)
    import opspec.tensor.sharedvar  # noqa: F401  (registers the tensor constructors)
    return shared_constructor(value, name=name, strict=strict, allow_downcast=allow_downcast, **kwargs)
