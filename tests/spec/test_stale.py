"""`opspec generate` deletes the generated files no spec produces any more, and only those."""
import pytest

from opspec.cli import main
from opspec.spec.stale import stale_files

WITH_C = ("ops:\n  {name}:\n    doc: 2x.\n    elemwise: true\n    inputs: {{x: float}}\n"
          "    outputs: {{out: float}}\n    python: 2 * x\n    c: \"2 * x\"\n    derivative: {{x: 2}}\n")
PYTHON_ONLY = ("ops:\n  {name}:\n    doc: 2x.\n    elemwise: true\n    inputs: {{x: float}}\n"
               "    outputs: {{out: float}}\n    python: 2 * x\n    derivative: {{x: 2}}\n")


def _generate(capsys, *args):
    code = main(["generate", *map(str, args), "--no-c"])
    return code, capsys.readouterr().out


@pytest.fixture
def project(tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "first.yaml").write_text(WITH_C.format(name="Twice"))
    (specs / "second.yaml").write_text(WITH_C.format(name="Double"))
    return tmp_path


def _names(folder):
    return sorted(p.name for p in folder.iterdir() if p.is_file())


def test_a_renamed_spec_leaves_no_module_behind(project, capsys):
    out = project / "gen"
    assert _generate(capsys, project / "specs", "-o", out)[0] == 0
    assert _names(out) == ["first.c", "first.py", "second.c", "second.py"]
    (project / "specs" / "first.yaml").rename(project / "specs" / "renamed.yaml")

    code, said = _generate(capsys, project / "specs", "-o", out, "--check")
    assert code == 1 and f"would delete: {out / 'first.py'}" in said and f"would delete: {out / 'first.c'}" in said
    assert "first.py" in _names(out), "--check must not delete"

    code, said = _generate(capsys, project / "specs", "-o", out)
    assert code == 0 and f"deleted {out / 'first.py'}" in said
    assert _names(out) == ["renamed.c", "renamed.py", "second.c", "second.py"]
    assert _generate(capsys, project / "specs", "-o", out, "--check")[0] == 0


def test_a_spec_that_drops_its_c_loses_its_c_file(project, capsys):
    out = project / "gen"
    _generate(capsys, project / "specs", "-o", out)
    (project / "specs" / "first.yaml").write_text(PYTHON_ONLY.format(name="Twice"))
    _generate(capsys, project / "specs" / "first.yaml", "-o", out)
    assert _names(out) == ["first.py", "second.c", "second.py"]


def test_generating_one_spec_keeps_its_siblings_and_files_opspec_did_not_write(project, capsys):
    out = project / "gen"
    _generate(capsys, project / "specs", "-o", out)
    (out / "helpers.py").write_text("# Generated from nothing, by hand\n")
    (out / "notes.c").write_text("/* mine */\n")
    (out / "spec.yaml").write_text("# Generated from specs/gone.yaml by `opspec generate`.\n")
    assert _generate(capsys, project / "specs" / "first.yaml", "-o", out)[0] == 0
    assert _names(out) == ["first.c", "first.py", "helpers.py", "notes.c", "second.c", "second.py", "spec.yaml"]


def test_a_package_keeps_its_init_and_loses_a_removed_module(project, capsys):
    out = project / "mypkg"
    _generate(capsys, project / "specs", "-o", out, "--package", "mypkg")
    (project / "specs" / "second.yaml").unlink()
    _generate(capsys, project / "specs", "-o", out, "--package", "mypkg")
    assert _names(out) == ["__init__.py", "first.c", "first.py"]
    assert "second" not in (out / "__init__.py").read_text()


def test_the_pytensor_target_deletes_what_it_no_longer_writes(project, capsys):
    out = project / "pt"
    assert _generate(capsys, project / "specs", "-o", out, "--target", "pytensor")[0] == 0
    before = _names(out)
    assert "second.py" in before
    (project / "specs" / "second.yaml").unlink()
    _generate(capsys, project / "specs", "-o", out, "--target", "pytensor")
    assert _names(out) == [n for n in before if not n.startswith("second")]


def test_the_spec_is_found_from_any_output_folder(tmp_path):
    """The header names the spec relative to the folder holding both spec and output."""
    (tmp_path / "a" / "specs").mkdir(parents=True)
    (tmp_path / "a" / "specs" / "one.yaml").write_text("ops: {}\n")
    out = tmp_path / "a" / "build" / "gen"
    out.mkdir(parents=True)
    (out / "one.py").write_text("# Generated from specs/one.yaml by `opspec generate`. Edit the spec.\n")
    (out / "two.py").write_text("# Generated from specs/two.yaml by `opspec generate`. Edit the spec.\n")
    assert stale_files(out, [], []) == [out / "two.py"]
    assert stale_files(out, [], [tmp_path / "a" / "specs" / "one.yaml"]) == [out / "one.py", out / "two.py"]
    assert stale_files(tmp_path / "missing", [], []) == []
