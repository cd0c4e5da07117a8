"""The PyTensor target's generator: what it writes, what it refuses and what it says; none of
this needs PyTensor installed (only importing the generated modules does)."""
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opspec.cli import main
from opspec.spec.errors import SpecError
from opspec.spec.load import load_specs
from opspec.spec.namespace import RUNTIME_HELPERS
from opspec.targets.pytensor import cexpr, render_files
from opspec.targets.pytensor.names import SYMBOLIC

ROOT = Path(__file__).resolve().parents[2]


def _write(tmp_path, text, name="ops.yaml"):
    path = tmp_path / "specs" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    return path


def _render(tmp_path, text):
    specs = load_specs([str(_write(tmp_path, text))])
    return render_files(specs, tmp_path / "out", package="out")


ELEMWISE = """
ops:
  Twice:
    doc: 2 x.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: 2 * x
    c: "2 * x"
    derivative: {x: "%s"}
    samples: [["rand(3)"]]
"""


def test_every_helper_of_the_formula_namespace_has_an_entry():
    """A runtime helper has no generated class: each needs its PyTensor counterpart (or None with
    a reason) in names.SYMBOLIC, or no spec calling it generates for PyTensor."""
    missing = {name: RUNTIME_HELPERS[name][0] for name in RUNTIME_HELPERS if name not in SYMBOLIC}
    assert not missing, ("map these helpers of opspec.spec.namespace.RUNTIME_HELPERS in "
                         "opspec/targets/pytensor/names.py SYMBOLIC (tensor, scalar) -- a PyTensor function, "
                         "or one written once in opspec/targets/pytensor/library.py: "
                         + ", ".join(f"{n}({sig})" for n, sig in sorted(missing.items())))


def test_library_ops_without_an_entry_are_their_generated_classes(tmp_path):
    """A library op missing from the table (one added to specs/ later) still generates with its
    spec, as its generated class; generated without it, the error names the spec to add."""
    import opspec.targets.pytensor.names as names
    spec = """
ops:
  Twice:
    doc: 2x.
    inputs: {x: vector(float)}
    outputs: {out: vector(float)}
    shape: {out: x.shape}
    python: 2 * x
    grad: {x: "Sort(axis=-1)(g_out) * 0 + 2 * g_out"}
    samples: [["rand(3)"]]
"""
    saved = names.SYMBOLIC.pop("Sort")
    try:
        path = tmp_path / "ops.yaml"
        path.write_text(spec)
        files, _ = render_files(load_specs([str(path), str(ROOT / "specs" / "sort.yaml")]), tmp_path / "out")
        assert "sort_ops.Sort(axis=-1)(g_out)" in files[tmp_path / "out" / "ops.py"]
        with pytest.raises(SpecError) as err:
            render_files(load_specs([str(path)]), tmp_path / "alone")
    finally:
        names.SYMBOLIC["Sort"] = saved
    assert "Twice" in str(err.value) and "generate specs/sort.yaml with your specs" in str(err.value)


def test_library_ops_named_in_the_table_have_a_counterpart_or_a_reason():
    """Every table entry of a library op says what it is (a counterpart, or None with the reason)."""
    import opspec.ops
    for headers in opspec.ops.HEADERS.values():
        for cls, instance, *_ in headers:
            for name in (cls, instance):
                if name in SYMBOLIC and SYMBOLIC[name][0] is None:
                    from opspec.targets.pytensor.names import NO_COUNTERPART
                    assert name in NO_COUNTERPART, f"{name}: None in SYMBOLIC without a reason in NO_COUNTERPART"


