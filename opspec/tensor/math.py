"""PyTensor's ``tensor.math``: arithmetic, comparisons, elementwise functions, reductions and
products, as ``opspec.tensor`` has them (generated from ``specs/``), with PyTensor's aliases."""
from opspec.tensor import (  # noqa: F401
    Abs, Add, All, Any, Argmax, Dot, Eq, Exp, Ge, Gt, IntDiv, Le, Log, Lt, Matmul, Max, Maximum, Min, Minimum,
    Mod, Mul, Neg, Neq, Outer, Pow, Prod, Sigmoid, Sign, Sub, Sum, Tanh, TrueDiv,
    abs, add, all, and_, any, argmax, cos, dot, eq, erf, exp, expm1, ge, gt, int_div, invert, le, log, log1p,
    logsumexp, lt, matmul, max, maximum, mean, min, minimum, mod, mul, neg, neq, or_, outer, pow, prod, sigmoid,
    sign, sin, softplus, sqr, sqrt, sub, sum, tanh, true_div, xor,
)

# PyTensor's other names of the same functions
square = sqr
true_divide = divide = true_div
floor_divide = int_div
power = pow
negative = neg
bitwise_and, bitwise_or, bitwise_xor, bitwise_not = and_, or_, xor, invert
abs_ = abs
dense_dot = dot


def max_and_argmax(a, axis=None, keepdims=False):
    """``[max(a, axis), argmax(a, axis)]``."""
    return [max(a, axis=axis, keepdims=keepdims), argmax(a, axis=axis, keepdims=keepdims)]


def _allclose(a, b, rtol=None, atol=None) -> bool:
    """numpy's allclose with the tolerances of the narrower dtype (``tensor.type.tolerance``)
    where none is given: what PyTensor's test helpers compare values with."""
    import numpy as np

    from opspec.tensor.type import tolerance
    a, b = np.asarray(a), np.asarray(b)
    default_rtol, default_atol = tolerance(a.dtype, b.dtype)
    return bool(np.allclose(a, b, rtol=default_rtol if rtol is None else rtol,
                            atol=default_atol if atol is None else atol))
