"""The special functions of :mod:`opspec.tensor.special_values` for Numba kernels (``nsp``).

Those references are scalar functions on floats written on ``math``, which Numba compiles as
they are: each is compiled here from its own code, with its calls to the other references bound
to their compiled versions, so a Numba kernel computes what the reference computes (in float64,
as the reference and the C kernels do). Two references catch the OverflowError that Python's
``math.lgamma`` / ``math.gamma`` raise where C's return inf; Numba's math is C's, so their Numba
forms are the bare calls.

Each ``<name>_value`` here is a ufunc of float64 (Numba's ``vectorize``): on a scalar inside an
elementwise op's scalar function, or on an array.
"""
from __future__ import annotations

import math
import types as pytypes

import numba

from opspec.tensor import special_values as references

__all__ = list(references.__all__)


def _gammaln(x):
    return math.lgamma(x)       # C's: inf at the poles and past the largest doubles


def _gamma(x):
    return math.gamma(x)        # C's: +-inf at 0 and on overflow, nan at the negative poles


#: the references' scalar functions that Numba compiles from their own code, callees first
_COMPILED_AS_WRITTEN = ("_pole", "_erfcx", "_giles", "_erfinv", "_erfcinv", "_digamma", "_hurwitz_zeta",
                        "_polygamma", "_gammainc_pair", "_gammainc", "_gammaincc", "_log_ndtr", "_xlogy",
                        "_xlog1py", "_betaln")


def _compile():
    """name -> the compiled scalar function, each calling the others' compiled versions."""
    scope = dict(vars(references))
    for name in _COMPILED_AS_WRITTEN:
        f = getattr(references, name)
        scope[name] = numba.njit(pytypes.FunctionType(f.__code__, scope, name, f.__defaults__),
                                 error_model="numpy")
    for f in (_gammaln, _gamma):
        scope[f.__name__] = numba.njit(f, error_model="numpy")
    return scope


_SCALARS = _compile()


def _ufunc(value_name):
    scalar = _SCALARS["_" + value_name[:-len("_value")]]
    arity = scalar.py_func.__code__.co_argcount
    signature = "float64(" + ", ".join(["float64"] * arity) + ")"
    kernel = (lambda x: scalar(x)) if arity == 1 else (lambda x, y: scalar(x, y))
    return numba.vectorize([signature])(kernel)


for _name in __all__:
    globals()[_name] = _ufunc(_name)
