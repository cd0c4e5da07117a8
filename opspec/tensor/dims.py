"""Arithmetic on dimensions, for the shape rules of generated ops.

A shape rule is evaluated three ways (``SpecOp.output_shapes``): on static sizes, where some
are :data:`UNKNOWN`; on symbolic int64 scalars (``infer_shape``); and on ints, to allocate
outputs before a C kernel runs. Python's ``+ - * //`` work on all three (UNKNOWN stays
unknown, Variables build graphs); ``min``, ``max``, comparisons, ``a if c else b`` and
``and / or / not`` do not, so the generator writes them as the calls below, which do the
right thing for each kind of value.

The rules are evaluated on two libraries' symbolic sizes: opspec's, and PyTensor's when a spec
is generated with ``--target pytensor``. :class:`Dims` is the algebra once, over the few
pieces a library gives (:class:`Library`); this module's functions are its instance over
``opspec.tensor``, and :mod:`opspec.targets.pytensor.dims` instantiates it over
``pytensor.tensor`` (the core never imports PyTensor).
"""
from __future__ import annotations

import operator
from collections import namedtuple
from typing import Callable

import numpy as np

__all__ = ["UNKNOWN", "Dims", "Library", "known", "minimum", "maximum", "compare", "if_", "and_", "or_", "not_",
           "checked", "nonzero", "ours", "one_or", "broadcasts", "broadcast"]


class _UnknownDim:
    """A static size nobody knows yet: arithmetic on it stays unknown."""

    def __repr__(self):
        return "?"

    def _unknown(self, *args):
        return self

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _unknown
    __floordiv__ = __rfloordiv__ = __truediv__ = __rtruediv__ = __mod__ = __rmod__ = _unknown
    __neg__ = __pos__ = __abs__ = _unknown


UNKNOWN = _UnknownDim()

#: a comparison of a shape rule -> Python's operator, the tensor libraries' function
_COMPARE = {"<": (operator.lt, "lt"), "<=": (operator.le, "le"), ">": (operator.gt, "gt"),
            ">=": (operator.ge, "ge"), "==": (operator.eq, "eq"), "!=": (operator.ne, "neq")}


def known(value) -> bool:
    """A Python or numpy number or bool, or a prop's string or None: the value is there, neither
    unknown nor a graph (a rule compares a size, or a prop such as ``mode == 'complete'``)."""
    return value is None or isinstance(value, (int, float, bool, str, np.integer, np.floating, np.bool_))


# (a namedtuple, not a frozen dataclass: making that class cost a warm start ~0.8 ms)
Library = namedtuple("Library", "tensor Variable Constant check broadcast_size")
Library.__doc__ = """What the algebra needs of a tensor library: its functions (``minimum maximum lt le gt ge
eq neq switch and_ or_ invert constant``), its Variable and Constant classes, its op that raises
``error(message)`` unless conditions hold (``check(error, message)(value, *conds)``), and its size
two sizes broadcast to, checked when run."""


