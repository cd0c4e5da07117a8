"""What the fuzz tests read from the specs: every op of the standard library, the numpy each
op stands for (its python: formula, evaluated on its inputs as the spec language documents
they are read; numpy's own function where it has one) and how exactly a C kernel must match
it. Nothing here lists ops: a new op in specs/ is fuzzed as it is."""
from __future__ import annotations

import ast
import re

import numpy as np

from opspec.configuration import config
from opspec.testing.spec_checks import python_namespace
from opspec.testing.spec_checks import stdlib_cases
from opspec.testing.ulps import REIMPLEMENTED_ULPS, ULPS, reimplemented, transcendental  # noqa: F401 - read by the fuzz tests
from opspec.tensor.casting import numpy_casting
from opspec.tensor.specop import dtype_in_class, upgrade_to_float

#: "module.Op" -> (spec file, op spec), for every op of specs/
OPS = {f"{spec.module}.{op.name}": (spec, op) for spec, op, _ in stdlib_cases()}


def input_specs(op, n):
    """The InputSpec of each of ``n`` arguments (the variadic one repeats)."""
    declared = list(op.inputs)
    return [declared[min(k, len(declared) - 1)] for k in range(n)]


def refused(op, args, props=None) -> bool:
    """Whether an input has a dtype its spec neither admits nor documents a reading of, or
    (given the props) a pair of dtypes its ``casts:`` refuses: the node refuses either when it is
    built, before numpy's own order of errors (an index out of bounds) could be asked."""
    if props is not None and any(_cast_refused(rule, op, args, props) for rule in op.casts):
        return True
    for spec, a in zip(input_specs(op, len(args)), args):
        if not isinstance(a, np.ndarray) or dtype_in_class(a.dtype.name, spec.dtype):
            continue
        kind = a.dtype.kind
        documented = ("float" in spec.dtype.split("|") and kind in "iub") or (spec.dtype == "bool" and kind in "iufc") \
            or (op.elemwise and kind == "b")
        if not documented:
            return True
    return False


def _cast_refused(rule, op, args, props) -> bool:
    if rule.unless is not None and props.get(rule.unless):
        return False
    names = [spec.name for spec in input_specs(op, len(args))]
    into, operand = args[names.index(rule.into)], args[names.index(rule.input)]
    try:
        numpy_casting(rule.ufunc, np.asarray(into).dtype, np.asarray(operand).dtype, rule.casting)
    except TypeError:
        return True
    return False


def coerced(op, args):
    """The inputs as the spec language documents an op reads them: class float given integers
    or bool is computed in floatX, and so is any class holding floatX (float32|float64) of an op
    not elemwise; class bool given numbers reads their truth."""
    out = []
    for spec, a in zip(input_specs(op, len(args)), args):
        if isinstance(a, np.ndarray) and not dtype_in_class(a.dtype.name, spec.dtype):
            if "float" in spec.dtype.split("|") and dtype_in_class(a.dtype.name, "int|uint|bool"):
                a = a.astype(upgrade_to_float(a.dtype.name))
            elif not op.elemwise and dtype_in_class(config.floatX, spec.dtype) and \
                    dtype_in_class(a.dtype.name, "int|uint|bool"):
                a = a.astype(config.floatX)       # SpecOp.checked_input (elemwise ops read bools their way)
            elif spec.dtype == "bool" and dtype_in_class(a.dtype.name, "number"):
                a = a != 0
        out.append(a)
    return out


def wraps_ints(op) -> bool:
    """The spec language's rule: an elemwise op whose python: is ``np.where`` of its inputs
    converts Python ints as np.where does, with wraparound (``np.where(c, int8, 300)`` holds 44)."""
    return _calls(op, "where")


def clips(op) -> bool:
    """An elemwise op whose python: is ``np.clip`` of its inputs reads its Python bounds as
    np.clip does: None, or an int beyond x's integer dtype on the side it clips nothing, bounds
    nothing; an int beyond the other side is an OverflowError."""
    return _calls(op, "clip")


def _calls(op, function) -> bool:
    call = re.fullmatch(r"np\.(\w+)\((.*)\)", op.python.source)
    return op.elemwise and bool(call) and call.group(1) == function and \
        [a.strip() for a in call.group(2).split(",")] == list(op.input_names)


def computes_in_float(op) -> bool:
    """Whether the op has only float loops (every output's rule is float: true_divide, arctan2,
    scipy's xlogy, betaln, polygamma): numpy converts a Python int into that loop's float dtype,
    however large, where an integer loop would refuse one its dtype cannot hold."""
    return bool(op.outputs) and all(o.rule == "float" for o in op.outputs)


#: numpy's comparison ufuncs: next to integer arrays they compare a Python int's exact value,
#: however large (``int8_array != 2**63 - 1`` is all True), where arithmetic refuses it
COMPARISONS = frozenset({np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal})


def compares_exactly(op) -> bool:
    """Whether the op is one of numpy's comparison ufuncs (see COMPARISONS)."""
    own = numpy_function(op)
    return own is not None and getattr(np, own[3:own.index("(")], None) in COMPARISONS


