"""The spec loader: the bad-spec corpus through `opspec check`, and the model of good specs."""

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opspec.spec import model
from opspec.spec.errors import SpecError
from opspec.spec.formula import Namespace
from opspec.spec.load import load_spec, load_specs

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
BAD = sorted(p.relative_to(ROOT).as_posix() for p in (HERE / "bad").glob("*.yaml"))
GOOD = HERE.relative_to(ROOT).as_posix() + "/good"


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def _check(*paths):
    return subprocess.run([sys.executable, "-m", "opspec.cli", "check", *paths], cwd=ROOT,
                          env=_env(), capture_output=True, text=True, timeout=60)


def _expected(path: str) -> str:
    first = (ROOT / path).read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# expect: "), f"{path}: first line must be '# expect: ...'"
    return first[len("# expect: "):].replace("{file}", path)


def test_corpus_is_large_enough():
    assert len(BAD) >= 30


#: ``python -m opspec.cli check <path>`` for each path given, each run in a forked child of one
#: interpreter that imported the command line and the loader once: every run starts from the
#: state a fresh one has after those imports, for one import instead of one per file of the
#: corpus. Prints {path: [exit code, stdout, stderr]} as JSON.
_CHECK_EACH = """
import json, os, sys, tempfile, traceback
import opspec.cli
import opspec.spec.load
results = {}
for path in sys.argv[1:]:
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            try:
                code = opspec.cli.main(["check", path])
            except SystemExit as exc:
                code = exc.code
            except BaseException:
                traceback.print_exc()
                code = 1
            if code is not None and not isinstance(code, int):
                print(code, file=sys.stderr)
                code = 1
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code or 0)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        out.seek(0)
        err.seek(0)
        results[path] = [status, out.read().decode(), err.read().decode()]
print(json.dumps(results))
"""