def test_cli_writes_modules_and_check_sees_them_fresh(tmp_path, capsys):
    out = tmp_path / "ops"
    args = [str(ROOT / "specs" / "compare.yaml"), "-o", str(out), "--package", "ops", "--target", "pytensor",
            "--no-c"]
    assert main(["generate", *args]) == 0
    err = capsys.readouterr().err
    assert "Invert: not lowered to C: c: uses C11's _Generic" in err      # said at generate time
    text = (out / "compare.py").read_text()
    assert text.startswith("# Generated from ")
    assert "class Switch(rt.SpecScalarOp):" in text and "switch = Elemwise(scalar_switch" in text
    assert "('Invert', 'C'):" in text                                        # recorded in NOT_LOWERED
    assert main(["generate", *args, "--check"]) == 0


def test_generation_is_the_same_in_every_process(tmp_path):
    """Digests (PyTensor's C cache version, Numba's cache key) do not depend on hash seeds."""
    texts = []
    for seed in ("1", "2"):
        out = tmp_path / seed
        subprocess.run([sys.executable, "-m", "opspec.cli", "generate", str(ROOT / "examples/custom_ops/specs"),
                        "-o", str(out), "--package", "ops", "--target", "pytensor", "--no-c"], check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}, capture_output=True)
        texts.append({p.name: p.read_text() for p in sorted(out.iterdir())})
    assert texts[0] == texts[1]


def test_a_derivative_calling_a_tensor_function_is_refused_naming_op_and_name(tmp_path):
    with pytest.raises(SpecError) as err:
        _render(tmp_path, ELEMWISE % "sum(x)")
    assert "Twice" in str(err.value) and "sum" in str(err.value) and "scalar" in str(err.value)


def test_a_library_op_without_counterpart_is_refused(tmp_path):
    spec = """
ops:
  Pick:
    doc: x[0].
    inputs: {x: vector(float)}
    outputs: {out: scalar(float)}
    shape: {out: "[]"}
    python: x[0]
    grad: {x: "IncSubtensor(idx=[('int',)], set=False)(zeros_like(x), g_out, 0)"}
    samples: [["rand(3)"]]
"""
    with pytest.raises(SpecError) as err:
        _render(tmp_path, spec)
    assert "Pick" in str(err.value) and "IncSubtensor" in str(err.value)


def test_library_names_become_pytensor_and_own_ops_scalar_ops(tmp_path):
    files, notes = _render(tmp_path, ELEMWISE % "2 * sigmoid(x) + twice(x) * 0")
    text = files[tmp_path / "out" / "ops.py"]
    assert "ps.sigmoid(x)" in text and "scalar_twice(x)" in text
    assert notes == []


def test_a_jax_formula_covers_what_python_cannot_trace(tmp_path):
    spec = """
ops:
  Erfish:
    doc: erf, elementwise.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: np.vectorize(math.erf, otypes=[x.dtype])(x)
    jax: jax.scipy.special.erf(x)
    c: "erf(x)"
    derivative: {x: "2 / sqrt(pi) * exp(-x * x)"}
    samples: [["rand(3)"]]
"""
    files, notes = _render(tmp_path, spec)
    text = files[tmp_path / "out" / "ops.py"]
    assert "return jnp.asarray(jax.scipy.special.erf(x), dtype=dtype)" in text
    assert "from jax: of the spec" in text and notes == []
    files, notes = _render(tmp_path, spec.replace("    jax: jax.scipy.special.erf(x)\n", ""))
    assert [(n.op, n.backend) for n in notes] == [("Erfish", "jax")] and "np.vectorize" in notes[0].reason


def test_a_backend_formula_with_an_unknown_name_is_a_spec_error(tmp_path):
    with pytest.raises(SpecError) as err:
        text = ELEMWISE.replace('    c: "2 * x"\n', '    c: "2 * x"\n    numba: "twice_it(x)"\n') % "2"
        load_specs([str(_write(tmp_path, text))])
    assert "twice_it" in str(err.value)


# ------------------------------------------------------------------ the scalar C expression
#: every scalar C expression of the standard library, lowered to Python for Numba and evaluated
#: here, agrees with the op's python: formula
STDLIB_EXPRS = [(spec.module, op) for spec in load_specs([str(p) for p in sorted((ROOT / "specs").glob("*.yaml"))])
                for op in spec.ops if op.elemwise and op.c is not None and op.c.kind == "expr"]


