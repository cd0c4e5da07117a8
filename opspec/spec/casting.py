"""``casts:`` of a spec: numpy's casting rule of an input that a ufunc writes into another.

``x[key] += v`` is numpy's ``np.add(x[key], v, out=x[key], casting="same_kind")``: a float v
into an int x is refused with numpy's UFuncTypeError, while ``x[key] = v`` casts whatever it
is given. An op declares it as data::

    casts: {v: {into: x, ufunc: add, casting: same_kind, unless: set}}

and its make_node asks numpy itself about the dtypes of each node (``check_casting``), so the
error is numpy's, in class and wording, when the node is built instead of a silently cast
result when it runs.
"""
from __future__ import annotations

import numpy as np

from opspec.spec.model import CastRule

__all__ = ["build_casts", "cast_lines"]


def build_casts(b) -> tuple:
    """The CastRules of ``casts:`` of the op that OpBuilder ``b`` checks."""
    rules = []
    for name, rule in (b.d.get("casts") or {}).items():
        at = ("casts", name)
        for what, value in (("input", name), ("into", rule["into"])):
            if value not in b.inputs or b.inputs[value].variadic:
                raise b.fail(at, f"{what} '{value}' is not one of the op's inputs ({', '.join(b.I)})")
        if name == rule["into"]:
            raise b.fail(at, f"'{name}' casts into itself; name the input it is written into")
        ufunc = getattr(np, rule["ufunc"], None)
        if not isinstance(ufunc, np.ufunc) or ufunc.nin != 2 or ufunc.nout != 1:
            raise b.fail(at, f"'{rule['ufunc']}' is not a numpy ufunc of two inputs and one output "
                         "(add, multiply, maximum...)")
        unless = rule.get("unless")
        if unless is not None and (unless not in b.props or b.props[unless].type != "bool"):
            raise b.fail(at, f"unless '{unless}' is not a bool prop of the op")
        rules.append(CastRule(name, rule["into"], rule["ufunc"], rule["casting"], unless, b.loc(*at, key=True)))
    return tuple(rules)


def cast_lines(spec, check="check_casting") -> list[str]:
    """make_node's lines checking the casts of ``spec`` on its checked inputs (calling ``check``:
    opspec.tensor.casting.check_casting, as the generated module names it)."""
    lines = []
    for rule in spec.casts:
        call = f"{check}(self, {rule.ufunc!r}, {rule.into}, {rule.input}, {rule.casting!r})"
        lines += [f"if not self.{rule.unless}:", f"    {call}"] if rule.unless else [call]
    return lines