@pytest.fixture(scope="module")
def checked_bad():
    """{path: (exit code, stdout, stderr)} of `opspec check` on each file of the bad corpus."""
    done = subprocess.run([sys.executable, "-c", _CHECK_EACH, *BAD], cwd=ROOT, env=_env(), capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return {path: tuple(result) for path, result in json.loads(done.stdout).items()}


@pytest.mark.skipif(not hasattr(os, "fork"), reason="runs each check in a forked interpreter")
@pytest.mark.parametrize("path", BAD, ids=[Path(p).stem for p in BAD])
def test_bad_spec(path, checked_bad):
    returncode, stdout, stderr = checked_bad[path]
    assert "Traceback" not in stderr
    assert returncode == 1
    assert stderr == _expected(path) + "\n"
    assert stdout == ""


@pytest.mark.parametrize("path", BAD, ids=[Path(p).stem for p in BAD])
def test_bad_spec_in_process(path, monkeypatch):
    """The same errors through the API, with the attributes set."""
    monkeypatch.chdir(ROOT)
    with pytest.raises(SpecError) as info:
        load_specs([path])
    err = info.value
    assert err.file == path
    assert str(err) == _expected(path)
    assert err.line is not None and err.line >= 1
    assert err.message and err.message in str(err)


def test_check_good_files():
    result = _check(f"{GOOD}/mathx.yaml", f"{GOOD}/basic.yaml")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "ok: 11 ops in 2 files\n"
    assert _check(GOOD).stdout == "ok: 11 ops in 2 files\n"      # a directory
    assert _check(f"{GOOD}/mathx.yaml").stdout == "ok: 4 ops in 1 file\n"


def test_check_missing_file():
    result = _check("no/such/spec.yaml")
    assert result.returncode == 1
    assert result.stderr == "no/such/spec.yaml: no such spec file\n"


# -- the model of the good specs ---------------------------------------------------------------

@pytest.fixture(scope="module")
def specs():
    cwd = os.getcwd()
    os.chdir(ROOT)      # relative paths, as the messages and locations show them
    try:
        return tuple(load_specs([f"{GOOD}/mathx.yaml", f"{GOOD}/basic.yaml"]))
    finally:
        os.chdir(cwd)


def test_file_level(specs):
    mathx, basic = specs
    assert mathx.module == "mathx" and basic.module == "basic"    # default: the file stem
    assert mathx.imports == ("basic",)
    assert mathx.op_names == ("Sigmoid", "Softplus", "AXPB", "CumSum1D")
    assert basic.doc.startswith("A few basic ops")
    hash(mathx)     # everything is immutable and hashable


def test_instances(specs):
    mathx, basic = specs
    assert mathx.op("CumSum1D").instance == "cumsum1d"
    assert mathx.op("AXPB").instance is None             # a prop without default
    assert basic.op("Sum").instance == "sum_"            # explicit
    assert basic.op("MaxAndArgmax").instance is None


def test_softplus(specs):
    op = specs[0].op("Softplus")
    assert op.elemwise and not op.has_props
    assert op.input_names == ("x",) and op.output_names == ("out",)
    assert op.inputs[0] == model.InputSpec("x", "float", None, op.inputs[0].loc)
    assert op.outputs[0].dtype_rule == "float" and op.outputs[0].ndim is None
    assert op.python.source == "np.logaddexp(0, x)"
    assert op.c.kind == "expr" and op.c.code == "x > 30 ? x : log1p(exp(x))"
    (d,) = op.derivative
    assert (d.input, d.kind, d.formula.source) == ("x", "formula", "sigmoid(x)")
    assert d.formula.names == frozenset({"sigmoid", "x"})
    assert op.inplace == (("out", "x"),) and op.destroy_map == {0: [0]}
    (rule,) = op.rewrites
    assert (rule.lhs.source, rule.rhs.source) == ("log1p(exp(x))", "softplus(x)")
    assert rule.tags == ("canonicalize",) and rule.variables == ("x",)
    (sample,) = op.samples
    assert sample.inputs[0].kind == "literal"
    assert sample.inputs[0].value == (-40.0, -1.0, 0.0, 2.5, 50.0)


def test_locations(specs):
    op = specs[0].op("Softplus")
    path = f"{GOOD}/mathx.yaml"
    lines = (ROOT / path).read_text().splitlines()
    assert str(op.loc) == f"{path}:{lines.index('  Softplus:') + 1}"
    assert lines[op.python.loc.line - 1].strip() == "python: np.logaddexp(0, x)"
    assert lines[op.derivative[0].loc.line - 1].strip().startswith("derivative:")
    kernel = specs[0].op("CumSum1D").c
    assert kernel.kind == "body"
    assert lines[kernel.loc.line - 1].strip() == "c:"
    assert lines[kernel.code_line - 1].strip() == "double acc = 0.0;"   # the code itself
    assert kernel.code.startswith("double acc = 0.0;\n")


def test_axpb(specs):
    op = specs[0].op("AXPB")
    a, b = op.props
    assert (a.name, a.type, a.has_default) == ("a", "float", False)
    assert (b.name, b.type, b.default, b.has_default) == ("b", "float", 0.0, True)
    assert isinstance(b.default, float)                 # 0 normalized to 0.0
    out = op.output("out")
    assert (out.dtype_rule, out.dtype_ref, out.rank_of) == ("input", "x", "x")
    assert op.shape_of("out").source == "x.shape"
    assert op.c.kind == "loop" and op.c.code == "out = a * x + b;"
    assert op.grad_of("x").formula.source == "g_out * a"
    (sample,) = op.samples
    assert sample.props == (("a", 4.0), ("b", 5.0))
    value = sample.inputs[0]
    assert (value.kind, value.shape, value.low, value.high, value.dtype) == \
        ("rand", (5, 4), 0.0, 1.0, None)


def test_cumsum(specs):
    op = specs[0].op("CumSum1D")
    assert op.inputs[0].dtype == "float64" and op.inputs[0].ndim == 1
    assert op.inputs[0].is_concrete
    assert (op.outputs[0].dtype_rule, op.outputs[0].dtype_ref, op.outputs[0].ndim) == \
        ("dtype", "float64", 1)
    assert op.shape_of("out").source == "[x.shape[0]]"
    assert op.grad_of("x").formula.source == "g_out.sum() - cumsum1d(g_out) + g_out"
    assert dict(op.r_op)["out"].source == "cumsum1d(ev_x)"


def test_basic_ops(specs):
    basic = specs[1]
    exp = basic.op("Exp")
    assert [r.name for r in exp.rewrites] == ["exp_0", "exp_product"]
    assert exp.rewrites[1].when.source == "dtype(x) == dtype(y)"
    assert exp.rewrites[1].tags == ("canonicalize", "stabilize")
    assert [s.inputs[0].value for s in exp.samples] == [1.5, (0.0, 1.0, -2.0)]
    greater = basic.op("Greater")
    assert [g.kind for g in greater.grad] == ["zero", "zero"]
    assert greater.outputs[0].dtype_rule == "bool"
    v = greater.samples[0].inputs[0]
    assert (v.kind, v.shape, v.low, v.high) == ("randint", (3,), -5, 5)
    log = basic.op("Log")
    assert log.samples[0].inputs[0].dtype == "float32"
    assert log.samples[0].inputs[0].high == 2.0


def test_reduce_and_multi_output(specs):
    basic = specs[1]
    s = basic.op("Sum")
    assert s.is_reduce and s.reduce.identity == 0 and s.reduce.combine == "acc + x"
    assert s.prop("axis").default is None and s.prop("axis").has_default
    assert s.outputs[0].dtype_rule == "prop" and s.outputs[0].dtype_ref == "acc_dtype"
    assert s.shape_of("out").source == "reduce_shape(x.shape, axis, keepdims)"  # implied
    second = s.samples[1]
    assert second.props == (("axis", (0,)), ("keepdims", True))
    assert second.inputs[0].value == ((1, 2), (3, 4))
    assert second.reference.source == "np.sum(x, axis=0, keepdims=True)"
    m = basic.op("MaxAndArgmax")
    assert m.default_output == 0 and m.constant_folding is False
    assert m.connection_pattern == ((True, False),)
    assert m.output("max").rank_of is None          # tensor(x): dtype of x, rank from shape
    assert m.grad == (model.GradEntry("x", "not_implemented", None, m.grad[0].loc),)
    assert m.flops.source == "x.size"
    assert m.samples[0].dtype == "float32"
    assert m.effective_connection_pattern == ((True, False),)


def test_variadic_union_accumulate(specs):
    op = specs[1].op("Stack")
    (xs,) = op.inputs
    assert (xs.name, xs.variadic, xs.dtype, xs.ndim) == ("xs", True, "int|uint|bool", None)
    assert xs.dtype_options == ("int", "uint", "bool") and not xs.is_concrete
    assert op.variadic_input is xs and op.input_names == ("xs",)
    assert op.outputs[0].dtype_rule == "accumulate"
    assert [len(s.inputs) for s in op.samples] == [0, 2, 1]     # zero or more values
    assert op.grad[0].kind == "disconnected"
    assert specs[1].op("Sum").variadic_input is None


def test_effective_connection_pattern(specs):
    greater = specs[1].op("Greater")
    assert greater.effective_connection_pattern == ((True,), (True,))


# -- API details -------------------------------------------------------------------------------

def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


EXP = """ops:
  Exp:
    doc: e ** x.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: np.exp(x)
"""


def test_op_of_a_module_not_imported(tmp_path):
    a = _write(tmp_path, "a.yaml", EXP.replace("Exp", "Boost"))
    b = _write(tmp_path, "b.yaml", EXP.replace("Exp", "Twice").replace("np.exp(x)", "2 * x")
               + "    grad: {x: g_out * boost(x)}\n")
    with pytest.raises(SpecError) as info:
        load_specs([a, b])
    assert info.value.message == ("unknown name 'boost' in 'g_out * boost(x)' (did you mean "
                                  "a.boost? add imports: [a])")
    with pytest.raises(SpecError) as info:
        load_specs([b])         # a.yaml is not loaded, but it lies next to b.yaml
    assert info.value.message.endswith("(did you mean a.boost? add imports: [a])")
    load_specs([_write(tmp_path, "c.yaml", "imports: [a]\n" + open(b).read())])


def test_library_ops_need_no_imports(tmp_path):
    """DESIGN.md's own example: the standard library is in scope like Python's builtins."""
    path = _write(tmp_path, "t.yaml", EXP.replace("Exp", "Softplus").replace("np.exp(x)", "np.logaddexp(0, x)")
                  + "    derivative: {x: 'sigmoid(x) * abs(where(x > 0, 1.0, 1.0))'}\n")
    op = load_spec(path).ops[0]
    assert op.derivative[0].formula.names >= {"sigmoid", "abs", "where"}


def test_own_ops_shadow_the_library(tmp_path):
    path = _write(tmp_path, "t.yaml", EXP + "    derivative: {x: exp(x)}\n"
                  "  Twice:\n    doc: 2x.\n    elemwise: true\n    inputs: {x: float}\n"
                  "    outputs: {out: float}\n    python: 2 * x\n    derivative: {x: 2 + 0 * exp(x)}\n")
    assert [op.name for op in load_spec(path).ops] == ["Exp", "Twice"]


def test_load_spec_with_namespace(tmp_path):
    path = _write(tmp_path, "t.yaml", EXP + "    derivative: {x: mystery(x)}\n")
    with pytest.raises(SpecError):
        load_spec(path)
    assert load_spec(path, namespace={"mystery"}).ops[0].derivative[0].formula.names == \
        frozenset({"mystery", "x"})
    ns = Namespace(ops={"mystery": ("Mystery", ("a", "b"))})
    with pytest.raises(SpecError, match=r"mystery takes 2 arguments \(a, b\), got 1"):
        load_spec(path, namespace=ns)


def test_import_cycle(tmp_path):
    _write(tmp_path, "a.yaml", "imports: [b]\n" + EXP)
    b = _write(tmp_path, "b.yaml", "imports: [a]\n" + EXP.replace("Exp", "Log"))
    with pytest.raises(SpecError, match="import cycle"):
        load_specs([b])


def test_yaml_scalars_are_yaml_1_2(tmp_path):
    path = _write(tmp_path, "t.yaml", EXP.replace("float}", "float}", 1) + """\
    samples: [[1e-3], [.inf], [on]]
""")
    with pytest.raises(SpecError, match="input value 'on' is neither a literal"):
        load_spec(path)
    path = _write(tmp_path, "u.yaml", EXP + "    samples: [[1e-3], [-.inf]]\n")
    values = [s.inputs[0].value for s in load_spec(path).ops[0].samples]
    assert values == [0.001, float("-inf")]


def test_error_attributes(tmp_path):
    path = _write(tmp_path, "t.yaml", EXP + "    grad: {y: g_out}\n")
    with pytest.raises(SpecError) as info:
        load_spec(path)
    e = info.value
    assert (e.file, e.line, e.op, e.key) == (path, 8, "Exp", "grad")
    assert e.message == "no input named 'y' (inputs: x)"
    assert str(e) == f"{path}:8: op Exp: grad: no input named 'y' (inputs: x)"


def test_schema_is_valid_and_matches_the_model():
    schema = json.loads((ROOT / "opspec/spec/schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    assert tuple(schema["$defs"]["dtype"]["enum"]) == model.DTYPES
    assert tuple(schema["$defs"]["prop"]["then"]["enum"]) == model.PROP_TYPES
    assert tuple(schema["properties"]["ops"]["additionalProperties"]["$ref"].split("/")[-1:]) \
        == ("op",)
    assert "title" in schema and "description" in schema


# -- robustness: any YAML gives a model or a SpecError, never another exception ------------------

_leaf = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(allow_nan=False),
                  st.sampled_from(["x", "out", "float", "g_out * x", "rand(3)", "undefined",
                                   "vector(float64)", "np.exp(x)", "a -> b", "exp(x) -> x",
                                   "(", "", "axes", "upcast", "x.shape"]))
_value = st.recursive(_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=3),
    st.dictionaries(st.sampled_from(["x", "y", "out", "a", "type", "default", "loop", "body",
                                     "inputs", "props", "rule", "when"]), inner, max_size=3)),
    max_leaves=8)
