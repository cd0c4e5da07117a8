"""Checks driven by an op's ``samples:``: every stdlib op is tested by these, not by hand.

Each check takes the OpSpec, the generated module and one sample. References are
computed independently of the generated code: the sample's ``reference:`` (or the
spec's ``python:`` text) is evaluated here with numpy, and the output dtype is derived
from the spec's rule by this module's own reading of it.
"""
from __future__ import annotations

import builtins
import importlib
import math
from pathlib import Path

import numpy as np

import opspec.tensor as ot
from opspec.configuration import config
from opspec.spec.load import load_specs
from opspec.spec.namespace import PYTHON_NAMES, PYTHON_OP_NAMES

REPO = Path(__file__).resolve().parents[2]
STDLIB_SPECS = sorted((REPO / "specs").glob("*.yaml"))

_FLOAT = ("float16", "float32", "float64")


def python_namespace() -> dict:
    """What a ``python:`` kernel sees besides its inputs and props, wherever it is evaluated:
    numpy as ``np``, ``math``, the builtins and the helpers that ``PYTHON_NAMES`` documents, and
    no other name (``max`` is Python's, never the symbolic op of ``opspec.tensor``)."""
    allowed = {name: getattr(builtins, name) for name in PYTHON_NAMES if hasattr(builtins, name)}
    # numpy imports lazily through its caller's builtins (raising OverflowError for np.add(int8,
    # 300), or in the first Generator.dirichlet): without __import__ that became KeyError. A
    # formula cannot name it (load admits only PYTHON_NAMES), so the namespace stays as documented.
    allowed["__import__"] = builtins.__import__
    names = {name: getattr(ot, name) for name in PYTHON_NAMES - {"np", "math"} - set(PYTHON_OP_NAMES)
             if name not in allowed}
    names.update(np=np, math=math, __builtins__=allowed, inplace=False)     # the op, not its inplace variant
    return names


def stdlib_cases():
    """(spec file, op spec, sample index) for every sample of every stdlib op but the random ones
    (whose checks, ``opspec.testing.random_checks``, give them their generator and size)."""
    cases = []
    for spec_file in load_specs([str(p.relative_to(REPO)) for p in STDLIB_SPECS]):
        for op in spec_file.ops:
            if op.random is not None:
                continue
            for k, _ in enumerate(op.samples):
                cases.append((spec_file, op, k))
    return cases


def case_id(case) -> str:
    spec_file, op, k = case
    return f"{spec_file.module}.{op.name}[{k}]"


def module_of(spec_file, module=None):
    """The generated module of a spec file: ``module`` when given (a user's), else the library's."""
    return module if module is not None else importlib.import_module(f"opspec.ops.{spec_file.module}")


# ------------------------------------------------------------------ sample values
def sample_values(op, sample, rng) -> list[np.ndarray]:
    """numpy arrays for a sample's inputs (random ones drawn from ``rng``)."""
    values = []
    declared = list(op.inputs)
    for k, value in enumerate(sample.inputs):
        spec = declared[min(k, len(declared) - 1)]
        values.append(_value(value, spec, sample, rng))
    return values


def _default_dtype(spec, kind, sample):
    if spec.dtype in ("float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool"):
        return spec.dtype
    if sample.dtype:
        return sample.dtype
    return config.floatX if kind == "float" else "int64"


def _value(value, spec, sample, rng):
    if value.kind == "literal":
        arr = np.asarray(value.value)
        kind = "float" if arr.dtype.kind == "f" else "bool" if arr.dtype.kind == "b" else "int"
        dtype = value.dtype or (arr.dtype.name if kind == "bool" else _default_dtype(spec, kind, sample))
        if kind == "float" and np.dtype(dtype).kind in "iub":
            dtype = config.floatX
        return np.asarray(value.value, dtype=dtype)
    shape = tuple(value.shape)
    if value.kind == "rand":
        low = -1.0 if value.low is None else value.low
        high = 1.0 if value.high is None else value.high
        dtype = value.dtype or _default_dtype(spec, "float", sample)
        return rng.uniform(low, high, size=shape).astype(dtype)
    low = 0 if value.low is None else value.low
    high = 10 if value.high is None else value.high
    dtype = value.dtype or _default_dtype(spec, "int", sample)
    return rng.integers(low, high, size=shape).astype(dtype)


