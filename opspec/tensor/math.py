"""PyTensor's ``tensor.math``: arithmetic, comparisons, elementwise functions, reductions and
products, as ``opspec.tensor`` has them (generated from ``specs/``), with PyTensor's aliases."""
from opspec.tensor import (  # noqa: F401
    Abs, Add, All, Any, Argmax, Dot, Eq, Exp, Ge, Gt, IntDiv, Le, Log, Lt, Matmul, Max, Maximum, Min, Minimum,
    Mod, Mul, Neg, Neq, Outer, Pow, Prod, Sigmoid, Sign, Sub, Sum, Tanh, TrueDiv,
    abs, add, all, and_, any, argmax, cos, dot, eq, erf, exp, expm1, ge, gt, int_div, invert, le, log, log1p,
    logsumexp, lt, matmul, max, maximum, mean, min, minimum, mod, mul, neg, neq, or_, outer, pow, prod, sigmoid,
    sign, sin, softplus, sqr, sqrt, sub, sum, tanh, true_div, xor,
    # PyTensor's other names of the same functions (opspec.tensor's alias table)
    abs_, bitwise_and, bitwise_not, bitwise_or, bitwise_xor, dense_dot, divide, equal, floor_div, floor_divide,
    greater, greater_equal, less, less_equal, negative, not_equal, power, square, true_divide,
    # and compositions of them PyTensor's module has
    ceil_intdiv, isneginf, isposinf, largest, max_and_argmax, smallest,
)


def _allclose(a, b, rtol=None, atol=None) -> bool:
    """numpy's allclose with the tolerances of the narrower dtype (``tensor.type.tolerance``)
    where none is given: what PyTensor's test helpers compare values with."""
    import numpy as np

    from opspec.tensor.type import tolerance
    a, b = np.asarray(a), np.asarray(b)
    default_rtol, default_atol = tolerance(a.dtype, b.dtype)
    return bool(np.allclose(a, b, rtol=default_rtol if rtol is None else rtol,
                            atol=default_atol if atol is None else atol))
