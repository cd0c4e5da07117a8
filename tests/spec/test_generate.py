"""The generator: deterministic, idempotent, readable output that matches the committed copy."""
import builtins
import os
import subprocess
import sys
from pathlib import Path

import pytest

import opspec.tensor as ot
from opspec.spec.generate import generate
from opspec.spec.load import load_specs
from opspec.spec.namespace import PYTHON_NAMES, PYTHON_OP_NAMES, RUNTIME_NAMES

REPO = Path(__file__).resolve().parents[2]
STDLIB = sorted(str(p.relative_to(REPO)) for p in (REPO / "specs").glob("*.yaml"))


@pytest.fixture(scope="module")
def stdlib_specs():
    cwd = os.getcwd()
    os.chdir(REPO)
    try:
        return load_specs(STDLIB)
    finally:
        os.chdir(cwd)


def test_fresh_generate_equals_committed(stdlib_specs):
    stale = generate(stdlib_specs, REPO / "generated", package="opspec.ops", check=True)
    assert stale == [], f"generated/ is stale ({[p.name for p in stale]}): run make generate"


def test_second_generate_writes_nothing(tmp_path, stdlib_specs):
    generate(stdlib_specs, tmp_path, package="opspec.ops")
    stamps = {p: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert generate(stdlib_specs, tmp_path, package="opspec.ops") == []
    assert stamps == {p: p.stat().st_mtime_ns for p in tmp_path.iterdir()}


def test_check_reports_stale_files_and_the_command_to_rerun(tmp_path, stdlib_specs):
    out = REPO / ".cache" / "test-check-stale"
    generate(stdlib_specs, out, package="opspec.ops")
    victim = out / "math.py"
    victim.write_text(victim.read_text() + "\n# edited by hand\n")
    cmd = [sys.executable, "-m", "opspec.cli", "generate", "specs", "-o", str(out), "--package", "opspec.ops",
           "--check"]
    result = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 1
    assert f"would change: {victim}" in result.stdout
    assert f"run: opspec generate specs -o {out} --package opspec.ops" in result.stderr
    assert "make generate" not in result.stderr and "Traceback" not in result.stderr
    assert victim.read_text().endswith("# edited by hand\n"), "--check must not write"


def test_regenerating_from_another_directory_gives_the_same_bytes(tmp_path):
    """Generated files name their spec relative to the project, never to the working directory."""
    project = tmp_path / "project"
    (project / "specs").mkdir(parents=True)
    (project / "specs" / "mine.yaml").write_text(
        "ops:\n  Twice:\n    doc: 2x.\n    elemwise: true\n    inputs: {x: float}\n"
        "    outputs: {out: float}\n    python: 2 * x\n    c: \"2 * x\"\n    derivative: {x: 2}\n")
    runs = []
    for cwd, spec, out in ((project, "specs", "gen"), (tmp_path, "project/specs", "project/gen"),
                           (project / "specs", ".", "../gen")):
        subprocess.run([sys.executable, "-m", "opspec.cli", "generate", spec, "-o", out, "--no-c"],
                       cwd=cwd, check=True, capture_output=True)
        runs.append({p.name: p.read_bytes() for p in sorted((project / "gen").iterdir())})
    assert runs[0] == runs[1] == runs[2]
    assert runs[0]["mine.py"].startswith(b"# Generated from specs/mine.yaml by")
    assert b'#line 8 "specs/mine.yaml"' in runs[0]["mine.c"]


def test_generated_code_names_its_spec():
    text = (REPO / "generated" / "math.py").read_text()
    assert text.startswith("# Generated from specs/math.yaml by `opspec generate`.")
    assert "# specs/math.yaml:" in text
    assert "class Softplus(Elemwise):" in text
    assert ot.Softplus.origin.startswith("specs/math.yaml:")


def test_runtime_names_exist_in_opspec_tensor():
    missing = sorted(n for n in RUNTIME_NAMES if not hasattr(ot, n))
    assert not missing, f"namespace.RUNTIME_NAMES lists names opspec.tensor lacks: {missing}"
    python_missing = sorted(n for n in PYTHON_NAMES - {"np", "math", "None", "True", "False"} - set(PYTHON_OP_NAMES)
                            if not hasattr(ot, n) and not hasattr(builtins, n))
    assert not python_missing, f"namespace.PYTHON_NAMES lists unknown names: {python_missing}"


def test_user_spec_imports_the_installed_stdlib(tmp_path):
    spec = tmp_path / "mine.yaml"
    spec.write_text(
        "imports: [math]\n"
        "ops:\n"
        "  Twice:\n"
        "    doc: 2 * sigmoid(x).\n"
        "    elemwise: true\n"
        "    inputs: {x: float}\n"
        "    outputs: {out: float}\n"
        "    python: 2 / (1 + np.exp(-x))\n"
        "    derivative: {x: 2 * sigmoid(x) * (1 - sigmoid(x))}\n")
    out = tmp_path / "out"
    generate(load_specs([str(spec)]), out)
    source = (out / "mine.py").read_text()
    assert "ot.sigmoid(x)" in source
    sys.path.insert(0, str(out))
    try:
        import mine
        import numpy as np
        import opspec
        x = ot.dvector("x")
        f = opspec.function([x], mine.twice(x), mode="FAST_COMPILE")
        np.testing.assert_allclose(f(np.array([0.0, 1.0])), 2 / (1 + np.exp(-np.array([0.0, 1.0]))))
    finally:
        sys.path.remove(str(out))
        sys.modules.pop("mine", None)


def test_python_kernels_see_python_builtins_even_where_an_op_has_their_name(tmp_path):
    """max / min in a python: kernel are Python's in generated perform (so in constant folding)
    and in the reference checks, even in a module whose op instance is named max."""
    spec = tmp_path / "shadow.yaml"
    spec.write_text(
        "ops:\n"
        "  Max:\n"
        "    doc: The larger of x and y.\n"
        "    elemwise: true\n"
        "    inputs: {x: float, y: float}\n"
        "    outputs: {out: float}\n"
        "    python: np.maximum(x, y) * max(1, 0)\n"
        "    samples: [[rand(3), rand(3)]]\n"
        "  Window:\n"
        "    doc: x clipped to the interval between lo and hi, in either order.\n"
        "    props: {lo: float, hi: float}\n"
        "    inputs: {x: tensor(float)}\n"
        "    outputs: {out: x}\n"
        "    shape: {out: x.shape}\n"
        "    python: np.clip(x, min(lo, hi), max(lo, hi))\n"
        "    samples: [{props: {lo: 0.5, hi: 0.2}, inputs: [rand(4)]}]\n")
    out = tmp_path / "out"
    specs = load_specs([str(spec)])
    generate(specs, out)
    source = (out / "shadow.py").read_text()
    assert "builtins.max(self.lo, self.hi)" in source and "import builtins" in source
    sys.path.insert(0, str(out))
    try:
        import numpy as np
        import opspec
        import shadow
        from opspec.testing.spec_checks import reference, sample_values
        x = ot.dvector("x")
        a = np.array([0.0, 0.3, 1.0])
        window = shadow.Window(lo=0.5, hi=0.2)
        for mode in ("FAST_COMPILE", "FAST_RUN"):
            np.testing.assert_array_equal(opspec.function([x], window(x), mode=mode)(a), [0.2, 0.3, 0.5])
            folded = opspec.function([], window(ot.constant(a)), mode=mode)()        # constant folding
            np.testing.assert_array_equal(folded, [0.2, 0.3, 0.5])
            np.testing.assert_array_equal(opspec.function([x], shadow.max(x, 0.5), mode=mode)(a), [0.5, 0.5, 1.0])
        for op in specs[0].ops:
            sample = op.samples[0]
            values = sample_values(op, sample, np.random.default_rng(0))
            want = reference(op, sample, values, shadow)[0]
            got = opspec.function([], op_instance(shadow, op, sample)(*[ot.constant(v) for v in values]))()
            np.testing.assert_allclose(got, want)
    finally:
        sys.path.remove(str(out))
        sys.modules.pop("shadow", None)


def op_instance(module, op, sample):
    cls = getattr(module, op.name)
    return cls(**dict(sample.props)) if op.props else cls()


GENERATED = sorted([*(REPO / "generated").glob("*.py"), *(REPO / "examples").glob("*/*/ops/*.py"),
                    *(REPO / "examples").glob("*/generated/*.py")])


@pytest.mark.parametrize("path", GENERATED, ids=[str(p.relative_to(REPO)) for p in GENERATED])
def test_generated_modules_import_only_what_they_use(path):
    """Every name a generated module imports is used in it (re-exports listed in ``__all__``
    count as used): the generator decides its imports from the code it wrote."""
    import ast
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {}
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)) and getattr(node, "module", None) != "__future__":
            for alias in node.names:
                imported[alias.asname or alias.name.split(".")[0]] = node.lineno
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    exported = {e.value for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "__all__"
                for e in n.value.elts}
    assert not {name: line for name, line in imported.items() if name not in used | exported}