def make_op(module, op, sample):
    cls = getattr(module, op.name)
    return cls(**dict(sample.props)) if op.props else cls()


def symbolic_inputs(values):
    import opspec.tensor as ot
    return [ot.tensor(v.dtype, (None,) * v.ndim, name=f"in{k}") for k, v in enumerate(values)]


# ------------------------------------------------------------------ oracles
def reference(op, sample, values, module):
    """The expected outputs, from ``reference:`` or the ``python:`` text, evaluated here."""
    names = _bind_inputs(op, values)
    props = {p.name: p.default for p in op.props if p.has_default}
    props.update(dict(sample.props))
    for p in op.props:
        if p.type == "axes" and props.get(p.name) is not None and not isinstance(props[p.name], tuple):
            props[p.name] = tuple(props[p.name]) if isinstance(props[p.name], list) else (props[p.name],)
    env = python_namespace()
    env.update(props)
    env.update(names)
    source = (sample.reference or op.python).source
    result = eval(compile(source, f"<{op.name} reference>", "eval"), env)  # noqa: S307 - test oracle
    return list(result) if len(op.outputs) > 1 else [result]


def _bind_inputs(op, values):
    names, k = {}, 0
    for spec in op.inputs:
        if getattr(spec, "variadic", False):
            names[spec.name] = values[k:]
            k = len(values)
        else:
            names[spec.name] = values[k]
            k += 1
    return names


def expected_dtype(op, rule_out, values, props, module):
    """The output dtype the spec's rule gives, read independently of the runtime."""
    rule, ref = rule_out.dtype_rule, rule_out.dtype_ref
    dtypes = [v.dtype for v in values]
    if rule == "upcast":
        return np.result_type(*dtypes).name
    if rule == "float":
        up = np.result_type(*dtypes).name
        return up if up in _FLOAT or up.startswith("complex") else config.floatX
    if rule == "bool":
        return "bool"
    if rule == "number":
        up = np.result_type(*dtypes).name
        return "int8" if up == "bool" else up
    if rule == "accumulate":
        up = np.result_type(*dtypes).name
        return {"bool": "int64", "int8": "int64", "int16": "int64", "int32": "int64",
                "uint8": "uint64", "uint16": "uint64", "uint32": "uint64"}.get(up, up)
    if rule == "input":
        return _bind_inputs(op, values)[ref].dtype.name
    if rule == "prop":
        return np.dtype(props[ref]).name
    if rule == "rule":      # numpy's dtype by a function of the dtypes and props (opspec.kernels.dtype_rules)
        from opspec.kernels.dtype_rules import apply_rule
        return apply_rule(ref, dtypes, lambda name: props[name] if name in props else op.prop(name).default)
    return np.dtype(ref).name


