"""Names a spec formula may use besides the ops declared in specs.

The generator runs before `generated/` exists, so it cannot import
`opspec.tensor` to learn its namespace; this list is that namespace's
hand-written part (tests check it matches `opspec.tensor`).
"""

#: helpers of `opspec.tensor` that formulas (grad, shape, r_op, ...) may call
RUNTIME_NAMES = frozenset({
    "as_tensor_variable", "constant", "cast", "zeros_like", "ones_like", "zeros", "ones",
    "switch", "where", "sum", "mean", "prod", "max", "min", "all", "any", "argmax",
    "dimshuffle", "transpose", "reshape", "shape", "shape_i", "alloc", "broadcast_to",
    "fill", "second", "sqr", "dot", "outer", "concatenate", "stack", "grad_undefined",
    "grad_not_implemented", "disconnected", "sum_to_shape", "reduce_shape", "broadcast_shape",
    "normalize_axes", "floatX", "pi", "inf", "nan", "e", "is_integer",
    "expand_reduced", "expand_dims", "squeeze", "shape_tuple", "add_terms", "softmax", "log_softmax",
    "logsumexp", "prod_grad", "dimshuffle_shape", "dimshuffle_grad", "reshape_shape", "join_shape",
    "split_grad", "slice_axis_shape", "pad_axis", "dot_shape", "dot_grad_x", "dot_grad_y",
    "matmul_shape", "matmul_grad_x", "matmul_grad_y",
    "fill_tangents",
    "getitem", "set_subtensor", "inc_subtensor", "take", "nonzero", "subtensor_shape", "advanced_shape",
    "arange_length", "diag_length", "extract_diag_shape", "extract_diag_grad", "cum_shape", "cum_grad", "cum_rop",
})

#: names a `python:` kernel may use besides its inputs and props
PYTHON_NAMES = frozenset({
    "np", "abs", "all", "any", "bool", "float", "int", "len", "list", "max", "min",
    "range", "round", "sorted", "sum", "tuple", "zip", "enumerate", "isinstance",
    "normalize_axes", "reduce_shape", "None", "True", "False", "math",
    "dimshuffle_value", "softmax_value", "logsumexp_value", "reduce_to_shape", "slice_axis_value",
    "basic_index", "advanced_index", "inc_basic_value", "inc_advanced_value", "nonzero_value",
    "inc_rows_value",
})

#: predicates a rewrite rule's `when:` may call
WHEN_NAMES = frozenset({
    "dtype", "ndim", "shape", "is_constant", "value", "broadcastable", "is_float",
    "is_integer", "same_type", "fast_math", "len", "all", "any", "abs",
})


def python_namespace() -> dict:
    """What a ``python:`` kernel sees besides its inputs and props, wherever it is evaluated:
    numpy as ``np``, ``math``, the builtins and the helpers that ``PYTHON_NAMES`` documents, and
    no other name (``max`` is Python's, never the symbolic op of ``opspec.tensor``)."""
    import builtins
    import math

    import numpy as np

    import opspec.tensor as ot

    allowed = {name: getattr(builtins, name) for name in PYTHON_NAMES if hasattr(builtins, name)}
    names = {name: getattr(ot, name) for name in PYTHON_NAMES - {"np", "math"} if name not in allowed}
    names.update(np=np, math=math, __builtins__=allowed)
    return names