_op = st.fixed_dictionaries(
    {"doc": st.just("d"), "python": st.just("x"),
     "inputs": st.one_of(st.just({"x": "float"}), _value),
     "outputs": st.one_of(st.just({"out": "x"}), _value)},
    optional={k: _value for k in ("elemwise", "props", "shape", "c", "grad", "derivative",
                                  "r_op", "connection_pattern", "inplace", "view",
                                  "default_output", "rewrites", "samples", "reduce", "flops",
                                  "instance", "casts", "dask")})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=st.dictionaries(st.sampled_from(["Exp", "Log", "AXPB"]), _op, min_size=1,
                           max_size=2))
def test_never_crashes(tmp_path_factory, ops):
    path = tmp_path_factory.mktemp("h") / "h.yaml"
    path.write_text(yaml.safe_dump({"ops": ops}, sort_keys=False))
    try:
        load_spec(str(path))
    except SpecError as e:
        assert all(line.startswith(str(path)) for line in str(e).split("\n"))


def test_one_marker_for_all_inputs(tmp_path):
    two = EXP.replace("inputs: {x: float}", "inputs: {x: float, y: float}")
    path = _write(tmp_path, "m.yaml", two
                  .replace("np.exp(x)", "x + y") + "    grad: not_implemented\n")
    op = load_spec(path).ops[0]
    assert [(g.input, g.kind) for g in op.grad] == [("x", "not_implemented"),
                                                    ("y", "not_implemented")]