# ------------------------------------------------------------------ checks
def check_perform(spec_file, op, k, mode="FAST_COMPILE", rng=None, module=None):
    """Compile the op on sample k, compare with the reference, the dtype rule and the static shape."""
    from opspec.compile.function import function
    from opspec.testing.asserts import assert_allclose

    module = module_of(spec_file, module)
    sample = op.samples[k]
    rng = rng or np.random.default_rng(1234 + k)
    values = sample_values(op, sample, rng)
    inputs = symbolic_inputs(values)
    instance = make_op(module, op, sample)
    outputs = instance(*inputs, return_list=True)
    f = function(inputs, outputs, mode=mode)
    originals = [v.copy() for v in values]
    results = f(*values)
    for before, after in zip(originals, values):
        np.testing.assert_array_equal(before, after, err_msg=f"{op.name} modified its input")
    expected = reference(op, sample, [v.copy() for v in values], module)
    props = dict(sample.props)
    for out_spec, var, got, want in zip(op.outputs, outputs, results, expected):
        want = np.asarray(want)
        assert got.dtype.name == var.type.dtype, f"{op.name}.{out_spec.name}: produced {got.dtype}, type says {var.type}"
        rule_dtype = expected_dtype(op, out_spec, values, props, module)
        assert var.type.dtype == rule_dtype, \
            f"{op.name}.{out_spec.name}: dtype rule gives {rule_dtype}, node gives {var.type.dtype}"
        for want_size, got_size in zip(var.type.shape, got.shape):
            assert want_size is None or want_size == got_size, \
                f"{op.name}.{out_spec.name}: static shape {var.type.shape}, value shape {got.shape}"
        assert got.shape == want.shape, f"{op.name}.{out_spec.name}: shape {got.shape}, reference {want.shape}"
        assert_allclose(want.astype(got.dtype) if want.dtype != got.dtype else want, got, rtol=sample.rtol,
                        atol=sample.atol)
    return results


# ------------------------------------------------------------------ gradients
class NotApplicable(Exception):
    """A check does not apply to this op or sample (the message says why); tests skip it."""


def _grad_kinds(op) -> dict:
    """Input name -> its gradient declaration: a marker, "formula", or None (none declared)."""
    entries = op.derivative or op.grad
    return {i.name: next((g.kind for g in entries if g.input == i.name), None) for i in op.inputs}


def _gradient_setup(spec_file, op, k, rng, module=None):
    """Sample values, the op and the indices of the float inputs to differentiate."""
    module = module_of(spec_file, module)
    sample = op.samples[k]
    if not sample.grad:
        raise NotApplicable(f"{op.name} sample {k} is marked grad: false (not differentiable there)")
    values = sample_values(op, sample, rng)
    declared = list(op.inputs)
    kinds = _grad_kinds(op)
    floats = [i for i, v in enumerate(values) if v.dtype.kind in "fc"]
    if not floats:
        raise NotApplicable(f"{op.name} sample {k} has no float input: nothing to differentiate")
    if not op.grad and not op.derivative:
        raise AssertionError(f"{op.name} takes float inputs but declares no gradient: give it grad: or "
                             "derivative: (markers undefined / not_implemented / disconnected / zero too)")
    wrt = [i for i in floats if kinds[declared[min(i, len(declared) - 1)].name]
           not in ("undefined", "not_implemented", "disconnected")]
    if not wrt:
        raise NotApplicable(f"{op.name}: the gradient of its float inputs is declared undefined, not "
                            "implemented or disconnected")
    return module, sample, values, make_op(module, op, sample), wrt


def _partial(instance, values, wrt):
    """The op as a function of the inputs in ``wrt``, the other inputs fixed to constants."""
    import opspec.tensor as ot

    def fun(*xs):
        args = [ot.constant(v) for v in values]
        for i, x in zip(wrt, xs):
            args[i] = x
        return instance(*args, return_list=True)
    return fun


def check_grad(spec_file, op, k, mode="FAST_COMPILE", rng=None, module=None):
    """verify_grad on sample k, with respect to its float inputs (others fixed). Ops whose
    outputs are all integer or bool must give zero (or undefined) gradients instead.
    module: the generated module (default: the stdlib's ``opspec.ops.<module>``)."""
    import opspec.tensor as ot
    from opspec.compile.function import function
    from opspec.gradient import grad, is_null
    from opspec.testing.gradient import verify_grad

    rng = rng or np.random.default_rng(4321 + k)
    _, sample, values, instance, wrt = _gradient_setup(spec_file, op, k, rng, module)
    fun = _partial(instance, values, wrt)
    xs = [ot.tensor(values[i].dtype, (None,) * values[i].ndim) for i in wrt]
    outs = fun(*xs)
    if any(o.type.dtype.startswith(("float", "complex")) for o in outs):
        verify_grad(fun, [values[i] for i in wrt], rng=rng, mode=mode, abs_tol=sample.atol, rel_tol=sample.rtol)
        return
    cost = ot.add_terms([ot.sum(ot.cast(o, config.floatX)) for o in outs])
    grads = grad(cost, xs, disconnected_inputs="ignore", null_gradients="return")
    defined = [(x, g) for x, g in zip(xs, grads) if not is_null(g)]
    if not defined:
        return
    got = function([x for x, _ in defined], [g for _, g in defined], mode=mode, on_unused_input="ignore")(
        *[values[wrt[xs.index(x)]] for x, _ in defined])
    for (x, _), g in zip(defined, got):
        assert not np.any(g), f"{op.name}: integer-valued outputs, but the gradient of {x} is not zero: {g}"


