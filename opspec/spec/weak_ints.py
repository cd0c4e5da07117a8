"""How an elemwise op reads a Python int that the dtype it meets cannot hold.

numpy's ufuncs raise OverflowError (NEP 50); two of its functions that are no ufunc read such an
int their own way, and an elemwise op whose ``python:`` is one of them (called on the op's inputs
in order) reads it as they do. The generator writes the reading as the op's ``weak_ints``
(opspec.tensor.elemwise.Elemwise)."""
from __future__ import annotations

import ast

#: numpy's functions that are no ufunc and read a Python int their dtype cannot hold their own
#: way: ``np.where`` wraps it around (``np.where(c, int8, 300)`` holds 44), ``np.clip`` ignores a
#: bound beyond x's dtype on the side it clips nothing
WEAK_INTS = {"where": "wrap", "clip": "clip"}


def weak_ints(source: str, inputs) -> str | None:
    """How an elemwise op whose python: is ``source`` reads a Python int the dtype it meets
    cannot hold: WEAK_INTS' reading, or None (numpy's ufuncs' OverflowError)."""
    call = ast.parse(source, mode="eval").body
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Name) and call.func.value.id == "np"):
        return None
    in_order = [a.id if isinstance(a, ast.Name) else None for a in call.args] == list(inputs) and not call.keywords
    return WEAK_INTS.get(call.func.attr) if in_order else None