def weak_arrays(op, args):
    """Python scalars as the 0-d arrays numpy 2 makes of them next to the arrays (NEP 50: the
    arrays' dtype; an int that does not fit raises OverflowError, wraps around where the op's
    kernel is np.where, is a float where the op computes in float, or keeps its exact value in
    the smallest dtype holding it (an infinity beyond 64 bits) where the op compares integers):
    a python: kernel sees arrays (np.clip converts a Python x to an array of its own dtype
    first, then reads its bounds itself)."""
    strong = [a.dtype for a in args if isinstance(a, np.ndarray)]
    out = []
    for a in args:
        if clips(op):
            pass                                  # np.clip, the kernel, reads its scalars itself
        elif not isinstance(a, np.ndarray):
            dtype = np.result_type(*strong, a)
            if compares_exactly(op) and isinstance(a, int) and not isinstance(a, bool) and \
                    any(d.kind in "iu" for d in strong) and dtype.kind in "iu" and \
                    not np.iinfo(dtype).min <= a <= np.iinfo(dtype).max:
                # int64 or uint64 hold it; beyond those, an infinity compares with every integer as it does
                a, dtype = (a, np.min_scalar_type(a)) if -2 ** 63 <= a < 2 ** 64 else (np.copysign(np.inf, a), np.dtype("float64"))
            if computes_in_float(op) and isinstance(a, int) and dtype.kind in "iu" and not \
                    np.iinfo(dtype).min <= a <= np.iinfo(dtype).max:
                dtype = np.dtype(upgrade_to_float(dtype.name))
            if wraps_ints(op) and isinstance(a, int) and not isinstance(a, bool) and dtype.kind in "iu" \
                    and -2 ** 63 <= a < 2 ** 64:
                a = np.array(a, dtype="int64" if a < 2 ** 63 else "uint64").astype(dtype)
            a = np.asarray(a, dtype=dtype)
        out.append(a)
    return out


def evaluate(op, source, props, args, env=None):
    """``source`` (a python: formula) evaluated with numpy, as the spec language binds names."""
    env = python_namespace() if env is None else env
    env.update(props)
    k = 0
    for spec in op.inputs:
        if spec.variadic:
            env[spec.name] = list(args[k:])
            k = len(args)
        else:
            env[spec.name] = args[k]
            k += 1
    result = eval(compile(source, f"<{op.name} python>", "eval"), env)  # noqa: S307 - the oracle
    values = list(result) if len(op.outputs) > 1 else [result]
    return [np.asarray(v) for v in values]


#: what an op's python: may read of an input that gives it a shape only, never values
SHAPE_ATTRIBUTES = frozenset({"shape", "ndim", "dtype", "size"})


def shape_only_inputs(op) -> frozenset:
    """Positions of the inputs the op's python: reads only through SHAPE_ATTRIBUTES (``like``
    of SumToShape, ``x`` of Shape, Shape_i and Second): their values never reach its result."""
    tree = ast.parse(op.python.source, mode="eval")
    through = {id(node.value) for node in ast.walk(tree)
               if isinstance(node, ast.Attribute) and node.attr in SHAPE_ATTRIBUTES}
    out = set()
    for k, spec in enumerate(op.inputs):
        uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == spec.name]
        if uses and all(id(n) in through for n in uses):
            out.add(k)
    return frozenset(out)


#: numpy functions whose zero results have a sign numpy's loops choose: C99's fmax / fmin leave
#: the larger of 0.0 and -0.0 open (nanmax of [0., 0., -0.] is -0.0, of [0., -0.] 0.0), and clip
#: keeps x at a scalar bound but takes an array bound (clip(-0.0, 0., 1.) is -0.0, with bounds
#: arrays of 0.0 and 1.0 it is 0.0)
ZERO_SIGN_OPEN = re.compile(r"\bnp\.(nanmax|nanmin|fmax|fmin|clip)\b")


def zero_sign_open(op) -> bool:
    """Whether numpy's result for the op may be a zero of either sign (see ZERO_SIGN_OPEN)."""
    return bool(ZERO_SIGN_OPEN.search(op.python.source))


def numpy_function(op):
    """numpy's own function of the op, evaluated on the inputs as given: the call its python:
    is, or the ufunc of its name; None when numpy has none."""
    call = re.fullmatch(r"np\.(\w+)\((.*)\)", op.python.source)
    if call and [a.strip() for a in call.group(2).split(",")] == list(op.input_names):
        return op.python.source
    ufunc = getattr(np, op.instance or op.name.lower(), None)
    if op.elemwise and isinstance(ufunc, np.ufunc) and ufunc.nin == len(op.inputs) and ufunc.nout == len(op.outputs):
        return f"np.{ufunc.__name__}({', '.join(op.input_names)})"
    return None


def oracles(op, args):
    """(name, numpy source, its inputs): numpy's own function on the inputs as given (Python
    scalars too), unless the spec documents reading them otherwise (exp of int8 is floatX here,
    float16 in numpy); and the op's python: on the inputs as documented, as arrays."""
    own = numpy_function(op)
    scalars = not all(isinstance(a, np.ndarray) for a in args)
    # a numpy function that is no ufunc reads Python scalars its own way (np.clip makes a Python x
    # an array first); the spec language reads them weakly, as ufuncs do (docs/spec-language.md)
    own_reading = wraps_ints(op) or (clips(op) and not isinstance(args[0], np.ndarray))
    documented = any(a is not b for a, b in zip(coerced(op, args), args)) or (scalars and own_reading)
    out = []
    if own is not None and not documented:
        out.append(("numpy", own, args))
    if not out or (own != op.python.source and not scalars):
        out.append(("python:", op.python.source, coerced(op, args)))
    return out