def check_rop(spec_file, op, k, mode="FAST_COMPILE", rng=None, module=None):
    """R_op on sample k against finite differences, and against L_op (the adjoint identity). An op
    with grad: but no r_op: is checked too: its R_op is derived from its gradient (SpecOp.R_op)."""
    import opspec.tensor as ot
    from opspec.testing.rop import check_rop_lop_at

    rng = rng or np.random.default_rng(5678 + k)
    if not op.samples[k].rop:
        raise NotApplicable(f"{op.name} sample {k} is marked rop: false")
    _, sample, values, instance, wrt = _gradient_setup(spec_file, op, k, rng, module)
    # every input moving at once, then (r_op formulas must read a missing ev_<input> as a
    # tangent of zero) each one alone, the others held: their eval points are None
    for moving in [wrt] + ([[i] for i in wrt] if len(wrt) > 1 else []):
        fun = _partial(instance, values, moving)
        xs = [ot.tensor(values[i].dtype, (None,) * values[i].ndim) for i in moving]
        outs = [o for o in fun(*xs) if o.type.dtype.startswith(("float", "complex"))]
        if not outs:
            raise NotApplicable(f"{op.name}: integer or bool outputs carry no tangent")
        check_rop_lop_at(outs, xs, [values[i] for i in moving], mode=mode, rng=rng, abs_tol=sample.atol,
                         rel_tol=sample.rtol)


def check_inputs_protected(spec_file, op, k, mode="FAST_RUN", rng=None, module=None):
    """Compiled in ``mode`` (inplace rewrites on), the op on sample k never modifies the
    caller's arrays, and no output shares memory with an input, another output, or what a
    later call returns. Checked on the op itself and on ``neg`` of each numeric output,
    which the inplace rewrite overwrites when it may (never through a view of an input)."""
    import opspec.tensor as ot
    from opspec.compile.function import function

    module = module_of(spec_file, module)
    sample = op.samples[k]
    rng = rng or np.random.default_rng(4321 + k)
    values = sample_values(op, sample, rng)
    inputs = symbolic_inputs(values)
    outs = make_op(module, op, sample)(*inputs, return_list=True)
    negated = [ot.neg(o) for o in outs if o.type.dtype != "bool"]
    for graph in (outs, negated):
        if not graph:
            continue
        f = function(inputs, graph, mode=mode, on_unused_input="ignore")
        originals = [v.copy() for v in values]
        first = f(*values)
        kept = [np.array(r, copy=True) for r in first]
        second = f(*values)
        for j, (before, after) in enumerate(zip(originals, values)):
            np.testing.assert_array_equal(after, before, err_msg=f"{op.name}: input {j} was modified")
        for i, r in enumerate(first):
            for j, v in enumerate(values):
                assert not np.shares_memory(r, v), f"{op.name}: output {i} shares memory with input {j}"
            for m, other in enumerate(first[:i] + second):
                assert not np.shares_memory(r, other), f"{op.name}: output {i} shares memory with another result"
            np.testing.assert_array_equal(r, kept[i], err_msg=f"{op.name}: output {i} changed by a later call")
