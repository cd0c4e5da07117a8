"""What numpy says a graph of steps must do, under opspec's rule for values never needed.

The rule (docs/shapes.md): a value that reaches no output is never computed, so an error that
depends on values is raised only where the value is computed; an error that depends only on
shapes and props is raised wherever the shape is used. A step's operand is read for its value
unless the step reads only its shape (:func:`fuzz_specs.shape_only_inputs`: ``like`` of
SumToShape, ``x`` of Shape, Shape_i and Second). So numpy's error at a step decides the case
only when the step is value-live (its value reaches an output), or when the step raises it for
every probe of its operands' shapes and dtypes (zeros, ones, identity matrices): then it depends
only on shapes. Otherwise a mode may raise it or return the outputs, which numpy computes with
the step's value replaced by a probe's (the outputs read only its shape).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from fuzz_oracle import attempt, same_error_class


@dataclass
class Expected:
    """numpy's outcome: ``error`` (every mode raises its class), or ``values`` per value index
    (None for values no output needs); ``excused``: errors of value-dead steps a mode may raise."""
    values: list | None = None
    error: BaseException | None = None
    excused: list = field(default_factory=list)


def reached(n_inputs, steps, outputs, by_value: bool) -> set:
    """The values the outputs need: all of them, or (``by_value``) those whose values they need.
    ``steps``: (numpy function, operand indices, positions of the operands read for their shape)."""
    seen, todo = set(), list(outputs)
    while todo:
        i = todo.pop()
        if i in seen:
            continue
        seen.add(i)
        if i >= n_inputs:
            _, refs, shape_only = steps[i - n_inputs]
            todo += [r for k, r in enumerate(refs) if not (by_value and k in shape_only)]
    return seen


def probes(operands) -> list:
    """Operand lists of the same shapes and dtypes as ``operands``: zeros, ones, identities."""
    def eye(a):
        if a.ndim < 2:
            return np.ones_like(a)
        return np.broadcast_to(np.eye(*a.shape[-2:]), a.shape).astype(a.dtype)
    arrays = [np.asarray(a) for a in operands]
    return [[np.zeros_like(a) for a in arrays], [np.ones_like(a) for a in arrays], [eye(a) for a in arrays]]


def stand_in(fn, operands):
    """The step's result on the first probe it accepts (its shape and dtype), or None when it
    raises on every probe: its error depends only on the operands' shapes, dtypes and props."""
    for probe in probes(operands):
        result = attempt(lambda: np.asarray(fn(*probe)), "probe")
        if result.ok:
            return result.values
    return None


def expected(n_inputs, steps, outputs, arrays) -> Expected:
    """numpy's outcome for ``outputs`` of ``steps`` (see :func:`reached`) on ``arrays``."""
    needed = reached(n_inputs, steps, outputs, by_value=False)
    live = reached(n_inputs, steps, outputs, by_value=True)
    values, excused = list(arrays), []
    with np.errstate(all="ignore"):
        for k, (fn, refs, _) in enumerate(steps):
            if n_inputs + k not in needed:
                values.append(None)
                continue
            operands = [values[r] for r in refs]
            got = attempt(lambda: np.asarray(fn(*operands)), "numpy")
            if got.ok:
                values.append(got.values)
                continue
            substitute = None if n_inputs + k in live else stand_in(fn, operands)
            if substitute is None:
                return Expected(error=got.error)
            excused.append(got.error)
            values.append(substitute)
    return Expected(values=values, excused=excused)


def excused(want: Expected, got) -> bool:
    """Whether a mode's outcome ``got`` (an Outcome that raised) is an error ``want`` excuses."""
    return not got.ok and any(same_error_class(got.error, e) for e in want.excused)