class Dims:
    """The dimension algebra over one library, given by ``load`` (called on first use: opspec's
    tensor package reaches this module while it loads, so it is bound late)."""

    def __init__(self, load: Callable[[], Library]):
        self._load = load
        self._library = None

    @property
    def lib(self) -> Library:
        if self._library is None:
            self._library = self._load()
        return self._library

    known = staticmethod(known)

    def _unwrap(self, value):
        """A scalar Constant's number (infer_shape sees static sizes as Constants): comparing
        two gives a Python bool, not a graph."""
        if isinstance(value, self.lib.Constant) and np.ndim(value.data) == 0:
            return value.data.item()
        return value

    def _fold(self, values, pick, symbolic):
        if len(values) == 1 and isinstance(values[0], (list, tuple)):       # max(a, b) and max([a, b]) alike
            values = tuple(values[0])
        if not values:
            raise ValueError("min / max of no dimensions")
        if any(v is UNKNOWN for v in values):
            return UNKNOWN
        if all(known(v) for v in values):
            return pick(values)
        result = values[0]
        for v in values[1:]:
            result = getattr(self.lib.tensor, symbolic)(result, v)
        return result

    def minimum(self, *values):
        """The smallest of several dimensions (``min`` / ``minimum`` in a shape rule)."""
        return self._fold(values, min, "minimum")

    def maximum(self, *values):
        """The largest of several dimensions (``max`` / ``maximum`` in a shape rule)."""
        return self._fold(values, max, "maximum")

    def compare(self, op: str, a, b):
        """``a <op> b`` for dimensions (a bool, UNKNOWN, or a symbolic bool); sequences compare
        element by element (equal when every pair is); strings (props such as a mode) as Python's."""
        if isinstance(a, str) or isinstance(b, str):
            return bool(_COMPARE[op][0](a, b))
        if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
            a, b = tuple(a), tuple(b)
            if op not in ("==", "!="):
                raise TypeError(f"shape rule: {op} between sequences of dimensions")
            if len(a) != len(b):
                return op == "!="
            equal = self.and_(*[(lambda x=x, y=y: self.compare("==", x, y)) for x, y in zip(a, b)])
            return equal if op == "==" else self.not_(equal)
        python, symbolic = _COMPARE[op]
        if a is UNKNOWN or b is UNKNOWN:
            return UNKNOWN
        a, b = self._unwrap(a), self._unwrap(b)
        if known(a) and known(b):
            return bool(python(a, b))
        return getattr(self.lib.tensor, symbolic)(a, b)

    def if_(self, cond, then, otherwise):
        """``then() if cond else otherwise()``: a branch is evaluated only when ``cond`` is a
        Python bool; an unknown condition gives what both branches agree on; a symbolic one
        switches between both (element by element for shapes)."""
        if known(cond):
            return then() if cond else otherwise()
        return self._merge(cond, then(), otherwise())

    def _merge(self, cond, a, b):
        if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
            if not (isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b)):
                raise ValueError("shape rule: the branches of a conditional give shapes of different ranks")
            return type(a)(self._merge(cond, x, y) for x, y in zip(a, b))
        if cond is UNKNOWN:
            return a if known(a) and known(b) and a == b else UNKNOWN
        if a is UNKNOWN or b is UNKNOWN:
            return UNKNOWN
        return self.lib.tensor.switch(cond, a, b)

    def and_(self, *thunks):
        """``a and b and ...`` of conditions given as thunks, evaluated left to right while a
        Python bool leaves the answer open."""
        return self._chain(thunks, stop=False, symbolic="and_")

    def or_(self, *thunks):
        """``a or b or ...`` of conditions given as thunks (see and_)."""
        return self._chain(thunks, stop=True, symbolic="or_")

    def _chain(self, thunks, stop, symbolic):
        rest = []
        for thunk in thunks:
            value = thunk() if callable(thunk) else thunk
            if known(value):
                if bool(value) is stop:
                    return stop
                continue
            rest.append(value)
        if not rest:
            return not stop
        if any(v is UNKNOWN for v in rest):
            return UNKNOWN
        result = rest[0]
        for v in rest[1:]:
            result = getattr(self.lib.tensor, symbolic)(result, v)
        return result

    def not_(self, cond):
        """``not cond`` for a condition."""
        if known(cond):
            return not cond
        if cond is UNKNOWN:
            return UNKNOWN
        return self.lib.tensor.invert(cond)

    def one_or(self, n, d):
        """The condition that size ``n`` is 1 or ``d``: ``n`` broadcasts to ``d``."""
        return self.or_(lambda: self.compare("==", n, 1), lambda: self.compare("==", n, d))

    def broadcasts(self, a, b):
        """The condition that sizes ``a`` and ``b`` broadcast: equal, or one of them 1."""
        return self.or_(lambda: self.compare("==", a, b), lambda: self.compare("==", a, 1),
                        lambda: self.compare("==", b, 1))

    def broadcast(self, a, b):
        """The size sizes ``a`` and ``b`` broadcast to (numpy's rule): sizes known to differ,
        neither 1, raise numpy's ValueError now; symbolic ones are checked when run (the
        library's broadcast size), so that a gradient summing back to either one can see in
        the graph that it was broadcast from it (``kernels.sum_to_shape_shape``)."""
        if a is b:
            return a
        a, b = self._unwrap(a), self._unwrap(b)
        for x, y in ((a, b), (b, a)):
            if known(x) and x == 1:
                return y
        if known(a) and known(b):
            if a != b:
                raise ValueError(f"shape mismatch: objects cannot be broadcast to a single shape (sizes {a} and {b})")
            return a
        if a is UNKNOWN or b is UNKNOWN:
            return UNKNOWN
        return self.lib.broadcast_size(a, b)

    def checked(self, sizes, ok, message, error=ValueError):
        """``sizes`` (a shape) once ``ok`` (a condition on dimensions) holds: False raises
        numpy's ``error`` (ValueError; numpy.linalg's LinAlgError) now; a symbolic condition
        guards every size, raising it when run. A shape rule that can reject shapes (dot's
        contracted sizes, a join's other sizes) returns its shape through this, so that the
        shape of a result is never had without the check computing the result makes:
        ``dot(a, b).shape`` raises where ``dot(a, b)`` would (docs/shapes.md)."""
        if ok is UNKNOWN or (known(ok) and ok):
            return tuple(sizes)
        if known(ok):
            raise error(message)
        lib = self.lib
        guard = lib.check(error, message)
        return tuple(guard(s if isinstance(s, lib.Variable) else lib.tensor.constant(s, dtype="int64"), ok)
                     for s in sizes)

    def nonzero(self, sizes, extents, message):
        """``sizes`` once none of ``extents`` is 0 (see checked): what a reduction without an
        identity (max, argmax, the max inside softmax) asks of the sizes it reduces."""
        if not self.ours(*sizes, *extents):
            return tuple(sizes)
        return self.checked(sizes, self.and_(*[(lambda n=n: self.compare("!=", n, 0)) for n in extents]), message)

    def ours(self, *sizes) -> bool:
        """Whether sizes are this library's (known, unknown, or its Variables): another
        library's (the PyTensor target's shape rules call opspec's helpers) check their shapes
        themselves."""
        Variable = self.lib.Variable
        return all(known(v) or v is UNKNOWN or isinstance(v, Variable) for v in sizes)


def _opspec() -> Library:
    import opspec.tensor as ot
    from opspec.graph.basic import Constant, Variable
    from opspec.raise_op import CheckAndRaise
    return Library(ot, Variable, Constant, CheckAndRaise, ot.broadcast_size)


#: the algebra over opspec's own sizes; the functions below are its methods
OPSPEC = Dims(_opspec)
minimum, maximum, compare, if_, and_, or_, not_ = (OPSPEC.minimum, OPSPEC.maximum, OPSPEC.compare, OPSPEC.if_,
                                                   OPSPEC.and_, OPSPEC.or_, OPSPEC.not_)
checked, nonzero, ours, one_or, broadcasts, broadcast = (OPSPEC.checked, OPSPEC.nonzero, OPSPEC.ours, OPSPEC.one_or,
                                                      OPSPEC.broadcasts, OPSPEC.broadcast)
