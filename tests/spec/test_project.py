"""A user's own spec project, outside the repository, through every command: what specs/ has,
a project has (library ops by name, packages, opspec test, C checked up front, staleness, docs)."""
import importlib
import sys
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.cli import main
from opspec.spec.fresh import StaleModuleWarning

ACTS = """\
doc: Activations.
ops:
  Swish:
    doc: x * sigmoid(x).
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: x / (1 + np.exp(-x))
    c: "x / (1 + exp(-x))"
    derivative: {x: "sigmoid(x) * (1 + x * (1 - sigmoid(x)))"}
    samples: [["rand(4, 3, low=-3, high=3)"]]
  SoftAbs:
    doc: "|x| far from 0, x * tanh(x) near it."
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: np.where(np.abs(x) > 1, np.abs(x), np.tanh(x) * x)
    derivative: {x: "where(abs(x) > 1, sign(x), tanh(x) + x * (1 - sqr(tanh(x))))"}
    samples: [["rand(5, low=-3, high=3)"], {inputs: [[0.0, 1.0]], grad: false}]
  MinMax:
    doc: The elementwise smaller and larger of x and y.
    elemwise: true
    inputs: {x: float, y: float}
    outputs: {lo: float, hi: float}
    python: (np.minimum(x, y), np.maximum(x, y))
    c: {loop: "lo = x < y ? x : y; hi = x < y ? y : x;"}
    derivative:
      lo: {x: "where(x < y, 1.0, 0.0)", y: "where(x < y, 0.0, 1.0)"}
      hi: {x: "where(x < y, 0.0, 1.0)", y: "where(x < y, 1.0, 0.0)"}
    samples: [["rand(3, 4)", "rand(3, 4)"]]
"""