def _domain(value):
    """Values like a sample's input, within its range (the spec's own domain for the op)."""
    if value.kind == "rand":
        low, high = (-1.0 if value.low is None else value.low), (1.0 if value.high is None else value.high)
        return st.floats(low, high, exclude_max=True, allow_nan=False)
    if value.kind == "randint":
        low, high = (0 if value.low is None else value.low), (10 if value.high is None else value.high)
        if value.dtype == "bool":
            return st.booleans()
        return st.integers(low, high - 1)
    return st.sampled_from(np.ravel(value.value).tolist())


@pytest.mark.parametrize("module, op", STDLIB_EXPRS, ids=lambda v: getattr(v, "name", v))
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_c_expressions_in_python_agree_with_the_numpy_formula(module, op, data):
    try:
        source = cexpr.to_python(op.c.code, set(op.input_names) | set(op.prop_names))
    except cexpr.NotLowered:
        pytest.skip(f"{op.name}: its C expression is not lowered (noted at generate time)")
    if op.props:
        pytest.skip(f"{op.name} has props: the generated function binds them (tested on PyTensor)")
    sample = op.samples[0]
    args = {name: data.draw(_domain(value)) for name, value in zip(op.input_names, sample.inputs)}
    from opspec.testing.spec_checks import python_namespace
    reference = python_namespace()
    reference.update({k: np.asarray(v) for k, v in args.items()})
    got = eval(source, {"math": math, "np": np, **args})  # noqa: S307 - our translation of a spec expression
    want = eval(op.python.source, reference)  # noqa: S307 - the spec's formula
    np.testing.assert_allclose(np.float64(got), np.float64(want), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("c, python", [
    ("a ? b : c ? d : e", "b if a else d if c else e"),
    ("a + b * c - d / e", "a + b * c - d / e"),
    ("(a + b) * c", "(a + b) * c"),
    ("a < b && c >= d || !e", "a < b and c >= d or not e"),
    ("a & b | c ^ d", "a & b | c ^ d"),
    ("-a * (double)b", "-a * float(b)"),
    ("fabs(a) > 0 ? log1p(exp(-fabs(a))) : 0.5f", "math.log1p(math.exp(-abs(a))) if abs(a) > 0 else 0.5"),
    ("(a != a) ? a : (a > 0) - (a < 0)", "a if a != a else (a > 0) - (a < 0)"),
    ("opspec_floor_divide(a, b)", "np.floor_divide(a, b)"),
])
def test_c_precedence_and_spelling_in_python(c, python):
    assert cexpr.to_python(c, "abcde") == python


@pytest.mark.parametrize("c, construct", [
    ("_Generic((x), _Bool: !x, default: ~x)", "_Generic"),
    ("x[0]", r"'\['"),
    ("frexp(x)", "frexp"),
    ("y + 1", "'y'"),
])
def test_c_constructs_a_backend_cannot_take_are_named(c, construct):
    with pytest.raises(cexpr.NotLowered, match=construct):
        cexpr.to_python(c, {"x"})


def test_render_substitutes_whole_names_only():
    assert cexpr.render("x + xx * exp(x)", {"x": "V1", "xx": "V2"}) == "V1 + V2 * exp ( V1 )"


REDUCTION = """
ops:
  SumSq:
    doc: Sum of squares over axis.
    props: {axis: axes, keepdims: {type: bool, default: false}}
    inputs: {v: float}
    outputs: {out: v}
    reduce: {identity: 0, combine: "%s"}
    python: np.sum(v * v, axis=axis, keepdims=keepdims)
    samples:
      - {props: {axis: [1]}, inputs: ["rand(3, 4)"]}
"""


def test_a_reduction_runs_in_numba_as_its_combine_folded(tmp_path):
    """numpy's axis= does not compile in Numba: the Numba function folds the spec's combine."""
    files, notes = _render(tmp_path, REDUCTION % "acc + v * v")
    text = files[tmp_path / "out" / "ops.py"]
    assert "    def combine(acc, v):\n        return acc + v * v\n" in text
    assert "return nlib.fold(node, combine, 0, has_identity=True)" in text
    assert "rt.register_numba(SumSq, numba_sumsq)" in text
    assert [n.backend for n in notes] == []


def test_a_combine_numba_cannot_take_is_noted(tmp_path):
    files, notes = _render(tmp_path, REDUCTION % "acc + frexp(v)")
    assert [(n.op, n.backend) for n in notes] == [("SumSq", "numba")] and "frexp" in notes[0].reason
    assert "register_numba" not in files[tmp_path / "out" / "ops.py"]


def test_random_ops_are_not_generated_and_say_so(tmp_path):
    """PyTensor has its own random variables; a random: spec is noted, not half-generated, and
    a formula naming one is a generate-time error."""
    specs = load_specs([str(ROOT / "specs" / "random.yaml")])
    files, notes = render_files(specs, tmp_path / "out", package="out")
    text = files[tmp_path / "out" / "random.py"]
    assert {n.op for n in notes if n.backend == "PyTensor"} == {op.name for op in specs[0].ops}
    assert "class " not in text and "('NormalRV', 'PyTensor'): " in text
    with pytest.raises(SpecError) as err:
        _render(tmp_path, ELEMWISE % "normal(x, 1.0)")
    assert "normal" in str(err.value) and "random" in str(err.value)


@pytest.mark.parametrize("prop", ["complete", "reduced", None])
def test_a_shape_rule_compares_props_in_python(prop):
    """A rule comparing a string prop (QR's ``mode == 'complete'``) decides in Python; only
    symbolic sizes make a symbolic comparison (the string went to pt.eq, which cannot take it)."""
    pytest.importorskip("pytensor", reason="needs opspec[pytensor]")
    import pytensor.tensor as pt
    from opspec.targets.pytensor import dims
    assert dims.compare("==", prop, "complete") is (prop == "complete")
    assert dims.if_(dims.compare("!=", prop, "complete"), lambda: 2, lambda: 3) == (3 if prop == "complete" else 2)
    assert dims.compare("==", pt.lscalar("n"), 3).owner is not None


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint16", "int64", "float32", "float64", "complex128"])
def test_every_output_rule_gives_opspecs_dtype(dtype):
    """Each output rule of the spec language (model.OUTPUT_RULES; ``number`` came later and fell
    through to np.dtype(None)) gives in PyTensor the dtype opspec's own ops give."""
    pytest.importorskip("pytensor", reason="needs opspec[pytensor]")
    import opspec.tensor as ot
    from opspec.spec.model import OUTPUT_RULES
    from opspec.tensor.specop import SpecOp
    from opspec.targets.pytensor.runtime import output_dtype
    x = ot.tensor(dtype=dtype, shape=(2,))
    for rule in OUTPUT_RULES:
        want = SpecOp.output_dtype(ot.exp, rule, [x])
        assert output_dtype(rule, [dtype], ["x"], {}) == want, rule


def test_broadcast_of_symbolic_sizes_reads_constant_ones():
    """infer_shape hands a broadcastable axis's size as the constant 1: it broadcasts, so the
    other (symbolic) size wins (Matmul of stacks (2, 1, 3, 4) @ (5, 4, 2) inferred (2, 1, 3, 2))."""
    pytest.importorskip("pytensor", reason="needs opspec[pytensor]")
    import pytensor.tensor as pt
    from opspec.targets.pytensor import library as lib
    n = pt.lscalar("n")
    assert lib.broadcast_shape((2, pt.constant(1)), (n,)) == (2, n)
    assert lib.broadcast_shape((pt.constant(1),), (pt.constant(1),)) == (1,)