LAYERS = """\
doc: Layers built on the activations.
imports: [acts]
ops:
  Crop:
    doc: The first min(n, rows) rows of x, or all of them with keep.
    props: {n: int, keep: {type: bool, default: false}}
    inputs: {x: matrix(float)}
    outputs: {out: x}
    shape: {out: "[x.shape[0] if keep else min(n, x.shape[0]), x.shape[1]]"}
    python: x.copy() if keep else x[:n].copy()
    grad: {x: "set_subtensor(zeros_like(x)[:out.shape[0]], g_out)"}
    samples: [{props: {n: 2}, inputs: ["rand(4, 3)"]}, {props: {n: 9}, inputs: ["rand(4, 3)"]}]
  Gate:
    doc: swish(x) summed over the rows.
    inputs: {x: matrix(float)}
    outputs: {out: vector(float)}
    shape: {out: "[x.shape[1]]"}
    python: (x / (1 + np.exp(-x))).sum(axis=0)
    c: {loop: "out = 0;", dtypes: [float64]}
    grad: {x: "g_out * sigmoid(x) * (1 + x * (1 - sigmoid(x))) + 0 * swish(x)"}
    samples: [["rand(3, 2)"]]
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    root = tmp_path_factory.mktemp("project")
    (root / "specs").mkdir()
    (root / "specs" / "acts.yaml").write_text(ACTS)
    (root / "specs" / "layers.yaml").write_text(LAYERS.replace('    c: {loop: "out = 0;", dtypes: [float64]}\n', ""))
    return root


def _cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def package(project):
    """The project generated as the package proj.ops (and importable)."""
    out = project / "src" / "proj" / "ops"
    assert main(["generate", str(project / "specs"), "-o", str(out), "--package", "proj.ops"]) == 0
    (project / "src" / "proj" / "__init__.py").write_text("")
    sys.path.insert(0, str(project / "src"))
    yield importlib.import_module("proj.ops.layers"), importlib.import_module("proj.ops.acts")
    sys.path.remove(str(project / "src"))
    for name in [m for m in sys.modules if m == "proj" or m.startswith("proj.")]:
        del sys.modules[name]


def test_modules_of_a_package_import_each_other_relatively(package, project):
    layers, acts = package
    text = (project / "src" / "proj" / "ops" / "layers.py").read_text()
    assert "from . import acts" in text and "acts.swish(x)" in text and "ot.sigmoid(x)" in text
    assert (project / "src" / "proj" / "ops" / "__init__.py").read_text().count('"acts"') == 1
    x = ot.dmatrix("x")
    f = opspec.function([x], [layers.gate(x), opspec.grad(layers.gate(x).sum(), x)])
    value = np.linspace(-2, 2, 6).reshape(3, 2)
    out, g = f(value)
    s = 1 / (1 + np.exp(-value))
    np.testing.assert_allclose(out, (value * s).sum(0))
    np.testing.assert_allclose(g, s * (1 + value * (1 - s)))


def test_opspec_test_passes_every_check(package, project, capsys):
    code, out, _ = _cli(capsys, "test", project / "specs", "--package", "proj.ops")
    assert code == 0, out
    assert out.splitlines()[-1].startswith("ok: ") and "0 failed" in out


def test_shape_rules_with_min_and_conditionals(package):
    layers, _ = package
    x = ot.matrix("x", shape=(4, None))
    assert layers.Crop(n=2)(x).type.shape == (2, None)
    assert layers.Crop(n=9)(x).type.shape == (4, None)
    assert layers.Crop(n=2, keep=True)(ot.dmatrix()).type.shape == (None, None)
    y = ot.dmatrix("y")
    f = opspec.function([y], [layers.Crop(n=3)(y).shape, layers.Crop(n=3)(y)])
    shape, value = f(np.ones((5, 2)))
    assert tuple(shape) == (3, 2) and value.shape == (3, 2)
    assert tuple(f(np.ones((1, 2)))[0]) == (1, 2)


def test_multi_output_derivative_gives_each_outputs_gradient(package):
    _, acts = package
    x, y = ot.dvector("x"), ot.dvector("y")
    lo, hi = acts.minmax(x, y)
    f = opspec.function([x, y], opspec.grad((2 * lo + 3 * hi).sum(), [x, y]))
    gx, gy = f(np.array([1.0, 5.0]), np.array([2.0, 4.0]))
    np.testing.assert_allclose(gx, [2.0, 3.0])
    np.testing.assert_allclose(gy, [3.0, 2.0])


def test_r_op_derived_from_the_gradient(package):
    layers, _ = package
    x, v = ot.dmatrix("x"), ot.dmatrix("v")
    assert "R_op" not in type(layers.Crop(n=2)).__dict__      # no r_op: in the spec
    r = opspec.gradient.Rop(layers.Crop(n=2)(x), x, v)
    value, direction = np.arange(12.0).reshape(4, 3), np.ones((4, 3))
    np.testing.assert_allclose(opspec.function([x, v], r)(value, direction), direction[:2])


def test_a_failing_case_names_its_spec_line(project, capsys, tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "acts.yaml").write_text(ACTS.replace("python: x / (1 + np.exp(-x))", "python: x / (1 + np.exp(x))"))
    code, out, _ = _cli(capsys, "test", specs, "--checks", "perform,c", "-k", "Swish")
    assert code == 1
    failing = [line for line in out.splitlines() if "FAILED" not in line]
    assert failing and all(line.startswith(f"{specs / 'acts.yaml'}:11: op Swish sample 0: c: ") for line in failing)
    assert out.splitlines()[-1].startswith("FAILED: ")


def test_spec_cases_parametrize_a_pytest_suite(package, project):
    from opspec.testing import spec_cases
    cases = spec_cases(project / "specs", package="proj.ops", checks=["perform", "grad"])
    assert {c.id for c in cases} >= {"acts.Swish[0]-perform", "layers.Crop[1]-grad"}
    for case in cases:
        if case.id != "acts.SoftAbs[1]-grad":       # grad: false
            case()
    with pytest.raises(pytest.skip.Exception, match="grad: false"):
        next(c for c in cases if c.id == "acts.SoftAbs[1]-grad")()


def test_a_stale_module_warns_once_with_the_command(project, tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    spec = specs / "acts.yaml"
    spec.write_text(ACTS)
    assert main(["generate", str(specs), "-o", str(tmp_path / "flat"), "--no-c"]) == 0
    spec.write_text(ACTS.replace("doc: Activations.", "doc: Activations, edited."))
    sys.path.insert(0, str(tmp_path / "flat"))
    try:
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            importlib.import_module("acts")
        stale = [w for w in seen if issubclass(w.category, StaleModuleWarning)]
        assert len(stale) == 1
        assert f"opspec generate {specs} -o {tmp_path / 'flat'}" in str(stale[0].message)
    finally:
        sys.path.remove(str(tmp_path / "flat"))
        sys.modules.pop("acts", None)


def test_check_reports_every_mistake_of_every_file(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(ACTS.replace("sigmoid(x) * (1", "sigmod(x) * (1")
                                     .replace("outputs: {lo: float, hi: float}", "outputs: {lo: float, hi: flaot}"))
    (tmp_path / "b.yaml").write_text("ops:\n  Foo:\n    doc: d\n    inputs: {x: float\n    outputs: {o: x}\n")
    (tmp_path / "c.yaml").write_text(LAYERS.replace("imports: [acts]\n", "").replace("min(n,", "minimum(n,"))
    code, out, err = _cli(capsys, "check", tmp_path, "--no-c")
    assert code == 1 and out == ""
    assert err.splitlines() == [
        f"{tmp_path / 'a.yaml'}:10: op Swish: derivative: unknown name 'sigmod' in 'sigmod(x) * (1 + x * (1 - "
        "sigmoid(x)))' (did you mean 'sigmoid'?)",
        f"{tmp_path / 'a.yaml'}:24: op MinMax: outputs: output 'hi': unknown type rule 'flaot' (did you mean "
        "'float'? rules: upcast, float, bool, accumulate, real, number, an input name (x, y), a rule function (quantile_dtype) or a dtype such as float64)",
        f"{tmp_path / 'b.yaml'}:4: YAML syntax error: '{{' is not closed on this line (expected '}}')",
        f"{tmp_path / 'c.yaml'}:19: op Gate: grad: unknown name 'swish' in 'g_out * sigmoid(x) * (1 + x * (1 - "
        "sigmoid(x))) + 0 * swish(x)' (did you mean a.swish? add imports: [a])",
    ]


def test_check_compiles_c_and_names_the_spec_line(tmp_path, capsys):
    spec = tmp_path / "acts.yaml"
    spec.write_text(ACTS.replace('c: "x / (1 + exp(-x))"', 'c: "x / (1 + exp(-y))"'))
    code, _, err = _cli(capsys, "check", spec)
    assert code == 1
    assert err.startswith(f"{spec}:9: op Swish: C kernel does not compile: 'y' undeclared")
    assert len(err.splitlines()) == 1
    code, _, err = _cli(capsys, "check", spec, "-v")
    assert "error:" in err and len(err.splitlines()) > 1
    out = tmp_path / "out"
    code, _, err = _cli(capsys, "generate", spec, "-o", out)
    assert code == 1 and "nothing written" in err and not out.exists()
    code, _, _ = _cli(capsys, "generate", spec, "-o", out, "--allow-c-errors")
    assert code == 0 and (out / "acts.py").exists()
    assert _cli(capsys, "check", spec, "--no-c")[0] == 0


def test_docs_of_a_project(package, project, capsys, tmp_path):
    target = tmp_path / "ops.md"
    assert _cli(capsys, "docs", project / "specs", "-o", target)[0] == 0
    text = target.read_text()
    for heading in ("### Swish", "### MinMax", "### Crop", "`Crop(n, keep=False)(x)`", "`swish(x)`",
                    "derived from the gradient (Lop of Lop)", "d lo / d x: `where(x < y, 1.0, 0.0)`"):
        assert heading in text, heading
    assert "# out: " in text and "# lo: " in text
    assert _cli(capsys, "docs", project / "specs", "-o", target, "--check")[0] == 0


def test_check_compiles_the_c_of_the_files_without_mistakes(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(ACTS.replace('c: "x / (1 + exp(-x))"', 'c: "x / (1 + exp(-y))"'))
    (tmp_path / "b.yaml").write_text(LAYERS.replace("imports: [acts]\n", "imports: [a]\n").replace("min(n,", "mín(n,"))
    code, _, err = _cli(capsys, "check", tmp_path)
    assert code == 1
    assert [line.split(": op ")[0] for line in err.splitlines()] == [f"{tmp_path / 'b.yaml'}:9",
                                                                     f"{tmp_path / 'a.yaml'}:9"]


def test_without_a_compiler_check_and_generate_note_it_and_go_on(tmp_path, capsys, monkeypatch):
    from opspec.link.c import build
    monkeypatch.setenv("CC", "opspec-no-such-compiler")
    monkeypatch.setattr(build, "_identity_cache", {})
    spec = tmp_path / "acts.yaml"
    spec.write_text(ACTS.replace('c: "x / (1 + exp(-x))"', 'c: "x / (1 + exp(-q))"'))
    code, out, err = _cli(capsys, "check", spec)
    assert code == 0 and out.startswith("ok: 3 ops") and err.startswith(f"note: {spec}: C kernels not compiled")
    assert _cli(capsys, "generate", spec, "-o", tmp_path / "out")[0] == 0
